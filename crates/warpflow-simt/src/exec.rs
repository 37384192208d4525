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
//! its private stack).
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

use crate::cost::CostTable;
use crate::cost::NCLASS;
use crate::decode::{sext, CastK, Class, DFunc, FOp, IOp, Op, Program, RmwK, NOREG, RP_EXIT};
use crate::lanes::{sx, Lanes};
use crate::memory::{self, decode_addr, Addr, GlobalMem, TAG_PRIVATE, TAG_SHIFT};
use crate::names::{DynSreg, FBinary, FUnary, IMath, ShflMode, Sreg, VoteMode};
use crate::profile::{BlockProfile, Profile, ProfileLayout};
use crate::stats::{BranchStat, Stats, WarpStat};
use crate::synccheck::{self, WarpSyncFault};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use warpflow_ir::{FloatPred, IntPred, Module};
use warpflow_target::CostClass;

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
    #[error("{loc}: thread {thread:?} of block {block:?}: {what} at address {addr:#x} ({space})")]
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
}

const NOFRAME: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct Frame {
    func: u32,
    regs: Vec<u64>,
    parent: u32,
    ret_block: u32,
    ret_ip: u32,
    dst: u32,
    nret: u32,
    live: u64,
    sp: Vec<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum St {
    Ready,
    Conv(u32),
    Bar(u32),
    /// at a warp-level `.sync` operation, waiting for lanes named in its member mask
    WSync,
}

#[derive(Clone, Debug)]
struct Split {
    mask: u64,
    frame: u32,
    block: u32,
    ip: u32,
    state: St,
    seq: u64,
    convs: Vec<u32>,
    iter_atomic: bool,
    iter_changed: bool,
    /// set when nothing else can run: the warp-sync operation the split waits at executes with
    /// the lanes that arrived (the others never will; a synccheck fault)
    sync_force: bool,
}

#[derive(Clone, Debug)]
struct Conv {
    frame: u32,
    block: u32,
    expected: u64,
    arrived: u64,
    alive: bool,
}

#[derive(Debug, Default)]
struct Warp {
    index: u32,
    exited: u64,
    frames: Vec<Option<Frame>>,
    free_frames: Vec<u32>,
    splits: Vec<Split>,
    convs: Vec<Conv>,
    free_convs: Vec<u32>,
    seq: u64,
    class_counts: [u64; NCLASS],
    warp_insts: u64,
    thread_insts: u64,
    scratch: Vec<u64>,
    /// the instruction trace, when the timing model needs one
    trace: Option<crate::timing::trace::WarpTrace>,
}

#[derive(Default)]
struct BlockStats {
    hist: Vec<u64>,
    branches: Vec<Vec<[u64; 2]>>,
    reconv: u64,
    barriers: u64,
    its_releases: u64,
    warps: Vec<WarpStat>,
    class_counts: [u64; NCLASS],
    early: Vec<EarlyPass>,
    /// warp-sync faults, with an index by (function, op, warp) for counting repeats
    warp_sync: Vec<WarpSyncFault>,
    warp_sync_index: std::collections::HashMap<(u32, u32, u32), usize>,
    /// per-thread counts, when profiling
    profile: Option<BlockProfile>,
    /// the warps' instruction traces, when the timing model needs them
    traces: Vec<crate::timing::trace::WarpTrace>,
}

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
    progress: Option<&'a (dyn Fn(u64, u64) + Sync)>,
    done: AtomicU64,
    /// thread index (x, y, z) of each linear thread index of a block
    tids: Vec<[u32; 3]>,
    /// what to count per thread, when profiling
    profile: Option<&'a ProfileLayout>,
    /// memory geometry and events per warp of the instruction traces, when recorded
    trace: Option<(crate::timing::trace::Geometry, usize)>,
}

struct BlockRun<'a, 'b> {
    sh: &'b Shared<'a>,
    bidx: [u32; 3],
    shared: Vec<u8>,
    private: Vec<Vec<u8>>,
    sp: Vec<u32>,
    stats: BlockStats,
    spin_streak: u64,
    local_steps: u64,
    w: usize,
    wshift: u32,
    nthreads: u32,
}

thread_local! {
    /// Register files of finished frames, reused by the next frames on this thread (a large
    /// kernel's file is hundreds of KiB per warp; allocating it fresh per block costs page
    /// faults).
    static REG_POOL: std::cell::RefCell<Vec<Vec<u64>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A zeroed register file of `n` registers, from the pool when one is there.
fn take_regs(n: usize) -> Vec<u64> {
    match REG_POOL.with(|p| p.borrow_mut().pop()) {
        Some(mut v) => {
            v.clear();
            v.resize(n, 0);
            v
        }
        None => vec![0; n],
    }
}

/// Returns a register file to the pool (which keeps at most 64: enough for the warps of a
/// block of 1024 threads and their calls).
fn give_regs(v: Vec<u64>) {
    REG_POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < 64 {
            p.push(v);
        }
    });
}

fn full_mask(w: usize) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

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

#[inline]
fn mask_bits(v: u64, bits: u8) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

#[inline]
fn f32v(x: u64) -> f32 {
    f32::from_bits(x as u32)
}
#[inline]
fn f64v(x: u64) -> f64 {
    f64::from_bits(x)
}
#[inline]
fn fbits(x: f64, dbl: bool) -> u64 {
    if dbl {
        x.to_bits()
    } else {
        (x as f32).to_bits() as u64
    }
}

fn fcmp(pred: FloatPred, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match pred {
        FloatPred::False => false,
        FloatPred::True => true,
        FloatPred::Oeq => !uno && a == b,
        FloatPred::Ogt => !uno && a > b,
        FloatPred::Oge => !uno && a >= b,
        FloatPred::Olt => !uno && a < b,
        FloatPred::Ole => !uno && a <= b,
        FloatPred::One => !uno && a != b,
        FloatPred::Ord => !uno,
        FloatPred::Ueq => uno || a == b,
        FloatPred::Ugt => uno || a > b,
        FloatPred::Uge => uno || a >= b,
        FloatPred::Ult => uno || a < b,
        FloatPred::Ule => uno || a <= b,
        FloatPred::Une => uno || a != b,
        FloatPred::Uno => uno,
    }
}

fn f_to_int(x: f64, to: u8, signed: bool) -> u64 {
    if x.is_nan() {
        return 0;
    }
    if signed {
        let (lo, hi) = if to >= 64 {
            (i64::MIN as f64, i64::MAX as f64)
        } else {
            (-(2f64.powi(to as i32 - 1)), 2f64.powi(to as i32 - 1) - 1.0)
        };
        let v = x.clamp(lo, hi) as i64;
        mask_bits(v as u64, to)
    } else {
        let hi = if to >= 64 { u64::MAX as f64 } else { 2f64.powi(to as i32) - 1.0 };
        x.clamp(0.0, hi) as u64
    }
}

