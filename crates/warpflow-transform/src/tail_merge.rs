//! Tail merging, the first baseline of `spec/pcfm.md`: at a join block whose two predecessors are
//! the two sides of a divergent branch, identical instruction tails of the two sides are sunk
//! into the join, so that the warp runs them once with all its lanes instead of once per side.
//!
//! # Where
//! A *candidate join* `J` has exactly two incoming edges, from distinct blocks `L` and `R` that
//! both end in `br label %J`; the nearest common dominator `D` of `L` and `R` is neither of them
//! and ends in a branch that the uniformity analysis calls divergent within a warp (level
//! `Divergent`; block-divergent but warp-uniform branches do not serialise a warp, so they are
//! left alone, as are uniform ones).
//!
//! # What
//! The instructions of `L` and `R` before their branches are paired from the end (`(l0, r0)` the
//! last ones, then `(l1, r1)`, ...; debug records are skipped). Pair `k` may sink when pairs
//! `0..k` sink and
//! - the two have the same opcode and payload (flags, predicate, types, memory attributes,
//!   callee and call attributes), the same operand count and result type; phis, allocas,
//!   terminators, inline assembly and indirect calls never sink;
//! - a convergent call (barrier, shuffle, vote: the target model's `convergent` builtins, or a
//!   `convergent` attribute) and a call to an intrinsic sink only when all their operands are
//!   identical; operands that are tokens or metadata must be identical; so must constant
//!   `getelementptr` indices after the first (they may index a struct);
//! - every use of `lk`'s result is either an operand of a later sunk `li` whose partner `ri`
//!   uses `rk`'s result at the same position, or the `L` entry of a phi of `J` whose `R` entry
//!   is `rk`'s result (and symmetrically for `rk`): after sinking, nothing on a side uses a sunk
//!   value, so dominance holds.
//!
//! Operand `j` of a sunk pair is *same* when both use one value, *paired* when they use the
//! results of a sunk pair `(lm, rm)` (the sunk copy uses the sunk `lm`), and otherwise needs a
//! phi `[a, L], [b, R]` in `J` (one per distinct pair of values, reusing a phi of `J` with these
//! entries). [`Mode::Limited`] is LLVM SimplifyCFG's form: at most one new phi per sunk
//! instruction, the sunk tail is cut before the last instruction that would need more (the cut
//! is iterated, since a shorter tail turns paired operands into phis); [`Mode::Full`] sinks the
//! whole legal tail.
//!
//! The sunk instructions keep their order at the top of `J` after its phis; since only a suffix
//! of each side moves, every sunk load or store stays after the memory operations of its side
//! that it followed. Each sunk instruction keeps `L`'s copy (with `L`'s `!dbg`; other metadata
//! only where both copies had it). Emptied sides are left for [`crate::cleanup`].

use std::collections::{HashMap, HashSet};

use warpflow_analysis::cfg::FunctionCfg;
use warpflow_analysis::dominators::DomTree;
use warpflow_analysis::graph::Graph as _;
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{self, LaunchFacts, Uniformity};
use warpflow_ir::{
    Block, ConstKind, FuncBuilder, FuncId, Function, InsertPoint, Inst, InstKind, Module, TypeData, Value,
    ValueDef,
};
use warpflow_target::TargetModel;

use crate::{Changed, Context, Remark, RemarkKind, TransformError};

/// How many phis a sunk instruction may need.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Mode {
    /// At most one new phi per sunk instruction (LLVM SimplifyCFG's sinking).
    Limited,
    /// Any number of phis.
    Full,
}

/// What to sink at one join (block and instruction ids of the function).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SinkPlan {
    /// The divergent branch's block `D`.
    pub branch: Block,
    /// The join `J`.
    pub join: Block,
    /// The two sides `L` and `R`.
    pub sides: [Block; 2],
    /// The pairs to sink, in program order (earliest first).
    pub pairs: Vec<(Inst, Inst)>,
    /// Phis needed: for each, the values from `L` and from `R`.
    pub phis: Vec<(Value, Value)>,
}

/// `tail-merge`: [`run`] in [`Mode::Limited`].
pub fn run_limited(m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    run(m, ctx, Mode::Limited)
}

/// `tail-merge-full`: [`run`] in [`Mode::Full`].
pub fn run_full(m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    run(m, ctx, Mode::Full)
}

