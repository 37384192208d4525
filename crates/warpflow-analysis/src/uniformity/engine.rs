//! The propagation engine: one worklist per function over instruction levels, with sync,
//! temporal and irreducible-cycle divergence driven by the join points of each non-uniform
//! branch, and the module driver (interprocedural contexts and summaries).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use warpflow_ir::{
    BinOp, CastOp, ConstKind, FuncId, Function, Inst, InstKind, Module, SecondaryMap, Value, ValueDef,
};
use warpflow_target::{
    BuiltinKind, Dim, Dimension, Llvm19Rule, OperandFact, Target, TargetModel, Uniformity,
};

use super::affine::{swap_pred, Lin};
use super::joins::{JoinContext, Joins, Scratch};
use super::launch::{LaunchFacts, Range, Resolved};
use super::memory::{self, Object};
use super::{FunctionUniformity, Mode, Reason, SourceKind, Summary};
use crate::cfg::FunctionCfg;
use crate::cycles::{CycleId, CycleInfo};
use crate::dominators::{DomTree, PostDomTree};
use crate::facts::{FactStore, FunctionFacts};
use crate::graph::{Graph, NodeId};

use Uniformity::{BlockUniform, Divergent, Uniform, WarpUniform};

const NO_BLOCK: u32 = u32::MAX;

/// Module-wide state: the target, kernels, call sites and the memo of callee results.
pub(crate) struct ModuleCtx<'m> {
    pub m: &'m Module,
    pub model: TargetModel,
    pub mode: Mode,
    pub w: u32,
    kernels: Arc<[bool]>,
    has_divergence: bool,
    memo: Mutex<HashMap<(FuncId, Vec<Uniformity>), Uniformity>>,
    /// Per function (by `FuncId` index), its CFG facts, computed on first use (owned by the
    /// module analysis session when there is one, so every analysis shares them).
    facts: &'m FactStore,
    /// The launch facts, resolved against the module.
    launch: Arc<Resolved>,
}

/// What the engine resolves against the whole module before analysing a function: which
/// functions are kernels and the launch facts. Both read functions' calling conventions,
/// attributes, names and parameters and the module's `nvvm.annotations`, never a body, so a
/// function re-analysed after a transformation changed its body reuses them
/// ([`super::reanalyze_with_store`]): resolving them again costs the module per function
/// re-analysed (a pass that merges in each of n kernels was quadratic in n).
#[derive(Clone, Debug)]
pub(crate) struct ModuleParts {
    kernels: Arc<[bool]>,
    launch: Arc<Resolved>,
}

impl ModuleParts {
    /// The launch facts' block size where their dimension facts hold in `f`.
    pub(crate) fn launch_block(&self, f: FuncId) -> Option<[u32; 3]> {
        self.launch.dims_apply.get(f.0 as usize).copied().unwrap_or(false).then_some(self.launch.block?)
    }

    /// The launch facts' grid size where their dimension facts hold in `f`.
    pub(crate) fn launch_grid(&self, f: FuncId) -> Option<[u32; 3]> {
        self.launch.dims_apply.get(f.0 as usize).copied().unwrap_or(false).then_some(self.launch.grid?)
    }

    pub(crate) fn new(m: &Module, model: &TargetModel, mode: Mode, facts: &LaunchFacts) -> ModuleParts {
        let kernels: Arc<[bool]> = super::kernel_flags(m, model.target(), mode).into();
        let launch = match mode {
            Mode::Default => Resolved::new(m, &kernels, facts, model.warp_size()),
            Mode::Llvm19 => Resolved { warp_facts: true, ..Resolved::default() },
        };
        ModuleParts { kernels, launch: Arc::new(launch) }
    }

    /// Whether these were resolved against a module with `m`'s number of functions (a body
    /// change keeps it; anything that adds or removes a function does not).
    pub(crate) fn fits(&self, m: &Module) -> bool {
        self.kernels.len() == m.funcs.len()
    }
}

/// The facts of one function that the engine needs beside the session's CFG, dominator and
/// post-dominator trees and cycles ([`FunctionFacts`]): the join context and the def-use lists.
/// Computed at most once per function and shared by every analysis of the function (each
/// argument-level vector a call site needs, each summary parameter, the launch-fact variant).
#[derive(Debug)]
pub(crate) struct FnFacts {
    jc: JoinContext,
    uses: SecondaryMap<Value, Vec<(Inst, u32)>>,
    block_of: Vec<u32>,
    /// Per parameter: `byval` and only ever read (see `memory::readonly_byval_params`).
    readonly_byval: Vec<bool>,
    /// Volatile loads of a `__shared__` variable fenced by barriers from every write of it.
    fenced_volatile: Vec<Inst>,
    /// The uses that leave a cycle (see [`Escape`]), in the order of their definitions in the
    /// cycle forest's shared block order, then in block order, then in use order.
    escaping: Vec<Escape>,
}

/// A use outside some cycle of a value defined in it: a cycle holds the definition's block but
/// not the user's. Temporal divergence at a cycle `c`'s divergent exit looks only at these (the
/// ones whose definition lies in `c`'s slice of the shared block order), instead of at every
/// instruction of `c`'s blocks, nested cycles' included: that walk made `analyze` quadratic in
/// the nesting depth when every level has a divergent exit.
#[derive(Clone, Copy, Debug)]
struct Escape {
    /// Position of the definition's block in [`CycleInfo::block_order`].
    pos: u32,
    def: Inst,
    value: Value,
    user: Inst,
}

/// The uses that leave a cycle (see [`Escape`]), ordered as [`FnFacts::escaping`] says. A use
/// of a value defined in a block whose innermost cycle is `d` leaves a cycle unless the user's
/// innermost cycle is `d` or nested in it (then every cycle holding the definition holds the
/// user).
fn escaping_uses(
    f: &Function,
    cfg: &FunctionCfg,
    ci: &CycleInfo,
    uses: &SecondaryMap<Value, Vec<(Inst, u32)>>,
    block_of: &[u32],
) -> Vec<Escape> {
    let mut out = Vec::new();
    for (pos, &nb) in ci.block_order().iter().enumerate() {
        let Some(d) = ci.cycle_of(nb) else { continue };
        for i in f.block_insts(cfg.block(nb)) {
            let Some(r) = f.inst(i).result else { continue };
            for &(u, _) in uses.get(r).iter() {
                let ub = block_of[u.0 as usize];
                if ub == NO_BLOCK {
                    continue;
                }
                if ci.cycle_of(NodeId(ub)).is_some_and(|uc| ci.is_nested_in(uc, d)) {
                    continue;
                }
                out.push(Escape { pos: pos as u32, def: i, value: r, user: u });
            }
        }
    }
    out
}

impl FnFacts {
    pub(crate) fn new(m: &Module, f: &Function, base: &FunctionFacts, model: &TargetModel) -> FnFacts {
        let cfg = base.cfg();
        let jc = JoinContext::new(cfg, base.cycles(), base.dom());
        let mut block_of = vec![NO_BLOCK; f.insts.len()];
        for b in f.block_order() {
            let node = cfg.node(b).map_or(NO_BLOCK, |n| n.0);
            for i in f.block_insts(b) {
                block_of[i.0 as usize] = node;
            }
        }
        let uses = f.compute_uses();
        let readonly_byval = memory::readonly_byval_params(m, f, &uses);
        let fenced_volatile = memory::fenced_volatile_loads(m, f, cfg, model);
        let escaping = escaping_uses(f, cfg, base.cycles(), &uses, &block_of);
        FnFacts { jc, uses, block_of, readonly_byval, fenced_volatile, escaping }
    }
}

