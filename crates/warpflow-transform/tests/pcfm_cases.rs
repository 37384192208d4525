//! PCFM and branch fusion on small hand-written kernels (`tests/data/pcfm/*.ll`): the output of
//! each pass is printed and compared with a snapshot, checked by our verifier, and its remarks
//! are asserted.

mod common;

use common::{case, first_definition, messages};
use expect_test::{expect, Expect};
use warpflow_transform::{branch_fusion, merge, pcfm, verify, Changed, Context, Pass};

/// Runs `pass` on case `name`; returns the printed function `@k` and the result.
fn run(pass: Pass, name: &str) -> (String, Changed) {
    let mut m = case("pcfm", name);
    verify(&m).unwrap();
    let c = pass(&mut m, &Context::default()).unwrap();
    verify(&m).unwrap_or_else(|e| panic!("{name}: {e}\n{}", warpflow_ir::print_module(&m)));
    (first_definition(&m), c)
}

fn check(pass: Pass, name: &str, out: Expect, remarks: Expect) {
    let (text, c) = run(pass, name);
    out.assert_eq(&text);
    remarks.assert_debug_eq(&messages(&c));
}

#[test]
fn identical_sides() {
    check(
        branch_fusion::run,
        "identical",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %a = add i32 %tid, 1
          %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %a, ptr addrspace(1) %p, align 4
          br label %join

        join:
          ret void
        }
    "#]],
        expect![[r#"
            [
                "merged the two sides of the divergent branch in %entry: 1 block pair(s), 4 matched, 0 guarded and 0 speculated instruction(s), 0 select(s), profit 0.500",
            ]
        "#]],
    );
}

#[test]
fn sides_differ_in_one_operand() {
    check(
        branch_fusion::run,
        "operand",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %p = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
          %x = load float, ptr addrspace(1) %p, align 4
          %0 = select i1 %c, float 2.000000e+00, float 3.000000e+00
          %y = fmul float %x, %0
          br label %join

        join:
          %r = phi float [ %y, %pcfm.merged ]
          %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
          store float %r, ptr addrspace(1) %o, align 4
          ret void
        }
    "#]],
        expect![[r#"
            [
                "merged the two sides of the divergent branch in %entry: 1 block pair(s), 4 matched, 0 guarded and 0 speculated instruction(s), 1 select(s), profit 0.500",
            ]
        "#]],
    );
}

#[test]
fn unmatched_instructions_are_guarded() {
    check(
        branch_fusion::run,
        "unmatched",
        expect![[r#"
            define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
            entry:
              %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
              %c = icmp slt i32 %tid, 16
              br label %pcfm.merged

            pcfm.merged:
              %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
              %x = load i32, ptr addrspace(1) %p, align 4
              %m = mul i32 %x, %x
              br i1 %c, label %pcfm.then, label %pcfm.cont

            pcfm.then:
              %s = sdiv i32 %m, %n
              br label %pcfm.cont

            pcfm.cont:
              %0 = phi i32 [ %s, %pcfm.then ], [ poison, %pcfm.merged ]
              %y = add i32 %0, 7
              %v = add i32 %x, 7
              %1 = select i1 %c, i32 %y, i32 %v
              br label %join

            join:
              %r = phi i32 [ %1, %pcfm.cont ]
              %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
              store i32 %r, ptr addrspace(1) %o, align 4
              ret void
            }
        "#]],
        expect![[r#"
            [
                "merged the two sides of the divergent branch in %entry: 1 block pair(s), 3 matched, 1 guarded and 3 speculated instruction(s), 1 select(s), profit 0.474",
            ]
        "#]],
    );
}

#[test]
fn store_on_one_side_stays_under_the_condition() {
    check(
        branch_fusion::run,
        "store_one_side",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
          %x = load i32, ptr addrspace(1) %p, align 4
          %0 = select i1 %c, i32 1, i32 2
          %y = add i32 %x, %0
          br i1 %c, label %pcfm.then, label %pcfm.cont

        pcfm.then:
          store i32 %y, ptr addrspace(1) %out, align 4
          br label %pcfm.cont

        pcfm.cont:
          br label %join

        join:
          %r = phi i32 [ %y, %pcfm.cont ]
          %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %r, ptr addrspace(1) %o, align 4
          ret void
        }
    "#]],
        expect![[r#"
            [
                "merged the two sides of the divergent branch in %entry: 1 block pair(s), 4 matched, 1 guarded and 0 speculated instruction(s), 1 select(s), profit 0.337",
            ]
        "#]],
    );
}

#[test]
fn barrier_on_one_side_is_refused() {
    let (text, c) = run(pcfm::run, "barrier_one_side");
    assert!(!c.changed);
    assert_eq!(text, {
        let m = case("pcfm", "barrier_one_side");
        let t = warpflow_ir::print_module(&m);
        let s = t.find("define").unwrap();
        t[s..s + t[s..].find("\n}\n").unwrap() + 3].to_string()
    });
    expect![[r#"
        [
            "branch in %entry not merged: a convergent operation of the then side has no match on the else side; no piece of one side is isomorphic to a piece of the other",
        ]
    "#]].assert_debug_eq(&messages(&c));
}

#[test]
fn barrier_on_both_sides_at_the_same_place_is_merged() {
    check(
        pcfm::run,
        "barrier_both",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
          %x = load i32, ptr addrspace(1) %p, align 4
          call void @llvm.nvvm.barrier0()
          br label %join

        join:
          %r = phi i32 [ %x, %pcfm.merged ]
          %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %r, ptr addrspace(1) %o, align 4
          ret void
        }
    "#]],
        expect![[r#"
            [
                "merged the two sides of the divergent branch in %entry: 1 block pair(s), 4 matched, 0 guarded and 0 speculated instruction(s), 0 select(s), profit 0.500",
            ]
        "#]],
    );
}

#[test]
fn uniform_branch_is_untouched() {
    for pass in [pcfm::run as Pass, branch_fusion::run] {
        let (_, c) = run(pass, "uniform");
        assert!(!c.changed);
        assert!(c.remarks.is_empty(), "{:?}", c.remarks);
    }
}

#[test]
fn isomorphic_regions_pcfm_only() {
    let (_, c) = run(branch_fusion::run, "regions");
    assert!(!c.changed);
    expect![[r#"
        [
            "branch in %entry not merged: the sides are not single blocks (3 and 3 blocks)",
            "branch in %a0 not merged: one side is empty (an if without else)",
            "branch in %b0 not merged: one side is empty (an if without else)",
        ]
    "#]]
    .assert_debug_eq(&messages(&c));
    check(
        pcfm::run,
        "regions",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
          %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          %x = load i32, ptr addrspace(1) %p, align 4
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %0 = select i1 %c, i32 5, i32 9
          %a1 = icmp sgt i32 %x, %0
          br i1 %a1, label %pcfm.merged1, label %pcfm.merged2

        pcfm.merged1:
          %1 = select i1 %c, i32 3, i32 5
          %a4 = mul i32 %x, %1
          store i32 %a4, ptr addrspace(1) %o, align 4
          br label %pcfm.merged2

        pcfm.merged2:
          br label %join

        join:
          ret void
        }
    "#]],
        expect![[r#"
            [
                "merged the two sides of the divergent branch in %entry: 3 block pair(s), 6 matched, 0 guarded and 0 speculated instruction(s), 2 select(s), profit 0.500",
                "branch in %pcfm.merged not merged: one side is empty (an if without else)",
            ]
        "#]],
    );
}

#[test]
fn threshold_gates_merging() {
    // identical sides: profit 0.5; a threshold of 0.5 refuses, 0.499 merges.
    for (milli, merged) in [(500, 0), (499, 1), (0, 1)] {
        let mut m = case("pcfm", "identical");
        let ctx = Context { pcfm_threshold_milli: Some(milli), ..Context::default() };
        let c = pcfm::run(&mut m, &ctx).unwrap();
        assert_eq!(merge::merge_count(&c), merged, "threshold {milli}");
    }
}

#[test]
fn loops_with_phis_in_both_sides() {
    check(
        pcfm::run,
        "loops",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %0 = select i1 %c, i32 %tid, i32 1
          br label %pcfm.merged1

        pcfm.merged1:
          %1 = phi i32 [ 0, %pcfm.merged ], [ %ai1, %pcfm.merged1 ]
          %2 = phi i32 [ %0, %pcfm.merged ], [ %as1, %pcfm.merged1 ]
          %3 = select i1 %c, i32 2, i32 3
          %ax = mul i32 %1, %3
          %as1 = add i32 %2, %ax
          %ai1 = add i32 %1, 1
          %4 = select i1 %c, i32 %n, i32 %tid
          %ac = icmp slt i32 %ai1, %4
          br i1 %ac, label %pcfm.merged1, label %pcfm.merged2

        pcfm.merged2:
          br label %join

        join:
          %r = phi i32 [ %as1, %pcfm.merged2 ]
          %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %r, ptr addrspace(1) %p, align 4
          ret void
        }
    "#]],
        expect![[r#"
        [
            "merged the two sides of the divergent branch in %entry: 3 block pair(s), 7 matched, 0 guarded and 0 speculated instruction(s), 3 select(s), profit 0.500",
            "branch in %pcfm.merged1 not merged: one side is empty (an if without else)",
        ]
    "#]],
    );
}

#[test]
fn one_sided_metadata_is_dropped() {
    check(
        branch_fusion::run,
        "range_md",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
          br label %pcfm.merged

        pcfm.merged:
          %x = load i32, ptr addrspace(1) %p, align 4
          br label %join

        join:
          %r = phi i32 [ %x, %pcfm.merged ]
          %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %r, ptr addrspace(1) %o, align 4
          ret void
        }
    "#]],
        expect![[r#"
        [
            "merged the two sides of the divergent branch in %entry: 1 block pair(s), 2 matched, 0 guarded and 0 speculated instruction(s), 0 select(s), profit 0.500",
        ]
    "#]],
    );
}

#[test]
fn pieces_of_non_isomorphic_sides() {
    let (_, c) = run(branch_fusion::run, "pieces");
    assert!(!c.changed);
    check(
        pcfm::run,
        "pieces",
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
          %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          %x = load i32, ptr addrspace(1) %p, align 4
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %0 = select i1 %c, i32 3, i32 5
          %a1 = mul i32 %x, %0
          store i32 %a1, ptr addrspace(1) %o, align 4
          br label %pcfm.merged1

        pcfm.merged1:
          %1 = phi i32 [ %a1, %pcfm.merged ]
          br label %pcfm.guard

        pcfm.guard:
          br i1 %c, label %a2, label %pcfm.join

        a2:
          %a3 = icmp sgt i32 %a1, %n
          br i1 %a3, label %a4, label %pcfm.exit1

        a4:
          %a6 = add i32 %a1, 1
          store i32 %a6, ptr addrspace(1) %p, align 4
          br label %pcfm.exit1

        pcfm.exit1:
          %2 = phi i32 [ %a1, %a2 ], [ %a6, %a4 ]
          br label %a5

        a5:
          br label %pcfm.exit2

        pcfm.exit2:
          %3 = phi i32 [ %2, %a5 ]
          br label %pcfm.join

        pcfm.join:
          %4 = phi i32 [ %3, %pcfm.exit2 ], [ poison, %pcfm.guard ]
          br label %pcfm.end

        pcfm.end:
          %5 = select i1 %c, i32 %4, i32 %1
          br label %join

        join:
          %r = phi i32 [ %5, %pcfm.end ]
          %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %n
          %s = atomicrmw add ptr addrspace(1) %q, i32 %r monotonic, align 4
          ret void
        }
    "#]],
        expect![[r#"
        [
            "merged pieces of the two sides of the divergent branch in %entry (the whole sides: the sides have different shapes (different exits)): 1 of 3 and 1 pieces matched, 2 block pair(s), 4 matched, 0 guarded and 0 speculated instruction(s), 5 block(s) of unmatched pieces guarded, 2 select(s), profit 0.329",
            "branch in %a2 not merged: one side is empty (an if without else)",
        ]
    "#]],
    );
}

/// `&&` whose second test loads: PCFM folds the two condition blocks into one branch
/// (`%pcfm.cond`, with the else side's phi and the loaded value routed through it) and merges
/// the now single-entry sides; branch fusion, diamonds only, leaves it.
#[test]
fn short_circuit_and_is_folded_then_merged() {
    check(
        pcfm::run,
        "and_cond",
        expect![[r#"
            define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %tab) {
            entry:
              %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
              %c = icmp sgt i32 %tid, 3
              br i1 %c, label %test, label %pcfm.cond

            test:
              %tp = getelementptr inbounds i32, ptr addrspace(1) %tab, i32 %tid
              %t = load i32, ptr addrspace(1) %tp, align 4
              %d = icmp slt i32 %t, 100
              %0 = xor i1 %d, true
              br label %pcfm.cond

            pcfm.cond:
              %1 = phi i32 [ poison, %entry ], [ %t, %test ]
              %2 = phi i1 [ true, %entry ], [ %0, %test ]
              %3 = phi i32 [ 1, %entry ], [ 2, %test ]
              br label %pcfm.merged

            pcfm.merged:
              %4 = select i1 %2, i32 %3, i32 %1
              %5 = select i1 %2, i32 5, i32 7
              %b = mul i32 %4, %5
              %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
              store i32 %b, ptr addrspace(1) %q, align 4
              br label %join

            join:
              ret void
            }
        "#]],
        expect![[r#"
            [
                "folded the 2-block short-circuit condition into one branch (%pcfm.cond) and merged its two sides: 1 block pair(s), 4 matched, 0 guarded and 0 speculated instruction(s), 2 select(s), profit 0.500 (as it was: the sides reach each other or the branch; the sides reach each other or the branch)",
            ]
        "#]],
    );
    let (_, c) = run(branch_fusion::run, "and_cond");
    assert_eq!(merge::merge_count(&c), 0, "{:?}", messages(&c));
}

/// `||` with the second branch's successors reversed: the fold negates its condition.
#[test]
fn short_circuit_or_is_folded_then_merged() {
    check(
        pcfm::run,
        "or_cond",
        expect![[r#"
            define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %tab) {
            entry:
              %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
              %c = icmp slt i32 %tid, 4
              br i1 %c, label %pcfm.cond, label %test

            test:
              %tp = getelementptr inbounds i32, ptr addrspace(1) %tab, i32 %tid
              %t = load i32, ptr addrspace(1) %tp, align 4
              %d = icmp sle i32 %t, 100
              %0 = xor i1 %d, true
              br label %pcfm.cond

            pcfm.cond:
              %1 = phi i1 [ true, %entry ], [ %0, %test ]
              br label %pcfm.merged

            pcfm.merged:
              %2 = select i1 %1, i32 7, i32 5
              %a = add i32 %tid, %2
              %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
              store i32 %a, ptr addrspace(1) %p, align 4
              br label %join

            join:
              ret void
            }
        "#]],
        expect![[r#"
            [
                "folded the 2-block short-circuit condition into one branch (%pcfm.cond) and merged its two sides: 1 block pair(s), 4 matched, 0 guarded and 0 speculated instruction(s), 1 select(s), profit 0.500 (as it was: the sides reach each other or the branch; the sides reach each other or the branch)",
            ]
        "#]],
    );
}

/// An exit entered from outside the condition blocks: no cluster, so nothing is folded and the
/// function is left as it was.
#[test]
fn no_fold_when_an_exit_has_another_entry() {
    let before = first_definition(&case("pcfm", "and_cond_outside"));
    let (after, c) = run(pcfm::run, "and_cond_outside");
    assert_eq!(merge::merge_count(&c), 0, "{:?}", messages(&c));
    assert_eq!(before, after);
}

/// Stores and loads of two different stack slots are not matched (no `select` of the slots'
/// addresses, which would keep them from being promoted); the adds still are.
#[test]
fn accesses_of_two_stack_slots_are_not_selected() {
    let (text, c) = run(pcfm::run, "two_slots");
    assert!(!text.contains("select i1 %c, ptr"), "{text}");
    assert!(text.contains("store i32 %a, ptr %s1") && text.contains("store i32 %a, ptr %s2"), "{text}");
    assert_eq!(merge::merge_count(&c), 1, "{:?}", messages(&c));
}
