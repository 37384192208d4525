//! Warp-level synchronisation checking: for every call to a warp-level operation with members
//! (the target model's [`WarpMembers`]: PTX `shfl.sync`, `vote.sync`, `match.sync`,
//! `redux.sync`, `bar.warp.sync`; OpenCL sub-group collectives) a verdict on whether every
//! member lane is proven to execute it together with exactly the lanes that execute it.
//!
//! # The property
//! A warp-sync operation `q` with member set `M` (a mask, or the whole warp) is *fine* when, at
//! every dynamic execution of `q` by a group of lanes `A` of one warp (the lanes that execute
//! that instance together), `A = M`: no member is missing (elsewhere or exited), and no lane
//! executes it without being a member. Both are undefined behaviour in PTX ("the behaviour of
//! `shfl.sync` is undefined if the executing thread is not in the `membermask`", and every
//! non-exited thread in the mask must execute the same instruction) and in OpenCL ("must be
//! encountered by all work-items in a sub-group").
//!
//! # Warp convergence
//! Check mode ([`super::check_mode`]) runs on the CFG with the *warp-divergent* branches: those
//! whose condition the uniformity analysis calls [`Uniformity::Divergent`] (a warp-uniform,
//! block-divergent branch sends all lanes of a warp the same way), plus the exiting branches of
//! cycles with a warp-divergent exit (lanes may leave in different iterations). A block that is
//! check-convergent for this set lies in the region of no warp-divergent branch. Argument: the
//! lanes of a warp enter the function together (kernel: the launch starts every lane at the
//! entry; a device function: the call site is itself a site, checked in the caller, see below);
//! every branch they reach together outside such regions sends them the same way (its condition
//! is the same in every active lane of the warp), so they reach every convergent block the same
//! number of times, at the same instances. This relies on the uniformity analysis's launch
//! assumption [`crate::uniformity::LAUNCH_ASSUMPTION`] (full warps of consecutive `tid.x`):
//! warp-uniform facts such as `tid.x / 32` hold only then.
//!
//! # Rules (each makes a verdict fine)
//! 1. [`WarpVerdict::Convergent`]: the block is warp-convergent and the members are the whole
//!    warp (a constant mask with every lane of the warp set, or [`WarpMembers::WholeWarp`]): all
//!    lanes arrive, and all are members. A mask is constant when it is computed from constants
//!    alone by the operations of rule 4's evaluator, through phis whose entries agree once the
//!    entries over edges a constant branch does not take are left out (the value on the edge a
//!    thread did arrive by is among the others).
//! 2. [`WarpVerdict::ActiveMask`]: the mask is the result of an `activemask` call earlier in the
//!    same block, with no call between them that can end a lane (a call to a function with a
//!    body, an unknown external, or a trap). The lanes executing a block stay together until its
//!    terminator, so the lanes at `q` are exactly those that read the mask: `A = M`. This rule
//!    holds in any control context.
//! 3. [`WarpVerdict::BallotOfBranch`]: the mask is the result of a ballot with a full constant
//!    mask of predicate `p`, in a warp-convergent block `B` whose terminator is `br c, T, F` with
//!    `c` the same value as `p` (structurally: the same SSA value, or the same pure operation on
//!    the same operands) or its negation (`xor true`, or an `icmp` with the inverse predicate on
//!    the same operands), a negation selecting `F`; the chosen side `S` has `B` as its
//!    only predecessor, `S` dominates `q`'s block, and `q`'s block is check-convergent when `B`
//!    is removed from the warp-divergent set. Argument: all lanes execute `B` together and the
//!    ballot gives `M = {lanes with p}`, which are exactly the lanes taking the edge `B -> S`;
//!    every path to `q` passes that edge (`S` dominates `q`, its only entry is from `B`), and no
//!    other warp-divergent branch splits those lanes on the way (the convergence of `q` without
//!    `B`), so the lanes at `q` are the lanes that took `B -> S` in that instance: `A = M`.
//!
//! 4. [`WarpVerdict::LaneRange`]: the mask is a constant `M` naming only some lanes (32-lane
//!    warps), `q`'s block is not warp-convergent, and the innermost warp-divergent branch `B`
//!    whose region holds it (`br c, T, F`) is warp-convergent, with `c` a function of `tid.x`
//!    alone as [`super::lanes`] evaluates it: for each `tid.x`, what follows from it, the
//!    launch facts and the PTX bounds whatever the other reads are (`(ctaid.x * ntid.x +
//!    tid.x) % 32` is `tid.x % 32`; at -O0 loads from an alloca whose only write is one store
//!    that dominates the load are the stored value). The chosen side `S` (`T` for the lanes
//!    where `c` holds, `F` for the others) has `B` as its only predecessor and dominates `q`'s
//!    block, and `q`'s block is check-convergent when `B` is removed from the warp-divergent
//!    set (as in rule 3). `c` is evaluated for every `tid.x` in `[0, 1024)` (the PTX bound on
//!    `blockDim.x`), or below the launch facts' `blockDim.x`: for every 32-aligned group of 32
//!    consecutive values, the lanes `l` whose thread `32k + l` takes `B -> S` must be `M` or
//!    none. Argument: under the launch assumption (`blockDim.x` a multiple of 32; a launch
//!    whose facts give another size proves nothing), a warp is 32 threads with the same
//!    `tid.y`/`tid.z` and `tid.x = 32k + l` for its lane `l`; `c` depends on nothing else, so in
//!    that warp exactly the lanes admitted for `k` take `B -> S`. Every path to `q` passes
//!    `B -> S`, and no other warp-divergent branch splits those lanes on the way, so `A` is
//!    those lanes: `M`, or the warp never reaches `q`. `if (lane < 16) __syncwarp(0xffff)` with
//!    `lane = threadIdx.x % 32` (or `& 31`, or clang's `(tid.x & 16) == 0`, or the global index
//!    `% 32` with `int` arithmetic once the grid's size keeps it below 2^31) is proven; `lane <
//!    15` with `0xffff` is not (lane 15 is named and never arrives).
//!
//! Otherwise the verdict is an error: [`WarpVerdict::PossiblyDivergent`] when the block is not
//! warp-convergent (with the innermost warp-divergent branch whose region holds it, for the
//! witness), [`WarpVerdict::PartialMask`] when it is but the mask is not proven to name every
//! lane (a constant with lanes missing, or a value the rules do not understand).
//!
//! # Calls
//! A function with a body that contains (transitively) a warp-sync operation not justified by
//! rule 2 relies on being entered by a whole converged warp; a call to it is a warp-sync site
//! with the whole warp as members (rule 1 applies at the call). Operations inside a function are
//! judged assuming a converged entry, which the call-site verdict checks.

