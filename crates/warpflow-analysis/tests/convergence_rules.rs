//! Convergence analysis on small hand-made CFGs: check mode, each assume-mode rule with the fact
//! it adds, barrier verdicts and witnesses.

use warpflow_analysis::cfg::CfgAnalyses;
use warpflow_analysis::convergence::{Convergence, ConvergenceInput, Mode, Rules, Verdict, NO_CONDITION};
use warpflow_analysis::graph::{DiGraph, NodeId};

struct Case {
    g: DiGraph,
    divergent: Vec<bool>,
    barriers: Vec<NodeId>,
    condition: Option<Vec<u32>>,
}

fn case(n: usize, edges: &[(u32, u32)], divergent: &[u32], barriers: &[u32]) -> Case {
    let g = DiGraph::from_edges(n, NodeId(0), edges.iter().copied());
    let mut d = vec![false; n];
    for &v in divergent {
        d[v as usize] = true;
    }
    Case { g, divergent: d, barriers: barriers.iter().map(|&b| NodeId(b)).collect(), condition: None }
}

impl Case {
    fn run(&self, rules: Rules) -> Convergence {
        let a = CfgAnalyses::compute(&self.g);
        let input = ConvergenceInput {
            divergent: &self.divergent,
            barriers: &self.barriers,
            condition: self.condition.as_deref(),
            rules,
        };
        Convergence::compute(&self.g, &a.pdom, &a.cycles, &a.cycle_equivalence, &input)
    }
}

fn nodes(c: &Convergence, mode: Mode) -> Vec<u32> {
    c.convergent_nodes(mode).into_iter().map(|v| v.0).collect()
}

/// Convergent edges as (from, to) pairs.
fn edges(case: &Case, c: &Convergence, mode: Mode) -> Vec<(u32, u32)> {
    use warpflow_analysis::graph::Graph;
    c.convergent_edges(mode).into_iter().map(|(v, i)| (v.0, case.g.succs(v)[i as usize].0)).collect()
}

fn with(base: Rules, f: impl FnOnce(&mut Rules)) -> Rules {
    let mut r = base;
    f(&mut r);
    r
}

#[test]
fn check_mode_if_else_and_reconvergence() {
    // 0 (divergent) -> 1 | 2 -> 3; 3 -> 4 (uniform branch) | 5 -> 6.
    let c = case(7, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (3, 5), (4, 6), (5, 6)], &[0], &[]);
    let r = c.run(Rules::ALL);
    assert_eq!(nodes(&r, Mode::Check), vec![0, 3, 4, 5, 6]);
    assert_eq!(edges(&c, &r, Mode::Check), vec![(3, 4), (3, 5), (4, 6), (5, 6)]);
    assert_eq!(r.cause(Mode::Check, NodeId(1)), Some(NodeId(0)));
    assert_eq!(r.cause(Mode::Check, NodeId(3)), None);
}

#[test]
fn check_mode_uniform_branch_inside_divergent_region_is_not_convergent() {
    // 0 (divergent) -> 1 | 4; 1 (uniform) -> 2 | 3; 2, 3 -> 4. Nodes 2, 3 are in the region of 1,
    // which a split warp reaches; the cause is the divergent branch 0.
    let c = case(5, &[(0, 1), (0, 4), (1, 2), (1, 3), (2, 4), (3, 4)], &[0], &[]);
    let r = c.run(Rules::ALL);
    assert_eq!(nodes(&r, Mode::Check), vec![0, 4]);
    assert_eq!(r.cause(Mode::Check, NodeId(2)), Some(NodeId(0)));
}

#[test]
fn check_mode_loops() {
    // Uniform loop: 0 -> 1 (header) -> 2 -> 1 | 3; exit branch 2 uniform: all convergent.
    let c = case(4, &[(0, 1), (1, 2), (2, 1), (2, 3)], &[], &[]);
    assert_eq!(nodes(&c.run(Rules::ALL), Mode::Check), vec![0, 1, 2, 3]);
    // Divergent exit: the header and the latch are in the exit branch's region.
    let c = case(4, &[(0, 1), (1, 2), (2, 1), (2, 3)], &[2], &[]);
    let r = c.run(Rules::ALL);
    assert_eq!(nodes(&r, Mode::Check), vec![0, 3]);
    assert_eq!(edges(&c, &r, Mode::Check), vec![(0, 1)]);
}

