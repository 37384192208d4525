//! `warpflow cfg FILE... [--function NAME] --format text|json|dot|svg [--triple T] [--mcpu CPU]
//! [--warp-size N] [--no-verify]`: the CFG structure of each function (successors, immediate
//! dominators and post-dominators, cycles, SESE regions). The structure does not depend on the
//! target; the SVG's convergence overlays do, and are drawn when the target is known.
//!
//! The SVG draws a function only when its layered graph (blocks plus one dummy node per row an
//! edge crosses, counted in O(blocks + edges) by `warpflow_layout::layered_node_count`) has at
//! most `--max-layout-nodes` nodes, else it writes the function's title and why it is not
//! drawn: the layout costs O(L log L) for L such nodes, and L grows with the square of the loop
//! nesting depth (the back edge of each loop crosses the rows of every loop inside it), so
//! without the bound 2,000 nested loops took 8.5 s and 8,000 ran out of memory. With it, each
//! function costs O(blocks + edges) plus at most the bound's layout.
//!
//! Every other output lists each block once, under its innermost cycle and innermost region (nested
//! cycles and regions are indented below their parents in the text), so its size, and the
//! command's time, grow linearly with the function, whatever its nesting depth.
//!
//! The analyses come from `warpflow_analysis`; this module only builds a plain report
//! ([`FunctionReport`]) and renders it as text, JSON or DOT. The SVG is drawn by
//! [`crate::draw`] on a layered layout (`warpflow_layout`), with the facts of `warpflow check`
//! ([`crate::facts`]) when the target is known; `--instructions` writes each block's
//! instructions in its box. The DOT output carries the same facts as attributes when the
//! target is known: divergent branches (`divergent=true`, orange border, with
//! `reconverges_at`), reconvergence points (`reconvergence_of`), barriers with their verdicts
//! (`barrier_check`, `barrier_assume`; a barrier `check` reports gets a dashed red border),
//! convergent blocks (`convergent="check"|"assume"`, filled) and convergent edges
//! (`convergent=...`, coloured).
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use serde::Serialize;
use warpflow_analysis::cfg::FunctionCfg;
use warpflow_analysis::cycle_equivalence::EdgeId;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_analysis::session::{FunctionFacts, ModuleSession, View};
use warpflow_ir::FuncId;

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
    /// write each block's instructions in its box (SVG)
    #[arg(long)]
    pub instructions: bool,
    /// draw (SVG) the functions whose layered graph has at most this many nodes: blocks plus one
    /// per row an edge crosses, which grows with the square of the loop nesting depth
    #[arg(long, default_value_t = DEFAULT_MAX_LAYOUT_NODES)]
    pub max_layout_nodes: usize,
    /// target triple, processor, warp size (for the SVG's and DOT's convergence overlays)
    #[command(flatten)]
    pub target: TargetArgs,
    /// verifier
    #[command(flatten)]
    pub verify: VerifyArgs,
}

/// The default of `--max-layout-nodes`: the drawing of 315 nested loops, which need 99,858
/// (a nest of k loops needs k² + 2k + 3, a chain of n blocks n), takes about 0.2 s.
pub const DEFAULT_MAX_LAYOUT_NODES: usize = 100_000;

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
    #[serde(serialize_with = "crate::json::block")]
    pub name: String,
    /// successor labels in terminator order (with repetition)
    #[serde(serialize_with = "crate::json::blocks")]
    pub succs: Vec<String>,
    /// immediate dominator; null for the entry and unreachable blocks
    #[serde(serialize_with = "crate::json::opt_block")]
    pub idom: Option<String>,
    /// immediate post-dominator; null when it is the virtual exit
    #[serde(serialize_with = "crate::json::opt_block")]
    pub ipdom: Option<String>,
    /// index in `cycles` of the innermost cycle holding the block; null outside every cycle
    pub cycle: Option<usize>,
    /// index in `regions` of the innermost SESE region holding the block
    pub region: Option<usize>,
    /// whether the entry reaches the block
    pub reachable: bool,
}

