; ModuleID = 'barriers/pass-cl-local-flag.cl'
source_filename = "barriers/pass-cl-local-flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@pass_cl_local_flag.done.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @pass_cl_local_flag(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %4 = trunc i64 %3 to i32, !dbg !15
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !16
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !17
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !17, !tbaa !18
  %8 = icmp eq i32 %4, 0, !dbg !22
  br i1 %8, label %9, label %10, !dbg !23

9:                                                ; preds = %2
  store i32 0, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !24, !tbaa !18
  br label %10, !dbg !25

10:                                               ; preds = %9, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  %11 = load i32, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !27, !tbaa !18
  %12 = icmp eq i32 %11, 0, !dbg !28
  br i1 %12, label %13, label %24, !dbg !29

13:                                               ; preds = %10, %21
  %14 = phi i32 [ %15, %21 ], [ 0, %10 ]
  %15 = add nuw nsw i32 %14, 1, !dbg !30
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !31
  br i1 %8, label %16, label %21, !dbg !32

16:                                               ; preds = %13
  %17 = load i32, ptr addrspace(1) %0, align 4, !dbg !33, !tbaa !18
  %18 = and i32 %17, 3, !dbg !34
  %19 = icmp ult i32 %14, %18, !dbg !35
  br i1 %19, label %21, label %20, !dbg !36

20:                                               ; preds = %16
  store i32 1, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !37, !tbaa !18
  br label %21, !dbg !38

21:                                               ; preds = %20, %16, %13
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !39
  %22 = load i32, ptr addrspace(3) @pass_cl_local_flag.done.0, align 4, !dbg !27, !tbaa !18
  %23 = icmp eq i32 %22, 0, !dbg !28
  br i1 %23, label %13, label %24, !dbg !29, !llvm.loop !40

24:                                               ; preds = %21, %10
  %25 = phi i32 [ 0, %10 ], [ %15, %21 ], !dbg !42
  %26 = add nsw i32 %25, %7, !dbg !43
  %27 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !44
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27, !dbg !45
  store i32 %26, ptr addrspace(1) %28, align 4, !dbg !46, !tbaa !18
  ret void, !dbg !47
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !48 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !49 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !50 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "barriers/pass-cl-local-flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5d28b0216f3f1f4b4ae3c374ffee5484")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "pass_cl_local_flag", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !DILocation(line: 7, column: 12, scope: !8)
!16 = !DILocation(line: 8, column: 14, scope: !8)
!17 = !DILocation(line: 8, column: 11, scope: !8)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !DILocation(line: 10, column: 9, scope: !8)
!23 = !DILocation(line: 10, column: 7, scope: !8)
!24 = !DILocation(line: 11, column: 13, scope: !8)
!25 = !DILocation(line: 11, column: 5, scope: !8)
!26 = !DILocation(line: 12, column: 3, scope: !8)
!27 = !DILocation(line: 13, column: 11, scope: !8)
!28 = !DILocation(line: 13, column: 10, scope: !8)
!29 = !DILocation(line: 13, column: 3, scope: !8)
!30 = !DILocation(line: 14, column: 10, scope: !8)
!31 = !DILocation(line: 15, column: 5, scope: !8)
!32 = !DILocation(line: 16, column: 16, scope: !8)
!33 = !DILocation(line: 16, column: 28, scope: !8)
!34 = !DILocation(line: 16, column: 34, scope: !8)
!35 = !DILocation(line: 16, column: 25, scope: !8)
!36 = !DILocation(line: 16, column: 9, scope: !8)
!37 = !DILocation(line: 17, column: 15, scope: !8)
!38 = !DILocation(line: 17, column: 7, scope: !8)
!39 = !DILocation(line: 18, column: 5, scope: !8)
!40 = distinct !{!40, !29, !41}
!41 = !DILocation(line: 19, column: 3, scope: !8)
!42 = !DILocation(line: 0, scope: !8)
!43 = !DILocation(line: 20, column: 29, scope: !8)
!44 = !DILocation(line: 20, column: 7, scope: !8)
!45 = !DILocation(line: 20, column: 3, scope: !8)
!46 = !DILocation(line: 20, column: 25, scope: !8)
!47 = !DILocation(line: 21, column: 1, scope: !8)
!48 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 7, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 12, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
