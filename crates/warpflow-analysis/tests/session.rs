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

/// A helper with a barrier, a kernel calling it under a divergent branch, a kernel with a
/// barrier of its own under one, and a kernel with none.
const CALLS: &str = r#"target triple = "nvptx64-nvidia-cuda"

define void @helper() {
  call void @llvm.nvvm.barrier0()
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %then, label %join
then:
  call void @helper()
  br label %join
join:
  ret void
}

define ptx_kernel void @k2(i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %then, label %join
then:
  store i32 1, ptr addrspace(1) %out
  call void @llvm.nvvm.barrier0()
  br label %join
join:
  ret void
}

define ptx_kernel void @k3(ptr addrspace(1) %out) {
entry:
  store i32 2, ptr addrspace(1) %out
  ret void
}

declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

/// The convergence a fresh session computes for the session's module as it is now.
fn fresh_convergence(s: &ModuleSession) -> Vec<warpflow_analysis::convergence::ir::FunctionConvergence> {
    let fresh =
        ModuleSession::new(s.module().clone(), View::AsWritten, Options::default(), LaunchFacts::default())
            .unwrap();
    fresh.convergence().unwrap().to_vec()
}

/// After each edit and `invalidate`, the session's convergence (kept function by function:
/// only the edited function is analysed again, unless the module's barrier summary changed)
/// is the one a fresh session computes: for a body change that keeps its barriers (the
/// branch of `@k2` made uniform), one that removes the only barrier of a callee (`@k1`'s
/// call stops being a barrier site: the summary changed), and one that adds a call without
/// changing the summary.
#[test]
fn convergence_kept_per_function_equals_a_fresh_analysis() {
    let m = warpflow_ir::parse(CALLS).unwrap();
    let mut s = ModuleSession::new(m, View::AsWritten, Options::default(), LaunchFacts::default()).unwrap();
    let fid = |s: &ModuleSession, n: &str| s.module().func_by_name(n).unwrap();
    let verdicts = |s: &ModuleSession, n: &str| {
        let f = fid(s, n);
        let c = s.convergence().unwrap().iter().find(|c| c.func == Some(f)).unwrap().clone();
        c.barriers.iter().map(|b| format!("{:?}", b.check)).collect::<Vec<_>>()
    };
    assert_eq!(s.convergence().unwrap(), &fresh_convergence(&s)[..]);
    let before_k1 = verdicts(&s, "k1");
    let before_k2 = verdicts(&s, "k2");
    assert_eq!(before_k1.len(), 1, "the call of @helper is a barrier site");

    // @k2 branches on its (uniform) argument instead of the thread id
    let k2 = fid(&s, "k2");
    s.edit_function(k2, |m, _| {
        let f = &mut m.funcs[k2];
        let entry = f.entry_block().unwrap();
        let cmp = f.block_insts(entry).find(|&i| matches!(f.inst(i).kind, InstKind::ICmp { .. })).unwrap();
        let n = f.args[0];
        f.insts[cmp].args[0] = n;
    });
    s.invalidate(k2).unwrap();
    assert_eq!(s.convergence().unwrap(), &fresh_convergence(&s)[..]);
    assert_ne!(verdicts(&s, "k2"), before_k2, "the barrier of @k2 is now reached by every thread");
    assert_eq!(verdicts(&s, "k1"), before_k1);

    // @helper loses its barrier: @k1's call is no longer a barrier site
    let helper = fid(&s, "helper");
    s.edit_function(helper, |m, _| {
        let f = &mut m.funcs[helper];
        let entry = f.entry_block().unwrap();
        let call = f.block_insts(entry).next().unwrap();
        f.remove_inst(call).unwrap();
    });
    s.invalidate(helper).unwrap();
    assert_eq!(s.convergence().unwrap(), &fresh_convergence(&s)[..]);
    assert!(verdicts(&s, "k1").is_empty());

    // @k3 calls @helper (which has no barrier now): a new callee, the same summary
    let k3 = fid(&s, "k3");
    s.edit_function(k3, |m, _| {
        let entry = m.funcs[k3].entry_block().unwrap();
        let first = m.funcs[k3].block_insts(entry).next().unwrap();
        warpflow_ir::FuncBuilder::new(m, k3, warpflow_ir::InsertPoint::Before(first))
            .call_direct(helper, &[])
            .unwrap();
    });
    s.invalidate(k3).unwrap();
    assert_eq!(s.convergence().unwrap(), &fresh_convergence(&s)[..]);
}
