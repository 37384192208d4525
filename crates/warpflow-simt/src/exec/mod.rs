//! The interpreter: warps of `W` lanes executing decoded ops under a reconvergence policy.
//!
//! # Model
//! A warp is a set of *splits*: groups of lanes at the same position (frame, block, op) that
//! execute together. Registers live in *frames* (one per call instance), stored as structure of
//! arrays: register `r` of lane `l` is `regs[r * W + l]`. Lanes of different splits may share a
//! frame (they diverged inside it); their columns are disjoint.
//!
//! Reconvergence uses *convergence barriers* (the Volta `BSSY/BSYNC` model, which also expresses
//! the pre-Volta stack): when a split diverges at a branch, a barrier is created at the branch's
//! reconvergence point for the split's lanes (unless the split's innermost barrier is already
//! there), and each split keeps a stack of the barriers it is expected at. A split reaching the
//! block of one of its barriers waits there; when every expected lane (less exited ones) has
//! arrived, the waiting splits merge into one (a *reconvergence event*).
//!
//! - `ipdom`: barriers at the immediate post-dominator; the newest split runs first (stack order),
//!   waits are strict, so threads spinning on a lock held by a waiting lane hang (reported).
//! - `its`: the same barriers, but when the lanes a barrier waits for are *spinning* (a loop
//!   iteration — a back edge — with an atomic or volatile access, no store to shared or
//!   global memory and no change to the values the back edge carries into the loop's phis: it
//!   would repeat identically until another thread changes memory), the waiting lanes are
//!   released to run on without reconverging; so a spin
//!   lock completes. Loop state kept in private memory (allocas at -O0) is not compared, so
//!   at -O0 a loop whose atomics change nothing can be taken for spinning; that changes when
//!   lanes reconverge (statistics), never the results.
//! - `deferred`: barriers at the exit of the innermost loop containing both the branch and its
//!   immediate post-dominator (the nearest common post-dominator of the loop's exits), else at
//!   the immediate post-dominator.
//! - `none`: no convergence barriers; splits merge only when released together from a block
//!   barrier at the same position.
//!
//! Warp-level `.sync` operations (`shfl.sync`, `vote.sync`, `bar.warp.sync` with a mask): a split
//! whose mask names live lanes outside it waits at the operation (`WSync`); splits reaching the
//! same operation in the same frame join and execute it together once every live named lane is
//! there, then go on as the splits they were. When nothing in the block can run, one waiting split
//! per warp is released to execute it with the lanes that came (a synccheck fault, see
//! [`crate::synccheck`]).
//!
//! `byval` kernel parameters point to a private copy of the argument per thread (at the bottom of
//! its private stack). A `byval(T)` parameter of a device function points to the callee's own
//! copy of `size(T)` bytes, made at the call above the caller's stack and popped on return, so
//! the callee's writes never reach the caller (LangRef's `byval`: the argument is passed by
//! value through a hidden copy of the pointee).
//!
//! Block barriers: in `block` mode a barrier completes when every non-exited thread of the block
//! waits at the same barrier (a split waiting at a block barrier lets the other splits of its
//! warp run); otherwise, when nothing else can run, the run stops with a barrier-divergence
//! report. In `warp` mode a split waiting at a barrier stalls its whole warp, a warp counts as
//! arrived when any of its lanes arrived, and the lanes that were not at the barrier when it
//! completed are reported as having passed it early.
//!
//! Warps of a block run round-robin in slices; blocks run in parallel (rayon) and share global
//! memory. Atomics are applied lane by lane in lane order.
//!
//! Deterministic choices for what LLVM leaves undefined: `undef`/`poison` constants are 0; shifts
//! by at least the width give 0 (`shl`, `lshr`) or the sign fill (`ashr`); `sdiv` overflow wraps;
//! float-to-integer conversions saturate (NaN gives 0); `extractelement` out of range gives 0;
//! `llvm.fmuladd` is fused; a shuffle from an inactive lane reads that lane's register as it is.
//! Integer division by zero and `unreachable` stop the run with an error.
//!
//! # Errors: the kernel's faults and the emulator's limits
//! A run that does not complete ends with a [`SimError`] of one of two kinds
//! ([`SimError::kind`]):
//! - [`ErrorKind::KernelFault`]: what the kernel did, which would go wrong on a GPU too (or has
//!   no defined result there) — an access outside every mapped region or to read-only memory
//!   ([`SimError::Memory`]), undefined behaviour the emulator gives no value to
//!   ([`SimError::Trap`]: division by zero, `unreachable`), threads of a block not meeting at a
//!   block barrier ([`SimError::BarrierDivergence`]), threads that can never make progress
//!   ([`SimError::Hang`]). [`SimError::fault`] names which ([`KernelFault`]).
//! - [`ErrorKind::StepLimit`]: the kernel ran past the configured step limit; an endless loop
//!   and a long kernel look the same, so it is neither the kernel's fault nor the emulator's.
//! - [`ErrorKind::Emulator`]: what kept the emulator from running the kernel — a launch that
//!   does not fit it ([`SimError::Launch`]), a kernel it cannot decode ([`SimError::Decode`]),
//!   an instruction it does not implement ([`SimError::Unsupported`]), its memory limits
//!   ([`SimError::MemoryLimit`]). These say nothing about the kernel.
//!
//! # Files
//! - [`semantics`]: the value of each operation for one lane (pure functions over register
//!   bits), shared with the decoder's constant evaluator.
//! - `ops`: the step: one decoded op for the active lanes of a warp over a register file and a
//!   [`crate::memory::Memory`], returning an outcome (go on; the lanes each edge of a branch
//!   takes; call, return, block barrier, warp-level gathering; the kernel's fault) that the
//!   other parts act on. A plain function of its arguments, tested over a fake memory.
//! - `warp`: acts on the outcomes for a warp: splits, frames, branches, calls and returns,
//!   reconvergence under each [`Policy`], warp-level `.sync` operations.
//! - `block`: scheduling the warps of a block, block barriers, hang detection, locations, the
//!   block's memory ([`crate::memory::BlockMem`]), and the step's faults and errors turned into
//!   a [`SimError`] with the thread and location named.
//! - `observer`: the typed events the warp and block parts report (`observer::Event`,
//!   `observer::BlockEvent`), and the statistics, profiles, class counts and timing traces
//!   derived from them alone.
//! - this file: the public interface, the state the parts work on (`Shared`, what the blocks
//!   of a launch share, and `BlockRun`, one block being run; each part adds its methods to
//!   it) and the launch (memory set-up, blocks in parallel).
//!
//! The imports go one way: `block` uses `warp`, `ops` and `observer`, `warp` uses `ops` and
//! `observer`, `ops` uses `semantics` and the memory trait; `observer` and `semantics` use
//! none of them.

