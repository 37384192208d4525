//! Reconvergence points of a SASS function: the pairing of each reconvergence set-up with its
//! synchronisation, the divergent branch it covers, and whether it reconverges at that branch's
//! immediate post-dominator.
//!
//! # Pairing
//! - Pascal (`sm_6x`): `SSY L` is popped by `SYNC`, `PBK L` by `BRK`, `PCNT L` by `CONT`; each
//!   pop jumps to `L` (see [`crate::cfg`]). A pop is paired with the set-ups of the matching kind
//!   whose target is the label it jumps to and from which it is reachable. The reconvergence point
//!   is the block at `L`: the warp continues there with the threads of every popped path.
//! - Volta and later: `BSSY Bx, L` records the threads that must meet at `BSYNC Bx`; `BREAK Bx`
//!   takes threads out of that barrier. A forward data-flow over the CFG tracks, for every
//!   barrier register, the `BSSY` instructions whose value may reach each point (`BSSY Bx`
//!   replaces it; a `BMOV` into `Bx` replaces it with an unknown value). Each `BSYNC Bx` (and
//!   `BREAK Bx`) is paired with the `BSSY` values of `Bx` that reach it. The reconvergence point
//!   is the block holding the paired `BSYNC`, where the threads wait for each other; there is one
//!   point per (`BSSY`, `BSYNC`) pair, and a `BSSY` with no `BSYNC` gives one point at `L`.
//!
//! # The covered branch
//! The first divergent conditional transfer ([`crate::cfg::is_divergent_transfer`]) met in a
//! breadth-first walk of the CFG from the instruction after the set-up, in successor order,
//! without entering the reconvergence point (for `BSSY`, without passing the paired `BSYNC`s) or
//! the exit. None found: the point is [`Class::Uncovered`].
//!
//! # Classification (the study's definitions)
//! With `B` the block of the covered branch, `P` its immediate post-dominator and `R` the
//! reconvergence point:
//! - [`Class::Immediate`]: `R = P`;
//! - [`Class::Deferred`]: `R` strictly post-dominates `P` (the warp reconverges later than it
//!   could);
//! - [`Class::Early`]: `P` strictly post-dominates `R` and `B` reaches `R` (it reconverges before
//!   all paths have joined). This includes `P` = the exit, when some path leaves the function
//!   (`early_at_exit` says so);
//! - [`Class::Unordered`]: none of these (`R` and `P` on different paths).

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};
use warpflow_analysis::dominators::PostDomTree;
use warpflow_analysis::graph::{Graph, NodeId};

use crate::cfg::{is_divergent_transfer, label_index, SassCfg};
use crate::parse::{Function, OperandKind};

/// The hardware mechanism a reconvergence point uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Mechanism {
    /// Pascal `SSY`/`SYNC`.
    Ssy,
    /// Pascal `PBK`/`BRK` (loop breaks).
    Pbk,
    /// Pascal `PCNT`/`CONT` (loop continues).
    Pcnt,
    /// Volta+ `BSSY Bx`/`BSYNC Bx`.
    Bssy,
}

/// The classification of a reconvergence point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// At the covered branch's immediate post-dominator.
    Immediate,
    /// Strictly after it (post-dominating it).
    Deferred,
    /// Strictly before it.
    Early,
    /// On a different path from it.
    Unordered,
    /// No divergent branch between set-up and synchronisation.
    Uncovered,
}

/// One reconvergence point of a function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReconvergencePoint {
    /// The mechanism.
    pub mechanism: Mechanism,
    /// The barrier register of a `BSSY`.
    pub barrier: Option<u8>,
    /// Index and address of the set-up instruction.
    pub setup: InstRef,
    /// The set-up's target label.
    pub target: String,
    /// The synchronisation instructions paired with the set-up (`SYNC`/`BRK`/`CONT` for Pascal; the
    /// one `BSYNC` of this point for Volta+).
    pub syncs: Vec<InstRef>,
    /// `BREAK` instructions on the same barrier (Volta+).
    pub breaks: Vec<InstRef>,
    /// First instruction of the reconvergence point's block.
    pub point: InstRef,
    /// The covered divergent branch.
    pub branch: Option<InstRef>,
    /// First instruction of the branch block's immediate post-dominator; `None` when that is the
    /// exit (or there is no branch).
    pub ipdom: Option<InstRef>,
    /// The classification.
    pub class: Class,
    /// `class` is `Early` because the branch's immediate post-dominator is the exit.
    pub early_at_exit: bool,
}

