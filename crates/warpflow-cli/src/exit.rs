//! The one exit-status convention of every subcommand (also in `warpflow --help` and the
//! README):
//!
//! | status | meaning |
//! | --- | --- |
//! | 0 | nothing found |
//! | 1 | findings: a reported barrier problem (`check`), a dynamic barrier divergence, hang or out-of-bounds access (`run`), a `run --compare` mismatch |
//! | 2 | bad input (unreadable, unparsable, invalid or uncompilable file, wrong option or name) or a missing tool |
//!
//! With several inputs the status is the worst of them (2 over 1 over 0). A closed standard
//! output (`warpflow cfg F | head`) ends the process quietly ([`print`]).

use std::process::ExitCode;

/// The outcome of a subcommand on one input, ordered from best to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Exit {
    /// 0: nothing found
    Clean,
    /// 1: findings
    Findings,
    /// 2: bad input or a missing tool
    Error,
}

impl Exit {
    /// The numeric status.
    pub fn code(self) -> u8 {
        match self {
            Exit::Clean => 0,
            Exit::Findings => 1,
            Exit::Error => 2,
        }
    }
}

impl From<Exit> for ExitCode {
    fn from(e: Exit) -> ExitCode {
        ExitCode::from(e.code())
    }
}

/// The text of the convention for `--help` (after the options).
pub const HELP: &str = "Exit status (every subcommand): 0 nothing found; 1 findings (a reported barrier \
problem, a dynamic barrier divergence, hang or out-of-bounds access in `run`, a `run --compare` \
mismatch); 2 bad input or a missing tool. With several inputs, the worst of them.";

/// Writes `text` to standard output and flushes it. When the reader has gone away (a closed
/// pipe, as in `warpflow cfg F | head`) the process ends at once, quietly and with status 0 (as
/// ripgrep does, so that `set -o pipefail` scripts do not fail on an early `head`); any other
/// write error is reported and ends the process with status 2.
pub fn print(text: &str) {
    use std::io::Write;
    let mut so = std::io::stdout().lock();
    match so.write_all(text.as_bytes()).and_then(|_| so.flush()) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("error: cannot write to standard output: {e}");
            std::process::exit(2)
        }
    }
}

/// `print!` through [`print`] (a closed pipe ends the process quietly).
macro_rules! out {
    ($($t:tt)*) => { $crate::exit::print(&format!($($t)*)) };
}

/// `println!` through [`print`] (a closed pipe ends the process quietly).
macro_rules! outln {
    ($($t:tt)*) => { $crate::exit::print(&format!("{}\n", format_args!($($t)*))) };
}

pub(crate) use {out, outln};
