//! The semantics of one operation: [`execute`] runs one decoded op for the active lanes of a
//! warp over a register file and a [`Memory`], and returns what the warp must do next
//! ([`Outcome`]), as Cranelift's interpreter steps an instruction over its state and returns a
//! control-flow value. It is a plain function of its arguments: the warp's splits,
//! reconvergence and frames ([`super::warp`]), the block's scheduling and barriers
//! ([`super::block`]) and the counting ([`super::observer`]) are not in it, and it reaches
//! memory only through the trait, so it can be tested over a fake memory.
//!
//! - Data ops (arithmetic, compares, casts, address arithmetic, loads and stores, allocas,
//!   special registers, atomics, math functions, memory intrinsics, each lane's share of an
//!   OpenCL work-group copy) write their results and give
//!   [`Outcome::Continue`]. Values come from [`super::semantics`]; this module applies them
//!   over the structure-of-arrays registers of a frame (through [`crate::lanes`]).
//! - A branch gives the lanes each edge takes ([`Outcome::Jump`], [`Outcome::Branch`] with both
//!   targets, [`Outcome::Switch`]); a call, a return and a block barrier give the op's operands
//!   ([`Outcome::Call`], [`Outcome::Return`], [`Outcome::Barrier`]); a warp-level `.sync` op
//!   asks the warp to gather the lanes that execute it together ([`Outcome::WarpSync`]), whose
//!   lane part is then [`exchange`].
//! - The kernel's faults are outcomes, [`Outcome::Trap`]: an access memory refused (with the
//!   [`MemError`] and the access), an integer division by zero, `unreachable`. What keeps the
//!   emulator from going on is an error, [`StepError`]: its private memory limit, an
//!   instruction it does not implement. The block layer turns both into a
//!   [`super::SimError`] with the thread and location named; the distinction is kept all the
//!   way up ([`super::SimError::kind`]).
//!
//! Why an outcome rather than acting on the warp: what a branch means for the warp's splits
//! depends on the reconvergence policy, and what a barrier means on the barrier mode; the
//! semantics of the op do not, and a test of them should not need a warp.

use super::semantics::{self as sem, mask_bits, IOp};
use crate::decode::{DFunc, Op, NOREG};
use crate::lanes::Lanes;
use crate::memory::{AtomicOp, MemError, Memory, TAG_SHIFT};
use crate::names::{DynSreg, ShflMode, Sreg, VoteMode};

/// What a data op did besides writing registers: whether it was an atomic or volatile access
/// (a spinning loop's iteration has one) and whether it changed shared or global memory.
#[derive(Default, Debug)]
pub(crate) struct Effects {
    pub atomic: bool,
    pub changed: bool,
}

/// Where the lanes of a step run: what special registers read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Env<'a> {
    /// lanes per warp
    pub w: usize,
    /// the mask of every lane of a warp
    pub full: u64,
    /// the warp's index in its block (its first thread is `warp * w`)
    pub warp: u32,
    /// thread index (x, y, z) of each linear thread index of the block
    pub tids: &'a [[u32; 3]],
    /// the block's index in the grid
    pub block: [u32; 3],
    /// the block's dimensions
    pub bdim: [u32; 3],
    /// the grid's dimensions
    pub grid: [u32; 3],
}

impl Env<'_> {
    /// Thread (x, y, z) of linear thread index `t` of the block.
    pub fn thread_xyz(&self, t: u32) -> [u32; 3] {
        let b = self.bdim;
        [t % b[0], (t / b[0]) % b[1], t / (b[0] * b[1])]
    }

    /// The special register `which` of thread `t` (lane `lane`); `dynarg` is the dimension a
    /// [`Sreg::Dynamic`] one reads (OpenCL's `get_local_id(d)` and the like).
    pub fn sreg(&self, which: Sreg, t: u32, lane: usize, dynarg: u64) -> u64 {
        let tid = self.thread_xyz(t);
        let (b, g, c) = (self.bdim, self.grid, self.block);
        match which {
            Sreg::Tid(d) => tid[d as usize] as u64,
            Sreg::Ntid(d) => b[d as usize] as u64,
            Sreg::Ctaid(d) => c[d as usize] as u64,
            Sreg::Nctaid(d) => g[d as usize] as u64,
            Sreg::GlobalId(d) => c[d as usize] as u64 * b[d as usize] as u64 + tid[d as usize] as u64,
            Sreg::GlobalSize(d) => g[d as usize] as u64 * b[d as usize] as u64,
            Sreg::LaneId => lane as u64,
            Sreg::WarpSize => self.w as u64,
            Sreg::Dynamic(k) => {
                if dynarg > 2 {
                    return match k {
                        DynSreg::LocalSize | DynSreg::NumGroups | DynSreg::GlobalSize => 1,
                        _ => 0,
                    };
                }
                let d = dynarg as u8;
                self.sreg(
                    match k {
                        DynSreg::LocalId => Sreg::Tid(d),
                        DynSreg::LocalSize => Sreg::Ntid(d),
                        DynSreg::GroupId => Sreg::Ctaid(d),
                        DynSreg::NumGroups => Sreg::Nctaid(d),
                        DynSreg::GlobalId => Sreg::GlobalId(d),
                        DynSreg::GlobalSize => Sreg::GlobalSize(d),
                    },
                    t,
                    lane,
                    0,
                )
            }
        }
    }
}

