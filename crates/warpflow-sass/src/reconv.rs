//! Reconvergence points of a SASS function: the pairing of each reconvergence set-up with its
//! synchronisation, the region of the set-up, the divergent branch it covers, and whether it
//! reconverges at that branch's immediate post-dominator.
//!
//! # Pairing
//! - Pascal (`sm_6x`): `SSY L` is popped by `SYNC`, `PBK L` by `BRK`, `PCNT L` by `CONT`; each
//!   pop jumps to `L` (see [`crate::cfg`]). A pop is paired with the set-ups of the matching kind
//!   whose target is the label it jumps to and from which it is reachable. The reconvergence point
//!   `R` is the block at `L`: the warp continues there with the threads of every popped path.
//! - Volta and later: `BSSY Bx, L` records the threads that must meet at `BSYNC Bx`; `BREAK Bx`
//!   takes threads out of that barrier. A forward data-flow over the CFG tracks, for every
//!   barrier register, the `BSSY` instructions whose value may reach each point (`BSSY Bx`
//!   replaces it; a `BMOV` into `Bx` replaces it with an unknown value). Each `BSYNC Bx` (and
//!   `BREAK Bx`) is paired with the `BSSY` values of `Bx` that reach it. The reconvergence point
//!   `R` is the block holding the paired `BSYNC`, where the threads wait for each other; there is
//!   one point per (`BSSY`, `BSYNC`) pair, and a `BSSY` with no `BSYNC` gives one point at `L`.
//!
//! # The region of a set-up, with the paths that leave it discounted
//! Threads that leave the set-up's barrier do not reconverge at its `SYNC`/`BSYNC`: a Pascal pop
//! that unwinds the stack past the set-up (`BRK` to an enclosing `PBK`, `SYNC`/`CONT` to an
//! enclosing set-up), a Volta `BREAK Bx` on the set-up's barrier, and `EXIT` (an exited thread
//! leaves every barrier). The classification is therefore made on the *discounted region graph*
//! `G` of the set-up `S` with reconvergence block `R`:
//! - its nodes are `S+` (the set-up's block from the instruction after `S`), the blocks reached
//!   from `S+` along kept edges without entering `R`, then `R`, `ESC` and a sink `T`, with edges
//!   `R -> T` and `ESC -> T`;
//! - every CFG edge `u -> v` out of a region block `u` is, in this order:
//!   1. *leaving* (dropped) when it is taken by threads that executed a `BREAK Bx` paired with
//!      `S` in `u`: an unguarded one, or one guarded by `@P` (`@!P`) when `u` ends in a branch
//!      guarded by the same predicate, not written in between: then the branch's taken
//!      (fall-through) edge is the one those threads take (`@P BREAK B1; @P BRA out`);
//!   2. an edge into `R` when `v = R`;
//!   3. leaving when `v` is the exit (`EXIT`, `RET`, `KILL`), or when it is the jump of a Pascal
//!      pop to the target of a set-up that is not itself in the region (one enclosing `S`);
//!   4. an edge into `ESC` when `v` is the set-up's own block entered from its start (a path
//!      that goes round to run `S` again without meeting `R`), or the block of another `BSYNC`
//!      paired with the same `BSSY`: these threads stay in the barrier but do not arrive at `R`;
//!   5. otherwise kept: `v` joins the region.
//! - nodes from which `T` cannot be reached (every path leaves, or loops forever) are cut off:
//!   all their threads leave.
//!
//! `G` has the single sink `T`, so every node left in it has an immediate post-dominator
//! (computed with the shared algorithm of `warpflow-analysis`).
//!
//! # The covered branch
//! The first block met in a breadth-first walk of `G` from `S+` (in successor order) that ends
//! in a divergent conditional transfer ([`crate::cfg::is_divergent_transfer`]), has at least two
//! distinct successors in `G` (the threads that stay in the barrier really split there: a branch
//! right after `@P BREAK` whose one side only carries the breaking threads does not count), and
//! reaches `R` in `G`. None found: the point is [`Class::Uncovered`]. Set-ups opened back to back
//! walk the same code, but each one its own region: a branch one of whose sides leaves the inner
//! barrier altogether is the outer set-up's, and the inner one covers the next split of its own
//! threads; when threads of both sides stay in the inner barrier, both set-ups cover it (each
//! reconverges the threads that stay in it).
//!
//! # Classification
//! With `B` the covered branch's node and `P` its immediate post-dominator in `G`:
//! - [`Class::Immediate`]: `P = R`, or `P` reaches `R` through blocks that execute nothing but
//!   an unconditional jump (Pascal's `SYNC` in a block of its own at the join);
//! - [`Class::Deferred`]: `P` is a region block that `R` post-dominates in `G`: all the staying
//!   threads have joined at `P`, and the warp reconverges only later, at `R`;
//! - [`Class::Early`]: otherwise: `P` is `T`, or a region block some of whose paths reach `ESC`;
//!   part of the threads still in the barrier are elsewhere when the others reconverge at `R`.
//!
//! [`ReconvergencePoint::ipdom`] is `P` (its first instruction; `None` when `P` is `T`),
//! [`ReconvergencePoint::cfg_ipdom`] the branch block's immediate post-dominator in the whole
//! CFG, for reference, and [`ReconvergencePoint::leaving_edges`] counts the dropped edges the
//! branch reaches, so a table can say how many classifications the discounting changed.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use serde::{Deserialize, Serialize};
use warpflow_analysis::dominators::PostDomTree;
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};

