//! Property test: the join queries that skip exits a nested header already pushed the same
//! label to (`JoinContext::push_to_exits`), settle blocks whose label is final before the heap
//! hands them out, and stop when one label is left give the same joins, divergent cycle exits
//! and back-edge-joined cycles, in the same order, as the plain propagation, on random graphs,
//! on loop nests whose levels leave early to random blocks (the shape the skipping is for) and
//! on mostly acyclic graphs with a few loops (the shapes the settling and the stop are for, and
//! the loops they must not stop in). On ladders and else-if chains the work is counted: the
//! blocks the queries process grow linearly with the rungs.

mod common;

use common::{arb_graph, arb_structured};
use proptest::prelude::*;
use warpflow_analysis::graph::{DiGraph, NodeId};
use warpflow_analysis::uniformity::{all_join_queries, JoinQueries};

/// A nest of `levels` loops: header `h_i` (node 1 + 2i) enters level i + 1 (the innermost
/// enters a body), latch `l_i` (node 2 + 2i) goes back to `h_i` or out to `l_{i-1}`; then
/// `extra` edges from random headers, latches or the body to random blocks: early exits to
/// an outer level or to a cleanup chain of `cleanup` blocks after the nest, or edges that
/// make more cycles.
fn arb_nest() -> impl Strategy<Value = DiGraph> {
    (1usize..7, 0usize..5).prop_flat_map(|(levels, cleanup)| {
        let n = 2 + 2 * levels + cleanup + 1;
        let extra = proptest::collection::vec((0..n as u32, 0..n as u32), 0..=levels + 3);
        extra.prop_map(move |extra| {
            let body = 1 + 2 * levels as u32;
            let exit = (n - 1) as u32;
            let h = |i: usize| 1 + 2 * i as u32;
            let l = |i: usize| 2 + 2 * i as u32;
            let mut edges: Vec<(u32, u32)> = vec![(0, h(0))];
            for i in 0..levels {
                edges.push((h(i), if i + 1 < levels { h(i + 1) } else { body }));
                edges.push((l(i), h(i)));
                edges.push((l(i), if i > 0 { l(i - 1) } else { exit }));
            }
            edges.push((body, l(levels - 1)));
            let first_cleanup = body + 1;
            for c in 0..cleanup as u32 {
                let at = first_cleanup + c;
                edges.push((at, if c + 1 < cleanup as u32 { at + 1 } else { exit }));
            }
            for (a, b) in extra {
                if a != exit && b != 0 {
                    edges.push((a, b));
                }
            }
            DiGraph::from_edges(n, NodeId(0), edges)
        })
    })
}

/// The fast queries of `g` (with what they did), after checking that they equal the plain
/// propagation's, which skips, settles and stops nothing.
fn fast_queries(g: &DiGraph, k: u32) -> JoinQueries {
    let fast = all_join_queries(g, false);
    let full = all_join_queries(g, true);
    assert_eq!(fast.queries, full.queries, "k = {k}");
    assert_eq!(
        (full.runs_skipped, full.stops, full.settled),
        (0, 0, 0),
        "k = {k}: the plain propagation took a shortcut"
    );
    fast
}

fn same(g: &DiGraph) -> Result<(), TestCaseError> {
    prop_assert_eq!(all_join_queries(g, false).queries, all_join_queries(g, true).queries);
    Ok(())
}

/// Graphs of `n` blocks whose edges mostly go forward (from a lower to a higher number), with
/// a few going back (loops, some of them irreducible), and every block but the last with a
/// successor, so most branches lie in no cycle and their sides reach loops after them.
fn arb_mostly_acyclic() -> impl Strategy<Value = DiGraph> {
    (3usize..16).prop_flat_map(|n| {
        let forward = proptest::collection::vec((0..n as u32, 0..n as u32), n..=3 * n);
        let back = proptest::collection::vec((0..n as u32, 0..n as u32), 0..3);
        (forward, back).prop_map(move |(forward, back)| {
            let mut edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
            edges.extend(forward.into_iter().filter(|(a, b)| a < b));
            edges.extend(back.into_iter().filter(|&(a, b)| b < a && b > 0));
            DiGraph::from_edges(n, NodeId(0), edges)
        })
    })
}