/// A cycle of a function's report.
#[derive(Clone, Debug, Serialize)]
pub struct CycleReport {
    /// nesting depth (1 = outermost)
    pub depth: u32,
    /// the header (first entry in DFS preorder)
    #[serde(serialize_with = "crate::json::block")]
    pub header: String,
    /// entries, header first
    #[serde(serialize_with = "crate::json::blocks")]
    pub entries: Vec<String>,
    /// the blocks whose innermost cycle this is, in layout order (a block of a nested cycle is
    /// listed there; the cycle's blocks are these and its descendants')
    #[serde(serialize_with = "crate::json::blocks")]
    pub own_blocks: Vec<String>,
    /// index of the enclosing cycle in `cycles`
    pub parent: Option<usize>,
}

/// An edge of the augmented CFG; null endpoints are the virtual entry/exit node.
#[derive(Clone, Debug, Serialize)]
pub struct EdgeReport {
    /// source label, null for the function entry edge
    #[serde(serialize_with = "crate::json::opt_block")]
    pub from: Option<String>,
    /// target label, null for an exit edge
    #[serde(serialize_with = "crate::json::opt_block")]
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
    /// the blocks whose innermost region this is, in layout order (the region's blocks are
    /// these and its descendants')
    #[serde(serialize_with = "crate::json::blocks")]
    pub own_blocks: Vec<String>,
}

/// The CFG structure of one function.
#[derive(Clone, Debug, Serialize)]
pub struct FunctionReport {
    /// the function (joins the report with other per-function results)
    #[serde(skip)]
    pub func: FuncId,
    /// function name without `@`
    pub name: String,
    /// blocks in layout order
    pub blocks: Vec<BlockReport>,
    /// cycles in `opt -passes='print<cycles>'` order
    pub cycles: Vec<CycleReport>,
    /// canonical SESE regions in DFS order of their entry edges
    pub regions: Vec<RegionReport>,
    /// post-dominator tree roots (LLVM's `Roots:`)
    #[serde(serialize_with = "crate::json::blocks")]
    pub postdom_roots: Vec<String>,
    #[serde(skip)]
    back_edges: Vec<(usize, usize)>,
}

impl FunctionReport {
    /// Block name to its index in `blocks`.
    fn block_index(&self) -> HashMap<&str, usize> {
        self.blocks.iter().enumerate().map(|(i, b)| (b.name.as_str(), i)).collect()
    }
}

/// Builds the report of every function with a body (or only `only`).
pub fn reports(session: &ModuleSession, only: Option<&str>) -> Vec<FunctionReport> {
    let m = session.module();
    let mut out = Vec::new();
    for (func, f) in m.funcs.iter() {
        let name = f.name.map(|s| m.str(s).to_string()).unwrap_or_default();
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let (Some(fx), Some(names)) = (session.function(func), session.written_cfg(func)) else { continue };
        out.push(report(func, name, fx, names));
    }
    out
}