impl<'m> ModuleCtx<'m> {
    /// The context with the module-wide facts already resolved (`parts`, from
    /// [`ModuleParts::new`] on this module or on an earlier state of it that differs only in
    /// function bodies).
    pub(crate) fn with_parts(
        m: &'m Module,
        model: TargetModel,
        mode: Mode,
        parts: &ModuleParts,
        store: &'m FactStore,
    ) -> ModuleCtx<'m> {
        let has_divergence = match mode {
            Mode::Default => true,
            Mode::Llvm19 => model.llvm19_has_divergence(),
        };
        ModuleCtx {
            launch: parts.launch.clone(),
            m,
            model,
            mode,
            w: model.warp_size().trailing_zeros(),
            kernels: parts.kernels.clone(),
            has_divergence,
            memo: Mutex::new(HashMap::new()),
            facts: store,
        }
    }

    fn entry_args(&self, f: FuncId) -> Vec<(Uniformity, Reason)> {
        let func = &self.m.funcs[f];
        let n = func.args.len();
        if self.kernels[f.0 as usize] {
            return vec![(Uniform, Reason::None); n];
        }
        if self.mode == Mode::Llvm19 && self.model.target() == Target::Amdgpu {
            return (0..n)
                .map(|k| {
                    let inreg = func.param_attrs.get(k).is_some_and(|a| self.m.attrs_contain(a, "inreg"));
                    if inreg {
                        (Uniform, Reason::None)
                    } else {
                        (Divergent, Reason::Source(SourceKind::Argument))
                    }
                })
                .collect();
        }
        vec![(Divergent, Reason::Source(SourceKind::Argument)); n]
    }

    /// Whether a function attribute says one thread runs `func` (the target model's
    /// thread-bound attributes, e.g. AMDGPU `"amdgpu-flat-work-group-size"="1,1"`).
    fn single_thread(&self, func: &Function) -> bool {
        let mut items = Vec::new();
        for a in &func.fn_attrs {
            match a {
                warpflow_ir::Attr::Item(s) => items.push(*s),
                warpflow_ir::Attr::Group(n) => {
                    items.extend(self.m.attr_group(*n).into_iter().flatten().filter_map(|x| match x {
                        warpflow_ir::Attr::Item(s) => Some(*s),
                        warpflow_ir::Attr::Group(_) => None,
                    }))
                }
            }
        }
        items.iter().any(|&s| {
            let t = self.m.str(s);
            let Some((k, v)) = t.split_once('=') else { return false };
            let unq = |x: &str| x.trim().trim_matches('"').to_string();
            self.model.single_thread_attr(&unq(k), &unq(v))
        })
    }

    /// Analyses every defined function: kernels and uncalled functions first, then (default
    /// mode) each function once all its callers are done, under the join of its call-site
    /// argument levels.
    pub(crate) fn run(&self) -> Vec<FunctionUniformity> {
        let defined: Vec<FuncId> =
            self.m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
        let mut results: HashMap<FuncId, FunctionUniformity> = HashMap::new();
        if self.mode == Mode::Llvm19 || !self.has_divergence {
            let v: Vec<FunctionUniformity> = defined
                .par_iter()
                .map(|&f| self.analyze(f, self.entry_args(f), &mut Vec::new(), false))
                .collect();
            return v;
        }
        // Call sites of defined functions.
        let mut callers: HashMap<FuncId, Vec<(FuncId, Inst)>> = HashMap::new();
        for &f in &defined {
            let func = &self.m.funcs[f];
            for b in func.block_order() {
                for i in func.block_insts(b) {
                    if let Some(g) = self.m.direct_callee(func, i) {
                        if self.m.funcs[g].is_definition {
                            callers.entry(g).or_default().push((f, i));
                        }
                    }
                }
            }
        }
        let mut pending: Vec<FuncId> = defined.clone();
        loop {
            let ready: Vec<FuncId> = pending
                .iter()
                .copied()
                .filter(|f| {
                    self.kernels[f.0 as usize]
                        || callers
                            .get(f)
                            .is_none_or(|cs| cs.iter().all(|(c, _)| c == f || results.contains_key(c)))
                })
                .collect();
            let stuck = ready.is_empty();
            let batch: Vec<FuncId> = if stuck { pending.clone() } else { ready };
            let jobs: Vec<(FuncId, Vec<(Uniformity, Reason)>)> = batch
                .iter()
                .map(|&f| {
                    let args = match callers.get(&f) {
                        Some(cs)
                            if !stuck && !self.kernels[f.0 as usize] && cs.iter().all(|(c, _)| *c != f) =>
                        {
                            let n = self.m.funcs[f].args.len();
                            let mut lv = vec![Uniform; n];
                            for (c, i) in cs {
                                let r = &results[c];
                                let cf = &self.m.funcs[*c];
                                for (k, &a) in cf.inst(*i).call_args().iter().enumerate().take(n) {
                                    lv[k] = lv[k].join(r.level(self.m, a));
                                }
                            }
                            lv.into_iter()
                                .map(|u| {
                                    (
                                        u,
                                        if u == Uniform {
                                            Reason::None
                                        } else {
                                            Reason::Source(SourceKind::Argument)
                                        },
                                    )
                                })
                                .collect()
                        }
                        _ => self.entry_args(f),
                    };
                    (f, args)
                })
                .collect();
            let out: Vec<FunctionUniformity> = jobs
                .into_par_iter()
                .map(|(f, args)| {
                    let has_callers = callers.contains_key(&f);
                    self.analyze(f, args, &mut vec![f], has_callers)
                })
                .collect();
            for r in out {
                results.insert(r.func, r);
            }
            pending.retain(|f| !results.contains_key(f));
            if pending.is_empty() {
                break;
            }
        }
        defined.iter().filter_map(|f| results.remove(f)).collect()
    }

    /// Analyses one function under the given argument levels (see `reanalyze_function`).
    pub(crate) fn analyze_one(
        &self,
        f: FuncId,
        args: Vec<(Uniformity, Reason)>,
        want_summary: bool,
    ) -> FunctionUniformity {
        self.analyze(f, args, &mut vec![f], want_summary)
    }

    /// The level of the value returned by `f` called with `args`.
    fn ret_level(&self, f: FuncId, args: &[Uniformity], stack: &mut Vec<FuncId>) -> Uniformity {
        if stack.contains(&f) {
            return Divergent;
        }
        let key = (f, args.to_vec());
        if let Some(&u) = self.memo.lock().map(|m| m.get(&key).copied()).ok().flatten().as_ref() {
            return u;
        }
        stack.push(f);
        let a: Vec<(Uniformity, Reason)> = args
            .iter()
            .map(|&u| (u, if u == Uniform { Reason::None } else { Reason::Source(SourceKind::Argument) }))
            .collect();
        let r = self.analyze(f, a, stack, false).return_level;
        stack.pop();
        if let Ok(mut m) = self.memo.lock() {
            m.insert(key, r);
        }
        r
    }

    fn analyze(
        &self,
        f: FuncId,
        args: Vec<(Uniformity, Reason)>,
        stack: &mut Vec<FuncId>,
        want_summary: bool,
    ) -> FunctionUniformity {
        let func = &self.m.funcs[f];
        let name = self.m.func_name(f).to_string();
        let is_kernel = self.kernels[f.0 as usize];
        let Some(base) = self.facts.get(self.m, f) else {
            return FunctionUniformity {
                func: f,
                name,
                is_kernel,
                has_divergence: self.has_divergence,
                arg_levels: args.iter().map(|a| a.0).collect(),
                arg_reasons: args.into_iter().map(|a| a.1).collect(),
                inst_levels: Vec::new(),
                inst_reasons: Vec::new(),
                divergent_exit_cycles: Vec::new(),
                divergent_exit_levels: Vec::new(),
                assumed_divergent_cycles: Vec::new(),
                summary: None,
                return_level: Uniform,
            };
        };
        if !self.has_divergence || self.single_thread(func) {
            let n = func.insts.len();
            return FunctionUniformity {
                func: f,
                name,
                is_kernel,
                has_divergence: false,
                arg_levels: vec![Uniform; func.args.len()],
                arg_reasons: vec![Reason::None; func.args.len()],
                inst_levels: vec![Uniform; n],
                inst_reasons: vec![Reason::None; n],
                divergent_exit_cycles: Vec::new(),
                divergent_exit_levels: Vec::new(),
                assumed_divergent_cycles: Vec::new(),
                summary: None,
                return_level: Uniform,
            };
        }
        let init = || FnFacts::new(self.m, func, base, &self.model);
        let owned;
        let fx = match base.extra(init) {
            Some(fx) => fx,
            None => {
                owned = init();
                &owned
            }
        };
        let mut st = FnState::new(self, f, base, fx, args);
        st.run(stack);
        let mut r = st.finish(name, is_kernel);
        if want_summary && self.mode == Mode::Default && !func.args.is_empty() {
            let has_result =
                self.m.types.func_sig(func.ty).is_some_and(|(ret, _, _)| !self.m.types.is_void(ret));
            if has_result {
                let n = func.args.len();
                let base = self.ret_level(f, &vec![Uniform; n], &mut Vec::new());
                let per_param = (0..n)
                    .map(|k| {
                        let mut a = vec![Uniform; n];
                        a[k] = Divergent;
                        self.ret_level(f, &a, &mut Vec::new())
                    })
                    .collect();
                r.summary = Some(Summary { base, per_param });
            }
        }
        r
    }
}

