; ModuleID = 'barriers/pass-launch-bounds-return.cu'
source_filename = "barriers/pass-launch-bounds-return.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25pass_launch_bounds_returnE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_launch_bounds_return(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %7 = mul i32 %5, %6, !dbg !22
  %8 = add i32 %7, %4, !dbg !23
  %9 = icmp ult i32 %8, %2, !dbg !24
  br i1 %9, label %10, label %26, !dbg !25

10:                                               ; preds = %3
  %11 = zext i32 %8 to i64, !dbg !26
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !26
  %13 = load i32, ptr %12, align 4, !dbg !26, !tbaa !27
  %14 = zext nneg i32 %4 to i64, !dbg !31
  %15 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_launch_bounds_returnE1s to ptr), i64 0, i64 %14, !dbg !31
  store i32 %13, ptr %15, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %16 = load i32, ptr %15, align 4, !dbg !34, !tbaa !27
  %17 = trunc nuw nsw i32 %4 to i16, !dbg !35
  %18 = add nuw nsw i16 %17, 1, !dbg !35
  %19 = trunc nuw nsw i32 %6 to i16, !dbg !35
  %20 = urem i16 %18, %19, !dbg !35
  %21 = zext nneg i16 %20 to i64, !dbg !36
  %22 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_launch_bounds_returnE1s to ptr), i64 0, i64 %21, !dbg !36
  %23 = load i32, ptr %22, align 4, !dbg !36, !tbaa !27
  %24 = add nsw i32 %23, %16, !dbg !37
  %25 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !38
  store i32 %24, ptr %25, align 4, !dbg !39, !tbaa !27
  br label %26, !dbg !40

26:                                               ; preds = %3, %10
  ret void, !dbg !40
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
!1 = !DIFile(filename: "barriers/pass-launch-bounds-return.cu", directory: ".")
!2 = !{ptr @pass_launch_bounds_return, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_launch_bounds_return", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 20, scope: !9)
!19 = !DILocation(line: 47, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 10, column: 33, scope: !9)
!22 = !DILocation(line: 10, column: 31, scope: !9)
!23 = !DILocation(line: 10, column: 44, scope: !9)
!24 = !DILocation(line: 11, column: 9, scope: !9)
!25 = !DILocation(line: 11, column: 7, scope: !9)
!26 = !DILocation(line: 13, column: 10, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 13, column: 3, scope: !9)
!32 = !DILocation(line: 13, column: 8, scope: !9)
!33 = !DILocation(line: 14, column: 3, scope: !9)
!34 = !DILocation(line: 15, column: 12, scope: !9)
!35 = !DILocation(line: 15, column: 29, scope: !9)
!36 = !DILocation(line: 15, column: 19, scope: !9)
!37 = !DILocation(line: 15, column: 17, scope: !9)
!38 = !DILocation(line: 15, column: 3, scope: !9)
!39 = !DILocation(line: 15, column: 10, scope: !9)
!40 = !DILocation(line: 16, column: 1, scope: !9)
