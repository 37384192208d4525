; ModuleID = 'barriers/pass-shared-last-block.cu'
source_filename = "barriers/pass-shared-last-block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_gridDim_t = type { i8 }

@_ZZ22pass_shared_last_blockE1s = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ22pass_shared_last_blockE7am_last = internal addrspace(3) global i32 undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.wf_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_shared_last_block(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %18, ptr %13, align 4, !dbg !16
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %21 = mul i32 %19, %20, !dbg !23
  %22 = load i32, ptr %13, align 4, !dbg !24
  %23 = add i32 %21, %22, !dbg !25
  store i32 %23, ptr %14, align 4, !dbg !26
  %24 = load ptr, ptr %9, align 8, !dbg !27
  %25 = load i32, ptr %14, align 4, !dbg !28
  %26 = zext i32 %25 to i64, !dbg !27
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !27
  %28 = load i32, ptr %27, align 4, !dbg !27
  %29 = load i32, ptr %13, align 4, !dbg !29
  %30 = zext i32 %29 to i64, !dbg !30
  %31 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %30, !dbg !30
  store i32 %28, ptr %31, align 4, !dbg !31
  call void @llvm.nvvm.barrier0(), !dbg !32
  %32 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %33 = udiv i32 %32, 2, !dbg !35
  store i32 %33, ptr %15, align 4, !dbg !36
  br label %34, !dbg !37

34:                                               ; preds = %54, %4
  %35 = load i32, ptr %15, align 4, !dbg !38
  %36 = icmp ugt i32 %35, 0, !dbg !39
  br i1 %36, label %37, label %57, !dbg !40

37:                                               ; preds = %34
  %38 = load i32, ptr %13, align 4, !dbg !41
  %39 = load i32, ptr %15, align 4, !dbg !42
  %40 = icmp ult i32 %38, %39, !dbg !43
  br i1 %40, label %41, label %53, !dbg !41

41:                                               ; preds = %37
  %42 = load i32, ptr %13, align 4, !dbg !44
  %43 = load i32, ptr %15, align 4, !dbg !45
  %44 = add i32 %42, %43, !dbg !46
  %45 = zext i32 %44 to i64, !dbg !47
  %46 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %45, !dbg !47
  %47 = load i32, ptr %46, align 4, !dbg !47
  %48 = load i32, ptr %13, align 4, !dbg !48
  %49 = zext i32 %48 to i64, !dbg !49
  %50 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %49, !dbg !49
  %51 = load i32, ptr %50, align 4, !dbg !50
  %52 = add nsw i32 %51, %47, !dbg !50
  store i32 %52, ptr %50, align 4, !dbg !50
  br label %53, !dbg !49

53:                                               ; preds = %41, %37
  call void @llvm.nvvm.barrier0(), !dbg !51
  br label %54, !dbg !52

54:                                               ; preds = %53
  %55 = load i32, ptr %15, align 4, !dbg !53
  %56 = udiv i32 %55, 2, !dbg !53
  store i32 %56, ptr %15, align 4, !dbg !53
  br label %34, !dbg !40, !llvm.loop !54

57:                                               ; preds = %34
  %58 = load i32, ptr %13, align 4, !dbg !56
  %59 = icmp eq i32 %58, 0, !dbg !57
  br i1 %59, label %60, label %77, !dbg !56

60:                                               ; preds = %57
  %61 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), align 4, !dbg !58
  %62 = load ptr, ptr %10, align 8, !dbg !59
  %63 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !60
  %64 = zext i32 %63 to i64, !dbg !59
  %65 = getelementptr inbounds i32, ptr %62, i64 %64, !dbg !59
  store i32 %61, ptr %65, align 4, !dbg !62
  call void @llvm.nvvm.membar.gl(), !dbg !63
  %66 = load ptr, ptr %11, align 8, !dbg !66
  store ptr %66, ptr %5, align 8
  store i32 1, ptr %6, align 4
  %67 = load ptr, ptr %5, align 8, !dbg !67
  %68 = load i32, ptr %6, align 4, !dbg !67
  store i32 %68, ptr %7, align 4, !dbg !67
  %69 = load i32, ptr %7, align 4, !dbg !67
  %70 = atomicrmw add ptr %67, i32 %69 monotonic, align 4, !dbg !67
  store i32 %70, ptr %8, align 4, !dbg !67
  %71 = load i32, ptr %8, align 4, !dbg !67
  store i32 %71, ptr %16, align 4, !dbg !70
  %72 = load i32, ptr %16, align 4, !dbg !71
  %73 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !72
  %74 = sub i32 %73, 1, !dbg !75
  %75 = icmp eq i32 %72, %74, !dbg !76
  %76 = zext i1 %75 to i32, !dbg !77
  store i32 %76, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE7am_last to ptr), align 4, !dbg !78
  br label %77, !dbg !79

