//! `warpflow run FILE --launch SPEC`: runs a kernel in the SIMT emulator and prints statistics;
//! `warpflow run --compare A.ll B.ll --launch SPEC`: the differential runner (exit 0 when every
//! output buffer is bit-identical, 1 with the first difference).

use crate::diag::render_parse_error;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use warpflow_simt::{BarrierMode, LaunchSpec, Policy, RunConfig};

/// Options of `warpflow run`.
#[derive(Debug, Clone)]
pub struct RunArgs {
    /// the kernel module (absent with `--compare`)
    pub file: Option<PathBuf>,
    /// `--compare A B`
    pub compare: Vec<PathBuf>,
    /// launch spec
    pub launch: PathBuf,
    /// policy name
    pub policy: String,
    /// barrier mode name
    pub barriers: String,
    /// warp size
    pub warp_size: u32,
    /// `text` or `json`
    pub format: String,
    /// where to dump output buffers
    pub dump: Option<PathBuf>,
    /// step limit
    pub step_limit: Option<u64>,
}

fn load(path: &Path) -> Result<warpflow_ir::Module, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    warpflow_ir::parse(&text).map_err(|e| render_parse_error(&path.display().to_string(), &text, &e))
}

fn progress_bar(total_blocks: u64) -> Option<indicatif::ProgressBar> {
    if !std::io::stderr().is_terminal() || total_blocks < 64 {
        return None;
    }
    let pb = indicatif::ProgressBar::new(total_blocks);
    pb.set_style(
        indicatif::ProgressStyle::with_template("{spinner} blocks {pos}/{len} [{bar:40}] {elapsed}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    Some(pb)
}

/// Runs the subcommand.
pub fn run(args: &RunArgs) -> ExitCode {
    match run_inner(args) {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run_inner(args: &RunArgs) -> Result<ExitCode, String> {
    let text =
        std::fs::read_to_string(&args.launch).map_err(|e| format!("{}: {e}", args.launch.display()))?;
    let spec = LaunchSpec::from_toml(&text).map_err(|e| format!("{}: {e}", args.launch.display()))?;
    let policy = Policy::from_name(&args.policy)
        .ok_or_else(|| format!("unknown policy `{}` (ipdom, its, deferred, none)", args.policy))?;
    let barrier_mode = match args.barriers.as_str() {
        "block" => BarrierMode::Block,
        "warp" => BarrierMode::Warp,
        other => return Err(format!("unknown barrier mode `{other}` (block, warp)")),
    };
    let mut cfg = RunConfig { policy, barrier_mode, warp_size: args.warp_size, ..Default::default() };
    if let Some(s) = args.step_limit {
        cfg.step_limit = s;
    }
    let json = match args.format.as_str() {
        "json" => true,
        "text" => false,
        other => return Err(format!("unknown format `{other}` (text, json)")),
    };
    if !args.compare.is_empty() {
        let [a, b] = args.compare.as_slice() else {
            return Err("--compare takes two files".into());
        };
        let (ma, mb) = (load(a)?, load(b)?);
        let cmp = warpflow_simt::compare(&ma, &mb, &spec, &cfg).map_err(|e| e.to_string())?;
        if json {
            println!("{}", serde_json::to_string_pretty(&cmp).map_err(|e| e.to_string())?);
        } else {
            match &cmp.first_difference {
                None => println!("identical: every output buffer is bit-identical"),
                Some(d) => println!("first difference: {d}"),
            }
        }
        return Ok(if cmp.first_difference.is_none() { ExitCode::SUCCESS } else { ExitCode::from(1) });
    }
    let file = args.file.as_ref().ok_or("no kernel file given")?;
    let m = load(file)?;
    let pb = progress_bar(spec.num_blocks());
    let cb = |done: u64, _total: u64| {
        if let Some(pb) = &pb {
            pb.set_position(done);
        }
    };
    let res = warpflow_simt::run_with_progress(&m, &spec, &cfg, Some(&cb));
    if let Some(pb) = &pb {
        pb.finish_and_clear();
    }
    let res = res.map_err(|e| e.to_string())?;
    if let Some(dir) = &args.dump {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for (i, bytes) in &res.buffers {
            if spec.args.get(*i).is_some_and(|a| a.output) {
                let p = dir.join(format!("arg{i}.bin"));
                std::fs::write(&p, bytes).map_err(|e| format!("{}: {e}", p.display()))?;
            }
        }
    }
    if json {
        let v = serde_json::json!({
            "kernel": spec.kernel,
            "stats": res.stats,
            "early_passes": res.early_passes,
        });
        println!("{}", serde_json::to_string_pretty(&v).map_err(|e| e.to_string())?);
    } else {
        print!("{}", res.stats.render_text());
        for e in &res.early_passes {
            println!(
                "barrier passed early (warp mode) at {}: threads {:?} of block {:?}",
                e.barrier, e.threads, e.block
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
