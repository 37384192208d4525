//! Whole documents of `warpflow analyze --format json` and `warpflow check --format sarif` on one
//! small kernel that reaches every key (a barrier under a divergent branch with its source line,
//! a quoted block label, a branch uniform only with the launch facts, a called function's
//! summary), compared with blessed snapshots beside the input: text, key order included
//! (`UPDATE_EXPECT=1 cargo test -p warpflow-cli --test json_documents` blesses them).

use std::process::Command;

use expect_test::expect_file;
use warpflow_testkit::repo_root;

const INPUT: &str = "crates/warpflow-cli/tests/data/analyze-json.ll";

fn warpflow(args: &[&str]) -> (String, Option<i32>) {
    let out =
        Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(repo_root()).args(args).output().unwrap();
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    (String::from_utf8(out.stdout).unwrap(), out.status.code())
}

#[test]
fn analyze_json_document() {
    let (doc, code) = warpflow(&["analyze", "--format", "json", "--block-dim", "32", INPUT]);
    assert_eq!(code, Some(0));
    expect_file!["data/analyze-json.analyze.json"].assert_eq(&doc);
}

#[test]
fn check_sarif_log() {
    let (log, code) = warpflow(&["check", "--format", "sarif", INPUT]);
    assert_eq!(code, Some(1), "one finding");
    // The working directory's URI depends on the checkout.
    let root = format!("file://{}/", repo_root().display());
    assert!(log.contains(&root), "the log names the working directory as %SRCROOT%");
    expect_file!["data/analyze-json.check.sarif"].assert_eq(&log.replace(&root, "file:///CHECKOUT/"));
}