/// A ladder of `k` guards (`if (c_i) goto out;` in a row) on each of two sides of a branch,
/// the rungs of the sides joined pairwise (as `scripts/bench-commands` writes `ladder`):
/// entry 0 branches to `a_0` and `b_0`; `a_i` = 1 + 5i goes to `x_i` = 2 + 5i or `a_{i+1}`,
/// `b_i` = 3 + 5i to `y_i` = 4 + 5i or `b_{i+1}`; `x_i` and `y_i` go to `j_i` = 5 + 5i, which
/// goes to the exit 1 + 5k, as do the last rungs' guards `a_{k-1}` and `b_{k-1}` when they
/// do not branch to their arm.
fn ladder(k: u32) -> DiGraph {
    let exit = 1 + 5 * k;
    let (a, x, b, y, j) =
        (|i: u32| 1 + 5 * i, |i: u32| 2 + 5 * i, |i: u32| 3 + 5 * i, |i: u32| 4 + 5 * i, |i: u32| 5 + 5 * i);
    let next = |f: &dyn Fn(u32) -> u32, i: u32| if i + 1 < k { f(i + 1) } else { exit };
    let mut edges = vec![(0, a(0)), (0, b(0))];
    for i in 0..k {
        edges.extend([(a(i), x(i)), (a(i), next(&a, i)), (b(i), y(i)), (b(i), next(&b, i))]);
        edges.extend([(x(i), j(i)), (y(i), j(i)), (j(i), exit)]);
    }
    DiGraph::from_edges(exit as usize + 1, NodeId(0), edges)
}

/// A bail-out nest of `k` levels (as `scripts/bench-commands` writes it): entry 0, headers
/// `h_i` = 1 + i, body k + 1, latches `l_i` = 2k + 1 - i, cleanup blocks `bail_i` = 2k + 2 + i,
/// exit 3k + 2. Header `h_i` leaves early to `bail_i`, and `bail_i` falls to `bail_{i-1}`.
fn bail_nest(k: u32) -> DiGraph {
    let (h, l, bail) = (|i: u32| 1 + i, move |i: u32| 2 * k + 1 - i, move |i: u32| 2 * k + 2 + i);
    let (body, exit) = (k + 1, 3 * k + 2);
    let mut edges = vec![(0, h(0)), (body, l(k - 1))];
    for i in 0..k {
        edges.push((h(i), bail(i)));
        edges.push((h(i), if i + 1 < k { h(i + 1) } else { body }));
        edges.push((l(i), h(i)));
        edges.push((l(i), if i > 0 { l(i - 1) } else { exit }));
        edges.push((bail(i), if i > 0 { bail(i - 1) } else { exit }));
    }
    DiGraph::from_edges(exit as usize + 1, NodeId(0), edges)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    #[test]
    fn skipping_pushes_changes_nothing_on_nests(g in arb_nest()) {
        same(&g)?;
    }
}

proptest! {
    // The case the log of late joins is for is rare in random nests (1 in about 100,000 before
    // shrinking): more cases here, and the shrunk one below.
    #![proptest_config(ProptestConfig::with_cases(20000))]
    #[test]
    fn skipping_pushes_changes_nothing_on_many_nests(g in arb_nest()) {
        same(&g)?;
    }

    #[test]
    fn skipping_pushes_changes_nothing_on_random_graphs(g in arb_graph(12)) {
        same(&g)?;
    }

    #[test]
    fn skipping_pushes_changes_nothing_on_structured_graphs(g in arb_structured(14)) {
        same(&g)?;
    }

    #[test]
    fn stopping_with_one_label_changes_nothing(g in arb_mostly_acyclic()) {
        same(&g)?;
    }
}

