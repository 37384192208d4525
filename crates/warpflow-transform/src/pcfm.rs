//! Partial control-flow merging (PCFM, `spec/pcfm.md`): for every divergent two-way branch, the
//! then and else paths up to its immediate post-dominator are paired block by block when they
//! are isomorphic single-entry regions ([`crate::merge::regions`]); each block pair is aligned
//! (Smith-Waterman, latency scores) and merged under the branch condition
//! ([`crate::merge::blocks`]) when the best-case profit is above the threshold
//! ([`crate::Context::pcfm_threshold_milli`], default 0.2). The analyses run again after each
//! merge, until nothing changes. Remarks say what was merged and the profit, or why not.
//!
//! Not done: pairing a part of the paths when the whole paths are not isomorphic (PCFM's
//! sequence of regions), sides with phis, and the cleanup of step 7.

use warpflow_ir::Module;

use crate::{Changed, Context, TransformError};

/// Runs PCFM on every function of `m`.
pub fn run(m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    crate::merge::run_merging(m, ctx, "pcfm", false)
}
