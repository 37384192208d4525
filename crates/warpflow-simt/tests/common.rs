//! Shared helpers of the emulator's tests: load a corpus kernel and its launch spec.
#![allow(dead_code)]

use std::path::PathBuf;
use warpflow_simt::{LaunchSpec, RunConfig, RunResult, SimError};

pub fn kernels_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../kernels")
}

/// Every corpus kernel: (dir, name, variants `.ll` file names).
pub fn corpus() -> Vec<(String, String, Vec<String>)> {
    let mut out = Vec::new();
    for dir in ["pcfm", "merge", "basic", "divergence", "barriers", "opencl"] {
        let d = kernels_dir().join(dir);
        let mut names: Vec<String> = std::fs::read_dir(&d)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter_map(|f| f.strip_suffix(".launch.toml").map(str::to_string))
            .collect();
        names.sort();
        for n in names {
            let mut lls: Vec<String> = std::fs::read_dir(&d)
                .unwrap()
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|f| f.starts_with(&format!("{n}.")) && f.ends_with(".ll"))
                .collect();
            lls.sort();
            out.push((dir.to_string(), n, lls));
        }
    }
    out
}

pub fn load(dir: &str, file: &str) -> warpflow_ir::Module {
    let p = kernels_dir().join(dir).join(file);
    let text = std::fs::read_to_string(&p).unwrap();
    warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

pub fn spec(dir: &str, name: &str) -> LaunchSpec {
    let p = kernels_dir().join(dir).join(format!("{name}.launch.toml"));
    LaunchSpec::from_toml(&std::fs::read_to_string(p).unwrap()).unwrap()
}

pub fn run(dir: &str, file: &str, name: &str, cfg: &RunConfig) -> Result<RunResult, SimError> {
    let m = load(dir, file);
    warpflow_simt::run(&m, &spec(dir, name), cfg)
}

pub fn buf_u32(r: &RunResult, arg: usize) -> Vec<u32> {
    let b = &r.buffers.iter().find(|x| x.0 == arg).unwrap().1;
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn buf_f32(r: &RunResult, arg: usize) -> Vec<f32> {
    buf_u32(r, arg).into_iter().map(f32::from_bits).collect()
}

pub fn input_u32(spec: &LaunchSpec, arg: usize) -> Vec<u32> {
    spec.args[arg].initial_bytes().chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn input_f32(spec: &LaunchSpec, arg: usize) -> Vec<f32> {
    input_u32(spec, arg).into_iter().map(f32::from_bits).collect()
}
