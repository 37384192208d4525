//! Per-warp instruction traces: what the executor issued for one warp, in issue order, with
//! each memory access's transaction count already computed from its lanes' addresses (so the
//! trace does not keep addresses).
//!
//! The executor calls [`WarpTrace::record_op`] for every issued op, [`WarpTrace::edge`] for
//! every control-flow edge a group of lanes takes (the edge's phi copies carry ready times),
//! [`WarpTrace::diverge`] when a split divides, [`WarpTrace::sync`] when a path arrives at its
//! convergence barrier and [`WarpTrace::reconverge`] when the paths merge.

use crate::decode::{Class, DFunc, Op};
use crate::memory::{TAG_SHARED, TAG_SHIFT};
use warpflow_target::{ArchParams, CostClass};

/// What an event is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// op `index` of function `func` issued
    Op,
    /// edge `index` of function `func` taken
    Edge,
    /// the split divided into `cost` paths
    Diverge,
    /// a path arrived at its convergence barrier
    Sync,
    /// paths merged at a convergence barrier
    Reconverge,
}

/// One trace event (12 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// function index in the program
    pub func: u32,
    /// op or edge index in the function
    pub index: u32,
    /// what happened
    pub kind: EventKind,
    /// cost class of an op (`CostClass as u8`; a generic access's resolved class)
    pub class: u8,
    /// memory ops: transactions (sectors, or shared-memory wavefronts); diverge: paths
    pub cost: u16,
}

/// The memory geometry a trace prices accesses with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// bytes per sector
    pub sector_bytes: u64,
    /// shared-memory banks
    pub banks: u64,
    /// bytes per bank word
    pub bank_bytes: u64,
}

impl Geometry {
    /// The geometry of an architecture.
    pub fn of(p: &ArchParams) -> Geometry {
        Geometry {
            sector_bytes: u64::from(p.sector_bytes.max(1)),
            banks: u64::from(p.shared_banks.max(1)),
            bank_bytes: u64::from(p.bank_bytes.max(1)),
        }
    }
}

/// The trace of one warp.
#[derive(Clone, Debug)]
pub struct WarpTrace {
    /// events in issue order
    pub events: Vec<Event>,
    /// events this warp may record; past it `overflow` is set and recording stops
    pub limit: usize,
    /// the limit was reached
    pub overflow: bool,
    geometry: Geometry,
    scratch: Vec<u64>,
}

impl WarpTrace {
    /// An empty trace.
    pub fn new(geometry: Geometry, limit: usize) -> WarpTrace {
        WarpTrace { events: Vec::new(), limit, overflow: false, geometry, scratch: Vec::new() }
    }

    fn push(&mut self, e: Event) {
        if self.events.len() >= self.limit {
            self.overflow = true;
            return;
        }
        self.events.push(e);
    }

    /// Op `ip` of `func` (function index `fidx`) issued for the lanes of `mask`; `regs` is the
    /// frame's register file (`regs[r * w + lane]`).
    pub fn record_op(&mut self, fidx: u32, ip: usize, func: &DFunc, mask: u64, regs: &[u64], w: usize) {
        let class = match func.class[ip] {
            Class::Fixed(CostClass::Free) => return,
            Class::Fixed(c) => c,
            Class::Generic => CostClass::MemGlobal,
        };
        let mut e = Event { func: fidx, index: ip as u32, kind: EventKind::Op, class: class as u8, cost: 0 };
        let first = mask.trailing_zeros() as usize;
        let lanes = || (0..w).filter(move |l| mask >> l & 1 == 1);
        match func.code[ip] {
            Op::Load { p, start, n, .. } | Op::Store { p, start, n, .. } if first < w => {
                {
                    let tag = regs[p as usize * w + first] >> TAG_SHIFT;
                    let class =
                        if func.class[ip] == Class::Generic { crate::cost::class_of_tag(tag) } else { class };
                    e.class = class as u8;
                    let leaves = &func.leaves[start as usize..(start + n) as usize];
                    let g = self.geometry;
                    let s = &mut self.scratch;
                    s.clear();
                    let shared = class == CostClass::MemShared || tag == TAG_SHARED;
                    for l in lanes() {
                        let a = regs[p as usize * w + l];
                        for leaf in leaves {
                            let lo = a.wrapping_add(u64::from(leaf.offset));
                            let hi = lo.wrapping_add(u64::from(leaf.size.max(1)) - 1);
                            if shared {
                                for word in lo / g.bank_bytes..=hi / g.bank_bytes {
                                    s.push(word);
                                }
                            } else {
                                for sector in lo / g.sector_bytes..=hi / g.sector_bytes {
                                    s.push(sector);
                                }
                            }
                        }
                    }
                    s.sort_unstable();
                    s.dedup();
                    let cost = if shared {
                        // wavefronts: the most distinct words one bank must deliver
                        let mut per_bank = vec![0u32; g.banks as usize];
                        for &word in s.iter() {
                            per_bank[(word % g.banks) as usize] += 1;
                        }
                        u64::from(per_bank.into_iter().max().unwrap_or(1))
                    } else {
                        // sectors; the constant cache also serves one sector per cycle
                        s.len() as u64
                    };
                    e.cost = cost.clamp(1, u64::from(u16::MAX)) as u16;
                }
            }
            Op::Rmw { p, .. } | Op::CmpXchg { p, .. } => {
                let g = self.geometry;
                let s = &mut self.scratch;
                s.clear();
                for l in lanes() {
                    s.push(regs[p as usize * w + l]);
                }
                s.sort_unstable();
                // lanes on one address serialise; distinct sectors are transactions
                let mut same = 1u64;
                let mut run = 1u64;
                for k in 1..s.len() {
                    if s[k] == s[k - 1] {
                        run += 1;
                        same = same.max(run);
                    } else {
                        run = 1;
                    }
                }
                for x in s.iter_mut() {
                    *x /= g.sector_bytes;
                }
                s.dedup();
                e.cost = (s.len() as u64 + same - 1).clamp(1, u64::from(u16::MAX)) as u16;
            }
            _ => {}
        }
        self.push(e);
    }

    /// Edge `edge` of function `fidx` taken.
    pub fn edge(&mut self, fidx: u32, edge: u32) {
        self.push(Event { func: fidx, index: edge, kind: EventKind::Edge, class: 0, cost: 0 });
    }

    /// A split divided into `paths` paths.
    pub fn diverge(&mut self, paths: usize) {
        self.push(Event {
            func: 0,
            index: 0,
            kind: EventKind::Diverge,
            class: 0,
            cost: paths.min(u16::MAX as usize) as u16,
        });
    }

    /// A path arrived at its convergence barrier.
    pub fn sync(&mut self) {
        self.push(Event { func: 0, index: 0, kind: EventKind::Sync, class: 0, cost: 0 });
    }

    /// Paths merged.
    pub fn reconverge(&mut self) {
        self.push(Event { func: 0, index: 0, kind: EventKind::Reconverge, class: 0, cost: 0 });
    }
}
