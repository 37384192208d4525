//! OpenCL's work-group copies and vector loads and stores (OpenCL 1.2): `async_work_group_copy`
//! and `async_work_group_strided_copy` with `wait_group_events`, and `vloadN`/`vstoreN`. The
//! kernels are clang-19's `-O2` output for spir64 (`-cl-std=CL1.2 -finclude-default-header`),
//! trimmed of metadata and attributes; the expected buffers are worked out from the OpenCL C
//! source each kernel quotes.

use warpflow_simt::{run, ArgSpec, ElemType, LaunchSpec, RunConfig, RunResult, SimError};

fn launch(kernel: &str, groups: u32, size: u32, args: Vec<ArgSpec>) -> LaunchSpec {
    LaunchSpec { kernel: kernel.into(), grid: [groups, 1, 1], block: [size, 1, 1], shared_bytes: 0, args }
}

fn run_ok(ir: &str, spec: &LaunchSpec) -> RunResult {
    let m = warpflow_ir::parse(ir).expect("parse");
    // blocks in parallel and one after the other, with a warp smaller than the block too
    let mut last: Option<RunResult> = None;
    for (parallel, warp_size) in [(true, 0), (false, 0), (false, 2)] {
        let mut cfg = RunConfig { parallel, ..Default::default() };
        if warp_size != 0 {
            cfg.warp_size = warp_size;
        }
        let r = run(&m, spec, &cfg).unwrap_or_else(|e| panic!("{}: {e}", spec.kernel));
        if let Some(l) = &last {
            assert_eq!(l.buffers, r.buffers, "{}: parallel {parallel}, warp size {warp_size}", spec.kernel);
        }
        last = Some(r);
    }
    last.unwrap()
}

fn buffer(r: &RunResult, param: usize) -> &[u8] {
    &r.buffers.iter().find(|b| b.0 == param).expect("no such buffer").1
}

fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn i64s(b: &[u8]) -> Vec<i64> {
    b.chunks(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect()
}

/// ```c
/// kernel void copy_shift(global const int *in, global int *out, local int *tmp, ulong n) {
///   event_t e = async_work_group_copy(tmp, in + get_group_id(0)*n, n, 0);
///   wait_group_events(1, &e);
///   for (ulong i = get_local_id(0); i < n; i += get_local_size(0))
///     out[get_group_id(0)*n + i] = tmp[(i + 1) % n];
/// }
/// ```
const COPY_SHIFT: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @copy_shift(ptr addrspace(1) align 4 %0, ptr addrspace(1) nocapture writeonly align 4 %1, ptr addrspace(3) align 4 %2, i64 %3) {
  %5 = alloca target("spirv.Event"), align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  %6 = tail call spir_func i64 @_Z12get_group_idj(i32 0)
  %7 = mul i64 %6, %3
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %2, ptr addrspace(1) %8, i64 %3, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %9, ptr %5, align 8
  %10 = addrspacecast ptr %5 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %10)
  %11 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %12 = freeze i64 %11
  %13 = icmp ult i64 %12, %3
  br i1 %13, label %15, label %14

14:
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  ret void

15:
  %16 = phi i64 [ %28, %15 ], [ %12, %4 ]
  %17 = add nuw i64 %16, 1
  %18 = icmp eq i64 %17, %3
  %19 = select i1 %18, i64 0, i64 %17
  %20 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %19
  %21 = load i32, ptr addrspace(3) %20, align 4
  %22 = call spir_func i64 @_Z12get_group_idj(i32 0)
  %23 = mul i64 %22, %3
  %24 = getelementptr i32, ptr addrspace(1) %1, i64 %23
  %25 = getelementptr i32, ptr addrspace(1) %24, i64 %16
  store i32 %21, ptr addrspace(1) %25, align 4
  %26 = call spir_func i64 @_Z14get_local_sizej(i32 0)
  %27 = freeze i64 %26
  %28 = add i64 %27, %16
  %29 = icmp ult i64 %28, %3
  br i1 %29, label %15, label %14
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func i64 @_Z12get_group_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
"#;

#[test]
fn a_group_copy_into_local_memory_is_complete_after_the_wait() {
    // 3 work-groups of 4 work-items, 10 elements each: 4 does not divide 10, so work-items 0
    // and 1 copy three elements and 2 and 3 two
    let (groups, size, n) = (3u32, 4u32, 10u64);
    let total = groups as u64 * n;
    let spec = launch(
        "copy_shift",
        groups,
        size,
        vec![
            ArgSpec::buffer(ElemType::I32, total, "iota", false),
            ArgSpec::buffer(ElemType::I32, total, "zeros", true),
            ArgSpec::local(ElemType::I32, n),
            ArgSpec::scalar(ElemType::U64, n as f64),
        ],
    );
    let r = run_ok(COPY_SHIFT, &spec);
    let expected: Vec<i32> =
        (0..groups as u64).flat_map(|g| (0..n).map(move |i| (g * n + (i + 1) % n) as i32)).collect();
    assert_eq!(i32s(buffer(&r, 1)), expected);
    // the input is only read
    assert_eq!(i32s(buffer(&r, 0)), (0..total as i32).collect::<Vec<_>>());
}

/// ```c
/// kernel void strided(global const float4 *in, global float4 *out, local float4 *tmp) {
///   event_t e = async_work_group_strided_copy(tmp, in, 5, 2, 0);
///   wait_group_events(1, &e);
///   e = async_work_group_strided_copy(out, tmp, 5, 3, 0);
///   wait_group_events(1, &e);
/// }
/// ```
const STRIDED: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @strided(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(3) align 16 %2) {
  %4 = alloca target("spirv.Event"), align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  %5 = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) %2, ptr addrspace(1) %0, i64 5, i64 2, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %5, ptr %4, align 8
  %6 = addrspacecast ptr %4 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %6)
  %7 = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv4_fPU3AS3KS_mm9ocl_event(ptr addrspace(1) %1, ptr addrspace(3) %2, i64 5, i64 3, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %7, ptr %4, align 8
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  ret void
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1Dv4_fPU3AS3KS_mm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
"#;

#[test]
fn strided_copies_of_float4_stride_the_global_side_both_ways() {
    // in: 10 float4 (iota), read at 0, 2, 4, 6, 8 into tmp[0..5]; out: 15 float4, tmp[i]
    // written at 3 * i; one work-group of 3 work-items (3 does not divide 5)
    let spec = launch(
        "strided",
        1,
        3,
        vec![
            ArgSpec::buffer(ElemType::F32, 40, "iota", false),
            ArgSpec::buffer(ElemType::F32, 60, "zeros", true),
            ArgSpec::local(ElemType::F32, 20),
        ],
    );
    let r = run_ok(STRIDED, &spec);
    let mut expected = vec![0f32; 60];
    for i in 0..5 {
        for k in 0..4 {
            expected[(3 * i) * 4 + k] = ((2 * i) * 4 + k) as f32;
        }
    }
    assert_eq!(f32s(buffer(&r, 1)), expected);
}

/// ```c
/// kernel void vec3(global const float3 *in, global float3 *out, local float3 *tmp) {
///   event_t e = async_work_group_copy(tmp, in, 3, 0);
///   wait_group_events(1, &e);
///   e = async_work_group_copy(out, tmp, 3, 0);
///   wait_group_events(1, &e);
/// }
/// ```
const VEC3: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @vec3(ptr addrspace(1) align 16 %0, ptr addrspace(1) align 16 %1, ptr addrspace(3) align 16 %2) {
  %4 = alloca target("spirv.Event"), align 8
  %5 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) %2, ptr addrspace(1) %0, i64 3, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %5, ptr %4, align 8
  %6 = addrspacecast ptr %4 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %6)
  %7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1) %1, ptr addrspace(3) %2, i64 3, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %7, ptr %4, align 8
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %6)
  ret void
}

declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
"#;

#[test]
fn a_float3_element_takes_the_space_of_four_floats() {
    // three float3 are 48 bytes (sizeof(float3) is 16), the fourth padding float included
    let spec = launch(
        "vec3",
        1,
        2,
        vec![
            ArgSpec::buffer(ElemType::F32, 16, "iota", false),
            ArgSpec::buffer(ElemType::F32, 16, "zeros", true),
            ArgSpec::local(ElemType::F32, 12),
        ],
    );
    let r = run_ok(VEC3, &spec);
    let expected: Vec<f32> = (0..16).map(|i| if i < 12 { i as f32 } else { 0.0 }).collect();
    assert_eq!(f32s(buffer(&r, 1)), expected);
}

/// ```c
/// kernel void chained(global int *data, local int *scratch, int n) {
///   event_t event = 0;
///   for (int j = 0; j < n; j++)
///     event = async_work_group_copy(scratch + j, data + j, 1, event);
///   wait_group_events(1, &event);
///   int i = get_local_id(0);
///   data[n - i - 1] = scratch[i] * 10;
/// }
/// ```
const CHAINED: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @chained(ptr addrspace(1) align 4 %0, ptr addrspace(3) align 4 %1, i32 %2) {
  %4 = alloca target("spirv.Event"), align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %19, label %6

6:
  %7 = phi target("spirv.Event") [ zeroinitializer, %3 ], [ %25, %19 ]
  store target("spirv.Event") %7, ptr %4, align 8
  %8 = addrspacecast ptr %4 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %8)
  %9 = call spir_func i64 @_Z12get_local_idj(i32 0)
  %10 = trunc i64 %9 to i32
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %11
  %13 = load i32, ptr addrspace(3) %12, align 4
  %14 = mul nsw i32 %13, 10
  %15 = xor i32 %10, -1
  %16 = add i32 %15, %2
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  store i32 %14, ptr addrspace(1) %18, align 4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  ret void

19:
  %20 = phi i32 [ %26, %19 ], [ 0, %3 ]
  %21 = phi target("spirv.Event") [ %25, %19 ], [ zeroinitializer, %3 ]
  %22 = zext nneg i32 %20 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %22
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  %25 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %23, ptr addrspace(1) %24, i64 1, target("spirv.Event") %21)
  %26 = add nuw nsw i32 %20, 1
  %27 = icmp slt i32 %26, %2
  br i1 %27, label %19, label %6
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func i64 @_Z12get_local_idj(i32)
"#;

#[test]
fn chained_copies_are_all_done_by_the_wait_for_the_last_event() {
    // one element per copy: work-item 0 copies each; the others only wait
    for (size, n) in [(4u32, 4i32), (6, 6)] {
        let spec = launch(
            "chained",
            1,
            size,
            vec![
                ArgSpec::buffer(ElemType::I32, n as u64, "iota", true),
                ArgSpec::local(ElemType::I32, n as u64),
                ArgSpec::scalar(ElemType::I32, n as f64),
            ],
        );
        let r = run_ok(CHAINED, &spec);
        let expected: Vec<i32> = (0..n).map(|k| (n - 1 - k) * 10).collect();
        assert_eq!(i32s(buffer(&r, 0)), expected, "{size} work-items");
    }
}

/// The events themselves, with `event_t` a pointer as clang-19 gives it for nvptx64 (how
/// `warpflow print -x cl` compiles OpenCL C): each work-item stores the event of a copy given
/// no event and of a copy given that one.
const EVENTS: &str = r#"target triple = "spir64"

