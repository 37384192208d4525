//! Hand-written `.ll` tests in `tests/filecheck/` with FileCheck expectations, run by LLVM 19's
//! FileCheck. A file's `; MODE: default|llvm19` and `; FORMAT: llvm|text|json` lines choose the
//! analysis mode and the rendering (default: default mode, LLVM layout).

use std::io::Write;
use std::process::{Command, Stdio};

use warpflow_analysis::uniformity::{analyze_module, report, Mode, Options};
use warpflow_testkit::{repo_root, require, Tool};

fn render(src: &str) -> String {
    let mode = if src.contains("; MODE: llvm19") { Mode::Llvm19 } else { Mode::Default };
    let m = warpflow_ir::parse(src).expect("parses");
    let res = analyze_module(&m, &Options { mode, warp_size: None }).expect("analyses");
    let text = report::ModuleText::new(&m);
    if src.contains("; FORMAT: text") {
        report::text_report(&report::module_report(&m, &res, &text))
    } else if src.contains("; FORMAT: json") {
        serde_json::to_string_pretty(&report::module_report(&m, &res, &text)).expect("serialises")
    } else {
        report::llvm_format(&m, &res, &text)
    }
}

#[test]
fn filecheck_tests() {
    let dir = repo_root().join("tests/filecheck");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/filecheck exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 7, "{files:?}");
    let Some(fc) = require(Tool::FileCheck, "filecheck_tests") else { return };
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("reads");
        let out = render(&src);
        let mut child = Command::new(&fc)
            .arg(f)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("FileCheck runs");
        child.stdin.take().expect("stdin").write_all(out.as_bytes()).expect("writes");
        let r = child.wait_with_output().expect("FileCheck finishes");
        if !r.status.success() {
            failures.push(format!("{}:\n{}", f.display(), String::from_utf8_lossy(&r.stderr)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
