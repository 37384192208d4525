//! OpenCL C builtins, by source name, matched through the Itanium mangling clang-19 applies to
//! them (`-finclude-default-header`) on every target: for spir64 they stay calls; for amdgcn and
//! nvptx64 without a device library most stay calls too (clang lowers only a few math builtins
//! to LLVM intrinsics there). Source: the OpenCL C 3.0 specification, sections "Work-Item
//! Functions", "Synchronization Functions", "Atomic Functions", "Math/Integer/Common/Geometric/
//! Relational Functions", "Sub-group Functions" and "Work-group Collective Functions", and the
//! `cl_khr_subgroup_*` extensions.
//!
//! Variance notes: with OpenCL 2.0 non-uniform work-groups the last group may be smaller, so
//! `get_local_size` is block-uniform while `get_enqueued_local_size` is uniform; likewise the
//! last sub-group may be partial, so `get_sub_group_size` is warp-uniform. A sub-group is
//! modelled as a warp. Work-group collectives must be reached by every work-item of the group,
//! so they are block-scope synchronisation points.
//!
//! Warp members: the `cl_khr_subgroups` functions (`sub_group_barrier`, `sub_group_all`/`any`,
//! `sub_group_broadcast`, `sub_group_reduce_*`, `sub_group_scan_*`) "must be encountered by all
//! work-items in a sub-group": their members are the whole sub-group. The `non_uniform`, ballot,
//! shuffle and clustered extension functions may be called from non-uniform control flow and have
//! none.

use super::mk::*;
use super::BuiltinInfo as B;
use super::BuiltinKind as K;
use crate::cost::CostClass as C;
use crate::ops::MemoryOp;
use crate::ops::{
    AtomicKind as A, AtomicScope, BuiltinOp as Op, FBinary as B2, FUnary as U1, MathFn as F, OpenClFn as O,
    Precision,
};
use crate::uniformity::{Dimension, ResultRule as R, SyncScope as S, Uniformity as U, WarpMembers as W};

/// An OpenCL math builtin's operation (overloaded: the operand type gives the width).
const fn math_op(f: F) -> Op {
    Op::Math { f, precision: Precision::Operand }
}

/// An OpenCL builtin overloaded on its operand type (the emulator reads the mangled type).
const fn cl(f: O) -> Op {
    math_op(F::OpenCl(f))
}

/// An OpenCL 1.x atomic: atomic for the threads that share the memory it addresses.
const fn rmw(kind: A) -> Op {
    Op::Atomic { kind, scope: AtomicScope::AddressSpace }
}

const fn wi(name: &'static str, kind: K, u: U, d: Dimension) -> B {
    ident(name, kind, u, d).opencl()
}

const fn om(name: &'static str, cost: C) -> B {
    math(name, cost).opencl()
}

/// Writes a result through a pointer operand as well (`sincos`, `fract`, `frexp`, `modf`).
const fn om_out(name: &'static str, cost: C) -> B {
    B::new(name, K::Math, R::Operands, cost).opencl()
}

const fn oatomic(name: &'static str) -> B {
    atomic(name).opencl()
}

const fn ovoid_atomic(name: &'static str) -> B {
    B::new(name, K::Atomic, R::NoResult, C::Atomic).opencl()
}

const fn sg(name: &'static str, kind: K, result: R) -> B {
    B::new(name, kind, result, C::WarpOp).opencl().convergent()
}

/// A sub-group function that every work-item of the sub-group must encounter.
const fn sg_all(name: &'static str, kind: K, result: R) -> B {
    sg(name, kind, result).members(W::WholeWarp)
}

/// `vloadN(offset, p)`: a load through operand 1.
const fn vload(name: &'static str, n: u8) -> B {
    B::new(name, K::Memory, R::LoadThrough(1), C::MemGlobal)
        .opencl()
        .op(Op::Memory(MemoryOp::VectorLoad { n }))
}

/// `vstoreN(data, offset, p)`.
const fn vstore(name: &'static str, n: u8) -> B {
    B::new(name, K::Memory, R::NoResult, C::MemGlobal).opencl().op(Op::Memory(MemoryOp::VectorStore { n }))
}

const fn wg(name: &'static str, result: R) -> B {
    B::new(name, K::BlockCollective, result, C::Barrier).opencl().sync(S::Block)
}

