//! The vocabulary of the tables: the uniformity lattice, dimensions, how a builtin's result
//! depends on its operands, synchronisation scopes, and what LLVM 19 says about a call.
//!
//! Invariant: [`Uniformity`] is totally ordered from most to least uniform
//! (`Uniform < BlockUniform < WarpUniform < Divergent`), and [`Uniformity::join`] is the maximum,
//! so combining facts never makes a value more uniform than any of its inputs.

use serde::{Deserialize, Serialize};

/// How much a value varies between the threads of a launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Uniformity {
    /// The same in every thread of the launch (grid and block sizes, warp size, kernel arguments).
    Uniform,
    /// The same in every thread of one block (work-group), may differ between blocks (block id).
    BlockUniform,
    /// The same in every active lane of one warp (sub-group, wavefront), may differ between
    /// warps of a block (warp id, vote and ballot results, `readfirstlane`).
    WarpUniform,
    /// May differ between lanes of one warp (thread id, lane id, atomics, shuffles).
    Divergent,
}

impl Uniformity {
    /// The least uniform of the two (lattice join).
    pub fn join(self, other: Uniformity) -> Uniformity {
        self.max(other)
    }

    /// Whether branches on this value can split a warp (only [`Uniformity::Divergent`] can).
    pub fn is_divergent(self) -> bool {
        self == Uniformity::Divergent
    }

    /// Whether the value is the same across a whole block (what LLVM calls uniform).
    pub fn is_block_uniform(self) -> bool {
        self <= Uniformity::BlockUniform
    }

    /// The level's name in human and machine output: `uniform`, `block-uniform`,
    /// `warp-uniform`, `divergent`.
    pub fn name(self) -> &'static str {
        match self {
            Uniformity::Uniform => "uniform",
            Uniformity::BlockUniform => "block-uniform",
            Uniformity::WarpUniform => "warp-uniform",
            Uniformity::Divergent => "divergent",
        }
    }
}

/// A grid/block dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dim {
    /// x, dimension 0.
    X,
    /// y, dimension 1.
    Y,
    /// z, dimension 2.
    Z,
}

impl Dim {
    /// The dimension with OpenCL index `i` (0, 1, 2).
    pub fn from_index(i: u64) -> Option<Dim> {
        match i {
            0 => Some(Dim::X),
            1 => Some(Dim::Y),
            2 => Some(Dim::Z),
            _ => None,
        }
    }

    /// The OpenCL index of the dimension.
    pub fn index(self) -> u32 {
        self as u32
    }
}

/// Which dimension an identity builtin reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dimension {
    /// Not per dimension (lane id, barriers, math).
    None,
    /// Fixed by the name (`llvm.nvvm.read.ptx.sreg.tid.y`).
    Fixed(Dim),
    /// Given by the call operand with this index (`get_local_id(uint dim)`: operand 0). A
    /// constant operand outside `0..=2` yields the value the OpenCL spec gives (0 or 1).
    Operand(u8),
}

/// How the uniformity of a builtin's result is computed from its operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ResultRule {
    /// The call has no result value (void barriers, fences, stores).
    NoResult,
    /// The result has at most this variance whatever the operands are (thread id: `Divergent`;
    /// `readfirstlane`: `WarpUniform`), except that a [`Dimension::Operand`] joins in the
    /// uniformity of that operand.
    Fixed(Uniformity),
    /// A pure function of its operands: the result is the join of the operands' uniformity
    /// (math intrinsics, `llvm.expect`). Constants are [`Uniformity::Uniform`].
    Operands,
    /// A broadcast within the warp: the result is [`Uniformity::WarpUniform`] when the lane
    /// operand (the index given) is at least warp-uniform, else divergent. When `full_width` is
    /// `Some((i, c))`, operand `i` must also be the constant `c` (PTX `shfl` clamp `0x1f`: the
    /// whole warp is one segment); otherwise the result is divergent.
    WarpBroadcast {
        /// The operand holding the source lane.
        lane: u8,
        /// The operand and constant that make the shuffle span the whole warp, if any.
        full_width: Option<(u8, u64)>,
    },
    /// Like a `load` through the pointer operand with this index: the address-space load rule
    /// of the target applies (OpenCL `vload`).
    LoadThrough(u8),
}

/// The set of threads a synchronising builtin waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SyncScope {
    /// The lanes of one warp (`bar.warp.sync`, `sub_group_barrier`, `wave.barrier`).
    Warp,
    /// Every thread of the block (`__syncthreads`, `s.barrier`, OpenCL `barrier`).
    Block,
    /// Every thread of a thread-block cluster (sm_90 `barrier.cluster`).
    Cluster,
}

/// Which lanes of a warp a warp-level synchronising operation requires to execute it together
/// (the operation's *members*). Executing it while a member lane is elsewhere (or has exited),
/// or from a lane that is not a member, is undefined behaviour on the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WarpMembers {
    /// The lanes named by the 32-bit member-mask operand with this index (PTX `membermask` of
    /// `shfl.sync`, `vote.sync`, `match.sync`, `redux.sync`, `bar.warp.sync`).
    MaskOperand(u8),
    /// Every lane of the sub-group (OpenCL sub-group functions without `non_uniform` in their
    /// name: they "must be encountered by all work-items in a sub-group").
    WholeWarp,
}

/// What LLVM 19's `UniformityAnalysis` (through the target's `TargetTransformInfo`) says about a
/// call, for `--compat llvm19`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Llvm19Rule {
    /// `isSourceOfDivergence`: the result is divergent whatever the operands.
    SourceOfDivergence,
    /// `isAlwaysUniform`: the result is uniform whatever the operands.
    AlwaysUniform,
    /// Neither: divergent exactly when an operand is divergent.
    DataDependent,
}
