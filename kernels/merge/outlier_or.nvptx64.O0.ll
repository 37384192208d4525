; ModuleID = 'merge/outlier_or.cu'
source_filename = "merge/outlier_or.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @outlier_or(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !9 {
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
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %21 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %22 = mul i32 %20, %21, !dbg !19
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %24 = add i32 %22, %23, !dbg !23
  store i32 %24, ptr %13, align 4, !dbg !24
  %25 = load i32, ptr %13, align 4, !dbg !25
  %26 = load i32, ptr %12, align 4, !dbg !26
  %27 = icmp sge i32 %25, %26, !dbg !27
  br i1 %27, label %28, label %29, !dbg !25

28:                                               ; preds = %6
  br label %99, !dbg !28

29:                                               ; preds = %6
  %30 = load ptr, ptr %7, align 8, !dbg !29
  %31 = load i32, ptr %13, align 4, !dbg !30
  %32 = sext i32 %31 to i64, !dbg !29
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !29
  %34 = load i32, ptr %33, align 4, !dbg !29
  %35 = and i32 %34, 4095, !dbg !31
  store i32 %35, ptr %14, align 4, !dbg !32
  %36 = load i32, ptr %14, align 4, !dbg !33
  %37 = load i32, ptr %10, align 4, !dbg !34
  %38 = icmp ult i32 %36, %37, !dbg !35
  br i1 %38, label %48, label %39, !dbg !36

39:                                               ; preds = %29
  %40 = load ptr, ptr %8, align 8, !dbg !37
  %41 = load i32, ptr %14, align 4, !dbg !38
  %42 = and i32 %41, 31, !dbg !39
  %43 = zext i32 %42 to i64, !dbg !37
  %44 = getelementptr inbounds i32, ptr %40, i64 %43, !dbg !37
  %45 = load i32, ptr %44, align 4, !dbg !37
  %46 = load i32, ptr %11, align 4, !dbg !40
  %47 = icmp ugt i32 %45, %46, !dbg !41
  br i1 %47, label %48, label %69, !dbg !33

48:                                               ; preds = %39, %29
  %49 = load ptr, ptr %8, align 8, !dbg !42
  %50 = load i32, ptr %14, align 4, !dbg !43
  %51 = and i32 %50, 31, !dbg !44
  %52 = zext i32 %51 to i64, !dbg !42
  %53 = getelementptr inbounds i32, ptr %49, i64 %52, !dbg !42
  %54 = load i32, ptr %53, align 4, !dbg !42
  store i32 %54, ptr %16, align 4, !dbg !45
  %55 = load ptr, ptr %8, align 8, !dbg !46
  %56 = load i32, ptr %14, align 4, !dbg !47
  %57 = lshr i32 %56, 5, !dbg !48
  %58 = and i32 %57, 31, !dbg !49
  %59 = add i32 32, %58, !dbg !50
  %60 = zext i32 %59 to i64, !dbg !46
  %61 = getelementptr inbounds i32, ptr %55, i64 %60, !dbg !46
  %62 = load i32, ptr %61, align 4, !dbg !46
  store i32 %62, ptr %17, align 4, !dbg !51
  %63 = load i32, ptr %14, align 4, !dbg !52
  %64 = lshr i32 %63, 1, !dbg !53
  %65 = load i32, ptr %16, align 4, !dbg !54
  %66 = mul i32 %64, %65, !dbg !55
  %67 = load i32, ptr %17, align 4, !dbg !56
  %68 = add i32 %66, %67, !dbg !57
  store i32 %68, ptr %15, align 4, !dbg !58
  br label %91, !dbg !59

69:                                               ; preds = %39
  %70 = load ptr, ptr %8, align 8, !dbg !60
  %71 = load i32, ptr %14, align 4, !dbg !61
  %72 = lshr i32 %71, 3, !dbg !62
  %73 = and i32 %72, 31, !dbg !63
  %74 = zext i32 %73 to i64, !dbg !60
  %75 = getelementptr inbounds i32, ptr %70, i64 %74, !dbg !60
  %76 = load i32, ptr %75, align 4, !dbg !60
  store i32 %76, ptr %18, align 4, !dbg !64
  %77 = load ptr, ptr %8, align 8, !dbg !65
  %78 = load i32, ptr %14, align 4, !dbg !66
  %79 = add i32 %78, 9, !dbg !67
  %80 = and i32 %79, 31, !dbg !68
  %81 = add i32 32, %80, !dbg !69
  %82 = zext i32 %81 to i64, !dbg !65
  %83 = getelementptr inbounds i32, ptr %77, i64 %82, !dbg !65
  %84 = load i32, ptr %83, align 4, !dbg !65
  store i32 %84, ptr %19, align 4, !dbg !70
  %85 = load i32, ptr %14, align 4, !dbg !71
  %86 = shl i32 %85, 1, !dbg !72
  %87 = load i32, ptr %18, align 4, !dbg !73
  %88 = mul i32 %86, %87, !dbg !74
  %89 = load i32, ptr %19, align 4, !dbg !75
  %90 = sub i32 %88, %89, !dbg !76
  store i32 %90, ptr %15, align 4, !dbg !77
  br label %91

