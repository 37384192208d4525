//! CPU references for the PCFM kernels not covered in `corpus.rs` (bitonic_step, merge_sort,
//! pcm_sort, lud_perimeter, srad, dct8x8_quant) and for the benchmark kernel `alu_loop`, each
//! checked at -O0 and -O3 (every `.ll` variant of the kernel), under `ipdom` and `its` at warp
//! size 32 and under `ipdom` at 64.
//!
//! The float references (lud_perimeter, srad, dct8x8_quant) follow the kernels' operation order
//! exactly, with every `fmul`/`fadd` rounded separately as the emulator executes them (clang
//! marks them `contract` but emits no fused operation; no reassociation happens at -O3 without
//! fast-math), so they are compared bit for bit. The references are written from the kernels'
//! descriptions, not by translating their loops where a simpler formulation exists (sorting).
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

fn variants(dir: &str, name: &str) -> Vec<String> {
    let v = corpus().into_iter().find(|(d, n, _)| d == dir && n == name).map(|x| x.2).unwrap();
    assert!(v.iter().any(|f| f.contains(".O0.")) && v.iter().any(|f| f.contains(".O3.")), "{v:?}");
    v
}

/// Runs every variant under every configuration and hands each result to `check`.
fn each_run(name: &str, check: impl Fn(&str, &RunResult)) {
    for ll in variants("pcfm", name) {
        for c in configs() {
            let r = run("pcfm", &ll, name, &c).unwrap_or_else(|e| panic!("{ll}: {e}"));
            check(&format!("{ll} {} W{}", c.policy.name(), c.warp_size), &r);
        }
    }
}

fn scalar_i32(s: &LaunchSpec, arg: usize) -> i32 {
    s.args[arg].scalar_bits() as u32 as i32
}

fn scalar_f32(s: &LaunchSpec, arg: usize) -> f32 {
    f32::from_bits(s.args[arg].scalar_bits() as u32)
}

fn as_i32(v: &[u32]) -> Vec<i32> {
    v.iter().map(|&x| x as i32).collect()
}

#[test]
fn bitonic_step_matches_reference() {
    let s = spec("pcfm", "bitonic_step");
    let (j, k, n) = (scalar_i32(&s, 1) as usize, scalar_i32(&s, 2) as usize, scalar_i32(&s, 3) as usize);
    let mut want = as_i32(&input_u32(&s, 0));
    // One compare-exchange step of the bitonic network: for each pair (i, i ^ j) with i < i ^ j,
    // order the pair ascending when bit k of i is clear, descending when it is set.
    for i in 0..n {
        let p = i ^ j;
        if p > i && p < n {
            let (lo, hi) = (want[i].min(want[p]), want[i].max(want[p]));
            if i & k == 0 {
                (want[i], want[p]) = (lo, hi);
            } else {
                (want[i], want[p]) = (hi, lo);
            }
        }
    }
    assert_ne!(want, as_i32(&input_u32(&s, 0)), "the step must change something");
    each_run("bitonic_step", |what, r| assert_eq!(as_i32(&buf_u32(r, 0)), want, "{what}"));
}

#[test]
fn merge_sort_matches_reference() {
    let s = spec("pcfm", "merge_sort");
    let seg = scalar_i32(&s, 2) as usize;
    let nthreads = scalar_i32(&s, 3) as usize;
    let input = as_i32(&input_u32(&s, 0));
    let sorted_runs = |v: &[i32], run: usize| -> Vec<i32> {
        let mut out = v.to_vec();
        for c in out[..nthreads * seg].chunks_mut(run) {
            c.sort();
        }
        out
    };
    // Bottom-up passes of widths 1, 2, 4, ... write runs of twice the width, alternately into
    // tmp (odd passes) and data (even passes). data ends as sorted segments; tmp holds the
    // last pass that wrote into it (for an odd number of passes, the final one).
    let passes = seg.trailing_zeros() as usize;
    assert_eq!(1 << passes, seg);
    let want_data = sorted_runs(&input, seg);
    let last_tmp_pass = if passes % 2 == 1 { passes } else { passes - 1 };
    let want_tmp = sorted_runs(&input, 1 << last_tmp_pass);
    each_run("merge_sort", |what, r| {
        assert_eq!(as_i32(&buf_u32(r, 0)), want_data, "{what}: data");
        assert_eq!(as_i32(&buf_u32(r, 1)), want_tmp, "{what}: tmp");
    });
}

#[test]
fn pcm_sort_matches_reference() {
    let s = spec("pcfm", "pcm_sort");
    let per_block = 4 * s.block[0] as usize;
    let mut want = as_i32(&input_u32(&s, 0));
    for c in want.chunks_mut(per_block) {
        c.sort();
    }
    each_run("pcm_sort", |what, r| assert_eq!(as_i32(&buf_u32(r, 0)), want, "{what}"));
}

