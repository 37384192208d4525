//! Convergence of IR functions: barrier sites (with the interprocedural summary), the analysis
//! input built from a function's CFG and its divergent branches, and per-barrier reports.
//!
//! Barrier sites: a call the target model classifies as a block-level barrier
//! ([`BuiltinInfo::is_block_barrier`](warpflow_target::BuiltinInfo::is_block_barrier)), and a
//! direct call to a defined function that (transitively) contains one: such a call is itself a
//! barrier site, since every thread must reach the callee's barrier. Warp-level syncs are not
//! block barriers. The granularity is the block: a block holding a barrier site is a barrier node.
//!
//! Divergent branches come from the caller (the uniformity analysis) as a predicate on blocks.
//! Rule 7's condition key of a branch is its condition value with `xor %c, true` stripped, so a
//! branch on `%c` and one on `!%c` share a key.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use warpflow_ir::{BinOp, Block, ConstKind, FuncId, Function, Inst, InstKind, Module, SourceLoc, Value};
use warpflow_target::TargetModel;

use super::{Convergence, ConvergenceInput, Mode, Rules, Verdict, NO_CONDITION};
use crate::cfg::{CfgAnalyses, FunctionCfg};
use crate::graph::{Graph, NodeId};

/// For every function of `m` (by [`FuncId`] index): whether it is defined and contains a barrier
/// site, directly or through the functions it calls.
pub fn barrier_functions(m: &Module, model: &TargetModel) -> Vec<bool> {
    BarrierSummary::new(m, model).has
}

/// What one function contributes to [`barrier_functions`]: whether it calls a block barrier
/// itself, and the defined functions it calls directly (sorted, once each).
#[derive(Clone, Debug, PartialEq, Eq)]
struct DirectBarriers {
    barrier: bool,
    callees: Vec<FuncId>,
}

impl DirectBarriers {
    fn of(m: &Module, f: &Function, model: &TargetModel) -> DirectBarriers {
        let mut barrier = false;
        let mut callees = Vec::new();
        for b in f.block_order() {
            for i in f.block_insts(b) {
                match callee_of(m, f, i) {
                    Some(Callee::Builtin(name))
                        if model.classify_call(name).is_some_and(|c| c.is_block_barrier()) =>
                    {
                        barrier = true
                    }
                    Some(Callee::Defined(g)) => callees.push(g),
                    _ => {}
                }
            }
        }
        callees.sort_unstable();
        callees.dedup();
        DirectBarriers { barrier, callees }
    }
}

/// [`barrier_functions`] with what each function contributes to it, so that after a body
/// changes the summary is brought up to date from that function alone: the least fixpoint of
/// `has(f) = barrier(f) or has(g) for a callee g` depends only on the per-function parts, so
/// when the changed function's part is the same the summary is (the common case: a
/// transformation moves, merges or duplicates barriers and calls but keeps which there are),
/// and otherwise it is propagated again from the parts, without reading any body.
#[derive(Clone, Debug)]
pub(crate) struct BarrierSummary {
    direct: Vec<DirectBarriers>,
    /// Per function: [`barrier_functions`].
    pub(crate) has: Vec<bool>,
}

impl BarrierSummary {
    pub(crate) fn new(m: &Module, model: &TargetModel) -> BarrierSummary {
        let direct: Vec<DirectBarriers> = m.funcs.values().map(|f| DirectBarriers::of(m, f, model)).collect();
        let has = Self::propagate(&direct);
        BarrierSummary { direct, has }
    }

    fn propagate(direct: &[DirectBarriers]) -> Vec<bool> {
        let n = direct.len();
        let mut has = vec![false; n];
        // callers[g] = functions with a direct call to g.
        let mut callers: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut stack = Vec::new();
        for (f, d) in direct.iter().enumerate() {
            if d.barrier {
                has[f] = true;
                stack.push(f);
            }
            for g in &d.callees {
                callers[g.0 as usize].push(f);
            }
        }
        mark_callers(&mut has, &callers, stack);
        has
    }

