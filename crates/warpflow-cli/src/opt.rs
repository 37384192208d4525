//! `warpflow opt --passes P1,P2 IN -o OUT [--remarks] [--triple T] [--mcpu CPU] [--warp-size N]
//! [--no-verify] [--threshold X] [--gate X] [--max-side-blocks N] [--profit latency|timing] [--arch A] [--judge emulate --launch
//! FILE] [--placement late|early|best]`: verifies the input, runs
//! transformation passes of `warpflow-transform` (`mem2reg`, `barrier-join`, `cleanup`,
//! `tail-merge`, `tail-merge-full`, `branch-fusion`, `pcfm`, `meld`) in order on one
//! `warpflow_transform::PassManager` (one analysis session for the whole pipeline, each
//! function analysed again only after a pass changed it), verifies the result after each, and
//! prints the module. The passes
//! other than `mem2reg` and `cleanup` use the uniformity analysis and need a target. `--triple`
//! is written into the output module (as `opt -mtriple` does). Exit status 0 on success, 2 on an
//! input error or a pass failure.
//!
//! `--remarks` prints the passes' remarks to standard error; `--remarks-output FILE` writes them
//! in LLVM's optimization-remark YAML format (one `--- !Passed`, `--- !Missed` or
//! `--- !Analysis` document per remark with `Pass`, `Name`, `DebugLoc`, `Function` and `Args`, as
//! `opt -pass-remarks-output` writes them, so `llvm-remarkutil` and `opt-viewer` read them);
//! `--print-passes` lists the passes, one line each.
//!
//! `--judge emulate --launch FILE` makes the merging passes keep a merge only when the launch
//! `FILE` runs faster in the emulator after it (pipelined timing model on `--arch`, ipdom
//! policy, the module's warp size) than before, instead of when the timing model predicts it;
//! one emulation per merge tried.
//!
//! `--placement early` merges where DARM does: a source is compiled to the IR clang's
//! optimiser starts from (`-O3 -Xclang -disable-llvm-passes`); `mem2reg` and the passes (all
//! but `cleanup`) run on it, then `opt-19 -passes=default<O3>` (the `-O` level), then the
//! passes again; `--judge emulate` judges the first round's merges on what the optimiser makes
//! of them. `--placement best --launch FILE` chooses per kernel: both placements from that IR
//! (the late one after `opt-19 -O3`, as clang would run it), each output run on the launch, the
//! one of fewer cycles kept (`docs/merging.md`).

use std::path::PathBuf;
use std::process::ExitCode;

use warpflow_transform::merge::profit::{ProfitModel, DEFAULT_HIDING_WARPS};
use warpflow_transform::{pass_entry_by_name, Context, PassEntry, PassManager};

