//! `warpflow report FILE [--launch SPEC] -o report.html`: one self-contained HTML page per module
//! with what warpflow knows about it, for reading in a browser.
//!
//! The page (no network, no external assets: the style sheet and the script are embedded, and a
//! content security policy forbids every fetch):
//! - a summary: functions, blocks, divergent branches, barriers and their verdicts; with
//!   `--launch`, the run's warp instructions, SIMD efficiency, cycles, the hottest divergent
//!   branches and the source lines that issue the most warp instructions;
//! - every diagnostic (each divergent branch, each barrier with its check and assume verdicts),
//!   with its witness chain back to a source of divergence, every step linked to its source line
//!   and its `.ll` line;
//! - the source files named by `!dbg` (read from the `DIFile` directory, the current folder or
//!   the folders above the `.ll`, when they exist), each line marked with the divergent branches,
//!   barriers and reconvergence points on it (each mark links to its diagnostic) and linked to
//!   its first `.ll` line, and with `--launch` the line's profile: warp instructions executed,
//!   SIMD efficiency, divergent branch executions (see [`profile`] for how they are counted);
//! - beside it the IR of each function, line by line, each instruction linked to its source line;
//! - the CFG of each function ([`crate::draw`]), zoomable, drawn when its section is opened.
//!
//! Modules with thousands of functions stay usable: an index lists the functions (those with
//! findings first), per-function IR and CFG sections start collapsed unless the module is small,
//! a CFG's SVG is kept in a `<template>` and put into the page only when its section is opened,
//! and functions with more than `--max-cfg-blocks` blocks are not drawn.
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
    pub file: PathBuf,
    /// the HTML file to write
    #[arg(short, long)]
    pub output: PathBuf,
    /// run this launch spec (TOML) in the emulator and show its profile per line
    #[arg(long)]
    pub launch: Option<PathBuf>,
    /// reconvergence policy of the run: ipdom, its, deferred, none
    #[arg(long, default_value = "ipdom")]
    pub policy: String,
    /// only this function
    #[arg(long)]
    pub function: Option<String>,
    /// draw the CFG of functions with at most this many blocks
    #[arg(long, default_value_t = 400)]
    pub max_cfg_blocks: usize,
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
}

/// Everything the page is written from.
struct Page<'a> {
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

fn run_inner(a: &ReportArgs) -> Result<(), String> {
    let t0 = Instant::now();
    let input = crate::load::load_module(&a.file, a.verify, TargetUse::Required(&a.target))?;
    let name = a.file.display().to_string();
    let warp_size = input.warp_size().ok_or_else(|| format!("error: {name}: no target\n"))?;
    let t1 = Instant::now();
    let facts = crate::facts::module_facts(&input.module, &input.src, a.function.as_deref(), Some(warp_size))
        .map_err(|e| format!("error: {name}: {e}\n"))?;
    if let (Some(f), true) = (&a.function, facts.is_empty()) {
        return Err(format!("error: no function `{f}` with a body in {name}\n"));
    }
    let t2 = Instant::now();
    let profile = match &a.launch {
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
            let run = profile::run(&input.module, &spec, &cfg);
            if let Err(e) = &run {
                eprintln!("warning: {name}: the emulated run stopped: {e}");
            }
            Some(run)
        }
    };
    let t3 = Instant::now();
    let target = input.target.as_ref().map_or_else(String::new, |t| format!("{} ({})", t.target, t.triple));
    let ll_dir = a.file.parent().unwrap_or(Path::new(".")).to_path_buf();
    let page = Page::new(name, target, warp_size, &input.src, &facts, &ll_dir, profile, a);
    let html = page.render();
    let t4 = Instant::now();
    std::fs::write(&a.output, html.as_bytes())
        .map_err(|e| format!("error: {}: {e}\n", a.output.display()))?;
    if a.time {
        eprintln!(
            "parse {:.3}s, analyses {:.3}s, run {:.3}s, page {:.3}s, {} bytes",
            (t1 - t0).as_secs_f64(),
            (t2 - t1).as_secs_f64(),
            (t3 - t2).as_secs_f64(),
            (t4 - t3).as_secs_f64(),
            html.len()
        );
    }
    Ok(())
}

