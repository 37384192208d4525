//! The OpenCL C integer and common functions overloaded on their operand type (`max`, `clamp`,
//! `hadd`, `mul_hi`, `mad24`, `mix`, `sign`, ...), run on the emulator for every combination
//! of edge values and compared with a reference computed here from the specification's
//! definitions (on 128-bit integers, or in double for `mad`/`mix`/`degrees`/`radians`). Before,
//! every one of them was an unsupported call; `abs` of an unsigned operand sign-extended it.
//! The kernels call the builtins by the names clang-19 mangles them to (`_Z3maxjj`: unsigned).

use warpflow_simt::{run, ArgSpec, ElemType, LaunchSpec, RunConfig};

/// A kernel where thread `t` stores `f(A[t], B[t], C[t])` (the first `arity` operands) to
/// `out[t]`; the operands are constant arrays of IR type `ty`, the result of type `rty`.
fn kernel(ty: &str, rty: &str, callee: &str, arity: usize, rows: &[[String; 3]]) -> String {
    let n = rows.len();
    let arr = |k: usize| {
        let items: Vec<String> = rows.iter().map(|r| format!("{ty} {}", r[k])).collect();
        format!("[{n} x {ty}] [{}]", items.join(", "))
    };
    let params: Vec<&str> = (0..arity).map(|_| ty).collect();
    let args: Vec<String> = (0..arity).map(|k| format!("{ty} %v{k}")).collect();
    let mut loads = String::new();
    for k in 0..arity {
        loads += &format!(
            "  %p{k} = getelementptr inbounds [{n} x {ty}], ptr addrspace(1) @in{k}, i64 0, i64 %t\n  %v{k} = load {ty}, ptr addrspace(1) %p{k}\n"
        );
    }
    format!(
        r#"target triple = "spir64"
@in0 = addrspace(1) constant {a0}
@in1 = addrspace(1) constant {a1}
@in2 = addrspace(1) constant {a2}

define spir_kernel void @k(ptr addrspace(1) %out) {{
entry:
  %t = call spir_func i64 @_Z13get_global_idj(i32 0)
{loads}  %r = call spir_func {rty} @{callee}({args})
  %o = getelementptr inbounds {rty}, ptr addrspace(1) %out, i64 %t
  store {rty} %r, ptr addrspace(1) %o
  ret void
}}

declare spir_func {rty} @{callee}({params})
declare spir_func i64 @_Z13get_global_idj(i32)
"#,
        a0 = arr(0),
        a1 = arr(1),
        a2 = arr(2),
        args = args.join(", "),
        params = params.join(", "),
    )
}

