//! The divergent region of a two-way branch and the pairing of its two paths (spec steps 2
//! and 3).
//!
//! For a branch `br %c, %T, %F` in block `H` with immediate post-dominator `P`, the *then
//! side* is every block reachable from `T` without passing `P`, the *else side* the same from
//! `F`; blocks reachable from both are left out of both (they are where the sides meet, like
//! `P`). The sides are paired when they are isomorphic single-entry regions:
//! - `T` and `F` have `H` as their only predecessor, every other block of a side has all its
//!   predecessors in that side;
//! - walking both from `(T, F)`, paired blocks end with terminators of the same kind and
//!   successor count (same case values for switches), and successor `k` of both is either a
//!   pair of side blocks (paired consistently, one to one) or one and the same outside block;
//! - the entries `T` and `F` have no phis; the phis of other paired blocks are merged (loops
//!   and joins inside the sides): when both have as many phis of the same types, each pair
//!   becomes one phi whose entry from a merged predecessor is a `select` of the two sides'
//!   values, otherwise each phi stays, with its side's values only (only its side uses it);
//! - values defined in a side are used outside it only by phi entries of the outside blocks
//!   the side branches to.
//!
//! Such a pair is merged block by block ([`super::blocks`]); the branch in `H` becomes a plain
//! branch to the merged entry, and branch conditions inside become `select`s of the two sides'.

use std::collections::{HashMap, HashSet};

use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_ir::{
    Block, EntityRef, FuncBuilder, FuncId, Function, InsertPoint, Inst, InstData, InstKind, Module, Value,
};

use super::blocks::{self, PairPlan, Stats};
use super::profit::profit;
use super::refusal::{Refusal, ShapeDifference};
use super::Env;
use crate::TransformError;

/// A planned merge of the two sides of a divergent branch.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The branch's block `H`.
    pub branch: Block,
    /// The branch condition (true: then side).
    pub cond: Value,
    /// Paired blocks `(then, else)`, in reverse post-order of the then side.
    pub pairs: Vec<(Block, Block)>,
    /// The alignment of each pair.
    pub aligned: Vec<PairPlan>,
    /// Best-case fraction of latency saved.
    pub profit: f64,
}

/// The two sides of a divergent branch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sides {
    /// The branch condition (true: then side).
    pub cond: Value,
    /// The then side's entry `T`.
    pub then_entry: Block,
    /// The else side's entry `F`.
    pub else_entry: Block,
    /// The then side's blocks, in layout order.
    pub left: Vec<Block>,
    /// The else side's blocks, in layout order.
    pub right: Vec<Block>,
}

/// The two sides of the branch in `h`, each of at most `max_blocks` blocks
/// ([`Refusal::SideTooLarge`] otherwise, found after visiting at most that many blocks per side).
pub fn sides(
    f: &Function,
    cfg: &FunctionCfg,
    an: &DomTrees,
    h: Block,
    max_blocks: usize,
) -> Result<Sides, Refusal> {
    let t = f.terminator(h).ok_or(Refusal::Malformed("no terminator"))?;
    let d = f.inst(t);
    if !matches!(d.kind, InstKind::Br) || d.blocks.len() != 2 || d.args.len() != 1 {
        return Err(Refusal::NotTwoWay);
    }
    let (c, tb, fb) = (d.args[0], d.blocks[0], d.blocks[1]);
    if tb == fb {
        return Err(Refusal::SameTargets);
    }
    let hn = cfg.node(h).ok_or(Refusal::UnreachableBranch)?;
    let stop = an.pdom.ipdom(hn).map(|n| cfg.block(n));
    if Some(tb) == stop || Some(fb) == stop {
        return Err(Refusal::EmptySide);
    }
    // A side holds at most the blocks its entry reaches without passing `P`, so a reach
    // larger than the limit means a side larger than it, and a branch costs at most the limit,
    // not its region (a chain of k else-ifs has regions of k, k - 1, ... blocks).
    let reach = |start: Block| {
        reach_within(f, start, stop, h, max_blocks).ok_or(Refusal::SideTooLarge { limit: max_blocks })
    };
    let (rt, rf) = (reach(tb)?, reach(fb)?);
    if rt.contains(&fb) || rf.contains(&tb) || rt.contains(&h) || rf.contains(&h) {
        return Err(Refusal::SidesReachEachOther);
    }
    let only = |a: &HashSet<Block>, b: &HashSet<Block>| {
        in_layout_order(cfg, a.iter().copied().filter(|x| !b.contains(x)))
    };
    let (left, right) = (only(&rt, &rf), only(&rf, &rt));
    Ok(Sides { cond: c, then_entry: tb, else_entry: fb, left, right })
}

