; ModuleID = 'divergence/kway4.cu'
source_filename = "divergence/kway4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @kway4(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %16 = mul i32 %14, %15, !dbg !19
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %18 = add i32 %16, %17, !dbg !23
  store i32 %18, ptr %7, align 4, !dbg !24
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %20 = urem i32 %19, 32, !dbg !27
  %21 = urem i32 %20, 4, !dbg !28
  store i32 %21, ptr %8, align 4, !dbg !29
  %22 = load ptr, ptr %4, align 8, !dbg !30
  %23 = load i32, ptr %7, align 4, !dbg !31
  %24 = zext i32 %23 to i64, !dbg !30
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !30
  %26 = load i32, ptr %25, align 4, !dbg !30
  store i32 %26, ptr %9, align 4, !dbg !32
  %27 = load i32, ptr %8, align 4, !dbg !33
  switch i32 %27, label %85 [
    i32 0, label %28
    i32 1, label %41
    i32 2, label %56
    i32 3, label %71
  ], !dbg !34

28:                                               ; preds = %3
  store i32 0, ptr %10, align 4, !dbg !35
  br label %29, !dbg !36

29:                                               ; preds = %37, %28
  %30 = load i32, ptr %10, align 4, !dbg !37
  %31 = load i32, ptr %6, align 4, !dbg !38
  %32 = icmp slt i32 %30, %31, !dbg !39
  br i1 %32, label %33, label %40, !dbg !40

33:                                               ; preds = %29
  %34 = load i32, ptr %9, align 4, !dbg !41
  %35 = mul i32 %34, 3, !dbg !42
  %36 = add i32 %35, 40503, !dbg !43
  store i32 %36, ptr %9, align 4, !dbg !44
  br label %37, !dbg !45

37:                                               ; preds = %33
  %38 = load i32, ptr %10, align 4, !dbg !46
  %39 = add nsw i32 %38, 1, !dbg !46
  store i32 %39, ptr %10, align 4, !dbg !46
  br label %29, !dbg !40, !llvm.loop !47

40:                                               ; preds = %29
  br label %86, !dbg !50

41:                                               ; preds = %3
  store i32 0, ptr %11, align 4, !dbg !51
  br label %42, !dbg !52

42:                                               ; preds = %52, %41
  %43 = load i32, ptr %11, align 4, !dbg !53
  %44 = load i32, ptr %6, align 4, !dbg !54
  %45 = icmp slt i32 %43, %44, !dbg !55
  br i1 %45, label %46, label %55, !dbg !56

46:                                               ; preds = %42
  %47 = load i32, ptr %9, align 4, !dbg !57
  %48 = load i32, ptr %9, align 4, !dbg !58
  %49 = lshr i32 %48, 2, !dbg !59
  %50 = xor i32 %47, %49, !dbg !60
  %51 = mul i32 %50, 69, !dbg !61
  store i32 %51, ptr %9, align 4, !dbg !62
  br label %52, !dbg !63

52:                                               ; preds = %46
  %53 = load i32, ptr %11, align 4, !dbg !64
  %54 = add nsw i32 %53, 1, !dbg !64
  store i32 %54, ptr %11, align 4, !dbg !64
  br label %42, !dbg !56, !llvm.loop !65

55:                                               ; preds = %42
  br label %86, !dbg !67

56:                                               ; preds = %3
  store i32 0, ptr %12, align 4, !dbg !68
  br label %57, !dbg !69

57:                                               ; preds = %67, %56
  %58 = load i32, ptr %12, align 4, !dbg !70
  %59 = load i32, ptr %6, align 4, !dbg !71
  %60 = icmp slt i32 %58, %59, !dbg !72
  br i1 %60, label %61, label %70, !dbg !73

61:                                               ; preds = %57
  %62 = load i32, ptr %9, align 4, !dbg !74
  %63 = shl i32 %62, 3, !dbg !75
  %64 = load i32, ptr %9, align 4, !dbg !76
  %65 = xor i32 %64, 42457, !dbg !77
  %66 = add i32 %63, %65, !dbg !78
  store i32 %66, ptr %9, align 4, !dbg !79
  br label %67, !dbg !80

