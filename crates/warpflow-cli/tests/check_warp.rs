//! Warp-level synchronisation on the warp corpus (kernels/warp, -O0 and -O3): `warpflow check`
//! proves every `pass-warp-*` kernel (exit 0) and reports every `fail-warp-*` kernel (exit 1) with
//! the verdicts the JSON lists; `warpflow run` reports the lanes that did not arrive on every fail
//! kernel under every policy (exit 1) and nothing on the pass kernels; the barrier diagnostics
//! group copies, follow `inlinedAt` and suggest `--assume` only where it fits.

use std::path::PathBuf;
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(root()).args(args).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = warpflow(args);
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}\n{}", stdout(&out)))
}

/// (kernel, expected verdicts of its warp-level operations in layout order)
const KERNELS: &[(&str, &[&str])] = &[
    ("fail-warp-shfl-odd", &["possibly-divergent"]),
    ("fail-warp-syncwarp-odd", &["possibly-divergent"]),
    ("fail-warp-ballot-other-side", &["convergent", "possibly-divergent"]),
    ("pass-warp-uniform-cond", &["convergent", "convergent", "convergent"]),
    ("pass-warp-activemask", &["active-mask", "active-mask"]),
    ("pass-warp-ballot", &["convergent", "ballot-of-branch"]),
    ("fail-warp-shfl-two-sites", &["convergent", "possibly-divergent", "possibly-divergent"]),
    ("pass-warp-lane-range", &["lane-range", "lane-range", "lane-range"]),
    ("fail-warp-lane-range", &["possibly-divergent"]),
];

/// Pass kernels whose verdict list differs between -O0 and -O3 (unrolled loops): (kernel,
/// verdicts at -O0, at -O3).
const KERNELS_BY_OPT: &[(&str, &[&str], &[&str])] =
    &[("pass-warp-loop-rejoin", &["convergent"], &["convergent", "convergent", "convergent", "convergent"])];

#[test]
fn check_verdicts_and_exit_codes() {
    let mut all: Vec<(&str, &str, &[&str])> = Vec::new();
    for (name, want) in KERNELS {
        all.push((name, "O0", want));
        all.push((name, "O3", want));
    }
    for (name, o0, o3) in KERNELS_BY_OPT {
        all.push((name, "O0", o0));
        all.push((name, "O3", o3));
    }
    for (name, opt, want) in all {
        {
            let f = format!("kernels/warp/{name}.nvptx64.{opt}.ll");
            let out = warpflow(&["check", &f]);
            let text = stdout(&out);
            let fail = name.starts_with("fail-");
            assert_eq!(out.status.code(), Some(if fail { 1 } else { 0 }), "{f}:\n{text}");
            if fail {
                assert!(
                    text.contains(
                        "error[warp-divergent]: warp-level operation may be executed by part of its warp"
                    ),
                    "{f}:\n{text}"
                );
                assert!(
                    text.contains("note: the operation lies in the region of the divergent branch"),
                    "{f}:\n{text}"
                );
                assert!(text.contains("source: llvm.nvvm.read.ptx.sreg.tid.x"), "{f}:\n{text}");
            } else {
                assert!(text.contains("all uniform;") && text.contains("all proven"), "{f}:\n{text}");
            }
            let j = json(&["check", "--format", "json", &f]);
            let got: Vec<&str> =
                j["warp_syncs"].as_array().unwrap().iter().map(|w| w["verdict"].as_str().unwrap()).collect();
            assert_eq!(got, want, "{f}");
            let reported =
                want.iter().filter(|v| **v == "possibly-divergent" || **v == "partial-mask").count();
            assert_eq!(j["warp_reported"], reported, "{f}");
            // Every site's line holds the call.
            let src = std::fs::read_to_string(root().join(&f)).unwrap();
            for w in j["warp_syncs"].as_array().unwrap() {
                let line = w["line"].as_u64().unwrap() as usize;
                let callee = w["callee"].as_str().unwrap();
                assert!(src.lines().nth(line - 1).unwrap().contains(callee), "{f}: {w}");
            }
        }
    }
}

/// OpenCL sub-group kernels (amdgcn and spir64 only: nvptx64 has no `cl_khr_subgroups`): the
/// sub-group functions' members are the whole sub-group.
#[test]
fn opencl_subgroup_kernels() {
    for (name, want) in [
        ("pass-warp-cl-subgroup", &["convergent", "convergent"][..]),
        ("fail-warp-cl-subgroup-odd", &["possibly-divergent"][..]),
    ] {
        for target in ["amdgcn", "spir64"] {
            for opt in ["O0", "O3"] {
                let f = format!("kernels/warp/{name}.{target}.{opt}.ll");
                let out = warpflow(&["check", &f]);
                let text = stdout(&out);
                let fail = name.starts_with("fail-");
                assert_eq!(out.status.code(), Some(if fail { 1 } else { 0 }), "{f}:\n{text}");
                if fail {
                    assert!(text.contains("error[warp-divergent]"), "{f}:\n{text}");
                    assert!(text.contains("source: _Z12get_local_idj"), "{f}:\n{text}");
                }
                let j = json(&["check", "--format", "json", &f]);
                let got: Vec<&str> = j["warp_syncs"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|w| w["verdict"].as_str().unwrap())
                    .collect();
                assert_eq!(got, want, "{f}");
            }
        }
    }
}

