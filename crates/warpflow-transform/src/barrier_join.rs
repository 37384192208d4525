//! The barrier join transformation (`spec/convergence.md`, "The join transformation"): for a
//! barrier whose assume-mode verdict is `needs-join` (the program is well-synchronized, but warps
//! reach the barrier before their divergent branches reconverge), all paths into the barrier and
//! out of the divergent part of the CFG are funnelled through one new block, so the warp
//! reconverges there before the barrier.
//!
//! # Construction
//! Let `B` be the barrier's block and `D` the branches still divergent after rule 7 whose regions
//! hold `B`. `d` is the nearest common dominator of `D`, moved up the dominator tree to the first
//! assume-convergent block; `P` is the nearest common post-dominator of `d` and of the immediate
//! post-dominators of `D`. The *part* `S` is what `d` reaches without passing `B` or `P`; every
//! edge leaving `S` then enters `B` or `P` (a block outside `S` reached from `S` by one edge is
//! `B`, `P` or in `S`). Each such edge `u -> t` is split by a block `barrier.join.from` that
//! branches to the new block `barrier.join` (`J`); `J` has
//! - `%barrier.join.sel = phi i1 [true, from edges into B], [false, from edges into P]` and
//!   `br i1 %barrier.join.sel, label %B, label %P` (a plain `br` when only one of them is a
//!   target),
//! - one phi per phi of `B` and `P` carrying the value the old edge carried (poison on edges
//!   to the other target), which becomes that phi's entry from `J`,
//! - one phi per value defined in `S` and used outside it (the value on edges whose source it
//!   dominates, poison elsewhere: a use after `J` was only reachable along such edges).
//!
//! The divergent branches in `D` now reconverge at `J`, whose branch is effectively uniform by
//! rule 7 (the barrier and the balance rules make both its out-edges convergent), so `B` becomes
//! `uniform` in assume mode. Check mode still calls it `possibly-divergent`: that `c1 || c2` is
//! the same for every thread is known only from the well-synchronization assumption.
//!
//! The plan is computed on the promoted view of the analysis session (the analyses see `-O0`
//! code as SSA); block and instruction ids are the same in the user's body, so the plan applies
//! to the input as it is. The pass refuses (with a remark) when `P` is the virtual exit, when
//! `S` holds a block `d` does not dominate, or when `B` has a predecessor outside `S`; each
//! `needs-join` barrier block is handled once, then the joined function is invalidated in the
//! session (one session for every round: only that function is analysed again).

use std::collections::{HashMap, HashSet};

use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_analysis::convergence::ir::FunctionConvergence;
use warpflow_analysis::convergence::{Mode, Verdict};
use warpflow_analysis::dominators::PostDomTree;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_analysis::session::ModuleSession;
use warpflow_analysis::uniformity::{self, FunctionUniformity};
use warpflow_ir::{Block, FuncBuilder, FuncId, InsertPoint, Module, NewIncoming, Value};

use crate::{Changed, Context, Remark, RemarkKind, TransformError};

/// What the transformation does for one barrier block (block ids of the function).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The barrier's block `B`.
    pub barrier: Block,
    /// The divergent branches whose regions hold `B`.
    pub branches: Vec<Block>,
    /// The convergent dominator `d`.
    pub dominator: Block,
    /// The post-dominator `P`.
    pub post_dominator: Block,
    /// The part `S`, in layout order.
    pub part: Vec<Block>,
}

/// Runs the transformation on every `needs-join` barrier of `m`.
pub fn run(m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    crate::run_on_session(m, ctx, run_session)
}

