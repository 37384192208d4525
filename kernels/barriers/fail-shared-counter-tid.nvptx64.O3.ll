; ModuleID = 'barriers/fail-shared-counter-tid.cu'
source_filename = "barriers/fail-shared-counter-tid.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23fail_shared_counter_tidE5count = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fail_shared_counter_tid(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = and i32 %6, 3, !dbg !21
  %8 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23fail_shared_counter_tidE5count to ptr), i64 0, i64 %4, !dbg !22
  store i32 %7, ptr %8, align 4, !dbg !23, !tbaa !17
  %9 = icmp eq i32 %7, 0, !dbg !24
  br i1 %9, label %17, label %10, !dbg !25

10:                                               ; preds = %2, %10
  %11 = phi i32 [ %13, %10 ], [ 0, %2 ]
  %12 = phi i32 [ %15, %10 ], [ %7, %2 ]
  %13 = add nuw nsw i32 %11, %12, !dbg !26
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %14 = load i32, ptr %8, align 4, !dbg !28, !tbaa !17
  %15 = add nsw i32 %14, -1, !dbg !28
  store i32 %15, ptr %8, align 4, !dbg !23, !tbaa !17
  %16 = icmp sgt i32 %14, 1, !dbg !24
  br i1 %16, label %10, label %17, !dbg !25, !llvm.loop !29

17:                                               ; preds = %10, %2
  %18 = phi i32 [ 0, %2 ], [ %13, %10 ], !dbg !23
  %19 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !32
  store i32 %18, ptr %19, align 4, !dbg !33, !tbaa !17
  ret void, !dbg !34
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-shared-counter-tid.cu", directory: ".")
!2 = !{ptr @fail_shared_counter_tid, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_shared_counter_tid", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 14, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 9, column: 20, scope: !9)
!22 = !DILocation(line: 9, column: 3, scope: !9)
!23 = !DILocation(line: 0, scope: !9)
!24 = !DILocation(line: 11, column: 19, scope: !9)
!25 = !DILocation(line: 11, column: 3, scope: !9)
!26 = !DILocation(line: 12, column: 9, scope: !9)
!27 = !DILocation(line: 13, column: 5, scope: !9)
!28 = !DILocation(line: 14, column: 14, scope: !9)
!29 = distinct !{!29, !25, !30, !31}
!30 = !DILocation(line: 15, column: 3, scope: !9)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 16, column: 3, scope: !9)
!33 = !DILocation(line: 16, column: 10, scope: !9)
!34 = !DILocation(line: 17, column: 1, scope: !9)
