//! Memory facts for the load rules of the uniformity engine: the object a pointer points into
//! (seen through `getelementptr`, `addrspacecast` and `bitcast`, as instructions and as constant
//! expressions), which `byval` kernel parameters are never written, and which volatile loads of
//! a `__shared__` variable are separated from every write of it by barriers.
//!
//! The arguments of the rules that use these facts are in the module docs of `uniformity`
//! ("Memory"); this module only computes the facts, which do not depend on argument levels.

use warpflow_ir::{
    CastOp, ConstExpr, ConstKind, Function, GlobalId, Inst, InstKind, Module, Value, ValueDef,
};
use warpflow_target::{AddressSpaceKind, BuiltinKind, TargetModel};

use crate::cfg::FunctionCfg;
use crate::graph::{Graph, NodeId};

/// How far [`underlying_object`] follows a chain of casts and GEPs (longer chains: unknown).
const MAX_CHAIN: usize = 64;

/// The object a pointer points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Object {
    /// A global variable, with the address space it is defined in.
    Global(GlobalId, u32),
    /// The memory of parameter `k`, which is `byval`.
    ByvalParam(u32),
    /// A stack slot (`alloca`).
    Alloca(Inst),
    /// Wherever parameter `k` (not `byval`) points.
    Param(u32),
    /// Anything else (a loaded pointer, a pointer parameter, a phi, `inttoptr`, ...).
    Unknown,
}

/// The object `v` points into: follows the base operand of `getelementptr` and the operand of
/// `addrspacecast` and `bitcast`, as instructions and as constant expressions. These never
/// leave the object they start from (a GEP computes an address relative to its base; casts
/// keep the address), so the result names the memory every dynamic value of `v` points into.
pub fn underlying_object(m: &Module, f: &Function, v: Value) -> Object {
    let mut cur = v;
    for _ in 0..MAX_CHAIN {
        let Some(d) = f.values.get(cur) else { return Object::Unknown };
        match d.def {
            ValueDef::Inst(i) => {
                let data = f.inst(i);
                match &data.kind {
                    InstKind::Gep { .. } => cur = data.args[0],
                    InstKind::Cast { op: CastOp::AddrSpaceCast | CastOp::BitCast, .. } => cur = data.args[0],
                    InstKind::Alloca { .. } => return Object::Alloca(i),
                    _ => return Object::Unknown,
                }
            }
            ValueDef::Arg(k) => {
                let byval = f.param_attrs.get(k as usize).is_some_and(|a| m.attrs_contain(a, "byval"));
                return if byval { Object::ByvalParam(k) } else { Object::Param(k) };
            }
            ValueDef::Const(c) => return const_object(m, c),
            _ => return Object::Unknown,
        }
    }
    Object::Unknown
}

fn const_object(m: &Module, mut c: warpflow_ir::Const) -> Object {
    for _ in 0..MAX_CHAIN {
        match &m.consts[c].kind {
            ConstKind::Global(g) => {
                let asp = m.types.ptr_addrspace(m.consts[c].ty).unwrap_or(0);
                return Object::Global(*g, asp);
            }
            ConstKind::Expr(e) => match e.as_ref() {
                ConstExpr::Gep { operands, .. } if !operands.is_empty() => c = operands[0],
                ConstExpr::Cast { op: CastOp::AddrSpaceCast | CastOp::BitCast, operand } => c = *operand,
                _ => return Object::Unknown,
            },
            _ => return Object::Unknown,
        }
    }
    Object::Unknown
}

/// Per parameter of `f`: whether it is `byval` and its memory is only ever read: every use of
/// the parameter, and of every GEP and cast derived from it, is the address of a non-atomic
/// load, the base of such a GEP, the operand of such a cast, or a pointer comparison. Any other
/// use (a store to or of it, a call, a phi, `ptrtoint`, ...) may write the copy or let it be
/// written, and makes the parameter not read-only.
pub(crate) fn readonly_byval_params(
    m: &Module,
    f: &Function,
    uses: &warpflow_ir::SecondaryMap<Value, Vec<(Inst, u32)>>,
) -> Vec<bool> {
    (0..f.args.len())
        .map(|k| {
            let byval = f.param_attrs.get(k).is_some_and(|a| m.attrs_contain(a, "byval"));
            byval && only_read(f, uses, f.args[k])
        })
        .collect()
}

fn only_read(f: &Function, uses: &warpflow_ir::SecondaryMap<Value, Vec<(Inst, u32)>>, root: Value) -> bool {
    let mut stack = vec![root];
    let mut seen = 0usize;
    while let Some(v) = stack.pop() {
        seen += 1;
        if seen > 4096 {
            return false;
        }
        for &(u, slot) in uses.get(v).iter() {
            let d = f.inst(u);
            match &d.kind {
                InstKind::Load(mi) if slot == 0 && mi.atomic.is_none() => {}
                InstKind::Gep { .. } if slot == 0 => stack.extend(d.result),
                InstKind::Cast { op: CastOp::AddrSpaceCast | CastOp::BitCast, .. } => stack.extend(d.result),
                InstKind::ICmp { .. } => {}
                InstKind::DbgRecord(_) => {}
                _ => return false,
            }
        }
    }
    true
}

