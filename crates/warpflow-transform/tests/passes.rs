//! The data-driven pass tests: every `tests/passes/NAME.ll` names the passes to run on it in
//! `; RUN: PASS,PASS [OPTIONS]` lines, and `NAME.expected` holds, per RUN line, the remarks and
//! the printed definitions after the passes (see `warpflow_testkit::check_ll_cases`;
//! `WARPFLOW_BLESS=1` rewrites the expectations). Every output also passes our verifier
//! (`run_pass`) and `opt-19 -passes=verify`. Options:
//!
//! - `--threshold X`: the merging passes' profitability threshold (`opt --threshold`);
//! - `--launch FILE`: a launch spec beside the case; the emulator's differential runner must
//!   find the same output buffers before and after the passes, at warp sizes 32 and 64, and
//!   `llc-19 -mcpu=sm_70` must compile the output;
//! - `--profit latency|timing`: the merging passes' profit model (timing: Volta, the default
//!   hiding warps; without it `Context::default()`'s, latency);
//! - `--judge emulate` (after `--launch`): merges judged by emulating the launch (warp 32,
//!   pipelined Volta timing, ipdom), `Context::oracle`.

mod common;

use std::path::Path;

use warpflow_testkit::{assert_llvm_accepts, check_ll_cases, LlvmCheck};
use warpflow_transform::merge::profit::{ProfitModel, DEFAULT_HIDING_WARPS};
use warpflow_transform::{pass_by_name, run_pass, Context};

fn run(path: &Path, text: &str, args: &str) -> Result<String, String> {
    let mut words = args.split_whitespace();
    let passes = words.next().ok_or("no passes")?;
    let mut ctx = Context::default();
    let mut launch = None;
    while let Some(opt) = words.next() {
        let value = words.next().ok_or_else(|| format!("{opt} needs a value"))?;
        match opt {
            "--threshold" => {
                let x: f64 = value.parse().map_err(|e| format!("--threshold {value}: {e}"))?;
                ctx.pcfm_threshold_milli = Some((x * 1000.0).round() as u32);
            }
            "--launch" => {
                let p = path.with_file_name(value);
                let toml = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
                launch = Some(
                    warpflow_simt::LaunchSpec::from_toml(&toml)
                        .map_err(|e| format!("{}: {e}", p.display()))?,
                );
            }
            "--judge" => {
                let spec: warpflow_simt::LaunchSpec =
                    launch.clone().ok_or("--judge emulate needs --launch FILE before it")?;
                if value != "emulate" {
                    return Err(format!("--judge {value} (emulate)"));
                }
                let cfg = warpflow_simt::RunConfig {
                    policy: warpflow_simt::Policy::Ipdom,
                    warp_size: 32,
                    timing: warpflow_simt::Timing::pipelined(warpflow_target::Arch::Volta),
                    ..Default::default()
                };
                ctx.oracle = Some(warpflow_transform::Oracle::new(move |m: &warpflow_ir::Module| {
                    warpflow_simt::run(m, &spec, &cfg).map(|r| r.stats.cycles).map_err(|e| e.to_string())
                }));
            }
            "--profit" => {
                ctx.profit_model = match value {
                    "latency" => ProfitModel::Latency,
                    "timing" => ProfitModel::Timing {
                        arch: warpflow_target::Arch::Volta,
                        hiding_warps: DEFAULT_HIDING_WARPS,
                    },
                    _ => return Err(format!("--profit {value} (latency, timing)")),
                };
            }
            _ => {
                return Err(format!(
                    "unknown option {opt} (--threshold X, --launch FILE, --profit latency|timing, --judge emulate)"
                ))
            }
        }
    }
    let orig = warpflow_ir::parse(text).map_err(|e| e.message)?;
    let mut m = orig.clone();
    let mut remarks = Vec::new();
    for p in passes.split(',').map(str::trim) {
        let pass = pass_by_name(p).map_err(|e| e.to_string())?;
        let c = run_pass(pass, &mut m, &ctx).map_err(|e| e.to_string())?;
        remarks.extend(c.remarks.into_iter().map(|r| format!("; {}: {}", r.pass, r.message)));
    }
    assert_llvm_accepts(
        &warpflow_ir::print_module(&m),
        &passes.replace(',', "+"),
        "passes",
        if launch.is_some() { LlvmCheck::VerifyAndCompileNvptx } else { LlvmCheck::Verify },
    );
    if let Some(spec) = &launch {
        let name = path.file_stem().map_or(String::new(), |s| s.to_string_lossy().into_owned());
        common::assert_same_outputs(&orig, &m, spec, &format!("{name} ({args})"), &[32, 64]);
    }
    let mut out = remarks.join("\n");
    for (fid, _) in m.funcs.iter().filter(|(_, f)| f.is_definition) {
        out.push('\n');
        out.push_str(&warpflow_ir::print_function(&m, fid));
    }
    Ok(out)
}

#[test]
fn pass_cases() {
    check_ll_cases(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/passes"), run);
}
