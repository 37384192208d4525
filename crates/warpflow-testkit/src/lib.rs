//! Test support shared by every crate's tests: requiring external tools (found by
//! `warpflow-tools`, as shipped code finds them) with one clear message when they are missing,
//! checking a module with LLVM's own verifier and back end, listing the kernel corpus of this
//! checkout (located at compile time: tests only), and data-driven `.ll` cases. Shipped code
//! does not depend on this crate.
//!
//! Policy: a test that needs a missing tool calls [`require`]. On a developer machine this prints a
//! notice and returns `None` (the test then returns early, counted as a pass with the notice in
//! its output); when `WARPFLOW_REQUIRE_TOOLS=1` (set by `.ci/run`) it panics so CI fails instead of
//! silently skipping.
#![deny(missing_docs)]

use std::path::{Path, PathBuf};

pub use warpflow_tools::Tool;

/// `s` without ANSI escape sequences (`ESC [ ... letter`), for comparing painted terminal
/// output with the plain text.
pub fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c == '\x1b' {
            it.by_ref().find(|d| d.is_ascii_alphabetic());
        } else {
            out.push(c);
        }
    }
    out
}

/// The root of the repository (the folder holding the workspace `Cargo.toml`).
pub fn repo_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors().nth(2).expect("crate lives in crates/NAME").to_path_buf()
}

/// Finds `tool` the way shipped code does (`warpflow_tools::find`: its `WARPFLOW_<NAME>`
/// variable, `PATH`, fixed locations, `.tools` folders above the current directory); `None` when
/// it is missing or the variable names no file.
pub fn find(tool: Tool) -> Option<PathBuf> {
    warpflow_tools::find(tool).ok()
}

/// Whether `WARPFLOW_REQUIRE_TOOLS=1` is set (CI), so missing tools are failures.
pub fn tools_required() -> bool {
    std::env::var("WARPFLOW_REQUIRE_TOOLS").is_ok_and(|v| v == "1")
}

/// Finds `tool` for a test. When it is missing: panics under `WARPFLOW_REQUIRE_TOOLS=1`, else
/// prints a notice naming `test` and returns `None` so the test can return early.
pub fn require(tool: Tool, test: &str) -> Option<PathBuf> {
    match find(tool) {
        Some(p) => Some(p),
        None if tools_required() => {
            panic!(
                "{test}: {tool:?} is required (WARPFLOW_REQUIRE_TOOLS=1) but missing: {}",
                tool.install_hint()
            )
        }
        None => {
            eprintln!("note: skipping {test}: {tool:?} not found ({})", tool.install_hint());
            None
        }
    }
}

/// How far [`assert_llvm_accepts`] takes a module through LLVM 19.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LlvmCheck {
    /// `opt-19 -passes=verify` only.
    Verify,
    /// Also `llc-19 -mcpu=sm_70` (the module's own triple, nvptx64): code generation succeeds.
    VerifyAndCompileNvptx,
}

/// Panics (with the tool's message and `tag`) unless LLVM 19 accepts the module `text`: its
/// verifier, and its NVPTX back end for [`LlvmCheck::VerifyAndCompileNvptx`]. A missing tool is
/// handled by [`require`] on behalf of `test`. The text goes through a file in the system's
/// temporary folder, named after the process and `tag` (which must be a valid file name).
pub fn assert_llvm_accepts(text: &str, tag: &str, test: &str, check: LlvmCheck) {
    let dir = std::env::temp_dir().join(format!("warpflow-llvm-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{tag}: cannot create {}: {e}", dir.display()));
    let path = dir.join(format!("{tag}.ll"));
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{tag}: cannot write {}: {e}", path.display()));
    let run = |tool: PathBuf, args: &[&str]| {
        let out = std::process::Command::new(&tool)
            .args(args)
            .arg(&path)
            .output()
            .unwrap_or_else(|e| panic!("{tag}: cannot run {}: {e}", tool.display()));
        assert!(
            out.status.success(),
            "{tag}: {} rejects the module: {}",
            tool.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    };
    if let Some(opt) = require(Tool::Opt, test) {
        run(opt, &["-passes=verify", "-disable-output"]);
    }
    if check == LlvmCheck::VerifyAndCompileNvptx {
        if let Some(llc) = require(Tool::Llc, test) {
            run(llc, &["-mcpu=sm_70", "-o", "/dev/null"]);
        }
    }
    let _ = std::fs::remove_file(&path);
}

/// Every `.ll` file under `kernels/`, sorted.
pub fn corpus_ll_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    collect(&repo_root().join("kernels"), "ll", &mut out);
    out.sort();
    out
}

