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
use crate::graph::{Graph, NodeId};

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
        let split = SplitGraph::new(g, &reachable, &edges);
        let (mut class, class_count) = bracket_classes(&split);
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

fn reachable_from_entry<G: Graph + ?Sized>(g: &G) -> Vec<bool> {
    let mut seen = vec![false; g.node_count()];
    let mut stack = vec![g.entry()];
    seen[g.entry().index()] = true;
    while let Some(v) = stack.pop() {
        for &s in g.succs(v) {
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// The undirected split graph in compressed rows: `adj[start[u]..start[u + 1]]` lists
/// `(neighbour, edge id)` of split node `u`, in increasing edge id (the order the DFS, and so
/// the class numbering, depends on). Absent edges (from unreachable nodes) are left out.
struct SplitGraph {
    root: u32,
    edge_count: usize,
    start: Vec<u32>,
    adj: Vec<(u32, u32)>,
}

impl SplitGraph {
    fn new<G: Graph + ?Sized>(g: &G, reachable: &[bool], edges: &[AugEdge]) -> SplitGraph {
        let n = g.node_count();
        let m = edges.len();
        let x = 2 * n as u32;
        let end = |e: &AugEdge| (e.from.map_or(x, |v| 2 * v.0 + 1), e.to.map_or(x, |v| 2 * v.0));
        let present = |e: &AugEdge| e.from.is_none_or(|v| reachable[v.index()]);
        let mut start = vec![0u32; 2 * n + 2];
        for e in edges.iter().filter(|e| present(e)) {
            let (a, b) = end(e);
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
        for (v, &r) in reachable.iter().enumerate() {
            if r {
                start[2 * v + 1] += 1;
                start[2 * v + 2] += 1;
            }
        }
        for i in 0..2 * n + 1 {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut adj = vec![(0u32, 0u32); start[2 * n + 1] as usize];
        let mut put = |a: u32, b: u32, id: u32| {
            adj[fill[a as usize] as usize] = (b, id);
            fill[a as usize] += 1;
            adj[fill[b as usize] as usize] = (a, id);
            fill[b as usize] += 1;
        };
        for (i, e) in edges.iter().enumerate() {
            if present(e) {
                let (a, b) = end(e);
                put(a, b, i as u32);
            }
        }
        for (v, &r) in reachable.iter().enumerate() {
            if r {
                put(2 * v as u32, 2 * v as u32 + 1, (m + v) as u32);
            }
        }
        SplitGraph { root: x, edge_count: m + n, start, adj }
    }

    fn node_count(&self) -> usize {
        self.start.len() - 1
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
/// Everything after the DFS works on DFS numbers: backedge targets are stored as DFS numbers,
/// node state is indexed by them, and brackets live in one flat array (ids below the edge count
/// are backedges, later ids capping backedges) linked into intrusive doubly linked lists.
fn bracket_classes(sg: &SplitGraph) -> (Vec<u32>, u32) {
    let e_count = sg.edge_count;
    let node_count = sg.node_count();
    let (start, adj) = (&sg.start, &sg.adj);
    let mut dfsnum = vec![NONE; node_count];
    let mut state: Vec<NodeState> = Vec::with_capacity(node_count);
    let new_state = |parent: u32, parent_edge: u32| NodeState {
        top: NONE,
        bottom: NONE,
        size: 0,
        hi1: NONE,
        hi2: NONE,
        up_head: NONE,
        down_head: NONE,
        parent,
        parent_edge,
    };
    // Backedge links: the next backedge from the same source (`up_next`) and to the same
    // target (`down_next`, also for capping backedges), and the target's DFS number.
    let mut up_next = vec![NONE; e_count];
    // Capping backedges (at most one per node) are appended to `down_next` and `br`; reserving
    // room for them up front avoids reallocating (and copying) these edge-sized arrays.
    let mut down_next: Vec<u32> = Vec::with_capacity(e_count + node_count);
    down_next.resize(e_count, NONE);
    let mut target: Vec<u32> = vec![NONE; e_count];
    // Undirected DFS from the root; frames are (node, DFS number, next adjacency index).
    let root = sg.root;
    dfsnum[root as usize] = 0;
    state.push(new_state(NONE, NONE));
    let mut stack: Vec<(u32, u32, u32)> = vec![(root, 0, start[root as usize])];
    while let Some(top) = stack.last_mut() {
        let (v, dv, i) = *top;
        if i == start[v as usize + 1] {
            stack.pop();
            continue;
        }
        top.2 += 1;
        let (w, e) = adj[i as usize];
        if e == state[dv as usize].parent_edge {
            continue;
        }
        let dw = dfsnum[w as usize];
        if dw == NONE {
            let d = state.len() as u32;
            dfsnum[w as usize] = d;
            state.push(new_state(dv, e));
            stack.push((w, d, start[w as usize]));
        } else if dw < dv && target[e as usize] == NONE {
            // A backedge v -> ancestor w (seen first from the descendant's side).
            target[e as usize] = dw;
            up_next[e as usize] = state[dv as usize].up_head;
            state[dv as usize].up_head = e;
            down_next[e as usize] = state[dw as usize].down_head;
            state[dw as usize].down_head = e;
        }
    }
    drop(dfsnum);
    let mut br: Vec<Bracket> = Vec::with_capacity(e_count + node_count);
    br.resize(e_count, NO_BRACKET);
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
        let mut hi0 = NONE;
        let mut b = st.up_head;
        while b != NONE {
            hi0 = hi0.min(target[b as usize]);
            b = up_next[b as usize];
        }
        // Delete brackets (backedges and capping backedges) ending here.
        let mut b = st.down_head;
        while b != NONE {
            delete(&mut st, b, &mut br);
            if (b as usize) < e_count && class[b as usize] == NONE {
                class[b as usize] = classes;
                classes += 1;
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
                if br[t].recent_size == 1 && t < e_count {
                    class[t] = class[e];
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
        // Pass 2: the same DFS, carrying the innermost open region along tree edges.
        let mut regions: Vec<Region> = Vec::with_capacity(region_count);
        let mut exit_of = vec![NONE; m];
        let mut region_at = vec![NONE; n];
        let mut seen = vec![false; n];
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
