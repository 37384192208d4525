//! The SIMT emulator: runs kernels warp by warp under a chosen reconvergence policy and counts
//! what a GPU would issue (see `shared/spec/simt.md`).
//!
//! Pipeline: [`decode::decode_in`] turns the kernel (and every function it calls) into compact
//! ops, reading the reconvergence points, back edges and block names from an analysis session
//! ([`emulation_session`]; [`decode::decode`] makes one); [`exec::run_program`] runs a launch
//! on them; [`run`] does both from a [`launch::LaunchSpec`] ([`run_in_session`] from a session
//! the caller keeps); [`compare`] is the differential runner. Results are plain data ([`exec::RunResult`],
//! [`stats::Stats`]). The crate does no IO.
//!
//! Map of the crate:
//! - [`launch`]: launch specs (TOML) and buffer initialisation.
//! - [`names`]: what the emulator does for each builtin the target model (`warpflow-target`)
//!   identifies.
//! - [`decode`]: the pre-decoder.
//! - [`memory`]: address encoding, the [`memory::Memory`] trait the step reads and writes
//!   through, and the emulated memory of a block.
//! - [`exec`]: the executor, one module per concern: [`exec::semantics`] (the value of each
//!   operation for one lane, shared with the decoder's constant evaluator), `ops` (the step:
//!   one operation over the active lanes, a register file and a [`memory::Memory`], returning
//!   the control-flow outcome the other parts act on), `warp` (splits, calls, reconvergence
//!   policies, warp-level `.sync`), `block` (scheduling a block's warps, block barriers, hangs)
//!   and `observer` (statistics, profiles and timing traces derived from the typed events the
//!   executor reports). Its errors separate the kernel's faults from the emulator's limits
//!   ([`exec::ErrorKind`]).
//! - [`cost`]: the cycle model over the target model's cost classes and default table, and the
//!   multi-warp issue model (the simple timing model).
//! - [`timing`]: the timing models, and the pipelined one (per-warp traces replayed on one SM
//!   of an architecture of `warpflow_target::arch`).
//! - [`stats`]: the statistics of a run.
//! - [`profile`]: optional per-thread counts of edges, function entries and barriers.
//! - [`synccheck`]: the dynamic warp-sync check (members of `shfl.sync`, `vote.sync`,
//!   `bar.warp.sync` that do not arrive).
#![deny(missing_docs)]

pub mod cost;
pub mod decode;
pub mod exec;
mod lanes;
pub mod launch;
pub mod location;
pub mod memory;
pub mod names;
pub mod profile;
pub mod stats;
pub mod synccheck;
pub mod timing;

pub use exec::{
    run_program, ArgValue, BarrierMode, BarrierReport, EarlyPass, ErrorKind, KernelFault, Location, Policy,
    RunConfig, RunResult, SimError,
};
pub use launch::{ArgKind, ArgSpec, ElemType, Init, LaunchSpec};
pub use profile::Profile;
pub use stats::Stats;
pub use synccheck::WarpSyncFault;
pub use timing::{PipelineConfig, Timing, TimingReport};

use serde::{Deserialize, Serialize};
use warpflow_analysis::session::{ModuleSession, View};
use warpflow_ir::Module;

/// The argument values a launch spec describes.
pub fn launch_args(spec: &LaunchSpec) -> Vec<ArgValue> {
    spec.args
        .iter()
        .map(|a| match a.kind {
            ArgKind::Buffer => ArgValue::Buffer(a.initial_bytes()),
            ArgKind::Scalar => match a.vector_bits() {
                Some(v) => ArgValue::Vector(v),
                None => ArgValue::Scalar(a.scalar_bits()),
            },
            ArgKind::Local => ArgValue::Local(a.local_bytes()),
            ArgKind::Null => ArgValue::Scalar(0),
        })
        .collect()
}

/// Decodes the spec's kernel from `module` and runs the launch.
pub fn run(module: &Module, spec: &LaunchSpec, cfg: &RunConfig) -> Result<RunResult, SimError> {
    run_with_progress(module, spec, cfg, None)
}