/// Every file with extension `ext` under `dir`, recursively (unsorted).
pub fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// `opt -S` (the `opt` at `opt`) of `text` fed on standard input, so that the module identifier
/// is the same for every input and two outputs can be compared byte for byte: a round trip.
pub fn opt_s(opt: &Path, text: &[u8]) -> Result<String, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(opt)
        .args(["-S", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = child.stdin.take().ok_or("no stdin")?;
    let input = text.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Data-driven cases: every `NAME.ll` in `dir` (sorted) holds one or more `; RUN: ARGS` lines,
/// and `NAME.expected` beside it holds, for each RUN line in order, `; RUN: ARGS` then the text
/// `run(path, input, ARGS)` returned (the path, for files a RUN line names beside the case). Every case is checked and the differing ones are reported
/// together (the first differing line of each), so one run shows every stale expectation.
/// With `WARPFLOW_BLESS=1` the `.expected` files are written instead. `run` returns `Err` for a
/// case that must not fail; that fails the test with the case's name.
pub fn check_ll_cases(dir: &Path, run: impl Fn(&Path, &str, &str) -> Result<String, String>) {
    let bless = std::env::var_os("WARPFLOW_BLESS").is_some_and(|v| v == "1");
    let mut inputs = Vec::new();
    collect(dir, "ll", &mut inputs);
    inputs.sort();
    assert!(!inputs.is_empty(), "no .ll cases in {}", dir.display());
    let mut failures = Vec::new();
    for input in &inputs {
        let text = std::fs::read_to_string(input).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let runs: Vec<&str> =
            text.lines().filter_map(|l| l.trim_start().strip_prefix("; RUN:")).map(str::trim).collect();
        assert!(!runs.is_empty(), "{}: no `; RUN: ARGS` line", input.display());
        let mut got = String::new();
        for args in runs {
            let out =
                run(input, &text, args).unwrap_or_else(|e| panic!("{} (RUN: {args}): {e}", input.display()));
            got.push_str(&format!("; RUN: {args}\n{}", out.trim_end()));
            got.push_str("\n\n");
        }
        let got = got.trim_end().to_string() + "\n";
        let expected_path = input.with_extension("expected");
        if bless {
            std::fs::write(&expected_path, &got)
                .unwrap_or_else(|e| panic!("{}: cannot write: {e}", expected_path.display()));
            continue;
        }
        let Ok(want) = std::fs::read_to_string(&expected_path) else {
            failures.push(format!(
                "{}: missing (run with WARPFLOW_BLESS=1 to write it)",
                expected_path.display()
            ));
            continue;
        };
        if want != got {
            let (k, (w, g)) = want
                .lines()
                .chain(std::iter::repeat("<end>"))
                .zip(got.lines().chain(std::iter::repeat("<end>")))
                .take(want.lines().count().max(got.lines().count()) + 1)
                .enumerate()
                .find(|(_, (w, g))| w != g)
                .unwrap_or((0, ("", "")));
            failures.push(format!(
                "{}: line {}: expected `{w}`, got `{g}`\n--- got:\n{got}",
                expected_path.display(),
                k + 1
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ (WARPFLOW_BLESS=1 rewrites the expectations):\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n")
    );
}
