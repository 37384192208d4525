; ModuleID = 'basic/bfs_step.cu'
source_filename = "basic/bfs_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @bfs_step(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3, ptr nocapture noundef writeonly %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 !dbg !9 {
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %11 = mul i32 %9, %10, !dbg !19
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %13 = add i32 %11, %12, !dbg !23
  %14 = icmp ult i32 %13, %5, !dbg !24
  br i1 %14, label %15, label %115, !dbg !25

15:                                               ; preds = %8
  %16 = zext i32 %13 to i64, !dbg !26
  %17 = getelementptr inbounds i32, ptr %2, i64 %16, !dbg !26
  %18 = load i32, ptr %17, align 4, !dbg !26, !tbaa !27
  %19 = and i32 %18, 1, !dbg !31
  %20 = icmp eq i32 %19, 0, !dbg !32
  br i1 %20, label %115, label %21, !dbg !33

21:                                               ; preds = %15
  %22 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !34
  %23 = load i32, ptr %22, align 4, !dbg !34, !tbaa !27
  %24 = freeze i32 %23, !dbg !35
  %25 = add nsw i32 %6, 1, !dbg !36
  %26 = urem i32 %24, %25, !dbg !37
  %27 = icmp eq i32 %26, 0, !dbg !38
  br i1 %27, label %115, label %28, !dbg !35

28:                                               ; preds = %21
  %29 = mul i32 %13, %6
  %30 = add nsw i32 %7, 1
  %31 = urem i32 %24, %25, !dbg !35
  %32 = add i32 %31, -1, !dbg !35
  %33 = and i32 %26, 3, !dbg !35
  %34 = icmp ult i32 %32, 3, !dbg !35
  br i1 %34, label %94, label %35, !dbg !35

35:                                               ; preds = %28
  %36 = and i32 %26, -4, !dbg !35
  br label %37, !dbg !35

37:                                               ; preds = %90, %35
  %38 = phi i32 [ 0, %35 ], [ %91, %90 ]
  %39 = phi i32 [ 0, %35 ], [ %92, %90 ]
  %40 = add i32 %38, %29, !dbg !39
  %41 = zext i32 %40 to i64, !dbg !40
  %42 = getelementptr inbounds i32, ptr %0, i64 %41, !dbg !40
  %43 = load i32, ptr %42, align 4, !dbg !40, !tbaa !27
  %44 = urem i32 %43, %5, !dbg !41
  %45 = zext i32 %44 to i64, !dbg !42
  %46 = getelementptr inbounds i32, ptr %3, i64 %45, !dbg !42
  %47 = atomicrmw min ptr %46, i32 %30 monotonic, align 4, !dbg !43
  %48 = icmp sgt i32 %47, %30, !dbg !46
  br i1 %48, label %49, label %51, !dbg !47

49:                                               ; preds = %37
  %50 = getelementptr inbounds i32, ptr %4, i64 %45
  store i32 1, ptr %50, align 4, !dbg !48, !tbaa !27
  br label %51, !dbg !49

51:                                               ; preds = %49, %37
  %52 = or disjoint i32 %38, 1, !dbg !50
  %53 = add i32 %52, %29, !dbg !39
  %54 = zext i32 %53 to i64, !dbg !40
  %55 = getelementptr inbounds i32, ptr %0, i64 %54, !dbg !40
  %56 = load i32, ptr %55, align 4, !dbg !40, !tbaa !27
  %57 = urem i32 %56, %5, !dbg !41
  %58 = zext i32 %57 to i64, !dbg !42
  %59 = getelementptr inbounds i32, ptr %3, i64 %58, !dbg !42
  %60 = atomicrmw min ptr %59, i32 %30 monotonic, align 4, !dbg !43
  %61 = icmp sgt i32 %60, %30, !dbg !46
  br i1 %61, label %62, label %64, !dbg !47

62:                                               ; preds = %51
  %63 = getelementptr inbounds i32, ptr %4, i64 %58
  store i32 1, ptr %63, align 4, !dbg !48, !tbaa !27
  br label %64, !dbg !49

64:                                               ; preds = %62, %51
  %65 = or disjoint i32 %38, 2, !dbg !50
  %66 = add i32 %65, %29, !dbg !39
  %67 = zext i32 %66 to i64, !dbg !40
  %68 = getelementptr inbounds i32, ptr %0, i64 %67, !dbg !40
  %69 = load i32, ptr %68, align 4, !dbg !40, !tbaa !27
  %70 = urem i32 %69, %5, !dbg !41
  %71 = zext i32 %70 to i64, !dbg !42
  %72 = getelementptr inbounds i32, ptr %3, i64 %71, !dbg !42
  %73 = atomicrmw min ptr %72, i32 %30 monotonic, align 4, !dbg !43
  %74 = icmp sgt i32 %73, %30, !dbg !46
  br i1 %74, label %75, label %77, !dbg !47

75:                                               ; preds = %64
  %76 = getelementptr inbounds i32, ptr %4, i64 %71
  store i32 1, ptr %76, align 4, !dbg !48, !tbaa !27
  br label %77, !dbg !49

