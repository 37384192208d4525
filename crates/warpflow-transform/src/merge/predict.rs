//! The timing model's prediction of a merge (the default profitability, [`ProfitModel::Timing`]):
//! the scheduler cycles one warp spends in the region of a divergent branch (the blocks from
//! the branch to its immediate post-dominator), before the merge and after it, computed on the
//! actual merged code, so every cost a merge adds is in it: the `select`s, the instructions
//! speculated for every lane, the guard branches of unmatched code, a load whose address became
//! a `select` (it now waits for the compare), a longer dependent chain.
//!
//! What one warp pays for a block set, after the pipelined model of `warpflow-simt` (the same
//! rules, on IR, with `warpflow_target::ArchParams`' parameters):
//! - issue: each instruction's machine expansion (a `select` 1; integer arithmetic and
//!   compares on more than 32 bits 2, a 64-bit multiply 3; a `getelementptr` with constant
//!   indices only, used only as load/store addresses, 0 (it folds into the address);
//!   `trunc`/`zext`/bit casts and phis 0; `sext` 1; loads and stores one per 16 bytes;
//!   conditional branches 1, unconditional ones 0 (fall-through); division and call
//!   sequences as `ArchParams::sequence`), times the cycles it keeps its unit busy;
//! - latency: the longest chain of dependent instructions in the set (an instruction starts
//!   when its operands defined in the set are ready; a store's own latency delays nothing);
//! - reconvergence: per two-way branch that diverges, the reconvergence instructions (NVIDIA:
//!   `BSSY` and a `BSYNC` per path; AMD: the exec-mask writes) as issue, and the release wait
//!   as latency;
//! - occupancy: `hiding_warps` warps per scheduler interleave, so they pass through code of
//!   `issue` cycles and a chain of `chain` cycles in `max(hiding * issue, issue + chain)`:
//!   one warp costs `max(issue, (issue + chain) / hiding)`. Code that issues little is
//!   latency-bound, and a merge that lengthens its chain (a `select` between a compare and the
//!   branch, a load whose address is now selected) costs time even when it issues fewer
//!   instructions: `dct8x8_quant` at 64 lanes, 12992 -> 12544 machine instructions and
//!   13480 -> 13543 cycles.
//!
//! A warp either splits at the branch (both sides run one after the other, with their chains
//! in series, and the branch pays reconvergence) or does not (it runs one side: the mean of
//! the two). After the merge a warp runs the merged blocks in both cases, except the blocks
//! guarded by the branch condition, of which a warp that does not split runs one side's.
//! How often a warp splits is weighed by `p`, the fraction of warps expected to split:
//! - a condition computed only from `threadIdx.x` and constants ([`split_fraction`]) is
//!   evaluated for every lane: `p` is the fraction of warps whose lanes disagree, over the
//!   warps up to the last that does (`tid & 1`: 1; `tid < 100` at 32 lanes: 1/4; `tid & 64`:
//!   0);
//! - with the launch's block size known (`opt --block-dim` or `--launch`), a condition computed
//!   from `threadIdx.x/y/z`, `blockDim` and constants is evaluated for every thread of one
//!   block: `p` is the fraction of the block's warps that split (`threadIdx.y == 0`: none on
//!   32 x 8 blocks, 1 of 8 on 16 x 16); and a branch the uniformity analysis proves warp-uniform
//!   gets 0 when the block's x size is a multiple of the warp;
//! - otherwise, a condition that depends on a loaded value, an atomic's or a call's result:
//!   1 (lanes' data are independent; a warp of 32 lanes going either way with even odds splits
//!   with probability 1 - 2^-31);
//! - otherwise (thread indices combined with values uniform across the warp but unknown here,
//!   such as a loop counter: `tid & k`), 1/2, the uninformed midpoint (not a value fitted to
//!   any kernel).
//!
//! The predicted profit is the fraction of the region's expected cycles the merge saves
//! (negative when it costs more); a merge is kept when it is above the threshold (0 by default
//! under this model: predicted to save anything). The prediction only decides whether to keep a
//! merge; every merge keeps the kernel's results (the invariants in [`super`]).
//!
//! [`ProfitModel::Timing`]: super::profit::ProfitModel::Timing

use std::collections::{HashMap, HashSet};

use warpflow_analysis::cfg::FunctionCfg;
use warpflow_ir::{Block, DataLayout, Function, Inst, InstKind, Module, Value, ValueDef};
use warpflow_target::arch::{ArchParams, Unit};
use warpflow_target::cost::CostClass;
use warpflow_target::model::TargetModel;
use warpflow_target::{BuiltinKind, Dim, Dimension};

use super::Env;

/// The prediction's view of a region: cycles per warp that splits at the branch, per warp that
/// does not, and the weight of the first case.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RegionTime {
    /// cycles of a warp whose lanes take both sides
    pub split: f64,
    /// cycles of a warp whose lanes all take one side (the mean of the two sides)
    pub whole: f64,
    /// the weight of `split` (see the module docs)
    pub p: f64,
}

impl RegionTime {
    /// The expected cycles per warp.
    pub fn expected(&self) -> f64 {
        self.p * self.split + (1.0 - self.p) * self.whole
    }
}