use serde::{Deserialize, Serialize};
use warpflow_ir::{Block, ConstKind, FuncId, Function, Inst, InstKind, IntPred, Module, SourceLoc, Value};
use warpflow_target::{BuiltinKind, TargetModel, Uniformity, WarpMembers};

use super::check::{check_mode, CheckMode};
use super::lanes::{LaneEval, LaunchDims, Memo};
use crate::cfg::FunctionCfg;
use crate::facts::FunctionFacts;
use crate::graph::{Graph, NodeId};
use crate::uniformity::{FunctionUniformity, ModuleUniformity};

/// The verdict on one warp-sync site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WarpVerdict {
    /// Rule 1: a warp-convergent block and the whole warp as members.
    Convergent,
    /// Rule 2: the mask is `activemask()` read in the same block.
    ActiveMask,
    /// Rule 3: the mask is a ballot of the condition of the enclosing branch.
    BallotOfBranch,
    /// Rule 4: a constant mask naming exactly the lanes that a condition on the lane index
    /// admits.
    LaneRange,
    /// Not proven: the block may be reached by part of the warp.
    PossiblyDivergent,
    /// Not proven: the whole warp arrives, but the mask may not name every lane.
    PartialMask,
}

impl WarpVerdict {
    /// The kebab-case name.
    pub fn as_str(self) -> &'static str {
        match self {
            WarpVerdict::Convergent => "convergent",
            WarpVerdict::ActiveMask => "active-mask",
            WarpVerdict::BallotOfBranch => "ballot-of-branch",
            WarpVerdict::LaneRange => "lane-range",
            WarpVerdict::PossiblyDivergent => "possibly-divergent",
            WarpVerdict::PartialMask => "partial-mask",
        }
    }

    /// Whether the site is proven fine.
    pub fn is_fine(self) -> bool {
        matches!(
            self,
            WarpVerdict::Convergent
                | WarpVerdict::ActiveMask
                | WarpVerdict::BallotOfBranch
                | WarpVerdict::LaneRange
        )
    }
}

/// What the member mask of a site is, as far as the rules see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "value")]
pub enum MaskSource {
    /// Every lane of the warp (a full constant, or the whole sub-group by definition).
    Full,
    /// A constant naming only some lanes.
    Partial(u64),
    /// `activemask()` in the same block (rule 2).
    ActiveMask,
    /// The result of a ballot (rule 3 may apply).
    Ballot,
    /// Anything else.
    Unknown,
}

