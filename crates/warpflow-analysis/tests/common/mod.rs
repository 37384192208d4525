//! Random control-flow graphs and brute-force helpers shared by the property tests.
#![allow(dead_code)]

pub mod opt;

use proptest::prelude::*;
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};

/// Arbitrary graphs: any edges, so unreachable nodes, self-loops, parallel edges, several
/// exits, infinite loops and irreducible cycles all occur. The entry is node 0.
pub fn arb_graph(max_nodes: usize) -> impl Strategy<Value = DiGraph> {
    (1..=max_nodes).prop_flat_map(|n| {
        let edge = (0..n as u32, 0..n as u32);
        proptest::collection::vec(edge, 0..=(2 * n + 2))
            .prop_map(move |edges| DiGraph::from_edges(n, NodeId(0), edges))
    })
}

/// Graphs whose entry has no predecessors (as LLVM requires of a function's entry block).
pub fn arb_cfg(max_nodes: usize) -> impl Strategy<Value = DiGraph> {
    arb_graph(max_nodes).prop_map(|g| {
        let n = g.node_count();
        let mut h = DiGraph::new(n, NodeId(0));
        for v in 0..n as u32 {
            for &s in g.succs(NodeId(v)) {
                if s.0 != 0 {
                    h.add_edge(NodeId(v), s);
                }
            }
        }
        h
    })
}

/// Nodes reachable from `starts` along `succs` (or `preds` when `reverse`), never entering
/// `removed`.
pub fn reach<G: Graph>(g: &G, starts: &[NodeId], removed: Option<NodeId>, reverse: bool) -> Vec<bool> {
    let mut seen = vec![false; g.node_count()];
    let mut stack: Vec<NodeId> = Vec::new();
    for &s in starts {
        if Some(s) != removed && !seen[s.index()] {
            seen[s.index()] = true;
            stack.push(s);
        }
    }
    while let Some(v) = stack.pop() {
        let next = if reverse { g.preds(v) } else { g.succs(v) };
        for &w in next {
            if Some(w) != removed && !seen[w.index()] {
                seen[w.index()] = true;
                stack.push(w);
            }
        }
    }
    seen
}

pub fn nodes<G: Graph>(g: &G) -> impl Iterator<Item = NodeId> {
    (0..g.node_count() as u32).map(NodeId)
}

/// Builds a structured (mostly reducible) CFG from a byte string: sequences, if/else,
/// while and do-while loops with breaks, early returns, infinite loops, and (op 7) a
/// two-entry irreducible cycle. Each byte picks the next statement.
pub fn structured(ops: &[u8], max_nodes: usize) -> DiGraph {
    struct B<'a> {
        ops: &'a [u8],
        pos: usize,
        n: u32,
        max: u32,
        edges: Vec<(u32, u32)>,
    }
    impl B<'_> {
        fn op(&mut self) -> Option<u8> {
            let o = self.ops.get(self.pos).copied();
            self.pos += 1;
            o
        }
        fn block(&mut self) -> u32 {
            self.n += 1;
            self.n - 1
        }
        fn region(&mut self, mut cur: u32, depth: u32, brk: Option<u32>) -> u32 {
            while self.n + 4 <= self.max {
                let Some(o) = self.op() else { break };
                match o % 10 {
                    0 => return cur,
                    1 => {
                        let b = self.block();
                        self.edges.push((cur, b));
                        cur = b;
                    }
                    2 | 3 if depth < 4 => {
                        let (t, e, j) = (self.block(), self.block(), self.block());
                        self.edges.extend([(cur, t), (cur, e)]);
                        let te = self.region(t, depth + 1, brk);
                        let ee = self.region(e, depth + 1, brk);
                        self.edges.extend([(te, j), (ee, j)]);
                        cur = j;
                    }
                    4 if depth < 4 => {
                        let (h, b, x) = (self.block(), self.block(), self.block());
                        self.edges.extend([(cur, h), (h, b), (h, x)]);
                        let be = self.region(b, depth + 1, Some(x));
                        self.edges.push((be, h));
                        cur = x;
                    }
                    5 if depth < 4 => {
                        let (b, x) = (self.block(), self.block());
                        self.edges.push((cur, b));
                        let be = self.region(b, depth + 1, Some(x));
                        self.edges.extend([(be, b), (be, x)]);
                        cur = x;
                    }
                    6 => {
                        if let Some(x) = brk {
                            let b = self.block();
                            self.edges.extend([(cur, x), (cur, b)]);
                            cur = b;
                        }
                    }
                    7 => {
                        let (a, b, d) = (self.block(), self.block(), self.block());
                        self.edges.extend([(cur, a), (cur, b), (a, b), (b, a), (a, d), (b, d)]);
                        cur = d;
                    }
                    8 => {
                        let (r, b) = (self.block(), self.block());
                        self.edges.extend([(cur, r), (cur, b)]);
                        cur = b;
                    }
                    _ => {
                        let (l, b) = (self.block(), self.block());
                        self.edges.extend([(cur, l), (l, l), (cur, b)]);
                        cur = b;
                    }
                }
            }
            cur
        }
    }
    let mut b = B { ops, pos: 0, n: 1, max: max_nodes.max(5) as u32 - 1, edges: Vec::new() };
    let end = b.region(0, 0, None);
    let ret = b.block();
    b.edges.push((end, ret));
    DiGraph::from_edges(b.n as usize, NodeId(0), b.edges)
}

/// Structured CFGs of at most `max_nodes` nodes.
pub fn arb_structured(max_nodes: usize) -> impl Strategy<Value = DiGraph> {
    proptest::collection::vec(any::<u8>(), 0..40).prop_map(move |ops| structured(&ops, max_nodes))
}
