//! The chain merge's test that edits nothing (`chain::prepare`), against the full pairing: on
//! generated kernels whose divergent branch has two sides made of random pieces (a block, two
//! blocks in a row, a triangle or a diamond on a uniform condition, a uniform loop), for PCFM
//! (no replication) and meld (replication), whenever `prepare` refuses because no pair of
//! pieces could be matched (isomorphic pieces have as many blocks; a replica pairs a
//! one-block piece with a piece of several), the whole pairing, run without that test on a
//! copy of the module (the cut into pieces, their exit blocks, every pair's isomorphism and
//! alignment, every replication candidate), refuses with the same refusal; and whenever it
//! does not refuse, the pieces it planned are the pieces the pairing reports. A size test
//! that refuses too much fails it (checked: a replica only against three blocks or more, or
//! two one-block pieces not paired). And the region checks' indexed lookups (predecessors
//! from the CFG, outside uses from one users index) answer as the scans they replace, on the
//! merging kernels (checked: ignoring phi entries in the index fails it).

use proptest::prelude::*;
use warpflow_analysis::cfg::{DomTrees, FunctionCfg};
use warpflow_ir::parse;
use warpflow_transform::merge::blocks::Names;
use warpflow_transform::merge::chain;
use warpflow_transform::merge::refusal::Refusal;
use warpflow_transform::merge::{Env, DEFAULT_MAX_SIDE_BLOCKS};
use warpflow_transform::Context;

/// One piece of a side: 0 a block, 1 two blocks in a row, 2 a triangle on `%u`, 3 a diamond on
/// `%u`, 4 a loop counting to `%n`; and how many instructions its first block holds.
type PieceKind = (u8, u8);

fn side(name: &str, pieces: &[PieceKind], next: &str) -> (String, String) {
    let mut t = String::new();
    let mut first = String::new();
    for (k, &(kind, ops)) in pieces.iter().enumerate() {
        let b = format!("{name}{k}");
        let after = if k + 1 < pieces.len() { format!("{name}{}", k + 1) } else { next.to_string() };
        if k == 0 {
            first = b.clone();
        }
        let mut body = String::new();
        for j in 0..=ops {
            body += &format!("  %{b}v{j} = add i32 %t, {}\n", j + 1);
        }
        body += &format!("  store i32 %{b}v{ops}, ptr addrspace(1) %out\n");
        match kind % 5 {
            0 => t += &format!("{b}:\n{body}  br label %{after}\n"),
            1 => t += &format!("{b}:\n{body}  br label %{b}b\n{b}b:\n  store i32 2, ptr addrspace(1) %out\n  br label %{after}\n"),
            2 => t += &format!("{b}:\n{body}  br i1 %u, label %{b}t, label %{after}\n{b}t:\n  store i32 3, ptr addrspace(1) %out\n  br label %{after}\n"),
            3 => t += &format!(
                "{b}:\n{body}  br i1 %u, label %{b}t, label %{b}f\n{b}t:\n  store i32 4, ptr addrspace(1) %out\n  br label %{b}j\n{b}f:\n  store i32 5, ptr addrspace(1) %out\n  br label %{b}j\n{b}j:\n  br label %{after}\n"
            ),
            _ => t += &format!(
                "{b}:\n{body}  br label %{b}h\n{b}h:\n  %{b}i = phi i32 [ 0, %{b} ], [ %{b}i1, %{b}h ]\n  %{b}i1 = add i32 %{b}i, 1\n  %{b}c = icmp slt i32 %{b}i1, %n\n  br i1 %{b}c, label %{b}h, label %{after}\n"
            ),
        }
    }
    (first, t)
}

fn kernel(then_side: &[PieceKind], else_side: &[PieceKind]) -> String {
    let (a, ta) = side("a", then_side, "join");
    let (b, tb) = side("b", else_side, "join");
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(i32 %n, ptr addrspace(1) %out) {{\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %u = icmp eq i32 %n, 3\n  %c = icmp ult i32 %t, 16\n  br i1 %c, label %{a}, label %{b}\n{ta}{tb}join:\n  ret void\n}}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    )
}

/// How many pieces a side cuts into: two blocks in a row and a diamond are two (the second
/// block, the diamond's join, is a post-dominator all of whose predecessors come before it),
/// a triangle and a loop one (the loop header has a predecessor after it).
fn cut_count(side: &[PieceKind]) -> usize {
    side.iter().map(|&(kind, _)| if matches!(kind % 5, 1 | 3) { 2 } else { 1 }).sum()
}

