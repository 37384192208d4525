//! Lane-instructions per second of the emulator on an ALU-heavy kernel (kway32, dependent
//! loops) and a memory-heavy one (stencil2d), on one thread and on two.
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::path::PathBuf;
use warpflow_simt::{LaunchSpec, RunConfig};

fn load(dir: &str, name: &str) -> (warpflow_ir::Module, LaunchSpec) {
    let k = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../kernels").join(dir);
    let text = std::fs::read_to_string(k.join(format!("{name}.nvptx64.O3.ll"))).expect("kernel");
    let spec = std::fs::read_to_string(k.join(format!("{name}.launch.toml"))).expect("spec");
    (warpflow_ir::parse(&text).expect("parse"), LaunchSpec::from_toml(&spec).expect("spec"))
}

fn bench(c: &mut Criterion) {
    for (dir, name) in [("divergence", "kway32"), ("basic", "stencil2d")] {
        let (m, spec) = load(dir, name);
        for threads in [1usize, 2] {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
            let cfg = RunConfig::default();
            let lanes = warpflow_simt::run(&m, &spec, &cfg).expect("run").stats.thread_instructions;
            let mut g = c.benchmark_group(format!("{name}/{threads}t"));
            g.throughput(Throughput::Elements(lanes));
            g.sample_size(10);
            g.bench_function("lane_instructions", |b| {
                b.iter(|| pool.install(|| warpflow_simt::run(&m, &spec, &cfg).expect("run")))
            });
            g.finish();
        }
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