    /// Brings the summary up to date after the body of `fid` changed (`m` as it is now);
    /// whether any function's entry changed.
    pub(crate) fn update(&mut self, m: &Module, model: &TargetModel, fid: FuncId) -> bool {
        let Some(old) = self.direct.get_mut(fid.0 as usize) else { return true };
        let new = DirectBarriers::of(m, &m.funcs[fid], model);
        if *old == new {
            return false;
        }
        *old = new;
        let has = Self::propagate(&self.direct);
        let changed = has != self.has;
        self.has = has;
        changed
    }
}

/// Marks in `has` every function that calls, directly or not, one already marked: `stack`
/// holds the marked functions not yet propagated, `callers[g]` the functions calling `g`.
pub(crate) fn mark_callers(has: &mut [bool], callers: &[Vec<usize>], mut stack: Vec<usize>) {
    while let Some(g) = stack.pop() {
        for &c in &callers[g] {
            if !has[c] {
                has[c] = true;
                stack.push(c);
            }
        }
    }
}

/// What a direct call calls.
pub(crate) enum Callee<'m> {
    /// A declaration, by name.
    Builtin(&'m str),
    /// A function with a body.
    Defined(FuncId),
}

/// The direct callee of call `i` (`None` for indirect calls and non-calls).
pub(crate) fn callee_of<'m>(m: &'m Module, f: &Function, i: Inst) -> Option<Callee<'m>> {
    let c = f.value_const(f.inst(i).callee()?)?;
    let ConstKind::Func(g) = m.const_data(c).kind else { return None };
    if m.funcs[g].is_definition {
        Some(Callee::Defined(g))
    } else {
        Some(Callee::Builtin(m.func_name(g)))
    }
}

/// A synchronising call in a block: a barrier here, a warp-level operation in
/// [`super::warp`] (`via_call`: the callee is a defined function containing one, not a builtin).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SyncSite {
    /// The call.
    #[serde(skip)]
    pub inst: Option<Inst>,
    /// Its block.
    #[serde(skip)]
    pub block: Option<Block>,
    /// The callee's name.
    pub callee: String,
    /// Whether the callee is a defined function containing the synchronisation (a barrier, or
    /// an operation that needs a converged warp), not a builtin.
    pub via_call: bool,
}

/// One barrier site.
pub type BarrierSite = SyncSite;

/// The barrier sites of `f` in layout order; `summary` is [`barrier_functions`] of the module.
pub fn barrier_sites(m: &Module, f: &Function, model: &TargetModel, summary: &[bool]) -> Vec<BarrierSite> {
    let mut out = Vec::new();
    for b in f.block_order() {
        for i in f.block_insts(b) {
            let site = match callee_of(m, f, i) {
                Some(Callee::Builtin(name))
                    if model.classify_call(name).is_some_and(|c| c.is_block_barrier()) =>
                {
                    Some((name.to_string(), false))
                }
                Some(Callee::Defined(g)) if summary.get(g.0 as usize) == Some(&true) => {
                    Some((m.func_name(g).to_string(), true))
                }
                _ => None,
            };
            if let Some((callee, via_call)) = site {
                out.push(BarrierSite { inst: Some(i), block: Some(b), callee, via_call });
            }
        }
    }
    out
}

/// The condition key of a block's terminator for rule 7: the condition value (a `br`'s `i1` or a
/// `switch`'s operand) with any `xor %c, true` stripped.
pub fn condition_key(m: &Module, f: &Function, b: Block) -> Option<Value> {
    let t = f.terminator(b)?;
    let d = f.inst(t);
    let mut c = match d.kind {
        InstKind::Br | InstKind::Switch { .. } if d.blocks.len() >= 2 => *d.args.first()?,
        _ => return None,
    };
    // Strip negations `xor %x, true` (either operand order).
    for _ in 0..8 {
        let Some(i) = f.value_inst(c) else { break };
        let di = f.inst(i);
        let InstKind::Binary { op: BinOp::Xor, .. } = di.kind else { break };
        let is_true = |v: Value| {
            f.value_const(v).is_some_and(|k| matches!(m.const_data(k).kind, ConstKind::Int(1)))
                && di.args.len() == 2
        };
        match di.args.as_slice() {
            [x, y] if is_true(*y) => c = *x,
            [x, y] if is_true(*x) => c = *y,
            _ => break,
        }
    }
    Some(c)
}