/// `$body` for each lane `$l` of `$mask` (a plain loop over all `$w` lanes when the mask is
/// `$full`); `break` leaves the loop over lanes.
macro_rules! each {
    ($mask:expr, $full:expr, $w:expr, |$l:ident| $body:block) => {{
        let m: u64 = $mask;
        if m == $full {
            #[allow(clippy::needless_range_loop)]
            for $l in 0..$w $body
        } else {
            let mut mm = m;
            while mm != 0 {
                let $l = mm.trailing_zeros() as usize;
                mm &= mm - 1;
                $body
            }
        }
    }};
}

mod block;
mod observer;
mod ops;
pub mod semantics;
mod warp;

use crate::cost::CostTable;
use crate::decode::Program;
use crate::memory::{self, GlobalMem, TAG_SHIFT};
use crate::profile::{BlockProfile, Profile, ProfileLayout};
use crate::stats::Stats;
use crate::synccheck::WarpSyncFault;
use observer::Observer;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use warpflow_ir::Module;

/// Reconvergence policies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Policy {
    /// pre-Volta stack, reconvergence at the immediate post-dominator
    Ipdom,
    /// independent thread scheduling with convergence barriers at the immediate post-dominator
    Its,
    /// reconvergence at the exit of the enclosing loop
    Deferred,
    /// no reconvergence until a block barrier or exit
    None,
}

