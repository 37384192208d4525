//! Transformations over the IR: tail merging, branch fusion, PCFM and the barrier join. Each pass
//! is a plain function over a function plus a context of analyses, and returns whether it changed
//! anything; the verifier runs after each pass in tests.
#![deny(missing_docs)]
