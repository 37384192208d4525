//! Partial control-flow merging (PCFM, `spec/pcfm.md`): for every divergent two-way branch, the
//! then and else paths up to its immediate post-dominator are paired block by block when they
//! are isomorphic single-entry regions ([`crate::merge::regions`]), otherwise cut into chains of
//! single-entry single-exit pieces whose isomorphic pieces are paired by an alignment of the
//! two chains ([`crate::merge::chain`]; unmatched pieces run under a guard); each block pair is aligned
//! (Smith-Waterman, latency scores) and merged under the branch condition
//! ([`crate::merge::blocks`]) when the best-case profit is above the threshold
//! ([`crate::Context::pcfm_threshold_milli`], default 0.2). The analyses run again after each
//! merge, until nothing changes. Remarks say what was merged and the profit, or why not.
//! Before giving up on a branch, PCFM folds a short-circuit condition cluster it heads into one
//! branch ([`crate::merge::fold`]) and, at the divergent exit of a `while` loop followed by
//! another, fuses the two loops into one whose two bodies it then merges
//! ([`crate::merge::fuse`]); each is kept only when the merge it enables is made and judged.
//!
//! Not done: melding non-isomorphic shapes (DARM's block replication), sides that leave the
//! region elsewhere than at the join, and the cleanup of step 7 (the output keeps forwarding
//! blocks and single-entry phis).

use warpflow_analysis::session::ModuleSession;
use warpflow_ir::Module;

use crate::{Changed, Context, TransformError};

/// Runs PCFM on every function of `m`.
pub fn run(m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    crate::run_on_session(m, ctx, run_session)
}

/// Runs PCFM on every function of the session's module, keeping the session up to date.
pub fn run_session(s: &mut ModuleSession, ctx: &Context) -> Result<Changed, TransformError> {
    crate::merge::run_merging(s, ctx, crate::merge::Strategy::Pcfm)
}
