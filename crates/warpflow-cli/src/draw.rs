//! Drawing a function's CFG as SVG with its uniformity and convergence facts, on the layered
//! layout of `warpflow_layout` (used by `cfg --format svg` and by `warpflow report`).
//!
//! What the picture says, and how (the legend lists exactly the marks the drawing uses):
//! - each block is a box with its label, optionally its instructions as written in the `.ll`;
//! - a block ending in a divergent branch has a thick orange border and says so, with the block
//!   where that branch reconverges (its immediate post-dominator) written on the branch itself;
//!   a block that is the reconvergence point of divergent branches has a blue stripe and names
//!   them;
//! - a barrier `warpflow check` reports (check mode, not proven convergent) turns its block's
//!   border into a thick dashed red one and is written on a red band; a proven barrier is written
//!   in green;
//! - blocks convergent in check mode are green, convergent only in assume mode yellow, and
//!   unreachable grey; convergent edges are green (check) or amber (assume only);
//! - back edges (closing a cycle) are dashed red, running up into their target's bottom.
//!
//! The drawing is first built as a [`Scene`] (boxes, text labels with their estimated extents,
//! edge ends), which [`check_scene`] can verify (no boxes overlap, no label over another, labels
//! inside their box or in the title and legend bands, every edge ends on a block), then written
//! out as SVG. Label extents are estimated from the monospace font's advance (0.6 em).

use std::fmt::Write as _;

use warpflow_analysis::convergence::Verdict;
use warpflow_layout::{EdgeKind, Graph, NodeId, Options, Point, Rect};

use crate::facts::{BlockIx, FunctionFacts};

/// Options of a drawing.
#[derive(Clone, Debug, Default)]
pub struct DrawOptions {
    /// write each block's instructions in its box
    pub instructions: bool,
    /// make blocks links to `#PREFIX-L<line>` of the `.ll` line of their first instruction, and
    /// give elements ids starting with this prefix (for `warpflow report`)
    pub link_prefix: Option<String>,
}

/// A text label of a scene.
#[derive(Clone, Debug)]
pub struct Label {
    /// estimated extent
    pub rect: Rect,
    /// the text
    pub text: String,
    /// the block it belongs to (`None`: title or legend)
    pub owner: Option<BlockIx>,
}

/// The geometry of a drawing, for checks.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    /// the drawing's width
    pub width: f64,
    /// the drawing's height
    pub height: f64,
    /// the band holding the title
    pub title_band: Rect,
    /// the band holding the legend (empty when there is none)
    pub legend_band: Rect,
    /// block boxes, by [`BlockIx`]
    pub blocks: Vec<Rect>,
    /// every text
    pub labels: Vec<Label>,
    /// every edge: its first and last point, and its source and target blocks
    pub edges: Vec<(Point, Point, BlockIx, BlockIx)>,
}

const FONT: f64 = 12.0;
const CHAR_W: f64 = FONT * 0.6;
const LINE_H: f64 = 15.0;
const PAD: f64 = 6.0;
const MAX_CHARS: usize = 64;
const MAX_INSTS: usize = 16;

/// The style of one line of a block's box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LineKind {
    Name,
    Divergent,
    Reconvergence,
    BarrierFlagged,
    BarrierProven,
    Inst,
}

fn clip(s: &str) -> String {
    if s.chars().count() <= MAX_CHARS {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(MAX_CHARS - 3).collect();
        t.push_str("...");
        t
    }
}

