//! Fusing two consecutive loops whose trip counts diverge into one loop whose two bodies the
//! merging can pair.
//!
//! `merge_sort` ends each merge step with `while (i < mid) {...}` then `while (j < hi) {...}`:
//! each thread runs mostly one of them, so a warp runs `max(trip1) + max(trip2)` iterations
//! with part of its lanes idle in each. Fused, a warp runs `max(trip1 + trip2 + 1)`
//! iterations of one loop whose body is an if/else on the loop a lane is in, and that if/else
//! is a region PCFM merges. This is done in the early placement (before `-O3`, where the
//! loops are still `while` loops; `-O3` rotates and unrolls them).
//!
//! [`find`] recognises, at the divergent exit branch of a loop header `H1`:
//! - loop `L1`: `H1` has exactly two incoming edges, one from a preheader `P1` outside the
//!   loop and one from its only latch (a block `H1` dominates); the loop's blocks are those
//!   reaching the latch without passing `H1`; `H1` ends with a two-way `br` to one loop block
//!   `B1` (not `H1` itself) and one block outside, and every other block of the loop has all
//!   its successors and predecessors inside the loop (the header is the only exiting block and
//!   the only entry: a `while` loop after `mem2reg`);
//! - between the loops: either nothing (`H1` branches straight to `H2`) or a single-entry
//!   single-exit acyclic region: entered at a block without phis whose only predecessor is
//!   `H1`, every other block entered from inside it only, no block leaving the function, and
//!   one block `X` (the last, `P2`) leaving it, with `br H2` ([`between_region`], a walk
//!   linear over all loops together);
//! - loop `L2` with header `H2`, the same shape, entered from `P2` (`X`, or `H1`) and its latch
//!   only, exiting to `E`;
//! - no convergent operation ([`super::is_convergent`]) in `L1`, `X` or `L2`.
//!
//! [`apply`] builds one loop with a new header `D`, a dispatch `T` and a new latch `J`:
//!
//! ```text
//! P1 -> D;  D: phis; br %in1, H1, T
//! H1 (its phis moved to D): ...; br c1, T, X
//! X (the block between, or a new empty one): ...; br T
//! T: phis (H2's among them); br %w1, G1, H2
//! G1 (new): br true, B1, S1'           L1's latch -> J
//! S1' (new, never taken): br J
//! H2: ...; br c2, B2, S2               L2's latch -> J
//! S2 (new, empty): br J
//! J: phis; br %done, E, D
//! ```
//!
//! (a header branching to its exit on `true` gets its condition negated, so both headers
//! branch to the body first). `%in1` is `true` from `P1` and from `L1`'s latch, `false` from
//! `J`'s other edges; `%w1` (run `L1`'s body now) is `true` from `H1`, `false` from `X` and
//! `D`; `%done` is `true` from `S2` only. Every phi of `H1` becomes a phi of `D` (its entry
//! from `P1` as before, from `J` a phi of `J` taking the latch's value from `L1`'s latch and
//! the `D` phi itself on the other edges). Every phi of `H2` becomes a phi of `T` (from `X`
//! its entry from `P2`, from `D` a phi of `D` that carries it: `poison` from `P1`, from `J`
//! its latch's value from `L2`'s latch and the `T` phi from `S2` and `S1'`). A value defined
//! in `H1` and used outside `H1` and `X` (in `L1`'s body too: `H1` no longer dominates it),
//! or in `X` and used outside `X`, is read through a phi of `T` (the value itself from `H1`
//! or `X`, `poison` from `H1` for a value of `X`, from `D` a phi of `D` that carries the `T`
//! phi around the loop); a value defined in `H2` and used after `L2` is carried by a `J` phi
//! (its value from `S2`). `E`'s phi entries for `H2` become entries for `J`, and `B1`'s for
//! `H1` entries for `G1`.
//!
//! Why the dispatch is after `H1` and not in `D` (as a first version had it, `D: br %in1,
//! H1, H2` with `H1`'s exit edge going to `J`): a lane leaving `L1` then spent a whole
//! iteration of the fused loop on the switch, and one more on `L2`'s last test, so a warp ran
//! `max(trip1 + trip2 + 2)` iterations; where the trips are short (`merge_sort`'s tail loops
//! copy a few elements each) that was 1,846 iterations against the 886 of the loop fused by
//! hand at the source, and 1.096 against 1.227 on the launch. With `T` after `H1` and `X`, the
//! lane that leaves `L1` runs `H2` and, if `L2` runs, its first body in the same iteration:
//! `max(trip1 + trip2 + 1)`, as by hand. The exit stays in `J`, after the bodies: exiting at
//! `H2` would make `H2` the post-dominator of `D`'s and `T`'s branches, and a warp would run
//! the lanes of `L1` to the end of their loop before those waiting at `H2`. `G1` branches on
//! `true` so that `T`'s two sides have the same outline (`G1 -> B1.. | S1'` and `H2 -> B2.. |
//! S2`, all to `J`) for the merge.
//!
//! Shared state: a phi of `H1` read nowhere after `L1` (but by the entries of `H2`'s phis from
//! `P2`) shares its `D` and `T` phis with a phi of `H2` of the same type (first come, each
//! once): the `D` phi takes `H1`'s latch value from `L1`'s latch and `H2`'s latch value from
//! `L2`'s latch; the `T` phi takes the `D` phi from `H1` and `D` and `H2`'s entry from `P2`
//! from `X` (computed from `H1`'s values, which the `D` phis still hold at the switch). It
//! holds `H1`'s phi while the lane is in `L1`, where `H2`'s is not yet defined, and `H2`'s
//! from the switch on, where `H1`'s is dead; both bodies read the `T` phi (`H1` and `X` the
//! `D` phi), so they read the same counter (`i` and `j`, `k` and `k`) and their merge needs no
//! `select` for it.
//!
//! Invariant (why a lane computes what it computed before): the lane's original path is
//! `P1 (H1 B1..)* H1 X (H2 B2..)* H2 E`. In the fused loop it is `P1 D (H1 T G1 B1.. J D)* H1
//! X T (H2 B2.. J D T)* H2 S2 J E`: the same blocks in the same order, with only `D`, `T`,
//! `G1`, `J`, `S2` (and `X` when new) added, which hold phis and branches (`S1'` is never
//! entered: `G1` branches on `true`). So every lane executes exactly its original
//! instructions in the original order. `%in1` is `true` exactly while the lane is in `L1` (set
//! on the edges that continue `L1`), `%w1` exactly when `H1` has just chosen its body, `%done`
//! exactly on the edge that left `L2`. Each `D` phi holds, on entry to `D`, the value its
//! original counterpart holds at that point of the original path, and each `T` phi on entry
//! to `T`: the phis of `H1` take the latch value when `L1` continues and keep their last
//! value afterwards (they are not read after `L1` or read their last value); the phis of `H2`
//! take their entry from `P2` at the switch (the `X` edge) and, in `L2`, the latch value
//! through the `D` phi (the `D` edge); a value of `H1` or `X` is the one just computed on the
//! `H1` and `X` edges and the last one computed on the `D` edge. A value of `H2` is used after
//! `L2` only on the path `H2 S2 J E`, where the `J` phi has it. Dominance: `D` dominates the
//! loop, `J` and `E`; `T` dominates `G1`, `H2`, both bodies, `S1'`, `S2`, `J` and `E` (every
//! path from `D` to them passes it); `H1` dominates `X`; `H2` dominates `L2` and `S2`: so each
//! rewritten use reads a value that dominates it. No operation is speculated or moved; the
//! fused loop holds no convergent operation, so the new control dependences of its
//! instructions change no communication between lanes.
//!
//! The branch in `T` is then a single-entry region with join `J`, whose sides have the same
//! outline: the driver merges it as PCFM merges any region (isomorphic sides block by block,
//! else pieces), the two bodies becoming one with `select`s on `%w1` (and `H2`'s test run for
//! every lane, or guarded when it may trap). The fusion is kept only when that merge is made
//! and the judge keeps it ([`super::judge`]); otherwise the function is restored. Unless the
//! judge measures, a pair whose per-lane trip counts are known and show that no warp would
//! run fewer body iterations fused ([`iterations`], [`Iterations::saves_none`]) is not fused
//! at all: such a fusion cannot save an issue slot. Branch fusion
//! (the published diamond-only baseline) does not fuse.

