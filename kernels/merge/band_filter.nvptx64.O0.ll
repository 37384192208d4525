; ModuleID = 'merge/band_filter.cu'
source_filename = "merge/band_filter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @band_filter(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !9 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %20 = mul i32 %18, %19, !dbg !19
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %22 = add i32 %20, %21, !dbg !23
  store i32 %22, ptr %13, align 4, !dbg !24
  %23 = load i32, ptr %13, align 4, !dbg !25
  %24 = load i32, ptr %12, align 4, !dbg !26
  %25 = icmp sge i32 %23, %24, !dbg !27
  br i1 %25, label %26, label %27, !dbg !25

26:                                               ; preds = %6
  br label %105, !dbg !28

27:                                               ; preds = %6
  %28 = load ptr, ptr %7, align 8, !dbg !29
  %29 = load i32, ptr %13, align 4, !dbg !30
  %30 = sext i32 %29 to i64, !dbg !29
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !29
  %32 = load i32, ptr %31, align 4, !dbg !29
  %33 = and i32 %32, 1023, !dbg !31
  store i32 %33, ptr %14, align 4, !dbg !32
  %34 = load i32, ptr %14, align 4, !dbg !33
  %35 = load i32, ptr %10, align 4, !dbg !34
  %36 = icmp ugt i32 %34, %35, !dbg !35
  br i1 %36, label %37, label %72, !dbg !36

37:                                               ; preds = %27
  %38 = load ptr, ptr %8, align 8, !dbg !37
  %39 = load i32, ptr %14, align 4, !dbg !38
  %40 = and i32 %39, 63, !dbg !39
  %41 = zext i32 %40 to i64, !dbg !37
  %42 = getelementptr inbounds i32, ptr %38, i64 %41, !dbg !37
  %43 = load i32, ptr %42, align 4, !dbg !37
  %44 = load i32, ptr %11, align 4, !dbg !40
  %45 = icmp ult i32 %43, %44, !dbg !41
  br i1 %45, label %46, label %72, !dbg !33

46:                                               ; preds = %37
  %47 = load ptr, ptr %8, align 8, !dbg !42
  %48 = load i32, ptr %14, align 4, !dbg !43
  %49 = and i32 %48, 63, !dbg !44
  %50 = zext i32 %49 to i64, !dbg !42
  %51 = getelementptr inbounds i32, ptr %47, i64 %50, !dbg !42
  %52 = load i32, ptr %51, align 4, !dbg !42
  store i32 %52, ptr %16, align 4, !dbg !45
  %53 = load i32, ptr %14, align 4, !dbg !46
  %54 = load i32, ptr %16, align 4, !dbg !47
  %55 = mul i32 %53, %54, !dbg !48
  %56 = load i32, ptr %14, align 4, !dbg !49
  %57 = lshr i32 %56, 2, !dbg !50
  %58 = add i32 %55, %57, !dbg !51
  %59 = load i32, ptr %16, align 4, !dbg !52
  %60 = shl i32 %59, 3, !dbg !53
  %61 = xor i32 %58, %60, !dbg !54
  store i32 %61, ptr %15, align 4, !dbg !55
  %62 = load i32, ptr %15, align 4, !dbg !56
  %63 = mul i32 %62, 7, !dbg !57
  %64 = load ptr, ptr %8, align 8, !dbg !58
  %65 = load i32, ptr %14, align 4, !dbg !59
  %66 = add i32 %65, 1, !dbg !60
  %67 = and i32 %66, 63, !dbg !61
  %68 = zext i32 %67 to i64, !dbg !58
  %69 = getelementptr inbounds i32, ptr %64, i64 %68, !dbg !58
  %70 = load i32, ptr %69, align 4, !dbg !58
  %71 = add i32 %63, %70, !dbg !62
  store i32 %71, ptr %15, align 4, !dbg !63
  br label %99, !dbg !64

72:                                               ; preds = %37, %27
  %73 = load ptr, ptr %8, align 8, !dbg !65
  %74 = load i32, ptr %14, align 4, !dbg !66
  %75 = lshr i32 %74, 4, !dbg !67
  %76 = and i32 %75, 63, !dbg !68
  %77 = zext i32 %76 to i64, !dbg !65
  %78 = getelementptr inbounds i32, ptr %73, i64 %77, !dbg !65
  %79 = load i32, ptr %78, align 4, !dbg !65
  store i32 %79, ptr %17, align 4, !dbg !69
  %80 = load i32, ptr %14, align 4, !dbg !70
  %81 = load i32, ptr %17, align 4, !dbg !71
  %82 = mul i32 %80, %81, !dbg !72
  %83 = load i32, ptr %14, align 4, !dbg !73
  %84 = lshr i32 %83, 3, !dbg !74
  %85 = sub i32 %82, %84, !dbg !75
  %86 = load i32, ptr %17, align 4, !dbg !76
  %87 = shl i32 %86, 2, !dbg !77
  %88 = xor i32 %85, %87, !dbg !78
  store i32 %88, ptr %15, align 4, !dbg !79
  %89 = load i32, ptr %15, align 4, !dbg !80
  %90 = mul i32 %89, 5, !dbg !81
  %91 = load ptr, ptr %8, align 8, !dbg !82
  %92 = load i32, ptr %14, align 4, !dbg !83
  %93 = add i32 %92, 3, !dbg !84
  %94 = and i32 %93, 63, !dbg !85
  %95 = zext i32 %94 to i64, !dbg !82
  %96 = getelementptr inbounds i32, ptr %91, i64 %95, !dbg !82
  %97 = load i32, ptr %96, align 4, !dbg !82
  %98 = add i32 %90, %97, !dbg !86
  store i32 %98, ptr %15, align 4, !dbg !87
  br label %99

