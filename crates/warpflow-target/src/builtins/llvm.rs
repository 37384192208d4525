//! Target-independent LLVM intrinsics (LLVM Language Reference, "Intrinsic Functions"): math
//! and bit manipulation (pure, data-dependent), memory intrinsics, debug and lifetime markers,
//! hints and traps. All are families: the overload suffixes (`.f32`, `.p0.p0.i64`) vary.

use super::mk::*;
use super::BuiltinInfo as B;
use super::BuiltinKind as K;
use crate::cost::CostClass as C;
use crate::uniformity::{ResultRule as R, Uniformity as U};

const fn m(name: &'static str, cost: C) -> B {
    math(name, cost).family()
}

const fn mark(name: &'static str) -> B {
    marker(name).family().pure()
}

/// The generic intrinsic table.
pub static LLVM: &[B] = &[
    // ---- float math ----
    m("llvm.sqrt", C::Special).ret_overloaded(),
    m("llvm.fma", C::FloatMulAdd).ret_overloaded(),
    m("llvm.fmuladd", C::FloatMulAdd).ret_overloaded(),
    m("llvm.fabs", C::FloatAlu).ret_overloaded(),
    m("llvm.exp", C::Special),
    m("llvm.exp2", C::Special),
    m("llvm.exp10", C::Special),
    m("llvm.log", C::Special),
    m("llvm.log2", C::Special),
    m("llvm.log10", C::Special),
    m("llvm.pow", C::Special),
    m("llvm.powi", C::Special),
    m("llvm.sin", C::Special),
    m("llvm.cos", C::Special),
    m("llvm.tan", C::Special),
    m("llvm.asin", C::Special),
    m("llvm.acos", C::Special),
    m("llvm.atan", C::Special),
    m("llvm.sinh", C::Special),
    m("llvm.cosh", C::Special),
    m("llvm.tanh", C::Special),
    m("llvm.floor", C::FloatAlu),
    m("llvm.ceil", C::FloatAlu),
    m("llvm.trunc", C::FloatAlu),
    m("llvm.round", C::FloatAlu),
    m("llvm.roundeven", C::FloatAlu),
    m("llvm.rint", C::FloatAlu),
    m("llvm.nearbyint", C::FloatAlu),
    m("llvm.lround", C::Conversion),
    m("llvm.llround", C::Conversion),
    m("llvm.lrint", C::Conversion),
    m("llvm.llrint", C::Conversion),
    m("llvm.minnum", C::FloatAlu),
    m("llvm.maxnum", C::FloatAlu),
    m("llvm.minimum", C::FloatAlu),
    m("llvm.maximum", C::FloatAlu),
    m("llvm.copysign", C::FloatAlu),
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
    m("llvm.smin", C::IntAlu).ret_overloaded(),
    m("llvm.smax", C::IntAlu).ret_overloaded(),
    m("llvm.umin", C::IntAlu).ret_overloaded(),
    m("llvm.umax", C::IntAlu).ret_overloaded(),
    m("llvm.abs", C::IntAlu),
    m("llvm.ctpop", C::IntAlu).ret_overloaded(),
    m("llvm.ctlz", C::IntAlu),
    m("llvm.cttz", C::IntAlu),
    m("llvm.bitreverse", C::IntAlu),
    m("llvm.bswap", C::IntAlu),
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
    B::new("llvm.memcpy", K::Memory, R::NoResult, C::MemGlobal).family(),
    B::new("llvm.memmove", K::Memory, R::NoResult, C::MemGlobal).family(),
    B::new("llvm.memset", K::Memory, R::NoResult, C::MemGlobal).family(),
    B::new("llvm.prefetch", K::Hint, R::NoResult, C::Free).family(),
    // ---- markers (no code) ----
    mark("llvm.dbg"),
    mark("llvm.lifetime"),
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
