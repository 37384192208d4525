; ModuleID = 'basic/histogram.cu'
source_filename = "basic/histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_gridDim_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ9histogramE5local = internal addrspace(3) global [64 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.wf_gridDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @histogram(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store i32 %1, ptr %13, align 4
  store ptr %2, ptr %14, align 8
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %21, ptr %15, align 4, !dbg !16
  %22 = load i32, ptr %15, align 4, !dbg !17
  store i32 %22, ptr %16, align 4, !dbg !18
  br label %23, !dbg !19

23:                                               ; preds = %30, %3
  %24 = load i32, ptr %16, align 4, !dbg !20
  %25 = icmp ult i32 %24, 64, !dbg !21
  br i1 %25, label %26, label %34, !dbg !22

26:                                               ; preds = %23
  %27 = load i32, ptr %16, align 4, !dbg !23
  %28 = zext i32 %27 to i64, !dbg !24
  %29 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %28, !dbg !24
  store i32 0, ptr %29, align 4, !dbg !25
  br label %30, !dbg !24

30:                                               ; preds = %26
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !26
  %32 = load i32, ptr %16, align 4, !dbg !29
  %33 = add i32 %32, %31, !dbg !29
  store i32 %33, ptr %16, align 4, !dbg !29
  br label %23, !dbg !22, !llvm.loop !30

34:                                               ; preds = %23
  call void @llvm.nvvm.barrier0(), !dbg !33
  %35 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !34
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !37
  %37 = mul i32 %35, %36, !dbg !39
  store i32 %37, ptr %17, align 4, !dbg !40
  %38 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !41
  %39 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !44
  %40 = mul i32 %38, %39, !dbg !46
  %41 = load i32, ptr %15, align 4, !dbg !47
  %42 = add i32 %40, %41, !dbg !48
  store i32 %42, ptr %18, align 4, !dbg !49
  br label %43, !dbg !50

43:                                               ; preds = %62, %34
  %44 = load i32, ptr %18, align 4, !dbg !51
  %45 = load i32, ptr %13, align 4, !dbg !52
  %46 = icmp ult i32 %44, %45, !dbg !53
  br i1 %46, label %47, label %66, !dbg !54

47:                                               ; preds = %43
  %48 = load ptr, ptr %12, align 8, !dbg !55
  %49 = load i32, ptr %18, align 4, !dbg !56
  %50 = zext i32 %49 to i64, !dbg !55
  %51 = getelementptr inbounds i32, ptr %48, i64 %50, !dbg !55
  %52 = load i32, ptr %51, align 4, !dbg !55
  %53 = urem i32 %52, 64, !dbg !57
  store i32 %53, ptr %19, align 4, !dbg !58
  %54 = load i32, ptr %19, align 4, !dbg !59
  %55 = zext i32 %54 to i64, !dbg !60
  %56 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %55, !dbg !60
  store ptr %56, ptr %4, align 8
  store i32 1, ptr %5, align 4
  %57 = load ptr, ptr %4, align 8, !dbg !61
  %58 = load i32, ptr %5, align 4, !dbg !61
  store i32 %58, ptr %6, align 4, !dbg !61
  %59 = load i32, ptr %6, align 4, !dbg !61
  %60 = atomicrmw add ptr %57, i32 %59 monotonic, align 4, !dbg !61
  store i32 %60, ptr %7, align 4, !dbg !61
  %61 = load i32, ptr %7, align 4, !dbg !61
  br label %62, !dbg !64

62:                                               ; preds = %47
  %63 = load i32, ptr %17, align 4, !dbg !65
  %64 = load i32, ptr %18, align 4, !dbg !66
  %65 = add i32 %64, %63, !dbg !66
  store i32 %65, ptr %18, align 4, !dbg !66
  br label %43, !dbg !54, !llvm.loop !67

66:                                               ; preds = %43
  call void @llvm.nvvm.barrier0(), !dbg !68
  %67 = load i32, ptr %15, align 4, !dbg !69
  store i32 %67, ptr %20, align 4, !dbg !70
  br label %68, !dbg !71

68:                                               ; preds = %92, %66
  %69 = load i32, ptr %20, align 4, !dbg !72
  %70 = icmp ult i32 %69, 64, !dbg !73
  br i1 %70, label %71, label %96, !dbg !74

71:                                               ; preds = %68
  %72 = load i32, ptr %20, align 4, !dbg !75
  %73 = zext i32 %72 to i64, !dbg !76
  %74 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %73, !dbg !76
  %75 = load i32, ptr %74, align 4, !dbg !76
  %76 = icmp ne i32 %75, 0, !dbg !77
  br i1 %76, label %77, label %91, !dbg !76

77:                                               ; preds = %71
  %78 = load ptr, ptr %14, align 8, !dbg !78
  %79 = load i32, ptr %20, align 4, !dbg !79
  %80 = zext i32 %79 to i64, !dbg !78
  %81 = getelementptr inbounds i32, ptr %78, i64 %80, !dbg !78
  %82 = load i32, ptr %20, align 4, !dbg !80
  %83 = zext i32 %82 to i64, !dbg !81
  %84 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9histogramE5local to ptr), i64 0, i64 %83, !dbg !81
  %85 = load i32, ptr %84, align 4, !dbg !81
  store ptr %81, ptr %8, align 8
  store i32 %85, ptr %9, align 4
  %86 = load ptr, ptr %8, align 8, !dbg !82
  %87 = load i32, ptr %9, align 4, !dbg !82
  store i32 %87, ptr %10, align 4, !dbg !82
  %88 = load i32, ptr %10, align 4, !dbg !82
  %89 = atomicrmw add ptr %86, i32 %88 monotonic, align 4, !dbg !82
  store i32 %89, ptr %11, align 4, !dbg !82
  %90 = load i32, ptr %11, align 4, !dbg !82
  br label %91, !dbg !84

