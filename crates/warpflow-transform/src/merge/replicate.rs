//! Region replication for melding (`meld`, after DARM, Saumya et al., CGO 2022): when a piece of
//! one side of a divergent branch is a single block and the piece it is aligned with on the
//! other side is a single-entry single-exit *region* of several blocks, the single block is
//! replaced by a replica of the region's shape, so that the two pieces become isomorphic and
//! are merged by [`super::regions::merge_isomorphic`].
//!
//! # The replica
//! The single piece is `a -> xa -> next` (`super::chain`'s pieces funnels every piece's exit
//! through one block `xa` holding only phis and a branch). The region piece has blocks `b1`
//! (entry) ... `bn` and its exit `xb`. The replica has one new block `r(bi)` per region block
//! and `r(xb)`, with the region's edges:
//! - `a`'s instructions (its terminator aside) go, in order, into `r(t)` for one region block
//!   `t` that dominates `xb` inside the region (the entry always does; the one whose
//!   alignment with `a` scores best is chosen). The other replica blocks are empty.
//! - a conditional branch of `bi` is copied into `r(bi)` with the same condition when that
//!   value strictly dominates `a` (it is then defined for the lanes of `a`'s side too, and
//!   the merged branch needs no `select`), otherwise with the constant `true`.
//! - `xa`'s phis move into `r(xb)`, with their one value on every incoming edge.
//!
//! # Why every lane executes exactly its original instructions
//! The region is acyclic and every block in it ends with a branch inside the region or to
//! `xb` (checked by [`candidate`]), so every path from `r(b1)` reaches `r(xb)` after finitely
//! many blocks and passes each block at most once. `t` dominates `xb` inside the region, so
//! every such path passes `r(t)` exactly once: the lanes of `a`'s side execute `a`'s
//! instructions exactly once, whatever the replica's branches decide, and nothing else (the
//! other replica blocks are empty). `r(t)` dominates `r(xb)` and every predecessor of it, so
//! `a`'s values still dominate their uses (`xa`'s phis, later pieces). Lanes of the region's
//! side never enter the replica. After the merge, instructions of the region's side that
//! match nothing are guarded or speculated by [`super::blocks`] exactly as in PCFM (no
//! speculated store, atomic or load). Convergent operations: `a`'s are aligned only against
//! `t`'s ([`super::blocks::plan_pair`] refuses an unmatched one); a region with a convergent
//! operation outside `t` is refused, as it would meet an empty replica block.
//!
//! Refused: a region with a loop (a replica loop on a fixed direction would have to be
//! proven to terminate), a `switch`, `ret` or `unreachable` inside the region, a single block
//! with phis or a conditional terminator.

use std::collections::{HashMap, HashSet};

#[cfg(debug_assertions)]
use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_ir::{
    Block, FuncBuilder, FuncId, Function, InsertPoint, InstData, InstKind, Module, Value, ValueDef,
};

use super::blocks::{plan_pair, Names};
use super::refusal::Refusal;
use super::regions::Piece;
use super::{is_convergent, Env};

type R<T> = Result<T, Refusal>;

fn err(e: impl Into<crate::TransformError>) -> Refusal {
    Refusal::Replication(e.into())
}

/// A planned replication: the region block whose replica receives the single block's
/// instructions, and the alignment score of the single block against it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The region block `t`.
    pub target: Block,
    /// The Smith-Waterman score of the single block against `t`.
    pub score: i64,
}

/// Whether `p` is a single-block piece: `entry -> exit` only.
pub fn is_single(p: &Piece) -> bool {
    p.blocks.len() == 2 && p.blocks[0] == p.entry && p.blocks[1] == p.exit
}