/// The lines written in each block's box.
fn box_lines(f: &FunctionFacts, opts: &DrawOptions) -> Vec<Vec<(LineKind, String)>> {
    let n = f.blocks.len();
    let mut lines: Vec<Vec<(LineKind, String)>> =
        f.blocks.iter().map(|b| vec![(LineKind::Name, clip(&format!("%{b}")))]).collect();
    if let Some(ov) = &f.overlay {
        let mut reconverging: Vec<Vec<&str>> = vec![Vec::new(); n];
        for br in &ov.branches {
            let what =
                if br.warp_uniform { "divergent branch (between warps only)" } else { "divergent branch" };
            let at = match br.reconverges_at {
                Some(p) => format!("reconverges at %{}", f.blocks[p.0]),
                None => "reconverges at the function exit".to_string(),
            };
            lines[br.block.0].push((LineKind::Divergent, what.to_string()));
            lines[br.block.0].push((LineKind::Divergent, clip(&at)));
            if let Some(p) = br.reconverges_at {
                reconverging[p.0].push(&f.blocks[br.block.0]);
            }
        }
        for (b, list) in reconverging.iter().enumerate() {
            if !list.is_empty() {
                let names: Vec<String> = list.iter().map(|x| format!("%{x}")).collect();
                let text = clip(&format!("reconvergence of {}", names.join(" ")));
                lines[b].insert(1, (LineKind::Reconvergence, text));
            }
        }
        for bar in &ov.barriers {
            let via = if bar.via_call { " (call)" } else { "" };
            let line = if bar.check == Verdict::Uniform {
                (LineKind::BarrierProven, format!("barrier @{}{via}: convergent", bar.callee))
            } else {
                (LineKind::BarrierFlagged, format!("BARRIER NOT PROVEN: @{}{via}", bar.callee))
            };
            lines[bar.block.0].push((line.0, clip(&line.1)));
        }
    }
    if opts.instructions {
        for (b, insts) in f.insts.iter().enumerate() {
            for i in insts.iter().take(MAX_INSTS) {
                lines[b].push((LineKind::Inst, clip(&i.text)));
            }
            if insts.len() > MAX_INSTS {
                lines[b].push((LineKind::Inst, format!("... {} more", insts.len() - MAX_INSTS)));
            }
        }
    }
    lines
}

fn box_size(lines: &[(LineKind, String)]) -> (f64, f64) {
    let chars = lines.iter().map(|(_, t)| t.chars().count()).max().unwrap_or(1);
    (chars as f64 * CHAR_W + 2.0 * PAD + 6.0, lines.len() as f64 * LINE_H + 2.0 * PAD - 2.0)
}

/// Escapes text for SVG and HTML (content and double- or single-quoted attributes).
pub fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A legend entry: its swatch (SVG drawn at x, y of the swatch box) and its text.
struct LegendItem {
    swatch: fn(f64, f64) -> String,
    text: &'static str,
}

/// The legend entries for the marks the drawing of `f` uses.
fn legend(f: &FunctionFacts, kinds: &[EdgeKind]) -> Vec<LegendItem> {
    let mut items = Vec::new();
    if kinds.iter().any(|k| *k != EdgeKind::Back) {
        items.push(LegendItem {
            swatch: |x, y| {
                format!(
                    "<line x1=\"{x}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#555\" stroke-width=\"1.4\"/>",
                    y + 5.0,
                    x + 14.0,
                    y + 5.0
                )
            },
            text: "edge",
        });
    }
    if kinds.contains(&EdgeKind::Back) {
        items.push(LegendItem {
            swatch: |x, y| format!("<line x1=\"{x}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#d62828\" stroke-width=\"1.8\" stroke-dasharray=\"5,3\"/>", y + 5.0, x + 14.0, y + 5.0),
            text: "back edge (closes a cycle)",
        });
    }
    if f.reachable.iter().any(|r| !r) {
        items.push(LegendItem {
            swatch: |x, y| {
                format!(
                    "<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"10\" fill=\"#e5e5e5\" stroke=\"#111\"/>"
                )
            },
            text: "unreachable block",
        });
    }
    let Some(ov) = &f.overlay else { return items };
    if ov.convergent_check.iter().any(|&c| c) {
        items.push(LegendItem {
            swatch: |x, y| {
                format!(
                    "<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"10\" fill=\"#d1fae5\" stroke=\"#111\"/>"
                )
            },
            text: "convergent block (check mode)",
        });
    }
    if ov.convergent_assume.iter().zip(&ov.convergent_check).any(|(&a, &c)| a && !c) {
        items.push(LegendItem {
            swatch: |x, y| {
                format!(
                    "<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"10\" fill=\"#fef9c3\" stroke=\"#111\"/>"
                )
            },
            text: "convergent only if well-synchronized (assume mode)",
        });
    }
    if !ov.edges_check.is_empty() {
        items.push(LegendItem {
            swatch: |x, y| {
                format!(
                    "<line x1=\"{x}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#059669\" stroke-width=\"2\"/>",
                    y + 5.0,
                    x + 14.0,
                    y + 5.0
                )
            },
            text: "convergent edge (check)",
        });
    }
    if ov.edges_assume.iter().any(|e| !ov.edges_check.contains(e)) {
        items.push(LegendItem {
            swatch: |x, y| {
                format!(
                    "<line x1=\"{x}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#ca8a04\" stroke-width=\"2\"/>",
                    y + 5.0,
                    x + 14.0,
                    y + 5.0
                )
            },
            text: "convergent edge (assume only)",
        });
    }
    if !ov.branches.is_empty() {
        items.push(LegendItem {
            swatch: |x, y| format!("<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"10\" fill=\"#fff\" stroke=\"#ea580c\" stroke-width=\"3\"/>"),
            text: "divergent branch (with its reconvergence point)",
        });
        items.push(LegendItem {
            swatch: |x, y| format!("<rect x=\"{x}\" y=\"{y}\" width=\"5\" height=\"10\" fill=\"#1d4ed8\"/>"),
            text: "reconvergence point",
        });
    }
    if ov.barriers.iter().any(|b| b.check != Verdict::Uniform) {
        items.push(LegendItem {
            swatch: |x, y| format!("<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"10\" fill=\"#fee2e2\" stroke=\"#dc2626\" stroke-width=\"3\" stroke-dasharray=\"4,2\"/>"),
            text: "barrier not proven convergent (warpflow check reports it)",
        });
    }
    if ov.barriers.iter().any(|b| b.check == Verdict::Uniform) {
        items.push(LegendItem {
            swatch: |x, y| format!("<rect x=\"{x}\" y=\"{y}\" width=\"14\" height=\"10\" fill=\"#dcfce7\" stroke=\"#15803d\"/>"),
            text: "barrier proven convergent",
        });
    }
    items
}

