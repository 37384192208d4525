//! Shared machinery of the divergent control-flow merging passes ([`crate::pcfm`] and
//! [`crate::branch_fusion`]), after `spec/pcfm.md`:
//!
//! - [`align`]: Smith-Waterman over two instruction sequences (step 5);
//! - [`profit`]: the best-case fraction of latency saved (step 4);
//! - [`regions`]: the two paths of a divergent branch up to its immediate post-dominator and
//!   their pairing block by block when they are isomorphic single-entry regions (steps 2, 3);
//! - [`blocks`]: merging one matched block pair under the branch condition (step 6);
//! - [`chain`]: pairing the pieces of non-isomorphic sides;
//! - [`replicate`]: replicating a region's shape for a single block (`meld`, after DARM);
//! - [`fold`]: folding a short-circuit condition cluster into one branch (PCFM, meld);
//! - [`fuse`]: fusing two consecutive loops whose trip counts diverge into one loop whose two
//!   bodies are then merged (PCFM, meld);
//! - [`judge`]: whether a merge made is kept (measured by an oracle, predicted by the timing
//!   model, or always), and the copy of the function a refused one is restored from.
//!
//! Invariants of a merge: every lane executes exactly the instructions it executed before
//! (matched ones once, with operands chosen by `select` on the branch condition; unmatched
//! ones in blocks guarded by the condition, except arithmetic that cannot trap, which runs for
//! every lane and is seen only by its own side), so no store, atomic or load is speculated;
//! convergent operations (barriers, shuffles, votes, calls that may hold them) are merged only
//! when both sides have them matched to each other with identical operands, and never moved
//! into a guarded block (the pair is refused instead).

use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_analysis::session::ModuleSession;
use warpflow_analysis::uniformity;
use warpflow_ir::{FuncId, Function, Inst, InstKind, Module};
use warpflow_target::cost::{CostClass, CostTable};
use warpflow_target::model::TargetModel;

use crate::{Changed, Context, Remark, RemarkKind, TransformError};

pub mod align;
pub mod blocks;
pub mod chain;
pub mod fold;
pub mod fuse;
pub mod judge;
pub mod predict;
pub mod profit;
pub mod refusal;
pub mod regions;
pub mod replicate;

use judge::Judge;
use refusal::Refusal;

/// The default profitability threshold of the latency profit (DARM's 0.2).
pub const DEFAULT_THRESHOLD: f64 = 0.2;

/// The default threshold of the timing model's predicted profit ([`predict`]): a merge is kept
/// when it is predicted to save cycles at all.
pub const DEFAULT_PREDICTED_THRESHOLD: f64 = 0.0;

/// The default largest side of a branch the merging passes look at, in blocks
/// ([`Env::max_side_blocks`]). Sides of real kernels are far smaller (the largest the passes
/// meet on the tracked `.ll` files, the evaluation kernels at -O3 and after promotion at -O0
/// included: 28 blocks reachable from a side's entry); a bound keeps every branch's cost
/// bounded, so that a pass over k branches nested in one another (a chain of k `else if`s, each
/// holding the rest of the chain on one side) costs O(k), not O(k^2). LLVM's passes bound
/// their searches the same way.
pub const DEFAULT_MAX_SIDE_BLOCKS: usize = 1000;

/// The gap penalty of the alignment, in cycles (one unmatched instruction may cost a branch).
pub const GAP_PENALTY: i64 = 2;

/// What the merging needs to know about the target.
#[derive(Clone, Debug)]
pub struct Env {
    /// The target model (memory classes, builtins).
    pub model: Option<TargetModel>,
    /// The cost table.
    pub table: CostTable,
    /// Gap penalty of the alignment.
    pub gap: i64,
    /// Profitability threshold: merge when the profit is strictly above it (under
    /// [`profit::ProfitModel::Timing`], the predicted profit of [`predict`]).
    pub threshold: f64,
    /// The threshold of the best-case profit ([`profit::profit`]) that gates a pair before it
    /// is merged: `threshold` under [`profit::ProfitModel::Latency`]; under the timing model
    /// [`DEFAULT_THRESHOLD`] of the best case in the model's per-class costs (the sides must
    /// share enough to be worth aligning), and the merge is then kept only when its predicted
    /// profit on the merged code is above `threshold`. Without the gate, merges of sides that
    /// share little (5 of 92 instructions matched in `nqueens` before `-O3`) were predicted to
    /// pay on code that `-O3` then transformed into a 0.67x kernel.
    pub gate: f64,
    /// Whether [`Env::gate`] is the threshold itself (the latency profit) rather than a gate
    /// before a prediction or a measurement.
    pub gate_is_threshold: bool,
    /// How an instruction's cost is estimated for the profit.
    pub profit_model: profit::ProfitModel,
    /// Lanes per warp, when the context gives them.
    pub warp_size: Option<u32>,
    /// When set, merges are judged by measuring the module ([`judge`]).
    pub oracle: Option<crate::Oracle>,
    /// The launch's threads per block when known (`Context::launch`): the prediction then
    /// evaluates a condition of the thread indices over that block
    /// ([`predict::split_fraction`]).
    pub block: Option<[u32; 3]>,
    /// The oracle's cycles for the module as it is now (after the last merge kept), once
    /// measured.
    pub baseline: std::cell::Cell<Option<u64>>,
    /// The largest side of a branch looked at, in blocks (`Context::max_side_blocks`, default
    /// [`DEFAULT_MAX_SIDE_BLOCKS`]): a branch with a larger side is refused
    /// ([`Refusal::SideTooLarge`]).
    pub max_side_blocks: usize,
}