#[test]
fn lud_perimeter_matches_reference() {
    const BS: usize = 16;
    let s = spec("pcfm", "lud_perimeter");
    let dim = scalar_i32(&s, 1) as usize;
    let off = scalar_i32(&s, 2) as usize;
    let nblocks = s.grid[0] as usize;
    let m0 = input_f32(&s, 0);
    let at = |r: usize, c: usize| m0[r * dim + c];
    let mut want = m0.clone();
    for b in 0..nblocks {
        let peri = off + (b + 1) * BS;
        // U01 = L00^-1 A01 (L00 unit lower): forward substitution, column by column.
        for c in 0..BS {
            let mut u = [0f32; BS];
            for i in 0..BS {
                let mut sum = at(off + i, peri + c);
                for (j, uj) in u.iter().enumerate().take(i) {
                    sum -= at(off + i, off + j) * uj;
                }
                u[i] = sum;
            }
            for i in 0..BS {
                want[(off + i) * dim + peri + c] = u[i];
            }
        }
        // L10 = A10 U00^-1: x U00 = a, solved from the left, row by row.
        for r in 0..BS {
            let mut l = [0f32; BS];
            for i in 0..BS {
                let mut sum = at(peri + r, off + i);
                for (j, lj) in l.iter().enumerate().take(i) {
                    sum -= lj * at(off + j, off + i);
                }
                l[i] = sum / at(off + i, off + i);
            }
            for i in 0..BS {
                want[(peri + r) * dim + off + i] = l[i];
            }
        }
    }
    let want: Vec<u32> = want.iter().map(|x| x.to_bits()).collect();
    each_run("lud_perimeter", |what, r| assert_eq!(buf_u32(r, 0), want, "{what}"));
}

fn srad_coeff(j: &[f32], rows: usize, cols: usize, i: usize, k: usize, q0sqr: f32) -> f32 {
    let jc = j[i * cols + k];
    let jn = if i == 0 { jc } else { j[(i - 1) * cols + k] };
    let js = if i == rows - 1 { jc } else { j[(i + 1) * cols + k] };
    let jw = if k == 0 { jc } else { j[i * cols + k - 1] };
    let je = if k == cols - 1 { jc } else { j[i * cols + k + 1] };
    let (dn, ds, dw, de) = (jn - jc, js - jc, jw - jc, je - jc);
    let g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
    let l = (dn + ds + dw + de) / jc;
    let num = 0.5f32 * g2 - (1.0f32 / 16.0) * (l * l);
    let den = 1.0f32 + 0.25 * l;
    let qsqr = num / (den * den);
    let den = (qsqr - q0sqr) / (q0sqr * (1.0 + q0sqr));
    let c = 1.0f32 / (1.0 + den);
    // clamped to [0, 1]; NaN stays NaN as in the kernel's comparisons
    c.clamp(0.0, 1.0)
}

#[test]
fn srad_matches_reference() {
    let s = spec("pcfm", "srad");
    let (rows, cols) = (scalar_i32(&s, 2) as usize, scalar_i32(&s, 3) as usize);
    let (q0sqr, lambda) = (scalar_f32(&s, 4), scalar_f32(&s, 5));
    let j = input_f32(&s, 0);
    // The coefficient of a pixel is the same function wherever a block computes it (its own
    // pixel or a halo one); at the image's last row/column the neighbour is the pixel itself.
    let c = |i: usize, k: usize| srad_coeff(&j, rows, cols, i, k, q0sqr);
    let mut want = vec![0u32; rows * cols];
    for i in 0..rows {
        for k in 0..cols {
            let jc = j[i * cols + k];
            let jn = if i == 0 { jc } else { j[(i - 1) * cols + k] };
            let js = if i == rows - 1 { jc } else { j[(i + 1) * cols + k] };
            let jw = if k == 0 { jc } else { j[i * cols + k - 1] };
            let je = if k == cols - 1 { jc } else { j[i * cols + k + 1] };
            let cc = c(i, k);
            let cs = if i + 1 < rows { c(i + 1, k) } else { cc };
            let ce = if k + 1 < cols { c(i, k + 1) } else { cc };
            let d = cc * (jn - jc) + cs * (js - jc) + cc * (jw - jc) + ce * (je - jc);
            want[i * cols + k] = (jc + 0.25f32 * lambda * d).to_bits();
        }
    }
    assert!(want.iter().all(|x| !f32::from_bits(*x).is_nan()), "the input gives no NaN");
    each_run("srad", |what, r| assert_eq!(buf_u32(r, 1), want, "{what}"));
}

