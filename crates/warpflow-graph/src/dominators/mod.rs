//! Dominator and post-dominator trees, computed by Lengauer-Tarjan, with O(1) dominance queries.
//!
//! # Dominators
//! [`DomTree::compute`] builds the dominator tree of the nodes reachable from the graph's entry.
//! Nodes that the entry does not reach are not in the tree: their [`DomTree::idom`] is `None`,
//! [`DomTree::is_reachable`] is false, and (as in LLVM and as the path definition says
//! vacuously) every node dominates them, while they dominate only themselves.
//!
//! # Post-dominators
//! [`PostDomTree::compute`] builds the dominator tree of the reverse graph from a *virtual exit*
//! whose successors are the tree's [`roots`](PostDomTree::roots): every node without
//! successors, then every node that reaches none of them (a block of an infinite loop, or one
//! that leads only into one), in index order. Every node of the graph, including nodes the
//! entry does not reach, is therefore in the post-dominator tree. [`PostDomTree::ipdom`]
//! returns `None` for the roots: their immediate post-dominator is the virtual exit. `a`
//! post-dominates `b` iff every path from `b` to the virtual exit (in the graph augmented with
//! an edge from each root to the virtual exit) passes through `a`.
//!
//! Why every node of an infinite region is a root: the analyses take "`P` post-dominates `B`"
//! to mean that every thread that runs `B` reaches `P` (the uniformity analysis stops its join
//! propagation at `P`, the convergence analysis calls the blocks between a divergent branch and
//! its `P` the only ones part of the threads skip). A thread that loops forever may never reach
//! any given block of its loop, so no block of such a region may post-dominate another. With an
//! edge to the virtual exit from each of them none does, and a path that never leaves the
//! exit-reaching part of the graph is judged as before. Consequence: a block outside the
//! regions post-dominates `B` only if every path from `B` into a region passes it first (the
//! path continued to the region's edge to the virtual exit must pass it, and it is not in the
//! region). [`PostDomTree::compute_llvm`] makes instead the tree of LLVM 19's
//! `PostDominatorTree` (one root per region, found by LLVM's "furthest away" search; see the
//! `roots` submodule), for comparing with LLVM: there a block of an infinite loop can
//! post-dominate another that a thread leaves it without reaching (the loop `h -> x -> y ->
//! latch -> h`, `h -> latch`, `x -> latch` gets the root `y`, so `ipdom(x) = y`, while threads
//! go round `h -> latch` without `y`), which would let a barrier in `y` pass as reached by the
//! whole block.
//!
//! The immediate post-dominator of a branch is where its divergent threads reconverge:
//! [`PostDomTree::reconvergence_point`].
//!
//! # Invariants
//! Queries are O(1) (`dominates` by pre/post numbers of the tree), except `nca` which is
//! O(depth), and `nca_all` of a set of nodes, one O(depth) walk (between the set's nodes of
//! least and greatest preorder number) whatever the set's size. Children are listed in increasing node index. The [`simple`] module keeps the
//! iterative Cooper-Harvey-Kennedy algorithm as a test oracle.

mod lengauer_tarjan;
pub mod roots;
pub mod simple;
mod tree;

use serde::{Deserialize, Serialize};

use crate::graph::{Graph, NodeId, Reversed};
pub use lengauer_tarjan::VIRTUAL;
use lengauer_tarjan::{lengauer_tarjan, UNREACHED};
use tree::Tree;

/// The dominator tree of a graph from its entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DomTree {
    entry: NodeId,
    tree: Tree,
    rpo: Vec<NodeId>,
}

impl DomTree {
    /// Computes the dominator tree of `g` by Lengauer-Tarjan in O(E log V) time.
    pub fn compute<G: Graph + ?Sized>(g: &G) -> DomTree {
        let entry = g.entry();
        let (idom, mut rpo) = lengauer_tarjan(g, &[entry]);
        rpo.reverse();
        DomTree { entry, tree: Tree::new(idom), rpo }
    }

    /// The root of the tree (the graph's entry).
    pub fn root(&self) -> NodeId {
        self.entry
    }

    /// Number of nodes of the graph the tree was computed from.
    pub fn node_count(&self) -> usize {
        self.tree.parent.len()
    }

