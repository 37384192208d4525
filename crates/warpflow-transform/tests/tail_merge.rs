//! Tail merging on hand-written cases (`tests/data/tail_merge/*.ll`): identical tails, tails that
//! differ in operands (limited vs full form), stores behind different memory operations,
//! convergent calls, a uniform branch, a value used again on its own side. Each output is a
//! snapshot, passes our verifier and `opt-19 -passes=verify`.

mod common;

use expect_test::{expect, Expect};
use warpflow_testkit::{assert_llvm_accepts, LlvmCheck};
use warpflow_transform::{pass_by_name, run_pass, Context};

/// Runs the passes on the case and returns the printed function `@k` with the remarks.
fn run(case: &str, passes: &[&str]) -> String {
    let mut m = common::case("tail_merge", case);
    let mut remarks = Vec::new();
    for p in passes {
        let c = run_pass(pass_by_name(p).unwrap(), &mut m, &Context::default()).unwrap();
        remarks.extend(c.remarks.into_iter().map(|r| format!("; {}: {}", r.pass, r.message)));
    }
    let text = warpflow_ir::print_module(&m);
    assert_llvm_accepts(&text, &format!("{case}.{}", passes.join("+")), "tail_merge", LlvmCheck::Verify);
    let f = m.func_by_name("k").or_else(|| m.func_by_name("f")).unwrap();
    format!("{}\n{}", remarks.join("\n"), warpflow_ir::print_function(&m, f))
}

fn check(case: &str, passes: &[&str], e: Expect) {
    e.assert_eq(&run(case, passes));
}

