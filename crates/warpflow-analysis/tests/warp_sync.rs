//! Warp-level synchronisation verdicts (`convergence::warp`) on hand-written `.ll` files in
//! `tests/warp_data/`: each file lists its expected verdicts as `; EXPECT: FUNCTION VERDICT`
//! lines, one per warp-sync site in module and layout order.

use warpflow_analysis::convergence::warp;
use warpflow_analysis::uniformity::{analyze_module, Options};

fn verdicts(src: &str) -> Vec<String> {
    let m = warpflow_ir::parse(src).expect("parses");
    let u = analyze_module(&m, &Options::default()).expect("analyses");
    warp::analyze_module(&m, &u)
        .iter()
        .flat_map(|f| f.sites.iter().map(move |s| format!("{} {}", f.function, s.verdict.as_str())))
        .collect()
}

#[test]
fn warp_data_files() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/warp_data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "{files:?}");
    let mut failures = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let want: Vec<String> =
            src.lines().filter_map(|l| l.strip_prefix("; EXPECT: ")).map(|s| s.trim().to_string()).collect();
        assert!(!want.is_empty(), "{}: no EXPECT lines", f.display());
        let got = verdicts(&src);
        if got != want {
            failures.push(format!("{}:\n  want {want:?}\n  got  {got:?}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_target_model_names_the_sites() {
    // A call the target model does not give warp members to is not a site, whatever its name
    // looks like: the pre-Volta shuffle acts on the active lanes.
    let src = r#"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %then, label %exit
then:
  %a = call i32 @llvm.nvvm.shfl.idx.i32(i32 %v, i32 0, i32 31)
  %m = call i32 @llvm.nvvm.activemask()
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.idx.i32(i32, i32, i32)
declare i32 @llvm.nvvm.activemask()
"#;
    assert!(verdicts(src).is_empty());
}