/// `tail-merge` over a session: [`run_session`] in [`Mode::Limited`].
pub fn run_limited_session(s: &mut ModuleSession, ctx: &Context) -> Result<Changed, TransformError> {
    run_session(s, ctx, Mode::Limited)
}

/// `tail-merge-full` over a session: [`run_session`] in [`Mode::Full`].
pub fn run_full_session(s: &mut ModuleSession, ctx: &Context) -> Result<Changed, TransformError> {
    run_session(s, ctx, Mode::Full)
}

/// Sinks tails at every candidate join of every function of `m` until nothing changes.
pub fn run(m: &mut Module, ctx: &Context, mode: Mode) -> Result<Changed, TransformError> {
    let mut s = ModuleSession::new(
        std::mem::take(m),
        View::Promoted,
        crate::session_options(ctx),
        LaunchFacts::default(),
    )?;
    let r = run_session(&mut s, ctx, mode);
    *m = s.into_written();
    r
}

/// Sinks tails at every candidate join of every function of the session's module, function by
/// function: the joins of one function are sunk in rounds (non-overlapping plans per round),
/// and after each round the function is invalidated in the session, so the next round reads
/// its uniformity again; the other functions are not analysed again.
pub fn run_session(s: &mut ModuleSession, _ctx: &Context, mode: Mode) -> Result<Changed, TransformError> {
    let pass = match mode {
        Mode::Limited => "tail-merge",
        Mode::Full => "tail-merge-full",
    };
    let mut out = Changed::default();
    let model = s.module().triple.as_deref().and_then(|t| TargetModel::for_triple(t).ok());
    let uerr = |e: &uniformity::UniformityError| TransformError::Uniformity(e.to_string());
    s.uniformity().map_err(uerr)?;
    let fids: Vec<FuncId> =
        s.module().funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
    for fid in fids {
        loop {
            let any = s.edit_function(fid, |m, u| -> Result<bool, TransformError> {
                let Some(fu) = u.map_err(uerr)?.function(fid) else { return Ok(false) };
                let divergent =
                    |b: Block| fu.is_divergent_branch(m, b) && fu.branch_level(m, b) == Uniformity::Divergent;
                let plans = plan_function(m, fid, mode, model.as_ref(), &divergent);
                let mut touched: HashSet<Block> = HashSet::new();
                let mut todo = Vec::new();
                for p in plans {
                    let bs = [p.join, p.sides[0], p.sides[1]];
                    if bs.iter().any(|b| touched.contains(b)) {
                        continue;
                    }
                    touched.extend(bs);
                    todo.push(p);
                }
                let any = !todo.is_empty();
                for p in todo {
                    let name = |b: Block| block_name(m, fid, b);
                    let message = format!(
                        "sank {} instructions of {} and {} into {} ({} phis)",
                        p.pairs.len(),
                        name(p.sides[0]),
                        name(p.sides[1]),
                        name(p.join),
                        p.phis.len()
                    );
                    // the divergent branch the tails are sunk below
                    let f = &m.funcs[fid];
                    let loc = f.terminator(p.branch).and_then(|t| m.debug_location(f, t));
                    apply(m, fid, &p)?;
                    out.remarks.push(Remark {
                        pass: pass.into(),
                        kind: RemarkKind::Passed,
                        name: "Sunk".into(),
                        function: m.func_name(fid).to_string(),
                        loc,
                        message,
                    });
                    out.transformations += 1;
                }
                Ok(any)
            })?;
            if !any {
                break;
            }
            s.invalidate(fid)?;
            out.touch(fid);
        }
    }
    Ok(out)
}

fn block_name(m: &Module, fid: FuncId, b: Block) -> String {
    match m.funcs[fid].blocks[b].name {
        Some(s) => format!("%{}", m.str(s)),
        None => b.to_string(),
    }
}