/// An instruction: its index in the function and its address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct InstRef {
    /// Index in [`Function::instructions`].
    pub index: u32,
    /// Address from the listing.
    pub address: Option<u64>,
}

fn iref(f: &Function, index: u32) -> InstRef {
    InstRef { index, address: f.instructions.get(index as usize).and_then(|i| i.address) }
}

/// Post-dominator queries on a [`SassCfg`], with the synthetic exit treated as the exit.
#[derive(Clone, Debug)]
pub struct PostDoms {
    tree: PostDomTree,
    exit: NodeId,
}

impl PostDoms {
    /// Computes post-dominators with the shared algorithm of `warpflow-analysis`.
    pub fn compute(cfg: &SassCfg) -> PostDoms {
        PostDoms { tree: PostDomTree::compute(cfg), exit: cfg.exit() }
    }
    /// The immediate post-dominator of `n`; `None` for the exit (synthetic or virtual).
    pub fn ipdom(&self, n: NodeId) -> Option<NodeId> {
        self.tree.ipdom(n).filter(|&p| p != self.exit)
    }
    /// Whether `a` post-dominates `b` (reflexive).
    pub fn post_dominates(&self, a: NodeId, b: NodeId) -> bool {
        self.tree.post_dominates(a, b)
    }
}

/// Classifies reconvergence point `r` for a branch in block `b` (module docs). Returns the class
/// and whether it is early because the ipdom is the exit.
pub fn classify(f: &Function, cfg: &SassCfg, pdom: &PostDoms, b: NodeId, r: NodeId) -> (Class, bool) {
    let reaches = reachable_from(cfg, b, None).contains(&r);
    match pdom.ipdom(b) {
        Some(p) if forwards_to(f, cfg, p, r) => (Class::Immediate, false),
        Some(p) if r != p && pdom.post_dominates(r, p) => (Class::Deferred, false),
        Some(p) if r != p && pdom.post_dominates(p, r) && reaches => (Class::Early, false),
        Some(_) => (Class::Unordered, false),
        None if reaches => (Class::Early, true),
        None => (Class::Unordered, false),
    }
}

/// Whether `r` is `p`, or is reached from `p` through blocks that execute nothing but an
/// unconditional jump (`BRA`, `SYNC`, `BRK`, `CONT`, `NOP`): reconverging there is not later than at
/// `p`, as no instruction runs in between (Pascal's `SYNC` sits in such a block at the ipdom and
/// jumps to the `SSY` target).
fn forwards_to(f: &Function, cfg: &SassCfg, p: NodeId, r: NodeId) -> bool {
    let mut cur = p;
    for _ in 0..cfg.blocks.len() + 1 {
        if cur == r {
            return true;
        }
        let Some(blk) = cfg.blocks.get(cur.index()) else { return false };
        let only_jumps = (blk.start..blk.end).all(|i| {
            let inst = &f.instructions[i as usize];
            inst.guard.as_ref().is_none_or(|g| g.is_true())
                && matches!(inst.opcode.as_str(), "BRA" | "SYNC" | "BRK" | "CONT" | "NOP")
                && !inst.operands.iter().any(|o| matches!(&o.kind, OperandKind::Predicate(p) if !p.is_true()))
        });
        match cfg.succs(cur) {
            [next] if only_jumps => cur = *next,
            _ => return false,
        }
    }
    false
}

/// Blocks reachable from the successors of `from` (so `from` itself only through a cycle),
/// never entering `stop`.
fn reachable_from(cfg: &SassCfg, from: NodeId, stop: Option<NodeId>) -> BTreeSet<NodeId> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<NodeId> = cfg.succs(from).to_vec();
    while let Some(n) = stack.pop() {
        if Some(n) == stop || !seen.insert(n) {
            continue;
        }
        stack.extend_from_slice(cfg.succs(n));
    }
    seen
}