impl Policy {
    /// All policies.
    pub const ALL: [Policy; 4] = [Policy::Ipdom, Policy::Its, Policy::Deferred, Policy::None];
    /// The policy's name.
    pub fn name(self) -> &'static str {
        match self {
            Policy::Ipdom => "ipdom",
            Policy::Its => "its",
            Policy::Deferred => "deferred",
            Policy::None => "none",
        }
    }
    /// Parses a policy name.
    pub fn from_name(s: &str) -> Option<Policy> {
        Policy::ALL.into_iter().find(|p| p.name() == s)
    }
}

/// Barrier semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BarrierMode {
    /// CUDA semantics: every non-exited thread of the block
    Block,
    /// hardware semantics of the seed: a warp arrives when any of its lanes arrives
    Warp,
}

/// Settings of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunConfig {
    /// reconvergence policy
    pub policy: Policy,
    /// barrier semantics
    pub barrier_mode: BarrierMode,
    /// lanes per warp (1..=64)
    pub warp_size: u32,
    /// stop after this many warp instructions in the whole launch
    pub step_limit: u64,
    /// stop when buffers, globals and shared memory of the launch need more bytes than this
    pub memory_limit: u64,
    /// private (stack) bytes per thread
    pub private_limit: u64,
    /// consecutive spinning loop iterations without any shared/global memory change after which
    /// the block is reported as hung
    pub hang_limit: u64,
    /// cost table
    pub cost: CostTable,
    /// timing model (`Stats::cycles` is its result)
    #[serde(default)]
    pub timing: crate::timing::Timing,
    /// run blocks in parallel
    pub parallel: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            policy: Policy::Ipdom,
            barrier_mode: BarrierMode::Block,
            warp_size: 32,
            step_limit: 2_000_000_000,
            memory_limit: 4 << 30,
            private_limit: 1 << 20,
            hang_limit: 100_000,
            cost: CostTable::default(),
            timing: crate::timing::Timing::Simple,
            parallel: true,
        }
    }
}

pub use crate::location::Location;

/// A block barrier that not all threads reached.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BarrierReport {
    /// the block (x, y, z)
    pub block: [u32; 3],
    /// the barrier waited at
    pub barrier: Location,
    /// threads (linear index in the block) waiting at it
    pub arrived: Vec<u32>,
    /// threads that exited
    pub exited: Vec<u32>,
    /// where the other threads are: (location, threads)
    pub elsewhere: Vec<(String, Vec<u32>)>,
}

/// Lanes that passed a barrier early in `warp` mode.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EarlyPass {
    /// the block (x, y, z)
    pub block: [u32; 3],
    /// the barrier
    pub barrier: Location,
    /// threads (linear index in the block) that were not at the barrier when their warp passed
    pub threads: Vec<u32>,
}

/// Errors of a run.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SimError {
    /// decoding failed
    #[error(transparent)]
    Decode(#[from] crate::decode::DecodeError),
    /// the launch does not fit the kernel
    #[error("launch: {0}")]
    Launch(String),
    /// an access outside every mapped region
    #[error("{loc}: thread {thread:?} of block {block:?}: {what} at address {addr:#x} ({space}): {region}")]
    Memory {
        /// where
        loc: Box<Location>,
        /// block
        block: [u32; 3],
        /// thread in block (x, y, z)
        thread: [u32; 3],
        /// the address
        addr: u64,
        /// its space
        space: String,
        /// what went wrong
        what: String,
        /// where the address falls, in the launch's terms (see [`memory::describe_addr`]):
        /// `byte 16384 of argument #2 (%out), a buffer of 16384 bytes (0 bytes past its end)`
        region: String,
    },
    /// an instruction the emulator does not implement was reached
    #[error("{0}")]
    Unsupported(String),
    /// undefined behaviour the emulator refuses to give a value to
    #[error("{loc}: thread {thread:?} of block {block:?}: {what}")]
    Trap {
        /// where
        loc: Box<Location>,
        /// block
        block: [u32; 3],
        /// thread
        thread: [u32; 3],
        /// what
        what: String,
    },
    /// the step limit was reached
    #[error("step limit of {0} warp instructions reached")]
    StepLimit(u64),
    /// the memory limit was reached
    #[error("memory limit: {0}")]
    MemoryLimit(String),
    /// barrier divergence (block mode, or exited threads in warp mode)
    #[error("barrier divergence in block {:?} at {}: {} threads arrived, {} exited, others elsewhere: {:?}", .0.block, .0.barrier, .0.arrived.len(), .0.exited.len(), .0.elsewhere)]
    BarrierDivergence(Box<BarrierReport>),
    /// threads that can never make progress
    #[error("hang in block {block:?}: {detail}")]
    Hang {
        /// block
        block: [u32; 3],
        /// where the threads are
        detail: String,
    },
}

