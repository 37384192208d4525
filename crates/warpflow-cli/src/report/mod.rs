//! `warpflow report FILE [--launch SPEC] -o report.html`: one self-contained HTML page per module
//! with what warpflow knows about it, for reading in a browser; `warpflow report --compare A B
//! [--launch SPEC] -o page.html`: two modules (say a kernel before and after `warpflow opt
//! --passes pcfm`) side by side on one page.
//!
//! The page (no network, no external assets: the style sheet and the script are embedded, and a
//! content security policy forbids every fetch):
//! - a summary: functions, blocks, divergent branches, barriers and warp-sync operations and
//!   their verdicts; with `--launch`, the run's warp instructions, SIMD efficiency, the launch's
//!   cycles (as `warpflow run` prints them) and the warps' single-warp cycles, the hottest
//!   divergent branches first, and where the time goes: functions and source lines by cycles
//!   (with the share of instructions on no source line, so the rows add up to the total);
//! - every diagnostic (each divergent branch, each barrier with its check and assume verdicts,
//!   each warp-sync operation with the verdict of `warpflow check`), with its witness chain back
//!   to a source of divergence, every step linked to its source line and its `.ll` line;
//! - the source files named by `!dbg` (read from the `DIFile` directory, the current folder, the
//!   folders above the `.ll`, `--source-dir`, and on a `--compare` page next to the other
//!   module, when they exist), each line marked with the divergent branches,
//!   barriers, warp-sync operations (also on the line they were inlined at) and reconvergence
//!   points on it (each mark links to its diagnostic) and linked to its first `.ll` line, and
//!   with `--launch` the line's profile: warp instructions, SIMD efficiency, divergent branch
//!   executions, cycles (see [`profile`] for how they are counted);
//! - beside it the IR of each function, line by line, each instruction linked to its source line
//!   and, with `--launch`, with its warp instructions, SIMD efficiency and cycles;
//! - the CFG of each function ([`crate::draw`]), zoomable, drawn when its section is opened.
//!
//! With `--compare`, a table of both modules' counts and runs (cycles, warp instructions, SIMD
//! efficiency, divergent branch executions, and the speedup of B over A in cycles) comes first,
//! then both pages in two columns; every id of a side is prefixed `a-` or `b-`.
//!
//! Modules with thousands of functions stay usable: an index lists the functions (those with
//! findings first), per-function IR and CFG sections start collapsed unless the module is small,
//! a CFG's SVG is kept in a `<template>` and put into the page only when its section is opened,
//! and functions with more than `--max-cfg-blocks` blocks, or whose layered graph has more
//! than `--max-layout-nodes` nodes (the bound `warpflow cfg --format svg` applies), are not drawn.
//!
//! Everything taken from the input (source lines, IR text, names, paths, metadata strings) is
//! escaped with [`crate::draw::xml`] before it is written; the page's own script reads only the
//! page's attributes and never builds markup from text.
//!
//! Exit status: 0 when the page is written, 2 on an input error (as `warpflow check`).

pub mod profile;

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use warpflow_analysis::convergence::warp::{MaskSource, WarpVerdict};
use warpflow_analysis::convergence::Verdict;
use warpflow_ir::SourceLoc;

use crate::draw::{draw, xml, DrawOptions};
use crate::facts::{BlockIx, FunctionFacts, Step};
use crate::load::{TargetArgs, TargetUse, VerifyArgs};

const CSS: &str = include_str!("report.css");
const JS: &str = include_str!("report.js");

/// Arguments of `warpflow report`.
#[derive(clap::Args, Debug)]
pub struct ReportArgs {
    /// the `.ll` file
    #[arg(required_unless_present = "compare")]
    pub file: Option<PathBuf>,
    /// two modules side by side (for example a kernel before and after `warpflow opt`), each
    /// run on the `--launch` spec when one is given
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with = "file")]
    pub compare: Option<Vec<PathBuf>>,
    /// the HTML file to write
    #[arg(short, long)]
    pub output: PathBuf,
    /// run this launch spec (TOML) in the emulator and show its profile per line
    #[arg(long)]
    pub launch: Option<PathBuf>,
    /// also look for the `!dbg` source files under this folder (and the three above it)
    #[arg(long)]
    pub source_dir: Vec<PathBuf>,
    /// reconvergence policy of the run: ipdom, its, deferred, none
    #[arg(long, default_value = "ipdom")]
    pub policy: String,
    /// only this function
    #[arg(long)]
    pub function: Option<String>,
    /// draw the CFG of functions with at most this many blocks
    #[arg(long, default_value_t = 400)]
    pub max_cfg_blocks: usize,
    /// and whose layered graph has at most this many nodes (blocks plus one per row an edge
    /// crosses, as `warpflow cfg --format svg` counts them)
    #[arg(long, default_value_t = crate::cfg::DEFAULT_MAX_LAYOUT_NODES)]
    pub max_layout_nodes: usize,
    /// write each block's instructions in its CFG box
    #[arg(long)]
    pub instructions: bool,
    /// print the time of each phase to standard error
    #[arg(long)]
    pub time: bool,
    /// target triple, processor, warp size
    #[command(flatten)]
    pub target: TargetArgs,
    /// verifier
    #[command(flatten)]
    pub verify: VerifyArgs,
}

/// A source file named by `!dbg`.
struct SourceFile {
    /// as recorded (`DIFile` filename)
    name: String,
    /// its lines, when the file was found
    lines: Option<Vec<String>>,
}

/// A diagnostic of the page.
#[derive(Clone, Copy, Debug)]
enum Diag {
    /// function index, branch index in its overlay
    Branch(usize, usize),
    /// function index, barrier index in its overlay
    Barrier(usize, usize),
    /// function index, warp-sync index in its overlay
    WarpSync(usize, usize),
}

/// The document's start: its style sheet, its security policy, the script-error record.
fn head(s: &mut String, title: &str) {
    let _ = write!(
        s,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n<meta name=\"viewport\" content=\"width=device-width\">\n<title>{}</title>\n<style>\n{CSS}</style></head>\n<body>\n<div id=\"script-errors\" data-count=\"0\" hidden></div>\n",
        xml(title)
    );
}

/// The document's end: its script.
fn tail(s: &mut String) {
    let _ = write!(s, "<script>\n{JS}</script>\n</body></html>\n");
}

