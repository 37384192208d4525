//! Transformations over the IR: tail merging, branch fusion, PCFM and the barrier join. Each pass
//! is a plain function over a module (or a function) plus a [`Context`], and returns what it
//! [`Changed`] with its remarks; the verifier runs after each pass in tests (and in
//! [`run_pass`]).
//!
//! Passes here:
//! - [`mem2reg`]: promotes stack slots (`alloca`s only loaded and stored) to SSA values, as
//!   LLVM's `mem2reg` does; the analyses run after it on `-O0` code, where clang keeps every
//!   local and every argument in an `alloca`.
//! - [`barrier_join`]: for every barrier that the convergence analysis says `needs-join`, builds
//!   the join block of `spec/convergence.md` so that the barrier becomes `uniform`.
//! - [`tail_merge`]: sinks identical tails of the two sides of a divergent branch into the join
//!   (`tail-merge`: LLVM's one-phi-per-instruction limit; `tail-merge-full`: no limit).
//! - [`cleanup`]: folds same-target branches, trivial phis, forwarding blocks and unreachable
//!   blocks to a fixpoint (`spec/pcfm.md` step 7).
//! - [`pcfm`]: partial control-flow merging of the isomorphic sides of divergent branches
//!   (`spec/pcfm.md`), on the shared machinery of [`merge`], including the folding of
//!   short-circuit conditions and the fusion of consecutive loops whose trip counts diverge
//!   ([`merge::fuse`]) into shapes it can merge.
//! - [`branch_fusion`]: the same for if/else diamonds whose sides are single blocks.
//! - [`meld`]: PCFM plus DARM-style region replication: a single block of one side is given
//!   the shape of the region it is aligned with on the other side, then merged with it.
//!
//! Invariants: a pass leaves a module that passes [`warpflow_ir::verify::verify_module`] when its
//! input did; on an error it may have changed the module only partially (callers work on a
//! copy when that matters).
#![deny(missing_docs)]

use serde::{Deserialize, Serialize};
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{LaunchFacts, Options};
use warpflow_ir::{FuncId, Module};

pub mod barrier_join;
pub mod branch_fusion;
pub mod cleanup;
pub mod meld;
pub mod mem2reg;
pub mod merge;
pub mod pcfm;
pub mod table;
pub mod tail_merge;

/// Options shared by the passes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Context {
    /// Warp size for the uniformity analysis (`None`: the target's).
    pub warp_size: Option<u32>,
    /// Profitability threshold of [`pcfm`] and [`branch_fusion`] in thousandths (`None`: the
    /// default 0.2, [`merge::DEFAULT_THRESHOLD`]); a side pair is merged when its profit is
    /// strictly above it.
    pub pcfm_threshold_milli: Option<u32>,
    /// The best-case profit a pair must exceed before a merge is predicted by the timing model
    /// or measured by the oracle, in thousandths (`None`: [`merge::DEFAULT_THRESHOLD`]); the
    /// latency profit has no separate gate (its threshold is the decision).
    #[serde(default)]
    pub pcfm_gate_milli: Option<u32>,
    /// How the merging passes estimate an instruction's cost for their profit (default: the
    /// cost table's latencies; [`merge::profit::ProfitModel::Timing`]: the pipelined timing
    /// model's per-instruction cost).
    #[serde(default)]
    pub profit_model: merge::profit::ProfitModel,
    /// When set, the merging passes judge each merge by measurement instead of prediction: the
    /// oracle's cycles for the module before and after the merge (`warpflow opt --judge
    /// emulate --launch FILE`: the emulator on that launch). The merge is kept when it saves
    /// more than the threshold's fraction of the cycles (default 0).
    #[serde(skip)]
    pub oracle: Option<Oracle>,
    /// What is known of the launch the output is for (`warpflow opt --block-dim`, or the
    /// `--launch` spec): the analysis session is built under these facts, so a branch uniform
    /// for that launch is not merged, and the timing prediction knows which branches send
    /// whole warps one way. Empty (the default): nothing is assumed. Merges never change
    /// results, whatever the facts; only which merges are made depends on them.
    #[serde(default)]
    pub launch: LaunchFacts,
    /// The largest side of a divergent branch the merging passes look at, in blocks (`None`:
    /// [`merge::DEFAULT_MAX_SIDE_BLOCKS`]); a branch with a larger side is not merged.
    #[serde(default)]
    pub max_side_blocks: Option<u32>,
}