/// The blocks `start` reaches (itself included) without passing `stop` or `branch`, or `None`
/// once there are more than `max_blocks` of them (found after visiting at most that many).
pub fn reach_within(
    f: &Function,
    start: Block,
    stop: Option<Block>,
    branch: Block,
    max_blocks: usize,
) -> Option<HashSet<Block>> {
    let mut seen = HashSet::from([start]);
    let mut stack = vec![start];
    while let Some(b) = stack.pop() {
        for &s in f.successors(b) {
            if Some(s) != stop && s != branch && seen.insert(s) {
                if seen.len() > max_blocks {
                    return None;
                }
                stack.push(s);
            }
        }
    }
    Some(seen)
}

/// Who uses each value of a function (user block, user, operand index), from one scan, so that
/// the check that a side's values are not used outside it costs the side's uses instead of a
/// scan of the function per branch tried. True of the function as it was when built: the
/// driver builds it once per state of a function ([`super::merge_one`]) and passes it only to
/// checks of that state ([`Lookup`]).
///
/// Laid out by value index (each value's uses contiguous, in layout order of the users): two
/// passes over the function and two allocations, not a map entry and a list per value.
#[derive(Debug)]
pub struct Users {
    /// `start[v]..start[v + 1]`: the uses of value `v` in `uses`
    start: Vec<u32>,
    uses: Vec<(Block, Inst, u32)>,
}

impl Users {
    /// The users of every value of `f`.
    pub fn of(f: &Function) -> Users {
        let mut start = vec![0u32; f.values.len() + 1];
        for b in f.block_order() {
            for i in f.block_insts(b) {
                for a in &f.inst(i).args {
                    start[a.index() + 1] += 1;
                }
            }
        }
        for k in 1..start.len() {
            start[k] += start[k - 1];
        }
        let mut fill = start.clone();
        let mut uses = vec![(Block::new(0), Inst::new(0), 0); start[start.len() - 1] as usize];
        for b in f.block_order() {
            for i in f.block_insts(b) {
                for (k, a) in f.inst(i).args.iter().enumerate() {
                    let at = &mut fill[a.index()];
                    uses[*at as usize] = (b, i, k as u32);
                    *at += 1;
                }
            }
        }
        Users { start, uses }
    }

    /// The uses of `v`: (user block, user, operand index).
    pub fn of_value(&self, v: Value) -> &[(Block, Inst, u32)] {
        match (self.start.get(v.index()), self.start.get(v.index() + 1)) {
            (Some(&a), Some(&b)) => &self.uses[a as usize..b as usize],
            _ => &[],
        }
    }
}

/// What the region checks read besides the instructions: the predecessors of blocks and the
/// users of values, from the graph and the [`Users`] of the function when the caller knows
/// they describe it as it is (`cfg`, `users`), else from scans of the function (O(function)
/// each: after an edit the caller made without updating them).
#[derive(Clone, Copy, Debug)]
pub struct Lookup<'a> {
    /// the function's graph as it is now
    pub cfg: Option<&'a FunctionCfg>,
    /// the function's users as they are now
    pub users: Option<&'a Users>,
    /// the predecessors, as they are now, of every block a check asks about
    /// ([`preds_within`]), when there is no `cfg`
    pub pred_map: Option<&'a HashMap<Block, Vec<Block>>>,
}

