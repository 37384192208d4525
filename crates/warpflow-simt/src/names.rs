//! What the emulator does for each builtin the target model knows.
//!
//! Which callee is what (an identity, a barrier, a shuffle, a math function, an atomic), its
//! exact operation (which shuffle mode, which math function at which width, which atomic) and
//! its cost class come from the target model (`warpflow_target::TargetModel::classify_call`,
//! one table for the whole project, with the operation as typed data in
//! `warpflow_target::BuiltinInfo::op`). This module only maps those typed facts to what the
//! emulator implements, and matches no names. A callee the target model does not know, or one
//! it knows but the emulator does not implement, is an unsupported call: the decoder reports
//! it, never guesses. The operation enums are the target model's, re-exported under the names
//! the executor uses.

use warpflow_target::{
    BuiltinInfo, BuiltinKind, BuiltinOp, Dim, Dimension, MathFn, MemoryOp, OpenClFn, Precision, ResultRule,
    SyncScope, TargetModel,
};

/// A special register / work-item identity query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sreg {
    /// thread index in the block (`tid`, `get_local_id`, `workitem.id`)
    Tid(u8),
    /// block size (`ntid`, `get_local_size`)
    Ntid(u8),
    /// block index (`ctaid`, `get_group_id`, `workgroup.id`)
    Ctaid(u8),
    /// grid size in blocks (`nctaid`, `get_num_groups`)
    Nctaid(u8),
    /// global thread index (`get_global_id`)
    GlobalId(u8),
    /// global size in threads (`get_global_size`)
    GlobalSize(u8),
    /// lane index in the warp
    LaneId,
    /// warp size
    WarpSize,
    /// a dimension given at run time by the call's argument (OpenCL builtins take `dim`)
    Dynamic(DynSreg),
}

/// OpenCL work-item functions whose dimension is the call argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum DynSreg {
    LocalId,
    LocalSize,
    GroupId,
    NumGroups,
    GlobalId,
    GlobalSize,
}

/// Shuffle modes (the target model's).
pub use warpflow_target::ShuffleMode as ShflMode;
/// Vote modes, unary and binary float math and integer math (the target model's).
pub use warpflow_target::{FBinary, FUnary, IMath, VoteMode};

/// OpenCL atomic functions (the target model's atomic kinds).
pub use warpflow_target::AtomicKind as ClAtomic;

/// What a callee name means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// identity query
    Sreg(Sreg),
    /// block-wide barrier (`barrier0`, `barrier.sync`, `s.barrier`, OpenCL `barrier`)
    Barrier,
    /// `bar.warp.sync` / `__syncwarp`
    WarpSync,
    /// `shfl.sync.*` (the decoder reads from the call's result type whether it also returns the
    /// in-range predicate: `{i32, i1}` for the `p` forms)
    Shfl(ShflMode),
    /// `vote.*.sync`
    Vote(VoteMode),
    /// `activemask`
    ActiveMask,
    /// memory fences (no effect in the emulator; memory is sequentially consistent)
    Fence,
    /// no semantics (lifetime markers, assume, debug intrinsics)
    Nop,
    /// `llvm.fma` / `llvm.fmuladd` (one rounding); `Some(double)` when the entry fixes the
    /// width (libdevice), `None` when the operand type gives it
    Fma(Option<bool>),
    /// unary float math (width as for `Fma`)
    FUnary(FUnary, Option<bool>),
    /// binary float math (width as for `Fma`)
    FBinary(FBinary, Option<bool>),
    /// integer math
    IMath(IMath),
    /// an OpenCL builtin overloaded on its operand type: the decoder lowers it to integer or
    /// float ops after the call's operand types and mangled name
    OpenCl(OpenClFn),
    /// `llvm.memcpy` / `llvm.memmove`
    Memcpy,
    /// `llvm.memset`
    Memset,
    /// OpenCL `async_work_group_copy` (`strided: false`) or `async_work_group_strided_copy`
    GroupCopy {
        /// whether it takes a stride operand
        strided: bool,
    },
    /// OpenCL `vloadN`, with `N`
    VectorLoad(u8),
    /// OpenCL `vstoreN`, with `N`
    VectorStore(u8),
    /// an OpenCL atomic function
    ClAtomic(ClAtomic),
}

fn dim_index(d: Dim) -> u8 {
    match d {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    }
}

/// What a callee means to the emulator: the operation, and the target model's entry (for its
/// cost class). `None` for callees the target model does not know and for builtins the
/// emulator does not implement.
pub fn classify(model: &TargetModel, name: &str) -> Option<(Builtin, &'static BuiltinInfo)> {
    let info = model.classify_call(name)?;
    Some((builtin_of(info)?, info))
}

