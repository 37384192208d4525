//! Tail merging and cleanup on the seven PCFM kernels (`kernels/pcfm/*.O3.ll`): for each
//! pipeline and warp size, the output passes our verifier, `opt-19 -passes=verify` and
//! `llc-19 -march=nvptx64 -mcpu=sm_70`, and the emulator (ipdom) gives identical outputs to the
//! original under the kernel's launch spec.

mod common;

use common::{assert_same_outputs, kernels, load, pcfm_dir, spec};
use warpflow_testkit::{assert_llvm_accepts, LlvmCheck};
use warpflow_transform::{pass_by_name, run_pass, Context};

const PIPELINES: &[&[&str]] = &[&["cleanup"], &["tail-merge", "cleanup"], &["tail-merge-full", "cleanup"]];

#[test]
fn seven_kernels_verify_compile_and_match() {
    let ks = kernels();
    assert_eq!(ks.len(), 8, "the PCFM kernel directory: {ks:?}");
    let mut sunk = 0usize;
    for name in ks {
        let orig = load(&pcfm_dir().join(format!("{name}.nvptx64.O3.ll")));
        let spec = spec(&name);
        for ws in [32u32, 64] {
            let ctx = Context { warp_size: Some(ws), ..Context::default() };
            for pipe in PIPELINES {
                let mut m = orig.clone();
                for p in *pipe {
                    let c = run_pass(pass_by_name(p).unwrap(), &mut m, &ctx)
                        .unwrap_or_else(|e| panic!("{name} w{ws} {pipe:?}: {p}: {e}"));
                    if *p == "tail-merge-full" && name == "lud_perimeter" {
                        sunk += c.remarks.len();
                    }
                }
                let text = warpflow_ir::print_module(&m);
                let tag = format!("{name}.w{ws}.{}", pipe.join("+"));
                // The printed output reads back and verifies too.
                let back = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{tag}: reparse: {e}"));
                warpflow_transform::verify(&back).unwrap();
                assert_llvm_accepts(&text, &tag, "tail_merge_kernels", LlvmCheck::VerifyAndCompileNvptx);
                assert_same_outputs(&orig, &m, &spec, &tag, &[ws]);
            }
        }
    }
    // The kernels are -O3 code, already tail-merged by LLVM where it could; the full form still
    // sinks the unrolled load and store phases of lud_perimeter (two joins, at both warp sizes).
    assert_eq!(sunk, 4, "tail-merge-full on lud_perimeter");
}