/// Arguments of `warpflow opt`.
#[derive(clap::Args, Debug)]
pub struct OptArgs {
    /// the input (`.ll`, `.bc`, a source, or `-` for standard input)
    #[arg(required_unless_present = "print_passes")]
    pub input: Option<PathBuf>,
    /// passes to run, comma-separated (mem2reg, barrier-join, cleanup, tail-merge,
    /// tail-merge-full, branch-fusion, pcfm, meld; `--print-passes` describes them)
    #[arg(long, value_delimiter = ',', required_unless_present = "print_passes")]
    pub passes: Vec<String>,
    /// list the passes, one line each (name and description), and exit
    #[arg(long, conflicts_with_all = ["input", "passes"])]
    pub print_passes: bool,
    /// write the passes' remarks to FILE in LLVM's optimization-remark YAML format
    #[arg(long, value_name = "FILE")]
    pub remarks_output: Option<PathBuf>,
    /// the output `.ll` (standard output when absent or `-`)
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
    /// print the passes' remarks to standard error
    #[arg(long)]
    pub remarks: bool,
    /// `json`: print one `warpflow.opt/1` document (each pass: changed, transformations,
    /// remarks) on standard output instead of the module, which then needs `-o FILE`
    #[arg(long, default_value = "text", value_parser = ["text", "json"])]
    pub format: String,
    /// target triple, processor, warp size
    #[command(flatten)]
    pub target: crate::load::TargetArgs,
    /// verifier (of the input; the output of every pass is always verified)
    #[command(flatten)]
    pub verify: crate::load::VerifyArgs,
    /// profitability threshold of the merging passes (branch-fusion, pcfm, meld), 0 to 1: a
    /// merge is kept when its profit is strictly above it: under --profit timing the predicted
    /// fraction of the region's cycles saved [default: 0], under --profit latency the
    /// best-case fraction of latency saved [default: 0.2], under --judge emulate the measured
    /// fraction of the launch's cycles saved [default: 0]
    #[arg(long, value_name = "X")]
    pub threshold: Option<String>,
    /// the best-case fraction of latency a pair of sides must save before a merge is
    /// predicted (--profit timing) or measured (--judge emulate), 0 to 1 [default: 0.2]; under
    /// --profit latency the threshold is that fraction, and there is no separate gate
    #[arg(long, value_name = "X")]
    pub gate: Option<String>,
    /// the largest side of a divergent branch the merging passes look at, in blocks (at least
    /// 1; a branch with a larger side is not merged, and costs at most that many blocks to
    /// refuse) [default: 1000]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub max_side_blocks: Option<u32>,
    /// how the merging passes judge a merge: timing (the pipelined timing model's prediction
    /// of the region's cycles per warp before and after the merge, on the merged code: issue
    /// of the machine expansion, dependent chains hidden by 8 warps per scheduler,
    /// reconvergence; on --arch) or latency (the cost table's latencies summed, the best case
    /// of the sides before merging)
    #[arg(long, default_value = "timing")]
    pub profit: String,
    /// architecture of --profit timing: pascal, volta, ampere, hopper, blackwell, cdna
    /// [default: from --mcpu, else volta for 32 lanes and cdna for 64]
    #[arg(long)]
    pub arch: Option<String>,
    /// how the merging passes decide whether a merge is kept: predict (the --profit model) or
    /// emulate (run --launch in the emulator before and after each merge, pipelined timing on
    /// --arch; kept when it runs faster by more than --threshold)
    #[arg(long, default_value = "predict", value_parser = ["predict", "emulate"])]
    pub judge: String,
    /// the launch spec (TOML) of --judge emulate
    #[arg(long, value_name = "FILE")]
    pub launch: Option<PathBuf>,
    /// where the passes run: `late`, on the module as given (clang's -O3 output); `early`,
    /// where DARM merges: on the IR clang's optimiser starts from (a source is compiled so,
    /// with `-Xclang -disable-llvm-passes`), the passes after `mem2reg` (all but `cleanup`),
    /// then `opt-19 -passes=default<O3>` (the `-O` level), then the passes again. A `.ll` or
    /// `.bc` input must be such IR (clang `-O3 -Xclang -disable-llvm-passes`, or `-O0 -Xclang
    /// -disable-O0-optnone`); a function marked `optnone` is an error; `best`, both (the late
    /// one on what `opt-19 -O3` makes of that IR, as clang would), each output run on
    /// `--launch` in the emulator, the one of fewer cycles kept
    #[arg(long, value_enum, default_value = "late")]
    pub placement: Placement,
    /// threads per block of the launch the output is for, X[,Y[,Z]] (overrides `--launch`'s):
    /// the analyses run under it, so a branch uniform for such blocks is not merged and, when X
    /// is a multiple of the warp, a warp-uniform branch (`threadIdx.y == 0`) is predicted to
    /// split no warp. The output's results never depend on it
    #[arg(long, value_name = "X[,Y,Z]")]
    pub block_dim: Option<String>,
}

/// Where `opt` runs its passes (`--placement`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Placement {
    /// on the module as given
    Late,
    /// before and after LLVM's optimisation pipeline, which `opt` runs between the two rounds
    Early,
    /// both, each output run on `--launch`; the faster is kept
    Best,
}

/// One pass of `opt --format json`.
#[derive(Debug, serde::Serialize)]
struct PassReport {
    /// the pass name as given to `--passes`
    pass: String,
    /// whether it changed the module
    changed: bool,
    /// how many transformations it made (merges, joins, ...)
    transformations: usize,
    /// its remarks, in order
    remarks: Vec<RemarkJson>,
}

