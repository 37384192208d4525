; ModuleID = 'merge/two_loops.cu'
source_filename = "merge/two_loops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @two_loops(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %17 = mul i32 %15, %16, !dbg !19
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %19 = add i32 %17, %18, !dbg !23
  store i32 %19, ptr %9, align 4, !dbg !24
  %20 = load i32, ptr %9, align 4, !dbg !25
  store i32 %20, ptr %10, align 4, !dbg !26
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %22 = and i32 %21, 1, !dbg !29
  %23 = icmp ne i32 %22, 0, !dbg !30
  br i1 %23, label %24, label %49, !dbg !30

24:                                               ; preds = %4
  store i32 0, ptr %11, align 4, !dbg !31
  br label %25, !dbg !32

25:                                               ; preds = %45, %24
  %26 = load i32, ptr %11, align 4, !dbg !33
  %27 = load i32, ptr %7, align 4, !dbg !34
  %28 = icmp slt i32 %26, %27, !dbg !35
  br i1 %28, label %29, label %48, !dbg !36

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8, !dbg !37
  %31 = load i32, ptr %9, align 4, !dbg !38
  %32 = load i32, ptr %11, align 4, !dbg !39
  %33 = add i32 %31, %32, !dbg !40
  %34 = load i32, ptr %8, align 4, !dbg !41
  %35 = and i32 %33, %34, !dbg !42
  %36 = zext i32 %35 to i64, !dbg !37
  %37 = getelementptr inbounds i32, ptr %30, i64 %36, !dbg !37
  %38 = load i32, ptr %37, align 4, !dbg !37
  store i32 %38, ptr %12, align 4, !dbg !43
  %39 = load i32, ptr %10, align 4, !dbg !44
  %40 = mul i32 %39, 3, !dbg !45
  %41 = load i32, ptr %12, align 4, !dbg !46
  %42 = load i32, ptr %11, align 4, !dbg !47
  %43 = xor i32 %41, %42, !dbg !48
  %44 = add i32 %40, %43, !dbg !49
  store i32 %44, ptr %10, align 4, !dbg !50
  br label %45, !dbg !51

45:                                               ; preds = %29
  %46 = load i32, ptr %11, align 4, !dbg !52
  %47 = add nsw i32 %46, 1, !dbg !52
  store i32 %47, ptr %11, align 4, !dbg !52
  br label %25, !dbg !36, !llvm.loop !53

48:                                               ; preds = %25
  br label %75, !dbg !55

49:                                               ; preds = %4
  store i32 0, ptr %13, align 4, !dbg !56
  br label %50, !dbg !57

50:                                               ; preds = %71, %49
  %51 = load i32, ptr %13, align 4, !dbg !58
  %52 = load i32, ptr %7, align 4, !dbg !59
  %53 = icmp slt i32 %51, %52, !dbg !60
  br i1 %53, label %54, label %74, !dbg !61

54:                                               ; preds = %50
  %55 = load ptr, ptr %5, align 8, !dbg !62
  %56 = load i32, ptr %9, align 4, !dbg !63
  %57 = load i32, ptr %13, align 4, !dbg !64
  %58 = mul i32 2, %57, !dbg !65
  %59 = add i32 %56, %58, !dbg !66
  %60 = load i32, ptr %8, align 4, !dbg !67
  %61 = and i32 %59, %60, !dbg !68
  %62 = zext i32 %61 to i64, !dbg !62
  %63 = getelementptr inbounds i32, ptr %55, i64 %62, !dbg !62
  %64 = load i32, ptr %63, align 4, !dbg !62
  store i32 %64, ptr %14, align 4, !dbg !69
  %65 = load i32, ptr %10, align 4, !dbg !70
  %66 = mul i32 %65, 5, !dbg !71
  %67 = load i32, ptr %14, align 4, !dbg !72
  %68 = load i32, ptr %13, align 4, !dbg !73
  %69 = sub i32 %67, %68, !dbg !74
  %70 = add i32 %66, %69, !dbg !75
  store i32 %70, ptr %10, align 4, !dbg !76
  br label %71, !dbg !77

71:                                               ; preds = %54
  %72 = load i32, ptr %13, align 4, !dbg !78
  %73 = add nsw i32 %72, 1, !dbg !78
  store i32 %73, ptr %13, align 4, !dbg !78
  br label %50, !dbg !61, !llvm.loop !79

74:                                               ; preds = %50
  br label %75

