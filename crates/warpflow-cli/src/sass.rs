//! `warpflow sass FILE... [--format text|json]`: reconvergence analysis of nvdisasm text, or of a
//! cubin (disassembled first, when NVIDIA's tools are installed). A file that is neither (no
//! function with SASS instructions), or that cannot be read, exits 2 ([`crate::exit`]).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use warpflow_sass::{Class, Report};
use warpflow_study::sass::{cubin_to_sass, Tools};

/// Output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Human-readable.
    Text,
    /// JSON: an array of `{file, report}`.
    Json,
}

/// Arguments of `warpflow sass`.
#[derive(Args, Debug)]
pub struct SassArgs {
    /// nvdisasm text files, or cubins.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
}

/// Reads `path` as nvdisasm text, disassembling it first when it is an ELF cubin.
pub fn read_sass(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    if bytes.starts_with(b"\x7fELF") {
        return cubin_to_sass(&Tools::find(), path).map_err(|e| format!("{}: {e}", path.display()));
    }
    String::from_utf8(bytes).map_err(|_| format!("{}: neither UTF-8 text nor an ELF cubin", path.display()))
}

fn class_name(c: Class) -> &'static str {
    match c {
        Class::Immediate => "immediate",
        Class::Deferred => "deferred",
        Class::Early => "early",
        Class::Uncovered => "uncovered",
    }
}

fn addr(a: Option<u64>) -> String {
    a.map_or("-".to_string(), |a| format!("{a:#06x}"))
}

/// The text rendering of one report.
pub fn render_text(file: &str, r: &Report) -> String {
    let mut out = format!("{file} ({})\n", r.arch.as_deref().unwrap_or("arch unknown"));
    for f in &r.functions {
        out.push_str(&format!(
            "  {}{}: {} instructions, {} blocks, {} reconvergence points\n",
            f.name,
            if f.is_kernel { " [kernel]" } else { "" },
            f.instructions,
            f.blocks,
            f.points.len()
        ));
        for p in &f.points {
            let setup = match p.barrier {
                Some(b) => format!("{:?} B{b}", p.mechanism).to_uppercase(),
                None => format!("{:?}", p.mechanism).to_uppercase(),
            };
            out.push_str(&format!(
                "    {setup} at {} -> {}: branch {} ipdom {} reconverges at {}: {}{}\n",
                addr(p.setup.address),
                p.target,
                addr(p.branch.and_then(|b| b.address)),
                match (p.branch, p.ipdom) {
                    (None, _) => "-".to_string(),
                    (Some(_), Some(i)) => addr(i.address),
                    (Some(_), None) => "beyond the region".to_string(),
                },
                addr(p.point.address),
                class_name(p.class),
                if p.leaving_edges > 0 {
                    format!(
                        " ({} leaving edge{} discounted; ipdom in the whole CFG {})",
                        p.leaving_edges,
                        if p.leaving_edges == 1 { "" } else { "s" },
                        p.cfg_ipdom.map_or("exit".to_string(), |i| addr(i.address))
                    )
                } else {
                    String::new()
                }
            ));
        }
    }
    let s = &r.summary;
    out.push_str(&format!(
        "  total: {} points: {} immediate, {} deferred, {} early, {} uncovered ({} with leaving paths)\n",
        s.reconvergence_points, s.immediate, s.deferred, s.early, s.uncovered, s.with_leaving_paths
    ));
    let nz: Vec<String> = warpflow_sass::counts::KEYS
        .iter()
        .filter(|k| r.counts.get(k) > 0)
        .map(|k| format!("{k}={}", r.counts.get(k)))
        .collect();
    out.push_str(&format!("  counts: {}\n", if nz.is_empty() { "none".to_string() } else { nz.join(", ") }));
    out
}

/// Runs the subcommand.
pub fn run(args: SassArgs) -> ExitCode {
    let mut failed = false;
    let mut json = Vec::new();
    for path in &args.files {
        let name = path.display().to_string();
        let result = read_sass(path)
            .and_then(|t| warpflow_sass::analyze(&t).map_err(|e| format!("{name}:{e}")))
            .and_then(|r| {
                if r.functions.is_empty() {
                    Err(format!(
                        "{name}: neither nvdisasm output nor a cubin: no `.text.NAME` section with SASS \
                         instructions (disassemble a cubin with `nvdisasm`, or pass the cubin)"
                    ))
                } else {
                    Ok(r)
                }
            });
        match result {
            Ok(r) => match args.format {
                Format::Text => crate::exit::out!("{}", render_text(&name, &r)),
                Format::Json => json.push(serde_json::json!({ "file": name, "report": r })),
            },
            Err(e) => {
                eprintln!("error: {e}");
                failed = true;
            }
        }
    }
    if args.format == Format::Json {
        let mut v = serde_json::json!({ "files": json });
        let mech = ["files", "*", "report", "functions", "*", "points", "*", "mechanism"];
        crate::json::edit(&mut v, &mech, &crate::json::fix_enum);
        crate::exit::out!("{}", crate::json::document("sass", &v));
    }
    if failed {
        crate::exit::Exit::Error.into()
    } else {
        ExitCode::SUCCESS
    }
}
