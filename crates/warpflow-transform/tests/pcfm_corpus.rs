//! PCFM and branch fusion on every `.ll` file of the corpus (`kernels/`): the pass succeeds
//! (or the uniformity analysis refuses the target), the output passes our verifier and
//! `opt-19 -passes=verify`, and where a launch spec exists the emulator finds the same outputs
//! before and after (warp 32). Prints the files where something was merged.

use warpflow_simt::{LaunchSpec, RunConfig};

use warpflow_testkit::{require, Tool};
use warpflow_transform::{branch_fusion, merge, pcfm, verify, Context, Pass, TransformError};

#[test]
fn every_corpus_file() {
    let dir = std::env::temp_dir().join(format!("warpflow-pcfm-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut merged = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    warpflow_testkit::collect(&root.join("kernels"), "ll", &mut files);
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let Ok(orig) = warpflow_ir::parse(&text) else { continue };
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
            let out = dir.join(format!("{name}.{}", path.file_name().unwrap().to_string_lossy()));
            std::fs::write(&out, warpflow_ir::print_module(&m)).unwrap();
            if let Some(opt) = require(Tool::Opt, "pcfm_corpus") {
                let o = std::process::Command::new(opt)
                    .args(["-passes=verify", "-disable-output"])
                    .arg(&out)
                    .output()
                    .unwrap();
                assert!(o.status.success(), "{}: {}", out.display(), String::from_utf8_lossy(&o.stderr));
            }
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
