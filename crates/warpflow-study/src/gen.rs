//! The microbenchmark generator: LLVM IR text (nvptx64, one kernel per module) for the divergence
//! study, parsed by the emulator through `warpflow_ir` and compiled for GPUs by `llc-19`.
//!
//! Every kernel has the same signature so that back ends launch them alike:
//!
//! ```text
//! void NAME(ptr %out, i32 %iters, i32 %reps, i32 %mask [, ptr %clk])
//! ```
//!
//! - `out[gid]` (i32) receives each thread's result, so no work is dead;
//! - `iters` (at least 1) is the trip count of each path's loop (do-while loops);
//! - `reps` (at least 1) is the trip count of an outer loop around the divergent region;
//! - `mask` selects the condition bits of the two-way kernels (`tid.x & mask != 0`; 0 makes the
//!   branch uniform) and is ignored by the other kernels;
//! - with [`Options::clock`], `clk[gid]` (i64) receives `clock64` at exit minus `clock64` at entry
//!   (`llvm.nvvm.read.ptx.sreg.clock64`, which the emulator does not model: that variant is for the
//!   CUDA back end only).
//!
//! The kernels ([`Bench`]):
//! - [`Bench::KWay`]: lane `i` takes path `i mod k` (a `switch` on `tid.x % k`, or a chain of
//!   two-way branches); path `j` is a loop of `iters` iterations of four dependent integer
//!   operations on its own registers with constants distinct per path (multiply, add, shift, xor),
//!   so the paths can be neither predicated nor merged; the paths join before the outer loop's
//!   latch, so under reconvergence at the immediate post-dominator the warp reconverges once per
//!   outer iteration.
//! - [`Bench::TwoWayBranch`] / [`Bench::TwoWayPredicated`]: a short two-way choice inside a loop:
//!   either a branch to two three-operation sides, or both sides computed and a `select`.
//! - [`Bench::LoopExit`]: one loop whose trip count depends on the lane: `iters * (1 + tid.x % k)`.
//!
//! [`reference`] computes what each thread writes, in Rust, for checking a back end.
//!
//! Invariant: the text depends only on the arguments (no randomness), verifies with `opt-19` and
//! compiles with `llc-19 -mcpu=sm_70 -mattr=+ptx70` (tested).

use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// The most paths (lanes of a warp).
pub const MAX_K: u32 = 32;

/// How the k-way kernel dispatches to its paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dispatch {
    /// one `switch` on `tid.x % k`
    Switch,
    /// a chain of `icmp eq` + `br`, path 0 first
    Chain,
}

/// Which microbenchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "bench")]
pub enum Bench {
    /// k-way divergence
    KWay {
        /// number of paths, 1..=32
        k: u32,
        /// switch or branch chain
        dispatch: Dispatch,
    },
    /// the short two-way choice as a branch
    TwoWayBranch,
    /// the short two-way choice as a `select` (predicated)
    TwoWayPredicated,
    /// a loop whose trip count is `iters * (1 + tid.x % k)`
    LoopExit {
        /// number of distinct trip counts, 1..=32
        k: u32,
    },
}

/// Generator options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// add the `clk` parameter and read `clock64` at entry and exit (CUDA back end only)
    pub clock: bool,
}

/// A generated kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kernel {
    /// the kernel function's name
    pub name: String,
    /// what it is
    pub bench: Bench,
    /// the options it was generated with
    pub options: Options,
    /// the module as LLVM IR text
    pub text: String,
}

/// Errors of the generator.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum GenError {
    /// `k` outside 1..=32.
    #[error("k = {0} is outside 1..=32")]
    BadK(u32),
}

/// The constants of path `j`: (odd multiplier, addend, shift, seed).
pub fn path_constants(j: u32) -> (u32, u32, u32, u32) {
    let mul = 1_664_525u32.wrapping_add(j.wrapping_mul(0x9E37_79B8)) | 1;
    let add = 1_013_904_223u32.wrapping_add(j.wrapping_mul(7_919));
    let shift = 3 + j % 13;
    let seed = 0x2545_F491u32.wrapping_mul(j + 1);
    (mul, add, shift, seed)
}

/// One step of path `j`'s loop body.
pub fn path_step(j: u32, x: u32) -> u32 {
    let (mul, add, shift, _) = path_constants(j);
    let y = x.wrapping_mul(mul).wrapping_add(add);
    y ^ (y >> shift)
}

