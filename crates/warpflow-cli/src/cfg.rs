//! `warpflow cfg FILE... [--function NAME] --format text|json|dot|svg [--triple T] [--mcpu CPU]
//! [--warp-size N] [--no-verify]`: the CFG structure of each function (successors, immediate
//! dominators and post-dominators, cycles, SESE regions). The structure does not depend on the
//! target; the SVG's convergence overlays do, and are drawn when the target is known.
//!
//! The analyses come from `warpflow_analysis`; this module only builds a plain report
//! ([`FunctionReport`]) and renders it. SVG is drawn here in plain Rust: one row per block in
//! reverse postorder (unreachable blocks last), forward edges curving on the right, retreating
//! (back) edges dashed red on the left, the immediate post-dominator of each branch as a dotted
//! blue arrow, and each SESE region as a shaded band over the rows of its blocks.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use serde::Serialize;
use warpflow_analysis::cfg::{CfgAnalyses, FunctionCfg};
use warpflow_analysis::cycle_equivalence::EdgeId;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_ir::Module;

use crate::exit::Exit;
use crate::load::{load_module, TargetArgs, TargetUse, VerifyArgs};

/// Arguments of `warpflow cfg`.
#[derive(clap::Args, Debug)]
pub struct CfgArgs {
    /// the inputs
    #[command(flatten)]
    pub inputs: crate::batch::Inputs,
    /// only this function (`name`, `@name`, or a C++ name mangled or demangled)
    #[arg(long)]
    pub function: Option<String>,
    /// output format
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// target triple, processor, warp size (for the SVG's convergence overlays)
    #[command(flatten)]
    pub target: TargetArgs,
    /// verifier
    #[command(flatten)]
    pub verify: VerifyArgs,
}

/// Output format of `warpflow cfg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// human-readable text
    Text,
    /// JSON (one object with a `functions` list)
    Json,
    /// Graphviz DOT (regions as clusters)
    Dot,
    /// SVG drawn without Graphviz
    Svg,
}

/// A block of a function's report.
#[derive(Clone, Debug, Serialize)]
pub struct BlockReport {
    /// the label as LLVM prints it, without `%` (numbered blocks as their number)
    pub name: String,
    /// successor labels in terminator order (with repetition)
    pub succs: Vec<String>,
    /// immediate dominator; null for the entry and unreachable blocks
    pub idom: Option<String>,
    /// immediate post-dominator; null when it is the virtual exit
    pub ipdom: Option<String>,
    /// whether the entry reaches the block
    pub reachable: bool,
}

/// A cycle of a function's report.
#[derive(Clone, Debug, Serialize)]
pub struct CycleReport {
    /// nesting depth (1 = outermost)
    pub depth: u32,
    /// the header (first entry in DFS preorder)
    pub header: String,
    /// entries, header first
    pub entries: Vec<String>,
    /// all blocks, header first
    pub blocks: Vec<String>,
    /// index of the enclosing cycle in `cycles`
    pub parent: Option<usize>,
}

/// An edge of the augmented CFG; null endpoints are the virtual entry/exit node.
#[derive(Clone, Debug, Serialize)]
pub struct EdgeReport {
    /// source label, null for the function entry edge
    pub from: Option<String>,
    /// target label, null for an exit edge
    pub to: Option<String>,
    /// position in the source's successor list, null for virtual edges
    pub succ_index: Option<usize>,
}

/// A canonical SESE region of a function's report.
#[derive(Clone, Debug, Serialize)]
pub struct RegionReport {
    /// the edge entering the region
    pub entry_edge: EdgeReport,
    /// the edge leaving the region
    pub exit_edge: EdgeReport,
    /// index of the enclosing region in `regions`; null for top-level regions
    pub parent: Option<usize>,
    /// nesting depth (1 = top level)
    pub depth: u32,
    /// all blocks of the region, nested regions included, in layout order
    pub blocks: Vec<String>,
}

/// The CFG structure of one function.
#[derive(Clone, Debug, Serialize)]
pub struct FunctionReport {
    /// function name without `@`
    pub name: String,
    /// blocks in layout order
    pub blocks: Vec<BlockReport>,
    /// cycles in `opt -passes='print<cycles>'` order
    pub cycles: Vec<CycleReport>,
    /// canonical SESE regions in DFS order of their entry edges
    pub regions: Vec<RegionReport>,
    /// post-dominator tree roots (LLVM's `Roots:`)
    pub postdom_roots: Vec<String>,
    #[serde(skip)]
    back_edges: Vec<(usize, usize)>,
    #[serde(skip)]
    rows: Vec<usize>,
}

