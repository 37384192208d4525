//! The pipelined model's replay: one SM, its schedulers, resident blocks, a scoreboard per
//! warp, the load/store path and shared memory as SM-wide pipes (see the module docs of
//! [`crate::timing`] for the rules and their argument).
//!
//! The replay is a list scheduler in time order: at each step it takes, over all resident
//! warps, the one whose next machine instruction can issue earliest (its operands ready, its
//! scheduler's dispatch port and its unit free, in-order after its previous instruction), ties
//! going to the warp that issued last on that scheduler (greedy) and then to the oldest. Each
//! step issues one event, so the replay is linear in the trace length times the resident warps.

use super::ops::{op_infos, OpInfo};
use super::trace::{Event, EventKind, WarpTrace};
use super::{PipelineConfig, TimingReport};
use crate::decode::Program;
use warpflow_target::{ArchParams, CostClass, Unit};

/// The launch's shape as the replay needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchShape {
    /// lanes per warp of the run
    pub warp_size: u32,
    /// warps per block
    pub warps_per_block: u32,
    /// shared memory per block in bytes
    pub shared_per_block: u64,
}

/// Resident blocks per SM: the configured warps in whole blocks, or the SM's limits.
pub fn resident_blocks(p: &ArchParams, cfg: &PipelineConfig, shape: &LaunchShape) -> u32 {
    let wpb = shape.warps_per_block.max(1);
    match cfg.resident_warps {
        Some(n) => (n / wpb).max(1),
        None => {
            let mut b = p.max_blocks.min(p.max_warps / wpb);
            if let Some(by_shared) = u64::from(p.shared_bytes).checked_div(shape.shared_per_block) {
                b = b.min(by_shared.min(u64::from(u32::MAX)) as u32);
            }
            b.max(1)
        }
    }
}

struct WarpState<'t> {
    block: usize,
    events: &'t [Event],
    pos: usize,
    sched: usize,
    /// earliest issue of the next instruction (in-order dispatch, branch, reconvergence wait)
    next_ok: u64,
    /// `max(next_ok, operands ready)` of the event at `pos`
    base: u64,
    /// the pipe of the event at `pos`
    unit: Unit,
    ready: Vec<Vec<u64>>,
    calls: Vec<(u32, u32, u32)>,
    bars: Vec<u64>,
    waiting: bool,
    done: bool,
    finish: u64,
    last_issue: u64,
}

struct Replay<'a> {
    p: &'a ArchParams,
    prog: &'a Program,
    infos: Vec<Vec<OpInfo>>,
    ws: u32,
    sched_clock: Vec<u64>,
    unit_free: Vec<[u64; 6]>,
    last: Vec<usize>,
    mem_free: u64,
    shared_free: u64,
    report: TimingReport,
}

impl<'a> Replay<'a> {
    fn occ(&self, unit: Unit) -> u64 {
        u64::from(self.ws.div_ceil(self.p.unit_lanes[unit as usize].max(1)).max(1))
    }

    fn ready_of<'w>(&self, w: &'w mut WarpState<'_>, func: u32) -> &'w mut Vec<u64> {
        let fi = func as usize;
        if w.ready.len() <= fi {
            w.ready.resize(fi + 1, Vec::new());
        }
        let n = self.prog.funcs[fi].nregs as usize;
        if w.ready[fi].len() < n {
            w.ready[fi].resize(n, 0);
        }
        &mut w.ready[fi]
    }