impl Env {
    /// Lanes per warp: the context's, else the timing profit's architecture's, else 32.
    pub fn warp(&self) -> u32 {
        self.warp_size.unwrap_or(match self.profit_model {
            profit::ProfitModel::Timing { arch, .. } => arch.params().warp_size,
            _ => 32,
        })
    }

    /// What a best-case profit is compared with ([`Env::gate`]), for the remarks.
    pub fn gate_bar(&self) -> refusal::Bar {
        if self.gate_is_threshold {
            refusal::Bar::Threshold(self.gate)
        } else {
            refusal::Bar::Gate(self.gate)
        }
    }

    /// The environment for module `m` under `ctx`.
    pub fn new(m: &Module, ctx: &Context) -> Env {
        let model = m.triple.as_deref().and_then(|t| TargetModel::for_triple(t).ok());
        let timing = matches!(ctx.profit_model, profit::ProfitModel::Timing { .. }) || ctx.oracle.is_some();
        let default = if timing { DEFAULT_PREDICTED_THRESHOLD } else { DEFAULT_THRESHOLD };
        let threshold = ctx.pcfm_threshold_milli.map_or(default, |t| f64::from(t) / 1000.0);
        Env {
            model,
            table: CostTable::default(),
            gap: GAP_PENALTY,
            threshold,
            gate: match (timing, ctx.pcfm_gate_milli) {
                (false, _) => threshold,
                (true, Some(g)) => f64::from(g) / 1000.0,
                (true, None) => DEFAULT_THRESHOLD,
            },
            gate_is_threshold: !timing,
            profit_model: ctx.profit_model,
            warp_size: ctx.warp_size,
            oracle: ctx.oracle.clone(),
            baseline: std::cell::Cell::new(None),
            block: ctx.launch.block,
            max_side_blocks: ctx.max_side_blocks.map_or(DEFAULT_MAX_SIDE_BLOCKS, |n| n as usize),
        }
    }
}

/// The per-class cost of the (non-debug) instructions of `blocks` under the environment's
/// profit model.
pub fn blocks_cost(
    m: &Module,
    env: &Env,
    f: &Function,
    blocks: &[warpflow_ir::Block],
) -> profit::ClassLatency {
    let items: Vec<_> = blocks
        .iter()
        .flat_map(|&b| f.block_insts(b))
        .filter(|&i| !f.inst(i).kind.is_debug())
        .map(|i| (cost_class(m, env, f, i), is_wide(m, f, i)))
        .collect();
    profit::class_cost(items, &env.table, &env.profit_model)
}

/// Whether instruction `i` computes on integers wider than 32 bits (its result or its first
/// operand), which the machine does in two halves.
pub fn is_wide(m: &Module, f: &Function, i: Inst) -> bool {
    let d = f.inst(i);
    let wide = |t| m.types.int_width(t).is_some_and(|w| w > 32);
    d.result.is_some_and(|v| wide(f.value_type(v))) || d.args.first().is_some_and(|&a| wide(f.value_type(a)))
}

/// The cost class of instruction `i` of `f`.
pub fn cost_class(m: &Module, env: &Env, f: &Function, i: Inst) -> CostClass {
    let d = f.inst(i);
    let space = |k: usize| d.args.get(k).and_then(|&p| m.types.ptr_addrspace(f.value_type(p))).unwrap_or(0);
    let mem = |k: usize| env.model.map_or(CostClass::MemGlobal, |t| t.memory_cost_class(space(k)));
    match &d.kind {
        InstKind::DbgRecord(_) | InstKind::Phi { .. } => CostClass::Free,
        InstKind::Load(_) => mem(0),
        InstKind::Store(_) => mem(1),
        InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => CostClass::Atomic,
        InstKind::Call(_) => match m.direct_callee(f, i) {
            Some(fid) if !m.funcs[fid].is_definition => {
                env.model.and_then(|t| t.classify_call(m.func_name(fid))).map_or(CostClass::Call, |b| b.cost)
            }
            _ => CostClass::Call,
        },
        k => warpflow_target::cost::opcode_class(k.opcode_name()).unwrap_or(CostClass::IntAlu),
    }
}

