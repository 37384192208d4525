; ModuleID = 'divergence/kway4.cu'
source_filename = "divergence/kway4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @kway4(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = and i32 %7, 3, !dbg !24
  %10 = zext i32 %8 to i64, !dbg !25
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !25
  %12 = load i32, ptr %11, align 4, !dbg !25, !tbaa !26
  %13 = icmp sgt i32 %2, 0, !dbg !30
  switch i32 %9, label %124 [
    i32 0, label %32
    i32 1, label %26
    i32 2, label %20
    i32 3, label %14
  ], !dbg !31

14:                                               ; preds = %3
  br i1 %13, label %15, label %171, !dbg !32

15:                                               ; preds = %14
  %16 = and i32 %2, 7, !dbg !32
  %17 = icmp ult i32 %2, 8, !dbg !32
  br i1 %17, label %160, label %18, !dbg !32

18:                                               ; preds = %15
  %19 = and i32 %2, 2147483640, !dbg !32
  br label %103, !dbg !32

20:                                               ; preds = %3
  br i1 %13, label %21, label %171, !dbg !33

21:                                               ; preds = %20
  %22 = and i32 %2, 7, !dbg !33
  %23 = icmp ult i32 %2, 8, !dbg !33
  br i1 %23, label %148, label %24, !dbg !33

24:                                               ; preds = %21
  %25 = and i32 %2, 2147483640, !dbg !33
  br label %74, !dbg !33

26:                                               ; preds = %3
  br i1 %13, label %27, label %171, !dbg !34

27:                                               ; preds = %26
  %28 = and i32 %2, 7, !dbg !34
  %29 = icmp ult i32 %2, 8, !dbg !34
  br i1 %29, label %136, label %30, !dbg !34

30:                                               ; preds = %27
  %31 = and i32 %2, 2147483640, !dbg !34
  br label %45, !dbg !34

32:                                               ; preds = %3
  br i1 %13, label %33, label %171, !dbg !35

33:                                               ; preds = %32
  %34 = and i32 %2, 7, !dbg !35
  %35 = icmp ult i32 %2, 8, !dbg !35
  br i1 %35, label %125, label %36, !dbg !35

36:                                               ; preds = %33
  %37 = and i32 %2, 2147483640, !dbg !35
  br label %38, !dbg !35

38:                                               ; preds = %38, %36
  %39 = phi i32 [ %12, %36 ], [ %42, %38 ]
  %40 = phi i32 [ 0, %36 ], [ %43, %38 ]
  %41 = mul i32 %39, 6561, !dbg !36
  %42 = add i32 %41, 132849840, !dbg !37
  %43 = add i32 %40, 8, !dbg !35
  %44 = icmp eq i32 %43, %37, !dbg !35
  br i1 %44, label %125, label %38, !dbg !35, !llvm.loop !38

45:                                               ; preds = %45, %30
  %46 = phi i32 [ %12, %30 ], [ %71, %45 ]
  %47 = phi i32 [ 0, %30 ], [ %72, %45 ]
  %48 = lshr i32 %46, 2, !dbg !41
  %49 = xor i32 %48, %46, !dbg !42
  %50 = mul i32 %49, 69, !dbg !43
  %51 = lshr i32 %50, 2, !dbg !41
  %52 = xor i32 %51, %50, !dbg !42
  %53 = mul i32 %52, 69, !dbg !43
  %54 = lshr i32 %53, 2, !dbg !41
  %55 = xor i32 %54, %53, !dbg !42
  %56 = mul i32 %55, 69, !dbg !43
  %57 = lshr i32 %56, 2, !dbg !41
  %58 = xor i32 %57, %56, !dbg !42
  %59 = mul i32 %58, 69, !dbg !43
  %60 = lshr i32 %59, 2, !dbg !41
  %61 = xor i32 %60, %59, !dbg !42
  %62 = mul i32 %61, 69, !dbg !43
  %63 = lshr i32 %62, 2, !dbg !41
  %64 = xor i32 %63, %62, !dbg !42
  %65 = mul i32 %64, 69, !dbg !43
  %66 = lshr i32 %65, 2, !dbg !41
  %67 = xor i32 %66, %65, !dbg !42
  %68 = mul i32 %67, 69, !dbg !43
  %69 = lshr i32 %68, 2, !dbg !41
  %70 = xor i32 %69, %68, !dbg !42
  %71 = mul i32 %70, 69, !dbg !43
  %72 = add i32 %47, 8, !dbg !34
  %73 = icmp eq i32 %72, %31, !dbg !34
  br i1 %73, label %136, label %45, !dbg !34, !llvm.loop !44

