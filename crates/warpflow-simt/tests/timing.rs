//! The pipelined timing model against published microbenchmark behaviour (issue 15 item 1,
//! `docs/timing-model.md`): dependent-chain latency, independent instructions overlapping,
//! global latency hidden by many warps (removing a load does not save its latency), coalescing
//! into sectors, shared-memory bank conflicts, machine expansion (`select` one instruction,
//! 64-bit arithmetic two, folded address arithmetic free) and the cost of reconvergence.
//!
//! The kernels are generated here (a straight-line body in one template) so each test states the
//! instruction counts it depends on.

mod common;

use warpflow_simt::{ArgSpec, ElemType, LaunchSpec, RunConfig, Stats, Timing, TimingReport};
use warpflow_target::Arch;

/// A kernel `@k(ptr %out, ptr %in)` with `%tid` (thread index in the block), `%gid` (global
/// thread index) and `%x = in[gid]` defined before `body`, which must define `%r` (i32),
/// stored to `out[gid]`.
fn kernel(body: &str) -> String {
    let shared = if body.contains("@sh") {
        "@sh = internal addrspace(3) global [4096 x i32] undef, align 4"
    } else {
        ""
    };
    format!(
        r#"target triple = "nvptx64-nvidia-cuda"
{shared}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
define void @k(ptr %out, ptr %in) {{
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %bid, %bdim
  %gid = add i32 %base, %tid
  %gid64 = sext i32 %gid to i64
  %px = getelementptr inbounds i32, ptr %in, i64 %gid64
  %x = load i32, ptr %px, align 4
{body}
  %po = getelementptr inbounds i32, ptr %out, i64 %gid64
  store i32 %r, ptr %po, align 4
  ret void
}}
"#
    )
}

fn spec(grid: u32, block: u32, in_len: u64) -> LaunchSpec {
    let threads = u64::from(grid * block);
    LaunchSpec {
        kernel: "k".into(),
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        shared_bytes: 0,
        args: vec![
            ArgSpec::buffer(ElemType::I32, threads, "zeros", true),
            ArgSpec::buffer(ElemType::I32, in_len.max(threads + 64), "iota", false),
        ],
    }
}

fn run_with(body: &str, grid: u32, block: u32, in_len: u64, timing: Timing, ws: u32) -> Stats {
    let m = warpflow_ir::parse(&kernel(body)).unwrap_or_else(|e| panic!("{e}\n{}", kernel(body)));
    let cfg = RunConfig { timing, warp_size: ws, ..RunConfig::default() };
    warpflow_simt::run(&m, &spec(grid, block, in_len), &cfg).unwrap().stats
}

fn pipelined(body: &str, grid: u32, block: u32, arch: Arch) -> (u64, TimingReport) {
    let ws = arch.params().warp_size;
    let s = run_with(body, grid, block, 0, Timing::pipelined(arch), ws);
    let t = s.timing.clone().expect("pipelined report");
    assert_eq!(s.cycles, t.cycles);
    (s.cycles, t)
}

/// `n` dependent adds on `%x`, the last one `%r`.
fn chain(n: usize) -> String {
    let mut b = String::from("  %c0 = add i32 %x, 1\n");
    for i in 1..n {
        b.push_str(&format!("  %c{i} = add i32 %c{}, {}\n", i - 1, i + 1));
    }
    b.push_str(&format!("  %r = add i32 %c{}, 0\n", n - 1));
    b
}

/// `lanes` independent chains of `n / lanes` adds each, interleaved (as a compiler schedules
/// them), xor-combined into `%r`.
fn independent(n: usize, lanes: usize) -> String {
    let mut b = String::new();
    for l in 0..lanes {
        b.push_str(&format!("  %i{l}_0 = add i32 %x, {}\n", l + 1));
    }
    for i in 1..n / lanes {
        for l in 0..lanes {
            b.push_str(&format!("  %i{l}_{i} = add i32 %i{l}_{}, {}\n", i - 1, l + 2));
        }
    }
    let last = n / lanes - 1;
    b.push_str(&format!("  %j0 = xor i32 %i0_{last}, 0\n"));
    for l in 1..lanes {
        b.push_str(&format!("  %j{l} = xor i32 %j{}, %i{l}_{last}\n", l - 1));
    }
    b.push_str(&format!("  %r = add i32 %j{}, 0\n", lanes - 1));
    b
}

