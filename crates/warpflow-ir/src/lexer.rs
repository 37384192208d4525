//! The LLVM IR lexer: turns source bytes into tokens that are only spans (no allocation).
//!
//! The lexer is a cheap `Copy` cursor, so the parser can look ahead by copying it. It never
//! panics: every byte access is bounds-checked, and malformed input becomes
//! [`TokKind::Error`] with a message.

/// Token kinds. The text of a token is its span in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// end of input
    Eof,
    /// a lexical error; the message is in [`Token::msg`]
    Error,
    /// `=`
    Equal,
    /// `,`
    Comma,
    /// `*`
    Star,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `!` alone (before `{` or a string)
    Exclaim,
    /// `|`
    Bar,
    /// `...`
    DotDotDot,
    /// `%name` or `%"name"`
    LocalName,
    /// `%12`
    LocalNum,
    /// `@name` or `@"name"`
    GlobalName,
    /// `@12`
    GlobalNum,
    /// `$name`
    ComdatName,
    /// `!name` (named metadata, attachment kinds, specialized nodes like `!DILocation`)
    MetaName,
    /// `!12`
    MetaNum,
    /// `#12`
    AttrGroup,
    /// `#dbg_value` and friends
    DbgRecord,
    /// `name:` or `"name":`
    LabelName,
    /// `12:`
    LabelNum,
    /// an integer literal (decimal, or hexadecimal `u0x...` / `s0x...`)
    Int,
    /// a floating-point literal (decimal or one of LLVM's hex forms)
    Float,
    /// `"..."`
    Str,
    /// `c"..."`
    CStr,
    /// a keyword or other bare word (`define`, `i32`, `nsw`, ...)
    Ident,
}

/// A token: kind and byte span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// the kind
    pub kind: TokKind,
    /// start byte offset
    pub start: u32,
    /// end byte offset (exclusive)
    pub end: u32,
    /// message for [`TokKind::Error`]
    pub msg: &'static str,
}

