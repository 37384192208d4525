//! Control dependence (Ferrante, Ottenstein and Warren): direct dependence on branch edges, and
//! iterated control dependence through post-dominance frontiers.
//!
//! # Definition
//! Post-dominance is that of [`PostDomTree`] (a virtual exit after every root, LLVM's roots for
//! infinite loops). A node `y` is *control dependent on the edge* `x -> s` when `y`
//! post-dominates `s` and `y` does not strictly post-dominate `x`; then `y` is control dependent
//! on the node `x`. The nodes `y` depends on form its *post-dominance frontier*
//! `PDF(y) = { x : y post-dominates a successor of x, y does not strictly post-dominate x }`.
//! The *iterated* frontier of a set `S` is the least fixed point `PDF+(S) = PDF(S ∪ PDF+(S))`:
//! all branches whose outcome decides, directly or transitively, whether a node of `S` runs.
//!
//! # Algorithm and invariants
//! For each edge `x -> s`, the nodes on the post-dominator tree path from `s` up to, and not
//! including, `ipdom(x)` (up to the virtual exit when `ipdom(x)` is the virtual exit) depend on
//! that edge: time linear in the size of the result. Every node of the graph, reachable or not,
//! is covered. Per node, the controlling edges are listed in order of the source node, then
//! successor index; the controlling nodes (the frontier) are sorted and without duplicates, and
//! so are the dependents of each node. A node can depend on itself (a loop's exiting branch).

use serde::{Deserialize, Serialize};

use crate::dominators::{PostDomTree, VIRTUAL};
use crate::graph::{Graph, NodeId};

/// A branch edge: the `succ_index`-th successor edge of `from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct BranchEdge {
    /// The branching node.
    pub from: NodeId,
    /// Position of the edge in `from`'s successor list.
    pub succ_index: u32,
}

/// Direct control dependence of every node, and its inverse.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ControlDependence {
    edge_start: Vec<u32>,
    edges: Vec<BranchEdge>,
    node_start: Vec<u32>,
    nodes: Vec<NodeId>,
    dep_start: Vec<u32>,
    dependents: Vec<NodeId>,
}

impl ControlDependence {
    /// Computes control dependence of `g` from its post-dominator tree `pdt` (which must have
    /// been computed from the same graph).
    pub fn compute<G: Graph + ?Sized>(g: &G, pdt: &PostDomTree) -> ControlDependence {
        let n = g.node_count();
        let ipdom = pdt.ipdom_array();
        // Every (dependent, edge) pair is visited twice (count, then fill) instead of being
        // materialised and bucketed.
        let mut edge_start = vec![0u32; n + 1];
        for_each_dependence(g, ipdom, |y, _, _| edge_start[y as usize + 1] += 1);
        for i in 0..n {
            edge_start[i + 1] += edge_start[i];
        }
        let mut fill = edge_start.clone();
        let mut edges = vec![BranchEdge { from: NodeId(0), succ_index: 0 }; edge_start[n] as usize];
        for_each_dependence(g, ipdom, |y, x, i| {
            edges[fill[y as usize] as usize] = BranchEdge { from: NodeId(x), succ_index: i };
            fill[y as usize] += 1;
        });
        drop(fill);
        let mut node_start = Vec::with_capacity(n + 1);
        let mut nodes = Vec::new();
        node_start.push(0);
        for y in 0..n {
            let es = &edges[edge_start[y] as usize..edge_start[y + 1] as usize];
            for e in es {
                if nodes.len() == *node_start.last().unwrap() as usize || *nodes.last().unwrap() != e.from {
                    nodes.push(e.from);
                }
            }
            node_start.push(nodes.len() as u32);
        }
        let mut dep_start = vec![0u32; n + 1];
        for &x in &nodes {
            dep_start[x.index() + 1] += 1;
        }
        for i in 0..n {
            dep_start[i + 1] += dep_start[i];
        }
        let mut fill = dep_start.clone();
        let mut dependents = vec![NodeId(0); nodes.len()];
        for y in 0..n {
            for &x in &nodes[node_start[y] as usize..node_start[y + 1] as usize] {
                dependents[fill[x.index()] as usize] = NodeId(y as u32);
                fill[x.index()] += 1;
            }
        }
        ControlDependence { edge_start, edges, node_start, nodes, dep_start, dependents }
    }

    /// The branch edges `y` is directly control dependent on.
    pub fn controlling_edges(&self, y: NodeId) -> &[BranchEdge] {
        &self.edges[self.edge_start[y.index()] as usize..self.edge_start[y.index() + 1] as usize]
    }

    /// The nodes `y` is directly control dependent on: its post-dominance frontier.
    pub fn controllers(&self, y: NodeId) -> &[NodeId] {
        &self.nodes[self.node_start[y.index()] as usize..self.node_start[y.index() + 1] as usize]
    }

    /// The nodes directly control dependent on `x`.
    pub fn dependents(&self, x: NodeId) -> &[NodeId] {
        &self.dependents[self.dep_start[x.index()] as usize..self.dep_start[x.index() + 1] as usize]
    }

    /// Iterated control dependence: the iterated post-dominance frontier `PDF+(set)`, sorted.
    pub fn iterated(&self, set: &[NodeId]) -> Vec<NodeId> {
        let n = self.node_start.len() - 1;
        let mut in_result = vec![false; n];
        let mut work: Vec<NodeId> = set.to_vec();
        let mut queued = vec![false; n];
        for v in set {
            queued[v.index()] = true;
        }
        while let Some(y) = work.pop() {
            for &x in self.controllers(y) {
                if !in_result[x.index()] {
                    in_result[x.index()] = true;
                    if !queued[x.index()] {
                        queued[x.index()] = true;
                        work.push(x);
                    }
                }
            }
        }
        (0..n as u32).filter(|&v| in_result[v as usize]).map(NodeId).collect()
    }

    /// Total number of (node, controlling edge) pairs.
    pub fn len(&self) -> usize {
        self.edges.len()
    }

    /// Whether no node is control dependent on anything.
    pub fn is_empty(&self) -> bool {
        self.edges.is_empty()
    }
}

/// Calls `f(y, x, i)` for every node `y` dependent on the edge `x -> succs(x)[i]`, in order of
/// (x, i), then of the post-dominator tree path from the successor up to `ipdom(x)`.
#[inline]
fn for_each_dependence<G: Graph + ?Sized>(g: &G, ipdom: &[u32], mut f: impl FnMut(u32, u32, u32)) {
    for x in 0..g.node_count() as u32 {
        let stop = ipdom[x as usize];
        for (i, &s) in g.succs(NodeId(x)).iter().enumerate() {
            let mut y = s.0;
            while y != stop && y < VIRTUAL {
                f(y, x, i as u32);
                y = ipdom[y as usize];
            }
        }
    }
}