#[test]
fn dependent_chain_costs_its_latency_per_instruction() {
    // Published dependent-issue latency: 6 cycles on Pascal, 4 on Volta and later (Jia et al.
    // 2018, and the Ampere/Hopper/Blackwell papers cited in the architecture table).
    for (arch, lat) in [(Arch::Pascal, 6.0), (Arch::Volta, 4.0), (Arch::Hopper, 4.0), (Arch::Blackwell, 4.0)]
    {
        let (short, _) = pipelined(&chain(64), 1, 32, arch);
        let (long, _) = pipelined(&chain(576), 1, 32, arch);
        let per = (long - short) as f64 / 512.0;
        eprintln!("{arch:?}: dependent add {per} cycles");
        assert!((per - lat).abs() < 0.01, "{arch:?}: {per} cycles per dependent add");
    }
}

#[test]
fn independent_instructions_overlap_up_to_the_issue_rate() {
    // 512 adds in 8 independent chains: the chain latency (64 x 4) is hidden behind the INT32
    // pipe's issue rate (16 lanes per scheduler on Volta: 2 cycles per warp instruction; 32 on
    // Pascal's FP32/INT cores: 1 cycle, so Pascal's 6-cycle latency binds instead).
    let per_add = |arch: Arch| {
        let (short, _) = pipelined(&independent(64, 8), 1, 32, arch);
        let (long, _) = pipelined(&independent(576, 8), 1, 32, arch);
        (long - short) as f64 / 512.0
    };
    let per = per_add(Arch::Volta);
    eprintln!("Volta: independent add {per} cycles");
    assert!((2.0..2.1).contains(&per), "Volta independent: {per} cycles per add");
    let per_p = per_add(Arch::Pascal);
    // 8 chains, 6-cycle latency: 8 issues per 6 cycles at most -> max(1, 6/8) = 1 cycle per add
    assert!((1.0..1.2).contains(&per_p), "Pascal independent: {per_p}");
    // The simple model cannot overlap: every instruction pays issue + latency.
    let simple = |n| run_with(&independent(n, 8), 1, 32, 0, Timing::Simple, 32).cycles;
    assert_eq!((simple(576) - simple(64)) as f64 / 512.0, 6.0);
}

#[test]
fn global_latency_is_exposed_alone_and_hidden_by_many_warps() {
    // One warp: a chain of 64 adds (256 cycles on Volta) that depends on the load waits for its
    // DRAM latency; one that does not overlaps with it.
    let (dep, _) = pipelined(&chain(64), 1, 32, Arch::Volta);
    let (indep, _) = pipelined(&chain(64).replace("%x, 1\n", "%tid, 1\n"), 1, 32, Arch::Volta);
    assert!(dep >= 400 + 256, "dependent: {dep}");
    let overlap = dep as i64 - indep as i64;
    eprintln!("one warp: dependent {dep}, independent {indep} cycles");
    assert!((250..=280).contains(&overlap), "the independent chain hides {overlap} cycles of the load");
    // 64 resident warps: the SM is issue-bound and latency is overlapped across warps.
    let (many, t) = pipelined(&chain(64), 16, 128, Arch::Volta);
    assert_eq!(t.resident_warps, 64);
    eprintln!("64 warps: {many} cycles");
    assert!(many < 64 * dep / 8, "64 warps {many} vs one warp {dep}");
}

/// The issue's case: a second global load feeding the chain, and the same kernel without it.
#[test]
fn removing_one_load_does_not_save_its_latency_when_warps_hide_it() {
    let without = chain(64);
    let with = chain(64).replace(
        "  %c0 = add i32 %x, 1\n",
        "  %q = getelementptr inbounds i32, ptr %px, i64 1\n  %y = load i32, ptr %q, align 4\n  %c0 = add i32 %x, %y\n",
    );
    // The simple model charges the load's latency even with 64 warps resident and one warp
    // alone: it "saves" 400 cycles.
    let simple = |body: &str, g: u32| run_with(body, g, 128, 0, Timing::Simple, 32).cycles as i64;
    eprintln!(
        "simple model: one block of 4 warps, the load saves {}",
        simple(&with, 1) - simple(&without, 1)
    );
    assert!(simple(&with, 1) - simple(&without, 1) >= 400);
    // The pipelined model: alone, the second load overlaps the first (both issue before the
    // chain waits); with 64 warps it costs its issue slots.
    for (grid, bound) in [(1, 40), (16, 100)] {
        let a = pipelined(&with, grid, 128, Arch::Volta).0 as i64;
        let b = pipelined(&without, grid, 128, Arch::Volta).0 as i64;
        let saved = a - b;
        eprintln!("pipelined, {grid} blocks of 4 warps: {a} vs {b} cycles, the load saves {saved}");
        assert!((0..bound).contains(&saved), "{grid} blocks: removing the load saves {saved} cycles");
    }
}