74:                                               ; preds = %74, %24
  %75 = phi i32 [ %12, %24 ], [ %100, %74 ]
  %76 = phi i32 [ 0, %24 ], [ %101, %74 ]
  %77 = shl i32 %75, 3, !dbg !46
  %78 = xor i32 %75, 42457, !dbg !47
  %79 = add i32 %77, %78, !dbg !48
  %80 = shl i32 %79, 3, !dbg !46
  %81 = xor i32 %79, 42457, !dbg !47
  %82 = add i32 %80, %81, !dbg !48
  %83 = shl i32 %82, 3, !dbg !46
  %84 = xor i32 %82, 42457, !dbg !47
  %85 = add i32 %83, %84, !dbg !48
  %86 = shl i32 %85, 3, !dbg !46
  %87 = xor i32 %85, 42457, !dbg !47
  %88 = add i32 %86, %87, !dbg !48
  %89 = shl i32 %88, 3, !dbg !46
  %90 = xor i32 %88, 42457, !dbg !47
  %91 = add i32 %89, %90, !dbg !48
  %92 = shl i32 %91, 3, !dbg !46
  %93 = xor i32 %91, 42457, !dbg !47
  %94 = add i32 %92, %93, !dbg !48
  %95 = shl i32 %94, 3, !dbg !46
  %96 = xor i32 %94, 42457, !dbg !47
  %97 = add i32 %95, %96, !dbg !48
  %98 = shl i32 %97, 3, !dbg !46
  %99 = xor i32 %97, 42457, !dbg !47
  %100 = add i32 %98, %99, !dbg !48
  %101 = add i32 %76, 8, !dbg !33
  %102 = icmp eq i32 %101, %25, !dbg !33
  br i1 %102, label %148, label %74, !dbg !33, !llvm.loop !49

103:                                              ; preds = %103, %18
  %104 = phi i32 [ %12, %18 ], [ %121, %103 ]
  %105 = phi i32 [ 0, %18 ], [ %122, %103 ]
  %106 = mul i32 %104, %104, !dbg !51
  %107 = add i32 %106, 43434, !dbg !52
  %108 = mul i32 %107, %107, !dbg !51
  %109 = add i32 %108, 43434, !dbg !52
  %110 = mul i32 %109, %109, !dbg !51
  %111 = add i32 %110, 43434, !dbg !52
  %112 = mul i32 %111, %111, !dbg !51
  %113 = add i32 %112, 43434, !dbg !52
  %114 = mul i32 %113, %113, !dbg !51
  %115 = add i32 %114, 43434, !dbg !52
  %116 = mul i32 %115, %115, !dbg !51
  %117 = add i32 %116, 43434, !dbg !52
  %118 = mul i32 %117, %117, !dbg !51
  %119 = add i32 %118, 43434, !dbg !52
  %120 = mul i32 %119, %119, !dbg !51
  %121 = add i32 %120, 43434, !dbg !52
  %122 = add i32 %105, 8, !dbg !32
  %123 = icmp eq i32 %122, %19, !dbg !32
  br i1 %123, label %160, label %103, !dbg !32, !llvm.loop !53

124:                                              ; preds = %3
  unreachable

125:                                              ; preds = %38, %33
  %126 = phi i32 [ poison, %33 ], [ %42, %38 ]
  %127 = phi i32 [ %12, %33 ], [ %42, %38 ]
  %128 = icmp eq i32 %34, 0, !dbg !35
  br i1 %128, label %171, label %129, !dbg !35

129:                                              ; preds = %125, %129
  %130 = phi i32 [ %133, %129 ], [ %127, %125 ]
  %131 = phi i32 [ %134, %129 ], [ 0, %125 ]
  %132 = mul i32 %130, 3, !dbg !36
  %133 = add i32 %132, 40503, !dbg !37
  %134 = add i32 %131, 1, !dbg !35
  %135 = icmp eq i32 %134, %34, !dbg !35
  br i1 %135, label %171, label %129, !dbg !35, !llvm.loop !55

136:                                              ; preds = %45, %27
  %137 = phi i32 [ poison, %27 ], [ %71, %45 ]
  %138 = phi i32 [ %12, %27 ], [ %71, %45 ]
  %139 = icmp eq i32 %28, 0, !dbg !34
  br i1 %139, label %171, label %140, !dbg !34

140:                                              ; preds = %136, %140
  %141 = phi i32 [ %145, %140 ], [ %138, %136 ]
  %142 = phi i32 [ %146, %140 ], [ 0, %136 ]
  %143 = lshr i32 %141, 2, !dbg !41
  %144 = xor i32 %143, %141, !dbg !42
  %145 = mul i32 %144, 69, !dbg !43
  %146 = add i32 %142, 1, !dbg !34
  %147 = icmp eq i32 %146, %28, !dbg !34
  br i1 %147, label %171, label %140, !dbg !34, !llvm.loop !57

