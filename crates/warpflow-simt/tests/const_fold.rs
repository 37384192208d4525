//! The decoder's constant evaluator and the executor share one value semantics
//! (`warpflow_simt::exec::semantics`): a constant expression folded at decode time gives the
//! value the same instruction computes when executed, for random operands. Each case is one
//! kernel that computes `op a, b` from its scalar arguments and stores it to `out[0]`, and
//! stores the constant expression `op (A, B)` with the same values as literals to `out[1]`.

use proptest::prelude::*;
use warpflow_simt::exec::{run_program, ArgValue, RunConfig};

/// Runs `body` (which stores to `%out` and `%p1 = out + 1 element`) in a one-thread kernel
/// `@k(ptr %out, <arg_ty> %a, <arg_ty> %b)` and returns `out[0]`, `out[1]` (as `u64`).
fn run_kernel(arg_ty: &str, elem_bytes: usize, a: u64, b: u64, body: &str) -> (u64, u64) {
    let text = format!(
        "@g = global [64 x i8] zeroinitializer\n\
         define void @k(ptr %out, {arg_ty} %a, {arg_ty} %b) {{\n\
         entry:\n\
         %p1 = getelementptr i8, ptr %out, i64 {elem_bytes}\n\
         {body}\n\
         ret void\n\
         }}\n"
    );
    let m = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let prog = warpflow_simt::decode::decode(&m, "k").unwrap_or_else(|e| panic!("{e}\n{text}"));
    let args = [ArgValue::Buffer(vec![0; 2 * elem_bytes]), ArgValue::Scalar(a), ArgValue::Scalar(b)];
    let cfg = RunConfig { parallel: false, ..Default::default() };
    let r = run_program(&prog, &m, [1, 1, 1], [1, 1, 1], 0, &args, &cfg)
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let out = &r.buffers[0].1;
    let word = |k: usize| {
        let mut w = [0u8; 8];
        w[..elem_bytes].copy_from_slice(&out[k * elem_bytes..(k + 1) * elem_bytes]);
        u64::from_le_bytes(w)
    };
    (word(0), word(1))
}

/// `v` (of `bits` bits) as an LLVM integer literal (signed decimal).
fn lit(v: u64, bits: u32) -> i64 {
    warpflow_simt::exec::semantics::sext(v, bits)
}

fn mask(v: u64, bits: u32) -> u64 {
    warpflow_simt::exec::semantics::mask_bits(v, bits)
}

const BINOPS: [&str; 13] =
    ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn binary_folds_as_executed(op in 0..BINOPS.len(), w in 0..4usize, a in any::<u64>(), b in any::<u64>(), small in any::<bool>()) {
        let bits = [8u32, 16, 32, 64][w];
        let op = BINOPS[op];
        let a = mask(a, bits);
        // Shift amounts below the width half of the time; a divisor of 0 is replaced by 1
        // (both sides trap then, differently: decoding refuses, execution faults).
        let mut b = mask(if small { b % u64::from(bits) } else { b }, bits);
        if b == 0 && (op.contains("div") || op.contains("rem")) {
            b = 1;
        }
        let t = format!("i{bits}");
        let body = format!(
            "%x = {op} {t} %a, %b\n store {t} %x, ptr %out\n store {t} {op} ({t} {}, {t} {}), ptr %p1",
            lit(a, bits),
            lit(b, bits)
        );
        let (executed, folded) = run_kernel(&t, bits as usize / 8, a, b, &body);
        prop_assert_eq!(executed, folded, "{} i{} {:#x}, {:#x}", op, bits, a, b);
    }

    #[test]
    fn casts_fold_as_executed(k in 0..3usize, from in 0..4usize, to in 0..4usize, a in any::<u64>()) {
        let widths = [8u32, 16, 32, 64];
        let (f, t) = (widths[from], widths[to]);
        let op = ["trunc", "sext", "zext"][k];
        // trunc narrows, sext and zext widen
        prop_assume!(if op == "trunc" { t < f } else { t > f });
        let a = mask(a, f);
        let body = format!(
            "%x = {op} i{f} %a to i{t}\n store i{t} %x, ptr %out\n store i{t} {op} (i{f} {} to i{t}), ptr %p1",
            lit(a, f)
        );
        let (executed, folded) = run_kernel(&format!("i{f}"), t as usize / 8, a, 0, &body);
        prop_assert_eq!(executed, folded, "{} i{} {:#x} to i{}", op, f, a, t);
    }

    #[test]
    fn pointer_offsets_fold_as_executed(w in 0..3usize, i in any::<i64>(), to in 0..2usize) {
        // `ptrtoint` of a `getelementptr` into a global: the GEP's sign-extended, scaled index
        // and the truncation to the integer's width.
        let bits = [8u32, 16, 32][w];
        let ix = mask(i as u64, bits);
        let tb = [32u32, 64][to];
        let body = format!(
            "%q = getelementptr i32, ptr @g, i{bits} %a\n %x = ptrtoint ptr %q to i{tb}\n store i{tb} %x, ptr %out\n\
             store i{tb} ptrtoint (ptr getelementptr (i32, ptr @g, i{bits} {}) to i{tb}), ptr %p1",
            lit(ix, bits)
        );
        let (executed, folded) = run_kernel(&format!("i{bits}"), tb as usize / 8, ix, 0, &body);
        prop_assert_eq!(executed, folded, "gep i{} {:#x} to i{}", bits, ix, tb);
    }
}