/// A drawing: its SVG and its scene.
#[derive(Clone, Debug)]
pub struct Drawing {
    /// the SVG element (no XML declaration)
    pub svg: String,
    /// the geometry
    pub scene: Scene,
}

/// The nodes of the layered graph [`draw`] would lay out for `f` (its blocks plus one dummy per
/// layer an edge crosses: `warpflow_layout::layered_node_count`), in O(blocks + edges). The
/// drawing costs O(L log L) for L of these, and L grows with the square of the loop nesting
/// depth, so `cfg --format svg` draws a function only when L is at most its bound.
pub fn layered_node_count(f: &FunctionFacts) -> usize {
    warpflow_layout::layered_node_count(&graph_of(f, &[]))
}

/// The graph of `f`'s blocks (boxes of the sizes of `lines`, or empty boxes) and edges.
fn graph_of(f: &FunctionFacts, lines: &[Vec<(LineKind, String)>]) -> Graph {
    let mut g = Graph::new();
    for b in 0..f.blocks.len() {
        let (w, h) = lines.get(b).map_or((0.0, 0.0), |l| box_size(l));
        g.add_node(w, h);
    }
    for (b, succs) in f.succs.iter().enumerate() {
        for s in succs {
            g.add_edge(NodeId(b as u32), NodeId(s.0 as u32));
        }
    }
    g
}

/// In place of `f`'s drawing: its title and `note` (why it is not drawn).
pub fn not_drawn(f: &FunctionFacts, note: &str) -> Drawing {
    let title = format!("@{}", f.name);
    let title_w = title.chars().count() as f64 * 14.0 * 0.6;
    let note_w = note.chars().count() as f64 * CHAR_W;
    let (width, height) = (10.0 + title_w.max(note_w) + 10.0, 48.0);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cfg not-drawn\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.1} {height:.1}\" font-family=\"sans-serif\" font-size=\"12\" data-function=\"{}\">",
        xml(&f.name)
    );
    let _ = writeln!(
        s,
        "<text class=\"title\" x=\"10\" y=\"18\" font-size=\"14\" font-family=\"monospace\" font-weight=\"bold\">{}</text>",
        xml(&title)
    );
    let _ = writeln!(s, "<text class=\"note\" x=\"10\" y=\"38\">{}</text>", xml(note));
    s.push_str("</svg>\n");
    let labels = vec![
        Label { rect: Rect { x: 10.0, y: 4.0, w: title_w, h: 16.0 }, text: title, owner: None },
        Label { rect: Rect { x: 10.0, y: 27.0, w: note_w, h: 14.0 }, text: note.to_string(), owner: None },
    ];
    let scene = Scene {
        width,
        height,
        title_band: Rect { x: 0.0, y: 0.0, w: width, h: height },
        labels,
        ..Scene::default()
    };
    Drawing { svg: s, scene }
}

