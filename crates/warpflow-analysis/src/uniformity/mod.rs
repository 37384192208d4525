//! Uniformity (divergence) analysis of GPU kernels: which values and branches differ between the
//! threads of a warp or of a block, why (a witness chain back to a source of divergence), and
//! which block-divergent values are still the same within each warp.
//!
//! # Lattice
//! Every value and terminator gets a [`Uniformity`] from the target model: `Uniform` (same in
//! the whole launch) < `BlockUniform` < `WarpUniform` < `Divergent`. LLVM's "divergent" is our
//! "not block-uniform" ([`FunctionUniformity::is_divergent`]); [`FunctionUniformity::is_warp_uniform`]
//! says whether the value is at least the same in every lane of a warp.
//!
//! # Rules (default mode)
//! - *Sources* come from `warpflow-target`: builtin calls (thread ids divergent, block ids
//!   block-uniform, ballots and `readfirstlane` warp-uniform whatever their operands, ...),
//!   loads (private and generic memory divergent, other spaces follow the address; atomic and
//!   volatile loads divergent; refined by the memory rules below), `atomicrmw`/`cmpxchg`
//!   divergent, unknown external calls, indirect calls and inline assembly divergent.
//! - *Memory* (the `memory` module finds the object a pointer points into, through GEPs,
//!   `addrspacecast` and `bitcast`, instructions and constant expressions alike). All three
//!   rules rest on the data-race freedom that CUDA and OpenCL require of ordinary accesses: a
//!   non-atomic load that races with a write has no defined value, so only race-free
//!   executions are described. In such an execution, threads that read one location at one
//!   dynamic instance read the same value unless a write lies between their reads, and such a
//!   write would race with one of the reads.
//!   - A load through a generic pointer whose object is a global variable in address space
//!     `n` is a load from `n` (the generic address names the same memory; `addrspacecast` and
//!     GEPs never leave the object), so a `__shared__` variable read through a generic pointer
//!     (what clang emits for CUDA, even at -O3) follows the address as an `addrspace(3)` load
//!     does: at a block-uniform address the threads of a block read their block's one copy.
//!   - A load from a `byval` parameter of a kernel follows the address when nothing may write
//!     the parameter's memory (every use of it and of what is derived from it is a load
//!     address, a GEP base, a cast or a comparison: no store, call or escape). The memory is
//!     the launch's copy of the argument, the same for every thread, and no thread changes it.
//!   - A volatile load is divergent (volatile accesses may race by design, e.g. spin-waits,
//!     and PTX gives them relaxed-atomic semantics), except a volatile load in a kernel from a
//!     `__shared__` variable (address-space kind `Shared`) that no instruction that may write
//!     the variable reaches, or is reached from, along a path without a block barrier (calls
//!     to defined or unknown functions and stores through pointers into unknown memory count
//!     as writes; pointer parameters of a kernel cannot point into a block's shared memory).
//!     Then, in an execution where the barriers are reached in the same order by every
//!     thread, every write of the variable happens in a different barrier interval than every
//!     execution of the load, the barrier orders them, and all threads reading at one dynamic
//!     instance (one interval) read one value. If barriers are not reached in one order the
//!     program already has barrier divergence (undefined behaviour in CUDA and OpenCL), which
//!     the convergence check reports at those barriers; verdicts past that point assume it
//!     fixed.
//! - *Data dependence*: other instructions get the join of their operands.
//! - *Sync dependence*: a branch or switch of level `L > Uniform` makes the phis at its join
//!   points (blocks reachable from two of its successors along disjoint paths, see the `joins`
//!   module) at least `L`; phis whose incoming values are one value or undef are exempt, as in
//!   LLVM.
//! - *Temporal divergence*: when such a branch leaves a cycle, the cycle has a divergent exit:
//!   phis in the cycle's exits that use values from the cycle, and every use outside the cycle
//!   of a value defined in a block of the cycle that dominates an exit, become at least `L`.
//! - *Joins through a back edge*: when a side of such a branch reaches the header of a cycle
//!   containing it without passing the branch's immediate post-dominator, which lies in the
//!   cycle, lanes may be in different iterations (argument in the `joins` module): the header's
//!   phis become at least `L`, every exit of the cycle is a divergent exit (temporal divergence
//!   as above), and in default mode every exiting branch of the cycle becomes at least `L`
//!   ([`Reason::Iteration`]), since lanes in different iterations leave at different times.
//! - *Irreducible cycles* (conservative, as LLVM): when two paths that diverged at a branch
//!   join inside an irreducible cycle whose header does not dominate the join (the "diverged
//!   entry" criterion), every value defined in the outermost such cycle is at least `L`; exits
//!   of irreducible cycles whose label differs from the header's are divergent exits.
//! - *Interprocedural*: kernel arguments are uniform. A call to a function defined in the
//!   module gets the result level of the callee analysed with the actual argument levels
//!   (memoised per argument-level vector, so as precise as inlining for the returned value;
//!   recursion falls back to divergent). A non-kernel function is reported under the join of
//!   the argument levels at its call sites in the module (closed world: GPU device code is
//!   linked whole), or with divergent arguments when it has no caller in the module. Its
//!   [`Summary`] says, per parameter, how divergent the result is when only that parameter is.
//! - *Warp level* (the `affine` module): under the launch assumption [`LAUNCH_ASSUMPTION`],
//!   values `a * tid.x + u` are tracked, and shifts, divisions, masks and comparisons that only
//!   look at bits above the lane bits are warp-uniform (`tid.x >> 5`, `tid.x / 32`,
//!   `tid.x & ~31`, `tid.x < 64`); `tid.y` and `tid.z` are warp-uniform. A block-divergent branch
//!   that is warp-uniform costs no serialisation.
//!
//! # LLVM 19 mode ([`Mode::Llvm19`])
//! Reproduces `opt-19 -passes='print<uniformity>'`: a two-point lattice, LLVM 19's sources
//! (`TargetModel::llvm19_call_rule`: on NVPTX every call; AMDGPU intrinsics per the table and
//! its always-uniform overrides; loads per `llvm19_load_divergent`; NVPTX atomics including
//! `fence`; non-kernel arguments divergent, AMDGPU `inreg` arguments uniform; SPIR: nothing), no
//! summaries, no warp level, and any instruction with a divergent operand is divergent (stores
//! included). It keeps our correct join computation: outputs differ from opt-19 where LLVM 19's
//! early stopping misses joins (llvm-project issue 137277).
//!
//! # Invariants
//! Results are plain data indexed by IR ids of the analysed function; levels only grow during
//! propagation, so it terminates; every non-uniform value has a [`Reason`] that points to
//! something that reached that level earlier, so witness chains are finite and end at a
//! source.

