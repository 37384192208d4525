//! Profitability of merging two instruction sequences (spec step 4): for each cost class,
//! `min(latency on the left, latency on the right)`, summed, over the total latency of both
//! sides. Instruction order is ignored, so this is the best case: 0 when the sides share no
//! class, 0.5 when they have the same latency in every class.

use warpflow_target::cost::{CostClass, CostTable};

/// Latency summed per cost class (indexed by `CostClass as usize`).
pub type ClassLatency = [u64; CostClass::ALL.len()];

/// The per-class latency of a list of instruction classes.
pub fn class_latency(classes: impl IntoIterator<Item = CostClass>, table: &CostTable) -> ClassLatency {
    let mut out = [0u64; CostClass::ALL.len()];
    for c in classes {
        out[c as usize] += u64::from(table.latency(c));
    }
    out
}

/// The profit of merging sides with latencies `left` and `right` (0 when both are empty).
pub fn profit(left: &ClassLatency, right: &ClassLatency) -> f64 {
    let total: u64 = left.iter().chain(right.iter()).sum();
    if total == 0 {
        return 0.0;
    }
    let saved: u64 = left.iter().zip(right.iter()).map(|(l, r)| (*l).min(*r)).sum();
    saved as f64 / total as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identical_and_disjoint() {
        let t = CostTable::default();
        let a = class_latency([CostClass::IntAlu, CostClass::MemGlobal], &t);
        assert_eq!(profit(&a, &a), 0.5);
        let b = class_latency([CostClass::FloatAlu], &t);
        assert_eq!(profit(&a, &b), 0.0);
        // 404 vs 404 + 4: min sum 404, total 812
        let c = class_latency([CostClass::IntAlu, CostClass::IntAlu, CostClass::MemGlobal], &t);
        assert!((profit(&a, &c) - 404.0 / 812.0).abs() < 1e-12);
        assert_eq!(profit(&class_latency([], &t), &class_latency([], &t)), 0.0);
    }
}