fn rmw_apply(op: RmwK, old: u64, v: u64, size: u8) -> u64 {
    let bits = size * 8;
    let dbl = size == 8;
    let fl = |x: u64| if dbl { f64v(x) } else { f32v(x) as f64 };
    let r = match op {
        RmwK::Xchg => v,
        RmwK::Add => old.wrapping_add(v),
        RmwK::Sub => old.wrapping_sub(v),
        RmwK::And => old & v,
        RmwK::Nand => !(old & v),
        RmwK::Or => old | v,
        RmwK::Xor => old ^ v,
        RmwK::Max => {
            if sext(old, bits as u32) >= sext(v, bits as u32) {
                old
            } else {
                v
            }
        }
        RmwK::Min => {
            if sext(old, bits as u32) <= sext(v, bits as u32) {
                old
            } else {
                v
            }
        }
        RmwK::UMax => old.max(v),
        RmwK::UMin => old.min(v),
        RmwK::FAdd => fbits(fl(old) + fl(v), dbl),
        RmwK::FSub => fbits(fl(old) - fl(v), dbl),
        RmwK::FMax => fbits(fl(old).max(fl(v)), dbl),
        RmwK::FMin => fbits(fl(old).min(fl(v)), dbl),
        RmwK::UIncWrap => {
            if old >= v {
                0
            } else {
                old + 1
            }
        }
        RmwK::UDecWrap => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
    };
    mask_bits(r, bits)
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

fn nblocks_of(grid: [u32; 3]) -> u64 {
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
                regions.push(memory::Region::from_vec(format!("arg{i}"), bytes, false));
                buffer_regions.push((i, idx));
                params.push(memory::TAG_GLOBAL << TAG_SHIFT | (idx as u64) << memory::REGION_SHIFT);
            }
            ArgValue::Scalar(v) => params.push(v),
        }
    }
    let shared_total = prog.shared_static + dynamic_shared;
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
    let run_one = |b: u64| -> Result<BlockStats, SimError> {
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
    let results: Vec<Result<BlockStats, SimError>> = if cfg.parallel && nblocks > 1 {
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
    // Statistics.
    let mut hist = vec![0u64; w];
    let mut branches: Vec<Vec<[u64; 2]>> = prog.funcs.iter().map(|f| vec![[0, 0]; f.code.len()]).collect();
    let mut st = Stats {
        warp_size: w as u32,
        policy: cfg.policy.name().to_string(),
        warp_instructions: 0,
        thread_instructions: 0,
        simd_efficiency: 0.0,
        cycles: 0,
        issue_cycles: 0,
        lanes_histogram: Vec::new(),
        class_counts: Vec::new(),
        divergent_branches: 0,
        branches: Vec::new(),
        reconvergence_events: 0,
        barriers_completed: 0,
        its_releases: 0,
        warps: Vec::new(),
        timing: None,
    };
    let mut classes = [0u64; NCLASS];
    let mut early = Vec::new();
    let mut warp_sync_faults = Vec::new();
    let mut profiles = Vec::new();
    let mut traces = Vec::new();
    for mut b in blocks {
        traces.push(std::mem::take(&mut b.traces));
        profiles.extend(b.profile.take());
        for (k, n) in b.hist.iter().enumerate() {
            hist[k] += n;
        }
        for (fi, v) in b.branches.iter().enumerate() {
            for (oi, c) in v.iter().enumerate() {
                branches[fi][oi][0] += c[0];
                branches[fi][oi][1] += c[1];
            }
        }
        for (k, c) in b.class_counts.iter().enumerate() {
            classes[k] += c;
        }
        st.reconvergence_events += b.reconv;
        st.barriers_completed += b.barriers;
        st.its_releases += b.its_releases;
        st.warps.extend(b.warps);
        early.extend(b.early);
        warp_sync_faults.extend(b.warp_sync);
    }
    st.warp_instructions = st.warps.iter().map(|w| w.warp_instructions).sum();
    st.thread_instructions = st.warps.iter().map(|w| w.thread_instructions).sum();
    st.simd_efficiency = if st.warp_instructions == 0 {
        0.0
    } else {
        st.thread_instructions as f64 / (w as f64 * st.warp_instructions as f64)
    };
    st.issue_cycles = st.warps.iter().map(|w| w.issue_cycles).sum();
    let pairs: Vec<(u64, u64)> = st.warps.iter().map(|w| (w.issue_cycles, w.alone_cycles)).collect();
    st.cycles = cfg.cost.multi_warp_cycles(&pairs);
    if let crate::timing::Timing::Pipelined(pc) = cfg.timing {
        let shape = crate::timing::sim::LaunchShape {
            warp_size: w as u32,
            warps_per_block: nthreads.div_ceil(w as u64) as u32,
            shared_per_block: shared_total,
        };
        let report = crate::timing::sim::replay(prog, &traces, pc.arch.params(), &pc, &shape);
        st.cycles = report.cycles;
        st.timing = Some(report);
    }
    drop(traces);
    st.lanes_histogram = hist;
    st.class_counts = CostClass::ALL
        .iter()
        .zip(classes)
        .filter(|(c, _)| **c != CostClass::Free)
        .map(|(c, n)| (crate::cost::class_name(*c), n))
        .collect();
    for (fi, v) in branches.iter().enumerate() {
        let f = &prog.funcs[fi];
        for (oi, c) in v.iter().enumerate() {
            if c[0] > 0 {
                st.branches.push(BranchStat {
                    function: f.name.clone(),
                    block: f.blocks[f.op_block[oi] as usize].name.clone(),
                    executions: c[0],
                    divergent: c[1],
                });
                st.divergent_branches += c[1];
            }
        }
    }
    // each region freed as it is copied out
    let contents = mem.into_contents(buffer_regions.iter().map(|&(_, r)| r));
    let buffers = buffer_regions.iter().map(|&(i, _)| i).zip(contents).collect();
    Ok((RunResult { buffers, stats: st, early_passes: early, warp_sync_faults }, profiles))
}

enum Event {
    /// keep running the same split
    Continue,
    /// pick again
    Yield,
}

impl<'a, 'b> BlockRun<'a, 'b> {
    fn new(sh: &'b Shared<'a>, bidx: [u32; 3], shared_total: u64) -> Self {
        let w = sh.cfg.warp_size as usize;
        let mut shared = vec![0u8; shared_total as usize];
        shared[..sh.prog.shared_init.len()].copy_from_slice(&sh.prog.shared_init);
        let nthreads = sh.bdim[0] * sh.bdim[1] * sh.bdim[2];
        BlockRun {
            sh,
            bidx,
            shared,
            private: vec![Vec::new(); nthreads as usize],
            sp: vec![0; nthreads as usize],
            stats: BlockStats {
                hist: vec![0; w],
                branches: sh.prog.funcs.iter().map(|f| vec![[0, 0]; f.code.len()]).collect(),
                profile: sh.profile.map(|l| {
                    let mut p = BlockProfile::new(l, bidx, nthreads);
                    // Every thread enters the kernel once.
                    let nf = l.functions.len();
                    for t in 0..nthreads as usize {
                        p.entries[t * nf] = 1;
                    }
                    p
                }),
                ..Default::default()
            },
            spin_streak: 0,
            local_steps: 0,
            w,
            wshift: if w.is_power_of_two() { w.trailing_zeros() } else { 0 },
            nthreads,
        }
    }

    fn thread_xyz(&self, t: u32) -> [u32; 3] {
        let b = self.sh.bdim;
        [t % b[0], (t / b[0]) % b[1], t / (b[0] * b[1])]
    }

    /// The lanes of `warp` that exist (a partial last warp has fewer) and have not exited.
    fn alive_lanes(&self, warp: &Warp) -> u64 {
        let w = self.w;
        let first_thread = warp.index as u64 * w as u64;
        let existing = (self.nthreads as u64).saturating_sub(first_thread).min(w as u64) as usize;
        full_mask(existing) & !warp.exited
    }

    /// `.sync` semantics of the warp-sync operation at `ip` of `f` reached by split `si`: the
    /// lanes that execute it together are the split's and those of the splits waiting at the
    /// same operation in the same frame. When a lane named in their member masks
    /// (`mask_of(lane)`) is alive but not among them, the split waits there (`None`; it is
    /// left at the operation in state `WSync`) unless it was released because nothing else
    /// could run. Otherwise the group is checked (see [`crate::synccheck`]), the waiting splits
    /// go on after the operation, and the group is returned: the lanes to execute it for.
    fn sync_group(
        &mut self,
        warp: &mut Warp,
        si: usize,
        f: &DFunc,
        ip: usize,
        mask_of: impl Fn(usize) -> u64,
    ) -> Option<u64> {
        let s = &warp.splits[si];
        let (frame, block, forced) = (s.frame, s.block, s.sync_force);
        let rel = (ip - f.blocks[block as usize].start as usize) as u32;
        let at_op = |o: &Split| o.state == St::WSync && o.frame == frame && o.block == block && o.ip == rel;
        let mut group = s.mask;
        for (j, o) in warp.splits.iter().enumerate() {
            if j != si && at_op(o) {
                group |= o.mask;
            }
        }
        let named = synccheck::named(group, self.w, &mask_of);
        if named & self.alive_lanes(warp) & !group != 0 && !forced {
            let s = &mut warp.splits[si];
            s.state = St::WSync;
            s.ip = rel;
            return None;
        }
        self.sync_check(warp, f, ip, group, &mask_of);
        for j in 0..warp.splits.len() {
            if j != si && at_op(&warp.splits[j]) {
                let seq = warp.seq;
                warp.seq += 1;
                let o = &mut warp.splits[j];
                o.state = St::Ready;
                o.ip = rel + 1;
                o.seq = seq;
                o.sync_force = false;
            }
        }
        warp.splits[si].sync_force = false;
        Some(group)
    }

    /// The warp-sync check (see [`crate::synccheck`]) of the operation at `ip` of `f`, executed
    /// by the lanes `active` of `warp`, with member mask `mask_of(lane)`.
    fn sync_check(&mut self, warp: &Warp, f: &DFunc, ip: usize, active: u64, mask_of: impl Fn(usize) -> u64) {
        let w = self.w;
        let alive = self.alive_lanes(warp);
        let Some(v) = synccheck::check(active, alive, w, mask_of) else { return };
        let key = (f.id.0, ip as u32, warp.index);
        if let Some(&k) = self.stats.warp_sync_index.get(&key) {
            self.stats.warp_sync[k].occurrences += 1;
            return;
        }
        if self.stats.warp_sync.len() >= synccheck::MAX_FAULTS_PER_BLOCK {
            return;
        }
        self.stats.warp_sync_index.insert(key, self.stats.warp_sync.len());
        let op = self.loc(f, ip);
        let source = f.inst.get(ip).copied().and_then(|i| {
            let module = self.sh.module;
            let func = &module.funcs[f.id];
            let chain = module.debug_inline_chain(func, i);
            chain
                .last()
                .map(|fr| fr.at.to_string())
                .or_else(|| module.debug_location(func, i).map(|l| l.to_string()))
        });
        self.stats.warp_sync.push(WarpSyncFault {
            block: self.bidx,
            warp: warp.index,
            op,
            source,
            mask: v.member_mask,
            executing: synccheck::lanes(active),
            missing: synccheck::lanes(v.missing),
            exited: synccheck::lanes(v.exited),
            not_members: synccheck::lanes(v.not_members),
            occurrences: 1,
        });
    }

    fn loc(&self, f: &DFunc, ip: usize) -> Location {
        let inst = f.inst.get(ip).copied();
        let mut what = "?".to_string();
        if let Some(i) = inst {
            let func = &self.sh.module.funcs[f.id];
            if let Some(d) = func.insts.get(i) {
                what = d.kind.opcode_name().to_string();
                if let Some(c) = d.callee() {
                    if let Some(k) = func.value_const(c) {
                        if let warpflow_ir::ConstKind::Func(fid) = self.sh.module.const_data(k).kind {
                            what = format!("call @{}", self.sh.module.func_name(fid));
                        }
                    }
                }
                if let Some(l) = self.sh.module.debug_location(func, i) {
                    what = format!("{what} at {l}");
                }
            }
        }
        Location {
            function: f.name.clone(),
            block: f
                .blocks
                .get(*f.op_block.get(ip).unwrap_or(&0) as usize)
                .map_or(String::new(), |b| b.name.clone()),
            inst: what,
        }
    }

    #[inline]
    fn idx(&self, r: u32, l: usize) -> usize {
        if self.wshift > 0 || self.w == 1 {
            ((r as usize) << self.wshift) | l
        } else {
            r as usize * self.w + l
        }
    }

    fn run(mut self) -> Result<BlockStats, SimError> {
        let w = self.w;
        let nwarps = (self.nthreads as usize).div_ceil(w);
        let kernel = &self.sh.prog.funcs[0];
        let mut warps: Vec<Warp> = Vec::with_capacity(nwarps);
        for wi in 0..nwarps {
            let first = wi * w;
            let n = (self.nthreads as usize - first).min(w);
            let full = full_mask(n);
            let mut regs = take_regs(kernel.nregs as usize * w);
            for (r, &v) in kernel.reg_init.iter().enumerate() {
                if v != 0 {
                    regs[r * w..(r + 1) * w].fill(v);
                }
            }
            for (k, &(r, _)) in kernel.params.iter().enumerate() {
                let v = self.sh.params.get(k).copied().unwrap_or(0);
                regs[r as usize * w..(r as usize + 1) * w].fill(v);
            }
            // A `byval` parameter points to the thread's own copy of the argument, at the
            // bottom of its private stack (a write by one thread is not seen by another).
            for (k, bytes) in &self.sh.byval {
                let Some(&(r, _)) = kernel.params.get(*k) else { continue };
                for l in 0..n {
                    let t = first + l;
                    let base = (self.sp[t] as u64).div_ceil(16) * 16;
                    let end = base + bytes.len() as u64;
                    let p = &mut self.private[t];
                    if (p.len() as u64) < end {
                        p.resize(end as usize, 0);
                    }
                    p[base as usize..end as usize].copy_from_slice(bytes);
                    self.sp[t] = end as u32;
                    regs[r as usize * w + l] =
                        TAG_PRIVATE << TAG_SHIFT | (t as u64) << memory::REGION_SHIFT | base;
                }
            }
            let frame = Frame {
                func: 0,
                regs,
                parent: NOFRAME,
                ret_block: 0,
                ret_ip: 0,
                dst: NOREG,
                nret: 0,
                live: full,
                sp: vec![0; w],
            };
            warps.push(Warp {
                index: wi as u32,
                frames: vec![Some(frame)],
                splits: vec![Split {
                    mask: full,
                    frame: 0,
                    block: 0,
                    ip: 0,
                    state: St::Ready,
                    seq: 0,
                    convs: Vec::new(),
                    iter_atomic: false,
                    iter_changed: false,
                    sync_force: false,
                }],
                seq: 1,
                scratch: Vec::new(),
                trace: self.sh.trace.map(|(g, limit)| crate::timing::trace::WarpTrace::new(g, limit)),
                ..Default::default()
            });
        }
        const SLICE: u32 = 512;
        loop {
            let mut progressed = false;
            for slot in warps.iter_mut() {
                let mut warp = std::mem::take(slot);
                let mut budget = SLICE;
                let res = loop {
                    if budget == 0 {
                        break Ok(());
                    }
                    let Some(si) = self.pick(&warp) else { break Ok(()) };
                    budget -= 1;
                    progressed = true;
                    match self.step(&mut warp, si) {
                        Ok(()) => {}
                        Err(e) => break Err(e),
                    }
                };
                *slot = warp;
                res?;
                if self.local_steps > 1 << 16 {
                    let total = self.sh.steps.fetch_add(self.local_steps, Relaxed) + self.local_steps;
                    self.local_steps = 0;
                    if total > self.sh.cfg.step_limit {
                        return Err(SimError::StepLimit(self.sh.cfg.step_limit));
                    }
                    if self.sh.abort.load(Relaxed) {
                        return Err(SimError::Launch("aborted".into()));
                    }
                }
            }
            if progressed {
                continue;
            }
            if warps.iter().all(|w| w.splits.is_empty()) {
                break;
            }
            self.barrier_or_hang(&mut warps)?;
        }
        let total = self.sh.steps.fetch_add(self.local_steps, Relaxed) + self.local_steps;
        if total > self.sh.cfg.step_limit {
            return Err(SimError::StepLimit(self.sh.cfg.step_limit));
        }
        for warp in warps.iter_mut() {
            if let Some(t) = warp.trace.take() {
                if t.overflow {
                    return Err(SimError::MemoryLimit(format!(
                        "the pipelined timing model's trace of warp {} in block {:?} exceeds {} events (use the simple timing model, or a smaller launch)",
                        warp.index, self.bidx, t.limit
                    )));
                }
                self.stats.traces.push(t);
            }
        }
        for warp in &warps {
            let (issue, alone) = self.sh.cfg.cost.warp_cycles(&warp.class_counts);
            self.stats.warps.push(WarpStat {
                block: self.bidx,
                warp: warp.index,
                warp_instructions: warp.warp_insts,
                thread_instructions: warp.thread_insts,
                issue_cycles: issue,
                alone_cycles: alone,
            });
            for (k, c) in warp.class_counts.iter().enumerate() {
                self.stats.class_counts[k] += c;
            }
        }
        for warp in warps {
            for f in warp.frames.into_iter().flatten() {
                give_regs(f.regs);
            }
        }
        Ok(self.stats)
    }

    /// The split to run next: the newest ready one (in warp mode none while one waits at a
    /// block barrier).
    fn pick(&self, warp: &Warp) -> Option<usize> {
        let mut best: Option<usize> = None;
        for (i, s) in warp.splits.iter().enumerate() {
            match s.state {
                St::Ready if best.is_none_or(|b| warp.splits[b].seq < s.seq) => best = Some(i),
                St::Bar(_) if self.sh.cfg.barrier_mode == BarrierMode::Warp => return None,
                _ => {}
            }
        }
        best
    }

    fn thread_list(&self, warp_index: u32, mask: u64) -> Vec<u32> {
        let mut v = Vec::new();
        let mut m = mask;
        while m != 0 {
            let l = m.trailing_zeros();
            m &= m - 1;
            v.push(warp_index * self.w as u32 + l);
        }
        v
    }

    fn split_location(&self, warp: &Warp, s: &Split) -> String {
        let Some(Some(fr)) = warp.frames.get(s.frame as usize) else { return "?".into() };
        let f = &self.sh.prog.funcs[fr.func as usize];
        let what = match s.state {
            St::Ready => "ready",
            St::Conv(_) => "waiting to reconverge",
            St::Bar(_) => "waiting at a barrier",
            St::WSync => "waiting at a warp-level synchronisation",
        };
        if s.block == RP_EXIT {
            return format!("function `{}`, return ({what})", f.name);
        }
        let start = f.blocks[s.block as usize].start as usize + s.ip as usize;
        let ip = start.min(f.code.len().saturating_sub(1));
        format!("{} ({what})", self.loc(f, ip))
    }

    fn barrier_location(&self, id: u32) -> Location {
        match self.sh.prog.barriers.get(id as usize) {
            Some(&(fi, oi)) => self.loc(&self.sh.prog.funcs[fi as usize], oi as usize),
            None => Location { function: "?".into(), block: "?".into(), inst: "barrier".into() },
        }
    }

    /// Nothing can run: release splits waiting at warp-sync operations (the lanes they wait
    /// for never arrive), else complete a block barrier, or report divergence or a hang.
    fn barrier_or_hang(&mut self, warps: &mut [Warp]) -> Result<(), SimError> {
        let mut released = false;
        for warp in warps.iter_mut() {
            if let Some(s) = warp.splits.iter_mut().find(|s| s.state == St::WSync) {
                s.state = St::Ready;
                s.sync_force = true;
                s.seq = warp.seq;
                warp.seq += 1;
                released = true;
            }
        }
        if released {
            return Ok(());
        }
        let mut ids = Vec::new();
        let mut waiting_any = false;
        for warp in warps.iter() {
            for s in &warp.splits {
                if let St::Bar(id) = s.state {
                    waiting_any = true;
                    if !ids.contains(&id) {
                        ids.push(id);
                    }
                }
            }
        }
        if !waiting_any {
            let mut detail = Vec::new();
            for warp in warps.iter() {
                for s in &warp.splits {
                    detail.push(format!(
                        "threads {:?} at {}",
                        self.thread_list(warp.index, s.mask),
                        self.split_location(warp, s)
                    ));
                }
            }
            return Err(SimError::Hang { block: self.bidx, detail: detail.join("; ") });
        }
        let id = ids[0];
        let mode = self.sh.cfg.barrier_mode;
        let mut arrived = Vec::new();
        let mut exited = Vec::new();
        let mut elsewhere: Vec<(String, Vec<u32>)> = Vec::new();
        let mut ok = ids.len() == 1;
        for warp in warps.iter() {
            exited.extend(self.thread_list(warp.index, warp.exited));
            if warp.exited != 0 {
                ok = false;
            }
            let mut warp_arrived = false;
            for s in &warp.splits {
                match s.state {
                    St::Bar(b) if b == id => {
                        arrived.extend(self.thread_list(warp.index, s.mask));
                        warp_arrived = true;
                    }
                    _ => {
                        let where_ = match s.state {
                            St::Bar(b) => format!("barrier {}", self.barrier_location(b)),
                            _ => self.split_location(warp, s),
                        };
                        let t = self.thread_list(warp.index, s.mask);
                        match elsewhere.iter_mut().find(|(w, _)| *w == where_) {
                            Some((_, v)) => v.extend(t),
                            None => elsewhere.push((where_, t)),
                        }
                    }
                }
            }
            if mode == BarrierMode::Block && warp.splits.iter().any(|s| s.state != St::Bar(id)) {
                ok = false;
            }
            if mode == BarrierMode::Warp && !warp_arrived && !warp.splits.is_empty() {
                ok = false;
            }
        }
        if !ok {
            return Err(SimError::BarrierDivergence(Box::new(BarrierReport {
                block: self.bidx,
                barrier: self.barrier_location(id),
                arrived,
                exited,
                elsewhere,
            })));
        }
        // Complete the barrier.
        self.stats.barriers += 1;
        let mut early = Vec::new();
        for warp in warps.iter_mut() {
            for s in warp.splits.iter_mut() {
                if s.state == St::Bar(id) {
                    s.state = St::Ready;
                    s.seq = warp.seq;
                    warp.seq += 1;
                } else if mode == BarrierMode::Warp {
                    let mut m = s.mask;
                    while m != 0 {
                        let l = m.trailing_zeros();
                        m &= m - 1;
                        early.push(warp.index * self.w as u32 + l);
                    }
                }
            }
            merge_ready(warp);
        }
        if !early.is_empty() {
            early.sort_unstable();
            self.stats.early.push(EarlyPass {
                block: self.bidx,
                barrier: self.barrier_location(id),
                threads: early,
            });
        }
        self.spin_streak = 0;
        Ok(())
    }

    fn new_conv(&self, warp: &mut Warp, frame: u32, block: u32, expected: u64) -> u32 {
        let c = Conv { frame, block, expected, arrived: 0, alive: true };
        match warp.free_convs.pop() {
            Some(i) => {
                warp.convs[i as usize] = c;
                i
            }
            None => {
                warp.convs.push(c);
                warp.convs.len() as u32 - 1
            }
        }
    }

    /// If split `si` stands at the block of one of its convergence barriers, it arrives there.
    fn arrive(&mut self, warp: &mut Warp, si: usize) {
        let (frame, block, mask) = (warp.splits[si].frame, warp.splits[si].block, warp.splits[si].mask);
        let n = warp.splits[si].convs.len();
        for k in (0..n).rev() {
            let c = warp.splits[si].convs[k];
            let cv = &warp.convs[c as usize];
            if cv.frame != frame {
                break;
            }
            if cv.block == block {
                // Leave the barriers above (skipped).
                let above: Vec<u32> = warp.splits[si].convs.drain(k + 1..).collect();
                let mut to_check = Vec::new();
                for a in above {
                    warp.convs[a as usize].expected &= !mask;
                    to_check.push(a);
                }
                warp.convs[c as usize].arrived |= mask;
                warp.splits[si].state = St::Conv(c);
                if let Some(t) = warp.trace.as_mut() {
                    t.sync();
                }
                to_check.push(c);
                for x in to_check {
                    self.check_conv(warp, x);
                }
                return;
            }
        }
    }

    /// Completes convergence barrier `c` if all its expected lanes arrived.
    fn check_conv(&mut self, warp: &mut Warp, c: u32) {
        let cv = &warp.convs[c as usize];
        if !cv.alive {
            return;
        }
        if cv.expected == 0 && cv.arrived == 0 {
            warp.convs[c as usize].alive = false;
            warp.free_convs.push(c);
            return;
        }
        if cv.arrived == 0 || cv.arrived & cv.expected != cv.expected {
            return;
        }
        let (frame, block) = (cv.frame, cv.block);
        let mut merged: Option<Split> = None;
        let mut count = 0;
        warp.splits.retain(|s| {
            if s.state == St::Conv(c) {
                count += 1;
                match &mut merged {
                    Some(m) => m.mask |= s.mask,
                    None => merged = Some(s.clone()),
                }
                false
            } else {
                true
            }
        });
        warp.convs[c as usize].alive = false;
        warp.free_convs.push(c);
        let Some(mut m) = merged else { return };
        if count > 1 {
            self.stats.reconv += 1;
            if let Some(t) = warp.trace.as_mut() {
                t.reconverge();
            }
        }
        m.convs.pop();
        m.state = St::Ready;
        m.frame = frame;
        m.block = block;
        m.ip = 0;
        m.seq = warp.seq;
        warp.seq += 1;
        warp.splits.push(m);
        let si = warp.splits.len() - 1;
        if block == RP_EXIT {
            self.finish_return(warp, si);
        } else {
            self.arrive(warp, si);
        }
    }

    /// Lanes leave the warp (kernel return).
    fn exit_lanes(&mut self, warp: &mut Warp, mask: u64) {
        warp.exited |= mask;
        let mut to_check = Vec::new();
        for (i, c) in warp.convs.iter_mut().enumerate() {
            if c.alive && c.expected & mask != 0 {
                c.expected &= !mask;
                to_check.push(i as u32);
            }
        }
        for c in to_check {
            self.check_conv(warp, c);
        }
    }

    /// Pops the callee frame of split `si` (whose return values are already in the caller).
    fn finish_return(&mut self, warp: &mut Warp, si: usize) {
        let fi = warp.splits[si].frame;
        let mask = warp.splits[si].mask;
        let Some(fr) = warp.frames[fi as usize].as_mut() else { return };
        let (parent, rb, rip) = (fr.parent, fr.ret_block, fr.ret_ip);
        let mut m = mask;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            let t = warp.index as usize * self.w + l;
            if let Some(sp) = self.sp.get_mut(t) {
                *sp = fr.sp[l];
            }
        }
        fr.live &= !mask;
        if fr.live == 0 {
            if let Some(f) = warp.frames[fi as usize].take() {
                give_regs(f.regs);
            }
            warp.free_frames.push(fi);
        }
        // Drop barriers of the callee frame still on the split's stack.
        while let Some(&c) = warp.splits[si].convs.last() {
            if warp.convs[c as usize].frame != fi {
                break;
            }
            warp.splits[si].convs.pop();
            warp.convs[c as usize].expected &= !mask;
            self.check_conv(warp, c);
        }
        let s = &mut warp.splits[si];
        s.frame = parent;
        s.block = rb;
        s.ip = rip;
    }

    fn mem_err(&self, f: &DFunc, ip: usize, warp: &Warp, l: usize, addr: u64, what: &str) -> SimError {
        SimError::Memory {
            loc: Box::new(self.loc(f, ip)),
            block: self.bidx,
            thread: self.thread_xyz(warp.index * self.w as u32 + l as u32),
            addr,
            space: memory::space_name(addr).to_string(),
            what: what.to_string(),
        }
    }

    fn trap(&self, f: &DFunc, ip: usize, warp: &Warp, l: usize, what: &str) -> SimError {
        SimError::Trap {
            loc: Box::new(self.loc(f, ip)),
            block: self.bidx,
            thread: self.thread_xyz(warp.index * self.w as u32 + l as u32),
            what: what.to_string(),
        }
    }

    #[inline(always)]
    fn read(&self, addr: u64, size: u8) -> Option<u64> {
        match decode_addr(addr) {
            Addr::Global(r, off) => self.sh.mem.check(r, off, size as u64).map(|reg| reg.read(off, size)),
            Addr::Shared(off) => {
                let o = off as usize;
                if off.checked_add(size as u64)? <= self.shared.len() as u64 {
                    Some(memory::read_bytes(&self.shared, o, size))
                } else {
                    None
                }
            }
            Addr::Private(t, off) => {
                let p = self.private.get(t)?;
                if off.checked_add(size as u64)? <= p.len() as u64 {
                    Some(memory::read_bytes(p, off as usize, size))
                } else {
                    None
                }
            }
            Addr::Unmapped => None,
        }
    }

    /// Writes; `Err(true)` for a read-only region, `Err(false)` when unmapped. Returns whether
    /// shared or global memory changed.
    #[inline(always)]
    fn write(&mut self, addr: u64, size: u8, v: u64) -> Result<bool, bool> {
        match decode_addr(addr) {
            Addr::Global(r, off) => {
                let reg = self.sh.mem.check(r, off, size as u64).ok_or(false)?;
                if reg.read_only || addr >> TAG_SHIFT == memory::TAG_CONST {
                    return Err(true);
                }
                reg.write(off, size, v);
                Ok(true)
            }
            Addr::Shared(off) => {
                if off.checked_add(size as u64).ok_or(false)? <= self.shared.len() as u64 {
                    memory::write_bytes(&mut self.shared, off as usize, size, v);
                    Ok(true)
                } else {
                    Err(false)
                }
            }
            Addr::Private(t, off) => {
                let p = self.private.get_mut(t).ok_or(false)?;
                if off.checked_add(size as u64).ok_or(false)? <= p.len() as u64 {
                    memory::write_bytes(p, off as usize, size, v);
                    Ok(false)
                } else {
                    Err(false)
                }
            }
            Addr::Unmapped => Err(false),
        }
    }

    /// Atomic read-modify-write; returns the old value and whether memory changed.
    fn atomic(&mut self, addr: u64, size: u8, f: impl Fn(u64) -> u64) -> Result<(u64, bool), bool> {
        if addr % size as u64 != 0 {
            return Err(false);
        }
        if let Addr::Global(r, off) = decode_addr(addr) {
            let reg = self.sh.mem.check(r, off, size as u64).ok_or(false)?;
            if reg.read_only || addr >> TAG_SHIFT == memory::TAG_CONST {
                return Err(true);
            }
            if size == 4 {
                let old = reg.rmw32(off, |x| f(x as u64) as u32) as u64;
                return Ok((old, f(old) != old));
            }
            return Ok(self.sh.mem.with_lock(addr, || {
                let old = reg.read(off, size);
                let new = f(old);
                reg.write(off, size, new);
                (old, new != old)
            }));
        }
        let old = self.read(addr, size).ok_or(false)?;
        let new = f(old);
        self.write(addr, size, new)?;
        Ok((old, new != old))
    }

    fn sreg(&self, which: Sreg, t: u32, lane: usize, dynarg: u64) -> u64 {
        let tid = self.thread_xyz(t);
        let b = self.sh.bdim;
        let g = self.sh.grid;
        let c = self.bidx;
        match which {
            Sreg::Tid(d) => tid[d as usize] as u64,
            Sreg::Ntid(d) => b[d as usize] as u64,
            Sreg::Ctaid(d) => c[d as usize] as u64,
            Sreg::Nctaid(d) => g[d as usize] as u64,
            Sreg::GlobalId(d) => c[d as usize] as u64 * b[d as usize] as u64 + tid[d as usize] as u64,
            Sreg::GlobalSize(d) => g[d as usize] as u64 * b[d as usize] as u64,
            Sreg::LaneId => lane as u64,
            Sreg::WarpSize => self.w as u64,
            Sreg::Dynamic(k) => {
                if dynarg > 2 {
                    return match k {
                        DynSreg::LocalSize | DynSreg::NumGroups | DynSreg::GlobalSize => 1,
                        _ => 0,
                    };
                }
                let d = dynarg as u8;
                self.sreg(
                    match k {
                        DynSreg::LocalId => Sreg::Tid(d),
                        DynSreg::LocalSize => Sreg::Ntid(d),
                        DynSreg::GroupId => Sreg::Ctaid(d),
                        DynSreg::NumGroups => Sreg::Nctaid(d),
                        DynSreg::GlobalId => Sreg::GlobalId(d),
                        DynSreg::GlobalSize => Sreg::GlobalSize(d),
                    },
                    t,
                    lane,
                    0,
                )
            }
        }
    }

    /// Runs split `si` of `warp` from its position until it branches, calls, returns, waits or
    /// stops.
    fn step(&mut self, warp: &mut Warp, si: usize) -> Result<(), SimError> {
        let seq = warp.splits[si].seq;
        let start = self.local_steps;
        loop {
            let ev = self.step_block(warp, si)?;
            if self.hang_check() {
                let mut detail = Vec::new();
                for s in &warp.splits {
                    detail.push(format!(
                        "warp {} threads {:?} at {}",
                        warp.index,
                        self.thread_list(warp.index, s.mask),
                        self.split_location(warp, s)
                    ));
                }
                return Err(SimError::Hang {
                    block: self.bidx,
                    detail: format!(
                        "{} loop iterations spinning on atomic or volatile accesses without any change to shared or global memory; {}",
                        self.spin_streak,
                        detail.join("; ")
                    ),
                });
            }
            match ev {
                Event::Continue => {
                    let same = warp.splits.get(si).is_some_and(|s| s.seq == seq && s.state == St::Ready);
                    if !same || self.local_steps - start > 4096 {
                        return Ok(());
                    }
                }
                Event::Yield => return Ok(()),
            }
        }
    }

    fn step_block(&mut self, warp: &mut Warp, si: usize) -> Result<Event, SimError> {
        let prog = self.sh.prog;
        let w = self.w;
        let split = &warp.splits[si];
        let mask = split.mask;
        let fi = split.frame;
        let full = full_mask(w);
        let my_seq = split.seq;
        let Some(mut frame) = warp.frames.get_mut(fi as usize).and_then(|f| f.take()) else {
            return Err(SimError::Launch("internal: a split refers to a missing frame".into()));
        };
        let func = &prog.funcs[frame.func as usize];
        let block = split.block;
        let mut ip = func.blocks[block as usize].start as usize + split.ip as usize;
        let pop = mask.count_ones() as u64;
        let ln = Lanes::new(w, mask, full);
        let mut counts = [0u64; NCLASS];
        let mut n_issued = 0u64;
        let mut atomic_seen = false;
        let mut changed = false;
        let result: Result<Event, SimError>;
        macro_rules! r {
            ($reg:expr, $l:expr) => {
                frame.regs[$reg as usize * w + $l]
            };
        }
        // Per-op counts of the profile: the function's first op there.
        let op_base = self.sh.profile.map(|l| l.functions[frame.func as usize].first_op as usize);
        'ops: loop {
            let op = &func.code[ip];
            let charged = match func.class[ip] {
                Class::Fixed(CostClass::Free) => None,
                Class::Fixed(c) => {
                    counts[c as usize] += 1;
                    n_issued += 1;
                    Some(c)
                }
                Class::Generic => {
                    n_issued += 1;
                    let first = mask.trailing_zeros() as usize;
                    let preg = match op {
                        Op::Load { p, .. } | Op::Store { p, .. } => *p,
                        _ => NOREG,
                    };
                    let tag = if preg == NOREG { 0 } else { r!(preg, first) >> TAG_SHIFT };
                    let c = crate::cost::class_of_tag(tag);
                    counts[c as usize] += 1;
                    Some(c)
                }
            };
            if let (Some(base), Some(c), Some(p)) = (op_base, charged, self.stats.profile.as_mut()) {
                let cost = &self.sh.cfg.cost;
                let o = base + ip;
                if let Some(n) = p.op_issues.get_mut(o) {
                    *n += 1;
                    p.op_lanes[o] += pop;
                    p.op_cycles[o] += (cost.issue[c as usize] + cost.latency[c as usize]) as u64;
                }
            }
            if let Some(t) = warp.trace.as_mut() {
                t.record_op(frame.func, ip, func, mask, &frame.regs, w);
            }
            match *op {
                Op::IBin { op, d, a, b, bits } => {
                    let m = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
                    let bw = bits as u64;
                    let sh = 64 - bits as u32;
                    let rg = &mut frame.regs[..];
                    match op {
                        IOp::Add => ln.map2(rg, d, a, b, |x, y| x.wrapping_add(y) & m),
                        IOp::Sub => ln.map2(rg, d, a, b, |x, y| x.wrapping_sub(y) & m),
                        IOp::Mul => ln.map2(rg, d, a, b, |x, y| x.wrapping_mul(y) & m),
                        IOp::And => ln.map2(rg, d, a, b, |x, y| x & y),
                        IOp::Or => ln.map2(rg, d, a, b, |x, y| x | y),
                        IOp::Xor => ln.map2(rg, d, a, b, |x, y| x ^ y),
                        IOp::Shl => {
                            ln.map2(rg, d, a, b, |x, s| if s >= bw { 0 } else { (x << (s & 63)) & m })
                        }
                        IOp::LShr => ln.map2(rg, d, a, b, |x, s| if s >= bw { 0 } else { x >> (s & 63) }),
                        IOp::AShr => ln.map2(rg, d, a, b, |x, s| {
                            let s = s.min(bw - 1);
                            ((sx(x, sh) >> s) as u64) & m
                        }),
                        IOp::UDiv | IOp::URem | IOp::SDiv | IOp::SRem => {
                            let mut bad = None;
                            each!(mask, full, w, |l| {
                                let (x, y) = (r!(a, l), r!(b, l));
                                if y == 0 {
                                    bad = Some(l);
                                    break;
                                }
                                r!(d, l) = match op {
                                    IOp::UDiv => x / y,
                                    IOp::URem => x % y,
                                    IOp::SDiv => {
                                        (sext(x, bits as u32).wrapping_div(sext(y, bits as u32)) as u64) & m
                                    }
                                    _ => (sext(x, bits as u32).wrapping_rem(sext(y, bits as u32)) as u64) & m,
                                };
                            });
                            if let Some(l) = bad {
                                result = Err(self.trap(func, ip, warp, l, "integer division by zero"));
                                break 'ops;
                            }
                        }
                    }
                }
                Op::FBin { op, d, a, b, dbl } => {
                    let rg = &mut frame.regs[..];
                    if dbl {
                        let f2 = |g: fn(f64, f64) -> f64| move |x: u64, y: u64| g(f64v(x), f64v(y)).to_bits();
                        match op {
                            FOp::Add => ln.map2(rg, d, a, b, f2(|x, y| x + y)),
                            FOp::Sub => ln.map2(rg, d, a, b, f2(|x, y| x - y)),
                            FOp::Mul => ln.map2(rg, d, a, b, f2(|x, y| x * y)),
                            FOp::Div => ln.map2(rg, d, a, b, f2(|x, y| x / y)),
                            FOp::Rem => ln.map2(rg, d, a, b, f2(|x, y| x % y)),
                        }
                    } else {
                        let f2 = |g: fn(f32, f32) -> f32| {
                            move |x: u64, y: u64| g(f32v(x), f32v(y)).to_bits() as u64
                        };
                        match op {
                            FOp::Add => ln.map2(rg, d, a, b, f2(|x, y| x + y)),
                            FOp::Sub => ln.map2(rg, d, a, b, f2(|x, y| x - y)),
                            FOp::Mul => ln.map2(rg, d, a, b, f2(|x, y| x * y)),
                            FOp::Div => ln.map2(rg, d, a, b, f2(|x, y| x / y)),
                            FOp::Rem => ln.map2(rg, d, a, b, f2(|x, y| x % y)),
                        }
                    }
                }
                Op::FNeg { d, a, dbl } => {
                    let sign = if dbl { 1u64 << 63 } else { 1u64 << 31 };
                    ln.map1(&mut frame.regs, d, a, |x| x ^ sign);
                }
                Op::ICmp { pred, d, a, b, bits } => {
                    let sh = 64 - bits as u32;
                    let rg = &mut frame.regs[..];
                    match pred {
                        IntPred::Eq => ln.map2(rg, d, a, b, |x, y| (x == y) as u64),
                        IntPred::Ne => ln.map2(rg, d, a, b, |x, y| (x != y) as u64),
                        IntPred::Ugt => ln.map2(rg, d, a, b, |x, y| (x > y) as u64),
                        IntPred::Uge => ln.map2(rg, d, a, b, |x, y| (x >= y) as u64),
                        IntPred::Ult => ln.map2(rg, d, a, b, |x, y| (x < y) as u64),
                        IntPred::Ule => ln.map2(rg, d, a, b, |x, y| (x <= y) as u64),
                        IntPred::Sgt => ln.map2(rg, d, a, b, |x, y| (sx(x, sh) > sx(y, sh)) as u64),
                        IntPred::Sge => ln.map2(rg, d, a, b, |x, y| (sx(x, sh) >= sx(y, sh)) as u64),
                        IntPred::Slt => ln.map2(rg, d, a, b, |x, y| (sx(x, sh) < sx(y, sh)) as u64),
                        IntPred::Sle => ln.map2(rg, d, a, b, |x, y| (sx(x, sh) <= sx(y, sh)) as u64),
                    }
                }
                Op::FCmp { pred, d, a, b, dbl } => {
                    if dbl {
                        ln.map2(&mut frame.regs, d, a, b, |x, y| fcmp(pred, f64v(x), f64v(y)) as u64);
                    } else {
                        ln.map2(&mut frame.regs, d, a, b, |x, y| {
                            fcmp(pred, f32v(x) as f64, f32v(y) as f64) as u64
                        });
                    }
                }
                Op::Select { d, c, a, b, n } => {
                    if n == 1 {
                        ln.map3(&mut frame.regs, d, c, a, b, |c, x, y| if c & 1 != 0 { x } else { y });
                    } else {
                        each!(mask, full, w, |l| {
                            let src = if r!(c, l) & 1 != 0 { a } else { b };
                            for k in 0..n {
                                r!(d + k, l) = r!(src + k, l);
                            }
                        });
                    }
                }
                Op::Mov { d, s, n } => {
                    for k in 0..n {
                        ln.copy(&mut frame.regs, d + k, s + k);
                    }
                }
                Op::Cast { k, d, a, from, to } => {
                    let rg = &mut frame.regs[..];
                    let fsh = 64 - from as u32;
                    let tm = if to >= 64 { u64::MAX } else { (1u64 << to) - 1 };
                    match k {
                        CastK::Trunc => ln.map1(rg, d, a, |x| x & tm),
                        CastK::ZExt | CastK::Copy => ln.copy(rg, d, a),
                        CastK::SExt => ln.map1(rg, d, a, |x| sx(x, fsh) as u64 & tm),
                        CastK::FpTrunc => ln.map1(rg, d, a, |x| (f64v(x) as f32).to_bits() as u64),
                        CastK::FpExt => ln.map1(rg, d, a, |x| (f32v(x) as f64).to_bits()),
                        CastK::FToU | CastK::FToS => {
                            let signed = k == CastK::FToS;
                            if from == 64 {
                                ln.map1(rg, d, a, |x| f_to_int(f64v(x), to, signed));
                            } else {
                                ln.map1(rg, d, a, |x| f_to_int(f32v(x) as f64, to, signed));
                            }
                        }
                        CastK::UToF => {
                            if to == 64 {
                                ln.map1(rg, d, a, |x| (x as f64).to_bits());
                            } else {
                                ln.map1(rg, d, a, |x| (x as f32).to_bits() as u64);
                            }
                        }
                        CastK::SToF => {
                            if to == 64 {
                                ln.map1(rg, d, a, |x| (sx(x, fsh) as f64).to_bits());
                            } else {
                                ln.map1(rg, d, a, |x| (sx(x, fsh) as f32).to_bits() as u64);
                            }
                        }
                    }
                }
                Op::Gep { d, base, start, len, offset } => {
                    let terms = &func.gep_terms[start as usize..(start + len) as usize];
                    match *terms {
                        [] => ln.map1(&mut frame.regs, d, base, |x| x.wrapping_add(offset as u64)),
                        [(ix, bits, scale)] => {
                            let sh = 64 - bits as u32;
                            ln.map2(&mut frame.regs, d, base, ix, |x, i| {
                                x.wrapping_add(offset as u64)
                                    .wrapping_add(sx(i, sh).wrapping_mul(scale) as u64)
                            });
                        }
                        [(i1, b1, s1), (i2, b2, s2)] => {
                            let (h1, h2) = (64 - b1 as u32, 64 - b2 as u32);
                            ln.map3(&mut frame.regs, d, base, i1, i2, |x, i, j| {
                                x.wrapping_add(offset as u64)
                                    .wrapping_add(sx(i, h1).wrapping_mul(s1) as u64)
                                    .wrapping_add(sx(j, h2).wrapping_mul(s2) as u64)
                            });
                        }
                        _ => each!(mask, full, w, |l| {
                            let mut v = r!(base, l).wrapping_add(offset as u64);
                            for &(ix, bits, scale) in terms {
                                v = v.wrapping_add(sext(r!(ix, l), bits as u32).wrapping_mul(scale) as u64);
                            }
                            r!(d, l) = v;
                        }),
                    }
                }
                Op::Load { d, p, start, n, atomic } => {
                    if atomic {
                        atomic_seen = true;
                    }
                    let leaves = &func.leaves[start as usize..(start + n) as usize];
                    let mut bad = None;
                    each!(mask, full, w, |l| {
                        let addr = r!(p, l);
                        for (k, lf) in leaves.iter().enumerate() {
                            let a2 = addr.wrapping_add(lf.offset as u64);
                            match self.read(a2, lf.size) {
                                Some(mut v) => {
                                    if lf.retag != 0 && v != 0 {
                                        v |= (lf.retag as u64) << TAG_SHIFT;
                                    }
                                    r!(d + k as u32, l) = v;
                                }
                                None => {
                                    bad = Some((l, a2));
                                    break;
                                }
                            }
                        }
                        if bad.is_some() {
                            break;
                        }
                    });
                    if let Some((l, a2)) = bad {
                        result = Err(self.mem_err(func, ip, warp, l, a2, "load out of bounds or unmapped"));
                        break 'ops;
                    }
                }
                Op::Store { v, p, start, n, atomic } => {
                    if atomic {
                        atomic_seen = true;
                    }
                    let leaves = &func.leaves[start as usize..(start + n) as usize];
                    let mut bad = None;
                    each!(mask, full, w, |l| {
                        let addr = r!(p, l);
                        for (k, lf) in leaves.iter().enumerate() {
                            let a2 = addr.wrapping_add(lf.offset as u64);
                            let val = mask_bits(r!(v + k as u32, l), lf.size * 8);
                            match self.write(a2, lf.size, val) {
                                Ok(ch) => changed |= ch,
                                Err(ro) => {
                                    bad = Some((l, a2, ro));
                                    break;
                                }
                            }
                        }
                        if bad.is_some() {
                            break;
                        }
                    });
                    if let Some((l, a2, ro)) = bad {
                        let what =
                            if ro { "store to read-only memory" } else { "store out of bounds or unmapped" };
                        result = Err(self.mem_err(func, ip, warp, l, a2, what));
                        break 'ops;
                    }
                }
                Op::Alloca { d, size, align, count, count_bits } => {
                    let mut bad = None;
                    each!(mask, full, w, |l| {
                        let t = warp.index as usize * w + l;
                        let cnt = if count == NOREG { 1 } else { mask_bits(r!(count, l), count_bits) };
                        let bytes = size.saturating_mul(cnt);
                        let sp = self.sp[t] as u64;
                        let base = sp.div_ceil(align as u64) * align as u64;
                        let end = base.saturating_add(bytes);
                        if end > self.sh.cfg.private_limit {
                            bad = Some(l);
                            break;
                        }
                        let p = &mut self.private[t];
                        if (p.len() as u64) < end {
                            p.resize(end as usize, 0);
                        }
                        p[base as usize..end as usize].fill(0);
                        self.sp[t] = end as u32;
                        r!(d, l) = TAG_PRIVATE << TAG_SHIFT | (t as u64) << memory::REGION_SHIFT | base;
                    });
                    if let Some(l) = bad {
                        result = Err(SimError::MemoryLimit(format!(
                            "{}: thread {:?} of block {:?}: private memory exceeds {} bytes",
                            self.loc(func, ip),
                            self.thread_xyz(warp.index * w as u32 + l as u32),
                            self.bidx,
                            self.sh.cfg.private_limit
                        )));
                        break 'ops;
                    }
                }
                Op::ExtractDyn { d, v, n, idx, bits } => {
                    each!(mask, full, w, |l| {
                        let i = mask_bits(r!(idx, l), bits);
                        r!(d, l) = if i < n as u64 { r!(v + i as u32, l) } else { 0 };
                    });
                }
                Op::InsertDyn { d, v, n, e, idx, bits } => {
                    each!(mask, full, w, |l| {
                        let i = mask_bits(r!(idx, l), bits);
                        for k in 0..n {
                            r!(d + k, l) = if k as u64 == i { r!(e, l) } else { r!(v + k, l) };
                        }
                    });
                }
                Op::Call { func: callee, start, len, d, nret } => {
                    if let Some(p) = self.stats.profile.as_mut() {
                        let width = prog.funcs.len();
                        BlockProfile::bump(
                            &mut p.entries,
                            width,
                            warp.index as usize * w,
                            mask,
                            callee as usize,
                        );
                    }
                    let cf = &prog.funcs[callee as usize];
                    let mut regs = take_regs(cf.nregs as usize * w);
                    for (r, &v) in cf.reg_init.iter().enumerate() {
                        if v != 0 {
                            regs[r * w..(r + 1) * w].fill(v);
                        }
                    }
                    let args = &func.call_args[start as usize..(start + len) as usize];
                    let mut k = 0usize;
                    for &(pr, pn) in &cf.params {
                        for j in 0..pn {
                            if let Some(&src) = args.get(k) {
                                each!(mask, full, w, |l| {
                                    regs[self.idx(pr + j, l)] = r!(src, l);
                                });
                            }
                            k += 1;
                        }
                    }
                    let mut sp = vec![0u32; w];
                    each!(mask, full, w, |l| {
                        sp[l] = self.sp[warp.index as usize * w + l];
                    });
                    let nf = Frame {
                        func: callee,
                        regs,
                        parent: fi,
                        ret_block: block,
                        ret_ip: (ip + 1 - func.blocks[block as usize].start as usize) as u32,
                        dst: d,
                        nret,
                        live: mask,
                        sp,
                    };
                    let id = match warp.free_frames.pop() {
                        Some(i) => {
                            warp.frames[i as usize] = Some(nf);
                            i
                        }
                        None => {
                            warp.frames.push(Some(nf));
                            warp.frames.len() as u32 - 1
                        }
                    };
                    let s = &mut warp.splits[si];
                    s.frame = id;
                    s.block = 0;
                    s.ip = 0;
                    result = Ok(Event::Continue);
                    break 'ops;
                }
                Op::Sreg { d, which, arg } => {
                    let base = warp.index as usize * w;
                    let tids = &self.sh.tids;
                    match which {
                        Sreg::Tid(k) | Sreg::GlobalId(k) if k < 3 => {
                            let k = k as usize;
                            let add = if matches!(which, Sreg::GlobalId(_)) {
                                self.bidx[k] as u64 * self.sh.bdim[k] as u64
                            } else {
                                0
                            };
                            each!(mask, full, w, |l| { r!(d, l) = tids[base + l][k] as u64 + add });
                        }
                        Sreg::LaneId => each!(mask, full, w, |l| { r!(d, l) = l as u64 }),
                        Sreg::Dynamic(_) => each!(mask, full, w, |l| {
                            let t = (base + l) as u32;
                            let a = if arg == NOREG { 0 } else { r!(arg, l) };
                            r!(d, l) = self.sreg(which, t, l, a);
                        }),
                        _ => {
                            // The same for every thread of the block.
                            let v = self.sreg(which, base as u32, 0, 0);
                            each!(mask, full, w, |l| { r!(d, l) = v });
                        }
                    }
                }
                Op::Barrier { id } => {
                    if let Some(p) = self.stats.profile.as_mut() {
                        let width = p.barriers.len() / self.nthreads.max(1) as usize;
                        BlockProfile::bump(
                            &mut p.barriers,
                            width,
                            warp.index as usize * w,
                            mask,
                            id as usize,
                        );
                    }
                    let s = &mut warp.splits[si];
                    s.state = St::Bar(id);
                    s.ip = (ip + 1 - func.blocks[block as usize].start as usize) as u32;
                    result = Ok(Event::Yield);
                    break 'ops;
                }
                Op::WarpSync { mask: mreg } => {
                    if mreg != NOREG && self.sync_group(warp, si, func, ip, |l| r!(mreg, l)).is_none() {
                        result = Ok(Event::Yield);
                        break 'ops;
                    }
                }
                Op::Fence | Op::Nop => {}
                Op::Shfl { mode, d, pd, v, b, c, mask: mreg } => {
                    let Some(mask) = self.sync_group(warp, si, func, ip, |l| r!(mreg, l)) else {
                        result = Ok(Event::Yield);
                        break 'ops;
                    };
                    // PTX shfl.sync semantics within 32-lane groups.
                    let mut out = [(0u64, false); 64];
                    each!(mask, full, w, |l| {
                        let base = l & !31;
                        let lane = (l & 31) as i64;
                        let bval = (r!(b, l) & 31) as i64;
                        let cv = r!(c, l);
                        let cval = (cv & 31) as i64;
                        let seg = ((cv >> 8) & 31) as i64;
                        let max_lane = (lane & seg) | (cval & !seg);
                        let min_lane = lane & seg;
                        let (j, ok) = match mode {
                            ShflMode::Up => (lane - bval, lane - bval >= max_lane),
                            ShflMode::Down => (lane + bval, lane + bval <= max_lane),
                            ShflMode::Bfly => (lane ^ bval, (lane ^ bval) <= max_lane),
                            ShflMode::Idx => {
                                let j = min_lane | (bval & !seg);
                                (j, j <= max_lane)
                            }
                        };
                        let src = if ok { base + j as usize } else { l };
                        let src = if src < w { src } else { l };
                        out[l] = (r!(v, src), ok);
                    });
                    each!(mask, full, w, |l| {
                        r!(d, l) = out[l].0;
                        if pd != NOREG {
                            r!(pd, l) = out[l].1 as u64;
                        }
                    });
                }
                Op::Vote { mode, d, p, mask: mreg } => {
                    let Some(mask) = self.sync_group(warp, si, func, ip, |l| r!(mreg, l)) else {
                        result = Ok(Event::Yield);
                        break 'ops;
                    };
                    let mut ballot = 0u64;
                    each!(mask, full, w, |l| {
                        if r!(p, l) & 1 != 0 {
                            ballot |= 1 << l;
                        }
                    });
                    each!(mask, full, w, |l| {
                        let sh = (l & !31) as u32;
                        let grp = (mask >> sh) & 0xffff_ffff;
                        let bal = (ballot >> sh) & 0xffff_ffff;
                        r!(d, l) = match mode {
                            VoteMode::Ballot => bal,
                            VoteMode::Any => (bal != 0) as u64,
                            VoteMode::All => (bal == grp) as u64,
                            VoteMode::Uni => (bal == 0 || bal == grp) as u64,
                        };
                    });
                }
                Op::ActiveMask { d } => {
                    each!(mask, full, w, |l| {
                        r!(d, l) = (mask >> (l & !31)) & 0xffff_ffff;
                    });
                }
                Op::Fma { d, a, b, c, dbl } => {
                    if dbl {
                        each!(mask, full, w, |l| {
                            r!(d, l) = f64v(r!(a, l)).mul_add(f64v(r!(b, l)), f64v(r!(c, l))).to_bits();
                        });
                    } else {
                        each!(mask, full, w, |l| {
                            r!(d, l) =
                                f32v(r!(a, l)).mul_add(f32v(r!(b, l)), f32v(r!(c, l))).to_bits() as u64;
                        });
                    }
                }
                Op::FUn { op, d, a, dbl } => {
                    each!(mask, full, w, |l| {
                        let x = r!(a, l);
                        r!(d, l) = if dbl {
                            let x = f64v(x);
                            funary(op, x).to_bits()
                        } else {
                            let x = f32v(x);
                            funary32(op, x).to_bits() as u64
                        };
                    });
                }
                Op::FBi { op, d, a, b, dbl } => {
                    each!(mask, full, w, |l| {
                        let (x, y) = if dbl {
                            (f64v(r!(a, l)), f64v(r!(b, l)))
                        } else {
                            (f32v(r!(a, l)) as f64, f32v(r!(b, l)) as f64)
                        };
                        let z = match op {
                            FBinary::MinNum => x.min(y),
                            FBinary::MaxNum => x.max(y),
                            FBinary::Minimum => {
                                if x.is_nan() || y.is_nan() {
                                    f64::NAN
                                } else if x == y {
                                    if x.is_sign_negative() {
                                        x
                                    } else {
                                        y
                                    }
                                } else {
                                    x.min(y)
                                }
                            }
                            FBinary::Maximum => {
                                if x.is_nan() || y.is_nan() {
                                    f64::NAN
                                } else if x == y {
                                    if x.is_sign_positive() {
                                        x
                                    } else {
                                        y
                                    }
                                } else {
                                    x.max(y)
                                }
                            }
                            FBinary::CopySign => x.copysign(y),
                            FBinary::Pow => {
                                if dbl {
                                    x.powf(y)
                                } else {
                                    (x as f32).powf(y as f32) as f64
                                }
                            }
                            FBinary::Atan2 => {
                                if dbl {
                                    x.atan2(y)
                                } else {
                                    (x as f32).atan2(y as f32) as f64
                                }
                            }
                            FBinary::Hypot => {
                                if dbl {
                                    x.hypot(y)
                                } else {
                                    (x as f32).hypot(y as f32) as f64
                                }
                            }
                            // Exact in either precision (C fmod is exact).
                            FBinary::Fmod => x % y,
                            FBinary::Div => {
                                if dbl {
                                    x / y
                                } else {
                                    ((x as f32) / (y as f32)) as f64
                                }
                            }
                            FBinary::Fdim => {
                                if x.is_nan() || y.is_nan() {
                                    f64::NAN
                                } else if x > y {
                                    if dbl {
                                        x - y
                                    } else {
                                        ((x as f32) - (y as f32)) as f64
                                    }
                                } else {
                                    0.0
                                }
                            }
                        };
                        r!(d, l) = fbits(z, dbl);
                    });
                }
                Op::IMath { op, d, a, b, bits } => {
                    each!(mask, full, w, |l| {
                        let (x, y) = (r!(a, l), r!(b, l));
                        let (sx, sy) = (sext(x, bits as u32), sext(y, bits as u32));
                        let z = match op {
                            IMath::SMin => sx.min(sy) as u64,
                            IMath::SMax => sx.max(sy) as u64,
                            IMath::UMin => x.min(y),
                            IMath::UMax => x.max(y),
                            IMath::Abs => sx.wrapping_abs() as u64,
                            IMath::Ctpop => x.count_ones() as u64,
                            IMath::Ctlz => (x.leading_zeros() - (64 - bits as u32)) as u64,
                            IMath::Cttz => x.trailing_zeros().min(bits as u32) as u64,
                            IMath::Bswap => x.swap_bytes() >> (64 - bits as u32),
                            IMath::BitReverse => x.reverse_bits() >> (64 - bits as u32),
                        };
                        r!(d, l) = mask_bits(z, bits);
                    });
                }
                Op::Memcpy { dst, src, len, len_bits } | Op::Memset { dst, val: src, len, len_bits } => {
                    let is_set = matches!(func.code[ip], Op::Memset { .. });
                    let mut bad = None;
                    each!(mask, full, w, |l| {
                        let n = mask_bits(r!(len, l), len_bits);
                        let (da, sa) = (r!(dst, l), r!(src, l));
                        for k in 0..n {
                            let byte = if is_set {
                                sa & 0xff
                            } else {
                                match self.read(sa.wrapping_add(k), 1) {
                                    Some(b) => b,
                                    None => {
                                        bad = Some((l, sa.wrapping_add(k)));
                                        break;
                                    }
                                }
                            };
                            match self.write(da.wrapping_add(k), 1, byte) {
                                Ok(ch) => changed |= ch,
                                Err(_) => {
                                    bad = Some((l, da.wrapping_add(k)));
                                    break;
                                }
                            }
                        }
                        if bad.is_some() {
                            break;
                        }
                    });
                    if let Some((l, a2)) = bad {
                        result = Err(self.mem_err(func, ip, warp, l, a2, "memory intrinsic out of bounds"));
                        break 'ops;
                    }
                }
                Op::Rmw { op, d, p, v, size, imm } => {
                    atomic_seen = true;
                    let mut bad = None;
                    // Lane order, one lane at a time.
                    let mut mm = mask;
                    while mm != 0 {
                        let l = mm.trailing_zeros() as usize;
                        mm &= mm - 1;
                        let addr = r!(p, l);
                        let val = if v == NOREG { imm } else { r!(v, l) };
                        match self.atomic(addr, size, |old| rmw_apply(op, old, val, size)) {
                            Ok((old, ch)) => {
                                changed |= ch;
                                if d != NOREG {
                                    r!(d, l) = old;
                                }
                            }
                            Err(ro) => {
                                bad = Some((l, addr, ro));
                                break;
                            }
                        }
                    }
                    if let Some((l, a2, ro)) = bad {
                        result = Err(self.mem_err(func, ip, warp, l, a2, atomic_failure(ro)));
                        break 'ops;
                    }
                }
                Op::CmpXchg { d, p, cmp, new, size, pair } => {
                    atomic_seen = true;
                    let mut bad = None;
                    let mut mm = mask;
                    while mm != 0 {
                        let l = mm.trailing_zeros() as usize;
                        mm &= mm - 1;
                        let addr = r!(p, l);
                        let (c, nv) = (r!(cmp, l), r!(new, l));
                        match self.atomic(addr, size, |old| if old == c { nv } else { old }) {
                            Ok((old, ch)) => {
                                changed |= ch;
                                r!(d, l) = old;
                                if pair {
                                    r!(d + 1, l) = (old == c) as u64;
                                }
                            }
                            Err(ro) => {
                                bad = Some((l, addr, ro));
                                break;
                            }
                        }
                    }
                    if let Some((l, a2, ro)) = bad {
                        result = Err(self.mem_err(func, ip, warp, l, a2, atomic_failure(ro)));
                        break 'ops;
                    }
                }
                Op::Br { e } => {
                    result = Ok(self.take_edges(warp, si, &mut frame, func, ip, &[(e, mask)]));
                    break 'ops;
                }
                Op::CondBr { c, t, f } => {
                    let mut mt = 0u64;
                    each!(mask, full, w, |l| {
                        if r!(c, l) & 1 != 0 {
                            mt |= 1 << l;
                        }
                    });
                    let mf = mask & !mt;
                    let both = [(t, mt), (f, mf)];
                    let groups: &[(u32, u64)] = if mt == 0 {
                        &both[1..]
                    } else if mf == 0 {
                        &both[..1]
                    } else {
                        &both
                    };
                    result = Ok(self.take_edges(warp, si, &mut frame, func, ip, groups));
                    break 'ops;
                }
                Op::Switch { v, start, n, default } => {
                    let cases = &func.switch_cases[start as usize..(start + n) as usize];
                    let mut groups: Vec<(u32, u64)> = Vec::new();
                    each!(mask, full, w, |l| {
                        let x = r!(v, l);
                        let e = cases.iter().find(|c| c.0 == x).map_or(default, |c| c.1);
                        let tgt = func.edges[e as usize].target;
                        // Lanes going to the same block through different edges of one switch
                        // carry the same phi values (LLVM requires it), so group by edge.
                        let _ = tgt;
                        match groups.iter_mut().find(|g| g.0 == e) {
                            Some(g) => g.1 |= 1 << l,
                            None => groups.push((e, 1 << l)),
                        }
                    });
                    result = Ok(self.take_edges(warp, si, &mut frame, func, ip, &groups));
                    break 'ops;
                }
                Op::Ret { v, n } => {
                    if frame.parent == NOFRAME {
                        warp.splits.remove(si);
                        self.exit_lanes(warp, mask);
                        result = Ok(Event::Yield);
                        break 'ops;
                    }
                    // Copy return values into the caller's registers now.
                    let pi = frame.parent as usize;
                    if let Some(Some(parent)) = warp.frames.get_mut(pi) {
                        let dst = frame.dst;
                        for k in 0..n.min(frame.nret) {
                            each!(mask, full, w, |l| {
                                let val = frame.regs[self.idx(v + k, l)];
                                parent.regs[self.idx(dst + k, l)] = val;
                            });
                        }
                    }
                    let s = &mut warp.splits[si];
                    s.block = RP_EXIT;
                    s.ip = 0;
                    result = Ok(Event::Yield);
                    break 'ops;
                }
                Op::Unreachable => {
                    result = Err(self.trap(
                        func,
                        ip,
                        warp,
                        mask.trailing_zeros() as usize,
                        "`unreachable` executed",
                    ));
                    break 'ops;
                }
                Op::Unsupported { msg } => {
                    result = Err(SimError::Unsupported(
                        func.messages
                            .get(msg as usize)
                            .cloned()
                            .unwrap_or_else(|| "unsupported instruction".into()),
                    ));
                    break 'ops;
                }
            }
            ip += 1;
        }
        // Statistics of the ops issued.
        warp.warp_insts += n_issued;
        warp.thread_insts += n_issued * pop;
        if pop > 0 {
            self.stats.hist[pop as usize - 1] += n_issued;
        }
        for (k, c) in counts.iter().enumerate() {
            warp.class_counts[k] += c;
        }
        self.local_steps += n_issued;
        if changed {
            self.spin_streak = 0;
        }
        if let Some(s) = warp.splits.iter_mut().find(|s| s.seq == my_seq) {
            s.iter_atomic |= atomic_seen;
            s.iter_changed |= changed;
        }
        // Put the frame back (it may have been freed logically by a return in take_edges).
        if warp.frames[fi as usize].is_none() {
            warp.frames[fi as usize] = Some(frame);
        }
        // A split that reached RP_EXIT of a callee frame returns (after arriving at a barrier
        // there, if it has one).
        if let Ok(Event::Yield) = result {
            if let Some(idx) = warp.splits.iter().position(|s| s.state == St::Ready && s.block == RP_EXIT) {
                let s = &warp.splits[idx];
                let has_barrier = s.convs.last().is_some_and(|&c| {
                    warp.convs[c as usize].frame == s.frame && warp.convs[c as usize].block == RP_EXIT
                }) || s.convs.iter().any(|&c| {
                    warp.convs[c as usize].frame == s.frame && warp.convs[c as usize].block == RP_EXIT
                });
                if has_barrier {
                    self.arrive(warp, idx);
                } else {
                    self.finish_return(warp, idx);
                }
                return Ok(Event::Continue);
            }
        }
        result
    }

    /// Takes the branch: phi copies per edge, divergence handling, reconvergence arrival.
    fn take_edges(
        &mut self,
        warp: &mut Warp,
        si: usize,
        frame: &mut Frame,
        func: &DFunc,
        ip: usize,
        groups: &[(u32, u64)],
    ) -> Event {
        let w = self.w;
        let fi = warp.splits[si].frame;
        // Phi copies, in parallel per edge: sources into scratch columns, then scratch into the
        // destinations (whole columns when every lane of the warp takes the edge).
        // Bit k of `carried`: group k takes a back edge whose copies change a loop-carried value (an
        // iteration that changes neither memory nor these values is a spin: it would repeat
        // identically unless another thread changes memory).
        let full = full_mask(w);
        let mut carried = 0u64;
        if let Some(t) = warp.trace.as_mut() {
            for &(e, _) in groups {
                t.edge(frame.func, e);
            }
        }
        for (gk, &(e, m)) in groups.iter().enumerate() {
            let edge = &func.edges[e as usize];
            let copies = &func.copies[edge.start as usize..(edge.start + edge.len) as usize];
            if copies.is_empty() {
                continue;
            }
            if edge.back {
                let regs = &frame.regs;
                let changes = copies.iter().any(|&(d, s)| {
                    let mut mm = m;
                    while mm != 0 {
                        let l = mm.trailing_zeros() as usize;
                        mm &= mm - 1;
                        if regs[d as usize * w + l] != regs[s as usize * w + l] {
                            return true;
                        }
                    }
                    false
                });
                if changes || gk >= 64 {
                    carried |= 1u64 << gk.min(63);
                }
            }
            let scratch = &mut warp.scratch;
            if scratch.len() < copies.len() * w {
                scratch.resize(copies.len() * w, 0);
            }
            let regs = &mut frame.regs;
            if m == full {
                for (k, &(_, s)) in copies.iter().enumerate() {
                    let s = s as usize * w;
                    scratch[k * w..(k + 1) * w].copy_from_slice(&regs[s..s + w]);
                }
                for (k, &(d, _)) in copies.iter().enumerate() {
                    let d = d as usize * w;
                    regs[d..d + w].copy_from_slice(&scratch[k * w..(k + 1) * w]);
                }
            } else {
                for (k, &(_, s)) in copies.iter().enumerate() {
                    let mut mm = m;
                    while mm != 0 {
                        let l = mm.trailing_zeros() as usize;
                        mm &= mm - 1;
                        scratch[k * w + l] = regs[s as usize * w + l];
                    }
                }
                for (k, &(d, _)) in copies.iter().enumerate() {
                    let mut mm = m;
                    while mm != 0 {
                        let l = mm.trailing_zeros() as usize;
                        mm &= mm - 1;
                        regs[d as usize * w + l] = scratch[k * w + l];
                    }
                }
            }
        }
        // Statistics per static branch.
        let fidx = frame.func as usize;
        if let (Some(p), Some(l)) = (self.stats.profile.as_mut(), self.sh.profile) {
            let width = l.edges.len();
            let first = l.functions[fidx].first_edge as usize;
            for &(e, m) in groups {
                BlockProfile::bump(&mut p.edges, width, warp.index as usize * w, m, first + e as usize);
            }
        }
        if let Some(c) = self.stats.branches.get_mut(fidx).and_then(|v| v.get_mut(ip)) {
            c[0] += 1;
            let first = groups.first().map(|g| func.edges[g.0 as usize].target);
            if groups.iter().any(|g| Some(func.edges[g.0 as usize].target) != first) {
                c[1] += 1;
            }
        }
        // Put the frame back before touching splits.
        warp.frames[fi as usize] = Some(std::mem::replace(
            frame,
            Frame {
                func: 0,
                regs: Vec::new(),
                parent: 0,
                ret_block: 0,
                ret_ip: 0,
                dst: 0,
                nret: 0,
                live: 0,
                sp: Vec::new(),
            },
        ));
        let policy = self.sh.cfg.policy;
        if groups.len() == 1 {
            let edge = &func.edges[groups[0].0 as usize];
            let s = &mut warp.splits[si];
            s.block = edge.target;
            s.ip = 0;
            if edge.back {
                let spin = s.iter_atomic && !s.iter_changed && carried & 1 == 0;
                s.iter_atomic = false;
                s.iter_changed = false;
                if spin && self.on_spin(warp, si) {
                    return Event::Yield;
                }
            }
            self.arrive(warp, si);
            return if warp.splits.get(si).is_some_and(|s| s.state == St::Ready) {
                Event::Continue
            } else {
                Event::Yield
            };
        }
        // Divergence.
        if let Some(t) = warp.trace.as_mut() {
            t.diverge(groups.len());
        }
        let block = warp.splits[si].block;
        let rp = match policy {
            Policy::Ipdom | Policy::Its => Some(func.blocks[block as usize].rp_ipdom),
            Policy::Deferred => Some(func.blocks[block as usize].rp_deferred),
            Policy::None => None,
        };
        let mut parent = warp.splits.remove(si);
        if let Some(rp) = rp {
            let reuse = parent.convs.last().is_some_and(|&c| {
                let cv = &warp.convs[c as usize];
                cv.frame == fi && cv.block == rp
            });
            // Lanes that leave the kernel never reconverge.
            let kernel_exit =
                rp == RP_EXIT && warp.frames[fi as usize].as_ref().is_some_and(|f| f.parent == NOFRAME);
            if !reuse && !kernel_exit {
                let c = self.new_conv(warp, fi, rp, parent.mask);
                parent.convs.push(c);
            }
        }
        // Children: the first group runs first (highest seq).
        let base = warp.seq;
        warp.seq += groups.len() as u64;
        let mut new_idx = Vec::new();
        let spin = parent.iter_atomic && !parent.iter_changed;
        for (k, &(e, m)) in groups.iter().enumerate() {
            let edge = &func.edges[e as usize];
            let mut child = parent.clone();
            child.mask = m;
            child.block = edge.target;
            child.ip = 0;
            child.state = St::Ready;
            child.seq = base + (groups.len() - 1 - k) as u64;
            if edge.back {
                child.iter_atomic = false;
                child.iter_changed = false;
            }
            warp.splits.push(child);
            let unchanged = carried >> k.min(63) & 1 == 0;
            new_idx.push((warp.splits.len() - 1, edge.back && unchanged));
        }
        // Spinning on a back edge (for the lanes that stay in the loop).
        for &(idx, back) in &new_idx {
            if back && spin {
                self.on_spin(warp, idx);
            }
        }
        // Arrivals (indices may shift as splits merge; look splits up by seq).
        let seqs: Vec<u64> =
            new_idx.iter().map(|&(i, _)| warp.splits.get(i).map_or(u64::MAX, |s| s.seq)).collect();
        for sq in seqs {
            if let Some(i) = warp.splits.iter().position(|s| s.seq == sq && s.state == St::Ready) {
                self.arrive(warp, i);
            }
        }
        Event::Yield
    }

    /// A split completed a spinning loop iteration. Under `its`, waiting lanes expecting it are
    /// released; otherwise the block's spin streak grows and a hang is reported past the limit
    /// (as an error the caller sees on the next check). Returns whether the split should yield.
    fn on_spin(&mut self, warp: &mut Warp, si: usize) -> bool {
        self.spin_streak += 1;
        let mask = warp.splits[si].mask;
        if self.sh.cfg.policy == Policy::Its {
            let mut released = false;
            let nconv = warp.convs.len();
            for c in 0..nconv {
                let cv = &warp.convs[c];
                if !cv.alive || cv.arrived == 0 || (cv.expected & !cv.arrived) & mask == 0 {
                    continue;
                }
                let arrived = cv.arrived;
                warp.convs[c].expected &= !arrived;
                warp.convs[c].arrived = 0;
                for s in warp.splits.iter_mut() {
                    if s.state == St::Conv(c as u32) {
                        s.state = St::Ready;
                        s.convs.pop();
                        s.seq = warp.seq;
                        warp.seq += 1;
                    }
                }
                self.stats.its_releases += 1;
                released = true;
            }
            if released {
                self.spin_streak = 0;
                merge_ready(warp);
                return true;
            }
        }
        false
    }

    fn hang_check(&self) -> bool {
        self.spin_streak > self.sh.cfg.hang_limit
    }
}

