//! Commands that render nested structures on a nest of 64,000 loops, deeper than a recursive
//! walk of the region tree survives on the main thread's stack (`cfg --format dot` overflowed
//! it until its clusters were written from a work list).

use std::process::Command;

const DEPTH: usize = 64_000;

/// `k` nested loops around one block, each latch leaving to the next outer one.
fn nest(k: usize) -> String {
    let mut s = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @nest(i32 %n, ptr addrspace(1) %out) {\nentry:\n  br label %h0\n",
    );
    for j in 0..k {
        let prev = if j == 0 { "entry".to_string() } else { format!("h{}", j - 1) };
        let next = if j + 1 < k { format!("h{}", j + 1) } else { "body".to_string() };
        s += &format!("h{j}:\n  %i{j} = phi i32 [ 0, %{prev} ], [ %i{j}n, %l{j} ]\n  br label %{next}\n");
    }
    s += &format!("body:\n  store i32 %n, ptr addrspace(1) %out\n  br label %l{}\n", k - 1);
    for j in (0..k).rev() {
        let out = if j > 0 { format!("l{}", j - 1) } else { "exit".to_string() };
        s += &format!(
            "l{j}:\n  %i{j}n = add i32 %i{j}, 1\n  %e{j} = icmp slt i32 %i{j}n, %n\n  br i1 %e{j}, label %h{j}, label %{out}\n"
        );
    }
    s + "exit:\n  ret void\n}\n"
}

#[test]
fn dot_and_svg_of_a_deep_nest() {
    let dir = std::env::temp_dir().join(format!("warpflow-deep-nests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("nest.ll");
    std::fs::write(&file, nest(DEPTH)).unwrap();
    for format in ["dot", "svg"] {
        let out = Command::new(env!("CARGO_BIN_EXE_warpflow"))
            .args(["cfg", "--format", format])
            .arg(&file)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{format}: {}", String::from_utf8_lossy(&out.stderr));
        if format == "dot" {
            // A cluster per loop (and per single-entry region besides), nested as deep as
            // the loops, every one closed.
            assert!(stdout.matches("subgraph cluster_r").count() >= DEPTH);
            let mut depth = 0usize;
            let mut deepest = 0usize;
            for c in stdout.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                deepest = deepest.max(depth);
            }
            assert_eq!(depth, 0, "every cluster closed");
            assert!(deepest > DEPTH, "clusters nested {deepest} deep");
        } else {
            assert!(stdout.trim_end().ends_with("</svg>"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