/// A cursor over the source.
#[derive(Clone, Copy, Debug)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || matches!(b, b'_' | b'.' | b'$')
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0 }
    }

    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn tok(&self, kind: TokKind, start: usize) -> Token {
        Token { kind, start: start as u32, end: self.pos as u32, msg: "" }
    }

    fn error(&self, start: usize, msg: &'static str) -> Token {
        Token { kind: TokKind::Error, start: start as u32, end: self.pos.max(start + 1) as u32, msg }
    }

    /// Skips to the closing quote of a string starting at `self.pos` (which is after the `"`).
    fn skip_string(&mut self) -> bool {
        match self.src.get(self.pos..).and_then(|r| r.iter().position(|&b| b == b'"')) {
            Some(n) => {
                self.pos += n + 1;
                true
            }
            None => {
                self.pos = self.src.len();
                false
            }
        }
    }

    fn skip_name_chars(&mut self) {
        while is_name_char(self.at(self.pos)) {
            self.pos += 1;
        }
    }

    fn skip_digits(&mut self) -> usize {
        let s = self.pos;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        self.pos - s
    }

    /// `%` / `@` / `$` / `!` prefixed names; `self.pos` is after the sigil.
    fn sigil(&mut self, start: usize, named: TokKind, numbered: TokKind) -> Token {
        let b = self.at(self.pos);
        if b == b'"' {
            self.pos += 1;
            if !self.skip_string() {
                return self.error(start, "unterminated quoted name");
            }
            return self.tok(named, start);
        }
        if b.is_ascii_digit() {
            self.skip_digits();
            if is_name_char(self.at(self.pos)) && numbered != TokKind::MetaNum {
                self.skip_name_chars();
                return self.tok(named, start);
            }
            return self.tok(numbered, start);
        }
        if is_name_char(b) || b == b'\\' {
            while is_name_char(self.at(self.pos)) || self.at(self.pos) == b'\\' {
                self.pos += 1;
            }
            return self.tok(named, start);
        }
        self.error(start, "expected a name after the sigil")
    }

    fn number(&mut self, start: usize) -> Token {
        // `self.pos` is at the first digit or at a leading '-'/'+'.
        if matches!(self.at(self.pos), b'-' | b'+') {
            self.pos += 1;
        }
        if self.at(self.pos) == b'0' && self.at(self.pos + 1) == b'x' {
            self.pos += 2;
            if matches!(self.at(self.pos), b'K' | b'L' | b'M' | b'H' | b'R') {
                self.pos += 1;
            }
            let s = self.pos;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            if self.pos == s {
                return self.error(start, "malformed hexadecimal floating-point constant");
            }
            return self.tok(TokKind::Float, start);
        }
        if self.skip_digits() == 0 {
            return self.error(start, "expected digits");
        }
        if self.at(self.pos) == b':' && self.at(start).is_ascii_digit() {
            self.pos += 1;
            return self.tok(TokKind::LabelNum, start);
        }
        if self.at(self.pos) == b'.' {
            self.pos += 1;
            self.skip_digits();
            if matches!(self.at(self.pos), b'e' | b'E') {
                let save = self.pos;
                self.pos += 1;
                if matches!(self.at(self.pos), b'-' | b'+') {
                    self.pos += 1;
                }
                if self.skip_digits() == 0 {
                    self.pos = save;
                }
            }
            return self.tok(TokKind::Float, start);
        }
        if is_name_char(self.at(self.pos)) && self.at(start).is_ascii_digit() {
            // a label like `1abc:`
            self.skip_name_chars();
            if self.at(self.pos) == b':' {
                self.pos += 1;
                return self.tok(TokKind::LabelName, start);
            }
            return self.error(start, "malformed number");
        }
        self.tok(TokKind::Int, start)
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        loop {
            let b = self.at(self.pos);
            if b == b' ' || b == b'\t' || b == b'\n' || b == b'\r' {
                self.pos += 1;
            } else if b == b';' {
                match self.src.get(self.pos..).and_then(|r| r.iter().position(|&c| c == b'\n')) {
                    Some(n) => self.pos += n + 1,
                    None => self.pos = self.src.len(),
                }
            } else {
                break;
            }
        }
        let start = self.pos;
        if start >= self.src.len() {
            return self.tok(TokKind::Eof, start);
        }
        let b = self.at(start);
        self.pos += 1;
        use TokKind as K;
        match b {
            b'=' => self.tok(K::Equal, start),
            b',' => self.tok(K::Comma, start),
            b'*' => self.tok(K::Star, start),
            b'[' => self.tok(K::LSquare, start),
            b']' => self.tok(K::RSquare, start),
            b'{' => self.tok(K::LBrace, start),
            b'}' => self.tok(K::RBrace, start),
            b'(' => self.tok(K::LParen, start),
            b')' => self.tok(K::RParen, start),
            b'<' => self.tok(K::Less, start),
            b'>' => self.tok(K::Greater, start),
            b'|' => self.tok(K::Bar, start),
            b'%' => self.sigil(start, K::LocalName, K::LocalNum),
            b'@' => self.sigil(start, K::GlobalName, K::GlobalNum),
            b'$' => self.sigil(start, K::ComdatName, K::ComdatName),
            b'!' => {
                let n = self.at(self.pos);
                if n == b'{' || n == b'"' || !(is_name_char(n) || n == b'\\') {
                    return self.tok(K::Exclaim, start);
                }
                self.sigil(start, K::MetaName, K::MetaNum)
            }
            b'#' => {
                if self.at(self.pos).is_ascii_digit() {
                    self.skip_digits();
                    return self.tok(K::AttrGroup, start);
                }
                self.skip_name_chars();
                if self.pos == start + 1 {
                    return self.error(start, "expected an attribute group number or debug record after '#'");
                }
                self.tok(K::DbgRecord, start)
            }
            b'"' => {
                if !self.skip_string() {
                    return self.error(start, "unterminated string");
                }
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    return self.tok(K::LabelName, start);
                }
                self.tok(K::Str, start)
            }
            b'.' if self.at(self.pos) == b'.' && self.at(self.pos + 1) == b'.' => {
                self.pos += 2;
                self.tok(K::DotDotDot, start)
            }
            b'0'..=b'9' | b'-' | b'+' => {
                if (b == b'-' || b == b'+') && !self.at(self.pos).is_ascii_digit() {
                    // `-name:` labels
                    if b == b'-' && is_name_char(self.at(self.pos)) {
                        self.skip_name_chars();
                        if self.at(self.pos) == b':' {
                            self.pos += 1;
                            return self.tok(K::LabelName, start);
                        }
                    }
                    return self.error(start, "unexpected character");
                }
                self.pos = start;
                self.number(start)
            }
            b if is_ident_start(b) => {
                if b == b'c' && self.at(self.pos) == b'"' {
                    self.pos += 1;
                    if !self.skip_string() {
                        return self.error(start, "unterminated string");
                    }
                    return self.tok(K::CStr, start);
                }
                self.skip_name_chars();
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    return self.tok(K::LabelName, start);
                }
                // `u0x...` / `s0x...`: a hexadecimal integer literal (unsigned or signed)
                if matches!(b, b'u' | b's')
                    && self.at(start + 1) == b'0'
                    && self.at(start + 2) == b'x'
                    && self.at(start + 3).is_ascii_hexdigit()
                {
                    self.pos = start + 3;
                    while self.at(self.pos).is_ascii_hexdigit() {
                        self.pos += 1;
                    }
                    return self.tok(K::Int, start);
                }
                self.tok(K::Ident, start)
            }
            _ => {
                // skip a whole UTF-8 sequence so the reported text is readable
                while self.pos < self.src.len() && (self.at(self.pos) & 0xC0) == 0x80 {
                    self.pos += 1;
                }
                self.error(start, "unexpected character")
            }
        }
    }
}

