; ModuleID = 'basic/matmul_tiled.cu'
source_filename = "basic/matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ12matmul_tiledE2as = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @matmul_tiled(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %16, ptr %9, align 4, !dbg !16
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !17
  store i32 %17, ptr %10, align 4, !dbg !20
  %18 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !21
  %19 = mul i32 %18, 16, !dbg !24
  %20 = load i32, ptr %10, align 4, !dbg !25
  %21 = add i32 %19, %20, !dbg !26
  store i32 %21, ptr %11, align 4, !dbg !27
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %23 = mul i32 %22, 16, !dbg !31
  %24 = load i32, ptr %9, align 4, !dbg !32
  %25 = add i32 %23, %24, !dbg !33
  store i32 %25, ptr %12, align 4, !dbg !34
  store float 0.000000e+00, ptr %13, align 4, !dbg !35
  store i32 0, ptr %14, align 4, !dbg !36
  br label %26, !dbg !37

26:                                               ; preds = %90, %4
  %27 = load i32, ptr %14, align 4, !dbg !38
  %28 = load i32, ptr %8, align 4, !dbg !39
  %29 = icmp slt i32 %27, %28, !dbg !40
  br i1 %29, label %30, label %93, !dbg !41

30:                                               ; preds = %26
  %31 = load ptr, ptr %5, align 8, !dbg !42
  %32 = load i32, ptr %11, align 4, !dbg !43
  %33 = load i32, ptr %8, align 4, !dbg !44
  %34 = mul nsw i32 %32, %33, !dbg !45
  %35 = load i32, ptr %14, align 4, !dbg !46
  %36 = add nsw i32 %34, %35, !dbg !47
  %37 = load i32, ptr %9, align 4, !dbg !48
  %38 = add nsw i32 %36, %37, !dbg !49
  %39 = sext i32 %38 to i64, !dbg !42
  %40 = getelementptr inbounds float, ptr %31, i64 %39, !dbg !42
  %41 = load float, ptr %40, align 4, !dbg !42
  %42 = load i32, ptr %10, align 4, !dbg !50
  %43 = sext i32 %42 to i64, !dbg !51
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %43, !dbg !51
  %45 = load i32, ptr %9, align 4, !dbg !52
  %46 = sext i32 %45 to i64, !dbg !51
  %47 = getelementptr inbounds [16 x float], ptr %44, i64 0, i64 %46, !dbg !51
  store float %41, ptr %47, align 4, !dbg !53
  %48 = load ptr, ptr %6, align 8, !dbg !54
  %49 = load i32, ptr %14, align 4, !dbg !55
  %50 = load i32, ptr %10, align 4, !dbg !56
  %51 = add nsw i32 %49, %50, !dbg !57
  %52 = load i32, ptr %8, align 4, !dbg !58
  %53 = mul nsw i32 %51, %52, !dbg !59
  %54 = load i32, ptr %12, align 4, !dbg !60
  %55 = add nsw i32 %53, %54, !dbg !61
  %56 = sext i32 %55 to i64, !dbg !54
  %57 = getelementptr inbounds float, ptr %48, i64 %56, !dbg !54
  %58 = load float, ptr %57, align 4, !dbg !54
  %59 = load i32, ptr %10, align 4, !dbg !62
  %60 = sext i32 %59 to i64, !dbg !63
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 %60, !dbg !63
  %62 = load i32, ptr %9, align 4, !dbg !64
  %63 = sext i32 %62 to i64, !dbg !63
  %64 = getelementptr inbounds [16 x float], ptr %61, i64 0, i64 %63, !dbg !63
  store float %58, ptr %64, align 4, !dbg !65
  call void @llvm.nvvm.barrier0(), !dbg !66
  store i32 0, ptr %15, align 4, !dbg !67
  br label %65, !dbg !68

65:                                               ; preds = %86, %30
  %66 = load i32, ptr %15, align 4, !dbg !69
  %67 = icmp slt i32 %66, 16, !dbg !70
  br i1 %67, label %68, label %89, !dbg !71