#[test]
fn check_mode_nested_cause_is_innermost() {
    // 0 (div) -> 1 | 5; 1 (div) -> 2 | 3; 2, 3 -> 4 -> 5.
    let c = case(6, &[(0, 1), (0, 5), (1, 2), (1, 3), (2, 4), (3, 4), (4, 5)], &[0, 1], &[]);
    let r = c.run(Rules::ALL);
    assert_eq!(r.cause(Mode::Check, NodeId(2)), Some(NodeId(1)));
    assert_eq!(r.cause(Mode::Check, NodeId(4)), Some(NodeId(0)));
}

/// 0 (div) -> 1 (barrier) | 2; 1 -> 3; 2 -> 3; 3 returns.
fn diamond() -> Case {
    case(4, &[(0, 1), (0, 2), (1, 3), (2, 3)], &[0], &[1])
}

#[test]
fn seeds_only() {
    let c = diamond();
    let r = c.run(Rules::NONE);
    assert_eq!(nodes(&r, Mode::Assume), vec![0, 1, 3]);
    assert_eq!(edges(&c, &r, Mode::Assume), vec![]);
}

#[test]
fn rule4_balance_alone() {
    let c = diamond();
    let r = c.run(with(Rules::NONE, |r| r.balance = true));
    // 1's only in- and out-edge; then the last out-edge of 0 and the last in-edge of 3.
    assert_eq!(edges(&c, &r, Mode::Assume), vec![(0, 1), (0, 2), (1, 3), (2, 3)]);
    assert_eq!(nodes(&r, Mode::Assume), vec![0, 1, 3]);
}

#[test]
fn rule2_merge_adds_a_node_whose_in_edges_are_convergent() {
    // 0 (div) -> 1 (barrier) | 2; 1 -> 3; 2 (div) -> 4 | 5; 4, 5 -> 3.
    let c = case(6, &[(0, 1), (0, 2), (1, 3), (2, 4), (2, 5), (4, 3), (5, 3)], &[0, 2], &[1]);
    let balance = with(Rules::NONE, |r| r.balance = true);
    assert!(!nodes(&c.run(balance), Mode::Assume).contains(&2));
    assert!(!nodes(&c.run(with(balance, |r| r.branch = true)), Mode::Assume).contains(&2));
    let r = c.run(with(balance, |r| r.merge = true));
    assert!(nodes(&r, Mode::Assume).contains(&2));
}

#[test]
fn rule3_branch_adds_a_node_whose_out_edges_are_convergent() {
    // 0 (div) -> 1 | 2; 1 (div) -> 3 (barrier) | 4; 2 -> 4; 3 -> 5; 4 -> 5.
    let c = case(6, &[(0, 1), (0, 2), (1, 3), (1, 4), (2, 4), (3, 5), (4, 5)], &[0, 1], &[3]);
    let balance = with(Rules::NONE, |r| r.balance = true);
    assert!(!nodes(&c.run(balance), Mode::Assume).contains(&4));
    assert!(!nodes(&c.run(with(balance, |r| r.merge = true)), Mode::Assume).contains(&4));
    let r = c.run(with(balance, |r| r.branch = true));
    assert!(nodes(&r, Mode::Assume).contains(&4));
}

#[test]
fn rule5_variance_alone() {
    // 0 (div) -> 1 (barrier, uniform branch) | 2; 1 -> 3 | 4; 2, 3, 4 -> 5.
    let c = case(6, &[(0, 1), (0, 2), (1, 3), (1, 4), (2, 5), (3, 5), (4, 5)], &[0], &[1]);
    assert_eq!(edges(&c, &c.run(Rules::NONE), Mode::Assume), vec![]);
    let r = c.run(with(Rules::NONE, |r| r.variance = true));
    assert_eq!(edges(&c, &r, Mode::Assume), vec![(1, 3), (1, 4)]);
}

#[test]
fn rule6_region_alone() {
    // In the diamond, node 1 is cycle equivalent to the edges 0 -> 1 and 1 -> 3.
    let c = diamond();
    let r = c.run(with(Rules::NONE, |r| r.region = true));
    assert_eq!(edges(&c, &r, Mode::Assume), vec![(0, 1), (1, 3)]);
    assert_eq!(nodes(&r, Mode::Assume), vec![0, 1, 3]);
}

