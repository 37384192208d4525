//! The divergence study: k-way microbenchmark generation, sweeps on the emulator (and on NVIDIA
//! GPUs behind the `cuda` feature), least-squares fits and plots, and the SASS pipeline driver.
#![deny(missing_docs)]
// Unsafe code is denied everywhere except the two modules that call C libraries loaded at run
// time, each of which allows it and states why it is sound: `nvrtc` and `cuda` (feature `cuda`).
#![deny(unsafe_code)]
#[cfg(feature = "cuda")]
pub mod cuda;
pub mod divergence;
pub mod emu;
pub mod fit;
pub mod gen;
pub mod nvrtc;
pub mod plot;
pub mod report;
pub mod sass;