77:                                               ; preds = %75, %64
  %78 = or disjoint i32 %38, 3, !dbg !50
  %79 = add i32 %78, %29, !dbg !39
  %80 = zext i32 %79 to i64, !dbg !40
  %81 = getelementptr inbounds i32, ptr %0, i64 %80, !dbg !40
  %82 = load i32, ptr %81, align 4, !dbg !40, !tbaa !27
  %83 = urem i32 %82, %5, !dbg !41
  %84 = zext i32 %83 to i64, !dbg !42
  %85 = getelementptr inbounds i32, ptr %3, i64 %84, !dbg !42
  %86 = atomicrmw min ptr %85, i32 %30 monotonic, align 4, !dbg !43
  %87 = icmp sgt i32 %86, %30, !dbg !46
  br i1 %87, label %88, label %90, !dbg !47

88:                                               ; preds = %77
  %89 = getelementptr inbounds i32, ptr %4, i64 %84
  store i32 1, ptr %89, align 4, !dbg !48, !tbaa !27
  br label %90, !dbg !49

90:                                               ; preds = %88, %77
  %91 = add nuw i32 %38, 4, !dbg !50
  %92 = add i32 %39, 4, !dbg !35
  %93 = icmp eq i32 %92, %36, !dbg !35
  br i1 %93, label %94, label %37, !dbg !35, !llvm.loop !51

94:                                               ; preds = %90, %28
  %95 = phi i32 [ 0, %28 ], [ %91, %90 ]
  %96 = icmp eq i32 %33, 0, !dbg !47
  br i1 %96, label %115, label %97, !dbg !47

97:                                               ; preds = %94, %111
  %98 = phi i32 [ %112, %111 ], [ %95, %94 ]
  %99 = phi i32 [ %113, %111 ], [ 0, %94 ]
  %100 = add i32 %98, %29, !dbg !39
  %101 = zext i32 %100 to i64, !dbg !40
  %102 = getelementptr inbounds i32, ptr %0, i64 %101, !dbg !40
  %103 = load i32, ptr %102, align 4, !dbg !40, !tbaa !27
  %104 = urem i32 %103, %5, !dbg !41
  %105 = zext i32 %104 to i64, !dbg !42
  %106 = getelementptr inbounds i32, ptr %3, i64 %105, !dbg !42
  %107 = atomicrmw min ptr %106, i32 %30 monotonic, align 4, !dbg !43
  %108 = icmp sgt i32 %107, %30, !dbg !46
  br i1 %108, label %109, label %111, !dbg !47

109:                                              ; preds = %97
  %110 = getelementptr inbounds i32, ptr %4, i64 %105
  store i32 1, ptr %110, align 4, !dbg !48, !tbaa !27
  br label %111, !dbg !49

111:                                              ; preds = %109, %97
  %112 = add nuw i32 %98, 1, !dbg !50
  %113 = add i32 %99, 1, !dbg !35
  %114 = icmp eq i32 %113, %33, !dbg !35
  br i1 %114, label %115, label %97, !dbg !35, !llvm.loop !54

115:                                              ; preds = %94, %111, %21, %15, %8
  ret void, !dbg !56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/bfs_step.cu", directory: ".")
!2 = !{ptr @bfs_step, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bfs_step", scope: !1, file: !1, line: 8, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 33, scope: !9)
!19 = !DILocation(line: 10, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 10, column: 46, scope: !9)
!23 = !DILocation(line: 10, column: 44, scope: !9)
!24 = !DILocation(line: 11, column: 9, scope: !9)
!25 = !DILocation(line: 11, column: 7, scope: !9)
!26 = !DILocation(line: 13, column: 8, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 13, column: 20, scope: !9)
!32 = !DILocation(line: 13, column: 25, scope: !9)
!33 = !DILocation(line: 13, column: 7, scope: !9)
!34 = !DILocation(line: 15, column: 36, scope: !9)
!35 = !DILocation(line: 16, column: 3, scope: !9)
!36 = !DILocation(line: 15, column: 70, scope: !9)
!37 = !DILocation(line: 15, column: 46, scope: !9)
!38 = !DILocation(line: 16, column: 30, scope: !9)
!39 = !DILocation(line: 17, column: 51, scope: !9)
!40 = !DILocation(line: 17, column: 36, scope: !9)
!41 = !DILocation(line: 17, column: 56, scope: !9)
!42 = !DILocation(line: 18, column: 26, scope: !9)
!43 = !DILocation(line: 132, column: 1, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "atomicMin", scope: !14, file: !14, line: 132, type: !10, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 18, column: 15, scope: !9)
!46 = !DILocation(line: 19, column: 13, scope: !9)
!47 = !DILocation(line: 19, column: 9, scope: !9)
!48 = !DILocation(line: 20, column: 15, scope: !9)
!49 = !DILocation(line: 20, column: 7, scope: !9)
!50 = !DILocation(line: 16, column: 38, scope: !9)
!51 = distinct !{!51, !35, !52, !53}
!52 = !DILocation(line: 21, column: 3, scope: !9)
!53 = !{!"llvm.loop.mustprogress"}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 22, column: 1, scope: !9)
