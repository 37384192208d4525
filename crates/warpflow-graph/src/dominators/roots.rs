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
//!    the swapped-in root at the same position. (LLVM runs one DFS per root; we decide
//!    redundancy for all roots in one linear pass, which gives the same result.)
//!
//! Invariants of the result: every node reaches some root, every node without successors is a
//! root, and no root reaches a different root.

use crate::graph::{Graph, NodeId};

/// The roots of [`super::PostDomTree::compute`]: the nodes without successors in index order,
/// then every node from which none of them is reachable, in index order. One backward walk
/// from the exits, O(V + E).
pub fn exit_and_nonexiting_roots<G: Graph + ?Sized>(g: &G) -> Vec<NodeId> {
    let n = g.node_count();
    let mut marked = vec![false; n];
    let mut stack: Vec<NodeId> = Vec::new();
    let mut roots = Vec::new();
    for v in (0..n as u32).map(NodeId) {
        if g.succs(v).is_empty() {
            roots.push(v);
            mark_reverse(g, v, &mut marked, &mut stack);
        }
    }
    roots.extend((0..n as u32).map(NodeId).filter(|v| !marked[v.index()]));
    roots
}

/// The post-dominator tree roots of `g` in LLVM's order.
pub fn postdom_roots<G: Graph + ?Sized>(g: &G) -> Vec<NodeId> {
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

/// Removes redundant roots with LLVM's scan order and swap-removal, in linear time: a root
/// with successors is redundant iff it reaches another root. Reachability between roots is
/// acyclic, so a redundant root always reaches a root that stays, and the predicate does not
/// depend on the order of removals; it is computed once by propagating up to two distinct
/// "reachable root" labels backwards from the roots.
fn remove_redundant<G: Graph + ?Sized>(g: &G, roots: &mut Vec<NodeId>) {
    const NO: u32 = u32::MAX;
    let n = g.node_count();
    let mut labels = vec![[NO, NO]; n];
    let mut work: Vec<(NodeId, u32)> = Vec::new();
    // Adds root label `r` to `v`, queueing it when new.
    let add = |labels: &mut [[u32; 2]], work: &mut Vec<(NodeId, u32)>, v: NodeId, r: u32| {
        let l = &mut labels[v.index()];
        if l[0] == r || l[1] == r || l[1] != NO {
            return;
        }
        if l[0] == NO {
            l[0] = r;
        } else {
            l[1] = r;
        }
        work.push((v, r));
    };
    for &r in roots.iter() {
        for &p in g.preds(r) {
            add(&mut labels, &mut work, p, r.0);
        }
    }
    while let Some((v, r)) = work.pop() {
        for &p in g.preds(v) {
            add(&mut labels, &mut work, p, r);
        }
    }
    let redundant =
        |r: NodeId| !g.succs(r).is_empty() && labels[r.index()].iter().any(|&l| l != NO && l != r.0);
    let mut i = 0;
    while i < roots.len() {
        if redundant(roots[i]) {
            roots.swap_remove(i);
        } else {
            i += 1;
        }
    }
}
