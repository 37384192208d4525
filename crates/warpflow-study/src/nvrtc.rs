//! NVIDIA's CUDA front end, NVRTC, loaded at run time: CUDA C++ source to PTX on the CPU, with
//! the same front end and NVVM optimizer as `nvcc`, so the SASS study can compare what NVIDIA's
//! own compiler and clang-19 hand to `ptxas`.
//!
//! The library comes from PyPI (`nvidia-cuda-nvrtc-cu12`, installed by
//! `scripts/install-cuda-tools` into `.tools/cuda/nvrtc-cu12`); `WARPFLOW_NVRTC` names another
//! `libnvrtc.so`. Nothing links against it: without it every call returns
//! [`NvrtcError::Missing`] and the rest of the study runs.
//!
//! The corpus's CUDA files include the project's shim `warpflow_cuda.h`, which gives way to
//! NVRTC's built-ins when `__CUDACC_RTC__` is defined (NVRTC declares `threadIdx`,
//! `__syncthreads`, the shuffles, votes and atomics itself).
//!
//! Unsafe code: the NVRTC entry points are C functions found by name with `libloading`. Each call
//! passes pointers that live across the call (C strings owned by this module, out-parameters on
//! the stack, a buffer of the size NVRTC reported), and the program handle is destroyed exactly
//! once, by [`Program`]'s `Drop`. The function types are those of `nvrtc.h` (CUDA 12).
#![allow(unsafe_code)]

use std::ffi::{c_char, c_int, c_void, CString};
use std::path::{Path, PathBuf};

/// Errors of the NVRTC front end.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum NvrtcError {
    /// The library is not installed.
    #[error("libnvrtc not found (run scripts/install-cuda-tools, or set WARPFLOW_NVRTC to a libnvrtc.so)")]
    Missing,
    /// The library could not be loaded or lacks an entry point.
    #[error("{path}: {message}")]
    Load {
        /// The library.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// The source did not compile: NVRTC's log.
    #[error("NVRTC could not compile {name}:\n{log}")]
    Compile {
        /// The source's name.
        name: String,
        /// NVRTC's compilation log.
        log: String,
    },
    /// An NVRTC call other than the compilation failed.
    #[error("{call} returned NVRTC error {code}")]
    Call {
        /// The entry point.
        call: &'static str,
        /// Its `nvrtcResult`.
        code: i32,
    },
    /// A string had an interior NUL.
    #[error("{0} contains a NUL byte")]
    Nul(String),
}

/// Where the library is: `WARPFLOW_NVRTC`, else the project-local install under `.tools/`.
pub fn find_library() -> Option<PathBuf> {
    warpflow_tools::find(warpflow_tools::Tool::Nvrtc).ok()
}

type Prog = *mut c_void;
type CreateFn = unsafe extern "C" fn(
    *mut Prog,
    *const c_char,
    *const c_char,
    c_int,
    *const *const c_char,
    *const *const c_char,
) -> c_int;
type CompileFn = unsafe extern "C" fn(Prog, c_int, *const *const c_char) -> c_int;
type SizeFn = unsafe extern "C" fn(Prog, *mut usize) -> c_int;
type GetFn = unsafe extern "C" fn(Prog, *mut c_char) -> c_int;
type DestroyFn = unsafe extern "C" fn(*mut Prog) -> c_int;
type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int;

/// A loaded NVRTC library.
#[derive(Debug)]
pub struct Nvrtc {
    lib: libloading::Library,
    path: PathBuf,
}

/// One NVRTC program; destroyed on drop.
struct Program<'a> {
    nvrtc: &'a Nvrtc,
    prog: Prog,
}

impl Drop for Program<'_> {
    fn drop(&mut self) {
        if let Ok(destroy) = self.nvrtc.symbol::<DestroyFn>("nvrtcDestroyProgram") {
            // SAFETY: `prog` came from nvrtcCreateProgram and is destroyed only here.
            unsafe { destroy(&mut self.prog) };
        }
    }
}

fn cstring(s: &str) -> Result<CString, NvrtcError> {
    CString::new(s).map_err(|_| NvrtcError::Nul(s.chars().take(40).collect()))
}

impl Nvrtc {
    /// Loads the library found by [`find_library`].
    pub fn load() -> Result<Nvrtc, NvrtcError> {
        Nvrtc::load_from(&find_library().ok_or(NvrtcError::Missing)?)
    }

