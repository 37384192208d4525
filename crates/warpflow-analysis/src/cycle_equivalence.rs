//! Cycle equivalence of edges in linear time (Johnson, Pearson and Pingali, "The Program
//! Structure Tree", PLDI 1994) and, from it, the program structure tree of canonical
//! single-entry single-exit (SESE) regions.
//!
//! # The augmented graph
//! The algorithm needs a strongly connected graph. We take the nodes the entry reaches and add a
//! virtual node `X` with an *entry edge* `X -> entry` and an *exit edge* `r -> X` for each
//! reachable root `r` of the post-dominator tree (every node without successors, plus LLVM's
//! extra roots for infinite loops, see [`crate::dominators`]); since every node reaches a root,
//! the result is strongly connected. Each node `v` is split into `v_in -> v_out` (its *node
//! edge*): incoming edges end at `v_in`, outgoing edges leave `v_out`. Splitting does not change
//! which original edges are equivalent, and the class of the node edge is the node's class.
//! Edges and nodes the entry does not reach have no class.
//!
//! # Cycle equivalence
//! Two edges are cycle equivalent when every cycle through one passes through the other. In a
//! strongly connected graph this coincides with cycle equivalence in the undirected graph
//! (JPP's theorem), which the bracket-list algorithm computes in O(V + E): an undirected DFS,
//! then, bottom-up, each tree edge gets the class named by (top bracket, bracket-list size),
//! with capping brackets keeping that pair unique. Everything is iterative (no recursion).
//!
//! # Program structure tree
//! In one class, edges are totally ordered by dominance, which is the order in which a DFS from
//! the entry edge scans them; each consecutive pair `(a, b)` bounds a *canonical SESE region*:
//! `a` dominates `b`, `b` post-dominates `a`, and the region's nodes are those reachable from
//! `a`'s target without crossing `b`. Canonical regions are nested or disjoint; each region's
//! parent is the smallest region containing it (`None`: the function itself). Node edges are not
//! region boundaries. [`ProgramStructureTree::region_of`] gives each reachable node's innermost
//! region.

use serde::{Deserialize, Serialize};

use crate::dominators::roots::postdom_roots;
use crate::graph::{reachable_from_entry, Graph, NodeId};

/// An edge of the augmented graph (an index into [`CycleEquivalence::edges`]).
///
/// Original edges come first, numbered by source node then successor index; then the entry
/// edge; then one exit edge per reachable post-dominator root.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EdgeId(pub u32);

/// A cycle-equivalence class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ClassId(pub u32);

/// One edge of the augmented graph; `None` stands for the virtual node `X`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AugEdge {
    /// Source node (`None` for the entry edge).
    pub from: Option<NodeId>,
    /// Target node (`None` for an exit edge).
    pub to: Option<NodeId>,
}

const NONE: u32 = u32::MAX;

/// Cycle-equivalence classes of the edges and nodes of a graph.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CycleEquivalence {
    edge_base: Vec<u32>,
    edges: Vec<AugEdge>,
    edge_class: Vec<u32>,
    node_class: Vec<u32>,
    class_count: u32,
}

impl CycleEquivalence {
    /// Computes the classes of `g` in O(V + E) (plus the post-dominator root search).
    pub fn compute<G: Graph + ?Sized>(g: &G) -> CycleEquivalence {
        let n = g.node_count();
        let reachable = reachable_from_entry(g);
        let mut edge_base = Vec::with_capacity(n + 1);
        let mut edges = Vec::new();
        for v in (0..n as u32).map(NodeId) {
            edge_base.push(edges.len() as u32);
            edges.extend(g.succs(v).iter().map(|&s| AugEdge { from: Some(v), to: Some(s) }));
        }
        edge_base.push(edges.len() as u32);
        edges.push(AugEdge { from: None, to: Some(g.entry()) });
        for r in postdom_roots(g) {
            if reachable[r.index()] {
                edges.push(AugEdge { from: Some(r), to: None });
            }
        }
        // The split, undirected graph: v_in = 2v, v_out = 2v + 1, X = 2n. Undirected edge ids:
        // augmented edges first (same ids), then node edges (id = edges.len() + v).
        let m = edges.len();
        let (mut class, class_count) = {
            let split = SplitGraph::new(g, &reachable, &edge_base, &edges);
            drop(reachable);
            bracket_classes(split)
        };
        let node_class = class.split_off(m);
        class.truncate(m);
        let edge_class = class;
        CycleEquivalence { edge_base, edges, edge_class, node_class, class_count }
    }

