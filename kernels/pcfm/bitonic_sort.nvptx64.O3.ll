; ModuleID = 'pcfm/bitonic_sort.cu'
source_filename = "pcfm/bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12bitonic_sortE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bitonic_sort(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = mul i32 %4, %3, !dbg !22
  %6 = add i32 %5, %2, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %2 to i64, !dbg !29
  %11 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %10, !dbg !29
  store i32 %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = icmp ult i32 %3, 2, !dbg !32
  br i1 %12, label %19, label %13, !dbg !33

13:                                               ; preds = %1, %21
  %14 = phi i32 [ %22, %21 ], [ 2, %1 ]
  %15 = icmp eq i32 %14, 0, !dbg !34
  br i1 %15, label %21, label %16, !dbg !35

16:                                               ; preds = %13
  %17 = and i32 %14, %2
  %18 = icmp eq i32 %17, 0
  br label %24, !dbg !35

19:                                               ; preds = %21, %1
  %20 = load i32, ptr %11, align 4, !dbg !36, !tbaa !25
  store i32 %20, ptr %8, align 4, !dbg !37, !tbaa !25
  ret void, !dbg !38

21:                                               ; preds = %39, %13
  %22 = shl i32 %14, 1, !dbg !39
  %23 = icmp ugt i32 %22, %3, !dbg !32
  br i1 %23, label %19, label %13, !dbg !33, !llvm.loop !40

24:                                               ; preds = %16, %39
  %25 = phi i32 [ %14, %16 ], [ %26, %39 ]
  %26 = lshr i32 %25, 1, !dbg !43
  %27 = xor i32 %26, %2, !dbg !44
  %28 = icmp ugt i32 %27, %2, !dbg !45
  br i1 %28, label %29, label %39, !dbg !46

29:                                               ; preds = %24
  %30 = load i32, ptr %11, align 4, !dbg !47, !tbaa !25
  %31 = zext nneg i32 %27 to i64, !dbg !47
  %32 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %31, !dbg !47
  %33 = load i32, ptr %32, align 4, !dbg !47, !tbaa !25
  br i1 %18, label %34, label %36, !dbg !48

34:                                               ; preds = %29
  %35 = icmp sgt i32 %30, %33, !dbg !49
  br i1 %35, label %38, label %39, !dbg !50

36:                                               ; preds = %29
  %37 = icmp slt i32 %30, %33, !dbg !51
  br i1 %37, label %38, label %39, !dbg !52

38:                                               ; preds = %36, %34
  store i32 %33, ptr %11, align 4, !dbg !47, !tbaa !25
  store i32 %30, ptr %32, align 4, !dbg !47, !tbaa !25
  br label %39, !dbg !53

39:                                               ; preds = %38, %36, %34, %24
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %40 = icmp ult i32 %25, 4, !dbg !34
  br i1 %40, label %21, label %24, !dbg !35, !llvm.loop !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/bitonic_sort.cu", directory: ".")
!2 = !{ptr @bitonic_sort, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bitonic_sort", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 20, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 11, column: 23, scope: !9)
!22 = !DILocation(line: 11, column: 34, scope: !9)
!23 = !DILocation(line: 12, column: 20, scope: !9)
!24 = !DILocation(line: 12, column: 10, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 12, column: 3, scope: !9)
!30 = !DILocation(line: 12, column: 8, scope: !9)
!31 = !DILocation(line: 13, column: 3, scope: !9)
!32 = !DILocation(line: 14, column: 30, scope: !9)
!33 = !DILocation(line: 14, column: 3, scope: !9)
!34 = !DILocation(line: 15, column: 37, scope: !9)
!35 = !DILocation(line: 15, column: 5, scope: !9)
!36 = !DILocation(line: 39, column: 20, scope: !9)
!37 = !DILocation(line: 39, column: 18, scope: !9)
!38 = !DILocation(line: 40, column: 1, scope: !9)
!39 = !DILocation(line: 14, column: 38, scope: !9)
!40 = distinct !{!40, !33, !41, !42}
!41 = !DILocation(line: 38, column: 3, scope: !9)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 15, scope: !9)
!44 = !DILocation(line: 16, column: 26, scope: !9)
!45 = !DILocation(line: 17, column: 13, scope: !9)
!46 = !DILocation(line: 17, column: 11, scope: !9)
!47 = !DILocation(line: 0, scope: !9)
!48 = !DILocation(line: 18, column: 13, scope: !9)
!49 = !DILocation(line: 22, column: 17, scope: !9)
!50 = !DILocation(line: 22, column: 15, scope: !9)
!51 = !DILocation(line: 30, column: 17, scope: !9)
!52 = !DILocation(line: 30, column: 15, scope: !9)
!53 = !DILocation(line: 36, column: 7, scope: !9)
!54 = distinct !{!54, !35, !55, !42}
!55 = !DILocation(line: 37, column: 5, scope: !9)