mod affine;
pub mod compare;
mod engine;
pub(crate) mod joins;
pub mod launch;
mod memory;
pub mod report;

use serde::{Deserialize, Serialize};
use warpflow_ir::{Block, FuncId, Inst, Module, Value, ValueDef};
pub use warpflow_target::Uniformity;
use warpflow_target::{Target, TargetModel};

use crate::cycles::CycleId;
use crate::facts::FactStore;
pub use launch::LaunchFacts;
pub use memory::{underlying_object, Object};

/// The launch assumption warp-level facts rely on.
pub const LAUNCH_ASSUMPTION: &str =
    "blockDim.x is a multiple of the warp size (each warp holds consecutive tid.x starting at a multiple of the warp size; tid.y and tid.z are the same in a warp)";

/// Which rules to apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The target model's rules, summaries and warp-level uniformity.
    #[default]
    Default,
    /// LLVM 19's rules, to compare with `opt-19 -passes='print<uniformity>'`.
    Llvm19,
}

impl Mode {
    /// The mode's name in reports (`default`, `llvm19`, as `warpflow analyze --compat` names it).
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Default => "default",
            Mode::Llvm19 => "llvm19",
        }
    }
}

/// Analysis options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Rules.
    pub mode: Mode,
    /// Warp size; `None` takes the target's (AMDGPU: from `+wavefrontsize32` when present).
    pub warp_size: Option<u32>,
}

