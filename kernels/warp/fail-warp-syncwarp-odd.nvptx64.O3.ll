; ModuleID = 'warp/fail-warp-syncwarp-odd.cu'
source_filename = "warp/fail-warp-syncwarp-odd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22fail_warp_syncwarp_oddE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fail_warp_syncwarp_odd(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = add i32 %6, %3, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !24
  %10 = load i32, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = zext nneg i32 %3 to i64, !dbg !29
  %12 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22fail_warp_syncwarp_oddE1s to ptr), i64 0, i64 %11, !dbg !29
  store i32 %10, ptr %12, align 4, !dbg !30, !tbaa !25
  %13 = and i32 %3, 1, !dbg !31
  %14 = icmp eq i32 %13, 0, !dbg !32
  br i1 %14, label %22, label %15, !dbg !32

15:                                               ; preds = %2
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !33
  %16 = and i32 %3, 1022, !dbg !36
  %17 = zext nneg i32 %16 to i64, !dbg !37
  %18 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22fail_warp_syncwarp_oddE1s to ptr), i64 0, i64 %17, !dbg !37
  %19 = load i32, ptr %18, align 4, !dbg !37, !tbaa !25
  %20 = load i32, ptr %12, align 4, !dbg !38, !tbaa !25
  %21 = add nsw i32 %20, %19, !dbg !38
  store i32 %21, ptr %12, align 4, !dbg !38, !tbaa !25
  br label %22, !dbg !39

22:                                               ; preds = %15, %2
  %23 = phi i32 [ %21, %15 ], [ %10, %2 ], !dbg !40
  %24 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !41
  store i32 %23, ptr %24, align 4, !dbg !42, !tbaa !25
  ret void, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/fail-warp-syncwarp-odd.cu", directory: ".")
!2 = !{ptr @fail_warp_syncwarp_odd, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_warp_syncwarp_odd", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 20, scope: !9)
!19 = !DILocation(line: 47, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 8, column: 33, scope: !9)
!22 = !DILocation(line: 8, column: 31, scope: !9)
!23 = !DILocation(line: 8, column: 44, scope: !9)
!24 = !DILocation(line: 9, column: 10, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 9, column: 3, scope: !9)
!30 = !DILocation(line: 9, column: 8, scope: !9)
!31 = !DILocation(line: 10, column: 9, scope: !9)
!32 = !DILocation(line: 10, column: 7, scope: !9)
!33 = !DILocation(line: 62, column: 69, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 62, type: !10, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 11, column: 5, scope: !9)
!36 = !DILocation(line: 12, column: 17, scope: !9)
!37 = !DILocation(line: 12, column: 13, scope: !9)
!38 = !DILocation(line: 12, column: 10, scope: !9)
!39 = !DILocation(line: 13, column: 3, scope: !9)
!40 = !DILocation(line: 14, column: 12, scope: !9)
!41 = !DILocation(line: 14, column: 3, scope: !9)
!42 = !DILocation(line: 14, column: 10, scope: !9)
!43 = !DILocation(line: 15, column: 1, scope: !9)