/// One warp-sync site.
pub type WarpSyncSite = super::ir::SyncSite;

/// The verdict on one site, with what explains it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarpSyncVerdict {
    /// The site.
    #[serde(flatten)]
    pub site: WarpSyncSite,
    /// The block label.
    pub block: String,
    /// The verdict.
    pub verdict: WarpVerdict,
    /// The member mask.
    pub mask: MaskSource,
    /// The innermost warp-divergent branch whose region holds the site (when not convergent).
    pub branch: Option<String>,
    /// The branch as a block id (for witnesses).
    #[serde(skip)]
    pub branch_block: Option<Block>,
    /// Source position from the call's `!dbg`.
    pub location: Option<SourceLoc>,
    /// For a `possibly-divergent` verdict: the launch fact the rules lacked, when with it the
    /// mask is a constant (`block-dim`) or rule 4 proves the site for some launch
    /// (`grid-dim`: a grid small enough that the signed global index does not wrap).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub needs: Option<LaunchNeed>,
}

/// A launch fact that may prove a site ([`WarpSyncVerdict::needs`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LaunchNeed {
    /// The mask is computed from `blockDim` and constants.
    BlockDim,
    /// Rule 4 holds for a one-block grid: the lane is the signed remainder of a global index.
    GridDim,
}

/// The warp-sync verdicts of one function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunctionWarpSync {
    /// The function.
    #[serde(skip)]
    pub func: Option<FuncId>,
    /// Its name.
    pub function: String,
    /// Every site in layout order.
    pub sites: Vec<WarpSyncVerdict>,
}

/// The builtin a call instruction calls (a declaration), if any.
fn builtin_callee<'m>(m: &'m Module, f: &Function, i: Inst) -> Option<&'m str> {
    match super::ir::callee_of(m, f, i)? {
        super::ir::Callee::Builtin(name) => Some(name),
        super::ir::Callee::Defined(_) => None,
    }
}

fn defined_callee(m: &Module, f: &Function, i: Inst) -> Option<FuncId> {
    match super::ir::callee_of(m, f, i)? {
        super::ir::Callee::Defined(g) => Some(g),
        super::ir::Callee::Builtin(_) => None,
    }
}

