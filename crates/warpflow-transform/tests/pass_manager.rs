//! The pass manager keeps one analysis session across a pipeline: every function is analysed
//! once, and again only after a pass changed it; its output is the output of the passes run one
//! by one, each on a fresh session.

use warpflow_analysis::graph::Graph;
use warpflow_transform::{pass_by_name, run_pass, Context, PassManager};

/// A module of `n` functions: `@k` has identical tails under a divergent branch (tail-merge
/// sinks them, then pcfm merges what is left of the sides), each `@g<i>` has a uniform branch
/// (on a kernel argument), which no pass changes.
fn module(n: usize) -> String {
    let mut s = String::from("target triple = \"nvptx64-nvidia-cuda\"\n\n");
    s.push_str(
        "define ptx_kernel void @k(ptr %p, i32 %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %else
then:
  %u = mul i32 %t, 3
  %x1 = add i32 %a, 1
  store i32 %x1, ptr %p, align 4
  br label %join
else:
  %v = sub i32 %t, 5
  %x2 = add i32 %a, 1
  store i32 %x2, ptr %p, align 4
  br label %join
join:
  %r = phi i32 [ %u, %then ], [ %v, %else ]
  store i32 %r, ptr %p, align 4
  ret void
}
",
    );
    for i in 1..n {
        s.push_str(&format!(
            "
define ptx_kernel void @g{i}(ptr %p, i32 %a) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %a, {i}
  br i1 %c, label %then, label %else
then:
  %u = mul i32 %t, 3
  br label %join
else:
  %v = sub i32 %t, 5
  br label %join
join:
  %r = phi i32 [ %u, %then ], [ %v, %else ]
  store i32 %r, ptr %p, align 4
  ret void
}}
"
        ));
    }
    s.push_str("\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n");
    s
}

const PIPELINE: [&str; 4] = ["tail-merge", "cleanup", "pcfm", "barrier-join"];

#[test]
fn one_session_analyses_only_the_changed_function_again() {
    for n in [1, 8, 40] {
        let m = warpflow_ir::parse(&module(n)).unwrap();
        let mut pm = PassManager::new(m, Context::default());
        let mut changed = Vec::new();
        for p in PIPELINE {
            let c = pm.run_named(p).unwrap();
            changed.push((p, c.funcs.len(), c.transformations));
        }
        // tail-merge and pcfm change @k only; cleanup and barrier-join change nothing here
        assert_eq!(
            changed,
            [("tail-merge", 1, 1), ("cleanup", 0, 0), ("pcfm", 1, 1), ("barrier-join", 0, 0)]
        );
        assert_eq!(pm.sessions_built(), 1);
        let s = pm.session().unwrap();
        // every function once, then @k once more after tail-merge and once after pcfm changed
        // it: n + 2, where a session per pass computes n + 1, n + 1 and n for the three
        // passes that analyse (3n + 2)
        assert_eq!(s.facts_computed(), n + 2, "n = {n}");
    }
}

#[test]
fn the_pipeline_equals_the_passes_run_one_by_one() {
    let text = module(6);
    let mut pm = PassManager::new(warpflow_ir::parse(&text).unwrap(), Context::default());
    let mut one_by_one = warpflow_ir::parse(&text).unwrap();
    for p in PIPELINE {
        let a = pm.run_named(p).unwrap();
        let b = run_pass(pass_by_name(p).unwrap(), &mut one_by_one, &Context::default()).unwrap();
        assert_eq!(a, b, "{p}");
    }
    let out = warpflow_ir::print_module(&pm.into_module());
    assert_eq!(out, warpflow_ir::print_module(&one_by_one));
    // @k: the tail sunk into %join, then the two sides merged under the branch condition
    assert!(out.contains("  %0 = select i1 %c, i32 %u, i32 %v\n  br label %join\n\njoin:\n  %r = phi i32 [ %0, %pcfm.merged ]\n  %x1 = add i32 %a, 1\n  store i32 %x1, ptr %p, align 4\n"), "{out}");
}

#[test]
fn passes_that_read_no_analysis_build_no_session() {
    let m = warpflow_ir::parse(&module(3)).unwrap();
    let mut pm = PassManager::new(m, Context::default());
    pm.run_named("cleanup").unwrap();
    pm.run_named("mem2reg").unwrap();
    assert!(pm.session().is_none());
    assert_eq!(pm.sessions_built(), 0);
}

#[test]
fn a_module_pass_after_the_session_is_built_invalidates_what_it_changed() {
    // cleanup after tail-merge: the emptied sides of @k are forwarded; the session must then
    // analyse @k again (and only @k) for the next pass
    // (the sides of @k hold only the tail, so they are left empty)
    let text = module(5)
        .replace("  %u = mul i32 %t, 3\n  %x1", "  %x1")
        .replace("  %v = sub i32 %t, 5\n  %x2", "  %x2")
        .replacen("  %r = phi i32 [ %u, %then ], [ %v, %else ]\n  store i32 %r, ptr %p, align 4\n", "", 1);
    let mut pm = PassManager::new(warpflow_ir::parse(&text).unwrap(), Context::default());
    assert_eq!(pm.run_named("tail-merge").unwrap().transformations, 1);
    let before = pm.session().unwrap().facts_computed();
    assert_eq!(before, 6);
    let c = pm.run_named("cleanup").unwrap();
    assert_eq!(c.funcs.len(), 1, "{:?}", c.remarks);
    pm.run_named("barrier-join").unwrap();
    assert_eq!(pm.session().unwrap().facts_computed(), before + 1);
    // what barrier-join read of @k is its cleaned-up body: the branch is gone
    let s = pm.session().unwrap();
    let k = s.module().funcs.keys().find(|&f| s.module().func_name(f) == "k").unwrap();
    assert_eq!(s.function(k).unwrap().cfg().node_count(), 2);
    assert_eq!(pm.sessions_built(), 1);
}

/// A pipeline's output has no use-list order directives (its passes change the use lists they
/// describe; `opt-19 -S` writes none either), even when no pass changed the module.
#[test]
fn the_manager_drops_use_list_order_directives() {
    let src = format!(
        "{}\n; uselistorder directives\nuselistorder ptr @llvm.nvvm.read.ptx.sreg.tid.x, {{ 1, 0 }}\n",
        module(2).replace(
            "  ret void\n}\n\ndefine ptx_kernel void @g1",
            "  ret void\n\n  uselistorder label %join, { 1, 0 }\n}\n\ndefine ptx_kernel void @g1"
        )
    );
    let m = warpflow_ir::parse(&src).expect("parses");
    assert_eq!(m.use_list_orders.len(), 2, "{src}");
    for passes in [&["cleanup"][..], &["tail-merge", "pcfm", "cleanup"]] {
        let mut pm = PassManager::new(m.clone(), Context::default());
        for p in passes {
            pm.run_named(p).expect("runs");
        }
        let out = pm.into_module();
        assert!(out.use_list_orders.is_empty(), "{passes:?}");
        assert!(!warpflow_ir::print_module(&out).contains("uselistorder"), "{passes:?}");
    }
}
