//! Ties the emulator to the convergence analysis (issue 6 item 7, `spec/convergence.md` "Checks
//! the implementation must pass"): in every emulated corpus run, each block, edge and barrier the
//! analysis calls convergent is traversed the same number of times by all threads of each block.
//!
//! The analysis is run as `warpflow check` runs it: on a copy promoted by `mem2reg` (block ids
//! and successor order are unchanged, so the copy's CFG is the original's), with the default
//! uniformity options. The emulator runs the module as given, under `ipdom` with block-mode
//! barriers and a per-thread profile. Check mode is checked on every kernel that runs clean;
//! assume mode too, since a clean block-mode run is one in which every barrier was reached by the
//! whole block (the well-synchronized premise of assume mode). Kernels that do not run clean
//! (`fail-*` barrier kernels, the spin lock under `ipdom`) are counted and skipped.
//!
//! Non-kernel functions are checked only in blocks where every thread entered them the same
//! number of times: the analysis judges a function per invocation, and totals over invocations
//! made by different sets of threads need not be equal.
mod common;

use std::collections::HashMap;

use common::*;
use warpflow_analysis::convergence::ir::analyze_module;
use warpflow_analysis::convergence::{Mode, Verdict};
use warpflow_analysis::uniformity::{self, Options};
use warpflow_simt::profile::{BlockProfile, Profile};
use warpflow_simt::{run_profiled, LaunchSpec, Policy, RunConfig};

#[derive(Default, Debug)]
struct Tally {
    files: usize,
    skipped: Vec<String>,
    functions: usize,
    /// static convergent items (each counted once per file and function), per mode
    blocks: [usize; 2],
    edges: [usize; 2],
    barriers: [usize; 2],
    /// (item, thread block) pairs compared, per mode
    instances: [usize; 2],
    /// edges not convergent in check mode whose counts did differ between threads of a block
    unequal_other: usize,
    mismatches: Vec<String>,
}

/// A launch of at most 4 blocks (buffers keep their sizes, so every access stays in bounds).
fn small(mut spec: LaunchSpec) -> LaunchSpec {
    spec.grid = [spec.grid[0].min(2), spec.grid[1].min(2), 1];
    spec
}

fn all_equal(v: &[u64]) -> bool {
    v.windows(2).all(|w| w[0] == w[1])
}

/// Count of node `b` of function `pf` per thread: its in-edges, plus the function's entries for
/// the entry block.
fn node_counts(p: &Profile, bp: &BlockProfile, pf: usize, b: u32) -> Vec<u64> {
    let f = &p.layout.functions[pf];
    let mut c = if b == 0 { bp.entry_counts(pf) } else { vec![0; bp.threads as usize] };
    for e in f.first_edge..f.first_edge + f.edge_count {
        if p.layout.edges[e as usize].to == b {
            for (x, y) in c.iter_mut().zip(bp.edge_counts(e as usize)) {
                *x += y;
            }
        }
    }
    c
}

