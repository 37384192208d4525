; ModuleID = 'warp/pass-warp-cl-subgroup.cl'
source_filename = "warp/pass-warp-cl-subgroup.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pass_warp_cl_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !16
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !17
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !17, !tbaa !18, !amdgpu.noclobber !11
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !22
  %8 = sext i32 %2 to i64, !dbg !23
  %9 = sub nsw i64 0, %8, !dbg !24
  %10 = icmp eq i64 %7, %9, !dbg !24
  br i1 %10, label %15, label %11, !dbg !22

11:                                               ; preds = %3
  %12 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %6) #4, !dbg !25
  %13 = tail call i32 @_Z19sub_group_broadcastij(i32 noundef %6, i32 noundef 0) #4, !dbg !26
  %14 = add nsw i32 %13, %12, !dbg !27
  br label %15, !dbg !28

15:                                               ; preds = %11, %3
  %16 = phi i32 [ %14, %11 ], [ %6, %3 ], !dbg !29
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4, !dbg !30
  store i32 %16, ptr addrspace(1) %17, align 4, !dbg !31, !tbaa !18
  ret void, !dbg !32
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !33 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !34 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !35 hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !36 hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/pass-warp-cl-subgroup.cl", directory: ".", checksumkind: CSK_MD5, checksum: "24d7d4f506c6dd59cded25748438fcc3")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_warp_cl_subgroup", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 6, column: 14, scope: !9)
!17 = !DILocation(line: 7, column: 11, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !DILocation(line: 8, column: 7, scope: !9)
!23 = !DILocation(line: 8, column: 25, scope: !9)
!24 = !DILocation(line: 8, column: 30, scope: !9)
!25 = !DILocation(line: 9, column: 9, scope: !9)
!26 = !DILocation(line: 9, column: 35, scope: !9)
!27 = !DILocation(line: 9, column: 33, scope: !9)
!28 = !DILocation(line: 9, column: 5, scope: !9)
!29 = !DILocation(line: 0, scope: !9)
!30 = !DILocation(line: 10, column: 3, scope: !9)
!31 = !DILocation(line: 10, column: 10, scope: !9)
!32 = !DILocation(line: 11, column: 1, scope: !9)
!33 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 6, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!34 = !DISubprogram(name: "get_group_id", scope: !1, file: !1, line: 8, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = !DISubprogram(name: "sub_group_reduce_add", scope: !1, file: !1, line: 9, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!36 = !DISubprogram(name: "sub_group_broadcast", scope: !1, file: !1, line: 9, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
