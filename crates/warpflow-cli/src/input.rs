//! Turning whatever the user names on the command line into LLVM IR text.
//!
//! An input is a path or `-` (standard input). Its kind comes from `-x LANG` when given, else
//! from the content (LLVM bitcode starts with `BC 0xC0DE` or the bitcode wrapper magic), else
//! from the extension:
//!
//! | kind | extensions | how it becomes IR text |
//! | --- | --- | --- |
//! | LLVM IR | `.ll` (and anything else) | read as is |
//! | bitcode | `.bc` | `llvm-dis-19` |
//! | CUDA | `.cu` | `clang-19 -x cuda --cuda-device-only` for nvptx64 |
//! | HIP | `.hip` | `clang-19 -x hip --offload-device-only -nogpulib` for amdgcn |
//! | OpenCL C | `.cl` | `clang-19 -x cl` for nvptx64, amdgcn or spir64 (`--triple`) |
//!
//! A CUDA source is compiled without an SDK against the project's shim header
//! `warpflow_cuda.h` (force-included, and its folder on the include path, which also holds a
//! `cuda_runtime.h` that includes it), unless `--cuda-path` names a CUDA installation. A HIP
//! source likewise gets `warpflow_hip.h` unless `--rocm-path` is given. The shim folder is found
//! at run time (see [`shim_dir`]), never at build time. The options `-I`, `-D`, `-O`,
//! `--offload-arch` (alias `--cuda-gpu-arch`) are passed to clang; `-v` prints the command.
//! A source that does not compile is an input error (exit 2) whose text is clang's diagnostics.
//!
//! Tools are found by [`find_tool`] (`warpflow_tools::find`): `WARPFLOW_CLANG` /
//! `WARPFLOW_LLVMDIS` when set, else `clang-19` / `llvm-dis-19` on `PATH`, else
//! `/usr/lib/llvm-19/bin`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The name of standard input on the command line.
pub const STDIN: &str = "-";

/// The language of an input.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// LLVM IR text
    #[value(name = "ir", alias = "ll")]
    Ir,
    /// LLVM bitcode
    #[value(name = "bc", alias = "bitcode")]
    Bitcode,
    /// CUDA C++
    Cuda,
    /// HIP C++
    Hip,
    /// OpenCL C
    #[value(name = "cl", alias = "opencl")]
    OpenCl,
}

impl Lang {
    /// The language of a file with this extension; `None` for an unknown one.
    pub fn from_extension(ext: &str) -> Option<Lang> {
        Some(match ext {
            "ll" => Lang::Ir,
            "bc" => Lang::Bitcode,
            "cu" => Lang::Cuda,
            "hip" => Lang::Hip,
            "cl" => Lang::OpenCl,
            _ => return None,
        })
    }

    /// The language's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Ir => "LLVM IR",
            Lang::Bitcode => "LLVM bitcode",
            Lang::Cuda => "CUDA",
            Lang::Hip => "HIP",
            Lang::OpenCl => "OpenCL C",
        }
    }

    /// Whether clang compiles it.
    fn is_source(self) -> bool {
        matches!(self, Lang::Cuda | Lang::Hip | Lang::OpenCl)
    }
}

