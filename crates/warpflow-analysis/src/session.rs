//! The module analysis session: every fact about one module, computed at most once, lazily,
//! keyed by the IR's typed ids, and shared by every command and pass that reads it.
//!
//! A [`ModuleSession`] is built once per module, [`View`] and options (warp size, rules, launch
//! facts). It owns the module it analyses:
//!
//! - [`View::Promoted`]: the module with the stack slots of every defined function promoted to
//!   SSA values ([`crate::promote`]); the user's bodies are kept beside it, so names and `.ll`
//!   lines are taken from the code the user wrote ([`ModuleSession::written_cfg`]). Block ids and
//!   the ids of the instructions promotion keeps are the same in both, so results join by id.
//!   `check`, `cfg`, `report` and the merging passes read this view.
//! - [`View::AsWritten`]: the module as given. `analyze` reads this view: its report has one
//!   line per value of the input (a promoted load has no value left to report on), and
//!   `--compat llvm19` must equal `opt-19 -passes='print<uniformity>'`, which does not promote.
//!
//! Per function ([`FunctionFacts`], by [`FuncId`]): the CFG, dominator and post-dominator trees,
//! cycles, control dependence, cycle equivalence, SESE regions and the SIMT reconvergence points
//! ([`crate::reconvergence`]: the SIMT emulator's, by node), each computed on first use.
//! The uniformity engine reads the same facts, so the launch-fact variant, the plain variant,
//! every call summary, convergence and warp-level synchronisation share one CFG, one dominator
//! tree, one post-dominator tree and one cycle forest per function. Module-wide results (the
//! uniformity with and without launch facts, convergence, warp-level verdicts) are computed on
//! first use. Results carry ids (`FuncId`, `Block`, `Inst`, `Value`); names are made only when
//! rendering.
//!
//! Transforms keep the session up to date as Cranelift's `Context` keeps its dominator tree:
//! [`ModuleSession::edit_written`] hands out the user's bodies for mutation, and
//! [`ModuleSession::invalidate`] says which function changed: it is promoted again, its facts are
//! dropped (recomputed lazily), its uniformity is recomputed under the argument levels already
//! known for it, and the module-wide convergence and warp results are dropped.

use std::sync::OnceLock;

use warpflow_ir::{FuncId, Function, Module, MutateError};
use warpflow_target::TargetModel;

use crate::cfg::{DomTrees, FunctionCfg};
use crate::convergence::ir::FunctionConvergence;
use crate::convergence::warp::FunctionWarpSync;
use crate::facts::FactStore;
pub use crate::facts::FunctionFacts;
use crate::uniformity::{self, LaunchFacts, ModuleUniformity, Options, UniformityError};

/// Which module a session analyses (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The module with every promotable stack slot promoted.
    Promoted,
    /// The module as given.
    AsWritten,
}

/// Errors building or editing a session.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// Promoting a function's stack slots failed.
    #[error("promotion of stack slots: {0}")]
    Promote(#[from] MutateError),
}

/// Every analysis of one module (see the module documentation).
#[derive(Debug)]
pub struct ModuleSession {
    /// The analysed module: promoted bodies in the promoted view.
    module: Module,
    /// The user's bodies of the functions promotion changed (promoted view only).
    written: Vec<Option<Function>>,
    view: View,
    opts: Options,
    launch: LaunchFacts,
    facts: FactStore,
    written_cfgs: Vec<OnceLock<Option<FunctionCfg>>>,
    model: OnceLock<Result<TargetModel, UniformityError>>,
    uniformity: OnceLock<Result<ModuleUniformity, UniformityError>>,
    plain: OnceLock<Result<ModuleUniformity, UniformityError>>,
    convergence: OnceLock<crate::convergence::ir::ModuleConvergence>,
    warp: OnceLock<Vec<FunctionWarpSync>>,
}