fn check(then_side: &[PieceKind], else_side: &[PieceKind]) {
    let src = kernel(then_side, else_side);
    let m = parse(&src).expect("the generated kernel parses");
    warpflow_ir::verify::verify_module(&m).expect("the generated kernel verifies");
    let fid = m.func_by_name("k").expect("@k");
    let cfg = FunctionCfg::new(&m, &m.funcs[fid]).expect("a body");
    let an = DomTrees::compute(&cfg);
    let h = m.funcs[fid].block_order().next().expect("an entry block");
    let env = Env::new(&m, &Context::default());
    for replicate in [false, true] {
        let unfiltered = chain::prepare(&m, fid, &cfg, &an, None, h, DEFAULT_MAX_SIDE_BLOCKS);
        let filtered = chain::prepare(&m, fid, &cfg, &an, None, h, DEFAULT_MAX_SIDE_BLOCKS)
            .and_then(|p| p.require_matchable_pair(replicate));
        match (&filtered, &unfiltered) {
            (Err(Refusal::NoIsomorphicPiece { .. }), Ok(_)) => {
                let mut copy = m.clone();
                let full = chain::merge_prepared(
                    &mut copy,
                    &env,
                    fid,
                    h,
                    replicate,
                    unfiltered.expect("ok"),
                    &mut Names::new(&m, fid),
                );
                let full = full.err();
                assert_eq!(
                    full.as_ref(),
                    filtered.as_ref().err(),
                    "prepare refused but the full pairing says otherwise (replicate {replicate}):\n{src}"
                );
            }
            (Err(a), Err(b)) => assert_eq!(a, b, "the two preparations refuse differently:\n{src}"),
            (Ok(_), Ok(_)) => {
                let mut copy = m.clone();
                let full = chain::merge_prepared(
                    &mut copy,
                    &env,
                    fid,
                    h,
                    replicate,
                    filtered.expect("ok"),
                    &mut Names::new(&m, fid),
                );
                let pieces = match &full {
                    Ok(c) => Some(c.pieces),
                    Err(Refusal::PiecesProfitBelowThreshold { pieces, .. }) => Some(*pieces),
                    Err(_) => None,
                };
                if let Some(p) = pieces {
                    assert_eq!(
                        p,
                        (cut_count(then_side), cut_count(else_side)),
                        "pieces planned and made differ:\n{src}"
                    );
                }
            }
            (f, u) => panic!("prepare {f:?} but without its size test {u:?}:\n{src}"),
        }
    }
}

fn pieces() -> impl Strategy<Value = Vec<PieceKind>> {
    proptest::collection::vec((0u8..5, 0u8..3), 1..4)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn prepare_refuses_only_what_the_full_pairing_refuses(t in pieces(), e in pieces()) {
        check(&t, &e);
    }
}

/// The shapes the size test refuses, and one it must let through, by hand: a one-block piece
/// against a two-block one (no isomorphism; meld's replication may take it).
#[test]
fn one_block_against_two() {
    check(&[(0, 0)], &[(1, 0)]);
    check(&[(0, 0)], &[(2, 1)]);
    check(&[(3, 0), (0, 1)], &[(4, 2)]);
    let src = kernel(&[(0, 0)], &[(2, 0)]);
    let m = parse(&src).expect("parses");
    let fid = m.func_by_name("k").expect("@k");
    let cfg = FunctionCfg::new(&m, &m.funcs[fid]).expect("a body");
    let an = DomTrees::compute(&cfg);
    let h = m.funcs[fid].block_order().next().expect("entry");
    assert!(matches!(
        chain::prepare(&m, fid, &cfg, &an, None, h, DEFAULT_MAX_SIDE_BLOCKS)
            .and_then(|p| p.require_matchable_pair(false)),
        Err(Refusal::NoIsomorphicPiece { replicate: false, .. })
    ));
    assert!(
        chain::prepare(&m, fid, &cfg, &an, None, h, DEFAULT_MAX_SIDE_BLOCKS)
            .and_then(|p| p.require_matchable_pair(true))
            .is_ok(),
        "meld may replicate the one block"
    );
}

/// The region checks' indexed answers (predecessors from the CFG, outside uses from the users
/// index) equal the scans of the function they replace, on every two-way branch's sides of
/// every function of the merging kernels at -O0 and -O3 (`kernels/pcfm`, `kernels/merge`).
#[test]
fn indexed_lookups_equal_the_scans_on_the_merging_kernels() {
    use std::collections::HashSet;
    use warpflow_transform::merge::regions::{self, Lookup, Users};
    let root = warpflow_testkit::repo_root();
    let mut checked = 0;
    for dir in ["kernels/pcfm", "kernels/merge"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(dir))
            .expect("kernel folder")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ll"))
            .collect();
        files.sort();
        for p in files {
            let m = parse(&std::fs::read_to_string(&p).expect("read")).expect("parses");
            for (fid, f) in m.funcs.iter() {
                let Some(cfg) = FunctionCfg::new(&m, f) else { continue };
                let an = DomTrees::compute(&cfg);
                let users = Users::of(f);
                let indexed = Lookup { cfg: Some(&cfg), users: Some(&users), pred_map: None };
                for h in f.block_order() {
                    let Ok(s) = regions::sides(f, &cfg, &an, h, DEFAULT_MAX_SIDE_BLOCKS) else { continue };
                    for side in [&s.left, &s.right] {
                        let set: HashSet<_> = side.iter().copied().collect();
                        let sorted = |mut mp: std::collections::HashMap<_, Vec<_>>| {
                            mp.values_mut().for_each(|v| v.sort_unstable());
                            let mut v: Vec<_> = mp.into_iter().collect();
                            v.sort_unstable();
                            v
                        };
                        assert_eq!(
                            sorted(indexed.preds(f, &set)),
                            sorted(Lookup::SCAN.preds(f, &set)),
                            "{}: @{}",
                            p.display(),
                            m.func_name(fid)
                        );
                        let stop = s.right.first().copied().unwrap_or(h);
                        for phi_ok in
                            [&|_, inc| set.contains(&inc), &|ub, _| ub == stop] as [&dyn Fn(_, _) -> bool; 2]
                        {
                            assert_eq!(
                                indexed.used_outside(f, side, &set, phi_ok),
                                Lookup::SCAN.used_outside(f, side, &set, phi_ok),
                                "{}: @{}",
                                p.display(),
                                m.func_name(fid)
                            );
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} sides checked");
}
