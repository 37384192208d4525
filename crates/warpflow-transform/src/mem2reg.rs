//! Promotion of stack slots to SSA values (what LLVM's `mem2reg` does), so that the analyses see
//! `-O0` code the way they see optimised code: clang at `-O0` spills every argument and local to
//! an `alloca` and reloads it at every use, and a load from per-thread memory is a source of
//! divergence for the uniformity analysis.
//!
//! An `alloca` of type `T` (no array size, or the constant 1) is *promotable* when every use of
//! its address is the pointer operand of a simple (non-volatile, non-atomic) `load` of type `T`
//! or of a simple `store` of a `T` value, and no `metadata` wrapper refers to it. For each
//! promotable slot, phis are placed at the iterated dominance frontier of the blocks that store
//! to it (Cytron et al.), then a walk of the dominator tree replaces each load by the value
//! reaching it (`poison` before the first store, as LLVM does for `undef` memory). The loads,
//! stores and the `alloca` leave the layout. Loads in blocks the entry does not reach become
//! `poison`. Phi entries follow the CFG edges one by one (a multi-edge gets equal entries).
//!
//! Instruction ids of the remaining instructions do not change, so a map from instructions to
//! lines of the original text stays valid for them.

use std::collections::HashMap;

use warpflow_analysis::cfg::FunctionCfg;
use warpflow_analysis::dominators::DomTree;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_ir::{
    ConstKind, FuncBuilder, FuncId, InsertPoint, Inst, InstKind, MetaArg, Module, Type, Value, ValueDef,
};

use crate::{Changed, Context, Remark, RemarkKind, TransformError};

/// Promotes the promotable `alloca`s of every defined function of `m`.
pub fn run(m: &mut Module, _ctx: &Context) -> Result<Changed, TransformError> {
    let ids: Vec<FuncId> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
    let mut out = Changed::default();
    for fid in ids {
        let n = promote_function(m, fid)?;
        if n > 0 {
            out.changed = true;
            out.remarks.push(Remark {
                pass: "mem2reg".into(),
                kind: RemarkKind::Passed,
                name: "Promoted".into(),
                loc: None,
                function: m.func_name(fid).to_string(),
                message: format!("promoted {n} alloca{}", if n == 1 { "" } else { "s" }),
            });
        }
    }
    Ok(out)
}

struct Slot {
    alloca: Inst,
    ty: Type,
    loads: Vec<Inst>,
    stores: Vec<Inst>,
}

/// The promotable slots of `fid`.
fn promotable(m: &Module, fid: FuncId) -> Vec<Slot> {
    let f = &m.funcs[fid];
    let mut slots: Vec<Slot> = Vec::new();
    let mut index: HashMap<Value, usize> = HashMap::new();
    for b in f.block_order() {
        for i in f.block_insts(b) {
            let d = f.inst(i);
            if let InstKind::Alloca { ty, inalloca: false, .. } = d.kind {
                let one = match d.args.as_slice() {
                    [] => true,
                    [n] => {
                        f.value_const(*n).is_some_and(|c| matches!(m.const_data(c).kind, ConstKind::Int(1)))
                    }
                    _ => false,
                };
                if let (true, Some(r)) = (one, d.result) {
                    index.insert(r, slots.len());
                    slots.push(Slot { alloca: i, ty, loads: Vec::new(), stores: Vec::new() });
                }
            }
        }
    }
    let mut ok = vec![true; slots.len()];
    for b in f.block_order() {
        for i in f.block_insts(b) {
            let d = f.inst(i);
            for (k, a) in d.args.iter().enumerate() {
                let Some(&s) = index.get(a) else { continue };
                let simple = |mi: &warpflow_ir::inst::MemInfo| !mi.volatile && mi.atomic.is_none();
                match &d.kind {
                    InstKind::Load(mi)
                        if k == 0 && simple(mi) && d.result.map(|r| f.values[r].ty) == Some(slots[s].ty) =>
                    {
                        slots[s].loads.push(i)
                    }
                    InstKind::Store(mi)
                        if k == 1
                            && simple(mi)
                            && f.values[d.args[0]].ty == slots[s].ty
                            && d.args[0] != *a =>
                    {
                        slots[s].stores.push(i)
                    }
                    _ => ok[s] = false,
                }
            }
        }
    }
    // Metadata wrappers (`metadata ptr %x`, for example of `#dbg_declare` calls) keep a slot.
    for v in f.values.values() {
        if let ValueDef::Meta(MetaArg::Value(w)) = v.def {
            if let Some(&s) = index.get(&w) {
                ok[s] = false;
            }
        }
    }
    slots.into_iter().zip(ok).filter(|(_, ok)| *ok).map(|(s, _)| s).collect()
}