/// [`run`] with a per-thread [`Profile`] of the launch ([`profile`]).
pub fn run_profiled(
    module: &Module,
    spec: &LaunchSpec,
    cfg: &RunConfig,
) -> Result<(RunResult, Profile), SimError> {
    let (prog, args) = prepare(module, spec)?;
    exec::run_program_profiled(&prog, module, spec.grid, spec.block, spec.shared_bytes, &args, cfg)
}

/// [`run`], calling `progress(blocks done, blocks in all)` after each block.
pub fn run_with_progress(
    module: &Module,
    spec: &LaunchSpec,
    cfg: &RunConfig,
    progress: Option<&(dyn Fn(u64, u64) + Sync)>,
) -> Result<RunResult, SimError> {
    let (prog, args) = prepare(module, spec)?;
    exec::run_program_with_progress(
        &prog,
        module,
        spec.grid,
        spec.block,
        spec.shared_bytes,
        args,
        cfg,
        progress,
    )
}

/// [`run_with_progress`], with the buffers' initial contents moved out of `spec` instead of
/// copied ([`take_launch_args`]): each buffer is then held once while the launch runs (in the
/// emulated memory) and once after it (in the result). `spec` keeps everything but the
/// buffers' `data`; run it again only after setting that again.
pub fn run_moving_data(
    module: &Module,
    spec: &mut LaunchSpec,
    cfg: &RunConfig,
    progress: Option<&(dyn Fn(u64, u64) + Sync)>,
) -> Result<RunResult, SimError> {
    spec.validate().map_err(|e| SimError::Launch(e.to_string()))?;
    let prog = decode::decode(module, &spec.kernel)?;
    launch_moving_data(&prog, module, spec, cfg, progress)
}

/// The analysis session the emulator decodes a module from ([`decode::decode_in`]): the
/// module as written (the emulator runs the user's instructions; promotion would run other
/// code), owned by the session, for warps of `warp_size`. Its reconvergence points are those
/// every other command's session computes for the same function: they depend on the CFG only,
/// which promotion does not change.
pub fn emulation_session(module: Module, warp_size: u32) -> Result<ModuleSession, SimError> {
    let opts = warpflow_analysis::uniformity::Options { warp_size: Some(warp_size), ..Default::default() };
    ModuleSession::new(module, View::AsWritten, opts, Default::default())
        .map_err(|e| SimError::Decode(decode::DecodeError::Unsupported(e.to_string())))
}

/// [`run_moving_data`] of the spec's kernel in the module of `session`, decoded from that
/// session ([`decode::decode_in`]: its reconvergence points, dominator trees and block names),
/// so nothing is analysed twice and the module is not copied.
pub fn run_in_session(
    session: &ModuleSession,
    spec: &mut LaunchSpec,
    cfg: &RunConfig,
    progress: Option<&(dyn Fn(u64, u64) + Sync)>,
) -> Result<RunResult, SimError> {
    spec.validate().map_err(|e| SimError::Launch(e.to_string()))?;
    let prog = decode::decode_in(session, &spec.kernel)?;
    launch_moving_data(&prog, session.module(), spec, cfg, progress)
}

/// [`run_profiled`] of the spec's kernel in the module of `session`, decoded from that session
/// as [`run_in_session`] does (its reconvergence points, back edges and block names; the module
/// is not copied), so a profile names the blocks `run` names and counts what `run` counts.
pub fn run_profiled_in_session(
    session: &ModuleSession,
    spec: &LaunchSpec,
    cfg: &RunConfig,
) -> Result<(RunResult, Profile), SimError> {
    spec.validate().map_err(|e| SimError::Launch(e.to_string()))?;
    let prog = decode::decode_in(session, &spec.kernel)?;
    check_params(&prog, spec)?;
    exec::run_program_profiled(
        &prog,
        session.module(),
        spec.grid,
        spec.block,
        spec.shared_bytes,
        &launch_args(spec),
        cfg,
    )
}