impl<'a> Lookup<'a> {
    /// Scans of the function for everything.
    pub const SCAN: Lookup<'static> = Lookup { cfg: None, users: None, pred_map: None };

    /// The predecessors of the blocks of `set`, one per edge, in layout order of the
    /// predecessors ([`Function::predecessors_of`]; from `pred_map`, in its order); blocks
    /// nothing branches to have no entry.
    pub fn preds(&self, f: &Function, set: &HashSet<Block>) -> HashMap<Block, Vec<Block>> {
        match (self.cfg, self.pred_map) {
            (Some(cfg), _) => set
                .iter()
                .filter_map(|&b| {
                    let p = cfg.pred_blocks(b);
                    (!p.is_empty()).then_some((b, p))
                })
                .collect(),
            (None, Some(pm)) => set.iter().filter_map(|b| pm.get(b).map(|p| (*b, p.clone()))).collect(),
            (None, None) => f.predecessors_of(|b| set.contains(&b)),
        }
    }

    /// Whether a value defined in `side` (the blocks of `set`) is used outside it other than by
    /// a phi entry that `phi_ok(phi's block, entry's block)` accepts.
    pub fn used_outside(
        &self,
        f: &Function,
        side: &[Block],
        set: &HashSet<Block>,
        phi_ok: impl Fn(Block, Block) -> bool,
    ) -> bool {
        let allowed = |ub: Block, ui: Inst, k: usize| {
            let d = f.inst(ui);
            d.kind.is_phi() && d.blocks.get(k).is_some_and(|&inc| phi_ok(ub, inc))
        };
        match self.users {
            Some(users) => {
                side.iter().flat_map(|&b| f.block_insts(b)).filter_map(|i| f.inst(i).result).any(|v| {
                    users
                        .of_value(v)
                        .iter()
                        .any(|&(ub, ui, k)| !set.contains(&ub) && !allowed(ub, ui, k as usize))
                })
            }
            None => {
                let defs: HashSet<Value> =
                    side.iter().flat_map(|&b| f.block_insts(b)).filter_map(|i| f.inst(i).result).collect();
                f.block_order().filter(|b| !set.contains(b)).any(|blk| {
                    f.block_insts(blk).any(|i| {
                        f.inst(i)
                            .args
                            .iter()
                            .enumerate()
                            .any(|(k, a)| defs.contains(a) && !allowed(blk, i, k))
                    })
                })
            }
        }
    }
}

/// The predecessors of the blocks of `scope` among the blocks of `scope` (in `scope`'s order,
/// one per edge; blocks not in the layout skipped): all their predecessors when the caller
/// knows that no block outside `scope` branches into it (a branch's region: its sides are
/// entered only from the branch), at the cost of the scope, not of the function.
pub fn preds_within(f: &Function, scope: &[Block]) -> HashMap<Block, Vec<Block>> {
    let inside: HashSet<Block> = scope.iter().copied().filter(|&b| f.layout.is_block_inserted(b)).collect();
    let mut out: HashMap<Block, Vec<Block>> = HashMap::new();
    for &p in scope.iter().filter(|b| inside.contains(b)) {
        for &s in f.successors(p) {
            if inside.contains(&s) {
                out.entry(s).or_default().push(p);
            }
        }
    }
    out
}

/// `blocks` in layout order (a block's CFG node is its layout position): sorted, rather than
/// picked out of a scan of the function, so that a branch costs its region, not its function.
pub fn in_layout_order(cfg: &FunctionCfg, blocks: impl IntoIterator<Item = Block>) -> Vec<Block> {
    let mut v: Vec<(usize, Block)> =
        blocks.into_iter().map(|b| (cfg.node(b).map_or(usize::MAX, |n| n.index()), b)).collect();
    v.sort_unstable();
    v.into_iter().map(|(_, b)| b).collect()
}