/// Ladders: the queries of the guards stop with one label left, change nothing, and give the
/// expected joins: the entry's branch joins every rung's `j_i` and the exit, each guard the
/// exit only. A rung's arm and its `j_i` settle at once (`j_i`'s edge from the other side's
/// arm comes from a block no path from the guard reaches, which one of the two post-orders
/// tells), so each guard's query processes a few blocks, not the rest of the ladder: without
/// the settling the ladders process about k^2 / 2 blocks.
#[test]
fn ladders_stop_with_one_label_left() {
    for k in 1..40 {
        let run = fast_queries(&ladder(k), k);
        assert!(run.stops >= 2 * k as u64 - 1, "k = {k}: {} stops", run.stops);
        let processed = run.settled + run.popped;
        assert!(processed <= 5 * k as u64 + 8 * 2 * k as u64, "k = {k}: {processed} blocks processed");
        let exit = NodeId(1 + 5 * k);
        for (branch, joins, exits, cycles) in &run.queries {
            assert!(exits.is_empty() && cycles.is_empty());
            let mut joins = joins.clone();
            joins.sort();
            if branch.0 == 0 {
                let mut want: Vec<NodeId> = (0..k).map(|i| NodeId(5 + 5 * i)).collect();
                want.push(exit);
                assert_eq!(joins, want, "k = {k}");
            } else {
                assert_eq!(joins, vec![exit], "k = {k}, branch {branch:?}");
            }
        }
    }
}

/// Bail-out nests: the skipping runs (a header two levels out of the branch finds its child's
/// push), changes nothing, and the innermost header's query still lists every cleanup block
/// below its own as a join.
#[test]
fn bail_out_nests() {
    for k in 2..12 {
        let run = fast_queries(&bail_nest(k), k);
        let (fast, skipped) = (run.queries, run.runs_skipped);
        if k >= 3 {
            assert!(skipped > 0, "k = {k}: nothing skipped");
        }
        let inner = 1 + (k - 1);
        let (_, joins, exits, _) =
            fast.iter().find(|q| q.0 == NodeId(inner)).expect("the innermost header branches");
        assert_eq!(
            exits,
            &vec![NodeId(2 * k + 2 + (k - 1))],
            "k = {k}: its own cleanup block leaves the nest"
        );
        let mut joins: Vec<u32> = joins.iter().map(|n| n.0).collect();
        joins.sort();
        let want: Vec<u32> = (2 * k + 2..2 * k + 2 + (k - 1)).chain([3 * k + 2]).collect();
        assert_eq!(joins, want, "k = {k}");
    }
}

/// A block that the nested header's push labels, that becomes a join before the outer header
/// pushes the same label (another edge from the outer cycle brings a second label), is listed
/// as a divergent exit by the outer push; the skipping finds it in the log of late joins (the
/// shrunk case of `skipping_pushes_changes_nothing_on_nests`, which fails when it is not).
#[test]
fn a_late_join_is_listed_by_the_outer_push() {
    // In this order, so that every block's successor and predecessor lists are the shrunk
    // case's (the join query depends on both orders).
    let edges = vec![
        (0, 1),
        (1, 3),
        (2, 1),
        (2, 14),
        (3, 5),
        (4, 3),
        (4, 2),
        (5, 7),
        (6, 5),
        (6, 4),
        (7, 9),
        (8, 7),
        (8, 6),
        (9, 11),
        (10, 9),
        (10, 8),
        (11, 13),
        (12, 11),
        (8, 11),
        (12, 10),
        (12, 13),
        (2, 13),
        (12, 6),
        (13, 12),
        (10, 12),
    ];
    let g = DiGraph::from_edges(15, NodeId(0), edges);
    let fast = all_join_queries(&g, false);
    assert!(fast.runs_skipped > 0);
    assert_eq!(fast.queries, all_join_queries(&g, true).queries);
}

