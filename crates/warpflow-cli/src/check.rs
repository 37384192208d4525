//! `warpflow check FILE... [--format text|json] [--assume]`: reports every block-level barrier that
//! the convergence analysis does not prove convergent, and every warp-level synchronising
//! operation not proven to be executed by exactly its member lanes, in the style of rustc
//! diagnostics.
//!
//! Check mode (the default) judges from uniformity alone: a barrier inside the region of a
//! divergent branch is `possibly-divergent`. With `--assume` the program is assumed
//! well-synchronized (the paper's setting) and the barriers still inside the region of a
//! divergent branch are `needs-join` (they need the barrier join transformation on
//! warp-synchronous hardware). Each report shows the barrier's line in the `.ll` with an
//! underline, its source line when the `!dbg` file is found next to the `.ll` (or in a folder
//! above it), the divergent branch whose region holds it with that branch's `.ll` line and its
//! reconvergence point, and the uniformity analysis's witness chain from the branch condition to
//! a source of divergence.
//!
//! Warp-level synchronisation (both modes): every call to a warp-level operation with members
//! (`shfl.sync`, `vote.sync`, `match.sync`, `redux.sync`, `bar.warp.sync`, OpenCL sub-group
//! collectives) gets a verdict from `warpflow_analysis::convergence::warp`; those not proven to
//! be executed by exactly the lanes of their mask are reported (`error[warp-divergent]` with the
//! warp-divergent branch as witness, `error[warp-mask]`).
//!
//! Diagnostics are grouped: sites with the same source location, `inlinedAt` chain and verdict
//! (a barrier unrolled or inlined N times) are one report "(N copies)"; the chain is printed as
//! "in function X inlined at file:line". `help:` lines fit the verdict: `--assume` is suggested
//! only when the branch's divergence does not come from a thread or lane index (where it would
//! hide a real divergence).
//!
//! Exit status: 0 when no barrier and no warp-level operation is reported, 1 when one is, 2 on
//! an input error (unreadable file, parse error with its diagnostic, invalid IR, no or
//! unsupported target triple); with several inputs, the worst ([`crate::exit`]).

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use crate::diag::{render_diagnostic, Diagnostic, Footer, Snip};
use crate::exit::Exit;

use serde::Serialize;
use warpflow_analysis::convergence::ir::{instruction_lines_of, SyncSite};
use warpflow_analysis::convergence::warp::{LaunchNeed, MaskSource, WarpVerdict};
use warpflow_analysis::convergence::{Mode, Verdict};
use warpflow_analysis::graph::NodeId;
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{self, report, Options, Reason, SourceKind};
use warpflow_ir::{Block, FuncId, Inst, Module, SourceLoc};
use warpflow_target::{BuiltinKind, TargetModel};

/// Output formats of `warpflow check`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// rustc-style diagnostics
    Text,
    /// one JSON object with a `barriers` list
    Json,
    /// one SARIF 2.1.0 log for all inputs (GitHub code scanning, editors)
    Sarif,
}

/// Arguments of `warpflow check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// the inputs
    #[command(flatten)]
    pub inputs: crate::batch::Inputs,
    /// output format
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// assume the program is well-synchronized and report the barriers that need the join
    /// transformation (`needs-join`) instead of those not proven convergent
    #[arg(long)]
    pub assume: bool,
    /// target triple, processor, warp size
    #[command(flatten)]
    pub target: crate::load::TargetArgs,
    /// verifier
    #[command(flatten)]
    pub verify: crate::load::VerifyArgs,
    /// launch facts
    #[command(flatten)]
    pub launch: crate::load::LaunchArgs,
}

/// One step of a witness chain.
#[derive(Clone, Debug, Serialize)]
pub struct WitnessStep {
    /// the instruction as written in the `.ll` (as printed after promotion for values the
    /// promotion of stack slots created)
    pub inst: String,
    /// its line in the `.ll`
    pub line: Option<u32>,
    /// why it is divergent
    pub reason: String,
    /// `file:line:column` from `!dbg`
    #[serde(serialize_with = "crate::json::location")]
    pub location: Option<String>,
}

/// Why a barrier is not proven convergent.
#[derive(Clone, Debug, Serialize)]
pub struct Witness {
    /// the block ending in the divergent branch whose region holds the barrier
    #[serde(serialize_with = "crate::json::block")]
    pub branch: String,
    /// that branch's line in the `.ll`
    pub branch_line: Option<u32>,
    /// that branch's `file:line:column`
    #[serde(serialize_with = "crate::json::location")]
    pub branch_location: Option<String>,
    /// the branch's reconvergence point (immediate post-dominator); null: the function's exit
    #[serde(serialize_with = "crate::json::opt_block")]
    pub reconverges_at: Option<String>,
    /// from the branch's terminator back to a source of divergence
    pub chain: Vec<WitnessStep>,
    /// the source of divergence the chain ends at when it is a thread or lane index (the
    /// condition is computed from the index, so threads really take different sides unless
    /// the launch makes it the same for all)
    pub thread_index_source: Option<String>,
}