99:                                               ; preds = %72, %46
  %100 = load i32, ptr %15, align 4, !dbg !88
  %101 = load ptr, ptr %9, align 8, !dbg !89
  %102 = load i32, ptr %13, align 4, !dbg !90
  %103 = sext i32 %102 to i64, !dbg !89
  %104 = getelementptr inbounds i32, ptr %101, i64 %103, !dbg !89
  store i32 %100, ptr %104, align 4, !dbg !91
  br label %105, !dbg !92

105:                                              ; preds = %99, %26
  ret void, !dbg !92
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
!1 = !DIFile(filename: "merge/band_filter.cu", directory: ".")
!2 = !{ptr @band_filter, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "band_filter", scope: !1, file: !1, line: 7, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 9, column: 24, scope: !9)
!19 = !DILocation(line: 9, column: 22, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 9, column: 37, scope: !9)
!23 = !DILocation(line: 9, column: 35, scope: !9)
!24 = !DILocation(line: 9, column: 7, scope: !9)
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 10, column: 12, scope: !9)
!27 = !DILocation(line: 10, column: 9, scope: !9)
!28 = !DILocation(line: 11, column: 5, scope: !9)
!29 = !DILocation(line: 12, column: 16, scope: !9)
!30 = !DILocation(line: 12, column: 19, scope: !9)
!31 = !DILocation(line: 12, column: 22, scope: !9)
!32 = !DILocation(line: 12, column: 12, scope: !9)
!33 = !DILocation(line: 14, column: 7, scope: !9)
!34 = !DILocation(line: 14, column: 11, scope: !9)
!35 = !DILocation(line: 14, column: 9, scope: !9)
!36 = !DILocation(line: 14, column: 14, scope: !9)
!37 = !DILocation(line: 14, column: 17, scope: !9)
!38 = !DILocation(line: 14, column: 21, scope: !9)
!39 = !DILocation(line: 14, column: 23, scope: !9)
!40 = !DILocation(line: 14, column: 32, scope: !9)
!41 = !DILocation(line: 14, column: 30, scope: !9)
!42 = !DILocation(line: 15, column: 18, scope: !9)
!43 = !DILocation(line: 15, column: 22, scope: !9)
!44 = !DILocation(line: 15, column: 24, scope: !9)
!45 = !DILocation(line: 15, column: 14, scope: !9)
!46 = !DILocation(line: 16, column: 10, scope: !9)
!47 = !DILocation(line: 16, column: 14, scope: !9)
!48 = !DILocation(line: 16, column: 12, scope: !9)
!49 = !DILocation(line: 16, column: 19, scope: !9)
!50 = !DILocation(line: 16, column: 21, scope: !9)
!51 = !DILocation(line: 16, column: 16, scope: !9)
!52 = !DILocation(line: 16, column: 31, scope: !9)
!53 = !DILocation(line: 16, column: 33, scope: !9)
!54 = !DILocation(line: 16, column: 28, scope: !9)
!55 = !DILocation(line: 16, column: 7, scope: !9)
!56 = !DILocation(line: 17, column: 9, scope: !9)
!57 = !DILocation(line: 17, column: 11, scope: !9)
!58 = !DILocation(line: 17, column: 18, scope: !9)
!59 = !DILocation(line: 17, column: 23, scope: !9)
!60 = !DILocation(line: 17, column: 25, scope: !9)
!61 = !DILocation(line: 17, column: 31, scope: !9)
!62 = !DILocation(line: 17, column: 16, scope: !9)
!63 = !DILocation(line: 17, column: 7, scope: !9)
!64 = !DILocation(line: 18, column: 3, scope: !9)
!65 = !DILocation(line: 19, column: 18, scope: !9)
!66 = !DILocation(line: 19, column: 23, scope: !9)
!67 = !DILocation(line: 19, column: 25, scope: !9)
!68 = !DILocation(line: 19, column: 31, scope: !9)
!69 = !DILocation(line: 19, column: 14, scope: !9)
!70 = !DILocation(line: 20, column: 10, scope: !9)
!71 = !DILocation(line: 20, column: 14, scope: !9)
!72 = !DILocation(line: 20, column: 12, scope: !9)
!73 = !DILocation(line: 20, column: 19, scope: !9)
!74 = !DILocation(line: 20, column: 21, scope: !9)
!75 = !DILocation(line: 20, column: 16, scope: !9)
!76 = !DILocation(line: 20, column: 31, scope: !9)
!77 = !DILocation(line: 20, column: 33, scope: !9)
!78 = !DILocation(line: 20, column: 28, scope: !9)
!79 = !DILocation(line: 20, column: 7, scope: !9)
!80 = !DILocation(line: 21, column: 9, scope: !9)
!81 = !DILocation(line: 21, column: 11, scope: !9)
!82 = !DILocation(line: 21, column: 18, scope: !9)
!83 = !DILocation(line: 21, column: 23, scope: !9)
!84 = !DILocation(line: 21, column: 25, scope: !9)
!85 = !DILocation(line: 21, column: 31, scope: !9)
!86 = !DILocation(line: 21, column: 16, scope: !9)
!87 = !DILocation(line: 21, column: 7, scope: !9)
!88 = !DILocation(line: 23, column: 12, scope: !9)
!89 = !DILocation(line: 23, column: 3, scope: !9)
!90 = !DILocation(line: 23, column: 7, scope: !9)
!91 = !DILocation(line: 23, column: 10, scope: !9)
!92 = !DILocation(line: 24, column: 1, scope: !9)
