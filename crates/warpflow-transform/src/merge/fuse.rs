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
//! - between the loops: either nothing (`H1` branches straight to `H2`) or one block `X`
//!   without phis whose only predecessor is `H1` and which ends with `br H2`;
//! - loop `L2` with header `H2`, the same shape, entered from `P2` (`X`, or `H1`) and its latch
//!   only, exiting to `E`;
//! - no convergent operation ([`super::is_convergent`]) in `L1`, `X` or `L2`.
//!
//! [`apply`] builds one loop with a new header `D` and a new latch `J`:
//!
//! ```text
//! P1 -> D;  D: phis; br %in1, H1, H2
//! H1 (its phis moved to D): ...; br c1, B1, S1       L1's latch -> J
//! S1 (X, or a new empty block): ...; br J
//! H2 (its phis moved to D): ...; br c2, B2, S2       L2's latch -> J
//! S2 (new, empty): br J
//! J: phis; br %done, E, D
//! ```
//!
//! (a header branching to its exit on `true` gets its condition negated, so both headers
//! branch to the body first). `%in1` is `true` from `P1` and from `L1`'s latch, `false`
//! from `S1`, `L2`'s latch and `S2`; `%done` is `true` from `S2` only. Every phi of `H1`
//! becomes a phi of `D` (its entry from `P1` as before, from `J` a phi of `J` taking the
//! latch's value from `L1`'s latch and the `D` phi itself on the other three edges); every phi
//! of `H2` likewise (`poison` from `P1`, its entry from `P2` on the edge from `S1`, its latch's
//! value from `L2`'s latch, itself on the two others). A value defined in `H1` or `X` and used
//! in `L2` or after it is carried the same way (a `D` phi, `poison` until it is defined), and
//! those uses read the `D` phi; a value defined in `H2` and used after `L2` is carried by a
//! `J` phi (its value from `L2`'s latch and `S2`), and those uses read it. `E`'s phi entries
//! for `H2` become entries for `J`.
//!
//! Shared state: a phi of `H1` read nowhere after `L1` (but by the entries of `H2`'s phis from
//! `P2`) shares its `D` phi with a phi of `H2` of the same type (first come, each once): the
//! shared phi takes `H1`'s latch value from `L1`'s latch, `H2`'s entry from `P2` on the `S1`
//! edge (computed from `H1`'s values, which the `D` phis still hold during the switch pass),
//! `H2`'s latch value from `L2`'s latch. It holds `H1`'s phi while the lane is in `L1`, where
//! `H2`'s is not yet defined, and `H2`'s from the switch on, where `H1`'s is dead; so the two
//! bodies read the same counter (`i` and `j`, `k` and `k`) and their merge needs no `select`
//! for it.
//!
//! Invariant (why a lane computes what it computed before): the lane's original path is
//! `P1 (H1 B1..)* H1 X (H2 B2..)* H2 E`. In the fused loop it is `P1 D (H1 B1.. J D)* H1 S1 J D
//! (H2 B2.. J D)* H2 S2 J E`: the same blocks in the same order, with only `D`, `J`, `S1`
//! (when new) and `S2` added, which hold phis and branches. So every lane executes exactly
//! its original instructions in the original order, with one extra pass through `D` and `J`
//! at the switch from `L1` to `L2`. `%in1` is `true` exactly while the lane is in `L1`
//! (set on the edges that continue `L1`, cleared on every edge after `H1` exited), `%done`
//! exactly on the edge that left `L2`. Each `D` phi holds, on entry to `D`, the value its
//! original counterpart holds at that point of the original path: the phis of `H1` take the
//! latch value when `L1` continues and keep their last value afterwards (`H1`'s phis were not
//! read again, or read their last value, after `L1`); the phis of `H2` take their entry from
//! `P2` when `L2` starts (the `S1` edge) and the latch value when it continues; a value of
//! `H1` or `X` is defined on every path before the switch and read, through its phi, only
//! after it. A value of `H2` is used after `L2` only on the path `H2 S2 J E`, where the `J`
//! phi has it. Dominance: `D` dominates the loop, `J` and `E`; `H1` dominates `L1` and `S1`;
//! `H2` dominates `L2` and `S2`, so each rewritten use reads a value that dominates it. No
//! operation is speculated or moved; the fused loop holds no convergent operation, so the new
//! control dependences of its instructions change no communication between lanes.
//!
//! The branch in `D` is then a single-entry region with join `J`, whose sides have the same
//! outline (`H1 -> B1.. | S1`, `H2 -> B2.. | S2`, all leaving to `J`): the driver merges it as
//! PCFM merges any region (isomorphic sides block by block, else pieces), the two bodies
//! becoming one with `select`s on `%in1`. The fusion is kept only when that merge is made and
//! the judge keeps it ([`super::judge`]); otherwise the function is restored. Branch fusion
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
    /// The block between the loops, if any (`first.exit`, branching to `second.header`).
    pub between: Option<Block>,
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
    if header(exit) || straight.is_some_and(|d| d.blocks.len() == 1 && header(d.blocks[0])) {
        Ok(())
    } else {
        Err(FuseShape::NoSecondLoop)
    }
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
    let (between, h2) = if is_loop_header(cfg, an, x) {
        (None, x)
    } else {
        let t = f.terminator(x).ok_or(FuseShape::NoSecondLoop)?;
        let d = f.inst(t);
        if !matches!(d.kind, InstKind::Br) || d.blocks.len() != 1 || !is_loop_header(cfg, an, d.blocks[0]) {
            return Err(FuseShape::NoSecondLoop);
        }
        if cfg.pred_blocks(x) != [h1] || !f.phis(x).is_empty() {
            return Err(FuseShape::Between);
        }
        (Some(x), d.blocks[0])
    };
    let second = while_loop(f, cfg, an, h2).map_err(|e| FuseShape::Second(Box::new(e)))?;
    if second.preheader != between.unwrap_or(h1) {
        return Err(FuseShape::Between);
    }
    let mut all: Vec<Block> = vec![first.header];
    all.extend(&first.body);
    all.extend(between);
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

