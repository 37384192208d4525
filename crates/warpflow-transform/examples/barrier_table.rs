//! Prints (or, with `--write`, puts into docs/barriers.md between the table markers) the table of
//! every barrier of the kernel corpus with its verdict in both modes, and the table of its
//! warp-level operations with their verdicts, computed the way
//! `warpflow check` computes it (stack slots promoted, uniformity, convergence).
//!
//! `cargo run -p warpflow-transform --example barrier_table -- --write`

use warpflow_transform::table::{barrier_table, replace_table, replace_warp_table, warp_table};

/// Every `.ll` of kernels/ with its path relative to kernels/.
pub fn corpus_inputs(root: &std::path::Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    warpflow_testkit::collect(&root.join("kernels"), "ll", &mut files);
    files.sort();
    files
        .iter()
        .map(|p| {
            let name = p.strip_prefix(root.join("kernels")).unwrap_or(p).display().to_string();
            (name, std::fs::read_to_string(p).unwrap_or_default())
        })
        .collect()
}

fn main() {
    let root = warpflow_testkit::repo_root();
    let inputs = corpus_inputs(&root);
    let table = barrier_table(&inputs);
    let warp = warp_table(&inputs);
    if std::env::args().any(|a| a == "--write") {
        let path = root.join("docs/barriers.md");
        let doc = std::fs::read_to_string(&path).expect("docs/barriers.md");
        let new = replace_table(&doc, &table).expect("table markers in docs/barriers.md");
        let new = replace_warp_table(&new, &warp).expect("warp-table markers in docs/barriers.md");
        std::fs::write(&path, new).expect("write docs/barriers.md");
    } else {
        print!("{table}\n{warp}");
    }
}