/// The first divergent transfer met from instruction `after + 1` (module docs). `stops` are
/// instructions the walk must not pass (paired `BSYNC`s); `avoid` a block not to enter.
fn covered_branch(
    f: &Function,
    cfg: &SassCfg,
    after: u32,
    stops: &BTreeSet<u32>,
    avoid: Option<NodeId>,
) -> Option<u32> {
    let start_block = cfg.block_of[after as usize]?;
    let exit = cfg.exit();
    // Scan instructions `from..block end`; Some(Ok(i)) found, Some(Err(())) stopped, None go on.
    let scan = |from: u32, block: NodeId| -> Option<Result<u32, ()>> {
        let end = cfg.blocks[block.index()].end;
        for i in from..end {
            if stops.contains(&i) {
                return Some(Err(()));
            }
            if is_divergent_transfer(&f.instructions[i as usize]) {
                return Some(Ok(i));
            }
        }
        None
    };
    match scan(after + 1, start_block) {
        Some(Ok(i)) => return Some(i),
        Some(Err(())) => return None,
        None => {}
    }
    let mut seen = BTreeSet::from([start_block]);
    let mut queue: VecDeque<NodeId> = cfg.succs(start_block).iter().copied().collect();
    while let Some(b) = queue.pop_front() {
        if b == exit || Some(b) == avoid || !seen.insert(b) {
            continue;
        }
        match scan(cfg.blocks[b.index()].start, b) {
            Some(Ok(i)) => return Some(i),
            Some(Err(())) => continue,
            None => queue.extend(cfg.succs(b).iter().copied()),
        }
    }
    None
}

/// Barrier data-flow state: per barrier register, the `BSSY` instructions that may define it.
type BarrierState = BTreeMap<u8, BTreeSet<u32>>;

fn barrier_transfer(
    f: &Function,
    block_start: u32,
    block_end: u32,
    mut st: BarrierState,
    mut visit: impl FnMut(u32, &BarrierState),
) -> BarrierState {
    for i in block_start..block_end {
        let inst = &f.instructions[i as usize];
        visit(i, &st);
        match inst.opcode.as_str() {
            "BSSY" => {
                if let Some(b) = inst.barrier_operand() {
                    st.insert(b, BTreeSet::from([i]));
                }
            }
            "BMOV" => {
                // `BMOV.32 Bx, R` writes Bx (its first operand); `BMOV.32.CLEAR R, Bx` reads it.
                if let Some(OperandKind::Barrier(b)) = inst.operands.first().map(|o| &o.kind) {
                    st.insert(*b, BTreeSet::new());
                }
            }
            _ => {}
        }
    }
    st
}

/// For each `BSYNC`/`BREAK` instruction, the `BSSY` instructions whose barrier value reaches it.
fn barrier_pairs(f: &Function, cfg: &SassCfg) -> BTreeMap<u32, BTreeSet<u32>> {
    let n = cfg.blocks.len();
    let mut inn: Vec<BarrierState> = vec![BarrierState::new(); n];
    let mut work: VecDeque<usize> = (0..n).collect();
    let mut queued = vec![true; n];
    while let Some(b) = work.pop_front() {
        queued[b] = false;
        let blk = &cfg.blocks[b];
        let out = barrier_transfer(f, blk.start, blk.end, inn[b].clone(), |_, _| {});
        for s in cfg.succs(NodeId(b as u32)) {
            if s.index() >= n {
                continue;
            }
            let before = inn[s.index()].clone();
            for (k, v) in &out {
                inn[s.index()].entry(*k).or_default().extend(v.iter().copied());
            }
            if inn[s.index()] != before && !queued[s.index()] {
                queued[s.index()] = true;
                work.push_back(s.index());
            }
        }
    }
    let mut pairs: BTreeMap<u32, BTreeSet<u32>> = BTreeMap::new();
    for (b, blk) in cfg.blocks.iter().enumerate() {
        barrier_transfer(f, blk.start, blk.end, inn[b].clone(), |i, st| {
            let inst = &f.instructions[i as usize];
            if matches!(inst.opcode.as_str(), "BSYNC" | "BREAK") {
                if let Some(bar) = inst.barrier_operand() {
                    pairs.insert(i, st.get(&bar).cloned().unwrap_or_default());
                }
            }
        });
    }
    pairs
}