#[test]
fn fail_kernel_diagnostic_names_the_source_line_and_inline_chain() {
    let out = warpflow(&["check", "kernels/warp/fail-warp-shfl-odd.nvptx64.O3.ll"]);
    let text = stdout(&out);
    // The shim's wrapper is inlined: its line, then the user's call site.
    assert!(
        text.contains("= note: in function `__shfl_sync` inlined at warp/fail-warp-shfl-odd.cu:11:9"),
        "{text}"
    );
    assert!(text.contains("    v = __shfl_sync(0xffffffffu, v, 1);"), "{text}");
    assert!(text.contains("if (threadIdx.x & 1)"), "{text}");
    assert!(
        text.contains("members (the lanes that must execute it together): every lane of the warp"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "error: 1 of 1 warp-level operation not proven to be executed by exactly its members\n"
        ),
        "{text}"
    );
    let j = json(&["check", "--format", "json", "kernels/warp/fail-warp-shfl-odd.nvptx64.O3.ll"]);
    let w = &j["warp_syncs"][0];
    assert_eq!(w["mask"]["kind"], "full");
    assert_eq!(w["inlined_at"][0]["function"], "__shfl_sync");
    assert_eq!(
        w["inlined_at"][0]["at"],
        serde_json::json!({"file": "warp/fail-warp-shfl-odd.cu", "line": 11, "column": 9})
    );
    assert!(w["witness"]["chain"].as_array().unwrap().len() >= 2, "{w}");
}

#[test]
fn run_reports_lanes_that_did_not_arrive_under_every_policy() {
    for opt in ["O0", "O3"] {
        for policy in ["ipdom", "its", "deferred", "none"] {
            for name in ["fail-warp-shfl-odd", "fail-warp-syncwarp-odd", "fail-warp-ballot-other-side"] {
                let f = format!("kernels/warp/{name}.nvptx64.{opt}.ll");
                let launch = format!("kernels/warp/{name}.launch.toml");
                let out = warpflow(&["run", &f, "--launch", &launch, "--policy", policy]);
                let text = stdout(&out);
                assert_eq!(out.status.code(), Some(1), "{f} {policy}:\n{text}");
                let line = format!("warp/{name}.cu:");
                assert!(text.contains("warp-sync error: function `"), "{f} {policy}:\n{text}");
                assert!(text.contains(&line), "{f} {policy}: no source line\n{text}");
                // Both warps: the odd lanes execute, the even lanes named in the mask do not arrive
                // (for the ballot kernel: the even lanes execute with the mask of the odd lanes).
                let j = json(&["run", &f, "--launch", &launch, "--policy", policy, "--format", "json"]);
                let faults = j["warp_sync_faults"].as_array().unwrap();
                assert_eq!(faults.len(), 2, "{f} {policy}: {faults:?}");
                // Lane lists are inclusive ranges `[[first, last], ...]`.
                let lanes = |v: &serde_json::Value| -> Vec<u64> {
                    v.as_array()
                        .unwrap()
                        .iter()
                        .flat_map(|r| r[0].as_u64().unwrap()..=r[1].as_u64().unwrap())
                        .collect()
                };
                // Lanes that did not arrive: waiting elsewhere or (depending on the policy's
                // order) already exited.
                let absent = |fl: &serde_json::Value| -> Vec<u64> {
                    let mut v = lanes(&fl["missing"]);
                    v.extend(lanes(&fl["exited"]));
                    v.sort_unstable();
                    v
                };
                let odd: Vec<u64> = (0..32).filter(|l| l % 2 == 1).collect();
                let even: Vec<u64> = (0..32).filter(|l| l % 2 == 0).collect();
                for fl in faults {
                    if name == "fail-warp-ballot-other-side" {
                        assert_eq!(fl["mask"], 0xaaaa_aaaau32, "{fl}");
                        assert_eq!(lanes(&fl["executing"]), even, "{fl}");
                        assert_eq!(absent(fl), odd, "{fl}");
                        assert_eq!(lanes(&fl["not_members"]), even, "{fl}");
                    } else {
                        assert_eq!(fl["mask"], 0xffff_ffffu32, "{fl}");
                        assert_eq!(lanes(&fl["executing"]), odd, "{fl}");
                        assert_eq!(absent(fl), even, "{fl}");
                        assert!(lanes(&fl["not_members"]).is_empty(), "{fl}");
                    }
                }
            }
        }
        for policy in ["ipdom", "its", "deferred", "none"] {
            for name in [
                "pass-warp-uniform-cond",
                "pass-warp-activemask",
                "pass-warp-ballot",
                "pass-warp-loop-rejoin",
                "pass-warp-lane-range",
            ] {
                let f = format!("kernels/warp/{name}.nvptx64.{opt}.ll");
                let launch = format!("kernels/warp/{name}.launch.toml");
                let out = warpflow(&["run", &f, "--launch", &launch, "--policy", policy]);
                let text = stdout(&out);
                assert_eq!(out.status.code(), Some(0), "{f} {policy}:\n{text}");
                assert!(!text.contains("warp-sync error"), "{f} {policy}:\n{text}");
            }
        }
    }
}

