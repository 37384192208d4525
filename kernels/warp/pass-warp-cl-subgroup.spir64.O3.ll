; ModuleID = 'warp/pass-warp-cl-subgroup.cl'
source_filename = "warp/pass-warp-cl-subgroup.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @pass_warp_cl_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !15
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !16
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !16, !tbaa !17
  %7 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !21
  %8 = sext i32 %2 to i64, !dbg !22
  %9 = sub nsw i64 0, %8, !dbg !23
  %10 = icmp eq i64 %7, %9, !dbg !23
  br i1 %10, label %15, label %11, !dbg !21

11:                                               ; preds = %3
  %12 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %6) #4, !dbg !24
  %13 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %6, i32 noundef 0) #4, !dbg !25
  %14 = add nsw i32 %13, %12, !dbg !26
  br label %15, !dbg !27

15:                                               ; preds = %11, %3
  %16 = phi i32 [ %14, %11 ], [ %6, %3 ], !dbg !28
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4, !dbg !29
  store i32 %16, ptr addrspace(1) %17, align 4, !dbg !30, !tbaa !17
  ret void, !dbg !31
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !32 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !33 dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !34 dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !35 dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "warp/pass-warp-cl-subgroup.cl", directory: ".", checksumkind: CSK_MD5, checksum: "24d7d4f506c6dd59cded25748438fcc3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "pass_warp_cl_subgroup", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 6, column: 14, scope: !8)
!16 = !DILocation(line: 7, column: 11, scope: !8)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C/C++ TBAA"}
!21 = !DILocation(line: 8, column: 7, scope: !8)
!22 = !DILocation(line: 8, column: 25, scope: !8)
!23 = !DILocation(line: 8, column: 30, scope: !8)
!24 = !DILocation(line: 9, column: 9, scope: !8)
!25 = !DILocation(line: 9, column: 35, scope: !8)
!26 = !DILocation(line: 9, column: 33, scope: !8)
!27 = !DILocation(line: 9, column: 5, scope: !8)
!28 = !DILocation(line: 0, scope: !8)
!29 = !DILocation(line: 10, column: 3, scope: !8)
!30 = !DILocation(line: 10, column: 10, scope: !8)
!31 = !DILocation(line: 11, column: 1, scope: !8)
!32 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 6, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!33 = !DISubprogram(name: "get_group_id", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubprogram(name: "sub_group_reduce_add", scope: !1, file: !1, line: 9, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = !DISubprogram(name: "sub_group_broadcast", scope: !1, file: !1, line: 9, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
