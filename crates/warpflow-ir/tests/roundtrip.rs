//! Round-trip acceptance: for every corpus `.ll` and every file in `tests/data/`,
//! `opt-19 -S original` and `opt-19 -S print(parse(original))` are textually identical.
//! Also (without LLVM): printing is a fixpoint, `print(parse(print(parse(x)))) == print(parse(x))`.

use std::path::{Path, PathBuf};
use warpflow_testkit::{corpus_ll_files, require, Tool};

fn data_files() -> Vec<PathBuf> {
    let mut v = Vec::new();
    warpflow_testkit::collect(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"), "ll", &mut v);
    v.sort();
    v
}

fn roundtrip_files(files: &[PathBuf], opt: &Path) -> (usize, Vec<String>) {
    let mut same = 0;
    let mut failures = Vec::new();
    for f in files {
        let src = std::fs::read_to_string(f).expect("read .ll");
        let m = match warpflow_ir::parse(&src) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: parse error {e}", f.display()));
                continue;
            }
        };
        let printed = warpflow_ir::print_module(&m);
        let a = warpflow_testkit::opt_s(opt, src.as_bytes());
        let b = warpflow_testkit::opt_s(opt, printed.as_bytes());
        match (a, b) {
            (Ok(a), Ok(b)) if a == b => same += 1,
            (Ok(a), Ok(b)) => {
                let line = a.lines().zip(b.lines()).position(|(x, y)| x != y).unwrap_or(0);
                failures.push(format!(
                    "{}: differs at line {}:\n  opt(original): {}\n  opt(ours):     {}",
                    f.display(),
                    line + 1,
                    a.lines().nth(line).unwrap_or(""),
                    b.lines().nth(line).unwrap_or("")
                ));
            }
            (Err(e), _) => failures.push(format!("{}: opt rejects the original: {e}", f.display())),
            (_, Err(e)) => failures.push(format!("{}: opt rejects our output: {e}", f.display())),
        }
    }
    (same, failures)
}

#[test]
fn corpus_roundtrip_identical_after_opt() {
    let Some(opt) = require(Tool::Opt, "corpus_roundtrip_identical_after_opt") else { return };
    let files = corpus_ll_files();
    let (same, failures) = roundtrip_files(&files, &opt);
    eprintln!("corpus round trip: {same} of {} identical after opt-19 -S", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn data_roundtrip_identical_after_opt() {
    let Some(opt) = require(Tool::Opt, "data_roundtrip_identical_after_opt") else { return };
    let files = data_files();
    assert!(files.len() >= 2, "tests/data holds the hand-written inputs");
    let (same, failures) = roundtrip_files(&files, &opt);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(same, files.len());
}

#[test]
fn printing_is_a_fixpoint() {
    let mut files = data_files();
    files.extend(corpus_ll_files());
    for f in files {
        let src = std::fs::read_to_string(&f).expect("read .ll");
        let once = warpflow_ir::print_module(&warpflow_ir::parse(&src).expect("parse original"));
        let m2 = warpflow_ir::parse(&once)
            .unwrap_or_else(|e| panic!("{}: reparse of our output: {e}", f.display()));
        let twice = warpflow_ir::print_module(&m2);
        assert_eq!(once, twice, "{}: print is not a fixpoint", f.display());
    }
}

/// Floating-point constants are written as LLVM writes them: decimal `%e` when six significant
/// digits give the value back exactly, else hexadecimal (`1.234567` and `1.953125e-03` are hex
/// in LLVM's text, `1.234560e+00` is not). Checked against `opt-19 -S` on constants of every
/// kind: short decimals, powers of two, random bit patterns, `float` and `double`.
#[test]
fn float_constants_are_written_as_llvm_writes_them() {
    let Some(opt) = require(Tool::Opt, "float_constants_are_written_as_llvm_writes_them") else { return };
    let mut values: Vec<f64> = Vec::new();
    for e in -12..12 {
        for k in [1.0, 1.5, 1.953125, 1.23456, 1.234567, 2.441406, 3.90625, 9.765625, 7.0] {
            values.push(k * 10f64.powi(e));
        }
    }
    for n in -40..40 {
        values.push(2f64.powi(n));
        values.push(-3.0 * 2f64.powi(n));
    }
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..400 {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let v = f64::from_bits(x);
        if v.is_finite() {
            values.push(v);
        }
    }
    let mut text = String::from("define void @f(double %x, float %y) {\n");
    for (k, v) in values.iter().enumerate() {
        text.push_str(&format!("  %d{k} = fmul double %x, 0x{:016X}\n", v.to_bits()));
        let f = *v as f32;
        if f.is_finite() {
            text.push_str(&format!("  %f{k} = fmul float %y, 0x{:016X}\n", (f as f64).to_bits()));
        }
    }
    text.push_str("  ret void\n}\n");
    let ours = warpflow_ir::print_module(&warpflow_ir::parse(&text).expect("parse"));
    let theirs = warpflow_testkit::opt_s(&opt, ours.as_bytes()).expect("opt-19 -S");
    let lines =
        |s: &str| s.lines().filter(|l| l.contains(" = fmul ")).map(str::to_string).collect::<Vec<_>>();
    let (a, b) = (lines(&ours), lines(&theirs));
    assert_eq!(a.len(), b.len());
    let diffs: Vec<String> =
        a.iter().zip(&b).filter(|(x, y)| x != y).map(|(x, y)| format!("ours {x} | opt {y}")).collect();
    assert!(
        diffs.is_empty(),
        "{} of {} differ:\n{}",
        diffs.len(),
        a.len(),
        diffs[..diffs.len().min(10)].join("\n")
    );
}