/// Whether instruction `i` is (or may hold) a convergent operation: a convergent builtin, a
/// call marked `convergent`, a call of a function marked `convergent`, or an indirect call or
/// inline assembly (unknown, so assumed convergent).
pub fn is_convergent(m: &Module, env: &Env, f: &Function, i: Inst) -> bool {
    let d = f.inst(i);
    let InstKind::Call(info) = &d.kind else { return false };
    if m.attrs_contain(&info.fn_attrs, "convergent") {
        return true;
    }
    match m.direct_callee(f, i) {
        None => true,
        Some(fid) => {
            m.func_has_attr(fid, "convergent")
                || (!m.funcs[fid].is_definition
                    && env
                        .model
                        .and_then(|t| t.classify_call(m.func_name(fid)))
                        .is_some_and(|b| b.convergent))
        }
    }
}

/// The merging strategies the driver runs (one driver, three passes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// Branch fusion (Coutinho et al.): if/else diamonds whose sides are single blocks.
    BranchFusion,
    /// PCFM: isomorphic sides block by block, else chains of pieces aligned and merged.
    Pcfm,
    /// PCFM plus DARM's region replication of a single block to a region's shape.
    Meld,
}

impl Strategy {
    /// The pass's name in remarks and on the command line.
    pub fn pass_name(self) -> &'static str {
        match self {
            Strategy::BranchFusion => "branch-fusion",
            Strategy::Pcfm => "pcfm",
            Strategy::Meld => "meld",
        }
    }

    /// Whether only single-block sides are merged.
    fn single_blocks(self) -> bool {
        self == Strategy::BranchFusion
    }

    /// Whether pieces may also pair by replicating a region's shape ([`replicate`]).
    fn replicate(self) -> bool {
        self == Strategy::Meld
    }
}

/// Runs the merging driver on the session's module: for each divergent two-way branch, plan its
/// two paths with [`regions::plan`] (single blocks only for branch fusion), else (PCFM, meld)
/// pair pieces of the two paths ([`chain::merge_with`], with region replication for meld), merge
/// when profitable, and repeat until nothing changes. [`Changed::transformations`] counts the
/// merges, [`Changed::funcs`] lists the functions merged in.
pub fn run_merging(
    s: &mut ModuleSession,
    ctx: &Context,
    strategy: Strategy,
) -> Result<Changed, TransformError> {
    let env = Env::new(s.module(), ctx);
    let mut out = Changed::default();
    // The analyses read the session's promoted view, computed once (by the pipeline's first
    // pass that reads it); after a merge the session is told which function changed: only that
    // function is promoted and analysed again, so the driver costs one function analysis per
    // merge, not one module analysis per merge. The merges edit the unpromoted code the user
    // wrote (the session's written bodies).
    drive(s, &env, strategy, &mut out)?;
    Ok(out)
}

/// The region's refusal and the pieces' refusal, once when they say the same.
fn both(whole: &impl std::fmt::Display, pieces: &impl std::fmt::Display) -> String {
    let (a, b) = (whole.to_string(), pieces.to_string());
    if a == b {
        a
    } else {
        format!("{a}; {b}")
    }
}

fn drive(
    s: &mut ModuleSession,
    env: &Env,
    strategy: Strategy,
    out: &mut Changed,
) -> Result<(), TransformError> {
    let uerr = |e: &uniformity::UniformityError| TransformError::Uniformity(e.to_string());
    s.uniformity().map_err(uerr)?;
    let mut tried = Tried::default();
    let fids: Vec<FuncId> = s.module().funcs.keys().collect();
    // With the block's x size known to be a multiple of the warp, a branch the analysis calls
    // warp-uniform sends every warp one way (without it that is only the analysis' assumption,
    // which 16-wide 2-D blocks break).
    let whole_warps = s.launch().block.is_some_and(|b| b[0] % env.warp() == 0);
    for fid in fids {
        if s.module().funcs[fid].block_order().next().is_none() {
            continue; // a declaration: nothing to merge, no facts to compute
        }
        // Merge in `fid` until nothing changes; each merge re-plans the function from the top.
        while s.edit_function_analysed(fid, |m, u, graph| {
            let Some((cfg, an)) = graph else { return Ok(false) };
            let r =
                merge_one(m, env, u.map_err(uerr)?, cfg, &an, fid, strategy, whole_warps, &mut tried, out);
            m.funcs[fid].commit(); // a judge dropped after restoring leaves its journal
            r
        })? {
            s.invalidate(fid)?;
            out.touch(fid);
        }
    }
    Ok(())
}

