//! The typed operations of the builtin tables (`BuiltinInfo::op`): each agrees with the entry's
//! kind and members, and the names clang-19 emits carry the operation they perform.

use warpflow_target::builtins::all_entries;
use warpflow_target::{
    AtomicKind, AtomicScope, BuiltinKind as K, BuiltinOp as Op, FBinary, FUnary, IMath, MathFn, MemoryOp,
    Precision, ShuffleMode, Target, TargetModel, VoteMode, WarpMembers,
};

#[test]
fn operations_agree_with_kinds_and_members() {
    let mut with_op = 0;
    for e in all_entries() {
        let ok = match e.op {
            Op::Unspecified => true,
            Op::LaneIndex => e.kind == K::LaneId,
            Op::Shuffle { sync, .. } => {
                e.kind == K::Shuffle && (e.warp_members == Some(WarpMembers::MaskOperand(0))) == sync
            }
            Op::Vote { mode, sync } => {
                let kind = if mode == VoteMode::Ballot { K::Ballot } else { K::Vote };
                e.kind == kind && (e.warp_members == Some(WarpMembers::MaskOperand(0))) == sync
            }
            // `fract`, `sincos` and `modf` also store through their pointer operand: math, not pure
            Op::Math {
                f:
                    MathFn::OpenCl(
                        warpflow_target::OpenClFn::Fract
                        | warpflow_target::OpenClFn::Sincos
                        | warpflow_target::OpenClFn::Modf,
                    ),
                ..
            } => e.kind == K::Math && !e.is_pure,
            Op::Math { .. } => e.kind == K::Math && e.is_pure,
            Op::Memory(_) => e.kind == K::Memory,
            Op::Atomic { .. } => e.kind == K::Atomic,
            Op::Lifetime => e.kind == K::Marker,
        };
        assert!(ok, "{}: {:?} does not fit {:?}", e.name, e.op, e.kind);
        with_op += usize::from(e.op != Op::Unspecified);
    }
    assert!(with_op > 190, "{with_op}");
}