/// The compile options of an invocation (global: accepted before or after the subcommand, as
/// clang's spellings). They apply to every source input.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct CompileArgs {
    /// treat every input as LANG instead of guessing from its content and extension (needed
    /// for a source on standard input)
    #[arg(short = 'x', global = true, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,
    /// add DIR to clang's include path (sources)
    #[arg(short = 'I', global = true, value_name = "DIR")]
    pub include: Vec<PathBuf>,
    /// define a macro for clang: NAME or NAME=VALUE (sources)
    #[arg(short = 'D', global = true, value_name = "NAME[=VALUE]")]
    pub define: Vec<String>,
    /// clang's optimisation level for sources: 0, 1, 2, 3, s, z [default: 3, as nvcc and
    /// hipcc do for device code]
    #[arg(short = 'O', global = true, value_name = "LEVEL")]
    pub opt_level: Option<String>,
    /// full debug information for sources (clang's `-g`: variables declared to the debugger,
    /// which promotion turns into `#dbg_value`s); without it, line tables only, for the source
    /// lines in diagnostics
    #[arg(short = 'g', global = true)]
    pub debug_info: bool,
    /// GPU architecture for CUDA and HIP sources [default: sm_70 for CUDA, gfx90a for HIP]
    #[arg(long, global = true, visible_alias = "cuda-gpu-arch", value_name = "ARCH")]
    pub offload_arch: Option<String>,
    /// a CUDA installation for `.cu` sources (instead of warpflow's shim header)
    #[arg(long, global = true, value_name = "DIR")]
    pub cuda_path: Option<PathBuf>,
    /// a ROCm installation for `.hip` sources (instead of warpflow's shim header)
    #[arg(long, global = true, value_name = "DIR")]
    pub rocm_path: Option<PathBuf>,
    /// the OpenCL C version of `.cl` sources (clang's `-cl-std`): CL1.0, CL1.1, CL1.2, CL2.0 or
    /// CL3.0 [default: CL2.0]; under CL2.0 the OpenCL 1.x `atom_*` functions on generic
    /// pointers are ambiguous, so 1.x code may need CL1.2
    #[arg(long = "cl-std", global = true, value_name = "VERSION", value_parser = ["CL1.0", "CL1.1", "CL1.2", "CL2.0", "CL3.0"])]
    pub cl_std: Option<String>,
    /// print the clang and llvm-dis commands run, to standard error
    #[arg(short = 'v', long = "verbose", global = true)]
    pub verbose: bool,
    /// compile sources to the IR clang's optimiser starts from (`-Xclang -disable-llvm-passes`,
    /// and at `-O0` `-Xclang -disable-O0-optnone`): set by `opt --placement early`, which runs
    /// the optimiser itself ([`run_opt19`]) between its two rounds of passes
    #[arg(skip)]
    pub before_llvm_passes: bool,
}

static COMPILE: OnceLock<CompileArgs> = OnceLock::new();

/// Records the invocation's compile options (once, from `main`, before any input is read).
pub fn set_compile_args(a: CompileArgs) {
    let _ = COMPILE.set(a);
}

/// The invocation's compile options (the defaults when none were recorded, as in unit tests).
pub fn compile_args() -> &'static CompileArgs {
    COMPILE.get_or_init(CompileArgs::default)
}

/// An input read and, when it was bitcode or a source, converted to IR text.
#[derive(Debug)]
pub struct IrInput {
    /// the name to show: the path, or `<stdin>`, followed by ` (compiled)` or
    /// ` (disassembled)` when the IR is not the file's own text
    pub name: String,
    /// the IR bytes (UTF-8 text, except in comments and strings)
    pub bytes: Vec<u8>,
}

