//! Promotion of stack slots to SSA values (what LLVM's `mem2reg` does), below the analyses so
//! that they see `-O0` code the way they see optimised code: clang at `-O0` spills every argument
//! and local to an `alloca` and reloads it at every use, and a load from per-thread memory is a
//! source of divergence for the uniformity analysis. [`crate::session::ModuleSession`] owns the
//! one promoted view of a module; the `mem2reg` pass of `warpflow-transform` is a thin wrapper
//! that promotes a module in place.
//!
//! An `alloca` of type `T` (no array size, or the constant 1) is *promotable* when every use of
//! its address is the pointer operand of a simple (non-volatile, non-atomic) `load` of type `T`
//! or of a simple `store` of a `T` value, an `llvm.lifetime.start`/`end` marker, a debug
//! record, or an `addrspacecast` whose uses are all of these kinds too (clang at `-O0` for HIP
//! on amdgcn reaches every local through a cast of its `addrspace(5)` slot to a flat pointer;
//! the cast names the same memory, so a load through it reads what the last store through
//! either wrote), and no `metadata` wrapper refers to it or to such a cast. For each promotable slot, phis are placed at
//! the iterated dominance frontier of the blocks that store to it (Cytron et al.), then a walk
//! of the dominator tree replaces each load by the value reaching it (`poison` before the first
//! store, as LLVM does for `undef` memory). The loads, stores, markers, debug records and the
//! `alloca` leave the layout. Loads in blocks the entry does not reach become `poison`. Phi
//! entries follow the CFG edges one by one (a multi-edge gets equal entries).
//!
//! Markers and debug records are no code, so dropping them changes no lane's results: a
//! lifetime marker says when the slot is dead, and with the slot gone there is nothing to be
//! dead (clang emits them at `-O1` and above, and so in the early placement's
//! `-O3 -Xclang -disable-llvm-passes` code, where they kept 12 of `merge_sort`'s 17 slots in
//! memory). A `#dbg_declare` of the slot (every local at `-O0 -g`, which kept every slot in
//! memory) becomes, as in LLVM's `mem2reg`, a `#dbg_value` of the stored value after each
//! store and of each placed phi, with the declaration's variable, expression and location;
//! other records naming the slot's address (`#dbg_assign`, `#dbg_value` of the pointer) are
//! dropped, which loses only what a debugger shows.
//!
//! Block ids and the ids of the remaining instructions do not change, so a map from
//! instructions to lines of the original text stays valid for them. Promotion only adds to the
//! module's shared pools (constants, types, strings).

use std::collections::HashMap;

use warpflow_ir::{
    CastOp, ConstKind, DbgRecordKind, FuncBuilder, FuncId, Function, InsertPoint, Inst, InstKind, MetaArg,
    Module, MutateError, Type, Value, ValueDef,
};
use warpflow_target::builtins::lookup_any_target;
use warpflow_target::BuiltinOp;

use crate::cfg::FunctionCfg;
use crate::dominators::DomTree;
use crate::graph::{Graph, NodeId};

/// Promotes the promotable `alloca`s of every defined function of `m`; returns, per function
/// in module order, how many slots were promoted (functions with none left out).
pub fn promote_module(m: &mut Module) -> Result<Vec<(FuncId, usize)>, MutateError> {
    let ids: Vec<FuncId> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
    let mut out = Vec::new();
    for fid in ids {
        let n = promote_function(m, fid)?;
        if n > 0 {
            out.push((fid, n));
        }
    }
    Ok(out)
}