/// Draws `f` (see the module documentation).
pub fn draw(f: &FunctionFacts, opts: &DrawOptions) -> Drawing {
    let lines = box_lines(f, opts);
    let g = graph_of(f, &lines);
    let lay = warpflow_layout::layout(&g, &Options::default());
    let kinds: Vec<EdgeKind> = lay.edges.iter().map(|r| r.kind).collect();
    // Header: title, then the legend wrapped to the drawing's width.
    let title = format!("@{}", f.name);
    let title_h = 24.0;
    let items = legend(f, &kinds);
    let legend_font = 11.0;
    let legend_cw = legend_font * 0.6;
    let width_goal = lay.width.max(640.0);
    let mut legend_pos: Vec<(f64, f64)> = Vec::new();
    let (mut lx, mut ly) = (10.0, title_h + 4.0);
    let row_h = 16.0;
    for it in &items {
        let w = 20.0 + it.text.len() as f64 * legend_cw + 16.0;
        if lx > 10.0 && lx + w > width_goal {
            lx = 10.0;
            ly += row_h;
        }
        legend_pos.push((lx, ly));
        lx += w;
    }
    let legend_h = if items.is_empty() { 0.0 } else { ly + row_h - title_h - 4.0 + 6.0 };
    let top = title_h + 4.0 + legend_h + 6.0;
    let legend_w = legend_pos
        .iter()
        .zip(&items)
        .map(|(&(x, _), it)| x + 20.0 + it.text.len() as f64 * legend_cw)
        .fold(0.0, f64::max);
    let title_w = 10.0 + title.chars().count() as f64 * 14.0 * 0.6;
    let width = lay.width.max(legend_w + 10.0).max(title_w + 10.0);
    let height = top + lay.height;
    let mut scene = Scene {
        width,
        height,
        title_band: Rect { x: 0.0, y: 0.0, w: width, h: title_h },
        legend_band: Rect { x: 0.0, y: title_h, w: width, h: legend_h + 4.0 },
        ..Scene::default()
    };
    let off = |r: Rect| Rect { y: r.y + top, ..r };
    let prefix = opts.link_prefix.as_deref();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cfg\" width=\"{w:.0}\" height=\"{h:.0}\" viewBox=\"0 0 {w:.1} {h:.1}\" font-family=\"sans-serif\" font-size=\"12\" data-function=\"{}\">",
        xml(&f.name),
        w = width,
        h = height
    );
    let _ = writeln!(
        s,
        "<defs><marker id=\"{p}arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#555\"/></marker><marker id=\"{p}arrow-back\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#d62828\"/></marker></defs>",
        p = prefix.map_or(String::new(), |p| format!("{p}-"))
    );
    let _ = writeln!(
        s,
        "<text class=\"title\" x=\"10\" y=\"18\" font-size=\"14\" font-family=\"monospace\" font-weight=\"bold\">{}</text>",
        xml(&title)
    );
    scene.labels.push(Label {
        rect: Rect { x: 10.0, y: 4.0, w: title_w - 10.0, h: 16.0 },
        text: title,
        owner: None,
    });
    if !items.is_empty() {
        let _ = writeln!(s, "<g class=\"legend\" font-size=\"{legend_font}\" font-family=\"monospace\">");
        for (it, &(x, y)) in items.iter().zip(&legend_pos) {
            s.push_str(&(it.swatch)(x, y + 1.0));
            let _ = writeln!(s, "<text x=\"{}\" y=\"{}\">{}</text>", x + 20.0, y + 10.0, xml(it.text));
            scene.labels.push(Label {
                rect: Rect { x: x + 20.0, y: y + 1.0, w: it.text.len() as f64 * legend_cw, h: 11.0 },
                text: it.text.to_string(),
                owner: None,
            });
        }
        s.push_str("</g>\n");
    }
    let ov = f.overlay.as_ref();
    let branch_blocks: Vec<bool> = {
        let mut v = vec![false; f.blocks.len()];
        for b in ov.map(|o| o.branches.as_slice()).unwrap_or_default() {
            v[b.block.0] = true;
        }
        v
    };
    // Edges under the boxes.
    let _ = writeln!(s, "<g class=\"edges\" fill=\"none\">");
    let mut e = 0;
    for (b, succs) in f.succs.iter().enumerate() {
        for t in succs {
            let route = &lay.edges[e];
            e += 1;
            let pts: Vec<Point> = route.points.iter().map(|p| Point { x: p.x, y: p.y + top }).collect();
            let (Some(&first), Some(&last)) = (pts.first(), pts.last()) else { continue };
            scene.edges.push((first, last, BlockIx(b), *t));
            let key = (BlockIx(b), *t);
            let (class, colour, width, dash) = match route.kind {
                EdgeKind::Back => ("back-edge", "#d62828", 1.8, " stroke-dasharray=\"5,3\""),
                _ if ov.is_some_and(|o| o.edges_check.contains(&key)) => {
                    ("edge convergent", "#059669", 2.0, "")
                }
                _ if ov.is_some_and(|o| o.edges_assume.contains(&key)) => {
                    ("edge convergent-assume", "#ca8a04", 2.0, "")
                }
                _ if branch_blocks[b] => ("edge divergent", "#ea580c", 1.6, ""),
                _ => ("edge", "#555", 1.4, ""),
            };
            let marker = match (route.kind, prefix) {
                (EdgeKind::Back, Some(p)) => format!("{p}-arrow-back"),
                (EdgeKind::Back, None) => "arrow-back".to_string(),
                (_, Some(p)) => format!("{p}-arrow"),
                (_, None) => "arrow".to_string(),
            };
            let _ = writeln!(
                s,
                "<path class=\"{class}\" data-from=\"{}\" data-to=\"{}\" d=\"{}\" stroke=\"{colour}\" stroke-width=\"{width}\"{dash} marker-end=\"url(#{marker})\"/>",
                xml(&f.blocks[b]),
                xml(&f.blocks[t.0]),
                path_data(&pts)
            );
        }
    }
    s.push_str("</g>\n");
    // Boxes and their lines.
    let reconv: Vec<bool> =
        lines.iter().map(|l| l.iter().any(|(k, _)| *k == LineKind::Reconvergence)).collect();
    for (b, name) in f.blocks.iter().enumerate() {
        let r = off(lay.nodes[b]);
        scene.blocks.push(r);
        let flagged =
            ov.is_some_and(|o| o.barriers.iter().any(|x| x.block.0 == b && x.check != Verdict::Uniform));
        let fill = if !f.reachable[b] {
            "#e5e5e5"
        } else if ov.is_some_and(|o| o.convergent_check[b]) {
            "#d1fae5"
        } else if ov.is_some_and(|o| o.convergent_assume[b]) {
            "#fef9c3"
        } else {
            "#ffffff"
        };
        let (stroke, sw, dash) = if flagged {
            ("#dc2626", 3.0, " stroke-dasharray=\"6,3\"")
        } else if branch_blocks[b] {
            ("#ea580c", 3.0, "")
        } else {
            ("#111", 1.0, "")
        };
        let mut classes = vec!["block"];
        if branch_blocks[b] {
            classes.push("divergent");
        }
        if flagged {
            classes.push("flagged-barrier");
        }
        if reconv[b] {
            classes.push("reconvergence");
        }
        let first_line = f.insts[b].first().map(|i| i.ll_line);
        let mut id = prefix.map_or(String::new(), |p| format!(" id=\"{p}-b{b}\""));
        let rec = ov.and_then(|o| o.branch(BlockIx(b))).and_then(|br| br.reconverges_at);
        if let (Some(p), Some(r)) = (prefix, rec) {
            let _ = write!(id, " data-reconverges=\"{p}-b{}\"", r.0);
        }
        let _ = write!(s, "<g class=\"{}\"{id} data-block=\"{}\">", classes.join(" "), xml(name));
        if let (Some(p), Some(l)) = (prefix, first_line) {
            let _ = write!(s, "<a href=\"#{p}-L{l}\">");
        }
        let _ = write!(
            s,
            "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" rx=\"3\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{sw}\"{dash}/>",
            r.x, r.y, r.w, r.h
        );
        if reconv[b] {
            let _ = write!(
                s,
                "<rect class=\"reconvergence-mark\" x=\"{:.1}\" y=\"{:.1}\" width=\"4\" height=\"{:.1}\" fill=\"#1d4ed8\"/>",
                r.x + 1.5,
                r.y + 1.5,
                r.h - 3.0
            );
        }
        for (k, (kind, text)) in lines[b].iter().enumerate() {
            let x = r.x + PAD + 3.0;
            let base = r.y + PAD + k as f64 * LINE_H + 10.0;
            let (fill, weight, class) = match kind {
                LineKind::Name => ("#111", "bold", "name"),
                LineKind::Divergent => ("#c2410c", "normal", "divergence"),
                LineKind::Reconvergence => ("#1d4ed8", "normal", "reconvergence-of"),
                LineKind::BarrierFlagged => ("#b91c1c", "bold", "barrier flagged"),
                LineKind::BarrierProven => ("#15803d", "normal", "barrier proven"),
                LineKind::Inst => ("#374151", "normal", "inst"),
            };
            let tw = text.chars().count() as f64 * CHAR_W;
            if *kind == LineKind::BarrierFlagged {
                let _ = write!(
                    s,
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#fee2e2\"/>",
                    r.x + 3.0,
                    base - 11.0,
                    r.w - 6.0,
                    LINE_H - 1.0
                );
            }
            let _ = write!(
                s,
                "<text class=\"{class}\" x=\"{x:.1}\" y=\"{base:.1}\" font-family=\"monospace\" font-weight=\"{weight}\" fill=\"{fill}\">{}</text>",
                xml(text)
            );
            scene.labels.push(Label {
                rect: Rect { x, y: base - 10.0, w: tw, h: 12.0 },
                text: text.clone(),
                owner: Some(BlockIx(b)),
            });
        }
        if let (Some(_), Some(_)) = (prefix, first_line) {
            s.push_str("</a>");
        }
        s.push_str("</g>\n");
    }
    s.push_str("</svg>\n");
    Drawing { svg: s, scene }
}

