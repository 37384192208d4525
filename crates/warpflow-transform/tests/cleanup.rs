//! The cleanup rules on hand-written cases (`tests/data/tail_merge/cleanup_*.ll`), one snapshot
//! each; every output passes our verifier and `opt-19 -passes=verify`.

mod common;

use expect_test::{expect, Expect};
use warpflow_testkit::{assert_llvm_accepts, LlvmCheck};
use warpflow_transform::{cleanup, run_pass, Context};

fn check(case: &str, e: Expect) {
    let mut m = common::case("tail_merge", case);
    let c = run_pass(cleanup::run, &mut m, &Context::default()).unwrap();
    let text = warpflow_ir::print_module(&m);
    assert_llvm_accepts(&text, case, "cleanup", LlvmCheck::Verify);
    // A second run finds nothing: the first reached the fixpoint.
    let again = cleanup::run(&mut m, &Context::default()).unwrap();
    assert!(!again.changed, "{case}: {:?}", again.remarks);
    let f = m.func_by_name("f").unwrap();
    let remarks: Vec<String> = c.remarks.iter().map(|r| format!("; {}", r.message)).collect();
    e.assert_eq(&format!("{}\n{}", remarks.join("\n"), warpflow_ir::print_function(&m, f)));
}

#[test]
fn same_target_branch() {
    check(
        "cleanup_same_target",
        expect![[r#"
        ; 1 branches folded, 1 phis removed, 0 edges forwarded, 0 blocks deleted
        define i32 @f(i1 %c, i32 %a) {
        entry:
          br label %next

        next:
          %r = add i32 %a, 1
          ret i32 %r
        }
    "#]],
    );
}

#[test]
fn trivial_phis() {
    check(
        "cleanup_phis",
        expect![[r#"
        ; 0 branches folded, 3 phis removed, 1 edges forwarded, 1 blocks deleted
        define i32 @f(i1 %c, i32 %a, i32 %b) {
        entry:
          br i1 %c, label %join, label %r

        r:
          br label %join

        join:
          %diff = phi i32 [ %b, %r ], [ %a, %entry ]
          br label %loop

        loop:
          %x = add i32 %a, %diff
          br label %body

        body:
          %d = icmp eq i32 %x, 0
          br i1 %d, label %loop, label %exit

        exit:
          ret i32 %x
        }
    "#]],
    );
}

#[test]
fn forwarding_blocks_and_unreachable() {
    check(
        "cleanup_forward",
        expect![[r#"
        ; 0 branches folded, 0 phis removed, 1 edges forwarded, 2 blocks deleted
        define i32 @f(i1 %c, i1 %d, i32 %a, i32 %b) {
        entry:
          br i1 %c, label %join, label %mid

        mid:
          br i1 %d, label %e2, label %join

        e2:
          br label %join

        join:
          %v = phi i32 [ %b, %mid ], [ %a, %e2 ], [ %a, %entry ]
          ret i32 %v
        }
    "#]],
    );
}

#[test]
fn same_target_branch_drops_its_branch_weights() {
    check(
        "cleanup_same_target_weights",
        expect![[r#"
            ; 2 branches folded, 0 phis removed, 1 edges forwarded, 1 blocks deleted
            define i32 @f(i1 %c, i32 %x, i32 %a) {
            entry:
              br label %last, !dbg !0

            last:
              ret i32 %a
            }
        "#]],
    );
}
