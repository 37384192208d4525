//! Join points of a divergent branch by label propagation (Rosemann, Moll and Hack, POPL 2021,
//! §5, in the form LLVM's `GenericSyncDependenceAnalysis` uses), over a *modified post-order*
//! of the CFG in which every cycle is numbered as an interval headed by its header.
//!
//! Label propagation: each successor of the branch block `B` starts with its own label; a block
//! visited in reverse modified post-order pushes its label to its successors; a block that
//! receives two different labels is a *join* (reachable from two successors of `B` along
//! disjoint paths) and is relabelled with itself. At the header of a reducible cycle containing
//! `B` the label goes to the cycle's exits instead of back into the body: a cycle exit reached
//! with a label different from the header's is a *divergent cycle exit* (temporal divergence).
//! For irreducible cycles containing `B`, every exit whose final label differs from the
//! header's is a divergent exit.
//!
//! Joins through a back edge: let `C` be a cycle containing `B` whose header `H` is not
//! `P = ipdom(B)` while `P` lies in `C`. If a side of `B` reaches `H` without passing `P`, the
//! lanes on that side start a new iteration of `C` while the lanes on the other side reach `H`
//! only through `P`, one iteration later. So `H` is a join of `B` (its phis merge values of
//! different iterations) and every exit of `C` is a divergent exit: lanes of one warp can be in
//! different iterations whenever they leave `C`. Argument that nothing else is missed: if no
//! side reaches `H` avoiding `P`, every lane passes `P` before the next iteration, so all
//! lanes that diverged at `B` are in the same iteration when they meet again, and the ordinary
//! joins (between `B` and `P`) are all the sync dependence there is. If `P` is outside `C`,
//! the branch leaves `C` and the labels sent to `C`'s exits at `H` find the divergent exits.
//!
//! The branch heading its cycle: when `B` is itself the header of a reducible cycle `C`, no
//! other header of `C` pushes to `C`'s exits, and LLVM 19 skips `B` when the propagation comes
//! back to it. But a label that reaches `B` came round a back edge of `C` from a side of `B`
//! without passing `P` (the propagation stops at `P`): those lanes start another iteration
//! while the lanes of the other side may leave `C` in this one, so `B` pushes that label to
//! `C`'s exits like any header, and an exit holding another label is divergent. Where `P` lies
//! in `C` the back-edge rule below already lists every exit. Where no `P` exists (the whole
//! function reaches no `ret`: every block is a post-dominator root) nothing else catches it:
//! `for (;;) { if (x < i & tid) { v = i + 100; if (a == 0) break; } }` followed by an endless
//! loop using `v` had `v` uniform, although lanes leave in different iterations (found by the
//! soundness oracle's endless loops; opt-19 calls it uniform too).
//!
//! Stopping: LLVM 19 stops when no fresh label remains above a "floor" index; that criterion
//! misses joins of long if/else arms (llvm-project issue 137277). We stop instead at the
//! immediate post-dominator `P` of `B`: `P` receives labels (it may be a join) but does not push
//! them, because no two disjoint paths from `B` meet beyond it, with one exception. Suppose a
//! path from `B` reaches `X` avoiding `P` while `X` is also reached from `P` in the same
//! iteration. Every path from `X` to an exit passes `P` (or `B -> X` would avoid it), so `X`
//! reaches `P`: `P` and `X` share a cycle. If it holds `B`, the route from `X` back to `P`
//! goes round the header `H` of a cycle holding `B` and `P` (a route inside one iteration
//! would close a cycle through `P` and `X` alone, and the argument repeats on it), so a side of
//! `B` reaches `H` without passing `P`: the back-edge case below, found by the stopped run
//! itself (a label at `H`). If the shared cycle does not hold `B`, both paths enter it at its
//! header, before `P` on the second, so the header is the join and relabels everything after
//! it. So when the stopped run finds a cycle joined through a back edge, the propagation runs
//! again through `P`, and only then. The missed joins lie in such a cycle (`X` and `P` share
//! it), and those cycles nest, so the second run stays inside the outermost: its blocks alone
//! push labels, which enter it only at its header, where they go to its exits (all of them
//! divergent already by the back-edge rule). Its joins are added to the first run's. Example (LLVM 19 gets it right, the stop
//! alone did not): `for (;;) { if ((tid + i) & 1) { if (i >= 2) break; } v = phi(7, 9); }`,
//! whose only exit is inside the `if`, so `P` is the `if`'s block: lanes from both sides meet
//! at `v` in one iteration, one side through `P` (found by the soundness oracle's endless
//! loops, `tests/data/soundness/loop-exit-inside-if.ll`). The exception is a `P` inside an irreducible cycle, where a block can be
//! reached from `B` both around `P` and through it; there propagation runs to the end.
//! Each block's label changes at most twice per propagation round, so a query costs time
//! linear in the blocks between `B` and `P` (plus the re-propagation rounds of irreducible
//! cycles) and in the exits its headers push to. A header whose nested cycle already pushed
//! the same label skips the exits that push reached (`JoinContext::push_to_exits` gives the
//! argument), so a nest of k levels that each leave early costs O(k) per query, not O(k^2).
//!
//! Stopping when one label is left: for a branch in no cycle, in a function with no
//! irreducible cycle, once every fresh block but `P` carries the same label `L` and none lies
//! in a cycle, the query ends, and `P` becomes a join if it holds a label other than `L`. The
//! argument: the modified post-order numbers the blocks so that every edge that is not a back
//! edge goes to a smaller index, except the edges from a cycle's header into its body (the
//! header is numbered first, the body above it), and a cycle's blocks form an interval below
//! every block outside it that reaches it; the heap hands out the largest index first. Let `X`
//! be a fresh block, in no cycle. A simple path from `X` cannot take a back edge: that edge's
//! header would lie on the path already, having been entered (a reducible cycle has one
//! entry, its header) from a block outside the cycle, and `X` itself is outside every cycle,
//! so the header is entered first and its back edge would close a repeat. So every block the
//! rest of the query could reach from a fresh block has a smaller index than that block:
//! none has been processed yet, and none holds a label but `L` (a labelled unprocessed block
//! is fresh). Labels flow only from fresh blocks, so every block still to be reached gets `L`
//! alone, and no block but `P`, which holds labels from processed blocks, can become a join.
//! `L` does reach `P`: `X` is reached from `B` without passing `P`, and `P` post-dominates `B`
//! (every path from `B` to an exit or a region with no exit passes `P`,
//! [`PostDomTree::compute`]), so every path from `X` meets `P`. No cycle exit, back-edge join
//! or irreducible exit arises for a branch in no cycle. A ladder of k divergent guards that
//! all leave to one block (`if (c_i) return;` in a row) thus costs O(1) per guard, not O(k).
//!
//! Settling blocks early: for the same queries (a branch `B` in no cycle, a function with no
//! irreducible cycle), a fresh block `X` other than `P` whose every incoming edge comes from
//! `B`, from a block settled before, or from a block no path from `B` reaches holds its final
//! label, and is *settled*: it pushes its label to its successors at once, before the heap
//! would hand it out. Labels arrive only along edges, `B` pushed once at the start, a settled
//! block never pushes again (its label cannot change, by induction on the settling order),
//! and an unreached block is never labelled. So settling does exactly the pushes the heap
//! would have done later, and the labels, joins and stop are the same; only the order in which
//! joins are found changes, so for such a branch the joins are listed by decreasing index,
//! whichever way the query ran. Which blocks no path from `B` reaches is told by two orders:
//! the modified post-order and the post-order of the dominator tree's search, which takes
//! successors in the other direction. In both, every block reachable from `B` comes before
//! `B` (a simple path from `B`
//! takes no back edge, as above; the first order's cycles are intervals below the blocks that
//! reach them, and in a reducible graph the second order's retreating edges are the back
//! edges), so a block after `B` in either is unreached (a sufficient test). Settled blocks
//! are served first in, first out, ahead of the heap, so the labels advance side by side and
//! the one-label stop comes as soon as every label but one has run into `P`: a chain of k
//! divergent `else if` tests whose statements leave to one block, in whichever order their
//! successors are listed, and two rows of k guards whose arms join rung by rung (each join's
//! edge from the other row comes from a block the second order shows unreached), cost O(1)
//! blocks per test instead of O(k). A waiting count per block (its incoming edges from blocks
//! that may still push) makes the test O(1) per edge.

