//! Records the commit warpflow is built from, for `warpflow --version`: `WARPFLOW_COMMIT` when
//! set (a build from a source archive), else `git rev-parse --short=12 HEAD` (with `-dirty` when
//! the work tree has changes), else `unknown` (no `.git`, no git).

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    println!("cargo:rerun-if-env-changed=WARPFLOW_COMMIT");
    let commit = std::env::var("WARPFLOW_COMMIT").ok().filter(|c| !c.is_empty()).or_else(|| {
        let head = git(&["rev-parse", "--short=12", "HEAD"])?;
        // Rebuild when HEAD moves or the index changes (a commit, a checkout, a staged edit).
        if let Some(dir) = git(&["rev-parse", "--absolute-git-dir"]) {
            println!("cargo:rerun-if-changed={dir}/HEAD");
            println!("cargo:rerun-if-changed={dir}/logs/HEAD");
            println!("cargo:rerun-if-changed={dir}/index");
        }
        let dirty = git(&["status", "--porcelain", "--untracked-files=no"]).is_some_and(|s| !s.is_empty());
        Some(if dirty { format!("{head}-dirty") } else { head })
    });
    println!("cargo:rustc-env=WARPFLOW_COMMIT={}", commit.as_deref().unwrap_or("unknown"));
}
