//! Layered drawing of directed graphs (the Sugiyama framework), for control-flow graphs.
//!
//! [`layout`] places boxes of given sizes in horizontal layers so that most edges point down,
//! few edges cross and edges run short and straight, and routes every edge as a polyline from
//! the border of its source box to the border of its target box. The four phases:
//!
//! 1. **Cycle removal.** A depth-first search from node 0, then from every node without
//!    predecessors, then from any node still unvisited, marks as *back edges* the edges that
//!    reach a node on the search stack. Reversing them leaves an acyclic graph (every cycle of
//!    the graph contains at least one edge into a node on the stack when the cycle's first node
//!    is entered, so a cycle without back edges would have been finished before it was entered,
//!    which cannot be). Self loops are set aside and drawn beside their box.
//! 2. **Layering.** Longest path from the sources of the acyclic graph: a node's layer is one more
//!    than the largest layer of its predecessors, so every (reversed where needed) edge points
//!    from a lower layer to a higher one. Edges spanning several layers get one *dummy* node per
//!    layer they cross, so that every edge of the layered graph joins adjacent layers.
//! 3. **Crossing reduction.** Starting from the depth-first order, sweeps down and up the layers
//!    sort each layer by the barycentre (mean position) of its neighbours in the layer just
//!    fixed; the order with the fewest crossings seen is kept (crossings are counted exactly, per
//!    pair of adjacent layers, as inversions, in O(E log V)).
//! 4. **Coordinates.** Layers are rows, their tops aligned; a row is as tall as its tallest box.
//!    Within a row, the horizontal positions minimise the weighted squared distance of each node
//!    from the mean of its neighbours' positions subject to the order and a minimum gap between
//!    neighbours. That problem is an isotonic regression after a change of variables and is solved
//!    exactly by pooling adjacent violators, so the gap is guaranteed, not hoped for: no two boxes
//!    of a row overlap, and rows do not overlap since each starts below the previous one's
//!    tallest box.
//!
//! Routes: an edge leaves its source at a port on the bottom border (ports spread over the
//! border in the order of the other ends, so parallel and opposite edges do not coincide), runs
//! down to the bottom of the row, crosses each gap between rows (the renderer may draw that
//! stretch as a curve; it stays within the gap), runs straight down through the rows of its dummy
//! nodes (space reserved in the row order, so no box is there), and ends at a port on the top
//! border of its target. A back edge is routed along its reversed edge and its points reversed:
//! it starts on the top border of its source and ends on the bottom border of its target.
//!
//! [`check`] verifies a finished layout: no two boxes overlap, every route starts on its source's
//! border and ends on its target's, and no route point lies inside a box other than its ends.
//! [`first_overlap`] finds overlapping rectangles among any set (the renderers use it for labels).
#![deny(missing_docs)]

use std::fmt;

/// A node of a [`Graph`]: its index in insertion order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

/// An edge of a [`Graph`]: its index in insertion order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeId(pub u32);

/// A graph to lay out: box sizes and directed edges (parallel edges and self loops allowed).
#[derive(Clone, Debug, Default)]
pub struct Graph {
    sizes: Vec<(f64, f64)>,
    edges: Vec<(NodeId, NodeId)>,
}

impl Graph {
    /// An empty graph.
    pub fn new() -> Graph {
        Graph::default()
    }

    /// Adds a box of width `w` and height `h` (negative or non-finite sizes count as 0).
    pub fn add_node(&mut self, w: f64, h: f64) -> NodeId {
        let clean = |v: f64| if v.is_finite() && v > 0.0 { v } else { 0.0 };
        self.sizes.push((clean(w), clean(h)));
        NodeId(self.sizes.len() as u32 - 1)
    }

    /// Adds the edge `from -> to`. Panics if either node does not exist.
    pub fn add_edge(&mut self, from: NodeId, to: NodeId) -> EdgeId {
        assert!((from.0 as usize) < self.sizes.len() && (to.0 as usize) < self.sizes.len(), "no such node");
        self.edges.push((from, to));
        EdgeId(self.edges.len() as u32 - 1)
    }

    /// Number of nodes.
    pub fn node_count(&self) -> usize {
        self.sizes.len()
    }

    /// The edges, by [`EdgeId`].
    pub fn edges(&self) -> &[(NodeId, NodeId)] {
        &self.edges
    }
}

