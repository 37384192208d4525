//! Folding a short-circuit condition into one branch, so that its two sides become a diamond
//! the merging can pair.
//!
//! clang lowers `if (a && b) T else E` (and `||`, and chains of them) to a cluster of
//! condition blocks: the header branches on `a` to a block testing `b` or straight to `E`, and
//! that block branches to `T` or `E`. When `b` cannot be speculated (it loads, or calls), `-O3`
//! keeps the cluster, so `E` has two predecessors and the merging refuses the branch ("a
//! side's entry has another predecessor", "the sides reach each other").
//!
//! [`find`] recognises such a cluster: a set `C` of blocks grown from the header `h`, each block
//! after the header having all its predecessors in `C`, no edge back to `h`, whose edges leaving
//! `C` reach exactly two blocks `T` and `E`, both with all their predecessors in `C`, and at
//! least one of them with two or more. [`apply`] adds one block `N` after the cluster: every
//! edge from `C` to `T` or `E` goes to `N` instead, a phi `%c` in `N` says which of the two it
//! was headed for (`true` for `T`), and `N` ends with `br i1 %c, T, E`. The phis of `T` and `E`
//! move into `N` (their entries for the edges to the other side are `poison`, never read:
//! `N` passes control to `T` exactly when the edge came from an edge to `T`). A condition block
//! whose two successors were `T` and `E` now ends with `br N`, and its condition (negated when
//! its successors were `E`, `T`) is its entry of `%c`.
//!
//! Invariant (why the rewrite keeps the program's meaning): for every execution, the path
//! through `C` ends on the same edge as before, which now leads to `N`; `N` computes from that
//! edge only which of `T` and `E` it led to and the phi values `T` or `E` would have received
//! along it, then branches there. No instruction moves, so nothing is speculated and no
//! convergent operation changes its control dependence beyond the one new block every lane of
//! the cluster passes (which holds none).

use std::collections::HashSet;

use warpflow_analysis::cfg::FunctionCfg;
use warpflow_analysis::graph::Graph;
use warpflow_ir::{
    BinOp, Block, FuncBuilder, FuncId, Function, InsertPoint, Inst, InstData, InstKind, Module,
};

use crate::TransformError;

/// The largest cluster looked for (header included).
pub const MAX_CLUSTER: usize = 8;

/// A cluster of condition blocks with its two exits (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cluster {
    /// The blocks of the cluster, header first, in the order they were found.
    pub blocks: Vec<Block>,
    /// The exit taken when the whole condition holds (the header's `true` side, or the exit
    /// reached first from it).
    pub then_exit: Block,
    /// The other exit.
    pub else_exit: Block,
}

/// The predecessors of `b` in `cfg` (the CFG of the function as it is): a lookup, where
/// [`Function::predecessors`] scans the function, which made the search quadratic in the
/// function's size.
/// How many distinct predecessors `b` has when all of them are in `inside`, a set of blocks
/// ending in two-way `br`s; `None` when one is outside. In time bounded by `inside` (at most two
/// edges leave each of its blocks, so more incoming edges than that means one from outside),
/// not by `b`'s predecessors: the exit every test of an `else if` chain of k tests leaves to has
/// k of them, and collecting them per branch tried made the passes quadratic in k.
fn preds_inside(cfg: &FunctionCfg, b: Block, inside: &HashSet<Block>) -> Option<usize> {
    let preds = cfg.node(b).map(|v| cfg.preds(v)).unwrap_or_default();
    if preds.len() > 2 * inside.len() {
        return None;
    }
    let mut distinct: Vec<Block> = Vec::with_capacity(preds.len());
    for &p in preds {
        let p = cfg.block(p);
        if !inside.contains(&p) {
            return None;
        }
        if !distinct.contains(&p) {
            distinct.push(p);
        }
    }
    Some(distinct.len())
}

