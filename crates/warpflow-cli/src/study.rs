//! `warpflow study sass --out DIR [--frontend clang|nvrtc|both] [FILE...]`: the SASS
//! reconvergence study over the corpus (every `kernels/**/NAME.nvptx64.O3.ll` for clang, every
//! `kernels/**/NAME.cu` for NVRTC, unless files are given: `.cu` files go through NVRTC, the others
//! through clang's `.ll`), per front end, architecture and kernel, written as `DIR/sass.md` and
//! `DIR/sass.json` (and the disassemblies under `DIR/sass/` with `--keep-sass`). Exit status 2
//! for a missing input, a missing tool or a failed write ([`crate::exit`]).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use warpflow_study::sass::{run_study, Frontend, FrontendStudies, Tools, ARCHS};

/// Arguments of `warpflow study`.
#[derive(Args, Debug)]
pub struct StudyArgs {
    /// Which study.
    #[command(subcommand)]
    pub which: StudyCmd,
    /// what is printed on standard output: `text` (a summary line per result) or `json` (one
    /// `warpflow.study/1` document: the files written and the headline results)
    #[arg(long, global = true, default_value = "text", value_parser = ["text", "json"])]
    pub format: String,
}

/// The studies.
#[derive(Subcommand, Debug)]
pub enum StudyCmd {
    /// SASS reconvergence across GPU generations (needs scripts/install-cuda-tools).
    Sass {
        /// Output folder.
        #[arg(long)]
        out: PathBuf,
        /// nvptx64 `.ll` files (clang) and `.cu` files (NVRTC); default: the corpus under kernels/.
        files: Vec<PathBuf>,
        /// Which front end compiles the corpus: `clang` (its `.ll` files, llc-19), `nvrtc`
        /// (NVIDIA's, on its `.cu` files; scripts/install-cuda-tools installs it) or `both`, with
        /// the kernels where they differ.
        #[arg(long, default_value = "clang", value_parser = ["clang", "nvrtc", "both"])]
        frontend: String,
        /// Only these architectures (e.g. sm_86,sm_90).
        #[arg(long, value_delimiter = ',')]
        arch: Vec<String>,
        /// Also write every disassembly under OUT/sass/.
        #[arg(long)]
        keep_sass: bool,
    },
    /// Cost of k-way divergence (k = 1..32), occupancy, predication and loop exits, on the
    /// emulator or on an NVIDIA GPU (`--backend cuda`, built with `--features cuda`).
    Divergence(DivergenceArgs),
}

/// Runs the subcommand.
pub fn run(args: StudyArgs) -> ExitCode {
    let json = args.format == "json";
    match args.which {
        StudyCmd::Sass { out, files, arch, keep_sass, frontend } => {
            run_sass(out, files, &frontend, arch, keep_sass, json)
        }
        StudyCmd::Divergence(a) => run_divergence(a, json),
    }
}