/// Errors of the analysis.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UniformityError {
    /// The module's triple is missing or names no supported GPU target.
    #[error("target: {0}")]
    Target(#[from] warpflow_target::TargetError),
    /// The module has no `target triple`.
    #[error("the module has no target triple")]
    NoTriple,
}

/// What makes a source divergent (or not uniform).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SourceKind {
    /// A builtin the target model classifies (thread id, lane id, ballot, ...).
    Builtin(String),
    /// A load from memory that is per-thread (private) or may be (generic), or atomic/volatile.
    Load {
        /// The pointer's address space.
        addrspace: u32,
    },
    /// `atomicrmw`, `cmpxchg` (or, in LLVM 19 mode on NVPTX, any atomic instruction).
    Atomic,
    /// A call to a function neither defined in the module nor known to the target model.
    UnknownCall(String),
    /// A call through a pointer or to inline assembly.
    OpaqueCall,
    /// Inline assembly whose outputs are all in scalar registers (warp-uniform whatever its
    /// inputs; the target model's constraint table), or an `extractvalue` of such an output.
    InlineAsm,
    /// LLVM 19 treats this call as a source of divergence.
    Llvm19Call(String),
    /// A parameter of a function with divergent arguments.
    Argument,
    /// A value returned by a called function regardless of its arguments.
    Callee(String),
    /// `va_arg`.
    VaArg,
}

/// Why a value or terminator reached its level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// Uniform: nothing to explain.
    None,
    /// A source of divergence.
    Source(SourceKind),
    /// Data dependence on this operand.
    Operand(Value),
    /// A phi at a join point of the divergent branch ending this block.
    Sync {
        /// The branch's block.
        branch: Block,
    },
    /// Temporal divergence: the branch ending `branch` leaves a cycle in which `value` is
    /// defined (`None` for a phi in an exit block).
    Temporal {
        /// The divergent exiting branch's block.
        branch: Block,
        /// The value defined in the cycle and used here.
        value: Option<Value>,
    },
    /// An exiting branch of a cycle in which lanes may be in different iterations: a side of
    /// the divergent branch ending `branch` returns to the cycle's header without passing the
    /// branch's immediate post-dominator (a join through a back edge).
    Iteration {
        /// The divergent branch's block.
        branch: Block,
    },
    /// Defined in an irreducible cycle that paths diverging at `branch` enter separately.
    DivergentCycle {
        /// The branch's block.
        branch: Block,
    },
    /// The result of a call to a defined function whose result depends on argument `arg`.
    CallArgument {
        /// The callee.
        callee: FuncId,
        /// The argument operand.
        arg: Value,
    },
}

/// One step of a witness chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WitnessStep {
    /// The instruction (for a value defined by one, or a terminator).
    pub inst: Option<Inst>,
    /// The parameter index, for an argument.
    pub arg: Option<u32>,
    /// The step's level.
    pub level: Uniformity,
    /// Why it has this level; the next step is what the reason names.
    pub reason: Reason,
}

/// Which parameters make the result divergent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// The result's level when every argument is uniform.
    pub base: Uniformity,
    /// Per parameter: the result's level when that parameter is divergent and the others are
    /// uniform.
    pub per_param: Vec<Uniformity>,
}

