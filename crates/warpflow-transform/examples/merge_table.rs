//! The evaluation table of `docs/merging.md` (`spec/pcfm.md`, "Evaluation"): for each of the
//! seven PCFM kernels (`kernels/pcfm/*.nvptx64.O3.ll`) at each block size its source allows
//! (the grid scaled so that the problem stays the same), at warp sizes 32 and 64 under the ipdom
//! policy, the unoptimised `-O3` module and every pipeline of passes are run in the emulator;
//! each pipeline's outputs must equal the original's (`warpflow_simt::compare`), a mismatch is
//! reported on stderr, marked in the table, and makes the run exit with status 1.
//!
//! Two tables. Speedups: per configuration the `-O3` cycles, then per pipeline the speedup in
//! emulated cycles over `-O3`, and the best of the pipelines; the last row is the geometric mean
//! of each column. Counts: per configuration and module (`-O3`, then each pipeline's output)
//! the emulated cycles, issued warp instructions, SIMD efficiency and shared-memory instructions
//! (the emulator's `mem_shared` class). Then the threshold sweep: `pcfm,cleanup` at each
//! profitability threshold of [`SWEEP_MILLI`] over every configuration (merges made, geometric
//! mean speedup, configurations faster / slower / unchanged), outputs compared as above.
//!
//! Two placements (`--placement`): `late` (default) runs each pipeline on the `-O3` module, as a
//! pass after clang's optimisation; `early` merges where DARM does: the kernel's source is
//! compiled by clang-19 with the corpus' flags at `-O3 -Xclang -disable-llvm-passes` (the IR
//! `-O3` starts from, with its TBAA and lifetime markers), promoted by our `mem2reg`, the
//! pipeline's passes other than `cleanup` run, then `opt-19 -passes='default<O3>'`, then the
//! whole pipeline again. Speedups are always over clang's `-O3` module (the committed `.O3.ll`).
//! Merges are judged as `warpflow opt` judges them by default, by the timing model's
//! prediction (`--profit timing`: `warpflow_transform::merge::predict`, Volta for W 32, CDNA
//! for W 64); `--profit latency` uses the summed latencies instead. `--judge emulate` judges
//! every merge by emulating the configuration's own launch under the table's timing model
//! (`warpflow_transform::Context::oracle`; the early placement's merges before `-O3` by
//! emulating what `opt-19 -O3` makes of the module): a merge is kept only when that launch runs
//! faster, so the figures are those of a judge that knows the launch. `--placement best` runs
//! both placements and keeps, per configuration and pipeline, the output that runs faster on
//! the configuration's launch (both outputs are checked against `-O3`); the table says how often
//! the early one won. The geometric means are given per kernel set, per set and warp size, and
//! over everything. `--kernels K,...` runs only the named kernels. `--dump DIR` writes every
//! pipeline's output module to `DIR/KERNEL.BLOCK.W.PIPELINE.ll` (commas in the pipeline as `+`),
//! to be run or compared with `warpflow run`.
//! The kernels are the PCFM evaluation's (`kernels/pcfm`) and those written here in the style of
//! real code (`kernels/merge`); the table gives a geometric mean for each set.
//!
//! ```text
//! cargo run --release -p warpflow-transform --example merge_table -- \
//!     [--pipeline tail-merge,cleanup ...] [--placement late|early|best] [--timing simple|pipelined] \
//!     [--judge predict|emulate] [--held-out] [--kernels K,...] [--no-sweep] [--dump DIR] [--write docs/merging.md]
//! ```
//! Pipelines are comma lists of pass names (`warpflow_transform::pass_by_name`); without
//! `--pipeline` the [`DEFAULT_PIPELINES`] run. An unknown name stops the run before anything
//! is emulated. `--write FILE` replaces the part of `FILE` between `<!-- BEGIN merge_table -->`
//! and `<!-- END merge_table -->` (late placement, simple timing) or between
//! `<!-- BEGIN merge_table PLACEMENT TIMING[ emulate][ held-out] -->` and `<!-- END merge_table
//! PLACEMENT TIMING[ emulate][ held-out] -->` for the other combinations; otherwise the table
//! goes to stdout. `--held-out` judges merges (`--judge emulate`) and placements (`--placement
//! best`) on the configuration's launch with every random buffer drawn from another seed, so the
//! figures are not those of a judge that has seen the data it is measured on.
use std::fmt::Write as _;
use std::path::PathBuf;

