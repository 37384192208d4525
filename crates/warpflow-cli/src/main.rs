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
    /// Run a kernel in the SIMT emulator (or compare two modules with --compare A B).
    Run {
        /// the kernel module
        #[arg(required_unless_present = "compare")]
        file: Option<PathBuf>,
        /// compare the outputs of two modules on the same launch
        #[arg(long, num_args = 2, value_names = ["A", "B"], conflicts_with = "file")]
        compare: Vec<PathBuf>,
        /// the launch spec (TOML)
        #[arg(long)]
        launch: PathBuf,
        /// reconvergence policy: ipdom, its, deferred, none
        #[arg(long, default_value = "ipdom")]
        policy: String,
        /// barrier semantics: block, warp
        #[arg(long, default_value = "block")]
        barriers: String,
        /// lanes per warp
        #[arg(long, default_value_t = 32)]
        warp_size: u32,
        /// output format: text, json
        #[arg(long, default_value = "text")]
        format: String,
        /// write each output buffer to DIR/argN.bin
        #[arg(long)]
        dump: Option<PathBuf>,
        /// stop after this many warp instructions
        #[arg(long)]
        step_limit: Option<u64>,
    },
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
        Command::Run { file, compare, launch, policy, barriers, warp_size, format, dump, step_limit } => {
            run::run(&run::RunArgs {
                file,
                compare,
                launch,
                policy,
                barriers,
                warp_size,
                format,
                dump,
                step_limit,
            })
        }
        Command::Sass(a) => sass::run(a),
        Command::Study(a) => study::run(a),
        Command::Cfg { file, function, format } => cfg::run(&file, function.as_deref(), format),
        Command::Analyze(a) => analyze::run(a),
        Command::Check(a) => check::run(a),
        Command::Opt(a) => opt::run(a),
    }
}
