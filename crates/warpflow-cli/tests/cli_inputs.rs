//! The command line as users of CUDA, HIP, OpenCL and LLVM tools expect it: every kind of
//! input (`.ll`, `.bc`, `.cu`, `.hip`, `.cl`, `-` for standard input), `-o -`, several files
//! and directories per invocation (in parallel, in input order, `--shard`), the exit-code
//! convention of every subcommand, and a closed pipe. Tests that need clang-19 or llvm-dis-19
//! skip with a notice unless `WARPFLOW_REQUIRE_TOOLS=1`.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use warpflow_testkit::{repo_root, require, Tool};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_warpflow"))
}

fn warpflow(args: &[&str]) -> Output {
    bin().current_dir(repo_root()).args(args).output().unwrap()
}

fn with_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = bin()
        .current_dir(repo_root())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const TID_COND: &str = "kernels/barriers/fail-tid-cond.nvptx64.O3.ll";
const UNIFORM: &str = "kernels/barriers/pass-arg-cond.nvptx64.O3.ll";

#[test]
fn standard_input_and_output() {
    let text = std::fs::read(repo_root().join(TID_COND)).unwrap();
    let o = with_stdin(&["parse", "-"], &text);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "<stdin>: 5 functions (1 defined, 4 declared), 1 globals, 3 blocks, 25 instructions, 0 debug records\n"
    );
    let o = with_stdin(&["check", "-"], &text);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stdout(&o).contains("--> <stdin>:25:3"), "{}", stdout(&o));
    // `-o -` is standard output (no file named `-` is created)
    let dir = tempfile::tempdir().unwrap();
    let mut child = bin()
        .current_dir(dir.path())
        .args(["opt", "--passes", "mem2reg", "-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(&text).unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("define dso_local void @fail_tid_cond("), "{}", stdout(&o));
    assert!(!dir.path().join("-").exists(), "`-o -` wrote a file named `-`");
}

#[test]
fn several_inputs_in_input_order_whatever_the_jobs() {
    let seq = warpflow(&["parse", "kernels/barriers", "--jobs", "1"]);
    let par = warpflow(&["parse", "kernels/barriers", "--jobs", "2"]);
    assert_eq!(seq.status.code(), Some(0), "{}", stderr(&seq));
    assert_eq!(par.status.code(), Some(0), "{}", stderr(&par));
    assert_eq!(stdout(&seq), stdout(&par));
    let lines: Vec<String> = stdout(&seq).lines().map(|l| l.split(':').next().unwrap().to_string()).collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted, "directory inputs come sorted");
    assert!(lines.len() >= 30 && lines.iter().any(|l| l.ends_with(".cu (compiled)")), "{lines:?}");
    // shards partition the inputs, in order
    let mut joined = Vec::new();
    for k in 1..=3 {
        let o = warpflow(&["parse", "kernels/barriers", "--shard", &format!("{k}/3")]);
        joined.extend(stdout(&o).lines().map(str::to_string));
    }
    let mut all: Vec<String> = stdout(&seq).lines().map(str::to_string).collect();
    all.sort();
    joined.sort();
    assert_eq!(joined, all);
    let o = warpflow(&["parse", "kernels/barriers", "--shard", "4/3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("`4/3` is not K/N"), "{}", stderr(&o));
}

#[test]
fn exit_status_is_the_worst_of_the_inputs() {
    let o = warpflow(&["check", UNIFORM]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = warpflow(&["check", UNIFORM, TID_COND, "--jobs", "2"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let text = stdout(&o);
    let (a, b) = (text.find("pass-arg-cond").unwrap(), text.find("fail-tid-cond").unwrap());
    assert!(a < b, "input order: {text}");
    let o = warpflow(&["check", UNIFORM, "no/such.ll", TID_COND]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("error: cannot read no/such.ll"), "{}", stderr(&o));
    assert!(stdout(&o).contains("fail-tid-cond"), "the other inputs are still checked: {}", stdout(&o));
    // analyze and cfg take several inputs too
    let o = warpflow(&["analyze", UNIFORM, TID_COND]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).matches("convergence of").count(), 2, "{}", stdout(&o));
    let o = warpflow(&["cfg", UNIFORM, TID_COND]);
    assert_eq!(stdout(&o).matches("function @").count(), 2, "{}", stdout(&o));
}

#[test]
fn run_findings_exit_1() {
    let o = warpflow(&["run", TID_COND, "--launch", "kernels/barriers/fail-tid-cond.launch.toml"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains("barrier divergence in block (0, 0, 0)"), "{err}");
    assert!(err.contains("threads 0-15 waiting there, threads 32-63 exited, threads 16-31 at"), "{err}");
    assert!(!err.contains('['), "no Rust debug lists: {err}");
    let o = warpflow(&["run", "no/such.ll", "--launch", "kernels/barriers/fail-tid-cond.launch.toml"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn sass_and_study_reject_bad_inputs_with_2() {
    let o = warpflow(&["sass", "README.md"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("README.md: neither nvdisasm output nor a cubin"), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
    let o = warpflow(&["sass", TID_COND]);
    assert_eq!(o.status.code(), Some(2));
    let o = warpflow(&["sass", "no/such.sass"]);
    assert_eq!(o.status.code(), Some(2));
    let dir = tempfile::tempdir().unwrap();
    let o = warpflow(&["study", "sass", "--out", dir.path().to_str().unwrap(), "no/such.ll"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read no/such.ll"), "{}", stderr(&o));
}

/// Runs `args` (in the repository root), reads the first 100 bytes of its output and closes
/// the pipe: the process must end with status 0 and print nothing on standard error.
fn assert_closed_pipe_ends_quietly(args: &[&str]) {
    let mut child = bin()
        .current_dir(repo_root())
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut so = child.stdout.take().unwrap();
    let mut first = [0u8; 100];
    so.read_exact(&mut first).unwrap();
    drop(so);
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    assert_eq!(stderr(&o), "", "{args:?}: no panic, no message");
}

#[test]
fn closed_pipe_ends_quietly() {
    // 1.5 MB of SVG: far more than a pipe holds, so the writes meet the closed pipe.
    assert_closed_pipe_ends_quietly(&["cfg", "--format", "svg", "kernels"]);
}

/// `k` nested loops whose exits are all divergent: `opt-19`'s `print<uniformity>` text lists
/// every block of every cycle, k^2/2 names.
fn divergent_nest(k: usize) -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @nest() {\nentry:\n  \
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  br label %h0\n",
    );
    for j in 0..k {
        let prev = if j == 0 { "entry".to_string() } else { format!("h{}", j - 1) };
        let next = if j + 1 < k { format!("h{}", j + 1) } else { "body".to_string() };
        s += &format!("h{j}:\n  %i{j} = phi i32 [ 0, %{prev} ], [ %i{j}n, %l{j} ]\n  br label %{next}\n");
    }
    s += &format!("body:\n  br label %l{}\n", k - 1);
    for j in (0..k).rev() {
        let out = if j > 0 { format!("l{}", j - 1) } else { "exit".to_string() };
        s += &format!(
            "l{j}:\n  %i{j}n = add i32 %i{j}, 1\n  %e{j} = icmp slt i32 %i{j}n, %t\n  br i1 %e{j}, label %h{j}, label %{out}\n"
        );
    }
    s + "exit:\n  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
}

#[test]
fn llvm_format_is_streamed() {
    // 1,500 levels: 12 MB of text. One input streams it as it is made; two inputs in
    // parallel collect each in full and print them in order: the same bytes twice.
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("nest.ll");
    std::fs::write(&f, divergent_nest(1500)).unwrap();
    let f = f.to_str().unwrap();
    let one = warpflow(&["analyze", "--format", "llvm", f]);
    assert_eq!(one.status.code(), Some(0), "{}", stderr(&one));
    assert!(one.stdout.len() > 10_000_000, "{} bytes", one.stdout.len());
    assert!(
        one.stdout.starts_with(b"UniformityInfo for function 'nest':\nCYCLES WITH DIVERGENT EXIT:\n  depth=1500: entries(h1499) l1499 body\n"),
        "{}",
        String::from_utf8_lossy(&one.stdout[..200])
    );
    let two = warpflow(&["analyze", "--format", "llvm", "-j", "2", f, f]);
    assert_eq!(two.status.code(), Some(0), "{}", stderr(&two));
    assert_eq!(two.stdout, [one.stdout.as_slice(), one.stdout.as_slice()].concat());
    // A reader that stops early: the streamed writes meet the closed pipe and end quietly.
    assert_closed_pipe_ends_quietly(&["analyze", "--format", "llvm", f]);
}

#[test]
fn bitcode_input() {
    const T: &str = "cli bitcode_input";
    let (Some(llvm_as), Some(_)) = (require(Tool::LlvmAs, T), require(Tool::LlvmDis, T)) else { return };
    let dir = tempfile::tempdir().unwrap();
    let bc = dir.path().join("k.bc");
    let st = Command::new(llvm_as).arg(repo_root().join(TID_COND)).arg("-o").arg(&bc).status().unwrap();
    assert!(st.success());
    let o = warpflow(&["check", bc.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stdout(&o).contains("k.bc (disassembled):"), "{}", stdout(&o));
    let o = with_stdin(&["parse", "-"], &std::fs::read(&bc).unwrap());
    assert!(stdout(&o).contains("3 blocks, 25 instructions"), "{}{}", stdout(&o), stderr(&o));
}

#[test]
fn missing_tool_names_the_package() {
    let dir = tempfile::tempdir().unwrap();
    let bc = dir.path().join("k.bc");
    std::fs::write(&bc, b"BC\xC0\xDE\x35\x14\x00\x00").unwrap();
    let o = bin().env("WARPFLOW_LLVMDIS", dir.path().join("none")).args(["parse"]).arg(&bc).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("is LLVM bitcode; reading it needs llvm-dis-19"), "{err}");
    assert!(err.contains("install the Debian package llvm-19"), "{err}");
    let cu = dir.path().join("k.cu");
    std::fs::write(&cu, "__global__ void k() {}\n").unwrap();
    let o = bin().env("WARPFLOW_CLANG", dir.path().join("none")).args(["check"]).arg(&cu).output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("install the Debian package clang-19"), "{}", stderr(&o));
}

fn temp_source(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join(name);
    std::fs::write(&p, text).unwrap();
    (dir, p)
}

const CUDA_KERNEL: &str = "#include <cuda_runtime.h>\n\
__global__ void half_sync(int *a) {\n\
  if (threadIdx.x < HALF)\n\
    __syncthreads();\n\
  a[threadIdx.x] = 1;\n\
}\n";

#[test]
fn cuda_source_with_the_shim() {
    const T: &str = "cli cuda_source_with_the_shim";
    if require(Tool::Clang, T).is_none() {
        return;
    }
    let (_d, cu) = temp_source("k.cu", CUDA_KERNEL);
    let cu = cu.to_str().unwrap();
    let o = warpflow(&["check", "-DHALF=16", "-O1", "--cuda-gpu-arch", "sm_80", "-v", cu]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let (out, err) = (stdout(&o), stderr(&o));
    assert!(out.contains("error[possibly-divergent]"), "{out}");
    assert!(out.contains("k.cu (compiled):"), "{out}");
    assert!(out.contains("3 | if (threadIdx.x < HALF)"), "the source line from !dbg: {out}");
    assert!(out.contains("icmp ult i32 %2, 16"), "-DHALF=16 reached clang: {out}");
    assert!(err.contains("-x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc"), "{err}");
    assert!(err.contains("warpflow_cuda.h") && err.contains("-DHALF=16 -O1"), "{err}");
    // a source that does not compile: clang's diagnostics, exit 2
    let (_d2, bad) = temp_source("bad.cu", "__global__ void k(int *a) { a[0] = undeclared; }\n");
    let o = warpflow(&["analyze", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("bad.cu:1:36: error: use of undeclared identifier 'undeclared'"), "{err}");
    assert!(err.contains("error: compiling"), "{err}");
    // a CUDA source on standard input needs -x cuda
    let o = with_stdin(&["-x", "cuda", "parse", "-", "-DHALF=4"], CUDA_KERNEL.as_bytes());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("<stdin> (compiled): "), "{}", stdout(&o));
}

#[test]
fn opencl_and_hip_sources() {
    const T: &str = "cli opencl_and_hip_sources";
    if require(Tool::Clang, T).is_none() {
        return;
    }
    let cl = "__kernel void k(__global int *a) {\n  if (get_local_id(0) < 8)\n    barrier(CLK_LOCAL_MEM_FENCE);\n  a[0] = 1;\n}\n";
    let (_d, p) = temp_source("k.cl", cl);
    for (triple, warp) in [("nvptx64-nvidia-cuda", "32"), ("amdgcn-amd-amdhsa", "64"), ("spir64", "32")] {
        let o = warpflow(&["analyze", "--triple", triple, p.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{triple}: {}", stderr(&o));
        assert!(stdout(&o).contains(&format!("warp size {warp}")), "{triple}: {}", stdout(&o));
        let o = warpflow(&["check", "--triple", triple, p.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{triple}: {}", stdout(&o));
    }
    let o = warpflow(&["check", "--triple", "x86_64-pc-linux-gnu", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    // --cl-std picks the OpenCL C version: `ctz` is an OpenCL 2.0 function, unknown to 1.2
    let ctz = "__kernel void k(__global uint *a) {\n  a[0] = ctz(a[1]);\n}\n";
    let (_d4, q) = temp_source("ctz.cl", ctz);
    let o = warpflow(&["print", q.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("@_Z3ctzj"), "{}", stdout(&o));
    let o = warpflow(&["print", "--cl-std", "CL1.2", q.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stderr(&o).contains("undeclared identifier 'ctz'"), "{}", stderr(&o));
    let o = warpflow(&["print", "--cl-std", "CL9", q.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    // print compiles for --triple's target, as analyze and check do
    let o = warpflow(&["print", "--triple", "spir64", q.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("target triple = \"spir64\"") && stdout(&o).contains("spir_kernel"),
        "{}",
        stdout(&o)
    );
    let hip = "__global__ void k(int *a) {\n  if (threadIdx.x < 16)\n    __syncthreads();\n  a[threadIdx.x] = 1;\n}\n";
    let (_d2, h) = temp_source("k.hip", hip);
    let o = warpflow(&["check", "--offload-arch", "gfx1100", h.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains("@llvm.amdgcn.s.barrier"), "{}", stdout(&o));
    // At -O0 clang reaches every HIP local through a cast of its stack slot to a flat pointer;
    // the promotion sees through the cast, so a loop with a uniform bound is uniform.
    let lp = "__global__ void k(int *a, int n) {\n  for (int m = 0; m < n; m++) {\n    a[threadIdx.x] += m;\n    __syncthreads();\n  }\n}\n";
    let (_d3, l) = temp_source("loop.hip", lp);
    for level in ["-O0", "-O3"] {
        let o = warpflow(&["check", level, "--offload-arch", "gfx90a", l.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{level}: {}{}", stdout(&o), stderr(&o));
    }
}

#[test]
fn function_names_with_sigil_and_the_list_of_what_exists() {
    let o = warpflow(&["cfg", "--function", "@fail_tid_cond", TID_COND]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("function @fail_tid_cond\n"), "{}", stdout(&o));
    let o = warpflow(&["analyze", "--function", "@fail_tid_cond", TID_COND]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = warpflow(&["analyze", "--function", "nope", TID_COND]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stderr(&o), format!("error: no function `nope` in {TID_COND}; it defines @fail_tid_cond\n"));
    let dir = tempfile::tempdir().unwrap();
    let launch =
        std::fs::read_to_string(repo_root().join("kernels/barriers/fail-tid-cond.launch.toml")).unwrap();
    let bad = dir.path().join("l.toml");
    std::fs::write(&bad, launch.replace("kernel = \"fail_tid_cond\"", "kernel = \"fail\"")).unwrap();
    let o = warpflow(&["run", TID_COND, "--launch", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no kernel `fail` in"), "{}", stderr(&o));
    assert!(stderr(&o).contains("it defines @fail_tid_cond"), "{}", stderr(&o));
    let at = dir.path().join("at.toml");
    std::fs::write(&at, launch.replace("kernel = \"fail_tid_cond\"", "kernel = \"@fail_tid_cond\"")).unwrap();
    let o = warpflow(&["run", TID_COND, "--launch", at.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "the kernel runs (and diverges): {}", stderr(&o));
}

#[test]
fn cxx_names_demangled_in_text_mangled_in_json() {
    const T: &str = "cli cxx_names_demangled_in_text_mangled_in_json";
    if require(Tool::Clang, T).is_none() {
        return;
    }
    let (_d, cu) = temp_source("k.cu", &CUDA_KERNEL.replace("HALF", "16"));
    let cu = cu.to_str().unwrap();
    let o = warpflow(&["check", cu]);
    assert!(stdout(&o).contains("in `half_sync(int*)`"), "{}", stdout(&o));
    let o = warpflow(&["check", "--format", "json", cu]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["barriers"][0]["function"], "_Z9half_syncPi");
    let o = warpflow(&["cfg", "--function", "half_sync", cu]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("function @_Z9half_syncPi (half_sync(int*))\n"), "{}", stdout(&o));
}

#[test]
fn version_names_the_commit_and_the_tools() {
    let o = warpflow(&["--version"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let first = out.lines().next().unwrap();
    assert!(first.starts_with(&format!("warpflow {} (commit ", env!("CARGO_PKG_VERSION"))), "{out}");
    assert!(!first.contains("(commit )"), "{out}");
    for tool in ["clang-19", "llvm-dis-19", "llc-19", "opt-19", "ptxas", "nvdisasm", "shim headers"] {
        assert!(out.lines().any(|l| l.starts_with(tool)), "{tool}: {out}");
    }
    assert!(out.contains("kernels/include"), "the shim is found beside the executable: {out}");
    let o = warpflow(&["-V"]);
    assert_eq!(stdout(&o).lines().count(), 1, "{}", stdout(&o));
}

#[test]
fn help_states_the_exit_codes() {
    for args in [&["--help"][..], &["check", "--help"], &["parse", "--help"]] {
        let o = warpflow(args);
        let out = stdout(&o);
        assert!(
            out.contains("Exit status (every subcommand): 0 nothing found; 1 findings"),
            "{args:?}: {out}"
        );
    }
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let plain = warpflow(&["check", TID_COND]);
    assert!(!stdout(&plain).contains('\x1b'), "a pipe gets no colour by default");
    let o = warpflow(&["check", "--color", "always", TID_COND]);
    let painted = stdout(&o);
    // painted by annotate-snippets: bold bright red for the error and its code, and the text
    // without the escape sequences is the plain output
    assert!(painted.starts_with("\x1b[1m\x1b[91merror[possibly-divergent]\x1b[0m"), "{painted:?}");
    let unpainted = warpflow_testkit::strip_ansi(&painted);
    assert_eq!(unpainted, stdout(&plain));
    let o = bin()
        .env("NO_COLOR", "1")
        .current_dir(repo_root())
        .args(["check", "--color", "never", TID_COND])
        .output()
        .unwrap();
    assert_eq!(stdout(&o), stdout(&plain));
    let o = warpflow(&["check", "--color", "always", "--format", "json", TID_COND]);
    assert!(!stdout(&o).contains('\x1b'), "JSON is never painted");
    let o = warpflow(&["--color", "always", "check", "no/such.ll"]);
    assert!(
        stderr(&o).starts_with("\x1b[1;31merror\x1b[0m\x1b[1m: cannot read no/such.ll"),
        "{:?}",
        stderr(&o)
    );
}

#[test]
fn launch_mismatch_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let launch =
        std::fs::read_to_string(repo_root().join("kernels/barriers/pass-arg-cond.launch.toml")).unwrap();
    let bad = dir.path().join("l.toml");
    std::fs::write(
        &bad,
        launch.replace("kind = \"scalar\"\ntype = \"i32\"", "kind = \"scalar\"\ntype = \"f32\""),
    )
    .unwrap();
    let o = warpflow(&["run", UNIFORM, "--launch", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("argument 2 (a scalar f32) does not match parameter 2 (i32)"),
        "{}",
        stderr(&o)
    );
}
