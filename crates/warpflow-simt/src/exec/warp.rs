//! A warp: its splits (groups of lanes at one position), their frames and registers, and
//! reconvergence under each [`Policy`] (the convergence-barrier model of [`super`]): branches
//! split a split and create the barrier its lanes reconverge at, arrivals complete barriers,
//! calls and returns push and pop frames, spinning loop iterations release waiting lanes under
//! `its`, and warp-level `.sync` operations gather the splits that execute them together.
//!
//! [`BlockRun::step`] runs a split through its ops: each op is executed by the step
//! ([`super::ops::execute`]), and the outcome it returns is acted on here: a branch's lanes per
//! edge split the split (or move it), a call pushes a frame, a return pops one or exits the
//! lanes, a block barrier or a warp-level `.sync` op makes the split wait, a trap ends the run
//! with the kernel's fault. What happened is reported to the observer as typed events
//! ([`super::observer::Event`]): one `Issue` per executed op, from one place in the op loop,
//! and the branch, call, barrier, convergence-barrier and reconvergence events where the
//! outcome is acted on; nothing here counts.

use super::observer::{BlockEvent, Event as Obs, Run, WarpObs};
use super::ops::{self, Effects, Outcome};
use super::{BlockRun, Policy, SimError};
use crate::decode::{DFunc, RP_EXIT};
use crate::lanes::Lanes;
use crate::memory::Memory;
use crate::synccheck::{self, WarpSyncFault};

/// The parent of a kernel's frame.
pub(super) const NOFRAME: u32 = u32::MAX;

/// The registers and return linkage of one call instance, shared by the lanes that made it.
#[derive(Clone, Debug)]
pub(super) struct Frame {
    pub func: u32,
    pub regs: Vec<u64>,
    pub parent: u32,
    pub ret_block: u32,
    pub ret_ip: u32,
    pub dst: u32,
    pub nret: u32,
    pub live: u64,
    pub sp: Vec<u32>,
}

/// What a split is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum St {
    Ready,
    /// waiting at convergence barrier `c`
    Conv(u32),
    /// waiting at block barrier `id`
    Bar(u32),
    /// at a warp-level `.sync` operation, waiting for lanes named in its member mask
    WSync,
}

/// Lanes of a warp at one position (frame, block, op) that execute together.
#[derive(Clone, Debug)]
pub(super) struct Split {
    pub mask: u64,
    pub frame: u32,
    pub block: u32,
    pub ip: u32,
    pub state: St,
    pub seq: u64,
    /// the convergence barriers the split is expected at, innermost last
    pub convs: Vec<u32>,
    pub iter_atomic: bool,
    pub iter_changed: bool,
    /// set when nothing else can run: the warp-sync operation the split waits at executes with
    /// the lanes that arrived (the others never will; a synccheck fault)
    pub sync_force: bool,
}

/// A convergence barrier: lanes `expected` reconverge at `block` of `frame`.
#[derive(Clone, Debug)]
pub(super) struct Conv {
    pub frame: u32,
    pub block: u32,
    pub expected: u64,
    pub arrived: u64,
    pub alive: bool,
}

/// One warp of a block.
#[derive(Debug, Default)]
pub(super) struct Warp {
    pub index: u32,
    pub exited: u64,
    pub frames: Vec<Option<Frame>>,
    pub free_frames: Vec<u32>,
    pub splits: Vec<Split>,
    pub convs: Vec<Conv>,
    pub free_convs: Vec<u32>,
    pub seq: u64,
    pub scratch: Vec<u64>,
    /// what the observer keeps per warp (counts, the instruction trace)
    pub obs: WarpObs,
}

/// The mask of the lanes of a warp of `w`.
pub(super) fn full_mask(w: usize) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

thread_local! {
    /// kernel's file is hundreds of KiB per warp; allocating it fresh per block costs page
    /// faults).
    static REG_POOL: std::cell::RefCell<Vec<Vec<u64>>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A zeroed register file of `n` registers, from the pool when one is there.
pub(super) fn take_regs(n: usize) -> Vec<u64> {
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
pub(super) fn give_regs(v: Vec<u64>) {
    REG_POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < 64 {
            p.push(v);
        }
    });
}