fn check_file(dir: &str, file: &str, spec: &LaunchSpec, t: &mut Tally) {
    let m = load(dir, file);
    let cfg = RunConfig { policy: Policy::Ipdom, parallel: false, ..Default::default() };
    let (_, prof) = match run_profiled(&m, spec, &cfg) {
        Ok(r) => r,
        Err(e) => {
            let msg = e.to_string();
            t.skipped.push(format!("{dir}/{file}: {}", &msg[..msg.len().min(80)]));
            return;
        }
    };
    t.files += 1;
    let mut promoted = m.clone();
    warpflow_transform::mem2reg::run(&mut promoted, &warpflow_transform::Context::default()).unwrap();
    let u = uniformity::analyze_module(&promoted, &Options::default()).unwrap();
    let conv = analyze_module(&promoted, &u);
    for fc in &conv {
        let (Some(fid), Some(r)) = (fc.func, fc.result.as_ref()) else { continue };
        let Some(pf) = prof.layout.functions.iter().position(|f| f.func_id == fid.0) else { continue };
        let pfun = &prof.layout.functions[pf];
        assert_eq!(pfun.blocks.len(), r.node_count(), "{file} {}: block count", fc.function);
        t.functions += 1;
        let edge_of: HashMap<(u32, u32), usize> = (pfun.first_edge..pfun.first_edge + pfun.edge_count)
            .map(|e| {
                let pe = &prof.layout.edges[e as usize];
                ((pe.from, pe.succ), e as usize)
            })
            .collect();
        for (k, mode) in [Mode::Check, Mode::Assume].into_iter().enumerate() {
            t.blocks[k] += r.convergent_nodes(mode).len();
            t.edges[k] += r.convergent_edges(mode).len();
            t.barriers[k] += fc
                .barriers
                .iter()
                .filter(|b| (if mode == Mode::Check { b.check } else { b.assume }) == Verdict::Uniform)
                .count();
        }
        let check_edges: Vec<usize> =
            r.convergent_edges(Mode::Check).iter().map(|&(v, i)| edge_of[&(v.0, i)]).collect();
        for bp in &prof.blocks {
            if pf != 0 && !all_equal(&bp.entry_counts(pf)) {
                continue;
            }
            for e in pfun.first_edge as usize..(pfun.first_edge + pfun.edge_count) as usize {
                if !check_edges.contains(&e) && !all_equal(&bp.edge_counts(e)) {
                    t.unequal_other += 1;
                }
            }
            for (k, mode) in [Mode::Check, Mode::Assume].into_iter().enumerate() {
                let mut fail = |what: String, counts: &[u64]| {
                    let (lo, hi) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
                    t.mismatches.push(format!(
                        "{dir}/{file} {} block {:?} {mode:?}: {what}: counts {lo}..{hi}",
                        fc.function, bp.block
                    ));
                };
                for v in r.convergent_nodes(mode) {
                    let c = node_counts(&prof, bp, pf, v.0);
                    t.instances[k] += 1;
                    if !all_equal(&c) {
                        fail(format!("block %{}", pfun.blocks[v.index()]), &c);
                    }
                }
                for (v, i) in r.convergent_edges(mode) {
                    let e = *edge_of
                        .get(&(v.0, i))
                        .unwrap_or_else(|| panic!("{file}: edge {v:?}#{i} of {} not decoded", fc.function));
                    let c = bp.edge_counts(e);
                    t.instances[k] += 1;
                    if !all_equal(&c) {
                        let pe = &prof.layout.edges[e];
                        fail(
                            format!(
                                "edge %{} -> %{}",
                                pfun.blocks[pe.from as usize], pfun.blocks[pe.to as usize]
                            ),
                            &c,
                        );
                    }
                }
                for b in &fc.barriers {
                    let verdict = if mode == Mode::Check { b.check } else { b.assume };
                    if verdict != Verdict::Uniform {
                        continue;
                    }
                    let Some(v) = b.site.block.and_then(|x| {
                        warpflow_analysis::cfg::FunctionCfg::new(&promoted, &promoted.funcs[fid])?.node(x)
                    }) else {
                        continue;
                    };
                    t.instances[k] += 1;
                    // The barrier's block, and each barrier op in it.
                    let mut counts = vec![node_counts(&prof, bp, pf, v.0)];
                    for (id, pb) in prof.layout.barriers.iter().enumerate() {
                        if pb.function as usize == pf && pb.block == v.0 {
                            counts.push(bp.barrier_counts(id));
                        }
                    }
                    for c in counts {
                        if !all_equal(&c) {
                            fail(format!("barrier {} in %{}", b.site.callee, b.block), &c);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn convergent_edges_and_barriers_have_equal_counts_in_every_thread() {
    let mut t = Tally::default();
    for (dir, name, lls) in corpus() {
        let spec = small(spec(&dir, &name));
        for ll in lls {
            check_file(&dir, &ll, &spec, &mut t);
        }
    }
    eprintln!(
        "{} files checked, {} functions; convergent blocks/edges/barriers: check mode {}/{}/{}, \
         assume mode {}/{}/{}; (item, thread block) pairs compared: {} check, {} assume; \
         other edges with unequal counts: {}; skipped (not clean under ipdom, block barriers): {}",
        t.files,
        t.functions,
        t.blocks[0],
        t.edges[0],
        t.barriers[0],
        t.blocks[1],
        t.edges[1],
        t.barriers[1],
        t.instances[0],
        t.instances[1],
        t.unequal_other,
        t.skipped.len()
    );
    for s in &t.skipped {
        eprintln!("  skipped {s}");
    }
    assert!(t.mismatches.is_empty(), "{} mismatches:\n{}", t.mismatches.len(), t.mismatches.join("\n"));
    // The corpus has 104 kernel files; all but the fail-* barrier kernels and the spin lock run.
    assert!(t.files >= 80, "only {} files ran clean", t.files);
    assert!(t.edges[0] > 0 && t.edges[1] > t.edges[0] && t.barriers[0] > 0);
    // The comparison has teeth: the corpus has divergent edges the profile sees as unequal.
    assert!(t.unequal_other > 0);
}

/// The profile's counts on a hand-made kernel: threads below `n` take the then-edge and reach
/// the barrier inside a loop of `tid % 3` iterations.
#[test]
fn profile_counts_each_thread() {
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, %n
  br i1 %c, label %then, label %join
then:
  %trip = urem i32 %tid, 3
  br label %loop
loop:
  %i = phi i32 [ 0, %then ], [ %i1, %body ]
  %more = icmp ult i32 %i, %trip
  br i1 %more, label %body, label %join
body:
  %i1 = add i32 %i, 1
  br label %loop
join:
  call void @llvm.nvvm.barrier0()
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;
    let m = warpflow_ir::parse(src).unwrap();
    let spec = LaunchSpec::from_toml(
        r#"
kernel = "k"
grid = [2, 1, 1]
block = [40, 1, 1]
shared_bytes = 0
[[args]]
kind = "buffer"
type = "i32"
len = 4
init = "zeros"
output = true
[[args]]
kind = "scalar"
type = "i32"
value = 35
"#,
    )
    .unwrap();
    for warp_size in [32, 64] {
        let cfg = RunConfig { warp_size, ..Default::default() };
        let (_, p) = run_profiled(&m, &spec, &cfg).unwrap();
        assert_eq!(p.blocks.len(), 2);
        let l = &p.layout;
        assert_eq!(l.functions.len(), 1);
        assert_eq!(l.functions[0].blocks, ["%entry", "%then", "%loop", "%body", "%join"]);
        let edge =
            |from: u32, succ: u32| l.edges.iter().position(|e| e.from == from && e.succ == succ).unwrap();
        for bp in &p.blocks {
            let threads: Vec<u64> = (0..40).collect();
            let then: Vec<u64> = threads.iter().map(|&t| (t < 35) as u64).collect();
            let body: Vec<u64> = threads.iter().map(|&t| if t < 35 { t % 3 } else { 0 }).collect();
            assert_eq!(bp.edge_counts(edge(0, 0)), then);
            assert_eq!(bp.edge_counts(edge(0, 1)), then.iter().map(|x| 1 - x).collect::<Vec<_>>());
            assert_eq!(bp.edge_counts(edge(2, 0)), body);
            assert_eq!(bp.edge_counts(edge(3, 0)), body);
            assert_eq!(bp.edge_counts(edge(2, 1)), then);
            assert_eq!(bp.entry_counts(0), vec![1; 40]);
            assert_eq!(bp.barrier_counts(0), vec![1; 40]);
            assert_eq!(l.barriers[0].block, 4);
        }
    }
}