/// Checks that `single` (a single-block piece, on the then side when `single_on_then`) may be
/// replicated to the shape of `region` (a piece of several blocks of the other side) and picks
/// the target block. `Err` says why not.
pub fn candidate(
    m: &Module,
    env: &Env,
    f: &Function,
    single: &Piece,
    region: &Piece,
    single_on_then: bool,
) -> R<Candidate> {
    if !is_single(single) || region.blocks.len() <= 2 {
        return Err(Refusal::NotSingleAgainstRegion);
    }
    let a = single.entry;
    if !f.phis(a).is_empty() {
        return Err(Refusal::SingleHasPhis);
    }
    let ta = f.terminator(a).ok_or(Refusal::Malformed("no terminator"))?;
    if !matches!(f.inst(ta).kind, InstKind::Br) || f.inst(ta).blocks != [single.exit] {
        return Err(Refusal::SingleNotPlainBranch);
    }
    if f.block_insts(single.exit)
        .any(|i| !f.inst(i).kind.is_phi() && i != f.terminator(single.exit).unwrap_or(i))
    {
        return Err(Refusal::SingleExitHoldsInstructions);
    }
    let set: HashSet<Block> = region.blocks.iter().copied().collect();
    for &b in &region.blocks {
        if b == region.exit {
            continue;
        }
        let t = f.terminator(b).ok_or(Refusal::Malformed("no terminator"))?;
        let d = f.inst(t);
        if !matches!(d.kind, InstKind::Br) {
            return Err(Refusal::RegionTerminator);
        }
        if d.blocks.iter().any(|s| !set.contains(s)) {
            return Err(Refusal::RegionEdgeOut);
        }
    }
    // Acyclic: a depth-first search finds no edge back to a block on the stack. Its post-order
    // is kept (every edge goes to a block finished earlier), and which blocks reach the exit.
    let mut state: HashMap<Block, u8> = HashMap::new();
    let mut post: Vec<Block> = Vec::new();
    let mut to_exit: HashSet<Block> = HashSet::new();
    let mut stack = vec![(region.entry, 0usize)];
    state.insert(region.entry, 1);
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        let succ: &[Block] = if b == region.exit { &[] } else { f.successors(b) };
        if *k < succ.len() {
            let s = succ[*k];
            *k += 1;
            match state.get(&s) {
                Some(1) => return Err(Refusal::RegionLoop),
                Some(_) => {}
                None => {
                    state.insert(s, 1);
                    stack.push((s, 0));
                }
            }
        } else {
            state.insert(b, 2);
            if b == region.exit || succ.iter().any(|s| to_exit.contains(s)) {
                to_exit.insert(b);
            }
            post.push(b);
            stack.pop();
        }
    }
    // Blocks dominating the exit inside the region: removing them cuts the exit off. In a
    // topological order of the blocks on some path from the entry to the exit, a path avoids
    // `v` exactly when one of its edges jumps from before `v` to after it, so `v` is on every
    // path when no edge from an earlier block lands beyond it: one sweep, linear in the
    // region (a search per block was quadratic, cubic over a ladder's rungs).
    let on_every_path: HashSet<Block> = if to_exit.contains(&region.entry) {
        let order: Vec<Block> = post.iter().rev().copied().filter(|b| to_exit.contains(b)).collect();
        let pos: HashMap<Block, usize> = order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut reach = 0usize;
        let mut cut = HashSet::new();
        for (i, &v) in order.iter().enumerate() {
            if reach <= i {
                cut.insert(v);
            }
            if v != region.exit {
                for s in f.successors(v) {
                    if let Some(&j) = pos.get(s) {
                        reach = reach.max(j);
                    }
                }
            }
        }
        cut
    } else {
        // The exit is cut off already: every block "cuts" it.
        region.blocks.iter().copied().collect()
    };
    let targets: Vec<Block> = region
        .blocks
        .iter()
        .copied()
        .filter(|&b| b != region.exit && (b == region.entry || on_every_path.contains(&b)))
        .collect();
    // Convergent operations elsewhere in the region would face an empty replica block.
    let convergent: HashSet<Block> = region
        .blocks
        .iter()
        .copied()
        .filter(|&b| f.block_insts(b).any(|i| is_convergent(m, env, f, i)))
        .collect();
    let mut best: Option<Candidate> = None;
    let mut why = Refusal::Malformed("no block of the region to hold the single block");
    for &t in &targets {
        if convergent.iter().any(|&b| b != t) {
            why = Refusal::ConvergentFacesEmptyReplica;
            continue;
        }
        let plan = if single_on_then { plan_pair(m, env, f, a, t) } else { plan_pair(m, env, f, t, a) };
        match plan {
            Ok(p) if best.is_none_or(|b| p.score > b.score) => {
                best = Some(Candidate { target: t, score: p.score })
            }
            Ok(_) => {}
            Err(e) => why = e,
        }
    }
    best.ok_or(why)
}