#[test]
fn coalescing_counts_sectors() {
    // in[gid]: 32 lanes x 4 bytes = 4 sectors per warp; in[gid * 32]: one sector per lane.
    let coalesced = "  %r = add i32 %x, 0";
    let strided = "  %s = mul i32 %gid, 32\n  %s64 = sext i32 %s to i64\n  %ps = getelementptr inbounds i32, ptr %in, i64 %s64\n  %y = load i32, ptr %ps, align 4\n  %r = add i32 %y, %x";
    let m = |body: &str| {
        let mdl = warpflow_ir::parse(&kernel(body)).unwrap();
        let cfg = RunConfig { timing: Timing::pipelined(Arch::Volta), ..RunConfig::default() };
        warpflow_simt::run(&mdl, &spec(1, 32, 32 * 32), &cfg).unwrap().stats.timing.unwrap()
    };
    let a = m(coalesced);
    let b = m(strided);
    // load in[gid] + store out[gid]: 4 + 4 sectors
    assert_eq!(a.memory_transactions, 8);
    // plus 32 sectors for the strided load
    assert_eq!(b.memory_transactions, 8 + 32);
}

#[test]
fn shared_memory_bank_conflicts_replay() {
    let access = |stride: u32| {
        format!(
            "  %a = mul i32 %tid, {stride}\n  %a64 = sext i32 %a to i64\n  %ps = getelementptr inbounds [4096 x i32], ptr addrspace(3) @sh, i64 0, i64 %a64\n  store i32 %x, ptr addrspace(3) %ps, align 4\n  %r = load i32, ptr addrspace(3) %ps, align 4"
        )
    };
    let (_, none) = pipelined(&access(1), 1, 32, Arch::Volta);
    let (_, two) = pipelined(&access(2), 1, 32, Arch::Volta);
    let (_, all) = pipelined(&access(32), 1, 32, Arch::Volta);
    assert_eq!(none.bank_conflict_replays, 0);
    // stride 2: two lanes per bank -> 2 wavefronts per access, 1 replay each (store + load)
    assert_eq!(two.bank_conflict_replays, 2);
    // stride 32: all 32 lanes in bank 0 -> 32 wavefronts, 31 replays each
    assert_eq!(all.bank_conflict_replays, 62);
}

#[test]
fn machine_expansion() {
    let base = pipelined("  %r = add i32 %x, 1", 1, 32, Arch::Volta).1.machine_instructions;
    let count = |body: &str| pipelined(body, 1, 32, Arch::Volta).1.machine_instructions - base;
    // a select is one instruction (its compare another)
    assert_eq!(
        count("  %c = icmp slt i32 %x, 7\n  %s = select i1 %c, i32 %x, i32 3\n  %r = add i32 %s, 1"),
        2
    );
    // 64-bit add: two instructions (sext free? no: one for the high half)
    assert_eq!(count("  %w = sext i32 %x to i64\n  %v = add i64 %w, 5\n  %t = trunc i64 %v to i32\n  %r = add i32 %t, 1"), 3);
    // a constant-offset GEP that only feeds a load folds into it: only the load issues (a
    // 64-bit add of the offset would be two more)
    assert_eq!(
        count("  %q = getelementptr inbounds i32, ptr %px, i64 1\n  %y = load i32, ptr %q, align 4\n  %r = add i32 %y, %x"),
        1
    );
}

#[test]
fn reconvergence_costs_set_up_and_sync() {
    let diamond = "  %odd = and i32 %tid, 1\n  %c = icmp eq i32 %odd, 0\n  br i1 %c, label %a, label %b\na:\n  %ra = add i32 %x, 1\n  br label %j\nb:\n  %rb = mul i32 %x, 3\n  br label %j\nj:\n  %r = phi i32 [ %ra, %a ], [ %rb, %b ]";
    let uniform = diamond.replace("%odd = and i32 %tid, 1", "%odd = and i32 %bid, 1");
    let (_, d) = pipelined(diamond, 1, 32, Arch::Volta);
    let (_, u) = pipelined(&uniform, 1, 32, Arch::Volta);
    // BSSY at the branch, one BSYNC per path
    assert_eq!(d.reconvergence_instructions, 3);
    assert_eq!(u.reconvergence_instructions, 0);
    // AMD: exec save + write, then per path the restore and the skip test
    let (_, a) = pipelined(diamond, 1, 64, Arch::Cdna);
    assert_eq!(a.reconvergence_instructions, 2 + 2 * 2);
}