struct Slot {
    alloca: Inst,
    ty: Type,
    loads: Vec<Inst>,
    stores: Vec<Inst>,
    /// Lifetime markers and debug records of the slot's address: dropped with it.
    markers: Vec<Inst>,
    /// `#dbg_declare` records of the slot: each becomes `#dbg_value`s of the values it holds.
    declares: Vec<Inst>,
    /// `addrspacecast`s of the slot's address (and of those), in the order found: dropped
    /// after the accesses through them, last first.
    aliases: Vec<Inst>,
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
                    slots.push(Slot {
                        alloca: i,
                        ty,
                        loads: Vec::new(),
                        stores: Vec::new(),
                        markers: Vec::new(),
                        declares: Vec::new(),
                        aliases: Vec::new(),
                    });
                }
            }
        }
    }
    // Address-space casts of a slot's address name the same memory (clang at -O0 for HIP reaches
    // every local through `addrspacecast ptr addrspace(5) %x to ptr`): their uses count as uses
    // of the slot. Found to a fixed point, so a cast of a cast is one too.
    let mut found = true;
    while found {
        found = false;
        for b in f.block_order() {
            for i in f.block_insts(b) {
                let d = f.inst(i);
                if let (InstKind::Cast { op: CastOp::AddrSpaceCast, .. }, [a], Some(r)) =
                    (&d.kind, d.args.as_slice(), d.result)
                {
                    if let Some(&s) = index.get(a).filter(|_| !index.contains_key(&r)) {
                        index.insert(r, s);
                        slots[s].aliases.push(i);
                        found = true;
                    }
                }
            }
        }
    }
    let mut ok = vec![true; slots.len()];
    for b in f.block_order() {
        for i in f.block_insts(b) {
            let d = f.inst(i);
            if let InstKind::Cast { op: CastOp::AddrSpaceCast, .. } = d.kind {
                if d.result.is_some_and(|r| index.contains_key(&r)) {
                    continue;
                }
            }
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
                    InstKind::DbgRecord(r) if r.kind == DbgRecordKind::Declare && k == 0 => {
                        slots[s].declares.push(i)
                    }
                    InstKind::DbgRecord(_) => slots[s].markers.push(i),
                    InstKind::Call(_) if k > 0 && is_lifetime_marker(m, f, i) => slots[s].markers.push(i),
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

/// Whether `i` calls `llvm.lifetime.start`/`end` (the target model's [`BuiltinOp::Lifetime`]).
fn is_lifetime_marker(m: &Module, f: &Function, i: Inst) -> bool {
    m.direct_callee(f, i)
        .and_then(|g| lookup_any_target(m.func_name(g)))
        .is_some_and(|e| e.op == BuiltinOp::Lifetime)
}

/// Promotes the promotable slots of `fid`; returns how many.
pub fn promote_function(m: &mut Module, fid: FuncId) -> Result<usize, MutateError> {
    promote_slots(m, fid, promotable(m, fid))
}

/// Promotes `fid` in place when it has a slot to promote; returns the body as it was before,
/// or `None` (and no copy is made) when there is none. Promotion adds to the module's pools,
/// so both bodies are valid in `m`.
pub(crate) fn promote_keeping(m: &mut Module, fid: FuncId) -> Result<Option<Function>, MutateError> {
    let slots = promotable(m, fid);
    if slots.is_empty() {
        return Ok(None);
    }
    let before = m.funcs[fid].clone();
    Ok((promote_slots(m, fid, slots)? > 0).then_some(before))
}

/// Promotes `slots` (found by [`promotable`] on `fid` as it is); returns how many.
fn promote_slots(m: &mut Module, fid: FuncId, slots: Vec<Slot>) -> Result<usize, MutateError> {
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
    let add_incoming = |f: &mut Function, v: NodeId, cur: &[Value]| {
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
    // Each declaration of a slot's variable becomes a `#dbg_value` of every value the slot
    // takes: after each store (its operand already rewritten) and after the phis placed for it.
    let mut placed_phis: Vec<(Inst, usize)> = phi_slot.iter().map(|(&p, &s)| (p, s)).collect();
    placed_phis.sort_unstable();
    for (s, slot) in slots.iter().enumerate() {
        for &d in &slot.declares {
            let decl = f.inst(d).clone();
            if !matches!(&decl.kind, InstKind::DbgRecord(r) if r.arg_lists.is_empty()) {
                continue;
            }
            let value_of = |x: Value| {
                let mut data = decl.clone();
                if let InstKind::DbgRecord(r) = &mut data.kind {
                    r.kind = DbgRecordKind::Value;
                }
                data.args[0] = x;
                data
            };
            for &st in &slot.stores {
                let x = f.inst(st).args[0];
                f.insert_new_inst(value_of(x), None, InsertPoint::After(st))?;
            }
            for &(p, k) in &placed_phis {
                if k == s {
                    let (Some(r), Some(b)) = (f.inst(p).result, f.layout.inst_block(p)) else { continue };
                    f.insert_new_inst(value_of(r), None, InsertPoint::AfterPhis(b))?;
                }
            }
        }
    }
    for slot in &slots {
        let dropped = slot
            .loads
            .iter()
            .chain(&slot.stores)
            .chain(&slot.markers)
            .chain(&slot.declares)
            .chain(slot.aliases.iter().rev());
        for &i in dropped.chain(std::iter::once(&slot.alloca)) {
            // A debug record may name two slots (a `#dbg_assign`'s value and address).
            if f.layout.inst_block(i).is_some() {
                f.detach_inst(i)?;
            }
        }
    }
    Ok(slots.len())
}