    /// All edges of the augmented graph, indexed by [`EdgeId`].
    pub fn edges(&self) -> &[AugEdge] {
        &self.edges
    }

    /// The id of the `succ_index`-th successor edge of `from`.
    pub fn edge_id(&self, from: NodeId, succ_index: usize) -> EdgeId {
        EdgeId(self.edge_base[from.index()] + succ_index as u32)
    }

    /// The entry edge `X -> entry`.
    pub fn entry_edge(&self) -> EdgeId {
        EdgeId(*self.edge_base.last().expect("edge_base has node_count + 1 entries"))
    }

    /// The exit edges `r -> X`, one per reachable post-dominator root, in root order.
    pub fn exit_edges(&self) -> impl Iterator<Item = EdgeId> + '_ {
        (self.entry_edge().0 + 1..self.edges.len() as u32).map(EdgeId)
    }

    /// The class of an edge; `None` when its source is unreachable.
    pub fn edge_class(&self, e: EdgeId) -> Option<ClassId> {
        let c = self.edge_class[e.0 as usize];
        (c != NONE).then_some(ClassId(c))
    }

    /// The class of a node (of its node edge `v_in -> v_out`); `None` when unreachable.
    pub fn node_class(&self, v: NodeId) -> Option<ClassId> {
        let c = self.node_class[v.index()];
        (c != NONE).then_some(ClassId(c))
    }

    /// Number of classes (edge and node classes share one numbering).
    pub fn class_count(&self) -> usize {
        self.class_count as usize
    }
}

/// The undirected split graph, read through the original graph rather than copied: `v_out`'s
/// neighbours are `g.succs(v)` (edge ids `edge_base[v]..`), then its exit edge, then the node
/// edge; `v_in`'s are its incoming edges from reachable sources (a compact in-CSR of
/// `(source, edge id)` built once), then the entry edge (for the entry), then the node edge; `X`'s
/// are the entry edge, then the exit edges. Each list is in increasing edge id (the order the
/// DFS, and so the class numbering, depends on). Absent edges (from unreachable nodes) are left
/// out; unreachable nodes are never visited.
struct SplitGraph<'a, G: Graph + ?Sized> {
    g: &'a G,
    edge_base: &'a [u32],
    edges: &'a [AugEdge],
    /// `in_adj[in_start[v]..in_start[v + 1]]`: `(2 * source + 1, edge id)` of `v`'s present
    /// incoming original edges.
    in_start: Vec<u32>,
    in_adj: Vec<(u32, u32)>,
    /// The exit edge leaving `v`, or NONE.
    exit_edge_of: Vec<u32>,
    root: u32,
    m: u32,
    entry_edge: u32,
}

impl<'a, G: Graph + ?Sized> SplitGraph<'a, G> {
    fn new(g: &'a G, reachable: &[bool], edge_base: &'a [u32], edges: &'a [AugEdge]) -> Self {
        let n = g.node_count();
        let m = edges.len();
        let entry_edge = edge_base[n];
        let mut in_start = vec![0u32; n + 1];
        for (v, _) in reachable.iter().enumerate().filter(|(_, r)| **r) {
            for &s in g.succs(NodeId(v as u32)) {
                in_start[s.index() + 1] += 1;
            }
        }
        for i in 0..n {
            in_start[i + 1] += in_start[i];
        }
        let mut in_adj = vec![(0u32, 0u32); in_start[n] as usize];
        {
            let mut fill = in_start.clone();
            for (v, _) in reachable.iter().enumerate().filter(|(_, r)| **r) {
                for (i, &s) in g.succs(NodeId(v as u32)).iter().enumerate() {
                    let f = &mut fill[s.index()];
                    in_adj[*f as usize] = (2 * v as u32 + 1, edge_base[v] + i as u32);
                    *f += 1;
                }
            }
        }
        let mut exit_edge_of = vec![NONE; n];
        for e in entry_edge + 1..m as u32 {
            if let Some(f) = edges[e as usize].from {
                exit_edge_of[f.index()] = e;
            }
        }
        SplitGraph {
            g,
            edge_base,
            edges,
            in_start,
            in_adj,
            exit_edge_of,
            root: 2 * n as u32,
            m: m as u32,
            entry_edge,
        }
    }