/// The blocks and branch of a fused loop made by [`apply`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fused {
    /// The new header `D`, ending with the branch on `%in1`.
    pub head: Block,
    /// The new latch `J`.
    pub join: Block,
}

/// Where a use (or a phi entry's edge) lies, for the rewriting of [`apply`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Zone {
    First,
    Between,
    Second,
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
    let zone_of: HashMap<Block, Zone> = std::iter::once(l1.header)
        .chain(l1.body.iter().copied())
        .map(|b| (b, Zone::First))
        .chain(p.between.map(|b| (b, Zone::Between)))
        .chain(std::iter::once(l2.header).chain(l2.body.iter().copied()).map(|b| (b, Zone::Second)))
        .collect();
    let zone = |b: Block| zone_of.get(&b).copied().unwrap_or(Zone::After);
    // What each block's values and phis were, before any edit.
    let f = &m.funcs[fid];
    let entry = |phi: Inst, from: Block| f.inst(phi).phi_incoming().find(|e| e.1 == from).map(|e| e.0);
    let phis1: Vec<(Value, Value, Value)> = f
        .phis(l1.header)
        .into_iter()
        .map(|i| {
            let r = f.inst(i).result.expect("a phi has a result");
            (r, entry(i, l1.preheader).expect("preheader entry"), entry(i, l1.latch).expect("latch entry"))
        })
        .collect();
    let phis2: Vec<(Value, Value, Value)> = f
        .phis(l2.header)
        .into_iter()
        .map(|i| {
            let r = f.inst(i).result.expect("a phi has a result");
            (r, entry(i, l2.preheader).expect("preheader entry"), entry(i, l2.latch).expect("latch entry"))
        })
        .collect();
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
        zone(b)
    };
    let carried = |v: Value, home: &[Zone]| uses[v].iter().any(|&(u, k)| !home.contains(&use_zone(u, k)));
    let q1: Vec<Value> =
        values_of(l1.header).into_iter().filter(|&v| carried(v, &[Zone::First, Zone::Between])).collect();
    let xs: Vec<Value> = p
        .between
        .map(values_of)
        .unwrap_or_default()
        .into_iter()
        .filter(|&v| carried(v, &[Zone::Between]))
        .collect();
    let q2: Vec<Value> = values_of(l2.header).into_iter().filter(|&v| carried(v, &[Zone::Second])).collect();
    // Phis of H1 not read after L1 (but by H2's entries from P2) share their D phi with a phi
    // of H2 of the same type: (index in phis1, index in phis2).
    let dead_after =
        |v: Value| uses[v].iter().all(|&(u, k)| matches!(use_zone(u, k), Zone::First | Zone::Between));
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
    for &(v, _, _) in phis1.iter().chain(&phis2) {
        rewrites.extend(uses[v].iter().map(|&(u, k)| (v, u, k, use_zone(u, k))));
    }
    for &v in q1.iter().chain(&xs).chain(&q2) {
        rewrites.extend(uses[v].iter().map(|&(u, k)| (v, u, k, use_zone(u, k))));
    }
    // New blocks.
    let head_name = names.fresh(m, "fused");
    let join_name = names.fresh(m, "fused.latch");
    let f = &mut m.funcs[fid];
    let head = f.create_block(Some(head_name), f.layout.prev_block(l1.header))?;
    let last2 = *l2
        .body
        .iter()
        .chain(std::iter::once(&l2.header))
        .max_by_key(|&&b| f.block_order().position(|x| x == b).unwrap_or(0))
        .expect("a block");
    let join = f.create_block(Some(join_name), Some(last2))?;
    let s1 = match p.between {
        Some(x) => x,
        None => {
            let name = names.fresh(m, "fused.switch");
            m.funcs[fid].create_block(Some(name), Some(l1.latch))?
        }
    };
    let name = names.fresh(m, "fused.exit");
    let s2 = m.funcs[fid].create_block(Some(name), Some(l2.latch))?;
    // The phis of D (filled below) and of J.
    let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(head));
    let in1 = fb.phi(i1, &[])?;
    let mut dphi: HashMap<Value, Value> = HashMap::new();
    for (k, &(v, _, _)) in phis1.iter().chain(&phis2).enumerate() {
        if k >= phis1.len() && shared.iter().any(|x| x.1 == k - phis1.len()) {
            continue;
        }
        let ty = fb.ty(v);
        dphi.insert(v, fb.phi(ty, &[])?);
    }
    for &(a, b) in &shared {
        let d = dphi[&phis1[a].0];
        dphi.insert(phis2[b].0, d);
    }
    for &v in q1.iter().chain(&xs) {
        let ty = fb.ty(v);
        dphi.insert(v, fb.phi(ty, &[])?);
    }
    let (q1s, xss): (HashSet<Value>, HashSet<Value>) =
        (q1.iter().copied().collect(), xs.iter().copied().collect());
    let q2s: HashSet<Value> = q2.iter().copied().collect();
    let p1s: HashSet<Value> = phis1.iter().map(|x| x.0).collect();
    let p2s: HashSet<Value> = phis2.iter().map(|x| x.0).collect();
    // J's phis for the values of H2 used after L2, created empty first.
    let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(join));
    let mut jphi2: HashMap<Value, Value> = HashMap::new();
    for &v in &q2 {
        let ty = fb.ty(v);
        jphi2.insert(v, fb.phi(ty, &[])?);
    }
    // What a value reads in a zone after the fusion.
    let at = |v: Value, z: Zone| -> Value {
        if p1s.contains(&v) || p2s.contains(&v) {
            return dphi[&v];
        }
        if q1s.contains(&v) && matches!(z, Zone::Second | Zone::After) {
            return dphi[&v];
        }
        if xss.contains(&v) && z != Zone::Between {
            return dphi[&v];
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
    // J's phis (edges: L1's latch, S1, L2's latch, S2) and D's entries.
    let (t, fl) = {
        let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(join));
        (fb.iconst(i1, 1), fb.iconst(i1, 0))
    };
    let edges = [l1.latch, s1, l2.latch, s2];
    let add = |m: &mut Module, ty_of: Value, vals: [Value; 4]| -> Result<Value, TransformError> {
        let inc: Vec<(Value, Block)> = vals.into_iter().zip(edges).collect();
        let ty = m.funcs[fid].value_type(ty_of);
        Ok(FuncBuilder::new(m, fid, InsertPoint::BlockStart(join)).phi(ty, &inc)?)
    };
    let in1j = add(m, in1, [t, fl, fl, fl])?;
    let done = add(m, in1, [fl, fl, fl, t])?;
    let poison = |m: &mut Module, v: Value| {
        let ty = m.funcs[fid].value_type(v);
        FuncBuilder::new(m, fid, InsertPoint::BlockEnd(join)).poison(ty)
    };
    let mut dentries: Vec<(Value, Value, Value)> = vec![(in1, t, in1j)];
    for (a, &(v, init, next)) in phis1.iter().enumerate() {
        let d = dphi[&v];
        let j = match shared.iter().find(|x| x.0 == a) {
            // one phi for both: H1's value in L1, H2's from the switch on
            Some(&(_, b)) => {
                let (_, init2, next2) = phis2[b];
                add(m, v, [at(next, Zone::First), at(init2, Zone::Between), at(next2, Zone::Second), d])?
            }
            None => add(m, v, [at(next, Zone::First), d, d, d])?,
        };
        dentries.push((d, init, j));
    }
    for (b, &(v, init, next)) in phis2.iter().enumerate() {
        if shared.iter().any(|x| x.1 == b) {
            continue;
        }
        let d = dphi[&v];
        let pz = poison(m, v);
        let j = add(m, v, [d, at(init, Zone::Between), at(next, Zone::Second), d])?;
        dentries.push((d, pz, j));
    }
    for &v in &q1 {
        let d = dphi[&v];
        let pz = poison(m, v);
        let j = add(m, v, [v, v, d, d])?;
        dentries.push((d, pz, j));
    }
    for &v in &xs {
        let d = dphi[&v];
        let pz = poison(m, v);
        let j = add(m, v, [pz, v, d, d])?;
        dentries.push((d, pz, j));
    }
    for &v in &q2 {
        let jp = jphi2[&v];
        let pz = poison(m, v);
        let ji = m.funcs[fid].value_inst(jp).expect("a phi");
        let d = &mut m.funcs[fid].insts[ji];
        for (x, b) in [pz, pz, v, v].into_iter().zip(edges) {
            d.args.push(x);
            d.blocks.push(b);
        }
    }
    let f = &mut m.funcs[fid];
    for (d, from_p1, from_j) in dentries {
        let di = f.value_inst(d).expect("a phi");
        let data = &mut f.insts[di];
        data.args.extend([from_p1, from_j]);
        data.blocks.extend([l1.preheader, join]);
    }
    // The old phis go; the edges move.
    for h in [l1.header, l2.header] {
        for i in f.phis(h) {
            f.detach_inst(i)?;
        }
    }
    retarget(f, l1.preheader, l1.header, head)?;
    retarget(f, l1.latch, l1.header, join)?;
    if p.between.is_some() {
        retarget(f, s1, l2.header, join)?;
    } else {
        retarget(f, l1.header, l2.header, s1)?;
    }
    retarget(f, l2.latch, l2.header, join)?;
    retarget(f, l2.header, l2.exit, s2)?;
    for i in f.phis(l2.exit) {
        for b in f.insts[i].blocks.iter_mut() {
            if *b == l2.header {
                *b = join;
            }
        }
    }
    let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockEnd(head));
    fb.cond_br(in1, l1.header, l2.header)?;
    if p.between.is_none() {
        FuncBuilder::new(m, fid, InsertPoint::BlockEnd(s1)).br(join)?;
    }
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(s2)).br(join)?;
    FuncBuilder::new(m, fid, InsertPoint::BlockEnd(join)).cond_br(done, l2.exit, head)?;
    Ok(Fused { head, join })
}
