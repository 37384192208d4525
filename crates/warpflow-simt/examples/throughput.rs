//! Lane-instructions per second of the emulator, without criterion (quick to build and run):
//! `cargo run --release -p warpflow-simt --example throughput [-- RUNS [KERNEL]]`.
//!
//! Kernels: `alu_loop` (ALU-heavy, full warps, no divergence; `benches/data/`), `stencil2d` on a
//! 512 x 512 grid (memory-heavy) and `kway32` from the corpus with a bigger launch (32-way
//! divergent: one active lane per warp instruction), each on one
//! and two rayon threads. Decoding and argument initialisation are done once, outside the timed
//! runs. Prints the best of RUNS runs (default 5): wall-clock rate, and the rate per CPU-second
//! of all the process's threads (which is what "per core" means on a loaded machine).
use std::path::PathBuf;
use std::time::Instant;
use warpflow_simt::{LaunchSpec, RunConfig};

/// CPU time of the calling thread in seconds (Linux `schedstat`), or `None`.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    Some(text.split_whitespace().next()?.parse::<u64>().ok()? as f64 * 1e-9)
}

/// CPU time of every thread of `pool`, summed.
fn pool_cpu_seconds(pool: &rayon::ThreadPool) -> Option<f64> {
    pool.broadcast(|_| thread_cpu_seconds()).into_iter().sum()
}

fn main() {
    let runs: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let only = std::env::args().nth(2);
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
        ("kway32_big", kernels.join("divergence/kway32.nvptx64.O3.ll"), data.join("kway32_big.launch.toml")),
    ];
    println!(
        "| kernel | threads | lane instructions | best wall (ms) | per second (wall) | per CPU-second |"
    );
    println!("|---|---|---|---|---|---|");
    for (name, ll, toml) in cases {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let m = warpflow_ir::parse(&std::fs::read_to_string(&ll).expect("kernel")).expect("parse");
        let spec = LaunchSpec::from_toml(&std::fs::read_to_string(&toml).expect("spec")).expect("spec");
        for threads in [1usize, 2] {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
            let cfg = RunConfig::default();
            // Decoding and building the argument buffers are set-up, outside the timed runs.
            let prog = warpflow_simt::decode::decode(&m, &spec.kernel).expect("decode");
            let args = warpflow_simt::launch_args(&spec);
            let mut best = f64::MAX;
            let mut best_cpu = f64::MAX;
            let mut lanes = 0;
            for _ in 0..runs {
                let args = args.clone();
                let c0 = pool_cpu_seconds(&pool);
                let t = Instant::now();
                let r = pool
                    .install(|| {
                        warpflow_simt::run_program(
                            &prog,
                            &m,
                            spec.grid,
                            spec.block,
                            spec.shared_bytes,
                            &args,
                            &cfg,
                        )
                    })
                    .expect("run");
                best = best.min(t.elapsed().as_secs_f64());
                if let (Some(a), Some(b)) = (c0, pool_cpu_seconds(&pool)) {
                    best_cpu = best_cpu.min(b - a);
                }
                lanes = r.stats.thread_instructions;
            }
            let per_cpu = if best_cpu < f64::MAX {
                format!("{:.1}M", lanes as f64 / best_cpu / 1e6)
            } else {
                "-".to_string()
            };
            println!(
                "| {name} | {threads} | {lanes} | {:.1} | {:.1}M | {per_cpu} |",
                best * 1e3,
                lanes as f64 / best / 1e6
            );
        }
    }
}
