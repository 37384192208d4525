; ModuleID = 'warp/pass-warp-loop-rejoin.cu'
source_filename = "warp/pass-warp-loop-rejoin.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @pass_warp_loop_rejoin(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %5 = mul i32 %3, %4, !dbg !19
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %7 = add i32 %5, %6, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !24
  %10 = load i32, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = and i32 %10, 1, !dbg !29
  %12 = icmp eq i32 %11, 0, !dbg !30
  %13 = mul nsw i32 %10, 3, !dbg !30
  %14 = add nsw i32 %13, 1, !dbg !30
  %15 = ashr exact i32 %10, 1, !dbg !30
  %16 = select i1 %12, i32 %15, i32 %14, !dbg !30
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %16, i32 1, i32 31), !dbg !31
  %18 = add nsw i32 %17, %16, !dbg !34
  %19 = and i32 %18, 1, !dbg !29
  %20 = icmp eq i32 %19, 0, !dbg !30
  %21 = mul nsw i32 %18, 3, !dbg !30
  %22 = add nsw i32 %21, 1, !dbg !30
  %23 = ashr exact i32 %18, 1, !dbg !30
  %24 = select i1 %20, i32 %23, i32 %22, !dbg !30
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %24, i32 1, i32 31), !dbg !31
  %26 = add nsw i32 %25, %24, !dbg !34
  %27 = and i32 %26, 1, !dbg !29
  %28 = icmp eq i32 %27, 0, !dbg !30
  %29 = mul nsw i32 %26, 3, !dbg !30
  %30 = add nsw i32 %29, 1, !dbg !30
  %31 = ashr exact i32 %26, 1, !dbg !30
  %32 = select i1 %28, i32 %31, i32 %30, !dbg !30
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 1, i32 31), !dbg !31
  %34 = add nsw i32 %33, %32, !dbg !34
  %35 = and i32 %34, 1, !dbg !29
  %36 = icmp eq i32 %35, 0, !dbg !30
  %37 = mul nsw i32 %34, 3, !dbg !30
  %38 = add nsw i32 %37, 1, !dbg !30
  %39 = ashr exact i32 %34, 1, !dbg !30
  %40 = select i1 %36, i32 %39, i32 %38, !dbg !30
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 1, i32 31), !dbg !31
  %42 = add nsw i32 %41, %40, !dbg !34
  %43 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !35
  store i32 %42, ptr %43, align 4, !dbg !36, !tbaa !25
  ret void, !dbg !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/pass-warp-loop-rejoin.cu", directory: ".")
!2 = !{ptr @pass_warp_loop_rejoin, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_warp_loop_rejoin", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 11, column: 33, scope: !9)
!19 = !DILocation(line: 11, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 11, column: 46, scope: !9)
!23 = !DILocation(line: 11, column: 44, scope: !9)
!24 = !DILocation(line: 12, column: 11, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 11, scope: !9)
!30 = !DILocation(line: 14, column: 9, scope: !9)
!31 = !DILocation(line: 102, column: 10, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 18, column: 10, scope: !9)
!34 = !DILocation(line: 18, column: 7, scope: !9)
!35 = !DILocation(line: 20, column: 3, scope: !9)
!36 = !DILocation(line: 20, column: 10, scope: !9)
!37 = !DILocation(line: 21, column: 1, scope: !9)