77:                                               ; preds = %60, %57
  call void @llvm.nvvm.barrier0(), !dbg !80
  %78 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE7am_last to ptr), align 4, !dbg !81
  %79 = icmp ne i32 %78, 0, !dbg !81
  br i1 %79, label %80, label %129, !dbg !81

80:                                               ; preds = %77
  %81 = load i32, ptr %13, align 4, !dbg !82
  %82 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !83
  %83 = icmp ult i32 %81, %82, !dbg !85
  br i1 %83, label %84, label %90, !dbg !82

84:                                               ; preds = %80
  %85 = load ptr, ptr %10, align 8, !dbg !86
  %86 = load i32, ptr %13, align 4, !dbg !87
  %87 = zext i32 %86 to i64, !dbg !86
  %88 = getelementptr inbounds i32, ptr %85, i64 %87, !dbg !86
  %89 = load i32, ptr %88, align 4, !dbg !86
  br label %91, !dbg !82

90:                                               ; preds = %80
  br label %91, !dbg !82

91:                                               ; preds = %90, %84
  %92 = phi i32 [ %89, %84 ], [ 0, %90 ], !dbg !82
  %93 = load i32, ptr %13, align 4, !dbg !88
  %94 = zext i32 %93 to i64, !dbg !89
  %95 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %94, !dbg !89
  store i32 %92, ptr %95, align 4, !dbg !90
  call void @llvm.nvvm.barrier0(), !dbg !91
  %96 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !92
  %97 = udiv i32 %96, 2, !dbg !94
  store i32 %97, ptr %17, align 4, !dbg !95
  br label %98, !dbg !96

98:                                               ; preds = %118, %91
  %99 = load i32, ptr %17, align 4, !dbg !97
  %100 = icmp ugt i32 %99, 0, !dbg !98
  br i1 %100, label %101, label %121, !dbg !99

101:                                              ; preds = %98
  %102 = load i32, ptr %13, align 4, !dbg !100
  %103 = load i32, ptr %17, align 4, !dbg !101
  %104 = icmp ult i32 %102, %103, !dbg !102
  br i1 %104, label %105, label %117, !dbg !100

105:                                              ; preds = %101
  %106 = load i32, ptr %13, align 4, !dbg !103
  %107 = load i32, ptr %17, align 4, !dbg !104
  %108 = add i32 %106, %107, !dbg !105
  %109 = zext i32 %108 to i64, !dbg !106
  %110 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %109, !dbg !106
  %111 = load i32, ptr %110, align 4, !dbg !106
  %112 = load i32, ptr %13, align 4, !dbg !107
  %113 = zext i32 %112 to i64, !dbg !108
  %114 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %113, !dbg !108
  %115 = load i32, ptr %114, align 4, !dbg !109
  %116 = add nsw i32 %115, %111, !dbg !109
  store i32 %116, ptr %114, align 4, !dbg !109
  br label %117, !dbg !108

