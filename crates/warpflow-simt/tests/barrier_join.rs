//! The short-circuit barrier kernel and the barrier join transformation in the emulator (issue 5,
//! issue 6 item 3, `spec/convergence.md` "The join transformation"): `if (c1 || c2)
//! __syncthreads();` with thread-dependent `c1` and `c2` races under warp-granular barriers (lanes
//! pass the barrier early); after `warpflow_transform::barrier_join` (printed and parsed again,
//! as `warpflow opt` would hand it on) it runs without early lanes, and it computes bit-identical
//! outputs to the original under CUDA block-mode barriers (the differential runner).
mod common;

use common::*;
use warpflow_simt::{compare, BarrierMode, Policy, RunConfig};
use warpflow_transform::{barrier_join, run_pass, Context};

fn cfg(barrier_mode: BarrierMode, policy: Policy, warp_size: u32) -> RunConfig {
    RunConfig { barrier_mode, policy, warp_size, ..Default::default() }
}

#[test]
fn short_circuit_races_in_warp_mode_and_not_after_the_join() {
    let spec = spec("barriers", "fail-short-circuit");
    for opt in ["O0", "O3"] {
        let file = format!("fail-short-circuit.nvptx64.{opt}.ll");
        let orig = load("barriers", &file);
        let mut joined = orig.clone();
        let changed = run_pass(barrier_join::run, &mut joined, &Context::default()).unwrap();
        assert!(changed.changed, "{file}: {:?}", changed.remarks);
        let text = warpflow_ir::printer::print_module(&joined);
        assert!(text.contains("barrier.join"), "{file}");
        let joined = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{file} joined: {e}"));
        for policy in [Policy::Ipdom, Policy::Its] {
            for ws in [32, 64] {
                let what = format!("{file} {} W{ws}", policy.name());
                // Warp mode: the original's warps arrive split and lanes pass early.
                let warp = cfg(BarrierMode::Warp, policy, ws);
                let r = warpflow_simt::run(&orig, &spec, &warp).unwrap();
                assert!(!r.early_passes.is_empty(), "{what}: no early lanes before the join");
                // Each warp splits on c1 and its two halves reach the barrier one after the
                // other: at every completion the other half of each warp has passed early.
                for e in &r.early_passes {
                    assert!(e.barrier.inst.contains("barrier0"), "{what}: {:?}", e.barrier);
                    assert!(!e.threads.is_empty() && e.threads.len() < 64, "{what}: {:?}", e.threads);
                }
                // The outputs need not show the race (every lane stores its slot before the
                // branch, and warps stall whole at the barrier); the block-mode run is the
                // reference the joined kernel must match.
                let block = cfg(BarrierMode::Block, policy, ws);
                let rb = warpflow_simt::run(&orig, &spec, &block).unwrap();
                assert!(rb.early_passes.is_empty());
                // After the join: no early lanes in warp mode, and the same outputs as the
                // original in block mode (in both barrier modes).
                let rj = warpflow_simt::run(&joined, &spec, &warp).unwrap();
                assert_eq!(rj.early_passes, vec![], "{what}: early lanes after the join");
                let c = compare(&orig, &joined, &spec, &block).unwrap();
                assert_eq!(c.first_difference, None, "{what}: joined differs in block mode");
                assert_eq!(
                    warpflow_simt::first_difference(&spec, &rb, &rj),
                    None,
                    "{what}: joined in warp mode"
                );
            }
        }
    }
}
