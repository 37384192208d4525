//! The observer of a run: what the executor reports as it goes, and the statistics, the
//! per-op and per-thread profile ([`crate::profile`]), the cycle model's class counts
//! ([`crate::cost`]) and the pipelined timing model's instruction traces
//! ([`crate::timing::trace`]) built from it. The step loop only reports events: an op issued
//! (with its active mask and cost class), the edges a branch took, a divergence, a function
//! entry, a barrier arrival and completion, a reconvergence, an `its` release, a warp-sync
//! fault; the counting is here, so that what is measured can change without touching the
//! semantics.
//!
//! State is per block ([`Observer`], merged over the launch by [`launch_stats`]) and per warp
//! ([`WarpObs`]: counts and the trace); blocks run in parallel and never share it.

use super::{EarlyPass, RunConfig, SimError};
use crate::cost::{CostTable, NCLASS};
use crate::decode::{Class, DFunc, Op, Program, NOREG};
use crate::memory::TAG_SHIFT;
use crate::profile::{BlockProfile, ProfileLayout};
use crate::stats::{BranchStat, Stats, WarpStat};
use crate::synccheck::WarpSyncFault;
use crate::timing::trace::WarpTrace;
use warpflow_target::CostClass;

/// What the observer keeps per warp.
#[derive(Debug, Default)]
pub(super) struct WarpObs {
    /// ops issued per cost class
    pub class_counts: [u64; NCLASS],
    pub warp_insts: u64,
    pub thread_insts: u64,
    /// the instruction trace, when the timing model needs one
    pub trace: Option<WarpTrace>,
}

impl WarpObs {
    /// Lanes arrived at a convergence barrier.
    #[inline]
    pub fn sync(&mut self) {
        if let Some(t) = self.trace.as_mut() {
            t.sync();
        }
    }

    /// A branch took `groups` (edge, lanes) of function `fidx`.
    #[inline]
    pub fn edges(&mut self, fidx: u32, groups: &[(u32, u64)]) {
        if let Some(t) = self.trace.as_mut() {
            for &(e, _) in groups {
                t.edge(fidx, e);
            }
        }
    }

    /// A split diverged into `paths` splits.
    #[inline]
    pub fn diverge(&mut self, paths: usize) {
        if let Some(t) = self.trace.as_mut() {
            t.diverge(paths);
        }
    }
}

/// The ops one split issued in one run of its block (counted locally, added once).
pub(super) struct Issued {
    pub counts: [u64; NCLASS],
    /// ops issued (not free)
    pub n: u64,
    mask: u64,
    pop: u64,
    /// per-op profile: the index of the function's first op, when profiling
    op_base: Option<usize>,
}

impl Issued {
    /// A run of lanes `mask` in function `fidx`.
    #[inline]
    pub fn new(mask: u64, profile: Option<&ProfileLayout>, fidx: u32) -> Issued {
        Issued {
            counts: [0; NCLASS],
            n: 0,
            mask,
            pop: mask.count_ones() as u64,
            op_base: profile.map(|l| l.functions[fidx as usize].first_op as usize),
        }
    }
}

/// What the observer keeps per block.
#[derive(Default)]
pub(super) struct Observer {
    pub hist: Vec<u64>,
    pub branches: Vec<Vec<[u64; 2]>>,
    pub reconv: u64,
    pub barriers: u64,
    pub its_releases: u64,
    pub warps: Vec<WarpStat>,
    pub class_counts: [u64; NCLASS],
    pub early: Vec<EarlyPass>,
    /// warp-sync faults, with an index by (function, op, warp) for counting repeats
    pub warp_sync: Vec<WarpSyncFault>,
    pub warp_sync_index: std::collections::HashMap<(u32, u32, u32), usize>,
    /// per-thread counts, when profiling
    pub profile: Option<BlockProfile>,
    /// the warps' instruction traces, when the timing model needs them
    pub traces: Vec<WarpTrace>,
}

impl Observer {
    /// The observer of block `bidx` of `nthreads` threads in warps of `w`.
    pub fn new(
        prog: &Program,
        layout: Option<&ProfileLayout>,
        bidx: [u32; 3],
        nthreads: u32,
        w: usize,
    ) -> Self {
        Observer {
            hist: vec![0; w],
            branches: prog.funcs.iter().map(|f| vec![[0, 0]; f.code.len()]).collect(),
            profile: layout.map(|l| {
                let mut p = BlockProfile::new(l, bidx, nthreads);
                // Every thread enters the kernel once.
                let nf = l.functions.len();
                for t in 0..nthreads as usize {
                    p.entries[t * nf] = 1;
                }
                p
            }),
            ..Default::default()
        }
    }

