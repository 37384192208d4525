//! Property tests: cycle equivalence against enumerated cycles of the augmented graph (small
//! graphs), and the program structure tree against the definition of canonical SESE regions.

mod common;

use std::collections::BTreeSet;

use common::{arb_graph, arb_structured, nodes, reach};
use proptest::prelude::*;
use warpflow_analysis::cycle_equivalence::{CycleEquivalence, EdgeId, ProgramStructureTree, RegionId};
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};

const MAX_CYCLES: usize = 20_000;

/// All simple directed cycles of the augmented graph, as sets of edge ids and node sets. Node
/// `n` stands for the virtual node X. `None` when there are too many.
fn enumerate_cycles(n: usize, aug: &[(usize, usize)]) -> Option<Vec<(BTreeSet<usize>, BTreeSet<usize>)>> {
    let nn = n + 1;
    let mut out = Vec::new();
    for s in 0..nn {
        // DFS over simple paths from s through nodes > s.
        let mut path_edges: Vec<usize> = Vec::new();
        let mut on_path = vec![false; nn];
        fn go(
            v: usize,
            s: usize,
            aug: &[(usize, usize)],
            on_path: &mut Vec<bool>,
            path_edges: &mut Vec<usize>,
            out: &mut Vec<(BTreeSet<usize>, BTreeSet<usize>)>,
        ) -> bool {
            for (id, &(a, b)) in aug.iter().enumerate() {
                if a != v {
                    continue;
                }
                if b == s {
                    path_edges.push(id);
                    let edges: BTreeSet<usize> = path_edges.iter().copied().collect();
                    let nodes: BTreeSet<usize> = path_edges.iter().map(|&e| aug[e].0).collect();
                    out.push((edges, nodes));
                    path_edges.pop();
                    if out.len() > MAX_CYCLES {
                        return false;
                    }
                } else if b > s && !on_path[b] {
                    on_path[b] = true;
                    path_edges.push(id);
                    if !go(b, s, aug, on_path, path_edges, out) {
                        return false;
                    }
                    path_edges.pop();
                    on_path[b] = false;
                }
            }
            true
        }
        on_path[s] = true;
        if !go(s, s, aug, &mut on_path, &mut path_edges, &mut out) {
            return None;
        }
    }
    Some(out)
}

#[allow(clippy::needless_range_loop)]
fn check_equivalence(g: &DiGraph) -> bool {
    let n = g.node_count();
    let ce = CycleEquivalence::compute(g);
    let reachable = reach(g, &[g.entry()], None, false);
    let aug: Vec<(usize, usize)> =
        ce.edges().iter().map(|e| (e.from.map_or(n, |v| v.index()), e.to.map_or(n, |v| v.index()))).collect();
    let present: Vec<bool> = ce.edges().iter().map(|e| e.from.is_none_or(|v| reachable[v.index()])).collect();
    let aug_present: Vec<(usize, usize)> =
        aug.iter().zip(&present).map(|(&e, &p)| if p { e } else { (usize::MAX, usize::MAX) }).collect();
    let Some(cycles) = enumerate_cycles(n, &aug_present) else { return false };
    // Signature of an edge or a node: the set of cycles through it.
    let edge_sig =
        |e: usize| -> Vec<usize> { (0..cycles.len()).filter(|&c| cycles[c].0.contains(&e)).collect() };
    let node_sig =
        |v: usize| -> Vec<usize> { (0..cycles.len()).filter(|&c| cycles[c].1.contains(&v)).collect() };
    let mut items: Vec<(Option<u32>, Vec<usize>, String)> = Vec::new();
    for e in 0..aug.len() {
        let class = ce.edge_class(EdgeId(e as u32)).map(|c| c.0);
        assert_eq!(class.is_some(), present[e], "edge {e} has a class iff its source is reachable");
        if present[e] {
            let sig = edge_sig(e);
            assert!(!sig.is_empty(), "every edge lies on a cycle of the augmented graph");
            items.push((class, sig, format!("edge {e} {:?}", ce.edges()[e])));
        }
    }
    for v in 0..n {
        let class = ce.node_class(NodeId(v as u32)).map(|c| c.0);
        assert_eq!(class.is_some(), reachable[v]);
        if reachable[v] {
            items.push((class, node_sig(v), format!("node {v}")));
        }
    }
    for a in &items {
        for b in &items {
            assert_eq!(a.0 == b.0, a.1 == b.1, "{} vs {} in {g:?}", a.2, b.2);
        }
    }
    true
}

