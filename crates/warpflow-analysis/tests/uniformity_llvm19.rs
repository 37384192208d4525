//! Differential test: `--compat llvm19` output in LLVM's layout against
//! `opt-19 -passes='print<uniformity>' -disable-output` on every corpus `.ll` (every target and
//! optimisation level), and reproducers of the LLVM 19 bugs where the outputs differ.
//!
//! Comparison rules:
//! - the `DIVERGENT ARGUMENTS:` and `CYCLES ...:` sections are compared as sets: LLVM prints the
//!   first in hash-set order of argument addresses and the second in worklist order, neither
//!   of which is a property of the program;
//! - every other line must be equal, except lines whose divergence marks are equal and whose
//!   instruction texts differ only where the warpflow-ir printer spells a constant differently
//!   from LLVM (floating-point constants as hex, `phi contract`): those are counted and
//!   listed as printer differences, not analysis differences.

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

/// The instruction text with constants of floating-point type and phi fast-math flags erased.
fn printer_insensitive(l: &str) -> String {
    let l = l.replace("phi contract ", "phi ").replace("phi fast ", "phi ");
    l.split(' ')
        .map(|w| {
            let core = w.trim_end_matches(',');
            let is_hex = core.starts_with("0x") && core.len() > 2;
            let is_dec = core.contains("e+") || core.contains("e-");
            if is_hex || is_dec {
                format!("FP{}", &w[core.len()..])
            } else {
                w.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Compares two outputs; returns (analysis differences, printer differences).
pub fn compare(llvm: &str, ours: &str) -> (Vec<String>, Vec<String>) {
    let (a, b) = (normalize(llvm), normalize(ours));
    let mut analysis = Vec::new();
    let mut printer = Vec::new();
    if a.len() != b.len() {
        analysis.push(format!("line counts differ: {} vs {}", a.len(), b.len()));
    }
    for (x, y) in a.iter().zip(&b) {
        if x == y {
            continue;
        }
        let same_mark = x.get(..13) == y.get(..13);
        if same_mark && printer_insensitive(x) == printer_insensitive(y) {
            printer.push(format!("opt-19: {x}\n  ours: {y}"));
        } else {
            analysis.push(format!("opt-19: {x}\n  ours: {y}"));
        }
    }
    (analysis, printer)
}

#[test]
fn compat_llvm19_equals_opt19_on_the_corpus() {
    let Some(opt_path) = require(Tool::Opt, "compat_llvm19_equals_opt19_on_the_corpus") else { return };
    let files = corpus_ll_files();
    assert!(files.len() >= 100, "corpus has {} .ll files", files.len());
    let mut failures = Vec::new();
    let mut printer_diffs = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("reads");
        let (analysis, printer) = compare(&opt(&opt_path, f), &ours(&text, Mode::Llvm19));
        printer_diffs += printer.len();
        if !analysis.is_empty() {
            failures.push(format!("{}:\n{}", f.display(), analysis.join("\n")));
        }
    }
    eprintln!("{} files compared, {} lines differ only in constant spelling", files.len(), printer_diffs);
    assert!(failures.is_empty(), "analysis differences:\n{}", failures.join("\n\n"));
}

/// llvm-project issue 137277: with if/else arms of three blocks each, LLVM 19's early-stopping
/// criterion (the "floor" index) stops before the join block, so the join phis are reported
/// uniform. We report them divergent.
#[test]
fn llvm_bug_137277_join_phis_of_long_arms() {
    let src = include_str!("uniformity_data/bug137277.ll");
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
    let (analysis, _) = compare(&l, &o);
    // Exactly block J differs: the two phis and what depends on them (the add and the store).
    assert_eq!(analysis.len(), 4, "{analysis:?}");
    assert!(analysis.iter().all(|d| d.contains("%j.") || d.contains("%s")), "{analysis:?}");
}
