; ModuleID = 'barriers/fail-shared-flag-tid.cu'
source_filename = "barriers/fail-shared-flag-tid.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }

@_ZZ20fail_shared_flag_tidE4flag = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ20fail_shared_flag_tidE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_shared_flag_tid(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %6, ptr %5, align 4, !dbg !16
  %7 = load ptr, ptr %3, align 8, !dbg !17
  %8 = load i32, ptr %5, align 4, !dbg !18
  %9 = zext i32 %8 to i64, !dbg !17
  %10 = getelementptr inbounds i32, ptr %7, i64 %9, !dbg !17
  %11 = load i32, ptr %10, align 4, !dbg !17
  %12 = and i32 %11, 1, !dbg !19
  %13 = load i32, ptr %5, align 4, !dbg !20
  %14 = zext i32 %13 to i64, !dbg !21
  %15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_shared_flag_tidE4flag to ptr), i64 0, i64 %14, !dbg !21
  store i32 %12, ptr %15, align 4, !dbg !22
  %16 = load ptr, ptr %3, align 8, !dbg !23
  %17 = load i32, ptr %5, align 4, !dbg !24
  %18 = zext i32 %17 to i64, !dbg !23
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !23
  %20 = load i32, ptr %19, align 4, !dbg !23
  %21 = load i32, ptr %5, align 4, !dbg !25
  %22 = zext i32 %21 to i64, !dbg !26
  %23 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_shared_flag_tidE1s to ptr), i64 0, i64 %22, !dbg !26
  store i32 %20, ptr %23, align 4, !dbg !27
  call void @llvm.nvvm.barrier0(), !dbg !28
  %24 = load i32, ptr %5, align 4, !dbg !29
  %25 = zext i32 %24 to i64, !dbg !30
  %26 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_shared_flag_tidE4flag to ptr), i64 0, i64 %25, !dbg !30
  %27 = load i32, ptr %26, align 4, !dbg !30
  %28 = icmp ne i32 %27, 0, !dbg !30
  br i1 %28, label %29, label %35, !dbg !30

29:                                               ; preds = %2
  %30 = load i32, ptr %5, align 4, !dbg !31
  %31 = zext i32 %30 to i64, !dbg !32
  %32 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_shared_flag_tidE1s to ptr), i64 0, i64 %31, !dbg !32
  %33 = load i32, ptr %32, align 4, !dbg !33
  %34 = add nsw i32 %33, 1, !dbg !33
  store i32 %34, ptr %32, align 4, !dbg !33
  call void @llvm.nvvm.barrier0(), !dbg !34
  br label %35, !dbg !35

35:                                               ; preds = %29, %2
  %36 = load i32, ptr %5, align 4, !dbg !36
  %37 = zext i32 %36 to i64, !dbg !37
  %38 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_shared_flag_tidE1s to ptr), i64 0, i64 %37, !dbg !37
  %39 = load i32, ptr %38, align 4, !dbg !37
  %40 = load ptr, ptr %4, align 8, !dbg !38
  %41 = load i32, ptr %5, align 4, !dbg !39
  %42 = zext i32 %41 to i64, !dbg !38
  %43 = getelementptr inbounds i32, ptr %40, i64 %42, !dbg !38
  store i32 %39, ptr %43, align 4, !dbg !40
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-shared-flag-tid.cu", directory: ".")
!2 = !{ptr @fail_shared_flag_tid, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_shared_flag_tid", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 16, scope: !9)
!17 = !DILocation(line: 10, column: 13, scope: !9)
!18 = !DILocation(line: 10, column: 16, scope: !9)
!19 = !DILocation(line: 10, column: 19, scope: !9)
!20 = !DILocation(line: 10, column: 8, scope: !9)
!21 = !DILocation(line: 10, column: 3, scope: !9)
!22 = !DILocation(line: 10, column: 11, scope: !9)
!23 = !DILocation(line: 11, column: 10, scope: !9)
!24 = !DILocation(line: 11, column: 13, scope: !9)
!25 = !DILocation(line: 11, column: 5, scope: !9)
!26 = !DILocation(line: 11, column: 3, scope: !9)
!27 = !DILocation(line: 11, column: 8, scope: !9)
!28 = !DILocation(line: 12, column: 3, scope: !9)
!29 = !DILocation(line: 13, column: 12, scope: !9)
!30 = !DILocation(line: 13, column: 7, scope: !9)
!31 = !DILocation(line: 14, column: 7, scope: !9)
!32 = !DILocation(line: 14, column: 5, scope: !9)
!33 = !DILocation(line: 14, column: 10, scope: !9)
!34 = !DILocation(line: 15, column: 5, scope: !9)
!35 = !DILocation(line: 16, column: 3, scope: !9)
!36 = !DILocation(line: 17, column: 14, scope: !9)
!37 = !DILocation(line: 17, column: 12, scope: !9)
!38 = !DILocation(line: 17, column: 3, scope: !9)
!39 = !DILocation(line: 17, column: 7, scope: !9)
!40 = !DILocation(line: 17, column: 10, scope: !9)
!41 = !DILocation(line: 18, column: 1, scope: !9)