use crate::cfg::{flow, is_divergent_transfer, label_index, Flow, SassCfg};
use crate::parse::{Function, OperandKind, Predicate};

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

/// The classification of a reconvergence point (module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// At the covered branch's immediate post-dominator (on the discounted region).
    Immediate,
    /// Strictly after it.
    Deferred,
    /// Before all the threads that stay in the barrier have joined.
    Early,
    /// No divergent branch splits the threads of the region.
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
    /// First instruction of the reconvergence point's block (index `u32::MAX` when the target
    /// label is unknown).
    pub point: InstRef,
    /// The covered divergent branch.
    pub branch: Option<InstRef>,
    /// First instruction of the covered branch's immediate post-dominator in the discounted
    /// region graph; `None` when that is the sink beyond the region (or there is no branch).
    pub ipdom: Option<InstRef>,
    /// First instruction of the branch block's immediate post-dominator in the whole CFG; `None`
    /// when that is the exit (or there is no branch).
    pub cfg_ipdom: Option<InstRef>,
    /// Edges leaving the barrier (discounted) that the branch reaches within the region.
    pub leaving_edges: u32,
    /// The classification.
    pub class: Class,
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

/// Where a CFG edge out of a region block goes (module docs, rules 1 to 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Edge {
    /// Into the reconvergence block.
    IntoR,
    /// Taken by threads that leave the barrier: dropped.
    Leave,
    /// Into `ESC`.
    Escape,
    /// To another region block.
    Inner(NodeId),
}

/// What a set-up's region is built from.
struct SetUp<'a> {
    f: &'a Function,
    cfg: &'a SassCfg,
    /// The set-up instruction.
    index: u32,
    /// Its block.
    block: NodeId,
    /// The reconvergence block.
    r: NodeId,
    /// Other blocks holding a `BSYNC` paired with the same `BSSY`.
    other_syncs: BTreeSet<NodeId>,
    /// `BREAK` instructions paired with this `BSSY` (empty for Pascal).
    breaks: BTreeSet<u32>,
    /// Whether this is a Pascal set-up (pops can leave it).
    pascal: bool,
}

/// Whether an instruction in `range` may write predicate register `reg` (a predicate in one of
/// the first two operand slots, where SASS puts its destinations).
fn may_write_predicate(f: &Function, range: std::ops::Range<u32>, reg: &str) -> bool {
    range.into_iter().any(|i| {
        f.instructions[i as usize]
            .operands
            .iter()
            .take(2)
            .any(|o| matches!(&o.kind, OperandKind::Predicate(p) if p.reg == reg))
    })
}

/// The region graph of one set-up (module docs). Local nodes: `0..blocks.len()` region blocks
/// (node 0 is `S+`), then `R`, `ESC`, `T`.
struct Region {
    /// CFG block of each region node.
    blocks: Vec<NodeId>,
    /// Kept edges (local ids), in CFG successor order per source.
    edges: Vec<(u32, u32)>,
    /// Sources of the dropped (leaving) edges, one entry per edge.
    dropped: Vec<u32>,
}

impl Region {
    fn r(&self) -> u32 {
        self.blocks.len() as u32
    }
    fn esc(&self) -> u32 {
        self.blocks.len() as u32 + 1
    }
    fn sink(&self) -> u32 {
        self.blocks.len() as u32 + 2
    }
}