/// What an instruction does to the memory of one `__shared__` variable, for the barrier
/// interval rule of volatile loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Effect {
    /// Neither writes it nor synchronises.
    None,
    /// May write it.
    Write,
    /// A block barrier: every thread of the block waits here.
    Barrier,
}

fn effect(m: &Module, f: &Function, model: &TargetModel, i: Inst, obj: GlobalId, obj_as: u32) -> Effect {
    let d = f.inst(i);
    let writes_through = |p: Value| match underlying_object(m, f, p) {
        Object::Global(g, _) => g == obj,
        // A kernel's pointer parameters are launch values: they cannot point into the shared
        // memory of a block, which exists only while the block runs (the rule is used for
        // kernels only).
        Object::Alloca(_) | Object::ByvalParam(_) | Object::Param(_) => false,
        Object::Unknown => {
            // A pointer into another address space than generic or the variable's own cannot
            // reach the variable.
            let asp = f.values.get(p).and_then(|v| m.types.ptr_addrspace(v.ty)).unwrap_or(0);
            let generic = model.address_space(asp).is_none_or(|a| a.kind == AddressSpaceKind::Generic);
            generic || asp == obj_as
        }
    };
    match &d.kind {
        InstKind::Store(_) => {
            if writes_through(d.args[1]) {
                Effect::Write
            } else {
                Effect::None
            }
        }
        InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => {
            if writes_through(d.args[0]) {
                Effect::Write
            } else {
                Effect::None
            }
        }
        InstKind::Call(_) => {
            let Some(c) = d.callee() else { return Effect::Write };
            let callee = match f.values.get(c).map(|v| v.def) {
                Some(ValueDef::Const(k)) => match m.consts[k].kind {
                    ConstKind::Func(g) => g,
                    _ => return Effect::Write,
                },
                _ => return Effect::Write,
            };
            let func = &m.funcs[callee];
            if func.is_definition {
                return Effect::Write;
            }
            let name = m.func_name(callee);
            if let Some(info) = model.classify_call(name) {
                if info.is_block_barrier() {
                    return Effect::Barrier;
                }
                let harmless = info.is_pure
                    || info.kind.is_geometry()
                    || matches!(
                        info.kind,
                        BuiltinKind::LaneId
                            | BuiltinKind::LaneMask
                            | BuiltinKind::WarpId
                            | BuiltinKind::WarpSize
                            | BuiltinKind::Fence
                            | BuiltinKind::Shuffle
                            | BuiltinKind::Vote
                            | BuiltinKind::Ballot
                            | BuiltinKind::ActiveMask
                            | BuiltinKind::Math
                            | BuiltinKind::Conversion
                            | BuiltinKind::Hint
                            | BuiltinKind::Marker
                    );
                return if harmless { Effect::None } else { Effect::Write };
            }
            // (debug and lifetime intrinsics are markers of the target model, classified above)
            let attrs = &func.fn_attrs;
            let reads_only = m.attrs_contain(attrs, "readnone")
                || m.attrs_contain(attrs, "readonly")
                || attr_text(m, attrs).iter().any(|t| t == "memory(none)" || t == "memory(read)");
            if reads_only {
                Effect::None
            } else {
                Effect::Write
            }
        }
        _ => Effect::None,
    }
}

fn attr_text(m: &Module, list: &warpflow_ir::AttrList) -> Vec<String> {
    let mut out = Vec::new();
    for a in list {
        match *a {
            warpflow_ir::Attr::Item(s) => out.push(m.str(s).to_string()),
            warpflow_ir::Attr::Group(n) => {
                if let Some(g) = m.attr_group(n) {
                    out.extend(attr_text(m, g));
                }
            }
        }
    }
    out
}

/// The volatile loads of `f` (a kernel) from a `__shared__` variable (an address-space kind
/// `Shared` global, reached through any chain of GEPs and casts) such that no instruction that
/// may write the variable can reach the load, or be reached from it, along a path without a
/// block barrier (paths through back edges included; calls to defined functions, unknown
/// functions and stores through pointers of unknown target count as writes). Sorted.
pub(crate) fn fenced_volatile_loads(
    m: &Module,
    f: &Function,
    cfg: &FunctionCfg,
    model: &TargetModel,
) -> Vec<Inst> {
    let mut out = Vec::new();
    for b in f.block_order() {
        for i in f.block_insts(b) {
            let InstKind::Load(mi) = f.kind(i) else { continue };
            if !mi.volatile || mi.atomic.is_some() {
                continue;
            }
            let Object::Global(g, asp) = underlying_object(m, f, f.inst(i).args[0]) else { continue };
            if model.address_space(asp).is_none_or(|a| a.kind != AddressSpaceKind::Shared) {
                continue;
            }
            if fenced(m, f, cfg, model, i, g, asp) {
                out.push(i);
            }
        }
    }
    out.sort();
    out
}

