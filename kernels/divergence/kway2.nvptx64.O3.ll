; ModuleID = 'divergence/kway2.cu'
source_filename = "divergence/kway2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @kway2(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = zext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !24
  %11 = load i32, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = trunc i32 %7 to i1, !dbg !29
  %13 = icmp sgt i32 %2, 0, !dbg !30
  br i1 %12, label %20, label %14, !dbg !29

14:                                               ; preds = %3
  br i1 %13, label %15, label %85, !dbg !31

15:                                               ; preds = %14
  %16 = and i32 %2, 7, !dbg !31
  %17 = icmp ult i32 %2, 8, !dbg !31
  br i1 %17, label %74, label %18, !dbg !31

18:                                               ; preds = %15
  %19 = and i32 %2, 2147483640, !dbg !31
  br label %26, !dbg !31

20:                                               ; preds = %3
  br i1 %13, label %21, label %85, !dbg !32

21:                                               ; preds = %20
  %22 = and i32 %2, 7, !dbg !32
  %23 = icmp ult i32 %2, 8, !dbg !32
  br i1 %23, label %62, label %24, !dbg !32

24:                                               ; preds = %21
  %25 = and i32 %2, 2147483640, !dbg !32
  br label %33, !dbg !32

26:                                               ; preds = %26, %18
  %27 = phi i32 [ %11, %18 ], [ %30, %26 ]
  %28 = phi i32 [ 0, %18 ], [ %31, %26 ]
  %29 = mul i32 %27, 6561, !dbg !33
  %30 = add i32 %29, 132849840, !dbg !34
  %31 = add i32 %28, 8, !dbg !31
  %32 = icmp eq i32 %31, %19, !dbg !31
  br i1 %32, label %74, label %26, !dbg !31, !llvm.loop !35

33:                                               ; preds = %33, %24
  %34 = phi i32 [ %11, %24 ], [ %59, %33 ]
  %35 = phi i32 [ 0, %24 ], [ %60, %33 ]
  %36 = lshr i32 %34, 2, !dbg !38
  %37 = xor i32 %36, %34, !dbg !39
  %38 = mul i32 %37, 69, !dbg !40
  %39 = lshr i32 %38, 2, !dbg !38
  %40 = xor i32 %39, %38, !dbg !39
  %41 = mul i32 %40, 69, !dbg !40
  %42 = lshr i32 %41, 2, !dbg !38
  %43 = xor i32 %42, %41, !dbg !39
  %44 = mul i32 %43, 69, !dbg !40
  %45 = lshr i32 %44, 2, !dbg !38
  %46 = xor i32 %45, %44, !dbg !39
  %47 = mul i32 %46, 69, !dbg !40
  %48 = lshr i32 %47, 2, !dbg !38
  %49 = xor i32 %48, %47, !dbg !39
  %50 = mul i32 %49, 69, !dbg !40
  %51 = lshr i32 %50, 2, !dbg !38
  %52 = xor i32 %51, %50, !dbg !39
  %53 = mul i32 %52, 69, !dbg !40
  %54 = lshr i32 %53, 2, !dbg !38
  %55 = xor i32 %54, %53, !dbg !39
  %56 = mul i32 %55, 69, !dbg !40
  %57 = lshr i32 %56, 2, !dbg !38
  %58 = xor i32 %57, %56, !dbg !39
  %59 = mul i32 %58, 69, !dbg !40
  %60 = add i32 %35, 8, !dbg !32
  %61 = icmp eq i32 %60, %25, !dbg !32
  br i1 %61, label %62, label %33, !dbg !32, !llvm.loop !41

62:                                               ; preds = %33, %21
  %63 = phi i32 [ poison, %21 ], [ %59, %33 ]
  %64 = phi i32 [ %11, %21 ], [ %59, %33 ]
  %65 = icmp eq i32 %22, 0, !dbg !32
  br i1 %65, label %85, label %66, !dbg !32

66:                                               ; preds = %62, %66
  %67 = phi i32 [ %71, %66 ], [ %64, %62 ]
  %68 = phi i32 [ %72, %66 ], [ 0, %62 ]
  %69 = lshr i32 %67, 2, !dbg !38
  %70 = xor i32 %69, %67, !dbg !39
  %71 = mul i32 %70, 69, !dbg !40
  %72 = add i32 %68, 1, !dbg !32
  %73 = icmp eq i32 %72, %22, !dbg !32
  br i1 %73, label %85, label %66, !dbg !32, !llvm.loop !43

74:                                               ; preds = %26, %15
  %75 = phi i32 [ poison, %15 ], [ %30, %26 ]
  %76 = phi i32 [ %11, %15 ], [ %30, %26 ]
  %77 = icmp eq i32 %16, 0, !dbg !31
  br i1 %77, label %85, label %78, !dbg !31

78:                                               ; preds = %74, %78
  %79 = phi i32 [ %82, %78 ], [ %76, %74 ]
  %80 = phi i32 [ %83, %78 ], [ 0, %74 ]
  %81 = mul i32 %79, 3, !dbg !33
  %82 = add i32 %81, 40503, !dbg !34
  %83 = add i32 %80, 1, !dbg !31
  %84 = icmp eq i32 %83, %16, !dbg !31
  br i1 %84, label %85, label %78, !dbg !31, !llvm.loop !45

85:                                               ; preds = %74, %78, %62, %66, %14, %20
  %86 = phi i32 [ %11, %20 ], [ %11, %14 ], [ %63, %62 ], [ %71, %66 ], [ %75, %74 ], [ %82, %78 ], !dbg !46
  %87 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !47
  store i32 %86, ptr %87, align 4, !dbg !48, !tbaa !25
  ret void, !dbg !49
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
!1 = !DIFile(filename: "divergence/kway2.cu", directory: ".")
!2 = !{ptr @kway2, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway2", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 33, scope: !9)
!19 = !DILocation(line: 8, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 46, scope: !9)
!23 = !DILocation(line: 8, column: 44, scope: !9)
!24 = !DILocation(line: 10, column: 20, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 11, column: 3, scope: !9)
!30 = !DILocation(line: 0, scope: !9)
!31 = !DILocation(line: 13, column: 5, scope: !9)
!32 = !DILocation(line: 17, column: 5, scope: !9)
!33 = !DILocation(line: 14, column: 13, scope: !9)
!34 = !DILocation(line: 14, column: 18, scope: !9)
!35 = distinct !{!35, !31, !36, !37}
!36 = !DILocation(line: 14, column: 20, scope: !9)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 18, column: 19, scope: !9)
!39 = !DILocation(line: 18, column: 14, scope: !9)
!40 = !DILocation(line: 18, column: 26, scope: !9)
!41 = distinct !{!41, !32, !42, !37}
!42 = !DILocation(line: 18, column: 28, scope: !9)
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = distinct !{!45, !44}
!46 = !DILocation(line: 10, column: 16, scope: !9)
!47 = !DILocation(line: 23, column: 3, scope: !9)
!48 = !DILocation(line: 23, column: 10, scope: !9)
!49 = !DILocation(line: 24, column: 1, scope: !9)