/// The uniformity of one function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionUniformity {
    /// The function.
    pub func: FuncId,
    /// Its name.
    pub name: String,
    /// Whether it is a kernel entry point.
    pub is_kernel: bool,
    /// Whether the analysis ran (false when the mode says the target has no divergence: LLVM 19
    /// on SPIR); then everything is uniform.
    pub has_divergence: bool,
    /// Level of each parameter.
    pub arg_levels: Vec<Uniformity>,
    pub(crate) arg_reasons: Vec<Reason>,
    /// Level per instruction (indexed by `Inst`; terminators: the branch's level).
    pub(crate) inst_levels: Vec<Uniformity>,
    pub(crate) inst_reasons: Vec<Reason>,
    /// Cycles with a divergent exit, in discovery order (ids of `CycleInfo` of the function).
    pub divergent_exit_cycles: Vec<CycleId>,
    /// The level of each cycle's exit divergence, parallel to `divergent_exit_cycles`
    /// (`BlockUniform`: lanes of one block leave together; only higher levels split a block).
    pub divergent_exit_levels: Vec<Uniformity>,
    /// Irreducible cycles assumed divergent, in discovery order.
    pub assumed_divergent_cycles: Vec<CycleId>,
    /// The result summary, for non-kernel functions with a result that are called in the module.
    pub summary: Option<Summary>,
    /// Level of the returned value.
    pub return_level: Uniformity,
}

impl FunctionUniformity {
    /// The level of `v` (`m` is the analysed module). Constants are uniform.
    pub fn level(&self, m: &Module, v: Value) -> Uniformity {
        match m.funcs[self.func].values.get(v).map(|d| d.def) {
            Some(ValueDef::Inst(i)) => self.inst_level(i),
            Some(ValueDef::Arg(k)) => {
                self.arg_levels.get(k as usize).copied().unwrap_or(Uniformity::Divergent)
            }
            Some(ValueDef::Meta(warpflow_ir::MetaArg::Value(w))) => self.level(m, w),
            _ => Uniformity::Uniform,
        }
    }

    /// The level of instruction `i` (for a terminator, of its branch).
    pub fn inst_level(&self, i: Inst) -> Uniformity {
        self.inst_levels.get(i.0 as usize).copied().unwrap_or(Uniformity::Uniform)
    }

    /// Whether `v` may differ between threads of a block (LLVM's "divergent").
    pub fn is_divergent(&self, m: &Module, v: Value) -> bool {
        !self.level(m, v).is_block_uniform()
    }

    /// Whether `v` is the same in all (active) lanes of each warp.
    pub fn is_warp_uniform(&self, m: &Module, v: Value) -> bool {
        self.level(m, v) <= Uniformity::WarpUniform
    }

    /// The level of the terminator of `b`.
    pub fn branch_level(&self, m: &Module, b: Block) -> Uniformity {
        m.funcs[self.func].terminator(b).map_or(Uniformity::Uniform, |t| self.inst_level(t))
    }

    /// Whether the terminator of `b` is a conditional branch or switch with at least two
    /// distinct successors whose condition differs between threads of a block.
    pub fn is_divergent_branch(&self, m: &Module, b: Block) -> bool {
        is_multiway(m, self.func, b) && !self.branch_level(m, b).is_block_uniform()
    }

    /// Whether `b` ends in a branch that is block-divergent but the same in each warp.
    pub fn is_warp_uniform_branch(&self, m: &Module, b: Block) -> bool {
        is_multiway(m, self.func, b) && self.branch_level(m, b) == Uniformity::WarpUniform
    }

    /// The blocks ending in a block-divergent branch, in layout order.
    pub fn divergent_branches(&self, m: &Module) -> Vec<Block> {
        m.funcs[self.func].block_order().filter(|&b| self.is_divergent_branch(m, b)).collect()
    }

    /// The values defined by instructions or parameters that are block-divergent, in order
    /// (parameters first, then instructions in layout order).
    pub fn divergent_values(&self, m: &Module) -> Vec<Value> {
        let f = &m.funcs[self.func];
        let mut out: Vec<Value> = f
            .args
            .iter()
            .enumerate()
            .filter(|(k, _)| !self.arg_levels[*k].is_block_uniform())
            .map(|(_, &v)| v)
            .collect();
        for b in f.block_order() {
            for i in f.block_insts(b) {
                if let Some(r) = f.inst(i).result {
                    if !self.inst_level(i).is_block_uniform() {
                        out.push(r);
                    }
                }
            }
        }
        out
    }

    /// The reason recorded for instruction `i`.
    pub fn inst_reason(&self, i: Inst) -> &Reason {
        self.inst_reasons.get(i.0 as usize).unwrap_or(&Reason::None)
    }

