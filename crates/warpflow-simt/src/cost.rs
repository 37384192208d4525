//! The cost model: issue cost and latency per instruction class, and the multi-warp issue model.
//!
//! Default table (cycles; roughly a Volta-class SM, chosen to be simple and documented rather
//! than measured):
//!
//! | class   | issue | latency |
//! |---------|-------|---------|
//! | int     | 1     | 4       |
//! | float   | 1     | 4       |
//! | sfu     | 4     | 20      |
//! | shared  | 1     | 25      |
//! | global  | 1     | 400     |
//! | barrier | 1     | 20      |
//! | branch  | 1     | 4       |
//!
//! A warp alone takes `issue + latency` cycles per instruction (no overlap within a warp: every
//! instruction is treated as dependent on the previous one). The multi-warp model runs the
//! launch's warps in waves of `resident_warps` on one SM with `schedulers` issue slots per cycle:
//! a wave takes `max(sum of issue cycles / schedulers, longest single-warp time)` — latency is
//! hidden across warps, issue slots are not. `cycles` is the sum over waves.
//!
//! Invariant: the table is data ([`CostTable`]); nothing else in the crate knows a latency.

use crate::decode::Class;
use serde::{Deserialize, Serialize};

/// Issue cost and latency of each counted class, in [`Class::COUNTED`] order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CostTable {
    /// issue cycles per class
    pub issue: [u32; 7],
    /// latency cycles per class
    pub latency: [u32; 7],
    /// resident warps per SM in the multi-warp model
    pub resident_warps: u32,
    /// warp schedulers (issue slots per cycle)
    pub schedulers: u32,
}

impl Default for CostTable {
    fn default() -> Self {
        CostTable {
            issue: [1, 1, 4, 1, 1, 1, 1],
            latency: [4, 4, 20, 25, 400, 20, 4],
            resident_warps: 32,
            schedulers: 4,
        }
    }
}

impl CostTable {
    /// Issue and single-warp cycles of a warp that issued `counts[c]` instructions of each
    /// counted class.
    pub fn warp_cycles(&self, counts: &[u64; 7]) -> (u64, u64) {
        let mut issue = 0u64;
        let mut alone = 0u64;
        for (k, &n) in counts.iter().enumerate() {
            issue += n * self.issue[k] as u64;
            alone += n * (self.issue[k] + self.latency[k]) as u64;
        }
        (issue, alone)
    }

    /// The multi-warp model over warps given as `(issue, alone)` cycles, in launch order.
    pub fn multi_warp_cycles(&self, warps: &[(u64, u64)]) -> u64 {
        let n = self.resident_warps.max(1) as usize;
        let s = self.schedulers.max(1) as u64;
        warps
            .chunks(n)
            .map(|wave| {
                let issue: u64 = wave.iter().map(|w| w.0).sum();
                let longest = wave.iter().map(|w| w.1).max().unwrap_or(0);
                issue.div_ceil(s).max(longest)
            })
            .sum()
    }
}

/// The class index for statistics.
pub fn class_index(c: Class) -> Option<usize> {
    c.index()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model() {
        let t = CostTable::default();
        let mut c = [0u64; 7];
        c[0] = 10; // int
        c[4] = 1; // global
        assert_eq!(t.warp_cycles(&c), (11, 10 * 5 + 401));
        // Latency-bound: one warp.
        assert_eq!(t.multi_warp_cycles(&[(11, 451)]), 451);
        // Issue-bound: many warps of pure issue.
        let w = vec![(100, 100); 32];
        assert_eq!(t.multi_warp_cycles(&w), 800);
        let w = vec![(100, 100); 64];
        assert_eq!(t.multi_warp_cycles(&w), 1600);
    }
}