/// The report of one function from its facts `fx`, its blocks named as `names` (the CFG of the
/// body the user wrote: the same nodes as `fx`'s, numbered as the user's file numbers them).
fn report(func: FuncId, name: String, fx: &FunctionFacts, names: &FunctionCfg) -> FunctionReport {
    let cfg = fx.cfg();
    let n = cfg.node_count();
    let label = |v: NodeId| names.name(v).to_string();
    let order = fx.cycles().print_order();
    // Position in `order` of every cycle id, and each block's innermost cycle and region: every
    // block is listed once, under its innermost cycle and region, so the report is linear in
    // the function's size (listing every member of every cycle is quadratic in nesting depth).
    let mut pos = vec![usize::MAX; order.iter().map(|c| c.0 as usize + 1).max().unwrap_or(0)];
    for (k, c) in order.iter().enumerate() {
        pos[c.0 as usize] = k;
    }
    let cycle_of = |v: NodeId| fx.cycles().cycle_of(v).map(|c| pos[c.0 as usize]);
    let region_of = |v: NodeId| fx.regions().region_of(v).map(|r| r.0 as usize);
    let mut cycle_blocks: Vec<Vec<String>> = vec![Vec::new(); order.len()];
    let mut region_blocks: Vec<Vec<String>> = vec![Vec::new(); fx.regions().regions().len()];
    for v in (0..n as u32).map(NodeId) {
        if let Some(c) = cycle_of(v) {
            cycle_blocks[c].push(label(v));
        }
        if let Some(r) = region_of(v) {
            region_blocks[r].push(label(v));
        }
    }
    let blocks = (0..n as u32)
        .map(NodeId)
        .map(|v| BlockReport {
            name: label(v),
            succs: cfg.succs(v).iter().map(|&s| label(s)).collect(),
            idom: fx.dom().idom(v).map(label),
            ipdom: fx.pdom().ipdom(v).map(label),
            cycle: cycle_of(v),
            region: region_of(v),
            reachable: fx.dom().is_reachable(v),
        })
        .collect();
    let cycles = order
        .iter()
        .zip(cycle_blocks)
        .map(|(&c, own_blocks)| {
            let cy = fx.cycles().cycle(c);
            CycleReport {
                depth: cy.depth,
                header: label(cy.header),
                entries: cy.entries.iter().map(|&e| label(e)).collect(),
                own_blocks,
                parent: cy.parent.map(|p| pos[p.0 as usize]),
            }
        })
        .collect();
    let ce = fx.cycle_equivalence();
    let edge = |e: EdgeId| {
        let ae = ce.edges()[e.0 as usize];
        let succ_index = ae.from.zip(ae.to).map(|(f, _)| (e.0 - ce.edge_id(f, 0).0) as usize);
        EdgeReport { from: ae.from.map(label), to: ae.to.map(label), succ_index }
    };
    let regions = fx
        .regions()
        .regions()
        .iter()
        .zip(region_blocks)
        .map(|(r, own_blocks)| RegionReport {
            entry_edge: edge(r.entry_edge),
            exit_edge: edge(r.exit_edge),
            parent: r.parent.map(|p| p.0 as usize),
            depth: r.depth,
            own_blocks,
        })
        .collect();
    // Back edges: edges to a block not later in reverse postorder (unreachable blocks last).
    let mut rows = vec![usize::MAX; n];
    let mut next = 0;
    for &v in fx.dom().rpo() {
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
        func,
        name,
        blocks,
        cycles,
        regions,
        postdom_roots: fx.pdom().roots().iter().map(|&r| label(r)).collect(),
        back_edges,
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
    let format = a.format;
    let m = &input.module;
    let path = file;
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
    let function = function.as_deref();
    // One session of the module, which moves into it: the pictures' overlays are `check`'s, so
    // with a known target they read its promoted view (names from the bodies as written); the
    // text and JSON, and a module without a target, read the module as written.
    let warp_size = input.warp_size();
    let overlays = matches!(format, Format::Dot | Format::Svg) && warp_size.is_some();
    let session = if overlays {
        crate::check::promoted_session(input.module, warp_size, Default::default())
    } else {
        ModuleSession::new(input.module, View::AsWritten, Default::default(), Default::default())
            .map_err(|e| e.to_string())
    };
    let session = match session {
        Ok(s) => s,
        Err(e) => {
            sink.err(format!("error: {}: {e}", path.display()));
            return Exit::Error;
        }
    };
    let reps = reports(&session, function);
    let facts = match format {
        Format::Dot | Format::Svg => {
            match crate::facts::module_facts(&session, &input.src, function, overlays) {
                Ok(f) => Some(f),
                Err(e) => {
                    sink.err(format!("error: {}: {e}", path.display()));
                    return Exit::Error;
                }
            }
        }
        _ => None,
    };
    let out = match (format, &facts) {
        (Format::Text, _) => text(&reps),
        (Format::Json, _) => json(&reps),
        (Format::Dot, f) => dot_with(&reps, f.as_deref().unwrap_or_default()),
        (Format::Svg, f) => {
            let opts = crate::draw::DrawOptions { instructions: a.instructions, link_prefix: None };
            let drawings: Vec<_> = f
                .iter()
                .flatten()
                .map(|ff| match crate::draw::layered_node_count(ff) {
                    n if n <= a.max_layout_nodes => crate::draw::draw(ff, &opts),
                    n => crate::draw::not_drawn(
                        ff,
                        &format!(
                            "{} blocks, {n} layout nodes: not drawn (more than --max-layout-nodes {})",
                            ff.blocks.len(),
                            a.max_layout_nodes
                        ),
                    ),
                })
                .collect();
            crate::draw::svg_document(&drawings)
        }
    };
    sink.out_owned(out);
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
                c.own_blocks.iter().filter(|b| !c.entries.contains(b)).map(|b| b.as_str()).collect();
            let _ = writeln!(
                s,
                "  {}depth={}: entries({}){}{}",
                "    ".repeat(indent_levels(c.depth as usize)),
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
                "  ".repeat(indent_levels(g.depth as usize - 1)),
                edge_text(&g.entry_edge),
                edge_text(&g.exit_edge),
                g.own_blocks.join(" ")
            );
            stack.extend(children[i].iter().rev());
        }
    }
    s
}

