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
        let x = 2 * n as u32;
        let mut ends: Vec<(u32, u32)> = Vec::with_capacity(m + n);
        let mut present: Vec<bool> = Vec::with_capacity(m + n);
        for e in &edges {
            let a = e.from.map_or(x, |v| 2 * v.0 + 1);
            let b = e.to.map_or(x, |v| 2 * v.0);
            ends.push((a, b));
            present.push(e.from.is_none_or(|v| reachable[v.index()]));
        }
        for (v, &r) in reachable.iter().enumerate() {
            ends.push((2 * v as u32, 2 * v as u32 + 1));
            present.push(r);
        }
        let classes = bracket_classes(2 * n + 1, x, &ends, &present);
        let class_count = classes.1;
        let edge_class = classes.0[..m].to_vec();
        let node_class = classes.0[m..].to_vec();
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

/// A doubly linked bracket list: top, bottom, size.
#[derive(Clone, Copy)]
struct BList {
    top: u32,
    bottom: u32,
    size: u32,
}

const EMPTY: BList = BList { top: NONE, bottom: NONE, size: 0 };

/// JPP's algorithm on an undirected graph that is 2-edge-connected on its present edges.
/// Returns a class per edge (NONE for absent edges) and the number of classes.
fn bracket_classes(node_count: usize, root: u32, ends: &[(u32, u32)], present: &[bool]) -> (Vec<u32>, u32) {
    let e_count = ends.len();
    // Undirected adjacency (CSR) of (neighbour, edge).
    let mut start = vec![0u32; node_count + 1];
    for (i, &(a, b)) in ends.iter().enumerate() {
        if present[i] {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
    }
    for i in 0..node_count {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut adj = vec![(0u32, 0u32); start[node_count] as usize];
    for (i, &(a, b)) in ends.iter().enumerate() {
        if present[i] {
            adj[fill[a as usize] as usize] = (b, i as u32);
            fill[a as usize] += 1;
            adj[fill[b as usize] as usize] = (a, i as u32);
            fill[b as usize] += 1;
        }
    }
    // Undirected DFS from the root.
    let mut dfsnum = vec![NONE; node_count];
    let mut parent_edge = vec![NONE; node_count];
    let mut parent = vec![NONE; node_count];
    let mut order: Vec<u32> = Vec::new();
    // Backedges from a node up to an ancestor: linked per source (`up_head`) and per target
    // (`down_head`), through bracket ids; brackets 0..e_count are the edges themselves.
    let mut up_head = vec![NONE; node_count];
    let mut down_head = vec![NONE; node_count];
    let mut up_next = vec![NONE; e_count];
    let mut down_next: Vec<u32> = vec![NONE; e_count];
    let mut target: Vec<u32> = vec![NONE; e_count];
    let mut stack: Vec<(u32, u32)> = vec![(root, start[root as usize])];
    dfsnum[root as usize] = 0;
    order.push(root);
    while let Some(top) = stack.last_mut() {
        let (v, i) = *top;
        if i == start[v as usize + 1] {
            stack.pop();
            continue;
        }
        top.1 += 1;
        let (w, e) = adj[i as usize];
        if e == parent_edge[v as usize] {
            continue;
        }
        if dfsnum[w as usize] == NONE {
            dfsnum[w as usize] = order.len() as u32;
            order.push(w);
            parent_edge[w as usize] = e;
            parent[w as usize] = v;
            stack.push((w, start[w as usize]));
        } else if dfsnum[w as usize] < dfsnum[v as usize] && target[e as usize] == NONE {
            // A backedge v -> ancestor w (seen first from the descendant's side).
            target[e as usize] = w;
            up_next[e as usize] = up_head[v as usize];
            up_head[v as usize] = e;
            down_next[e as usize] = down_head[w as usize];
            down_head[w as usize] = e;
        }
    }
    // Brackets: ids < e_count are backedges, later ids capping backedges.
    let mut prev: Vec<u32> = vec![NONE; e_count];
    let mut next: Vec<u32> = vec![NONE; e_count];
    let mut recent_size: Vec<u32> = vec![NONE; e_count];
    let mut recent_class: Vec<u32> = vec![NONE; e_count];
    let mut class = vec![NONE; e_count];
    let mut classes = 0u32;
    let mut lists: Vec<BList> = vec![EMPTY; node_count];
    let mut hi = vec![NONE; node_count];
    // Smallest and second smallest `hi` among children.
    let mut hi1 = vec![NONE; node_count];
    let mut hi2 = vec![NONE; node_count];

    fn push(l: &mut BList, b: u32, prev: &mut [u32], next: &mut [u32]) {
        prev[b as usize] = NONE;
        next[b as usize] = l.top;
        if l.top != NONE {
            prev[l.top as usize] = b;
        } else {
            l.bottom = b;
        }
        l.top = b;
        l.size += 1;
    }
    fn delete(l: &mut BList, b: u32, prev: &mut [u32], next: &mut [u32]) {
        let (p, nx) = (prev[b as usize], next[b as usize]);
        if p != NONE {
            next[p as usize] = nx;
        } else {
            l.top = nx;
        }
        if nx != NONE {
            prev[nx as usize] = p;
        } else {
            l.bottom = p;
        }
        l.size -= 1;
    }

    for &v in order.iter().rev() {
        let vu = v as usize;
        let mut hi0 = NONE;
        let mut b = up_head[vu];
        while b != NONE {
            hi0 = hi0.min(dfsnum[target[b as usize] as usize]);
            b = up_next[b as usize];
        }
        hi[vu] = hi0.min(hi1[vu]);
        let mut list = lists[vu];
        // Delete brackets (backedges and capping backedges) ending here.
        let mut b = down_head[vu];
        while b != NONE {
            delete(&mut list, b, &mut prev, &mut next);
            if (b as usize) < e_count && class[b as usize] == NONE {
                class[b as usize] = classes;
                classes += 1;
            }
            b = down_next[b as usize];
        }
        let mut b = up_head[vu];
        while b != NONE {
            push(&mut list, b, &mut prev, &mut next);
            b = up_next[b as usize];
        }
        if hi2[vu] < hi0 {
            // Capping backedge from v to the node numbered hi2[v].
            let cap = prev.len() as u32;
            prev.push(NONE);
            next.push(NONE);
            recent_size.push(NONE);
            recent_class.push(NONE);
            let t = order[hi2[vu] as usize] as usize;
            down_next.push(down_head[t]);
            down_head[t] = cap;
            push(&mut list, cap, &mut prev, &mut next);
        }
        if v != root {
            let top = list.top;
            debug_assert!(top != NONE, "the augmented graph is 2-edge-connected");
            let e = parent_edge[vu] as usize;
            if top != NONE {
                let t = top as usize;
                if recent_size[t] != list.size {
                    recent_size[t] = list.size;
                    recent_class[t] = classes;
                    classes += 1;
                }
                class[e] = recent_class[t];
                if recent_size[t] == 1 && t < e_count {
                    class[t] = class[e];
                }
            } else {
                class[e] = classes;
                classes += 1;
            }
            // Hand the list and `hi` to the parent.
            let p = parent[vu] as usize;
            let pl = &mut lists[p];
            if list.size > 0 {
                if pl.size == 0 {
                    *pl = list;
                } else {
                    next[pl.bottom as usize] = list.top;
                    prev[list.top as usize] = pl.bottom;
                    pl.bottom = list.bottom;
                    pl.size += list.size;
                }
            }
            let h = hi[vu];
            if h < hi1[p] {
                hi2[p] = hi1[p];
                hi1[p] = h;
            } else if h < hi2[p] {
                hi2[p] = h;
            }
        }
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
        let mut last_of_class = vec![NONE; ce.class_count()];
        for &e in &scan {
            let c = ce.edge_class[e as usize];
            if c == NONE {
                continue;
            }
            let l = last_of_class[c as usize];
            if l != NONE {
                next_in_class[l as usize] = e;
            }
            last_of_class[c as usize] = e;
        }
        // Pass 2: the same DFS, carrying the innermost open region along tree edges.
        let mut regions: Vec<Region> = Vec::new();
        let mut exit_of = vec![NONE; m];
        let mut region_at = vec![NONE; n];
        let mut seen = vec![false; n];
        dfs_edges(g, ce, &exit_edge_of, &mut seen, |e, from_region| {
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
        })
        .into_iter()
        .for_each(|(v, r)| {
            region_at[v.index()] = r;
            if r != NONE {
                regions[r as usize].blocks.push(v);
            }
        });
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
    let mut out = Vec::new();
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