/// Tries the divergent two-way branches of `fid` in layout order (skipping those in `tried`)
/// and performs the first profitable merge; returns whether one was made. `cfg` and `an` are
/// the session's graph and trees of `fid` as it is on entry: every try that is not kept leaves
/// the function as it was (restored from its judge's copy), so they stay true until a merge is
/// kept, and then this returns.
#[allow(clippy::too_many_arguments)]
fn merge_one(
    m: &mut Module,
    env: &Env,
    u: &uniformity::ModuleUniformity,
    cfg: &FunctionCfg,
    an: &DomTrees,
    fid: FuncId,
    strategy: Strategy,
    whole_warps: bool,
    tried: &mut Tried,
    out: &mut Changed,
) -> Result<bool, TransformError> {
    let Some(fu) = u.function(fid) else { return Ok(false) };
    let f = &m.funcs[fid];
    let name = m.func_name(fid).to_string();
    // true of the function until a merge is kept (as `cfg` and `an`), and after whole-region
    // merges for the values of blocks outside their regions ([`Round`]); built on first use,
    // so a function without a two-way divergent branch does not pay for it
    let users_cell = std::cell::OnceCell::new();
    let mut round = Round::default();
    // the names of the function, kept up to date by the whole-region merges (built on first
    // use: a scan of the function per merge would make `k` merges cost `k` scans)
    let mut names_cell: Option<blocks::Names> = None;
    for h in f.block_order().collect::<Vec<_>>() {
        let f = &m.funcs[fid];
        if !f.layout.is_block_inserted(h) {
            continue; // deleted by a merge kept in this round
        }
        let Some(t) = f.terminator(h) else { continue };
        if !matches!(f.inst(t).kind, InstKind::Br) || f.inst(t).blocks.len() != 2 {
            continue;
        }
        if tried.contains(&(fid, h)) {
            continue;
        }
        let hn = cfg.node(h).map_or_else(|| h.to_string(), |n| format!("%{}", cfg.name(n)));
        // the remarks are about the divergent branch ending `h`
        let loc = m.debug_location(f, t);
        let remark = |kind: RemarkKind, message: String| Remark {
            pass: strategy.pass_name().into(),
            kind,
            name: if kind == RemarkKind::Passed { "Merged" } else { "NotMerged" }.into(),
            function: name.clone(),
            loc: loc.clone(),
            message,
        };
        if !fu.is_divergent_branch(m, h) {
            continue;
        }
        // After a merge kept in this round, go on only with a branch whose region the facts
        // still describe and that the whole-region merge plans; anything else waits for the
        // next round, on facts of the function as it is then.
        if round.kept > 0 && !round.describes(m, cfg, an, fid, h, env.max_side_blocks) {
            return Ok(true);
        }
        let users = users_cell.get_or_init(|| regions::Users::of(&m.funcs[fid]));
        let planned = regions::plan(m, env, fid, cfg, an, Some(users), h, strategy.single_blocks());
        if round.kept > 0 && planned.is_err() {
            return Ok(true);
        }
        tried.insert((fid, h));
        // Every merge below is judged ([`judge`]); the judge, made just before the first edit
        // at this branch, holds the copy of the function a refused merge is restored from.
        let warp_uniform = whole_warps && fu.is_warp_uniform_branch(m, h);
        let new_judge = |m: &mut Module, tried: &Tried, out: &Changed| {
            Judge::new(m, env, fid, an, cfg, h, warp_uniform, tried, out)
        };
        // Keeps the merge just made (`msg`; `was`: why the sides were not merged as they were)
        // if the judge accepts it, else records the refusal; whether it was kept.
        let settle = |m: &mut Module,
                      tried: &mut Tried,
                      out: &mut Changed,
                      judge: Judge,
                      msg: &str,
                      was: String| match judge.decide(m, env, fid, tried, out) {
            Ok(pred) => {
                out.remarks.push(remark(RemarkKind::Passed, format!("{msg}{pred} (as it was: {was})")));
                true
            }
            Err(no) => {
                out.remarks.push(remark(RemarkKind::Missed, format!("branch in {hn} not merged: {no}")));
                false
            }
        };
        // After the merge at `h` was refused (`text`: why): the loop fusion when `h` heads a
        // loop ([`fuse`]), else, or when that is refused too, the remark; whether a merge was kept.
        let fuse_or_refuse = |m: &mut Module,
                              tried: &mut Tried,
                              out: &mut Changed,
                              mut text: String|
         -> Result<bool, TransformError> {
            if !strategy.single_blocks() && fuse::is_loop_header(cfg, an, h) {
                // The judge (a prediction over the loop's region, and the copy to restore) only
                // for a pair the fusion's checks pass: made first, it cost a region per loop
                // header refused, quadratic in a nest's depth.
                match fusion_candidate(m, env, fid, cfg, an, h) {
                    Err(no) => text = format!("{text}; {no}"),
                    Ok(pair) => {
                        let mut judge = new_judge(m, tried, out);
                        match try_fuse(m, env, fid, cfg, &pair, &mut judge, tried, out)? {
                            Ok(msg) => return Ok(settle(m, tried, out, judge, &msg, text)),
                            Err(no) => text = format!("{text}; {no}"),
                        }
                    }
                }
            }
            out.remarks.push(remark(RemarkKind::Missed, format!("branch in {hn} not merged: {text}")));
            Ok(false)
        };
        let p = match planned {
            Ok(p) => p,
            Err(why) if strategy.single_blocks() || !why.chain_may_help() => {
                if !strategy.single_blocks() && fold::find(&m.funcs[fid], cfg, h).is_some() {
                    let judge = new_judge(m, tried, out);
                    if let Some(msg) = try_fold(m, env, fid, cfg, h, strategy, &judge, tried, out)? {
                        if settle(m, tried, out, judge, &msg, why.to_string()) {
                            return Ok(true);
                        }
                        continue;
                    }
                }
                if fuse_or_refuse(m, tried, out, why.to_string())? {
                    return Ok(true);
                }
                continue;
            }
            Err(why) => {
                // PCFM: pair pieces along the two paths instead. The checks that edit nothing
                // come first, so a branch they refuse costs its region and no copy; a merge
                // they pass edits the function (its judge holds the copy it is restored from).
                let tried_chain = match chain::prepare(
                    m,
                    fid,
                    cfg,
                    an,
                    Some(users_cell.get_or_init(|| regions::Users::of(&m.funcs[fid]))),
                    h,
                    env.max_side_blocks,
                )
                .and_then(|p| p.require_matchable_pair(strategy.replicate()))
                {
                    Err(why2) => Err((why2, None)),
                    Ok(prep) => {
                        let judge = new_judge(m, tried, out);
                        let names = names_cell.get_or_insert_with(|| blocks::Names::new(m, fid));
                        let mark = names.mark();
                        match chain::merge_prepared(m, env, fid, h, strategy.replicate(), prep, names) {
                            Ok(c) => Ok((c, judge, mark)),
                            Err(why2) => {
                                judge.restore(m, fid);
                                names.rollback(mark);
                                Err((why2, Some(judge)))
                            }
                        }
                    }
                };
                match tried_chain {
                    Ok((c, judge, mark)) => {
                        let rep = if c.replicated > 0 {
                            format!(", {} single block(s) replicated to the shape of the region they were matched with", c.replicated)
                        } else {
                            String::new()
                        };
                        tried.extend(c.guards.iter().map(|&g| (fid, g)));
                        let pred = match judge.decide(m, env, fid, tried, out) {
                            Ok(pred) => pred,
                            Err(no) => {
                                if let Some(names) = names_cell.as_mut() {
                                    names.rollback(mark);
                                }
                                out.remarks.push(remark(
                                    RemarkKind::Missed,
                                    format!("branch in {hn} not merged: {no}"),
                                ));
                                continue;
                            }
                        };
                        out.changed = true;
                        out.transformations += 1;
                        out.remarks.push(remark(RemarkKind::Passed, format!(
                            "merged pieces of the two sides of the divergent branch in {hn} (the whole sides: {why}): {} of {} and {} pieces matched, {} block pair(s), {} matched, {} guarded and {} speculated instruction(s), {} block(s) of unmatched pieces guarded, {} select(s){rep}, profit {:.3}{pred}",
                            c.matched_pieces, c.pieces.0, c.pieces.1, c.block_pairs, c.stats.matched,
                            c.stats.unmatched, c.stats.speculated, c.guarded_blocks, c.stats.selects, c.profit
                        )));
                        return Ok(true);
                    }
                    Err((why2, judge)) => {
                        if fold::find(&m.funcs[fid], cfg, h).is_some() {
                            let judge = judge.unwrap_or_else(|| new_judge(m, tried, out));
                            if let Some(msg) = try_fold(m, env, fid, cfg, h, strategy, &judge, tried, out)? {
                                if settle(m, tried, out, judge, &msg, both(&why, &why2)) {
                                    return Ok(true);
                                }
                                continue;
                            }
                        }
                        if fuse_or_refuse(m, tried, out, both(&why, &why2))? {
                            return Ok(true);
                        }
                        continue;
                    }
                }
            }
        };
        if p.profit <= env.gate {
            let why = Refusal::ProfitBelowThreshold { profit: p.profit, threshold: env.gate_bar() };
            out.remarks.push(remark(RemarkKind::Missed, format!("branch in {hn} not merged: {why}")));
            continue;
        }
        let judge = new_judge(m, tried, out);
        let blocks_before = m.funcs[fid].blocks.len();
        let names = names_cell.get_or_insert_with(|| blocks::Names::new(m, fid));
        let mark = names.mark();
        let (stats, guards) = regions::apply_named(m, fid, &p, names)?;
        tried.extend(guards.into_iter().map(|g| (fid, g)));
        let pred = match judge.decide(m, env, fid, tried, out) {
            Ok(pred) => pred,
            Err(no) => {
                names.rollback(mark);
                out.remarks.push(remark(RemarkKind::Missed, format!("branch in {hn} not merged: {no}")));
                continue;
            }
        };
        out.changed = true;
        out.transformations += 1;
        out.remarks.push(remark(RemarkKind::Passed, format!(
            "merged the two sides of the divergent branch in {hn}: {} block pair(s), {} matched, {} guarded and {} speculated instruction(s), {} select(s), profit {:.3}{pred}",
            p.pairs.len(),
            stats.matched,
            stats.unmatched,
            stats.speculated,
            stats.selects,
            p.profit
        )));
        round.kept += 1;
        if !round.record(m, cfg, an, fid, &p, blocks_before, tried) {
            return Ok(true);
        }
    }
    Ok(round.kept > 0)
}