/// Spacing and effort of [`layout`].
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// vertical space between rows
    pub layer_gap: f64,
    /// minimum horizontal space between neighbouring boxes of a row
    pub node_gap: f64,
    /// width reserved for an edge passing through a row
    pub dummy_width: f64,
    /// empty border around the drawing
    pub margin: f64,
    /// at most this many down-and-up sweeps of crossing reduction
    pub sweeps: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options { layer_gap: 44.0, node_gap: 28.0, dummy_width: 10.0, margin: 12.0, sweeps: 12 }
    }
}

/// An axis-aligned rectangle, `(x, y)` its top-left corner.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rect {
    /// left
    pub x: f64,
    /// top
    pub y: f64,
    /// width
    pub w: f64,
    /// height
    pub h: f64,
}

impl Rect {
    /// Whether the interiors of `self` and `o` meet (touching borders do not count).
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x < o.x + o.w && o.x < self.x + self.w && self.y < o.y + o.h && o.y < self.y + self.h
    }

    /// Whether `p` is strictly inside, more than `eps` from the border.
    pub fn contains_strictly(&self, p: Point, eps: f64) -> bool {
        p.x > self.x + eps && p.x < self.x + self.w - eps && p.y > self.y + eps && p.y < self.y + self.h - eps
    }

    /// Whether `p` lies on the border, within `eps`.
    pub fn on_border(&self, p: Point, eps: f64) -> bool {
        let inside_x = p.x >= self.x - eps && p.x <= self.x + self.w + eps;
        let inside_y = p.y >= self.y - eps && p.y <= self.y + self.h + eps;
        let near_x = (p.x - self.x).abs() <= eps || (p.x - self.x - self.w).abs() <= eps;
        let near_y = (p.y - self.y).abs() <= eps || (p.y - self.y - self.h).abs() <= eps;
        inside_x && inside_y && (near_x || near_y)
    }

    /// Whether `o` lies entirely within `self`.
    pub fn contains_rect(&self, o: &Rect) -> bool {
        o.x >= self.x && o.y >= self.y && o.x + o.w <= self.x + self.w && o.y + o.h <= self.y + self.h
    }
}

/// A point of a route.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// horizontal, growing right
    pub x: f64,
    /// vertical, growing down
    pub y: f64,
}

/// How an edge is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeKind {
    /// from the bottom of its source down to the top of its target
    Forward,
    /// a back edge of the depth-first search (closes a cycle): from the top of its source up to
    /// the bottom of its target
    Back,
    /// from a box to itself, a loop on its right side
    SelfLoop,
}

/// The route of one edge.
#[derive(Clone, Debug, PartialEq)]
pub struct Route {
    /// from the source's border to the target's border; two consecutive points that differ in
    /// both coordinates cross a gap between rows (draw a curve that stays within their vertical
    /// range, or a straight line); all others are joined by a straight vertical or horizontal line
    pub points: Vec<Point>,
    /// forward, back or self loop
    pub kind: EdgeKind,
}

/// A finished layout.
#[derive(Clone, Debug)]
pub struct Layout {
    /// each node's box, by [`NodeId`]
    pub nodes: Vec<Rect>,
    /// each node's layer (row), by [`NodeId`]
    pub layers: Vec<u32>,
    /// each edge's route, by [`EdgeId`]
    pub edges: Vec<Route>,
    /// the drawing's width (margins included)
    pub width: f64,
    /// the drawing's height (margins included)
    pub height: f64,
    /// edge crossings between adjacent rows in the order kept
    pub crossings: usize,
    /// nodes of the layered graph: the boxes plus one dummy per layer an edge crosses (see
    /// [`layered_node_count`])
    pub layered_nodes: usize,
}

/// What [`check`] found wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum LayoutError {
    /// two boxes overlap
    Overlap(NodeId, NodeId),
    /// an edge does not start on its source's border or does not end on its target's border
    LooseEnd(EdgeId),
    /// a route point lies inside a box that is not one of the edge's ends
    ThroughBox(EdgeId, NodeId),
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::Overlap(a, b) => write!(f, "boxes {} and {} overlap", a.0, b.0),
            LayoutError::LooseEnd(e) => write!(f, "edge {} does not join its boxes' borders", e.0),
            LayoutError::ThroughBox(e, n) => write!(f, "edge {} runs through box {}", e.0, n.0),
        }
    }
}