struct FnState<'a, 'm> {
    cx: &'a ModuleCtx<'m>,
    fid: FuncId,
    m: &'m Module,
    f: &'m Function,
    cfg: &'a FunctionCfg,
    dom: &'a DomTree,
    pdom: &'a PostDomTree,
    ci: &'a CycleInfo,
    jc: &'a JoinContext,
    scratch: Scratch,
    uses: &'a SecondaryMap<Value, Vec<(Inst, u32)>>,
    block_of: &'a [u32],
    readonly_byval: &'a [bool],
    fenced_volatile: &'a [Inst],
    escaping: &'a [Escape],
    level: Vec<Uniformity>,
    reason: Vec<Reason>,
    lin: Vec<Option<Lin>>,
    evaluated: Vec<bool>,
    floor: Vec<(Uniformity, Reason)>,
    arg_level: Vec<Uniformity>,
    arg_reason: Vec<Reason>,
    worklist: Vec<Inst>,
    in_wl: Vec<bool>,
    joins_cache: HashMap<NodeId, Joins>,
    branch_done: Vec<Uniformity>,
    exit_level: Vec<Uniformity>,
    exit_order: Vec<CycleId>,
    assumed: Vec<(CycleId, Uniformity)>,
}

impl<'a, 'm> FnState<'a, 'm> {
    fn new(
        cx: &'a ModuleCtx<'m>,
        fid: FuncId,
        base: &'a FunctionFacts,
        fx: &'a FnFacts,
        args: Vec<(Uniformity, Reason)>,
    ) -> Self {
        let m = cx.m;
        let f = &m.funcs[fid];
        let n_insts = f.insts.len();
        let (cfg, ci) = (base.cfg(), base.cycles());
        let n_blocks = cfg.node_count();
        let n_cycles = ci.cycles().len();
        FnState {
            cx,
            fid,
            m,
            f,
            scratch: Scratch::for_graph(n_blocks),
            cfg,
            dom: base.dom(),
            pdom: base.pdom(),
            ci,
            jc: &fx.jc,
            uses: &fx.uses,
            block_of: &fx.block_of,
            readonly_byval: &fx.readonly_byval,
            fenced_volatile: &fx.fenced_volatile,
            escaping: &fx.escaping,
            level: vec![Uniform; n_insts],
            reason: vec![Reason::None; n_insts],
            lin: vec![None; n_insts],
            evaluated: vec![false; n_insts],
            floor: vec![(Uniform, Reason::None); n_insts],
            arg_level: args.iter().map(|a| a.0).collect(),
            arg_reason: args.into_iter().map(|a| a.1).collect(),
            worklist: Vec::new(),
            in_wl: vec![false; n_insts],
            joins_cache: HashMap::new(),
            branch_done: vec![Uniform; n_blocks],
            exit_level: vec![Uniform; n_cycles],
            exit_order: Vec::new(),
            assumed: Vec::new(),
        }
    }

    fn run(&mut self, stack: &mut Vec<FuncId>) {
        // First pass in dominator order (reverse post-order), then unreachable blocks.
        let mut order: Vec<NodeId> = self.dom.rpo().to_vec();
        for n in 0..self.cfg.node_count() {
            if !self.dom.is_reachable(NodeId(n as u32)) {
                order.push(NodeId(n as u32));
            }
        }
        for n in order {
            let b = self.cfg.block(n);
            let insts: Vec<Inst> = self.f.block_insts(b).collect();
            for i in insts {
                self.update(i, stack);
            }
        }
        while let Some(i) = self.worklist.pop() {
            self.in_wl[i.0 as usize] = false;
            self.update(i, stack);
        }
    }

    fn finish(self, name: String, is_kernel: bool) -> FunctionUniformity {
        let f = self.f;
        let mut ret = Uniform;
        let mut rets = 0;
        let mut max_branch = Uniform;
        for b in f.block_order() {
            if let Some(t) = f.terminator(b) {
                match f.kind(t) {
                    InstKind::Ret => {
                        rets += 1;
                        for &a in &f.inst(t).args {
                            ret = ret.join(self.vlevel(a));
                        }
                    }
                    InstKind::Br | InstKind::Switch { .. } | InstKind::CallBr(_) => {
                        max_branch = max_branch.join(self.level[t.0 as usize])
                    }
                    _ => {}
                }
            }
        }
        if rets >= 2 {
            ret = ret.join(max_branch);
        }
        let mut assumed: Vec<CycleId> = Vec::new();
        for (c, _) in &self.assumed {
            if !assumed.contains(c) {
                assumed.push(*c);
            }
        }
        FunctionUniformity {
            func: self.fid,
            name,
            is_kernel,
            has_divergence: true,
            arg_levels: self.arg_level,
            arg_reasons: self.arg_reason,
            inst_levels: self.level,
            inst_reasons: self.reason,
            divergent_exit_levels: self.exit_order.iter().map(|c| self.exit_level[c.index()]).collect(),
            divergent_exit_cycles: self.exit_order,
            assumed_divergent_cycles: assumed,
            summary: None,
            return_level: ret,
        }
    }

    // ---- value facts ----

    fn vlevel(&self, v: Value) -> Uniformity {
        match self.f.values.get(v).map(|d| d.def) {
            Some(ValueDef::Inst(i)) => self.level[i.0 as usize],
            Some(ValueDef::Arg(k)) => self.arg_level.get(k as usize).copied().unwrap_or(Divergent),
            Some(ValueDef::Meta(warpflow_ir::MetaArg::Value(w))) => self.vlevel(w),
            _ => Uniform,
        }
    }