/// The branches the driver has tried (merged or refused, and the guards a merge made), not to
/// be tried again; a log of the additions lets a judge take back those of a refused try
/// ([`Tried::mark`], [`Tried::rollback`]) at the cost of what it added.
#[derive(Default)]
pub(super) struct Tried {
    set: std::collections::HashSet<(FuncId, warpflow_ir::Block)>,
    log: Vec<(FuncId, warpflow_ir::Block)>,
}

impl Tried {
    /// Whether the branch ending the block was tried.
    pub(super) fn contains(&self, k: &(FuncId, warpflow_ir::Block)) -> bool {
        self.set.contains(k)
    }
    /// Records a branch as tried; whether it was not yet.
    pub(super) fn insert(&mut self, k: (FuncId, warpflow_ir::Block)) -> bool {
        let new = self.set.insert(k);
        if new {
            self.log.push(k);
        }
        new
    }
    /// Records each branch as tried.
    pub(super) fn extend(&mut self, ks: impl IntoIterator<Item = (FuncId, warpflow_ir::Block)>) {
        ks.into_iter().for_each(|k| {
            self.insert(k);
        });
    }
    /// The point [`Tried::rollback`] goes back to.
    pub(super) fn mark(&self) -> usize {
        self.log.len()
    }
    /// Forgets the branches recorded since `mark`.
    pub(super) fn rollback(&mut self, mark: usize) {
        for k in self.log.drain(mark..) {
            self.set.remove(&k);
        }
    }
}