/// Measures what a module costs, in cycles (for example the SIMT emulator on one launch), so
/// that the merging passes can judge a merge by measuring it ([`Context::oracle`]). An error
/// (the module does not run) makes the merge refused.
pub trait CycleOracle: Send + Sync {
    /// The cycles of running module `m`.
    fn cycles(&self, m: &Module) -> Result<u64, String>;
}

impl<F: Fn(&Module) -> Result<u64, String> + Send + Sync> CycleOracle for F {
    fn cycles(&self, m: &Module) -> Result<u64, String> {
        self(m)
    }
}

/// A shared [`CycleOracle`] (compared by identity).
#[derive(Clone)]
pub struct Oracle(pub std::sync::Arc<dyn CycleOracle>);

impl Oracle {
    /// Wraps `o`.
    pub fn new(o: impl CycleOracle + 'static) -> Oracle {
        Oracle(std::sync::Arc::new(o))
    }
}

impl std::fmt::Debug for Oracle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Oracle(..)")
    }
}

impl PartialEq for Oracle {
    fn eq(&self, other: &Oracle) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Oracle {}

/// A note from a pass about what it did or why it did not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Remark {
    /// The pass.
    pub pass: String,
    /// What kind of note it is (LLVM's optimization-remark kinds).
    #[serde(default)]
    pub kind: RemarkKind,
    /// A short identifier of what happened, in LLVM's style (`Merged`, `NotMerged`, ...).
    #[serde(default)]
    pub name: String,
    /// The function.
    pub function: String,
    /// The source position the remark is about (the `!dbg` location of the branch, barrier or
    /// instruction concerned), when the module carries one.
    #[serde(default)]
    pub loc: Option<warpflow_ir::SourceLoc>,
    /// The message.
    pub message: String,
}

/// The kinds of [`Remark`], as LLVM's optimization remarks have them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RemarkKind {
    /// The pass transformed something (`-Rpass`, `--- !Passed`).
    Passed,
    /// The pass looked at something and did not transform it, with the reason (`-Rpass-missed`,
    /// `--- !Missed`).
    Missed,
    /// A statement of what the pass found (`-Rpass-analysis`, `--- !Analysis`).
    #[default]
    Analysis,
}

impl RemarkKind {
    /// The YAML tag of LLVM's remark format: `Passed`, `Missed` or `Analysis`.
    pub fn tag(self) -> &'static str {
        match self {
            RemarkKind::Passed => "Passed",
            RemarkKind::Missed => "Missed",
            RemarkKind::Analysis => "Analysis",
        }
    }
}

/// The passes of [`pass_by_name`] with a one-line description each, in the order `warpflow opt
/// --print-passes` lists them.
pub const PASSES: [(&str, &str); 8] = [
    ("mem2reg", "promote allocas that are only loaded and stored to SSA values"),
    (
        "barrier-join",
        "join the divergent branches around a barrier that needs it so the barrier is reached uniformly",
    ),
    (
        "cleanup",
        "fold same-target branches and trivial phis, forward empty blocks, delete unreachable blocks",
    ),
    (
        "tail-merge",
        "sink identical tails of the sides of a divergent branch into the join (one phi per instruction)",
    ),
    (
        "tail-merge-full",
        "sink identical tails of the sides of a divergent branch into the join (no phi limit)",
    ),
    ("branch-fusion", "merge the single-block sides of divergent if/else diamonds"),
    ("pcfm", "partial control-flow merging of the isomorphic sides of divergent branches"),
    (
        "meld",
        "PCFM plus region replication: a single block is given the shape of the region it is matched with",
    ),
];

/// What a pass did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Changed {
    /// Whether the module changed.
    pub changed: bool,
    /// The functions whose bodies the pass changed, each once, in the order first changed. A
    /// pass over a [`Module`] must list every function it changed: the [`PassManager`]
    /// invalidates exactly these in its session ([`ModuleSession::invalidate`]); a pass over
    /// the session invalidates them itself as it goes and lists them too.
    #[serde(skip)]
    pub funcs: Vec<FuncId>,
    /// How many transformations of the pass's kind it made (merges for the merging passes).
    #[serde(default)]
    pub transformations: usize,
    /// Remarks, in order.
    pub remarks: Vec<Remark>,
}