    fn vconst(&self, v: Value) -> Option<u128> {
        match self.f.values.get(v)?.def {
            ValueDef::Const(c) => self.m.const_as_int(c),
            ValueDef::Arg(k) => {
                let c = *self.cx.launch.args.get(self.fid.0 as usize)?.get(k as usize)?;
                let w = self.m.types.int_width(self.f.values[v].ty)?;
                c.map(|c| u128::from(c) & ((1u128 << w.min(64)) - 1))
            }
            ValueDef::Inst(i) => self.launch_value(i),
            _ => None,
        }
    }

    /// The builtin kind and dimension of call `i`, when it calls a builtin with a known one.
    fn builtin_dim(&self, i: Inst) -> Option<(BuiltinKind, Dim)> {
        if !matches!(self.f.kind(i), InstKind::Call(_)) {
            return None;
        }
        let g = self.m.direct_callee(self.f, i)?;
        if self.m.funcs[g].is_definition {
            return None;
        }
        let info = self.cx.model.classify_call(self.m.func_name(g))?;
        let dim = match info.dimension {
            Dimension::Fixed(dm) => dm,
            Dimension::Operand(k) => {
                let a = *self.f.inst(i).call_args().get(k as usize)?;
                match self.f.values.get(a)?.def {
                    ValueDef::Const(c) => Dim::from_index(self.m.const_as_int(c)? as u64)?,
                    _ => return None,
                }
            }
            Dimension::None => return None,
        };
        Some((info.kind, dim))
    }

    /// Whether the launch's dimension facts hold in this function.
    fn dims_apply(&self) -> bool {
        self.cx.launch.dims_apply.get(self.fid.0 as usize).copied().unwrap_or(false)
    }

    /// The value of call `i` that the launch facts give: `blockDim` and `gridDim`.
    fn launch_value(&self, i: Inst) -> Option<u128> {
        if !self.dims_apply() {
            return None;
        }
        let (kind, dim) = self.builtin_dim(i)?;
        let k = dim as usize;
        let v = match kind {
            BuiltinKind::BlockDim => self.cx.launch.block?[k],
            BuiltinKind::GridDim => self.cx.launch.grid?[k],
            _ => return None,
        };
        Some(u128::from(v))
    }

    /// The range of `v` under the launch facts (see the `launch` module); `None`: unknown.
    fn vrange(&self, v: Value, depth: u32) -> Option<Range> {
        let width = self.m.types.int_width(self.f.values.get(v)?.ty)?;
        if let Some(c) = self.vconst(v) {
            return Range::point(c).fit(width);
        }
        let ValueDef::Inst(i) = self.f.values.get(v)?.def else { return None };
        if depth == 0 {
            return None;
        }
        let d = self.f.inst(i);
        let r = |k: usize| d.args.get(k).and_then(|&a| self.vrange(a, depth - 1));
        let c = |k: usize| d.args.get(k).and_then(|&a| self.vconst(a));
        let out = match &d.kind {
            InstKind::Call(_) => {
                if !self.dims_apply() {
                    return None;
                }
                let (kind, dim) = self.builtin_dim(i)?;
                let k = dim as usize;
                let n = match kind {
                    BuiltinKind::ThreadId => self.cx.launch.block?[k],
                    BuiltinKind::BlockId => self.cx.launch.grid?[k],
                    _ => return None,
                };
                Range { lo: 0, hi: u128::from(n.checked_sub(1)?) }
            }
            InstKind::Cast { op: CastOp::ZExt | CastOp::SExt | CastOp::Trunc, .. } => r(0)?,
            InstKind::Binary { op, .. } => match op {
                BinOp::Add => {
                    let (a, b) = (r(0)?, r(1)?);
                    Range { lo: a.lo + b.lo, hi: a.hi.checked_add(b.hi)? }
                }
                BinOp::Sub => {
                    let (a, b) = (r(0)?, r(1)?);
                    Range { lo: a.lo.checked_sub(b.hi)?, hi: a.hi.checked_sub(b.lo)? }
                }
                BinOp::Mul => {
                    let (a, b) = (r(0)?, r(1)?);
                    Range { lo: a.lo.checked_mul(b.lo)?, hi: a.hi.checked_mul(b.hi)? }
                }
                BinOp::And => {
                    let m = match (r(0), r(1)) {
                        (Some(a), Some(b)) => a.hi.min(b.hi),
                        (Some(a), None) | (None, Some(a)) => a.hi,
                        (None, None) => return None,
                    };
                    Range { lo: 0, hi: m }
                }
                BinOp::LShr | BinOp::UDiv => {
                    let a = r(0)?;
                    let k = c(1)?;
                    if matches!(op, BinOp::LShr) {
                        let k = u32::try_from(k).ok().filter(|&k| k < width)?;
                        Range { lo: a.lo >> k, hi: a.hi >> k }
                    } else {
                        if k == 0 {
                            return None;
                        }
                        Range { lo: a.lo / k, hi: a.hi / k }
                    }
                }
                BinOp::URem => {
                    let k = c(1)?;
                    let a = r(0);
                    Range { lo: 0, hi: k.checked_sub(1)?.min(a.map_or(u128::MAX, |a| a.hi)) }
                }
                BinOp::Shl => {
                    let a = r(0)?;
                    let k = u32::try_from(c(1)?).ok().filter(|&k| k < width)?;
                    Range { lo: a.lo << k, hi: a.hi.checked_mul(1u128 << k)? }
                }
                _ => return None,
            },
            InstKind::Select { .. } => {
                let (a, b) = (r(1)?, r(2)?);
                Range { lo: a.lo.min(b.lo), hi: a.hi.max(b.hi) }
            }
            _ => return None,
        };
        out.fit(width)
    }

    /// Whether the block-level stride rule may use `x` at width `width`: `x.a = 2^j` with the
    /// block's aligned interval `2^(j + b)` inside the non-negative values of the width.
    /// Whether the values of `x` over a block of `2^b` threads in x lie in one aligned
    /// interval: a power-of-two stride, no overflow, and `u` the same in the whole block.
    fn block_fits(&self, x: Lin, b: u32, width: u32) -> bool {
        !x.warp_only && x.a > 0 && (x.a as u64).is_power_of_two() && x.a.trailing_zeros() + b < width
    }

    /// The stride form of phi `i` (launch facts only): `a * tid.x + u` when every incoming
    /// value evaluated so far has that form with the same `a` (the others are assumed to; the
    /// worklist re-evaluates the phi when they change), and no divergent branch joins here.
    fn phi_lin(&self, i: Inst) -> Option<Lin> {
        if self.floor[i.0 as usize].0 > Uniform {
            return None;
        }
        let d = self.f.inst(i);
        let mut out: Option<Lin> = None;
        for &v in &d.args {
            if Some(v) == d.result || self.is_undef(v) {
                continue;
            }
            if let Some(ValueDef::Inst(j)) = self.f.values.get(v).map(|x| x.def) {
                if !self.evaluated[j.0 as usize] {
                    continue;
                }
            }
            let x = self.vlin(v)?;
            out = Some(match out {
                None => x,
                Some(o) => o.meet(x)?,
            });
        }
        out
    }