/// Finds and classifies every reconvergence point of `f` (module docs).
pub fn reconvergence_points(f: &Function, cfg: &SassCfg, pdom: &PostDoms) -> Vec<ReconvergencePoint> {
    let mut out = Vec::new();
    let pairs = barrier_pairs(f, cfg);
    for (i, inst) in f.instructions.iter().enumerate() {
        let i = i as u32;
        let Some(setup_block) = cfg.block_of[i as usize] else { continue };
        let mechanism = match inst.opcode.as_str() {
            "SSY" => Mechanism::Ssy,
            "PBK" => Mechanism::Pbk,
            "PCNT" => Mechanism::Pcnt,
            "BSSY" => Mechanism::Bssy,
            _ => continue,
        };
        let Some(target) = inst.label_operand() else { continue };
        let target_block =
            label_index(f, target).and_then(|t| cfg.block_of.get(t as usize).copied().flatten());
        let finish = |syncs: Vec<InstRef>, breaks: Vec<InstRef>, r: Option<NodeId>, stops: &BTreeSet<u32>| {
            let avoid = if stops.is_empty() { r } else { None };
            let branch = covered_branch(f, cfg, i, stops, avoid);
            let point_block = r;
            let (class, early_at_exit, ipdom) = match (branch, point_block) {
                (Some(bi), Some(r)) => {
                    let b = cfg.block_of[bi as usize].unwrap_or(setup_block);
                    let (c, e) = classify(f, cfg, pdom, b, r);
                    (c, e, pdom.ipdom(b).map(|p| iref(f, cfg.blocks[p.index()].start)))
                }
                (Some(bi), None) => {
                    let b = cfg.block_of[bi as usize].unwrap_or(setup_block);
                    (Class::Uncovered, false, pdom.ipdom(b).map(|p| iref(f, cfg.blocks[p.index()].start)))
                }
                (None, _) => (Class::Uncovered, false, None),
            };
            ReconvergencePoint {
                mechanism,
                barrier: inst.barrier_operand(),
                setup: iref(f, i),
                target: target.to_string(),
                syncs,
                breaks,
                point: point_block.map_or(InstRef { index: u32::MAX, address: None }, |r| {
                    iref(f, cfg.blocks[r.index()].start)
                }),
                branch: branch.map(|b| iref(f, b)),
                ipdom,
                class,
                early_at_exit,
            }
        };
        if mechanism == Mechanism::Bssy {
            let paired: Vec<u32> = pairs
                .iter()
                .filter(|(&s, bssys)| bssys.contains(&i) && f.instructions[s as usize].opcode == "BSYNC")
                .map(|(&s, _)| s)
                .collect();
            let breaks: Vec<InstRef> = pairs
                .iter()
                .filter(|(&s, bssys)| bssys.contains(&i) && f.instructions[s as usize].opcode == "BREAK")
                .map(|(&s, _)| iref(f, s))
                .collect();
            let stops: BTreeSet<u32> = paired.iter().copied().collect();
            if paired.is_empty() {
                out.push(finish(Vec::new(), breaks.clone(), target_block, &stops));
            }
            for s in paired {
                let r = cfg.block_of[s as usize];
                out.push(finish(vec![iref(f, s)], breaks.clone(), r, &stops));
            }
        } else {
            let pop = match mechanism {
                Mechanism::Ssy => "SYNC",
                Mechanism::Pbk => "BRK",
                _ => "CONT",
            };
            let reach = reachable_from(cfg, setup_block, None);
            let syncs: Vec<InstRef> = cfg
                .pascal_targets
                .iter()
                .filter(|(s, t)| {
                    t == target
                        && f.instructions[*s as usize].opcode == pop
                        && cfg.block_of[*s as usize]
                            .is_some_and(|b| reach.contains(&b) || (b == setup_block && *s > i))
                })
                .map(|(s, _)| iref(f, *s))
                .collect();
            out.push(finish(syncs, Vec::new(), target_block, &BTreeSet::new()));
        }
    }
    out
}