/// Indentation levels for nesting depth `depth`, capped at [`MAX_INDENT`]: deeper nesting is
/// shown by the `depth=`/`R` numbering (and DOT's cluster structure), so the output stays
/// linear in the function's size instead of growing with the square of its nesting depth.
fn indent_levels(depth: usize) -> usize {
    depth.min(MAX_INDENT)
}

/// The deepest nesting drawn by indentation.
const MAX_INDENT: usize = 16;

/// JSON: `{"functions": [...]}`.
pub fn json(reps: &[FunctionReport]) -> String {
    #[derive(Serialize)]
    struct Out<'a> {
        functions: &'a [FunctionReport],
    }
    crate::json::document("cfg", &Out { functions: reps })
}

fn dot_id(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The overlay of a function by block: the branches reconverging there and its barriers (each
/// list in the overlay's order; its own branch is `Overlay::branch`), built once per function
/// so that the attributes of every block cost O(its own facts), not a search of the function's
/// branches and barriers per block (quadratic in a nest of divergent loops).
struct OverlayIndex<'a> {
    reconvergence_of: Vec<Vec<&'a str>>,
    barriers: Vec<Vec<&'a crate::facts::Barrier>>,
}

impl<'a> OverlayIndex<'a> {
    fn new(f: &'a crate::facts::FunctionFacts, ov: &'a crate::facts::Overlay) -> OverlayIndex<'a> {
        let n = f.blocks.len();
        let mut ix = OverlayIndex { reconvergence_of: vec![Vec::new(); n], barriers: vec![Vec::new(); n] };
        for br in &ov.branches {
            if let Some(p) = br.reconverges_at.and_then(|p| ix.reconvergence_of.get_mut(p.0)) {
                p.push(f.blocks[br.block.0].as_str());
            }
        }
        for x in &ov.barriers {
            if let Some(v) = ix.barriers.get_mut(x.block.0) {
                v.push(x);
            }
        }
        ix
    }
}

