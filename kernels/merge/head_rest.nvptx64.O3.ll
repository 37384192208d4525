; ModuleID = 'merge/head_rest.cu'
source_filename = "merge/head_rest.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @head_rest(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = mul nsw i32 %9, %3, !dbg !24
  %11 = sext i32 %10 to i64, !dbg !25
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !25
  %13 = getelementptr inbounds i32, ptr %2, i64 %11, !dbg !26
  %14 = sext i32 %9 to i64, !dbg !27
  %15 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !27
  %16 = load i32, ptr %15, align 4, !dbg !27, !tbaa !28
  %17 = freeze i32 %16, !dbg !32
  %18 = add nsw i32 %3, 1, !dbg !33
  %19 = urem i32 %17, %18, !dbg !34
  %20 = icmp sgt i32 %19, 0, !dbg !35
  br i1 %20, label %21, label %46, !dbg !32

21:                                               ; preds = %4
  %22 = urem i32 %17, %18, !dbg !32
  %23 = add i32 %22, -1, !dbg !32
  %24 = and i32 %19, 7, !dbg !32
  %25 = icmp ult i32 %23, 7, !dbg !32
  br i1 %25, label %28, label %26, !dbg !32

26:                                               ; preds = %21
  %27 = and i32 %19, 2147483640, !dbg !32
  br label %69, !dbg !32

28:                                               ; preds = %69, %21
  %29 = phi i32 [ poison, %21 ], [ %118, %69 ]
  %30 = phi i32 [ poison, %21 ], [ %120, %69 ]
  %31 = phi i32 [ 0, %21 ], [ %120, %69 ]
  %32 = phi i32 [ 0, %21 ], [ %118, %69 ]
  %33 = icmp eq i32 %24, 0, !dbg !32
  br i1 %33, label %46, label %34, !dbg !32

34:                                               ; preds = %28, %34
  %35 = phi i32 [ %43, %34 ], [ %31, %28 ]
  %36 = phi i32 [ %41, %34 ], [ %32, %28 ]
  %37 = phi i32 [ %44, %34 ], [ 0, %28 ]
  %38 = zext nneg i32 %35 to i64, !dbg !36
  %39 = getelementptr inbounds i32, ptr %12, i64 %38, !dbg !36
  %40 = load i32, ptr %39, align 4, !dbg !36, !tbaa !28
  %41 = add i32 %40, %36, !dbg !37
  %42 = getelementptr inbounds i32, ptr %13, i64 %38, !dbg !38
  store i32 %41, ptr %42, align 4, !dbg !39, !tbaa !28
  %43 = add nuw nsw i32 %35, 1, !dbg !40
  %44 = add i32 %37, 1, !dbg !32
  %45 = icmp eq i32 %44, %24, !dbg !32
  br i1 %45, label %46, label %34, !dbg !32, !llvm.loop !41

46:                                               ; preds = %28, %34, %4
  %47 = phi i32 [ 0, %4 ], [ %29, %28 ], [ %41, %34 ], !dbg !43
  %48 = phi i32 [ 0, %4 ], [ %30, %28 ], [ %43, %34 ], !dbg !43
  %49 = icmp slt i32 %48, %3, !dbg !44
  br i1 %49, label %50, label %174, !dbg !45

50:                                               ; preds = %46
  %51 = sub i32 %3, %48, !dbg !45
  %52 = and i32 %51, 7, !dbg !45
  %53 = icmp eq i32 %52, 0, !dbg !45
  br i1 %53, label %65, label %54, !dbg !45

54:                                               ; preds = %50, %54
  %55 = phi i32 [ %62, %54 ], [ %48, %50 ]
  %56 = phi i32 [ %63, %54 ], [ 0, %50 ]
  %57 = zext nneg i32 %55 to i64, !dbg !46
  %58 = getelementptr inbounds i32, ptr %12, i64 %57, !dbg !46
  %59 = load i32, ptr %58, align 4, !dbg !46, !tbaa !28
  %60 = add i32 %59, %47, !dbg !47
  %61 = getelementptr inbounds i32, ptr %13, i64 %57, !dbg !48
  store i32 %60, ptr %61, align 4, !dbg !49, !tbaa !28
  %62 = add nuw nsw i32 %55, 1, !dbg !50
  %63 = add i32 %56, 1, !dbg !45
  %64 = icmp eq i32 %63, %52, !dbg !45
  br i1 %64, label %65, label %54, !dbg !45, !llvm.loop !51

