//! A rooted forest of immediate (post-)dominators under a virtual root, with pre/post numbers
//! for O(1) ancestor queries.
//!
//! Invariants: `parent[v]` is [`UNREACHED`] for nodes outside the tree and [`VIRTUAL`] for the
//! children of the virtual root (`tops`). For nodes `a`, `b` in the tree, `a` is an ancestor of
//! `b` (or `b` itself) iff `pre[a] <= pre[b] && post[b] <= post[a]`. Children lists, and `tops`, are
//! sorted by node index.

use serde::{Deserialize, Serialize};

use super::lengauer_tarjan::{UNREACHED, VIRTUAL};
use crate::graph::NodeId;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Tree {
    pub(crate) parent: Vec<u32>,
    pub(crate) pre: Vec<u32>,
    pub(crate) post: Vec<u32>,
    pub(crate) depth: Vec<u32>,
    child_start: Vec<u32>,
    children: Vec<NodeId>,
    pub(crate) tops: Vec<NodeId>,
}

impl Tree {
    /// Builds the tree from per-node parents.
    pub(crate) fn new(parent: Vec<u32>) -> Tree {
        let n = parent.len();
        let tops: Vec<NodeId> =
            (0..n as u32).filter(|&v| parent[v as usize] == VIRTUAL).map(NodeId).collect();
        let mut child_start = vec![0u32; n + 1];
        for &p in &parent {
            if p < VIRTUAL {
                child_start[p as usize + 1] += 1;
            }
        }
        for i in 0..n {
            child_start[i + 1] += child_start[i];
        }
        let mut fill = child_start.clone();
        let mut children = vec![NodeId(0); child_start[n] as usize];
        for (v, &p) in parent.iter().enumerate() {
            if p < VIRTUAL {
                children[fill[p as usize] as usize] = NodeId(v as u32);
                fill[p as usize] += 1;
            }
        }
        let mut pre = vec![u32::MAX; n];
        let mut post = vec![u32::MAX; n];
        let mut depth = vec![0u32; n];
        let (mut pre_n, mut post_n) = (0u32, 0u32);
        let mut stack: Vec<(NodeId, u32)> = Vec::new();
        for &t in &tops {
            pre[t.index()] = pre_n;
            pre_n += 1;
            depth[t.index()] = 1;
            stack.push((t, child_start[t.index()]));
            while let Some(top) = stack.last_mut() {
                let (v, i) = *top;
                if i < child_start[v.index() + 1] {
                    top.1 += 1;
                    let c = children[i as usize];
                    pre[c.index()] = pre_n;
                    pre_n += 1;
                    depth[c.index()] = depth[v.index()] + 1;
                    stack.push((c, child_start[c.index()]));
                } else {
                    post[v.index()] = post_n;
                    post_n += 1;
                    stack.pop();
                }
            }
        }
        Tree { parent, pre, post, depth, child_start, children, tops }
    }

    pub(crate) fn parent(&self, v: NodeId) -> Option<NodeId> {
        let p = self.parent[v.index()];
        (p < VIRTUAL).then_some(NodeId(p))
    }

    pub(crate) fn contains(&self, v: NodeId) -> bool {
        self.parent[v.index()] != UNREACHED
    }

    /// `a` is `b` or an ancestor of `b`; both must be in the tree.
    pub(crate) fn is_ancestor(&self, a: NodeId, b: NodeId) -> bool {
        self.pre[a.index()] <= self.pre[b.index()] && self.post[b.index()] <= self.post[a.index()]
    }

    pub(crate) fn children(&self, v: NodeId) -> &[NodeId] {
        let (s, e) = (self.child_start[v.index()], self.child_start[v.index() + 1]);
        &self.children[s as usize..e as usize]
    }

    /// Nearest common ancestor of a set of tree nodes (`None`: the set is empty, or the NCA is
    /// the virtual root), with one walk: it is the NCA of the set's nodes of least and greatest
    /// preorder number. Argument: with `u`, `v` those two and `c = nca(u, v)`, the subtree of
    /// `c` holds the preorder numbers from `pre[c]` on, contiguously, so every node of the set,
    /// whose number lies between `pre[u]` and `pre[v]`, is in it: `c` is a common ancestor of
    /// the set, and none deeper is, since it would be one of `u` and `v`. So a fold of pairwise
    /// NCAs, O(depth) per node, costs one O(depth) walk instead.
    pub(crate) fn nca_all(&self, nodes: &[NodeId]) -> Option<NodeId> {
        let lo = *nodes.iter().min_by_key(|v| self.pre[v.index()])?;
        let hi = *nodes.iter().max_by_key(|v| self.pre[v.index()])?;
        self.nca(lo, hi)
    }

