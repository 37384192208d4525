//! The SASS study driver: corpus `.ll` -> `llc-19` PTX (the clang front end), or corpus `.cu` ->
//! NVRTC PTX (NVIDIA's front end, [`crate::nvrtc`]), then `ptxas -arch=sm_XX` cubin -> `nvdisasm`
//! text -> [`warpflow_sass`] analysis, for every architecture of the study, and the tables per
//! architecture and per kernel (Markdown and JSON), per front end, with the kernels where the two
//! front ends' reconvergence differs ([`compare_frontends`]).
//!
//! A `.cu` input replaces steps 0 and 1 below by one NVRTC compilation for `compute_70` with the
//! shim's folder (`kernels/include`) on the include path ([`crate::nvrtc::study_options`]).
//!
//! Steps per kernel file (the same as `scripts/regen-sass-fixtures`; keep them in step):
//! 0. when the file calls OpenCL builtins (it declares a function the project's shim
//!    `crates/warpflow-study/data/opencl-builtins.nvptx64.ll` defines):
//!    `llvm-link-19 FILE.ll --only-needed --internalize SHIM` then `opt-19 -passes=always-inline`,
//!    so the builtins become NVVM special-register reads, `bar.sync` and atomics inside the
//!    kernel (no call, no extra function; CUDA files skip this step and are unchanged);
//! 1. `llc-19 -mcpu=sm_70 -mattr=+ptx70 FILE.ll` (clang-19's NVPTX back end stops at sm_90);
//! 2. per architecture, rewrite the PTX `.target` line to `sm_XX` and raise `.version` to the
//!    least PTX ISA version that target needs ([`Arch::ptx_version`]);
//! 3. `ptxas -arch=sm_XX` (12.9; `ptxas` 13.x for sm_110, which 12.9 lacks);
//! 4. `nvdisasm -c` (13.x; the 12.x one for Pascal sm_61, which 13.x no longer reads).
//!
//! A step that fails (a kernel using a feature a target lacks, or a missing tool) is recorded as a
//! failure of that (kernel, architecture) and the study goes on. This module runs processes and
//! uses a temporary folder; it writes nothing else.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::{Deserialize, Serialize};
use warpflow_sass::{Counts, Summary};
use warpflow_tools::Tool;

/// One target architecture of the study.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arch {
    /// `sm_NN`.
    pub name: &'static str,
    /// Generation, for tables.
    pub generation: &'static str,
    /// Least PTX ISA version (major, minor) for this target.
    pub ptx_version: (u32, u32),
}

/// The study's architectures, oldest first.
pub const ARCHS: [Arch; 7] = [
    Arch { name: "sm_61", generation: "Pascal", ptx_version: (5, 0) },
    Arch { name: "sm_75", generation: "Turing", ptx_version: (6, 3) },
    Arch { name: "sm_86", generation: "Ampere", ptx_version: (7, 1) },
    Arch { name: "sm_90", generation: "Hopper", ptx_version: (7, 8) },
    Arch { name: "sm_100", generation: "Blackwell", ptx_version: (8, 6) },
    Arch { name: "sm_110", generation: "Blackwell (Thor)", ptx_version: (9, 0) },
    Arch { name: "sm_120", generation: "Blackwell (consumer)", ptx_version: (8, 7) },
];

/// Which compiler produced the PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Frontend {
    /// clang-19 (the corpus's `.ll` files) and `llc-19`.
    Clang,
    /// NVRTC on the corpus's `.cu` files.
    Nvrtc,
}

impl Frontend {
    /// The front end of an input file: NVRTC for `.cu`, clang for the rest.
    pub fn of(path: &Path) -> Frontend {
        if path.extension().is_some_and(|e| e == "cu") {
            Frontend::Nvrtc
        } else {
            Frontend::Clang
        }
    }

    /// Its name on the command line and in tables.
    pub fn name(self) -> &'static str {
        match self {
            Frontend::Clang => "clang",
            Frontend::Nvrtc => "nvrtc",
        }
    }
}

