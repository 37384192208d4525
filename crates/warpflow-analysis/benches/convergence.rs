//! Linear scaling of the convergence analysis: time per edge of check mode and of the full
//! analysis (check mode + assume mode with all rules) on generated CFGs of 10^3 to 10^6 blocks.
//! The generator emits sequences, if/else diamonds, short-circuit conditions, loops with
//! divergent or uniform exits and early returns; about a third of the branches are divergent and
//! one block in twenty is a barrier. Post-dominators, cycles and cycle equivalence are computed
//! once outside the timed part (they have their own benchmark, `scaling`).
//!
//! Time is the benchmark thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), as in `scaling`.
//! Inputs per size (`CONVERGENCE_INPUTS=repeat|distinct`, both when unset): one graph analysed
//! again and again (group `convergence`), or 10^6 / size distinct graphs of that size analysed
//! one after the other in each timed iteration (group `convergence_distinct`).
//!
//! Graphs are [`CsrGraph`]s, as in `FunctionCfg`. Allocator policy
//! (`WARPFLOW_BENCH_ALLOC=heap|system`): as in `scaling`.
//!
//! Run: `cargo bench -p warpflow-analysis --bench convergence` (criterion prints throughput in
//! edges per second; time per edge is its inverse). `CONVERGENCE_MAX=100000` caps the sizes.

mod common;

use common::{set_allocator_policy, Inputs, ThreadCpu};
use criterion::{BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use std::time::Duration;
use warpflow_analysis::cfg::CfgAnalyses;
use warpflow_analysis::convergence::{check_mode, Convergence, ConvergenceInput, Rules};
use warpflow_analysis::graph::{edge_count, CsrGraph, DiGraph, Graph, NodeId};

struct Gen {
    edges: Vec<(u32, u32)>,
    divergent: Vec<bool>,
    barriers: Vec<NodeId>,
    n: u32,
    exit: u32,
    rng: u64,
}

impl Gen {
    fn rand(&mut self, k: u64) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng % k
    }
    fn block(&mut self) -> u32 {
        self.n += 1;
        self.divergent.push(false);
        if self.rand(20) == 0 {
            self.barriers.push(NodeId(self.n - 1));
        }
        self.n - 1
    }
    fn branch(&mut self, from: u32, a: u32, b: u32) {
        self.edges.push((from, a));
        self.edges.push((from, b));
        self.divergent[from as usize] = self.rand(3) == 0;
    }
    /// Emits about `budget` blocks after `cur`; returns the open end.
    fn region(&mut self, mut cur: u32, budget: u32, depth: u32) -> u32 {
        let stop = self.n + budget;
        while self.n < stop {
            let nested = depth < 10 && stop - self.n > 8;
            match self.rand(16) {
                0..=5 => {
                    let b = self.block();
                    self.edges.push((cur, b));
                    cur = b;
                }
                6..=8 if nested => {
                    let (t, e, j) = (self.block(), self.block(), self.block());
                    self.branch(cur, t, e);
                    let sub = (stop - self.n) / 3;
                    let te = self.region(t, sub, depth + 1);
                    let ee = self.region(e, sub / 2, depth + 1);
                    self.edges.push((te, j));
                    self.edges.push((ee, j));
                    cur = j;
                }
                9 => {
                    // if (c1 || c2) { body }
                    let (c2, body, j) = (self.block(), self.block(), self.block());
                    self.branch(cur, body, c2);
                    self.branch(c2, body, j);
                    self.edges.push((body, j));
                    cur = j;
                }
                10..=11 if nested => {
                    // while loop: header -> body ... latch -> header, header -> exit
                    let (h, b, x) = (self.block(), self.block(), self.block());
                    self.edges.push((cur, h));
                    self.branch(h, b, x);
                    let sub = (stop - self.n) / 3;
                    let be = self.region(b, sub, depth + 1);
                    self.edges.push((be, h));
                    cur = x;
                }
                12 => {
                    // early return
                    let (r, c) = (self.block(), self.block());
                    self.branch(cur, r, c);
                    self.edges.push((r, self.exit));
                    cur = c;
                }
                _ => {
                    let b = self.block();
                    self.edges.push((cur, b));
                    cur = b;
                }
            }
        }
        cur
    }
}

fn generate(blocks: u32, seed: u64) -> (CsrGraph, Vec<bool>, Vec<NodeId>) {
    let mut g =
        Gen { edges: Vec::new(), divergent: Vec::new(), barriers: Vec::new(), n: 0, exit: 0, rng: seed | 1 };
    let entry = g.block();
    g.exit = g.block();
    let end = g.region(entry, blocks.saturating_sub(2), 0);
    g.edges.push((end, g.exit));
    // Stored compactly, as `FunctionCfg` stores a function's CFG.
    let graph =
        CsrGraph::from_graph(&DiGraph::from_edges(g.n as usize, NodeId(entry), g.edges.iter().copied()));
    (graph, g.divergent, g.barriers)
}

fn main() {
    eprintln!("allocator policy: {}", set_allocator_policy());
    let max: u32 = std::env::var("CONVERGENCE_MAX").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let mut c: Criterion<ThreadCpu> = Criterion::default()
        .with_measurement(ThreadCpu)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    for inputs in Inputs::selected("CONVERGENCE_INPUTS") {
        let mut group = c.benchmark_group(format!("convergence{}", inputs.suffix()));
        for &size in [1_000u32, 10_000, 100_000, 1_000_000].iter().filter(|&&s| s <= max) {
            // Graphs and the CFG analyses the convergence analysis takes as input are built
            // outside the timed part.
            let cases: Vec<_> = (0..inputs.count(size) as u64)
                .map(|i| {
                    let (g, divergent, barriers) = generate(size, 0x5eed ^ size as u64 ^ (i << 32));
                    let a = CfgAnalyses::compute(&g);
                    (g, divergent, barriers, a)
                })
                .collect();
            let edges: usize = cases.iter().map(|c| edge_count(&c.0)).sum();
            let (g, divergent, barriers, a) = &cases[0];
            let input = ConvergenceInput { divergent, barriers, condition: None, rules: Rules::ALL };
            let conv = Convergence::compute(g, &a.pdom, &a.cycles, &a.cycle_equivalence, &input);
            eprintln!(
                "graph x{}: {} blocks, {} edges, {} classes, {} assume rounds",
                cases.len(),
                g.node_count(),
                edge_count(g),
                a.cycle_equivalence.class_count(),
                conv.rounds()
            );
            group.throughput(Throughput::Elements(edges as u64));
            group.bench_function(BenchmarkId::new("check", size), |b| {
                b.iter(|| cases.iter().for_each(|(g, d, _, a)| drop(black_box(check_mode(g, &a.pdom, d)))))
            });
            group.bench_function(BenchmarkId::new("check+assume", size), |b| {
                b.iter(|| {
                    cases.iter().for_each(|(g, divergent, barriers, a)| {
                        let input =
                            ConvergenceInput { divergent, barriers, condition: None, rules: Rules::ALL };
                        drop(black_box(Convergence::compute(
                            g,
                            &a.pdom,
                            &a.cycles,
                            &a.cycle_equivalence,
                            &input,
                        )))
                    })
                })
            });
        }
        group.finish();
    }
    c.final_summary();
}
