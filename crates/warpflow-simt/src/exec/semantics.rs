//! The value semantics of the decoded operations: pure functions over the `u64` bits of one
//! lane's registers (integers zero-extended from their width, `float` as the low 32 bits of
//! its IEEE encoding, `double` as all 64). Nothing here knows about warps, masks or memory.
//!
//! The executor (`exec/ops.rs`) applies these functions lane by lane; the decoder's constant
//! evaluator ([`crate::decode`]) folds constant expressions (`trunc`, `sext`, `ptrtoint`,
//! integer arithmetic, `getelementptr` offsets) with the same functions, so a constant
//! expression gives the value the instruction would compute when executed (the test
//! `const_fold` checks this on random operands). The operation kinds the decoder produces
//! ([`IOp`], [`FOp`], [`CastK`], [`RmwK`]) are defined here and re-exported by the decoder, so
//! the decoder imports this module and this module imports nothing of the decoder.
//!
//! Deterministic choices for what LLVM leaves undefined (see [`super`]): shifts by at least the
//! width give 0 (`shl`, `lshr`) or the sign fill (`ashr`); `sdiv` overflow wraps; float-to-integer
//! conversions saturate (NaN gives 0). Division by zero is the one value-level trap
//! ([`DivisionByZero`]).

use crate::names::{FBinary, FUnary, IMath, ShflMode, VoteMode};
use warpflow_ir::{FloatPred, IntPred};

/// Integer binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum IOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

impl IOp {
    /// Every integer operation.
    pub const ALL: [IOp; 13] = [
        IOp::Add,
        IOp::Sub,
        IOp::Mul,
        IOp::UDiv,
        IOp::SDiv,
        IOp::URem,
        IOp::SRem,
        IOp::Shl,
        IOp::LShr,
        IOp::AShr,
        IOp::And,
        IOp::Or,
        IOp::Xor,
    ];
}

/// Float binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// Casts between leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum CastK {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FToU,
    FToS,
    UToF,
    SToF,
    Copy,
}

/// Read-modify-write operations (also used for OpenCL atomics).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum RmwK {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

/// The trap of an integer division or remainder by zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionByZero;

