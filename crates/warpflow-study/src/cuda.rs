//! The CUDA back end (feature `cuda`): runs the generated kernels on an NVIDIA GPU through the
//! driver API, using `cudarc` with dynamic loading so that nothing links against CUDA at build
//! time: `libcuda` is opened at run time, and only when this back end is used.
//!
//! Per kernel: `llc-19` compiles the module generated with the `clock64` option to PTX
//! (`-mcpu=sm_70 -mattr=+ptx70` on Volta and later, which the driver JIT-compiles for the actual
//! GPU; `sm_60`/`ptx60` on Pascal); `cuModuleLoadData` loads it. Per point: one warm-up launch,
//! then [`Cuda::launches`] timed launches (default 201), each between two CUDA events on the
//! stream; after each launch the per-thread `clock64` deltas are read back and the largest is the
//! launch's cycles. The point is the median over launches of both. The outputs of the first
//! timed launch are checked against [`crate::gen::reference`].
//!
//! Launch shape: `warps` resident warps per SM become `ceil(warps / 32)` blocks per SM of at most
//! 32 warps each, on every SM (`grid = SMs * blocks per SM`), so each SM holds that many warps if
//! the kernel's resources allow (these kernels use few registers and no shared memory).
//!
//! Without a driver or a device, [`Cuda::new`] returns [`StudyError::NoGpu`] and nothing else is
//! tried (`cudarc`'s dynamic loader would panic on a missing `libcuda`, so [`driver_present`] is
//! asked first).
//!
//! Unsafe code: the driver API's launch is `unsafe` in `cudarc` (it cannot check argument types
//! against the kernel); the arguments pushed here match the generated signature
//! `(ptr, i32, i32, i32, ptr)` exactly. Probing for the library and reading the driver version
//! are `unsafe` foreign calls with no preconditions beyond a valid out-pointer.
#![allow(unsafe_code)]

use std::collections::HashMap;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;

use cudarc::driver::sys::{CUdevice_attribute, CUevent_flags};
use cudarc::driver::{CudaContext, CudaFunction, CudaStream, LaunchConfig, PushKernelArg};
use cudarc::nvrtc::Ptx;

use crate::divergence::{Backend, BackendInfo, Launch, Measurement, StudyError};
use crate::gen::{generate, reference, Bench, Options};

/// Whether the CUDA driver library (`libcuda`) can be opened on this machine.
pub fn driver_present() -> bool {
    // SAFETY: tries to open the library by its known names and closes it again; no symbol is
    // called.
    unsafe { cudarc::driver::sys::is_culib_present() }
}

/// The CUDA back end.
#[derive(Debug)]
pub struct Cuda {
    ctx: Arc<CudaContext>,
    stream: Arc<CudaStream>,
    llc: PathBuf,
    /// timed launches per point (the median is reported)
    pub launches: u32,
    info: BackendInfo,
    sms: u32,
    cc: (i32, i32),
    funcs: HashMap<String, CudaFunction>,
}

fn cuda_err(e: cudarc::driver::DriverError) -> StudyError {
    StudyError::Cuda(e.to_string())
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

impl Cuda {
    /// Opens device 0; [`StudyError::NoGpu`] when there is no driver or no device.
    pub fn new(launches: u32) -> Result<Cuda, StudyError> {
        if !driver_present() {
            return Err(StudyError::NoGpu(
                "the NVIDIA driver library libcuda is not installed on this machine; the CUDA back end \
                 needs an NVIDIA GPU (use --backend emu for the emulator)"
                    .into(),
            ));
        }
        let count = CudaContext::device_count()
            .map_err(|e| StudyError::NoGpu(format!("the CUDA driver is installed but reports: {e}")))?;
        if count < 1 {
            return Err(StudyError::NoGpu("the CUDA driver reports no device".into()));
        }
        let llc = warpflow_tools::find(warpflow_tools::Tool::Llc)
            .ok()
            .ok_or_else(|| StudyError::Tool("llc-19 not found (install LLVM 19)".into()))?;
        let ctx = CudaContext::new(0).map_err(cuda_err)?;
        let stream = ctx.default_stream();
        let name = ctx.name().map_err(cuda_err)?;
        let cc = ctx.compute_capability().map_err(cuda_err)?;
        let sms =
            ctx.attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT).map_err(cuda_err)?;
        let mut version: std::ffi::c_int = 0;
        // SAFETY: `cuDriverGetVersion` writes one int through a valid pointer.
        let rc = unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut version) };
        let driver = if rc == cudarc::driver::sys::CUresult::CUDA_SUCCESS {
            Some(format!("CUDA driver API {}.{}", version / 1000, (version % 1000) / 10))
        } else {
            None
        };
        let info = BackendInfo {
            backend: "cuda".into(),
            device: name,
            arch: Some(format!("sm_{}{}", cc.0, cc.1)),
            driver,
            sms: Some(sms.max(1) as u32),
            method: format!(
                "median of {launches} launches: cycles = largest per-thread clock64 delta of a launch; \
                 time = CUDA events around the launch"
            ),
        };
        Ok(Cuda {
            ctx,
            stream,
            llc,
            launches: launches.max(1),
            info,
            sms: sms.max(1) as u32,
            cc,
            funcs: HashMap::new(),
        })
    }

    /// PTX of a kernel for this device (see [`compile_ptx`]).
    pub fn ptx(&self, bench: Bench) -> Result<String, StudyError> {
        compile_ptx(&self.llc, bench, self.cc.0)
    }

    fn function(&mut self, bench: Bench) -> Result<CudaFunction, StudyError> {
        let name = bench.name();
        if let Some(f) = self.funcs.get(&name) {
            return Ok(f.clone());
        }
        let ptx = self.ptx(bench)?;
        let module = self.ctx.load_module(Ptx::from_src(ptx)).map_err(cuda_err)?;
        let f = module.load_function(&name).map_err(cuda_err)?;
        self.funcs.insert(name, f.clone());
        Ok(f)
    }
}