    /// Number of split nodes (`v_in`, `v_out` per node, and `X`).
    fn node_count(&self) -> usize {
        self.root as usize + 1
    }

    /// Number of undirected edge ids: augmented edges, then one node edge per node.
    fn edge_count(&self) -> usize {
        self.m as usize + self.root as usize / 2
    }

    /// The main adjacency range of split node `u`: indices into `in_adj` for `v_in`, edge ids
    /// of the successor edges for `v_out`, empty for `X`. The DFS walks it with [`Self::main`],
    /// then the few remaining neighbours with [`Self::extra`].
    #[inline]
    fn range(&self, u: u32) -> (u32, u32) {
        let v = (u / 2) as usize;
        if u == self.root {
            (0, 0)
        } else if u % 2 == 0 {
            (self.in_start[v], self.in_start[v + 1])
        } else {
            (self.edge_base[v], self.edge_base[v + 1])
        }
    }

    /// The neighbour at index `i` of `u`'s main range.
    #[inline]
    fn main(&self, u: u32, i: u32) -> (u32, u32) {
        if u % 2 == 0 {
            self.in_adj[i as usize]
        } else {
            let to = self.edges[i as usize].to.map_or(self.root, |v| 2 * v.0);
            (to, i)
        }
    }

    /// The `k`-th neighbour of `u` after its main range, or `None` past the end.
    fn extra(&self, u: u32, k: u32) -> Option<(u32, u32)> {
        if u == self.root {
            let e = self.entry_edge + k;
            return (e < self.m).then(|| {
                let ae = self.edges[e as usize];
                let w = if k == 0 {
                    ae.to.map_or(self.root, |v| 2 * v.0)
                } else {
                    ae.from.map_or(self.root, |v| 2 * v.0 + 1)
                };
                (w, e)
            });
        }
        let v = u / 2;
        let mut k = k;
        let special = if u % 2 == 0 {
            (v == self.g.entry().0).then_some(self.entry_edge)
        } else {
            let x = self.exit_edge_of[v as usize];
            (x != NONE).then_some(x)
        };
        if let Some(x) = special {
            if k == 0 {
                return Some((self.root, x));
            }
            k -= 1;
        }
        (k == 0).then_some((u ^ 1, self.m + v))
    }
}

/// Per-node state of the bracket pass, indexed by DFS number so that the bottom-up pass walks
/// it sequentially (backwards): the bracket list (top, bottom, size), the smallest and second
/// smallest `hi` among children, the backedges leaving and arriving (heads of linked lists
/// through bracket ids), and the tree parent (DFS number) and tree edge.
#[derive(Clone, Copy)]
struct NodeState {
    top: u32,
    bottom: u32,
    size: u32,
    hi0: u32,
    hi1: u32,
    hi2: u32,
    up_head: u32,
    down_head: u32,
    parent: u32,
    parent_edge: u32,
}

/// A bracket: the links of the list it is in, and the (size, class) cache of JPP's algorithm.
#[derive(Clone, Copy)]
struct Bracket {
    prev: u32,
    next: u32,
    recent_size: u32,
    recent_class: u32,
}

const NO_BRACKET: Bracket = Bracket { prev: NONE, next: NONE, recent_size: NONE, recent_class: NONE };

