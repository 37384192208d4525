//! `warpflow run FILE --launch SPEC`: runs a kernel in the SIMT emulator and prints statistics,
//! and the warp-sync faults of the run (a `shfl.sync`, `vote.sync` or `bar.warp.sync` executed
//! while lanes named in its mask were elsewhere or had exited; exit 1 when there is one);
//! `warpflow run --compare A.ll B.ll --launch SPEC`: the differential runner (exit 0 when every
//! output buffer is bit-identical, 1 with the first difference). A run that ends in barrier
//! divergence, a hang, the step limit, an out-of-bounds access or undefined behaviour exits 1;
//! bad input, a bad launch or an unsupported instruction exits 2 ([`crate::exit`]).
//!
//! Buffers can start from files (`file = "x.npy"` in the launch spec, relative to the spec's
//! directory, or `--arg NAME=@x.npy`; `.npy` or raw little-endian elements, see
//! [`crate::arrays`]), scalars from `--arg NAME=VALUE`; `--dump DIR` (or `--out DIR`) writes
//! each output buffer as `argN.bin`, `argN.npy` or `argN.txt` after `--output-format`, and
//! `--output-format text` without a directory prints the output buffers after the statistics.

use crate::load::{Input, TargetArgs, TargetUse, VerifyArgs};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use warpflow_simt::{BarrierMode, LaunchSpec, Policy, RunConfig};

/// Arguments of `warpflow run`.
#[derive(clap::Args, Debug, Clone)]
pub struct RunArgs {
    /// the kernel module
    #[arg(required_unless_present = "compare")]
    pub file: Option<PathBuf>,
    /// compare the outputs of two modules on the same launch
    #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with = "file")]
    pub compare: Vec<PathBuf>,
    /// with --compare: floats within N units in the last place count as equal (default 0:
    /// bit-identical)
    #[arg(long, default_value_t = 0, value_name = "N", requires = "compare")]
    pub ulps: u32,
    /// the launch spec (TOML)
    #[arg(long)]
    pub launch: PathBuf,
    /// reconvergence policy: ipdom, its, deferred, none
    #[arg(long, default_value = "ipdom")]
    pub policy: String,
    /// barrier semantics: block, warp
    #[arg(long, default_value = "block")]
    pub barriers: String,
    /// target triple, processor, warp size (the warp size defaults to the target's, as in
    /// `warpflow analyze`)
    #[command(flatten)]
    pub target: TargetArgs,
    /// verifier
    #[command(flatten)]
    pub verify: VerifyArgs,
    /// output format: text, json
    #[arg(long, default_value = "text")]
    pub format: String,
    /// write each output buffer to DIR/argN.bin (or .npy, .txt: --output-format)
    #[arg(long, visible_alias = "out", value_name = "DIR")]
    pub dump: Option<PathBuf>,
    /// how output buffers are written: raw (argN.bin), npy (argN.npy), text (argN.txt, or
    /// printed after the statistics without --dump)
    #[arg(long, value_enum, default_value = "raw")]
    pub output_format: crate::arrays::OutputFormat,
    /// a kernel argument: `NAME=@FILE` fills a buffer from a .npy or raw file, `NAME=VALUE`
    /// sets a scalar; NAME is the parameter's IR name (`%n` or `n`) or `#INDEX` (0-based);
    /// repeatable, overrides the launch spec
    #[arg(long = "arg", value_name = "NAME=VALUE|@FILE")]
    pub args: Vec<String>,
    /// stop after this many warp instructions
    #[arg(long)]
    pub step_limit: Option<u64>,
    /// run the blocks one after another in block order instead of in parallel: the same
    /// results on every run even when blocks race on global memory (where the parallel order
    /// decides what a block reads)
    #[arg(long)]
    pub serial: bool,
    /// timing model: simple (each instruction waits for the previous one; waves of warps),
    /// pipelined (schedulers, scoreboard, coalescing, bank conflicts, reconvergence cost)
    #[arg(long, default_value = "simple")]
    pub timing: String,
    /// architecture of the pipelined model: pascal, volta, ampere, hopper, blackwell, cdna
    /// [default: from --mcpu (sm_NN, gfx9xx), else volta for 32 lanes and cdna for 64]
    #[arg(long)]
    pub arch: Option<String>,
    /// resident warps per SM for the pipelined model [default: from the architecture's limits
    /// and the block size]
    #[arg(long)]
    pub occupancy: Option<u32>,
}

