//! Bitcasts between vector shapes of equal size (`<4 x i1>` to `i4`, as clang writes for
//! OpenCL's `any`; `i64` to `<8 x i8>`) reinterpret the bits, element 0 in the low bits (LLVM's
//! little-endian layout): for random 64-bit values, a round trip through two shapes gives the
//! value back, and each element read after the first cast holds its slice of the bits.

use proptest::prelude::*;
use warpflow_simt::exec::{run_program, ArgValue, RunConfig};

const SHAPES: [(&str, u32, u32); 6] = [
    ("<64 x i1>", 64, 1),
    ("<8 x i8>", 8, 8),
    ("<4 x i16>", 4, 16),
    ("<2 x i32>", 2, 32),
    ("<2 x float>", 2, 32),
    ("<1 x i64>", 1, 64),
];

/// Runs a one-thread kernel on scalar `a`: `out[0]` = `a` cast to shape `s`, then to shape `t`,
/// then back to `i64`; `out[1]` = element `k` of the first cast, as an integer.
fn run(a: u64, s: usize, t: usize, k: u32) -> (u64, u64) {
    let (sty, sn, sbits) = SHAPES[s];
    let (tty, _, _) = SHAPES[t];
    let k = k % sn;
    let elem = if sty.contains("float") { "float" } else { &sty[sty.find('i').unwrap()..sty.len() - 1] };
    let to_int = if elem == "float" {
        "  %ei = bitcast float %e to i32\n  %ez = zext i32 %ei to i64\n".to_string()
    } else if sbits == 64 {
        "  %ez = add i64 %e, 0\n".to_string()
    } else {
        format!("  %ez = zext {elem} %e to i64\n")
    };
    let text = format!(
        "define void @k(ptr %out, i64 %a) {{\nentry:\n\
         %s = bitcast i64 %a to {sty}\n\
         %t = bitcast {sty} %s to {tty}\n\
         %b = bitcast {tty} %t to i64\n\
         store i64 %b, ptr %out\n\
         %e = extractelement {sty} %s, i32 {k}\n{to_int}\
         %p1 = getelementptr i64, ptr %out, i64 1\n\
         store i64 %ez, ptr %p1\n\
         ret void\n}}\n"
    );
    let m = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    warpflow_ir::verify_module(&m).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let prog = warpflow_simt::decode::decode(&m, "k").unwrap_or_else(|e| panic!("{e}\n{text}"));
    let args = [ArgValue::Buffer(vec![0; 16]), ArgValue::Scalar(a)];
    let cfg = RunConfig { parallel: false, ..Default::default() };
    let r = run_program(&prog, &m, [1, 1, 1], [1, 1, 1], 0, &args, &cfg)
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let out = &r.buffers[0].1;
    let word = |i: usize| u64::from_le_bytes(out[8 * i..8 * i + 8].try_into().unwrap());
    (word(0), word(1))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn bits_survive_a_change_of_shape(a in any::<u64>(), s in 0..SHAPES.len(), t in 0..SHAPES.len(), k in any::<u32>()) {
        let (back, e) = run(a, s, t, k);
        prop_assert_eq!(back, a);
        let (_, n, bits) = SHAPES[s];
        let k = k % n;
        let want = if bits == 64 { a } else { (a >> (k * bits)) & ((1u64 << bits) - 1) };
        prop_assert_eq!(e, want, "element {} of {}", k, SHAPES[s].0);
    }
}

/// The OpenCL `any` shape: the sign bits of four lanes' comparisons as one `i4`.
#[test]
fn four_comparisons_as_an_i4() {
    // element k of <4 x i16> is bits 16k..16k+15 of a; its comparison with 0 (signed >) is bit k.
    for a in [0u64, 0x0001_0000_ffff_0001, 0x7fff_8000_0000_0005, u64::MAX] {
        let text = "define void @k(ptr %out, i64 %a) {\nentry:\n  %v = bitcast i64 %a to <4 x i16>\n  \
                    %c = icmp sgt <4 x i16> %v, zeroinitializer\n  %m = bitcast <4 x i1> %c to i4\n  \
                    %z = zext i4 %m to i64\n  store i64 %z, ptr %out\n  ret void\n}\n";
        let m = warpflow_ir::parse(text).unwrap();
        let prog = warpflow_simt::decode::decode(&m, "k").unwrap();
        let args = [ArgValue::Buffer(vec![0; 8]), ArgValue::Scalar(a)];
        let cfg = RunConfig { parallel: false, ..Default::default() };
        let r = run_program(&prog, &m, [1, 1, 1], [1, 1, 1], 0, &args, &cfg).unwrap();
        let got = u64::from_le_bytes(r.buffers[0].1[..8].try_into().unwrap());
        let want: u64 = (0..4).map(|k| u64::from(((a >> (16 * k)) as u16 as i16) > 0) << k).sum();
        assert_eq!(got, want, "a = {a:#x}");
    }
}
