//! `warpflow opt --passes P1,P2 IN -o OUT [--remarks] [--triple T] [--mcpu CPU] [--warp-size N]
//! [--no-verify]`: verifies the input, runs transformation passes of `warpflow-transform`
//! (`mem2reg`, `barrier-join`, `cleanup`, `tail-merge`, `tail-merge-full`, `branch-fusion`,
//! `pcfm`, `meld`) in order, verifies the result after each, and prints the module. The passes
//! other than `mem2reg` and `cleanup` use the uniformity analysis and need a target. `--triple`
//! is written into the output module (as `opt -mtriple` does). Exit status 0 on success, 2 on an
//! input error or a pass failure.

use std::path::PathBuf;
use std::process::ExitCode;

use warpflow_transform::{pass_by_name, run_pass, Context};

/// Arguments of `warpflow opt`.
#[derive(clap::Args, Debug)]
pub struct OptArgs {
    /// the input (`.ll`, `.bc`, a source, or `-` for standard input)
    pub input: PathBuf,
    /// passes to run, comma-separated (mem2reg, barrier-join, cleanup, tail-merge,
    /// tail-merge-full, branch-fusion, pcfm, meld)
    #[arg(long, value_delimiter = ',', required = true)]
    pub passes: Vec<String>,
    /// the output `.ll` (standard output when absent or `-`)
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
    /// print the passes' remarks to standard error
    #[arg(long)]
    pub remarks: bool,
    /// target triple, processor, warp size
    #[command(flatten)]
    pub target: crate::load::TargetArgs,
    /// verifier (of the input; the output of every pass is always verified)
    #[command(flatten)]
    pub verify: crate::load::VerifyArgs,
}

/// The passes that do not use the uniformity analysis (and so need no target).
const TARGET_FREE: [&str; 2] = ["mem2reg", "cleanup"];

/// Runs `warpflow opt`.
pub fn run(a: OptArgs) -> ExitCode {
    let mut passes = Vec::new();
    for name in &a.passes {
        match pass_by_name(name) {
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
    let input = match crate::load::load(&a.input, a.verify, need) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let ctx = Context { warp_size: input.warp_size(), ..Context::default() };
    let mut m = input.module;
    for (name, pass) in passes {
        match run_pass(pass, &mut m, &ctx) {
            Ok(c) => {
                if a.remarks {
                    for r in &c.remarks {
                        eprintln!("remark: {}: @{}: {}", r.pass, r.function, r.message);
                    }
                    if !c.changed {
                        eprintln!("remark: {name}: no change");
                    }
                }
            }
            Err(e) => {
                eprintln!("error: {name}: {}: {e}", a.input.display());
                return ExitCode::from(2);
            }
        }
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
    ExitCode::SUCCESS
}
