//! Rendering reader errors with the source line and a caret under the offending column.

use warpflow_ir::ParseError;

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
    let line_text = src.lines().nth(err.line.saturating_sub(1) as usize).unwrap_or("");
    let col = err.column.saturating_sub(1) as usize;
    // width of the caret run: the offending text on this line, at least 1
    let avail = line_text.len().saturating_sub(col);
    let width = (err.len as usize).min(avail).max(1);
    // pad with the same whitespace characters so tabs line up
    let pad: String = line_text.bytes().take(col).map(|b| if b == b'\t' { '\t' } else { ' ' }).collect();
    let num = err.line.to_string();
    let gutter = " ".repeat(num.len());
    format!(
        "error: {msg}\n{gutter}--> {path}:{line}:{column}\n{gutter} |\n{num} | {line_text}\n{gutter} | {pad}{carets}\n",
        msg = err.message,
        line = err.line,
        column = err.column,
        carets = "^".repeat(width),
    )
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
