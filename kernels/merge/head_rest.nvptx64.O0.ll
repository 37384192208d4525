; ModuleID = 'merge/head_rest.cu'
source_filename = "merge/head_rest.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @head_rest(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %17 = mul i32 %15, %16, !dbg !19
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %19 = add i32 %17, %18, !dbg !23
  store i32 %19, ptr %9, align 4, !dbg !24
  %20 = load ptr, ptr %5, align 8, !dbg !25
  %21 = load i32, ptr %9, align 4, !dbg !26
  %22 = load i32, ptr %8, align 4, !dbg !27
  %23 = mul nsw i32 %21, %22, !dbg !28
  %24 = sext i32 %23 to i64, !dbg !29
  %25 = getelementptr inbounds i32, ptr %20, i64 %24, !dbg !29
  store ptr %25, ptr %10, align 8, !dbg !30
  %26 = load ptr, ptr %7, align 8, !dbg !31
  %27 = load i32, ptr %9, align 4, !dbg !32
  %28 = load i32, ptr %8, align 4, !dbg !33
  %29 = mul nsw i32 %27, %28, !dbg !34
  %30 = sext i32 %29 to i64, !dbg !35
  %31 = getelementptr inbounds i32, ptr %26, i64 %30, !dbg !35
  store ptr %31, ptr %11, align 8, !dbg !36
  %32 = load ptr, ptr %6, align 8, !dbg !37
  %33 = load i32, ptr %9, align 4, !dbg !38
  %34 = sext i32 %33 to i64, !dbg !37
  %35 = getelementptr inbounds i32, ptr %32, i64 %34, !dbg !37
  %36 = load i32, ptr %35, align 4, !dbg !37
  %37 = load i32, ptr %8, align 4, !dbg !39
  %38 = add nsw i32 %37, 1, !dbg !40
  %39 = urem i32 %36, %38, !dbg !41
  store i32 %39, ptr %12, align 4, !dbg !42
  store i32 0, ptr %13, align 4, !dbg !43
  store i32 0, ptr %14, align 4, !dbg !44
  br label %40, !dbg !45

40:                                               ; preds = %44, %4
  %41 = load i32, ptr %14, align 4, !dbg !46
  %42 = load i32, ptr %12, align 4, !dbg !47
  %43 = icmp slt i32 %41, %42, !dbg !48
  br i1 %43, label %44, label %59, !dbg !45

44:                                               ; preds = %40
  %45 = load ptr, ptr %10, align 8, !dbg !49
  %46 = load i32, ptr %14, align 4, !dbg !50
  %47 = sext i32 %46 to i64, !dbg !49
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !49
  %49 = load i32, ptr %48, align 4, !dbg !49
  %50 = load i32, ptr %13, align 4, !dbg !51
  %51 = add i32 %50, %49, !dbg !51
  store i32 %51, ptr %13, align 4, !dbg !51
  %52 = load i32, ptr %13, align 4, !dbg !52
  %53 = load ptr, ptr %11, align 8, !dbg !53
  %54 = load i32, ptr %14, align 4, !dbg !54
  %55 = sext i32 %54 to i64, !dbg !53
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !53
  store i32 %52, ptr %56, align 4, !dbg !55
  %57 = load i32, ptr %14, align 4, !dbg !56
  %58 = add nsw i32 %57, 1, !dbg !56
  store i32 %58, ptr %14, align 4, !dbg !56
  br label %40, !dbg !45, !llvm.loop !57

59:                                               ; preds = %40
  br label %60, !dbg !60

60:                                               ; preds = %64, %59
  %61 = load i32, ptr %14, align 4, !dbg !61
  %62 = load i32, ptr %8, align 4, !dbg !62
  %63 = icmp slt i32 %61, %62, !dbg !63
  br i1 %63, label %64, label %78, !dbg !60

