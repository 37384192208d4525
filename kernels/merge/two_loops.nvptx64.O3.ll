; ModuleID = 'merge/two_loops.cu'
source_filename = "merge/two_loops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @two_loops(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = and i32 %8, 1, !dbg !24
  %11 = icmp eq i32 %10, 0, !dbg !25
  %12 = icmp sgt i32 %2, 0, !dbg !26
  br i1 %11, label %19, label %13, !dbg !25

13:                                               ; preds = %4
  br i1 %12, label %14, label %190, !dbg !27

14:                                               ; preds = %13
  %15 = and i32 %2, 7, !dbg !27
  %16 = icmp ult i32 %2, 8, !dbg !27
  br i1 %16, label %170, label %17, !dbg !27

17:                                               ; preds = %14
  %18 = and i32 %2, 2147483640, !dbg !27
  br label %25, !dbg !27

19:                                               ; preds = %4
  br i1 %12, label %20, label %190, !dbg !28

20:                                               ; preds = %19
  %21 = and i32 %2, 3, !dbg !28
  %22 = icmp ult i32 %2, 4, !dbg !28
  br i1 %22, label %149, label %23, !dbg !28

23:                                               ; preds = %20
  %24 = and i32 %2, 2147483644, !dbg !28
  br label %103, !dbg !28

25:                                               ; preds = %25, %17
  %26 = phi i32 [ %9, %17 ], [ %99, %25 ]
  %27 = phi i32 [ 0, %17 ], [ %100, %25 ]
  %28 = phi i32 [ 0, %17 ], [ %101, %25 ]
  %29 = add i32 %27, %9, !dbg !29
  %30 = and i32 %29, %3, !dbg !30
  %31 = zext i32 %30 to i64, !dbg !31
  %32 = getelementptr inbounds i32, ptr %0, i64 %31, !dbg !31
  %33 = load i32, ptr %32, align 4, !dbg !31, !tbaa !32
  %34 = mul i32 %26, 3, !dbg !36
  %35 = xor i32 %33, %27, !dbg !37
  %36 = add i32 %35, %34, !dbg !38
  %37 = or disjoint i32 %27, 1, !dbg !39
  %38 = add i32 %37, %9, !dbg !29
  %39 = and i32 %38, %3, !dbg !30
  %40 = zext i32 %39 to i64, !dbg !31
  %41 = getelementptr inbounds i32, ptr %0, i64 %40, !dbg !31
  %42 = load i32, ptr %41, align 4, !dbg !31, !tbaa !32
  %43 = mul i32 %36, 3, !dbg !36
  %44 = xor i32 %42, %37, !dbg !37
  %45 = add i32 %44, %43, !dbg !38
  %46 = or disjoint i32 %27, 2, !dbg !39
  %47 = add i32 %46, %9, !dbg !29
  %48 = and i32 %47, %3, !dbg !30
  %49 = zext i32 %48 to i64, !dbg !31
  %50 = getelementptr inbounds i32, ptr %0, i64 %49, !dbg !31
  %51 = load i32, ptr %50, align 4, !dbg !31, !tbaa !32
  %52 = mul i32 %45, 3, !dbg !36
  %53 = xor i32 %51, %46, !dbg !37
  %54 = add i32 %53, %52, !dbg !38
  %55 = or disjoint i32 %27, 3, !dbg !39
  %56 = add i32 %55, %9, !dbg !29
  %57 = and i32 %56, %3, !dbg !30
  %58 = zext i32 %57 to i64, !dbg !31
  %59 = getelementptr inbounds i32, ptr %0, i64 %58, !dbg !31
  %60 = load i32, ptr %59, align 4, !dbg !31, !tbaa !32
  %61 = mul i32 %54, 3, !dbg !36
  %62 = xor i32 %60, %55, !dbg !37
  %63 = add i32 %62, %61, !dbg !38
  %64 = or disjoint i32 %27, 4, !dbg !39
  %65 = add i32 %64, %9, !dbg !29
  %66 = and i32 %65, %3, !dbg !30
  %67 = zext i32 %66 to i64, !dbg !31
  %68 = getelementptr inbounds i32, ptr %0, i64 %67, !dbg !31
  %69 = load i32, ptr %68, align 4, !dbg !31, !tbaa !32
  %70 = mul i32 %63, 3, !dbg !36
  %71 = xor i32 %69, %64, !dbg !37
  %72 = add i32 %71, %70, !dbg !38
  %73 = or disjoint i32 %27, 5, !dbg !39
  %74 = add i32 %73, %9, !dbg !29
  %75 = and i32 %74, %3, !dbg !30
  %76 = zext i32 %75 to i64, !dbg !31
  %77 = getelementptr inbounds i32, ptr %0, i64 %76, !dbg !31
  %78 = load i32, ptr %77, align 4, !dbg !31, !tbaa !32
  %79 = mul i32 %72, 3, !dbg !36
  %80 = xor i32 %78, %73, !dbg !37
  %81 = add i32 %80, %79, !dbg !38
  %82 = or disjoint i32 %27, 6, !dbg !39
  %83 = add i32 %82, %9, !dbg !29
  %84 = and i32 %83, %3, !dbg !30
  %85 = zext i32 %84 to i64, !dbg !31
  %86 = getelementptr inbounds i32, ptr %0, i64 %85, !dbg !31
  %87 = load i32, ptr %86, align 4, !dbg !31, !tbaa !32
  %88 = mul i32 %81, 3, !dbg !36
  %89 = xor i32 %87, %82, !dbg !37
  %90 = add i32 %89, %88, !dbg !38
  %91 = or disjoint i32 %27, 7, !dbg !39
  %92 = add i32 %91, %9, !dbg !29
  %93 = and i32 %92, %3, !dbg !30
  %94 = zext i32 %93 to i64, !dbg !31
  %95 = getelementptr inbounds i32, ptr %0, i64 %94, !dbg !31
  %96 = load i32, ptr %95, align 4, !dbg !31, !tbaa !32
  %97 = mul i32 %90, 3, !dbg !36
  %98 = xor i32 %96, %91, !dbg !37
  %99 = add i32 %98, %97, !dbg !38
  %100 = add nuw nsw i32 %27, 8, !dbg !39
  %101 = add i32 %28, 8, !dbg !27
  %102 = icmp eq i32 %101, %18, !dbg !27
  br i1 %102, label %170, label %25, !dbg !27, !llvm.loop !40