define spir_kernel void @events(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %tmp) {
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %e0 = call spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %tmp, ptr addrspace(1) %in, i64 2, ptr null)
  %t1 = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 2
  %i1 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 2
  %e1 = call spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %t1, ptr addrspace(1) %i1, i64 2, ptr %e0)
  %x0 = ptrtoint ptr %e0 to i64
  %x1 = ptrtoint ptr %e1 to i64
  %k = shl i64 %lid, 1
  %o0 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %k
  store i64 %x0, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr inbounds i64, ptr addrspace(1) %o0, i64 1
  store i64 %x1, ptr addrspace(1) %o1, align 8
  ret void
}

declare spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare spir_func i64 @_Z12get_local_idj(i32)
"#;

#[test]
fn a_copy_returns_its_event_argument_or_a_non_null_event() {
    let spec = launch(
        "events",
        1,
        2,
        vec![
            ArgSpec::buffer(ElemType::I32, 4, "iota", false),
            ArgSpec::buffer(ElemType::I64, 4, "zeros", true),
            ArgSpec::local(ElemType::I32, 4),
        ],
    );
    let r = run_ok(EVENTS, &spec);
    let ev = i64s(buffer(&r, 1));
    assert_ne!(ev[0], 0, "{ev:?}");
    // the second copy returns the event it was given, the same in every work-item
    assert_eq!(ev, [ev[0]; 4], "{ev:?}");
}

/// ```c
/// kernel void oob(local int *src, global int *dst) {
///   int l = get_local_id(0);
///   src[l] = l + 1;
///   barrier(CLK_LOCAL_MEM_FENCE);
///   event_t event = async_work_group_copy(dst + 1, src, get_local_size(0), 0);
///   wait_group_events(1, &event);
/// }
/// ```
const OOB: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @oob(ptr addrspace(3) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = alloca target("spirv.Event"), align 8
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 0)
  %5 = trunc i64 %4 to i32
  %6 = add nsw i32 %5, 1
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(3) %0, i64 %7
  store i32 %6, ptr addrspace(3) %8, align 4
  tail call spir_func void @_Z7barrierj(i32 1)
  %9 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 4
  %10 = tail call spir_func i64 @_Z14get_local_sizej(i32 0)
  %11 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1iPU3AS3Kim9ocl_event(ptr addrspace(1) %9, ptr addrspace(3) %0, i64 %10, target("spirv.Event") zeroinitializer)
  store target("spirv.Event") %11, ptr %3, align 8
  %12 = addrspacecast ptr %3 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %12)
  ret void
}

declare spir_func void @_Z7barrierj(i32)
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1iPU3AS3Kim9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, target("spirv.Event"))
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
"#;

#[test]
fn a_copy_past_the_end_of_a_buffer_is_the_kernels_fault() {
    let m = warpflow_ir::parse(OOB).unwrap();
    let args = |dst_len| {
        vec![ArgSpec::local(ElemType::I32, 4), ArgSpec::buffer(ElemType::I32, dst_len, "zeros", true)]
    };
    // dst + 1 holds 3 of the 4 elements: work-item 3 writes past the end
    let e = run(&m, &launch("oob", 1, 4, args(4)), &RunConfig::default()).unwrap_err();
    assert!(e.is_kernel_fault(), "{e}");
    match &e {
        SimError::Memory { thread, space, what, region, .. } => {
            assert_eq!(*thread, [3, 0, 0]);
            assert_eq!(space, "global");
            assert_eq!(what, "async work-group copy out of bounds or unmapped");
            assert!(region.contains("0 bytes past its end"), "{region}");
        }
        other => panic!("expected a memory fault, got {other:?}"),
    }
    // the location names the call
    let text = e.to_string();
    assert!(text.contains("async_work_group_copy"), "{text}");
    // with room for all of them, no fault, and the elements land one further on
    let r = run_ok(OOB, &launch("oob", 1, 4, args(5)));
    assert_eq!(i32s(buffer(&r, 1)), [0, 1, 2, 3, 4]);
}