/// One level of the `inlinedAt` chain of a call's `!dbg` location, innermost first.
#[derive(Clone, Debug, Serialize)]
pub struct InlinedAt {
    /// the function whose code holds the call
    pub function: String,
    /// `file:line:column` of the call site it was inlined at
    #[serde(serialize_with = "crate::json::location_str")]
    pub at: String,
}

/// Where one synchronising call is (a barrier, or a warp-level operation): the fields barrier
/// and warp-sync reports share, written inline in each (`#[serde(flatten)]`).
#[derive(Clone, Debug, Serialize)]
pub struct SiteReport {
    /// the function holding the call
    pub function: String,
    /// its block
    #[serde(serialize_with = "crate::json::block")]
    pub block: String,
    /// the callee: a builtin, or a defined function containing one (a barrier, or a warp-level
    /// operation that needs a converged warp)
    pub callee: String,
    /// whether the callee is such a defined function
    pub via_call: bool,
    /// the call's line in the `.ll`
    pub line: Option<u32>,
    /// `file:line:column` from the call's `!dbg`
    #[serde(serialize_with = "crate::json::location")]
    pub location: Option<String>,
    /// the `inlinedAt` chain of that location, innermost first
    pub inlined_at: Vec<InlinedAt>,
    /// how many sites (this one included) share this source location, chain and verdict: a
    /// call unrolled or inlined N times is N sites and one diagnostic "(N copies)"
    pub copies: usize,
}

/// One barrier site.
#[derive(Clone, Debug, Serialize)]
pub struct BarrierReport {
    /// where the call is
    #[serde(flatten)]
    pub site: SiteReport,
    /// the verdict in the selected mode
    pub verdict: Verdict,
    /// the verdict in check mode
    pub check: Verdict,
    /// the verdict in assume mode
    pub assume: Verdict,
    /// null when the barrier is `uniform` in the selected mode
    pub witness: Option<Witness>,
    /// whether the verdict in the selected mode differs without the launch facts (it holds
    /// only for launches with these facts)
    pub launch_dependent: bool,
}

/// One warp-level synchronising operation (a call with warp members, or a call to a function
/// that needs a converged warp).
#[derive(Clone, Debug, Serialize)]
pub struct WarpSyncReport {
    /// where the call is
    #[serde(flatten)]
    pub site: SiteReport,
    /// the verdict: `convergent`, `active-mask`, `ballot-of-branch`, `lane-range` (proven) or
    /// `possibly-divergent`, `partial-mask` (reported)
    pub verdict: WarpVerdict,
    /// the member mask as the rules see it
    pub mask: MaskSource,
    /// for `possibly-divergent`: the warp-divergent branch whose region holds the call
    pub witness: Option<Witness>,
    /// for `possibly-divergent`: the launch fact (`--block-dim`, `--grid-dim`) with which the
    /// rules may prove it
    #[serde(skip_serializing_if = "Option::is_none")]
    pub needs: Option<LaunchNeed>,
}

/// The JSON output.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    /// the input file
    pub file: String,
    /// `check` or `assume`
    pub mode: Mode,
    /// how many barriers are reported (not `uniform`)
    pub reported: usize,
    /// every barrier site, by function then layout order
    pub barriers: Vec<BarrierReport>,
    /// how many warp-level operations are reported (not proven)
    pub warp_reported: usize,
    /// every warp-level synchronising operation, by function then layout order
    pub warp_syncs: Vec<WarpSyncReport>,
    /// the launch facts used (null: none)
    pub launch: Option<String>,
    /// the warp-level launch assumption, or what the launch facts say about it
    pub launch_assumption: String,
}

/// The promoted session `check`, `cfg --format dot|svg` and `report` analyse `module` in (clang
/// keeps every local of -O0 code in an alloca), for warps of `warp_size` lanes (`None`: the
/// target's) under the launch facts `facts`. The module moves into it.
pub fn promoted_session(
    module: Module,
    warp_size: Option<u32>,
    facts: uniformity::LaunchFacts,
) -> Result<ModuleSession, String> {
    let opts = Options { warp_size, ..Options::default() };
    ModuleSession::new(module, View::Promoted, opts, facts).map_err(|e| e.to_string())
}

