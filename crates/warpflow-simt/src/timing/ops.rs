//! Static facts of decoded ops for the pipelined model: the registers an op reads and writes
//! (for the scoreboard) and its machine expansion (how many machine instructions it issues, and
//! whether it is a block barrier).
//!
//! Expansion rules (what `ptxas` and the AMDGPU back end emit for the IR instruction):
//! - integer arithmetic, logic, shifts and compares on more than 32 bits: two instructions
//!   (a low and a high half with carry: `IADD3` + `IADD3.X`, `ISETP` + `ISETP.EX`;
//!   `v_add_co_u32` + `v_addc_co_u32`); a 64-bit multiply three (`IMAD.WIDE.U32` and two
//!   `IMAD`); 32 bits or fewer: one;
//! - `select`: one instruction per register it moves (`SEL`/`FSEL`, `v_cndmask_b32`);
//! - `getelementptr` with only a constant offset whose result only feeds the address of loads
//!   and stores: free (it folds into the `[R+imm]` operand); otherwise one instruction per
//!   scaled index (`IMAD.WIDE`/`LEA`) plus two for a constant offset (a 64-bit add);
//! - casts: `trunc`, `zext` and bit copies free (they pick or zero a register half), `sext` one
//!   (the high half's shift), float conversions one (on the conversion unit);
//! - loads and stores: one instruction per 16 bytes (vector `LDG.128`), at least one;
//! - branches: one; an unconditional branch to the next block in layout is free
//!   (fall-through); `switch` two per case plus one;
//! - sequences (division, calls): [`warpflow_target::ArchParams::sequence`];
//! - everything else issued: one.

use crate::decode::{CastK, Class, DFunc, IOp, Op, NOREG};
use warpflow_target::CostClass;

/// What the model needs of one op.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpInfo {
    /// machine instructions issued (0: free)
    pub insts: u32,
    /// registers read
    pub uses: Vec<u32>,
    /// registers written
    pub defs: Vec<u32>,
    /// a block barrier
    pub barrier: bool,
    /// 64-bit float arithmetic (the FP64 unit and latency)
    pub fp64: bool,
    /// a call of a defined function: its index (returns set the call's results ready)
    pub callee: Option<u32>,
    /// a return
    pub ret: bool,
}

/// The facts of every op of `f`.
pub fn op_infos(f: &DFunc, seq_of: impl Fn(CostClass) -> (u32, u32)) -> Vec<OpInfo> {
    // Registers read other than as a load/store address (a GEP feeding only addresses folds).
    let mut non_address_use = vec![false; f.nregs as usize];
    let mut infos: Vec<OpInfo> = f.code.iter().map(|op| regs_of(f, op)).collect();
    for (op, info) in f.code.iter().zip(&infos) {
        let addr = match op {
            Op::Load { p, .. } | Op::Store { p, .. } => Some(*p),
            _ => None,
        };
        for &u in &info.uses {
            if Some(u) != addr || matches!(op, Op::Store { v, .. } if *v == u) {
                if let Some(x) = non_address_use.get_mut(u as usize) {
                    *x = true;
                }
            }
        }
    }
    for &(_, s) in &f.copies {
        if let Some(x) = non_address_use.get_mut(s as usize) {
            *x = true;
        }
    }
    for (ip, (op, info)) in f.code.iter().zip(infos.iter_mut()).enumerate() {
        let class = match f.class[ip] {
            Class::Fixed(c) => c,
            Class::Generic => CostClass::MemGlobal,
        };
        info.barrier = matches!(op, Op::Barrier { .. });
        info.fp64 = matches!(
            op,
            Op::FBin { dbl: true, .. }
                | Op::FNeg { dbl: true, .. }
                | Op::FCmp { dbl: true, .. }
                | Op::Fma { dbl: true, .. }
                | Op::FUn { dbl: true, .. }
                | Op::FBi { dbl: true, .. }
        );
        info.callee = match op {
            Op::Call { func, .. } => Some(*func),
            _ => None,
        };
        info.ret = matches!(op, Op::Ret { .. });
        if class == CostClass::Free {
            info.insts = 0;
            continue;
        }
        let (seq, _) = seq_of(class);
        info.insts = match *op {
            Op::IBin { op, bits, .. } => match op {
                IOp::UDiv | IOp::URem | IOp::SDiv | IOp::SRem => seq * if bits > 32 { 3 } else { 1 },
                IOp::Mul if bits > 32 => 3,
                _ if bits > 32 => 2,
                _ => 1,
            },
            Op::ICmp { bits, .. } => {
                if bits > 32 {
                    2
                } else {
                    1
                }
            }
            Op::Select { n, .. } => n.max(1),
            Op::Mov { .. } => 0,
            Op::Repack { n_to, .. } => n_to.max(1),
            Op::Cast { k, .. } => match k {
                CastK::Trunc | CastK::ZExt | CastK::Copy => 0,
                _ => 1,
            },
            Op::Gep { d, len, offset, .. } => {
                let folded = len == 0 && !non_address_use.get(d as usize).copied().unwrap_or(true);
                if folded {
                    0
                } else {
                    len + if offset != 0 { 2 } else { 0 }
                }
            }
            Op::Load { start, n, .. } | Op::Store { start, n, .. } => {
                let bytes: u32 =
                    f.leaves[start as usize..(start + n) as usize].iter().map(|l| u32::from(l.size)).sum();
                bytes.div_ceil(16).max(1)
            }
            Op::Br { e } => {
                let target = f.edges.get(e as usize).map(|x| x.target);
                let block = f.op_block[ip];
                if target == Some(block + 1) {
                    0
                } else {
                    1
                }
            }
            Op::Switch { n, .. } => 2 * n + 1,
            Op::Nop | Op::Unreachable | Op::Alloca { .. } => 0,
            _ => seq,
        };
    }
    infos
}

