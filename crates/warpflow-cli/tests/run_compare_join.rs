//! `warpflow opt --passes barrier-join` then `warpflow run --compare ORIG JOINED --launch SPEC`
//! on the short-circuit barrier kernel (-O0 and -O3): the joined kernel computes bit-identical
//! outputs (exit 0), has no early lanes in warp barrier mode where the original has some, and a
//! kernel that computes something else is caught by the differential runner (exit 1).

use std::path::PathBuf;
use std::process::{Command, Output};

fn barriers_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../kernels/barriers")
}

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).args(args).output().unwrap()
}

fn early_lanes(file: &str, launch: &str) -> usize {
    let out = warpflow(&["run", file, "--launch", launch, "--barriers", "warp", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["early_passes"].as_array().unwrap().iter().map(|e| e["threads"].as_array().unwrap().len()).sum()
}

#[test]
fn joined_short_circuit_compares_identical() {
    let tmp = tempfile::tempdir().unwrap();
    let launch = barriers_dir().join("fail-short-circuit.launch.toml");
    let launch = launch.to_str().unwrap();
    for (opt, shift) in [("O0", "%37 = add i32 %36, 32,"), ("O3", "%24 = add nuw nsw i16 %23, 32,")] {
        let orig = barriers_dir().join(format!("fail-short-circuit.nvptx64.{opt}.ll"));
        let orig = orig.to_str().unwrap();
        let joined = tmp.path().join(format!("joined.{opt}.ll"));
        let joined = joined.to_str().unwrap();
        let out = warpflow(&["opt", "--passes", "barrier-join", orig, "-o", joined]);
        assert_eq!(out.status.code(), Some(0), "{opt}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(std::fs::read_to_string(joined).unwrap().contains("barrier.join"), "{opt}");

        let out = warpflow(&["run", "--compare", orig, joined, "--launch", launch]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{opt}: {text}{}", String::from_utf8_lossy(&out.stderr));
        assert!(text.contains("identical"), "{opt}: {text}");

        assert!(early_lanes(orig, launch) > 0, "{opt}: the original does not race in warp mode");
        assert_eq!(early_lanes(joined, launch), 0, "{opt}: the joined kernel races in warp mode");

        // A joined kernel reading another slot (t + 31 instead of t + 32) differs: exit 1.
        let src = std::fs::read_to_string(joined).unwrap();
        assert_eq!(src.matches(shift).count(), 1, "{opt}");
        let wrong = tmp.path().join(format!("wrong.{opt}.ll"));
        std::fs::write(&wrong, src.replace(shift, &shift.replace(", 32,", ", 31,"))).unwrap();
        let out = warpflow(&["run", "--compare", orig, wrong.to_str().unwrap(), "--launch", launch]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{opt}: {text}");
        assert!(text.contains("first difference: arg2[0]"), "{opt}: {text}");
    }
}
