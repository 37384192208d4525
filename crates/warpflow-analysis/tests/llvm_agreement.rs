//! Differential tests against LLVM 19: random and structured CFGs are written as LLVM IR functions (one block
//! per node, in node order; `ret`, `br` or `switch` terminators whose successor order is the
//! node's edge order), and `opt-19 -passes='print<domtree>,print<postdomtree>,print<cycles>'`
//! must print the same dominator tree, post-dominator tree (including its `Roots:` line, in
//! order) and cycle forest (text identical) as ours.

mod common;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use common::opt::{self, Printed};
use warpflow_analysis::cfg::FunctionCfg;
use warpflow_analysis::cycles::CycleInfo;
use warpflow_analysis::dominators::{DomTree, PostDomTree};
use warpflow_analysis::graph::{CsrGraph, DiGraph, Graph, NodeId};
use warpflow_testkit::{require, Tool};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random CFG whose entry (node 0) has no predecessors.
fn random_cfg(rng: &mut Rng) -> DiGraph {
    let max = if rng.below(2) == 0 { 8 } else { 30 };
    let n = 1 + rng.below(max) as usize;
    let mut g = DiGraph::new(n, NodeId(0));
    let density = 1 + rng.below(3);
    for v in 0..n as u32 {
        let k = match rng.below(8) {
            0 => 0,
            1..=3 => 1,
            4..=6 => 2,
            _ => 1 + rng.below(density + 2),
        };
        for _ in 0..k {
            let mut t = rng.below(n as u64) as u32;
            if t == 0 {
                t = (v + 1) % n as u32;
            }
            if t != 0 {
                g.add_edge(NodeId(v), NodeId(t));
            }
        }
    }
    g
}

fn write_function(out: &mut String, name: &str, g: &DiGraph) {
    writeln!(out, "define void @{name}(i32 %x) {{").unwrap();
    for v in 0..g.node_count() as u32 {
        writeln!(out, "b{v}:").unwrap();
        let s = g.succs(NodeId(v));
        match s.len() {
            0 => writeln!(out, "  ret void").unwrap(),
            1 => writeln!(out, "  br label %b{}", s[0].0).unwrap(),
            _ => {
                let cases: Vec<String> =
                    s[1..].iter().enumerate().map(|(i, t)| format!("i32 {i}, label %b{}", t.0)).collect();
                writeln!(out, "  switch i32 %x, label %b{} [ {} ]", s[0].0, cases.join(" ")).unwrap();
            }
        }
    }
    writeln!(out, "}}").unwrap();
}

/// Compares our trees and cycles for `g` (block labels from `name`) with what opt printed;
/// returns which of (domtree, postdomtree, cycles) agree.
fn compare<G: Graph>(g: &G, name: &dyn Fn(NodeId) -> String, p: &Printed) -> [Result<(), String>; 3] {
    let nodes = || (0..g.node_count() as u32).map(NodeId);
    let d = DomTree::compute(g);
    let mut ours: Vec<(String, Option<String>)> =
        nodes().filter(|&v| d.is_reachable(v)).map(|v| (name(v), d.idom(v).map(name))).collect();
    let mut theirs = p.dom.clone();
    ours.sort();
    theirs.sort();
    let dom =
        if ours == theirs { Ok(()) } else { Err(format!("dominator tree: ours {ours:?}, opt {theirs:?}")) };
    let pd = PostDomTree::compute_llvm(g);
    let mut ours: Vec<(String, Option<String>)> = nodes().map(|v| (name(v), pd.ipdom(v).map(name))).collect();
    let mut theirs = p.postdom.clone();
    ours.sort();
    theirs.sort();
    let roots: Vec<String> = pd.roots().iter().map(|&r| name(r)).collect();
    let pdom = if ours != theirs {
        Err(format!("post-dominator tree: ours {ours:?}, opt {theirs:?}"))
    } else if roots != p.postdom_roots {
        Err(format!("post-dominator roots: ours {roots:?}, opt {:?}", p.postdom_roots))
    } else {
        Ok(())
    };
    let ours = opt::cycles_text(&CycleInfo::compute(g), name);
    let cyc =
        if ours == p.cycles { Ok(()) } else { Err(format!("cycles: ours {ours:?}, opt {:?}", p.cycles)) };
    [dom, pdom, cyc]
}