/// Verdicts and cause of one barrier site in both modes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BarrierVerdict {
    /// The site.
    #[serde(flatten)]
    pub site: BarrierSite,
    /// The block label (as LLVM prints it, without `%`).
    pub block: String,
    /// Check-mode verdict (`uniform` or `possibly-divergent`).
    pub check: Verdict,
    /// Assume-mode verdict (`uniform` or `needs-join`).
    pub assume: Verdict,
    /// The block of the innermost divergent branch whose region holds the barrier (check mode).
    #[serde(skip)]
    pub check_branch: Option<Block>,
    /// The same for the branches still divergent after rule 7 (assume mode).
    #[serde(skip)]
    pub assume_branch: Option<Block>,
    /// The label of [`BarrierVerdict::check_branch`] in the analysed module, for reports.
    #[serde(rename = "check_branch")]
    pub check_branch_label: Option<String>,
    /// The label of [`BarrierVerdict::assume_branch`] in the analysed module, for reports.
    #[serde(rename = "assume_branch")]
    pub assume_branch_label: Option<String>,
    /// Source position from the call's `!dbg`.
    pub location: Option<SourceLoc>,
}

/// Convergence of one function, with names for reporting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunctionConvergence {
    /// The function (set by [`analyze_module`]; [`analyze_function`] leaves it `None`).
    #[serde(skip)]
    pub func: Option<FuncId>,
    /// The function's name.
    pub function: String,
    /// Check-mode and assume-mode convergent blocks.
    pub convergent_blocks: ByMode<Vec<String>>,
    /// Check-mode and assume-mode convergent edges as `[from, to]` labels.
    pub convergent_edges: ByMode<Vec<[String; 2]>>,
    /// [`FunctionConvergence::convergent_blocks`] by block id, in layout order: what consumers
    /// join on (the labels are for printing; the promoted body of a function may number its
    /// unnamed blocks differently from the body the user wrote, the ids are the same).
    #[serde(skip)]
    pub convergent_block_ids: ByMode<Vec<Block>>,
    /// [`FunctionConvergence::convergent_edges`] as `(from, to)` block ids.
    #[serde(skip)]
    pub convergent_edge_ids: ByMode<Vec<(Block, Block)>>,
    /// Blocks whose branch rule 7 found effectively uniform.
    pub effectively_uniform: Vec<String>,
    /// Assume-mode rounds.
    pub rounds: u32,
    /// Every barrier site.
    pub barriers: Vec<BarrierVerdict>,
    /// The graph-level result (node `i` is the `i`-th block in layout order).
    #[serde(skip)]
    pub result: Option<Convergence>,
}

/// A pair of results, one per mode.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByMode<T> {
    /// Check mode.
    pub check: T,
    /// Assume mode.
    pub assume: T,
}

/// Runs the convergence analysis on function `f` (with a body) of `m`, given its CFG, the CFG
/// analyses, which blocks end in a divergent branch, and the module's barrier summary.
pub fn analyze_function(
    m: &Module,
    f: &Function,
    cfg: &FunctionCfg,
    analyses: &CfgAnalyses,
    model: &TargetModel,
    summary: &[bool],
    is_divergent_branch: impl Fn(Block) -> bool,
) -> FunctionConvergence {
    let n = cfg.node_count();
    let nodes = || (0..n as u32).map(NodeId);
    let divergent: Vec<bool> = nodes().map(|v| is_divergent_branch(cfg.block(v))).collect();
    analyze_parts(
        m,
        f,
        cfg,
        (&analyses.pdom, &analyses.cycles, &analyses.cycle_equivalence),
        model,
        summary,
        divergent,
    )
}

