//! PCFM and branch fusion on every `.ll` file of the corpus (`kernels/`): the pass succeeds
//! (or the uniformity analysis refuses the target), the output passes our verifier and
//! `opt-19 -passes=verify`, and where a launch spec exists the emulator finds the same outputs
//! before and after (warp 32). Prints the files where something was merged.

use warpflow_simt::{LaunchSpec, RunConfig};
use warpflow_testkit::{assert_llvm_accepts, corpus_ll_files, repo_root, LlvmCheck};
use warpflow_transform::{branch_fusion, merge, pcfm, verify, Context, Pass, TransformError};

#[test]
fn every_corpus_file() {
    let mut merged = Vec::new();
    let root = repo_root();
    for path in corpus_ll_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let orig = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for (pass, name) in [(pcfm::run as Pass, "pcfm"), (branch_fusion::run, "branch-fusion")] {
            let mut m = orig.clone();
            let c = match pass(&mut m, &Context::default()) {
                Ok(c) => c,
                Err(TransformError::Uniformity(_)) => continue,
                Err(e) => panic!("{} {name}: {e}", path.display()),
            };
            verify(&m).unwrap_or_else(|e| panic!("{} {name}: {e}", path.display()));
            if !c.changed {
                continue;
            }
            merged.push(format!(
                "{} {name}: {}",
                path.strip_prefix(&root).unwrap().display(),
                merge::merge_count(&c)
            ));
            let tag = format!("{name}.{}", path.file_name().unwrap().to_string_lossy());
            assert_llvm_accepts(&warpflow_ir::print_module(&m), &tag, "pcfm_corpus", LlvmCheck::Verify);
            let stem = path.file_name().unwrap().to_string_lossy().split('.').next().unwrap().to_string();
            let spec_path = path.parent().unwrap().join(format!("{stem}.launch.toml"));
            if let Ok(spec_text) = std::fs::read_to_string(&spec_path) {
                let spec = LaunchSpec::from_toml(&spec_text).unwrap();
                let cfg = RunConfig { warp_size: 32, ..Default::default() };
                // Only launches the emulator runs on the original (some corpus kernels hang or
                // race by design); the transformed module must then run and agree.
                if let Ok(ra) = warpflow_simt::run(&orig, &spec, &cfg) {
                    let rb = warpflow_simt::run(&m, &spec, &cfg)
                        .unwrap_or_else(|e| panic!("{} {name}: {e}", path.display()));
                    assert_eq!(
                        warpflow_simt::first_difference(&spec, &ra, &rb),
                        None,
                        "{} {name}",
                        path.display()
                    );
                }
            }
        }
    }
    println!("{}", merged.join("\n"));
}
