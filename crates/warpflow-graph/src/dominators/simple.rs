//! The simple iterative dominator algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
//! Dominance Algorithm", 2001), kept as a test oracle for the Lengauer-Tarjan implementation.
//!
//! It works on an explicitly built graph with a virtual root (index `node_count`) whose
//! successors are the roots, iterating `idom[b] = intersect(processed preds of b)` in reverse
//! postorder until nothing changes. Quadratic in the worst case; meant for tests only.
//! Invariants of the results: same encoding as the main trees (`None` for "immediately
//! dominated by the virtual root" and for unreachable nodes; use the `reachable` vector to tell
//! them apart).

use crate::graph::{DiGraph, Graph, NodeId, Reversed};

/// Immediate dominators computed by the iterative algorithm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimpleDoms {
    /// Immediate dominator per node; `None` for roots (children of the virtual root) and for
    /// unreachable nodes.
    pub idom: Vec<Option<NodeId>>,
    /// Whether each node is reached from the roots.
    pub reachable: Vec<bool>,
}

/// Dominators of `g` from its entry.
pub fn dominators<G: Graph + ?Sized>(g: &G) -> SimpleDoms {
    with_virtual_root(g, &[g.entry()])
}

/// Post-dominators of `g`: dominators of the reverse graph from a virtual exit whose successors
/// are `roots` (normally [`crate::dominators::PostDomTree::roots`]).
pub fn post_dominators<G: Graph + ?Sized>(g: &G, roots: &[NodeId]) -> SimpleDoms {
    with_virtual_root(&Reversed::new(g, g.entry()), roots)
}

/// Dominators of `g` from a virtual root with an edge to each of `roots`.
pub fn with_virtual_root<G: Graph + ?Sized>(g: &G, roots: &[NodeId]) -> SimpleDoms {
    let n = g.node_count();
    let root = n as u32;
    let mut aug = DiGraph::new(n + 1, NodeId(root));
    for r in roots {
        aug.add_edge(NodeId(root), *r);
    }
    for v in 0..n as u32 {
        for &s in g.succs(NodeId(v)) {
            aug.add_edge(NodeId(v), s);
        }
    }
    // Postorder numbers by a recursive-style DFS from the virtual root.
    let mut po = vec![u32::MAX; n + 1];
    let mut order = Vec::new();
    let mut seen = vec![false; n + 1];
    let mut stack = vec![(root, 0usize)];
    seen[root as usize] = true;
    while let Some(top) = stack.last_mut() {
        let (v, i) = *top;
        let succs = aug.succs(NodeId(v));
        if i < succs.len() {
            top.1 += 1;
            let w = succs[i].0;
            if !seen[w as usize] {
                seen[w as usize] = true;
                stack.push((w, 0));
            }
        } else {
            po[v as usize] = order.len() as u32;
            order.push(v);
            stack.pop();
        }
    }
    let mut idom = vec![u32::MAX; n + 1];
    idom[root as usize] = root;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            if b == root {
                continue;
            }
            let mut new = u32::MAX;
            for &p in aug.preds(NodeId(b)) {
                if idom[p.index()] == u32::MAX {
                    continue;
                }
                new = if new == u32::MAX {
                    p.0
                } else {
                    let (mut x, mut y) = (p.0, new);
                    while x != y {
                        while po[x as usize] < po[y as usize] {
                            x = idom[x as usize];
                        }
                        while po[y as usize] < po[x as usize] {
                            y = idom[y as usize];
                        }
                    }
                    x
                };
            }
            if idom[b as usize] != new {
                idom[b as usize] = new;
                changed = true;
            }
        }
    }
    SimpleDoms {
        idom: (0..n).map(|v| (idom[v] != u32::MAX && idom[v] != root).then(|| NodeId(idom[v]))).collect(),
        reachable: (0..n).map(|v| seen[v]).collect(),
    }
}