/// Runs the kernel on `n` threads and returns the output buffer's bytes.
fn outputs(text: &str, elem: ElemType, n: usize) -> Vec<u8> {
    let m = warpflow_ir::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let spec = LaunchSpec {
        kernel: "k".into(),
        grid: [1, 1, 1],
        block: [n as u32, 1, 1],
        shared_bytes: 0,
        args: vec![ArgSpec::buffer(elem, n as u64, "zeros", true)],
    };
    let r = run(&m, &spec, &RunConfig::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    r.buffers[0].1.clone()
}

/// Every triple of `vals`, as many as `arity` uses.
fn triples<T: Copy>(vals: &[T], arity: usize) -> Vec<[T; 3]> {
    let mut out = Vec::new();
    for &a in vals {
        for &b in if arity > 1 { vals } else { &vals[..1] } {
            for &c in if arity > 2 { vals } else { &vals[..1] } {
                out.push([a, b, c]);
            }
        }
    }
    out
}

/// The integer functions at `bits` wide, signed or not: name, arity, the reference.
type IntRef = fn(i128, i128, i128, u32, bool) -> i128;

fn sat(v: i128, bits: u32, signed: bool) -> i128 {
    let (lo, hi) =
        if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    v.clamp(lo, hi)
}

fn mul24(a: i128, b: i128, signed: bool) -> i128 {
    let low = |v: i128| if signed { (((v as i64) << 40) >> 40) as i128 } else { v & 0xff_ffff };
    low(a) * low(b)
}

const INT_FNS: &[(&str, usize, IntRef)] = &[
    ("min", 2, |a, b, _, _, _| a.min(b)),
    ("max", 2, |a, b, _, _, _| a.max(b)),
    ("clamp", 3, |a, b, c, _, _| a.max(b).min(c)),
    ("abs", 1, |a, _, _, _, _| a.abs()),
    ("abs_diff", 2, |a, b, _, _, _| (a - b).abs()),
    ("add_sat", 2, |a, b, _, bits, s| sat(a + b, bits, s)),
    ("sub_sat", 2, |a, b, _, bits, s| sat(a - b, bits, s)),
    ("hadd", 2, |a, b, _, _, _| (a + b) >> 1),
    ("rhadd", 2, |a, b, _, _, _| (a + b + 1) >> 1),
    ("mul_hi", 2, |a, b, _, bits, _| (a * b) >> bits),
    ("mad_hi", 3, |a, b, c, bits, _| ((a * b) >> bits) + c),
    ("rotate", 2, |a, b, _, bits, _| {
        let ua = a & ((1i128 << bits) - 1);
        let r = (b.rem_euclid(1i128 << bits) % bits as i128) as u32;
        if r == 0 {
            ua
        } else {
            (ua << r) | (ua >> (bits - r))
        }
    }),
    ("clz", 1, |a, _, _, bits, _| {
        let ua = (a & ((1i128 << bits) - 1)) as u128;
        (ua.leading_zeros() - (128 - bits)) as i128
    }),
    ("ctz", 1, |a, _, _, bits, _| {
        let ua = (a & ((1i128 << bits) - 1)) as u128;
        if ua == 0 {
            bits as i128
        } else {
            ua.trailing_zeros() as i128
        }
    }),
    ("popcount", 1, |a, _, _, bits, _| ((a & ((1i128 << bits) - 1)) as u128).count_ones() as i128),
];

/// The Itanium code of an OpenCL integer type.
fn code(bits: u32, signed: bool) -> char {
    match (bits, signed) {
        (8, true) => 'c',
        (8, false) => 'h',
        (16, true) => 's',
        (16, false) => 't',
        (32, true) => 'i',
        (32, false) => 'j',
        (64, true) => 'l',
        _ => 'm',
    }
}

#[test]
fn integer_functions_match_their_definitions_at_every_width_and_signedness() {
    for bits in [8u32, 16, 32, 64] {
        for signed in [true, false] {
            let (lo, hi) = if signed {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            let mut vals = vec![lo, hi, 0, 1, 2, 3, 7, hi - 1, lo + 1, hi / 3];
            if signed {
                vals.extend([-1, -2, -3, -7]);
            }
            vals.sort();
            vals.dedup();
            let ty = format!("i{bits}");
            for &(name, arity, reference) in INT_FNS {
                let rows = triples(&vals, arity);
                let c = code(bits, signed);
                let callee = format!("_Z{}{name}{}", name.len(), c.to_string().repeat(arity));
                let text_rows: Vec<[String; 3]> =
                    rows.iter().map(|r| [r[0].to_string(), r[1].to_string(), r[2].to_string()]).collect();
                // The IR constants are the bit patterns, printed signed for `i8` .. `i64`.
                let as_ir = |v: &String| -> String {
                    let v: i128 = v.parse().unwrap();
                    let m = v & ((1i128 << bits) - 1);
                    let s = if m >> (bits - 1) & 1 == 1 { m - (1i128 << bits) } else { m };
                    s.to_string()
                };
                let ir_rows: Vec<[String; 3]> =
                    text_rows.iter().map(|r| [as_ir(&r[0]), as_ir(&r[1]), as_ir(&r[2])]).collect();
                let elem = match bits {
                    8 => ElemType::I8,
                    16 => ElemType::I16,
                    32 => ElemType::I32,
                    _ => ElemType::I64,
                };
                for chunk in (0..ir_rows.len()).step_by(1024) {
                    let end = (chunk + 1024).min(ir_rows.len());
                    let text = kernel(&ty, &ty, &callee, arity, &ir_rows[chunk..end]);
                    let out = outputs(&text, elem, end - chunk);
                    let width = (bits / 8) as usize;
                    for (k, r) in rows[chunk..end].iter().enumerate() {
                        let got = out[k * width..(k + 1) * width]
                            .iter()
                            .rev()
                            .fold(0u128, |acc, &b| acc << 8 | b as u128);
                        let want =
                            (reference(r[0], r[1], r[2], bits, signed) & ((1i128 << bits) - 1)) as u128;
                        assert_eq!(got, want, "{callee}({:?}) at {bits} bits, signed {signed}", &r[..arity]);
                    }
                }
            }
        }
    }
}

#[test]
fn mul24_and_mad24_take_the_low_24_bits() {
    for signed in [true, false] {
        let vals: Vec<i128> = if signed {
            vec![0, 1, -1, 0x7f_ffff, -0x80_0000, 12345, -777]
        } else {
            vec![0, 1, 0xff_ffff, 0x80_0000, 12345]
        };
        for (name, arity) in [("mul24", 2usize), ("mad24", 3)] {
            let rows = triples(&vals, arity);
            let c = code(32, signed);
            let callee = format!("_Z{}{name}{}", name.len(), c.to_string().repeat(arity));
            let ir_rows: Vec<[String; 3]> = rows.iter().map(|r| r.map(|v| (v as i32).to_string())).collect();
            let out = outputs(&kernel("i32", "i32", &callee, arity, &ir_rows), ElemType::I32, rows.len());
            for (k, r) in rows.iter().enumerate() {
                let got = i32::from_le_bytes(out[k * 4..k * 4 + 4].try_into().unwrap());
                let add = if arity == 3 { r[2] } else { 0 };
                let want = (mul24(r[0], r[1], signed) + add) as i64 as i32;
                assert_eq!(got, want, "{callee}({:?})", &r[..arity]);
            }
        }
    }
}

/// Float functions: name, arity, the reference (in double, rounded to float once).
type FloatRef = fn(f64, f64, f64) -> f64;

const FLOAT_FNS: &[(&str, usize, FloatRef)] = &[
    ("min", 2, |x, y, _| if y < x { y } else { x }),
    ("max", 2, |x, y, _| if x < y { y } else { x }),
    ("clamp", 3, |x, lo, hi| {
        let m = if x < lo { lo } else { x };
        if hi < m {
            hi
        } else {
            m
        }
    }),
    ("mad", 3, |a, b, c| a * b + c),
    ("mix", 3, |x, y, a| x + (y - x) * a),
    ("step", 2, |edge, x, _| if x < edge { 0.0 } else { 1.0 }),
    ("sign", 1, |x, _, _| {
        if x.is_nan() {
            0.0
        } else if x > 0.0 {
            1.0
        } else if x < 0.0 {
            -1.0
        } else {
            x
        }
    }),
    ("degrees", 1, |x, _, _| x * (180.0 / std::f64::consts::PI)),
    ("radians", 1, |x, _, _| x * (std::f64::consts::PI / 180.0)),
];

#[test]
fn float_functions_match_their_definitions() {
    let vals: Vec<f32> = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -2.5,
        std::f32::consts::PI,
        1e30,
        -1e-30,
        6.66954,
        f32::INFINITY,
        f32::NAN,
    ];
    for &(name, arity, reference) in FLOAT_FNS {
        let rows = triples(&vals, arity);
        let callee = format!("_Z{}{name}{}", name.len(), "f".repeat(arity));
        // float constants as LLVM's hexadecimal double form of the float's value
        let ir_rows: Vec<[String; 3]> =
            rows.iter().map(|r| r.map(|v| format!("0x{:016X}", (v as f64).to_bits()))).collect();
        let out = outputs(&kernel("float", "float", &callee, arity, &ir_rows), ElemType::F32, rows.len());
        for (k, r) in rows.iter().enumerate() {
            let got = f32::from_le_bytes(out[k * 4..k * 4 + 4].try_into().unwrap());
            let want = reference(r[0] as f64, r[1] as f64, r[2] as f64) as f32;
            // min, max and clamp of a NaN are undefined in OpenCL C; everything else is exact
            let undefined = matches!(name, "min" | "max" | "clamp") && r[..arity].iter().any(|v| v.is_nan());
            if !undefined {
                assert!(
                    got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                    "{callee}({:?}): {got:?}, expected {want:?}",
                    &r[..arity]
                );
            }
        }
    }
}

#[test]
fn a_float_function_called_with_integers_is_refused_not_guessed() {
    let rows = vec![["1".to_string(), "2".to_string(), "3".to_string()]];
    let m = warpflow_ir::parse(&kernel("i32", "i32", "_Z3madiii", 3, &rows)).unwrap();
    let spec = LaunchSpec {
        kernel: "k".into(),
        grid: [1, 1, 1],
        block: [1, 1, 1],
        shared_bytes: 0,
        args: vec![ArgSpec::buffer(ElemType::I32, 1, "zeros", true)],
    };
    let e = run(&m, &spec, &RunConfig::default()).unwrap_err().to_string();
    assert!(e.contains("_Z3madiii") && e.contains("integer operands"), "{e}");
}

/// Runs `callee(float x, global float *p)` on each of `vals` (one thread each): what it returns
/// and what it stores through `p`.
fn two_part(callee: &str, vals: &[f32]) -> (Vec<f32>, Vec<f32>) {
    let n = vals.len();
    let items: Vec<String> = vals.iter().map(|v| format!("float 0x{:016X}", (*v as f64).to_bits())).collect();
    let text = format!(
        r#"target triple = "spir64"
@in = addrspace(1) constant [{n} x float] [{items}]

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %other) {{
entry:
  %t = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds [{n} x float], ptr addrspace(1) @in, i64 0, i64 %t
  %x = load float, ptr addrspace(1) %p
  %w = getelementptr inbounds float, ptr addrspace(1) %other, i64 %t
  %r = call spir_func float @{callee}(float %x, ptr addrspace(1) %w)
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t
  store float %r, ptr addrspace(1) %o
  ret void
}}

declare spir_func float @{callee}(float, ptr addrspace(1))
declare spir_func i64 @_Z13get_global_idj(i32)
"#,
        items = items.join(", ")
    );
    let m = warpflow_ir::parse(&text).unwrap();
    let buf = || ArgSpec::buffer(ElemType::F32, n as u64, "zeros", true);
    let spec = LaunchSpec {
        kernel: "k".into(),
        grid: [1, 1, 1],
        block: [n as u32, 1, 1],
        shared_bytes: 0,
        args: vec![buf(), buf()],
    };
    let r = run(&m, &spec, &RunConfig::default()).unwrap();
    let floats =
        |b: &[u8]| -> Vec<f32> { b.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect() };
    (floats(&r.buffers[0].1), floats(&r.buffers[1].1))
}