91:                                               ; preds = %69, %48
  %92 = load i32, ptr %15, align 4, !dbg !78
  %93 = load i32, ptr %13, align 4, !dbg !79
  %94 = xor i32 %92, %93, !dbg !80
  %95 = load ptr, ptr %9, align 8, !dbg !81
  %96 = load i32, ptr %13, align 4, !dbg !82
  %97 = sext i32 %96 to i64, !dbg !81
  %98 = getelementptr inbounds i32, ptr %95, i64 %97, !dbg !81
  store i32 %94, ptr %98, align 4, !dbg !83
  br label %99, !dbg !84

99:                                               ; preds = %91, %28
  ret void, !dbg !84
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
!1 = !DIFile(filename: "merge/outlier_or.cu", directory: ".")
!2 = !{ptr @outlier_or, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "outlier_or", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 8, column: 24, scope: !9)
!19 = !DILocation(line: 8, column: 22, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 8, column: 37, scope: !9)
!23 = !DILocation(line: 8, column: 35, scope: !9)
!24 = !DILocation(line: 8, column: 7, scope: !9)
!25 = !DILocation(line: 9, column: 7, scope: !9)
!26 = !DILocation(line: 9, column: 12, scope: !9)
!27 = !DILocation(line: 9, column: 9, scope: !9)
!28 = !DILocation(line: 10, column: 5, scope: !9)
!29 = !DILocation(line: 11, column: 16, scope: !9)
!30 = !DILocation(line: 11, column: 19, scope: !9)
!31 = !DILocation(line: 11, column: 22, scope: !9)
!32 = !DILocation(line: 11, column: 12, scope: !9)
!33 = !DILocation(line: 13, column: 7, scope: !9)
!34 = !DILocation(line: 13, column: 11, scope: !9)
!35 = !DILocation(line: 13, column: 9, scope: !9)
!36 = !DILocation(line: 13, column: 14, scope: !9)
!37 = !DILocation(line: 13, column: 17, scope: !9)
!38 = !DILocation(line: 13, column: 19, scope: !9)
!39 = !DILocation(line: 13, column: 21, scope: !9)
!40 = !DILocation(line: 13, column: 30, scope: !9)
!41 = !DILocation(line: 13, column: 28, scope: !9)
!42 = !DILocation(line: 14, column: 18, scope: !9)
!43 = !DILocation(line: 14, column: 20, scope: !9)
!44 = !DILocation(line: 14, column: 22, scope: !9)
!45 = !DILocation(line: 14, column: 14, scope: !9)
!46 = !DILocation(line: 15, column: 18, scope: !9)
!47 = !DILocation(line: 15, column: 28, scope: !9)
!48 = !DILocation(line: 15, column: 30, scope: !9)
!49 = !DILocation(line: 15, column: 36, scope: !9)
!50 = !DILocation(line: 15, column: 24, scope: !9)
!51 = !DILocation(line: 15, column: 14, scope: !9)
!52 = !DILocation(line: 16, column: 10, scope: !9)
!53 = !DILocation(line: 16, column: 12, scope: !9)
!54 = !DILocation(line: 16, column: 20, scope: !9)
!55 = !DILocation(line: 16, column: 18, scope: !9)
!56 = !DILocation(line: 16, column: 24, scope: !9)
!57 = !DILocation(line: 16, column: 22, scope: !9)
!58 = !DILocation(line: 16, column: 7, scope: !9)
!59 = !DILocation(line: 17, column: 3, scope: !9)
!60 = !DILocation(line: 18, column: 18, scope: !9)
!61 = !DILocation(line: 18, column: 21, scope: !9)
!62 = !DILocation(line: 18, column: 23, scope: !9)
!63 = !DILocation(line: 18, column: 29, scope: !9)
!64 = !DILocation(line: 18, column: 14, scope: !9)
!65 = !DILocation(line: 19, column: 18, scope: !9)
!66 = !DILocation(line: 19, column: 28, scope: !9)
!67 = !DILocation(line: 19, column: 30, scope: !9)
!68 = !DILocation(line: 19, column: 36, scope: !9)
!69 = !DILocation(line: 19, column: 24, scope: !9)
!70 = !DILocation(line: 19, column: 14, scope: !9)
!71 = !DILocation(line: 20, column: 10, scope: !9)
!72 = !DILocation(line: 20, column: 12, scope: !9)
!73 = !DILocation(line: 20, column: 20, scope: !9)
!74 = !DILocation(line: 20, column: 18, scope: !9)
!75 = !DILocation(line: 20, column: 24, scope: !9)
!76 = !DILocation(line: 20, column: 22, scope: !9)
!77 = !DILocation(line: 20, column: 7, scope: !9)
!78 = !DILocation(line: 22, column: 12, scope: !9)
!79 = !DILocation(line: 22, column: 26, scope: !9)
!80 = !DILocation(line: 22, column: 14, scope: !9)
!81 = !DILocation(line: 22, column: 3, scope: !9)
!82 = !DILocation(line: 22, column: 7, scope: !9)
!83 = !DILocation(line: 22, column: 10, scope: !9)
!84 = !DILocation(line: 23, column: 1, scope: !9)
