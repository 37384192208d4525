//! The module analysis session: the promoted view and the view as written of one `-O0`-style
//! kernel, names of the user's file for the promoted view, lazily shared facts, and the edit /
//! invalidate cycle a transform uses.

use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{LaunchFacts, Options};
use warpflow_ir::{Function, InstKind, Module};

/// A uniform argument spilled to a stack slot and reloaded (what clang -O0 emits), then a branch
/// on it around a barrier; unnamed values, so promotion renumbers the blocks.
const SRC: &str = r#"target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %n, ptr addrspace(1) %out) {
  %1 = alloca i32
  store i32 %n, ptr %1
  %2 = load i32, ptr %1
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:
  store i32 1, ptr addrspace(1) %out
  call void @llvm.nvvm.barrier0()
  br label %5

5:
  ret void
}

declare void @llvm.nvvm.barrier0()
"#;

fn session(view: View) -> ModuleSession {
    let m = warpflow_ir::parse(SRC).unwrap();
    ModuleSession::new(m, view, Options::default(), LaunchFacts::default()).unwrap()
}

fn allocas(f: &Function) -> usize {
    f.block_order()
        .flat_map(|b| f.block_insts(b).collect::<Vec<_>>())
        .filter(|&i| matches!(f.inst(i).kind, InstKind::Alloca { .. }))
        .count()
}

fn names(m: &Module, s: &ModuleSession) -> (Vec<String>, Vec<String>) {
    let fid = m.func_by_name("k").unwrap();
    let pcfg = s.function(fid).unwrap().cfg();
    let ocfg = s.written_cfg(fid).unwrap();
    let n = |c: &warpflow_analysis::cfg::FunctionCfg| {
        (0..c.node_count() as u32).map(|v| c.name(NodeId(v)).to_string()).collect::<Vec<_>>()
    };
    (n(pcfg), n(ocfg))
}

#[test]
fn promoted_view_promotes_and_keeps_the_users_names() {
    let s = session(View::Promoted);
    let m = s.module();
    let fid = m.func_by_name("k").unwrap();
    assert!(s.is_promoted(fid));
    assert_eq!(allocas(&m.funcs[fid]), 0, "the analysed body is promoted");
    assert_eq!(allocas(s.written_function(fid)), 1, "the user's body is kept");
    // Promotion renumbers the unnamed blocks; the written CFG has the file's labels, in the
    // same node order (same blocks).
    let (promoted, written) = names(m, &s);
    assert_eq!(written, ["0", "4", "5"]);
    assert_eq!(promoted, ["0", "2", "3"]);
    let entry = m.funcs[fid].block_order().next().unwrap();
    let u = s.uniformity().unwrap();
    assert!(!u.function(fid).unwrap().is_divergent_branch(m, entry), "the reloaded argument is uniform");
    // The barrier under the uniform branch is proven convergent.
    let conv = s.convergence().unwrap();
    let b = &conv[0].barriers[0];
    assert_eq!(b.check.as_str(), "uniform");
    assert_eq!(b.check_branch, None);
}

#[test]
fn view_as_written_sees_the_load_from_the_stack_slot() {
    let s = session(View::AsWritten);
    let m = s.module();
    let fid = m.func_by_name("k").unwrap();
    assert!(!s.is_promoted(fid));
    assert_eq!(allocas(&m.funcs[fid]), 1);
    let entry = m.funcs[fid].block_order().next().unwrap();
    let u = s.uniformity().unwrap();
    // A load from per-thread memory is divergent, so the branch is, and the barrier under it
    // is flagged with the entry block (by id) as the divergent branch holding it.
    assert!(u.function(fid).unwrap().is_divergent_branch(m, entry));
    let conv = s.convergence().unwrap();
    let b = &conv[0].barriers[0];
    assert_eq!(b.check.as_str(), "possibly-divergent");
    assert_eq!(b.check_branch, Some(entry));
    assert_eq!(b.check_branch_label.as_deref(), Some("0"));
    let (promoted, written) = names(m, &s);
    assert_eq!(promoted, written);
}

#[test]
fn facts_are_computed_once_and_shared() {
    let s = session(View::Promoted);
    let fid = s.module().func_by_name("k").unwrap();
    let a = s.function(fid).unwrap();
    let b = s.function(fid).unwrap();
    assert!(std::ptr::eq(a, b));
    assert!(std::ptr::eq(a.pdom(), b.pdom()));
    let exit = NodeId(2);
    assert_eq!(a.pdom().ipdom(NodeId(0)), Some(exit));
    assert!(std::ptr::eq(s.uniformity().unwrap(), s.uniformity().unwrap()));
}

#[test]
fn edit_hands_out_the_users_bodies_and_invalidate_promotes_again() {
    let mut s = session(View::Promoted);
    let fid = s.module().func_by_name("k").unwrap();
    let before = s.uniformity().unwrap().clone();
    let seen = s.edit_written(|m, u| {
        assert!(u.is_ok());
        allocas(&m.funcs[fid])
    });
    assert_eq!(seen, 1, "the edit sees the unpromoted body");
    assert_eq!(allocas(&s.module().funcs[fid]), 0, "promoted again afterwards");
    s.invalidate(fid).unwrap();
    assert!(s.is_promoted(fid));
    assert_eq!(allocas(&s.module().funcs[fid]), 0);
    assert_eq!(s.uniformity().unwrap(), &before, "an unchanged body keeps its result");
    let m = s.into_written();
    assert_eq!(allocas(&m.funcs[fid]), 1, "the module handed back is the user's");
    assert_eq!(warpflow_ir::print_module(&m), warpflow_ir::print_module(&warpflow_ir::parse(SRC).unwrap()));
}