    /// Nearest common ancestors of many pairs of tree nodes at once (`None`: the virtual
    /// root), by Tarjan's offline algorithm: one depth-first walk of the forest with a
    /// union-find over the finished subtrees, so O((n + q) α(n)) for q pairs, where a
    /// [`Tree::nca`] per pair walks parent chains, O(depth) each (a ladder of k joins whose
    /// sides hang k levels below their branch: O(k²)). Argument: when the walk finishes `v`,
    /// every finished node `w` outside `v`'s subtree was merged into the set of the deepest
    /// ancestor of `v` still open when `w` finished, which is `nca(v, w)` (the nodes on the
    /// path from the root to `v` are exactly the open ones); so the answer to a pair is read
    /// when its second node finishes. Pairs in different trees of the forest meet only at the
    /// virtual root. The property test below checks it against [`Tree::nca`].
    pub(crate) fn nca_pairs(&self, pairs: &[(NodeId, NodeId)]) -> Vec<Option<NodeId>> {
        let n = self.parent.len();
        let mut out = vec![None; pairs.len()];
        if pairs.is_empty() {
            return out;
        }
        // the pairs of each node, as a CSR list of (other node, pair index)
        let mut start = vec![0u32; n + 1];
        for &(a, b) in pairs {
            start[a.index() + 1] += 1;
            start[b.index() + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut list = vec![(NodeId(0), 0u32); start[n] as usize];
        for (k, &(a, b)) in pairs.iter().enumerate() {
            list[fill[a.index()] as usize] = (b, k as u32);
            fill[a.index()] += 1;
            list[fill[b.index()] as usize] = (a, k as u32);
            fill[b.index()] += 1;
        }
        // union-find over nodes; `anc[find(v)]` is the open node the set hangs from
        let mut uf: Vec<u32> = (0..n as u32).collect();
        let mut anc: Vec<u32> = (0..n as u32).collect();
        let mut done = vec![false; n];
        let mut top_of = vec![u32::MAX; n];
        fn find(uf: &mut [u32], mut v: u32) -> u32 {
            let mut r = v;
            while uf[r as usize] != r {
                r = uf[r as usize];
            }
            while uf[v as usize] != r {
                let next = uf[v as usize];
                uf[v as usize] = r;
                v = next;
            }
            r
        }
        let mut stack: Vec<(NodeId, u32)> = Vec::new();
        for (t_index, &t) in self.tops.iter().enumerate() {
            stack.push((t, self.child_start[t.index()]));
            top_of[t.index()] = t_index as u32;
            while let Some(top) = stack.last_mut() {
                let (v, i) = *top;
                if i < self.child_start[v.index() + 1] {
                    top.1 += 1;
                    let c = self.children[i as usize];
                    top_of[c.index()] = t_index as u32;
                    stack.push((c, self.child_start[c.index()]));
                    continue;
                }
                stack.pop();
                done[v.index()] = true;
                for &(w, k) in &list[start[v.index()] as usize..start[v.index() + 1] as usize] {
                    if w == v {
                        out[k as usize] = Some(v);
                    } else if done[w.index()] && top_of[w.index()] == t_index as u32 {
                        let r = find(&mut uf, w.0);
                        out[k as usize] = Some(NodeId(anc[r as usize]));
                    }
                }
                if let Some(&(p, _)) = stack.last() {
                    let (rv, rp) = (find(&mut uf, v.0), find(&mut uf, p.0));
                    uf[rv as usize] = rp;
                    anc[rp as usize] = p.0;
                }
            }
        }
        out
    }

    /// Nearest common ancestor of two tree nodes; `None` when it is the virtual root.
    pub(crate) fn nca(&self, mut a: NodeId, mut b: NodeId) -> Option<NodeId> {
        while self.depth[a.index()] > self.depth[b.index()] {
            a = self.parent(a)?;
        }
        while self.depth[b.index()] > self.depth[a.index()] {
            b = self.parent(b)?;
        }
        while a != b {
            a = self.parent(a)?;
            b = self.parent(b)?;
        }
        Some(a)
    }
}
