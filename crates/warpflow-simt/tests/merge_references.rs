//! CPU references for the kernels of `kernels/merge` (written in the style of real code for the
//! merging evaluation), each checked at -O0 and -O3 under `ipdom` and `its` at warp size 32 and
//! under `ipdom` at 64. Every kernel computes on `u32` with wrapping arithmetic, so outputs are
//! compared exactly. The references are written from the kernels' descriptions.
mod common;

use common::*;
use warpflow_simt::{LaunchSpec, Policy, RunConfig, RunResult};

fn configs() -> Vec<RunConfig> {
    vec![
        RunConfig { policy: Policy::Ipdom, ..Default::default() },
        RunConfig { policy: Policy::Its, ..Default::default() },
        RunConfig { policy: Policy::Ipdom, warp_size: 64, ..Default::default() },
    ]
}

/// Runs every variant of `name` under every configuration and compares output buffer `arg`
/// with `want`.
fn check(name: &str, arg: usize, want: &[u32]) {
    let (_, _, lls) = corpus().into_iter().find(|(d, n, _)| d == "merge" && n == name).unwrap();
    assert!(lls.iter().any(|f| f.contains(".O0.")) && lls.iter().any(|f| f.contains(".O3.")), "{lls:?}");
    for ll in lls {
        for c in configs() {
            let r: RunResult = run("merge", &ll, name, &c).unwrap_or_else(|e| panic!("{ll}: {e}"));
            let got = buf_u32(&r, arg);
            let bad = got.iter().zip(want).filter(|(a, b)| a != b).count();
            assert_eq!(
                bad,
                0,
                "{ll} {} W{}: {bad} of {} elements differ",
                c.policy.name(),
                c.warp_size,
                want.len()
            );
        }
    }
}

fn scalar(s: &LaunchSpec, arg: usize) -> u32 {
    s.args[arg].scalar_bits() as u32
}

fn threads(s: &LaunchSpec) -> usize {
    (s.grid[0] * s.block[0]) as usize
}

#[test]
fn band_filter_matches_reference() {
    let s = spec("merge", "band_filter");
    let (input, tab) = (input_u32(&s, 0), input_u32(&s, 1));
    let (lo, hi, n) = (scalar(&s, 3), scalar(&s, 4), scalar(&s, 5) as usize);
    let want: Vec<u32> = (0..n)
        .map(|i| {
            let v = input[i] & 1023;
            if v > lo && tab[(v & 63) as usize] < hi {
                let t = tab[(v & 63) as usize];
                let r = (v.wrapping_mul(t).wrapping_add(v >> 2)) ^ (t << 3);
                r.wrapping_mul(7).wrapping_add(tab[((v + 1) & 63) as usize])
            } else {
                let t = tab[((v >> 4) & 63) as usize];
                let r = (v.wrapping_mul(t).wrapping_sub(v >> 3)) ^ (t << 2);
                r.wrapping_mul(5).wrapping_add(tab[((v + 3) & 63) as usize])
            }
        })
        .collect();
    // Both sides of the band test are taken by a fair share of the elements.
    let inside = (0..n).filter(|&i| input[i] & 1023 > lo && tab[(input[i] & 63) as usize] < hi).count();
    assert!(inside > n / 8 && inside < n - n / 8, "{inside} of {n}");
    check("band_filter", 2, &want);
}

#[test]
fn outlier_or_matches_reference() {
    let s = spec("merge", "outlier_or");
    let (input, w) = (input_u32(&s, 0), input_u32(&s, 1));
    let (lo, hi, n) = (scalar(&s, 3), scalar(&s, 4), scalar(&s, 5) as usize);
    let want: Vec<u32> = (0..n)
        .map(|i| {
            let v = input[i] & 4095;
            let r = if v < lo || w[(v & 31) as usize] > hi {
                let (a, b) = (w[(v & 31) as usize], w[32 + ((v >> 5) & 31) as usize]);
                (v >> 1).wrapping_mul(a).wrapping_add(b)
            } else {
                let (a, b) = (w[((v >> 3) & 31) as usize], w[32 + ((v + 9) & 31) as usize]);
                (v << 1).wrapping_mul(a).wrapping_sub(b)
            };
            r ^ i as u32
        })
        .collect();
    check("outlier_or", 2, &want);
}