/// What a split does after a run of its ops.
pub(super) enum Event {
    /// keep running the same split
    Continue,
    /// pick again
    Yield,
}

impl BlockRun<'_, '_> {
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
    /// by the lanes `active` of `warp`, with member mask `mask_of(lane)`: a fault is recorded
    /// once per (function, op, warp) and counted on repeats.
    pub(super) fn sync_check(
        &mut self,
        warp: &Warp,
        f: &DFunc,
        ip: usize,
        active: u64,
        mask_of: impl Fn(usize) -> u64,
    ) {
        let w = self.w;
        let alive = self.alive_lanes(warp);
        let Some(v) = synccheck::check(active, alive, w, mask_of) else { return };
        let key = (f.id.0, ip as u32, warp.index);
        // (the observer is taken out while `fault` borrows the rest of the run; a rare path)
        let mut obs = std::mem::take(&mut self.obs);
        let fault = || {
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
            WarpSyncFault {
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
            }
        };
        obs.record_block(BlockEvent::WarpSyncFault { key, fault: &fault });
        self.obs = obs;
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
                self.obs.record(&mut warp.obs, Obs::ConvArrival);
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
            self.obs.record(&mut warp.obs, Obs::Reconverge);
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

    /// Gives each `byval` parameter of callee `cf` (registers `regs`, holding the argument
    /// pointers) a fresh copy of the pointed-to bytes on each lane's stack, and points the
    /// parameter at it. A lane whose argument cannot be read is a load fault of the kernel at
    /// the call; a copy past the private limit is the emulator's limit.
    fn copy_byval(
        &mut self,
        wi: u32,
        mask: u64,
        cf: &DFunc,
        regs: &mut [u64],
    ) -> Result<(), Result<ops::Trap, ops::StepError>> {
        for &(k, size) in &cf.byval_params {
            let Some(&(pr, _)) = cf.params.get(k as usize) else { continue };
            let mut m = mask;
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                let t = wi as usize * self.w + l;
                let src = regs[self.idx(pr, l)];
                let dst =
                    self.mem.alloca(t, size, 16).ok_or(Err(ops::StepError::PrivateLimit { lane: l }))?;
                for off in 0..size {
                    let at = src.wrapping_add(off);
                    let fault = |error| {
                        let kind = ops::TrapKind::Memory { access: ops::Access::Load, addr: at, error };
                        Ok(ops::Trap { lane: l, kind })
                    };
                    let byte = self.mem.load(at, 1).map_err(fault)?;
                    self.mem.store(dst + off, 1, byte).map_err(fault)?;
                }
                regs[self.idx(pr, l)] = dst;
            }
        }
        Ok(())
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
            if let Some(sp) = self.mem.sp.get_mut(t) {
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

    /// Runs split `si` of `warp` from its position until it branches, calls, returns, waits or
    /// stops.
    pub(super) fn step(&mut self, warp: &mut Warp, si: usize) -> Result<(), SimError> {
        let seq = warp.splits[si].seq;
        let start = self.local_steps;
        loop {
            let ev = self.step_block(warp, si)?;
            if self.hang_check() {
                return Err(self.spin_hang(warp));
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

    /// Runs split `si` from its position through the ops of its block until one changes
    /// control flow (or stops it), counting what it issued through the observer.
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
        let ln = Lanes::new(w, mask, full);
        let mut run: Run = self.obs.run(mask, frame.func);
        let mut fx = Effects::default();
        let result: Result<Event, SimError>;
        macro_rules! r {
            ($reg:expr, $l:expr) => {
                frame.regs[$reg as usize * w + $l]
            };
        }
        let env = self.env(warp.index);
        let mut targets = Vec::new();
        'ops: loop {
            // The one report of the step (see `Event::Issue` for why before the step: what it
            // charges depends on the op and its operands, never on the outcome).
            self.obs.record(
                &mut warp.obs,
                Obs::Issue { run: &mut run, func, fidx: frame.func, ip, regs: &frame.regs },
            );
            let step = ops::execute(env, func, ip, &mut frame.regs, ln, &mut self.mem, &mut fx, &mut targets);
            let outcome = match step {
                // the common case first: a data op, then the next op
                Ok(Outcome::Continue) => {
                    ip += 1;
                    continue 'ops;
                }
                Ok(o) => o,
                Err(e) => {
                    result = Err(self.step_error(func, ip, warp.index, e));
                    break 'ops;
                }
            };
            match outcome {
                Outcome::Continue => {}
                Outcome::Call { callee, start, len, d, nret } => {
                    self.obs
                        .record(&mut warp.obs, Obs::Call { first: warp.index as usize * w, mask, callee });
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
                        sp[l] = self.mem.sp[warp.index as usize * w + l];
                    });
                    // `byval(T)`: the callee's parameter points to its own copy of the bytes
                    // the argument points to, above the caller's stack (popped with the
                    // frame, as `sp` above is what the return restores); the callee's writes
                    // to it are not seen by the caller.
                    if let Err(e) = self.copy_byval(warp.index, mask, cf, &mut regs) {
                        give_regs(regs);
                        result = Err(match e {
                            Ok(trap) => self.fault(func, ip, warp.index, trap),
                            Err(step) => self.step_error(func, ip, warp.index, step),
                        });
                        break 'ops;
                    }
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
                Outcome::Barrier { id } => {
                    let first = warp.index as usize * w;
                    self.obs.record(&mut warp.obs, Obs::BarrierArrival { first, mask, id });
                    let s = &mut warp.splits[si];
                    s.state = St::Bar(id);
                    s.ip = (ip + 1 - func.blocks[block as usize].start as usize) as u32;
                    result = Ok(Event::Yield);
                    break 'ops;
                }
                Outcome::WarpSync { mask: mreg } => {
                    let Some(group) = self.sync_group(warp, si, func, ip, |l| r!(mreg, l)) else {
                        result = Ok(Event::Yield);
                        break 'ops;
                    };
                    ops::exchange(&env, func, ip, &mut frame.regs, group);
                }
                Outcome::Jump { edge } => {
                    result = Ok(self.take_edges(warp, si, &mut frame, func, ip, &[(edge, mask)]));
                    break 'ops;
                }
                Outcome::Branch { taken, not_taken } => {
                    let both = [taken, not_taken];
                    let groups: &[(u32, u64)] = if taken.1 == 0 {
                        &both[1..]
                    } else if not_taken.1 == 0 {
                        &both[..1]
                    } else {
                        &both
                    };
                    result = Ok(self.take_edges(warp, si, &mut frame, func, ip, groups));
                    break 'ops;
                }
                Outcome::Switch => {
                    result = Ok(self.take_edges(warp, si, &mut frame, func, ip, &targets));
                    break 'ops;
                }
                Outcome::Return { v, n } => {
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
                Outcome::Trap(t) => {
                    result = Err(self.fault(func, ip, warp.index, t));
                    break 'ops;
                }
            }
            ip += 1;
        }
        self.obs.record(&mut warp.obs, Obs::RunEnd { run: &run });
        self.local_steps += run.n;
        if fx.changed {
            self.spin_streak = 0;
        }
        if let Some(s) = warp.splits.iter_mut().find(|s| s.seq == my_seq) {
            s.iter_atomic |= fx.atomic;
            s.iter_changed |= fx.changed;
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
        // What the branch did: edges taken, per-thread edge counts, the static branch's
        // statistics and (with more than one group) the divergence below.
        let first = warp.index as usize * w;
        self.obs.record(&mut warp.obs, Obs::Branch { func, fidx: frame.func, ip, first, groups });
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
            let regs = &mut frame.regs;
            if edge.direct {
                // No copy reads what another writes: straight into the destinations.
                for &(d, s) in copies {
                    let (d, s) = (d as usize * w, s as usize * w);
                    if m == full {
                        regs.copy_within(s..s + w, d);
                    } else {
                        let mut mm = m;
                        while mm != 0 {
                            let l = mm.trailing_zeros() as usize;
                            mm &= mm - 1;
                            regs[d + l] = regs[s + l];
                        }
                    }
                }
                continue;
            }
            let scratch = &mut warp.scratch;
            if scratch.len() < copies.len() * w {
                scratch.resize(copies.len() * w, 0);
            }
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
        // Divergence (reported with the branch).
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
                self.obs.record(&mut warp.obs, Obs::ItsRelease);
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
}

/// Merges ready splits at the same position with the same convergence stack.
pub(super) fn merge_ready(warp: &mut Warp) {
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
