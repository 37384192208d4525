//! Property tests: the cycle forest against its recursive definition (maximal strongly
//! connected subgraphs, header = first entry in DFS preorder, children = maximal cycles without
//! the header), and natural-loop queries against their definitions.

mod common;

use std::collections::BTreeSet;

use common::{arb_graph, arb_structured, nodes, reach};
use proptest::prelude::*;
use warpflow_analysis::cycles::{CycleId, CycleInfo};
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};

/// Non-trivial strongly connected components of the subgraph induced by `set` (brute force by
/// mutual reachability inside `set`).
fn sccs(g: &DiGraph, set: &BTreeSet<NodeId>) -> Vec<BTreeSet<NodeId>> {
    let reach_in = |from: NodeId| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from];
        while let Some(v) = stack.pop() {
            for &s in g.succs(v) {
                if set.contains(&s) && seen.insert(s) {
                    stack.push(s);
                }
            }
        }
        seen // nodes reachable by a non-empty path
    };
    let r: Vec<(NodeId, BTreeSet<NodeId>)> = set.iter().map(|&v| (v, reach_in(v))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for (v, rv) in &r {
        if done.contains(v) || !rv.contains(v) {
            continue;
        }
        let comp: BTreeSet<NodeId> =
            r.iter().filter(|(w, rw)| rv.contains(w) && rw.contains(v)).map(|(w, _)| *w).collect();
        done.extend(comp.iter().copied());
        out.push(comp);
    }
    out
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Brute {
    header: NodeId,
    blocks: BTreeSet<NodeId>,
    entries: BTreeSet<NodeId>,
    depth: u32,
    parent_header: Option<NodeId>,
}

fn brute_cycles(g: &DiGraph, preorder_pos: &[usize]) -> Vec<Brute> {
    let reachable = reach(g, &[g.entry()], None, false);
    let all: BTreeSet<NodeId> = nodes(g).filter(|v| reachable[v.index()]).collect();
    let mut out = Vec::new();
    let mut work: Vec<(BTreeSet<NodeId>, u32, Option<NodeId>)> = vec![(all, 1, None)];
    while let Some((set, depth, parent)) = work.pop() {
        for c in sccs(g, &set) {
            let entries: BTreeSet<NodeId> = c
                .iter()
                .copied()
                .filter(|&v| {
                    // LLVM 19 counts unreachable predecessors too.
                    v == g.entry() || g.preds(v).iter().any(|p| !c.contains(p))
                })
                .collect();
            let header =
                *entries.iter().min_by_key(|v| preorder_pos[v.index()]).expect("a cycle has an entry");
            let mut inner = c.clone();
            inner.remove(&header);
            work.push((inner, depth + 1, Some(header)));
            out.push(Brute { header, blocks: c, entries, depth, parent_header: parent });
        }
    }
    out.sort();
    out
}

fn check(g: &DiGraph) {
    let ci = CycleInfo::compute(g);
    let reachable = reach(g, &[g.entry()], None, false);
    // The preorder is a DFS preorder of exactly the reachable nodes.
    let pre = ci.dfs_preorder();
    assert_eq!(pre.len(), reachable.iter().filter(|&&r| r).count());
    assert_eq!(pre.first(), Some(&g.entry()));
    let mut pos = vec![usize::MAX; g.node_count()];
    for (i, v) in pre.iter().enumerate() {
        pos[v.index()] = i;
    }
    for (i, v) in pre.iter().enumerate().skip(1) {
        // Some earlier node has an edge to v (true of any graph-search preorder).
        assert!(g.preds(*v).iter().any(|p| pos[p.index()] < i));
    }
    let mut ours: Vec<Brute> = ci
        .cycles()
        .iter()
        .map(|c| Brute {
            header: c.header,
            blocks: c.blocks.iter().copied().collect(),
            entries: c.entries.iter().copied().collect(),
            depth: c.depth,
            parent_header: c.parent.map(|p| ci.cycle(p).header),
        })
        .collect();
    ours.sort();
    assert_eq!(ours, brute_cycles(g, &pos), "cycles of {g:?}");
    for (i, c) in ci.cycles().iter().enumerate() {
        let id = CycleId(i as u32);
        assert_eq!(c.blocks[0], c.header);
        assert_eq!(c.entries[0], c.header);
        let set: BTreeSet<NodeId> = c.blocks.iter().copied().collect();
        assert_eq!(set.len(), c.blocks.len(), "no duplicate blocks");
        for &ch in &c.children {
            assert_eq!(ci.cycle(ch).parent, Some(id));
        }
        for v in nodes(g) {
            assert_eq!(ci.contains(id, v), set.contains(&v));
        }
        // Natural-loop queries against their definitions.
        let latches: BTreeSet<NodeId> =
            g.preds(c.header).iter().copied().filter(|p| set.contains(p)).collect();
        assert_eq!(ci.latches(g, id).into_iter().collect::<BTreeSet<_>>(), latches);
        let exits: BTreeSet<NodeId> =
            c.blocks.iter().flat_map(|&b| g.succs(b).iter().copied()).filter(|s| !set.contains(s)).collect();
        assert_eq!(ci.exits(g, id).into_iter().collect::<BTreeSet<_>>(), exits);
        let exiting: BTreeSet<NodeId> =
            c.blocks.iter().copied().filter(|&b| g.succs(b).iter().any(|s| !set.contains(s))).collect();
        assert_eq!(ci.exiting_blocks(g, id).into_iter().collect::<BTreeSet<_>>(), exiting);
    }
    for v in nodes(g) {
        let innermost = ci
            .cycles()
            .iter()
            .enumerate()
            .filter(|(_, c)| c.blocks.contains(&v))
            .max_by_key(|(_, c)| c.depth);
        assert_eq!(ci.cycle_of(v), innermost.map(|(i, _)| CycleId(i as u32)));
    }
    let order = ci.print_order();
    assert_eq!(order.len(), ci.cycles().len());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn cycle_forest_matches_definition(g in arb_graph(10)) {
        check(&g);
    }

    #[test]
    fn structured_cfgs(g in arb_structured(10)) {
        check(&g);
    }

    /// The linear all-cycles exit lists equal the per-cycle ones, order included.
    #[test]
    fn all_exits_equal_each_cycles_exits(g in arb_graph(12)) {
        let ci = CycleInfo::compute(&g);
        let each: Vec<Vec<NodeId>> = (0..ci.cycles().len()).map(|c| ci.exits(&g, CycleId(c as u32))).collect();
        prop_assert_eq!(ci.all_exits(&g), each);
    }

    #[test]
    fn all_exits_equal_each_cycles_exits_structured(g in arb_structured(12)) {
        let ci = CycleInfo::compute(&g);
        let each: Vec<Vec<NodeId>> = (0..ci.cycles().len()).map(|c| ci.exits(&g, CycleId(c as u32))).collect();
        prop_assert_eq!(ci.all_exits(&g), each);
    }

}

#[test]
fn irreducible_two_entries() {
    // 0 -> 1, 0 -> 2, 1 <-> 2: one cycle with entries 1 and 2.
    let g = DiGraph::from_edges(4, NodeId(0), [(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)]);
    let ci = CycleInfo::compute(&g);
    assert_eq!(ci.cycles().len(), 1);
    let c = &ci.cycles()[0];
    // LLVM's DFS visits the last successor (2) first, so 2 is the header.
    assert_eq!(c.header, NodeId(2));
    assert_eq!(c.entries, vec![NodeId(2), NodeId(1)]);
    assert!(!ci.is_reducible(CycleId(0)));
}
