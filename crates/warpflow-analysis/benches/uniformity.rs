//! Uniformity analysis benchmark: parse + analysis, and the full `print<uniformity>`-layout
//! report, on the corpus kernels and (when `WARPFLOW_BIG_LL` names one, e.g. the output of
//! `scripts/gen-big-module /tmp/big.ll 24`) a large generated module.
//! `cargo bench -p warpflow-analysis --bench uniformity`.

use criterion::{criterion_group, criterion_main, Criterion};
use warpflow_analysis::uniformity::{analyze_module, report, Options};

fn inputs() -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = warpflow_testkit::corpus_ll_files()
        .into_iter()
        .filter(|p| p.to_string_lossy().ends_with("srad.nvptx64.O3.ll"))
        .map(|p| {
            (
                p.file_name().unwrap_or_default().to_string_lossy().into_owned(),
                std::fs::read_to_string(&p).unwrap_or_default(),
            )
        })
        .collect();
    if let Ok(big) = std::env::var("WARPFLOW_BIG_LL") {
        if let Ok(t) = std::fs::read_to_string(&big) {
            v.push(("big".into(), t));
        }
    }
    v
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("uniformity");
    g.sample_size(10);
    for (name, text) in inputs() {
        g.bench_function(format!("parse+analysis/{name}"), |b| {
            b.iter(|| {
                let m = warpflow_ir::parse(&text).expect("parses");
                analyze_module(&m, &Options::default()).expect("analyses").functions.len()
            })
        });
        let m = warpflow_ir::parse(&text).expect("parses");
        g.bench_function(format!("analysis+llvm-report/{name}"), |b| {
            b.iter(|| {
                let res = analyze_module(&m, &Options::default()).expect("analyses");
                report::llvm_format(&m, &res, &report::ModuleText::new(&m)).len()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
