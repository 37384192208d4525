//! NVPTX (CUDA) intrinsics as clang-19 emits them. Sources: LLVM's `IntrinsicsNVVM.td` names
//! (as documented in the LLVM "User Guide for NVPTX Back-end"), and the PTX ISA for semantics
//! (special registers `%tid`, `%ntid`, `%ctaid`, `%nctaid`, `%laneid`, `%warpid`, `%nwarpid`,
//! `%smid`, `%lanemask_*`, `%clock*`; `bar.sync`/`barrier.sync`; `shfl.sync`, `vote.sync`,
//! `match.sync`, `redux.sync`, `activemask`).
//!
//! Warp members: every `.sync` operation names the lanes that must execute it together in its
//! 32-bit `membermask` operand (operand 0, except `redux.sync(value, membermask)`); the PTX ISA
//! makes it undefined when a lane executes it without being in the mask, or when a lane in the
//! mask does not execute it (for `.target sm_6x` and below, all lanes of the mask must execute it
//! converged). The pre-Volta forms without `.sync` and `activemask` act on the active lanes and
//! have no members.
//!
//! Notes on variance: `%warpid` and `%smid` are documented as volatile (they identify the
//! hardware slot, and may change on preemption), so they are not pure; within one execution of
//! the read all lanes of a warp (resp. threads of a block) see the same value. CUDA blocks all
//! have the same size, so `ntid` is uniform over the grid.

use super::mk::*;
use super::BuiltinInfo as B;
use super::BuiltinKind as K;
use crate::cost::CostClass as C;
use crate::ops::{
    BuiltinOp as Op, FBinary as B2, FUnary as U1, IMath as I, MathFn as F, Precision as P, ShuffleMode as SM,
    VoteMode as VM,
};
use crate::target::TargetSet;
use crate::uniformity::{ResultRule as R, SyncScope as S, Uniformity as U, WarpMembers as W};

const fn shfl(mode: SM, sync: bool) -> Op {
    Op::Shuffle { mode, sync }
}

const fn vote(mode: VM, sync: bool) -> Op {
    Op::Vote { mode, sync }
}

/// A CUDA libdevice function (`__nv_sinf`), with the facts of the `__nv_` prefix entry.
const fn libdevice(name: &'static str, f: F, precision: P) -> B {
    math(name, C::Special).on(TargetSet::NVPTX).op(Op::Math { f, precision })
}

const fn sreg(name: &'static str, kind: K, u: U, d: crate::uniformity::Dimension) -> B {
    ident(name, kind, u, d).on(TargetSet::NVPTX)
}

const fn nv(b: B) -> B {
    b.on(TargetSet::NVPTX)
}

const fn warp(name: &'static str, kind: K, result: R) -> B {
    B::new(name, kind, result, C::WarpOp).on(TargetSet::NVPTX).convergent().family()
}

/// A `.sync` warp operation: its members are the lanes of the `membermask` operand `mask`.
const fn warp_sync(name: &'static str, kind: K, result: R, mask: u8) -> B {
    warp(name, kind, result).members(W::MaskOperand(mask))
}

/// An NVVM math intrinsic the emulator executes as `f` (one exact name).
const fn nvop(name: &'static str, f: F, precision: P, cost: C) -> B {
    math(name, cost).on(TargetSet::NVPTX).op(Op::Math { f, precision })
}

const fn nmath(name: &'static str, cost: C) -> B {
    math(name, cost).on(TargetSet::NVPTX).family()
}

const fn conv(name: &'static str) -> B {
    B::new(name, K::Conversion, R::Operands, C::Conversion).pure().on(TargetSet::NVPTX).family()
}

const fn not_pure(b: B) -> B {
    B { is_pure: false, ..b }
}

