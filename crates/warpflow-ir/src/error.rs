//! Reader errors: every error has a 1-based line and column, the offending text and a message.

/// An error from the LLVM IR reader.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
#[error("{line}:{column}: {message} (at '{text}')")]
pub struct ParseError {
    /// 1-based line
    pub line: u32,
    /// 1-based column, in bytes
    pub column: u32,
    /// byte offset of the offending text in the source
    pub offset: u32,
    /// length in bytes of the offending text in the source
    pub len: u32,
    /// the offending text (shortened to at most 40 characters)
    pub text: String,
    /// what is wrong
    pub message: String,
}

impl ParseError {
    /// An error for the byte span `start..end` of `src`.
    pub fn at(src: &[u8], start: usize, end: usize, message: impl Into<String>) -> Self {
        let start = start.min(src.len());
        let end = end.clamp(start, src.len());
        let before = src.get(..start).unwrap_or(&[]);
        let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let column = (start - line_start) as u32 + 1;
        let raw = String::from_utf8_lossy(src.get(start..end).unwrap_or(&[])).into_owned();
        let text: String =
            if raw.chars().count() > 40 { raw.chars().take(37).chain("...".chars()).collect() } else { raw };
        ParseError {
            line,
            column,
            offset: start as u32,
            len: (end - start) as u32,
            text,
            message: message.into(),
        }
    }
}
