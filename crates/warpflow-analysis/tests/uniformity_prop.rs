//! Property test: on random acyclic CFGs, the join points of a branch (label propagation with
//! the post-dominator stop) equal the brute-force definition: blocks reachable from two
//! different successors of the branch along vertex-disjoint paths that avoid the branch.

use proptest::prelude::*;
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};
use warpflow_analysis::uniformity::join_points;

/// Random DAGs: edges only go from lower to higher node numbers; node 0 is the entry.
fn arb_dag(max: usize) -> impl Strategy<Value = (DiGraph, u32)> {
    (2..=max).prop_flat_map(|n| {
        let edges = proptest::collection::vec((0..n as u32, 0..n as u32), 1..=3 * n);
        (edges, 0..n as u32).prop_map(move |(es, b)| {
            let mut g = DiGraph::new(n, NodeId(0));
            for (a, c) in es {
                let (lo, hi) = (a.min(c), a.max(c));
                if lo != hi {
                    g.add_edge(NodeId(lo), NodeId(hi));
                }
            }
            (g, b)
        })
    })
}

/// All simple paths from `s` to `t` avoiding `avoid`, as node sets.
fn paths(g: &DiGraph, s: u32, t: u32, avoid: u32, out: &mut Vec<Vec<u32>>, cur: &mut Vec<u32>) {
    if s == avoid || cur.contains(&s) {
        return;
    }
    cur.push(s);
    if s == t {
        out.push(cur.clone());
    } else {
        for &x in g.succs(NodeId(s)) {
            paths(g, x.0, t, avoid, out, cur);
        }
    }
    cur.pop();
}

fn reachable(g: &DiGraph, from: u32) -> Vec<bool> {
    let mut seen = vec![false; g.node_count()];
    let mut st = vec![from];
    while let Some(v) = st.pop() {
        if !std::mem::replace(&mut seen[v as usize], true) {
            st.extend(g.succs(NodeId(v)).iter().map(|x| x.0));
        }
    }
    seen
}

fn brute(g: &DiGraph, b: u32) -> Vec<u32> {
    let succs: Vec<u32> = {
        let mut v: Vec<u32> = g.succs(NodeId(b)).iter().map(|x| x.0).collect();
        v.sort();
        v.dedup();
        v
    };
    let mut out = Vec::new();
    if succs.len() < 2 || !reachable(g, 0)[b as usize] {
        return out;
    }
    for x in 0..g.node_count() as u32 {
        let mut ok = false;
        'pairs: for &s1 in &succs {
            for &s2 in &succs {
                if s1 == s2 {
                    continue;
                }
                let (mut p1, mut p2) = (Vec::new(), Vec::new());
                paths(g, s1, x, b, &mut p1, &mut Vec::new());
                paths(g, s2, x, b, &mut p2, &mut Vec::new());
                for a in &p1 {
                    for c in &p2 {
                        if a.iter().all(|n| *n == x || !c.contains(n)) {
                            ok = true;
                            break 'pairs;
                        }
                    }
                }
            }
        }
        if ok {
            out.push(x);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn joins_equal_disjoint_paths((g, b) in arb_dag(9)) {
        let mut ours: Vec<u32> = join_points(&g, NodeId(b)).iter().map(|n| n.0).collect();
        ours.sort();
        prop_assert_eq!(ours, brute(&g, b));
    }
}

/// The generator above makes many graphs without a join; this pins cases that have one, so the
/// property cannot pass by both sides being empty: a diamond with a side exit and a nested
/// diamond (0 -> 1,2; 1 -> 3,4; 2 -> 5; 3,4 -> 5; joins of 0: {5}; of 1: {5}, since 3 and 4 both
/// reach 5 and 5 is the first block reached from 1 along disjoint paths).
#[test]
fn known_joins_match_brute_force() {
    let g = DiGraph::from_edges(6, NodeId(0), [(0, 1), (0, 2), (1, 3), (1, 4), (2, 5), (3, 5), (4, 5)]);
    for b in [0, 1] {
        let mut ours: Vec<u32> = join_points(&g, NodeId(b)).iter().map(|n| n.0).collect();
        ours.sort();
        assert_eq!(ours, vec![5], "joins of {b}");
        assert_eq!(brute(&g, b), vec![5], "brute-force joins of {b}");
    }
    let mut ours: Vec<u32> = join_points(&g, NodeId(2)).iter().map(|n| n.0).collect();
    ours.sort();
    assert!(ours.is_empty(), "a block with one successor has no join points: {ours:?}");
}