/// The lanes of a full warp as a mask (PTX masks are 32 bits).
fn full_mask(warp_size: u32) -> u64 {
    let w = warp_size.min(32);
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// The member mask of call `i` to a builtin with `members`, classified.
/// `cfg`, when given, lets a constant mask be seen through blocks a constant branch skips.
fn mask_source(
    m: &Module,
    f: &Function,
    model: &TargetModel,
    cfg: Option<&FunctionCfg>,
    dims: LaunchDims,
    i: Inst,
    members: WarpMembers,
) -> MaskSource {
    let k = match members {
        WarpMembers::WholeWarp => return MaskSource::Full,
        WarpMembers::MaskOperand(k) => k as usize,
    };
    let Some(&v) = f.inst(i).call_args().get(k) else { return MaskSource::Unknown };
    if let Some(c) = f.value_const(v) {
        return match m.const_data(c).kind {
            ConstKind::Int(x) => {
                let full = full_mask(model.warp_size());
                if (x as u64) & 0xffff_ffff & full == full {
                    MaskSource::Full
                } else {
                    MaskSource::Partial(x as u64 & 0xffff_ffff)
                }
            }
            _ => MaskSource::Unknown,
        };
    }
    let Some(d) = f.value_inst(v) else { return MaskSource::Unknown };
    // A mask computed from constants alone is that constant (clang -O0 leaves `0xffffffff >>
    // (n > 0 ? 32 - n : 0)` to be computed, through a branch on a constant and a phi).
    let single_pred = |b: Block| cfg.and_then(|cfg| single_predecessor(cfg, b));
    let eval = LaneEval {
        m,
        f,
        model,
        dims,
        stores: &|_| None,
        dominates: &|_, _| false,
        single_pred: &single_pred,
    };
    if let Some(x) = eval.exact(v, None, 16) {
        let full = full_mask(model.warp_size());
        return if x & 0xffff_ffff & full == full {
            MaskSource::Full
        } else {
            MaskSource::Partial(x & 0xffff_ffff)
        };
    }
    match builtin_callee(m, f, d).and_then(|n| model.classify_call(n)) {
        Some(e) if e.kind == BuiltinKind::ActiveMask => {
            if active_mask_in_block(m, f, model, d, i) {
                MaskSource::ActiveMask
            } else {
                MaskSource::Unknown
            }
        }
        Some(e) if e.kind == BuiltinKind::Ballot && e.warp_members.is_some() => MaskSource::Ballot,
        _ => MaskSource::Unknown,
    }
}

/// The only predecessor of block `b`, if it has exactly one (what the evaluator's phi rule
/// follows back from an edge a constant branch does not take).
fn single_predecessor(cfg: &FunctionCfg, b: Block) -> Option<Block> {
    match cfg.preds(cfg.node(b)?) {
        [p] => Some(cfg.block(*p)),
        _ => None,
    }
}

/// Rule 2's side condition: `a` (the `activemask` call) comes before `q` in the same block, with
/// no call between them that can end a lane.
fn active_mask_in_block(m: &Module, f: &Function, model: &TargetModel, a: Inst, q: Inst) -> bool {
    let (Some(ba), Some(bq)) = (f.layout.inst_block(a), f.layout.inst_block(q)) else { return false };
    if ba != bq {
        return false;
    }
    let mut seen_a = false;
    for i in f.block_insts(ba) {
        if i == q {
            return seen_a;
        }
        if i == a {
            seen_a = true;
            continue;
        }
        if seen_a && matches!(f.kind(i), InstKind::Call(_)) {
            let safe = builtin_callee(m, f, i)
                .and_then(|n| model.classify_call(n))
                .is_some_and(|e| e.kind != BuiltinKind::Trap);
            if !safe {
                return false;
            }
        }
    }
    false
}

/// For every function of `m` (by [`FuncId`] index): whether it has a body and relies on being
/// entered by a converged warp (it holds, directly or through its callees, a warp-sync
/// operation whose mask is not rule 2's `activemask`).
pub fn warp_sync_functions(m: &Module, model: &TargetModel) -> Vec<bool> {
    let n = m.funcs.len();
    let mut has = vec![false; n];
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut stack = Vec::new();
    for (fid, f) in m.funcs.iter() {
        if !f.is_definition {
            continue;
        }
        for b in f.block_order() {
            for i in f.block_insts(b) {
                if let Some(g) = defined_callee(m, f, i) {
                    callers[g.0 as usize].push(fid.0 as usize);
                    continue;
                }
                let Some(e) = builtin_callee(m, f, i).and_then(|nm| model.classify_call(nm)) else {
                    continue;
                };
                let Some(members) = e.warp_members else { continue };
                if mask_source(m, f, model, None, LaunchDims::default(), i, members) != MaskSource::ActiveMask
                    && !has[fid.0 as usize]
                {
                    has[fid.0 as usize] = true;
                    stack.push(fid.0 as usize);
                }
            }
        }
    }
    super::ir::mark_callers(&mut has, &callers, stack);
    has
}

/// The warp-divergent branches of a function for check mode: multiway terminators whose level
/// is [`Uniformity::Divergent`], and exiting branches of cycles with a warp-divergent exit.
pub fn warp_divergent_nodes(
    m: &Module,
    cfg: &FunctionCfg,
    cycles: &crate::cycles::CycleInfo,
    fu: Option<&FunctionUniformity>,
) -> Vec<bool> {
    let n = cfg.node_count();
    let multiway = |v: NodeId| {
        let s = cfg.succs(v);
        s.iter().any(|&x| x != s[0])
    };
    let Some(fu) = fu else { return vec![false; n] };
    let selected: Vec<crate::cycles::CycleId> = fu
        .divergent_exit_cycles
        .iter()
        .zip(&fu.divergent_exit_levels)
        .filter(|&(_, &l)| l == Uniformity::Divergent)
        .map(|(&c, _)| c)
        .collect();
    let mut out = cycles.exiting_blocks_of(cfg, &selected);
    for v in (0..n as u32).map(NodeId) {
        out[v.index()] =
            multiway(v) && (out[v.index()] || fu.branch_level(m, cfg.block(v)) == Uniformity::Divergent);
    }
    out
}

/// Strips negations and round trips through an integer: `xor %x, true` (a negation), and
/// `icmp ne (zext i1 %x), 0` (`%x`) or `icmp eq (zext i1 %x), 0` (its negation), which clang
/// -O0 leaves where a `bool` is passed as an `int` predicate (`__ballot_sync(mask, x < n)`).
/// The value and whether an odd number of negations was stripped.
fn strip_not(m: &Module, f: &Function, mut v: Value) -> (Value, bool) {
    let mut neg = false;
    let int =
        |x: Value, want: u128| f.value_const(x).is_some_and(|k| m.const_data(k).kind == ConstKind::Int(want));
    let is_i1 = |x: Value| m.types.int_width(f.value_type(x)) == Some(1);
    for _ in 0..8 {
        let Some(i) = f.value_inst(v) else { break };
        let d = f.inst(i);
        match (&d.kind, d.args.as_slice()) {
            (InstKind::Binary { op: warpflow_ir::BinOp::Xor, .. }, [x, y]) if int(*y, 1) => v = *x,
            (InstKind::Binary { op: warpflow_ir::BinOp::Xor, .. }, [x, y]) if int(*x, 1) => v = *y,
            (InstKind::ICmp { pred: p @ (IntPred::Ne | IntPred::Eq) }, [x, z]) if int(*z, 0) => {
                let inner = f.value_inst(*x).filter(|&j| {
                    let e = f.inst(j);
                    matches!(e.kind, InstKind::Cast { op: warpflow_ir::CastOp::ZExt, .. })
                        && e.args.len() == 1
                        && is_i1(e.args[0])
                });
                let Some(j) = inner else { break };
                v = f.inst(j).args[0];
                if *p == IntPred::Ne {
                    continue;
                }
            }
            _ => break,
        }
        neg = !neg;
    }
    (v, neg)
}

/// Whether `a` and `b` are the same value: the same SSA value, equal constants, or the same
/// pure operation (binary, compare, cast, select) of the same type on operands that are the same
/// value (to a bounded depth). Two evaluations of one pure operation on equal operands give
/// equal results.
fn same_value(m: &Module, f: &Function, a: Value, b: Value, depth: u32) -> bool {
    if a == b {
        return true;
    }
    if let (Some(x), Some(y)) = (f.value_const(a), f.value_const(b)) {
        return x == y || m.const_data(x).kind == m.const_data(y).kind && f.value_type(a) == f.value_type(b);
    }
    if depth == 0 || f.value_type(a) != f.value_type(b) {
        return false;
    }
    let (Some(i), Some(j)) = (f.value_inst(a), f.value_inst(b)) else { return false };
    let (di, dj) = (f.inst(i), f.inst(j));
    let pure = matches!(
        di.kind,
        InstKind::Binary { .. }
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Cast { .. }
            | InstKind::Select { .. }
    );
    pure && di.kind == dj.kind
        && di.args.len() == dj.args.len()
        && di.args.iter().zip(&dj.args).all(|(&x, &y)| same_value(m, f, x, y, depth - 1))
}

/// The `icmp` predicate true exactly when `p` is false (on the same operands).
fn inverse_pred(p: IntPred) -> IntPred {
    match p {
        IntPred::Eq => IntPred::Ne,
        IntPred::Ne => IntPred::Eq,
        IntPred::Ugt => IntPred::Ule,
        IntPred::Ule => IntPred::Ugt,
        IntPred::Uge => IntPred::Ult,
        IntPred::Ult => IntPred::Uge,
        IntPred::Sgt => IntPred::Sle,
        IntPred::Sle => IntPred::Sgt,
        IntPred::Sge => IntPred::Slt,
        IntPred::Slt => IntPred::Sge,
    }
}

/// Whether `a` and `b` are `icmp` with inverse predicates on operands that are the same values
/// (`icmp eq %x, 0` and `icmp ne %x, 0`): one is the negation of the other.
fn complementary_icmp(m: &Module, f: &Function, a: Value, b: Value) -> bool {
    let (Some(i), Some(j)) = (f.value_inst(a), f.value_inst(b)) else { return false };
    let (di, dj) = (f.inst(i), f.inst(j));
    let (InstKind::ICmp { pred: pa }, InstKind::ICmp { pred: pb }) = (&di.kind, &dj.kind) else {
        return false;
    };
    inverse_pred(*pa) == *pb
        && di.args.len() == 2
        && dj.args.len() == 2
        && di.args.iter().zip(&dj.args).all(|(&x, &y)| same_value(m, f, x, y, 5))
}

/// What rules 3 and 4 read about one function: its facts, which nodes end in a
/// warp-divergent branch, and the check mode computed from them.
struct SiteRules<'a> {
    m: &'a Module,
    f: &'a Function,
    model: &'a TargetModel,
    fx: &'a FunctionFacts,
    warp_div: &'a [bool],
    wcheck: &'a CheckMode,
    /// The launch's sizes where its facts hold in this function.
    dims: LaunchDims,
    /// The check mode without the last branch asked about: sites in one branch (several
    /// shuffles of a reduction) share it. Each other branch costs a check mode, O(V + E).
    without: &'a std::cell::RefCell<Option<(NodeId, CheckMode)>>,
    /// Rule 4's lanes per warp for the last branch, side and launch asked about.
    lane_sets: &'a LaneSetCache,
    /// The function's uses, made when rule 4 first needs them.
    uses: &'a std::cell::OnceCell<warpflow_ir::SecondaryMap<Value, Vec<(Inst, u32)>>>,
}