/// Builds the report of the module of `session` (a [`promoted_session`]; text `src`, path
/// `file`), or the reason it cannot.
pub fn check_module(
    session: &ModuleSession,
    src: &str,
    file: &str,
    mode: Mode,
) -> Result<CheckReport, String> {
    // The analyses read the session's promoted view. Block and instruction ids do not change,
    // so `.ll` lines and block names are taken from the bodies the user wrote.
    let lines = instruction_lines_of(session.module(), |fid| session.written_function(fid), src);
    let src_lines: Vec<&str> = src.lines().collect();
    let facts = session.launch();
    let m = session.module();
    let u = session.uniformity().map_err(|e| e.to_string())?;
    let conv = session.convergence().map_err(|e| e.to_string())?;
    // Without the launch facts, to say which verdicts depend on them.
    let plain =
        if facts.is_empty() { None } else { Some(session.plain_convergence().map_err(|e| e.to_string())?) };
    let model = TargetModel::new(u.target);
    let wconv = session.warp_sync().map_err(|e| e.to_string())?;
    let text = report::ModuleText::new(m);
    let urep = report::module_report(m, u, &text);
    let report_of_func = by_func(&urep.functions, |r| Some(r.func));
    let plain_of_func = plain.as_deref().map(|p| by_func(p, |c| c.func));
    let mut barriers = Vec::new();
    let mut warp_syncs = Vec::new();
    for (fc, wc) in conv.iter().zip(wconv) {
        let Some(fid) = fc.func else { continue };
        let line_of = |i: Inst| -> Option<u32> { lines.get(fid.0 as usize)?.as_ref()?.get(&i).copied() };
        let (Some(pfacts), Some(ocfg)) = (session.function(fid), session.written_cfg(fid)) else {
            continue;
        };
        let (pcfg, pdom) = (pfacts.cfg(), pfacts.pdom());
        let oname = |b: Block| ocfg.node(b).map_or_else(|| b.to_string(), |v| ocfg.name(v).to_string());
        let fu = u.function(fid);
        let freport = report_of_func.get(&fid).copied();
        let inlined = |i: Option<Inst>| -> Vec<InlinedAt> {
            i.map_or_else(Vec::new, |i| {
                m.debug_inline_chain(&m.funcs[fid], i)
                    .into_iter()
                    .map(|fr| InlinedAt { function: fr.function, at: fr.at.to_string() })
                    .collect()
            })
        };
        // `label`: the block's label in the analysed module, for a site without a block id
        let site_report =
            |function: &str, site: &SyncSite, label: &str, loc: &Option<SourceLoc>| SiteReport {
                function: function.to_string(),
                block: site.block.map_or_else(|| label.to_string(), oname),
                callee: site.callee.clone(),
                via_call: site.via_call,
                line: site.inst.and_then(line_of),
                location: loc.as_ref().map(|l| l.to_string()),
                inlined_at: inlined(site.inst),
                copies: 1,
            };
        // The witness of the divergent branch ending node `v` of the promoted CFG.
        let witness_of = |v: NodeId| -> Option<Witness> {
            let fu = fu?;
            let blk = pcfg.block(v);
            let steps = fu.branch_witness(m, blk);
            let texts = freport.and_then(|r| r.divergent_branches.iter().find(|d| d.block_id == blk));
            let chain = steps
                .iter()
                .enumerate()
                .map(|(k, st)| {
                    let t = texts.and_then(|t| t.witness.get(k));
                    let line = st.inst.and_then(line_of);
                    let inst = match line {
                        Some(l) => {
                            let lt = src_lines.get(l as usize - 1).copied().unwrap_or("");
                            let (s, e) = inst_span(lt);
                            lt.get(s..e).unwrap_or("").to_string()
                        }
                        None => t.map_or_else(String::new, |t| format!("{} (after promotion)", t.inst)),
                    };
                    WitnessStep {
                        inst,
                        line,
                        reason: t.map_or_else(String::new, |t| t.reason.clone()),
                        location: t.and_then(|t| t.location.clone()),
                    }
                })
                .collect();
            let thread_index_source = match steps.last().map(|s| &s.reason) {
                Some(Reason::Source(SourceKind::Builtin(name)))
                    if model.classify_call(name).is_some_and(|e| {
                        matches!(
                            e.kind,
                            BuiltinKind::ThreadId
                                | BuiltinKind::LaneId
                                | BuiltinKind::LaneMask
                                | BuiltinKind::GlobalId
                                | BuiltinKind::LinearId
                        )
                    }) =>
                {
                    Some(name.clone())
                }
                _ => None,
            };
            Some(Witness {
                branch: oname(blk),
                branch_line: m.funcs[fid].terminator(blk).and_then(line_of),
                branch_location: texts.and_then(|d| d.location.clone()),
                reconverges_at: pdom.ipdom(v).map(|p| oname(pcfg.block(p))),
                chain,
                thread_index_source,
            })
        };
        let plain_fc = plain_of_func.as_ref().and_then(|p| p.get(&fid).copied());
        for (k, b) in fc.barriers.iter().enumerate() {
            let verdict = match mode {
                Mode::Check => b.check,
                Mode::Assume => b.assume,
            };
            let launch_dependent = plain_fc.and_then(|p| p.barriers.get(k)).is_some_and(|p| {
                let v0 = match mode {
                    Mode::Check => p.check,
                    Mode::Assume => p.assume,
                };
                v0 != verdict
            });
            let cause = match mode {
                Mode::Check => b.check_branch,
                Mode::Assume => b.assume_branch,
            };
            let cause = cause.and_then(|blk| pcfg.node(blk));
            let witness = match (verdict, cause) {
                (Verdict::Uniform, _) | (_, None) => None,
                (_, Some(v)) => witness_of(v),
            };
            barriers.push(BarrierReport {
                site: site_report(&fc.function, &b.site, &b.block, &b.location),
                verdict,
                check: b.check,
                assume: b.assume,
                witness,
                launch_dependent,
            });
        }
        for s in &wc.sites {
            let witness = match s.verdict {
                WarpVerdict::PossiblyDivergent => {
                    s.branch_block.and_then(|bb| pcfg.node(bb)).and_then(witness_of)
                }
                _ => None,
            };
            warp_syncs.push(WarpSyncReport {
                site: site_report(&wc.function, &s.site, &s.block, &s.location),
                verdict: s.verdict,
                mask: s.mask,
                witness,
                needs: s.needs,
            });
        }
    }
    // Copies: sites with the same source location, inline chain and verdict.
    count_copies(barriers.iter_mut().map(|b| (&mut b.site, b.verdict.as_str())));
    count_copies(warp_syncs.iter_mut().map(|w| (&mut w.site, w.verdict.as_str())));
    let reported = barriers.iter().filter(|b| b.verdict != Verdict::Uniform).count();
    let warp_reported = warp_syncs.iter().filter(|w| !w.verdict.is_fine()).count();
    Ok(CheckReport {
        file: file.to_string(),
        mode,
        reported,
        barriers,
        warp_reported,
        warp_syncs,
        launch: (!facts.is_empty()).then(|| facts.describe()),
        launch_assumption: u.launch_assumption.clone(),
    })
}

