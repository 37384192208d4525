; ModuleID = 'barriers/pass-volatile-flag.cu'
source_filename = "barriers/pass-volatile-flag.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18pass_volatile_flagE4stop = internal addrspace(3) global i32 undef, align 4
@_ZZ18pass_volatile_flagE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_volatile_flag(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  %8 = icmp eq i32 %3, 0
  br label %9, !dbg !23

9:                                                ; preds = %49, %2
  %10 = phi i32 [ 0, %2 ], [ %51, %49 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  br i1 %8, label %11, label %15, !dbg !25

11:                                               ; preds = %9
  %12 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), align 4, !dbg !26, !tbaa !17
  %13 = icmp sge i32 %12, %1, !dbg !27
  %14 = zext i1 %13 to i32, !dbg !26
  store volatile i32 %14, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !28, !tbaa !17
  br label %15, !dbg !29

15:                                               ; preds = %11, %9
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %16 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !31, !tbaa !17
  %17 = icmp eq i32 %16, 0, !dbg !31
  %18 = load i32, ptr %7, align 4, !dbg !32, !tbaa !17
  br i1 %17, label %19, label %53, !dbg !31

19:                                               ; preds = %15
  %20 = add nsw i32 %18, 1, !dbg !33
  store i32 %20, ptr %7, align 4, !dbg !33, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  br i1 %8, label %21, label %25, !dbg !25

21:                                               ; preds = %19
  %22 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), align 4, !dbg !26, !tbaa !17
  %23 = icmp sge i32 %22, %1, !dbg !27
  %24 = zext i1 %23 to i32, !dbg !26
  store volatile i32 %24, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !28, !tbaa !17
  br label %25, !dbg !29

25:                                               ; preds = %21, %19
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %26 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !31, !tbaa !17
  %27 = icmp eq i32 %26, 0, !dbg !31
  %28 = load i32, ptr %7, align 4, !dbg !32, !tbaa !17
  br i1 %27, label %29, label %53, !dbg !31

29:                                               ; preds = %25
  %30 = add nsw i32 %28, 1, !dbg !33
  store i32 %30, ptr %7, align 4, !dbg !33, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  br i1 %8, label %31, label %35, !dbg !25

31:                                               ; preds = %29
  %32 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), align 4, !dbg !26, !tbaa !17
  %33 = icmp sge i32 %32, %1, !dbg !27
  %34 = zext i1 %33 to i32, !dbg !26
  store volatile i32 %34, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !28, !tbaa !17
  br label %35, !dbg !29

35:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %36 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !31, !tbaa !17
  %37 = icmp eq i32 %36, 0, !dbg !31
  %38 = load i32, ptr %7, align 4, !dbg !32, !tbaa !17
  br i1 %37, label %39, label %53, !dbg !31

39:                                               ; preds = %35
  %40 = add nsw i32 %38, 1, !dbg !33
  store i32 %40, ptr %7, align 4, !dbg !33, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  br i1 %8, label %41, label %45, !dbg !25

41:                                               ; preds = %39
  %42 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), align 4, !dbg !26, !tbaa !17
  %43 = icmp sge i32 %42, %1, !dbg !27
  %44 = zext i1 %43 to i32, !dbg !26
  store volatile i32 %44, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !28, !tbaa !17
  br label %45, !dbg !29

45:                                               ; preds = %41, %39
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %46 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !31, !tbaa !17
  %47 = icmp eq i32 %46, 0, !dbg !31
  %48 = load i32, ptr %7, align 4, !dbg !32, !tbaa !17
  br i1 %47, label %49, label %53, !dbg !31

49:                                               ; preds = %45
  %50 = add nsw i32 %48, 1, !dbg !33
  store i32 %50, ptr %7, align 4, !dbg !33, !tbaa !17
  %51 = add nuw nsw i32 %10, 4, !dbg !34
  %52 = icmp eq i32 %51, 64, !dbg !35
  br i1 %52, label %53, label %9, !dbg !23, !llvm.loop !36

53:                                               ; preds = %49, %45, %35, %25, %15
  %54 = phi i32 [ %18, %15 ], [ %28, %25 ], [ %38, %35 ], [ %48, %45 ], [ %50, %49 ], !dbg !32
  store i32 %54, ptr %5, align 4, !dbg !39, !tbaa !17
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
!1 = !DIFile(filename: "barriers/pass-volatile-flag.cu", directory: ".")
!2 = !{ptr @pass_volatile_flag, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_volatile_flag", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 10, column: 10, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 10, column: 3, scope: !9)
!22 = !DILocation(line: 10, column: 8, scope: !9)
!23 = !DILocation(line: 11, column: 3, scope: !9)
!24 = !DILocation(line: 12, column: 5, scope: !9)
!25 = !DILocation(line: 13, column: 9, scope: !9)
!26 = !DILocation(line: 14, column: 14, scope: !9)
!27 = !DILocation(line: 14, column: 19, scope: !9)
!28 = !DILocation(line: 14, column: 12, scope: !9)
!29 = !DILocation(line: 14, column: 7, scope: !9)
!30 = !DILocation(line: 15, column: 5, scope: !9)
!31 = !DILocation(line: 16, column: 9, scope: !9)
!32 = !DILocation(line: 20, column: 13, scope: !9)
!33 = !DILocation(line: 18, column: 10, scope: !9)
!34 = !DILocation(line: 11, column: 31, scope: !9)
!35 = !DILocation(line: 11, column: 23, scope: !9)
!36 = distinct !{!36, !23, !37, !38}
!37 = !DILocation(line: 19, column: 3, scope: !9)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 20, column: 11, scope: !9)
!40 = !DILocation(line: 21, column: 1, scope: !9)