/// The whole-region merges kept in one call of [`merge_one`], after which it goes on trying the
/// branches after them in layout order on the facts it had (the graph, the trees, the
/// uniformity and the users of the function as it was when the call began) instead of
/// analysing the function again per merge: with one analysis per round, `k` merges in one
/// function cost `O(k)` analyses only when each needs the one before it.
///
/// Why the facts still hold for a branch `h2` whose region ([`regions::sides`] of the old
/// graph, with its post-dominator) meets no block of a merged region (its branch block `H`,
/// the blocks of its sides, its join `P`), `h2` itself being allowed to be a join `P`:
/// - a merge replaces the sides of `H`, a single-entry region (each side's entry has `H` as
///   its only predecessor, every other side block has its predecessors in the side) whose only
///   exit is `P`, by new blocks between the same `H` and `P`; no edge outside it changes, so
///   the successors, the predecessors and the dominance and post-dominance of the blocks of
///   `h2`'s region (none of which is `H`, a side block or `P`) are the same, and so are the
///   sides of `h2`;
/// - values defined in the replaced sides were used only in the sides and by `P`'s phis (a
///   side block dominates no block outside its side), so no instruction of `h2`'s region had
///   an operand rewritten, and the users of its values are those the old use map lists;
/// - divergence: a value outside the merged region depends on the region only through `P`'s
///   phis (in the code the user wrote, and in the promoted view the analysis reads), which
///   became `select`s on `H`'s divergent condition or the merged instructions of the two
///   sides' values; the join of a divergent branch was divergent wherever its two values
///   differed, so nothing outside becomes divergent that was not, and a branch the old facts
///   call uniform is uniform. The one loss: where both sides computed the same thing from the
///   same uniform operands, the merged value is uniform where the old join was not, and a
///   branch on it is then tried as if divergent: that is sound (every merge keeps the
///   program's results, the invariants in this module), only a try the fresh facts would not
///   make.
///
/// The round ends (the driver analyses the function again and calls [`merge_one`] for the
/// next one) when a branch's region meets a merged one, when the whole-region merge does not
/// plan a branch (the other strategies read more of the graph), when a merge of the other
/// strategies is kept, and when a kept merge made a two-way branch of its own that is still to
/// be tried (so that the merges are made in the order a fresh analysis per merge makes them).
#[derive(Default)]
struct Round {
    /// whole-region merges kept in this round
    kept: usize,
    /// the branch blocks and side blocks of the regions merged in this round
    merged: std::collections::HashSet<warpflow_ir::Block>,
    /// the joins `P` of the regions merged in this round
    joins: std::collections::HashSet<warpflow_ir::Block>,
}