    /// Loads the library at `path`.
    pub fn load_from(path: &Path) -> Result<Nvrtc, NvrtcError> {
        // SAFETY: loading runs the library's initialisers; libnvrtc's have no preconditions.
        let lib = unsafe { libloading::Library::new(path) }
            .map_err(|e| NvrtcError::Load { path: path.display().to_string(), message: e.to_string() })?;
        let n = Nvrtc { lib, path: path.to_path_buf() };
        n.symbol::<CreateFn>("nvrtcCreateProgram")?;
        Ok(n)
    }

    fn symbol<T: Copy>(&self, name: &str) -> Result<T, NvrtcError> {
        // SAFETY: every `T` used with this is the C signature `nvrtc.h` gives for `name`.
        unsafe { self.lib.get::<T>(name.as_bytes()) }.map(|s| *s).map_err(|e| NvrtcError::Load {
            path: self.path.display().to_string(),
            message: format!("{name}: {e}"),
        })
    }

    /// The library file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// NVRTC's version, `(major, minor)`.
    pub fn version(&self) -> Result<(i32, i32), NvrtcError> {
        let f = self.symbol::<VersionFn>("nvrtcVersion")?;
        let (mut major, mut minor) = (0, 0);
        // SAFETY: two valid out-pointers.
        let rc = unsafe { f(&mut major, &mut minor) };
        if rc != 0 {
            return Err(NvrtcError::Call { call: "nvrtcVersion", code: rc });
        }
        Ok((major, minor))
    }

    /// Compiles `source` (named `name` in diagnostics) with `options` (NVRTC's, e.g.
    /// `--gpu-architecture=compute_70`, `-I DIR`), returning the PTX.
    pub fn compile(&self, name: &str, source: &str, options: &[String]) -> Result<String, NvrtcError> {
        let create = self.symbol::<CreateFn>("nvrtcCreateProgram")?;
        let compile = self.symbol::<CompileFn>("nvrtcCompileProgram")?;
        let src = cstring(source)?;
        let cname = cstring(name)?;
        let mut prog: Prog = std::ptr::null_mut();
        // SAFETY: the strings outlive the call; no headers are passed (0, null, null).
        let rc =
            unsafe { create(&mut prog, src.as_ptr(), cname.as_ptr(), 0, std::ptr::null(), std::ptr::null()) };
        if rc != 0 {
            return Err(NvrtcError::Call { call: "nvrtcCreateProgram", code: rc });
        }
        let program = Program { nvrtc: self, prog };
        let opts: Vec<CString> = options.iter().map(|o| cstring(o)).collect::<Result<_, _>>()?;
        let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
        // SAFETY: `ptrs` holds `opts.len()` pointers into `opts`, alive across the call.
        let rc = unsafe { compile(program.prog, ptrs.len() as c_int, ptrs.as_ptr()) };
        if rc != 0 {
            let log = self.text(&program, "nvrtcGetProgramLogSize", "nvrtcGetProgramLog")?;
            return Err(NvrtcError::Compile { name: name.to_string(), log: log.trim_end().to_string() });
        }
        self.text(&program, "nvrtcGetPTXSize", "nvrtcGetPTX")
    }

    /// Reads a NUL-terminated text of the program through a size and a get entry point.
    fn text(
        &self,
        p: &Program<'_>,
        size_fn: &'static str,
        get_fn: &'static str,
    ) -> Result<String, NvrtcError> {
        let size = self.symbol::<SizeFn>(size_fn)?;
        let get = self.symbol::<GetFn>(get_fn)?;
        let mut n = 0usize;
        // SAFETY: a valid program and out-pointer.
        let rc = unsafe { size(p.prog, &mut n) };
        if rc != 0 {
            return Err(NvrtcError::Call { call: size_fn, code: rc });
        }
        let mut buf = vec![0u8; n.max(1)];
        // SAFETY: `buf` has the size NVRTC reported, terminator included.
        let rc = unsafe { get(p.prog, buf.as_mut_ptr().cast()) };
        if rc != 0 {
            return Err(NvrtcError::Call { call: get_fn, code: rc });
        }
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        Ok(String::from_utf8_lossy(&buf[..end]).into_owned())
    }
}

/// The options the SASS study compiles the corpus's CUDA files with: PTX for `compute_70` (the
/// study rewrites the target per architecture, as it does for clang's PTX), C++17, the shim's
/// folder on the include path.
pub fn study_options(include_dir: &Path) -> Vec<String> {
    vec![
        "--gpu-architecture=compute_70".into(),
        "--std=c++17".into(),
        format!("--include-path={}", include_dir.display()),
    ]
}