use crate::cycles::{CycleId, CycleInfo};
use crate::dominators::{DomTree, PostDomTree};
use crate::graph::{Graph, NodeId};
use std::collections::{BinaryHeap, VecDeque};
use std::sync::OnceLock;

const NONE: u32 = u32::MAX;

/// [`Scratch::listed`] bits: the block is in the query's `joins`, in its `cycle_exits`.
const JOIN: u8 = 1;
const EXIT: u8 = 2;

/// The modified post-order and per-cycle data shared by all join queries of one function.
#[derive(Clone, Debug)]
pub(crate) struct JoinContext {
    /// Blocks in modified post-order (reachable blocks only).
    order: Vec<NodeId>,
    /// Position of each block in `order` (`NONE` when unreachable).
    index: Vec<u32>,
    /// Whether a block heads a reducible cycle.
    reducible_header: Vec<bool>,
    /// Exit blocks of each cycle, in LLVM's order.
    pub(crate) exits: Vec<Vec<NodeId>>,
    /// Beside each exit, the position in [`CycleInfo::block_order`] of the exiting block that
    /// orders it ([`CycleInfo::all_exits_keyed`]): the lists are sorted by it.
    exit_keys: Vec<Vec<u32>>,
    /// Each block's position in [`CycleInfo::block_order`].
    pos: Vec<u32>,
    /// Per cycle with a parent, the run of the parent's exits whose first exiting block lies
    /// in the cycle (indices into the parent's `exits`).
    run_in_parent: Vec<(u32, u32)>,
    /// Whether each block lies in some irreducible cycle.
    in_irreducible: Vec<bool>,
    /// Per cycle, the innermost irreducible cycle that is it or encloses it (`NONE`: none), so
    /// that a query visits only the irreducible cycles around its branch.
    irreducible_up: Vec<u32>,
    /// Exiting blocks of each cycle ([`CycleInfo::all_exiting_blocks`]), computed on first use.
    exiting: OnceLock<Vec<Vec<NodeId>>>,
    /// Whether each block lies in some cycle.
    in_cycle: Vec<bool>,
    /// Whether the function has an irreducible cycle (the one-label stop is off then).
    any_irreducible: bool,
    /// Each block's position in the dominator tree's reverse post-order ([`DomTree::rpo`]: a
    /// depth-first search that takes successors first to last, where `order`'s takes the last
    /// first; `NONE` when unreachable): the second order that tells blocks no path from the
    /// branch reaches.
    rpo_pos: Vec<u32>,
}

