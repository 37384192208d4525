//! The data-driven pass tests: every `tests/passes/NAME.ll` names the passes to run on it in
//! `; RUN: PASS,PASS` lines, and `NAME.expected` holds, per RUN line, the remarks and the printed
//! definitions after the passes (see `warpflow_testkit::check_ll_cases`; `WARPFLOW_BLESS=1`
//! rewrites the expectations). Every output also passes our verifier (`run_pass`) and
//! `opt-19 -passes=verify`. After the passes a RUN line may give `--profit latency|timing`
//! (the merging passes' profit model; timing: Volta, the default hiding warps; default
//! latency, `Context::default()`'s).

use std::path::Path;

use warpflow_testkit::{assert_llvm_accepts, check_ll_cases, LlvmCheck};
use warpflow_transform::merge::profit::{ProfitModel, DEFAULT_HIDING_WARPS};
use warpflow_transform::{pass_by_name, run_pass, Context};

fn run(text: &str, line: &str) -> Result<String, String> {
    let mut m = warpflow_ir::parse(text).map_err(|e| e.message)?;
    let mut words = line.split_whitespace();
    let args = words.next().ok_or("empty RUN line")?;
    let mut ctx = Context::default();
    while let Some(w) = words.next() {
        match (w, words.next()) {
            ("--profit", Some("latency")) => ctx.profit_model = ProfitModel::Latency,
            ("--profit", Some("timing")) => {
                ctx.profit_model = ProfitModel::Timing {
                    arch: warpflow_target::Arch::Volta,
                    hiding_warps: DEFAULT_HIDING_WARPS,
                }
            }
            (w, v) => return Err(format!("RUN option `{w} {v:?}` (--profit latency|timing)")),
        }
    }
    let mut remarks = Vec::new();
    for p in args.split(',').map(str::trim) {
        let pass = pass_by_name(p).map_err(|e| e.to_string())?;
        let c = run_pass(pass, &mut m, &ctx).map_err(|e| e.to_string())?;
        remarks.extend(c.remarks.into_iter().map(|r| format!("; {}: {}", r.pass, r.message)));
    }
    assert_llvm_accepts(&warpflow_ir::print_module(&m), &args.replace(',', "+"), "passes", LlvmCheck::Verify);
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