use warpflow_simt::{LaunchSpec, Policy, RunConfig, Stats, Timing};
use warpflow_target::Arch;
use warpflow_transform::merge::profit::{ProfitModel, DEFAULT_HIDING_WARPS};
use warpflow_transform::{pass_by_name, run_pass, Context, Pass};

/// The pipelines run by default (comma lists of pass names).
/// The columns of `spec/pcfm.md`'s table: tail merging (limited and full), branch fusion, branch
/// fusion + tail merging, PCFM, and PCFM followed by full tail merging.
const DEFAULT_PIPELINES: &[&str] = &[
    "tail-merge,cleanup",
    "tail-merge-full,cleanup",
    "branch-fusion,cleanup",
    "branch-fusion,tail-merge-full,cleanup",
    "pcfm,cleanup",
    "pcfm,tail-merge-full,cleanup",
    "meld,cleanup",
];

/// Profitability thresholds (thousandths) of the sweep: of the predicted profit under the
/// timing profit (default), of the best-case profit under `--profit latency`.
const SWEEP_MILLI: [u32; 7] = [0, 50, 100, 200, 300, 400, 500];

/// The kernels and the block sizes (x) each is run at: the launch spec's block and grid, and for
/// kernels written for any block size (their `.cu` reads `blockDim`), other sizes with the grid
/// scaled to keep the same problem. `dct8x8_quant`, `lud_perimeter` and `srad` hard-code their
/// block shape (8x8, 32 = 2 x 16, 16x16).
const KERNELS: &[(&str, &str, &[u32])] = &[
    ("pcfm", "bitonic_sort", &[128, 256, 512]),
    ("pcfm", "bitonic_step", &[128, 256, 512]),
    ("pcfm", "dct8x8_quant", &[]),
    ("pcfm", "lud_perimeter", &[]),
    ("pcfm", "merge_sort", &[64, 128, 256]),
    ("pcfm", "nqueens", &[16, 32, 64]),
    ("pcfm", "pcm_sort", &[128, 256, 512]),
    ("pcfm", "srad", &[]),
    ("merge", "band_filter", &[64, 128, 256]),
    ("merge", "outlier_or", &[64, 128, 256]),
    ("merge", "partition_keys", &[64, 128, 256]),
    ("merge", "skip_continue", &[64, 128, 256]),
    ("merge", "two_loops", &[64, 128, 256]),
    ("merge", "head_rest", &[64, 128, 256]),
];

/// Where the pipelines run (see the module documentation).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Placement {
    Late,
    Early,
    /// both, keeping per configuration the output that runs faster on its launch
    Best,
}

impl Placement {
    fn name(self) -> &'static str {
        match self {
            Placement::Late => "late",
            Placement::Early => "early",
            Placement::Best => "best",
        }
    }
}

/// The launch a held-out judge measures merges on (`--held-out`): `spec` with every random
/// buffer drawn from another seed, so a merge is kept on data other than the data the table
/// measures it on (the block shape and sizes stay: they are what the judge is told).
fn held_out(spec: &LaunchSpec) -> LaunchSpec {
    let mut s = spec.clone();
    for a in &mut s.args {
        if let Some(seed) = a.seed.as_mut() {
            *seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(0x5EED);
        }
    }
    s
}

/// An oracle ([`warpflow_transform::Context::oracle`]) that runs `spec` in the emulator under
/// `cfg`; with `o3`, after `opt-19 -passes='default<O3>'` (the early placement's first merge is
/// judged by what `-O3` makes of it).
fn emulation_oracle(spec: &LaunchSpec, cfg: &RunConfig, o3: Option<PathBuf>) -> warpflow_transform::Oracle {
    let (spec, cfg) = (spec.clone(), cfg.clone());
    warpflow_transform::Oracle::new(move |m: &warpflow_ir::Module| {
        let run = |m: &warpflow_ir::Module| {
            warpflow_simt::run(m, &spec, &cfg).map(|r| r.stats.cycles).map_err(|e| e.to_string())
        };
        match &o3 {
            None => run(m),
            Some(dir) => {
                let text = pipe(
                    &tool("OPT", "opt-19"),
                    &["-passes=default<O3>", "-S", "-o", "-"],
                    dir,
                    &warpflow_ir::print_module(m),
                )?;
                run(&warpflow_ir::parse(&text).map_err(|e| format!("opt-19 output: {e}"))?)
            }
        }
    })
}

