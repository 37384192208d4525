//! NVVM math intrinsics in the emulator (what CUDA's headers emit for `__log2f`, `__expf`,
//! `__sinf`, `__fdividef`, `__frcp_rn`, `__fmaf_rn`, `rsqrtf` and under -use_fast_math): each
//! runs, as the exact function of its operands in its precision (the `.approx` forms are
//! within the PTX ISA's error of that on hardware; the emulator gives the exact value). A name
//! the emulator does not execute is an error naming it, not a wrong value.

use warpflow_simt::exec::{run_program, ArgValue, RunConfig};

/// (intrinsic, arity, double precision, the function in f64)
type Case = (&'static str, u32, bool, fn(f64, f64, f64) -> f64);

const CASES: &[Case] = &[
    ("llvm.nvvm.lg2.approx.f", 1, false, |x, _, _| x.log2()),
    ("llvm.nvvm.lg2.approx.ftz.f", 1, false, |x, _, _| x.log2()),
    ("llvm.nvvm.lg2.approx.d", 1, true, |x, _, _| x.log2()),
    ("llvm.nvvm.ex2.approx.f", 1, false, |x, _, _| x.exp2()),
    ("llvm.nvvm.ex2.approx.ftz.f", 1, false, |x, _, _| x.exp2()),
    ("llvm.nvvm.sin.approx.f", 1, false, |x, _, _| x.sin()),
    ("llvm.nvvm.cos.approx.ftz.f", 1, false, |x, _, _| x.cos()),
    ("llvm.nvvm.rsqrt.approx.f", 1, false, |x, _, _| 1.0 / x.sqrt()),
    ("llvm.nvvm.sqrt.rn.f", 1, false, |x, _, _| x.sqrt()),
    ("llvm.nvvm.sqrt.approx.ftz.f", 1, false, |x, _, _| x.sqrt()),
    ("llvm.nvvm.sqrt.rn.d", 1, true, |x, _, _| x.sqrt()),
    ("llvm.nvvm.rcp.rn.f", 1, false, |x, _, _| 1.0 / x),
    ("llvm.nvvm.rcp.rn.d", 1, true, |x, _, _| 1.0 / x),
    ("llvm.nvvm.div.approx.f", 2, false, |x, y, _| x / y),
    ("llvm.nvvm.div.full", 2, false, |x, y, _| x / y),
    ("llvm.nvvm.div.rn.d", 2, true, |x, y, _| x / y),
    ("llvm.nvvm.fma.rn.f", 3, false, |x, y, z| x.mul_add(y, z)),
    ("llvm.nvvm.fma.rn.d", 3, true, |x, y, z| x.mul_add(y, z)),
    ("llvm.nvvm.fmax.f", 2, false, |x, y, _| x.max(y)),
    ("llvm.nvvm.fmin.d", 2, true, |x, y, _| x.min(y)),
    ("llvm.nvvm.fabs.f", 1, false, |x, _, _| x.abs()),
    ("llvm.nvvm.saturate.f", 1, false, |x, _, _| x.clamp(0.0, 1.0)),
    ("llvm.nvvm.floor.f", 1, false, |x, _, _| x.floor()),
    ("llvm.nvvm.ceil.d", 1, true, |x, _, _| x.ceil()),
    ("llvm.nvvm.round.f", 1, false, |x, _, _| x.round_ties_even()),
    ("llvm.nvvm.trunc.f", 1, false, |x, _, _| x.trunc()),
];

const INPUTS: [(f64, f64, f64); 6] = [
    (8.0, 2.0, 1.0),
    (0.75, -3.5, 0.25),
    (2.5, 0.1, -1.0),
    (-1.5, 4.0, 3.0),
    (1e-3, 7.0, 0.5),
    (3.5, 1.5, 2.0),
];

/// Runs `out[i] = name(a[i], b[i], c[i])` for the inputs; the outputs as f64.
fn run(name: &str, arity: u32, double: bool) -> Vec<f64> {
    let (ty, size) = if double { ("double", 8) } else { ("float", 4) };
    let ops: Vec<String> = ["%a", "%b", "%c"][..arity as usize].iter().map(|v| format!("{ty} {v}")).collect();
    let params: Vec<&str> = vec![ty; arity as usize];
    let text = format!(
        "target triple = \"nvptx64-nvidia-cuda\"\n\
         define ptx_kernel void @k(ptr %in, ptr %out) {{\n\
         entry:\n\
         %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         %i = mul i32 %t, 3\n\
         %pa = getelementptr {ty}, ptr %in, i32 %i\n\
         %pb = getelementptr {ty}, ptr %pa, i32 1\n\
         %pc = getelementptr {ty}, ptr %pa, i32 2\n\
         %a = load {ty}, ptr %pa\n\
         %b = load {ty}, ptr %pb\n\
         %c = load {ty}, ptr %pc\n\
         %r = call {ty} @{name}({})\n\
         %po = getelementptr {ty}, ptr %out, i32 %t\n\
         store {ty} %r, ptr %po\n\
         ret void\n\
         }}\n\
         declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\
         declare {ty} @{name}({})\n",
        ops.join(", "),
        params.join(", ")
    );
    let m = warpflow_ir::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let prog = warpflow_simt::decode::decode(&m, "k").unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut input = Vec::new();
    for &(x, y, z) in &INPUTS {
        for v in [x, y, z] {
            if double {
                input.extend_from_slice(&v.to_le_bytes());
            } else {
                input.extend_from_slice(&(v as f32).to_le_bytes());
            }
        }
    }
    let args = [ArgValue::Buffer(input), ArgValue::Buffer(vec![0; INPUTS.len() * size])];
    let cfg = RunConfig { parallel: false, ..Default::default() };
    let r = run_program(&prog, &m, [1, 1, 1], [INPUTS.len() as u32, 1, 1], 0, &args, &cfg)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let out = &r.buffers.iter().find(|(i, _)| *i == 1).expect("output buffer").1;
    out.chunks(size)
        .map(|w| {
            if double {
                f64::from_le_bytes(w.try_into().unwrap())
            } else {
                f32::from_le_bytes(w.try_into().unwrap()) as f64
            }
        })
        .collect()
}

#[test]
fn nvvm_math_intrinsics_run_as_their_functions() {
    for &(name, arity, double, f) in CASES {
        let got = run(name, arity, double);
        for (k, &(x, y, z)) in INPUTS.iter().enumerate() {
            let want = if double {
                f(x, y, z)
            } else {
                // the f32 operands, the exact function, rounded once to f32
                f(x as f32 as f64, y as f32 as f64, z as f32 as f64) as f32 as f64
            };
            let ok = if want.is_nan() { got[k].is_nan() } else { got[k] == want };
            assert!(ok, "{name}({x}, {y}, {z}): {} (want {want})", got[k]);
        }
    }
}

#[test]
fn an_nvvm_intrinsic_not_executed_is_named() {
    let text = "target triple = \"nvptx64-nvidia-cuda\"\n\
                define ptx_kernel void @k(ptr %out) {\n\
                entry:\n\
                %r = call float @llvm.nvvm.ex2.approx.f16x2(float 1.0)\n\
                store float %r, ptr %out\n\
                ret void\n\
                }\n\
                declare float @llvm.nvvm.ex2.approx.f16x2(float)\n";
    let m = warpflow_ir::parse(text).unwrap();
    let msg = match warpflow_simt::decode::decode(&m, "k") {
        Err(e) => e.to_string(),
        Ok(prog) => {
            let cfg = RunConfig { parallel: false, ..Default::default() };
            run_program(&prog, &m, [1, 1, 1], [1, 1, 1], 0, &[ArgValue::Buffer(vec![0; 4])], &cfg)
                .map(|_| ())
                .expect_err("not executed")
                .to_string()
        }
    };
    assert!(msg.contains("llvm.nvvm.ex2.approx.f16x2"), "{msg}");
}
