//! PCFM and branch fusion on every kernel of `kernels/pcfm` (`-O3` and `-O0`): each output
//! passes our verifier, `opt-19 -passes=verify` and `llc-19 -march=nvptx64 -mcpu=sm_70`, and
//! the emulator's differential runner finds the same outputs before and after (warp sizes 32
//! and 64) on the kernel's launch spec. The number of merges per kernel and pass is printed
//! (run with `--nocapture`) and pinned, so a change in what the passes merge shows up here.

mod common;

use common::{check_kernel_pass, kernels, load, pcfm_dir, spec};
use warpflow_simt::RunConfig;
use warpflow_transform::{branch_fusion, merge, pcfm, verify, Context, Pass};

/// Runs `pass` on kernel `name` at `level` and checks the output; returns the number of merges.
fn check(pass: Pass, pass_name: &str, name: &str, level: &str) -> usize {
    merge::merge_count(&check_kernel_pass(
        &pcfm_dir(),
        pass,
        pass_name,
        name,
        level,
        &Context::default(),
        "pcfm_kernels",
    ))
}

#[test]
fn every_pcfm_kernel_o3() {
    let mut table = Vec::new();
    for name in kernels() {
        let bf = check(branch_fusion::run, "branch-fusion", &name, "O3");
        let pc = check(pcfm::run, "pcfm", &name, "O3");
        table.push(format!("{name}: branch-fusion {bf}, pcfm {pc}"));
    }
    println!("merges per kernel (-O3):\n{}", table.join("\n"));
    expect_test::expect![[r#"
        bitonic_sort: branch-fusion 1, pcfm 1
        bitonic_step: branch-fusion 1, pcfm 1
        dct8x8_quant: branch-fusion 1, pcfm 1
        lud_perimeter: branch-fusion 2, pcfm 2
        merge_sort: branch-fusion 1, pcfm 1
        nqueens: branch-fusion 0, pcfm 0
        pcm_sort: branch-fusion 0, pcfm 0
        srad: branch-fusion 0, pcfm 0"#]]
    .assert_eq(&table.join("\n"));
}

#[test]
fn every_pcfm_kernel_o0() {
    let mut table = Vec::new();
    for name in kernels() {
        let bf = check(branch_fusion::run, "branch-fusion", &name, "O0");
        let pc = check(pcfm::run, "pcfm", &name, "O0");
        table.push(format!("{name}: branch-fusion {bf}, pcfm {pc}"));
    }
    println!("merges per kernel (-O0):\n{}", table.join("\n"));
    expect_test::expect![[r#"
        bitonic_sort: branch-fusion 0, pcfm 1
        bitonic_step: branch-fusion 0, pcfm 1
        dct8x8_quant: branch-fusion 1, pcfm 1
        lud_perimeter: branch-fusion 0, pcfm 3
        merge_sort: branch-fusion 1, pcfm 2
        nqueens: branch-fusion 0, pcfm 0
        pcm_sort: branch-fusion 0, pcfm 0
        srad: branch-fusion 12, pcfm 12"#]]
    .assert_eq(&table.join("\n"));
}

/// PCFM at several thresholds on every `-O3` kernel: merges and emulated cycles (warp 32,
/// original -> transformed), outputs identical at every threshold.
#[test]
fn threshold_sweep_o3() {
    let mut rows = Vec::new();
    for name in kernels() {
        let file = format!("{name}.nvptx64.O3.ll");
        let orig = load(&pcfm_dir().join(&file));
        let s = spec(&name);
        let cfg = RunConfig { warp_size: 32, ..Default::default() };
        let base = warpflow_simt::run(&orig, &s, &cfg).unwrap().stats.cycles;
        let mut row = format!("{name} (cycles {base}):");
        for milli in [0u32, 100, 200, 300, 400, 500] {
            let mut m = orig.clone();
            let ctx = Context { pcfm_threshold_milli: Some(milli), ..Context::default() };
            let c = pcfm::run(&mut m, &ctx).unwrap();
            verify(&m).unwrap();
            let cmp = warpflow_simt::compare(&orig, &m, &s, &cfg).unwrap();
            assert_eq!(cmp.first_difference, None, "{file} threshold {milli}");
            let t = milli as f64 / 1000.0;
            row.push_str(&format!(
                " [{t:.1}: {} merges, {} cycles]",
                merge::merge_count(&c),
                cmp.stats_b.cycles
            ));
        }
        rows.push(row);
    }
    println!("{}", rows.join("\n"));
    expect_test::expect![[r#"
        bitonic_sort (cycles 55468): [0.0: 1 merges, 55214 cycles] [0.1: 1 merges, 55214 cycles] [0.2: 1 merges, 55214 cycles] [0.3: 1 merges, 55214 cycles] [0.4: 1 merges, 55214 cycles] [0.5: 0 merges, 55468 cycles]
        bitonic_step (cycles 41296): [0.0: 1 merges, 28272 cycles] [0.1: 1 merges, 28272 cycles] [0.2: 1 merges, 28272 cycles] [0.3: 1 merges, 28272 cycles] [0.4: 1 merges, 28272 cycles] [0.5: 0 merges, 41296 cycles]
        dct8x8_quant (cycles 10688): [0.0: 1 merges, 10496 cycles] [0.1: 1 merges, 10496 cycles] [0.2: 1 merges, 10496 cycles] [0.3: 1 merges, 10496 cycles] [0.4: 1 merges, 10496 cycles] [0.5: 0 merges, 10688 cycles]
        lud_perimeter (cycles 57263): [0.0: 2 merges, 39856 cycles] [0.1: 2 merges, 39856 cycles] [0.2: 2 merges, 39856 cycles] [0.3: 2 merges, 39856 cycles] [0.4: 2 merges, 39856 cycles] [0.5: 0 merges, 57263 cycles]
        merge_sort (cycles 135216): [0.0: 1 merges, 116008 cycles] [0.1: 1 merges, 116008 cycles] [0.2: 1 merges, 116008 cycles] [0.3: 1 merges, 116008 cycles] [0.4: 1 merges, 116008 cycles] [0.5: 0 merges, 135216 cycles]
        nqueens (cycles 461701): [0.0: 1 merges, 473419 cycles] [0.1: 0 merges, 461701 cycles] [0.2: 0 merges, 461701 cycles] [0.3: 0 merges, 461701 cycles] [0.4: 0 merges, 461701 cycles] [0.5: 0 merges, 461701 cycles]
        pcm_sort (cycles 300479): [0.0: 0 merges, 300479 cycles] [0.1: 0 merges, 300479 cycles] [0.2: 0 merges, 300479 cycles] [0.3: 0 merges, 300479 cycles] [0.4: 0 merges, 300479 cycles] [0.5: 0 merges, 300479 cycles]
        srad (cycles 39678): [0.0: 0 merges, 39678 cycles] [0.1: 0 merges, 39678 cycles] [0.2: 0 merges, 39678 cycles] [0.3: 0 merges, 39678 cycles] [0.4: 0 merges, 39678 cycles] [0.5: 0 merges, 39678 cycles]"#]].assert_eq(&rows.join("\n"));
}

/// PCFM with threshold 0 on every `-O0` kernel (it then also merges unprofitable pairs and
/// pieces of non-isomorphic sides): outputs identical at warp 32 and 64; the merges (whole
/// sides, pieces) per kernel are pinned.
#[test]
fn threshold_zero_o0() {
    let mut rows = Vec::new();
    for name in kernels() {
        let ctx = Context { pcfm_threshold_milli: Some(0), ..Context::default() };
        let c = check_kernel_pass(&pcfm_dir(), pcfm::run, "pcfm0", &name, "O0", &ctx, "pcfm_kernels");
        let pieces = c.remarks.iter().filter(|r| r.message.starts_with("merged pieces")).count();
        rows.push(format!("{name}: {} merges ({pieces} of pieces)", merge::merge_count(&c)));
    }
    println!("{}", rows.join("\n"));
    expect_test::expect![[r#"
        bitonic_sort: 1 merges (0 of pieces)
        bitonic_step: 1 merges (0 of pieces)
        dct8x8_quant: 1 merges (0 of pieces)
        lud_perimeter: 3 merges (0 of pieces)
        merge_sort: 3 merges (1 of pieces)
        nqueens: 2 merges (1 of pieces)
        pcm_sort: 0 merges (0 of pieces)
        srad: 21 merges (5 of pieces)"#]]
    .assert_eq(&rows.join("\n"));
}