/// Why a pass failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TransformError {
    /// The uniformity analysis refused the module (no or unsupported target).
    #[error("uniformity analysis: {0}")]
    Uniformity(String),
    /// A mutation was refused (a bug in the pass, or an input the pass does not handle).
    #[error("mutation refused: {0}")]
    Mutate(#[from] warpflow_ir::MutateError),
    /// The output does not verify.
    #[error("the output does not verify: {0}")]
    Verify(String),
    /// No pass has this name.
    #[error("unknown pass `{0}` (known: mem2reg, barrier-join, cleanup, tail-merge, tail-merge-full, branch-fusion, pcfm, meld)")]
    UnknownPass(String),
}

impl From<warpflow_analysis::session::SessionError> for TransformError {
    fn from(e: warpflow_analysis::session::SessionError) -> TransformError {
        match e {
            warpflow_analysis::session::SessionError::Promote(e) => TransformError::Mutate(e),
        }
    }
}

/// A pass over a module.
pub type Pass = fn(&mut Module, &Context) -> Result<Changed, TransformError>;

/// The pass named `name` (`mem2reg`, `barrier-join`, `cleanup`, `tail-merge`, `tail-merge-full`,
/// `branch-fusion`, `pcfm`, `meld`).
pub fn pass_by_name(name: &str) -> Result<Pass, TransformError> {
    match name {
        "mem2reg" => Ok(mem2reg::run),
        "barrier-join" => Ok(barrier_join::run),
        "cleanup" => Ok(cleanup::run),
        "tail-merge" => Ok(tail_merge::run_limited),
        "tail-merge-full" => Ok(tail_merge::run_full),
        "pcfm" => Ok(pcfm::run),
        "branch-fusion" => Ok(branch_fusion::run),
        "meld" => Ok(meld::run),
        _ => Err(TransformError::UnknownPass(name.to_string())),
    }
}

impl Changed {
    /// Records that the pass changed `fid` (once; [`Changed::changed`] is set).
    pub fn touch(&mut self, fid: FuncId) {
        self.changed = true;
        if !self.funcs.contains(&fid) {
            self.funcs.push(fid);
        }
    }
}

/// A pass over the module's analysis session: it reads the analyses of the session, edits the
/// user's bodies through [`ModuleSession::edit_function`] (or [`ModuleSession::edit_written`])
/// and calls [`ModuleSession::invalidate`] for each function it changed, so the session stays
/// up to date for the next pass.
pub type SessionPass = fn(&mut ModuleSession, &Context) -> Result<Changed, TransformError>;

/// A pass of [`pass_entry_by_name`]: over the module (reads no analysis) or over the session.
#[derive(Clone, Copy, Debug)]
pub enum PassEntry {
    /// Reads no analysis; lists the functions it changed in [`Changed::funcs`].
    Module(Pass),
    /// Reads the session's analyses and keeps the session up to date itself.
    Session(SessionPass),
}

/// The pass named `name` as the [`PassManager`] runs it.
pub fn pass_entry_by_name(name: &str) -> Result<PassEntry, TransformError> {
    match name {
        "mem2reg" => Ok(PassEntry::Module(mem2reg::run)),
        "cleanup" => Ok(PassEntry::Module(cleanup::run)),
        "barrier-join" => Ok(PassEntry::Session(barrier_join::run_session)),
        "tail-merge" => Ok(PassEntry::Session(tail_merge::run_limited_session)),
        "tail-merge-full" => Ok(PassEntry::Session(tail_merge::run_full_session)),
        "pcfm" => Ok(PassEntry::Session(pcfm::run_session)),
        "branch-fusion" => Ok(PassEntry::Session(branch_fusion::run_session)),
        "meld" => Ok(PassEntry::Session(meld::run_session)),
        _ => Err(TransformError::UnknownPass(name.to_string())),
    }
}

/// The analysis options of the passes' sessions under `ctx`.
pub fn session_options(ctx: &Context) -> Options {
    Options { warp_size: ctx.warp_size, ..Options::default() }
}

/// Runs the session pass `pass` on `m` alone: builds the promoted session of `m`, runs the pass
/// and gives the user's bodies back in `m` (what the `fn(&mut Module, &Context)` entries of the
/// session passes do). A pipeline uses one [`PassManager`] instead. If promotion fails, `m` is
/// left empty (the error says why).
pub fn run_on_session(m: &mut Module, ctx: &Context, pass: SessionPass) -> Result<Changed, TransformError> {
    let mut s =
        ModuleSession::new(std::mem::take(m), View::Promoted, session_options(ctx), ctx.launch.clone())?;
    let r = pass(&mut s, ctx);
    *m = s.into_written();
    r
}

