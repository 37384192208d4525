//! `warpflow study sass --out DIR [FILE.ll...]`: the SASS reconvergence study over the corpus
//! (every `kernels/**/NAME.nvptx64.O3.ll` unless files are given), per architecture and per
//! kernel, written as `DIR/sass.md` and `DIR/sass.json` (and the disassemblies under
//! `DIR/sass/` with `--keep-sass`).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use warpflow_study::sass::{markdown, run_study, Tools, ARCHS};

/// Arguments of `warpflow study`.
#[derive(Args, Debug)]
pub struct StudyArgs {
    /// Which study.
    #[command(subcommand)]
    pub which: StudyCmd,
}

/// The studies.
#[derive(Subcommand, Debug)]
pub enum StudyCmd {
    /// SASS reconvergence across GPU generations (needs scripts/install-cuda-tools).
    Sass {
        /// Output folder.
        #[arg(long)]
        out: PathBuf,
        /// nvptx64 `.ll` files (default: the corpus under kernels/).
        files: Vec<PathBuf>,
        /// Only these architectures (e.g. sm_86,sm_90).
        #[arg(long, value_delimiter = ',')]
        arch: Vec<String>,
        /// Also write every disassembly under OUT/sass/.
        #[arg(long)]
        keep_sass: bool,
    },
}

/// Runs the subcommand.
pub fn run(args: StudyArgs) -> ExitCode {
    match args.which {
        StudyCmd::Sass { out, files, arch, keep_sass } => run_sass(out, files, arch, keep_sass),
    }
}

fn run_sass(out: PathBuf, files: Vec<PathBuf>, arch: Vec<String>, keep_sass: bool) -> ExitCode {
    let inputs = if files.is_empty() {
        // The optimised nvptx64 files (`NAME.nvptx64.O3.ll`): one per kernel, as a build would use.
        warpflow_testkit::corpus_ll_files()
            .into_iter()
            .filter(|p| p.to_string_lossy().ends_with(".O3.ll"))
            .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| warpflow_study::sass::is_nvptx_ll(&t)))
            .collect()
    } else {
        files
    };
    if inputs.is_empty() {
        eprintln!("error: no nvptx64 .ll inputs (the corpus under kernels/ has none; pass files)");
        return ExitCode::FAILURE;
    }
    let archs: Vec<_> =
        ARCHS.iter().copied().filter(|a| arch.is_empty() || arch.iter().any(|x| x == a.name)).collect();
    if archs.is_empty() {
        eprintln!("error: no known architecture in {arch:?}");
        return ExitCode::FAILURE;
    }
    let tools = Tools::find();
    let sass_dir = out.join("sass");
    if let Err(e) = std::fs::create_dir_all(if keep_sass { &sass_dir } else { &out }) {
        eprintln!("error: {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    let mut write_errors = Vec::new();
    let study = run_study(&inputs, &archs, &tools, |d| {
        if keep_sass {
            let name = d.file.trim_end_matches(".ll").replace('/', "__");
            let p = sass_dir.join(format!("{name}.{}.sass", d.arch));
            if let Err(e) = std::fs::write(&p, &d.text) {
                write_errors.push(format!("{}: {e}", p.display()));
            }
        }
    });
    let study = match study {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let md = markdown(&study);
    let json = match serde_json::to_string_pretty(&study) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    for (name, body) in [("sass.md", md.as_str()), ("sass.json", json.as_str())] {
        if let Err(e) = std::fs::write(out.join(name), body) {
            write_errors.push(format!("{}: {e}", out.join(name).display()));
        }
    }
    for e in &write_errors {
        eprintln!("error: {e}");
    }
    for f in &study.failures {
        eprintln!("note: {} {}: {}", f.file, f.arch.as_deref().unwrap_or("-"), f.error);
    }
    println!("{} inputs, {} architectures: {}", inputs.len(), archs.len(), out.join("sass.md").display());
    let all_failed = study.architectures.iter().all(|r| r.files_ok == 0);
    if !write_errors.is_empty() || all_failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