    /// The immediate dominator of `n`; `None` for the entry and for unreachable nodes.
    pub fn idom(&self, n: NodeId) -> Option<NodeId> {
        self.tree.parent(n)
    }

    /// Whether the entry reaches `n`.
    pub fn is_reachable(&self, n: NodeId) -> bool {
        self.tree.contains(n)
    }

    /// Whether `a` dominates `b` (every path from the entry to `b` passes through `a`; a node
    /// dominates itself). True whenever `b` is unreachable. O(1).
    pub fn dominates(&self, a: NodeId, b: NodeId) -> bool {
        if a == b || !self.tree.contains(b) {
            return true;
        }
        self.tree.contains(a) && self.tree.is_ancestor(a, b)
    }

    /// Whether `a` dominates `b` and `a != b`.
    pub fn strictly_dominates(&self, a: NodeId, b: NodeId) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The nodes immediately dominated by `n`, in increasing index order.
    pub fn children(&self, n: NodeId) -> &[NodeId] {
        self.tree.children(n)
    }

    /// Depth of `n` in the tree (the entry has depth 1); 0 for unreachable nodes.
    pub fn depth(&self, n: NodeId) -> u32 {
        if self.tree.contains(n) {
            self.tree.depth[n.index()]
        } else {
            0
        }
    }

    /// The nearest common dominator of two reachable nodes; `None` if either is unreachable.
    pub fn nca(&self, a: NodeId, b: NodeId) -> Option<NodeId> {
        if !self.tree.contains(a) || !self.tree.contains(b) {
            return None;
        }
        self.tree.nca(a, b)
    }

    /// The nearest common dominator of all of `nodes`; `None` if `nodes` is empty or one of
    /// them is unreachable. One O(depth) walk, whatever the number of nodes (see `Tree::nca_all`):
    /// folding [`DomTree::nca`] over them costs O(depth) per node.
    pub fn nca_all(&self, nodes: &[NodeId]) -> Option<NodeId> {
        if nodes.iter().any(|&v| !self.tree.contains(v)) {
            return None;
        }
        self.tree.nca_all(nodes)
    }

    /// [`DomTree::nca`] of every pair, at once (`None` where either node is unreachable):
    /// near-linear in nodes plus pairs (Tarjan's offline algorithm), where a query per pair
    /// walks O(depth).
    pub fn nca_pairs(&self, pairs: &[(NodeId, NodeId)]) -> Vec<Option<NodeId>> {
        self.tree.nca_pairs(pairs)
    }

    /// Reverse postorder of the reachable nodes, from a DFS of the graph from the entry that
    /// follows successors in edge order. Every node comes after its dominators.
    pub fn rpo(&self) -> &[NodeId] {
        &self.rpo
    }
}

/// The post-dominator tree of a graph, rooted at a virtual exit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostDomTree {
    tree: Tree,
    roots: Vec<NodeId>,
}

impl PostDomTree {
    /// Computes the post-dominator tree of `g` (Lengauer-Tarjan on the reverse graph) whose roots are
    /// the nodes without successors and every node that reaches none (see the module docs):
    /// the tree the analyses' proofs read. O(V + E) besides Lengauer-Tarjan.
    pub fn compute<G: Graph + ?Sized>(g: &G) -> PostDomTree {
        let roots = roots::exit_and_nonexiting_roots(g);
        Self::with_roots(g, roots)
    }

    /// Computes the post-dominator tree of `g` with LLVM 19's choice of roots (one per region
    /// that reaches no node without successors): the tree `opt-19 -passes='print<postdomtree>'`
    /// prints, for comparing with it. Not a proof of reconvergence in infinite loops (module
    /// docs).
    pub fn compute_llvm<G: Graph + ?Sized>(g: &G) -> PostDomTree {
        Self::with_roots(g, roots::postdom_roots(g))
    }

    fn with_roots<G: Graph + ?Sized>(g: &G, roots: Vec<NodeId>) -> PostDomTree {
        let (ipdom, _) = lengauer_tarjan(&Reversed::new(g, g.entry()), &roots);
        debug_assert!(ipdom.iter().all(|&p| p != UNREACHED));
        PostDomTree { tree: Tree::new(ipdom), roots }
    }

    /// Number of nodes of the graph the tree was computed from.
    pub fn node_count(&self) -> usize {
        self.tree.parent.len()
    }

