; ModuleID = 'barriers/fail-volatile-flag.cu'
source_filename = "barriers/fail-volatile-flag.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18fail_volatile_flagE4stop = internal addrspace(3) global i32 undef, align 4
@_ZZ18fail_volatile_flagE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fail_volatile_flag(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp eq i32 %3, 0, !dbg !16
  br i1 %4, label %5, label %6, !dbg !17

5:                                                ; preds = %2
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE4stop to ptr), align 4, !dbg !18, !tbaa !19
  br label %6, !dbg !23

6:                                                ; preds = %5, %2
  %7 = zext nneg i32 %3 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !19
  %10 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE1s to ptr), i64 0, i64 %7, !dbg !25
  store i32 %9, ptr %10, align 4, !dbg !26, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  br i1 %4, label %11, label %15, !dbg !28

11:                                               ; preds = %6
  %12 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE1s to ptr), align 4, !dbg !29, !tbaa !19
  %13 = icmp sge i32 %12, %1, !dbg !30
  %14 = zext i1 %13 to i32, !dbg !29
  store volatile i32 %14, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE4stop to ptr), align 4, !dbg !31, !tbaa !19
  br label %15, !dbg !32

15:                                               ; preds = %11, %6
  %16 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE4stop to ptr), align 4, !dbg !33, !tbaa !19
  %17 = icmp eq i32 %16, 0, !dbg !33
  br i1 %17, label %18, label %21, !dbg !34

18:                                               ; preds = %15
  %19 = load i32, ptr %10, align 4, !dbg !35, !tbaa !19
  %20 = add nsw i32 %19, 1, !dbg !35
  store i32 %20, ptr %10, align 4, !dbg !35, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %21, !dbg !37

21:                                               ; preds = %18, %15
  %22 = load i32, ptr %10, align 4, !dbg !38, !tbaa !19
  store i32 %22, ptr %8, align 4, !dbg !39, !tbaa !19
  ret void, !dbg !40
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-volatile-flag.cu", directory: ".")
!2 = !{ptr @fail_volatile_flag, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_volatile_flag", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 10, column: 9, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 11, column: 10, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 11, column: 5, scope: !9)
!24 = !DILocation(line: 12, column: 10, scope: !9)
!25 = !DILocation(line: 12, column: 3, scope: !9)
!26 = !DILocation(line: 12, column: 8, scope: !9)
!27 = !DILocation(line: 13, column: 3, scope: !9)
!28 = !DILocation(line: 14, column: 7, scope: !9)
!29 = !DILocation(line: 15, column: 12, scope: !9)
!30 = !DILocation(line: 15, column: 17, scope: !9)
!31 = !DILocation(line: 15, column: 10, scope: !9)
!32 = !DILocation(line: 15, column: 5, scope: !9)
!33 = !DILocation(line: 16, column: 8, scope: !9)
!34 = !DILocation(line: 16, column: 7, scope: !9)
!35 = !DILocation(line: 17, column: 10, scope: !9)
!36 = !DILocation(line: 18, column: 5, scope: !9)
!37 = !DILocation(line: 19, column: 3, scope: !9)
!38 = !DILocation(line: 20, column: 13, scope: !9)
!39 = !DILocation(line: 20, column: 11, scope: !9)
!40 = !DILocation(line: 21, column: 1, scope: !9)
