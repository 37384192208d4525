//! A parser for the text `nvdisasm` prints (with or without `-c`), for every SASS generation from
//! Pascal (`sm_61`, nvdisasm 12.x) to Blackwell.
//!
//! What it keeps: the code sections `.text.NAME` as [`Function`]s (a section is split further at
//! the labels that a `.type NAME,@function` directive declares, which is how nvdisasm lays out
//! `CALL`ed subroutines such as `$__internal_0_$__cuda_sm70_shflsync_down`), labels with the
//! instruction they stand before, and each instruction's address, guard predicate (`@P0`, `@!UP1`),
//! opcode with its dot-separated modifiers, operands, and the `(*"BRANCH_TARGETS ..."*)` note that
//! nvdisasm writes after Pascal's `SYNC`/`BRK`. Everything in non-code sections (`.nv.info`,
//! constant banks, symbol tables) is skipped; other directives are ignored.
//!
//! Invariants of the result: label positions are in `0..=instructions.len()` of their function
//! (a label may stand after the last instruction); every instruction has a non-empty opcode of
//! `[A-Z][A-Z0-9_]*`. Errors carry the 1-based line and column and the offending text; the parser
//! never panics on any input.

use serde::{Deserialize, Serialize};

/// An error reading nvdisasm text: where, what text, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[error("{line}:{column}: {message}: `{text}`")]
pub struct ParseError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in characters) where the offending text starts.
    pub column: u32,
    /// The offending text (at most 80 characters of it).
    pub text: String,
    /// What was expected.
    pub message: String,
}

/// A parsed nvdisasm listing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listing {
    /// The architecture when the listing says so (`.target sm_100`, or `EF_CUDA_SM61` in
    /// `.headerflags`), as `sm_NN`.
    pub arch: Option<String>,
    /// Code sections and subroutines, in listing order.
    pub functions: Vec<Function>,
}

/// A piece of code with one entry: a kernel, a device function, or a subroutine inside a section.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Function {
    /// The symbol (the section name without `.text.`, or the subroutine label).
    pub name: String,
    /// Whether the listing marks it as a kernel entry (`STO_CUDA_ENTRY`).
    pub is_kernel: bool,
    /// Instructions in address order.
    pub instructions: Vec<Instruction>,
    /// Labels in listing order.
    pub labels: Vec<Label>,
}

/// A label and the instruction it stands before.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Label {
    /// The label without the colon, e.g. `.L_x_3`.
    pub name: String,
    /// Index of the instruction it precedes (`instructions.len()` when it is at the end).
    pub index: u32,
}

/// A predicate register, possibly negated: `P0`, `!P1`, `PT`, `UP0`, `!UPT`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Predicate {
    /// Written with `!`.
    pub negated: bool,
    /// The register name (`P0`..`P6`, `PT`, `UP0`..`UP6`, `UPT`).
    pub reg: String,
}

impl Predicate {
    /// Whether the predicate is the constant true (`PT`/`UPT`, not negated).
    pub fn is_true(&self) -> bool {
        !self.negated && (self.reg == "PT" || self.reg == "UPT")
    }
    /// Whether it is a uniform predicate (`UP*`): the same for every thread of the warp.
    pub fn is_uniform(&self) -> bool {
        self.reg.starts_with("UP")
    }
}

/// One operand, classified, with its text as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Operand {
    /// What kind of operand it is.
    pub kind: OperandKind,
    /// The text as written (e.g. `c[0x0][0x160]`, `` `(.L_x_3) ``, `-R2`).
    pub text: String,
}

/// The kinds of operand the analysis needs to tell apart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OperandKind {
    /// A code label `` `(NAME) ``; holds NAME.
    Label(String),
    /// A predicate register (`P0`, `!UP1`, `PT`).
    Predicate(Predicate),
    /// A convergence barrier register `B0`..`B15`; holds the number.
    Barrier(u8),
    /// Any other register (`R3`, `RZ`, `UR4`, `SR_TID.X`, `~URZ`, `-R2`, `|R1|`, `R2.reuse`).
    Register,
    /// An integer immediate (hex or decimal, possibly negative), as its 64-bit two's complement.
    Immediate(i64),
    /// A constant bank reference `c[..][..]`.
    Constant,
    /// A memory address `[...]`.
    Memory,
    /// Anything else (floats, condition codes like `CC.NEU`, special names).
    Other,
}