    /// The op at `ip` of `func` (function `fidx`) is about to execute for the lanes of `is`
    /// over registers `regs`: charge its cost class (a generic access by the space of the first
    /// active lane's address), count it in the per-op profile and record it in the trace.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub fn issue(
        &mut self,
        is: &mut Issued,
        wo: &mut WarpObs,
        cost: &CostTable,
        func: &DFunc,
        fidx: u32,
        ip: usize,
        regs: &[u64],
        w: usize,
    ) {
        let charged = match func.class[ip] {
            Class::Fixed(CostClass::Free) => None,
            Class::Fixed(c) => Some(c),
            Class::Generic => {
                let first = is.mask.trailing_zeros() as usize;
                let preg = match func.code[ip] {
                    Op::Load { p, .. } | Op::Store { p, .. } => p,
                    _ => NOREG,
                };
                let tag = if preg == NOREG { 0 } else { regs[preg as usize * w + first] >> TAG_SHIFT };
                Some(crate::cost::class_of_tag(tag))
            }
        };
        if let Some(c) = charged {
            is.counts[c as usize] += 1;
            is.n += 1;
            if let (Some(base), Some(p)) = (is.op_base, self.profile.as_mut()) {
                let o = base + ip;
                if let Some(n) = p.op_issues.get_mut(o) {
                    *n += 1;
                    p.op_lanes[o] += is.pop;
                    p.op_cycles[o] += (cost.issue[c as usize] + cost.latency[c as usize]) as u64;
                }
            }
        }
        if let Some(t) = wo.trace.as_mut() {
            t.record_op(fidx, ip, func, is.mask, regs, w);
        }
    }

    /// A run of ops ended: add what it issued to the warp's and the block's counts.
    #[inline]
    pub fn issued(&mut self, wo: &mut WarpObs, is: &Issued) {
        wo.warp_insts += is.n;
        wo.thread_insts += is.n * is.pop;
        if is.pop > 0 {
            self.hist[is.pop as usize - 1] += is.n;
        }
        for (k, c) in is.counts.iter().enumerate() {
            wo.class_counts[k] += c;
        }
    }

    /// Lanes `mask` of the warp whose first thread is `first` enter function `callee`.
    #[inline]
    pub fn call(&mut self, prog: &Program, first: usize, mask: u64, callee: u32) {
        if let Some(p) = self.profile.as_mut() {
            BlockProfile::bump(&mut p.entries, prog.funcs.len(), first, mask, callee as usize);
        }
    }

    /// Lanes `mask` of the warp whose first thread is `first` arrive at block barrier `id`.
    #[inline]
    pub fn barrier_arrival(&mut self, nthreads: u32, first: usize, mask: u64, id: u32) {
        if let Some(p) = self.profile.as_mut() {
            let width = p.barriers.len() / nthreads.max(1) as usize;
            BlockProfile::bump(&mut p.barriers, width, first, mask, id as usize);
        }
    }

    /// The branch at `ip` of `func` (function `fidx`) took `groups` (edge, lanes) in the warp
    /// whose first thread is `first`: per-thread edge counts and the branch's statistics
    /// (executions, and divergent ones: lanes going to different blocks).
    #[inline]
    pub fn branch(
        &mut self,
        layout: Option<&ProfileLayout>,
        func: &DFunc,
        fidx: u32,
        ip: usize,
        first: usize,
        groups: &[(u32, u64)],
    ) {
        let fidx = fidx as usize;
        if let (Some(p), Some(l)) = (self.profile.as_mut(), layout) {
            let width = l.edges.len();
            let first_edge = l.functions[fidx].first_edge as usize;
            for &(e, m) in groups {
                BlockProfile::bump(&mut p.edges, width, first, m, first_edge + e as usize);
            }
        }
        if let Some(c) = self.branches.get_mut(fidx).and_then(|v| v.get_mut(ip)) {
            c[0] += 1;
            let first = groups.first().map(|g| func.edges[g.0 as usize].target);
            if groups.iter().any(|g| Some(func.edges[g.0 as usize].target) != first) {
                c[1] += 1;
            }
        }
    }

    /// Splits merged at a convergence barrier.
    #[inline]
    pub fn reconverge(&mut self, wo: &mut WarpObs) {
        self.reconv += 1;
        if let Some(t) = wo.trace.as_mut() {
            t.reconverge();
        }
    }

    /// `its` released lanes waiting for spinning ones.
    #[inline]
    pub fn its_release(&mut self) {
        self.its_releases += 1;
    }

    /// A block barrier completed; `early` (warp mode) says who passed it without waiting.
    pub fn barrier_completed(&mut self, early: Option<EarlyPass>) {
        self.barriers += 1;
        self.early.extend(early);
    }

    /// The block finished: every warp's statistics and trace (an overflowing trace is the
    /// memory limit).
    pub fn finish<'w>(
        &mut self,
        warps: impl Iterator<Item = (u32, &'w mut WarpObs)>,
        bidx: [u32; 3],
        cost: &CostTable,
    ) -> Result<(), SimError> {
        let mut warps: Vec<(u32, &mut WarpObs)> = warps.collect();
        for (index, wo) in warps.iter_mut() {
            if let Some(t) = wo.trace.take() {
                if t.overflow {
                    return Err(SimError::MemoryLimit(format!(
                        "the pipelined timing model's trace of warp {} in block {:?} exceeds {} events (use the simple timing model, or a smaller launch)",
                        index, bidx, t.limit
                    )));
                }
                self.traces.push(t);
            }
        }
        for (index, wo) in &warps {
            let (issue, alone) = cost.warp_cycles(&wo.class_counts);
            self.warps.push(WarpStat {
                block: bidx,
                warp: *index,
                warp_instructions: wo.warp_insts,
                thread_instructions: wo.thread_insts,
                issue_cycles: issue,
                alone_cycles: alone,
            });
            for (k, c) in wo.class_counts.iter().enumerate() {
                self.class_counts[k] += c;
            }
        }
        Ok(())
    }
}

/// What a launch's blocks observed, merged: the statistics (with the cycles of the configured
/// timing model), the early barrier passes, the warp-sync faults and the per-block profiles.
pub(super) fn launch_stats(
    prog: &Program,
    cfg: &RunConfig,
    blocks: Vec<Observer>,
    nthreads: u64,
    shared_total: u64,
) -> (Stats, Vec<EarlyPass>, Vec<WarpSyncFault>, Vec<BlockProfile>) {
    let w = cfg.warp_size as usize;
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
    (st, early, warp_sync_faults, profiles)
}
