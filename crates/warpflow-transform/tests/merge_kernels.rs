//! Branch fusion, PCFM and meld on every kernel of `kernels/merge` (written here in the style
//! real code is written: `&&`/`||` conditions, a loop on each side, `continue`/`break`,
//! data-dependent sides), at `-O3` and `-O0`: each output passes our verifier, `opt-19
//! -passes=verify` and `llc-19`, and the emulator finds the same outputs before and after at
//! warp sizes 32 and 64. The merges per kernel and pass are pinned: branch fusion takes
//! diamonds only, PCFM and meld also fold short-circuit conditions, merge regions and fuse
//! consecutive `while` loops (`head_rest` at -O0).

mod common;

use common::{check_kernel_pass, kernels_in, merge_dir};
use warpflow_transform::{branch_fusion, meld, merge, pcfm, Context};

fn table(level: &str) -> String {
    let mut rows = Vec::new();
    for name in kernels_in(&merge_dir()) {
        let count = |pass, pass_name| {
            merge::merge_count(&check_kernel_pass(
                &merge_dir(),
                pass,
                pass_name,
                &name,
                level,
                &Context::default(),
                "merge_kernels",
            ))
        };
        let bf = count(branch_fusion::run, "branch-fusion");
        let pc = count(pcfm::run, "pcfm");
        let me = count(meld::run, "meld");
        rows.push(format!("{name}: branch-fusion {bf}, pcfm {pc}, meld {me}"));
    }
    rows.join("\n")
}

/// The merges from clang's -O3 output and from its -O0 output (after promotion).
#[test]
fn every_merge_kernel_o3_and_o0() {
    let o3 = table("O3");
    expect_test::expect![[r#"
        band_filter: branch-fusion 0, pcfm 1, meld 1
        head_rest: branch-fusion 0, pcfm 0, meld 0
        outlier_or: branch-fusion 0, pcfm 1, meld 1
        partition_keys: branch-fusion 1, pcfm 1, meld 1
        skip_continue: branch-fusion 1, pcfm 1, meld 1
        two_loops: branch-fusion 0, pcfm 1, meld 1"#]]
    .assert_eq(&o3);
    // The same from -O0, but for head_rest: its two `while` loops are fused (and their bodies
    // merged) by PCFM and meld at -O0; at -O3 clang has rotated and unrolled them.
    let o0 = table("O0");
    assert_eq!(
        o0,
        o3.replace(
            "head_rest: branch-fusion 0, pcfm 0, meld 0",
            "head_rest: branch-fusion 0, pcfm 1, meld 1"
        )
    );
}
