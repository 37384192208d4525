//! Tail merging's pass registry. The hand-written cases (identical tails, tails that differ in
//! operands (limited vs full form), stores behind different memory operations, convergent calls,
//! a uniform branch, a value used again on its own side) are data-driven:
//! `tests/passes/tail_merge_*.ll` with their expectations beside them, run by `tests/passes.rs`.

use warpflow_transform::pass_by_name;

#[test]
fn unknown_pass_is_an_error() {
    let e = pass_by_name("tail-merge-fulll").err().unwrap();
    assert_eq!(
        e.to_string(),
        "unknown pass `tail-merge-fulll` (known: mem2reg, barrier-join, cleanup, tail-merge, tail-merge-full, branch-fusion, pcfm, meld)"
    );
}