/// [`analyze_function`] with the CFG facts given one by one (the session's lazily computed
/// ones) and the divergent blocks by node.
fn analyze_parts(
    m: &Module,
    f: &Function,
    cfg: &FunctionCfg,
    (pdom, cycles, ceq): (
        &crate::dominators::PostDomTree,
        &crate::cycles::CycleInfo,
        &crate::cycle_equivalence::CycleEquivalence,
    ),
    model: &TargetModel,
    summary: &[bool],
    divergent: Vec<bool>,
) -> FunctionConvergence {
    let n = cfg.node_count();
    let nodes = || (0..n as u32).map(NodeId);
    let condition: Vec<u32> =
        nodes().map(|v| condition_key(m, f, cfg.block(v)).map_or(NO_CONDITION, |c| c.0)).collect();
    let sites = barrier_sites(m, f, model, summary);
    let barrier_nodes: Vec<NodeId> = sites.iter().filter_map(|s| cfg.node(s.block?)).collect();
    let input = ConvergenceInput {
        divergent: &divergent,
        barriers: &barrier_nodes,
        condition: Some(&condition),
        rules: Rules::ALL,
    };
    let r = Convergence::compute(cfg, pdom, cycles, ceq, &input);
    let name = |v: NodeId| cfg.name(v).to_string();
    let blocks = |mode| r.convergent_nodes(mode).into_iter().map(name).collect();
    let block_ids = |mode| r.convergent_nodes(mode).into_iter().map(|v| cfg.block(v)).collect();
    let edge_ids = |mode| {
        r.convergent_edges(mode)
            .into_iter()
            .map(|(v, i)| (cfg.block(v), cfg.block(cfg.succs(v)[i as usize])))
            .collect()
    };
    let edges = |mode| {
        r.convergent_edges(mode).into_iter().map(|(v, i)| [name(v), name(cfg.succs(v)[i as usize])]).collect()
    };
    let barriers = sites
        .into_iter()
        .filter_map(|site| {
            let v = cfg.node(site.block?)?;
            let location = site.inst.and_then(|i| m.debug_location(f, i));
            Some(BarrierVerdict {
                block: name(v),
                check: r.verdict(Mode::Check, v),
                assume: r.verdict(Mode::Assume, v),
                check_branch: r.cause(Mode::Check, v).map(|c| cfg.block(c)),
                assume_branch: r.cause(Mode::Assume, v).map(|c| cfg.block(c)),
                check_branch_label: r.cause(Mode::Check, v).map(name),
                assume_branch_label: r.cause(Mode::Assume, v).map(name),
                location,
                site,
            })
        })
        .collect();
    FunctionConvergence {
        func: None,
        function: f.name.map(|s| m.str(s).to_string()).unwrap_or_default(),
        convergent_blocks: ByMode { check: blocks(Mode::Check), assume: blocks(Mode::Assume) },
        convergent_edges: ByMode { check: edges(Mode::Check), assume: edges(Mode::Assume) },
        convergent_block_ids: ByMode { check: block_ids(Mode::Check), assume: block_ids(Mode::Assume) },
        convergent_edge_ids: ByMode { check: edge_ids(Mode::Check), assume: edge_ids(Mode::Assume) },
        effectively_uniform: nodes().filter(|&v| r.effectively_uniform(v)).map(name).collect(),
        rounds: r.rounds(),
        barriers,
        result: Some(r),
    }
}

/// 1-based line numbers of the instructions of every defined function in `src` (the text `m`
/// was parsed from), by function then layout order; `None` for a function whose body in the text
/// does not line up with its instructions (one instruction per line, as LLVM prints). Each
/// function's lines are a map, so a lookup costs the same however long the function is.
pub fn instruction_lines(m: &Module, src: &str) -> Vec<Option<HashMap<Inst, u32>>> {
    instruction_lines_of(m, |fid| &m.funcs[fid], src)
}

