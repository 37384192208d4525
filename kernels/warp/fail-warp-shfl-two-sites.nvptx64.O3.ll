; ModuleID = 'warp/fail-warp-shfl-two-sites.cu'
source_filename = "warp/fail-warp-shfl-two-sites.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @_Z8odd_sidei(i32 noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %0, i32 1, i32 31), !dbg !12
  %3 = add nsw i32 %2, 1, !dbg !16
  ret i32 %3, !dbg !17
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @fail_warp_shfl_two_sites(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !18 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %5 = mul i32 %3, %4, !dbg !25
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %7 = add i32 %5, %6, !dbg !29
  %8 = zext i32 %7 to i64, !dbg !30
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !30
  %10 = load i32, ptr %9, align 4, !dbg !30, !tbaa !31
  %11 = and i32 %6, 1, !dbg !35
  %12 = icmp eq i32 %11, 0, !dbg !36
  br i1 %12, label %15, label %13, !dbg !36

13:                                               ; preds = %2
  %14 = tail call noundef i32 @_Z8odd_sidei(i32 noundef %10) #4, !dbg !37
  br label %17, !dbg !38

15:                                               ; preds = %2
  %16 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %10, i32 2, i32 31), !dbg !39
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i32 [ %14, %13 ], [ %16, %15 ], !dbg !41
  %19 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !42
  store i32 %18, ptr %19, align 4, !dbg !43, !tbaa !31
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/fail-warp-shfl-two-sites.cu", directory: ".")
!2 = !{ptr @fail_warp_shfl_two_sites, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "odd_side", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 75, column: 10, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 67, scope: !9)
!16 = !DILocation(line: 6, column: 98, scope: !9)
!17 = !DILocation(line: 6, column: 60, scope: !9)
!18 = distinct !DISubprogram(name: "fail_warp_shfl_two_sites", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 9, column: 20, scope: !18)
!22 = !DILocation(line: 47, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 9, column: 33, scope: !18)
!25 = !DILocation(line: 9, column: 31, scope: !18)
!26 = !DILocation(line: 45, column: 1, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 9, column: 46, scope: !18)
!29 = !DILocation(line: 9, column: 44, scope: !18)
!30 = !DILocation(line: 10, column: 11, scope: !18)
!31 = !{!32, !32, i64 0}
!32 = !{!"int", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 11, column: 19, scope: !18)
!36 = !DILocation(line: 11, column: 7, scope: !18)
!37 = !DILocation(line: 12, column: 9, scope: !18)
!38 = !DILocation(line: 12, column: 5, scope: !18)
!39 = !DILocation(line: 75, column: 10, scope: !13, inlinedAt: !40)
!40 = distinct !DILocation(line: 14, column: 9, scope: !18)
!41 = !DILocation(line: 0, scope: !18)
!42 = !DILocation(line: 15, column: 3, scope: !18)
!43 = !DILocation(line: 15, column: 10, scope: !18)
!44 = !DILocation(line: 16, column: 1, scope: !18)
