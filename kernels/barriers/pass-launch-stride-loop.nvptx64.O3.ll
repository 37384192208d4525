; ModuleID = 'barriers/pass-launch-stride-loop.cu'
source_filename = "barriers/pass-launch-stride-loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ23pass_launch_stride_loopE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_launch_stride_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp ult i32 %3, 256, !dbg !16
  br i1 %4, label %5, label %7, !dbg !17

5:                                                ; preds = %2
  %6 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %8, !dbg !17

7:                                                ; preds = %8, %2
  ret void, !dbg !18

8:                                                ; preds = %5, %8
  %9 = phi i32 [ %3, %5 ], [ %20, %8 ]
  %10 = zext nneg i32 %9 to i64, !dbg !19
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !19
  %12 = load i32, ptr %11, align 4, !dbg !19, !tbaa !20
  %13 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23pass_launch_stride_loopE1s to ptr), i64 0, i64 %10, !dbg !24
  store i32 %12, ptr %13, align 4, !dbg !25, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  %14 = add nuw nsw i32 %9, 1, !dbg !27
  %15 = and i32 %14, 255, !dbg !28
  %16 = zext nneg i32 %15 to i64, !dbg !29
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23pass_launch_stride_loopE1s to ptr), i64 0, i64 %16, !dbg !29
  %18 = load i32, ptr %17, align 4, !dbg !29, !tbaa !20
  %19 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !30
  store i32 %18, ptr %19, align 4, !dbg !31, !tbaa !20
  %20 = add nuw nsw i32 %9, %6, !dbg !32
  %21 = icmp ult i32 %20, 256, !dbg !16
  br i1 %21, label %8, label %7, !dbg !17, !llvm.loop !33
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
!1 = !DIFile(filename: "barriers/pass-launch-stride-loop.cu", directory: ".")
!2 = !{ptr @pass_launch_stride_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_launch_stride_loop", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 27, scope: !9)
!16 = !DILocation(line: 11, column: 44, scope: !9)
!17 = !DILocation(line: 11, column: 3, scope: !9)
!18 = !DILocation(line: 16, column: 1, scope: !9)
!19 = !DILocation(line: 12, column: 14, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 12, column: 5, scope: !9)
!25 = !DILocation(line: 12, column: 12, scope: !9)
!26 = !DILocation(line: 13, column: 5, scope: !9)
!27 = !DILocation(line: 14, column: 23, scope: !9)
!28 = !DILocation(line: 14, column: 28, scope: !9)
!29 = !DILocation(line: 14, column: 16, scope: !9)
!30 = !DILocation(line: 14, column: 5, scope: !9)
!31 = !DILocation(line: 14, column: 14, scope: !9)
!32 = !DILocation(line: 11, column: 53, scope: !9)
!33 = distinct !{!33, !17, !34, !35}
!34 = !DILocation(line: 15, column: 3, scope: !9)
!35 = !{!"llvm.loop.mustprogress"}
