//! Property test of the warp-sync verdicts on masks computed through branches and phis (what
//! clang -O0 leaves after promotion), against the emulator's `.sync` checking: random chains of
//! if/else diamonds whose conditions are comparisons of constants or of the thread index, each
//! join choosing between constants, earlier phis and `poison`, then one `shfl.sync` whose mask
//! is computed from the last phi, after the chain has reconverged. Whenever the analysis proves
//! the shuffle fine, the emulator (ipdom and its) must report no warp-sync fault: every lane
//! that executes it is named in its mask and every named lane executes it.

use proptest::prelude::*;
use warpflow_analysis::convergence::warp;
use warpflow_analysis::uniformity::{analyze_module, Mode, Options};
use warpflow_simt::exec::{run_program, ArgValue, RunConfig};
use warpflow_simt::Policy;

#[derive(Clone, Debug)]
enum Cond {
    /// `icmp ult A, B` of two constants
    Const(u32, u32),
    /// `icmp ult tid.x, K`
    Tid(u32),
}

#[derive(Clone, Debug)]
enum Src {
    Const(u32),
    /// the phi of an earlier diamond (index modulo those before)
    Earlier(usize),
    Poison,
}

#[derive(Clone, Debug)]
struct Diamond {
    cond: Cond,
    then_v: Src,
    else_v: Src,
}

fn arb_src() -> impl Strategy<Value = Src> {
    prop_oneof![
        3 => prop_oneof![Just(0u32), Just(1), Just(16), Just(31), Just(u32::MAX), Just(0xffff)].prop_map(Src::Const),
        2 => (0..8usize).prop_map(Src::Earlier),
        1 => Just(Src::Poison),
    ]
}

fn arb_diamond() -> impl Strategy<Value = Diamond> {
    let cond = prop_oneof![
        3 => (0..4u32, 0..4u32).prop_map(|(a, b)| Cond::Const(a, b)),
        1 => prop_oneof![Just(0u32), Just(16), Just(32), Just(1)].prop_map(Cond::Tid),
    ];
    (cond, arb_src(), arb_src()).prop_map(|(cond, then_v, else_v)| Diamond { cond, then_v, else_v })
}

/// The kernel: the diamonds, then `mask = OP(%p_last)` and the shuffle.
fn kernel(ds: &[Diamond], finish: u32) -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr addrspace(1) %out) {\nentry:\n  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  br label %d0\n",
    );
    let src = |v: &Src, k: usize| match v {
        Src::Const(c) => (*c as i32).to_string(),
        Src::Poison => "poison".into(),
        Src::Earlier(j) if k > 0 => format!("%p{}", j % k),
        Src::Earlier(_) => "7".into(),
    };
    for (k, d) in ds.iter().enumerate() {
        let c = match d.cond {
            Cond::Const(a, b) => format!("icmp ult i32 {a}, {b}"),
            Cond::Tid(t) => format!("icmp ult i32 %tid, {t}"),
        };
        s.push_str(&format!(
            "d{k}:\n  %c{k} = {c}\n  br i1 %c{k}, label %t{k}, label %f{k}\nt{k}:\n  br label %j{k}\nf{k}:\n  br label %j{k}\nj{k}:\n  %p{k} = phi i32 [ {}, %t{k} ], [ {}, %f{k} ]\n  br label %d{}\n",
            src(&d.then_v, k),
            src(&d.else_v, k),
            k + 1
        ));
    }
    let last = format!("%p{}", ds.len() - 1);
    let mask = match finish {
        0 => format!("or i32 {last}, 0"),
        1 => format!("lshr i32 -1, {last}"),
        _ => format!("sub i32 0, {last}"),
    };
    s.push_str(&format!(
        "d{}:\n  %mask = {mask}\n  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %tid, i32 0, i32 31)\n  %g = getelementptr i32, ptr addrspace(1) %out, i32 %tid\n  store i32 %s, ptr addrspace(1) %g\n  ret void\n}}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\ndeclare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n",
        ds.len()
    ));
    s
}

/// The shuffle's verdict, and whether the emulator found a warp-sync fault under each policy.
fn verdict_and_faults(text: &str) -> (warp::WarpVerdict, Vec<bool>) {
    let m = warpflow_ir::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    warpflow_ir::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let u = analyze_module(&m, &Options { mode: Mode::Default, warp_size: None }).unwrap();
    let sites = warp::analyze_module(&m, &u);
    let v = sites.iter().flat_map(|f| &f.sites).next().map(|s| s.verdict).expect("one site");
    let prog = warpflow_simt::decode::decode(&m, "k").unwrap_or_else(|e| panic!("{e}\n{text}"));
    let faults = [Policy::Ipdom, Policy::Its]
        .into_iter()
        .map(|policy| {
            let cfg = RunConfig { parallel: false, policy, ..Default::default() };
            let r = run_program(&prog, &m, [1, 1, 1], [64, 1, 1], 0, &[ArgValue::Buffer(vec![0; 256])], &cfg)
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
            !r.warp_sync_faults.is_empty()
        })
        .collect();
    (v, faults)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn a_mask_proven_full_is_full_when_run(ds in proptest::collection::vec(arb_diamond(), 1..6), finish in 0..3u32) {
        let text = kernel(&ds, finish);
        let (v, faults) = verdict_and_faults(&text);
        if v.is_fine() {
            prop_assert!(faults.iter().all(|&f| !f), "{v:?} but the emulator reports a fault:\n{text}");
        }
    }
}

/// The rule proves what it is for: a mask folded through constant branches; it does not prove
/// a mask the thread index chooses, nor one that is `poison` on the path taken.
#[test]
fn constant_masks_through_phis_are_proven_and_thread_chosen_ones_are_not() {
    let through_constants = [
        Diamond { cond: Cond::Const(0, 0), then_v: Src::Const(32), else_v: Src::Const(0) },
        Diamond { cond: Cond::Const(1, 2), then_v: Src::Earlier(0), else_v: Src::Const(5) },
    ];
    let (v, faults) = verdict_and_faults(&kernel(&through_constants, 1));
    assert_eq!(v, warp::WarpVerdict::Convergent);
    assert_eq!(faults, [false, false]);
    let by_tid = [Diamond { cond: Cond::Tid(16), then_v: Src::Const(0), else_v: Src::Const(16) }];
    let (v, faults) = verdict_and_faults(&kernel(&by_tid, 1));
    assert!(!v.is_fine(), "{v:?}");
    assert_eq!(faults, [true, true]);
    let unset = [Diamond { cond: Cond::Const(2, 1), then_v: Src::Const(0), else_v: Src::Poison }];
    let (v, _) = verdict_and_faults(&kernel(&unset, 1));
    assert!(!v.is_fine(), "{v:?}");
}