impl Round {
    /// Whether the facts of the round's start still describe the region of the branch in `h`.
    fn describes(
        &self,
        m: &Module,
        cfg: &FunctionCfg,
        an: &DomTrees,
        fid: FuncId,
        h: warpflow_ir::Block,
        max_side_blocks: usize,
    ) -> bool {
        if self.merged.contains(&h) {
            return false;
        }
        let Ok(s) = regions::sides(&m.funcs[fid], cfg, an, h, max_side_blocks) else { return false };
        let stop = cfg.node(h).and_then(|n| an.pdom.ipdom(n)).map(|n| cfg.block(n));
        let touched = |b: &warpflow_ir::Block| self.merged.contains(b) || self.joins.contains(b);
        !(s.left.iter().chain(&s.right).any(touched) || stop.as_ref().is_some_and(touched))
    }

    /// Records the merge of `p` kept just now (`blocks_before`: the function's block count
    /// before it); whether the round may go on.
    #[allow(clippy::too_many_arguments)]
    fn record(
        &mut self,
        m: &Module,
        cfg: &FunctionCfg,
        an: &DomTrees,
        fid: FuncId,
        p: &regions::Plan,
        blocks_before: usize,
        tried: &Tried,
    ) -> bool {
        self.merged.insert(p.branch);
        self.merged.extend(p.pairs.iter().flat_map(|&(a, b)| [a, b]));
        if let Some(j) = cfg.node(p.branch).and_then(|n| an.pdom.ipdom(n)).map(|n| cfg.block(n)) {
            self.joins.insert(j);
        }
        let f = &m.funcs[fid];
        !(blocks_before..f.blocks.len()).map(<warpflow_ir::Block as warpflow_ir::EntityRef>::new).any(|b| {
            !tried.contains(&(fid, b))
                && f.layout.is_block_inserted(b)
                && f.terminator(b)
                    .is_some_and(|t| matches!(f.inst(t).kind, InstKind::Br) && f.inst(t).blocks.len() == 2)
        })
    }
}

/// PCFM and meld on a branch heading a short-circuit condition cluster ([`fold`]): folds the
/// cluster into one branch and merges that branch's sides (as whole regions, else as chains of
/// pieces). Returns the merge's remark text, or `None` (the function restored) when there is no
/// cluster, the strategy is branch fusion (diamonds only, as published), or the folded branch is
/// not merged either. `judge` holds the function as it is now, to restore it from.
#[allow(clippy::too_many_arguments)]
fn try_fold(
    m: &mut Module,
    env: &Env,
    fid: FuncId,
    cfg: &FunctionCfg,
    h: warpflow_ir::Block,
    strategy: Strategy,
    judge: &Judge,
    tried: &mut Tried,
    out: &mut Changed,
) -> Result<Option<String>, TransformError> {
    if strategy.single_blocks() {
        return Ok(None);
    }
    let Some(cluster) = fold::find(&m.funcs[fid], cfg, h) else { return Ok(None) };
    let mut names = blocks::Names::new(m, fid);
    let sym = names.fresh(m, "cond");
    let n = fold::apply(m, fid, &cluster, sym)?;
    let hn = m.str(sym).to_string();
    let k = cluster.blocks.len();
    let Some(cfg) = FunctionCfg::new(m, &m.funcs[fid]) else {
        judge.restore(m, fid);
        return Ok(None);
    };
    let an = DomTrees::compute(&cfg);
    let msg = match regions::plan(m, env, fid, &cfg, &an, None, n, false) {
        Ok(p) if p.profit > env.gate => {
            let (stats, guards) = regions::apply(m, fid, &p)?;
            tried.extend(guards.into_iter().map(|g| (fid, g)));
            format!(
                "folded the {k}-block short-circuit condition into one branch (%{hn}) and merged its two sides: {} block pair(s), {} matched, {} guarded and {} speculated instruction(s), {} select(s), profit {:.3}",
                p.pairs.len(), stats.matched, stats.unmatched, stats.speculated, stats.selects, p.profit
            )
        }
        Ok(_) => {
            judge.restore(m, fid);
            return Ok(None);
        }
        Err(why) if why.chain_may_help() => {
            match chain::merge_with(m, env, fid, &cfg, &an, n, strategy.replicate()) {
                Ok(c) => {
                    tried.extend(c.guards.iter().map(|&g| (fid, g)));
                    format!(
                    "folded the {k}-block short-circuit condition into one branch (%{hn}) and merged pieces of its two sides: {} of {} and {} pieces matched, {} block pair(s), {} matched instruction(s), {} select(s), profit {:.3}",
                    c.matched_pieces, c.pieces.0, c.pieces.1, c.block_pairs, c.stats.matched, c.stats.selects, c.profit
                )
                }
                Err(_) => {
                    judge.restore(m, fid);
                    return Ok(None);
                }
            }
        }
        Err(_) => {
            judge.restore(m, fid);
            return Ok(None);
        }
    };
    out.changed = true;
    out.transformations += 1;
    Ok(Some(msg))
}