use std::collections::{HashMap, HashSet};

use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_ir::{BinOp, Block, FuncBuilder, FuncId, Function, InsertPoint, Inst, InstKind, Module, Value};

use super::refusal::FuseShape;
use super::Env;
use crate::TransformError;

/// One `while` loop as [`find`] needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhileLoop {
    /// The header: the only exiting block and the only entry.
    pub header: Block,
    /// The only block outside the loop branching to the header.
    pub preheader: Block,
    /// The only block inside the loop branching to the header.
    pub latch: Block,
    /// The loop's blocks other than the header, in layout order.
    pub body: Vec<Block>,
    /// The header's successor inside the loop.
    pub body_entry: Block,
    /// The header's successor outside the loop.
    pub exit: Block,
}

/// Two consecutive loops to fuse (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopPair {
    /// The first loop.
    pub first: WhileLoop,
    /// The blocks between the loops (none, or a single-entry single-exit acyclic region entered
    /// at `first.exit` from the first header only and left by its last block, which ends with
    /// `br second.header`), in an order where each block follows its predecessors.
    pub between: Vec<Block>,
    /// The second loop.
    pub second: WhileLoop,
}

/// Whether `h` heads a loop: one of its predecessors is a block it dominates.
pub fn is_loop_header(cfg: &FunctionCfg, an: &DomTrees, h: Block) -> bool {
    let Some(hn) = cfg.node(h) else { return false };
    cfg.pred_blocks(h).iter().any(|&p| cfg.node(p).is_some_and(|pn| an.dom.dominates(hn, pn)))
}

