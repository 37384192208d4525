//! PCFM's pairing of pieces along the two paths (spec step 3) when the whole sides are not
//! isomorphic: each side is cut into a chain of single-entry single-exit *pieces*, the two
//! chains are aligned (Smith-Waterman again: two pieces may be matched when they are
//! isomorphic, scored by the alignment scores of their block pairs), matched pieces are merged
//! as in [`super::regions`], and unmatched pieces run under a guard on the branch condition.
//!
//! # Pieces
//! Starting at the side's entry `e`, the piece of `e` is what `e` reaches before its immediate
//! post-dominator `n` (or before the branch's join `P` when `n` is not in the side). The edges
//! from the piece into `n` are first funnelled through one new exit block `x` (with phis for
//! `n`'s phi entries along them), so a piece has exactly one exit block and the next piece's
//! entry has one predecessor (its phis, now with one entry, are replaced by their values). A
//! post-dominator with a predecessor not reached from `e` before it (a loop header) is no cut:
//! the piece extends to the next post-dominator. The last piece's edges into `P` get an exit
//! block the same way. The cut is planned on the graph as it is ([`prepare`], which edits
//! nothing, so a branch it refuses costs its region, not its function); the normalisation then
//! edits the function, which the driver restores from its judge's copy when the merge is not
//! made.
//!
//! # Merge
//! Following the alignment, the new code is a sequence of segments from the branch block to
//! a new block before `P`: a matched pair of pieces is merged block by block (its exits go to
//! the next segment); an unmatched piece gets a guard block (`br %c, piece, join` on the then
//! side, `br %c, join, piece` on the else side) and a join block with a phi (`poison` from the
//! guard) for each of its values used after it. `P`'s phi entries from the two sides become
//! one entry from the last block, a `select` of the two sides' values.

use std::collections::{HashMap, HashSet};

use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_ir::{Block, FuncBuilder, FuncId, Function, InsertPoint, InstData, InstKind, Module, Value};

use super::align::{merge_order, smith_waterman, Step};
use super::blocks::{self, Names, PairPlan, Stats};
use super::profit::{profit, ClassLatency};
use super::refusal::Refusal;
use super::regions::Piece;
use super::regions::{self, Shape};
use super::replicate::{self, Candidate};
use super::Env;

/// What a chain merge did.
#[derive(Clone, Debug, PartialEq)]
pub struct ChainMerge {
    /// Pieces of the then and else sides.
    pub pieces: (usize, usize),
    /// Matched piece pairs.
    pub matched_pieces: usize,
    /// Block pairs merged.
    pub block_pairs: usize,
    /// Blocks of unmatched pieces, now under a guard.
    pub guarded_blocks: usize,
    /// Best-case fraction of latency saved.
    pub profit: f64,
    /// Instruction statistics.
    pub stats: Stats,
    /// Blocks ending with guard branches created.
    pub guards: Vec<Block>,
    /// Single-block pieces replaced by a replica of the region they were matched with
    /// ([`super::replicate`]; only with `replicate` set in [`merge_with`]).
    pub replicated: usize,
}

type R<T> = Result<T, Refusal>;

/// A segment of the merged code: a matched piece pair, or a run of unmatched pieces of one
/// side (`true`: the then side).
type Segment = (Option<(usize, usize)>, bool, Vec<usize>);

fn err(e: impl Into<crate::TransformError>) -> Refusal {
    Refusal::Normalisation(e.into())
}

/// Blocks reachable from `start` without passing any block of `stops`.
fn reach(f: &Function, start: Block, stops: &[Block]) -> HashSet<Block> {
    let mut seen = HashSet::from([start]);
    let mut stack = vec![start];
    while let Some(b) = stack.pop() {
        for &s in f.successors(b) {
            if !stops.contains(&s) && seen.insert(s) {
                stack.push(s);
            }
        }
    }
    seen
}