#[test]
fn fract_returns_the_fraction_and_stores_the_floor() {
    let vals: [f32; 9] = [2.75, -2.25, 0.0, -1e-30, 1e30, 7.0, f32::INFINITY, f32::NEG_INFINITY, f32::NAN];
    let (frac, whole) = two_part("_Z5fractfPU3AS1f", &vals);
    let below_one = f32::from_bits(0x3f7f_ffff);
    for (k, &x) in vals.iter().enumerate() {
        let fl = x.floor();
        let want = if x.is_nan() {
            x
        } else if x.is_infinite() {
            0.0f32.copysign(x)
        } else {
            (x - fl).min(below_one)
        };
        assert!(
            frac[k].to_bits() == want.to_bits() || (x.is_nan() && frac[k].is_nan()),
            "fract({x}) = {}, expected {want}",
            frac[k]
        );
        assert!(
            whole[k].to_bits() == fl.to_bits() || (x.is_nan() && whole[k].is_nan()),
            "floor({x}) stored {}",
            whole[k]
        );
    }
    // -1e-30 is just below 0: its fraction rounds to 1, which fract keeps below 1
    assert_eq!(frac[3], below_one);
}

#[test]
fn mad_sat_is_exact_then_clamped_and_upsample_joins_halves() {
    for bits in [8u32, 16, 32] {
        for signed in [true, false] {
            let (lo, hi) = if signed {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            let mut vals = vec![lo, hi, 0, 1, 2, hi - 1, lo + 1, hi / 3];
            if signed {
                vals.extend([-1, -2]);
            }
            vals.sort();
            vals.dedup();
            let as_ir = |v: i128| {
                let m = v & ((1i128 << bits) - 1);
                (if m >> (bits - 1) & 1 == 1 { m - (1i128 << bits) } else { m }).to_string()
            };
            let (ty, width) = (format!("i{bits}"), (bits / 8) as usize);
            let elem = [ElemType::I8, ElemType::I16, ElemType::I32][width.trailing_zeros() as usize];
            let c = code(bits, signed);
            // mad_sat
            let rows = triples(&vals, 3);
            let ir_rows: Vec<[String; 3]> = rows.iter().map(|r| r.map(as_ir)).collect();
            let callee = format!("_Z7mad_sat{c}{c}{c}");
            let out = outputs(&kernel(&ty, &ty, &callee, 3, &ir_rows), elem, rows.len());
            for (k, r) in rows.iter().enumerate() {
                let got =
                    out[k * width..(k + 1) * width].iter().rev().fold(0u128, |acc, &b| acc << 8 | b as u128);
                let want = (sat(r[0] * r[1] + r[2], bits, signed) & ((1i128 << bits) - 1)) as u128;
                assert_eq!(got, want, "{callee}({:?})", r);
            }
            // upsample(hi, lo): lo is unsigned
            let rows = triples(&vals, 2);
            let ir_rows: Vec<[String; 3]> = rows.iter().map(|r| r.map(as_ir)).collect();
            let callee = format!("_Z8upsample{c}{}", code(bits, false));
            let rty = format!("i{}", 2 * bits);
            let relem = [ElemType::I16, ElemType::I32, ElemType::I64][width.trailing_zeros() as usize];
            let out = outputs(&kernel(&ty, &rty, &callee, 2, &ir_rows), relem, rows.len());
            for (k, r) in rows.iter().enumerate() {
                let got = out[k * 2 * width..(k + 1) * 2 * width]
                    .iter()
                    .rev()
                    .fold(0u128, |acc, &b| acc << 8 | b as u128);
                let mask = (1i128 << bits) - 1;
                let want = (((r[0] & mask) << bits) | (r[1] & mask)) as u128;
                assert_eq!(got, want, "{callee}({:?})", &r[..2]);
            }
        }
    }
}

#[test]
fn sincos_and_modf_return_one_part_and_store_the_other() {
    let vals: [f32; 8] = [2.75, -2.25, -3.0, 0.0, 1e30, f32::INFINITY, f32::NEG_INFINITY, f32::NAN];
    for (name, callee) in [("modf", "_Z4modffPU3AS1f"), ("sincos", "_Z6sincosfPU3AS1f")] {
        let (ret, other) = two_part(callee, &vals);
        let same = |a: f32, b: f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        for (k, &x) in vals.iter().enumerate() {
            let (want_ret, want_other) = match name {
                "modf" => {
                    let whole = x.trunc();
                    let frac = if x.is_infinite() { 0.0f32.copysign(x) } else { (x - whole).copysign(x) };
                    (frac, whole)
                }
                _ => ((x as f64).sin() as f32, (x as f64).cos() as f32),
            };
            if name == "sincos" && x.is_finite() && x.abs() > 1e3 {
                continue; // large arguments: the accuracy of sin/cos is the library's
            }
            assert!(same(ret[k], want_ret), "{name}({x}) returned {}, expected {want_ret}", ret[k]);
            assert!(same(other[k], want_other), "{name}({x}) stored {}, expected {want_other}", other[k]);
        }
    }
}
