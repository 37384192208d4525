//! The whole SASS pipeline (llc-19 -> ptxas -> nvdisasm -> analysis) on the warpflow-sass test
//! kernels, when the tools are installed (scripts/install-cuda-tools): every architecture goes
//! through, and the analysis equals that of the committed fixtures (so the fixtures are current).

use warpflow_study::sass::{run_study, Frontend, Tools, ARCHS};
use warpflow_testkit::{find, repo_root, require, Tool};

#[test]
fn pipeline_matches_committed_fixtures() {
    const T: &str = "sass pipeline_matches_committed_fixtures";
    for tool in [Tool::Llc, Tool::Ptxas, Tool::Nvdisasm, Tool::NvdisasmPascal] {
        if require(tool, T).is_none() {
            return;
        }
    }
    let tools = Tools::find();
    let archs: Vec<_> =
        ARCHS.iter().copied().filter(|a| a.name != "sm_110" || find(Tool::Ptxas13).is_some()).collect();
    let ll = repo_root().join("crates/warpflow-sass/tests/kernels/sass_kernels.ll");
    let mut texts = Vec::new();
    let study =
        run_study(Frontend::Clang, std::slice::from_ref(&ll), &archs, &tools, |d| texts.push(d)).unwrap();
    assert!(study.failures.is_empty(), "{:#?}", study.failures);
    assert_eq!(texts.len(), archs.len());
    for d in &texts {
        let fixture =
            repo_root().join(format!("crates/warpflow-sass/tests/fixtures/sass_kernels.{}.sass", d.arch));
        let want = std::fs::read_to_string(&fixture).unwrap_or_else(|e| panic!("{}: {e}", fixture.display()));
        let got = warpflow_sass::analyze(&d.text).unwrap();
        let want = warpflow_sass::analyze(&want).unwrap();
        assert_eq!(
            got, want,
            "{}: pipeline output differs from the fixture: run scripts/regen-sass-fixtures",
            d.arch
        );
    }
    for row in &study.architectures {
        assert_eq!((row.files_ok, row.files_failed, row.kernels), (1, 0, 7), "{}", row.arch);
        assert!(row.summary.reconvergence_points > 0, "{}", row.arch);
        let pascal = row.arch == "sm_61";
        assert_eq!(row.counts.get("SSY") > 0, pascal, "{}", row.arch);
        assert_eq!(row.counts.get("BSSY") > 0, !pascal, "{}", row.arch);
    }
}

/// An OpenCL corpus kernel goes through every architecture once the project's builtins shim is
/// linked in (llvm-link-19 + opt-19 always-inline), the builtins leave no call or extra function
/// in the PTX, and the analysis equals that of the committed fixture.
#[test]
fn opencl_kernel_links_the_builtins_shim() {
    const T: &str = "sass opencl_kernel_links_the_builtins_shim";
    for tool in [Tool::Llc, Tool::LlvmLink, Tool::Opt, Tool::Ptxas, Tool::Nvdisasm, Tool::NvdisasmPascal] {
        if require(tool, T).is_none() {
            return;
        }
    }
    let tools = Tools::find();
    let ll = repo_root().join("kernels/opencl/histogram_cl.nvptx64.O3.ll");
    let text = std::fs::read_to_string(&ll).unwrap();
    assert!(warpflow_study::sass::needs_opencl_builtins(&text));
    let work = tempfile::tempdir().unwrap();
    let ptx = warpflow_study::sass::ll_to_ptx(&tools, &ll, work.path()).unwrap();
    assert!(ptx.contains(".visible .entry histogram_cl("), "{ptx}");
    assert!(!ptx.contains(".func") && !ptx.contains("call"), "{ptx}");
    assert!(ptx.contains("bar.sync") && ptx.contains("atom.shared.add") && ptx.contains("%tid.x"), "{ptx}");
    let archs: Vec<_> =
        ARCHS.iter().copied().filter(|a| a.name != "sm_110" || find(Tool::Ptxas13).is_some()).collect();
    let mut texts = Vec::new();
    let study =
        run_study(Frontend::Clang, std::slice::from_ref(&ll), &archs, &tools, |d| texts.push(d)).unwrap();
    assert!(study.failures.is_empty(), "{:#?}", study.failures);
    for d in &texts {
        let fixture = repo_root().join(format!(
            "crates/warpflow-sass/tests/fixtures/kernels__opencl__histogram_cl.nvptx64.O3.{}.sass",
            d.arch
        ));
        let want = std::fs::read_to_string(&fixture).unwrap_or_else(|e| panic!("{}: {e}", fixture.display()));
        assert_eq!(
            warpflow_sass::analyze(&d.text).unwrap(),
            warpflow_sass::analyze(&want).unwrap(),
            "{}: run scripts/regen-sass-fixtures",
            d.arch
        );
    }
    for row in &study.architectures {
        assert_eq!((row.files_ok, row.kernels), (1, 1), "{}", row.arch);
    }
}
