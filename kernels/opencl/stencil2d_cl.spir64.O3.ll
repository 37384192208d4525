; ModuleID = 'opencl/stencil2d_cl.cl'
source_filename = "opencl/stencil2d_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @stencil2d_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !15
  %6 = trunc i64 %5 to i32, !dbg !15
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #2, !dbg !16
  %8 = trunc i64 %7 to i32, !dbg !16
  %9 = mul nsw i32 %8, %2, !dbg !17
  %10 = add nsw i32 %9, %6, !dbg !18
  %11 = icmp sgt i32 %6, 0, !dbg !19
  br i1 %11, label %12, label %41, !dbg !20

12:                                               ; preds = %4
  %13 = add nsw i32 %2, -1, !dbg !21
  %14 = icmp sgt i32 %13, %6, !dbg !22
  %15 = icmp sgt i32 %8, 0
  %16 = select i1 %14, i1 %15, i1 false, !dbg !23
  %17 = add nsw i32 %3, -1
  %18 = icmp sgt i32 %17, %8
  %19 = select i1 %16, i1 %18, i1 false, !dbg !23
  br i1 %19, label %20, label %41, !dbg !23

20:                                               ; preds = %12
  %21 = sext i32 %10 to i64, !dbg !24
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !24
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !24, !tbaa !25
  %24 = getelementptr i8, ptr addrspace(1) %22, i64 -4, !dbg !29
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !29, !tbaa !25
  %26 = fadd float %23, %25, !dbg !30
  %27 = getelementptr i8, ptr addrspace(1) %22, i64 4, !dbg !31
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !31, !tbaa !25
  %29 = fadd float %26, %28, !dbg !32
  %30 = sub nsw i32 %10, %2, !dbg !33
  %31 = sext i32 %30 to i64, !dbg !34
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31, !dbg !34
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !34, !tbaa !25
  %34 = fadd float %29, %33, !dbg !35
  %35 = add nsw i32 %10, %2, !dbg !36
  %36 = sext i32 %35 to i64, !dbg !37
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36, !dbg !37
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !37, !tbaa !25
  %39 = fadd float %34, %38, !dbg !38
  %40 = fmul float %39, 0x3FC99999A0000000, !dbg !39
  br label %45, !dbg !40

41:                                               ; preds = %12, %4
  %42 = sext i32 %10 to i64, !dbg !41
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42, !dbg !41
  %44 = load float, ptr addrspace(1) %43, align 4, !dbg !41, !tbaa !25
  br label %45

45:                                               ; preds = %41, %20
  %46 = phi i64 [ %42, %41 ], [ %21, %20 ]
  %47 = phi float [ %44, %41 ], [ %40, %20 ]
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46, !dbg !42
  store float %47, ptr addrspace(1) %48, align 4, !dbg !42, !tbaa !25
  ret void, !dbg !43
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !44 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/stencil2d_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ee9a9e38cb7b2a77384ad95814eeabeb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "stencil2d_cl", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"int", !"int"}
!14 = !{!"const", !"", !"", !""}
!15 = !DILocation(line: 5, column: 11, scope: !8)
!16 = !DILocation(line: 6, column: 11, scope: !8)
!17 = !DILocation(line: 7, column: 13, scope: !8)
!18 = !DILocation(line: 7, column: 21, scope: !8)
!19 = !DILocation(line: 8, column: 9, scope: !8)
!20 = !DILocation(line: 8, column: 13, scope: !8)
!21 = !DILocation(line: 8, column: 26, scope: !8)
!22 = !DILocation(line: 8, column: 18, scope: !8)
!23 = !DILocation(line: 8, column: 30, scope: !8)
!24 = !DILocation(line: 9, column: 22, scope: !8)
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 9, column: 30, scope: !8)
!30 = !DILocation(line: 9, column: 28, scope: !8)
!31 = !DILocation(line: 9, column: 42, scope: !8)
!32 = !DILocation(line: 9, column: 40, scope: !8)
!33 = !DILocation(line: 9, column: 59, scope: !8)
!34 = !DILocation(line: 9, column: 54, scope: !8)
!35 = !DILocation(line: 9, column: 52, scope: !8)
!36 = !DILocation(line: 9, column: 75, scope: !8)
!37 = !DILocation(line: 9, column: 70, scope: !8)
!38 = !DILocation(line: 9, column: 68, scope: !8)
!39 = !DILocation(line: 9, column: 19, scope: !8)
!40 = !DILocation(line: 10, column: 3, scope: !8)
!41 = !DILocation(line: 11, column: 14, scope: !8)
!42 = !DILocation(line: 0, scope: !8)
!43 = !DILocation(line: 13, column: 1, scope: !8)
!44 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 5, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
