; ModuleID = 'barriers/fail-unrolled-barrier.cu'
source_filename = "barriers/fail-unrolled-barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21fail_unrolled_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fail_unrolled_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = add i32 %7, %4, !dbg !23
  %9 = zext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !24
  %11 = load i32, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = zext nneg i32 %4 to i64, !dbg !29
  %13 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21fail_unrolled_barrierE1s to ptr), i64 0, i64 %12, !dbg !29
  store i32 %11, ptr %13, align 4, !dbg !30, !tbaa !25
  %14 = icmp ult i32 %4, %2
  br i1 %14, label %15, label %17, !dbg !31

15:                                               ; preds = %3
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %16 = load i32, ptr %13, align 4, !dbg !33, !tbaa !25
  br label %17, !dbg !34

17:                                               ; preds = %3, %15
  %18 = phi i32 [ %11, %3 ], [ %16, %15 ], !dbg !33
  br i1 %14, label %19, label %22, !dbg !31

19:                                               ; preds = %17
  %20 = add nsw i32 %18, 1, !dbg !35
  store i32 %20, ptr %13, align 4, !dbg !35, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %21 = load i32, ptr %13, align 4, !dbg !33, !tbaa !25
  br label %22, !dbg !34

22:                                               ; preds = %19, %17
  %23 = phi i32 [ %21, %19 ], [ %18, %17 ], !dbg !33
  br i1 %14, label %24, label %27, !dbg !31

24:                                               ; preds = %22
  %25 = add nsw i32 %23, 2, !dbg !35
  store i32 %25, ptr %13, align 4, !dbg !35, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %26 = load i32, ptr %13, align 4, !dbg !33, !tbaa !25
  br label %27, !dbg !34

27:                                               ; preds = %24, %22
  %28 = phi i32 [ %26, %24 ], [ %23, %22 ], !dbg !33
  br i1 %14, label %29, label %32, !dbg !31

29:                                               ; preds = %27
  %30 = add nsw i32 %28, 3, !dbg !35
  store i32 %30, ptr %13, align 4, !dbg !35, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %31 = load i32, ptr %13, align 4, !dbg !33, !tbaa !25
  br label %32, !dbg !34

32:                                               ; preds = %29, %27
  %33 = phi i32 [ %31, %29 ], [ %28, %27 ], !dbg !33
  br i1 %14, label %34, label %37, !dbg !31

34:                                               ; preds = %32
  %35 = add nsw i32 %33, 4, !dbg !35
  store i32 %35, ptr %13, align 4, !dbg !35, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %36 = load i32, ptr %13, align 4, !dbg !33, !tbaa !25
  br label %37, !dbg !34

37:                                               ; preds = %34, %32
  %38 = phi i32 [ %36, %34 ], [ %33, %32 ], !dbg !33
  br i1 %14, label %39, label %42, !dbg !31

39:                                               ; preds = %37
  %40 = add nsw i32 %38, 5, !dbg !35
  store i32 %40, ptr %13, align 4, !dbg !35, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %41 = load i32, ptr %13, align 4, !dbg !33, !tbaa !25
  br label %42, !dbg !34

42:                                               ; preds = %39, %37
  %43 = phi i32 [ %41, %39 ], [ %38, %37 ], !dbg !33
  %44 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !36
  store i32 %43, ptr %44, align 4, !dbg !37, !tbaa !25
  ret void, !dbg !38
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-unrolled-barrier.cu", directory: ".")
!2 = !{ptr @fail_unrolled_barrier, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_unrolled_barrier", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 20, scope: !9)
!19 = !DILocation(line: 47, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 8, column: 33, scope: !9)
!22 = !DILocation(line: 8, column: 31, scope: !9)
!23 = !DILocation(line: 8, column: 44, scope: !9)
!24 = !DILocation(line: 9, column: 10, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 9, column: 3, scope: !9)
!30 = !DILocation(line: 9, column: 8, scope: !9)
!31 = !DILocation(line: 12, column: 9, scope: !9)
!32 = !DILocation(line: 14, column: 7, scope: !9)
!33 = !DILocation(line: 17, column: 12, scope: !9)
!34 = !DILocation(line: 15, column: 5, scope: !9)
!35 = !DILocation(line: 13, column: 12, scope: !9)
!36 = !DILocation(line: 17, column: 3, scope: !9)
!37 = !DILocation(line: 17, column: 10, scope: !9)
!38 = !DILocation(line: 18, column: 1, scope: !9)
