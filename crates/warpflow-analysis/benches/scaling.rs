//! Scaling benchmark: time per edge of each CFG algorithm on generated CFGs of 10^3 to 10^6
//! blocks, stored as [`CsrGraph`]s. The generator emits structured code (sequences, nested
//! if/else, while and do-while loops with breaks, early returns) plus irreducible two-entry
//! cycles and a few infinite loops.
//!
//! Node numbering: blocks are numbered in the order the generator emits them, which is roughly
//! the layout order of real compiler output (`layout`). The same graphs are also measured with
//! a random permutation of the node numbers (`shuffled`), the worst case for memory locality.
//!
//! Time is the benchmark thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), not wall time, so that
//! time slices lost to other processes on a shared machine are not counted (cache pollution by
//! them still is). Graph construction is outside the timed part.
//!
//! Inputs per size (`SCALING_INPUTS=repeat|distinct`, both when unset): `repeat` analyses one
//! graph again and again (groups `scaling_layout`, `scaling_shuffled`); `distinct` analyses
//! 10^6 / size distinct graphs of that size (different seeds, 10^6 blocks in all) one after the
//! other in each timed iteration (groups `scaling_layout_distinct`, ...), so that a small graph
//! is not measured from a warm cache and a branch predictor trained on that very graph.
//!
//! Allocator (`WARPFLOW_BENCH_ALLOC=heap|system`, `heap` when unset): see
//! [`common::set_allocator_policy`]; `heap` keeps the kernel's first-touch page faults of
//! freshly mapped memory, which only the sizes of 10^5 blocks and more would pay, out of the
//! per-edge figures; `system` keeps glibc's default and measures them too.
//!
//! Run: `cargo bench -p warpflow-analysis --bench scaling` (criterion reports throughput in
//! edges per second; time per edge is its inverse). `SCALING_MAX=100000` caps the sizes;
//! `SCALING_LAYOUT=layout` or `shuffled` runs one numbering only.
//! `SCALING_ONCE=layout:1000000` skips criterion and runs each algorithm once on that graph,
//! each in its own non-inlined function (`once_dominators`, ...), for instruction and cache
//! counts with `valgrind --tool=callgrind`.

mod common;

use common::{set_allocator_policy, Inputs, ThreadCpu};
use criterion::{BenchmarkId, Criterion, Throughput};
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

/// The generated CFG with `blocks` blocks: node count, entry and edges, in emission order.
fn generate_edges(blocks: u32, seed: u64) -> (usize, u32, Vec<(u32, u32)>) {
    let mut g = Gen { edges: Vec::new(), n: 1, target: blocks - 1, rng: seed, infinite_loops: 0 };
    let end = g.region(0, u32::MAX, 0, None);
    let ret = g.block();
    g.edge(end, ret);
    (g.n as usize, 0, g.edges)
}

/// The generated CFG, numbered in emission order (`shuffled == false`) or by a random
/// permutation. Each node keeps its successor order.
fn generate(blocks: u32, seed: u64, shuffled: bool) -> CsrGraph {
    let (n, entry, mut edges) = generate_edges(blocks, seed);
    let mut perm: Vec<u32> = (0..n as u32).collect();
    if shuffled {
        let mut rng = seed ^ 0x9e37_79b9_7f4a_7c15;
        for i in (1..n).rev() {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            perm.swap(i, (rng % (i as u64 + 1)) as usize);
        }
        for e in &mut edges {
            *e = (perm[e.0 as usize], perm[e.1 as usize]);
        }
    }
    CsrGraph::from_graph(&DiGraph::from_edges(n, NodeId(perm[entry as usize]), edges))
}

#[inline(never)]
fn once_dominators(g: &CsrGraph) -> DomTree {
    DomTree::compute(black_box(g))
}
#[inline(never)]
fn once_post_dominators(g: &CsrGraph) -> PostDomTree {
    PostDomTree::compute(black_box(g))
}
#[inline(never)]
fn once_cycles(g: &CsrGraph) -> CycleInfo {
    CycleInfo::compute(black_box(g))
}
#[inline(never)]
fn once_control_dependence(g: &CsrGraph, pdt: &PostDomTree) -> ControlDependence {
    ControlDependence::compute(black_box(g), pdt)
}
#[inline(never)]
fn once_cycle_equivalence_pst(g: &CsrGraph) -> ProgramStructureTree {
    let ce = CycleEquivalence::compute(black_box(g));
    ProgramStructureTree::compute(g, &ce)
}

