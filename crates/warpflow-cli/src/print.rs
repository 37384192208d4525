//! `warpflow print FILE [-o OUT]`: parses a module and prints it back as LLVM IR text.

use std::path::Path;
use std::process::ExitCode;

/// Runs `warpflow print`.
pub fn run(path: &Path, output: Option<&Path>) -> ExitCode {
    let m = match crate::parse::load(path) {
        Ok(m) => m,
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