    /// The witness chain of `v`: `v` first, each next step what the previous reason names
    /// (for a control reason, the branch's terminator and then its condition), ending at a
    /// source (empty for uniform values).
    pub fn witness(&self, m: &Module, v: Value) -> Vec<WitnessStep> {
        let f = &m.funcs[self.func];
        let mut out = Vec::new();
        let mut cur = Some(v);
        let mut seen = std::collections::HashSet::new();
        while let Some(x) = cur.take() {
            if !seen.insert(x) || self.level(m, x) == Uniformity::Uniform {
                break;
            }
            match f.values.get(x).map(|d| d.def) {
                Some(ValueDef::Arg(k)) => out.push(WitnessStep {
                    inst: None,
                    arg: Some(k),
                    level: self.arg_levels[k as usize],
                    reason: self.arg_reasons[k as usize].clone(),
                }),
                Some(ValueDef::Inst(i)) => {
                    let reason = self.inst_reason(i).clone();
                    out.push(WitnessStep {
                        inst: Some(i),
                        arg: None,
                        level: self.inst_level(i),
                        reason: reason.clone(),
                    });
                    match reason {
                        Reason::Operand(v) | Reason::CallArgument { arg: v, .. } => cur = Some(v),
                        Reason::Sync { branch }
                        | Reason::DivergentCycle { branch }
                        | Reason::Iteration { branch }
                        | Reason::Temporal { branch, .. } => {
                            if let Some(t) = f.terminator(branch) {
                                let r = self.inst_reason(t).clone();
                                if let Reason::Operand(c) = r {
                                    cur = Some(c);
                                }
                                out.push(WitnessStep {
                                    inst: Some(t),
                                    arg: None,
                                    level: self.inst_level(t),
                                    reason: r,
                                });
                            }
                        }
                        _ => {}
                    }
                }
                Some(ValueDef::Meta(warpflow_ir::MetaArg::Value(w))) => cur = Some(w),
                _ => {}
            }
        }
        out
    }

    /// The witness chain of the branch ending `b` (the terminator first). A branch divergent
    /// for a control reason (an exiting branch of a cycle joined through a back edge) continues
    /// with the chain of the branch that caused it.
    pub fn branch_witness(&self, m: &Module, b: Block) -> Vec<WitnessStep> {
        let f = &m.funcs[self.func];
        let mut out = Vec::new();
        let mut seen = Vec::new();
        let mut cur = b;
        while let Some(t) = f.terminator(cur) {
            if seen.contains(&cur) {
                break;
            }
            seen.push(cur);
            let reason = self.inst_reason(t).clone();
            out.push(WitnessStep {
                inst: Some(t),
                arg: None,
                level: self.inst_level(t),
                reason: reason.clone(),
            });
            match reason {
                Reason::Operand(v) => {
                    out.extend(self.witness(m, v));
                    break;
                }
                Reason::Iteration { branch } | Reason::Sync { branch } | Reason::Temporal { branch, .. } => {
                    cur = branch
                }
                _ => break,
            }
        }
        out
    }

    /// The level of the value an instruction defines, if it defines one.
    pub fn value_level_of_inst(&self, m: &Module, i: Inst) -> Option<Uniformity> {
        m.funcs[self.func].inst(i).result.map(|_| self.inst_level(i))
    }
}

fn is_multiway(m: &Module, f: FuncId, b: Block) -> bool {
    let func = &m.funcs[f];
    let succs = func.successors(b);
    succs.len() >= 2 && succs.iter().any(|&s| s != succs[0])
}