/// The timing model the options choose, for a run of `warp_size` lanes.
fn timing(args: &RunArgs, warp_size: u32) -> Result<warpflow_simt::Timing, String> {
    use warpflow_target::Arch;
    match args.timing.as_str() {
        "simple" => {
            if args.arch.is_some() || args.occupancy.is_some() {
                return Err(fail("--arch and --occupancy apply to --timing pipelined"));
            }
            Ok(warpflow_simt::Timing::Simple)
        }
        "pipelined" => {
            let arch = match &args.arch {
                Some(a) => Arch::from_name(a).ok_or_else(|| {
                    fail(format!(
                        "unknown architecture `{a}` (pascal, volta, ampere, hopper, blackwell, cdna)"
                    ))
                })?,
                None => args
                    .target
                    .mcpu
                    .as_deref()
                    .and_then(Arch::for_processor)
                    .unwrap_or(if warp_size > 32 { Arch::Cdna } else { Arch::Volta }),
            };
            if args.occupancy == Some(0) {
                return Err(fail("--occupancy must be at least 1"));
            }
            Ok(warpflow_simt::Timing::Pipelined(warpflow_simt::PipelineConfig {
                arch,
                resident_warps: args.occupancy,
                trace_limit: warpflow_simt::timing::DEFAULT_TRACE_LIMIT,
            }))
        }
        other => Err(fail(format!("unknown timing model `{other}` (simple, pipelined)"))),
    }
}

/// Loads a kernel module with its target (the error is the full text to print).
fn load(path: &Path, args: &RunArgs) -> Result<Input, String> {
    crate::load::load_module(path, args.verify, TargetUse::Required(&args.target))
}

/// The analysis session `run` decodes the kernel from (the module as written, moved into it:
/// see [`warpflow_simt::emulation_session`]): its reconvergence points, back edges and block
/// names, the same facts and the same slot numbering `check`, `cfg` and `analyze` read.
fn session(input: Input, warp_size: u32) -> Result<warpflow_analysis::session::ModuleSession, String> {
    let name = input.name;
    warpflow_simt::emulation_session(input.module, warp_size).map_err(|e| fail(format!("{name}: {e}")))
}

/// The warp size of a loaded module (always known: its target is required).
fn warp_size(i: &Input) -> Result<u32, String> {
    i.warp_size().ok_or_else(|| fail(format!("{}: no target", i.path.display())))
}

/// The function of `input` that the launch's `kernel` names (`@name` and C++ names demangled
/// accepted), or the error listing the kernels that exist.
fn kernel_of(input: &Input, kernel: &str) -> Result<String, String> {
    let names = crate::names::defined_functions(&input.module);
    crate::names::resolve(kernel, &names, "kernel", &input.name).map_err(|e| e + "\n")
}

/// Reads the buffers of `spec` that come from files (`file = ...`, relative to the directory
/// of `launch`) and applies `--arg` for kernel `kernel` of `input`; then checks the spec again.
fn apply_inputs(spec: &mut LaunchSpec, launch: &Path, args: &RunArgs, input: &Input) -> Result<(), String> {
    let base = launch.parent().unwrap_or(Path::new(""));
    for (i, a) in spec.args.iter_mut().enumerate() {
        if let Some(f) = a.file.clone() {
            let p = base.join(&f);
            let bytes = crate::arrays::read_buffer(&p, a.ty).map_err(fail)?;
            a.set_data(bytes).map_err(|e| fail(format!("{}, argument {i}: {e}", p.display())))?;
        }
    }
    if !args.args.is_empty() {
        let m = &input.module;
        let Some(fid) = m.funcs.keys().find(|&f| m.func_name(f) == spec.kernel) else {
            return Err(fail(format!("--arg: no kernel `{}`", spec.kernel)));
        };
        let func = &m.funcs[fid];
        for text in &args.args {
            let Some((name, value)) = text.split_once('=') else {
                return Err(fail(format!("--arg {text:?}: expected NAME=VALUE or NAME=@FILE")));
            };
            let Some(k) = crate::load::param_index(m, func, name.trim()) else {
                return Err(fail(format!(
                    "--arg {text:?}: `{}` has no parameter {name} (use its IR name or #INDEX)",
                    crate::names::human(&spec.kernel)
                )));
            };
            let Some(a) = spec.args.get_mut(k) else {
                return Err(fail(format!("--arg {text:?}: the launch spec has no argument {k}")));
            };
            if a.kind == warpflow_simt::ArgKind::Local {
                return Err(fail(format!(
                    "--arg {text:?}: parameter {k} is local (work-group) memory, sized by the launch spec's `len`; it takes no value or file"
                )));
            }
            if let Some(file) = value.strip_prefix('@') {
                let p = Path::new(file);
                if a.kind != warpflow_simt::ArgKind::Buffer {
                    return Err(fail(format!("--arg {text:?}: parameter {k} is a scalar; give it a value")));
                }
                let bytes = crate::arrays::read_buffer(p, a.ty).map_err(fail)?;
                // the spec's `len`, when it has one, still holds
                a.file = None;
                a.set_data(bytes).map_err(|e| fail(format!("{file}, argument {k}: {e}")))?;
            } else {
                if a.kind != warpflow_simt::ArgKind::Scalar {
                    return Err(fail(format!(
                        "--arg {text:?}: parameter {k} is a buffer; give a file with NAME=@FILE"
                    )));
                }
                let v: f64 = value
                    .trim()
                    .parse()
                    .map_err(|_| fail(format!("--arg {text:?}: `{value}` is not a number")))?;
                a.value = Some(v);
            }
        }
    }
    spec.validate().map_err(|e| fail(format!("{}: {e}", launch.display())))
}

