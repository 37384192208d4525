//! The semi-NCA dominator algorithm (Georgiadis; the variant LLVM uses), on a graph whose DFS
//! starts from a *virtual root* with an edge to each of the given roots.
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
pub(crate) fn semi_nca<G: Graph + ?Sized>(g: &G, roots: &[NodeId]) -> (Vec<u32>, Vec<NodeId>) {
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
        ancestor[i] = parent[i];
    }
    // NCA step: walk up the DFS tree from the parent until below the semidominator.
    let mut idom_num = vec![0u32; count];
    for i in 1..count {
        let mut d = parent[i];
        while d > semi[i] {
            d = idom_num[d as usize];
        }
        idom_num[i] = d;
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
