; ModuleID = 'merge/partition_keys.cu'
source_filename = "merge/partition_keys.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @partition_keys(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !9 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  store i32 %5, ptr %12, align 4
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %19 = mul i32 %17, %18, !dbg !19
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %21 = add i32 %19, %20, !dbg !23
  store i32 %21, ptr %13, align 4, !dbg !24
  %22 = load i32, ptr %13, align 4, !dbg !25
  %23 = load i32, ptr %12, align 4, !dbg !26
  %24 = icmp sge i32 %22, %23, !dbg !27
  br i1 %24, label %25, label %26, !dbg !25

25:                                               ; preds = %6
  br label %75, !dbg !28

26:                                               ; preds = %6
  %27 = load ptr, ptr %7, align 8, !dbg !29
  %28 = load i32, ptr %13, align 4, !dbg !30
  %29 = sext i32 %28 to i64, !dbg !29
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !29
  %31 = load i32, ptr %30, align 4, !dbg !29
  %32 = lshr i32 %31, 8, !dbg !31
  store i32 %32, ptr %14, align 4, !dbg !32
  %33 = load i32, ptr %14, align 4, !dbg !33
  %34 = load i32, ptr %11, align 4, !dbg !34
  %35 = icmp ult i32 %33, %34, !dbg !35
  br i1 %35, label %36, label %55, !dbg !33

36:                                               ; preds = %26
  %37 = load ptr, ptr %8, align 8, !dbg !36
  %38 = load i32, ptr %14, align 4, !dbg !37
  %39 = and i32 %38, 255, !dbg !38
  %40 = zext i32 %39 to i64, !dbg !36
  %41 = getelementptr inbounds i32, ptr %37, i64 %40, !dbg !36
  %42 = load i32, ptr %41, align 4, !dbg !36
  store i32 %42, ptr %15, align 4, !dbg !39
  %43 = load i32, ptr %14, align 4, !dbg !40
  %44 = mul i32 %43, 2, !dbg !41
  %45 = load i32, ptr %15, align 4, !dbg !42
  %46 = add i32 %44, %45, !dbg !43
  %47 = load ptr, ptr %9, align 8, !dbg !44
  %48 = load i32, ptr %13, align 4, !dbg !45
  %49 = sext i32 %48 to i64, !dbg !44
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !44
  store i32 %46, ptr %50, align 4, !dbg !46
  %51 = load ptr, ptr %10, align 8, !dbg !47
  %52 = load i32, ptr %13, align 4, !dbg !48
  %53 = sext i32 %52 to i64, !dbg !47
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !47
  store i32 0, ptr %54, align 4, !dbg !49
  br label %75, !dbg !50

55:                                               ; preds = %26
  %56 = load ptr, ptr %8, align 8, !dbg !51
  %57 = load i32, ptr %14, align 4, !dbg !52
  %58 = lshr i32 %57, 8, !dbg !53
  %59 = and i32 %58, 255, !dbg !54
  %60 = zext i32 %59 to i64, !dbg !51
  %61 = getelementptr inbounds i32, ptr %56, i64 %60, !dbg !51
  %62 = load i32, ptr %61, align 4, !dbg !51
  store i32 %62, ptr %16, align 4, !dbg !55
  %63 = load i32, ptr %14, align 4, !dbg !56
  %64 = mul i32 %63, 3, !dbg !57
  %65 = load i32, ptr %16, align 4, !dbg !58
  %66 = sub i32 %64, %65, !dbg !59
  %67 = load ptr, ptr %10, align 8, !dbg !60
  %68 = load i32, ptr %13, align 4, !dbg !61
  %69 = sext i32 %68 to i64, !dbg !60
  %70 = getelementptr inbounds i32, ptr %67, i64 %69, !dbg !60
  store i32 %66, ptr %70, align 4, !dbg !62
  %71 = load ptr, ptr %9, align 8, !dbg !63
  %72 = load i32, ptr %13, align 4, !dbg !64
  %73 = sext i32 %72 to i64, !dbg !63
  %74 = getelementptr inbounds i32, ptr %71, i64 %73, !dbg !63
  store i32 0, ptr %74, align 4, !dbg !65
  br label %75

75:                                               ; preds = %25, %55, %36
  ret void, !dbg !66
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
!1 = !DIFile(filename: "merge/partition_keys.cu", directory: ".")
!2 = !{ptr @partition_keys, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "partition_keys", scope: !1, file: !1, line: 6, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!29 = !DILocation(line: 11, column: 18, scope: !9)
!30 = !DILocation(line: 11, column: 23, scope: !9)
!31 = !DILocation(line: 11, column: 26, scope: !9)
!32 = !DILocation(line: 11, column: 12, scope: !9)
!33 = !DILocation(line: 12, column: 7, scope: !9)
!34 = !DILocation(line: 12, column: 13, scope: !9)
!35 = !DILocation(line: 12, column: 11, scope: !9)
!36 = !DILocation(line: 13, column: 18, scope: !9)
!37 = !DILocation(line: 13, column: 20, scope: !9)
!38 = !DILocation(line: 13, column: 24, scope: !9)
!39 = !DILocation(line: 13, column: 14, scope: !9)
!40 = !DILocation(line: 14, column: 14, scope: !9)
!41 = !DILocation(line: 14, column: 18, scope: !9)
!42 = !DILocation(line: 14, column: 25, scope: !9)
!43 = !DILocation(line: 14, column: 23, scope: !9)
!44 = !DILocation(line: 14, column: 5, scope: !9)
!45 = !DILocation(line: 14, column: 9, scope: !9)
!46 = !DILocation(line: 14, column: 12, scope: !9)
!47 = !DILocation(line: 15, column: 5, scope: !9)
!48 = !DILocation(line: 15, column: 10, scope: !9)
!49 = !DILocation(line: 15, column: 13, scope: !9)
!50 = !DILocation(line: 16, column: 3, scope: !9)
!51 = !DILocation(line: 17, column: 18, scope: !9)
!52 = !DILocation(line: 17, column: 21, scope: !9)
!53 = !DILocation(line: 17, column: 25, scope: !9)
!54 = !DILocation(line: 17, column: 31, scope: !9)
!55 = !DILocation(line: 17, column: 14, scope: !9)
!56 = !DILocation(line: 18, column: 15, scope: !9)
!57 = !DILocation(line: 18, column: 19, scope: !9)
!58 = !DILocation(line: 18, column: 26, scope: !9)
!59 = !DILocation(line: 18, column: 24, scope: !9)
!60 = !DILocation(line: 18, column: 5, scope: !9)
!61 = !DILocation(line: 18, column: 10, scope: !9)
!62 = !DILocation(line: 18, column: 13, scope: !9)
!63 = !DILocation(line: 19, column: 5, scope: !9)
!64 = !DILocation(line: 19, column: 9, scope: !9)
!65 = !DILocation(line: 19, column: 12, scope: !9)
!66 = !DILocation(line: 21, column: 1, scope: !9)