/// See [`SiteRules::lane_sets`].
type LaneSetCache = std::cell::RefCell<Option<((NodeId, bool, LaunchDims), Option<Vec<u64>>)>>;

impl SiteRules<'_> {
    /// Whether node `qv` is convergent in check mode once the branch ending `bv` is taken as
    /// warp-uniform (the premise rules 3 and 4 discharge).
    fn convergent_without(&self, bv: NodeId, qv: NodeId) -> bool {
        let mut last = self.without.borrow_mut();
        if last.as_ref().is_none_or(|(b, _)| *b != bv) {
            let mut without = self.warp_div.to_vec();
            without[bv.index()] = false;
            *last = Some((bv, check_mode(self.fx.cfg(), self.fx.pdom(), &without)));
        }
        last.as_ref().is_some_and(|(_, cm)| cm.node_convergent(qv))
    }
}

impl SiteRules<'_> {
    /// Rule 3 for site `q` (in node `qv`) whose mask is the ballot call `p`.
    fn ballot_of_branch(&self, p: Inst, qv: NodeId) -> bool {
        let (m, f, model, cfg, dom, wcheck) =
            (self.m, self.f, self.model, self.fx.cfg(), self.fx.dom(), self.wcheck);
        let Some(e) = builtin_callee(m, f, p).and_then(|n| model.classify_call(n)) else { return false };
        let Some(WarpMembers::MaskOperand(k)) = e.warp_members else { return false };
        if mask_source(m, f, model, Some(cfg), self.dims, p, WarpMembers::MaskOperand(k)) != MaskSource::Full
        {
            return false;
        }
        // The predicate: the one operand that is not the mask.
        let args = f.inst(p).call_args();
        if args.len() != 2 {
            return false;
        }
        let pred = args[1 - k as usize];
        let Some(bb) = f.layout.inst_block(p) else { return false };
        let Some(bv) = cfg.node(bb) else { return false };
        if bv == qv || !wcheck.node_convergent(bv) {
            return false;
        }
        let Some(t) = f.terminator(bb) else { return false };
        let d = f.inst(t);
        if !matches!(d.kind, InstKind::Br) || d.blocks.len() != 2 || d.blocks[0] == d.blocks[1] {
            return false;
        }
        let Some(&c) = d.args.first() else { return false };
        let (c, nc) = strip_not(m, f, c);
        let (pr, np) = strip_not(m, f, pred);
        let negated = if same_value(m, f, c, pr, 6) {
            nc != np
        } else if complementary_icmp(m, f, c, pr) {
            nc == np
        } else {
            return false;
        };
        let side = if negated { d.blocks[1] } else { d.blocks[0] };
        let Some(sv) = cfg.node(side) else { return false };
        if cfg.preds(sv) != [bv] || !dom.dominates(sv, qv) {
            return false;
        }
        self.convergent_without(bv, qv)
    }
}

