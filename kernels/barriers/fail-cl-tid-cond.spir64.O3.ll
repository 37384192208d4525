; ModuleID = 'barriers/fail-cl-tid-cond.cl'
source_filename = "barriers/fail-cl-tid-cond.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@fail_cl_tid_cond.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @fail_cl_tid_cond(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %5 = trunc i64 %4 to i32, !dbg !15
  %6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !16
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !17
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !17, !tbaa !18
  %9 = and i64 %4, 4294967295, !dbg !22
  %10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_tid_cond.s, i64 0, i64 %9, !dbg !22
  store i32 %8, ptr addrspace(3) %10, align 4, !dbg !23, !tbaa !18
  %11 = icmp ult i32 %5, %2, !dbg !24
  br i1 %11, label %12, label %13, !dbg !25

12:                                               ; preds = %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  br label %13, !dbg !26

13:                                               ; preds = %12, %3
  %14 = add i32 %5, 1, !dbg !27
  %15 = zext i32 %14 to i64, !dbg !28
  %16 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !29
  %17 = urem i64 %15, %16, !dbg !30
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_tid_cond.s, i64 0, i64 %17, !dbg !31
  %19 = load i32, ptr addrspace(3) %18, align 4, !dbg !31, !tbaa !18
  %20 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !32
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20, !dbg !33
  store i32 %19, ptr addrspace(1) %21, align 4, !dbg !34, !tbaa !18
  ret void, !dbg !35
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !36 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !37 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !38 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !39 dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

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
!1 = !DIFile(filename: "barriers/fail-cl-tid-cond.cl", directory: ".", checksumkind: CSK_MD5, checksum: "49e26c6b805c9b535280698c93d2be9f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "fail_cl_tid_cond", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 5, column: 12, scope: !8)
!16 = !DILocation(line: 6, column: 13, scope: !8)
!17 = !DILocation(line: 6, column: 10, scope: !8)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !DILocation(line: 6, column: 3, scope: !8)
!23 = !DILocation(line: 6, column: 8, scope: !8)
!24 = !DILocation(line: 7, column: 9, scope: !8)
!25 = !DILocation(line: 7, column: 7, scope: !8)
!26 = !DILocation(line: 8, column: 5, scope: !8)
!27 = !DILocation(line: 9, column: 32, scope: !8)
!28 = !DILocation(line: 9, column: 29, scope: !8)
!29 = !DILocation(line: 9, column: 39, scope: !8)
!30 = !DILocation(line: 9, column: 37, scope: !8)
!31 = !DILocation(line: 9, column: 27, scope: !8)
!32 = !DILocation(line: 9, column: 7, scope: !8)
!33 = !DILocation(line: 9, column: 3, scope: !8)
!34 = !DILocation(line: 9, column: 25, scope: !8)
!35 = !DILocation(line: 10, column: 1, scope: !8)
!36 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 5, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!37 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 6, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!38 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!39 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 9, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
