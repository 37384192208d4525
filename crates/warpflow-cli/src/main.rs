//! `warpflow`: GPU thread-divergence toolkit. This binary is the only place that touches the
//! filesystem, the terminal and argument parsing; each subcommand lives in its own module.

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;

/// mimalloc instead of the system allocator: the parser, the analyses and the emulator make
/// many small allocations, and glibc's free lists cost time that grows faster than the input
/// (its frees and consolidation were 7% of `print`'s time on a 3 MB module, 13% on a 13 MB one).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod analyze;
mod analyze_json;
mod arrays;
mod batch;
mod cfg;
mod check;
mod color;
mod diag;
mod draw;
mod exit;
mod facts;
mod human;
mod input;
mod json;
mod load;
mod names;
mod opt;
mod parse;
mod print;
mod report;
mod run;
mod sarif;

mod sass;
mod study;
mod version;

#[derive(Parser, Debug)]
#[command(
    name = "warpflow",
    version,
    about = "GPU thread divergence toolkit for LLVM IR kernels",
    after_help = exit::HELP
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// how sources are compiled (clang's spellings; before or after the subcommand)
    #[command(flatten)]
    compile: input::CompileArgs,
    /// colour in human output: auto (on a terminal, unless NO_COLOR is set), always, never
    #[arg(long, global = true, value_enum, default_value = "auto", value_name = "WHEN")]
    color: color::ColorChoice,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Parse an LLVM IR file, verify it and print counts of functions, blocks and instructions.
    #[command(after_help = exit::HELP)]
    Parse {
        /// the inputs
        #[command(flatten)]
        inputs: batch::Inputs,
        /// output format
        #[arg(long, value_enum, default_value = "text")]
        format: parse::Format,
        /// print the counts as JSON (the same as `--format json`; kept as a hidden alias)
        #[arg(long, hide = true)]
        json: bool,
        /// verifier
        #[command(flatten)]
        verify: load::VerifyArgs,
    },
    /// Parse an LLVM IR file, verify it and print it back (the round trip).
    #[command(after_help = exit::HELP)]
    Print {
        /// the input (`-` for standard input)
        file: PathBuf,
        /// write here instead of standard output (`-` is standard output)
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// target triple: a source is compiled for it, a module's `target triple` is replaced
        /// by it (like `opt -mtriple`), e.g. nvptx64-nvidia-cuda, amdgcn-amd-amdhsa, spir64
        #[arg(long, visible_alias = "mtriple", value_name = "TRIPLE")]
        triple: Option<String>,
        /// verifier
        #[command(flatten)]
        verify: load::VerifyArgs,
    },
    /// Run a kernel in the SIMT emulator (or compare two modules with --compare A B).
    #[command(after_help = exit::HELP)]
    Run(run::RunArgs),
    /// Reconvergence analysis of SASS (nvdisasm text or a cubin).
    #[command(after_help = exit::HELP)]
    Sass(sass::SassArgs),
    /// Uniformity analysis: divergent values and branches with witnesses.
    #[command(after_help = exit::HELP)]
    Analyze(analyze::AnalyzeArgs),
    /// Barrier check: every block barrier not proven convergent, with its witness.
    #[command(after_help = exit::HELP)]
    Check(check::CheckArgs),
    /// Run transformation passes (`--passes pcfm,cleanup`, `barrier-join`, ...) and print the module.
    #[command(after_help = exit::HELP)]
    Opt(opt::OptArgs),
    /// Run a study (`warpflow study sass --out DIR`).
    #[command(after_help = exit::HELP)]
    Study(study::StudyArgs),
    /// Show the CFG structure of each function: dominators, post-dominators, cycles, regions.
    #[command(after_help = exit::HELP)]
    Cfg(cfg::CfgArgs),
    /// Write one self-contained HTML page: source, IR, divergence, barriers, CFGs, profile.
    Report(report::ReportArgs),
}

fn main() -> std::process::ExitCode {
    // LLVM's single-dash `-mtriple=T` / `-mcpu=C` (RUN lines of LLVM's tests) as `--mtriple` / `--mcpu`.
    let args = load::llvm_spellings(std::env::args_os());
    // The long version runs the tools it lists: only when asked for.
    let long = args.iter().skip(1).take_while(|a| *a != "--").any(|a| a == "--version");
    // clap takes static strings: the two version texts live as long as the process anyway.
    let mut cmd = Cli::command().version(&*version::short().leak());
    if long {
        cmd = cmd.long_version(&*version::long().leak());
    }
    let cli = match Cli::from_arg_matches(&cmd.get_matches_from(args)) {
        Ok(c) => c,
        Err(e) => e.exit(),
    };
    let mut compile = cli.compile;
    // The early (and best) placement starts from the IR clang's optimiser would start from.
    compile.before_llvm_passes =
        matches!(&cli.command, Command::Opt(a) if a.placement != opt::Placement::Late);
    input::set_compile_args(compile);
    color::set_choice(cli.color);
    match cli.command {
        Command::Parse { inputs, format, json, verify } => {
            let json = json || format == parse::Format::Json;
            parse::run(&inputs, json, verify)
        }
        Command::Print { file, output, triple, verify } => {
            print::run(&file, output.as_deref(), triple, verify)
        }
        Command::Run(a) => run::run(&a),
        Command::Sass(a) => sass::run(a),
        Command::Study(a) => study::run(a),
        Command::Cfg(a) => cfg::run(a),
        Command::Report(a) => report::run(a),
        Command::Analyze(a) => analyze::run(a),
        Command::Check(a) if a.format == check::Format::Sarif => sarif::run_check(&a),
        Command::Check(a) => check::run(a),
        Command::Opt(a) => opt::run(a),
    }
}