/// The uniformity of every defined function of a module.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModuleUniformity {
    /// The target.
    pub target: Target,
    /// The warp size used for warp-level facts.
    pub warp_size: u32,
    /// The rules used.
    pub mode: Mode,
    /// The launch assumption of the warp-level facts ([`LAUNCH_ASSUMPTION`]), or what the
    /// launch facts say about it.
    pub launch_assumption: String,
    /// The launch facts the analysis used (empty: none).
    #[serde(default)]
    pub launch: LaunchFacts,
    /// One entry per defined function, in module order (so ascending [`FuncId`]: lookups by
    /// id are binary searches).
    pub functions: Vec<FunctionUniformity>,
    /// The module-wide facts the analysis resolved (kernels, launch facts), kept for
    /// re-analysing one function after its body changed ([`reanalyze_function`]).
    #[serde(skip)]
    resolved: ResolvedCache,
}

/// [`ModuleUniformity`]'s copy of the module-wide facts its analysis resolved; `None` after
/// deserialising. A cache derived from the module, so not part of the result's equality.
#[derive(Clone, Debug, Default)]
struct ResolvedCache(Option<engine::ModuleParts>);

impl PartialEq for ResolvedCache {
    fn eq(&self, _: &ResolvedCache) -> bool {
        true
    }
}

impl ModuleUniformity {
    /// The block size the launch facts give in function `f` (the launched kernel and the
    /// functions only it reaches), if the analysis had one.
    pub fn launch_block(&self, f: FuncId) -> Option<[u32; 3]> {
        let parts = self.resolved.0.as_ref()?;
        parts.launch_block(f)
    }

    /// The block and grid sizes the launch facts give in function `f`.
    pub fn launch_dims(&self, f: FuncId) -> crate::convergence::lanes::LaunchDims {
        match self.resolved.0.as_ref() {
            Some(p) => {
                crate::convergence::lanes::LaunchDims { block: p.launch_block(f), grid: p.launch_grid(f) }
            }
            None => Default::default(),
        }
    }

    /// The result for function `f`, if it is defined.
    pub fn function(&self, f: FuncId) -> Option<&FunctionUniformity> {
        let k = self.functions.binary_search_by_key(&f, |r| r.func).ok()?;
        Some(&self.functions[k])
    }

    /// The result for the function named `name`.
    pub fn function_named(&self, name: &str) -> Option<&FunctionUniformity> {
        self.functions.iter().find(|r| r.name == name)
    }
}

/// Whether `f` is a kernel entry point on `target` (calling convention or `!nvvm.annotations`).
/// In LLVM 19 mode on NVPTX only the annotation and `ptx_kernel` count, as in LLVM.
pub fn is_kernel(m: &Module, target: Target, f: FuncId, mode: Mode) -> bool {
    is_kernel_with(m, target, f, mode, &nvvm_kernels(m))
}

fn is_kernel_with(m: &Module, target: Target, f: FuncId, mode: Mode, annotated: &[FuncId]) -> bool {
    let func = &m.funcs[f];
    if let Some(cc) = func.cconv {
        let cc = m.str(cc);
        let by_cc = match (mode, target) {
            (Mode::Llvm19, Target::Nvptx) => cc == "ptx_kernel",
            _ => target.is_kernel_calling_convention(cc),
        };
        if by_cc {
            return true;
        }
    }
    target == Target::Nvptx && annotated.contains(&f)
}

/// Kernel flags of every function of `m`, indexed by `FuncId`.
pub(crate) fn kernel_flags(m: &Module, target: Target, mode: Mode) -> Vec<bool> {
    let mut annotated = nvvm_kernels(m);
    annotated.sort();
    m.funcs
        .keys()
        .map(|f| {
            let by_cc = is_kernel_with(m, target, f, mode, &[]);
            by_cc || (target == Target::Nvptx && annotated.binary_search(&f).is_ok())
        })
        .collect()
}

fn nvvm_kernels(m: &Module) -> Vec<FuncId> {
    let mut out = Vec::new();
    for nm in m.named_meta.iter().filter(|n| n.name == "nvvm.annotations") {
        for &id in &nm.nodes {
            let Some(node) = m.metadata.get(id) else { continue };
            if !node.text.contains("!\"kernel\", i32 1") {
                continue;
            }
            for (_, t) in &node.refs {
                if let warpflow_ir::MetaTarget::Func(f) = t {
                    out.push(*f);
                }
            }
        }
    }
    out
}

