; ModuleID = 'opencl/matmul_cl.cl'
source_filename = "opencl/matmul_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@matmul_cl.as = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_cl.bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matmul_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !16
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4, !dbg !17
  %7 = trunc i64 %6 to i32, !dbg !17
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !18
  %9 = trunc i64 %8 to i32, !dbg !18
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !19
  %11 = trunc i64 %10 to i32, !dbg !19
  %12 = icmp sgt i32 %3, 0, !dbg !20
  br i1 %12, label %15, label %13, !dbg !21

13:                                               ; preds = %4
  %14 = mul nsw i32 %9, %3, !dbg !22
  br label %57, !dbg !21

15:                                               ; preds = %4
  %16 = trunc i64 %5 to i32, !dbg !16
  %17 = mul nsw i32 %9, %3
  %18 = add i32 %17, %16
  %19 = shl i64 %6, 32
  %20 = ashr exact i64 %19, 32
  %21 = shl i64 %5, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 %22
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %20, i64 %22
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 0, !dbg !23
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 0, i64 %22
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 1
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 1, i64 %22
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 2
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 2, i64 %22
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 3
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 3, i64 %22
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 4
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 4, i64 %22
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 5
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 5, i64 %22
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 6
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 6, i64 %22
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 7
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 7, i64 %22
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 8
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 8, i64 %22
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 9
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 9, i64 %22
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 10
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 10, i64 %22
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 11
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 11, i64 %22
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 12
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 12, i64 %22
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 13
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 13, i64 %22
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 14
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 14, i64 %22
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %20, i64 15
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 15, i64 %22
  br label %63, !dbg !21

57:                                               ; preds = %63, %13
  %58 = phi i32 [ %14, %13 ], [ %17, %63 ], !dbg !22
  %59 = phi float [ 0.000000e+00, %13 ], [ %123, %63 ], !dbg !24
  %60 = add nsw i32 %58, %11, !dbg !25
  %61 = sext i32 %60 to i64, !dbg !26
  %62 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %61, !dbg !26
  store float %59, ptr addrspace(1) %62, align 4, !dbg !27, !tbaa !28
  ret void, !dbg !32

