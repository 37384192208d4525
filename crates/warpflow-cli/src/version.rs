//! `warpflow --version`: the version, the commit it was built from (see `build.rs`), and the
//! external tools found now, with their own version lines, so that a bug report says
//! everything at once.

use std::path::Path;
use std::process::Command;

/// `0.1.0 (commit 0123456789ab)`: `-V`.
pub fn short() -> String {
    format!("{} (commit {})", env!("CARGO_PKG_VERSION"), env!("WARPFLOW_COMMIT"))
}

/// The first line of `tool --version` that names a version.
fn tool_version(tool: &Path) -> Option<String> {
    let out = Command::new(tool).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let line = text
        .lines()
        .map(str::trim)
        .find(|l| l.contains("version") || l.contains("release"))
        .or_else(|| text.lines().map(str::trim).find(|l| !l.is_empty()))?;
    Some(line.to_string())
}

/// The long form: [`short`], then one line per tool (`--version`).
pub fn long() -> String {
    let mut s = short();
    let mut line = |name: &str, path: Option<&Path>, env: &str| {
        s.push_str(&match path {
            Some(p) => format!(
                "\n{name:<12} {} ({})",
                p.display(),
                tool_version(p).unwrap_or_else(|| "version unknown".into())
            ),
            None => format!("\n{name:<12} not found (set {env})"),
        });
    };
    use crate::input::{find_tool, Tool};
    for t in [Tool::Clang, Tool::LlvmDis] {
        line(t.command(), find_tool(t).ok().as_deref(), &t.env_var());
    }
    let tools = warpflow_study::sass::Tools::find();
    line("llc-19", tools.llc.as_deref(), "WARPFLOW_LLC");
    line("opt-19", tools.opt.as_deref(), "WARPFLOW_OPT");
    line("ptxas", tools.ptxas.as_deref(), "WARPFLOW_PTXAS");
    line("ptxas-13", tools.ptxas13.as_deref(), "WARPFLOW_PTXAS13");
    line("nvdisasm", tools.nvdisasm.as_deref(), "WARPFLOW_NVDISASM");
    line("nvdisasm-12", tools.nvdisasm12.as_deref(), "WARPFLOW_NVDISASMPASCAL");
    match crate::input::shim_dir() {
        Some(d) => s.push_str(&format!("\n{:<12} {}", "shim headers", d.display())),
        None => s.push_str(&format!("\n{:<12} not found (set WARPFLOW_INCLUDE)", "shim headers")),
    }
    s
}
