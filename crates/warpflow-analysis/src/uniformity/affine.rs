//! The warp-level stride domain: integer values of the form `a * tid.x + u` where `u` is the
//! same in the whole block and a multiple of `2^t`.
//!
//! Launch assumption (reported with every result): `blockDim.x` is a multiple of the warp size,
//! so each warp holds `ws` consecutive values of `tid.x` starting at a multiple of `ws`
//! (`tid.x = ws * W + lane`), and `tid.y`, `tid.z` are the same in the whole warp. Thread ids
//! and the values derived from them are assumed non-negative and free of overflow.
//!
//! With `a = 2^j` and `u` a multiple of `2^(j + w)` (`ws = 2^w`), the `ws` values of one warp
//! lie in one aligned interval `[base, base + 2^(j + w))`, so everything that only looks at the
//! bits from `j + w` up is the same in the warp: `v >> k` and `v / 2^k` for `k >= j + w`,
//! `v & m` when `m` has at least `j + w` trailing zero bits, and `v < c` when `c` is a multiple
//! of `2^(j + w)` (`v <= c` when `c + 1` is).
//!
//! The argument never uses that `u` is the same across warps, only inside one, so it also
//! holds for `u` computed from `tid.y` and `tid.z` (the same in a warp by the launch
//! assumption): such a form is marked [`Lin::warp_only`], and the block-level rules (launch
//! facts, `blockDim.x = 2^b` in place of the warp bits) refuse it.

use warpflow_ir::IntPred;

/// `a * tid.x + u` with `u ≡ 0 (mod 2^t)`; `t` is at most 64. `u` is block-uniform, or with
/// `warp_only` only warp-uniform: it is computed from `tid.y` or `tid.z`, which the launch
/// assumption makes the same in a warp but not in a block (the linear thread index `(tid.z *
/// blockDim.y + tid.y) * blockDim.x + tid.x` is `tid.x + u` with `u` a multiple of
/// `blockDim.x`, hence of the warp size). Every rule below looks at one warp at a time, so it
/// holds for both; a claim about the whole block needs `!warp_only`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Lin {
    pub a: i64,
    pub t: u32,
    pub warp_only: bool,
}

pub(crate) fn tz(c: u128) -> u32 {
    if c == 0 {
        64
    } else {
        c.trailing_zeros().min(64)
    }
}

impl Lin {
    /// A block-uniform value known to be a multiple of `2^t`.
    pub(crate) fn uniform(t: u32) -> Lin {
        Lin { a: 0, t: t.min(64), warp_only: false }
    }

    /// A value the same in every lane of a warp (not known to be in the block), a multiple of
    /// `2^t`.
    pub(crate) fn warp_uniform(t: u32) -> Lin {
        Lin { warp_only: true, ..Lin::uniform(t) }
    }

    /// `tid.x` itself (`a = 1`, `u = 0`).
    pub(crate) fn tid_x(t: u32) -> Lin {
        Lin { a: 1, t: t.min(64), warp_only: false }
    }

    /// The form of a value computed from `self` and `o`: the common stride `a`, the lesser
    /// alignment, warp-only when either is.
    pub(crate) fn meet(self, o: Lin) -> Option<Lin> {
        (self.a == o.a).then(|| Lin {
            a: self.a,
            t: self.t.min(o.t),
            warp_only: self.warp_only || o.warp_only,
        })
    }

    /// `self` with `u` warp-only when `o`'s is too (a value computed from both).
    pub(crate) fn taint(self, o: Lin) -> Lin {
        Lin { warp_only: self.warp_only || o.warp_only, ..self }
    }

    pub(crate) fn constant(c: u128) -> Lin {
        Lin::uniform(tz(c))
    }

    pub(crate) fn add(self, o: Lin) -> Option<Lin> {
        Some(Lin {
            a: self.a.checked_add(o.a)?,
            t: self.t.min(o.t),
            warp_only: self.warp_only || o.warp_only,
        })
    }

    pub(crate) fn sub(self, o: Lin) -> Option<Lin> {
        Some(Lin {
            a: self.a.checked_sub(o.a)?,
            t: self.t.min(o.t),
            warp_only: self.warp_only || o.warp_only,
        })
    }

    /// Multiplication by a constant `c`.
    pub(crate) fn mul_const(self, c: u128) -> Option<Lin> {
        let ci = i64::try_from(c).ok()?;
        Some(Lin { a: self.a.checked_mul(ci)?, t: (self.t + tz(c)).min(64), ..self })
    }

    /// The product of two values, when one of them is block-uniform.
    pub(crate) fn mul(self, o: Lin, o_const: Option<u128>) -> Option<Lin> {
        if let Some(c) = o_const {
            return self.mul_const(c);
        }
        if self.a == 0 && o.a == 0 {
            return Some(Lin::uniform(self.t + o.t).taint(self).taint(o));
        }
        None
    }