fn set(v: Option<&Vec<String>>) -> HashSet<&str> {
    v.map(|v| v.iter().map(String::as_str).collect()).unwrap_or_default()
}

fn edge_set(v: Option<&Vec<[String; 2]>>) -> HashSet<(&str, &str)> {
    v.map(|v| v.iter().map(|[a, b]| (a.as_str(), b.as_str())).collect()).unwrap_or_default()
}

impl FunctionReport {
    /// Block name to its index in `blocks`.
    fn block_index(&self) -> HashMap<&str, usize> {
        self.blocks.iter().enumerate().map(|(i, b)| (b.name.as_str(), i)).collect()
    }
}

/// Builds the report of every function with a body (or only `only`).
pub fn reports(m: &Module, only: Option<&str>) -> Vec<FunctionReport> {
    let mut out = Vec::new();
    for f in m.funcs.values() {
        let name = f.name.map(|s| m.str(s).to_string()).unwrap_or_default();
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let Some(cfg) = FunctionCfg::new(m, f) else { continue };
        out.push(report(name, &cfg));
    }
    out
}

fn report(name: String, cfg: &FunctionCfg) -> FunctionReport {
    let a = CfgAnalyses::compute(cfg);
    let n = cfg.node_count();
    let label = |v: NodeId| cfg.name(v).to_string();
    let blocks = (0..n as u32)
        .map(NodeId)
        .map(|v| BlockReport {
            name: label(v),
            succs: cfg.succs(v).iter().map(|&s| label(s)).collect(),
            idom: a.dom.idom(v).map(label),
            ipdom: a.pdom.ipdom(v).map(label),
            reachable: a.dom.is_reachable(v),
        })
        .collect();
    let order = a.cycles.print_order();
    let pos_of = |c| order.iter().position(|&x| x == c);
    let cycles = order
        .iter()
        .map(|&c| {
            let cy = a.cycles.cycle(c);
            CycleReport {
                depth: cy.depth,
                header: label(cy.header),
                entries: cy.entries.iter().map(|&e| label(e)).collect(),
                blocks: cy.blocks.iter().map(|&b| label(b)).collect(),
                parent: cy.parent.and_then(pos_of),
            }
        })
        .collect();
    let ce = &a.cycle_equivalence;
    let edge = |e: EdgeId| {
        let ae = ce.edges()[e.0 as usize];
        let succ_index = ae.from.zip(ae.to).map(|(f, _)| (e.0 - ce.edge_id(f, 0).0) as usize);
        EdgeReport { from: ae.from.map(label), to: ae.to.map(label), succ_index }
    };
    // Each region lists every block it contains: a block is added to its innermost region and
    // each ancestor, so the cost is the size of the output (blocks times nesting depth), not
    // regions times blocks.
    let mut region_blocks: Vec<Vec<String>> = vec![Vec::new(); a.pst.regions().len()];
    for v in (0..n as u32).map(NodeId) {
        let mut r = a.pst.region_of(v);
        while let Some(id) = r {
            region_blocks[id.0 as usize].push(label(v));
            r = a.pst.region(id).parent;
        }
    }
    let regions = a
        .pst
        .regions()
        .iter()
        .zip(region_blocks)
        .map(|(r, blocks)| RegionReport {
            entry_edge: edge(r.entry_edge),
            exit_edge: edge(r.exit_edge),
            parent: r.parent.map(|p| p.0 as usize),
            depth: r.depth,
            blocks,
        })
        .collect();
    // Rows for drawing: reverse postorder, then unreachable blocks in layout order.
    let mut rows = vec![usize::MAX; n];
    let mut next = 0;
    for &v in a.dom.rpo() {
        rows[v.index()] = next;
        next += 1;
    }
    for r in rows.iter_mut().filter(|r| **r == usize::MAX) {
        *r = next;
        next += 1;
    }
    let mut back_edges = Vec::new();
    for v in 0..n {
        for s in cfg.succs(NodeId(v as u32)) {
            if rows[s.index()] <= rows[v] {
                back_edges.push((v, s.index()));
            }
        }
    }
    FunctionReport {
        name,
        blocks,
        cycles,
        regions,
        postdom_roots: a.pdom.roots().iter().map(|&r| label(r)).collect(),
        back_edges,
        rows,
    }
}