    /// Processes the events of `w` that issue nothing and computes the next issuing event's
    /// base time and pipe (or marks the warp done).
    fn prepare(&self, w: &mut WarpState<'_>) {
        loop {
            let Some(&e) = w.events.get(w.pos) else {
                w.done = true;
                w.finish = w.finish.max(w.last_issue + 1);
                return;
            };
            match e.kind {
                EventKind::Edge => {
                    let f = &self.prog.funcs[e.func as usize];
                    let edge = &f.edges[e.index as usize];
                    let copies = &f.copies[edge.start as usize..(edge.start + edge.len) as usize];
                    let ready = self.ready_of(w, e.func);
                    let src: Vec<u64> =
                        copies.iter().map(|&(_, s)| ready.get(s as usize).copied().unwrap_or(0)).collect();
                    for (&(d, _), t) in copies.iter().zip(src) {
                        if let Some(x) = ready.get_mut(d as usize) {
                            *x = t;
                        }
                    }
                    w.pos += 1;
                }
                EventKind::Reconverge => {
                    w.next_ok = w.next_ok.max(w.last_issue + u64::from(self.p.reconvergence.wait_cycles));
                    w.pos += 1;
                }
                EventKind::Diverge | EventKind::Sync => {
                    w.unit = Unit::Control;
                    w.base = w.next_ok;
                    return;
                }
                EventKind::Op => {
                    let info = &self.infos[e.func as usize][e.index as usize];
                    let ready = self.ready_of(w, e.func);
                    let operands = info
                        .uses
                        .iter()
                        .map(|&u| ready.get(u as usize).copied().unwrap_or(0))
                        .max()
                        .unwrap_or(0);
                    if info.insts == 0 {
                        // free: the results are ready when the operands are
                        for &d in &info.defs {
                            if let Some(x) = ready.get_mut(d as usize) {
                                *x = operands;
                            }
                        }
                        w.pos += 1;
                        continue;
                    }
                    let class = CostClass::ALL[e.class as usize];
                    w.unit = if info.fp64 { Unit::Fp64 } else { self.p.pipe(Unit::of_class(class)) };
                    w.base = w.next_ok.max(operands);
                    return;
                }
            }
        }
    }

    /// Issues the event at `w.pos` at cycle `t` (already at least its candidate time).
    fn issue(&mut self, w: &mut WarpState<'_>, t: u64) {
        let e = w.events[w.pos];
        let s = w.sched;
        let unit = w.unit;
        let occ = self.occ(unit);
        let (n, lat, chain, mem) = match e.kind {
            EventKind::Diverge | EventKind::Sync => {
                let n = if e.kind == EventKind::Diverge {
                    self.p.reconvergence.diverge_insts
                } else {
                    self.p.reconvergence.sync_insts
                };
                self.report.reconvergence_instructions += u64::from(n);
                (u64::from(n.max(1)), u64::from(self.p.latency.branch), 1, None)
            }
            _ => {
                let info = &self.infos[e.func as usize][e.index as usize];
                let class = CostClass::ALL[e.class as usize];
                let lat = if info.fp64 { self.p.latency.fp64 } else { self.p.class_latency(class) };
                let (_, chain) = self.p.sequence(class);
                let mem = matches!(
                    class,
                    CostClass::MemGlobal
                        | CostClass::MemPrivate
                        | CostClass::MemConstant
                        | CostClass::MemShared
                        | CostClass::Atomic
                )
                .then_some(class);
                (u64::from(info.insts), u64::from(lat), u64::from(chain.max(1)), mem)
            }
        };
        let t_last = t + (n - 1) * occ;
        self.unit_free[s][unit as usize] = t_last + occ;
        self.sched_clock[s] = t + n;
        self.last[s] = usize::MAX;
        self.report.machine_instructions += n;
        let mut ready = (t + chain.saturating_sub(1) * lat).max(t_last) + lat;
        if let Some(class) = mem {
            let tx = u64::from(e.cost.max(1));
            if class == CostClass::MemShared {
                let start = t_last.max(self.shared_free);
                self.shared_free = start + tx;
                self.report.bank_conflict_replays += tx - 1;
                ready = self.shared_free + lat;
            } else {
                let start = t_last.max(self.mem_free);
                self.mem_free = start + tx.div_ceil(u64::from(self.p.sectors_per_cycle.max(1)));
                self.report.memory_transactions += tx;
                ready = self.mem_free + lat;
            }
        }
        w.last_issue = t_last;
        w.next_ok = t_last + 1;
        w.finish = w.finish.max(t_last + 1);
        if e.kind == EventKind::Op {
            let info = &self.infos[e.func as usize][e.index as usize];
            let (defs, callee, ret, barrier) = (info.defs.clone(), info.callee, info.ret, info.barrier);
            let class = CostClass::ALL[e.class as usize];
            if class == CostClass::Branch {
                w.next_ok = t_last + u64::from(self.p.latency.branch);
            }
            let r = self.ready_of(w, e.func);
            for d in &defs {
                if let Some(x) = r.get_mut(*d as usize) {
                    *x = ready;
                }
            }
            if !defs.is_empty() && mem.is_some() {
                w.finish = w.finish.max(ready);
            }
            if let Some(c) = callee {
                w.calls.push((e.func, e.index, c));
            }
            if ret && e.func != 0 && w.calls.last().is_some_and(|c| c.2 == e.func) {
                let (cf, ci, _) = w.calls.pop().unwrap_or_default();
                let cdefs = self.infos[cf as usize][ci as usize].defs.clone();
                let back = t_last + u64::from(self.p.latency.branch);
                let r = self.ready_of(w, cf);
                for d in cdefs {
                    if let Some(x) = r.get_mut(d as usize) {
                        *x = back;
                    }
                }
            }
            if barrier {
                w.bars.push(t_last);
                w.waiting = true;
            }
        }
        w.pos += 1;
    }
}

