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
//! Per source line, [`super`] adds the counts of the blocks holding that line's instructions.

use std::collections::HashMap;

use warpflow_ir::{FuncId, Module};
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

/// The profile of one run.
#[derive(Clone, Debug)]
pub struct RunProfile {
    /// the run's statistics
    pub stats: Stats,
    /// per profiled function, its blocks' counts in layout order
    pub blocks: HashMap<FuncId, Vec<BlockCounts>>,
}

/// Runs `spec` on `m` under `cfg` with the profile on, and folds it per block.
pub fn run(m: &Module, spec: &LaunchSpec, cfg: &RunConfig) -> Result<RunProfile, String> {
    let (res, prof) = warpflow_simt::run_profiled(m, spec, cfg).map_err(|e| e.to_string())?;
    Ok(RunProfile { blocks: fold(&prof, &res.stats), stats: res.stats })
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