/// The display name of `path`: `<stdin>` for `-`.
pub fn display_name(path: &Path) -> String {
    if is_stdin(path) {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Whether `path` means standard input.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == STDIN
}

/// Whether `bytes` are LLVM bitcode (raw or in the wrapper).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Reads `path` (or standard input) and converts it to IR text with the invocation's compile
/// options; `triple` is `--triple` (the target of an OpenCL source). The error is the full text
/// to print (lines ending in newlines).
pub fn read_ir(path: &Path, triple: Option<&str>) -> Result<IrInput, String> {
    read_ir_with(path, triple, compile_args())
}

/// [`read_ir`] with explicit compile options.
pub fn read_ir_with(path: &Path, triple: Option<&str>, args: &CompileArgs) -> Result<IrInput, String> {
    let name = display_name(path);
    let bytes = if is_stdin(path) {
        let mut b = Vec::new();
        std::io::stdin()
            .lock()
            .read_to_end(&mut b)
            .map_err(|e| format!("error: cannot read standard input: {e}\n"))?;
        b
    } else {
        std::fs::read(path).map_err(|e| format!("error: cannot read {name}: {e}\n"))?
    };
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let lang = match args.lang {
        Some(l) => l,
        None if is_bitcode(&bytes) => Lang::Bitcode,
        None => Lang::from_extension(ext).unwrap_or(Lang::Ir),
    };
    // A converted input's diagnostics point into IR that is not in the user's file: the name
    // says so (source lines from `!dbg` still name the real file).
    let (bytes, name) = match lang {
        Lang::Ir => (bytes, name),
        Lang::Bitcode => (disassemble(&name, bytes, args)?, format!("{name} (disassembled)")),
        Lang::Cuda | Lang::Hip | Lang::OpenCl => {
            (compile(path, &name, &bytes, lang, triple, args)?, format!("{name} (compiled)"))
        }
    };
    Ok(IrInput { name, bytes })
}

pub use warpflow_tools::{find as find_tool, Tool, ToolError};

fn missing_tool(tool: Tool, why: &str, e: ToolError) -> String {
    let what = match e {
        ToolError::NotFound => format!("which was not found {}", tool.searched()),
        ToolError::NotAFile(p) => {
            format!("but {} names {}, which is not a file", tool.env_var(), p.display())
        }
    };
    let install = match tool.package() {
        Some(p) => format!("install the Debian package {p} (apt-get install {p})"),
        None => tool.install_hint().to_string(),
    };
    format!(
        "error: {why} needs {}, {what}\n  = help: {install}, or set {} to the tool\n",
        tool.command(),
        tool.env_var()
    )
}

/// Runs `cmd` with `stdin` on its standard input; its standard output on success, else the
/// error text (`what` failed, with the tool's standard error).
fn run_tool(mut cmd: Command, stdin: &[u8], what: &str, verbose: bool) -> Result<Vec<u8>, String> {
    if verbose {
        eprintln!("{}", shell_words(&cmd));
    }
    let mut child =
        cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().map_err(|e| {
            format!("error: {what}: cannot run {}: {e}\n", cmd.get_program().to_string_lossy())
        })?;
    // Feed standard input from a thread so a large output cannot dead-lock against it.
    let mut pipe = child.stdin.take();
    let data = stdin.to_vec();
    let feeder = std::thread::spawn(move || {
        if let Some(p) = pipe.as_mut() {
            let _ = p.write_all(&data);
        }
    });
    let out = child.wait_with_output().map_err(|e| format!("error: {what}: {e}\n"))?;
    let _ = feeder.join();
    if out.status.success() {
        // Warnings of a successful compile are shown, as the compiler would show them.
        if !out.stderr.is_empty() {
            let _ = std::io::stderr().write_all(&out.stderr);
        }
        return Ok(out.stdout);
    }
    let mut err = String::from_utf8_lossy(&out.stderr).into_owned();
    if !err.is_empty() && !err.ends_with('\n') {
        err.push('\n');
    }
    Err(format!("{err}error: {what} failed ({})\n", out.status))
}

/// The command as one shell line (arguments with unusual characters quoted).
pub fn shell_words(cmd: &Command) -> String {
    std::iter::once(cmd.get_program())
        .chain(cmd.get_args())
        .map(|a| {
            let s = a.to_string_lossy();
            let plain =
                !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_=+./,:@%".contains(c));
            if plain {
                s.into_owned()
            } else {
                format!("'{}'", s.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn disassemble(name: &str, bytes: Vec<u8>, args: &CompileArgs) -> Result<Vec<u8>, String> {
    let what = format!("{name} is LLVM bitcode; reading it");
    let tool = find_tool(Tool::LlvmDis).map_err(|e| missing_tool(Tool::LlvmDis, &what, e))?;
    let mut cmd = Command::new(tool);
    cmd.args(["-", "-o", "-"]);
    run_tool(cmd, &bytes, &format!("llvm-dis of {name}"), args.verbose)
}

pub use warpflow_tools::shim_dir;

/// The clang command compiling `path` (text `src` when it is standard input) of language
/// `lang` to IR text on standard output.
pub fn clang_command(
    clang: &Path,
    path: &Path,
    lang: Lang,
    triple: Option<&str>,
    args: &CompileArgs,
) -> Result<Command, String> {
    let mut cmd = Command::new(clang);
    let shim = |header: &str| -> Result<PathBuf, String> {
        let dir = shim_dir().ok_or_else(|| {
            format!(
                "error: cannot find warpflow's shim headers ({header}); set WARPFLOW_INCLUDE to the \
                 folder holding them (kernels/include of the source tree)\n"
            )
        })?;
        if !dir.join(header).is_file() {
            return Err(format!("error: {} has no {header} (WARPFLOW_INCLUDE)\n", dir.display()));
        }
        Ok(dir)
    };
    match lang {
        Lang::Cuda => {
            let arch = args.offload_arch.as_deref().unwrap_or("sm_70");
            cmd.args(["-x", "cuda", "--cuda-device-only"]).arg(format!("--cuda-gpu-arch={arch}"));
            match &args.cuda_path {
                Some(p) => {
                    cmd.arg(format!("--cuda-path={}", p.display()));
                }
                None => {
                    let dir = shim(SHIM_CUDA)?;
                    cmd.args(["-nocudainc", "-nocudalib", "-Xclang", "-target-feature", "-Xclang", "+ptx70"]);
                    cmd.arg("-I").arg(&dir).arg("-include").arg(dir.join(SHIM_CUDA));
                }
            }
        }
        Lang::Hip => {
            let arch = args.offload_arch.as_deref().unwrap_or("gfx90a");
            cmd.args(["-x", "hip", "--offload-device-only", "-nogpulib"])
                .arg(format!("--offload-arch={arch}"));
            match &args.rocm_path {
                Some(p) => {
                    cmd.arg(format!("--rocm-path={}", p.display()));
                }
                None => {
                    let dir = shim(SHIM_HIP)?;
                    cmd.arg("-nogpuinc").arg("-I").arg(&dir).arg("-include").arg(dir.join(SHIM_HIP));
                }
            }
        }
        Lang::OpenCl => {
            let t = triple.unwrap_or("nvptx64-nvidia-cuda");
            let ok = ["nvptx64", "amdgcn", "spir64", "spir"].iter().any(|a| t.split('-').next() == Some(a));
            if !ok {
                return Err(format!(
                    "error: --triple {t}: an OpenCL source is compiled for nvptx64-nvidia-cuda, \
                     amdgcn-amd-amdhsa or spir64\n"
                ));
            }
            let std = format!("-cl-std={}", args.cl_std.as_deref().unwrap_or("CL2.0"));
            cmd.args(["-x", "cl", &std, "-Xclang", "-finclude-default-header", "-target", t]);
            if t.starts_with("amdgcn") {
                cmd.arg("-nogpulib");
            }
        }
        Lang::Ir | Lang::Bitcode => unreachable!("only sources are compiled"),
    }
    if lang != Lang::OpenCl {
        if let Some(t) = triple {
            // `--triple` names the device target; clang takes the host's with -target, so the
            // device triple is checked instead of passed.
            let want = if lang == Lang::Cuda { "nvptx64" } else { "amdgcn" };
            if !t.starts_with(want) {
                return Err(format!(
                    "error: --triple {t}: a {} source is compiled for {want}\n",
                    lang.name()
                ));
            }
        }
    }
    for d in &args.include {
        cmd.arg("-I").arg(d);
    }
    for d in &args.define {
        cmd.arg(format!("-D{d}"));
    }
    let level = args.opt_level.as_deref().unwrap_or("3");
    cmd.arg(format!("-O{level}"));
    if args.before_llvm_passes {
        cmd.args(["-Xclang", "-disable-llvm-passes"]);
        if level == "0" {
            cmd.args(["-Xclang", "-disable-O0-optnone"]);
        }
    }
    cmd.args(["-S", "-emit-llvm", if args.debug_info { "-g" } else { "-gline-tables-only" }, "-o", "-"]);
    cmd.arg(path);
    Ok(cmd)
}

/// Runs LLVM's optimiser on `ir`: `opt-19 -passes=default<O{level}> -S`, as clang runs it after
/// its front end (`level` is clang's `-O` level: 0-3, s, z); the optimised module's text, or the
/// error to print (a missing `opt-19`, or its own messages and exit status).
pub fn run_opt19(ir: &[u8], level: &str, verbose: bool) -> Result<Vec<u8>, String> {
    let what = format!("optimising with -O{level} (opt --placement early)");
    let opt = find_tool(Tool::Opt).map_err(|e| missing_tool(Tool::Opt, &what, e))?;
    let mut cmd = Command::new(opt);
    cmd.args([&format!("-passes=default<O{level}>"), "-S", "-o", "-", "-"]);
    run_tool(cmd, ir, &what, verbose)
}

pub use warpflow_tools::SHIM_CUDA;
/// The HIP shim header's file name.
pub const SHIM_HIP: &str = "warpflow_hip.h";

fn compile(
    path: &Path,
    name: &str,
    src: &[u8],
    lang: Lang,
    triple: Option<&str>,
    args: &CompileArgs,
) -> Result<Vec<u8>, String> {
    debug_assert!(lang.is_source());
    let what = format!("compiling {name}");
    let clang = find_tool(Tool::Clang).map_err(|e| missing_tool(Tool::Clang, &what, e))?;
    let cmd = clang_command(&clang, path, lang, triple, args)?;
    // A path is compiled from the file (so `#include "x.h"` finds its neighbours and `!dbg`
    // names it); standard input is passed through (`-`).
    let stdin: &[u8] = if is_stdin(path) { src } else { &[] };
    run_tool(cmd, stdin, &what, args.verbose)
}

/// The files of a directory that warpflow reads, recursively, sorted by path: `.ll`, `.bc`,
/// `.cu`, `.hip`, `.cl`.
pub fn expand_dir(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d)? {
            let p = e?.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().and_then(|x| x.to_str()).and_then(Lang::from_extension).is_some() {
                out.push(p);
            }
        }
    }
    out.sort();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_by_extension_and_magic() {
        assert_eq!(Lang::from_extension("cu"), Some(Lang::Cuda));
        assert_eq!(Lang::from_extension("cl"), Some(Lang::OpenCl));
        assert_eq!(Lang::from_extension("hip"), Some(Lang::Hip));
        assert_eq!(Lang::from_extension("bc"), Some(Lang::Bitcode));
        assert_eq!(Lang::from_extension("txt"), None);
        assert!(is_bitcode(b"BC\xC0\xDE\x35\x14"));
        assert!(is_bitcode(&[0xDE, 0xC0, 0x17, 0x0B, 0, 0]));
        assert!(!is_bitcode(b"; ModuleID"));
    }

    #[test]
    fn clang_command_passes_options_through() {
        let args = CompileArgs {
            include: vec![PathBuf::from("inc")],
            define: vec!["N=4".into(), "DEBUG".into()],
            opt_level: Some("1".into()),
            offload_arch: Some("sm_80".into()),
            cuda_path: Some(PathBuf::from("/opt/cuda")),
            ..Default::default()
        };
        let cmd = clang_command(Path::new("clang-19"), Path::new("k.cu"), Lang::Cuda, None, &args).unwrap();
        assert_eq!(
            shell_words(&cmd),
            "clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path=/opt/cuda -I inc \
             -DN=4 -DDEBUG -O1 -S -emit-llvm -gline-tables-only -o - k.cu"
        );
        let cl = CompileArgs::default();
        let cmd = clang_command(
            Path::new("clang-19"),
            Path::new("k.cl"),
            Lang::OpenCl,
            Some("amdgcn-amd-amdhsa"),
            &cl,
        )
        .unwrap();
        let line = shell_words(&cmd);
        assert!(
            line.contains("-x cl -cl-std=CL2.0") && line.contains("-target amdgcn-amd-amdhsa -nogpulib"),
            "{line}"
        );
        assert!(line.ends_with("-O3 -S -emit-llvm -gline-tables-only -o - k.cl"), "{line}");
        let cl12 = CompileArgs { cl_std: Some("CL1.2".into()), ..Default::default() };
        let cmd = clang_command(Path::new("clang-19"), Path::new("k.cl"), Lang::OpenCl, None, &cl12).unwrap();
        let line = shell_words(&cmd);
        assert!(line.contains("-x cl -cl-std=CL1.2") && !line.contains("CL2.0"), "{line}");
        let g = CompileArgs { debug_info: true, opt_level: Some("0".into()), ..Default::default() };
        let cmd = clang_command(Path::new("clang-19"), Path::new("k.cu"), Lang::Cuda, None, &g).unwrap();
        assert!(shell_words(&cmd).ends_with("-O0 -S -emit-llvm -g -o - k.cu"), "{}", shell_words(&cmd));
        let e = clang_command(Path::new("clang-19"), Path::new("k.cl"), Lang::OpenCl, Some("x86_64"), &cl)
            .unwrap_err();
        assert!(e.contains("nvptx64-nvidia-cuda, amdgcn-amd-amdhsa or spir64"), "{e}");
    }

    #[test]
    fn quoting() {
        let mut c = Command::new("clang-19");
        c.args(["-DMSG=a b", "x.cu"]);
        assert_eq!(shell_words(&c), "clang-19 '-DMSG=a b' x.cu");
    }
}