63:                                               ; preds = %15, %63
  %64 = phi i32 [ 0, %15 ], [ %124, %63 ]
  %65 = phi float [ 0.000000e+00, %15 ], [ %123, %63 ]
  %66 = add i32 %18, %64, !dbg !33
  %67 = sext i32 %66 to i64, !dbg !34
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67, !dbg !34
  %69 = load float, ptr addrspace(1) %68, align 4, !dbg !34, !tbaa !28
  store float %69, ptr addrspace(3) %23, align 4, !dbg !35, !tbaa !28
  %70 = add nsw i32 %64, %7, !dbg !36
  %71 = mul nsw i32 %70, %3, !dbg !37
  %72 = add nsw i32 %71, %11, !dbg !38
  %73 = sext i32 %72 to i64, !dbg !39
  %74 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73, !dbg !39
  %75 = load float, ptr addrspace(1) %74, align 4, !dbg !39, !tbaa !28
  store float %75, ptr addrspace(3) %24, align 4, !dbg !40, !tbaa !28
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !41
  %76 = load float, ptr addrspace(3) %25, align 4, !dbg !23, !tbaa !28
  %77 = load float, ptr addrspace(3) %26, align 4, !dbg !42, !tbaa !28
  %78 = tail call float @llvm.fmuladd.f32(float %76, float %77, float %65), !dbg !43
  %79 = load float, ptr addrspace(3) %27, align 4, !dbg !23, !tbaa !28
  %80 = load float, ptr addrspace(3) %28, align 4, !dbg !42, !tbaa !28
  %81 = tail call float @llvm.fmuladd.f32(float %79, float %80, float %78), !dbg !43
  %82 = load float, ptr addrspace(3) %29, align 4, !dbg !23, !tbaa !28
  %83 = load float, ptr addrspace(3) %30, align 4, !dbg !42, !tbaa !28
  %84 = tail call float @llvm.fmuladd.f32(float %82, float %83, float %81), !dbg !43
  %85 = load float, ptr addrspace(3) %31, align 4, !dbg !23, !tbaa !28
  %86 = load float, ptr addrspace(3) %32, align 4, !dbg !42, !tbaa !28
  %87 = tail call float @llvm.fmuladd.f32(float %85, float %86, float %84), !dbg !43
  %88 = load float, ptr addrspace(3) %33, align 4, !dbg !23, !tbaa !28
  %89 = load float, ptr addrspace(3) %34, align 4, !dbg !42, !tbaa !28
  %90 = tail call float @llvm.fmuladd.f32(float %88, float %89, float %87), !dbg !43
  %91 = load float, ptr addrspace(3) %35, align 4, !dbg !23, !tbaa !28
  %92 = load float, ptr addrspace(3) %36, align 4, !dbg !42, !tbaa !28
  %93 = tail call float @llvm.fmuladd.f32(float %91, float %92, float %90), !dbg !43
  %94 = load float, ptr addrspace(3) %37, align 4, !dbg !23, !tbaa !28
  %95 = load float, ptr addrspace(3) %38, align 4, !dbg !42, !tbaa !28
  %96 = tail call float @llvm.fmuladd.f32(float %94, float %95, float %93), !dbg !43
  %97 = load float, ptr addrspace(3) %39, align 4, !dbg !23, !tbaa !28
  %98 = load float, ptr addrspace(3) %40, align 4, !dbg !42, !tbaa !28
  %99 = tail call float @llvm.fmuladd.f32(float %97, float %98, float %96), !dbg !43
  %100 = load float, ptr addrspace(3) %41, align 4, !dbg !23, !tbaa !28
  %101 = load float, ptr addrspace(3) %42, align 4, !dbg !42, !tbaa !28
  %102 = tail call float @llvm.fmuladd.f32(float %100, float %101, float %99), !dbg !43
  %103 = load float, ptr addrspace(3) %43, align 4, !dbg !23, !tbaa !28
  %104 = load float, ptr addrspace(3) %44, align 4, !dbg !42, !tbaa !28
  %105 = tail call float @llvm.fmuladd.f32(float %103, float %104, float %102), !dbg !43
  %106 = load float, ptr addrspace(3) %45, align 4, !dbg !23, !tbaa !28
  %107 = load float, ptr addrspace(3) %46, align 4, !dbg !42, !tbaa !28
  %108 = tail call float @llvm.fmuladd.f32(float %106, float %107, float %105), !dbg !43
  %109 = load float, ptr addrspace(3) %47, align 4, !dbg !23, !tbaa !28
  %110 = load float, ptr addrspace(3) %48, align 4, !dbg !42, !tbaa !28
  %111 = tail call float @llvm.fmuladd.f32(float %109, float %110, float %108), !dbg !43
  %112 = load float, ptr addrspace(3) %49, align 4, !dbg !23, !tbaa !28
  %113 = load float, ptr addrspace(3) %50, align 4, !dbg !42, !tbaa !28
  %114 = tail call float @llvm.fmuladd.f32(float %112, float %113, float %111), !dbg !43
  %115 = load float, ptr addrspace(3) %51, align 4, !dbg !23, !tbaa !28
  %116 = load float, ptr addrspace(3) %52, align 4, !dbg !42, !tbaa !28
  %117 = tail call float @llvm.fmuladd.f32(float %115, float %116, float %114), !dbg !43
  %118 = load float, ptr addrspace(3) %53, align 4, !dbg !23, !tbaa !28
  %119 = load float, ptr addrspace(3) %54, align 4, !dbg !42, !tbaa !28
  %120 = tail call float @llvm.fmuladd.f32(float %118, float %119, float %117), !dbg !43
  %121 = load float, ptr addrspace(3) %55, align 4, !dbg !23, !tbaa !28
  %122 = load float, ptr addrspace(3) %56, align 4, !dbg !42, !tbaa !28
  %123 = tail call float @llvm.fmuladd.f32(float %121, float %122, float %120), !dbg !43
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !44
  %124 = add nuw nsw i32 %64, 16, !dbg !45
  %125 = icmp slt i32 %124, %3, !dbg !20
  br i1 %125, label %63, label %57, !dbg !21, !llvm.loop !46
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/matmul_cl.cl", directory: ".")
!2 = !{ptr @matmul_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_cl", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!22 = !DILocation(line: 20, column: 9, scope: !9)
!23 = !DILocation(line: 17, column: 14, scope: !9)
!24 = !DILocation(line: 11, column: 9, scope: !9)
!25 = !DILocation(line: 20, column: 13, scope: !9)
!26 = !DILocation(line: 20, column: 3, scope: !9)
!27 = !DILocation(line: 20, column: 20, scope: !9)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 21, column: 1, scope: !9)
!33 = !DILocation(line: 13, column: 33, scope: !9)
!34 = !DILocation(line: 13, column: 18, scope: !9)
!35 = !DILocation(line: 13, column: 16, scope: !9)
!36 = !DILocation(line: 14, column: 24, scope: !9)
!37 = !DILocation(line: 14, column: 30, scope: !9)
!38 = !DILocation(line: 14, column: 34, scope: !9)
!39 = !DILocation(line: 14, column: 18, scope: !9)
!40 = !DILocation(line: 14, column: 16, scope: !9)
!41 = !DILocation(line: 15, column: 5, scope: !9)
!42 = !DILocation(line: 17, column: 26, scope: !9)
!43 = !DILocation(line: 17, column: 11, scope: !9)
!44 = !DILocation(line: 18, column: 5, scope: !9)
!45 = !DILocation(line: 12, column: 31, scope: !9)
!46 = distinct !{!46, !21, !47}
!47 = !DILocation(line: 19, column: 3, scope: !9)
