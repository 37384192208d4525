//! Check mode: convergent nodes and edges from branch uniformity alone, via the regions of
//! divergent branches (see the parent module for the definition and the algorithm).

use serde::{Deserialize, Serialize};

use crate::dominators::PostDomTree;
use crate::graph::{reachable_from_entry, Graph, NodeId};

const NONE: u32 = u32::MAX;

/// The check-mode result: per node whether it is reachable and which divergent branch's region
/// holds it, per edge whether it is convergent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckMode {
    reachable: Vec<bool>,
    /// Per node: the divergent branch its non-convergence is attributed to, NONE if convergent.
    cause: Vec<u32>,
    /// Per edge (source order, then successor position).
    pub(super) edges: Vec<bool>,
}

impl CheckMode {
    /// Whether `v` is check-convergent (unreachable nodes are, vacuously).
    pub fn node_convergent(&self, v: NodeId) -> bool {
        self.cause[v.index()] == NONE
    }

    /// Whether the entry reaches `v`.
    pub fn reachable(&self, v: NodeId) -> bool {
        self.reachable[v.index()]
    }

    /// The divergent branch whose region holds `v` (the innermost one found); `None` when `v`
    /// is convergent.
    pub fn cause(&self, v: NodeId) -> Option<NodeId> {
        let c = self.cause[v.index()];
        (c != NONE).then_some(NodeId(c))
    }

    /// Per edge (numbered by source node, then successor position): whether it is convergent.
    pub fn edge_flags(&self) -> &[bool] {
        &self.edges
    }
}

/// Check mode on `g` with post-dominator tree `pdom`: `divergent[v]` says whether node `v`'s
/// terminator is divergent (missing entries count as uniform). O((V + E) α(V)).
pub fn check_mode<G: Graph + ?Sized>(g: &G, pdom: &PostDomTree, divergent: &[bool]) -> CheckMode {
    let n = g.node_count();
    let reachable = reachable_from_entry(g);
    let is_div =
        |v: usize| reachable[v] && g.succs(NodeId(v as u32)).len() >= 2 && divergent.get(v) == Some(&true);
    // Union-find over the post-dominator tree: `up[v] == v` while v is unmarked; a marked node
    // points towards its parent (`n` is the virtual exit, never marked).
    let mut up: Vec<u32> = (0..=n as u32).collect();
    let mut cause = vec![NONE; n];
    let depth = |v: u32| if v as usize == n { 0 } else { pdom.depth(NodeId(v)) };
    // Divergent branches, deepest first (bucket sort by post-dominator depth).
    let start: Vec<NodeId> = {
        // Counting sort by depth, deepest first: O(V + max depth).
        let div: Vec<u32> = (0..n as u32).filter(|&v| is_div(v as usize)).collect();
        let max = div.iter().map(|&v| pdom.depth(NodeId(v))).max().unwrap_or(0) as usize;
        let mut pos = vec![0usize; max + 2];
        for &v in &div {
            pos[max - pdom.depth(NodeId(v)) as usize + 1] += 1;
        }
        for k in 1..pos.len() {
            pos[k] += pos[k - 1];
        }
        let mut out = vec![NodeId(0); div.len()];
        for &v in &div {
            let slot = &mut pos[max - pdom.depth(NodeId(v)) as usize];
            out[*slot] = NodeId(v);
            *slot += 1;
        }
        out
    };
    let mut stack: Vec<u32> = Vec::new();
    let mut queued = vec![false; n];
    for &b in &start {
        queued[b.index()] = true;
    }
    let walk =
        |b: u32, up: &mut Vec<u32>, cause: &mut Vec<u32>, stack: &mut Vec<u32>, queued: &mut Vec<bool>| {
            let stop = pdom.ipdom(NodeId(b)).map_or(n as u32, |p| p.0);
            let root_cause = if is_div(b as usize) { b } else { cause[b as usize] };
            let stop_depth = depth(stop);
            for &s in g.succs(NodeId(b)) {
                let mut u = find(up, s.0);
                while u as usize != n && depth(u) > stop_depth {
                    cause[u as usize] = root_cause;
                    up[u as usize] = pdom.ipdom(NodeId(u)).map_or(n as u32, |p| p.0);
                    // Any marked node with successors is walked: a branch, or an infinite loop's
                    // post-dominator root, whose virtual exit edge makes it a branch too.
                    if !g.succs(NodeId(u)).is_empty() && !queued[u as usize] {
                        queued[u as usize] = true;
                        stack.push(u);
                    }
                    u = find(up, u);
                }
            }
        };
    for &b in &start {
        walk(b.0, &mut up, &mut cause, &mut stack, &mut queued);
        while let Some(u) = stack.pop() {
            walk(u, &mut up, &mut cause, &mut stack, &mut queued);
        }
    }
    let mut edges = Vec::new();
    for v in 0..n {
        let succs = g.succs(NodeId(v as u32));
        let ok = !reachable[v] || (cause[v] == NONE && (succs.len() == 1 || !is_div(v)));
        edges.extend(std::iter::repeat_n(ok, succs.len()));
    }
    CheckMode { reachable, cause, edges }
}

fn find(up: &mut [u32], mut v: u32) -> u32 {
    while up[v as usize] != v {
        let p = up[v as usize];
        up[v as usize] = up[p as usize];
        v = p;
    }
    v
}