103:                                              ; preds = %103, %23
  %104 = phi i32 [ %9, %23 ], [ %145, %103 ]
  %105 = phi i32 [ 0, %23 ], [ %146, %103 ]
  %106 = phi i32 [ 0, %23 ], [ %147, %103 ]
  %107 = shl nuw i32 %105, 1, !dbg !43
  %108 = add i32 %107, %9, !dbg !44
  %109 = and i32 %108, %3, !dbg !45
  %110 = zext i32 %109 to i64, !dbg !46
  %111 = getelementptr inbounds i32, ptr %0, i64 %110, !dbg !46
  %112 = load i32, ptr %111, align 4, !dbg !46, !tbaa !32
  %113 = mul i32 %104, 5, !dbg !47
  %114 = sub i32 %113, %105, !dbg !48
  %115 = add i32 %114, %112, !dbg !49
  %116 = or disjoint i32 %105, 1, !dbg !50
  %117 = shl nuw i32 %116, 1, !dbg !43
  %118 = add i32 %117, %9, !dbg !44
  %119 = and i32 %118, %3, !dbg !45
  %120 = zext i32 %119 to i64, !dbg !46
  %121 = getelementptr inbounds i32, ptr %0, i64 %120, !dbg !46
  %122 = load i32, ptr %121, align 4, !dbg !46, !tbaa !32
  %123 = mul i32 %115, 5, !dbg !47
  %124 = sub i32 %123, %116, !dbg !48
  %125 = add i32 %124, %122, !dbg !49
  %126 = or disjoint i32 %105, 2, !dbg !50
  %127 = shl nuw i32 %126, 1, !dbg !43
  %128 = add i32 %127, %9, !dbg !44
  %129 = and i32 %128, %3, !dbg !45
  %130 = zext i32 %129 to i64, !dbg !46
  %131 = getelementptr inbounds i32, ptr %0, i64 %130, !dbg !46
  %132 = load i32, ptr %131, align 4, !dbg !46, !tbaa !32
  %133 = mul i32 %125, 5, !dbg !47
  %134 = sub i32 %133, %126, !dbg !48
  %135 = add i32 %134, %132, !dbg !49
  %136 = or disjoint i32 %105, 3, !dbg !50
  %137 = shl nuw i32 %136, 1, !dbg !43
  %138 = add i32 %137, %9, !dbg !44
  %139 = and i32 %138, %3, !dbg !45
  %140 = zext i32 %139 to i64, !dbg !46
  %141 = getelementptr inbounds i32, ptr %0, i64 %140, !dbg !46
  %142 = load i32, ptr %141, align 4, !dbg !46, !tbaa !32
  %143 = mul i32 %135, 5, !dbg !47
  %144 = sub i32 %143, %136, !dbg !48
  %145 = add i32 %144, %142, !dbg !49
  %146 = add nuw nsw i32 %105, 4, !dbg !50
  %147 = add i32 %106, 4, !dbg !28
  %148 = icmp eq i32 %147, %24, !dbg !28
  br i1 %148, label %149, label %103, !dbg !28, !llvm.loop !51

149:                                              ; preds = %103, %20
  %150 = phi i32 [ poison, %20 ], [ %145, %103 ]
  %151 = phi i32 [ %9, %20 ], [ %145, %103 ]
  %152 = phi i32 [ 0, %20 ], [ %146, %103 ]
  %153 = icmp eq i32 %21, 0, !dbg !28
  br i1 %153, label %190, label %154, !dbg !28

