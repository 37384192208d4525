; ModuleID = 'opencl/stencil2d_cl.cl'
source_filename = "opencl/stencil2d_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @stencil2d_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %6 = trunc i64 %5 to i32, !dbg !16
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #2, !dbg !17
  %8 = trunc i64 %7 to i32, !dbg !17
  %9 = mul nsw i32 %8, %2, !dbg !18
  %10 = add nsw i32 %9, %6, !dbg !19
  %11 = icmp sgt i32 %6, 0, !dbg !20
  br i1 %11, label %12, label %42, !dbg !21

12:                                               ; preds = %4
  %13 = add nsw i32 %2, -1, !dbg !22
  %14 = icmp sgt i32 %13, %6, !dbg !23
  %15 = icmp sgt i32 %8, 0
  %16 = select i1 %14, i1 %15, i1 false, !dbg !24
  %17 = add nsw i32 %3, -1
  %18 = icmp sgt i32 %17, %8
  %19 = select i1 %16, i1 %18, i1 false, !dbg !24
  br i1 %19, label %20, label %42, !dbg !24

20:                                               ; preds = %12
  %21 = sext i32 %10 to i64, !dbg !25
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !25
  %23 = getelementptr i8, ptr addrspace(1) %22, i64 -4, !dbg !26
  %24 = load <2 x float>, ptr addrspace(1) %23, align 4, !dbg !26, !tbaa !27
  %25 = extractelement <2 x float> %24, i64 0, !dbg !31
  %26 = extractelement <2 x float> %24, i64 1, !dbg !31
  %27 = fadd float %26, %25, !dbg !31
  %28 = getelementptr i8, ptr addrspace(1) %22, i64 4, !dbg !32
  %29 = load float, ptr addrspace(1) %28, align 4, !dbg !32, !tbaa !27
  %30 = fadd float %27, %29, !dbg !33
  %31 = sub nsw i32 %10, %2, !dbg !34
  %32 = sext i32 %31 to i64, !dbg !35
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32, !dbg !35
  %34 = load float, ptr addrspace(1) %33, align 4, !dbg !35, !tbaa !27, !amdgpu.noclobber !11
  %35 = fadd float %30, %34, !dbg !36
  %36 = add nsw i32 %10, %2, !dbg !37
  %37 = sext i32 %36 to i64, !dbg !38
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37, !dbg !38
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !38, !tbaa !27, !amdgpu.noclobber !11
  %40 = fadd float %35, %39, !dbg !39
  %41 = fmul float %40, 0x3FC99999A0000000, !dbg !40
  br label %46, !dbg !41

42:                                               ; preds = %12, %4
  %43 = sext i32 %10 to i64, !dbg !42
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43, !dbg !42
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !42, !tbaa !27, !amdgpu.noclobber !11
  br label %46

46:                                               ; preds = %42, %20
  %47 = phi i64 [ %43, %42 ], [ %21, %20 ]
  %48 = phi float [ %45, %42 ], [ %41, %20 ]
  %49 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47, !dbg !43
  store float %48, ptr addrspace(1) %49, align 4, !dbg !43, !tbaa !27
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !45 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/stencil2d_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ee9a9e38cb7b2a77384ad95814eeabeb")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "stencil2d_cl", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!26 = !DILocation(line: 9, column: 30, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
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
!45 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 5, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