/// One remark in `opt --format json`: the pass, the kind in lower case (`passed`, `missed`,
/// `analysis`), LLVM's short name (`Merged`, ...), the function (mangled), the `!dbg` location of
/// what it is about (or `null`) and the message.
#[derive(Debug, serde::Serialize)]
struct RemarkJson {
    pass: String,
    kind: String,
    name: String,
    function: String,
    location: Option<serde_json::Value>,
    message: String,
}

impl From<&warpflow_transform::Remark> for RemarkJson {
    fn from(r: &warpflow_transform::Remark) -> RemarkJson {
        RemarkJson {
            pass: r.pass.clone(),
            kind: r.kind.tag().to_lowercase(),
            name: r.name.clone(),
            function: r.function.clone(),
            location: r
                .loc
                .as_ref()
                .map(|l| serde_json::json!({ "file": l.file, "line": l.line, "column": l.column })),
            message: r.message.clone(),
        }
    }
}

/// The document of `opt --format json`.
#[derive(Debug, serde::Serialize)]
struct OptReport {
    /// the input as named on the command line
    input: String,
    /// the file the module was written to
    output: String,
    /// every pass in the order run
    passes: Vec<PassReport>,
}

/// The merging passes' threshold in thousandths, from `--threshold`.
fn threshold_milli(x: &str) -> Result<u32, String> {
    fraction_milli("--threshold", x)
}

/// A fraction between 0 and 1 given to option `opt`, in thousandths.
fn fraction_milli(opt: &str, x: &str) -> Result<u32, String> {
    let v: f64 = x.trim().parse().map_err(|_| format!("{opt}: `{x}` is not a number"))?;
    if !(0.0..=1.0).contains(&v) {
        return Err(format!("{opt}: {x} is not between 0 and 1"));
    }
    Ok((v * 1000.0).round() as u32)
}

/// The profit model of `--profit` and `--arch` for a run of `warp_size` lanes.
fn profit_model(a: &OptArgs, warp_size: Option<u32>) -> Result<ProfitModel, String> {
    match a.profit.as_str() {
        "latency" => {
            if a.arch.is_some() {
                return Err("--arch applies to --profit timing".into());
            }
            Ok(ProfitModel::Latency)
        }
        "timing" => {
            let arch = timing_arch(a, warp_size)?;
            Ok(ProfitModel::Timing { arch, hiding_warps: DEFAULT_HIDING_WARPS })
        }
        other => Err(format!("unknown profit model `{other}` (latency, timing)")),
    }
}

/// The architecture whose timing judges merges: `--arch`, else the one of `--mcpu`, else by
/// the warp size (CDNA for wave64, Volta otherwise).
fn timing_arch(a: &OptArgs, warp_size: Option<u32>) -> Result<warpflow_target::Arch, String> {
    use warpflow_target::Arch;
    match &a.arch {
        Some(n) => Arch::from_name(n).ok_or_else(|| {
            format!("unknown architecture `{n}` (pascal, volta, ampere, hopper, blackwell, cdna)")
        }),
        None => Ok(a
            .target
            .mcpu
            .as_deref()
            .and_then(Arch::for_processor)
            .unwrap_or(if warp_size.is_some_and(|w| w > 32) { Arch::Cdna } else { Arch::Volta })),
    }
}

/// The oracle of `--judge emulate`: the emulator on `--launch` (pipelined timing on the
/// architecture of `--arch`/`--mcpu`/the warp size, ipdom policy).
/// With `optimise` (the early placement's first round), each module is first run through
/// `opt-19 -O<level>`, so a merge is judged by what the optimiser makes of it.
fn emulation_oracle(
    a: &OptArgs,
    warp_size: Option<u32>,
    optimise: Option<String>,
) -> Result<Option<warpflow_transform::Oracle>, String> {
    match (a.judge.as_str(), &a.launch) {
        ("emulate", None) => Err("--judge emulate needs --launch FILE".into()),
        ("emulate", Some(_)) => {
            let run = launch_runner(a, warp_size)?;
            Ok(Some(warpflow_transform::Oracle::new(move |m: &warpflow_ir::Module| match &optimise {
                None => run(m),
                Some(level) => run(&optimised(m, level, false)?),
            })))
        }
        (_, Some(_)) if a.placement != Placement::Best => {
            Err("--launch applies to --judge emulate and --placement best".into())
        }
        _ => Ok(None),
    }
}

