; ModuleID = 'opencl/stencil2d_cl.cl'
source_filename = "opencl/stencil2d_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @stencil2d_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %6 = trunc i64 %5 to i32, !dbg !16
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #2, !dbg !17
  %8 = trunc i64 %7 to i32, !dbg !17
  %9 = mul nsw i32 %8, %2, !dbg !18
  %10 = add nsw i32 %9, %6, !dbg !19
  %11 = icmp sgt i32 %6, 0, !dbg !20
  br i1 %11, label %12, label %41, !dbg !21

12:                                               ; preds = %4
  %13 = add nsw i32 %2, -1, !dbg !22
  %14 = icmp sgt i32 %13, %6, !dbg !23
  %15 = icmp sgt i32 %8, 0
  %16 = select i1 %14, i1 %15, i1 false, !dbg !24
  %17 = add nsw i32 %3, -1
  %18 = icmp sgt i32 %17, %8
  %19 = select i1 %16, i1 %18, i1 false, !dbg !24
  br i1 %19, label %20, label %41, !dbg !24

20:                                               ; preds = %12
  %21 = sext i32 %10 to i64, !dbg !25
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !25
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !25, !tbaa !26
  %24 = getelementptr i8, ptr addrspace(1) %22, i64 -4, !dbg !30
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !30, !tbaa !26
  %26 = fadd float %23, %25, !dbg !31
  %27 = getelementptr i8, ptr addrspace(1) %22, i64 4, !dbg !32
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !32, !tbaa !26
  %29 = fadd float %26, %28, !dbg !33
  %30 = sub nsw i32 %10, %2, !dbg !34
  %31 = sext i32 %30 to i64, !dbg !35
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31, !dbg !35
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !35, !tbaa !26
  %34 = fadd float %29, %33, !dbg !36
  %35 = add nsw i32 %10, %2, !dbg !37
  %36 = sext i32 %35 to i64, !dbg !38
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36, !dbg !38
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !38, !tbaa !26
  %39 = fadd float %34, %38, !dbg !39
  %40 = fmul float %39, 0x3FC99999A0000000, !dbg !40
  br label %45, !dbg !41

41:                                               ; preds = %12, %4
  %42 = sext i32 %10 to i64, !dbg !42
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42, !dbg !42
  %44 = load float, ptr addrspace(1) %43, align 4, !dbg !42, !tbaa !26
  br label %45

45:                                               ; preds = %41, %20
  %46 = phi i64 [ %42, %41 ], [ %21, %20 ]
  %47 = phi float [ %44, %41 ], [ %40, %20 ]
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46, !dbg !43
  store float %47, ptr addrspace(1) %48, align 4, !dbg !43, !tbaa !26
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/stencil2d_cl.cl", directory: ".")
!2 = !{ptr @stencil2d_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "stencil2d_cl", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"int", !"int"}
!15 = !{!"const", !"", !"", !""}
!16 = !DILocation(line: 5, column: 11, scope: !9)
!17 = !DILocation(line: 6, column: 11, scope: !9)
!18 = !DILocation(line: 7, column: 13, scope: !9)
!19 = !DILocation(line: 7, column: 21, scope: !9)
!20 = !DILocation(line: 8, column: 9, scope: !9)
!21 = !DILocation(line: 8, column: 13, scope: !9)
!22 = !DILocation(line: 8, column: 26, scope: !9)
!23 = !DILocation(line: 8, column: 18, scope: !9)
!24 = !DILocation(line: 8, column: 30, scope: !9)
!25 = !DILocation(line: 9, column: 22, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 9, column: 30, scope: !9)
!31 = !DILocation(line: 9, column: 28, scope: !9)
!32 = !DILocation(line: 9, column: 42, scope: !9)
!33 = !DILocation(line: 9, column: 40, scope: !9)
!34 = !DILocation(line: 9, column: 59, scope: !9)
!35 = !DILocation(line: 9, column: 54, scope: !9)
!36 = !DILocation(line: 9, column: 52, scope: !9)
!37 = !DILocation(line: 9, column: 75, scope: !9)
!38 = !DILocation(line: 9, column: 70, scope: !9)
!39 = !DILocation(line: 9, column: 68, scope: !9)
!40 = !DILocation(line: 9, column: 19, scope: !9)
!41 = !DILocation(line: 10, column: 3, scope: !9)
!42 = !DILocation(line: 11, column: 14, scope: !9)
!43 = !DILocation(line: 0, scope: !9)
!44 = !DILocation(line: 13, column: 1, scope: !9)
