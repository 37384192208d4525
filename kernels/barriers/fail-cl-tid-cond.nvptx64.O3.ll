; ModuleID = 'barriers/fail-cl-tid-cond.cl'
source_filename = "barriers/fail-cl-tid-cond.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fail_cl_tid_cond.s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fail_cl_tid_cond(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %5 = trunc i64 %4 to i32, !dbg !16
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !18
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !18, !tbaa !19
  %9 = and i64 %4, 4294967295, !dbg !23
  %10 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_tid_cond.s, i64 0, i64 %9, !dbg !23
  store i32 %8, ptr addrspace(3) %10, align 4, !dbg !24, !tbaa !19
  %11 = icmp ult i32 %5, %2, !dbg !25
  br i1 %11, label %12, label %13, !dbg !26

12:                                               ; preds = %3
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !27
  br label %13, !dbg !27

13:                                               ; preds = %12, %3
  %14 = add i64 %4, 1, !dbg !28
  %15 = and i64 %14, 4294967295, !dbg !29
  %16 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !30
  %17 = urem i64 %15, %16, !dbg !31
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_tid_cond.s, i64 0, i64 %17, !dbg !32
  %19 = load i32, ptr addrspace(3) %18, align 4, !dbg !32, !tbaa !19
  %20 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !33
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20, !dbg !34
  store i32 %19, ptr addrspace(1) %21, align 4, !dbg !35, !tbaa !19
  ret void, !dbg !36
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

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
!1 = !DIFile(filename: "barriers/fail-cl-tid-cond.cl", directory: ".")
!2 = !{ptr @fail_cl_tid_cond, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_cl_tid_cond", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 5, column: 12, scope: !9)
!17 = !DILocation(line: 6, column: 13, scope: !9)
!18 = !DILocation(line: 6, column: 10, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 6, column: 3, scope: !9)
!24 = !DILocation(line: 6, column: 8, scope: !9)
!25 = !DILocation(line: 7, column: 9, scope: !9)
!26 = !DILocation(line: 7, column: 7, scope: !9)
!27 = !DILocation(line: 8, column: 5, scope: !9)
!28 = !DILocation(line: 9, column: 32, scope: !9)
!29 = !DILocation(line: 9, column: 29, scope: !9)
!30 = !DILocation(line: 9, column: 39, scope: !9)
!31 = !DILocation(line: 9, column: 37, scope: !9)
!32 = !DILocation(line: 9, column: 27, scope: !9)
!33 = !DILocation(line: 9, column: 7, scope: !9)
!34 = !DILocation(line: 9, column: 3, scope: !9)
!35 = !DILocation(line: 9, column: 25, scope: !9)
!36 = !DILocation(line: 10, column: 1, scope: !9)