/// Promotes the promotable slots of `fid`; returns how many.
pub fn promote_function(m: &mut Module, fid: FuncId) -> Result<usize, TransformError> {
    let slots = promotable(m, fid);
    if slots.is_empty() {
        return Ok(0);
    }
    let Some(cfg) = FunctionCfg::new(m, &m.funcs[fid]) else { return Ok(0) };
    let dom = DomTree::compute(&cfg);
    let n = cfg.node_count();
    // Dominance frontiers (Cooper, Harvey, Kennedy).
    let mut df: Vec<Vec<u32>> = vec![Vec::new(); n];
    for v in 0..n as u32 {
        let v = NodeId(v);
        if !dom.is_reachable(v) || cfg.preds(v).len() < 2 {
            continue;
        }
        let Some(idom) = dom.idom(v) else { continue };
        for &p in cfg.preds(v) {
            let mut r = p;
            while dom.is_reachable(r) && r != idom {
                if df[r.index()].last() != Some(&v.0) {
                    df[r.index()].push(v.0);
                }
                match dom.idom(r) {
                    Some(x) => r = x,
                    None => break,
                }
            }
        }
    }
    // Which slot each load/store belongs to.
    let mut load_slot: HashMap<Inst, usize> = HashMap::new();
    let mut store_slot: HashMap<Inst, usize> = HashMap::new();
    for (s, slot) in slots.iter().enumerate() {
        load_slot.extend(slot.loads.iter().map(|&i| (i, s)));
        store_slot.extend(slot.stores.iter().map(|&i| (i, s)));
    }
    // Phi placement at the iterated dominance frontier of the storing blocks.
    let poison: Vec<Value> = slots
        .iter()
        .map(|s| FuncBuilder::new(m, fid, InsertPoint::BlockEnd(cfg.block(NodeId(0)))).poison(s.ty))
        .collect();
    let mut phi_slot: HashMap<Inst, usize> = HashMap::new();
    let mut phis_at: Vec<Vec<(Inst, usize)>> = vec![Vec::new(); n];
    let mut mark = vec![usize::MAX; n];
    for (s, slot) in slots.iter().enumerate() {
        let f = &m.funcs[fid];
        let mut work: Vec<u32> = Vec::new();
        let mut in_work = vec![false; n];
        for &st in &slot.stores {
            if let Some(v) = f.layout.inst_block(st).and_then(|b| cfg.node(b)) {
                if !in_work[v.index()] {
                    in_work[v.index()] = true;
                    work.push(v.0);
                }
            }
        }
        let mut placed = Vec::new();
        while let Some(v) = work.pop() {
            for &w in &df[v as usize] {
                if mark[w as usize] != s {
                    mark[w as usize] = s;
                    placed.push(w);
                    if !in_work[w as usize] {
                        in_work[w as usize] = true;
                        work.push(w);
                    }
                }
            }
        }
        for w in placed {
            let b = cfg.block(NodeId(w));
            let mut fb = FuncBuilder::new(m, fid, InsertPoint::BlockStart(b));
            let v = fb.phi(slot.ty, &[])?;
            let p = m.funcs[fid].value_inst(v).expect("phi just built");
            phi_slot.insert(p, s);
            phis_at[w as usize].push((p, s));
        }
    }
    // Renaming: walk the dominator tree with the current value of each slot (undo log).
    let f = &mut m.funcs[fid];
    let mut cur: Vec<Value> = poison.clone();
    let mut repl: HashMap<Value, Value> = HashMap::new();
    let mut undo: Vec<(usize, Value)> = Vec::new();
    enum Step {
        Enter(NodeId),
        Leave(usize),
    }
    let mut stack = vec![Step::Enter(dom.root())];
    let mut visited = vec![false; n];
    let add_incoming = |f: &mut warpflow_ir::Function, v: NodeId, cur: &[Value]| {
        let b = cfg.block(v);
        for &s in cfg.succs(v) {
            for &(p, k) in &phis_at[s.index()] {
                f.insts[p].args.push(cur[k]);
                f.insts[p].blocks.push(b);
            }
        }
    };
    while let Some(step) = stack.pop() {
        let v = match step {
            Step::Leave(mark) => {
                while undo.len() > mark {
                    let (k, old) = undo.pop().expect("len checked");
                    cur[k] = old;
                }
                continue;
            }
            Step::Enter(v) => v,
        };
        visited[v.index()] = true;
        stack.push(Step::Leave(undo.len()));
        let b = cfg.block(v);
        let insts: Vec<Inst> = f.block_insts(b).collect();
        for i in insts {
            if let Some(&k) = phi_slot.get(&i) {
                undo.push((k, cur[k]));
                cur[k] = f.inst(i).result.expect("phi has a result");
            } else if let Some(&k) = load_slot.get(&i) {
                if let Some(r) = f.inst(i).result {
                    repl.insert(r, cur[k]);
                }
            } else if let Some(&k) = store_slot.get(&i) {
                let mut x = f.inst(i).args[0];
                while let Some(&y) = repl.get(&x) {
                    x = y;
                }
                undo.push((k, cur[k]));
                cur[k] = x;
            }
        }
        add_incoming(f, v, &cur);
        for &c in dom.children(v).iter().rev() {
            stack.push(Step::Enter(c));
        }
    }
    // Blocks the entry does not reach: their loads read poison, their edges carry poison.
    for v in 0..n as u32 {
        let v = NodeId(v);
        if visited[v.index()] {
            continue;
        }
        let insts: Vec<Inst> = f.block_insts(cfg.block(v)).collect();
        for i in insts {
            if let (Some(&k), Some(r)) = (load_slot.get(&i), f.inst(i).result) {
                repl.insert(r, poison[k]);
            }
        }
        add_incoming(f, v, &poison);
    }
    // Rewrite every operand through the replacements (chains resolved), then drop the
    // loads, stores and slots.
    let resolve = |mut x: Value| {
        let mut steps = 0;
        while let Some(&y) = repl.get(&x) {
            x = y;
            steps += 1;
            if steps > repl.len() {
                break;
            }
        }
        x
    };
    for (_, d) in f.insts.iter_mut() {
        for a in d.args.iter_mut() {
            if repl.contains_key(a) {
                *a = resolve(*a);
            }
        }
    }
    for d in f.values.values_mut() {
        if let ValueDef::Meta(MetaArg::Value(w)) = d.def {
            if repl.contains_key(&w) {
                d.def = ValueDef::Meta(MetaArg::Value(resolve(w)));
            }
        }
    }
    for slot in &slots {
        for &i in slot.loads.iter().chain(&slot.stores).chain(std::iter::once(&slot.alloca)) {
            f.detach_inst(i)?;
        }
    }
    Ok(slots.len())
}