/// How two block sets are compared by [`isomorphism`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The only predecessor allowed for the then entry and the else entry.
    pub preds: (Block, Block),
    /// A pair of outside blocks that count as the same exit (`(next on the then side, next on
    /// the else side)`), besides identical outside blocks.
    pub exits: Option<(Block, Block)>,
    /// Whether values of a set may be used outside it only by phi entries of its exits.
    pub check_outside_uses: bool,
}

/// Pairs the blocks of two sides (entries `t` and `e`), per the module docs: the whole sides
/// of the branch in `h`.
pub fn isomorphism(
    f: &Function,
    look: Lookup,
    h: Block,
    t: Block,
    e: Block,
    left: &[Block],
    right: &[Block],
) -> Result<Vec<(Block, Block)>, Refusal> {
    let shape = Shape { preds: (h, h), exits: None, check_outside_uses: true };
    isomorphism_with(f, look, shape, t, e, left, right)
}

/// [`isomorphism`] with the entry predecessors, the exits and the use check of `shape`.
pub fn isomorphism_with(
    f: &Function,
    look: Lookup,
    shape: Shape,
    t: Block,
    e: Block,
    left: &[Block],
    right: &[Block],
) -> Result<Vec<(Block, Block)>, Refusal> {
    let ls: HashSet<Block> = left.iter().copied().collect();
    let rs: HashSet<Block> = right.iter().copied().collect();
    let pred_map = look.preds(f, &ls.union(&rs).copied().collect());
    for (side, set, entry, pred) in [(left, &ls, t, shape.preds.0), (right, &rs, e, shape.preds.1)] {
        for &b in side {
            let preds: &[Block] = pred_map.get(&b).map_or(&[], |v| v);
            if b == entry {
                if preds != [pred] {
                    return Err(Refusal::EntryHasOtherPredecessor);
                }
            } else if preds.iter().any(|p| !set.contains(p)) {
                return Err(Refusal::SecondEntry);
            }
            if b == entry && !f.phis(b).is_empty() {
                return Err(Refusal::EntryHasPhis);
            }
        }
    }
    let mut l2r: HashMap<Block, Block> = HashMap::from([(t, e)]);
    let mut r2l: HashMap<Block, Block> = HashMap::from([(e, t)]);
    let mut stack = vec![(t, e)];
    let mut pairs = vec![];
    while let Some((a, b)) = stack.pop() {
        pairs.push((a, b));
        let (ta, tb) = (
            f.terminator(a).ok_or(Refusal::Malformed("no terminator"))?,
            f.terminator(b).ok_or(Refusal::Malformed("no terminator"))?,
        );
        let (da, db) = (f.inst(ta), f.inst(tb));
        let same_kind = match (&da.kind, &db.kind) {
            (InstKind::Br, InstKind::Br) | (InstKind::Ret, InstKind::Ret) => da.args.len() == db.args.len(),
            (InstKind::Unreachable, InstKind::Unreachable) => true,
            (InstKind::Switch { cases: x }, InstKind::Switch { cases: y }) => x == y,
            _ => false,
        };
        if !same_kind || da.blocks.len() != db.blocks.len() {
            return Err(Refusal::DifferentShapes(ShapeDifference::Terminators));
        }
        if da.args.len() == 1 && f.value_type(da.args[0]) != f.value_type(db.args[0]) {
            return Err(Refusal::DifferentShapes(ShapeDifference::OperandTypes));
        }
        for (&sa, &sb) in da.blocks.iter().zip(&db.blocks) {
            match (ls.contains(&sa), rs.contains(&sb)) {
                (true, true) => match (l2r.get(&sa), r2l.get(&sb)) {
                    (Some(&x), Some(&y)) if x == sb && y == sa => {}
                    (None, None) => {
                        l2r.insert(sa, sb);
                        r2l.insert(sb, sa);
                        stack.push((sa, sb));
                    }
                    _ => return Err(Refusal::DifferentShapes(ShapeDifference::InconsistentPairing)),
                },
                (false, false) if sa == sb || shape.exits == Some((sa, sb)) => {}
                _ => return Err(Refusal::DifferentShapes(ShapeDifference::DifferentExits)),
            }
        }
    }
    if l2r.len() != left.len() || r2l.len() != right.len() {
        return Err(Refusal::DifferentShapes(ShapeDifference::UnpairedBlocks));
    }
    // Values used outside their side only through phi entries from the side.
    for (side, set) in [(left, &ls), (right, &rs)].into_iter().filter(|_| shape.check_outside_uses) {
        if look.used_outside(f, side, set, |_, inc| set.contains(&inc)) {
            return Err(Refusal::ValueUsedOutside);
        }
    }
    // Reverse post-order of the then side, carried to the pairs.
    let mut rpo = Vec::new();
    let mut seen = HashSet::from([t]);
    let mut stack = vec![(t, 0usize)];
    while let Some(&mut (b, ref mut k)) = stack.last_mut() {
        let succ = f.successors(b);
        if *k < succ.len() {
            let s = succ[*k];
            *k += 1;
            if ls.contains(&s) && seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            rpo.push(b);
            stack.pop();
        }
    }
    rpo.reverse();
    Ok(rpo.into_iter().map(|a| (a, l2r[&a])).collect())
}