/// The low `bits` bits of `v` (all of them for 64 or more).
#[inline(always)]
pub fn mask_bits(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

/// The low `bits` bits of `v` sign-extended (`bits` 0 or at least 64: `v` as it is).
#[inline(always)]
pub fn sext(v: u64, bits: u32) -> i64 {
    // Without a branch, so that lane loops stay vectorisable: the shift is 0 for 0 and 64.
    let sh = (64 - bits.min(64)) & 63;
    ((v << sh) as i64) >> sh
}

#[inline(always)]
pub(crate) fn f32v(x: u64) -> f32 {
    f32::from_bits(x as u32)
}

#[inline(always)]
pub(crate) fn f64v(x: u64) -> f64 {
    f64::from_bits(x)
}

/// The bits of `x` as a `double`, or rounded to `float` when `!dbl`.
#[inline(always)]
pub(crate) fn fbits(x: f64, dbl: bool) -> u64 {
    if dbl {
        x.to_bits()
    } else {
        (x as f32).to_bits() as u64
    }
}

/// `x op y` on `bits`-bit integers (operands zero-extended from `bits`, the result too).
#[inline(always)]
pub fn int_binary(op: IOp, x: u64, y: u64, bits: u32) -> Result<u64, DivisionByZero> {
    let m = mask_bits(u64::MAX, bits);
    let bw = bits as u64;
    Ok(match op {
        IOp::Add => x.wrapping_add(y) & m,
        IOp::Sub => x.wrapping_sub(y) & m,
        IOp::Mul => x.wrapping_mul(y) & m,
        IOp::And => x & y,
        IOp::Or => x | y,
        IOp::Xor => x ^ y,
        IOp::Shl => {
            if y >= bw {
                0
            } else {
                (x << (y & 63)) & m
            }
        }
        IOp::LShr => {
            if y >= bw {
                0
            } else {
                x >> (y & 63)
            }
        }
        IOp::AShr => {
            let s = y.min(bw - 1);
            ((sext(x, bits) >> s) as u64) & m
        }
        IOp::UDiv | IOp::URem | IOp::SDiv | IOp::SRem if y == 0 => return Err(DivisionByZero),
        IOp::UDiv => x / y,
        IOp::URem => x % y,
        IOp::SDiv => (sext(x, bits).wrapping_div(sext(y, bits)) as u64) & m,
        IOp::SRem => (sext(x, bits).wrapping_rem(sext(y, bits)) as u64) & m,
    })
}

/// `icmp pred x, y` on `bits`-bit integers.
#[inline(always)]
pub fn icmp(pred: IntPred, x: u64, y: u64, bits: u32) -> bool {
    let (sx, sy) = (sext(x, bits), sext(y, bits));
    match pred {
        IntPred::Eq => x == y,
        IntPred::Ne => x != y,
        IntPred::Ugt => x > y,
        IntPred::Uge => x >= y,
        IntPred::Ult => x < y,
        IntPred::Ule => x <= y,
        IntPred::Sgt => sx > sy,
        IntPred::Sge => sx >= sy,
        IntPred::Slt => sx < sy,
        IntPred::Sle => sx <= sy,
    }
}

/// `fcmp pred a, b` (single-precision operands widened exactly).
pub fn fcmp(pred: FloatPred, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match pred {
        FloatPred::False => false,
        FloatPred::True => true,
        FloatPred::Oeq => !uno && a == b,
        FloatPred::Ogt => !uno && a > b,
        FloatPred::Oge => !uno && a >= b,
        FloatPred::Olt => !uno && a < b,
        FloatPred::Ole => !uno && a <= b,
        FloatPred::One => !uno && a != b,
        FloatPred::Ord => !uno,
        FloatPred::Ueq => uno || a == b,
        FloatPred::Ugt => uno || a > b,
        FloatPred::Uge => uno || a >= b,
        FloatPred::Ult => uno || a < b,
        FloatPred::Ule => uno || a <= b,
        FloatPred::Une => uno || a != b,
        FloatPred::Uno => uno,
    }
}

/// `fcmp pred x, y` on the bits of two floats (`double` when `dbl`).
#[inline(always)]
pub fn fcmp_bits(pred: FloatPred, x: u64, y: u64, dbl: bool) -> bool {
    if dbl {
        fcmp(pred, f64v(x), f64v(y))
    } else {
        fcmp(pred, f32v(x) as f64, f32v(y) as f64)
    }
}

/// `x op y` on the bits of two floats (`double` when `dbl`), in the operands' precision.
#[inline(always)]
pub fn float_binary(op: FOp, x: u64, y: u64, dbl: bool) -> u64 {
    // one operation table for both precisions (a macro, so each is computed in its own type)
    macro_rules! apply {
        ($x:expr, $y:expr) => {
            match op {
                FOp::Add => $x + $y,
                FOp::Sub => $x - $y,
                FOp::Mul => $x * $y,
                FOp::Div => $x / $y,
                FOp::Rem => $x % $y,
            }
        };
    }
    if dbl {
        apply!(f64v(x), f64v(y)).to_bits()
    } else {
        apply!(f32v(x), f32v(y)).to_bits() as u64
    }
}

/// `fneg`: the sign bit flipped.
#[inline(always)]
pub fn fneg(x: u64, dbl: bool) -> u64 {
    x ^ if dbl { 1u64 << 63 } else { 1u64 << 31 }
}

/// `llvm.fma` / `llvm.fmuladd` (fused): `a * b + c` rounded once.
#[inline(always)]
pub fn fma(a: u64, b: u64, c: u64, dbl: bool) -> u64 {
    if dbl {
        f64v(a).mul_add(f64v(b), f64v(c)).to_bits()
    } else {
        f32v(a).mul_add(f32v(b), f32v(c)).to_bits() as u64
    }
}

/// A float to a `to`-bit integer, saturating (NaN gives 0).
pub fn f_to_int(x: f64, to: u32, signed: bool) -> u64 {
    if x.is_nan() {
        return 0;
    }
    if signed {
        let (lo, hi) = if to >= 64 {
            (i64::MIN as f64, i64::MAX as f64)
        } else {
            (-(2f64.powi(to as i32 - 1)), 2f64.powi(to as i32 - 1) - 1.0)
        };
        let v = x.clamp(lo, hi) as i64;
        mask_bits(v as u64, to)
    } else {
        let hi = if to >= 64 { u64::MAX as f64 } else { 2f64.powi(to as i32) - 1.0 };
        x.clamp(0.0, hi) as u64
    }
}

/// Cast `k` of `x` from a `from`-bit to a `to`-bit leaf (floats: 32 or 64; pointers: 64).
#[inline(always)]
pub fn cast(k: CastK, x: u64, from: u32, to: u32) -> u64 {
    let tm = mask_bits(u64::MAX, to);
    match k {
        CastK::Trunc => x & tm,
        CastK::ZExt | CastK::Copy => x,
        CastK::SExt => sext(x, from) as u64 & tm,
        CastK::FpTrunc => (f64v(x) as f32).to_bits() as u64,
        CastK::FpExt => (f32v(x) as f64).to_bits(),
        CastK::FToU | CastK::FToS => {
            let v = if from == 64 { f64v(x) } else { f32v(x) as f64 };
            f_to_int(v, to, k == CastK::FToS)
        }
        CastK::UToF => {
            if to == 64 {
                (x as f64).to_bits()
            } else {
                (x as f32).to_bits() as u64
            }
        }
        CastK::SToF => {
            if to == 64 {
                (sext(x, from) as f64).to_bits()
            } else {
                (sext(x, from) as f32).to_bits() as u64
            }
        }
    }
}

/// One `getelementptr` term: `base + sext(index from bits) * scale`, wrapping.
#[inline(always)]
pub fn gep_term(base: u64, index: u64, bits: u32, scale: i64) -> u64 {
    base.wrapping_add(sext(index, bits).wrapping_mul(scale) as u64)
}

/// The new value an atomic read-modify-write `op` with operand `v` stores over `old`
/// (`size` bytes).
pub fn rmw(op: RmwK, old: u64, v: u64, size: u8) -> u64 {
    let bits = size as u32 * 8;
    let dbl = size == 8;
    let fl = |x: u64| if dbl { f64v(x) } else { f32v(x) as f64 };
    let r = match op {
        RmwK::Xchg => v,
        RmwK::Add => old.wrapping_add(v),
        RmwK::Sub => old.wrapping_sub(v),
        RmwK::And => old & v,
        RmwK::Nand => !(old & v),
        RmwK::Or => old | v,
        RmwK::Xor => old ^ v,
        RmwK::Max => {
            if sext(old, bits) >= sext(v, bits) {
                old
            } else {
                v
            }
        }
        RmwK::Min => {
            if sext(old, bits) <= sext(v, bits) {
                old
            } else {
                v
            }
        }
        RmwK::UMax => old.max(v),
        RmwK::UMin => old.min(v),
        RmwK::FAdd => fbits(fl(old) + fl(v), dbl),
        RmwK::FSub => fbits(fl(old) - fl(v), dbl),
        RmwK::FMax => fbits(fl(old).max(fl(v)), dbl),
        RmwK::FMin => fbits(fl(old).min(fl(v)), dbl),
        RmwK::UIncWrap => {
            if old >= v {
                0
            } else {
                old + 1
            }
        }
        RmwK::UDecWrap => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
    };
    mask_bits(r, bits)
}

/// The value `cmpxchg` stores over `old`.
#[inline(always)]
pub fn cmpxchg(old: u64, cmp: u64, new: u64) -> u64 {
    if old == cmp {
        new
    } else {
        old
    }
}

/// `funary` (double) and `funary32` (single): one definition of the unary float operations for
/// both precisions; `rsqrt` and `exp10` are computed in double precision and rounded once.
macro_rules! funary_for {
    ($name:ident, $t:ty) => {
        fn $name(op: FUnary, x: $t) -> $t {
            match op {
                FUnary::Sqrt => x.sqrt(),
                FUnary::Fabs => x.abs(),
                FUnary::Exp2 => x.exp2(),
                FUnary::Exp => x.exp(),
                FUnary::Log2 => x.log2(),
                FUnary::Log => x.ln(),
                FUnary::Floor => x.floor(),
                FUnary::Ceil => x.ceil(),
                FUnary::Trunc => x.trunc(),
                FUnary::Round => x.round(),
                FUnary::Rint => x.round_ties_even(),
                FUnary::Sin => x.sin(),
                FUnary::Cos => x.cos(),
                FUnary::Tan => x.tan(),
                FUnary::Asin => x.asin(),
                FUnary::Acos => x.acos(),
                FUnary::Atan => x.atan(),
                FUnary::Sinh => x.sinh(),
                FUnary::Cosh => x.cosh(),
                FUnary::Tanh => x.tanh(),
                FUnary::Cbrt => x.cbrt(),
                FUnary::Log10 => x.log10(),
                FUnary::Expm1 => x.exp_m1(),
                FUnary::Log1p => x.ln_1p(),
                FUnary::Saturate => {
                    if x.is_nan() {
                        0.0
                    } else {
                        x.clamp(0.0, 1.0)
                    }
                }
                FUnary::Rsqrt => (1.0 / f64::from(x).sqrt()) as $t,
                // one division, one rounding in the type: correctly rounded (`rcp.rn`)
                FUnary::Rcp => 1.0 / x,
                FUnary::Exp10 => 10f64.powf(f64::from(x)) as $t,
            }
        }
    };
}

funary_for!(funary64, f64);
funary_for!(funary32, f32);

/// A unary float math function on the bits of `x` (`double` when `dbl`).
#[inline]
pub fn float_unary(op: FUnary, x: u64, dbl: bool) -> u64 {
    if dbl {
        funary64(op, f64v(x)).to_bits()
    } else {
        funary32(op, f32v(x)).to_bits() as u64
    }
}

/// IEEE 754-2019 `minimum`/`maximum` (`llvm.minimum`, `llvm.maximum`): NaN if either operand is
/// NaN, and -0 below +0 (for equal operands the one with the wanted sign).
fn ieee_minmax(x: f64, y: f64, max: bool) -> f64 {
    if x.is_nan() || y.is_nan() {
        f64::NAN
    } else if x == y {
        if x.is_sign_negative() != max {
            x
        } else {
            y
        }
    } else if max {
        x.max(y)
    } else {
        x.min(y)
    }
}

/// A binary float math function on the bits of `x` and `y` (`double` when `dbl`).
pub fn float_math2(op: FBinary, x: u64, y: u64, dbl: bool) -> u64 {
    let (x, y) = if dbl { (f64v(x), f64v(y)) } else { (f32v(x) as f64, f32v(y) as f64) };
    let z = match op {
        FBinary::MinNum => x.min(y),
        FBinary::MaxNum => x.max(y),
        FBinary::Minimum => ieee_minmax(x, y, false),
        FBinary::Maximum => ieee_minmax(x, y, true),
        FBinary::CopySign => x.copysign(y),
        FBinary::Pow => {
            if dbl {
                x.powf(y)
            } else {
                (x as f32).powf(y as f32) as f64
            }
        }
        FBinary::Atan2 => {
            if dbl {
                x.atan2(y)
            } else {
                (x as f32).atan2(y as f32) as f64
            }
        }
        FBinary::Hypot => {
            if dbl {
                x.hypot(y)
            } else {
                (x as f32).hypot(y as f32) as f64
            }
        }
        // Exact in either precision (C fmod is exact).
        FBinary::Fmod => x % y,
        FBinary::Div => {
            if dbl {
                x / y
            } else {
                ((x as f32) / (y as f32)) as f64
            }
        }
        FBinary::Fdim => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else if x > y {
                if dbl {
                    x - y
                } else {
                    ((x as f32) - (y as f32)) as f64
                }
            } else {
                0.0
            }
        }
    };
    fbits(z, dbl)
}

