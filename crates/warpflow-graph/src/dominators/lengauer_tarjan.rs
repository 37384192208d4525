//! The Lengauer-Tarjan dominator algorithm ("A fast algorithm for finding dominators in a
//! flowgraph", TOPLAS 1979) in its simple form (path compression without balanced linking,
//! O(E log V)), on a graph whose DFS starts from a *virtual root* with an edge to each of the
//! given roots.
//!
//! Why not semi-NCA (Georgiadis; the variant LLVM uses, and this module's first form): its
//! second step finds each node's immediate dominator by walking the partial tree up from the
//! DFS parent to the semidominator, O(depth) per node, so a CFG whose blocks join far below a
//! deep chain (two rows of k divergent guards whose arms join rung by rung, `ladder` in
//! `scripts/bench-commands`) costs O(k^2): 54% of `analyze`'s time at 32,000 rungs. Here the
//! semidominators are found as before, and each node's immediate dominator comes from the same
//! path-compressed forest: a node `v` waits in the bucket of its semidominator `s`; when the
//! DFS child of `s` on the way to `v` is linked, `u = eval(v)` is the node of least
//! semidominator on the tree path from `s` (excluded) to `v`, and `idom(v) = s` if `sdom(u) =
//! s`, else `idom(v) = idom(u)` (Lengauer and Tarjan's Corollary 1), resolved in preorder by a
//! final pass.
//!
//! Invariants of the result: `idom[v]` is [`UNREACHED`] exactly for nodes no root reaches,
//! [`VIRTUAL`] for nodes whose immediate dominator is the virtual root, and otherwise a node
//! reached from the roots. The DFS and the path compression are iterative, so deep graphs
//! (10^6 nodes in a chain) do not overflow the stack.

use crate::graph::{Graph, NodeId};

/// `idom` entry of a node that no root reaches.
pub(crate) const UNREACHED: u32 = u32::MAX;
/// `idom` entry of a node immediately dominated by the virtual root.
pub const VIRTUAL: u32 = u32::MAX - 1;
/// No ancestor (a root of the path-compression forest).
const NONE: u32 = u32::MAX;

/// Immediate dominators of every node of `g` with respect to a virtual root whose successors are
/// `roots` (in that order), and the postorder of the DFS (successors in edge order). Walks
/// `g.succs` for the DFS and `g.preds` for semidominators.
pub(crate) fn lengauer_tarjan<G: Graph + ?Sized>(g: &G, roots: &[NodeId]) -> (Vec<u32>, Vec<NodeId>) {
    let n = g.node_count();
    // DFS numbers: 0 is the virtual root, 1.. the reached nodes in preorder.
    let mut num = vec![UNREACHED; n];
    let mut vertex: Vec<u32> = Vec::with_capacity(n + 1);
    let mut parent: Vec<u32> = Vec::with_capacity(n + 1);
    let mut is_root = vec![false; n];
    vertex.push(NONE);
    parent.push(0);
    let mut stack: Vec<(u32, u32)> = Vec::new();
    let mut postorder: Vec<NodeId> = Vec::with_capacity(n);
    for &r in roots {
        is_root[r.index()] = true;
        if num[r.index()] != UNREACHED {
            continue;
        }
        num[r.index()] = vertex.len() as u32;
        vertex.push(r.0);
        parent.push(0);
        stack.push((r.0, 0));
        while let Some(top) = stack.last_mut() {
            let (v, i) = *top;
            let succs = g.succs(NodeId(v));
            if let Some(&w) = succs.get(i as usize) {
                top.1 += 1;
                if num[w.index()] == UNREACHED {
                    num[w.index()] = vertex.len() as u32;
                    vertex.push(w.0);
                    parent.push(num[v as usize]);
                    stack.push((w.0, 0));
                }
            } else {
                postorder.push(NodeId(v));
                stack.pop();
            }
        }
    }
    let count = vertex.len();
    let mut semi: Vec<u32> = (0..count as u32).collect();
    let mut label: Vec<u32> = (0..count as u32).collect();
    let mut ancestor: Vec<u32> = vec![NONE; count];
    let mut path: Vec<u32> = Vec::new();
    // Buckets as linked lists: `bucket[s]` the first node whose semidominator is `s`,
    // `next_in_bucket[v]` the one after `v`.
    let mut bucket: Vec<u32> = vec![NONE; count];
    let mut next_in_bucket: Vec<u32> = vec![NONE; count];
    // Per node, its immediate dominator, or (before the final pass) a node `u` below the
    // semidominator whose immediate dominator it shares.
    let mut idom_num = vec![0u32; count];
    for i in (1..count).rev() {
        let w = vertex[i];
        let mut s = if is_root[w as usize] { 0 } else { parent[i] };
        for &v in g.preds(NodeId(w)) {
            let vn = num[v.index()];
            if vn == UNREACHED {
                continue;
            }
            let u = eval(vn, &mut ancestor, &mut label, &semi, &mut path);
            s = s.min(semi[u as usize]);
        }
        semi[i] = s;
        next_in_bucket[i] = bucket[s as usize];
        bucket[s as usize] = i as u32;
        let p = parent[i];
        ancestor[i] = p;
        // The nodes in `p`'s bucket were put there since `p`'s previous DFS child was linked
        // (which emptied it), so they lie in `i`'s subtree: the forest now holds the whole tree
        // path from each of them up to `p`, which is its root (not linked yet).
        let mut v = std::mem::replace(&mut bucket[p as usize], NONE);
        while v != NONE {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            idom_num[v as usize] = if semi[u as usize] < semi[v as usize] { u } else { p };
            v = next_in_bucket[v as usize];
        }
    }
    for i in 1..count {
        if idom_num[i] != semi[i] {
            idom_num[i] = idom_num[idom_num[i] as usize];
        }
    }
    let mut idom = vec![UNREACHED; n];
    for i in 1..count {
        let d = idom_num[i];
        idom[vertex[i] as usize] = if d == 0 { VIRTUAL } else { vertex[d as usize] };
    }
    (idom, postorder)
}

/// The node with the least semidominator on the compressed path from `v` up to (excluding) the
/// root of its tree in the link forest; `v` itself when it is such a root.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    for &x in path.iter().rev() {
        let a = ancestor[x as usize] as usize;
        if semi[label[a] as usize] < semi[label[x as usize] as usize] {
            label[x as usize] = label[a];
        }
        ancestor[x as usize] = ancestor[a];
    }
    label[v as usize]
}
