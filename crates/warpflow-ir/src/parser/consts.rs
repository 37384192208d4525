//! Constants and constant expressions.

use super::{PResult, Parser};
use crate::lexer::TokKind;
use crate::{
    BinOp, CastOp, Const, ConstData, ConstExpr, ConstKind, GepFlags, GlobalRef, InlineAsm, IntFlags, Type,
    TypeData,
};

impl Parser<'_> {
    /// `TYPE CONST`
    pub(crate) fn parse_typed_const(&mut self) -> PResult<(Type, Const)> {
        let ty = self.parse_type()?;
        let c = self.parse_const(ty)?;
        Ok((ty, c))
    }

    fn mk(&mut self, ty: Type, kind: ConstKind) -> Const {
        self.m.intern_const(ConstData { ty, kind })
    }

    /// A constant of type `ty`.
    pub(crate) fn parse_const(&mut self, ty: Type) -> PResult<Const> {
        self.enter()?;
        let r = self.parse_const_inner(ty);
        self.leave();
        r
    }

    fn parse_const_inner(&mut self, ty: Type) -> PResult<Const> {
        let t = self.tok;
        let tdata = self.m.types.data(ty).clone();
        match t.kind {
            TokKind::Int => {
                self.bump();
                match tdata {
                    TypeData::Int(bits) => {
                        let kind = int_literal(self.text(t), bits)
                            .ok_or_else(|| self.err_tok(t, "integer constant out of range"))?;
                        Ok(self.mk(ty, kind))
                    }
                    _ if self.m.types.is_float(ty) => {
                        let bits = float_bits(&tdata, self.text(t)).ok_or_else(|| {
                            self.err_tok(t, "invalid floating-point constant for this type")
                        })?;
                        Ok(self.mk(ty, ConstKind::Float(bits)))
                    }
                    _ => Err(self.err_tok(t, "integer constant must have integer type")),
                }
            }
            TokKind::Float => {
                self.bump();
                if !self.m.types.is_float(ty) {
                    return Err(self.err_tok(t, "floating-point constant must have floating-point type"));
                }
                let bits = float_bits(&tdata, self.text(t))
                    .ok_or_else(|| self.err_tok(t, "invalid floating-point constant for this type"))?;
                Ok(self.mk(ty, ConstKind::Float(bits)))
            }
            TokKind::GlobalName | TokKind::GlobalNum => {
                self.bump();
                if !matches!(tdata, TypeData::Ptr(_)) {
                    return Err(self.err_tok(t, "global value reference must have pointer type"));
                }
                let kind = match self.global_ref(t)? {
                    GlobalRef::Var(g) => ConstKind::Global(g),
                    GlobalRef::Func(f) => ConstKind::Func(f),
                };
                Ok(self.mk(ty, kind))
            }
            TokKind::CStr => {
                self.bump();
                let bytes = self.string_bytes(t);
                match tdata {
                    TypeData::Array { len, elem } if self.m.types.int_width(elem) == Some(8) => {
                        if len != bytes.len() as u64 {
                            return Err(self.err_tok(t, "string length does not match the array type"));
                        }
                    }
                    _ => return Err(self.err_tok(t, "string constant must have type [N x i8]")),
                }
                Ok(self.mk(ty, ConstKind::Bytes(bytes.into_boxed_slice())))
            }
            TokKind::LSquare => {
                self.bump();
                let (n, elem) = match tdata {
                    TypeData::Array { len, elem } => (len, elem),
                    _ => return Err(self.err_tok(t, "array constant must have array type")),
                };
                let elems = self.const_elems(TokKind::RSquare, "']'")?;
                self.check_elems(t, &elems, n, Some(elem))?;
                Ok(self.mk(ty, ConstKind::Array(elems)))
            }
            TokKind::Less => {
                self.bump();
                if self.is(TokKind::LBrace) {
                    self.bump();
                    let elems = self.const_elems(TokKind::RBrace, "'}'")?;
                    self.expect(TokKind::Greater, "'>'")?;
                    self.check_struct(t, ty, &elems, true)?;
                    return Ok(self.mk(ty, ConstKind::Struct(elems)));
                }
                let (n, elem) = match tdata {
                    TypeData::Vector { len, elem, .. } => (len as u64, elem),
                    _ => return Err(self.err_tok(t, "vector constant must have vector type")),
                };
                let elems = self.const_elems(TokKind::Greater, "'>'")?;
                self.check_elems(t, &elems, n, Some(elem))?;
                Ok(self.mk(ty, ConstKind::Vector(elems)))
            }
            TokKind::LBrace => {
                self.bump();
                let elems = self.const_elems(TokKind::RBrace, "'}'")?;
                self.check_struct(t, ty, &elems, false)?;
                Ok(self.mk(ty, ConstKind::Struct(elems)))
            }
            TokKind::Ident => self.keyword_const(ty, &tdata),
            _ => Err(self.err("expected a constant")),
        }
    }

    fn check_elems(
        &self,
        t: crate::lexer::Token,
        elems: &[Const],
        n: u64,
        elem: Option<Type>,
    ) -> PResult<()> {
        if elems.len() as u64 != n {
            return Err(self.err_tok(t, format!("expected {n} elements, found {}", elems.len())));
        }
        if let Some(e) = elem {
            if elems.iter().any(|c| self.m.consts[*c].ty != e) {
                return Err(self.err_tok(t, "element type does not match the aggregate type"));
            }
        }
        Ok(())
    }

    fn check_struct(&self, t: crate::lexer::Token, ty: Type, elems: &[Const], packed: bool) -> PResult<()> {
        let ok = match self.m.types.data(ty) {
            TypeData::Struct { packed: p, .. } => *p == packed,
            TypeData::Named(id) => self.m.types.named[*id].body.as_ref().is_some_and(|b| b.packed == packed),
            _ => false,
        };
        let fields = self.m.types.struct_fields(ty).unwrap_or(&[]);
        if !ok
            || fields.len() != elems.len()
            || fields.iter().zip(elems).any(|(f, c)| self.m.consts[*c].ty != *f)
        {
            return Err(self.err_tok(t, "struct constant does not match its type"));
        }
        Ok(())
    }

    /// `TYPE CONST, ...` up to `close`.
    fn const_elems(&mut self, close: TokKind, what: &str) -> PResult<Vec<Const>> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            let (_, c) = self.parse_typed_const()?;
            v.push(c);
            if !self.eat(TokKind::Comma) {
                break;
            }
        }
        self.expect(close, what)?;
        Ok(v)
    }

    fn keyword_const(&mut self, ty: Type, tdata: &TypeData) -> PResult<Const> {
        let t = self.tok;
        let s = self.text(t);
        let simple = match s {
            "true" | "false" => {
                if !matches!(tdata, TypeData::Int(1)) {
                    return Err(self.err("'true'/'false' must have type i1"));
                }
                Some(ConstKind::Int((s == "true") as u128))
            }
            "null" => {
                if !matches!(tdata, TypeData::Ptr(_)) {
                    return Err(self.err("'null' must have pointer type"));
                }
                Some(ConstKind::Null)
            }
            "none" => Some(ConstKind::NoneToken),
            "undef" => Some(ConstKind::Undef),
            "poison" => Some(ConstKind::Poison),
            "zeroinitializer" => Some(ConstKind::Zero),
            _ => None,
        };
        if let Some(k) = simple {
            self.bump();
            return Ok(self.mk(ty, k));
        }
        self.bump();
        if s == "splat" {
            self.expect(TokKind::LParen, "'('")?;
            let (_, c) = self.parse_typed_const()?;
            self.expect(TokKind::RParen, "')'")?;
            let n = match tdata {
                TypeData::Vector { len, elem, .. } if self.m.consts[c].ty == *elem => *len,
                _ => return Err(self.err_tok(t, "splat must have a vector type of its element")),
            };
            return Ok(self.mk(ty, ConstKind::Vector(vec![c; n as usize])));
        }
        if s == "asm" {
            let mut ia = InlineAsm {
                side_effect: false,
                align_stack: false,
                intel_dialect: false,
                unwind: false,
                asm: Box::new([]),
                constraints: Box::new([]),
            };
            self.eat_flags(&mut [
                ("sideeffect", &mut ia.side_effect),
                ("alignstack", &mut ia.align_stack),
                ("inteldialect", &mut ia.intel_dialect),
                ("unwind", &mut ia.unwind),
            ]);
            let a = self.expect(TokKind::Str, "an assembly string")?;
            self.expect(TokKind::Comma, "','")?;
            let c = self.expect(TokKind::Str, "a constraint string")?;
            ia.asm = self.string_bytes(a).into_boxed_slice();
            ia.constraints = self.string_bytes(c).into_boxed_slice();
            return Ok(self.mk(ty, ConstKind::InlineAsm(Box::new(ia))));
        }
        if s == "blockaddress" {
            self.expect(TokKind::LParen, "'('")?;
            let g = self.tok;
            if !matches!(g.kind, TokKind::GlobalName | TokKind::GlobalNum) {
                return Err(self.err("expected a function"));
            }
            self.bump();
            let GlobalRef::Func(func) = self.global_ref(g)? else {
                return Err(self.err_tok(g, "blockaddress needs a function"));
            };
            self.expect(TokKind::Comma, "','")?;
            let b = self.tok;
            if !matches!(b.kind, TokKind::LocalName | TokKind::LocalNum) {
                return Err(self.err("expected a block"));
            }
            self.bump();
            let block = self.m.sym(self.text(b));
            self.expect(TokKind::RParen, "')'")?;
            return Ok(self.mk(ty, ConstKind::BlockAddress { func, block }));
        }
        if s == "getelementptr" {
            let mut flags = GepFlags::default();
            let mut inrange = None;
            loop {
                if self.eat_kw("inbounds") {
                    flags.inbounds = true;
                } else if self.eat_kw("nuw") {
                    flags.nuw = true;
                } else if self.eat_kw("nusw") {
                    flags.nusw = true;
                } else if self.eat_kw("inrange") {
                    self.expect(TokKind::LParen, "'('")?;
                    let lo = self.parse_i64()?;
                    self.expect(TokKind::Comma, "','")?;
                    let hi = self.parse_i64()?;
                    self.expect(TokKind::RParen, "')'")?;
                    inrange = Some((lo, hi));
                } else {
                    break;
                }
            }
            self.expect(TokKind::LParen, "'('")?;
            let source_ty = self.parse_type()?;
            let mut operands = Vec::new();
            while self.eat(TokKind::Comma) {
                let (_, c) = self.parse_typed_const()?;
                operands.push(c);
            }
            self.expect(TokKind::RParen, "')'")?;
            if operands.is_empty() {
                return Err(self.err_tok(t, "getelementptr needs a base pointer"));
            }
            let e = ConstExpr::Gep { source_ty, flags, inrange, operands };
            return Ok(self.mk(ty, ConstKind::Expr(Box::new(e))));
        }
        if let Some(op) = CastOp::from_keyword(s) {
            self.expect(TokKind::LParen, "'('")?;
            let (_, operand) = self.parse_typed_const()?;
            self.expect_kw("to")?;
            let to = self.parse_type()?;
            self.expect(TokKind::RParen, "')'")?;
            if to != ty {
                return Err(self.err_tok(t, "cast result type does not match the expected type"));
            }
            return Ok(self.mk(ty, ConstKind::Expr(Box::new(ConstExpr::Cast { op, operand }))));
        }
        if let Some(op) = BinOp::from_keyword(s) {
            let mut flags = IntFlags::default();
            self.eat_flags(&mut [
                ("nuw", &mut flags.nuw),
                ("nsw", &mut flags.nsw),
                ("exact", &mut flags.exact),
            ]);
            self.expect(TokKind::LParen, "'('")?;
            let (_, lhs) = self.parse_typed_const()?;
            self.expect(TokKind::Comma, "','")?;
            let (_, rhs) = self.parse_typed_const()?;
            self.expect(TokKind::RParen, "')'")?;
            return Ok(self.mk(ty, ConstKind::Expr(Box::new(ConstExpr::Binary { op, flags, lhs, rhs }))));
        }
        if s == "extractelement" {
            self.expect(TokKind::LParen, "'('")?;
            let (_, vec) = self.parse_typed_const()?;
            self.expect(TokKind::Comma, "','")?;
            let (_, index) = self.parse_typed_const()?;
            self.expect(TokKind::RParen, "')'")?;
            return Ok(self.mk(ty, ConstKind::Expr(Box::new(ConstExpr::ExtractElement { vec, index }))));
        }
        Err(self.err_tok(t, "expected a constant"))
    }

    fn parse_i64(&mut self) -> PResult<i64> {
        let t = self.expect(TokKind::Int, "an integer")?;
        self.text(t).parse::<i64>().map_err(|_| self.err_tok(t, "integer out of range"))
    }
}

