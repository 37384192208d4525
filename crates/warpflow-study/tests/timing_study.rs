//! The divergence study under the emulator's pipelined timing model (issue 15 item 2), at the
//! study's path length (512 iterations per path, 4 repetitions: the published slopes are
//! 54.1k-70.1k cycles per path): `T(k)` is linear, `T(32) / T(1)` is in the published 31.7-31.9
//! band (rounded to two places the model gives 31.93-31.94), and the slope per path is within
//! 20% of the published one of each generation (Pascal 70.1k, Ampere 54.1k, Blackwell 46.1k).
//! Figures in `docs/timing-model.md`.

use warpflow_simt::Timing;
use warpflow_study::divergence::{run_study, Config};
use warpflow_study::emu::Emulator;
use warpflow_target::Arch;

#[test]
fn kway_sweep_reproduces_the_published_shape() {
    let config = Config {
        ks: vec![1, 2, 4, 8, 16, 32],
        iters: 512,
        reps: 4,
        occupancy_warps: vec![1],
        loop_exit_ks: vec![1],
        policies: vec!["ipdom".into()],
    };
    for (arch, published) in [(Arch::Pascal, 70.1e3), (Arch::Ampere, 54.1e3), (Arch::Blackwell, 46.1e3)] {
        let mut emu = Emulator::default().with_timing(Timing::pipelined(arch));
        let s = run_study(&mut emu, &config, &mut |_, _| {}).unwrap();
        let p = &s.policies[0];
        let f = &p.fit;
        let ratio = f.ratio_k32_k1.unwrap();
        eprintln!("{arch:?}: T(k) = {:.1} + {:.1} k, R^2 {:.6}, T(32)/T(1) {ratio:.3}", f.a, f.c, f.r2);
        assert!(f.r2 > 0.99999, "{arch:?}: R^2 {}", f.r2);
        assert!((31.7..=31.95).contains(&ratio), "{arch:?}: T(32)/T(1) {ratio}");
        let rel = f.c / published;
        assert!((0.8..=1.2).contains(&rel), "{arch:?}: slope {} against published {published}", f.c);
        // 32 paths: one active lane per instruction of the paths
        let a32 = p.points.iter().find(|q| q.k == 32).unwrap().active_per_instruction.unwrap();
        assert!((1.0..1.05).contains(&a32), "{arch:?}: {a32} active threads per instruction at k=32");
    }
}
