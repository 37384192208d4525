//! Every builtin that clang-19 leaves as a declaration in our probe kernels (CUDA for nvptx64,
//! HIP for gfx90a and gfx1030, OpenCL C for spir64, amdgcn and nvptx64) is classified by the
//! target model, and the LLVM 19 column of the tables agrees with `opt-19 print<uniformity>`.
//! Skips (with a notice) when clang-19 or opt-19 is missing, unless WARPFLOW_REQUIRE_TOOLS=1.

use std::path::{Path, PathBuf};
use std::process::Command;

use warpflow_target::{Llvm19Rule, Target, TargetModel};
use warpflow_testkit::{require, Tool};

fn probe(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/probes").join(name)
}

/// Compiles `src` with clang-19 and the given flags to LLVM IR text, returning the text.
fn compile(clang: &Path, src: &str, tag: &str, flags: &[&str]) -> String {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{src}.{tag}.ll"));
    let status = Command::new(clang)
        .args(flags)
        .args(["-S", "-emit-llvm", "-o"])
        .arg(&out)
        .arg(probe(src))
        .status()
        .expect("run clang-19");
    assert!(status.success(), "clang-19 failed on {src} ({tag}) with {flags:?}");
    std::fs::read_to_string(&out).unwrap()
}

/// The names of functions declared (not defined) in an LLVM IR module.
fn declared(ll: &str) -> Vec<String> {
    let mut v: Vec<String> = ll
        .lines()
        .filter(|l| l.starts_with("declare "))
        .filter_map(|l| {
            let at = l.find('@')?;
            let rest = &l[at + 1..];
            Some(rest[..rest.find('(')?].to_string())
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

fn triple(ll: &str) -> String {
    let l = ll.lines().find(|l| l.starts_with("target triple")).expect("triple");
    l.split('"').nth(1).unwrap().to_string()
}

const CUDA: &[&str] = &[
    "-x",
    "cuda",
    "--cuda-device-only",
    "--cuda-gpu-arch=sm_70",
    "-Xclang",
    "-target-feature",
    "-Xclang",
    "+ptx70",
    "-nocudainc",
    "-nocudalib",
];
const HIP: &[&str] = &["-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib"];
const CL: &[&str] = &["-x", "cl", "-cl-std=CL2.0", "-Xclang", "-finclude-default-header", "-nogpulib"];

/// (source, tag, flags) for every probe compilation.
fn builds() -> Vec<(&'static str, String, Vec<&'static str>)> {
    let mut v = Vec::new();
    for opt in ["-O0", "-O3"] {
        v.push(("cuda_builtins.cu", format!("sm70{opt}"), [CUDA, &[opt]].concat()));
        for arch in ["--offload-arch=gfx90a", "--offload-arch=gfx1030"] {
            v.push(("hip_builtins.hip", format!("{arch}{opt}"), [HIP, &[arch, opt]].concat()));
        }
        for t in ["spir64", "amdgcn-amd-amdhsa", "nvptx64-nvidia-cuda"] {
            for src in ["opencl_builtins.cl", "opencl_more.cl"] {
                v.push((src, format!("{t}{opt}"), [CL, &["-target", t, opt]].concat()));
            }
            if t != "nvptx64-nvidia-cuda" {
                // clang-19 declares no sub-group builtins for OpenCL on NVPTX.
                let f = [CL, &["-target", t, "-cl-ext=+cl_khr_subgroups", opt]].concat();
                v.push(("opencl_subgroups.cl", format!("{t}{opt}"), f));
            }
        }
    }
    v
}

#[test]
fn every_declared_builtin_in_probes_is_classified() {
    let Some(clang) = require(Tool::Clang, "every_declared_builtin_in_probes_is_classified") else {
        return;
    };
    let mut unknown = Vec::new();
    let mut seen = 0;
    for (src, tag, flags) in builds() {
        let ll = compile(&clang, src, &tag, &flags);
        let model = TargetModel::for_triple(&triple(&ll)).expect("supported triple");
        for name in declared(&ll) {
            seen += 1;
            if model.classify_call(&name).is_none() {
                unknown.push(format!("{src} [{tag}] {name}"));
            }
        }
    }
    assert!(seen > 300, "probes declared only {seen} builtins");
    assert!(unknown.is_empty(), "unclassified builtins:\n{}", unknown.join("\n"));
}

#[test]
fn probes_use_the_expected_names() {
    // The names the rest of the project relies on really are what clang-19 emits.
    let Some(clang) = require(Tool::Clang, "probes_use_the_expected_names") else { return };
    let cu = declared(&compile(&clang, "cuda_builtins.cu", "names", &[CUDA, &["-O3"]].concat()));
    for n in [
        "llvm.nvvm.read.ptx.sreg.tid.x",
        "llvm.nvvm.read.ptx.sreg.ctaid.y",
        "llvm.nvvm.barrier0",
        "llvm.nvvm.bar.warp.sync",
        "llvm.nvvm.shfl.sync.down.i32",
        "llvm.nvvm.vote.ballot.sync",
        "llvm.nvvm.atomic.load.inc.32.p0",
    ] {
        assert!(cu.iter().any(|d| d == n), "{n} not declared by clang-19 CUDA");
    }
    let hip = declared(&compile(
        &clang,
        "hip_builtins.hip",
        "names",
        &[HIP, &["--offload-arch=gfx90a", "-O3"]].concat(),
    ));
    for n in [
        "llvm.amdgcn.workitem.id.x",
        "llvm.amdgcn.workgroup.id.z",
        "llvm.amdgcn.s.barrier",
        "llvm.amdgcn.readfirstlane.i32",
        "llvm.amdgcn.ballot.i64",
        "llvm.amdgcn.mbcnt.hi",
        "llvm.amdgcn.ds.swizzle",
    ] {
        assert!(hip.iter().any(|d| d == n), "{n} not declared by clang-19 HIP");
    }
    let cl = declared(&compile(
        &clang,
        "opencl_builtins.cl",
        "names",
        &[CL, &["-target", "spir64", "-O3"]].concat(),
    ));
    for n in [
        "_Z12get_local_idj",
        "_Z13get_global_idj",
        "_Z12get_group_idj",
        "_Z14get_local_sizej",
        "_Z15get_global_sizej",
        "_Z14get_num_groupsj",
        "_Z17get_global_offsetj",
        "_Z7barrierj",
        "_Z18work_group_barrierj",
        "_Z10atomic_addPU3AS1Vii",
    ] {
        assert!(cl.iter().any(|d| d == n), "{n} not declared by clang-19 OpenCL/spir64");
    }
}

/// (is DIVERGENT, callee) for every call line in `opt-19 -passes='print<uniformity>'` output.
fn llvm_call_verdicts(opt: &Path, ll: &str, tag: &str) -> Vec<(bool, String)> {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("uni.{tag}.ll"));
    std::fs::write(&path, ll).unwrap();
    let out = Command::new(opt)
        .args(["-passes=print<uniformity>", "-disable-output"])
        .arg(&path)
        .output()
        .expect("run opt-19");
    assert!(out.status.success(), "opt-19 failed: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    text.lines()
        .filter(|l| l.contains(" call ") || l.contains("= call ") || l.trim_start().starts_with("call "))
        .filter_map(|l| {
            let at = l.find(" @")?;
            let rest = &l[at + 2..];
            let name = rest[..rest.find('(')?].to_string();
            Some((l.trim_start().starts_with("DIVERGENT:"), name))
        })
        .collect()
}

#[test]
fn llvm19_column_matches_opt19_on_amdgpu() {
    let Some(clang) = require(Tool::Clang, "llvm19_column_matches_opt19_on_amdgpu") else { return };
    let Some(opt) = require(Tool::Opt, "llvm19_column_matches_opt19_on_amdgpu") else { return };
    let model = TargetModel::new(Target::Amdgpu);
    // Uniform operands: exactly the sources of divergence are DIVERGENT.
    let ll = compile(&clang, "hip_uniform.hip", "u", &[HIP, &["--offload-arch=gfx90a", "-O1"]].concat());
    let verdicts = llvm_call_verdicts(&opt, &ll, "amd-uniform");
    assert!(verdicts.len() > 20, "{verdicts:?}");
    let mut wrong = Vec::new();
    for (div, name) in &verdicts {
        let want = model.llvm19_call_rule(name) == Llvm19Rule::SourceOfDivergence;
        if *div != want {
            wrong.push(format!(
                "{name}: opt-19 divergent={div}, table says {:?}",
                model.llvm19_call_rule(name)
            ));
        }
    }
    // Divergent operands: always-uniform intrinsics stay uniform, sources stay divergent.
    let ll = compile(&clang, "hip_builtins.hip", "d", &[HIP, &["--offload-arch=gfx90a", "-O3"]].concat());
    for (div, name) in llvm_call_verdicts(&opt, &ll, "amd-divergent") {
        match model.llvm19_call_rule(&name) {
            Llvm19Rule::AlwaysUniform if div => wrong.push(format!("{name}: divergent, table AlwaysUniform")),
            Llvm19Rule::SourceOfDivergence if !div => wrong.push(format!("{name}: uniform, table Source")),
            _ => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn llvm19_every_call_divergent_on_nvptx_none_on_spir() {
    let Some(clang) = require(Tool::Clang, "llvm19_every_call_divergent_on_nvptx_none_on_spir") else {
        return;
    };
    let Some(opt) = require(Tool::Opt, "llvm19_every_call_divergent_on_nvptx_none_on_spir") else {
        return;
    };
    let ll = compile(&clang, "cuda_builtins.cu", "v", &[CUDA, &["-O3"]].concat());
    let nv = TargetModel::new(Target::Nvptx);
    let verdicts = llvm_call_verdicts(&opt, &ll, "nvptx");
    assert!(verdicts.len() > 40);
    for (div, name) in verdicts {
        assert!(div, "{name} uniform in opt-19 on NVPTX");
        assert_eq!(nv.llvm19_call_rule(&name), Llvm19Rule::SourceOfDivergence);
    }
    let ll = compile(&clang, "opencl_builtins.cl", "v", &[CL, &["-target", "spir64", "-O3"]].concat());
    let verdicts = llvm_call_verdicts(&opt, &ll, "spir");
    assert!(verdicts.iter().all(|(div, _)| !div));
    assert!(!TargetModel::new(Target::Spir).llvm19_has_divergence());
}