68:                                               ; preds = %65
  %69 = load i32, ptr %10, align 4, !dbg !72
  %70 = sext i32 %69 to i64, !dbg !73
  %71 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %70, !dbg !73
  %72 = load i32, ptr %15, align 4, !dbg !74
  %73 = sext i32 %72 to i64, !dbg !73
  %74 = getelementptr inbounds [16 x float], ptr %71, i64 0, i64 %73, !dbg !73
  %75 = load float, ptr %74, align 4, !dbg !73
  %76 = load i32, ptr %15, align 4, !dbg !75
  %77 = sext i32 %76 to i64, !dbg !76
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 %77, !dbg !76
  %79 = load i32, ptr %9, align 4, !dbg !77
  %80 = sext i32 %79 to i64, !dbg !76
  %81 = getelementptr inbounds [16 x float], ptr %78, i64 0, i64 %80, !dbg !76
  %82 = load float, ptr %81, align 4, !dbg !76
  %83 = fmul contract float %75, %82, !dbg !78
  %84 = load float, ptr %13, align 4, !dbg !79
  %85 = fadd contract float %84, %83, !dbg !79
  store float %85, ptr %13, align 4, !dbg !79
  br label %86, !dbg !80

86:                                               ; preds = %68
  %87 = load i32, ptr %15, align 4, !dbg !81
  %88 = add nsw i32 %87, 1, !dbg !81
  store i32 %88, ptr %15, align 4, !dbg !81
  br label %65, !dbg !71, !llvm.loop !82

89:                                               ; preds = %65
  call void @llvm.nvvm.barrier0(), !dbg !85
  br label %90, !dbg !86

90:                                               ; preds = %89
  %91 = load i32, ptr %14, align 4, !dbg !87
  %92 = add nsw i32 %91, 16, !dbg !87
  store i32 %92, ptr %14, align 4, !dbg !87
  br label %26, !dbg !41, !llvm.loop !88

