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
        Some((head, last)) if crate::color::strip_escapes(last).trim() == "|" => head,
        _ => &out,
    };
    format!("{body}\n")
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

/// One source line of a diagnostic with a span under it: the primary one (`^^^`, the site) or a
/// secondary one (`---`, related code such as the source line of the site or the branch).
pub struct Snip {
    /// the file as shown after `-->`
    pub origin: String,
    /// 1-based line number
    pub line: usize,
    /// the line's text
    pub text: String,
    /// the span, byte offsets into `text` (empty spans are widened to one character)
    pub start: usize,
    /// end of the span
    pub end: usize,
    /// the span's label (may be empty)
    pub label: String,
    /// whether this is the diagnostic's primary span
    pub primary: bool,
}

/// What follows a diagnostic's snippets.
pub enum Footer {
    /// `= note: ...`
    Note(String),
    /// `= help: ...`
    Help(String),
    /// a `note:` with its own snippets (the divergent branch of a witness)
    Sub {
        /// the note's text
        title: String,
        /// its snippets
        snips: Vec<Snip>,
    },
}

/// A rustc-style diagnostic of `warpflow check`: `error[id]: title`, its snippets, its footers.
pub struct Diagnostic {
    /// the code in brackets (`possibly-divergent`, `warp-mask`, ...)
    pub id: String,
    /// the headline
    pub title: String,
    /// the snippets, primary first
    pub snips: Vec<Snip>,
    /// notes and help, in order
    pub footers: Vec<Footer>,
}

fn snippet_of(s: &Snip) -> Snippet<'_> {
    let mut text = s.text.as_str();
    let mut start = s.start.min(text.len());
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = s.end.max(start + 1).min(text.len());
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    if start >= text.len() {
        // a position past the end (an empty line): the span is the line's start
        text = s.text.as_str();
        start = 0;
        end = text.len().min(1);
    }
    let level = if s.primary { Level::Error } else { Level::Note };
    let mut a = level.span(start..end);
    if !s.label.is_empty() {
        a = a.label(&s.label);
    }
    Snippet::source(text).line_start(s.line.max(1)).origin(&s.origin).annotation(a)
}

/// Renders `d` with `annotate-snippets`, styled when colour is on for standard output (where
/// `warpflow check` writes its diagnostics); ends with a newline.
pub fn render_diagnostic(d: &Diagnostic) -> String {
    let mut msg = Level::Error.title(&d.title).id(&d.id).snippets(d.snips.iter().map(snippet_of));
    for f in &d.footers {
        msg = msg.footer(match f {
            Footer::Note(t) => Level::Note.title(t),
            Footer::Help(t) => Level::Help.title(t),
            Footer::Sub { title, snips } => Level::Note.title(title).snippets(snips.iter().map(snippet_of)),
        });
    }
    let r = if crate::color::enabled(crate::color::Stream::Stdout) {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    format!("{}\n", r.render(msg))
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
        assert_eq!(crate::color::strip_escapes(&styled), plain);
    }
}
