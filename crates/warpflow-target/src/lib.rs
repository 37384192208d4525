//! The GPU target model as tables: identity builtins and intrinsics and whether they are divergent
//! or uniform, barriers, warp-level operations, atomics, address spaces, warp size, and the cost
//! classes used by the emulator and the merging passes. One source of truth for target facts.
#![deny(missing_docs)]
