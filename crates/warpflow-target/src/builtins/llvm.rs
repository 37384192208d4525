//! Target-independent LLVM intrinsics (LLVM Language Reference, "Intrinsic Functions"): math
//! and bit manipulation (pure, data-dependent), memory intrinsics, debug and lifetime markers,
//! hints and traps. All are families: the overload suffixes (`.f32`, `.p0.p0.i64`) vary.

use super::mk::*;
use super::BuiltinInfo as B;
use super::BuiltinKind as K;
use crate::cost::CostClass as C;
use crate::ops::{
    BuiltinOp as Op, FBinary as B2, FUnary as U1, IMath as I, MathFn as F, MemoryOp, Precision,
};
use crate::uniformity::{ResultRule as R, Uniformity as U};

/// An overloaded math intrinsic's operation (the type suffix gives the width).
const fn math_op(f: F) -> Op {
    Op::Math { f, precision: Precision::Operand }
}

const fn m(name: &'static str, cost: C) -> B {
    math(name, cost).family()
}

const fn mark(name: &'static str) -> B {
    marker(name).family().pure()
}

/// The generic intrinsic table.
pub static LLVM: &[B] = &[
    // ---- float math ----
    m("llvm.sqrt", C::Special).ret_overloaded().op(math_op(F::Unary(U1::Sqrt))),
    m("llvm.fma", C::FloatMulAdd).ret_overloaded().op(math_op(F::Fma)),
    m("llvm.fmuladd", C::FloatMulAdd).ret_overloaded().op(math_op(F::Fma)),
    m("llvm.fabs", C::FloatAlu).ret_overloaded().op(math_op(F::Unary(U1::Fabs))),
    m("llvm.exp", C::Special).op(math_op(F::Unary(U1::Exp))),
    m("llvm.exp2", C::Special).op(math_op(F::Unary(U1::Exp2))),
    m("llvm.exp10", C::Special).op(math_op(F::Unary(U1::Exp10))),
    m("llvm.log", C::Special).op(math_op(F::Unary(U1::Log))),
    m("llvm.log2", C::Special).op(math_op(F::Unary(U1::Log2))),
    m("llvm.log10", C::Special).op(math_op(F::Unary(U1::Log10))),
    m("llvm.pow", C::Special).op(math_op(F::Binary(B2::Pow))),
    m("llvm.powi", C::Special),
    m("llvm.sin", C::Special).op(math_op(F::Unary(U1::Sin))),
    m("llvm.cos", C::Special).op(math_op(F::Unary(U1::Cos))),
    m("llvm.tan", C::Special).op(math_op(F::Unary(U1::Tan))),
    m("llvm.asin", C::Special).op(math_op(F::Unary(U1::Asin))),
    m("llvm.acos", C::Special).op(math_op(F::Unary(U1::Acos))),
    m("llvm.atan", C::Special).op(math_op(F::Unary(U1::Atan))),
    m("llvm.sinh", C::Special).op(math_op(F::Unary(U1::Sinh))),
    m("llvm.cosh", C::Special).op(math_op(F::Unary(U1::Cosh))),
    m("llvm.tanh", C::Special).op(math_op(F::Unary(U1::Tanh))),
    m("llvm.floor", C::FloatAlu).op(math_op(F::Unary(U1::Floor))),
    m("llvm.ceil", C::FloatAlu).op(math_op(F::Unary(U1::Ceil))),
    m("llvm.trunc", C::FloatAlu).op(math_op(F::Unary(U1::Trunc))),
    m("llvm.round", C::FloatAlu).op(math_op(F::Unary(U1::Round))),
    m("llvm.roundeven", C::FloatAlu).op(math_op(F::Unary(U1::Rint))),
    m("llvm.rint", C::FloatAlu).op(math_op(F::Unary(U1::Rint))),
    m("llvm.nearbyint", C::FloatAlu).op(math_op(F::Unary(U1::Rint))),
    m("llvm.lround", C::Conversion),
    m("llvm.llround", C::Conversion),
    m("llvm.lrint", C::Conversion),
    m("llvm.llrint", C::Conversion),
    m("llvm.minnum", C::FloatAlu).op(math_op(F::Binary(B2::MinNum))),
    m("llvm.maxnum", C::FloatAlu).op(math_op(F::Binary(B2::MaxNum))),
    m("llvm.minimum", C::FloatAlu).op(math_op(F::Binary(B2::Minimum))),
    m("llvm.maximum", C::FloatAlu).op(math_op(F::Binary(B2::Maximum))),
    m("llvm.copysign", C::FloatAlu).op(math_op(F::Binary(B2::CopySign))),
    m("llvm.ldexp", C::FloatAlu),
    m("llvm.frexp", C::FloatAlu),
    m("llvm.canonicalize", C::FloatAlu),
    m("llvm.is.fpclass", C::FloatAlu),
    m("llvm.fptrunc.round", C::Conversion),
    m("llvm.fptosi.sat", C::Conversion),
    m("llvm.fptoui.sat", C::Conversion),
    m("llvm.convert.to.fp16", C::Conversion),
    m("llvm.convert.from.fp16", C::Conversion),
    // ---- integer math and bit manipulation ----
    m("llvm.smin", C::IntAlu).ret_overloaded().op(math_op(F::Int(I::SMin))),
    m("llvm.smax", C::IntAlu).ret_overloaded().op(math_op(F::Int(I::SMax))),
    m("llvm.umin", C::IntAlu).ret_overloaded().op(math_op(F::Int(I::UMin))),
    m("llvm.umax", C::IntAlu).ret_overloaded().op(math_op(F::Int(I::UMax))),
    m("llvm.abs", C::IntAlu).op(math_op(F::Int(I::Abs))),
    m("llvm.ctpop", C::IntAlu).ret_overloaded().op(math_op(F::Int(I::Ctpop))),
    m("llvm.ctlz", C::IntAlu).op(math_op(F::Int(I::Ctlz))),
    m("llvm.cttz", C::IntAlu).op(math_op(F::Int(I::Cttz))),
    m("llvm.bitreverse", C::IntAlu).op(math_op(F::Int(I::BitReverse))),
    m("llvm.bswap", C::IntAlu).op(math_op(F::Int(I::Bswap))),
    m("llvm.fshl", C::IntAlu),
    m("llvm.fshr", C::IntAlu),
    m("llvm.sadd", C::IntAlu),
    m("llvm.uadd", C::IntAlu),
    m("llvm.ssub", C::IntAlu),
    m("llvm.usub", C::IntAlu),
    m("llvm.smul", C::IntMul),
    m("llvm.umul", C::IntMul),
    m("llvm.sshl", C::IntAlu),
    m("llvm.ushl", C::IntAlu),
    m("llvm.scmp", C::IntAlu),
    m("llvm.ucmp", C::IntAlu),
    m("llvm.ptrmask", C::IntAlu),
    m("llvm.vector.reduce", C::IntAlu),
    // ---- value-forwarding hints (result follows the operands) ----
    m("llvm.expect", C::Free),
    m("llvm.is.constant", C::Free),
    m("llvm.objectsize", C::Free),
    m("llvm.launder.invariant.group", C::Free),
    m("llvm.strip.invariant.group", C::Free),
    m("llvm.threadlocal.address", C::Free),
    m("llvm.ssa.copy", C::Free),
    B::new("llvm.stacksave", K::Memory, R::Operands, C::Free).family(),
    B::new("llvm.stackrestore", K::Memory, R::NoResult, C::Free).family(),
    // ---- memory ----
    B::new("llvm.memcpy", K::Memory, R::NoResult, C::MemGlobal).family().op(Op::Memory(MemoryOp::Copy)),
    B::new("llvm.memmove", K::Memory, R::NoResult, C::MemGlobal).family().op(Op::Memory(MemoryOp::Move)),
    B::new("llvm.memset", K::Memory, R::NoResult, C::MemGlobal).family().op(Op::Memory(MemoryOp::Set)),
    B::new("llvm.prefetch", K::Hint, R::NoResult, C::Free).family(),
    // ---- markers (no code) ----
    mark("llvm.dbg"),
    mark("llvm.lifetime").op(Op::Lifetime),
    mark("llvm.assume"),
    mark("llvm.experimental.noalias.scope.decl"),
    mark("llvm.invariant"),
    mark("llvm.var.annotation"),
    mark("llvm.ptr.annotation"),
    mark("llvm.annotation"),
    mark("llvm.codeview.annotation"),
    mark("llvm.donothing"),
    mark("llvm.sideeffect"),
    mark("llvm.pseudoprobe"),
    mark("llvm.fake.use"),
    // ---- clocks and traps ----
    B::new("llvm.readcyclecounter", K::Clock, R::Fixed(U::Divergent), C::IntAlu).family(),
    B::new("llvm.readsteadycounter", K::Clock, R::Fixed(U::Divergent), C::IntAlu).family(),
    B::new("llvm.trap", K::Trap, R::NoResult, C::Branch).family(),
    B::new("llvm.debugtrap", K::Trap, R::NoResult, C::Branch).family(),
    B::new("llvm.ubsantrap", K::Trap, R::NoResult, C::Branch).family(),
];
