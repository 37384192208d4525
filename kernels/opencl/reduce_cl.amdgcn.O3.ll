; ModuleID = 'opencl/reduce_cl.cl'
source_filename = "opencl/reduce_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce_cl.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !17
  %6 = trunc i64 %5 to i32, !dbg !17
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !18
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !19
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !19, !tbaa !20, !amdgpu.noclobber !11
  %10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i32 0, i32 %4, !dbg !24
  store i32 %9, ptr addrspace(3) %10, align 4, !dbg !25, !tbaa !20
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  %11 = icmp ult i32 %6, 2, !dbg !27
  br i1 %11, label %12, label %14, !dbg !28

12:                                               ; preds = %24, %2
  %13 = icmp eq i32 %4, 0, !dbg !29
  br i1 %13, label %26, label %30, !dbg !30

14:                                               ; preds = %2, %24
  %15 = phi i32 [ %16, %24 ], [ %6, %2 ]
  %16 = lshr i32 %15, 1, !dbg !31
  %17 = icmp ugt i32 %16, %4, !dbg !32
  br i1 %17, label %18, label %24, !dbg !33

18:                                               ; preds = %14
  %19 = add nuw i32 %16, %4
  %20 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i32 0, i32 %19
  %21 = load i32, ptr addrspace(3) %20, align 4, !dbg !34, !tbaa !20
  %22 = load i32, ptr addrspace(3) %10, align 4, !dbg !35, !tbaa !20
  %23 = add nsw i32 %22, %21, !dbg !35
  store i32 %23, ptr addrspace(3) %10, align 4, !dbg !35, !tbaa !20
  br label %24, !dbg !36

24:                                               ; preds = %18, %14
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !37
  %25 = icmp ult i32 %15, 4, !dbg !27
  br i1 %25, label %12, label %14, !dbg !28, !llvm.loop !38

26:                                               ; preds = %12
  %27 = load i32, ptr addrspace(3) @reduce_cl.s, align 4, !dbg !40, !tbaa !20
  %28 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !41
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28, !dbg !42
  store i32 %27, ptr addrspace(1) %29, align 4, !dbg !43, !tbaa !20
  br label %30, !dbg !42

30:                                               ; preds = %26, %12
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !45 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !46 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !47 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !48 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !49 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

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
!1 = !DIFile(filename: "opencl/reduce_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c3883c0163195d5ea6dd81b59b46436a")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce_cl", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"int*", !"int*"}
!15 = !{!"const", !""}
!16 = !DILocation(line: 5, column: 12, scope: !9)
!17 = !DILocation(line: 6, column: 12, scope: !9)
!18 = !DILocation(line: 7, column: 13, scope: !9)
!19 = !DILocation(line: 7, column: 10, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 7, column: 3, scope: !9)
!25 = !DILocation(line: 7, column: 8, scope: !9)
!26 = !DILocation(line: 8, column: 3, scope: !9)
!27 = !DILocation(line: 9, column: 36, scope: !9)
!28 = !DILocation(line: 9, column: 3, scope: !9)
!29 = !DILocation(line: 14, column: 9, scope: !9)
!30 = !DILocation(line: 14, column: 7, scope: !9)
!31 = !DILocation(line: 9, scope: !9)
!32 = !DILocation(line: 10, column: 11, scope: !9)
!33 = !DILocation(line: 10, column: 9, scope: !9)
!34 = !DILocation(line: 11, column: 15, scope: !9)
!35 = !DILocation(line: 11, column: 12, scope: !9)
!36 = !DILocation(line: 11, column: 7, scope: !9)
!37 = !DILocation(line: 12, column: 5, scope: !9)
!38 = distinct !{!38, !28, !39}
!39 = !DILocation(line: 13, column: 3, scope: !9)
!40 = !DILocation(line: 15, column: 28, scope: !9)
!41 = !DILocation(line: 15, column: 9, scope: !9)
!42 = !DILocation(line: 15, column: 5, scope: !9)
!43 = !DILocation(line: 15, column: 26, scope: !9)
!44 = !DILocation(line: 16, column: 1, scope: !9)
!45 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 5, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!46 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 6, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!47 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 7, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 8, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubprogram(name: "get_group_id", scope: !1, file: !1, line: 15, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