/// The result of one join query.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Joins {
    /// Join blocks (phis there become divergent), in discovery order.
    pub joins: Vec<NodeId>,
    /// Divergent cycle exits, in discovery order.
    pub cycle_exits: Vec<NodeId>,
    /// Cycles joined through a back edge (innermost first): a side of the branch reaches the
    /// cycle's header without passing the branch's immediate post-dominator, which lies in the
    /// cycle, so lanes of one warp may be in different iterations of it. Their headers are in
    /// `joins` and all their exits in `cycle_exits`.
    pub iteration_cycles: Vec<CycleId>,
}

impl JoinContext {
    pub(crate) fn new<G: Graph + ?Sized>(g: &G, ci: &CycleInfo, dom: &DomTree) -> JoinContext {
        let n = g.node_count();
        let mut rpo_pos = vec![NONE; n];
        for (k, &b) in dom.rpo().iter().enumerate() {
            rpo_pos[b.index()] = k as u32;
        }
        let (exits, exit_keys) = ci.all_exits_keyed(g);
        let run_in_parent = (0..ci.cycles().len())
            .map(|d| {
                let Some(c) = ci.cycles()[d].parent else { return (0, 0) };
                let r = ci.block_range(CycleId(d as u32));
                let keys = &exit_keys[c.index()];
                let lo = keys.partition_point(|&k| (k as usize) < r.start);
                let hi = lo + keys[lo..].partition_point(|&k| (k as usize) < r.end);
                (lo as u32, hi as u32)
            })
            .collect();
        // A block is in an irreducible cycle when its innermost cycle or an enclosing one is
        // irreducible (per cycle, outermost first: a parent is discovered after its children,
        // so it has the larger id); walking each irreducible cycle's blocks instead is
        // quadratic in the nesting depth.
        let mut irreducible_up = vec![NONE; ci.cycles().len()];
        for c in (0..ci.cycles().len()).rev() {
            let id = CycleId(c as u32);
            irreducible_up[c] = if ci.is_reducible(id) {
                ci.cycle(id).parent.map_or(NONE, |p| irreducible_up[p.index()])
            } else {
                c as u32
            };
        }
        let in_irreducible: Vec<bool> = (0..n as u32)
            .map(|b| ci.cycle_of(NodeId(b)).is_some_and(|c| irreducible_up[c.index()] != NONE))
            .collect();
        let in_cycle: Vec<bool> = (0..n as u32).map(|b| ci.cycle_of(NodeId(b)).is_some()).collect();
        let any_irreducible = irreducible_up.iter().any(|&u| u != NONE);
        let mut ctx = JoinContext {
            order: Vec::with_capacity(n),
            index: vec![NONE; n],
            reducible_header: vec![false; n],
            exits,
            exit_keys,
            pos: ci.positions(n),
            run_in_parent,
            in_irreducible,
            irreducible_up,
            exiting: OnceLock::new(),
            in_cycle,
            any_irreducible,
            rpo_pos,
        };
        let mut finalized = vec![false; n];
        ctx.modified_post_order(g, ci, &mut finalized);
        ctx
    }

    fn append(&mut self, b: NodeId, reducible_header: bool) {
        self.index[b.index()] = self.order.len() as u32;
        self.order.push(b);
        self.reducible_header[b.index()] = reducible_header;
    }

    /// The modified post-order: a DFS in which a nested cycle, once reached, is finished only
    /// after its exits (inside the current cycle) are, and is then numbered as one interval,
    /// headed by its header, by a DFS of its own body. The DFS of a cycle body runs as a frame
    /// of an explicit stack (the nesting can be deeper than the thread's stack); a frame
    /// resumes when the nested cycle's frame is done.
    fn modified_post_order<G: Graph + ?Sized>(&mut self, g: &G, ci: &CycleInfo, finalized: &mut [bool]) {
        // Each frame: the DFS stack of one cycle body (the whole graph for `None`).
        let mut frames: Vec<(Vec<NodeId>, Option<CycleId>)> = vec![(vec![g.entry()], None)];
        while let Some((stack, cycle)) = frames.last_mut() {
            let cycle = *cycle;
            let Some(&next) = stack.last() else {
                frames.pop();
                continue;
            };
            if finalized[next.index()] {
                stack.pop();
                continue;
            }
            // The cycle nested directly in `cycle` that `next` lies in, if any.
            let nested = ci.cycle_of(next).and_then(|nc| ci.child_towards(cycle, nc));
            if let Some(nc) = nested {
                let mut pushed = false;
                for &e in &self.exits[nc.index()] {
                    if cycle.is_some_and(|c| !ci.contains(c, e)) || finalized[e.index()] {
                        continue;
                    }
                    pushed = true;
                    stack.push(e);
                }
                if !pushed {
                    stack.pop();
                    let header = ci.cycle(nc).header;
                    finalized[header.index()] = true;
                    self.append(header, ci.is_reducible(nc));
                    let body: Vec<NodeId> = g
                        .succs(header)
                        .iter()
                        .copied()
                        .filter(|&s| s != header && ci.contains(nc, s) && !finalized[s.index()])
                        .collect();
                    frames.push((body, Some(nc)));
                }
                continue;
            }
            let mut pushed = false;
            for &s in g.succs(next) {
                if cycle.is_some_and(|c| !ci.contains(c, s)) || finalized[s.index()] {
                    continue;
                }
                pushed = true;
                stack.push(s);
            }
            if !pushed {
                stack.pop();
                finalized[next.index()] = true;
                self.append(next, false);
            }
        }
    }

