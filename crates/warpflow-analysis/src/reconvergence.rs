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
        let mut ipdom = Vec::with_capacity(n);
        let mut deferred = Vec::with_capacity(n);
        for k in 0..n {
            let node = NodeId(k as u32);
            let ip = pdt.ipdom(node);
            let mut def = ip;
            if let (Some(c), Some(r)) = (cycles.cycle_of(node), ip) {
                if cycles.contains(c, r) {
                    let exits: Vec<NodeId> = cycles.exits(cfg, c).into_iter().filter(|&x| !trap(x)).collect();
                    let mut acc = exits.first().copied();
                    for &x in exits.iter().skip(1) {
                        acc = acc.and_then(|a| pdt.nca(a, x));
                    }
                    def = acc;
                }
            }
            ipdom.push(ip);
            deferred.push(def);
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::FunctionFacts;

    fn facts(src: &str) -> FunctionFacts {
        let m = warpflow_ir::parse(src).unwrap();
        let (_, f) = m.funcs.iter().find(|(_, f)| f.is_definition).unwrap();
        FunctionFacts::new(&m, f).unwrap()
    }

    fn name(f: &FunctionFacts, n: Option<NodeId>) -> String {
        n.map_or("exit".into(), |n| f.cfg().name(n).to_string())
    }

    fn points(src: &str) -> Vec<(String, String, String)> {
        let f = facts(src);
        let r = f.reconvergence();
        (0..f.cfg().node_count())
            .map(|k| {
                let n = NodeId(k as u32);
                (f.cfg().name(n).to_string(), name(&f, r.ipdom(n)), name(&f, r.deferred(n)))
            })
            .collect()
    }

    fn row(b: &str, ip: &str, def: &str) -> (String, String, String) {
        (b.into(), ip.into(), def.into())
    }

    #[test]
    fn edges_into_trap_blocks_are_ignored() {
        // A switch whose default traps reconverges where its cases meet; the plain
        // post-dominator tree (the convergence analysis's) has the exit there.
        let src = "define void @k(i32 %x) {\nentry:\n  switch i32 %x, label %bad [ i32 0, label %a\n    i32 1, label %b ]\na:\n  br label %join\nb:\n  br label %join\nbad:\n  unreachable\njoin:\n  ret void\n}\n";
        assert_eq!(
            points(src),
            vec![
                row("entry", "join", "join"),
                row("a", "join", "join"),
                row("b", "join", "join"),
                row("bad", "exit", "exit"),
                row("join", "exit", "exit"),
            ]
        );
        let f = facts(src);
        assert_eq!(f.pdom().ipdom(NodeId(0)), None, "the plain tree has a trap root");
        assert!(f.cfg().is_trap(NodeId(3)) && !f.cfg().is_trap(NodeId(4)));
    }

    #[test]
    fn a_block_whose_successors_all_trap_keeps_its_edges() {
        let src = "define void @k(i1 %c) {\nentry:\n  br i1 %c, label %t1, label %t2\nt1:\n  unreachable\nt2:\n  unreachable\n}\n";
        // entry keeps both edges: its ipdom is the exit, not one of the traps
        assert_eq!(points(src)[0], row("entry", "exit", "exit"));
    }

    #[test]
    fn deferred_points_of_loops_are_the_exits_common_post_dominator() {
        // A divergent `if` inside a loop: ipdom reconverges at the latch, deferred after the
        // loop (the exit `done`); a block whose ipdom is outside the loop keeps it.
        let src = "define void @k(i1 %c, i1 %d) {\nentry:\n  br label %head\nhead:\n  br i1 %c, label %then, label %latch\nthen:\n  br label %latch\nlatch:\n  br i1 %d, label %head, label %done\ndone:\n  ret void\n}\n";
        assert_eq!(
            points(src),
            vec![
                row("entry", "head", "head"),
                row("head", "latch", "done"),
                row("then", "latch", "done"),
                row("latch", "done", "done"),
                row("done", "exit", "exit"),
            ]
        );
        // a trap exit of the loop is not waited for
        let trap = "define void @k(i1 %c, i1 %d) {\nentry:\n  br label %head\nhead:\n  br i1 %c, label %body, label %bad\nbody:\n  br i1 %d, label %head, label %done\nbad:\n  unreachable\ndone:\n  ret void\n}\n";
        let p = points(trap);
        assert_eq!(p[1], row("head", "body", "done"));
        assert_eq!(p[2], row("body", "done", "done"));
    }
}