65:                                               ; preds = %54, %50
  %66 = phi i32 [ %48, %50 ], [ %62, %54 ]
  %67 = sub i32 %48, %3, !dbg !45
  %68 = icmp ugt i32 %67, -8, !dbg !45
  br i1 %68, label %174, label %123, !dbg !45

69:                                               ; preds = %69, %26
  %70 = phi i32 [ 0, %26 ], [ %120, %69 ]
  %71 = phi i32 [ 0, %26 ], [ %118, %69 ]
  %72 = phi i32 [ 0, %26 ], [ %121, %69 ]
  %73 = zext nneg i32 %70 to i64, !dbg !36
  %74 = getelementptr inbounds i32, ptr %12, i64 %73, !dbg !36
  %75 = load i32, ptr %74, align 4, !dbg !36, !tbaa !28
  %76 = add i32 %75, %71, !dbg !37
  %77 = getelementptr inbounds i32, ptr %13, i64 %73, !dbg !38
  store i32 %76, ptr %77, align 4, !dbg !39, !tbaa !28
  %78 = or disjoint i32 %70, 1, !dbg !40
  %79 = zext nneg i32 %78 to i64, !dbg !36
  %80 = getelementptr inbounds i32, ptr %12, i64 %79, !dbg !36
  %81 = load i32, ptr %80, align 4, !dbg !36, !tbaa !28
  %82 = add i32 %81, %76, !dbg !37
  %83 = getelementptr inbounds i32, ptr %13, i64 %79, !dbg !38
  store i32 %82, ptr %83, align 4, !dbg !39, !tbaa !28
  %84 = or disjoint i32 %70, 2, !dbg !40
  %85 = zext nneg i32 %84 to i64, !dbg !36
  %86 = getelementptr inbounds i32, ptr %12, i64 %85, !dbg !36
  %87 = load i32, ptr %86, align 4, !dbg !36, !tbaa !28
  %88 = add i32 %87, %82, !dbg !37
  %89 = getelementptr inbounds i32, ptr %13, i64 %85, !dbg !38
  store i32 %88, ptr %89, align 4, !dbg !39, !tbaa !28
  %90 = or disjoint i32 %70, 3, !dbg !40
  %91 = zext nneg i32 %90 to i64, !dbg !36
  %92 = getelementptr inbounds i32, ptr %12, i64 %91, !dbg !36
  %93 = load i32, ptr %92, align 4, !dbg !36, !tbaa !28
  %94 = add i32 %93, %88, !dbg !37
  %95 = getelementptr inbounds i32, ptr %13, i64 %91, !dbg !38
  store i32 %94, ptr %95, align 4, !dbg !39, !tbaa !28
  %96 = or disjoint i32 %70, 4, !dbg !40
  %97 = zext nneg i32 %96 to i64, !dbg !36
  %98 = getelementptr inbounds i32, ptr %12, i64 %97, !dbg !36
  %99 = load i32, ptr %98, align 4, !dbg !36, !tbaa !28
  %100 = add i32 %99, %94, !dbg !37
  %101 = getelementptr inbounds i32, ptr %13, i64 %97, !dbg !38
  store i32 %100, ptr %101, align 4, !dbg !39, !tbaa !28
  %102 = or disjoint i32 %70, 5, !dbg !40
  %103 = zext nneg i32 %102 to i64, !dbg !36
  %104 = getelementptr inbounds i32, ptr %12, i64 %103, !dbg !36
  %105 = load i32, ptr %104, align 4, !dbg !36, !tbaa !28
  %106 = add i32 %105, %100, !dbg !37
  %107 = getelementptr inbounds i32, ptr %13, i64 %103, !dbg !38
  store i32 %106, ptr %107, align 4, !dbg !39, !tbaa !28
  %108 = or disjoint i32 %70, 6, !dbg !40
  %109 = zext nneg i32 %108 to i64, !dbg !36
  %110 = getelementptr inbounds i32, ptr %12, i64 %109, !dbg !36
  %111 = load i32, ptr %110, align 4, !dbg !36, !tbaa !28
  %112 = add i32 %111, %106, !dbg !37
  %113 = getelementptr inbounds i32, ptr %13, i64 %109, !dbg !38
  store i32 %112, ptr %113, align 4, !dbg !39, !tbaa !28
  %114 = or disjoint i32 %70, 7, !dbg !40
  %115 = zext nneg i32 %114 to i64, !dbg !36
  %116 = getelementptr inbounds i32, ptr %12, i64 %115, !dbg !36
  %117 = load i32, ptr %116, align 4, !dbg !36, !tbaa !28
  %118 = add i32 %117, %112, !dbg !37
  %119 = getelementptr inbounds i32, ptr %13, i64 %115, !dbg !38
  store i32 %118, ptr %119, align 4, !dbg !39, !tbaa !28
  %120 = add nuw nsw i32 %70, 8, !dbg !40
  %121 = add i32 %72, 8, !dbg !32
  %122 = icmp eq i32 %121, %27, !dbg !32
  br i1 %122, label %28, label %69, !dbg !32, !llvm.loop !52