/// Funnels the edges from `preds` into `target` through a new block (returned) that holds one
/// phi per phi of `target` (its entries along those edges) and branches to `target`.
pub fn split_preds(
    m: &mut Module,
    fid: FuncId,
    target: Block,
    preds: &[Block],
    names: &mut Names,
) -> R<Block> {
    let name = names.fresh(m, "exit");
    let after = *preds.last().ok_or(Refusal::Malformed("no predecessor to split"))?;
    let x = m.funcs[fid].create_block(Some(name), Some(after)).map_err(err)?;
    for p in m.funcs[fid].phis(target) {
        let f = &m.funcs[fid];
        let ty = f.value_type(f.inst(p).result.ok_or(Refusal::Malformed("phi without result"))?);
        let inc: Vec<(Value, Block)> = f.inst(p).phi_incoming().filter(|(_, b)| preds.contains(b)).collect();
        let nv = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(x)).phi(ty, &inc).map_err(err)?;
        let d = &mut m.funcs[fid].insts[p];
        d.retain_phi_incoming(|b| !preds.contains(&b));
        d.args.push(nv);
        d.blocks.push(x);
    }
    for &q in preds {
        let t = m.funcs[fid].terminator(q).ok_or(Refusal::Malformed("no terminator"))?;
        for s in m.funcs[fid].insts[t].blocks.iter_mut() {
            if *s == target {
                *s = x;
            }
        }
    }
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(x)).br(target).map_err(err)?;
    Ok(x)
}

/// Where a side is cut into one piece (on the graph before the exit blocks are made, see
/// [`piece_plans`]): its entry, its blocks in layout order, the blocks among them that branch
/// to the next piece's entry (or to the join), and that block.
#[derive(Clone, Debug)]
pub struct PiecePlan {
    entry: Block,
    blocks: Vec<Block>,
    into_next: Vec<Block>,
    next: Block,
}

/// Makes the pieces `plans` cut a side into, normalising the CFG as the module docs say: the
/// edges from each piece into the next one's entry (or into the join `stop`) are funnelled
/// through a new exit block, and the phis of a next piece's entry, which then has one
/// predecessor, are replaced by their values.
fn make_pieces(
    m: &mut Module,
    fid: FuncId,
    plans: &[PiecePlan],
    stop: Block,
    names: &mut Names,
) -> R<Vec<Piece>> {
    let mut out = Vec::with_capacity(plans.len());
    for p in plans {
        let x = split_preds(m, fid, p.next, &p.into_next, names)?;
        if p.next != stop {
            // `next` now has one predecessor, `x`: its phis have one entry each.
            for phi in m.funcs[fid].phis(p.next) {
                let f = &mut m.funcs[fid];
                let (v, r) = (
                    f.inst(phi).args[0],
                    f.inst(phi).result.ok_or(Refusal::Malformed("phi without result"))?,
                );
                names.replace_uses(m, fid, r, v).map_err(err)?;
                m.funcs[fid].detach_inst(phi).map_err(err)?;
            }
        }
        let mut blocks = p.blocks.clone();
        blocks.push(x);
        out.push(Piece { entry: p.entry, blocks, exit: x, next: p.next });
    }
    Ok(out)
}

struct Match {
    pairs: Vec<(Block, Block)>,
    aligned: Vec<PairPlan>,
    score: i64,
    /// A replication to make before merging: whether the single block is on the then side,
    /// and the plan.
    rep: Option<(bool, Candidate)>,
}

fn latency(m: &Module, env: &Env, f: &Function, blocks: &[Block]) -> ClassLatency {
    super::blocks_cost(m, env, f, blocks)
}

/// Merges the two sides of the divergent branch in `h` of `m` piece by piece (see the module
/// docs); `m` is changed even when this refuses (work on a copy). `Err` says why not, the
/// profit included when it is not above the threshold.
pub fn merge(m: &mut Module, env: &Env, fid: FuncId, h: Block) -> R<ChainMerge> {
    let cfg = FunctionCfg::new(m, &m.funcs[fid]).ok_or(Refusal::Malformed("no body"))?;
    let an = DomTrees::compute(&cfg);
    merge_with(m, env, fid, &cfg, &an, h, false)
}