/// The `--compare` page: a table of both modules' counts and runs (with the speedup of B over
/// A), then both pages side by side, their ids prefixed `a-` and `b-`.
fn render_compare(x: &Page<'_>, y: &Page<'_>) -> String {
    let mut s = String::with_capacity((x.src.len() + y.src.len()) * 2 + 65536);
    head(&mut s, &format!("warpflow report --compare {} {}", x.file, y.file));
    s.push_str("<header><h1>warpflow report: two modules compared</h1></header>\n<section id=\"compare\"><h2>Comparison</h2>\n<table class=\"cmp\" id=\"compare-table\"><tr><th></th><th>A</th><th>B</th><th>B vs A</th></tr>\n");
    let _ = writeln!(
        s,
        "<tr><th>module</th><td><a href=\"#side-a\">{}</a></td><td><a href=\"#side-b\">{}</a></td><td></td></tr>",
        xml(&x.file),
        xml(&y.file)
    );
    let (cx, cy) = (x.counts(), y.counts());
    let rows: [(&str, usize, usize); 5] = [
        ("blocks", cx.blocks, cy.blocks),
        ("divergent branches", cx.branches, cy.branches),
        ("barriers not proven convergent", cx.flagged, cy.flagged),
        ("barriers that need a join (assume)", cx.join, cy.join),
        ("warp-sync operations not proven", cx.warp_flagged, cy.warp_flagged),
    ];
    for (name, a, b) in rows {
        let _ =
            writeln!(s, "<tr><th>{name}</th><td>{a}</td><td>{b}</td><td>{:+}</td></tr>", b as i64 - a as i64);
    }
    match (&x.profile, &y.profile) {
        (Some(p), Some(q)) => {
            let (a, b) = (&p.stats, &q.stats);
            let _ = writeln!(
                s,
                "<tr><th>cycles of the launch (simple model)</th><td id=\"cmp-cycles-a\">{}</td><td id=\"cmp-cycles-b\">{}</td><td>speedup <b id=\"speedup\">{}</b></td></tr>",
                a.cycles,
                b.cycles,
                ratio(a.cycles, b.cycles)
            );
            let _ = writeln!(
                s,
                "<tr><th>warp instructions</th><td id=\"cmp-insts-a\">{}</td><td id=\"cmp-insts-b\">{}</td><td>A / B {}</td></tr>",
                a.warp_instructions,
                b.warp_instructions,
                ratio(a.warp_instructions, b.warp_instructions)
            );
            let _ = writeln!(
                s,
                "<tr><th>SIMD efficiency</th><td>{:.1}%</td><td>{:.1}%</td><td>{:+.1} points</td></tr><tr><th>divergent branch executions</th><td>{}</td><td>{}</td><td>{:+}</td></tr>",
                a.simd_efficiency * 100.0,
                b.simd_efficiency * 100.0,
                (b.simd_efficiency - a.simd_efficiency) * 100.0,
                a.divergent_branches,
                b.divergent_branches,
                b.divergent_branches as i64 - a.divergent_branches as i64
            );
        }
        _ => {
            let why = |p: &Page<'_>| match (&p.profile, &p.run_error) {
                (Some(_), _) => "ran".to_string(),
                (None, Some(e)) => format!("the run stopped: {}", xml(e)),
                (None, None) => "not run (no --launch)".to_string(),
            };
            let _ =
                writeln!(s, "<tr><th>emulated run</th><td>{}</td><td>{}</td><td></td></tr>", why(x), why(y));
        }
    }
    s.push_str("</table>\n<p class=\"note\">The outputs of the two runs are not compared here: <code>warpflow run --compare A B --launch SPEC</code> does that.</p></section>\n<div class=\"sides\">\n<div class=\"side\" id=\"side-a\"><h2 class=\"side-title\">A</h2>\n");
    x.body(&mut s);
    s.push_str("</div>\n<div class=\"side\" id=\"side-b\"><h2 class=\"side-title\">B</h2>\n");
    y.body(&mut s);
    s.push_str("</div>\n</div>\n");
    tail(&mut s);
    s
}

/// `a / b` to three decimals (as `warpflow run --compare` prints the speedup), or `-` when `b` is 0.
fn ratio(a: u64, b: u64) -> String {
    if b == 0 {
        "-".into()
    } else {
        format!("{:.3}x", a as f64 / b as f64)
    }
}

/// What a warp-sync verdict means, in a sentence.
fn verdict_text(v: WarpVerdict) -> &'static str {
    match v {
        WarpVerdict::Convergent => "Proven: the whole warp arrives together and the mask names every lane.",
        WarpVerdict::ActiveMask => {
            "Proven: the mask is activemask() read in the same block, so it names exactly the lanes that arrive."
        }
        WarpVerdict::BallotOfBranch => {
            "Proven: the mask is a ballot of the condition of the branch that leads here, so it names exactly the lanes that took it."
        }
        WarpVerdict::LaneRange => {
            "Proven: the mask names exactly the lanes of each warp that the branch condition on the thread index admits."
        }
        WarpVerdict::PossiblyDivergent => {
            "Not proven: the operation may be reached by part of the warp while its mask names lanes that are elsewhere (undefined behaviour)."
        }
        WarpVerdict::PartialMask => {
            "Not proven: the whole warp arrives, but the mask may not name every lane that executes the operation (undefined behaviour)."
        }
    }
}

/// A warp-sync member mask, in words.
fn mask_text(m: &MaskSource) -> String {
    match m {
        MaskSource::Full => "full".into(),
        MaskSource::Partial(v) => format!("{v:#x}"),
        MaskSource::ActiveMask => "activemask()".into(),
        MaskSource::Ballot => "a ballot".into(),
        MaskSource::Unknown => "not understood".into(),
    }
}

/// Counts of the summary.
struct Counts {
    functions: usize,
    blocks: usize,
    branches: usize,
    between: usize,
    barriers: usize,
    flagged: usize,
    join: usize,
    warp_syncs: usize,
    warp_flagged: usize,
}

/// Everything the page is written from.
struct Page<'a> {
    /// prefix of every id of the page's elements (`a-` and `b-` on a `--compare` page)
    pfx: &'a str,
    file: String,
    target: String,
    warp_size: u32,
    src: &'a str,
    facts: &'a [FunctionFacts],
    sources: Vec<SourceFile>,
    /// (file, directory) to index in `sources`
    source_ix: HashMap<(String, String), usize>,
    diags: Vec<Diag>,
    /// diagnostic id of each function's branches / barriers
    branch_diag: HashMap<(usize, BlockIx), usize>,
    profile: Option<profile::RunProfile>,
    /// why the emulated run stopped, when it did
    run_error: Option<String>,
    max_cfg_blocks: usize,
    max_layout_nodes: usize,
    instructions: bool,
}

/// Runs `warpflow report`.
pub fn run(a: ReportArgs) -> ExitCode {
    match run_inner(&a) {
        Ok(()) => ExitCode::SUCCESS,
        Err(text) => {
            eprint!("{text}");
            ExitCode::from(2)
        }
    }
}

/// One module, loaded, analysed and (with `--launch`) run.
struct Loaded {
    name: String,
    dir: PathBuf,
    target: String,
    warp_size: u32,
    src: String,
    facts: Vec<FunctionFacts>,
    run: Option<Result<profile::RunProfile, String>>,
    /// parse, analyses, run
    times: [f64; 3],
}