/// The NVPTX table.
pub static NVPTX: &[B] = &[
    // ---- identities (PTX special registers) ----
    sreg("llvm.nvvm.read.ptx.sreg.tid.x", K::ThreadId, U::Divergent, X),
    sreg("llvm.nvvm.read.ptx.sreg.tid.y", K::ThreadId, U::Divergent, Y),
    sreg("llvm.nvvm.read.ptx.sreg.tid.z", K::ThreadId, U::Divergent, Z),
    sreg("llvm.nvvm.read.ptx.sreg.ntid.x", K::BlockDim, U::Uniform, X),
    sreg("llvm.nvvm.read.ptx.sreg.ntid.y", K::BlockDim, U::Uniform, Y),
    sreg("llvm.nvvm.read.ptx.sreg.ntid.z", K::BlockDim, U::Uniform, Z),
    sreg("llvm.nvvm.read.ptx.sreg.ctaid.x", K::BlockId, U::BlockUniform, X),
    sreg("llvm.nvvm.read.ptx.sreg.ctaid.y", K::BlockId, U::BlockUniform, Y),
    sreg("llvm.nvvm.read.ptx.sreg.ctaid.z", K::BlockId, U::BlockUniform, Z),
    sreg("llvm.nvvm.read.ptx.sreg.nctaid.x", K::GridDim, U::Uniform, X),
    sreg("llvm.nvvm.read.ptx.sreg.nctaid.y", K::GridDim, U::Uniform, Y),
    sreg("llvm.nvvm.read.ptx.sreg.nctaid.z", K::GridDim, U::Uniform, Z),
    sreg("llvm.nvvm.read.ptx.sreg.laneid", K::LaneId, U::Divergent, ND).op(Op::LaneIndex),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.warpid", K::WarpId, U::WarpUniform, ND)),
    sreg("llvm.nvvm.read.ptx.sreg.nwarpid", K::WarpCount, U::Uniform, ND),
    sreg("llvm.nvvm.read.ptx.sreg.warpsize", K::WarpSize, U::Uniform, ND),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.smid", K::HardwareId, U::BlockUniform, ND)),
    sreg("llvm.nvvm.read.ptx.sreg.nsmid", K::HardwareId, U::Uniform, ND),
    sreg("llvm.nvvm.read.ptx.sreg.gridid", K::HardwareId, U::Uniform, ND),
    sreg("llvm.nvvm.read.ptx.sreg.lanemask.eq", K::LaneMask, U::Divergent, ND),
    sreg("llvm.nvvm.read.ptx.sreg.lanemask.le", K::LaneMask, U::Divergent, ND),
    sreg("llvm.nvvm.read.ptx.sreg.lanemask.lt", K::LaneMask, U::Divergent, ND),
    sreg("llvm.nvvm.read.ptx.sreg.lanemask.ge", K::LaneMask, U::Divergent, ND),
    sreg("llvm.nvvm.read.ptx.sreg.lanemask.gt", K::LaneMask, U::Divergent, ND),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.clock", K::Clock, U::Divergent, ND)),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.clock64", K::Clock, U::Divergent, ND)),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.globaltimer", K::Clock, U::Divergent, ND)),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.pm0", K::Clock, U::Divergent, ND)),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.pm1", K::Clock, U::Divergent, ND)),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.pm2", K::Clock, U::Divergent, ND)),
    not_pure(sreg("llvm.nvvm.read.ptx.sreg.pm3", K::Clock, U::Divergent, ND)),
    // sm_90 thread-block clusters: a cluster id is the same for the whole block.
    sreg("llvm.nvvm.read.ptx.sreg.clusterid.x", K::BlockId, U::BlockUniform, X),
    sreg("llvm.nvvm.read.ptx.sreg.clusterid.y", K::BlockId, U::BlockUniform, Y),
    sreg("llvm.nvvm.read.ptx.sreg.clusterid.z", K::BlockId, U::BlockUniform, Z),
    sreg("llvm.nvvm.read.ptx.sreg.nclusterid.x", K::GridDim, U::Uniform, X),
    sreg("llvm.nvvm.read.ptx.sreg.nclusterid.y", K::GridDim, U::Uniform, Y),
    sreg("llvm.nvvm.read.ptx.sreg.nclusterid.z", K::GridDim, U::Uniform, Z),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.ctaid.x", K::BlockId, U::BlockUniform, X),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.ctaid.y", K::BlockId, U::BlockUniform, Y),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.ctaid.z", K::BlockId, U::BlockUniform, Z),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.nctaid.x", K::GridDim, U::Uniform, X),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.nctaid.y", K::GridDim, U::Uniform, Y),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.nctaid.z", K::GridDim, U::Uniform, Z),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.ctarank", K::BlockId, U::BlockUniform, ND),
    sreg("llvm.nvvm.read.ptx.sreg.cluster.nctarank", K::GridDim, U::Uniform, ND),
    sreg("llvm.nvvm.read.ptx.sreg.is.explicit.cluster", K::GridDim, U::Uniform, ND),
    // ---- barriers ----
    nv(B::new("llvm.nvvm.barrier0", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier0.popc", K::Barrier, R::Fixed(U::BlockUniform), C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier0.and", K::Barrier, R::Fixed(U::BlockUniform), C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier0.or", K::Barrier, R::Fixed(U::BlockUniform), C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier.n", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier.sync", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier.sync.cnt", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.bar.sync", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    nv(B::new("llvm.nvvm.barrier.cluster", K::Barrier, R::NoResult, C::Barrier).sync(S::Cluster).family()),
    nv(B::new("llvm.nvvm.bar.warp.sync", K::WarpSync, R::NoResult, C::WarpOp)
        .sync(S::Warp)
        .members(W::MaskOperand(0))),
    // ---- fences ----
    nv(fence("llvm.nvvm.membar.cta")),
    nv(fence("llvm.nvvm.membar.gl")),
    nv(fence("llvm.nvvm.membar.sys")),
    nv(fence("llvm.nvvm.fence").family()),
    // ---- warp-level operations ----
    // shfl.sync.idx(mask, value, lane, clamp): a broadcast when the lane is uniform and the
    // clamp is 0x1f (one 32-lane segment).
    warp_sync(
        "llvm.nvvm.shfl.sync.idx",
        K::Shuffle,
        R::WarpBroadcast { lane: 2, full_width: Some((3, 0x1f)) },
        0,
    )
    .op(shfl(SM::Idx, true)),
    warp_sync("llvm.nvvm.shfl.sync.up", K::Shuffle, R::Fixed(U::Divergent), 0).op(shfl(SM::Up, true)),
    warp_sync("llvm.nvvm.shfl.sync.down", K::Shuffle, R::Fixed(U::Divergent), 0).op(shfl(SM::Down, true)),
    warp_sync("llvm.nvvm.shfl.sync.bfly", K::Shuffle, R::Fixed(U::Divergent), 0).op(shfl(SM::Bfly, true)),
    // Pre-Volta shfl without mask: shfl.idx(value, lane, clamp).
    warp("llvm.nvvm.shfl.idx", K::Shuffle, R::WarpBroadcast { lane: 1, full_width: Some((2, 0x1f)) })
        .op(shfl(SM::Idx, false)),
    warp("llvm.nvvm.shfl.up", K::Shuffle, R::Fixed(U::Divergent)).op(shfl(SM::Up, false)),
    warp("llvm.nvvm.shfl.down", K::Shuffle, R::Fixed(U::Divergent)).op(shfl(SM::Down, false)),
    warp("llvm.nvvm.shfl.bfly", K::Shuffle, R::Fixed(U::Divergent)).op(shfl(SM::Bfly, false)),
    warp_sync("llvm.nvvm.vote.all.sync", K::Vote, R::Fixed(U::WarpUniform), 0).op(vote(VM::All, true)),
    warp_sync("llvm.nvvm.vote.any.sync", K::Vote, R::Fixed(U::WarpUniform), 0).op(vote(VM::Any, true)),
    warp_sync("llvm.nvvm.vote.uni.sync", K::Vote, R::Fixed(U::WarpUniform), 0).op(vote(VM::Uni, true)),
    warp_sync("llvm.nvvm.vote.ballot.sync", K::Ballot, R::Fixed(U::WarpUniform), 0)
        .op(vote(VM::Ballot, true)),
    warp("llvm.nvvm.vote.all", K::Vote, R::Fixed(U::WarpUniform)).op(vote(VM::All, false)),
    warp("llvm.nvvm.vote.any", K::Vote, R::Fixed(U::WarpUniform)).op(vote(VM::Any, false)),
    warp("llvm.nvvm.vote.uni", K::Vote, R::Fixed(U::WarpUniform)).op(vote(VM::Uni, false)),
    warp("llvm.nvvm.vote.ballot", K::Ballot, R::Fixed(U::WarpUniform)).op(vote(VM::Ballot, false)),
    // match.any: the mask of lanes holding the same value (differs between groups of lanes);
    // match.all: the whole mask or 0, the same in every lane.
    warp_sync("llvm.nvvm.match.any.sync", K::Match, R::Fixed(U::Divergent), 0),
    warp_sync("llvm.nvvm.match.all.sync", K::Match, R::Fixed(U::WarpUniform), 0),
    // redux.sync(value, membermask): the mask is the second operand.
    warp_sync("llvm.nvvm.redux.sync", K::WarpReduce, R::Fixed(U::WarpUniform), 1),
    nv(B::new("llvm.nvvm.activemask", K::ActiveMask, R::Fixed(U::WarpUniform), C::WarpOp).convergent()),
    // ---- atomics ----
    nv(atomic("llvm.nvvm.atomic").family()),
    // ---- loads through the non-coherent and uniform caches ----
    nv(B::new("llvm.nvvm.ldg.global", K::Memory, R::LoadThrough(0), C::MemGlobal).family()),
    nv(B::new("llvm.nvvm.ldu.global", K::Memory, R::LoadThrough(0), C::MemConstant).family()),
    nv(B::new("llvm.nvvm.cp.async", K::Memory, R::NoResult, C::MemGlobal).family()),
    // ---- math ----
    // The forms CUDA's headers and clang's `__nvvm_*` builtins emit (`__log2f`, `__expf`,
    // `__sinf`, `__fdividef`, `rsqrtf`, `__frcp_rn`, `__fmaf_rn`, ... and -use_fast_math),
    // executed as the exact function: `.approx` results differ from the hardware's in the
    // last bits (the PTX ISA gives their maximum errors), and `.ftz` does not flush subnormals.
    // Names not listed fall to the families below (classified, not executed).
    nvop("llvm.nvvm.lg2.approx.f", F::Unary(U1::Log2), P::F32, C::Special),
    nvop("llvm.nvvm.lg2.approx.ftz.f", F::Unary(U1::Log2), P::F32, C::Special),
    nvop("llvm.nvvm.lg2.approx.d", F::Unary(U1::Log2), P::F64, C::Special),
    nvop("llvm.nvvm.ex2.approx.f", F::Unary(U1::Exp2), P::F32, C::Special),
    nvop("llvm.nvvm.ex2.approx.ftz.f", F::Unary(U1::Exp2), P::F32, C::Special),
    nvop("llvm.nvvm.ex2.approx.d", F::Unary(U1::Exp2), P::F64, C::Special),
    nvop("llvm.nvvm.sin.approx.f", F::Unary(U1::Sin), P::F32, C::Special),
    nvop("llvm.nvvm.sin.approx.ftz.f", F::Unary(U1::Sin), P::F32, C::Special),
    nvop("llvm.nvvm.cos.approx.f", F::Unary(U1::Cos), P::F32, C::Special),
    nvop("llvm.nvvm.cos.approx.ftz.f", F::Unary(U1::Cos), P::F32, C::Special),
    nvop("llvm.nvvm.rsqrt.approx.f", F::Unary(U1::Rsqrt), P::F32, C::Special),
    nvop("llvm.nvvm.rsqrt.approx.ftz.f", F::Unary(U1::Rsqrt), P::F32, C::Special),
    nvop("llvm.nvvm.rsqrt.approx.d", F::Unary(U1::Rsqrt), P::F64, C::Special),
    nvop("llvm.nvvm.sqrt.f", F::Unary(U1::Sqrt), P::F32, C::Special),
    nvop("llvm.nvvm.sqrt.rn.f", F::Unary(U1::Sqrt), P::F32, C::Special),
    nvop("llvm.nvvm.sqrt.rn.ftz.f", F::Unary(U1::Sqrt), P::F32, C::Special),
    nvop("llvm.nvvm.sqrt.approx.f", F::Unary(U1::Sqrt), P::F32, C::Special),
    nvop("llvm.nvvm.sqrt.approx.ftz.f", F::Unary(U1::Sqrt), P::F32, C::Special),
    nvop("llvm.nvvm.sqrt.rn.d", F::Unary(U1::Sqrt), P::F64, C::Special),
    nvop("llvm.nvvm.rcp.rn.f", F::Unary(U1::Rcp), P::F32, C::Special),
    nvop("llvm.nvvm.rcp.rn.ftz.f", F::Unary(U1::Rcp), P::F32, C::Special),
    nvop("llvm.nvvm.rcp.approx.ftz.f", F::Unary(U1::Rcp), P::F32, C::Special),
    nvop("llvm.nvvm.rcp.rn.d", F::Unary(U1::Rcp), P::F64, C::Special),
    nvop("llvm.nvvm.rcp.approx.ftz.d", F::Unary(U1::Rcp), P::F64, C::Special),
    nvop("llvm.nvvm.div.approx.f", F::Binary(B2::Div), P::F32, C::FloatDiv),
    nvop("llvm.nvvm.div.approx.ftz.f", F::Binary(B2::Div), P::F32, C::FloatDiv),
    nvop("llvm.nvvm.div.full", F::Binary(B2::Div), P::F32, C::FloatDiv),
    nvop("llvm.nvvm.div.full.ftz", F::Binary(B2::Div), P::F32, C::FloatDiv),
    nvop("llvm.nvvm.div.rn.f", F::Binary(B2::Div), P::F32, C::FloatDiv),
    nvop("llvm.nvvm.div.rn.ftz.f", F::Binary(B2::Div), P::F32, C::FloatDiv),
    nvop("llvm.nvvm.div.rn.d", F::Binary(B2::Div), P::F64, C::FloatDiv),
    nvop("llvm.nvvm.fma.rn.f", F::Fma, P::F32, C::FloatMulAdd),
    nvop("llvm.nvvm.fma.rn.ftz.f", F::Fma, P::F32, C::FloatMulAdd),
    nvop("llvm.nvvm.fma.rn.d", F::Fma, P::F64, C::FloatMulAdd),
    nvop("llvm.nvvm.fabs.f", F::Unary(U1::Fabs), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.fabs.ftz.f", F::Unary(U1::Fabs), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.fabs.d", F::Unary(U1::Fabs), P::F64, C::FloatAlu),
    nvop("llvm.nvvm.fmax.f", F::Binary(B2::MaxNum), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.fmax.ftz.f", F::Binary(B2::MaxNum), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.fmax.d", F::Binary(B2::MaxNum), P::F64, C::FloatAlu),
    nvop("llvm.nvvm.fmin.f", F::Binary(B2::MinNum), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.fmin.ftz.f", F::Binary(B2::MinNum), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.fmin.d", F::Binary(B2::MinNum), P::F64, C::FloatAlu),
    nvop("llvm.nvvm.saturate.f", F::Unary(U1::Saturate), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.saturate.ftz.f", F::Unary(U1::Saturate), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.saturate.d", F::Unary(U1::Saturate), P::F64, C::FloatAlu),
    nvop("llvm.nvvm.floor.f", F::Unary(U1::Floor), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.floor.ftz.f", F::Unary(U1::Floor), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.floor.d", F::Unary(U1::Floor), P::F64, C::FloatAlu),
    nvop("llvm.nvvm.ceil.f", F::Unary(U1::Ceil), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.ceil.ftz.f", F::Unary(U1::Ceil), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.ceil.d", F::Unary(U1::Ceil), P::F64, C::FloatAlu),
    // `cvt.rni`: to the nearest integer, ties to even
    nvop("llvm.nvvm.round.f", F::Unary(U1::Rint), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.round.ftz.f", F::Unary(U1::Rint), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.round.d", F::Unary(U1::Rint), P::F64, C::FloatAlu),
    nvop("llvm.nvvm.trunc.f", F::Unary(U1::Trunc), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.trunc.ftz.f", F::Unary(U1::Trunc), P::F32, C::FloatAlu),
    nvop("llvm.nvvm.trunc.d", F::Unary(U1::Trunc), P::F64, C::FloatAlu),
    nmath("llvm.nvvm.div", C::FloatDiv),
    nmath("llvm.nvvm.rcp", C::Special),
    nmath("llvm.nvvm.sqrt", C::Special),
    nmath("llvm.nvvm.rsqrt", C::Special),
    nmath("llvm.nvvm.ex2", C::Special),
    nmath("llvm.nvvm.lg2", C::Special),
    nmath("llvm.nvvm.sin", C::Special),
    nmath("llvm.nvvm.cos", C::Special),
    nmath("llvm.nvvm.fma", C::FloatMulAdd),
    nmath("llvm.nvvm.add", C::FloatAlu),
    nmath("llvm.nvvm.mul", C::FloatAlu),
    nmath("llvm.nvvm.fabs", C::FloatAlu),
    nmath("llvm.nvvm.fmax", C::FloatAlu),
    nmath("llvm.nvvm.fmin", C::FloatAlu),
    nmath("llvm.nvvm.saturate", C::FloatAlu),
    nmath("llvm.nvvm.floor", C::FloatAlu),
    nmath("llvm.nvvm.ceil", C::FloatAlu),
    nmath("llvm.nvvm.round", C::FloatAlu),
    nmath("llvm.nvvm.trunc", C::FloatAlu),
    nmath("llvm.nvvm.abs", C::IntAlu),
    nmath("llvm.nvvm.mulhi", C::IntMul),
    nmath("llvm.nvvm.mul24", C::IntMul),
    nmath("llvm.nvvm.sad", C::IntAlu),
    nmath("llvm.nvvm.prmt", C::IntAlu),
    nmath("llvm.nvvm.isspacep", C::IntAlu),
    // ---- conversions ----
    conv("llvm.nvvm.d2f"),
    conv("llvm.nvvm.d2i"),
    conv("llvm.nvvm.d2ui"),
    conv("llvm.nvvm.d2ll"),
    conv("llvm.nvvm.d2ull"),
    conv("llvm.nvvm.f2i"),
    conv("llvm.nvvm.f2ui"),
    conv("llvm.nvvm.f2ll"),
    conv("llvm.nvvm.f2ull"),
    conv("llvm.nvvm.i2f"),
    conv("llvm.nvvm.ui2f"),
    conv("llvm.nvvm.ll2f"),
    conv("llvm.nvvm.ull2f"),
    conv("llvm.nvvm.i2d"),
    conv("llvm.nvvm.ui2d"),
    conv("llvm.nvvm.ll2d"),
    conv("llvm.nvvm.ull2d"),
    conv("llvm.nvvm.lohi.i2d"),
    conv("llvm.nvvm.f2h"),
    conv("llvm.nvvm.f2bf16"),
    conv("llvm.nvvm.ff2bf16x2"),
    conv("llvm.nvvm.ff2f16x2"),
    // ---- CUDA libdevice (`__nv_sinf`, `__nv_float2int_rn`, ...): pure math, when not linked ----
    math("__nv_", C::Special).on(TargetSet::NVPTX).plain_prefix(),
    // the libdevice functions whose operation the model spells out (`NAMEf` single, `NAME`
    // double precision); same facts as the prefix entry above
    libdevice("__nv_sqrtf", F::Unary(U1::Sqrt), P::F32),
    libdevice("__nv_sqrt", F::Unary(U1::Sqrt), P::F64),
    libdevice("__nv_fabsf", F::Unary(U1::Fabs), P::F32),
    libdevice("__nv_fabs", F::Unary(U1::Fabs), P::F64),
    libdevice("__nv_exp2f", F::Unary(U1::Exp2), P::F32),
    libdevice("__nv_exp2", F::Unary(U1::Exp2), P::F64),
    libdevice("__nv_expf", F::Unary(U1::Exp), P::F32),
    libdevice("__nv_exp", F::Unary(U1::Exp), P::F64),
    libdevice("__nv_log2f", F::Unary(U1::Log2), P::F32),
    libdevice("__nv_log2", F::Unary(U1::Log2), P::F64),
    libdevice("__nv_logf", F::Unary(U1::Log), P::F32),
    libdevice("__nv_log", F::Unary(U1::Log), P::F64),
    libdevice("__nv_floorf", F::Unary(U1::Floor), P::F32),
    libdevice("__nv_floor", F::Unary(U1::Floor), P::F64),
    libdevice("__nv_ceilf", F::Unary(U1::Ceil), P::F32),
    libdevice("__nv_ceil", F::Unary(U1::Ceil), P::F64),
    libdevice("__nv_truncf", F::Unary(U1::Trunc), P::F32),
    libdevice("__nv_trunc", F::Unary(U1::Trunc), P::F64),
    libdevice("__nv_roundf", F::Unary(U1::Round), P::F32),
    libdevice("__nv_round", F::Unary(U1::Round), P::F64),
    libdevice("__nv_rintf", F::Unary(U1::Rint), P::F32),
    libdevice("__nv_rint", F::Unary(U1::Rint), P::F64),
    libdevice("__nv_nearbyintf", F::Unary(U1::Rint), P::F32),
    libdevice("__nv_nearbyint", F::Unary(U1::Rint), P::F64),
    libdevice("__nv_sinf", F::Unary(U1::Sin), P::F32),
    libdevice("__nv_sin", F::Unary(U1::Sin), P::F64),
    libdevice("__nv_cosf", F::Unary(U1::Cos), P::F32),
    libdevice("__nv_cos", F::Unary(U1::Cos), P::F64),
    libdevice("__nv_tanf", F::Unary(U1::Tan), P::F32),
    libdevice("__nv_tan", F::Unary(U1::Tan), P::F64),
    libdevice("__nv_asinf", F::Unary(U1::Asin), P::F32),
    libdevice("__nv_asin", F::Unary(U1::Asin), P::F64),
    libdevice("__nv_acosf", F::Unary(U1::Acos), P::F32),
    libdevice("__nv_acos", F::Unary(U1::Acos), P::F64),
    libdevice("__nv_atanf", F::Unary(U1::Atan), P::F32),
    libdevice("__nv_atan", F::Unary(U1::Atan), P::F64),
    libdevice("__nv_sinhf", F::Unary(U1::Sinh), P::F32),
    libdevice("__nv_sinh", F::Unary(U1::Sinh), P::F64),
    libdevice("__nv_coshf", F::Unary(U1::Cosh), P::F32),
    libdevice("__nv_cosh", F::Unary(U1::Cosh), P::F64),
    libdevice("__nv_tanhf", F::Unary(U1::Tanh), P::F32),
    libdevice("__nv_tanh", F::Unary(U1::Tanh), P::F64),
    libdevice("__nv_rsqrtf", F::Unary(U1::Rsqrt), P::F32),
    libdevice("__nv_rsqrt", F::Unary(U1::Rsqrt), P::F64),
    libdevice("__nv_cbrtf", F::Unary(U1::Cbrt), P::F32),
    libdevice("__nv_cbrt", F::Unary(U1::Cbrt), P::F64),
    libdevice("__nv_log10f", F::Unary(U1::Log10), P::F32),
    libdevice("__nv_log10", F::Unary(U1::Log10), P::F64),
    libdevice("__nv_exp10f", F::Unary(U1::Exp10), P::F32),
    libdevice("__nv_exp10", F::Unary(U1::Exp10), P::F64),
    libdevice("__nv_expm1f", F::Unary(U1::Expm1), P::F32),
    libdevice("__nv_expm1", F::Unary(U1::Expm1), P::F64),
    libdevice("__nv_log1pf", F::Unary(U1::Log1p), P::F32),
    libdevice("__nv_log1p", F::Unary(U1::Log1p), P::F64),
    libdevice("__nv_fminf", F::Binary(B2::MinNum), P::F32),
    libdevice("__nv_fmin", F::Binary(B2::MinNum), P::F64),
    libdevice("__nv_fmaxf", F::Binary(B2::MaxNum), P::F32),
    libdevice("__nv_fmax", F::Binary(B2::MaxNum), P::F64),
    libdevice("__nv_atan2f", F::Binary(B2::Atan2), P::F32),
    libdevice("__nv_atan2", F::Binary(B2::Atan2), P::F64),
    libdevice("__nv_hypotf", F::Binary(B2::Hypot), P::F32),
    libdevice("__nv_hypot", F::Binary(B2::Hypot), P::F64),
    libdevice("__nv_fmodf", F::Binary(B2::Fmod), P::F32),
    libdevice("__nv_fmod", F::Binary(B2::Fmod), P::F64),
    libdevice("__nv_fdimf", F::Binary(B2::Fdim), P::F32),
    libdevice("__nv_fdim", F::Binary(B2::Fdim), P::F64),
    libdevice("__nv_copysignf", F::Binary(B2::CopySign), P::F32),
    libdevice("__nv_copysign", F::Binary(B2::CopySign), P::F64),
    libdevice("__nv_powf", F::Binary(B2::Pow), P::F32),
    libdevice("__nv_pow", F::Binary(B2::Pow), P::F64),
    libdevice("__nv_fmaf", F::Fma, P::F32),
    libdevice("__nv_fma", F::Fma, P::F64),
    libdevice("__nv_saturatef", F::Unary(U1::Saturate), P::F32),
    libdevice("__nv_fdividef", F::Binary(B2::Div), P::F32),
    // `__nv_fast_*`: the reduced-precision hardware forms of the same functions
    libdevice("__nv_fast_expf", F::Unary(U1::Exp), P::F32),
    libdevice("__nv_fast_exp10f", F::Unary(U1::Exp10), P::F32),
    libdevice("__nv_fast_log2f", F::Unary(U1::Log2), P::F32),
    libdevice("__nv_fast_logf", F::Unary(U1::Log), P::F32),
    libdevice("__nv_fast_log10f", F::Unary(U1::Log10), P::F32),
    libdevice("__nv_fast_sinf", F::Unary(U1::Sin), P::F32),
    libdevice("__nv_fast_cosf", F::Unary(U1::Cos), P::F32),
    libdevice("__nv_fast_tanf", F::Unary(U1::Tan), P::F32),
    libdevice("__nv_fast_powf", F::Binary(B2::Pow), P::F32),
    libdevice("__nv_fast_fdividef", F::Binary(B2::Div), P::F32),
    // integer functions (the operand type gives the width)
    libdevice("__nv_abs", F::Int(I::Abs), P::Operand),
    libdevice("__nv_umin", F::Int(I::UMin), P::Operand),
    libdevice("__nv_umax", F::Int(I::UMax), P::Operand),
    // ---- hints and host services ----
    nv(B::new("llvm.nvvm.nanosleep", K::Hint, R::NoResult, C::Branch)),
    nv(B::new("vprintf", K::Hint, R::Fixed(U::Divergent), C::Call)),
    nv(B::new("__assertfail", K::Trap, R::NoResult, C::Call)),
];
