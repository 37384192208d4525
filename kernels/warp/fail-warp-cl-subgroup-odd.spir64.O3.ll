; ModuleID = 'warp/fail-warp-cl-subgroup-odd.cl'
source_filename = "warp/fail-warp-cl-subgroup-odd.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @fail_warp_cl_subgroup_odd(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !15
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3, !dbg !16
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !16, !tbaa !17
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !21
  %7 = and i64 %6, 1, !dbg !22
  %8 = icmp eq i64 %7, 0, !dbg !22
  br i1 %8, label %11, label %9, !dbg !21

9:                                                ; preds = %2
  %10 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %5, i32 noundef 1) #4, !dbg !23
  br label %11, !dbg !24

11:                                               ; preds = %9, %2
  %12 = phi i32 [ %10, %9 ], [ %5, %2 ], !dbg !25
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %3, !dbg !26
  store i32 %12, ptr addrspace(1) %13, align 4, !dbg !27, !tbaa !17
  ret void, !dbg !28
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !29 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !30 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !31 dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "warp/fail-warp-cl-subgroup-odd.cl", directory: ".", checksumkind: CSK_MD5, checksum: "fb6d4366b96322c9f8eff580851a356e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "fail_warp_cl_subgroup_odd", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !DILocation(line: 6, column: 14, scope: !8)
!16 = !DILocation(line: 7, column: 11, scope: !8)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C/C++ TBAA"}
!21 = !DILocation(line: 8, column: 7, scope: !8)
!22 = !DILocation(line: 8, column: 23, scope: !8)
!23 = !DILocation(line: 9, column: 9, scope: !8)
!24 = !DILocation(line: 9, column: 5, scope: !8)
!25 = !DILocation(line: 0, scope: !8)
!26 = !DILocation(line: 10, column: 3, scope: !8)
!27 = !DILocation(line: 10, column: 10, scope: !8)
!28 = !DILocation(line: 11, column: 1, scope: !8)
!29 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 6, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!30 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!31 = !DISubprogram(name: "sub_group_broadcast", scope: !1, file: !1, line: 9, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