impl ModuleSession {
    /// A session over `m` in view `view`, for the analysis options `opts` and launch facts
    /// `launch` (empty: none). Promotion (promoted view) happens here, once; every analysis is
    /// computed on first use.
    pub fn new(
        mut m: Module,
        view: View,
        opts: Options,
        launch: LaunchFacts,
    ) -> Result<ModuleSession, SessionError> {
        let mut written: Vec<Option<Function>> = (0..m.funcs.len()).map(|_| None).collect();
        if view == View::Promoted {
            let ids: Vec<FuncId> = m.funcs.iter().filter(|(_, f)| f.is_definition).map(|(k, _)| k).collect();
            for fid in ids {
                written[fid.0 as usize] = crate::promote::promote_keeping(&mut m, fid)?;
            }
        }
        Ok(ModuleSession {
            facts: FactStore::new(&m),
            written_cfgs: (0..m.funcs.len()).map(|_| OnceLock::new()).collect(),
            module: m,
            written,
            view,
            opts,
            launch,
            model: OnceLock::new(),
            uniformity: OnceLock::new(),
            plain: OnceLock::new(),
            convergence: OnceLock::new(),
            warp: OnceLock::new(),
        })
    }

    /// The view.
    pub fn view(&self) -> View {
        self.view
    }

    /// The analysis options.
    pub fn options(&self) -> &Options {
        &self.opts
    }

    /// The launch facts (empty: none).
    pub fn launch(&self) -> &LaunchFacts {
        &self.launch
    }

    /// The analysed module (promoted bodies in the promoted view). Its shared pools (types,
    /// constants, strings) also serve the user's bodies, which promotion only adds to.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// The body the user wrote of `fid` (the analysed body where promotion changed nothing).
    pub fn written_function(&self, fid: FuncId) -> &Function {
        self.written.get(fid.0 as usize).and_then(Option::as_ref).unwrap_or(&self.module.funcs[fid])
    }

    /// Whether promotion changed `fid`.
    pub fn is_promoted(&self, fid: FuncId) -> bool {
        self.written.get(fid.0 as usize).is_some_and(Option::is_some)
    }

    /// The facts of the analysed body of `fid` (`None`: a declaration or no blocks).
    pub fn function(&self, fid: FuncId) -> Option<&FunctionFacts> {
        self.facts.get(&self.module, fid)
    }

    /// The SIMT reconvergence points of the analysed body of `fid` (`None`: a declaration or no
    /// blocks), by node of [`FunctionFacts::cfg`]; see [`crate::reconvergence`].
    pub fn reconvergence(&self, fid: FuncId) -> Option<&crate::reconvergence::Reconvergence> {
        self.function(fid).map(FunctionFacts::reconvergence)
    }

    /// The CFG of the body the user wrote of `fid`, for names (`%3`, `%entry`: the slot
    /// numbering of the user's file). Same blocks, in the same order, as the analysed CFG.
    pub fn written_cfg(&self, fid: FuncId) -> Option<&FunctionCfg> {
        if !self.is_promoted(fid) {
            return self.function(fid).map(FunctionFacts::cfg);
        }
        self.written_cfgs
            .get(fid.0 as usize)?
            .get_or_init(|| FunctionCfg::new(&self.module, self.written_function(fid)))
            .as_ref()
    }

    /// The target model, or why the module has none.
    pub fn model(&self) -> Result<&TargetModel, &UniformityError> {
        self.model.get_or_init(|| uniformity::model_for(&self.module, &self.opts)).as_ref()
    }

    /// The uniformity of every defined function under the session's launch facts.
    pub fn uniformity(&self) -> Result<&ModuleUniformity, &UniformityError> {
        self.uniformity
            .get_or_init(|| {
                let model = *self.model().map_err(Clone::clone)?;
                Ok(uniformity::analyze_with_store(
                    &self.module,
                    model,
                    self.opts.mode,
                    &self.launch,
                    &self.facts,
                ))
            })
            .as_ref()
    }

    /// The uniformity without launch facts (the same result when the session has none), to say
    /// which verdicts depend on them.
    pub fn plain_uniformity(&self) -> Result<&ModuleUniformity, &UniformityError> {
        if self.launch.is_empty() {
            return self.uniformity();
        }
        self.plain
            .get_or_init(|| {
                let model = *self.model().map_err(Clone::clone)?;
                let none = LaunchFacts::default();
                Ok(uniformity::analyze_with_store(&self.module, model, self.opts.mode, &none, &self.facts))
            })
            .as_ref()
    }

