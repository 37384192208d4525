; ModuleID = 'barriers/pass-cl-uniform-loop.cl'
source_filename = "barriers/pass-cl-uniform-loop.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@pass_cl_uniform_loop.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pass_cl_uniform_loop(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %5 = trunc i64 %4 to i32, !dbg !16
  %6 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !17
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !18
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !19
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !19, !tbaa !20, !amdgpu.noclobber !11
  %10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i32 0, i32 %5, !dbg !24
  store i32 %9, ptr addrspace(3) %10, align 4, !dbg !25, !tbaa !20
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  %11 = icmp sgt i32 %2, 0, !dbg !27
  br i1 %11, label %12, label %17, !dbg !28

12:                                               ; preds = %3
  %13 = trunc i64 %6 to i32, !dbg !17
  %14 = add i32 %5, 1
  %15 = urem i32 %14, %13
  %16 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i32 0, i32 %15
  br label %21, !dbg !28

17:                                               ; preds = %21, %3
  %18 = load i32, ptr addrspace(3) %10, align 4, !dbg !29, !tbaa !20
  %19 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !30
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %19, !dbg !31
  store i32 %18, ptr addrspace(1) %20, align 4, !dbg !32, !tbaa !20
  ret void, !dbg !33

21:                                               ; preds = %12, %21
  %22 = phi i32 [ 0, %12 ], [ %24, %21 ]
  %23 = load i32, ptr addrspace(3) %16, align 4, !dbg !34, !tbaa !20
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !35
  store i32 %23, ptr addrspace(3) %10, align 4, !dbg !36, !tbaa !20
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !37
  %24 = add nuw nsw i32 %22, 1, !dbg !38
  %25 = icmp eq i32 %24, %2, !dbg !27
  br i1 %25, label %17, label %21, !dbg !28, !llvm.loop !39
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !41 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !42 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !43 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !44 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "barriers/pass-cl-uniform-loop.cl", directory: ".", checksumkind: CSK_MD5, checksum: "02a6aa8074dc8e6b2694bffa126182cf")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_cl_uniform_loop", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 6, column: 12, scope: !9)
!17 = !DILocation(line: 7, column: 12, scope: !9)
!18 = !DILocation(line: 8, column: 13, scope: !9)
!19 = !DILocation(line: 8, column: 10, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 8, column: 3, scope: !9)
!25 = !DILocation(line: 8, column: 8, scope: !9)
!26 = !DILocation(line: 9, column: 3, scope: !9)
!27 = !DILocation(line: 10, column: 21, scope: !9)
!28 = !DILocation(line: 10, column: 3, scope: !9)
!29 = !DILocation(line: 16, column: 27, scope: !9)
!30 = !DILocation(line: 16, column: 7, scope: !9)
!31 = !DILocation(line: 16, column: 3, scope: !9)
!32 = !DILocation(line: 16, column: 25, scope: !9)
!33 = !DILocation(line: 17, column: 1, scope: !9)
!34 = !DILocation(line: 11, column: 13, scope: !9)
!35 = !DILocation(line: 12, column: 5, scope: !9)
!36 = !DILocation(line: 13, column: 10, scope: !9)
!37 = !DILocation(line: 14, column: 5, scope: !9)
!38 = !DILocation(line: 10, column: 31, scope: !9)
!39 = distinct !{!39, !28, !40}
!40 = !DILocation(line: 15, column: 3, scope: !9)
!41 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 6, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!42 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 7, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 8, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 9, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