/// Plans the merge of the two sides of the divergent branch in `h` (`single_blocks`: only when
/// each side is one block, as branch fusion does). `cfg` and `an` describe the function as it
/// is; so does `users` when given (else the use check scans the function). `Err` says why not.
#[allow(clippy::too_many_arguments)]
pub fn plan(
    m: &Module,
    env: &Env,
    fid: FuncId,
    cfg: &FunctionCfg,
    an: &DomTrees,
    users: Option<&Users>,
    h: Block,
    single_blocks: bool,
) -> Result<Plan, Refusal> {
    let f = &m.funcs[fid];
    let Sides { cond, then_entry: t, else_entry: e, left, right } =
        sides(f, cfg, an, h, env.max_side_blocks)?;
    if single_blocks && (left.len() != 1 || right.len() != 1) {
        return Err(Refusal::NotSingleBlocks { then_blocks: left.len(), else_blocks: right.len() });
    }
    let pairs = isomorphism(f, Lookup { cfg: Some(cfg), users, pred_map: None }, h, t, e, &left, &right)?;
    let mut aligned = Vec::new();
    for &(a, b) in &pairs {
        aligned.push(blocks::plan_pair(m, env, f, a, b)?);
    }
    let classes = |side: &[Block]| super::blocks_cost(m, env, f, side);
    let profit = profit(&classes(&left), &classes(&right));
    Ok(Plan { branch: h, cond, pairs, aligned, profit })
}

/// Applies `p` to function `fid` of `m`; returns what it did and the blocks ending with the
/// guard branches it created.
pub fn apply(m: &mut Module, fid: FuncId, p: &Plan) -> Result<(Stats, Vec<Block>), TransformError> {
    let mut names = blocks::Names::new(m, fid);
    apply_named(m, fid, p, &mut names)
}

