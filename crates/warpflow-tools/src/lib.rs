//! Run-time discovery of the external tools warpflow drives, for shipped code and tests alike:
//! LLVM 19 (`clang-19`, `opt-19`, `llc-19`, ...), NVIDIA's `ptxas`, `nvdisasm` and NVRTC
//! (installed from PyPI into a `.tools` folder by `scripts/install-cuda-tools`), and headless
//! Chromium.
//!
//! Nothing here is decided when warpflow is compiled: an installed `warpflow` binary finds its
//! tools where the machine has them. The search for a [`Tool`], first hit wins:
//!
//! 1. the environment variable [`Tool::env_var`] (`WARPFLOW_CLANG`, `WARPFLOW_PTXAS`, ...): when
//!    it is set and not empty it must name a file, else [`ToolError::NotAFile`] (a wrong override
//!    is reported, not silently bypassed);
//! 2. the tool's command names on `PATH` (`clang-19`, ...);
//! 3. its fixed locations (`/usr/lib/llvm-19/bin/clang`, Debian's LLVM 19 folder);
//! 4. for the NVIDIA tools, inside a `.tools` folder ([`tools_dirs`]): `WARPFLOW_TOOLS_DIR` when
//!    set, then `.tools` in the current directory or any folder above it, then `.tools` in a
//!    folder above the running executable (a `target/release/warpflow` finds its checkout's).
//!
//! [`checkout_root`] finds a warpflow checkout the same way (the current directory and the
//! executable's folders, upwards), for commands whose default input is the kernel corpus.
#![deny(missing_docs)]

use std::path::{Path, PathBuf};

/// An external tool warpflow can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// `opt-19`
    Opt,
    /// `llc-19`
    Llc,
    /// `llvm-as-19`
    LlvmAs,
    /// `llvm-link-19`
    LlvmLink,
    /// `llvm-dis-19`
    LlvmDis,
    /// `clang-19`
    Clang,
    /// `FileCheck` from LLVM 19
    FileCheck,
    /// NVIDIA `ptxas` 12.x (Pascal sm_61 .. Blackwell, not sm_110)
    Ptxas,
    /// NVIDIA `ptxas` 13.x (sm_75 and later, including sm_110)
    Ptxas13,
    /// NVIDIA `nvdisasm` (sm_75 and later)
    Nvdisasm,
    /// NVIDIA `nvdisasm` 12.x that still reads Pascal (sm_61) code
    NvdisasmPascal,
    /// NVIDIA's NVRTC library (`libnvrtc.so.12`, loaded at run time)
    Nvrtc,
    /// headless Chromium (Debian's `chromium`), for the report's browser tests
    Chromium,
}