/// PTX of a kernel generated with the `clock64` option, from `llc-19` at `llc`:
/// `-mcpu=sm_70 -mattr=+ptx70` for compute capability 7 and later, `sm_60`/`ptx60` before.
pub fn compile_ptx(llc: &std::path::Path, bench: Bench, cc_major: i32) -> Result<String, StudyError> {
    let kernel = generate(bench, Options { clock: true })?;
    let [cpu, attr] =
        if cc_major >= 7 { ["-mcpu=sm_70", "-mattr=+ptx70"] } else { ["-mcpu=sm_60", "-mattr=+ptx60"] };
    let mut child = Command::new(llc)
        .args(["-mtriple=nvptx64-nvidia-cuda", "-O3", cpu, attr, "-o", "-", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| StudyError::Tool(format!("{}: {e}", llc.display())))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(kernel.text.as_bytes())
            .map_err(|e| StudyError::Tool(format!("llc-19 stdin: {e}")))?;
    }
    let out = child.wait_with_output().map_err(|e| StudyError::Tool(format!("llc-19: {e}")))?;
    if !out.status.success() {
        return Err(StudyError::Tool(format!(
            "llc-19 failed on {}: {}",
            kernel.name,
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    String::from_utf8(out.stdout).map_err(|e| StudyError::Tool(format!("llc-19 output: {e}")))
}

impl Backend for Cuda {
    fn info(&self) -> BackendInfo {
        self.info.clone()
    }

    fn policies(&self) -> Vec<String> {
        vec!["hardware".into()]
    }

    fn measure(&mut self, bench: Bench, launch: &Launch, policy: &str) -> Result<Measurement, StudyError> {
        if policy != "hardware" {
            return Err(StudyError::Config(format!("the CUDA back end has no policy `{policy}`")));
        }
        let f = self.function(bench)?;
        let blocks_per_sm = launch.warps.div_ceil(32).max(1);
        let warps_per_block = launch.warps.div_ceil(blocks_per_sm).max(1);
        let threads_per_block = 32 * warps_per_block;
        let blocks = self.sms * blocks_per_sm;
        let n = (blocks * threads_per_block) as usize;
        let stream = self.stream.clone();
        let mut out = stream.alloc_zeros::<u32>(n).map_err(cuda_err)?;
        let mut clk = stream.alloc_zeros::<i64>(n).map_err(cuda_err)?;
        let (iters, reps, mask) = (launch.iters, launch.reps, launch.mask);
        let cfg = LaunchConfig {
            grid_dim: (blocks, 1, 1),
            block_dim: (threads_per_block, 1, 1),
            shared_mem_bytes: 0,
        };
        let mut times = Vec::new();
        let mut cycles = Vec::new();
        let flags = Some(CUevent_flags::CU_EVENT_DEFAULT);
        for i in 0..=self.launches {
            let start = self.ctx.new_event(flags).map_err(cuda_err)?;
            let end = self.ctx.new_event(flags).map_err(cuda_err)?;
            start.record(&stream).map_err(cuda_err)?;
            let mut args = stream.launch_builder(&f);
            args.arg(&mut out).arg(&iters).arg(&reps).arg(&mask).arg(&mut clk);
            // SAFETY: the kernel's signature is (ptr out, i32 iters, i32 reps, i32 mask, ptr clk)
            // (`gen`, clock option); `out` holds one u32 and `clk` one i64 per launched thread.
            unsafe { args.launch(cfg) }.map_err(cuda_err)?;
            end.record(&stream).map_err(cuda_err)?;
            let ms = start.elapsed_ms(&end).map_err(cuda_err)?;
            let deltas = stream.clone_dtoh(&clk).map_err(cuda_err)?;
            if i == 0 {
                continue; // warm-up (module load, JIT, caches)
            }
            if i == 1 {
                let got = stream.clone_dtoh(&out).map_err(cuda_err)?;
                for (gid, &g) in got.iter().enumerate() {
                    let tid = (gid as u32) % threads_per_block;
                    let want = reference(bench, tid, iters, reps, mask);
                    if g != want {
                        return Err(StudyError::WrongResult {
                            kernel: bench.name(),
                            policy: policy.into(),
                            thread: gid as u64,
                            got: g,
                            want,
                        });
                    }
                }
            }
            times.push(f64::from(ms));
            cycles.push(deltas.iter().copied().max().unwrap_or(0) as f64);
        }
        Ok(Measurement {
            cycles: median(&mut cycles),
            time_ms: Some(median(&mut times)),
            warp_instructions: None,
            thread_instructions: None,
            divergent_branches: None,
            lanes_histogram: None,
            launches: self.launches,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::median;

    #[test]
    fn median_odd_and_even() {
        assert_eq!(median(&mut [3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), 2.5);
        assert!(median(&mut []).is_nan());
    }
}
