; ModuleID = 'warp/pass-warp-lane-range.cu'
source_filename = "warp/pass-warp-lane-range.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_warp_lane_range(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %5 = mul i32 %3, %4, !dbg !19
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %7 = add i32 %5, %6, !dbg !23
  %8 = and i32 %6, 16, !dbg !24
  %9 = zext i32 %7 to i64, !dbg !25
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !25
  %11 = load i32, ptr %10, align 4, !dbg !25, !tbaa !26
  %12 = icmp eq i32 %8, 0, !dbg !30
  br i1 %12, label %13, label %16, !dbg !31

13:                                               ; preds = %2
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 65535, i32 %11, i32 8, i32 31), !dbg !32
  %15 = add nsw i32 %14, %11, !dbg !35
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535), !dbg !36
  br label %16, !dbg !39

16:                                               ; preds = %13, %2
  %17 = phi i32 [ %15, %13 ], [ %11, %2 ], !dbg !40
  %18 = and i32 %6, 24, !dbg !41
  %19 = icmp eq i32 %18, 24, !dbg !42
  br i1 %19, label %20, label %22, !dbg !43

20:                                               ; preds = %16
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -16777216, i32 %17, i32 1, i32 31), !dbg !44
  br label %22, !dbg !47

22:                                               ; preds = %20, %16
  %23 = phi i32 [ %21, %20 ], [ %17, %16 ], !dbg !40
  %24 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !48
  store i32 %23, ptr %24, align 4, !dbg !49, !tbaa !26
  ret void, !dbg !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/pass-warp-lane-range.cu", directory: ".")
!2 = !{ptr @pass_warp_lane_range, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_warp_lane_range", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!24 = !DILocation(line: 9, column: 35, scope: !9)
!25 = !DILocation(line: 10, column: 11, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 11, column: 12, scope: !9)
!31 = !DILocation(line: 11, column: 7, scope: !9)
!32 = !DILocation(line: 93, column: 10, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 92, type: !10, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 12, column: 10, scope: !9)
!35 = !DILocation(line: 12, column: 7, scope: !9)
!36 = !DILocation(line: 62, column: 69, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 62, type: !10, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 13, column: 5, scope: !9)
!39 = !DILocation(line: 14, column: 3, scope: !9)
!40 = !DILocation(line: 0, scope: !9)
!41 = !DILocation(line: 15, column: 20, scope: !9)
!42 = !DILocation(line: 15, column: 26, scope: !9)
!43 = !DILocation(line: 15, column: 7, scope: !9)
!44 = !DILocation(line: 102, column: 10, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = distinct !DILocation(line: 16, column: 9, scope: !9)
!47 = !DILocation(line: 16, column: 5, scope: !9)
!48 = !DILocation(line: 17, column: 3, scope: !9)
!49 = !DILocation(line: 17, column: 10, scope: !9)
!50 = !DILocation(line: 18, column: 1, scope: !9)