/// The corpus' clang flags for CUDA (as `scripts/regen-kernels` has them), run in `kernels/`.
const CLANG_CUDA: &[&str] = &[
    "-x",
    "cuda",
    "--cuda-device-only",
    "-nocudainc",
    "-nocudalib",
    "--cuda-gpu-arch=sm_70",
    "-Xclang",
    "-target-feature",
    "-Xclang",
    "+ptx70",
    "-I",
    "include",
    "-S",
    "-emit-llvm",
    "-gline-tables-only",
    "-fdebug-compilation-dir=.",
    "-O3",
    "-Xclang",
    "-disable-llvm-passes",
    "-o",
    "-",
];

fn tool(var: &str, default: &str) -> String {
    std::env::var(var).unwrap_or_else(|_| default.to_string())
}

/// Runs `cmd args` with `input` on standard input; its standard output.
fn pipe(cmd: &str, args: &[&str], dir: &std::path::Path, input: &str) -> Result<String, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(cmd)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{cmd}: {e}"))?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let text = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child.wait_with_output().map_err(|e| format!("{cmd}: {e}"))?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(format!("{cmd}: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The IR clang's `-O3` starts from for kernel `dir/name` (see [`Placement::Early`]).
fn unoptimised(kernels: &std::path::Path, dir: &str, name: &str) -> Result<warpflow_ir::Module, String> {
    let mut args = CLANG_CUDA.to_vec();
    let src = format!("{dir}/{name}.cu");
    args.push(&src);
    let text = pipe(&tool("CLANG", "clang-19"), &args, kernels, "")?;
    warpflow_ir::parse(&text).map_err(|e| format!("{src}: {e}"))
}

/// The early placement of pipeline `p` on the unoptimised module `raw`.
/// `pre`: the context of the merges before `-O3`, `ctx` of those after.
fn run_early(
    raw: &warpflow_ir::Module,
    p: &Pipeline,
    pre: &Context,
    ctx: &Context,
    kernels: &std::path::Path,
) -> Result<warpflow_ir::Module, String> {
    let mut m = raw.clone();
    let mem2reg = pass_by_name("mem2reg").map_err(|e| e.to_string())?;
    run_pass(mem2reg, &mut m, pre).map_err(|e| e.to_string())?;
    for (name, &pass) in p.text.split(',').map(str::trim).zip(&p.passes) {
        if name != "cleanup" {
            run_pass(pass, &mut m, pre).map_err(|e| e.to_string())?;
        }
    }
    let text = pipe(
        &tool("OPT", "opt-19"),
        &["-passes=default<O3>", "-S", "-o", "-"],
        kernels,
        &warpflow_ir::print_module(&m),
    )?;
    let mut m = warpflow_ir::parse(&text).map_err(|e| format!("opt-19 output: {e}"))?;
    for &pass in &p.passes {
        run_pass(pass, &mut m, ctx).map_err(|e| e.to_string())?;
    }
    Ok(m)
}

struct Pipeline {
    text: String,
    passes: Vec<Pass>,
}

fn parse_pipeline(text: &str) -> Result<Pipeline, String> {
    let mut passes = Vec::new();
    for name in text.split(',').map(str::trim) {
        passes.push(pass_by_name(name).map_err(|e| format!("pipeline `{text}`: {e}"))?);
    }
    Ok(Pipeline { text: text.to_string(), passes })
}

fn shared(s: &Stats) -> u64 {
    s.class_counts.iter().filter(|(c, _)| c.contains("shared")).map(|x| x.1).sum()
}

