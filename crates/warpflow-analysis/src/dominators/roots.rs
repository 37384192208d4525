//! The roots of a post-dominator tree, chosen the way LLVM 19's `PostDominatorTree` chooses them
//! (`SemiNCAInfo::FindRoots` and `RemoveRedundantRoots` in `GenericDomTreeConstruction.h`).
//!
//! Behaviour, in node-index order (our stand-in for LLVM's block order):
//! 1. Every node without successors is a *trivial root*; all nodes that reach it are marked.
//! 2. For each node still unmarked (it reaches no exit: it can only end in an infinite loop), a
//!    forward DFS runs over unmarked nodes. The DFS is LLVM's worklist DFS: pop a node, skip it
//!    if marked, number it, push its successors sorted by block order (so the successor with the
//!    highest index is visited first). The node numbered last ("furthest away") becomes a
//!    *non-trivial root*; the DFS marks are dropped and every unmarked node that reaches the new
//!    root is marked.
//! 3. If any non-trivial root was added, redundant roots are removed: scanning the root list, a
//!    root with successors from which a forward DFS (over the whole graph) reaches another root
//!    is removed by swapping the last root into its place and popping; the scan then looks at
//!    the swapped-in root at the same position.
//!
//! Invariants of the result: every node reaches some root, every node without successors is a
//! root, and no root reaches a different root.

use crate::graph::{Graph, NodeId};

/// The post-dominator tree roots of `g` in LLVM's order.
pub(crate) fn postdom_roots<G: Graph + ?Sized>(g: &G) -> Vec<NodeId> {
    let n = g.node_count();
    let mut marked = vec![false; n];
    let mut roots = Vec::new();
    let mut stack: Vec<NodeId> = Vec::new();
    for v in (0..n as u32).map(NodeId) {
        if g.succs(v).is_empty() {
            roots.push(v);
            mark_reverse(g, v, &mut marked, &mut stack);
        }
    }
    let mut nontrivial = false;
    let mut visited_now: Vec<NodeId> = Vec::new();
    let mut succs: Vec<NodeId> = Vec::new();
    for v in (0..n as u32).map(NodeId) {
        if marked[v.index()] {
            continue;
        }
        nontrivial = true;
        // Forward worklist DFS over unmarked nodes; remember the last node numbered.
        visited_now.clear();
        stack.clear();
        stack.push(v);
        while let Some(x) = stack.pop() {
            if marked[x.index()] {
                continue;
            }
            marked[x.index()] = true;
            visited_now.push(x);
            succs.clear();
            succs.extend_from_slice(g.succs(x));
            // LLVM sorts successors by block order when there are several (pushing them in
            // that order, so the last block is popped first); one successor needs no sorting.
            succs.sort_unstable();
            stack.extend_from_slice(&succs);
        }
        let furthest = *visited_now.last().expect("the start node is unmarked");
        for x in &visited_now {
            marked[x.index()] = false;
        }
        roots.push(furthest);
        mark_reverse(g, furthest, &mut marked, &mut stack);
    }
    if nontrivial {
        remove_redundant(g, &mut roots);
    }
    roots
}

/// Marks every unmarked node that reaches `start` (including `start`).
fn mark_reverse<G: Graph + ?Sized>(g: &G, start: NodeId, marked: &mut [bool], stack: &mut Vec<NodeId>) {
    stack.clear();
    stack.push(start);
    while let Some(x) = stack.pop() {
        if marked[x.index()] {
            continue;
        }
        marked[x.index()] = true;
        stack.extend(g.preds(x).iter().copied().filter(|p| !marked[p.index()]));
    }
}

fn remove_redundant<G: Graph + ?Sized>(g: &G, roots: &mut Vec<NodeId>) {
    let n = g.node_count();
    let mut is_root = vec![false; n];
    for r in roots.iter() {
        is_root[r.index()] = true;
    }
    let mut seen = vec![false; n];
    let mut touched: Vec<NodeId> = Vec::new();
    let mut stack: Vec<NodeId> = Vec::new();
    let mut i = 0;
    while i < roots.len() {
        let root = roots[i];
        if g.succs(root).is_empty() {
            i += 1;
            continue;
        }
        for x in touched.drain(..) {
            seen[x.index()] = false;
        }
        stack.clear();
        stack.push(root);
        seen[root.index()] = true;
        touched.push(root);
        let mut found = false;
        'dfs: while let Some(x) = stack.pop() {
            for &s in g.succs(x) {
                if !seen[s.index()] {
                    if is_root[s.index()] {
                        found = true;
                        break 'dfs;
                    }
                    seen[s.index()] = true;
                    touched.push(s);
                    stack.push(s);
                }
            }
        }
        if found {
            is_root[root.index()] = false;
            roots.swap_remove(i);
        } else {
            i += 1;
        }
    }
}