/// JPP's algorithm on the split graph, which is 2-edge-connected on its present edges.
/// Returns a class per edge id (NONE for absent edges) and the number of classes.
///
/// Everything after the DFS works on DFS numbers: each node's smallest backedge target is a
/// DFS number, node state is indexed by them, and brackets live in one flat array with dense
/// ids (backedges in discovery order, then capping backedges) linked into intrusive doubly
/// linked lists.
fn bracket_classes<G: Graph + ?Sized>(sg: SplitGraph<'_, G>) -> (Vec<u32>, u32) {
    let e_count = sg.edge_count();
    let node_count = sg.node_count();
    let mut dfsnum = vec![NONE; node_count];
    let mut state: Vec<NodeState> = Vec::with_capacity(node_count);
    let new_state = |parent: u32, parent_edge: u32| NodeState {
        top: NONE,
        bottom: NONE,
        size: 0,
        hi0: NONE,
        hi1: NONE,
        hi2: NONE,
        up_head: NONE,
        down_head: NONE,
        parent,
        parent_edge,
    };
    // Brackets get dense ids in discovery order: backedges first (`bedge[b]` is the edge id of
    // bracket `b`), then capping backedges, so the bracket arrays hold only the brackets (about
    // E - V of them) rather than one entry per edge id, and are touched in DFS order.
    // Backedge links: the next backedge from the same source (`up_next`) and to the same
    // target (`down_next`, also for capping backedges). The smallest backedge target of a node
    // (`hi0`) is taken during the DFS, so no per-edge target array is needed.
    let backedges = (e_count + 1).saturating_sub(node_count);
    let mut bedge: Vec<u32> = Vec::with_capacity(backedges);
    let mut up_next: Vec<u32> = Vec::with_capacity(backedges);
    // Capping backedges (at most one per node) are appended to `down_next` and `br`; reserving
    // room for them up front avoids reallocating (and copying) these arrays.
    let mut down_next: Vec<u32> = Vec::with_capacity(backedges + node_count);
    // Undirected DFS from the root; frames are (node, DFS number, next adjacency index, end of
    // the main range); indices past the main range count the extra neighbours.
    let root = sg.root;
    dfsnum[root as usize] = 0;
    state.push(new_state(NONE, NONE));
    let (s0, e0) = sg.range(root);
    let mut stack: Vec<(u32, u32, u32, u32)> = vec![(root, 0, s0, e0)];
    while let Some(top) = stack.last_mut() {
        let (v, dv, i, end) = *top;
        let next = if i < end { Some(sg.main(v, i)) } else { sg.extra(v, i - end) };
        let Some((w, e)) = next else {
            stack.pop();
            continue;
        };
        top.2 += 1;
        if e == state[dv as usize].parent_edge {
            continue;
        }
        let dw = dfsnum[w as usize];
        if dw == NONE {
            let d = state.len() as u32;
            dfsnum[w as usize] = d;
            state.push(new_state(dv, e));
            let (s, t) = sg.range(w);
            stack.push((w, d, s, t));
        } else if dw < dv {
            // A backedge v -> ancestor w, seen from the descendant's side (each adjacency
            // entry is scanned once, so once per backedge).
            let b = bedge.len() as u32;
            bedge.push(e);
            let sv = &mut state[dv as usize];
            sv.hi0 = sv.hi0.min(dw);
            up_next.push(sv.up_head);
            sv.up_head = b;
            down_next.push(state[dw as usize].down_head);
            state[dw as usize].down_head = b;
        }
    }
    drop(dfsnum);
    drop(stack);
    drop(sg);
    let nb = bedge.len();
    let mut br: Vec<Bracket> = Vec::with_capacity(nb + node_count);
    br.resize(nb, NO_BRACKET);
    let mut class = vec![NONE; e_count];
    let mut classes = 0u32;

    fn push(l: &mut NodeState, b: u32, br: &mut [Bracket]) {
        br[b as usize].prev = NONE;
        br[b as usize].next = l.top;
        if l.top != NONE {
            br[l.top as usize].prev = b;
        } else {
            l.bottom = b;
        }
        l.top = b;
        l.size += 1;
    }
    fn delete(l: &mut NodeState, b: u32, br: &mut [Bracket]) {
        let Bracket { prev: p, next: nx, .. } = br[b as usize];
        if p != NONE {
            br[p as usize].next = nx;
        } else {
            l.top = nx;
        }
        if nx != NONE {
            br[nx as usize].prev = p;
        } else {
            l.bottom = p;
        }
        l.size -= 1;
    }

    for d in (0..state.len()).rev() {
        let mut st = state[d];
        let hi0 = st.hi0;
        // Delete brackets (backedges and capping backedges) ending here.
        let mut b = st.down_head;
        while b != NONE {
            delete(&mut st, b, &mut br);
            if let Some(&e) = bedge.get(b as usize) {
                if class[e as usize] == NONE {
                    class[e as usize] = classes;
                    classes += 1;
                }
            }
            b = down_next[b as usize];
        }
        let mut b = st.up_head;
        while b != NONE {
            push(&mut st, b, &mut br);
            b = up_next[b as usize];
        }
        if st.hi2 < hi0 {
            // Capping backedge from this node to the node numbered hi2.
            let cap = br.len() as u32;
            br.push(NO_BRACKET);
            let t = st.hi2 as usize;
            down_next.push(state[t].down_head);
            state[t].down_head = cap;
            push(&mut st, cap, &mut br);
        }
        if d != 0 {
            let top = st.top;
            debug_assert!(top != NONE, "the augmented graph is 2-edge-connected");
            let e = st.parent_edge as usize;
            if top != NONE {
                let t = top as usize;
                if br[t].recent_size != st.size {
                    br[t].recent_size = st.size;
                    br[t].recent_class = classes;
                    classes += 1;
                }
                class[e] = br[t].recent_class;
                if br[t].recent_size == 1 && t < nb {
                    class[bedge[t] as usize] = class[e];
                }
            } else {
                class[e] = classes;
                classes += 1;
            }
            // Hand the list and `hi` to the parent.
            let h = hi0.min(st.hi1);
            let pl = &mut state[st.parent as usize];
            if st.size > 0 {
                if pl.size == 0 {
                    pl.top = st.top;
                    pl.bottom = st.bottom;
                    pl.size = st.size;
                } else {
                    br[pl.bottom as usize].next = st.top;
                    br[st.top as usize].prev = pl.bottom;
                    pl.bottom = st.bottom;
                    pl.size += st.size;
                }
            }
            if h < pl.hi1 {
                pl.hi2 = pl.hi1;
                pl.hi1 = h;
            } else if h < pl.hi2 {
                pl.hi2 = h;
            }
        }
        state[d] = st;
    }
    (class, classes)
}

