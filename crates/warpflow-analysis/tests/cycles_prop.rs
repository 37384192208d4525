//! Property tests: the cycle forest against its recursive definition (maximal strongly
//! connected subgraphs, header = first entry in DFS preorder, children = maximal cycles without
//! the header), and natural-loop queries against their definitions; and the shared block order
//! (every cycle a slice of it) against LLVM's per-cycle block lists, built here the old way.

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
        .enumerate()
        .map(|(i, c)| Brute {
            header: c.header,
            blocks: ci.blocks(CycleId(i as u32)).iter().copied().collect(),
            entries: c.entries.iter().copied().collect(),
            depth: c.depth,
            parent_header: c.parent.map(|p| ci.cycle(p).header),
        })
        .collect();
    ours.sort();
    assert_eq!(ours, brute_cycles(g, &pos), "cycles of {g:?}");
    for (i, c) in ci.cycles().iter().enumerate() {
        let id = CycleId(i as u32);
        let blocks = ci.blocks(id);
        assert_eq!(blocks[0], c.header);
        assert_eq!(c.entries[0], c.header);
        let set: BTreeSet<NodeId> = blocks.iter().copied().collect();
        assert_eq!(set.len(), blocks.len(), "no duplicate blocks");
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
            blocks.iter().flat_map(|&b| g.succs(b).iter().copied()).filter(|s| !set.contains(s)).collect();
        assert_eq!(ci.exits(g, id).into_iter().collect::<BTreeSet<_>>(), exits);
        let exiting: BTreeSet<NodeId> =
            blocks.iter().copied().filter(|&b| g.succs(b).iter().any(|s| !set.contains(s))).collect();
        assert_eq!(ci.exiting_blocks(g, id).into_iter().collect::<BTreeSet<_>>(), exiting);
    }
    for v in nodes(g) {
        let innermost = ci
            .cycles()
            .iter()
            .enumerate()
            .filter(|&(i, _)| ci.blocks(CycleId(i as u32)).contains(&v))
            .max_by_key(|(_, c)| c.depth);
        assert_eq!(ci.cycle_of(v), innermost.map(|(i, _)| CycleId(i as u32)));
    }
    let order = ci.print_order();
    assert_eq!(order.len(), ci.cycles().len());
}

/// One cycle as the forest used to store it: its own list of blocks, nested cycles' included.
#[derive(Debug, PartialEq, Eq)]
struct Listed {
    header: NodeId,
    entries: Vec<NodeId>,
    blocks: Vec<NodeId>,
    parent: Option<u32>,
    children: Vec<u32>,
}

/// LLVM's cycle discovery with a block list per cycle (a child's list copied into its parent's
/// when adopted): the representation the shared block order replaced, written naively (no
/// union-find, linear searches), to check the new one against. Returns the cycles in discovery
/// order and the top-level list.
fn listed_cycles(g: &DiGraph) -> (Vec<Listed>, Vec<u32>) {
    // LLVM's DFS: all successors pushed, the last visited first; 1-based preorder numbers.
    let n = g.node_count();
    let (mut start, mut end, mut preorder) = (vec![0u32; n], vec![0u32; n], Vec::new());
    let (mut stack, mut open, mut counter) = (vec![g.entry()], Vec::new(), 0u32);
    while let Some(&b) = stack.last() {
        if start[b.index()] == 0 {
            open.push(stack.len());
            stack.extend_from_slice(g.succs(b));
            counter += 1;
            start[b.index()] = counter;
            preorder.push(b);
        } else {
            if open.last() == Some(&stack.len()) {
                end[b.index()] = counter;
                open.pop();
            }
            stack.pop();
        }
    }
    let in_subtree = |h: NodeId, v: NodeId| {
        start[v.index()] != 0 && start[h.index()] <= start[v.index()] && start[v.index()] <= end[h.index()]
    };
    let mut cycles: Vec<Listed> = Vec::new();
    let mut top: Vec<u32> = Vec::new();
    let mut innermost: Vec<Option<u32>> = vec![None; n];
    for &h in preorder.iter().rev() {
        let mut work: Vec<NodeId> = g.preds(h).iter().rev().copied().filter(|&p| in_subtree(h, p)).collect();
        if work.is_empty() {
            continue;
        }
        let id = cycles.len() as u32;
        let mut c =
            Listed { header: h, entries: vec![h], blocks: vec![h], parent: None, children: Vec::new() };
        innermost[h.index()] = Some(id);
        let process = |b: NodeId, work: &mut Vec<NodeId>, c: &mut Listed| {
            let mut entry = false;
            for &p in g.preds(b).iter().rev() {
                if in_subtree(h, p) {
                    work.push(p);
                } else {
                    entry = true;
                }
            }
            if entry {
                c.entries.push(b);
            }
        };
        while let Some(b) = work.pop() {
            if b == h {
                continue;
            }
            match innermost[b.index()] {
                Some(mut t) => {
                    // The outermost cycle holding `b` so far (the one being built has id `id`).
                    while t != id {
                        match cycles[t as usize].parent {
                            Some(p) => t = p,
                            None => break,
                        }
                    }
                    if t == id {
                        continue;
                    }
                    if let Some(pos) = top.iter().position(|&x| x == t) {
                        top.swap_remove(pos);
                        cycles[t as usize].parent = Some(id);
                        c.children.push(t);
                        c.blocks.extend(cycles[t as usize].blocks.clone());
                        for e in cycles[t as usize].entries.clone() {
                            process(e, &mut work, &mut c);
                        }
                    }
                }
                None => {
                    innermost[b.index()] = Some(id);
                    c.blocks.push(b);
                    process(b, &mut work, &mut c);
                }
            }
        }
        cycles.push(c);
        top.push(id);
    }
    (cycles, top)
}

