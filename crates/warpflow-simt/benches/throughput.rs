//! Lane-instructions per second of the emulator (criterion): `alu_loop` (ALU-heavy, full warps,
//! no divergence; `benches/data/`) and `stencil2d` on a 512 x 512 grid (memory-heavy), on one
//! rayon thread and on two. Decoding and argument initialisation are outside the timed loop.
//! `cargo bench -p warpflow-simt --bench throughput`; for a quick table without criterion see
//! `examples/throughput.rs`.
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::path::{Path, PathBuf};
use warpflow_simt::{LaunchSpec, RunConfig};

fn load(ll: &Path, toml: &Path) -> (warpflow_ir::Module, LaunchSpec) {
    let text = std::fs::read_to_string(ll).expect("kernel");
    let spec = std::fs::read_to_string(toml).expect("spec");
    (warpflow_ir::parse(&text).expect("parse"), LaunchSpec::from_toml(&spec).expect("spec"))
}

fn bench(c: &mut Criterion) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let data = root.join("benches/data");
    let cases = [
        ("alu_loop", data.join("alu_loop.nvptx64.O3.ll"), data.join("alu_loop.launch.toml")),
        (
            "stencil2d_512",
            root.join("../../kernels/basic/stencil2d.nvptx64.O3.ll"),
            data.join("stencil2d_big.launch.toml"),
        ),
    ];
    for (name, ll, toml) in cases {
        let (m, spec) = load(&ll, &toml);
        let prog = warpflow_simt::decode::decode(&m, &spec.kernel).expect("decode");
        let args = warpflow_simt::launch_args(&spec);
        let cfg = RunConfig::default();
        let go = || {
            warpflow_simt::run_program(&prog, &m, spec.grid, spec.block, spec.shared_bytes, &args, &cfg)
                .expect("run")
        };
        let lanes = go().stats.thread_instructions;
        for threads in [1usize, 2] {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
            let mut g = c.benchmark_group(format!("{name}/{threads}t"));
            g.throughput(Throughput::Elements(lanes));
            g.sample_size(10);
            g.bench_function("lane_instructions", |b| b.iter(|| pool.install(go)));
            g.finish();
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