/// An integer literal of width `bits`.
pub(crate) fn int_literal(text: &str, bits: u32) -> Option<ConstKind> {
    if let Some((signed, hex)) = hex_int(text) {
        return hex_literal(text, signed, hex, bits);
    }
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if bits > 128 {
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        return Some(ConstKind::WideInt(text.into()));
    }
    let mag: u128 = digits.parse().ok()?;
    let v = if neg { mag.wrapping_neg() } else { mag };
    let masked = if bits == 128 { v } else { v & ((1u128 << bits) - 1) };
    // reject values that do not fit in the width either as signed or as unsigned
    if bits < 128 {
        let fits = if neg { mag <= (1u128 << (bits - 1)) } else { mag < (1u128 << bits) };
        if !fits {
            return None;
        }
    }
    Some(ConstKind::Int(masked))
}

/// The sign marker and digits of a hexadecimal integer literal `u0x...` / `s0x...`.
fn hex_int(text: &str) -> Option<(bool, &str)> {
    let (signed, rest) = match text.as_bytes().first()? {
        b'u' => (false, text.get(1..)?),
        b's' => (true, text.get(1..)?),
        _ => return None,
    };
    let digits = rest.strip_prefix("0x")?;
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_hexdigit())).then_some((signed, digits))
}

/// The value of a hexadecimal integer literal for an `iN` with `N = bits`, as LLVM reads it:
/// the digits make an integer as wide as its significant bits (the width of all digits when it
/// is zero); `u` zero-extends it and `s` sign-extends it (so a nonzero `s` literal is negative:
/// `s0x1` is -1, `s0x80` is -128), then it is truncated to `N` bits. Any value is accepted.
/// Types wider than 128 bits keep the literal's text.
fn hex_literal(text: &str, signed: bool, digits: &str, bits: u32) -> Option<ConstKind> {
    if bits > 128 {
        return Some(ConstKind::WideInt(text.into()));
    }
    let significant = digits.trim_start_matches('0');
    // low 128 bits of the value
    let low = significant.get(significant.len().saturating_sub(32)..).unwrap_or("");
    let v = if low.is_empty() { 0 } else { u128::from_str_radix(low, 16).ok()? };
    let mask = if bits == 128 { u128::MAX } else { (1u128 << bits) - 1 };
    if !signed || significant.is_empty() {
        return Some(ConstKind::Int(v & mask));
    }
    // width of the value: its significant bits (the top bit is then set, so it is negative)
    let lead = significant.as_bytes().first().and_then(|c| (*c as char).to_digit(16)).unwrap_or(0);
    let width = (significant.len() as u64 - 1) * 4 + u64::from(32 - lead.leading_zeros());
    let ext = if width < 128 { v | (u128::MAX << width) } else { v };
    Some(ConstKind::Int(ext & mask))
}