/// The external tools of the pipeline, as found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tools {
    /// `llc-19`.
    pub llc: Option<PathBuf>,
    /// `llvm-link-19` (OpenCL inputs).
    pub llvm_link: Option<PathBuf>,
    /// `opt-19` (OpenCL inputs).
    pub opt: Option<PathBuf>,
    /// `ptxas` 12.x.
    pub ptxas: Option<PathBuf>,
    /// `ptxas` 13.x (for sm_110).
    pub ptxas13: Option<PathBuf>,
    /// `nvdisasm` 13.x.
    pub nvdisasm: Option<PathBuf>,
    /// `nvdisasm` 12.x (Pascal).
    pub nvdisasm12: Option<PathBuf>,
}

impl Tools {
    /// Finds the tools through `warpflow-tools` (`WARPFLOW_*`, `PATH`, `.tools/cuda/bin`).
    pub fn find() -> Tools {
        Tools {
            llc: warpflow_tools::find(Tool::Llc).ok(),
            llvm_link: warpflow_tools::find(Tool::LlvmLink).ok(),
            opt: warpflow_tools::find(Tool::Opt).ok(),
            ptxas: warpflow_tools::find(Tool::Ptxas).ok(),
            ptxas13: warpflow_tools::find(Tool::Ptxas13).ok(),
            nvdisasm: warpflow_tools::find(Tool::Nvdisasm).ok(),
            nvdisasm12: warpflow_tools::find(Tool::NvdisasmPascal).ok(),
        }
    }

    /// The `ptxas` for `arch`: 13.x for sm_110, else 12.x.
    pub fn ptxas_for(&self, arch: &Arch) -> Option<&Path> {
        if arch.name == "sm_110" {
            self.ptxas13.as_deref()
        } else {
            self.ptxas.as_deref()
        }
    }

    /// The `nvdisasm` for `arch`: 12.x for Pascal, else 13.x.
    pub fn nvdisasm_for(&self, arch: &Arch) -> Option<&Path> {
        if arch.name == "sm_61" {
            self.nvdisasm12.as_deref()
        } else {
            self.nvdisasm.as_deref()
        }
    }
}

/// A failed pipeline step.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum PipelineError {
    /// A tool is not installed.
    #[error("{tool} not found ({hint})")]
    Missing {
        /// Which tool.
        tool: String,
        /// How to install it.
        hint: String,
    },
    /// A tool ran and failed, or could not be started.
    #[error("{tool} failed: {message}")]
    Failed {
        /// Which tool.
        tool: String,
        /// Its first lines of error output.
        message: String,
    },
    /// NVRTC is missing or did not compile the source.
    #[error("nvrtc: {0}")]
    Nvrtc(String),
    /// Reading or writing a file failed.
    #[error("{path}: {message}")]
    Io {
        /// The file.
        path: String,
        /// The error.
        message: String,
    },
    /// The disassembly could not be analysed.
    #[error("analysis: {0}")]
    Analysis(String),
}

fn missing(tool: Tool) -> PipelineError {
    PipelineError::Missing { tool: format!("{tool:?}"), hint: tool.install_hint().to_string() }
}

fn io_err(path: &Path, e: std::io::Error) -> PipelineError {
    PipelineError::Io { path: path.display().to_string(), message: e.to_string() }
}