/// Analyses every defined function of `m`.
pub fn analyze_module(m: &Module, opts: &Options) -> Result<ModuleUniformity, UniformityError> {
    analyze_module_with_launch(m, opts, &LaunchFacts::default())
}

/// Analyses every defined function of `m` under the launch facts `facts` (see the `launch`
/// module; default mode only, LLVM 19 mode ignores them).
pub fn analyze_module_with_launch(
    m: &Module,
    opts: &Options,
    facts: &LaunchFacts,
) -> Result<ModuleUniformity, UniformityError> {
    let model = model_for(m, opts)?;
    let store = FactStore::new(m);
    Ok(analyze_with_store(m, model, opts.mode, facts, &store))
}

/// The target model `m` is analysed under with `opts` (the triple's, with the warp size of the
/// options or, on AMDGPU, of `+wavefrontsize32` in the target features).
pub(crate) fn model_for(m: &Module, opts: &Options) -> Result<TargetModel, UniformityError> {
    let triple = m.triple.as_deref().ok_or(UniformityError::NoTriple)?;
    let mut model = TargetModel::for_triple(triple)?;
    if let Some(ws) = opts.warp_size {
        model = model.with_warp_size(ws)?;
    } else if model.target() == Target::Amdgpu {
        let feats = m.funcs.values().find_map(|f| {
            f.fn_attrs.iter().find_map(|a| match a {
                warpflow_ir::Attr::Group(n) => m.attr_group(*n).and_then(|g| {
                    g.iter().find_map(|x| match x {
                        warpflow_ir::Attr::Item(s) if m.str(*s).starts_with("\"target-features\"") => {
                            Some(m.str(*s).to_string())
                        }
                        _ => None,
                    })
                }),
                _ => None,
            })
        });
        if let Some(feats) = feats {
            model = model.with_warp_size(model.target().warp_size_from_features(&feats))?;
        }
    }
    Ok(model)
}

/// The module analysis with the per-function facts of `store` (shared with the other analyses
/// of a [`crate::session::ModuleSession`]).
pub(crate) fn analyze_with_store(
    m: &Module,
    model: TargetModel,
    mode: Mode,
    facts: &LaunchFacts,
    store: &FactStore,
) -> ModuleUniformity {
    let parts = engine::ModuleParts::new(m, &model, mode, facts);
    let ctx = engine::ModuleCtx::with_parts(m, model, mode, &parts, store);
    let functions = ctx.run();
    debug_assert!(functions.windows(2).all(|w| w[0].func < w[1].func), "results in module order");
    let launch_assumption = match mode {
        Mode::Default => launch::assumption_text(facts, model.warp_size(), model.target()),
        Mode::Llvm19 => LAUNCH_ASSUMPTION.to_string(),
    };
    ModuleUniformity {
        target: model.target(),
        warp_size: model.warp_size(),
        mode,
        launch_assumption,
        launch: facts.clone(),
        functions,
        resolved: ResolvedCache(Some(parts)),
    }
}

/// Recomputes the result for function `fid` of `m` in `u` (the result of [`analyze_module`] on
/// an earlier state of `m`), after a transformation changed only that function's body: the
/// function is analysed under the argument levels `u` already has for it, and calls to other
/// functions are resolved against `m` as it is now. Costs one function's analysis (plus the
/// callees it needs), not the module's: the module-wide facts (which functions are kernels,
/// the launch facts) are those `u` resolved, since a body change leaves them as they were. Callers of `fid` keep their results; a transformation
/// that preserves semantics does not change what they may assume of it, though a less precise
/// analysis of the new body could. Does nothing for a function `u` does not cover.
pub fn reanalyze_function(m: &Module, u: &mut ModuleUniformity, fid: FuncId) -> Result<(), UniformityError> {
    let store = FactStore::new(m);
    reanalyze_with_store(m, u, fid, &store)
}