impl SiteRules<'_> {
    /// Rule 4 for site `q` (in node `qv`) with the constant mask `mask`, from the innermost
    /// warp-divergent branch `bv` whose region holds it.
    fn lane_range(&self, bv: NodeId, qv: NodeId, mask: u64) -> bool {
        let (f, model, cfg, dom, wcheck) = (self.f, self.model, self.fx.cfg(), self.fx.dom(), self.wcheck);
        if model.warp_size() != 32 || !wcheck.node_convergent(bv) {
            return false;
        }
        let bb = cfg.block(bv);
        let Some(t) = f.terminator(bb) else { return false };
        let d = f.inst(t);
        if !matches!(d.kind, InstKind::Br) || d.blocks.len() != 2 || d.blocks[0] == d.blocks[1] {
            return false;
        }
        let Some(&c) = d.args.first() else { return false };
        // The side whose edge every path to q passes.
        let mut side = None;
        for (k, &s) in d.blocks.iter().enumerate() {
            let Some(sv) = cfg.node(s) else { continue };
            if cfg.preds(sv) == [bv] && dom.dominates(sv, qv) {
                side = Some(k == 0);
            }
        }
        let Some(when) = side else { return false };
        if !self.convergent_without(bv, qv) {
            return false;
        }
        let key = (bv, when, self.dims);
        let mut cache = self.lane_sets.borrow_mut();
        if cache.as_ref().is_none_or(|(k, _)| *k != key) {
            *cache = Some((key, self.admitted_lanes(c, when)));
        }
        // Per warp, the lanes that take the side: `M` or none.
        cache
            .as_ref()
            .and_then(|(_, sets)| sets.as_ref())
            .is_some_and(|sets| sets.iter().all(|&admitted| admitted == 0 || admitted == mask))
    }

    /// Per warp of the block, the lanes whose thread takes the side chosen by `when` of the
    /// branch on `c` (evaluated for every `tid.x`); `None` when `c` is not exact
    /// for some thread or the block is not a whole number of warps.
    fn admitted_lanes(&self, c: Value, when: bool) -> Option<Vec<u64>> {
        let (m, f, model, cfg, dom) = (self.m, self.f, self.model, self.fx.cfg(), self.fx.dom());
        // Allocas written once (at -O0 `lane` lives in one).
        let uses = self.uses.get_or_init(|| f.compute_uses());
        let stores = |a: Inst| -> Option<(Value, Inst)> {
            if !matches!(f.kind(a), InstKind::Alloca { .. }) {
                return None;
            }
            let r = f.inst_result(a)?;
            let mut one = None;
            for &(u, k) in &uses[r] {
                match f.kind(u) {
                    InstKind::Load(_) if k == 0 => {}
                    InstKind::Store(_) if k == 1 && one.is_none() => one = Some((f.inst(u).args[0], u)),
                    _ => return None,
                }
            }
            one
        };
        let single_pred = |b: Block| single_predecessor(cfg, b);
        let dominates = |a: Inst, b: Inst| -> bool {
            let (Some(ba), Some(bb)) = (f.layout.inst_block(a), f.layout.inst_block(b)) else { return false };
            if ba != bb {
                return match (cfg.node(ba), cfg.node(bb)) {
                    (Some(x), Some(y)) => dom.dominates(x, y),
                    _ => false,
                };
            }
            for i in f.block_insts(ba) {
                if i == a {
                    return true;
                }
                if i == b {
                    return false;
                }
            }
            false
        };
        // The warps of the block: 32 of them (1,024 threads, the most a block has), or as many
        // as the launch facts' block size holds. A block size in x that is not a whole number
        // of warps breaks the launch assumption (a warp then spans two rows of `tid.y`): no
        // proof.
        let warps = match self.dims.block.map(|b| b[0]) {
            Some(x) if x == 0 || x % 32 != 0 => return None,
            Some(x) => (x / 32).min(32),
            None => 32,
        };
        let eval = LaneEval {
            m,
            f,
            model,
            dims: self.dims,
            stores: &stores,
            dominates: &dominates,
            single_pred: &single_pred,
        };
        let mut memo = Memo::default();
        let mut sets = Vec::with_capacity(warps as usize);
        for k in 0..u64::from(warps) {
            let mut admitted = 0u64;
            for l in 0..32u64 {
                if (eval.exact_in(c, Some(32 * k + l), 24, &mut memo)? & 1 == 1) == when {
                    admitted |= 1 << l;
                }
            }
            sets.push(admitted);
        }
        Some(sets)
    }
}