#[test]
fn random_cfgs_agree_with_opt() {
    let Some(opt) = require(Tool::Opt, "random_cfgs_agree_with_opt") else { return };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut graphs: Vec<DiGraph> = (0..2000).map(|_| random_cfg(&mut rng)).collect();
    // Structured CFGs (nested ifs and loops, some irreducible parts), up to 80 blocks.
    for _ in 0..500 {
        let ops: Vec<u8> = (0..60).map(|_| rng.below(256) as u8).collect();
        graphs.push(common::structured(&ops, 80));
    }
    let mut module = String::new();
    for (i, g) in graphs.iter().enumerate() {
        write_function(&mut module, &format!("f{i}"), g);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("random.ll");
    std::fs::write(&path, &module).unwrap();
    let printed = opt::parse(&opt::run(&opt, &path));
    let mut infinite = 0;
    for (i, g) in graphs.iter().enumerate() {
        let p = &printed[&format!("f{i}")];
        // Predecessors in (source, successor index) order, as in a parsed function.
        let csr = CsrGraph::from_graph(g);
        for r in compare(&csr, &|v: NodeId| format!("b{}", v.0), p) {
            if let Err(e) = r {
                panic!("f{i} {g:?}: {e}");
            }
        }
        let pd = PostDomTree::compute_llvm(g);
        if pd.roots().iter().any(|&r| !g.succs(r).is_empty()) {
            infinite += 1;
        }
    }
    // The IR path: parsing the same module and building each function's CFG gives the graph.
    let m = warpflow_ir::parse(&module).expect("the generated module parses");
    for (i, g) in graphs.iter().enumerate() {
        let f = m.func_by_name(&format!("f{i}")).expect("function exists");
        let cfg = FunctionCfg::new(&m, &m.funcs[f]).expect("has blocks");
        for v in 0..g.node_count() as u32 {
            assert_eq!(cfg.succs(NodeId(v)), g.succs(NodeId(v)), "FunctionCfg of f{i}");
            assert_eq!(cfg.preds(NodeId(v)), CsrGraph::from_graph(g).preds(NodeId(v)), "FunctionCfg of f{i}");
        }
        for v in 0..g.node_count() as u32 {
            assert_eq!(cfg.name(NodeId(v)), format!("b{v}"));
        }
    }
    let n = graphs.len();
    eprintln!("agreement with opt-19 on {n} random and structured CFGs ({infinite} with infinite-loop roots): domtree {n}/{n}, postdomtree {n}/{n}, cycles {n}/{n}");
}

/// `.ll` files to compare: this crate's `tests/cases` and `tests/data`, the kernel corpus, and every `.ll` under
/// `$WARPFLOW_LL_DIR` when set.
fn ll_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["tests/cases", "tests/data"] {
        warpflow_testkit::collect(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), "ll", &mut files);
    }
    files.extend(warpflow_testkit::corpus_ll_files());
    if let Ok(dir) = std::env::var("WARPFLOW_LL_DIR") {
        warpflow_testkit::collect(Path::new(&dir), "ll", &mut files);
    }
    files.sort();
    files
}

#[test]
fn ll_files_agree_with_opt() {
    let Some(opt) = require(Tool::Opt, "ll_files_agree_with_opt") else { return };
    let files = ll_files();
    assert!(!files.is_empty(), "tests/cases and tests/data have .ll files");
    let mut counts = [0usize; 3];
    let mut total = 0;
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let m = match warpflow_ir::parse(&text) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: does not parse: {e:?}", path.display()));
                continue;
            }
        };
        let printed = opt::parse(&opt::run(&opt, path));
        for f in m.funcs.values() {
            let Some(cfg) = FunctionCfg::new(&m, f) else { continue };
            let fname = f.name.map(|s| m.str(s).to_string()).unwrap_or_default();
            let Some(p) = printed.get(&fname) else {
                failures.push(format!("{}: opt printed nothing for {fname}", path.display()));
                continue;
            };
            total += 1;
            let name = |v: NodeId| cfg.name(v).to_string();
            for (k, r) in compare(cfg.graph(), &name, p).into_iter().enumerate() {
                match r {
                    Ok(()) => counts[k] += 1,
                    Err(e) => failures.push(format!("{} @{fname}: {e}", path.display())),
                }
            }
        }
    }
    eprintln!(
        "agreement with opt-19 on {} .ll files: domtree {}/{total}, postdomtree {}/{total}, cycles {}/{total} functions",
        files.len(),
        counts[0],
        counts[1],
        counts[2]
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
