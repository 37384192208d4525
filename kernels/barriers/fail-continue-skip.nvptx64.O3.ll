; ModuleID = 'barriers/fail-continue-skip.cu'
source_filename = "barriers/fail-continue-skip.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18fail_continue_skipE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fail_continue_skip(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = zext nneg i32 %5 to i64, !dbg !16
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !16
  %8 = load i32, ptr %7, align 4, !dbg !16, !tbaa !17
  %9 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_continue_skipE1s to ptr), i64 0, i64 %6, !dbg !21
  store i32 %8, ptr %9, align 4, !dbg !22, !tbaa !17
  %10 = icmp ult i32 %5, 7
  %11 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %12, !dbg !23

12:                                               ; preds = %19, %4
  %13 = phi i32 [ 0, %4 ], [ %20, %19 ], !dbg !24
  %14 = phi i32 [ 0, %4 ], [ %21, %19 ], !dbg !24
  %15 = icmp slt i32 %14, %3, !dbg !25
  %16 = and i1 %10, %15, !dbg !26
  br i1 %16, label %17, label %22, !dbg !26

17:                                               ; preds = %12
  %18 = add nsw i32 %14, 2, !dbg !27
  br label %19, !dbg !28

19:                                               ; preds = %17, %22
  %20 = phi i32 [ %13, %17 ], [ %28, %22 ]
  %21 = phi i32 [ %18, %17 ], [ %29, %22 ]
  br label %12, !dbg !25, !llvm.loop !29

22:                                               ; preds = %12
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %23 = add i32 %14, %5, !dbg !34
  %24 = urem i32 %23, %11, !dbg !35
  %25 = zext nneg i32 %24 to i64, !dbg !36
  %26 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_continue_skipE1s to ptr), i64 0, i64 %25, !dbg !36
  %27 = load i32, ptr %26, align 4, !dbg !36, !tbaa !17
  %28 = add nsw i32 %27, %13, !dbg !37
  %29 = add nsw i32 %14, 1, !dbg !38
  %30 = icmp slt i32 %29, %2, !dbg !39
  br i1 %30, label %19, label %31, !dbg !40

31:                                               ; preds = %22
  %32 = getelementptr inbounds i32, ptr %1, i64 %6, !dbg !41
  store i32 %28, ptr %32, align 4, !dbg !42, !tbaa !17
  ret void, !dbg !43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-continue-skip.cu", directory: ".")
!2 = !{ptr @fail_continue_skip, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_continue_skip", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 11, column: 10, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 11, column: 3, scope: !9)
!22 = !DILocation(line: 11, column: 8, scope: !9)
!23 = !DILocation(line: 13, column: 8, scope: !9)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 14, column: 11, scope: !9)
!26 = !DILocation(line: 14, column: 15, scope: !9)
!27 = !DILocation(line: 15, column: 9, scope: !9)
!28 = !DILocation(line: 16, column: 7, scope: !9)
!29 = distinct !{!29, !30, !31, !32}
!30 = !DILocation(line: 13, column: 3, scope: !9)
!31 = !DILocation(line: 23, column: 3, scope: !9)
!32 = !{!"llvm.loop.mustprogress"}
!33 = !DILocation(line: 18, column: 5, scope: !9)
!34 = !DILocation(line: 19, column: 17, scope: !9)
!35 = !DILocation(line: 19, column: 22, scope: !9)
!36 = !DILocation(line: 19, column: 12, scope: !9)
!37 = !DILocation(line: 19, column: 9, scope: !9)
!38 = !DILocation(line: 20, column: 6, scope: !9)
!39 = !DILocation(line: 21, column: 11, scope: !9)
!40 = !DILocation(line: 21, column: 9, scope: !9)
!41 = !DILocation(line: 24, column: 3, scope: !9)
!42 = !DILocation(line: 24, column: 10, scope: !9)
!43 = !DILocation(line: 25, column: 1, scope: !9)