/// Writes or prints the output buffers of a run after `--dump` and `--output-format`.
fn write_outputs(args: &RunArgs, spec: &LaunchSpec, buffers: &[(usize, Vec<u8>)]) -> Result<(), String> {
    let outputs =
        buffers.iter().filter_map(|(i, b)| Some((*i, spec.args.get(*i).filter(|a| a.output)?.ty, b)));
    let format = args.output_format;
    match &args.dump {
        Some(dir) => {
            std::fs::create_dir_all(dir).map_err(|e| fail(format!("{}: {e}", dir.display())))?;
            for (i, ty, bytes) in outputs {
                let p = dir.join(format!("arg{i}.{}", format.extension()));
                crate::arrays::write_file(format, ty, bytes, &p).map_err(fail)?;
            }
        }
        None if format == crate::arrays::OutputFormat::Text => {
            for (i, ty, bytes) in outputs {
                crate::exit::outln!("arg{i} ({} x {}):", bytes.len() / ty.size(), ty.name());
                crate::exit::out!("{}", crate::arrays::text(ty, bytes));
            }
        }
        None if format == crate::arrays::OutputFormat::Npy => {
            return Err(fail("--output-format npy writes files: give the directory with --dump DIR"));
        }
        None => {}
    }
    Ok(())
}

/// An error message as printed: `error: MSG` and a newline.
fn fail(msg: impl std::fmt::Display) -> String {
    format!("error: {msg}\n")
}

