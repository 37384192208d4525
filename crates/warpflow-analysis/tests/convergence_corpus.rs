//! Barrier sites on the corpus (kernels/barriers): every kernel has at least one, the
//! call-through-a-device-function kernels report the call as a site, and at -O0 (no inlining)
//! the `.ll` line of every site is found and holds the call.

use std::path::PathBuf;
use warpflow_analysis::convergence::ir::{barrier_functions, barrier_sites, instruction_lines};
use warpflow_target::TargetModel;

fn corpus() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../kernels/barriers");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_barrier_kernel_has_sites_with_lines() {
    let files = corpus();
    assert!(files.len() >= 20, "{} files", files.len());
    for p in files {
        let src = std::fs::read_to_string(&p).unwrap();
        let m = warpflow_ir::parse(&src).unwrap();
        let model = TargetModel::for_triple(m.triple.as_deref().unwrap()).unwrap();
        let summary = barrier_functions(&m, &model);
        let lines = instruction_lines(&m, &src);
        let text: Vec<&str> = src.lines().collect();
        let mut count = 0;
        for (fid, f) in m.funcs.iter() {
            let sites = barrier_sites(&m, f, &model, &summary);
            count += sites.len();
            let Some(map) = &lines[fid.0 as usize] else {
                assert!(
                    sites.is_empty() || !f.is_definition,
                    "{}: no line map for {}",
                    p.display(),
                    m.func_name(fid)
                );
                continue;
            };
            for s in &sites {
                let line = map[&s.inst.unwrap()];
                let t = text[line as usize - 1];
                assert!(t.contains("call") && t.contains(&s.callee), "{}:{line}: {t}", p.display());
            }
        }
        assert!(count > 0, "{}: no barrier", p.display());
        let name = p.file_name().unwrap().to_str().unwrap();
        if name.contains("-call-") && name.contains(".O0.") {
            let via =
                m.funcs.values().flat_map(|f| barrier_sites(&m, f, &model, &summary)).any(|s| s.via_call);
            assert!(via, "{name}: expected a call to a barrier-containing function");
        }
    }
}