/// The `while` loop headed by `h`, or why it is not one.
fn while_loop(f: &Function, cfg: &FunctionCfg, an: &DomTrees, h: Block) -> Result<WhileLoop, FuseShape> {
    let hn = cfg.node(h).ok_or(FuseShape::NotALoop)?;
    let preds = cfg.pred_blocks(h);
    let (inside, outside): (Vec<Block>, Vec<Block>) =
        preds.iter().partition(|&&p| cfg.node(p).is_some_and(|pn| an.dom.dominates(hn, pn)));
    if inside.is_empty() {
        return Err(FuseShape::NotALoop);
    }
    if inside.len() != 1 || outside.len() != 1 {
        return Err(FuseShape::Entries { latches: inside.len(), entries: outside.len() });
    }
    let (latch, preheader) = (inside[0], outside[0]);
    if latch == h {
        return Err(FuseShape::NoBody);
    }
    // The natural loop of the back edge: blocks reaching the latch without passing `h`.
    let mut blocks: HashSet<Block> = HashSet::from([h, latch]);
    let mut stack = vec![latch];
    while let Some(b) = stack.pop() {
        for p in cfg.pred_blocks(b) {
            if blocks.insert(p) {
                stack.push(p);
            }
        }
    }
    if blocks.contains(&preheader) {
        return Err(FuseShape::NotALoop);
    }
    let t = f.terminator(h).ok_or(FuseShape::NotALoop)?;
    let d = f.inst(t);
    if !matches!(d.kind, InstKind::Br) || d.blocks.len() != 2 || d.blocks[0] == d.blocks[1] {
        return Err(FuseShape::HeaderBranch);
    }
    let (body_entry, exit) = match (blocks.contains(&d.blocks[0]), blocks.contains(&d.blocks[1])) {
        (true, false) => (d.blocks[0], d.blocks[1]),
        (false, true) => (d.blocks[1], d.blocks[0]),
        (true, true) => return Err(FuseShape::ExitingBlocks),
        _ => return Err(FuseShape::HeaderBranch),
    };
    if body_entry == h {
        return Err(FuseShape::NoBody);
    }
    let body: Vec<Block> = f.block_order().filter(|b| *b != h && blocks.contains(b)).collect();
    for &b in &body {
        if f.successors(b).iter().any(|s| !blocks.contains(s)) {
            return Err(FuseShape::ExitingBlocks);
        }
        if b != body_entry && cfg.pred_blocks(b).iter().any(|p| !blocks.contains(p)) {
            return Err(FuseShape::Entries { latches: 1, entries: 2 });
        }
    }
    if cfg.pred_blocks(body_entry) != [h] {
        return Err(FuseShape::Entries { latches: 1, entries: 2 });
    }
    Ok(WhileLoop { header: h, preheader, latch, body, body_entry, exit })
}

/// A test in O(1) dominance queries, made before the loop's blocks are walked (every divergent
/// exit of a deep nest of loops comes here, and the walk is O(loop size): quadratic over the
/// nest): when `h1` has one latch, the target of its branch that does not dominate the latch
/// (the exit of a `while` loop) must be, or branch straight to, the header of another loop.
fn leads_to_a_loop(f: &Function, cfg: &FunctionCfg, an: &DomTrees, h1: Block) -> Result<(), FuseShape> {
    let (Some(hn), Some(t)) = (cfg.node(h1), f.terminator(h1)) else { return Ok(()) };
    let latches: Vec<_> = cfg
        .pred_blocks(h1)
        .into_iter()
        .filter_map(|p| cfg.node(p))
        .filter(|&p| an.dom.dominates(hn, p))
        .collect();
    let (&[latch], [a, b]) = (latches.as_slice(), f.inst(t).blocks.as_slice()) else { return Ok(()) };
    let dominates_latch = |x: Block| cfg.node(x).is_some_and(|n| an.dom.dominates(n, latch));
    let exit = match (dominates_latch(*a), dominates_latch(*b)) {
        (true, false) => *b,
        (false, true) => *a,
        _ => return Ok(()),
    };
    let header = |x: Block| x != h1 && is_loop_header(cfg, an, x);
    let straight = f.terminator(exit).map(|i| f.inst(i)).filter(|d| matches!(d.kind, InstKind::Br));
    // or code between the loops, entered from `h1` only (its walk, [`between_region`], is
    // linear over all loops together: see there)
    if header(exit)
        || straight.is_some_and(|d| d.blocks.len() == 1 && header(d.blocks[0]))
        || cfg.pred_blocks(exit) == [h1]
    {
        Ok(())
    } else {
        Err(FuseShape::NoSecondLoop)
    }
}