/// Constants of side A of the two-way kernels: `(x * A0 + A1) ^ A2`.
pub const SIDE_A: [u32; 3] = [0x0019_660D, 0x3C6E_F35F, 0x5BD1_E995];
/// Constants of side B of the two-way kernels: `(x * B0 ^ B1) + B2`.
pub const SIDE_B: [u32; 3] = [0x2270_2F5B, 0x68E3_1DA4, 0x1B87_3593];

/// Side A of the two-way kernels.
pub fn side_a(x: u32) -> u32 {
    x.wrapping_mul(SIDE_A[0]).wrapping_add(SIDE_A[1]) ^ SIDE_A[2]
}

/// Side B of the two-way kernels.
pub fn side_b(x: u32) -> u32 {
    (x.wrapping_mul(SIDE_B[0]) ^ SIDE_B[1]).wrapping_add(SIDE_B[2])
}

impl Bench {
    /// The kernel's name.
    pub fn name(self) -> String {
        match self {
            Bench::KWay { k, dispatch: Dispatch::Switch } => format!("kway_switch_{k}"),
            Bench::KWay { k, dispatch: Dispatch::Chain } => format!("kway_chain_{k}"),
            Bench::TwoWayBranch => "twoway_branch".into(),
            Bench::TwoWayPredicated => "twoway_predicated".into(),
            Bench::LoopExit { k } => format!("loopexit_{k}"),
        }
    }
}

/// What thread `tid` (index in the block) writes to `out` for these launch values.
pub fn reference(bench: Bench, tid: u32, iters: u32, reps: u32, mask: u32) -> u32 {
    let iters = iters.max(1);
    let reps = reps.max(1);
    match bench {
        Bench::KWay { k, .. } => {
            let j = tid % k.max(1);
            let mut acc = tid;
            for _ in 0..reps {
                let mut x = acc ^ path_constants(j).3;
                for _ in 0..iters {
                    x = path_step(j, x);
                }
                acc = x;
            }
            acc
        }
        Bench::TwoWayBranch | Bench::TwoWayPredicated => {
            let mut x = tid;
            for _ in 0..reps.saturating_mul(iters) {
                x = if tid & mask != 0 { side_a(x) } else { side_b(x) };
            }
            x
        }
        Bench::LoopExit { k } => {
            let trips = iters.saturating_mul(1 + tid % k.max(1));
            let mut x = tid ^ path_constants(0).3;
            for _ in 0..reps {
                for _ in 0..trips {
                    x = path_step(0, x);
                }
            }
            x
        }
    }
}

/// Generates the kernel.
pub fn generate(bench: Bench, options: Options) -> Result<Kernel, GenError> {
    match bench {
        Bench::KWay { k, .. } | Bench::LoopExit { k } if !(1..=MAX_K).contains(&k) => {
            return Err(GenError::BadK(k));
        }
        _ => {}
    }
    let name = bench.name();
    let mut b = String::new();
    header(&mut b, &name, options);
    match bench {
        Bench::KWay { k, dispatch } => kway_body(&mut b, k, dispatch),
        Bench::TwoWayBranch => twoway_body(&mut b, false),
        Bench::TwoWayPredicated => twoway_body(&mut b, true),
        Bench::LoopExit { k } => loopexit_body(&mut b, k),
    }
    footer(&mut b, &name, options);
    Ok(Kernel { name, bench, options, text: b })
}

