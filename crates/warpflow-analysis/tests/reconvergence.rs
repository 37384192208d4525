//! The SIMT reconvergence points (`warpflow_analysis::reconvergence`) on small functions: edges
//! into trap-only blocks ignored, deferred points of loops.

use warpflow_analysis::facts::FunctionFacts;
use warpflow_analysis::graph::{Graph, NodeId};

fn facts(src: &str) -> FunctionFacts {
    let m = warpflow_ir::parse(src).unwrap();
    let (_, f) = m.funcs.iter().find(|(_, f)| f.is_definition).unwrap();
    FunctionFacts::new(&m, f).unwrap()
}

fn name(f: &FunctionFacts, n: Option<NodeId>) -> String {
    n.map_or("exit".into(), |n| f.cfg().name(n).to_string())
}

fn points(src: &str) -> Vec<(String, String, String)> {
    let f = facts(src);
    let r = f.reconvergence();
    (0..f.cfg().node_count())
        .map(|k| {
            let n = NodeId(k as u32);
            (f.cfg().name(n).to_string(), name(&f, r.ipdom(n)), name(&f, r.deferred(n)))
        })
        .collect()
}

fn row(b: &str, ip: &str, def: &str) -> (String, String, String) {
    (b.into(), ip.into(), def.into())
}

#[test]
fn edges_into_trap_blocks_are_ignored() {
    // A switch whose default traps reconverges where its cases meet; the plain
    // post-dominator tree (the convergence analysis's) has the exit there.
    let src = "define void @k(i32 %x) {\nentry:\n  switch i32 %x, label %bad [ i32 0, label %a\n    i32 1, label %b ]\na:\n  br label %join\nb:\n  br label %join\nbad:\n  unreachable\njoin:\n  ret void\n}\n";
    assert_eq!(
        points(src),
        vec![
            row("entry", "join", "join"),
            row("a", "join", "join"),
            row("b", "join", "join"),
            row("bad", "exit", "exit"),
            row("join", "exit", "exit"),
        ]
    );
    let f = facts(src);
    assert_eq!(f.pdom().ipdom(NodeId(0)), None, "the plain tree has a trap root");
    assert!(f.cfg().is_trap(NodeId(3)) && !f.cfg().is_trap(NodeId(4)));
}

#[test]
fn a_block_whose_successors_all_trap_keeps_its_edges() {
    let src = "define void @k(i1 %c) {\nentry:\n  br i1 %c, label %t1, label %t2\nt1:\n  unreachable\nt2:\n  unreachable\n}\n";
    // entry keeps both edges: its ipdom is the exit, not one of the traps
    assert_eq!(points(src)[0], row("entry", "exit", "exit"));
}

#[test]
fn deferred_points_of_loops_are_the_exits_common_post_dominator() {
    // A divergent `if` inside a loop: ipdom reconverges at the latch, deferred after the
    // loop (the exit `done`); a block whose ipdom is outside the loop keeps it.
    let src = "define void @k(i1 %c, i1 %d) {\nentry:\n  br label %head\nhead:\n  br i1 %c, label %then, label %latch\nthen:\n  br label %latch\nlatch:\n  br i1 %d, label %head, label %done\ndone:\n  ret void\n}\n";
    assert_eq!(
        points(src),
        vec![
            row("entry", "head", "head"),
            row("head", "latch", "done"),
            row("then", "latch", "done"),
            row("latch", "done", "done"),
            row("done", "exit", "exit"),
        ]
    );
    // a trap exit of the loop is not waited for
    let trap = "define void @k(i1 %c, i1 %d) {\nentry:\n  br label %head\nhead:\n  br i1 %c, label %body, label %bad\nbody:\n  br i1 %d, label %head, label %done\nbad:\n  unreachable\ndone:\n  ret void\n}\n";
    let p = points(trap);
    assert_eq!(p[1], row("head", "body", "done"));
    assert_eq!(p[2], row("body", "done", "done"));
}