/// The code between a loop whose header `h1` exits to `x` (not a loop header) and the next
/// loop: the blocks reached from `x` without passing a loop header, each entered only from
/// blocks among them (`x` only from `h1`), and the one loop header they lead to; or why that
/// is not a single-entry single-exit acyclic region ending with one `br` to the header.
///
/// A block joins the region only once all its predecessors have (a count per block, as in a
/// topological sort), so the region is acyclic and every block in it is entered from inside
/// only; the walk touches the region's blocks and their successors. Cost: the regions of two
/// loops are disjoint (a block in both would have all its predecessor chains inside both,
/// back to both entries; but each entry's only predecessor is its own loop's header, where
/// the other's walk stops), so all walks together touch each block and edge a bounded number
/// of times.
fn between_region(
    f: &Function,
    cfg: &FunctionCfg,
    an: &DomTrees,
    h1: Block,
    x: Block,
) -> Result<(Vec<Block>, Block), FuseShape> {
    if cfg.pred_blocks(x) != [h1] || !f.phis(x).is_empty() {
        return Err(FuseShape::Between);
    }
    let mut region = vec![x];
    let mut arrived: HashMap<Block, usize> = HashMap::new();
    let mut stops: Vec<(Block, Block)> = Vec::new();
    let mut leaves = false;
    let mut k = 0;
    while k < region.len() {
        let b = region[k];
        k += 1;
        let mut succs = f.successors(b).to_vec();
        leaves |= succs.is_empty();
        succs.sort_unstable();
        succs.dedup();
        for s in succs {
            if is_loop_header(cfg, an, s) {
                stops.push((b, s));
                continue;
            }
            let n = arrived.entry(s).or_insert(0);
            *n += 1;
            if *n == cfg.pred_blocks(s).len() {
                region.push(s);
            }
        }
    }
    if stops.is_empty() {
        return Err(FuseShape::NoSecondLoop);
    }
    // a block reached but not entered has a predecessor outside (or is on a cycle)
    if leaves || region.len() != arrived.len() + 1 {
        return Err(FuseShape::Between);
    }
    let &[(last, h2)] = stops.as_slice() else { return Err(FuseShape::Between) };
    let d = f.terminator(last).map(|t| f.inst(t)).ok_or(FuseShape::Between)?;
    if !matches!(d.kind, InstKind::Br) || d.blocks.len() != 1 || region.last() != Some(&last) {
        return Err(FuseShape::Between);
    }
    Ok((region, h2))
}

/// The pair of loops whose first loop's header ends with the branch in `h1`, or why there is
/// none.
pub fn find(
    m: &Module,
    env: &Env,
    f: &Function,
    cfg: &FunctionCfg,
    an: &DomTrees,
    h1: Block,
) -> Result<LoopPair, FuseShape> {
    leads_to_a_loop(f, cfg, an, h1)?;
    let first = while_loop(f, cfg, an, h1)?;
    let x = first.exit;
    let (between, h2) =
        if is_loop_header(cfg, an, x) { (Vec::new(), x) } else { between_region(f, cfg, an, h1, x)? };
    let second = while_loop(f, cfg, an, h2).map_err(|e| FuseShape::Second(Box::new(e)))?;
    if second.preheader != between.last().copied().unwrap_or(h1) {
        return Err(FuseShape::Between);
    }
    let mut all: Vec<Block> = vec![first.header];
    all.extend(&first.body);
    all.extend(&between);
    all.push(second.header);
    all.extend(&second.body);
    if all.contains(&second.exit) || all.contains(&first.preheader) {
        return Err(FuseShape::NotALoop);
    }
    if all.iter().flat_map(|&b| f.block_insts(b)).any(|i| super::is_convergent(m, env, f, i)) {
        return Err(FuseShape::Convergent);
    }
    Ok(LoopPair { first, between, second })
}

/// Body iterations per warp of a pair of loops, fused and not, summed over the warps of the
/// lanes [`iterations`] evaluates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iterations {
    /// `Σ_w max_l (trip1(l) + trip2(l))`: the fused loop's iterations that run a body (it runs
    /// one more per warp, `L2`'s last test)
    pub fused: u64,
    /// `Σ_w (max_l trip1(l) + max_l trip2(l))`: the two loops' body iterations
    pub unfused: u64,
}

impl Iterations {
    /// Whether no warp runs fewer body iterations fused. Then the fusion cannot save issue
    /// slots: each fused iteration runs the merged body, which issues at least the
    /// instructions of the body it stands for (a matched pair is one instruction, an unmatched
    /// one stays, guarded), plus the dispatch (`D`, `T`, `J`), so the fused loop issues at
    /// least what the two loops issue in the same number of iterations.
    pub fn saves_none(&self) -> bool {
        self.fused >= self.unfused
    }
}

/// Lanes [`iterations`] evaluates (those of [`super::predict::split_fraction`]).
const TRIP_LANES: u64 = super::predict::EVAL_THREADS;

/// Evaluation steps [`iterations`] may take over all lanes before it gives up (so a loop of
/// many trips costs a bounded time, a few milliseconds per pair tried; it is then not known).
/// `lud_perimeter`'s pair takes about 120k (1,024 lanes, 24 trips, a handful of
/// instructions evaluated per trip).
const TRIP_FUEL: u64 = 1 << 20;