/// Checks the decoded kernel against `spec` and runs the launch, the buffers moved out of it.
fn launch_moving_data(
    prog: &decode::Program,
    module: &Module,
    spec: &mut LaunchSpec,
    cfg: &RunConfig,
    progress: Option<&(dyn Fn(u64, u64) + Sync)>,
) -> Result<RunResult, SimError> {
    check_params(prog, spec)?;
    let args = take_launch_args(spec);
    exec::run_program_with_progress(
        prog,
        module,
        spec.grid,
        spec.block,
        spec.shared_bytes,
        args,
        cfg,
        progress,
    )
}

/// [`launch_args`], moving each buffer's `data` (contents read from a file) out of `spec`
/// rather than copying it ([`ArgSpec::take_initial_bytes`]).
pub fn take_launch_args(spec: &mut LaunchSpec) -> Vec<ArgValue> {
    spec.args
        .iter_mut()
        .map(|a| match a.kind {
            ArgKind::Buffer => ArgValue::Buffer(a.take_initial_bytes()),
            ArgKind::Scalar => match a.vector_bits() {
                Some(v) => ArgValue::Vector(v),
                None => ArgValue::Scalar(a.scalar_bits()),
            },
            ArgKind::Local => ArgValue::Local(a.local_bytes()),
            ArgKind::Null => ArgValue::Scalar(0),
        })
        .collect()
}

/// The spec checked, its kernel decoded and checked against the spec's arguments, and the
/// launch's argument values: what every entry point does before it runs.
fn prepare(module: &Module, spec: &LaunchSpec) -> Result<(decode::Program, Vec<ArgValue>), SimError> {
    spec.validate().map_err(|e| SimError::Launch(e.to_string()))?;
    let prog = decode::decode(module, &spec.kernel)?;
    check_params(&prog, spec)?;
    Ok((prog, launch_args(spec)))
}

fn check_params(prog: &decode::Program, spec: &LaunchSpec) -> Result<(), SimError> {
    if prog.kernel_params.len() != spec.args.len() {
        return Err(SimError::Launch(format!(
            "kernel `{}` has {} parameters, the launch spec gives {} arguments",
            spec.kernel,
            prog.kernel_params.len(),
            spec.args.len()
        )));
    }
    for (i, (p, a)) in prog.kernel_params.iter().zip(&spec.args).enumerate() {
        let ok = match (p, a.kind) {
            (decode::ParamKind::Ptr(_), ArgKind::Buffer | ArgKind::Null) => true,
            (decode::ParamKind::SharedPtr(_), ArgKind::Null) => true,
            (decode::ParamKind::SharedPtr(_), ArgKind::Local) => true,
            (decode::ParamKind::SharedPtr(n), ArgKind::Buffer) => {
                return Err(SimError::Launch(format!(
                    "argument {i} is a buffer, but parameter {i} points into work-group memory (address space {n}, OpenCL `__local`); give it `kind = \"local\"` with `type` and `len`, the elements each block gets"
                )));
            }
            (
                decode::ParamKind::Int(_) | decode::ParamKind::F32 | decode::ParamKind::F64,
                ArgKind::Scalar,
            ) if a.values.is_some() => false,
            (decode::ParamKind::Int(n), ArgKind::Scalar) => {
                !a.ty.is_float() && *n as usize == a.ty.size() * 8
            }
            (decode::ParamKind::F32, ArgKind::Scalar) => a.ty == ElemType::F32,
            (decode::ParamKind::F64, ArgKind::Scalar) => a.ty == ElemType::F64,
            (&decode::ParamKind::Vector { len, elem_bits, float }, ArgKind::Scalar) if a.values.is_some() => {
                let n = a.values.as_ref().map_or(0, Vec::len);
                if n != len as usize {
                    return Err(SimError::Launch(format!(
                        "argument {i} gives {n} vector elements (`values`), parameter {i} has {len}"
                    )));
                }
                a.ty.is_float() == float && a.ty.size() * 8 == elem_bits as usize
            }
            _ => false,
        };
        if !ok {
            let arg = match a.kind {
                ArgKind::Buffer => format!("a buffer of {}", a.ty.name()),
                ArgKind::Scalar if a.values.is_some() => format!("a vector of {}", a.ty.name()),
                ArgKind::Scalar => format!("a scalar {}", a.ty.name()),
                ArgKind::Local => format!("local memory of {}", a.ty.name()),
                ArgKind::Null => "a null pointer".to_string(),
            };
            let param = match p {
                decode::ParamKind::Ptr(0) => "a pointer".to_string(),
                decode::ParamKind::Ptr(n) => format!("a pointer in address space {n}"),
                decode::ParamKind::SharedPtr(n) => {
                    format!("a pointer into work-group memory, address space {n}")
                }
                decode::ParamKind::Int(n) => format!("i{n}"),
                decode::ParamKind::F32 => "float".to_string(),
                decode::ParamKind::F64 => "double".to_string(),
                decode::ParamKind::Vector { len, elem_bits, float: true } => {
                    format!("<{len} x f{elem_bits}>")
                }
                decode::ParamKind::Vector { len, elem_bits, float: false } => {
                    format!("<{len} x i{elem_bits}>")
                }
                decode::ParamKind::Other => "a parameter the emulator cannot pass".to_string(),
            };
            return Err(SimError::Launch(format!(
                "argument {i} ({arg}) does not match parameter {i} ({param})"
            )));
        }
    }
    Ok(())
}