/// What kind of error ended a run (see the [module docs](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// the kernel's fault: it would go wrong on a GPU too
    KernelFault,
    /// the step limit was reached
    StepLimit,
    /// the emulator could not run the kernel (launch, decoding, unsupported, memory limits)
    Emulator,
}

/// The kernel's faults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KernelFault {
    /// an access outside every mapped region, or a write to read-only memory
    Memory,
    /// undefined behaviour the emulator gives no value to
    Trap,
    /// threads of a block did not meet at a block barrier
    BarrierDivergence,
    /// threads that can never make progress
    Hang,
}

impl KernelFault {
    /// The fault's name (`memory`, `trap`, `barrier-divergence`, `hang`).
    pub fn name(self) -> &'static str {
        match self {
            KernelFault::Memory => "memory",
            KernelFault::Trap => "trap",
            KernelFault::BarrierDivergence => "barrier-divergence",
            KernelFault::Hang => "hang",
        }
    }
}

impl SimError {
    /// The kernel's fault this error reports, if it is one.
    pub fn fault(&self) -> Option<KernelFault> {
        match self {
            SimError::Memory { .. } => Some(KernelFault::Memory),
            SimError::Trap { .. } => Some(KernelFault::Trap),
            SimError::BarrierDivergence(_) => Some(KernelFault::BarrierDivergence),
            SimError::Hang { .. } => Some(KernelFault::Hang),
            SimError::Decode(_)
            | SimError::Launch(_)
            | SimError::Unsupported(_)
            | SimError::StepLimit(_)
            | SimError::MemoryLimit(_) => None,
        }
    }

    /// Whether the error is the kernel's fault rather than the emulator's or the step limit.
    pub fn is_kernel_fault(&self) -> bool {
        self.fault().is_some()
    }

    /// What kind of error this is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            _ if self.is_kernel_fault() => ErrorKind::KernelFault,
            SimError::StepLimit(_) => ErrorKind::StepLimit,
            _ => ErrorKind::Emulator,
        }
    }
}

/// The result of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RunResult {
    /// final contents of every buffer argument: (parameter index, bytes)
    pub buffers: Vec<(usize, Vec<u8>)>,
    /// statistics
    pub stats: Stats,
    /// lanes that passed barriers early (`warp` mode)
    pub early_passes: Vec<EarlyPass>,
    /// warp-level operations that executed without all the lanes of their mask
    #[serde(default)]
    pub warp_sync_faults: Vec<WarpSyncFault>,
}

/// A kernel argument value for [`run_program`].
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// a buffer with its initial bytes
    Buffer(Vec<u8>),
    /// scalar bits
    Scalar(u64),
    /// a vector by value: each element's bits
    Vector(Vec<u64>),
    /// a pointer to this many bytes of each block's own shared (OpenCL local) memory, placed
    /// after the kernel's static and dynamic shared memory
    Local(u64),
}

