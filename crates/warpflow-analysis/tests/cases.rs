//! The data-driven analysis tests: every `tests/cases/NAME.ll` names what to print in
//! `; RUN: COMMAND` lines, and `NAME.expected` holds each command's output (see
//! `warpflow_testkit::check_ll_cases`; `WARPFLOW_BLESS=1` rewrites the expectations). Commands:
//!
//! - `cfg`: per function and block, the successors with their cycle-equivalence classes, the
//!   immediate dominator and post-dominator, the controlling blocks, the innermost SESE region,
//!   then the cycles and the regions. The trees and cycles are also checked against opt-19 in
//!   `llvm_agreement.rs` (which reads these files too); the expectations guard the rest.
//! - `uniformity [--compat llvm19]`: the uniformity report in the layout of
//!   `opt -passes='print<uniformity>'`, under our rules or LLVM 19's.
//! - `warp`: the verdict of every warp-level synchronisation site (`convergence::warp`), in
//!   module and layout order, one `FUNCTION VERDICT` line each.

use std::fmt::Write as _;
use std::path::Path;

use warpflow_analysis::cfg::{CfgAnalyses, FunctionCfg};
use warpflow_analysis::convergence::warp;
use warpflow_analysis::cycle_equivalence::EdgeId;
use warpflow_analysis::graph::{Graph, NodeId};
use warpflow_analysis::uniformity::{analyze_module, report, Mode, Options};
use warpflow_ir::Module;

fn cfg_dump(m: &Module) -> String {
    let mut s = String::new();
    for f in m.funcs.values() {
        let Some(cfg) = FunctionCfg::new(m, f) else { continue };
        let a = CfgAnalyses::compute(&cfg);
        let name = |v: NodeId| cfg.name(v).to_string();
        let opt = |v: Option<NodeId>, none: &str| v.map_or(none.to_string(), name);
        let ce = &a.cycle_equivalence;
        let class = |c: Option<warpflow_analysis::cycle_equivalence::ClassId>| {
            c.map_or("-".to_string(), |c| c.0.to_string())
        };
        let _ = writeln!(s, "@{}", f.name.map(|n| m.str(n).to_string()).unwrap_or_default());
        for v in (0..cfg.node_count() as u32).map(NodeId) {
            let succs: Vec<String> = cfg
                .succs(v)
                .iter()
                .enumerate()
                .map(|(i, &t)| format!("{}/c{}", name(t), class(ce.edge_class(ce.edge_id(v, i)))))
                .collect();
            let ctl: Vec<String> = a.control_dependence.controllers(v).iter().map(|&x| name(x)).collect();
            let _ = writeln!(
                s,
                "  {} c{} -> [{}] idom {} ipdom {} cd [{}] region {}",
                name(v),
                class(ce.node_class(v)),
                succs.join(" "),
                opt(a.dom.idom(v), "-"),
                opt(a.pdom.ipdom(v), "exit"),
                ctl.join(" "),
                a.pst.region_of(v).map_or("-".to_string(), |r| format!("R{}", r.0)),
            );
        }
        for id in a.cycles.print_order() {
            let c = a.cycles.cycle(id);
            let entries: Vec<String> = c.entries.iter().map(|&e| name(e)).collect();
            let blocks: Vec<String> = a.cycles.blocks(id).iter().map(|&b| name(b)).collect();
            let _ = writeln!(
                s,
                "  cycle depth {} entries [{}] blocks [{}]",
                c.depth,
                entries.join(" "),
                blocks.join(" ")
            );
        }
        let edge = |e: EdgeId| {
            let ae = ce.edges()[e.0 as usize];
            format!("{}->{}", opt(ae.from, "X"), opt(ae.to, "X"))
        };
        for (i, r) in a.pst.regions().iter().enumerate() {
            let _ = writeln!(
                s,
                "  R{i} {} .. {} parent {}",
                edge(r.entry_edge),
                edge(r.exit_edge),
                r.parent.map_or("-".to_string(), |p| format!("R{}", p.0))
            );
        }
    }
    s
}

fn uniformity(m: &Module, mode: Mode) -> Result<String, String> {
    let res = analyze_module(m, &Options { mode, warp_size: None }).map_err(|e| e.to_string())?;
    Ok(report::llvm_format(m, &res, &report::ModuleText::new(m)))
}

/// `warp [--block-dim X[,Y[,Z]]] [--grid-dim X[,Y[,Z]]]`: the launch facts.
fn warp_verdicts(m: &Module, flags: &[&str]) -> Result<String, String> {
    let dims = |v: &str| -> Result<[u32; 3], String> {
        let mut d = [1u32; 3];
        let parts: Vec<&str> = v.split(',').collect();
        if parts.len() > 3 {
            return Err(format!("{v}: at most three dimensions"));
        }
        for (k, p) in parts.iter().enumerate() {
            d[k] = p.parse().map_err(|e| format!("{v}: {e}"))?;
        }
        Ok(d)
    };
    let mut facts = warpflow_analysis::uniformity::LaunchFacts::default();
    for pair in flags.chunks(2) {
        match pair {
            ["--block-dim", v] => facts.block = Some(dims(v)?),
            ["--grid-dim", v] => facts.grid = Some(dims(v)?),
            _ => return Err(format!("warp: unknown flags `{}`", pair.join(" "))),
        }
    }
    let u = warpflow_analysis::uniformity::analyze_module_with_launch(m, &Options::default(), &facts)
        .map_err(|e| e.to_string())?;
    let lines: Vec<String> = warp::analyze_module(m, &u)
        .iter()
        .flat_map(|f| f.sites.iter().map(move |s| format!("{} {}", f.function, s.verdict.as_str())))
        .collect();
    Ok(if lines.is_empty() { "(no warp-level synchronisation sites)".to_string() } else { lines.join("\n") })
}

fn run(_path: &Path, text: &str, args: &str) -> Result<String, String> {
    let m = warpflow_ir::parse(text).map_err(|e| e.message)?;
    // a case is valid IR (opt-19 reads every file too, in `llvm_agreement.rs`)
    warpflow_ir::verify_module(&m).map_err(|errs| format!("invalid IR: {}", errs[0]))?;
    let words: Vec<&str> = args.split_whitespace().collect();
    match words.as_slice() {
        ["cfg"] => Ok(cfg_dump(&m)),
        ["uniformity"] => uniformity(&m, Mode::Default),
        ["uniformity", "--compat", "llvm19"] => uniformity(&m, Mode::Llvm19),
        ["warp", flags @ ..] => warp_verdicts(&m, flags),
        _ => Err(format!(
            "unknown command `{args}` (cfg, uniformity [--compat llvm19], warp [--block-dim X,Y,Z] [--grid-dim X,Y,Z])"
        )),
    }
}

#[test]
fn analysis_cases() {
    warpflow_testkit::check_ll_cases(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases"), run);
}
