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
    // Thread lists are inclusive ranges `[[first, last], ...]`.
    v["early_passes"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| e["threads"].as_array().unwrap().iter())
        .map(|r| (r[1].as_u64().unwrap() - r[0].as_u64().unwrap() + 1) as usize)
        .sum()
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

/// `--compare` counts every differing element and takes a float tolerance: two kernels whose
/// outputs are 1.0 and the next float after 1.0 differ bit for bit in all 64 elements (exit 1),
/// are equal within 1 ulp (exit 0), and a 2-ulp difference still fails with `--ulps 1`; the text
/// gives both modules' cycles and instructions and the speedup.
#[test]
fn compare_counts_differences_and_takes_ulps() {
    let tmp = tempfile::tempdir().unwrap();
    let module = |value: &str| {
        format!(
            "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr %out) {{\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %z = zext i32 %t to i64\n  %p = getelementptr inbounds float, ptr %out, i64 %z\n  store float {value}, ptr %p, align 4\n  ret void\n}}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
        )
    };
    let write = |name: &str, text: String| {
        let p = tmp.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let one = write("one.ll", module("1.000000e+00"));
    let next = write("next.ll", module("0x3FF0000020000000"));
    let next2 = write("next2.ll", module("0x3FF0000040000000"));
    let launch = write(
        "k.toml",
        "kernel = \"k\"\ngrid = [1, 1, 1]\nblock = [64, 1, 1]\nshared_bytes = 0\n[[args]]\nkind = \"buffer\"\ntype = \"f32\"\nlen = 64\ninit = \"zeros\"\noutput = true\n"
            .to_string(),
    );
    let run = |b: &str, ulps: &str| {
        let out = warpflow(&["run", "--compare", &one, b, "--launch", &launch, "--ulps", ulps]);
        (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let (code, text) = run(&next, "0");
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("64 of 64 output elements differ (not bit-identical)"), "{text}");
    assert!(text.contains("first difference: arg0[0]"), "{text}");
    assert!(text.contains("speedup of B over A: 1.000"), "{text}");
    let (code, text) = run(&next, "1");
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("identical: all 64 output elements equal within 1 ulp"), "{text}");
    let (code, text) = run(&next2, "1");
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("64 of 64 output elements differ (not equal within 1 ulp)"), "{text}");
    // JSON carries the counts.
    let out = warpflow(&["run", "--compare", &one, &next, "--launch", &launch, "--format", "json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (v["differences"].as_u64(), v["elements"].as_u64(), v["ulps"].as_u64()),
        (Some(64), Some(64), Some(0))
    );
}