    /// The roots the tree was computed from: nodes without successors in index order, then
    /// the nodes that reach none of them in index order ([`PostDomTree::compute`]) or one node
    /// per such region in LLVM's order ([`PostDomTree::compute_llvm`]).
    /// Every root has the virtual exit as immediate post-dominator, but so can other nodes
    /// (a branch to two different exits): see [`PostDomTree::exit_children`].
    pub fn roots(&self) -> &[NodeId] {
        &self.roots
    }

    /// The nodes whose immediate post-dominator is the virtual exit, in increasing index order.
    pub fn exit_children(&self) -> &[NodeId] {
        &self.tree.tops
    }

    /// Immediate post-dominators of all nodes as one flat array, [`VIRTUAL`] standing for the
    /// virtual exit (every node is in the tree).
    pub fn ipdom_array(&self) -> &[u32] {
        &self.tree.parent
    }

    /// The immediate post-dominator of `n`; `None` means the virtual exit (`n` is a root).
    pub fn ipdom(&self, n: NodeId) -> Option<NodeId> {
        self.tree.parent(n)
    }

    /// Whether `a` post-dominates `b` (a node post-dominates itself). O(1).
    pub fn post_dominates(&self, a: NodeId, b: NodeId) -> bool {
        a == b || self.tree.is_ancestor(a, b)
    }

    /// Whether `a` post-dominates `b` and `a != b`.
    pub fn strictly_post_dominates(&self, a: NodeId, b: NodeId) -> bool {
        a != b && self.post_dominates(a, b)
    }

    /// The nodes immediately post-dominated by `n`, in increasing index order.
    pub fn children(&self, n: NodeId) -> &[NodeId] {
        self.tree.children(n)
    }

    /// Depth of `n` in the tree (roots have depth 1, the virtual exit 0).
    pub fn depth(&self, n: NodeId) -> u32 {
        self.tree.depth[n.index()]
    }

    /// The nearest common post-dominator of `a` and `b`; `None` means the virtual exit.
    pub fn nca(&self, a: NodeId, b: NodeId) -> Option<NodeId> {
        self.tree.nca(a, b)
    }

    /// The nearest common post-dominator of all of `nodes`; `None` means the virtual exit, or
    /// `nodes` is empty. One O(depth) walk, whatever the number of nodes.
    pub fn nca_all(&self, nodes: &[NodeId]) -> Option<NodeId> {
        self.tree.nca_all(nodes)
    }

    /// [`PostDomTree::nca`] of every pair, at once: near-linear in nodes plus pairs (Tarjan's
    /// offline algorithm), where a query per pair walks O(depth).
    pub fn nca_pairs(&self, pairs: &[(NodeId, NodeId)]) -> Vec<Option<NodeId>> {
        self.tree.nca_pairs(pairs)
    }

    /// [`PostDomTree::nca_all`] of every set, at once: each set is reduced to its nodes of
    /// least and greatest preorder number (see `Tree::nca_all`), and the pairs are answered
    /// together ([`PostDomTree::nca_pairs`]); `None` for an empty set.
    pub fn nca_all_sets(&self, sets: &[&[NodeId]]) -> Vec<Option<NodeId>> {
        let t = &self.tree;
        let ends: Vec<Option<(NodeId, NodeId)>> = sets
            .iter()
            .map(|set| {
                let lo = *set.iter().min_by_key(|v| t.pre[v.index()])?;
                let hi = *set.iter().max_by_key(|v| t.pre[v.index()])?;
                Some((lo, hi))
            })
            .collect();
        let pairs: Vec<(NodeId, NodeId)> = ends.iter().flatten().copied().collect();
        let mut answers = t.nca_pairs(&pairs).into_iter();
        ends.iter().map(|e| e.and_then(|_| answers.next().flatten())).collect()
    }

    /// Where threads that diverge at `branch` reconverge: its immediate post-dominator, or `None`
    /// when that is the virtual exit (they meet again only when the function ends, or never, for
    /// an infinite loop). Meaningful for nodes with two or more distinct successors; for others
    /// it is simply their immediate post-dominator.
    pub fn reconvergence_point(&self, branch: NodeId) -> Option<NodeId> {
        self.ipdom(branch)
    }
}

