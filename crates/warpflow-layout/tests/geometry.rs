//! Geometry of layouts: hand-made graphs with known drawings, and random graphs checked with
//! `warpflow_layout::check` (no overlapping boxes, every edge joins its boxes' borders, no edge
//! through a box) plus the layering invariants.

use proptest::prelude::*;
use warpflow_layout::{
    check, layered_node_count, layout, EdgeKind, Graph, LayoutError, NodeId, Options, Rect,
};

fn graph(n: usize, edges: &[(u32, u32)], w: f64) -> Graph {
    let mut g = Graph::new();
    for _ in 0..n {
        g.add_node(w, 20.0);
    }
    for &(a, b) in edges {
        g.add_edge(NodeId(a), NodeId(b));
    }
    g
}

#[test]
fn diamond_with_loop() {
    // entry -> a, b -> join -> latch -> join (back), join -> exit
    let g = graph(6, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 3), (3, 5)], 60.0);
    let l = layout(&g, &Options::default());
    check(&g, &l).unwrap();
    assert_eq!(l.layers, vec![0, 1, 1, 2, 3, 3]);
    assert_eq!(l.crossings, 0);
    assert_eq!(l.edges[5].kind, EdgeKind::Back);
    assert!(l.edges.iter().enumerate().all(|(e, r)| (e == 5) == (r.kind == EdgeKind::Back)));
    // a and b side by side, the entry centred above them
    let (a, b, entry) = (l.nodes[1], l.nodes[2], l.nodes[0]);
    assert!(a.x + a.w <= b.x || b.x + b.w <= a.x);
    let mid = (a.x + a.w / 2.0 + b.x + b.w / 2.0) / 2.0;
    assert!((entry.x + entry.w / 2.0 - mid).abs() < 1.0, "{entry:?} {mid}");
    // the back edge leaves the latch's top and ends on the join's bottom
    let back = &l.edges[5].points;
    assert_eq!(back.first().unwrap().y, l.nodes[4].y);
    assert_eq!(back.last().unwrap().y, l.nodes[3].y + l.nodes[3].h);
    // the forward edge join -> latch and the back edge use different ports
    let fwd = &l.edges[4].points;
    assert!((fwd[0].x - back.last().unwrap().x).abs() > 1.0);
}

#[test]
fn sweeps_remove_avoidable_crossings() {
    // depth-first order puts 2 left of 3, so 0 -> 3 crosses 1 -> 2; 3 left of 2 crosses nothing
    let g = graph(4, &[(0, 2), (0, 3), (1, 2)], 40.0);
    let l = layout(&g, &Options::default());
    check(&g, &l).unwrap();
    let none = layout(&g, &Options { sweeps: 0, ..Options::default() });
    assert_eq!(none.crossings, 1);
    assert_eq!(l.crossings, 0, "{l:?}");
}

#[test]
fn long_edges_route_around_boxes_and_self_loops_stay_beside() {
    let g = graph(5, &[(0, 1), (1, 2), (2, 3), (0, 3), (3, 3), (3, 4), (4, 0)], 80.0);
    let l = layout(&g, &Options::default());
    check(&g, &l).unwrap();
    assert_eq!(l.edges[4].kind, EdgeKind::SelfLoop);
    assert_eq!(l.edges[6].kind, EdgeKind::Back);
    // the long edge 0 -> 3 passes the rows of 1 and 2 through its dummies
    assert_eq!(l.edges[3].points.len(), 2 + 2 * 2);
}

#[test]
fn check_catches_overlaps_and_loose_ends() {
    let g = graph(2, &[(0, 1)], 50.0);
    let mut l = layout(&g, &Options::default());
    check(&g, &l).unwrap();
    let mut moved = l.clone();
    moved.nodes[1] = Rect { y: moved.nodes[0].y + 5.0, ..moved.nodes[0] };
    assert_eq!(check(&g, &moved), Err(LayoutError::Overlap(NodeId(0), NodeId(1))));
    l.edges[0].points.last_mut().unwrap().y += 7.0;
    assert!(matches!(check(&g, &l), Err(LayoutError::LooseEnd(_))));
}

#[test]
fn empty_and_single_node() {
    let g = Graph::new();
    let l = layout(&g, &Options::default());
    assert!(l.nodes.is_empty());
    let g = graph(1, &[], 30.0);
    let l = layout(&g, &Options::default());
    check(&g, &l).unwrap();
    assert!(l.width >= 30.0 && l.height >= 20.0);
}

#[test]
fn a_long_chain_is_fast_and_valid() {
    let n = 20_000u32;
    let edges: Vec<(u32, u32)> =
        (0..n - 1).map(|i| (i, i + 1)).chain((0..n / 10).map(|k| (k * 10 + 9, k * 10))).collect();
    let g = graph(n as usize, &edges, 60.0);
    let l = layout(&g, &Options::default());
    assert_eq!(l.layers[n as usize - 1], n - 1);
    assert!(first_bad_row(&l).is_none());
}

fn first_bad_row(l: &warpflow_layout::Layout) -> Option<usize> {
    (1..l.nodes.len()).find(|&i| l.nodes[i].y <= l.nodes[i - 1].y)
}