/// The plans for every candidate join of function `fid` whose tails can sink; `divergent(D)`
/// says whether the branch ending `D` is divergent within a warp.
pub fn plan_function(
    m: &Module,
    fid: FuncId,
    mode: Mode,
    model: Option<&TargetModel>,
    divergent: &dyn Fn(Block) -> bool,
) -> Vec<SinkPlan> {
    let f = &m.funcs[fid];
    let Some(cfg) = FunctionCfg::new(m, f) else { return Vec::new() };
    let dom = DomTree::compute(cfg.graph());
    // The candidate joins, then the nearest common dominator of each one's two sides, all at
    // once (`nca_pairs`: a walk per pair is O(depth), quadratic on a ladder of joins whose
    // sides hang ever deeper below one branch).
    let mut candidates: Vec<(Block, [Block; 2])> = Vec::new();
    let mut pairs = Vec::new();
    for j in f.block_order() {
        // the CFG's predecessor list (one entry per incoming edge, as `Function::predecessors`,
        // which scans the whole function per call)
        let Some(jn) = cfg.node(j) else { continue };
        let preds: Vec<Block> = cfg.graph().preds(jn).iter().map(|&p| cfg.block(p)).collect();
        let [l, r] = preds[..] else { continue };
        if l == r || f.successors(l).len() != 1 || f.successors(r).len() != 1 {
            continue;
        }
        let (Some(ln), Some(rn)) = (cfg.node(l), cfg.node(r)) else { continue };
        if !dom.is_reachable(ln) || !dom.is_reachable(rn) {
            continue;
        }
        candidates.push((j, [l, r]));
        pairs.push((ln, rn));
    }
    let ncas = dom.nca_pairs(&pairs);
    // the function's uses, computed once for every join (not once per join)
    let mut uses = None;
    let mut out = Vec::new();
    for ((j, [l, r]), (&(ln, rn), dn)) in candidates.into_iter().zip(pairs.iter().zip(ncas)) {
        let Some(dn) = dn else { continue };
        if dn == ln || dn == rn {
            continue;
        }
        let d = cfg.block(dn);
        if !divergent(d) {
            continue;
        }
        let uses = uses.get_or_insert_with(|| f.compute_uses());
        if let Some(p) = plan_join(m, fid, d, j, [l, r], uses, mode, model) {
            out.push(p);
        }
    }
    out
}

/// How operand `j` of a pair is provided after sinking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Operand {
    Same,
    Paired(usize),
    Differ(Value, Value),
}

/// The plan for join `j` with sides `sides` (branch `d`), or `None` when nothing can sink;
/// `uses` are the function's uses ([`warpflow_ir::Function::compute_uses`]).
#[allow(clippy::too_many_arguments)]
pub fn plan_join(
    m: &Module,
    fid: FuncId,
    d: Block,
    j: Block,
    sides: [Block; 2],
    uses: &warpflow_ir::SecondaryMap<Value, Vec<(Inst, u32)>>,
    mode: Mode,
    model: Option<&TargetModel>,
) -> Option<SinkPlan> {
    let f = &m.funcs[fid];
    let [l, r] = sides;
    let tail = |b: Block| -> Vec<Inst> {
        let mut v: Vec<Inst> = f
            .block_insts(b)
            .filter(|&i| !f.inst(i).kind.is_debug() && !f.inst(i).kind.is_terminator())
            .collect();
        v.reverse();
        v
    };
    let (lt, rt) = (tail(l), tail(r));
    let phis_j = f.phis(j);
    let mut pairs: Vec<(Inst, Inst)> = Vec::new();
    for (&a, &b) in lt.iter().zip(&rt) {
        if !same_shape(m, f, a, b, model) || !uses_ok(f, uses, &pairs, &phis_j, l, r, a, b) {
            break;
        }
        pairs.push((a, b));
    }
    let max = pairs.len();
    // Operand classes, with pairs indexed from the end.
    let result_index: HashMap<Value, usize> =
        pairs.iter().enumerate().filter_map(|(k, &(a, _))| f.inst(a).result.map(|v| (v, k))).collect();
    let classes: Vec<Vec<Operand>> = pairs
        .iter()
        .map(|&(a, b)| {
            let (da, db) = (f.inst(a), f.inst(b));
            da.args
                .iter()
                .zip(&db.args)
                .map(|(&x, &y)| {
                    if x == y {
                        return Operand::Same;
                    }
                    if let Some(&mk) = result_index.get(&x) {
                        if f.inst(pairs[mk].1).result == Some(y) {
                            return Operand::Paired(mk);
                        }
                    }
                    Operand::Differ(x, y)
                })
                .collect()
        })
        .collect();
    let needed = |k: usize, s: usize| -> Vec<(Value, Value)> {
        let mut v: Vec<(Value, Value)> = Vec::new();
        for (p, c) in classes[k].iter().enumerate() {
            let pair = match *c {
                Operand::Same => continue,
                Operand::Paired(mk) if mk < s => continue,
                Operand::Paired(_) => (f.inst(pairs[k].0).args[p], f.inst(pairs[k].1).args[p]),
                Operand::Differ(x, y) => (x, y),
            };
            if !v.contains(&pair) {
                v.push(pair);
            }
        }
        v
    };
    let mut s = max;
    if mode == Mode::Limited {
        while let Some(k) = (0..s).find(|&k| needed(k, s).len() > 1) {
            s = k;
        }
    }
    if s == 0 {
        return None;
    }
    let mut phis: Vec<(Value, Value)> = Vec::new();
    for k in 0..s {
        for p in needed(k, s) {
            if !phis.contains(&p) {
                phis.push(p);
            }
        }
    }
    let mut chosen: Vec<(Inst, Inst)> = pairs[..s].to_vec();
    chosen.reverse();
    let _ = d;
    Some(SinkPlan { branch: d, join: j, sides, pairs: chosen, phis })
}