/// The grouping key of a site: its source location, inline chain and verdict (`None` without a
/// location: such a site is its own group).
fn group_key(loc: &Option<String>, chain: &[InlinedAt], verdict: &str) -> Option<String> {
    let loc = loc.as_ref()?;
    let chain: Vec<String> = chain.iter().map(|c| format!("{}@{}", c.function, c.at)).collect();
    Some(format!("{loc}|{}|{verdict}", chain.join("|")))
}

/// Sets each site's `copies`: how many sites share its source location, inline chain and
/// verdict (sites without a location are their own group). One pass to count, one to set.
fn count_copies<'a>(sites: impl Iterator<Item = (&'a mut SiteReport, &'a str)>) {
    let sites: Vec<(&mut SiteReport, Option<String>)> = sites
        .map(|(s, verdict)| {
            let k = group_key(&s.location, &s.inlined_at, verdict);
            (s, k)
        })
        .collect();
    let mut count: HashMap<&str, usize> = HashMap::new();
    for (_, k) in &sites {
        if let Some(k) = k {
            *count.entry(k.as_str()).or_default() += 1;
        }
    }
    let count: Vec<usize> = sites.iter().map(|(_, k)| k.as_deref().map_or(1, |k| count[k])).collect();
    for ((s, _), n) in sites.into_iter().zip(count) {
        s.copies = n;
    }
}

/// The per-function results `items` by function id (`func` gives an item's function), for
/// joins that cost one lookup per function rather than a scan.
pub(crate) fn by_func<T>(items: &[T], func: impl Fn(&T) -> Option<FuncId>) -> HashMap<FuncId, &T> {
    items.iter().filter_map(|t| Some((func(t)?, t))).collect()
}

/// " (N copies)" for N > 1.
fn copies_suffix(n: usize) -> String {
    if n > 1 {
        format!(" ({n} copies)")
    } else {
        String::new()
    }
}