/// The bits of a floating-point literal for float type `t`.
pub(crate) fn float_bits(t: &TypeData, text: &str) -> Option<u128> {
    if let Some(h) = text.strip_prefix("0x") {
        let (prefix, digits) = match h.as_bytes().first() {
            Some(c @ (b'K' | b'L' | b'M' | b'H' | b'R')) => (Some(*c), h.get(1..)?),
            _ => (None, h),
        };
        let v = u128::from_str_radix(digits, 16).ok()?;
        return match (prefix, t) {
            (Some(b'H'), TypeData::Half) | (Some(b'R'), TypeData::BFloat) => (v <= 0xFFFF).then_some(v),
            (Some(b'K'), TypeData::X86Fp80) => (v < (1u128 << 80)).then_some(v),
            (Some(b'L'), TypeData::Fp128) | (Some(b'M'), TypeData::PpcFp128) => Some(v),
            (None, _) => {
                let d = f64::from_bits(u64::try_from(v).ok()?);
                from_f64(t, d)
            }
            _ => None,
        };
    }
    let d: f64 = text.parse().ok()?;
    from_f64(t, d)
}

fn from_f64(t: &TypeData, d: f64) -> Option<u128> {
    match t {
        TypeData::Double => Some(d.to_bits() as u128),
        TypeData::Float => Some((d as f32).to_bits() as u128),
        TypeData::Half => Some(f32_to_half(d as f32) as u128),
        TypeData::BFloat => Some(f32_to_bfloat(d as f32) as u128),
        _ => None,
    }
}

