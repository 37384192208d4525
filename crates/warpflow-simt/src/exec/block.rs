//! A block: its warps scheduled round-robin in slices, its shared and private memory, block
//! barriers (completion, barrier divergence, early passes in `warp` mode) and hang detection
//! (nothing can run, or spinning past the hang limit). Where things are in the kernel
//! ([`Location`]) and the kernel faults with
//! their thread ([`SimError::Memory`], [`SimError::Trap`], [`SimError::Hang`],
//! [`SimError::BarrierDivergence`]) are built here.

use super::observer::{BlockEvent, Observer, WarpObs};
use super::ops::{Env, StepError, Trap, TrapKind};
use super::warp::{full_mask, give_regs, merge_ready, take_regs, Frame, Split, St, Warp, NOFRAME};
use super::{BarrierMode, BarrierReport, BlockRun, EarlyPass, Location, Shared, SimError};
use crate::decode::{DFunc, NOREG, RP_EXIT};
use crate::memory::{self, BlockMem};
use std::sync::atomic::Ordering::Relaxed;

impl<'a, 'b> BlockRun<'a, 'b> {
    /// Block `bidx` of the launch, with `shared_total` bytes of shared memory.
    pub(super) fn new(sh: &'b Shared<'a>, bidx: [u32; 3], shared_total: u64) -> Self {
        let w = sh.cfg.warp_size as usize;
        let mut shared = vec![0u8; shared_total as usize];
        shared[..sh.prog.shared_init.len()].copy_from_slice(&sh.prog.shared_init);
        let nthreads = sh.bdim[0] * sh.bdim[1] * sh.bdim[2];
        BlockRun {
            sh,
            bidx,
            mem: BlockMem {
                global: sh.mem,
                shared,
                private: vec![Vec::new(); nthreads as usize],
                sp: vec![0; nthreads as usize],
                private_limit: sh.cfg.private_limit,
            },
            obs: Observer::new(sh.prog, sh.profile, &sh.cfg.cost, bidx, nthreads, w),
            spin_streak: 0,
            local_steps: 0,
            w,
            full: full_mask(w),
            wshift: if w.is_power_of_two() { w.trailing_zeros() } else { 0 },
            nthreads,
        }
    }

    pub(super) fn thread_xyz(&self, t: u32) -> [u32; 3] {
        let b = self.sh.bdim;
        [t % b[0], (t / b[0]) % b[1], t / (b[0] * b[1])]
    }