/// The OpenCL table.
pub static OPENCL: &[B] = &[
    // ---- work-item functions ----
    wi("get_work_dim", K::WorkDim, U::Uniform, ND),
    wi("get_global_size", K::GlobalSize, U::Uniform, ARG0),
    wi("get_global_id", K::GlobalId, U::Divergent, ARG0),
    wi("get_local_size", K::BlockDim, U::BlockUniform, ARG0),
    wi("get_enqueued_local_size", K::BlockDim, U::Uniform, ARG0),
    wi("get_local_id", K::ThreadId, U::Divergent, ARG0),
    wi("get_num_groups", K::GridDim, U::Uniform, ARG0),
    wi("get_group_id", K::BlockId, U::BlockUniform, ARG0),
    wi("get_global_offset", K::GlobalOffset, U::Uniform, ARG0),
    wi("get_global_linear_id", K::LinearId, U::Divergent, ND),
    wi("get_local_linear_id", K::LinearId, U::Divergent, ND),
    wi("get_sub_group_size", K::WarpSize, U::WarpUniform, ND),
    wi("get_max_sub_group_size", K::WarpSize, U::Uniform, ND),
    wi("get_num_sub_groups", K::WarpCount, U::BlockUniform, ND),
    wi("get_enqueued_num_sub_groups", K::WarpCount, U::Uniform, ND),
    wi("get_sub_group_id", K::WarpId, U::WarpUniform, ND),
    wi("get_sub_group_local_id", K::LaneId, U::Divergent, ND),
    wi("get_sub_group_eq_mask", K::LaneMask, U::Divergent, ND),
    wi("get_sub_group_ge_mask", K::LaneMask, U::Divergent, ND),
    wi("get_sub_group_gt_mask", K::LaneMask, U::Divergent, ND),
    wi("get_sub_group_le_mask", K::LaneMask, U::Divergent, ND),
    wi("get_sub_group_lt_mask", K::LaneMask, U::Divergent, ND),
    // ---- synchronisation ----
    B::new("barrier", K::Barrier, R::NoResult, C::Barrier).opencl().sync(S::Block),
    B::new("work_group_barrier", K::Barrier, R::NoResult, C::Barrier).opencl().sync(S::Block),
    B::new("sub_group_barrier", K::Barrier, R::NoResult, C::WarpOp)
        .opencl()
        .sync(S::Warp)
        .members(W::WholeWarp),
    fence("mem_fence").opencl(),
    fence("read_mem_fence").opencl(),
    fence("write_mem_fence").opencl(),
    fence("atomic_work_item_fence").opencl(),
    // ---- atomics (OpenCL 1.x, cl_khr_*_atomics, OpenCL 2.0 C11-style) ----
    oatomic("atomic_add").op(rmw(A::Add)),
    oatomic("atomic_sub").op(rmw(A::Sub)),
    oatomic("atomic_xchg").op(rmw(A::Xchg)),
    oatomic("atomic_inc").op(rmw(A::Inc)),
    oatomic("atomic_dec").op(rmw(A::Dec)),
    oatomic("atomic_cmpxchg").op(rmw(A::CmpXchg)),
    oatomic("atomic_min").op(rmw(A::Min)),
    oatomic("atomic_max").op(rmw(A::Max)),
    oatomic("atomic_and").op(rmw(A::And)),
    oatomic("atomic_or").op(rmw(A::Or)),
    oatomic("atomic_xor").op(rmw(A::Xor)),
    oatomic("atom_add").op(rmw(A::Add)),
    oatomic("atom_sub").op(rmw(A::Sub)),
    oatomic("atom_xchg").op(rmw(A::Xchg)),
    oatomic("atom_inc").op(rmw(A::Inc)),
    oatomic("atom_dec").op(rmw(A::Dec)),
    oatomic("atom_cmpxchg").op(rmw(A::CmpXchg)),
    oatomic("atom_min").op(rmw(A::Min)),
    oatomic("atom_max").op(rmw(A::Max)),
    oatomic("atom_and").op(rmw(A::And)),
    oatomic("atom_or").op(rmw(A::Or)),
    oatomic("atom_xor").op(rmw(A::Xor)),
    oatomic("atomic_load"),
    oatomic("atomic_load_explicit"),
    oatomic("atomic_exchange"),
    oatomic("atomic_exchange_explicit"),
    oatomic("atomic_compare_exchange_strong"),
    oatomic("atomic_compare_exchange_strong_explicit"),
    oatomic("atomic_compare_exchange_weak"),
    oatomic("atomic_compare_exchange_weak_explicit"),
    oatomic("atomic_fetch_add"),
    oatomic("atomic_fetch_add_explicit"),
    oatomic("atomic_fetch_sub"),
    oatomic("atomic_fetch_sub_explicit"),
    oatomic("atomic_fetch_or"),
    oatomic("atomic_fetch_or_explicit"),
    oatomic("atomic_fetch_xor"),
    oatomic("atomic_fetch_xor_explicit"),
    oatomic("atomic_fetch_and"),
    oatomic("atomic_fetch_and_explicit"),
    oatomic("atomic_fetch_min"),
    oatomic("atomic_fetch_min_explicit"),
    oatomic("atomic_fetch_max"),
    oatomic("atomic_fetch_max_explicit"),
    oatomic("atomic_flag_test_and_set"),
    oatomic("atomic_flag_test_and_set_explicit"),
    ovoid_atomic("atomic_store"),
    ovoid_atomic("atomic_store_explicit"),
    ovoid_atomic("atomic_init"),
    ovoid_atomic("atomic_flag_clear"),
    ovoid_atomic("atomic_flag_clear_explicit"),
    // ---- sub-group functions (cl_khr_subgroups and extensions) ----
    sg_all("sub_group_all", K::Vote, R::Fixed(U::WarpUniform)),
    sg_all("sub_group_any", K::Vote, R::Fixed(U::WarpUniform)),
    sg("sub_group_non_uniform_all", K::Vote, R::Fixed(U::WarpUniform)),
    sg("sub_group_non_uniform_any", K::Vote, R::Fixed(U::WarpUniform)),
    sg("sub_group_non_uniform_all_equal", K::Vote, R::Fixed(U::WarpUniform)),
    // The spec requires the lane id of a broadcast to be the same in the whole sub-group.
    sg_all("sub_group_broadcast", K::LaneRead, R::Fixed(U::WarpUniform)),
    sg("sub_group_non_uniform_broadcast", K::LaneRead, R::Fixed(U::WarpUniform)),
    sg("sub_group_broadcast_first", K::LaneRead, R::Fixed(U::WarpUniform)),
    sg("sub_group_elect", K::LaneId, R::Fixed(U::Divergent)),
    sg("sub_group_ballot", K::Ballot, R::Fixed(U::WarpUniform)),
    sg("sub_group_inverse_ballot", K::LaneMask, R::Fixed(U::Divergent)),
    sg("sub_group_ballot_bit_extract", K::Ballot, R::Operands),
    sg("sub_group_ballot_bit_count", K::Ballot, R::Operands),
    sg("sub_group_ballot_find_lsb", K::Ballot, R::Operands),
    sg("sub_group_ballot_find_msb", K::Ballot, R::Operands),
    sg("sub_group_ballot_inclusive_scan", K::Ballot, R::Fixed(U::Divergent)),
    sg("sub_group_ballot_exclusive_scan", K::Ballot, R::Fixed(U::Divergent)),
    // sub_group_shuffle(value, lane): a broadcast when the lane is uniform.
    sg("sub_group_shuffle", K::Shuffle, R::WarpBroadcast { lane: 1, full_width: None }),
    sg("sub_group_shuffle_xor", K::Shuffle, R::Fixed(U::Divergent)),
    sg("sub_group_shuffle_up", K::Shuffle, R::Fixed(U::Divergent)),
    sg("sub_group_shuffle_down", K::Shuffle, R::Fixed(U::Divergent)),
    sg("sub_group_rotate", K::Shuffle, R::Fixed(U::Divergent)),
    sg("intel_sub_group_shuffle", K::Shuffle, R::WarpBroadcast { lane: 1, full_width: None }),
    sg("intel_sub_group_shuffle_xor", K::Shuffle, R::Fixed(U::Divergent)),
    sg("intel_sub_group_shuffle_up", K::Shuffle, R::Fixed(U::Divergent)),
    sg("intel_sub_group_shuffle_down", K::Shuffle, R::Fixed(U::Divergent)),
    sg_all("sub_group_reduce_", K::WarpReduce, R::Fixed(U::WarpUniform)).opencl_prefix(),
    sg("sub_group_non_uniform_reduce_", K::WarpReduce, R::Fixed(U::WarpUniform)).opencl_prefix(),
    sg_all("sub_group_scan_", K::WarpScan, R::Fixed(U::Divergent)).opencl_prefix(),
    sg("sub_group_non_uniform_scan_", K::WarpScan, R::Fixed(U::Divergent)).opencl_prefix(),
    sg("sub_group_clustered_reduce_", K::WarpReduce, R::Fixed(U::Divergent)).opencl_prefix(),
    // ---- work-group collectives ----
    wg("work_group_all", R::Fixed(U::BlockUniform)),
    wg("work_group_any", R::Fixed(U::BlockUniform)),
    wg("work_group_broadcast", R::Fixed(U::BlockUniform)),
    wg("work_group_reduce_", R::Fixed(U::BlockUniform)).opencl_prefix(),
    wg("work_group_scan_", R::Fixed(U::Divergent)).opencl_prefix(),
    B::new("async_work_group_copy", K::Memory, R::Fixed(U::BlockUniform), C::MemGlobal)
        .opencl()
        .convergent()
        .op(Op::Memory(MemoryOp::GroupCopy { strided: false })),
    B::new("async_work_group_strided_copy", K::Memory, R::Fixed(U::BlockUniform), C::MemGlobal)
        .opencl()
        .convergent()
        .op(Op::Memory(MemoryOp::GroupCopy { strided: true })),
    B::new("wait_group_events", K::Barrier, R::NoResult, C::Barrier).opencl().sync(S::Block),
    B::new("prefetch", K::Hint, R::NoResult, C::Free).opencl(),
    // ---- vector loads and stores: vloadN(offset, p), vstoreN(data, offset, p) ----
    // The prefixes cover the forms whose operation the model does not spell out
    // (`vload_half`, `vloada_half4`, `vstore_half_rte`).
    B::new("vload", K::Memory, R::LoadThrough(1), C::MemGlobal).opencl_prefix(),
    B::new("vstore", K::Memory, R::NoResult, C::MemGlobal).opencl_prefix(),
    vload("vload2", 2),
    vload("vload3", 3),
    vload("vload4", 4),
    vload("vload8", 8),
    vload("vload16", 16),
    vstore("vstore2", 2),
    vstore("vstore3", 3),
    vstore("vstore4", 4),
    vstore("vstore8", 8),
    vstore("vstore16", 16),
    // ---- conversions: convert_<type>[_sat][_<rounding>] ----
    B::new("convert_", K::Conversion, R::Operands, C::Conversion).opencl_prefix().pure(),
    // ---- math: native_* and half_* are reduced-precision special-function forms ----
    om("native_", C::Special).opencl_prefix(),
    om("half_", C::Special).opencl_prefix(),
    // the reduced-precision forms the emulator implements (as the full-precision function)
    om("native_cos", C::Special).op(math_op(F::Unary(U1::Cos))),
    om("native_divide", C::Special).op(math_op(F::Binary(B2::Div))),
    om("native_exp", C::Special).op(math_op(F::Unary(U1::Exp))),
    om("native_exp2", C::Special).op(math_op(F::Unary(U1::Exp2))),
    om("native_exp10", C::Special).op(math_op(F::Unary(U1::Exp10))),
    om("native_log", C::Special).op(math_op(F::Unary(U1::Log))),
    om("native_log2", C::Special).op(math_op(F::Unary(U1::Log2))),
    om("native_log10", C::Special).op(math_op(F::Unary(U1::Log10))),
    om("native_rsqrt", C::Special).op(math_op(F::Unary(U1::Rsqrt))),
    om("native_sin", C::Special).op(math_op(F::Unary(U1::Sin))),
    om("native_sqrt", C::Special).op(math_op(F::Unary(U1::Sqrt))),
    om("native_tan", C::Special).op(math_op(F::Unary(U1::Tan))),
    om("half_cos", C::Special).op(math_op(F::Unary(U1::Cos))),
    om("half_divide", C::Special).op(math_op(F::Binary(B2::Div))),
    om("half_exp", C::Special).op(math_op(F::Unary(U1::Exp))),
    om("half_exp2", C::Special).op(math_op(F::Unary(U1::Exp2))),
    om("half_exp10", C::Special).op(math_op(F::Unary(U1::Exp10))),
    om("half_log", C::Special).op(math_op(F::Unary(U1::Log))),
    om("half_log2", C::Special).op(math_op(F::Unary(U1::Log2))),
    om("half_log10", C::Special).op(math_op(F::Unary(U1::Log10))),
    om("half_rsqrt", C::Special).op(math_op(F::Unary(U1::Rsqrt))),
    om("half_sin", C::Special).op(math_op(F::Unary(U1::Sin))),
    om("half_sqrt", C::Special).op(math_op(F::Unary(U1::Sqrt))),
    om("half_tan", C::Special).op(math_op(F::Unary(U1::Tan))),
    om("sqrt", C::Special).op(math_op(F::Unary(U1::Sqrt))),
    om("rsqrt", C::Special).op(math_op(F::Unary(U1::Rsqrt))),
    om("cbrt", C::Special).op(math_op(F::Unary(U1::Cbrt))),
    om("exp", C::Special).op(math_op(F::Unary(U1::Exp))),
    om("exp2", C::Special).op(math_op(F::Unary(U1::Exp2))),
    om("exp10", C::Special).op(math_op(F::Unary(U1::Exp10))),
    om("expm1", C::Special).op(math_op(F::Unary(U1::Expm1))),
    om("log", C::Special).op(math_op(F::Unary(U1::Log))),
    om("log2", C::Special).op(math_op(F::Unary(U1::Log2))),
    om("log10", C::Special).op(math_op(F::Unary(U1::Log10))),
    om("log1p", C::Special).op(math_op(F::Unary(U1::Log1p))),
    om("logb", C::Special),
    om("pow", C::Special).op(math_op(F::Binary(B2::Pow))),
    om("pown", C::Special),
    om("powr", C::Special),
    om("rootn", C::Special),
    om("sin", C::Special).op(math_op(F::Unary(U1::Sin))),
    om("cos", C::Special).op(math_op(F::Unary(U1::Cos))),
    om("tan", C::Special).op(math_op(F::Unary(U1::Tan))),
    om("sinh", C::Special).op(math_op(F::Unary(U1::Sinh))),
    om("cosh", C::Special).op(math_op(F::Unary(U1::Cosh))),
    om("tanh", C::Special).op(math_op(F::Unary(U1::Tanh))),
    om("asin", C::Special).op(math_op(F::Unary(U1::Asin))),
    om("acos", C::Special).op(math_op(F::Unary(U1::Acos))),
    om("atan", C::Special).op(math_op(F::Unary(U1::Atan))),
    om("atan2", C::Special).op(math_op(F::Binary(B2::Atan2))),
    om("asinh", C::Special),
    om("acosh", C::Special),
    om("atanh", C::Special),
    om("sinpi", C::Special),
    om("cospi", C::Special),
    om("tanpi", C::Special),
    om("asinpi", C::Special),
    om("acospi", C::Special),
    om("atanpi", C::Special),
    om("atan2pi", C::Special),
    om("erf", C::Special),
    om("erfc", C::Special),
    om("tgamma", C::Special),
    om("lgamma", C::Special),
    om("hypot", C::Special).op(math_op(F::Binary(B2::Hypot))),
    om("fmod", C::FloatDiv).op(math_op(F::Binary(B2::Fmod))),
    om("remainder", C::FloatDiv),
    om_out("sincos", C::Special).op(cl(O::Sincos)),
    om_out("lgamma_r", C::Special),
    om_out("remquo", C::FloatDiv),
    om_out("fract", C::FloatAlu).op(cl(O::Fract)),
    om_out("frexp", C::FloatAlu),
    om_out("modf", C::FloatAlu).op(cl(O::Modf)),
    om("fabs", C::FloatAlu).op(math_op(F::Unary(U1::Fabs))),
    om("ceil", C::FloatAlu).op(math_op(F::Unary(U1::Ceil))),
    om("floor", C::FloatAlu).op(math_op(F::Unary(U1::Floor))),
    om("trunc", C::FloatAlu).op(math_op(F::Unary(U1::Trunc))),
    om("round", C::FloatAlu).op(math_op(F::Unary(U1::Round))),
    om("rint", C::FloatAlu).op(math_op(F::Unary(U1::Rint))),
    om("copysign", C::FloatAlu).op(math_op(F::Binary(B2::CopySign))),
    om("fmax", C::FloatAlu).op(math_op(F::Binary(B2::MaxNum))),
    om("fmin", C::FloatAlu).op(math_op(F::Binary(B2::MinNum))),
    om("fdim", C::FloatAlu).op(math_op(F::Binary(B2::Fdim))),
    om("maxmag", C::FloatAlu),
    om("minmag", C::FloatAlu),
    om("nextafter", C::FloatAlu),
    om("nan", C::FloatAlu),
    om("ilogb", C::FloatAlu),
    om("ldexp", C::FloatAlu),
    om("fma", C::FloatMulAdd).op(math_op(F::Fma)),
    om("mad", C::FloatMulAdd).op(cl(O::Mad)),
    om("mix", C::FloatMulAdd).op(cl(O::Mix)),
    om("degrees", C::FloatAlu).op(cl(O::Degrees)),
    om("radians", C::FloatAlu).op(cl(O::Radians)),
    om("step", C::FloatAlu).op(cl(O::Step)),
    om("smoothstep", C::FloatMulAdd),
    om("sign", C::FloatAlu).op(cl(O::Sign)),
    om("dot", C::FloatMulAdd),
    om("cross", C::FloatMulAdd),
    om("distance", C::Special),
    om("length", C::Special),
    om("normalize", C::Special),
    om("fast_distance", C::Special),
    om("fast_length", C::Special),
    om("fast_normalize", C::Special),
    // ---- integer ----
    om("abs", C::IntAlu).op(cl(O::Abs)),
    om("abs_diff", C::IntAlu).op(cl(O::AbsDiff)),
    om("add_sat", C::IntAlu).op(cl(O::AddSat)),
    om("sub_sat", C::IntAlu).op(cl(O::SubSat)),
    om("hadd", C::IntAlu).op(cl(O::HAdd)),
    om("rhadd", C::IntAlu).op(cl(O::RHAdd)),
    om("clamp", C::IntAlu).op(cl(O::Clamp)),
    om("clz", C::IntAlu).op(cl(O::Clz)),
    om("ctz", C::IntAlu).op(cl(O::Ctz)),
    om("popcount", C::IntAlu).op(cl(O::Popcount)),
    om("rotate", C::IntAlu).op(cl(O::Rotate)),
    om("upsample", C::IntAlu).op(cl(O::Upsample)),
    om("max", C::IntAlu).op(cl(O::Max)),
    om("min", C::IntAlu).op(cl(O::Min)),
    om("mul_hi", C::IntMul).op(cl(O::MulHi)),
    om("mad_hi", C::IntMul).op(cl(O::MadHi)),
    om("mad_sat", C::IntMul).op(cl(O::MadSat)),
    om("mul24", C::IntMul).op(cl(O::Mul24)),
    om("mad24", C::IntMul).op(cl(O::Mad24)),
    // ---- relational ----
    om("isequal", C::FloatAlu),
    om("isnotequal", C::FloatAlu),
    om("isgreater", C::FloatAlu),
    om("isgreaterequal", C::FloatAlu),
    om("isless", C::FloatAlu),
    om("islessequal", C::FloatAlu),
    om("islessgreater", C::FloatAlu),
    om("isfinite", C::FloatAlu),
    om("isinf", C::FloatAlu),
    om("isnan", C::FloatAlu),
    om("isnormal", C::FloatAlu),
    om("isordered", C::FloatAlu),
    om("isunordered", C::FloatAlu),
    om("signbit", C::FloatAlu),
    om("any", C::IntAlu),
    om("all", C::IntAlu),
    om("bitselect", C::IntAlu),
    om("select", C::IntAlu),
    om("shuffle", C::IntAlu),
    om("shuffle2", C::IntAlu),
    // ---- printf (a C name, not mangled) ----
    B::new("printf", K::Hint, R::Fixed(U::Divergent), C::Call),
];