/// The shared block order against the per-cycle lists: same cycles, same lists in the same
/// order; each child a contiguous piece of its parent; own blocks, nesting and the all-cycles
/// exiting lists against their definitions.
fn check_shared_order(g: &DiGraph) {
    let ci = CycleInfo::compute(g);
    let (listed, top) = listed_cycles(g);
    assert_eq!(ci.cycles().len(), listed.len(), "cycle count of {g:?}");
    assert_eq!(ci.top_level().iter().map(|c| c.0).collect::<Vec<_>>(), top);
    let all_exiting = ci.all_exiting_blocks(g);
    for (i, old) in listed.iter().enumerate() {
        let id = CycleId(i as u32);
        let c = ci.cycle(id);
        let now = Listed {
            header: c.header,
            entries: c.entries.clone(),
            blocks: ci.blocks(id).to_vec(),
            parent: c.parent.map(|p| p.0),
            children: c.children.iter().map(|ch| ch.0).collect(),
        };
        assert_eq!(&now, old, "cycle {i} of {g:?}");
        assert_eq!(ci.block_count(id), old.blocks.len());
        let own: Vec<NodeId> = old.blocks.iter().copied().filter(|&b| ci.cycle_of(b) == Some(id)).collect();
        assert_eq!(ci.own_blocks(id), own.as_slice());
        // A child's slice lies inside its parent's, as one piece.
        if let Some(p) = c.parent {
            let (pb, cb) = (ci.blocks(p).as_ptr_range(), ci.blocks(id).as_ptr_range());
            assert!(pb.start <= cb.start && cb.end <= pb.end);
        }
        assert_eq!(all_exiting[i], ci.exiting_blocks(g, id));
        for j in 0..listed.len() {
            let other = CycleId(j as u32);
            // Nested by the parent chain.
            let mut x = Some(other);
            while x.is_some_and(|x| x != id) {
                x = ci.cycle(x.unwrap()).parent;
            }
            assert_eq!(ci.is_nested_in(other, id), x.is_some());
            // The child of `id` on the way to `other`, by the parent chain.
            let mut towards = None;
            let mut y = Some(other);
            while let Some(v) = y {
                if ci.cycle(v).parent == Some(id) {
                    towards = Some(v);
                }
                y = ci.cycle(v).parent;
            }
            assert_eq!(ci.child_towards(Some(id), other), towards);
        }
        let mut root = id;
        while let Some(p) = ci.cycle(root).parent {
            root = p;
        }
        assert_eq!(ci.child_towards(None, id), Some(root));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn shared_block_order_equals_per_cycle_lists(g in arb_graph(12)) {
        check_shared_order(&g);
    }

    #[test]
    fn shared_block_order_equals_per_cycle_lists_structured(g in arb_structured(14)) {
        check_shared_order(&g);
    }

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

/// 5,000 nested loops (deeper than a recursive walk of the cycle tree survives on a test
/// thread's stack): each cycle is the slice from its header to its latch, and the slices nest.
#[test]
fn deep_nest_is_one_order() {
    let k = 5000u32;
    // Blocks: entry 0, headers 1..=k, body k+1, latches k+2..=2k+1 (latch of loop j is
    // 2k+1-j), exit 2k+2.
    let mut edges = vec![(0, 1)];
    for j in 1..k {
        edges.push((j, j + 1));
    }
    edges.push((k, k + 1));
    edges.push((k + 1, k + 2));
    for j in (1..=k).rev() {
        let latch = 2 * k + 2 - j;
        edges.push((latch, j));
        edges.push((latch, latch + 1));
    }
    let g = DiGraph::from_edges(2 * k as usize + 3, NodeId(0), edges);
    let ci = CycleInfo::compute(&g);
    assert_eq!(ci.cycles().len(), k as usize);
    assert_eq!(ci.top_level().len(), 1);
    let outer = ci.top_level()[0];
    assert_eq!(ci.cycle(outer).header, NodeId(1));
    assert_eq!(ci.block_count(outer), 2 * k as usize + 1);
    let innermost = ci.cycle_of(NodeId(k + 1)).expect("the body is in every loop");
    assert_eq!(ci.cycle(innermost).depth, k);
    assert_eq!(ci.blocks(innermost).len(), 3);
    assert!(ci.is_nested_in(innermost, outer));
    assert_eq!(ci.child_towards(Some(outer), innermost), ci.cycle(outer).children.first().copied());
    // Each loop's blocks: its own header and latch plus exactly the next loop's.
    let mut c = outer;
    while let Some(&ch) = ci.cycle(c).children.first() {
        assert_eq!(ci.block_count(c), ci.block_count(ch) + 2);
        assert_eq!(ci.own_blocks(c).len(), 2);
        c = ch;
    }
    let exits = ci.all_exits(&g);
    assert_eq!(exits[outer.index()], vec![NodeId(2 * k + 2)]);
}
