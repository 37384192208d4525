//! Branch fusion (Coutinho et al., PACT 2011; the baseline of `spec/pcfm.md`): for a divergent
//! two-way branch whose then and else sides are single blocks with the same kind of terminator
//! and the same successors (an if/else diamond), align the two blocks and merge them under the
//! branch condition. It is PCFM restricted to block pairs ([`crate::merge`]), with the same
//! profitability threshold. Uniform branches are left alone.

use warpflow_analysis::session::ModuleSession;
use warpflow_ir::Module;

use crate::{Changed, Context, TransformError};

/// Runs branch fusion on every function of `m`.
pub fn run(m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    crate::run_on_session(m, ctx, run_session)
}

/// Runs branch fusion on every function of the session's module, keeping the session up to date.
pub fn run_session(s: &mut ModuleSession, ctx: &Context) -> Result<Changed, TransformError> {
    crate::merge::run_merging(s, ctx, crate::merge::Strategy::BranchFusion)
}
