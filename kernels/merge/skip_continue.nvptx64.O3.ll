; ModuleID = 'merge/skip_continue.cu'
source_filename = "merge/skip_continue.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @skip_continue(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = icmp sgt i32 %3, 0, !dbg !24
  br i1 %12, label %13, label %56, !dbg !25

13:                                               ; preds = %6
  %14 = mul i32 %11, %3
  br label %15, !dbg !25

15:                                               ; preds = %13, %53
  %16 = phi i32 [ 0, %13 ], [ %52, %53 ]
  %17 = phi i32 [ 0, %13 ], [ %54, %53 ]
  %18 = add i32 %17, %14, !dbg !26
  %19 = and i32 %18, %4, !dbg !27
  %20 = zext i32 %19 to i64, !dbg !28
  %21 = getelementptr inbounds i32, ptr %0, i64 %20, !dbg !28
  %22 = load i32, ptr %21, align 4, !dbg !28, !tbaa !29
  %23 = and i32 %22, 7, !dbg !33
  %24 = icmp eq i32 %23, 0, !dbg !34
  br i1 %24, label %50, label %25, !dbg !35

25:                                               ; preds = %15
  %26 = and i32 %22, 8, !dbg !36
  %27 = icmp eq i32 %26, 0, !dbg !37
  br i1 %27, label %36, label %28, !dbg !37

28:                                               ; preds = %25
  %29 = lshr i32 %22, 4, !dbg !38
  %30 = mul nuw nsw i32 %29, 3, !dbg !39
  %31 = and i32 %22, 63, !dbg !40
  %32 = zext nneg i32 %31 to i64, !dbg !41
  %33 = getelementptr inbounds i32, ptr %1, i64 %32, !dbg !41
  %34 = load i32, ptr %33, align 4, !dbg !41, !tbaa !29
  %35 = add i32 %34, %30, !dbg !42
  br label %45, !dbg !43

36:                                               ; preds = %25
  %37 = lshr i32 %22, 5, !dbg !44
  %38 = mul nuw nsw i32 %37, 5, !dbg !45
  %39 = lshr i32 %22, 6, !dbg !46
  %40 = and i32 %39, 63, !dbg !47
  %41 = zext nneg i32 %40 to i64, !dbg !48
  %42 = getelementptr inbounds i32, ptr %1, i64 %41, !dbg !48
  %43 = load i32, ptr %42, align 4, !dbg !48, !tbaa !29
  %44 = xor i32 %43, %38, !dbg !49
  br label %45

45:                                               ; preds = %36, %28
  %46 = phi i32 [ %35, %28 ], [ %44, %36 ]
  %47 = add i32 %46, %16, !dbg !50
  %48 = icmp ugt i32 %47, %5, !dbg !51
  %49 = select i1 %48, i32 2, i32 0, !dbg !50
  br label %50, !dbg !50

50:                                               ; preds = %45, %15
  %51 = phi i32 [ 4, %15 ], [ %49, %45 ]
  %52 = phi i32 [ %16, %15 ], [ %47, %45 ], !dbg !50
  switch i32 %51, label %56 [
    i32 0, label %53
    i32 4, label %53
  ]

53:                                               ; preds = %50, %50
  %54 = add nuw nsw i32 %17, 1, !dbg !52
  %55 = icmp eq i32 %54, %3, !dbg !24
  br i1 %55, label %56, label %15, !dbg !25, !llvm.loop !53

56:                                               ; preds = %50, %53, %6
  %57 = phi i32 [ 0, %6 ], [ %52, %53 ], [ %52, %50 ], !dbg !56
  %58 = sext i32 %11 to i64, !dbg !57
  %59 = getelementptr inbounds i32, ptr %2, i64 %58, !dbg !57
  store i32 %57, ptr %59, align 4, !dbg !58, !tbaa !29
  ret void, !dbg !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "merge/skip_continue.cu", directory: ".")
!2 = !{ptr @skip_continue, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "skip_continue", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!24 = !DILocation(line: 10, column: 21, scope: !9)
!25 = !DILocation(line: 10, column: 3, scope: !9)
!26 = !DILocation(line: 11, column: 48, scope: !9)
!27 = !DILocation(line: 11, column: 63, scope: !9)
!28 = !DILocation(line: 11, column: 18, scope: !9)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 12, column: 12, scope: !9)
!34 = !DILocation(line: 12, column: 18, scope: !9)
!35 = !DILocation(line: 12, column: 9, scope: !9)
!36 = !DILocation(line: 14, column: 11, scope: !9)
!37 = !DILocation(line: 14, column: 9, scope: !9)
!38 = !DILocation(line: 15, column: 17, scope: !9)
!39 = !DILocation(line: 15, column: 23, scope: !9)
!40 = !DILocation(line: 15, column: 36, scope: !9)
!41 = !DILocation(line: 15, column: 30, scope: !9)
!42 = !DILocation(line: 15, column: 28, scope: !9)
!43 = !DILocation(line: 16, column: 5, scope: !9)
!44 = !DILocation(line: 17, column: 17, scope: !9)
!45 = !DILocation(line: 17, column: 23, scope: !9)
!46 = !DILocation(line: 17, column: 37, scope: !9)
!47 = !DILocation(line: 17, column: 43, scope: !9)
!48 = !DILocation(line: 17, column: 30, scope: !9)
!49 = !DILocation(line: 17, column: 28, scope: !9)
!50 = !DILocation(line: 0, scope: !9)
!51 = !DILocation(line: 19, column: 13, scope: !9)
!52 = !DILocation(line: 10, column: 26, scope: !9)
!53 = distinct !{!53, !25, !54, !55}
!54 = !DILocation(line: 21, column: 3, scope: !9)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 9, column: 12, scope: !9)
!57 = !DILocation(line: 22, column: 3, scope: !9)
!58 = !DILocation(line: 22, column: 10, scope: !9)
!59 = !DILocation(line: 23, column: 1, scope: !9)