#[test]
fn two_loops_matches_reference() {
    let s = spec("merge", "two_loops");
    let input = input_u32(&s, 0);
    let (m, mask) = (scalar(&s, 2), scalar(&s, 3));
    let block = s.block[0] as usize;
    let want: Vec<u32> = (0..threads(&s))
        .map(|i| {
            let mut acc = i as u32;
            for k in 0..m {
                if (i % block) & 1 == 1 {
                    let x = input[((i as u32).wrapping_add(k) & mask) as usize];
                    acc = acc.wrapping_mul(3).wrapping_add(x ^ k);
                } else {
                    let x = input[((i as u32).wrapping_add(2 * k) & mask) as usize];
                    acc = acc.wrapping_mul(5).wrapping_add(x.wrapping_sub(k));
                }
            }
            acc
        })
        .collect();
    check("two_loops", 1, &want);
}

#[test]
fn skip_continue_matches_reference() {
    let s = spec("merge", "skip_continue");
    let (input, tab) = (input_u32(&s, 0), input_u32(&s, 1));
    let (m, mask, limit) = (scalar(&s, 3), scalar(&s, 4), scalar(&s, 5));
    let mut breaks = 0;
    let want: Vec<u32> = (0..threads(&s))
        .map(|i| {
            let mut acc = 0u32;
            for k in 0..m {
                let v = input[((i as u32).wrapping_mul(m).wrapping_add(k) & mask) as usize];
                if v & 7 == 0 {
                    continue;
                }
                if v & 8 != 0 {
                    acc = acc.wrapping_add((v >> 4).wrapping_mul(3).wrapping_add(tab[(v & 63) as usize]));
                } else {
                    acc = acc.wrapping_add((v >> 5).wrapping_mul(5) ^ tab[((v >> 6) & 63) as usize]);
                }
                if acc > limit {
                    breaks += 1;
                    break;
                }
            }
            acc
        })
        .collect();
    // Some threads leave early and some run every iteration.
    assert!(breaks > 0 && breaks < threads(&s), "{breaks}");
    check("skip_continue", 2, &want);
}

#[test]
fn partition_keys_matches_reference() {
    let s = spec("merge", "partition_keys");
    let (keys, w) = (input_u32(&s, 0), input_u32(&s, 1));
    let (pivot, n) = (scalar(&s, 4), scalar(&s, 5) as usize);
    let (mut low, mut high) = (vec![0u32; n], vec![0u32; n]);
    for i in 0..n {
        let key = keys[i] >> 8;
        if key < pivot {
            low[i] = key.wrapping_mul(2).wrapping_add(w[(key & 255) as usize]);
        } else {
            high[i] = key.wrapping_mul(3).wrapping_sub(w[((key >> 8) & 255) as usize]);
        }
    }
    check("partition_keys", 2, &low);
    check("partition_keys", 3, &high);
}

#[test]
fn head_rest_matches_reference() {
    let s = spec("merge", "head_rest");
    let (input, heads) = (input_u32(&s, 0), input_u32(&s, 1));
    let n = scalar(&s, 3) as usize;
    let mut want = vec![0u32; threads(&s) * n];
    let mut lens = Vec::new();
    for g in 0..threads(&s) {
        let h = (heads[g] % (n as u32 + 1)) as usize;
        lens.push(h);
        let mut acc = 0u32;
        for k in 0..h {
            acc = acc.wrapping_add(input[g * n + k]);
            want[g * n + k] = acc;
        }
        for k in h..n {
            want[g * n + k] = input[g * n + k].wrapping_add(acc);
        }
    }
    // The heads' lengths spread over 0..=n, so the lanes of a warp run the loops unequally.
    assert!(lens.iter().any(|&h| h < n / 4) && lens.iter().any(|&h| h > 3 * n / 4), "{lens:?}");
    check("head_rest", 2, &want);
}