/// Runs `cmd`, returning its standard output.
fn run(tool: &str, cmd: &mut Command) -> Result<String, PipelineError> {
    let out =
        cmd.output().map_err(|e| PipelineError::Failed { tool: tool.to_string(), message: e.to_string() })?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let message: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).take(3).collect();
        return Err(PipelineError::Failed { tool: tool.to_string(), message: message.join(" | ") });
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Rewrites the `.target` line of `ptx` to `arch` and raises `.version` to at least the version
/// `arch` needs.
pub fn rewrite_ptx(ptx: &str, arch: &Arch) -> String {
    let mut out = String::with_capacity(ptx.len() + 16);
    for line in ptx.lines() {
        let t = line.trim_start();
        if t.starts_with(".target ") {
            out.push_str(&format!(".target {}", arch.name));
        } else if let Some(v) = t.strip_prefix(".version ") {
            let cur = v
                .trim()
                .split_once('.')
                .and_then(|(a, b)| Some((a.parse::<u32>().ok()?, b.parse::<u32>().ok()?)));
            match cur {
                Some(c) if c >= arch.ptx_version => out.push_str(line),
                _ => out.push_str(&format!(".version {}.{}", arch.ptx_version.0, arch.ptx_version.1)),
            }
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

/// Whether `ll` is LLVM IR text for the nvptx64 target.
pub fn is_nvptx_ll(text: &str) -> bool {
    text.lines().any(|l| l.starts_with("target triple = \"nvptx64"))
}

/// The OpenCL builtins shim (LLVM IR for nvptx64; see the file's header).
pub const OPENCL_BUILTINS: &str = include_str!("../data/opencl-builtins.nvptx64.ll");

/// The functions [`OPENCL_BUILTINS`] defines.
pub fn opencl_builtin_names() -> Vec<&'static str> {
    OPENCL_BUILTINS
        .lines()
        .filter(|l| l.starts_with("define "))
        .filter_map(|l| l.split_once('@').and_then(|(_, r)| r.split_once('(')).map(|(n, _)| n))
        .collect()
}

/// Whether LLVM IR text declares (calls without defining) a function the shim defines.
pub fn needs_opencl_builtins(ll: &str) -> bool {
    let names = opencl_builtin_names();
    ll.lines().filter(|l| l.starts_with("declare ")).any(|l| {
        l.split_once('@').and_then(|(_, r)| r.split_once('(')).is_some_and(|(n, _)| names.contains(&n))
    })
}

/// `llc-19` on `ll`, PTX text back; an input calling OpenCL builtins is first linked with the
/// shim and inlined (module docs, step 0), in the scratch folder `work`.
pub fn ll_to_ptx(tools: &Tools, ll: &Path, work: &Path) -> Result<String, PipelineError> {
    let llc = tools.llc.as_deref().ok_or_else(|| missing(Tool::Llc))?;
    let text = std::fs::read_to_string(ll).map_err(|e| io_err(ll, e))?;
    let input = if needs_opencl_builtins(&text) {
        let link = tools.llvm_link.as_deref().ok_or_else(|| missing(Tool::LlvmLink))?;
        let opt = tools.opt.as_deref().ok_or_else(|| missing(Tool::Opt))?;
        let shim = work.join("opencl-builtins.nvptx64.ll");
        if !shim.exists() {
            std::fs::write(&shim, OPENCL_BUILTINS).map_err(|e| io_err(&shim, e))?;
        }
        let linked = work.join("linked.bc");
        let inlined = work.join("inlined.bc");
        run(
            "llvm-link-19",
            Command::new(link)
                .arg(ll)
                .args(["--only-needed", "--internalize"])
                .arg(&shim)
                .arg("-o")
                .arg(&linked),
        )?;
        run("opt-19", Command::new(opt).arg("-passes=always-inline").arg(&linked).arg("-o").arg(&inlined))?;
        inlined
    } else {
        ll.to_path_buf()
    };
    run("llc-19", Command::new(llc).args(["-mcpu=sm_70", "-mattr=+ptx70", "-o", "-"]).arg(&input))
}

/// NVRTC on a `.cu` file, PTX back; the file's folder and the corpus's `kernels/include` are on
/// the include path.
pub fn cu_to_ptx(nvrtc: &crate::nvrtc::Nvrtc, cu: &Path) -> Result<String, PipelineError> {
    let text = std::fs::read_to_string(cu).map_err(|e| io_err(cu, e))?;
    let shim = warpflow_tools::shim_dir().ok_or_else(|| PipelineError::Missing {
        tool: "warpflow's shim headers (warpflow_cuda.h)".into(),
        hint: "set WARPFLOW_INCLUDE to the folder holding them (kernels/include of the source tree)".into(),
    })?;
    let mut options = crate::nvrtc::study_options(&shim);
    if let Some(dir) = cu.parent().filter(|d| !d.as_os_str().is_empty()) {
        options.push(format!("--include-path={}", dir.display()));
    }
    let name = cu.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    nvrtc.compile(&name, &text, &options).map_err(|e| PipelineError::Nvrtc(e.to_string()))
}

/// `ptxas` then `nvdisasm -c` for one architecture; `work` is a scratch folder, `stem` a file name.
pub fn ptx_to_sass(
    tools: &Tools,
    ptx: &str,
    arch: &Arch,
    work: &Path,
    stem: &str,
) -> Result<String, PipelineError> {
    let ptxas = tools
        .ptxas_for(arch)
        .ok_or_else(|| missing(if arch.name == "sm_110" { Tool::Ptxas13 } else { Tool::Ptxas }))?;
    let nvdisasm = tools
        .nvdisasm_for(arch)
        .ok_or_else(|| missing(if arch.name == "sm_61" { Tool::NvdisasmPascal } else { Tool::Nvdisasm }))?;
    let ptx_path = work.join(format!("{stem}.{}.ptx", arch.name));
    let cubin = work.join(format!("{stem}.{}.cubin", arch.name));
    std::fs::write(&ptx_path, rewrite_ptx(ptx, arch)).map_err(|e| io_err(&ptx_path, e))?;
    run(
        "ptxas",
        Command::new(ptxas).arg(format!("-arch={}", arch.name)).arg(&ptx_path).arg("-o").arg(&cubin),
    )?;
    run("nvdisasm", Command::new(nvdisasm).arg("-c").arg(&cubin))
}

/// `nvdisasm -c` on a cubin: the 13.x disassembler, or the 12.x one when 13.x refuses (Pascal).
pub fn cubin_to_sass(tools: &Tools, cubin: &Path) -> Result<String, PipelineError> {
    let first = tools.nvdisasm.as_deref().ok_or_else(|| missing(Tool::Nvdisasm));
    let r = first.and_then(|d| run("nvdisasm", Command::new(d).arg("-c").arg(cubin)));
    match (r, tools.nvdisasm12.as_deref()) {
        (Ok(t), _) => Ok(t),
        (Err(_), Some(d12)) => run("nvdisasm-12", Command::new(d12).arg("-c").arg(cubin)),
        (Err(e), None) => Err(e),
    }
}

/// Totals for one architecture over the corpus. Serialises with the summary's fields inline:
/// `arch`, `reconvergence_points`, `immediate`, `deferred`, `early`, ..., `counts`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchRow {
    /// `sm_NN`.
    pub arch: String,
    /// Generation name.
    pub generation: String,
    /// Kernel files that went through the whole pipeline.
    pub files_ok: u32,
    /// Kernel files that failed at some step.
    pub files_failed: u32,
    /// Kernels (entry functions) analysed.
    pub kernels: u32,
    /// Reconvergence points by class.
    #[serde(flatten)]
    pub summary: Summary,
    /// Instruction-form counts.
    pub counts: Counts,
}

/// One kernel function on one architecture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelRow {
    /// The input file (relative to the repository root when under it).
    pub file: String,
    /// The function symbol.
    pub function: String,
    /// `sm_NN`.
    pub arch: String,
    /// Reconvergence points by class.
    #[serde(flatten)]
    pub summary: Summary,
    /// Instruction-form counts.
    pub counts: Counts,
}

