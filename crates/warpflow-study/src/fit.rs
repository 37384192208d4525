//! Least-squares fits of `T(k)` and the test of a quadratic term, with the small linear algebra and
//! the Student t distribution written here (no numeric dependency).
//!
//! - [`linear_fit`]: `y = a + c*x` with the coefficient of determination `R^2 = 1 - RSS/TSS`.
//! - [`quadratic_fit`]: `y = a + c*x + d*x^2`, the standard error of `d` from
//!   `s^2 (X^T X)^-1` with `s^2 = RSS / (n - 3)`, `t = d / se(d)` and the two-sided p-value from
//!   Student's t with `n - 3` degrees of freedom. A small p means a significant quadratic term.
//! - [`student_t_cdf`] via the regularized incomplete beta function (continued fraction, Lentz's
//!   method) and `ln Gamma` (Lanczos approximation, g = 7, 9 terms).
//!
//! Exact data: a deterministic model (the emulator) can give points exactly on a line; then the
//! residuals are rounding noise and `t` would be noise over noise. When the residual standard
//! deviation of the quadratic fit is at most `EXACT_REL` times the mean `|y|`, the fit is treated
//! as exact: `p = 1` if the quadratic term's contribution over the range (`|d| * max x^2`) is also
//! below that level, else `p = 0`. [`QuadraticFit::exact`] says when this rule was applied.
//!
//! Columns are scaled to unit maximum before the normal equations are formed, so `k` up to 32
//! (and `k^2` up to 1024) is well conditioned.

// Matrix code indexes rows and columns by number on purpose.
#![allow(clippy::needless_range_loop)]

use serde::{Deserialize, Serialize};

/// Relative residual level under which a fit is treated as exact.
pub const EXACT_REL: f64 = 1e-9;

/// Errors of the fits.
#[derive(Debug, thiserror::Error, Clone, PartialEq)]
pub enum FitError {
    /// `x` and `y` differ in length.
    #[error("x has {0} values, y has {1}")]
    Length(usize, usize),
    /// Fewer points than the model needs.
    #[error("{got} points, the fit needs at least {need}")]
    TooFew {
        /// points given
        got: usize,
        /// points needed
        need: usize,
    },
    /// The design matrix is singular (e.g. all `x` equal).
    #[error("singular design (too few distinct x values)")]
    Singular,
    /// A value is NaN or infinite.
    #[error("non-finite value in the data")]
    NonFinite,
}

/// `y = a + c*x`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LinearFit {
    /// intercept
    pub a: f64,
    /// slope
    pub c: f64,
    /// coefficient of determination
    pub r2: f64,
    /// number of points
    pub n: usize,
}

/// `y = a + c*x + d*x^2` and the t-test of `d`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuadraticFit {
    /// intercept
    pub a: f64,
    /// linear coefficient
    pub c: f64,
    /// quadratic coefficient
    pub d: f64,
    /// standard error of `d` (0 for an exact fit)
    pub se_d: f64,
    /// `d / se_d` (0 for an exact fit)
    pub t: f64,
    /// degrees of freedom, `n - 3`
    pub df: usize,
    /// two-sided p-value of `d`
    pub p: f64,
    /// whether the exact-data rule decided `p` (see the module docs)
    pub exact: bool,
}

fn check(x: &[f64], y: &[f64], need: usize) -> Result<(), FitError> {
    if x.len() != y.len() {
        return Err(FitError::Length(x.len(), y.len()));
    }
    if x.len() < need {
        return Err(FitError::TooFew { got: x.len(), need });
    }
    if x.iter().chain(y).any(|v| !v.is_finite()) {
        return Err(FitError::NonFinite);
    }
    Ok(())
}

/// Inverse of a small symmetric positive (semi)definite matrix by Gauss-Jordan elimination with
/// partial pivoting; `None` when a pivot vanishes.
pub fn invert(m: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = m.len();
    let mut a: Vec<Vec<f64>> = m.to_vec();
    let mut inv: Vec<Vec<f64>> =
        (0..n).map(|i| (0..n).map(|j| f64::from(u8::from(i == j))).collect()).collect();
    let scale = m.iter().flatten().fold(0.0f64, |s, v| s.max(v.abs()));
    if scale == 0.0 {
        return None;
    }
    for col in 0..n {
        let piv = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[piv][col].abs() <= scale * 1e-13 {
            return None;
        }
        a.swap(col, piv);
        inv.swap(col, piv);
        let p = a[col][col];
        for j in 0..n {
            a[col][j] /= p;
            inv[col][j] /= p;
        }
        for i in 0..n {
            if i != col {
                let f = a[i][col];
                if f != 0.0 {
                    for j in 0..n {
                        a[i][j] -= f * a[col][j];
                        inv[i][j] -= f * inv[col][j];
                    }
                }
            }
        }
    }
    Some(inv)
}