#[test]
fn dct8x8_quant_matches_reference() {
    let s = spec("pcfm", "dct8x8_quant");
    let width = scalar_i32(&s, 2) as usize;
    let img = input_f32(&s, 0);
    let height = img.len() / width;
    // a(u) cos((2x + 1) u pi / 16) as the kernel's f32 table gives it (the constants rounded to
    // f32 from the same decimal literals, which carry more digits than an f32 holds).
    #[allow(clippy::excessive_precision)]
    let dct: [[f32; 8]; 8] = [
        [0.353553391; 8],
        [
            0.490392640,
            0.415734806,
            0.277785117,
            0.097545161,
            -0.097545161,
            -0.277785117,
            -0.415734806,
            -0.490392640,
        ],
        [
            0.461939766,
            0.191341716,
            -0.191341716,
            -0.461939766,
            -0.461939766,
            -0.191341716,
            0.191341716,
            0.461939766,
        ],
        [
            0.415734806,
            -0.097545161,
            -0.490392640,
            -0.277785117,
            0.277785117,
            0.490392640,
            0.097545161,
            -0.415734806,
        ],
        [
            0.353553391,
            -0.353553391,
            -0.353553391,
            0.353553391,
            0.353553391,
            -0.353553391,
            -0.353553391,
            0.353553391,
        ],
        [
            0.277785117,
            -0.490392640,
            0.097545161,
            0.415734806,
            -0.415734806,
            -0.097545161,
            0.490392640,
            -0.277785117,
        ],
        [
            0.191341716,
            -0.461939766,
            0.461939766,
            -0.191341716,
            -0.191341716,
            0.461939766,
            -0.461939766,
            0.191341716,
        ],
        [
            0.097545161,
            -0.277785117,
            0.415734806,
            -0.490392640,
            0.490392640,
            -0.415734806,
            0.277785117,
            -0.097545161,
        ],
    ];
    // Check the table against its definition (to f32 precision) so a typo cannot hide.
    for (u, row) in dct.iter().enumerate() {
        for (x, &v) in row.iter().enumerate() {
            let a = if u == 0 { (1.0f64 / 8.0).sqrt() } else { 0.5 };
            let exact = a * ((2 * x + 1) as f64 * u as f64 * std::f64::consts::PI / 16.0).cos();
            assert!((v as f64 - exact).abs() < 1e-7, "dct[{u}][{x}]");
        }
    }
    let quant: [[f32; 8]; 8] = [
        [16., 11., 10., 16., 24., 40., 51., 61.],
        [12., 12., 14., 19., 26., 58., 60., 55.],
        [14., 13., 16., 24., 40., 57., 69., 56.],
        [14., 17., 22., 29., 51., 87., 80., 62.],
        [18., 22., 37., 56., 68., 109., 103., 77.],
        [24., 35., 55., 64., 81., 104., 113., 92.],
        [49., 64., 78., 87., 103., 121., 120., 101.],
        [72., 92., 95., 98., 112., 100., 103., 99.],
    ];
    let mut want = vec![0i32; width * height];
    for by in (0..height).step_by(8) {
        for bx in (0..width).step_by(8) {
            let mut tile = [[0f32; 8]; 8];
            for (y, row) in tile.iter_mut().enumerate() {
                for (x, t) in row.iter_mut().enumerate() {
                    *t = img[(by + y) * width + bx + x] * 255.0 - 128.0;
                }
            }
            // rows: rowt[y][u] = sum_x dct[u][x] tile[y][x], accumulated in x order
            let mut rowt = [[0f32; 8]; 8];
            for y in 0..8 {
                for u in 0..8 {
                    let mut s = 0f32;
                    for x in 0..8 {
                        s += dct[u][x] * tile[y][x];
                    }
                    rowt[y][u] = s;
                }
            }
            // columns, then quantisation rounded half away from zero
            for v in 0..8 {
                for u in 0..8 {
                    let mut d = 0f32;
                    for y in 0..8 {
                        d += dct[v][y] * rowt[y][u];
                    }
                    let q = d / quant[v][u];
                    let r = if q >= 0.0 { (q + 0.5) as i32 } else { -((0.5 - q) as i32) };
                    want[(by + v) * width + bx + u] = r;
                }
            }
        }
    }
    assert!(want.iter().any(|&x| x < 0) && want.iter().any(|&x| x > 0));
    each_run("dct8x8_quant", |what, r| assert_eq!(as_i32(&buf_u32(r, 1)), want, "{what}"));
}

#[test]
fn alu_loop_benchmark_kernel_matches_reference() {
    // The throughput benchmark's kernel (benches/data), with fewer iterations.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/data");
    let m =
        warpflow_ir::parse(&std::fs::read_to_string(dir.join("alu_loop.nvptx64.O3.ll")).unwrap()).unwrap();
    let mut s =
        LaunchSpec::from_toml(&std::fs::read_to_string(dir.join("alu_loop.launch.toml")).unwrap()).unwrap();
    s.grid = [2, 1, 1];
    s.args[0].len = Some(512);
    s.args[1].len = Some(512);
    s.args[2].value = Some(37.0);
    let input = input_u32(&s, 0);
    let want: Vec<u32> = input
        .iter()
        .map(|&x0| {
            let (mut x, mut y, mut f) = (x0, x0 ^ 0x9e37_79b9, (x0 & 0xffff) as f32);
            for i in 0..37u32 {
                x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                y = (y ^ (y >> 7)).wrapping_add(x << 3);
                x ^= y >> 11;
                f = f * 0.75 + (x & 1023) as f32;
                y = y.wrapping_add(i);
            }
            x ^ y ^ (f as i32 as u32)
        })
        .collect();
    let r = warpflow_simt::run(&m, &s, &RunConfig::default()).unwrap();
    assert_eq!(buf_u32(&r, 1), want);
    assert!((r.stats.simd_efficiency - 1.0).abs() < 1e-12, "full warps, no divergence");
}
