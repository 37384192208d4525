//! `warpflow opt --threshold X --profit timing|latency` (issue 15 item 2): the threshold gates
//! the merging passes, the profit model (timing by default) changes the estimate, bad values
//! are errors (exit 2);
//! `warpflow run --timing` chooses the timing model.
use std::path::PathBuf;
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(root()).args(args).output().unwrap()
}

const DATA: &str = "crates/warpflow-cli/tests/data/profit-models.ll";

fn remarks(args: &[&str]) -> String {
    let mut all = vec!["opt", "--passes", "pcfm", DATA, "--remarks", "-o", "/dev/null"];
    all.extend_from_slice(args);
    let out = warpflow(&all);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn threshold_and_profit_model_decide_the_merge() {
    // The latency profit: the best case of the sides, where the shared load dominates (0.462).
    let lat = remarks(&["--profit", "latency", "--threshold", "0"]);
    assert!(lat.contains("merged the two sides") && lat.contains("profit 0.462"), "{lat}");
    assert!(!lat.contains("predicted"), "{lat}");
    // The timing model (the default): the best case in its per-class costs (0.355) gates the
    // pair, then the prediction on the merged code decides: `tid < 16` splits the only warp
    // of its smallest block (weight 1), whose two sides' chains, each waiting on a global load,
    // ran one after the other; merged, one load and the two sides' arithmetic speculated.
    let tim = remarks(&["--threshold", "0", "--arch", "volta"]);
    assert!(tim.contains("merged the two sides") && tim.contains("profit 0.355"), "{tim}");
    assert!(
        tim.contains("predicted 116.9 -> 64.0 cycles per warp") && tim.contains("predicted profit 0.452"),
        "{tim}"
    );
    assert_eq!(tim, remarks(&[]), "timing on Volta is the default for 32 lanes");
    // Between the two estimates both merge (0.452 and 0.462 above 0.4).
    for args in [&["--threshold", "0.4"][..], &["--threshold", "0.4", "--profit", "latency"]] {
        let r = remarks(args);
        assert!(r.contains("merged the two sides"), "{args:?}: {r}");
    }
    // Above both: nothing merges, and the timing model says what it predicted.
    let high = remarks(&["--threshold", "0.5"]);
    assert!(
        high.contains("does not pay in the timing model")
            && high.contains("predicted profit 0.452, not above the threshold 0.500")
            && high.contains("no change"),
        "{high}"
    );
    let high = remarks(&["--threshold", "0.5", "--profit", "latency"]);
    assert!(
        high.contains("profit 0.462 is not above the threshold 0.500") && high.contains("no change"),
        "{high}"
    );
}

/// Under the timing model the best case is a gate before the prediction (`--gate`, default
/// 0.2), named as such in the remark, not as the `--threshold` the user gave.
#[test]
fn the_gate_is_its_own_option() {
    let gated = remarks(&["--threshold", "0", "--gate", "0.4"]);
    assert!(
        gated.contains("best-case profit 0.355 is not above the gate 0.400 (--gate)")
            && gated.contains("no change"),
        "{gated}"
    );
    assert!(!gated.contains("threshold 0.400"), "{gated}");
    let open = remarks(&["--threshold", "0", "--gate", "0.3"]);
    assert!(open.contains("merged the two sides") && open.contains("predicted profit 0.452"), "{open}");
    // The latency profit has no gate: its threshold decides, and is named so.
    let lat = remarks(&["--profit", "latency", "--threshold", "0.5", "--gate", "0"]);
    assert!(lat.contains("profit 0.462 is not above the threshold 0.500"), "{lat}");
    for (args, msg) in [
        (["--gate", "2"], "--gate: 2 is not between 0 and 1"),
        (["--gate", "x"], "--gate: `x` is not a number"),
    ] {
        let mut all = vec!["opt", "--passes", "pcfm", DATA, "-o", "/dev/null"];
        all.extend_from_slice(&args);
        let out = warpflow(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(msg), "{args:?}");
    }
}

#[test]
fn bad_threshold_profit_and_timing_values_are_errors() {
    for (args, msg) in [
        (vec!["--threshold", "1.5"], "is not between 0 and 1"),
        (vec!["--threshold", "abc"], "is not a number"),
        (vec!["--profit", "bogus"], "unknown profit model `bogus`"),
        (vec!["--profit", "timing", "--arch", "z80"], "unknown architecture `z80`"),
        (vec!["--profit", "latency", "--arch", "volta"], "--arch applies to --profit timing"),
    ] {
        let mut all = vec!["opt", "--passes", "pcfm", DATA, "-o", "/dev/null"];
        all.extend_from_slice(&args);
        let out = warpflow(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(msg), "{args:?}: {err}");
    }
    let run = |extra: &[&str]| {
        let mut all =
            vec!["run", "kernels/pcfm/srad.nvptx64.O3.ll", "--launch", "kernels/pcfm/srad.launch.toml"];
        all.extend_from_slice(extra);
        warpflow(&all)
    };
    for (args, msg) in [
        (vec!["--timing", "fast"], "unknown timing model `fast`"),
        (vec!["--timing", "pipelined", "--arch", "z80"], "unknown architecture `z80`"),
        (vec!["--arch", "volta"], "apply to --timing pipelined"),
        (vec!["--timing", "pipelined", "--occupancy", "0"], "at least 1"),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(msg), "{args:?}");
    }
    // The pipelined model reports its architecture and occupancy; srad's 16x16 blocks are 8
    // warps, so Volta's 64 warps hold 8 blocks.
    let out = run(&["--timing", "pipelined", "--mcpu", "sm_70"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("timing               pipelined (volta), 64 resident warps in 8 blocks"), "{text}");
    let json = run(&["--timing", "pipelined", "--arch", "hopper", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["stats"]["timing"]["arch"], "hopper");
    assert_eq!(v["stats"]["cycles"], v["stats"]["timing"]["cycles"]);
}

/// `--judge emulate --launch FILE` (issue 15): the merge the prediction keeps in
/// `bitonic_sort` (predicted profit 0.027) runs slower on the kernel's launch, so the measuring
/// judge refuses it with the two cycle counts; without `--launch` it is an input error.
#[test]
fn judge_emulate_measures_the_merge_on_the_launch() {
    let k = "kernels/pcfm/bitonic_sort.nvptx64.O3.ll";
    let spec = "kernels/pcfm/bitonic_sort.launch.toml";
    let run = |extra: &[&str]| {
        let mut all = vec!["opt", "--passes", "pcfm", k, "--remarks", "-o", "/dev/null"];
        all.extend_from_slice(extra);
        warpflow(&all)
    };
    let predicted = run(&[]);
    let p = String::from_utf8_lossy(&predicted.stderr);
    assert!(
        predicted.status.success()
            && p.contains("merged the two sides")
            && p.contains("predicted profit 0.027"),
        "{p}"
    );
    let measured = run(&["--judge", "emulate", "--launch", spec]);
    let e = String::from_utf8_lossy(&measured.stderr);
    assert!(measured.status.success(), "{e}");
    assert!(
        e.contains("the merge does not pay when measured: 31764 -> 32409 cycles, measured profit -0.020")
            && !e.contains("merged the two sides"),
        "{e}"
    );
    let bad = run(&["--judge", "emulate"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--judge emulate needs --launch FILE"));
    let stray = run(&["--launch", spec]);
    assert_eq!(stray.status.code(), Some(2));
}

/// For the placement tests, which compile a source and run `opt-19`: a fresh temporary folder,
/// or `None` when a tool is missing (a failure under `WARPFLOW_REQUIRE_TOOLS=1`).
fn placement_dir(test: &str, tag: &str) -> Option<PathBuf> {
    warpflow_testkit::require(warpflow_testkit::Tool::Clang, test)?;
    warpflow_testkit::require(warpflow_testkit::Tool::Opt, test)?;
    let dir = std::env::temp_dir().join(format!("warpflow-placement-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    Some(dir)
}

/// `opt --placement early` on a source (issue 15 item 2: the placement DARM merges at): the
/// source compiled to the IR clang's optimiser starts from, `mem2reg` and the passes, `opt-19
/// -O3`, the passes again; the result runs bit-identically and faster than the late placement's.
#[test]
fn placement_early_merges_before_and_after_the_optimiser() {
    const T: &str = "placement_early_merges_before_and_after_the_optimiser";
    let Some(dir) = placement_dir(T, "early") else { return };
    let (early, late) = (dir.join("early.ll"), dir.join("late.ll"));
    let (e, l) = (early.to_str().unwrap(), late.to_str().unwrap());
    let src = "kernels/pcfm/lud_perimeter.cu";
    let o3 = "kernels/pcfm/lud_perimeter.nvptx64.O3.ll";
    let spec = "kernels/pcfm/lud_perimeter.launch.toml";
    let out = warpflow(&[
        "opt",
        "--placement",
        "early",
        "--passes",
        "pcfm,cleanup",
        src,
        "-o",
        e,
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let passes = doc["passes"].as_array().unwrap();
    let names: Vec<&str> = passes.iter().map(|p| p["pass"].as_str().unwrap()).collect();
    assert_eq!(names, ["mem2reg", "pcfm", "opt-19 -passes=default<O3>", "pcfm", "cleanup"]);
    // The first round merges the two triangular loops' sides (and more) while they are still
    // whole `for` loops; -O3 output has them rotated and unrolled.
    assert!(passes[1]["transformations"].as_u64().unwrap() >= 2, "{}", passes[1]);
    assert!(warpflow(&["opt", "--passes", "pcfm,cleanup", o3, "-o", l]).status.success());
    let speedup = |m: &str| {
        let out = warpflow(&["run", "--compare", o3, m, "--launch", spec]);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success() && text.contains("bit-identical"), "{text}");
        let s = text.lines().find_map(|l| l.strip_prefix("speedup of B over A: ")).unwrap();
        s.trim().parse::<f64>().unwrap()
    };
    let (se, sl) = (speedup(e), speedup(l));
    assert!(se > sl + 0.1, "early {se}, late {sl}");
    // LLVM accepts the result.
    warpflow_testkit::assert_llvm_accepts(
        &std::fs::read_to_string(&early).unwrap(),
        "placement-early",
        T,
        warpflow_testkit::LlvmCheck::VerifyAndCompileNvptx,
    );
    // Without opt-19 the early placement cannot run: exit 2, naming the tool and the way out.
    let no_opt = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .current_dir(root())
        .env("WARPFLOW_OPT", "/nonexistent/opt-19")
        .args(["opt", "--placement", "early", "--passes", "pcfm", src, "-o", e])
        .output()
        .unwrap();
    let msg = String::from_utf8_lossy(&no_opt.stderr);
    assert_eq!(no_opt.status.code(), Some(2), "{msg}");
    assert!(msg.contains("needs opt-19") && msg.contains("WARPFLOW_OPT"), "{msg}");
    // An `optnone` module (clang -O0 without -disable-O0-optnone) is refused, naming the way out.
    let bad = warpflow(&[
        "opt",
        "--placement",
        "early",
        "--passes",
        "pcfm",
        "kernels/pcfm/lud_perimeter.nvptx64.O0.ll",
        "-o",
        e,
    ]);
    let msg = String::from_utf8_lossy(&bad.stderr);
    assert_eq!(bad.status.code(), Some(2), "{msg}");
    assert!(
        msg.contains("function @lud_perimeter is `optnone`") && msg.contains("-disable-O0-optnone"),
        "{msg}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `opt --placement best --launch FILE`: both placements from the source, each output run on
/// the launch, the faster kept (and said so); `lud_perimeter` pays early, `merge_sort` late.
#[test]
fn placement_best_keeps_the_faster_placement() {
    const T: &str = "placement_best_keeps_the_faster_placement";
    let Some(dir) = placement_dir(T, "best") else { return };
    for (kernel, kept) in [("lud_perimeter", "early"), ("merge_sort", "late")] {
        let out = dir.join(format!("{kernel}.ll"));
        let o = out.to_str().unwrap();
        let src = format!("kernels/pcfm/{kernel}.cu");
        let spec = format!("kernels/pcfm/{kernel}.launch.toml");
        let r = warpflow(&[
            "opt",
            "--placement",
            "best",
            "--passes",
            "pcfm,cleanup",
            &src,
            "-o",
            o,
            "--launch",
            &spec,
            "--remarks",
        ]);
        let e = String::from_utf8_lossy(&r.stderr);
        assert!(r.status.success(), "{e}");
        let line =
            e.lines().find(|l| l.starts_with("remark: placement best: ")).unwrap_or_else(|| panic!("{e}"));
        assert!(line.contains(&format!("kept the {kept} placement")), "{line}");
        // the kept module runs in the fewer of the two counts (pipelined timing, as measured)
        let counts: Vec<u64> = line
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().unwrap())
            .collect();
        let run = warpflow(&["run", o, "--launch", &spec, "--timing", "pipelined", "--format", "json"]);
        let doc: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
        assert_eq!(doc["stats"]["cycles"].as_u64(), counts.iter().copied().min(), "{line}");
    }
    let none = warpflow(&[
        "opt",
        "--placement",
        "best",
        "--passes",
        "pcfm",
        "kernels/pcfm/lud_perimeter.cu",
        "-o",
        "/dev/null",
    ]);
    assert_eq!(none.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&none.stderr).contains("--placement best needs --launch FILE"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `opt --block-dim`: the launch's block shape tells the prediction which branches send whole
/// warps one way. A branch on `threadIdx.y == 0` splits no warp of 32 x 8 blocks (merged, the
/// emulator runs such a launch in 999 cycles against 984), and splits the first warp of 16 x 16
/// ones (merged: 1,001 against 1,381), so it is refused for the first and merged for the
/// second, as without the option (where the shape is unknown and half the warps are taken to
/// split).
#[test]
fn block_dim_tells_which_branches_split_no_warp() {
    let data = "crates/warpflow-cli/tests/data/warp-uniform-rows.ll";
    let remarks = |extra: &[&str]| {
        let mut all = vec!["opt", "--passes", "pcfm", data, "-o", "/dev/null", "--remarks"];
        all.extend_from_slice(extra);
        let out = warpflow(&all);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let rows32 = remarks(&["--block-dim", "32,8"]);
    assert!(
        rows32.contains("not merged: the merge does not pay in the timing model")
            && rows32.contains("split weight 0.0"),
        "{rows32}"
    );
    // 16 x 16: the condition evaluated over the block, 1 of its 8 warps splits; unknown: 1/2
    for (extra, weight) in [(&["--block-dim", "16,16"][..], "split weight 0.1"), (&[], "split weight 0.5")] {
        let r = remarks(extra);
        assert!(r.contains("merged the two sides") && r.contains(weight), "{extra:?}: {r}");
    }
    let bad = warpflow(&["opt", "--passes", "pcfm", data, "-o", "/dev/null", "--block-dim", "0,8"]);
    assert_eq!(bad.status.code(), Some(2));
}

/// `--max-side-blocks N`: a branch with a side of more than N blocks is refused with a remark
/// that names the option (the default, 1,000, merges two-block sides); N must be at least 1.
#[test]
fn the_side_limit_refuses_larger_sides() {
    const SIDES: &str = "crates/warpflow-cli/tests/data/two-block-sides.ll";
    let run = |extra: &[&str]| {
        let mut all = vec!["opt", "--passes", "pcfm", SIDES, "--remarks", "-o", "/dev/null"];
        all.extend_from_slice(extra);
        warpflow(&all)
    };
    for extra in [&[][..], &["--max-side-blocks", "2"]] {
        let out = run(extra);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && err.contains("merged the two sides") && err.contains("2 block pair(s)"),
            "{extra:?}: {err}"
        );
    }
    let out = run(&["--max-side-blocks", "1"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("branch in %entry not merged: a side has more than 1 block(s) (--max-side-blocks)")
            && err.contains("no change"),
        "{err}"
    );
    let out = run(&["--max-side-blocks", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--max-side-blocks"));
}
