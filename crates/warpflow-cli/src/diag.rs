//! Rendering reader and verifier errors with the source line and a caret under the offending
//! column, laid out and coloured by `annotate-snippets` (the renderer rustc uses): `error:`,
//! the `--> file:line:column` line, the gutter and the carets, in colour when
//! [`crate::color::enabled`] says so for standard error (`--color`, `NO_COLOR`, a terminal).

use annotate_snippets::{Level, Renderer, Snippet};
use warpflow_ir::{ParseError, VerifyError};

/// Renders `err` for file `path` whose text is `src`:
///
/// ```text
/// error: expected a type
///  --> kernel.ll:3:12
///   |
/// 3 |   %x = add i33x 1, 2
///   |            ^^^^
/// ```
pub fn render_parse_error(path: &str, src: &str, err: &ParseError) -> String {
    render_at(path, src, &err.message, err.line, err.column, err.len)
}

/// The renderer for standard error: styled when colour is on for it.
fn renderer() -> Renderer {
    if crate::color::enabled(crate::color::Stream::Stderr) {
        Renderer::styled()
    } else {
        Renderer::plain()
    }
}

/// Renders `message` at `line`:`column` (1-based) of file `path` whose text is `src`, with a
/// caret run of `len` bytes (at least 1, at most the rest of the line).
fn render_at(path: &str, src: &str, message: &str, line: u32, column: u32, len: u32) -> String {
    let line_text = src.lines().nth(line.saturating_sub(1) as usize).unwrap_or("");
    // the caret run: the offending text on this line, at least one character (a position past
    // the end of the line, as for a missing token, is shown on a space after it)
    let mut text = line_text.to_string();
    let mut start = (column.saturating_sub(1) as usize).min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    if start == text.len() {
        text.push(' ');
    }
    let mut end = (start + (len as usize).max(1)).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    let msg = Level::Error.title(message).snippet(
        Snippet::source(&text)
            .line_start(line.max(1) as usize)
            .origin(path)
            .annotation(Level::Error.span(start..end)),
    );
    let out = renderer().render(msg).to_string();
    // The renderer closes the snippet with an empty gutter line (`  |`) meant for notes that
    // follow; there are none, and the text stays as it was before the crate rendered it.
    let body = match out.rsplit_once('\n') {
        Some((head, last)) if strip_escapes(last).trim() == "|" => head,
        _ => &out,
    };
    format!("{body}\n")
}

/// `s` without ANSI escape sequences.
fn strip_escapes(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c == '\x1b' {
            for d in it.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The 1-based line and column the verifier recorded for `e` (modules read from text carry the
/// position of every function, block and instruction).
fn verify_error_location(e: &VerifyError) -> Option<(u32, u32)> {
    Some((e.line?, e.column.unwrap_or(1)))
}

/// Renders the verifier's errors for file `path` whose text is `src`: one `error:` per problem
/// (with `--> path:line:column`, the source line and a caret when the error carries a location,
/// `--> path` otherwise), then a summary line.
///
/// ```text
/// error: invalid IR: function @f, block %b, instruction `%y = add i32 %x, 2`: %x (defined in %a) does not dominate this use
///  --> bad.ll
/// error: bad.ll is not valid IR (1 problem); --no-verify skips the verifier
/// ```
pub fn render_verify_errors(path: &str, src: &str, errs: &[VerifyError]) -> String {
    let mut out = String::new();
    for e in errs {
        match verify_error_location(e) {
            Some((line, column)) => {
                // The position goes in the `-->` line, not in the message.
                let bare = VerifyError { line: None, column: None, ..e.clone() };
                out.push_str(&render_at(path, src, &format!("invalid IR: {bare}"), line, column, 1));
            }
            None => out.push_str(&format!("error: invalid IR: {e}\n --> {path}\n")),
        }
    }
    let n = errs.len();
    out.push_str(&format!(
        "error: {path} is not valid IR ({n} problem{}); --no-verify skips the verifier\n",
        if n == 1 { "" } else { "s" }
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caret_under_column() {
        let src = "define void @f() {\n  %x = frob i32 1\n  ret void\n}\n";
        let err = warpflow_ir::parse(src).unwrap_err();
        let out = render_parse_error("t.ll", src, &err);
        expect_test::expect![[r#"
            error: unknown instruction 'frob'
             --> t.ll:2:8
              |
            2 |   %x = frob i32 1
              |        ^^^^
        "#]]
        .assert_eq(&out);
        // a position past the end of the line is shown on a space after it
        let out = render_at("t.ll", "a\nabc\n", "expected `]`", 2, 4, 1);
        assert_eq!(out, "error: expected `]`\n --> t.ll:2:4\n  |\n2 | abc \n  |    ^\n");
    }

    #[test]
    fn styled_output_is_the_plain_text_with_escapes() {
        let src = "define void @f() {\n  %x = frob i32 1\n}\n";
        let err = warpflow_ir::parse(src).unwrap_err();
        let msg = || {
            Level::Error.title(err.message.as_str()).snippet(
                Snippet::source("  %x = frob i32 1")
                    .line_start(2)
                    .origin("t.ll")
                    .annotation(Level::Error.span(7..11)),
            )
        };
        let styled = Renderer::styled().render(msg()).to_string();
        let plain = Renderer::plain().render(msg()).to_string();
        assert!(styled.contains('\x1b'), "{styled:?}");
        assert_eq!(strip_escapes(&styled), plain);
    }
}
