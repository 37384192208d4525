//! The barrier join and mem2reg passes on the barrier corpus: the short-circuit kernel is
//! `needs-join` before and `uniform` (assume mode) after, the output passes our verifier,
//! `opt-19 -passes=verify` and `llc-19`; every other barrier kernel is left unchanged; mem2reg
//! removes the stack slots of -O0 kernels and its output verifies.

use std::path::PathBuf;

use warpflow_analysis::convergence::ir::analyze_module;
use warpflow_analysis::convergence::Verdict;
use warpflow_analysis::uniformity::{analyze_module as uniformity, Options};
use warpflow_ir::{InstKind, Module};
use warpflow_testkit::{repo_root, require, Tool};
use warpflow_transform::{barrier_join, mem2reg, run_pass, verify, Context};

fn barrier_files() -> Vec<PathBuf> {
    let mut v = Vec::new();
    warpflow_testkit::collect(&repo_root().join("kernels/barriers"), "ll", &mut v);
    v.sort();
    v
}

fn load(p: &std::path::Path) -> Module {
    warpflow_ir::parse(&std::fs::read_to_string(p).unwrap()).unwrap()
}

/// (check, assume) verdicts of every barrier, analysed after mem2reg.
fn verdicts(m: &Module) -> Vec<(Verdict, Verdict)> {
    let mut v = m.clone();
    mem2reg::run(&mut v, &Context::default()).unwrap();
    let u = uniformity(&v, &Options::default()).unwrap();
    analyze_module(&v, &u).iter().flat_map(|f| f.barriers.iter().map(|b| (b.check, b.assume))).collect()
}

fn external_checks(text: &str, name: &str) {
    let dir = tempfile_dir();
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, text).unwrap();
    if let Some(opt) = require(Tool::Opt, "barrier_join") {
        let out = std::process::Command::new(opt)
            .args(["-passes=verify", "-disable-output"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{name}: opt-19: {}", String::from_utf8_lossy(&out.stderr));
    }
    if name.contains("nvptx64") {
        if let Some(llc) = require(Tool::Llc, "barrier_join") {
            let out = std::process::Command::new(llc)
                .args(["-mcpu=sm_70", "-mattr=+ptx70", "-o", "/dev/null"])
                .arg(&path)
                .output()
                .unwrap();
            assert!(out.status.success(), "{name}: llc-19: {}", String::from_utf8_lossy(&out.stderr));
        }
    }
}

fn tempfile_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("warpflow-transform-test-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn short_circuit_becomes_uniform() {
    for opt in ["O0", "O3"] {
        let name = format!("fail-short-circuit.nvptx64.{opt}");
        let mut m = load(&repo_root().join(format!("kernels/barriers/{name}.ll")));
        assert_eq!(verdicts(&m), vec![(Verdict::PossiblyDivergent, Verdict::NeedsJoin)], "{name}");
        let c = run_pass(barrier_join::run, &mut m, &Context::default()).unwrap();
        assert!(c.changed, "{name}");
        assert_eq!(c.remarks.len(), 1, "{name}: {:?}", c.remarks);
        assert!(c.remarks[0].message.contains("joined the divergent branches"), "{:?}", c.remarks);
        verify(&m).unwrap();
        // The join block holds the selector phi and branches on it to the barrier.
        let f = m.funcs.values().find(|f| f.is_definition).unwrap();
        let j =
            f.block_order().find(|&b| f.blocks[b].name.is_some_and(|s| m.str(s) == "barrier.join")).unwrap();
        let t = f.terminator(j).unwrap();
        assert_eq!(f.inst(t).blocks.len(), 2);
        let barrier_block = f.inst(t).blocks[0];
        assert!(f.block_insts(barrier_block).any(|i| matches!(f.kind(i), InstKind::Call(_))));
        assert_eq!(
            f.predecessors(barrier_block),
            vec![j],
            "{name}: the barrier is entered only from the join"
        );
        // Check mode cannot know c1 || c2 is uniform; assume mode now calls the barrier uniform.
        assert_eq!(verdicts(&m), vec![(Verdict::PossiblyDivergent, Verdict::Uniform)], "{name}");
        // Printed, it parses back, verifies and compiles.
        let text = warpflow_ir::print_module(&m);
        let back = warpflow_ir::parse(&text).unwrap();
        verify(&back).unwrap();
        assert_eq!(verdicts(&back), vec![(Verdict::PossiblyDivergent, Verdict::Uniform)]);
        external_checks(&text, &name);
        // A second run finds nothing to do.
        let again = barrier_join::run(&mut m, &Context::default()).unwrap();
        assert!(!again.changed, "{:?}", again.remarks);
    }
}

#[test]
fn other_barrier_kernels_are_unchanged() {
    for p in barrier_files() {
        let n = p.file_name().unwrap().to_string_lossy().into_owned();
        if n.starts_with("fail-short-circuit") {
            continue;
        }
        let mut m = load(&p);
        let before = warpflow_ir::print_module(&m);
        let c = run_pass(barrier_join::run, &mut m, &Context::default()).unwrap();
        assert!(!c.changed, "{n}: {:?}", c.remarks);
        assert_eq!(warpflow_ir::print_module(&m), before, "{n}");
    }
}

#[test]
fn mem2reg_promotes_o0_slots() {
    for p in barrier_files() {
        let n = p.file_name().unwrap().to_string_lossy().into_owned();
        let mut m = load(&p);
        let c = run_pass(mem2reg::run, &mut m, &Context::default()).unwrap();
        let allocas = m
            .funcs
            .values()
            .flat_map(|f| f.block_order().flat_map(move |b| f.block_insts(b).map(move |i| f.kind(i).clone())))
            .filter(|k| matches!(k, InstKind::Alloca { .. }))
            .count();
        if n.contains(".O0.") {
            assert!(c.changed, "{n}");
            assert_eq!(allocas, 0, "{n}: every -O0 slot of the barrier kernels is promotable");
            let text = warpflow_ir::print_module(&m);
            verify(&warpflow_ir::parse(&text).unwrap()).unwrap();
            external_checks(&text, &format!("{n}.mem2reg"));
        }
    }
}

#[test]
fn mem2reg_places_phis_for_a_loop_counter() {
    let src = r#"target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %n) {
entry:
  %i = alloca i32
  store i32 0, ptr %i
  br label %head
head:
  %x = load i32, ptr %i
  %c = icmp slt i32 %x, %n
  br i1 %c, label %body, label %exit
body:
  %y = load i32, ptr %i
  %z = add i32 %y, 1
  store i32 %z, ptr %i
  br label %head
exit:
  ret void
}
"#;
    let mut m = warpflow_ir::parse(src).unwrap();
    let c = run_pass(mem2reg::run, &mut m, &Context::default()).unwrap();
    assert!(c.changed);
    let text = warpflow_ir::print_module(&m);
    let body: String =
        text.lines().filter(|l| l.starts_with("  ")).map(|l| format!("{}\n", l.trim())).collect();
    assert_eq!(
        body,
        "br label %head\n%0 = phi i32 [ 0, %entry ], [ %z, %body ]\n%c = icmp slt i32 %0, %n\nbr i1 %c, label %body, label %exit\n%z = add i32 %0, 1\nbr label %head\nret void\n"
    );
}