    /// The exiting blocks of cycle `c`, in the order of its blocks: all cycles' lists computed
    /// once, on the first call, in time linear in the edges and the lists
    /// ([`CycleInfo::exiting_blocks`] of each cycle walks its blocks, nested cycles' included).
    pub(crate) fn exiting_blocks<G: Graph + ?Sized>(&self, g: &G, ci: &CycleInfo, c: CycleId) -> &[NodeId] {
        &self.exiting.get_or_init(|| ci.all_exiting_blocks(g))[c.index()]
    }

    /// Whether no path from `branch`, which lies in no cycle of a function with no
    /// irreducible cycle, reaches `p`: `p` is unreachable, comes after `branch` in the modified
    /// post-order, or before it in the reverse post-order. Every block reachable from `branch`
    /// comes before it in the first and after it in the second (the module docs, "Settling
    /// blocks early"). A sufficient test, not an exact one.
    fn unreached_from(&self, branch: NodeId, p: NodeId) -> bool {
        let (ip, ib) = (self.index[p.index()], self.index[branch.index()]);
        ip == NONE || ip > ib || self.rpo_pos[p.index()] < self.rpo_pos[branch.index()]
    }

    /// Called when `s` may have become ready to settle: a fresh block (not the post-dominator
    /// the query stops at) whose every incoming edge comes from the branch, a settled block or
    /// a block no path from the branch reaches holds its final label, and joins the queue of
    /// blocks to settle.
    fn note_labelled<G: Graph + ?Sized>(&self, g: &G, s: NodeId, scratch: &mut Scratch) {
        let idx = self.index[s.index()];
        if !scratch.track
            || s.0 == scratch.untracked
            || idx == NONE
            || !scratch.fresh[idx as usize]
            || scratch.state[s.index()] != UNSEEN
        {
            return;
        }
        if scratch.waiting[s.index()] == NONE {
            let branch = NodeId(scratch.branch);
            let waiting = g
                .preds(s)
                .iter()
                .filter(|&&p| {
                    p != branch && scratch.state[p.index()] != SETTLED && !self.unreached_from(branch, p)
                })
                .count();
            scratch.waiting[s.index()] = waiting as u32;
        }
        if scratch.waiting[s.index()] == 0 {
            scratch.state[s.index()] = QUEUED;
            scratch.ready.push_back(s.0);
        }
    }

    /// Settles `b`, a block of the ready queue: pushes its final label to its successors, as
    /// the heap would have later, and counts its edges as no longer able to push.
    fn settle<G: Graph + ?Sized>(&self, g: &G, b: NodeId, scratch: &mut Scratch, out: &mut Joins) {
        let idx = self.index[b.index()] as usize;
        scratch.fresh[idx] = false;
        let label = scratch.labels[b.index()];
        scratch.leave(self, b, label);
        scratch.state[b.index()] = SETTLED;
        scratch.settled += 1;
        for &s in g.succs(b) {
            let w = &mut scratch.waiting[s.index()];
            if *w != NONE {
                *w -= 1;
            }
        }
        for &s in g.succs(b) {
            if scratch.visit(self, s, NodeId(label)) && scratch.first_listing(s, JOIN) {
                out.joins.push(s);
            }
        }
        for &s in g.succs(b) {
            self.note_labelled(g, s, scratch);
        }
    }

    /// Whether `b` is in the modified post-order (reachable from the entry).
    pub(crate) fn is_reachable(&self, b: NodeId) -> bool {
        self.index[b.index()] != NONE
    }