/// An integer math intrinsic (`smin`, `ctpop`, `bswap`, ...) on `bits`-bit integers.
pub fn int_math(op: IMath, x: u64, y: u64, bits: u32) -> u64 {
    let (sx, sy) = (sext(x, bits), sext(y, bits));
    let z = match op {
        IMath::SMin => sx.min(sy) as u64,
        IMath::SMax => sx.max(sy) as u64,
        IMath::UMin => x.min(y),
        IMath::UMax => x.max(y),
        IMath::Abs => sx.wrapping_abs() as u64,
        IMath::Ctpop => x.count_ones() as u64,
        IMath::Ctlz => (x.leading_zeros() - (64 - bits)) as u64,
        IMath::Cttz => x.trailing_zeros().min(bits) as u64,
        IMath::Bswap => x.swap_bytes() >> (64 - bits),
        IMath::BitReverse => x.reverse_bits() >> (64 - bits),
        IMath::Identity => x,
        IMath::Rotate => {
            let ux = mask_bits(x, bits);
            let r = (mask_bits(y, bits) % u64::from(bits)) as u32;
            if r == 0 {
                ux
            } else {
                ux << r | ux >> (bits - r)
            }
        }
        IMath::Mul24 { signed: true } => sext(x, 24).wrapping_mul(sext(y, 24)) as u64,
        IMath::Mul24 { signed: false } => (x & 0xff_ffff).wrapping_mul(y & 0xff_ffff),
        // The rest on 128-bit integers: the operands are at most 64 bits, so sums, differences
        // and products are exact there.
        IMath::HAdd { signed } | IMath::RHAdd { signed } => {
            let round = i128::from(matches!(op, IMath::RHAdd { .. }));
            ((wide(x, bits, signed) + wide(y, bits, signed) + round) >> 1) as u64
        }
        IMath::AbsDiff { signed } => (wide(x, bits, signed) - wide(y, bits, signed)).unsigned_abs() as u64,
        IMath::AddSat { signed } => saturate(wide(x, bits, signed) + wide(y, bits, signed), bits, signed),
        IMath::SubSat { signed } => saturate(wide(x, bits, signed) - wide(y, bits, signed), bits, signed),
        IMath::MulHi { signed } => ((wide(x, bits, signed) * wide(y, bits, signed)) >> bits) as u64,
    };
    mask_bits(z, bits)
}

