//! Checks of the kernel corpus under `kernels/` (see `kernels/README.md`):
//!
//! - its shape: at least 30 kernels, the required kernels present, one launch spec per source,
//!   exactly the expected compiled `.ll` files (no stale ones), unique names, barrier cases named
//!   `pass-`/`fail-`;
//! - every launch spec parses with the fields of the format (issue 2), names a kernel defined in
//!   every `.ll` of its source, and has one argument per kernel parameter whose kind and type
//!   match the parameter's IR type;
//! - the compiled files: no absolute paths, `!dbg` locations present, no library calls, accepted
//!   by `opt-19 -passes=verify` and (nvptx64) `llc-19`, and identical to what clang-19 produces
//!   now (`scripts/regen-kernels --check`).
//!
//! The launch-spec structs here only validate the corpus; the emulator owns the real parser.

use serde::Deserialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use warpflow_testkit::{collect, corpus_ll_files, repo_root, require, Tool};

/// A launch spec (`NAME.launch.toml`), as issue 2 fixes its format.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LaunchSpec {
    kernel: String,
    grid: [u32; 3],
    block: [u32; 3],
    shared_bytes: u64,
    #[serde(default)]
    args: Vec<Arg>,
}

/// One kernel argument of a launch spec.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Arg {
    kind: String,
    #[serde(rename = "type")]
    ty: String,
    len: Option<u64>,
    init: Option<toml::Value>,
    seed: Option<u64>,
    output: Option<bool>,
    value: Option<toml::Value>,
}

const TYPES: &[&str] = &["i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64"];

/// Total threads of one launch must stay modest so emulator tests run fast.
const MAX_THREADS: u64 = 16384;

fn kernels_dir() -> PathBuf {
    repo_root().join("kernels")
}

/// Every kernel source (`.cu`, `.cl`) under `kernels/`, outside `kernels/include`, sorted.
fn sources() -> Vec<PathBuf> {
    let root = kernels_dir();
    let mut out = Vec::new();
    collect(&root, "cu", &mut out);
    collect(&root, "cl", &mut out);
    out.retain(|p| !p.starts_with(root.join("include")));
    out.sort();
    out
}

fn stem(p: &Path) -> String {
    p.file_stem().unwrap().to_string_lossy().into_owned()
}

/// The compiled files a source must have beside it (the naming scheme of `kernels/README.md`).
fn expected_outputs(src: &Path) -> Vec<PathBuf> {
    let dir = src.parent().unwrap();
    let name = stem(src);
    // OpenCL sources using sub-group functions have no nvptx64 build (no `cl_khr_subgroups`
    // there; see scripts/regen-kernels).
    let subgroups = || std::fs::read_to_string(src).is_ok_and(|t| t.contains("sub_group_"));
    let targets: &[&str] = if src.extension().unwrap() == "cu" {
        &["nvptx64"]
    } else if subgroups() {
        &["amdgcn", "spir64"]
    } else {
        &["nvptx64", "amdgcn", "spir64"]
    };
    let mut out = Vec::new();
    for t in targets {
        for o in ["O0", "O3"] {
            out.push(dir.join(format!("{name}.{t}.{o}.ll")));
        }
    }
    out
}

fn spec_path(src: &Path) -> PathBuf {
    src.parent().unwrap().join(format!("{}.launch.toml", stem(src)))
}

fn rel(p: &Path) -> String {
    p.strip_prefix(repo_root()).unwrap_or(p).display().to_string()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", rel(p)))
}

