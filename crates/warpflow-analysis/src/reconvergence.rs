//! Reconvergence points of a SIMT machine: where the lanes of a warp that a branch split run
//! together again, as a GPU places them (the SIMT emulator's `ipdom` and `deferred` policies
//! read them; see `shared/spec/simt.md`). One fact per function, computed from the function's
//! CFG, post-dominators and cycles ([`crate::facts::FunctionFacts::reconvergence`]), by node
//! (node `i` is the `i`-th block in layout order, as in [`FunctionCfg`]).
//!
//! # Trap-only blocks
//! A *trap block* is one whose terminator is `unreachable` ([`FunctionCfg::is_trap`]). The
//! post-dominator tree used here is that of the CFG without the edges into trap blocks, except
//! that a block all of whose successors trap keeps its edges (so it is not taken for a function
//! exit). Argument: a lane that takes an edge into a trap block never reaches another block of
//! the launch (executing `unreachable` ends it: the emulator stops the run there, and
//! `llvm.trap` before it aborts the kernel on the hardware), so no reconvergence point can wait
//! for it; the point where the *other* paths meet is where every lane that is still running
//! arrives. A `switch` whose default is `unreachable` reconverges where its real cases meet, as
//! a GPU compiler places it.
//!
//! # The two points
//! - [`Reconvergence::ipdom`]: the immediate post-dominator of the block in that graph (`None`:
//!   the function's exit). Every non-trapping path from the branch to the exit passes it, and
//!   it is the first block with that property, so lanes split there meet again there at the
//!   earliest.
//! - [`Reconvergence::deferred`]: for a block in a cycle (of the full CFG, [`CycleInfo`]) whose
//!   immediate post-dominator lies inside that cycle, the nearest common post-dominator of the
//!   cycle's exit blocks that are not trap blocks (`None`: the exit); for every other block, the
//!   same as `ipdom`. Lanes split inside a loop then run apart until all of them have left it:
//!   every non-trapping path out of the cycle passes that point.
//!
//! # Not the convergence analysis's rule
//! The convergence analysis ([`crate::convergence`]) and warp-level synchronisation checking
//! use the plain post-dominator tree of the CFG, in which a trap block is a root like a
//! return. That analysis *proves* that threads execute a node equally often, in every
//! execution, including those in which a thread reaches `unreachable` (undefined behaviour in
//! LLVM, so nothing may be assumed of what follows); the region of a branch into a trap block
//! therefore extends to the function's exit there, which is sound and more conservative. This
//! module *models* the hardware, on which such a lane is gone. A block can thus be divergent
//! for the analysis and reconverged in the emulator; never the other way round, since the
//! reconvergence point here post-dominates, in a graph with fewer edges, at least what the
//! plain one does.

use crate::cfg::FunctionCfg;
use crate::cycles::CycleInfo;
use crate::dominators::PostDomTree;
use crate::graph::{DiGraph, Graph, NodeId};

/// The reconvergence points of one function's blocks (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reconvergence {
    ipdom: Vec<Option<NodeId>>,
    deferred: Vec<Option<NodeId>>,
}

impl Reconvergence {
    /// The points of `cfg`, with `cycles` its cycle forest.
    pub fn compute(cfg: &FunctionCfg, cycles: &CycleInfo) -> Reconvergence {
        let n = cfg.node_count();
        let trap = |x: NodeId| cfg.is_trap(x);
        let mut pg = DiGraph::new(n, cfg.entry());
        for k in 0..n {
            let u = NodeId(k as u32);
            let succs = cfg.succs(u);
            let all_trap = succs.iter().all(|&s| trap(s));
            for &s in succs {
                if all_trap || !trap(s) {
                    pg.add_edge(u, s);
                }
            }
        }
        let pdt = PostDomTree::compute(&pg);
        let ipdom: Vec<Option<NodeId>> = (0..n).map(|k| pdt.ipdom(NodeId(k as u32))).collect();
        // The cycles whose deferred point is asked for (a block of the cycle whose immediate
        // post-dominator is in it), then per such cycle the nearest common post-dominator of
        // its exits that do not trap: every cycle's exits at once in linear time, and every
        // cycle's nearest common post-dominator in one offline pass (`nca_all_sets`), where a
        // walk per exit is O(depth) each.
        let inner = |k: usize| match (cycles.cycle_of(NodeId(k as u32)), ipdom[k]) {
            (Some(c), Some(r)) if cycles.contains(c, r) => Some(c),
            _ => None,
        };
        let mut needed = vec![false; cycles.cycles().len()];
        for k in 0..n {
            if let Some(c) = inner(k) {
                needed[c.index()] = true;
            }
        }
        let mut point: Vec<Option<NodeId>> = vec![None; cycles.cycles().len()];
        if needed.iter().any(|&x| x) {
            let all = cycles.all_exits(cfg);
            let ids: Vec<usize> = (0..needed.len()).filter(|&c| needed[c]).collect();
            let live: Vec<Vec<NodeId>> =
                ids.iter().map(|&c| all[c].iter().copied().filter(|&x| !trap(x)).collect()).collect();
            let sets: Vec<&[NodeId]> = live.iter().map(|v| &v[..]).collect();
            for (&c, p) in ids.iter().zip(pdt.nca_all_sets(&sets)) {
                point[c] = p;
            }
        }
        let deferred = (0..n).map(|k| inner(k).map_or(ipdom[k], |c| point[c.index()])).collect();
        Reconvergence { ipdom, deferred }
    }

    /// The reconvergence point of `n`'s terminator under the immediate post-dominator rule
    /// (`None`: when the function returns).
    pub fn ipdom(&self, n: NodeId) -> Option<NodeId> {
        self.ipdom[n.index()]
    }

    /// The reconvergence point of `n`'s terminator under the deferred rule (`None`: when the
    /// function returns).
    pub fn deferred(&self, n: NodeId) -> Option<NodeId> {
        self.deferred[n.index()]
    }
}