/// What the blocks of a launch share.
struct Shared<'a> {
    prog: &'a Program,
    module: &'a Module,
    cfg: &'a RunConfig,
    mem: &'a GlobalMem,
    grid: [u32; 3],
    bdim: [u32; 3],
    steps: &'a AtomicU64,
    abort: &'a AtomicBool,
    params: Vec<u64>,
    /// `byval` kernel parameters: the parameter's index and the bytes of the argument, which
    /// every thread gets a private copy of
    byval: Vec<(usize, Vec<u8>)>,
    /// vector kernel parameters: the parameter's index and each element's bits (one register
    /// per element)
    vectors: Vec<(usize, Vec<u64>)>,
    progress: Option<&'a (dyn Fn(u64, u64) + Sync)>,
    done: AtomicU64,
    /// thread index (x, y, z) of each linear thread index of a block
    tids: Vec<[u32; 3]>,
    /// what to count per thread, when profiling
    profile: Option<&'a ProfileLayout>,
    /// memory geometry and events per warp of the instruction traces, when recorded
    trace: Option<(crate::timing::trace::Geometry, usize)>,
}

/// One block being run.
struct BlockRun<'a, 'b> {
    sh: &'b Shared<'a>,
    bidx: [u32; 3],
    /// the block's view of memory: the launch's regions, its shared memory, its threads'
    /// stacks
    mem: memory::BlockMem<'a>,
    /// what the block observed
    obs: Observer,
    spin_streak: u64,
    local_steps: u64,
    w: usize,
    /// the mask of every lane of a warp
    full: u64,
    wshift: u32,
    nthreads: u32,
}

/// Runs a decoded program on a launch. `args` has one value per kernel parameter.
pub fn run_program(
    prog: &Program,
    module: &Module,
    grid: [u32; 3],
    block: [u32; 3],
    dynamic_shared: u64,
    args: &[ArgValue],
    cfg: &RunConfig,
) -> Result<RunResult, SimError> {
    run_program_with_progress(prog, module, grid, block, dynamic_shared, args.to_vec(), cfg, None)
}

/// [`run_program`], calling `progress(blocks done, blocks in all)` after each block; the
/// arguments are moved into the launch's memory (each buffer held once).
#[allow(clippy::too_many_arguments)]
pub fn run_program_with_progress(
    prog: &Program,
    module: &Module,
    grid: [u32; 3],
    block: [u32; 3],
    dynamic_shared: u64,
    args: Vec<ArgValue>,
    cfg: &RunConfig,
    progress: Option<&(dyn Fn(u64, u64) + Sync)>,
) -> Result<RunResult, SimError> {
    run_impl(prog, module, grid, block, dynamic_shared, args, cfg, progress, None).map(|r| r.0)
}

/// [`run_program`] with a per-thread [`Profile`] of every block (see [`crate::profile`]).
pub fn run_program_profiled(
    prog: &Program,
    module: &Module,
    grid: [u32; 3],
    block: [u32; 3],
    dynamic_shared: u64,
    args: &[ArgValue],
    cfg: &RunConfig,
) -> Result<(RunResult, Profile), SimError> {
    let layout = ProfileLayout::new(prog);
    let (r, blocks) =
        run_impl(prog, module, grid, block, dynamic_shared, args.to_vec(), cfg, None, Some(&layout))?;
    Ok((r, Profile { layout, blocks }))
}

pub(super) fn nblocks_of(grid: [u32; 3]) -> u64 {
    grid[0] as u64 * grid[1] as u64 * grid[2] as u64
}

