; ModuleID = 'merge/skip_continue.cu'
source_filename = "merge/skip_continue.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @skip_continue(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !9 {
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
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %19 = mul i32 %17, %18, !dbg !19
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %21 = add i32 %19, %20, !dbg !23
  store i32 %21, ptr %13, align 4, !dbg !24
  store i32 0, ptr %14, align 4, !dbg !25
  store i32 0, ptr %15, align 4, !dbg !26
  br label %22, !dbg !27

22:                                               ; preds = %79, %6
  %23 = load i32, ptr %15, align 4, !dbg !28
  %24 = load i32, ptr %10, align 4, !dbg !29
  %25 = icmp slt i32 %23, %24, !dbg !30
  br i1 %25, label %26, label %82, !dbg !31

26:                                               ; preds = %22
  %27 = load ptr, ptr %7, align 8, !dbg !32
  %28 = load i32, ptr %13, align 4, !dbg !33
  %29 = load i32, ptr %10, align 4, !dbg !34
  %30 = mul i32 %28, %29, !dbg !35
  %31 = load i32, ptr %15, align 4, !dbg !36
  %32 = add i32 %30, %31, !dbg !37
  %33 = load i32, ptr %11, align 4, !dbg !38
  %34 = and i32 %32, %33, !dbg !39
  %35 = zext i32 %34 to i64, !dbg !32
  %36 = getelementptr inbounds i32, ptr %27, i64 %35, !dbg !32
  %37 = load i32, ptr %36, align 4, !dbg !32
  store i32 %37, ptr %16, align 4, !dbg !40
  %38 = load i32, ptr %16, align 4, !dbg !41
  %39 = and i32 %38, 7, !dbg !42
  %40 = icmp eq i32 %39, 0, !dbg !43
  br i1 %40, label %41, label %42, !dbg !44

41:                                               ; preds = %26
  br label %79, !dbg !45

42:                                               ; preds = %26
  %43 = load i32, ptr %16, align 4, !dbg !46
  %44 = and i32 %43, 8, !dbg !47
  %45 = icmp ne i32 %44, 0, !dbg !46
  br i1 %45, label %46, label %59, !dbg !46

46:                                               ; preds = %42
  %47 = load i32, ptr %16, align 4, !dbg !48
  %48 = lshr i32 %47, 4, !dbg !49
  %49 = mul i32 %48, 3, !dbg !50
  %50 = load ptr, ptr %8, align 8, !dbg !51
  %51 = load i32, ptr %16, align 4, !dbg !52
  %52 = and i32 %51, 63, !dbg !53
  %53 = zext i32 %52 to i64, !dbg !51
  %54 = getelementptr inbounds i32, ptr %50, i64 %53, !dbg !51
  %55 = load i32, ptr %54, align 4, !dbg !51
  %56 = add i32 %49, %55, !dbg !54
  %57 = load i32, ptr %14, align 4, !dbg !55
  %58 = add i32 %57, %56, !dbg !55
  store i32 %58, ptr %14, align 4, !dbg !55
  br label %73, !dbg !56

59:                                               ; preds = %42
  %60 = load i32, ptr %16, align 4, !dbg !57
  %61 = lshr i32 %60, 5, !dbg !58
  %62 = mul i32 %61, 5, !dbg !59
  %63 = load ptr, ptr %8, align 8, !dbg !60
  %64 = load i32, ptr %16, align 4, !dbg !61
  %65 = lshr i32 %64, 6, !dbg !62
  %66 = and i32 %65, 63, !dbg !63
  %67 = zext i32 %66 to i64, !dbg !60
  %68 = getelementptr inbounds i32, ptr %63, i64 %67, !dbg !60
  %69 = load i32, ptr %68, align 4, !dbg !60
  %70 = xor i32 %62, %69, !dbg !64
  %71 = load i32, ptr %14, align 4, !dbg !65
  %72 = add i32 %71, %70, !dbg !65
  store i32 %72, ptr %14, align 4, !dbg !65
  br label %73

73:                                               ; preds = %59, %46
  %74 = load i32, ptr %14, align 4, !dbg !66
  %75 = load i32, ptr %12, align 4, !dbg !67
  %76 = icmp ugt i32 %74, %75, !dbg !68
  br i1 %76, label %77, label %78, !dbg !66

77:                                               ; preds = %73
  br label %82, !dbg !69

78:                                               ; preds = %73
  br label %79, !dbg !70