154:                                              ; preds = %149, %154
  %155 = phi i32 [ %166, %154 ], [ %151, %149 ]
  %156 = phi i32 [ %167, %154 ], [ %152, %149 ]
  %157 = phi i32 [ %168, %154 ], [ 0, %149 ]
  %158 = shl nuw i32 %156, 1, !dbg !43
  %159 = add i32 %158, %9, !dbg !44
  %160 = and i32 %159, %3, !dbg !45
  %161 = zext i32 %160 to i64, !dbg !46
  %162 = getelementptr inbounds i32, ptr %0, i64 %161, !dbg !46
  %163 = load i32, ptr %162, align 4, !dbg !46, !tbaa !32
  %164 = mul i32 %155, 5, !dbg !47
  %165 = sub i32 %164, %156, !dbg !48
  %166 = add i32 %165, %163, !dbg !49
  %167 = add nuw nsw i32 %156, 1, !dbg !50
  %168 = add i32 %157, 1, !dbg !28
  %169 = icmp eq i32 %168, %21, !dbg !28
  br i1 %169, label %190, label %154, !dbg !28, !llvm.loop !53

170:                                              ; preds = %25, %14
  %171 = phi i32 [ poison, %14 ], [ %99, %25 ]
  %172 = phi i32 [ %9, %14 ], [ %99, %25 ]
  %173 = phi i32 [ 0, %14 ], [ %100, %25 ]
  %174 = icmp eq i32 %15, 0, !dbg !27
  br i1 %174, label %190, label %175, !dbg !27

175:                                              ; preds = %170, %175
  %176 = phi i32 [ %186, %175 ], [ %172, %170 ]
  %177 = phi i32 [ %187, %175 ], [ %173, %170 ]
  %178 = phi i32 [ %188, %175 ], [ 0, %170 ]
  %179 = add i32 %177, %9, !dbg !29
  %180 = and i32 %179, %3, !dbg !30
  %181 = zext i32 %180 to i64, !dbg !31
  %182 = getelementptr inbounds i32, ptr %0, i64 %181, !dbg !31
  %183 = load i32, ptr %182, align 4, !dbg !31, !tbaa !32
  %184 = mul i32 %176, 3, !dbg !36
  %185 = xor i32 %183, %177, !dbg !37
  %186 = add i32 %185, %184, !dbg !38
  %187 = add nuw nsw i32 %177, 1, !dbg !39
  %188 = add i32 %178, 1, !dbg !27
  %189 = icmp eq i32 %188, %15, !dbg !27
  br i1 %189, label %190, label %175, !dbg !27, !llvm.loop !55

190:                                              ; preds = %170, %175, %149, %154, %13, %19
  %191 = phi i32 [ %9, %19 ], [ %9, %13 ], [ %150, %149 ], [ %166, %154 ], [ %171, %170 ], [ %186, %175 ], !dbg !56
  %192 = sext i32 %9 to i64, !dbg !57
  %193 = getelementptr inbounds i32, ptr %1, i64 %192, !dbg !57
  store i32 %191, ptr %193, align 4, !dbg !58, !tbaa !32
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
!1 = !DIFile(filename: "merge/two_loops.cu", directory: ".")
!2 = !{ptr @two_loops, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "two_loops", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 7, column: 24, scope: !9)
!19 = !DILocation(line: 7, column: 22, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 7, column: 37, scope: !9)
!23 = !DILocation(line: 7, column: 35, scope: !9)
!24 = !DILocation(line: 9, column: 19, scope: !9)
!25 = !DILocation(line: 9, column: 7, scope: !9)
!26 = !DILocation(line: 0, scope: !9)
!27 = !DILocation(line: 10, column: 5, scope: !9)
!28 = !DILocation(line: 15, column: 5, scope: !9)
!29 = !DILocation(line: 11, column: 36, scope: !9)
!30 = !DILocation(line: 11, column: 51, scope: !9)
!31 = !DILocation(line: 11, column: 20, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 12, column: 17, scope: !9)
!37 = !DILocation(line: 12, column: 27, scope: !9)
!38 = !DILocation(line: 12, column: 22, scope: !9)
!39 = !DILocation(line: 10, column: 28, scope: !9)
!40 = distinct !{!40, !27, !41, !42}
!41 = !DILocation(line: 13, column: 5, scope: !9)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 16, column: 41, scope: !9)
!44 = !DILocation(line: 16, column: 36, scope: !9)
!45 = !DILocation(line: 16, column: 56, scope: !9)
!46 = !DILocation(line: 16, column: 20, scope: !9)
!47 = !DILocation(line: 17, column: 17, scope: !9)
!48 = !DILocation(line: 17, column: 27, scope: !9)
!49 = !DILocation(line: 17, column: 22, scope: !9)
!50 = !DILocation(line: 15, column: 28, scope: !9)
!51 = distinct !{!51, !28, !52, !42}
!52 = !DILocation(line: 18, column: 5, scope: !9)
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.unroll.disable"}
!55 = distinct !{!55, !54}
!56 = !DILocation(line: 8, column: 12, scope: !9)
!57 = !DILocation(line: 20, column: 3, scope: !9)
!58 = !DILocation(line: 20, column: 10, scope: !9)
!59 = !DILocation(line: 21, column: 1, scope: !9)
