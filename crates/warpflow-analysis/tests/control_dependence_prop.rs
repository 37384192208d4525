//! Property tests: control dependence against its definition with brute-force post-dominance.

mod common;

use std::collections::BTreeSet;

use common::{arb_graph, arb_structured, nodes, reach};
use proptest::prelude::*;
use warpflow_analysis::control_dependence::{BranchEdge, ControlDependence};
use warpflow_analysis::dominators::PostDomTree;
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};

fn check(g: &DiGraph) {
    let pdt = PostDomTree::compute(g);
    let roots = pdt.roots().to_vec();
    let n = g.node_count();
    // pdom[a][b]: a post-dominates b, by deleting a and searching backwards from the roots.
    let pdom: Vec<Vec<bool>> = nodes(g)
        .map(|a| {
            let r = reach(g, &roots, Some(a), true);
            (0..n).map(|b| b == a.index() || !r[b]).collect()
        })
        .collect();
    let cd = ControlDependence::compute(g, &pdt);
    let mut total = 0;
    for y in nodes(g) {
        let mut edges = Vec::new();
        for x in nodes(g) {
            for (i, &s) in g.succs(x).iter().enumerate() {
                let strictly = pdom[y.index()][x.index()] && y != x;
                if pdom[y.index()][s.index()] && !strictly {
                    edges.push(BranchEdge { from: x, succ_index: i as u32 });
                }
            }
        }
        assert_eq!(cd.controlling_edges(y), &edges[..], "edges controlling {y:?} in {g:?}");
        let ctl: Vec<NodeId> = edges.iter().map(|e| e.from).collect::<BTreeSet<_>>().into_iter().collect();
        assert_eq!(cd.controllers(y), &ctl[..]);
        for &x in &ctl {
            assert!(cd.dependents(x).contains(&y));
        }
        total += edges.len();
    }
    assert_eq!(cd.len(), total);
    let dep_total: usize = nodes(g).map(|x| cd.dependents(x).len()).sum();
    assert_eq!(dep_total, nodes(g).map(|y| cd.controllers(y).len()).sum::<usize>());
    // Iterated: closure of the direct relation, checked for every singleton and one pair.
    for y in nodes(g) {
        let mut res = BTreeSet::new();
        let mut work = vec![y];
        let mut seen = BTreeSet::from([y]);
        while let Some(v) = work.pop() {
            for &x in cd.controllers(v) {
                res.insert(x);
                if seen.insert(x) {
                    work.push(x);
                }
            }
        }
        assert_eq!(cd.iterated(&[y]), res.into_iter().collect::<Vec<_>>());
    }
    if n >= 2 {
        let a = cd.iterated(&[NodeId(0)]);
        let b = cd.iterated(&[NodeId(1)]);
        let u: Vec<NodeId> = a.iter().chain(b.iter()).copied().collect::<BTreeSet<_>>().into_iter().collect();
        assert_eq!(cd.iterated(&[NodeId(0), NodeId(1)]), u);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn control_dependence_matches_definition(g in arb_graph(10)) {
        check(&g);
    }

    #[test]
    fn structured_cfgs(g in arb_structured(10)) {
        check(&g);
    }

}

#[test]
fn if_then_else_in_loop() {
    // 0 -> 1; 1 -> 2 | 3; 2 -> 4; 3 -> 4; 4 -> 1 | 5.
    let g = DiGraph::from_edges(6, NodeId(0), [(0, 1), (1, 2), (1, 3), (2, 4), (3, 4), (4, 1), (4, 5)]);
    let cd = ControlDependence::compute(&g, &PostDomTree::compute(&g));
    assert_eq!(cd.controllers(NodeId(2)), &[NodeId(1)]);
    assert_eq!(cd.controllers(NodeId(1)), &[NodeId(4)]);
    assert_eq!(cd.controllers(NodeId(4)), &[NodeId(4)]);
    assert_eq!(cd.controllers(NodeId(5)), &[] as &[NodeId]);
    assert_eq!(cd.iterated(&[NodeId(2)]), vec![NodeId(1), NodeId(4)]);
}
