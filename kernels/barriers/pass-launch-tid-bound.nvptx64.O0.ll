; ModuleID = 'barriers/pass-launch-tid-bound.cu'
source_filename = "barriers/pass-launch-tid-bound.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ21pass_launch_tid_boundE1s = internal addrspace(3) global [128 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_launch_tid_bound(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
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
  %12 = load i32, ptr %5, align 4, !dbg !19
  %13 = zext i32 %12 to i64, !dbg !20
  %14 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21pass_launch_tid_boundE1s to ptr), i64 0, i64 %13, !dbg !20
  store i32 %11, ptr %14, align 4, !dbg !21
  %15 = load i32, ptr %5, align 4, !dbg !22
  %16 = icmp ult i32 %15, 96, !dbg !23
  br i1 %16, label %17, label %29, !dbg !22

17:                                               ; preds = %2
  call void @llvm.nvvm.barrier0(), !dbg !24
  %18 = load i32, ptr %5, align 4, !dbg !25
  %19 = add i32 %18, 1, !dbg !26
  %20 = urem i32 %19, 96, !dbg !27
  %21 = zext i32 %20 to i64, !dbg !28
  %22 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21pass_launch_tid_boundE1s to ptr), i64 0, i64 %21, !dbg !28
  %23 = load i32, ptr %22, align 4, !dbg !28
  %24 = load i32, ptr %5, align 4, !dbg !29
  %25 = zext i32 %24 to i64, !dbg !30
  %26 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21pass_launch_tid_boundE1s to ptr), i64 0, i64 %25, !dbg !30
  %27 = load i32, ptr %26, align 4, !dbg !31
  %28 = add nsw i32 %27, %23, !dbg !31
  store i32 %28, ptr %26, align 4, !dbg !31
  br label %29, !dbg !32

29:                                               ; preds = %17, %2
  %30 = load i32, ptr %5, align 4, !dbg !33
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %32 = icmp ult i32 %30, %31, !dbg !37
  br i1 %32, label %33, label %42, !dbg !33

33:                                               ; preds = %29
  call void @llvm.nvvm.barrier0(), !dbg !38
  %34 = load i32, ptr %5, align 4, !dbg !39
  %35 = zext i32 %34 to i64, !dbg !40
  %36 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21pass_launch_tid_boundE1s to ptr), i64 0, i64 %35, !dbg !40
  %37 = load i32, ptr %36, align 4, !dbg !40
  %38 = load ptr, ptr %4, align 8, !dbg !41
  %39 = load i32, ptr %5, align 4, !dbg !42
  %40 = zext i32 %39 to i64, !dbg !41
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !41
  store i32 %37, ptr %41, align 4, !dbg !43
  br label %42, !dbg !44

42:                                               ; preds = %33, %29
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/pass-launch-tid-bound.cu", directory: ".")
!2 = !{ptr @pass_launch_tid_bound, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_launch_tid_bound", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 8, column: 16, scope: !9)
!17 = !DILocation(line: 9, column: 10, scope: !9)
!18 = !DILocation(line: 9, column: 13, scope: !9)
!19 = !DILocation(line: 9, column: 5, scope: !9)
!20 = !DILocation(line: 9, column: 3, scope: !9)
!21 = !DILocation(line: 9, column: 8, scope: !9)
!22 = !DILocation(line: 10, column: 7, scope: !9)
!23 = !DILocation(line: 10, column: 9, scope: !9)
!24 = !DILocation(line: 11, column: 5, scope: !9)
!25 = !DILocation(line: 12, column: 16, scope: !9)
!26 = !DILocation(line: 12, column: 18, scope: !9)
!27 = !DILocation(line: 12, column: 23, scope: !9)
!28 = !DILocation(line: 12, column: 13, scope: !9)
!29 = !DILocation(line: 12, column: 7, scope: !9)
!30 = !DILocation(line: 12, column: 5, scope: !9)
!31 = !DILocation(line: 12, column: 10, scope: !9)
!32 = !DILocation(line: 13, column: 3, scope: !9)
!33 = !DILocation(line: 14, column: 7, scope: !9)
!34 = !DILocation(line: 47, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!36 = distinct !DILocation(line: 14, column: 11, scope: !9)
!37 = !DILocation(line: 14, column: 9, scope: !9)
!38 = !DILocation(line: 15, column: 5, scope: !9)
!39 = !DILocation(line: 16, column: 16, scope: !9)
!40 = !DILocation(line: 16, column: 14, scope: !9)
!41 = !DILocation(line: 16, column: 5, scope: !9)
!42 = !DILocation(line: 16, column: 9, scope: !9)
!43 = !DILocation(line: 16, column: 12, scope: !9)
!44 = !DILocation(line: 17, column: 3, scope: !9)
!45 = !DILocation(line: 18, column: 1, scope: !9)