/// PCFM and meld on the divergent exit branch in a loop header `h` ([`fuse`]): when the loop
/// is followed by another of the shape [`fuse::find`] takes, fuses the two and merges the
/// fused loop's two bodies (the branch of its dispatch block, as whole regions, else as chains
/// of pieces). `Ok(Ok(text))`: fused and merged, for the judge to decide on (`judge` was made
/// before the fusion and is rebased onto the fused loop, so a predicting judge compares the
/// fused loop with its bodies merged against the fused loop without: the fusion itself is
/// judged to cost nothing, exact when each lane runs only one of the loops and the warps'
/// iterations of both loops are equal, and it saves iterations when lanes run both; but when
/// every lane's trips are known and no warp saves an iteration, [`fuse::iterations`], the
/// fusion is refused before it is made);
/// `Ok(Err(why))`: nothing kept, the function restored.
#[allow(clippy::too_many_arguments)]
/// The pair of loops the fusion at the loop headed by `h` would fuse, or why there is none;
/// edits nothing.
fn fusion_candidate(
    m: &Module,
    env: &Env,
    fid: FuncId,
    cfg: &FunctionCfg,
    an: &DomTrees,
    h: warpflow_ir::Block,
) -> Result<fuse::LoopPair, Refusal> {
    let pair = fuse::find(m, env, &m.funcs[fid], cfg, an, h).map_err(Refusal::Fuse)?;
    // A judge that measures decides on the measurement; otherwise a fusion known to save no
    // iteration is not tried (the prediction below compares the fused loop with and without
    // its bodies merged, not with the two loops).
    if env.oracle.is_none() {
        if let Some(it) =
            fuse::iterations(m, env, &m.funcs[fid], &pair, env.warp()).filter(|it| it.saves_none())
        {
            return Err(Refusal::FusionSavesNoIteration { fused: it.fused, unfused: it.unfused });
        }
    }
    Ok(pair)
}

#[allow(clippy::too_many_arguments)]
fn try_fuse(
    m: &mut Module,
    env: &Env,
    fid: FuncId,
    cfg: &FunctionCfg,
    pair: &fuse::LoopPair,
    judge: &mut Judge,
    tried: &mut Tried,
    out: &mut Changed,
) -> Result<Result<String, Refusal>, TransformError> {
    let name =
        |b: warpflow_ir::Block| cfg.node(b).map_or_else(|| b.to_string(), |n| format!("%{}", cfg.name(n)));
    let (n1, n2) = (name(pair.first.header), name(pair.second.header));
    let mut names = blocks::Names::new(m, fid);
    let fused = fuse::apply(m, fid, pair, &mut names)?;
    let hn = m.funcs[fid].blocks[fused.head].name.map_or_else(String::new, |s| m.str(s).to_string());
    let Some(cfg) = FunctionCfg::new(m, &m.funcs[fid]) else {
        judge.restore(m, fid);
        return Ok(Err(Refusal::Malformed("the fused function has no CFG")));
    };
    let an = DomTrees::compute(&cfg);
    judge.rebase(m, env, fid, &an, &cfg, fused.dispatch);
    let head = format!("fused the loops headed by {n1} and {n2} into one (header %{hn})");
    let merged = match regions::plan(m, env, fid, &cfg, &an, None, fused.dispatch, false) {
        Ok(p) if p.profit > env.gate => {
            let (stats, guards) = regions::apply(m, fid, &p)?;
            tried.extend(guards.into_iter().map(|g| (fid, g)));
            Ok(format!(
                "{head} and merged its two bodies: {} block pair(s), {} matched, {} guarded and {} speculated instruction(s), {} select(s), profit {:.3}",
                p.pairs.len(), stats.matched, stats.unmatched, stats.speculated, stats.selects, p.profit
            ))
        }
        Ok(p) => Err(Refusal::ProfitBelowThreshold { profit: p.profit, threshold: env.gate_bar() }),
        Err(why) if why.chain_may_help() => {
            match chain::merge_with(m, env, fid, &cfg, &an, fused.dispatch, false) {
                Ok(c) => {
                    tried.extend(c.guards.iter().map(|&g| (fid, g)));
                    Ok(format!(
                    "{head} and merged pieces of its two bodies: {} of {} and {} pieces matched, {} block pair(s), {} matched instruction(s), {} select(s), profit {:.3}",
                    c.matched_pieces, c.pieces.0, c.pieces.1, c.block_pairs, c.stats.matched, c.stats.selects, c.profit
                ))
                }
                Err(why2) => Err(why2),
            }
        }
        Err(why) => Err(why),
    };
    match merged {
        Ok(msg) => {
            out.changed = true;
            out.transformations += 1;
            Ok(Ok(msg))
        }
        Err(why) => {
            judge.restore(m, fid);
            Ok(Err(Refusal::FusedNotMerged(Box::new(why))))
        }
    }
}

/// How many merges a run of a merging pass made.
pub fn merge_count(c: &Changed) -> usize {
    c.transformations
}