/// The parameter list of `define ... @name(...)` in `ll`, split at top-level commas, or `None`
/// when the module defines no function of that name.
fn kernel_params(ll: &str, name: &str) -> Option<Vec<String>> {
    let needle = format!("@{name}(");
    let line = ll.lines().find(|l| l.starts_with("define ") && l.contains(&needle))?;
    let start = line.find(&needle)? + needle.len();
    let mut depth = 0i32;
    let mut params = Vec::new();
    let mut cur = String::new();
    for ch in line[start..].chars() {
        match ch {
            '(' | '{' | '[' | '<' => depth += 1,
            ')' if depth == 0 => {
                if !cur.trim().is_empty() {
                    params.push(cur.trim().to_string());
                }
                return Some(params);
            }
            ')' | '}' | ']' | '>' => depth -= 1,
            ',' if depth == 0 => {
                params.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    None
}

/// Whether `name` is marked as a kernel entry in `ll` (calling convention or NVVM annotation).
fn is_kernel_entry(ll: &str, name: &str) -> bool {
    let needle = format!("@{name}(");
    let cc = ll.lines().any(|l| {
        l.starts_with("define ")
            && l.contains(&needle)
            && ["spir_kernel ", "amdgpu_kernel ", "ptx_kernel "].iter().any(|k| l.contains(k))
    });
    cc || ll.contains(&format!("ptr @{name}, !\"kernel\", i32 1"))
}

/// The IR type a scalar argument of launch type `ty` has as a kernel parameter.
fn ir_scalar_type(ty: &str) -> &'static str {
    match ty {
        "i8" | "u8" => "i8",
        "i16" | "u16" => "i16",
        "i32" | "u32" => "i32",
        "i64" | "u64" => "i64",
        "f32" => "float",
        "f64" => "double",
        _ => "?",
    }
}

/// Checks one spec against the format; returns the problems found.
fn validate_spec(spec: &LaunchSpec) -> Vec<String> {
    let mut errs = Vec::new();
    if spec.grid.contains(&0) || spec.block.contains(&0) {
        errs.push("grid and block dimensions must be at least 1".into());
    }
    let block: u64 = spec.block.iter().map(|&d| u64::from(d)).product();
    let total: u64 = block * spec.grid.iter().map(|&d| u64::from(d)).product::<u64>();
    if block > 1024 {
        errs.push(format!("{block} threads per block (at most 1024)"));
    }
    if total > MAX_THREADS {
        errs.push(format!("{total} threads in all (at most {MAX_THREADS})"));
    }
    if spec.shared_bytes > 48 * 1024 {
        errs.push(format!("shared_bytes {} above 48 KiB", spec.shared_bytes));
    }
    if !spec.args.iter().any(|a| a.output == Some(true)) {
        errs.push("no output buffer".into());
    }
    for (i, a) in spec.args.iter().enumerate() {
        let at = format!("args[{i}]");
        if !TYPES.contains(&a.ty.as_str()) {
            errs.push(format!("{at}: unknown type {:?}", a.ty));
        }
        match a.kind.as_str() {
            "buffer" => {
                if a.len.is_none_or(|l| l == 0) {
                    errs.push(format!("{at}: buffer needs len >= 1"));
                }
                match &a.init {
                    Some(toml::Value::String(s)) => match s.as_str() {
                        "zeros" | "iota" => {}
                        "random" if a.seed.is_some() => {}
                        "random" => errs.push(format!("{at}: init = \"random\" needs a seed")),
                        other => errs.push(format!("{at}: unknown init {other:?}")),
                    },
                    Some(toml::Value::Integer(_)) => {}
                    Some(toml::Value::Float(_)) if a.ty.starts_with('f') => {}
                    Some(v) => errs.push(format!("{at}: bad init {v}")),
                    None => errs.push(format!("{at}: buffer needs init")),
                }
                if a.seed.is_some() && !matches!(&a.init, Some(toml::Value::String(s)) if s == "random") {
                    errs.push(format!("{at}: seed without init = \"random\""));
                }
                if a.value.is_some() {
                    errs.push(format!("{at}: buffer with a scalar value"));
                }
            }
            "scalar" => {
                match &a.value {
                    Some(toml::Value::Integer(_)) => {}
                    Some(toml::Value::Float(_)) if a.ty.starts_with('f') => {}
                    Some(v) => errs.push(format!("{at}: bad scalar value {v} for {}", a.ty)),
                    None => errs.push(format!("{at}: scalar needs value")),
                }
                if a.len.is_some() || a.init.is_some() || a.seed.is_some() || a.output.is_some() {
                    errs.push(format!("{at}: scalar with buffer fields"));
                }
            }
            other => errs.push(format!("{at}: unknown kind {other:?}")),
        }
    }
    errs
}

#[test]
fn corpus_has_at_least_30_kernels_including_the_required_ones() {
    let srcs = sources();
    assert!(srcs.len() >= 30, "only {} kernels under kernels/", srcs.len());
    let names: BTreeSet<String> = srcs.iter().map(|p| stem(p)).collect();
    assert_eq!(names.len(), srcs.len(), "kernel file names must be unique across folders");
    let required = [
        // the seven PCFM evaluation kernels
        "bitonic_sort",
        "merge_sort",
        "pcm_sort",
        "nqueens",
        "lud_perimeter",
        "srad",
        "dct8x8_quant",
        // basics
        "reduce_tree",
        "scan_block",
        "histogram",
        "bfs_step",
        "matmul_tiled",
        "stencil2d",
        "kway2",
        "kway4",
        "kway8",
        "kway32",
        "warp_shuffle",
        "warp_vote",
        "warp_spin_lock",
        // barrier cases
        "pass-arg-cond",
        "pass-uniform-loop",
        "pass-after-ifelse",
        "fail-tid-cond",
        "fail-short-circuit",
        "fail-tid-loop",
        "pass-call-uniform",
        "fail-call-divergent",
    ];
    for r in required {
        assert!(names.contains(r), "required kernel {r} missing");
    }
    let opencl = srcs.iter().filter(|p| p.extension().unwrap() == "cl").count();
    assert!(opencl >= 5, "only {opencl} OpenCL kernels");
}

#[test]
fn every_source_has_a_launch_spec_and_exactly_its_compiled_files() {
    let srcs = sources();
    let mut expected = BTreeSet::new();
    for s in &srcs {
        assert!(spec_path(s).is_file(), "{} has no launch spec", rel(s));
        for o in expected_outputs(s) {
            assert!(o.is_file(), "{} missing (run scripts/regen-kernels)", rel(&o));
            expected.insert(o);
        }
    }
    for ll in corpus_ll_files() {
        assert!(expected.contains(&ll), "{} has no source (stale)", rel(&ll));
    }
    let mut specs = Vec::new();
    collect(&kernels_dir(), "toml", &mut specs);
    for spec in specs {
        let name = spec.file_name().unwrap().to_string_lossy().into_owned();
        let base = name
            .strip_suffix(".launch.toml")
            .unwrap_or_else(|| panic!("{}: not NAME.launch.toml", rel(&spec)));
        let dir = spec.parent().unwrap();
        assert!(
            dir.join(format!("{base}.cu")).is_file() || dir.join(format!("{base}.cl")).is_file(),
            "{} has no kernel source",
            rel(&spec)
        );
    }
}

#[test]
fn launch_specs_parse_and_match_their_kernels() {
    let mut checked = 0;
    for src in sources() {
        let sp = spec_path(&src);
        let spec: LaunchSpec = toml::from_str(&read(&sp)).unwrap_or_else(|e| panic!("{}: {e}", rel(&sp)));
        let errs = validate_spec(&spec);
        assert!(errs.is_empty(), "{}: {}", rel(&sp), errs.join("; "));
        for ll_path in expected_outputs(&src) {
            let ll = read(&ll_path);
            let params = kernel_params(&ll, &spec.kernel).unwrap_or_else(|| {
                panic!("{}: kernel {:?} not defined in {}", rel(&sp), spec.kernel, rel(&ll_path))
            });
            assert!(
                is_kernel_entry(&ll, &spec.kernel),
                "{}: {} is not a kernel entry",
                rel(&ll_path),
                spec.kernel
            );
            assert_eq!(
                params.len(),
                spec.args.len(),
                "{}: {} args, but {} has {} parameters: {params:?}",
                rel(&sp),
                spec.args.len(),
                spec.kernel,
                params.len()
            );
            for (i, (a, p)) in spec.args.iter().zip(&params).enumerate() {
                let ty = p.split_whitespace().next().unwrap_or("");
                let want = if a.kind == "buffer" { "ptr" } else { ir_scalar_type(&a.ty) };
                assert_eq!(
                    ty,
                    want,
                    "{}: args[{i}] ({} {}) against parameter `{p}` in {}",
                    rel(&sp),
                    a.kind,
                    a.ty,
                    rel(&ll_path)
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 60, "only {checked} (spec, .ll) pairs checked");
}

#[test]
fn validate_spec_rejects_bad_specs() {
    let good = r#"
kernel = "k"
grid = [64, 1, 1]
block = [256, 1, 1]
shared_bytes = 0
[[args]]
kind = "buffer"
type = "i32"
len = 16384
init = "random"
seed = 7
output = true
[[args]]
kind = "scalar"
type = "i32"
value = 16384
"#;
    let spec: LaunchSpec = toml::from_str(good).unwrap();
    assert_eq!(validate_spec(&spec), Vec::<String>::new());
    for (from, to) in [
        ("seed = 7\n", ""),
        ("value = 16384", "len = 3"),
        ("\"i32\"\nlen", "\"i31\"\nlen"),
        ("block = [256, 1, 1]", "block = [2048, 1, 1]"),
        ("grid = [64, 1, 1]", "grid = [128, 1, 1]"),
        ("output = true\n", ""),
        ("init = \"random\"", "init = \"ones\""),
    ] {
        let bad = good.replacen(from, to, 1);
        assert_ne!(bad, good);
        let spec: LaunchSpec = toml::from_str(&bad).unwrap();
        assert!(!validate_spec(&spec).is_empty(), "accepted: {bad}");
    }
    assert!(toml::from_str::<LaunchSpec>(&good.replace("shared_bytes", "shared")).is_err());
}

#[test]
fn kernel_params_counts_top_level_parameters() {
    let ll = "define void @a() {\n}\n\
              define dso_local void @k(ptr nocapture noundef %0, { i32, i32 } %1, ptr byval(%struct.s) align 4 %2, <2 x float> %3) #0 {\n}\n";
    assert_eq!(kernel_params(ll, "a"), Some(vec![]));
    let p = kernel_params(ll, "k").unwrap();
    assert_eq!(p.len(), 4, "{p:?}");
    assert_eq!(p[1], "{ i32, i32 } %1");
    assert_eq!(kernel_params(ll, "missing"), None);
}

#[test]
fn barrier_cases_are_named_pass_or_fail() {
    let dir = kernels_dir().join("barriers");
    let srcs: Vec<PathBuf> = sources().into_iter().filter(|p| p.starts_with(&dir)).collect();
    let pass = srcs.iter().filter(|p| stem(p).starts_with("pass-")).count();
    let fail = srcs.iter().filter(|p| stem(p).starts_with("fail-")).count();
    assert_eq!(pass + fail, srcs.len(), "a barrier case is named neither pass- nor fail-");
    assert!(pass >= 4 && fail >= 4, "{pass} pass and {fail} fail cases");
    for s in &srcs {
        let text = read(s);
        assert!(text.contains("__syncthreads") || text.contains("barrier("), "{} has no barrier", rel(s));
    }
}

#[test]
fn compiled_files_are_relocatable_located_and_library_free() {
    let files = corpus_ll_files();
    assert!(!files.is_empty());
    for f in files {
        let ll = read(&f);
        let r = rel(&f);
        assert!(!ll.contains("directory: \"/"), "{r}: absolute debug directory");
        assert!(
            !ll.contains("/work/") && !ll.contains("/home/") && !ll.contains("/tmp/"),
            "{r}: absolute path"
        );
        assert!(ll.contains("source_filename = \""), "{r}: no source_filename");
        let sf = ll.lines().find(|l| l.starts_with("source_filename")).unwrap();
        assert!(!sf.contains("\"/"), "{r}: absolute source_filename");
        let located = ll.lines().filter(|l| l.starts_with("  ") && l.contains(", !dbg !")).count();
        assert!(located > 0, "{r}: no !dbg locations");
        let is_cuda = read_source_kind(&f) == "cu";
        for d in ll.lines().filter(|l| l.starts_with("declare ")) {
            let name = d.split('@').nth(1).unwrap_or("");
            let ok = name.starts_with("llvm.") || (!is_cuda && name.starts_with("_Z"));
            assert!(ok, "{r}: call to a library function: {d}");
        }
    }
}

/// `cu` or `cl`: the kind of source a compiled file comes from.
fn read_source_kind(ll: &Path) -> &'static str {
    let name = ll.file_name().unwrap().to_string_lossy().into_owned();
    let base = name.split('.').next().unwrap();
    if ll.parent().unwrap().join(format!("{base}.cu")).is_file() {
        "cu"
    } else {
        "cl"
    }
}

#[test]
fn every_ll_verifies_and_nvptx_compiles_with_llc() {
    let Some(opt) = require(Tool::Opt, "every_ll_verifies_and_nvptx_compiles_with_llc") else {
        return;
    };
    let Some(llc) = require(Tool::Llc, "every_ll_verifies_and_nvptx_compiles_with_llc") else {
        return;
    };
    let files = corpus_ll_files();
    let mut llc_runs = 0;
    for f in &files {
        let out = Command::new(&opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(f)
            .output()
            .expect("run opt-19");
        assert!(out.status.success(), "{}: opt-19 verify: {}", rel(f), String::from_utf8_lossy(&out.stderr));
        if f.to_string_lossy().contains(".nvptx64.") {
            let out = Command::new(&llc)
                .args(["-mcpu=sm_70", "-mattr=+ptx70", "-o", "/dev/null"])
                .arg(f)
                .output()
                .expect("run llc-19");
            assert!(out.status.success(), "{}: llc-19: {}", rel(f), String::from_utf8_lossy(&out.stderr));
            llc_runs += 1;
        }
    }
    assert!(llc_runs >= 60, "only {llc_runs} nvptx64 files compiled");
}

#[test]
fn committed_ll_files_equal_clang_output() {
    if require(Tool::Clang, "committed_ll_files_equal_clang_output").is_none() {
        return;
    }
    let clang = warpflow_testkit::find(Tool::Clang).unwrap();
    let out = Command::new("bash")
        .arg(repo_root().join("scripts/regen-kernels"))
        .arg("--check")
        .env("CLANG", clang)
        .output()
        .expect("run scripts/regen-kernels --check");
    assert!(
        out.status.success(),
        "committed .ll files differ from clang-19 output (run scripts/regen-kernels):\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
