//! `warpflow check` on the barrier corpus (kernels/barriers, every target, -O0 and -O3): every
//! `pass-*` kernel exits 0 and every `fail-*` kernel exits 1 (`pass-launch-*` only with their
//! launch facts); in assume mode the short-circuit kernel and the -O3 loops with a divergent
//! trip count are reported (`needs-join`); the JSON fields; input errors exit 2; and
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
    let (mut pass, mut fail, mut launch) = (0, 0, 0);
    for p in &files {
        let n = name(p);
        let out = warpflow(&["check", p.to_str().unwrap()]);
        let code = out.status.code();
        let text = String::from_utf8_lossy(&out.stdout);
        if n.starts_with("pass-launch-") {
            // Convergent only with the launch facts (see `launch_facts_decide_the_launch_kernels`).
            launch += 1;
            assert_eq!(code, Some(1), "{n}:\n{text}");
        } else if n.starts_with("pass-") {
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
    assert_eq!((pass, fail, launch), (32, 38, 6));
}

#[test]
fn assume_mode_reports_the_short_circuit_and_divergent_o3_loops() {
    for p in corpus() {
        let n = name(&p);
        let out = warpflow(&["check", "--assume", p.to_str().unwrap()]);
        // The short circuit, and the -O3 loops whose trip count differs between threads
        // (rotated: the barrier is in the body of a do-while loop with a divergent exit).
        let needs_join = n.starts_with("fail-short-circuit")
            || [
                "fail-byval-struct.nvptx64.O3.ll",
                "fail-launch-stride-loop.nvptx64.O3.ll",
                "fail-shared-counter-tid.nvptx64.O3.ll",
                "pass-launch-stride-loop.nvptx64.O3.ll",
                "fail-cl-local-flag-lid.nvptx64.O3.ll",
                "fail-cl-local-flag-lid.amdgcn.O3.ll",
                "fail-cl-local-flag-lid.spir64.O3.ll",
            ]
            .contains(&n.as_str());
        let want = if needs_join { 1 } else { 0 };
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
    let loc = &b["location"];
    assert_eq!(loc["file"], "barriers/fail-tid-cond.cu", "{loc}");
    assert!(loc["line"].as_u64().unwrap() > 0 && loc["column"].is_u64(), "{loc}");
    assert!(b["block"].as_str().unwrap().starts_with('%'), "{b}");
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
    assert_eq!(fo["convergent_blocks"]["check"], serde_json::json!(["%3", "%22"]));
    assert_eq!(fo["convergent_blocks"]["assume"], serde_json::json!(["%3", "%21", "%22"]));
    assert_eq!(fo["convergent_edges"]["check"], serde_json::json!([]));
    assert_eq!(fo["convergent_edges"]["assume"], serde_json::json!([["%16", "%22"], ["%21", "%22"]]));
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
    assert_eq!(svg.matches("class=\"barrier flagged\"").count(), 1);
    assert_eq!(svg.matches("class=\"reconvergence-mark\"").count(), 1, "both branches reconverge at %22");
    assert_eq!(svg.matches("class=\"block divergent").count(), 2, "two divergent branches");
    assert_eq!(svg.matches("reconverges at %22").count(), 2, "each branch names its reconvergence point");
    assert!(svg.contains("fill=\"#fef9c3\""), "the barrier block is convergent only in assume mode");
}

/// `cfg --format svg` draws a function only when its layered graph has at most
/// `--max-layout-nodes` nodes: three nested loops are 9 blocks, and the back edges of the loops
/// at depths 0, 1, 2 cross 5, 3 and 1 rows, so 18 nodes in all.
#[test]
fn cfg_svg_draws_only_layouts_within_the_bound() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("nest3.ll");
    let mut ll = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @nest(i32 %n) {\nentry:\n  br label %h0\n",
    );
    for j in 0..3 {
        let prev = if j == 0 { "entry".to_string() } else { format!("h{}", j - 1) };
        let next = if j < 2 { format!("h{}", j + 1) } else { "body".to_string() };
        ll += &format!("h{j}:\n  %i{j} = phi i32 [ 0, %{prev} ], [ %i{j}n, %l{j} ]\n  br label %{next}\n");
    }
    ll += "body:\n  br label %l2\n";
    for j in (0..3).rev() {
        let next = if j > 0 { format!("l{}", j - 1) } else { "exit".to_string() };
        ll += &format!(
            "l{j}:\n  %i{j}n = add i32 %i{j}, 1\n  %e{j} = icmp slt i32 %i{j}n, %n\n  br i1 %e{j}, label %h{j}, label %{next}\n"
        );
    }
    ll += "exit:\n  ret void\n}\n";
    std::fs::write(&f, ll).unwrap();
    let svg = |bound: &str| {
        let out = warpflow(&["cfg", "--format", "svg", "--max-layout-nodes", bound, f.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).unwrap()
    };
    let drawn = svg("18");
    assert!(!drawn.contains("not-drawn"), "{drawn}");
    assert_eq!(drawn.matches("class=\"back-edge\"").count(), 3, "{drawn}");
    let refused = svg("17");
    assert!(refused.contains("class=\"cfg not-drawn\""), "{refused}");
    assert!(
        refused.contains("9 blocks, 18 layout nodes: not drawn (more than --max-layout-nodes 17)"),
        "{refused}"
    );
    assert!(!refused.contains("back-edge"), "{refused}");
    // `report` applies the same bound to its drawings
    let page = |bound: &str| {
        let html = dir.path().join(format!("nest3.{bound}.html"));
        let out = warpflow(&[
            "report",
            "--max-layout-nodes",
            bound,
            f.to_str().unwrap(),
            "-o",
            html.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
        std::fs::read_to_string(html).unwrap()
    };
    let drawn = page("18");
    assert_eq!(drawn.matches("class=\"back-edge\"").count(), 3, "{drawn}");
    let refused = page("17");
    assert!(
        refused.contains("9 blocks, 18 layout nodes: not drawn (more than --max-layout-nodes 17)"),
        "{refused}"
    );
    assert!(!refused.contains("back-edge"), "{refused}");
}

/// With each kernel's own launch spec (`--launch NAME.launch.toml`), every `pass-*` kernel,
/// including the `pass-launch-*` ones, exits 0 and every `fail-*` kernel still exits 1; the
/// barriers of the `pass-launch-*` kernels are marked as depending on the launch facts, and no
/// other kernel's verdict changes.
#[test]
fn launch_facts_decide_the_launch_kernels() {
    let mut dependent = 0;
    for p in corpus() {
        let n = name(&p);
        let stem = n.split('.').next().unwrap();
        let spec = root().join(format!("kernels/barriers/{stem}.launch.toml"));
        let args = ["check", "--format", "json", "--launch", spec.to_str().unwrap(), p.to_str().unwrap()];
        let out = warpflow(&args);
        let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{n}: {e}"));
        let want = if n.starts_with("pass-") { 0 } else { 1 };
        assert_eq!(out.status.code(), Some(want), "{n}: {j}");
        assert!(j["launch"].as_str().unwrap().contains("blockDim = ("), "{n}: {j}");
        for b in j["barriers"].as_array().unwrap() {
            let dep = b["launch_dependent"].as_bool().unwrap();
            assert_eq!(dep, n.starts_with("pass-launch-"), "{n}: {b}");
            dependent += dep as usize;
        }
    }
    assert_eq!(dependent, 8);
    let f = root().join("kernels/barriers/pass-launch-stride-loop.nvptx64.O3.ll");
    let spec = root().join("kernels/barriers/pass-launch-stride-loop.launch.toml");
    let out = warpflow(&["check", "--launch", spec.to_str().unwrap(), f.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("is uniform only with the launch facts (blockDim = (256, 1, 1)"), "{text}");
    assert!(text.contains("blockDim.x = 256 is a multiple of the warp size 32"), "{text}");
    let out = warpflow(&["analyze", "--launch", spec.to_str().unwrap(), f.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("pass_launch_stride_loop: branches uniform only with the launch facts:"), "{text}");
}

/// `--block-dim`, `--grid-dim` and `--arg` give the same facts as a launch spec; an argument
/// value that is not a multiple of the block size keeps the early return divergent; a block
/// size that is not a multiple of the warp size turns warp-level facts off and says so; bad
/// launch options exit 2 with a message.
#[test]
fn launch_flags_and_their_errors() {
    let f = root().join("kernels/barriers/pass-launch-bounds-return.nvptx64.O3.ll");
    let f = f.to_str().unwrap();
    let code = |extra: &[&str]| {
        let mut args = vec!["check"];
        args.extend_from_slice(extra);
        args.push(f);
        warpflow(&args)
    };
    assert_eq!(code(&["--block-dim", "128", "--grid-dim", "2", "--arg", "#2=256"]).status.code(), Some(0));
    assert_eq!(code(&["--block-dim", "128", "--arg", "%2=512"]).status.code(), Some(0));
    assert_eq!(code(&["--block-dim", "128", "--arg", "#2=100"]).status.code(), Some(1));
    assert_eq!(code(&["--block-dim", "128"]).status.code(), Some(1));
    let j = json(&["check", "--format", "json", "--block-dim", "48", f]);
    assert!(
        j["launch_assumption"].as_str().unwrap().contains("is not a multiple of the warp size 32"),
        "{j}"
    );
    let j = json(&["check", "--format", "json", f]);
    assert!(j["launch"].is_null() && j["barriers"][0]["launch_dependent"] == false, "{j}");
    let other = root().join("kernels/barriers/fail-tid-cond.launch.toml");
    for (bad, msg) in [
        (vec!["--block-dim", "0"], "is not a positive integer"),
        (vec!["--block-dim", "1,2,3,4"], "expected X, X,Y or X,Y,Z"),
        (vec!["--arg", "x=1"], "has no parameter x"),
        (vec!["--arg", "#2"], "expected NAME=VALUE"),
        (vec!["--arg", "#2=ten"], "is not an integer"),
        (vec!["--launch", "/nonexistent/spec.toml"], "cannot read launch spec"),
        (vec!["--launch", other.to_str().unwrap()], "is not defined in the module"),
    ] {
        let out = code(&bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(msg), "{bad:?}: {err}");
    }
}

/// Full debug information changes no verdict: every barrier source compiled by `check -O0 -g`
/// (clang's `#dbg_declare` for every local, which kept every stack slot from promotion before)
/// gets the exit status and summary of `check -O0`.
#[test]
fn debug_info_changes_no_verdict() {
    const T: &str = "cli debug_info_changes_no_verdict";
    if warpflow_testkit::require(warpflow_testkit::Tool::Clang, T).is_none() {
        return;
    }
    let mut sources: Vec<PathBuf> = std::fs::read_dir(root().join("kernels/barriers"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu") && !name(p).starts_with("pass-launch-"))
        .collect();
    sources.sort();
    assert!(sources.len() >= 20, "{} sources", sources.len());
    let summary = |o: &Output| String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or("").to_string();
    for p in &sources {
        let p = p.to_str().unwrap();
        let plain = warpflow(&["check", "-O0", p]);
        let debug = warpflow(&["check", "-O0", "-g", p]);
        assert_eq!(debug.status.code(), plain.status.code(), "{p}: {}", summary(&debug));
        assert_eq!(summary(&debug), summary(&plain), "{p}");
        let expect = if name(Path::new(p)).starts_with("pass-") { Some(0) } else { Some(1) };
        assert_eq!(plain.status.code(), expect, "{p}: {}", summary(&plain));
    }
}

/// A barrier on a divergent side inside an infinite loop is reported: no block of a loop that
/// never exits post-dominates another, so the branch's region holds the barrier's block (it was
/// called uniform when the region ended at LLVM's root of the loop, the barrier's own block).
#[test]
fn barrier_in_an_infinite_loop_is_reported() {
    let f = root().join("crates/warpflow-cli/tests/data/barrier-in-infinite-loop.ll");
    let out = warpflow(&["check", f.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("error[possibly-divergent]"), "{text}");
    assert!(text.contains("block `%y`"), "{text}");
    assert!(text.contains("the divergent branch in `%x`"), "{text}");
}