67:                                               ; preds = %61
  %68 = load i32, ptr %12, align 4, !dbg !81
  %69 = add nsw i32 %68, 1, !dbg !81
  store i32 %69, ptr %12, align 4, !dbg !81
  br label %57, !dbg !73, !llvm.loop !82

70:                                               ; preds = %57
  br label %86, !dbg !84

71:                                               ; preds = %3
  store i32 0, ptr %13, align 4, !dbg !85
  br label %72, !dbg !86

72:                                               ; preds = %81, %71
  %73 = load i32, ptr %13, align 4, !dbg !87
  %74 = load i32, ptr %6, align 4, !dbg !88
  %75 = icmp slt i32 %73, %74, !dbg !89
  br i1 %75, label %76, label %84, !dbg !90

76:                                               ; preds = %72
  %77 = load i32, ptr %9, align 4, !dbg !91
  %78 = load i32, ptr %9, align 4, !dbg !92
  %79 = mul i32 %77, %78, !dbg !93
  %80 = add i32 %79, 43434, !dbg !94
  store i32 %80, ptr %9, align 4, !dbg !95
  br label %81, !dbg !96

81:                                               ; preds = %76
  %82 = load i32, ptr %13, align 4, !dbg !97
  %83 = add nsw i32 %82, 1, !dbg !97
  store i32 %83, ptr %13, align 4, !dbg !97
  br label %72, !dbg !90, !llvm.loop !98

84:                                               ; preds = %72
  br label %86, !dbg !100

85:                                               ; preds = %3
  br label %86, !dbg !101