    /// The join blocks and divergent cycle exits of a divergent branch at the end of `branch`.
    /// `pdom` enables the early stop at the immediate post-dominator.
    pub(crate) fn joins<G: Graph + ?Sized>(
        &self,
        g: &G,
        ci: &CycleInfo,
        pdom: Option<&PostDomTree>,
        branch: NodeId,
        scratch: &mut Scratch,
    ) -> Joins {
        if g.succs(branch).len() <= 1 || !self.is_reachable(branch) {
            return Joins::default();
        }
        scratch.ensure(g.node_count(), ci.cycles().len());
        let ipdom = pdom.and_then(|p| p.ipdom(branch));
        let stop = ipdom.filter(|p| !self.in_irreducible[p.index()]);
        let first = self.propagate(g, ci, ipdom, stop, None, None, branch, scratch);
        // The cycles joined through a back edge hold the branch, so they nest: the last listed
        // is the outermost.
        let (Some(_), Some(&outer)) = (stop, first.iteration_cycles.last()) else { return first };
        // A side reaches a header around `P` without passing it: the stop at `P` may have
        // missed joins after it, all inside those cycles ("Stopping" in the module docs).
        // Propagate again through `P`, within the outermost of them, and add what it finds.
        let second =
            self.propagate(g, ci, ipdom, None, Some(&first.iteration_cycles), Some(outer), branch, scratch);
        let mut out = first;
        let mut seen: std::collections::HashSet<NodeId> = out.joins.iter().copied().collect();
        out.joins.extend(second.joins.into_iter().filter(|&b| seen.insert(b)));
        let mut seen: std::collections::HashSet<NodeId> = out.cycle_exits.iter().copied().collect();
        out.cycle_exits.extend(second.cycle_exits.into_iter().filter(|&b| seen.insert(b)));
        out
    }

    /// One label propagation for [`JoinContext::joins`]: stopping at `stop` (`P`, when given),
    /// with the cycles joined through a back edge found here, or taken from `known`, and (when
    /// `within` is given) no block outside that cycle pushing its label on.
    #[allow(clippy::too_many_arguments)]
    fn propagate<G: Graph + ?Sized>(
        &self,
        g: &G,
        ci: &CycleInfo,
        ipdom: Option<NodeId>,
        stop: Option<NodeId>,
        known: Option<&[CycleId]>,
        within: Option<CycleId>,
        branch: NodeId,
        scratch: &mut Scratch,
    ) -> Joins {
        let mut out = Joins::default();
        let branch_idx = self.index[branch.index()];
        let branch_cycle = ci.cycle_of(branch);
        let acyclic = branch_cycle.is_none() && !self.any_irreducible;
        scratch.track = !scratch.full_pushes && acyclic;
        scratch.untracked = stop.map_or(NONE, |p| p.0);
        scratch.branch = branch.0;
        for &s in g.succs(branch) {
            if branch_cycle.is_some_and(|c| !ci.contains(c, s)) && scratch.first_listing(s, EXIT) {
                out.cycle_exits.push(s);
            }
            if scratch.visit(self, s, s) && scratch.first_listing(s, JOIN) {
                out.joins.push(s);
            }
        }
        for &s in g.succs(branch) {
            self.note_labelled(g, s, scratch);
        }
        loop {
            if scratch.track && scratch.live_labels == 1 && scratch.live_in_cycles == 0 {
                // One label left, on blocks in no cycle (the module docs give the argument).
                scratch.stops += 1;
                let last = scratch
                    .heap
                    .iter()
                    .filter(|&&i| scratch.fresh[i as usize])
                    .map(|&i| self.order[i as usize])
                    .find(|&b| b.0 != scratch.untracked);
                if let (Some(p), Some(x)) = (stop, last) {
                    let label = scratch.labels[x.index()];
                    if scratch.labels[p.index()] != NONE
                        && scratch.visit(self, p, NodeId(label))
                        && scratch.first_listing(p, JOIN)
                    {
                        out.joins.push(p);
                    }
                }
                break;
            }
            if let Some(b) = scratch.ready.pop_front() {
                self.settle(g, NodeId(b), scratch, &mut out);
                continue;
            }
            let Some(idx) = scratch.pop_fresh(self) else { break };
            if idx == branch_idx {
                // A label back at the branch came round a back edge of the cycle it heads:
                // those lanes start another iteration and may leave anywhere ("The branch
                // heading its cycle" in the module docs).
                // Where `P` lies in the cycle, the back-edge rule lists every exit already, and
                // the exits lie beyond `P`: pushing there would carry the labels past the stop.
                if self.reducible_header[branch.index()] {
                    if let Some(c) = branch_cycle
                        .filter(|&c| ci.cycle(c).header == branch)
                        .filter(|&c| stop.is_none_or(|p| !ci.contains(c, p)))
                    {
                        let label = scratch.labels[branch.index()];
                        self.push_to_exits(g, ci, c, None, label, scratch, &mut out);
                    }
                }
                continue;
            }
            let b = self.order[idx as usize];
            if Some(b) == stop || within.is_some_and(|c| !ci.contains(c, b)) {
                continue;
            }
            let label = scratch.labels[b.index()];
            let reducible_parent = if self.reducible_header[b.index()] {
                ci.cycle_of(b).filter(|&c| ci.contains(c, branch))
            } else {
                None
            };
            if let Some(c) = reducible_parent {
                let child = branch_cycle.and_then(|bc| ci.child_towards(Some(c), bc));
                self.push_to_exits(g, ci, c, child, label, scratch, &mut out);
            } else {
                for &s in g.succs(b) {
                    if scratch.visit(self, s, NodeId(label)) && scratch.first_listing(s, JOIN) {
                        out.joins.push(s);
                    }
                }
                for &s in g.succs(b) {
                    self.note_labelled(g, s, scratch);
                }
            }
        }
        // Settling changes the order in which joins are found, not the joins: for a branch in
        // no cycle they are listed in the order of the reverse modified post-order, whichever
        // way the query ran.
        if acyclic {
            out.joins.sort_unstable_by_key(|b| std::cmp::Reverse(self.index[b.index()]));
        }
        // Joins through a back edge: propagation stops at the immediate post-dominator `P`, so
        // a header that received a label was reached from a side of the branch without
        // passing `P` (or, when `P` lies in an irreducible cycle and propagation ran to the
        // end, possibly through it: a conservative answer). If `P` is inside the cycle, the
        // other side reaches the header only through `P`, that is in a later iteration.
        //
        // The candidates are the cycles around the branch whose header received a label:
        // found among the labelled blocks (each heads at most one cycle) and taken innermost
        // first, rather than by walking every enclosing cycle (O(nesting depth) per branch).
        let mut around: Vec<CycleId> = Vec::new();
        if let Some(known) = known {
            around.extend_from_slice(known);
        } else if branch_cycle.is_some() {
            for &t in &scratch.touched {
                let h = NodeId(t);
                if let Some(cy) =
                    ci.cycle_of(h).filter(|&cy| ci.cycle(cy).header == h && ci.contains(cy, branch))
                {
                    around.push(cy);
                }
            }
            around.sort_unstable_by_key(|&cy| std::cmp::Reverse(ci.cycle(cy).depth));
        }
        for cy in around {
            let header = ci.cycle(cy).header;
            let candidate = ipdom.filter(|&p| p != header && ci.contains(cy, p));
            // With the early stop, a label at the header means it was reached avoiding `P`.
            // Without it (`P` in an irreducible cycle) labels also flowed through `P`, so ask
            // the graph directly (a search bounded by the blocks reachable from the branch).
            // The cycles of a second run (`known`) were found reached by the first.
            let reached = known.is_some()
                || candidate.is_some_and(|p| {
                    scratch.labels[header.index()] != NONE
                        && (stop.is_some() || reaches_avoiding(g, branch, header, p))
                });
            if reached {
                if scratch.first_listing(header, JOIN) {
                    out.joins.push(header);
                }
                for &e in &self.exits[cy.index()] {
                    if scratch.first_listing(e, EXIT) {
                        out.cycle_exits.push(e);
                    }
                }
                out.iteration_cycles.push(cy);
            }
        }
        let up = |c: Option<CycleId>| {
            c.map(|c| self.irreducible_up[c.index()]).filter(|&u| u != NONE).map(CycleId)
        };
        let mut c = up(branch_cycle);
        while let Some(cy) = c {
            let header = ci.cycle(cy).header;
            let hl = scratch.labels[header.index()];
            for &e in &self.exits[cy.index()] {
                if scratch.labels[e.index()] != hl && scratch.first_listing(e, EXIT) {
                    out.cycle_exits.push(e);
                }
            }
            c = up(ci.cycle(cy).parent);
        }
        scratch.reset(&out);
        out
    }

