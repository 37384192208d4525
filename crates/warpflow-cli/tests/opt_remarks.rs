//! `warpflow opt --remarks-output FILE` (LLVM's optimization-remark YAML) and
//! `warpflow opt --print-passes` (issue 14 item 5).
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use yaml_rust2::{Yaml, YamlLoader};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(root()).args(args).output().unwrap()
}

/// A kernel with `!dbg` locations where PCFM merges one divergent branch (line 13 of its
/// source) and refuses two (ifs without else).
const KERNEL: &str = "kernels/pcfm/bitonic_step.nvptx64.O3.ll";

fn remarks_file(dir: &Path, passes: &str) -> (String, Output) {
    let out_file = dir.join("remarks.yaml");
    let out = warpflow(&[
        "opt",
        "--passes",
        passes,
        KERNEL,
        "-o",
        "/dev/null",
        "--remarks-output",
        out_file.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&out_file).unwrap_or_default();
    (text, out)
}

#[test]
fn remarks_yaml_parses_and_names_the_merge() {
    let dir = tempfile::tempdir().unwrap();
    let (text, out) = remarks_file(dir.path(), "pcfm");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let docs = YamlLoader::load_from_str(&text).unwrap_or_else(|e| panic!("not YAML: {e}\n{text}"));
    assert_eq!(docs.len(), 3, "{text}");
    // The document tags, in order (the loader keeps the mapping, not the tag).
    let tags: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("--- !")).collect();
    assert_eq!(tags, ["Missed", "Passed", "Missed"], "{text}");
    let merged = &docs[1];
    assert_eq!(merged["Pass"].as_str(), Some("pcfm"));
    assert_eq!(merged["Name"].as_str(), Some("Merged"));
    assert_eq!(merged["Function"].as_str(), Some("bitonic_step"));
    let loc = &merged["DebugLoc"];
    assert_eq!(loc["File"].as_str(), Some("pcfm/bitonic_step.cu"));
    assert_eq!(loc["Line"].as_i64(), Some(13));
    assert_eq!(loc["Column"].as_i64(), Some(7));
    let Yaml::Array(args) = &merged["Args"] else { panic!("Args is not a list: {text}") };
    let msg = args[0]["String"].as_str().unwrap();
    assert!(msg.starts_with("merged the two sides of the divergent branch in %16"), "{msg}");
    assert!(msg.contains("profit 0.500; predicted ") && msg.contains(" cycles per warp"), "{msg}");
    let missed = &docs[0];
    assert_eq!(missed["Name"].as_str(), Some("NotMerged"));
    assert_eq!(missed["DebugLoc"]["Line"].as_i64(), Some(9));
    assert!(
        missed["Args"][0]["String"].as_str().unwrap().contains("one side is empty (an if without else)"),
        "{text}"
    );
}

#[test]
fn remarks_of_several_passes_and_none() {
    let dir = tempfile::tempdir().unwrap();
    // mem2reg on -O0 code promotes allocas: one Passed remark per function it changed, without a
    // location (a promotion has no single source position).
    let out_file = dir.path().join("r.yaml");
    let out = warpflow(&[
        "opt",
        "--passes",
        "mem2reg,cleanup",
        "kernels/pcfm/bitonic_step.nvptx64.O0.ll",
        "-o",
        "/dev/null",
        "--remarks-output",
        out_file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = std::fs::read_to_string(&out_file).unwrap();
    let docs = YamlLoader::load_from_str(&text).unwrap();
    let passes: Vec<&str> = docs.iter().filter_map(|d| d["Pass"].as_str()).collect();
    assert_eq!(passes, ["mem2reg", "cleanup"], "{text}");
    assert_eq!(docs[0]["Name"].as_str(), Some("Promoted"));
    assert!(docs[0]["DebugLoc"].is_badvalue(), "{text}");
    assert!(docs[0]["Args"][0]["String"].as_str().unwrap().starts_with("promoted "), "{text}");
    // A pass that does nothing writes an empty file (zero documents).
    let (text, out) = remarks_file(dir.path(), "cleanup");
    assert!(out.status.success());
    assert_eq!(text, "");
    // An unwritable path is an error, exit 2.
    let out = warpflow(&[
        "opt",
        "--passes",
        "pcfm",
        KERNEL,
        "-o",
        "/dev/null",
        "--remarks-output",
        "/nonexistent-dir/r.yaml",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write /nonexistent-dir/r.yaml"));
}

#[test]
fn llvm_remarkutil_reads_the_file() {
    let tool = Path::new("/usr/lib/llvm-19/bin/llvm-remarkutil");
    if !tool.exists() {
        assert!(std::env::var_os("WARPFLOW_REQUIRE_TOOLS").is_none(), "llvm-remarkutil 19 is not installed");
        eprintln!("skipped: no {}", tool.display());
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let (text, _) = remarks_file(dir.path(), "pcfm");
    // YAML to LLVM's bitstream format and back: LLVM's own reader accepts every remark.
    let bs = dir.path().join("r.bitstream");
    let st = Command::new(tool)
        .args(["yaml2bitstream", dir.path().join("remarks.yaml").to_str().unwrap(), "-o"])
        .arg(&bs)
        .output()
        .unwrap();
    assert!(st.status.success(), "{}", String::from_utf8_lossy(&st.stderr));
    let back = Command::new(tool).args(["bitstream2yaml", bs.to_str().unwrap(), "-o", "-"]).output().unwrap();
    assert!(back.status.success(), "{}", String::from_utf8_lossy(&back.stderr));
    let back = String::from_utf8_lossy(&back.stdout);
    let ours = YamlLoader::load_from_str(&text).unwrap();
    let theirs = YamlLoader::load_from_str(&back).unwrap();
    assert_eq!(ours, theirs, "ours:\n{text}\nafter LLVM:\n{back}");
}

#[test]
fn print_passes_lists_every_pass_once() {
    let out = warpflow(&["opt", "--print-passes"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let names: Vec<&str> = text.lines().map(|l| l.split_whitespace().next().unwrap()).collect();
    assert_eq!(
        names,
        [
            "mem2reg",
            "barrier-join",
            "cleanup",
            "tail-merge",
            "tail-merge-full",
            "branch-fusion",
            "pcfm",
            "meld"
        ]
    );
    // every listed pass is one `--passes` accepts, and each line has a description
    for l in text.lines() {
        let (name, what) = l.split_once("  ").unwrap();
        assert!(what.trim().len() > 20, "{l}");
        let out = warpflow(&["opt", "--passes", name, KERNEL, "-o", "/dev/null"]);
        assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
    }
    assert!(text.contains("pcfm             partial control-flow merging"), "{text}");
    // without --print-passes, an input and passes are required
    let out = warpflow(&["opt", KERNEL]);
    assert_eq!(out.status.code(), Some(2));
}