/// [`merge`], and with `replicate` also a single-block piece against a region piece of the
/// other side, by replicating the region's shape for the block ([`super::replicate`]); the
/// `Err` then also says why candidate pairs were not replicated. `cfg` and `an`: the graph and
/// trees of `fid` as it is now.
#[allow(clippy::too_many_arguments)]
pub fn merge_with(
    m: &mut Module,
    env: &Env,
    fid: FuncId,
    cfg: &FunctionCfg,
    an: &DomTrees,
    h: Block,
    replicate: bool,
) -> R<ChainMerge> {
    let p = prepare(m, fid, cfg, an, None, h, env.max_side_blocks)?.require_matchable_pair(replicate)?;
    let mut names = Names::new(m, fid);
    merge_prepared(m, env, fid, h, replicate, p, &mut names)
}

/// A chain merge that passed the checks that edit nothing ([`prepare`]).
#[derive(Debug)]
pub struct Prepared {
    sides: regions::Sides,
    stop: Block,
    left: Vec<PiecePlan>,
    right: Vec<PiecePlan>,
}

/// The checks of a chain merge at the branch in `h` that edit nothing, on the function as
/// `cfg`, `an` (and `users`, when given) describe it: the sides, their join, values used
/// outside them and the cut into pieces ([`piece_plans`]); [`Prepared::require_matchable_pair`]
/// adds whether any pair of pieces could be matched at all. What they refuse is what
/// [`merge_with`] refuses, in the same order, without a copy of the function to restore (the
/// driver makes its judge, and the copy, only for a merge these pass), and in time
/// proportional to the branch's region.
pub fn prepare(
    m: &Module,
    fid: FuncId,
    cfg: &FunctionCfg,
    an: &DomTrees,
    users: Option<&regions::Users>,
    h: Block,
    max_side_blocks: usize,
) -> R<Prepared> {
    let f = &m.funcs[fid];
    let sides = regions::sides(f, cfg, an, h, max_side_blocks)?;
    let stop = an
        .pdom
        .ipdom(cfg.node(h).ok_or(Refusal::UnreachableBranch)?)
        .map(|n| cfg.block(n))
        .ok_or(Refusal::JoinsOnlyAtExit)?;
    let look = regions::Lookup { cfg: Some(cfg), users, pred_map: None };
    for side in [&sides.left, &sides.right] {
        let set: HashSet<Block> = side.iter().copied().collect();
        for &b in side {
            if f.successors(b).iter().any(|s| *s != stop && !set.contains(s)) {
                return Err(Refusal::LeavesRegion);
            }
        }
        if look.used_outside(f, side, &set, |ub, inc| ub == stop && set.contains(&inc)) {
            return Err(Refusal::ValueUsedOutside);
        }
    }
    let left = piece_plans(f, cfg, an, h, sides.then_entry, stop)?;
    let right = piece_plans(f, cfg, an, h, sides.else_entry, stop)?;
    Ok(Prepared { sides, stop, left, right })
}

impl Prepared {
    /// The last check that edits nothing: whether any pair of pieces could be matched
    /// (isomorphic pieces have as many blocks; with `replicate`, a replica pairs a one-block
    /// piece with a piece of several). When none can, the refusal is the one the whole pairing
    /// gives ([`merge_prepared`]); a caller that skips this check only does that work for
    /// nothing (`tests/chain_prop.rs` checks the two agree).
    pub fn require_matchable_pair(self, replicate: bool) -> R<Prepared> {
        // Blocks per piece, before its exit block is added (a single-block piece has 1).
        let pairable = |a: usize, b: usize| a == b || (replicate && ((a == 1 && b > 1) || (b == 1 && a > 1)));
        if !self.left.iter().any(|a| self.right.iter().any(|b| pairable(a.blocks.len(), b.blocks.len()))) {
            return Err(Refusal::NoIsomorphicPiece { replicate, refused: Vec::new() });
        }
        Ok(self)
    }
}

