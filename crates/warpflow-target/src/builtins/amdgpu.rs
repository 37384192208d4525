//! AMDGPU (HIP and OpenCL) intrinsics as clang-19 emits them, and the HIP device-library
//! (`__ockl_*`) work-item functions that stay calls when compiled with `-nogpulib`. Sources:
//! LLVM's `IntrinsicsAMDGPU.td` names, the LLVM "User Guide for AMDGPU Backend" (work-item ids
//! in VGPRs, work-group ids and dispatch pointers in SGPRs), and LLVM 19's
//! `AMDGPUSearchableTables.td` lists `SourceOfDivergence` / `AlwaysUniform` for the
//! [`crate::Llvm19Rule`] column (cross-checked by a test against `opt-19 -passes='print<uniformity>'`).
//!
//! Scalar (SGPR) results are the same for the whole wavefront: `readfirstlane`, `readlane`,
//! `ballot`, `icmp`/`fcmp` (lane masks) and `s.memtime` are warp-uniform.
//!
//! Warp members: none. Wave intrinsics act on the lanes enabled in `exec` when they execute
//! (a `ballot` in divergent code counts the active lanes, a `wave.barrier` only orders the
//! wave's own instructions), so they are defined under divergence and have no member set to
//! check; the SPIR-V/OpenCL sub-group functions on amdgcn are checked through the OpenCL table.

use super::mk::*;
use super::BuiltinInfo as B;
use super::BuiltinKind as K;
use crate::cost::CostClass as C;
use crate::target::TargetSet;
use crate::uniformity::{Dimension, Llvm19Rule as L, ResultRule as R, SyncScope as S, Uniformity as U};

const fn amd(b: B) -> B {
    b.on(TargetSet::AMDGPU)
}

const fn id(name: &'static str, kind: K, u: U, d: Dimension) -> B {
    ident(name, kind, u, d).on(TargetSet::AMDGPU)
}

const fn wave(name: &'static str, kind: K, result: R, llvm: L) -> B {
    B::new(name, kind, result, C::WarpOp).on(TargetSet::AMDGPU).convergent().llvm19(llvm)
}

const fn amath(name: &'static str, cost: C) -> B {
    math(name, cost).on(TargetSet::AMDGPU).family()
}

const fn aatomic(name: &'static str) -> B {
    atomic(name).on(TargetSet::AMDGPU).family().llvm19(L::SourceOfDivergence)
}

const fn cflow(name: &'static str, result: R, llvm: L) -> B {
    B::new(name, K::ControlFlow, result, C::Branch).on(TargetSet::AMDGPU).family().convergent().llvm19(llvm)
}

const fn interp(name: &'static str, result: R, llvm: L) -> B {
    B::new(name, K::Interpolation, result, C::Special).on(TargetSet::AMDGPU).llvm19(llvm)
}

const fn ockl(name: &'static str, kind: K, u: U, d: Dimension) -> B {
    ident(name, kind, u, d).on(TargetSet::AMDGPU)
}