/// One SASS instruction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instruction {
    /// The address from the `/*0120*/` comment, when present.
    pub address: Option<u64>,
    /// 1-based line in the listing.
    pub line: u32,
    /// The guard `@P0` / `@!P0`, when present.
    pub guard: Option<Predicate>,
    /// The base opcode, e.g. `BRA`.
    pub opcode: String,
    /// The modifiers after the opcode, e.g. `["U"]` for `BRA.U`, `["32", "CLEAR"]`.
    pub modifiers: Vec<String>,
    /// Operands in order.
    pub operands: Vec<Operand>,
    /// Labels from a `(*"BRANCH_TARGETS L1,L2"*)` note, in order.
    pub branch_targets: Vec<String>,
}

impl Instruction {
    /// Whether the instruction has the modifier `m`.
    pub fn has_modifier(&self, m: &str) -> bool {
        self.modifiers.iter().any(|x| x == m)
    }
    /// The opcode with its modifiers, as written (`BSSY.RECONVERGENT`).
    pub fn full_opcode(&self) -> String {
        let mut s = self.opcode.clone();
        for m in &self.modifiers {
            s.push('.');
            s.push_str(m);
        }
        s
    }
    /// The first label operand, if any.
    pub fn label_operand(&self) -> Option<&str> {
        self.operands.iter().find_map(|o| match &o.kind {
            OperandKind::Label(l) => Some(l.as_str()),
            _ => None,
        })
    }
    /// The first barrier-register operand, if any.
    pub fn barrier_operand(&self) -> Option<u8> {
        self.operands.iter().find_map(|o| match o.kind {
            OperandKind::Barrier(b) => Some(b),
            _ => None,
        })
    }
}

/// Parses nvdisasm text.
pub fn parse(text: &str) -> Result<Listing, ParseError> {
    Parser::default().run(text)
}

#[derive(Default)]
struct Parser {
    listing: Listing,
    /// Inside a `.text.` section.
    in_code: bool,
    /// Names declared with `.type NAME,@function` in the current section.
    function_symbols: Vec<String>,
    /// Names marked `STO_CUDA_ENTRY`.
    entries: Vec<String>,
    /// Inside a `{ ... }` dual-issue group (Pascal).
    in_group: bool,
}

fn err(line: u32, col: usize, text: &str, message: impl Into<String>) -> ParseError {
    ParseError {
        line,
        column: col as u32 + 1,
        text: text.chars().take(80).collect(),
        message: message.into(),
    }
}

/// Column (in characters) of byte offset `off` within `line`.
fn col_of(line: &str, off: usize) -> usize {
    line.get(..off).map_or(0, |s| s.chars().count())
}

impl Parser {
    fn run(mut self, text: &str) -> Result<Listing, ParseError> {
        for (i, raw) in text.lines().enumerate() {
            let lineno = u32::try_from(i + 1).unwrap_or(u32::MAX);
            self.line(raw, lineno)?;
        }
        let entries = std::mem::take(&mut self.entries);
        for f in &mut self.listing.functions {
            f.is_kernel = entries.contains(&f.name);
        }
        Ok(self.listing)
    }

    fn line(&mut self, raw: &str, lineno: u32) -> Result<(), ParseError> {
        let trimmed = raw.trim();
        let start = raw.len() - raw.trim_start().len();
        if trimmed.is_empty() || trimmed.starts_with("//") {
            return Ok(());
        }
        if let Some(rest) =
            trimmed.strip_prefix(".section").filter(|r| r.starts_with(char::is_whitespace) || r.is_empty())
        {
            return self.section(rest, raw, lineno);
        }
        if !self.in_code {
            // Directives, data and labels of non-code sections, and the header lines.
            if let Some(rest) = trimmed.strip_prefix(".target").filter(|r| r.starts_with(char::is_whitespace))
            {
                self.listing.arch = Some(rest.trim().to_string());
            } else if trimmed.starts_with(".headerflags") && self.listing.arch.is_none() {
                self.listing.arch = header_arch(trimmed);
            }
            return Ok(());
        }
        // A label: one token ending in ':'.
        if let Some(name) = trimmed.strip_suffix(':') {
            if !name.is_empty() && !name.contains(char::is_whitespace) {
                self.label(name);
                return Ok(());
            }
        }
        if trimmed.starts_with('.') {
            self.directive(trimmed);
            return Ok(());
        }
        let inst = self.instruction(raw, start, lineno)?;
        if let Some(inst) = inst {
            match self.listing.functions.last_mut() {
                Some(f) => f.instructions.push(inst),
                None => return Err(err(lineno, start, trimmed, "instruction outside any function")),
            }
        }
        Ok(())
    }

