//! Snapshot tests: a compact dump of every analysis for each function of `tests/data/*.ll`
//! (parsed with `warpflow-ir`), compared with `tests/snapshots/<file>.txt`. Update with
//! `UPDATE_EXPECT=1 cargo test -p warpflow-analysis --test snapshots`. The trees and cycles are
//! also checked against opt-19 in `llvm_agreement.rs`; these snapshots guard the rest (control
//! dependence, cycle equivalence classes, regions) against unintended changes.

use std::fmt::Write as _;
use std::path::Path;

use warpflow_analysis::cfg::{CfgAnalyses, FunctionCfg};
use warpflow_analysis::cycle_equivalence::EdgeId;
use warpflow_analysis::graph::{Graph, NodeId};

fn dump(src: &str) -> String {
    let m = warpflow_ir::parse(src).expect("test data parses");
    let mut s = String::new();
    for f in m.funcs.values() {
        let Some(cfg) = FunctionCfg::new(&m, f) else { continue };
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
        for c in a.cycles.print_order() {
            let c = a.cycles.cycle(c);
            let entries: Vec<String> = c.entries.iter().map(|&e| name(e)).collect();
            let blocks: Vec<String> = c.blocks.iter().map(|&b| name(b)).collect();
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

fn check(file: &str, expected: expect_test::ExpectFile) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(file);
    expected.assert_eq(&dump(&std::fs::read_to_string(path).unwrap()));
}

#[test]
fn handwritten() {
    check("handwritten.ll", expect_test::expect_file!["snapshots/handwritten.txt"]);
}

#[test]
fn shapes_o0() {
    check("shapes-O0.ll", expect_test::expect_file!["snapshots/shapes-O0.txt"]);
}

#[test]
fn shapes_o2() {
    check("shapes-O2.ll", expect_test::expect_file!["snapshots/shapes-O2.txt"]);
}
