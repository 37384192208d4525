//! Smith-Waterman against a brute-force optimum on short random sequences: the alignment it
//! returns is valid, scores what it claims, and no alignment scores more; the merge order
//! derived from it lists every element once, each side in order.

use proptest::prelude::*;
use warpflow_transform::merge::align::{alignment_score, merge_order, smith_waterman, Step};

/// The best score over every chain of matched pairs (increasing in both indices).
fn brute_force(n: usize, m: usize, score: &dyn Fn(usize, usize) -> Option<i64>, gap: i64) -> i64 {
    fn go(
        chain: &mut Vec<(usize, usize)>,
        n: usize,
        m: usize,
        score: &dyn Fn(usize, usize) -> Option<i64>,
        gap: i64,
        best: &mut i64,
    ) {
        if let Some(s) = alignment_score(chain, score, gap) {
            *best = (*best).max(s);
        }
        let (i0, j0) = chain.last().map_or((0, 0), |&(i, j)| (i + 1, j + 1));
        for i in i0..n {
            for j in j0..m {
                if score(i, j).is_some() {
                    chain.push((i, j));
                    go(chain, n, m, score, gap, best);
                    chain.pop();
                }
            }
        }
    }
    let mut best = 0;
    go(&mut Vec::new(), n, m, score, gap, &mut best);
    best
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]
    #[test]
    fn smith_waterman_is_optimal(
        a in proptest::collection::vec(0u8..4, 0..7),
        b in proptest::collection::vec(0u8..4, 0..7),
        weights in proptest::collection::vec(1i64..12, 4),
        gap in 0i64..6,
    ) {
        let score = |i: usize, j: usize| (a[i] == b[j]).then(|| weights[a[i] as usize]);
        let al = smith_waterman(a.len(), b.len(), score, gap);
        prop_assert_eq!(alignment_score(&al.pairs, score, gap), Some(al.score));
        prop_assert_eq!(al.score, brute_force(a.len(), b.len(), &score, gap));
        let order = merge_order(a.len(), b.len(), &al.pairs);
        let lefts: Vec<usize> = order.iter().filter_map(|s| match *s {
            Step::Both(i, _) | Step::Left(i) => Some(i), Step::Right(_) => None }).collect();
        let rights: Vec<usize> = order.iter().filter_map(|s| match *s {
            Step::Both(_, j) | Step::Right(j) => Some(j), Step::Left(_) => None }).collect();
        prop_assert_eq!(lefts, (0..a.len()).collect::<Vec<_>>());
        prop_assert_eq!(rights, (0..b.len()).collect::<Vec<_>>());
        let both: Vec<(usize, usize)> = order.iter().filter_map(|s| match *s {
            Step::Both(i, j) => Some((i, j)), _ => None }).collect();
        prop_assert_eq!(both, al.pairs);
    }
}