/// A canonical SESE region (an index into [`ProgramStructureTree::regions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RegionId(pub u32);

/// One canonical single-entry single-exit region.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Region {
    /// The edge entering the region.
    pub entry_edge: EdgeId,
    /// The edge leaving the region (the next edge of the entry edge's class).
    pub exit_edge: EdgeId,
    /// The smallest enclosing region; `None` for top-level regions (the function is the root).
    pub parent: Option<RegionId>,
    /// Directly nested regions, in order of discovery.
    pub children: Vec<RegionId>,
    /// Nesting depth: 1 for top-level regions.
    pub depth: u32,
    /// Nodes whose innermost region this is, in DFS order.
    pub blocks: Vec<NodeId>,
}

/// The program structure tree: canonical SESE regions and their nesting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgramStructureTree {
    regions: Vec<Region>,
    region_of: Vec<Option<RegionId>>,
}

impl ProgramStructureTree {
    /// Builds the tree from the cycle-equivalence classes of `g` in O(V + E); `ce` must have
    /// been computed from the same graph.
    pub fn compute<G: Graph + ?Sized>(g: &G, ce: &CycleEquivalence) -> ProgramStructureTree {
        let n = g.node_count();
        let m = ce.edges.len();
        let exit_edge_of: Vec<u32> = {
            let mut v = vec![NONE; n];
            for e in ce.exit_edges() {
                if let Some(f) = ce.edges[e.0 as usize].from {
                    v[f.index()] = e.0;
                }
            }
            v
        };
        // Pass 1: the order in which a DFS from the entry edge scans edges.
        let mut scan: Vec<u32> = Vec::with_capacity(m);
        let mut seen = vec![false; n];
        dfs_edges(g, ce, &exit_edge_of, &mut seen, |e, _| {
            scan.push(e);
            NONE
        });
        let mut next_in_class = vec![NONE; m];
        // Each edge with a successor in its class opens one region.
        let mut region_count = 0usize;
        let mut last_of_class = vec![NONE; ce.class_count()];
        for &e in &scan {
            let c = ce.edge_class[e as usize];
            if c == NONE {
                continue;
            }
            let l = last_of_class[c as usize];
            if l != NONE {
                next_in_class[l as usize] = e;
                region_count += 1;
            }
            last_of_class[c as usize] = e;
        }
        drop(last_of_class);
        // Pass 2: the same DFS, carrying the innermost open region along tree edges.
        let mut regions: Vec<Region> = Vec::with_capacity(region_count);
        // Reuse the (already touched) scan buffer and `seen` rather than allocating afresh.
        let mut exit_of = scan;
        exit_of.clear();
        exit_of.resize(m, NONE);
        let mut region_at = vec![NONE; n];
        seen.fill(false);
        let visits = dfs_edges(g, ce, &exit_edge_of, &mut seen, |e, from_region| {
            let mut cur = from_region;
            let r = exit_of[e as usize];
            if r != NONE {
                debug_assert_eq!(r, cur, "an edge leaves exactly its own region");
                cur = regions[r as usize].parent.map_or(NONE, |p| p.0);
            }
            let nx = next_in_class[e as usize];
            if nx != NONE {
                let id = regions.len() as u32;
                let parent = (cur != NONE).then_some(RegionId(cur));
                let depth = parent.map_or(1, |p| regions[p.0 as usize].depth + 1);
                if let Some(p) = parent {
                    regions[p.0 as usize].children.push(RegionId(id));
                }
                regions.push(Region {
                    entry_edge: EdgeId(e),
                    exit_edge: EdgeId(nx),
                    parent,
                    children: Vec::new(),
                    depth,
                    blocks: Vec::new(),
                });
                exit_of[nx as usize] = id;
                cur = id;
            }
            cur
        });
        // Size each region's block list exactly before filling it (no regrowth).
        let mut block_count = vec![0u32; regions.len()];
        for &(_, r) in &visits {
            if r != NONE {
                block_count[r as usize] += 1;
            }
        }
        for (region, &c) in regions.iter_mut().zip(&block_count) {
            region.blocks.reserve_exact(c as usize);
        }
        for (v, r) in visits {
            region_at[v.index()] = r;
            if r != NONE {
                regions[r as usize].blocks.push(v);
            }
        }
        ProgramStructureTree {
            regions,
            region_of: region_at.into_iter().map(|r| (r != NONE).then_some(RegionId(r))).collect(),
        }
    }

