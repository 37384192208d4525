; ModuleID = 'basic/histogram.cu'
source_filename = "basic/histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9histogramE5local = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = icmp ult i32 %4, 64, !dbg !16
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %14, label %7, !dbg !17

7:                                                ; preds = %14, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !18
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !19
  %9 = mul i32 %8, %6, !dbg !22
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %11 = mul i32 %10, %6, !dbg !26
  %12 = add i32 %11, %4, !dbg !27
  %13 = icmp ult i32 %12, %1, !dbg !28
  br i1 %13, label %21, label %20, !dbg !29

14:                                               ; preds = %3, %14
  %15 = phi i32 [ %18, %14 ], [ %4, %3 ]
  %16 = zext nneg i32 %15 to i64, !dbg !30
  %17 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %16, !dbg !30
  store i32 0, ptr %17, align 4, !dbg !31, !tbaa !32
  %18 = add nuw nsw i32 %15, %6, !dbg !36
  %19 = icmp ult i32 %18, 64, !dbg !16
  br i1 %19, label %14, label %7, !dbg !17, !llvm.loop !37

20:                                               ; preds = %21, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %5, label %33, label %32, !dbg !41

21:                                               ; preds = %7, %21
  %22 = phi i32 [ %30, %21 ], [ %12, %7 ]
  %23 = zext i32 %22 to i64, !dbg !42
  %24 = getelementptr inbounds i32, ptr %0, i64 %23, !dbg !42
  %25 = load i32, ptr %24, align 4, !dbg !42, !tbaa !32
  %26 = and i32 %25, 63, !dbg !43
  %27 = zext nneg i32 %26 to i64, !dbg !44
  %28 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %27, !dbg !44
  %29 = atomicrmw add ptr %28, i32 1 monotonic, align 4, !dbg !45
  %30 = add i32 %22, %9, !dbg !48
  %31 = icmp ult i32 %30, %1, !dbg !28
  br i1 %31, label %21, label %20, !dbg !29, !llvm.loop !49

32:                                               ; preds = %42, %20
  ret void, !dbg !51

33:                                               ; preds = %20, %42
  %34 = phi i32 [ %43, %42 ], [ %4, %20 ]
  %35 = zext nneg i32 %34 to i64, !dbg !52
  %36 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %35, !dbg !52
  %37 = load i32, ptr %36, align 4, !dbg !52, !tbaa !32
  %38 = icmp eq i32 %37, 0, !dbg !53
  br i1 %38, label %42, label %39, !dbg !52

39:                                               ; preds = %33
  %40 = getelementptr inbounds i32, ptr %2, i64 %35
  %41 = atomicrmw add ptr %40, i32 %37 monotonic, align 4, !dbg !54
  br label %42, !dbg !56

42:                                               ; preds = %33, %39
  %43 = add nuw nsw i32 %34, %6, !dbg !57
  %44 = icmp ult i32 %43, 64, !dbg !58
  br i1 %44, label %33, label %32, !dbg !41, !llvm.loop !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!1 = !DIFile(filename: "basic/histogram.cu", directory: ".")
!2 = !{ptr @histogram, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 11, column: 30, scope: !9)
!17 = !DILocation(line: 11, column: 3, scope: !9)
!18 = !DILocation(line: 13, column: 3, scope: !9)
!19 = !DILocation(line: 48, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 48, type: !10, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 14, column: 25, scope: !9)
!22 = !DILocation(line: 14, column: 35, scope: !9)
!23 = !DILocation(line: 46, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 15, column: 25, scope: !9)
!26 = !DILocation(line: 15, column: 36, scope: !9)
!27 = !DILocation(line: 15, column: 49, scope: !9)
!28 = !DILocation(line: 15, column: 56, scope: !9)
!29 = !DILocation(line: 15, column: 3, scope: !9)
!30 = !DILocation(line: 12, column: 5, scope: !9)
!31 = !DILocation(line: 12, column: 14, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 11, column: 40, scope: !9)
!37 = distinct !{!37, !17, !38, !39}
!38 = !DILocation(line: 12, column: 16, scope: !9)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 19, column: 3, scope: !9)
!41 = !DILocation(line: 20, column: 3, scope: !9)
!42 = !DILocation(line: 16, column: 38, scope: !9)
!43 = !DILocation(line: 16, column: 44, scope: !9)
!44 = !DILocation(line: 17, column: 16, scope: !9)
!45 = !DILocation(line: 128, column: 1, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 128, type: !10, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 17, column: 5, scope: !9)
!48 = !DILocation(line: 15, column: 77, scope: !9)
!49 = distinct !{!49, !29, !50, !39}
!50 = !DILocation(line: 18, column: 3, scope: !9)
!51 = !DILocation(line: 24, column: 1, scope: !9)
!52 = !DILocation(line: 21, column: 9, scope: !9)
!53 = !DILocation(line: 21, column: 18, scope: !9)
!54 = !DILocation(line: 128, column: 1, scope: !46, inlinedAt: !55)
!55 = distinct !DILocation(line: 22, column: 7, scope: !9)
!56 = !DILocation(line: 22, column: 7, scope: !9)
!57 = !DILocation(line: 20, column: 40, scope: !9)
!58 = !DILocation(line: 20, column: 30, scope: !9)
!59 = distinct !{!59, !41, !60, !39}
!60 = !DILocation(line: 23, column: 3, scope: !9)
