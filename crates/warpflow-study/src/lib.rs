//! The divergence study: k-way microbenchmark generation, sweeps on the emulator (and on NVIDIA
//! GPUs behind the `cuda` feature), least-squares fits and plots, and the SASS pipeline driver.
#![deny(missing_docs)]
#![cfg_attr(not(feature = "cuda"), forbid(unsafe_code))]
#[cfg(feature = "cuda")]
pub mod cuda;
pub mod divergence;
pub mod emu;
pub mod fit;
pub mod gen;
pub mod plot;
pub mod report;
pub mod sass;