    /// The header of reducible cycle `c`, which holds the branch, pushes `label` to every exit
    /// of `c` (lanes that start another iteration of `c` may leave it anywhere).
    ///
    /// Nested headers push too, and in a deep nest the exits of the cycles around the branch
    /// are mostly the same blocks (an exit of `child`, the cycle in `c` that holds the branch,
    /// is an exit of `c` unless `c` holds it): pushing to each in full costs the sum of the
    /// exit lists per query, cubic in the depth for a nest whose every level leaves early. So
    /// when `child`'s header has already pushed the same `label`, the exits of `c` that `child`
    /// leaves to first are skipped, except those that can still change. The argument: a push
    /// of `label` to `e` leaves `e` labelled `label` or itself (a join), and labels only ever
    /// change to the block itself, so pushing `label` again to `e` changes nothing unless `e`
    /// has since become a join (its label is itself, not `label`) and is not yet listed as a
    /// divergent exit; then the push lists it. Those are found among the blocks that became
    /// joins since `child`'s push (a log kept by [`Scratch::visit`]) and listed in the order
    /// of `c`'s exits, so the result, order included, is the full push's
    /// (`tests/joins_prop.rs` compares them on generated graphs).
    #[allow(clippy::too_many_arguments)]
    fn push_to_exits<G: Graph + ?Sized>(
        &self,
        g: &G,
        ci: &CycleInfo,
        c: CycleId,
        child: Option<CycleId>,
        label: u32,
        scratch: &mut Scratch,
        out: &mut Joins,
    ) {
        let exits = &self.exits[c.index()];
        let earlier = child.filter(|d| !scratch.full_pushes && scratch.pushed[d.index()].0 == label);
        // The run of `c`'s exits that `child` leaves to first: pushed `label` by `child`.
        let (lo, hi) = match earlier {
            Some(d) => {
                let (lo, hi) = self.run_in_parent[d.index()];
                (lo as usize, hi as usize)
            }
            None => (exits.len(), exits.len()),
        };
        for &e in &exits[..lo] {
            if scratch.visit(self, e, NodeId(label)) && scratch.first_listing(e, EXIT) {
                out.cycle_exits.push(e);
            }
        }
        if let Some(d) = earlier.filter(|_| lo < hi) {
            scratch.runs_skipped += 1;
            let since = scratch.pushed[d.index()].1 as usize;
            let mut late: Vec<usize> = Vec::new();
            for &j in &scratch.joined_log[since..] {
                let e = NodeId(j);
                if j == label || scratch.listed[e.index()] & EXIT != 0 {
                    continue;
                }
                if let Some(at) = self.exit_index(g, ci, c, e).filter(|at| (lo..hi).contains(at)) {
                    late.push(at);
                }
            }
            late.sort_unstable();
            late.dedup();
            for at in late {
                let e = exits[at];
                if scratch.first_listing(e, EXIT) {
                    out.cycle_exits.push(e);
                }
            }
        }
        for &e in &exits[hi..] {
            if scratch.visit(self, e, NodeId(label)) && scratch.first_listing(e, EXIT) {
                out.cycle_exits.push(e);
            }
        }
        scratch.record_push(c, label);
    }