/// SVG path data through `pts`: straight where the points share a coordinate, an S-curve
/// (vertical tangents, inside the two points' vertical range) where they differ in both.
fn path_data(pts: &[Point]) -> String {
    let mut d = String::new();
    for (i, p) in pts.iter().enumerate() {
        if i == 0 {
            let _ = write!(d, "M{:.1} {:.1}", p.x, p.y);
            continue;
        }
        let q = pts[i - 1];
        if (p.x - q.x).abs() < 0.05 || (p.y - q.y).abs() < 0.05 {
            let _ = write!(d, " L{:.1} {:.1}", p.x, p.y);
        } else {
            let ym = (p.y + q.y) / 2.0;
            let _ = write!(d, " C{:.1} {ym:.1} {:.1} {ym:.1} {:.1} {:.1}", q.x, p.x, p.x, p.y);
        }
    }
    d
}

/// Checks a scene (see the module documentation); the error says what is wrong.
pub fn check_scene(s: &Scene) -> Result<(), String> {
    if let Some((a, b)) = warpflow_layout::first_overlap(&s.blocks) {
        return Err(format!("blocks {a} and {b} overlap"));
    }
    let rects: Vec<Rect> = s.labels.iter().map(|l| l.rect).collect();
    if let Some((a, b)) = warpflow_layout::first_overlap(&rects) {
        return Err(format!("label {:?} overlaps label {:?}", s.labels[a].text, s.labels[b].text));
    }
    let graph_top = s.legend_band.y + s.legend_band.h;
    for l in &s.labels {
        let ok = match l.owner {
            Some(b) => s.blocks[b.0].contains_rect(&l.rect),
            None => l.rect.y + l.rect.h <= graph_top && l.rect.x + l.rect.w <= s.width,
        };
        if !ok {
            return Err(format!("label {:?} is outside its place", l.text));
        }
        for (k, r) in s.blocks.iter().enumerate() {
            if l.owner != Some(BlockIx(k)) && r.overlaps(&l.rect) {
                return Err(format!("label {:?} lies over block {k}", l.text));
            }
        }
    }
    if s.title_band.overlaps(&s.legend_band) {
        return Err("the title band overlaps the legend".into());
    }
    for r in &s.blocks {
        if r.y < graph_top {
            return Err("a block lies over the header".into());
        }
    }
    for (k, &(a, b, from, to)) in s.edges.iter().enumerate() {
        if !s.blocks[from.0].on_border(a, 0.05) || !s.blocks[to.0].on_border(b, 0.05) {
            return Err(format!("edge {k} does not end on its blocks"));
        }
    }
    Ok(())
}

