//! `.sync` semantics of warp-level operations in the emulator: a split that reaches a
//! `shfl.sync`/`vote.sync`/`bar.warp.sync` whose mask names lanes waiting elsewhere waits for
//! them, so correct kernels run silently and give the same results under every policy (also
//! `deferred` and `none`, which keep a warp split after a divergent branch); lanes that never
//! arrive (blocked at another operation, or exited) are reported under every policy. `byval`
//! kernel arguments are private per thread.
mod common;

use common::*;
use warpflow_simt::{Policy, RunConfig, SimError};

fn cfg(policy: Policy) -> RunConfig {
    RunConfig { policy, ..Default::default() }
}

fn lanes_where(f: impl Fn(u32) -> bool) -> Vec<u32> {
    (0..32).filter(|&l| f(l)).collect()
}

#[test]
fn warp_shuffle_is_silent_and_right_under_every_policy() {
    let s = spec("basic", "warp_shuffle");
    let input = input_u32(&s, 0);
    let (mut scan, mut total, mut bcast, mut sums) = (vec![], vec![], vec![], vec![]);
    for w in input.chunks(32) {
        let mut acc = 0u32;
        for &x in w {
            acc = acc.wrapping_add(x);
            scan.push(acc);
        }
        let sum = w.iter().fold(0u32, |a, &b| a.wrapping_add(b));
        total.extend(std::iter::repeat_n(sum, 32));
        for l in 0..32 {
            bcast.push(w[(l + 1) % 32].wrapping_add(w[0]));
        }
        sums.push(sum);
    }
    for opt in ["O0", "O3"] {
        let ll = format!("warp_shuffle.nvptx64.{opt}.ll");
        for p in Policy::ALL {
            let r = run("basic", &ll, "warp_shuffle", &cfg(p)).unwrap();
            let what = format!("{ll} {}", p.name());
            assert!(r.warp_sync_faults.is_empty(), "{what}: {:?}", r.warp_sync_faults);
            assert_eq!(buf_u32(&r, 1), scan, "{what}");
            assert_eq!(buf_u32(&r, 2), total, "{what}");
            assert_eq!(buf_u32(&r, 3), bcast, "{what}");
            assert_eq!(buf_u32(&r, 4)[..sums.len()], sums[..], "{what}");
        }
    }
}

#[test]
fn divergent_loop_then_shuffle_rejoins_under_every_policy() {
    let s = spec("warp", "pass-warp-loop-rejoin");
    let input = input_u32(&s, 0);
    let mut want = Vec::new();
    for w in input.chunks(32) {
        let mut v: Vec<i32> = w.iter().map(|&x| x as i32).collect();
        for _ in 0..4 {
            for x in v.iter_mut() {
                *x = if *x & 1 != 0 { x.wrapping_mul(3).wrapping_add(1) } else { *x / 2 };
            }
            let before = v.clone();
            for (l, x) in v.iter_mut().enumerate() {
                *x = x.wrapping_add(before[l ^ 1]);
            }
        }
        want.extend(v.iter().map(|&x| x as u32));
    }
    for opt in ["O0", "O3"] {
        let ll = format!("pass-warp-loop-rejoin.nvptx64.{opt}.ll");
        for p in Policy::ALL {
            let r = run("warp", &ll, "pass-warp-loop-rejoin", &cfg(p)).unwrap();
            let what = format!("{ll} {}", p.name());
            assert!(r.warp_sync_faults.is_empty(), "{what}: {:?}", r.warp_sync_faults);
            assert_eq!(buf_u32(&r, 1), want, "{what}");
        }
    }
}