75:                                               ; preds = %74, %48
  %76 = load i32, ptr %10, align 4, !dbg !80
  %77 = load ptr, ptr %6, align 8, !dbg !81
  %78 = load i32, ptr %9, align 4, !dbg !82
  %79 = sext i32 %78 to i64, !dbg !81
  %80 = getelementptr inbounds i32, ptr %77, i64 %79, !dbg !81
  store i32 %76, ptr %80, align 4, !dbg !83
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
!1 = !DIFile(filename: "merge/two_loops.cu", directory: ".")
!2 = !{ptr @two_loops, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "two_loops", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 7, column: 24, scope: !9)
!19 = !DILocation(line: 7, column: 22, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 7, column: 37, scope: !9)
!23 = !DILocation(line: 7, column: 35, scope: !9)
!24 = !DILocation(line: 7, column: 7, scope: !9)
!25 = !DILocation(line: 8, column: 28, scope: !9)
!26 = !DILocation(line: 8, column: 12, scope: !9)
!27 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !28)
!28 = distinct !DILocation(line: 9, column: 7, scope: !9)
!29 = !DILocation(line: 9, column: 19, scope: !9)
!30 = !DILocation(line: 9, column: 7, scope: !9)
!31 = !DILocation(line: 10, column: 14, scope: !9)
!32 = !DILocation(line: 10, column: 10, scope: !9)
!33 = !DILocation(line: 10, column: 21, scope: !9)
!34 = !DILocation(line: 10, column: 25, scope: !9)
!35 = !DILocation(line: 10, column: 23, scope: !9)
!36 = !DILocation(line: 10, column: 5, scope: !9)
!37 = !DILocation(line: 11, column: 20, scope: !9)
!38 = !DILocation(line: 11, column: 34, scope: !9)
!39 = !DILocation(line: 11, column: 48, scope: !9)
!40 = !DILocation(line: 11, column: 36, scope: !9)
!41 = !DILocation(line: 11, column: 53, scope: !9)
!42 = !DILocation(line: 11, column: 51, scope: !9)
!43 = !DILocation(line: 11, column: 16, scope: !9)
!44 = !DILocation(line: 12, column: 13, scope: !9)
!45 = !DILocation(line: 12, column: 17, scope: !9)
!46 = !DILocation(line: 12, column: 25, scope: !9)
!47 = !DILocation(line: 12, column: 39, scope: !9)
!48 = !DILocation(line: 12, column: 27, scope: !9)
!49 = !DILocation(line: 12, column: 22, scope: !9)
!50 = !DILocation(line: 12, column: 11, scope: !9)
!51 = !DILocation(line: 13, column: 5, scope: !9)
!52 = !DILocation(line: 10, column: 28, scope: !9)
!53 = distinct !{!53, !36, !51, !54}
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 14, column: 3, scope: !9)
!56 = !DILocation(line: 15, column: 14, scope: !9)
!57 = !DILocation(line: 15, column: 10, scope: !9)
!58 = !DILocation(line: 15, column: 21, scope: !9)
!59 = !DILocation(line: 15, column: 25, scope: !9)
!60 = !DILocation(line: 15, column: 23, scope: !9)
!61 = !DILocation(line: 15, column: 5, scope: !9)
!62 = !DILocation(line: 16, column: 20, scope: !9)
!63 = !DILocation(line: 16, column: 34, scope: !9)
!64 = !DILocation(line: 16, column: 53, scope: !9)
!65 = !DILocation(line: 16, column: 41, scope: !9)
!66 = !DILocation(line: 16, column: 36, scope: !9)
!67 = !DILocation(line: 16, column: 58, scope: !9)
!68 = !DILocation(line: 16, column: 56, scope: !9)
!69 = !DILocation(line: 16, column: 16, scope: !9)
!70 = !DILocation(line: 17, column: 13, scope: !9)
!71 = !DILocation(line: 17, column: 17, scope: !9)
!72 = !DILocation(line: 17, column: 25, scope: !9)
!73 = !DILocation(line: 17, column: 39, scope: !9)
!74 = !DILocation(line: 17, column: 27, scope: !9)
!75 = !DILocation(line: 17, column: 22, scope: !9)
!76 = !DILocation(line: 17, column: 11, scope: !9)
!77 = !DILocation(line: 18, column: 5, scope: !9)
!78 = !DILocation(line: 15, column: 28, scope: !9)
!79 = distinct !{!79, !61, !77, !54}
!80 = !DILocation(line: 20, column: 12, scope: !9)
!81 = !DILocation(line: 20, column: 3, scope: !9)
!82 = !DILocation(line: 20, column: 7, scope: !9)
!83 = !DILocation(line: 20, column: 10, scope: !9)
!84 = !DILocation(line: 21, column: 1, scope: !9)
