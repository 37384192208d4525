//! NVRTC, NVIDIA's CUDA front end, on the CPU: a corpus kernel compiles to PTX through the shim
//! (which gives way to NVRTC's built-ins), a source with an error returns NVRTC's log, a library
//! that is not there is a clear error, and the SASS pipeline runs NVRTC's PTX through ptxas.

use warpflow_study::nvrtc::{study_options, Nvrtc, NvrtcError};
use warpflow_study::sass::{run_study, Frontend, Tools, ARCHS};
use warpflow_testkit::{repo_root, require, Tool};

fn nvrtc(test: &str) -> Option<Nvrtc> {
    let path = require(Tool::Nvrtc, test)?;
    Some(Nvrtc::load_from(&path).expect("libnvrtc loads"))
}

#[test]
fn corpus_kernel_compiles_through_the_shim() {
    let Some(n) = nvrtc("nvrtc corpus_kernel_compiles_through_the_shim") else { return };
    let (major, _) = n.version().unwrap();
    assert_eq!(major, 12);
    let cu = repo_root().join("kernels/basic/reduce_tree.cu");
    let src = std::fs::read_to_string(&cu).unwrap();
    let ptx =
        n.compile("reduce_tree.cu", &src, &study_options(&repo_root().join("kernels/include"))).unwrap();
    assert!(ptx.contains(".target sm_70"), "{ptx}");
    assert!(ptx.contains(".entry reduce_tree"), "{ptx}");
    // __syncthreads() is NVRTC's own: a PTX barrier.
    assert!(ptx.contains("bar.sync") || ptx.contains("barrier.sync"), "{ptx}");
}

#[test]
fn compile_error_returns_the_log() {
    let Some(n) = nvrtc("nvrtc compile_error_returns_the_log") else { return };
    let err = n.compile("bad.cu", "__global__ void k() { undeclared_name = 1; }\n", &[]).unwrap_err();
    match err {
        NvrtcError::Compile { name, log } => {
            assert_eq!(name, "bad.cu");
            assert!(log.contains("undeclared_name") && log.contains("error"), "{log}");
        }
        other => panic!("expected a compile error, got {other}"),
    }
}

#[test]
fn missing_library_is_a_clear_error() {
    let err = Nvrtc::load_from(std::path::Path::new("/nonexistent/libnvrtc.so.12")).unwrap_err();
    assert!(matches!(err, NvrtcError::Load { .. }), "{err}");
    assert!(err.to_string().contains("/nonexistent/libnvrtc.so.12"), "{err}");
}

#[test]
fn sass_pipeline_on_nvrtc_ptx() {
    const T: &str = "nvrtc sass_pipeline_on_nvrtc_ptx";
    if nvrtc(T).is_none() || require(Tool::Ptxas, T).is_none() || require(Tool::Nvdisasm, T).is_none() {
        return;
    }
    let archs: Vec<_> = ARCHS.iter().copied().filter(|a| a.name == "sm_90").collect();
    let cu = repo_root().join("kernels/divergence/kway2.cu");
    let study = run_study(Frontend::Nvrtc, &[cu], &archs, &Tools::find(), |_| {}).unwrap();
    assert_eq!(study.frontend, Frontend::Nvrtc);
    assert!(study.failures.is_empty(), "{:?}", study.failures);
    let row = &study.architectures[0];
    assert_eq!((row.files_ok, row.kernels), (1, 1));
    // kway2's two-way switch is one divergent branch: one BSSY..BSYNC point.
    assert!(row.summary.reconvergence_points >= 1, "{row:?}");
    assert!(study.kernels.iter().any(|k| k.function == "kway2"));
}
