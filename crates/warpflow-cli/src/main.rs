//! `warpflow`: GPU thread-divergence toolkit. This binary is the only place that touches the
//! filesystem, the terminal and argument parsing; each subcommand lives in its own module.

use clap::{Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(name = "warpflow", version, about = "GPU thread divergence toolkit for LLVM IR kernels")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {}

fn main() -> std::process::ExitCode {
    match Cli::parse().command {}
}
