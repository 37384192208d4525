//! The loop fusion's trip counts ([`fuse::iterations`]) against brute force: generated pairs of
//! consecutive `while` loops whose bounds and starts are computed from `threadIdx.x` and
//! constants (a constant, `tid & m`, `k - (tid & m)`, `tid < c ? x : y`), with steps 1 or 2,
//! the second loop's counter restarting or continuing from the first's, are simulated here
//! lane by lane; the per-warp sums of `max(trip1 + trip2)` and of `max(trip1) + max(trip2)`
//! must be what `iterations` returns, and it must know nothing when a bound is loaded. The
//! thread index is read directly or, as in clang's `-O0` output of CUDA, through an accessor
//! function that returns it.

use proptest::prelude::*;
use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_transform::merge::{fuse, Env};
use warpflow_transform::Context;

/// A lane value: how a start or a bound is computed.
#[derive(Clone, Copy, Debug)]
enum Term {
    Const(i32),
    TidAnd(u32),
    KMinusTidAnd(i32, u32),
    Select { below: u32, then: i32, other: i32 },
}

impl Term {
    fn value(self, tid: u32) -> i32 {
        match self {
            Term::Const(k) => k,
            Term::TidAnd(m) => (tid & m) as i32,
            Term::KMinusTidAnd(k, m) => k - (tid & m) as i32,
            Term::Select { below, then, other } => {
                if tid < below {
                    then
                } else {
                    other
                }
            }
        }
    }

    /// Instructions computing the term into `%name`.
    fn emit(self, name: &str) -> String {
        match self {
            Term::Const(k) => format!("  %{name} = add i32 0, {k}\n"),
            Term::TidAnd(m) => format!("  %{name} = and i32 %tid, {m}\n"),
            Term::KMinusTidAnd(k, m) => format!("  %{name}.m = and i32 %tid, {m}\n  %{name} = sub i32 {k}, %{name}.m\n"),
            Term::Select { below, then, other } => format!(
                "  %{name}.c = icmp ult i32 %tid, {below}\n  %{name} = select i1 %{name}.c, i32 {then}, i32 {other}\n"
            ),
        }
    }
}

fn term() -> impl Strategy<Value = Term> {
    prop_oneof![
        (0i32..12).prop_map(Term::Const),
        prop_oneof![Just(1u32), Just(3), Just(7), Just(15), Just(48)].prop_map(Term::TidAnd),
        (4i32..20, prop_oneof![Just(3u32), Just(7), Just(15)]).prop_map(|(k, m)| Term::KMinusTidAnd(k, m)),
        (0u32..80, 0i32..12, 0i32..12).prop_map(|(below, then, other)| Term::Select { below, then, other }),
    ]
}

#[derive(Clone, Debug)]
struct Pair {
    start1: Term,
    end1: Term,
    step1: i32,
    /// the second loop's counter starts at the first's last value (else at `start2`)
    continues: bool,
    start2: Term,
    end2: Term,
    step2: i32,
    /// the first loop's bound is loaded instead (trips not known)
    loaded: bool,
    /// `threadIdx.x` read through an accessor (`define i32 @get_x() { call tid.x; ret }`)
    accessor: bool,
}

fn kernel(p: &Pair) -> String {
    let mut t = String::from(
        "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n",
    );
    t += "define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {\nentry:\n";
    t += if p.accessor {
        "  %tid = call i32 @get_x()\n"
    } else {
        "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    };
    t += &p.start1.emit("s1");
    if p.loaded {
        t += "  %ep = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid\n  %e1 = load i32, ptr addrspace(1) %ep, align 4\n";
    } else {
        t += &p.end1.emit("e1");
    }
    t += &p.end2.emit("e2");
    t += "  br label %h1\n\nh1:\n  %i = phi i32 [ %s1, %entry ], [ %i1, %b1 ]\n";
    t += "  %c1 = icmp slt i32 %i, %e1\n  br i1 %c1, label %b1, label %mid\n\n";
    t += "b1:\n  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid\n";
    t += "  store i32 %i, ptr addrspace(1) %po, align 4\n";
    t += &format!("  %i1 = add nsw i32 %i, {}\n  br label %h1\n\nmid:\n", p.step1);
    t += &p.start2.emit("s2");
    let from = if p.continues { "%i" } else { "%s2" };
    t += &format!("  br label %h2\n\nh2:\n  %j = phi i32 [ {from}, %mid ], [ %j1, %b2 ]\n");
    t += "  %c2 = icmp slt i32 %j, %e2\n  br i1 %c2, label %b2, label %done\n\n";
    t += "b2:\n  %pq = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid\n";
    t += "  store i32 %j, ptr addrspace(1) %pq, align 4\n";
    t += &format!("  %j1 = add nsw i32 %j, {}\n  br label %h2\n\ndone:\n  ret void\n}}\n\n", p.step2);
    t += "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    if p.accessor {
        t += "\ndefine linkonce_odr i32 @get_x() {\n  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  ret i32 %x\n}\n";
    }
    t
}

/// `(Σ_w max(t1 + t2), Σ_w (max t1 + max t2))` over lanes `0..1024` in warps of `warp`.
fn brute(p: &Pair, warp: u32) -> (u64, u64) {
    let trips = |start: i32, end: i32, step: i32| -> (u64, i32) {
        let (mut i, mut n) = (start, 0);
        while i < end {
            i += step;
            n += 1;
        }
        (n, i)
    };
    let (mut fused, mut unfused) = (0, 0);
    for w in 0..1024 / warp {
        let (mut both, mut m1, mut m2) = (0, 0, 0);
        for tid in w * warp..(w + 1) * warp {
            let (t1, last) = trips(p.start1.value(tid), p.end1.value(tid), p.step1);
            let s2 = if p.continues { last } else { p.start2.value(tid) };
            let (t2, _) = trips(s2, p.end2.value(tid), p.step2);
            both = u64::max(both, t1 + t2);
            m1 = m1.max(t1);
            m2 = m2.max(t2);
        }
        fused += both;
        unfused += m1 + m2;
    }
    (fused, unfused)
}

fn pair() -> impl Strategy<Value = Pair> {
    (
        term(),
        term(),
        1i32..3,
        any::<bool>(),
        term(),
        term(),
        1i32..3,
        prop::bool::weighted(0.15),
        any::<bool>(),
    )
        .prop_map(|(start1, end1, step1, continues, start2, end2, step2, loaded, accessor)| Pair {
            start1,
            end1,
            step1,
            continues,
            start2,
            end2,
            step2,
            loaded,
            accessor,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn trip_counts_match_brute_force(p in pair(), wide in any::<bool>()) {
        let text = kernel(&p);
        let m = warpflow_ir::parse(&text).expect("the generated kernel parses");
        let env = Env::new(&m, &Context::default());
        let (_, f) = m.funcs.iter().next().expect("a function");
        let cfg = FunctionCfg::new(&m, f).expect("a CFG");
        let an = DomTrees::compute(&cfg);
        let h1 = f.block_order().nth(1).expect("h1");
        let pair = fuse::find(&m, &env, f, &cfg, &an, h1).expect("two while loops");
        let warp = if wide { 64 } else { 32 };
        let got = fuse::iterations(&m, &env, f, &pair, warp);
        if p.loaded {
            prop_assert_eq!(got, None, "{}", text);
        } else {
            let (fused, unfused) = brute(&p, warp);
            prop_assert_eq!(got, Some(fuse::Iterations { fused, unfused }), "{}", text);
        }
    }
}
