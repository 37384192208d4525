; ModuleID = 'barriers/pass-byval-struct.cu'
source_filename = "barriers/pass-byval-struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, i32, [6 x i32] }

@_ZZ17pass_byval_structE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_byval_struct(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly byval(%struct.Params) align 4 %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = zext nneg i32 %4 to i64, !dbg !16
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !16
  %7 = load i32, ptr %6, align 4, !dbg !16, !tbaa !17
  %8 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_byval_structE1s to ptr), i64 0, i64 %5, !dbg !21
  store i32 %7, ptr %8, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %9 = load i32, ptr %2, align 4, !tbaa !24
  %10 = icmp sgt i32 %9, 0, !dbg !26
  br i1 %10, label %11, label %19, !dbg !27

11:                                               ; preds = %3
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %13 = getelementptr inbounds i8, ptr %2, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !31
  %15 = add i32 %14, %4
  %16 = urem i32 %15, %12
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_byval_structE1s to ptr), i64 0, i64 %17
  br label %22, !dbg !27

19:                                               ; preds = %22, %3
  %20 = load i32, ptr %8, align 4, !dbg !32, !tbaa !17
  %21 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !33
  store i32 %20, ptr %21, align 4, !dbg !34, !tbaa !17
  ret void, !dbg !35

22:                                               ; preds = %11, %22
  %23 = phi i32 [ 0, %11 ], [ %25, %22 ]
  %24 = load i32, ptr %18, align 4, !dbg !36, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  store i32 %24, ptr %8, align 4, !dbg !38, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  %25 = add nuw nsw i32 %23, 1, !dbg !40
  %26 = icmp eq i32 %25, %9, !dbg !26
  br i1 %26, label %19, label %22, !dbg !27, !llvm.loop !41
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
!1 = !DIFile(filename: "barriers/pass-byval-struct.cu", directory: ".")
!2 = !{ptr @pass_byval_struct, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_byval_struct", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 20, scope: !9)
!16 = !DILocation(line: 16, column: 10, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 16, column: 3, scope: !9)
!22 = !DILocation(line: 16, column: 8, scope: !9)
!23 = !DILocation(line: 17, column: 3, scope: !9)
!24 = !{!25, !18, i64 0}
!25 = !{!"_ZTS6Params", !18, i64 0, !18, i64 4, !19, i64 8}
!26 = !DILocation(line: 18, column: 21, scope: !9)
!27 = !DILocation(line: 18, column: 3, scope: !9)
!28 = !DILocation(line: 47, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 15, column: 20, scope: !9)
!31 = !{!25, !18, i64 4}
!32 = !DILocation(line: 24, column: 12, scope: !9)
!33 = !DILocation(line: 24, column: 3, scope: !9)
!34 = !DILocation(line: 24, column: 10, scope: !9)
!35 = !DILocation(line: 25, column: 1, scope: !9)
!36 = !DILocation(line: 19, column: 13, scope: !9)
!37 = !DILocation(line: 20, column: 5, scope: !9)
!38 = !DILocation(line: 21, column: 10, scope: !9)
!39 = !DILocation(line: 22, column: 5, scope: !9)
!40 = !DILocation(line: 18, column: 33, scope: !9)
!41 = distinct !{!41, !27, !42, !43}
!42 = !DILocation(line: 23, column: 3, scope: !9)
!43 = !{!"llvm.loop.mustprogress"}