#[test]
fn a_copy_into_local_memory_faults_on_either_side() {
    let m = warpflow_ir::parse(COPY_SHIFT).unwrap();
    let args = |in_len, tmp_len| {
        vec![
            ArgSpec::buffer(ElemType::I32, in_len, "iota", false),
            ArgSpec::buffer(ElemType::I32, 30, "zeros", true),
            ArgSpec::local(ElemType::I32, tmp_len),
            ArgSpec::scalar(ElemType::U64, 10.0),
        ]
    };
    let fault = |in_len, tmp_len| match run(
        &m,
        &launch("copy_shift", 3, 4, args(in_len, tmp_len)),
        &RunConfig::default(),
    ) {
        Err(SimError::Memory { block, thread, space, what, region, .. }) => {
            (block[0], thread[0], space, what, region)
        }
        other => panic!("expected a memory fault, got {other:?}"),
    };
    // 10 elements into 8 of local memory: element 8 is work-item 0's third
    let (_, t, space, what, _) = fault(30, 8);
    assert_eq!(
        (t, space.as_str(), what.as_str()),
        (0, "shared", "async work-group copy out of bounds or unmapped")
    );
    // 25 elements of input for 3 groups of 10: group 2 reads past the end from its element 5
    // on; work-item 0 copies first, and its third element is element 28 of the input
    let (b, t, space, _, region) = fault(25, 10);
    assert_eq!((b, t, space.as_str()), (2, 0, "global"));
    assert!(region.starts_with("byte 112 of argument #0"), "{region}");
}

/// ```c
/// kernel void v(global const float *p, global float *q) {
///   size_t i = get_global_id(0);
///   float3 a = vload3(i, p);
///   vstore3(a * 2.0f, i, q);
///   float4 b = vload4(i, p);
///   vstore4(b, i + 10, q);
/// }
/// ```
const VLOAD: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @v(ptr addrspace(1) align 4 %0, ptr addrspace(1) align 4 %1) {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 0)
  %4 = tail call spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64 %3, ptr addrspace(1) %0)
  %5 = fmul <3 x float> %4, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  tail call spir_func void @_Z7vstore3Dv3_fmPU3AS1f(<3 x float> %5, i64 %3, ptr addrspace(1) %1)
  %6 = tail call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 %3, ptr addrspace(1) %0)
  %7 = add i64 %3, 10
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> %6, i64 %7, ptr addrspace(1) %1)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func void @_Z7vstore3Dv3_fmPU3AS1f(<3 x float>, i64, ptr addrspace(1))
declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float>, i64, ptr addrspace(1))
"#;

#[test]
fn vload3_and_vstore3_step_by_three_elements_vload4_and_vstore4_by_four() {
    let spec = launch(
        "v",
        2,
        2,
        vec![
            ArgSpec::buffer(ElemType::F32, 16, "iota", false),
            ArgSpec::buffer(ElemType::F32, 60, "zeros", true),
        ],
    );
    let r = run_ok(VLOAD, &spec);
    // q[3i..3i+3] = 2 * p[3i..3i+3], q[4(i+10)..] = p[4i..4i+4] for the 4 work-items
    let expected: Vec<f32> = (0..60)
        .map(|k| match k {
            0..12 => 2.0 * k as f32,
            40..56 => (k - 40) as f32,
            _ => 0.0,
        })
        .collect();
    assert_eq!(f32s(buffer(&r, 1)), expected);
    // p holds 16 floats: vload4(4, p) of a fifth work-item reads past its end
    let m = warpflow_ir::parse(VLOAD).unwrap();
    let mut spec = spec;
    spec.grid = [5, 1, 1];
    spec.block = [1, 1, 1];
    match run(&m, &spec, &RunConfig::default()).unwrap_err() {
        SimError::Memory { block, what, .. } => {
            assert_eq!(block, [4, 0, 0]);
            assert_eq!(what, "load out of bounds or unmapped");
        }
        other => panic!("expected a memory fault, got {other:?}"),
    }
}

