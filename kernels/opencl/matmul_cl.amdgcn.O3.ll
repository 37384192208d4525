; ModuleID = 'opencl/matmul_cl.cl'
source_filename = "opencl/matmul_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul_cl.as = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_cl.bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matmul_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !16
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4, !dbg !17
  %7 = trunc i64 %6 to i32, !dbg !17
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !18
  %9 = trunc i64 %8 to i32, !dbg !18
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !19
  %11 = trunc i64 %10 to i32, !dbg !19
  %12 = icmp sgt i32 %3, 0, !dbg !20
  %13 = mul nsw i32 %9, %3
  br i1 %12, label %14, label %51, !dbg !21

14:                                               ; preds = %4
  %15 = trunc i64 %5 to i32, !dbg !16
  %16 = add i32 %13, %15
  %17 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 %15
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 %7, i32 %15
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 0, !dbg !22
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 0, i32 %15
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 1
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 1, i32 %15
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 2
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 2, i32 %15
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 3
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 3, i32 %15
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 4
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 4, i32 %15
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 5
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 5, i32 %15
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 6
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 6, i32 %15
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 7
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 7, i32 %15
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 8
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 8, i32 %15
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 9
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 9, i32 %15
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 10
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 10, i32 %15
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 11
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 11, i32 %15
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 12
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 12, i32 %15
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 13
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 13, i32 %15
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 14
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 14, i32 %15
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i32 0, i32 %7, i32 15
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i32 0, i32 15, i32 %15
  br label %56, !dbg !21

51:                                               ; preds = %56, %4
  %52 = phi float [ 0.000000e+00, %4 ], [ %116, %56 ], !dbg !23
  %53 = add nsw i32 %13, %11, !dbg !24
  %54 = sext i32 %53 to i64, !dbg !25
  %55 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %54, !dbg !25
  store float %52, ptr addrspace(1) %55, align 4, !dbg !26, !tbaa !27
  ret void, !dbg !31