/// Coefficients, `(X^T X)^-1` and the residual sum of squares.
type Lstsq = (Vec<f64>, Vec<Vec<f64>>, f64);

/// Least squares with the given columns: coefficients, `(X^T X)^-1` and the residual sum of
/// squares. Columns are scaled internally; the results are for the unscaled columns.
fn lstsq(cols: &[Vec<f64>], y: &[f64]) -> Result<Lstsq, FitError> {
    let p = cols.len();
    let scale: Vec<f64> =
        cols.iter().map(|c| c.iter().fold(0.0f64, |s, v| s.max(v.abs())).max(1e-300)).collect();
    let sc: Vec<Vec<f64>> = cols.iter().zip(&scale).map(|(c, s)| c.iter().map(|v| v / s).collect()).collect();
    let xtx: Vec<Vec<f64>> = (0..p)
        .map(|i| (0..p).map(|j| sc[i].iter().zip(&sc[j]).map(|(a, b)| a * b).sum()).collect())
        .collect();
    let xty: Vec<f64> = (0..p).map(|i| sc[i].iter().zip(y).map(|(a, b)| a * b).sum()).collect();
    let inv = invert(&xtx).ok_or(FitError::Singular)?;
    let beta_s: Vec<f64> = (0..p).map(|i| (0..p).map(|j| inv[i][j] * xty[j]).sum()).collect();
    let rss: f64 = (0..y.len())
        .map(|r| {
            let fit: f64 = (0..p).map(|i| beta_s[i] * sc[i][r]).sum();
            (y[r] - fit).powi(2)
        })
        .sum();
    let beta = beta_s.iter().zip(&scale).map(|(b, s)| b / s).collect();
    let inv_unscaled = (0..p).map(|i| (0..p).map(|j| inv[i][j] / (scale[i] * scale[j])).collect()).collect();
    Ok((beta, inv_unscaled, rss))
}

/// Least-squares line `y = a + c*x` with `R^2`.
pub fn linear_fit(x: &[f64], y: &[f64]) -> Result<LinearFit, FitError> {
    check(x, y, 2)?;
    let ones = vec![1.0; x.len()];
    let (beta, _, rss) = lstsq(&[ones, x.to_vec()], y)?;
    let mean = y.iter().sum::<f64>() / y.len() as f64;
    let tss: f64 = y.iter().map(|v| (v - mean).powi(2)).sum();
    let r2 = if tss > 0.0 { 1.0 - rss / tss } else { 1.0 };
    Ok(LinearFit { a: beta[0], c: beta[1], r2, n: x.len() })
}

/// Least-squares parabola `y = a + c*x + d*x^2` and the two-sided t-test of `d`.
pub fn quadratic_fit(x: &[f64], y: &[f64]) -> Result<QuadraticFit, FitError> {
    check(x, y, 4)?;
    let ones = vec![1.0; x.len()];
    let sq: Vec<f64> = x.iter().map(|v| v * v).collect();
    let (beta, inv, rss) = lstsq(&[ones, x.to_vec(), sq.clone()], y)?;
    let df = x.len() - 3;
    let s2 = rss / df as f64;
    let mean_abs = y.iter().map(|v| v.abs()).sum::<f64>() / y.len() as f64;
    let level = EXACT_REL * mean_abs.max(f64::MIN_POSITIVE);
    let d = beta[2];
    if s2.sqrt() <= level {
        let max_sq = sq.iter().fold(0.0f64, |m, v| m.max(*v));
        let p = if d.abs() * max_sq <= level { 1.0 } else { 0.0 };
        return Ok(QuadraticFit { a: beta[0], c: beta[1], d, se_d: 0.0, t: 0.0, df, p, exact: true });
    }
    let se_d = (s2 * inv[2][2]).max(0.0).sqrt();
    let t = d / se_d;
    let p = two_sided_p(t, df as f64);
    Ok(QuadraticFit { a: beta[0], c: beta[1], d, se_d, t, df, p, exact: false })
}

/// `ln Gamma(x)` for `x > 0` (Lanczos approximation, g = 7, 9 coefficients; about 15 digits).
pub fn ln_gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection: Gamma(x) Gamma(1-x) = pi / sin(pi x).
        let pi = std::f64::consts::PI;
        return (pi / (pi * x).sin()).abs().ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut s = C[0];
    for (i, c) in C.iter().enumerate().skip(1) {
        s += c / (x + i as f64);
    }
    let t = x + G + 0.5;
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + s.ln()
}

