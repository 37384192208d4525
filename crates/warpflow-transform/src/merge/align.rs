//! Smith-Waterman local alignment of two sequences (spec step 5).
//!
//! The score of matching `a[i]` with `b[j]` is given by the caller (`None`: the two may not be
//! matched); every unmatched element between the first and the last match costs `gap`. The
//! result is an optimal local alignment: the matched pairs, strictly increasing in both
//! indices, and its score. Elements before the first and after the last match are unmatched
//! at no cost (that is what makes the alignment local).
//!
//! Invariant: `score == sum of match scores - gap * (unmatched elements of a and b strictly
//! between the first and the last pair)`, and no alignment scores more (checked against a
//! brute-force enumeration by a property test).

use serde::{Deserialize, Serialize};

/// An alignment of two sequences.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Alignment {
    /// Matched `(index in a, index in b)` pairs, increasing in both.
    pub pairs: Vec<(usize, usize)>,
    /// The alignment's score (0 for the empty alignment).
    pub score: i64,
}

/// The score of an alignment given as matched pairs (the definition the DP must reach).
pub fn alignment_score(
    pairs: &[(usize, usize)],
    score: impl Fn(usize, usize) -> Option<i64>,
    gap: i64,
) -> Option<i64> {
    let (Some(&(i0, j0)), Some(&(i1, j1))) = (pairs.first(), pairs.last()) else { return Some(0) };
    let mut s = 0;
    for w in pairs.windows(2) {
        if w[1].0 <= w[0].0 || w[1].1 <= w[0].1 {
            return None;
        }
    }
    for &(i, j) in pairs {
        s += score(i, j)?;
    }
    let k = pairs.len();
    let gaps = (i1 - i0 + 1 - k) + (j1 - j0 + 1 - k);
    Some(s - gap * gaps as i64)
}

/// Smith-Waterman over lengths `n` and `m`: `score(i, j)` is the score of matching `a[i]` with
/// `b[j]` (`None` when they are not similar), `gap >= 0` the cost of one unmatched element.
/// O(n * m) time and memory. Ties prefer the earliest-ending alignment, then matches over gaps.
pub fn smith_waterman(
    n: usize,
    m: usize,
    score: impl Fn(usize, usize) -> Option<i64>,
    gap: i64,
) -> Alignment {
    // h[i][j]: best score of an alignment ending with a[i-1] and b[j-1] consumed (0 = empty).
    let w = m + 1;
    let mut h = vec![0i64; (n + 1) * w];
    // 0: stop, 1: diagonal (match), 2: up (gap in b: a[i-1] unmatched), 3: left
    let mut from = vec![0u8; (n + 1) * w];
    let mut best = (0i64, 0usize, 0usize);
    for i in 1..=n {
        for j in 1..=m {
            let mut v = 0i64;
            let mut f = 0u8;
            if let Some(s) = score(i - 1, j - 1) {
                let d = h[(i - 1) * w + (j - 1)] + s;
                if d > v {
                    v = d;
                    f = 1;
                }
            }
            let up = h[(i - 1) * w + j] - gap;
            if up > v {
                v = up;
                f = 2;
            }
            let left = h[i * w + (j - 1)] - gap;
            if left > v {
                v = left;
                f = 3;
            }
            h[i * w + j] = v;
            from[i * w + j] = f;
            if v > best.0 {
                best = (v, i, j);
            }
        }
    }
    let (score_best, mut i, mut j) = best;
    let mut pairs = Vec::new();
    while i > 0 && j > 0 && h[i * w + j] > 0 {
        match from[i * w + j] {
            1 => {
                pairs.push((i - 1, j - 1));
                i -= 1;
                j -= 1;
            }
            2 => i -= 1,
            3 => j -= 1,
            _ => break,
        }
    }
    pairs.reverse();
    Alignment { pairs, score: score_best }
}

/// One step of a full merge order derived from an alignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// `a[i]` and `b[j]` merged into one.
    Both(usize, usize),
    /// `a[i]` alone.
    Left(usize),
    /// `b[j]` alone.
    Right(usize),
}

/// Every element of both sequences in one order consistent with both: before each pair, the
/// unmatched elements of `a` then those of `b`; after the last pair, the tails.
pub fn merge_order(n: usize, m: usize, pairs: &[(usize, usize)]) -> Vec<Step> {
    let mut out = Vec::with_capacity(n + m);
    let (mut i, mut j) = (0, 0);
    for &(pi, pj) in pairs.iter().chain(std::iter::once(&(n, m))) {
        out.extend((i..pi).map(Step::Left));
        out.extend((j..pj).map(Step::Right));
        if pi < n && pj < m {
            out.push(Step::Both(pi, pj));
        }
        i = pi + 1;
        j = pj + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identical_sequences_match_everything() {
        let a = [1, 2, 3];
        let al = smith_waterman(3, 3, |i, j| (a[i] == a[j]).then_some(10), 3);
        assert_eq!(al.pairs, vec![(0, 0), (1, 1), (2, 2)]);
        assert_eq!(al.score, 30);
    }

    #[test]
    fn gap_inside_alignment() {
        let a = [1, 9, 2];
        let b = [1, 2];
        let al = smith_waterman(3, 2, |i, j| (a[i] == b[j]).then_some(10), 3);
        assert_eq!(al.pairs, vec![(0, 0), (2, 1)]);
        assert_eq!(al.score, 17);
        assert_eq!(merge_order(3, 2, &al.pairs), vec![Step::Both(0, 0), Step::Left(1), Step::Both(2, 1)]);
    }
}
