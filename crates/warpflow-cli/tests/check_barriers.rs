//! `warpflow check` on the barrier corpus (kernels/barriers, every target, -O0 and -O3): every
//! `pass-*` kernel exits 0 and every `fail-*` kernel exits 1; in assume mode only the
//! short-circuit kernel is reported (`needs-join`); the JSON fields; input errors exit 2; and
//! `warpflow opt --passes barrier-join` makes the short-circuit barrier `uniform`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("kernels/barriers"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).args(args).output().unwrap()
}

fn name(p: &Path) -> String {
    p.file_name().unwrap().to_string_lossy().into_owned()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = warpflow(args);
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

#[test]
fn pass_kernels_exit_0_fail_kernels_exit_1() {
    let files = corpus();
    assert!(files.len() >= 30, "{} files", files.len());
    let (mut pass, mut fail) = (0, 0);
    for p in &files {
        let n = name(p);
        let out = warpflow(&["check", p.to_str().unwrap()]);
        let code = out.status.code();
        let text = String::from_utf8_lossy(&out.stdout);
        if n.starts_with("pass-") {
            pass += 1;
            assert_eq!(code, Some(0), "{n}:\n{text}");
            assert!(text.contains("all uniform"), "{n}: {text}");
        } else {
            assert!(n.starts_with("fail-"), "{n}");
            fail += 1;
            assert_eq!(code, Some(1), "{n}:\n{text}");
            assert!(text.contains("error[possibly-divergent]"), "{n}: {text}");
            assert!(text.contains("divergent branch"), "{n}: {text}");
        }
    }
    assert_eq!((pass, fail), (16, 22));
}

#[test]
fn assume_mode_reports_only_the_short_circuit() {
    for p in corpus() {
        let n = name(&p);
        let out = warpflow(&["check", "--assume", p.to_str().unwrap()]);
        let want = if n.starts_with("fail-short-circuit") { 1 } else { 0 };
        assert_eq!(out.status.code(), Some(want), "{n}: {}", String::from_utf8_lossy(&out.stdout));
    }
    for opt in ["O0", "O3"] {
        let f = root().join(format!("kernels/barriers/fail-short-circuit.nvptx64.{opt}.ll"));
        let j = json(&["check", "--assume", "--format", "json", f.to_str().unwrap()]);
        let b = &j["barriers"][0];
        assert_eq!(b["verdict"], "needs-join");
        assert_eq!(b["check"], "possibly-divergent");
        assert_eq!(b["assume"], "needs-join");
    }
}

#[test]
fn json_fields_and_witness_chain() {
    let f = root().join("kernels/barriers/fail-tid-cond.nvptx64.O3.ll");
    let j = json(&["check", "--format", "json", f.to_str().unwrap()]);
    assert_eq!(j["mode"], "check");
    assert_eq!(j["reported"], 1);
    let b = &j["barriers"][0];
    assert_eq!(b["function"], "fail_tid_cond");
    assert_eq!(b["verdict"], "possibly-divergent");
    assert_eq!(b["callee"], "llvm.nvvm.barrier0");
    let loc = b["location"].as_str().unwrap();
    assert!(loc.starts_with("barriers/fail-tid-cond.cu:"), "{loc}");
    // The barrier's line holds the call.
    let src = std::fs::read_to_string(&f).unwrap();
    let line = b["line"].as_u64().unwrap() as usize;
    assert!(src.lines().nth(line - 1).unwrap().contains("call void @llvm.nvvm.barrier0()"));
    let w = &b["witness"];
    let bl = w["branch_line"].as_u64().unwrap() as usize;
    assert!(src.lines().nth(bl - 1).unwrap().trim_start().starts_with("br i1"), "{w}");
    let chain = w["chain"].as_array().unwrap();
    assert!(chain.len() >= 3, "{w}");
    let last = chain.last().unwrap();
    assert!(last["inst"].as_str().unwrap().contains("llvm.nvvm.read.ptx.sreg.tid.x"), "{w}");
    assert!(last["reason"].as_str().unwrap().starts_with("source:"), "{w}");
    // A uniform barrier has no witness.
    let f = root().join("kernels/barriers/pass-after-ifelse.nvptx64.O0.ll");
    let j = json(&["check", "--format", "json", f.to_str().unwrap()]);
    assert_eq!(j["reported"], 0);
    assert_eq!(j["barriers"][0]["verdict"], "uniform");
    assert!(j["barriers"][0]["witness"].is_null());
}

#[test]
fn text_diagnostic() {
    let f = "kernels/barriers/fail-cl-tid-cond.spir64.O3.ll";
    let out =
        Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(root()).args(["check", f]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "error[possibly-divergent]: barrier may be reached by part of a warp or block");
    assert!(lines[1].starts_with("  --> kernels/barriers/fail-cl-tid-cond.spir64.O3.ll:"), "{text}");
    // The .ll line with a caret run under the call, then the OpenCL source line.
    assert!(lines[3].contains("call spir_func void @_Z7barrierj"), "{text}");
    assert!(
        lines[4].trim_start_matches(|c: char| c == ' ' || c.is_ascii_digit()).starts_with("| "),
        "{text}"
    );
    assert!(lines[4].contains("^^^^"), "{text}");
    assert!(text.contains("::: barriers/fail-cl-tid-cond.cl:"), "{text}");
    assert!(text.contains("barrier(CLK_LOCAL_MEM_FENCE)"), "{text}");
    assert!(text.contains("source: _Z12get_local_idj"), "{text}");
    assert!(text.ends_with("error: 1 of 1 barrier not proven convergent\n"), "{text}");
}

#[test]
fn input_errors_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ll");
    std::fs::write(&bad, "define void @f() {\n  %x = frob i32 1\n  ret void\n}\n").unwrap();
    let out = warpflow(&["check", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error: unknown instruction 'frob'") && err.contains("^^^^"), "{err}");
    let out = warpflow(&["check", dir.path().join("missing.ll").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let notriple = dir.path().join("notriple.ll");
    std::fs::write(&notriple, "define void @f() {\n  ret void\n}\n").unwrap();
    let out = warpflow(&["check", notriple.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("target triple"));
}

#[test]
fn analyze_reports_convergence_and_cfg_svg_draws_it() {
    let f = root().join("kernels/barriers/fail-short-circuit.nvptx64.O3.ll");
    let j = json(&["analyze", "--format", "json", f.to_str().unwrap()]);
    let fo = &j["functions"][0];
    assert_eq!(fo["convergent_blocks"]["check"], serde_json::json!(["3", "22"]));
    assert_eq!(fo["convergent_blocks"]["assume"], serde_json::json!(["3", "21", "22"]));
    assert_eq!(fo["convergent_edges"]["check"], serde_json::json!([]));
    assert_eq!(fo["convergent_edges"]["assume"], serde_json::json!([["16", "22"], ["21", "22"]]));
    assert_eq!(fo["barriers"][0]["check"], "possibly-divergent");
    assert_eq!(fo["barriers"][0]["assume"], "needs-join");
    let text = String::from_utf8(warpflow(&["analyze", f.to_str().unwrap()]).stdout).unwrap();
    assert!(
        text.contains("check possibly-divergent (branch in %3), assume needs-join (branch in %3)"),
        "{text}"
    );
    assert!(text.contains("convergent blocks (assume): %3 %21 %22"), "{text}");
    let svg = String::from_utf8(warpflow(&["cfg", "--format", "svg", f.to_str().unwrap()]).stdout).unwrap();
    assert!(svg.contains("class=\"legend\""), "{svg}");
    assert_eq!(svg.matches("class=\"barrier\"").count(), 1);
    assert_eq!(svg.matches("class=\"reconvergence\"").count(), 1, "both branches reconverge at %22");
    assert_eq!(svg.matches("stroke=\"#ea580c\" stroke-width=\"3\"").count(), 2 + 1, "two branches + legend");
    assert!(svg.contains("fill=\"#fef9c3\""), "the barrier block is convergent only in assume mode");
}