/// What kind of access memory refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Access {
    Load,
    Store,
    /// `llvm.memcpy` / `llvm.memset`
    Intrinsic,
    /// OpenCL `async_work_group_copy` / `async_work_group_strided_copy`
    GroupCopy,
    Atomic,
}

/// A kernel fault of one lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TrapKind {
    /// memory refused the access of `addr`
    Memory { access: Access, addr: u64, error: MemError },
    /// integer division (or remainder) by zero
    DivisionByZero,
    /// `unreachable` executed
    Unreachable,
}

impl TrapKind {
    /// What went wrong, in words.
    pub fn what(&self) -> &'static str {
        match *self {
            TrapKind::DivisionByZero => "integer division by zero",
            TrapKind::Unreachable => "`unreachable` executed",
            TrapKind::Memory { access, error, .. } => match (access, error) {
                (Access::Load, _) => "load out of bounds or unmapped",
                (Access::Store, MemError::ReadOnly) => "store to read-only memory",
                (Access::Store, _) => "store out of bounds or unmapped",
                (Access::Intrinsic, _) => "memory intrinsic out of bounds",
                (Access::GroupCopy, MemError::ReadOnly) => "async work-group copy to read-only memory",
                (Access::GroupCopy, _) => "async work-group copy out of bounds or unmapped",
                (Access::Atomic, MemError::ReadOnly) => "atomic on read-only memory",
                (Access::Atomic, _) => "atomic out of bounds, unmapped or misaligned",
            },
        }
    }
}

/// The kernel's fault: lane `lane` did what has no defined result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Trap {
    pub lane: usize,
    pub kind: TrapKind,
}

/// What the warp does after one op (see the module docs). Edges are indices into
/// [`DFunc::edges`], lane sets are masks of the warp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// go on with the next op
    Continue,
    /// every lane takes `edge`
    Jump { edge: u32 },
    /// a conditional branch: the lanes whose condition holds take `taken.0`, the others
    /// `not_taken.0` (either mask may be empty)
    Branch { taken: (u32, u64), not_taken: (u32, u64) },
    /// a switch: the lanes taking each edge are in the `targets` given to [`execute`], each
    /// edge once, in the order of their first lane
    Switch,
    /// call function `callee` of the program with the `len` argument registers from
    /// `call_args[start]`, its results going to `d..d + nret`
    Call { callee: u32, start: u32, len: u32, d: u32, nret: u32 },
    /// return the `n` registers from `v`
    Return { v: u32, n: u32 },
    /// arrive at block barrier `id`
    Barrier { id: u32 },
    /// a warp-level `.sync` op with member-mask register `mask`: the warp gathers the lanes
    /// that execute it together, then [`exchange`] runs it for them
    WarpSync { mask: u32 },
    /// the kernel's fault
    Trap(Trap),
}

/// What keeps the emulator from executing an op (not the kernel's fault).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StepError {
    /// lane `lane` needs more private memory than the emulator gives a thread
    PrivateLimit { lane: usize },
    /// an instruction the emulator does not implement ([`DFunc::messages`]`[msg]` says which)
    Unsupported { msg: u32 },
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

