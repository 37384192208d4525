//! One operation for the active lanes of a split: the data operations (arithmetic, compares,
//! casts, address arithmetic, loads and stores, allocas, special registers, atomics, math
//! functions) and the lane part of `shfl.sync` and `vote.sync` once the warp part
//! ([`super::warp`]) has found the lanes that execute together. Values come from
//! [`super::semantics`]; this module applies them over the structure-of-arrays registers of a
//! frame (through [`crate::lanes`]) and the block's memory (global regions shared by the launch,
//! the block's shared memory, each thread's private stack).
//!
//! [`BlockRun::exec_data`] executes one op that does not change control flow; it fails with the
//! kernel's fault ([`SimError::Memory`] for an access outside every mapped region,
//! [`SimError::Trap`] for a division by zero) or an emulator limit ([`SimError::MemoryLimit`]
//! for private memory), the thread and location named. Every op that changes control flow
//! (branches, calls, returns, barriers, warp-level synchronisation, `unreachable`) is the
//! warp's business.

use super::semantics::{self as sem, mask_bits, IOp};
use super::{BlockRun, SimError};
use crate::decode::{DFunc, Op, NOREG};
use crate::lanes::Lanes;
use crate::memory::{self, decode_addr, Addr, TAG_PRIVATE, TAG_SHIFT};
use crate::names::{ShflMode, Sreg, VoteMode};

/// What a data op did besides writing registers: whether it was an atomic or volatile access
/// (a spinning loop's iteration has one) and whether it changed shared or global memory.
#[derive(Default)]
pub(super) struct Effects {
    pub atomic: bool,
    pub changed: bool,
}

/// `match $v { K => body with the constant $c = K, ... }` over the listed variants of type
/// `$t`, so that `body` is compiled once per variant with a constant operation: the lane loop
/// has no dispatch and its closure stays small enough to be inlined and vectorised (a closure
/// capturing the operation as a variable would carry the whole `match` of the semantics
/// function into every lane).
macro_rules! per_variant {
    ($v:expr, $t:ty; $($k:path),+ $(,)? => |$c:ident| $body:expr) => {
        match $v {
            $($k => {
                const $c: $t = $k;
                $body
            })+
        }
    };
}