fn header(b: &mut String, name: &str, o: Options) {
    let _ = writeln!(b, "; warpflow-study microbenchmark `{name}` (generated; see warpflow_study::gen)");
    b.push_str("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n");
    b.push_str("target triple = \"nvptx64-nvidia-cuda\"\n\n");
    let clk = if o.clock { ", ptr %clk" } else { "" };
    let _ = writeln!(b, "define void @{name}(ptr %out, i32 %iters, i32 %reps, i32 %mask{clk}) {{");
    b.push_str("entry:\n");
    if o.clock {
        b.push_str("  %t0 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()\n");
    }
    b.push_str("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n");
    b.push_str("  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
    b.push_str("  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n");
    b.push_str("  %base = mul i32 %ctaid, %ntid\n");
    b.push_str("  %gid = add i32 %base, %tid\n");
    b.push_str("  %gid64 = zext i32 %gid to i64\n");
}

/// Writes the `done` block (the result is `%res`) and the declarations.
fn footer(b: &mut String, name: &str, o: Options) {
    b.push_str("done:\n");
    b.push_str("  %outp = getelementptr inbounds i32, ptr %out, i64 %gid64\n");
    b.push_str("  store i32 %res, ptr %outp, align 4\n");
    if o.clock {
        b.push_str("  %t1 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()\n");
        b.push_str("  %dt = sub i64 %t1, %t0\n");
        b.push_str("  %clkp = getelementptr inbounds i64, ptr %clk, i64 %gid64\n");
        b.push_str("  store i64 %dt, ptr %clkp, align 8\n");
    }
    b.push_str("  ret void\n}\n\n");
    b.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n");
    b.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
    b.push_str("declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n");
    if o.clock {
        b.push_str("declare i64 @llvm.nvvm.read.ptx.sreg.clock64()\n");
    }
    let _ = writeln!(b, "\n!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @{name}, !\"kernel\", i32 1}}");
}

/// The loop of path `j`: block `p{j}.loop` from `from` with the start value `start`, leaving to
/// `exit`; the path's result is `%x{j}.4`.
fn path_loop(b: &mut String, j: u32, from: &str, start: &str, trips: &str, exit: &str) {
    let (mul, add, shift, _) = path_constants(j);
    let _ = writeln!(b, "p{j}.loop:");
    let _ = writeln!(b, "  %i{j} = phi i32 [ 0, %{from} ], [ %i{j}.next, %p{j}.loop ]");
    let _ = writeln!(b, "  %x{j} = phi i32 [ {start}, %{from} ], [ %x{j}.4, %p{j}.loop ]");
    let _ = writeln!(b, "  %x{j}.1 = mul i32 %x{j}, {}", mul as i32);
    let _ = writeln!(b, "  %x{j}.2 = add i32 %x{j}.1, {}", add as i32);
    let _ = writeln!(b, "  %x{j}.3 = lshr i32 %x{j}.2, {shift}");
    let _ = writeln!(b, "  %x{j}.4 = xor i32 %x{j}.2, %x{j}.3");
    let _ = writeln!(b, "  %i{j}.next = add i32 %i{j}, 1");
    let _ = writeln!(b, "  %c{j} = icmp ult i32 %i{j}.next, {trips}");
    let _ = writeln!(b, "  br i1 %c{j}, label %p{j}.loop, label %{exit}");
}

fn kway_body(b: &mut String, k: u32, dispatch: Dispatch) {
    let _ = writeln!(b, "  %path = urem i32 %tid, {k}");
    b.push_str("  br label %rep\n");
    b.push_str("rep:\n");
    b.push_str("  %r = phi i32 [ 0, %entry ], [ %r.next, %join ]\n");
    b.push_str("  %acc = phi i32 [ %tid, %entry ], [ %acc.next, %join ]\n");
    match dispatch {
        Dispatch::Switch => {
            b.push_str("  switch i32 %path, label %p0.pre [");
            for j in 1..k {
                let _ = write!(b, "\n    i32 {j}, label %p{j}.pre");
            }
            b.push_str("\n  ]\n");
        }
        Dispatch::Chain => {
            // test{j}: path j or on to test{j+1}; the last path needs no test.
            b.push_str("  br label %test0\n");
            for j in 0..k {
                let _ = writeln!(b, "test{j}:");
                if j + 1 == k {
                    let _ = writeln!(b, "  br label %p{j}.pre");
                } else {
                    let _ = writeln!(b, "  %is{j} = icmp eq i32 %path, {j}");
                    let _ = writeln!(b, "  br i1 %is{j}, label %p{j}.pre, label %test{}", j + 1);
                }
            }
        }
    }
    for j in 0..k {
        let seed = path_constants(j).3;
        let _ = writeln!(b, "p{j}.pre:");
        let _ = writeln!(b, "  %s{j} = xor i32 %acc, {}", seed as i32);
        let _ = writeln!(b, "  br label %p{j}.loop");
        path_loop(b, j, &format!("p{j}.pre"), &format!("%s{j}"), "%iters", "join");
    }
    b.push_str("join:\n  %acc.next = phi i32 ");
    for j in 0..k {
        let sep = if j + 1 < k { ", " } else { "\n" };
        let _ = write!(b, "[ %x{j}.4, %p{j}.loop ]{sep}");
    }
    b.push_str("  %r.next = add i32 %r, 1\n");
    b.push_str("  %rc = icmp ult i32 %r.next, %reps\n");
    b.push_str("  br i1 %rc, label %rep, label %exit\n");
    b.push_str("exit:\n  %res = add i32 %acc.next, 0\n  br label %done\n");
}

fn twoway_body(b: &mut String, predicated: bool) {
    b.push_str("  %sel = and i32 %tid, %mask\n");
    b.push_str("  %p = icmp ne i32 %sel, 0\n");
    b.push_str("  %n = mul i32 %iters, %reps\n");
    b.push_str("  br label %loop\n");
    b.push_str("loop:\n");
    b.push_str("  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]\n");
    b.push_str("  %x = phi i32 [ %tid, %entry ], [ %x.next, %latch ]\n");
    let side_a = |b: &mut String| {
        let _ = writeln!(b, "  %a.1 = mul i32 %x, {}", SIDE_A[0] as i32);
        let _ = writeln!(b, "  %a.2 = add i32 %a.1, {}", SIDE_A[1] as i32);
        let _ = writeln!(b, "  %a = xor i32 %a.2, {}", SIDE_A[2] as i32);
    };
    let side_b = |b: &mut String| {
        let _ = writeln!(b, "  %b.1 = mul i32 %x, {}", SIDE_B[0] as i32);
        let _ = writeln!(b, "  %b.2 = xor i32 %b.1, {}", SIDE_B[1] as i32);
        let _ = writeln!(b, "  %b = add i32 %b.2, {}", SIDE_B[2] as i32);
    };
    if predicated {
        side_a(b);
        side_b(b);
        b.push_str("  %x.next = select i1 %p, i32 %a, i32 %b\n");
        b.push_str("  br label %latch\n");
        b.push_str("latch:\n");
    } else {
        b.push_str("  br i1 %p, label %then, label %else\n");
        b.push_str("then:\n");
        side_a(b);
        b.push_str("  br label %latch\n");
        b.push_str("else:\n");
        side_b(b);
        b.push_str("  br label %latch\n");
        b.push_str("latch:\n");
        b.push_str("  %x.next = phi i32 [ %a, %then ], [ %b, %else ]\n");
    }
    b.push_str("  %i.next = add i32 %i, 1\n");
    b.push_str("  %c = icmp ult i32 %i.next, %n\n");
    b.push_str("  br i1 %c, label %loop, label %exit\n");
    b.push_str("exit:\n  %res = add i32 %x.next, 0\n  br label %done\n");
}

fn loopexit_body(b: &mut String, k: u32) {
    let seed = path_constants(0).3;
    let _ = writeln!(b, "  %lane = urem i32 %tid, {k}");
    b.push_str("  %lane1 = add i32 %lane, 1\n");
    b.push_str("  %trips = mul i32 %iters, %lane1\n");
    let _ = writeln!(b, "  %s = xor i32 %tid, {}", seed as i32);
    b.push_str("  br label %rep\n");
    b.push_str("rep:\n");
    b.push_str("  %r = phi i32 [ 0, %entry ], [ %r.next, %rlatch ]\n");
    b.push_str("  %acc = phi i32 [ %s, %entry ], [ %x0.4, %rlatch ]\n");
    b.push_str("  br label %p0.loop\n");
    path_loop(b, 0, "rep", "%acc", "%trips", "rlatch");
    b.push_str("rlatch:\n");
    b.push_str("  %r.next = add i32 %r, 1\n");
    b.push_str("  %rc = icmp ult i32 %r.next, %reps\n");
    b.push_str("  br i1 %rc, label %rep, label %exit\n");
    b.push_str("exit:\n  %res = add i32 %x0.4, 0\n  br label %done\n");
}

/// Every kernel of the study: k-way (switch) for k = 1..=32, the two two-way variants and the
/// loop-exit kernel for k = 1, 2, 4, 8, 16, 32.
pub fn all_benches() -> Vec<Bench> {
    let mut v: Vec<Bench> = (1..=MAX_K).map(|k| Bench::KWay { k, dispatch: Dispatch::Switch }).collect();
    v.push(Bench::TwoWayBranch);
    v.push(Bench::TwoWayPredicated);
    v.extend(LOOP_EXIT_KS.iter().map(|&k| Bench::LoopExit { k }));
    v
}

/// The `k` values of the loop-exit sweep.
pub const LOOP_EXIT_KS: [u32; 6] = [1, 2, 4, 8, 16, 32];