/// Runs `warpflow cfg`.
pub fn run(a: CfgArgs) -> ExitCode {
    crate::batch::run(&a.inputs, a.format == Format::Text, |file, out| cfg_file(&a, file, out))
}

/// `warpflow cfg` of one input.
fn cfg_file(a: &CfgArgs, file: &Path, sink: &mut crate::batch::Output) -> Exit {
    let input = match load_module(file, a.verify, TargetUse::Optional(&a.target)) {
        Ok(i) => i,
        Err(text) => {
            sink.stderr.push_str(&text);
            return Exit::Error;
        }
    };
    let (m, format) = (&input.module, a.format);
    let function = match &a.function {
        Some(w) => {
            match crate::names::resolve(w, &crate::names::defined_functions(m), "function", &input.name) {
                Ok(n) => Some(n),
                Err(e) => {
                    sink.err(e);
                    return Exit::Error;
                }
            }
        }
        None => None,
    };
    let reps = reports(m, function.as_deref());
    let out = match format {
        Format::Text => text(&reps),
        Format::Json => json(&reps),
        Format::Dot => dot(&reps),
        Format::Svg => match input.warp_size().map(|w| crate::check::svg_overlays(m, &reps, w)) {
            Some(ov) if !ov.is_empty() => svg_with(&reps, &ov),
            _ => svg(&reps),
        },
    };
    sink.out(&out);
    Exit::Clean
}

fn opt_name(n: &Option<String>, none: &str) -> String {
    n.clone().unwrap_or_else(|| none.to_string())
}

fn edge_text(e: &EdgeReport) -> String {
    format!("{} -> {}", opt_name(&e.from, "<entry>"), opt_name(&e.to, "<exit>"))
}

/// Human-readable text.
pub fn text(reps: &[FunctionReport]) -> String {
    let mut s = String::new();
    for r in reps {
        let _ = writeln!(s, "function {}", crate::names::human_at(&r.name));
        for b in &r.blocks {
            let _ = writeln!(
                s,
                "  {}: succs [{}] idom {} ipdom {}{}",
                b.name,
                b.succs.join(", "),
                opt_name(&b.idom, "-"),
                opt_name(&b.ipdom, "<exit>"),
                if b.reachable { "" } else { " (unreachable)" }
            );
        }
        let _ = writeln!(s, "  post-dominator roots: {}", r.postdom_roots.join(" "));
        let _ = writeln!(s, "  cycles:{}", if r.cycles.is_empty() { " none" } else { "" });
        for c in &r.cycles {
            let rest: Vec<&str> =
                c.blocks.iter().filter(|b| !c.entries.contains(b)).map(|b| b.as_str()).collect();
            let _ = writeln!(
                s,
                "  {}depth={}: entries({}){}{}",
                "    ".repeat(c.depth as usize),
                c.depth,
                c.entries.join(" "),
                if rest.is_empty() { "" } else { " " },
                rest.join(" ")
            );
        }
        let _ = writeln!(s, "  regions:{}", if r.regions.is_empty() { " none" } else { "" });
        // Tree order: each region followed by its nested regions.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); r.regions.len()];
        for (c, g) in r.regions.iter().enumerate() {
            if let Some(p) = g.parent {
                children[p].push(c);
            }
        }
        let mut stack: Vec<usize> =
            (0..r.regions.len()).rev().filter(|&i| r.regions[i].parent.is_none()).collect();
        while let Some(i) = stack.pop() {
            let g = &r.regions[i];
            let _ = writeln!(
                s,
                "    {}R{i}: [{}] .. [{}] blocks {}",
                "  ".repeat(g.depth as usize - 1),
                edge_text(&g.entry_edge),
                edge_text(&g.exit_edge),
                g.blocks.join(" ")
            );
            stack.extend(children[i].iter().rev());
        }
    }
    s
}

/// JSON: `{"functions": [...]}`.
pub fn json(reps: &[FunctionReport]) -> String {
    #[derive(Serialize)]
    struct Out<'a> {
        functions: &'a [FunctionReport],
    }
    let mut s = serde_json::to_string_pretty(&Out { functions: reps }).unwrap_or_default();
    s.push('\n');
    s
}