/// The predicted fraction of the region's cycles a merge saves (`before` and `after` with the
/// same `p`).
pub fn predicted_profit(before: &RegionTime, after: &RegionTime) -> f64 {
    let b = before.expected();
    if b <= 0.0 {
        return 0.0;
    }
    (b - after.expected()) / b
}

/// The region of the branch in `h`: blocks reachable from its successors without passing
/// `stop` or `h`, in layout order. O(region + the blocks laid out between its blocks and `h`):
/// the layout is walked from `h` outwards, forwards first, until every block is placed.
pub fn region(f: &Function, h: Block, stop: Option<Block>) -> Vec<Block> {
    let mut seen = HashSet::new();
    let mut stack: Vec<Block> =
        f.successors(h).iter().copied().filter(|&s| Some(s) != stop && s != h).collect();
    seen.extend(stack.iter().copied());
    while let Some(b) = stack.pop() {
        for &s in f.successors(b) {
            if Some(s) != stop && s != h && seen.insert(s) {
                stack.push(s);
            }
        }
    }
    in_layout_order(f, h, &seen)
}

/// The blocks of `set` (all in the layout) in layout order, found by walking the layout from
/// `from` forwards, then backwards, until all are met: the order of a scan of the whole
/// function, at the cost of the stretch of layout they span around `from`.
fn in_layout_order(f: &Function, from: Block, set: &HashSet<Block>) -> Vec<Block> {
    let mut after = Vec::with_capacity(set.len());
    let mut b = Some(from);
    while let Some(x) = b.filter(|_| after.len() < set.len()) {
        if set.contains(&x) {
            after.push(x);
        }
        b = f.layout.next_block(x);
    }
    let mut before = Vec::new();
    let mut b = f.layout.prev_block(from);
    while let Some(x) = b.filter(|_| after.len() + before.len() < set.len()) {
        if set.contains(&x) {
            before.push(x);
        }
        b = f.layout.prev_block(x);
    }
    before.reverse();
    before.extend(after);
    before
}

/// Whether `cond` depends (through operands and phis, within `f`) on a load, an atomic or the
/// result of a call that is not a special-register read (a thread or block index).
pub fn data_dependent(m: &Module, env: &Env, f: &Function, cond: Value) -> bool {
    let mut seen = HashSet::new();
    let mut stack = vec![cond];
    while let Some(v) = stack.pop() {
        if !seen.insert(v) {
            continue;
        }
        let ValueDef::Inst(i) = f.value_def(v) else { continue };
        let d = f.inst(i);
        match &d.kind {
            InstKind::Load(_) | InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => return true,
            InstKind::Call(_) => {
                // a thread, block or launch index the target model knows, or another free
                // non-convergent builtin
                let sreg = m.direct_callee(f, i).is_some_and(|fid| {
                    env.model
                        .and_then(|t| t.classify_call(m.func_name(fid)))
                        .is_some_and(|b| b.kind.is_geometry() || (!b.convergent && b.cost == CostClass::Free))
                });
                if !sreg {
                    return true;
                }
            }
            _ => stack.extend(d.args.iter().copied()),
        }
    }
    false
}

/// Threads of a block the lane evaluation of [`split_fraction`] covers: the most a block has
/// (CUDA, HIP, OpenCL implementations on these targets: 1024).
pub const EVAL_THREADS: u64 = 1024;

/// The fraction of warps that split at a condition computed only from `threadIdx.x` (the
/// `x` lane index: `llvm.nvvm.read.ptx.sreg.tid.x`, `llvm.amdgcn.workitem.id.x`), integer
/// constants and integer arithmetic, compares, casts and selects on them: the condition is
/// evaluated for threads `0..EVAL_THREADS`, warps being runs of `warp` consecutive `x`
/// indices (as they are when the block's `x` size is a multiple of the warp size, or the block
/// is one-dimensional), and a warp splits when its lanes disagree. The block size is not known
/// here, so the fraction is over the warps up to the last one that splits (the smallest block
/// that meets every split of the condition: `tid < 16` splits the only warp of a 32-thread
/// block, and 1 of 32 warps of a 1024-thread one; the prediction takes the first); 0 when no
/// warp splits (`tid & 64` at 32 lanes). `None` when the condition reads anything else (a
/// uniform value, a load, another index): then it is not known.
///
/// With the block's size `block` known, the condition may also read `threadIdx.y/z` and
/// `blockDim.x/y/z`: it is evaluated for every thread of one such block (at most
/// `EVAL_THREADS`), warps being runs of `warp` consecutive linear thread indices (the last one
/// partial), and the fraction is over the block's warps (`threadIdx.y == 0` on 16 x 16 blocks:
/// 1 of 8 warps splits; on 32 x 8: none).
pub fn split_fraction(
    model: Option<&TargetModel>,
    m: &Module,
    f: &Function,
    cond: Value,
    warp: u32,
    block: Option<[u32; 3]>,
) -> Option<f64> {
    let warp = u64::from(warp.max(1));
    let mut memo: HashMap<Value, bool> = HashMap::new();
    if let Some(b) = block {
        let dims = b.map(u64::from);
        let n = dims[0] * dims[1] * dims[2];
        if n == 0 || n > EVAL_THREADS || !lane_only(model, m, f, cond, &mut memo, 0, true) {
            return None;
        }
        let fuel = std::cell::Cell::new(u64::MAX);
        let bound = HashMap::new();
        let (mut split, mut warps) = (0u64, 0u64);
        for first in (0..n).step_by(warp as usize) {
            let mut seen = [false; 2];
            for t in first..(first + warp).min(n) {
                let xyz = [t % dims[0], (t / dims[0]) % dims[1], t / (dims[0] * dims[1])];
                let lane =
                    Lane { tid: xyz[0], calls: Calls::Block(model, xyz, dims), bound: &bound, fuel: &fuel };
                let v = eval_in(m, f, cond, &lane, 0)?;
                seen[usize::from(v & 1 == 1)] = true;
            }
            warps += 1;
            split += u64::from(seen[0] && seen[1]);
        }
        return Some(split as f64 / warps as f64);
    }
    if !lane_only(model, m, f, cond, &mut memo, 0, false) {
        return None;
    }
    let warps = EVAL_THREADS / warp;
    let (mut split, mut last) = (0u64, None);
    for w in 0..warps {
        let mut seen = [false; 2];
        for l in 0..warp {
            let v = eval(m, f, cond, w * warp + l, 0)?;
            seen[usize::from(v & 1 == 1)] = true;
        }
        if seen[0] && seen[1] {
            split += 1;
            last = Some(w);
        }
    }
    Some(last.map_or(0.0, |l| split as f64 / (l + 1) as f64))
}