/// DOT attributes of block `b` from the overlay of `f` (empty without one).
fn dot_block_attrs(f: &crate::facts::FunctionFacts, ix: Option<&OverlayIndex>, b: usize) -> Vec<String> {
    use warpflow_analysis::convergence::Verdict;
    let (Some(ov), Some(ix)) = (&f.overlay, ix) else { return Vec::new() };
    let mut attrs = Vec::new();
    let q = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    if ov.convergent_check[b] {
        attrs.push("convergent=\"check\", style=filled, fillcolor=\"#d1fae5\"".to_string());
    } else if ov.convergent_assume[b] {
        attrs.push("convergent=\"assume\", style=filled, fillcolor=\"#fef9c3\"".to_string());
    }
    if let Some(br) = ov.branch(crate::facts::BlockIx(b)) {
        let at = br.reconverges_at.map_or("<exit>".to_string(), |p| f.blocks[p.0].clone());
        attrs.push(format!("divergent=true, warp_uniform={}, reconverges_at={}", br.warp_uniform, q(&at)));
    }
    let of = &ix.reconvergence_of[b];
    if !of.is_empty() {
        attrs.push(format!("reconvergence_of={}", q(&of.join(" "))));
    }
    let bars = &ix.barriers[b];
    if !bars.is_empty() {
        let list = |k: fn(&crate::facts::Barrier) -> Verdict| {
            bars.iter().map(|x| k(x).as_str()).collect::<Vec<_>>().join(" ")
        };
        attrs.push(format!(
            "barrier_check={}, barrier_assume={}",
            q(&list(|x| x.check)),
            q(&list(|x| x.assume))
        ));
    }
    let flagged = bars.iter().any(|x| x.check != Verdict::Uniform);
    if flagged {
        attrs.push("color=\"#dc2626\", penwidth=3, peripheries=2".to_string());
    } else if ov.branch(crate::facts::BlockIx(b)).is_some() {
        attrs.push("color=\"#ea580c\", penwidth=3".to_string());
    }
    if flagged && (ov.convergent_check[b] || ov.convergent_assume[b]) {
        attrs.push("style=\"filled,dashed\"".to_string());
    } else if flagged {
        attrs.push("style=dashed".to_string());
    }
    attrs
}

