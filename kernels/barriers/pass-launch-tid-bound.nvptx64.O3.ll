; ModuleID = 'barriers/pass-launch-tid-bound.cu'
source_filename = "barriers/pass-launch-tid-bound.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21pass_launch_tid_boundE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_launch_tid_bound(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21pass_launch_tid_boundE1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  %8 = icmp ult i32 %3, 96, !dbg !23
  br i1 %8, label %9, label %18, !dbg !24

9:                                                ; preds = %2
  tail call void @llvm.nvvm.barrier0(), !dbg !25
  %10 = add nuw nsw i32 %3, 1, !dbg !26
  %11 = icmp eq i32 %10, 96, !dbg !27
  %12 = select i1 %11, i32 0, i32 %10, !dbg !27
  %13 = zext nneg i32 %12 to i64, !dbg !28
  %14 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21pass_launch_tid_boundE1s to ptr), i64 0, i64 %13, !dbg !28
  %15 = load i32, ptr %14, align 4, !dbg !28, !tbaa !17
  %16 = load i32, ptr %7, align 4, !dbg !29, !tbaa !17
  %17 = add nsw i32 %16, %15, !dbg !29
  store i32 %17, ptr %7, align 4, !dbg !29, !tbaa !17
  br label %18, !dbg !30

18:                                               ; preds = %9, %2
  %19 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %20 = icmp ult i32 %3, %19, !dbg !34
  br i1 %20, label %21, label %24, !dbg !35

21:                                               ; preds = %18
  %22 = getelementptr inbounds i32, ptr %1, i64 %4
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %23 = load i32, ptr %7, align 4, !dbg !37, !tbaa !17
  store i32 %23, ptr %22, align 4, !dbg !38, !tbaa !17
  br label %24, !dbg !39

24:                                               ; preds = %21, %18
  ret void, !dbg !40
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
!1 = !DIFile(filename: "barriers/pass-launch-tid-bound.cu", directory: ".")
!2 = !{ptr @pass_launch_tid_bound, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_launch_tid_bound", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 10, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 9, column: 3, scope: !9)
!22 = !DILocation(line: 9, column: 8, scope: !9)
!23 = !DILocation(line: 10, column: 9, scope: !9)
!24 = !DILocation(line: 10, column: 7, scope: !9)
!25 = !DILocation(line: 11, column: 5, scope: !9)
!26 = !DILocation(line: 12, column: 18, scope: !9)
!27 = !DILocation(line: 12, column: 23, scope: !9)
!28 = !DILocation(line: 12, column: 13, scope: !9)
!29 = !DILocation(line: 12, column: 10, scope: !9)
!30 = !DILocation(line: 13, column: 3, scope: !9)
!31 = !DILocation(line: 47, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 14, column: 11, scope: !9)
!34 = !DILocation(line: 14, column: 9, scope: !9)
!35 = !DILocation(line: 14, column: 7, scope: !9)
!36 = !DILocation(line: 15, column: 5, scope: !9)
!37 = !DILocation(line: 16, column: 14, scope: !9)
!38 = !DILocation(line: 16, column: 12, scope: !9)
!39 = !DILocation(line: 17, column: 3, scope: !9)
!40 = !DILocation(line: 18, column: 1, scope: !9)