/// Rounds an `f32` to IEEE half precision (round to nearest even).
pub(crate) fn f32_to_half(f: f32) -> u16 {
    let x = f.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let mant = x & 0x7f_ffff;
    if exp == 0xff {
        // inf or nan (keep a quiet nan payload bit)
        return sign | 0x7c00 | if mant != 0 { 0x200 | ((mant >> 13) as u16) } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = mant | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = m >> shift;
        let rem = m & ((1 << shift) - 1);
        let halfway = 1 << (shift - 1);
        let r = if rem > halfway || (rem == halfway && (half & 1) == 1) { half + 1 } else { half };
        return sign | r as u16;
    }
    let m = mant >> 13;
    let rem = mant & 0x1fff;
    let mut out = ((e as u32) << 10) | m;
    if rem > 0x1000 || (rem == 0x1000 && (m & 1) == 1) {
        out += 1;
    }
    sign | out as u16
}

/// Rounds an `f32` to bfloat16 (round to nearest even).
pub(crate) fn f32_to_bfloat(f: f32) -> u16 {
    let x = f.to_bits();
    if f.is_nan() {
        return ((x >> 16) as u16) | 0x40;
    }
    let round = 0x7fff + ((x >> 16) & 1);
    (x.wrapping_add(round) >> 16) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ints() {
        assert_eq!(int_literal("-1", 8), Some(ConstKind::Int(255)));
        assert_eq!(int_literal("255", 8), Some(ConstKind::Int(255)));
        assert_eq!(int_literal("256", 8), None);
        assert_eq!(int_literal("-129", 8), None);
        assert_eq!(int_literal("-1", 128), Some(ConstKind::Int(u128::MAX)));
        assert_eq!(int_literal("1", 1), Some(ConstKind::Int(1)));
        assert_eq!(int_literal("99999999999999999999999999999999999999999", 64), None);
    }

    #[test]
    fn floats() {
        assert_eq!(float_bits(&TypeData::Float, "1.000000e+00"), Some(0x3f80_0000));
        assert_eq!(float_bits(&TypeData::Float, "0x3FF0000000000000"), Some(0x3f80_0000));
        assert_eq!(float_bits(&TypeData::Half, "0xH3C00"), Some(0x3c00));
        assert_eq!(float_bits(&TypeData::Half, "1.0"), Some(0x3c00));
        assert_eq!(float_bits(&TypeData::Half, "65504.0"), Some(0x7bff));
        assert_eq!(float_bits(&TypeData::BFloat, "1.0"), Some(0x3f80));
        assert_eq!(float_bits(&TypeData::Double, "-0.0"), Some(0x8000_0000_0000_0000));
        assert_eq!(float_bits(&TypeData::Float, "0xH3C00"), None);
    }
}
