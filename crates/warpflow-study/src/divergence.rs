//! The divergence study's sweeps, independent of where the kernels run.
//!
//! A [`Backend`] measures one generated kernel ([`crate::gen::Bench`]) for one [`Launch`] under one
//! of its policies (the emulator's reconvergence policies; `hardware` on a GPU). [`run_study`]
//! drives the four experiments of the study over a backend and fits the results:
//!
//! 1. the k-way sweep: `T(k)` for every `k` of [`Config::ks`] under every policy, one warp, with
//!    the fit `T(k) = a + c*k`, its `R^2`, the quadratic test and `T(32) / T(1)`;
//! 2. the occupancy sweep: `T(k)` for the smallest and largest `k` at every number of resident
//!    warps of [`Config::occupancy_warps`], and their ratio;
//! 3. the two-way variants: branch and predicated (`select`), each with a divergent condition
//!    (`mask = 1`, lanes alternate) and a uniform one (`mask = 0`);
//! 4. divergent loop exits: lane `i` loops `iters * (1 + i mod k)` times.
//!
//! Active threads per issued instruction is thread instructions over warp instructions, where the
//! back end can count them (the emulator); the ideal for the k-way sweep is `32 / k`.
//!
//! Invariant: [`Study`] is plain data; every number in the reports comes from it.

use serde::{Deserialize, Serialize};

use crate::fit::{linear_fit, quadratic_fit, FitError};
use crate::gen::{Bench, Dispatch};

/// One launch of a study kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Launch {
    /// resident warps per SM (the emulator runs one block of `32 * warps` threads on one SM)
    pub warps: u32,
    /// trip count of each path's loop
    pub iters: u32,
    /// trip count of the outer loop
    pub reps: u32,
    /// condition mask of the two-way kernels
    pub mask: u32,
}

/// What a back end measured for one launch.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Measurement {
    /// cycles (emulator: the cost model; GPU: median `clock64` cycles of a launch)
    pub cycles: f64,
    /// median kernel time in milliseconds from CUDA events (GPU only)
    pub time_ms: Option<f64>,
    /// warp instructions issued (emulator only)
    pub warp_instructions: Option<u64>,
    /// thread instructions (emulator only)
    pub thread_instructions: Option<u64>,
    /// divergent branch executions (emulator only)
    pub divergent_branches: Option<u64>,
    /// `(active lanes, warp instructions)` for every lane count that occurred (emulator only)
    pub lanes_histogram: Option<Vec<(u32, u64)>>,
    /// launches measured (the median is over these)
    pub launches: u32,
}

impl Measurement {
    /// Thread instructions per warp instruction, where counted.
    pub fn active_per_instruction(&self) -> Option<f64> {
        match (self.thread_instructions, self.warp_instructions) {
            (Some(t), Some(w)) if w > 0 => Some(t as f64 / w as f64),
            _ => None,
        }
    }
}

/// Errors of the study.
#[derive(Debug, thiserror::Error)]
pub enum StudyError {
    /// The generator refused the kernel.
    #[error(transparent)]
    Gen(#[from] crate::gen::GenError),
    /// The generated module did not parse (a generator bug).
    #[error("{kernel}: the generated module does not parse: {msg}")]
    Parse {
        /// kernel name
        kernel: String,
        /// parser message
        msg: String,
    },
    /// The emulator stopped with an error.
    #[error("{kernel} ({policy}): emulator: {msg}")]
    Sim {
        /// kernel name
        kernel: String,
        /// policy
        policy: String,
        /// the emulator's message
        msg: String,
    },
    /// A thread's result differs from the CPU reference.
    #[error("{kernel} ({policy}): thread {thread} wrote {got:#x}, the reference is {want:#x}")]
    WrongResult {
        /// kernel name
        kernel: String,
        /// policy
        policy: String,
        /// global thread index
        thread: u64,
        /// value written
        got: u32,
        /// reference value
        want: u32,
    },
    /// A fit failed.
    #[error("fit of {policy}: {err}")]
    Fit {
        /// policy
        policy: String,
        /// the error
        err: FitError,
    },
    /// The configuration is unusable.
    #[error("configuration: {0}")]
    Config(String),
    /// No GPU or no CUDA driver.
    #[error("no GPU: {0}")]
    NoGpu(String),
    /// An external tool failed (llc-19).
    #[error("{0}")]
    Tool(String),
    /// The CUDA driver reported an error.
    #[error("CUDA: {0}")]
    Cuda(String),
}

/// What a back end is.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BackendInfo {
    /// `emu` or `cuda`
    pub backend: String,
    /// the device: the emulator's cost model, or the GPU's name
    pub device: String,
    /// compute capability `sm_XY` (GPU)
    pub arch: Option<String>,
    /// driver version (GPU)
    pub driver: Option<String>,
    /// streaming multiprocessors (GPU)
    pub sms: Option<u32>,
    /// how cycles and times were measured
    pub method: String,
}