/// The notes under a diagnostic for its inline chain: "in function X inlined at file:line",
/// innermost first, then the outermost call site's source line.
/// The start of a site's diagnostic (a barrier or a warp-level operation): `error[id]: title`,
/// the site's `.ll` line (`ll`: file, its lines, the site's line, the label), its source line
/// and the inline chain.
fn site_diagnostic(
    id: &str,
    title: String,
    ll: (&str, &[&str], Option<u32>, String),
    ll_dir: &Path,
    location: &Option<String>,
    inlined_at: &[InlinedAt],
) -> Diagnostic {
    let (file, lines, line, label) = ll;
    let mut d = Diagnostic { id: id.to_string(), title, snips: Vec::new(), footers: Vec::new() };
    match ll_snip(file, lines, line, &label, true) {
        Ok(sn) => d.snips.push(sn),
        Err(note) => d.footers.push(Footer::Note(note)),
    }
    if let Some(loc) = location {
        match source_snip(ll_dir, loc, "") {
            Ok(sn) => d.snips.push(sn),
            Err(note) => d.footers.push(Footer::Note(note)),
        }
    }
    inline_notes(&mut d, ll_dir, inlined_at);
    d
}

fn inline_notes(d: &mut Diagnostic, ll_dir: &Path, chain: &[InlinedAt]) {
    for fr in chain {
        let f = if fr.function.is_empty() { "?" } else { fr.function.as_str() };
        d.footers.push(Footer::Note(format!("in function `{f}` inlined at {}", fr.at)));
    }
    if let Some(last) = chain.last() {
        match source_snip(ll_dir, &last.at, "inlined here") {
            Ok(sn) => d.snips.push(sn),
            Err(note) => d.footers.push(Footer::Note(note)),
        }
    }
}

/// The notes for a witness: the divergent branch, its lines, and the chain back to a source.
fn witness_notes(d: &mut Diagnostic, file: &str, lines: &[&str], ll_dir: &Path, w: &Witness, what: &str) {
    let re = match &w.reconverges_at {
        Some(p) => format!("which reconverges at `%{p}`"),
        None => "which reconverges only at the function's exit".to_string(),
    };
    let title = format!("{what} lies in the region of the divergent branch in `%{}`, {re}", w.branch);
    let mut snips = Vec::new();
    let mut notes = Vec::new();
    match ll_snip(file, lines, w.branch_line, "divergent branch", false) {
        Ok(sn) => snips.push(sn),
        Err(note) => notes.push(note),
    }
    if let Some(loc) = &w.branch_location {
        match source_snip(ll_dir, loc, "") {
            Ok(sn) => snips.push(sn),
            Err(note) => notes.push(note),
        }
    }
    d.footers.push(Footer::Sub { title, snips });
    d.footers.extend(notes.into_iter().map(Footer::Note));
    if !w.chain.is_empty() {
        let mut t = "why the branch is divergent, back to a source of divergence:".to_string();
        let width = w.chain.iter().map(|s| s.inst.len()).max().unwrap_or(0).min(72);
        for (k, s) in w.chain.iter().enumerate() {
            let _ = write!(
                t,
                "\n  {:>5} {}{:width$}  ; {}{}",
                s.line.map_or(String::new(), |l| format!("{l}:")),
                if k == 0 { "   " } else { "<- " },
                s.inst,
                s.reason,
                s.location.as_ref().map_or(String::new(), |l| format!(" ({l})")),
            );
        }
        d.footers.push(Footer::Note(t));
    }
}

/// How a mask is described in a diagnostic.
fn mask_text(m: MaskSource) -> String {
    match m {
        MaskSource::Full => "every lane of the warp".to_string(),
        MaskSource::Partial(x) => format!("the constant {x:#010x}"),
        MaskSource::ActiveMask => "`activemask()` of the same block".to_string(),
        MaskSource::Ballot => "a ballot that is not of the enclosing branch's condition".to_string(),
        MaskSource::Unknown => "a value not proven to name the executing lanes".to_string(),
    }
}

