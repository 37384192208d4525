//! Runs the k-way kernel on the emulator for a few k and prints the counts:
//! `cargo run -p warpflow-study --example emu_probe`.
use warpflow_study::divergence::{Backend, Launch};
use warpflow_study::emu::Emulator;
use warpflow_study::gen::{Bench, Dispatch};
fn main() {
    let mut e = Emulator::default();
    for policy in ["ipdom", "its", "deferred", "none"] {
        for k in [1, 2, 4, 32] {
            let m = e
                .measure(
                    Bench::KWay { k, dispatch: Dispatch::Switch },
                    &Launch { warps: 1, iters: 64, reps: 4, mask: 0 },
                    policy,
                )
                .unwrap();
            println!(
                "{policy} k={k} cycles={} warp={:?} thread={:?} active={:?}",
                m.cycles,
                m.warp_instructions,
                m.thread_instructions,
                m.active_per_instruction()
            );
        }
    }
}