fn progress_bar(total_blocks: u64) -> Option<indicatif::ProgressBar> {
    if !std::io::stderr().is_terminal() || total_blocks < 64 {
        return None;
    }
    let pb = indicatif::ProgressBar::new(total_blocks);
    pb.set_style(
        indicatif::ProgressStyle::with_template("{spinner} blocks {pos}/{len} [{bar:40}] {elapsed}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    Some(pb)
}

/// Runs the subcommand.
pub fn run(args: &RunArgs) -> ExitCode {
    match run_inner(args) {
        Ok(code) => code,
        Err(text) => {
            eprint!("{text}");
            ExitCode::from(2)
        }
    }
}

fn run_inner(args: &RunArgs) -> Result<ExitCode, String> {
    let text =
        std::fs::read_to_string(&args.launch).map_err(|e| fail(format!("{}: {e}", args.launch.display())))?;
    let mut spec =
        LaunchSpec::from_toml(&text).map_err(|e| fail(format!("{}: {e}", args.launch.display())))?;
    let policy = Policy::from_name(&args.policy)
        .ok_or_else(|| fail(format!("unknown policy `{}` (ipdom, its, deferred, none)", args.policy)))?;
    let barrier_mode = match args.barriers.as_str() {
        "block" => BarrierMode::Block,
        "warp" => BarrierMode::Warp,
        other => return Err(fail(format!("unknown barrier mode `{other}` (block, warp)"))),
    };
    let mut cfg = RunConfig { policy, barrier_mode, ..Default::default() };
    if args.serial {
        cfg.parallel = false;
    }
    if let Some(s) = args.step_limit {
        cfg.step_limit = s;
    }
    let json = match args.format.as_str() {
        "json" => true,
        "text" => false,
        other => return Err(fail(format!("unknown format `{other}` (text, json)"))),
    };
    if !args.compare.is_empty() {
        let [a, b] = args.compare.as_slice() else {
            return Err(fail("--compare takes two files"));
        };
        let (ia, ib) = (load(a, args)?, load(b, args)?);
        spec.kernel = kernel_of(&ia, &spec.kernel)?;
        apply_inputs(&mut spec, &args.launch, args, &ia)?;
        let (wa, wb) = (warp_size(&ia)?, warp_size(&ib)?);
        if wa != wb {
            return Err(fail(format!(
                "{} has warp size {wa} and {} warp size {wb}; give one with --warp-size",
                a.display(),
                b.display()
            )));
        }
        cfg.warp_size = wa;
        cfg.timing = timing(args, wa)?;
        let (sa, sb) = (session(ia, wa)?, session(ib, wa)?);
        let cmp = match warpflow_simt::compare_in_sessions(&sa, &sb, &spec, &cfg, args.ulps) {
            Ok(c) => c,
            Err(e) => {
                if json {
                    crate::exit::out!("{}", failed_run_json("run-compare", &spec.kernel, &e));
                }
                eprintln!("error: {}", crate::human::sim_error(&e));
                return Ok(crate::human::sim_exit(&e).into());
            }
        };
        if json {
            let mut v = serde_json::to_value(&cmp).map_err(fail)?;
            if let Some(o) = v.as_object_mut() {
                o.insert("kernel".into(), spec.kernel.clone().into());
                o.insert("identical".into(), cmp.first_difference.is_none().into());
            }
            crate::json::edit(&mut v, &["first_difference", "ty"], &crate::json::fix_enum);
            for s in ["stats_a", "stats_b"] {
                crate::json::edit(&mut v, &[s], &stats_conventions);
            }
            crate::exit::out!("{}", crate::json::document("run-compare", &v));
        } else {
            let same = if cmp.ulps == 0 {
                "bit-identical".to_string()
            } else {
                format!("equal within {} ulp", cmp.ulps)
            };
            match &cmp.first_difference {
                None => crate::exit::outln!("identical: all {} output elements {same}", cmp.elements),
                Some(d) => {
                    crate::exit::outln!(
                        "{} of {} output elements differ (not {same})",
                        cmp.differences,
                        cmp.elements
                    );
                    crate::exit::outln!("first difference: {d}");
                }
            }
            let (sa, sb) = (&cmp.stats_a, &cmp.stats_b);
            crate::exit::outln!(
                "cycles: {} (A) {} (B); warp instructions: {} (A) {} (B)",
                sa.cycles,
                sb.cycles,
                sa.warp_instructions,
                sb.warp_instructions
            );
            if sb.cycles > 0 {
                crate::exit::outln!("speedup of B over A: {:.3}", sa.cycles as f64 / sb.cycles as f64);
            }
        }
        return Ok(if cmp.first_difference.is_none() { ExitCode::SUCCESS } else { ExitCode::from(1) });
    }
    let file = args.file.as_ref().ok_or_else(|| fail("no kernel file given"))?;
    let input = load(file, args)?;
    spec.kernel = kernel_of(&input, &spec.kernel)?;
    apply_inputs(&mut spec, &args.launch, args, &input)?;
    if args.dump.is_none() {
        match args.output_format {
            crate::arrays::OutputFormat::Text if json => {
                return Err(fail("--output-format text without --dump prints to the text output, not JSON"))
            }
            crate::arrays::OutputFormat::Npy => {
                return Err(fail("--output-format npy writes files: give the directory with --dump DIR"))
            }
            _ => {}
        }
    }
    cfg.warp_size = warp_size(&input)?;
    cfg.timing = timing(args, cfg.warp_size)?;
    let session = session(input, cfg.warp_size)?;
    let pb = progress_bar(spec.num_blocks());
    let cb = |done: u64, _total: u64| {
        if let Some(pb) = &pb {
            pb.set_position(done);
        }
    };
    // the buffers' file contents move into the emulated memory (held once, not copied)
    let res = warpflow_simt::run_in_session(&session, &mut spec, &cfg, Some(&cb));
    if let Some(pb) = &pb {
        pb.finish_and_clear();
    }
    let res = match res {
        Ok(r) => r,
        Err(e) => {
            if json {
                crate::exit::out!("{}", failed_run_json("run", &spec.kernel, &e));
            }
            eprintln!("error: {}", crate::human::sim_error(&e));
            return Ok(crate::human::sim_exit(&e).into());
        }
    };
    if args.dump.is_some() {
        write_outputs(args, &spec, &res.buffers)?;
    }
    if json {
        let mut v = serde_json::json!({
            "kernel": spec.kernel,
            "outcome": "completed",
            "error": null,
            "stats": res.stats,
            "early_passes": res.early_passes,
            "warp_sync_faults": res.warp_sync_faults,
        });
        use crate::json::{edit, fix_block, fix_location, fix_ranges};
        edit(&mut v, &["stats"], &stats_conventions);
        for k in ["executing", "missing", "exited", "not_members"] {
            edit(&mut v, &["warp_sync_faults", "*", k], &fix_ranges);
        }
        edit(&mut v, &["warp_sync_faults", "*", "source"], &fix_location);
        edit(&mut v, &["warp_sync_faults", "*", "op", "block"], &fix_block);
        edit(&mut v, &["early_passes", "*", "threads"], &fix_ranges);
        edit(&mut v, &["early_passes", "*", "barrier", "block"], &fix_block);
        crate::exit::out!("{}", crate::json::document("run", &v));
    } else {
        crate::exit::out!("{}", res.stats.render_text());
        for e in &res.early_passes {
            crate::exit::outln!(
                "barrier passed early (warp mode) at {}: {} of block {}",
                e.barrier,
                crate::human::threads(&e.threads),
                crate::human::xyz(e.block)
            );
        }
        if args.dump.is_none() {
            write_outputs(args, &spec, &res.buffers)?;
        }
        for f in &res.warp_sync_faults {
            crate::exit::outln!("{f}");
        }
        if !res.warp_sync_faults.is_empty() {
            crate::exit::outln!(
                "error: {} warp-level operation{} executed without all the lanes of {} mask (policy {})",
                res.warp_sync_faults.len(),
                if res.warp_sync_faults.len() == 1 { "" } else { "s" },
                if res.warp_sync_faults.len() == 1 { "its" } else { "their" },
                res.stats.policy
            );
        }
    }
    Ok(if res.warp_sync_faults.is_empty() { crate::exit::Exit::Clean } else { crate::exit::Exit::Findings }
        .into())
}

/// The emulator's statistics in the conventions of `crate::json`: block labels with `%`, the
/// instruction classes as an object `{class: count}`.
fn stats_conventions(v: &mut serde_json::Value) {
    crate::json::edit(v, &["branches", "*", "block"], &crate::json::fix_block);
    if let Some(o) = v.as_object_mut() {
        if let Some(serde_json::Value::Array(pairs)) = o.get("class_counts") {
            let m: serde_json::Map<String, serde_json::Value> = pairs
                .iter()
                .filter_map(|p| Some((p.get(0)?.as_str()?.to_string(), p.get(1)?.clone())))
                .collect();
            o.insert("class_counts".into(), m.into());
        }
    }
}

/// The JSON document of a run the kernel ended with a finding or the emulator refused:
/// `outcome` names what happened (`barrier-divergence`, `hang`, `step-limit`, `memory`, `trap`,
/// or `error` for what kept the emulator from running it), `error` says it in words; a barrier
/// divergence also says where the block's threads were (`barrier_divergence`, as ranges).
fn failed_run_json(command: &str, kernel: &str, e: &warpflow_simt::SimError) -> String {
    use warpflow_simt::SimError;
    let outcome = match e.fault() {
        Some(fault) => fault.name(),
        None if matches!(e, SimError::StepLimit(_)) => "step-limit",
        None => "error",
    };
    let mut v = serde_json::json!({
        "kernel": kernel,
        "outcome": outcome,
        "error": crate::human::sim_error(e),
    });
    if let SimError::BarrierDivergence(r) = e {
        // Where each thread of the block was: at the barrier, exited, or elsewhere.
        let mut barrier = serde_json::to_value(&r.barrier).unwrap_or_default();
        crate::json::edit(&mut barrier, &["block"], &crate::json::fix_block);
        let elsewhere: Vec<serde_json::Value> = r
            .elsewhere
            .iter()
            .map(|(at, t)| serde_json::json!({ "at": at, "threads": crate::json::ranges_of(t) }))
            .collect();
        v["barrier_divergence"] = serde_json::json!({
            "block": r.block,
            "barrier": barrier,
            "arrived": crate::json::ranges_of(&r.arrived),
            "exited": crate::json::ranges_of(&r.exited),
            "elsewhere": elsewhere,
        });
    }
    crate::json::document(command, &v)
}