fn load(file: &Path, a: &ReportArgs) -> Result<Loaded, String> {
    let t0 = Instant::now();
    let input = crate::load::load_module(file, a.verify, TargetUse::Required(&a.target))?;
    let name = file.display().to_string();
    let warp_size = input.warp_size().ok_or_else(|| format!("error: {name}: no target\n"))?;
    let t1 = Instant::now();
    let (src, target) = (input.src, input.target);
    // One session of the module, which the module moves into: `check`'s promoted view, which
    // the page's overlays read, with the bodies as written beside it, from which the page's
    // blocks, lines and instructions are read and which the emulator decodes and runs, as
    // `warpflow run` does (so the profile's blocks and counts are those `run` reports). It
    // computes nothing the page does not ask for.
    let session = crate::check::promoted_session(input.module, Some(warp_size), Default::default())
        .map_err(|e| format!("error: {name}: {e}\n"))?;
    let facts = crate::facts::module_facts(&session, &src, a.function.as_deref(), true)
        .map_err(|e| format!("error: {name}: {e}\n"))?;
    if let (Some(f), true) = (&a.function, facts.is_empty()) {
        return Err(format!("error: no function `{f}` with a body in {name}\n"));
    }
    let t2 = Instant::now();
    let run = match &a.launch {
        None => None,
        Some(p) => {
            let text = std::fs::read_to_string(p).map_err(|e| format!("error: {}: {e}\n", p.display()))?;
            let spec = warpflow_simt::LaunchSpec::from_toml(&text)
                .map_err(|e| format!("error: {}: {e}\n", p.display()))?;
            let policy = warpflow_simt::Policy::from_name(&a.policy).ok_or_else(|| {
                format!("error: unknown policy `{}` (ipdom, its, deferred, none)\n", a.policy)
            })?;
            let cfg = warpflow_simt::RunConfig { policy, warp_size, ..Default::default() };
            // A run that stops (a barrier divergence, a fault) is a finding: the page says so.
            let run = profile::run(&session, &spec, &cfg);
            if let Err(e) = &run {
                eprintln!("warning: {name}: the emulated run stopped: {e}");
            }
            Some(run)
        }
    };
    let t3 = Instant::now();
    let target = target.as_ref().map_or_else(String::new, |t| format!("{} ({})", t.target, t.triple));
    Ok(Loaded {
        name,
        dir: file.parent().unwrap_or(Path::new(".")).to_path_buf(),
        target,
        warp_size,
        src,
        facts,
        run,
        times: [(t1 - t0).as_secs_f64(), (t2 - t1).as_secs_f64(), (t3 - t2).as_secs_f64()],
    })
}

fn run_inner(a: &ReportArgs) -> Result<(), String> {
    let files: Vec<&PathBuf> = match (&a.compare, &a.file) {
        (Some(c), _) => c.iter().collect(),
        (None, Some(f)) => vec![f],
        (None, None) => return Err("error: no input file (FILE or --compare A B)\n".into()),
    };
    let mut loaded = Vec::new();
    for f in files {
        loaded.push(load(f, a)?);
    }
    let t3 = Instant::now();
    let prefixes: &[&str] = if loaded.len() == 1 { &[""] } else { &["a-", "b-"] };
    let runs: Vec<_> = loaded.iter_mut().map(|l| l.run.take()).collect();
    // Sources are looked for next to the module, under --source-dir, then next to the other one.
    let dirs: Vec<PathBuf> = loaded.iter().map(|l| l.dir.clone()).collect();
    let pages: Vec<Page<'_>> = loaded
        .iter()
        .zip(runs)
        .zip(prefixes)
        .enumerate()
        .map(|(k, ((l, r), p))| {
            let others: Vec<PathBuf> = a
                .source_dir
                .iter()
                .cloned()
                .chain(dirs.iter().enumerate().filter(|(j, _)| *j != k).map(|(_, d)| d.clone()))
                .collect();
            Page::new(l, r, p, &others, a)
        })
        .collect();
    let html = match pages.as_slice() {
        [one] => one.render(),
        [x, y] => render_compare(x, y),
        _ => unreachable!("one or two modules"),
    };
    let t4 = Instant::now();
    std::fs::write(&a.output, html.as_bytes())
        .map_err(|e| format!("error: {}: {e}\n", a.output.display()))?;
    if a.time {
        for l in &loaded {
            eprintln!(
                "{}: parse {:.3}s, analyses {:.3}s, run {:.3}s",
                l.name, l.times[0], l.times[1], l.times[2]
            );
        }
        eprintln!("page {:.3}s, {} bytes", (t4 - t3).as_secs_f64(), html.len());
    }
    Ok(())
}

/// Finds the file of `loc`: absolute, under its `DIFile` directory, or relative to one of
/// `ll_dirs` (the `.ll`'s folder, then the `--source-dir` folders, then on a `--compare` page the
/// other module's folder) or one of the three folders above it.
fn find_source(loc_file: &str, directory: &str, ll_dirs: &[PathBuf]) -> Option<PathBuf> {
    let p = Path::new(loc_file);
    if p.is_absolute() {
        return p.is_file().then(|| p.to_path_buf());
    }
    let under_dir = Path::new(directory).join(p);
    if !directory.is_empty() && under_dir.is_file() {
        return Some(under_dir);
    }
    ll_dirs.iter().flat_map(|d| d.ancestors().take(4)).map(|d| d.join(p)).find(|c| c.is_file())
}

/// A link to source line `loc` (`None` when its file is not shown).
fn src_href(page: &Page<'_>, loc: &SourceLoc) -> Option<String> {
    let k = *page.source_ix.get(&(loc.file.clone(), loc.directory.clone()))?;
    let lines = page.sources[k].lines.as_ref()?;
    (loc.line >= 1 && loc.line as usize <= lines.len()).then(|| format!("#{}src-{k}-{}", page.pfx, loc.line))
}

fn loc_text(loc: &SourceLoc) -> String {
    format!("{}:{}", loc.file, loc.line)
}