/// An else-if chain of `k` tests (`if (t == 0) s_0; else if (t == 1) s_1; ...`, all leaving to
/// one exit): test `c_i` = 1 + 2i goes to its statement `s_i` = 2 + 2i and to the next test (the
/// exit after the last), in the order `then_first` says; each `s_i` goes to the exit 1 + 2k.
fn else_if_chain(k: u32, then_first: bool) -> DiGraph {
    let exit = 1 + 2 * k;
    let mut edges = vec![(0, 1)];
    for i in 0..k {
        let (c, s, next) = (1 + 2 * i, 2 + 2 * i, if i + 1 < k { 3 + 2 * i } else { exit });
        edges.extend(if then_first { [(c, s), (c, next)] } else { [(c, next), (c, s)] });
        edges.push((s, exit));
    }
    DiGraph::from_edges(exit as usize + 1, NodeId(0), edges)
}

/// Else-if chains in both successor orders: every test joins at the exit only, the queries
/// change nothing, and they process O(1) blocks per test. With the statement's edge second,
/// the modified post-order numbers every statement after the rest of the chain, so without the
/// settling each test's query walked the rest of the chain (`opt-19` walks it in both orders).
#[test]
fn else_if_chains_cost_a_few_blocks_per_test() {
    for then_first in [false, true] {
        for k in 1..60 {
            let run = fast_queries(&else_if_chain(k, then_first), k);
            let exit = NodeId(1 + 2 * k);
            assert_eq!(run.queries.len(), k as usize);
            for (branch, joins, exits, cycles) in &run.queries {
                assert_eq!(joins, &vec![exit], "k = {k}, branch {branch:?}");
                assert!(exits.is_empty() && cycles.is_empty());
            }
            let processed = run.settled + run.popped;
            assert!(
                processed <= 4 * k as u64,
                "k = {k}, then first {then_first}: {processed} blocks processed"
            );
        }
    }
}

/// `k` loops in a row, each left only from inside a divergent `if` (the shape of
/// `tests/data/soundness/loop-exit-inside-if.ll`): entry 0; loop `i` has header `h_i` = 1 + 4i
/// branching to `t_i` = 2 + 4i or to the join `j_i` = 4 + 4i; `t_i` leaves to the next header
/// (the exit 1 + 4k after the last) or goes to `m_i` = 3 + 4i, which falls to `j_i`, the latch.
fn exit_inside_if_loops(k: u32) -> DiGraph {
    let (h, t, m, j) = (|i: u32| 1 + 4 * i, |i: u32| 2 + 4 * i, |i: u32| 3 + 4 * i, |i: u32| 4 + 4 * i);
    let exit = 1 + 4 * k;
    let mut edges = vec![(0, h(0))];
    for i in 0..k {
        let next = if i + 1 < k { h(i + 1) } else { exit };
        edges.extend([(h(i), t(i)), (h(i), j(i)), (t(i), next), (t(i), m(i)), (m(i), j(i)), (j(i), h(i))]);
    }
    DiGraph::from_edges(exit as usize + 1, NodeId(0), edges)
}

/// Each header's branch has `t_i` as immediate post-dominator, and lanes meet after it at
/// `j_i` in one iteration: `j_i` is a join (found by the second run through `t_i`), and the
/// loop's exit a divergent one. The second run stays in the loop, so each query costs a few
/// blocks; carried past the loop (as the header's push to its exits did at first, and as a
/// run to the end would) it walks every later loop, about k^2 / 2 blocks in all.
#[test]
fn loops_left_inside_an_if_cost_a_few_blocks_each() {
    for k in 1..40 {
        let run = fast_queries(&exit_inside_if_loops(k), k);
        for (branch, joins, exits, _) in &run.queries {
            let i = (branch.0 - 1) / 4;
            if (branch.0 - 1) % 4 == 0 {
                assert!(joins.contains(&NodeId(4 + 4 * i)), "k = {k}: h_{i}'s joins {joins:?}");
                assert!(
                    exits.contains(&NodeId(if i + 1 < k { 5 + 4 * i } else { 1 + 4 * k })),
                    "k = {k}: {exits:?}"
                );
            }
        }
        let processed = run.settled + run.popped;
        assert!(processed <= 12 * k as u64, "k = {k}: {processed} blocks processed");
    }
}