/// The cycles of running a module on `--launch` in the emulator (pipelined timing on the
/// architecture of `--arch`/`--mcpu`/the warp size, ipdom policy): what `--judge emulate` and
/// `--placement best` measure.
fn launch_runner(
    a: &OptArgs,
    warp_size: Option<u32>,
) -> Result<impl Fn(&warpflow_ir::Module) -> Result<u64, String> + Send + Sync + 'static, String> {
    let Some(path) = &a.launch else {
        return Err(format!(
            "--{} needs --launch FILE",
            if a.judge == "emulate" { "judge emulate" } else { "placement best" }
        ));
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let spec = warpflow_simt::LaunchSpec::from_toml(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let arch = timing_arch(a, warp_size)?;
    let cfg = warpflow_simt::RunConfig {
        policy: warpflow_simt::Policy::Ipdom,
        warp_size: warp_size.unwrap_or(arch.params().warp_size),
        parallel: true,
        timing: warpflow_simt::Timing::pipelined(arch),
        ..Default::default()
    };
    Ok(move |m: &warpflow_ir::Module| {
        warpflow_simt::run(m, &spec, &cfg).map(|r| r.stats.cycles).map_err(|e| e.to_string())
    })
}

/// The passes that do not use the uniformity analysis (and so need no target).
const TARGET_FREE: [&str; 2] = ["mem2reg", "cleanup"];

/// The `--print-passes` listing: one line per pass, its name and what it does.
fn pass_list() -> String {
    let width = warpflow_transform::PASSES.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    let mut out = String::new();
    for (name, what) in warpflow_transform::PASSES {
        let target = if TARGET_FREE.contains(&name) { "" } else { " (uniformity analysis; needs a target)" };
        out.push_str(&format!("{name:<width$}  {what}{target}\n"));
    }
    out
}

/// `s` as a YAML scalar: single-quoted (a `'` doubled), or double-quoted with escapes when it
/// holds control characters.
fn yaml_str(s: &str) -> String {
    if s.chars().any(char::is_control) {
        let mut out = String::from('"');
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
                c => out.push(c),
            }
        }
        out.push('"');
        out
    } else {
        format!("'{}'", s.replace('\'', "''"))
    }
}

/// `remarks` as LLVM's remark YAML: per remark a document
///
/// ```text
/// --- !Passed
/// Pass:            'pcfm'
/// Name:            'Merged'
/// DebugLoc:        { File: 'k.cu', Line: 7, Column: 9 }
/// Function:        '_Z1kPi'
/// Args:
///   - String:          'merged the two sides of the divergent branch in %3: ...'
/// ...
/// ```
///
/// (`DebugLoc` only when the module has a `!dbg` location for what the remark is about).
pub fn remarks_yaml(remarks: &[warpflow_transform::Remark]) -> String {
    let mut out = String::new();
    for r in remarks {
        out.push_str(&format!("--- !{}\n", r.kind.tag()));
        out.push_str(&format!("Pass:            {}\n", yaml_str(&r.pass)));
        out.push_str(&format!("Name:            {}\n", yaml_str(&r.name)));
        if let Some(l) = &r.loc {
            out.push_str(&format!(
                "DebugLoc:        {{ File: {}, Line: {}, Column: {} }}\n",
                yaml_str(&l.file),
                l.line,
                l.column
            ));
        }
        out.push_str(&format!("Function:        {}\n", yaml_str(&r.function)));
        out.push_str("Args:\n");
        out.push_str(&format!("  - String:          {}\n", yaml_str(&r.message)));
        out.push_str("...\n");
    }
    out
}