fn arb_graph() -> impl Strategy<Value = (usize, Vec<(u32, u32)>, Vec<u8>)> {
    (1usize..24).prop_flat_map(|n| {
        (
            Just(n),
            prop::collection::vec((0..n as u32, 0..n as u32), 0..3 * n),
            prop::collection::vec(0u8..4, n),
        )
    })
}

/// k nested loops (entry, headers h0..h(k-1), body, latches l(k-1)..l0, exit): the back edge of
/// the loop at depth j spans 2(k - j) layers, so the layered graph has 2k + 3 boxes and k²
/// dummies: quadratic, what `layered_node_count` lets a caller refuse before laying out.
#[test]
fn nested_loops_need_quadratically_many_dummies() {
    for k in [1u32, 2, 5, 40] {
        let (h, body, l, exit) = (|j: u32| 1 + j, k + 1, |j: u32| 2 * k + 1 - j, 2 * k + 2);
        let mut edges = vec![(0, h(0))];
        for j in 0..k {
            edges.push((h(j), if j + 1 < k { h(j + 1) } else { body }));
            edges.push((l(j), h(j)));
            edges.push((l(j), if j > 0 { l(j - 1) } else { exit }));
        }
        edges.push((body, l(k - 1)));
        let g = graph(2 * k as usize + 3, &edges, 40.0);
        let count = (2 * k + 3 + k * k) as usize;
        assert_eq!(layered_node_count(&g), count, "k = {k}");
        let lay = layout(&g, &Options::default());
        assert_eq!(lay.layered_nodes, count);
        check(&g, &lay).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn random_graphs_lay_out_cleanly((n, edges, widths) in arb_graph()) {
        let mut g = Graph::new();
        for &w in &widths {
            g.add_node(40.0 + 50.0 * w as f64, 18.0 + 12.0 * (w % 3) as f64);
        }
        for &(a, b) in &edges {
            g.add_edge(NodeId(a), NodeId(b));
        }
        let l = layout(&g, &Options::default());
        prop_assert_eq!(l.nodes.len(), n);
        if let Err(e) = check(&g, &l) {
            prop_assert!(false, "{}: {:?}", e, l);
        }
        for (&(a, b), r) in g.edges().iter().zip(&l.edges) {
            let (la, lb) = (l.layers[a.0 as usize], l.layers[b.0 as usize]);
            match r.kind {
                EdgeKind::Forward => prop_assert!(la < lb),
                EdgeKind::Back => prop_assert!(la > lb),
                EdgeKind::SelfLoop => prop_assert_eq!(a, b),
            }
        }
        // the layered graph: the boxes plus one dummy per layer between the ends of each edge
        // (brute force from the layers drawn), counted alike without a layout
        let dummies: usize = g
            .edges()
            .iter()
            .filter(|(a, b)| a != b)
            .map(|&(a, b)| (l.layers[a.0 as usize].abs_diff(l.layers[b.0 as usize]) - 1) as usize)
            .sum();
        prop_assert_eq!(l.layered_nodes, n + dummies);
        prop_assert_eq!(layered_node_count(&g), n + dummies);
        // every box inside the drawing
        for r in &l.nodes {
            prop_assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= l.width + 1e-6 && r.y + r.h <= l.height + 1e-6);
        }
    }
}

/// Rectangles on a small integer grid (so edges touch and extents repeat), some degenerate.
fn arb_rects() -> impl Strategy<Value = Vec<Rect>> {
    prop::collection::vec((0u8..12, 0u8..12, 0u8..5, 0u8..5), 0..24).prop_map(|v| {
        v.into_iter()
            .map(|(x, y, w, h)| Rect { x: f64::from(x), y: f64::from(y), w: f64::from(w), h: f64::from(h) })
            .collect()
    })
}

/// The first overlapping pair by index, comparing every pair.
fn brute_first_overlap(r: &[Rect]) -> Option<(usize, usize)> {
    (0..r.len()).flat_map(|a| (a + 1..r.len()).map(move |b| (a, b))).find(|&(a, b)| r[a].overlaps(&r[b]))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    /// The sweep agrees with comparing every pair, on rectangles that touch, repeat, nest and
    /// have no width or height.
    #[test]
    fn overlap_sweep_agrees_with_every_pair(rects in arb_rects()) {
        let want = brute_first_overlap(&rects);
        prop_assert_eq!(warpflow_layout::any_overlap(&rects), want.is_some());
        prop_assert_eq!(warpflow_layout::first_overlap(&rects), want);
    }
}

/// Labels stacked in one column, the shape that made the pairwise check quadratic: 100,000
/// of them are checked in one sweep, and one moved onto its neighbour is found.
#[test]
fn a_tall_column_of_labels_is_one_sweep() {
    let mut rects: Vec<Rect> =
        (0..100_000).map(|k| Rect { x: 10.0, y: 20.0 * k as f64, w: 80.0, h: 20.0 }).collect();
    assert!(!warpflow_layout::any_overlap(&rects));
    rects[70_000].y += 5.0;
    assert!(warpflow_layout::any_overlap(&rects));
}
