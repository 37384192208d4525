//! The LLVM IR text reader: one hand-written recursive-descent pass over the token stream.
//!
//! A quick pre-scan records the names of all global variables and functions (so references to
//! later globals resolve to ids directly); then a single pass builds the module. Local forward
//! references (values used before their definition, blocks branched to before their label)
//! become placeholders that the definition takes over, and anything still undefined at the end
//! of a function is reported at its first use.
//!
//! Invariants: the reader never panics on any input (all byte and token access is checked,
//! integers are parsed with overflow checks, recursion is bounded by [`MAX_DEPTH`]); every error
//! is a [`ParseError`] with line, column, offending text and message.

mod attrs;
mod consts;
mod func;
mod meta;

use crate::error::ParseError;
use crate::lexer::{has_escape, unescape, Lexer, TokKind, Token};
use crate::position::{FuncPositions, LineIndex, SourcePos};
use crate::{
    Attr, AttrList, Comdat, FuncId, Function, GlobalId, GlobalProps, GlobalRef, GlobalVar, Linkage, MetaId,
    MetaNode, Module, NamedMeta, StructBody, Sym, Type, TypeData,
};
use std::borrow::Cow;
use std::collections::HashMap;

/// Maximum nesting of types, constants and metadata while parsing.
pub const MAX_DEPTH: u32 = 200;

/// Result of a parse step.
pub(crate) type PResult<T> = Result<T, ParseError>;

/// Parses LLVM IR text into a [`Module`].
pub fn parse(src: &str) -> Result<Module, ParseError> {
    let mut p = Parser::new(src, src.as_bytes(), Vec::new());
    p.prescan()?;
    p.module()?;
    Ok(p.m)
}

/// Parses LLVM IR given as bytes, which need not be UTF-8 everywhere: as in LLVM, comments and
/// quoted strings (string constants, quoted names, metadata strings) may hold any bytes. Such a
/// byte inside quotes reads as its `\XX` escape (so `c"\FF"` and a raw 0xFF byte in `c"..."` are
/// the same constant); inside a comment it is ignored. Anywhere else, a byte that is not valid
/// UTF-8 is an error at its line and column. Names, `source_filename`, sections and other
/// strings kept as Rust strings must still decode to UTF-8 (an error at the string otherwise).
/// Errors and [`Module::positions`] give lines and columns of `src` itself.
pub fn parse_bytes(src: &[u8]) -> Result<Module, ParseError> {
    if let Ok(text) = std::str::from_utf8(src) {
        return parse(text);
    }
    let (text, shifts) = sanitize(src)?;
    let mut p = Parser::new(&text, src, shifts);
    let r = p.prescan().and_then(|()| p.module());
    match r {
        Ok(()) => Ok(p.m),
        Err(e) => {
            let start = p.orig_offset(e.offset) as usize;
            let end = p.orig_offset(e.offset.saturating_add(e.len)) as usize;
            Err(ParseError::at(src, start, end, e.message))
        }
    }
}

/// `src` as UTF-8 text: invalid bytes inside quotes become `\XX` escapes, inside comments
/// spaces. Also returns, for each escape, the text offset after it and the number of bytes
/// added so far (to map text offsets back to `src`). An invalid byte elsewhere is an error.
fn sanitize(src: &[u8]) -> Result<(String, Vec<(u32, u32)>), ParseError> {
    #[derive(PartialEq)]
    enum St {
        Code,
        Comment,
        Quoted,
    }
    let mut out: Vec<u8> = Vec::with_capacity(src.len() + 16);
    let mut shifts = Vec::new();
    let mut st = St::Code;
    let mut i = 0;
    while i < src.len() {
        let b = src[i];
        if b < 0x80 {
            st = match (st, b) {
                (St::Code, b';') => St::Comment,
                (St::Code, b'"') => St::Quoted,
                (St::Comment, b'\n') | (St::Quoted, b'"') => St::Code,
                (s, _) => s,
            };
            out.push(b);
            i += 1;
            continue;
        }
        // a multi-byte sequence: keep it when valid
        let len = match b {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => 0,
        };
        if len > 0 {
            if let Some(seq) = src.get(i..i + len) {
                if std::str::from_utf8(seq).is_ok() {
                    out.extend_from_slice(seq);
                    i += len;
                    continue;
                }
            }
        }
        match st {
            St::Code => return Err(ParseError::at(src, i, i + 1, "invalid UTF-8 byte")),
            St::Comment => out.push(b' '),
            St::Quoted => {
                out.extend_from_slice(format!("\\{b:02X}").as_bytes());
                let added = shifts.last().map_or(0, |&(_, a)| a) + 2;
                shifts.push((out.len() as u32, added));
            }
        }
        i += 1;
    }
    // only ASCII and valid sequences were written
    let text = String::from_utf8(out).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        ParseError::at(src, at, at + 1, "invalid UTF-8 byte")
    })?;
    Ok((text, shifts))
}

