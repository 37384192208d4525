//! `warpflow study divergence` end to end: the emulator back end writes every file, and the CUDA
//! back end without a GPU (or without the feature) says so and exits non-zero.

use std::process::Command;

#[test]
fn emu_writes_every_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .args(["study", "divergence", "--backend", "emu", "--ks", "1,2,32", "--warps", "1,2"])
        .args(["--iters", "8", "--reps", "1", "--policy", "ipdom,none", "--out"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("ipdom: T(k) = ") && stdout.contains("10 files in"), "{stdout}");
    // the files `warpflow_study::report::output_files` names (its own test lists them), all
    // written and none empty
    let mut files: Vec<(String, u64)> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (e.file_name().to_string_lossy().into_owned(), e.metadata().unwrap().len())
        })
        .collect();
    files.sort();
    assert_eq!(files.len(), 10, "{files:?}");
    assert!(files.iter().all(|(_, len)| *len > 100), "{files:?}");
    for want in ["points.csv", "study.json", "summary.json", "tk.png", "active.svg"] {
        assert!(files.iter().any(|(n, _)| n == want), "{want} missing from {files:?}");
    }
    let summary: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("summary.json")).unwrap()).unwrap();
    let pols = summary["policies"].as_array().unwrap();
    assert_eq!(pols.iter().map(|p| p["policy"].as_str().unwrap()).collect::<Vec<_>>(), ["ipdom", "none"]);
    assert!(pols[0]["fit"]["ratio_k32_k1"].as_f64().unwrap() > 10.0);
}

#[test]
fn cuda_without_gpu_fails_clearly() {
    // Only meaningful where no NVIDIA driver is installed (always so in CI); with a GPU the
    // back end would run instead, which the CUDA tests of warpflow-study cover.
    let has_driver = [
        "/usr/lib/x86_64-linux-gnu/libcuda.so.1",
        "/usr/lib64/libcuda.so.1",
        "/usr/lib/wsl/lib/libcuda.so.1",
    ]
    .iter()
    .any(|p| std::path::Path::new(p).exists());
    if has_driver {
        eprintln!("note: skipping cuda_without_gpu_fails_clearly: a CUDA driver is installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .args(["study", "divergence", "--backend", "cuda", "--out"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no GPU") || err.contains("without the CUDA back end"), "{err}");
    assert!(!dir.path().join("summary.json").exists());
}
