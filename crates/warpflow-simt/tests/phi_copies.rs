//! The phi copies of an edge run as one parallel copy: an edge whose copies read what other
//! copies of it write (a swap, a rotation) goes through scratch, one whose copies do not
//! (`Edge::direct`) is copied straight. Both give what the phis mean, in full warps and in
//! divergent ones (each lane runs its own trip count).

use warpflow_simt::exec::{run_program, ArgValue, RunConfig};

/// A loop whose header phis are `a, b, c` updated by `upd` (the back edge's values, in terms of
/// `%a %b %c %i`), run `tid % 5 + 1` times per lane; stores `a, b, c` to `out[3 * tid ..]`.
fn kernel(upd: [&str; 3]) -> String {
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         define ptx_kernel void @k(ptr %out) {{\n\
         entry:\n\
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         %n = urem i32 %t, 5\n\
         br label %h\n\
         h:\n\
         %a = phi i32 [ 1, %entry ], [ {}, %h ]\n\
         %b = phi i32 [ 2, %entry ], [ {}, %h ]\n\
         %c = phi i32 [ 3, %entry ], [ {}, %h ]\n\
         %i = phi i32 [ 0, %entry ], [ %i1, %h ]\n\
         %i1 = add i32 %i, 1\n\
         %done = icmp ugt i32 %i1, %n\n\
         br i1 %done, label %x, label %h\n\
         x:\n\
         %o = mul i32 %t, 3\n\
         %p0 = getelementptr i32, ptr %out, i32 %o\n\
         store i32 %a, ptr %p0\n\
         %p1 = getelementptr i32, ptr %p0, i32 1\n\
         store i32 %b, ptr %p1\n\
         %p2 = getelementptr i32, ptr %p0, i32 2\n\
         store i32 %c, ptr %p2\n\
         ret void\n\
         }}\n",
        upd[0], upd[1], upd[2]
    )
}

/// Runs `kernel(upd)` on 64 threads and returns each thread's `(a, b, c)`, and whether the
/// back edge's copies were decoded as direct.
fn run(upd: [&str; 3], warp_size: u32) -> (Vec<[u32; 3]>, bool) {
    let text = kernel(upd);
    let m = warpflow_ir::parse(&text).unwrap();
    let prog = warpflow_simt::decode::decode(&m, "k").unwrap();
    let f = &prog.funcs[0];
    let back: Vec<_> = f.edges.iter().filter(|e| e.back && e.len > 0).collect();
    assert_eq!(back.len(), 1, "one back edge with copies");
    let cfg = RunConfig { parallel: false, warp_size, ..Default::default() };
    let r = run_program(&prog, &m, [1, 1, 1], [64, 1, 1], 0, &[ArgValue::Buffer(vec![0; 64 * 12])], &cfg)
        .unwrap();
    let out = &r.buffers[0].1;
    let word = |k: usize| u32::from_le_bytes(out[4 * k..4 * k + 4].try_into().unwrap());
    ((0..64).map(|t| [word(3 * t), word(3 * t + 1), word(3 * t + 2)]).collect(), back[0].direct)
}

/// The loop computed directly: the header runs `n + 1` times, so the phis hold their values
/// after `n` steps of `step` when it exits.
fn expect(step: impl Fn([u32; 3], u32) -> [u32; 3]) -> Vec<[u32; 3]> {
    (0..64u32)
        .map(|t| {
            let mut v = [1, 2, 3];
            for i in 0..t % 5 {
                v = step(v, i);
            }
            v
        })
        .collect()
}

#[test]
fn a_rotation_goes_through_scratch() {
    for w in [32, 64] {
        let (got, direct) = run(["%b", "%c", "%a"], w);
        assert!(!direct, "the copies read each other's destinations");
        assert_eq!(got, expect(|[a, b, c], _| [b, c, a]), "W{w}");
        let (got, direct) = run(["%b", "%a", "%c"], w);
        assert!(!direct, "a swap");
        assert_eq!(got, expect(|[a, b, c], _| [b, a, c]), "W{w}");
    }
}

#[test]
fn independent_copies_are_direct() {
    for w in [32, 64] {
        // Each phi takes a value computed in the body (`%i1`) or keeps itself: no copy reads
        // another's destination.
        let (got, direct) = run(["%i1", "%b", "%i1"], w);
        assert!(direct);
        assert_eq!(got, expect(|[_, b, _], i| [i + 1, b, i + 1]), "W{w}");
    }
}
