//! `warpflow print FILE [-o OUT] [--no-verify]`: parses a module, runs the verifier and prints
//! the module back as LLVM IR text.

use crate::load::{TargetUse, VerifyArgs};
use std::path::Path;
use std::process::ExitCode;

/// Runs `warpflow print`.
pub fn run(path: &Path, output: Option<&Path>, verify: VerifyArgs) -> ExitCode {
    let m = match crate::load::load(path, verify, TargetUse::None) {
        Ok(i) => i.module,
        Err(code) => return code,
    };
    let text = warpflow_ir::print_module(&m);
    match output {
        Some(out) => {
            if let Err(e) = std::fs::write(out, text) {
                eprintln!("error: cannot write {}: {e}", out.display());
                return ExitCode::from(2);
            }
        }
        None => {
            use std::io::Write;
            let mut so = std::io::stdout().lock();
            if so.write_all(text.as_bytes()).and_then(|_| so.flush()).is_err() {
                return ExitCode::from(2);
            }
        }
    }
    ExitCode::SUCCESS
}
