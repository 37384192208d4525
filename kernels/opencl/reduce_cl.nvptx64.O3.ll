; ModuleID = 'opencl/reduce_cl.cl'
source_filename = "opencl/reduce_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@reduce_cl.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %4 = trunc i64 %3 to i32, !dbg !16
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !17
  %6 = trunc i64 %5 to i32, !dbg !17
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !18
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !19
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !19, !tbaa !20
  %10 = and i64 %3, 4294967295, !dbg !24
  %11 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %10, !dbg !24
  store i32 %9, ptr addrspace(3) %11, align 4, !dbg !25, !tbaa !20
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  %12 = icmp ult i32 %6, 2, !dbg !27
  br i1 %12, label %13, label %15, !dbg !28

13:                                               ; preds = %26, %2
  %14 = icmp eq i32 %4, 0, !dbg !29
  br i1 %14, label %28, label %32, !dbg !30

15:                                               ; preds = %2, %26
  %16 = phi i32 [ %17, %26 ], [ %6, %2 ]
  %17 = lshr i32 %16, 1, !dbg !31
  %18 = icmp ugt i32 %17, %4, !dbg !32
  br i1 %18, label %19, label %26, !dbg !33

19:                                               ; preds = %15
  %20 = add nuw i32 %17, %4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %21
  %23 = load i32, ptr addrspace(3) %22, align 4, !dbg !34, !tbaa !20
  %24 = load i32, ptr addrspace(3) %11, align 4, !dbg !35, !tbaa !20
  %25 = add nsw i32 %24, %23, !dbg !35
  store i32 %25, ptr addrspace(3) %11, align 4, !dbg !35, !tbaa !20
  br label %26, !dbg !36

26:                                               ; preds = %19, %15
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !37
  %27 = icmp ult i32 %16, 4, !dbg !27
  br i1 %27, label %13, label %15, !dbg !28, !llvm.loop !38

28:                                               ; preds = %13
  %29 = load i32, ptr addrspace(3) @reduce_cl.s, align 4, !dbg !40, !tbaa !20
  %30 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !41
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30, !dbg !42
  store i32 %29, ptr addrspace(1) %31, align 4, !dbg !43, !tbaa !20
  br label %32, !dbg !42

32:                                               ; preds = %28, %13
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

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
!1 = !DIFile(filename: "opencl/reduce_cl.cl", directory: ".")
!2 = !{ptr @reduce_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce_cl", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