/// Whether `i` reads `threadIdx.x`: a call of the target model's thread index in dimension
/// `x`, or of a function whose body returns what such a call returns (the accessor CUDA's
/// headers define, `threadIdx.x` being `__fetch_builtin_x()`, which clang's `-O0` output calls
/// before inlining), up to a few accessors deep.
fn is_tid_x(model: Option<&TargetModel>, m: &Module, f: &Function, i: Inst) -> bool {
    fn calls_tid_x(model: Option<&TargetModel>, m: &Module, f: &Function, i: Inst, depth: u32) -> bool {
        let Some(fid) = m.direct_callee(f, i) else { return false };
        if model
            .and_then(|t| t.classify_call(m.func_name(fid)))
            .is_some_and(|b| b.kind == BuiltinKind::ThreadId && b.dimension == Dimension::Fixed(Dim::X))
        {
            return true;
        }
        // an accessor: one block, `%r = call ...; ret %r` (with debug records beside them)
        let g = &m.funcs[fid];
        let mut blocks = g.block_order();
        let (Some(b), None) = (blocks.next(), blocks.next()) else { return false };
        let insts: Vec<Inst> = g.block_insts(b).filter(|&x| !g.inst(x).kind.is_debug()).collect();
        let &[call, ret] = insts.as_slice() else { return false };
        let (c, r) = (g.inst(call), g.inst(ret));
        depth < 4
            && matches!(c.kind, InstKind::Call(_))
            && c.call_args().is_empty()
            && matches!(r.kind, InstKind::Ret)
            && r.args.first().is_some_and(|&v| Some(v) == c.result)
            && calls_tid_x(model, m, g, call, depth + 1)
    }
    calls_tid_x(model, m, f, i, 0)
}

/// Whether `v` is computed from `threadIdx.x` and constants only, by operations [`eval`] knows.
/// With `block`, also `threadIdx.y/z` and `blockDim.x/y/z` ([`block_index`]).
fn lane_only(
    model: Option<&TargetModel>,
    m: &Module,
    f: &Function,
    v: Value,
    memo: &mut HashMap<Value, bool>,
    depth: u32,
    block: bool,
) -> bool {
    if let Some(&r) = memo.get(&v) {
        return r;
    }
    if depth > 64 {
        return false;
    }
    let r = match f.value_def(v) {
        ValueDef::Inst(i) => {
            let d = f.inst(i);
            let int = d.result.is_some_and(|r| m.types.int_width(f.value_type(r)).is_some_and(|w| w <= 64));
            match &d.kind {
                InstKind::Call(_) => {
                    is_tid_x(model, m, f, i) || block && block_index(model, m, f, i).is_some()
                }
                InstKind::Binary { op, .. } => {
                    int && !op.is_float()
                        && d.args.iter().all(|&a| lane_only(model, m, f, a, memo, depth + 1, block))
                }
                InstKind::ICmp { .. } | InstKind::Select { .. } | InstKind::Freeze => {
                    int && d.args.iter().all(|&a| lane_only(model, m, f, a, memo, depth + 1, block))
                }
                InstKind::Cast { .. } => {
                    int && matches!(d.kind.opcode_name(), "trunc" | "zext" | "sext")
                        && lane_only(model, m, f, d.args[0], memo, depth + 1, block)
                }
                _ => false,
            }
        }
        _ => f.value_const(v).is_some_and(|k| matches!(m.const_data(k).kind, warpflow_ir::ConstKind::Int(_))),
    };
    memo.insert(v, r);
    r
}

/// The value of `v` (zero-extended to 64 bits) for the thread with `threadIdx.x == tid`
/// (only for values [`lane_only`] accepts); `None` on division by zero or a shift past the
/// width (poison: the prediction then knows nothing).
fn eval(m: &Module, f: &Function, v: Value, tid: u64, depth: u32) -> Option<u64> {
    let lane =
        Lane { tid, calls: Calls::Checked, bound: &HashMap::new(), fuel: &std::cell::Cell::new(u64::MAX) };
    eval_in(m, f, v, &lane, depth)
}