/// Runs the transformation on every `needs-join` barrier of the session's module: one session
/// for every round; after each join the changed function is invalidated, so the next round
/// analyses that function again and reads every other one as it was.
pub fn run_session(s: &mut ModuleSession, _ctx: &Context) -> Result<Changed, TransformError> {
    let mut out = Changed::default();
    let mut done: HashSet<(FuncId, Block)> = HashSet::new();
    // Functions before `first` have no barrier left to try: a round changes only the function
    // it joins in (the others keep their results), so the search resumes where it stopped and
    // the rounds cost the module once, not once per round.
    let mut first = 0usize;
    let uerr = |e: &uniformity::UniformityError| TransformError::Uniformity(e.to_string());
    loop {
        let session = &*s;
        let u = session.uniformity().map_err(uerr)?;
        let conv = session.convergence().map_err(uerr)?;
        let view = session.module();
        let next = conv.iter().enumerate().skip(first).find_map(|(k, fc)| {
            let fid = fc.func?;
            fc.barriers
                .iter()
                .filter(|b| b.assume == Verdict::NeedsJoin)
                .filter_map(|b| b.site.block)
                .find(|&b| !done.contains(&(fid, b)))
                .map(|b| (k, fid, fc, b))
        });
        let Some((k, fid, fc, b)) = next else { break };
        first = k;
        done.insert((fid, b));
        let name = view.func_name(fid).to_string();
        // the remarks are about the barrier call in block `b`
        let loc = fc
            .barriers
            .iter()
            .find(|s| s.site.block == Some(b))
            .and_then(|s| s.site.inst)
            .and_then(|i| view.debug_location(&view.funcs[fid], i));
        let remark = |kind: RemarkKind, message: String| Remark {
            pass: "barrier-join".into(),
            kind,
            name: if kind == RemarkKind::Passed { "Joined" } else { "NotJoined" }.into(),
            function: name.clone(),
            loc: loc.clone(),
            message,
        };
        let Some(fu) = u.function(fid) else { continue };
        match plan(view, fid, fc, fu, b) {
            Ok((p, cfg, an)) => {
                let bn =
                    |x: Block| cfg.node(x).map_or_else(|| x.to_string(), |v| format!("%{}", cfg.name(v)));
                let r = remark(RemarkKind::Passed, format!(
                    "barrier in {}: joined the divergent branches {} at %barrier.join (dominator {}, post-dominator {}, {} blocks in the part)",
                    bn(p.barrier),
                    p.branches.iter().map(|&x| bn(x)).collect::<Vec<_>>().join(", "),
                    bn(p.dominator),
                    bn(p.post_dominator),
                    p.part.len()
                ));
                // the plan is by block ids, which the user's body shares with the promoted one
                s.edit_function(fid, |m, _| apply(m, fid, &p, &cfg, &an))?;
                s.invalidate(fid)?;
                out.touch(fid);
                out.transformations += 1;
                out.remarks.push(r);
            }
            Err(why) => {
                // the block as the user's file names it (promotion keeps block ids)
                let bn = session
                    .written_cfg(fid)
                    .and_then(|c| c.node(b).map(|v| format!("%{}", c.name(v))))
                    .unwrap_or_else(|| b.to_string());
                out.remarks
                    .push(remark(RemarkKind::Missed, format!("barrier in {bn} not transformed: {why}")))
            }
        }
    }
    Ok(out)
}

