//! C++ names in `warpflow analyze` output (issue 14 item 3): demangled in the text report
//! (with the mangled name beside it), mangled in JSON.
use std::path::PathBuf;
use std::process::Command;

const KERNEL: &str = "kernels/barriers/fail-call-divergent.nvptx64.O3.ll";

fn analyze(args: &[&str]) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new(env!("CARGO_BIN_EXE_warpflow"))
        .current_dir(root)
        .arg("analyze")
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn text_demangles_and_json_keeps_mangled_names() {
    let text = analyze(&[KERNEL]);
    assert!(
        text.contains("\nexchange_next(int*, int) (_Z13exchange_nextPii): 1 blocks, 0 branches"),
        "{text}"
    );
    assert!(
        text.contains("\nconvergence of exchange_next(int*, int) (_Z13exchange_nextPii): 1 barrier"),
        "{text}"
    );
    assert!(
        text.contains("  barrier @_Z13exchange_nextPii (exchange_next(int*, int)) in %12 at barriers/fail-call-divergent.cu:17:9"),
        "{text}"
    );
    // plain C names are unchanged
    assert!(text.contains("\nfail_call_divergent (kernel): 3 blocks"), "{text}");
    let json = analyze(&[KERNEL, "--format", "json"]);
    assert!(json.contains("\"_Z13exchange_nextPii\""), "{json}");
    assert!(!json.contains("exchange_next(int*, int)"), "{json}");
}