/// Writes `remarks` to `--remarks-output` when it is given; the error is printed.
fn write_remarks(a: &OptArgs, remarks: &[warpflow_transform::Remark]) -> Result<(), ExitCode> {
    let Some(p) = &a.remarks_output else { return Ok(()) };
    let text = remarks_yaml(remarks);
    let res = if crate::input::is_stdin(p) {
        crate::exit::out!("{text}");
        Ok(())
    } else {
        std::fs::write(p, text)
    };
    res.map_err(|e| {
        eprintln!("error: cannot write {}: {e}", p.display());
        ExitCode::from(2)
    })
}

/// The pipelines of `--placement`: the passes on the module as given (late), around the
/// optimiser (early), or both, keeping the faster (best).
struct Pipelines<'p> {
    a: &'p OptArgs,
    input_path: &'p std::path::Path,
    /// clang's `-O` level, the optimiser's between the early placement's rounds
    level: &'p str,
    /// the passes' context (the late placement, the early placement's second round)
    ctx: Context,
    /// the early placement's first round: a judge that measures runs the optimiser first
    pre: Context,
    passes: &'p [(String, PassEntry)],
}

impl Pipelines<'_> {
    /// The passes on `m`, one analysis session for the round (built by the first pass that
    /// reads analyses, kept up to date by each pass for the functions it changes).
    fn late(&self, m: warpflow_ir::Module, out: &mut Outcome) -> Result<warpflow_ir::Module, ExitCode> {
        let mut pm = PassManager::new(m, self.ctx.clone());
        run_passes(&mut pm, self.passes, self.a, self.input_path, out)?;
        Ok(pm.into_module())
    }

    /// `mem2reg` and the passes but `cleanup` on the unoptimised `m`, the optimiser, the passes.
    fn early(&self, m: warpflow_ir::Module, out: &mut Outcome) -> Result<warpflow_ir::Module, ExitCode> {
        let mut first = Vec::new();
        for name in std::iter::once("mem2reg").chain(self.a.passes.iter().map(String::as_str)) {
            if !(name == "cleanup" || name == "mem2reg" && !first.is_empty()) {
                first.push((name.to_string(), pass_entry_by_name(name).expect("named passes are known")));
            }
        }
        let mut pm = PassManager::new(m, self.pre.clone());
        run_passes(&mut pm, &first, self.a, self.input_path, out)?;
        let m = self.optimise(&pm.into_module(), out)?;
        let pass = format!("opt-19 -passes=default<O{}>", self.level);
        if self.a.remarks {
            eprintln!("remark: {pass}: run between the two rounds (--placement early)");
        }
        out.reports.push(PassReport { pass, changed: true, transformations: 0, remarks: Vec::new() });
        self.late(m, out)
    }

    /// Both placements on the unoptimised `m` (the late one on what the optimiser makes of
    /// it, as clang's `-O` would), each output run on `--launch`; the one of fewer cycles is
    /// kept (late on a tie), and a remark says which and both counts.
    fn best(
        &self,
        m: warpflow_ir::Module,
        warp_size: Option<u32>,
        out: &mut Outcome,
    ) -> Result<warpflow_ir::Module, ExitCode> {
        let fail = |e: String| {
            eprintln!("error: {e}");
            ExitCode::from(2)
        };
        let run = launch_runner(self.a, warp_size).map_err(fail)?;
        let optimised = self.optimise(&m, out)?;
        let (mut late_out, mut early_out) = (Outcome::default(), Outcome::default());
        if self.a.remarks {
            eprintln!("remark: placement late: the passes after opt-19 -passes=default<O{}>", self.level);
        }
        let late = self.late(optimised, &mut late_out)?;
        if self.a.remarks {
            eprintln!(
                "remark: placement early: the passes before and after opt-19 -passes=default<O{}>",
                self.level
            );
        }
        let early = self.early(m, &mut early_out)?;
        let (cl, ce) = (run(&late).map_err(fail)?, run(&early).map_err(fail)?);
        let (kept, name, mut chosen) =
            if ce < cl { (early, "early", early_out) } else { (late, "late", late_out) };
        let text = format!("kept the {name} placement: {ce} cycles early, {cl} late on the launch");
        if self.a.remarks {
            eprintln!("remark: placement best: {text}");
        }
        chosen.reports.push(PassReport {
            pass: format!("placement best: {name}"),
            changed: true,
            transformations: 0,
            remarks: Vec::new(),
        });
        chosen.remarks.push(warpflow_transform::Remark {
            pass: "placement".into(),
            kind: warpflow_transform::RemarkKind::Analysis,
            name: "Placement".into(),
            function: String::new(),
            loc: None,
            message: text,
        });
        out.reports.append(&mut chosen.reports);
        out.remarks.append(&mut chosen.remarks);
        Ok(kept)
    }

    /// [`optimised`], its error printed (with the remarks so far).
    fn optimise(&self, m: &warpflow_ir::Module, out: &Outcome) -> Result<warpflow_ir::Module, ExitCode> {
        optimised(m, self.level, crate::input::compile_args().verbose).map_err(|e| {
            eprint!("{e}");
            let _ = write_remarks(self.a, &out.remarks);
            ExitCode::from(2)
        })
    }
}

