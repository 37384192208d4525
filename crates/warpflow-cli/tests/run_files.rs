//! `warpflow run` with buffers from files and outputs as files (issue 14 item 6): `file = ...`
//! in the launch spec and `--arg NAME=@FILE` (`.npy` or raw), `--arg NAME=VALUE` for scalars,
//! `--dump DIR` / `--out DIR` with `--output-format raw|npy|text`, and the errors for files
//! that do not fit (exit 2, naming the file).
use std::path::Path;
use std::process::{Command, Output};

/// `out[i] = in[i] * k` for the first `n` threads.
const KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr %out, ptr %in, float %k, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ok = icmp slt i32 %tid, %n
  br i1 %ok, label %body, label %done
body:
  %i = sext i32 %tid to i64
  %src = getelementptr float, ptr %in, i64 %i
  %v = load float, ptr %src
  %w = fmul float %v, %k
  %dst = getelementptr float, ptr %out, i64 %i
  store float %w, ptr %dst
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

fn launch(input: &str) -> String {
    format!(
        r#"kernel = "scale"
grid = [1, 1, 1]
block = [8, 1, 1]
[[args]]
kind = "buffer"
type = "f32"
len = 8
init = "zeros"
output = true
[[args]]
kind = "buffer"
type = "f32"
{input}
[[args]]
kind = "scalar"
type = "f32"
value = 2.0
[[args]]
kind = "scalar"
type = "i32"
value = 8
"#
    )
}

/// A version 1.0 `.npy` file written by hand (NumPy's format: magic, version, header length,
/// the header dict padded with spaces to a multiple of 64 bytes and ended by a newline).
fn npy(descr: &str, shape: &str, data: &[u8]) -> Vec<u8> {
    npy_order(descr, "False", shape, data)
}

fn npy_order(descr: &str, fortran: &str, shape: &str, data: &[u8]) -> Vec<u8> {
    let mut dict = format!("{{'descr': '{descr}', 'fortran_order': {fortran}, 'shape': {shape}, }}");
    while (10 + dict.len() + 1) % 64 != 0 {
        dict.push(' ');
    }
    dict.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend_from_slice(&(dict.len() as u16).to_le_bytes());
    out.extend_from_slice(dict.as_bytes());
    out.extend_from_slice(data);
    out
}

