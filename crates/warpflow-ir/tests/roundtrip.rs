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