/// The plan for barrier block `b` of function `fid` of `m` (the promoted copy), with the CFG and
/// analyses it was made on; `Err` says why the transformation does not apply.
pub fn plan(
    m: &Module,
    fid: FuncId,
    fc: &FunctionConvergence,
    fu: &FunctionUniformity,
    b: Block,
) -> Result<(Plan, FunctionCfg, DomTrees<'static>), String> {
    let f = &m.funcs[fid];
    let cfg = FunctionCfg::new(m, f).ok_or("no body")?;
    let an = DomTrees::compute(&cfg);
    let r = fc.result.as_ref().ok_or("no convergence result")?;
    let bv = cfg.node(b).ok_or("barrier block not in the CFG")?;
    let n = cfg.node_count();
    // Divergent branches (after rule 7) whose regions hold B.
    let holds = regions_holding(&cfg, &an.pdom, bv);
    let mut branches = Vec::new();
    for x in 0..n as u32 {
        let x = NodeId(x);
        if !fu.is_divergent_branch(m, cfg.block(x)) || r.effectively_uniform(x) || !an.dom.is_reachable(x) {
            continue;
        }
        if holds[x.index()] {
            branches.push(x);
        }
    }
    if branches.is_empty() {
        return Err("no divergent branch holds the barrier".into());
    }
    // one walk for the whole set (a fold of pairwise walks was O(depth) per branch)
    let mut d = an.dom.nca_all(&branches).ok_or("branches without a common dominator")?;
    while !r.node_convergent(Mode::Assume, d) {
        d = an.dom.idom(d).ok_or("no convergent dominator")?;
    }
    let mut ends = vec![d];
    for &x in &branches {
        ends.push(an.pdom.ipdom(x).ok_or("a divergent branch reconverges only at the function's exit")?);
    }
    let p = an.pdom.nca_all(&ends).ok_or("the branches reconverge only at the function's exit")?;
    if p == bv {
        return Err("the barrier is the reconvergence point".into());
    }
    // The part: reached from d without passing B or P.
    let mut in_part = vec![false; n];
    let mut stack = vec![d];
    in_part[d.index()] = true;
    while let Some(v) = stack.pop() {
        for &s in cfg.succs(v) {
            if s != bv && s != p && !in_part[s.index()] {
                in_part[s.index()] = true;
                stack.push(s);
            }
        }
    }
    if let Some(v) = (0..n).find(|&v| in_part[v] && !an.dom.dominates(d, NodeId(v as u32))) {
        return Err(format!(
            "%{} in the part is not dominated by %{}",
            cfg.name(NodeId(v as u32)),
            cfg.name(d)
        ));
    }
    // The join is defined on an acyclic part: a back edge inside it (a loop between the
    // dominator and the barrier, or the barrier's own loop reaching the dominator again) would
    // need the values that cross it rebuilt around the join block, which `apply` does not do.
    for v in (0..n as u32).map(NodeId).filter(|v| in_part[v.index()] || *v == bv) {
        if let Some(&s) = cfg.succs(v).iter().find(|s| in_part[s.index()] && an.dom.dominates(**s, v)) {
            return Err(format!(
                "the part holds a cycle (the edge %{} -> %{} goes back)",
                cfg.name(v),
                cfg.name(s)
            ));
        }
    }
    if let Some(&q) = cfg.preds(bv).iter().find(|q| !in_part[q.index()]) {
        return Err(format!("the barrier block has a predecessor %{} outside the part", cfg.name(q)));
    }
    if !cfg.preds(bv).iter().any(|q| in_part[q.index()]) {
        return Err("the part does not reach the barrier".into());
    }
    let part: Vec<Block> =
        (0..n as u32).filter(|&v| in_part[v as usize]).map(|v| cfg.block(NodeId(v))).collect();
    let plan = Plan {
        barrier: b,
        branches: branches.iter().map(|&x| cfg.block(x)).collect(),
        dominator: cfg.block(d),
        post_dominator: cfg.block(p),
        part,
    };
    Ok((plan, cfg, an))
}

