//! The generator's output: names, signature, one switch case per extra path, one loop per path with
//! its own constants, the clock64 option, and agreement of the emulator with the CPU reference
//! for both dispatch forms.

use warpflow_study::divergence::{Backend, Launch};
use warpflow_study::emu::Emulator;
use warpflow_study::gen::{all_benches, generate, path_constants, Bench, Dispatch, GenError, Options};

fn kway(k: u32, dispatch: Dispatch) -> Bench {
    Bench::KWay { k, dispatch }
}

#[test]
fn kway_shape() {
    for k in [1, 2, 5, 32] {
        let g = generate(kway(k, Dispatch::Switch), Options::default()).unwrap();
        let t = &g.text;
        assert_eq!(g.name, format!("kway_switch_{k}"));
        assert!(t.contains(&format!(
            "define void @kway_switch_{k}(ptr %out, i32 %iters, i32 %reps, i32 %mask) {{"
        )));
        assert!(t.contains(&format!("%path = urem i32 %tid, {k}")));
        assert!(t.contains("switch i32 %path, label %p0.pre ["));
        // One case per path but the default, one loop per path, joined by one phi of k values.
        let cases: Vec<&str> =
            t.lines().filter(|l| l.trim_start().starts_with("i32 ") && l.contains(", label %p")).collect();
        assert_eq!(cases.len(), k as usize - 1);
        for (j, c) in cases.iter().enumerate() {
            assert_eq!(c.trim(), format!("i32 {}, label %p{}.pre", j + 1, j + 1));
        }
        assert_eq!(t.lines().filter(|l| l.ends_with(".loop:")).count(), k as usize);
        let join = t.lines().find(|l| l.contains("%acc.next = phi")).unwrap();
        assert_eq!(join.matches("[ %x").count(), k as usize);
        // Distinct multipliers and addends per path.
        let mut muls: Vec<u32> = (0..k).map(|j| path_constants(j).0).collect();
        muls.sort_unstable();
        muls.dedup();
        assert_eq!(muls.len(), k as usize);
        for j in 0..k {
            assert!(t.contains(&format!("%x{j}.1 = mul i32 %x{j}, {}", path_constants(j).0 as i32)));
        }
        assert!(t.contains("!{ptr @kway_switch_"), "kernel annotation");
        assert!(!t.contains("clock64"));
        let c = generate(kway(k, Dispatch::Chain), Options::default()).unwrap();
        assert!(!c.text.contains("switch"));
        assert_eq!(c.text.matches("icmp eq i32 %path").count(), k as usize - 1);
    }
}

#[test]
fn clock_option() {
    let g = generate(kway(3, Dispatch::Switch), Options { clock: true }).unwrap();
    assert!(g.text.contains("i32 %mask, ptr %clk)"));
    assert_eq!(g.text.matches("call i64 @llvm.nvvm.read.ptx.sreg.clock64()").count(), 2);
    assert!(g.text.contains("store i64 %dt"));
}

#[test]
fn other_benches_shape() {
    let b = generate(Bench::TwoWayBranch, Options::default()).unwrap().text;
    assert!(b.contains("br i1 %p, label %then, label %else") && !b.contains("select"));
    let p = generate(Bench::TwoWayPredicated, Options::default()).unwrap().text;
    assert!(p.contains("select i1 %p") && !p.contains("label %then"));
    let l = generate(Bench::LoopExit { k: 8 }, Options::default()).unwrap().text;
    assert!(l.contains("%lane = urem i32 %tid, 8") && l.contains("icmp ult i32 %i0.next, %trips"));
    assert_eq!(all_benches().len(), 32 + 2 + 6);
    assert_eq!(generate(kway(0, Dispatch::Switch), Options::default()), Err(GenError::BadK(0)));
    assert_eq!(generate(Bench::LoopExit { k: 33 }, Options::default()), Err(GenError::BadK(33)));
}

#[test]
fn emulator_matches_reference_for_both_dispatches() {
    // `measure` checks every thread's output against `gen::reference` and fails otherwise.
    let mut emu = Emulator::default();
    let launch = Launch { warps: 2, iters: 5, reps: 2, mask: 0 };
    for k in [1, 3, 7, 32] {
        for d in [Dispatch::Switch, Dispatch::Chain] {
            emu.measure(kway(k, d), &launch, "ipdom").unwrap();
        }
    }
    for b in [Bench::TwoWayBranch, Bench::TwoWayPredicated] {
        for mask in [0, 1, 6] {
            emu.measure(b, &Launch { mask, ..launch }, "its").unwrap();
        }
    }
    emu.measure(Bench::LoopExit { k: 5 }, &launch, "deferred").unwrap();
}