#[test]
fn barrier_copies_inline_chain_and_help() {
    // Six unrolled copies of one source barrier: one report.
    let out = warpflow(&["check", "kernels/barriers/fail-unrolled-barrier.nvptx64.O3.ll"]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text.matches("error[possibly-divergent]").count(), 1, "{text}");
    assert!(
        text.contains(
            "error[possibly-divergent]: barrier may be reached by part of a warp or block (6 copies)"
        ),
        "{text}"
    );
    assert!(text.ends_with("error: 6 of 6 barriers not proven convergent (1 source location)\n"), "{text}");
    let j = json(&["check", "--format", "json", "kernels/barriers/fail-unrolled-barrier.nvptx64.O3.ll"]);
    assert_eq!(j["barriers"].as_array().unwrap().len(), 6);
    assert!(j["barriers"].as_array().unwrap().iter().all(|b| b["copies"] == 6));
    // -O0 keeps the loop: one site, no "copies".
    let text = stdout(&warpflow(&["check", "kernels/barriers/fail-unrolled-barrier.nvptx64.O0.ll"]));
    assert!(!text.contains("copies)"), "{text}");
    // The inlined helper: reported at its line, in function `stage` inlined at the call site.
    for opt in ["O0", "O3"] {
        let f = format!("kernels/barriers/fail-inlined-barrier.nvptx64.{opt}.ll");
        let text = stdout(&warpflow(&["check", &f]));
        assert!(text.contains("::: barriers/fail-inlined-barrier.cu:8:3"), "{f}:\n{text}");
        assert!(
            text.contains("= note: in function `stage` inlined at barriers/fail-inlined-barrier.cu:17:9"),
            "{f}:\n{text}"
        );
        assert!(text.contains("    v = stage(s, v);"), "{f}:\n{text}");
    }
    // A condition on the thread index: no `--assume` suggestion (it would hide the divergence).
    for f in [
        "kernels/barriers/fail-tid-cond.nvptx64.O3.ll",
        "kernels/barriers/fail-unrolled-barrier.nvptx64.O3.ll",
    ] {
        let text = stdout(&warpflow(&["check", f]));
        assert!(!text.contains("--assume"), "{f}:\n{text}");
        assert!(
            text.contains("help: the branch condition is computed from the thread index"),
            "{f}:\n{text}"
        );
    }
}

#[test]
fn launch_facts_a_report_lacks_are_named() {
    // The global index's signed remainder as the lane (cuda-samples' shfl_scan): proven with a
    // grid size, and without one the report says which fact would prove it; a mask computed
    // from blockDim names `--block-dim`.
    const F: &str = "crates/warpflow-cli/tests/data/warp-launch-needs.ll";
    let o = warpflow(&["check", F]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let text = stdout(&o);
    assert!(
        text.contains("help: the mask is computed from blockDim: with the launch's `--block-dim`"),
        "{text}"
    );
    assert!(text.contains("help: proven for grids small enough that the signed global index"), "{text}");
    let sites = |args: &[&str]| -> Vec<(String, Option<String>)> {
        json(args)["warp_syncs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| (w["verdict"].as_str().unwrap().to_string(), w["needs"].as_str().map(str::to_string)))
            .collect()
    };
    let pd = |n: Option<&str>| ("possibly-divergent".to_string(), n.map(str::to_string));
    let lr = || ("lane-range".to_string(), None);
    assert_eq!(sites(&["check", "--format", "json", F]), [pd(Some("grid-dim")), pd(Some("block-dim"))]);
    assert_eq!(
        sites(&["check", "--format", "json", "--block-dim", "256", F]),
        [pd(Some("grid-dim")), pd(Some("grid-dim"))]
    );
    assert_eq!(
        sites(&["check", "--format", "json", "--block-dim", "256", "--grid-dim", "256", F]),
        [lr(), lr()]
    );
    let o = warpflow(&["check", "--block-dim", "256", "--grid-dim", "256", F]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}
