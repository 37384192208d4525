; ModuleID = 'barriers/fail-inlined-barrier.cu'
source_filename = "barriers/fail-inlined-barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@_ZZ20fail_inlined_barrierE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_inlined_barrier(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %14 = mul i32 %12, %13, !dbg !19
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %16 = add i32 %14, %15, !dbg !23
  store i32 %16, ptr %10, align 4, !dbg !24
  %17 = load ptr, ptr %7, align 8, !dbg !25
  %18 = load i32, ptr %10, align 4, !dbg !26
  %19 = zext i32 %18 to i64, !dbg !25
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !25
  %21 = load i32, ptr %20, align 4, !dbg !25
  store i32 %21, ptr %11, align 4, !dbg !27
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %23 = load i32, ptr %9, align 4, !dbg !30
  %24 = icmp ult i32 %22, %23, !dbg !31
  br i1 %24, label %25, label %41, !dbg !32

25:                                               ; preds = %3
  %26 = load i32, ptr %11, align 4, !dbg !33
  store ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_inlined_barrierE1s to ptr), ptr %4, align 8
  store i32 %26, ptr %5, align 4
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  store i32 %27, ptr %6, align 4, !dbg !38
  %28 = load i32, ptr %5, align 4, !dbg !39
  %29 = load ptr, ptr %4, align 8, !dbg !40
  %30 = load i32, ptr %6, align 4, !dbg !41
  %31 = zext i32 %30 to i64, !dbg !40
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !40
  store i32 %28, ptr %32, align 4, !dbg !42
  call void @llvm.nvvm.barrier0(), !dbg !43
  %33 = load ptr, ptr %4, align 8, !dbg !44
  %34 = load i32, ptr %6, align 4, !dbg !45
  %35 = add i32 %34, 1, !dbg !46
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !47
  %37 = urem i32 %35, %36, !dbg !49
  %38 = zext i32 %37 to i64, !dbg !44
  %39 = getelementptr inbounds i32, ptr %33, i64 %38, !dbg !44
  %40 = load i32, ptr %39, align 4, !dbg !44
  store i32 %40, ptr %11, align 4, !dbg !50
  br label %41, !dbg !51

41:                                               ; preds = %25, %3
  %42 = load i32, ptr %11, align 4, !dbg !52
  %43 = load ptr, ptr %8, align 8, !dbg !53
  %44 = load i32, ptr %10, align 4, !dbg !54
  %45 = zext i32 %44 to i64, !dbg !53
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !53
  store i32 %42, ptr %46, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-inlined-barrier.cu", directory: ".")
!2 = !{ptr @fail_inlined_barrier, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_inlined_barrier", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 14, column: 33, scope: !9)
!19 = !DILocation(line: 14, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 14, column: 46, scope: !9)
!23 = !DILocation(line: 14, column: 44, scope: !9)
!24 = !DILocation(line: 14, column: 16, scope: !9)
!25 = !DILocation(line: 15, column: 11, scope: !9)
!26 = !DILocation(line: 15, column: 14, scope: !9)
!27 = !DILocation(line: 15, column: 7, scope: !9)
!28 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !29)
!29 = distinct !DILocation(line: 16, column: 7, scope: !9)
!30 = !DILocation(line: 16, column: 35, scope: !9)
!31 = !DILocation(line: 16, column: 19, scope: !9)
!32 = !DILocation(line: 16, column: 7, scope: !9)
!33 = !DILocation(line: 17, column: 18, scope: !9)
!34 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !35)
!35 = distinct !DILocation(line: 6, column: 20, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "stage", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!37 = distinct !DILocation(line: 17, column: 9, scope: !9)
!38 = !DILocation(line: 6, column: 16, scope: !36, inlinedAt: !37)
!39 = !DILocation(line: 7, column: 10, scope: !36, inlinedAt: !37)
!40 = !DILocation(line: 7, column: 3, scope: !36, inlinedAt: !37)
!41 = !DILocation(line: 7, column: 5, scope: !36, inlinedAt: !37)
!42 = !DILocation(line: 7, column: 8, scope: !36, inlinedAt: !37)
!43 = !DILocation(line: 8, column: 3, scope: !36, inlinedAt: !37)
!44 = !DILocation(line: 9, column: 10, scope: !36, inlinedAt: !37)
!45 = !DILocation(line: 9, column: 13, scope: !36, inlinedAt: !37)
!46 = !DILocation(line: 9, column: 15, scope: !36, inlinedAt: !37)
!47 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !48)
!48 = distinct !DILocation(line: 9, column: 22, scope: !36, inlinedAt: !37)
!49 = !DILocation(line: 9, column: 20, scope: !36, inlinedAt: !37)
!50 = !DILocation(line: 17, column: 7, scope: !9)
!51 = !DILocation(line: 17, column: 5, scope: !9)
!52 = !DILocation(line: 18, column: 12, scope: !9)
!53 = !DILocation(line: 18, column: 3, scope: !9)
!54 = !DILocation(line: 18, column: 7, scope: !9)
!55 = !DILocation(line: 18, column: 10, scope: !9)
!56 = !DILocation(line: 19, column: 1, scope: !9)