/// Which calls [`eval_in`] reads as `threadIdx.x`.
#[derive(Clone, Copy)]
pub(super) enum Calls<'a> {
    /// every call: the value was checked by [`lane_only`]
    Checked,
    /// the calls the target model classifies as `threadIdx.x`; any other call is not known
    Model(Option<&'a TargetModel>),
    /// a thread of a block of known size: its `threadIdx` (x, y, z) and `blockDim`
    /// ([`block_index`]); any other call is not known
    Block(Option<&'a TargetModel>, [u64; 3], [u64; 3]),
}

/// Whether call `i` reads a thread index or a block size of the block, and which: the target
/// model's `threadIdx` (0, 1, 2 for x, y, z; also the `-O0` accessor of `x`) or `blockDim` (3,
/// 4, 5).
fn block_index(model: Option<&TargetModel>, m: &Module, f: &Function, i: Inst) -> Option<usize> {
    if is_tid_x(model, m, f, i) {
        return Some(0);
    }
    let fid = m.direct_callee(f, i)?;
    let b = model?.classify_call(m.func_name(fid))?;
    let Dimension::Fixed(d) = b.dimension else { return None };
    let k = match d {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    };
    match b.kind {
        BuiltinKind::ThreadId => Some(k),
        BuiltinKind::BlockDim => Some(3 + k),
        _ => None,
    }
}

/// One lane's evaluation state for [`eval_in`].
pub(super) struct Lane<'a> {
    /// the lane's `threadIdx.x`
    pub tid: u64,
    /// which calls are its thread index
    pub calls: Calls<'a>,
    /// values whose value is given (the phis of a loop header at the current iteration)
    pub bound: &'a HashMap<Value, u64>,
    /// evaluation steps left: each instruction evaluated takes one; `None` once spent
    pub fuel: &'a std::cell::Cell<u64>,
}