/// Finds the file of `loc`: absolute, under its `DIFile` directory, or relative to the `.ll`'s
/// folder or one of the three folders above it.
fn find_source(loc_file: &str, directory: &str, ll_dir: &Path) -> Option<PathBuf> {
    let p = Path::new(loc_file);
    if p.is_absolute() {
        return p.is_file().then(|| p.to_path_buf());
    }
    let under_dir = Path::new(directory).join(p);
    if !directory.is_empty() && under_dir.is_file() {
        return Some(under_dir);
    }
    ll_dir.ancestors().take(4).map(|d| d.join(p)).find(|c| c.is_file())
}

/// A link to source line `loc` (`None` when its file is not shown).
fn src_href(page: &Page<'_>, loc: &SourceLoc) -> Option<String> {
    let k = *page.source_ix.get(&(loc.file.clone(), loc.directory.clone()))?;
    let lines = page.sources[k].lines.as_ref()?;
    (loc.line >= 1 && loc.line as usize <= lines.len()).then(|| format!("#src-{k}-{}", loc.line))
}

fn loc_text(loc: &SourceLoc) -> String {
    format!("{}:{}", loc.file, loc.line)
}

impl<'a> Page<'a> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        file: String,
        target: String,
        warp_size: u32,
        src: &'a str,
        facts: &'a [FunctionFacts],
        ll_dir: &Path,
        run: Option<Result<profile::RunProfile, String>>,
        a: &ReportArgs,
    ) -> Page<'a> {
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
                let lines = find_source(&loc.file, &loc.directory, ll_dir)
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
        Page {
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
            instructions: a.instructions,
        }
    }

    fn render(&self) -> String {
        let mut s = String::with_capacity(self.src.len() * 2 + 65536);
        let _ = write!(
            s,
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n<meta name=\"viewport\" content=\"width=device-width\">\n<title>warpflow report: {}</title>\n<style>\n{CSS}</style></head>\n<body>\n<div id=\"script-errors\" data-count=\"0\" hidden></div>\n",
            xml(&self.file)
        );
        self.summary(&mut s);
        self.diagnostics(&mut s);
        self.index(&mut s);
        s.push_str("<section id=\"code\"><h2>Source and IR</h2><div class=\"panes\">\n");
        self.source_pane(&mut s);
        self.ir_pane(&mut s);
        s.push_str("</div></section>\n");
        self.cfgs(&mut s);
        let _ = write!(s, "<script>\n{JS}</script>\n</body></html>\n");
        s
    }

    fn counts(&self) -> (usize, usize, usize, usize, usize, usize, usize) {
        let ovs = || self.facts.iter().filter_map(|f| f.overlay.as_ref());
        let blocks = self.facts.iter().map(|f| f.blocks.len()).sum();
        let branches = ovs().map(|o| o.branches.len()).sum();
        let between = ovs().flat_map(|o| &o.branches).filter(|b| b.warp_uniform).count();
        let barriers = ovs().map(|o| o.barriers.len()).sum();
        let flagged = ovs().flat_map(|o| &o.barriers).filter(|b| b.check != Verdict::Uniform).count();
        let join = ovs().flat_map(|o| &o.barriers).filter(|b| b.assume == Verdict::NeedsJoin).count();
        (blocks, branches, between, barriers, flagged, join, self.facts.len())
    }

    fn summary(&self, s: &mut String) {
        let (blocks, branches, between, barriers, flagged, join, functions) = self.counts();
        let _ = write!(
            s,
            "<header><h1>warpflow report</h1><p class=\"meta\"><span class=\"file\">{}</span> &middot; target {} &middot; warp size {}</p></header>\n<section id=\"summary\"><h2>Summary</h2>\n<table class=\"counts\"><tr><th>functions</th><td id=\"n-functions\">{functions}</td></tr><tr><th>blocks</th><td>{blocks}</td></tr><tr><th>divergent branches</th><td id=\"n-divergent\">{branches}</td><td class=\"note\">{between} of them only between warps (the same within each warp)</td></tr><tr><th>barriers</th><td id=\"n-barriers\">{barriers}</td></tr><tr class=\"{}\"><th>barriers not proven convergent (check)</th><td id=\"n-flagged\">{flagged}</td><td class=\"note\">what <code>warpflow check</code> reports</td></tr><tr><th>barriers that need a join (assume)</th><td id=\"n-needs-join\">{join}</td><td class=\"note\">if the program is well-synchronized</td></tr></table>\n",
            xml(&self.file),
            xml(&self.target),
            self.warp_size,
            if flagged > 0 { "bad" } else { "good" }
        );
        if let Some(e) = &self.run_error {
            let _ = writeln!(
                s,
                "<h3>Emulated run</h3><p class=\"run-error bad\" id=\"run-error\">The run stopped: {}</p>",
                xml(e)
            );
        }
        if let Some(p) = &self.profile {
            let st = &p.stats;
            let _ = writeln!(
                s,
                "<h3>Emulated run</h3><table class=\"counts\" id=\"run\"><tr><th>policy</th><td>{}</td></tr><tr><th>warp instructions</th><td>{}</td></tr><tr><th>SIMD efficiency</th><td>{:.1}%</td></tr><tr><th>cycles (cost model)</th><td>{}</td></tr><tr><th>divergent branch executions</th><td>{}</td></tr><tr><th>block barriers completed</th><td>{}</td></tr></table>",
                xml(&st.policy),
                st.warp_instructions,
                st.simd_efficiency * 100.0,
                st.cycles,
                st.divergent_branches,
                st.barriers_completed
            );
            self.hottest(s, p);
        }
        s.push_str("</section>\n");
    }

    /// The hottest divergent branches and the lines issuing the most warp instructions.
    fn hottest(&self, s: &mut String, p: &profile::RunProfile) {
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
            s.push_str("<table class=\"hot\" id=\"hot-branches\"><tr><th>divergent</th><th>executions</th><th>branch</th><th>where</th></tr>\n");
            for &(div, ex, fi, b) in hot.iter().take(10) {
                let f = &self.facts[fi];
                let term = f.insts[b.0].last();
                let _ = write!(
                    s,
                    "<tr><td>{div}</td><td>{ex}</td><td>@{} %{}",
                    xml(&f.name),
                    xml(&f.blocks[b.0])
                );
                if let Some(&d) = self.branch_diag.get(&(fi, b)) {
                    let _ = write!(s, " <a class=\"mark m-div\" href=\"#d{d}\">diagnostic</a>");
                }
                s.push_str("</td><td>");
                self.where_links(s, term.map(|t| t.ll_line), term.and_then(|t| t.loc.as_ref()));
                s.push_str("</td></tr>\n");
            }
            s.push_str("</table>\n");
        }
        let lines = self.line_profile();
        let mut by_line: Vec<(&(usize, u32), &LineCounts)> = lines.iter().collect();
        by_line.sort_by(|a, b| b.1.warps.cmp(&a.1.warps).then(a.0.cmp(b.0)));
        s.push_str("<h3>Where the time goes: source lines by warp instructions</h3>");
        if by_line.is_empty() {
            s.push_str("<p>No instruction with a source location ran.</p>\n");
            return;
        }
        s.push_str("<table class=\"hot\" id=\"hot-lines\"><tr><th>warp instructions</th><th>SIMD efficiency</th><th>line</th></tr>\n");
        for (&(k, line), c) in by_line.iter().take(10) {
            let eff = profile::efficiency(c.lanes, c.warps, self.warp_size)
                .map_or("-".to_string(), |e| format!("{:.0}%", e * 100.0));
            let name = xml(&self.sources[k].name);
            let cell = if self.sources[k].lines.as_ref().is_some_and(|l| line as usize <= l.len()) {
                format!("<a href=\"#src-{k}-{line}\">{name}:{line}</a>")
            } else {
                format!("{name}:{line}")
            };
            let _ = writeln!(s, "<tr><td>{}</td><td>{eff}</td><td>{cell}</td></tr>", c.warps);
        }
        s.push_str("</table>\n");
    }

    /// Links to a `.ll` line and a source location (text where the source is not shown).
    fn where_links(&self, s: &mut String, ll: Option<u32>, loc: Option<&SourceLoc>) {
        if let Some(l) = ll {
            let _ = write!(s, "<a class=\"to-ir\" href=\"#ir-L{l}\">IR line {l}</a>");
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
        let _ = writeln!(s, "<section id=\"diagnostics\"><h2>Diagnostics ({})</h2>", self.diags.len());
        if self.diags.is_empty() {
            s.push_str("<p>No divergent branch and no barrier.</p>\n");
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
                        "<li id=\"d{d}\" class=\"diag divergent\" data-kind=\"divergent-branch\"><details><summary><span class=\"tag t-div\">{kind}</span> branch in @{} %{}, reconverges at {} &middot; ",
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
                        "<li id=\"d{d}\" class=\"diag barrier {class}\" data-kind=\"barrier\" data-check=\"{}\" data-assume=\"{}\"><details><summary>{tag} @{}{} in @{} %{}: check <b>{}</b>, assume <b>{}</b> &middot; ",
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
                            let link = self
                                .branch_diag
                                .get(&(fi, c))
                                .map_or(String::new(), |x| format!(" <a href=\"#d{x}\">(diagnostic)</a>"));
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
            }
        }
        s.push_str("</ol></section>\n");
    }

    fn index(&self, s: &mut String) {
        let _ = writeln!(
            s,
            "<section id=\"index\"><h2>Functions ({})</h2><details{}><summary>index</summary><table class=\"index\"><tr><th>function</th><th>blocks</th><th>divergent branches</th><th>barriers flagged / all</th><th></th></tr>",
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
                "<tr><td><a href=\"#fn-{i}\">@{}</a></td><td>{}</td><td>{nb}</td><td class=\"{}\">{nflag} / {nbar}</td><td><a href=\"#irfn-{i}\">IR</a></td></tr>",
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
            }
        }
        marks
    }

    /// Per source line, the profile's counts summed over the instructions located there.
    fn line_profile(&self) -> BTreeMap<(usize, u32), LineCounts> {
        let mut out: BTreeMap<(usize, u32), LineCounts> = BTreeMap::new();
        let Some(p) = &self.profile else { return out };
        for f in self.facts {
            let Some(counts) = p.blocks.get(&f.func) else { continue };
            for (b, insts) in f.insts.iter().enumerate() {
                let Some(c) = counts.get(b) else { continue };
                for i in insts {
                    let Some(loc) = i.loc.as_ref().filter(|l| l.line > 0) else { continue };
                    let Some(&k) = self.source_ix.get(&(loc.file.clone(), loc.directory.clone())) else {
                        continue;
                    };
                    let e = out.entry((k, loc.line)).or_default();
                    if let Some(w) = c.warps {
                        e.warps += w;
                        e.lanes += c.lanes;
                    }
                }
                if let Some(loc) = insts.last().and_then(|t| t.loc.as_ref()).filter(|l| l.line > 0) {
                    if let Some(&k) = self.source_ix.get(&(loc.file.clone(), loc.directory.clone())) {
                        out.entry((k, loc.line)).or_default().divergent += c.divergent;
                    }
                }
            }
        }
        out
    }

    fn mark_links(s: &mut String, m: &LineMarks) {
        for &(d, between) in &m.divergent {
            let text = if between { "divergent between warps" } else { "divergent branch" };
            let _ = write!(s, " <a class=\"mark m-div\" href=\"#d{d}\" title=\"{text}: click for the witness chain\">{text}</a>");
        }
        for &(d, v) in &m.barriers {
            let (class, text) = if v == Verdict::Uniform {
                ("m-ok", "barrier: convergent")
            } else {
                ("m-bad", "barrier: NOT proven convergent")
            };
            let _ = write!(s, " <a class=\"mark {class}\" href=\"#d{d}\" title=\"{text}\">{text}</a>");
        }
        for &d in &m.reconvergence {
            let _ = write!(s, " <a class=\"mark m-rec\" href=\"#d{d}\" title=\"a divergent branch reconverges here\">reconverges</a>");
        }
    }

    fn source_pane(&self, s: &mut String) {
        s.push_str("<div class=\"pane\" id=\"source-pane\"><h3>Source</h3>\n");
        let marks = self.source_marks();
        let prof = self.line_profile();
        if self.sources.is_empty() {
            s.push_str("<p>The module has no <code>!dbg</code> locations.</p>\n");
        }
        for (k, f) in self.sources.iter().enumerate() {
            let _ = write!(s, "<details class=\"src-file\" open><summary>{}</summary>", xml(&f.name));
            let Some(lines) = &f.lines else {
                s.push_str("<p class=\"note\">not found next to the <code>.ll</code>, in its DIFile directory or the current folder</p></details>\n");
                continue;
            };
            if self.profile.is_some() {
                s.push_str(
                    "<div class=\"prof-head\">warp instrs &middot; SIMD eff. &middot; divergent</div>",
                );
            }
            s.push_str("<pre class=\"src\">");
            for (n, text) in lines.iter().enumerate() {
                let line = n as u32 + 1;
                let m = marks.get(&(k, line));
                let hot = m.is_some_and(|m| {
                    !m.divergent.is_empty() || m.barriers.iter().any(|b| b.1 != Verdict::Uniform)
                });
                let _ = write!(
                    s,
                    "<span class=\"l{}\" id=\"src-{k}-{line}\"><span class=\"ln\">{line}</span>",
                    if hot { " hot" } else { "" }
                );
                if self.profile.is_some() {
                    match prof.get(&(k, line)) {
                        Some(c) => {
                            let eff = profile::efficiency(c.lanes, c.warps, self.warp_size)
                                .map_or("    -".to_string(), |e| format!("{:>4.0}%", e * 100.0));
                            let _ = write!(
                                s,
                                "<span class=\"prof\">{:>9} {eff} {:>6}</span>",
                                c.warps, c.divergent
                            );
                        }
                        None => s.push_str("<span class=\"prof\">                      </span>"),
                    }
                }
                let _ = write!(s, " {}", xml(text));
                if let Some(m) = m {
                    Self::mark_links(s, m);
                    if let Some(l) = m.first_ll {
                        let _ = write!(
                            s,
                            " <a class=\"to-ir\" href=\"#ir-L{l}\" title=\"the IR of this line\">IR</a>"
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
        s.push_str("<div class=\"pane\" id=\"ir-pane\"><h3>IR</h3>\n");
        let lines: Vec<&str> = self.src.lines().collect();
        let open = self.facts.len() <= 30;
        for (fi, f) in self.facts.iter().enumerate() {
            // Marks and source locations by `.ll` line.
            let mut by_line: HashMap<u32, (Option<&SourceLoc>, Vec<String>)> = HashMap::new();
            for i in f.insts.iter().flatten() {
                by_line.entry(i.ll_line).or_default().0 = i.loc.as_ref();
            }
            if let Some(ov) = &f.overlay {
                for br in &ov.branches {
                    if let (Some(l), Some(&d)) = (br.ll_line, self.branch_diag.get(&(fi, br.block))) {
                        by_line.entry(l).or_default().1.push(format!(
                            " <a class=\"mark m-div\" href=\"#d{d}\">divergent, reconverges at {}</a>",
                            xml(&br
                                .reconverges_at
                                .map_or("exit".to_string(), |p| format!("%{}", f.blocks[p.0])))
                        ));
                    }
                }
                for (d, diag) in self.diags.iter().enumerate() {
                    let Diag::Barrier(bfi, k) = *diag else { continue };
                    if bfi != fi {
                        continue;
                    }
                    let b = &ov.barriers[k];
                    let Some(l) = b.ll_line else { continue };
                    let (class, text) = if b.check == Verdict::Uniform {
                        ("m-ok", "convergent")
                    } else {
                        ("m-bad", "NOT proven convergent")
                    };
                    by_line
                        .entry(l)
                        .or_default()
                        .1
                        .push(format!(" <a class=\"mark {class}\" href=\"#d{d}\">barrier: {text}</a>"));
                }
            }
            let _ = write!(
                s,
                "<details class=\"ir-fn\" id=\"irfn-{fi}\"{}><summary>@{}</summary><pre class=\"ir\">",
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
                    "<span class=\"l\" id=\"ir-L{n}\"><a class=\"ln\" href=\"#ir-L{n}\">{n}</a> {}",
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
        s.push_str("<section id=\"cfgs\"><h2>Control-flow graphs</h2>\n");
        let auto = self.facts.len() <= 12;
        for (fi, f) in self.facts.iter().enumerate() {
            let (nb, nflag) = f.overlay.as_ref().map_or((0, 0), |o| {
                (o.branches.len(), o.barriers.iter().filter(|b| b.check != Verdict::Uniform).count())
            });
            let _ = write!(
                s,
                "<details class=\"fn\" id=\"fn-{fi}\"{}><summary>@{} <span class=\"note\">{} blocks, {nb} divergent branches, {nflag} flagged barriers</span></summary>",
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
            let d = draw(
                f,
                &DrawOptions { instructions: self.instructions, link_prefix: Some(format!("ir{fi}")) },
            );
            if let Err(e) = crate::draw::check_scene(&d.scene) {
                let _ = write!(s, "<p class=\"note layout-problem\">layout check: {}</p>", xml(&e));
            }
            // The drawing links blocks to `#ir{fi}-L<line>`; the page's IR lines are `ir-L<line>`.
            let svg = d.svg.replace(&format!("href=\"#ir{fi}-L"), "href=\"#ir-L");
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
    /// diagnostic ids of branches reconverging here
    reconvergence: Vec<usize>,
    /// the first `.ll` line of an instruction here
    first_ll: Option<u32>,
}

/// Profile counts of one source line.
#[derive(Clone, Copy, Debug, Default)]
struct LineCounts {
    warps: u64,
    lanes: u64,
    divergent: u64,
}
