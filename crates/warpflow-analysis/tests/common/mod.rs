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
