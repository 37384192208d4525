//! The table of `docs/simt-results.md`: issued warp instructions, SIMD efficiency and cycles of
//! every corpus kernel (its `nvptx64.O3.ll`) under each reconvergence policy at warp sizes 32 and
//! 64, from the kernels' launch specs (block barrier mode; blocks run in order, not in parallel,
//! so that the figures are reproducible).
//!
//! `cargo run --release -p warpflow-simt --example simt_table -- docs/simt-results.md` rewrites
//! the part of that file between `<!-- BEGIN simt_table -->` and `<!-- END simt_table -->`;
//! without an argument the table goes to stdout.
use std::fmt::Write as _;
use std::path::PathBuf;
use warpflow_simt::{LaunchSpec, Policy, RunConfig, SimError};

const BEGIN: &str = "<!-- BEGIN simt_table -->";
const END: &str = "<!-- END simt_table -->";

fn cell(r: &Result<warpflow_simt::RunResult, SimError>) -> String {
    match r {
        Ok(r) => {
            format!("{} | {:.3} | {}", r.stats.warp_instructions, r.stats.simd_efficiency, r.stats.cycles)
        }
        Err(SimError::BarrierDivergence(_)) => "barrier divergence | | ".into(),
        Err(SimError::Hang { .. }) => "hang | | ".into(),
        Err(e) => {
            let s = e.to_string();
            let short: String = s.chars().take(40).collect();
            format!("error: {} | | ", short.replace('|', "/"))
        }
    }
}

fn main() {
    let kernels = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut rows = Vec::new();
    for dir in ["pcfm", "basic", "divergence", "barriers", "opencl"] {
        let mut names: Vec<String> = std::fs::read_dir(kernels.join(dir))
            .expect("kernels")
            .filter_map(|e| e.ok())
            .filter_map(|e| e.file_name().to_string_lossy().strip_suffix(".launch.toml").map(str::to_string))
            .collect();
        names.sort();
        for n in names {
            rows.push((dir, n));
        }
    }
    let mut out = String::new();
    writeln!(out, "| kernel | W | ipdom: warp insts | eff | cycles | its: warp insts | eff | cycles | deferred: warp insts | eff | cycles | none: warp insts | eff | cycles |").unwrap();
    writeln!(out, "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|").unwrap();
    for (dir, name) in rows {
        let ll = kernels.join(dir).join(format!("{name}.nvptx64.O3.ll"));
        let text = std::fs::read_to_string(&ll).expect("kernel");
        let m = warpflow_ir::parse(&text).expect("parse");
        let spec_text =
            std::fs::read_to_string(kernels.join(dir).join(format!("{name}.launch.toml"))).expect("spec");
        let spec = LaunchSpec::from_toml(&spec_text).expect("spec");
        for ws in [32u32, 64] {
            let mut line = format!("| {dir}/{name} | {ws} |");
            for p in Policy::ALL {
                // Blocks one after another: reproducible counts even where control flow depends on
                // the order of atomics between blocks (bfs_step).
                let cfg = RunConfig { policy: p, warp_size: ws, parallel: false, ..Default::default() };
                let r = warpflow_simt::run(&m, &spec, &cfg);
                write!(line, " {} |", cell(&r)).unwrap();
            }
            writeln!(out, "{line}").unwrap();
        }
    }
    match std::env::args().nth(1) {
        None => print!("{out}"),
        Some(path) => {
            let doc = std::fs::read_to_string(&path).expect("document");
            let (Some(b), Some(e)) = (doc.find(BEGIN), doc.find(END)) else {
                panic!("{path} has no {BEGIN} ... {END} markers")
            };
            let new = format!("{}{BEGIN}\n{out}{}", &doc[..b], &doc[e..]);
            std::fs::write(&path, new).expect("write");
            eprintln!("wrote {path}");
        }
    }
}
