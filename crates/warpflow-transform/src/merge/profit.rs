//! Profitability of merging two instruction sequences (spec step 4): for each cost class,
//! `min(cost on the left, cost on the right)`, summed, over the total cost of both sides.
//! Instruction order is ignored, so this is the best case: 0 when the sides share no class, 0.5
//! when they cost the same in every class.
//!
//! What an instruction costs is the [`ProfitModel`]'s:
//! - [`ProfitModel::Latency`]: its class's latency in the cost table (the original rule: a
//!   global load weighs 100 adds, whatever hides it);
//! - [`ProfitModel::Timing`]: the pipelined timing model's per-instruction cost on an
//!   architecture (`warpflow_target::ArchParams::instruction_cost`): the issue cycles of its
//!   machine expansion (64-bit integer operations are two instructions) plus its latency divided
//!   by the warps that hide it. A merge removes issued instructions from the divergent paths;
//!   with many resident warps their latency was hidden anyway (the timing model's finding on the
//!   issue's case), so issue cycles dominate and a shared load no longer outweighs the rest.
//!
//! The profit only decides whether to merge; every merge keeps the kernel's results (the merge
//! invariants in [`super`]), so a wrong estimate costs time, never correctness.

use warpflow_target::cost::{CostClass, CostTable};
use warpflow_target::Arch;

/// Cost summed per cost class (indexed by `CostClass as usize`).
pub type ClassLatency = [f64; CostClass::ALL.len()];

/// How an instruction's cost is estimated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ProfitModel {
    /// the cost table's latency per class
    #[default]
    Latency,
    /// the pipelined timing model's cost on `arch`, latency divided by `hiding_warps`
    Timing {
        /// the architecture
        arch: Arch,
        /// warps that overlap an instruction's latency (per scheduler)
        hiding_warps: u32,
    },
}

/// Warps per scheduler assumed to hide latency in [`ProfitModel::Timing`] by default: half of
/// the 16 a Volta-to-Blackwell scheduler holds at full occupancy.
pub const DEFAULT_HIDING_WARPS: u32 = 8;

impl ProfitModel {
    /// The cost of one instruction of `class` (`wide`: integer arithmetic on more than 32 bits).
    pub fn cost(&self, class: CostClass, wide: bool, table: &CostTable) -> f64 {
        match *self {
            ProfitModel::Latency => f64::from(table.latency(class)),
            ProfitModel::Timing { arch, hiding_warps } => {
                arch.params().instruction_cost(class, wide, hiding_warps)
            }
        }
    }
}

/// The per-class latency of a list of instruction classes (the [`ProfitModel::Latency`] cost).
pub fn class_latency(classes: impl IntoIterator<Item = CostClass>, table: &CostTable) -> ClassLatency {
    class_cost(classes.into_iter().map(|c| (c, false)), table, &ProfitModel::Latency)
}

/// The per-class cost of instructions given as `(class, wide)` under `model`.
pub fn class_cost(
    items: impl IntoIterator<Item = (CostClass, bool)>,
    table: &CostTable,
    model: &ProfitModel,
) -> ClassLatency {
    let mut out = [0f64; CostClass::ALL.len()];
    for (c, wide) in items {
        out[c as usize] += model.cost(c, wide, table);
    }
    out
}

/// The profit of merging sides with costs `left` and `right` (0 when both are empty).
pub fn profit(left: &ClassLatency, right: &ClassLatency) -> f64 {
    let total: f64 = left.iter().chain(right.iter()).sum();
    if total <= 0.0 {
        return 0.0;
    }
    let saved: f64 = left.iter().zip(right.iter()).map(|(l, r)| l.min(*r)).sum();
    saved / total
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

    #[test]
    fn timing_model_weighs_issue_not_hidden_latency() {
        let t = CostTable::default();
        let model = ProfitModel::Timing { arch: Arch::Volta, hiding_warps: 8 };
        // A side of one global load and 8 adds against a side of the same load and 8 float
        // adds: by latency the shared load dominates (profit 400/(2*432) = 0.463); in the timing
        // model a load issues 4 cycles + 400/8 hidden latency = 54 against 8 adds of 2 + 0.5
        // each, so the profit is 54 / (2 * 74) = 0.365.
        let l = [vec![(CostClass::MemGlobal, false)], vec![(CostClass::IntAlu, false); 8]].concat();
        let r = [vec![(CostClass::MemGlobal, false)], vec![(CostClass::FloatAlu, false); 8]].concat();
        let by_latency = profit(
            &class_cost(l.clone(), &t, &ProfitModel::Latency),
            &class_cost(r.clone(), &t, &ProfitModel::Latency),
        );
        let by_timing = profit(&class_cost(l, &t, &model), &class_cost(r, &t, &model));
        assert!((by_latency - 400.0 / 864.0).abs() < 1e-12, "{by_latency}");
        assert!((by_timing - 54.0 / 148.0).abs() < 1e-12, "{by_timing}");
        // 64-bit integer arithmetic is two instructions
        assert_eq!(model.cost(CostClass::IntAlu, true, &t), 2.0 * 2.0 + 4.0 / 8.0);
    }
}
