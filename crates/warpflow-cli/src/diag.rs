//! Rendering reader and verifier errors with the source line and a caret under the offending
//! column.

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

/// Renders `message` at `line`:`column` (1-based) of file `path` whose text is `src`, with a
/// caret run of `len` bytes (at least 1, at most the rest of the line).
fn render_at(path: &str, src: &str, message: &str, line: u32, column: u32, len: u32) -> String {
    let line_text = src.lines().nth(line.saturating_sub(1) as usize).unwrap_or("");
    let col = column.saturating_sub(1) as usize;
    // width of the caret run: the offending text on this line, at least 1
    let avail = line_text.len().saturating_sub(col);
    let width = (len as usize).min(avail).max(1);
    // pad with the same whitespace characters so tabs line up
    let pad: String = line_text.bytes().take(col).map(|b| if b == b'\t' { '\t' } else { ' ' }).collect();
    let num = line.to_string();
    let gutter = " ".repeat(num.len());
    format!(
        "error: {message}\n{gutter}--> {path}:{line}:{column}\n{gutter} |\n{num} | {line_text}\n{gutter} | {pad}{carets}\n",
        carets = "^".repeat(width),
    )
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
    }
}