93:                                               ; preds = %26
  %94 = load float, ptr %13, align 4, !dbg !89
  %95 = load ptr, ptr %7, align 8, !dbg !90
  %96 = load i32, ptr %11, align 4, !dbg !91
  %97 = load i32, ptr %8, align 4, !dbg !92
  %98 = mul nsw i32 %96, %97, !dbg !93
  %99 = load i32, ptr %12, align 4, !dbg !94
  %100 = add nsw i32 %98, %99, !dbg !95
  %101 = sext i32 %100 to i64, !dbg !90
  %102 = getelementptr inbounds float, ptr %95, i64 %101, !dbg !90
  store float %94, ptr %102, align 4, !dbg !96
  ret void, !dbg !97
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/matmul_tiled.cu", directory: ".")
!2 = !{ptr @matmul_tiled, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 12, scope: !9)
!16 = !DILocation(line: 11, column: 7, scope: !9)
!17 = !DILocation(line: 45, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 11, column: 30, scope: !9)
!20 = !DILocation(line: 11, column: 25, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 12, column: 13, scope: !9)
!24 = !DILocation(line: 12, column: 24, scope: !9)
!25 = !DILocation(line: 12, column: 33, scope: !9)
!26 = !DILocation(line: 12, column: 31, scope: !9)
!27 = !DILocation(line: 12, column: 7, scope: !9)
!28 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 13, column: 13, scope: !9)
!31 = !DILocation(line: 13, column: 24, scope: !9)
!32 = !DILocation(line: 13, column: 33, scope: !9)
!33 = !DILocation(line: 13, column: 31, scope: !9)
!34 = !DILocation(line: 13, column: 7, scope: !9)
!35 = !DILocation(line: 14, column: 9, scope: !9)
!36 = !DILocation(line: 15, column: 12, scope: !9)
!37 = !DILocation(line: 15, column: 8, scope: !9)
!38 = !DILocation(line: 15, column: 20, scope: !9)
!39 = !DILocation(line: 15, column: 25, scope: !9)
!40 = !DILocation(line: 15, column: 23, scope: !9)
!41 = !DILocation(line: 15, column: 3, scope: !9)
!42 = !DILocation(line: 16, column: 18, scope: !9)
!43 = !DILocation(line: 16, column: 20, scope: !9)
!44 = !DILocation(line: 16, column: 26, scope: !9)
!45 = !DILocation(line: 16, column: 24, scope: !9)
!46 = !DILocation(line: 16, column: 30, scope: !9)
!47 = !DILocation(line: 16, column: 28, scope: !9)
!48 = !DILocation(line: 16, column: 35, scope: !9)
!49 = !DILocation(line: 16, column: 33, scope: !9)
!50 = !DILocation(line: 16, column: 8, scope: !9)
!51 = !DILocation(line: 16, column: 5, scope: !9)
!52 = !DILocation(line: 16, column: 12, scope: !9)
!53 = !DILocation(line: 16, column: 16, scope: !9)
!54 = !DILocation(line: 17, column: 18, scope: !9)
!55 = !DILocation(line: 17, column: 21, scope: !9)
!56 = !DILocation(line: 17, column: 26, scope: !9)
!57 = !DILocation(line: 17, column: 24, scope: !9)
!58 = !DILocation(line: 17, column: 32, scope: !9)
!59 = !DILocation(line: 17, column: 30, scope: !9)
!60 = !DILocation(line: 17, column: 36, scope: !9)
!61 = !DILocation(line: 17, column: 34, scope: !9)
!62 = !DILocation(line: 17, column: 8, scope: !9)
!63 = !DILocation(line: 17, column: 5, scope: !9)
!64 = !DILocation(line: 17, column: 12, scope: !9)
!65 = !DILocation(line: 17, column: 16, scope: !9)
!66 = !DILocation(line: 18, column: 5, scope: !9)
!67 = !DILocation(line: 19, column: 14, scope: !9)
!68 = !DILocation(line: 19, column: 10, scope: !9)
!69 = !DILocation(line: 19, column: 21, scope: !9)
!70 = !DILocation(line: 19, column: 23, scope: !9)
!71 = !DILocation(line: 19, column: 5, scope: !9)
!72 = !DILocation(line: 20, column: 17, scope: !9)
!73 = !DILocation(line: 20, column: 14, scope: !9)
!74 = !DILocation(line: 20, column: 21, scope: !9)
!75 = !DILocation(line: 20, column: 29, scope: !9)
!76 = !DILocation(line: 20, column: 26, scope: !9)
!77 = !DILocation(line: 20, column: 32, scope: !9)
!78 = !DILocation(line: 20, column: 24, scope: !9)
!79 = !DILocation(line: 20, column: 11, scope: !9)
!80 = !DILocation(line: 20, column: 7, scope: !9)
!81 = !DILocation(line: 19, column: 32, scope: !9)
!82 = distinct !{!82, !71, !83, !84}
!83 = !DILocation(line: 20, column: 34, scope: !9)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 21, column: 5, scope: !9)
!86 = !DILocation(line: 22, column: 3, scope: !9)
!87 = !DILocation(line: 15, column: 31, scope: !9)
!88 = distinct !{!88, !41, !86, !84}
!89 = !DILocation(line: 23, column: 22, scope: !9)
!90 = !DILocation(line: 23, column: 3, scope: !9)
!91 = !DILocation(line: 23, column: 5, scope: !9)
!92 = !DILocation(line: 23, column: 11, scope: !9)
!93 = !DILocation(line: 23, column: 9, scope: !9)
!94 = !DILocation(line: 23, column: 15, scope: !9)
!95 = !DILocation(line: 23, column: 13, scope: !9)
!96 = !DILocation(line: 23, column: 20, scope: !9)
!97 = !DILocation(line: 24, column: 1, scope: !9)