/// The warp-sync verdicts of function `f` (with a body) of `m`, with its CFG facts `fx`;
/// `summary` is [`warp_sync_functions`] of the module, `fu` the function's uniformity result
/// (`None`: no branch is divergent).
#[allow(clippy::too_many_arguments)]
pub fn analyze_function(
    m: &Module,
    f: &Function,
    fx: &FunctionFacts,
    model: &TargetModel,
    summary: &[bool],
    fu: Option<&FunctionUniformity>,
    dims: LaunchDims,
) -> Vec<WarpSyncVerdict> {
    let cfg = fx.cfg();
    let warp_div = warp_divergent_nodes(m, cfg, fx.cycles(), fu);
    let wcheck = check_mode(cfg, fx.pdom(), &warp_div);
    let (without, lane_sets, uses) =
        (std::cell::RefCell::new(None), LaneSetCache::default(), std::cell::OnceCell::new());
    let rules = SiteRules {
        m,
        f,
        model,
        fx,
        warp_div: &warp_div,
        wcheck: &wcheck,
        dims,
        without: &without,
        lane_sets: &lane_sets,
        uses: &uses,
    };
    let mut out = Vec::new();
    for b in f.block_order() {
        let Some(v) = cfg.node(b) else { continue };
        for i in f.block_insts(b) {
            let (callee, via_call, mask) = if let Some(g) = defined_callee(m, f, i) {
                if summary.get(g.0 as usize) != Some(&true) {
                    continue;
                }
                (m.func_name(g).to_string(), true, MaskSource::Full)
            } else {
                let Some(name) = builtin_callee(m, f, i) else { continue };
                let Some(members) = model.classify_call(name).and_then(|e| e.warp_members) else { continue };
                (name.to_string(), false, mask_source(m, f, model, Some(cfg), dims, i, members))
            };
            let convergent = wcheck.node_convergent(v);
            let verdict = match mask {
                MaskSource::ActiveMask => WarpVerdict::ActiveMask,
                MaskSource::Full if convergent => WarpVerdict::Convergent,
                MaskSource::Ballot
                    if {
                        let arg = match model.classify_call(&callee).and_then(|e| e.warp_members) {
                            Some(WarpMembers::MaskOperand(k)) => {
                                f.inst(i).call_args().get(k as usize).copied()
                            }
                            _ => None,
                        };
                        arg.and_then(|a| f.value_inst(a)).is_some_and(|p| rules.ballot_of_branch(p, v))
                    } =>
                {
                    WarpVerdict::BallotOfBranch
                }
                MaskSource::Partial(pm)
                    if !convergent && wcheck.cause(v).is_some_and(|bv| rules.lane_range(bv, v, pm)) =>
                {
                    WarpVerdict::LaneRange
                }
                _ if !convergent => WarpVerdict::PossiblyDivergent,
                _ => WarpVerdict::PartialMask,
            };
            let branch_node = if verdict == WarpVerdict::PossiblyDivergent { wcheck.cause(v) } else { None };
            let needs = match (verdict, mask) {
                (WarpVerdict::PossiblyDivergent, MaskSource::Unknown)
                    if dims.block.is_none() && !via_call =>
                {
                    // Any block size would do: a mask of blockDim and constants is then one.
                    let probe = LaunchDims { block: Some([256, 1, 1]), ..dims };
                    let members = model.classify_call(&callee).and_then(|e| e.warp_members);
                    members
                        .map(|mb| mask_source(m, f, model, Some(cfg), probe, i, mb))
                        .is_some_and(|x| matches!(x, MaskSource::Full | MaskSource::Partial(_)))
                        .then_some(LaunchNeed::BlockDim)
                }
                (WarpVerdict::PossiblyDivergent, MaskSource::Partial(pm)) if dims.grid.is_none() => {
                    let one = SiteRules { dims: LaunchDims { grid: Some([1, 1, 1]), ..dims }, ..rules };
                    wcheck.cause(v).is_some_and(|bv| one.lane_range(bv, v, pm)).then_some(LaunchNeed::GridDim)
                }
                _ => None,
            };
            out.push(WarpSyncVerdict {
                site: WarpSyncSite { inst: Some(i), block: Some(b), callee, via_call },
                block: cfg.name(v).to_string(),
                verdict,
                mask,
                branch: branch_node.map(|c| cfg.name(c).to_string()),
                branch_block: branch_node.map(|c| cfg.block(c)),
                location: m.debug_location(f, i),
                needs,
            });
        }
    }
    out
}

