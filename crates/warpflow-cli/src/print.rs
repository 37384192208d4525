//! `warpflow print FILE [-o OUT] [--triple T] [--no-verify]`: parses a module (or compiles a
//! source, for `--triple`'s target), runs the verifier and prints the module back as LLVM IR
//! text (`-` is standard input for FILE, standard output for OUT).

use crate::load::{TargetArgs, TargetUse, VerifyArgs};
use std::path::Path;
use std::process::ExitCode;

/// Runs `warpflow print`.
pub fn run(path: &Path, output: Option<&Path>, triple: Option<String>, verify: VerifyArgs) -> ExitCode {
    let target = TargetArgs { triple, ..Default::default() };
    let uses = if target.triple.is_some() { TargetUse::Optional(&target) } else { TargetUse::None };
    let m = match crate::load::load(path, verify, uses) {
        Ok(i) => i.module,
        Err(code) => return code,
    };
    let text = warpflow_ir::print_module(&m);
    match output.filter(|o| !crate::input::is_stdin(o)) {
        Some(out) => {
            if let Err(e) = std::fs::write(out, text) {
                eprintln!("error: cannot write {}: {e}", out.display());
                return ExitCode::from(2);
            }
        }
        None => crate::exit::print(&text),
    }
    ExitCode::SUCCESS
}
