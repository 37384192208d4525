; ModuleID = 'barriers/fail-cl-local-flag-lid.cl'
source_filename = "barriers/fail-cl-local-flag-lid.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@fail_cl_local_flag_lid.done = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @fail_cl_local_flag_lid(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !18
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !18, !tbaa !19, !amdgpu.noclobber !11
  %8 = and i32 %4, 1, !dbg !23
  %9 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i32 0, i32 %4, !dbg !24
  store i32 %8, ptr addrspace(3) %9, align 4, !dbg !25, !tbaa !19
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  %10 = load i32, ptr addrspace(3) %9, align 4, !dbg !27, !tbaa !19
  %11 = icmp eq i32 %10, 0, !dbg !28
  br i1 %11, label %12, label %23, !dbg !29

12:                                               ; preds = %2
  %13 = icmp eq i32 %4, 0
  br label %14, !dbg !29

14:                                               ; preds = %12, %20
  %15 = phi i32 [ 0, %12 ], [ %16, %20 ]
  %16 = add nuw nsw i32 %15, 1, !dbg !30
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !31
  %17 = icmp ugt i32 %15, 1
  %18 = select i1 %13, i1 %17, i1 false, !dbg !32
  br i1 %18, label %19, label %20, !dbg !32

19:                                               ; preds = %14
  store i32 1, ptr addrspace(3) %9, align 4, !dbg !33, !tbaa !19
  br label %20, !dbg !34

20:                                               ; preds = %19, %14
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !35
  %21 = load i32, ptr addrspace(3) %9, align 4, !dbg !27, !tbaa !19
  %22 = icmp eq i32 %21, 0, !dbg !28
  br i1 %22, label %14, label %23, !dbg !29, !llvm.loop !36

23:                                               ; preds = %20, %2
  %24 = phi i32 [ 0, %2 ], [ %16, %20 ], !dbg !38
  %25 = add nsw i32 %24, %7, !dbg !39
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !40
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26, !dbg !41
  store i32 %25, ptr addrspace(1) %27, align 4, !dbg !42, !tbaa !19
  ret void, !dbg !43
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !44 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !45 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !46 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "barriers/fail-cl-local-flag-lid.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8d275997140f9040a9155839c98b2503")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_cl_local_flag_lid", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"int*", !"int*"}
!15 = !{!"const", !""}
!16 = !DILocation(line: 6, column: 12, scope: !9)
!17 = !DILocation(line: 7, column: 14, scope: !9)
!18 = !DILocation(line: 7, column: 11, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 9, column: 15, scope: !9)
!24 = !DILocation(line: 9, column: 3, scope: !9)
!25 = !DILocation(line: 9, column: 11, scope: !9)
!26 = !DILocation(line: 10, column: 3, scope: !9)
!27 = !DILocation(line: 11, column: 11, scope: !9)
!28 = !DILocation(line: 11, column: 10, scope: !9)
!29 = !DILocation(line: 11, column: 3, scope: !9)
!30 = !DILocation(line: 12, column: 10, scope: !9)
!31 = !DILocation(line: 13, column: 5, scope: !9)
!32 = !DILocation(line: 14, column: 16, scope: !9)
!33 = !DILocation(line: 15, column: 15, scope: !9)
!34 = !DILocation(line: 15, column: 7, scope: !9)
!35 = !DILocation(line: 16, column: 5, scope: !9)
!36 = distinct !{!36, !29, !37}
!37 = !DILocation(line: 17, column: 3, scope: !9)
!38 = !DILocation(line: 0, scope: !9)
!39 = !DILocation(line: 18, column: 29, scope: !9)
!40 = !DILocation(line: 18, column: 7, scope: !9)
!41 = !DILocation(line: 18, column: 3, scope: !9)
!42 = !DILocation(line: 18, column: 25, scope: !9)
!43 = !DILocation(line: 19, column: 1, scope: !9)
!44 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 6, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 7, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 10, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