    fn vlin(&self, v: Value) -> Option<Lin> {
        match self.f.values.get(v)?.def {
            ValueDef::Inst(i) => {
                if self.evaluated[i.0 as usize] {
                    self.lin[i.0 as usize]
                } else {
                    None
                }
            }
            ValueDef::Arg(k) => {
                if let Some(c) = self.vconst(v) {
                    return Some(Lin::constant(c));
                }
                (self.arg_level.get(k as usize)? <= &BlockUniform).then(|| Lin::uniform(0))
            }
            ValueDef::Const(c) => Some(match self.m.consts[c].kind {
                ConstKind::Int(x) => Lin::constant(x),
                _ => Lin::uniform(0),
            }),
            _ => None,
        }
    }

    fn is_undef(&self, v: Value) -> bool {
        match self.f.values.get(v).map(|d| d.def) {
            Some(ValueDef::Const(c)) => matches!(self.m.consts[c].kind, ConstKind::Undef | ConstKind::Poison),
            _ => false,
        }
    }

    fn join_ops(&self, ops: &[Value]) -> (Uniformity, Reason) {
        let mut best = (Uniform, Reason::None);
        for &v in ops {
            let l = self.vlevel(v);
            if l > best.0 {
                best = (l, Reason::Operand(v));
            }
        }
        best
    }

    fn push(&mut self, i: Inst) {
        let k = i.0 as usize;
        if k < self.in_wl.len() && !self.in_wl[k] && self.block_of[k] != NO_BLOCK {
            self.in_wl[k] = true;
            self.worklist.push(i);
        }
    }

    fn raise(&mut self, i: Inst, l: Uniformity, why: Reason) {
        let k = i.0 as usize;
        if self.floor[k].0 < l {
            self.floor[k] = (l, why);
            self.push(i);
        }
    }

