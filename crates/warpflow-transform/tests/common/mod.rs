//! Shared by the merging passes' tests: the PCFM kernels (`kernels/pcfm`: names, modules, launch
//! specs), hand-written cases (`tests/data/`), and the checks every output goes through.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use warpflow_ir::Module;
use warpflow_simt::{LaunchSpec, RunConfig};
use warpflow_testkit::{assert_llvm_accepts, repo_root, LlvmCheck};
use warpflow_transform::{merge, verify, Changed, Context, Pass};

/// The folder of the PCFM kernels.
pub fn pcfm_dir() -> PathBuf {
    repo_root().join("kernels/pcfm")
}

/// The folder of the kernels written in the style of real code (`kernels/merge`: `&&`/`||`
/// conditions, a loop on each side, `continue`/`break`, data-dependent sides).
pub fn merge_dir() -> PathBuf {
    repo_root().join("kernels/merge")
}

/// The PCFM kernels (every name with a launch spec), sorted.
pub fn kernels() -> Vec<String> {
    kernels_in(&pcfm_dir())
}

/// The kernels of folder `dir` (every name with a launch spec), sorted.
pub fn kernels_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_string_lossy().strip_suffix(".launch.toml").map(str::to_string))
        .collect();
    names.sort();
    names
}

/// Reads and parses a module.
pub fn load(p: &Path) -> Module {
    let text = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The launch spec of PCFM kernel `name`.
pub fn spec(name: &str) -> LaunchSpec {
    spec_in(&pcfm_dir(), name)
}

/// The launch spec of kernel `name` of folder `dir`.
pub fn spec_in(dir: &Path, name: &str) -> LaunchSpec {
    let p = dir.join(format!("{name}.launch.toml"));
    LaunchSpec::from_toml(&std::fs::read_to_string(&p).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// A hand-written case `tests/data/{dir}/{name}.ll`.
pub fn case(dir: &str, name: &str) -> Module {
    load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(dir).join(format!("{name}.ll")))
}

/// The printed definition of the first function defined in `m` (the case's kernel `@k`).
pub fn first_definition(m: &Module) -> String {
    let text = warpflow_ir::print_module(m);
    let start = text.find("define").expect("a function definition");
    let end = start + text[start..].find("\n}\n").expect("the end of the definition") + 3;
    text[start..end].to_string()
}

/// The messages of a pass's remarks, in order.
pub fn messages(c: &Changed) -> Vec<String> {
    c.remarks.iter().map(|r| r.message.clone()).collect()
}

/// Asserts that `m` (a transformed copy of `orig`) leaves every output buffer of `spec`
/// unchanged in the emulator at each of `warp_sizes`; prints the cycles before and after.
pub fn assert_same_outputs(orig: &Module, m: &Module, spec: &LaunchSpec, tag: &str, warp_sizes: &[u32]) {
    for &warp_size in warp_sizes {
        let cfg = RunConfig { warp_size, ..Default::default() };
        let cmp = warpflow_simt::compare(orig, m, spec, &cfg)
            .unwrap_or_else(|e| panic!("{tag} warp {warp_size}: {e}"));
        assert_eq!(cmp.first_difference, None, "{tag} warp {warp_size}: outputs differ");
        println!("  {tag} warp {warp_size}: cycles {} -> {}", cmp.stats_a.cycles, cmp.stats_b.cycles);
    }
}

/// Runs the merging `pass` (named `pass_name`, context `ctx`) on kernel `name` of folder `dir`
/// at `level` (`O0`, `O3`) for test `test`, prints its remarks, and checks the output: our
/// verifier, LLVM 19 (verify and NVPTX code generation), a print/parse round trip to the same
/// text, and, when it changed the module, identical emulator outputs at warp sizes 32 and 64.
/// Returns what it did.
pub fn check_kernel_pass(
    dir: &Path,
    pass: Pass,
    pass_name: &str,
    name: &str,
    level: &str,
    ctx: &Context,
    test: &str,
) -> Changed {
    let file = format!("{name}.nvptx64.{level}.ll");
    let tag = format!("{pass_name}.{file}");
    let orig = load(&dir.join(&file));
    let mut m = orig.clone();
    let c = pass(&mut m, ctx).unwrap_or_else(|e| panic!("{tag}: {e}"));
    verify(&m).unwrap_or_else(|e| panic!("{tag}: {e}"));
    assert_eq!(c.changed, merge::merge_count(&c) > 0, "{tag}: changed without a merge remark");
    for r in &c.remarks {
        println!("  {tag} @{}: {}", r.function, r.message);
    }
    let text = warpflow_ir::print_module(&m);
    assert_llvm_accepts(&text, &tag, test, LlvmCheck::VerifyAndCompileNvptx);
    assert_eq!(warpflow_ir::print_module(&warpflow_ir::parse(&text).unwrap()), text, "{tag}: round trip");
    if c.changed {
        assert_same_outputs(&orig, &m, &spec_in(dir, name), &tag, &[32, 64]);
    }
    c
}
