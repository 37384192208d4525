; ModuleID = 'merge/band_filter.cu'
source_filename = "merge/band_filter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @band_filter(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = icmp slt i32 %11, %5, !dbg !24
  br i1 %12, label %13, label %59, !dbg !25

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64, !dbg !26
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !26
  %16 = load i32, ptr %15, align 4, !dbg !26, !tbaa !27
  %17 = and i32 %16, 1023, !dbg !31
  %18 = icmp ugt i32 %17, %3, !dbg !32
  br i1 %18, label %19, label %38, !dbg !33

19:                                               ; preds = %13
  %20 = and i32 %16, 63, !dbg !34
  %21 = zext nneg i32 %20 to i64, !dbg !35
  %22 = getelementptr inbounds i32, ptr %1, i64 %21, !dbg !35
  %23 = load i32, ptr %22, align 4, !dbg !35, !tbaa !27
  %24 = icmp ult i32 %23, %4, !dbg !36
  br i1 %24, label %25, label %38, !dbg !37

25:                                               ; preds = %19
  %26 = mul i32 %23, %17, !dbg !38
  %27 = lshr i32 %17, 2, !dbg !39
  %28 = add i32 %26, %27, !dbg !40
  %29 = shl i32 %23, 3, !dbg !41
  %30 = xor i32 %28, %29, !dbg !42
  %31 = mul i32 %30, 7, !dbg !43
  %32 = add i32 %16, 1, !dbg !44
  %33 = and i32 %32, 63, !dbg !45
  %34 = zext nneg i32 %33 to i64, !dbg !46
  %35 = getelementptr inbounds i32, ptr %1, i64 %34, !dbg !46
  %36 = load i32, ptr %35, align 4, !dbg !46, !tbaa !27
  %37 = add i32 %36, %31, !dbg !47
  br label %56, !dbg !48

38:                                               ; preds = %19, %13
  %39 = lshr i32 %16, 4, !dbg !49
  %40 = and i32 %39, 63, !dbg !50
  %41 = zext nneg i32 %40 to i64, !dbg !51
  %42 = getelementptr inbounds i32, ptr %1, i64 %41, !dbg !51
  %43 = load i32, ptr %42, align 4, !dbg !51, !tbaa !27
  %44 = mul i32 %43, %17, !dbg !52
  %45 = lshr i32 %17, 3, !dbg !53
  %46 = sub i32 %44, %45, !dbg !54
  %47 = shl i32 %43, 2, !dbg !55
  %48 = xor i32 %46, %47, !dbg !56
  %49 = mul i32 %48, 5, !dbg !57
  %50 = add i32 %16, 3, !dbg !58
  %51 = and i32 %50, 63, !dbg !59
  %52 = zext nneg i32 %51 to i64, !dbg !60
  %53 = getelementptr inbounds i32, ptr %1, i64 %52, !dbg !60
  %54 = load i32, ptr %53, align 4, !dbg !60, !tbaa !27
  %55 = add i32 %49, %54, !dbg !61
  br label %56

56:                                               ; preds = %38, %25
  %57 = phi i32 [ %37, %25 ], [ %55, %38 ], !dbg !62
  %58 = getelementptr inbounds i32, ptr %2, i64 %14, !dbg !63
  store i32 %57, ptr %58, align 4, !dbg !64, !tbaa !27
  br label %59, !dbg !65

59:                                               ; preds = %6, %56
  ret void, !dbg !65
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
!1 = !DIFile(filename: "merge/band_filter.cu", directory: ".")
!2 = !{ptr @band_filter, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "band_filter", scope: !1, file: !1, line: 7, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 24, scope: !9)
!19 = !DILocation(line: 9, column: 22, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 37, scope: !9)
!23 = !DILocation(line: 9, column: 35, scope: !9)
!24 = !DILocation(line: 10, column: 9, scope: !9)
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 12, column: 16, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 12, column: 22, scope: !9)
!32 = !DILocation(line: 14, column: 9, scope: !9)
!33 = !DILocation(line: 14, column: 14, scope: !9)
!34 = !DILocation(line: 14, column: 23, scope: !9)
!35 = !DILocation(line: 14, column: 17, scope: !9)
!36 = !DILocation(line: 14, column: 30, scope: !9)
!37 = !DILocation(line: 14, column: 7, scope: !9)
!38 = !DILocation(line: 16, column: 12, scope: !9)
!39 = !DILocation(line: 16, column: 21, scope: !9)
!40 = !DILocation(line: 16, column: 16, scope: !9)
!41 = !DILocation(line: 16, column: 33, scope: !9)
!42 = !DILocation(line: 16, column: 28, scope: !9)
!43 = !DILocation(line: 17, column: 11, scope: !9)
!44 = !DILocation(line: 17, column: 25, scope: !9)
!45 = !DILocation(line: 17, column: 31, scope: !9)
!46 = !DILocation(line: 17, column: 18, scope: !9)
!47 = !DILocation(line: 17, column: 16, scope: !9)
!48 = !DILocation(line: 18, column: 3, scope: !9)
!49 = !DILocation(line: 19, column: 25, scope: !9)
!50 = !DILocation(line: 19, column: 31, scope: !9)
!51 = !DILocation(line: 19, column: 18, scope: !9)
!52 = !DILocation(line: 20, column: 12, scope: !9)
!53 = !DILocation(line: 20, column: 21, scope: !9)
!54 = !DILocation(line: 20, column: 16, scope: !9)
!55 = !DILocation(line: 20, column: 33, scope: !9)
!56 = !DILocation(line: 20, column: 28, scope: !9)
!57 = !DILocation(line: 21, column: 11, scope: !9)
!58 = !DILocation(line: 21, column: 25, scope: !9)
!59 = !DILocation(line: 21, column: 31, scope: !9)
!60 = !DILocation(line: 21, column: 18, scope: !9)
!61 = !DILocation(line: 21, column: 16, scope: !9)
!62 = !DILocation(line: 0, scope: !9)
!63 = !DILocation(line: 23, column: 3, scope: !9)
!64 = !DILocation(line: 23, column: 10, scope: !9)
!65 = !DILocation(line: 24, column: 1, scope: !9)