/// The warp-sync verdicts of every defined function of `m`, in module order, from the
/// uniformity result `u`.
pub fn analyze_module(m: &Module, u: &ModuleUniformity) -> Vec<FunctionWarpSync> {
    analyze_module_with(m, u, &crate::facts::FactStore::new(m))
}

/// [`analyze_module`] with the per-function facts of `store` (a session's).
pub(crate) fn analyze_module_with(
    m: &Module,
    u: &ModuleUniformity,
    store: &crate::facts::FactStore,
) -> Vec<FunctionWarpSync> {
    analyze_with(m, u, |fid| store.get(m, fid))
}

fn analyze_with<'a>(
    m: &Module,
    u: &ModuleUniformity,
    facts: impl Fn(FuncId) -> Option<&'a FunctionFacts>,
) -> Vec<FunctionWarpSync> {
    let model =
        TargetModel::new(u.target).with_warp_size(u.warp_size).unwrap_or_else(|_| TargetModel::new(u.target));
    let summary = warp_sync_functions(m, &model);
    let mut out = Vec::new();
    for (fid, f) in m.funcs.iter() {
        if !f.is_definition {
            continue;
        }
        let Some(fx) = facts(fid) else { continue };
        let sites = analyze_function(m, f, fx, &model, &summary, u.function(fid), u.launch_dims(fid));
        out.push(FunctionWarpSync {
            func: Some(fid),
            function: f.name.map(|s| m.str(s).to_string()).unwrap_or_default(),
            sites,
        });
    }
    out
}
