//! Shared by the tests that run passes on the PCFM kernels (`kernels/pcfm`): their names,
//! modules and launch specs.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use warpflow_simt::LaunchSpec;
use warpflow_testkit::repo_root;

/// The folder of the PCFM kernels.
pub fn pcfm_dir() -> PathBuf {
    repo_root().join("kernels/pcfm")
}

/// The PCFM kernels (every name with a launch spec), sorted.
pub fn kernels() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(pcfm_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_string_lossy().strip_suffix(".launch.toml").map(str::to_string))
        .collect();
    names.sort();
    names
}

/// Reads and parses a module.
pub fn load(p: &Path) -> warpflow_ir::Module {
    let text = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The launch spec of PCFM kernel `name`.
pub fn spec(name: &str) -> LaunchSpec {
    let p = pcfm_dir().join(format!("{name}.launch.toml"));
    LaunchSpec::from_toml(&std::fs::read_to_string(&p).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}
