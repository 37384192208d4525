//! PCFM and branch fusion on every kernel of `kernels/pcfm` (`-O3` and `-O0`): each output
//! passes our verifier, `opt-19 -passes=verify` and `llc-19 -march=nvptx64 -mcpu=sm_70`, and
//! the emulator's differential runner finds the same outputs before and after (warp sizes 32
//! and 64) on the kernel's launch spec. The number of merges per kernel and pass is printed
//! (run with `--nocapture`) and pinned, so a change in what the passes merge shows up here.

use std::path::{Path, PathBuf};

use warpflow_simt::{LaunchSpec, RunConfig};
use warpflow_testkit::{repo_root, require, Tool};
use warpflow_transform::{branch_fusion, merge, pcfm, verify, Context, Pass};

fn kernels() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(repo_root().join("kernels/pcfm"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_string_lossy().strip_suffix(".launch.toml").map(str::to_string))
        .collect();
    names.sort();
    names
}

fn load(p: &Path) -> warpflow_ir::Module {
    warpflow_ir::parse(&std::fs::read_to_string(p).unwrap()).unwrap()
}

fn spec(name: &str) -> LaunchSpec {
    let p = repo_root().join(format!("kernels/pcfm/{name}.launch.toml"));
    LaunchSpec::from_toml(&std::fs::read_to_string(p).unwrap()).unwrap()
}

fn tmp() -> PathBuf {
    let d = std::env::temp_dir().join(format!("warpflow-pcfm-test-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn external_checks(text: &str, file: &str) {
    let path = tmp().join(file);
    std::fs::write(&path, text).unwrap();
    if let Some(opt) = require(Tool::Opt, "pcfm_kernels") {
        let out = std::process::Command::new(opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{file}: opt-19: {}", String::from_utf8_lossy(&out.stderr));
    }
    if let Some(llc) = require(Tool::Llc, "pcfm_kernels") {
        let out = std::process::Command::new(llc)
            .args(["-march=nvptx64", "-mcpu=sm_70", "-o", "/dev/null"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{file}: llc-19: {}", String::from_utf8_lossy(&out.stderr));
    }
}

/// Runs `pass` on `file`, checks the output, returns the number of merges.
fn check(pass: Pass, pass_name: &str, name: &str, level: &str) -> usize {
    let file = format!("{name}.nvptx64.{level}.ll");
    let orig = load(&repo_root().join("kernels/pcfm").join(&file));
    let mut m = orig.clone();
    let c = pass(&mut m, &Context::default()).unwrap_or_else(|e| panic!("{file} {pass_name}: {e}"));
    verify(&m).unwrap_or_else(|e| panic!("{file} {pass_name}: {e}"));
    assert_eq!(c.changed, merge::merge_count(&c) > 0);
    for r in &c.remarks {
        println!("  {file} {pass_name} @{}: {}", r.function, r.message);
    }
    let text = warpflow_ir::print_module(&m);
    external_checks(&text, &format!("{pass_name}.{file}"));
    // The printed output parses back to the same text.
    assert_eq!(warpflow_ir::print_module(&warpflow_ir::parse(&text).unwrap()), text, "{file} {pass_name}");
    if c.changed {
        let s = spec(name);
        for warp_size in [32, 64] {
            let cfg = RunConfig { warp_size, ..Default::default() };
            let cmp = warpflow_simt::compare(&orig, &m, &s, &cfg)
                .unwrap_or_else(|e| panic!("{file} {pass_name} warp {warp_size}: {e}"));
            assert_eq!(cmp.first_difference, None, "{file} {pass_name} warp {warp_size}");
            println!(
                "  {file} {pass_name} warp {warp_size}: cycles {} -> {}",
                cmp.stats_a.cycles, cmp.stats_b.cycles
            );
        }
    }
    merge::merge_count(&c)
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
        merge_sort: branch-fusion 1, pcfm 1
        nqueens: branch-fusion 0, pcfm 0
        pcm_sort: branch-fusion 0, pcfm 0
        srad: branch-fusion 12, pcfm 12"#]]
    .assert_eq(&table.join("\n"));
}