/// The text diagnostics of `rep`; `src` is the `.ll` text, `ll_dir` the folder of the `.ll`
/// (to find the source files named by `!dbg`). One diagnostic per source location (with its
/// inline chain) and verdict, "(N copies)" when several sites share it.
pub fn render_text(rep: &CheckReport, src: &str, ll_dir: &Path) -> String {
    let lines: Vec<&str> = src.lines().collect();
    let mut out = String::new();
    let (what, kind) = match rep.mode {
        Mode::Check => ("may be reached by part of a warp or block", "possibly-divergent"),
        Mode::Assume => ("needs a join: warps reach it before they reconverge", "needs-join"),
    };
    let mut seen = std::collections::HashSet::new();
    let mut barrier_groups = 0usize;
    for b in rep.barriers.iter().filter(|b| b.verdict != Verdict::Uniform) {
        if let Some(k) = group_key(&b.site.location, &b.site.inlined_at, b.verdict.as_str()) {
            if !seen.insert(k) {
                continue;
            }
        }
        barrier_groups += 1;
        let callee = if b.site.via_call {
            format!("call to @{} (contains a barrier)", b.site.callee)
        } else {
            format!("@{}", b.site.callee)
        };
        let label =
            format!("{callee} in `{}`, block `%{}`", crate::names::human(&b.site.function), b.site.block);
        let title = format!("barrier {what}{}", copies_suffix(b.site.copies));
        let mut d = site_diagnostic(
            kind,
            title,
            (&rep.file, &lines, b.site.line, label),
            ll_dir,
            &b.site.location,
            &b.site.inlined_at,
        );
        if let Some(w) = &b.witness {
            witness_notes(&mut d, &rep.file, &lines, ll_dir, w, "the barrier");
        }
        let thread_index = b.witness.as_ref().and_then(|w| w.thread_index_source.as_deref());
        if let Some(src) = thread_index {
            // A condition computed from the thread index: assuming well-synchronization would
            // hide a real divergence, so `--assume` is not suggested.
            d.footers.push(Footer::Help(format!(
                "the branch condition is computed from the thread index (`{src}`): threads take different sides unless the launch makes it the same for all; move the barrier out of the branch so that every thread of the block reaches it"
            )));
        } else if rep.mode == Mode::Check && b.assume == Verdict::Uniform {
            d.footers.push(Footer::Help(
                "if the program is well-synchronized the barrier is uniform (`warpflow check --assume`)"
                    .into(),
            ));
        }
        if b.assume == Verdict::NeedsJoin {
            d.footers.push(Footer::Help(
                "if every thread of the block reaches it, `warpflow opt --passes barrier-join` makes it convergent".into(),
            ));
        }
        out.push_str(&render_diagnostic(&d));
        out.push('\n');
    }
    let mut warp_groups = 0usize;
    for w in rep.warp_syncs.iter().filter(|w| !w.verdict.is_fine()) {
        if let Some(k) = group_key(&w.site.location, &w.site.inlined_at, w.verdict.as_str()) {
            if !seen.insert(format!("warp|{k}")) {
                continue;
            }
        }
        warp_groups += 1;
        let callee = if w.site.via_call {
            format!("call to @{} (needs a converged warp)", w.site.callee)
        } else {
            format!("@{}", w.site.callee)
        };
        let (id, title) = match w.verdict {
            WarpVerdict::PartialMask => {
                ("warp-mask", "the mask of a warp-level operation may not name every lane that executes it")
            }
            _ => ("warp-divergent", "warp-level operation may be executed by part of its warp"),
        };
        let label = format!("{callee} in `{}`, block `%{}`", w.site.function, w.site.block);
        let title = format!("{title}{}", copies_suffix(w.site.copies));
        let mut d = site_diagnostic(
            id,
            title,
            (&rep.file, &lines, w.site.line, label),
            ll_dir,
            &w.site.location,
            &w.site.inlined_at,
        );
        d.footers.push(Footer::Note(format!(
            "its members (the lanes that must execute it together): {}",
            mask_text(w.mask)
        )));
        if let Some(wt) = &w.witness {
            witness_notes(&mut d, &rep.file, &lines, ll_dir, wt, "the operation");
        }
        let help = match w.verdict {
            WarpVerdict::PartialMask => {
                "every lane that executes it must be in its mask, and every lane in the mask must execute it: use the full mask when the whole warp runs it, or `__activemask()` read just before it"
            }
            _ if w.site.via_call => {
                "the callee relies on a converged warp: call it where the whole warp is together, or make its warp operations use `__activemask()`"
            }
            _ => {
                "lanes named in the mask may not arrive: if only the lanes in this branch should take part, use `__activemask()` read in the same block, or the `__ballot_sync` of the branch condition taken before the branch, as the mask; otherwise move the operation out of the branch"
            }
        };
        d.footers.push(Footer::Help(help.to_string()));
        match w.needs {
            Some(LaunchNeed::BlockDim) => d.footers.push(Footer::Help(
                "the mask is computed from blockDim: with the launch's `--block-dim` it is a constant the rules may prove".to_string(),
            )),
            Some(LaunchNeed::GridDim) => d.footers.push(Footer::Help(
                "proven for grids small enough that the signed global index (`blockIdx.x * blockDim.x + threadIdx.x` as `int`) stays below 2^31: give the launch's `--grid-dim` and `--block-dim`".to_string(),
            )),
            None => {}
        }
        out.push_str(&render_diagnostic(&d));
        out.push('\n');
    }
    let dependent: Vec<&BarrierReport> =
        rep.barriers.iter().filter(|b| b.launch_dependent && b.verdict == Verdict::Uniform).collect();
    if let Some(desc) = &rep.launch {
        for b in &dependent {
            let at = b.site.location.as_ref().map_or_else(
                || format!("{}:{}", rep.file, b.site.line.map_or(String::new(), |l| l.to_string())),
                |l| l.clone(),
            );
            let _ = writeln!(
                out,
                "note: barrier @{} in `{}`, block `%{}` ({at}) is uniform only with the launch facts ({desc})",
                b.site.callee, b.site.function, b.site.block
            );
        }
        let _ = writeln!(out, "note: launch assumption: {}", rep.launch_assumption);
    }
    let n = rep.barriers.len();
    let wn = rep.warp_syncs.len();
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    let locs = |groups: usize, reported: usize| {
        if groups < reported {
            format!(" ({groups} source location{})", plural(groups))
        } else {
            String::new()
        }
    };
    if rep.reported > 0 {
        let _ = writeln!(
            out,
            "error: {} of {} barrier{} {}{}",
            rep.reported,
            n,
            plural(n),
            match rep.mode {
                Mode::Check => "not proven convergent",
                Mode::Assume => "need a join",
            },
            locs(barrier_groups, rep.reported)
        );
    }
    if rep.warp_reported > 0 {
        let _ = writeln!(
            out,
            "error: {} of {} warp-level operation{} not proven to be executed by exactly {} members{}",
            rep.warp_reported,
            wn,
            plural(wn),
            if rep.warp_reported == 1 { "its" } else { "their" },
            locs(warp_groups, rep.warp_reported)
        );
    }
    if rep.reported == 0 && rep.warp_reported == 0 {
        let warp = if wn > 0 {
            format!("; {wn} warp-level operation{}, all proven", plural(wn))
        } else {
            String::new()
        };
        let _ = writeln!(out, "{}: {} barrier{}, all uniform{warp}", rep.file, n, plural(n));
    }
    out
}