56:                                               ; preds = %14, %56
  %57 = phi i32 [ 0, %14 ], [ %117, %56 ]
  %58 = phi float [ 0.000000e+00, %14 ], [ %116, %56 ]
  %59 = add i32 %16, %57, !dbg !32
  %60 = sext i32 %59 to i64, !dbg !33
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60, !dbg !33
  %62 = load float, ptr addrspace(1) %61, align 4, !dbg !33, !tbaa !27
  store float %62, ptr addrspace(3) %17, align 4, !dbg !34, !tbaa !27
  %63 = add nsw i32 %57, %7, !dbg !35
  %64 = mul nsw i32 %63, %3, !dbg !36
  %65 = add nsw i32 %64, %11, !dbg !37
  %66 = sext i32 %65 to i64, !dbg !38
  %67 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %66, !dbg !38
  %68 = load float, ptr addrspace(1) %67, align 4, !dbg !38, !tbaa !27
  store float %68, ptr addrspace(3) %18, align 4, !dbg !39, !tbaa !27
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !40
  %69 = load float, ptr addrspace(3) %19, align 4, !dbg !22, !tbaa !27
  %70 = load float, ptr addrspace(3) %20, align 4, !dbg !41, !tbaa !27
  %71 = tail call float @llvm.fmuladd.f32(float %69, float %70, float %58), !dbg !42
  %72 = load float, ptr addrspace(3) %21, align 4, !dbg !22, !tbaa !27
  %73 = load float, ptr addrspace(3) %22, align 4, !dbg !41, !tbaa !27
  %74 = tail call float @llvm.fmuladd.f32(float %72, float %73, float %71), !dbg !42
  %75 = load float, ptr addrspace(3) %23, align 4, !dbg !22, !tbaa !27
  %76 = load float, ptr addrspace(3) %24, align 4, !dbg !41, !tbaa !27
  %77 = tail call float @llvm.fmuladd.f32(float %75, float %76, float %74), !dbg !42
  %78 = load float, ptr addrspace(3) %25, align 4, !dbg !22, !tbaa !27
  %79 = load float, ptr addrspace(3) %26, align 4, !dbg !41, !tbaa !27
  %80 = tail call float @llvm.fmuladd.f32(float %78, float %79, float %77), !dbg !42
  %81 = load float, ptr addrspace(3) %27, align 4, !dbg !22, !tbaa !27
  %82 = load float, ptr addrspace(3) %28, align 4, !dbg !41, !tbaa !27
  %83 = tail call float @llvm.fmuladd.f32(float %81, float %82, float %80), !dbg !42
  %84 = load float, ptr addrspace(3) %29, align 4, !dbg !22, !tbaa !27
  %85 = load float, ptr addrspace(3) %30, align 4, !dbg !41, !tbaa !27
  %86 = tail call float @llvm.fmuladd.f32(float %84, float %85, float %83), !dbg !42
  %87 = load float, ptr addrspace(3) %31, align 4, !dbg !22, !tbaa !27
  %88 = load float, ptr addrspace(3) %32, align 4, !dbg !41, !tbaa !27
  %89 = tail call float @llvm.fmuladd.f32(float %87, float %88, float %86), !dbg !42
  %90 = load float, ptr addrspace(3) %33, align 4, !dbg !22, !tbaa !27
  %91 = load float, ptr addrspace(3) %34, align 4, !dbg !41, !tbaa !27
  %92 = tail call float @llvm.fmuladd.f32(float %90, float %91, float %89), !dbg !42
  %93 = load float, ptr addrspace(3) %35, align 4, !dbg !22, !tbaa !27
  %94 = load float, ptr addrspace(3) %36, align 4, !dbg !41, !tbaa !27
  %95 = tail call float @llvm.fmuladd.f32(float %93, float %94, float %92), !dbg !42
  %96 = load float, ptr addrspace(3) %37, align 4, !dbg !22, !tbaa !27
  %97 = load float, ptr addrspace(3) %38, align 4, !dbg !41, !tbaa !27
  %98 = tail call float @llvm.fmuladd.f32(float %96, float %97, float %95), !dbg !42
  %99 = load float, ptr addrspace(3) %39, align 4, !dbg !22, !tbaa !27
  %100 = load float, ptr addrspace(3) %40, align 4, !dbg !41, !tbaa !27
  %101 = tail call float @llvm.fmuladd.f32(float %99, float %100, float %98), !dbg !42
  %102 = load float, ptr addrspace(3) %41, align 4, !dbg !22, !tbaa !27
  %103 = load float, ptr addrspace(3) %42, align 4, !dbg !41, !tbaa !27
  %104 = tail call float @llvm.fmuladd.f32(float %102, float %103, float %101), !dbg !42
  %105 = load float, ptr addrspace(3) %43, align 4, !dbg !22, !tbaa !27
  %106 = load float, ptr addrspace(3) %44, align 4, !dbg !41, !tbaa !27
  %107 = tail call float @llvm.fmuladd.f32(float %105, float %106, float %104), !dbg !42
  %108 = load float, ptr addrspace(3) %45, align 4, !dbg !22, !tbaa !27
  %109 = load float, ptr addrspace(3) %46, align 4, !dbg !41, !tbaa !27
  %110 = tail call float @llvm.fmuladd.f32(float %108, float %109, float %107), !dbg !42
  %111 = load float, ptr addrspace(3) %47, align 4, !dbg !22, !tbaa !27
  %112 = load float, ptr addrspace(3) %48, align 4, !dbg !41, !tbaa !27
  %113 = tail call float @llvm.fmuladd.f32(float %111, float %112, float %110), !dbg !42
  %114 = load float, ptr addrspace(3) %49, align 4, !dbg !22, !tbaa !27
  %115 = load float, ptr addrspace(3) %50, align 4, !dbg !41, !tbaa !27
  %116 = tail call float @llvm.fmuladd.f32(float %114, float %115, float %113), !dbg !42
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !43
  %117 = add nuw nsw i32 %57, 16, !dbg !44
  %118 = icmp slt i32 %117, %3, !dbg !20
  br i1 %118, label %56, label %51, !dbg !21, !llvm.loop !45
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !47 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !48 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !49 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/matmul_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "761d6ae4d8eb14eb7400e04f080d1fbc")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_cl", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"int"}
!15 = !{!"const", !"const", !"", !""}
!16 = !DILocation(line: 8, column: 12, scope: !9)
!17 = !DILocation(line: 8, column: 34, scope: !9)
!18 = !DILocation(line: 9, column: 13, scope: !9)
!19 = !DILocation(line: 10, column: 13, scope: !9)
!20 = !DILocation(line: 12, column: 23, scope: !9)
!21 = !DILocation(line: 12, column: 3, scope: !9)
!22 = !DILocation(line: 17, column: 14, scope: !9)
!23 = !DILocation(line: 11, column: 9, scope: !9)
!24 = !DILocation(line: 20, column: 13, scope: !9)
!25 = !DILocation(line: 20, column: 3, scope: !9)
!26 = !DILocation(line: 20, column: 20, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 21, column: 1, scope: !9)
!32 = !DILocation(line: 13, column: 33, scope: !9)
!33 = !DILocation(line: 13, column: 18, scope: !9)
!34 = !DILocation(line: 13, column: 16, scope: !9)
!35 = !DILocation(line: 14, column: 24, scope: !9)
!36 = !DILocation(line: 14, column: 30, scope: !9)
!37 = !DILocation(line: 14, column: 34, scope: !9)
!38 = !DILocation(line: 14, column: 18, scope: !9)
!39 = !DILocation(line: 14, column: 16, scope: !9)
!40 = !DILocation(line: 15, column: 5, scope: !9)
!41 = !DILocation(line: 17, column: 26, scope: !9)
!42 = !DILocation(line: 17, column: 11, scope: !9)
!43 = !DILocation(line: 18, column: 5, scope: !9)
!44 = !DILocation(line: 12, column: 31, scope: !9)
!45 = distinct !{!45, !21, !46}
!46 = !DILocation(line: 19, column: 3, scope: !9)
!47 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 8, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 9, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 15, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
