; ModuleID = 'opencl/matmul_cl.cl'
source_filename = "opencl/matmul_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@matmul_cl.as = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_cl.bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @matmul_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !15
  %6 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4, !dbg !16
  %7 = trunc i64 %6 to i32, !dbg !16
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !17
  %9 = trunc i64 %8 to i32, !dbg !17
  %10 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !18
  %11 = trunc i64 %10 to i32, !dbg !18
  %12 = icmp sgt i32 %3, 0, !dbg !19
  br i1 %12, label %15, label %13, !dbg !20

13:                                               ; preds = %4
  %14 = mul nsw i32 %9, %3, !dbg !21
  br label %55, !dbg !20

15:                                               ; preds = %4
  %16 = trunc i64 %5 to i32, !dbg !15
  %17 = mul nsw i32 %9, %3
  %18 = add i32 %17, %16
  %19 = sext i32 %7 to i64
  %20 = sext i32 %16 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 %20
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %19, i64 %20
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 0, !dbg !22
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 0, i64 %20
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 1
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 1, i64 %20
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 2
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 2, i64 %20
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 3
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 3, i64 %20
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 4
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 4, i64 %20
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 5
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 5, i64 %20
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 6
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 6, i64 %20
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 7
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 7, i64 %20
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 8
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 8, i64 %20
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 9
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 9, i64 %20
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 10
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 10, i64 %20
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 11
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 11, i64 %20
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 12
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 12, i64 %20
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 13
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 13, i64 %20
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 14
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 14, i64 %20
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %19, i64 15
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 15, i64 %20
  br label %61, !dbg !20

55:                                               ; preds = %61, %13
  %56 = phi i32 [ %14, %13 ], [ %17, %61 ], !dbg !21
  %57 = phi float [ 0.000000e+00, %13 ], [ %121, %61 ], !dbg !23
  %58 = add nsw i32 %56, %11, !dbg !24
  %59 = sext i32 %58 to i64, !dbg !25
  %60 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %59, !dbg !25
  store float %57, ptr addrspace(1) %60, align 4, !dbg !26, !tbaa !27
  ret void, !dbg !31

