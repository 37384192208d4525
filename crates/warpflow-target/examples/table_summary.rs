//! Prints a summary of the builtin tables (entries per table and kind) as Markdown, for
//! docs/target-model.md: `cargo run -p warpflow-target --example table_summary`.

use std::collections::BTreeMap;

use warpflow_target::builtins::{amdgpu, llvm, nvptx, opencl};

fn main() {
    let tables = [
        ("NVPTX", nvptx::NVPTX),
        ("AMDGPU", amdgpu::AMDGPU),
        ("generic LLVM", llvm::LLVM),
        ("OpenCL", opencl::OPENCL),
    ];
    println!("| table | entries | by kind |");
    println!("|---|---|---|");
    for (name, t) in tables {
        let mut kinds: BTreeMap<String, usize> = BTreeMap::new();
        for e in t {
            *kinds.entry(format!("{:?}", e.kind)).or_default() += 1;
        }
        let by: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!("| {name} | {} | {} |", t.len(), by.join(", "));
    }
}
