//! Joins through a back edge (spec/uniformity.md): a divergent branch in a loop whose one side
//! returns to the header without passing the branch's post-dominator. Uniformity in both modes
//! and the barrier verdicts that follow from it, on hand-written IR and on the CUDA kernel
//! `kernels/barriers/fail-continue-skip.cu` (clang-19 -O0 and -O3), which the emulator shows
//! stopping with barrier divergence.

use warpflow_analysis::convergence::{ir, Verdict};
use warpflow_analysis::uniformity::{analyze_module, Mode, Options};
use warpflow_ir::Module;

const SPEC_SHAPE: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %n, i1 %u, ptr addrspace(1) %out, ptr addrspace(1) %flag) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i1, %R ], [ %i2, %Q ]
  br i1 %u, label %T, label %P
T:
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %R, label %U
R:
  %i1 = add i32 %i, 2
  br label %H
U:
  br label %P
P:
  call void @llvm.nvvm.barrier0()
  br label %Q
Q:
  %i2 = add i32 %i, 1
  %f = load i32, ptr addrspace(1) %flag
  %e = icmp eq i32 %f, 0
  br i1 %e, label %exit, label %H
exit:
  store i32 %i2, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
"#;

fn block(m: &Module, f: &warpflow_ir::Function, name: &str) -> warpflow_ir::Block {
    f.block_order().find(|&b| f.blocks[b].name.is_some_and(|s| m.str(s) == name)).expect("block exists")
}

fn value(m: &Module, f: &warpflow_ir::Function, name: &str) -> warpflow_ir::Value {
    f.values
        .iter()
        .find(|(_, d)| d.name.is_some_and(|s| m.str(s) == name))
        .map(|(v, _)| v)
        .expect("value exists")
}

#[test]
fn header_phi_counter_and_exit_are_divergent_in_both_modes() {
    let m = warpflow_ir::parse(SPEC_SHAPE).expect("parses");
    for mode in [Mode::Default, Mode::Llvm19] {
        let u = analyze_module(&m, &Options { mode, warp_size: None }).expect("analyses");
        let fu = &u.functions[0];
        let f = &m.funcs[fu.func];
        assert!(fu.is_divergent(&m, value(&m, f, "i")), "{mode:?}: the header phi joins iterations");
        assert!(fu.is_divergent(&m, value(&m, f, "i2")), "{mode:?}");
        assert!(!fu.is_divergent(&m, value(&m, f, "e")), "{mode:?}: the exit test's value is uniform");
        assert_eq!(fu.divergent_exit_cycles.len(), 1, "{mode:?}");
        // Default mode: the exiting branch is divergent (lanes leave in different iterations);
        // LLVM 19 mode reproduces opt-19, which marks only values.
        let q = block(&m, f, "Q");
        assert_eq!(fu.is_divergent_branch(&m, q), mode == Mode::Default, "{mode:?}");
        // Either way the barrier in P is not proven convergent, and the cause is the exit.
        let conv = ir::analyze_module(&m, &u);
        let b = &conv[0].barriers[0];
        assert_eq!(b.block, "P");
        assert_eq!(b.check, Verdict::PossiblyDivergent, "{mode:?}");
        assert_eq!(b.check_branch_label.as_deref(), Some("Q"), "{mode:?}");
        assert!(!conv[0].convergent_blocks.check.contains(&"P".to_string()), "{mode:?}");
    }
}

#[test]
fn the_witness_of_the_exit_leads_to_the_thread_id() {
    let m = warpflow_ir::parse(SPEC_SHAPE).expect("parses");
    let u = analyze_module(&m, &Options::default()).expect("analyses");
    let fu = &u.functions[0];
    let f = &m.funcs[fu.func];
    let w = fu.branch_witness(&m, block(&m, f, "Q"));
    let last = w.last().expect("non-empty").inst.expect("an instruction");
    assert_eq!(f.inst(last).result, Some(value(&m, f, "tid")), "{w:?}");
}

#[test]
fn cuda_continue_that_skips_the_barrier() {
    let root = warpflow_testkit::repo_root();
    for opt in ["O0", "O3"] {
        let p = root.join(format!("kernels/barriers/fail-continue-skip.nvptx64.{opt}.ll"));
        let m = warpflow_ir::parse(&std::fs::read_to_string(&p).expect("reads")).expect("parses");
        for mode in [Mode::Default, Mode::Llvm19] {
            let u = analyze_module(&m, &Options { mode, warp_size: None }).expect("analyses");
            let conv = ir::analyze_module(&m, &u);
            let verdicts: Vec<Verdict> =
                conv.iter().flat_map(|c| c.barriers.iter().map(|b| b.check)).collect();
            assert_eq!(verdicts, vec![Verdict::PossiblyDivergent], "{opt} {mode:?}");
        }
    }
}