/// The SVG document of several functions, one drawing under the other.
pub fn svg_document(drawings: &[Drawing]) -> String {
    let width = drawings.iter().map(|d| d.scene.width).fold(0.0, f64::max);
    let height: f64 = drawings.iter().map(|d| d.scene.height + 20.0).sum();
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.1} {height:.1}\">\n"
    );
    let mut y = 0.0;
    for d in drawings {
        // Nested <svg> elements position each drawing; their own viewBox keeps coordinates.
        let inner = d.svg.replacen("<svg ", &format!("<svg x=\"0\" y=\"{y:.1}\" "), 1);
        s.push_str(&inner);
        y += d.scene.height + 20.0;
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::{load_module, TargetArgs, TargetUse, VerifyArgs};

    /// Every function of every corpus kernel, drawn with and without instructions: the scene
    /// passes [`check_scene`], every barrier `warpflow check` reports is drawn flagged, every
    /// divergent branch names its reconvergence point.
    #[test]
    fn corpus_drawings_are_clean_and_show_every_verdict() {
        let files = warpflow_testkit::corpus_ll_files();
        assert!(files.len() > 100, "{} corpus files", files.len());
        let (mut functions, mut flagged_total) = (0, 0);
        let args = TargetArgs::default();
        for p in &files {
            let Ok(input) = load_module(p, VerifyArgs::default(), TargetUse::Optional(&args)) else {
                continue;
            };
            let warp_size = input.warp_size();
            let session =
                crate::check::promoted_session(input.module, warp_size, Default::default()).unwrap();
            let facts = crate::facts::module_facts(&session, &input.src, None, warp_size.is_some()).unwrap();
            let reported = warp_size.map(|_| {
                crate::check::check_module(
                    &session,
                    &input.src,
                    "k.ll",
                    warpflow_analysis::convergence::Mode::Check,
                )
                .unwrap()
                .reported
            });
            let mut flagged = 0;
            for f in &facts {
                for instructions in [false, true] {
                    let d = draw(f, &DrawOptions { instructions, link_prefix: Some("f0".into()) });
                    if let Err(e) = check_scene(&d.scene) {
                        panic!("{}: @{} (instructions {instructions}): {e}", p.display(), f.name);
                    }
                    if !instructions {
                        flagged += d.svg.matches("class=\"barrier flagged\"").count();
                        let branches = f.overlay.as_ref().map_or(0, |o| o.branches.len());
                        assert_eq!(d.svg.matches("reconverges at ").count(), branches, "{}", p.display());
                    }
                }
                functions += 1;
            }
            if let Some(r) = reported {
                assert_eq!(flagged, r, "{}: flagged barriers drawn vs reported by check", p.display());
                flagged_total += flagged;
            }
        }
        assert!(functions >= 100, "{functions} functions");
        assert!(flagged_total >= 18, "{flagged_total} flagged barriers");
    }

    #[test]
    fn check_scene_catches_misplaced_labels() {
        let src = "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  ret void\nb:\n  ret void\n}\n";
        let facts =
            crate::facts::module_facts(&crate::facts::written_session(src), src, None, false).unwrap();
        let d = draw(&facts[0], &DrawOptions { instructions: true, link_prefix: None });
        check_scene(&d.scene).unwrap();
        let mut moved = d.scene.clone();
        let k = moved.labels.iter().position(|l| l.owner == Some(BlockIx(1))).unwrap();
        moved.labels[k].rect.x = moved.blocks[2].x + 2.0;
        moved.labels[k].rect.y = moved.blocks[2].y + 2.0;
        assert!(check_scene(&moved).is_err());
        let mut over_title = d.scene.clone();
        over_title.blocks[0].y = 2.0;
        assert!(check_scene(&over_title).is_err());
        let mut loose = d.scene;
        loose.edges[0].1.y += 9.0;
        assert!(check_scene(&loose).unwrap_err().contains("does not end on its blocks"));
    }

    #[test]
    fn untrusted_names_are_escaped() {
        let src = "define void @\"f</svg><img src=x onerror=alert(1)>'\"() {\n\"<b>\":\n  ret void\n}\n";
        let facts =
            crate::facts::module_facts(&crate::facts::written_session(src), src, None, false).unwrap();
        let d = draw(&facts[0], &DrawOptions::default());
        assert!(!d.svg.contains("<img") && !d.svg.contains("</svg><") && !d.svg.contains("<b>"), "{}", d.svg);
        assert!(d.svg.contains("&lt;img src=x onerror=alert(1)&gt;&#39;"), "{}", d.svg);
    }
}
