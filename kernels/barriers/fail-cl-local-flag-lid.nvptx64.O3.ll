; ModuleID = 'barriers/fail-cl-local-flag-lid.cl'
source_filename = "barriers/fail-cl-local-flag-lid.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fail_cl_local_flag_lid.done = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fail_cl_local_flag_lid(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !18
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !18, !tbaa !19
  %8 = and i32 %4, 1, !dbg !23
  %9 = and i64 %3, 4294967295, !dbg !24
  %10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %9, !dbg !24
  store i32 %8, ptr addrspace(3) %10, align 4, !dbg !25, !tbaa !19
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  %11 = load i32, ptr addrspace(3) %10, align 4, !dbg !27, !tbaa !19
  %12 = icmp eq i32 %11, 0, !dbg !28
  br i1 %12, label %13, label %24, !dbg !29

13:                                               ; preds = %2
  %14 = icmp eq i32 %4, 0
  br label %15, !dbg !29

15:                                               ; preds = %13, %21
  %16 = phi i32 [ 0, %13 ], [ %17, %21 ]
  %17 = add nuw nsw i32 %16, 1, !dbg !30
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !31
  %18 = icmp ugt i32 %16, 1
  %19 = select i1 %14, i1 %18, i1 false, !dbg !32
  br i1 %19, label %20, label %21, !dbg !32

20:                                               ; preds = %15
  store i32 1, ptr addrspace(3) %10, align 4, !dbg !33, !tbaa !19
  br label %21, !dbg !34

21:                                               ; preds = %20, %15
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !35
  %22 = load i32, ptr addrspace(3) %10, align 4, !dbg !27, !tbaa !19
  %23 = icmp eq i32 %22, 0, !dbg !28
  br i1 %23, label %15, label %24, !dbg !29, !llvm.loop !36

24:                                               ; preds = %21, %2
  %25 = phi i32 [ 0, %2 ], [ %17, %21 ], !dbg !38
  %26 = add nsw i32 %25, %7, !dbg !39
  %27 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !40
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27, !dbg !41
  store i32 %26, ptr addrspace(1) %28, align 4, !dbg !42, !tbaa !19
  ret void, !dbg !43
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-cl-local-flag-lid.cl", directory: ".")
!2 = !{ptr @fail_cl_local_flag_lid, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_cl_local_flag_lid", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