    /// Convergence of every defined function with a body, in module order, from
    /// [`ModuleSession::uniformity`].
    pub fn convergence(&self) -> Result<&[FunctionConvergence], &UniformityError> {
        let u = self.uniformity()?;
        Ok(&self
            .convergence
            .get_or_init(|| crate::convergence::ir::ModuleConvergence::new(&self.module, u, &self.facts))
            .functions)
    }

    /// Convergence from [`ModuleSession::plain_uniformity`] (computed afresh: only `check` with
    /// launch facts asks for it, once).
    pub fn plain_convergence(&self) -> Result<Vec<FunctionConvergence>, &UniformityError> {
        let u = self.plain_uniformity()?;
        Ok(crate::convergence::ir::analyze_module_with(&self.module, u, &self.facts))
    }

    /// Warp-level synchronisation verdicts of every defined function, in module order.
    pub fn warp_sync(&self) -> Result<&[FunctionWarpSync], &UniformityError> {
        let u = self.uniformity()?;
        Ok(self
            .warp
            .get_or_init(|| crate::convergence::warp::analyze_module_with(&self.module, u, &self.facts)))
    }

    /// How many functions' facts (CFG and the trees built from it) this session has computed:
    /// each defined function once on first use, and once more after each
    /// [`ModuleSession::invalidate`] of it that is followed by a use. What tests read to see
    /// that a pipeline reuses the session rather than analysing every function again.
    pub fn facts_computed(&self) -> usize {
        self.facts.computed()
    }

    /// Runs `edit` on the module with the user's bodies in place, computing nothing (what a
    /// transformation that reads no analysis, or the verifier, needs); the analysed bodies are
    /// swapped back afterwards. Call [`ModuleSession::invalidate`] for every function `edit`
    /// changed.
    pub fn with_written<R>(&mut self, edit: impl FnOnce(&mut Module) -> R) -> R {
        self.swap_written();
        let r = edit(&mut self.module);
        self.swap_written();
        r
    }

    /// Runs `edit` on the module with the user's bodies in place (what a transformation
    /// changes), with the current uniformity result; the analysed bodies are swapped back
    /// afterwards. Call [`ModuleSession::invalidate`] for every function `edit` changed.
    pub fn edit_written<R>(
        &mut self,
        edit: impl FnOnce(&mut Module, Result<&ModuleUniformity, &UniformityError>) -> R,
    ) -> R {
        let _ = self.uniformity();
        let none = UniformityError::NoTriple;
        self.swap_written();
        let u = self.uniformity.get().map_or(Err(&none), |r| r.as_ref());
        let r = edit(&mut self.module, u);
        self.swap_written();
        r
    }

    /// [`ModuleSession::edit_written`] for an edit of function `fid` alone: only its body is
    /// swapped for the user's, so the cost does not grow with the module (a pass that edits
    /// function by function would otherwise swap every body per edit). The other functions show
    /// their analysed bodies; the edit reads nothing of them beyond their signatures, attributes
    /// and names, which promotion does not change. Call [`ModuleSession::invalidate`] for `fid`
    /// if `edit` changed it.
    pub fn edit_function<R>(
        &mut self,
        fid: FuncId,
        edit: impl FnOnce(&mut Module, Result<&ModuleUniformity, &UniformityError>) -> R,
    ) -> R {
        let _ = self.uniformity();
        let none = UniformityError::NoTriple;
        self.swap_one(fid);
        let u = self.uniformity.get().map_or(Err(&none), |r| r.as_ref());
        let r = edit(&mut self.module, u);
        self.swap_one(fid);
        r
    }

