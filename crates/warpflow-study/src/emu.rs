//! The emulator back end: runs the generated kernels in `warpflow-simt` under each reconvergence
//! policy and reads its statistics.
//!
//! A launch of `warps` resident warps is one block of `32 * warps` threads on one SM; the cost
//! model's resident warps are set to at least `warps` (default [`RESIDENT_WARPS`], 64 as on recent
//! NVIDIA SMs) so that the whole block is one wave of the multi-warp issue model
//! (`warpflow_simt::cost`): cycles are then `max(issue cycles / schedulers, longest warp alone)`,
//! and with one warp, the warp's own issue-plus-latency cycles.
//!
//! Every run's output buffer is checked against [`crate::gen::reference`]: a wrong result is an
//! error, not a data point.

use std::collections::HashMap;

use warpflow_ir::Module;
use warpflow_simt::cost::CostTable;
use warpflow_simt::{ArgSpec, ElemType, LaunchSpec, Policy, RunConfig, Timing};
use warpflow_target::CostClass;

use crate::divergence::{Backend, BackendInfo, Launch, Measurement, StudyError};
use crate::gen::{generate, reference, Bench, Options};

/// Resident warps per SM of the model (recent NVIDIA GPUs: 64 on sm_70/80/90).
pub const RESIDENT_WARPS: u32 = 64;

/// The emulator back end.
#[derive(Debug)]
pub struct Emulator {
    cost: CostTable,
    timing: Timing,
    modules: HashMap<String, Module>,
}

impl Default for Emulator {
    fn default() -> Self {
        Emulator::new(CostTable { resident_warps: RESIDENT_WARPS, ..CostTable::default() })
    }
}

impl Emulator {
    /// An emulator back end with this cost table (its `resident_warps` is raised to a launch's
    /// warps when smaller).
    pub fn new(cost: CostTable) -> Emulator {
        Emulator { cost, timing: Timing::Simple, modules: HashMap::new() }
    }

    /// The same back end with another timing model (the pipelined model's occupancy is the
    /// launch's warps: one block of `32 * warps` threads on one SM).
    pub fn with_timing(mut self, timing: Timing) -> Emulator {
        self.timing = timing;
        self
    }

    /// The cost table.
    pub fn cost(&self) -> &CostTable {
        &self.cost
    }
}

/// The launch spec of a study kernel: `out` (i32, one per thread), `iters`, `reps`, `mask`.
pub fn launch_spec(kernel: &str, launch: &Launch) -> LaunchSpec {
    let threads = 32 * launch.warps;
    let scalar = |v: u32| ArgSpec::scalar(ElemType::I32, f64::from(v));
    LaunchSpec {
        kernel: kernel.to_string(),
        grid: [1, 1, 1],
        block: [threads, 1, 1],
        shared_bytes: 0,
        args: vec![
            ArgSpec::buffer(ElemType::I32, u64::from(threads), "zeros", true),
            scalar(launch.iters),
            scalar(launch.reps),
            scalar(launch.mask),
        ],
    }
}

impl Backend for Emulator {
    fn info(&self) -> BackendInfo {
        if let Timing::Pipelined(pc) = self.timing {
            let p = pc.arch.params();
            return BackendInfo {
                backend: "emu".into(),
                device: format!(
                    "warpflow-simt, warp size 32, pipelined timing model of {} ({}): {} schedulers, ALU latency {}, DRAM latency {}",
                    p.name, p.parts, p.schedulers, p.latency.alu, p.latency.global
                ),
                arch: None,
                driver: None,
                sms: Some(1),
                method: "cycles of the emulator's pipelined timing model (one block on one SM); instructions counted"
                    .into(),
            };
        }
        BackendInfo {
            backend: "emu".into(),
            device: format!(
                "warpflow-simt, warp size 32, {} resident warps, {} schedulers; issue/latency cycles: {}",
                self.cost.resident_warps,
                self.cost.schedulers,
                CostClass::ALL
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| self.cost.issue[*i] > 0)
                    .map(|(i, c)| format!("{c:?} {}/{}", self.cost.issue[i], self.cost.latency[i]))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            arch: None,
            driver: None,
            sms: Some(1),
            method: "cycles of the emulator's cost model (multi-warp issue model); instructions counted"
                .into(),
        }
    }

    fn policies(&self) -> Vec<String> {
        Policy::ALL.iter().map(|p| p.name().to_string()).collect()
    }

    fn measure(&mut self, bench: Bench, launch: &Launch, policy: &str) -> Result<Measurement, StudyError> {
        let name = bench.name();
        let pol = Policy::from_name(policy)
            .ok_or_else(|| StudyError::Config(format!("unknown emulator policy `{policy}`")))?;
        if !self.modules.contains_key(&name) {
            let kernel = generate(bench, Options::default())?;
            let module = warpflow_ir::parse(&kernel.text)
                .map_err(|e| StudyError::Parse { kernel: name.clone(), msg: e.to_string() })?;
            self.modules.insert(name.clone(), module);
        }
        let module = &self.modules[&name];
        let spec = launch_spec(&name, launch);
        let mut cost = self.cost.clone();
        cost.resident_warps = cost.resident_warps.max(launch.warps);
        let cfg =
            RunConfig { policy: pol, cost, timing: self.timing, parallel: false, ..RunConfig::default() };
        let sim = |msg: String| StudyError::Sim { kernel: name.clone(), policy: policy.into(), msg };
        let result = warpflow_simt::run(module, &spec, &cfg).map_err(|e| sim(e.to_string()))?;
        let out = result
            .buffers
            .iter()
            .find(|b| b.0 == 0)
            .map(|b| &b.1[..])
            .ok_or_else(|| sim("no output buffer".into()))?;
        for (tid, chunk) in out.chunks_exact(4).enumerate() {
            let got = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
            let want = reference(bench, tid as u32, launch.iters, launch.reps, launch.mask);
            if got != want {
                return Err(StudyError::WrongResult {
                    kernel: name.clone(),
                    policy: policy.into(),
                    thread: tid as u64,
                    got,
                    want,
                });
            }
        }
        let s = result.stats;
        Ok(Measurement {
            cycles: s.cycles as f64,
            time_ms: None,
            warp_instructions: Some(s.warp_instructions),
            thread_instructions: Some(s.thread_instructions),
            divergent_branches: Some(s.divergent_branches),
            lanes_histogram: Some(
                s.lanes_histogram
                    .iter()
                    .enumerate()
                    .filter(|(_, n)| **n > 0)
                    .map(|(i, n)| (i as u32 + 1, *n))
                    .collect(),
            ),
            launches: 1,
        })
    }
}
