//! Lane-instructions per second of the emulator, without criterion (quick to build and run):
//! `cargo run --release -p warpflow-simt --example throughput [-- RUNS]`.
//!
//! Kernels: `alu_loop` (ALU-heavy, full warps, no divergence; `benches/data/`), `stencil2d` on a
//! 512 x 512 grid (memory-heavy) and `kway32` from the corpus (32-way divergent), each on one
//! and two rayon threads. Prints the best of RUNS runs (default 5).
use std::path::PathBuf;
use std::time::Instant;
use warpflow_simt::{LaunchSpec, RunConfig};

fn main() {
    let runs: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let data = root.join("benches/data");
    let kernels = root.join("../../kernels");
    let cases = [
        ("alu_loop", data.join("alu_loop.nvptx64.O3.ll"), data.join("alu_loop.launch.toml")),
        (
            "stencil2d_512",
            kernels.join("basic/stencil2d.nvptx64.O3.ll"),
            data.join("stencil2d_big.launch.toml"),
        ),
        (
            "kway32",
            kernels.join("divergence/kway32.nvptx64.O3.ll"),
            kernels.join("divergence/kway32.launch.toml"),
        ),
    ];
    println!("| kernel | threads | lane instructions | best time (ms) | lane-instructions/s |");
    println!("|---|---|---|---|---|");
    for (name, ll, toml) in cases {
        let m = warpflow_ir::parse(&std::fs::read_to_string(&ll).expect("kernel")).expect("parse");
        let spec = LaunchSpec::from_toml(&std::fs::read_to_string(&toml).expect("spec")).expect("spec");
        for threads in [1usize, 2] {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
            let cfg = RunConfig::default();
            let mut best = f64::MAX;
            let mut lanes = 0;
            for _ in 0..runs {
                let t = Instant::now();
                let r = pool.install(|| warpflow_simt::run(&m, &spec, &cfg)).expect("run");
                best = best.min(t.elapsed().as_secs_f64());
                lanes = r.stats.thread_instructions;
            }
            println!(
                "| {name} | {threads} | {lanes} | {:.1} | {:.1}M |",
                best * 1e3,
                lanes as f64 / best / 1e6
            );
        }
    }
}