#[test]
fn rule7_path_early_exit() {
    // if (d) return; barrier: the barrier's convergence makes d effectively uniform.
    // 0 (div) -> 1 (ret) | 2 (barrier) -> 3 (ret).
    let c = case(4, &[(0, 1), (0, 2), (2, 3)], &[0], &[2]);
    let no_path = c.run(with(Rules::ALL, |r| r.path = false));
    assert_eq!(no_path.verdict(Mode::Assume, NodeId(2)), Verdict::NeedsJoin);
    assert_eq!(no_path.rounds(), 1);
    let r = c.run(Rules::ALL);
    assert!(r.effectively_uniform(NodeId(0)));
    assert_eq!(r.verdict(Mode::Assume, NodeId(2)), Verdict::Uniform);
    assert_eq!(r.verdict(Mode::Check, NodeId(2)), Verdict::PossiblyDivergent);
    assert_eq!(r.rounds(), 2);
    assert_eq!(nodes(&r, Mode::Assume), vec![0, 1, 2, 3]);
}

#[test]
fn rule7_same_condition_in_same_cycle_nesting() {
    // 0 (div, key 7) -> 1 (ret) | 2 (barrier); 2 (div, key 7) -> 3 | 4 -> 5; 3 -> 5.
    // Branch 0 becomes effectively uniform; 2 shares its condition and cycle nesting.
    let mut c = case(6, &[(0, 1), (0, 2), (2, 3), (2, 4), (3, 5), (4, 5)], &[0, 2], &[2]);
    let r = c.run(Rules::ALL);
    assert!(!r.effectively_uniform(NodeId(2)));
    assert!(!nodes(&r, Mode::Assume).contains(&3));
    let mut cond = vec![NO_CONDITION; 6];
    cond[0] = 7;
    cond[2] = 7;
    c.condition = Some(cond);
    let r = c.run(Rules::ALL);
    assert!(r.effectively_uniform(NodeId(2)));
    assert_eq!(nodes(&r, Mode::Assume), vec![0, 1, 2, 3, 4, 5]);
}

#[test]
fn short_circuit_needs_join() {
    // if (c1 || c2) barrier: 0 (c1, div) -> 2 (barrier) | 1; 1 (c2, div) -> 2 | 3; 2 -> 3.
    let c = case(4, &[(0, 2), (0, 1), (1, 2), (1, 3), (2, 3)], &[0, 1], &[2]);
    let r = c.run(Rules::ALL);
    assert_eq!(r.verdict(Mode::Check, NodeId(2)), Verdict::PossiblyDivergent);
    assert_eq!(r.verdict(Mode::Assume, NodeId(2)), Verdict::NeedsJoin);
    assert_eq!(r.cause(Mode::Assume, NodeId(2)), Some(NodeId(0)));
    // After the join: 0 -> 4 | 1; 1 -> 4 | 5; 5 -> 4; 4 (J, divergent phi) -> 2 | 3; 2 -> 3.
    let c = case(6, &[(0, 4), (0, 1), (1, 4), (1, 5), (5, 4), (4, 2), (4, 3), (2, 3)], &[0, 1, 4], &[2]);
    let r = c.run(Rules::ALL);
    assert!(r.effectively_uniform(NodeId(4)));
    assert_eq!(r.verdict(Mode::Assume, NodeId(2)), Verdict::Uniform);
}

#[test]
fn barrier_at_reconvergence_point_is_uniform() {
    let c = case(4, &[(0, 1), (0, 2), (1, 3), (2, 3)], &[0], &[3]);
    let r = c.run(Rules::ALL);
    assert_eq!(r.verdict(Mode::Check, NodeId(3)), Verdict::Uniform);
    assert_eq!(r.verdict(Mode::Assume, NodeId(3)), Verdict::Uniform);
}

#[test]
fn unreachable_nodes_are_vacuously_convergent() {
    let c = case(3, &[(0, 1), (2, 1)], &[2], &[]);
    let r = c.run(Rules::ALL);
    assert_eq!(nodes(&r, Mode::Check), vec![0, 1, 2]);
}
