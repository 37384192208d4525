//! The emulator's builtins from the target model's typed entries (`warpflow_simt::names`):
//! callee names as clang-19 emits them resolve, through `TargetModel::classify_call`, to the
//! operation the emulator runs, and names the emulator does not implement to nothing.

use warpflow_simt::names::*;
use warpflow_target::TargetModel;

fn c(triple: &str, name: &str) -> Option<Builtin> {
    let m = TargetModel::for_triple(triple).unwrap();
    classify(&m, name).map(|x| x.0)
}

#[test]
fn names() {
    let nv = |n: &str| c("nvptx64-nvidia-cuda", n);
    assert_eq!(nv("llvm.nvvm.read.ptx.sreg.tid.y"), Some(Builtin::Sreg(Sreg::Tid(1))));
    assert_eq!(nv("llvm.nvvm.read.ptx.sreg.nctaid.z"), Some(Builtin::Sreg(Sreg::Nctaid(2))));
    assert_eq!(nv("llvm.nvvm.read.ptx.sreg.laneid"), Some(Builtin::Sreg(Sreg::LaneId)));
    assert_eq!(nv("llvm.nvvm.read.ptx.sreg.warpsize"), Some(Builtin::Sreg(Sreg::WarpSize)));
    assert_eq!(nv("llvm.nvvm.barrier0"), Some(Builtin::Barrier));
    assert_eq!(nv("llvm.nvvm.bar.warp.sync"), Some(Builtin::WarpSync));
    assert_eq!(nv("llvm.nvvm.membar.gl"), Some(Builtin::Fence));
    assert_eq!(nv("llvm.nvvm.shfl.sync.bfly.i32"), Some(Builtin::Shfl(ShflMode::Bfly)));
    assert_eq!(nv("llvm.nvvm.shfl.sync.idx.f32p"), Some(Builtin::Shfl(ShflMode::Idx)));
    assert_eq!(nv("llvm.nvvm.vote.ballot.sync"), Some(Builtin::Vote(VoteMode::Ballot)));
    assert_eq!(nv("llvm.nvvm.activemask"), Some(Builtin::ActiveMask));
    assert_eq!(nv("llvm.fmuladd.f32"), Some(Builtin::Fma(None)));
    assert_eq!(nv("llvm.sqrt.f32"), Some(Builtin::FUnary(FUnary::Sqrt, None)));
    assert_eq!(nv("llvm.ctpop.i32"), Some(Builtin::IMath(IMath::Ctpop)));
    assert_eq!(nv("llvm.memcpy.p0.p0.i64"), Some(Builtin::Memcpy));
    assert_eq!(nv("llvm.memmove.p0.p0.i64"), Some(Builtin::Memcpy));
    assert_eq!(nv("llvm.memset.p0.i64"), Some(Builtin::Memset));
    assert_eq!(nv("llvm.roundeven.f32"), Some(Builtin::FUnary(FUnary::Rint, None)));
    assert_eq!(nv("llvm.umax.i32"), Some(Builtin::IMath(IMath::UMax)));
    assert_eq!(nv("llvm.powi.f32.i32"), None);
    assert_eq!(nv("llvm.lifetime.start.p0"), Some(Builtin::Nop));
    // known to the target model, not implemented by the emulator
    assert_eq!(nv("llvm.nvvm.barrier0.popc"), None);
    assert_eq!(nv("llvm.nvvm.shfl.idx.i32"), None);
    assert_eq!(nv("llvm.nvvm.vote.any"), None);
    assert_eq!(nv("llvm.nvvm.fabs.f16"), None);
    // NVVM math executed (tests/nvvm_math.rs runs them)
    assert_eq!(nv("llvm.nvvm.fabs.f"), Some(Builtin::FUnary(FUnary::Fabs, Some(false))));
    assert_eq!(nv("llvm.nvvm.lg2.approx.ftz.f"), Some(Builtin::FUnary(FUnary::Log2, Some(false))));
    assert_eq!(nv("llvm.nvvm.rcp.rn.d"), Some(Builtin::FUnary(FUnary::Rcp, Some(true))));
    assert_eq!(nv("llvm.nvvm.div.approx.f"), Some(Builtin::FBinary(FBinary::Div, Some(false))));
    assert_eq!(nv("llvm.tan.f32"), Some(Builtin::FUnary(FUnary::Tan, None)));
    // CUDA libdevice: `NAMEf` single, `NAME` double, `fast_` forms the same function
    const F32: Option<bool> = Some(false);
    const F64: Option<bool> = Some(true);
    assert_eq!(nv("__nv_sinf"), Some(Builtin::FUnary(FUnary::Sin, F32)));
    assert_eq!(nv("__nv_sin"), Some(Builtin::FUnary(FUnary::Sin, F64)));
    assert_eq!(nv("__nv_fast_expf"), Some(Builtin::FUnary(FUnary::Exp, F32)));
    assert_eq!(nv("__nv_exp10f"), Some(Builtin::FUnary(FUnary::Exp10, F32)));
    assert_eq!(nv("__nv_fabsf"), Some(Builtin::FUnary(FUnary::Fabs, F32)));
    assert_eq!(nv("__nv_fabs"), Some(Builtin::FUnary(FUnary::Fabs, F64)));
    assert_eq!(nv("__nv_fminf"), Some(Builtin::FBinary(FBinary::MinNum, F32)));
    assert_eq!(nv("__nv_powf"), Some(Builtin::FBinary(FBinary::Pow, F32)));
    assert_eq!(nv("__nv_fmaf"), Some(Builtin::Fma(F32)));
    assert_eq!(nv("__nv_fma"), Some(Builtin::Fma(F64)));
    assert_eq!(nv("__nv_saturatef"), Some(Builtin::FUnary(FUnary::Saturate, F32)));
    assert_eq!(nv("__nv_fdividef"), Some(Builtin::FBinary(FBinary::Div, F32)));
    assert_eq!(nv("__nv_umin"), Some(Builtin::IMath(IMath::UMin)));
    // libdevice functions the emulator does not implement
    assert_eq!(nv("__nv_erff"), None);
    assert_eq!(nv("__nv_sincosf"), None);
    // unknown
    assert_eq!(nv("printf"), None);
    let cl = |n: &str| c("spir64-unknown-unknown", n);
    assert_eq!(cl("_Z12get_local_idj"), Some(Builtin::Sreg(Sreg::Dynamic(DynSreg::LocalId))));
    assert_eq!(cl("_Z10atomic_incPU3AS3Vj"), Some(Builtin::ClAtomic(ClAtomic::Inc)));
    assert_eq!(cl("_Z8atom_minPU3AS1Vii"), Some(Builtin::ClAtomic(ClAtomic::Min)));
    assert_eq!(cl("_Z14atomic_cmpxchgPU3AS1Vjjj"), Some(Builtin::ClAtomic(ClAtomic::CmpXchg)));
    // C11-style atomics are known to the model, not implemented
    assert_eq!(cl("_Z16atomic_fetch_addPU3AS1VU7_Atomicii"), None);
    assert_eq!(cl("_Z7barrierj"), Some(Builtin::Barrier));
    assert_eq!(cl("_Z13exchange_nextPii"), None);
    assert_eq!(cl("_Z3sinf"), Some(Builtin::FUnary(FUnary::Sin, None)));
    assert_eq!(cl("_Z10native_cosf"), Some(Builtin::FUnary(FUnary::Cos, None)));
    assert_eq!(cl("_Z13native_divideff"), Some(Builtin::FBinary(FBinary::Div, None)));
    assert_eq!(cl("_Z10half_rsqrtf"), Some(Builtin::FUnary(FUnary::Rsqrt, None)));
    // reduced-precision forms the emulator does not implement
    assert_eq!(cl("_Z12native_recipf"), None);
    assert_eq!(cl("_Z5atan2ff"), Some(Builtin::FBinary(FBinary::Atan2, None)));
    let amd = |n: &str| c("amdgcn-amd-amdhsa", n);
    assert_eq!(amd("llvm.amdgcn.workitem.id.x"), Some(Builtin::Sreg(Sreg::Tid(0))));
    assert_eq!(amd("llvm.amdgcn.workgroup.id.y"), Some(Builtin::Sreg(Sreg::Ctaid(1))));
    assert_eq!(amd("llvm.amdgcn.s.barrier"), Some(Builtin::Barrier));
    // a name of another target is not a builtin here
    assert_eq!(amd("llvm.nvvm.barrier0"), None);
}

