//! The GPU target model as tables: identity builtins and intrinsics and whether they are divergent
//! or uniform, barriers, warp-level operations, atomics, address spaces, warp size, and the cost
//! classes used by the emulator and the merging passes, and per-architecture timing parameters
//! ([`arch`]). One source of truth for target facts.
//!
//! Everything is data: static arrays of [`BuiltinInfo`] (in [`builtins`]), of
//! [`AddressSpaceInfo`] (in [`addrspace`]) and of [`cost::Cost`] rows, queried through a
//! [`TargetModel`] built from a module's triple:
//!
//! ```
//! use warpflow_target::{TargetModel, Uniformity, ResultRule};
//! let m = TargetModel::for_triple("nvptx64-nvidia-cuda").unwrap();
//! assert_eq!(m.warp_size(), 32);
//! let tid = m.classify_call("llvm.nvvm.read.ptx.sreg.tid.x").unwrap();
//! assert_eq!(tid.result, ResultRule::Fixed(Uniformity::Divergent));
//! assert!(m.classify_call("llvm.nvvm.barrier0").unwrap().is_barrier());
//! ```
//!
//! The crate does not depend on the IR: callees are names (`&str`), address spaces numbers.
//! Facts and their sources are summarised in `docs/target-model.md`.
#![deny(missing_docs)]

pub mod addrspace;
pub mod arch;
pub mod builtins;
pub mod cost;
pub mod cpu;
pub mod function;
pub mod mangle;
pub mod model;
pub mod ops;
pub mod target;
pub mod uniformity;

pub use addrspace::{AddressSpaceInfo, AddressSpaceKind, LoadRule};
pub use arch::{Arch, ArchParams, Unit};
pub use builtins::{BuiltinInfo, BuiltinKind, NameMatch};
pub use cost::{Cost, CostClass, CostTable};
pub use function::{AsmConstraintInfo, ConstraintForm, ThreadBoundAttr};
pub use model::{OperandFact, TargetModel};
pub use ops::{
    AtomicKind, AtomicScope, BuiltinOp, FBinary, FUnary, IMath, MathFn, MemoryOp, OpenClFn, Precision,
    ShuffleMode, VoteMode,
};
pub use target::{Target, TargetError, TargetSet};
pub use uniformity::{Dim, Dimension, Llvm19Rule, ResultRule, SyncScope, Uniformity, WarpMembers};
