//! Local-memory arguments (`kind = "local"`, OpenCL's `clSetKernelArg(k, i, size, NULL)` for a
//! `__local` parameter): every block gets its own memory, so blocks running in parallel do not
//! see each other's writes. Before, a `__local` parameter took a global buffer that all blocks
//! shared, and this kernel gave 64 to 800 wrong elements of 4,096 from run to run (Oclgrind:
//! none).

use warpflow_simt::{run, ArgSpec, ElemType, LaunchSpec, RunConfig, SimError};

/// Each work-group writes `group * 1000 + lid` to `tmp[lid]`, waits at a barrier and stores its
/// neighbour's entry `tmp[(lid + 1) % size]` (clang-19 -O3 for spir64, trimmed). A third,
/// unused parameter `%s` takes more local memory after `%tmp`.
const KERNEL: &str = r#"target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %tmp, ptr addrspace(3) %s) {
entry:
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %n = call spir_func i64 @_Z14get_local_sizej(i32 0)
  %g = call spir_func i64 @_Z12get_group_idj(i32 0)
  %g1000 = mul i64 %g, 1000
  %v = add i64 %g1000, %lid
  %v32 = trunc i64 %v to i32
  %p = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %lid
  store i32 %v32, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(3) %s, i64 %lid
  store i32 -1, ptr addrspace(3) %q, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %l1 = add i64 %lid, 1
  %next = urem i64 %l1, %n
  %r = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %next
  %x = load i32, ptr addrspace(3) %r, align 4
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %x, ptr addrspace(1) %o, align 4
  ret void
}

declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i64 @_Z12get_group_idj(i32)
declare spir_func void @_Z7barrierj(i32)
declare spir_func i64 @_Z13get_global_idj(i32)
"#;

const GROUPS: u32 = 64;
const SIZE: u32 = 64;

fn spec(local: ArgSpec) -> LaunchSpec {
    spec2(local, SIZE as u64)
}

fn spec2(local: ArgSpec, s_len: u64) -> LaunchSpec {
    LaunchSpec {
        kernel: "k".into(),
        grid: [GROUPS, 1, 1],
        block: [SIZE, 1, 1],
        shared_bytes: 0,
        args: vec![
            ArgSpec::buffer(ElemType::I32, (GROUPS * SIZE) as u64, "zeros", true),
            local,
            ArgSpec::local(ElemType::I32, s_len),
        ],
    }
}

#[test]
fn every_block_has_its_own_local_memory() {
    let m = warpflow_ir::parse(KERNEL).unwrap();
    let expected: Vec<i32> =
        (0..GROUPS).flat_map(|g| (0..SIZE).map(move |l| (g * 1000 + (l + 1) % SIZE) as i32)).collect();
    // blocks in parallel (the default) and one after another: the same, right, answer
    for parallel in [true, false] {
        let cfg = RunConfig { parallel, ..Default::default() };
        let r = run(&m, &spec(ArgSpec::local(ElemType::I32, SIZE as u64)), &cfg).unwrap();
        let out: Vec<i32> =
            r.buffers[0].1.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(out, expected, "parallel: {parallel}");
        assert_eq!(r.stats.barriers_completed, GROUPS as u64);
    }
}

#[test]
fn accesses_past_the_local_memory_are_out_of_bounds() {
    // 16 elements each for 64 threads: the block's shared memory is 128 bytes (two 16-byte
    // aligned arguments of 64), and `%s[63]` lies at byte 64 + 252
    let m = warpflow_ir::parse(KERNEL).unwrap();
    let e = run(&m, &spec2(ArgSpec::local(ElemType::I32, 16), 16), &RunConfig::default());
    match e {
        Err(SimError::Memory { space, .. }) => assert_eq!(space, "shared"),
        other => panic!("expected an out-of-bounds access, got {other:?}"),
    }
    // the same sizes as the accesses: no fault
    assert!(run(&m, &spec2(ArgSpec::local(ElemType::I32, 64), 64), &RunConfig::default()).is_ok());
}

#[test]
fn a_buffer_for_a_local_parameter_is_refused_with_the_fix() {
    let m = warpflow_ir::parse(KERNEL).unwrap();
    let e =
        run(&m, &spec(ArgSpec::buffer(ElemType::I32, SIZE as u64, "zeros", false)), &RunConfig::default())
            .unwrap_err();
    let text = e.to_string();
    assert!(text.contains("argument 1 is a buffer"), "{text}");
    assert!(text.contains("kind = \"local\""), "{text}");
    // and a local argument for a global parameter
    let mut s = spec(ArgSpec::local(ElemType::I32, SIZE as u64));
    s.args[0] = ArgSpec::local(ElemType::I32, 4);
    let text = run(&m, &s, &RunConfig::default()).unwrap_err().to_string();
    assert!(text.contains("argument 0 (local memory of i32) does not match parameter 0"), "{text}");
}

#[test]
fn local_arguments_in_toml() {
    let ok = "kernel = \"k\"\ngrid = [1, 1, 1]\nblock = [1, 1, 1]\n[[args]]\nkind = \"local\"\ntype = \"f32\"\nlen = 8\n";
    let s = LaunchSpec::from_toml(ok).unwrap();
    assert_eq!(s.args[0].local_bytes(), 32);
    let no_len = ok.replace("len = 8\n", "");
    assert!(LaunchSpec::from_toml(&no_len).unwrap_err().to_string().contains("without `len`"));
    let init = format!("{ok}init = \"zeros\"\n");
    let e = LaunchSpec::from_toml(&init).unwrap_err().to_string();
    assert!(e.contains("not `init`"), "{e}");
    let output = format!("{ok}output = true\n");
    assert!(LaunchSpec::from_toml(&output).unwrap_err().to_string().contains("not `output`"));
}