/// Where a tool may be, in search order after its environment variable.
enum Place {
    /// a command name looked up on `PATH`
    OnPath(&'static str),
    /// an absolute path
    Fixed(&'static str),
    /// a path inside a `.tools` folder
    InTools(&'static str),
}

impl Tool {
    /// Every tool, in declaration order.
    pub const ALL: [Tool; 13] = [
        Tool::Opt,
        Tool::Llc,
        Tool::LlvmAs,
        Tool::LlvmLink,
        Tool::LlvmDis,
        Tool::Clang,
        Tool::FileCheck,
        Tool::Ptxas,
        Tool::Ptxas13,
        Tool::Nvdisasm,
        Tool::NvdisasmPascal,
        Tool::Nvrtc,
        Tool::Chromium,
    ];

    fn places(self) -> &'static [Place] {
        use Place::*;
        match self {
            Tool::Opt => &[OnPath("opt-19"), Fixed("/usr/lib/llvm-19/bin/opt")],
            Tool::Llc => &[OnPath("llc-19"), Fixed("/usr/lib/llvm-19/bin/llc")],
            Tool::LlvmAs => &[OnPath("llvm-as-19"), Fixed("/usr/lib/llvm-19/bin/llvm-as")],
            Tool::LlvmLink => &[OnPath("llvm-link-19"), Fixed("/usr/lib/llvm-19/bin/llvm-link")],
            Tool::LlvmDis => &[OnPath("llvm-dis-19"), Fixed("/usr/lib/llvm-19/bin/llvm-dis")],
            Tool::Clang => &[OnPath("clang-19"), Fixed("/usr/lib/llvm-19/bin/clang")],
            Tool::FileCheck => &[OnPath("FileCheck-19"), Fixed("/usr/lib/llvm-19/bin/FileCheck")],
            Tool::Ptxas => &[InTools("cuda/bin/ptxas")],
            Tool::Ptxas13 => &[InTools("cuda/bin/ptxas-13")],
            Tool::Nvdisasm => &[InTools("cuda/bin/nvdisasm")],
            Tool::NvdisasmPascal => &[InTools("cuda/bin/nvdisasm-12")],
            Tool::Nvrtc => &[InTools("cuda/nvrtc-cu12/nvidia/cuda_nvrtc/lib/libnvrtc.so.12")],
            Tool::Chromium => &[OnPath("chromium"), OnPath("chromium-browser"), Fixed("/usr/bin/chromium")],
        }
    }

    /// The environment variable that overrides the search: `WARPFLOW_` and the tool's name in
    /// capitals (`WARPFLOW_CLANG`, `WARPFLOW_LLVMDIS`, `WARPFLOW_PTXAS13`).
    pub fn env_var(self) -> String {
        format!("WARPFLOW_{}", format!("{self:?}").to_uppercase())
    }

    /// The name a user knows the tool by (`clang-19`, `ptxas`, `libnvrtc.so.12`).
    pub fn command(self) -> &'static str {
        match self.places().first() {
            Some(Place::OnPath(n)) => n,
            Some(Place::InTools(p)) | Some(Place::Fixed(p)) => p.rsplit('/').next().unwrap_or(p),
            None => "?",
        }
    }

    /// Where the search looks after the environment variable, for messages
    /// ("on PATH or in /usr/lib/llvm-19/bin").
    pub fn searched(self) -> String {
        let mut parts = Vec::new();
        if self.places().iter().any(|p| matches!(p, Place::OnPath(_))) {
            parts.push("on PATH".to_string());
        }
        for p in self.places() {
            if let Place::Fixed(f) = p {
                let dir = Path::new(f).parent().map_or(f.to_string(), |d| d.display().to_string());
                parts.push(format!("in {dir}"));
            }
        }
        if self.places().iter().any(|p| matches!(p, Place::InTools(_))) {
            parts.push("in a .tools folder (WARPFLOW_TOOLS_DIR, or .tools above the current directory or the executable)".to_string());
        }
        parts.dedup();
        parts.join(" or ")
    }

    /// The Debian package that installs it, for the LLVM tools and Chromium.
    pub fn package(self) -> Option<&'static str> {
        match self {
            Tool::Clang => Some("clang-19"),
            Tool::Opt | Tool::Llc | Tool::LlvmAs | Tool::LlvmLink | Tool::LlvmDis | Tool::FileCheck => {
                Some("llvm-19")
            }
            Tool::Chromium => Some("chromium"),
            Tool::Ptxas | Tool::Ptxas13 | Tool::Nvdisasm | Tool::NvdisasmPascal | Tool::Nvrtc => None,
        }
    }

    /// How to install the tool, for the message when it is missing.
    pub fn install_hint(self) -> &'static str {
        match self {
            Tool::Ptxas | Tool::Ptxas13 | Tool::Nvdisasm | Tool::NvdisasmPascal | Tool::Nvrtc => {
                "run scripts/install-cuda-tools"
            }
            Tool::Chromium => "run scripts/setup (apt-get install -y chromium)",
            _ => "run scripts/install-llvm (apt-get install -y clang-19 llvm-19)",
        }
    }
}

