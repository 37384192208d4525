//! Null pointer arguments (`kind = "null"`: OpenCL's `clSetKernelArg(k, i, sizeof(cl_mem),
//! NULL)`): the parameter compares equal to null, and an access through it is a kernel fault
//! naming the null pointer, not an emulator error.

use warpflow_simt::{run, LaunchSpec, RunConfig, SimError};

/// `out[0] = (opt == null) ? 7 : opt[0]`, then `opt[1] = 1` when `%write` is set.
const KERNEL: &str = r#"target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %opt, i32 %write) {
entry:
  %isnull = icmp eq ptr addrspace(1) %opt, null
  br i1 %isnull, label %none, label %some
none:
  store i32 7, ptr addrspace(1) %out, align 4
  br label %tail
some:
  %v = load i32, ptr addrspace(1) %opt, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %tail
tail:
  %w = icmp ne i32 %write, 0
  br i1 %w, label %poke, label %done
poke:
  %q = getelementptr inbounds i32, ptr addrspace(1) %opt, i64 1
  store i32 1, ptr addrspace(1) %q, align 4
  br label %done
done:
  ret void
}
"#;

fn spec(opt: &str, write: u32) -> Result<LaunchSpec, String> {
    let text = format!(
        "kernel = \"k\"\ngrid = [1, 1, 1]\nblock = [4, 1, 1]\n\
         [[args]]\nkind = \"buffer\"\ntype = \"i32\"\nlen = 1\ninit = \"zeros\"\noutput = true\n\
         [[args]]\n{opt}\n\
         [[args]]\nkind = \"scalar\"\ntype = \"i32\"\nvalue = {write}\n"
    );
    LaunchSpec::from_toml(&text).map_err(|e| e.to_string())
}

#[test]
fn a_null_argument_is_a_null_pointer() {
    let m = warpflow_ir::parse(KERNEL).unwrap();
    let r = run(&m, &spec("kind = \"null\"\ntype = \"i32\"", 0).unwrap(), &RunConfig::default()).unwrap();
    assert_eq!(r.buffers[0].1, 7i32.to_le_bytes());
    // the same kernel with a buffer there reads it
    let buf = "kind = \"buffer\"\ntype = \"i32\"\nlen = 2\ninit = 5";
    let r = run(&m, &spec(buf, 0).unwrap(), &RunConfig::default()).unwrap();
    assert_eq!(r.buffers[0].1, 5i32.to_le_bytes());
}

#[test]
fn a_store_through_a_null_argument_is_a_kernel_fault() {
    let m = warpflow_ir::parse(KERNEL).unwrap();
    match run(&m, &spec("kind = \"null\"\ntype = \"i32\"", 1).unwrap(), &RunConfig::default()) {
        Err(e @ SimError::Memory { .. }) => {
            let msg = e.to_string();
            assert!(msg.contains("store") && msg.contains("a null or near-null pointer"), "{msg}");
        }
        other => panic!("expected a kernel fault, got {other:?}"),
    }
}

#[test]
fn a_null_argument_takes_its_type_only() {
    let e = spec("kind = \"null\"\ntype = \"i32\"\nlen = 4", 0).unwrap_err();
    assert!(e.contains("a null pointer takes `type` only, not `len`"), "{e}");
    let e = spec("kind = \"null\"\ntype = \"i32\"\noutput = true", 0).unwrap_err();
    assert!(e.contains("not `output`"), "{e}");
    // and it fits pointer parameters only
    let text = KERNEL.replace("%opt, i32 %write)", "%opt, ptr addrspace(1) %unused, i32 %write)");
    let m = warpflow_ir::parse(&text).unwrap();
    let mut s = spec("kind = \"null\"\ntype = \"i32\"", 0).unwrap();
    let null = s.args[1].clone();
    s.args.insert(2, null);
    s.args[3] = s.args[1].clone();
    match run(&m, &s, &RunConfig::default()) {
        Err(SimError::Launch(msg)) => {
            assert!(msg.contains("argument 3 (a null pointer) does not match parameter 3 (i32)"), "{msg}")
        }
        other => panic!("expected a launch error, got {other:?}"),
    }
}