117:                                              ; preds = %105, %101
  call void @llvm.nvvm.barrier0(), !dbg !110
  br label %118, !dbg !111

118:                                              ; preds = %117
  %119 = load i32, ptr %17, align 4, !dbg !112
  %120 = udiv i32 %119, 2, !dbg !112
  store i32 %120, ptr %17, align 4, !dbg !112
  br label %98, !dbg !99, !llvm.loop !113

121:                                              ; preds = %98
  %122 = load i32, ptr %13, align 4, !dbg !114
  %123 = icmp eq i32 %122, 0, !dbg !115
  br i1 %123, label %124, label %128, !dbg !114

124:                                              ; preds = %121
  %125 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), align 4, !dbg !116
  %126 = load ptr, ptr %12, align 8, !dbg !117
  %127 = getelementptr inbounds i32, ptr %126, i64 0, !dbg !117
  store i32 %125, ptr %127, align 4, !dbg !118
  br label %128, !dbg !117

128:                                              ; preds = %124, %121
  br label %129, !dbg !119

129:                                              ; preds = %128, %77
  ret void, !dbg !120
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/pass-shared-last-block.cu", directory: ".")
!2 = !{ptr @pass_shared_last_block, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_shared_last_block", scope: !1, file: !1, line: 8, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 20, scope: !9)
!16 = !DILocation(line: 12, column: 16, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 13, column: 20, scope: !9)
!20 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 13, column: 33, scope: !9)
!23 = !DILocation(line: 13, column: 31, scope: !9)
!24 = !DILocation(line: 13, column: 46, scope: !9)
!25 = !DILocation(line: 13, column: 44, scope: !9)
!26 = !DILocation(line: 13, column: 16, scope: !9)
!27 = !DILocation(line: 14, column: 10, scope: !9)
!28 = !DILocation(line: 14, column: 13, scope: !9)
!29 = !DILocation(line: 14, column: 5, scope: !9)
!30 = !DILocation(line: 14, column: 3, scope: !9)
!31 = !DILocation(line: 14, column: 8, scope: !9)
!32 = !DILocation(line: 15, column: 3, scope: !9)
!33 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !34)
!34 = distinct !DILocation(line: 16, column: 30, scope: !9)
!35 = !DILocation(line: 16, column: 41, scope: !9)
!36 = !DILocation(line: 16, column: 21, scope: !9)
!37 = !DILocation(line: 16, column: 8, scope: !9)
!38 = !DILocation(line: 16, column: 46, scope: !9)
!39 = !DILocation(line: 16, column: 53, scope: !9)
!40 = !DILocation(line: 16, column: 3, scope: !9)
!41 = !DILocation(line: 17, column: 9, scope: !9)
!42 = !DILocation(line: 17, column: 13, scope: !9)
!43 = !DILocation(line: 17, column: 11, scope: !9)
!44 = !DILocation(line: 18, column: 17, scope: !9)
!45 = !DILocation(line: 18, column: 21, scope: !9)
!46 = !DILocation(line: 18, column: 19, scope: !9)
!47 = !DILocation(line: 18, column: 15, scope: !9)
!48 = !DILocation(line: 18, column: 9, scope: !9)
!49 = !DILocation(line: 18, column: 7, scope: !9)
!50 = !DILocation(line: 18, column: 12, scope: !9)
!51 = !DILocation(line: 19, column: 5, scope: !9)
!52 = !DILocation(line: 20, column: 3, scope: !9)
!53 = !DILocation(line: 16, column: 65, scope: !9)
!54 = distinct !{!54, !40, !52, !55}
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 21, column: 7, scope: !9)
!57 = !DILocation(line: 21, column: 9, scope: !9)
!58 = !DILocation(line: 22, column: 27, scope: !9)
!59 = !DILocation(line: 22, column: 5, scope: !9)
!60 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !61)
!61 = distinct !DILocation(line: 22, column: 13, scope: !9)
!62 = !DILocation(line: 22, column: 25, scope: !9)
!63 = !DILocation(line: 66, column: 45, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 66, type: !10, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!65 = distinct !DILocation(line: 23, column: 5, scope: !9)
!66 = !DILocation(line: 24, column: 32, scope: !9)
!67 = !DILocation(line: 128, column: 1, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 128, type: !10, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!69 = distinct !DILocation(line: 24, column: 22, scope: !9)
!70 = !DILocation(line: 24, column: 18, scope: !9)
!71 = !DILocation(line: 25, column: 16, scope: !9)
!72 = !DILocation(line: 48, column: 1, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 48, type: !10, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!74 = distinct !DILocation(line: 25, column: 21, scope: !9)
!75 = !DILocation(line: 25, column: 31, scope: !9)
!76 = !DILocation(line: 25, column: 18, scope: !9)
!77 = !DILocation(line: 25, column: 15, scope: !9)
!78 = !DILocation(line: 25, column: 13, scope: !9)
!79 = !DILocation(line: 26, column: 3, scope: !9)
!80 = !DILocation(line: 27, column: 3, scope: !9)
!81 = !DILocation(line: 28, column: 7, scope: !9)
!82 = !DILocation(line: 29, column: 12, scope: !9)
!83 = !DILocation(line: 48, column: 1, scope: !73, inlinedAt: !84)
!84 = distinct !DILocation(line: 29, column: 16, scope: !9)
!85 = !DILocation(line: 29, column: 14, scope: !9)
!86 = !DILocation(line: 29, column: 28, scope: !9)
!87 = !DILocation(line: 29, column: 36, scope: !9)
!88 = !DILocation(line: 29, column: 7, scope: !9)
!89 = !DILocation(line: 29, column: 5, scope: !9)
!90 = !DILocation(line: 29, column: 10, scope: !9)
!91 = !DILocation(line: 30, column: 5, scope: !9)
!92 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !93)
!93 = distinct !DILocation(line: 31, column: 32, scope: !9)
!94 = !DILocation(line: 31, column: 43, scope: !9)
!95 = !DILocation(line: 31, column: 23, scope: !9)
!96 = !DILocation(line: 31, column: 10, scope: !9)
!97 = !DILocation(line: 31, column: 48, scope: !9)
!98 = !DILocation(line: 31, column: 55, scope: !9)
!99 = !DILocation(line: 31, column: 5, scope: !9)
!100 = !DILocation(line: 32, column: 11, scope: !9)
!101 = !DILocation(line: 32, column: 15, scope: !9)
!102 = !DILocation(line: 32, column: 13, scope: !9)
!103 = !DILocation(line: 33, column: 19, scope: !9)
!104 = !DILocation(line: 33, column: 23, scope: !9)
!105 = !DILocation(line: 33, column: 21, scope: !9)
!106 = !DILocation(line: 33, column: 17, scope: !9)
!107 = !DILocation(line: 33, column: 11, scope: !9)
!108 = !DILocation(line: 33, column: 9, scope: !9)
!109 = !DILocation(line: 33, column: 14, scope: !9)
!110 = !DILocation(line: 34, column: 7, scope: !9)
!111 = !DILocation(line: 35, column: 5, scope: !9)
!112 = !DILocation(line: 31, column: 67, scope: !9)
!113 = distinct !{!113, !99, !111, !55}
!114 = !DILocation(line: 36, column: 9, scope: !9)
!115 = !DILocation(line: 36, column: 11, scope: !9)
!116 = !DILocation(line: 37, column: 16, scope: !9)
!117 = !DILocation(line: 37, column: 7, scope: !9)
!118 = !DILocation(line: 37, column: 14, scope: !9)
!119 = !DILocation(line: 38, column: 3, scope: !9)
!120 = !DILocation(line: 39, column: 1, scope: !9)
