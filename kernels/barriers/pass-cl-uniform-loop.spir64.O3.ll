; ModuleID = 'barriers/pass-cl-uniform-loop.cl'
source_filename = "barriers/pass-cl-uniform-loop.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@pass_cl_uniform_loop.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @pass_cl_uniform_loop(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %5 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !16
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !18
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !18, !tbaa !19
  %9 = and i64 %4, 4294967295, !dbg !23
  %10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %9, !dbg !23
  store i32 %8, ptr addrspace(3) %10, align 4, !dbg !24, !tbaa !19
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !25
  %11 = icmp sgt i32 %2, 0, !dbg !26
  br i1 %11, label %12, label %19, !dbg !27

12:                                               ; preds = %3
  %13 = trunc i64 %5 to i32, !dbg !16
  %14 = trunc i64 %4 to i32, !dbg !15
  %15 = add i32 %14, 1
  %16 = urem i32 %15, %13
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %17
  br label %23, !dbg !27

19:                                               ; preds = %23, %3
  %20 = load i32, ptr addrspace(3) %10, align 4, !dbg !28, !tbaa !19
  %21 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !29
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21, !dbg !30
  store i32 %20, ptr addrspace(1) %22, align 4, !dbg !31, !tbaa !19
  ret void, !dbg !32

23:                                               ; preds = %12, %23
  %24 = phi i32 [ 0, %12 ], [ %26, %23 ]
  %25 = load i32, ptr addrspace(3) %18, align 4, !dbg !33, !tbaa !19
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !34
  store i32 %25, ptr addrspace(3) %10, align 4, !dbg !35, !tbaa !19
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !36
  %26 = add nuw nsw i32 %24, 1, !dbg !37
  %27 = icmp slt i32 %26, %2, !dbg !26
  br i1 %27, label %23, label %19, !dbg !27, !llvm.loop !38
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !40 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !41 dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !42 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !43 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "barriers/pass-cl-uniform-loop.cl", directory: ".", checksumkind: CSK_MD5, checksum: "02a6aa8074dc8e6b2694bffa126182cf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "pass_cl_uniform_loop", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 6, column: 12, scope: !8)
!16 = !DILocation(line: 7, column: 12, scope: !8)
!17 = !DILocation(line: 8, column: 13, scope: !8)
!18 = !DILocation(line: 8, column: 10, scope: !8)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 8, column: 3, scope: !8)
!24 = !DILocation(line: 8, column: 8, scope: !8)
!25 = !DILocation(line: 9, column: 3, scope: !8)
!26 = !DILocation(line: 10, column: 21, scope: !8)
!27 = !DILocation(line: 10, column: 3, scope: !8)
!28 = !DILocation(line: 16, column: 27, scope: !8)
!29 = !DILocation(line: 16, column: 7, scope: !8)
!30 = !DILocation(line: 16, column: 3, scope: !8)
!31 = !DILocation(line: 16, column: 25, scope: !8)
!32 = !DILocation(line: 17, column: 1, scope: !8)
!33 = !DILocation(line: 11, column: 13, scope: !8)
!34 = !DILocation(line: 12, column: 5, scope: !8)
!35 = !DILocation(line: 13, column: 10, scope: !8)
!36 = !DILocation(line: 14, column: 5, scope: !8)
!37 = !DILocation(line: 10, column: 31, scope: !8)
!38 = distinct !{!38, !27, !39}
!39 = !DILocation(line: 15, column: 3, scope: !8)
!40 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 6, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 7, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!42 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 9, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