/// What the rounds of passes reported: `--format json`'s entries and every remark, in order.
#[derive(Default)]
struct Outcome {
    reports: Vec<PassReport>,
    remarks: Vec<warpflow_transform::Remark>,
}

/// Runs `passes` in order on `pm`, printing their remarks with `--remarks`; on a pass's failure
/// prints the error, writes the remarks so far (`--remarks-output`) and gives the exit status.
fn run_passes(
    pm: &mut PassManager,
    passes: &[(String, PassEntry)],
    a: &OptArgs,
    input_path: &std::path::Path,
    out: &mut Outcome,
) -> Result<(), ExitCode> {
    for (name, pass) in passes {
        match pm.run(*pass) {
            Ok(c) => {
                if a.remarks {
                    for r in &c.remarks {
                        eprintln!("remark: {}: @{}: {}", r.pass, r.function, r.message);
                    }
                    if !c.changed {
                        eprintln!("remark: {name}: no change");
                    }
                }
                if a.format == "json" {
                    out.reports.push(PassReport {
                        pass: name.clone(),
                        changed: c.changed,
                        transformations: c.transformations,
                        remarks: c.remarks.iter().map(RemarkJson::from).collect(),
                    });
                }
                out.remarks.extend(c.remarks);
            }
            Err(e) => {
                eprintln!("error: {name}: {}: {e}", input_path.display());
                // the remarks of the passes that ran
                let _ = write_remarks(a, &out.remarks);
                return Err(ExitCode::from(2));
            }
        }
    }
    Ok(())
}

/// `m` after LLVM's optimiser at `-O<level>` ([`crate::input::run_opt19`]), read back and
/// verified; the error names the step that failed.
fn optimised(m: &warpflow_ir::Module, level: &str, verbose: bool) -> Result<warpflow_ir::Module, String> {
    let text = warpflow_ir::print_module(m);
    let bytes = crate::input::run_opt19(text.as_bytes(), level, verbose)?;
    let text = String::from_utf8_lossy(&bytes);
    let m = warpflow_ir::parse(&text).map_err(|e| format!("error: reading opt-19's output: {e}\n"))?;
    warpflow_ir::verify_module(&m).map_err(|errs| {
        let first = errs.first().map(|e| e.to_string()).unwrap_or_default();
        format!("error: opt-19's output does not verify ({} problem(s)): {first}\n", errs.len())
    })?;
    Ok(m)
}