/// The cluster of condition blocks headed by the two-way branch ending `h`, if there is one
/// with at least two blocks; `cfg` is the CFG of `f` as it is.
pub fn find(f: &Function, cfg: &FunctionCfg, h: Block) -> Option<Cluster> {
    let two_way = |b: Block| f.terminator(b).is_some_and(|t| matches!(f.inst(t).kind, InstKind::Br));
    if !two_way(h) || f.successors(h).len() != 2 {
        return None;
    }
    let mut blocks = vec![h];
    let mut inside: HashSet<Block> = HashSet::from([h]);
    loop {
        // Exits in order of first appearance (the header's successors first).
        let mut exits: Vec<Block> = Vec::new();
        for &c in &blocks {
            for &s in f.successors(c) {
                if s == h {
                    return None; // a cycle through the header
                }
                if !inside.contains(&s) && !exits.contains(&s) {
                    exits.push(s);
                }
            }
        }
        if exits.len() == 2 && blocks.len() >= 2 {
            let (t, e) = (exits[0], exits[1]);
            let (pt, pe) = (preds_inside(cfg, t, &inside), preds_inside(cfg, e, &inside));
            if matches!((pt, pe), (Some(a), Some(b)) if a >= 2 || b >= 2) {
                return Some(Cluster { blocks, then_exit: t, else_exit: e });
            }
        }
        if blocks.len() >= MAX_CLUSTER {
            return None;
        }
        // Absorb the first exit all of whose predecessors are inside: a further condition
        // block. It must end with a `br` and hold no phi (a condition block of `&&`/`||` is
        // entered on one edge).
        let next = exits
            .iter()
            .copied()
            .find(|&x| preds_inside(cfg, x, &inside).is_some() && two_way(x) && f.phis(x).is_empty())?;
        blocks.push(next);
        inside.insert(next);
    }
}

/// Rewrites cluster `c` of function `fid` as the module documentation describes; returns the
/// new block `N` (ending with the branch to the two exits).
pub fn apply(
    m: &mut Module,
    fid: FuncId,
    c: &Cluster,
    name: warpflow_ir::Sym,
) -> Result<Block, TransformError> {
    let (t, e) = (c.then_exit, c.else_exit);
    let i1 = m.types.i1();
    let last = *c.blocks.last().expect("a cluster has blocks");
    // The phis of both exits with their entries, read before any edge changes.
    let f = &m.funcs[fid];
    let exit_phis = |b: Block| -> Vec<(Inst, Vec<(Block, warpflow_ir::Value)>)> {
        f.phis(b)
            .into_iter()
            .map(|p| {
                let d = f.inst(p);
                (p, d.blocks.iter().copied().zip(d.args.iter().copied()).collect())
            })
            .collect()
    };
    let (t_phis, e_phis) = (exit_phis(t), exit_phis(e));
    let n = m.funcs[fid].create_block(Some(name), Some(last))?;
    // Per cluster block with an edge to an exit: its entry of `%c`, computed before its
    // terminator changes (a negation is inserted before that terminator).
    let mut cond_in: Vec<(warpflow_ir::Value, Block)> = Vec::new();
    let mut preds: Vec<Block> = Vec::new();
    for &b in &c.blocks {
        let f = &m.funcs[fid];
        let term = f.terminator(b).ok_or(warpflow_ir::MutateError::NoTerminator(b))?;
        let succs = f.successors(b).to_vec();
        let to_t = succs.iter().filter(|&&s| s == t).count();
        let to_e = succs.iter().filter(|&&s| s == e).count();
        if to_t == 0 && to_e == 0 {
            continue;
        }
        preds.push(b);
        let value = if to_t > 0 && to_e > 0 {
            // `br i1 %x, T, E` (or `E, T`): the condition decides; the block now goes to N.
            let x = f.inst(term).args[0];
            let md = m.terminator_md_for(&f.inst(term).md, 1);
            let v = if succs[0] == t {
                x
            } else {
                let mut fb = FuncBuilder::new(m, fid, InsertPoint::Before(term));
                let one = fb.iconst(i1, 1);
                fb.binary(BinOp::Xor, x, one)?
            };
            let f = &mut m.funcs[fid];
            f.detach_inst(term)?;
            let br = InstData { kind: InstKind::Br, args: vec![], blocks: vec![n], result: None, md };
            FuncBuilder::new(m, fid, InsertPoint::BlockEnd(b)).build(br, None)?;
            v
        } else {
            let target_t = to_t > 0;
            let f = &mut m.funcs[fid];
            for s in f.insts[term].blocks.iter_mut() {
                if *s == t || *s == e {
                    *s = n;
                }
            }
            FuncBuilder::new(m, fid, InsertPoint::BlockEnd(n)).iconst(i1, u128::from(target_t))
        };
        cond_in.push((value, b));
    }
    // N's phis: the condition, then a copy of each exit phi.
    let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockStart(n));
    let cond = fb.phi(i1, &cond_in)?;
    let mut moved = Vec::new();
    for (phis, exit) in [(&t_phis, t), (&e_phis, e)] {
        for (p, entries) in phis {
            let r = fb.func().inst(*p).result.expect("a phi has a result");
            let ty = fb.ty(r);
            let mut incoming = Vec::new();
            for &b in &preds {
                // Did b's edge(s) lead to this exit? Then the phi's entry for b, else poison.
                let v = match entries.iter().find(|(pb, _)| *pb == b) {
                    Some(&(_, v)) => v,
                    None => fb.poison(ty),
                };
                incoming.push((v, b));
            }
            let copy = fb.phi(ty, &incoming)?;
            moved.push((*p, copy, exit));
        }
    }
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(n)).cond_br(cond, t, e)?;
    let f = &mut m.funcs[fid];
    for (p, copy, _) in moved {
        let old = f.inst(p).result.expect("a phi has a result");
        f.replace_all_uses(old, copy)?;
        f.remove_inst(p)?;
    }
    route_through(m, fid, c, n, &preds)?;
    Ok(n)
}