/// The AMDGPU table.
pub static AMDGPU: &[B] = &[
    // ---- identities ----
    id("llvm.amdgcn.workitem.id.x", K::ThreadId, U::Divergent, X).llvm19(L::SourceOfDivergence),
    id("llvm.amdgcn.workitem.id.y", K::ThreadId, U::Divergent, Y).llvm19(L::SourceOfDivergence),
    id("llvm.amdgcn.workitem.id.z", K::ThreadId, U::Divergent, Z).llvm19(L::SourceOfDivergence),
    id("llvm.amdgcn.workgroup.id.x", K::BlockId, U::BlockUniform, X),
    id("llvm.amdgcn.workgroup.id.y", K::BlockId, U::BlockUniform, Y),
    id("llvm.amdgcn.workgroup.id.z", K::BlockId, U::BlockUniform, Z),
    // mbcnt.lo/hi(mask, acc): bits of mask below this lane, plus acc: the lane id for ~0.
    id("llvm.amdgcn.mbcnt.lo", K::LaneId, U::Divergent, ND).llvm19(L::SourceOfDivergence),
    id("llvm.amdgcn.mbcnt.hi", K::LaneId, U::Divergent, ND).llvm19(L::SourceOfDivergence),
    id("llvm.amdgcn.dispatch.ptr", K::KernelPointer, U::Uniform, ND),
    id("llvm.amdgcn.implicitarg.ptr", K::KernelPointer, U::Uniform, ND),
    id("llvm.amdgcn.kernarg.segment.ptr", K::KernelPointer, U::Uniform, ND),
    id("llvm.amdgcn.queue.ptr", K::KernelPointer, U::Uniform, ND),
    id("llvm.amdgcn.implicit.buffer.ptr", K::KernelPointer, U::Uniform, ND),
    id("llvm.amdgcn.dispatch.id", K::HardwareId, U::Uniform, ND),
    id("llvm.amdgcn.lds.kernel.id", K::HardwareId, U::Uniform, ND),
    id("llvm.amdgcn.wavefrontsize", K::WarpSize, U::Uniform, ND),
    amd(B::new("llvm.amdgcn.s.memtime", K::Clock, R::Fixed(U::WarpUniform), C::IntAlu)),
    amd(B::new("llvm.amdgcn.s.memrealtime", K::Clock, R::Fixed(U::WarpUniform), C::IntAlu)),
    amd(B::new("llvm.amdgcn.s.getreg", K::HardwareId, R::Fixed(U::WarpUniform), C::IntAlu)),
    // ---- barriers ----
    amd(B::new("llvm.amdgcn.s.barrier", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    amd(B::new("llvm.amdgcn.s.barrier.signal", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    amd(B::new("llvm.amdgcn.s.barrier.signal.isfirst", K::Barrier, R::Fixed(U::WarpUniform), C::Barrier)
        .sync(S::Block)),
    amd(B::new("llvm.amdgcn.s.barrier.wait", K::Barrier, R::NoResult, C::Barrier).sync(S::Block)),
    amd(B::new("llvm.amdgcn.wave.barrier", K::WarpSync, R::NoResult, C::Free).sync(S::Warp)),
    // ---- scheduling hints, waits ----
    amd(B::new("llvm.amdgcn.sched.barrier", K::Hint, R::NoResult, C::Free).convergent()),
    amd(B::new("llvm.amdgcn.sched.group.barrier", K::Hint, R::NoResult, C::Free).convergent()),
    amd(B::new("llvm.amdgcn.iglp.opt", K::Hint, R::NoResult, C::Free).convergent()),
    amd(B::new("llvm.amdgcn.s.waitcnt", K::Hint, R::NoResult, C::Fence)),
    amd(B::new("llvm.amdgcn.s.sleep", K::Hint, R::NoResult, C::Branch)),
    amd(B::new("llvm.amdgcn.s.setprio", K::Hint, R::NoResult, C::Free)),
    amd(fence("llvm.amdgcn.buffer.wbinvl1").family()),
    // ---- wave-level operations ----
    wave("llvm.amdgcn.readfirstlane", K::LaneRead, R::Fixed(U::WarpUniform), L::AlwaysUniform)
        .family()
        .pure()
        .ret_overloaded(),
    wave("llvm.amdgcn.readlane", K::LaneRead, R::Fixed(U::WarpUniform), L::AlwaysUniform)
        .family()
        .pure()
        .ret_overloaded(),
    wave("llvm.amdgcn.writelane", K::LaneWrite, R::Fixed(U::Divergent), L::SourceOfDivergence)
        .family()
        .ret_overloaded(),
    wave("llvm.amdgcn.ballot", K::Ballot, R::Fixed(U::WarpUniform), L::AlwaysUniform).family(),
    wave("llvm.amdgcn.icmp", K::Ballot, R::Fixed(U::WarpUniform), L::AlwaysUniform).family(),
    wave("llvm.amdgcn.fcmp", K::Ballot, R::Fixed(U::WarpUniform), L::AlwaysUniform).family(),
    wave("llvm.amdgcn.inverse.ballot", K::LaneMask, R::Fixed(U::Divergent), L::SourceOfDivergence).family(),
    wave("llvm.amdgcn.ds.swizzle", K::Shuffle, R::Fixed(U::Divergent), L::SourceOfDivergence),
    wave("llvm.amdgcn.ds.permute", K::Shuffle, R::Fixed(U::Divergent), L::DataDependent),
    wave("llvm.amdgcn.ds.bpermute", K::Shuffle, R::Fixed(U::Divergent), L::DataDependent),
    wave("llvm.amdgcn.mov.dpp", K::Shuffle, R::Fixed(U::Divergent), L::SourceOfDivergence)
        .family()
        .ret_overloaded(),
    wave("llvm.amdgcn.mov.dpp8", K::Shuffle, R::Fixed(U::Divergent), L::SourceOfDivergence).family(),
    wave("llvm.amdgcn.update.dpp", K::Shuffle, R::Fixed(U::Divergent), L::SourceOfDivergence)
        .family()
        .ret_overloaded(),
    wave("llvm.amdgcn.permlane16", K::Shuffle, R::Fixed(U::Divergent), L::SourceOfDivergence)
        .family()
        .ret_overloaded(),
    wave("llvm.amdgcn.permlanex16", K::Shuffle, R::Fixed(U::Divergent), L::SourceOfDivergence)
        .family()
        .ret_overloaded(),
    wave("llvm.amdgcn.permlane64", K::Shuffle, R::Fixed(U::Divergent), L::SourceOfDivergence)
        .family()
        .ret_overloaded(),
    wave("llvm.amdgcn.set.inactive", K::LaneWrite, R::Fixed(U::Divergent), L::DataDependent)
        .family()
        .ret_overloaded(),
    wave("llvm.amdgcn.wwm", K::Hint, R::Operands, L::DataDependent).family(),
    wave("llvm.amdgcn.strict.wwm", K::Hint, R::Operands, L::DataDependent).family(),
    wave("llvm.amdgcn.wqm", K::Hint, R::Operands, L::DataDependent).family(),
    wave("llvm.amdgcn.strict.wqm", K::Hint, R::Operands, L::DataDependent).family(),
    // ---- structurized control flow (SIAnnotateControlFlow output) ----
    // if(cond) / else(mask) -> { i1 branch condition, i64 saved exec mask }: the condition is
    // divergent (LLVM 19 keeps it a divergence source even for a uniform operand), the mask
    // is a scalar register. loop(mask) -> i1 is divergent; if.break(cond, mask) -> i64 is a
    // scalar mask (LLVM 19 AlwaysUniform).
    cflow("llvm.amdgcn.if", R::Fixed(U::Divergent), L::SourceOfDivergence).field(1, U::WarpUniform),
    cflow("llvm.amdgcn.else", R::Fixed(U::Divergent), L::SourceOfDivergence).field(1, U::WarpUniform),
    cflow("llvm.amdgcn.loop", R::Fixed(U::Divergent), L::SourceOfDivergence),
    cflow("llvm.amdgcn.if.break", R::Fixed(U::WarpUniform), L::AlwaysUniform),
    cflow("llvm.amdgcn.end.cf", R::NoResult, L::DataDependent),
    // ---- pixel-shader interpolation: per-lane barycentrics ----
    interp("llvm.amdgcn.interp.mov", R::Fixed(U::Divergent), L::SourceOfDivergence),
    interp("llvm.amdgcn.interp.p1", R::Fixed(U::Divergent), L::SourceOfDivergence),
    interp("llvm.amdgcn.interp.p2", R::Fixed(U::Divergent), L::SourceOfDivergence),
    interp("llvm.amdgcn.interp.p1.f16", R::Fixed(U::Divergent), L::SourceOfDivergence),
    interp("llvm.amdgcn.interp.p2.f16", R::Fixed(U::Divergent), L::SourceOfDivergence),
    interp("llvm.amdgcn.lds.param.load", R::Fixed(U::Divergent), L::SourceOfDivergence),
    interp("llvm.amdgcn.lds.direct.load", R::Fixed(U::Divergent), L::SourceOfDivergence)
        .family()
        .ret_overloaded(),
    // GFX11 forms take the per-lane coordinates as operands: data-dependent (opt-19 agrees).
    interp("llvm.amdgcn.interp.inreg.p10", R::Operands, L::DataDependent),
    interp("llvm.amdgcn.interp.inreg.p2", R::Operands, L::DataDependent),
    interp("llvm.amdgcn.interp.inreg.p10.f16", R::Operands, L::DataDependent),
    interp("llvm.amdgcn.interp.inreg.p2.f16", R::Operands, L::DataDependent),
    interp("llvm.amdgcn.interp.p10.rtz.f16", R::Operands, L::DataDependent),
    interp("llvm.amdgcn.interp.p2.rtz.f16", R::Operands, L::DataDependent),
    // ---- atomics ----
    aatomic("llvm.amdgcn.global.atomic"),
    aatomic("llvm.amdgcn.flat.atomic"),
    aatomic("llvm.amdgcn.atomic.cond.sub.u32"),
    aatomic("llvm.amdgcn.ds.fadd"),
    aatomic("llvm.amdgcn.ds.fmin"),
    aatomic("llvm.amdgcn.ds.fmax"),
    aatomic("llvm.amdgcn.ds.ordered.add"),
    aatomic("llvm.amdgcn.ds.ordered.swap"),
    aatomic("llvm.amdgcn.raw.buffer.atomic"),
    aatomic("llvm.amdgcn.struct.buffer.atomic"),
    aatomic("llvm.amdgcn.raw.ptr.buffer.atomic"),
    aatomic("llvm.amdgcn.struct.ptr.buffer.atomic"),
    aatomic("llvm.amdgcn.image.atomic"),
    // ---- buffer memory (descriptor-based global memory: uniform operands, uniform value) ----
    amd(B::new("llvm.amdgcn.raw.buffer.load", K::Memory, R::Operands, C::MemGlobal).family()),
    amd(B::new("llvm.amdgcn.struct.buffer.load", K::Memory, R::Operands, C::MemGlobal).family()),
    amd(B::new("llvm.amdgcn.raw.ptr.buffer.load", K::Memory, R::Operands, C::MemGlobal).family()),
    amd(B::new("llvm.amdgcn.struct.ptr.buffer.load", K::Memory, R::Operands, C::MemGlobal).family()),
    amd(B::new("llvm.amdgcn.s.buffer.load", K::Memory, R::Operands, C::MemConstant).family()),
    amd(B::new("llvm.amdgcn.raw.buffer.store", K::Memory, R::NoResult, C::MemGlobal).family()),
    amd(B::new("llvm.amdgcn.struct.buffer.store", K::Memory, R::NoResult, C::MemGlobal).family()),
    amd(B::new("llvm.amdgcn.raw.ptr.buffer.store", K::Memory, R::NoResult, C::MemGlobal).family()),
    amd(B::new("llvm.amdgcn.struct.ptr.buffer.store", K::Memory, R::NoResult, C::MemGlobal).family()),
    amath("llvm.amdgcn.make.buffer.rsrc", C::IntAlu),
    // ---- math ----
    amath("llvm.amdgcn.sqrt", C::Special),
    amath("llvm.amdgcn.rsq", C::Special),
    amath("llvm.amdgcn.rcp", C::Special),
    amath("llvm.amdgcn.sin", C::Special),
    amath("llvm.amdgcn.cos", C::Special),
    amath("llvm.amdgcn.exp2", C::Special),
    amath("llvm.amdgcn.log", C::Special),
    amath("llvm.amdgcn.fract", C::FloatAlu),
    amath("llvm.amdgcn.frexp.mant", C::FloatAlu),
    amath("llvm.amdgcn.frexp.exp", C::FloatAlu),
    amath("llvm.amdgcn.ldexp", C::FloatAlu),
    amath("llvm.amdgcn.fmed3", C::FloatAlu),
    amath("llvm.amdgcn.div.fixup", C::FloatAlu),
    amath("llvm.amdgcn.div.fmas", C::FloatMulAdd),
    amath("llvm.amdgcn.div.scale", C::FloatAlu),
    amath("llvm.amdgcn.trig.preop", C::FloatAlu),
    amath("llvm.amdgcn.class", C::FloatAlu),
    amath("llvm.amdgcn.fmul.legacy", C::FloatAlu),
    amath("llvm.amdgcn.fma.legacy", C::FloatMulAdd),
    amath("llvm.amdgcn.cubeid", C::FloatAlu),
    amath("llvm.amdgcn.cubema", C::FloatAlu),
    amath("llvm.amdgcn.cubesc", C::FloatAlu),
    amath("llvm.amdgcn.cubetc", C::FloatAlu),
    amath("llvm.amdgcn.ubfe", C::IntAlu),
    amath("llvm.amdgcn.sbfe", C::IntAlu),
    amath("llvm.amdgcn.alignbyte", C::IntAlu),
    amath("llvm.amdgcn.alignbit", C::IntAlu),
    amath("llvm.amdgcn.perm", C::IntAlu),
    amath("llvm.amdgcn.lerp", C::IntAlu),
    amath("llvm.amdgcn.sad", C::IntAlu),
    amath("llvm.amdgcn.msad", C::IntAlu),
    amath("llvm.amdgcn.qsad", C::IntAlu),
    amath("llvm.amdgcn.mqsad", C::IntAlu),
    amath("llvm.amdgcn.mul.u24", C::IntMul),
    amath("llvm.amdgcn.mul.i24", C::IntMul),
    amath("llvm.amdgcn.mulhi.u24", C::IntMul),
    amath("llvm.amdgcn.mulhi.i24", C::IntMul),
    amath("llvm.amdgcn.fdot2", C::FloatMulAdd),
    amath("llvm.amdgcn.sdot2", C::IntMul),
    amath("llvm.amdgcn.udot2", C::IntMul),
    amath("llvm.amdgcn.sdot4", C::IntMul),
    amath("llvm.amdgcn.udot4", C::IntMul),
    amath("llvm.amdgcn.sdot8", C::IntMul),
    amath("llvm.amdgcn.udot8", C::IntMul),
    amath("llvm.amdgcn.cvt.pkrtz", C::Conversion),
    amath("llvm.amdgcn.cvt.pknorm", C::Conversion),
    amath("llvm.amdgcn.cvt.pk", C::Conversion),
    // ---- HIP device library work-item functions (`-nogpulib`), dimension in operand 0 ----
    ockl("__ockl_get_local_id", K::ThreadId, U::Divergent, ARG0),
    ockl("__ockl_get_group_id", K::BlockId, U::BlockUniform, ARG0),
    ockl("__ockl_get_local_size", K::BlockDim, U::BlockUniform, ARG0),
    ockl("__ockl_get_enqueued_local_size", K::BlockDim, U::Uniform, ARG0),
    ockl("__ockl_get_num_groups", K::GridDim, U::Uniform, ARG0),
    ockl("__ockl_get_global_id", K::GlobalId, U::Divergent, ARG0),
    ockl("__ockl_get_global_size", K::GlobalSize, U::Uniform, ARG0),
    ockl("__ockl_get_global_offset", K::GlobalOffset, U::Uniform, ARG0),
    ockl("__ockl_get_work_dim", K::WorkDim, U::Uniform, ND),
    ockl("__ockl_get_local_linear_id", K::LinearId, U::Divergent, ND),
    ockl("__ockl_get_global_linear_id", K::LinearId, U::Divergent, ND),
    ockl("__ockl_activelane_u32", K::LaneId, U::Divergent, ND).convergent(),
    // ROCm device math library (`__ocml_sin_f32`, ...): pure math, when not linked.
    math("__ocml_", C::Special).on(TargetSet::AMDGPU).plain_prefix(),
    // OpenCL `printf` on AMDGPU: clang-19 reserves the output buffer with this call.
    amd(B::new("__printf_alloc", K::Hint, R::Fixed(U::Divergent), C::Call)),
];