fn is_token_or_meta(m: &Module, f: &Function, v: Value) -> bool {
    matches!(f.values[v].def, ValueDef::Meta(_)) || matches!(m.types.data(f.values[v].ty), TypeData::Token)
}

/// Whether `a` and `b` are the same operation, with operands that may be joined by phis
/// where they differ.
fn same_shape(m: &Module, f: &Function, a: Inst, b: Inst, model: Option<&TargetModel>) -> bool {
    let (da, db) = (f.inst(a), f.inst(b));
    if da.kind != db.kind || da.args.len() != db.args.len() || !da.blocks.is_empty() || !db.blocks.is_empty()
    {
        return false;
    }
    match (da.result, db.result) {
        (None, None) => {}
        (Some(x), Some(y)) if f.values[x].ty == f.values[y].ty => {}
        _ => return false,
    }
    let mut all_same = false;
    match &da.kind {
        InstKind::Phi { .. } | InstKind::Alloca { .. } | InstKind::VaArg | InstKind::DbgRecord(_) => {
            return false
        }
        k if k.is_terminator() => return false,
        InstKind::Call(info) => {
            let callee = da.args[0];
            if db.args[0] != callee {
                return false;
            }
            let Some(c) = f.value_const(callee) else { return false };
            let ConstKind::Func(g) = m.const_data(c).kind else { return false };
            let name = m.func_name(g);
            let builtin_convergent = !m.funcs[g].is_definition
                && model.and_then(|t| t.classify_call(name)).is_some_and(|i| i.convergent);
            let convergent = builtin_convergent
                || m.func_has_attr(g, "convergent")
                || m.attrs_contain(&info.fn_attrs, "convergent");
            if convergent || warpflow_ir::is_llvm_reserved_name(name) || !info.bundles.is_empty() {
                all_same = true;
            }
        }
        _ => {}
    }
    for (p, (&x, &y)) in da.args.iter().zip(&db.args).enumerate() {
        if x == y {
            continue;
        }
        if all_same || is_token_or_meta(m, f, x) || is_token_or_meta(m, f, y) {
            return false;
        }
        if matches!(da.kind, InstKind::Gep { .. })
            && p >= 2
            && (f.value_const(x).is_some() || f.value_const(y).is_some())
        {
            return false;
        }
    }
    true
}

/// Whether every use of the results of `a` (side `l`) and `b` (side `r`) is by a later pair
/// already chosen, at the same position of the partner, or a phi of the join that takes them
/// as its two entries.
#[allow(clippy::too_many_arguments)]
fn uses_ok(
    f: &Function,
    uses: &warpflow_ir::SecondaryMap<Value, Vec<(Inst, u32)>>,
    later: &[(Inst, Inst)],
    phis_j: &[Inst],
    l: Block,
    r: Block,
    a: Inst,
    b: Inst,
) -> bool {
    let (ra, rb) = match (f.inst(a).result, f.inst(b).result) {
        (None, None) => return true,
        (Some(x), Some(y)) => (x, y),
        _ => return false,
    };
    // Metadata wrappers of the results count as uses we do not rewrite.
    if f.values
        .values()
        .any(|d| matches!(d.def, ValueDef::Meta(warpflow_ir::MetaArg::Value(v)) if v == ra || v == rb))
    {
        return false;
    }
    let phi_ok = |p: Inst| {
        phis_j.contains(&p) && {
            let inc: Vec<(Value, Block)> = f.inst(p).phi_incoming().collect();
            inc.len() == 2 && inc.iter().all(|&(v, ib)| (ib == l && v == ra) || (ib == r && v == rb))
        }
    };
    for (mine, other, side) in [(ra, rb, 0usize), (rb, ra, 1usize)] {
        for &(u, pos) in uses.get(mine) {
            if phi_ok(u) {
                continue;
            }
            let partner = later.iter().find_map(|&(x, y)| match side {
                0 if x == u => Some(y),
                1 if y == u => Some(x),
                _ => None,
            });
            match partner {
                Some(pu) if f.inst(pu).args.get(pos as usize) == Some(&other) => {}
                _ => return false,
            }
        }
    }
    true
}