/// The value of `v` for `lane`: a value of `lane.bound` as given, else computed from
/// `threadIdx.x`, integer constants and the bound values by integer arithmetic, compares,
/// selects, `trunc`/`zext`/`sext` and `freeze`; `None` for anything else (a phi not bound, a
/// load, an argument, another call), on poison (division by zero, a shift past the width)
/// and once the fuel is spent.
pub(super) fn eval_in(m: &Module, f: &Function, v: Value, lane: &Lane<'_>, depth: u32) -> Option<u64> {
    if depth > 64 {
        return None;
    }
    let width = m.types.int_width(f.value_type(v)).unwrap_or(64).min(64);
    let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
    if let Some(&x) = lane.bound.get(&v) {
        return Some(x & mask);
    }
    lane.fuel.set(lane.fuel.get().checked_sub(1)?);
    let tid = lane.tid;
    let sx = |x: u64, w: u32| -> i64 {
        if w >= 64 {
            x as i64
        } else {
            ((x << (64 - w)) as i64) >> (64 - w)
        }
    };
    let i = match f.value_def(v) {
        ValueDef::Inst(i) => i,
        _ => {
            let k = f.value_const(v)?;
            return match m.const_data(k).kind {
                warpflow_ir::ConstKind::Int(x) => Some(x as u64 & mask),
                _ => None,
            };
        }
    };
    let d = f.inst(i);
    let arg = |k: usize| eval_in(m, f, d.args[k], lane, depth + 1);
    let aw = |k: usize| m.types.int_width(f.value_type(d.args[k])).unwrap_or(64).min(64);
    let r = match &d.kind {
        InstKind::Call(_) => match lane.calls {
            Calls::Checked => tid,
            Calls::Model(model) if is_tid_x(model, m, f, i) => tid,
            Calls::Model(_) => return None,
            Calls::Block(model, xyz, dims) => match block_index(model, m, f, i)? {
                k @ 0..=2 => xyz[k],
                k => dims[k - 3],
            },
        },
        InstKind::Binary { op, .. } => {
            let (a, b) = (arg(0)?, arg(1)?);
            let w = width;
            match op.name() {
                "add" => a.wrapping_add(b),
                "sub" => a.wrapping_sub(b),
                "mul" => a.wrapping_mul(b),
                "and" => a & b,
                "or" => a | b,
                "xor" => a ^ b,
                "shl" if b < u64::from(w) => a << b,
                "lshr" if b < u64::from(w) => a >> b,
                "ashr" if b < u64::from(w) => (sx(a, w) >> b) as u64,
                "udiv" if b != 0 => a / b,
                "urem" if b != 0 => a % b,
                "sdiv" if b != 0 => sx(a, w).checked_div(sx(b, w))? as u64,
                "srem" if b != 0 => sx(a, w).checked_rem(sx(b, w))? as u64,
                _ => return None,
            }
        }
        InstKind::ICmp { pred } => {
            let (a, b, w) = (arg(0)?, arg(1)?, aw(0));
            let (x, y) = (sx(a, w), sx(b, w));
            u64::from(match pred.name() {
                "eq" => a == b,
                "ne" => a != b,
                "ugt" => a > b,
                "uge" => a >= b,
                "ult" => a < b,
                "ule" => a <= b,
                "sgt" => x > y,
                "sge" => x >= y,
                "slt" => x < y,
                _ => x <= y,
            })
        }
        InstKind::Select { .. } => {
            if arg(0)? & 1 == 1 {
                arg(1)?
            } else {
                arg(2)?
            }
        }
        InstKind::Freeze => arg(0)?,
        InstKind::Cast { .. } => {
            let a = arg(0)?;
            match d.kind.opcode_name() {
                "sext" => sx(a, aw(0)) as u64,
                "trunc" | "zext" => a,
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(r & mask)
}

/// Issue cycles, latency and dependent-chain facts of instructions on one architecture.
#[derive(Debug)]
pub struct Predictor<'a> {
    m: &'a Module,
    env: &'a Env,
    arch: &'static ArchParams,
    hiding: f64,
    layout: DataLayout,
}

impl<'a> Predictor<'a> {
    /// A predictor on `arch` with `hiding_warps` warps hiding latency.
    pub fn new(m: &'a Module, env: &'a Env, arch: &'static ArchParams, hiding_warps: u32) -> Self {
        let layout = DataLayout::parse(m.datalayout.as_deref().unwrap_or(""));
        Predictor { m, env, arch, hiding: f64::from(hiding_warps.max(1)), layout }
    }

    /// Machine instructions of `i` (see the module docs) and its class.
    fn expansion(&self, f: &Function, i: Inst, uses: &HashMap<Value, Vec<Inst>>) -> (u32, CostClass) {
        let m = self.m;
        let d = f.inst(i);
        let class = super::cost_class(m, self.env, f, i);
        if class == CostClass::Free || d.kind.is_debug() {
            return (0, CostClass::Free);
        }
        let wide = super::is_wide(m, f, i);
        let mem_insts = |t| self.layout.store_size(&m.types, t).map_or(1, |b| b.div_ceil(16).max(1) as u32);
        let n = match &d.kind {
            InstKind::Phi { .. } => 0,
            InstKind::Select { .. } => 1,
            InstKind::Cast { .. } => match d.kind.opcode_name() {
                "trunc" | "zext" | "bitcast" | "addrspacecast" | "ptrtoint" | "inttoptr" => 0,
                _ => 1,
            },
            InstKind::Gep { .. } => {
                let consts = d.args[1..].iter().all(|&a| f.value_const(a).is_some());
                let only_address = d.result.is_some_and(|r| {
                    uses.get(&r).is_none_or(|us| {
                        us.iter().all(|&u| {
                            let ud = f.inst(u);
                            matches!(ud.kind, InstKind::Load(_))
                                || matches!(ud.kind, InstKind::Store(_)) && ud.args[0] != r
                        })
                    })
                });
                if consts && only_address {
                    0
                } else {
                    let var = d.args[1..].iter().filter(|&&a| f.value_const(a).is_none()).count() as u32;
                    var + if consts { 2 } else { 0 }
                }
            }
            InstKind::Load(_) => d.result.map_or(1, |r| mem_insts(f.value_type(r))),
            InstKind::Store(_) => mem_insts(f.value_type(d.args[0])),
            InstKind::Br => u32::from(d.blocks.len() == 2),
            InstKind::Switch { cases } => 2 * cases.len() as u32 + 1,
            InstKind::Binary { op, .. } if wide && op.name() == "mul" => 3,
            _ => {
                let (seq, _) = self.arch.sequence(class);
                let div = matches!(class, CostClass::IntDiv);
                seq * if wide && (div || matches!(class, CostClass::IntAlu | CostClass::IntMul)) {
                    if div {
                        3
                    } else {
                        2
                    }
                } else {
                    1
                }
            }
        };
        (n, class)
    }

    /// What one warp spends in `blocks`: (issue cycles, the longest dependent chain's latency
    /// within them, two-way branches).
    fn cost(&self, f: &Function, blocks: &[Block], uses: &HashMap<Value, Vec<Inst>>) -> (f64, f64, u32) {
        let mut issue = 0f64;
        let mut ready: HashMap<Value, f64> = HashMap::new();
        let mut chain = 0f64;
        let mut branches = 0;
        for &b in blocks {
            for i in f.block_insts(b) {
                let d = f.inst(i);
                let (n, class) = self.expansion(f, i, uses);
                if matches!(d.kind, InstKind::Br) && d.blocks.len() == 2 {
                    branches += 1;
                }
                issue += f64::from(n * self.arch.occupancy(Unit::of_class(class)));
                if d.kind.is_phi() {
                    continue;
                }
                let start = d.args.iter().filter_map(|a| ready.get(a)).fold(0f64, |x, &y| x.max(y));
                let lat = if n == 0 {
                    0.0
                } else {
                    let (_, c) = self.arch.sequence(class);
                    f64::from(c.max(1) * self.arch.class_latency(class))
                };
                let done = start + lat;
                // a store's (or any result-less instruction's) latency delays no later
                // instruction of the warp; a branch's delays the next issue
                chain = chain.max(if d.result.is_some() || d.kind.is_terminator() { done } else { start });
                if let Some(r) = d.result {
                    ready.insert(r, done);
                }
            }
        }
        (issue, chain, branches)
    }

    /// One divergent branch's reconvergence: (issue cycles, wait cycles).
    fn reconvergence(&self) -> (f64, f64) {
        let r = &self.arch.reconvergence;
        (
            f64::from((r.diverge_insts + 2 * r.sync_insts) * self.arch.occupancy(Unit::Control)),
            f64::from(r.wait_cycles),
        )
    }

    /// The cycles per warp of code that issues for `issue` cycles and waits `chain` cycles on
    /// its longest dependent chain, with `hiding` warps per scheduler interleaved: `hiding`
    /// warps pass through it in `max(hiding * issue, issue + chain)` cycles (the scheduler is
    /// busy issuing, or every warp waits on its chain), so one warp costs the larger of
    /// `issue` and `(issue + chain) / hiding`.
    fn time(&self, issue: f64, chain: f64) -> f64 {
        issue.max((issue + chain) / self.hiding)
    }

    /// The region of the branch in `h` up to `stop`, under condition weight `p` (see the
    /// module docs). When `h` still branches two ways, its sides are the blocks reachable from
    /// one successor only; blocks reachable from both run once. Otherwise (merged) the blocks
    /// that are the only successor on one edge of a branch on `cond` are the guarded ones.
    /// `closed`: every block of the region has all its predecessors in the region or `h` (see
    /// [`region_is_closed`]); then their predecessors are found from the region's edges, in
    /// O(region), instead of by a scan of the function.
    pub fn region_time(
        &self,
        f: &Function,
        h: Block,
        stop: Option<Block>,
        cond: Value,
        p: f64,
        closed: bool,
    ) -> RegionTime {
        let all = region(f, h, stop);
        let uses = address_uses(f, &all);
        let (ri, rw) = self.reconvergence();
        let succ = f.successors(h);
        if succ.len() == 2 && succ[0] != succ[1] {
            let from = |s: Block| -> HashSet<Block> {
                if Some(s) == stop {
                    return HashSet::new();
                }
                super::regions::reach_within(f, s, stop, h, usize::MAX).unwrap_or_default()
            };
            let (rt, rf) = (from(succ[0]), from(succ[1]));
            let pick = |keep: &dyn Fn(&Block) -> bool| -> Vec<Block> {
                all.iter().copied().filter(|b| keep(b)).collect()
            };
            let left = pick(&|b| rt.contains(b) && !rf.contains(b));
            let right = pick(&|b| rf.contains(b) && !rt.contains(b));
            let shared = pick(&|b| rt.contains(b) && rf.contains(b));
            let (il, cl, bl) = self.cost(f, &left, &uses);
            let (ir, cr, br) = self.cost(f, &right, &uses);
            let (is, cs, bs) = self.cost(f, &shared, &uses);
            // split: both sides in series, the branch and every inner branch reconverge
            let nsplit = f64::from(1 + bl + br + bs);
            let split = self.time(il + ir + is + ri * nsplit, cl + cr + cs + rw * nsplit);
            // whole: one side (the mean), its inner branches reconverge
            let nwhole = f64::from(bl + br) / 2.0 + f64::from(bs);
            let whole = self.time((il + ir) / 2.0 + is + ri * nwhole, (cl + cr) / 2.0 + cs + rw * nwhole);
            RegionTime { split, whole, p }
        } else {
            let guard_branch = |b: Block| {
                f.terminator(b).is_some_and(|t| {
                    let d = f.inst(t);
                    matches!(d.kind, InstKind::Br) && d.blocks.len() == 2 && d.args.first() == Some(&cond)
                })
            };
            let set: HashSet<Block> = all.iter().copied().collect();
            // one entry per predecessor (a block branching twice to one block is one)
            let mut preds =
                if closed { region_preds(f, h, &all, &set) } else { f.predecessors_of(|b| set.contains(&b)) };
            preds.values_mut().for_each(|ps| ps.dedup());
            #[cfg(debug_assertions)]
            if closed {
                let mut scan = f.predecessors_of(|b| set.contains(&b));
                scan.values_mut().for_each(|ps| ps.dedup());
                let sorted = |m: &HashMap<Block, Vec<Block>>| {
                    let mut v: Vec<(Block, Vec<Block>)> = m
                        .iter()
                        .map(|(&b, ps)| {
                            (b, {
                                let mut ps = ps.clone();
                                ps.sort();
                                ps
                            })
                        })
                        .collect();
                    v.sort();
                    v
                };
                assert_eq!(sorted(&preds), sorted(&scan), "a closed region's predecessors are its own edges");
            }
            let guarded: Vec<Block> = all
                .iter()
                .copied()
                .filter(|&b| preds.get(&b).is_some_and(|ps| ps.len() == 1 && guard_branch(ps[0])))
                .collect();
            let guards = all.iter().filter(|&&b| guard_branch(b)).count() as u32;
            let (ia, ca, ba) = self.cost(f, &all, &uses);
            let (ig, _, _) = self.cost(f, &guarded, &uses);
            let split = self.time(ia + ri * f64::from(ba), ca + rw * f64::from(ba));
            let nwhole = f64::from(ba - guards);
            let whole = self.time(ia - ig / 2.0 + ri * nwhole, ca + rw * nwhole);
            RegionTime { split, whole, p }
        }
    }
}

/// Whether every block of the region of `h` up to `stop` ([`region`]) has all its
/// predecessors (in `cfg`, the function's graph as it is) in the region or `h`: no edge enters
/// the region but from its branch. A merge at `h` rewrites only the region and `h` and adds
/// blocks only between them, so a region closed before the merge is closed after it, and
/// [`Predictor::region_time`] may then find predecessors from the region's own edges.
pub fn region_is_closed(f: &Function, cfg: &FunctionCfg, h: Block, stop: Option<Block>) -> bool {
    let all = region(f, h, stop);
    let set: HashSet<Block> = all.iter().copied().collect();
    all.iter()
        .all(|&b| cfg.node(b).is_some() && cfg.pred_blocks(b).iter().all(|p| *p == h || set.contains(p)))
}

/// The predecessors of each block of `set` (the blocks of `all`), one per edge, from the edges
/// of `h` and of `all`: those of [`Function::predecessors_of`] when the region is closed, up to
/// the order of the predecessors (the two edges of one predecessor stay adjacent, so `dedup`
/// leaves one entry per predecessor either way).
fn region_preds(f: &Function, h: Block, all: &[Block], set: &HashSet<Block>) -> HashMap<Block, Vec<Block>> {
    let mut out: HashMap<Block, Vec<Block>> = HashMap::new();
    for p in std::iter::once(h).chain(all.iter().copied()) {
        for &s in f.successors(p) {
            if set.contains(&s) {
                out.entry(s).or_default().push(p);
            }
        }
    }
    out
}

/// The uses of the values [`Predictor::expansion`] asks about: the results of the
/// `getelementptr`s with constant indices only in `blocks` (whether every use is a load or
/// store address). A scan of the function only when there is such a `getelementptr`.
fn address_uses(f: &Function, blocks: &[Block]) -> HashMap<Value, Vec<Inst>> {
    let mut out: HashMap<Value, Vec<Inst>> = HashMap::new();
    for &b in blocks {
        for i in f.block_insts(b) {
            let d = f.inst(i);
            if let (InstKind::Gep { .. }, Some(r)) = (&d.kind, d.result) {
                if d.args[1..].iter().all(|&a| f.value_const(a).is_some()) {
                    out.insert(r, Vec::new());
                }
            }
        }
    }
    if out.is_empty() {
        return out;
    }
    for b in f.block_order() {
        for i in f.block_insts(b) {
            for a in &f.inst(i).args {
                if let Some(us) = out.get_mut(a) {
                    us.push(i);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The region's blocks come in layout order wherever they are laid out around the branch
    /// (before it, after it, interleaved with other blocks): the order of a scan of the whole
    /// function, which the walk from the branch replaces.
    #[test]
    fn region_is_in_layout_order() {
        let m = warpflow_ir::parse(
            "define void @k(i1 %c, i1 %d) {
entry:
  br label %h
b:
  br label %c2
c2:
  br label %j
other1:
  ret void
h:
  br i1 %c, label %a, label %b
a:
  br i1 %d, label %e, label %j
other2:
  br label %other1
e:
  br label %j
j:
  ret void
}",
        )
        .unwrap();
        let f = m.funcs.values().next().unwrap();
        let name = |b: Block| f.blocks[b].name.map_or_else(String::new, |s| m.str(s).to_string());
        let block = |n: &str| f.block_order().find(|&b| name(b) == n).unwrap();
        let (h, j) = (block("h"), block("j"));
        let scan: Vec<Block> = {
            let r: HashSet<Block> = [block("a"), block("b"), block("c2"), block("e")].into();
            f.block_order().filter(|b| r.contains(b)).collect()
        };
        assert_eq!(region(f, h, Some(j)), scan);
        let names: Vec<String> = region(f, h, Some(j)).iter().map(|&b| name(b)).collect();
        assert_eq!(names, ["b", "c2", "a", "e"]);
        // without a stop the join and the return are in the region too
        let names: Vec<String> = region(f, h, None).iter().map(|&b| name(b)).collect();
        assert_eq!(names, ["b", "c2", "a", "e", "j"]);
    }

    /// A region is closed when no edge enters it but from its branch, and then its blocks'
    /// predecessors from its own edges are those of the whole-function scan; an edge from
    /// outside (`x` into `e`) opens it.
    #[test]
    fn closed_region_predecessors_are_its_own_edges() {
        let src = |outside: &str| {
            format!(
                "define void @k(i1 %c, i1 %d) {{
entry:
  br i1 %d, label %h, label %x
x:
  br label {outside}
h:
  br i1 %c, label %a, label %e
a:
  br label %e
e:
  br label %j
j:
  ret void
}}"
            )
        };
        for (outside, closed) in [("%j", true), ("%e", false)] {
            let m = warpflow_ir::parse(&src(outside)).unwrap();
            let f = m.funcs.values().next().unwrap();
            let name = |b: Block| f.blocks[b].name.map_or_else(String::new, |s| m.str(s).to_string());
            let block = |n: &str| f.block_order().find(|&b| name(b) == n).unwrap();
            let (h, j) = (block("h"), block("j"));
            let cfg = FunctionCfg::new(&m, f).unwrap();
            assert_eq!(region_is_closed(f, &cfg, h, Some(j)), closed, "x -> {outside}");
            let all = region(f, h, Some(j));
            let set: HashSet<Block> = all.iter().copied().collect();
            let own = region_preds(f, h, &all, &set);
            let scan = f.predecessors_of(|b| set.contains(&b));
            let e = block("e");
            let mut from_x = scan[&e].clone();
            from_x.retain(|p| !own[&e].contains(p));
            // the region's own edges miss exactly the outside one
            assert_eq!(
                from_x.iter().map(|&b| name(b)).collect::<Vec<_>>(),
                if closed { vec![] } else { vec!["x".to_string()] }
            );
        }
    }

    /// The fraction of warps of `warp` lanes that split at `%c = EXPR` (`%t` is `tid.x`,
    /// `%k` a kernel argument).
    fn fraction(expr: &str, warp: u32) -> Option<f64> {
        fraction_in(expr, warp, None)
    }

    /// [`fraction`] on blocks of `block` threads (`%y` is `tid.y`, `%nx` `ntid.x`).
    fn fraction_in(expr: &str, warp: u32, block: Option<[u32; 3]>) -> Option<f64> {
        let text = format!(
            "target triple = \"nvptx64-nvidia-cuda\"\n\
             declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
             declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n\
             declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n\
             define ptx_kernel void @k(i32 %k) {{\n\
             entry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
             %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()\n\
             %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n{expr}\n  ret void\n}}\n"
        );
        let m = warpflow_ir::parse(&text).expect("parse");
        let (_, f) = m.funcs.iter().find(|(_, f)| f.is_definition).expect("kernel");
        let c = f
            .block_order()
            .flat_map(|b| f.block_insts(b))
            .filter_map(|i| f.inst(i).result)
            .last()
            .expect("a result");
        split_fraction(TargetModel::for_triple("nvptx64-nvidia-cuda").ok().as_ref(), &m, f, c, warp, block)
    }

    #[test]
    fn lane_conditions_are_evaluated_per_warp() {
        // the lowest bit: every warp splits
        assert_eq!(fraction("  %a = and i32 %t, 1\n  %c = icmp eq i32 %a, 0", 32), Some(1.0));
        // a bit above the warp's lanes: no warp splits
        assert_eq!(fraction("  %a = and i32 %t, 64\n  %c = icmp eq i32 %a, 0", 32), Some(0.0));
        // bit 5 varies within a warp of 64 lanes
        assert_eq!(fraction("  %a = and i32 %t, 32\n  %c = icmp eq i32 %a, 0", 64), Some(1.0));
        // a threshold: one warp of the four up to it splits (32 lanes), the only one of 16
        assert_eq!(fraction("  %c = icmp ult i32 %t, 100", 32), Some(0.25));
        assert_eq!(fraction("  %c = icmp ult i32 %t, 16", 32), Some(1.0));
        // casts and selects are followed; a 64-bit compare of the zero-extended index
        assert_eq!(
            fraction(
                "  %w = zext i32 %t to i64\n  %s = select i1 true, i64 %w, i64 0\n  %c = icmp sgt i64 %s, 40",
                32
            ),
            Some(0.5)
        );
    }

    /// With the block's size, the other thread indices count, over the block's warps (runs of
    /// consecutive linear indices), checked against a count by hand.
    #[test]
    fn block_conditions_are_evaluated_over_the_block() {
        let row0 = "  %c = icmp eq i32 %y, 0";
        // 32 x 8: every warp is one row; 16 x 16: warp 0 holds rows 0 and 1; 8 x 32: rows 0-3
        assert_eq!(fraction_in(row0, 32, Some([32, 8, 1])), Some(0.0));
        assert_eq!(fraction_in(row0, 32, Some([16, 16, 1])), Some(1.0 / 8.0));
        assert_eq!(fraction_in(row0, 32, Some([8, 32, 1])), Some(1.0 / 8.0));
        // a column test on 16-wide rows: every warp has both sides
        assert_eq!(fraction_in("  %c = icmp ult i32 %t, 8", 32, Some([16, 16, 1])), Some(1.0));
        // the linear index below 48 on 16 x 4 blocks: warp 1 (indices 32..63) splits, of 2
        let lin = "  %r = mul i32 %y, %nx\n  %l = add i32 %r, %t\n  %c = icmp ult i32 %l, 48";
        assert_eq!(fraction_in(lin, 32, Some([16, 4, 1])), Some(0.5));
        // a partial last warp counts as a warp: 48 threads, `x < 40` splits the second of 2
        assert_eq!(fraction_in("  %c = icmp ult i32 %t, 40", 32, Some([48, 1, 1])), Some(0.5));
        // without the block, tid.y is not evaluated
        assert_eq!(fraction_in(row0, 32, None), None);
    }

    #[test]
    fn conditions_on_other_values_are_not_evaluated() {
        // a uniform argument: the pattern depends on its value
        assert_eq!(fraction("  %a = and i32 %t, %k\n  %c = icmp eq i32 %a, 0", 32), None);
        // division by zero is poison: nothing is claimed
        assert_eq!(fraction("  %a = udiv i32 %t, 0\n  %c = icmp eq i32 %a, 0", 32), None);
    }
}