/// [`reanalyze_function`] with the facts of `store` (whose entry for `fid` describes its new body).
pub(crate) fn reanalyze_with_store(
    m: &Module,
    u: &mut ModuleUniformity,
    fid: FuncId,
    store: &FactStore,
) -> Result<(), UniformityError> {
    let Ok(k) = u.functions.binary_search_by_key(&fid, |r| r.func) else { return Ok(()) };
    let model = TargetModel::new(u.target).with_warp_size(u.warp_size)?;
    if !u.resolved.0.as_ref().is_some_and(|p| p.fits(m)) {
        u.resolved.0 = Some(engine::ModuleParts::new(m, &model, u.mode, &u.launch));
    }
    let parts = u.resolved.0.as_ref().expect("resolved above");
    let ctx = engine::ModuleCtx::with_parts(m, model, u.mode, parts, store);
    let old = &u.functions[k];
    let args = old.arg_levels.iter().copied().zip(old.arg_reasons.iter().cloned()).collect();
    let want_summary = old.summary.is_some();
    u.functions[k] = ctx.analyze_one(fid, args, want_summary);
    Ok(())
}

/// The join points of a divergent branch at the end of `branch` in `g`: blocks reachable from
/// two of its successors along disjoint paths (with LLVM's treatment of cycles: labels leave a
/// reducible cycle containing the branch through its exits), in discovery order.
pub fn join_points<G: crate::graph::Graph + ?Sized>(
    g: &G,
    branch: crate::graph::NodeId,
) -> Vec<crate::graph::NodeId> {
    let ci = crate::cycles::CycleInfo::compute(g);
    let pdom = crate::dominators::PostDomTree::compute(g);
    let dom = crate::dominators::DomTree::compute(g);
    let jc = joins::JoinContext::new(g, &ci, &dom);
    let mut scratch = joins::Scratch::for_graph(g.node_count());
    jc.joins(g, &ci, Some(&pdom), branch, &mut scratch).joins
}

/// One join query's branch, joins, divergent cycle exits and back-edge-joined cycles.
#[doc(hidden)]
pub type JoinQuery =
    (crate::graph::NodeId, Vec<crate::graph::NodeId>, Vec<crate::graph::NodeId>, Vec<CycleId>);

/// Every join query of a graph and what the queries did, for tests.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct JoinQueries {
    /// Per block with two or more successors, in block order: the query's result.
    pub queries: Vec<JoinQuery>,
    /// How many header pushes skipped a run of exits.
    pub runs_skipped: u64,
    /// How many queries stopped with one label left.
    pub stops: u64,
    /// How many blocks were settled before the heap handed them out.
    pub settled: u64,
    /// How many blocks the heap handed out (with `settled`, the blocks processed).
    pub popped: u64,
}

/// Every join query of `g` (each block with two or more successors, in block order, sharing
/// one scratch space as the engine does). With `full_pushes` (the plain algorithm), each
/// header push visits all of its cycle's exits instead of skipping those a nested header
/// already pushed the same label to, no block is settled early and no query stops before its
/// work list is empty; for tests, which compare the two.
#[doc(hidden)]
pub fn all_join_queries<G: crate::graph::Graph + ?Sized>(g: &G, full_pushes: bool) -> JoinQueries {
    let ci = crate::cycles::CycleInfo::compute(g);
    let pdom = crate::dominators::PostDomTree::compute(g);
    let dom = crate::dominators::DomTree::compute(g);
    let jc = joins::JoinContext::new(g, &ci, &dom);
    let mut scratch = joins::Scratch::for_graph(g.node_count());
    scratch.full_pushes = full_pushes;
    let queries = (0..g.node_count() as u32)
        .map(crate::graph::NodeId)
        .filter(|&b| g.succs(b).len() >= 2)
        .map(|b| {
            let j = jc.joins(g, &ci, Some(&pdom), b, &mut scratch);
            (b, j.joins, j.cycle_exits, j.iteration_cycles)
        })
        .collect();
    JoinQueries {
        queries,
        runs_skipped: scratch.runs_skipped,
        stops: scratch.stops,
        settled: scratch.settled,
        popped: scratch.popped,
    }
}