/// The header dict and the data of a `.npy` file (read by hand, not by the crate under test).
fn read_npy(bytes: &[u8]) -> (String, &[u8]) {
    assert_eq!(&bytes[..6], b"\x93NUMPY", "not a .npy file");
    let (len, start) = match bytes[6] {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        _ => (u32::from_le_bytes(bytes[8..12].try_into().unwrap()) as usize, 12),
    };
    (String::from_utf8(bytes[start..start + len].to_vec()).unwrap(), &bytes[start + len..])
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

const INPUT: [f32; 8] = [0.5, -1.25, 3.0, 1e-3, 7.75, -0.0, 100.0, 2.5e10];

fn setup(dir: &Path, input: &str) {
    std::fs::write(dir.join("k.ll"), KERNEL).unwrap();
    std::fs::write(dir.join("k.launch.toml"), launch(input)).unwrap();
    std::fs::write(dir.join("in.npy"), npy("<f4", "(8,)", &f32s(&INPUT))).unwrap();
}

fn warpflow(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_warpflow")).current_dir(dir).args(args).output().unwrap()
}

#[test]
fn npy_round_trip_through_a_kernel() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    setup(d, "file = \"in.npy\"");
    let out =
        warpflow(d, &["run", "k.ll", "--launch", "k.launch.toml", "--out", "o", "--output-format", "npy"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(d.join("o/arg0.npy")).unwrap();
    let (header, data) = read_npy(&bytes);
    assert!(header.contains("'descr': '<f4'"), "{header}");
    assert!(header.contains("'fortran_order': False"), "{header}");
    assert!(header.replace(' ', "").contains("'shape':(8,)"), "{header}");
    let want: Vec<f32> = INPUT.iter().map(|x| x * 2.0).collect();
    assert_eq!(data, &f32s(&want)[..]);
    // Only output buffers are written.
    assert!(!d.join("o/arg1.npy").exists());
    // The launch spec's file is relative to the spec, not to the working directory.
    let sub = d.join("sub");
    std::fs::create_dir(&sub).unwrap();
    let out = warpflow(&sub, &["run", "../k.ll", "--launch", "../k.launch.toml", "--dump", "o"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read(sub.join("o/arg0.bin")).unwrap(), f32s(&want));
}

#[test]
fn arg_files_scalars_and_text_output() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    setup(d, "init = \"iota\"\nlen = 8");
    // a raw file of 8 floats replaces the iota buffer; k = 0.5; only 5 threads store
    std::fs::write(d.join("in.bin"), f32s(&INPUT)).unwrap();
    let out = warpflow(
        d,
        &[
            "run",
            "k.ll",
            "--launch",
            "k.launch.toml",
            "--arg",
            "%in=@in.bin",
            "--arg",
            "k=0.5",
            "--arg",
            "#3=5",
            "--output-format",
            "text",
        ],
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let values = text.split("arg0 (8 x f32):\n").nth(1).unwrap_or_else(|| panic!("{text}"));
    let lines: Vec<&str> = values.lines().take(8).collect();
    assert_eq!(lines, ["0.25", "-0.625", "1.5", "0.0005", "3.875", "0.0", "0.0", "0.0"], "{text}");
    // .npy input through --arg, text files out
    let out = warpflow(
        d,
        &[
            "run",
            "k.ll",
            "--launch",
            "k.launch.toml",
            "--arg",
            "in=@in.npy",
            "--out",
            "t",
            "--output-format",
            "text",
        ],
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let t = std::fs::read_to_string(d.join("t/arg0.txt")).unwrap();
    assert_eq!(t, "1.0\n-2.5\n6.0\n0.002\n15.5\n-0.0\n200.0\n50000000000.0\n");
}

#[test]
fn files_that_do_not_fit_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    setup(d, "file = \"in.npy\"");
    let run = |extra: &[&str]| {
        let mut a = vec!["run", "k.ll", "--launch", "k.launch.toml"];
        a.extend_from_slice(extra);
        let out = warpflow(d, &a);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {}", String::from_utf8_lossy(&out.stdout));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    // wrong dtype
    std::fs::write(d.join("ints.npy"), npy("<i4", "(8,)", &[0; 32])).unwrap();
    let e = run(&["--arg", "in=@ints.npy"]);
    assert!(e.contains("ints.npy: dtype '<i4' does not match the buffer's type f32"), "{e}");
    // wrong size against `len`
    std::fs::write(d.join("k2.launch.toml"), launch("file = \"short.npy\"\nlen = 8")).unwrap();
    std::fs::write(d.join("short.npy"), npy("<f4", "(5,)", &f32s(&[1.0; 5]))).unwrap();
    let out = warpflow(d, &["run", "k.ll", "--launch", "k2.launch.toml"]);
    assert_eq!(out.status.code(), Some(2));
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(e.contains("short.npy, argument 1: 5 f32 elements, but the buffer has `len = 8`"), "{e}");
    // --arg too: the spec's `len = 8` holds
    std::fs::write(d.join("k3.launch.toml"), launch("init = \"iota\"\nlen = 8")).unwrap();
    let out = warpflow(d, &["run", "k.ll", "--launch", "k3.launch.toml", "--arg", "in=@short.npy"]);
    assert_eq!(out.status.code(), Some(2));
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(e.contains("short.npy, argument 1: 5 f32 elements, but the buffer has `len = 8`"), "{e}");
    // a raw file that is not whole elements
    std::fs::write(d.join("odd.bin"), [0u8; 7]).unwrap();
    let e = run(&["--arg", "in=@odd.bin"]);
    assert!(e.contains("odd.bin, argument 1: 7 bytes are not a whole number of 4-byte f32 elements"), "{e}");
    // a missing file, a truncated .npy, a Fortran-order matrix
    let e = run(&["--arg", "in=@none.npy"]);
    assert!(e.contains("none.npy: No such file"), "{e}");
    let good = npy("<f4", "(8,)", &f32s(&INPUT));
    std::fs::write(d.join("cut.npy"), &good[..good.len() - 3]).unwrap();
    let e = run(&["--arg", "in=@cut.npy"]);
    assert!(e.contains("cut.npy"), "{e}");
    std::fs::write(d.join("f.npy"), npy_order("<f4", "True", "(2, 4)", &f32s(&INPUT))).unwrap();
    let e = run(&["--arg", "in=@f.npy"]);
    assert!(e.contains("f.npy: a Fortran-order array of shape [2, 4]"), "{e}");
    // a file for a scalar, a value for a buffer, an unknown parameter
    let e = run(&["--arg", "k=@in.npy"]);
    assert!(e.contains("parameter 2 is a scalar"), "{e}");
    let e = run(&["--arg", "in=3"]);
    assert!(e.contains("parameter 1 is a buffer; give a file with NAME=@FILE"), "{e}");
    let e = run(&["--arg", "nope=1"]);
    assert!(e.contains("`scale` has no parameter nope"), "{e}");
    // npy output needs a directory
    let e = run(&["--output-format", "npy"]);
    assert!(e.contains("--output-format npy writes files"), "{e}");
}

/// `run --serial`: blocks one after another in block order, so blocks that race on one global
/// word leave the last block's value there (with parallel blocks, whichever wrote last).
#[test]
fn serial_runs_blocks_in_order() {
    let dir = std::env::temp_dir().join(format!("warpflow-serial-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("k.ll"),
        r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @last(ptr %out) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %b, ptr %out
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("k.toml"),
        "kernel = \"last\"\ngrid = [64, 1, 1]\nblock = [32, 1, 1]\nshared_bytes = 0\n[[args]]\nkind = \"buffer\"\ntype = \"i32\"\nlen = 1\ninit = \"zeros\"\noutput = true\n",
    )
    .unwrap();
    for _ in 0..3 {
        let out =
            warpflow(&dir, &["run", "k.ll", "--launch", "k.toml", "--serial", "--output-format", "text"]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(text.lines().last(), Some("63"), "{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