/// A back end that runs study kernels.
pub trait Backend {
    /// What it is.
    fn info(&self) -> BackendInfo;
    /// The policies it can run (`ipdom`, `its`, `deferred`, `none` on the emulator; `hardware`).
    fn policies(&self) -> Vec<String>;
    /// Measures one launch of `bench` under `policy`.
    fn measure(&mut self, bench: Bench, launch: &Launch, policy: &str) -> Result<Measurement, StudyError>;
}

/// The default trip count of each path's loop.
///
/// Under reconvergence at the immediate post-dominator `T(k) = a + c*k`, where `a` (the dispatch,
/// the join and the outer loop, paid once per outer iteration) does not grow with the path length
/// and `c` (one path) grows with `iters`; so `T(32)/T(1) = (a + 32c)/(a + c)` approaches 32 as the
/// paths grow. The study's paths are long loops and it measured 31.7 to 31.9. With the emulator's
/// simple cost model `a` is 627 cycles and `c` 172 cycles per iteration (4 outer iterations):
/// 64 iterations give 30.34 (`a` is 5.7% of `c`), 512 give 31.78 (0.7%), inside the published
/// range. A test (`tests/emu_sweep.rs`) checks that the default lands there.
pub const DEFAULT_ITERS: u32 = 512;

/// The study's parameters.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// path counts of the k-way sweep
    pub ks: Vec<u32>,
    /// trip count of each path's loop
    pub iters: u32,
    /// trip count of the outer loop
    pub reps: u32,
    /// resident warps of the occupancy sweep
    pub occupancy_warps: Vec<u32>,
    /// `k` values of the loop-exit sweep
    pub loop_exit_ks: Vec<u32>,
    /// policies to run (empty: every policy of the back end)
    pub policies: Vec<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            ks: (1..=32).collect(),
            iters: DEFAULT_ITERS,
            reps: 4,
            occupancy_warps: vec![1, 2, 4, 8, 12, 16, 20, 24, 32, 40, 48, 56, 64],
            loop_exit_ks: crate::gen::LOOP_EXIT_KS.to_vec(),
            policies: Vec::new(),
        }
    }
}

/// One point of the k-way sweep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KPoint {
    /// paths
    pub k: u32,
    /// cycles
    pub cycles: f64,
    /// `32 / k`
    pub ideal_active: f64,
    /// thread instructions per warp instruction, where counted
    pub active_per_instruction: Option<f64>,
    /// the measurement
    pub measurement: Measurement,
}

/// The fit of one policy's `T(k)`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fit {
    /// intercept of `T(k) = a + c*k`
    pub a: f64,
    /// cycles per path
    pub c: f64,
    /// coefficient of determination of the line
    pub r2: f64,
    /// `d` of `a' + c'*k + d*k^2`
    pub quadratic_d: f64,
    /// two-sided p-value of `d` (small: a significant quadratic term)
    pub quadratic_p: f64,
    /// whether the exact-data rule decided `quadratic_p` (see [`crate::fit`])
    pub quadratic_exact: bool,
    /// `T(32) / T(1)` when both were measured
    pub ratio_k32_k1: Option<f64>,
}

