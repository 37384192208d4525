//! Scaling benchmark: time per edge of each CFG algorithm on generated CFGs of 10^3 to 10^6
//! blocks, stored as [`CsrGraph`]s. The generator emits structured code (sequences, nested if/else, while and do-while
//! loops with breaks, early returns) plus irreducible two-entry cycles and a few infinite loops.
//!
//! Run: `cargo bench -p warpflow-analysis --bench scaling` (criterion reports throughput in
//! edges per second; time per edge is its inverse). `SCALING_MAX=100000` caps the sizes.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;
use std::time::Duration;
use warpflow_analysis::control_dependence::ControlDependence;
use warpflow_analysis::cycle_equivalence::{CycleEquivalence, ProgramStructureTree};
use warpflow_analysis::cycles::CycleInfo;
use warpflow_analysis::dominators::{DomTree, PostDomTree};
use warpflow_analysis::graph::{edge_count, CsrGraph, DiGraph, Graph, NodeId};

struct Gen {
    edges: Vec<(u32, u32)>,
    n: u32,
    target: u32,
    rng: u64,
    infinite_loops: u32,
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
        self.n - 1
    }
    fn edge(&mut self, a: u32, b: u32) {
        self.edges.push((a, b));
    }
    /// Emits statements starting at `cur` until `budget` blocks are used; returns the open end.
    /// `break_to` is the innermost loop's exit, if any.
    fn region(&mut self, mut cur: u32, budget: u32, depth: u32, break_to: Option<u32>) -> u32 {
        let stop = self.n.saturating_add(budget).min(self.target);
        while self.n < stop {
            let left = stop - self.n;
            let nested = depth < 12 && left > 8;
            match self.rand(20) {
                0..=5 => {
                    let b = self.block();
                    self.edge(cur, b);
                    cur = b;
                }
                6..=9 if nested => {
                    let (t, e, j) = (self.block(), self.block(), self.block());
                    self.edge(cur, t);
                    self.edge(cur, e);
                    let sub = left / 3;
                    let te = self.region(t, sub, depth + 1, break_to);
                    let ee = self.region(e, sub / 2, depth + 1, break_to);
                    self.edge(te, j);
                    self.edge(ee, j);
                    cur = j;
                }
                10..=13 if nested => {
                    // while loop: header -> body ... latch -> header; header -> exit.
                    let (h, b, x) = (self.block(), self.block(), self.block());
                    self.edge(cur, h);
                    self.edge(h, b);
                    self.edge(h, x);
                    let be = self.region(b, left / 2, depth + 1, Some(x));
                    self.edge(be, h);
                    cur = x;
                }
                14 | 15 if nested => {
                    // do-while loop.
                    let (b, x) = (self.block(), self.block());
                    self.edge(cur, b);
                    let be = self.region(b, left / 3, depth + 1, Some(x));
                    self.edge(be, b);
                    self.edge(be, x);
                    cur = x;
                }
                16 => {
                    // Irreducible: two entries into a two-block cycle.
                    let (a, b, d) = (self.block(), self.block(), self.block());
                    self.edge(cur, a);
                    self.edge(cur, b);
                    self.edge(a, b);
                    self.edge(b, a);
                    self.edge(a, d);
                    self.edge(b, d);
                    cur = d;
                }
                17 if break_to.is_some() => {
                    let b = self.block();
                    self.edge(cur, break_to.unwrap());
                    self.edge(cur, b);
                    cur = b;
                }
                18 => {
                    // Early return.
                    let (r, b) = (self.block(), self.block());
                    self.edge(cur, r);
                    self.edge(cur, b);
                    cur = b;
                }
                19 if self.infinite_loops < 4 => {
                    self.infinite_loops += 1;
                    let (l, b) = (self.block(), self.block());
                    self.edge(cur, l);
                    self.edge(l, l);
                    self.edge(cur, b);
                    cur = b;
                }
                _ => {}
            }
        }
        cur
    }
}

fn generate(blocks: u32, seed: u64) -> CsrGraph {
    let mut g = Gen { edges: Vec::new(), n: 1, target: blocks - 1, rng: seed, infinite_loops: 0 };
    let end = g.region(0, u32::MAX, 0, None);
    let ret = g.block();
    g.edge(end, ret);
    CsrGraph::from_graph(&DiGraph::from_edges(g.n as usize, NodeId(0), g.edges))
}

fn scaling(c: &mut Criterion) {
    let max: u32 = std::env::var("SCALING_MAX").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let sizes: Vec<u32> = [1_000, 10_000, 100_000, 1_000_000].into_iter().filter(|&s| s <= max).collect();
    let graphs: Vec<CsrGraph> = sizes.iter().map(|&s| generate(s, 0x2545_f491_4f6c_dd1d)).collect();
    for g in &graphs {
        let ci = CycleInfo::compute(g);
        let irreducible = ci.cycles().iter().filter(|c| c.entries.len() > 1).count();
        eprintln!(
            "graph: {} blocks, {} edges, {} cycles ({} irreducible), max depth {}",
            g.node_count(),
            edge_count(g),
            ci.cycles().len(),
            irreducible,
            ci.cycles().iter().map(|c| c.depth).max().unwrap_or(0)
        );
    }
    let mut group = c.benchmark_group("scaling");
    group.sample_size(10).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(2));
    for g in &graphs {
        let n = g.node_count();
        group.throughput(Throughput::Elements(edge_count(g) as u64));
        group.bench_with_input(BenchmarkId::new("dominators", n), g, |b, g| {
            b.iter(|| DomTree::compute(black_box(g)))
        });
        group.bench_with_input(BenchmarkId::new("post_dominators", n), g, |b, g| {
            b.iter(|| PostDomTree::compute(black_box(g)))
        });
        group.bench_with_input(BenchmarkId::new("cycles", n), g, |b, g| {
            b.iter(|| CycleInfo::compute(black_box(g)))
        });
        let pdt = PostDomTree::compute(g);
        group.bench_with_input(BenchmarkId::new("control_dependence", n), g, |b, g| {
            b.iter(|| ControlDependence::compute(black_box(g), &pdt))
        });
        group.bench_with_input(BenchmarkId::new("cycle_equivalence_pst", n), g, |b, g| {
            b.iter(|| {
                let ce = CycleEquivalence::compute(black_box(g));
                ProgramStructureTree::compute(g, &ce)
            })
        });
    }
    group.finish();
}

criterion_group!(benches, scaling);
criterion_main!(benches);
