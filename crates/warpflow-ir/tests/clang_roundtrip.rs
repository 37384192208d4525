//! clang-19 output round-trips: the OpenCL and HIP sources in `tests/clang/` are compiled at
//! test time for spir64, spirv64 and amdgcn (OpenCL 2.0: images, samplers, pipes, events) and
//! for gfx90a (HIP), at `-O0`, `-O0 -g` and `-O2 -g`, plus one host C file at `-O2 -g` for
//! `#dbg_assign` and `#dbg_label` (31 files); every output parses, verifies, and
//! `opt-19 -S` of our printed text equals `opt-19 -S` of clang's text. Skipped with a notice
//! when clang-19 or opt-19 is missing (a failure under `WARPFLOW_REQUIRE_TOOLS=1`).

use std::path::{Path, PathBuf};
use std::process::Command;
use warpflow_testkit::{require, Tool};

/// One compilation: source, clang arguments, and a tag for messages.
struct Job {
    src: PathBuf,
    args: Vec<String>,
    tag: String,
}

fn jobs(dir: &Path) -> Vec<Job> {
    let mut out = Vec::new();
    let levels: [&[&str]; 3] = [&["-O0"], &["-O0", "-g"], &["-O2", "-g"]];
    for name in ["images.cl", "pipes.cl", "events.cl"] {
        for target in ["spir64", "spirv64", "amdgcn-amd-amdhsa"] {
            for lv in levels {
                let mut args: Vec<String> =
                    ["-target", target, "-cl-std=CL2.0", "-Xclang", "-finclude-default-header"]
                        .iter()
                        .map(|s| s.to_string())
                        .collect();
                if target.starts_with("amdgcn") {
                    args.push("-nogpulib".into());
                }
                args.extend(lv.iter().map(|s| s.to_string()));
                out.push(Job { src: dir.join(name), args, tag: format!("{name} {target} {}", lv.join(" ")) });
            }
        }
    }
    for lv in levels {
        let mut args: Vec<String> =
            ["-x", "hip", "--offload-arch=gfx90a", "-nogpulib", "-nogpuinc", "--cuda-device-only"]
                .iter()
                .map(|s| s.to_string())
                .collect();
        args.extend(lv.iter().map(|s| s.to_string()));
        out.push(Job {
            src: dir.join("kernels.hip"),
            args,
            tag: format!("kernels.hip gfx90a {}", lv.join(" ")),
        });
    }
    let args = ["-target", "x86_64-unknown-linux-gnu", "-O2", "-g"].iter().map(|s| s.to_string()).collect();
    out.push(Job { src: dir.join("assign.c"), args, tag: "assign.c x86_64 -O2 -g".into() });
    out
}

/// Compiles, parses, verifies and round-trips one job; returns clang's text or a failure.
fn run(clang: &Path, opt: &Path, job: &Job) -> Result<String, String> {
    let out = Command::new(clang)
        .args(&job.args)
        .args(["-emit-llvm", "-S", "-o", "-"])
        .arg(&job.src)
        .output()
        .map_err(|e| format!("{}: clang: {e}", job.tag))?;
    if !out.status.success() {
        return Err(format!("{}: clang failed: {}", job.tag, String::from_utf8_lossy(&out.stderr)));
    }
    let text = out.stdout;
    let m = warpflow_ir::parse_bytes(&text).map_err(|e| format!("{}: parse error {e}", job.tag))?;
    if let Err(es) = warpflow_ir::verify_module(&m) {
        return Err(format!("{}: verify: {}", job.tag, es[0]));
    }
    let printed = warpflow_ir::print_module(&m);
    let a = warpflow_testkit::opt_s(opt, &text)
        .map_err(|e| format!("{}: opt rejects clang's output: {e}", job.tag))?;
    let b = warpflow_testkit::opt_s(opt, printed.as_bytes())
        .map_err(|e| format!("{}: opt rejects our output: {e}", job.tag))?;
    if a != b {
        let line = a.lines().zip(b.lines()).position(|(x, y)| x != y).unwrap_or(0);
        return Err(format!(
            "{}: differs at line {}:\n  opt(clang): {}\n  opt(ours):  {}",
            job.tag,
            line + 1,
            a.lines().nth(line).unwrap_or(""),
            b.lines().nth(line).unwrap_or("")
        ));
    }
    Ok(String::from_utf8_lossy(&text).into_owned())
}

#[test]
fn clang_opencl_and_hip_output_round_trips() {
    let Some(clang) = require(Tool::Clang, "clang_opencl_and_hip_output_round_trips") else { return };
    let Some(opt) = require(Tool::Opt, "clang_opencl_and_hip_output_round_trips") else { return };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/clang");
    let jobs = jobs(&dir);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..3 {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(job) = jobs.get(k) else { break };
                let r = run(&clang, &opt, job);
                results.lock().unwrap().push(r);
            });
        }
    });
    let results = results.into_inner().unwrap();
    let failures: Vec<&String> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    assert!(failures.is_empty(), "{}", failures.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n"));
    eprintln!("clang-19 round trip: {} of {} outputs identical after opt-19 -S", results.len(), jobs.len());
    // the constructs this test is for do occur in clang's output
    let all: String = results.iter().filter_map(|r| r.as_ref().ok()).map(|s| s.as_str()).collect();
    for needle in [
        "target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0)",
        "target(\"spirv.Sampler\")",
        "target(\"spirv.Pipe\", 0)",
        "target(\"spirv.Event\")",
        "!DIArgList(i32 %",
        "#dbg_declare(",
        "callbr void asm",
        "#dbg_assign(",
        "#dbg_label(",
    ] {
        assert!(all.contains(needle), "no `{needle}` in clang-19's output");
    }
}