/// The instruction part of an `.ll` line: from the first non-blank character to before the
/// trailing metadata attachments (`, !dbg !12`); byte offsets.
pub(crate) fn inst_span(line: &str) -> (usize, usize) {
    let start = line.len() - line.trim_start().len();
    let mut end = line.trim_end().len();
    // Strip `, !name !N` attachments from the end.
    while let Some(p) = line[..end].rfind(", !") {
        let tail = &line[p + 3..end];
        let mut parts = tail.split(' ');
        let (Some(name), Some(node), None) = (parts.next(), parts.next(), parts.next()) else { break };
        let ok_name =
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c));
        let ok_node =
            node.starts_with('!') && node.len() > 1 && node[1..].chars().all(|c| c.is_ascii_digit());
        if !(ok_name && ok_node) {
            break;
        }
        end = p;
    }
    (start, end.max(start + 1).min(line.len().max(start + 1)))
}

/// The `.ll` line `line` of `file` with the instruction's span labelled `label`; `Err` with a
/// note naming the file when the line is unknown.
fn ll_snip(
    file: &str,
    lines: &[&str],
    line: Option<u32>,
    label: &str,
    primary: bool,
) -> Result<Snip, String> {
    let Some(l) = line.filter(|&l| l >= 1 && (l as usize) <= lines.len()) else {
        return Err(format!("at {file} ({label})"));
    };
    let text = lines[l as usize - 1];
    let (start, end) = inst_span(text);
    Ok(Snip {
        origin: file.to_string(),
        line: l as usize,
        text: text.to_string(),
        start,
        end,
        label: label.to_string(),
        primary,
    })
}

/// The source line of `loc` (`file:line:column`) with the column marked, when the file is found
/// relative to `ll_dir` or one of its ancestors (up to three levels); otherwise `Err` with a
/// note giving the location.
fn source_snip(ll_dir: &Path, loc: &str, label: &str) -> Result<Snip, String> {
    let fallback = || format!("source: {loc}");
    let mut it = loc.rsplitn(3, ':');
    let (Some(col), Some(line), Some(file)) = (it.next(), it.next(), it.next()) else {
        return Err(fallback());
    };
    let (Ok(line), Ok(col)) = (line.parse::<usize>(), col.parse::<usize>()) else { return Err(fallback()) };
    let text = ll_dir
        .ancestors()
        .take(4)
        .map(|d| d.join(file))
        .find(|p| p.is_file())
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|s| s.lines().nth(line.wrapping_sub(1)).map(str::to_string));
    match text {
        Some(t) if line >= 1 && !t.trim().is_empty() => {
            let c = col.saturating_sub(1).min(t.len().saturating_sub(1));
            Ok(Snip {
                origin: file.to_string(),
                line,
                text: t,
                start: c,
                end: c + 1,
                label: label.to_string(),
                primary: false,
            })
        }
        _ => Err(fallback()),
    }
}

/// Runs `warpflow check` on every input.
/// (`--format sarif` is dispatched to `crate::sarif::run_check` by `main`, which keeps this
/// module below the SARIF writer that reads its reports.)
pub fn run(a: CheckArgs) -> ExitCode {
    crate::batch::run(&a.inputs, a.format == Format::Text, |file, out| check_file(&a, file, out))
}