/// The per-warp body iterations of the pair, fused and not, when every lane's trip counts
/// of both loops are known: each header's phis start from their entries and advance by
/// their latch values, the exit test and those values computed from `threadIdx.x`, integer
/// constants and the phis (the loop bounds of `for (i = tid < 16 ? 0 : 8; i < ...; i++)`),
/// for the lanes `0..TRIP_LANES` in warps of `warp` consecutive lanes. `None` when a value
/// on the way is anything else (a load, an argument, another index), or when the trips
/// are too long to count within [`TRIP_FUEL`].
pub fn iterations(m: &Module, env: &Env, f: &Function, p: &LoopPair, warp: u32) -> Option<Iterations> {
    use super::predict::{eval_in, Calls, Lane};
    let warp = u64::from(warp.max(1));
    let fuel = std::cell::Cell::new(TRIP_FUEL);
    // What a lane's run of loop `l` reads, taken once for all lanes: its header's phis
    // (result, entry from the preheader, value from the latch), the exit test, and the block
    // the test's `true` edge goes to.
    type Phis = Vec<(Value, Value, Value)>;
    let shape = |l: &WhileLoop| -> Option<(Phis, Value, bool)> {
        let phis = f
            .phis(l.header)
            .iter()
            .map(|&i| {
                let d = f.inst(i);
                let entry = d.phi_incoming().find(|&(_, b)| b == l.preheader)?.0;
                let next = d.phi_incoming().find(|&(_, b)| b == l.latch)?.0;
                Some((d.result?, entry, next))
            })
            .collect::<Option<_>>()?;
        let br = f.inst(f.terminator(l.header)?);
        let (&cond, [on_true, _]) = (br.args.first()?, br.blocks.as_slice()) else { return None };
        Some((phis, cond, *on_true == l.exit))
    };
    let loops = [shape(&p.first)?, shape(&p.second)?];
    let model = Calls::Model(env.model.as_ref());
    // Trip count of loop `k` for the lane, its header's phis left bound to their last values
    // (the second loop's entries read the first's).
    let trips = |k: usize, tid: u64, bound: &mut HashMap<Value, u64>| -> Option<u64> {
        let (phis, cond, exits_on_true) = &loops[k];
        let step = |bound: &HashMap<Value, u64>, pick: fn(&(Value, Value, Value)) -> Value| {
            let lane = Lane { tid, calls: model, bound, fuel: &fuel };
            phis.iter().map(|x| eval_in(m, f, pick(x), &lane, 0)).collect::<Option<Vec<u64>>>()
        };
        let init = step(bound, |x| x.1)?;
        bound.extend(phis.iter().map(|x| x.0).zip(init));
        let mut n = 0u64;
        loop {
            let lane = Lane { tid, calls: model, bound, fuel: &fuel };
            if (eval_in(m, f, *cond, &lane, 0)? & 1 == 1) == *exits_on_true {
                return Some(n);
            }
            n += 1;
            let next = step(bound, |x| x.2)?;
            bound.extend(phis.iter().map(|x| x.0).zip(next));
        }
    };
    let mut it = Iterations { fused: 0, unfused: 0 };
    for w in 0..TRIP_LANES / warp {
        let (mut both, mut first, mut second) = (0u64, 0u64, 0u64);
        for tid in w * warp..(w + 1) * warp {
            let mut bound = HashMap::new();
            let t1 = trips(0, tid, &mut bound)?;
            let t2 = trips(1, tid, &mut bound)?;
            both = both.max(t1 + t2);
            first = first.max(t1);
            second = second.max(t2);
        }
        it.fused += both;
        it.unfused += first + second;
    }
    Some(it)
}

/// The blocks and branches of a fused loop made by [`apply`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fused {
    /// The new header `D`, ending with the branch on `%in1` (to `H1` or past it).
    pub head: Block,
    /// The dispatch `T`, ending with the branch on `%w1` (to `L1`'s body or `H2`): the region
    /// whose two sides are merged.
    pub dispatch: Block,
    /// The new latch `J`.
    pub join: Block,
}

/// Where a use (or a phi entry's edge) lies, for the rewriting of [`apply`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Zone {
    /// `H1` itself.
    Head1,
    /// The blocks of `L1` other than `H1`.
    Body1,
    /// `X` (or the edge from `H1` to `H2`).
    Between,
    /// `H2` and the other blocks of `L2` (all dominated by `H2` after the fusion).
    Second,
    /// Everything else (after the loops).
    After,
}

/// Makes `H`'s branch go to the body on `true` (negating its condition when needed).
fn body_first(m: &mut Module, fid: FuncId, l: &WhileLoop) -> Result<(), TransformError> {
    let f = &m.funcs[fid];
    let t = f.terminator(l.header).ok_or(warpflow_ir::MutateError::NoTerminator(l.header))?;
    if f.inst(t).blocks[0] == l.body_entry {
        return Ok(());
    }
    let c = f.inst(t).args[0];
    let i1 = m.types.i1();
    let mut fb = FuncBuilder::new(m, fid, InsertPoint::Before(t));
    let one = fb.iconst(i1, 1);
    let nc = fb.binary(BinOp::Xor, c, one)?;
    let d = &mut m.funcs[fid].insts[t];
    d.args[0] = nc;
    d.blocks.swap(0, 1);
    Ok(())
}