// The encodings must agree between the modules.
const _: () = assert!(VIRTUAL != UNREACHED);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::DiGraph;

    fn g(n: usize, edges: &[(u32, u32)]) -> DiGraph {
        DiGraph::from_edges(n, NodeId(0), edges.iter().copied())
    }

    #[test]
    fn diamond() {
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3
        let g = g(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let d = DomTree::compute(&g);
        assert_eq!(d.idom(NodeId(3)), Some(NodeId(0)));
        assert_eq!(d.idom(NodeId(0)), None);
        assert!(d.dominates(NodeId(0), NodeId(3)));
        assert!(!d.dominates(NodeId(1), NodeId(3)));
        let p = PostDomTree::compute(&g);
        assert_eq!(p.roots(), &[NodeId(3)]);
        assert_eq!(p.ipdom(NodeId(0)), Some(NodeId(3)));
        assert_eq!(p.reconvergence_point(NodeId(0)), Some(NodeId(3)));
        assert_eq!(p.ipdom(NodeId(3)), None);
        assert!(p.post_dominates(NodeId(3), NodeId(1)));
        assert!(!p.post_dominates(NodeId(1), NodeId(0)));
    }

    #[test]
    fn unreachable_node() {
        let g = g(3, &[(0, 1), (2, 1)]);
        let d = DomTree::compute(&g);
        assert!(!d.is_reachable(NodeId(2)));
        assert!(d.dominates(NodeId(1), NodeId(2)));
        assert!(!d.dominates(NodeId(2), NodeId(1)));
        assert_eq!(d.rpo(), &[NodeId(0), NodeId(1)]);
        let p = PostDomTree::compute(&g);
        assert_eq!(p.ipdom(NodeId(2)), Some(NodeId(1)));
    }

    #[test]
    fn infinite_loop_roots() {
        // 0 -> 1 -> 2 -> 1 (infinite loop), 0 -> 3 (exit).
        let g = g(4, &[(0, 1), (0, 3), (1, 2), (2, 1)]);
        let p = PostDomTree::compute_llvm(&g);
        // Forward DFS from 1 visits 1 then 2; 2 is the furthest away.
        assert_eq!(p.roots(), &[NodeId(3), NodeId(2)]);
        assert_eq!(p.ipdom(NodeId(1)), Some(NodeId(2)));
        assert_eq!(p.ipdom(NodeId(0)), None);
        // The proofs' tree: every block of the loop is a root, none post-dominates another.
        let p = PostDomTree::compute(&g);
        assert_eq!(p.roots(), &[NodeId(3), NodeId(1), NodeId(2)]);
        assert_eq!(p.ipdom(NodeId(1)), None);
        assert_eq!(p.ipdom(NodeId(2)), None);
        assert_eq!(p.ipdom(NodeId(0)), None);
    }

    #[test]
    fn a_loop_block_does_not_post_dominate_what_can_go_round_without_it() {
        // h=1 -> x=2 | latch=4; x -> y=3 | latch; y -> latch; latch -> h; 0 -> h. No exit.
        let g = g(5, &[(0, 1), (1, 2), (1, 4), (2, 3), (2, 4), (3, 4), (4, 1)]);
        // LLVM's root is y, which then "post-dominates" x although x -> latch -> h -> latch ...
        // never reaches it.
        assert_eq!(PostDomTree::compute_llvm(&g).ipdom(NodeId(2)), Some(NodeId(3)));
        let p = PostDomTree::compute(&g);
        assert!((0..5).all(|v| p.ipdom(NodeId(v)).is_none()), "{p:?}");
        assert!(!p.post_dominates(NodeId(3), NodeId(2)));
    }

    #[test]
    fn a_block_before_every_way_into_an_infinite_loop_post_dominates() {
        // 0 -> 1 -> 2 (exit) | 3; 3 <-> 4 (infinite). Every path from 0, to the exit or into the
        // loop, passes 1: it post-dominates 0. The loop's blocks are roots and nothing in it
        // post-dominates 1.
        let g1 = g(5, &[(0, 1), (1, 2), (1, 3), (3, 4), (4, 3)]);
        let p = PostDomTree::compute(&g1);
        assert_eq!(p.roots(), &[NodeId(2), NodeId(3), NodeId(4)]);
        assert_eq!(p.ipdom(NodeId(0)), Some(NodeId(1)));
        assert_eq!(p.ipdom(NodeId(1)), None);
        // A block leading only into the loop is a root too.
        let g2 = g(4, &[(0, 1), (0, 3), (1, 2), (2, 1)]);
        assert_eq!(PostDomTree::compute(&g2).roots(), &[NodeId(3), NodeId(1), NodeId(2)]);
    }

    #[test]
    fn redundant_root_removed() {
        // 0 -> 1 | 2; 1 -> 1 | 2; 2 -> 2. The forward DFS from 0 ends at 1 (root), then 2
        // becomes a root; 1 reaches 2 and is dropped. opt-19 prints `Roots: %b2`.
        let g = g(3, &[(0, 1), (0, 2), (1, 1), (1, 2), (2, 2)]);
        let p = PostDomTree::compute_llvm(&g);
        assert_eq!(p.roots(), &[NodeId(2)]);
        assert_eq!(p.ipdom(NodeId(0)), Some(NodeId(2)));
        assert_eq!(p.ipdom(NodeId(1)), Some(NodeId(2)));
        // No node reaches an exit: in the proofs' tree all are roots (a thread may stay in 1).
        let p = PostDomTree::compute(&g);
        assert_eq!(p.roots(), &[NodeId(0), NodeId(1), NodeId(2)]);
        assert!((0..3).all(|v| p.ipdom(NodeId(v)).is_none()));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
        /// `nca_all` of a set against the fold of pairwise `nca` over it, in both trees.
        #[test]
        fn nca_all_is_the_fold_of_nca(
            n in 1usize..14,
            raw in proptest::collection::vec((0u32..14, 0u32..14), 0..30),
            set in proptest::collection::vec(0u32..14, 0..8),
        ) {
            let gr = g(n, &raw.iter().map(|&(a, b)| (a % n as u32, b % n as u32)).collect::<Vec<_>>());
            let set: Vec<NodeId> = set.iter().map(|&v| NodeId(v % n as u32)).collect();
            let d = DomTree::compute(&gr);
            let want = set.split_first().and_then(|(&f, rest)| {
                rest.iter().try_fold(f, |a, &x| d.nca(a, x)).filter(|&v| d.is_reachable(v))
            });
            let want = if set.iter().all(|&v| d.is_reachable(v)) { want } else { None };
            proptest::prop_assert_eq!(d.nca_all(&set), want);
            let p = PostDomTree::compute(&gr);
            let want = set.split_first().and_then(|(&f, rest)| rest.iter().try_fold(f, |a, &x| p.nca(a, x)));
            proptest::prop_assert_eq!(p.nca_all(&set), want);
            proptest::prop_assert_eq!(p.nca_all_sets(&[&set[..], &[], &set[..set.len() / 2]]),
                vec![want, None, p.nca_all(&set[..set.len() / 2])]);
        }

        /// `nca_pairs` (Tarjan's offline algorithm) against `nca` per pair, in both trees,
        /// on graphs deep enough that the union-find's sets span several levels.
        #[test]
        fn nca_pairs_is_nca_per_pair(
            n in 1usize..40,
            raw in proptest::collection::vec((0u32..40, 0u32..40), 0..80),
            pairs in proptest::collection::vec((0u32..40, 0u32..40), 0..40),
        ) {
            let gr = g(n, &raw.iter().map(|&(a, b)| (a % n as u32, b % n as u32)).collect::<Vec<_>>());
            let pairs: Vec<(NodeId, NodeId)> =
                pairs.iter().map(|&(a, b)| (NodeId(a % n as u32), NodeId(b % n as u32))).collect();
            let d = DomTree::compute(&gr);
            // `nca` is `None` when either node is unreachable; so must `nca_pairs` be.
            let want: Vec<_> = pairs.iter().map(|&(a, b)| d.nca(a, b)).collect();
            proptest::prop_assert_eq!(d.nca_pairs(&pairs), want);
            let p = PostDomTree::compute(&gr);
            let want: Vec<_> = pairs.iter().map(|&(a, b)| p.nca(a, b)).collect();
            proptest::prop_assert_eq!(p.nca_pairs(&pairs), want);
        }
    }
}