/// `warpflow check` of one input.
fn check_file(a: &CheckArgs, file: &Path, out: &mut crate::batch::Output) -> Exit {
    let Some((rep, src, _)) = report_of(a, file, out) else { return Exit::Error };
    let text = match a.format {
        Format::Json | Format::Sarif => crate::json::document("check", &rep),
        Format::Text => render_text(&rep, &src, file.parent().unwrap_or(Path::new("."))),
    };
    out.out_owned(text);
    if rep.reported > 0 || rep.warp_reported > 0 {
        Exit::Findings
    } else {
        Exit::Clean
    }
}

/// The report of one input, its `.ll` text and whether that text is the file's own (not
/// compiled, disassembled or read from standard input); `None` after an input error (written
/// to `out`'s standard error).
pub(crate) fn report_of(
    a: &CheckArgs,
    file: &Path,
    out: &mut crate::batch::Output,
) -> Option<(CheckReport, String, bool)> {
    let input = match crate::load::load_module(file, a.verify, crate::load::TargetUse::Required(&a.target)) {
        Ok(i) => i,
        Err(text) => {
            out.stderr.push_str(&text);
            return None;
        }
    };
    let own_text = !crate::input::is_stdin(file) && input.name == file.display().to_string();
    let m = &input.module;
    let name = input.name.clone();
    let mode = if a.assume { Mode::Assume } else { Mode::Check };
    let facts = match a.launch.facts(m) {
        Ok(f) => f,
        Err(e) => {
            out.stderr.push_str(&e.to_string());
            return None;
        }
    };
    let warp_size = input.warp_size();
    let report = promoted_session(input.module, warp_size, facts)
        .and_then(|session| check_module(&session, &input.src, &name, mode));
    match report {
        Ok(r) => Some((r, input.src, own_text)),
        Err(e) => {
            out.err(format!("error: {name}: {e}"));
            None
        }
    }
}

/// Convergence of the functions of the session's module (only `only`, when given), from its
/// uniformity (`warpflow analyze` reads the module as written; `warpflow check` the promoted
/// view). A module without a usable target has none. Borrowed from the session, not copied.
pub fn convergence_of<'s>(
    s: &'s ModuleSession,
    only: Option<&str>,
) -> Vec<&'s warpflow_analysis::convergence::ir::FunctionConvergence> {
    let all = s.convergence().unwrap_or_default();
    all.iter().filter(|f| only.is_none_or(|name| f.function == name)).collect()
}

/// The convergence section of `warpflow analyze`'s text report.
pub fn convergence_text(conv: &[&warpflow_analysis::convergence::ir::FunctionConvergence]) -> String {
    let mut out = String::new();
    let blocks = |v: &[String]| v.iter().map(|b| format!("%{b}")).collect::<Vec<_>>().join(" ");
    let edges =
        |v: &[[String; 2]]| v.iter().map(|[a, b]| format!("%{a}->%{b}")).collect::<Vec<_>>().join(" ");
    for fc in conv {
        let _ = writeln!(
            out,
            "\nconvergence of {}: {} barrier{}, {} round{}{}",
            crate::names::human_titled(&fc.function),
            fc.barriers.len(),
            if fc.barriers.len() == 1 { "" } else { "s" },
            fc.rounds,
            if fc.rounds == 1 { "" } else { "s" },
            if fc.effectively_uniform.is_empty() {
                String::new()
            } else {
                format!(", effectively uniform branches: {}", blocks(&fc.effectively_uniform))
            }
        );
        for b in &fc.barriers {
            let why = |v: Verdict, br: &Option<String>| match br {
                Some(x) if v != Verdict::Uniform => format!("{} (branch in %{x})", v.as_str()),
                _ => v.as_str().to_string(),
            };
            let _ = writeln!(
                out,
                "  barrier {} in %{}{}: check {}, assume {}",
                crate::names::human_at(&b.site.callee),
                b.block,
                b.location.as_ref().map_or(String::new(), |l| format!(" at {l}")),
                why(b.check, &b.check_branch_label),
                why(b.assume, &b.assume_branch_label)
            );
        }
        let _ = writeln!(out, "  convergent blocks (check):  {}", blocks(&fc.convergent_blocks.check));
        let _ = writeln!(out, "  convergent blocks (assume): {}", blocks(&fc.convergent_blocks.assume));
        let _ = writeln!(out, "  convergent edges (check):   {}", edges(&fc.convergent_edges.check));
        let _ = writeln!(out, "  convergent edges (assume):  {}", edges(&fc.convergent_edges.assume));
    }
    out
}