/// `funary` (double) and `funary32` (single): one definition of the unary float operations for
/// both precisions; `rsqrt` and `exp10` are computed in double precision and rounded once.
macro_rules! funary_for {
    ($name:ident, $t:ty) => {
        fn $name(op: FUnary, x: $t) -> $t {
            match op {
                FUnary::Sqrt => x.sqrt(),
                FUnary::Fabs => x.abs(),
                FUnary::Exp2 => x.exp2(),
                FUnary::Exp => x.exp(),
                FUnary::Log2 => x.log2(),
                FUnary::Log => x.ln(),
                FUnary::Floor => x.floor(),
                FUnary::Ceil => x.ceil(),
                FUnary::Trunc => x.trunc(),
                FUnary::Round => x.round(),
                FUnary::Rint => x.round_ties_even(),
                FUnary::Sin => x.sin(),
                FUnary::Cos => x.cos(),
                FUnary::Tan => x.tan(),
                FUnary::Asin => x.asin(),
                FUnary::Acos => x.acos(),
                FUnary::Atan => x.atan(),
                FUnary::Sinh => x.sinh(),
                FUnary::Cosh => x.cosh(),
                FUnary::Tanh => x.tanh(),
                FUnary::Cbrt => x.cbrt(),
                FUnary::Log10 => x.log10(),
                FUnary::Expm1 => x.exp_m1(),
                FUnary::Log1p => x.ln_1p(),
                FUnary::Saturate => {
                    if x.is_nan() {
                        0.0
                    } else {
                        x.clamp(0.0, 1.0)
                    }
                }
                FUnary::Rsqrt => (1.0 / f64::from(x).sqrt()) as $t,
                FUnary::Exp10 => 10f64.powf(f64::from(x)) as $t,
            }
        }
    };
}

funary_for!(funary, f64);
funary_for!(funary32, f32);

/// Merges ready splits at the same position with the same convergence stack.
fn merge_ready(warp: &mut Warp) {
    let mut i = 0;
    while i < warp.splits.len() {
        let mut j = i + 1;
        while j < warp.splits.len() {
            let (a, b) = (&warp.splits[i], &warp.splits[j]);
            if a.state == St::Ready
                && b.state == St::Ready
                && a.frame == b.frame
                && a.block == b.block
                && a.ip == b.ip
                && a.convs == b.convs
            {
                let m = b.mask;
                let sq = b.seq.max(a.seq);
                warp.splits.remove(j);
                warp.splits[i].mask |= m;
                warp.splits[i].seq = sq;
            } else {
                j += 1;
            }
        }
        i += 1;
    }
}

/// What went wrong with an atomic access the memory refused (`read_only`: the address is in
/// read-only memory; otherwise it is out of bounds, unmapped or misaligned).
fn atomic_failure(read_only: bool) -> &'static str {
    if read_only {
        "atomic on read-only memory"
    } else {
        "atomic out of bounds, unmapped or misaligned"
    }
}
