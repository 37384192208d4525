//! CFG cleanup (`spec/pcfm.md`, step 7), run after the merging passes to a fixpoint:
//!
//! 1. *Same-target branches*: a conditional branch (or switch) whose targets are all one block
//!    becomes `br label %t`; the target's phis keep one entry for the block.
//! 2. *Trivial phis*: a phi whose incoming values are all one value `v` (ignoring entries that
//!    are the phi itself) is replaced by `v`, when `v` is not an instruction or its block
//!    dominates the phi's block (so every use stays dominated); a phi with a single entry is
//!    the special case of one incoming value.
//! 3. *Forwarding blocks*: a block `e` other than the entry holding only `br label %s` (`s != e`)
//!    has each predecessor `x` redirected to `s`, the phis of `s` receiving from `x` what they
//!    received from `e`. When `x` already branches to `s`, it is redirected only if every phi of
//!    `s` receives the same value from `x` and from `e` (otherwise the phis tell the two edges
//!    apart, and `e` stays). `e` is deleted once it has no predecessor.
//! 4. *Unreachable blocks* (from the entry) are deleted, with their entries in the phis of
//!    reachable blocks; uses of their values elsewhere (only possible in other unreachable
//!    blocks) are replaced by `poison` first.
//!
//! Invariant: each rule keeps a verifying module verifying, and each strictly shrinks the
//! function (fewer edges, phis, or blocks), so the fixpoint terminates.

use std::collections::{HashMap, HashSet};

use warpflow_analysis::cfg::FunctionCfg;
use warpflow_analysis::dominators::DomTree;
use warpflow_ir::{Block, FuncBuilder, FuncId, InsertPoint, InstKind, Module, NewIncoming, Value, ValueDef};

use crate::{Changed, Context, Remark, RemarkKind, TransformError};

/// How many times each rule fired.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CleanupStats {
    /// Branches folded to an unconditional branch (rule 1).
    pub branches_folded: usize,
    /// Phis replaced by their one value (rule 2).
    pub phis_removed: usize,
    /// Edges redirected around a forwarding block (rule 3).
    pub edges_forwarded: usize,
    /// Blocks deleted (forwarding blocks left without predecessors, unreachable blocks).
    pub blocks_deleted: usize,
}

impl CleanupStats {
    fn any(&self) -> bool {
        self.branches_folded + self.phis_removed + self.edges_forwarded + self.blocks_deleted > 0
    }
}

/// Runs the cleanup on every function of `m`.
pub fn run(m: &mut Module, _ctx: &Context) -> Result<Changed, TransformError> {
    let mut out = Changed::default();
    let fids: Vec<FuncId> = m.funcs.keys().collect();
    for fid in fids {
        if !m.funcs[fid].is_definition || m.funcs[fid].entry_block().is_none() {
            continue;
        }
        let s = cleanup_function(m, fid)?;
        if s.any() {
            out.touch(fid);
            out.remarks.push(Remark {
                pass: "cleanup".into(),
                kind: RemarkKind::Passed,
                name: "Simplified".into(),
                loc: None,
                function: m.func_name(fid).to_string(),
                message: format!(
                    "{} branches folded, {} phis removed, {} edges forwarded, {} blocks deleted",
                    s.branches_folded, s.phis_removed, s.edges_forwarded, s.blocks_deleted
                ),
            });
        }
    }
    Ok(out)
}

/// Runs the four rules on function `fid` until none applies.
pub fn cleanup_function(m: &mut Module, fid: FuncId) -> Result<CleanupStats, TransformError> {
    let mut stats = CleanupStats::default();
    loop {
        let mut progress = false;
        progress |= delete_unreachable(m, fid, &mut stats)?;
        progress |= fold_same_target_branches(m, fid, &mut stats);
        progress |= remove_trivial_phis(m, fid, &mut stats)?;
        progress |= forward_empty_blocks(m, fid, &mut stats)?;
        if !progress {
            return Ok(stats);
        }
    }
}