fn dot_id(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Graphviz DOT: one digraph per function, regions as nested clusters, back edges dashed red,
/// immediate post-dominators of branches as dotted blue edges.
pub fn dot(reps: &[FunctionReport]) -> String {
    let mut s = String::new();
    for r in reps {
        let _ = writeln!(s, "digraph {} {{", dot_id(&r.name));
        let _ = writeln!(s, "  node [shape=box, fontname=\"monospace\"];");
        // Innermost region of each block: the deepest region listing it.
        let index = r.block_index();
        let back: HashSet<(usize, usize)> = r.back_edges.iter().copied().collect();
        let mut inner: Vec<Option<usize>> = vec![None; r.blocks.len()];
        for (g, reg) in r.regions.iter().enumerate() {
            for b in &reg.blocks {
                if let Some(&i) = index.get(b.as_str()) {
                    if inner[i].is_none_or(|h| r.regions[h].depth < reg.depth) {
                        inner[i] = Some(g);
                    }
                }
            }
        }
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); r.regions.len() + 1];
        for (c, reg) in r.regions.iter().enumerate() {
            children[reg.parent.map_or(0, |p| p + 1)].push(c);
        }
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); r.regions.len() + 1];
        for (i, g) in inner.iter().enumerate() {
            members[g.map_or(0, |g| g + 1)].push(i);
        }
        // Slot 0 is the function (no region), slot g + 1 region g.
        fn cluster(
            s: &mut String,
            r: &FunctionReport,
            members: &[Vec<usize>],
            children: &[Vec<usize>],
            slot: usize,
            indent: usize,
        ) {
            let pad = "  ".repeat(indent);
            for &i in &members[slot] {
                let _ = writeln!(s, "{pad}{};", dot_id(&r.blocks[i].name));
            }
            for &c in &children[slot] {
                let _ = writeln!(s, "{pad}subgraph cluster_r{c} {{");
                let _ = writeln!(s, "{pad}  label=\"R{c}\"; style=dashed; color=gray;");
                cluster(s, r, members, children, c + 1, indent + 1);
                let _ = writeln!(s, "{pad}}}");
            }
        }
        cluster(&mut s, r, &members, &children, 0, 1);
        for (i, b) in r.blocks.iter().enumerate() {
            for (k, t) in b.succs.iter().enumerate() {
                let j = index.get(t.as_str()).copied().unwrap_or(0);
                let back = back.contains(&(i, j));
                let attrs = if back { " [style=dashed, color=red]" } else { "" };
                let _ = writeln!(s, "  {} -> {}{attrs}; // succ {k}", dot_id(&b.name), dot_id(t));
            }
            if distinct(&b.succs) > 1 {
                let target = b.ipdom.clone().unwrap_or_else(|| "<exit>".to_string());
                if b.ipdom.is_none() {
                    let _ = writeln!(s, "  \"<exit>\" [shape=point];");
                }
                let _ = writeln!(
                    s,
                    "  {} -> {} [style=dotted, color=blue, constraint=false];",
                    dot_id(&b.name),
                    dot_id(&target)
                );
            }
        }
        let _ = writeln!(s, "}}");
    }
    s
}

fn distinct(v: &[String]) -> usize {
    let mut d: Vec<&String> = v.iter().collect();
    d.sort();
    d.dedup();
    d.len()
}