impl SetUp<'_> {
    /// The first instruction of region node `u` that belongs to the region.
    fn first(&self, u: u32, block: NodeId) -> u32 {
        if u == 0 {
            self.index + 1
        } else {
            self.cfg.blocks[block.index()].start
        }
    }

    /// For block `b` scanned from `from`: whether threads that executed a paired `BREAK` take
    /// (jump edges, fall-through edge) (module docs, rule 1).
    fn broken(&self, from: u32, b: NodeId) -> (bool, bool) {
        let f = self.f;
        let end = self.cfg.blocks[b.index()].end;
        let term = end - 1;
        let (mut jump, mut fall) = (false, false);
        for k in from..end {
            if !self.breaks.contains(&k) {
                continue;
            }
            let g = match &f.instructions[k as usize].guard {
                None => return (true, true),
                Some(g) if g.is_true() => return (true, true),
                Some(g) => g,
            };
            let t = &f.instructions[term as usize];
            let same = |tg: &Predicate| tg.reg == g.reg && !may_write_predicate(f, k + 1..term, &g.reg);
            if term > k && matches!(t.opcode.as_str(), "BRA" | "JMP" | "BRX" | "JMX") {
                if let Some(tg) = t.guard.as_ref().filter(|tg| same(tg)) {
                    if tg.negated == g.negated {
                        jump = true;
                    } else {
                        fall = true;
                    }
                }
            }
        }
        (jump, fall)
    }

    /// The kinds of the CFG edges out of region node `u` (block `b`), in successor order.
    fn out_edges(&self, u: u32, b: NodeId, nested: &BTreeSet<String>) -> Vec<Edge> {
        let f = self.f;
        let cfg = self.cfg;
        let succs = cfg.succs(b);
        let term = cfg.blocks[b.index()].end - 1;
        let t = &f.instructions[term as usize];
        let (n_jump, has_fall) = match flow(t, Some("")) {
            Ok(Flow::Jump { targets, conditional }) => (targets.len(), conditional),
            Ok(Flow::Exit { conditional }) => (1, conditional),
            Ok(Flow::Next) => (0, true),
            Err(_) => (succs.len(), false),
        };
        let (jump_broken, fall_broken) = self.broken(self.first(u, b), b);
        let pop_target = if self.pascal {
            cfg.pascal_targets.iter().find(|(s, _)| *s == term).map(|(_, t)| t.as_str())
        } else {
            None
        };
        succs
            .iter()
            .enumerate()
            .map(|(pos, &v)| {
                let is_jump = pos < n_jump || !has_fall;
                if (is_jump && jump_broken) || (!is_jump && fall_broken) {
                    Edge::Leave
                } else if v == self.r {
                    Edge::IntoR
                } else if v == cfg.exit() || (is_jump && pop_target.is_some_and(|l| !nested.contains(l))) {
                    Edge::Leave
                } else if v == self.block || self.other_syncs.contains(&v) {
                    Edge::Escape
                } else {
                    Edge::Inner(v)
                }
            })
            .collect()
    }

    /// Builds the region with pops to the targets in `nested` kept inside.
    fn build_with(&self, nested: &BTreeSet<String>) -> Region {
        let mut region = Region { blocks: vec![self.block], edges: Vec::new(), dropped: Vec::new() };
        let mut local: BTreeMap<NodeId, u32> = BTreeMap::new();
        // Targets are resolved once the node count is known: u32::MAX - {0, 1} for R, ESC.
        const TO_R: u32 = u32::MAX;
        const TO_ESC: u32 = u32::MAX - 1;
        let mut raw: Vec<(u32, u32)> = Vec::new();
        let mut queue = VecDeque::from([0u32]);
        while let Some(u) = queue.pop_front() {
            let b = region.blocks[u as usize];
            for e in self.out_edges(u, b, nested) {
                match e {
                    Edge::IntoR => raw.push((u, TO_R)),
                    Edge::Escape => raw.push((u, TO_ESC)),
                    Edge::Leave => region.dropped.push(u),
                    Edge::Inner(v) => {
                        let id = *local.entry(v).or_insert_with(|| {
                            region.blocks.push(v);
                            let id = region.blocks.len() as u32 - 1;
                            queue.push_back(id);
                            id
                        });
                        raw.push((u, id));
                    }
                }
            }
        }
        let (r, esc) = (region.r(), region.esc());
        region.edges = raw
            .into_iter()
            .map(|(a, b)| {
                (
                    a,
                    match b {
                        TO_R => r,
                        TO_ESC => esc,
                        b => b,
                    },
                )
            })
            .collect();
        region
    }

    /// The labels targeted by the Pascal set-ups inside `region` (other than this one).
    fn nested_targets(&self, region: &Region) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for (u, &b) in region.blocks.iter().enumerate() {
            let blk = &self.cfg.blocks[b.index()];
            for i in self.first(u as u32, b)..blk.end {
                let inst = &self.f.instructions[i as usize];
                if i != self.index && matches!(inst.opcode.as_str(), "SSY" | "PBK" | "PCNT") {
                    out.extend(inst.label_operand().map(str::to_string));
                }
            }
        }
        out
    }

    /// The region (module docs): pops to the targets of set-ups nested in it stay inside; as the
    /// region grows with them, iterated to a fixpoint.
    fn build(&self) -> Region {
        let mut nested = BTreeSet::new();
        loop {
            let region = self.build_with(&nested);
            if !self.pascal {
                return region;
            }
            let next = self.nested_targets(&region);
            if next == nested {
                return region;
            }
            nested = next;
        }
    }
}

