//! The fits on synthetic data: known coefficients come back, a real quadratic term is detected,
//! and under a true line the test rejects at about its nominal rate.

use warpflow_study::fit::{linear_fit, quadratic_fit, FitError};

/// A small deterministic generator (SplitMix64) with standard normal draws (Box-Muller).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn uniform(&mut self) -> f64 {
        ((self.next() >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }
    fn normal(&mut self) -> f64 {
        let (u, v) = (self.uniform(), self.uniform());
        (-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
    }
}

fn ks() -> Vec<f64> {
    (1..=32).map(f64::from).collect()
}

#[test]
fn exact_line_recovered() {
    let x = ks();
    let y: Vec<f64> = x.iter().map(|k| 1234.0 + 5678.0 * k).collect();
    let f = linear_fit(&x, &y).unwrap();
    assert!((f.a - 1234.0).abs() < 1e-6 && (f.c - 5678.0).abs() < 1e-8, "{f:?}");
    assert!((f.r2 - 1.0).abs() < 1e-12);
    let q = quadratic_fit(&x, &y).unwrap();
    assert!(q.exact, "{q:?}");
    assert_eq!(q.p, 1.0);
    assert!(q.d.abs() < 1e-6, "{q:?}");
}

#[test]
fn noisy_line_recovered() {
    let x = ks();
    let mut rng = Rng(42);
    let y: Vec<f64> = x.iter().map(|k| 20_000.0 + 54_100.0 * k + 500.0 * rng.normal()).collect();
    let f = linear_fit(&x, &y).unwrap();
    // Standard error of the slope here is about 500 / sqrt(sum (k - mean)^2) = 500 / 52 = 10.
    assert!((f.c - 54_100.0).abs() < 50.0, "{f:?}");
    assert!((f.a - 20_000.0).abs() < 1_000.0, "{f:?}");
    assert!(f.r2 > 0.9999 && f.r2 < 1.0, "{f:?}");
}

#[test]
fn quadratic_term_detected() {
    let x = ks();
    let mut rng = Rng(7);
    // A quadratic of 0.5 % of the linear cost at k = 32, with noise.
    let y: Vec<f64> = x.iter().map(|k| 1000.0 + 3000.0 * k + 15.0 * k * k + 100.0 * rng.normal()).collect();
    let q = quadratic_fit(&x, &y).unwrap();
    assert!(!q.exact);
    assert!((q.d - 15.0).abs() < 3.0, "{q:?}");
    assert!(q.p < 1e-6, "{q:?}");
    assert_eq!(q.df, 29);
    // Exact quadratic data: the exact rule says significant.
    let y: Vec<f64> = x.iter().map(|k| 1000.0 + 3000.0 * k + 15.0 * k * k).collect();
    let q = quadratic_fit(&x, &y).unwrap();
    assert!(q.exact && q.p == 0.0 && (q.d - 15.0).abs() < 1e-6, "{q:?}");
}

#[test]
fn nominal_rejection_rate_under_a_line() {
    // Under y = a + c k + N(0, 1) the p-value is uniform: about 5 % fall below 0.05.
    let x = ks();
    let mut rng = Rng(2024);
    let trials = 2000;
    let mut below = 0;
    for _ in 0..trials {
        let y: Vec<f64> = x.iter().map(|k| 3.0 + 2.0 * k + rng.normal()).collect();
        if quadratic_fit(&x, &y).unwrap().p < 0.05 {
            below += 1;
        }
    }
    let rate = below as f64 / trials as f64;
    assert!((0.035..0.065).contains(&rate), "rejection rate {rate}");
}

#[test]
fn bad_input() {
    assert_eq!(linear_fit(&[1.0], &[1.0]), Err(FitError::TooFew { got: 1, need: 2 }));
    assert_eq!(linear_fit(&[1.0, 2.0], &[1.0]), Err(FitError::Length(2, 1)));
    assert_eq!(linear_fit(&[2.0, 2.0, 2.0], &[1.0, 2.0, 3.0]), Err(FitError::Singular));
    assert_eq!(linear_fit(&[1.0, f64::NAN], &[1.0, 2.0]), Err(FitError::NonFinite));
    assert!(quadratic_fit(&[1.0, 2.0, 3.0], &[1.0, 2.0, 3.0]).is_err());
}