    fn section(&mut self, rest: &str, raw: &str, lineno: u32) -> Result<(), ParseError> {
        let name = rest.trim().split(',').next().unwrap_or("").trim();
        if name.is_empty() {
            let off = raw.find(".section").unwrap_or(0);
            return Err(err(lineno, col_of(raw, off), raw.trim(), "section without a name"));
        }
        self.function_symbols.clear();
        self.in_group = false;
        match name.strip_prefix(".text.") {
            Some(f) => {
                self.in_code = true;
                self.listing.functions.push(Function { name: f.to_string(), ..Function::default() });
            }
            None => self.in_code = false,
        }
        Ok(())
    }

    fn directive(&mut self, d: &str) {
        let mut words = d.split_whitespace();
        let key = words.next().unwrap_or("");
        let rest: String = words.collect::<Vec<_>>().join(" ");
        match key {
            ".type" => {
                if let Some((sym, kind)) = rest.split_once(',') {
                    if kind.trim() == "@function" {
                        self.function_symbols.push(sym.trim().to_string());
                    }
                }
            }
            ".other" => {
                if let Some((sym, flags)) = rest.split_once(',') {
                    if flags.contains("STO_CUDA_ENTRY") {
                        self.entries.push(sym.trim().to_string());
                    }
                }
            }
            ".target" => self.listing.arch = Some(rest.trim().to_string()),
            _ => {}
        }
    }

    fn label(&mut self, name: &str) {
        let Some(cur) = self.listing.functions.last_mut() else { return };
        let starts_subroutine = name != cur.name
            && !cur.instructions.is_empty()
            && self.function_symbols.iter().any(|s| s == name);
        if starts_subroutine {
            self.listing.functions.push(Function { name: name.to_string(), ..Function::default() });
        }
        let Some(cur) = self.listing.functions.last_mut() else { return };
        let index = u32::try_from(cur.instructions.len()).unwrap_or(u32::MAX);
        cur.labels.push(Label { name: name.to_string(), index });
    }

