//! `warpflow`: GPU thread-divergence toolkit. This binary is the only place that touches the
//! filesystem, the terminal and argument parsing; each subcommand lives in its own module.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

mod analyze;
mod cfg;
mod check;
mod diag;
mod draw;
mod facts;
mod load;
mod opt;
mod parse;
mod print;
mod report;
mod run;

mod sass;
mod study;

#[derive(Parser, Debug)]
#[command(name = "warpflow", version, about = "GPU thread divergence toolkit for LLVM IR kernels")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Parse an LLVM IR file, verify it and print counts of functions, blocks and instructions.
    Parse {
        /// the `.ll` file
        file: PathBuf,
        /// print the counts as JSON
        #[arg(long)]
        json: bool,
        /// verifier
        #[command(flatten)]
        verify: load::VerifyArgs,
    },
    /// Parse an LLVM IR file, verify it and print it back (the round trip).
    Print {
        /// the `.ll` file
        file: PathBuf,
        /// write here instead of standard output
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// verifier
        #[command(flatten)]
        verify: load::VerifyArgs,
    },
    /// Run a kernel in the SIMT emulator (or compare two modules with --compare A B).
    Run(run::RunArgs),
    /// Reconvergence analysis of SASS (nvdisasm text or a cubin).
    Sass(sass::SassArgs),
    /// Uniformity analysis: divergent values and branches with witnesses.
    Analyze(analyze::AnalyzeArgs),
    /// Barrier check: every block barrier not proven convergent, with its witness.
    Check(check::CheckArgs),
    /// Run transformation passes (`--passes pcfm,cleanup`, `barrier-join`, ...) and print the module.
    Opt(opt::OptArgs),
    /// Run a study (`warpflow study sass --out DIR`).
    Study(study::StudyArgs),
    /// Show the CFG structure of each function: dominators, post-dominators, cycles, regions.
    Cfg(cfg::CfgArgs),
    /// Write one self-contained HTML page: source, IR, divergence, barriers, CFGs, profile.
    Report(report::ReportArgs),
}

fn main() -> std::process::ExitCode {
    // LLVM's single-dash `-mtriple=T` / `-mcpu=C` (RUN lines of LLVM's tests) as `--mtriple` / `--mcpu`.
    match Cli::parse_from(load::llvm_spellings(std::env::args_os())).command {
        Command::Parse { file, json, verify } => parse::run(&file, json, verify),
        Command::Print { file, output, verify } => print::run(&file, output.as_deref(), verify),
        Command::Run(a) => run::run(&a),
        Command::Sass(a) => sass::run(a),
        Command::Study(a) => study::run(a),
        Command::Cfg(a) => cfg::run(a),
        Command::Report(a) => report::run(a),
        Command::Analyze(a) => analyze::run(a),
        Command::Check(a) => check::run(a),
        Command::Opt(a) => opt::run(a),
    }
}