fn xml(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Convergence facts drawn over a function's SVG (from `warpflow_analysis::convergence`).
#[derive(Clone, Debug, Default)]
pub struct SvgOverlay {
    /// blocks ending in a divergent branch
    pub divergent: Vec<String>,
    /// blocks convergent in check mode
    pub convergent_check: Vec<String>,
    /// blocks convergent in assume mode
    pub convergent_assume: Vec<String>,
    /// edges convergent in check mode
    pub edges_check: Vec<[String; 2]>,
    /// edges convergent in assume mode
    pub edges_assume: Vec<[String; 2]>,
    /// blocks holding a barrier
    pub barriers: Vec<String>,
    /// reconvergence points (immediate post-dominators) of divergent branches
    pub reconvergence: Vec<String>,
}

/// SVG drawn in plain Rust (see the module docs for the layout).
pub fn svg(reps: &[FunctionReport]) -> String {
    svg_with(reps, &[])
}

/// [`svg`] with convergence overlays (one per report, by index; missing ones draw nothing):
/// blocks convergent in check mode green, convergent only in assume mode yellow; convergent
/// edges likewise; divergent branches with a thick orange border; barriers with a red tag;
/// reconvergence points of divergent branches with a blue dot.
pub fn svg_with(reps: &[FunctionReport], overlays: &[Option<SvgOverlay>]) -> String {
    const ROW: f64 = 34.0;
    const BOX_W: f64 = 150.0;
    const BOX_H: f64 = 22.0;
    const LEFT: f64 = 140.0;
    let width = 760.0;
    let mut body = String::new();
    let mut y0 = 60.0;
    for (ri, r) in reps.iter().enumerate() {
        let ov = overlays.get(ri).and_then(|o| o.as_ref());
        let (conv_check, conv_assume) =
            (set(ov.map(|o| &o.convergent_check)), set(ov.map(|o| &o.convergent_assume)));
        let barrier_set = set(ov.map(|o| &o.barriers));
        let divergent_set = set(ov.map(|o| &o.divergent));
        let reconvergence_set = set(ov.map(|o| &o.reconvergence));
        let (edges_check, edges_assume) =
            (edge_set(ov.map(|o| &o.edges_check)), edge_set(ov.map(|o| &o.edges_assume)));
        let index = r.block_index();
        let back: HashSet<(usize, usize)> = r.back_edges.iter().copied().collect();
        let edge_colour = |from: &str, to: &str| -> &'static str {
            if edges_check.contains(&(from, to)) {
                "#059669"
            } else if edges_assume.contains(&(from, to)) {
                "#ca8a04"
            } else {
                "#333"
            }
        };
        let n = r.blocks.len();
        let _ = writeln!(
            body,
            "<text x=\"10\" y=\"{}\" font-weight=\"bold\">@{}</text>",
            y0 - 18.0,
            xml(&r.name)
        );
        let row_y = |i: usize| y0 + r.rows[i] as f64 * ROW;
        // Regions: shaded bands over the rows of their blocks, indented by depth.
        for (c, g) in r.regions.iter().enumerate() {
            let rows: Vec<usize> =
                g.blocks.iter().filter_map(|b| index.get(b.as_str()).copied()).map(|i| r.rows[i]).collect();
            let (Some(&lo), Some(&hi)) = (rows.iter().min(), rows.iter().max()) else { continue };
            let inset = 6.0 * g.depth as f64;
            let _ = writeln!(
                body,
                "<rect class=\"region\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"#2a9d8f\" fill-opacity=\"0.08\" stroke=\"#2a9d8f\" stroke-dasharray=\"2,2\"/><text x=\"{}\" y=\"{}\" font-size=\"10\" fill=\"#2a9d8f\">R{c}</text>",
                LEFT - 40.0 + inset,
                y0 + lo as f64 * ROW - 8.0 + inset / 3.0,
                BOX_W + 80.0 - 2.0 * inset,
                (hi - lo) as f64 * ROW + BOX_H + 16.0 - inset / 1.5,
                LEFT - 36.0 + inset,
                y0 + lo as f64 * ROW + 2.0 + inset / 3.0
            );
        }
        for (i, b) in r.blocks.iter().enumerate() {
            let y = row_y(i);
            for t in &b.succs {
                let j = index.get(t.as_str()).copied().unwrap_or(0);
                let ty = row_y(j);
                if back.contains(&(i, j)) {
                    let bend = LEFT - 30.0 - 4.0 * (r.rows[i] - r.rows[j]) as f64 % 80.0;
                    let _ = writeln!(
                        body,
                        "<path class=\"back-edge\" d=\"M{} {} C{} {} {} {} {} {}\" fill=\"none\" stroke=\"#d62828\" stroke-dasharray=\"5,3\" marker-end=\"url(#arrow-red)\"/>",
                        LEFT, y + BOX_H / 2.0, bend, y + BOX_H / 2.0, bend, ty + BOX_H / 2.0, LEFT, ty + BOX_H / 2.0
                    );
                } else if r.rows[j] == r.rows[i] + 1 {
                    let _ = writeln!(
                        body,
                        "<line class=\"edge\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" marker-end=\"url(#arrow)\"/>",
                        LEFT + BOX_W / 2.0, y + BOX_H, LEFT + BOX_W / 2.0, ty, edge_colour(&b.name, t)
                    );
                } else {
                    let bend = LEFT + BOX_W + 20.0 + 6.0 * (r.rows[j] - r.rows[i]) as f64 % 120.0;
                    let _ = writeln!(
                        body,
                        "<path class=\"edge\" d=\"M{} {} C{} {} {} {} {} {}\" fill=\"none\" stroke=\"{}\" marker-end=\"url(#arrow)\"/>",
                        LEFT + BOX_W, y + BOX_H / 2.0, bend, y + BOX_H / 2.0, bend, ty + BOX_H / 2.0, LEFT + BOX_W, ty + BOX_H / 2.0, edge_colour(&b.name, t)
                    );
                }
            }
            if distinct(&b.succs) > 1 {
                let (ty, label) = match &b.ipdom {
                    Some(p) => (row_y(index.get(p.as_str()).copied().unwrap_or(0)), p.clone()),
                    None => (y0 + n as f64 * ROW, "<exit>".to_string()),
                };
                let x = LEFT + BOX_W + 150.0;
                let _ = writeln!(
                    body,
                    "<path class=\"ipdom\" d=\"M{} {} L{} {} L{} {}\" fill=\"none\" stroke=\"#1d4ed8\" stroke-dasharray=\"1,3\" marker-end=\"url(#arrow-blue)\"><title>reconvergence of {} at {}</title></path>",
                    LEFT + BOX_W, y + 4.0, x, y + 4.0, x, ty + 4.0, xml(&b.name), xml(&label)
                );
            }
        }
        for (i, b) in r.blocks.iter().enumerate() {
            let y = row_y(i);
            let fill = if !b.reachable {
                "#e5e5e5"
            } else if conv_check.contains(b.name.as_str()) {
                "#d1fae5"
            } else if conv_assume.contains(b.name.as_str()) {
                "#fef9c3"
            } else {
                "#ffffff"
            };
            let (stroke, sw) =
                if divergent_set.contains(b.name.as_str()) { ("#ea580c", 3) } else { ("#111", 1) };
            let _ = writeln!(
                body,
                "<rect class=\"block\" x=\"{LEFT}\" y=\"{y}\" width=\"{BOX_W}\" height=\"{BOX_H}\" rx=\"3\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{sw}\"/><text x=\"{}\" y=\"{}\" font-family=\"monospace\" font-size=\"12\">%{}</text>",
                LEFT + 6.0,
                y + 15.0,
                xml(&b.name)
            );
            if barrier_set.contains(b.name.as_str()) {
                let _ = writeln!(
                    body,
                    "<text class=\"barrier\" x=\"{}\" y=\"{}\" font-size=\"10\" font-weight=\"bold\" fill=\"#dc2626\">barrier</text>",
                    LEFT + BOX_W - 44.0,
                    y + 15.0
                );
            }
            if reconvergence_set.contains(b.name.as_str()) {
                let _ = writeln!(
                    body,
                    "<circle class=\"reconvergence\" cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"#1d4ed8\"><title>reconvergence point</title></circle>",
                    LEFT - 8.0,
                    y + BOX_H / 2.0
                );
            }
        }
        let _ = writeln!(
            body,
            "<text x=\"{}\" y=\"{}\" font-size=\"10\" fill=\"#1d4ed8\">&lt;exit&gt;</text>",
            LEFT + BOX_W + 140.0,
            y0 + n as f64 * ROW + 14.0
        );
        y0 += (n as f64 + 1.0) * ROW + 60.0;
    }
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{}\" viewBox=\"0 0 {width} {}\" font-family=\"sans-serif\" font-size=\"12\">",
        y0, y0
    );
    let _ = writeln!(
        s,
        "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#333\"/></marker><marker id=\"arrow-red\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#d62828\"/></marker><marker id=\"arrow-blue\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#1d4ed8\"/></marker></defs>"
    );
    let _ = writeln!(
        s,
        "<text x=\"10\" y=\"16\" font-size=\"11\">edges: black; back edges: dashed red; immediate post-dominator of each branch: dotted blue; SESE regions: green bands</text>"
    );
    if overlays.iter().any(|o| o.is_some()) {
        let _ = writeln!(
            s,
            "<g class=\"legend\" font-size=\"11\"><rect x=\"10\" y=\"24\" width=\"12\" height=\"10\" fill=\"#d1fae5\" stroke=\"#111\"/><text x=\"26\" y=\"33\">convergent (check mode)</text><rect x=\"170\" y=\"24\" width=\"12\" height=\"10\" fill=\"#fef9c3\" stroke=\"#111\"/><text x=\"186\" y=\"33\">convergent only in assume mode</text><rect x=\"370\" y=\"24\" width=\"12\" height=\"10\" fill=\"#fff\" stroke=\"#ea580c\" stroke-width=\"3\"/><text x=\"386\" y=\"33\">divergent branch</text><text x=\"490\" y=\"33\" fill=\"#dc2626\" font-weight=\"bold\">barrier</text><circle cx=\"545\" cy=\"29\" r=\"5\" fill=\"#1d4ed8\"/><text x=\"554\" y=\"33\">reconvergence point</text><text x=\"10\" y=\"47\">edges: green convergent (check), yellow convergent only in assume mode</text></g>"
        );
    }
    s.push_str(&body);
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\nj:\n  br i1 %c, label %entry2, label %out\nentry2:\n  br label %j\nout:\n  ret void\n}\n";

    fn reps() -> Vec<FunctionReport> {
        let m = warpflow_ir::parse(SRC).unwrap();
        reports(&m, None)
    }

    #[test]
    fn text_report() {
        expect_test::expect![[r#"
            function @f
              entry: succs [a, b] idom - ipdom j
              a: succs [j] idom entry ipdom j
              b: succs [j] idom entry ipdom j
              j: succs [entry2, out] idom entry ipdom out
              entry2: succs [j] idom j ipdom j
              out: succs [] idom j ipdom <exit>
              post-dominator roots: out
              cycles:
                  depth=1: entries(j) entry2
              regions:
                R0: [<entry> -> entry] .. [j -> out] blocks entry a b j entry2
                  R1: [entry -> a] .. [a -> j] blocks a
                  R2: [j -> entry2] .. [entry2 -> j] blocks entry2
                  R4: [entry -> b] .. [b -> j] blocks b
                R3: [j -> out] .. [out -> <exit>] blocks out
        "#]]
        .assert_eq(&text(&reps()));
    }

    #[test]
    fn json_has_the_documented_fields() {
        let v: serde_json::Value = serde_json::from_str(&json(&reps())).unwrap();
        let f = &v["functions"][0];
        assert_eq!(f["name"], "f");
        assert_eq!(f["blocks"][0]["name"], "entry");
        assert_eq!(f["blocks"][0]["succs"], serde_json::json!(["a", "b"]));
        assert_eq!(f["blocks"][0]["idom"], serde_json::Value::Null);
        assert_eq!(f["blocks"][0]["ipdom"], "j");
        assert_eq!(f["blocks"][5]["ipdom"], serde_json::Value::Null);
        assert_eq!(f["cycles"][0]["depth"], 1);
        assert_eq!(f["cycles"][0]["entries"], serde_json::json!(["j"]));
        assert_eq!(f["cycles"][0]["blocks"], serde_json::json!(["j", "entry2"]));
        assert_eq!(f["regions"][1]["entry_edge"]["from"], "entry");
        assert_eq!(f["regions"][1]["exit_edge"]["to"], "j");
        assert_eq!(f["regions"][1]["parent"], 0);
        assert_eq!(f["regions"][0]["parent"], serde_json::Value::Null);
    }

    #[test]
    fn dot_and_svg_show_back_edges_ipdoms_and_regions() {
        let d = dot(&reps());
        assert!(d.contains("\"entry2\" -> \"j\" [style=dashed, color=red]"));
        assert!(d.contains("\"entry\" -> \"j\" [style=dotted, color=blue, constraint=false]"));
        assert_eq!(d.matches("subgraph cluster_r").count(), 5);
        let s = svg(&reps());
        assert!(s.starts_with("<svg"));
        assert_eq!(s.matches("class=\"back-edge\"").count(), 1);
        assert_eq!(s.matches("class=\"ipdom\"").count(), 2);
        assert_eq!(s.matches("class=\"region\"").count(), 5);
        assert_eq!(s.matches("class=\"block\"").count(), 6);
    }
}
