; ModuleID = 'opencl/reduce_cl.cl'
source_filename = "opencl/reduce_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@reduce_cl.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reduce_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %4 = trunc i64 %3 to i32, !dbg !15
  %5 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !16
  %6 = trunc i64 %5 to i32, !dbg !16
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !18
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !18, !tbaa !19
  %10 = and i64 %3, 4294967295, !dbg !23
  %11 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %10, !dbg !23
  store i32 %9, ptr addrspace(3) %11, align 4, !dbg !24, !tbaa !19
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !25
  %12 = icmp ult i32 %6, 2, !dbg !26
  br i1 %12, label %13, label %15, !dbg !27

13:                                               ; preds = %26, %2
  %14 = icmp eq i32 %4, 0, !dbg !28
  br i1 %14, label %28, label %32, !dbg !29

15:                                               ; preds = %2, %26
  %16 = phi i32 [ %17, %26 ], [ %6, %2 ]
  %17 = lshr i32 %16, 1, !dbg !30
  %18 = icmp ugt i32 %17, %4, !dbg !31
  br i1 %18, label %19, label %26, !dbg !32

19:                                               ; preds = %15
  %20 = add nuw i32 %17, %4, !dbg !33
  %21 = zext i32 %20 to i64, !dbg !34
  %22 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %21, !dbg !34
  %23 = load i32, ptr addrspace(3) %22, align 4, !dbg !34, !tbaa !19
  %24 = load i32, ptr addrspace(3) %11, align 4, !dbg !35, !tbaa !19
  %25 = add nsw i32 %24, %23, !dbg !35
  store i32 %25, ptr addrspace(3) %11, align 4, !dbg !35, !tbaa !19
  br label %26, !dbg !36

26:                                               ; preds = %19, %15
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !37
  %27 = icmp ult i32 %16, 4, !dbg !26
  br i1 %27, label %13, label %15, !dbg !27, !llvm.loop !38

28:                                               ; preds = %13
  %29 = load i32, ptr addrspace(3) @reduce_cl.s, align 4, !dbg !40, !tbaa !19
  %30 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !41
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30, !dbg !42
  store i32 %29, ptr addrspace(1) %31, align 4, !dbg !43, !tbaa !19
  br label %32, !dbg !42

32:                                               ; preds = %28, %13
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !45 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !46 dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !47 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !48 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !49 dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

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
!1 = !DIFile(filename: "opencl/reduce_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c3883c0163195d5ea6dd81b59b46436a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "reduce_cl", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !DILocation(line: 5, column: 12, scope: !8)
!16 = !DILocation(line: 6, column: 12, scope: !8)
!17 = !DILocation(line: 7, column: 13, scope: !8)
!18 = !DILocation(line: 7, column: 10, scope: !8)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 7, column: 3, scope: !8)
!24 = !DILocation(line: 7, column: 8, scope: !8)
!25 = !DILocation(line: 8, column: 3, scope: !8)
!26 = !DILocation(line: 9, column: 36, scope: !8)
!27 = !DILocation(line: 9, column: 3, scope: !8)
!28 = !DILocation(line: 14, column: 9, scope: !8)
!29 = !DILocation(line: 14, column: 7, scope: !8)
!30 = !DILocation(line: 9, scope: !8)
!31 = !DILocation(line: 10, column: 11, scope: !8)
!32 = !DILocation(line: 10, column: 9, scope: !8)
!33 = !DILocation(line: 11, column: 19, scope: !8)
!34 = !DILocation(line: 11, column: 15, scope: !8)
!35 = !DILocation(line: 11, column: 12, scope: !8)
!36 = !DILocation(line: 11, column: 7, scope: !8)
!37 = !DILocation(line: 12, column: 5, scope: !8)
!38 = distinct !{!38, !27, !39}
!39 = !DILocation(line: 13, column: 3, scope: !8)
!40 = !DILocation(line: 15, column: 28, scope: !8)
!41 = !DILocation(line: 15, column: 9, scope: !8)
!42 = !DILocation(line: 15, column: 5, scope: !8)
!43 = !DILocation(line: 15, column: 26, scope: !8)
!44 = !DILocation(line: 16, column: 1, scope: !8)
!45 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 5, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 6, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!47 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 7, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubprogram(name: "get_group_id", scope: !1, file: !1, line: 15, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
