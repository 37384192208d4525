//! The facts of one function's CFG (dominator and post-dominator trees, cycles, control
//! dependence, cycle equivalence, SESE regions, SIMT reconvergence points), each computed at most once, on first use, and
//! the per-module store of them by `FuncId` that the analyses and
//! [`crate::session::ModuleSession`] share.

use std::any::Any;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use warpflow_ir::{FuncId, Function, Module};

use crate::cfg::{CfgAnalyses, DomTrees, FunctionCfg};
use crate::control_dependence::ControlDependence;
use crate::cycle_equivalence::{CycleEquivalence, ProgramStructureTree};
use crate::cycles::CycleInfo;
use crate::dominators::{DomTree, PostDomTree};
use crate::reconvergence::Reconvergence;

/// The facts of one function's CFG, each computed at most once, on first use.
#[derive(Debug)]
pub struct FunctionFacts {
    cfg: FunctionCfg,
    dom: OnceLock<DomTree>,
    pdom: OnceLock<PostDomTree>,
    cycles: OnceLock<CycleInfo>,
    control_dependence: OnceLock<ControlDependence>,
    cycle_equivalence: OnceLock<CycleEquivalence>,
    regions: OnceLock<ProgramStructureTree>,
    reconvergence: OnceLock<Reconvergence>,
    /// Facts of one analysis's own (the uniformity engine's join context and def-use lists),
    /// typed by that analysis; kept here so they live as long as the function's other facts.
    extra: OnceLock<Box<dyn Any + Send + Sync>>,
}

impl FunctionFacts {
    /// The facts of `f`; `None` for a declaration or a function without blocks.
    pub fn new(m: &Module, f: &Function) -> Option<FunctionFacts> {
        Some(Self::of_cfg(FunctionCfg::new(m, f)?))
    }

    fn of_cfg(cfg: FunctionCfg) -> FunctionFacts {
        FunctionFacts {
            cfg,
            dom: OnceLock::new(),
            pdom: OnceLock::new(),
            cycles: OnceLock::new(),
            control_dependence: OnceLock::new(),
            cycle_equivalence: OnceLock::new(),
            regions: OnceLock::new(),
            reconvergence: OnceLock::new(),
            extra: OnceLock::new(),
        }
    }

    /// The facts of `cfg` with the analyses already computed in `a`.
    pub fn with_analyses(cfg: FunctionCfg, a: CfgAnalyses) -> FunctionFacts {
        let f = Self::of_cfg(cfg);
        let _ = f.dom.set(a.dom);
        let _ = f.pdom.set(a.pdom);
        let _ = f.cycles.set(a.cycles);
        let _ = f.control_dependence.set(a.control_dependence);
        let _ = f.cycle_equivalence.set(a.cycle_equivalence);
        let _ = f.regions.set(a.pst);
        f
    }

    /// The CFG (node `i` is the `i`-th block in layout order).
    pub fn cfg(&self) -> &FunctionCfg {
        &self.cfg
    }

    /// The dominator tree.
    pub fn dom(&self) -> &DomTree {
        self.dom.get_or_init(|| DomTree::compute(&self.cfg))
    }

    /// The post-dominator tree.
    pub fn pdom(&self) -> &PostDomTree {
        self.pdom.get_or_init(|| PostDomTree::compute(&self.cfg))
    }

    /// Both trees, borrowed (what the transforms take, [`DomTrees`]).
    pub fn dom_trees(&self) -> DomTrees<'_> {
        DomTrees::borrowed(self.dom(), self.pdom())
    }

    /// The cycle forest.
    pub fn cycles(&self) -> &CycleInfo {
        self.cycles.get_or_init(|| CycleInfo::compute(&self.cfg))
    }

    /// Control dependence (from the post-dominator tree).
    pub fn control_dependence(&self) -> &ControlDependence {
        self.control_dependence.get_or_init(|| ControlDependence::compute(&self.cfg, self.pdom()))
    }

    /// Cycle equivalence classes of the edges.
    pub fn cycle_equivalence(&self) -> &CycleEquivalence {
        self.cycle_equivalence.get_or_init(|| CycleEquivalence::compute(&self.cfg))
    }

    /// The extra facts of type `T`, built by `init` on first use; `None` when facts of another
    /// type were stored first (one analysis owns the slot: the uniformity engine).
    pub(crate) fn extra<T: Any + Send + Sync>(&self, init: impl FnOnce() -> T) -> Option<&T> {
        self.extra.get_or_init(|| Box::new(init())).downcast_ref()
    }

    /// The canonical single-entry single-exit regions (program structure tree).
    pub fn regions(&self) -> &ProgramStructureTree {
        self.regions.get_or_init(|| ProgramStructureTree::compute(&self.cfg, self.cycle_equivalence()))
    }

    /// The SIMT reconvergence points of every block (immediate post-dominator ignoring edges
    /// into trap-only blocks, and the deferred point of blocks in cycles; see
    /// [`crate::reconvergence`], which says how this differs from the plain
    /// [`FunctionFacts::pdom`] the convergence analysis reads).
    pub fn reconvergence(&self) -> &Reconvergence {
        self.reconvergence.get_or_init(|| Reconvergence::compute(&self.cfg, self.cycles()))
    }
}

/// Per function of one module state (by `FuncId` index), its [`FunctionFacts`], built on first
/// use. The owner guarantees that the module it is asked about is the one it describes.
#[derive(Debug)]
pub(crate) struct FactStore {
    funcs: Vec<OnceLock<Option<FunctionFacts>>>,
    /// How many functions' facts were computed (a function counts again after each reset).
    computed: AtomicUsize,
}

impl FactStore {
    pub(crate) fn new(m: &Module) -> FactStore {
        FactStore {
            funcs: (0..m.funcs.len()).map(|_| OnceLock::new()).collect(),
            computed: AtomicUsize::new(0),
        }
    }

    /// The facts of `fid` of `m`.
    pub(crate) fn get(&self, m: &Module, fid: FuncId) -> Option<&FunctionFacts> {
        self.funcs
            .get(fid.0 as usize)?
            .get_or_init(|| {
                self.computed.fetch_add(1, Ordering::Relaxed);
                FunctionFacts::new(m, &m.funcs[fid])
            })
            .as_ref()
    }

    /// The facts of `fid` if they were computed (no module needed: for a caller that holds
    /// the module mutably, after [`FactStore::get`]).
    pub(crate) fn computed_for(&self, fid: FuncId) -> Option<&FunctionFacts> {
        self.funcs.get(fid.0 as usize)?.get()?.as_ref()
    }

    /// Forgets the facts of `fid` (its body changed).
    pub(crate) fn reset(&mut self, fid: FuncId) {
        if let Some(slot) = self.funcs.get_mut(fid.0 as usize) {
            *slot = OnceLock::new();
        }
    }

    /// How many functions' facts were computed so far.
    pub(crate) fn computed(&self) -> usize {
        self.computed.load(Ordering::Relaxed)
    }
}
