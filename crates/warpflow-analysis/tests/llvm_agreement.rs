//! Differential tests against LLVM 19: random CFGs are written as LLVM IR functions (one block
//! per node, in node order; `ret`, `br` or `switch` terminators whose successor order is the
//! node's edge order), and `opt-19 -passes='print<domtree>,print<postdomtree>,print<cycles>'`
//! must print the same dominator tree, post-dominator tree (including its `Roots:` line, in
//! order) and cycle forest (text identical) as ours.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::process::Command;

use warpflow_analysis::cycles::CycleInfo;
use warpflow_analysis::dominators::{DomTree, PostDomTree};
use warpflow_analysis::graph::{DiGraph, Graph, NodeId};
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

#[derive(Default, Debug)]
struct Printed {
    /// (block, parent) per printed tree node; parent `None` for the tree root or the exit node.
    dom: Vec<(u32, Option<u32>)>,
    postdom: Vec<(u32, Option<u32>)>,
    postdom_roots: Vec<u32>,
    cycles: Vec<String>,
}

fn block_num(tok: &str) -> Option<u32> {
    tok.trim_start_matches('%').strip_prefix('b')?.parse().ok()
}

fn parse_opt(text: &str) -> HashMap<String, Printed> {
    let mut out: HashMap<String, Printed> = HashMap::new();
    let mut current: Option<(String, u8)> = None;
    let mut stack: Vec<Option<u32>> = Vec::new();
    for line in text.lines() {
        for (prefix, kind) in [
            ("PostDominatorTree for function: ", 1u8),
            ("DominatorTree for function: ", 0),
            ("CycleInfo for function: ", 2),
        ] {
            if let Some(f) = line.strip_prefix(prefix) {
                current = Some((f.to_string(), kind));
                stack.clear();
            }
        }
        let Some((f, kind)) = &current else { continue };
        let p = out.entry(f.clone()).or_default();
        let t = line.trim_start();
        if *kind == 2 {
            if t.starts_with("depth=") {
                p.cycles.push(line.to_string());
            }
            continue;
        }
        if let Some(rest) = t.strip_prefix("Roots:") {
            if *kind == 1 {
                p.postdom_roots = rest.split_whitespace().map(|b| block_num(b).unwrap()).collect();
            }
            continue;
        }
        let Some(rest) = t.strip_prefix('[') else { continue };
        let Some((level, rest)) = rest.split_once(']') else { continue };
        let level: usize = level.parse().unwrap();
        let node = block_num(rest.split_whitespace().next().unwrap());
        stack.truncate(level - 1);
        let parent = stack.last().copied().flatten();
        stack.push(node);
        if let Some(b) = node {
            if *kind == 0 {
                p.dom.push((b, parent));
            } else {
                p.postdom.push((b, parent));
            }
        }
    }
    out
}

fn our_cycles_text(g: &DiGraph) -> Vec<String> {
    let ci = CycleInfo::compute(g);
    ci.print_order()
        .into_iter()
        .map(|c| {
            let c = ci.cycle(c);
            let mut s = "    ".repeat(c.depth as usize);
            let entries: Vec<String> = c.entries.iter().map(|e| format!("b{}", e.0)).collect();
            write!(s, "depth={}: entries({})", c.depth, entries.join(" ")).unwrap();
            for b in c.blocks.iter().filter(|b| !c.entries.contains(b)) {
                write!(s, " b{}", b.0).unwrap();
            }
            s
        })
        .collect()
}

#[test]
fn random_cfgs_agree_with_opt() {
    let Some(opt) = require(Tool::Opt, "random_cfgs_agree_with_opt") else { return };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let graphs: Vec<DiGraph> = (0..2000).map(|_| random_cfg(&mut rng)).collect();
    let mut module = String::new();
    for (i, g) in graphs.iter().enumerate() {
        write_function(&mut module, &format!("f{i}"), g);
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("random.ll");
    std::fs::write(&path, &module).unwrap();
    let res = Command::new(opt)
        .arg("-disable-output")
        .arg("-passes=print<domtree>,print<postdomtree>,print<cycles>")
        .arg(&path)
        .output()
        .unwrap();
    assert!(res.status.success(), "opt failed: {}", String::from_utf8_lossy(&res.stderr));
    let printed = parse_opt(&String::from_utf8_lossy(&res.stderr));
    let (mut dom_ok, mut pdom_ok, mut cyc_ok, mut infinite) = (0, 0, 0, 0);
    for (i, g) in graphs.iter().enumerate() {
        let p = &printed[&format!("f{i}")];
        let d = DomTree::compute(g);
        let mut ours: Vec<(u32, Option<u32>)> = (0..g.node_count() as u32)
            .filter(|&v| d.is_reachable(NodeId(v)))
            .map(|v| (v, d.idom(NodeId(v)).map(|x| x.0)))
            .collect();
        let mut theirs = p.dom.clone();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "dominator tree of f{i}: {g:?}");
        dom_ok += 1;
        let pd = PostDomTree::compute(g);
        let mut ours: Vec<(u32, Option<u32>)> =
            (0..g.node_count() as u32).map(|v| (v, pd.ipdom(NodeId(v)).map(|x| x.0))).collect();
        let mut theirs = p.postdom.clone();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "post-dominator tree of f{i}: {g:?}");
        let roots: Vec<u32> = pd.roots().iter().map(|r| r.0).collect();
        assert_eq!(roots, p.postdom_roots, "post-dominator roots of f{i}: {g:?}");
        if roots.iter().any(|&r| !g.succs(NodeId(r)).is_empty()) {
            infinite += 1;
        }
        pdom_ok += 1;
        assert_eq!(our_cycles_text(g), p.cycles, "cycles of f{i}: {g:?}");
        cyc_ok += 1;
    }
    eprintln!(
        "agreement with opt-19: domtree {dom_ok}/{n}, postdomtree {pdom_ok}/{n} ({infinite} with infinite-loop roots), cycles {cyc_ok}/{n}",
        n = graphs.len()
    );
}
