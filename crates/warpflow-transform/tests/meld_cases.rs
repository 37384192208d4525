//! `meld` (PCFM with region replication) on small hand-written kernels (`tests/data/meld/*.ll`):
//! the output is printed and compared with a snapshot, checked by our verifier, its remarks
//! are asserted, and the emulator's differential runner finds the same output buffers before
//! and after at warp sizes 32 and 64 (one block of 64 threads, the first 16 on the then side).

mod common;

use common::{assert_same_outputs, case, first_definition, messages};
use expect_test::{expect, Expect};
use warpflow_simt::LaunchSpec;
use warpflow_transform::{meld, pcfm, verify, Changed, Context, Pass};

/// A launch of `@k` with one block of 64 threads; `args` are the TOML `[[args]]` tables.
fn spec(args: &str) -> LaunchSpec {
    LaunchSpec::from_toml(&format!(
        "kernel = \"k\"\ngrid = [1, 1, 1]\nblock = [64, 1, 1]\nshared_bytes = 0\n{args}"
    ))
    .unwrap()
}

/// The `[[args]]` of the cases' kernels `@k(out, in, third)`: an output buffer and a random
/// input buffer of 64 `elem`s, then `third` (a TOML table body: the scalar `n` or a second
/// output buffer).
fn args(elem: &str, third: &str) -> String {
    format!(
        "[[args]]\nkind = \"buffer\"\ntype = \"{elem}\"\nlen = 64\ninit = \"zeros\"\noutput = true\n\
         [[args]]\nkind = \"buffer\"\ntype = \"{elem}\"\nlen = 64\ninit = \"random\"\nseed = 3\n\
         [[args]]\n{third}\n"
    )
}

const SCALAR_N: &str = "kind = \"scalar\"\ntype = \"i32\"\nvalue = 7";
const FLAG_BUFFER: &str = "kind = \"buffer\"\ntype = \"i8\"\nlen = 64\ninit = \"zeros\"\noutput = true";

fn int_args() -> String {
    args("i32", SCALAR_N)
}

fn float_args() -> String {
    args("f32", SCALAR_N)
}

fn store_args() -> String {
    args("f32", FLAG_BUFFER)
}

/// Runs `pass` on case `name`; returns the printed function `@k` and the result, after
/// checking the output with our verifier and against the original in the emulator.
fn run(pass: Pass, name: &str, args: &str) -> (String, Changed) {
    let orig = case("meld", name);
    verify(&orig).unwrap();
    let mut m = orig.clone();
    let c = pass(&mut m, &Context::default()).unwrap();
    verify(&m).unwrap_or_else(|e| panic!("{name}: {e}\n{}", warpflow_ir::print_module(&m)));
    assert_same_outputs(&orig, &m, &spec(args), name, &[32, 64]);
    (first_definition(&m), c)
}

fn check(name: &str, args: &str, out: Expect, remarks: Expect) {
    let (text, c) = run(meld::run, name, args);
    out.assert_eq(&text);
    remarks.assert_debug_eq(&messages(&c));
}

