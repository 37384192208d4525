; ModuleID = 'barriers/fail-byval-struct.cu'
source_filename = "barriers/fail-byval-struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, i32, [6 x i32] }

@_ZZ17fail_byval_structE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z9set_itersP6Paramsi(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  store i32 %1, ptr %0, align 4, !dbg !12, !tbaa !13
  ret void, !dbg !18
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fail_byval_struct(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef byval(%struct.Params) align 4 %2) local_unnamed_addr #1 !dbg !19 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %5 = zext nneg i32 %4 to i64, !dbg !24
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !24
  %7 = load i32, ptr %6, align 4, !dbg !24, !tbaa !25
  %8 = and i32 %7, 3, !dbg !26
  call void @_Z9set_itersP6Paramsi(ptr noundef nonnull %2, i32 noundef %8) #4, !dbg !27
  %9 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17fail_byval_structE1s to ptr), i64 0, i64 %5, !dbg !28
  store i32 %7, ptr %9, align 4, !dbg !29, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %10 = load i32, ptr %2, align 4, !tbaa !13
  %11 = icmp sgt i32 %10, 0, !dbg !31
  br i1 %11, label %12, label %20, !dbg !32

12:                                               ; preds = %3
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %14 = getelementptr inbounds i8, ptr %2, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !36
  %16 = add i32 %15, %4
  %17 = urem i32 %16, %13
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17fail_byval_structE1s to ptr), i64 0, i64 %18
  br label %23, !dbg !32

20:                                               ; preds = %23, %3
  %21 = load i32, ptr %9, align 4, !dbg !37, !tbaa !25
  %22 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !38
  store i32 %21, ptr %22, align 4, !dbg !39, !tbaa !25
  ret void, !dbg !40

23:                                               ; preds = %12, %23
  %24 = phi i32 [ 0, %12 ], [ %26, %23 ]
  %25 = load i32, ptr %19, align 4, !dbg !41, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  store i32 %25, ptr %9, align 4, !dbg !43, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %26 = add nuw nsw i32 %24, 1, !dbg !45
  %27 = icmp eq i32 %26, %10, !dbg !31
  br i1 %27, label %20, label %23, !dbg !32, !llvm.loop !46
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-byval-struct.cu", directory: ".")
!2 = !{ptr @fail_byval_struct, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "set_iters", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 12, column: 89, scope: !9)
!13 = !{!14, !15, i64 0}
!14 = !{!"_ZTS6Params", !15, i64 0, !15, i64 4, !16, i64 8}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !DILocation(line: 12, column: 94, scope: !9)
!19 = distinct !DISubprogram(name: "fail_byval_struct", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !23)
!21 = distinct !DISubprogram(name: "get_x", scope: !22, file: !22, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!23 = distinct !DILocation(line: 16, column: 20, scope: !19)
!24 = !DILocation(line: 18, column: 17, scope: !19)
!25 = !{!15, !15, i64 0}
!26 = !DILocation(line: 18, column: 23, scope: !19)
!27 = !DILocation(line: 18, column: 3, scope: !19)
!28 = !DILocation(line: 19, column: 3, scope: !19)
!29 = !DILocation(line: 19, column: 8, scope: !19)
!30 = !DILocation(line: 20, column: 3, scope: !19)
!31 = !DILocation(line: 21, column: 21, scope: !19)
!32 = !DILocation(line: 21, column: 3, scope: !19)
!33 = !DILocation(line: 47, column: 1, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "get_x", scope: !22, file: !22, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 17, column: 20, scope: !19)
!36 = !{!14, !15, i64 4}
!37 = !DILocation(line: 27, column: 12, scope: !19)
!38 = !DILocation(line: 27, column: 3, scope: !19)
!39 = !DILocation(line: 27, column: 10, scope: !19)
!40 = !DILocation(line: 28, column: 1, scope: !19)
!41 = !DILocation(line: 22, column: 13, scope: !19)
!42 = !DILocation(line: 23, column: 5, scope: !19)
!43 = !DILocation(line: 24, column: 10, scope: !19)
!44 = !DILocation(line: 25, column: 5, scope: !19)
!45 = !DILocation(line: 21, column: 33, scope: !19)
!46 = distinct !{!46, !32, !47, !48}
!47 = !DILocation(line: 26, column: 3, scope: !19)
!48 = !{!"llvm.loop.mustprogress"}