79:                                               ; preds = %78, %41
  %80 = load i32, ptr %15, align 4, !dbg !71
  %81 = add nsw i32 %80, 1, !dbg !71
  store i32 %81, ptr %15, align 4, !dbg !71
  br label %22, !dbg !31, !llvm.loop !72

82:                                               ; preds = %77, %22
  %83 = load i32, ptr %14, align 4, !dbg !74
  %84 = load ptr, ptr %9, align 8, !dbg !75
  %85 = load i32, ptr %13, align 4, !dbg !76
  %86 = sext i32 %85 to i64, !dbg !75
  %87 = getelementptr inbounds i32, ptr %84, i64 %86, !dbg !75
  store i32 %83, ptr %87, align 4, !dbg !77
  ret void, !dbg !78
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
!1 = !DIFile(filename: "merge/skip_continue.cu", directory: ".")
!2 = !{ptr @skip_continue, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "skip_continue", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!25 = !DILocation(line: 9, column: 12, scope: !9)
!26 = !DILocation(line: 10, column: 12, scope: !9)
!27 = !DILocation(line: 10, column: 8, scope: !9)
!28 = !DILocation(line: 10, column: 19, scope: !9)
!29 = !DILocation(line: 10, column: 23, scope: !9)
!30 = !DILocation(line: 10, column: 21, scope: !9)
!31 = !DILocation(line: 10, column: 3, scope: !9)
!32 = !DILocation(line: 11, column: 18, scope: !9)
!33 = !DILocation(line: 11, column: 32, scope: !9)
!34 = !DILocation(line: 11, column: 46, scope: !9)
!35 = !DILocation(line: 11, column: 34, scope: !9)
!36 = !DILocation(line: 11, column: 60, scope: !9)
!37 = !DILocation(line: 11, column: 48, scope: !9)
!38 = !DILocation(line: 11, column: 65, scope: !9)
!39 = !DILocation(line: 11, column: 63, scope: !9)
!40 = !DILocation(line: 11, column: 14, scope: !9)
!41 = !DILocation(line: 12, column: 10, scope: !9)
!42 = !DILocation(line: 12, column: 12, scope: !9)
!43 = !DILocation(line: 12, column: 18, scope: !9)
!44 = !DILocation(line: 12, column: 9, scope: !9)
!45 = !DILocation(line: 13, column: 7, scope: !9)
!46 = !DILocation(line: 14, column: 9, scope: !9)
!47 = !DILocation(line: 14, column: 11, scope: !9)
!48 = !DILocation(line: 15, column: 15, scope: !9)
!49 = !DILocation(line: 15, column: 17, scope: !9)
!50 = !DILocation(line: 15, column: 23, scope: !9)
!51 = !DILocation(line: 15, column: 30, scope: !9)
!52 = !DILocation(line: 15, column: 34, scope: !9)
!53 = !DILocation(line: 15, column: 36, scope: !9)
!54 = !DILocation(line: 15, column: 28, scope: !9)
!55 = !DILocation(line: 15, column: 11, scope: !9)
!56 = !DILocation(line: 16, column: 5, scope: !9)
!57 = !DILocation(line: 17, column: 15, scope: !9)
!58 = !DILocation(line: 17, column: 17, scope: !9)
!59 = !DILocation(line: 17, column: 23, scope: !9)
!60 = !DILocation(line: 17, column: 30, scope: !9)
!61 = !DILocation(line: 17, column: 35, scope: !9)
!62 = !DILocation(line: 17, column: 37, scope: !9)
!63 = !DILocation(line: 17, column: 43, scope: !9)
!64 = !DILocation(line: 17, column: 28, scope: !9)
!65 = !DILocation(line: 17, column: 11, scope: !9)
!66 = !DILocation(line: 19, column: 9, scope: !9)
!67 = !DILocation(line: 19, column: 15, scope: !9)
!68 = !DILocation(line: 19, column: 13, scope: !9)
!69 = !DILocation(line: 20, column: 7, scope: !9)
!70 = !DILocation(line: 21, column: 3, scope: !9)
!71 = !DILocation(line: 10, column: 26, scope: !9)
!72 = distinct !{!72, !31, !70, !73}
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 22, column: 12, scope: !9)
!75 = !DILocation(line: 22, column: 3, scope: !9)
!76 = !DILocation(line: 22, column: 7, scope: !9)
!77 = !DILocation(line: 22, column: 10, scope: !9)
!78 = !DILocation(line: 23, column: 1, scope: !9)
