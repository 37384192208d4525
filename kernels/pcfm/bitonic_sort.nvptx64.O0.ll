; ModuleID = 'pcfm/bitonic_sort.cu'
source_filename = "pcfm/bitonic_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ12bitonic_sortE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitonic_sort(ptr noundef %0) #0 !dbg !9 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %13, ptr %3, align 4, !dbg !16
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  store i32 %14, ptr %4, align 4, !dbg !20
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %16 = load i32, ptr %4, align 4, !dbg !24
  %17 = mul i32 %15, %16, !dbg !25
  store i32 %17, ptr %5, align 4, !dbg !26
  %18 = load ptr, ptr %2, align 8, !dbg !27
  %19 = load i32, ptr %5, align 4, !dbg !28
  %20 = load i32, ptr %3, align 4, !dbg !29
  %21 = add i32 %19, %20, !dbg !30
  %22 = zext i32 %21 to i64, !dbg !27
  %23 = getelementptr inbounds i32, ptr %18, i64 %22, !dbg !27
  %24 = load i32, ptr %23, align 4, !dbg !27
  %25 = load i32, ptr %3, align 4, !dbg !31
  %26 = zext i32 %25 to i64, !dbg !32
  %27 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %26, !dbg !32
  store i32 %24, ptr %27, align 4, !dbg !33
  call void @llvm.nvvm.barrier0(), !dbg !34
  store i32 2, ptr %6, align 4, !dbg !35
  br label %28, !dbg !36

28:                                               ; preds = %100, %1
  %29 = load i32, ptr %6, align 4, !dbg !37
  %30 = load i32, ptr %4, align 4, !dbg !38
  %31 = icmp ule i32 %29, %30, !dbg !39
  br i1 %31, label %32, label %103, !dbg !40

32:                                               ; preds = %28
  %33 = load i32, ptr %6, align 4, !dbg !41
  %34 = lshr i32 %33, 1, !dbg !42
  store i32 %34, ptr %7, align 4, !dbg !43
  br label %35, !dbg !44

35:                                               ; preds = %96, %32
  %36 = load i32, ptr %7, align 4, !dbg !45
  %37 = icmp ugt i32 %36, 0, !dbg !46
  br i1 %37, label %38, label %99, !dbg !47

38:                                               ; preds = %35
  %39 = load i32, ptr %3, align 4, !dbg !48
  %40 = load i32, ptr %7, align 4, !dbg !49
  %41 = xor i32 %39, %40, !dbg !50
  store i32 %41, ptr %8, align 4, !dbg !51
  %42 = load i32, ptr %8, align 4, !dbg !52
  %43 = load i32, ptr %3, align 4, !dbg !53
  %44 = icmp ugt i32 %42, %43, !dbg !54
  br i1 %44, label %45, label %95, !dbg !52

45:                                               ; preds = %38
  %46 = load i32, ptr %3, align 4, !dbg !55
  %47 = load i32, ptr %6, align 4, !dbg !56
  %48 = and i32 %46, %47, !dbg !57
  %49 = icmp eq i32 %48, 0, !dbg !58
  br i1 %49, label %50, label %72, !dbg !59

50:                                               ; preds = %45
  %51 = load i32, ptr %3, align 4, !dbg !60
  %52 = zext i32 %51 to i64, !dbg !61
  %53 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %52, !dbg !61
  %54 = load i32, ptr %53, align 4, !dbg !61
  store i32 %54, ptr %9, align 4, !dbg !62
  %55 = load i32, ptr %8, align 4, !dbg !63
  %56 = zext i32 %55 to i64, !dbg !64
  %57 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %56, !dbg !64
  %58 = load i32, ptr %57, align 4, !dbg !64
  store i32 %58, ptr %10, align 4, !dbg !65
  %59 = load i32, ptr %9, align 4, !dbg !66
  %60 = load i32, ptr %10, align 4, !dbg !67
  %61 = icmp sgt i32 %59, %60, !dbg !68
  br i1 %61, label %62, label %71, !dbg !66

62:                                               ; preds = %50
  %63 = load i32, ptr %10, align 4, !dbg !69
  %64 = load i32, ptr %3, align 4, !dbg !70
  %65 = zext i32 %64 to i64, !dbg !71
  %66 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %65, !dbg !71
  store i32 %63, ptr %66, align 4, !dbg !72
  %67 = load i32, ptr %9, align 4, !dbg !73
  %68 = load i32, ptr %8, align 4, !dbg !74
  %69 = zext i32 %68 to i64, !dbg !75
  %70 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %69, !dbg !75
  store i32 %67, ptr %70, align 4, !dbg !76
  br label %71, !dbg !77

71:                                               ; preds = %62, %50
  br label %94, !dbg !78