/// Executes the op at `ip` of `func` for the lanes `ln` (of the warp `env` describes) over the
/// registers `regs` of their frame and the memory `mem`: the data ops write their results into
/// `regs` (and `mem`) and give [`Outcome::Continue`]; every other op says what the warp must do
/// ([`Outcome`]), with the lanes a branch sends to each edge. A kernel fault is
/// [`Outcome::Trap`] (the first faulting lane, in lane order; the lanes before it have done the
/// op), an emulator limit or gap a [`StepError`]. `fx` collects the effects that tell a
/// spinning loop iteration from one that makes progress; `targets` receives the lanes per edge
/// of a switch ([`Outcome::Switch`]), so that the outcome stays a small `Copy` value.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(crate) fn execute<M: Memory + ?Sized>(
    env: Env,
    func: &DFunc,
    ip: usize,
    regs: &mut [u64],
    ln: Lanes,
    mem: &mut M,
    fx: &mut Effects,
    targets: &mut Vec<(u32, u64)>,
) -> Result<Outcome, StepError> {
    let w = env.w;
    let mask = ln.mask;
    let full = env.full;
    let wi = env.warp;
    macro_rules! r {
        ($reg:expr, $l:expr) => {
            regs[$reg as usize * w + $l]
        };
    }
    let trap = |lane: usize, kind: TrapKind| Ok(Outcome::Trap(Trap { lane, kind }));
    let fault = |lane: usize, access: Access, addr: u64, error: MemError| {
        Ok(Outcome::Trap(Trap { lane, kind: TrapKind::Memory { access, addr, error } }))
    };
    match func.code[ip] {
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
                    return trap(l, TrapKind::DivisionByZero);
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
        Op::Repack { d, a, n_from, from, n_to, to } => {
            let bits = |b: u8| if b >= 64 { u128::from(u64::MAX) } else { (1u128 << b) - 1 };
            let (fm, tm) = (bits(from), bits(to));
            each!(mask, full, w, |l| {
                // All of the source is read before the result is written (they may overlap).
                let mut acc: u128 = 0;
                for k in 0..n_from {
                    acc |= (u128::from(r!(a + k, l)) & fm) << (k * u32::from(from));
                }
                for k in 0..n_to {
                    r!(d + k, l) = ((acc >> (k * u32::from(to))) & tm) as u64;
                }
            });
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
                    match mem.load(a2, lf.size) {
                        Ok(mut v) => {
                            if lf.retag != 0 && v != 0 {
                                v |= (lf.retag as u64) << TAG_SHIFT;
                            }
                            r!(d + k as u32, l) = v;
                        }
                        Err(e) => {
                            bad = Some((l, a2, e));
                            break;
                        }
                    }
                }
                if bad.is_some() {
                    break;
                }
            });
            if let Some((l, a2, e)) = bad {
                return fault(l, Access::Load, a2, e);
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
                    match mem.store(a2, lf.size, val) {
                        Ok(ch) => fx.changed |= ch,
                        Err(e) => {
                            bad = Some((l, a2, e));
                            break;
                        }
                    }
                }
                if bad.is_some() {
                    break;
                }
            });
            if let Some((l, a2, e)) = bad {
                return fault(l, Access::Store, a2, e);
            }
        }
        Op::Alloca { d, size, align, count, count_bits } => {
            let mut bad = None;
            each!(mask, full, w, |l| {
                let t = wi as usize * w + l;
                let cnt = if count == NOREG { 1 } else { mask_bits(r!(count, l), u32::from(count_bits)) };
                match mem.alloca(t, size.saturating_mul(cnt), align as u64) {
                    Some(a) => r!(d, l) = a,
                    None => {
                        bad = Some(l);
                        break;
                    }
                }
            });
            if let Some(lane) = bad {
                return Err(StepError::PrivateLimit { lane });
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
            let tids = env.tids;
            match which {
                Sreg::Tid(k) | Sreg::GlobalId(k) if k < 3 => {
                    let k = k as usize;
                    let add = if matches!(which, Sreg::GlobalId(_)) {
                        env.block[k] as u64 * env.bdim[k] as u64
                    } else {
                        0
                    };
                    each!(mask, full, w, |l| { r!(d, l) = tids[base + l][k] as u64 + add });
                }
                Sreg::LaneId => each!(mask, full, w, |l| { r!(d, l) = l as u64 }),
                Sreg::Dynamic(_) => each!(mask, full, w, |l| {
                    let t = (base + l) as u32;
                    let a = if arg == NOREG { 0 } else { r!(arg, l) };
                    r!(d, l) = env.sreg(which, t, l, a);
                }),
                _ => {
                    // The same for every thread of the block.
                    let v = env.sreg(which, base as u32, 0, 0);
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
                        match mem.load(sa.wrapping_add(k), 1) {
                            Ok(b) => b,
                            Err(e) => {
                                bad = Some((l, sa.wrapping_add(k), e));
                                break;
                            }
                        }
                    };
                    match mem.store(da.wrapping_add(k), 1, byte) {
                        Ok(ch) => fx.changed |= ch,
                        Err(e) => {
                            bad = Some((l, da.wrapping_add(k), e));
                            break;
                        }
                    }
                }
                if bad.is_some() {
                    break;
                }
            });
            if let Some((l, a2, e)) = bad {
                return fault(l, Access::Intrinsic, a2, e);
            }
        }
        Op::GroupCopy { d, dst, src, count, stride, ev, bits, elem, stride_dst } => {
            // Each thread copies its share: elements t, t + nt, ... of the block's copy.
            let nt = u64::from(env.bdim[0]) * u64::from(env.bdim[1]) * u64::from(env.bdim[2]);
            let (elem, unit) = (u64::from(elem), u64::from(elem).min(8) as u8);
            let mut bad = None;
            'lanes: for l in (0..w).filter(|&l| mask >> l & 1 != 0) {
                let n = mask_bits(r!(count, l), u32::from(bits));
                let s = if stride == NOREG { 1 } else { mask_bits(r!(stride, l), u32::from(bits)) };
                let (ds, ss) = if stride_dst { (s, 1) } else { (1, s) };
                let (da, sa) = (r!(dst, l), r!(src, l));
                let mut i = (wi as usize * w + l) as u64;
                while i < n {
                    let (from, to) = (
                        sa.wrapping_add(i.wrapping_mul(ss).wrapping_mul(elem)),
                        da.wrapping_add(i.wrapping_mul(ds).wrapping_mul(elem)),
                    );
                    for k in (0..elem).step_by(unit as usize) {
                        let v = match mem.load(from.wrapping_add(k), unit) {
                            Ok(v) => v,
                            Err(e) => {
                                bad = Some((l, from.wrapping_add(k), e));
                                break 'lanes;
                            }
                        };
                        match mem.store(to.wrapping_add(k), unit, v) {
                            Ok(ch) => fx.changed |= ch,
                            Err(e) => {
                                bad = Some((l, to.wrapping_add(k), e));
                                break 'lanes;
                            }
                        }
                    }
                    i = i.saturating_add(nt);
                }
                if d != NOREG {
                    let e = r!(ev, l);
                    r!(d, l) = if e != 0 { e } else { 1 };
                }
            }
            if let Some((l, a2, e)) = bad {
                return fault(l, Access::GroupCopy, a2, e);
            }
        }
        Op::Rmw { op, d, p, v, size, imm } => {
            fx.atomic = true;
            let bad = atomic_lanes(
                mask,
                size,
                regs,
                mem,
                fx,
                |rs, l| {
                    let val = if v == NOREG { imm } else { rs[v as usize * w + l] };
                    (rs[p as usize * w + l], AtomicOp::Rmw(op, val))
                },
                |rs, l, old| {
                    if d != NOREG {
                        rs[d as usize * w + l] = old;
                    }
                },
            );
            if let Some((l, a2, e)) = bad {
                return fault(l, Access::Atomic, a2, e);
            }
        }
        Op::CmpXchg { d, p, cmp, new, size, pair } => {
            fx.atomic = true;
            let bad = atomic_lanes(
                mask,
                size,
                regs,
                mem,
                fx,
                |rs, l| {
                    let at = |r: u32| rs[r as usize * w + l];
                    (at(p), AtomicOp::CmpXchg { cmp: at(cmp), new: at(new) })
                },
                |rs, l, old| {
                    let c = rs[cmp as usize * w + l];
                    rs[d as usize * w + l] = old;
                    if pair {
                        rs[(d + 1) as usize * w + l] = (old == c) as u64;
                    }
                },
            );
            if let Some((l, a2, e)) = bad {
                return fault(l, Access::Atomic, a2, e);
            }
        }
        Op::Fence | Op::Nop => {}
        // What the warp does: the lanes each edge takes, frames, barriers, gathering.
        Op::Br { e } => return Ok(Outcome::Jump { edge: e }),
        Op::CondBr { c, t, f } => {
            let mut mt = 0u64;
            each!(mask, full, w, |l| {
                if r!(c, l) & 1 != 0 {
                    mt |= 1 << l;
                }
            });
            return Ok(Outcome::Branch { taken: (t, mt), not_taken: (f, mask & !mt) });
        }
        Op::Switch { v, start, n, default } => {
            let cases = &func.switch_cases[start as usize..(start + n) as usize];
            // Lanes going to the same block through different edges of one switch carry
            // the same phi values (LLVM requires it), so lanes are grouped by edge.
            let groups = targets;
            groups.clear();
            each!(mask, full, w, |l| {
                let x = r!(v, l);
                let e = cases.iter().find(|c| c.0 == x).map_or(default, |c| c.1);
                match groups.iter_mut().find(|g| g.0 == e) {
                    Some(g) => g.1 |= 1 << l,
                    None => groups.push((e, 1 << l)),
                }
            });
            return Ok(Outcome::Switch);
        }
        Op::Call { func: callee, start, len, d, nret } => {
            return Ok(Outcome::Call { callee, start, len, d, nret })
        }
        Op::Ret { v, n } => return Ok(Outcome::Return { v, n }),
        Op::Barrier { id } => return Ok(Outcome::Barrier { id }),
        Op::WarpSync { mask } if mask == NOREG => {}
        Op::WarpSync { mask } | Op::Shfl { mask, .. } | Op::Vote { mask, .. } => {
            return Ok(Outcome::WarpSync { mask })
        }
        Op::Unreachable => return trap(mask.trailing_zeros() as usize, TrapKind::Unreachable),
        Op::Unsupported { msg } => return Err(StepError::Unsupported { msg }),
    }
    Ok(Outcome::Continue)
}

