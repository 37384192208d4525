//! Vectors passed to a kernel by value (OpenCL `float4 v`, `int3 o`): the launch spec gives
//! their elements as `values = [...]`, one register per element. Before, such a kernel could
//! not be launched ("a parameter the emulator cannot pass").

use warpflow_simt::{run, LaunchSpec, RunConfig, SimError};

/// Thread t stores `v[t % 4] * 2 + o[t % 3]` (elements picked with `extractelement`).
const KERNEL: &str = r#"target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %out, <4 x float> %v, <3 x i32> %o) {
entry:
  %t = call spir_func i64 @_Z13get_global_idj(i32 0)
  %t32 = trunc i64 %t to i32
  %i = urem i32 %t32, 4
  %j = urem i32 %t32, 3
  %x = extractelement <4 x float> %v, i32 %i
  %y = extractelement <3 x i32> %o, i32 %j
  %yf = sitofp i32 %y to float
  %x2 = fmul float %x, 2.0
  %r = fadd float %x2, %yf
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
"#;

fn spec(v: &str, o: &str) -> Result<LaunchSpec, String> {
    let text = format!(
        r#"kernel = "k"
grid = [1, 1, 1]
block = [12, 1, 1]
[[args]]
kind = "buffer"
type = "f32"
len = 12
init = "zeros"
output = true
[[args]]
kind = "scalar"
type = "f32"
{v}
[[args]]
kind = "scalar"
type = "i32"
{o}
"#
    );
    LaunchSpec::from_toml(&text).map_err(|e| e.to_string())
}

#[test]
fn vector_arguments_reach_every_thread_element_by_element() {
    let m = warpflow_ir::parse(KERNEL).unwrap();
    let s = spec("values = [1.5, -2, 3, 0.25]", "values = [10, -20, 30]").unwrap();
    let r = run(&m, &s, &RunConfig::default()).unwrap();
    let out: Vec<f32> = r.buffers[0].1.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
    let v = [1.5f32, -2.0, 3.0, 0.25];
    let o = [10i32, -20, 30];
    let expected: Vec<f32> = (0..12).map(|t| v[t % 4] * 2.0 + o[t % 3] as f32).collect();
    assert_eq!(out, expected);
}

#[test]
fn a_vector_argument_that_does_not_fit_its_parameter_is_a_launch_error() {
    let m = warpflow_ir::parse(KERNEL).unwrap();
    let launch_error = |v: &str, o: &str| match run(&m, &spec(v, o).unwrap(), &RunConfig::default()) {
        Err(SimError::Launch(msg)) => msg,
        other => panic!("expected a launch error, got {other:?}"),
    };
    let e = launch_error("values = [1, 2, 3]", "values = [1, 2, 3]");
    assert!(e.contains("argument 1 gives 3 vector elements (`values`), parameter 1 has 4"), "{e}");
    let e = launch_error("value = 1", "values = [1, 2, 3]");
    assert!(e.contains("argument 1 (a scalar f32) does not match parameter 1 (<4 x f32>)"), "{e}");
    // a vector for a scalar parameter
    let text = KERNEL
        .replace("extractelement <3 x i32> %o, i32 %j", "add i32 %o, 0")
        .replace("<3 x i32> %o", "i32 %o");
    let m2 = warpflow_ir::parse(&text).unwrap();
    match run(&m2, &spec("values = [1, 2, 3, 4]", "values = [1, 2, 3]").unwrap(), &RunConfig::default()) {
        Err(SimError::Launch(msg)) => {
            assert!(msg.contains("argument 2 (a vector of i32) does not match parameter 2 (i32)"), "{msg}")
        }
        other => panic!("expected a launch error, got {other:?}"),
    }
}

#[test]
fn a_spec_with_both_value_and_values_or_none_is_refused() {
    let e = spec("value = 1\nvalues = [1, 2, 3, 4]", "values = [1, 2, 3]").unwrap_err();
    assert!(e.contains("both `value` and `values`"), "{e}");
    let e = spec("values = []", "values = [1, 2, 3]").unwrap_err();
    assert!(e.contains("`values` is empty"), "{e}");
    let e = spec("", "values = [1, 2, 3]").unwrap_err();
    assert!(e.contains("scalar without `value` (or `values`, for a vector)"), "{e}");
}