fn push(v: &mut Vec<u32>, r: u32) {
    if r != NOREG {
        v.push(r);
    }
}

fn range(v: &mut Vec<u32>, r: u32, n: u32) {
    if r != NOREG {
        v.extend(r..r + n);
    }
}

/// The registers `op` reads and writes.
fn regs_of(f: &DFunc, op: &Op) -> OpInfo {
    let mut u = Vec::new();
    let mut d = Vec::new();
    match *op {
        Op::IBin { d: x, a, b, .. }
        | Op::FBin { d: x, a, b, .. }
        | Op::ICmp { d: x, a, b, .. }
        | Op::FCmp { d: x, a, b, .. }
        | Op::FBi { d: x, a, b, .. }
        | Op::IMath { d: x, a, b, .. } => {
            push(&mut u, a);
            push(&mut u, b);
            push(&mut d, x);
        }
        Op::FNeg { d: x, a, .. } | Op::Cast { d: x, a, .. } | Op::FUn { d: x, a, .. } => {
            push(&mut u, a);
            push(&mut d, x);
        }
        Op::Select { d: x, c, a, b, n } => {
            push(&mut u, c);
            range(&mut u, a, n);
            range(&mut u, b, n);
            range(&mut d, x, n);
        }
        Op::Mov { d: x, s, n } => {
            range(&mut u, s, n);
            range(&mut d, x, n);
        }
        Op::Repack { d: x, a, n_from, n_to, .. } => {
            range(&mut u, a, n_from);
            range(&mut d, x, n_to);
        }
        Op::Gep { d: x, base, start, len, .. } => {
            push(&mut u, base);
            for t in &f.gep_terms[start as usize..(start + len) as usize] {
                push(&mut u, t.0);
            }
            push(&mut d, x);
        }
        Op::Load { d: x, p, n, .. } => {
            push(&mut u, p);
            range(&mut d, x, n);
        }
        Op::Store { v, p, n, .. } => {
            push(&mut u, p);
            range(&mut u, v, n);
        }
        Op::Alloca { d: x, count, .. } => {
            push(&mut u, count);
            push(&mut d, x);
        }
        Op::ExtractDyn { d: x, v, n, idx, .. } => {
            range(&mut u, v, n);
            push(&mut u, idx);
            push(&mut d, x);
        }
        Op::InsertDyn { d: x, v, n, e, idx, .. } => {
            range(&mut u, v, n);
            push(&mut u, e);
            push(&mut u, idx);
            range(&mut d, x, n);
        }
        Op::Call { start, len, d: x, nret, .. } => {
            for &a in &f.call_args[start as usize..(start + len) as usize] {
                push(&mut u, a);
            }
            range(&mut d, x, nret);
        }
        Op::Sreg { d: x, arg, .. } => {
            push(&mut u, arg);
            push(&mut d, x);
        }
        Op::Shfl { d: x, pd, mask, v, b, c, .. } => {
            push(&mut u, mask);
            push(&mut u, v);
            push(&mut u, b);
            push(&mut u, c);
            push(&mut d, x);
            push(&mut d, pd);
        }
        Op::Vote { d: x, mask, p, .. } => {
            push(&mut u, mask);
            push(&mut u, p);
            push(&mut d, x);
        }
        Op::ActiveMask { d: x } => push(&mut d, x),
        Op::Fma { d: x, a, b, c, .. } => {
            push(&mut u, a);
            push(&mut u, b);
            push(&mut u, c);
            push(&mut d, x);
        }
        Op::Memcpy { dst, src, len, .. } => {
            push(&mut u, dst);
            push(&mut u, src);
            push(&mut u, len);
        }
        Op::Memset { dst, val, len, .. } => {
            push(&mut u, dst);
            push(&mut u, val);
            push(&mut u, len);
        }
        Op::GroupCopy { d: x, dst, src, count, stride, ev, .. } => {
            push(&mut u, dst);
            push(&mut u, src);
            push(&mut u, count);
            push(&mut u, stride);
            push(&mut u, ev);
            push(&mut d, x);
        }
        Op::Rmw { d: x, p, v, .. } => {
            push(&mut u, p);
            push(&mut u, v);
            push(&mut d, x);
        }
        Op::CmpXchg { d: x, p, cmp, new, pair, .. } => {
            push(&mut u, p);
            push(&mut u, cmp);
            push(&mut u, new);
            push(&mut d, x);
            if pair && x != NOREG {
                d.push(x + 1);
            }
        }
        Op::WarpSync { mask } => push(&mut u, mask),
        Op::CondBr { c, .. } => push(&mut u, c),
        Op::Switch { v, .. } => push(&mut u, v),
        Op::Ret { v, n } => range(&mut u, v, n),
        Op::Barrier { .. }
        | Op::Fence
        | Op::Nop
        | Op::Br { .. }
        | Op::Unreachable
        | Op::Unsupported { .. } => {}
    }
    OpInfo { insts: 0, uses: u, defs: d, ..OpInfo::default() }
}