/// A (file, architecture) that did not make it through the pipeline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// The input file.
    pub file: String,
    /// `sm_NN`, or `None` when the failure was before any architecture (llc).
    pub arch: Option<String>,
    /// What failed.
    pub error: String,
}

/// The whole study of one front end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SassStudy {
    /// The front end of the inputs.
    pub frontend: Frontend,
    /// Per architecture, oldest first.
    pub architectures: Vec<ArchRow>,
    /// Per kernel and architecture (subroutines and device functions are folded into the totals
    /// of the architecture and listed here too).
    pub kernels: Vec<KernelRow>,
    /// Steps that failed.
    pub failures: Vec<Failure>,
}

/// A disassembly produced along the way, for callers that keep them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disassembly {
    /// The input file's display name.
    pub file: String,
    /// `sm_NN`.
    pub arch: String,
    /// nvdisasm text.
    pub text: String,
}

fn display_name(p: &Path) -> String {
    let Some(root) = warpflow_tools::checkout_root() else { return p.display().to_string() };
    let p = p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    let root = root.canonicalize().unwrap_or(root);
    p.strip_prefix(&root).unwrap_or(&p).display().to_string()
}

/// Runs the pipeline over `inputs` for `archs`: with [`Frontend::Clang`] nvptx64 `.ll` files
/// (others are skipped with a failure record), with [`Frontend::Nvrtc`] `.cu` files. `keep`
/// receives every disassembly.
pub fn run_study(
    frontend: Frontend,
    inputs: &[PathBuf],
    archs: &[Arch],
    tools: &Tools,
    mut keep: impl FnMut(Disassembly),
) -> Result<SassStudy, PipelineError> {
    let work = tempfile::tempdir().map_err(|e| io_err(Path::new("<tempdir>"), e))?;
    let nvrtc = match frontend {
        Frontend::Nvrtc => {
            Some(crate::nvrtc::Nvrtc::load().map_err(|e| PipelineError::Nvrtc(e.to_string()))?)
        }
        Frontend::Clang => None,
    };
    let mut study =
        SassStudy { frontend, architectures: Vec::new(), kernels: Vec::new(), failures: Vec::new() };
    let mut rows: Vec<ArchRow> = archs
        .iter()
        .map(|a| ArchRow {
            arch: a.name.to_string(),
            generation: a.generation.to_string(),
            files_ok: 0,
            files_failed: 0,
            kernels: 0,
            summary: Summary::default(),
            counts: Counts::default(),
        })
        .collect();
    for (n, input) in inputs.iter().enumerate() {
        let file = display_name(input);
        let ptx = match &nvrtc {
            Some(nvrtc) if Frontend::of(input) == Frontend::Nvrtc => cu_to_ptx(nvrtc, input),
            Some(_) => Err(PipelineError::Nvrtc("not a .cu file".into())),
            None => {
                let text = std::fs::read_to_string(input).map_err(|e| io_err(input, e))?;
                if !is_nvptx_ll(&text) {
                    study.failures.push(Failure { file, arch: None, error: "not nvptx64 LLVM IR".into() });
                    continue;
                }
                ll_to_ptx(tools, input, work.path())
            }
        };
        let ptx = match ptx {
            Ok(p) => p,
            Err(e) => {
                study.failures.push(Failure { file, arch: None, error: e.to_string() });
                rows.iter_mut().for_each(|r| r.files_failed += 1);
                continue;
            }
        };
        for (arch, row) in archs.iter().zip(rows.iter_mut()) {
            let result = ptx_to_sass(tools, &ptx, arch, work.path(), &format!("k{n}")).and_then(|sass| {
                let report =
                    warpflow_sass::analyze(&sass).map_err(|e| PipelineError::Analysis(e.to_string()))?;
                keep(Disassembly { file: file.clone(), arch: arch.name.to_string(), text: sass });
                Ok(report)
            });
            match result {
                Ok(report) => {
                    row.files_ok += 1;
                    row.summary.merge(&report.summary);
                    row.counts.merge(&report.counts);
                    for f in &report.functions {
                        row.kernels += u32::from(f.is_kernel);
                        study.kernels.push(KernelRow {
                            file: file.clone(),
                            function: f.name.clone(),
                            arch: arch.name.to_string(),
                            summary: f.summary.clone(),
                            counts: f.counts.clone(),
                        });
                    }
                }
                Err(e) => {
                    row.files_failed += 1;
                    study.failures.push(Failure {
                        file: file.clone(),
                        arch: Some(arch.name.to_string()),
                        error: e.to_string(),
                    });
                }
            }
        }
    }
    study.architectures = rows;
    Ok(study)
}

