//! `warpflow analyze FILE... [--function NAME] [--format text|json|llvm] [--compat llvm19]
//! [--triple T] [--mcpu CPU] [--warp-size N] [--no-verify] [--time] [--launch SPEC.toml]
//! [--block-dim X,Y,Z] [--grid-dim X,Y,Z] [--arg NAME=VALUE]`: the uniformity analysis of a
//! module, optionally under launch facts (then the branches that are uniform only with them are
//! listed).

use std::borrow::Cow;
use std::path::Path;
use std::process::ExitCode;

use crate::analyze_json::AnalyzeDoc;
use crate::exit::Exit;
use std::time::Instant;

use warpflow_analysis::session::{ModuleSession, View};
use warpflow_analysis::uniformity::{report, Mode, Options};

/// Output formats.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// counts, then each divergent branch with its witness chain and source line
    Text,
    /// JSON data per function
    Json,
    /// the layout of `opt-19 -passes='print<uniformity>' -disable-output`
    Llvm,
}

/// Compatibility modes.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compat {
    /// LLVM 19's rules (for a differential comparison with opt-19)
    Llvm19,
}

/// Arguments of `warpflow analyze`.
#[derive(clap::Args, Debug)]
pub struct AnalyzeArgs {
    /// the inputs
    #[command(flatten)]
    pub inputs: crate::batch::Inputs,
    /// report only this function (`name`, `@name`, or a C++ name mangled or demangled)
    #[arg(long)]
    pub function: Option<String>,
    /// output format
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// reproduce another tool's rules
    #[arg(long, value_enum)]
    pub compat: Option<Compat>,
    /// target triple, processor, warp size
    #[command(flatten)]
    pub target: crate::load::TargetArgs,
    /// verifier
    #[command(flatten)]
    pub verify: crate::load::VerifyArgs,
    /// print parse (with the verifier), analysis and report times to standard error
    #[arg(long)]
    pub time: bool,
    /// launch facts
    #[command(flatten)]
    pub launch: crate::load::LaunchArgs,
}

/// Runs `warpflow analyze` on every input.
pub fn run(a: AnalyzeArgs) -> ExitCode {
    crate::batch::run(&a.inputs, a.format == Format::Text, |file, out| analyze_file(&a, file, out))
}

/// `warpflow analyze` of one input.
fn analyze_file(a: &AnalyzeArgs, file: &Path, sink: &mut crate::batch::Output) -> Exit {
    let t0 = Instant::now();
    let input = match crate::load::load_module(file, a.verify, crate::load::TargetUse::Required(&a.target)) {
        Ok(i) => i,
        Err(text) => {
            sink.stderr.push_str(&text);
            return Exit::Error;
        }
    };
    let name = input.name.clone();
    let t1 = Instant::now();
    let opts = Options {
        mode: if a.compat == Some(Compat::Llvm19) { Mode::Llvm19 } else { Mode::Default },
        warp_size: input.warp_size(),
    };
    let m = input.module;
    let facts = match a.launch.facts(&m) {
        Ok(f) => f,
        Err(e) => {
            sink.stderr.push_str(&e.to_string());
            return Exit::Error;
        }
    };
    if !facts.is_empty() && opts.mode == Mode::Llvm19 {
        sink.err("error: launch facts are not used by --compat llvm19");
        return Exit::Error;
    }
    // `analyze` reports on the module as written (see `warpflow_analysis::session`): one line
    // per value of the input, and `--compat llvm19` equal to opt-19, which does not promote.
    let session = match ModuleSession::new(m, View::AsWritten, opts, facts.clone()) {
        Ok(s) => s,
        Err(e) => {
            sink.err(format!("error: {name}: {e}"));
            return Exit::Error;
        }
    };
    let m = session.module();
    // Borrowed from the session; copied only to keep one function (`--function`).
    let mut res = match session.uniformity() {
        Ok(r) => Cow::Borrowed(r),
        Err(e) => {
            sink.err(format!("error: {name}: {e}"));
            return Exit::Error;
        }
    };
    // Branches that are block-uniform only with the launch facts, per function.
    let mut dependent: Vec<(String, Vec<String>)> = Vec::new();
    if !facts.is_empty() {
        if let Ok(plain) = session.plain_uniformity() {
            for fu in &res.functions {
                let Some(p) = plain.function(fu.func) else { continue };
                let Some(cfg) = session.function(fu.func).map(|f| f.cfg()) else {
                    continue;
                };
                let blocks: Vec<String> = p
                    .divergent_branches(m)
                    .into_iter()
                    .filter(|&b| !fu.is_divergent_branch(m, b))
                    .filter_map(|b| cfg.node(b).map(|n| cfg.name(n).to_string()))
                    .collect();
                if !blocks.is_empty() && a.function.as_ref().is_none_or(|n| n == &fu.name) {
                    dependent.push((fu.name.clone(), blocks));
                }
            }
        }
    }
    let t2 = Instant::now();
    let only = match &a.function {
        Some(w) => match crate::names::resolve(w, &crate::names::defined_functions(m), "function", &name) {
            Ok(n) => Some(n),
            Err(e) => {
                sink.err(e);
                return Exit::Error;
            }
        },
        None => None,
    };
    let conv = crate::check::convergence_of(&session, only.as_deref());
    if let Some(fname) = &only {
        res.to_mut().functions.retain(|f| &f.name == fname);
    }
    let text = report::ModuleText::new(m);
    let out = match a.format {
        Format::Llvm => {
            // Streamed: as long as opt-19's text, which is quadratic in nesting depth.
            let _ = report::write_llvm_format(&mut sink.stream(), m, &res, &text);
            String::new()
        }
        Format::Json => {
            let rep = report::module_report(m, &res, &text);
            let launch = (!facts.is_empty()).then(|| facts.describe());
            crate::json::document("analyze", &AnalyzeDoc::new(&rep, &conv, launch, &dependent))
        }
        Format::Text => {
            let mut rep = report::module_report(m, &res, &text);
            // C++ names demangled (the JSON keeps them mangled)
            for f in &mut rep.functions {
                f.name = crate::names::human_titled(&f.name);
            }
            let mut t = report::text_report(&rep) + &crate::check::convergence_text(&conv);
            if !facts.is_empty() {
                t += &format!(
                    "\nlaunch facts: {}\nlaunch assumption: {}\n",
                    facts.describe(),
                    res.launch_assumption
                );
                for (f, b) in &dependent {
                    let list = b.iter().map(|x| format!("%{x}")).collect::<Vec<_>>().join(" ");
                    t += &format!(
                        "  {}: branches uniform only with the launch facts: {list}\n",
                        crate::names::human_titled(f)
                    );
                }
            }
            t
        }
    };
    sink.out_owned(out);
    let t3 = Instant::now();
    if a.time {
        sink.err(format!(
            "{name}: parse {:.3}s, analysis {:.3}s, report {:.3}s",
            (t1 - t0).as_secs_f64(),
            (t2 - t1).as_secs_f64(),
            (t3 - t2).as_secs_f64()
        ));
    }
    Exit::Clean
}