/// Runs `warpflow opt`.
pub fn run(a: OptArgs) -> ExitCode {
    if a.print_passes {
        crate::exit::out!("{}", pass_list());
        return ExitCode::SUCCESS;
    }
    let Some(input_path) = a.input.clone() else {
        eprintln!("error: no input file given");
        return ExitCode::from(2);
    };
    let mut passes = Vec::new();
    for name in &a.passes {
        match pass_entry_by_name(name) {
            Ok(p) => passes.push((name, p)),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let need = if a.passes.iter().all(|p| TARGET_FREE.contains(&p.as_str())) {
        crate::load::TargetUse::Optional(&a.target)
    } else {
        crate::load::TargetUse::Required(&a.target)
    };
    let input = match crate::load::load(&input_path, a.verify, need) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let milli = match a.threshold.as_deref().map(threshold_milli).transpose() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let gate = match a.gate.as_deref().map(|x| fraction_milli("--gate", x)).transpose() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let profit = match profit_model(&a, input.warp_size()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let level = crate::input::compile_args().opt_level.clone().unwrap_or_else(|| "3".into());
    let warp_size = input.warp_size();
    let oracle = |optimise: Option<String>| match emulation_oracle(&a, warp_size, optimise) {
        Ok(o) => Ok(o),
        Err(e) => {
            eprintln!("error: {e}");
            Err(ExitCode::from(2))
        }
    };
    let ctx = Context {
        warp_size,
        pcfm_threshold_milli: milli,
        pcfm_gate_milli: gate,
        max_side_blocks: a.max_side_blocks,
        profit_model: profit,
        oracle: match oracle(None) {
            Ok(o) => o,
            Err(code) => return code,
        },
        // What the launch tells the analyses: `--launch`'s spec (its block, grid and scalar
        // arguments), `--block-dim` over it.
        launch: {
            let l = crate::load::LaunchArgs {
                launch: a.launch.clone(),
                block_dim: a.block_dim.clone(),
                ..Default::default()
            };
            match l.facts(&input.module) {
                Ok(f) => f,
                Err(e) => {
                    eprint!("{e}");
                    return ExitCode::from(2);
                }
            }
        },
    };
    let json = a.format == "json";
    if json && a.output.as_ref().is_none_or(|o| crate::input::is_stdin(o)) {
        eprintln!("error: opt --format json prints the report on standard output: give the module's file with -o FILE");
        return ExitCode::from(2);
    }
    let module = input.module;
    if a.placement != Placement::Late {
        let m = &module;
        if let Some(f) = m.funcs.keys().find(|&f| m.funcs[f].is_definition && m.func_has_attr(f, "optnone")) {
            eprintln!(
                "error: {}: function @{} is `optnone` (clang -O0 marks every function so): --placement {} needs IR the optimiser may change: compile with `-O0 -Xclang -disable-O0-optnone` or `-O3 -Xclang -disable-llvm-passes`, or give the source",
                input_path.display(),
                m.func_name(f),
                if a.placement == Placement::Early { "early" } else { "best" }
            );
            return ExitCode::from(2);
        }
    }
    let pre = Context {
        oracle: match a.placement {
            Placement::Late => None,
            _ => match oracle(Some(level.clone())) {
                Ok(o) => o,
                Err(code) => return code,
            },
        },
        ..ctx.clone()
    };
    let named: Vec<(String, PassEntry)> = passes.into_iter().map(|(n, p)| (n.clone(), p)).collect();
    let p = Pipelines { a: &a, input_path: &input_path, level: &level, ctx, pre, passes: &named };
    let mut out = Outcome { reports: Vec::new(), remarks: Vec::new() };
    let result = match a.placement {
        Placement::Late => p.late(module, &mut out),
        Placement::Early => p.early(module, &mut out),
        Placement::Best => p.best(module, warp_size, &mut out),
    };
    let m = match result {
        Ok(m) => m,
        Err(code) => return code,
    };
    let (reports, all_remarks) = (out.reports, out.remarks);
    if let Err(code) = write_remarks(&a, &all_remarks) {
        return code;
    }
    let text = warpflow_ir::print_module(&m);
    match a.output.as_ref().filter(|o| !crate::input::is_stdin(o)) {
        Some(p) => {
            if let Err(e) = std::fs::write(p, text) {
                eprintln!("error: cannot write {}: {e}", p.display());
                return ExitCode::from(2);
            }
        }
        None => crate::exit::out!("{text}"),
    }
    if json {
        let doc = OptReport {
            input: crate::input::display_name(&input_path),
            output: a.output.as_ref().map(|o| o.display().to_string()).unwrap_or_default(),
            passes: reports,
        };
        crate::exit::out!("{}", crate::json::document("opt", &doc));
    }
    ExitCode::SUCCESS
}