impl BlockRun<'_, '_> {
    /// Executes the data op `op` at `ip` of `func` for the lanes `ln` of warp `wi` over the
    /// registers `regs` of their frame.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn exec_data(
        &mut self,
        op: &Op,
        regs: &mut [u64],
        func: &DFunc,
        ip: usize,
        wi: u32,
        ln: Lanes,
        fx: &mut Effects,
    ) -> Result<(), SimError> {
        let w = self.w;
        let mask = ln.mask;
        let full = self.full;
        macro_rules! r {
            ($reg:expr, $l:expr) => {
                regs[$reg as usize * w + $l]
            };
        }
        match *op {
            Op::IBin { op, d, a, b, bits } => {
                let bits = u32::from(bits);
                if matches!(op, IOp::UDiv | IOp::URem | IOp::SDiv | IOp::SRem) {
                    let mut bad = None;
                    each!(mask, full, w, |l| {
                        match sem::int_binary(op, r!(a, l), r!(b, l), bits) {
                            Ok(v) => r!(d, l) = v,
                            Err(sem::DivisionByZero) => {
                                bad = Some(l);
                                break;
                            }
                        }
                    });
                    if let Some(l) = bad {
                        return Err(self.trap(func, ip, wi, l, "integer division by zero"));
                    }
                } else {
                    per_variant!(op, IOp; IOp::Add, IOp::Sub, IOp::Mul, IOp::And, IOp::Or, IOp::Xor, IOp::Shl,
                        IOp::LShr, IOp::AShr, IOp::UDiv, IOp::URem, IOp::SDiv, IOp::SRem
                        => |K| ln.map2(regs, d, a, b, |x, y| sem::int_binary(K, x, y, bits).unwrap_or(0)));
                }
            }
            Op::FBin { op, d, a, b, dbl } => {
                use super::semantics::FOp;
                if dbl {
                    per_variant!(op, FOp; FOp::Add, FOp::Sub, FOp::Mul, FOp::Div, FOp::Rem
                        => |K| ln.map2(regs, d, a, b, |x, y| sem::float_binary(K, x, y, true)));
                } else {
                    per_variant!(op, FOp; FOp::Add, FOp::Sub, FOp::Mul, FOp::Div, FOp::Rem
                        => |K| ln.map2(regs, d, a, b, |x, y| sem::float_binary(K, x, y, false)));
                }
            }
            Op::FNeg { d, a, dbl } => ln.map1(regs, d, a, |x| sem::fneg(x, dbl)),
            Op::ICmp { pred, d, a, b, bits } => {
                use warpflow_ir::IntPred as P;
                let bits = u32::from(bits);
                per_variant!(pred, P; P::Eq, P::Ne, P::Ugt, P::Uge, P::Ult, P::Ule, P::Sgt, P::Sge, P::Slt, P::Sle
                    => |K| ln.map2(regs, d, a, b, |x, y| sem::icmp(K, x, y, bits) as u64));
            }
            Op::FCmp { pred, d, a, b, dbl } => {
                if dbl {
                    ln.map2(regs, d, a, b, |x, y| sem::fcmp_bits(pred, x, y, true) as u64);
                } else {
                    ln.map2(regs, d, a, b, |x, y| sem::fcmp_bits(pred, x, y, false) as u64);
                }
            }
            Op::Select { d, c, a, b, n } => {
                if n == 1 {
                    ln.map3(regs, d, c, a, b, |c, x, y| if c & 1 != 0 { x } else { y });
                } else {
                    each!(mask, full, w, |l| {
                        let src = if r!(c, l) & 1 != 0 { a } else { b };
                        for k in 0..n {
                            r!(d + k, l) = r!(src + k, l);
                        }
                    });
                }
            }
            Op::Mov { d, s, n } => {
                for k in 0..n {
                    ln.copy(regs, d + k, s + k);
                }
            }
            Op::Cast { k, d, a, from, to } => {
                use super::semantics::CastK;
                let (from, to) = (u32::from(from), u32::from(to));
                // The widths that choose between precisions are constants in the lane loop.
                match k {
                    CastK::ZExt | CastK::Copy => ln.copy(regs, d, a),
                    CastK::FToU | CastK::FToS if from == 64 => {
                        if k == CastK::FToS {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::FToS, x, 64, to))
                        } else {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::FToU, x, 64, to))
                        }
                    }
                    CastK::UToF | CastK::SToF if to == 64 => {
                        if k == CastK::SToF {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::SToF, x, from, 64))
                        } else {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::UToF, x, from, 64))
                        }
                    }
                    CastK::FToU | CastK::FToS => {
                        if k == CastK::FToS {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::FToS, x, 32, to))
                        } else {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::FToU, x, 32, to))
                        }
                    }
                    CastK::UToF | CastK::SToF => {
                        if k == CastK::SToF {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::SToF, x, from, 32))
                        } else {
                            ln.map1(regs, d, a, |x| sem::cast(CastK::UToF, x, from, 32))
                        }
                    }
                    CastK::Trunc => ln.map1(regs, d, a, |x| sem::cast(CastK::Trunc, x, from, to)),
                    CastK::SExt => ln.map1(regs, d, a, |x| sem::cast(CastK::SExt, x, from, to)),
                    CastK::FpTrunc => ln.map1(regs, d, a, |x| sem::cast(CastK::FpTrunc, x, 64, 32)),
                    CastK::FpExt => ln.map1(regs, d, a, |x| sem::cast(CastK::FpExt, x, 32, 64)),
                }
            }
            Op::Gep { d, base, start, len, offset } => {
                let terms = &func.gep_terms[start as usize..(start + len) as usize];
                let off = offset as u64;
                match *terms {
                    [] => ln.map1(regs, d, base, |x| x.wrapping_add(off)),
                    [(ix, bits, scale)] => {
                        let bits = u32::from(bits);
                        ln.map2(regs, d, base, ix, |x, i| sem::gep_term(x.wrapping_add(off), i, bits, scale));
                    }
                    [(i1, b1, s1), (i2, b2, s2)] => {
                        let (b1, b2) = (u32::from(b1), u32::from(b2));
                        ln.map3(regs, d, base, i1, i2, |x, i, j| {
                            sem::gep_term(sem::gep_term(x.wrapping_add(off), i, b1, s1), j, b2, s2)
                        });
                    }
                    _ => each!(mask, full, w, |l| {
                        let mut v = r!(base, l).wrapping_add(off);
                        for &(ix, bits, scale) in terms {
                            v = sem::gep_term(v, r!(ix, l), u32::from(bits), scale);
                        }
                        r!(d, l) = v;
                    }),
                }
            }
            Op::Load { d, p, start, n, atomic } => {
                if atomic {
                    fx.atomic = true;
                }
                let leaves = &func.leaves[start as usize..(start + n) as usize];
                let mut bad = None;
                each!(mask, full, w, |l| {
                    let addr = r!(p, l);
                    for (k, lf) in leaves.iter().enumerate() {
                        let a2 = addr.wrapping_add(lf.offset as u64);
                        match self.read(a2, lf.size) {
                            Some(mut v) => {
                                if lf.retag != 0 && v != 0 {
                                    v |= (lf.retag as u64) << TAG_SHIFT;
                                }
                                r!(d + k as u32, l) = v;
                            }
                            None => {
                                bad = Some((l, a2));
                                break;
                            }
                        }
                    }
                    if bad.is_some() {
                        break;
                    }
                });
                if let Some((l, a2)) = bad {
                    return Err(self.mem_err(func, ip, wi, l, a2, "load out of bounds or unmapped"));
                }
            }
            Op::Store { v, p, start, n, atomic } => {
                if atomic {
                    fx.atomic = true;
                }
                let leaves = &func.leaves[start as usize..(start + n) as usize];
                let mut bad = None;
                each!(mask, full, w, |l| {
                    let addr = r!(p, l);
                    for (k, lf) in leaves.iter().enumerate() {
                        let a2 = addr.wrapping_add(lf.offset as u64);
                        let val = mask_bits(r!(v + k as u32, l), u32::from(lf.size) * 8);
                        match self.write(a2, lf.size, val) {
                            Ok(ch) => fx.changed |= ch,
                            Err(ro) => {
                                bad = Some((l, a2, ro));
                                break;
                            }
                        }
                    }
                    if bad.is_some() {
                        break;
                    }
                });
                if let Some((l, a2, ro)) = bad {
                    let what =
                        if ro { "store to read-only memory" } else { "store out of bounds or unmapped" };
                    return Err(self.mem_err(func, ip, wi, l, a2, what));
                }
            }
            Op::Alloca { d, size, align, count, count_bits } => {
                let mut bad = None;
                each!(mask, full, w, |l| {
                    let t = wi as usize * w + l;
                    let cnt = if count == NOREG { 1 } else { mask_bits(r!(count, l), u32::from(count_bits)) };
                    let bytes = size.saturating_mul(cnt);
                    let sp = self.sp[t] as u64;
                    let base = sp.div_ceil(align as u64) * align as u64;
                    let end = base.saturating_add(bytes);
                    if end > self.sh.cfg.private_limit {
                        bad = Some(l);
                        break;
                    }
                    let p = &mut self.private[t];
                    if (p.len() as u64) < end {
                        p.resize(end as usize, 0);
                    }
                    p[base as usize..end as usize].fill(0);
                    self.sp[t] = end as u32;
                    r!(d, l) = TAG_PRIVATE << TAG_SHIFT | (t as u64) << memory::REGION_SHIFT | base;
                });
                if let Some(l) = bad {
                    return Err(SimError::MemoryLimit(format!(
                        "{}: thread {:?} of block {:?}: private memory exceeds {} bytes",
                        self.loc(func, ip),
                        self.thread_xyz(wi * w as u32 + l as u32),
                        self.bidx,
                        self.sh.cfg.private_limit
                    )));
                }
            }
            Op::ExtractDyn { d, v, n, idx, bits } => {
                each!(mask, full, w, |l| {
                    let i = mask_bits(r!(idx, l), u32::from(bits));
                    r!(d, l) = if i < n as u64 { r!(v + i as u32, l) } else { 0 };
                });
            }
            Op::InsertDyn { d, v, n, e, idx, bits } => {
                each!(mask, full, w, |l| {
                    let i = mask_bits(r!(idx, l), u32::from(bits));
                    for k in 0..n {
                        r!(d + k, l) = if k as u64 == i { r!(e, l) } else { r!(v + k, l) };
                    }
                });
            }
            Op::Sreg { d, which, arg } => {
                let base = wi as usize * w;
                let tids = &self.sh.tids;
                match which {
                    Sreg::Tid(k) | Sreg::GlobalId(k) if k < 3 => {
                        let k = k as usize;
                        let add = if matches!(which, Sreg::GlobalId(_)) {
                            self.bidx[k] as u64 * self.sh.bdim[k] as u64
                        } else {
                            0
                        };
                        each!(mask, full, w, |l| { r!(d, l) = tids[base + l][k] as u64 + add });
                    }
                    Sreg::LaneId => each!(mask, full, w, |l| { r!(d, l) = l as u64 }),
                    Sreg::Dynamic(_) => each!(mask, full, w, |l| {
                        let t = (base + l) as u32;
                        let a = if arg == NOREG { 0 } else { r!(arg, l) };
                        r!(d, l) = self.sreg(which, t, l, a);
                    }),
                    _ => {
                        // The same for every thread of the block.
                        let v = self.sreg(which, base as u32, 0, 0);
                        each!(mask, full, w, |l| { r!(d, l) = v });
                    }
                }
            }
            Op::ActiveMask { d } => {
                each!(mask, full, w, |l| {
                    r!(d, l) = (mask >> (l & !31)) & 0xffff_ffff;
                });
            }
            Op::Fma { d, a, b, c, dbl } => {
                if dbl {
                    ln.map3(regs, d, a, b, c, |x, y, z| sem::fma(x, y, z, true));
                } else {
                    ln.map3(regs, d, a, b, c, |x, y, z| sem::fma(x, y, z, false));
                }
            }
            Op::FUn { op, d, a, dbl } => each!(mask, full, w, |l| {
                r!(d, l) = sem::float_unary(op, r!(a, l), dbl);
            }),
            Op::FBi { op, d, a, b, dbl } => each!(mask, full, w, |l| {
                r!(d, l) = sem::float_math2(op, r!(a, l), r!(b, l), dbl);
            }),
            Op::IMath { op, d, a, b, bits } => {
                let bits = u32::from(bits);
                each!(mask, full, w, |l| {
                    r!(d, l) = sem::int_math(op, r!(a, l), r!(b, l), bits);
                });
            }
            Op::Memcpy { dst, src, len, len_bits } | Op::Memset { dst, val: src, len, len_bits } => {
                let is_set = matches!(func.code[ip], Op::Memset { .. });
                let mut bad = None;
                each!(mask, full, w, |l| {
                    let n = mask_bits(r!(len, l), u32::from(len_bits));
                    let (da, sa) = (r!(dst, l), r!(src, l));
                    for k in 0..n {
                        let byte = if is_set {
                            sa & 0xff
                        } else {
                            match self.read(sa.wrapping_add(k), 1) {
                                Some(b) => b,
                                None => {
                                    bad = Some((l, sa.wrapping_add(k)));
                                    break;
                                }
                            }
                        };
                        match self.write(da.wrapping_add(k), 1, byte) {
                            Ok(ch) => fx.changed |= ch,
                            Err(_) => {
                                bad = Some((l, da.wrapping_add(k)));
                                break;
                            }
                        }
                    }
                    if bad.is_some() {
                        break;
                    }
                });
                if let Some((l, a2)) = bad {
                    return Err(self.mem_err(func, ip, wi, l, a2, "memory intrinsic out of bounds"));
                }
            }
            Op::Rmw { op, d, p, v, size, imm } => {
                fx.atomic = true;
                let mut bad = None;
                // Lane order, one lane at a time.
                let mut mm = mask;
                while mm != 0 {
                    let l = mm.trailing_zeros() as usize;
                    mm &= mm - 1;
                    let addr = r!(p, l);
                    let val = if v == NOREG { imm } else { r!(v, l) };
                    match self.atomic(addr, size, |old| sem::rmw(op, old, val, size)) {
                        Ok((old, ch)) => {
                            fx.changed |= ch;
                            if d != NOREG {
                                r!(d, l) = old;
                            }
                        }
                        Err(ro) => {
                            bad = Some((l, addr, ro));
                            break;
                        }
                    }
                }
                if let Some((l, a2, ro)) = bad {
                    return Err(self.mem_err(func, ip, wi, l, a2, atomic_failure(ro)));
                }
            }
            Op::CmpXchg { d, p, cmp, new, size, pair } => {
                fx.atomic = true;
                let mut bad = None;
                let mut mm = mask;
                while mm != 0 {
                    let l = mm.trailing_zeros() as usize;
                    mm &= mm - 1;
                    let addr = r!(p, l);
                    let (c, nv) = (r!(cmp, l), r!(new, l));
                    match self.atomic(addr, size, |old| sem::cmpxchg(old, c, nv)) {
                        Ok((old, ch)) => {
                            fx.changed |= ch;
                            r!(d, l) = old;
                            if pair {
                                r!(d + 1, l) = (old == c) as u64;
                            }
                        }
                        Err(ro) => {
                            bad = Some((l, addr, ro));
                            break;
                        }
                    }
                }
                if let Some((l, a2, ro)) = bad {
                    return Err(self.mem_err(func, ip, wi, l, a2, atomic_failure(ro)));
                }
            }
            Op::Fence | Op::Nop => {}
            _ => {
                return Err(SimError::Launch(format!(
                    "internal: a control-flow op at {} reached the data-op executor",
                    self.loc(func, ip)
                )))
            }
        }
        Ok(())
    }

    /// `shfl.sync` for the lanes `group` (PTX semantics within 32-lane groups): `d` gets the
    /// source lane's `v`, `pd` (unless [`NOREG`]) whether the source was in range. A source
    /// outside the warp reads the lane's own value.
    pub(super) fn shfl(&self, regs: &mut [u64], group: u64, mode: ShflMode, [d, pd, v, b, c]: [u32; 5]) {
        let w = self.w;
        let full = self.full;
        macro_rules! r {
            ($reg:expr, $l:expr) => {
                regs[$reg as usize * w + $l]
            };
        }
        let mut out = [(0u64, false); 64];
        each!(group, full, w, |l| {
            let (j, ok) = sem::shfl_source(mode, l, r!(b, l), r!(c, l));
            let src = if ok { (l & !31) + j as usize } else { l };
            let src = if src < w { src } else { l };
            out[l] = (r!(v, src), ok);
        });
        each!(group, full, w, |l| {
            r!(d, l) = out[l].0;
            if pd != NOREG {
                r!(pd, l) = out[l].1 as u64;
            }
        });
    }

    /// `vote.sync` for the lanes `group`: `d` gets the vote of predicate `p` over the lanes of
    /// the group in the lane's 32-lane group.
    pub(super) fn vote(&self, regs: &mut [u64], group: u64, mode: VoteMode, d: u32, p: u32) {
        let w = self.w;
        let full = self.full;
        let mut ballot = 0u64;
        each!(group, full, w, |l| {
            if regs[p as usize * w + l] & 1 != 0 {
                ballot |= 1 << l;
            }
        });
        each!(group, full, w, |l| {
            let sh = (l & !31) as u32;
            regs[d as usize * w + l] =
                sem::vote(mode, (ballot >> sh) & 0xffff_ffff, (group >> sh) & 0xffff_ffff);
        });
    }

    #[inline(always)]
    fn read(&self, addr: u64, size: u8) -> Option<u64> {
        match decode_addr(addr) {
            Addr::Global(r, off) => self.sh.mem.check(r, off, size as u64).map(|reg| reg.read(off, size)),
            Addr::Shared(off) => {
                let o = off as usize;
                if off.checked_add(size as u64)? <= self.shared.len() as u64 {
                    Some(memory::read_bytes(&self.shared, o, size))
                } else {
                    None
                }
            }
            Addr::Private(t, off) => {
                let p = self.private.get(t)?;
                if off.checked_add(size as u64)? <= p.len() as u64 {
                    Some(memory::read_bytes(p, off as usize, size))
                } else {
                    None
                }
            }
            Addr::Unmapped => None,
        }
    }

    /// Writes; `Err(true)` for a read-only region, `Err(false)` when unmapped. Returns whether
    /// shared or global memory changed.
    #[inline(always)]
    fn write(&mut self, addr: u64, size: u8, v: u64) -> Result<bool, bool> {
        match decode_addr(addr) {
            Addr::Global(r, off) => {
                let reg = self.sh.mem.check(r, off, size as u64).ok_or(false)?;
                if reg.read_only || addr >> TAG_SHIFT == memory::TAG_CONST {
                    return Err(true);
                }
                reg.write(off, size, v);
                Ok(true)
            }
            Addr::Shared(off) => {
                if off.checked_add(size as u64).ok_or(false)? <= self.shared.len() as u64 {
                    memory::write_bytes(&mut self.shared, off as usize, size, v);
                    Ok(true)
                } else {
                    Err(false)
                }
            }
            Addr::Private(t, off) => {
                let p = self.private.get_mut(t).ok_or(false)?;
                if off.checked_add(size as u64).ok_or(false)? <= p.len() as u64 {
                    memory::write_bytes(p, off as usize, size, v);
                    Ok(false)
                } else {
                    Err(false)
                }
            }
            Addr::Unmapped => Err(false),
        }
    }

    /// Atomic read-modify-write; returns the old value and whether memory changed.
    fn atomic(&mut self, addr: u64, size: u8, f: impl Fn(u64) -> u64) -> Result<(u64, bool), bool> {
        if addr % size as u64 != 0 {
            return Err(false);
        }
        if let Addr::Global(r, off) = decode_addr(addr) {
            let reg = self.sh.mem.check(r, off, size as u64).ok_or(false)?;
            if reg.read_only || addr >> TAG_SHIFT == memory::TAG_CONST {
                return Err(true);
            }
            if size == 4 {
                let old = reg.rmw32(off, |x| f(x as u64) as u32) as u64;
                return Ok((old, f(old) != old));
            }
            return Ok(self.sh.mem.with_lock(addr, || {
                let old = reg.read(off, size);
                let new = f(old);
                reg.write(off, size, new);
                (old, new != old)
            }));
        }
        let old = self.read(addr, size).ok_or(false)?;
        let new = f(old);
        self.write(addr, size, new)?;
        Ok((old, new != old))
    }
}

/// What went wrong with an atomic access the memory refused (`read_only`: the address is in
/// read-only memory; otherwise it is out of bounds, unmapped or misaligned).
fn atomic_failure(read_only: bool) -> &'static str {
    if read_only {
        "atomic on read-only memory"
    } else {
        "atomic out of bounds, unmapped or misaligned"
    }
}
