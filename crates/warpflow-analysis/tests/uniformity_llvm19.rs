//! Differential test: `--compat llvm19` output in LLVM's layout against
//! `opt-19 -passes='print<uniformity>' -disable-output` on every corpus `.ll` (every target and
//! optimisation level), and reproducers of the LLVM 19 bugs where the outputs differ.
//!
//! Comparison rules:
//! - the `DIVERGENT ARGUMENTS:` and `CYCLES ...:` sections are compared as sets: LLVM prints the
//!   first in hash-set order of argument addresses and the second in worklist order, neither
//!   of which is a property of the program;
//! - every other line must be equal, instruction text included.

use std::path::Path;
use std::process::Command;

use warpflow_analysis::uniformity::{analyze_module, report, Mode, Options};
use warpflow_testkit::{corpus_ll_files, require, Tool};

fn ours(text: &str, mode: Mode) -> String {
    let m = warpflow_ir::parse(text).expect("parses");
    let res = analyze_module(&m, &Options { mode, warp_size: None }).expect("analyses");
    report::llvm_format(&m, &res, &report::ModuleText::new(&m))
}

fn opt(opt: &Path, file: &Path) -> String {
    let out = Command::new(opt)
        .args(["-passes=print<uniformity>", "-disable-output"])
        .arg(file)
        .output()
        .expect("opt-19 runs");
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .chain(String::from_utf8_lossy(&out.stdout).lines())
        .filter(|l| !l.contains("WARNING: failed to create target"))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Sorts the lines of the unordered sections.
fn normalize(t: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut buf: Vec<String> = Vec::new();
    let mut in_sec = false;
    for l in t.lines() {
        if matches!(l, "DIVERGENT ARGUMENTS:" | "CYCLES WITH DIVERGENT EXIT:" | "CYCLES ASSSUMED DIVERGENT:")
        {
            buf.sort();
            out.append(&mut buf);
            out.push(l.to_string());
            in_sec = true;
            continue;
        }
        if in_sec && l.starts_with("  ") {
            buf.push(l.to_string());
            continue;
        }
        buf.sort();
        out.append(&mut buf);
        in_sec = false;
        out.push(l.to_string());
    }
    buf.sort();
    out.append(&mut buf);
    out
}

/// Compares two outputs; returns the differing lines.
pub fn compare(llvm: &str, ours: &str) -> Vec<String> {
    let (a, b) = (normalize(llvm), normalize(ours));
    let mut diffs = Vec::new();
    if a.len() != b.len() {
        diffs.push(format!("line counts differ: {} vs {}", a.len(), b.len()));
    }
    for (x, y) in a.iter().zip(&b) {
        if x != y {
            diffs.push(format!("opt-19: {x}\n  ours: {y}"));
        }
    }
    diffs
}

#[test]
fn compat_llvm19_equals_opt19_on_the_corpus() {
    let Some(opt_path) = require(Tool::Opt, "compat_llvm19_equals_opt19_on_the_corpus") else { return };
    let files = corpus_ll_files();
    assert!(files.len() >= 100, "corpus has {} .ll files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("reads");
        let diffs = compare(&opt(&opt_path, f), &ours(&text, Mode::Llvm19));
        if !diffs.is_empty() {
            failures.push(format!("{}:\n{}", f.display(), diffs.join("\n")));
        }
    }
    eprintln!("{} of {} files identical to opt-19", files.len() - failures.len(), files.len());
    assert!(failures.is_empty(), "differences from opt-19:\n{}", failures.join("\n\n"));
}

/// The hand-written cases run under `--compat llvm19` (`tests/cases/uniformity-*.ll`, each
/// with a `; RUN: uniformity --compat llvm19` line) print what opt-19 prints, except the
/// reproducer of LLVM's bug 137277 (below).
#[test]
fn compat_llvm19_equals_opt19_on_the_cases() {
    let Some(opt_path) = require(Tool::Opt, "compat_llvm19_equals_opt19_on_the_cases") else { return };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("cases")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy().to_string();
            name.starts_with("uniformity-") && name.ends_with(".ll") && !name.contains("bug137277")
        })
        .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains("; RUN: uniformity --compat llvm19")))
        .collect();
    files.sort();
    assert!(files.iter().any(|p| p.ends_with("uniformity-scalar-zeros.ll")), "{files:?}");
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("reads");
        let diffs = compare(&opt(&opt_path, f), &ours(&text, Mode::Llvm19));
        if !diffs.is_empty() {
            failures.push(format!("{}:\n{}", f.display(), diffs.join("\n")));
        }
    }
    assert!(failures.is_empty(), "differences from opt-19:\n{}", failures.join("\n\n"));
}

/// llvm-project issue 137277: with if/else arms of three blocks each, LLVM 19's early-stopping
/// criterion (the "floor" index) stops before the join block, so the join phis are reported
/// uniform. We report them divergent.
#[test]
fn llvm_bug_137277_join_phis_of_long_arms() {
    let src = include_str!("cases/uniformity-bug137277.ll");
    let o = ours(src, Mode::Llvm19);
    assert!(o.contains("  DIVERGENT:   %j.a = phi i32 [ %a0, %L2 ], [ %a1, %R2 ]"), "{o}");
    assert!(o.contains("  DIVERGENT:   %j.b = phi i32 [ %b0, %L2 ], [ %b1, %R2 ]"), "{o}");
    let Some(opt_path) = require(Tool::Opt, "llvm_bug_137277_join_phis_of_long_arms") else { return };
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("bug.ll");
    std::fs::write(&p, src).expect("writes");
    let l = opt(&opt_path, &p);
    // The bug: opt-19 calls the join phis uniform.
    assert!(l.contains("               %j.a = phi i32 [ %a0, %L2 ], [ %a1, %R2 ]"), "{l}");
    let analysis = compare(&l, &o);
    // Exactly block J differs: the two phis and what depends on them (the add and the store).
    assert_eq!(analysis.len(), 4, "{analysis:?}");
    assert!(analysis.iter().all(|d| d.contains("%j.") || d.contains("%s")), "{analysis:?}");
}

/// `docs/uniformity-vs-llvm.md` is regenerated from the corpus by the example
/// `uniformity_vs_llvm`; its generated section must be up to date.
#[test]
fn uniformity_vs_llvm_doc_is_up_to_date() {
    let root = warpflow_testkit::repo_root();
    let doc = std::fs::read_to_string(root.join("docs/uniformity-vs-llvm.md")).expect("doc exists");
    let mut files = corpus_ll_files();
    files.sort();
    let rows: Vec<_> = files
        .iter()
        .map(|f| {
            let m = warpflow_ir::parse(&std::fs::read_to_string(f).expect("reads")).expect("parses");
            let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
            (rel, warpflow_analysis::uniformity::compare::compare_with_llvm19(&m).expect("analyses"))
        })
        .collect();
    let section = warpflow_analysis::uniformity::compare::markdown(&rows);
    assert!(
        doc.contains(&format!("-->\n{section}<!-- END GENERATED -->")),
        "docs/uniformity-vs-llvm.md is out of date: cargo run -p warpflow-analysis --example uniformity_vs_llvm"
    );
}