/// The first difference between two runs' outputs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Difference {
    /// parameter index of the buffer
    pub arg: usize,
    /// element index
    pub index: u64,
    /// byte offset of the element
    pub offset: u64,
    /// the element's bits in the first run
    pub a: u64,
    /// the element's bits in the second run
    pub b: u64,
    /// element type
    pub ty: ElemType,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let show = |bits: u64| match self.ty {
            ElemType::F32 => format!("{} ({bits:#010x})", f32::from_bits(bits as u32)),
            ElemType::F64 => format!("{} ({bits:#018x})", f64::from_bits(bits)),
            ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64 => {
                format!("{}", decode::sext(bits, self.ty.size() as u32 * 8))
            }
            _ => format!("{bits}"),
        };
        write!(
            f,
            "arg{}[{}] (byte {}): {} vs {}",
            self.arg,
            self.index,
            self.offset,
            show(self.a),
            show(self.b)
        )
    }
}

/// The outcome of a differential run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Comparison {
    /// the first difference in an output buffer, if any
    pub first_difference: Option<Difference>,
    /// how many output elements differ (beyond the float tolerance)
    #[serde(default)]
    pub differences: u64,
    /// how many output elements were compared
    #[serde(default)]
    pub elements: u64,
    /// the float tolerance in units in the last place (0: bit-identical)
    #[serde(default)]
    pub ulps: u32,
    /// statistics of the first module's run
    pub stats_a: Stats,
    /// statistics of the second module's run
    pub stats_b: Stats,
}

/// Distance in units in the last place between two floats of `ty` given as bits (`None` when
/// either is NaN and they are not both NaN; two NaNs are at distance 0).
fn ulp_distance(ty: ElemType, a: u64, b: u64) -> Option<u64> {
    // Map the sign-magnitude encoding onto a line where adjacent floats are adjacent integers.
    let ordered = |bits: u64, width: u32| -> i128 {
        let sign = 1u64 << (width - 1);
        if bits & sign != 0 {
            -((bits & (sign - 1)) as i128)
        } else {
            bits as i128
        }
    };
    let width = match ty {
        ElemType::F32 => 32,
        ElemType::F64 => 64,
        _ => return None,
    };
    let nan =
        |x: u64| if width == 32 { f32::from_bits(x as u32).is_nan() } else { f64::from_bits(x).is_nan() };
    match (nan(a), nan(b)) {
        (true, true) => Some(0),
        (false, false) => Some((ordered(a, width) - ordered(b, width)).unsigned_abs() as u64),
        _ => None,
    }
}

/// The first difference between output buffers of two runs of the same launch (bit for bit).
pub fn first_difference(spec: &LaunchSpec, a: &RunResult, b: &RunResult) -> Option<Difference> {
    differences(spec, a, b, 0).0
}