123:                                              ; preds = %65, %123
  %124 = phi i32 [ %172, %123 ], [ %66, %65 ]
  %125 = zext nneg i32 %124 to i64, !dbg !46
  %126 = getelementptr inbounds i32, ptr %12, i64 %125, !dbg !46
  %127 = load i32, ptr %126, align 4, !dbg !46, !tbaa !28
  %128 = add i32 %127, %47, !dbg !47
  %129 = getelementptr inbounds i32, ptr %13, i64 %125, !dbg !48
  store i32 %128, ptr %129, align 4, !dbg !49, !tbaa !28
  %130 = add nuw nsw i32 %124, 1, !dbg !50
  %131 = zext nneg i32 %130 to i64, !dbg !46
  %132 = getelementptr inbounds i32, ptr %12, i64 %131, !dbg !46
  %133 = load i32, ptr %132, align 4, !dbg !46, !tbaa !28
  %134 = add i32 %133, %47, !dbg !47
  %135 = getelementptr inbounds i32, ptr %13, i64 %131, !dbg !48
  store i32 %134, ptr %135, align 4, !dbg !49, !tbaa !28
  %136 = add nuw nsw i32 %124, 2, !dbg !50
  %137 = zext nneg i32 %136 to i64, !dbg !46
  %138 = getelementptr inbounds i32, ptr %12, i64 %137, !dbg !46
  %139 = load i32, ptr %138, align 4, !dbg !46, !tbaa !28
  %140 = add i32 %139, %47, !dbg !47
  %141 = getelementptr inbounds i32, ptr %13, i64 %137, !dbg !48
  store i32 %140, ptr %141, align 4, !dbg !49, !tbaa !28
  %142 = add nuw nsw i32 %124, 3, !dbg !50
  %143 = zext nneg i32 %142 to i64, !dbg !46
  %144 = getelementptr inbounds i32, ptr %12, i64 %143, !dbg !46
  %145 = load i32, ptr %144, align 4, !dbg !46, !tbaa !28
  %146 = add i32 %145, %47, !dbg !47
  %147 = getelementptr inbounds i32, ptr %13, i64 %143, !dbg !48
  store i32 %146, ptr %147, align 4, !dbg !49, !tbaa !28
  %148 = add nuw nsw i32 %124, 4, !dbg !50
  %149 = zext nneg i32 %148 to i64, !dbg !46
  %150 = getelementptr inbounds i32, ptr %12, i64 %149, !dbg !46
  %151 = load i32, ptr %150, align 4, !dbg !46, !tbaa !28
  %152 = add i32 %151, %47, !dbg !47
  %153 = getelementptr inbounds i32, ptr %13, i64 %149, !dbg !48
  store i32 %152, ptr %153, align 4, !dbg !49, !tbaa !28
  %154 = add nuw nsw i32 %124, 5, !dbg !50
  %155 = zext nneg i32 %154 to i64, !dbg !46
  %156 = getelementptr inbounds i32, ptr %12, i64 %155, !dbg !46
  %157 = load i32, ptr %156, align 4, !dbg !46, !tbaa !28
  %158 = add i32 %157, %47, !dbg !47
  %159 = getelementptr inbounds i32, ptr %13, i64 %155, !dbg !48
  store i32 %158, ptr %159, align 4, !dbg !49, !tbaa !28
  %160 = add nuw nsw i32 %124, 6, !dbg !50
  %161 = zext nneg i32 %160 to i64, !dbg !46
  %162 = getelementptr inbounds i32, ptr %12, i64 %161, !dbg !46
  %163 = load i32, ptr %162, align 4, !dbg !46, !tbaa !28
  %164 = add i32 %163, %47, !dbg !47
  %165 = getelementptr inbounds i32, ptr %13, i64 %161, !dbg !48
  store i32 %164, ptr %165, align 4, !dbg !49, !tbaa !28
  %166 = add nuw nsw i32 %124, 7, !dbg !50
  %167 = zext nneg i32 %166 to i64, !dbg !46
  %168 = getelementptr inbounds i32, ptr %12, i64 %167, !dbg !46
  %169 = load i32, ptr %168, align 4, !dbg !46, !tbaa !28
  %170 = add i32 %169, %47, !dbg !47
  %171 = getelementptr inbounds i32, ptr %13, i64 %167, !dbg !48
  store i32 %170, ptr %171, align 4, !dbg !49, !tbaa !28
  %172 = add nuw nsw i32 %124, 8, !dbg !50
  %173 = icmp eq i32 %172, %3, !dbg !44
  br i1 %173, label %174, label %123, !dbg !45, !llvm.loop !55

