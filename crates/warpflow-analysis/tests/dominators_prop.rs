//! Property tests: dominator and post-dominator trees against brute-force definitions and
//! against the Cooper-Harvey-Kennedy oracle.

mod common;

use common::{arb_graph, arb_structured, nodes, reach};
use proptest::prelude::*;
use warpflow_analysis::dominators::{simple, DomTree, PostDomTree};
use warpflow_analysis::graph::{CsrGraph, DiGraph, Graph, NodeId};

fn check_dominators(g: &DiGraph) {
    let d = DomTree::compute(g);
    let reachable = reach(g, &[g.entry()], None, false);
    for b in nodes(g) {
        assert_eq!(d.is_reachable(b), reachable[b.index()]);
    }
    for a in nodes(g) {
        let without_a = reach(g, &[g.entry()], Some(a), false);
        for b in nodes(g) {
            let brute = a == b || !reachable[b.index()] || !without_a[b.index()];
            assert_eq!(d.dominates(a, b), brute, "dominates({a:?}, {b:?}) in {g:?}");
        }
    }
    // idom is the strict dominator dominated by every other strict dominator.
    for b in nodes(g) {
        if !reachable[b.index()] || b == g.entry() {
            assert_eq!(d.idom(b), None);
            continue;
        }
        let i = d.idom(b).expect("reachable non-entry node has an idom");
        assert!(d.strictly_dominates(i, b));
        for a in nodes(g) {
            if reachable[a.index()] && d.strictly_dominates(a, b) {
                assert!(d.dominates(a, i));
            }
        }
    }
    let oracle = simple::dominators(g);
    assert_eq!(oracle.reachable, reachable);
    for b in nodes(g) {
        assert_eq!(d.idom(b), oracle.idom[b.index()], "Lengauer-Tarjan vs CHK at {b:?} in {g:?}");
        for &c in d.children(b) {
            assert_eq!(d.idom(c), Some(b));
        }
    }
    // RPO: reachable nodes, each after its idom.
    let rpo = d.rpo();
    assert_eq!(rpo.len(), reachable.iter().filter(|&&r| r).count());
    let mut pos = vec![usize::MAX; g.node_count()];
    for (i, v) in rpo.iter().enumerate() {
        pos[v.index()] = i;
    }
    for &v in rpo {
        if let Some(i) = d.idom(v) {
            assert!(pos[i.index()] < pos[v.index()]);
        }
    }
}

fn check_post_dominators(g: &DiGraph) {
    check_post_dominator_tree(g, &PostDomTree::compute_llvm(g), true);
    let p = PostDomTree::compute(g);
    check_post_dominator_tree(g, &p, false);
    // The proofs' tree: the roots are the exits, then every node that reaches none.
    let exits: Vec<NodeId> = nodes(g).filter(|&v| g.succs(v).is_empty()).collect();
    let reaches_exit = reach(g, &exits, None, true);
    let mut expected = exits.clone();
    expected.extend(nodes(g).filter(|v| !reaches_exit[v.index()]));
    assert_eq!(p.roots(), expected, "{g:?}");
    // What the analyses read into "a post-dominates b": every thread that runs b reaches a,
    // where a thread that can still reach an exit is taken to reach one (a loop that can exit
    // does, as LLVM assumes), and one in a region that reaches no exit stays there forever. By
    // brute force: without a, b reaches no exit and no node of such a region. (LLVM's tree
    // fails this: a loop's root "post-dominates" blocks that go round without it.)
    for a in nodes(g) {
        for b in nodes(g).filter(|&b| b != a && p.post_dominates(a, b)) {
            let seen = reach(g, &[b], Some(a), false);
            for v in nodes(g).filter(|v| seen[v.index()]) {
                assert!(
                    !g.succs(v).is_empty(),
                    "{a:?} pdom {b:?}, but {b:?} exits at {v:?} avoiding it: {g:?}"
                );
                assert!(
                    reaches_exit[v.index()],
                    "{a:?} pdom {b:?}, but {b:?} enters the endless {v:?} avoiding it: {g:?}"
                );
            }
        }
    }
}