/// Every output element of the two runs compared: the first difference, the number of
/// differing elements and of elements compared. Floats within `ulps` units in the last place
/// count as equal (`ulps` 0: bit for bit); other types are compared bit for bit.
pub fn differences(
    spec: &LaunchSpec,
    a: &RunResult,
    b: &RunResult,
    ulps: u32,
) -> (Option<Difference>, u64, u64) {
    let (mut first, mut count, mut total) = (None, 0u64, 0u64);
    for (i, arg) in spec.args.iter().enumerate() {
        if arg.kind != ArgKind::Buffer || !arg.output {
            continue;
        }
        let ba = a.buffers.iter().find(|x| x.0 == i).map(|x| &x.1[..]).unwrap_or(&[]);
        let bb = b.buffers.iter().find(|x| x.0 == i).map(|x| &x.1[..]).unwrap_or(&[]);
        let size = arg.ty.size();
        let n = ba.len().max(bb.len()).div_ceil(size);
        for k in 0..n {
            total += 1;
            let ea = ba.get(k * size..(k + 1) * size);
            let eb = bb.get(k * size..(k + 1) * size);
            if ea == eb {
                continue;
            }
            let val = |e: Option<&[u8]>| {
                e.map_or(0, |s| {
                    let mut w = [0u8; 8];
                    w[..s.len()].copy_from_slice(s);
                    u64::from_le_bytes(w)
                })
            };
            let (va, vb) = (val(ea), val(eb));
            let within = ulps > 0
                && ea.is_some()
                && eb.is_some()
                && ulp_distance(arg.ty, va, vb).is_some_and(|d| d <= u64::from(ulps));
            if within {
                continue;
            }
            count += 1;
            if first.is_none() {
                first = Some(Difference {
                    arg: i,
                    index: k as u64,
                    offset: (k * size) as u64,
                    a: va,
                    b: vb,
                    ty: arg.ty,
                });
            }
        }
    }
    (first, count, total)
}

/// The differential runner: runs `a` and `b` on the same launch and inputs and compares every
/// output buffer bit for bit.
pub fn compare(a: &Module, b: &Module, spec: &LaunchSpec, cfg: &RunConfig) -> Result<Comparison, SimError> {
    compare_within(a, b, spec, cfg, 0)
}

/// [`compare`] with floats within `ulps` units in the last place counted as equal.
pub fn compare_within(
    a: &Module,
    b: &Module,
    spec: &LaunchSpec,
    cfg: &RunConfig,
    ulps: u32,
) -> Result<Comparison, SimError> {
    compare_runs(spec, ulps, || run(a, spec, cfg), || run(b, spec, cfg))
}

/// [`compare_within`] of the modules of two sessions, each kernel decoded from its own session
/// ([`run_in_session`]).
pub fn compare_in_sessions(
    a: &ModuleSession,
    b: &ModuleSession,
    spec: &LaunchSpec,
    cfg: &RunConfig,
    ulps: u32,
) -> Result<Comparison, SimError> {
    let in_session = |s: &ModuleSession| -> Result<RunResult, SimError> {
        spec.validate().map_err(|e| SimError::Launch(e.to_string()))?;
        let prog = decode::decode_in(s, &spec.kernel)?;
        check_params(&prog, spec)?;
        run_program(&prog, s.module(), spec.grid, spec.block, spec.shared_bytes, &launch_args(spec), cfg)
    };
    compare_runs(spec, ulps, || in_session(a), || in_session(b))
}

/// The comparison of the runs `run_a` and `run_b` of `spec`.
fn compare_runs(
    spec: &LaunchSpec,
    ulps: u32,
    run_a: impl FnOnce() -> Result<RunResult, SimError>,
    run_b: impl FnOnce() -> Result<RunResult, SimError>,
) -> Result<Comparison, SimError> {
    let mut ra = run_a()?;
    // only the outputs are compared: the other buffers of the first run are not kept while
    // the second runs
    ra.buffers.retain(|(i, _)| spec.args.get(*i).is_some_and(|x| x.output));
    let rb = run_b()?;
    let (first_difference, count, elements) = differences(spec, &ra, &rb, ulps);
    Ok(Comparison {
        first_difference,
        differences: count,
        elements,
        ulps,
        stats_a: ra.stats,
        stats_b: rb.stats,
    })
}