pub(crate) struct Parser<'a> {
    pub(crate) src: &'a str,
    pub(crate) lex: Lexer<'a>,
    pub(crate) tok: Token,
    /// end offset of the previously consumed token
    pub(crate) prev_end: u32,
    pub(crate) m: Module,
    /// `!N` number to node
    pub(crate) meta_nums: HashMap<u32, MetaId>,
    /// first reference of each node not yet defined
    pub(crate) meta_refs: HashMap<MetaId, Token>,
    /// `@N` numbered globals
    pub(crate) global_nums: HashMap<u32, GlobalRef>,
    pub(crate) depth: u32,
    /// line starts of the source, for positions
    pub(crate) lines: LineIndex,
    /// positions of the function being read
    pub(crate) cur_pos: FuncPositions,
    /// escapes added to the original bytes: (text offset after the escape, bytes added so far)
    pub(crate) shifts: Vec<(u32, u32)>,
}

impl<'a> Parser<'a> {
    /// A parser of `src`, which is `orig` (for positions) with the escapes listed in `shifts`
    /// (see [`sanitize`]; empty when `src` is `orig`).
    fn new(src: &'a str, orig: &[u8], shifts: Vec<(u32, u32)>) -> Self {
        let mut lex = Lexer::new(src.as_bytes());
        let tok = lex.next_token();
        Parser {
            src,
            lex,
            tok,
            prev_end: 0,
            m: Module::new(),
            meta_nums: HashMap::new(),
            meta_refs: HashMap::new(),
            global_nums: HashMap::new(),
            depth: 0,
            lines: LineIndex::new(orig),
            shifts,
            cur_pos: FuncPositions::default(),
        }
    }

    // ---- token helpers ----

