//! Regenerates the generated section of `docs/uniformity-vs-llvm.md` from the kernel corpus:
//! `cargo run -p warpflow-analysis --example uniformity_vs_llvm` (`--check` exits 1 when the
//! file is out of date).

use warpflow_analysis::uniformity::compare::{compare_with_llvm19, markdown};

const BEGIN: &str = "<!-- BEGIN GENERATED: cargo run -p warpflow-analysis --example uniformity_vs_llvm -->\n";
const END: &str = "<!-- END GENERATED -->\n";

fn main() -> std::process::ExitCode {
    let root = warpflow_testkit::repo_root();
    let mut files = warpflow_testkit::corpus_ll_files();
    files.sort();
    let mut rows = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("reads a corpus file");
        let m = warpflow_ir::parse(&text).expect("corpus file parses");
        let c = compare_with_llvm19(&m).expect("analyses");
        let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        rows.push((rel, c));
    }
    let section = markdown(&rows);
    let path = root.join("docs/uniformity-vs-llvm.md");
    let doc = std::fs::read_to_string(&path).expect("docs/uniformity-vs-llvm.md exists");
    let (Some(b), Some(e)) = (doc.find(BEGIN), doc.find(END)) else {
        eprintln!("markers missing in {}", path.display());
        return std::process::ExitCode::from(2);
    };
    let new = format!("{}{BEGIN}{section}{}", &doc[..b], &doc[e..]);
    if std::env::args().any(|a| a == "--check") {
        if new != doc {
            eprintln!(
                "{} is out of date: run cargo run -p warpflow-analysis --example uniformity_vs_llvm",
                path.display()
            );
            return std::process::ExitCode::from(1);
        }
        return std::process::ExitCode::SUCCESS;
    }
    std::fs::write(&path, new).expect("writes");
    std::process::ExitCode::SUCCESS
}