/// ```c
/// kernel void u(global const uchar *p, global uchar *q, local ushort *t) {
///   size_t i = get_global_id(0);
///   vstore16(vload16(i, p) + (uchar)1, i, q);
///   size_t l = get_local_id(0);
///   vstore2((ushort2)(l, 100 + l), l, t);
///   barrier(CLK_LOCAL_MEM_FENCE);
///   ushort2 x = vload2(get_local_size(0) - 1 - l, t);
///   vstore2(convert_uchar2(x), i + 32, q);
/// }
/// ```
/// (`convert_uchar2` written as the `trunc` it is.)
const VLOAD_BYTES: &str = r#"target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @u(ptr addrspace(1) align 1 %0, ptr addrspace(1) align 1 %1, ptr addrspace(3) align 2 %2) {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 0)
  %5 = tail call spir_func <16 x i8> @_Z7vload16mPU3AS1Kh(i64 %4, ptr addrspace(1) %0)
  %6 = add <16 x i8> %5, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  tail call spir_func void @_Z8vstore16Dv16_hmPU3AS1h(<16 x i8> %6, i64 %4, ptr addrspace(1) %1)
  %7 = tail call spir_func i64 @_Z12get_local_idj(i32 0)
  %8 = trunc i64 %7 to i16
  %9 = insertelement <2 x i16> poison, i16 %8, i64 0
  %10 = add i16 %8, 100
  %11 = insertelement <2 x i16> %9, i16 %10, i64 1
  tail call spir_func void @_Z7vstore2Dv2_tmPU3AS3t(<2 x i16> %11, i64 %7, ptr addrspace(3) %2)
  tail call spir_func void @_Z7barrierj(i32 1)
  %12 = tail call spir_func i64 @_Z14get_local_sizej(i32 0)
  %13 = xor i64 %7, -1
  %14 = add i64 %12, %13
  %15 = tail call spir_func <2 x i16> @_Z6vload2mPU3AS3Kt(i64 %14, ptr addrspace(3) %2)
  %16 = trunc <2 x i16> %15 to <2 x i8>
  %17 = add i64 %4, 32
  tail call spir_func void @_Z7vstore2Dv2_hmPU3AS1h(<2 x i8> %16, i64 %17, ptr addrspace(1) %1)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func void @_Z7barrierj(i32)
declare spir_func <16 x i8> @_Z7vload16mPU3AS1Kh(i64, ptr addrspace(1))
declare spir_func void @_Z8vstore16Dv16_hmPU3AS1h(<16 x i8>, i64, ptr addrspace(1))
declare spir_func void @_Z7vstore2Dv2_tmPU3AS3t(<2 x i16>, i64, ptr addrspace(3))
declare spir_func <2 x i16> @_Z6vload2mPU3AS3Kt(i64, ptr addrspace(3))
declare spir_func void @_Z7vstore2Dv2_hmPU3AS1h(<2 x i8>, i64, ptr addrspace(1))
"#;

#[test]
fn vector_accesses_of_bytes_and_shorts_in_global_and_local_memory() {
    let spec = launch(
        "u",
        1,
        2,
        vec![
            ArgSpec::buffer(ElemType::U8, 32, "iota", false),
            ArgSpec::buffer(ElemType::U8, 68, "zeros", true),
            ArgSpec::local(ElemType::U16, 4),
        ],
    );
    let r = run_ok(VLOAD_BYTES, &spec);
    // q[0..32] = p + 1 (two vstore16), q[64 + 2i..] = t[1 - i] = (1 - i, 101 - i)
    let mut expected: Vec<u8> = (1..=32).collect();
    expected.resize(64, 0);
    expected.extend([1, 101, 0, 100]);
    assert_eq!(buffer(&r, 1), expected.as_slice());
}