/// Why [`find`] found nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToolError {
    /// in none of the places searched
    NotFound,
    /// the environment variable names something that is not a file
    NotAFile(PathBuf),
}

/// Finds `tool` (the search order is in the crate docs).
pub fn find(tool: Tool) -> Result<PathBuf, ToolError> {
    find_with(tool, &Env::from_process(tool))
}

/// What the search reads from the process, separated so tests can give their own. `tools_dirs`
/// is `None` until a `.tools` folder is needed (most tools never look there).
struct Env {
    var: Option<PathBuf>,
    path: Vec<PathBuf>,
    tools_dirs: Option<Vec<PathBuf>>,
}

impl Env {
    fn from_process(tool: Tool) -> Env {
        Env {
            var: std::env::var_os(tool.env_var()).filter(|v| !v.is_empty()).map(PathBuf::from),
            path: std::env::var_os("PATH").map(|p| std::env::split_paths(&p).collect()).unwrap_or_default(),
            tools_dirs: None,
        }
    }
}

fn find_with(tool: Tool, env: &Env) -> Result<PathBuf, ToolError> {
    if let Some(p) = &env.var {
        return if p.is_file() { Ok(p.clone()) } else { Err(ToolError::NotAFile(p.clone())) };
    }
    let mut tools = env.tools_dirs.clone();
    for place in tool.places() {
        let hit = match place {
            Place::OnPath(name) => env.path.iter().map(|d| d.join(name)).find(|p| p.is_file()),
            Place::Fixed(p) => Some(PathBuf::from(p)).filter(|p| p.is_file()),
            Place::InTools(rel) => {
                tools.get_or_insert_with(tools_dirs).iter().map(|d| d.join(rel)).find(|p| p.is_file())
            }
        };
        if let Some(p) = hit {
            return Ok(p);
        }
    }
    Err(ToolError::NotFound)
}

/// The `.tools` folders searched, in order: `WARPFLOW_TOOLS_DIR` when set, then `.tools` in the
/// current directory and each folder above it, then `.tools` in each folder above the running
/// executable. Only folders that exist are listed.
pub fn tools_dirs() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    if let Some(d) = std::env::var_os("WARPFLOW_TOOLS_DIR").filter(|v| !v.is_empty()) {
        out.push(PathBuf::from(d));
    }
    for start in starts() {
        for dir in start.ancestors() {
            let t = dir.join(".tools");
            if t.is_dir() && !out.contains(&t) {
                out.push(t);
            }
        }
    }
    out
}

/// The folder of warpflow's shim headers (`warpflow_cuda.h`, `warpflow_hip.h`,
/// `cuda_runtime.h`: what a CUDA or HIP source needs from a toolkit, for clang and NVRTC):
/// `WARPFLOW_INCLUDE` when set, else the first of `../share/warpflow/include`, `../include`,
/// `../../kernels/include` and `../../../kernels/include` relative to the executable (an
/// installed tree, a release archive, and `target/{release,debug}` or `target/release/deps` of
/// a checkout) that holds `warpflow_cuda.h`, else `kernels/include` of [`checkout_root`].
pub fn shim_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("WARPFLOW_INCLUDE").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(d));
    }
    let has_shim = |d: &Path| d.join(SHIM_CUDA).is_file();
    let beside_exe = std::env::current_exe().ok().and_then(|exe| {
        let bin = exe.parent()?.to_path_buf();
        ["../share/warpflow/include", "../include", "../../kernels/include", "../../../kernels/include"]
            .iter()
            .map(|r| bin.join(r))
            .find(|d| has_shim(d))
    });
    beside_exe
        .or_else(|| checkout_root().map(|r| r.join("kernels/include")).filter(|d| has_shim(d)))
        .map(|d| d.canonicalize().unwrap_or(d))
}

/// The CUDA shim header's file name, which marks [`shim_dir`].
pub const SHIM_CUDA: &str = "warpflow_cuda.h";