/// Rule 4: deletes the blocks not reachable from the entry.
pub fn delete_unreachable(
    m: &mut Module,
    fid: FuncId,
    stats: &mut CleanupStats,
) -> Result<bool, TransformError> {
    let f = &m.funcs[fid];
    let Some(entry) = f.entry_block() else { return Ok(false) };
    let mut seen: HashSet<Block> = HashSet::from([entry]);
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        for &s in f.successors(b) {
            if seen.insert(s) {
                stack.push(s);
            }
        }
    }
    let dead: Vec<Block> = f.block_order().filter(|b| !seen.contains(b)).collect();
    if dead.is_empty() {
        return Ok(false);
    }
    let defined: Vec<Value> =
        dead.iter().flat_map(|&b| f.block_insts(b).filter_map(|i| f.inst(i).result)).collect();
    // Entries of reachable phis for edges from dead blocks.
    for &b in &dead {
        let mut succs: Vec<Block> = m.funcs[fid].successors(b).to_vec();
        succs.sort_unstable();
        succs.dedup();
        for s in succs {
            if seen.contains(&s) {
                let n = m.funcs[fid].successors(b).iter().filter(|&&x| x == s).count();
                for _ in 0..n {
                    m.funcs[fid].remove_phi_incoming(s, b);
                }
            }
        }
    }
    // every use of a dead block's value becomes poison, in one scan for all of them
    let mut poison: HashMap<Value, Value> = HashMap::new();
    for v in defined {
        let ty = m.funcs[fid].values[v].ty;
        poison.insert(v, FuncBuilder::new(m, fid, InsertPoint::BlockEnd(entry)).poison(ty));
    }
    m.funcs[fid].replace_all_uses_by(&poison)?;
    let f = &mut m.funcs[fid];
    for &b in &dead {
        let insts: Vec<_> = f.block_insts(b).collect();
        for i in insts {
            f.detach_inst(i)?;
        }
    }
    f.delete_blocks(&dead)?;
    stats.blocks_deleted += dead.len();
    Ok(true)
}

/// Rule 1: `br i1 %c, label %t, label %t` (and switches with one target) become `br label %t`.
pub fn fold_same_target_branches(m: &mut Module, fid: FuncId, stats: &mut CleanupStats) -> bool {
    let mut changed = false;
    let blocks: Vec<Block> = m.funcs[fid].block_order().collect();
    for b in blocks {
        let f = &m.funcs[fid];
        let Some(t) = f.terminator(b) else { continue };
        let d = f.inst(t);
        if !matches!(d.kind, InstKind::Br | InstKind::Switch { .. }) || d.blocks.len() < 2 {
            continue;
        }
        let target = d.blocks[0];
        if d.blocks.iter().any(|&s| s != target) {
            continue;
        }
        let extra = d.blocks.len() - 1;
        // Its branch weights were one per successor (LLVM's verifier checks the count).
        let md = m.terminator_md_for(&d.md, 1);
        let f = &mut m.funcs[fid];
        let d = &mut f.insts[t];
        d.kind = InstKind::Br;
        d.args.clear();
        d.blocks = vec![target];
        d.md = md;
        for _ in 0..extra {
            f.remove_phi_incoming(target, b);
        }
        stats.branches_folded += 1;
        changed = true;
    }
    changed
}

/// Rule 2: replaces phis whose incoming values are one value (or the phi itself).
pub fn remove_trivial_phis(
    m: &mut Module,
    fid: FuncId,
    stats: &mut CleanupStats,
) -> Result<bool, TransformError> {
    let cfg = match FunctionCfg::new(m, &m.funcs[fid]) {
        Some(c) => c,
        None => return Ok(false),
    };
    let dom = DomTree::compute(cfg.graph());
    let f = &mut m.funcs[fid];
    let mut changed = false;
    let blocks: Vec<Block> = f.block_order().collect();
    for b in blocks {
        for p in f.phis(b) {
            let Some(r) = f.inst(p).result else { continue };
            let mut vals = f.inst(p).args.iter().copied().filter(|&v| v != r);
            let Some(v) = vals.next() else { continue };
            if vals.any(|w| w != v) {
                continue;
            }
            if let ValueDef::Inst(i) = f.values[v].def {
                let Some(db) = f.layout.inst_block(i) else { continue };
                let (Some(x), Some(y)) = (cfg.node(db), cfg.node(b)) else { continue };
                if db == b || !dom.dominates(x, y) {
                    continue;
                }
            }
            f.replace_uses_except(r, v, Some(p))?;
            f.detach_inst(p)?;
            stats.phis_removed += 1;
            changed = true;
        }
    }
    Ok(changed)
}