    /// All regions, indexed by [`RegionId`], in order of their entry edges in the DFS.
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// One region.
    pub fn region(&self, r: RegionId) -> &Region {
        &self.regions[r.0 as usize]
    }

    /// The innermost region containing `v`; `None` when it is in no region (or unreachable).
    pub fn region_of(&self, v: NodeId) -> Option<RegionId> {
        self.region_of[v.index()]
    }

    /// Whether `v` lies in region `r` (or a region nested in it). O(nesting depth).
    pub fn contains(&self, r: RegionId, v: NodeId) -> bool {
        let mut cur = self.region_of[v.index()];
        while let Some(x) = cur {
            if x == r {
                return true;
            }
            cur = self.regions[x.0 as usize].parent;
        }
        false
    }
}

/// DFS over the reachable nodes from the entry edge, scanning each node's successor edges in
/// order and then its exit edge. `visit(edge, region_of_source)` returns the region in effect
/// after the edge; the target of a tree edge inherits it. Returns (node, region) per node in
/// visiting order.
fn dfs_edges<G: Graph + ?Sized>(
    g: &G,
    ce: &CycleEquivalence,
    exit_edge_of: &[u32],
    seen: &mut [bool],
    mut visit: impl FnMut(u32, u32) -> u32,
) -> Vec<(NodeId, u32)> {
    let entry = g.entry();
    let mut out = Vec::with_capacity(g.node_count());
    let r = visit(ce.entry_edge().0, NONE);
    seen[entry.index()] = true;
    out.push((entry, r));
    // (node, next successor index, region of node)
    let mut stack: Vec<(NodeId, u32, u32)> = vec![(entry, 0, r)];
    while let Some(top) = stack.last_mut() {
        let (v, i, region) = *top;
        let succs = g.succs(v);
        if (i as usize) < succs.len() {
            top.1 += 1;
            let e = ce.edge_base[v.index()] + i;
            let after = visit(e, region);
            let w = succs[i as usize];
            if !seen[w.index()] {
                seen[w.index()] = true;
                out.push((w, after));
                stack.push((w, 0, after));
            }
        } else {
            if (i as usize) == succs.len() && exit_edge_of[v.index()] != NONE {
                visit(exit_edge_of[v.index()], region);
            }
            stack.pop();
        }
    }
    out
}
