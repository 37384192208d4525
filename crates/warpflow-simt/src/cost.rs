//! The cycle model: issue cost and latency per cost class, and the multi-warp issue model.
//!
//! The classes and their default numbers are the target model's (`warpflow_target::cost`: one
//! table for the project, with a source for every row); [`CostTable`] holds a copy the caller
//! may change (it is data, serialisable with the run configuration), plus the two parameters of
//! the multi-warp model.
//!
//! A warp alone takes `issue + latency` cycles per instruction (no overlap within a warp: every
//! instruction is treated as dependent on the previous one). The multi-warp model runs the
//! launch's warps in waves of `resident_warps` on one SM with `schedulers` issue slots per cycle:
//! a wave takes `max(sum of issue cycles / schedulers, longest single-warp time)` — latency is
//! hidden across warps, issue slots are not. `cycles` is the sum over waves.
//!
//! Invariant: every latency the emulator uses comes from a [`CostTable`]; the arrays are indexed
//! by `CostClass as usize` (the target model's row order, [`CostClass::ALL`]).

use crate::memory::{TAG_CONST, TAG_PRIVATE, TAG_SHARED};
use serde::{Deserialize, Serialize};
use warpflow_target::cost::DEFAULT_COSTS;
use warpflow_target::CostClass;

/// The number of cost classes.
pub const NCLASS: usize = CostClass::ALL.len();

/// Issue cost and latency of each cost class, indexed by `CostClass as usize`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CostTable {
    /// issue cycles per class
    pub issue: [u32; NCLASS],
    /// latency cycles per class
    pub latency: [u32; NCLASS],
    /// resident warps per SM in the multi-warp model
    pub resident_warps: u32,
    /// warp schedulers (issue slots per cycle)
    pub schedulers: u32,
}

impl Default for CostTable {
    /// The target model's default table; 32 resident warps, 4 schedulers (a Volta SM).
    fn default() -> Self {
        CostTable {
            issue: DEFAULT_COSTS.map(|c| c.issue),
            latency: DEFAULT_COSTS.map(|c| c.latency),
            resident_warps: 32,
            schedulers: 4,
        }
    }
}

impl CostTable {
    /// Issue and single-warp cycles of a warp that issued `counts[c]` instructions of each
    /// class.
    pub fn warp_cycles(&self, counts: &[u64; NCLASS]) -> (u64, u64) {
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

/// The class of a plain load or store to an address with space tag `tag` (see
/// [`crate::memory`]).
pub fn class_of_tag(tag: u64) -> CostClass {
    match tag {
        TAG_SHARED => CostClass::MemShared,
        TAG_CONST => CostClass::MemConstant,
        TAG_PRIVATE => CostClass::MemPrivate,
        _ => CostClass::MemGlobal,
    }
}

/// The snake-case name of a class in statistics (`int_alu`, `mem_global`).
pub fn class_name(c: CostClass) -> String {
    let mut out = String::new();
    for (i, ch) in format!("{c:?}").chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model() {
        let mut t = CostTable::default();
        assert_eq!(t.issue[CostClass::MemGlobal as usize], 4);
        assert_eq!(t.latency[CostClass::MemGlobal as usize], 400);
        t.issue = [1; NCLASS];
        t.latency = [0; NCLASS];
        t.latency[CostClass::IntAlu as usize] = 4;
        t.latency[CostClass::MemGlobal as usize] = 400;
        let mut c = [0u64; NCLASS];
        c[CostClass::IntAlu as usize] = 10;
        c[CostClass::MemGlobal as usize] = 1;
        assert_eq!(t.warp_cycles(&c), (11, 10 * 5 + 401));
        // Latency-bound: one warp.
        assert_eq!(t.multi_warp_cycles(&[(11, 451)]), 451);
        // Issue-bound: many warps of pure issue.
        let w = vec![(100, 100); 32];
        assert_eq!(t.multi_warp_cycles(&w), 800);
        let w = vec![(100, 100); 64];
        assert_eq!(t.multi_warp_cycles(&w), 1600);
    }

    #[test]
    fn names_and_tags() {
        assert_eq!(class_name(CostClass::IntAlu), "int_alu");
        assert_eq!(class_name(CostClass::MemShared), "mem_shared");
        assert_eq!(class_name(CostClass::Free), "free");
        assert_eq!(class_of_tag(TAG_SHARED), CostClass::MemShared);
        assert_eq!(class_of_tag(crate::memory::TAG_GLOBAL), CostClass::MemGlobal);
    }
}