/// A kernel function whose reconvergence points differ between the two front ends on one
/// architecture (or that only one front end produced).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrontendDifference {
    /// The kernel's source name: the input file's name up to its first dot
    /// (`reduce_tree` for `kernels/basic/reduce_tree.cu` and `reduce_tree.nvptx64.O3.ll`).
    pub source: String,
    /// The function symbol.
    pub function: String,
    /// `sm_NN`.
    pub arch: String,
    /// The clang front end's points (`None`: no such function).
    pub clang: Option<Summary>,
    /// NVRTC's points (`None`: no such function).
    pub nvrtc: Option<Summary>,
}

/// The source name of an input file (its file name up to the first dot).
fn source_name(file: &str) -> String {
    let name = Path::new(file).file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    name.split('.').next().unwrap_or_default().to_string()
}

/// Every (source, function, architecture) of a source both studies compiled whose class counts
/// differ between them, in source, function and architecture order (a function only one of them
/// has is listed when it has reconvergence points). Counts of leaving paths are not compared (they
/// describe the code, not where it reconverges).
pub fn compare_frontends(clang: &SassStudy, nvrtc: &SassStudy) -> Vec<FrontendDifference> {
    type Key = (String, String, String);
    let index = |s: &SassStudy| -> BTreeMap<Key, Summary> {
        let mut m: BTreeMap<Key, Summary> = BTreeMap::new();
        for k in &s.kernels {
            m.entry((source_name(&k.file), k.function.clone(), k.arch.clone()))
                .or_default()
                .merge(&k.summary);
        }
        m
    };
    let (a, b) = (index(clang), index(nvrtc));
    // Only sources both front ends compiled (OpenCL files have no `.cu`).
    let sources_a: BTreeSet<&String> = a.keys().map(|k| &k.0).collect();
    let sources_b: BTreeSet<&String> = b.keys().map(|k| &k.0).collect();
    let keys: BTreeSet<&Key> =
        a.keys().chain(b.keys()).filter(|k| sources_a.contains(&k.0) && sources_b.contains(&k.0)).collect();
    let classes = |s: &Summary| (s.immediate, s.deferred, s.early, s.uncovered);
    keys.into_iter()
        .filter(|k| match (a.get(*k), b.get(*k)) {
            (Some(x), Some(y)) => classes(x) != classes(y),
            // A function only one front end has (a helper the other inlined) matters only when
            // it has reconvergence points.
            (Some(x), None) | (None, Some(x)) => x.reconvergence_points > 0,
            (None, None) => false,
        })
        .map(|k| FrontendDifference {
            source: k.0.clone(),
            function: k.1.clone(),
            arch: k.2.clone(),
            clang: a.get(k).cloned(),
            nvrtc: b.get(k).cloned(),
        })
        .collect()
}

