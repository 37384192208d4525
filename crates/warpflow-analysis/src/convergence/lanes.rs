//! Rule 4's evaluator (see [`super::warp`]): what an integer value is for a thread whose
//! `tid.x` is `t`, as far as it follows from `t`, the launch facts and the PTX bounds alone.
//!
//! # The domain
//! A value of `w` bits is described by [`Known`]: its low `bits` bits are those of `low`, and
//! as an unsigned number it is at most `max`. A value is *exact* when all `w` bits are known.
//! Every read the evaluator does not follow (a kernel argument, a load, `ctaid.x`) is a leaf
//! with nothing known but its bound (`ctaid.x < nctaid.x <= 2^31 - 1`, or the launch's grid
//! size), so a value found exact is the same for every value those reads can take: it is a
//! function of `tid.x` alone, which is what rule 4's argument needs. This is what lets the
//! global index pattern through: `(blockIdx.x * blockDim.x + threadIdx.x) % 32` is `t % 32`
//! because `blockDim.x` is a multiple of 32 (the launch assumption, or the launch's exact
//! size), which makes the product's low five bits zero, and `srem` equals `urem` once the sum
//! is known to be non-negative as a signed number, which the bounds show only when the grid's
//! size is given (with 2^31 threads or more the index wraps negative, and `srem` then gives
//! lane `l > 0` the value `l - 32`).
//!
//! # Rules, each exact for the values it describes (arithmetic modulo `2^w`)
//! - `add`, `sub`, `or`, `xor`: the low bits known in both operands are known in the result
//!   (carries and borrows only move upwards); `add` and `or`/`xor` keep a bound when the sum of
//!   the bounds, or the bit mask covering them, does not wrap.
//! - `mul`: with `a = la + 2^ka A` and `b = lb + 2^kb B`, `ab - la lb` is a sum of multiples of
//!   `2^(ka + tz(lb))`, `2^(kb + tz(la))` and `2^(ka + kb)` (`tz(0)` counts as infinite: the
//!   term is zero), so that many low bits are known.
//! - `and`: the bound is the smaller bound; bits known in both are known.
//! - `shl`, `lshr` by an exact amount below `w` move the known bits and the bound; `udiv` and
//!   `urem` by an exact non-zero divisor bound the result (`urem` by `2^j` keeps the low `j`
//!   bits); `srem` by `2^j` is `urem` when the dividend's bound is below `2^(w-1)`.
//! - A value whose bound is below `2^bits` is its low bits: exact.
//! - `zext`, `trunc` keep the low bits; `sext` does, and keeps the bound when it is below the
//!   sign bit. `icmp`, `ashr`, `sdiv` need exact operands. `select` on an exact condition is its
//!   chosen operand; otherwise, like a phi, what both operands agree on.
//! - A phi is the entry of the edge the thread arrived by: entries from blocks whose branch,
//!   exact for `t`, goes elsewhere are left out, and the rest are joined (the low bits they agree
//!   on, the largest bound). A value met again while it is being evaluated (a loop) is unknown.
//! - A load from an alloca whose only write is one store that dominates the load is the
//!   stored value (clang -O0 keeps `lane` in one).
//! - Shifts by `w` or more and divisions by zero give poison, which a branch may not depend on:
//!   unknown is sound for them as for every leaf.

use std::collections::HashMap;

use warpflow_ir::{BinOp, Block, CastOp, ConstKind, Function, Inst, InstKind, IntPred, Module, Value};
use warpflow_target::{BuiltinKind, Dim, Dimension, TargetModel};

/// The launch's sizes, where its facts hold in the function evaluated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaunchDims {
    /// Threads per block in x, y, z.
    pub block: Option<[u32; 3]>,
    /// Blocks in x, y, z.
    pub grid: Option<[u32; 3]>,
}

/// What is known of a `w`-bit integer (see the module docs). Invariants: `bits <= w`,
/// `low < 2^bits`, `max < 2^w`; when `bits == w`, `max == low`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Known {
    low: u64,
    bits: u32,
    max: u64,
}