/// Replaces the single-block piece `single` of function `fid` by a replica of `region`'s
/// shape holding its instructions in the replica of `c.target` (see the module docs); returns
/// the replica piece. `prev`: the one predecessor of the single block (the branch, or the
/// exit of the piece before it). `in_sides`: the blocks of the branch's two sides (those made
/// for them since included).
///
/// # Which conditions are defined for the single block's lanes
/// A condition `v` of a region block `b` is kept when its block `B` is outside the sides (an
/// argument or constant always is): in valid SSA `B` dominates `b`; a path from the entry to the
/// branch block `h` that missed `B` would continue from `h` through the region side's entry to
/// `b` inside the side (which is entered only from `h`), missing `B`, so `B` dominates `h`, and
/// `h` dominates the single block (its side too is entered only from `h`). A block inside the
/// sides dominates nothing on the other side. So the test needs no dominator tree of the
/// function, and a replica costs its region (debug builds check it against the trees).
#[allow(clippy::too_many_arguments)]
pub fn build(
    m: &mut Module,
    fid: FuncId,
    single: &Piece,
    region: &Piece,
    c: Candidate,
    prev: Block,
    in_sides: &HashSet<Block>,
    names: &mut Names,
) -> R<Piece> {
    let (a, xa) = (single.entry, single.exit);
    let f = &m.funcs[fid];
    if f.successors(prev).iter().filter(|&&s| s == a).count() != 1 {
        return Err(Refusal::SingleSeveralPredecessors);
    }
    let dominates_a = |v: Value| match f.value_def(v) {
        ValueDef::Arg(_) | ValueDef::Const(_) => true,
        ValueDef::Inst(i) => f.layout.inst_block(i).is_some_and(|b| !in_sides.contains(&b)),
        _ => false,
    };
    #[cfg(debug_assertions)]
    let dominates_a = {
        let cfg = FunctionCfg::new(m, f).ok_or(Refusal::Malformed("no body"))?;
        let an = DomTrees::compute(&cfg);
        let na = cfg.node(a).ok_or(Refusal::Malformed("unreachable block"))?;
        debug_assert_eq!(cfg.pred_blocks(a), [prev], "the single block's one predecessor");
        move |v: Value| {
            let d = dominates_a(v);
            let by_trees = match f.value_def(v) {
                ValueDef::Arg(_) | ValueDef::Const(_) => true,
                ValueDef::Inst(i) => f
                    .layout
                    .inst_block(i)
                    .and_then(|b| cfg.node(b))
                    .is_some_and(|n| an.dom.strictly_dominates(n, na)),
                _ => false,
            };
            debug_assert_eq!(d, by_trees, "the sides' test of dominance agrees with the trees for {v}");
            d
        }
    };
    // Terminators of the replica: (kind, condition if it dominates `a`, mapped later).
    let mut terms: Vec<(Block, Option<Option<Value>>, Vec<Block>)> = Vec::new();
    for &b in &region.blocks {
        if b == region.exit {
            continue;
        }
        let d = f.inst(f.terminator(b).ok_or(Refusal::Malformed("no terminator"))?);
        let cond = d.args.first().map(|&v| dominates_a(v).then_some(v));
        terms.push((b, cond, d.blocks.clone()));
    }
    let md = f.inst(f.terminator(a).ok_or(Refusal::Malformed("no terminator"))?).md.clone();
    // The replica blocks, after `a` in layout order.
    let mut rep: HashMap<Block, Block> = HashMap::new();
    let mut after = a;
    let mut blocks = Vec::new();
    for &b in &region.blocks {
        let name = names.fresh(m, "rep");
        let nb = m.funcs[fid].create_block(Some(name), Some(after)).map_err(err)?;
        rep.insert(b, nb);
        blocks.push(nb);
        after = nb;
    }
    let (rt, rx) = (rep[&c.target], rep[&region.exit]);
    // `a`'s instructions into `r(t)`.
    let f = &mut m.funcs[fid];
    let ta = f.terminator(a).ok_or(Refusal::Malformed("no terminator"))?;
    for i in f.block_insts(a).collect::<Vec<_>>() {
        if i != ta {
            f.move_inst(i, InsertPoint::BlockEnd(rt)).map_err(err)?;
        }
    }
    // `xa`'s phis into `r(xb)`, one entry per edge into it.
    let mut edges: Vec<Block> = Vec::new();
    for (b, _, succ) in &terms {
        edges.extend(succ.iter().filter(|&&s| s == region.exit).map(|_| rep[b]));
    }
    for p in m.funcs[fid].phis(xa) {
        let f = &m.funcs[fid];
        let (v, r) = (f.inst(p).args[0], f.inst(p).result.ok_or(Refusal::Malformed("phi without result"))?);
        let ty = f.value_type(r);
        let inc: Vec<(Value, Block)> = edges.iter().map(|&e| (v, e)).collect();
        let nv = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(rx)).phi(ty, &inc).map_err(err)?;
        names.replace_uses(m, fid, r, nv).map_err(err)?;
        m.funcs[fid].detach_inst(p).map_err(err)?;
    }
    // Terminators.
    for (b, cond, succ) in terms {
        let args = match cond {
            None => vec![],
            Some(Some(v)) => vec![v],
            Some(None) => {
                let i1 = m.types.i1();
                vec![FuncBuilder::new(m, fid, InsertPoint::BlockEnd(rep[&b])).iconst(i1, 1)]
            }
        };
        let blocks: Vec<Block> = succ.iter().map(|s| rep[s]).collect();
        let md = m.terminator_md_for(&md, blocks.len());
        let data = InstData { kind: InstKind::Br, args, blocks, result: None, md };
        FuncBuilder::new(m, fid, InsertPoint::BlockEnd(rep[&b])).build(data, None).map_err(err)?;
    }
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(rx)).br(single.next).map_err(err)?;
    // Rewire: the predecessor enters the replica, `next`'s phis take their entries from it.
    let f = &mut m.funcs[fid];
    let tp = f.terminator(prev).ok_or(Refusal::Malformed("no terminator"))?;
    for s in f.insts[tp].blocks.iter_mut() {
        if *s == a {
            *s = rep[&region.entry];
        }
    }
    for p in f.phis(single.next) {
        for s in f.insts[p].blocks.iter_mut() {
            if *s == xa {
                *s = rx;
            }
        }
    }
    for blk in [a, xa] {
        for i in f.block_insts(blk).collect::<Vec<_>>() {
            f.detach_inst(i).map_err(err)?;
        }
    }
    // Nothing outside the scope of the merge (when the caller gave one) branches to `a` or `xa`.
    match names.scope.as_ref().map(|sc| sc.blocks(f)) {
        Some(scope) => f.delete_blocks_in(&[a, xa], &scope).map_err(err)?,
        None => f.delete_blocks(&[a, xa]).map_err(err)?,
    }
    Ok(Piece { entry: rep[&region.entry], blocks, exit: rx, next: single.next })
}
