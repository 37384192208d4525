; ModuleID = 'pcfm/bitonic_step.cu'
source_filename = "pcfm/bitonic_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bitonic_step(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = xor i32 %9, %1, !dbg !24
  %11 = icmp ult i32 %9, %3, !dbg !25
  %12 = icmp ugt i32 %10, %9
  %13 = and i1 %12, %11, !dbg !26
  %14 = icmp ult i32 %10, %3
  %15 = and i1 %14, %13, !dbg !26
  br i1 %15, label %16, label %30, !dbg !26

16:                                               ; preds = %4
  %17 = zext i32 %9 to i64, !dbg !27
  %18 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !27
  %19 = load i32, ptr %18, align 4, !dbg !27, !tbaa !28
  %20 = zext i32 %10 to i64, !dbg !32
  %21 = getelementptr inbounds i32, ptr %0, i64 %20, !dbg !32
  %22 = load i32, ptr %21, align 4, !dbg !32, !tbaa !28
  %23 = and i32 %9, %2, !dbg !33
  %24 = icmp eq i32 %23, 0, !dbg !34
  br i1 %24, label %25, label %27, !dbg !35

25:                                               ; preds = %16
  %26 = icmp sgt i32 %19, %22, !dbg !36
  br i1 %26, label %29, label %30, !dbg !37

27:                                               ; preds = %16
  %28 = icmp slt i32 %19, %22, !dbg !38
  br i1 %28, label %29, label %30, !dbg !39

29:                                               ; preds = %27, %25
  store i32 %22, ptr %18, align 4, !dbg !40, !tbaa !28
  store i32 %19, ptr %21, align 4, !dbg !40, !tbaa !28
  br label %30, !dbg !41

30:                                               ; preds = %29, %25, %27, %4
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/bitonic_step.cu", directory: ".")
!2 = !{ptr @bitonic_step, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bitonic_step", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 7, column: 33, scope: !9)
!19 = !DILocation(line: 7, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 7, column: 46, scope: !9)
!23 = !DILocation(line: 7, column: 44, scope: !9)
!24 = !DILocation(line: 8, column: 22, scope: !9)
!25 = !DILocation(line: 9, column: 9, scope: !9)
!26 = !DILocation(line: 9, column: 28, scope: !9)
!27 = !DILocation(line: 11, column: 11, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 12, column: 11, scope: !9)
!33 = !DILocation(line: 13, column: 10, scope: !9)
!34 = !DILocation(line: 13, column: 29, scope: !9)
!35 = !DILocation(line: 13, column: 7, scope: !9)
!36 = !DILocation(line: 14, column: 11, scope: !9)
!37 = !DILocation(line: 14, column: 9, scope: !9)
!38 = !DILocation(line: 19, column: 11, scope: !9)
!39 = !DILocation(line: 19, column: 9, scope: !9)
!40 = !DILocation(line: 0, scope: !9)
!41 = !DILocation(line: 24, column: 1, scope: !9)