/// [`instruction_lines`] of the bodies `body` gives for each function of `m` (a session's
/// [`crate::session::ModuleSession::written_function`]: the bodies `src` holds, beside the
/// promoted module whose names and pools they share).
pub fn instruction_lines_of<'a>(
    m: &'a Module,
    body: impl Fn(FuncId) -> &'a Function,
    src: &str,
) -> Vec<Option<HashMap<Inst, u32>>> {
    let lines: Vec<&str> = src.lines().collect();
    let mut out = Vec::with_capacity(m.funcs.len());
    let mut cursor = 0usize;
    for (fid, _) in m.funcs.iter() {
        let f = body(fid);
        if !f.is_definition {
            out.push(None);
            continue;
        }
        let name = f.name.map(|s| m.str(s)).unwrap_or("");
        let needle_plain = format!("@{name}(");
        let needle_quoted = format!("@\"{name}\"(");
        // A quoted name writes `"` and `\` (and control bytes) as `\XX` escapes.
        let escaped: String =
            name.chars()
                .map(|c| {
                    if c == '"' || c == '\\' || c < ' ' {
                        format!("\\{:02X}", c as u32)
                    } else {
                        c.to_string()
                    }
                })
                .collect();
        let needle_escaped = format!("@\"{escaped}\"(");
        let Some(start) = (cursor..lines.len()).find(|&k| {
            let l = lines[k].trim_start();
            l.starts_with("define")
                && (l.contains(&needle_plain) || l.contains(&needle_quoted) || l.contains(&needle_escaped))
        }) else {
            out.push(None);
            continue;
        };
        let mut inst_lines = Vec::new();
        let mut k = start + 1;
        while k < lines.len() {
            let l = lines[k].trim();
            if l.starts_with('}') {
                break;
            }
            let label = !l.starts_with('%') && l.split(';').next().unwrap_or("").trim_end().ends_with(':');
            if !(l.is_empty() || l.starts_with(';') || l.starts_with("#dbg_") || label) {
                inst_lines.push(k as u32 + 1);
            }
            k += 1;
        }
        cursor = k;
        let insts: Vec<Inst> = f
            .block_order()
            .flat_map(|b| f.block_insts(b).collect::<Vec<_>>())
            .filter(|&i| !f.kind(i).is_debug())
            .collect();
        if insts.len() == inst_lines.len() {
            out.push(Some(insts.into_iter().zip(inst_lines).collect()));
        } else {
            out.push(None);
        }
    }
    out
}

/// Convergence of every defined function of `m` with a body, in module order, with the
/// divergent branches of the uniformity result `u` (block-divergent branches: a branch that is
/// the same within each warp but differs between warps still splits the block at a barrier),
/// and the exiting branches of every cycle `u` finds with a block-divergent exit (lanes may leave such
/// a cycle after different numbers of iterations; in default mode the uniformity result already
/// marks these branches where it matters, in LLVM 19 mode it does not).
/// Functions that `u` does not cover are analysed with no divergent branch.
pub fn analyze_module(m: &Module, u: &crate::uniformity::ModuleUniformity) -> Vec<FunctionConvergence> {
    analyze_module_with(m, u, &crate::facts::FactStore::new(m))
}

/// [`analyze_module`] with the per-function facts of `store` (a session's).
pub(crate) fn analyze_module_with(
    m: &Module,
    u: &crate::uniformity::ModuleUniformity,
    store: &crate::facts::FactStore,
) -> Vec<FunctionConvergence> {
    analyze_with(m, u, |fid| store.get(m, fid))
}

fn analyze_with<'a>(
    m: &Module,
    u: &crate::uniformity::ModuleUniformity,
    facts: impl Fn(FuncId) -> Option<&'a crate::facts::FunctionFacts>,
) -> Vec<FunctionConvergence> {
    let model = TargetModel::new(u.target);
    let summary = barrier_functions(m, &model);
    m.funcs.keys().filter_map(|fid| analyze_one(m, u, &facts, &model, &summary, fid)).collect()
}