148:                                              ; preds = %74, %21
  %149 = phi i32 [ poison, %21 ], [ %100, %74 ]
  %150 = phi i32 [ %12, %21 ], [ %100, %74 ]
  %151 = icmp eq i32 %22, 0, !dbg !33
  br i1 %151, label %171, label %152, !dbg !33

152:                                              ; preds = %148, %152
  %153 = phi i32 [ %157, %152 ], [ %150, %148 ]
  %154 = phi i32 [ %158, %152 ], [ 0, %148 ]
  %155 = shl i32 %153, 3, !dbg !46
  %156 = xor i32 %153, 42457, !dbg !47
  %157 = add i32 %155, %156, !dbg !48
  %158 = add i32 %154, 1, !dbg !33
  %159 = icmp eq i32 %158, %22, !dbg !33
  br i1 %159, label %171, label %152, !dbg !33, !llvm.loop !58

160:                                              ; preds = %103, %15
  %161 = phi i32 [ poison, %15 ], [ %121, %103 ]
  %162 = phi i32 [ %12, %15 ], [ %121, %103 ]
  %163 = icmp eq i32 %16, 0, !dbg !32
  br i1 %163, label %171, label %164, !dbg !32

164:                                              ; preds = %160, %164
  %165 = phi i32 [ %168, %164 ], [ %162, %160 ]
  %166 = phi i32 [ %169, %164 ], [ 0, %160 ]
  %167 = mul i32 %165, %165, !dbg !51
  %168 = add i32 %167, 43434, !dbg !52
  %169 = add i32 %166, 1, !dbg !32
  %170 = icmp eq i32 %169, %16, !dbg !32
  br i1 %170, label %171, label %164, !dbg !32, !llvm.loop !59

171:                                              ; preds = %160, %164, %148, %152, %136, %140, %125, %129, %14, %20, %26, %32
  %172 = phi i32 [ %12, %32 ], [ %12, %26 ], [ %12, %20 ], [ %12, %14 ], [ %126, %125 ], [ %133, %129 ], [ %137, %136 ], [ %145, %140 ], [ %149, %148 ], [ %157, %152 ], [ %161, %160 ], [ %168, %164 ], !dbg !60
  %173 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !61
  store i32 %172, ptr %173, align 4, !dbg !62, !tbaa !26
  ret void, !dbg !63
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
!1 = !DIFile(filename: "divergence/kway4.cu", directory: ".")
!2 = !{ptr @kway4, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway4", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!24 = !DILocation(line: 9, column: 48, scope: !9)
!25 = !DILocation(line: 10, column: 20, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 0, scope: !9)
!31 = !DILocation(line: 11, column: 3, scope: !9)
!32 = !DILocation(line: 25, column: 5, scope: !9)
!33 = !DILocation(line: 21, column: 5, scope: !9)
!34 = !DILocation(line: 17, column: 5, scope: !9)
!35 = !DILocation(line: 13, column: 5, scope: !9)
!36 = !DILocation(line: 14, column: 13, scope: !9)
!37 = !DILocation(line: 14, column: 18, scope: !9)
!38 = distinct !{!38, !35, !39, !40}
!39 = !DILocation(line: 14, column: 20, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 18, column: 19, scope: !9)
!42 = !DILocation(line: 18, column: 14, scope: !9)
!43 = !DILocation(line: 18, column: 26, scope: !9)
!44 = distinct !{!44, !34, !45, !40}
!45 = !DILocation(line: 18, column: 28, scope: !9)
!46 = !DILocation(line: 22, column: 14, scope: !9)
!47 = !DILocation(line: 22, column: 25, scope: !9)
!48 = !DILocation(line: 22, column: 20, scope: !9)
!49 = distinct !{!49, !33, !50, !40}
!50 = !DILocation(line: 22, column: 33, scope: !9)
!51 = !DILocation(line: 26, column: 13, scope: !9)
!52 = !DILocation(line: 26, column: 17, scope: !9)
!53 = distinct !{!53, !32, !54, !40}
!54 = !DILocation(line: 26, column: 19, scope: !9)
!55 = distinct !{!55, !56}
!56 = !{!"llvm.loop.unroll.disable"}
!57 = distinct !{!57, !56}
!58 = distinct !{!58, !56}
!59 = distinct !{!59, !56}
!60 = !DILocation(line: 10, column: 16, scope: !9)
!61 = !DILocation(line: 31, column: 3, scope: !9)
!62 = !DILocation(line: 31, column: 10, scope: !9)
!63 = !DILocation(line: 32, column: 1, scope: !9)
