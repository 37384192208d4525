//! Loop fusion against execution: generated kernels with two consecutive `while` loops whose
//! per-lane trip counts come from random data (counters continuing or restarting, the headers'
//! exits on `true` or `false`, between the loops an empty block, a block or an if/else on the
//! lane's parity (a single-entry single-exit region whose phi the second loop reads), values
//! of the first loop read by the second and after it) are run through `pcfm`; the output must pass our verifier
//! and `opt-19 -passes=verify`, the emulator must find the same output buffers as for the
//! original at warp sizes 32 and 64, and the loops must have been fused exactly when their
//! exits are divergent.

mod common;

use proptest::prelude::*;
use warpflow_testkit::{assert_llvm_accepts, LlvmCheck};
use warpflow_transform::{pass_by_name, run_pass, Context};

#[derive(Clone, Debug)]
struct Shape {
    /// trip counts: `trips[tid] & m1` and `(trips[tid] >> 8) & m2` (divergent), or the same of the
    /// scalar argument `%m` (uniform)
    m1: u32,
    m2: u32,
    divergent: bool,
    /// the second loop's output index continues from the first's (else restarts after m1)
    continue_k: bool,
    /// header exits on `true` (`icmp sge`) instead of `false`
    exit_on_true: (bool, bool),
    /// between the loops: 0 an empty block, 1 a block computing the second loop's initial
    /// accumulator, 2 an if/else on `tid & 1` computing it in each arm (joined by a phi)
    between: u8,
    /// the body operations (0 add, 1 xor, 2 mul)
    ops: (u8, u8),
    /// the final store reads the first loop's counter and accumulator and the value computed
    /// between the loops after the second loop
    read_after: bool,
    seed: u64,
    m_value: u32,
}

fn op(k: u8) -> &'static str {
    ["add", "xor", "mul"][k as usize % 3]
}

fn kernel(s: &Shape) -> String {
    let stride = s.m1 + s.m2 + 2;
    let (src1, src2) = if s.divergent { ("%t", "%t8") } else { ("%m", "%m8") };
    let cmp = |exit: bool, a: &str, n: &str, body: &str, out: &str| {
        if exit {
            format!("  %c{a} = icmp sge i32 %{a}, %{n}\n  br i1 %c{a}, label %{out}, label %{body}\n")
        } else {
            format!("  %c{a} = icmp slt i32 %{a}, %{n}\n  br i1 %c{a}, label %{body}, label %{out}\n")
        }
    };
    let mut t = String::from(
        "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n",
    );
    t += "define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %trips, ptr addrspace(1) %a, i32 %m) {\nentry:\n";
    t += "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    t += "  %tp = getelementptr inbounds i32, ptr addrspace(1) %trips, i32 %tid\n";
    t += "  %t = load i32, ptr addrspace(1) %tp, align 4\n  %t8 = lshr i32 %t, 8\n  %m8 = lshr i32 %m, 8\n";
    t += &format!("  %n1 = and i32 {src1}, {}\n  %n2 = and i32 {src2}, {}\n", s.m1, s.m2);
    t += &format!("  %base = mul i32 %tid, {stride}\n  %base2 = add i32 %base, {}\n  br label %h1\n\n", s.m1);
    t += "h1:\n  %i = phi i32 [ 0, %entry ], [ %i1, %b1 ]\n  %k = phi i32 [ %base, %entry ], [ %k1, %b1 ]\n";
    t += "  %acc = phi i32 [ %tid, %entry ], [ %acc1, %b1 ]\n";
    t += &cmp(s.exit_on_true.0, "i", "n1", "b1", "mid");
    t += &format!(
        "\nb1:\n  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i\n  %va = load i32, ptr addrspace(1) %pa, align 4\n  %acc1 = {} i32 %acc, %va\n  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %k\n  store i32 %acc1, ptr addrspace(1) %po, align 4\n  %i1 = add nsw i32 %i, 1\n  %k1 = add nsw i32 %k, 1\n  br label %h1\n\n",
        op(s.ops.0)
    );
    let init_acc = if s.between > 0 { "%x" } else { "%acc" };
    let init_k = if s.continue_k { "%k" } else { "%base2" };
    let p2 = match s.between {
        0 => {
            t += "mid:\n  br label %h2\n\n";
            "mid"
        }
        1 => {
            t += "mid:\n  %x = add i32 %acc, 7\n  br label %h2\n\n";
            "mid"
        }
        _ => {
            t += "mid:\n  %par = and i32 %tid, 1\n  %odd = icmp ne i32 %par, 0\n  br i1 %odd, label %xa, label %xb\n\n";
            t += "xa:\n  %xa1 = add i32 %acc, 7\n  br label %xj\n\nxb:\n  %xb1 = mul i32 %i, 5\n  br label %xj\n\n";
            t += "xj:\n  %x = phi i32 [ %xa1, %xa ], [ %xb1, %xb ]\n  br label %h2\n\n";
            "xj"
        }
    };
    t += &format!("h2:\n  %j = phi i32 [ 0, %{p2} ], [ %j1, %b2 ]\n  %k2 = phi i32 [ {init_k}, %{p2} ], [ %k3, %b2 ]\n  %acc2 = phi i32 [ {init_acc}, %{p2} ], [ %acc3, %b2 ]\n");
    t += &cmp(s.exit_on_true.1, "j", "n2", "b2", "done");
    t += &format!(
        "\nb2:\n  %jx = add i32 %j, 3\n  %pb = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %jx\n  %vb = load i32, ptr addrspace(1) %pb, align 4\n  %acc3 = {} i32 %acc2, %vb\n  %pq = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %k2\n  store i32 %acc3, ptr addrspace(1) %pq, align 4\n  %j1 = add nsw i32 %j, 1\n  %k3 = add nsw i32 %k2, 1\n  br label %h2\n\n",
        op(s.ops.1)
    );
    t += &format!("done:\n  %last = add i32 %base, {}\n  %pl = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %last\n", stride - 1);
    if s.read_after {
        t += "  %f1 = add i32 %acc2, %k\n  %f2 = xor i32 %f1, %acc\n  %f3 = add i32 %f2, %i\n";
        // the value computed between the loops, read after them
        let x = if s.between > 0 { "%x" } else { "0" };
        t += &format!("  %f4 = add i32 %f3, {x}\n  store i32 %f4, ptr addrspace(1) %pl, align 4\n");
    } else {
        t += "  store i32 %acc2, ptr addrspace(1) %pl, align 4\n";
    }
    t += "  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    t
}