/// Decodes `\XX` hex escapes and `\\` in the body of a quoted string.
pub fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let b = s[i];
        if b == b'\\' {
            if s.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let h = s.get(i + 1).and_then(|c| (*c as char).to_digit(16));
            let l = s.get(i + 2).and_then(|c| (*c as char).to_digit(16));
            if let (Some(h), Some(l)) = (h, l) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    out
}

/// Whether `s` contains a backslash (so it needs [`unescape`]).
pub fn has_escape(s: &[u8]) -> bool {
    s.contains(&b'\\')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<(TokKind, String)> {
        let mut l = Lexer::new(s.as_bytes());
        let mut out = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == TokKind::Eof {
                break;
            }
            out.push((t.kind, s[t.start as usize..t.end as usize].to_string()));
            if t.kind == TokKind::Error {
                break;
            }
        }
        out
    }

    #[test]
    fn tokens() {
        use TokKind as K;
        let got = kinds("%x = add nsw i32 %0, -5 ; c\n 12: bb.1: !dbg !12 #0 #dbg_value c\"a\\00\" 0xH3C00 1.5e+00 u0xFF s0x8a ... @\"q x\" !{");
        let want = vec![
            (K::LocalName, "%x"),
            (K::Equal, "="),
            (K::Ident, "add"),
            (K::Ident, "nsw"),
            (K::Ident, "i32"),
            (K::LocalNum, "%0"),
            (K::Comma, ","),
            (K::Int, "-5"),
            (K::LabelNum, "12:"),
            (K::LabelName, "bb.1:"),
            (K::MetaName, "!dbg"),
            (K::MetaNum, "!12"),
            (K::AttrGroup, "#0"),
            (K::DbgRecord, "#dbg_value"),
            (K::CStr, "c\"a\\00\""),
            (K::Float, "0xH3C00"),
            (K::Float, "1.5e+00"),
            (K::Int, "u0xFF"),
            (K::Int, "s0x8a"),
            (K::DotDotDot, "..."),
            (K::GlobalName, "@\"q x\""),
            (K::Exclaim, "!"),
            (K::LBrace, "{"),
        ];
        let want: Vec<(K, String)> = want.into_iter().map(|(k, s)| (k, s.to_string())).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn errors_do_not_panic() {
        for s in ["\"abc", "%\"x", "@", "#", "0x", "-", "\u{1F600}", "c\"", "!\\"] {
            let mut l = Lexer::new(s.as_bytes());
            for _ in 0..10 {
                if l.next_token().kind == TokKind::Eof {
                    break;
                }
            }
        }
    }
}