/// Replays the traces of a launch (`blocks[b][k]`: warp `k` of block `b`, in launch order) on
/// one SM of `p` and reports its cycles.
pub fn replay(
    prog: &Program,
    blocks: &[Vec<WarpTrace>],
    p: &ArchParams,
    cfg: &PipelineConfig,
    shape: &LaunchShape,
) -> TimingReport {
    let resident = resident_blocks(p, cfg, shape) as usize;
    let sched = p.schedulers.max(1) as usize;
    let seq = |c: CostClass| p.sequence(c);
    let mut r = Replay {
        p,
        prog,
        infos: prog.funcs.iter().map(|f| op_infos(f, seq)).collect(),
        ws: shape.warp_size,
        sched_clock: vec![0; sched],
        unit_free: vec![[0; 6]; sched],
        last: vec![usize::MAX; sched],
        mem_free: 0,
        shared_free: 0,
        report: TimingReport {
            model: "pipelined".into(),
            arch: p.name.into(),
            resident_blocks: resident.min(blocks.len()) as u32,
            resident_warps: (resident.min(blocks.len()) as u32) * shape.warps_per_block,
            cycles: 0,
            machine_instructions: 0,
            reconvergence_instructions: 0,
            memory_transactions: 0,
            bank_conflict_replays: 0,
            barrier_wait_cycles: 0,
            issue_utilisation: 0.0,
        },
    };
    let mut warps: Vec<WarpState<'_>> = Vec::new();
    let mut next_block = 0usize;
    let mut rr = 0usize;
    let mut end = 0u64;
    while next_block < blocks.len() && next_block < resident {
        admit(&mut warps, &r, &blocks[next_block], next_block, 0, &mut rr);
        next_block += 1;
    }
    let mut check = true;
    loop {
        // Blocks that finished leave; the next blocks take their slots.
        if check {
            check = false;
            let mut finished: Vec<(usize, u64)> = Vec::new();
            let mut by_block: Vec<(usize, bool, u64)> = Vec::new();
            for w in &warps {
                match by_block.iter_mut().find(|x| x.0 == w.block) {
                    Some(x) => {
                        x.1 &= w.done;
                        x.2 = x.2.max(w.finish);
                    }
                    None => by_block.push((w.block, w.done, w.finish)),
                }
            }
            for (b, done, fin) in by_block {
                if done {
                    finished.push((b, fin));
                }
            }
            if !finished.is_empty() {
                warps.retain(|w| !finished.iter().any(|f| f.0 == w.block));
                for (_, fin) in finished {
                    end = end.max(fin);
                    if next_block < blocks.len() {
                        admit(&mut warps, &r, &blocks[next_block], next_block, fin, &mut rr);
                        next_block += 1;
                    }
                }
                check = true;
                continue;
            }
        }
        if warps.is_empty() {
            break;
        }
        // The warp that can issue earliest.
        let mut best: Option<(u64, bool, usize)> = None;
        for (i, w) in warps.iter().enumerate() {
            if w.done || w.waiting {
                continue;
            }
            let s = w.sched;
            let t = w.base.max(r.sched_clock[s]).max(r.unit_free[s][w.unit as usize]);
            let key = (t, r.last[s] != i, i);
            if best.is_none_or(|b| key < b) {
                best = Some(key);
            }
        }
        let Some((t, _, i)) = best else {
            // Everything left waits at a barrier (or is done): release the waits that can
            // complete. The lowest waiting count always completes, so this never stalls; if
            // nothing waits, the blocks are checked for completion.
            let (released, wait) = release_barriers(&mut warps, r.p);
            r.report.barrier_wait_cycles += wait;
            if !released {
                if warps.iter().all(|w| w.done) {
                    check = true;
                    continue;
                }
                for w in warps.iter_mut().filter(|w| w.waiting) {
                    w.waiting = false;
                }
            }
            continue;
        };
        let mut w = std::mem::replace(&mut warps[i], dummy());
        r.issue(&mut w, t);
        let s = w.sched;
        r.prepare(&mut w);
        let reached_barrier = w.waiting;
        let finished_now = w.done;
        warps[i] = w;
        r.last[s] = i;
        if finished_now {
            check = true;
        }
        if reached_barrier || finished_now {
            let (_, wait) = release_barriers(&mut warps, r.p);
            r.report.barrier_wait_cycles += wait;
        }
    }
    r.report.cycles = end;
    let slots = end.saturating_mul(sched as u64);
    r.report.issue_utilisation =
        if slots == 0 { 0.0 } else { r.report.machine_instructions as f64 / slots as f64 };
    r.report
}