61:                                               ; preds = %15, %61
  %62 = phi i32 [ 0, %15 ], [ %122, %61 ]
  %63 = phi float [ 0.000000e+00, %15 ], [ %121, %61 ]
  %64 = add i32 %18, %62, !dbg !32
  %65 = sext i32 %64 to i64, !dbg !33
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65, !dbg !33
  %67 = load float, ptr addrspace(1) %66, align 4, !dbg !33, !tbaa !27
  store float %67, ptr addrspace(3) %21, align 4, !dbg !34, !tbaa !27
  %68 = add nsw i32 %62, %7, !dbg !35
  %69 = mul nsw i32 %68, %3, !dbg !36
  %70 = add nsw i32 %69, %11, !dbg !37
  %71 = sext i32 %70 to i64, !dbg !38
  %72 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %71, !dbg !38
  %73 = load float, ptr addrspace(1) %72, align 4, !dbg !38, !tbaa !27
  store float %73, ptr addrspace(3) %22, align 4, !dbg !39, !tbaa !27
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !40
  %74 = load float, ptr addrspace(3) %23, align 4, !dbg !22, !tbaa !27
  %75 = load float, ptr addrspace(3) %24, align 4, !dbg !41, !tbaa !27
  %76 = tail call float @llvm.fmuladd.f32(float %74, float %75, float %63), !dbg !42
  %77 = load float, ptr addrspace(3) %25, align 4, !dbg !22, !tbaa !27
  %78 = load float, ptr addrspace(3) %26, align 4, !dbg !41, !tbaa !27
  %79 = tail call float @llvm.fmuladd.f32(float %77, float %78, float %76), !dbg !42
  %80 = load float, ptr addrspace(3) %27, align 4, !dbg !22, !tbaa !27
  %81 = load float, ptr addrspace(3) %28, align 4, !dbg !41, !tbaa !27
  %82 = tail call float @llvm.fmuladd.f32(float %80, float %81, float %79), !dbg !42
  %83 = load float, ptr addrspace(3) %29, align 4, !dbg !22, !tbaa !27
  %84 = load float, ptr addrspace(3) %30, align 4, !dbg !41, !tbaa !27
  %85 = tail call float @llvm.fmuladd.f32(float %83, float %84, float %82), !dbg !42
  %86 = load float, ptr addrspace(3) %31, align 4, !dbg !22, !tbaa !27
  %87 = load float, ptr addrspace(3) %32, align 4, !dbg !41, !tbaa !27
  %88 = tail call float @llvm.fmuladd.f32(float %86, float %87, float %85), !dbg !42
  %89 = load float, ptr addrspace(3) %33, align 4, !dbg !22, !tbaa !27
  %90 = load float, ptr addrspace(3) %34, align 4, !dbg !41, !tbaa !27
  %91 = tail call float @llvm.fmuladd.f32(float %89, float %90, float %88), !dbg !42
  %92 = load float, ptr addrspace(3) %35, align 4, !dbg !22, !tbaa !27
  %93 = load float, ptr addrspace(3) %36, align 4, !dbg !41, !tbaa !27
  %94 = tail call float @llvm.fmuladd.f32(float %92, float %93, float %91), !dbg !42
  %95 = load float, ptr addrspace(3) %37, align 4, !dbg !22, !tbaa !27
  %96 = load float, ptr addrspace(3) %38, align 4, !dbg !41, !tbaa !27
  %97 = tail call float @llvm.fmuladd.f32(float %95, float %96, float %94), !dbg !42
  %98 = load float, ptr addrspace(3) %39, align 4, !dbg !22, !tbaa !27
  %99 = load float, ptr addrspace(3) %40, align 4, !dbg !41, !tbaa !27
  %100 = tail call float @llvm.fmuladd.f32(float %98, float %99, float %97), !dbg !42
  %101 = load float, ptr addrspace(3) %41, align 4, !dbg !22, !tbaa !27
  %102 = load float, ptr addrspace(3) %42, align 4, !dbg !41, !tbaa !27
  %103 = tail call float @llvm.fmuladd.f32(float %101, float %102, float %100), !dbg !42
  %104 = load float, ptr addrspace(3) %43, align 4, !dbg !22, !tbaa !27
  %105 = load float, ptr addrspace(3) %44, align 4, !dbg !41, !tbaa !27
  %106 = tail call float @llvm.fmuladd.f32(float %104, float %105, float %103), !dbg !42
  %107 = load float, ptr addrspace(3) %45, align 4, !dbg !22, !tbaa !27
  %108 = load float, ptr addrspace(3) %46, align 4, !dbg !41, !tbaa !27
  %109 = tail call float @llvm.fmuladd.f32(float %107, float %108, float %106), !dbg !42
  %110 = load float, ptr addrspace(3) %47, align 4, !dbg !22, !tbaa !27
  %111 = load float, ptr addrspace(3) %48, align 4, !dbg !41, !tbaa !27
  %112 = tail call float @llvm.fmuladd.f32(float %110, float %111, float %109), !dbg !42
  %113 = load float, ptr addrspace(3) %49, align 4, !dbg !22, !tbaa !27
  %114 = load float, ptr addrspace(3) %50, align 4, !dbg !41, !tbaa !27
  %115 = tail call float @llvm.fmuladd.f32(float %113, float %114, float %112), !dbg !42
  %116 = load float, ptr addrspace(3) %51, align 4, !dbg !22, !tbaa !27
  %117 = load float, ptr addrspace(3) %52, align 4, !dbg !41, !tbaa !27
  %118 = tail call float @llvm.fmuladd.f32(float %116, float %117, float %115), !dbg !42
  %119 = load float, ptr addrspace(3) %53, align 4, !dbg !22, !tbaa !27
  %120 = load float, ptr addrspace(3) %54, align 4, !dbg !41, !tbaa !27
  %121 = tail call float @llvm.fmuladd.f32(float %119, float %120, float %118), !dbg !42
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !43
  %122 = add nuw nsw i32 %62, 16, !dbg !44
  %123 = icmp slt i32 %122, %3, !dbg !19
  br i1 %123, label %61, label %55, !dbg !20, !llvm.loop !45
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !47 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !48 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !49 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/matmul_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "761d6ae4d8eb14eb7400e04f080d1fbc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "matmul_cl", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*", !"int"}
!14 = !{!"const", !"const", !"", !""}
!15 = !DILocation(line: 8, column: 12, scope: !8)
!16 = !DILocation(line: 8, column: 34, scope: !8)
!17 = !DILocation(line: 9, column: 13, scope: !8)
!18 = !DILocation(line: 10, column: 13, scope: !8)
!19 = !DILocation(line: 12, column: 23, scope: !8)
!20 = !DILocation(line: 12, column: 3, scope: !8)
!21 = !DILocation(line: 20, column: 9, scope: !8)
!22 = !DILocation(line: 17, column: 14, scope: !8)
!23 = !DILocation(line: 11, column: 9, scope: !8)
!24 = !DILocation(line: 20, column: 13, scope: !8)
!25 = !DILocation(line: 20, column: 3, scope: !8)
!26 = !DILocation(line: 20, column: 20, scope: !8)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 21, column: 1, scope: !8)
!32 = !DILocation(line: 13, column: 33, scope: !8)
!33 = !DILocation(line: 13, column: 18, scope: !8)
!34 = !DILocation(line: 13, column: 16, scope: !8)
!35 = !DILocation(line: 14, column: 24, scope: !8)
!36 = !DILocation(line: 14, column: 30, scope: !8)
!37 = !DILocation(line: 14, column: 34, scope: !8)
!38 = !DILocation(line: 14, column: 18, scope: !8)
!39 = !DILocation(line: 14, column: 16, scope: !8)
!40 = !DILocation(line: 15, column: 5, scope: !8)
!41 = !DILocation(line: 17, column: 26, scope: !8)
!42 = !DILocation(line: 17, column: 11, scope: !8)
!43 = !DILocation(line: 18, column: 5, scope: !8)
!44 = !DILocation(line: 12, column: 31, scope: !8)
!45 = distinct !{!45, !20, !46}
!46 = !DILocation(line: 19, column: 3, scope: !8)
!47 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 9, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 15, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
