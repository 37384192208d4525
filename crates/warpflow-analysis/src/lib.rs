//! Analyses over control-flow graphs and the IR: dominators and post-dominators, cycles, control
//! dependence, cycle equivalence and single-entry single-exit regions, uniformity and convergence.
//!
//! Graph algorithms are generic over [`graph::Graph`], so the SASS control-flow graph reuses them;
//! [`graph`] and [`dominators`] live in `warpflow-graph` (shared with the IR's verifier) and are
//! re-exported here under their old paths.
//! Every analysis is plain data computed once and queried cheaply; [`session::ModuleSession`]
//! holds all of them for one module (and its one promoted view, [`promote`]), computed lazily
//! and at most once, for every command and pass to share.
#![deny(missing_docs)]

pub mod cfg;
pub use warpflow_graph::{dominators, graph};
pub mod control_dependence;
pub mod convergence;
pub mod cycle_equivalence;
pub mod cycles;
pub mod facts;
pub mod promote;
pub mod reconvergence;
pub mod session;
pub mod uniformity;