fn ones(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// Trailing zeros of the known low bits `l`, infinite (a large number) for zero.
fn tz(l: u64) -> u32 {
    if l == 0 {
        1 << 16
    } else {
        l.trailing_zeros()
    }
}

impl Known {
    pub(crate) fn exact(x: u64, w: u32) -> Known {
        let x = x & ones(w);
        Known { low: x, bits: w, max: x }
    }

    pub(crate) fn unknown(w: u32) -> Known {
        Known { low: 0, bits: 0, max: ones(w) }
    }

    /// At most `max`, nothing else known.
    fn bounded(max: u64, w: u32) -> Known {
        Known::new(0, 0, max, w)
    }

    /// Normalised: clamped to `w` bits, and exact when the bound leaves no other value.
    fn new(low: u64, bits: u32, max: u64, w: u32) -> Known {
        let bits = bits.min(w);
        let low = low & ones(bits);
        let max = max.min(ones(w));
        if bits == w || (bits < 64 && max < (1u64 << bits)) {
            return Known::exact(low, w);
        }
        Known { low, bits, max }
    }

    /// The value, when exact for width `w`.
    pub(crate) fn value(self, w: u32) -> Option<u64> {
        (self.bits >= w).then_some(self.low)
    }

    /// What `self` and `o` agree on (a phi's or a select's two entries).
    fn join(self, o: Known, w: u32) -> Known {
        if self == o {
            return self;
        }
        let bits = self.bits.min(o.bits).min(tz(self.low ^ o.low));
        Known::new(self.low, bits, self.max.max(o.max), w)
    }

    fn add(self, o: Known, w: u32) -> Known {
        let bits = self.bits.min(o.bits);
        let max = self.max.checked_add(o.max).filter(|&s| s <= ones(w)).unwrap_or(ones(w));
        Known::new(self.low.wrapping_add(o.low), bits, max, w)
    }

    fn sub(self, o: Known, w: u32) -> Known {
        let bits = self.bits.min(o.bits);
        // No bound: the difference may wrap (exact operands are exact through `new`).
        Known::new(self.low.wrapping_sub(o.low), bits, ones(w), w)
    }

    fn mul(self, o: Known, w: u32) -> Known {
        let bits = (self.bits + tz(o.low)).min(o.bits + tz(self.low)).min(self.bits + o.bits);
        let max = self.max.checked_mul(o.max).filter(|&p| p <= ones(w)).unwrap_or(ones(w));
        Known::new(self.low.wrapping_mul(o.low), bits.min(w), max, w)
    }

    fn bitwise(self, o: Known, op: BinOp, w: u32) -> Known {
        let bits = self.bits.min(o.bits);
        let cover = |m: u64| if m == 0 { 0 } else { u64::MAX >> m.leading_zeros() };
        let (low, max) = match op {
            BinOp::And => {
                // Bits known zero in an exact operand are known in the result.
                let ex = |k: Known| k.value(w);
                match (ex(self), ex(o)) {
                    (Some(c), _) | (_, Some(c)) => {
                        let other = if ex(self).is_some() { o } else { self };
                        let max = self.max.min(o.max);
                        if c & !ones(other.bits) == 0 {
                            return Known::exact(other.low & c, w);
                        }
                        return Known::new(other.low & c, other.bits, max, w);
                    }
                    _ => (self.low & o.low, self.max.min(o.max)),
                }
            }
            BinOp::Or => (self.low | o.low, cover(self.max | o.max)),
            _ => (self.low ^ o.low, cover(self.max | o.max)),
        };
        Known::new(low, bits, max, w)
    }

    fn shl(self, s: u32, w: u32) -> Known {
        let max = if self.max <= ones(w) >> s { self.max << s } else { ones(w) };
        Known::new(self.low << s, self.bits + s, max, w)
    }

    fn lshr(self, s: u32, w: u32) -> Known {
        Known::new(self.low >> s, self.bits.saturating_sub(s), self.max >> s, w)
    }

    fn urem(self, c: u64, w: u32) -> Known {
        if let Some(x) = self.value(w) {
            return Known::exact(x % c, w);
        }
        let max = self.max.min(c - 1);
        if c.is_power_of_two() {
            Known::new(self.low, self.bits.min(c.trailing_zeros()), max, w)
        } else {
            Known::bounded(max, w)
        }
    }

    fn udiv(self, c: u64, w: u32) -> Known {
        if let Some(x) = self.value(w) {
            return Known::exact(x / c, w);
        }
        if c.is_power_of_two() {
            return self.lshr(c.trailing_zeros(), w);
        }
        Known::bounded(self.max / c, w)
    }

    /// Whether the value is non-negative as a signed `w`-bit number.
    fn non_negative(self, w: u32) -> bool {
        w > 0 && self.max < 1u64 << (w - 1)
    }
}

fn signed(x: u64, w: u32) -> i64 {
    if w >= 64 {
        x as i64
    } else {
        ((x << (64 - w)) as i64) >> (64 - w)
    }
}

/// The evaluator for one function: what it reads besides the IR (the stores of allocas written
/// once, dominance, single predecessors, the launch's sizes).
pub(crate) struct LaneEval<'a> {
    pub m: &'a Module,
    pub f: &'a Function,
    pub model: &'a TargetModel,
    pub dims: LaunchDims,
    /// For an alloca: the one value stored to it and the store, when that is its only write
    /// and its address does not escape.
    pub stores: &'a dyn Fn(Inst) -> Option<(Value, Inst)>,
    pub dominates: &'a dyn Fn(Inst, Inst) -> bool,
    pub single_pred: &'a dyn Fn(Block) -> Option<Block>,
}

