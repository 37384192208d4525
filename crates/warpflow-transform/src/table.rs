//! The table of barriers by verdict in both modes (the precision figure of
//! `spec/convergence.md`), and the table of warp-level operations by verdict, as `warpflow check`
//! computes the verdicts: stack slots promoted by
//! [`crate::mem2reg`], the uniformity analysis, the convergence analysis. Pure: the caller reads
//! the files (the example `barrier_table` and the test that keeps docs/barriers.md current).

use std::fmt::Write as _;

use warpflow_analysis::cfg::FunctionCfg;
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{LaunchFacts, Options};

/// Start marker of the generated table in a markdown document.
pub const BEGIN: &str = "<!-- barrier-table:begin -->";
/// End marker.
pub const END: &str = "<!-- barrier-table:end -->";
/// Start marker of the generated warp-level table.
pub const WARP_BEGIN: &str = "<!-- warp-table:begin -->";
/// End marker of the warp-level table.
pub const WARP_END: &str = "<!-- warp-table:end -->";

/// One row per warp-level synchronising operation (see
/// `warpflow_analysis::convergence::warp`) of each `(name, .ll text)` input, with its verdict and
/// mask, then totals by verdict. Inputs that do not parse or have no supported target are
/// skipped (the barrier table lists them).
pub fn warp_table(inputs: &[(String, String)]) -> String {
    use warpflow_analysis::convergence::warp;
    let mut rows = String::new();
    let mut counts: std::collections::BTreeMap<&'static str, usize> = Default::default();
    let mut total = 0;
    for (name, src) in inputs {
        let Ok(m) = warpflow_ir::parse(src) else { continue };
        let Ok(session) =
            ModuleSession::new(m.clone(), View::Promoted, Options::default(), LaunchFacts::default())
        else {
            continue;
        };
        let Ok(sites) = session.warp_sync() else { continue };
        for fw in sites {
            let Some(fid) = fw.func else { continue };
            let Some(cfg) = FunctionCfg::new(&m, &m.funcs[fid]) else { continue };
            for s in &fw.sites {
                let block = s
                    .site
                    .block
                    .and_then(|x| cfg.node(x))
                    .map_or(s.block.clone(), |n| cfg.name(n).to_string());
                total += 1;
                *counts.entry(s.verdict.as_str()).or_default() += 1;
                let mask = match s.mask {
                    warp::MaskSource::Full => "full".to_string(),
                    warp::MaskSource::Partial(x) => format!("{x:#010x}"),
                    warp::MaskSource::ActiveMask => "activemask".to_string(),
                    warp::MaskSource::Ballot => "ballot".to_string(),
                    warp::MaskSource::Unknown => "unknown".to_string(),
                };
                let _ = writeln!(
                    rows,
                    "| {name} | {} | %{block} | {}{} | {mask} | {} |",
                    fw.function,
                    s.site.callee,
                    if s.site.via_call { " (call)" } else { "" },
                    s.verdict.as_str()
                );
            }
        }
    }
    let mut out = String::new();
    let _ = writeln!(out, "| file | function | block | operation | mask | verdict |");
    let _ = writeln!(out, "|---|---|---|---|---|---|");
    out.push_str(&rows);
    let _ = writeln!(out, "\n{total} warp-level operations. By verdict:\n");
    let _ = writeln!(out, "| verdict | sites |");
    let _ = writeln!(out, "|---|---|");
    for (v, n) in &counts {
        let _ = writeln!(out, "| {v} | {n} |");
    }
    out
}

/// One row per barrier site of each `(name, .ll text)` input (inputs that do not parse or have
/// no supported target are listed as such), then totals by verdict pair and the number of
/// assume-mode rounds seen.
pub fn barrier_table(inputs: &[(String, String)]) -> String {
    let mut rows = String::new();
    let mut counts: std::collections::BTreeMap<(&'static str, &'static str), usize> = Default::default();
    let mut rounds: std::collections::BTreeMap<u32, usize> = Default::default();
    let mut total = 0;
    for (name, src) in inputs {
        let m = match warpflow_ir::parse(src) {
            Ok(m) => m,
            Err(e) => {
                let _ = writeln!(rows, "| {name} | parse error: {} | | | | |", e.message);
                continue;
            }
        };
        let Ok(session) =
            ModuleSession::new(m.clone(), View::Promoted, Options::default(), LaunchFacts::default())
        else {
            let _ = writeln!(rows, "| {name} | mem2reg failed | | | | |");
            continue;
        };
        let Ok(conv) = session.convergence() else {
            let _ = writeln!(rows, "| {name} | no supported target | | | | |");
            continue;
        };
        for fc in conv {
            if fc.barriers.is_empty() {
                continue;
            }
            *rounds.entry(fc.rounds).or_default() += 1;
            let Some(fid) = fc.func else { continue };
            let Some(cfg) = FunctionCfg::new(&m, &m.funcs[fid]) else { continue };
            for b in &fc.barriers {
                let block = b
                    .site
                    .block
                    .and_then(|x| cfg.node(x))
                    .map_or(b.block.clone(), |n| cfg.name(n).to_string());
                total += 1;
                *counts.entry((b.check.as_str(), b.assume.as_str())).or_default() += 1;
                let _ = writeln!(
                    rows,
                    "| {name} | {} | %{block} | {}{} | {} | {} |",
                    fc.function,
                    b.site.callee,
                    if b.site.via_call { " (call)" } else { "" },
                    b.check.as_str(),
                    b.assume.as_str()
                );
            }
        }
    }
    let mut out = String::new();
    let _ = writeln!(out, "| file | function | block | barrier | check mode | assume mode |");
    let _ = writeln!(out, "|---|---|---|---|---|---|");
    out.push_str(&rows);
    let _ = writeln!(out, "\n{total} barrier sites. By verdict (check mode, assume mode):\n");
    let _ = writeln!(out, "| check | assume | sites |");
    let _ = writeln!(out, "|---|---|---|");
    for ((c, a), n) in &counts {
        let _ = writeln!(out, "| {c} | {a} | {n} |");
    }
    let r: Vec<String> = rounds
        .iter()
        .map(|(k, n)| {
            format!(
                "{n} function{} with {k} round{}",
                if *n == 1 { "" } else { "s" },
                if *k == 1 { "" } else { "s" }
            )
        })
        .collect();
    let _ = writeln!(out, "\nAssume-mode rounds (functions with barriers): {}.", r.join(", "));
    out
}

/// `doc` with the text between [`BEGIN`] and [`END`] replaced by `table`; `None` without markers.
pub fn replace_table(doc: &str, table: &str) -> Option<String> {
    replace_between(doc, BEGIN, END, table)
}

/// `doc` with the text between [`WARP_BEGIN`] and [`WARP_END`] replaced by `table`; `None`
/// without markers.
pub fn replace_warp_table(doc: &str, table: &str) -> Option<String> {
    replace_between(doc, WARP_BEGIN, WARP_END, table)
}

fn replace_between(doc: &str, begin: &str, end: &str, table: &str) -> Option<String> {
    let a = doc.find(begin)? + begin.len();
    let b = doc[a..].find(end)? + a;
    Some(format!("{}\n{}{}", &doc[..a], table, &doc[b..]))
}