/// The continued fraction of the incomplete beta function (modified Lentz), valid for
/// `x < (a + 1) / (a + b + 2)`.
fn beta_cf(a: f64, b: f64, x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    const EPS: f64 = 1e-15;
    let mut c = 1.0;
    let mut d = 1.0 - (a + b) * x / (a + 1.0);
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut f = d;
    for m in 1..=10_000 {
        let m = m as f64;
        // Even step: m (b - m) x / ((a + 2m - 1)(a + 2m)).
        let num = m * (b - m) * x / ((a + 2.0 * m - 1.0) * (a + 2.0 * m));
        d = 1.0 + num * d;
        c = 1.0 + num / c;
        d = if d.abs() < TINY { 1.0 / TINY } else { 1.0 / d };
        c = if c.abs() < TINY { TINY } else { c };
        f *= d * c;
        // Odd step: -(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)).
        let num = -(a + m) * (a + b + m) * x / ((a + 2.0 * m) * (a + 2.0 * m + 1.0));
        d = 1.0 + num * d;
        c = 1.0 + num / c;
        d = if d.abs() < TINY { 1.0 / TINY } else { 1.0 / d };
        c = if c.abs() < TINY { TINY } else { c };
        let delta = d * c;
        f *= delta;
        if (delta - 1.0).abs() < EPS {
            break;
        }
    }
    f
}

/// The regularized incomplete beta function `I_x(a, b)` for `a, b > 0`, `0 <= x <= 1`.
pub fn reg_inc_beta(a: f64, b: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let ln_front = ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * (1.0 - x).ln();
    if x < (a + 1.0) / (a + b + 2.0) {
        ln_front.exp() * beta_cf(a, b, x) / a
    } else {
        1.0 - ln_front.exp() * beta_cf(b, a, 1.0 - x) / b
    }
}

/// The CDF of Student's t distribution with `df > 0` degrees of freedom.
pub fn student_t_cdf(t: f64, df: f64) -> f64 {
    if t.is_nan() {
        return f64::NAN;
    }
    let tail = 0.5 * reg_inc_beta(df / 2.0, 0.5, df / (df + t * t));
    if t > 0.0 {
        1.0 - tail
    } else {
        tail
    }
}

/// The two-sided p-value `P(|T| >= |t|)` of Student's t with `df` degrees of freedom.
pub fn two_sided_p(t: f64, df: f64) -> f64 {
    if t.is_infinite() {
        return 0.0;
    }
    reg_inc_beta(df / 2.0, 0.5, df / (df + t * t)).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ln_gamma_known_values() {
        // Gamma(n) = (n-1)!, Gamma(1/2) = sqrt(pi).
        let mut fact = 1.0f64;
        for n in 1..20 {
            assert!((ln_gamma(n as f64) - fact.ln()).abs() < 1e-12, "n = {n}");
            fact *= n as f64;
        }
        assert!((ln_gamma(0.5) - std::f64::consts::PI.sqrt().ln()).abs() < 1e-13);
        assert!((ln_gamma(0.25) - 3.625_609_908_221_908_f64.ln()).abs() < 1e-12);
    }

    #[test]
    fn t_cdf_closed_forms() {
        // df = 1 (Cauchy): 1/2 + atan(t)/pi; df = 2: 1/2 + t / (2 sqrt(2 + t^2)).
        for i in -80..=80 {
            let t = i as f64 * 0.25;
            let c1 = 0.5 + t.atan() / std::f64::consts::PI;
            let c2 = 0.5 + t / (2.0 * (2.0 + t * t).sqrt());
            assert!((student_t_cdf(t, 1.0) - c1).abs() < 1e-12, "df 1, t {t}");
            assert!((student_t_cdf(t, 2.0) - c2).abs() < 1e-12, "df 2, t {t}");
        }
    }

    #[test]
    fn t_quantiles_from_tables() {
        // Two-sided 5 % and 1 % critical values.
        for (t, df, p) in [(2.228_138_85, 10.0, 0.05), (2.042_272_46, 30.0, 0.05), (3.169_272_67, 10.0, 0.01)]
        {
            assert!((two_sided_p(t, df) - p).abs() < 1e-7, "t {t} df {df}: {}", two_sided_p(t, df));
        }
        assert_eq!(two_sided_p(0.0, 5.0), 1.0);
    }

    #[test]
    fn invert_3x3() {
        let m = vec![vec![4.0, 2.0, 0.6], vec![2.0, 2.0, 0.4], vec![0.6, 0.4, 1.0]];
        let inv = invert(&m).unwrap();
        for i in 0..3 {
            for j in 0..3 {
                let v: f64 = (0..3).map(|k| m[i][k] * inv[k][j]).sum();
                assert!((v - f64::from(u8::from(i == j))).abs() < 1e-12);
            }
        }
        assert!(invert(&[vec![1.0, 2.0], vec![2.0, 4.0]]).is_none());
    }
}