/// What the evaluator has found so far, per value, and whether it read `tid.x` (directly or
/// through its operands): what did not is kept from one thread to the next.
#[derive(Default)]
pub(crate) struct Memo {
    known: HashMap<Value, (Known, bool)>,
    /// Whether the evaluation in progress has read `tid.x`.
    reads_tid: bool,
}

impl Memo {
    /// Forgets what depends on the thread, for evaluating another one.
    fn next_thread(&mut self) {
        self.known.retain(|_, (_, dep)| !*dep);
        self.reads_tid = false;
    }
}

impl LaneEval<'_> {
    /// The value of `v` (an integer of at most 64 bits) for the thread with `tid.x == t`
    /// (`None`: any thread), when it is exact.
    pub(crate) fn exact(&self, v: Value, t: Option<u64>, depth: u32) -> Option<u64> {
        self.exact_in(v, t, depth, &mut Memo::default())
    }

    /// [`LaneEval::exact`] sharing `memo` with earlier calls (for other threads: what does not
    /// depend on `tid.x` is found once).
    pub(crate) fn exact_in(&self, v: Value, t: Option<u64>, depth: u32, memo: &mut Memo) -> Option<u64> {
        let w = self.width(v)?;
        memo.next_thread();
        self.eval(v, t, depth, memo).value(w)
    }

    fn width(&self, v: Value) -> Option<u32> {
        self.m.types.int_width(self.f.value_type(v)).filter(|&w| w <= 64)
    }

    fn eval(&self, v: Value, t: Option<u64>, depth: u32, memo: &mut Memo) -> Known {
        let Some(w) = self.width(v) else { return Known::unknown(64) };
        if let Some(&(k, dep)) = memo.known.get(&v) {
            memo.reads_tid |= dep;
            return k;
        }
        if depth == 0 {
            return Known::unknown(w);
        }
        // Met again while being evaluated (through a loop's phi): unknown, which holds for
        // every thread.
        memo.known.insert(v, (Known::unknown(w), false));
        let outer = std::mem::replace(&mut memo.reads_tid, false);
        let k = self.eval_uncached(v, w, t, depth, memo);
        let dep = memo.reads_tid;
        memo.known.insert(v, (k, dep));
        memo.reads_tid = outer || dep;
        k
    }

    fn eval_uncached(&self, v: Value, w: u32, t: Option<u64>, depth: u32, memo: &mut Memo) -> Known {
        let (m, f) = (self.m, self.f);
        if let Some(c) = f.value_const(v) {
            return match m.const_data(c).kind {
                ConstKind::Int(x) => Known::exact(x as u64, w),
                _ => Known::unknown(w),
            };
        }
        let Some(i) = f.value_inst(v) else { return Known::unknown(w) };
        let d = f.inst(i);
        let ev = |x: Value, memo: &mut Memo| self.eval(x, t, depth - 1, memo);
        match &d.kind {
            InstKind::Call(_) => self.builtin(i, w, t, memo),
            InstKind::Phi { .. } => {
                let Some(here) = f.layout.inst_block(i) else { return Known::unknown(w) };
                let mut out: Option<Known> = None;
                for (x, pred) in d.phi_incoming() {
                    if self.skipped(pred, here, t, depth, memo, 4) {
                        continue;
                    }
                    let y = ev(x, memo);
                    out = Some(out.map_or(y, |o| o.join(y, w)));
                }
                out.unwrap_or(Known::unknown(w))
            }
            InstKind::Select { .. } => {
                let [c, a, b] = d.args.as_slice() else { return Known::unknown(w) };
                let c = ev(*c, memo).value(1);
                match c {
                    Some(1) => ev(*a, memo),
                    Some(_) => ev(*b, memo),
                    None => {
                        let a = ev(*a, memo);
                        a.join(ev(*b, memo), w)
                    }
                }
            }
            InstKind::Binary { op, .. } => {
                let [a, b] = d.args.as_slice() else { return Known::unknown(w) };
                let (a, b) = (ev(*a, memo), ev(*b, memo));
                let bx = b.value(w);
                match op {
                    BinOp::Add => a.add(b, w),
                    BinOp::Sub => a.sub(b, w),
                    BinOp::Mul => a.mul(b, w),
                    BinOp::And | BinOp::Or | BinOp::Xor => a.bitwise(b, *op, w),
                    BinOp::Shl => match bx {
                        Some(s) if s < u64::from(w) => a.shl(s as u32, w),
                        _ => Known::unknown(w),
                    },
                    BinOp::LShr => match bx {
                        Some(s) if s < u64::from(w) => a.lshr(s as u32, w),
                        _ => Known::unknown(w),
                    },
                    BinOp::AShr => match (a.value(w), bx) {
                        (Some(x), Some(s)) if s < u64::from(w) => Known::exact((signed(x, w) >> s) as u64, w),
                        _ => Known::unknown(w),
                    },
                    BinOp::UDiv => match bx {
                        Some(c) if c != 0 => a.udiv(c, w),
                        _ => Known::unknown(w),
                    },
                    BinOp::URem => match bx {
                        Some(c) if c != 0 => a.urem(c, w),
                        _ => Known::unknown(w),
                    },
                    BinOp::SRem => match (a.value(w), bx) {
                        (Some(x), Some(c)) if c != 0 => {
                            let (x, c) = (signed(x, w), signed(c, w));
                            x.checked_rem(c).map_or(Known::unknown(w), |r| Known::exact(r as u64, w))
                        }
                        (None, Some(c)) if c.is_power_of_two() && c < 1 << (w - 1) && a.non_negative(w) => {
                            a.urem(c, w)
                        }
                        _ => Known::unknown(w),
                    },
                    BinOp::SDiv => match (a.value(w), bx) {
                        (Some(x), Some(c)) if c != 0 => signed(x, w)
                            .checked_div(signed(c, w))
                            .map_or(Known::unknown(w), |q| Known::exact(q as u64, w)),
                        _ => Known::unknown(w),
                    },
                    _ => Known::unknown(w),
                }
            }
            InstKind::Cast { op, .. } => {
                let [a] = d.args.as_slice() else { return Known::unknown(w) };
                let Some(from) = self.width(*a) else { return Known::unknown(w) };
                let x = ev(*a, memo);
                match op {
                    CastOp::ZExt => Known::new(x.low, if x.bits >= from { w } else { x.bits }, x.max, w),
                    CastOp::Trunc => Known::new(x.low, x.bits, x.max, w),
                    CastOp::SExt => match x.value(from) {
                        Some(e) => Known::exact(signed(e, from) as u64, w),
                        None if x.non_negative(from) => Known::new(x.low, x.bits, x.max, w),
                        None => Known::new(x.low, x.bits, ones(w), w),
                    },
                    _ => Known::unknown(w),
                }
            }
            InstKind::ICmp { pred } => {
                let [a, b] = d.args.as_slice() else { return Known::unknown(w) };
                let Some(aw) = self.width(*a) else { return Known::unknown(w) };
                let (Some(a), Some(b)) = (ev(*a, memo).value(aw), ev(*b, memo).value(aw)) else {
                    return Known::unknown(w);
                };
                let (sa, sb) = (signed(a, aw), signed(b, aw));
                Known::exact(
                    u64::from(match pred {
                        IntPred::Eq => a == b,
                        IntPred::Ne => a != b,
                        IntPred::Ugt => a > b,
                        IntPred::Uge => a >= b,
                        IntPred::Ult => a < b,
                        IntPred::Ule => a <= b,
                        IntPred::Sgt => sa > sb,
                        IntPred::Sge => sa >= sb,
                        IntPred::Slt => sa < sb,
                        IntPred::Sle => sa <= sb,
                    }),
                    w,
                )
            }
            InstKind::Load(_) => {
                let [p] = d.args.as_slice() else { return Known::unknown(w) };
                let Some(a) = f.value_inst(*p) else { return Known::unknown(w) };
                match (self.stores)(a) {
                    Some((val, st)) if (self.dominates)(st, i) && self.width(val) == Some(w) => ev(val, memo),
                    _ => Known::unknown(w),
                }
            }
            _ => Known::unknown(w),
        }
    }

    /// A read of the launch's indices and sizes: exact, or bounded by the launch facts or the
    /// PTX limits (`tid.x < 1024`, `tid.z < 64`, `ctaid.x < 2^31 - 1`, `ctaid.y < 65535`).
    fn builtin(&self, i: Inst, w: u32, t: Option<u64>, memo: &mut Memo) -> Known {
        let (m, f, model) = (self.m, self.f, self.model);
        let Some(e) = super::ir::callee_of(m, f, i).and_then(|c| match c {
            super::ir::Callee::Builtin(n) => model.classify_call(n),
            super::ir::Callee::Defined(_) => None,
        }) else {
            return Known::unknown(w);
        };
        if !f.inst(i).call_args().is_empty() {
            return Known::unknown(w);
        }
        let warp = u64::from(model.warp_size());
        let dim = match e.dimension {
            Dimension::Fixed(d) => Some(d),
            _ => None,
        };
        let k = dim.map_or(0, |d| d.index() as usize);
        let block = self.dims.block.map(|b| u64::from(b[k]));
        let grid = self.dims.grid.map(|g| u64::from(g[k]));
        let z = dim == Some(Dim::Z);
        match (e.kind, dim) {
            (BuiltinKind::ThreadId, Some(Dim::X)) if t.is_some() => {
                memo.reads_tid = true;
                Known::exact(t.unwrap_or(0), w)
            }
            (BuiltinKind::ThreadId, Some(_)) => {
                Known::bounded(block.map_or(if z { 63 } else { 1023 }, |b| b.saturating_sub(1)), w)
            }
            (BuiltinKind::BlockDim, Some(d)) => match block {
                Some(b) => Known::exact(b, w),
                // The launch assumption: a whole number of warps in x.
                None if d == Dim::X => Known::new(0, warp.trailing_zeros(), 1024, w),
                None => Known::bounded(if z { 64 } else { 1024 }, w),
            },
            (BuiltinKind::BlockId, Some(d)) => Known::bounded(
                grid.map_or(if d == Dim::X { (1 << 31) - 2 } else { 65534 }, |g| g.saturating_sub(1)),
                w,
            ),
            (BuiltinKind::GridDim, Some(d)) => match grid {
                Some(g) => Known::exact(g, w),
                None => Known::bounded(if d == Dim::X { (1 << 31) - 1 } else { 65535 }, w),
            },
            (BuiltinKind::WarpSize, _) => Known::exact(warp, w),
            // The launch assumption: lane `tid.x % warp size`.
            (BuiltinKind::LaneId, _) => match t {
                Some(t) => {
                    memo.reads_tid = true;
                    Known::exact(t % warp, w)
                }
                None => Known::bounded(warp - 1, w),
            },
            _ => Known::unknown(w),
        }
    }

    /// Whether the thread cannot take the edge `from -> to`: `from` branches elsewhere on a
    /// condition exact for it, or `from` is entered from one block only and the thread cannot
    /// take that edge (`hops` deep).
    fn skipped(
        &self,
        from: Block,
        to: Block,
        t: Option<u64>,
        depth: u32,
        memo: &mut Memo,
        hops: u32,
    ) -> bool {
        let f = self.f;
        if let Some(term) = f.terminator(from) {
            let td = f.inst(term);
            if matches!(td.kind, InstKind::Br) && td.blocks.len() == 2 && td.blocks[0] != td.blocks[1] {
                if let Some(c) = self.eval(td.args[0], t, depth - 1, memo).value(1) {
                    if td.blocks[if c & 1 == 1 { 0 } else { 1 }] != to {
                        return true;
                    }
                }
            }
        }
        hops > 0
            && (self.single_pred)(from)
                .is_some_and(|p| p != from && self.skipped(p, from, t, depth, memo, hops - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Every `w`-bit value a description admits, for small `w`.
    fn admits(k: Known, w: u32, x: u64) -> bool {
        x <= ones(w) && x & ones(k.bits) == k.low && x <= k.max
    }

    fn arb(w: u32) -> impl Strategy<Value = (Known, u64)> {
        // A value and a description of it: some of its low bits, and a bound at or above it.
        (0..=ones(w), 0..=w, 0..=ones(w)).prop_map(move |(x, bits, slack)| {
            let max = x.saturating_add(slack).min(ones(w));
            (Known::new(x, bits, max, w), x)
        })
    }

    proptest! {
        /// Each rule describes the result of every pair of values its operands describe.
        #[test]
        fn rules_admit_the_results(((a, x), (b, y)) in (arb(8), arb(8)), s in 0u32..8, c in 1u64..256) {
            let w = 8;
            prop_assert!(admits(a, w, x) && admits(b, w, y));
            let m = ones(w);
            prop_assert!(admits(a.add(b, w), w, x.wrapping_add(y) & m));
            prop_assert!(admits(a.sub(b, w), w, x.wrapping_sub(y) & m));
            prop_assert!(admits(a.mul(b, w), w, x.wrapping_mul(y) & m));
            prop_assert!(admits(a.bitwise(b, BinOp::And, w), w, x & y));
            prop_assert!(admits(a.bitwise(b, BinOp::Or, w), w, x | y));
            prop_assert!(admits(a.bitwise(b, BinOp::Xor, w), w, x ^ y));
            prop_assert!(admits(a.join(b, w), w, x) && admits(a.join(b, w), w, y));
            prop_assert!(admits(a.shl(s, w), w, (x << s) & m));
            prop_assert!(admits(a.lshr(s, w), w, x >> s));
            prop_assert!(admits(a.urem(c, w), w, x % c));
            prop_assert!(admits(a.udiv(c, w), w, x / c));
            if a.non_negative(w) {
                prop_assert!(x < 128);
            }
        }
    }

    /// One instruction of a generated straight-line kernel: operation and two operand picks
    /// (an earlier value, or a constant).
    type GenInst = (u8, u16, u16);

    /// Operand pick `k` among `n` values so far: a constant (`Err`), or a value, one of the
    /// last four half of the time.
    fn operand(k: u16, consts: &[u32], n: usize) -> Result<usize, u32> {
        let k = k as usize;
        match k % 3 {
            0 => Err(consts[k / 3 % consts.len()]),
            1 => Ok(n - 1 - k / 3 % n.min(4)),
            _ => Ok(k / 3 % n),
        }
    }

    /// The value of each generated instruction for one thread and one launch (`None`: poison or
    /// undefined, which no claim is about).
    fn concrete(insts: &[GenInst], consts: &[u32], env: [u32; 5]) -> Vec<Option<u32>> {
        // env: tid.x, ctaid.x, ntid.x, arg0, arg1; values 0..5 are those reads.
        let mut v: Vec<Option<u32>> = env.iter().map(|&x| Some(x)).collect();
        for &(op, x, y) in insts {
            let pick = |k: u16, v: &[Option<u32>]| match operand(k, consts, v.len()) {
                Err(c) => Some(c),
                Ok(i) => v[i],
            };
            let (a, b) = (pick(x, &v), pick(y, &v));
            let r = a.zip(b).and_then(|(a, b)| match op % 17 {
                0 => Some(a.wrapping_add(b)),
                1 => Some(a.wrapping_sub(b)),
                2 => Some(a.wrapping_mul(b)),
                3 => Some(a & b),
                4 => Some(a | b),
                5 => Some(a ^ b),
                6 => (b < 32).then(|| a << b),
                7 => (b < 32).then(|| a >> b),
                8 => (b < 32).then(|| ((a as i32) >> b) as u32),
                9 => (b != 0).then(|| a / b),
                10 => (b != 0).then(|| a % b),
                11 => (a as i32).checked_div(b as i32).map(|q| q as u32),
                12 => (a as i32).checked_rem(b as i32).map(|q| q as u32),
                13 => Some(u32::from(a < b)),
                14 => Some(u32::from((a as i32) < (b as i32))),
                15 => Some(u32::from(a as u8)),
                _ => Some(i32::from(a as i8) as u32),
            });
            v.push(r);
        }
        v
    }

    fn generated_text(insts: &[GenInst], consts: &[u32]) -> String {
        let mut s = String::from(
            "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(i32 %v3, i32 %v4) {\nentry:\n  \
             %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n  \
             %v2 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n",
        );
        for (n, &(op, x, y)) in (5usize..).zip(insts) {
            let pick = |k: u16| match operand(k, consts, n) {
                Err(c) => (c as i32).to_string(),
                Ok(i) => format!("%v{i}"),
            };
            let (a, b) = (pick(x), pick(y));
            let ops = [
                "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "urem", "sdiv",
                "srem",
            ];
            let line = match op % 17 {
                k @ 0..=12 => format!("%v{n} = {} i32 {a}, {b}", ops[k as usize]),
                13 => format!("%c{n} = icmp ult i32 {a}, {b}\n  %v{n} = zext i1 %c{n} to i32"),
                14 => format!("%c{n} = icmp slt i32 {a}, {b}\n  %v{n} = select i1 %c{n}, i32 1, i32 0"),
                15 => format!("%c{n} = trunc i32 {a} to i8\n  %v{n} = zext i8 %c{n} to i32"),
                _ => format!("%c{n} = trunc i32 {a} to i8\n  %v{n} = sext i8 %c{n} to i32"),
            };
            s.push_str("  ");
            s.push_str(&line);
            s.push('\n');
        }
        s.push_str("  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
                    declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\ndeclare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n");
        s
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        /// What the evaluator calls exact for a `tid.x` is the value every launch computes
        /// there: random straight-line kernels over `tid.x`, `ctaid.x`, `ntid.x` and two
        /// arguments, evaluated concretely for random blocks, block sizes (whole warps) and
        /// arguments, without launch facts and with a grid and block size.
        #[test]
        fn exact_values_hold_in_every_launch(
            template in 0u8..5,
            rest in proptest::collection::vec((any::<u8>(), any::<u16>(), any::<u16>()), 1..24),
            consts in proptest::collection::vec(
                prop_oneof![0u32..40, Just(31), Just(32), Just(64), Just(96), Just(48), Just(0x8000_0000), any::<u32>()],
                1..6,
            ),
            envs in proptest::collection::vec((any::<u32>(), 1u32..=32, any::<u32>(), any::<u32>()), 12),
            grid in prop_oneof![Just(None), (1u32..70_000).prop_map(Some)],
        ) {
            // Most kernels start with the global index, `ctaid.x * ntid.x + tid.x` (operand
            // picks 5 and 8: values 1 and 2; 1: the last value, 2: value 0), and some take its
            // lane: `srem`, `urem` by 32 or `and` with 31 (constant picks 0 and 3, the
            // constants put first).
            let mut consts = consts;
            consts.splice(0..0, [32, 31]);
            let mut insts: Vec<GenInst> = match template {
                0 => Vec::new(),
                1 => vec![(2, 5, 8), (0, 1, 2)],
                2 => vec![(2, 5, 8), (0, 1, 2), (12, 1, 0)],
                3 => vec![(2, 5, 8), (0, 1, 2), (10, 1, 0)],
                _ => vec![(2, 5, 8), (0, 1, 2), (3, 1, 3)],
            };
            insts.extend(rest);
            let text = generated_text(&insts, &consts);
            let m = warpflow_ir::parse(&text).expect("generated IR parses");
            let fid = m.func_by_name("k").expect("kernel");
            let f = &m.funcs[fid];
            let model = TargetModel::new(warpflow_target::Target::Nvptx);
            let block = 256u32;
            let dims = LaunchDims { block: grid.map(|_| [block, 1, 1]), grid: grid.map(|g| [g, 1, 1]) };
            let ev = LaneEval {
                m: &m, f, model: &model, dims,
                stores: &|_| None, dominates: &|_, _| false, single_pred: &|_| None,
            };
            let values: Vec<Value> = f
                .block_order()
                .flat_map(|b| f.block_insts(b))
                .filter_map(|i| f.inst_result(i))
                .filter(|&v| m.types.int_width(f.value_type(v)) == Some(32))
                .filter(|&v| f.values[v].name.is_some_and(|n| m.str(n).starts_with('v')))
                .collect();
            prop_assert_eq!(values.len(), insts.len() + 3);
            // One memo for every thread, as rule 4 evaluates them (what does not read `tid.x`
            // is kept between threads).
            let mut memo = Memo::default();
            for t in [0u64, 5, 31, 32, 77, 255] {
                for (k, &v) in values.iter().enumerate() {
                    let Some(x) = ev.exact_in(v, Some(t), 24, &mut memo) else { continue };
                    for &(bid, warps, a0, a1) in &envs {
                        let (bid, ntid) = match grid {
                            Some(g) => (bid % g, block),
                            None => (bid % ((1 << 31) - 1), 32 * warps),
                        };
                        let got = concrete(&insts, &consts, [t as u32, bid, ntid, a0, a1]);
                        // `values` skips the two arguments (concrete values 3 and 4).
                        if let Some(c) = got[if k < 3 { k } else { k + 2 }] {
                            prop_assert_eq!(u64::from(c), x, "value {} at tid {} (ctaid {}, ntid {}, args {} {}):\n{}", k, t, bid, ntid, a0, a1, text);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn global_index_mod_32_is_the_lane() {
        let w = 32;
        // ctaid.x * ntid.x with ntid.x a multiple of 32 (nothing else known), plus tid.x = 37.
        let ctaid = Known::bounded((1 << 31) - 2, w);
        let ntid = Known::new(0, 5, 1024, w);
        let gid = ctaid.mul(ntid, w).add(Known::exact(37, w), w);
        assert_eq!(gid.urem(32, w).value(w), Some(5));
        assert!(!gid.non_negative(w), "2^31 threads or more wrap");
        // With the grid's size: 256 blocks of 256.
        let gid = Known::bounded(255, w).mul(Known::exact(256, w), w).add(Known::exact(37, w), w);
        assert!(gid.non_negative(w));
        assert_eq!(gid.urem(32, w).value(w), Some(5));
        assert_eq!(gid.bitwise(Known::exact(31, w), BinOp::And, w).value(w), Some(5));
    }
}