    /// Parses one instruction line; `Ok(None)` for a line that only closes a group.
    fn instruction(
        &mut self,
        raw: &str,
        start: usize,
        lineno: u32,
    ) -> Result<Option<Instruction>, ParseError> {
        let mut pos = start;
        let bytes = raw.as_bytes();
        let skip_ws = |p: &mut usize| {
            while *p < bytes.len() && (bytes[*p] == b' ' || bytes[*p] == b'\t') {
                *p += 1;
            }
        };
        let e = |p: usize, msg: &str| err(lineno, col_of(raw, p), raw.get(p..).unwrap_or("").trim_end(), msg);

        // Address comment.
        let mut address = None;
        if raw[pos..].starts_with("/*") {
            let Some(close) = raw[pos + 2..].find("*/") else {
                return Err(e(pos, "unterminated address comment"));
            };
            let inner = raw[pos + 2..pos + 2 + close].trim();
            let a =
                u64::from_str_radix(inner, 16).map_err(|_| e(pos, "expected a hex address in /*...*/"))?;
            address = Some(a);
            pos += 2 + close + 2;
            skip_ws(&mut pos);
        }
        if raw[pos..].starts_with('{') {
            if self.in_group {
                return Err(e(pos, "`{` inside an open instruction group"));
            }
            self.in_group = true;
            pos += 1;
            skip_ws(&mut pos);
        }
        if raw[pos..].starts_with('}') && address.is_none() {
            if !self.in_group {
                return Err(e(pos, "`}` without an open instruction group"));
            }
            self.in_group = false;
            pos += 1;
            skip_ws(&mut pos);
            return if pos == raw.len() { Ok(None) } else { Err(e(pos, "unexpected text after `}`")) };
        }
        // Guard.
        let mut guard = None;
        if raw[pos..].starts_with('@') {
            let tok_end = raw[pos..].find(|c: char| c.is_whitespace()).map_or(raw.len(), |i| pos + i);
            let p = parse_predicate(&raw[pos + 1..tok_end])
                .ok_or_else(|| e(pos, "expected a guard predicate like @P0 or @!UP1"))?;
            guard = Some(p);
            pos = tok_end;
            skip_ws(&mut pos);
        }
        // Opcode.
        let op_end = raw[pos..]
            .find(|c: char| c.is_whitespace() || c == ';' || c == '}' || c == '(')
            .map_or(raw.len(), |i| pos + i);
        let op = &raw[pos..op_end];
        let mut parts = op.split('.');
        let opcode = parts.next().unwrap_or("");
        let valid_opcode = opcode.chars().next().is_some_and(|c| c.is_ascii_uppercase())
            && opcode.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
        if !valid_opcode {
            return Err(e(pos, "expected an instruction (opcode in capitals)"));
        }
        let modifiers: Vec<String> = parts.map(str::to_string).collect();
        if modifiers.iter().any(|m| m.is_empty() || !m.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        {
            return Err(e(pos, "malformed opcode modifier"));
        }
        pos = op_end;

        // The rest up to the terminator: operands, and possibly a (*"..."*) note.
        let rest_start = pos;
        let mut branch_targets = Vec::new();
        let mut operand_text = String::new();
        let mut depth = 0i32;
        let mut term = None;
        let mut i = rest_start;
        while i < raw.len() {
            let c = raw[i..].chars().next().unwrap_or(' ');
            if depth == 0 && raw[i..].starts_with("(*\"") {
                let Some(close) = raw[i..].find("\"*)") else {
                    return Err(e(i, "unterminated (*\"...\"*) note"));
                };
                let note = &raw[i + 3..i + close];
                if let Some(t) = note.strip_prefix("BRANCH_TARGETS") {
                    branch_targets
                        .extend(t.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()));
                }
                i += close + 3;
                operand_text.push(' ');
                continue;
            }
            match c {
                '[' | '(' => depth += 1,
                ']' | ')' => depth -= 1,
                ';' | '}' if depth == 0 => {
                    term = Some(i);
                    break;
                }
                _ => {}
            }
            if depth < 0 {
                return Err(e(i, "unbalanced bracket"));
            }
            operand_text.push(c);
            i += c.len_utf8();
        }
        let Some(term) = term else {
            return Err(e(rest_start.min(raw.len()), "instruction without `;` or `}` at its end"));
        };
        // After the terminator: `}` closing a group, `/* ... */` comments (encodings with -hex).
        let mut p = term;
        loop {
            skip_ws(&mut p);
            if p >= raw.len() {
                break;
            }
            if raw[p..].starts_with(';') {
                p += 1;
            } else if raw[p..].starts_with('}') {
                if !self.in_group {
                    return Err(e(p, "`}` without an open instruction group"));
                }
                self.in_group = false;
                p += 1;
            } else if raw[p..].starts_with("/*") {
                match raw[p + 2..].find("*/") {
                    Some(c) => p += 2 + c + 2,
                    None => return Err(e(p, "unterminated comment")),
                }
            } else {
                return Err(e(p, "unexpected text after the instruction"));
            }
        }
        let operands = split_operands(&operand_text)
            .into_iter()
            .map(|t| Operand { kind: classify(&t), text: t })
            .collect();
        Ok(Some(Instruction {
            address,
            line: lineno,
            guard,
            opcode: opcode.to_string(),
            modifiers,
            operands,
            branch_targets,
        }))
    }
}

fn header_arch(line: &str) -> Option<String> {
    let i = line.find("EF_CUDA_SM")?;
    let digits: String = line[i + 10..].chars().take_while(char::is_ascii_digit).collect();
    (!digits.is_empty()).then(|| format!("sm_{digits}"))
}

/// `P0`, `!P0`, `PT`, `UP3`, `!UPT`.
fn parse_predicate(s: &str) -> Option<Predicate> {
    let (negated, reg) = match s.strip_prefix('!') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let body = reg.strip_prefix("UP").or_else(|| reg.strip_prefix('P'))?;
    let ok = body == "T" || (body.len() == 1 && body.as_bytes()[0].is_ascii_digit());
    ok.then(|| Predicate { negated, reg: reg.to_string() })
}