#[test]
fn names_carry_their_operation() {
    let nv = TargetModel::new(Target::Nvptx);
    let spir = TargetModel::new(Target::Spir);
    let op = |m: &TargetModel, n: &str| m.classify_call(n).unwrap().op;
    let math = |f, precision| Op::Math { f, precision };
    assert_eq!(op(&nv, "llvm.nvvm.read.ptx.sreg.laneid"), Op::LaneIndex);
    assert_eq!(op(&nv, "llvm.nvvm.read.ptx.sreg.tid.x"), Op::Unspecified);
    assert_eq!(op(&nv, "llvm.nvvm.shfl.sync.bfly.i32"), Op::Shuffle { mode: ShuffleMode::Bfly, sync: true });
    assert_eq!(op(&nv, "llvm.nvvm.shfl.sync.idx.f32p"), Op::Shuffle { mode: ShuffleMode::Idx, sync: true });
    assert_eq!(op(&nv, "llvm.nvvm.shfl.down.i32"), Op::Shuffle { mode: ShuffleMode::Down, sync: false });
    assert_eq!(op(&nv, "llvm.nvvm.vote.ballot.sync"), Op::Vote { mode: VoteMode::Ballot, sync: true });
    assert_eq!(op(&nv, "llvm.nvvm.vote.uni.sync"), Op::Vote { mode: VoteMode::Uni, sync: true });
    assert_eq!(op(&nv, "llvm.nvvm.vote.all"), Op::Vote { mode: VoteMode::All, sync: false });
    assert_eq!(op(&nv, "llvm.sqrt.f64"), math(MathFn::Unary(FUnary::Sqrt), Precision::Operand));
    assert_eq!(op(&nv, "llvm.fmuladd.v2f32"), math(MathFn::Fma, Precision::Operand));
    assert_eq!(op(&nv, "llvm.minimum.f32"), math(MathFn::Binary(FBinary::Minimum), Precision::Operand));
    assert_eq!(op(&nv, "llvm.bitreverse.i32"), math(MathFn::Int(IMath::BitReverse), Precision::Operand));
    assert_eq!(op(&nv, "llvm.powi.f32.i32"), Op::Unspecified);
    assert_eq!(op(&nv, "__nv_sinf"), math(MathFn::Unary(FUnary::Sin), Precision::F32));
    assert_eq!(op(&nv, "__nv_sin"), math(MathFn::Unary(FUnary::Sin), Precision::F64));
    assert_eq!(op(&nv, "__nv_fast_fdividef"), math(MathFn::Binary(FBinary::Div), Precision::F32));
    assert_eq!(op(&nv, "__nv_erfinvf"), Op::Unspecified);
    // the exact libdevice entries keep the facts of the `__nv_` prefix entry
    let (exact, prefix) = (nv.classify_call("__nv_sinf").unwrap(), nv.classify_call("__nv_erfinvf").unwrap());
    assert_eq!(
        (exact.kind, exact.cost, exact.result, exact.is_pure),
        (prefix.kind, prefix.cost, prefix.result, prefix.is_pure)
    );
    assert_eq!(op(&nv, "llvm.memmove.p0.p0.i64"), Op::Memory(MemoryOp::Move));
    assert_eq!(op(&spir, "_Z4fmodff"), math(MathFn::Binary(FBinary::Fmod), Precision::Operand));
    assert_eq!(op(&spir, "_Z11native_sqrtf"), math(MathFn::Unary(FUnary::Sqrt), Precision::Operand));
    assert_eq!(op(&spir, "_Z11native_recipf"), Op::Unspecified);
    let rmw = |kind| Op::Atomic { kind, scope: AtomicScope::AddressSpace };
    assert_eq!(op(&spir, "_Z10atomic_addPU3AS1Vii"), rmw(AtomicKind::Add));
    assert_eq!(op(&spir, "_Z8atom_xorPU3AS3Vjj"), rmw(AtomicKind::Xor));
    assert_eq!(op(&spir, "_Z14atomic_cmpxchgPU3AS1Vjjj"), rmw(AtomicKind::CmpXchg));
    assert_eq!(op(&spir, "_Z16atomic_fetch_addPU3AS1VU7_Atomicii"), Op::Unspecified);
    let mem = |m| Op::Memory(m);
    assert_eq!(
        op(&spir, "_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event"),
        mem(MemoryOp::GroupCopy { strided: false })
    );
    assert_eq!(
        op(&spir, "_Z29async_work_group_strided_copyPU3AS1fPU3AS3Kfmm9ocl_event"),
        mem(MemoryOp::GroupCopy { strided: true })
    );
    assert_eq!(op(&spir, "_Z6vload4mPU3AS1Kf"), mem(MemoryOp::VectorLoad { n: 4 }));
    assert_eq!(op(&spir, "_Z6vload3mPU3AS3Ki"), mem(MemoryOp::VectorLoad { n: 3 }));
    assert_eq!(op(&spir, "_Z7vload16mPKc"), mem(MemoryOp::VectorLoad { n: 16 }));
    assert_eq!(op(&spir, "_Z7vstore3Dv3_fmPU3AS1f"), mem(MemoryOp::VectorStore { n: 3 }));
    assert_eq!(op(&spir, "_Z8vstore16Dv16_dmPd"), mem(MemoryOp::VectorStore { n: 16 }));
    // the half forms stay in the prefix families, with no operation
    assert_eq!(op(&spir, "_Z10vload_halfmPU3AS1KDh"), Op::Unspecified);
    assert_eq!(op(&spir, "_Z11vstore_halffmPU3AS1Dh"), Op::Unspecified);
    // a vector load keeps the facts of the prefix entry
    let (exact, prefix) =
        (spir.classify_call("_Z6vload2mPKf").unwrap(), spir.classify_call("_Z10vload_halfmPKDh").unwrap());
    assert_eq!((exact.kind, exact.cost, exact.result), (prefix.kind, prefix.cost, prefix.result));
}