174:                                              ; preds = %65, %123, %46
  ret void, !dbg !57
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
!1 = !DIFile(filename: "merge/head_rest.cu", directory: ".")
!2 = !{ptr @head_rest, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "head_rest", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 24, scope: !9)
!19 = !DILocation(line: 9, column: 22, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 37, scope: !9)
!23 = !DILocation(line: 9, column: 35, scope: !9)
!24 = !DILocation(line: 10, column: 32, scope: !9)
!25 = !DILocation(line: 10, column: 28, scope: !9)
!26 = !DILocation(line: 11, column: 23, scope: !9)
!27 = !DILocation(line: 12, column: 17, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 15, column: 3, scope: !9)
!33 = !DILocation(line: 12, column: 41, scope: !9)
!34 = !DILocation(line: 12, column: 26, scope: !9)
!35 = !DILocation(line: 15, column: 12, scope: !9)
!36 = !DILocation(line: 16, column: 12, scope: !9)
!37 = !DILocation(line: 16, column: 9, scope: !9)
!38 = !DILocation(line: 17, column: 5, scope: !9)
!39 = !DILocation(line: 17, column: 12, scope: !9)
!40 = !DILocation(line: 18, column: 6, scope: !9)
!41 = distinct !{!41, !42}
!42 = !{!"llvm.loop.unroll.disable"}
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 20, column: 12, scope: !9)
!45 = !DILocation(line: 20, column: 3, scope: !9)
!46 = !DILocation(line: 21, column: 14, scope: !9)
!47 = !DILocation(line: 21, column: 21, scope: !9)
!48 = !DILocation(line: 21, column: 5, scope: !9)
!49 = !DILocation(line: 21, column: 12, scope: !9)
!50 = !DILocation(line: 22, column: 6, scope: !9)
!51 = distinct !{!51, !42}
!52 = distinct !{!52, !32, !53, !54}
!53 = !DILocation(line: 19, column: 3, scope: !9)
!54 = !{!"llvm.loop.mustprogress"}
!55 = distinct !{!55, !45, !56, !54}
!56 = !DILocation(line: 23, column: 3, scope: !9)
!57 = !DILocation(line: 24, column: 1, scope: !9)
