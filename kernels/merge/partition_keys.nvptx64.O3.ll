; ModuleID = 'merge/partition_keys.cu'
source_filename = "merge/partition_keys.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none)
define dso_local void @partition_keys(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = icmp slt i32 %11, %5, !dbg !24
  br i1 %12, label %13, label %40, !dbg !25

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64, !dbg !26
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !26
  %16 = load i32, ptr %15, align 4, !dbg !26, !tbaa !27
  %17 = lshr i32 %16, 8, !dbg !31
  %18 = icmp ult i32 %17, %4, !dbg !32
  br i1 %18, label %19, label %26, !dbg !33

19:                                               ; preds = %13
  %20 = and i32 %17, 255, !dbg !34
  %21 = zext nneg i32 %20 to i64, !dbg !35
  %22 = getelementptr inbounds i32, ptr %1, i64 %21, !dbg !35
  %23 = load i32, ptr %22, align 4, !dbg !35, !tbaa !27
  %24 = shl nuw nsw i32 %17, 1, !dbg !36
  %25 = add i32 %23, %24, !dbg !37
  br label %34, !dbg !38

26:                                               ; preds = %13
  %27 = lshr i32 %16, 16, !dbg !39
  %28 = and i32 %27, 255, !dbg !40
  %29 = zext nneg i32 %28 to i64, !dbg !41
  %30 = getelementptr inbounds i32, ptr %1, i64 %29, !dbg !41
  %31 = load i32, ptr %30, align 4, !dbg !41, !tbaa !27
  %32 = mul nuw nsw i32 %17, 3, !dbg !42
  %33 = sub i32 %32, %31, !dbg !43
  br label %34

34:                                               ; preds = %26, %19
  %35 = phi ptr [ %2, %19 ], [ %3, %26 ]
  %36 = phi i32 [ %25, %19 ], [ %33, %26 ]
  %37 = phi ptr [ %3, %19 ], [ %2, %26 ]
  %38 = getelementptr inbounds i32, ptr %35, i64 %14, !dbg !44
  store i32 %36, ptr %38, align 4, !dbg !44, !tbaa !27
  %39 = getelementptr inbounds i32, ptr %37, i64 %14, !dbg !44
  store i32 0, ptr %39, align 4, !dbg !44, !tbaa !27
  br label %40, !dbg !45

40:                                               ; preds = %34, %6
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "merge/partition_keys.cu", directory: ".")
!2 = !{ptr @partition_keys, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "partition_keys", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 24, scope: !9)
!19 = !DILocation(line: 8, column: 22, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 37, scope: !9)
!23 = !DILocation(line: 8, column: 35, scope: !9)
!24 = !DILocation(line: 9, column: 9, scope: !9)
!25 = !DILocation(line: 9, column: 7, scope: !9)
!26 = !DILocation(line: 11, column: 18, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 11, column: 26, scope: !9)
!32 = !DILocation(line: 12, column: 11, scope: !9)
!33 = !DILocation(line: 12, column: 7, scope: !9)
!34 = !DILocation(line: 13, column: 24, scope: !9)
!35 = !DILocation(line: 13, column: 18, scope: !9)
!36 = !DILocation(line: 14, column: 18, scope: !9)
!37 = !DILocation(line: 14, column: 23, scope: !9)
!38 = !DILocation(line: 16, column: 3, scope: !9)
!39 = !DILocation(line: 17, column: 25, scope: !9)
!40 = !DILocation(line: 17, column: 31, scope: !9)
!41 = !DILocation(line: 17, column: 18, scope: !9)
!42 = !DILocation(line: 18, column: 19, scope: !9)
!43 = !DILocation(line: 18, column: 24, scope: !9)
!44 = !DILocation(line: 0, scope: !9)
!45 = !DILocation(line: 21, column: 1, scope: !9)
