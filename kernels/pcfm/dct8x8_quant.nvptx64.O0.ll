; ModuleID = 'pcfm/dct8x8_quant.cu'
source_filename = "pcfm/dct8x8_quant.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@dct_c = dso_local addrspace(4) externally_initialized global [8 x [8 x float]] [[8 x float] [float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000], [8 x float] [float 0x3FDF6297C0000000, float 0x3FDA9B6620000000, float 0x3FD1C73B40000000, float 0x3FB8F8B840000000, float 0xBFB8F8B840000000, float 0xBFD1C73B40000000, float 0xBFDA9B6620000000, float 0xBFDF6297C0000000], [8 x float] [float 0x3FDD906BC0000000, float 0x3FC87DE2A0000000, float 0xBFC87DE2A0000000, float 0xBFDD906BC0000000, float 0xBFDD906BC0000000, float 0xBFC87DE2A0000000, float 0x3FC87DE2A0000000, float 0x3FDD906BC0000000], [8 x float] [float 0x3FDA9B6620000000, float 0xBFB8F8B840000000, float 0xBFDF6297C0000000, float 0xBFD1C73B40000000, float 0x3FD1C73B40000000, float 0x3FDF6297C0000000, float 0x3FB8F8B840000000, float 0xBFDA9B6620000000], [8 x float] [float 0x3FD6A09E60000000, float 0xBFD6A09E60000000, float 0xBFD6A09E60000000, float 0x3FD6A09E60000000, float 0x3FD6A09E60000000, float 0xBFD6A09E60000000, float 0xBFD6A09E60000000, float 0x3FD6A09E60000000], [8 x float] [float 0x3FD1C73B40000000, float 0xBFDF6297C0000000, float 0x3FB8F8B840000000, float 0x3FDA9B6620000000, float 0xBFDA9B6620000000, float 0xBFB8F8B840000000, float 0x3FDF6297C0000000, float 0xBFD1C73B40000000], [8 x float] [float 0x3FC87DE2A0000000, float 0xBFDD906BC0000000, float 0x3FDD906BC0000000, float 0xBFC87DE2A0000000, float 0xBFC87DE2A0000000, float 0x3FDD906BC0000000, float 0xBFDD906BC0000000, float 0x3FC87DE2A0000000], [8 x float] [float 0x3FB8F8B840000000, float 0xBFD1C73B40000000, float 0x3FDA9B6620000000, float 0xBFDF6297C0000000, float 0x3FDF6297C0000000, float 0xBFDA9B6620000000, float 0x3FD1C73B40000000, float 0xBFB8F8B840000000]], align 4
@quant = dso_local addrspace(4) externally_initialized global [8 x [8 x float]] [[8 x float] [float 1.600000e+01, float 1.100000e+01, float 1.000000e+01, float 1.600000e+01, float 2.400000e+01, float 4.000000e+01, float 5.100000e+01, float 6.100000e+01], [8 x float] [float 1.200000e+01, float 1.200000e+01, float 1.400000e+01, float 1.900000e+01, float 2.600000e+01, float 5.800000e+01, float 6.000000e+01, float 5.500000e+01], [8 x float] [float 1.400000e+01, float 1.300000e+01, float 1.600000e+01, float 2.400000e+01, float 4.000000e+01, float 5.700000e+01, float 6.900000e+01, float 5.600000e+01], [8 x float] [float 1.400000e+01, float 1.700000e+01, float 2.200000e+01, float 2.900000e+01, float 5.100000e+01, float 8.700000e+01, float 8.000000e+01, float 6.200000e+01], [8 x float] [float 1.800000e+01, float 2.200000e+01, float 3.700000e+01, float 5.600000e+01, float 6.800000e+01, float 1.090000e+02, float 1.030000e+02, float 7.700000e+01], [8 x float] [float 2.400000e+01, float 3.500000e+01, float 5.500000e+01, float 6.400000e+01, float 8.100000e+01, float 1.040000e+02, float 1.130000e+02, float 9.200000e+01], [8 x float] [float 4.900000e+01, float 6.400000e+01, float 7.800000e+01, float 8.700000e+01, float 1.030000e+02, float 1.210000e+02, float 1.200000e+02, float 1.010000e+02], [8 x float] [float 7.200000e+01, float 9.200000e+01, float 9.500000e+01, float 9.800000e+01, float 1.120000e+02, float 1.000000e+02, float 1.030000e+02, float 9.900000e+01]], align 4
@_ZZ12dct8x8_quantE4tile = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ12dct8x8_quantE4rowt = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), ptr addrspacecast (ptr addrspace(4) @quant to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @dct8x8_quant(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %17, ptr %7, align 4, !dbg !16
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !17
  store i32 %18, ptr %8, align 4, !dbg !20
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %20 = mul i32 %19, 8, !dbg !24
  %21 = load i32, ptr %7, align 4, !dbg !25
  %22 = add i32 %20, %21, !dbg !26
  store i32 %22, ptr %9, align 4, !dbg !27
  %23 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %24 = mul i32 %23, 8, !dbg !31
  %25 = load i32, ptr %8, align 4, !dbg !32
  %26 = add i32 %24, %25, !dbg !33
  store i32 %26, ptr %10, align 4, !dbg !34
  %27 = load ptr, ptr %4, align 8, !dbg !35
  %28 = load i32, ptr %10, align 4, !dbg !36
  %29 = load i32, ptr %6, align 4, !dbg !37
  %30 = mul nsw i32 %28, %29, !dbg !38
  %31 = load i32, ptr %9, align 4, !dbg !39
  %32 = add nsw i32 %30, %31, !dbg !40
  %33 = sext i32 %32 to i64, !dbg !35
  %34 = getelementptr inbounds float, ptr %27, i64 %33, !dbg !35
  %35 = load float, ptr %34, align 4, !dbg !35
  %36 = fmul contract float %35, 2.550000e+02, !dbg !41
  %37 = fsub contract float %36, 1.280000e+02, !dbg !42
  %38 = load i32, ptr %8, align 4, !dbg !43
  %39 = sext i32 %38 to i64, !dbg !44
  %40 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %39, !dbg !44
  %41 = load i32, ptr %7, align 4, !dbg !45
  %42 = sext i32 %41 to i64, !dbg !44
  %43 = getelementptr inbounds [8 x float], ptr %40, i64 0, i64 %42, !dbg !44
  store float %37, ptr %43, align 4, !dbg !46
  call void @llvm.nvvm.barrier0(), !dbg !47
  store float 0.000000e+00, ptr %11, align 4, !dbg !48
  store i32 0, ptr %12, align 4, !dbg !49
  br label %44, !dbg !50

44:                                               ; preds = %65, %3
  %45 = load i32, ptr %12, align 4, !dbg !51
  %46 = icmp slt i32 %45, 8, !dbg !52
  br i1 %46, label %47, label %68, !dbg !53

47:                                               ; preds = %44
  %48 = load i32, ptr %7, align 4, !dbg !54
  %49 = sext i32 %48 to i64, !dbg !55
  %50 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %49, !dbg !55
  %51 = load i32, ptr %12, align 4, !dbg !56
  %52 = sext i32 %51 to i64, !dbg !55
  %53 = getelementptr inbounds [8 x float], ptr %50, i64 0, i64 %52, !dbg !55
  %54 = load float, ptr %53, align 4, !dbg !55
  %55 = load i32, ptr %8, align 4, !dbg !57
  %56 = sext i32 %55 to i64, !dbg !58
  %57 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4tile to ptr), i64 0, i64 %56, !dbg !58
  %58 = load i32, ptr %12, align 4, !dbg !59
  %59 = sext i32 %58 to i64, !dbg !58
  %60 = getelementptr inbounds [8 x float], ptr %57, i64 0, i64 %59, !dbg !58
  %61 = load float, ptr %60, align 4, !dbg !58
  %62 = fmul contract float %54, %61, !dbg !60
  %63 = load float, ptr %11, align 4, !dbg !61
  %64 = fadd contract float %63, %62, !dbg !61
  store float %64, ptr %11, align 4, !dbg !61
  br label %65, !dbg !62

65:                                               ; preds = %47
  %66 = load i32, ptr %12, align 4, !dbg !63
  %67 = add nsw i32 %66, 1, !dbg !63
  store i32 %67, ptr %12, align 4, !dbg !63
  br label %44, !dbg !53, !llvm.loop !64

68:                                               ; preds = %44
  %69 = load float, ptr %11, align 4, !dbg !67
  %70 = load i32, ptr %8, align 4, !dbg !68
  %71 = sext i32 %70 to i64, !dbg !69
  %72 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 %71, !dbg !69
  %73 = load i32, ptr %7, align 4, !dbg !70
  %74 = sext i32 %73 to i64, !dbg !69
  %75 = getelementptr inbounds [8 x float], ptr %72, i64 0, i64 %74, !dbg !69
  store float %69, ptr %75, align 4, !dbg !71
  call void @llvm.nvvm.barrier0(), !dbg !72
  store float 0.000000e+00, ptr %13, align 4, !dbg !73
  store i32 0, ptr %14, align 4, !dbg !74
  br label %76, !dbg !75

76:                                               ; preds = %97, %68
  %77 = load i32, ptr %14, align 4, !dbg !76
  %78 = icmp slt i32 %77, 8, !dbg !77
  br i1 %78, label %79, label %100, !dbg !78

79:                                               ; preds = %76
  %80 = load i32, ptr %8, align 4, !dbg !79
  %81 = sext i32 %80 to i64, !dbg !80
  %82 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @dct_c to ptr), i64 0, i64 %81, !dbg !80
  %83 = load i32, ptr %14, align 4, !dbg !81
  %84 = sext i32 %83 to i64, !dbg !80
  %85 = getelementptr inbounds [8 x float], ptr %82, i64 0, i64 %84, !dbg !80
  %86 = load float, ptr %85, align 4, !dbg !80
  %87 = load i32, ptr %14, align 4, !dbg !82
  %88 = sext i32 %87 to i64, !dbg !83
  %89 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12dct8x8_quantE4rowt to ptr), i64 0, i64 %88, !dbg !83
  %90 = load i32, ptr %7, align 4, !dbg !84
  %91 = sext i32 %90 to i64, !dbg !83
  %92 = getelementptr inbounds [8 x float], ptr %89, i64 0, i64 %91, !dbg !83
  %93 = load float, ptr %92, align 4, !dbg !83
  %94 = fmul contract float %86, %93, !dbg !85
  %95 = load float, ptr %13, align 4, !dbg !86
  %96 = fadd contract float %95, %94, !dbg !86
  store float %96, ptr %13, align 4, !dbg !86
  br label %97, !dbg !87

