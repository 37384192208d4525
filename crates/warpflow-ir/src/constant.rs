//! Constants and constant expressions, interned per module.
//!
//! A [`Const`] names one structurally unique [`ConstData`] of its module (equal data gives the
//! same key), so constant equality is a `u32` comparison. Functions refer to constants through
//! [`crate::ValueDef::Const`] values. Global variables and functions used as pointers are the
//! constants [`ConstKind::Global`] and [`ConstKind::Func`].

use crate::{BinOp, CastOp, GepFlags};
use crate::{FuncId, GlobalId, IntFlags, Sym, Type};

crate::entity!(
    /// An interned constant of a [`crate::Module`].
    Const,
    "const"
);

/// A constant: its type and what it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstData {
    /// the constant's type
    pub ty: Type,
    /// what it is
    pub kind: ConstKind,
}

/// What a constant is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstKind {
    /// An integer of width at most 128, as its low bits (zero-extended; `i1 true` is 1).
    Int(u128),
    /// An integer wider than 128 bits, kept as written (decimal, or hexadecimal `u0x...`/`s0x...`).
    WideInt(Box<str>),
    /// A floating-point value as the bits of its own format (half: 16 bits, float: 32, double:
    /// 64, x86_fp80: 80, fp128 and ppc_fp128: 128).
    Float(u128),
    /// `null` (pointers)
    Null,
    /// `none` (token)
    NoneToken,
    /// `undef`
    Undef,
    /// `poison`
    Poison,
    /// `zeroinitializer`
    Zero,
    /// `[ T a, T b ]`
    Array(Vec<Const>),
    /// `< T a, T b >`
    Vector(Vec<Const>),
    /// `{ T a, U b }` (literal, packed or named struct type)
    Struct(Vec<Const>),
    /// `c"..."`: an `[N x i8]` array of bytes
    Bytes(Box<[u8]>),
    /// A global variable as a pointer.
    Global(GlobalId),
    /// A function as a pointer.
    Func(FuncId),
    /// `blockaddress(@f, %bb)`, with the block kept by name.
    BlockAddress {
        /// the function
        func: FuncId,
        /// the block's name (numbered blocks keep their number as text)
        block: Sym,
    },
    /// A constant expression.
    Expr(Box<ConstExpr>),
    /// Inline assembly used as a callee (`asm sideeffect "..." , "..."`); its type is `ptr`.
    InlineAsm(Box<InlineAsm>),
}

/// A constant expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstExpr {
    /// `getelementptr [inbounds] (SRC_TY, ptr BASE, INDICES...)`
    Gep {
        /// source element type
        source_ty: Type,
        /// `inbounds`, `nuw`, `nusw`
        flags: GepFlags,
        /// `inrange(lo, hi)`
        inrange: Option<(i64, i64)>,
        /// base pointer then indices
        operands: Vec<Const>,
    },
    /// `CASTOP (T V to TYPE)`; the destination type is the constant's type.
    Cast {
        /// the cast
        op: CastOp,
        /// the operand
        operand: Const,
    },
    /// `add`/`sub`/`mul`/`shl`/`xor` constant expressions.
    Binary {
        /// the operation
        op: BinOp,
        /// `nuw`/`nsw`
        flags: IntFlags,
        /// left operand
        lhs: Const,
        /// right operand
        rhs: Const,
    },
    /// `extractelement (V, I)`
    ExtractElement {
        /// vector
        vec: Const,
        /// index
        index: Const,
    },
}

/// An inline assembly callee.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct InlineAsm {
    /// `sideeffect`
    pub side_effect: bool,
    /// `alignstack`
    pub align_stack: bool,
    /// `inteldialect`
    pub intel_dialect: bool,
    /// `unwind`
    pub unwind: bool,
    /// the assembly template (unescaped bytes)
    pub asm: Box<[u8]>,
    /// the constraint string (unescaped bytes)
    pub constraints: Box<[u8]>,
}