fn main() {
    let mut pipelines_text: Vec<String> = Vec::new();
    let mut write: Option<String> = None;
    let mut pipelined = false;
    let mut profit_timing = true;
    let mut sweep_on = true;
    let mut placement = Placement::Late;
    let mut only: Option<String> = None;
    let mut emulate = false;
    let mut held = false;
    let mut dump: Option<PathBuf> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--pipeline" => pipelines_text.push(args.next().expect("--pipeline needs a value")),
            "--write" => write = Some(args.next().expect("--write needs a file")),
            "--timing" => match args.next().as_deref() {
                Some("simple") => pipelined = false,
                Some("pipelined") => pipelined = true,
                other => {
                    eprintln!("--timing: {other:?} (simple, pipelined)");
                    std::process::exit(2);
                }
            },
            "--profit" => match args.next().as_deref() {
                Some("latency") => profit_timing = false,
                Some("timing") => profit_timing = true,
                other => {
                    eprintln!("--profit: {other:?} (latency, timing)");
                    std::process::exit(2);
                }
            },
            "--no-sweep" => sweep_on = false,
            "--held-out" => held = true,
            "--judge" => match args.next().as_deref() {
                Some("predict") => emulate = false,
                Some("emulate") => emulate = true,
                other => {
                    eprintln!("--judge: {other:?} (predict, emulate)");
                    std::process::exit(2);
                }
            },
            "--dump" => dump = Some(PathBuf::from(args.next().expect("--dump needs a folder"))),
            "--kernels" => only = Some(args.next().expect("--kernels needs a comma list")),
            "--placement" => match args.next().as_deref() {
                Some("late") => placement = Placement::Late,
                Some("early") => placement = Placement::Early,
                Some("best") => placement = Placement::Best,
                other => {
                    eprintln!("--placement: {other:?} (late, early, best)");
                    std::process::exit(2);
                }
            },
            other => {
                eprintln!(
                    "unknown argument `{other}` (--pipeline P, --write FILE, --dump DIR, --timing simple|pipelined, --profit latency|timing, --placement late|early|best, --judge predict|emulate, --held-out, --kernels K,..., --no-sweep)"
                );
                std::process::exit(2);
            }
        }
    }
    // The pipelined model and the timing profit use Volta for warps of 32 and CDNA for 64.
    let arch_of = |ws: u32| if ws > 32 { Arch::Cdna } else { Arch::Volta };
    let timing_of = |ws: u32| if pipelined { Timing::pipelined(arch_of(ws)) } else { Timing::Simple };
    let profit_of = |ws: u32| {
        if profit_timing {
            ProfitModel::Timing { arch: arch_of(ws), hiding_warps: DEFAULT_HIDING_WARPS }
        } else {
            ProfitModel::Latency
        }
    };
    if pipelines_text.is_empty() {
        pipelines_text = DEFAULT_PIPELINES.iter().map(|s| s.to_string()).collect();
    }
    let pipelines: Vec<Pipeline> = match pipelines_text.iter().map(|t| parse_pipeline(t)).collect() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };

    let kernels = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut speed = String::new();
    let mut counts = String::new();
    let mut head = "| kernel | block | W | -O3 cycles |".to_string();
    let mut rule = "|---|--:|--:|--:|".to_string();
    for p in &pipelines {
        write!(head, " {} |", p.text).unwrap();
        rule.push_str("--:|");
    }
    writeln!(speed, "{head} best |\n{rule}--:|").unwrap();
    writeln!(
        counts,
        "| kernel | block | W | module | cycles | issued | SIMD eff | shared |\n|---|--:|--:|---|--:|--:|--:|--:|"
    )
    .unwrap();
    let count_row = |out: &mut String, what: &str, block: &str, ws: u32, module: &str, s: &Stats| {
        writeln!(
            out,
            "| {what} | {block} | {ws} | {module} | {} | {} | {:.3} | {} |",
            s.cycles,
            s.warp_instructions,
            s.simd_efficiency,
            shared(s)
        )
        .unwrap()
    };
    // Log speedups per pipeline, and of the best pipeline (last), for the geometric means.
    // Per kernel set ("pcfm", "merge"), as for `logs`.
    let mut set_logs: std::collections::BTreeMap<&str, Vec<Vec<f64>>> = Default::default();
    let mut logs: Vec<Vec<f64>> = vec![Vec::new(); pipelines.len() + 1];
    // Per kernel set and warp size.
    let mut ws_logs: std::collections::BTreeMap<(&str, u32), Vec<Vec<f64>>> = Default::default();
    let mut failures = 0;
    // Under `--placement best`: per pipeline, the configurations where the early output won.
    let mut chose_early = vec![0usize; pipelines.len()];
    // Every configuration, for the threshold sweep: (kernel, module, spec, warp size, -O3 cycles).
    let mut cases: Vec<(&str, std::rc::Rc<warpflow_ir::Module>, LaunchSpec, u32, u64)> = Vec::new();
    for &(set, name, sizes) in KERNELS {
        if only.as_deref().is_some_and(|o| !o.split(',').any(|k| k == name)) {
            continue;
        }
        let dir = kernels.join(set);
        let slog = set_logs.entry(set).or_insert_with(|| vec![Vec::new(); pipelines.len() + 1]);
        let raw = match placement {
            Placement::Late => None,
            Placement::Early | Placement::Best => {
                Some(unoptimised(&kernels, set, name).unwrap_or_else(|e| {
                    eprintln!("error: {e}");
                    std::process::exit(2)
                }))
            }
        };
        // Early-placement outputs per (pipeline, warp size, launch): without `--judge emulate`
        // they do not depend on the launch (key 0).
        let mut early_cache: std::collections::HashMap<(usize, u32, usize), warpflow_ir::Module> =
            Default::default();
        let text = std::fs::read_to_string(dir.join(format!("{name}.nvptx64.O3.ll"))).expect("kernel");
        let orig = std::rc::Rc::new(warpflow_ir::parse(&text).expect("parse"));
        let spec_text = std::fs::read_to_string(dir.join(format!("{name}.launch.toml"))).expect("spec");
        let base_spec = LaunchSpec::from_toml(&spec_text).expect("spec");
        let mut specs = Vec::new();
        if sizes.is_empty() {
            specs.push(base_spec.clone());
        }
        for &bx in sizes {
            let total = base_spec.block[0] * base_spec.grid[0];
            assert_eq!(total % bx, 0, "{name}: block {bx} does not divide {total} threads");
            let mut s = base_spec.clone();
            s.block[0] = bx;
            s.grid[0] = total / bx;
            specs.push(s);
        }
        for (si, spec) in specs.iter().enumerate() {
            let launch_key = if emulate { si } else { 0 };
            let block: Vec<String> = spec.block.iter().filter(|&&x| x > 1).map(|x| x.to_string()).collect();
            let block = block.join("x");
            for ws in [32u32, 64] {
                let cfg = RunConfig {
                    policy: Policy::Ipdom,
                    warp_size: ws,
                    parallel: true,
                    timing: timing_of(ws),
                    ..Default::default()
                };
                // The launch merges and placements are judged on: this configuration's own, or
                // with `--held-out` the same shape on other random data.
                let judged = if held { held_out(spec) } else { spec.clone() };
                let oracle =
                    |o3: bool| emulate.then(|| emulation_oracle(&judged, &cfg, o3.then(|| kernels.clone())));
                let ctx = Context {
                    warp_size: Some(ws),
                    profit_model: profit_of(ws),
                    oracle: oracle(false),
                    ..Default::default()
                };
                let pre = Context { oracle: oracle(true), ..ctx.clone() };
                let base = warpflow_simt::run(&orig, spec, &cfg)
                    .unwrap_or_else(|e| panic!("{name} block {block} W{ws}: {e}"))
                    .stats;
                cases.push((name, orig.clone(), spec.clone(), ws, base.cycles));
                let mut line = format!("| {name} | {block} | {ws} | {} |", base.cycles);
                count_row(&mut counts, name, &block, ws, "-O3", &base);
                let mut best: Option<f64> = None;
                for (k, p) in pipelines.iter().enumerate() {
                    let late = || {
                        let mut m = (*orig).clone();
                        p.passes
                            .iter()
                            .try_for_each(|&pass| run_pass(pass, &mut m, &ctx).map(|_| ()))
                            .map(|_| m)
                            .map_err(|e| e.to_string())
                    };
                    let mut early = || match early_cache.get(&(k, ws, launch_key)) {
                        Some(m) => Ok(m.clone()),
                        None => run_early(raw.as_ref().expect("unoptimised module"), p, &pre, &ctx, &kernels)
                            .inspect(|m| {
                                early_cache.insert((k, ws, launch_key), m.clone());
                            }),
                    };
                    let r = match placement {
                        Placement::Late => late(),
                        Placement::Early => early(),
                        // both, each checked against -O3; the faster on this launch
                        Placement::Best => match (late(), early()) {
                            (Ok(a), Ok(b)) => {
                                let cycles = |m: &warpflow_ir::Module| {
                                    warpflow_simt::compare(&orig, m, &judged, &cfg)
                                        .ok()
                                        .filter(|c| c.first_difference.is_none())
                                        .map(|c| c.stats_b.cycles)
                                };
                                match (cycles(&a), cycles(&b)) {
                                    (Some(ca), Some(cb)) if cb < ca => {
                                        chose_early[k] += 1;
                                        Ok(b)
                                    }
                                    (None, Some(_)) => {
                                        Err("the late output does not run as -O3 does".to_string())
                                    }
                                    (Some(_), None) => {
                                        Err("the early output does not run as -O3 does".to_string())
                                    }
                                    _ => Ok(a),
                                }
                            }
                            (Err(e), _) | (_, Err(e)) => Err(e),
                        },
                    };
                    let m = match r {
                        Ok(m) => m,
                        Err(e) => {
                            eprintln!("ERROR: {name} block {block} W{ws} `{}`: {e}", p.text);
                            failures += 1;
                            line.push_str(" error |");
                            continue;
                        }
                    };
                    if let Some(d) = &dump {
                        let file = d.join(format!("{name}.{block}.W{ws}.{}.ll", p.text.replace(',', "+")));
                        if let Err(e) = std::fs::write(&file, warpflow_ir::print_module(&m)) {
                            eprintln!("error: {}: {e}", file.display());
                            std::process::exit(2);
                        }
                    }
                    match warpflow_simt::compare(&orig, &m, spec, &cfg) {
                        Ok(c) if c.first_difference.is_none() => {
                            let s = c.stats_b;
                            let speedup = base.cycles as f64 / s.cycles as f64;
                            logs[k].push(speedup.ln());
                            slog[k].push(speedup.ln());
                            ws_logs.entry((set, ws)).or_insert_with(|| vec![Vec::new(); pipelines.len() + 1])
                                [k]
                                .push(speedup.ln());
                            best = Some(best.map_or(speedup, |b: f64| b.max(speedup)));
                            write!(line, " {speedup:.3} |").unwrap();
                            count_row(&mut counts, name, &block, ws, &p.text, &s);
                        }
                        Ok(c) => {
                            eprintln!(
                                "MISMATCH: {name} block {block} W{ws} `{}`: outputs differ from -O3: {:?}",
                                p.text, c.first_difference
                            );
                            failures += 1;
                            line.push_str(" MISMATCH |");
                        }
                        Err(e) => {
                            eprintln!("ERROR: {name} block {block} W{ws} `{}`: emulator: {e}", p.text);
                            failures += 1;
                            line.push_str(" error |");
                        }
                    }
                }
                match best {
                    Some(b) => {
                        logs[pipelines.len()].push(b.ln());
                        slog[pipelines.len()].push(b.ln());
                        ws_logs.entry((set, ws)).or_insert_with(|| vec![Vec::new(); pipelines.len() + 1])
                            [pipelines.len()]
                        .push(b.ln());
                        writeln!(speed, "{line} {b:.3} |").unwrap();
                    }
                    None => writeln!(speed, "{line} |").unwrap(),
                }
            }
        }
    }
    let gm_row = |label: &str, logs: &[Vec<f64>]| {
        let mut gm = format!("| {label} | | | |");
        for l in logs {
            let g = if l.is_empty() { f64::NAN } else { (l.iter().sum::<f64>() / l.len() as f64).exp() };
            write!(gm, " {g:.3} |").unwrap();
        }
        gm
    };
    for (set, l) in &set_logs {
        for ws in [32, 64] {
            if let Some(l) = ws_logs.get(&(*set, ws)) {
                writeln!(speed, "{}", gm_row(&format!("geometric mean, kernels/{set}, W {ws}"), l)).unwrap();
            }
        }
        writeln!(speed, "{}", gm_row(&format!("geometric mean, kernels/{set}"), l)).unwrap();
    }
    writeln!(speed, "{}", gm_row("geometric mean, all", &logs)).unwrap();
    // Threshold sweep (PCFM's table 2): `pcfm,cleanup` over every configuration.
    let mut sweep =
        "| threshold | merges | geometric mean speedup | faster | slower | unchanged |\n|--:|--:|--:|--:|--:|--:|\n"
            .to_string();
    let milli_list: &[u32] = if sweep_on { &SWEEP_MILLI } else { &[] };
    for &milli in milli_list {
        let ctx_of = |ws: u32, spec: &LaunchSpec, cfg: &RunConfig| Context {
            warp_size: Some(ws),
            pcfm_threshold_milli: Some(milli),
            pcfm_gate_milli: None,
            profit_model: profit_of(ws),
            oracle: emulate.then(|| emulation_oracle(spec, cfg, None)),
            launch: Default::default(),
            max_side_blocks: None,
        };
        let (mut merges, mut logsum, mut faster, mut slower, mut same) = (0, 0.0, 0, 0, 0);
        for (name, orig, spec, ws, base) in &cases {
            let cfg = RunConfig {
                policy: Policy::Ipdom,
                warp_size: *ws,
                parallel: true,
                timing: timing_of(*ws),
                ..Default::default()
            };
            let mut m = (**orig).clone();
            let ctx = ctx_of(*ws, spec, &cfg);
            let r = run_pass(pass_by_name("pcfm").expect("pcfm"), &mut m, &ctx)
                .and_then(|c| run_pass(pass_by_name("cleanup").expect("cleanup"), &mut m, &ctx).map(|_| c));
            let c = match r {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("ERROR: sweep {milli}/1000 {name} W{ws}: {e}");
                    failures += 1;
                    continue;
                }
            };
            merges += warpflow_transform::merge::merge_count(&c);
            match warpflow_simt::compare(orig, &m, spec, &cfg) {
                Ok(cmp) if cmp.first_difference.is_none() => {
                    let t = cmp.stats_b.cycles;
                    logsum += (*base as f64 / t as f64).ln();
                    match t.cmp(base) {
                        std::cmp::Ordering::Less => faster += 1,
                        std::cmp::Ordering::Greater => slower += 1,
                        std::cmp::Ordering::Equal => same += 1,
                    }
                }
                other => {
                    eprintln!("MISMATCH/ERROR: sweep {milli}/1000 {name} W{ws}: {other:?}");
                    failures += 1;
                }
            }
        }
        let g = (logsum / cases.len() as f64).exp();
        writeln!(
            sweep,
            "| {:.2} | {merges} | {g:.3} | {faster} | {slower} | {same} |",
            milli as f64 / 1000.0
        )
        .unwrap();
    }
    let model = if pipelined {
        "the pipelined timing model (Volta for W 32, CDNA for W 64)"
    } else {
        "the simple timing model"
    };
    let profit_note = if profit_timing {
        ", merges judged by the timing model's prediction (the default)"
    } else {
        ", merges judged by the latency profit"
    };
    let placement_note = match placement {
        Placement::Late => "late placement: each pipeline on the -O3 module".to_string(),
        Placement::Early => "early placement: merged before and after opt-19 -O3".to_string(),
        Placement::Best => {
            let chosen: Vec<String> =
                pipelines.iter().zip(&chose_early).map(|(p, n)| format!("`{}` {n}", p.text)).collect();
            format!(
                "best placement: per configuration the faster of the late and the early output on its launch; the early one in {} of the {} configurations",
                chosen.join(", "),
                cases.len()
            )
        }
    };
    let profit_note = if emulate && held {
        ", merges judged by emulating a held-out launch (`--judge emulate --held-out`: each merge, and with the best placement each choice, kept only when the configuration's launch shape runs faster on other random data than the data measured here; the early placement's first merges judged after opt-19 -O3)"
    } else if emulate {
        ", merges judged by emulating the launch (`--judge emulate`: each merge kept only when the configuration's own launch runs faster; the early placement's first merges judged after opt-19 -O3)"
    } else {
        profit_note
    };
    let out = format!(
        "Speedup in emulated cycles over `-O3` ({model}{profit_note}; {placement_note}):\n\n{speed}\nThreshold sweep of `pcfm,cleanup` (late placement) over the {} configurations above (merges summed over them):\n\n{sweep}\nCounts:\n\n{counts}",
        cases.len()
    );
    match write {
        None => print!("{out}"),
        Some(path) => {
            let doc = std::fs::read_to_string(&path).expect("document");
            let tag = match (placement, pipelined, emulate, held) {
                (Placement::Late, false, false, false) => String::new(),
                (pl, p, e, h) => format!(
                    " {} {}{}{}",
                    pl.name(),
                    if p { "pipelined" } else { "simple" },
                    if e { " emulate" } else { "" },
                    if h { " held-out" } else { "" }
                ),
            };
            let (begin, end) =
                (format!("<!-- BEGIN merge_table{tag} -->"), format!("<!-- END merge_table{tag} -->"));
            let (Some(b), Some(e)) = (doc.find(&begin), doc.find(&end)) else {
                panic!("{path} has no {begin} ... {end} markers")
            };
            let new = format!("{}{begin}\n{out}{}", &doc[..b], &doc[e..]);
            std::fs::write(&path, new).expect("write");
            eprintln!("wrote {path}");
        }
    }
    if failures > 0 {
        eprintln!("{failures} pipeline runs failed or differ from -O3");
        std::process::exit(1);
    }
}