/// Brute-force region node set: nodes reachable from the entry edge's target without
/// crossing the exit edge.
fn region_nodes(g: &DiGraph, ce: &CycleEquivalence, entry: EdgeId, exit: EdgeId) -> BTreeSet<NodeId> {
    let start = ce.edges()[entry.0 as usize].to.expect("a region entry edge has a target");
    let mut seen = BTreeSet::from([start]);
    let mut stack = vec![start];
    while let Some(v) = stack.pop() {
        for (i, &s) in g.succs(v).iter().enumerate() {
            if ce.edge_id(v, i) != exit && seen.insert(s) {
                stack.push(s);
            }
        }
    }
    seen
}

/// Whether every path from the entry edge to edge `b` crosses edge `a` (augmented graph).
fn edge_dominates(g: &DiGraph, ce: &CycleEquivalence, a: EdgeId, b: EdgeId) -> bool {
    if a == b || a == ce.entry_edge() {
        return true;
    }
    if b == ce.entry_edge() {
        return false;
    }
    let src = ce.edges()[b.0 as usize].from.unwrap();
    let mut seen = vec![false; g.node_count()];
    let mut stack = vec![g.entry()];
    seen[g.entry().index()] = true;
    while let Some(v) = stack.pop() {
        if v == src {
            return false;
        }
        for (i, &s) in g.succs(v).iter().enumerate() {
            if ce.edge_id(v, i) != a && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    true
}

/// Whether every path from edge `a` to X crosses edge `b` (augmented graph).
fn edge_post_dominates(g: &DiGraph, ce: &CycleEquivalence, b: EdgeId, a: EdgeId) -> bool {
    if a == b {
        return true;
    }
    let Some(start) = ce.edges()[a.0 as usize].to else { return false };
    let exits: Vec<(NodeId, EdgeId)> =
        ce.exit_edges().map(|e| (ce.edges()[e.0 as usize].from.unwrap(), e)).collect();
    let mut seen = vec![false; g.node_count()];
    let mut stack = vec![start];
    seen[start.index()] = true;
    while let Some(v) = stack.pop() {
        if exits.iter().any(|&(r, e)| r == v && e != b) {
            return false;
        }
        for (i, &s) in g.succs(v).iter().enumerate() {
            if ce.edge_id(v, i) != b && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    true
}

fn check_pst(g: &DiGraph) {
    let ce = CycleEquivalence::compute(g);
    let pst = ProgramStructureTree::compute(g, &ce);
    let reachable = reach(g, &[g.entry()], None, false);
    // Count of boundary edges per class (original, entry and exit edges).
    let mut per_class = std::collections::BTreeMap::<u32, usize>::new();
    for e in 0..ce.edges().len() {
        if let Some(c) = ce.edge_class(EdgeId(e as u32)) {
            *per_class.entry(c.0).or_default() += 1;
        }
    }
    let expected: usize = per_class.values().map(|k| k - 1).sum();
    assert_eq!(pst.regions().len(), expected, "one region per consecutive pair in each class");
    let sets: Vec<BTreeSet<NodeId>> =
        pst.regions().iter().map(|r| region_nodes(g, &ce, r.entry_edge, r.exit_edge)).collect();
    for (i, r) in pst.regions().iter().enumerate() {
        let (a, b) = (r.entry_edge, r.exit_edge);
        assert_eq!(ce.edge_class(a), ce.edge_class(b));
        assert!(edge_dominates(g, &ce, a, b), "region {i} entry dominates exit in {g:?}");
        assert!(edge_post_dominates(g, &ce, b, a), "region {i} exit post-dominates entry in {g:?}");
        // Canonical: no edge of the class strictly between them.
        for e in 0..ce.edges().len() as u32 {
            let e = EdgeId(e);
            if e != a && e != b && ce.edge_class(e) == ce.edge_class(a) {
                assert!(
                    !(edge_dominates(g, &ce, a, e) && edge_dominates(g, &ce, e, b)),
                    "region {i} is canonical"
                );
            }
        }
        // Nesting: the parent is the smallest region strictly containing this one.
        let smallest_superset = (0..sets.len())
            .filter(|&j| j != i && sets[i].is_subset(&sets[j]) && sets[j] != sets[i])
            .min_by_key(|&j| sets[j].len());
        let parent = r.parent.map(|p| p.0 as usize);
        if let Some(p) = parent {
            assert!(sets[i].is_subset(&sets[p]));
        }
        assert_eq!(
            parent.map(|p| sets[p].len()),
            smallest_superset.map(|j| sets[j].len()),
            "parent of region {i} in {g:?}"
        );
        for (j, s) in sets.iter().enumerate() {
            assert!(
                s.is_subset(&sets[i]) || sets[i].is_subset(s) || s.is_disjoint(&sets[i]),
                "laminar {i} {j}"
            );
        }
    }
    for v in nodes(g) {
        if !reachable[v.index()] {
            assert_eq!(pst.region_of(v), None);
            continue;
        }
        let smallest = (0..sets.len()).filter(|&j| sets[j].contains(&v)).min_by_key(|&j| sets[j].len());
        assert_eq!(
            pst.region_of(v).map(|r| sets[r.0 as usize].len()),
            smallest.map(|j| sets[j].len()),
            "region of {v:?} in {g:?}"
        );
        if let Some(r) = pst.region_of(v) {
            assert!(pst.region(r).blocks.contains(&v));
            for (j, set) in sets.iter().enumerate() {
                assert_eq!(pst.contains(RegionId(j as u32), v), set.contains(&v));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn cycle_equivalence_matches_enumerated_cycles(g in arb_graph(8)) {
        // Skipped (and counted by proptest as rejected) only when a graph has too many cycles.
        prop_assume!(check_equivalence(&g));
    }

    #[test]
    fn pst_matches_definition(g in arb_graph(10)) {
        check_pst(&g);
    }

    #[test]
    fn structured_cfgs(g in arb_structured(12)) {
        prop_assume!(check_equivalence(&g));
        check_pst(&g);
    }

}

#[test]
fn sequence_and_diamond() {
    // 0 -> 1 -> {2, 3} -> 4 -> 5 (exit).
    let g = DiGraph::from_edges(6, NodeId(0), [(0, 1), (1, 2), (1, 3), (2, 4), (3, 4), (4, 5)]);
    let ce = CycleEquivalence::compute(&g);
    let class = |a: u32, i: usize| ce.edge_class(ce.edge_id(NodeId(a), i)).unwrap();
    assert_eq!(class(0, 0), class(4, 0));
    assert_eq!(ce.edge_class(ce.entry_edge()), Some(class(0, 0)));
    assert_eq!(class(1, 0), class(2, 0));
    assert_ne!(class(1, 0), class(1, 1));
    assert_eq!(ce.node_class(NodeId(1)), ce.node_class(NodeId(4)));
    assert_eq!(ce.node_class(NodeId(1)), Some(class(0, 0)));
    let pst = ProgramStructureTree::compute(&g, &ce);
    // Class {X->0, 0->1, 4->5, 5->X} gives 3 regions in sequence; each diamond arm is one more.
    assert_eq!(pst.regions().len(), 5);
    assert_eq!(pst.region_of(NodeId(2)).map(|r| pst.region(r).depth), Some(2));
}