/// The tree's own definition (paths to the virtual exit through its roots) and, for LLVM's
/// choice of roots (`llvm`), LLVM's root properties.
fn check_post_dominator_tree(g: &DiGraph, p: &PostDomTree, llvm: bool) {
    let roots = p.roots().to_vec();
    for v in nodes(g) {
        if g.succs(v).is_empty() {
            assert!(roots.contains(&v), "exit {v:?} is a root");
        }
    }
    let reaches_root = reach(g, &roots, None, true);
    assert!(reaches_root.iter().all(|&r| r), "every node reaches a root");
    if llvm {
        for &r in &roots {
            let from_r = reach(g, g.succs(r), None, false);
            for &o in &roots {
                assert!(o == r || !from_r[o.index()], "root {r:?} reaches root {o:?}");
            }
        }
    }
    for a in nodes(g) {
        let reaches_without_a = reach(g, &roots, Some(a), true);
        for b in nodes(g) {
            let brute = a == b || !reaches_without_a[b.index()];
            assert_eq!(p.post_dominates(a, b), brute, "post_dominates({a:?}, {b:?}) in {g:?}");
        }
    }
    let oracle = simple::post_dominators(g, &roots);
    for b in nodes(g) {
        assert!(oracle.reachable[b.index()]);
        assert_eq!(p.ipdom(b), oracle.idom[b.index()], "Lengauer-Tarjan vs CHK at {b:?} in {g:?}");
        if roots.contains(&b) {
            assert_eq!(p.ipdom(b), None);
        }
        assert_eq!(p.ipdom(b).is_none(), p.exit_children().contains(&b));
        assert_eq!(p.reconvergence_point(b), p.ipdom(b));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn dominators_match_definition(g in arb_graph(10)) {
        check_dominators(&g);
    }

    #[test]
    fn post_dominators_match_definition(g in arb_graph(10)) {
        check_post_dominators(&g);
    }

    #[test]
    fn csr_graph_is_the_same_graph(g in arb_graph(12)) {
        let c = CsrGraph::from_graph(&g);
        prop_assert_eq!(c.node_count(), g.node_count());
        prop_assert_eq!(c.entry(), g.entry());
        for v in nodes(&g) {
            prop_assert_eq!(c.succs(v), g.succs(v));
            let mut a = c.preds(v).to_vec();
            let mut b = g.preds(v).to_vec();
            a.sort();
            b.sort();
            prop_assert_eq!(a, b);
        }
        prop_assert_eq!(DomTree::compute(&c), DomTree::compute(&g));
        prop_assert_eq!(PostDomTree::compute(&c), PostDomTree::compute(&g));
    }

    #[test]
    fn lengauer_tarjan_matches_chk_on_larger_graphs(g in arb_graph(60)) {
        let d = DomTree::compute(&g);
        let o = simple::dominators(&g);
        for b in nodes(&g) {
            prop_assert_eq!(d.idom(b), o.idom[b.index()]);
        }
        let p = PostDomTree::compute(&g);
        let o = simple::post_dominators(&g, p.roots());
        for b in nodes(&g) {
            prop_assert_eq!(p.ipdom(b), o.idom[b.index()]);
        }
    }

    #[test]
    fn structured_cfgs(g in arb_structured(10)) {
        check_dominators(&g);
        check_post_dominators(&g);
    }

}

#[test]
fn deep_chain_does_not_overflow() {
    let n = 200_000u32;
    let g = DiGraph::from_edges(n as usize, NodeId(0), (0..n - 1).map(|i| (i, i + 1)));
    let d = DomTree::compute(&g);
    assert_eq!(d.idom(NodeId(n - 1)), Some(NodeId(n - 2)));
    assert!(d.dominates(NodeId(0), NodeId(n - 1)));
    let p = PostDomTree::compute(&g);
    assert_eq!(p.ipdom(NodeId(0)), Some(NodeId(1)));
    assert!(p.post_dominates(NodeId(n - 1), NodeId(0)));
}
