//! The SIMT emulator: runs kernels warp by warp under a chosen reconvergence policy and counts
//! what a GPU would issue (see `shared/spec/simt.md`).
#![deny(missing_docs)]