/// Rule 3: forwards the predecessors of blocks that only hold `br label %s`.
pub fn forward_empty_blocks(
    m: &mut Module,
    fid: FuncId,
    stats: &mut CleanupStats,
) -> Result<bool, TransformError> {
    let f = &mut m.funcs[fid];
    let entry = f.entry_block();
    let mut changed = false;
    let blocks: Vec<Block> = f.block_order().collect();
    // Every block's predecessors with the number of edges from each, from one scan, kept up
    // to date as edges are redirected and blocks deleted: `Function::predecessors` scans every
    // terminator, and calling it per forwarding block was quadratic (a chain of 40,000 empty
    // blocks: 22.6 s); so was removing a deleted block from a list, since the block it forwards
    // to gathers the predecessors of all of them (32,000 ladder rungs whose joins forward to
    // one exit: 8.7x the instructions of 8,000). A block's predecessors are read in layout
    // order, as `Function::predecessors` gives them.
    let position: HashMap<Block, usize> = blocks.iter().enumerate().map(|(k, &b)| (b, k)).collect();
    let mut pred_map: HashMap<Block, HashMap<Block, usize>> = HashMap::new();
    for (b, preds) in f.predecessors_of(|_| true) {
        let counts = pred_map.entry(b).or_default();
        for p in preds {
            *counts.entry(p).or_default() += 1;
        }
    }
    let mut dead: Vec<Block> = Vec::new();
    let preds_in_order = |pred_map: &HashMap<Block, HashMap<Block, usize>>, b: Block| {
        let mut v: Vec<Block> = pred_map.get(&b).map(|c| c.keys().copied().collect()).unwrap_or_default();
        v.sort_by_key(|p| position.get(p).copied().unwrap_or(usize::MAX));
        v
    };
    for e in blocks.iter().copied() {
        if Some(e) == entry || !f.layout.is_block_inserted(e) {
            continue;
        }
        let mut insts = f.block_insts(e).filter(|&i| !f.inst(i).kind.is_debug());
        let (Some(t), None) = (insts.next(), insts.next()) else { continue };
        let d = f.inst(t);
        if !matches!(d.kind, InstKind::Br) || d.blocks.len() != 1 || d.blocks[0] == e {
            continue;
        }
        let s = d.blocks[0];
        let from_e: Vec<Value> = f
            .phis(s)
            .into_iter()
            .map(|p| f.inst(p).phi_incoming().find(|&(_, ib)| ib == e).map(|(v, _)| v))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| TransformError::Verify(format!("a phi of {s} has no entry for {e}")))?;
        for x in preds_in_order(&pred_map, e) {
            if x == e {
                continue;
            }
            if f.successors(x).contains(&s) {
                let same =
                    f.phis(s).into_iter().zip(&from_e).all(|(p, &v)| {
                        f.inst(p).phi_incoming().filter(|&(_, ib)| ib == x).all(|(w, _)| w == v)
                    });
                if !same {
                    continue;
                }
            }
            let n = f.redirect_edge(x, e, s, &NewIncoming::Values(from_e.clone()))?;
            pred_map.entry(e).or_default().remove(&x);
            *pred_map.entry(s).or_default().entry(x).or_default() += n;
            stats.edges_forwarded += n;
            changed = true;
        }
        if pred_map.get(&e).is_none_or(|v| v.is_empty()) {
            pred_map.entry(s).or_default().remove(&e);
            let insts: Vec<_> = f.block_insts(e).collect();
            for i in insts {
                f.detach_inst(i)?;
            }
            f.remove_phi_incoming(s, e);
            dead.push(e);
            stats.blocks_deleted += 1;
        }
    }
    // Deleted together, checked once (one by one, each deletion scans the function). Until
    // then a dead block is empty and nothing branches to it, so the loop above skips it.
    f.delete_blocks(&dead)?;
    Ok(changed)
}