/// Applies `p` to function `fid` of `m`.
pub fn apply(m: &mut Module, fid: FuncId, p: &SinkPlan) -> Result<(), TransformError> {
    let [l, r] = p.sides;
    let j = p.join;
    let original_phis = m.funcs[fid].phis(j);
    // The phis, reusing those of J with the same entries.
    let mut phi_of: HashMap<(Value, Value), Value> = HashMap::new();
    {
        let f = &m.funcs[fid];
        for &ph in &original_phis {
            let inc: Vec<(Value, Block)> = f.inst(ph).phi_incoming().collect();
            let vl = inc.iter().find(|x| x.1 == l).map(|x| x.0);
            let vr = inc.iter().find(|x| x.1 == r).map(|x| x.0);
            if let (Some(a), Some(b), Some(res)) = (vl, vr, f.inst(ph).result) {
                phi_of.entry((a, b)).or_insert(res);
            }
        }
    }
    let mut bld = FuncBuilder::new(m, fid, InsertPoint::AfterPhis(j));
    for &(a, b) in &p.phis {
        if phi_of.contains_key(&(a, b)) {
            continue;
        }
        let ty = bld.ty(a);
        let v = bld.phi(ty, &[(a, l), (b, r)])?;
        phi_of.insert((a, b), v);
    }
    let dbg = m.strings.lookup("dbg");
    let f = &mut m.funcs[fid];
    let chosen: HashSet<Inst> = p.pairs.iter().map(|x| x.0).collect();
    let mut at = InsertPoint::AfterPhis(j);
    for &(a, b) in &p.pairs {
        f.move_inst(a, at)?;
        at = InsertPoint::After(a);
        let (aargs, bargs) = (f.inst(a).args.clone(), f.inst(b).args.clone());
        let bmd = f.inst(b).md.clone();
        for (k, (x, y)) in aargs.into_iter().zip(bargs).enumerate() {
            if x == y {
                continue;
            }
            // A paired operand (the result of an earlier sunk pair) stays as it is.
            if let ValueDef::Inst(xi) = f.values[x].def {
                if chosen.contains(&xi)
                    && p.pairs.iter().any(|&(pa, pb)| pa == xi && f.insts[pb].result == Some(y))
                {
                    continue;
                }
            }
            let v = *phi_of.get(&(x, y)).ok_or_else(|| {
                TransformError::Verify(format!("tail merge: no phi for operands {x} and {y}"))
            })?;
            f.insts[a].args[k] = v;
        }
        let d = &mut f.insts[a];
        d.md.retain(|e| Some(e.0) == dbg || bmd.contains(e));
    }
    for &(a, b) in &p.pairs {
        if let (Some(ra), Some(rb)) = (f.inst(a).result, f.inst(b).result) {
            f.replace_all_uses(rb, ra)?;
        }
    }
    for &(_, b) in &p.pairs {
        f.detach_inst(b)?;
    }
    // Phis of J fed by one sunk result on both edges.
    for ph in original_phis {
        let Some(res) = f.inst(ph).result else { continue };
        let vals: Vec<Value> = f.inst(ph).args.clone();
        let Some(&v) = vals.first() else { continue };
        let sunk = matches!(f.values[v].def, ValueDef::Inst(i) if chosen.contains(&i));
        if sunk && vals.iter().all(|&x| x == v) {
            f.replace_all_uses(res, v)?;
            f.detach_inst(ph)?;
        }
    }
    Ok(())
}