/// The study of several front ends: one [`SassStudy`] each and, with both, their differences.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrontendStudies {
    /// One study per front end, clang first.
    pub frontends: Vec<SassStudy>,
    /// Where clang and NVRTC differ (empty unless both ran).
    pub differences: Vec<FrontendDifference>,
}

impl FrontendStudies {
    /// The studies, with their differences when both front ends ran.
    pub fn new(mut frontends: Vec<SassStudy>) -> FrontendStudies {
        frontends.sort_by_key(|s| s.frontend);
        let differences = match frontends.as_slice() {
            [c, n] if c.frontend == Frontend::Clang && n.frontend == Frontend::Nvrtc => {
                compare_frontends(c, n)
            }
            _ => Vec::new(),
        };
        FrontendStudies { frontends, differences }
    }

    /// Markdown: each front end's tables, then the differences.
    pub fn markdown(&self) -> String {
        let mut md = String::new();
        for s in &self.frontends {
            md.push_str(&markdown(s));
            md.push('\n');
        }
        if self.frontends.len() == 2 {
            md.push_str("# Where the front ends differ\n\n");
            if self.differences.is_empty() {
                md.push_str("Every kernel has the same reconvergence classes under both front ends.\n");
            } else {
                md.push_str("Points as immediate / deferred / early / uncovered; `-`: the front end produced no such function.\n\n");
                md.push_str("| source | function | arch | clang | nvrtc |\n|---|---|---|---|---|\n");
                let cell = |s: &Option<Summary>| match s {
                    Some(s) => format!("{} / {} / {} / {}", s.immediate, s.deferred, s.early, s.uncovered),
                    None => "-".into(),
                };
                for d in &self.differences {
                    md.push_str(&format!(
                        "| {} | `{}` | {} | {} | {} |\n",
                        d.source,
                        d.function,
                        d.arch,
                        cell(&d.clang),
                        cell(&d.nvrtc)
                    ));
                }
            }
        }
        md
    }
}

/// The count keys shown in the Markdown tables, with short headers.
const COUNT_COLUMNS: [(&str, &str); 17] = [
    ("SSY", "SSY"),
    ("SYNC", "SYNC"),
    ("PBK", "PBK"),
    ("BRK", "BRK"),
    ("BSSY", "BSSY"),
    ("BSYNC", "BSYNC"),
    ("BREAK", "BREAK"),
    ("BRA.U", "BRA.U"),
    ("BRA.DIV", "BRA.DIV"),
    ("BRA.CONV", "BRA.CONV"),
    ("WARPSYNC full", "WARPSYNC full"),
    ("WARPSYNC partial", "WARPSYNC partial"),
    ("WARPSYNC register", "WARPSYNC reg"),
    (".RECONVERGENT", ".RECONVERGENT"),
    (".RELIABLE", ".RELIABLE"),
    ("BREAK.RELIABLE", "BREAK.RELIABLE"),
    ("BMOV", "BMOV"),
];

fn summary_cells(s: &Summary) -> String {
    format!(
        "{} | {} | {} | {} | {} | {}",
        s.reconvergence_points, s.immediate, s.deferred, s.early, s.uncovered, s.with_leaving_paths
    )
}

