//! The warpflow SSA IR: module, globals, functions, blocks, instructions, values, types and
//! constants, with a lossless LLVM IR text reader and writer, a mutation API and a verifier.
//!
//! Invariants: entities are typed `u32` indices into arenas owned by their function or module;
//! definitions are separate from layout (block and instruction order). The reader never panics:
//! every error carries a line, a column, the offending text and a message. This crate does no IO.
#![deny(missing_docs)]
