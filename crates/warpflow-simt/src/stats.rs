//! Statistics of a run: what the warps issued, how full they were, where they diverged, and the
//! cycles of the cost model ([`crate::cost`]).
//!
//! Definitions (GPGPU-Sim's): a *warp instruction* is one instruction issued for a warp's active
//! lanes; *thread instructions* add the number of active lanes of each; SIMD efficiency is
//! `thread_instructions / (warp_size * warp_instructions)`. Phis (edge copies), debug records and
//! lifetime markers are not instructions. The lanes histogram has `warp_size` buckets, bucket `k`
//! counting warp instructions issued with `k + 1` active lanes.

use serde::{Deserialize, Serialize};

/// Per static branch: how often it executed and how often its lanes went different ways.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchStat {
    /// function name
    pub function: String,
    /// block name of the branch
    pub block: String,
    /// executions (warp-level)
    pub executions: u64,
    /// executions whose active lanes took two or more successors
    pub divergent: u64,
}

/// Per warp.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarpStat {
    /// block index (x, y, z)
    pub block: [u32; 3],
    /// warp index in the block
    pub warp: u32,
    /// warp instructions issued
    pub warp_instructions: u64,
    /// thread instructions
    pub thread_instructions: u64,
    /// issue cycles of the cost model
    pub issue_cycles: u64,
    /// cycles if this warp ran alone
    pub alone_cycles: u64,
}

/// Statistics of one run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// warp size of the run
    pub warp_size: u32,
    /// reconvergence policy
    pub policy: String,
    /// warp instructions issued
    pub warp_instructions: u64,
    /// thread (lane) instructions
    pub thread_instructions: u64,
    /// thread instructions / (warp size x warp instructions)
    pub simd_efficiency: f64,
    /// cycles of the multi-warp issue model
    pub cycles: u64,
    /// sum of issue cycles over all warps
    pub issue_cycles: u64,
    /// bucket `k`: warp instructions with `k + 1` active lanes
    pub lanes_histogram: Vec<u64>,
    /// warp instructions per cost class of the target model (`int_alu`, `mem_global`, ...; every
    /// class but `free`, in `warpflow_target::CostClass::ALL` order)
    pub class_counts: Vec<(String, u64)>,
    /// branch executions that diverged, in total
    pub divergent_branches: u64,
    /// per static branch that executed
    pub branches: Vec<BranchStat>,
    /// convergence barriers that completed with lanes from two or more paths
    pub reconvergence_events: u64,
    /// block barriers completed
    pub barriers_completed: u64,
    /// `its`: waits at a convergence barrier given up because the awaited threads spin
    pub its_releases: u64,
    /// per warp
    pub warps: Vec<WarpStat>,
    /// the pipelined timing model's report (`None` under the simple model, whose cycles
    /// `cycles` then are)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing: Option<crate::timing::TimingReport>,
}

impl Stats {
    /// Text summary.
    pub fn render_text(&self) -> String {
        let mut s = String::new();
        s.push_str(&format!("policy {}  warp size {}\n", self.policy, self.warp_size));
        s.push_str(&format!("warp instructions    {}\n", self.warp_instructions));
        s.push_str(&format!("thread instructions  {}\n", self.thread_instructions));
        s.push_str(&format!("SIMD efficiency      {:.4}\n", self.simd_efficiency));
        s.push_str(&format!("cycles               {}\n", self.cycles));
        if let Some(t) = &self.timing {
            s.push_str(&format!(
                "timing               pipelined ({}), {} resident warps in {} blocks, {} machine instructions ({} for reconvergence), issue utilisation {:.3}\n",
                t.arch, t.resident_warps, t.resident_blocks, t.machine_instructions, t.reconvergence_instructions, t.issue_utilisation
            ));
            s.push_str(&format!(
                "memory               {} transactions, {} bank-conflict replays, {} barrier wait cycles\n",
                t.memory_transactions, t.bank_conflict_replays, t.barrier_wait_cycles
            ));
        }
        s.push_str(&format!("divergent branches   {}\n", self.divergent_branches));
        s.push_str(&format!("reconvergence events {}\n", self.reconvergence_events));
        s.push_str(&format!("barriers completed   {}\n", self.barriers_completed));
        if self.its_releases > 0 {
            s.push_str(&format!("its releases         {}\n", self.its_releases));
        }
        s.push_str("class counts        ");
        for (c, n) in self.class_counts.iter().filter(|x| x.1 > 0) {
            s.push_str(&format!(" {c}={n}"));
        }
        s.push('\n');
        s.push_str("active lanes histogram (lanes: warp instructions)\n");
        for (k, n) in self.lanes_histogram.iter().enumerate() {
            if *n > 0 {
                s.push_str(&format!("  W{:<3} {}\n", k + 1, n));
            }
        }
        let div: Vec<_> = self.branches.iter().filter(|b| b.divergent > 0).collect();
        if !div.is_empty() {
            s.push_str("divergent branches (function block: divergent/executions)\n");
            for b in div {
                s.push_str(&format!("  {} {}: {}/{}\n", b.function, b.block, b.divergent, b.executions));
            }
        }
        s
    }
}
