; ModuleID = 'divergence/kway2.cu'
source_filename = "divergence/kway2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @kway2(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %14 = mul i32 %12, %13, !dbg !19
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %16 = add i32 %14, %15, !dbg !23
  store i32 %16, ptr %7, align 4, !dbg !24
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %18 = urem i32 %17, 32, !dbg !27
  %19 = urem i32 %18, 2, !dbg !28
  store i32 %19, ptr %8, align 4, !dbg !29
  %20 = load ptr, ptr %4, align 8, !dbg !30
  %21 = load i32, ptr %7, align 4, !dbg !31
  %22 = zext i32 %21 to i64, !dbg !30
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !30
  %24 = load i32, ptr %23, align 4, !dbg !30
  store i32 %24, ptr %9, align 4, !dbg !32
  %25 = load i32, ptr %8, align 4, !dbg !33
  switch i32 %25, label %54 [
    i32 0, label %26
    i32 1, label %39
  ], !dbg !34

26:                                               ; preds = %3
  store i32 0, ptr %10, align 4, !dbg !35
  br label %27, !dbg !36

27:                                               ; preds = %35, %26
  %28 = load i32, ptr %10, align 4, !dbg !37
  %29 = load i32, ptr %6, align 4, !dbg !38
  %30 = icmp slt i32 %28, %29, !dbg !39
  br i1 %30, label %31, label %38, !dbg !40

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4, !dbg !41
  %33 = mul i32 %32, 3, !dbg !42
  %34 = add i32 %33, 40503, !dbg !43
  store i32 %34, ptr %9, align 4, !dbg !44
  br label %35, !dbg !45

35:                                               ; preds = %31
  %36 = load i32, ptr %10, align 4, !dbg !46
  %37 = add nsw i32 %36, 1, !dbg !46
  store i32 %37, ptr %10, align 4, !dbg !46
  br label %27, !dbg !40, !llvm.loop !47

38:                                               ; preds = %27
  br label %55, !dbg !50

39:                                               ; preds = %3
  store i32 0, ptr %11, align 4, !dbg !51
  br label %40, !dbg !52

40:                                               ; preds = %50, %39
  %41 = load i32, ptr %11, align 4, !dbg !53
  %42 = load i32, ptr %6, align 4, !dbg !54
  %43 = icmp slt i32 %41, %42, !dbg !55
  br i1 %43, label %44, label %53, !dbg !56

44:                                               ; preds = %40
  %45 = load i32, ptr %9, align 4, !dbg !57
  %46 = load i32, ptr %9, align 4, !dbg !58
  %47 = lshr i32 %46, 2, !dbg !59
  %48 = xor i32 %45, %47, !dbg !60
  %49 = mul i32 %48, 69, !dbg !61
  store i32 %49, ptr %9, align 4, !dbg !62
  br label %50, !dbg !63

50:                                               ; preds = %44
  %51 = load i32, ptr %11, align 4, !dbg !64
  %52 = add nsw i32 %51, 1, !dbg !64
  store i32 %52, ptr %11, align 4, !dbg !64
  br label %40, !dbg !56, !llvm.loop !65

53:                                               ; preds = %40
  br label %55, !dbg !67

54:                                               ; preds = %3
  br label %55, !dbg !68

55:                                               ; preds = %54, %53, %38
  %56 = load i32, ptr %9, align 4, !dbg !69
  %57 = load ptr, ptr %5, align 8, !dbg !70
  %58 = load i32, ptr %7, align 4, !dbg !71
  %59 = zext i32 %58 to i64, !dbg !70
  %60 = getelementptr inbounds i32, ptr %57, i64 %59, !dbg !70
  store i32 %56, ptr %60, align 4, !dbg !72
  ret void, !dbg !73
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
!1 = !DIFile(filename: "divergence/kway2.cu", directory: ".")
!2 = !{ptr @kway2, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway2", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!68 = !DILocation(line: 21, column: 5, scope: !9)
!69 = !DILocation(line: 23, column: 12, scope: !9)
!70 = !DILocation(line: 23, column: 3, scope: !9)
!71 = !DILocation(line: 23, column: 7, scope: !9)
!72 = !DILocation(line: 23, column: 10, scope: !9)
!73 = !DILocation(line: 24, column: 1, scope: !9)