    /// The lanes of `warp` that exist (a partial last warp has fewer) and have not exited.
    pub(super) fn alive_lanes(&self, warp: &Warp) -> u64 {
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
    pub(super) fn loc(&self, f: &DFunc, ip: usize) -> Location {
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
    pub(super) fn idx(&self, r: u32, l: usize) -> usize {
        if self.wshift > 0 || self.w == 1 {
            ((r as usize) << self.wshift) | l
        } else {
            r as usize * self.w + l
        }
    }
    /// Runs the block to its end: the warps round-robin, up to 512 picks of a split at a time,
    /// until no split can run; then a barrier completes, or the block is stuck.
    pub(super) fn run(mut self) -> Result<Observer, SimError> {
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
            for (k, elems) in &self.sh.vectors {
                let Some(&(r, nleaves)) = kernel.params.get(*k) else { continue };
                for (j, &v) in elems.iter().enumerate().take(nleaves as usize) {
                    let reg = r as usize + j;
                    regs[reg * w..(reg + 1) * w].fill(v);
                }
            }
            // A `byval` parameter points to the thread's own copy of the argument, at the
            // bottom of its private stack (a write by one thread is not seen by another).
            for (k, bytes) in &self.sh.byval {
                let Some(&(r, _)) = kernel.params.get(*k) else { continue };
                for l in 0..n {
                    regs[r as usize * w + l] = self.mem.push_private(first + l, bytes);
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
                obs: WarpObs {
                    trace: self.sh.trace.map(|(g, limit)| crate::timing::trace::WarpTrace::new(g, limit)),
                    ..Default::default()
                },
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
        self.obs.finish(warps.iter_mut().map(|w| (w.index, &mut w.obs)), self.bidx, &self.sh.cfg.cost)?;
        for warp in warps {
            for f in warp.frames.into_iter().flatten() {
                give_regs(f.regs);
            }
        }
        Ok(self.obs)
    }

    /// The split to run next: the newest ready one (in warp mode none while one waits at a
    /// block barrier).
    pub(super) fn pick(&self, warp: &Warp) -> Option<usize> {
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

    pub(super) fn thread_list(&self, warp_index: u32, mask: u64) -> Vec<u32> {
        let mut v = Vec::new();
        let mut m = mask;
        while m != 0 {
            let l = m.trailing_zeros();
            m &= m - 1;
            v.push(warp_index * self.w as u32 + l);
        }
        v
    }

    pub(super) fn split_location(&self, warp: &Warp, s: &Split) -> String {
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

    pub(super) fn barrier_location(&self, id: u32) -> Location {
        match self.sh.prog.barriers.get(id as usize) {
            Some(&(fi, oi)) => self.loc(&self.sh.prog.funcs[fi as usize], oi as usize),
            None => Location { function: "?".into(), block: "?".into(), inst: "barrier".into() },
        }
    }

    /// Nothing can run: release splits waiting at warp-sync operations (the lanes they wait
    /// for never arrive), else complete a block barrier, or report divergence or a hang.
    pub(super) fn barrier_or_hang(&mut self, warps: &mut [Warp]) -> Result<(), SimError> {
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
        let early = (!early.is_empty()).then(|| {
            early.sort_unstable();
            EarlyPass { block: self.bidx, barrier: self.barrier_location(id), threads: early }
        });
        self.obs.record_block(BlockEvent::BarrierCompleted { early });
        self.spin_streak = 0;
        Ok(())
    }

    /// The kernel's fault `t` of a lane of warp `wi` at `ip` of `f`, with its thread and
    /// location: [`SimError::Memory`] for an access memory refused, else [`SimError::Trap`].
    pub(super) fn fault(&self, f: &DFunc, ip: usize, wi: u32, t: Trap) -> SimError {
        let loc = Box::new(self.loc(f, ip));
        let thread = self.thread_xyz(wi * self.w as u32 + t.lane as u32);
        let what = t.kind.what().to_string();
        match t.kind {
            TrapKind::Memory { addr, .. } => SimError::Memory {
                loc,
                block: self.bidx,
                thread,
                addr,
                space: memory::space_name(addr).to_string(),
                what,
                region: memory::describe_addr(addr, &self.mem),
            },
            TrapKind::DivisionByZero | TrapKind::Unreachable => {
                SimError::Trap { loc, block: self.bidx, thread, what }
            }
        }
    }

    /// What kept the emulator from executing the op at `ip` of `f` for warp `wi`.
    pub(super) fn step_error(&self, f: &DFunc, ip: usize, wi: u32, e: StepError) -> SimError {
        match e {
            StepError::PrivateLimit { lane } => SimError::MemoryLimit(format!(
                "{}: thread {:?} of block {:?}: private memory exceeds {} bytes",
                self.loc(f, ip),
                self.thread_xyz(wi * self.w as u32 + lane as u32),
                self.bidx,
                self.sh.cfg.private_limit
            )),
            StepError::Unsupported { msg } => SimError::Unsupported(
                f.messages.get(msg as usize).cloned().unwrap_or_else(|| "unsupported instruction".into()),
            ),
        }
    }

    /// What the lanes of warp `wi` read as special registers and use to address memory.
    #[inline]
    pub(super) fn env(&self, wi: u32) -> Env<'b> {
        let sh: &'b Shared<'a> = self.sh;
        Env {
            w: self.w,
            full: self.full,
            warp: wi,
            tids: &sh.tids,
            block: self.bidx,
            bdim: sh.bdim,
            grid: sh.grid,
        }
    }

    /// Whether the block's spinning loop iterations passed the hang limit.
    pub(super) fn hang_check(&self) -> bool {
        self.spin_streak > self.sh.cfg.hang_limit
    }

    /// The hang of threads spinning past the limit, with where the splits of `warp` are.
    pub(super) fn spin_hang(&self, warp: &Warp) -> SimError {
        let mut detail = Vec::new();
        for s in &warp.splits {
            detail.push(format!(
                "warp {} threads {:?} at {}",
                warp.index,
                self.thread_list(warp.index, s.mask),
                self.split_location(warp, s)
            ));
        }
        SimError::Hang {
            block: self.bidx,
            detail: format!(
                "{} loop iterations spinning on atomic or volatile accesses without any change to shared or global memory; {}",
                self.spin_streak,
                detail.join("; ")
            ),
        }
    }
}