/// Splits operands at top-level commas, and at top-level spaces between tokens (nvdisasm writes
/// `RET.REL.NODEC R4 `(f)` without a comma).
fn split_operands(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let flush = |cur: &mut String, out: &mut Vec<String>| {
        let t = cur.trim();
        if !t.is_empty() {
            out.push(t.to_string());
        }
        cur.clear();
    };
    for c in s.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 && (c == ',' || c.is_whitespace()) {
            flush(&mut cur, &mut out);
            continue;
        }
        cur.push(c);
    }
    flush(&mut cur, &mut out);
    out
}

fn classify(t: &str) -> OperandKind {
    if let Some(l) = t.strip_prefix("`(").and_then(|r| r.strip_suffix(')')) {
        return OperandKind::Label(l.to_string());
    }
    if let Some(p) = parse_predicate(t) {
        return OperandKind::Predicate(p);
    }
    if let Some(n) = t.strip_prefix('B') {
        if let Ok(v) = n.parse::<u8>() {
            if v < 16 && !n.starts_with('+') {
                return OperandKind::Barrier(v);
            }
        }
    }
    if t.starts_with("c[") || t.starts_with("cx[") {
        return OperandKind::Constant;
    }
    if t.starts_with('[') {
        return OperandKind::Memory;
    }
    if let Some(v) = parse_int(t) {
        return OperandKind::Immediate(v);
    }
    let base = t.trim_start_matches(['-', '~', '!', '|']);
    let reg = base.split(['.', '|']).next().unwrap_or("");
    let is_reg = reg == "RZ"
        || reg == "URZ"
        || reg.starts_with("SR_")
        || reg
            .strip_prefix("UR")
            .or_else(|| reg.strip_prefix('R'))
            .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
    if is_reg {
        OperandKind::Register
    } else {
        OperandKind::Other
    }
}

fn parse_int(t: &str) -> Option<i64> {
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t),
    };
    let v = if let Some(h) = body.strip_prefix("0x") {
        u64::from_str_radix(h, 16).ok()?
    } else if !body.is_empty() && body.chars().all(|c| c.is_ascii_digit()) {
        body.parse::<u64>().ok()?
    } else {
        return None;
    };
    let v = v as i64;
    Some(if neg { v.wrapping_neg() } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predicates() {
        assert_eq!(parse_predicate("!P0"), Some(Predicate { negated: true, reg: "P0".into() }));
        assert!(parse_predicate("UPT").is_some_and(|p| p.is_true() && p.is_uniform()));
        assert_eq!(parse_predicate("P10"), None);
        assert_eq!(parse_predicate("R0"), None);
    }

    #[test]
    fn operands_split_and_classify() {
        let ops = split_operands(" R4 `(_Z9warp_syncPii) ");
        assert_eq!(ops, vec!["R4", "`(_Z9warp_syncPii)"]);
        let ops = split_operands(" R2, c[0x0][0x160], [R2.64+-0xc], 0xffffffff, !UP0, B3, CC.NEU");
        let kinds: Vec<_> = ops.iter().map(|o| classify(o)).collect();
        assert_eq!(
            kinds,
            vec![
                OperandKind::Register,
                OperandKind::Constant,
                OperandKind::Memory,
                OperandKind::Immediate(0xffff_ffff),
                OperandKind::Predicate(Predicate { negated: true, reg: "UP0".into() }),
                OperandKind::Barrier(3),
                OperandKind::Other,
            ]
        );
        assert_eq!(classify("-0x1"), OperandKind::Immediate(-1));
        assert_eq!(classify("~URZ"), OperandKind::Register);
    }

    #[test]
    fn errors_have_position() {
        let text = "\t.section\t.text.k,\"ax\",@progbits\nk:\n        /*0000*/   bra `(.L) ;\n";
        let e = parse(text).unwrap_err();
        assert_eq!((e.line, e.column), (3, 20));
        assert!(e.to_string().contains("opcode"), "{e}");
        let e = parse("\t.section\t.text.k\n  /*0000*/ EXIT\n").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.message.contains("`;`"), "{e}");
        let e = parse("\t.section\t.text.k\n  /*00zz*/ EXIT ;\n").unwrap_err();
        assert_eq!((e.line, e.column, e.text.as_str()), (2, 3, "/*00zz*/ EXIT ;"));
        let e = parse("\t.section\t.text.k\n  /*0000*/ @Q0 EXIT ;\n").unwrap_err();
        assert!(e.message.contains("guard"), "{e}");
    }
}