/// The k-way sweep of one policy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PolicySeries {
    /// policy name
    pub policy: String,
    /// points in increasing `k`
    pub points: Vec<KPoint>,
    /// the fit
    pub fit: Fit,
}

/// One point of the occupancy sweep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OccupancyPoint {
    /// policy
    pub policy: String,
    /// resident warps
    pub warps: u32,
    /// cycles at the smallest `k`
    pub cycles_k_min: f64,
    /// cycles at the largest `k`
    pub cycles_k_max: f64,
    /// the smallest `k`
    pub k_min: u32,
    /// the largest `k`
    pub k_max: u32,
    /// `cycles_k_max / cycles_k_min`
    pub ratio: f64,
    /// the measurement at the smallest `k`
    pub measurement_k_min: Measurement,
    /// the measurement at the largest `k`
    pub measurement_k_max: Measurement,
}

/// One two-way variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TwoWayPoint {
    /// policy
    pub policy: String,
    /// `branch` or `predicated`
    pub variant: String,
    /// whether the condition differs between lanes (`mask = 1`)
    pub divergent: bool,
    /// cycles
    pub cycles: f64,
    /// thread instructions per warp instruction, where counted
    pub active_per_instruction: Option<f64>,
    /// the measurement
    pub measurement: Measurement,
}

/// One point of the loop-exit sweep.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopExitPoint {
    /// policy
    pub policy: String,
    /// lanes loop `iters * (1 + lane mod k)` times
    pub k: u32,
    /// cycles
    pub cycles: f64,
    /// thread instructions per warp instruction, where counted
    pub active_per_instruction: Option<f64>,
    /// the ideal of the loop body: mean trips over max trips times 32, `16 (k + 1) / k`
    pub ideal_active: f64,
    /// the measurement
    pub measurement: Measurement,
}

/// The whole study.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Study {
    /// the back end
    pub backend: BackendInfo,
    /// parameters
    pub config: Config,
    /// the k-way sweep per policy
    pub policies: Vec<PolicySeries>,
    /// the occupancy sweep
    pub occupancy: Vec<OccupancyPoint>,
    /// the two-way variants
    pub two_way: Vec<TwoWayPoint>,
    /// the loop-exit sweep
    pub loop_exit: Vec<LoopExitPoint>,
}

/// Fits `T(k)` of a series.
pub fn fit_series(policy: &str, points: &[KPoint]) -> Result<Fit, StudyError> {
    let x: Vec<f64> = points.iter().map(|p| f64::from(p.k)).collect();
    let y: Vec<f64> = points.iter().map(|p| p.cycles).collect();
    let err = |err| StudyError::Fit { policy: policy.to_string(), err };
    let lin = linear_fit(&x, &y).map_err(err)?;
    // The quadratic test needs four points; with fewer it reports p = 1 (nothing to test).
    let (quadratic_d, quadratic_p, quadratic_exact) = if points.len() >= 4 {
        let q = quadratic_fit(&x, &y).map_err(err)?;
        (q.d, q.p, q.exact)
    } else {
        (0.0, 1.0, false)
    };
    let at = |k: u32| points.iter().find(|p| p.k == k).map(|p| p.cycles);
    let ratio_k32_k1 = match (at(32), at(1)) {
        (Some(t32), Some(t1)) if t1 > 0.0 => Some(t32 / t1),
        _ => None,
    };
    Ok(Fit { a: lin.a, c: lin.c, r2: lin.r2, quadratic_d, quadratic_p, quadratic_exact, ratio_k32_k1 })
}