/// Cuts the side entered at `entry` (from `h`, joining at `stop`) into pieces, on the graph as it
/// is now, before [`make_pieces`] makes their exit blocks. The piece of `e` is what `e` reaches
/// before the first post-dominator of `e` in the side whose predecessors are all reached from
/// `e` before it (a loop header is not a cut: its loop belongs to the piece); each piece is
/// entered only from the previous one (the first from `h`). Cutting the graph as it is gives
/// the pieces the graph with the exit blocks would give, since those change nothing the cuts
/// read: an exit takes the edges from inside its piece into the piece's successor `n`, all of
/// `n`'s predecessors when `n` is a cut, so `n` then has the exit as its only predecessor (the
/// single-entry test of the next piece passes), and no block from `n` on reaches the exits of
/// earlier pieces (their only way in is the branch), so reachability and post-dominators
/// from `n` on are those of the graph before.
fn piece_plans(
    f: &Function,
    cfg: &FunctionCfg,
    an: &DomTrees,
    h: Block,
    entry: Block,
    stop: Block,
) -> R<Vec<PiecePlan>> {
    let mut out = Vec::new();
    let mut e = entry;
    loop {
        let side = reach(f, e, &[stop, h]);
        let mut n =
            an.pdom.ipdom(cfg.node(e).ok_or(Refusal::Malformed("unreachable piece"))?).map(|x| cfg.block(x));
        let (blocks, next) = loop {
            match n {
                Some(nb) if nb != stop && side.contains(&nb) => {
                    let blocks = reach(f, e, &[nb, stop, h]);
                    if cfg.pred_blocks(nb).iter().all(|p| blocks.contains(p)) {
                        break (blocks, nb);
                    }
                    n = an
                        .pdom
                        .ipdom(cfg.node(nb).ok_or(Refusal::Malformed("unreachable block"))?)
                        .map(|x| cfg.block(x));
                }
                _ => break (side, stop),
            }
        };
        let mut into_next: Vec<Block> =
            cfg.pred_blocks(next).into_iter().filter(|p| blocks.contains(p)).collect();
        into_next.sort_unstable();
        into_next.dedup();
        if into_next.is_empty() {
            return Err(Refusal::PieceMissesSuccessor);
        }
        // Single entry: the side's entry has the branch as its only predecessor (a later
        // piece's entry has its predecessor's exit, above), the other blocks' predecessors are
        // inside.
        if (e == entry && cfg.pred_blocks(e) != [h])
            || blocks.iter().any(|&b| b != e && cfg.pred_blocks(b).iter().any(|p| !blocks.contains(p)))
        {
            return Err(Refusal::PieceSecondEntry);
        }
        let blocks = regions::in_layout_order(cfg, blocks);
        out.push(PiecePlan { entry: e, blocks, into_next, next });
        if next == stop {
            return Ok(out);
        }
        e = next;
        if out.len() > 10_000 {
            return Err(Refusal::TooManyPieces);
        }
    }
}

