//! The observer of a run: the typed events the executor reports ([`Event`] for a warp,
//! [`BlockEvent`] for the block), and the statistics, the per-op and per-thread profile
//! ([`crate::profile`]), the cycle model's class counts ([`crate::cost`]) and the pipelined
//! timing model's instruction traces ([`crate::timing::trace`]), all derived from those events
//! and nothing else. The events: an op issued (once per step, with the run's active lanes and
//! the operand registers; its cost class is resolved here), a run of ops ended, the edges a
//! branch took (a divergence when more than one), a function entry, a block-barrier arrival
//! and completion, a convergence-barrier arrival, a reconvergence, an `its` release, a
//! warp-sync fault. The warp part emits the issue at one place per step, the rest where it acts
//! on the step's outcome and at its reconvergence and scheduling points; all counting is in [`Observer::record`] and
//! [`Observer::record_block`], so what is measured can change without touching the semantics,
//! and the observer is tested by feeding it hand-written sequences (the tests below).
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

/// One thing that happened to a warp, as the warp part reports it ([`Observer::record`]).
/// Every count of the statistics, the profile, the class counts and the trace is derived
/// from these events and nothing else, so the observer can be tested by feeding it a
/// hand-written sequence (see the tests below) and what is measured can change without
/// touching the semantics. The step loop reports [`Event::Issue`] once per executed op, from
/// one place, just before [`super::ops::execute`]: what it charges (the cost class, a generic
/// access's space from the first active lane's address, the trace's sectors and banks)
/// depends on the op and its operand registers only, never on the outcome, and reporting it
/// after the step measured 2-4% more instructions on the ALU-bound loop (the report then
/// sits between the step's return and the dispatch of its outcome). The other events come
/// from where the outcome is acted on (branch, call, barrier) and from the reconvergence and
/// scheduling points.
pub(super) enum Event<'a> {
    /// Op `ip` of `func` (function `fidx`) executed for the lanes of `run` over `regs`: its
    /// cost class (a generic access by the space of the first active lane's address) is
    /// charged to the run, the per-op profile counts it and the trace records it.
    Issue { run: &'a mut Run, func: &'a DFunc, fidx: u32, ip: usize, regs: &'a [u64] },
    /// A run of ops of one split ended: what it issued is added to the warp's counts.
    RunEnd { run: &'a Run },
    /// Lanes `mask` of the warp whose first thread is `first` enter function `callee`.
    Call { first: usize, mask: u64, callee: u32 },
    /// Lanes `mask` of the warp whose first thread is `first` arrive at block barrier `id`.
    BarrierArrival { first: usize, mask: u64, id: u32 },
    /// The branch at `ip` of `func` (function `fidx`) took `groups` (edge, lanes) in the warp
    /// whose first thread is `first`; more than one group is a divergence of the split.
    Branch { func: &'a DFunc, fidx: u32, ip: usize, first: usize, groups: &'a [(u32, u64)] },
    /// A split arrived at one of its convergence barriers.
    ConvArrival,
    /// Several splits merged at a completed convergence barrier.
    Reconverge,
    /// `its` released lanes waiting for spinning ones.
    ItsRelease,
}

/// What happened to a block as a whole ([`Observer::record_block`]).
pub(super) enum BlockEvent<'a> {
    /// A block barrier completed; `early` (warp mode) says who passed it without waiting.
    BarrierCompleted { early: Option<EarlyPass> },
    /// The warp-sync check found `key` = (function, op, warp) violated; `fault` describes it
    /// (called only for the first occurrence: later ones are counted on it).
    WarpSyncFault { key: (u32, u32, u32), fault: &'a dyn Fn() -> WarpSyncFault },
}

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

/// The ops one split issued in one run of its block (counted locally, added once by
/// [`Event::RunEnd`]).
pub(super) struct Run {
    pub counts: [u64; NCLASS],
    /// ops issued (not free)
    pub n: u64,
    mask: u64,
    pop: u64,
    /// per-op profile: the index of the function's first op, when profiling
    op_base: Option<usize>,
}

/// Where function `fidx`'s ops and edges start in the profile's flat per-op and per-edge
/// arrays, and what one issue of each class costs (when profiling).
#[derive(Default)]
struct ProfileIndex {
    first_op: Vec<u32>,
    first_edge: Vec<u32>,
    edges: usize,
    op_cycles: [u64; NCLASS],
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
    index: ProfileIndex,
    nthreads: u32,
    w: usize,
}

impl Observer {
    /// The observer of block `bidx` of `nthreads` threads in warps of `w`, with the cycle
    /// costs of `cost` (for the per-op profile).
    pub fn new(
        prog: &Program,
        layout: Option<&ProfileLayout>,
        cost: &CostTable,
        bidx: [u32; 3],
        nthreads: u32,
        w: usize,
    ) -> Self {
        let index = layout.map_or_else(ProfileIndex::default, |l| ProfileIndex {
            first_op: l.functions.iter().map(|f| f.first_op).collect(),
            first_edge: l.functions.iter().map(|f| f.first_edge).collect(),
            edges: l.edges.len(),
            op_cycles: std::array::from_fn(|c| (cost.issue[c] + cost.latency[c]) as u64),
        });
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
            index,
            nthreads,
            w,
            ..Default::default()
        }
    }

    /// A run of lanes `mask` in function `fidx` begins (its ops are reported with it).
    #[inline]
    pub fn run(&self, mask: u64, fidx: u32) -> Run {
        Run {
            counts: [0; NCLASS],
            n: 0,
            mask,
            pop: mask.count_ones() as u64,
            op_base: self.profile.as_ref().map(|_| self.index.first_op[fidx as usize] as usize),
        }
    }

    /// Records event `ev` of the warp whose observer state is `wo`.
    #[inline(always)]
    pub fn record(&mut self, wo: &mut WarpObs, ev: Event<'_>) {
        match ev {
            Event::Issue { run, func, fidx, ip, regs } => self.issue(run, wo, func, fidx, ip, regs),
            Event::RunEnd { run } => {
                wo.warp_insts += run.n;
                wo.thread_insts += run.n * run.pop;
                if run.pop > 0 {
                    self.hist[run.pop as usize - 1] += run.n;
                }
                for (k, c) in run.counts.iter().enumerate() {
                    wo.class_counts[k] += c;
                }
            }
            Event::Call { first, mask, callee } => {
                if let Some(p) = self.profile.as_mut() {
                    let nf = self.index.first_op.len();
                    BlockProfile::bump(&mut p.entries, nf, first, mask, callee as usize);
                }
            }
            Event::BarrierArrival { first, mask, id } => {
                if let Some(p) = self.profile.as_mut() {
                    let width = p.barriers.len() / self.nthreads.max(1) as usize;
                    BlockProfile::bump(&mut p.barriers, width, first, mask, id as usize);
                }
            }
            Event::Branch { func, fidx, ip, first, groups } => self.branch(wo, func, fidx, ip, first, groups),
            Event::ConvArrival => {
                if let Some(t) = wo.trace.as_mut() {
                    t.sync();
                }
            }
            Event::Reconverge => {
                self.reconv += 1;
                if let Some(t) = wo.trace.as_mut() {
                    t.reconverge();
                }
            }
            Event::ItsRelease => self.its_releases += 1,
        }
    }

    /// Records event `ev` of the whole block.
    pub fn record_block(&mut self, ev: BlockEvent<'_>) {
        match ev {
            BlockEvent::BarrierCompleted { early } => {
                self.barriers += 1;
                self.early.extend(early);
            }
            BlockEvent::WarpSyncFault { key, fault } => {
                if let Some(&k) = self.warp_sync_index.get(&key) {
                    self.warp_sync[k].occurrences += 1;
                } else if self.warp_sync.len() < crate::synccheck::MAX_FAULTS_PER_BLOCK {
                    self.warp_sync_index.insert(key, self.warp_sync.len());
                    self.warp_sync.push(fault());
                }
            }
        }
    }

    /// [`Event::Issue`].
    #[inline(always)]
    fn issue(&mut self, run: &mut Run, wo: &mut WarpObs, func: &DFunc, fidx: u32, ip: usize, regs: &[u64]) {
        let w = self.w;
        let charged = match func.class[ip] {
            Class::Fixed(CostClass::Free) => None,
            Class::Fixed(c) => Some(c),
            Class::Generic => {
                let first = run.mask.trailing_zeros() as usize;
                let preg = match func.code[ip] {
                    Op::Load { p, .. } | Op::Store { p, .. } => p,
                    _ => NOREG,
                };
                let tag = if preg == NOREG { 0 } else { regs[preg as usize * w + first] >> TAG_SHIFT };
                Some(crate::cost::class_of_tag(tag))
            }
        };
        if let Some(c) = charged {
            run.counts[c as usize] += 1;
            run.n += 1;
            if let (Some(base), Some(p)) = (run.op_base, self.profile.as_mut()) {
                let o = base + ip;
                if let Some(n) = p.op_issues.get_mut(o) {
                    *n += 1;
                    p.op_lanes[o] += run.pop;
                    p.op_cycles[o] += self.index.op_cycles[c as usize];
                }
            }
        }
        if let Some(t) = wo.trace.as_mut() {
            t.record_op(fidx, ip, func, run.mask, regs, w);
        }
    }

    /// [`Event::Branch`]: the trace's edges (and its divergence), per-thread edge counts and
    /// the branch's statistics (executions, and divergent ones: lanes going to different
    /// blocks).
    #[inline]
    fn branch(
        &mut self,
        wo: &mut WarpObs,
        func: &DFunc,
        fidx: u32,
        ip: usize,
        first: usize,
        groups: &[(u32, u64)],
    ) {
        if let Some(t) = wo.trace.as_mut() {
            for &(e, _) in groups {
                t.edge(fidx, e);
            }
            // (the warp part diverges whenever the lanes do not all take one edge)
            if groups.len() != 1 {
                t.diverge(groups.len());
            }
        }
        let fidx = fidx as usize;
        if let Some(p) = self.profile.as_mut() {
            let width = self.index.edges;
            let first_edge = self.index.first_edge[fidx] as usize;
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

#[cfg(test)]
mod tests {
    //! The observer fed hand-written event sequences, without running a kernel: the statistics
    //! and the profile must be exactly what the events say.
    use super::*;
    use crate::decode::decode;

    /// A decoded kernel `entry -> a | b`, `a -> b`: a compare, a conditional branch, a jump.
    fn program() -> Program {
        let src = "define void @k(i32 %n) {\nentry:\n  %c = icmp slt i32 %n, 4\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\n";
        decode(&warpflow_ir::parse(src).expect("parse"), "k").expect("decode")
    }

    /// The ip of the first op of `f` that `pick` accepts.
    fn ip_of(f: &DFunc, pick: impl Fn(&Op) -> bool) -> usize {
        f.code.iter().position(pick).expect("op")
    }

    #[test]
    fn statistics_and_profile_from_events() {
        let prog = program();
        let layout = ProfileLayout::new(&prog);
        let cfg = RunConfig::default();
        let w = 32usize;
        let mut obs = Observer::new(&prog, Some(&layout), &cfg.cost, [0; 3], 32, w);
        let mut wo = WarpObs::default();
        let f = &prog.funcs[0];
        let regs = vec![0u64; f.nregs as usize * w];
        let cmp = ip_of(f, |o| matches!(o, Op::ICmp { .. }));
        let condbr = ip_of(f, |o| matches!(o, Op::CondBr { .. }));
        let jump = ip_of(f, |o| matches!(o, Op::Br { .. }));
        let ret = ip_of(f, |o| matches!(o, Op::Ret { .. }));
        let Op::CondBr { t: to_a, f: to_b, .. } = f.code[condbr] else { unreachable!() };
        let Op::Br { e: a_to_b } = f.code[jump] else { unreachable!() };
        let full = u64::from(u32::MAX);
        let (lo, hi) = (0xFFFFu64, 0xFFFF_0000u64);
        // entry, all 32 lanes: the compare and the branch, which diverges.
        let mut run = obs.run(full, 0);
        for ip in [cmp, condbr] {
            obs.record(&mut wo, Event::Issue { run: &mut run, func: f, fidx: 0, ip, regs: &regs });
        }
        obs.record(&mut wo, Event::RunEnd { run: &run });
        let groups = [(to_a, lo), (to_b, hi)];
        obs.record(&mut wo, Event::Branch { func: f, fidx: 0, ip: condbr, first: 0, groups: &groups });
        // a, the low 16 lanes: the jump to b (one edge: not divergent).
        let mut run = obs.run(lo, 0);
        obs.record(&mut wo, Event::Issue { run: &mut run, func: f, fidx: 0, ip: jump, regs: &regs });
        obs.record(&mut wo, Event::RunEnd { run: &run });
        obs.record(&mut wo, Event::Branch { func: f, fidx: 0, ip: jump, first: 0, groups: &[(a_to_b, lo)] });
        obs.record(&mut wo, Event::ConvArrival);
        obs.record(&mut wo, Event::Reconverge);
        // b, all lanes again: the return.
        let mut run = obs.run(full, 0);
        obs.record(&mut wo, Event::Issue { run: &mut run, func: f, fidx: 0, ip: ret, regs: &regs });
        obs.record(&mut wo, Event::RunEnd { run: &run });
        obs.record(&mut wo, Event::ItsRelease);
        obs.record_block(BlockEvent::BarrierCompleted { early: None });
        obs.finish(std::iter::once((0, &mut wo)), [0; 3], &cfg.cost).expect("finish");

        // What every issued op costs, by its class in the decoded function.
        let class = |ip: usize| match f.class[ip] {
            Class::Fixed(c) => c,
            Class::Generic => unreachable!("no memory ops here"),
        };
        let issued = [(cmp, 32u64), (condbr, 32), (jump, 16), (ret, 32)];
        let charged: Vec<(usize, u64)> =
            issued.iter().copied().filter(|&(ip, _)| class(ip) != CostClass::Free).collect();
        assert!(charged.len() >= 3, "compare and branches are charged: {charged:?}");
        let (st, early, faults, profiles) = launch_stats(&prog, &cfg, vec![obs], 32, 0);
        assert_eq!(st.warp_instructions, charged.len() as u64);
        assert_eq!(st.thread_instructions, charged.iter().map(|c| c.1).sum::<u64>());
        let mut hist = vec![0u64; w];
        for &(_, lanes) in &charged {
            hist[lanes as usize - 1] += 1;
        }
        assert_eq!(st.lanes_histogram, hist);
        let want_eff = st.thread_instructions as f64 / (32.0 * st.warp_instructions as f64);
        assert!((st.simd_efficiency - want_eff).abs() < 1e-12 && st.simd_efficiency < 1.0);
        let mut classes = [0u64; NCLASS];
        for &(ip, _) in &charged {
            classes[class(ip) as usize] += 1;
        }
        assert_eq!(st.warps.len(), 1);
        assert_eq!((st.warps[0].issue_cycles, st.warps[0].alone_cycles), cfg.cost.warp_cycles(&classes));
        assert_eq!(st.cycles, cfg.cost.multi_warp_cycles(&[cfg.cost.warp_cycles(&classes)]));
        let by_block: Vec<(&str, u64, u64)> =
            st.branches.iter().map(|b| (b.block.as_str(), b.executions, b.divergent)).collect();
        let name = |ip: usize| f.blocks[f.op_block[ip] as usize].name.as_str();
        assert_eq!(by_block, vec![(name(condbr), 1, 1), (name(jump), 1, 0)]);
        assert_eq!(st.divergent_branches, 1);
        assert_eq!((st.reconvergence_events, st.barriers_completed, st.its_releases), (1, 1, 1));
        assert!(early.is_empty() && faults.is_empty());
        // The profile from the same events: per-op issues, lanes and cycles; per-thread edges.
        let p = &profiles[0];
        let base = layout.functions[0].first_op as usize;
        for &(ip, lanes) in &issued {
            let c = class(ip);
            let n = u64::from(c != CostClass::Free);
            assert_eq!(p.op_issues[base + ip], n, "op {ip}");
            assert_eq!(p.op_lanes[base + ip], n * lanes, "op {ip}");
            let cyc = (cfg.cost.issue[c as usize] + cfg.cost.latency[c as usize]) as u64;
            assert_eq!(p.op_cycles[base + ip], n * cyc, "op {ip}");
        }
        let ne = layout.edges.len();
        let e0 = layout.functions[0].first_edge as usize;
        for t in 0..32usize {
            let low = t < 16;
            assert_eq!(p.edges[t * ne + e0 + to_a as usize], u64::from(low), "thread {t}");
            assert_eq!(p.edges[t * ne + e0 + to_b as usize], u64::from(!low), "thread {t}");
            assert_eq!(p.edges[t * ne + e0 + a_to_b as usize], u64::from(low), "thread {t}");
            assert_eq!(p.entries[t * layout.functions.len()], 1, "thread {t}");
        }
    }

    #[test]
    fn warp_sync_faults_counted_once_per_op_and_warp() {
        let prog = program();
        let cfg = RunConfig::default();
        let mut obs = Observer::new(&prog, None, &cfg.cost, [0; 3], 32, 32);
        let made = std::cell::Cell::new(0);
        let fault = || {
            made.set(made.get() + 1);
            WarpSyncFault {
                block: [0; 3],
                warp: 0,
                op: crate::Location { function: "k".into(), block: "entry".into(), inst: "x".into() },
                source: None,
                mask: 1,
                executing: vec![0],
                missing: vec![1],
                exited: vec![],
                not_members: vec![],
                occurrences: 1,
            }
        };
        for key in [(0, 1, 0), (0, 1, 0), (0, 2, 0), (0, 1, 0)] {
            obs.record_block(BlockEvent::WarpSyncFault { key, fault: &fault });
        }
        assert_eq!(made.get(), 2, "a fault is described once, at its first occurrence");
        let occurrences: Vec<u64> = obs.warp_sync.iter().map(|f| f.occurrences).collect();
        assert_eq!(occurrences, vec![3, 1]);
    }
}
