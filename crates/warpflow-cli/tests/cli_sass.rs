//! `warpflow sass` and `warpflow study sass` end to end.

use std::process::Command;

use warpflow_testkit::{repo_root, require, Tool};

fn fixture(arch: &str) -> String {
    repo_root()
        .join(format!("crates/warpflow-sass/tests/fixtures/sass_kernels.{arch}.sass"))
        .display()
        .to_string()
}

#[test]
fn sass_text_and_json() {
    let out =
        Command::new(env!("CARGO_BIN_EXE_warpflow")).args(["sass", &fixture("sm_61")]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("SSY at 0x0018 -> .L_x_0: branch 0x0058 ipdom 0x0088 reconverges at 0x0088: immediate"),
        "{text}"
    );
    assert!(
        text.contains(
            "total: 8 points: 8 immediate, 0 deferred, 0 early, 0 uncovered (1 with leaving paths)"
        ),
        "{text}"
    );

    let out = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .args(["sass", "--format", "json", &fixture("sm_100")])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["schema"], "warpflow.sass/1");
    assert_eq!(v["files"][0]["report"]["arch"], "sm_100");
    assert_eq!(v["files"][0]["report"]["counts"]["BSSY"], 7);
    assert_eq!(v["files"][0]["report"]["counts"][".RECONVERGENT"], 14);
}

#[test]
fn sass_reports_parse_errors_with_position() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.sass");
    std::fs::write(&bad, "\t.section .text.k\n  /*0000*/ bra x ;\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_warpflow")).arg("sass").arg(&bad).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.sass:2:12: expected an instruction"), "{err}");
}

#[test]
fn study_sass_writes_tables() {
    const T: &str = "cli study_sass_writes_tables";
    for tool in [Tool::Llc, Tool::Ptxas, Tool::Nvdisasm] {
        if require(tool, T).is_none() {
            return;
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let ll = repo_root().join("crates/warpflow-sass/tests/kernels/sass_kernels.ll");
    let out = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .args(["study", "sass", "--arch", "sm_86,sm_100", "--keep-sass", "--out"])
        .arg(dir.path())
        .arg(&ll)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("sass.json")).unwrap()).unwrap();
    assert_eq!(v["frontends"][0]["frontend"], "clang");
    let archs = v["frontends"][0]["architectures"].as_array().unwrap();
    assert_eq!(archs.len(), 2);
    assert_eq!(archs[0]["arch"], "sm_86");
    for key in ["reconvergence_points", "immediate", "deferred", "early"] {
        assert!(archs[0][key].is_u64(), "{key}");
    }
    assert!(archs[1]["counts"]["BRA.U"].as_u64().unwrap() > 0);
    let md = std::fs::read_to_string(dir.path().join("sass.md")).unwrap();
    assert!(md.contains("| sm_100 | Blackwell |"), "{md}");
    assert!(dir
        .path()
        .join("sass/crates__warpflow-sass__tests__kernels__sass_kernels.clang.sm_86.sass")
        .is_file());
}

/// `--frontend both` on one kernel: a `.cu` through NVRTC, its `.ll` through clang; the JSON has
/// both studies, clang first, and the differences; the Markdown has both tables.
#[test]
fn study_sass_both_frontends() {
    const T: &str = "cli study_sass_both_frontends";
    for tool in [Tool::Llc, Tool::Ptxas, Tool::Nvdisasm, Tool::Nvrtc] {
        if require(tool, T).is_none() {
            return;
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let root = repo_root();
    let out = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .args(["study", "sass", "--frontend", "both", "--arch", "sm_90", "--out"])
        .arg(dir.path())
        .arg(root.join("kernels/divergence/kway4.cu"))
        .arg(root.join("kernels/divergence/kway4.nvptx64.O3.ll"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains("2 inputs (1 clang, 1 nvrtc), 1 architectures"), "{stdout}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("sass.json")).unwrap()).unwrap();
    let fe: Vec<&str> =
        v["frontends"].as_array().unwrap().iter().map(|s| s["frontend"].as_str().unwrap()).collect();
    assert_eq!(fe, ["clang", "nvrtc"]);
    for s in v["frontends"].as_array().unwrap() {
        assert_eq!(s["architectures"][0]["files_ok"], 1, "{s}");
    }
    assert!(v["differences"].is_array());
    let md = std::fs::read_to_string(dir.path().join("sass.md")).unwrap();
    assert!(
        md.contains("front end clang")
            && md.contains("front end nvrtc")
            && md.contains("Where the front ends differ")
    );
}