/// [`apply`] with the names of the function given (`names`, as [`blocks::Names::new`] finds
/// them; the names used are added): the edit costs the region, not the function (uses are
/// rewritten within the region, its exits and the blocks the merge creates, and the deleted
/// blocks are checked against those only, as the plan's checks allow).
pub fn apply_named(
    m: &mut Module,
    fid: FuncId,
    p: &Plan,
    names: &mut blocks::Names,
) -> Result<(Stats, Vec<Block>), TransformError> {
    let f = &m.funcs[fid];
    let mut region: Vec<Block> = vec![p.branch];
    for &(a, b) in &p.pairs {
        region.extend([a, b]);
        region.extend(f.successors(a).iter().chain(f.successors(b)).copied());
    }
    region.sort_unstable();
    region.dedup();
    let mut scoped = names.enter(blocks::Scope { blocks: region, new_from: f.blocks.len() });
    let names: &mut blocks::Names = &mut scoped;
    let mut stats = Stats::default();
    let entry_of =
        merge_isomorphic(m, fid, p.cond, &p.pairs, &p.aligned, &HashMap::new(), names, &mut stats)?;
    // The branch now enters the merged region unconditionally.
    let f = &mut m.funcs[fid];
    let t = f.terminator(p.branch).ok_or(warpflow_ir::MutateError::NoTerminator(p.branch))?;
    let md = m.terminator_md_for(&m.funcs[fid].inst(t).md, 1);
    let f = &mut m.funcs[fid];
    f.detach_inst(t)?;
    let first = entry_of[&p.pairs[0].0];
    let br = InstData { kind: InstKind::Br, args: vec![], blocks: vec![first], result: None, md };
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(p.branch)).build(br, None)?;
    delete_pairs_in(m, fid, &p.pairs, names.scope.as_ref())?;
    Ok((stats, std::mem::take(&mut names.guards)))
}

/// Deletes the blocks of merged pairs (emptied by [`merge_isomorphic`] but for terminators and
/// debug records).
pub fn delete_pairs(m: &mut Module, fid: FuncId, pairs: &[(Block, Block)]) -> Result<(), TransformError> {
    delete_pairs_in(m, fid, pairs, None)
}

/// [`delete_pairs`], checked against the blocks of `scope` only when given.
pub fn delete_pairs_in(
    m: &mut Module,
    fid: FuncId,
    pairs: &[(Block, Block)],
    scope: Option<&blocks::Scope>,
) -> Result<(), TransformError> {
    let scope_blocks = scope.map(|sc| sc.blocks(&m.funcs[fid]));
    let f = &mut m.funcs[fid];
    for &(a, b) in pairs {
        for blk in [a, b] {
            for i in f.block_insts(blk).collect::<Vec<_>>() {
                f.detach_inst(i)?;
            }
        }
    }
    let blocks: Vec<Block> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    match &scope_blocks {
        Some(sc) => f.delete_blocks_in(&blocks, sc)?,
        None => f.delete_blocks(&blocks)?,
    }
    Ok(())
}