    /// The uniformity of each output of call `i` when its callee is inline assembly.
    fn asm_outputs(&self, i: Inst) -> Option<Vec<Uniformity>> {
        let c = self.f.inst(i).callee()?;
        match self.f.values.get(c)?.def {
            ValueDef::Const(k) => match &self.m.consts[k].kind {
                ConstKind::InlineAsm(ia) => {
                    Some(self.cx.model.asm_output_uniformity(&String::from_utf8_lossy(&ia.constraints)))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// For `extractvalue CALL, k`: the bound the target model puts on field `k` of the call's
    /// result (an inline-asm output's register file, a builtin's `uniform_field`).
    fn field_bound(&self, i: Inst) -> Option<(Uniformity, SourceKind)> {
        let d = self.f.inst(i);
        let InstKind::ExtractValue { indices } = &d.kind else { return None };
        let [k] = indices.as_slice() else { return None };
        let ValueDef::Inst(call) = self.f.values.get(*d.args.first()?)?.def else { return None };
        if let Some(outs) = self.asm_outputs(call) {
            return outs.get(*k as usize).map(|&u| (u, SourceKind::InlineAsm));
        }
        let g = self.m.direct_callee(self.f, call)?;
        if self.m.funcs[g].is_definition {
            return None;
        }
        let name = self.m.func_name(g);
        let (field, u) = self.cx.model.classify_call(name)?.uniform_field?;
        (u32::from(field) == *k).then(|| (u, SourceKind::Builtin(name.to_string())))
    }

    fn always_uniform_llvm19(&self, i: Inst) -> bool {
        if self.cx.mode != Mode::Llvm19 || self.cx.model.target() != Target::Amdgpu {
            return false;
        }
        // LLVM 19's isAlwaysUniform: inline asm with only scalar outputs, an extractvalue of a
        // scalar asm output or of the exec-mask field of `if`/`else`. The asm rule is for a
        // `call` only: a `callbr` (asm goto) follows its operands, as any branch.
        if let Some(outs) = self.asm_outputs(i) {
            return matches!(self.f.kind(i), InstKind::Call(_)) && outs.iter().all(|&u| u < Divergent);
        }
        if let Some((b, _)) = self.field_bound(i) {
            return b < Divergent;
        }
        match self.m.direct_callee(self.f, i) {
            Some(g) => {
                self.m.is_intrinsic(g)
                    && self.cx.model.llvm19_call_rule(self.m.func_name(g)) == Llvm19Rule::AlwaysUniform
            }
            None => false,
        }
    }

    fn update(&mut self, i: Inst, stack: &mut Vec<FuncId>) {
        let k = i.0 as usize;
        let (mut l, mut why, mut lin) = match self.cx.mode {
            Mode::Default => self.eval_default(i, stack),
            Mode::Llvm19 => {
                let (l, w) = self.eval_llvm19(i);
                (l, w, None)
            }
        };
        if self.floor[k].0 > l {
            l = self.floor[k].0;
            why = self.floor[k].1.clone();
            lin = None;
        }
        if self.always_uniform_llvm19(i) {
            l = Uniform;
            why = Reason::None;
        }
        if let Some(x) = lin {
            // `u` alone: block-uniform, or warp-uniform when it says it is only that
            if x.a == 0 && l > if x.warp_only { WarpUniform } else { BlockUniform } {
                lin = None;
            }
        }
        // A value raised by control (a join of a divergent branch, temporal divergence) may
        // mix different `u` parts between the threads of a block: no stride form.
        if self.floor[k].0 > BlockUniform {
            lin = None;
        }
        let first = !self.evaluated[k];
        self.evaluated[k] = true;
        let mut changed = false;
        if l > self.level[k] {
            self.level[k] = l;
            self.reason[k] = why;
            changed = true;
        }
        if first {
            self.lin[k] = lin;
            changed |= lin.is_some();
        } else if let Some(old) = self.lin[k] {
            // Descend: keep the common stride form of everything computed so far.
            let new = match lin {
                Some(x) => old.meet(x),
                None => None,
            };
            if new != self.lin[k] {
                self.lin[k] = new;
                changed = true;
            }
        }
        if !changed {
            return;
        }
        if let Some(r) = self.f.inst(i).result {
            let users: Vec<Inst> = self.uses.get(r).iter().map(|(u, _)| *u).collect();
            for u in users {
                self.push(u);
            }
        }
        let kind = self.f.kind(i);
        // A `callbr` (asm goto) is a branch too: its successors are joined as a switch's.
        if matches!(kind, InstKind::Br | InstKind::Switch { .. } | InstKind::CallBr(_))
            && self.level[k] > Uniform
        {
            let want = match self.cx.mode {
                Mode::Default => true,
                Mode::Llvm19 => self.level[k] == Divergent,
            };
            if want {
                self.on_branch(i);
            }
        }
    }

    // ---- transfer functions ----

    fn eval_llvm19(&self, i: Inst) -> (Uniformity, Reason) {
        let d = self.f.inst(i);
        let model = &self.cx.model;
        let nvptx = model.target() == Target::Nvptx;
        let src = |k: SourceKind| (Divergent, Reason::Source(k));
        match &d.kind {
            InstKind::Load(mi) => {
                let asp = self.ptr_as(d.args.first().copied());
                if model.llvm19_load_divergent(asp) || (nvptx && mi.atomic.is_some()) {
                    return src(SourceKind::Load { addrspace: asp });
                }
            }
            InstKind::Store(mi) if nvptx && mi.atomic.is_some() => return src(SourceKind::Atomic),
            InstKind::Fence { .. } if nvptx => return src(SourceKind::Atomic),
            InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => return src(SourceKind::Atomic),
            InstKind::Call(_) => match self.m.direct_callee(self.f, i) {
                Some(g) => {
                    let name = self.m.func_name(g);
                    if model.llvm19_call_rule(name) == Llvm19Rule::SourceOfDivergence {
                        return src(SourceKind::Llvm19Call(name.to_string()));
                    }
                }
                None => return src(SourceKind::OpaqueCall),
            },
            _ => {}
        }
        self.join_ops(&d.args)
    }

    /// The level of load `i` from `addr` (pointer type in address space `asp`, address level
    /// `al`) and the address space whose rule decided it: the target model's rule for `asp`,
    /// refined by the memory rules of the module docs ("Memory"): a generic pointer into a
    /// global variable follows that variable's address space, a read-only `byval` parameter of
    /// a kernel follows the address, and a volatile load of a `__shared__` variable that
    /// barriers separate from every write of it is an ordinary load.
    fn load_level(
        &self,
        i: Inst,
        addr: Option<Value>,
        asp: u32,
        al: Uniformity,
        mi: &warpflow_ir::MemInfo,
    ) -> (u32, Uniformity) {
        let model = &self.cx.model;
        let plain = model.load_uniformity(asp, al, mi.atomic.is_some(), mi.volatile);
        let Some(a) = addr else { return (asp, plain) };
        if mi.atomic.is_some() || plain <= al {
            return (asp, plain);
        }
        let is_kernel = self.cx.kernels[self.fid.0 as usize];
        match memory::underlying_object(self.m, self.f, a) {
            Object::ByvalParam(k) if is_kernel && self.readonly_byval.get(k as usize) == Some(&true) => {
                (asp, al)
            }
            Object::Global(_, gas) => {
                let volatile_ok =
                    !mi.volatile || (is_kernel && self.fenced_volatile.binary_search(&i).is_ok());
                if !volatile_ok {
                    return (asp, plain);
                }
                let l = model.load_uniformity(gas, al, false, false);
                if l < plain {
                    (gas, l)
                } else {
                    (asp, plain)
                }
            }
            _ => (asp, plain),
        }
    }

    fn ptr_as(&self, v: Option<Value>) -> u32 {
        v.and_then(|v| self.f.values.get(v)).and_then(|d| self.m.types.ptr_addrspace(d.ty)).unwrap_or(0)
    }

    fn eval_default(&self, i: Inst, stack: &mut Vec<FuncId>) -> (Uniformity, Reason, Option<Lin>) {
        let d = self.f.inst(i);
        let w = self.cx.w;
        let int_result = d.result.is_some_and(|r| self.m.types.is_int(self.f.values[r].ty));
        let default_lin = |l: Uniformity| (int_result && l <= BlockUniform).then(|| Lin::uniform(0));
        match &d.kind {
            InstKind::Binary { op, flags, .. } => {
                let (l, why) = self.join_ops(&d.args);
                let (a, b) = (d.args[0], d.args[1]);
                let (la, lb) = (self.vlin(a), self.vlin(b));
                let (ca, cb) = (self.vconst(a), self.vconst(b));
                let pow2 = |c: Option<u128>| c.filter(|c| c.is_power_of_two()).map(|c| c.trailing_zeros());
                let width = d.result.and_then(|r| self.m.types.int_width(self.f.values[r].ty)).unwrap_or(0);
                let bb = self.cx.launch.block_bits_x.filter(|_| self.dims_apply());
                let mut warp = false;
                let mut block = false;
                let lin = match op {
                    BinOp::Add => la.zip(lb).and_then(|(x, y)| x.add(y)),
                    BinOp::Or if flags.disjoint => la.zip(lb).and_then(|(x, y)| x.add(y)),
                    BinOp::Sub => la.zip(lb).and_then(|(x, y)| x.sub(y)),
                    BinOp::Mul => match (la, lb) {
                        (Some(x), Some(y)) => x.mul(y, cb).or_else(|| y.mul(x, ca)),
                        _ => None,
                    },
                    BinOp::Shl => la.zip(cb).and_then(|(x, k)| x.shl(k as u32)),
                    BinOp::LShr | BinOp::AShr | BinOp::UDiv | BinOp::SDiv => {
                        let k = if matches!(op, BinOp::LShr | BinOp::AShr) {
                            cb.map(|c| c as u32)
                        } else {
                            pow2(cb)
                        };
                        match (la, k) {
                            (Some(x), Some(k)) if x.a == 0 => {
                                Some(Lin::uniform(x.t.saturating_sub(k)).taint(x))
                            }
                            (Some(x), Some(k)) => {
                                warp = x.shr_warp_uniform(k, w);
                                block = bb.is_some_and(|bb| {
                                    self.block_fits(x, bb, width) && x.shr_warp_uniform(k, bb)
                                });
                                None
                            }
                            _ => None,
                        }
                    }
                    BinOp::And => match (la, lb) {
                        (Some(x), Some(y)) if x.a == 0 && y.a == 0 => {
                            Some(Lin::uniform(x.t.max(y.t)).taint(x).taint(y))
                        }
                        (Some(x), Some(y)) if y.a == 0 => {
                            warp = x.and_warp_uniform(y.t, w);
                            block = bb.is_some_and(|bb| {
                                !y.warp_only && self.block_fits(x, bb, width) && x.and_warp_uniform(y.t, bb)
                            });
                            None
                        }
                        (Some(x), Some(y)) if x.a == 0 => {
                            warp = y.and_warp_uniform(x.t, w);
                            block = bb.is_some_and(|bb| {
                                !x.warp_only && self.block_fits(y, bb, width) && y.and_warp_uniform(x.t, bb)
                            });
                            None
                        }
                        _ => None,
                    },
                    _ => None,
                };
                let lin = lin.or_else(|| default_lin(l));
                let l = if block {
                    l.min(BlockUniform)
                } else if warp && self.cx.launch.warp_facts {
                    l.min(WarpUniform)
                } else {
                    l
                };
                (l, why, lin)
            }
            InstKind::ICmp { pred } => {
                let (l, why) = self.join_ops(&d.args);
                let (a, b) = (d.args[0], d.args[1]);
                if l > Uniform && self.cx.launch.any {
                    // Launch facts: a comparison that holds, or fails, for every thread.
                    if let (Some(ra), Some(rb)) = (self.vrange(a, 8), self.vrange(b, 8)) {
                        if Range::decide(*pred, ra, rb).is_some() {
                            return (Uniform, Reason::None, None);
                        }
                    }
                }
                let width = self.f.values.get(a).and_then(|x| self.m.types.int_width(x.ty)).unwrap_or(0);
                let bb = self.cx.launch.block_bits_x.filter(|_| self.dims_apply());
                let (mut warp, mut block) = (false, false);
                if let (Some(x), Some(y)) = (self.vlin(a), self.vlin(b)) {
                    let (x, y, p, cy) = if x.a != 0 && y.a == 0 {
                        (x, y, *pred, self.vconst(b))
                    } else {
                        (y, x, swap_pred(*pred), self.vconst(a))
                    };
                    if x.a != 0 && y.a == 0 {
                        warp = x.cmp_warp_uniform(p, y.t, cy, w);
                        block = bb.is_some_and(|bb| {
                            !y.warp_only
                                && self.block_fits(x, bb, width)
                                && x.cmp_warp_uniform(p, y.t, cy, bb)
                        });
                    }
                }
                let l = if block {
                    l.min(BlockUniform)
                } else if warp && self.cx.launch.warp_facts {
                    l.min(WarpUniform)
                } else {
                    l
                };
                (l, why, None)
            }
            InstKind::Cast { op, .. } => {
                let (l, why) = self.join_ops(&d.args);
                let src = d.args.first().and_then(|&a| self.vlin(a));
                let lin = match op {
                    CastOp::ZExt | CastOp::SExt => src,
                    CastOp::Trunc => {
                        let bits =
                            d.result.and_then(|r| self.m.types.int_width(self.f.values[r].ty)).unwrap_or(0);
                        if bits >= 32 {
                            src
                        } else {
                            None
                        }
                    }
                    _ => None,
                };
                (l, why, lin.or_else(|| default_lin(l)))
            }
            InstKind::Freeze => {
                let (l, why) = self.join_ops(&d.args);
                (l, why, d.args.first().and_then(|&a| self.vlin(a)))
            }
            InstKind::Load(mi) => {
                let addr = d.args.first().copied();
                let asp = self.ptr_as(addr);
                let al = addr.map_or(Uniform, |a| self.vlevel(a));
                let (asp, l) = self.load_level(i, addr, asp, al, mi);
                let why = if l > al {
                    Reason::Source(SourceKind::Load { addrspace: asp })
                } else if l > Uniform {
                    Reason::Operand(addr.expect("level above uniform needs an address"))
                } else {
                    Reason::None
                };
                (l, why, default_lin(l))
            }
            InstKind::AtomicRmw { .. } | InstKind::CmpXchg { .. } => {
                (Divergent, Reason::Source(SourceKind::Atomic), None)
            }
            InstKind::VaArg => (Divergent, Reason::Source(SourceKind::VaArg), None),
            InstKind::Fence { .. } | InstKind::DbgRecord(_) | InstKind::Unreachable => {
                (Uniform, Reason::None, None)
            }
            InstKind::Call(_) => self.eval_call(i, stack),
            InstKind::ExtractValue { .. } => {
                let (mut l, mut why) = self.join_ops(&d.args);
                if let Some((b, src)) = self.field_bound(i).filter(|(b, _)| *b < l) {
                    (l, why) = (b, Reason::Source(src));
                }
                (l, why, default_lin(l))
            }
            InstKind::Phi { .. }
                if int_result && self.cx.launch.block_bits_x.is_some() && self.dims_apply() =>
            {
                let (l, why) = self.join_ops(&d.args);
                (l, why, self.phi_lin(i).or_else(|| default_lin(l)))
            }
            InstKind::Phi { .. } | InstKind::Select { .. } => {
                let (l, why) = self.join_ops(&d.args);
                (l, why, default_lin(l))
            }
            _ => {
                let (l, why) = self.join_ops(&d.args);
                (l, why, default_lin(l))
            }
        }
    }

    fn eval_call(&self, i: Inst, stack: &mut Vec<FuncId>) -> (Uniformity, Reason, Option<Lin>) {
        let d = self.f.inst(i);
        let args = d.call_args();
        let int_result = d.result.is_some_and(|r| self.m.types.is_int(self.f.values[r].ty));
        let default_lin = |l: Uniformity| (int_result && l <= BlockUniform).then(|| Lin::uniform(0));
        let Some(g) = self.m.direct_callee(self.f, i) else {
            if let Some(outs) = self.asm_outputs(i) {
                let l = outs.iter().fold(Uniform, |a, &u| a.join(u));
                if !outs.is_empty() && l < Divergent {
                    return (l, Reason::Source(SourceKind::InlineAsm), None);
                }
            }
            return (Divergent, Reason::Source(SourceKind::OpaqueCall), None);
        };
        let name = self.m.func_name(g);
        let callee = &self.m.funcs[g];
        if callee.is_definition {
            if d.result.is_none() {
                let (l, why) = self.join_ops(args);
                return (l, why, None);
            }
            let levels: Vec<Uniformity> = args.iter().map(|&a| self.vlevel(a)).collect();
            let r = self.cx.ret_level(g, &levels, stack);
            let why = if r == Uniform {
                Reason::None
            } else {
                match args.iter().copied().filter(|&a| self.vlevel(a) >= r).max_by_key(|&a| self.vlevel(a)) {
                    Some(a) => Reason::CallArgument { callee: g, arg: a },
                    None => Reason::Source(SourceKind::Callee(name.to_string())),
                }
            };
            return (r, why, default_lin(r));
        }
        let Some(info) = self.cx.model.classify_call(name) else {
            if d.result.is_none() {
                let (l, why) = self.join_ops(args);
                return (l, why, None);
            }
            return (Divergent, Reason::Source(SourceKind::UnknownCall(name.to_string())), None);
        };
        let facts: Vec<OperandFact> = args
            .iter()
            .map(|&a| OperandFact {
                uniformity: self.vlevel(a),
                constant: self.vconst(a).and_then(|c| u64::try_from(c).ok()),
                addrspace: self.f.values.get(a).and_then(|v| self.m.types.ptr_addrspace(v.ty)),
            })
            .collect();
        let Some(mut l) = self.cx.model.call_result_uniformity(info, &facts) else {
            let (l, why) = self.join_ops(args);
            return (l, why, None);
        };
        let (jl, jwhy) = self.join_ops(args);
        let mut why = if l == Uniform {
            Reason::None
        } else if l <= jl {
            jwhy
        } else {
            Reason::Source(SourceKind::Builtin(name.to_string()))
        };
        // Launch assumption: the x dimension of thread ids is affine, y and z are warp-uniform.
        let dim = match info.dimension {
            Dimension::Fixed(dm) => Some(dm),
            Dimension::Operand(k) => {
                args.get(k as usize).and_then(|&a| self.vconst(a)).and_then(|c| Dim::from_index(c as u64))
            }
            Dimension::None => None,
        };
        let mut lin = default_lin(l);
        match (info.kind, dim) {
            (BuiltinKind::ThreadId, Some(Dim::X)) => lin = Some(Lin::tid_x(64)),
            (BuiltinKind::GlobalId, Some(Dim::X)) => lin = Some(Lin::tid_x(self.cx.w)),
            (BuiltinKind::ThreadId | BuiltinKind::GlobalId, Some(Dim::Y | Dim::Z))
                if self.cx.launch.warp_facts =>
            {
                if l > WarpUniform {
                    l = WarpUniform;
                    why = Reason::Source(SourceKind::Builtin(name.to_string()));
                }
                // the same in a warp, not in the block: the linear thread index built from it
                // is `tid.x + u` with `u` a multiple of blockDim.x ([`Lin`])
                if lin.is_none() && int_result {
                    lin = Some(Lin::warp_uniform(0));
                }
            }
            (BuiltinKind::BlockDim, Some(Dim::X)) if l <= BlockUniform => lin = Some(Lin::uniform(self.cx.w)),
            _ => {}
        }
        if let Some(c) = self.launch_value(i) {
            lin = Some(Lin::constant(c));
        }
        (l, why, lin)
    }

    // ---- control divergence ----

    fn on_branch(&mut self, t: Inst) {
        let node = self.block_of[t.0 as usize];
        if node == NO_BLOCK {
            return;
        }
        let b = NodeId(node);
        let l = self.level[t.0 as usize];
        if self.branch_done[b.index()] >= l || !self.dom.is_reachable(b) {
            return;
        }
        self.branch_done[b.index()] = l;
        let branch_block = self.cfg.block(b);
        if !self.joins_cache.contains_key(&b) {
            let j = self.jc.joins(self.cfg, self.ci, Some(self.pdom), b, &mut self.scratch);
            self.joins_cache.insert(b, j);
        }
        let joins = self.joins_cache[&b].clone();
        let mut div_cycles: Vec<CycleId> = Vec::new();
        for &j in &joins.joins {
            if let Some(c) = self.outermost_divergent_cycle(b, j) {
                div_cycles.push(c);
                continue;
            }
            self.taint_phis(j, l, branch_block);
        }
        div_cycles.sort_by_key(|&c| std::cmp::Reverse(self.ci.cycle(c).depth));
        for c in div_cycles {
            if self.assumed.iter().any(|&(a, al)| al >= l && self.cycle_contains_cycle(a, c)) {
                continue;
            }
            self.assumed.push((c, l));
            let ci = self.ci;
            for &nb in ci.blocks(c) {
                let insts: Vec<Inst> = self.f.block_insts(self.cfg.block(nb)).collect();
                for i in insts {
                    if self.f.kind(i).is_terminator() {
                        break;
                    }
                    self.raise(i, l, Reason::DivergentCycle { branch: branch_block });
                }
            }
        }
        if let Some(bc) = self.ci.cycle_of(b) {
            for &e in &joins.cycle_exits {
                self.propagate_cycle_exit(e, bc, l, branch_block);
            }
        }
        // Lanes in different iterations of a cycle joined through a back edge leave it at
        // different times, whatever the exiting conditions are: every exiting branch is
        // divergent (LLVM 19 marks only the values, so compat mode leaves branches alone).
        if self.cx.mode == Mode::Default {
            for &c in &joins.iteration_cycles {
                let jc = self.jc;
                for &x in jc.exiting_blocks(self.cfg, self.ci, c) {
                    if let Some(t) = self.f.terminator(self.cfg.block(x)) {
                        self.raise(t, l, Reason::Iteration { branch: branch_block });
                    }
                }
            }
        }
    }

    fn is_constant_or_undef_phi(&self, i: Inst) -> bool {
        !self.phi_merges_values(i, |_| true)
    }

    /// Whether phi `i` takes two different values (not itself, not undef) on incoming edges
    /// from blocks that `from` accepts.
    fn phi_merges_values(&self, i: Inst, from: impl Fn(warpflow_ir::Block) -> bool) -> bool {
        let d = self.f.inst(i);
        let me = d.result;
        let mut seen: Option<Value> = None;
        for (&v, &b) in d.args.iter().zip(&d.blocks) {
            if Some(v) == me || self.is_undef(v) || !from(b) {
                continue;
            }
            match seen {
                Some(s) if s != v => return true,
                _ => seen = Some(v),
            }
        }
        false
    }

    fn taint_phis(&mut self, j: NodeId, l: Uniformity, branch: warpflow_ir::Block) {
        let insts: Vec<Inst> = self.f.block_insts(self.cfg.block(j)).collect();
        for i in insts {
            if self.f.kind(i).is_debug() {
                continue;
            }
            if !self.f.kind(i).is_phi() {
                break;
            }
            if self.is_constant_or_undef_phi(i) {
                continue;
            }
            self.raise(i, l, Reason::Sync { branch });
        }
    }

    fn cycle_contains_cycle(&self, outer: CycleId, inner: CycleId) -> bool {
        self.ci.is_nested_in(inner, outer)
    }

    fn outermost_divergent_cycle(&self, b: NodeId, j: NodeId) -> Option<CycleId> {
        let c = self.ci.cycle_of(j)?;
        let int = self.int_div_cycle(c, b, j);
        int.or_else(|| self.ext_div_cycle(c, b))
    }

    fn ext_div_cycle(&self, mut c: CycleId, b: NodeId) -> Option<CycleId> {
        if self.ci.contains(c, b) {
            return None;
        }
        while let Some(p) = self.ci.cycle(c).parent {
            if self.ci.contains(p, b) {
                break;
            }
            c = p;
        }
        (!self.ci.is_reducible(c)).then_some(c)
    }

    fn int_div_cycle(&self, c: CycleId, b: NodeId, j: NodeId) -> Option<CycleId> {
        if self.dom.strictly_dominates(b, j) {
            return None;
        }
        let mut cur = Some(c);
        while let Some(x) = cur {
            if self.ci.contains(x, b) {
                break;
            }
            cur = self.ci.cycle(x).parent;
        }
        let mut c = cur?;
        if self.ci.is_reducible(c) || self.dom.strictly_dominates(self.ci.cycle(c).header, j) {
            return None;
        }
        while let Some(p) = self.ci.cycle(c).parent {
            if self.dom.strictly_dominates(self.ci.cycle(p).header, j) {
                break;
            }
            c = p;
        }
        Some(c)
    }

    fn propagate_cycle_exit(
        &mut self,
        exit: NodeId,
        inner: CycleId,
        l: Uniformity,
        branch: warpflow_ir::Block,
    ) {
        let exit_depth = self.ci.depth_of(exit);
        let mut outer = inner;
        let mut c = Some(inner);
        while let Some(x) = c {
            if self.ci.cycle(x).depth <= exit_depth {
                break;
            }
            outer = x;
            c = self.ci.cycle(x).parent;
        }
        let k = outer.index();
        if self.exit_level[k] >= l {
            return;
        }
        if self.exit_level[k] == Uniform {
            self.exit_order.push(outer);
        }
        self.exit_level[k] = l;
        if self.assumed.iter().any(|&(a, al)| al >= l && self.cycle_contains_cycle(a, outer)) {
            return;
        }
        self.analyze_cycle_exit(outer, l, branch);
    }

    fn analyze_cycle_exit(&mut self, c: CycleId, l: Uniformity, branch: warpflow_ir::Block) {
        let exits = self.jc.exits[c.index()].clone();
        for &e in &exits {
            let insts: Vec<Inst> = self.f.block_insts(self.cfg.block(e)).collect();
            for i in insts {
                if self.f.kind(i).is_debug() {
                    continue;
                }
                if !self.f.kind(i).is_phi() {
                    break;
                }
                let uses_cycle =
                    self.f.inst(i).args.iter().any(|&v| match self.f.values.get(v).map(|d| d.def) {
                        Some(ValueDef::Inst(di)) => {
                            let nb = self.block_of[di.0 as usize];
                            nb != NO_BLOCK && self.ci.contains(c, NodeId(nb))
                        }
                        _ => false,
                    });
                // Lanes leave at different iterations, possibly through different exiting
                // blocks: an exit phi taking different values on two edges from the cycle
                // differs between lanes even when those values are uniform constants or
                // arguments (LLVM 19 misses this; default mode only, so compat matches opt-19).
                let mixes_exits = self.cx.mode == Mode::Default
                    && self
                        .phi_merges_values(i, |b| self.cfg.node(b).is_some_and(|n| self.ci.contains(c, n)));
                if (uses_cycle || mixes_exits) && !self.always_uniform_llvm19(i) {
                    self.raise(i, l, Reason::Temporal { branch, value: None });
                }
            }
        }
        // Values defined in a block of `c` that dominates an exit, used outside `c`: the uses
        // leaving a cycle whose definition lies in `c`'s slice of the shared block order (in
        // that order: the blocks of `c`, then their instructions, then the uses), so the cost
        // is in those uses, not in `c`'s size. `raise` only records a floor, so no level read
        // here changes during the loop.
        let (ci, escaping) = (self.ci, self.escaping);
        let range = ci.block_range(c);
        let first = escaping.partition_point(|x| (x.pos as usize) < range.start);
        for x in escaping[first..].iter().take_while(|x| (x.pos as usize) < range.end) {
            let nb = ci.block_order()[x.pos as usize];
            if self.level[x.def.0 as usize] >= l || !exits.iter().any(|&e| self.dom.dominates(nb, e)) {
                continue;
            }
            let ub = self.block_of[x.user.0 as usize];
            if ci.contains(c, NodeId(ub)) {
                continue;
            }
            self.raise(x.user, l, Reason::Temporal { branch, value: Some(x.value) });
        }
    }
}
