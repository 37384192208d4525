; ModuleID = 'barriers/fail-unrolled-barrier.cu'
source_filename = "barriers/fail-unrolled-barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ21fail_unrolled_barrierE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_unrolled_barrier(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %7, align 4, !dbg !16
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %13 = mul i32 %11, %12, !dbg !23
  %14 = load i32, ptr %7, align 4, !dbg !24
  %15 = add i32 %13, %14, !dbg !25
  store i32 %15, ptr %8, align 4, !dbg !26
  %16 = load ptr, ptr %4, align 8, !dbg !27
  %17 = load i32, ptr %8, align 4, !dbg !28
  %18 = zext i32 %17 to i64, !dbg !27
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !27
  %20 = load i32, ptr %19, align 4, !dbg !27
  %21 = load i32, ptr %7, align 4, !dbg !29
  %22 = zext i32 %21 to i64, !dbg !30
  %23 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21fail_unrolled_barrierE1s to ptr), i64 0, i64 %22, !dbg !30
  store i32 %20, ptr %23, align 4, !dbg !31
  store i32 0, ptr %9, align 4, !dbg !32
  br label %24, !dbg !33

24:                                               ; preds = %39, %3
  %25 = load i32, ptr %9, align 4, !dbg !34
  %26 = icmp slt i32 %25, 6, !dbg !35
  br i1 %26, label %27, label %42, !dbg !36

27:                                               ; preds = %24
  %28 = load i32, ptr %7, align 4, !dbg !37
  %29 = load i32, ptr %6, align 4, !dbg !38
  %30 = icmp ult i32 %28, %29, !dbg !39
  br i1 %30, label %31, label %38, !dbg !37

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4, !dbg !40
  %33 = load i32, ptr %7, align 4, !dbg !41
  %34 = zext i32 %33 to i64, !dbg !42
  %35 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21fail_unrolled_barrierE1s to ptr), i64 0, i64 %34, !dbg !42
  %36 = load i32, ptr %35, align 4, !dbg !43
  %37 = add nsw i32 %36, %32, !dbg !43
  store i32 %37, ptr %35, align 4, !dbg !43
  call void @llvm.nvvm.barrier0(), !dbg !44
  br label %38, !dbg !45

38:                                               ; preds = %31, %27
  br label %39, !dbg !46

39:                                               ; preds = %38
  %40 = load i32, ptr %9, align 4, !dbg !47
  %41 = add nsw i32 %40, 1, !dbg !47
  store i32 %41, ptr %9, align 4, !dbg !47
  br label %24, !dbg !36, !llvm.loop !48

42:                                               ; preds = %24
  %43 = load i32, ptr %7, align 4, !dbg !51
  %44 = zext i32 %43 to i64, !dbg !52
  %45 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ21fail_unrolled_barrierE1s to ptr), i64 0, i64 %44, !dbg !52
  %46 = load i32, ptr %45, align 4, !dbg !52
  %47 = load ptr, ptr %5, align 8, !dbg !53
  %48 = load i32, ptr %8, align 4, !dbg !54
  %49 = zext i32 %48 to i64, !dbg !53
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !53
  store i32 %46, ptr %50, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-unrolled-barrier.cu", directory: ".")
!2 = !{ptr @fail_unrolled_barrier, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_unrolled_barrier", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 7, column: 16, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 8, column: 20, scope: !9)
!20 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 8, column: 33, scope: !9)
!23 = !DILocation(line: 8, column: 31, scope: !9)
!24 = !DILocation(line: 8, column: 46, scope: !9)
!25 = !DILocation(line: 8, column: 44, scope: !9)
!26 = !DILocation(line: 8, column: 16, scope: !9)
!27 = !DILocation(line: 9, column: 10, scope: !9)
!28 = !DILocation(line: 9, column: 13, scope: !9)
!29 = !DILocation(line: 9, column: 5, scope: !9)
!30 = !DILocation(line: 9, column: 3, scope: !9)
!31 = !DILocation(line: 9, column: 8, scope: !9)
!32 = !DILocation(line: 11, column: 12, scope: !9)
!33 = !DILocation(line: 11, column: 8, scope: !9)
!34 = !DILocation(line: 11, column: 19, scope: !9)
!35 = !DILocation(line: 11, column: 21, scope: !9)
!36 = !DILocation(line: 11, column: 3, scope: !9)
!37 = !DILocation(line: 12, column: 9, scope: !9)
!38 = !DILocation(line: 12, column: 27, scope: !9)
!39 = !DILocation(line: 12, column: 11, scope: !9)
!40 = !DILocation(line: 13, column: 15, scope: !9)
!41 = !DILocation(line: 13, column: 9, scope: !9)
!42 = !DILocation(line: 13, column: 7, scope: !9)
!43 = !DILocation(line: 13, column: 12, scope: !9)
!44 = !DILocation(line: 14, column: 7, scope: !9)
!45 = !DILocation(line: 15, column: 5, scope: !9)
!46 = !DILocation(line: 16, column: 3, scope: !9)
!47 = !DILocation(line: 11, column: 26, scope: !9)
!48 = distinct !{!48, !36, !46, !49, !50}
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.unroll.enable"}
!51 = !DILocation(line: 17, column: 14, scope: !9)
!52 = !DILocation(line: 17, column: 12, scope: !9)
!53 = !DILocation(line: 17, column: 3, scope: !9)
!54 = !DILocation(line: 17, column: 7, scope: !9)
!55 = !DILocation(line: 17, column: 10, scope: !9)
!56 = !DILocation(line: 18, column: 1, scope: !9)
