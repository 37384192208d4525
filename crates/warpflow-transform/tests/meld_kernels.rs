//! `meld` on every kernel of `kernels/pcfm` (`-O3` and `-O0`, default threshold and 0): each
//! output passes our verifier, `opt-19 -passes=verify` and `llc-19 -march=nvptx64 -mcpu=sm_70`,
//! and the emulator's differential runner finds the same outputs before and after (warp sizes
//! 32 and 64) on the kernel's launch spec. The merges per kernel (and how many replicated a
//! block) are printed (run with `--nocapture`) and pinned. Helpers as in `pcfm_kernels.rs`.

mod common;

use common::{check_kernel_pass, kernels, pcfm_dir};
use warpflow_transform::{meld, merge, Changed, Context};

/// Runs meld (threshold `milli`) on kernel `name` at `level` and checks the output.
fn check(name: &str, level: &str, milli: Option<u32>) -> Changed {
    let pass_name = format!("meld{}", milli.map_or(String::new(), |t| format!("@{t}")));
    let ctx = Context { pcfm_threshold_milli: milli, ..Context::default() };
    check_kernel_pass(&pcfm_dir(), meld::run, &pass_name, name, level, &ctx, "meld_kernels")
}

fn row(name: &str, c: &Changed) -> String {
    let replicated = c.remarks.iter().filter(|r| r.message.contains("replicated to the shape")).count();
    format!("{name}: {} merges ({replicated} with replication)", merge::merge_count(c))
}

fn table(level: &str, milli: Option<u32>) -> String {
    let rows: Vec<String> = kernels().iter().map(|n| row(n, &check(n, level, milli))).collect();
    println!("meld merges per kernel ({level}, threshold {milli:?}):\n{}", rows.join("\n"));
    rows.join("\n")
}

#[test]
fn every_pcfm_kernel_o3() {
    expect_test::expect![[r#"
        bitonic_sort: 1 merges (0 with replication)
        bitonic_step: 1 merges (0 with replication)
        dct8x8_quant: 1 merges (0 with replication)
        lud_perimeter: 2 merges (0 with replication)
        merge_sort: 1 merges (0 with replication)
        nqueens: 0 merges (0 with replication)
        pcm_sort: 0 merges (0 with replication)
        srad: 0 merges (0 with replication)"#]]
    .assert_eq(&table("O3", None));
}

#[test]
fn every_pcfm_kernel_o0() {
    expect_test::expect![[r#"
        bitonic_sort: 1 merges (0 with replication)
        bitonic_step: 1 merges (0 with replication)
        dct8x8_quant: 1 merges (0 with replication)
        lud_perimeter: 3 merges (0 with replication)
        merge_sort: 2 merges (0 with replication)
        nqueens: 0 merges (0 with replication)
        pcm_sort: 0 merges (0 with replication)
        srad: 15 merges (3 with replication)"#]]
    .assert_eq(&table("O0", None));
}

#[test]
fn every_pcfm_kernel_o3_threshold_zero() {
    expect_test::expect![[r#"
        bitonic_sort: 1 merges (0 with replication)
        bitonic_step: 1 merges (0 with replication)
        dct8x8_quant: 1 merges (0 with replication)
        lud_perimeter: 2 merges (0 with replication)
        merge_sort: 1 merges (0 with replication)
        nqueens: 2 merges (1 with replication)
        pcm_sort: 0 merges (0 with replication)
        srad: 1 merges (1 with replication)"#]]
    .assert_eq(&table("O3", Some(0)));
}

#[test]
fn every_pcfm_kernel_o0_threshold_zero() {
    expect_test::expect![[r#"
        bitonic_sort: 1 merges (0 with replication)
        bitonic_step: 2 merges (0 with replication)
        dct8x8_quant: 1 merges (0 with replication)
        lud_perimeter: 3 merges (0 with replication)
        merge_sort: 3 merges (0 with replication)
        nqueens: 1 merges (1 with replication)
        pcm_sort: 0 merges (0 with replication)
        srad: 21 merges (5 with replication)"#]]
    .assert_eq(&table("O0", Some(0)));
}