/// A `bits`-wide operand as a 128-bit integer, sign- or zero-extended.
#[inline]
fn wide(v: u64, bits: u32, signed: bool) -> i128 {
    if signed {
        i128::from(sext(v, bits))
    } else {
        i128::from(mask_bits(v, bits))
    }
}

/// `v` clamped to the range of a `bits`-wide integer, signed or unsigned (its bits).
#[inline]
fn saturate(v: i128, bits: u32, signed: bool) -> u64 {
    let (lo, hi) =
        if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    v.clamp(lo, hi) as u64
}

/// PTX `shfl.sync` within a group of 32 lanes: the source lane (0..32) lane `lane` reads, and
/// whether it is in range (out of range, a lane reads its own value), for operand `b` (lane or
/// offset) and `c` (clamp and segment mask).
#[inline]
pub fn shfl_source(mode: ShflMode, lane: usize, b: u64, c: u64) -> (i64, bool) {
    let lane = (lane & 31) as i64;
    let bval = (b & 31) as i64;
    let cval = (c & 31) as i64;
    let seg = ((c >> 8) & 31) as i64;
    let max_lane = (lane & seg) | (cval & !seg);
    let min_lane = lane & seg;
    match mode {
        ShflMode::Up => (lane - bval, lane - bval >= max_lane),
        ShflMode::Down => (lane + bval, lane + bval <= max_lane),
        ShflMode::Bfly => (lane ^ bval, (lane ^ bval) <= max_lane),
        ShflMode::Idx => {
            let j = min_lane | (bval & !seg);
            (j, j <= max_lane)
        }
    }
}

