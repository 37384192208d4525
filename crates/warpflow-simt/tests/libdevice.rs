//! CUDA libdevice (`__nv_*`) math in the emulator, as clang emits it for CUDA code built against a
//! real CUDA SDK: every function runs, and its single-precision result is within the maximum
//! error the CUDA C++ Programming Guide documents for it (appendix "Mathematical Functions",
//! single-precision table), measured against the exact value (computed in double precision and
//! rounded once). Functions the guide gives 0 ulp for must be bit-exact.

use warpflow_simt::{LaunchSpec, RunConfig};

/// (libdevice function, arity, documented maximum ulp error, the exact function in f64).
type Case = (&'static str, u32, u32, fn(f64, f64) -> f64);

const CASES: [Case; 15] = [
    ("__nv_sinf", 1, 2, |x, _| x.sin()),
    ("__nv_cosf", 1, 2, |x, _| x.cos()),
    ("__nv_tanf", 1, 4, |x, _| x.tan()),
    ("__nv_expf", 1, 2, |x, _| x.exp()),
    ("__nv_exp10f", 1, 2, |x, _| 10f64.powf(x)),
    ("__nv_log1pf", 1, 1, |x, _| x.ln_1p()),
    ("__nv_sqrtf", 1, 0, |x, _| x.sqrt()),
    ("__nv_rsqrtf", 1, 2, |x, _| 1.0 / x.sqrt()),
    ("__nv_cbrtf", 1, 1, |x, _| x.cbrt()),
    ("__nv_tanhf", 1, 2, |x, _| x.tanh()),
    ("__nv_powf", 2, 4, |x, y| x.powf(y)),
    ("__nv_atan2f", 2, 3, |x, y| x.atan2(y)),
    ("__nv_fmodf", 2, 0, |x, y| x % y),
    ("__nv_fminf", 2, 0, |x, y| x.min(y)),
    ("__nv_saturatef", 1, 0, |x, _| x.clamp(0.0, 1.0)),
];

const N: usize = 64;
/// The second operand of the binary functions.
const Y: f32 = 1.75;

/// The kernel: out[k * N + tid] = f_k(x), x = in[tid] (and Y for the binary ones).
fn kernel() -> String {
    let mut body = String::new();
    let mut decls = String::new();
    for (k, (name, arity, _, _)) in CASES.iter().enumerate() {
        let (args, params) = if *arity == 1 {
            ("float %x".to_string(), "float")
        } else {
            (format!("float %x, float {:e}", f64::from(Y)), "float, float")
        };
        body.push_str(&format!(
            "  %r{k} = call float @{name}({args})\n  %o{k} = add i32 %tid, {}\n  %z{k} = zext i32 %o{k} to i64\n  %q{k} = getelementptr inbounds float, ptr %out, i64 %z{k}\n  store float %r{k}, ptr %q{k}, align 4\n",
            k * N
        ));
        decls.push_str(&format!("declare float @{name}({params})\n"));
    }
    format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @math(ptr %in, ptr %out) {{\nentry:\n  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %t64 = zext i32 %tid to i64\n  %p = getelementptr inbounds float, ptr %in, i64 %t64\n  %x = load float, ptr %p, align 4\n{body}  ret void\n}}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n{decls}"
    )
}

fn ulps(a: f32, b: f32) -> u32 {
    if a == b {
        return 0;
    }
    (a.to_bits() as i64 - b.to_bits() as i64).unsigned_abs() as u32
}

#[test]
fn libdevice_math_within_documented_error() {
    let text = kernel();
    let m = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let spec = LaunchSpec::from_toml(&format!(
        "kernel = \"math\"\ngrid = [1, 1, 1]\nblock = [{N}, 1, 1]\nshared_bytes = 0\n\
         [[args]]\nkind = \"buffer\"\ntype = \"f32\"\nlen = {N}\ninit = \"iota\"\n\
         [[args]]\nkind = \"buffer\"\ntype = \"f32\"\nlen = {}\ninit = \"zeros\"\noutput = true\n",
        N * CASES.len()
    ))
    .unwrap();
    let r = warpflow_simt::run(&m, &spec, &RunConfig::default()).unwrap();
    let out: Vec<f32> = r
        .buffers
        .iter()
        .find(|b| b.0 == 1)
        .unwrap()
        .1
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let mut worst = Vec::new();
    for (k, (name, _, bound, exact)) in CASES.iter().enumerate() {
        let mut max = 0;
        for i in 0..N {
            // iota: thread i reads x = i; results that overflow f32 must overflow alike
            let x = i as f32;
            let want = exact(f64::from(x), f64::from(Y)) as f32;
            let got = out[k * N + i];
            if want.is_nan() || want.is_infinite() {
                assert!(
                    got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()),
                    "{name}({x}) = {got}, want {want}"
                );
                continue;
            }
            let u = ulps(got, want);
            assert!(u <= *bound, "{name}({x}) = {got:e}, exact {want:e}: {u} ulp > {bound}");
            max = max.max(u);
        }
        worst.push(format!("{name} {max}/{bound}"));
    }
    println!("max ulp / documented bound: {}", worst.join(", "));
}