/// docs/barriers.md holds the current table of every corpus barrier with its verdicts, and of
/// every warp-level operation with its verdict
/// (regenerate: `cargo run -p warpflow-transform --example barrier_table -- --write`).
#[test]
fn barrier_table_in_docs_is_current() {
    let root = repo_root();
    let mut files = Vec::new();
    warpflow_testkit::collect(&root.join("kernels"), "ll", &mut files);
    files.sort();
    let inputs: Vec<(String, String)> = files
        .iter()
        .map(|p| {
            let name = p.strip_prefix(root.join("kernels")).unwrap().display().to_string();
            (name, std::fs::read_to_string(p).unwrap())
        })
        .collect();
    let table = warpflow_transform::table::barrier_table(&inputs);
    assert!(table.contains("| barriers/fail-short-circuit.nvptx64.O3.ll | fail_short_circuit | %21 | llvm.nvvm.barrier0 | possibly-divergent | needs-join |"), "{table}");
    let warp = warpflow_transform::table::warp_table(&inputs);
    assert!(warp.contains("| warp/fail-warp-shfl-odd.nvptx64.O3.ll | fail_warp_shfl_odd |"), "{warp}");
    assert!(
        warp.contains("| full | possibly-divergent |") && warp.contains("| activemask | active-mask |"),
        "{warp}"
    );
    let doc = std::fs::read_to_string(root.join("docs/barriers.md")).unwrap();
    let want = warpflow_transform::table::replace_table(&doc, &table).expect("markers");
    let want = warpflow_transform::table::replace_warp_table(&want, &warp).expect("warp-table markers");
    assert!(
        doc == want,
        "docs/barriers.md is stale: cargo run -p warpflow-transform --example barrier_table -- --write"
    );
}