97:                                               ; preds = %79
  %98 = load i32, ptr %14, align 4, !dbg !88
  %99 = add nsw i32 %98, 1, !dbg !88
  store i32 %99, ptr %14, align 4, !dbg !88
  br label %76, !dbg !78, !llvm.loop !89

100:                                              ; preds = %76
  %101 = load float, ptr %13, align 4, !dbg !91
  %102 = load i32, ptr %8, align 4, !dbg !92
  %103 = sext i32 %102 to i64, !dbg !93
  %104 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(4) @quant to ptr), i64 0, i64 %103, !dbg !93
  %105 = load i32, ptr %7, align 4, !dbg !94
  %106 = sext i32 %105 to i64, !dbg !93
  %107 = getelementptr inbounds [8 x float], ptr %104, i64 0, i64 %106, !dbg !93
  %108 = load float, ptr %107, align 4, !dbg !93
  %109 = fdiv contract float %101, %108, !dbg !95
  store float %109, ptr %15, align 4, !dbg !96
  %110 = load float, ptr %15, align 4, !dbg !97
  %111 = fcmp contract oge float %110, 0.000000e+00, !dbg !98
  br i1 %111, label %112, label %116, !dbg !97

112:                                              ; preds = %100
  %113 = load float, ptr %15, align 4, !dbg !99
  %114 = fadd contract float %113, 5.000000e-01, !dbg !100
  %115 = fptosi float %114 to i32, !dbg !101
  store i32 %115, ptr %16, align 4, !dbg !102
  br label %121, !dbg !103

