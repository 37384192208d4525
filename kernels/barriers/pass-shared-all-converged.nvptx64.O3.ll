; ModuleID = 'barriers/pass-shared-all-converged.cu'
source_filename = "barriers/pass-shared-all-converged.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25pass_shared_all_convergedE7changed = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ25pass_shared_all_convergedE1v = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_shared_all_converged(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %5 = zext nneg i32 %3 to i64, !dbg !19
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !19
  %7 = load i32, ptr %6, align 4, !dbg !19, !tbaa !20
  %8 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE1v to ptr), i64 0, i64 %5, !dbg !24
  store i32 %7, ptr %8, align 4, !dbg !25, !tbaa !20
  %9 = icmp sgt i32 %1, 0, !dbg !26
  br i1 %9, label %10, label %33, !dbg !27

10:                                               ; preds = %2
  %11 = icmp eq i32 %3, 0
  %12 = add nsw i32 %4, -1
  %13 = add nuw nsw i32 %12, %3
  br label %14, !dbg !27

14:                                               ; preds = %25, %10
  %15 = phi i32 [ 0, %10 ], [ %28, %25 ]
  br i1 %11, label %16, label %17, !dbg !28

16:                                               ; preds = %14
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE7changed to ptr), align 4, !dbg !29, !tbaa !20
  br label %17, !dbg !30

17:                                               ; preds = %16, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %18 = urem i32 %13, %4, !dbg !32
  %19 = zext nneg i32 %18 to i64, !dbg !33
  %20 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE1v to ptr), i64 0, i64 %19, !dbg !33
  %21 = load i32, ptr %20, align 4, !dbg !33, !tbaa !20
  %22 = load i32, ptr %8, align 4, !dbg !34, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %23 = icmp slt i32 %21, %22, !dbg !36
  br i1 %23, label %24, label %25, !dbg !37

24:                                               ; preds = %17
  store i32 %21, ptr %8, align 4, !dbg !38, !tbaa !20
  store i32 1, ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE7changed to ptr), align 4, !dbg !39, !tbaa !20
  br label %25, !dbg !40

25:                                               ; preds = %24, %17
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %26 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE7changed to ptr), align 4, !dbg !42, !tbaa !20
  %27 = icmp eq i32 %26, 0, !dbg !42
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %28 = add nuw nsw i32 %15, 1
  %29 = icmp eq i32 %28, %1
  %30 = select i1 %27, i1 true, i1 %29
  br i1 %30, label %31, label %14, !llvm.loop !44

31:                                               ; preds = %25
  %32 = load i32, ptr %8, align 4, !dbg !47, !tbaa !20
  br label %33, !dbg !47

33:                                               ; preds = %31, %2
  %34 = phi i32 [ %32, %31 ], [ %7, %2 ], !dbg !47
  store i32 %34, ptr %6, align 4, !dbg !48, !tbaa !20
  ret void, !dbg !49
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
!1 = !DIFile(filename: "barriers/pass-shared-all-converged.cu", directory: ".")
!2 = !{ptr @pass_shared_all_converged, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_shared_all_converged", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 20, scope: !9)
!19 = !DILocation(line: 14, column: 10, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 14, column: 3, scope: !9)
!25 = !DILocation(line: 14, column: 8, scope: !9)
!26 = !DILocation(line: 15, column: 23, scope: !9)
!27 = !DILocation(line: 15, column: 3, scope: !9)
!28 = !DILocation(line: 16, column: 9, scope: !9)
!29 = !DILocation(line: 17, column: 15, scope: !9)
!30 = !DILocation(line: 17, column: 7, scope: !9)
!31 = !DILocation(line: 18, column: 5, scope: !9)
!32 = !DILocation(line: 19, column: 30, scope: !9)
!33 = !DILocation(line: 19, column: 16, scope: !9)
!34 = !DILocation(line: 20, column: 16, scope: !9)
!35 = !DILocation(line: 21, column: 5, scope: !9)
!36 = !DILocation(line: 22, column: 14, scope: !9)
!37 = !DILocation(line: 22, column: 9, scope: !9)
!38 = !DILocation(line: 23, column: 12, scope: !9)
!39 = !DILocation(line: 24, column: 15, scope: !9)
!40 = !DILocation(line: 25, column: 5, scope: !9)
!41 = !DILocation(line: 26, column: 5, scope: !9)
!42 = !DILocation(line: 27, column: 17, scope: !9)
!43 = !DILocation(line: 28, column: 5, scope: !9)
!44 = distinct !{!44, !27, !45, !46}
!45 = !DILocation(line: 31, column: 3, scope: !9)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 32, column: 13, scope: !9)
!48 = !DILocation(line: 32, column: 11, scope: !9)
!49 = !DILocation(line: 33, column: 1, scope: !9)