impl<'a> Page<'a> {
    fn new(
        l: &'a Loaded,
        run: Option<Result<profile::RunProfile, String>>,
        pfx: &'a str,
        others: &[PathBuf],
        a: &ReportArgs,
    ) -> Page<'a> {
        let (file, target, warp_size, src, facts) =
            (l.name.clone(), l.target.clone(), l.warp_size, l.src.as_str(), l.facts.as_slice());
        let search: Vec<PathBuf> = std::iter::once(l.dir.clone()).chain(others.iter().cloned()).collect();
        let (profile, run_error) = match run {
            None => (None, None),
            Some(Ok(p)) => (Some(p), None),
            Some(Err(e)) => (None, Some(e)),
        };
        let mut sources = Vec::new();
        let mut source_ix = HashMap::new();
        for f in facts {
            for loc in f.insts.iter().flatten().filter_map(|i| i.loc.as_ref()) {
                let key = (loc.file.clone(), loc.directory.clone());
                if source_ix.contains_key(&key) {
                    continue;
                }
                let lines = find_source(&loc.file, &loc.directory, &search)
                    .and_then(|p| std::fs::read(p).ok())
                    .filter(|b| b.len() <= 8 << 20)
                    .map(|b| String::from_utf8_lossy(&b).lines().map(str::to_string).collect());
                source_ix.insert(key, sources.len());
                sources.push(SourceFile { name: loc.file.clone(), lines });
            }
        }
        // Files in order of how many instructions they hold (the kernel before its headers).
        let mut weight = vec![0usize; sources.len()];
        for loc in facts.iter().flat_map(|f| f.insts.iter().flatten()).filter_map(|i| i.loc.as_ref()) {
            if let Some(&k) = source_ix.get(&(loc.file.clone(), loc.directory.clone())) {
                weight[k] += 1;
            }
        }
        let mut order: Vec<usize> = (0..sources.len()).collect();
        order.sort_by_key(|&k| (std::cmp::Reverse(weight[k]), k));
        let mut new_ix = vec![0; sources.len()];
        for (pos, &k) in order.iter().enumerate() {
            new_ix[k] = pos;
        }
        let mut slots: Vec<Option<SourceFile>> = sources.into_iter().map(Some).collect();
        let sources: Vec<SourceFile> = order.iter().filter_map(|&k| slots[k].take()).collect();
        for v in source_ix.values_mut() {
            *v = new_ix[*v];
        }
        let mut diags = Vec::new();
        let mut branch_diag = HashMap::new();
        for (fi, f) in facts.iter().enumerate() {
            let Some(ov) = &f.overlay else { continue };
            for (k, b) in ov.branches.iter().enumerate() {
                branch_diag.insert((fi, b.block), diags.len());
                diags.push(Diag::Branch(fi, k));
            }
        }
        for (fi, f) in facts.iter().enumerate() {
            let Some(ov) = &f.overlay else { continue };
            for k in 0..ov.barriers.len() {
                diags.push(Diag::Barrier(fi, k));
            }
        }
        for (fi, f) in facts.iter().enumerate() {
            let Some(ov) = &f.overlay else { continue };
            for k in 0..ov.warp_syncs.len() {
                diags.push(Diag::WarpSync(fi, k));
            }
        }
        Page {
            pfx,
            file,
            target,
            warp_size,
            src,
            facts,
            sources,
            source_ix,
            diags,
            branch_diag,
            profile,
            run_error,
            max_cfg_blocks: a.max_cfg_blocks,
            max_layout_nodes: a.max_layout_nodes,
            instructions: a.instructions,
        }
    }

    fn render(&self) -> String {
        let mut s = String::with_capacity(self.src.len() * 2 + 65536);
        head(&mut s, &format!("warpflow report: {}", self.file));
        s.push_str("<header><h1>warpflow report</h1></header>\n");
        self.body(&mut s);
        tail(&mut s);
        s
    }

    /// Everything of one module: summary, diagnostics, index, source and IR, CFGs.
    fn body(&self, s: &mut String) {
        let pf = self.pfx;
        self.summary(s);
        self.diagnostics(s);
        self.index(s);
        let _ = writeln!(s, "<section id=\"{pf}code\"><h2>Source and IR</h2><div class=\"panes\">");
        self.source_pane(s);
        self.ir_pane(s);
        s.push_str("</div></section>\n");
        self.cfgs(s);
    }

    fn counts(&self) -> Counts {
        let ovs = || self.facts.iter().filter_map(|f| f.overlay.as_ref());
        Counts {
            functions: self.facts.len(),
            blocks: self.facts.iter().map(|f| f.blocks.len()).sum(),
            branches: ovs().map(|o| o.branches.len()).sum(),
            between: ovs().flat_map(|o| &o.branches).filter(|b| b.warp_uniform).count(),
            barriers: ovs().map(|o| o.barriers.len()).sum(),
            flagged: ovs().flat_map(|o| &o.barriers).filter(|b| b.check != Verdict::Uniform).count(),
            join: ovs().flat_map(|o| &o.barriers).filter(|b| b.assume == Verdict::NeedsJoin).count(),
            warp_syncs: ovs().map(|o| o.warp_syncs.len()).sum(),
            warp_flagged: ovs().flat_map(|o| &o.warp_syncs).filter(|w| !w.verdict.is_fine()).count(),
        }
    }

    fn summary(&self, s: &mut String) {
        let pf = self.pfx;
        let Counts {
            functions,
            blocks,
            branches,
            between,
            barriers,
            flagged,
            join,
            warp_syncs,
            warp_flagged,
        } = self.counts();
        let _ = write!(
            s,
            "<p class=\"meta\"><span class=\"file\">{}</span> &middot; target {} &middot; warp size {}</p>\n<section id=\"{pf}summary\"><h2>Summary</h2>\n<table class=\"counts\"><tr><th>functions</th><td id=\"{pf}n-functions\">{functions}</td></tr><tr><th>blocks</th><td>{blocks}</td></tr><tr><th>divergent branches</th><td id=\"{pf}n-divergent\">{branches}</td><td class=\"note\">{between} of them only between warps (the same within each warp)</td></tr><tr><th>barriers</th><td id=\"{pf}n-barriers\">{barriers}</td></tr><tr class=\"{}\"><th>barriers not proven convergent (check)</th><td id=\"{pf}n-flagged\">{flagged}</td><td class=\"note\">what <code>warpflow check</code> reports</td></tr><tr><th>barriers that need a join (assume)</th><td id=\"{pf}n-needs-join\">{join}</td><td class=\"note\">if the program is well-synchronized</td></tr><tr><th>warp-sync operations</th><td id=\"{pf}n-warp-sync\">{warp_syncs}</td><td class=\"note\">shfl, vote, match, redux, bar.warp.sync, sub-group collectives</td></tr><tr class=\"{}\"><th>warp-sync operations not proven</th><td id=\"{pf}n-warp-flagged\">{warp_flagged}</td><td class=\"note\">what <code>warpflow check</code> reports</td></tr></table>\n",
            xml(&self.file),
            xml(&self.target),
            self.warp_size,
            if flagged > 0 { "bad" } else { "good" },
            if warp_flagged > 0 { "bad" } else { "good" }
        );
        if let Some(e) = &self.run_error {
            let _ = writeln!(
                s,
                "<h3>Emulated run</h3><p class=\"run-error bad\" id=\"{pf}run-error\">The run stopped: {}</p>",
                xml(e)
            );
        }
        if let Some(p) = &self.profile {
            let st = &p.stats;
            let _ = writeln!(
                s,
                "<h3>Emulated run</h3><table class=\"counts\" id=\"{pf}run\"><tr><th>policy</th><td>{}</td></tr><tr><th>warp instructions</th><td id=\"{pf}run-warp-instructions\">{}</td></tr><tr><th>SIMD efficiency</th><td>{:.1}%</td></tr><tr><th>cycles of the launch (simple model)</th><td id=\"{pf}run-cycles\">{}</td><td class=\"note\">what <code>warpflow run</code> reports</td></tr><tr><th>cycles of the warps, each as if alone</th><td id=\"{pf}run-warp-cycles\">{}</td><td class=\"note\">issue plus latency of every warp instruction: the cycles split by line and function below; the launch overlaps warps</td></tr><tr><th>divergent branch executions</th><td>{}</td></tr><tr><th>block barriers completed</th><td>{}</td></tr></table>",
                xml(&st.policy),
                st.warp_instructions,
                st.simd_efficiency * 100.0,
                st.cycles,
                p.warp_cycles(),
                st.divergent_branches,
                st.barriers_completed
            );
            self.hottest(s, p);
        }
        s.push_str("</section>\n");
    }

    /// Cycles of each block of function `fi` (its instructions' cycles).
    fn block_cycles(&self, p: &profile::RunProfile, fi: usize, b: BlockIx) -> u64 {
        let f = &self.facts[fi];
        f.insts[b.0].iter().filter_map(|i| p.insts.get(&(f.func, i.inst))).map(|c| c.cycles).sum()
    }

    /// The hottest divergent branches, and where the time goes by function and by source line.
    fn hottest(&self, s: &mut String, p: &profile::RunProfile) {
        let pf = self.pfx;
        let mut hot: Vec<(u64, u64, usize, BlockIx)> = Vec::new();
        for (fi, f) in self.facts.iter().enumerate() {
            let Some(counts) = p.blocks.get(&f.func) else { continue };
            for (b, c) in counts.iter().enumerate() {
                if c.divergent > 0 {
                    hot.push((c.divergent, c.warps.unwrap_or(0), fi, BlockIx(b)));
                }
            }
        }
        hot.sort_by(|a, b| b.0.cmp(&a.0).then(a.2.cmp(&b.2)).then(a.3.cmp(&b.3)));
        s.push_str("<h3>Hottest divergent branches</h3>");
        if hot.is_empty() {
            s.push_str("<p>No branch diverged in this run.</p>\n");
        } else {
            let _ = writeln!(s, "<table class=\"hot\" id=\"{pf}hot-branches\"><tr><th>divergent</th><th>executions</th><th>cycles of its block</th><th>branch</th><th>where</th></tr>");
            for &(div, ex, fi, b) in hot.iter().take(10) {
                let f = &self.facts[fi];
                let term = f.insts[b.0].last();
                let _ = write!(
                    s,
                    "<tr><td>{div}</td><td>{ex}</td><td>{}</td><td>@{} %{}",
                    self.block_cycles(p, fi, b),
                    xml(&f.name),
                    xml(&f.blocks[b.0])
                );
                if let Some(&d) = self.branch_diag.get(&(fi, b)) {
                    let _ = write!(s, " <a class=\"mark m-div\" href=\"#{pf}d{d}\">diagnostic</a>");
                }
                s.push_str("</td><td>");
                self.where_links(s, term.map(|t| t.ll_line), term.and_then(|t| t.loc.as_ref()));
                s.push_str("</td></tr>\n");
            }
            s.push_str("</table>\n");
        }
        let total = p.warp_cycles().max(1);
        let share = |c: u64| format!("{:.1}%", c as f64 * 100.0 / total as f64);
        // By function.
        let mut by_fn: Vec<(u64, usize, profile::InstCounts)> = self
            .facts
            .iter()
            .enumerate()
            .map(|(fi, f)| {
                let mut c = profile::InstCounts::default();
                for (_, x) in p.insts.iter().filter(|(k, _)| k.0 == f.func) {
                    c.add(x);
                }
                (c.cycles, fi, c)
            })
            .filter(|x| x.2.issues > 0)
            .collect();
        by_fn.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        s.push_str("<h3>Where the time goes: functions by cycles</h3>");
        let _ = writeln!(s, "<table class=\"hot\" id=\"{pf}hot-functions\"><tr><th>cycles</th><th>share</th><th>warp instructions</th><th>SIMD efficiency</th><th>function</th></tr>");
        for (c, fi, x) in by_fn.iter().take(20) {
            let _ = writeln!(
                s,
                "<tr><td>{c}</td><td>{}</td><td>{}</td><td>{}</td><td><a href=\"#{pf}irfn-{fi}\">@{}</a></td></tr>",
                share(*c),
                x.issues,
                self.eff_text(x.lanes, x.issues),
                xml(&self.facts[*fi].name)
            );
        }
        s.push_str("</table>\n");
        let (lines, rest) = self.line_profile();
        let mut by_line: Vec<(&(usize, u32), &LineCounts)> = lines.iter().collect();
        by_line.sort_by(|a, b| b.1.c.cycles.cmp(&a.1.c.cycles).then(a.0.cmp(b.0)));
        s.push_str("<h3>Where the time goes: source lines by cycles</h3>");
        if by_line.is_empty() {
            s.push_str("<p>No instruction with a source location ran.</p>\n");
            return;
        }
        let _ = writeln!(s, "<table class=\"hot\" id=\"{pf}hot-lines\"><tr><th>cycles</th><th>share</th><th>warp instructions</th><th>SIMD efficiency</th><th>divergent</th><th>line</th></tr>");
        for (&(k, line), c) in by_line.iter().take(15) {
            let name = xml(&self.sources[k].name);
            let cell = if self.sources[k].lines.as_ref().is_some_and(|l| line as usize <= l.len()) {
                format!("<a href=\"#{pf}src-{k}-{line}\">{name}:{line}</a>")
            } else {
                format!("{name}:{line}")
            };
            let _ = writeln!(
                s,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{cell}</td></tr>",
                c.c.cycles,
                share(c.c.cycles),
                c.c.issues,
                self.eff_text(c.c.lanes, c.c.issues),
                c.divergent
            );
        }
        let _ = writeln!(
            s,
            "<tr class=\"note\"><td id=\"{pf}unlocated-cycles\">{}</td><td>{}</td><td id=\"{pf}unlocated-issues\">{}</td><td>{}</td><td></td><td>on no source line shown (no <code>!dbg</code>, line 0, or a file not found): see the IR</td></tr></table>",
            rest.cycles,
            share(rest.cycles),
            rest.issues,
            self.eff_text(rest.lanes, rest.issues)
        );
    }

    fn eff_text(&self, lanes: u64, warps: u64) -> String {
        profile::efficiency(lanes, warps, self.warp_size)
            .map_or("-".to_string(), |e| format!("{:.0}%", e * 100.0))
    }

    /// Links to a `.ll` line and a source location (text where the source is not shown).
    fn where_links(&self, s: &mut String, ll: Option<u32>, loc: Option<&SourceLoc>) {
        let pf = self.pfx;
        if let Some(l) = ll {
            let _ = write!(s, "<a class=\"to-ir\" href=\"#{pf}ir-L{l}\">IR line {l}</a>");
        }
        if let Some(loc) = loc {
            match src_href(self, loc) {
                Some(h) => {
                    let _ = write!(s, " <a class=\"to-src\" href=\"{h}\">{}</a>", xml(&loc_text(loc)));
                }
                None => {
                    let _ = write!(s, " <span class=\"loc\">{}</span>", xml(&loc_text(loc)));
                }
            }
        }
    }

    fn witness(&self, s: &mut String, steps: &[Step]) {
        if steps.is_empty() {
            return;
        }
        s.push_str("<ol class=\"witness\">");
        for st in steps {
            let _ = write!(
                s,
                "<li><code>{}</code> <span class=\"reason\">{}</span> ",
                xml(&st.inst),
                xml(&st.reason)
            );
            self.where_links(s, st.ll_line, st.loc.as_ref());
            s.push_str("</li>");
        }
        s.push_str("</ol>");
    }

    fn diagnostics(&self, s: &mut String) {
        let pf = self.pfx;
        let _ = writeln!(s, "<section id=\"{pf}diagnostics\"><h2>Diagnostics ({})</h2>", self.diags.len());
        if self.diags.is_empty() {
            s.push_str("<p>No divergent branch, no barrier and no warp-sync operation.</p>\n");
        }
        s.push_str("<ol class=\"diags\">\n");
        for (d, diag) in self.diags.iter().enumerate() {
            match *diag {
                Diag::Branch(fi, k) => {
                    let f = &self.facts[fi];
                    let Some(br) = f.overlay.as_ref().map(|o| &o.branches[k]) else { continue };
                    let at = br
                        .reconverges_at
                        .map_or("the function exit".to_string(), |p| format!("%{}", f.blocks[p.0]));
                    let kind = if br.warp_uniform { "divergent between warps" } else { "divergent" };
                    let _ = write!(
                        s,
                        "<li id=\"{pf}d{d}\" class=\"diag divergent\" data-kind=\"divergent-branch\"><details><summary><span class=\"tag t-div\">{kind}</span> branch in @{} %{}, reconverges at {} &middot; ",
                        xml(&f.name),
                        xml(&f.blocks[br.block.0]),
                        xml(&at)
                    );
                    self.where_links(s, br.ll_line, br.loc.as_ref());
                    s.push_str(
                        "</summary><p>Why the branch is divergent, back to a source of divergence:</p>",
                    );
                    self.witness(s, &br.witness);
                    s.push_str("</details></li>\n");
                }
                Diag::Barrier(fi, k) => {
                    let f = &self.facts[fi];
                    let Some(b) = f.overlay.as_ref().map(|o| &o.barriers[k]) else { continue };
                    let (class, tag) = if b.check == Verdict::Uniform {
                        ("proven", "<span class=\"tag t-ok\">barrier convergent</span>")
                    } else {
                        ("flagged", "<span class=\"tag t-bad\">barrier not proven convergent</span>")
                    };
                    let _ = write!(
                        s,
                        "<li id=\"{pf}d{d}\" class=\"diag barrier {class}\" data-kind=\"barrier\" data-check=\"{}\" data-assume=\"{}\"><details><summary>{tag} @{}{} in @{} %{}: check <b>{}</b>, assume <b>{}</b> &middot; ",
                        b.check.as_str(),
                        b.assume.as_str(),
                        xml(&b.callee),
                        if b.via_call { " (a call of a function that contains a barrier)" } else { "" },
                        xml(&f.name),
                        xml(&f.blocks[b.block.0]),
                        b.check.as_str(),
                        b.assume.as_str()
                    );
                    self.where_links(s, b.ll_line, b.loc.as_ref());
                    s.push_str("</summary>");
                    let cause = b.check_branch.and_then(|c| {
                        let ov = f.overlay.as_ref()?;
                        Some((c, ov.branch(c)?))
                    });
                    match cause {
                        Some((c, br)) => {
                            let at = br
                                .reconverges_at
                                .map_or("the function exit".to_string(), |p| format!("%{}", f.blocks[p.0]));
                            let link = self.branch_diag.get(&(fi, c)).map_or(String::new(), |x| {
                                format!(" <a href=\"#{pf}d{x}\">(diagnostic)</a>")
                            });
                            let _ = write!(
                                s,
                                "<p>It lies in the region of the divergent branch in %{}{link}, which reconverges at {}. Why that branch is divergent:</p>",
                                xml(&f.blocks[c.0]),
                                xml(&at)
                            );
                            self.witness(s, &br.witness);
                        }
                        None => s.push_str("<p>No divergent branch encloses it.</p>"),
                    }
                    s.push_str("</details></li>\n");
                }
                Diag::WarpSync(fi, k) => {
                    let f = &self.facts[fi];
                    let Some(w) = f.overlay.as_ref().map(|o| &o.warp_syncs[k]) else { continue };
                    let (class, tag) = if w.verdict.is_fine() {
                        ("proven", "<span class=\"tag t-ok\">warp-sync proven</span>")
                    } else {
                        ("flagged", "<span class=\"tag t-bad\">warp-sync NOT proven</span>")
                    };
                    let _ = write!(
                        s,
                        "<li id=\"{pf}d{d}\" class=\"diag warp-sync {class}\" data-kind=\"warp-sync\" data-verdict=\"{}\"><details><summary>{tag} @{}{} in @{} %{}: <b>{}</b>, mask {} &middot; ",
                        w.verdict.as_str(),
                        xml(&w.callee),
                        if w.via_call { " (a call of a function that needs a converged warp)" } else { "" },
                        xml(&f.name),
                        xml(&f.blocks[w.block.0]),
                        w.verdict.as_str(),
                        mask_text(&w.mask)
                    );
                    self.where_links(s, w.ll_line, w.loc.as_ref());
                    for at in &w.inlined_at {
                        s.push_str(" inlined at");
                        self.where_links(s, None, Some(at));
                    }
                    let _ = write!(s, "</summary><p>{}</p>", verdict_text(w.verdict));
                    let cause = w.branch.and_then(|c| Some((c, f.overlay.as_ref()?.branch(c)?)));
                    if let Some((c, br)) = cause {
                        let link = self
                            .branch_diag
                            .get(&(fi, c))
                            .map_or(String::new(), |x| format!(" <a href=\"#{pf}d{x}\">(diagnostic)</a>"));
                        let _ = write!(
                            s,
                            "<p>It lies in the region of the warp-divergent branch in %{}{link}: part of the warp may arrive. Why that branch is divergent:</p>",
                            xml(&f.blocks[c.0])
                        );
                        self.witness(s, &br.witness);
                    }
                    s.push_str("</details></li>\n");
                }
            }
        }
        s.push_str("</ol></section>\n");
    }

    fn index(&self, s: &mut String) {
        let pf = self.pfx;
        let _ = writeln!(
            s,
            "<section id=\"{pf}index\"><h2>Functions ({})</h2><details{}><summary>index</summary><table class=\"index\"><tr><th>function</th><th>blocks</th><th>divergent branches</th><th>barriers flagged / all</th><th></th></tr>",
            self.facts.len(),
            if self.facts.len() <= 200 { " open" } else { "" }
        );
        let mut order: Vec<usize> = (0..self.facts.len()).collect();
        let findings =
            |f: &FunctionFacts| f.overlay.as_ref().map_or(0, |o| o.branches.len() + o.barriers.len());
        order.sort_by_key(|&i| (findings(&self.facts[i]) == 0, i));
        for i in order {
            let f = &self.facts[i];
            let (nb, nbar, nflag) = f.overlay.as_ref().map_or((0, 0, 0), |o| {
                (
                    o.branches.len(),
                    o.barriers.len(),
                    o.barriers.iter().filter(|b| b.check != Verdict::Uniform).count(),
                )
            });
            let _ = writeln!(
                s,
                "<tr><td><a href=\"#{pf}fn-{i}\">@{}</a></td><td>{}</td><td>{nb}</td><td class=\"{}\">{nflag} / {nbar}</td><td><a href=\"#{pf}irfn-{i}\">IR</a></td></tr>",
                xml(&f.name),
                f.blocks.len(),
                if nflag > 0 { "bad" } else { "" }
            );
        }
        s.push_str("</table></details></section>\n");
    }

    /// Per source line: its marks (diagnostic ids by kind) and first `.ll` line.
    fn source_marks(&self) -> HashMap<(usize, u32), LineMarks> {
        let mut marks: HashMap<(usize, u32), LineMarks> = HashMap::new();
        let key = |loc: &SourceLoc| {
            let k = *self.source_ix.get(&(loc.file.clone(), loc.directory.clone()))?;
            (loc.line > 0).then_some((k, loc.line))
        };
        for f in self.facts {
            for i in f.insts.iter().flatten() {
                if let Some(k) = i.loc.as_ref().and_then(key) {
                    let e = marks.entry(k).or_default();
                    e.first_ll = Some(e.first_ll.map_or(i.ll_line, |l: u32| l.min(i.ll_line)));
                }
            }
        }
        for (d, diag) in self.diags.iter().enumerate() {
            match *diag {
                Diag::Branch(fi, k) => {
                    let f = &self.facts[fi];
                    let Some(br) = f.overlay.as_ref().map(|o| &o.branches[k]) else { continue };
                    if let Some(key) = br.loc.as_ref().and_then(key) {
                        marks.entry(key).or_default().divergent.push((d, br.warp_uniform));
                    }
                    // The reconvergence point: the first located instruction of that block.
                    let first =
                        br.reconverges_at.and_then(|p| f.insts[p.0].iter().find_map(|i| i.loc.as_ref()));
                    if let Some(key) = first.and_then(key) {
                        marks.entry(key).or_default().reconvergence.push(d);
                    }
                }
                Diag::Barrier(fi, k) => {
                    let Some(b) = self.facts[fi].overlay.as_ref().map(|o| &o.barriers[k]) else { continue };
                    if let Some(key) = b.loc.as_ref().and_then(key) {
                        marks.entry(key).or_default().barriers.push((d, b.check));
                    }
                }
                Diag::WarpSync(fi, k) => {
                    let Some(w) = self.facts[fi].overlay.as_ref().map(|o| &o.warp_syncs[k]) else { continue };
                    // Its own line and every line it was inlined at (the kernel's call).
                    let mut keys: Vec<(usize, u32)> =
                        w.loc.iter().chain(&w.inlined_at).filter_map(key).collect();
                    keys.dedup();
                    for key in keys {
                        marks.entry(key).or_default().warp_syncs.push((d, w.verdict));
                    }
                }
            }
        }
        marks
    }

    /// Per source line, the profile's counts summed over the instructions located there, and
    /// the counts of the instructions on no line shown (every issued instruction is in one of
    /// the two, so they add up to the run's warp instructions and single-warp cycles).
    fn line_profile(&self) -> (BTreeMap<(usize, u32), LineCounts>, profile::InstCounts) {
        let mut out: BTreeMap<(usize, u32), LineCounts> = BTreeMap::new();
        let mut rest = profile::InstCounts::default();
        let Some(p) = &self.profile else { return (out, rest) };
        let key = |loc: Option<&SourceLoc>| {
            let loc = loc.filter(|l| l.line > 0)?;
            let k = *self.source_ix.get(&(loc.file.clone(), loc.directory.clone()))?;
            self.sources[k]
                .lines
                .as_ref()
                .is_some_and(|l| loc.line as usize <= l.len())
                .then_some((k, loc.line))
        };
        let mut placed = profile::InstCounts::default();
        for f in self.facts {
            for i in f.insts.iter().flatten() {
                let (Some(c), Some(k)) = (p.insts.get(&(f.func, i.inst)), key(i.loc.as_ref())) else {
                    continue;
                };
                out.entry(k).or_default().c.add(c);
                placed.add(c);
            }
            let Some(counts) = p.blocks.get(&f.func) else { continue };
            for (b, insts) in f.insts.iter().enumerate() {
                let Some(c) = counts.get(b).filter(|c| c.divergent > 0) else { continue };
                if let Some(k) = key(insts.last().and_then(|t| t.loc.as_ref())) {
                    out.entry(k).or_default().divergent += c.divergent;
                }
            }
        }
        for c in p.insts.values() {
            rest.add(c);
        }
        rest.issues -= placed.issues;
        rest.lanes -= placed.lanes;
        rest.cycles -= placed.cycles;
        (out, rest)
    }

    fn mark_links(&self, s: &mut String, m: &LineMarks) {
        let pf = self.pfx;
        for &(d, between) in &m.divergent {
            let text = if between { "divergent between warps" } else { "divergent branch" };
            let _ = write!(s, " <a class=\"mark m-div\" href=\"#{pf}d{d}\" title=\"{text}: click for the witness chain\">{text}</a>");
        }
        for &(d, v) in &m.barriers {
            let (class, text) = if v == Verdict::Uniform {
                ("m-ok", "barrier: convergent")
            } else {
                ("m-bad", "barrier: NOT proven convergent")
            };
            let _ = write!(s, " <a class=\"mark {class}\" href=\"#{pf}d{d}\" title=\"{text}\">{text}</a>");
        }
        for &(d, v) in &m.warp_syncs {
            let (class, text) =
                if v.is_fine() { ("m-ok", "warp-sync: proven") } else { ("m-bad", "warp-sync: NOT proven") };
            let _ = write!(
                s,
                " <a class=\"mark {class} m-warp\" href=\"#{pf}d{d}\" title=\"{text} ({}): click for the witness\">{text} ({})</a>",
                v.as_str(),
                v.as_str()
            );
        }
        for &d in &m.reconvergence {
            let _ = write!(s, " <a class=\"mark m-rec\" href=\"#{pf}d{d}\" title=\"a divergent branch reconverges here\">reconverges</a>");
        }
    }

    fn source_pane(&self, s: &mut String) {
        let pf = self.pfx;
        let _ = writeln!(s, "<div class=\"pane\" id=\"{pf}source-pane\"><h3>Source</h3>");
        let marks = self.source_marks();
        let (prof, _) = self.line_profile();
        if self.sources.is_empty() {
            s.push_str("<p>The module has no <code>!dbg</code> locations.</p>\n");
        }
        for (k, f) in self.sources.iter().enumerate() {
            let _ = write!(s, "<details class=\"src-file\" open><summary>{}</summary>", xml(&f.name));
            let Some(lines) = &f.lines else {
                s.push_str("<p class=\"note\">not found next to the <code>.ll</code>, in its DIFile directory, the current folder or <code>--source-dir</code></p></details>\n");
                continue;
            };
            if self.profile.is_some() {
                s.push_str(
                    "<div class=\"prof-head\">warp instrs &middot; SIMD eff. &middot; divergent &middot; cycles</div>",
                );
            }
            s.push_str("<pre class=\"src\">");
            for (n, text) in lines.iter().enumerate() {
                let line = n as u32 + 1;
                let m = marks.get(&(k, line));
                let hot = m.is_some_and(|m| {
                    !m.divergent.is_empty()
                        || m.barriers.iter().any(|b| b.1 != Verdict::Uniform)
                        || m.warp_syncs.iter().any(|w| !w.1.is_fine())
                });
                let _ = write!(
                    s,
                    "<span class=\"l{}\" id=\"{pf}src-{k}-{line}\"><span class=\"ln\">{line}</span>",
                    if hot { " hot" } else { "" }
                );
                if self.profile.is_some() {
                    match prof.get(&(k, line)) {
                        Some(c) => {
                            let eff = profile::efficiency(c.c.lanes, c.c.issues, self.warp_size)
                                .map_or("    -".to_string(), |e| format!("{:>4.0}%", e * 100.0));
                            let _ = write!(
                                s,
                                "<span class=\"prof\" data-issues=\"{}\" data-cycles=\"{}\">{:>9} {eff} {:>6} {:>10}</span>",
                                c.c.issues, c.c.cycles, c.c.issues, c.divergent, c.c.cycles
                            );
                        }
                        None => s.push_str("<span class=\"prof\">                                 </span>"),
                    }
                }
                let _ = write!(s, " {}", xml(text));
                if let Some(m) = m {
                    self.mark_links(s, m);
                    if let Some(l) = m.first_ll {
                        let _ = write!(
                            s,
                            " <a class=\"to-ir\" href=\"#{pf}ir-L{l}\" title=\"the IR of this line\">IR</a>"
                        );
                    }
                }
                s.push_str("</span>");
            }
            s.push_str("</pre></details>\n");
        }
        s.push_str("</div>\n");
    }

    fn ir_pane(&self, s: &mut String) {
        let pf = self.pfx;
        let _ = writeln!(s, "<div class=\"pane\" id=\"{pf}ir-pane\"><h3>IR</h3>");
        let lines: Vec<&str> = self.src.lines().collect();
        let open = self.facts.len() <= 30;
        // The diagnostics of each function, so marking a function costs its own diagnostics.
        let mut diags_of_fn: Vec<Vec<usize>> = vec![Vec::new(); self.facts.len()];
        for (d, diag) in self.diags.iter().enumerate() {
            let (Diag::Branch(fi, _) | Diag::Barrier(fi, _) | Diag::WarpSync(fi, _)) = *diag;
            if let Some(v) = diags_of_fn.get_mut(fi) {
                v.push(d);
            }
        }
        for (fi, f) in self.facts.iter().enumerate() {
            // Marks and source locations by `.ll` line.
            let mut by_line: HashMap<u32, (Option<&SourceLoc>, Vec<String>)> = HashMap::new();
            for i in f.insts.iter().flatten() {
                let e = by_line.entry(i.ll_line).or_default();
                e.0 = i.loc.as_ref();
                if let Some(c) = self.profile.as_ref().and_then(|p| p.insts.get(&(f.func, i.inst))) {
                    e.1.push(format!(
                        " <span class=\"prof-ir\" title=\"warp instructions, SIMD efficiency, cycles\">&times;{} {} {}&nbsp;cy</span>",
                        c.issues,
                        self.eff_text(c.lanes, c.issues),
                        c.cycles
                    ));
                }
            }
            if let Some(ov) = &f.overlay {
                for br in &ov.branches {
                    if let (Some(l), Some(&d)) = (br.ll_line, self.branch_diag.get(&(fi, br.block))) {
                        by_line.entry(l).or_default().1.push(format!(
                            " <a class=\"mark m-div\" href=\"#{pf}d{d}\">divergent, reconverges at {}</a>",
                            xml(&br
                                .reconverges_at
                                .map_or("exit".to_string(), |p| format!("%{}", f.blocks[p.0])))
                        ));
                    }
                }
                for &d in &diags_of_fn[fi] {
                    let (l, class, text) = match self.diags[d] {
                        Diag::Barrier(bfi, k) if bfi == fi => {
                            let b = &ov.barriers[k];
                            let (class, text) = if b.check == Verdict::Uniform {
                                ("m-ok", "barrier: convergent".to_string())
                            } else {
                                ("m-bad", "barrier: NOT proven convergent".to_string())
                            };
                            (b.ll_line, class, text)
                        }
                        Diag::WarpSync(wfi, k) if wfi == fi => {
                            let w = &ov.warp_syncs[k];
                            let (class, text) = if w.verdict.is_fine() {
                                ("m-ok m-warp", format!("warp-sync: proven ({})", w.verdict.as_str()))
                            } else {
                                ("m-bad m-warp", format!("warp-sync: NOT proven ({})", w.verdict.as_str()))
                            };
                            (w.ll_line, class, text)
                        }
                        _ => continue,
                    };
                    let Some(l) = l else { continue };
                    by_line
                        .entry(l)
                        .or_default()
                        .1
                        .push(format!(" <a class=\"mark {class}\" href=\"#{pf}d{d}\">{text}</a>"));
                }
            }
            let _ = write!(
                s,
                "<details class=\"ir-fn\" id=\"{pf}irfn-{fi}\"{}><summary>@{}</summary><pre class=\"ir\">",
                if open { " open" } else { "" },
                xml(&f.name)
            );
            let Some(start) = f.define_line else {
                s.push_str(
                    "(the text of this function does not line up with its instructions)</pre></details>\n",
                );
                continue;
            };
            let mut n = start;
            while let Some(text) = lines.get(n as usize - 1) {
                let _ = write!(
                    s,
                    "<span class=\"l\" id=\"{pf}ir-L{n}\"><a class=\"ln\" href=\"#{pf}ir-L{n}\">{n}</a> {}",
                    xml(text)
                );
                if let Some((loc, marks)) = by_line.get(&n) {
                    for m in marks {
                        s.push_str(m);
                    }
                    if let Some(loc) = loc {
                        if let Some(h) = src_href(self, loc) {
                            let _ =
                                write!(s, " <a class=\"to-src\" href=\"{h}\">{}</a>", xml(&loc_text(loc)));
                        }
                    }
                }
                s.push_str("</span>");
                if text.starts_with('}') {
                    break;
                }
                n += 1;
            }
            s.push_str("</pre></details>\n");
        }
        s.push_str("</div>\n");
    }

    fn cfgs(&self, s: &mut String) {
        let pf = self.pfx;
        let _ = writeln!(s, "<section id=\"{pf}cfgs\"><h2>Control-flow graphs</h2>");
        let auto = self.facts.len() <= 12;
        for (fi, f) in self.facts.iter().enumerate() {
            let (nb, nflag) = f.overlay.as_ref().map_or((0, 0), |o| {
                (o.branches.len(), o.barriers.iter().filter(|b| b.check != Verdict::Uniform).count())
            });
            let _ = write!(
                s,
                "<details class=\"fn\" id=\"{pf}fn-{fi}\"{}><summary>@{} <span class=\"note\">{} blocks, {nb} divergent branches, {nflag} flagged barriers</span></summary>",
                if auto { " data-autoopen=\"1\"" } else { "" },
                xml(&f.name),
                f.blocks.len()
            );
            if f.blocks.len() > self.max_cfg_blocks {
                let _ = writeln!(
                    s,
                    "<p class=\"note\">{} blocks: not drawn (more than --max-cfg-blocks {}); use <code>warpflow cfg --function</code> for this function.</p></details>",
                    f.blocks.len(),
                    self.max_cfg_blocks
                );
                continue;
            }
            let nodes = crate::draw::layered_node_count(f);
            if nodes > self.max_layout_nodes {
                let _ = writeln!(
                    s,
                    "<p class=\"note\">{} blocks, {nodes} layout nodes: not drawn (more than --max-layout-nodes {}); use <code>warpflow cfg --function</code> for this function.</p></details>",
                    f.blocks.len(),
                    self.max_layout_nodes
                );
                continue;
            }
            let d = draw(
                f,
                &DrawOptions { instructions: self.instructions, link_prefix: Some(format!("{pf}ir{fi}")) },
            );
            if let Err(e) = crate::draw::check_scene(&d.scene) {
                let _ = write!(s, "<p class=\"note layout-problem\">layout check: {}</p>", xml(&e));
            }
            // The drawing links blocks to `#ir{fi}-L<line>`; the page's IR lines are `ir-L<line>`.
            let svg = d.svg.replace(&format!("href=\"#{pf}ir{fi}-L"), &format!("href=\"#{pf}ir-L"));
            s.push_str("<div class=\"cfg-tools\"><button type=\"button\" data-zoom=\"in\">zoom in</button><button type=\"button\" data-zoom=\"out\">zoom out</button><button type=\"button\" data-zoom=\"fit\">fit</button></div><div class=\"cfg-view\"><template>");
            s.push_str(&svg);
            s.push_str("</template></div></details>\n");
        }
        s.push_str("</section>\n");
    }
}

/// Marks of one source line.
#[derive(Clone, Debug, Default)]
struct LineMarks {
    /// diagnostic ids of divergent branches here (and whether only between warps)
    divergent: Vec<(usize, bool)>,
    /// diagnostic ids of barriers here, with their check-mode verdict
    barriers: Vec<(usize, Verdict)>,
    /// diagnostic ids of warp-sync operations here (or inlined here), with their verdict
    warp_syncs: Vec<(usize, WarpVerdict)>,
    /// diagnostic ids of branches reconverging here
    reconvergence: Vec<usize>,
    /// the first `.ll` line of an instruction here
    first_ll: Option<u32>,
}

/// Profile counts of one source line.
#[derive(Clone, Copy, Debug, Default)]
struct LineCounts {
    /// of the instructions located on it
    c: profile::InstCounts,
    /// divergent executions of the branches on it
    divergent: u64,
}