/// Graphviz DOT: one digraph per function, regions as nested clusters, back edges dashed red,
/// immediate post-dominators of branches as dotted blue edges, and the facts of `facts`
/// (joined by function id) as node and edge attributes (see the module documentation).
pub fn dot_with(reps: &[FunctionReport], facts: &[crate::facts::FunctionFacts]) -> String {
    let facts_of_func = crate::check::by_func(facts, |f| Some(f.func));
    let mut s = String::new();
    for r in reps {
        let ff = facts_of_func.get(&r.func).copied();
        let _ = writeln!(s, "digraph {} {{", dot_id(&r.name));
        let _ = writeln!(s, "  node [shape=box, fontname=\"monospace\"];");
        let index = r.block_index();
        let back: HashSet<(usize, usize)> = r.back_edges.iter().copied().collect();
        let inner: Vec<Option<usize>> = r.blocks.iter().map(|b| b.region).collect();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); r.regions.len() + 1];
        for (c, reg) in r.regions.iter().enumerate() {
            children[reg.parent.map_or(0, |p| p + 1)].push(c);
        }
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); r.regions.len() + 1];
        for (i, g) in inner.iter().enumerate() {
            members[g.map_or(0, |g| g + 1)].push(i);
        }
        // Slot 0 is the function (no region), slot g + 1 region g. The clusters nest as deep as
        // the regions do (one per level of a loop nest), so they are written from a work list,
        // not by recursion, which overflowed the stack at 64,000 nested loops.
        enum Step {
            /// A slot's blocks, then its child clusters.
            Slot {
                slot: usize,
                indent: usize,
            },
            Open {
                region: usize,
                indent: usize,
            },
            Close {
                indent: usize,
            },
        }
        let mut work = vec![Step::Slot { slot: 0, indent: 1 }];
        while let Some(step) = work.pop() {
            match step {
                Step::Slot { slot, indent } => {
                    let pad = "  ".repeat(indent_levels(indent));
                    for &i in &members[slot] {
                        let _ = writeln!(s, "{pad}{};", dot_id(&r.blocks[i].name));
                    }
                    for &c in children[slot].iter().rev() {
                        work.push(Step::Close { indent });
                        work.push(Step::Slot { slot: c + 1, indent: indent + 1 });
                        work.push(Step::Open { region: c, indent });
                    }
                }
                Step::Open { region: c, indent } => {
                    let pad = "  ".repeat(indent_levels(indent));
                    let _ = writeln!(s, "{pad}subgraph cluster_r{c} {{");
                    let _ = writeln!(s, "{pad}  label=\"R{c}\"; style=dashed; color=gray;");
                }
                Step::Close { indent } => {
                    let _ = writeln!(s, "{}}}", "  ".repeat(indent_levels(indent)));
                }
            }
        }
        let oix = ff.and_then(|f| Some(OverlayIndex::new(f, f.overlay.as_ref()?)));
        for (i, b) in r.blocks.iter().enumerate() {
            let attrs = ff.map(|f| dot_block_attrs(f, oix.as_ref(), i)).unwrap_or_default();
            if !attrs.is_empty() {
                let _ = writeln!(s, "  {} [{}];", dot_id(&b.name), attrs.join(", "));
            }
        }
        let ov = ff.and_then(|f| f.overlay.as_ref());
        for (i, b) in r.blocks.iter().enumerate() {
            for (k, t) in b.succs.iter().enumerate() {
                let j = index.get(t.as_str()).copied().unwrap_or(0);
                let back = back.contains(&(i, j));
                let key = (crate::facts::BlockIx(i), crate::facts::BlockIx(j));
                let attrs = if back {
                    " [style=dashed, color=red]"
                } else if ov.is_some_and(|o| o.edges_check.contains(&key)) {
                    " [convergent=\"check\", color=\"#059669\", penwidth=2]"
                } else if ov.is_some_and(|o| o.edges_assume.contains(&key)) {
                    " [convergent=\"assume\", color=\"#ca8a04\", penwidth=2]"
                } else {
                    ""
                };
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

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\nj:\n  br i1 %c, label %entry2, label %out\nentry2:\n  br label %j\nout:\n  ret void\n}\n";

    fn reps() -> Vec<FunctionReport> {
        reports(&crate::facts::written_session(SRC), None)
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
                R0: [<entry> -> entry] .. [j -> out] blocks entry j
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
        assert_eq!(v["schema"], "warpflow.cfg/2");
        assert_eq!(f["name"], "f");
        assert_eq!(f["blocks"][0]["name"], "%entry");
        assert_eq!(f["blocks"][0]["succs"], serde_json::json!(["%a", "%b"]));
        assert_eq!(f["blocks"][0]["idom"], serde_json::Value::Null);
        assert_eq!(f["blocks"][0]["ipdom"], "%j");
        assert_eq!(f["blocks"][5]["ipdom"], serde_json::Value::Null);
        assert_eq!(f["cycles"][0]["depth"], 1);
        assert_eq!(f["cycles"][0]["entries"], serde_json::json!(["%j"]));
        assert_eq!(f["cycles"][0]["own_blocks"], serde_json::json!(["%j", "%entry2"]));
        assert_eq!(f["regions"][1]["entry_edge"]["from"], "%entry");
        assert_eq!(f["regions"][1]["exit_edge"]["to"], "%j");
        assert_eq!(f["regions"][1]["parent"], 0);
        assert_eq!(f["regions"][0]["parent"], serde_json::Value::Null);
    }

    #[test]
    fn dot_and_svg_show_back_edges_ipdoms_and_the_layout() {
        let d = dot_with(&reps(), &[]);
        assert!(d.contains("\"entry2\" -> \"j\" [style=dashed, color=red]"));
        assert!(d.contains("\"entry\" -> \"j\" [style=dotted, color=blue, constraint=false]"));
        assert_eq!(d.matches("subgraph cluster_r").count(), 5);
        let facts =
            crate::facts::module_facts(&crate::facts::written_session(SRC), SRC, None, false).unwrap();
        let opts = crate::draw::DrawOptions { instructions: true, link_prefix: None };
        let d = crate::draw::draw(&facts[0], &opts);
        crate::draw::check_scene(&d.scene).unwrap();
        let s = crate::draw::svg_document(&[d]);
        assert!(s.starts_with("<svg"));
        assert_eq!(s.matches("class=\"back-edge\"").count(), 1);
        assert_eq!(s.matches("<g class=\"block").count(), 6);
        assert!(s.contains(">br i1 %c, label %a, label %b</text>"), "instructions in the boxes");
        assert!(s.contains(">back edge (closes a cycle)</text>"), "the legend names what is drawn");
        assert!(!s.contains("divergent branch"), "no target, no divergence marks");
    }
}