    /// The index of `e` in the exits of `c`, if it is one: its entry has the position of its
    /// first predecessor in `c` as key, and the entries of one key are that block's
    /// successors. O(predecessors of `e` + log exits + successors of that block).
    fn exit_index<G: Graph + ?Sized>(&self, g: &G, ci: &CycleInfo, c: CycleId, e: NodeId) -> Option<usize> {
        let first = g.preds(e).iter().filter(|&&p| ci.contains(c, p)).map(|p| self.pos[p.index()]).min()?;
        let keys = &self.exit_keys[c.index()];
        let from = keys.partition_point(|&k| k < first);
        (from..keys.len()).take_while(|&i| keys[i] == first).find(|&i| self.exits[c.index()][i] == e)
    }
}

/// Whether `target` is reachable from a successor of `from` along a path that does not pass
/// `avoid`. O(blocks and edges reachable from `from`).
fn reaches_avoiding<G: Graph + ?Sized>(g: &G, from: NodeId, target: NodeId, avoid: NodeId) -> bool {
    let mut seen = vec![false; g.node_count()];
    let mut stack: Vec<NodeId> = g.succs(from).to_vec();
    while let Some(v) = stack.pop() {
        if v == target {
            return true;
        }
        if v == avoid || std::mem::replace(&mut seen[v.index()], true) {
            continue;
        }
        stack.extend_from_slice(g.succs(v));
    }
    false
}

/// Reusable per-function scratch space for join queries (labels and the fresh-label queue), so
/// that a query touches only the blocks it labels.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scratch {
    labels: Vec<u32>,
    fresh: Vec<bool>,
    heap: BinaryHeap<u32>,
    touched: Vec<u32>,
    /// Per block, which of the query's result lists hold it ([`JOIN`], [`EXIT`]): a test in
    /// O(1), where a search of the list is O(its length) per test and a branch exiting k
    /// nested cycles lists O(k) exits (quadratic per query).
    listed: Vec<u8>,
    /// Per cycle, the label its header last pushed to its exits in this query and the length
    /// of `joined_log` then (`NONE`: none yet); `pushed_cycles` lists the cycles to reset.
    pushed: Vec<(u32, u32)>,
    pushed_cycles: Vec<u32>,
    /// The blocks that became joins in this query, in order.
    joined_log: Vec<u32>,
    /// Every header push visits all exits (the reference the skipping is tested against).
    pub(crate) full_pushes: bool,
    /// How many header pushes skipped a run of exits (so tests can tell the skipping ran).
    pub(crate) runs_skipped: u64,
    /// Whether this query may stop when one label is left (see the module docs), and the block
    /// (`P`) left out of the counts below.
    track: bool,
    untracked: u32,
    /// Per label, how many fresh blocks (but `untracked`) hold it; how many labels have a
    /// nonzero count; how many of those blocks lie in a cycle.
    live_count: Vec<u32>,
    live_labels: u32,
    live_in_cycles: u32,
    /// How many queries stopped with one label left (so tests can tell the stop ran).
    pub(crate) stops: u64,
    /// The branch of the current query.
    branch: u32,
    /// Per block, [`UNSEEN`], [`QUEUED`] (in `ready`) or [`SETTLED`] in this query.
    state: Vec<u8>,
    /// Per labelled block, how many of its incoming edges come from blocks that may still push
    /// a label (`NONE`: not counted yet).
    waiting: Vec<u32>,
    /// Blocks whose label is final, to settle before the heap's next block (first in, first
    /// out, so that every label advances and the one-label stop comes early).
    ready: VecDeque<u32>,
    /// How many blocks were settled early, and how many the heap handed out (so tests can
    /// count a query's work).
    pub(crate) settled: u64,
    pub(crate) popped: u64,
}

/// [`Scratch::state`] values.
const UNSEEN: u8 = 0;
const QUEUED: u8 = 1;
const SETTLED: u8 = 2;

