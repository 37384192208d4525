//! Graphs and dominators, below the IR: the small graph interface every control-flow algorithm
//! of warpflow is written against ([`graph`]) and dominator and post-dominator trees computed by
//! Lengauer-Tarjan with O(1) dominance queries ([`dominators`]).
//!
//! It is its own crate so that the IR's verifier (`warpflow-ir`, which checks that definitions
//! dominate their uses) and the analyses (`warpflow-analysis`, which re-exports both modules
//! under the same names) share one dominator algorithm. The verifier used to carry its own
//! Cooper-Harvey-Kennedy tree, whose passes grow with the loop-nesting depth: verifying 8,000
//! nested loops took half of `warpflow print`'s time.
#![deny(missing_docs)]

pub mod dominators;
pub mod graph;