/// Merges the paired blocks `pairs` (isomorphic, with alignments `aligned`) of function `fid`:
/// one chain of new blocks per pair, their phis merged, successors inside the pairs mapped to
/// the merged entries and successors named in `exits` (then-side block to new target) mapped
/// there. Returns the merged entry of each then-side block. The old blocks stay (see
/// [`delete_pairs`]); edges into the first pair are the caller's.
#[allow(clippy::too_many_arguments)]
pub fn merge_isomorphic(
    m: &mut Module,
    fid: FuncId,
    cond: Value,
    pairs: &[(Block, Block)],
    aligned: &[PairPlan],
    exits: &HashMap<Block, Block>,
    names: &mut blocks::Names,
    stats: &mut Stats,
) -> Result<HashMap<Block, Block>, TransformError> {
    // The entry block of each merged pair, placed before the then side's block.
    let mut entry_of: HashMap<Block, Block> = HashMap::new();
    for &(a, _) in pairs {
        let prev = m.funcs[fid].layout.prev_block(a);
        let name = names.fresh(m, "merged");
        let nb = m.funcs[fid].create_block(Some(name), prev)?;
        entry_of.insert(a, nb);
    }
    let mut succ_map = entry_of.clone();
    succ_map.extend(exits.iter().map(|(&k, &v)| (k, v)));
    // One phi per phi pair (same count and types), else one phi per phi of either side
    // carrying only its side's values (the other side's lanes never use it); at the top of the
    // pair's entry. Their entries come once every block is merged.
    let l2r: HashMap<Block, Block> = pairs.iter().copied().collect();
    let r2l: HashMap<Block, Block> = pairs.iter().map(|&(a, b)| (b, a)).collect();
    // (then-side block, phi of the then side, phi of the else side, new phi)
    let mut merged_phis: Vec<(Block, Option<Inst>, Option<Inst>, Value)> = Vec::new();
    for &(a, b) in pairs {
        let f = &m.funcs[fid];
        let (pa, pb) = (f.phis(a), f.phis(b));
        let ty = |i: Inst| f.inst(i).result.map(|v| f.value_type(v));
        let same = pa.len() == pb.len() && pa.iter().zip(&pb).all(|(&x, &y)| ty(x) == ty(y));
        let todo: Vec<(Option<Inst>, Option<Inst>)> = if same {
            pa.into_iter().zip(pb).map(|(x, y)| (Some(x), Some(y))).collect()
        } else {
            pa.into_iter().map(|x| (Some(x), None)).chain(pb.into_iter().map(|y| (None, Some(y)))).collect()
        };
        for (x, y) in todo {
            let f = &m.funcs[fid];
            let any = x.or(y).expect("one phi");
            let ty = f.value_type(f.inst(any).result.expect("phi result"));
            let nv = FuncBuilder::new(m, fid, InsertPoint::AfterPhis(entry_of[&a])).phi(ty, &[])?;
            for old in [x, y].into_iter().flatten() {
                let r = m.funcs[fid].inst(old).result.expect("phi result");
                names.replace_uses(m, fid, r, nv)?;
            }
            merged_phis.push((a, x, y, nv));
        }
    }
    let mut last_of: HashMap<Block, Block> = HashMap::new();
    for (k, &(a, b)) in pairs.iter().enumerate() {
        let last = blocks::merge_pair(m, fid, cond, &aligned[k], entry_of[&a], names, stats)?;
        blocks::merge_terminators(m, fid, cond, a, b, last, &succ_map, stats)?;
        last_of.insert(a, last);
    }
    for (a, x, y, nv) in merged_phis {
        let f = &m.funcs[fid];
        // The then-side predecessors (the else side's mapped to theirs).
        let mut preds: Vec<Block> = match (x, y) {
            (Some(x), _) => f.inst(x).blocks.clone(),
            (None, Some(y)) => f.inst(y).blocks.iter().map(|pb| r2l[pb]).collect(),
            (None, None) => continue,
        };
        preds.sort_unstable();
        preds.dedup();
        let ni = f.value_inst(nv).expect("phi");
        for pa in preds {
            let f = &m.funcs[fid];
            let pb = l2r[&pa];
            let va = x.and_then(|x| f.inst(x).phi_incoming().find(|e| e.1 == pa).map(|e| e.0));
            let vb = y.and_then(|y| f.inst(y).phi_incoming().find(|e| e.1 == pb).map(|e| e.0));
            let last = last_of[&pa];
            let times = f.successors(last).iter().filter(|&&s| s == entry_of[&a]).count();
            let v = match (va, vb) {
                (Some(va), Some(vb)) if va == vb => va,
                (Some(va), Some(vb)) => {
                    stats.selects += 1;
                    FuncBuilder::new(m, fid, InsertPoint::BeforeTerminator(last)).select(cond, va, vb)?
                }
                (Some(v), None) | (None, Some(v)) => v,
                (None, None) => {
                    return Err(warpflow_ir::MutateError::NoIncoming {
                        phi: x.or(y).expect("a phi"),
                        block: pa,
                    }
                    .into())
                }
            };
            let d = &mut m.funcs[fid].insts[ni];
            for _ in 0..times {
                d.args.push(v);
                d.blocks.push(last);
            }
        }
    }
    Ok(entry_of)
}

/// A single-entry single-exit piece of a side, as the chain alignment ([`super::chain`]) cuts a
/// side and region replication ([`super::replicate`]) builds one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The entry block (one predecessor: the previous piece's exit, or the branch block).
    pub entry: Block,
    /// Every block of the piece, the exit included.
    pub blocks: Vec<Block>,
    /// The exit block: its only successor is `next`.
    pub exit: Block,
    /// The next piece's entry, or the join `P` for the last piece.
    pub next: Block,
}
