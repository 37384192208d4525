; ModuleID = 'warp/fail-warp-lane-range.cu'
source_filename = "warp/fail-warp-lane-range.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_warp_lane_range(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %11 = mul i32 %9, %10, !dbg !19
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %13 = add i32 %11, %12, !dbg !23
  store i32 %13, ptr %6, align 4, !dbg !24
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %15 = urem i32 %14, 32, !dbg !27
  store i32 %15, ptr %7, align 4, !dbg !28
  %16 = load ptr, ptr %4, align 8, !dbg !29
  %17 = load i32, ptr %6, align 4, !dbg !30
  %18 = zext i32 %17 to i64, !dbg !29
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !29
  %20 = load i32, ptr %19, align 4, !dbg !29
  store i32 %20, ptr %8, align 4, !dbg !31
  %21 = load i32, ptr %7, align 4, !dbg !32
  %22 = icmp ult i32 %21, 15, !dbg !33
  br i1 %22, label %23, label %25, !dbg !32

23:                                               ; preds = %2
  store i32 65535, ptr %3, align 4
  %24 = load i32, ptr %3, align 4, !dbg !34
  call void @llvm.nvvm.bar.warp.sync(i32 %24), !dbg !37
  br label %25, !dbg !38

25:                                               ; preds = %23, %2
  %26 = load i32, ptr %8, align 4, !dbg !39
  %27 = load ptr, ptr %5, align 8, !dbg !40
  %28 = load i32, ptr %6, align 4, !dbg !41
  %29 = zext i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !40
  store i32 %26, ptr %30, align 4, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/fail-warp-lane-range.cu", directory: ".")
!2 = !{ptr @fail_warp_lane_range, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_warp_lane_range", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 6, column: 33, scope: !9)
!19 = !DILocation(line: 6, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 6, column: 46, scope: !9)
!23 = !DILocation(line: 6, column: 44, scope: !9)
!24 = !DILocation(line: 6, column: 16, scope: !9)
!25 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 7, column: 23, scope: !9)
!27 = !DILocation(line: 7, column: 35, scope: !9)
!28 = !DILocation(line: 7, column: 16, scope: !9)
!29 = !DILocation(line: 8, column: 11, scope: !9)
!30 = !DILocation(line: 8, column: 14, scope: !9)
!31 = !DILocation(line: 8, column: 7, scope: !9)
!32 = !DILocation(line: 9, column: 7, scope: !9)
!33 = !DILocation(line: 9, column: 12, scope: !9)
!34 = !DILocation(line: 62, column: 90, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 62, type: !10, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!36 = distinct !DILocation(line: 10, column: 5, scope: !9)
!37 = !DILocation(line: 62, column: 69, scope: !35, inlinedAt: !36)
!38 = !DILocation(line: 10, column: 5, scope: !9)
!39 = !DILocation(line: 11, column: 12, scope: !9)
!40 = !DILocation(line: 11, column: 3, scope: !9)
!41 = !DILocation(line: 11, column: 7, scope: !9)
!42 = !DILocation(line: 11, column: 10, scope: !9)
!43 = !DILocation(line: 12, column: 1, scope: !9)