#[test]
fn lanes_blocked_at_another_shuffle_are_reported_under_every_policy() {
    for opt in ["O0", "O3"] {
        let ll = format!("fail-warp-shfl-two-sites.nvptx64.{opt}.ll");
        for p in Policy::ALL {
            let r = run("warp", &ll, "fail-warp-shfl-two-sites", &cfg(p)).unwrap();
            let what = format!("{ll} {}", p.name());
            // Two operations in each of the two warps.
            assert_eq!(r.warp_sync_faults.len(), 4, "{what}: {:?}", r.warp_sync_faults);
            let mut seen = [0; 2];
            for f in &r.warp_sync_faults {
                assert_eq!(f.mask, u32::MAX, "{what}");
                assert!(f.not_members.is_empty(), "{what}: {f}");
                let odd = f.op.function.contains("odd_side");
                let (exec, missing) = if odd {
                    (lanes_where(|l| l % 2 == 1), lanes_where(|l| l % 2 == 0))
                } else {
                    (lanes_where(|l| l % 2 == 0), lanes_where(|l| l % 2 == 1))
                };
                // Absent: blocked at the other shuffle, or (when the policy let the other
                // group go first once nothing else could run) exited since.
                let mut absent = f.missing.clone();
                absent.extend(&f.exited);
                absent.sort_unstable();
                assert_eq!((&f.executing, &absent), (&exec, &missing), "{what}: {f}");
                seen[odd as usize] += 1;
                let line = if odd { ".cu:6:" } else { ".cu:14:" };
                assert!(f.source.as_deref().is_some_and(|s| s.contains(line)), "{what}: {f}");
            }
            assert_eq!(seen, [2, 2], "{what}");
        }
    }
}

#[test]
fn fail_warp_kernels_still_report_the_absent_lanes() {
    for name in ["fail-warp-shfl-odd", "fail-warp-syncwarp-odd"] {
        for opt in ["O0", "O3"] {
            let ll = format!("{name}.nvptx64.{opt}.ll");
            for p in Policy::ALL {
                let r = run("warp", &ll, name, &cfg(p)).unwrap();
                let what = format!("{ll} {}", p.name());
                assert_eq!(r.warp_sync_faults.len(), 2, "{what}");
                for f in &r.warp_sync_faults {
                    let mut absent = f.missing.clone();
                    absent.extend(&f.exited);
                    absent.sort_unstable();
                    assert_eq!(f.executing, lanes_where(|l| l % 2 == 1), "{what}: {f}");
                    assert_eq!(absent, lanes_where(|l| l % 2 == 0), "{what}: {f}");
                }
            }
        }
    }
}

#[test]
fn byval_arguments_are_private_per_thread() {
    // Each thread overwrites the trip count in its own copy: the barriers in the loop are
    // reached a different number of times (with one shared copy, the last writer's value
    // would be seen by all and the barriers would match).
    for opt in ["O0", "O3"] {
        let ll = format!("fail-byval-struct.nvptx64.{opt}.ll");
        for p in Policy::ALL {
            let r = run("barriers", &ll, "fail-byval-struct", &cfg(p));
            assert!(matches!(r, Err(SimError::BarrierDivergence(_))), "{ll} {}: {r:?}", p.name());
        }
    }
    // The pass variant reads its copy only: out[t] = in[(t + shift * iters) % 256], the
    // struct's fields all 3 (3 rotations by 3).
    let s = spec("barriers", "pass-byval-struct");
    let input = input_u32(&s, 0);
    for opt in ["O0", "O3"] {
        let ll = format!("pass-byval-struct.nvptx64.{opt}.ll");
        let r = run("barriers", &ll, "pass-byval-struct", &cfg(Policy::Ipdom)).unwrap();
        let want: Vec<u32> = (0..256).map(|t| input[(t + 9) % 256]).collect();
        assert_eq!(buf_u32(&r, 1), want, "{ll}");
    }
}

#[test]
fn lane_range_kernels() {
    for opt in ["O0", "O3"] {
        for p in Policy::ALL {
            let ll = format!("pass-warp-lane-range.nvptx64.{opt}.ll");
            let r = run("warp", &ll, "pass-warp-lane-range", &cfg(p)).unwrap();
            assert!(r.warp_sync_faults.is_empty(), "{ll} {}: {:?}", p.name(), r.warp_sync_faults);
            // `lane < 15` with 0xffff: lanes 0-14 execute, lane 15 never arrives.
            let ll = format!("fail-warp-lane-range.nvptx64.{opt}.ll");
            let r = run("warp", &ll, "fail-warp-lane-range", &cfg(p)).unwrap();
            assert_eq!(r.warp_sync_faults.len(), 2, "{ll} {}", p.name());
            for f in &r.warp_sync_faults {
                assert_eq!(f.mask, 0xffff);
                assert_eq!(f.executing, (0..15).collect::<Vec<u32>>(), "{f}");
                let mut absent = f.missing.clone();
                absent.extend(&f.exited);
                assert_eq!(absent, vec![15], "{f}");
            }
        }
    }
}