/// Every `.ll` file under the `kernels/` folder of the checkout found at run time
/// (`warpflow_tools::checkout_root`), sorted; empty outside a checkout.
fn corpus_ll_files() -> Vec<PathBuf> {
    fn collect(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                collect(&p, out);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    if let Some(root) = warpflow_tools::checkout_root() {
        collect(&root.join("kernels"), &mut out);
    }
    out.sort();
    out
}

/// The inputs of each front end: the given files by extension, else the corpus.
fn sass_inputs(files: Vec<PathBuf>, frontend: &str) -> Vec<(Frontend, Vec<PathBuf>)> {
    let wanted = |f: Frontend| frontend == "both" || frontend == f.name();
    let mut groups: Vec<(Frontend, Vec<PathBuf>)> = Vec::new();
    if files.is_empty() {
        if wanted(Frontend::Clang) {
            // The optimised nvptx64 files (`NAME.nvptx64.O3.ll`): one per kernel, as a build would use.
            let ll = corpus_ll_files()
                .into_iter()
                .filter(|p| p.to_string_lossy().ends_with(".O3.ll"))
                .filter(|p| std::fs::read_to_string(p).is_ok_and(|t| warpflow_study::sass::is_nvptx_ll(&t)))
                .collect();
            groups.push((Frontend::Clang, ll));
        }
        if wanted(Frontend::Nvrtc) {
            let mut cu: Vec<PathBuf> = corpus_ll_files()
                .into_iter()
                .filter(|p| p.to_string_lossy().ends_with(".nvptx64.O3.ll"))
                .filter_map(|p| {
                    let name = p.file_name()?.to_string_lossy().into_owned();
                    let cu = p.with_file_name(format!("{}.cu", name.split('.').next()?));
                    cu.is_file().then_some(cu)
                })
                .collect();
            cu.dedup();
            groups.push((Frontend::Nvrtc, cu));
        }
    } else {
        for f in [Frontend::Clang, Frontend::Nvrtc] {
            let mine: Vec<PathBuf> = files.iter().filter(|p| Frontend::of(p) == f).cloned().collect();
            if !mine.is_empty() {
                groups.push((f, mine));
            }
        }
    }
    groups
}

fn run_sass(
    out: PathBuf,
    files: Vec<PathBuf>,
    frontend: &str,
    arch: Vec<String>,
    keep_sass: bool,
    json_out: bool,
) -> ExitCode {
    if let Some(missing) = files.iter().find(|f| !f.is_file()) {
        eprintln!("error: cannot read {}: no such file", missing.display());
        return ExitCode::from(crate::exit::Exit::Error.code());
    }
    let groups = sass_inputs(files, frontend);
    if groups.iter().all(|(_, g)| g.is_empty()) {
        eprintln!("error: no inputs (no files given, and no warpflow checkout with kernels/ above the current directory or the executable has any for this front end; pass files)");
        return ExitCode::from(crate::exit::Exit::Error.code());
    }
    let archs: Vec<_> =
        ARCHS.iter().copied().filter(|a| arch.is_empty() || arch.iter().any(|x| x == a.name)).collect();
    if archs.is_empty() {
        eprintln!("error: no known architecture in {}", arch.join(","));
        return ExitCode::from(crate::exit::Exit::Error.code());
    }
    let tools = Tools::find();
    let sass_dir = out.join("sass");
    if let Err(e) = std::fs::create_dir_all(if keep_sass { &sass_dir } else { &out }) {
        eprintln!("error: {}: {e}", out.display());
        return ExitCode::from(crate::exit::Exit::Error.code());
    }
    let mut write_errors = Vec::new();
    let mut studies = Vec::new();
    for (fe, inputs) in &groups {
        let study = run_study(*fe, inputs, &archs, &tools, |d| {
            if keep_sass {
                let name = d.file.trim_end_matches(".ll").replace('/', "__");
                let p = sass_dir.join(format!("{name}.{}.{}.sass", fe.name(), d.arch));
                if let Err(e) = std::fs::write(&p, &d.text) {
                    write_errors.push(format!("{}: {e}", p.display()));
                }
            }
        });
        match study {
            Ok(s) => studies.push(s),
            Err(e) => {
                eprintln!("error: {}: {e}", fe.name());
                return ExitCode::from(crate::exit::Exit::Error.code());
            }
        }
    }
    let all = FrontendStudies::new(studies);
    let md = all.markdown();
    let json = match serde_json::to_string_pretty(&all) {
        Ok(j) => j,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(crate::exit::Exit::Error.code());
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
    for s in &all.frontends {
        for f in &s.failures {
            eprintln!(
                "note: {} {} {}: {}",
                s.frontend.name(),
                f.file,
                f.arch.as_deref().unwrap_or("-"),
                f.error
            );
        }
    }
    let inputs: usize = groups.iter().map(|(_, g)| g.len()).sum();
    if json_out {
        let written: Vec<String> =
            ["sass.md", "sass.json"].iter().map(|f| out.join(f).display().to_string()).collect();
        let v = serde_json::json!({
            "study": "sass",
            "out": out.display().to_string(),
            "files": written,
            "inputs": groups.iter().map(|(f, g)| (f.name().to_string(), serde_json::Value::from(g.len()))).collect::<serde_json::Map<_, _>>(),
            "architectures": archs.iter().map(|a| a.name).collect::<Vec<_>>(),
            "frontend_differences": all.differences.len(),
            "failures": all.frontends.iter().map(|s| s.failures.len()).sum::<usize>(),
        });
        crate::exit::out!("{}", crate::json::document("study", &v));
    } else {
        crate::exit::outln!(
            "{inputs} inputs ({}), {} architectures, {} kernels where the front ends differ: {}",
            groups.iter().map(|(f, g)| format!("{} {}", g.len(), f.name())).collect::<Vec<_>>().join(", "),
            archs.len(),
            all.differences.len(),
            out.join("sass.md").display()
        );
    }
    let all_failed = all.frontends.iter().all(|s| s.architectures.iter().all(|r| r.files_ok == 0));
    if !write_errors.is_empty() || all_failed {
        ExitCode::from(crate::exit::Exit::Error.code())
    } else {
        ExitCode::SUCCESS
    }
}

/// Arguments of `warpflow study divergence`.
#[derive(Args, Debug)]
pub struct DivergenceArgs {
    /// Where the kernels run: `emu` (the SIMT emulator) or `cuda` (an NVIDIA GPU).
    #[arg(long, default_value = "emu", value_parser = ["emu", "cuda"])]
    pub backend: String,
    /// The emulator's timing model: `simple` or `pipelined`.
    #[arg(long, default_value = "simple", value_parser = ["simple", "pipelined"])]
    pub timing: String,
    /// The architecture of the pipelined model (pascal, volta, ampere, hopper, blackwell).
    #[arg(long, default_value = "volta")]
    pub arch: String,
    /// Output folder.
    #[arg(long)]
    pub out: PathBuf,
    /// Path counts of the k-way sweep (default 1..32).
    #[arg(long, value_delimiter = ',')]
    pub ks: Vec<u32>,
    /// Resident warps of the occupancy sweep (default 1,2,4,8,12,16,20,24,32,40,48,56,64).
    #[arg(long, value_delimiter = ',')]
    pub warps: Vec<u32>,
    /// Only these policies (emulator: ipdom,its,deferred,none).
    #[arg(long, value_delimiter = ',')]
    pub policy: Vec<String>,
    /// Trip count of each path's loop (default 512: long enough that T(32)/T(1) lands in the study's range).
    #[arg(long)]
    pub iters: Option<u32>,
    /// Trip count of the outer loop (default 4).
    #[arg(long)]
    pub reps: Option<u32>,
    /// Launches per point on a GPU (the median is reported).
    #[arg(long, default_value_t = 201)]
    pub launches: u32,
}

fn run_divergence(a: DivergenceArgs, json_out: bool) -> ExitCode {
    use warpflow_study::divergence::{run_study, Backend, Config};
    let mut config = Config::default();
    if !a.ks.is_empty() {
        config.ks = a.ks.clone();
    }
    if !a.warps.is_empty() {
        config.occupancy_warps = a.warps.clone();
    }
    config.policies = a.policy.clone();
    config.iters = a.iters.unwrap_or(config.iters);
    config.reps = a.reps.unwrap_or(config.reps);
    let mut backend: Box<dyn Backend> = match a.backend.as_str() {
        "cuda" => match cuda_backend(a.launches) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(crate::exit::Exit::Error.code());
            }
        },
        _ => {
            let timing = match a.timing.as_str() {
                "pipelined" => match warpflow_target::Arch::from_name(&a.arch) {
                    Some(arch) => warpflow_simt::Timing::pipelined(arch),
                    None => {
                        eprintln!(
                            "error: unknown architecture `{}` (pascal, volta, ampere, hopper, blackwell, cdna)",
                            a.arch
                        );
                        return ExitCode::from(2);
                    }
                },
                _ => warpflow_simt::Timing::Simple,
            };
            Box::new(warpflow_study::emu::Emulator::default().with_timing(timing))
        }
    };
    let quiet = !std::io::IsTerminal::is_terminal(&std::io::stderr());
    let mut progress = |done: usize, total: usize| {
        if !quiet {
            eprint!("\r{done}/{total} points");
        }
    };
    let study = run_study(backend.as_mut(), &config, &mut progress);
    if !quiet {
        eprintln!();
    }
    let study = match study {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(crate::exit::Exit::Error.code());
        }
    };
    let command: Vec<String> = std::env::args().collect();
    let files = match warpflow_study::report::output_files(&study, &command.join(" ")) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(crate::exit::Exit::Error.code());
        }
    };
    if let Err(e) = std::fs::create_dir_all(&a.out) {
        eprintln!("error: {}: {e}", a.out.display());
        return ExitCode::from(crate::exit::Exit::Error.code());
    }
    for (name, bytes) in &files {
        let p = a.out.join(name);
        if let Err(e) = std::fs::write(&p, bytes) {
            eprintln!("error: {}: {e}", p.display());
            return ExitCode::from(crate::exit::Exit::Error.code());
        }
    }
    if json_out {
        let fits: Vec<serde_json::Value> = study
            .policies
            .iter()
            .map(|p| {
                serde_json::json!({
                    "policy": p.policy,
                    "a": p.fit.a,
                    "c": p.fit.c,
                    "r2": p.fit.r2,
                    "quadratic_p": p.fit.quadratic_p,
                    "ratio_k32_k1": p.fit.ratio_k32_k1,
                })
            })
            .collect();
        let v = serde_json::json!({
            "study": "divergence",
            "out": a.out.display().to_string(),
            "files": files.iter().map(|(n, _)| a.out.join(n).display().to_string()).collect::<Vec<_>>(),
            "fits": fits,
        });
        crate::exit::out!("{}", crate::json::document("study", &v));
        return ExitCode::SUCCESS;
    }
    for p in &study.policies {
        crate::exit::outln!(
            "{}: T(k) = {:.1} + {:.1} k, R^2 {:.6}, quadratic p {:.3e}, T(32)/T(1) {}",
            p.policy,
            p.fit.a,
            p.fit.c,
            p.fit.r2,
            p.fit.quadratic_p,
            p.fit.ratio_k32_k1.map_or("n/a".into(), |r| format!("{r:.2}"))
        );
    }
    crate::exit::outln!("{} files in {}", files.len(), a.out.display());
    ExitCode::SUCCESS
}

#[cfg(feature = "cuda")]
fn cuda_backend(launches: u32) -> Result<Box<dyn warpflow_study::divergence::Backend>, String> {
    warpflow_study::cuda::Cuda::new(launches).map(|c| Box::new(c) as Box<_>).map_err(|e| e.to_string())
}

#[cfg(not(feature = "cuda"))]
fn cuda_backend(_launches: u32) -> Result<Box<dyn warpflow_study::divergence::Backend>, String> {
    Err("this warpflow was built without the CUDA back end: rebuild with `cargo build --features cuda`"
        .into())
}