/// The first pair (by index) of overlapping rectangles. Whether any pair overlaps is decided
/// in O(n log n) by [`any_overlap`]; only then (a failed check) are the pairs whose horizontal
/// extents meet compared, to name the first.
pub fn first_overlap(rects: &[Rect]) -> Option<(usize, usize)> {
    if !any_overlap(rects) {
        return None;
    }
    first_overlap_by_pairs(rects)
}

/// Whether two of `rects` overlap ([`Rect::overlaps`]), by a sweep over `x`: the rectangles
/// whose horizontal extent holds the sweep line are active, kept by the start of their vertical
/// extent. Until an overlap is found the active extents are pairwise disjoint (two active
/// rectangles meet in `x`, so meeting in `y` too would be an overlap, found when the later
/// one entered), so a rectangle entering overlaps an active one exactly when it overlaps the
/// active extent starting at or before its own start, or the one starting after it: any other
/// lies beyond one of those two. Extents are half-open, so a rectangle that leaves at `x` is
/// removed before one that enters at `x` is tested. Degenerate rectangles (no width or
/// height, which the half-open sweep cannot order) are compared with every other one.
/// O(n log n) for n rectangles (O(n * d) with d degenerate ones).
pub fn any_overlap(rects: &[Rect]) -> bool {
    use std::collections::BTreeMap;
    // A total order on `f64` that agrees with `<` on numbers.
    fn key(v: f64) -> i64 {
        let b = v.to_bits() as i64;
        b ^ (((b >> 63) as u64) >> 1) as i64
    }
    let degenerate: Vec<usize> =
        (0..rects.len()).filter(|&k| !(rects[k].w > 0.0 && rects[k].h > 0.0)).collect();
    for &d in &degenerate {
        if (0..rects.len()).any(|k| k != d && rects[d].overlaps(&rects[k])) {
            return true;
        }
    }
    // Events: (x, 0 = leave / 1 = enter, rectangle).
    let mut events: Vec<(i64, u8, usize)> = Vec::with_capacity(2 * rects.len());
    for (k, r) in rects.iter().enumerate() {
        if r.w > 0.0 && r.h > 0.0 {
            events.push((key(r.x), 1, k));
            events.push((key(r.x + r.w), 0, k));
        }
    }
    events.sort_unstable();
    // Active rectangles by the start of their vertical extent: (end, index).
    let mut active: BTreeMap<i64, (f64, usize)> = BTreeMap::new();
    for (_, enter, k) in events {
        let r = rects[k];
        let y = key(r.y);
        if enter == 0 {
            if active.get(&y).is_some_and(|&(_, i)| i == k) {
                active.remove(&y);
            }
            continue;
        }
        let below = active.range(..=y).next_back().is_some_and(|(_, &(end, _))| end > r.y);
        let above = active.range(y..).next().is_some_and(|(&start, _)| start < key(r.y + r.h));
        if below || above {
            return true;
        }
        active.insert(y, (r.y + r.h, k));
    }
    false
}

/// [`first_overlap`] by comparing the pairs whose horizontal extents meet (sorted by `x`).
fn first_overlap_by_pairs(rects: &[Rect]) -> Option<(usize, usize)> {
    let mut order: Vec<usize> = (0..rects.len()).collect();
    order.sort_by(|&a, &b| rects[a].x.total_cmp(&rects[b].x));
    let mut found: Option<(usize, usize)> = None;
    for (k, &a) in order.iter().enumerate() {
        let ra = rects[a];
        for &b in &order[k + 1..] {
            let rb = rects[b];
            if rb.x >= ra.x + ra.w {
                break;
            }
            if ra.overlaps(&rb) {
                let pair = (a.min(b), a.max(b));
                if found.is_none_or(|f| pair < f) {
                    found = Some(pair);
                }
            }
        }
    }
    found
}