/// Retargets every successor `from` of `b`'s terminator to `to` (phis are the caller's).
fn retarget(f: &mut Function, b: Block, from: Block, to: Block) -> Result<(), TransformError> {
    let t = f.terminator(b).ok_or(warpflow_ir::MutateError::NoTerminator(b))?;
    for s in f.insts[t].blocks.iter_mut() {
        if *s == from {
            *s = to;
        }
    }
    Ok(())
}

/// Adds the incoming entries `inc` to the (empty) phi `phi`.
fn fill(f: &mut Function, phi: Value, inc: &[(Value, Block)]) {
    let i = f.value_inst(phi).expect("a phi");
    let d = &mut f.insts[i];
    for &(v, b) in inc {
        d.args.push(v);
        d.blocks.push(b);
    }
}

/// Fuses the loops of `p` in function `fid` as the module documentation describes.
pub fn apply(
    m: &mut Module,
    fid: FuncId,
    p: &LoopPair,
    names: &mut super::blocks::Names,
) -> Result<Fused, TransformError> {
    let (l1, l2) = (&p.first, &p.second);
    body_first(m, fid, l1)?;
    body_first(m, fid, l2)?;
    let i1 = m.types.i1();
    let zone_of: HashMap<Block, Zone> = std::iter::once((l1.header, Zone::Head1))
        .chain(l1.body.iter().map(|&b| (b, Zone::Body1)))
        .chain(p.between.iter().map(|&b| (b, Zone::Between)))
        .chain(std::iter::once(l2.header).chain(l2.body.iter().copied()).map(|b| (b, Zone::Second)))
        .collect();
    let zone = |b: Block| zone_of.get(&b).copied().unwrap_or(Zone::After);
    // What each block's values and phis were, before any edit.
    let f = &m.funcs[fid];
    let entry = |phi: Inst, from: Block| f.inst(phi).phi_incoming().find(|e| e.1 == from).map(|e| e.0);
    let header_phis = |l: &WhileLoop| -> Vec<(Value, Value, Value)> {
        f.phis(l.header)
            .into_iter()
            .map(|i| {
                let r = f.inst(i).result.expect("a phi has a result");
                (r, entry(i, l.preheader).expect("preheader entry"), entry(i, l.latch).expect("latch entry"))
            })
            .collect()
    };
    let (phis1, phis2) = (header_phis(l1), header_phis(l2));
    let values_of = |b: Block| -> Vec<Value> {
        f.block_insts(b).filter(|&i| !f.inst(i).kind.is_phi()).filter_map(|i| f.inst(i).result).collect()
    };
    let uses = f.compute_uses();
    // The zone of each use: a phi's entry lies on its incoming edge (the edge from `H1` into
    // `H2`, when nothing is between the loops, counts as between them).
    let use_zone = |u: Inst, k: u32| -> Zone {
        let d = f.inst(u);
        let b = if d.kind.is_phi() { d.blocks[k as usize] } else { f.layout.inst_block(u).expect("placed") };
        let ub = f.layout.inst_block(u).expect("placed");
        if d.kind.is_phi() && ub == l2.header && b == l2.preheader {
            return Zone::Between;
        }
        // `E`'s entries for `H2` become entries for `J`: after the loop
        if d.kind.is_phi() && ub == l2.exit && b == l2.header {
            return Zone::After;
        }
        // the entries of `B1`'s phis for `H1` become entries for `G1`: in `L1`'s body
        if d.kind.is_phi() && ub == l1.body_entry && b == l1.header {
            return Zone::Body1;
        }
        zone(b)
    };
    let carried = |v: Value, home: &[Zone]| uses[v].iter().any(|&(u, k)| !home.contains(&use_zone(u, k)));
    let q1: Vec<Value> =
        values_of(l1.header).into_iter().filter(|&v| carried(v, &[Zone::Head1, Zone::Between])).collect();
    // (the phis of joins inside the code between the loops too)
    let xs: Vec<Value> = p
        .between
        .iter()
        .flat_map(|&b| f.block_insts(b))
        .filter_map(|i| f.inst(i).result)
        .filter(|&v| carried(v, &[Zone::Between]))
        .collect();
    let q2: Vec<Value> = values_of(l2.header).into_iter().filter(|&v| carried(v, &[Zone::Second])).collect();
    // Phis of H1 not read after L1 (but by H2's entries from P2) share their D phi with a phi
    // of H2 of the same type: (index in phis1, index in phis2).
    let dead_after = |v: Value| {
        uses[v].iter().all(|&(u, k)| matches!(use_zone(u, k), Zone::Head1 | Zone::Body1 | Zone::Between))
    };
    let mut shared: Vec<(usize, usize)> = Vec::new();
    for (b, &(w, _, _)) in phis2.iter().enumerate() {
        let ty = f.value_type(w);
        let free = |a: usize| !shared.iter().any(|&(x, _)| x == a);
        if let Some(a) =
            (0..phis1.len()).find(|&a| free(a) && f.value_type(phis1[a].0) == ty && dead_after(phis1[a].0))
        {
            shared.push((a, b));
        }
    }
    // Every use to rewrite: (value, user, operand, zone).
    let mut rewrites: Vec<(Value, Inst, u32, Zone)> = Vec::new();
    for &v in phis1.iter().chain(&phis2).map(|x| &x.0).chain(&q1).chain(&xs).chain(&q2) {
        rewrites.extend(uses[v].iter().map(|&(u, k)| (v, u, k, use_zone(u, k))));
    }
    // New blocks: D before H1; X (when nothing is between the loops) and T after L1's latch,
    // G1 and S1' after T; S2 after L2's latch; J after L2's last block.
    let head_name = names.fresh(m, "fused");
    let f = &mut m.funcs[fid];
    let head = f.create_block(Some(head_name), f.layout.prev_block(l1.header))?;
    let last2 = *l2
        .body
        .iter()
        .chain(std::iter::once(&l2.header))
        .max_by_key(|&&b| f.block_order().position(|x| x == b).unwrap_or(0))
        .expect("a block");
    let join_name = names.fresh(m, "fused.latch");
    let join = m.funcs[fid].create_block(Some(join_name), Some(last2))?;
    let x = match p.between.last() {
        Some(&x) => x,
        None => {
            let name = names.fresh(m, "fused.switch");
            m.funcs[fid].create_block(Some(name), Some(l1.latch))?
        }
    };
    let name = names.fresh(m, "fused.dispatch");
    let dispatch = m.funcs[fid].create_block(Some(name), Some(x))?;
    let name = names.fresh(m, "fused.first");
    let gate = m.funcs[fid].create_block(Some(name), Some(dispatch))?;
    let name = names.fresh(m, "fused.never");
    let never = m.funcs[fid].create_block(Some(name), Some(gate))?;
    let name = names.fresh(m, "fused.exit");
    let s2 = m.funcs[fid].create_block(Some(name), Some(l2.latch))?;
    // The phis, created empty and filled below once every value they take exists.
    let ty = |m: &Module, v: Value| m.funcs[fid].value_type(v);
    let new_phi = |m: &mut Module, b: Block, t: warpflow_ir::Type| -> Result<Value, TransformError> {
        Ok(FuncBuilder::new(m, fid, InsertPoint::BlockEnd(b)).phi(t, &[])?)
    };
    let in1 = new_phi(m, head, i1)?;
    let w1 = new_phi(m, dispatch, i1)?;
    // D phi and T phi of each header phi (one pair per shared pair), of each carried value
    // of H1 and X; J phi of each carried value of H2.
    let mut dphi: HashMap<Value, Value> = HashMap::new();
    let mut tphi: HashMap<Value, Value> = HashMap::new();
    for (k, &(v, _, _)) in phis1.iter().chain(&phis2).enumerate() {
        if k >= phis1.len() && shared.iter().any(|x| x.1 == k - phis1.len()) {
            continue;
        }
        let t = ty(m, v);
        dphi.insert(v, new_phi(m, head, t)?);
        if k >= phis1.len() || shared.iter().any(|x| x.0 == k) {
            tphi.insert(v, new_phi(m, dispatch, t)?);
        }
    }
    for &(a, b) in &shared {
        let (d, t) = (dphi[&phis1[a].0], tphi[&phis1[a].0]);
        dphi.insert(phis2[b].0, d);
        tphi.insert(phis2[b].0, t);
    }
    for &v in q1.iter().chain(&xs) {
        let t = ty(m, v);
        dphi.insert(v, new_phi(m, head, t)?);
        tphi.insert(v, new_phi(m, dispatch, t)?);
    }
    let mut jphi2: HashMap<Value, Value> = HashMap::new();
    for &v in &q2 {
        let t = ty(m, v);
        jphi2.insert(v, new_phi(m, join, t)?);
    }
    let set = |xs: &[Value]| -> HashSet<Value> { xs.iter().copied().collect() };
    let (q1s, xss, q2s) = (set(&q1), set(&xs), set(&q2));
    let p1s: HashSet<Value> = phis1.iter().map(|x| x.0).collect();
    let p2s: HashSet<Value> = phis2.iter().map(|x| x.0).collect();
    // What a value reads in a zone after the fusion.
    // (A shared phi is read through its T phi after `T`, in both bodies, so their merge needs
    // no `select` for it.)
    let at = |v: Value, z: Zone| -> Value {
        if p1s.contains(&v) {
            return match tphi.get(&v) {
                Some(&t) if !matches!(z, Zone::Head1 | Zone::Between) => t,
                _ => dphi[&v],
            };
        }
        if p2s.contains(&v) {
            return tphi[&v];
        }
        if q1s.contains(&v) && !matches!(z, Zone::Head1 | Zone::Between) {
            return tphi[&v];
        }
        if xss.contains(&v) && z != Zone::Between {
            return tphi[&v];
        }
        if q2s.contains(&v) && z == Zone::After {
            return jphi2[&v];
        }
        v
    };
    for &(v, u, k, z) in &rewrites {
        let nv = at(v, z);
        m.funcs[fid].insts[u].args[k as usize] = nv;
    }
    let (t, fl) = {
        let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(join));
        (fb.iconst(i1, 1), fb.iconst(i1, 0))
    };
    let poison = |m: &mut Module, v: Value| {
        let t = ty(m, v);
        FuncBuilder::new(m, fid, InsertPoint::BlockEnd(join)).poison(t)
    };
    // J's edges: L1's latch, L2's latch, S2, S1'; T's: H1, X, D.
    let jedges = [l1.latch, l2.latch, s2, never];
    let tedges = [l1.header, x, head];
    let add_j = |m: &mut Module, of: Value, vals: [Value; 4]| -> Result<Value, TransformError> {
        let inc: Vec<(Value, Block)> = vals.into_iter().zip(jedges).collect();
        let t = ty(m, of);
        Ok(FuncBuilder::new(m, fid, InsertPoint::BlockStart(join)).phi(t, &inc)?)
    };
    let in1j = add_j(m, in1, [t, fl, fl, fl])?;
    let done = add_j(m, in1, [fl, fl, t, fl])?;
    // (D phi, entry from P1, entry from J) and (T phi, entries from H1, X, D).
    let mut dentries: Vec<(Value, Value, Value)> = vec![(in1, t, in1j)];
    let mut tentries: Vec<(Value, [Value; 3])> = vec![(w1, [t, fl, fl])];
    for (a, &(v, init, next)) in phis1.iter().enumerate() {
        let d = dphi[&v];
        let j = match shared.iter().find(|x| x.0 == a) {
            // one phi for both: H1's value in L1, H2's from the switch on
            Some(&(_, b)) => {
                let (_, init2, next2) = phis2[b];
                let tp = tphi[&v];
                tentries.push((tp, [d, at(init2, Zone::Between), d]));
                add_j(m, v, [at(next, Zone::Body1), at(next2, Zone::Second), tp, tp])?
            }
            None => add_j(m, v, [at(next, Zone::Body1), d, d, d])?,
        };
        dentries.push((d, init, j));
    }
    for (b, &(v, init, next)) in phis2.iter().enumerate() {
        if shared.iter().any(|x| x.1 == b) {
            continue;
        }
        let (d, tp) = (dphi[&v], tphi[&v]);
        let pz = poison(m, v);
        tentries.push((tp, [d, at(init, Zone::Between), d]));
        let j = add_j(m, v, [d, at(next, Zone::Second), tp, tp])?;
        dentries.push((d, pz, j));
    }
    for &v in &q1 {
        let (d, tp) = (dphi[&v], tphi[&v]);
        let pz = poison(m, v);
        tentries.push((tp, [v, v, d]));
        dentries.push((d, pz, tp));
    }
    for &v in &xs {
        let (d, tp) = (dphi[&v], tphi[&v]);
        let pz = poison(m, v);
        tentries.push((tp, [pz, v, d]));
        dentries.push((d, pz, tp));
    }
    for &v in &q2 {
        let pz = poison(m, v);
        fill(&mut m.funcs[fid], jphi2[&v], &[(pz, l1.latch), (pz, l2.latch), (v, s2), (pz, never)]);
    }
    let f = &mut m.funcs[fid];
    for (d, from_p1, from_j) in dentries {
        fill(f, d, &[(from_p1, l1.preheader), (from_j, join)]);
    }
    for (tp, vals) in tentries {
        let inc: Vec<(Value, Block)> = vals.into_iter().zip(tedges).collect();
        fill(f, tp, &inc);
    }
    // The old phis go; the edges move.
    for h in [l1.header, l2.header] {
        for i in f.phis(h) {
            f.detach_inst(i)?;
        }
    }
    retarget(f, l1.preheader, l1.header, head)?;
    retarget(f, l1.header, l1.body_entry, dispatch)?;
    retarget(f, l1.latch, l1.header, join)?;
    if !p.between.is_empty() {
        retarget(f, x, l2.header, dispatch)?;
    } else {
        retarget(f, l1.header, l2.header, x)?;
    }
    retarget(f, l2.latch, l2.header, join)?;
    retarget(f, l2.header, l2.exit, s2)?;
    for (b0, from, to) in [(l2.exit, l2.header, join), (l1.body_entry, l1.header, gate)] {
        for i in f.phis(b0) {
            for b in f.insts[i].blocks.iter_mut() {
                if *b == from {
                    *b = to;
                }
            }
        }
    }
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(head)).cond_br(in1, l1.header, dispatch)?;
    if p.between.is_empty() {
        FuncBuilder::new(m, fid, InsertPoint::BlockEnd(x)).br(dispatch)?;
    }
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(dispatch)).cond_br(w1, gate, l2.header)?;
    let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(gate));
    let always = fb.iconst(i1, 1);
    fb.cond_br(always, l1.body_entry, never)?;
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(never)).br(join)?;
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(s2)).br(join)?;
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(join)).cond_br(done, l2.exit, head)?;
    Ok(Fused { head, dispatch, join })
}
