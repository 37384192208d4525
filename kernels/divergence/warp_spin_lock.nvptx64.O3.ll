; ModuleID = 'divergence/warp_spin_lock.cu'
source_filename = "divergence/warp_spin_lock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @warp_spin_lock(ptr nocapture noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  br label %6, !dbg !17

6:                                                ; preds = %6, %2
  %7 = cmpxchg ptr %5, i32 0, i32 1 monotonic monotonic, align 4, !dbg !18
  %8 = extractvalue { i32, i1 } %7, 1, !dbg !21
  br i1 %8, label %9, label %6, !dbg !17, !llvm.loop !22

9:                                                ; preds = %6
  %10 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !25
  %11 = load volatile i32, ptr %10, align 4, !dbg !26, !tbaa !27
  %12 = add nsw i32 %11, 1, !dbg !31
  store volatile i32 %12, ptr %10, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.membar.gl(), !dbg !33
  %13 = atomicrmw xchg ptr %5, i32 0 monotonic, align 4, !dbg !36
  ret void, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergence/warp_spin_lock.cu", directory: ".")
!2 = !{ptr @warp_spin_lock, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_spin_lock", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 18, scope: !9)
!16 = !DILocation(line: 11, column: 13, scope: !9)
!17 = !DILocation(line: 13, column: 3, scope: !9)
!18 = !DILocation(line: 147, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "atomicCAS", scope: !14, file: !14, line: 146, type: !10, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 13, column: 10, scope: !9)
!21 = !DILocation(line: 13, column: 29, scope: !9)
!22 = distinct !{!22, !17, !23, !24}
!23 = !DILocation(line: 15, column: 3, scope: !9)
!24 = !{!"llvm.loop.mustprogress"}
!25 = !DILocation(line: 12, column: 22, scope: !9)
!26 = !DILocation(line: 16, column: 8, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 16, column: 11, scope: !9)
!32 = !DILocation(line: 16, column: 6, scope: !9)
!33 = !DILocation(line: 66, column: 45, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 66, type: !10, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 17, column: 3, scope: !9)
!36 = !DILocation(line: 142, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 142, type: !10, scopeLine: 142, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 18, column: 3, scope: !9)
!39 = !DILocation(line: 19, column: 1, scope: !9)