/// Checks the geometry of `l`, a layout of `g` (see the module documentation).
pub fn check(g: &Graph, l: &Layout) -> Result<(), LayoutError> {
    if let Some((a, b)) = first_overlap(&l.nodes) {
        return Err(LayoutError::Overlap(NodeId(a as u32), NodeId(b as u32)));
    }
    const EPS: f64 = 0.01;
    // Boxes by row, to test route points against the boxes of the row they are in.
    for (e, (&(from, to), route)) in g.edges.iter().zip(&l.edges).enumerate() {
        let id = EdgeId(e as u32);
        let (Some(first), Some(last)) = (route.points.first(), route.points.last()) else {
            return Err(LayoutError::LooseEnd(id));
        };
        if !l.nodes[from.0 as usize].on_border(*first, EPS) || !l.nodes[to.0 as usize].on_border(*last, EPS) {
            return Err(LayoutError::LooseEnd(id));
        }
        for p in &route.points {
            for (n, r) in l.nodes.iter().enumerate() {
                let ends = n == from.0 as usize || n == to.0 as usize;
                if r.contains_strictly(*p, EPS) && (!ends || route.kind == EdgeKind::SelfLoop) {
                    return Err(LayoutError::ThroughBox(id, NodeId(n as u32)));
                }
            }
        }
    }
    Ok(())
}

/// A node of the layered graph: a box of the input or a dummy on a long edge.
#[derive(Clone, Copy, Debug)]
struct VNode {
    layer: u32,
    w: f64,
    h: f64,
    /// weight in coordinate assignment (dummies pull harder, so long edges run straight)
    weight: f64,
}

/// Lays out `g` (see the module documentation).
pub fn layout(g: &Graph, opts: &Options) -> Layout {
    let n = g.sizes.len();
    if n == 0 {
        return Layout {
            nodes: Vec::new(),
            layers: Vec::new(),
            edges: g.edges.iter().map(|_| Route { points: Vec::new(), kind: EdgeKind::Forward }).collect(),
            width: 2.0 * opts.margin,
            height: 2.0 * opts.margin,
            crossings: 0,
            layered_nodes: 0,
        };
    }
    let (kinds, dag, layer) = acyclic_layers(g);
    // Self loops widen their box's slot on the right.
    let mut loop_room = vec![0.0; n];
    for (&(a, _), k) in g.edges.iter().zip(&kinds) {
        if *k == EdgeKind::SelfLoop {
            loop_room[a.0 as usize] = 18.0;
        }
    }
    let mut vnodes: Vec<VNode> = (0..n)
        .map(|i| VNode { layer: layer[i], w: g.sizes[i].0 + loop_room[i], h: g.sizes[i].1, weight: 1.0 })
        .collect();
    // Chains of layered-graph nodes per edge (upper end first), and adjacency of the layered graph.
    let mut chains: Vec<Vec<usize>> = Vec::with_capacity(g.edges.len());
    for d in &dag {
        let Some((a, b)) = *d else {
            chains.push(Vec::new());
            continue;
        };
        let mut chain = vec![a];
        for l in layer[a] + 1..layer[b] {
            vnodes.push(VNode { layer: l, w: opts.dummy_width, h: 0.0, weight: 4.0 });
            chain.push(vnodes.len() - 1);
        }
        chain.push(b);
        chains.push(chain);
    }
    let nv = vnodes.len();
    let mut up: Vec<Vec<usize>> = vec![Vec::new(); nv];
    let mut down: Vec<Vec<usize>> = vec![Vec::new(); nv];
    for c in &chains {
        for w in c.windows(2) {
            down[w[0]].push(w[1]);
            up[w[1]].push(w[0]);
        }
    }
    let nlayers = vnodes.iter().map(|v| v.layer).max().unwrap_or(0) as usize + 1;
    let mut rows = initial_order(&vnodes, &down, nlayers);
    let crossings = reduce_crossings(&mut rows, &up, &down, nv, opts.sweeps);
    // Rows: tops and heights.
    let mut row_top = vec![0.0; nlayers];
    let mut row_h = vec![0.0f64; nlayers];
    for v in &vnodes {
        row_h[v.layer as usize] = row_h[v.layer as usize].max(v.h);
    }
    let mut y = opts.margin;
    for l in 0..nlayers {
        row_top[l] = y;
        y += row_h[l] + opts.layer_gap;
    }
    let height = y - opts.layer_gap + opts.margin;
    let cx = assign_x(&rows, &vnodes, &up, &down, opts);
    // Box rectangles (the self-loop room is outside the box).
    let left = (0..nv).map(|v| cx[v] - vnodes[v].w / 2.0).fold(f64::INFINITY, f64::min);
    let shift = opts.margin - left;
    let centre = |v: usize| cx[v] + shift - loop_room.get(v).copied().unwrap_or(0.0) / 2.0;
    let nodes: Vec<Rect> = (0..n)
        .map(|i| Rect {
            x: centre(i) - g.sizes[i].0 / 2.0,
            y: row_top[layer[i] as usize],
            w: g.sizes[i].0,
            h: g.sizes[i].1,
        })
        .collect();
    let width = (0..nv).map(|v| cx[v] + shift + vnodes[v].w / 2.0).fold(0.0, f64::max) + opts.margin;
    let edges = route_edges(g, &kinds, &chains, &nodes, &vnodes, &|v| cx[v] + shift, &row_top, &row_h);
    Layout { nodes, layers: layer, edges, width, height, crossings, layered_nodes: nv }
}