#[test]
fn identical_tails_sink() {
    check(
        "identical_tails",
        &["tail-merge"],
        expect![[r#"
        ; tail-merge: sank 3 instructions of %then and %else into %join (0 phis)
        define ptx_kernel void @k(ptr %p, i32 %a) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          %u = mul i32 %t, 3
          br label %join

        else:
          %v = sub i32 %t, 5
          br label %join

        join:
          %r = phi i32 [ %u, %then ], [ %v, %else ]
          %x1 = add i32 %a, 1
          %y1 = shl i32 %x1, 2
          store i32 %y1, ptr %p, align 4
          %s = add i32 %r, %y1
          %q = getelementptr inbounds i32, ptr %p, i32 1
          store i32 %s, ptr %q, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn identical_tails_then_cleanup() {
    check(
        "identical_tails",
        &["tail-merge", "cleanup"],
        expect![[r#"
        ; tail-merge: sank 3 instructions of %then and %else into %join (0 phis)
        define ptx_kernel void @k(ptr %p, i32 %a) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          %u = mul i32 %t, 3
          br label %join

        else:
          %v = sub i32 %t, 5
          br label %join

        join:
          %r = phi i32 [ %u, %then ], [ %v, %else ]
          %x1 = add i32 %a, 1
          %y1 = shl i32 %x1, 2
          store i32 %y1, ptr %p, align 4
          %s = add i32 %r, %y1
          %q = getelementptr inbounds i32, ptr %p, i32 1
          store i32 %s, ptr %q, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn emptied_sides_then_cleanup() {
    // The then side is forwarded; the else side stays: the phis tell its edge from the entry's.
    check(
        "one_operand",
        &["tail-merge-full", "cleanup"],
        expect![[r#"
        ; tail-merge-full: sank 3 instructions of %then and %else into %join (2 phis)
        ; cleanup: 0 branches folded, 0 phis removed, 1 edges forwarded, 1 blocks deleted
        define ptx_kernel void @k(ptr %p, i32 %a, i32 %b, i32 %k) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %join, label %else

        else:
          br label %join

        join:
          %0 = phi i32 [ %b, %else ], [ %a, %entry ]
          %1 = phi i32 [ 9, %else ], [ 7, %entry ]
          %x1 = mul i32 %0, %1
          %s1 = add i32 %x1, %k
          store i32 %s1, ptr %p, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn one_operand_limited() {
    check(
        "one_operand",
        &["tail-merge"],
        expect![[r#"
        ; tail-merge: sank 2 instructions of %then and %else into %join (1 phis)
        define ptx_kernel void @k(ptr %p, i32 %a, i32 %b, i32 %k) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          %x1 = mul i32 %a, 7
          br label %join

        else:
          %x2 = mul i32 %b, 9
          br label %join

        join:
          %0 = phi i32 [ %x1, %then ], [ %x2, %else ]
          %s1 = add i32 %0, %k
          store i32 %s1, ptr %p, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn one_operand_full() {
    check(
        "one_operand",
        &["tail-merge-full"],
        expect![[r#"
        ; tail-merge-full: sank 3 instructions of %then and %else into %join (2 phis)
        define ptx_kernel void @k(ptr %p, i32 %a, i32 %b, i32 %k) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          br label %join

        else:
          br label %join

        join:
          %0 = phi i32 [ %a, %then ], [ %b, %else ]
          %1 = phi i32 [ 7, %then ], [ 9, %else ]
          %x1 = mul i32 %0, %1
          %s1 = add i32 %x1, %k
          store i32 %s1, ptr %p, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn store_keeps_memory_order() {
    check(
        "store_order",
        &["tail-merge"],
        expect![[r#"
        ; tail-merge: sank 1 instructions of %then and %else into %join (1 phis)
        define ptx_kernel void @k(ptr %p, ptr %q) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          store i32 1, ptr %q, align 4
          br label %join

        else:
          %l = load i32, ptr %q, align 4
          br label %join

        join:
          %0 = phi i32 [ %t, %then ], [ %l, %else ]
          store i32 %0, ptr %p, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn convergent_calls() {
    check(
        "convergent",
        &["tail-merge-full"],
        expect![[r#"
        ; tail-merge-full: sank 1 instructions of %then and %else into %join (0 phis)
        define ptx_kernel void @k(ptr %p, i32 %a, i32 %b) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %a, i32 1, i32 31)
          br label %join

        else:
          %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %b, i32 1, i32 31)
          br label %join

        join:
          %s = phi i32 [ %s1, %then ], [ %s2, %else ]
          call void @llvm.nvvm.barrier0()
          store i32 %s, ptr %p, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn uniform_branch_left_alone() {
    check(
        "uniform_branch",
        &["tail-merge-full"],
        expect![[r#"

        define ptx_kernel void @k(ptr %p, i32 %a, i32 %n) {
        entry:
          %c = icmp ult i32 %n, 7
          br i1 %c, label %then, label %else

        then:
          %x1 = add i32 %a, 1
          store i32 %x1, ptr %p, align 4
          br label %join

        else:
          %x2 = add i32 %a, 1
          store i32 %x2, ptr %p, align 4
          br label %join

        join:
          ret void
        }
    "#]],
    );
}

#[test]
fn own_side_use_limited() {
    check(
        "own_side_use",
        &["tail-merge"],
        expect![[r#"
        ; tail-merge: sank 1 instructions of %then and %else into %join (1 phis)
        define ptx_kernel void @k(ptr %p, i32 %a) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          %x1 = add i32 %a, 1
          %w1 = mul i32 %x1, %x1
          br label %join

        else:
          %x2 = add i32 %a, 1
          %w2 = mul i32 %x2, 5
          br label %join

        join:
          %0 = phi i32 [ %w1, %then ], [ %w2, %else ]
          store i32 %0, ptr %p, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn own_side_use_full() {
    check(
        "own_side_use",
        &["tail-merge-full"],
        expect![[r#"
        ; tail-merge-full: sank 2 instructions of %then and %else into %join (2 phis)
        define ptx_kernel void @k(ptr %p, i32 %a) {
        entry:
          %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp ult i32 %t, 7
          br i1 %c, label %then, label %else

        then:
          %x1 = add i32 %a, 1
          br label %join

        else:
          %x2 = add i32 %a, 1
          br label %join

        join:
          %0 = phi i32 [ %x1, %then ], [ %x2, %else ]
          %1 = phi i32 [ %x1, %then ], [ 5, %else ]
          %w1 = mul i32 %0, %1
          store i32 %w1, ptr %p, align 4
          ret void
        }
    "#]],
    );
}

#[test]
fn unknown_pass_is_an_error() {
    let e = pass_by_name("tail-merge-fulll").err().unwrap();
    assert_eq!(
        e.to_string(),
        "unknown pass `tail-merge-fulll` (known: mem2reg, barrier-join, cleanup, tail-merge, tail-merge-full, branch-fusion, pcfm, meld)"
    );
}