/// The root of the warpflow checkout the user works in or the binary was built in: the first of
/// the current directory, the folders above it, and the folders above the running executable
/// that holds `kernels/` and `crates/`. `None` for an installed binary run outside a checkout.
pub fn checkout_root() -> Option<PathBuf> {
    starts().into_iter().find_map(|s| s.ancestors().find(|d| is_checkout(d)).map(Path::to_path_buf))
}

fn is_checkout(d: &Path) -> bool {
    d.join("kernels").is_dir() && d.join("crates").is_dir() && d.join("Cargo.toml").is_file()
}

/// Where the upward searches start: the current directory, then the executable's folder.
fn starts() -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Ok(d) = std::env::current_dir() {
        v.push(d);
    }
    if let Some(d) = std::env::current_exe().ok().and_then(|e| e.parent().map(Path::to_path_buf)) {
        v.push(d);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    fn touch(p: &Path) {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, "").unwrap();
    }

    #[test]
    fn the_override_wins_and_a_wrong_one_is_an_error() {
        let d = tempfile::tempdir().unwrap();
        let f = d.path().join("my-clang");
        touch(&f);
        let on_path = d.path().join("bin/clang-19");
        touch(&on_path);
        let env =
            |var: Option<PathBuf>| Env { var, path: vec![d.path().join("bin")], tools_dirs: Some(vec![]) };
        assert_eq!(find_with(Tool::Clang, &env(Some(f.clone()))), Ok(f));
        let missing = d.path().join("nope");
        assert_eq!(find_with(Tool::Clang, &env(Some(missing.clone()))), Err(ToolError::NotAFile(missing)));
        assert_eq!(find_with(Tool::Clang, &env(None)), Ok(on_path));
    }

    #[test]
    fn nvidia_tools_come_from_the_first_tools_folder_that_has_them() {
        let d = tempfile::tempdir().unwrap();
        let (a, b) = (d.path().join("a/.tools"), d.path().join("b/.tools"));
        touch(&b.join("cuda/bin/ptxas"));
        touch(&a.join("cuda/bin/nvdisasm"));
        touch(&b.join("cuda/bin/nvdisasm"));
        let env = Env { var: None, path: vec![], tools_dirs: Some(vec![a.clone(), b.clone()]) };
        assert_eq!(find_with(Tool::Ptxas, &env), Ok(b.join("cuda/bin/ptxas")));
        assert_eq!(find_with(Tool::Nvdisasm, &env), Ok(a.join("cuda/bin/nvdisasm")));
        assert_eq!(find_with(Tool::Ptxas13, &env), Err(ToolError::NotFound));
    }

    #[test]
    fn names_and_messages() {
        assert_eq!(Tool::Clang.env_var(), "WARPFLOW_CLANG");
        assert_eq!(Tool::LlvmDis.env_var(), "WARPFLOW_LLVMDIS");
        assert_eq!(Tool::Clang.command(), "clang-19");
        assert_eq!(Tool::Ptxas13.command(), "ptxas-13");
        assert_eq!(Tool::Nvrtc.command(), "libnvrtc.so.12");
        assert_eq!(Tool::LlvmDis.searched(), "on PATH or in /usr/lib/llvm-19/bin");
        assert_eq!(Tool::LlvmDis.package(), Some("llvm-19"));
        assert!(Tool::Ptxas.searched().starts_with("in a .tools folder"), "{}", Tool::Ptxas.searched());
    }

    #[test]
    fn a_checkout_has_kernels_crates_and_a_manifest() {
        let d = tempfile::tempdir().unwrap();
        assert!(!is_checkout(d.path()));
        std::fs::create_dir_all(d.path().join("kernels")).unwrap();
        std::fs::create_dir_all(d.path().join("crates")).unwrap();
        touch(&d.path().join("Cargo.toml"));
        assert!(is_checkout(d.path()));
    }
}