fn launch(s: &Shape) -> warpflow_simt::LaunchSpec {
    let stride = s.m1 + s.m2 + 2;
    let toml = format!(
        "kernel = \"k\"\ngrid = [1, 1, 1]\nblock = [64, 1, 1]\nshared_bytes = 0\n\n\
         [[args]]\nkind = \"buffer\"\ntype = \"i32\"\nlen = {}\ninit = \"zeros\"\noutput = true\n\n\
         [[args]]\nkind = \"buffer\"\ntype = \"i32\"\nlen = 64\ninit = \"random\"\nseed = {}\n\n\
         [[args]]\nkind = \"buffer\"\ntype = \"i32\"\nlen = 32\ninit = \"random\"\nseed = {}\n\n\
         [[args]]\nkind = \"scalar\"\ntype = \"i32\"\nvalue = {}\n",
        64 * stride,
        s.seed,
        s.seed + 1,
        s.m_value
    );
    warpflow_simt::LaunchSpec::from_toml(&toml).expect("launch spec")
}

fn shapes() -> impl Strategy<Value = Shape> {
    let mask = prop_oneof![Just(1u32), Just(3), Just(7), Just(15)];
    (
        (mask.clone(), mask, proptest::bool::weighted(0.8), any::<bool>()),
        ((any::<bool>(), any::<bool>()), 0u8..3, (0u8..3, 0u8..3), any::<bool>()),
        (0u64..1000, any::<u32>()),
    )
        .prop_map(
            |((m1, m2, divergent, continue_k), (exit_on_true, between, ops, read_after), (seed, m_value))| {
                Shape { m1, m2, divergent, continue_k, exit_on_true, between, ops, read_after, seed, m_value }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn fused_loops_run_as_the_original(s in shapes()) {
        let text = kernel(&s);
        let orig = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{}\n{text}", e.message));
        let mut m = orig.clone();
        let c = run_pass(pass_by_name("pcfm").unwrap(), &mut m, &Context::default())
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        let remarks: Vec<String> = c.remarks.iter().map(|r| r.message.clone()).collect();
        let fused = remarks.iter().any(|r| r.starts_with("fused the loops"));
        prop_assert_eq!(fused, s.divergent, "{:?}\n{}", remarks, text);
        let out = warpflow_ir::print_module(&m);
        assert_llvm_accepts(&out, "pcfm", "fuse_prop", LlvmCheck::Verify);
        common::assert_same_outputs(&orig, &m, &launch(&s), &format!("{s:?}"), &[32, 64]);
    }
}