/// `vote.sync` for a lane whose 32-lane group executes with lanes `group` and has predicate
/// ballot `ballot` (both relative to the group).
#[inline]
pub fn vote(mode: VoteMode, ballot: u64, group: u64) -> u64 {
    match mode {
        VoteMode::Ballot => ballot,
        VoteMode::Any => (ballot != 0) as u64,
        VoteMode::All => (ballot == group) as u64,
        VoteMode::Uni => (ballot == 0 || ballot == group) as u64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ieee_minimum_and_maximum_order_zeros_and_propagate_nan() {
        let d = |x: f64| x.to_bits();
        let (pz, nz) = (0.0f64, -0.0f64);
        let min = |a, b| f64::from_bits(float_math2(FBinary::Minimum, d(a), d(b), true));
        let max = |a, b| f64::from_bits(float_math2(FBinary::Maximum, d(a), d(b), true));
        assert!(min(pz, nz).is_sign_negative() && min(nz, pz).is_sign_negative());
        assert!(max(pz, nz).is_sign_positive() && max(nz, pz).is_sign_positive());
        assert!(min(f64::NAN, 1.0).is_nan() && max(1.0, f64::NAN).is_nan());
        assert_eq!((min(1.0, 2.0), max(1.0, 2.0)), (1.0, 2.0));
    }

    #[test]
    fn integer_edge_cases() {
        // shifts by at least the width
        assert_eq!(int_binary(IOp::Shl, 1, 32, 32), Ok(0));
        assert_eq!(int_binary(IOp::LShr, 0x8000_0000, 40, 32), Ok(0));
        assert_eq!(int_binary(IOp::AShr, 0x8000_0000, 99, 32), Ok(0xffff_ffff));
        assert_eq!(int_binary(IOp::Shl, 1, 1 << 32, 64), Ok(0));
        // sdiv overflow wraps; division by zero traps
        assert_eq!(int_binary(IOp::SDiv, 0x80, 0xff, 8), Ok(0x80));
        assert_eq!(int_binary(IOp::SRem, 0x80, 0xff, 8), Ok(0));
        assert_eq!(int_binary(IOp::UDiv, 7, 0, 32), Err(DivisionByZero));
        assert_eq!(int_binary(IOp::Add, 0xff, 1, 8), Ok(0));
        assert!(icmp(IntPred::Slt, 0xff, 0, 8));
        assert!(!icmp(IntPred::Ult, 0xff, 0, 8));
        assert_eq!((sext(0x80, 8), sext(0x7f, 8), sext(u64::MAX, 64), sext(1, 1)), (-128, 127, -1, -1));
        assert_eq!((sext(0xff, 0), sext(0xff, 99)), (0xff, 0xff));
    }

    #[test]
    fn casts_and_floats() {
        assert_eq!(cast(CastK::SExt, 0x80, 8, 32), 0xffff_ff80);
        assert_eq!(cast(CastK::Trunc, 0x1_2345_6789, 64, 32), 0x2345_6789);
        assert_eq!(cast(CastK::FToS, f32::NAN.to_bits() as u64, 32, 32), 0);
        assert_eq!(cast(CastK::FToS, (-1e20f64).to_bits(), 64, 8), 0x80);
        assert_eq!(cast(CastK::FToU, (1e20f64).to_bits(), 64, 16), 0xffff);
        assert_eq!(cast(CastK::SToF, 0xff, 8, 64), (-1.0f64).to_bits());
        assert_eq!(f32v(float_binary(FOp::Add, 1.5f32.to_bits() as u64, 2f32.to_bits() as u64, false)), 3.5);
        assert_eq!(fneg(0, true), 1 << 63);
        assert_eq!(gep_term(100, 0xff, 8, 4), 96);
        assert_eq!(rmw(RmwK::Max, 0xff, 1, 1), 1);
        assert_eq!(rmw(RmwK::UDecWrap, 0, 5, 4), 5);
        assert_eq!(int_math(IMath::Ctlz, 1, 0, 32), 31);
        assert_eq!(vote(VoteMode::All, 0b11, 0b11), 1);
    }
}