86:                                               ; preds = %85, %84, %70, %55, %40
  %87 = load i32, ptr %9, align 4, !dbg !102
  %88 = load ptr, ptr %5, align 8, !dbg !103
  %89 = load i32, ptr %7, align 4, !dbg !104
  %90 = zext i32 %89 to i64, !dbg !103
  %91 = getelementptr inbounds i32, ptr %88, i64 %90, !dbg !103
  store i32 %87, ptr %91, align 4, !dbg !105
  ret void, !dbg !106
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergence/kway4.cu", directory: ".")
!2 = !{ptr @kway4, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway4", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 8, column: 33, scope: !9)
!19 = !DILocation(line: 8, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 8, column: 46, scope: !9)
!23 = !DILocation(line: 8, column: 44, scope: !9)
!24 = !DILocation(line: 8, column: 16, scope: !9)
!25 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 9, column: 24, scope: !9)
!27 = !DILocation(line: 9, column: 36, scope: !9)
!28 = !DILocation(line: 9, column: 48, scope: !9)
!29 = !DILocation(line: 9, column: 16, scope: !9)
!30 = !DILocation(line: 10, column: 20, scope: !9)
!31 = !DILocation(line: 10, column: 23, scope: !9)
!32 = !DILocation(line: 10, column: 16, scope: !9)
!33 = !DILocation(line: 11, column: 11, scope: !9)
!34 = !DILocation(line: 11, column: 3, scope: !9)
!35 = !DILocation(line: 13, column: 14, scope: !9)
!36 = !DILocation(line: 13, column: 10, scope: !9)
!37 = !DILocation(line: 13, column: 21, scope: !9)
!38 = !DILocation(line: 13, column: 25, scope: !9)
!39 = !DILocation(line: 13, column: 23, scope: !9)
!40 = !DILocation(line: 13, column: 5, scope: !9)
!41 = !DILocation(line: 14, column: 11, scope: !9)
!42 = !DILocation(line: 14, column: 13, scope: !9)
!43 = !DILocation(line: 14, column: 18, scope: !9)
!44 = !DILocation(line: 14, column: 9, scope: !9)
!45 = !DILocation(line: 14, column: 7, scope: !9)
!46 = !DILocation(line: 13, column: 33, scope: !9)
!47 = distinct !{!47, !40, !48, !49}
!48 = !DILocation(line: 14, column: 20, scope: !9)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 15, column: 5, scope: !9)
!51 = !DILocation(line: 17, column: 14, scope: !9)
!52 = !DILocation(line: 17, column: 10, scope: !9)
!53 = !DILocation(line: 17, column: 21, scope: !9)
!54 = !DILocation(line: 17, column: 25, scope: !9)
!55 = !DILocation(line: 17, column: 23, scope: !9)
!56 = !DILocation(line: 17, column: 5, scope: !9)
!57 = !DILocation(line: 18, column: 12, scope: !9)
!58 = !DILocation(line: 18, column: 17, scope: !9)
!59 = !DILocation(line: 18, column: 19, scope: !9)
!60 = !DILocation(line: 18, column: 14, scope: !9)
!61 = !DILocation(line: 18, column: 26, scope: !9)
!62 = !DILocation(line: 18, column: 9, scope: !9)
!63 = !DILocation(line: 18, column: 7, scope: !9)
!64 = !DILocation(line: 17, column: 33, scope: !9)
!65 = distinct !{!65, !56, !66, !49}
!66 = !DILocation(line: 18, column: 28, scope: !9)
!67 = !DILocation(line: 19, column: 5, scope: !9)
!68 = !DILocation(line: 21, column: 14, scope: !9)
!69 = !DILocation(line: 21, column: 10, scope: !9)
!70 = !DILocation(line: 21, column: 21, scope: !9)
!71 = !DILocation(line: 21, column: 25, scope: !9)
!72 = !DILocation(line: 21, column: 23, scope: !9)
!73 = !DILocation(line: 21, column: 5, scope: !9)
!74 = !DILocation(line: 22, column: 12, scope: !9)
!75 = !DILocation(line: 22, column: 14, scope: !9)
!76 = !DILocation(line: 22, column: 23, scope: !9)
!77 = !DILocation(line: 22, column: 25, scope: !9)
!78 = !DILocation(line: 22, column: 20, scope: !9)
!79 = !DILocation(line: 22, column: 9, scope: !9)
!80 = !DILocation(line: 22, column: 7, scope: !9)
!81 = !DILocation(line: 21, column: 33, scope: !9)
!82 = distinct !{!82, !73, !83, !49}
!83 = !DILocation(line: 22, column: 33, scope: !9)
!84 = !DILocation(line: 23, column: 5, scope: !9)
!85 = !DILocation(line: 25, column: 14, scope: !9)
!86 = !DILocation(line: 25, column: 10, scope: !9)
!87 = !DILocation(line: 25, column: 21, scope: !9)
!88 = !DILocation(line: 25, column: 25, scope: !9)
!89 = !DILocation(line: 25, column: 23, scope: !9)
!90 = !DILocation(line: 25, column: 5, scope: !9)
!91 = !DILocation(line: 26, column: 11, scope: !9)
!92 = !DILocation(line: 26, column: 15, scope: !9)
!93 = !DILocation(line: 26, column: 13, scope: !9)
!94 = !DILocation(line: 26, column: 17, scope: !9)
!95 = !DILocation(line: 26, column: 9, scope: !9)
!96 = !DILocation(line: 26, column: 7, scope: !9)
!97 = !DILocation(line: 25, column: 33, scope: !9)
!98 = distinct !{!98, !90, !99, !49}
!99 = !DILocation(line: 26, column: 19, scope: !9)
!100 = !DILocation(line: 27, column: 5, scope: !9)
!101 = !DILocation(line: 29, column: 5, scope: !9)
!102 = !DILocation(line: 31, column: 12, scope: !9)
!103 = !DILocation(line: 31, column: 3, scope: !9)
!104 = !DILocation(line: 31, column: 7, scope: !9)
!105 = !DILocation(line: 31, column: 10, scope: !9)
!106 = !DILocation(line: 32, column: 1, scope: !9)