impl Scratch {
    fn ensure(&mut self, n: usize, cycles: usize) {
        if self.pushed.len() < cycles {
            self.pushed.resize(cycles, (NONE, 0));
        }
        if self.labels.len() < n {
            self.labels.resize(n, NONE);
        }
        if self.fresh.len() < n {
            self.fresh.resize(n, false);
        }
        if self.listed.len() < n {
            self.listed.resize(n, 0);
        }
        if self.live_count.len() < n {
            self.live_count.resize(n, 0);
        }
        if self.state.len() < n {
            self.state.resize(n, UNSEEN);
        }
        if self.waiting.len() < n {
            self.waiting.resize(n, NONE);
        }
    }

    /// Whether `b` is not yet in the result list `bit` names; marks it as being in it.
    fn first_listing(&mut self, b: NodeId, bit: u8) -> bool {
        let l = &mut self.listed[b.index()];
        let first = *l & bit == 0;
        *l |= bit;
        first
    }

    /// Pushes `label` to `succ`; returns whether this makes `succ` a join.
    fn visit(&mut self, ctx: &JoinContext, succ: NodeId, label: NodeId) -> bool {
        let old = self.labels[succ.index()];
        if old == label.0 {
            return false;
        }
        if old == succ.0 {
            return true;
        }
        let idx = ctx.index[succ.index()];
        let was_fresh = idx != NONE && self.fresh[idx as usize];
        if idx != NONE && !was_fresh {
            self.fresh[idx as usize] = true;
            self.heap.push(idx);
        }
        let new = if old == NONE {
            self.touched.push(succ.0);
            label.0
        } else {
            self.joined_log.push(succ.0);
            succ.0
        };
        self.labels[succ.index()] = new;
        if self.track && idx != NONE && succ.0 != self.untracked {
            if was_fresh {
                self.leave(ctx, succ, old);
            }
            self.enter(ctx, succ, new);
        }
        old != NONE
    }

    /// A fresh block holding `label` is counted among the live labels.
    fn enter(&mut self, ctx: &JoinContext, b: NodeId, label: u32) {
        let c = &mut self.live_count[label as usize];
        *c += 1;
        if *c == 1 {
            self.live_labels += 1;
        }
        if ctx.in_cycle[b.index()] {
            self.live_in_cycles += 1;
        }
    }

    /// A fresh block holding `label` stops being counted (popped, or relabelled).
    fn leave(&mut self, ctx: &JoinContext, b: NodeId, label: u32) {
        let c = &mut self.live_count[label as usize];
        *c -= 1;
        if *c == 0 {
            self.live_labels -= 1;
        }
        if ctx.in_cycle[b.index()] {
            self.live_in_cycles -= 1;
        }
    }

    fn record_push(&mut self, c: CycleId, label: u32) {
        if self.pushed[c.index()].0 == NONE {
            self.pushed_cycles.push(c.0);
        }
        self.pushed[c.index()] = (label, self.joined_log.len() as u32);
    }

    /// The fresh block of largest index, taken off the heap (entries of blocks settled early
    /// are skipped).
    fn pop_fresh(&mut self, ctx: &JoinContext) -> Option<u32> {
        let idx = loop {
            let idx = self.heap.pop()?;
            if self.fresh[idx as usize] {
                break idx;
            }
        };
        self.fresh[idx as usize] = false;
        self.popped += 1;
        let b = ctx.order[idx as usize];
        if self.track && b.0 != self.untracked {
            self.leave(ctx, b, self.labels[b.index()]);
        }
        Some(idx)
    }

    fn reset(&mut self, out: &Joins) {
        for &b in out.joins.iter().chain(&out.cycle_exits) {
            self.listed[b.index()] = 0;
        }
        // The live counts first: they are kept for the fresh blocks' current labels.
        if self.track {
            for &i in &self.heap {
                self.fresh[i as usize] = false;
            }
            for &t in &self.touched {
                self.live_count[self.labels[t as usize] as usize] = 0;
            }
            self.live_labels = 0;
            self.live_in_cycles = 0;
        }
        for &t in &self.touched {
            self.labels[t as usize] = NONE;
            self.state[t as usize] = UNSEEN;
            self.waiting[t as usize] = NONE;
        }
        self.touched.clear();
        self.ready.clear();
        for &c in &self.pushed_cycles {
            self.pushed[c as usize] = (NONE, 0);
        }
        self.pushed_cycles.clear();
        self.joined_log.clear();
        while let Some(i) = self.heap.pop() {
            self.fresh[i as usize] = false;
        }
    }

    pub(crate) fn for_graph(n: usize) -> Scratch {
        Scratch {
            labels: vec![NONE; n],
            fresh: vec![false; n],
            heap: BinaryHeap::new(),
            touched: Vec::new(),
            listed: vec![0; n],
            pushed: Vec::new(),
            pushed_cycles: Vec::new(),
            joined_log: Vec::new(),
            full_pushes: false,
            runs_skipped: 0,
            track: false,
            untracked: NONE,
            live_count: vec![0; n],
            live_labels: 0,
            live_in_cycles: 0,
            stops: 0,
            branch: NONE,
            state: vec![UNSEEN; n],
            waiting: vec![NONE; n],
            ready: VecDeque::new(),
            settled: 0,
            popped: 0,
        }
    }
}