#[test]
fn occupancy_from_limits_or_given() {
    let (_, t) = pipelined(&chain(8), 40, 128, Arch::Volta);
    // 4 warps per block: 16 blocks by the warp limit (64)
    assert_eq!((t.resident_blocks, t.resident_warps), (16, 64));
    // each block's 16 KiB of shared memory (@sh) allows 96 / 16 = 6
    let sh = "  %tid64 = sext i32 %tid to i64\n  %ps = getelementptr inbounds [4096 x i32], ptr addrspace(3) @sh, i64 0, i64 %tid64\n  store i32 %x, ptr addrspace(3) %ps, align 4\n  %r = add i32 %x, 1";
    let (_, t6) = pipelined(sh, 40, 128, Arch::Volta);
    assert_eq!((t6.resident_blocks, t6.resident_warps), (6, 24));
    let m = warpflow_ir::parse(&kernel(&chain(8))).unwrap();
    let timing = Timing::Pipelined(warpflow_simt::PipelineConfig {
        arch: Arch::Volta,
        resident_warps: Some(8),
        trace_limit: warpflow_simt::timing::DEFAULT_TRACE_LIMIT,
    });
    let s = warpflow_simt::run(&m, &spec(40, 128, 0), &RunConfig { timing, ..RunConfig::default() })
        .unwrap()
        .stats;
    let t8 = s.timing.unwrap();
    assert_eq!((t8.resident_blocks, t8.resident_warps), (2, 8));
    assert!(t8.cycles > t.cycles, "8 resident warps {} vs 64 {}", t8.cycles, t.cycles);
}

#[test]
fn trace_limit_is_an_error_not_a_crash() {
    let m = warpflow_ir::parse(&kernel(&chain(64))).unwrap();
    let timing = Timing::Pipelined(warpflow_simt::PipelineConfig {
        arch: Arch::Volta,
        resident_warps: None,
        trace_limit: 10,
    });
    let e =
        warpflow_simt::run(&m, &spec(1, 32, 0), &RunConfig { timing, ..RunConfig::default() }).unwrap_err();
    assert!(e.to_string().contains("exceeds"), "{e}");
}

#[test]
fn the_simple_model_is_unchanged_and_results_do_not_depend_on_the_model() {
    let body = independent(64, 4);
    let s = run_with(&body, 2, 64, 0, Timing::Simple, 32);
    assert!(s.timing.is_none());
    let m = warpflow_ir::parse(&kernel(&body)).unwrap();
    let a = warpflow_simt::run(&m, &spec(2, 64, 0), &RunConfig::default()).unwrap();
    let b = warpflow_simt::run(
        &m,
        &spec(2, 64, 0),
        &RunConfig { timing: Timing::pipelined(Arch::Hopper), ..RunConfig::default() },
    )
    .unwrap();
    assert_eq!(a.buffers, b.buffers);
    assert_eq!(a.stats.warp_instructions, b.stats.warp_instructions);
    assert_eq!(a.stats.cycles, s.cycles);
}

/// Over the PCFM kernels at -O3, warp 32 (Volta) and 64 (CDNA): the pipelined model leaves the
/// outputs as they are, never beats the issue bound (each scheduler issues at most one machine
/// instruction per cycle) and stays below a serial bound (every machine instruction and memory
/// transaction paying the longest latency one after the other).
#[test]
fn pipelined_cycles_lie_between_the_issue_bound_and_the_serial_bound() {
    for (dir, name, lls) in common::corpus().into_iter().filter(|c| c.0 == "pcfm") {
        let spec = common::spec(&dir, &name);
        let file = lls.iter().find(|f| f.ends_with(".O3.ll")).expect("an -O3 variant");
        let m = common::load(&dir, file);
        for arch in [Arch::Volta, Arch::Cdna] {
            let p = arch.params();
            let base = RunConfig { warp_size: p.warp_size, ..RunConfig::default() };
            let simple = warpflow_simt::run(&m, &spec, &base).unwrap();
            let cfg = RunConfig { timing: Timing::pipelined(arch), ..base };
            let r = warpflow_simt::run(&m, &spec, &cfg).unwrap();
            assert_eq!(simple.buffers, r.buffers, "{file} {arch:?}");
            let t = r.stats.timing.unwrap();
            let what = format!("{file} {arch:?}: {t:?}");
            assert!(t.cycles * u64::from(p.schedulers) >= t.machine_instructions, "{what}");
            let worst = u64::from(p.latency.atomic.max(p.latency.global) + 64);
            assert!(t.cycles <= (t.machine_instructions + t.memory_transactions) * worst, "{what}");
            assert!(t.issue_utilisation > 0.0 && t.issue_utilisation <= 1.0, "{what}");
        }
    }
}