/// The convergence of every defined function with a body (in module order) and the barrier
/// summary it was computed with, for a session to keep up to date function by function
/// ([`ModuleConvergence::reanalyze`]).
#[derive(Debug)]
pub(crate) struct ModuleConvergence {
    pub(crate) functions: Vec<FunctionConvergence>,
    summary: BarrierSummary,
}

impl ModuleConvergence {
    pub(crate) fn new(
        m: &Module,
        u: &crate::uniformity::ModuleUniformity,
        store: &crate::facts::FactStore,
    ) -> ModuleConvergence {
        let model = TargetModel::new(u.target);
        let summary = BarrierSummary::new(m, &model);
        let facts = |fid| store.get(m, fid);
        let functions =
            m.funcs.keys().filter_map(|fid| analyze_one(m, u, &facts, &model, &summary.has, fid)).collect();
        ModuleConvergence { functions, summary }
    }

    /// After the body of `fid` changed (`u` and `store` describe the module as it is now):
    /// the result of `fid` is computed again, and every other function keeps its own, which
    /// read only its own body, its own uniformity and the barrier summary, unless the summary
    /// changed. `false` when the whole result must be computed again (the summary changed, or
    /// `fid` gained or lost its body).
    pub(crate) fn reanalyze(
        &mut self,
        m: &Module,
        u: &crate::uniformity::ModuleUniformity,
        store: &crate::facts::FactStore,
        fid: FuncId,
    ) -> bool {
        let model = TargetModel::new(u.target);
        if self.summary.update(m, &model, fid) {
            return false;
        }
        let new = analyze_one(m, u, &|fid| store.get(m, fid), &model, &self.summary.has, fid);
        match (self.functions.binary_search_by_key(&Some(fid), |r| r.func), new) {
            (Ok(k), Some(r)) => {
                self.functions[k] = r;
                true
            }
            (Err(_), None) => true,
            _ => false,
        }
    }
}

/// The convergence of `fid` (`None`: a declaration or no facts; a declaration's facts are not
/// asked for).
fn analyze_one<'a>(
    m: &Module,
    u: &crate::uniformity::ModuleUniformity,
    facts: &impl Fn(FuncId) -> Option<&'a crate::facts::FunctionFacts>,
    model: &TargetModel,
    summary: &[bool],
    fid: FuncId,
) -> Option<FunctionConvergence> {
    let f = &m.funcs[fid];
    if !f.is_definition {
        return None;
    }
    let fx = facts(fid)?;
    let cfg = fx.cfg();
    let fu = u.function(fid);
    // Exiting branches of a cycle with a divergent exit: lanes may leave it in different
    // iterations, so they are divergent for counting purposes even where the uniformity
    // result (in LLVM 19 mode) calls the exiting condition uniform.
    let selected: Vec<crate::cycles::CycleId> = fu.map_or(Vec::new(), |r| {
        r.divergent_exit_cycles
            .iter()
            .zip(&r.divergent_exit_levels)
            .filter(|&(_, l)| !l.is_block_uniform())
            .map(|(&c, _)| c)
            .collect()
    });
    let exiting = fx.cycles().exiting_blocks_of(cfg, &selected);
    let divergent: Vec<bool> = (0..cfg.node_count() as u32)
        .map(NodeId)
        .map(|v| {
            fu.is_some_and(|r| r.is_divergent_branch(m, cfg.block(v)))
                || (exiting[v.index()] && is_multiway_node(cfg, v))
        })
        .collect();
    let mut r =
        analyze_parts(m, f, cfg, (fx.pdom(), fx.cycles(), fx.cycle_equivalence()), model, summary, divergent);
    r.func = Some(fid);
    Some(r)
}

fn is_multiway_node(cfg: &FunctionCfg, v: NodeId) -> bool {
    let s = cfg.succs(v);
    s.iter().any(|&x| x != s[0])
}