fn count_cells(c: &Counts) -> String {
    COUNT_COLUMNS.iter().map(|(k, _)| c.get(k).to_string()).collect::<Vec<_>>().join(" | ")
}

/// The study as Markdown: the per-architecture table (the study's figure 4), the instruction
/// counts, the per-kernel table, and the failures.
pub fn markdown(study: &SassStudy) -> String {
    let mut md = format!("# SASS reconvergence per architecture: front end {}\n\n", study.frontend.name());
    md.push_str(
        "Reconvergence points (SSY/PBK on Pascal, BSSY..BSYNC pairs on Volta and later) classified against the covered \
         divergent branch's immediate post-dominator on the set-up's region, with the paths that leave the barrier \
         (BREAK/BRK out of it, EXIT) discounted (crates/warpflow-sass/src/reconv.rs). \"with leaving paths\": points \
         whose branch reaches such paths. The study reports 29 deferred points on Ampere, 7 on Hopper and 2 on \
         Blackwell over its own 38-kernel corpus (nvcc-compiled). Front end `clang`: the corpus's `.ll` files (clang-19) \
         through `llc-19`; `nvrtc`: the `.cu` files through NVIDIA's NVRTC (the front end and NVVM optimizer of nvcc).\n\n",
    );
    md.push_str("| arch | generation | files ok | failed | kernels | points | immediate | deferred | early | uncovered | with leaving paths |\n");
    md.push_str("|---|---|---|---|---|---|---|---|---|---|---|\n");
    for r in &study.architectures {
        md.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} |\n",
            r.arch,
            r.generation,
            r.files_ok,
            r.files_failed,
            r.kernels,
            summary_cells(&r.summary)
        ));
    }
    md.push_str("\n## Instruction forms per architecture\n\n| arch | ");
    md.push_str(&COUNT_COLUMNS.iter().map(|(_, h)| *h).collect::<Vec<_>>().join(" | "));
    md.push_str(" |\n|---|");
    md.push_str(&"---|".repeat(COUNT_COLUMNS.len()));
    md.push('\n');
    for r in &study.architectures {
        md.push_str(&format!("| {} | {} |\n", r.arch, count_cells(&r.counts)));
    }
    md.push_str("\n## Per kernel\n\n| file | function | arch | points | immediate | deferred | early | uncovered | with leaving paths | ");
    md.push_str(&COUNT_COLUMNS.iter().map(|(_, h)| *h).collect::<Vec<_>>().join(" | "));
    md.push_str(" |\n|---|---|---|---|---|---|---|---|---|");
    md.push_str(&"---|".repeat(COUNT_COLUMNS.len()));
    md.push('\n');
    for k in &study.kernels {
        md.push_str(&format!(
            "| {} | `{}` | {} | {} | {} |\n",
            k.file,
            k.function,
            k.arch,
            summary_cells(&k.summary),
            count_cells(&k.counts)
        ));
    }
    if !study.failures.is_empty() {
        md.push_str("\n## Failures\n\n| file | arch | error |\n|---|---|---|\n");
        for f in &study.failures {
            md.push_str(&format!(
                "| {} | {} | {} |\n",
                f.file,
                f.arch.as_deref().unwrap_or("-"),
                f.error.replace('|', "\\|")
            ));
        }
    }
    md
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shim_names_and_detection() {
        let names = opencl_builtin_names();
        for n in [
            "_Z12get_local_idj",
            "_Z12get_group_idj",
            "_Z14get_local_sizej",
            "_Z13get_global_idj",
            "_Z15get_global_sizej",
            "_Z7barrierj",
            "_Z10atomic_addPU3AS1Vjj",
            "_Z10atomic_incPU3AS3Vj",
        ] {
            assert!(names.contains(&n), "{n} not in {names:?}");
        }
        assert!(needs_opencl_builtins("declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1\n"));
        assert!(!needs_opencl_builtins("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"));
        assert!(!needs_opencl_builtins("define i64 @_Z12get_local_idj(i32 %d) {\n"));
    }

    fn kernel(file: &str, function: &str, arch: &str, immediate: u32, deferred: u32) -> KernelRow {
        KernelRow {
            file: file.into(),
            function: function.into(),
            arch: arch.into(),
            summary: Summary {
                reconvergence_points: immediate + deferred,
                immediate,
                deferred,
                ..Summary::default()
            },
            counts: Counts::default(),
        }
    }

    fn study(frontend: Frontend, kernels: Vec<KernelRow>) -> SassStudy {
        SassStudy { frontend, architectures: Vec::new(), kernels, failures: Vec::new() }
    }

    #[test]
    fn frontend_differences() {
        let clang = study(
            Frontend::Clang,
            vec![
                kernel("kernels/a/k1.nvptx64.O3.ll", "k1", "sm_86", 2, 0),
                kernel("kernels/a/k2.nvptx64.O3.ll", "k2", "sm_86", 1, 0),
                kernel("kernels/a/k2.nvptx64.O3.ll", "helper", "sm_86", 0, 0),
                kernel("kernels/a/k3.nvptx64.O3.ll", "k3", "sm_86", 1, 0),
                kernel("kernels/opencl/cl.nvptx64.O3.ll", "cl", "sm_86", 3, 0),
            ],
        );
        let nvrtc = study(
            Frontend::Nvrtc,
            vec![
                kernel("kernels/a/k1.cu", "k1", "sm_86", 1, 1),
                kernel("kernels/a/k2.cu", "k2", "sm_86", 1, 0),
                kernel("kernels/a/k3.cu", "k3", "sm_86", 1, 0),
                kernel("kernels/a/k3.cu", "only_nvrtc", "sm_86", 1, 0),
            ],
        );
        let d = compare_frontends(&clang, &nvrtc);
        let keys: Vec<(&str, &str)> = d.iter().map(|d| (d.source.as_str(), d.function.as_str())).collect();
        // k1 differs; k2's point-less helper and the OpenCL file (no .cu) are not differences.
        assert_eq!(keys, [("k1", "k1"), ("k3", "only_nvrtc")]);
        assert_eq!(d[0].nvrtc.as_ref().map(|s| s.deferred), Some(1));
        assert!(d[1].clang.is_none());
        let all = FrontendStudies::new(vec![nvrtc, clang]);
        assert_eq!(all.frontends[0].frontend, Frontend::Clang);
        assert_eq!(all.differences.len(), 2);
        let md = all.markdown();
        assert!(md.contains("front end clang") && md.contains("front end nvrtc"), "{md}");
        assert!(md.contains("| k1 | `k1` | sm_86 | 2 / 0 / 0 / 0 | 1 / 1 / 0 / 0 |"), "{md}");
        assert!(md.contains("| k3 | `only_nvrtc` | sm_86 | - | 1 / 0 / 0 / 0 |"), "{md}");
    }

    #[test]
    fn rewrite_target_and_version() {
        let ptx = "//\n.version 6.4\n.target sm_70\n.address_size 64\n";
        let a = ARCHS.iter().find(|a| a.name == "sm_100").copied().unwrap_or(ARCHS[0]);
        assert_eq!(rewrite_ptx(ptx, &a), "//\n.version 8.6\n.target sm_100\n.address_size 64\n");
        // A newer version is kept.
        assert_eq!(rewrite_ptx(".version 6.4\n.target sm_70\n", &ARCHS[0]), ".version 6.4\n.target sm_61\n");
    }

    #[test]
    fn json_shape() {
        let study = SassStudy {
            frontend: Frontend::Clang,
            architectures: vec![ArchRow {
                arch: "sm_86".into(),
                generation: "Ampere".into(),
                files_ok: 1,
                files_failed: 0,
                kernels: 1,
                summary: Summary {
                    reconvergence_points: 3,
                    immediate: 1,
                    deferred: 1,
                    early: 1,
                    ..Summary::default()
                },
                counts: Counts::default(),
            }],
            kernels: Vec::new(),
            failures: Vec::new(),
        };
        let v = serde_json::to_value(&study).unwrap_or_default();
        let a = &v["architectures"][0];
        assert_eq!(a["arch"], "sm_86");
        assert_eq!(
            (
                a["reconvergence_points"].as_u64(),
                a["immediate"].as_u64(),
                a["deferred"].as_u64(),
                a["early"].as_u64()
            ),
            (Some(3), Some(1), Some(1), Some(1))
        );
        assert_eq!(a["counts"]["BSSY"], 0);
        assert_eq!(a["counts"]["WARPSYNC partial"], 0);
        assert!(markdown(&study).contains("| sm_86 | Ampere | 1 | 0 | 1 | 3 | 1 | 1 | 1 | 0 | 0 |"));
    }
}