/// The analysis of one set-up's region: the covered branch, `P`, the class.
struct Analysis {
    /// Covered branch instruction.
    branch: Option<u32>,
    /// First instruction of `P` when it is a block.
    ipdom: Option<u32>,
    /// Dropped edges reachable from the branch.
    leaving_edges: u32,
    class: Class,
}

fn analyse_region(s: &SetUp<'_>, region: &Region) -> Analysis {
    let uncovered = Analysis { branch: None, ipdom: None, leaving_edges: 0, class: Class::Uncovered };
    let n = region.blocks.len();
    let (r, esc, sink) = (region.r(), region.esc(), region.sink());
    let total = n + 3;
    // Nodes that reach T over the kept edges.
    let mut rev: Vec<Vec<u32>> = vec![Vec::new(); total];
    for &(a, b) in &region.edges {
        rev[b as usize].push(a);
    }
    rev[sink as usize].extend([r, esc]);
    let mut live = vec![false; total];
    let mut stack = vec![sink];
    live[sink as usize] = true;
    while let Some(x) = stack.pop() {
        for &p in &rev[x as usize] {
            if !live[p as usize] {
                live[p as usize] = true;
                stack.push(p);
            }
        }
    }
    if !live[0] {
        return uncovered;
    }
    let mut g = DiGraph::new(total, NodeId(0));
    for &(a, b) in region.edges.iter().chain([(r, sink), (esc, sink)].iter()) {
        if live[a as usize] && live[b as usize] {
            g.add_edge(NodeId(a), NodeId(b));
        }
    }
    let reaches = |from: u32, to: u32| -> bool {
        let mut seen = vec![false; total];
        let mut stack = vec![from];
        while let Some(x) = stack.pop() {
            if x == to {
                return true;
            }
            if std::mem::replace(&mut seen[x as usize], true) {
                continue;
            }
            stack.extend(g.succs(NodeId(x)).iter().map(|v| v.0));
        }
        false
    };
    // The covered branch: breadth-first over G from S+.
    let mut seen = vec![false; total];
    let mut queue = VecDeque::from([0u32]);
    seen[0] = true;
    let mut covered = None;
    while let Some(u) = queue.pop_front() {
        if (u as usize) < n {
            let term = s.cfg.blocks[region.blocks[u as usize].index()].end - 1;
            let distinct: BTreeSet<NodeId> = g.succs(NodeId(u)).iter().copied().collect();
            if is_divergent_transfer(&s.f.instructions[term as usize]) && distinct.len() >= 2 && reaches(u, r)
            {
                covered = Some((u, term));
                break;
            }
        }
        for v in g.succs(NodeId(u)) {
            if !std::mem::replace(&mut seen[v.index()], true) {
                queue.push_back(v.0);
            }
        }
    }
    let Some((bnode, term)) = covered else { return uncovered };
    // Dropped edges whose source the branch reaches over kept edges (before cutting).
    let mut from_b = vec![false; total];
    let mut stack = vec![bnode];
    while let Some(x) = stack.pop() {
        if (x as usize) >= n || std::mem::replace(&mut from_b[x as usize], true) {
            continue;
        }
        stack.extend(region.edges.iter().filter(|(a, _)| *a == x).map(|(_, b)| *b));
    }
    let leaving_edges = region.dropped.iter().filter(|&&u| from_b[u as usize]).count() as u32;
    let pdt = PostDomTree::compute(&g);
    let p = pdt.ipdom(NodeId(bnode)).map_or(sink, |p| p.0);
    let p_block = (p < n as u32).then(|| region.blocks[p as usize]);
    let class = if p == r || p_block.is_some_and(|pb| forwards_to(s.f, s.cfg, pb, s.r)) {
        Class::Immediate
    } else if p_block.is_some() && pdt.post_dominates(NodeId(r), NodeId(p)) {
        Class::Deferred
    } else {
        Class::Early
    };
    let ipdom = if p == r { Some(s.cfg.blocks[s.r.index()].start) } else { p_block.map(|pb| s.first(p, pb)) };
    Analysis { branch: Some(term), ipdom, leaving_edges, class }
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
    let start_of = |b: NodeId| iref(f, cfg.blocks[b.index()].start);
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
        // One point: `sync` the paired BSYNC (Volta) or None; `r` the reconvergence block.
        let finish = |syncs: Vec<InstRef>,
                      breaks: &BTreeSet<u32>,
                      sync: Option<u32>,
                      r: Option<NodeId>,
                      other_syncs: BTreeSet<NodeId>| {
            let analysis = match r {
                // BSYNC in the set-up's own block after the BSSY: nothing runs in between.
                Some(r) if r == setup_block && sync.is_some_and(|s| s > i) => None,
                Some(r) => {
                    let s = SetUp {
                        f,
                        cfg,
                        index: i,
                        block: setup_block,
                        r,
                        other_syncs,
                        breaks: breaks.clone(),
                        pascal: mechanism != Mechanism::Bssy,
                    };
                    Some(analyse_region(&s, &s.build()))
                }
                None => None,
            };
            let (branch, ipdom, leaving_edges, class) = match analysis {
                Some(a) => (a.branch, a.ipdom, a.leaving_edges, a.class),
                None => (None, None, 0, Class::Uncovered),
            };
            let cfg_ipdom =
                branch.and_then(|b| cfg.block_of[b as usize]).and_then(|b| pdom.ipdom(b)).map(start_of);
            ReconvergencePoint {
                mechanism,
                barrier: inst.barrier_operand(),
                setup: iref(f, i),
                target: target.to_string(),
                syncs,
                breaks: breaks.iter().map(|&b| iref(f, b)).collect(),
                point: r.map_or(InstRef { index: u32::MAX, address: None }, start_of),
                branch: branch.map(|b| iref(f, b)),
                ipdom: ipdom.map(|p| iref(f, p)),
                cfg_ipdom,
                leaving_edges,
                class,
            }
        };
        if mechanism == Mechanism::Bssy {
            let paired_with = |opcode: &str| -> BTreeSet<u32> {
                pairs
                    .iter()
                    .filter(|(&s, bssys)| bssys.contains(&i) && f.instructions[s as usize].opcode == opcode)
                    .map(|(&s, _)| s)
                    .collect()
            };
            let paired = paired_with("BSYNC");
            let breaks = paired_with("BREAK");
            if paired.is_empty() {
                out.push(finish(Vec::new(), &breaks, None, target_block, BTreeSet::new()));
            }
            for &s in &paired {
                let r = cfg.block_of[s as usize];
                let others: BTreeSet<NodeId> = paired
                    .iter()
                    .filter_map(|&o| cfg.block_of[o as usize])
                    .filter(|&b| Some(b) != r)
                    .collect();
                out.push(finish(vec![iref(f, s)], &breaks, Some(s), r, others));
            }
        } else {
            let pop = match mechanism {
                Mechanism::Ssy => "SYNC",
                Mechanism::Pbk => "BRK",
                _ => "CONT",
            };
            let reach = reachable_from(cfg, setup_block);
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
            out.push(finish(syncs, &BTreeSet::new(), None, target_block, BTreeSet::new()));
        }
    }
    out
}

/// Blocks reachable from the successors of `from` (so `from` itself only through a cycle).
fn reachable_from(cfg: &SassCfg, from: NodeId) -> BTreeSet<NodeId> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<NodeId> = cfg.succs(from).to_vec();
    while let Some(n) = stack.pop() {
        if !seen.insert(n) {
            continue;
        }
        stack.extend_from_slice(cfg.succs(n));
    }
    seen
}