/// Values defined in a cluster block other than the header and used after the cluster no
/// longer dominate their uses (the exits' dominator is now `N`): each gets a phi in `N` taking
/// it on the edges from blocks its definition dominates and `poison` on the others, and the
/// uses outside the cluster read the phi. A use was dominated by the definition's block `b`, so
/// every path to it passed `b` and entered `N` from a block `b` dominates: the phi gives it the
/// value it read before.
fn route_through(
    m: &mut Module,
    fid: FuncId,
    c: &Cluster,
    n: Block,
    preds: &[Block],
) -> Result<(), TransformError> {
    let inside: HashSet<Block> = c.blocks.iter().copied().collect();
    // Dominance inside the cluster: its order is topological (a block joins once all its
    // predecessors are in), so `b` dominates `p` when `p` is `b` or all of `p`'s predecessors
    // are dominated by `b` (the header is dominated only by itself).
    let f = &m.funcs[fid];
    let pred_lists: Vec<Vec<Block>> = c.blocks.iter().map(|&b| f.predecessors(b)).collect();
    let dominated_by = |b: Block| -> HashSet<Block> {
        let mut d = HashSet::new();
        for (k, &p) in c.blocks.iter().enumerate() {
            if p == b || (k > 0 && !pred_lists[k].is_empty() && pred_lists[k].iter().all(|q| d.contains(q))) {
                d.insert(p);
            }
        }
        d
    };
    let uses = f.compute_uses();
    let mut work = Vec::new();
    for &b in &c.blocks[1..] {
        for i in f.block_insts(b) {
            let Some(v) = f.inst(i).result else { continue };
            let outside: Vec<(Inst, u32)> = uses[v]
                .iter()
                .copied()
                .filter(|&(u, _)| f.layout.inst_block(u).is_some_and(|ub| !inside.contains(&ub) && ub != n))
                .collect();
            if !outside.is_empty() {
                work.push((b, v, outside));
            }
        }
    }
    for (b, v, outside) in work {
        let dom = dominated_by(b);
        let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockStart(n));
        let ty = fb.ty(v);
        let mut incoming = Vec::new();
        for &p in preds {
            let x = if dom.contains(&p) { v } else { fb.poison(ty) };
            incoming.push((x, p));
        }
        let phi = fb.phi(ty, &incoming)?;
        let f = &mut m.funcs[fid];
        for (u, k) in outside {
            f.insts[u].args[k as usize] = phi;
        }
    }
    Ok(())
}