/// Runs the whole study on a back end; `progress(done, total)` after each measurement.
pub fn run_study(
    backend: &mut dyn Backend,
    config: &Config,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Study, StudyError> {
    if config.ks.len() < 2 || config.ks.iter().any(|&k| !(1..=crate::gen::MAX_K).contains(&k)) {
        return Err(StudyError::Config(format!("ks {:?}: need two or more values in 1..=32", config.ks)));
    }
    if config.iters == 0 || config.reps == 0 || config.occupancy_warps.contains(&0) {
        return Err(StudyError::Config("iters, reps and warps must be at least 1".into()));
    }
    let available = backend.policies();
    let policies: Vec<String> = if config.policies.is_empty() {
        available.clone()
    } else {
        for p in &config.policies {
            if !available.contains(p) {
                return Err(StudyError::Config(format!("policy `{p}` (the back end has {available:?})")));
            }
        }
        config.policies.clone()
    };
    let mut ks = config.ks.clone();
    ks.sort_unstable();
    ks.dedup();
    let (k_min, k_max) = (ks[0], ks[ks.len() - 1]);
    let total =
        policies.len() * (ks.len() + 2 * config.occupancy_warps.len() + 4 + config.loop_exit_ks.len());
    let mut done = 0;
    let mut step = |progress: &mut dyn FnMut(usize, usize)| {
        done += 1;
        progress(done, total);
    };
    let base = Launch { warps: 1, iters: config.iters, reps: config.reps, mask: 0 };
    let kway = |k| Bench::KWay { k, dispatch: Dispatch::Switch };

    let mut series = Vec::new();
    for policy in &policies {
        let mut points = Vec::new();
        for &k in &ks {
            let m = backend.measure(kway(k), &base, policy)?;
            step(progress);
            points.push(KPoint {
                k,
                cycles: m.cycles,
                ideal_active: 32.0 / f64::from(k),
                active_per_instruction: m.active_per_instruction(),
                measurement: m,
            });
        }
        let fit = fit_series(policy, &points)?;
        series.push(PolicySeries { policy: policy.clone(), points, fit });
    }

    let mut occupancy = Vec::new();
    for policy in &policies {
        for &warps in &config.occupancy_warps {
            let launch = Launch { warps, ..base };
            let lo = backend.measure(kway(k_min), &launch, policy)?;
            step(progress);
            let hi = backend.measure(kway(k_max), &launch, policy)?;
            step(progress);
            occupancy.push(OccupancyPoint {
                policy: policy.clone(),
                warps,
                cycles_k_min: lo.cycles,
                cycles_k_max: hi.cycles,
                k_min,
                k_max,
                ratio: if lo.cycles > 0.0 { hi.cycles / lo.cycles } else { f64::NAN },
                measurement_k_min: lo,
                measurement_k_max: hi,
            });
        }
    }

    let mut two_way = Vec::new();
    for policy in &policies {
        for (variant, bench) in [("branch", Bench::TwoWayBranch), ("predicated", Bench::TwoWayPredicated)] {
            for divergent in [false, true] {
                let launch = Launch { mask: u32::from(divergent), ..base };
                let m = backend.measure(bench, &launch, policy)?;
                step(progress);
                two_way.push(TwoWayPoint {
                    policy: policy.clone(),
                    variant: variant.into(),
                    divergent,
                    cycles: m.cycles,
                    active_per_instruction: m.active_per_instruction(),
                    measurement: m,
                });
            }
        }
    }

    let mut loop_exit = Vec::new();
    for policy in &policies {
        for &k in &config.loop_exit_ks {
            let m = backend.measure(Bench::LoopExit { k }, &base, policy)?;
            step(progress);
            loop_exit.push(LoopExitPoint {
                policy: policy.clone(),
                k,
                cycles: m.cycles,
                active_per_instruction: m.active_per_instruction(),
                ideal_active: 16.0 * f64::from(k + 1) / f64::from(k),
                measurement: m,
            });
        }
    }

    Ok(Study {
        backend: backend.info(),
        config: config.clone(),
        policies: series,
        occupancy,
        two_way,
        loop_exit,
    })
}
