//! Melding (`meld`): PCFM ([`crate::pcfm`]) extended with DARM's region replication
//! (Saumya et al., CGO 2022; `spec/pcfm.md`, "Beyond PCFM"). For every divergent two-way
//! branch, isomorphic sides are merged whole as PCFM does; otherwise the two sides are cut into
//! chains of single-entry single-exit pieces and aligned ([`crate::merge::chain`]), where a pair
//! may now also be a single block on one side against a region of several blocks on the other:
//! the block is replaced by a replica of the region's shape ([`crate::merge::replicate`]: the
//! block's instructions in one replica block every path passes, the other replica blocks empty,
//! the replica's branches on the region's conditions where those dominate the block, else on
//! `true`), and the now isomorphic pair is merged block by block. The whole chain merge is kept
//! only when its profit is above the threshold ([`crate::Context::pcfm_threshold_milli`]);
//! remarks say what was melded (and how many blocks were replicated) or why not, including why
//! a candidate pair was not replicated (a loop in the region, a convergent operation, ...).
//!
//! Invariants: those of [`crate::merge`] (every lane executes exactly its original
//! instructions; no speculated store, atomic or faulting load; convergent operations are never
//! moved into guarded code); on inputs where no pair needs replication the output is PCFM's.

use warpflow_analysis::session::ModuleSession;
use warpflow_ir::Module;

use crate::{Changed, Context, TransformError};

/// Runs melding on every function of `m`.
pub fn run(m: &mut Module, ctx: &Context) -> Result<Changed, TransformError> {
    crate::run_on_session(m, ctx, run_session)
}

/// Runs melding on every function of the session's module, keeping the session up to date.
pub fn run_session(s: &mut ModuleSession, ctx: &Context) -> Result<Changed, TransformError> {
    crate::merge::run_merging(s, ctx, crate::merge::Strategy::Meld)
}