#[allow(clippy::too_many_arguments)]
fn run_impl(
    prog: &Program,
    module: &Module,
    grid: [u32; 3],
    block: [u32; 3],
    dynamic_shared: u64,
    args: Vec<ArgValue>,
    cfg: &RunConfig,
    progress: Option<&(dyn Fn(u64, u64) + Sync)>,
    profile: Option<&ProfileLayout>,
) -> Result<(RunResult, Vec<BlockProfile>), SimError> {
    let w = cfg.warp_size as usize;
    if !(1..=64).contains(&w) {
        return Err(SimError::Launch(format!("warp size {w} (must be 1..=64)")));
    }
    if args.len() != prog.kernel_params.len() {
        return Err(SimError::Launch(format!(
            "{} arguments for {} kernel parameters",
            args.len(),
            prog.kernel_params.len()
        )));
    }
    let nthreads = block[0] as u64 * block[1] as u64 * block[2] as u64;
    if nthreads == 0 || nthreads > 65535 || grid.contains(&0) {
        return Err(SimError::Launch(format!("invalid dimensions grid {grid:?} block {block:?}")));
    }
    // Memory.
    let mut total: u64 = prog.regions.iter().map(|r| r.init.len() as u64).sum();
    let mut regions: Vec<memory::Region> = prog
        .regions
        .iter()
        .map(|r| memory::Region::new(format!("@{}", r.name), &r.init, r.read_only))
        .collect();
    let mut params = Vec::new();
    let mut buffer_regions = Vec::new();
    let kfunc = &module.funcs[prog.funcs[0].id];
    let mut byval = Vec::new();
    let mut vectors = Vec::new();
    // Local-memory arguments follow the kernel's static and dynamic shared memory, each
    // 16-byte aligned, in every block's own shared memory; `shared_end` is where they end.
    let mut shared_end = prog.shared_static + dynamic_shared;
    for (i, a) in args.into_iter().enumerate() {
        let is_byval = kfunc.param_attrs.get(i).is_some_and(|at| module.attrs_contain(at, "byval"));
        if let (true, ArgValue::Buffer(bytes)) = (is_byval, &a) {
            if bytes.len() as u64 > cfg.private_limit {
                return Err(SimError::MemoryLimit(format!(
                    "byval argument {i} of {} bytes exceeds the private memory of {} bytes per thread",
                    bytes.len(),
                    cfg.private_limit
                )));
            }
            byval.push((i, bytes.clone()));
        }
        match a {
            ArgValue::Buffer(bytes) => {
                total += bytes.len() as u64;
                if total > cfg.memory_limit {
                    return Err(SimError::MemoryLimit(format!(
                        "buffers need more than {} bytes",
                        cfg.memory_limit
                    )));
                }
                let idx = regions.len();
                if idx >= 0xffff {
                    return Err(SimError::Launch("too many buffers".into()));
                }
                // moved: the buffer's bytes are freed once in the region
                // named for messages as the user knows it: the parameter's index and IR name
                let name = match kfunc.args.get(i).and_then(|&v| kfunc.values[v].name) {
                    Some(n) => format!("argument #{i} (%{})", module.str(n)),
                    None => format!("argument #{i}"),
                };
                regions.push(memory::Region::from_vec(name, bytes, false));
                buffer_regions.push((i, idx));
                params.push(memory::TAG_GLOBAL << TAG_SHIFT | (idx as u64) << memory::REGION_SHIFT);
            }
            ArgValue::Scalar(v) => params.push(v),
            ArgValue::Vector(v) => {
                params.push(0);
                vectors.push((i, v));
            }
            ArgValue::Local(bytes) => {
                let start = shared_end.div_ceil(16).saturating_mul(16);
                params.push(memory::TAG_SHARED << TAG_SHIFT | start);
                // saturating: a size past the memory limit fails the check after the loop
                shared_end = start.saturating_add(bytes);
            }
        }
    }
    let shared_total = shared_end;
    if total + shared_total > cfg.memory_limit {
        return Err(SimError::MemoryLimit(format!("shared memory of {shared_total} bytes per block")));
    }
    let mem = GlobalMem::new(regions);
    let steps = AtomicU64::new(0);
    let abort = AtomicBool::new(false);
    let sh = Shared {
        prog,
        module,
        cfg,
        mem: &mem,
        grid,
        bdim: block,
        steps: &steps,
        abort: &abort,
        params,
        byval,
        vectors,
        progress,
        done: AtomicU64::new(0),
        tids: (0..nthreads as u32)
            .map(|t| [t % block[0], (t / block[0]) % block[1], t / (block[0] * block[1])])
            .collect(),
        profile,
        trace: match cfg.timing {
            crate::timing::Timing::Pipelined(pc) => {
                let warps = nblocks_of(grid) * nthreads.div_ceil(w as u64);
                Some((
                    crate::timing::trace::Geometry::of(pc.arch.params()),
                    (pc.trace_limit / warps.max(1)).clamp(1, usize::MAX as u64) as usize,
                ))
            }
            crate::timing::Timing::Simple => None,
        },
    };
    let nblocks = nblocks_of(grid);
    let run_one = |b: u64| -> Result<Observer, SimError> {
        if sh.abort.load(Relaxed) {
            return Err(SimError::Launch("aborted".into()));
        }
        let bidx = [
            (b % grid[0] as u64) as u32,
            ((b / grid[0] as u64) % grid[1] as u64) as u32,
            (b / (grid[0] as u64 * grid[1] as u64)) as u32,
        ];
        let r = BlockRun::new(&sh, bidx, shared_total).run();
        if r.is_err() {
            sh.abort.store(true, Relaxed);
        }
        if let Some(p) = sh.progress {
            p(sh.done.fetch_add(1, Relaxed) + 1, nblocks);
        }
        r
    };
    let results: Vec<Result<Observer, SimError>> = if cfg.parallel && nblocks > 1 {
        use rayon::prelude::*;
        (0..nblocks).into_par_iter().map(run_one).collect()
    } else {
        let mut v = Vec::new();
        for b in 0..nblocks {
            let r = run_one(b);
            let stop = r.is_err();
            v.push(r);
            if stop {
                break;
            }
        }
        v
    };
    // The first real error (not an abort caused by another block's error), in block order.
    let mut blocks = Vec::new();
    let mut first_err = None;
    for r in results {
        match r {
            Ok(b) => blocks.push(b),
            Err(SimError::Launch(m)) if m == "aborted" => {}
            Err(e) => {
                if first_err.is_none() {
                    first_err = Some(e);
                }
            }
        }
    }
    if let Some(e) = first_err {
        return Err(e);
    }
    let (stats, early, warp_sync_faults, profiles) =
        observer::launch_stats(prog, cfg, blocks, nthreads, shared_total);
    // each region freed as it is copied out
    let contents = mem.into_contents(buffer_regions.iter().map(|&(_, r)| r));
    let buffers = buffer_regions.iter().map(|&(i, _)| i).zip(contents).collect();
    Ok((RunResult { buffers, stats, early_passes: early, warp_sync_faults }, profiles))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_faults_apart_from_emulator_errors() {
        let loc = || Box::new(Location { function: "k".into(), block: "entry".into(), inst: "load".into() });
        let memory = SimError::Memory {
            loc: loc(),
            block: [0; 3],
            thread: [1, 0, 0],
            addr: 0x10,
            space: "global".into(),
            what: "load out of bounds or unmapped".into(),
            region: "no buffer".into(),
        };
        let trap = SimError::Trap { loc: loc(), block: [0; 3], thread: [0; 3], what: "x".into() };
        let hang = SimError::Hang { block: [0; 3], detail: "d".into() };
        let divergence = SimError::BarrierDivergence(Box::new(BarrierReport {
            block: [0; 3],
            barrier: *loc(),
            arrived: vec![0],
            exited: vec![],
            elsewhere: vec![],
        }));
        for (e, f) in [
            (&memory, KernelFault::Memory),
            (&trap, KernelFault::Trap),
            (&hang, KernelFault::Hang),
            (&divergence, KernelFault::BarrierDivergence),
        ] {
            assert_eq!(e.fault(), Some(f), "{e}");
            assert_eq!(e.kind(), ErrorKind::KernelFault);
        }
        assert_eq!(KernelFault::BarrierDivergence.name(), "barrier-divergence");
        assert_eq!(SimError::StepLimit(5).kind(), ErrorKind::StepLimit);
        for e in [
            SimError::Launch("l".into()),
            SimError::Unsupported("u".into()),
            SimError::MemoryLimit("m".into()),
        ] {
            assert_eq!(e.kind(), ErrorKind::Emulator, "{e}");
            assert!(!e.is_kernel_fault());
        }
        // The messages are those of the variants, unchanged.
        assert_eq!(SimError::StepLimit(5).to_string(), "step limit of 5 warp instructions reached");
    }
}