/// The acyclic orientation of each edge: (upper, lower), `None` for a self loop.
type Dag = Vec<Option<(usize, usize)>>;

/// Phases 1 and 2: each edge's kind, its acyclic orientation (upper, lower; `None` for self
/// loops) and each node's layer. O(V + E).
fn acyclic_layers(g: &Graph) -> (Vec<EdgeKind>, Dag, Vec<u32>) {
    let kinds = classify_edges(g);
    let dag: Dag = g
        .edges
        .iter()
        .zip(&kinds)
        .map(|(&(a, b), k)| match k {
            EdgeKind::Forward => Some((a.0 as usize, b.0 as usize)),
            EdgeKind::Back => Some((b.0 as usize, a.0 as usize)),
            EdgeKind::SelfLoop => None,
        })
        .collect();
    let layer = longest_path_layers(g.sizes.len(), &dag);
    (kinds, dag, layer)
}

/// The number of nodes of `g`'s layered graph: its boxes plus one dummy node per layer each
/// edge crosses (what [`Layout::layered_nodes`] of [`layout`] will be), computed in O(V + E)
/// by the same cycle removal and layering, without laying anything out.
///
/// [`layout`] costs O(L log L) time and O(L) memory for L layered nodes (the sweeps sort each
/// row, the crossing count is O(E' log V') per pair of rows, and each route has a point per
/// dummy), and L can grow quadratically in V: in a nest of k loops the back edge of the loop
/// at depth j spans about 2(k - j) layers, so L is about k². A caller that must stay linear in
/// its input draws a graph only when this count is below a bound (as `warpflow cfg --format
/// svg` does).
pub fn layered_node_count(g: &Graph) -> usize {
    let (_, dag, layer) = acyclic_layers(g);
    let dummies: usize =
        dag.iter().flatten().map(|&(a, b)| (layer[b] as usize).saturating_sub(layer[a] as usize + 1)).sum();
    g.sizes.len() + dummies
}

/// Forward, back (closing a cycle of the depth-first search) or self loop, per edge.
fn classify_edges(g: &Graph) -> Vec<EdgeKind> {
    let n = g.sizes.len();
    let mut out_edges: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut indeg = vec![0usize; n];
    for (e, &(a, b)) in g.edges.iter().enumerate() {
        out_edges[a.0 as usize].push(e);
        if a != b {
            indeg[b.0 as usize] += 1;
        }
    }
    let mut kinds = vec![EdgeKind::Forward; g.edges.len()];
    // 0 unvisited, 1 on the stack, 2 finished
    let mut state = vec![0u8; n];
    let roots = std::iter::once(0).chain((0..n).filter(|&v| indeg[v] == 0)).chain(0..n);
    for root in roots {
        if state[root] != 0 {
            continue;
        }
        state[root] = 1;
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        while let Some(&mut (v, ref mut k)) = stack.last_mut() {
            if let Some(&e) = out_edges[v].get(*k) {
                *k += 1;
                let w = g.edges[e].1 .0 as usize;
                if w == v {
                    kinds[e] = EdgeKind::SelfLoop;
                } else if state[w] == 1 {
                    kinds[e] = EdgeKind::Back;
                } else if state[w] == 0 {
                    state[w] = 1;
                    stack.push((w, 0));
                }
            } else {
                state[v] = 2;
                stack.pop();
            }
        }
    }
    kinds
}