/// The chain merge of a branch [`prepare`] passed; edits `m` even when it refuses (the caller
/// restores the function). `names`: the names of the function (as [`Names::new`] finds them;
/// the names used are added, and a caller that restores the function takes them back with
/// [`Names::rollback`]), so that a driver trying many branches of one function collects its
/// names once, not per try.
///
/// # Cost: the branch's region
/// The merge edits within a [`blocks::Scope`]: the branch block, the two sides, the join and
/// the blocks it creates. That is where every use it rewrites is (a side's values are used only
/// in the side and by the join's phis, as `prepare` checked; the exits and replicas it makes
/// hold values of a side), and where every predecessor of a side's block is (a side is entered
/// only from the branch, and a piece only from the piece before it): the uses are looked for,
/// the predecessors read ([`regions::preds_within`]) and the deleted blocks checked there
/// only, so a try costs the region, not the function.
pub fn merge_prepared(
    m: &mut Module,
    env: &Env,
    fid: FuncId,
    h: Block,
    replicate: bool,
    p: Prepared,
    names: &mut Names,
) -> R<ChainMerge> {
    let f = &m.funcs[fid];
    let mut region: Vec<Block> =
        p.sides.left.iter().chain(&p.sides.right).copied().chain([h, p.stop]).collect();
    region.sort_unstable();
    region.dedup();
    let mut scoped = names.enter(blocks::Scope { blocks: region, new_from: f.blocks.len() });
    let names: &mut Names = &mut scoped;
    let Prepared { sides, stop, left, right } = p;
    names.guards.clear();
    let mut lp = make_pieces(m, fid, &left, stop, names)?;
    let mut rp = make_pieces(m, fid, &right, stop, names)?;
    let mut refused: Vec<Refusal> = Vec::new();
    let f = &m.funcs[fid];
    let scope = |f: &Function, names: &Names| names.scope.as_ref().map(|sc| sc.blocks(f)).unwrap_or_default();
    let pred_map = regions::preds_within(f, &scope(f, names));
    let look = regions::Lookup { cfg: None, users: None, pred_map: Some(&pred_map) };
    let mut table: HashMap<(usize, usize), Match> = HashMap::new();
    for (k, a) in lp.iter().enumerate() {
        for (j, b) in rp.iter().enumerate() {
            let prev_a = if k == 0 { h } else { lp[k - 1].exit };
            let prev_b = if j == 0 { h } else { rp[j - 1].exit };
            let shape =
                Shape { preds: (prev_a, prev_b), exits: Some((a.next, b.next)), check_outside_uses: false };
            let Ok(pairs) = regions::isomorphism_with(f, look, shape, a.entry, b.entry, &a.blocks, &b.blocks)
            else {
                if !replicate {
                    continue;
                }
                let (single_on_then, single, region) =
                    if replicate::is_single(a) { (true, a, b) } else { (false, b, a) };
                if !replicate::is_single(single) || region.blocks.len() <= 2 {
                    continue;
                }
                match replicate::candidate(m, env, f, single, region, single_on_then) {
                    Ok(c) => {
                        let score = c.score + 1;
                        table.insert(
                            (k, j),
                            Match { pairs: vec![], aligned: vec![], score, rep: Some((single_on_then, c)) },
                        );
                    }
                    Err(why) => {
                        let why =
                            Refusal::Pieces { then_piece: k + 1, else_piece: j + 1, why: Box::new(why) };
                        if !refused.contains(&why) {
                            refused.push(why);
                        }
                    }
                }
                continue;
            };
            let aligned: Result<Vec<PairPlan>, Refusal> =
                pairs.iter().map(|&(x, y)| blocks::plan_pair(m, env, f, x, y)).collect();
            let Ok(aligned) = aligned else { continue };
            let score = aligned.iter().map(|p| p.score).sum::<i64>() + 1;
            table.insert((k, j), Match { pairs, aligned, score, rep: None });
        }
    }
    let al = smith_waterman(lp.len(), rp.len(), |k, j| table.get(&(k, j)).map(|t| t.score), env.gap);
    if al.pairs.is_empty() {
        return Err(Refusal::NoIsomorphicPiece {
            replicate,
            refused: if replicate { refused } else { Vec::new() },
        });
    }
    // Profit: what the matched pieces save, over the latency of both sides.
    let all = |ps: &[Piece]| ps.iter().flat_map(|p| p.blocks.iter().copied()).collect::<Vec<_>>();
    let (tl, tr) = (latency(m, env, f, &all(&lp)), latency(m, env, f, &all(&rp)));
    let total: f64 = tl.iter().chain(tr.iter()).sum();
    let mut saved = 0f64;
    for &(k, j) in &al.pairs {
        let (a, b) = (latency(m, env, f, &lp[k].blocks), latency(m, env, f, &rp[j].blocks));
        let s: f64 = a.iter().chain(b.iter()).sum();
        saved += profit(&a, &b) * s;
    }
    let pr = if total <= 0.0 { 0.0 } else { saved / total };
    let replicas = al.pairs.iter().filter(|p| table[p].rep.is_some()).count();
    if pr <= env.gate {
        return Err(Refusal::PiecesProfitBelowThreshold {
            profit: pr,
            threshold: env.gate_bar(),
            matched: al.pairs.len(),
            pieces: (lp.len(), rp.len()),
            replication: replicate.then_some((replicas, refused)),
        });
    }
    // Replicas, then the block pairs of the now isomorphic piece pairs.
    let mut in_sides: HashSet<Block> = sides.left.iter().chain(&sides.right).copied().collect();
    if let Some(sc) = &names.scope {
        in_sides.extend(m.funcs[fid].blocks.keys().skip(sc.new_from));
    }
    for &(k, j) in &al.pairs {
        let Some((single_on_then, c)) = table[&(k, j)].rep else { continue };
        let prev_a = if k == 0 { h } else { lp[k - 1].exit };
        let prev_b = if j == 0 { h } else { rp[j - 1].exit };
        if single_on_then {
            lp[k] = replicate::build(m, fid, &lp[k], &rp[j], c, prev_a, &in_sides, names)?;
            in_sides.extend(lp[k].blocks.iter().copied());
        } else {
            rp[j] = replicate::build(m, fid, &rp[j], &lp[k], c, prev_b, &in_sides, names)?;
            in_sides.extend(rp[j].blocks.iter().copied());
        }
        let f = &m.funcs[fid];
        let (a, b) = (&lp[k], &rp[j]);
        let shape =
            Shape { preds: (prev_a, prev_b), exits: Some((a.next, b.next)), check_outside_uses: false };
        let pred_map = regions::preds_within(f, &scope(f, names));
        let pairs = regions::isomorphism_with(
            f,
            regions::Lookup { cfg: None, users: None, pred_map: Some(&pred_map) },
            shape,
            a.entry,
            b.entry,
            &a.blocks,
            &b.blocks,
        )
        .map_err(|e| Refusal::ReplicaNotIsomorphic(Box::new(e)))?;
        let aligned =
            pairs.iter().map(|&(x, y)| blocks::plan_pair(m, env, f, x, y)).collect::<Result<Vec<_>, _>>()?;
        let t = table.get_mut(&(k, j)).expect("a matched pair");
        t.pairs = pairs;
        t.aligned = aligned;
    }
    // Segments, last first: each one's exits go to the entry of the one after it.
    let cond = sides.cond;
    let mut stats = Stats::default();
    let end_name = names.fresh(m, "end");
    let last_exit = lp.last().expect("a piece").exit;
    let end = m.funcs[fid].create_block(Some(end_name), Some(last_exit)).map_err(err)?;
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(end)).br(stop).map_err(err)?;
    let mut next = end;
    let mut merged_pairs: Vec<(Block, Block)> = Vec::new();
    let mut block_pairs = 0;
    let mut guarded_blocks = 0;
    // Consecutive unmatched pieces of one side share one guard.
    let mut segs: Vec<Segment> = Vec::new();
    for s in merge_order(lp.len(), rp.len(), &al.pairs) {
        match s {
            Step::Both(k, j) => segs.push((Some((k, j)), true, vec![])),
            Step::Left(i) | Step::Right(i) => {
                let left = matches!(s, Step::Left(_));
                match segs.last_mut() {
                    Some((None, l, run)) if *l == left => run.push(i),
                    _ => segs.push((None, left, vec![i])),
                }
            }
        }
    }
    for (both, left, run) in segs.into_iter().rev() {
        match both {
            Some((k, j)) => {
                let t = &table[&(k, j)];
                let exits = HashMap::from([(lp[k].next, next)]);
                let entry_of =
                    regions::merge_isomorphic(m, fid, cond, &t.pairs, &t.aligned, &exits, names, &mut stats)
                        .map_err(err)?;
                merged_pairs.extend(t.pairs.iter().copied());
                block_pairs += t.pairs.len();
                next = entry_of[&lp[k].entry];
            }
            None => {
                let ps = if left { &lp } else { &rp };
                let (first, last) = (&ps[run[0]], &ps[*run.last().expect("a piece")]);
                let all: Vec<Block> = run.iter().flat_map(|&i| ps[i].blocks.iter().copied()).collect();
                let gname = names.fresh(m, "guard");
                let jname = names.fresh(m, "join");
                let prev = m.funcs[fid].layout.prev_block(first.entry);
                let g = m.funcs[fid].create_block(Some(gname), prev).map_err(err)?;
                let jn = m.funcs[fid].create_block(Some(jname), Some(last.exit)).map_err(err)?;
                let mut b = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(g));
                if left {
                    b.cond_br(cond, first.entry, jn).map_err(err)?;
                } else {
                    b.cond_br(cond, jn, first.entry).map_err(err)?;
                }
                names.guards.push(g);
                let t = m.funcs[fid].terminator(last.exit).ok_or(Refusal::Malformed("no terminator"))?;
                m.funcs[fid].insts[t].blocks = vec![jn];
                let set: HashSet<Block> = all.iter().copied().collect();
                let defs: Vec<Value> = all
                    .iter()
                    .flat_map(|&bb| m.funcs[fid].block_insts(bb).collect::<Vec<_>>())
                    .filter_map(|i| m.funcs[fid].inst(i).result)
                    .collect();
                for v in defs {
                    let f = &m.funcs[fid];
                    let uses: Vec<_> = names
                        .uses_of(m, fid, v)
                        .into_iter()
                        .filter(|&(u, _)| f.layout.inst_block(u).is_some_and(|ub| !set.contains(&ub)))
                        .collect();
                    if uses.is_empty() {
                        continue;
                    }
                    let ty = f.value_type(v);
                    let mut b = FuncBuilder::new(m, fid, InsertPoint::BlockStart(jn));
                    let po = b.poison(ty);
                    let phi = b.phi(ty, &[(v, last.exit), (po, g)]).map_err(err)?;
                    m.funcs[fid].replace_uses_in(v, &uses, phi).map_err(err)?;
                }
                FuncBuilder::new(m, fid, InsertPoint::BlockEnd(jn)).br(next).map_err(err)?;
                guarded_blocks += all.len();
                next = g;
            }
        }
    }
    // `P`'s entries from the two last exits become one entry from `end`.
    let (xl, xr) = (lp.last().expect("a piece").exit, rp.last().expect("a piece").exit);
    for ph in m.funcs[fid].phis(stop) {
        let d = m.funcs[fid].inst(ph);
        let vl = d
            .phi_incoming()
            .find(|e| e.1 == xl)
            .map(|e| e.0)
            .ok_or(Refusal::Malformed("no phi entry from the then side"))?;
        let vr = d
            .phi_incoming()
            .find(|e| e.1 == xr)
            .map(|e| e.0)
            .ok_or(Refusal::Malformed("no phi entry from the else side"))?;
        let v = if vl == vr {
            vl
        } else {
            stats.selects += 1;
            FuncBuilder::new(m, fid, InsertPoint::BeforeTerminator(end)).select(cond, vl, vr).map_err(err)?
        };
        let d = &mut m.funcs[fid].insts[ph];
        d.retain_phi_incoming(|b| b != xl && b != xr);
        d.args.push(v);
        d.blocks.push(end);
    }
    // The branch enters the first segment.
    let f = &mut m.funcs[fid];
    let t = f.terminator(h).ok_or(Refusal::Malformed("no terminator"))?;
    let md = m.terminator_md_for(&m.funcs[fid].inst(t).md, 1);
    let f = &mut m.funcs[fid];
    f.detach_inst(t).map_err(err)?;
    let br = InstData { kind: InstKind::Br, args: vec![], blocks: vec![next], result: None, md };
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(h)).build(br, None).map_err(err)?;
    regions::delete_pairs_in(m, fid, &merged_pairs, names.scope.as_ref()).map_err(err)?;
    Ok(ChainMerge {
        pieces: (lp.len(), rp.len()),
        matched_pieces: al.pairs.len(),
        block_pairs,
        guarded_blocks,
        profit: pr,
        stats,
        guards: std::mem::take(&mut names.guards),
        replicated: replicas,
    })
}
