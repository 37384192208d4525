; ModuleID = 'basic/reduce_tree.cu'
source_filename = "basic/reduce_tree.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_tree(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = add i32 %6, %3, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !24
  %10 = load i32, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = zext nneg i32 %3 to i64, !dbg !29
  %12 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %11, !dbg !29
  store i32 %10, ptr %12, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %13 = icmp ult i32 %5, 2, !dbg !32
  br i1 %13, label %14, label %16, !dbg !33

14:                                               ; preds = %27, %2
  %15 = icmp eq i32 %3, 0, !dbg !34
  br i1 %15, label %29, label %33, !dbg !35

16:                                               ; preds = %2, %27
  %17 = phi i32 [ %18, %27 ], [ %5, %2 ]
  %18 = lshr i32 %17, 1, !dbg !36
  %19 = icmp ult i32 %3, %18, !dbg !37
  br i1 %19, label %20, label %27, !dbg !38

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !dbg !39, !tbaa !25
  %25 = load i32, ptr %12, align 4, !dbg !40, !tbaa !25
  %26 = add nsw i32 %25, %24, !dbg !40
  store i32 %26, ptr %12, align 4, !dbg !40, !tbaa !25
  br label %27, !dbg !41

27:                                               ; preds = %20, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %28 = icmp ult i32 %17, 4, !dbg !32
  br i1 %28, label %14, label %16, !dbg !33, !llvm.loop !43

29:                                               ; preds = %14
  %30 = zext nneg i32 %4 to i64
  %31 = getelementptr inbounds i32, ptr %1, i64 %30
  %32 = load i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !dbg !46, !tbaa !25
  store i32 %32, ptr %31, align 4, !dbg !47, !tbaa !25
  br label %33, !dbg !48

33:                                               ; preds = %29, %14
  ret void, !dbg !49
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!1 = !DIFile(filename: "basic/reduce_tree.cu", directory: ".")
!2 = !{ptr @reduce_tree, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce_tree", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 13, scope: !9)
!19 = !DILocation(line: 47, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 26, scope: !9)
!22 = !DILocation(line: 10, column: 24, scope: !9)
!23 = !DILocation(line: 10, column: 37, scope: !9)
!24 = !DILocation(line: 10, column: 10, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 10, column: 3, scope: !9)
!30 = !DILocation(line: 10, column: 8, scope: !9)
!31 = !DILocation(line: 11, column: 3, scope: !9)
!32 = !DILocation(line: 12, column: 53, scope: !9)
!33 = !DILocation(line: 12, column: 3, scope: !9)
!34 = !DILocation(line: 17, column: 9, scope: !9)
!35 = !DILocation(line: 17, column: 7, scope: !9)
!36 = !DILocation(line: 12, scope: !9)
!37 = !DILocation(line: 13, column: 11, scope: !9)
!38 = !DILocation(line: 13, column: 9, scope: !9)
!39 = !DILocation(line: 14, column: 15, scope: !9)
!40 = !DILocation(line: 14, column: 12, scope: !9)
!41 = !DILocation(line: 14, column: 7, scope: !9)
!42 = !DILocation(line: 15, column: 5, scope: !9)
!43 = distinct !{!43, !33, !44, !45}
!44 = !DILocation(line: 16, column: 3, scope: !9)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 18, column: 23, scope: !9)
!47 = !DILocation(line: 18, column: 21, scope: !9)
!48 = !DILocation(line: 18, column: 5, scope: !9)
!49 = !DILocation(line: 19, column: 1, scope: !9)
