; ModuleID = 'barriers/fail-inlined-barrier.cu'
source_filename = "barriers/fail-inlined-barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20fail_inlined_barrierE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fail_inlined_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = zext i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !24
  %11 = load i32, ptr %10, align 4, !dbg !24, !tbaa !25
  %12 = icmp ult i32 %7, %2, !dbg !29
  br i1 %12, label %13, label %23, !dbg !30

13:                                               ; preds = %3
  %14 = zext nneg i32 %7 to i64, !dbg !31
  %15 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_inlined_barrierE1s to ptr), i64 %14, !dbg !31
  store i32 %11, ptr %15, align 4, !dbg !34, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %16 = trunc nuw nsw i32 %7 to i16, !dbg !36
  %17 = add nuw nsw i16 %16, 1, !dbg !36
  %18 = trunc nuw nsw i32 %5 to i16, !dbg !36
  %19 = urem i16 %17, %18, !dbg !36
  %20 = zext nneg i16 %19 to i64, !dbg !37
  %21 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20fail_inlined_barrierE1s to ptr), i64 %20, !dbg !37
  %22 = load i32, ptr %21, align 4, !dbg !37, !tbaa !25
  br label %23, !dbg !38

23:                                               ; preds = %13, %3
  %24 = phi i32 [ %22, %13 ], [ %11, %3 ], !dbg !39
  %25 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !40
  store i32 %24, ptr %25, align 4, !dbg !41, !tbaa !25
  ret void, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-inlined-barrier.cu", directory: ".")
!2 = !{ptr @fail_inlined_barrier, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_inlined_barrier", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 14, column: 33, scope: !9)
!19 = !DILocation(line: 14, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 14, column: 46, scope: !9)
!23 = !DILocation(line: 14, column: 44, scope: !9)
!24 = !DILocation(line: 15, column: 11, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 16, column: 19, scope: !9)
!30 = !DILocation(line: 16, column: 7, scope: !9)
!31 = !DILocation(line: 7, column: 3, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "stage", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 17, column: 9, scope: !9)
!34 = !DILocation(line: 7, column: 8, scope: !32, inlinedAt: !33)
!35 = !DILocation(line: 8, column: 3, scope: !32, inlinedAt: !33)
!36 = !DILocation(line: 9, column: 20, scope: !32, inlinedAt: !33)
!37 = !DILocation(line: 9, column: 10, scope: !32, inlinedAt: !33)
!38 = !DILocation(line: 17, column: 5, scope: !9)
!39 = !DILocation(line: 0, scope: !9)
!40 = !DILocation(line: 18, column: 3, scope: !9)
!41 = !DILocation(line: 18, column: 10, scope: !9)
!42 = !DILocation(line: 19, column: 1, scope: !9)