/// Makes the warps of block `b` (traces `traces`) resident from cycle `at`.
fn admit<'t>(
    warps: &mut Vec<WarpState<'t>>,
    r: &Replay<'_>,
    traces: &'t [WarpTrace],
    b: usize,
    at: u64,
    rr: &mut usize,
) {
    for t in traces {
        let mut w = WarpState {
            block: b,
            events: &t.events,
            pos: 0,
            sched: *rr % r.sched_clock.len(),
            next_ok: at,
            base: at,
            unit: Unit::Control,
            ready: Vec::new(),
            calls: Vec::new(),
            bars: Vec::new(),
            waiting: false,
            done: false,
            finish: at,
            last_issue: at,
        };
        *rr += 1;
        r.prepare(&mut w);
        warps.push(w);
    }
}

fn dummy<'t>() -> WarpState<'t> {
    WarpState {
        block: usize::MAX,
        events: &[],
        pos: 0,
        sched: 0,
        next_ok: 0,
        base: 0,
        unit: Unit::Control,
        ready: Vec::new(),
        calls: Vec::new(),
        bars: Vec::new(),
        waiting: true,
        done: true,
        finish: 0,
        last_issue: 0,
    }
}

/// Releases every warp waiting at its `j`-th barrier when all unfinished warps of its block
/// have reached their `j`-th: at the latest arrival plus the barrier latency. Whether any was
/// released, and the cycles the released warps waited.
fn release_barriers(warps: &mut [WarpState<'_>], p: &ArchParams) -> (bool, u64) {
    let mut any = false;
    let mut waited = 0;
    let lat = u64::from(p.latency.barrier);
    for i in 0..warps.len() {
        if !warps[i].waiting {
            continue;
        }
        let (b, j) = (warps[i].block, warps[i].bars.len());
        let all = warps.iter().all(|x| x.block != b || x.done || x.bars.len() >= j);
        if !all {
            continue;
        }
        let latest = warps
            .iter()
            .filter(|x| x.block == b && x.bars.len() >= j)
            .map(|x| x.bars[j - 1])
            .max()
            .unwrap_or(0);
        let w = &mut warps[i];
        let release = latest + lat;
        waited += release.saturating_sub(w.bars[j - 1]);
        w.waiting = false;
        w.next_ok = w.next_ok.max(release);
        w.base = w.base.max(w.next_ok);
        any = true;
    }
    (any, waited)
}