64:                                               ; preds = %60
  %65 = load ptr, ptr %10, align 8, !dbg !64
  %66 = load i32, ptr %14, align 4, !dbg !65
  %67 = sext i32 %66 to i64, !dbg !64
  %68 = getelementptr inbounds i32, ptr %65, i64 %67, !dbg !64
  %69 = load i32, ptr %68, align 4, !dbg !64
  %70 = load i32, ptr %13, align 4, !dbg !66
  %71 = add i32 %69, %70, !dbg !67
  %72 = load ptr, ptr %11, align 8, !dbg !68
  %73 = load i32, ptr %14, align 4, !dbg !69
  %74 = sext i32 %73 to i64, !dbg !68
  %75 = getelementptr inbounds i32, ptr %72, i64 %74, !dbg !68
  store i32 %71, ptr %75, align 4, !dbg !70
  %76 = load i32, ptr %14, align 4, !dbg !71
  %77 = add nsw i32 %76, 1, !dbg !71
  store i32 %77, ptr %14, align 4, !dbg !71
  br label %60, !dbg !60, !llvm.loop !72

78:                                               ; preds = %60
  ret void, !dbg !74
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
!1 = !DIFile(filename: "merge/head_rest.cu", directory: ".")
!2 = !{ptr @head_rest, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "head_rest", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!25 = !DILocation(line: 10, column: 25, scope: !9)
!26 = !DILocation(line: 10, column: 30, scope: !9)
!27 = !DILocation(line: 10, column: 34, scope: !9)
!28 = !DILocation(line: 10, column: 32, scope: !9)
!29 = !DILocation(line: 10, column: 28, scope: !9)
!30 = !DILocation(line: 10, column: 19, scope: !9)
!31 = !DILocation(line: 11, column: 19, scope: !9)
!32 = !DILocation(line: 11, column: 25, scope: !9)
!33 = !DILocation(line: 11, column: 29, scope: !9)
!34 = !DILocation(line: 11, column: 27, scope: !9)
!35 = !DILocation(line: 11, column: 23, scope: !9)
!36 = !DILocation(line: 11, column: 13, scope: !9)
!37 = !DILocation(line: 12, column: 17, scope: !9)
!38 = !DILocation(line: 12, column: 23, scope: !9)
!39 = !DILocation(line: 12, column: 39, scope: !9)
!40 = !DILocation(line: 12, column: 41, scope: !9)
!41 = !DILocation(line: 12, column: 26, scope: !9)
!42 = !DILocation(line: 12, column: 7, scope: !9)
!43 = !DILocation(line: 13, column: 12, scope: !9)
!44 = !DILocation(line: 14, column: 7, scope: !9)
!45 = !DILocation(line: 15, column: 3, scope: !9)
!46 = !DILocation(line: 15, column: 10, scope: !9)
!47 = !DILocation(line: 15, column: 14, scope: !9)
!48 = !DILocation(line: 15, column: 12, scope: !9)
!49 = !DILocation(line: 16, column: 12, scope: !9)
!50 = !DILocation(line: 16, column: 16, scope: !9)
!51 = !DILocation(line: 16, column: 9, scope: !9)
!52 = !DILocation(line: 17, column: 14, scope: !9)
!53 = !DILocation(line: 17, column: 5, scope: !9)
!54 = !DILocation(line: 17, column: 9, scope: !9)
!55 = !DILocation(line: 17, column: 12, scope: !9)
!56 = !DILocation(line: 18, column: 6, scope: !9)
!57 = distinct !{!57, !45, !58, !59}
!58 = !DILocation(line: 19, column: 3, scope: !9)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 20, column: 3, scope: !9)
!61 = !DILocation(line: 20, column: 10, scope: !9)
!62 = !DILocation(line: 20, column: 14, scope: !9)
!63 = !DILocation(line: 20, column: 12, scope: !9)
!64 = !DILocation(line: 21, column: 14, scope: !9)
!65 = !DILocation(line: 21, column: 18, scope: !9)
!66 = !DILocation(line: 21, column: 23, scope: !9)
!67 = !DILocation(line: 21, column: 21, scope: !9)
!68 = !DILocation(line: 21, column: 5, scope: !9)
!69 = !DILocation(line: 21, column: 9, scope: !9)
!70 = !DILocation(line: 21, column: 12, scope: !9)
!71 = !DILocation(line: 22, column: 6, scope: !9)
!72 = distinct !{!72, !60, !73, !59}
!73 = !DILocation(line: 23, column: 3, scope: !9)
!74 = !DILocation(line: 24, column: 1, scope: !9)