#[test]
fn block_against_if_else() {
    check(
        "block_vs_ifelse",
        &int_args(),
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          br label %pcfm.merged

        pcfm.merged:
          %0 = select i1 %c, i32 %tid, i32 %n
          %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %0
          %xa = load i32, ptr addrspace(1) %pa, align 4
          %1 = select i1 %c, i32 3, i32 5
          %ya = mul i32 %xa, %1
          %d = icmp sgt i32 %ya, 100
          %2 = select i1 %c, i1 true, i1 %d
          br label %pcfm.merged4

        pcfm.merged4:
          %u = add i32 %ya, 1
          %v = sub i32 %ya, 1
          %3 = select i1 %2, i32 %u, i32 %v
          %4 = select i1 %c, i32 %ya, i32 %3
          br label %pcfm.merged3

        pcfm.merged3:
          %5 = phi i32 [ %4, %pcfm.merged4 ]
          br label %pcfm.end

        pcfm.end:
          br label %join

        join:
          %r = phi i32 [ %5, %pcfm.end ]
          %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %r, ptr addrspace(1) %o, align 4
          ret void
        }
    "#]],
        expect![[r#"
        [
            "merged pieces of the two sides of the divergent branch in %entry (the whole sides: the sides have different shapes (terminators differ)): 1 of 1 and 1 pieces matched, 4 block pair(s), 7 matched, 0 guarded and 3 speculated instruction(s), 0 block(s) of unmatched pieces guarded, 5 select(s), 1 single block(s) replicated to the shape of the region they were matched with, profit 0.488",
            "merged the two sides of the divergent branch in %pcfm.merged: 1 block pair(s), 2 matched, 0 guarded and 2 speculated instruction(s), 1 select(s), profit 0.500",
        ]
    "#]],
    );
}

#[test]
fn replica_branches_on_a_dominating_condition() {
    check(
        "dominating_cond",
        &float_args(),
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          %d = icmp sgt i32 %n, 3
          br label %pcfm.merged

        pcfm.merged:
          %0 = select i1 %c, i32 %tid, i32 %n
          %pa = getelementptr inbounds float, ptr addrspace(1) %in, i32 %0
          %xa = load float, ptr addrspace(1) %pa, align 4
          %1 = select i1 %c, float 2.000000e+00, float 4.000000e+00
          %ya = fmul float %xa, %1
          br i1 %d, label %pcfm.merged2, label %pcfm.merged1

        pcfm.merged2:
          %u = fadd float %ya, 1.000000e+00
          %2 = select i1 %c, float %u, float %ya
          br label %pcfm.merged3

        pcfm.merged1:
          %v = fsub float %ya, 1.000000e+00
          %3 = select i1 %c, float %v, float %ya
          br label %pcfm.merged3

        pcfm.merged3:
          %4 = phi float [ %2, %pcfm.merged2 ], [ %3, %pcfm.merged1 ]
          br label %pcfm.guard

        pcfm.guard:
          br i1 %c, label %a3, label %pcfm.join

        a3:
          %z = fmul float %4, %4
          br label %pcfm.exit1

        pcfm.exit1:
          %5 = phi float [ %z, %a3 ]
          br label %pcfm.join

        pcfm.join:
          %6 = phi float [ %5, %pcfm.exit1 ], [ poison, %pcfm.guard ]
          br label %pcfm.end

        pcfm.end:
          %7 = select i1 %c, float %6, float %4
          br label %join

        join:
          %r = phi float [ %7, %pcfm.end ]
          %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
          store float %r, ptr addrspace(1) %o, align 4
          ret void
        }
    "#]],
        expect![[r#"
        [
            "merged pieces of the two sides of the divergent branch in %entry (the whole sides: the sides have different shapes (terminators differ)): 1 of 2 and 1 pieces matched, 4 block pair(s), 7 matched, 0 guarded and 2 speculated instruction(s), 2 block(s) of unmatched pieces guarded, 5 select(s), 1 single block(s) replicated to the shape of the region they were matched with, profit 0.484",
        ]
    "#]],
    );
}

#[test]
fn store_in_the_block_stays_guarded() {
    check(
        "store_in_block",
        &store_args(),
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %flags) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
          %pf = getelementptr inbounds i8, ptr addrspace(1) %flags, i32 %tid
          br label %pcfm.merged

        pcfm.merged:
          %pa = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
          %xa = load float, ptr addrspace(1) %pa, align 4
          %0 = select i1 %c, float 3.000000e+00, float 5.000000e+00
          %ya = fmul float %xa, %0
          %d = fcmp ogt float %ya, 1.000000e+00
          br i1 %c, label %pcfm.cont, label %pcfm.else

        pcfm.else:
          store i8 1, ptr addrspace(1) %pf, align 1
          br label %pcfm.cont

        pcfm.cont:
          %1 = select i1 %c, i1 %d, i1 true
          br label %pcfm.merged4

        pcfm.merged4:
          br i1 %c, label %pcfm.merged5, label %pcfm.merged6

        pcfm.merged5:
          %2 = select i1 %1, float %ya, float 0.000000e+00
          store float %2, ptr addrspace(1) %o, align 4
          br label %pcfm.merged6

        pcfm.merged6:
          br label %pcfm.merged3

        pcfm.merged3:
          br label %pcfm.end

        pcfm.end:
          br label %join

        join:
          ret void
        }
    "#]],
        expect![[r#"
        [
            "merged pieces of the two sides of the divergent branch in %entry (the whole sides: the sides have different shapes (terminators differ)): 1 of 1 and 1 pieces matched, 4 block pair(s), 7 matched, 3 guarded and 1 speculated instruction(s), 0 block(s) of unmatched pieces guarded, 2 select(s), 1 single block(s) replicated to the shape of the region they were matched with, profit 0.399",
            "merged the two sides of the divergent branch in %pcfm.cont: 3 block pair(s), 4 matched, 0 guarded and 0 speculated instruction(s), 1 select(s), profit 0.500",
            "branch in %pcfm.merged4 not merged: one side is empty (an if without else)",
        ]
    "#]],
    );
}

#[test]
fn region_with_a_loop_is_refused() {
    check(
        "region_loop",
        &int_args(),
        expect![[r#"
        define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
        entry:
          %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
          %c = icmp slt i32 %tid, 16
          br i1 %c, label %a, label %b

        a:
          %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
          %xa = load i32, ptr addrspace(1) %pa, align 4
          %ya = mul i32 %xa, 3
          br label %join

        b:
          %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %n
          %xb = load i32, ptr addrspace(1) %pb, align 4
          %yb = mul i32 %xb, 5
          br label %loop

        loop:
          %i = phi i32 [ 0, %b ], [ %i1, %loop ]
          %s = phi i32 [ %yb, %b ], [ %s1, %loop ]
          %s1 = add i32 %s, %i
          %i1 = add i32 %i, 1
          %e = icmp slt i32 %i1, %tid
          br i1 %e, label %loop, label %join

        join:
          %r = phi i32 [ %ya, %a ], [ %s1, %loop ]
          %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %r, ptr addrspace(1) %o, align 4
          ret void
        }
    "#]],
        expect![[r#"
        [
            "branch in %entry not merged: the sides have different shapes (different exits); no piece of one side is isomorphic to a piece of the other or replicable to its shape (not replicated: piece 1 against piece 1: the region has a loop)",
            "branch in %loop not merged: one side is empty (an if without else)",
        ]
    "#]],
    );
}

/// PCFM does not merge the sides of the branch in `%entry` of these cases (no isomorphic
/// pieces), so the melds above are meld's own.
#[test]
fn pcfm_does_not_merge_them() {
    for (name, args) in [
        ("block_vs_ifelse", int_args()),
        ("dominating_cond", float_args()),
        ("store_in_block", store_args()),
        ("region_loop", int_args()),
    ] {
        let (_, c) = run(pcfm::run, name, &args);
        let ms = messages(&c);
        assert!(ms.iter().any(|r| r.starts_with("branch in %entry not merged")), "{name}: {ms:?}");
        assert!(!ms.iter().any(|r| r.contains("in %entry:")), "{name}: {ms:?}");
    }
}