/// For every node `x` of `g`, whether the region of `x`'s branch holds `target`: `target` is
/// reachable from `x` by at least one edge without passing `x`'s immediate post-dominator
/// `P = pdom.ipdom(x)` (no node is excluded when `P` is the virtual exit). All nodes at once in
/// O(V + E), where a search per branch costs the sum of the regions' sizes (quadratic in the
/// nesting depth of loops with divergent exits around a barrier).
///
/// Argument. (1) Every node `y` after `x` on such a path is strictly post-dominated by `P`:
/// otherwise a path from `y` to the (virtual) exit avoids `P`, and after the path's prefix from
/// `x` to `y`, which avoids `P`, it makes a path from `x` to the exit avoiding `P`, though `P`
/// post-dominates `x`. Conversely a path whose nodes after `x` are all strictly post-dominated
/// by `P` avoids `P`. So the region of `x` holds `target` iff `target` is reachable from `x` by
/// one edge or more through nodes of `A(P)`, the strict descendants of `P` in the post-dominator
/// tree; in particular `P` must be a strict ancestor of `target`. (2) Let `a_1 = ipdom(target)`,
/// `a_2 = ipdom(a_1)`, ... `a_m` (a root) be those ancestors, and `a_{m+1}` the virtual exit,
/// whose `A` is every node: `A(a_1) ⊆ A(a_2) ⊆ ...`. A node `y`'s *level* is the least `i` with
/// `y ∈ A(a_i)`: with `c` the deepest node of `{target, a_1, ..., a_m}` that is `y` or an
/// ancestor of `y` (found for all nodes by one walk down the tree), it is `m + 1` when there is
/// no `c`, `index(y) + 1` when `c = y`, and `max(index(c), 1)` otherwise (`index(target) = 0`,
/// `index(a_j) = j`). (3) `reach[y]`, the least `i` such that a path of one edge or more leads
/// from `y` to `target` through nodes of level at most `i`, is a bottleneck shortest path:
/// `reach[y] = min` over edges `y -> s` of `level(s)` if `s = target`, else of
/// `max(level(s), reach[s])`; a search backwards from `target` with one bucket per level settles
/// each node once, in increasing order of `reach`, since the key of a node reached from a
/// settled one is never below the settled node's. The region of `x` holds `target` iff `P` is
/// `a_i` (or the virtual exit, `i = m + 1`) and `reach[x] <= i`.
fn regions_holding<G: Graph>(g: &G, pdom: &PostDomTree, target: NodeId) -> Vec<bool> {
    let n = g.node_count();
    // index of target (0) and of its strict ancestors a_1..a_m in the post-dominator tree
    let mut index = vec![u32::MAX; n];
    let mut m = 0u32;
    index[target.index()] = 0;
    let mut a = pdom.ipdom(target);
    while let Some(v) = a {
        m += 1;
        index[v.index()] = m;
        a = pdom.ipdom(v);
    }
    // nearest marked ancestor-or-self of each node, top-down from the virtual exit's children
    let mut near = vec![u32::MAX; n];
    let mut stack: Vec<NodeId> = pdom.exit_children().to_vec();
    while let Some(v) = stack.pop() {
        near[v.index()] = if index[v.index()] != u32::MAX {
            v.0
        } else {
            pdom.ipdom(v).map_or(u32::MAX, |p| near[p.index()])
        };
        stack.extend_from_slice(pdom.children(v));
    }
    let level = |y: NodeId| -> u32 {
        match near[y.index()] {
            u32::MAX => m + 1,
            c if c == y.0 => index[y.index()] + 1,
            c => index[c as usize].max(1),
        }
    };
    // bottleneck search backwards from target, one bucket per level 1..=m+1
    let mut reach = vec![u32::MAX; n];
    let mut buckets: Vec<Vec<NodeId>> = vec![Vec::new(); m as usize + 2];
    let lt = level(target);
    for &y in g.preds(target) {
        if lt < reach[y.index()] {
            reach[y.index()] = lt;
            buckets[lt as usize].push(y);
        }
    }
    let mut done = vec![false; n];
    for l in 1..buckets.len() {
        while let Some(s) = buckets[l].pop() {
            if done[s.index()] || reach[s.index()] != l as u32 {
                continue;
            }
            done[s.index()] = true;
            let key = level(s).max(l as u32);
            for &y in g.preds(s) {
                if key < reach[y.index()] {
                    reach[y.index()] = key;
                    buckets[key as usize].push(y);
                }
            }
        }
    }
    (0..n as u32)
        .map(NodeId)
        .map(|x| {
            let i = match pdom.ipdom(x) {
                None => m + 1,
                Some(p) if p != target && index[p.index()] != u32::MAX => index[p.index()],
                Some(_) => return false,
            };
            reach[x.index()] <= i
        })
        .collect()
}

