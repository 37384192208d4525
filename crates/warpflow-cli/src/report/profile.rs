//! The emulator's profile of a launch, per block of each function, for `warpflow report --launch`.
//!
//! Where the numbers come from (`warpflow_simt`): the per-thread [`Profile`] counts the CFG edges
//! each thread took and the function entries; the run's statistics count, per static
//! terminator, its warp-level executions and how many of them diverged. So, per block:
//! - *lane executions*: the edges into the block summed over every thread of the launch, plus
//!   the function's entries for its entry block (exact);
//! - *warp executions*: the executions of the block's terminator (exact: a warp runs a block to
//!   its terminator before it branches); not known for a block ending in `ret` or `unreachable`,
//!   which has no statistics entry;
//! - *SIMD efficiency*: lane executions / (warp size x warp executions), where both are known;
//! - *divergent executions*: of the block's branch.
//!
//!
//! Per IR instruction, from the profile's per-op counts (exact; summed over the ops decoded from
//! it and over the launch's blocks):
//! - *issues*: warp instructions that issued it (ops the cost model does not charge, such as phi
//!   copies and constant-offset address arithmetic, issue nothing);
//! - *lanes*: the active lanes of those warp instructions;
//! - *cycles*: the simple cost model's cycles of those warp instructions (issue plus latency of
//!   the class each was charged): a warp's cycles as if it ran alone. Over the whole launch they
//!   sum to the warps' single-warp cycles; the launch's `cycles` (what `warpflow run` prints) is
//!   smaller where the multi-warp model overlaps warps, so a line's share of these cycles is its
//!   share of the time.
//!
//! Per source line, [`super`] adds the counts of the instructions located on it (issues, lanes,
//! cycles) and of the blocks whose branch is on it (divergent executions).

use std::collections::HashMap;

use warpflow_analysis::session::ModuleSession;
use warpflow_ir::{FuncId, Inst};
use warpflow_simt::{LaunchSpec, Profile, RunConfig, Stats};

/// Counts of one block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BlockCounts {
    /// warp executions (None: the block ends in no branch)
    pub warps: Option<u64>,
    /// thread executions
    pub lanes: u64,
    /// divergent executions of its branch
    pub divergent: u64,
}

/// Counts of one IR instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct InstCounts {
    /// warp instructions issued
    pub issues: u64,
    /// their active lanes
    pub lanes: u64,
    /// their cycles in the simple model, as if each warp ran alone
    pub cycles: u64,
}

impl InstCounts {
    /// Adds `o` to these counts.
    pub fn add(&mut self, o: &InstCounts) {
        self.issues += o.issues;
        self.lanes += o.lanes;
        self.cycles += o.cycles;
    }
}

/// The profile of one run.
#[derive(Clone, Debug)]
pub struct RunProfile {
    /// the run's statistics
    pub stats: Stats,
    /// per profiled function, its blocks' counts in layout order
    pub blocks: HashMap<FuncId, Vec<BlockCounts>>,
    /// per IR instruction that issued anything, its counts
    pub insts: HashMap<(FuncId, Inst), InstCounts>,
}

impl RunProfile {
    /// The single-warp cycles of the whole launch (every instruction's, summed).
    pub fn warp_cycles(&self) -> u64 {
        self.insts.values().map(|c| c.cycles).sum()
    }
}

/// Runs `spec` on the module of `session` (the report's emulation session: the module as
/// written, see [`warpflow_simt::emulation_session`]) under `cfg` with the profile on, and folds
/// it per block and instruction. The kernel is decoded from that session, as `warpflow run`
/// decodes it, so the blocks and counts are those `run` reports, and the module is not copied.
pub fn run(session: &ModuleSession, spec: &LaunchSpec, cfg: &RunConfig) -> Result<RunProfile, String> {
    let (res, prof) =
        warpflow_simt::run_profiled_in_session(session, spec, cfg).map_err(|e| e.to_string())?;
    Ok(RunProfile { blocks: fold(&prof, &res.stats), insts: fold_insts(&prof), stats: res.stats })
}

/// Per-instruction counts from a profile's per-op counts.
pub fn fold_insts(prof: &Profile) -> HashMap<(FuncId, Inst), InstCounts> {
    let mut out: HashMap<(FuncId, Inst), InstCounts> = HashMap::new();
    for f in &prof.layout.functions {
        for (k, &inst) in f.ops.iter().enumerate() {
            let o = f.first_op as usize + k;
            let mut c = InstCounts::default();
            for b in &prof.blocks {
                c.issues += b.op_issues.get(o).copied().unwrap_or(0);
                c.lanes += b.op_lanes.get(o).copied().unwrap_or(0);
                c.cycles += b.op_cycles.get(o).copied().unwrap_or(0);
            }
            if c.issues > 0 {
                out.entry((FuncId(f.func_id), Inst(inst))).or_default().add(&c);
            }
        }
    }
    out
}

/// Per-block counts from a profile and the run's statistics (see the module documentation).
pub fn fold(prof: &Profile, stats: &Stats) -> HashMap<FuncId, Vec<BlockCounts>> {
    let l = &prof.layout;
    let mut edge_total = vec![0u64; l.edges.len()];
    let mut entry_total = vec![0u64; l.functions.len()];
    for b in &prof.blocks {
        let (ne, nf) = (l.edges.len(), l.functions.len());
        for t in 0..b.threads as usize {
            for (e, c) in edge_total.iter_mut().enumerate() {
                *c += b.edges.get(t * ne + e).copied().unwrap_or(0);
            }
            for (f, c) in entry_total.iter_mut().enumerate() {
                *c += b.entries.get(t * nf + f).copied().unwrap_or(0);
            }
        }
    }
    let mut out = HashMap::new();
    for (fi, f) in l.functions.iter().enumerate() {
        let mut counts = vec![BlockCounts::default(); f.blocks.len()];
        if let Some(c) = counts.first_mut() {
            c.lanes += entry_total[fi];
        }
        for (e, edge) in l.edges.iter().enumerate() {
            if edge.function as usize == fi {
                if let Some(c) = counts.get_mut(edge.to as usize) {
                    c.lanes += edge_total[e];
                }
            }
        }
        for bs in stats.branches.iter().filter(|b| b.function == f.name) {
            if let Some(k) = f.blocks.iter().position(|n| *n == bs.block) {
                let c = &mut counts[k];
                c.warps = Some(c.warps.unwrap_or(0) + bs.executions);
                c.divergent += bs.divergent;
            }
        }
        out.insert(FuncId(f.func_id), counts);
    }
    out
}

/// Lane executions / (warp size x warp executions).
pub fn efficiency(lanes: u64, warps: u64, warp_size: u32) -> Option<f64> {
    (warps > 0).then(|| lanes as f64 / (warps as f64 * warp_size as f64))
}
