; ModuleID = 'barriers/fail-cl-local-flag-lid.cl'
source_filename = "barriers/fail-cl-local-flag-lid.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@fail_cl_local_flag_lid.done = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @fail_cl_local_flag_lid(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %4 = trunc i64 %3 to i32, !dbg !15
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !16
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !17
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !17, !tbaa !18
  %8 = and i32 %4, 1, !dbg !22
  %9 = and i64 %3, 4294967295, !dbg !23
  %10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %9, !dbg !23
  store i32 %8, ptr addrspace(3) %10, align 4, !dbg !24, !tbaa !18
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !25
  %11 = load i32, ptr addrspace(3) %10, align 4, !dbg !26, !tbaa !18
  %12 = icmp eq i32 %11, 0, !dbg !27
  br i1 %12, label %13, label %24, !dbg !28

13:                                               ; preds = %2
  %14 = icmp eq i32 %4, 0
  br label %15, !dbg !28

15:                                               ; preds = %13, %21
  %16 = phi i32 [ 0, %13 ], [ %17, %21 ]
  %17 = add nuw nsw i32 %16, 1, !dbg !29
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !30
  %18 = icmp ugt i32 %16, 1
  %19 = select i1 %14, i1 %18, i1 false, !dbg !31
  br i1 %19, label %20, label %21, !dbg !31

20:                                               ; preds = %15
  store i32 1, ptr addrspace(3) %10, align 4, !dbg !32, !tbaa !18
  br label %21, !dbg !33

21:                                               ; preds = %20, %15
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !34
  %22 = load i32, ptr addrspace(3) %10, align 4, !dbg !26, !tbaa !18
  %23 = icmp eq i32 %22, 0, !dbg !27
  br i1 %23, label %15, label %24, !dbg !28, !llvm.loop !35

24:                                               ; preds = %21, %2
  %25 = phi i32 [ 0, %2 ], [ %17, %21 ], !dbg !37
  %26 = add nsw i32 %25, %7, !dbg !38
  %27 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !39
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27, !dbg !40
  store i32 %26, ptr addrspace(1) %28, align 4, !dbg !41, !tbaa !18
  ret void, !dbg !42
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !43 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !44 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !45 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-cl-local-flag-lid.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8d275997140f9040a9155839c98b2503")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "fail_cl_local_flag_lid", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !DILocation(line: 6, column: 12, scope: !8)
!16 = !DILocation(line: 7, column: 14, scope: !8)
!17 = !DILocation(line: 7, column: 11, scope: !8)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !DILocation(line: 9, column: 15, scope: !8)
!23 = !DILocation(line: 9, column: 3, scope: !8)
!24 = !DILocation(line: 9, column: 11, scope: !8)
!25 = !DILocation(line: 10, column: 3, scope: !8)
!26 = !DILocation(line: 11, column: 11, scope: !8)
!27 = !DILocation(line: 11, column: 10, scope: !8)
!28 = !DILocation(line: 11, column: 3, scope: !8)
!29 = !DILocation(line: 12, column: 10, scope: !8)
!30 = !DILocation(line: 13, column: 5, scope: !8)
!31 = !DILocation(line: 14, column: 16, scope: !8)
!32 = !DILocation(line: 15, column: 15, scope: !8)
!33 = !DILocation(line: 15, column: 7, scope: !8)
!34 = !DILocation(line: 16, column: 5, scope: !8)
!35 = distinct !{!35, !28, !36}
!36 = !DILocation(line: 17, column: 3, scope: !8)
!37 = !DILocation(line: 0, scope: !8)
!38 = !DILocation(line: 18, column: 29, scope: !8)
!39 = !DILocation(line: 18, column: 7, scope: !8)
!40 = !DILocation(line: 18, column: 3, scope: !8)
!41 = !DILocation(line: 18, column: 25, scope: !8)
!42 = !DILocation(line: 19, column: 1, scope: !8)
!43 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 6, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 7, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 10, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
