//! `warpflow`: GPU thread-divergence toolkit. This binary is the only place that touches the
//! filesystem, the terminal and argument parsing; each subcommand lives in its own module.

use clap::{Parser, Subcommand};

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
    /// Reconvergence analysis of SASS (nvdisasm text or a cubin).
    Sass(sass::SassArgs),
    /// Run a study (`warpflow study sass --out DIR`).
    Study(study::StudyArgs),
}

fn main() -> std::process::ExitCode {
    match Cli::parse().command {
        Command::Sass(a) => sass::run(a),
        Command::Study(a) => study::run(a),
    }
}