/// Whether `target` is reachable from `x` by at least one edge without passing `stop` (the
/// definition [`regions_holding`] is tested against).
#[cfg(test)]
fn region_holds<G: Graph>(cfg: &G, x: NodeId, stop: Option<NodeId>, target: NodeId) -> bool {
    let mut seen = vec![false; cfg.node_count()];
    let mut stack: Vec<NodeId> = Vec::new();
    for &s in cfg.succs(x) {
        if Some(s) != stop && !seen[s.index()] {
            seen[s.index()] = true;
            stack.push(s);
        }
    }
    while let Some(v) = stack.pop() {
        if v == target {
            return true;
        }
        for &s in cfg.succs(v) {
            if Some(s) != stop && !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    false
}

fn unique_name(m: &mut Module, fid: FuncId, base: &str, taken: &mut HashSet<String>) -> warpflow_ir::Sym {
    let mut name = base.to_string();
    let mut k = 1;
    while taken.contains(&name) {
        name = format!("{base}{k}");
        k += 1;
    }
    taken.insert(name.clone());
    let _ = fid;
    m.strings.intern(&name)
}

/// Applies `p` to function `fid` of `m`; `cfg` and `an` are the CFG and analyses `p` was made on
/// (the same blocks as `m`'s function).
pub fn apply(
    m: &mut Module,
    fid: FuncId,
    p: &Plan,
    cfg: &FunctionCfg,
    an: &DomTrees,
) -> Result<(), TransformError> {
    let part: HashSet<Block> = p.part.iter().copied().collect();
    let mut taken: HashSet<String> = HashSet::new();
    {
        let f = &m.funcs[fid];
        for b in f.block_order() {
            if let Some(s) = f.blocks[b].name {
                taken.insert(m.str(s).to_string());
            }
        }
        for v in f.values.values() {
            if let Some(s) = v.name {
                taken.insert(m.str(s).to_string());
            }
        }
    }
    // The edges leaving the part, with the phi values they carry.
    struct Edge {
        from: Block,
        index: usize,
        to: Block,
        phi_values: Vec<Value>,
        tramp: Option<Block>,
    }
    let mut edges: Vec<Edge> = Vec::new();
    {
        let f = &m.funcs[fid];
        for &u in &p.part {
            for (k, &t) in f.successors(u).iter().enumerate() {
                if part.contains(&t) {
                    continue;
                }
                let mut phi_values = Vec::new();
                for ph in f.phis(t) {
                    let v = f.inst(ph).phi_incoming().find(|&(_, ib)| ib == u).map(|(v, _)| v);
                    phi_values.push(v.ok_or(warpflow_ir::MutateError::NoIncoming { phi: ph, block: u })?);
                }
                edges.push(Edge { from: u, index: k, to: t, phi_values, tramp: None });
            }
        }
    }
    let targets: Vec<Block> = {
        let mut t: Vec<Block> = Vec::new();
        for want in [p.barrier, p.post_dominator] {
            if edges.iter().any(|e| e.to == want) {
                t.push(want);
            }
        }
        t
    };
    // The join block and the trampolines.
    let after = m.funcs[fid].layout.prev_block(p.barrier);
    let jname = unique_name(m, fid, "barrier.join", &mut taken);
    let j = m.funcs[fid].create_block(Some(jname), after)?;
    for e in edges.iter_mut() {
        let tname = unique_name(m, fid, "barrier.join.from", &mut taken);
        let t = m.funcs[fid].create_block(Some(tname), Some(e.from))?;
        m.funcs[fid].redirect_successor(e.from, e.index, t, &NewIncoming::Values(vec![]))?;
        FuncBuilder::new(m, fid, InsertPoint::BlockEnd(t)).br(j)?;
        e.tramp = Some(t);
    }
    let tramp = |e: &Edge| e.tramp.expect("set above");
    // Phis of J: the selector, the targets' phi values, the values defined in the part.
    let mut b = FuncBuilder::new(m, fid, InsertPoint::BlockStart(j));
    let sel = if targets.len() == 2 {
        let i1 = b.module.types.i1();
        let (t, fl) = (b.iconst(i1, 1), b.iconst(i1, 0));
        let inc: Vec<(Value, Block)> =
            edges.iter().map(|e| (if e.to == p.barrier { t } else { fl }, tramp(e))).collect();
        let sel = b.phi(i1, &inc)?;
        let sname = b.module.strings.intern(&format!(
            "{}.sel",
            b.module.str(b.module.funcs[fid].blocks[j].name.expect("named above"))
        ));
        b.func().set_value_name(sel, Some(sname))?;
        Some(sel)
    } else {
        None
    };
    let mut target_phi_values: Vec<(Block, Vec<Value>)> = Vec::new();
    for &t in &targets {
        let phis = b.module.funcs[fid].phis(t);
        let mut vals = Vec::new();
        for (k, ph) in phis.iter().enumerate() {
            let ty = b.module.funcs[fid].values[b.module.funcs[fid].inst(*ph).result.expect("phi")].ty;
            let poison = b.poison(ty);
            let inc: Vec<(Value, Block)> =
                edges.iter().map(|e| (if e.to == t { e.phi_values[k] } else { poison }, tramp(e))).collect();
            vals.push(b.phi(ty, &inc)?);
        }
        target_phi_values.push((t, vals));
    }
    // Values defined in the part and used outside it.
    let routed: Vec<(Value, Block)> = {
        let f = &b.module.funcs[fid];
        let mut defs: HashMap<Value, Block> = HashMap::new();
        for &u in &p.part {
            for i in f.block_insts(u) {
                if let Some(r) = f.inst(i).result {
                    defs.insert(r, u);
                }
            }
        }
        let mut used: Vec<(Value, Block)> = Vec::new();
        let mut seen = HashSet::new();
        for blk in f.block_order() {
            if part.contains(&blk) || blk == j || edges.iter().any(|e| e.tramp == Some(blk)) {
                continue;
            }
            for i in f.block_insts(blk) {
                for a in &f.inst(i).args {
                    if let Some(&db) = defs.get(a) {
                        if seen.insert(*a) {
                            used.push((*a, db));
                        }
                    }
                }
            }
        }
        used
    };
    let mut routes: Vec<(Value, Value)> = Vec::new();
    for &(v, db) in &routed {
        let dn = cfg.node(db);
        // A definition that dominates the source of every edge into J dominates J: no phi.
        let dominates_all = edges.iter().all(|e| match (dn, cfg.node(e.from)) {
            (Some(x), Some(y)) => an.dom.dominates(x, y),
            _ => false,
        });
        if dominates_all {
            continue;
        }
        let ty = b.ty(v);
        let poison = b.poison(ty);
        let inc: Vec<(Value, Block)> = edges
            .iter()
            .map(|e| {
                let dominated = match (dn, cfg.node(e.from)) {
                    (Some(x), Some(y)) => an.dom.dominates(x, y),
                    _ => false,
                };
                (if dominated { v } else { poison }, tramp(e))
            })
            .collect();
        routes.push((v, b.phi(ty, &inc)?));
    }
    // J's terminator and the targets' entries from J.
    b.at = InsertPoint::BlockEnd(j);
    match sel {
        Some(s) => b.cond_br(s, targets[0], targets[1])?,
        None => b.br(targets[0])?,
    };
    for (t, vals) in target_phi_values {
        m.funcs[fid].add_phi_incoming(t, j, &NewIncoming::Values(vals))?;
    }
    // Uses after J of the routed values.
    let f = &mut m.funcs[fid];
    let outside: Vec<Block> = f
        .block_order()
        .filter(|blk| !part.contains(blk) && *blk != j && !edges.iter().any(|e| e.tramp == Some(*blk)))
        .collect();
    for (v, nv) in routes {
        let mut uses = Vec::new();
        for &blk in &outside {
            for i in f.block_insts(blk) {
                for (k, a) in f.inst(i).args.iter().enumerate() {
                    if *a == v {
                        uses.push((i, k as u32));
                    }
                }
            }
        }
        f.replace_uses_in(v, &uses, nv)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use warpflow_analysis::graph::DiGraph;

    use super::*;

    /// `regions_holding` against the search per branch, for every branch and target.
    fn agree(g: &DiGraph) {
        let pdom = PostDomTree::compute(g);
        for t in 0..g.node_count() as u32 {
            let holds = regions_holding(g, &pdom, NodeId(t));
            for x in 0..g.node_count() as u32 {
                let want = region_holds(g, NodeId(x), pdom.ipdom(NodeId(x)), NodeId(t));
                assert_eq!(holds[x as usize], want, "branch {x}, target {t}, {g:?}");
            }
        }
    }

    /// k nested do-while loops around a barrier block (the shape that made the search per
    /// branch quadratic), the loops' latches branching back or out.
    #[test]
    fn nested_loops() {
        // 0 entry, 1..=k headers, k+1 body (the barrier), k+2..=2k+1 latches (innermost first),
        // 2k+2 exit
        for k in [1u32, 2, 3, 6] {
            let mut e = vec![(0, 1)];
            for j in 1..=k {
                e.push((j, j + 1));
            }
            for j in 0..k {
                let latch = k + 2 + j;
                e.push((latch - 1, latch));
                e.push((latch, k - j));
            }
            e.push((2 * k + 1, 2 * k + 2));
            agree(&DiGraph::from_edges(2 * k as usize + 3, NodeId(0), e));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn random_graphs(n in 1usize..12, raw in proptest::collection::vec((0u32..12, 0u32..12), 0..30)) {
            let edges: Vec<(u32, u32)> =
                raw.into_iter().map(|(a, b)| (a % n as u32, b % n as u32)).collect();
            agree(&DiGraph::from_edges(n, NodeId(0), edges));
        }
    }
}
