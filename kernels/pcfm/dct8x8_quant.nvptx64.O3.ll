; ModuleID = 'pcfm/dct8x8_quant.cu'
source_filename = "pcfm/dct8x8_quant.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dct_c = dso_local addrspace(4) externally_initialized global [8 x [8 x float]] [[8 x float] [float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000], [8 x float] [float 0x3FDF6297C0000000, float 0x3FDA9B6620000000, float 0x3FD1C73B40000000, float 0x3FB8F8B840000000, float 0xBFB8F8B840000000, float 0xBFD1C73B40000000, float 0xBFDA9B6620000000, float 0xBFDF6297C0000000], [8 x float] [float 0x3FDD906BC0000000, float 0x3FC87DE2A0000000, float 0xBFC87DE2A0000000, float 0xBFDD906BC0000000, float 0xBFDD906BC0000000, float 0xBFC87DE2A0000000, float 0x3FC87DE2A0000000, float 0x3FDD906BC0000000], [8 x float] [float 0x3FDA9B6620000000, float 0xBFB8F8B840000000, float 0xBFDF6297C0000000, float 0xBFD1C73B40000000, float 0x3FD1C73B40000000, float 0x3FDF6297C0000000, float 0x3FB8F8B840000000, float 0xBFDA9B6620000000], [8 x float] [float 0x3FD6A09E60000000, float 0xBFD6A09E60000000, float 0xBFD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0xBFD6A09E60000000, float 0xBFD6A09E60000000, float 0x3FD6A09E60000000], [8 x float] [float 0x3FD1C73B40000000, float 0xBFDF6297C0000000, float 0x3FB8F8B840000000, float 0x3FDA9B6620000000, float 0xBFDA9B6620000000, float 0xBFB8F8B840000000, float 0x3FDF6297C0000000, float 0xBFD1C73B40000000], [8 x float] [float 0x3FC87DE2A0000000, float 0xBFDD906BC0000000, float 0x3FDD906BC0000000, float 0xBFC87DE2A0000000, float 0xBFC87DE2A0000000, float 0x3FDD906BC0000000, float 0xBFDD906BC0000000, float 0x3FC87DE2A0000000], [8 x float] [float 0x3FB8F8B840000000, float 0xBFD1C73B40000000, float 0x3FDA9B6620000000, float 0xBFDF6297C0000000, float 0x3FDF6297C0000000, float 0xBFDA9B6620000000, float 0x3FD1C73B40000000, float 0xBFB8F8B840000000]], align 4
@quant = dso_local addrspace(4) externally_initialized global [8 x [8 x float]] [[8 x float] [float 1.600000e+01, float 1.100000e+01, float 1.000000e+01, float 1.600000e+01, float 2.400000e+01, float 4.000000e+01, float 5.100000e+01, float 6.100000e+01], [8 x float] [float 1.200000e+01, float 1.200000e+01, float 1.400000e+01, float 1.900000e+01, float 2.600000e+01, float 5.800000e+01, float 6.000000e+01, float 5.500000e+01], [8 x float] [float 1.400000e+01, float 1.300000e+01, float 1.600000e+01, float 2.400000e+01, float 4.000000e+01, float 5.700000e+01, float 6.900000e+01, float 5.600000e+01], [8 x float] [float 1.400000e+01, float 1.700000e+01, float 2.200000e+01, float 2.900000e+01, float 5.100000e+01, float 8.700000e+01, float 8.000000e+01, float 6.200000e+01], [8 x float] [float 1.800000e+01, float 2.200000e+01, float 3.700000e+01, float 5.600000e+01, float 6.800000e+01, float 1.090000e+02, float 1.030000e+02, float 7.700000e+01], [8 x float] [float 2.400000e+01, float 3.500000e+01, float 5.500000e+01, float 6.400000e+01, float 8.100000e+01, float 1.040000e+02, float 1.130000e+02, float 9.200000e+01], [8 x float] [float 4.900000e+01, float 6.400000e+01, float 7.800000e+01, float 8.700000e+01, float 1.030000e+02, float 1.210000e+02, float 1.200000e+02, float 1.010000e+02], [8 x float] [float 7.200000e+01, float 9.200000e+01, float 9.500000e+01, float 9.800000e+01, float 1.120000e+02, float 1.000000e+02, float 1.030000e+02, float 9.900000e+01]], align 4
@_ZZ12dct8x8_quantE4tile = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ12dct8x8_quantE4rowt = internal unnamed_addr addrspace(3) global [8 x [8 x float]] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), ptr addrspacecast (ptr addrspace(4) @quant to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @dct8x8_quant(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !16
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = shl i32 %6, 3, !dbg !22
  %8 = add i32 %7, %4, !dbg !23
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %10 = shl nuw nsw i32 %9, 3, !dbg !27
  %11 = add nuw nsw i32 %10, %5, !dbg !28
  %12 = mul nsw i32 %11, %2, !dbg !29
  %13 = add nsw i32 %8, %12, !dbg !30
  %14 = sext i32 %13 to i64, !dbg !31
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !31
  %16 = load float, ptr %15, align 4, !dbg !31, !tbaa !32
  %17 = fmul contract float %16, 2.550000e+02, !dbg !36
  %18 = fadd contract float %17, -1.280000e+02, !dbg !37
  %19 = zext nneg i32 %5 to i64, !dbg !38
  %20 = zext nneg i32 %4 to i64, !dbg !38
  %21 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 %20, !dbg !38
  store float %18, ptr %21, align 4, !dbg !39, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %22 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 0, !dbg !41
  %23 = load float, ptr %22, align 4, !dbg !41, !tbaa !32
  %24 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 0, !dbg !42
  %25 = load float, ptr %24, align 4, !dbg !42, !tbaa !32
  %26 = fmul contract float %23, %25, !dbg !43
  %27 = fadd contract float %26, 0.000000e+00, !dbg !44
  %28 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 1, !dbg !41
  %29 = load float, ptr %28, align 4, !dbg !41, !tbaa !32
  %30 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 1, !dbg !42
  %31 = load float, ptr %30, align 4, !dbg !42, !tbaa !32
  %32 = fmul contract float %29, %31, !dbg !43
  %33 = fadd contract float %27, %32, !dbg !44
  %34 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 2, !dbg !41
  %35 = load float, ptr %34, align 4, !dbg !41, !tbaa !32
  %36 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 2, !dbg !42
  %37 = load float, ptr %36, align 4, !dbg !42, !tbaa !32
  %38 = fmul contract float %35, %37, !dbg !43
  %39 = fadd contract float %33, %38, !dbg !44
  %40 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 3, !dbg !41
  %41 = load float, ptr %40, align 4, !dbg !41, !tbaa !32
  %42 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 3, !dbg !42
  %43 = load float, ptr %42, align 4, !dbg !42, !tbaa !32
  %44 = fmul contract float %41, %43, !dbg !43
  %45 = fadd contract float %39, %44, !dbg !44
  %46 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 4, !dbg !41
  %47 = load float, ptr %46, align 4, !dbg !41, !tbaa !32
  %48 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 4, !dbg !42
  %49 = load float, ptr %48, align 4, !dbg !42, !tbaa !32
  %50 = fmul contract float %47, %49, !dbg !43
  %51 = fadd contract float %45, %50, !dbg !44
  %52 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 5, !dbg !41
  %53 = load float, ptr %52, align 4, !dbg !41, !tbaa !32
  %54 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 5, !dbg !42
  %55 = load float, ptr %54, align 4, !dbg !42, !tbaa !32
  %56 = fmul contract float %53, %55, !dbg !43
  %57 = fadd contract float %51, %56, !dbg !44
  %58 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 6, !dbg !41
  %59 = load float, ptr %58, align 4, !dbg !41, !tbaa !32
  %60 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 6, !dbg !42
  %61 = load float, ptr %60, align 4, !dbg !42, !tbaa !32
  %62 = fmul contract float %59, %61, !dbg !43
  %63 = fadd contract float %57, %62, !dbg !44
  %64 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %20, i64 7, !dbg !41
  %65 = load float, ptr %64, align 4, !dbg !41, !tbaa !32
  %66 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %19, i64 7, !dbg !42
  %67 = load float, ptr %66, align 4, !dbg !42, !tbaa !32
  %68 = fmul contract float %65, %67, !dbg !43
  %69 = fadd contract float %63, %68, !dbg !44
  %70 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 %19, i64 %20, !dbg !45
  store float %69, ptr %70, align 4, !dbg !46, !tbaa !32
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %71 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 0, !dbg !48
  %72 = load float, ptr %71, align 4, !dbg !48, !tbaa !32
  %73 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 0, i64 %20, !dbg !49
  %74 = load float, ptr %73, align 4, !dbg !49, !tbaa !32
  %75 = fmul contract float %72, %74, !dbg !50
  %76 = fadd contract float %75, 0.000000e+00, !dbg !51
  %77 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 1, !dbg !48
  %78 = load float, ptr %77, align 4, !dbg !48, !tbaa !32
  %79 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 1, i64 %20, !dbg !49
  %80 = load float, ptr %79, align 4, !dbg !49, !tbaa !32
  %81 = fmul contract float %78, %80, !dbg !50
  %82 = fadd contract float %76, %81, !dbg !51
  %83 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 2, !dbg !48
  %84 = load float, ptr %83, align 4, !dbg !48, !tbaa !32
  %85 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 2, i64 %20, !dbg !49
  %86 = load float, ptr %85, align 4, !dbg !49, !tbaa !32
  %87 = fmul contract float %84, %86, !dbg !50
  %88 = fadd contract float %82, %87, !dbg !51
  %89 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 3, !dbg !48
  %90 = load float, ptr %89, align 4, !dbg !48, !tbaa !32
  %91 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 3, i64 %20, !dbg !49
  %92 = load float, ptr %91, align 4, !dbg !49, !tbaa !32
  %93 = fmul contract float %90, %92, !dbg !50
  %94 = fadd contract float %88, %93, !dbg !51
  %95 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 4, !dbg !48
  %96 = load float, ptr %95, align 4, !dbg !48, !tbaa !32
  %97 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 4, i64 %20, !dbg !49
  %98 = load float, ptr %97, align 4, !dbg !49, !tbaa !32
  %99 = fmul contract float %96, %98, !dbg !50
  %100 = fadd contract float %94, %99, !dbg !51
  %101 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 5, !dbg !48
  %102 = load float, ptr %101, align 4, !dbg !48, !tbaa !32
  %103 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 5, i64 %20, !dbg !49
  %104 = load float, ptr %103, align 4, !dbg !49, !tbaa !32
  %105 = fmul contract float %102, %104, !dbg !50
  %106 = fadd contract float %100, %105, !dbg !51
  %107 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 6, !dbg !48
  %108 = load float, ptr %107, align 4, !dbg !48, !tbaa !32
  %109 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 6, i64 %20, !dbg !49
  %110 = load float, ptr %109, align 4, !dbg !49, !tbaa !32
  %111 = fmul contract float %108, %110, !dbg !50
  %112 = fadd contract float %106, %111, !dbg !51
  %113 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %19, i64 7, !dbg !48
  %114 = load float, ptr %113, align 4, !dbg !48, !tbaa !32
  %115 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 7, i64 %20, !dbg !49
  %116 = load float, ptr %115, align 4, !dbg !49, !tbaa !32
  %117 = fmul contract float %114, %116, !dbg !50
  %118 = fadd contract float %112, %117, !dbg !51
  %119 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @quant to ptr), i64 0, i64 %19, i64 %20, !dbg !52
  %120 = load float, ptr %119, align 4, !dbg !52, !tbaa !32
  %121 = fdiv contract float %118, %120, !dbg !53
  %122 = fcmp contract ult float %121, 0.000000e+00, !dbg !54
  br i1 %122, label %126, label %123, !dbg !55

123:                                              ; preds = %3
  %124 = fadd contract float %121, 5.000000e-01, !dbg !56
  %125 = fptosi float %124 to i32, !dbg !57
  br label %130, !dbg !58

126:                                              ; preds = %3
  %127 = fsub contract float 5.000000e-01, %121, !dbg !59
  %128 = fptosi float %127 to i32, !dbg !60
  %129 = sub nsw i32 0, %128, !dbg !61
  br label %130

130:                                              ; preds = %126, %123
  %131 = phi i32 [ %125, %123 ], [ %129, %126 ], !dbg !62
  %132 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !63
  store i32 %131, ptr %132, align 4, !dbg !64, !tbaa !65
  ret void, !dbg !67
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/dct8x8_quant.cu", directory: ".")
!2 = !{ptr @dct8x8_quant, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "dct8x8_quant", scope: !1, file: !1, line: 29, type: !10, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 32, column: 12, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 32, column: 30, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 33, column: 12, scope: !9)
!22 = !DILocation(line: 33, column: 23, scope: !9)
!23 = !DILocation(line: 33, column: 27, scope: !9)
!24 = !DILocation(line: 46, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 34, column: 12, scope: !9)
!27 = !DILocation(line: 34, column: 23, scope: !9)
!28 = !DILocation(line: 34, column: 27, scope: !9)
!29 = !DILocation(line: 35, column: 25, scope: !9)
!30 = !DILocation(line: 35, column: 33, scope: !9)
!31 = !DILocation(line: 35, column: 18, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 35, column: 39, scope: !9)
!37 = !DILocation(line: 35, column: 48, scope: !9)
!38 = !DILocation(line: 35, column: 3, scope: !9)
!39 = !DILocation(line: 35, column: 16, scope: !9)
!40 = !DILocation(line: 36, column: 3, scope: !9)
!41 = !DILocation(line: 41, column: 10, scope: !9)
!42 = !DILocation(line: 41, column: 25, scope: !9)
!43 = !DILocation(line: 41, column: 23, scope: !9)
!44 = !DILocation(line: 41, column: 7, scope: !9)
!45 = !DILocation(line: 42, column: 3, scope: !9)
!46 = !DILocation(line: 42, column: 16, scope: !9)
!47 = !DILocation(line: 43, column: 3, scope: !9)
!48 = !DILocation(line: 48, column: 10, scope: !9)
!49 = !DILocation(line: 48, column: 25, scope: !9)
!50 = !DILocation(line: 48, column: 23, scope: !9)
!51 = !DILocation(line: 48, column: 7, scope: !9)
!52 = !DILocation(line: 50, column: 17, scope: !9)
!53 = !DILocation(line: 50, column: 15, scope: !9)
!54 = !DILocation(line: 52, column: 9, scope: !9)
!55 = !DILocation(line: 52, column: 7, scope: !9)
!56 = !DILocation(line: 53, column: 17, scope: !9)
!57 = !DILocation(line: 53, column: 14, scope: !9)
!58 = !DILocation(line: 54, column: 3, scope: !9)
!59 = !DILocation(line: 55, column: 21, scope: !9)
!60 = !DILocation(line: 55, column: 15, scope: !9)
!61 = !DILocation(line: 55, column: 9, scope: !9)
!62 = !DILocation(line: 0, scope: !9)
!63 = !DILocation(line: 57, column: 3, scope: !9)
!64 = !DILocation(line: 57, column: 25, scope: !9)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !34, i64 0}
!67 = !DILocation(line: 58, column: 1, scope: !9)