/// The emulated operation of a target-model entry, from its typed facts alone (kind,
/// dimension, barrier scope, result rule and [`BuiltinInfo::op`]).
pub fn builtin_of(info: &BuiltinInfo) -> Option<Builtin> {
    let no_result = info.result == ResultRule::NoResult;
    Some(match (info.kind, info.op) {
        (kind, _) if kind.is_geometry() => match info.dimension {
            Dimension::Fixed(d) => {
                let d = dim_index(d);
                Builtin::Sreg(match info.kind {
                    BuiltinKind::ThreadId => Sreg::Tid(d),
                    BuiltinKind::BlockId => Sreg::Ctaid(d),
                    BuiltinKind::BlockDim => Sreg::Ntid(d),
                    BuiltinKind::GridDim => Sreg::Nctaid(d),
                    BuiltinKind::GlobalId => Sreg::GlobalId(d),
                    _ => Sreg::GlobalSize(d),
                })
            }
            // The emulator passes the call's first argument as the dimension.
            Dimension::Operand(0) => Builtin::Sreg(Sreg::Dynamic(match info.kind {
                BuiltinKind::ThreadId => DynSreg::LocalId,
                BuiltinKind::BlockId => DynSreg::GroupId,
                BuiltinKind::BlockDim => DynSreg::LocalSize,
                BuiltinKind::GridDim => DynSreg::NumGroups,
                BuiltinKind::GlobalId => DynSreg::GlobalId,
                _ => DynSreg::GlobalSize,
            })),
            _ => return None,
        },
        // `mbcnt` and sub-group ids are lane ids with operands or other meanings; only the
        // operand-less lane index is the bare lane number.
        (BuiltinKind::LaneId, BuiltinOp::LaneIndex) => Builtin::Sreg(Sreg::LaneId),
        (BuiltinKind::WarpSize, _) => Builtin::Sreg(Sreg::WarpSize),
        (BuiltinKind::Barrier, _) if no_result => match info.barrier {
            Some(SyncScope::Block) => Builtin::Barrier,
            Some(SyncScope::Warp) => Builtin::WarpSync,
            _ => return None,
        },
        (BuiltinKind::WarpSync, _) if no_result => Builtin::WarpSync,
        (BuiltinKind::Fence, _) if no_result => Builtin::Fence,
        (BuiltinKind::Marker | BuiltinKind::Hint, _) if no_result => Builtin::Nop,
        (BuiltinKind::ActiveMask, _) => Builtin::ActiveMask,
        // PTX `shfl.sync` and `vote.sync` only (the pre-Volta forms have no mask operand).
        (BuiltinKind::Shuffle, BuiltinOp::Shuffle { mode, sync: true }) => Builtin::Shfl(mode),
        (BuiltinKind::Vote | BuiltinKind::Ballot, BuiltinOp::Vote { mode, sync: true }) => {
            Builtin::Vote(mode)
        }
        (BuiltinKind::Math, BuiltinOp::Math { f, precision }) => {
            let p = match precision {
                Precision::Operand => None,
                Precision::F32 => Some(false),
                Precision::F64 => Some(true),
            };
            match f {
                MathFn::Fma => Builtin::Fma(p),
                MathFn::Unary(op) => Builtin::FUnary(op, p),
                MathFn::Binary(op) => Builtin::FBinary(op, p),
                MathFn::Int(op) => Builtin::IMath(op),
                MathFn::OpenCl(op) => Builtin::OpenCl(op),
            }
        }
        (BuiltinKind::Memory, BuiltinOp::Memory(MemoryOp::Copy | MemoryOp::Move)) => Builtin::Memcpy,
        (BuiltinKind::Memory, BuiltinOp::Memory(MemoryOp::Set)) => Builtin::Memset,
        (BuiltinKind::Memory, BuiltinOp::Memory(MemoryOp::GroupCopy { strided })) => {
            Builtin::GroupCopy { strided }
        }
        (BuiltinKind::Memory, BuiltinOp::Memory(MemoryOp::VectorLoad { n })) => Builtin::VectorLoad(n),
        (BuiltinKind::Memory, BuiltinOp::Memory(MemoryOp::VectorStore { n })) => Builtin::VectorStore(n),
        (BuiltinKind::Atomic, BuiltinOp::Atomic { kind, .. }) => Builtin::ClAtomic(kind),
        _ => return None,
    })
}