fn describe(name: &str, g: &CsrGraph) {
    let ci = CycleInfo::compute(g);
    let irreducible = ci.cycles().iter().filter(|c| c.entries.len() > 1).count();
    eprintln!(
        "graph {name}: {} blocks, {} edges, {} cycles ({} irreducible), max depth {}",
        g.node_count(),
        edge_count(g),
        ci.cycles().len(),
        irreducible,
        ci.cycles().iter().map(|c| c.depth).max().unwrap_or(0)
    );
}

fn main() {
    const SEED: u64 = 0x2545_f491_4f6c_dd1d;
    eprintln!("allocator policy: {}", set_allocator_policy());
    if let Ok(spec) = std::env::var("SCALING_ONCE") {
        let (layout, size) = spec.split_once(':').expect("SCALING_ONCE=layout|shuffled:SIZE");
        let g = generate(size.parse().expect("a block count"), SEED, layout == "shuffled");
        eprintln!("{spec}: {} blocks, {} edges", g.node_count(), edge_count(&g));
        black_box(once_dominators(&g));
        let pdt = once_post_dominators(&g);
        black_box(once_cycles(&g));
        black_box(once_control_dependence(&g, &pdt));
        black_box(once_cycle_equivalence_pst(&g));
        return;
    }
    let max: u32 = std::env::var("SCALING_MAX").ok().and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    let only = std::env::var("SCALING_LAYOUT").ok();
    let sizes: Vec<u32> = [1_000, 10_000, 100_000, 1_000_000].into_iter().filter(|&s| s <= max).collect();
    let mut c: Criterion<ThreadCpu> = Criterion::default()
        .with_measurement(ThreadCpu)
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .configure_from_args();
    for (layout, shuffled) in [("layout", false), ("shuffled", true)] {
        if only.as_deref().is_some_and(|o| o != layout) {
            continue;
        }
        for inputs in Inputs::selected("SCALING_INPUTS") {
            let mut group = c.benchmark_group(format!("scaling_{layout}{}", inputs.suffix()));
            for &size in &sizes {
                // Graph construction (and the post-dominator tree that control dependence
                // takes as input) is outside the timed part.
                let graphs: Vec<CsrGraph> = (0..inputs.count(size) as u64)
                    .map(|i| generate(size, SEED.wrapping_add(i.wrapping_mul(0x9e37_79b9)), shuffled))
                    .collect();
                describe(&format!("{layout} x{}", graphs.len()), &graphs[0]);
                let pdts: Vec<PostDomTree> = graphs.iter().map(PostDomTree::compute).collect();
                let edges: usize = graphs.iter().map(edge_count).sum();
                let n = graphs[0].node_count();
                group.throughput(Throughput::Elements(edges as u64));
                group.bench_function(BenchmarkId::new("dominators", n), |b| {
                    b.iter(|| graphs.iter().for_each(|g| drop(black_box(DomTree::compute(black_box(g))))))
                });
                group.bench_function(BenchmarkId::new("post_dominators", n), |b| {
                    b.iter(|| graphs.iter().for_each(|g| drop(black_box(PostDomTree::compute(black_box(g))))))
                });
                group.bench_function(BenchmarkId::new("cycles", n), |b| {
                    b.iter(|| graphs.iter().for_each(|g| drop(black_box(CycleInfo::compute(black_box(g))))))
                });
                group.bench_function(BenchmarkId::new("control_dependence", n), |b| {
                    b.iter(|| {
                        graphs
                            .iter()
                            .zip(&pdts)
                            .for_each(|(g, p)| drop(black_box(ControlDependence::compute(black_box(g), p))))
                    })
                });
                group.bench_function(BenchmarkId::new("cycle_equivalence_pst", n), |b| {
                    b.iter(|| {
                        graphs.iter().for_each(|g| {
                            let ce = CycleEquivalence::compute(black_box(g));
                            drop(black_box(ProgramStructureTree::compute(g, &ce)))
                        })
                    })
                });
            }
            group.finish();
        }
    }
    c.final_summary();
}