/// The lane part of the warp-level op at `ip` of `func` ([`Outcome::WarpSync`]) for the lanes
/// `group` the warp gathered to execute it together: `shfl.sync` and `vote.sync` exchange
/// values between them, `bar.warp.sync` has nothing left to do.
/// An atomic op for the lanes of `mask`, one lane at a time in lane order (the order the
/// emulator defines for a warp's atomics to one address): `op_of` gives a lane's address and
/// operation from the registers, `write` stores the old value it read. The first lane whose
/// access faults stops the op: its lane, address and error (the lanes before it are done).
#[allow(clippy::too_many_arguments)]
fn atomic_lanes<M: Memory + ?Sized>(
    mask: u64,
    size: u8,
    regs: &mut [u64],
    mem: &mut M,
    fx: &mut Effects,
    op_of: impl Fn(&[u64], usize) -> (u64, AtomicOp),
    mut write: impl FnMut(&mut [u64], usize, u64),
) -> Option<(usize, u64, MemError)> {
    let mut mm = mask;
    while mm != 0 {
        let l = mm.trailing_zeros() as usize;
        mm &= mm - 1;
        let (addr, op) = op_of(regs, l);
        match mem.atomic(addr, size, op) {
            Ok((old, changed)) => {
                fx.changed |= changed;
                write(regs, l, old);
            }
            Err(e) => return Some((l, addr, e)),
        }
    }
    None
}