    /// [`ModuleSession::edit_function`] for an edit that plans on the function's graph: `edit`
    /// also gets the CFG of the user's body of `fid` (its names are those of the user's file)
    /// and the session's dominator and post-dominator trees of it (`None`: a declaration or no
    /// blocks). The trees were computed on the analysed body, whose blocks, in the same order,
    /// and edges are those of the user's body (promotion changes no terminator), so they are
    /// the trees of the graph `edit` sees; they describe the body as it is when `edit` starts,
    /// and stay true for as long as `edit` has changed no block or edge of it. Call
    /// [`ModuleSession::invalidate`] for `fid` if `edit` changed it.
    pub fn edit_function_analysed<R>(
        &mut self,
        fid: FuncId,
        edit: impl FnOnce(
            &mut Module,
            Result<&ModuleUniformity, &UniformityError>,
            Option<(&FunctionCfg, DomTrees<'_>)>,
        ) -> R,
    ) -> R {
        let _ = self.uniformity();
        if let Some(f) = self.function(fid) {
            f.dom();
            f.pdom();
        }
        let _ = self.written_cfg(fid);
        self.swap_one(fid);
        let none = UniformityError::NoTriple;
        let u = self.uniformity.get().map_or(Err(&none), |r| r.as_ref());
        let facts = self.facts.computed_for(fid);
        let graph = match self.written.get(fid.0 as usize) {
            Some(Some(_)) => self.written_cfgs[fid.0 as usize].get().and_then(Option::as_ref),
            _ => facts.map(FunctionFacts::cfg),
        };
        let view = graph.zip(facts).map(|(g, f)| {
            debug_assert_eq!(
                crate::graph::Graph::node_count(g),
                crate::graph::Graph::node_count(f.cfg()),
                "the user's body and the analysed body have the same blocks"
            );
            (g, f.dom_trees())
        });
        let r = edit(&mut self.module, u, view);
        self.swap_one(fid);
        r
    }

    /// Records that the body of `fid` changed (through [`ModuleSession::edit_written`]): it is
    /// promoted again, its facts are recomputed on next use, its uniformity is recomputed now
    /// under the argument levels already known for it (callers keep theirs: a transformation
    /// that preserves semantics does not change what they may assume of it), its convergence
    /// is recomputed now when it was computed (every other function keeps its own unless the
    /// module's barrier summary changed: see [`crate::convergence::ir::ModuleConvergence`]),
    /// and the module-wide warp results are dropped.
    pub fn invalidate(&mut self, fid: FuncId) -> Result<(), SessionError> {
        if self.view == View::Promoted {
            if let Some(w) = self.written.get_mut(fid.0 as usize).and_then(Option::take) {
                self.module.funcs[fid] = w;
            }
            self.written[fid.0 as usize] = crate::promote::promote_keeping(&mut self.module, fid)?;
            self.written_cfgs[fid.0 as usize] = OnceLock::new();
        }
        self.facts.reset(fid);
        self.warp = OnceLock::new();
        for u in [self.uniformity.get_mut(), self.plain.get_mut()].into_iter().flatten().flatten() {
            // Cannot fail: the model was built from this module before.
            let _ = uniformity::reanalyze_with_store(&self.module, u, fid, &self.facts);
        }
        // After the uniformity: the function's convergence reads its new result.
        let kept = match (self.convergence.get_mut(), self.uniformity.get()) {
            (Some(c), Some(Ok(u))) => c.reanalyze(&self.module, u, &self.facts, fid),
            _ => false,
        };
        if !kept {
            self.convergence = OnceLock::new();
        }
        Ok(())
    }

    /// The module with the user's bodies (what the transformations produced).
    pub fn into_written(mut self) -> Module {
        self.swap_written();
        self.module
    }

    fn swap_one(&mut self, fid: FuncId) {
        if let Some(Some(w)) = self.written.get_mut(fid.0 as usize) {
            std::mem::swap(w, &mut self.module.funcs[fid]);
        }
    }

    fn swap_written(&mut self) {
        for (k, w) in self.written.iter_mut().enumerate() {
            if let Some(w) = w {
                std::mem::swap(w, &mut self.module.funcs[FuncId(k as u32)]);
            }
        }
    }
}