/// Per block, the effects of its instructions in order (position, effect), without `None`.
fn block_effects(
    m: &Module,
    f: &Function,
    cfg: &FunctionCfg,
    model: &TargetModel,
    obj: GlobalId,
    obj_as: u32,
) -> Vec<Vec<(usize, Effect, Inst)>> {
    (0..cfg.node_count() as u32)
        .map(|n| {
            f.block_insts(cfg.block(NodeId(n)))
                .enumerate()
                .filter_map(|(k, i)| {
                    let e = effect(m, f, model, i, obj, obj_as);
                    (e != Effect::None).then_some((k, e, i))
                })
                .collect()
        })
        .collect()
}

fn fenced(
    m: &Module,
    f: &Function,
    cfg: &FunctionCfg,
    model: &TargetModel,
    load: Inst,
    obj: GlobalId,
    obj_as: u32,
) -> bool {
    let effects = block_effects(m, f, cfg, model, obj, obj_as);
    let Some((lb, lpos)) = position(f, cfg, load) else { return false };
    // Forward from the load: a write before the next barrier?
    if reaches(cfg, &effects, lb, lpos, |e| e == Effect::Write) {
        return false;
    }
    // Backward from the load: a write after the previous barrier? Equivalently, forward from
    // every write: the load before the next barrier.
    for (n, list) in effects.iter().enumerate() {
        for &(pos, e, _) in list {
            if e != Effect::Write {
                continue;
            }
            if reaches_point(cfg, &effects, NodeId(n as u32), pos, lb, lpos) {
                return false;
            }
        }
    }
    true
}

fn position(f: &Function, cfg: &FunctionCfg, i: Inst) -> Option<(NodeId, usize)> {
    for n in 0..cfg.node_count() as u32 {
        let node = NodeId(n);
        if let Some(k) = f.block_insts(cfg.block(node)).position(|x| x == i) {
            return Some((node, k));
        }
    }
    None
}

/// Whether, starting after position `pos` of block `b`, some instruction with an effect that
/// `want` accepts is reached before a barrier.
fn reaches(
    cfg: &FunctionCfg,
    effects: &[Vec<(usize, Effect, Inst)>],
    b: NodeId,
    pos: usize,
    want: impl Fn(Effect) -> bool,
) -> bool {
    for &(p, e, _) in &effects[b.index()] {
        if p <= pos {
            continue;
        }
        if e == Effect::Barrier {
            return false;
        }
        if want(e) {
            return true;
        }
    }
    let mut seen = vec![false; cfg.node_count()];
    let mut stack: Vec<NodeId> = cfg.succs(b).to_vec();
    while let Some(n) = stack.pop() {
        if std::mem::replace(&mut seen[n.index()], true) {
            continue;
        }
        let mut blocked = false;
        for &(_, e, _) in &effects[n.index()] {
            if e == Effect::Barrier {
                blocked = true;
                break;
            }
            if want(e) {
                return true;
            }
        }
        if !blocked {
            stack.extend_from_slice(cfg.succs(n));
        }
    }
    false
}

/// Whether the point `(tb, tpos)` is reached from after `(b, pos)` before a barrier.
fn reaches_point(
    cfg: &FunctionCfg,
    effects: &[Vec<(usize, Effect, Inst)>],
    b: NodeId,
    pos: usize,
    tb: NodeId,
    tpos: usize,
) -> bool {
    let barrier_between = |n: NodeId, from: Option<usize>, to: usize| {
        effects[n.index()]
            .iter()
            .any(|&(p, e, _)| e == Effect::Barrier && from.is_none_or(|f| p > f) && p < to)
    };
    if b == tb && tpos > pos && !barrier_between(b, Some(pos), tpos) {
        return true;
    }
    if barrier_between(b, Some(pos), usize::MAX) {
        return false;
    }
    let mut seen = vec![false; cfg.node_count()];
    let mut stack: Vec<NodeId> = cfg.succs(b).to_vec();
    while let Some(n) = stack.pop() {
        if std::mem::replace(&mut seen[n.index()], true) {
            continue;
        }
        if n == tb && !barrier_between(n, None, tpos) {
            return true;
        }
        if !barrier_between(n, None, usize::MAX) {
            stack.extend_from_slice(cfg.succs(n));
        }
    }
    false
}
