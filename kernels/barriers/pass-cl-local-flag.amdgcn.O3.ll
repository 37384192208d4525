; ModuleID = 'barriers/pass-cl-local-flag.cl'
source_filename = "barriers/pass-cl-local-flag.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@pass_cl_local_flag.done.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pass_cl_local_flag(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !18
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !18, !tbaa !19, !amdgpu.noclobber !11
  %7 = and i64 %3, 4294967295, !dbg !23
  %8 = icmp eq i64 %7, 0, !dbg !23
  br i1 %8, label %9, label %10, !dbg !24

9:                                                ; preds = %2
  store i32 0, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !25, !tbaa !19
  br label %10, !dbg !26

10:                                               ; preds = %9, %2
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !27
  %11 = load i32, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !28, !tbaa !19
  %12 = icmp eq i32 %11, 0, !dbg !29
  br i1 %12, label %13, label %24, !dbg !30

13:                                               ; preds = %10, %21
  %14 = phi i32 [ %15, %21 ], [ 0, %10 ]
  %15 = add nuw nsw i32 %14, 1, !dbg !31
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !32
  br i1 %8, label %16, label %21, !dbg !33

16:                                               ; preds = %13
  %17 = load i32, ptr addrspace(1) %0, align 4, !dbg !34, !tbaa !19
  %18 = and i32 %17, 3, !dbg !35
  %19 = icmp ult i32 %14, %18, !dbg !36
  br i1 %19, label %21, label %20, !dbg !37

20:                                               ; preds = %16
  store i32 1, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !38, !tbaa !19
  br label %21, !dbg !39

21:                                               ; preds = %20, %16, %13
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !40
  %22 = load i32, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !28, !tbaa !19
  %23 = icmp eq i32 %22, 0, !dbg !29
  br i1 %23, label %13, label %24, !dbg !30, !llvm.loop !41

24:                                               ; preds = %21, %10
  %25 = phi i32 [ 0, %10 ], [ %15, %21 ], !dbg !43
  %26 = add nsw i32 %25, %6, !dbg !44
  %27 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !45
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27, !dbg !46
  store i32 %26, ptr addrspace(1) %28, align 4, !dbg !47, !tbaa !19
  ret void, !dbg !48
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !49 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !50 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !51 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "barriers/pass-cl-local-flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5d28b0216f3f1f4b4ae3c374ffee5484")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_cl_local_flag", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"int*", !"int*"}
!15 = !{!"const", !""}
!16 = !DILocation(line: 7, column: 12, scope: !9)
!17 = !DILocation(line: 8, column: 14, scope: !9)
!18 = !DILocation(line: 8, column: 11, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 10, column: 9, scope: !9)
!24 = !DILocation(line: 10, column: 7, scope: !9)
!25 = !DILocation(line: 11, column: 13, scope: !9)
!26 = !DILocation(line: 11, column: 5, scope: !9)
!27 = !DILocation(line: 12, column: 3, scope: !9)
!28 = !DILocation(line: 13, column: 11, scope: !9)
!29 = !DILocation(line: 13, column: 10, scope: !9)
!30 = !DILocation(line: 13, column: 3, scope: !9)
!31 = !DILocation(line: 14, column: 10, scope: !9)
!32 = !DILocation(line: 15, column: 5, scope: !9)
!33 = !DILocation(line: 16, column: 16, scope: !9)
!34 = !DILocation(line: 16, column: 28, scope: !9)
!35 = !DILocation(line: 16, column: 34, scope: !9)
!36 = !DILocation(line: 16, column: 25, scope: !9)
!37 = !DILocation(line: 16, column: 9, scope: !9)
!38 = !DILocation(line: 17, column: 15, scope: !9)
!39 = !DILocation(line: 17, column: 7, scope: !9)
!40 = !DILocation(line: 18, column: 5, scope: !9)
!41 = distinct !{!41, !30, !42}
!42 = !DILocation(line: 19, column: 3, scope: !9)
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 20, column: 29, scope: !9)
!45 = !DILocation(line: 20, column: 7, scope: !9)
!46 = !DILocation(line: 20, column: 3, scope: !9)
!47 = !DILocation(line: 20, column: 25, scope: !9)
!48 = !DILocation(line: 21, column: 1, scope: !9)
!49 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 7, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 8, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!51 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 12, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