/// Longest-path layers of the acyclic edges `dag` over `n` nodes (Kahn's order).
fn longest_path_layers(n: usize, dag: &[Option<(usize, usize)>]) -> Vec<u32> {
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut indeg = vec![0usize; n];
    for &(a, b) in dag.iter().flatten() {
        succ[a].push(b);
        indeg[b] += 1;
    }
    let mut layer = vec![0u32; n];
    let mut ready: Vec<usize> = (0..n).rev().filter(|&v| indeg[v] == 0).collect();
    while let Some(v) = ready.pop() {
        for &w in &succ[v] {
            layer[w] = layer[w].max(layer[v] + 1);
            indeg[w] -= 1;
            if indeg[w] == 0 {
                ready.push(w);
            }
        }
    }
    layer
}

/// Rows in depth-first order from the nodes of the first layer (a good start for the sweeps).
fn initial_order(vnodes: &[VNode], down: &[Vec<usize>], nlayers: usize) -> Vec<Vec<usize>> {
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); nlayers];
    let mut seen = vec![false; vnodes.len()];
    for root in 0..vnodes.len() {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut stack = vec![root];
        while let Some(v) = stack.pop() {
            rows[vnodes[v].layer as usize].push(v);
            for &w in down[v].iter().rev() {
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
    }
    rows
}

/// Crossings between every pair of adjacent rows, as inversions counted with a Fenwick tree.
fn count_crossings(rows: &[Vec<usize>], down: &[Vec<usize>], pos: &[usize]) -> usize {
    let mut total = 0;
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for l in 0..rows.len().saturating_sub(1) {
        pairs.clear();
        for &v in &rows[l] {
            for &w in &down[v] {
                pairs.push((pos[v], pos[w]));
            }
        }
        pairs.sort_unstable();
        let size = rows[l + 1].len();
        let mut tree = vec![0usize; size + 1];
        // For each edge in order of its upper end, count earlier edges whose lower end is
        // strictly to the right of this one's.
        for (seen, &(_, lo)) in pairs.iter().enumerate() {
            let mut i = lo + 1;
            let mut not_greater = 0;
            while i > 0 {
                not_greater += tree[i];
                i &= i - 1;
            }
            total += seen - not_greater;
            let mut i = lo + 1;
            while i <= size {
                tree[i] += 1;
                i += i & i.wrapping_neg();
            }
        }
    }
    total
}

/// Barycentre sweeps (see the module documentation); returns the crossings of the order kept.
fn reduce_crossings(
    rows: &mut [Vec<usize>],
    up: &[Vec<usize>],
    down: &[Vec<usize>],
    nv: usize,
    sweeps: usize,
) -> usize {
    let mut pos = vec![0usize; nv];
    let set_pos = |rows: &[Vec<usize>], pos: &mut [usize]| {
        for r in rows {
            for (i, &v) in r.iter().enumerate() {
                pos[v] = i;
            }
        }
    };
    set_pos(rows, &mut pos);
    let mut best = count_crossings(rows, down, &pos);
    let mut best_rows = rows.to_vec();
    let mut stale = 0;
    for _ in 0..sweeps {
        if best == 0 {
            break;
        }
        for row in rows.iter_mut().skip(1) {
            sort_by_barycentre(row, up, &mut pos);
        }
        for l in (0..rows.len().saturating_sub(1)).rev() {
            sort_by_barycentre(&mut rows[l], down, &mut pos);
        }
        let c = count_crossings(rows, down, &pos);
        if c < best {
            best = c;
            best_rows = rows.to_vec();
            stale = 0;
        } else {
            stale += 1;
            if stale >= 3 {
                break;
            }
        }
    }
    rows.clone_from_slice(&best_rows);
    best
}

/// Sorts `row` by the mean position of each node's neighbours in `adj` (nodes without neighbours
/// keep their position as key), stably, and updates `pos`.
fn sort_by_barycentre(row: &mut [usize], adj: &[Vec<usize>], pos: &mut [usize]) {
    let mut keyed: Vec<(f64, usize)> = row
        .iter()
        .map(|&v| {
            let ns = &adj[v];
            let key = if ns.is_empty() {
                pos[v] as f64
            } else {
                ns.iter().map(|&w| pos[w] as f64).sum::<f64>() / ns.len() as f64
            };
            (key, v)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (i, (_, v)) in keyed.into_iter().enumerate() {
        row[i] = v;
        pos[v] = i;
    }
}

/// Horizontal centres: rows packed, then alternately pulled towards the mean of the upper and
/// lower neighbours, each row solved exactly under its order and gaps.
fn assign_x(
    rows: &[Vec<usize>],
    vnodes: &[VNode],
    up: &[Vec<usize>],
    down: &[Vec<usize>],
    opts: &Options,
) -> Vec<f64> {
    let mut x = vec![0.0; vnodes.len()];
    for r in rows {
        let mut at = 0.0;
        for (i, &v) in r.iter().enumerate() {
            if i > 0 {
                at += gap(vnodes, r[i - 1], v, opts);
            }
            x[v] = at;
        }
    }
    let rounds = if vnodes.len() > 50_000 { 2 } else { 8 };
    for round in 0..rounds {
        let order: Vec<usize> =
            if round % 2 == 0 { (1..rows.len()).collect() } else { (0..rows.len()).rev().collect() };
        for l in order {
            let adj = if round % 2 == 0 { up } else { down };
            let r = &rows[l];
            let target: Vec<f64> = r
                .iter()
                .map(|&v| {
                    let both = || up[v].iter().chain(&down[v]);
                    let ns: Vec<usize> =
                        if adj[v].is_empty() { both().copied().collect() } else { adj[v].clone() };
                    if ns.is_empty() {
                        x[v]
                    } else {
                        ns.iter().map(|&w| x[w]).sum::<f64>() / ns.len() as f64
                    }
                })
                .collect();
            let weights: Vec<f64> = r.iter().map(|&v| vnodes[v].weight).collect();
            let gaps: Vec<f64> = r.windows(2).map(|w| gap(vnodes, w[0], w[1], opts)).collect();
            let placed = place_row(&target, &weights, &gaps);
            for (i, &v) in r.iter().enumerate() {
                x[v] = placed[i];
            }
        }
    }
    x
}

/// The minimum distance between the centres of neighbours `a` (left) and `b`.
fn gap(vnodes: &[VNode], a: usize, b: usize, opts: &Options) -> f64 {
    let dummy = |v: usize| vnodes[v].h == 0.0 && vnodes[v].w == opts.dummy_width;
    let space = if dummy(a) && dummy(b) { 2.0 } else { opts.node_gap };
    (vnodes[a].w + vnodes[b].w) / 2.0 + space
}

/// Positions minimising `sum w_i (x_i - t_i)^2` subject to `x_{i+1} - x_i >= gaps_i`: with
/// `y_i = x_i - (gaps_0 + ... + gaps_{i-1})` the constraint says `y` is non-decreasing, which is
/// weighted isotonic regression, solved by pooling adjacent violators.
fn place_row(target: &[f64], weights: &[f64], gaps: &[f64]) -> Vec<f64> {
    let n = target.len();
    let mut offset = vec![0.0; n];
    for i in 1..n {
        offset[i] = offset[i - 1] + gaps[i - 1];
    }
    // Pools: (weight sum, weighted target sum, count).
    let mut pools: Vec<(f64, f64, usize)> = Vec::with_capacity(n);
    for i in 0..n {
        let w = weights[i].max(1e-9);
        pools.push((w, w * (target[i] - offset[i]), 1));
        while pools.len() > 1 {
            let (w2, s2, c2) = pools[pools.len() - 1];
            let (w1, s1, c1) = pools[pools.len() - 2];
            if s1 / w1 <= s2 / w2 {
                break;
            }
            pools.pop();
            let last = pools.len() - 1;
            pools[last] = (w1 + w2, s1 + s2, c1 + c2);
        }
    }
    let mut out = Vec::with_capacity(n);
    for (w, s, c) in pools {
        for _ in 0..c {
            let i = out.len();
            out.push(s / w + offset[i]);
        }
    }
    out
}

/// Routes of every edge (see the module documentation).
#[allow(clippy::too_many_arguments)]
fn route_edges(
    g: &Graph,
    kinds: &[EdgeKind],
    chains: &[Vec<usize>],
    nodes: &[Rect],
    vnodes: &[VNode],
    cx: &dyn Fn(usize) -> f64,
    row_top: &[f64],
    row_h: &[f64],
) -> Vec<Route> {
    let n = nodes.len();
    // Ports: per real node, the edges attached to its bottom and top borders with the x of
    // the next point along the edge, sorted by it, then spread over the border.
    let mut bottom: Vec<Vec<(f64, usize)>> = vec![Vec::new(); n];
    let mut top: Vec<Vec<(f64, usize)>> = vec![Vec::new(); n];
    for (e, c) in chains.iter().enumerate() {
        if c.len() < 2 {
            continue;
        }
        bottom[c[0]].push((cx(c[1]), e));
        top[c[c.len() - 1]].push((cx(c[c.len() - 2]), e));
    }
    let mut port_bottom = vec![0.0; g.edges.len()];
    let mut port_top = vec![0.0; g.edges.len()];
    let spread = |list: &mut Vec<(f64, usize)>, r: &Rect, out: &mut [f64]| {
        list.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let k = list.len() as f64;
        let step = ((r.w - 8.0).max(0.0) / k).min(14.0);
        for (i, &(_, e)) in list.iter().enumerate() {
            out[e] = r.x + r.w / 2.0 + (i as f64 - (k - 1.0) / 2.0) * step;
        }
    };
    for v in 0..n {
        spread(&mut bottom[v], &nodes[v], &mut port_bottom);
        spread(&mut top[v], &nodes[v], &mut port_top);
    }
    let mut routes = Vec::with_capacity(g.edges.len());
    for (e, c) in chains.iter().enumerate() {
        if kinds[e] == EdgeKind::SelfLoop {
            let r = nodes[g.edges[e].0 .0 as usize];
            let (x0, x1) = (r.x + r.w, r.x + r.w + 12.0);
            let (y0, y1) = (r.y + r.h * 0.3, r.y + r.h * 0.7);
            let points = vec![
                Point { x: x0, y: y0 },
                Point { x: x1, y: y0 },
                Point { x: x1, y: y1 },
                Point { x: x0, y: y1 },
            ];
            routes.push(Route { points, kind: EdgeKind::SelfLoop });
            continue;
        }
        let (a, b) = (c[0], c[c.len() - 1]);
        let ra = nodes[a];
        let la = vnodes[a].layer as usize;
        let row_bottom = |l: usize| row_top[l] + row_h[l];
        let mut pts = vec![Point { x: port_bottom[e], y: ra.y + ra.h }];
        if ra.y + ra.h < row_bottom(la) {
            pts.push(Point { x: port_bottom[e], y: row_bottom(la) });
        }
        for &d in &c[1..c.len() - 1] {
            let l = vnodes[d].layer as usize;
            pts.push(Point { x: cx(d), y: row_top[l] });
            pts.push(Point { x: cx(d), y: row_bottom(l) });
        }
        pts.push(Point { x: port_top[e], y: nodes[b].y });
        if kinds[e] == EdgeKind::Back {
            pts.reverse();
        }
        routes.push(Route { points: pts, kind: kinds[e] });
    }
    routes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn place_row_keeps_order_and_gaps() {
        let x = place_row(&[10.0, 0.0, 5.0], &[1.0, 1.0, 1.0], &[4.0, 4.0]);
        assert!(x[1] - x[0] >= 4.0 - 1e-9 && x[2] - x[1] >= 4.0 - 1e-9, "{x:?}");
        // optimum: all pooled, y = mean(10, -4, -3) = 1
        assert!((x[0] - 1.0).abs() < 1e-9, "{x:?}");
        let free = place_row(&[0.0, 100.0], &[1.0, 1.0], &[4.0]);
        assert_eq!(free, vec![0.0, 100.0]);
    }

    #[test]
    fn crossings_are_counted_exactly() {
        // two rows of two nodes, edges 0->3 and 1->2 cross once
        let rows = vec![vec![0, 1], vec![2, 3]];
        let down = vec![vec![3], vec![2], vec![], vec![]];
        assert_eq!(count_crossings(&rows, &down, &[0, 1, 0, 1]), 1);
        let down = vec![vec![2], vec![3], vec![], vec![]];
        assert_eq!(count_crossings(&rows, &down, &[0, 1, 0, 1]), 0);
    }
}