    pub(crate) fn shl(self, k: u32) -> Option<Lin> {
        if k >= 63 {
            return None;
        }
        Some(Lin { a: self.a.checked_mul(1i64 << k)?, t: (self.t + k).min(64), ..self })
    }

    /// `log2(a)` when `a` is a positive power of two.
    fn j(self) -> Option<u32> {
        (self.a > 0 && (self.a as u64).is_power_of_two()).then(|| self.a.trailing_zeros())
    }

    /// The number of low bits that vary inside a warp (`j + w`) when the warp's values lie in
    /// one aligned interval, else `None`.
    fn aligned_bits(self, w: u32) -> Option<u32> {
        let b = self.j()? + w;
        (self.t >= b).then_some(b)
    }

    /// Whether `v >> k` (or `v / 2^k`) is the same in every lane of a warp (`a != 0`).
    pub(crate) fn shr_warp_uniform(self, k: u32, w: u32) -> bool {
        self.aligned_bits(w).is_some_and(|b| k >= b)
    }

    /// Whether `v & m` (`m` a multiple of `2^tz_m`) is the same in every lane of a warp.
    pub(crate) fn and_warp_uniform(self, tz_m: u32, w: u32) -> bool {
        self.aligned_bits(w).is_some_and(|b| tz_m >= b)
    }

    /// Whether `v PRED c` (v on the left) is the same in every lane of a warp, where `c` is
    /// block-uniform with `c ≡ 0 (mod 2^tz_c)` and, when known, constant value `c_val`.
    pub(crate) fn cmp_warp_uniform(self, pred: IntPred, tz_c: u32, c_val: Option<u128>, w: u32) -> bool {
        let Some(b) = self.aligned_bits(w) else { return false };
        match pred {
            IntPred::Ult | IntPred::Uge | IntPred::Slt | IntPred::Sge => tz_c >= b,
            IntPred::Ule | IntPred::Ugt | IntPred::Sle | IntPred::Sgt => {
                c_val.is_some_and(|c| tz(c.wrapping_add(1) & u64::MAX as u128) >= b)
            }
            _ => false,
        }
    }
}

/// The predicate with its operands swapped (`c < v` is `v > c`).
pub(crate) fn swap_pred(p: IntPred) -> IntPred {
    match p {
        IntPred::Ult => IntPred::Ugt,
        IntPred::Ugt => IntPred::Ult,
        IntPred::Ule => IntPred::Uge,
        IntPred::Uge => IntPred::Ule,
        IntPred::Slt => IntPred::Sgt,
        IntPred::Sgt => IntPred::Slt,
        IntPred::Sle => IntPred::Sge,
        IntPred::Sge => IntPred::Sle,
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: is `f(a * tid + u)` the same for all 32 lanes of every warp, for every
    /// `u` that is a multiple of `2^t` (sampled)?
    fn brute(l: Lin, f: impl Fn(i64) -> i64) -> bool {
        for k in 0..8i64 {
            let u = k * (1i64 << l.t.min(20)) * 3;
            for warp in 0..4i64 {
                let v0 = f(l.a * (warp * 32) + u);
                if (0..32).any(|lane| f(l.a * (warp * 32 + lane) + u) != v0) {
                    return false;
                }
            }
        }
        true
    }

    #[test]
    fn rules_agree_with_brute_force() {
        for a in [1i64, 2, 4, 3] {
            for t in [0u32, 3, 5, 6, 7, 64] {
                let l = Lin { a, t, warp_only: false };
                for k in 0..9u32 {
                    if l.shr_warp_uniform(k, 5) {
                        assert!(brute(l, |v| v >> k), "shr {l:?} {k}");
                    }
                    let m = !((1i64 << k) - 1);
                    if l.and_warp_uniform(k, 5) {
                        assert!(brute(l, |v| v & m), "and {l:?} {k}");
                    }
                    let c = 1u128 << k;
                    if l.cmp_warp_uniform(IntPred::Ult, tz(c), Some(c), 5) {
                        assert!(brute(l, |v| (v < c as i64) as i64), "ult {l:?} {c}");
                    }
                    if l.cmp_warp_uniform(IntPred::Ule, tz(c), Some(c - 1), 5) {
                        let le = c as i64 - 1;
                        assert!(brute(l, |v| (v <= le) as i64), "ule {l:?} {c}");
                    }
                }
            }
        }
        // The rules fire where they should.
        let tid = Lin::tid_x(64);
        assert!(tid.shr_warp_uniform(5, 5));
        assert!(!tid.shr_warp_uniform(4, 5));
        assert!(tid.and_warp_uniform(5, 5));
        assert!(tid.cmp_warp_uniform(IntPred::Ult, 6, Some(64), 5));
        assert!(!tid.cmp_warp_uniform(IntPred::Ult, 4, Some(48), 5));
        assert!(!tid.cmp_warp_uniform(IntPred::Eq, 6, Some(64), 5));
    }
}
