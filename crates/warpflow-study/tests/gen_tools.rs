//! Every generated module verifies with `opt-19 -passes=verify` and compiles with
//! `llc-19 -mcpu=sm_70 -mattr=+ptx70`; the PTX has real branches for the divergent kernels and a
//! `selp` (no branch in the loop) for the predicated one.

use std::io::Write as _;
use std::process::{Command, Stdio};
use warpflow_study::gen::{all_benches, generate, Bench, Dispatch, Options};
use warpflow_testkit::{require, Tool};

fn pipe(tool: &std::path::Path, args: &[&str], input: &str) -> Result<String, String> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    child.stdin.take().unwrap().write_all(input.as_bytes()).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn every_module_verifies_and_compiles() {
    const T: &str = "gen every_module_verifies_and_compiles";
    let (Some(opt), Some(llc)) = (require(Tool::Opt, T), require(Tool::Llc, T)) else { return };
    let mut benches = all_benches();
    benches.extend([1, 3, 32].map(|k| Bench::KWay { k, dispatch: Dispatch::Chain }));
    for bench in benches {
        for clock in [false, true] {
            let k = generate(bench, Options { clock }).unwrap();
            pipe(&opt, &["-passes=verify", "-disable-output"], &k.text)
                .unwrap_or_else(|e| panic!("{}: opt-19 verify failed: {e}\n{}", k.name, k.text));
            let ptx = pipe(
                &llc,
                &["-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_70", "-mattr=+ptx70", "-o", "-"],
                &k.text,
            )
            .unwrap_or_else(|e| panic!("{}: llc-19 failed: {e}", k.name));
            assert!(ptx.contains(&format!(".entry {}", k.name)), "{}: no .entry in PTX", k.name);
            let branches = ptx.lines().filter(|l| l.contains("bra")).count();
            match bench {
                Bench::KWay { k: paths, .. } => {
                    // One loop back edge per path, plus dispatch branches when k > 1.
                    assert!(branches > paths as usize, "{}: {branches} branches", k.name);
                    // Each path keeps its own multiplier.
                    for j in 0..paths {
                        let m = warpflow_study::gen::path_constants(j).0 as i32;
                        assert!(ptx.contains(&m.to_string()), "{}: path {j} multiplier {m} missing", k.name);
                    }
                }
                Bench::TwoWayPredicated => assert!(ptx.contains("selp"), "{}: no selp", k.name),
                _ => {}
            }
            assert_eq!(ptx.contains("%clock64"), clock, "{}: clock64 read", k.name);
        }
    }
}
