//! `byval(T)` arguments of device-function calls: the callee works on its own copy of the
//! argument's bytes. Before, the callee got the caller's pointer, so its writes showed in the
//! caller (Oclgrind's `bugs/byval_function_argument` at -O0 gave 777 where Oclgrind gives 42).

use warpflow_simt::{run, ArgSpec, ElemType, LaunchSpec, RunConfig, SimError};

/// `@f` reads field 0 of its `byval` struct, overwrites both fields with 777, and returns the
/// sum of field 0 as read and field 1 as rewritten, with the copy's address in the high half.
/// The kernel fills its own struct with `(tid, 42)`, calls `@f` twice, and stores per thread:
/// the first call's sum, its struct's two fields after the calls, and whether both calls' copies
/// had the same address (the copy is popped when the callee returns).
const KERNEL: &str = r#"target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.U = type { i32, i32 }

define internal i64 @f(ptr byval(%struct.U) align 4 %u) noinline {
entry:
  %a = load i32, ptr %u, align 4
  store i32 777, ptr %u, align 4
  %p1 = getelementptr inbounds %struct.U, ptr %u, i32 0, i32 1
  store i32 777, ptr %p1, align 4
  %b = load i32, ptr %p1, align 4
  %s = add i32 %a, %b
  %s64 = zext i32 %s to i64
  %addr = ptrtoint ptr %u to i64
  %hi = shl i64 %addr, 32
  %r = or i64 %hi, %s64
  ret i64 %r
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %u = alloca %struct.U, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %tid, ptr %u, align 4
  %p1 = getelementptr inbounds %struct.U, ptr %u, i32 0, i32 1
  store i32 42, ptr %p1, align 4
  %r1 = call i64 @f(ptr byval(%struct.U) align 4 %u)
  %r2 = call i64 @f(ptr byval(%struct.U) align 4 %u)
  %c0 = load i32, ptr %u, align 4
  %c1 = load i32, ptr %p1, align 4
  %s1 = trunc i64 %r1 to i32
  %a1 = lshr i64 %r1, 32
  %a2 = lshr i64 %r2, 32
  %same = icmp eq i64 %a1, %a2
  %same32 = zext i1 %same to i32
  %base = mul i32 %tid, 4
  %i0 = zext i32 %base to i64
  %o0 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i0
  store i32 %s1, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 1
  store i32 %c0, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 2
  store i32 %c1, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds i32, ptr addrspace(1) %o0, i64 3
  store i32 %same32, ptr addrspace(1) %o3, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

const THREADS: u32 = 64;

fn spec() -> LaunchSpec {
    LaunchSpec {
        kernel: "k".into(),
        grid: [1, 1, 1],
        block: [THREADS, 1, 1],
        shared_bytes: 0,
        args: vec![ArgSpec::buffer(ElemType::I32, (THREADS * 4) as u64, "zeros", true)],
    }
}

#[test]
fn a_byval_callee_writes_its_own_copy() {
    let m = warpflow_ir::parse(KERNEL).unwrap();
    let r = run(&m, &spec(), &RunConfig::default()).unwrap();
    let out: Vec<i32> = r.buffers[0].1.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect();
    let expected: Vec<i32> = (0..THREADS as i32).flat_map(|t| [t + 777, t, 42, 1]).collect();
    assert_eq!(out, expected);
}

#[test]
fn a_byval_parameter_without_a_type_is_refused_not_run_by_reference() {
    // A bare `byval` (the pre-LLVM-12 form, whose pointee typed pointers used to give) has no
    // size to copy: the call is an unsupported instruction, not a silent pass by reference.
    let text = KERNEL.replace(
        "define internal i64 @f(ptr byval(%struct.U) align 4 %u)",
        "define internal i64 @f(ptr byval align 4 %u)",
    );
    assert_ne!(text, KERNEL);
    let m = warpflow_ir::parse(&text).unwrap();
    match run(&m, &spec(), &RunConfig::default()) {
        Err(SimError::Unsupported(msg)) => {
            assert!(msg.contains("byval parameter 0 has no sized type"), "{msg}")
        }
        other => panic!("expected an unsupported byval parameter, got {other:?}"),
    }
}