    pub(crate) fn text(&self, t: Token) -> &'a str {
        self.src.get(t.start as usize..t.end as usize).unwrap_or("")
    }

    pub(crate) fn slice(&self, start: u32, end: u32) -> &'a str {
        self.src.get(start as usize..end as usize).unwrap_or("")
    }

    pub(crate) fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end;
        self.tok = self.lex.next_token();
        t
    }

    pub(crate) fn peek(&self) -> Token {
        let mut l = self.lex;
        l.next_token()
    }

    pub(crate) fn err_tok(&self, t: Token, msg: impl Into<String>) -> ParseError {
        let msg = if t.kind == TokKind::Error { t.msg.to_string() } else { msg.into() };
        ParseError::at(self.src.as_bytes(), t.start as usize, t.end as usize, msg)
    }

    /// The line and column of token `t` in the original source.
    pub(crate) fn pos_of(&self, t: Token) -> SourcePos {
        self.lines.pos(self.orig_offset(t.start))
    }

    /// The offset in the original source of text offset `off`.
    pub(crate) fn orig_offset(&self, off: u32) -> u32 {
        let k = self.shifts.partition_point(|&(at, _)| at <= off);
        let added = if k == 0 { 0 } else { self.shifts[k - 1].1 };
        off.saturating_sub(added)
    }

    pub(crate) fn err(&self, msg: impl Into<String>) -> ParseError {
        self.err_tok(self.tok, msg)
    }

    pub(crate) fn is(&self, k: TokKind) -> bool {
        self.tok.kind == k
    }

    pub(crate) fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == TokKind::Ident && self.text(self.tok) == kw
    }

    pub(crate) fn eat(&mut self, k: TokKind) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Eats the keywords of `flags` in any order, each any number of times, setting the flag
    /// of each one met; stops at the first token that is none of them (`nuw nsw`,
    /// `sideeffect alignstack`, ...).
    pub(crate) fn eat_flags(&mut self, flags: &mut [(&str, &mut bool)]) {
        'next: loop {
            for (kw, flag) in flags.iter_mut() {
                if self.eat_kw(kw) {
                    **flag = true;
                    continue 'next;
                }
            }
            return;
        }
    }

    /// A use-list order directive (the current token is `uselistorder` or `uselistorder_bb`),
    /// read to the `}` closing its index list and returned as written. Its operands (a type
    /// and a value, or a function and a block) are skipped, not resolved: the index list is
    /// the `{` that follows a comma outside any bracket, and holds integers only.
    pub(crate) fn use_list_order(&mut self) -> PResult<String> {
        let start = self.bump().start;
        let mut depth = 0u32;
        let mut after_comma = false;
        loop {
            let t = self.tok;
            match t.kind {
                TokKind::LBrace if depth == 0 && after_comma => break,
                TokKind::LBrace | TokKind::LParen | TokKind::LSquare | TokKind::Less => depth += 1,
                TokKind::RBrace | TokKind::RParen | TokKind::RSquare | TokKind::Greater if depth > 0 => {
                    depth -= 1
                }
                TokKind::Eof | TokKind::LabelName | TokKind::LabelNum | TokKind::RBrace => {
                    return Err(
                        self.err_tok(t, "expected ', {' and the indexes of the 'uselistorder' directive")
                    )
                }
                _ => {}
            }
            after_comma = t.kind == TokKind::Comma && depth == 0;
            self.bump();
        }
        self.bump();
        loop {
            let t = self.expect(TokKind::Int, "an index of the 'uselistorder' directive")?;
            let _ = t;
            if !self.eat(TokKind::Comma) {
                break;
            }
        }
        let close = self.expect(TokKind::RBrace, "'}'")?;
        Ok(self.slice(start, close.end).to_string())
    }

    pub(crate) fn expect(&mut self, k: TokKind, what: &str) -> PResult<Token> {
        if self.tok.kind == k {
            Ok(self.bump())
        } else {
            Err(self.err(format!("expected {what}")))
        }
    }

    pub(crate) fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            Err(self.err(format!("expected '{kw}'")))
        }
    }

    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err("nesting too deep"));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// An unsigned integer literal token.
    pub(crate) fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        if !self.is(TokKind::Int) {
            return Err(self.err(format!("expected {what}")));
        }
        let t = self.bump();
        self.text(t).parse::<u64>().map_err(|_| self.err_tok(t, format!("invalid {what}")))
    }

    pub(crate) fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        if !self.is(TokKind::Int) {
            return Err(self.err(format!("expected {what}")));
        }
        let t = self.bump();
        self.text(t).parse::<u32>().map_err(|_| self.err_tok(t, format!("invalid {what}")))
    }

    /// The contents of a `"..."` or `c"..."` string token, unescaped.
    pub(crate) fn string_bytes(&self, t: Token) -> Vec<u8> {
        let s = self.text(t).as_bytes();
        let s = s.strip_prefix(b"c").unwrap_or(s);
        let inner = s.get(1..s.len().saturating_sub(1)).unwrap_or(&[]);
        unescape(inner)
    }

    pub(crate) fn parse_string(&mut self, what: &str) -> PResult<String> {
        let t = self.expect(TokKind::Str, what)?;
        String::from_utf8(self.string_bytes(t)).map_err(|_| self.err_tok(t, "string is not valid UTF-8"))
    }

    /// The name of a `%x`/`@x`/`$x`/`!x`/`x:` token without sigil and quotes, unescaped.
    pub(crate) fn name_of(&self, t: Token) -> PResult<Cow<'a, str>> {
        let mut s = self.text(t);
        if matches!(t.kind, TokKind::LabelName | TokKind::LabelNum) {
            s = s.strip_suffix(':').unwrap_or(s);
        } else {
            s = s.get(1..).unwrap_or("");
        }
        let s = match s.strip_prefix('"') {
            Some(q) => q.strip_suffix('"').unwrap_or(q),
            None => s,
        };
        if has_escape(s.as_bytes()) {
            return String::from_utf8(unescape(s.as_bytes()))
                .map(Cow::Owned)
                .map_err(|_| self.err_tok(t, "name is not valid UTF-8"));
        }
        Ok(Cow::Borrowed(s))
    }

    pub(crate) fn name_sym(&mut self, t: Token) -> PResult<Sym> {
        let n = self.name_of(t)?;
        Ok(self.m.strings.intern(&n))
    }

    /// The number of a `%N`/`@N`/`!N`/`#N`/`N:` token.
    pub(crate) fn num_of(&self, t: Token) -> PResult<u32> {
        let s = self.text(t);
        let s = s.strip_suffix(':').unwrap_or(s);
        let s = s.trim_start_matches(['%', '@', '!', '#']);
        s.parse::<u32>().map_err(|_| self.err_tok(t, "number too large"))
    }

    // ---- pre-scan ----

    /// Records every global variable and function name in order, so that references resolve.
    fn prescan(&mut self) -> PResult<()> {
        let mut lex = Lexer::new(self.src.as_bytes());
        let mut depth = 0i64;
        let mut pending_fn = false;
        loop {
            let t = lex.next_token();
            match t.kind {
                TokKind::Eof => break,
                TokKind::Error => return Err(self.err_tok(t, "")),
                TokKind::LBrace | TokKind::LParen | TokKind::LSquare => depth += 1,
                TokKind::RBrace | TokKind::RParen | TokKind::RSquare => depth -= 1,
                TokKind::Ident if depth == 0 => {
                    let s = self.text(t);
                    if s == "define" || s == "declare" {
                        pending_fn = true;
                    }
                }
                TokKind::GlobalName | TokKind::GlobalNum if depth == 0 => {
                    if pending_fn {
                        pending_fn = false;
                        self.declare_global(t, true)?;
                    } else {
                        let mut l2 = lex;
                        if l2.next_token().kind == TokKind::Equal {
                            self.declare_global(t, false)?;
                        }
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn declare_global(&mut self, t: Token, is_fn: bool) -> PResult<()> {
        let (name, num) = if t.kind == TokKind::GlobalNum {
            (None, Some(self.num_of(t)?))
        } else {
            (Some(self.name_sym(t)?), None)
        };
        let void = self.m.types.void();
        let r = if is_fn {
            GlobalRef::Func(self.m.funcs.push(Function::new(name, void)))
        } else {
            GlobalRef::Var(self.m.globals.push(GlobalVar {
                name,
                value_ty: void,
                is_constant: false,
                externally_initialized: false,
                thread_local: None,
                init: None,
                props: GlobalProps::default(),
                attrs: Vec::new(),
            }))
        };
        let dup = match (name, num) {
            (Some(n), _) => self.m.symbols.insert(n, r).is_some(),
            (None, Some(k)) => self.global_nums.insert(k, r).is_some(),
            _ => false,
        };
        if dup {
            return Err(self.err_tok(t, "redefinition of global value"));
        }
        Ok(())
    }

    /// Resolves a `@name`/`@N` token to a global value.
    pub(crate) fn global_ref(&mut self, t: Token) -> PResult<GlobalRef> {
        let found = if t.kind == TokKind::GlobalNum {
            let n = self.num_of(t)?;
            self.global_nums.get(&n).copied()
        } else {
            let n = self.name_of(t)?;
            self.m.strings.lookup(&n).and_then(|s| self.m.symbols.get(&s).copied())
        };
        let intrinsic =
            t.kind == TokKind::GlobalName && self.name_of(t).is_ok_and(|n| crate::is_llvm_reserved_name(&n));
        match found {
            Some(GlobalRef::Func(f)) if self.m.funcs.get(f).is_some_and(|f| f.implicit) => {
                Err(self.err_tok(t, "intrinsic can only be used as callee"))
            }
            Some(r) => Ok(r),
            None if intrinsic => Err(self.err_tok(t, "intrinsic can only be used as callee")),
            None => Err(self.err_tok(t, "use of undefined global value")),
        }
    }

    // ---- module ----

    fn module(&mut self) -> PResult<()> {
        let mut next_global = 0usize;
        let mut next_func = 0usize;
        loop {
            let t = self.tok;
            match t.kind {
                TokKind::Eof => break,
                TokKind::Ident => match self.text(t) {
                    "source_filename" => {
                        self.bump();
                        self.expect(TokKind::Equal, "'='")?;
                        self.m.source_filename = Some(self.parse_string("a file name string")?);
                    }
                    "target" => {
                        self.bump();
                        let which = self.tok;
                        let is_dl = self.eat_kw("datalayout");
                        if !is_dl && !self.eat_kw("triple") {
                            return Err(self.err_tok(which, "expected 'datalayout' or 'triple'"));
                        }
                        self.expect(TokKind::Equal, "'='")?;
                        let s = self.parse_string("a string")?;
                        if is_dl {
                            self.m.datalayout = Some(s);
                        } else {
                            self.m.triple = Some(s);
                        }
                    }
                    "module" => {
                        self.bump();
                        self.expect_kw("asm")?;
                        let s = self.parse_string("an assembly string")?;
                        self.m.module_asm.push(s);
                    }
                    "define" | "declare" => {
                        let is_def = self.text(t) == "define";
                        self.bump();
                        let f = FuncId(next_func as u32);
                        next_func += 1;
                        if !self.m.funcs.is_valid(f) {
                            return Err(self.err("expected a function name"));
                        }
                        self.cur_pos = FuncPositions { header: self.pos_of(t), ..FuncPositions::default() };
                        self.function(f, is_def)?;
                        let pos = std::mem::take(&mut self.cur_pos);
                        self.m.positions.funcs.set(f, pos);
                    }
                    "attributes" => self.attr_group()?,
                    "uselistorder" | "uselistorder_bb" => {
                        let text = self.use_list_order()?;
                        self.m.use_list_orders.push(crate::UseListOrder { func: None, text });
                    }
                    _ => return Err(self.err("expected a top-level entity")),
                },
                TokKind::LocalName | TokKind::LocalNum => self.type_def()?,
                TokKind::ComdatName => self.comdat_def()?,
                TokKind::GlobalName | TokKind::GlobalNum => {
                    let g = GlobalId(next_global as u32);
                    next_global += 1;
                    if !self.m.globals.is_valid(g) {
                        return Err(self.err("expected '=' after a global name"));
                    }
                    self.global_var(g)?;
                }
                TokKind::MetaName => self.named_meta()?,
                TokKind::MetaNum => self.meta_def()?,
                _ => return Err(self.err("expected a top-level entity")),
            }
        }
        if let Some((_, t)) = self.meta_refs.iter().min_by_key(|(_, t)| t.start) {
            return Err(self.err_tok(*t, "use of undefined metadata"));
        }
        for (_, ns) in self.m.types.named.iter() {
            if !ns.defined {
                let name = self.m.str(ns.name).to_string();
                return Err(ParseError::at(
                    self.src.as_bytes(),
                    self.src.len(),
                    self.src.len(),
                    format!("use of undefined type '%{name}'"),
                ));
            }
        }
        Ok(())
    }

    /// The symbol of a type name token `%name` / `%N`.
    fn type_name(&mut self, t: Token) -> PResult<Sym> {
        if t.kind == TokKind::LocalNum {
            let s = self.text(t).get(1..).unwrap_or("");
            Ok(self.m.sym(s))
        } else {
            self.name_sym(t)
        }
    }

    /// `%name = type { ... }` / `type opaque`
    fn type_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.type_name(t)?;
        self.expect(TokKind::Equal, "'='")?;
        self.expect_kw("type")?;
        let ty = self.m.types.named_struct(name);
        let TypeData::Named(id) = *self.m.types.data(ty) else {
            return Err(self.err_tok(t, "not a named struct"));
        };
        if self.m.types.named[id].defined {
            return Err(self.err_tok(t, "redefinition of type"));
        }
        let body = if self.eat_kw("opaque") {
            None
        } else if self.is(TokKind::Less) {
            self.bump();
            let fields = self.struct_fields()?;
            self.expect(TokKind::Greater, "'>'")?;
            Some(StructBody { fields, packed: true })
        } else if self.is(TokKind::LBrace) {
            Some(StructBody { fields: self.struct_fields()?, packed: false })
        } else {
            return Err(self.err("expected a struct body or 'opaque' (only struct types can be named)"));
        };
        let ns = &mut self.m.types.named[id];
        ns.body = body;
        ns.defined = true;
        Ok(())
    }

    /// `$name = comdat any`
    fn comdat_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.name_sym(t)?;
        self.expect(TokKind::Equal, "'='")?;
        self.expect_kw("comdat")?;
        let k = self.expect(TokKind::Ident, "a comdat selection kind")?;
        let kind = self.m.sym(self.text(k));
        if self.m.comdats.iter().any(|c| c.name == name) {
            return Err(self.err_tok(t, "redefinition of comdat"));
        }
        self.m.comdats.push(Comdat { name, kind });
        Ok(())
    }

    /// `attributes #N = { ... }`
    fn attr_group(&mut self) -> PResult<()> {
        self.bump();
        let t = self.expect(TokKind::AttrGroup, "an attribute group '#N'")?;
        let n = self.num_of(t)?;
        self.expect(TokKind::Equal, "'='")?;
        self.expect(TokKind::LBrace, "'{'")?;
        let mut items: AttrList = Vec::new();
        while !self.is(TokKind::RBrace) {
            match self.parse_attr(attrs::Ctx::Group)? {
                Some(a) => items.push(a),
                None => return Err(self.err("expected an attribute")),
            }
        }
        self.bump();
        if self.m.attr_group(n).is_some() {
            return Err(self.err_tok(t, "redefinition of attribute group"));
        }
        self.m.attr_groups.push((n, items));
        Ok(())
    }

    /// Linkage, preemption, visibility, DLL storage, thread-local, unnamed_addr, addrspace.
    /// Returns whether a linkage keyword was written.
    pub(crate) fn global_props(&mut self, props: &mut GlobalProps, tls: &mut Option<Sym>) -> PResult<bool> {
        let mut explicit_linkage = false;
        loop {
            if self.tok.kind != TokKind::Ident {
                return Ok(explicit_linkage);
            }
            let s = self.text(self.tok);
            if let Some(l) = Linkage::from_keyword(s) {
                props.linkage = l;
                explicit_linkage = true;
                self.bump();
                continue;
            }
            match s {
                "dso_local" => props.dso_local = true,
                "dso_preemptable" => {}
                "default" => props.visibility = None,
                "hidden" | "protected" => props.visibility = Some(self.m.strings.intern(s)),
                "dllimport" | "dllexport" => props.dll_storage = Some(self.m.strings.intern(s)),
                "unnamed_addr" | "local_unnamed_addr" => props.unnamed_addr = Some(self.m.strings.intern(s)),
                "thread_local" => {
                    let start = self.bump();
                    if self.is(TokKind::LParen) {
                        self.bump();
                        self.expect(TokKind::Ident, "a TLS model")?;
                        self.expect(TokKind::RParen, "')'")?;
                    }
                    *tls = Some(self.m.strings.intern(self.slice(start.start, self.prev_end)));
                    continue;
                }
                "addrspace" => {
                    props.addrspace = self.addrspace()?;
                    continue;
                }
                _ => return Ok(explicit_linkage),
            }
            self.bump();
        }
    }

    /// `addrspace(N)` (current token is `addrspace`)
    pub(crate) fn addrspace(&mut self) -> PResult<u32> {
        self.expect_kw("addrspace")?;
        self.expect(TokKind::LParen, "'('")?;
        let n = self.parse_u32("an address space number")?;
        self.expect(TokKind::RParen, "')'")?;
        Ok(n)
    }

    /// `@g = ... global|constant TYPE [INIT] [, section ...] ...`
    fn global_var(&mut self, g: GlobalId) -> PResult<()> {
        let name_tok = self.bump();
        self.expect(TokKind::Equal, "'='")?;
        let mut props = GlobalProps::default();
        let mut tls = None;
        let explicit = self.global_props(&mut props, &mut tls)?;
        let externally_initialized = self.eat_kw("externally_initialized");
        if self.is_kw("alias") || self.is_kw("ifunc") {
            return Err(self.err("aliases and ifuncs are not supported"));
        }
        let is_constant = if self.eat_kw("constant") {
            true
        } else if self.eat_kw("global") {
            false
        } else {
            return Err(self.err("expected 'global' or 'constant'"));
        };
        let ty = self.parse_type()?;
        let needs_init = !(explicit && matches!(props.linkage, Linkage::External | Linkage::ExternWeak));
        let init = if needs_init { Some(self.parse_const(ty)?) } else { None };
        let mut attrs = Vec::new();
        while self.is(TokKind::Comma) {
            let nt = self.peek();
            if nt.kind == TokKind::MetaName {
                self.bump();
                let (k, m) = self.attachment()?;
                props.md.push((k, m));
                continue;
            }
            self.bump();
            match self.text(self.tok) {
                "section" => {
                    self.bump();
                    props.section = Some(self.parse_string("a section name")?);
                }
                "partition" => {
                    self.bump();
                    props.partition = Some(self.parse_string("a partition name")?);
                }
                "comdat" => props.comdat = Some(self.comdat_ref(name_tok)?),
                "align" => {
                    self.bump();
                    props.align = Some(self.parse_u64("an alignment")?);
                }
                _ => {
                    let start = self.tok;
                    if self.tok.kind != TokKind::Ident {
                        return Err(self.err("expected a global variable attribute"));
                    }
                    self.bump();
                    if self.is(TokKind::Str) || self.is(TokKind::Int) {
                        self.bump();
                    }
                    attrs.push(Attr::Item(self.m.strings.intern(self.slice(start.start, self.prev_end))));
                }
            }
        }
        while let Some(a) = self.parse_attr(attrs::Ctx::Fn)? {
            attrs.push(a);
        }
        let gv = &mut self.m.globals[g];
        gv.value_ty = ty;
        gv.is_constant = is_constant;
        gv.externally_initialized = externally_initialized;
        gv.thread_local = tls;
        gv.init = init;
        gv.props = props;
        gv.attrs = attrs;
        Ok(())
    }

    /// `comdat` or `comdat($name)` (current token is `comdat`); `own` is the symbol's name token.
    pub(crate) fn comdat_ref(&mut self, own: Token) -> PResult<Sym> {
        self.expect_kw("comdat")?;
        if self.is(TokKind::LParen) {
            self.bump();
            let t = self.expect(TokKind::ComdatName, "a comdat name")?;
            self.expect(TokKind::RParen, "')'")?;
            return self.name_sym(t);
        }
        if own.kind == TokKind::GlobalNum {
            return Err(self.err_tok(own, "unnamed globals cannot use their own comdat"));
        }
        self.name_sym(own)
    }

    /// `!kind !N` (current token is the `!kind`).
    pub(crate) fn attachment(&mut self) -> PResult<(Sym, MetaId)> {
        let k = self.expect(TokKind::MetaName, "a metadata kind")?;
        let kind = self.name_sym(k)?;
        if !self.is(TokKind::MetaNum) {
            let node = self.meta_inline()?;
            return Ok((kind, node));
        }
        let t = self.bump();
        let m = self.meta_ref(t)?;
        Ok((kind, m))
    }

    /// `!name = !{!0, !1}`
    fn named_meta(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.name_of(t)?.into_owned();
        self.expect(TokKind::Equal, "'='")?;
        self.expect(TokKind::Exclaim, "'!'")?;
        self.expect(TokKind::LBrace, "'{'")?;
        let mut nodes = Vec::new();
        if !self.is(TokKind::RBrace) {
            loop {
                let r = self.expect(TokKind::MetaNum, "a metadata node '!N'")?;
                nodes.push(self.meta_ref(r)?);
                if !self.eat(TokKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokKind::RBrace, "'}'")?;
        self.m.named_meta.push(NamedMeta { name, nodes });
        Ok(())
    }

    /// `!N = [distinct] BODY`
    fn meta_def(&mut self) -> PResult<()> {
        let t = self.bump();
        let id = self.meta_ref(t)?;
        self.expect(TokKind::Equal, "'='")?;
        let distinct = self.eat_kw("distinct");
        if self.m.metadata[id].defined {
            return Err(self.err_tok(t, "redefinition of metadata"));
        }
        let mut node = self.meta_body()?;
        node.distinct = distinct;
        node.defined = true;
        node.inline = false;
        self.m.metadata[id] = node;
        self.meta_refs.remove(&id);
        Ok(())
    }

    /// The node for `!N`, created undefined on first reference.
    pub(crate) fn meta_ref(&mut self, t: Token) -> PResult<MetaId> {
        let n = self.num_of(t)?;
        if let Some(&m) = self.meta_nums.get(&n) {
            return Ok(m);
        }
        let m = self.m.metadata.push(MetaNode::default());
        self.meta_nums.insert(n, m);
        self.meta_refs.insert(m, t);
        Ok(m)
    }

    /// Fields of a struct type `{ T, ... }` (current token is `{`).
    fn struct_fields(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokKind::LBrace, "'{'")?;
        let mut fields = Vec::new();
        if self.eat(TokKind::RBrace) {
            return Ok(fields);
        }
        loop {
            fields.push(self.parse_type()?);
            if !self.eat(TokKind::Comma) {
                break;
            }
        }
        self.expect(TokKind::RBrace, "'}'")?;
        Ok(fields)
    }

    /// A type.
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        let mut t = r?;
        // Typed pointers (`i32*`, `float addrspace(1)*`): LLVM 19 still reads them and makes
        // them opaque pointers in that address space; so do we (the pointee is dropped, as
        // LLVM drops it, so printing gives `ptr` as `opt-19 -S` does).
        loop {
            if self.eat(TokKind::Star) {
                t = self.m.types.ptr_in(0);
            } else if self.is_kw("addrspace") && self.typed_pointer_addrspace_follows() {
                let a = self.addrspace()?;
                self.expect(TokKind::Star, "'*'")?;
                t = self.m.types.ptr_in(a);
            } else if self.is(TokKind::LParen) && self.typed_function_pointer_follows() {
                // `i32 (i8*, ...)*`: a typed pointer to a function type, read as LLVM 19 reads
                // it (the function type is checked, then dropped for the opaque pointer the
                // loop's next turn makes of the `*`).
                self.fn_type_params(t)?;
            } else {
                break;
            }
        }
        Ok(t)
    }

    /// Whether the tokens from the current `(` are a parenthesised list followed by `*` or
    /// `addrspace`: the parameters of a function type under a typed pointer. (Elsewhere a type
    /// followed by `(` is a call's return type before its callee's parameter types, or the
    /// end of the type.)
    fn typed_function_pointer_follows(&self) -> bool {
        let mut l = self.lex;
        let mut depth = 1u32;
        while depth > 0 {
            match l.next_token().kind {
                TokKind::LParen => depth += 1,
                TokKind::RParen => depth -= 1,
                TokKind::Eof | TokKind::Error => return false,
                _ => {}
            }
        }
        let next = l.next_token();
        next.kind == TokKind::Star
            || (next.kind == TokKind::Ident && self.slice(next.start, next.end) == "addrspace")
    }

    /// Whether the tokens from the current `addrspace` are `addrspace ( N ) *`.
    fn typed_pointer_addrspace_follows(&self) -> bool {
        let mut l = self.lex;
        let kinds = [TokKind::LParen, TokKind::Int, TokKind::RParen, TokKind::Star];
        kinds.iter().all(|&k| l.next_token().kind == k)
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let t = self.tok;
        let data = match t.kind {
            TokKind::Ident => {
                let s = self.text(t);
                let d = match s {
                    "void" => TypeData::Void,
                    "half" => TypeData::Half,
                    "bfloat" => TypeData::BFloat,
                    "float" => TypeData::Float,
                    "double" => TypeData::Double,
                    "x86_fp80" => TypeData::X86Fp80,
                    "fp128" => TypeData::Fp128,
                    "ppc_fp128" => TypeData::PpcFp128,
                    "label" => TypeData::Label,
                    "token" => TypeData::Token,
                    "metadata" => TypeData::Metadata,
                    "target" => return self.target_ext_type(),
                    "ptr" => {
                        self.bump();
                        let a = if self.is_kw("addrspace") { self.addrspace()? } else { 0 };
                        return Ok(self.m.types.ptr_in(a));
                    }
                    _ => {
                        let bits = s
                            .strip_prefix('i')
                            .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                            .map(|d| d.parse::<u32>().unwrap_or(u32::MAX));
                        match bits {
                            Some(b) if (1..=(1 << 23)).contains(&b) => TypeData::Int(b),
                            Some(_) => return Err(self.err("integer type width out of range")),
                            None => return Err(self.err("expected a type")),
                        }
                    }
                };
                self.bump();
                d
            }
            TokKind::LocalName | TokKind::LocalNum => {
                self.bump();
                let name = self.type_name(t)?;
                return Ok(self.m.types.named_struct(name));
            }
            TokKind::LBrace => {
                let fields = self.struct_fields()?;
                TypeData::Struct { fields, packed: false }
            }
            TokKind::Less => {
                self.bump();
                if self.is(TokKind::LBrace) {
                    let fields = self.struct_fields()?;
                    self.expect(TokKind::Greater, "'>'")?;
                    TypeData::Struct { fields, packed: true }
                } else {
                    let scalable = self.eat_kw("vscale");
                    if scalable {
                        self.expect_kw("x")?;
                    }
                    let len = self.parse_u32("a vector length")?;
                    self.expect_kw("x")?;
                    let elem = self.parse_type()?;
                    self.expect(TokKind::Greater, "'>'")?;
                    if len == 0 {
                        return Err(self.err_tok(t, "zero-length vector"));
                    }
                    TypeData::Vector { len, elem, scalable }
                }
            }
            TokKind::LSquare => {
                self.bump();
                let len = self.parse_u64("an array length")?;
                self.expect_kw("x")?;
                let elem = self.parse_type()?;
                self.expect(TokKind::RSquare, "']'")?;
                TypeData::Array { len, elem }
            }
            _ => return Err(self.err("expected a type")),
        };
        Ok(self.m.types.intern(data))
    }

    /// `target("name", TYPE..., INT...)` (current token is `target`): type parameters come
    /// before integer parameters, as in LLVM.
    fn target_ext_type(&mut self) -> PResult<Type> {
        self.expect_kw("target")?;
        self.expect(TokKind::LParen, "'('")?;
        let name = self.parse_string("a target extension type name")?;
        let name = self.m.sym(&name);
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(TokKind::Comma) {
            if self.is(TokKind::Int) {
                ints.push(self.parse_u32("an integer parameter")?);
            } else if ints.is_empty() {
                types.push(self.parse_type()?);
            } else {
                return Err(self.err("expected an integer parameter (type parameters come first)"));
            }
        }
        self.expect(TokKind::RParen, "')'")?;
        Ok(self.m.types.intern(TypeData::TargetExt { name, types, ints }))
    }

    /// The parameter list of a function type `(T, T, ...)` (current token is `(`).
    pub(crate) fn fn_type_params(&mut self, ret: Type) -> PResult<Type> {
        self.expect(TokKind::LParen, "'('")?;
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.is(TokKind::RParen) {
            loop {
                if self.eat(TokKind::DotDotDot) {
                    vararg = true;
                    break;
                }
                params.push(self.parse_type()?);
                if !self.eat(TokKind::Comma) {
                    break;
                }
            }
        }
        self.expect(TokKind::RParen, "')'")?;
        Ok(self.m.types.intern(TypeData::Func { ret, params, vararg }))
    }
}