91:                                               ; preds = %77, %71
  br label %92, !dbg !85

92:                                               ; preds = %91
  %93 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !86
  %94 = load i32, ptr %20, align 4, !dbg !88
  %95 = add i32 %94, %93, !dbg !88
  store i32 %95, ptr %20, align 4, !dbg !88
  br label %68, !dbg !74, !llvm.loop !89

96:                                               ; preds = %68
  ret void, !dbg !90
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!1 = !DIFile(filename: "basic/histogram.cu", directory: ".")
!2 = !{ptr @histogram, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 10, column: 16, scope: !9)
!17 = !DILocation(line: 11, column: 25, scope: !9)
!18 = !DILocation(line: 11, column: 21, scope: !9)
!19 = !DILocation(line: 11, column: 8, scope: !9)
!20 = !DILocation(line: 11, column: 28, scope: !9)
!21 = !DILocation(line: 11, column: 30, scope: !9)
!22 = !DILocation(line: 11, column: 3, scope: !9)
!23 = !DILocation(line: 12, column: 11, scope: !9)
!24 = !DILocation(line: 12, column: 5, scope: !9)
!25 = !DILocation(line: 12, column: 14, scope: !9)
!26 = !DILocation(line: 47, column: 1, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!28 = distinct !DILocation(line: 11, column: 43, scope: !9)
!29 = !DILocation(line: 11, column: 40, scope: !9)
!30 = distinct !{!30, !22, !31, !32}
!31 = !DILocation(line: 12, column: 16, scope: !9)
!32 = !{!"llvm.loop.mustprogress"}
!33 = !DILocation(line: 13, column: 3, scope: !9)
!34 = !DILocation(line: 48, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 48, type: !10, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!36 = distinct !DILocation(line: 14, column: 25, scope: !9)
!37 = !DILocation(line: 47, column: 1, scope: !27, inlinedAt: !38)
!38 = distinct !DILocation(line: 14, column: 37, scope: !9)
!39 = !DILocation(line: 14, column: 35, scope: !9)
!40 = !DILocation(line: 14, column: 16, scope: !9)
!41 = !DILocation(line: 46, column: 1, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!43 = distinct !DILocation(line: 15, column: 25, scope: !9)
!44 = !DILocation(line: 47, column: 1, scope: !27, inlinedAt: !45)
!45 = distinct !DILocation(line: 15, column: 38, scope: !9)
!46 = !DILocation(line: 15, column: 36, scope: !9)
!47 = !DILocation(line: 15, column: 51, scope: !9)
!48 = !DILocation(line: 15, column: 49, scope: !9)
!49 = !DILocation(line: 15, column: 21, scope: !9)
!50 = !DILocation(line: 15, column: 8, scope: !9)
!51 = !DILocation(line: 15, column: 54, scope: !9)
!52 = !DILocation(line: 15, column: 72, scope: !9)
!53 = !DILocation(line: 15, column: 56, scope: !9)
!54 = !DILocation(line: 15, column: 3, scope: !9)
!55 = !DILocation(line: 16, column: 38, scope: !9)
!56 = !DILocation(line: 16, column: 41, scope: !9)
!57 = !DILocation(line: 16, column: 44, scope: !9)
!58 = !DILocation(line: 16, column: 18, scope: !9)
!59 = !DILocation(line: 17, column: 22, scope: !9)
!60 = !DILocation(line: 17, column: 16, scope: !9)
!61 = !DILocation(line: 128, column: 1, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 128, type: !10, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!63 = distinct !DILocation(line: 17, column: 5, scope: !9)
!64 = !DILocation(line: 18, column: 3, scope: !9)
!65 = !DILocation(line: 15, column: 80, scope: !9)
!66 = !DILocation(line: 15, column: 77, scope: !9)
!67 = distinct !{!67, !54, !64, !32}
!68 = !DILocation(line: 19, column: 3, scope: !9)
!69 = !DILocation(line: 20, column: 25, scope: !9)
!70 = !DILocation(line: 20, column: 21, scope: !9)
!71 = !DILocation(line: 20, column: 8, scope: !9)
!72 = !DILocation(line: 20, column: 28, scope: !9)
!73 = !DILocation(line: 20, column: 30, scope: !9)
!74 = !DILocation(line: 20, column: 3, scope: !9)
!75 = !DILocation(line: 21, column: 15, scope: !9)
!76 = !DILocation(line: 21, column: 9, scope: !9)
!77 = !DILocation(line: 21, column: 18, scope: !9)
!78 = !DILocation(line: 22, column: 18, scope: !9)
!79 = !DILocation(line: 22, column: 23, scope: !9)
!80 = !DILocation(line: 22, column: 33, scope: !9)
!81 = !DILocation(line: 22, column: 27, scope: !9)
!82 = !DILocation(line: 128, column: 1, scope: !62, inlinedAt: !83)
!83 = distinct !DILocation(line: 22, column: 7, scope: !9)
!84 = !DILocation(line: 22, column: 7, scope: !9)
!85 = !DILocation(line: 23, column: 3, scope: !9)
!86 = !DILocation(line: 47, column: 1, scope: !27, inlinedAt: !87)
!87 = distinct !DILocation(line: 20, column: 43, scope: !9)
!88 = !DILocation(line: 20, column: 40, scope: !9)
!89 = distinct !{!89, !74, !85, !32}
!90 = !DILocation(line: 24, column: 1, scope: !9)
