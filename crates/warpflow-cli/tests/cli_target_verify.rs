//! The shared target options (`--triple`/`--mtriple`/`-mtriple=`, `--mcpu`, `--warp-size`) and
//! the verifier on load: a triple given on the command line sets the module's target (as
//! `opt -mtriple`); a module without one is refused with a message naming `--triple` (exit 2);
//! `--mcpu` picks wave32 or wave64 on AMDGPU; `run` takes its warp size from the target, as
//! `analyze` does; invalid IR exits 2 with the path and the problem, and `--no-verify` skips the
//! verifier.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn warpflow(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).args(args).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs `args`, asserts exit 0 and returns standard output.
fn ok(args: &[&str]) -> String {
    let o = warpflow(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

/// Runs `args`, asserts exit 2 and nothing on standard output, and returns standard error.
fn fails(args: &[&str]) -> String {
    let o = warpflow(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}{}", stdout(&o), stderr(&o));
    assert_eq!(stdout(&o), "", "{args:?}");
    stderr(&o)
}

/// The second line of `analyze`'s text report: `target T, warp size N, mode M`.
fn target_line(text: &str) -> &str {
    text.lines().nth(1).unwrap_or("")
}

/// An AMDGPU kernel without a `target triple` (like the tests of LLVM's AMDGPU back end, whose
/// RUN lines pass `-mtriple=amdgcn--`). Its branch on `tid.x >> 5` is uniform in each warp of
/// 32 lanes but not in a wavefront of 64.
const NO_TRIPLE: &str = "\
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %w = lshr i32 %tid, 5
  %c = icmp eq i32 %w, 0
  br i1 %c, label %then, label %exit
then:
  store i32 1, ptr addrspace(1) %p, align 4
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
";

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

#[test]
fn triple_option_sets_the_target() {
    let dir = tempfile::tempdir().unwrap();
    let f = write(dir.path(), "k.ll", NO_TRIPLE);
    let amd = ok(&["analyze", &f, "--triple", "amdgcn--"]);
    assert_eq!(target_line(&amd), "target amdgpu, warp size 64, mode default", "{amd}");
    assert!(amd.starts_with("1 functions, 1 branches: 1 divergent (0 of them warp-uniform)"), "{amd}");
    let nv = ok(&["analyze", &f, "--triple", "nvptx64-nvidia-cuda"]);
    assert_eq!(target_line(&nv), "target nvptx, warp size 32, mode default", "{nv}");

    // The LLVM spellings: --mtriple, -mtriple=T, -mtriple T.
    for args in [["--mtriple", "amdgcn--"].as_slice(), &["-mtriple=amdgcn--"], &["-mtriple", "amdgcn--"]] {
        let out = ok(&[&["analyze", f.as_str()], args].concat());
        assert_eq!(target_line(&out), "target amdgpu, warp size 64, mode default", "{args:?}");
    }

    // The option replaces a triple the module has.
    let cl = root().join("kernels/opencl/reduce_cl.amdgcn.O3.ll");
    let cl = cl.to_str().unwrap();
    assert_eq!(target_line(&ok(&["analyze", cl])), "target amdgpu, warp size 64, mode default");
    let as_nv = ok(&["analyze", cl, "--triple", "nvptx64-nvidia-cuda"]);
    assert_eq!(target_line(&as_nv), "target nvptx, warp size 32, mode default");

    // check, cfg and opt take it too; opt writes it into its output.
    assert_eq!(
        ok(&["check", &f, "--triple", "amdgcn-amd-amdhsa"]),
        format!("{f}: 0 barriers, all uniform\n")
    );
    // cfg draws the convergence overlays of its SVG when it knows the target.
    assert!(
        ok(&["cfg", &f, "--triple", "amdgcn--", "--format", "svg"]).contains("convergent block (check mode)")
    );
    assert!(!ok(&["cfg", &f, "--format", "svg"]).contains("convergent block (check mode)"));
    let opt = ok(&["opt", "--passes", "pcfm", &f, "--triple", "amdgcn-amd-amdhsa"]);
    assert!(opt.contains("target triple = \"amdgcn-amd-amdhsa\""), "{opt}");
    // and print: without the option the module is printed as written (no triple here)
    let printed = ok(&["print", &f, "--mtriple", "amdgcn--"]);
    assert!(printed.starts_with("target triple = \"amdgcn--\"\n"), "{printed}");
    assert!(!ok(&["print", &f]).contains("target triple"));
    assert!(fails(&["print", &f, "--triple", "x86_64-pc-linux-gnu"])
        .contains("unsupported target triple `x86_64-pc-linux-gnu`"));
}

#[test]
fn llvm19_format_with_a_triple_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let f = write(dir.path(), "k.ll", NO_TRIPLE);
    let out = ok(&["analyze", &f, "--triple", "amdgcn--", "--compat", "llvm19", "--format", "llvm"]);
    assert!(out.starts_with("UniformityInfo for function 'k':\n"), "{out}");
    assert!(out.contains("  DIVERGENT:   %c = icmp eq i32 %w, 0\n"), "{out}");
    assert!(out.contains("  DIVERGENT:   br i1 %c, label %then, label %exit\n"), "{out}");
    let Some(opt) = warpflow_testkit::require(warpflow_testkit::Tool::Opt, "llvm19_format_with_a_triple")
    else {
        return;
    };
    let llvm = Command::new(opt)
        .args(["-mtriple=amdgcn--", "-passes=print<uniformity>", "-disable-output", &f])
        .output()
        .unwrap();
    assert!(llvm.status.success(), "{}", stderr(&llvm));
    assert_eq!(out, stderr(&llvm), "warpflow against opt-19 -mtriple=amdgcn--");
}

#[test]
fn missing_triple_is_an_error_naming_the_option() {
    let dir = tempfile::tempdir().unwrap();
    let f = write(dir.path(), "k.ll", NO_TRIPLE);
    let want = format!(
        "error: {f} has no `target triple`; give one with --triple, for example --triple \
         nvptx64-nvidia-cuda or --triple amdgcn-amd-amdhsa\n"
    );
    let launch = root().join("kernels/opencl/reduce_cl.launch.toml");
    let launch = launch.to_str().unwrap();
    for args in [
        vec!["analyze", &f],
        vec!["analyze", &f, "--mcpu", "gfx1100"],
        vec!["check", &f],
        vec!["opt", "--passes", "barrier-join", &f],
        vec!["run", &f, "--launch", launch],
        vec!["cfg", &f, "--warp-size", "32"],
    ] {
        assert_eq!(fails(&args), want, "{args:?}");
    }
    // Subcommands that need no target do not ask for one.
    assert!(ok(&["cfg", &f]).starts_with("function @k\n"));
    assert!(ok(&["opt", "--passes", "mem2reg,cleanup", &f]).contains("define amdgpu_kernel void @k"));
    assert!(ok(&["parse", &f]).contains("2 functions (1 defined, 1 declared)"));

    // Unsupported triples, unknown processors and bad warp sizes are errors too.
    let e = fails(&["analyze", &f, "--triple", "x86_64-pc-linux-gnu"]);
    assert!(e.starts_with(&format!("error: {f}: unsupported target triple `x86_64-pc-linux-gnu`")), "{e}");
    let e = fails(&["analyze", &f, "--triple", "amdgcn--", "--mcpu", "sm_90"]);
    assert!(e.contains("--mcpu: unknown processor `sm_90` for target amdgpu"), "{e}");
    let e = fails(&["analyze", &f, "--triple", "nvptx64", "--mcpu", "gfx1100"]);
    assert!(e.contains("--mcpu: unknown processor `gfx1100` for target nvptx"), "{e}");
    let e = fails(&["run", &f, "--launch", launch, "--triple", "amdgcn--", "--warp-size", "48"]);
    assert!(e.contains("--warp-size: invalid warp size 48: must be a power of two between 1 and 64"), "{e}");
}

#[test]
fn mcpu_chooses_wave32_or_wave64() {
    let dir = tempfile::tempdir().unwrap();
    let f = write(dir.path(), "k.ll", NO_TRIPLE);
    for (cpu, ws, warp_uniform) in
        [("gfx1100", 32, 1), ("gfx1030", 32, 1), ("gfx1200", 32, 1), ("gfx90a", 64, 0), ("gfx803", 64, 0)]
    {
        let out = ok(&["analyze", &f, "-mtriple=amdgcn--", &format!("-mcpu={cpu}")]);
        assert_eq!(target_line(&out), format!("target amdgpu, warp size {ws}, mode default"), "{cpu}");
        let first = format!("1 functions, 1 branches: 1 divergent ({warp_uniform} of them warp-uniform)");
        assert!(out.starts_with(&first), "{cpu}: {out}");
    }
    // NVPTX processors are all warp 32; --warp-size wins over --mcpu.
    let out = ok(&["analyze", &f, "--triple", "nvptx64-nvidia-cuda", "--mcpu", "sm_90a"]);
    assert_eq!(target_line(&out), "target nvptx, warp size 32, mode default");
    let out = ok(&["analyze", &f, "--triple", "amdgcn--", "--mcpu", "gfx1100", "--warp-size", "64"]);
    assert_eq!(target_line(&out), "target amdgpu, warp size 64, mode default");

    // +wavefrontsize64 in the module's features wins over the processor's default.
    let wave64 = NO_TRIPLE.replace(
        "define amdgpu_kernel void @k(ptr addrspace(1) %p) {",
        "define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {",
    )
        + "\nattributes #0 = { \"target-cpu\"=\"gfx1100\" \"target-features\"=\"+wavefrontsize64\" }\n";
    let g = write(dir.path(), "wave64.ll", &wave64);
    let out = ok(&["analyze", &g, "--triple", "amdgcn--", "--mcpu", "gfx1100"]);
    assert_eq!(target_line(&out), "target amdgpu, warp size 64, mode default");
    // Without the feature, the module's target-cpu gives the default.
    let g = write(dir.path(), "cpu.ll", &wave64.replace("\"target-features\"=\"+wavefrontsize64\"", ""));
    let out = ok(&["analyze", &g, "--triple", "amdgcn--"]);
    assert_eq!(target_line(&out), "target amdgpu, warp size 32, mode default");

    // JSON says the same.
    let j: serde_json::Value = serde_json::from_str(&ok(&[
        "analyze", &f, "--triple", "amdgcn--", "--mcpu", "gfx1100", "--format", "json",
    ]))
    .unwrap();
    assert_eq!(j["target"], "amdgpu");
    assert_eq!(j["warp_size"], 32);
}

#[test]
fn run_takes_the_warp_size_of_the_target() {
    let k = root().join("kernels/opencl/reduce_cl");
    let amd = format!("{}.amdgcn.O3.ll", k.display());
    let nv = format!("{}.nvptx64.O3.ll", k.display());
    let launch = format!("{}.launch.toml", k.display());
    let first = |args: &[&str]| ok(args).lines().next().unwrap_or("").to_string();

    // analyze and run agree: 64 on amdgcn, 32 on nvptx64.
    assert_eq!(target_line(&ok(&["analyze", &amd])), "target amdgpu, warp size 64, mode default");
    assert_eq!(first(&["run", &amd, "--launch", &launch]), "policy ipdom  warp size 64");
    assert_eq!(first(&["run", &nv, "--launch", &launch]), "policy ipdom  warp size 32");
    assert_eq!(first(&["run", &amd, "--launch", &launch, "--mcpu", "gfx1100"]), "policy ipdom  warp size 32");
    assert_eq!(first(&["run", &amd, "--launch", &launch, "--warp-size", "16"]), "policy ipdom  warp size 16");
    assert_eq!(
        first(&["run", &amd, "--launch", &launch, "--triple", "nvptx64-nvidia-cuda"]),
        "policy ipdom  warp size 32"
    );
    let j: serde_json::Value =
        serde_json::from_str(&ok(&["run", &amd, "--launch", &launch, "--format", "json"])).unwrap();
    assert_eq!(j["stats"]["warp_size"], 64);
    // 32 work-groups of 256 work-items: 4 wavefronts of 64 per group, 8 warps of 32.
    let warp_insts = |args: &[&str]| -> u64 {
        let j: serde_json::Value = serde_json::from_str(&ok(args)).unwrap();
        j["stats"]["warp_instructions"].as_u64().unwrap()
    };
    let w64 = warp_insts(&["run", &amd, "--launch", &launch, "--format", "json"]);
    let w32 = warp_insts(&["run", &amd, "--launch", &launch, "--format", "json", "--warp-size", "32"]);
    assert!(w64 < w32, "wave64 issues fewer warp instructions: {w64} vs {w32}");

    // --compare needs one warp size for both modules.
    let e = fails(&["run", "--compare", &amd, &nv, "--launch", &launch]);
    assert_eq!(
        e,
        format!("error: {amd} has warp size 64 and {nv} warp size 32; give one with --warp-size\n")
    );
    let out = ok(&["run", "--compare", &amd, &nv, "--launch", &launch, "--warp-size", "32"]);
    assert!(out.starts_with("identical: all 32 output elements bit-identical\n"), "{out}");
    assert!(out.contains("speedup of B over A: "), "{out}");
}

/// Valid syntax, invalid IR: `%x` is defined in `%a` but used in `%b`, which `%a` does not
/// dominate, and the phi of `%b` has no entry for its predecessor `%a`.
const INVALID: &str = "\
target triple = \"nvptx64-nvidia-cuda\"

define void @f(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %a, label %b
a:
  %x = add i32 %n, 1
  br label %b
b:
  %p = phi i32 [ 0, %entry ]
  %y = add i32 %x, %p
  ret void
}
";

#[test]
fn invalid_ir_exits_2_and_no_verify_skips_the_verifier() {
    let dir = tempfile::tempdir().unwrap();
    let f = write(dir.path(), "invalid.ll", INVALID);
    // Each problem at its line:column with the source line and a caret.
    let at = |line: u32, text: &str| format!("  --> {f}:{line}:3\n   |\n{line} |   {text}\n   |   ^\n");
    let phi = "%p = phi i32 [ 0, %entry ]";
    let want = format!(
        "error: invalid IR: function @f, block %b, instruction `{phi}`: the phi has 1 \
         incoming value but the block has 2 predecessor edges (%entry, %a)\n{}\
         error: invalid IR: function @f, block %b, instruction `{phi}`: the phi has no \
         incoming value for predecessor %a\n{}\
         error: invalid IR: function @f, block %b, instruction `%y = add i32 %x, %p`: %x (defined in %a) \
         does not dominate this use\n{}\
         error: {f} is not valid IR (3 problems); --no-verify skips the verifier\n",
        at(11, phi),
        at(11, phi),
        at(12, "%y = add i32 %x, %p")
    );
    let launch = root().join("kernels/opencl/reduce_cl.launch.toml");
    let launch = launch.to_str().unwrap();
    for args in [
        vec!["parse", &f],
        vec!["print", &f],
        vec!["analyze", &f],
        vec!["check", &f],
        vec!["cfg", &f],
        vec!["opt", "--passes", "cleanup", &f],
        vec!["run", &f, "--launch", launch],
    ] {
        assert_eq!(fails(&args), want, "{args:?}");
    }
    // --no-verify: parse counts it, print writes it back, analyze reports on it.
    assert_eq!(
        ok(&["parse", "--no-verify", &f]),
        format!("{f}: 1 functions (1 defined, 0 declared), 0 globals, 3 blocks, 7 instructions, 0 debug records\n")
    );
    assert!(ok(&["print", "--no-verify", &f]).contains("%p = phi i32 [ 0, %entry ]"));
    let out = ok(&["analyze", "--no-verify", &f]);
    assert_eq!(target_line(&out), "target nvptx, warp size 32, mode default", "{out}");

    // A use of an undefined value is a reader error, with line, column and caret.
    let g = write(dir.path(), "undef.ll", &INVALID.replace("%y = add i32 %x, %p", "%y = add i32 %z, %p"));
    for args in [vec!["parse", &g], vec!["analyze", &g], vec!["parse", "--no-verify", &g]] {
        let e = fails(&args);
        assert_eq!(
            e,
            format!("error: use of undefined value\n  --> {g}:12:16\n   |\n12 |   %y = add i32 %z, %p\n   |                ^^\n"),
            "{args:?}"
        );
    }
}

/// Bytes that are not UTF-8: accepted in a comment (as llvm-as accepts them), an error with
/// line:column and exit 2 anywhere else.
#[test]
fn bytes_that_are_not_utf8_get_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("comment.ll");
    std::fs::write(
        &good,
        b"target triple = \"nvptx64-nvidia-cuda\"\n; caf\xe9\ndefine void @f() {\nentry:\n  ret void\n}\n",
    )
    .unwrap();
    let good = good.to_str().unwrap();
    assert!(ok(&["parse", good]).contains("1 functions (1 defined, 0 declared)"));
    let bad = dir.path().join("bad.ll");
    std::fs::write(
        &bad,
        b"target triple = \"nvptx64-nvidia-cuda\"\ndefine void @f() {\nentry:\n  ret void \xff\n}\n",
    )
    .unwrap();
    let bad = bad.to_str().unwrap();
    let err = fails(&["analyze", bad]);
    assert!(err.starts_with(&format!("error: invalid UTF-8 byte\n --> {bad}:4:12\n")), "{err}");
}