/// Runs a pipeline of passes over one module with one analysis session (as Cranelift's
/// `Context` keeps its dominator tree): the session is built when the first pass that reads
/// analyses runs, and kept to the end. A session pass invalidates what it changes; a module
/// pass runs on the user's bodies in the session and the manager invalidates the functions it
/// lists in [`Changed::funcs`]. So every function is analysed once, and again only after a pass
/// changed it. The verifier runs after every pass.
#[derive(Debug)]
pub struct PassManager {
    ctx: Context,
    state: State,
    sessions_built: usize,
}

#[derive(Debug)]
enum State {
    /// No pass has read an analysis yet.
    Module(Box<Module>),
    /// The session, owning the module.
    Session(Box<ModuleSession>),
    /// Only while the module moves into a session (or after a failed promotion).
    Empty,
}

impl PassManager {
    /// A manager over `m` for the passes' options `ctx`. The module's use-list order
    /// directives are dropped ([`warpflow_ir::UseListOrder`]): the passes change the use lists
    /// they describe, and LLVM's `opt -S` does not write them either.
    pub fn new(mut m: Module, ctx: Context) -> PassManager {
        m.use_list_orders.clear();
        PassManager { ctx, state: State::Module(Box::new(m)), sessions_built: 0 }
    }

    /// The options.
    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// The session, once a pass that reads analyses has run.
    pub fn session(&self) -> Option<&ModuleSession> {
        match &self.state {
            State::Session(s) => Some(s),
            _ => None,
        }
    }

    /// How many sessions the manager built (one at most: what tests check).
    pub fn sessions_built(&self) -> usize {
        self.sessions_built
    }

    /// The session, built now if no pass has built it yet.
    fn session_mut(&mut self) -> Result<&mut ModuleSession, TransformError> {
        if let State::Module(_) | State::Empty = self.state {
            let State::Module(m) = std::mem::replace(&mut self.state, State::Empty) else {
                return Err(TransformError::Verify("the module was lost by an earlier failure".into()));
            };
            let s =
                ModuleSession::new(*m, View::Promoted, session_options(&self.ctx), self.ctx.launch.clone())?;
            self.sessions_built += 1;
            self.state = State::Session(Box::new(s));
        }
        match &mut self.state {
            State::Session(s) => Ok(s),
            _ => unreachable!("the session was just built"),
        }
    }

    /// Runs `pass`, keeps the session up to date and verifies the module.
    pub fn run(&mut self, pass: PassEntry) -> Result<Changed, TransformError> {
        let ctx = self.ctx.clone();
        match (pass, &mut self.state) {
            (PassEntry::Module(p), State::Module(m)) => run_pass(p, m, &ctx),
            (PassEntry::Module(p), State::Session(s)) => {
                let c = s.with_written(|m| p(m, &ctx))?;
                for &fid in &c.funcs {
                    s.invalidate(fid)?;
                }
                s.with_written(|m| verify(m))?;
                Ok(c)
            }
            (PassEntry::Session(p), _) => {
                let s = self.session_mut()?;
                let c = p(s, &ctx)?;
                s.with_written(|m| verify(m))?;
                Ok(c)
            }
            (PassEntry::Module(_), State::Empty) => {
                Err(TransformError::Verify("the module was lost by an earlier failure".into()))
            }
        }
    }

    /// Runs the pass named `name` ([`pass_entry_by_name`]).
    pub fn run_named(&mut self, name: &str) -> Result<Changed, TransformError> {
        self.run(pass_entry_by_name(name)?)
    }

    /// The module as the passes left it (the user's bodies).
    pub fn into_module(self) -> Module {
        match self.state {
            State::Module(m) => *m,
            State::Session(s) => s.into_written(),
            State::Empty => Module::default(),
        }
    }
}

/// Runs `pass` on `m`, then the verifier.
pub fn run_pass(pass: Pass, m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    let c = pass(m, ctx)?;
    verify(m)?;
    Ok(c)
}

/// Runs the verifier, rendering its first errors.
pub fn verify(m: &Module) -> Result<(), TransformError> {
    warpflow_ir::verify::verify_module(m).map_err(|errs| {
        TransformError::Verify(errs.iter().take(5).map(|e| e.to_string()).collect::<Vec<_>>().join("; "))
    })
}
