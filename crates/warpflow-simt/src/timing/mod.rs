//! The timing models: what a launch costs in cycles on one SM.
//!
//! Two models, chosen by [`Timing`] in the run configuration:
//! - [`Timing::Simple`]: the cost-class model of [`crate::cost`] (every instruction of a warp
//!   waits for the previous one; waves of warps hide latency but not issue). Kept for
//!   comparison and as the default.
//! - [`Timing::Pipelined`]: a scheduler-level model of one SM of a generation of
//!   `warpflow_target::arch`, computed after the run from each warp's instruction trace
//!   ([`trace`], recorded by the executor through one hook per issued op, edge, divergence and
//!   reconvergence). [`sim`] replays the traces:
//!   - warps are resident by whole blocks, up to the occupancy (given, or the largest number of
//!     blocks the SM holds by its warp, block and shared-memory limits); a finished block's slot
//!     takes the next block of the launch;
//!   - each resident warp belongs to one of the SM's schedulers (round robin); a scheduler
//!     issues at most one machine instruction per cycle, greedy-then-oldest among its warps
//!     that can issue;
//!   - a warp issues in order; an instruction waits until the registers it reads are ready (a
//!     scoreboard: a result is ready its class latency after its producer issued) and until its
//!     unit of that scheduler is free (a warp instruction keeps a unit busy `warp size / unit
//!     lanes` cycles), so independent instructions of one warp overlap and other warps fill a
//!     warp's stalls;
//!   - memory: a global (private, constant) access costs the distinct sectors its active lanes
//!     touch, served by the SM's load/store path at its sectors per cycle, then the latency; a
//!     shared access costs its bank-conflict wavefronts (the largest number of distinct words
//!     any bank must deliver); an atomic adds the lanes that hit one address after the first;
//!   - reconvergence: a divergence issues the architecture's set-up instructions (BSSY, SSY, or
//!     the exec-mask save and write), each path's arrival its synchronisation instructions
//!     (BSYNC, SYNC, exec restore), and the reconverged warp waits the release cycles;
//!   - block barriers: a warp at its `j`-th barrier waits until every unfinished warp of its
//!     block has reached its `j`-th, then the barrier latency;
//!   - an IR op costs its machine expansion ([`ops`]): a `select` is one instruction, 64-bit
//!     integer arithmetic and compares two, address arithmetic with only a constant offset that
//!     only feeds loads and stores is free (it folds into the address operand), phi copies are
//!     free (register allocation coalesces them) but carry their source's ready time.
//!
//! What the pipelined model leaves out (each a simplification stated in `docs/timing-model.md`):
//! caches (every global access pays the DRAM latency), DRAM bandwidth, register-bank
//! conflicts, instruction-cache misses, dual issue; registers are tracked per function, not per
//! call frame, and per warp, not per lane (as the hardware scoreboard does).
//!
//! Neither model changes what a kernel computes: the trace is recorded beside the execution and
//! only `Stats::cycles` (and `Stats::timing`) depend on the model.

pub mod ops;
pub mod sim;
pub mod trace;

use serde::{Deserialize, Serialize};
use warpflow_target::Arch;

/// The timing model of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Timing {
    /// The cost-class model of [`crate::cost`].
    #[default]
    Simple,
    /// The pipelined scheduler model of one SM of `arch`.
    Pipelined(PipelineConfig),
}

impl Timing {
    /// The pipelined model of `arch` at the occupancy its limits give.
    pub fn pipelined(arch: Arch) -> Timing {
        Timing::Pipelined(PipelineConfig { arch, resident_warps: None, trace_limit: DEFAULT_TRACE_LIMIT })
    }

    /// Whether runs record instruction traces.
    pub fn traces(&self) -> bool {
        matches!(self, Timing::Pipelined(_))
    }

    /// `simple` or `pipelined`.
    pub fn name(&self) -> &'static str {
        match self {
            Timing::Simple => "simple",
            Timing::Pipelined(_) => "pipelined",
        }
    }
}

/// The trace events a launch may record before the run stops with an error (12 bytes each:
/// 100 million is 1.2 GB).
pub const DEFAULT_TRACE_LIMIT: u64 = 100_000_000;

/// Settings of the pipelined model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PipelineConfig {
    /// the generation whose parameters the model uses
    pub arch: Arch,
    /// resident warps per SM (rounded down to whole blocks, at least one block); `None`: from
    /// the SM's limits and the block size
    pub resident_warps: Option<u32>,
    /// trace events the launch may record in all
    pub trace_limit: u64,
}

/// What the pipelined model reports beside the cycles.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TimingReport {
    /// `pipelined`
    pub model: String,
    /// the architecture's name
    pub arch: String,
    /// resident blocks per SM
    pub resident_blocks: u32,
    /// resident warps per SM
    pub resident_warps: u32,
    /// cycles of the launch on one SM
    pub cycles: u64,
    /// machine instructions issued (the IR ops' expansions plus reconvergence instructions)
    pub machine_instructions: u64,
    /// of those, reconvergence instructions (set-up and synchronisation)
    pub reconvergence_instructions: u64,
    /// global, private and constant memory transactions (sectors)
    pub memory_transactions: u64,
    /// shared-memory wavefronts beyond one per access (bank-conflict replays)
    pub bank_conflict_replays: u64,
    /// issue cycles lost waiting at block barriers, summed over warps
    pub barrier_wait_cycles: u64,
    /// issued machine instructions / (cycles x schedulers): 1 when every scheduler issued
    /// every cycle
    pub issue_utilisation: f64,
}