116:                                              ; preds = %100
  %117 = load float, ptr %15, align 4, !dbg !104
  %118 = fsub contract float 5.000000e-01, %117, !dbg !105
  %119 = fptosi float %118 to i32, !dbg !106
  %120 = sub nsw i32 0, %119, !dbg !107
  store i32 %120, ptr %16, align 4, !dbg !108
  br label %121

121:                                              ; preds = %116, %112
  %122 = load i32, ptr %16, align 4, !dbg !109
  %123 = load ptr, ptr %5, align 8, !dbg !110
  %124 = load i32, ptr %10, align 4, !dbg !111
  %125 = load i32, ptr %6, align 4, !dbg !112
  %126 = mul nsw i32 %124, %125, !dbg !113
  %127 = load i32, ptr %9, align 4, !dbg !114
  %128 = add nsw i32 %126, %127, !dbg !115
  %129 = sext i32 %128 to i64, !dbg !110
  %130 = getelementptr inbounds i32, ptr %123, i64 %129, !dbg !110
  store i32 %122, ptr %130, align 4, !dbg !116
  ret void, !dbg !117
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/dct8x8_quant.cu", directory: ".")
!2 = !{ptr @dct8x8_quant, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "dct8x8_quant", scope: !1, file: !1, line: 29, type: !10, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 32, column: 12, scope: !9)
!16 = !DILocation(line: 32, column: 7, scope: !9)
!17 = !DILocation(line: 45, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 32, column: 30, scope: !9)
!20 = !DILocation(line: 32, column: 25, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 33, column: 12, scope: !9)
!24 = !DILocation(line: 33, column: 23, scope: !9)
!25 = !DILocation(line: 33, column: 29, scope: !9)
!26 = !DILocation(line: 33, column: 27, scope: !9)
!27 = !DILocation(line: 33, column: 7, scope: !9)
!28 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 34, column: 12, scope: !9)
!31 = !DILocation(line: 34, column: 23, scope: !9)
!32 = !DILocation(line: 34, column: 29, scope: !9)
!33 = !DILocation(line: 34, column: 27, scope: !9)
!34 = !DILocation(line: 34, column: 7, scope: !9)
!35 = !DILocation(line: 35, column: 18, scope: !9)
!36 = !DILocation(line: 35, column: 22, scope: !9)
!37 = !DILocation(line: 35, column: 27, scope: !9)
!38 = !DILocation(line: 35, column: 25, scope: !9)
!39 = !DILocation(line: 35, column: 35, scope: !9)
!40 = !DILocation(line: 35, column: 33, scope: !9)
!41 = !DILocation(line: 35, column: 39, scope: !9)
!42 = !DILocation(line: 35, column: 48, scope: !9)
!43 = !DILocation(line: 35, column: 8, scope: !9)
!44 = !DILocation(line: 35, column: 3, scope: !9)
!45 = !DILocation(line: 35, column: 12, scope: !9)
!46 = !DILocation(line: 35, column: 16, scope: !9)
!47 = !DILocation(line: 36, column: 3, scope: !9)
!48 = !DILocation(line: 39, column: 9, scope: !9)
!49 = !DILocation(line: 40, column: 12, scope: !9)
!50 = !DILocation(line: 40, column: 8, scope: !9)
!51 = !DILocation(line: 40, column: 19, scope: !9)
!52 = !DILocation(line: 40, column: 21, scope: !9)
!53 = !DILocation(line: 40, column: 3, scope: !9)
!54 = !DILocation(line: 41, column: 16, scope: !9)
!55 = !DILocation(line: 41, column: 10, scope: !9)
!56 = !DILocation(line: 41, column: 20, scope: !9)
!57 = !DILocation(line: 41, column: 30, scope: !9)
!58 = !DILocation(line: 41, column: 25, scope: !9)
!59 = !DILocation(line: 41, column: 34, scope: !9)
!60 = !DILocation(line: 41, column: 23, scope: !9)
!61 = !DILocation(line: 41, column: 7, scope: !9)
!62 = !DILocation(line: 41, column: 5, scope: !9)
!63 = !DILocation(line: 40, column: 27, scope: !9)
!64 = distinct !{!64, !53, !65, !66}
!65 = !DILocation(line: 41, column: 35, scope: !9)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 42, column: 18, scope: !9)
!68 = !DILocation(line: 42, column: 8, scope: !9)
!69 = !DILocation(line: 42, column: 3, scope: !9)
!70 = !DILocation(line: 42, column: 12, scope: !9)
!71 = !DILocation(line: 42, column: 16, scope: !9)
!72 = !DILocation(line: 43, column: 3, scope: !9)
!73 = !DILocation(line: 46, column: 9, scope: !9)
!74 = !DILocation(line: 47, column: 12, scope: !9)
!75 = !DILocation(line: 47, column: 8, scope: !9)
!76 = !DILocation(line: 47, column: 19, scope: !9)
!77 = !DILocation(line: 47, column: 21, scope: !9)
!78 = !DILocation(line: 47, column: 3, scope: !9)
!79 = !DILocation(line: 48, column: 16, scope: !9)
!80 = !DILocation(line: 48, column: 10, scope: !9)
!81 = !DILocation(line: 48, column: 20, scope: !9)
!82 = !DILocation(line: 48, column: 30, scope: !9)
!83 = !DILocation(line: 48, column: 25, scope: !9)
!84 = !DILocation(line: 48, column: 33, scope: !9)
!85 = !DILocation(line: 48, column: 23, scope: !9)
!86 = !DILocation(line: 48, column: 7, scope: !9)
!87 = !DILocation(line: 48, column: 5, scope: !9)
!88 = !DILocation(line: 47, column: 27, scope: !9)
!89 = distinct !{!89, !78, !90, !66}
!90 = !DILocation(line: 48, column: 35, scope: !9)
!91 = !DILocation(line: 50, column: 13, scope: !9)
!92 = !DILocation(line: 50, column: 23, scope: !9)
!93 = !DILocation(line: 50, column: 17, scope: !9)
!94 = !DILocation(line: 50, column: 27, scope: !9)
!95 = !DILocation(line: 50, column: 15, scope: !9)
!96 = !DILocation(line: 50, column: 9, scope: !9)
!97 = !DILocation(line: 52, column: 7, scope: !9)
!98 = !DILocation(line: 52, column: 9, scope: !9)
!99 = !DILocation(line: 53, column: 15, scope: !9)
!100 = !DILocation(line: 53, column: 17, scope: !9)
!101 = !DILocation(line: 53, column: 14, scope: !9)
!102 = !DILocation(line: 53, column: 7, scope: !9)
!103 = !DILocation(line: 54, column: 3, scope: !9)
!104 = !DILocation(line: 55, column: 23, scope: !9)
!105 = !DILocation(line: 55, column: 21, scope: !9)
!106 = !DILocation(line: 55, column: 15, scope: !9)
!107 = !DILocation(line: 55, column: 9, scope: !9)
!108 = !DILocation(line: 55, column: 7, scope: !9)
!109 = !DILocation(line: 57, column: 27, scope: !9)
!110 = !DILocation(line: 57, column: 3, scope: !9)
!111 = !DILocation(line: 57, column: 8, scope: !9)
!112 = !DILocation(line: 57, column: 13, scope: !9)
!113 = !DILocation(line: 57, column: 11, scope: !9)
!114 = !DILocation(line: 57, column: 21, scope: !9)
!115 = !DILocation(line: 57, column: 19, scope: !9)
!116 = !DILocation(line: 57, column: 25, scope: !9)
!117 = !DILocation(line: 58, column: 1, scope: !9)
