//! Brute-force checks of the convergence analysis on random CFGs (spec/convergence.md):
//! - precision: check mode's convergent nodes are exactly the reachable nodes with no divergent
//!   branch in their iterated control dependence set (computed naively from post-dominance by
//!   path enumeration), plus the never-executed ones;
//! - soundness: simulated executions of several threads (divergent branches: a per-thread random
//!   outcome at every visit; uniform branches: the k-th visit has one outcome shared by all
//!   threads) give every item check mode calls convergent equal counts in all threads; and
//!   every item assume mode calls convergent has equal counts in every execution whose barriers
//!   have equal counts (a well-synchronized execution).

mod common;

use common::{arb_cfg, nodes, reach};
use proptest::prelude::*;
use warpflow_analysis::cfg::CfgAnalyses;
use warpflow_analysis::convergence::{Convergence, ConvergenceInput, Mode, Rules};
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};

fn analyse(g: &DiGraph, divergent: &[bool], barriers: &[NodeId]) -> Convergence {
    let a = CfgAnalyses::compute(g);
    let input = ConvergenceInput { divergent, barriers, condition: None, rules: Rules::ALL };
    Convergence::compute(g, &a.pdom, &a.cycles, &a.cycle_equivalence, &input)
}

/// Naive post-dominance: `a` post-dominates `b` when every path from `b` to a root (then the
/// virtual exit) passes through `a`.
fn post_dominates(g: &DiGraph, roots: &[NodeId], a: NodeId, b: NodeId) -> bool {
    if a == b {
        return true;
    }
    let r = reach(g, &[b], Some(a), false);
    !roots.iter().any(|&x| x != a && r[x.index()])
}

fn naive_convergent(g: &DiGraph, divergent: &[bool]) -> Vec<bool> {
    let a = CfgAnalyses::compute(g);
    let roots = a.pdom.roots().to_vec();
    let n = g.node_count();
    let reachable = reach(g, &[g.entry()], None, false);
    // cd[y] = branches y is directly control dependent on.
    let mut cd: Vec<Vec<usize>> = vec![Vec::new(); n];
    for x in nodes(g) {
        for y in nodes(g) {
            let strictly = y != x && post_dominates(g, &roots, y, x);
            if !strictly && g.succs(x).iter().any(|&s| post_dominates(g, &roots, y, s)) {
                cd[y.index()].push(x.index());
            }
        }
    }
    (0..n)
        .map(|y| {
            if !reachable[y] {
                return true;
            }
            let mut seen = vec![false; n];
            let mut stack = cd[y].clone();
            while let Some(x) = stack.pop() {
                if std::mem::replace(&mut seen[x], true) {
                    continue;
                }
                stack.extend(cd[x].iter().copied());
            }
            !(0..n).any(|x| seen[x] && reachable[x] && divergent[x] && g.succs(NodeId(x as u32)).len() >= 2)
        })
        .collect()
}

fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Per-thread node and edge counts of one execution, or `None` when a thread does not finish
/// within the step bound.
fn simulate(g: &DiGraph, divergent: &[bool], threads: u64, seed: u64) -> Option<Vec<(Vec<u32>, Vec<u32>)>> {
    let n = g.node_count();
    let base: Vec<usize> = {
        let mut b = vec![0; n + 1];
        for v in 0..n {
            b[v + 1] = b[v] + g.succs(NodeId(v as u32)).len();
        }
        b
    };
    let mut out = Vec::new();
    for t in 0..threads {
        let mut nc = vec![0u32; n];
        let mut ec = vec![0u32; base[n]];
        let mut visits = vec![0u64; n];
        let mut v = g.entry();
        let mut steps = 0;
        loop {
            nc[v.index()] += 1;
            let succs = g.succs(v);
            if succs.is_empty() {
                break;
            }
            steps += 1;
            if steps > 64 {
                return None;
            }
            let k = visits[v.index()];
            visits[v.index()] += 1;
            let i = if succs.len() == 1 {
                0
            } else if divergent[v.index()] {
                (mix(seed ^ mix(t + 1) ^ mix((v.0 as u64) << 20 | k)) % succs.len() as u64) as usize
            } else {
                (mix(seed ^ mix((v.0 as u64) << 20 | k)) % succs.len() as u64) as usize
            };
            ec[base[v.index()] + i] += 1;
            v = succs[i];
        }
        out.push((nc, ec));
    }
    Some(out)
}

fn arb_case(max: usize) -> impl Strategy<Value = (DiGraph, Vec<bool>, Vec<bool>, u64)> {
    arb_cfg(max).prop_flat_map(|g| {
        let n = g.node_count();
        (
            Just(g),
            proptest::collection::vec(proptest::bool::weighted(0.4), n),
            proptest::collection::vec(proptest::bool::weighted(0.2), n),
            any::<u64>(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn check_mode_equals_iterated_control_dependence((g, divergent, _, _) in arb_case(9)) {
        let r = analyse(&g, &divergent, &[]);
        let expect = naive_convergent(&g, &divergent);
        let got: Vec<bool> = nodes(&g).map(|v| r.node_convergent(Mode::Check, v)).collect();
        prop_assert_eq!(got, expect);
    }

    #[test]
    fn convergent_items_have_equal_counts((g, divergent, barrier_flags, seed) in arb_case(8)) {
        let barriers: Vec<NodeId> = nodes(&g).filter(|v| barrier_flags[v.index()]).collect();
        let r = analyse(&g, &divergent, &barriers);
        let n = g.node_count();
        for run in 0..24u64 {
            let Some(exec) = simulate(&g, &divergent, 4, mix(seed ^ run)) else { continue };
            let equal_node = |v: usize| exec.iter().all(|(nc, _)| nc[v] == exec[0].0[v]);
            let equal_edge = |e: usize| exec.iter().all(|(_, ec)| ec[e] == exec[0].1[e]);
            let synchronized = barriers.iter().all(|b| equal_node(b.index()));
            for v in 0..n {
                let node = NodeId(v as u32);
                if r.node_convergent(Mode::Check, node) {
                    prop_assert!(equal_node(v), "check mode: node {} counts {:?}", v, exec.iter().map(|x| x.0[v]).collect::<Vec<_>>());
                }
                if synchronized && r.node_convergent(Mode::Assume, node) {
                    prop_assert!(equal_node(v), "assume mode: node {} counts {:?}", v, exec.iter().map(|x| x.0[v]).collect::<Vec<_>>());
                }
                for i in 0..g.succs(node).len() {
                    let e = r.edge_index(node, i);
                    if r.edge_convergent(Mode::Check, node, i) {
                        prop_assert!(equal_edge(e), "check mode: edge {}#{}", v, i);
                    }
                    if synchronized && r.edge_convergent(Mode::Assume, node, i) {
                        prop_assert!(equal_edge(e), "assume mode: edge {}#{}", v, i);
                    }
                }
            }
        }
    }

    #[test]
    fn assume_mode_contains_check_mode((g, divergent, barrier_flags, _) in arb_case(10)) {
        let barriers: Vec<NodeId> = nodes(&g).filter(|v| barrier_flags[v.index()]).collect();
        let r = analyse(&g, &divergent, &barriers);
        for v in nodes(&g) {
            prop_assert!(!r.node_convergent(Mode::Check, v) || r.node_convergent(Mode::Assume, v));
        }
        for &b in &barriers {
            prop_assert!(r.node_convergent(Mode::Assume, b));
        }
        let check = r.convergent_edges(Mode::Check);
        let assume = r.convergent_edges(Mode::Assume);
        prop_assert!(check.iter().all(|e| assume.contains(e)));
    }
}