72:                                               ; preds = %45
  %73 = load i32, ptr %3, align 4, !dbg !79
  %74 = zext i32 %73 to i64, !dbg !80
  %75 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %74, !dbg !80
  %76 = load i32, ptr %75, align 4, !dbg !80
  store i32 %76, ptr %11, align 4, !dbg !81
  %77 = load i32, ptr %8, align 4, !dbg !82
  %78 = zext i32 %77 to i64, !dbg !83
  %79 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %78, !dbg !83
  %80 = load i32, ptr %79, align 4, !dbg !83
  store i32 %80, ptr %12, align 4, !dbg !84
  %81 = load i32, ptr %11, align 4, !dbg !85
  %82 = load i32, ptr %12, align 4, !dbg !86
  %83 = icmp slt i32 %81, %82, !dbg !87
  br i1 %83, label %84, label %93, !dbg !85

84:                                               ; preds = %72
  %85 = load i32, ptr %12, align 4, !dbg !88
  %86 = load i32, ptr %3, align 4, !dbg !89
  %87 = zext i32 %86 to i64, !dbg !90
  %88 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %87, !dbg !90
  store i32 %85, ptr %88, align 4, !dbg !91
  %89 = load i32, ptr %11, align 4, !dbg !92
  %90 = load i32, ptr %8, align 4, !dbg !93
  %91 = zext i32 %90 to i64, !dbg !94
  %92 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %91, !dbg !94
  store i32 %89, ptr %92, align 4, !dbg !95
  br label %93, !dbg !96

93:                                               ; preds = %84, %72
  br label %94

94:                                               ; preds = %93, %71
  br label %95, !dbg !97

95:                                               ; preds = %94, %38
  call void @llvm.nvvm.barrier0(), !dbg !98
  br label %96, !dbg !99

96:                                               ; preds = %95
  %97 = load i32, ptr %7, align 4, !dbg !100
  %98 = lshr i32 %97, 1, !dbg !100
  store i32 %98, ptr %7, align 4, !dbg !100
  br label %35, !dbg !47, !llvm.loop !101

99:                                               ; preds = %35
  br label %100, !dbg !103

100:                                              ; preds = %99
  %101 = load i32, ptr %6, align 4, !dbg !104
  %102 = shl i32 %101, 1, !dbg !104
  store i32 %102, ptr %6, align 4, !dbg !104
  br label %28, !dbg !40, !llvm.loop !105

