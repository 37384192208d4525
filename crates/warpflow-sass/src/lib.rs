//! SASS analysis: a parser for `nvdisasm` output, the SASS control-flow graph, and the
//! classification of each reconvergence point as immediate, deferred or early.
#![deny(missing_docs)]