#[test]
fn opencl_group_copies_and_vector_accesses() {
    let cl = |n: &str| c("spir64-unknown-unknown", n);
    let copy = |strided| Some(Builtin::GroupCopy { strided });
    assert_eq!(cl("_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event"), copy(false));
    assert_eq!(cl("_Z29async_work_group_strided_copyPU3AS1fPU3AS3Kfmm9ocl_event"), copy(true));
    assert_eq!(cl("_Z6vload4mPU3AS1Kf"), Some(Builtin::VectorLoad(4)));
    assert_eq!(cl("_Z6vload3mPU3AS1Kf"), Some(Builtin::VectorLoad(3)));
    assert_eq!(cl("_Z7vstore3Dv3_fmPU3AS1f"), Some(Builtin::VectorStore(3)));
    assert_eq!(cl("_Z8vstore16Dv16_imPU3AS1i"), Some(Builtin::VectorStore(16)));
    assert_eq!(cl("_Z17wait_group_eventsiPU3AS49ocl_event"), Some(Builtin::Barrier));
    // the half-precision forms are not implemented
    assert_eq!(cl("_Z10vload_halfmPU3AS1KDh"), None);
    assert_eq!(cl("_Z12vstore_half4Dv4_fmPU3AS1Dh"), None);
}

#[test]
fn cost_classes_come_from_the_target_model() {
    let m = TargetModel::for_triple("nvptx64-nvidia-cuda").unwrap();
    let cost = |n: &str| classify(&m, n).unwrap().1.cost;
    use warpflow_target::CostClass;
    assert_eq!(cost("llvm.sqrt.f32"), CostClass::Special);
    assert_eq!(cost("llvm.nvvm.barrier0"), CostClass::Barrier);
    assert_eq!(cost("llvm.nvvm.shfl.sync.down.i32"), CostClass::WarpOp);
    assert_eq!(cost("llvm.fmuladd.f32"), CostClass::FloatMulAdd);
}