103:                                              ; preds = %28
  %104 = load i32, ptr %3, align 4, !dbg !106
  %105 = zext i32 %104 to i64, !dbg !107
  %106 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %105, !dbg !107
  %107 = load i32, ptr %106, align 4, !dbg !107
  %108 = load ptr, ptr %2, align 8, !dbg !108
  %109 = load i32, ptr %5, align 4, !dbg !109
  %110 = load i32, ptr %3, align 4, !dbg !110
  %111 = add i32 %109, %110, !dbg !111
  %112 = zext i32 %111 to i64, !dbg !108
  %113 = getelementptr inbounds i32, ptr %108, i64 %112, !dbg !108
  store i32 %107, ptr %113, align 4, !dbg !112
  ret void, !dbg !113
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!1 = !DIFile(filename: "pcfm/bitonic_sort.cu", directory: ".")
!2 = !{ptr @bitonic_sort, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bitonic_sort", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 16, scope: !9)
!17 = !DILocation(line: 47, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 10, column: 20, scope: !9)
!20 = !DILocation(line: 10, column: 16, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 11, column: 23, scope: !9)
!24 = !DILocation(line: 11, column: 36, scope: !9)
!25 = !DILocation(line: 11, column: 34, scope: !9)
!26 = !DILocation(line: 11, column: 16, scope: !9)
!27 = !DILocation(line: 12, column: 10, scope: !9)
!28 = !DILocation(line: 12, column: 15, scope: !9)
!29 = !DILocation(line: 12, column: 22, scope: !9)
!30 = !DILocation(line: 12, column: 20, scope: !9)
!31 = !DILocation(line: 12, column: 5, scope: !9)
!32 = !DILocation(line: 12, column: 3, scope: !9)
!33 = !DILocation(line: 12, column: 8, scope: !9)
!34 = !DILocation(line: 13, column: 3, scope: !9)
!35 = !DILocation(line: 14, column: 21, scope: !9)
!36 = !DILocation(line: 14, column: 8, scope: !9)
!37 = !DILocation(line: 14, column: 28, scope: !9)
!38 = !DILocation(line: 14, column: 33, scope: !9)
!39 = !DILocation(line: 14, column: 30, scope: !9)
!40 = !DILocation(line: 14, column: 3, scope: !9)
!41 = !DILocation(line: 15, column: 27, scope: !9)
!42 = !DILocation(line: 15, column: 29, scope: !9)
!43 = !DILocation(line: 15, column: 23, scope: !9)
!44 = !DILocation(line: 15, column: 10, scope: !9)
!45 = !DILocation(line: 15, column: 35, scope: !9)
!46 = !DILocation(line: 15, column: 37, scope: !9)
!47 = !DILocation(line: 15, column: 5, scope: !9)
!48 = !DILocation(line: 16, column: 24, scope: !9)
!49 = !DILocation(line: 16, column: 28, scope: !9)
!50 = !DILocation(line: 16, column: 26, scope: !9)
!51 = !DILocation(line: 16, column: 20, scope: !9)
!52 = !DILocation(line: 17, column: 11, scope: !9)
!53 = !DILocation(line: 17, column: 15, scope: !9)
!54 = !DILocation(line: 17, column: 13, scope: !9)
!55 = !DILocation(line: 18, column: 14, scope: !9)
!56 = !DILocation(line: 18, column: 18, scope: !9)
!57 = !DILocation(line: 18, column: 16, scope: !9)
!58 = !DILocation(line: 18, column: 21, scope: !9)
!59 = !DILocation(line: 18, column: 13, scope: !9)
!60 = !DILocation(line: 20, column: 21, scope: !9)
!61 = !DILocation(line: 20, column: 19, scope: !9)
!62 = !DILocation(line: 20, column: 15, scope: !9)
!63 = !DILocation(line: 21, column: 21, scope: !9)
!64 = !DILocation(line: 21, column: 19, scope: !9)
!65 = !DILocation(line: 21, column: 15, scope: !9)
!66 = !DILocation(line: 22, column: 15, scope: !9)
!67 = !DILocation(line: 22, column: 19, scope: !9)
!68 = !DILocation(line: 22, column: 17, scope: !9)
!69 = !DILocation(line: 23, column: 20, scope: !9)
!70 = !DILocation(line: 23, column: 15, scope: !9)
!71 = !DILocation(line: 23, column: 13, scope: !9)
!72 = !DILocation(line: 23, column: 18, scope: !9)
!73 = !DILocation(line: 24, column: 20, scope: !9)
!74 = !DILocation(line: 24, column: 15, scope: !9)
!75 = !DILocation(line: 24, column: 13, scope: !9)
!76 = !DILocation(line: 24, column: 18, scope: !9)
!77 = !DILocation(line: 25, column: 11, scope: !9)
!78 = !DILocation(line: 26, column: 9, scope: !9)
!79 = !DILocation(line: 28, column: 21, scope: !9)
!80 = !DILocation(line: 28, column: 19, scope: !9)
!81 = !DILocation(line: 28, column: 15, scope: !9)
!82 = !DILocation(line: 29, column: 21, scope: !9)
!83 = !DILocation(line: 29, column: 19, scope: !9)
!84 = !DILocation(line: 29, column: 15, scope: !9)
!85 = !DILocation(line: 30, column: 15, scope: !9)
!86 = !DILocation(line: 30, column: 19, scope: !9)
!87 = !DILocation(line: 30, column: 17, scope: !9)
!88 = !DILocation(line: 31, column: 20, scope: !9)
!89 = !DILocation(line: 31, column: 15, scope: !9)
!90 = !DILocation(line: 31, column: 13, scope: !9)
!91 = !DILocation(line: 31, column: 18, scope: !9)
!92 = !DILocation(line: 32, column: 20, scope: !9)
!93 = !DILocation(line: 32, column: 15, scope: !9)
!94 = !DILocation(line: 32, column: 13, scope: !9)
!95 = !DILocation(line: 32, column: 18, scope: !9)
!96 = !DILocation(line: 33, column: 11, scope: !9)
!97 = !DILocation(line: 35, column: 7, scope: !9)
!98 = !DILocation(line: 36, column: 7, scope: !9)
!99 = !DILocation(line: 37, column: 5, scope: !9)
!100 = !DILocation(line: 15, column: 44, scope: !9)
!101 = distinct !{!101, !47, !99, !102}
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 38, column: 3, scope: !9)
!104 = !DILocation(line: 14, column: 38, scope: !9)
!105 = distinct !{!105, !40, !103, !102}
!106 = !DILocation(line: 39, column: 22, scope: !9)
!107 = !DILocation(line: 39, column: 20, scope: !9)
!108 = !DILocation(line: 39, column: 3, scope: !9)
!109 = !DILocation(line: 39, column: 8, scope: !9)
!110 = !DILocation(line: 39, column: 15, scope: !9)
!111 = !DILocation(line: 39, column: 13, scope: !9)
!112 = !DILocation(line: 39, column: 18, scope: !9)
!113 = !DILocation(line: 40, column: 1, scope: !9)