pub(crate) fn exchange(env: &Env, func: &DFunc, ip: usize, regs: &mut [u64], group: u64) {
    match func.code[ip] {
        Op::Shfl { mode, d, pd, v, b, c, .. } => shfl(env, regs, group, mode, [d, pd, v, b, c]),
        Op::Vote { mode, d, p, .. } => vote(env, regs, group, mode, d, p),
        _ => {}
    }
}

/// `shfl.sync` for the lanes `group` (PTX semantics within 32-lane groups): `d` gets the
/// source lane's `v`, `pd` (unless [`NOREG`]) whether the source was in range. A source
/// outside the warp reads the lane's own value.
fn shfl(env: &Env, regs: &mut [u64], group: u64, mode: ShflMode, [d, pd, v, b, c]: [u32; 5]) {
    let w = env.w;
    let full = env.full;
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
fn vote(env: &Env, regs: &mut [u64], group: u64, mode: VoteMode, d: u32, p: u32) {
    let w = env.w;
    let full = env.full;
    let mut ballot = 0u64;
    each!(group, full, w, |l| {
        if regs[p as usize * w + l] & 1 != 0 {
            ballot |= 1 << l;
        }
    });
    each!(group, full, w, |l| {
        let sh = (l & !31) as u32;
        regs[d as usize * w + l] = sem::vote(mode, (ballot >> sh) & 0xffff_ffff, (group >> sh) & 0xffff_ffff);
    });
}

#[cfg(test)]
mod tests {
    //! [`execute`] over a fake memory: a plain byte array at one global address, which logs
    //! the stores it takes.
    use super::*;
    use crate::decode::{decode, Program};
    use crate::memory::{REGION_SHIFT, TAG_GLOBAL, TAG_SHIFT};

    /// `bytes` at address `base`, the start of a region; nothing else is mapped.
    struct ArrayMem {
        base: u64,
        bytes: Vec<u8>,
        stores: Vec<(u64, u8, u64)>,
    }

    impl ArrayMem {
        fn offset(&self, addr: u64, size: u8) -> Result<usize, MemError> {
            // the region is the addresses with the base's tag and region bits
            if addr >> REGION_SHIFT != self.base >> REGION_SHIFT {
                return Err(MemError::Unmapped);
            }
            let off = (addr - self.base) as usize;
            if off + size as usize > self.bytes.len() {
                return Err(MemError::OutOfBounds);
            }
            Ok(off)
        }
    }

    impl Memory for ArrayMem {
        fn load(&mut self, addr: u64, size: u8) -> Result<u64, MemError> {
            let off = self.offset(addr, size)?;
            let mut b = [0u8; 8];
            b[..size as usize].copy_from_slice(&self.bytes[off..off + size as usize]);
            Ok(u64::from_le_bytes(b))
        }
        fn store(&mut self, addr: u64, size: u8, v: u64) -> Result<bool, MemError> {
            let off = self.offset(addr, size)?;
            self.bytes[off..off + size as usize].copy_from_slice(&v.to_le_bytes()[..size as usize]);
            self.stores.push((addr, size, v));
            Ok(true)
        }
        fn atomic(&mut self, addr: u64, size: u8, op: AtomicOp) -> Result<(u64, bool), MemError> {
            let old = self.load(addr, size)?;
            let new = op.apply(old, size);
            self.store(addr, size, new)?;
            Ok((old, new != old))
        }
        fn alloca(&mut self, _: usize, _: u64, _: u64) -> Option<u64> {
            None
        }
    }

    const BASE: u64 = TAG_GLOBAL << TAG_SHIFT;
    const W: usize = 4;
    const TIDS: [[u32; 3]; 4] = [[0, 0, 0], [1, 0, 0], [2, 0, 0], [3, 0, 0]];

    /// Threads below `n` store `n / d` at `p[tid]`.
    const KERNEL: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, i32 %n, i32 %d) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %t, %n
  br i1 %c, label %then, label %done

then:
  %q = sdiv i32 %n, %d
  %i = sext i32 %t to i64
  %a = getelementptr i32, ptr addrspace(1) %p, i64 %i
  store i32 %q, ptr addrspace(1) %a, align 4
  br label %done

done:
  unreachable
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

    fn program() -> Program {
        decode(&warpflow_ir::parse(KERNEL).expect("parse"), "k").expect("decode")
    }

    fn env() -> Env<'static> {
        Env { w: W, full: 0b1111, warp: 0, tids: &TIDS, block: [0; 3], bdim: [4, 1, 1], grid: [1; 3] }
    }

    /// A frame's registers: the constants, then the kernel's arguments `p`, `n`, `d`.
    fn registers(f: &DFunc, args: [u64; 3]) -> Vec<u64> {
        let mut regs: Vec<u64> = f.reg_init.iter().flat_map(|&v| [v; W]).collect();
        for (&(r, _), a) in f.params.iter().zip(args) {
            regs[r as usize * W..(r as usize + 1) * W].fill(a);
        }
        regs
    }

    fn block(f: &DFunc, name: &str) -> u32 {
        f.blocks.iter().position(|b| b.name == name).expect("block") as u32
    }

    /// Executes the ops of block `b` for `mask` until one gives more than `Continue`.
    fn run_block(f: &DFunc, b: u32, mask: u64, regs: &mut [u64], mem: &mut ArrayMem) -> Outcome {
        let mut ip = f.blocks[b as usize].start as usize;
        let (mut fx, mut targets) = (Effects::default(), Vec::new());
        loop {
            let ln = Lanes::new(W, mask, 0b1111);
            match execute(env(), f, ip, regs, ln, mem, &mut fx, &mut targets) {
                Ok(Outcome::Continue) => ip += 1,
                Ok(o) => return o,
                Err(e) => panic!("emulator error {e:?}"),
            }
        }
    }

    #[test]
    fn a_branch_gives_both_targets_with_their_lanes() {
        let prog = program();
        let f = &prog.funcs[0];
        let mut regs = registers(f, [BASE, 2, 1]);
        let mut mem = ArrayMem { base: BASE, bytes: vec![0; 16], stores: vec![] };
        let Outcome::Branch { taken, not_taken } = run_block(f, 0, 0b1111, &mut regs, &mut mem) else {
            panic!("not a branch")
        };
        // threads 0 and 1 are below n = 2
        assert_eq!((taken.1, not_taken.1), (0b0011, 0b1100));
        let target = |e: u32| &f.blocks[f.edges[e as usize].target as usize].name;
        assert_eq!((target(taken.0).as_str(), target(not_taken.0).as_str()), ("%then", "%done"));
        // the taken lanes store 2 / 1 and jump on; nothing else was written
        let then = block(f, "%then");
        let Outcome::Jump { edge } = run_block(f, then, taken.1, &mut regs, &mut mem) else { panic!() };
        assert_eq!(target(edge), "%done");
        assert_eq!(mem.stores, [(BASE, 4, 2), (BASE + 4, 4, 2)]);
        // the join block's `unreachable` is the kernel's fault, of the first lane there
        let done = block(f, "%done");
        let t = run_block(f, done, 0b1110, &mut regs, &mut mem);
        assert_eq!(t, Outcome::Trap(Trap { lane: 1, kind: TrapKind::Unreachable }));
    }

    #[test]
    fn a_store_out_of_bounds_is_the_typed_fault_of_its_lane() {
        let prog = program();
        let f = &prog.funcs[0];
        let then = block(f, "%then");
        // four threads store, the memory holds three elements
        let mut regs = registers(f, [BASE, 4, 2]);
        let mut mem = ArrayMem { base: BASE, bytes: vec![0; 12], stores: vec![] };
        let _ = run_block(f, 0, 0b1111, &mut regs, &mut mem);
        let out = run_block(f, then, 0b1111, &mut regs, &mut mem);
        let kind = TrapKind::Memory { access: Access::Store, addr: BASE + 12, error: MemError::OutOfBounds };
        assert_eq!(out, Outcome::Trap(Trap { lane: 3, kind }));
        assert_eq!(kind.what(), "store out of bounds or unmapped");
        // the lanes before it stored, in lane order
        assert_eq!(mem.stores, [(BASE, 4, 2), (BASE + 4, 4, 2), (BASE + 8, 4, 2)]);
        // a pointer into nothing (tag 0, as null): unmapped
        let mut regs = registers(f, [64, 4, 2]);
        let _ = run_block(f, 0, 0b1111, &mut regs, &mut mem);
        let Outcome::Trap(Trap { lane: 0, kind: TrapKind::Memory { error, .. } }) =
            run_block(f, then, 0b1111, &mut regs, &mut mem)
        else {
            panic!("no fault")
        };
        assert_eq!(error, MemError::Unmapped);
    }

    #[test]
    fn a_division_by_zero_is_a_kernel_fault_not_an_emulator_error() {
        let prog = program();
        let f = &prog.funcs[0];
        let mut regs = registers(f, [BASE, 4, 0]);
        let mut mem = ArrayMem { base: BASE, bytes: vec![0; 16], stores: vec![] };
        let then = block(f, "%then");
        let out = run_block(f, then, 0b0110, &mut regs, &mut mem);
        assert_eq!(out, Outcome::Trap(Trap { lane: 1, kind: TrapKind::DivisionByZero }));
        assert!(mem.stores.is_empty());
        // and the block layer reports it as the kernel's fault
        let m = warpflow_ir::parse(KERNEL).expect("parse");
        let args = [
            super::super::ArgValue::Buffer(vec![0; 16]),
            super::super::ArgValue::Scalar(4),
            super::super::ArgValue::Scalar(0),
        ];
        let cfg = super::super::RunConfig { warp_size: 4, ..Default::default() };
        let e = super::super::run_program(&prog, &m, [1; 3], [4, 1, 1], 0, &args, &cfg).unwrap_err();
        assert_eq!(e.fault(), Some(super::super::KernelFault::Trap), "{e}");
        assert!(e.to_string().contains("integer division by zero"), "{e}");
    }
}
