//! `warpflow`: GPU thread-divergence toolkit. This binary is the only place that touches the
//! filesystem, the terminal and argument parsing; each subcommand lives in its own module.

use clap::{Parser, Subcommand};
use std::path::PathBuf;

mod analyze;
mod cfg;
mod check;
mod diag;
mod opt;
mod parse;
mod print;

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
    /// Parse an LLVM IR file and print counts of functions, blocks and instructions.
    Parse {
        /// the `.ll` file
        file: PathBuf,
        /// print the counts as JSON
        #[arg(long)]
        json: bool,
    },
    /// Parse an LLVM IR file and print it back (the round trip).
    Print {
        /// the `.ll` file
        file: PathBuf,
        /// write here instead of standard output
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Reconvergence analysis of SASS (nvdisasm text or a cubin).
    Sass(sass::SassArgs),
    /// Uniformity analysis: divergent values and branches with witnesses.
    Analyze(analyze::AnalyzeArgs),
    /// Barrier check: every block barrier not proven convergent, with its witness.
    Check(check::CheckArgs),
    /// Run transformation passes (`--passes mem2reg,barrier-join`) and print the module.
    Opt(opt::OptArgs),
    /// Run a study (`warpflow study sass --out DIR`).
    Study(study::StudyArgs),
    /// Show the CFG structure of each function: dominators, post-dominators, cycles, regions.
    Cfg {
        /// the `.ll` file
        file: PathBuf,
        /// only this function (name without `@`)
        #[arg(long)]
        function: Option<String>,
        /// output format
        #[arg(long, value_enum, default_value = "text")]
        format: cfg::Format,
    },
}

fn main() -> std::process::ExitCode {
    match Cli::parse().command {
        Command::Parse { file, json } => parse::run(&file, json),
        Command::Print { file, output } => print::run(&file, output.as_deref()),
        Command::Sass(a) => sass::run(a),
        Command::Study(a) => study::run(a),
        Command::Cfg { file, function, format } => cfg::run(&file, function.as_deref(), format),
        Command::Analyze(a) => analyze::run(a),
        Command::Check(a) => check::run(a),
        Command::Opt(a) => opt::run(a),
    }
}
