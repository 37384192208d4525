; ModuleID = 'barriers/fail-tid-loop.cu'
source_filename = "barriers/fail-tid-loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ13fail_tid_loopE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_tid_loop(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %5, align 4, !dbg !16
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %12 = mul i32 %10, %11, !dbg !23
  %13 = load i32, ptr %5, align 4, !dbg !24
  %14 = add i32 %12, %13, !dbg !25
  store i32 %14, ptr %6, align 4, !dbg !26
  %15 = load ptr, ptr %3, align 8, !dbg !27
  %16 = load i32, ptr %6, align 4, !dbg !28
  %17 = zext i32 %16 to i64, !dbg !27
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !27
  %19 = load i32, ptr %18, align 4, !dbg !27
  %20 = load i32, ptr %5, align 4, !dbg !29
  %21 = zext i32 %20 to i64, !dbg !30
  %22 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13fail_tid_loopE1s to ptr), i64 0, i64 %21, !dbg !30
  store i32 %19, ptr %22, align 4, !dbg !31
  store i32 0, ptr %7, align 4, !dbg !32
  store i32 0, ptr %8, align 4, !dbg !33
  br label %23, !dbg !34

23:                                               ; preds = %41, %2
  %24 = load i32, ptr %8, align 4, !dbg !35
  %25 = load i32, ptr %5, align 4, !dbg !36
  %26 = urem i32 %25, 4, !dbg !37
  %27 = add i32 %26, 1, !dbg !38
  %28 = icmp ult i32 %24, %27, !dbg !39
  br i1 %28, label %29, label %44, !dbg !40

29:                                               ; preds = %23
  call void @llvm.nvvm.barrier0(), !dbg !41
  %30 = load i32, ptr %5, align 4, !dbg !42
  %31 = load i32, ptr %8, align 4, !dbg !43
  %32 = add i32 %30, %31, !dbg !44
  %33 = add i32 %32, 1, !dbg !45
  %34 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %35 = urem i32 %33, %34, !dbg !48
  %36 = zext i32 %35 to i64, !dbg !49
  %37 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13fail_tid_loopE1s to ptr), i64 0, i64 %36, !dbg !49
  %38 = load i32, ptr %37, align 4, !dbg !49
  %39 = load i32, ptr %7, align 4, !dbg !50
  %40 = add nsw i32 %39, %38, !dbg !50
  store i32 %40, ptr %7, align 4, !dbg !50
  br label %41, !dbg !51

41:                                               ; preds = %29
  %42 = load i32, ptr %8, align 4, !dbg !52
  %43 = add i32 %42, 1, !dbg !52
  store i32 %43, ptr %8, align 4, !dbg !52
  br label %23, !dbg !40, !llvm.loop !53

44:                                               ; preds = %23
  %45 = load i32, ptr %7, align 4, !dbg !55
  %46 = load ptr, ptr %4, align 8, !dbg !56
  %47 = load i32, ptr %6, align 4, !dbg !57
  %48 = zext i32 %47 to i64, !dbg !56
  %49 = getelementptr inbounds i32, ptr %46, i64 %48, !dbg !56
  store i32 %45, ptr %49, align 4, !dbg !58
  ret void, !dbg !59
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
!1 = !DIFile(filename: "barriers/fail-tid-loop.cu", directory: ".")
!2 = !{ptr @fail_tid_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_tid_loop", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 8, column: 16, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 9, column: 20, scope: !9)
!20 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 9, column: 33, scope: !9)
!23 = !DILocation(line: 9, column: 31, scope: !9)
!24 = !DILocation(line: 9, column: 46, scope: !9)
!25 = !DILocation(line: 9, column: 44, scope: !9)
!26 = !DILocation(line: 9, column: 16, scope: !9)
!27 = !DILocation(line: 10, column: 10, scope: !9)
!28 = !DILocation(line: 10, column: 13, scope: !9)
!29 = !DILocation(line: 10, column: 5, scope: !9)
!30 = !DILocation(line: 10, column: 3, scope: !9)
!31 = !DILocation(line: 10, column: 8, scope: !9)
!32 = !DILocation(line: 11, column: 7, scope: !9)
!33 = !DILocation(line: 12, column: 21, scope: !9)
!34 = !DILocation(line: 12, column: 8, scope: !9)
!35 = !DILocation(line: 12, column: 28, scope: !9)
!36 = !DILocation(line: 12, column: 32, scope: !9)
!37 = !DILocation(line: 12, column: 34, scope: !9)
!38 = !DILocation(line: 12, column: 38, scope: !9)
!39 = !DILocation(line: 12, column: 30, scope: !9)
!40 = !DILocation(line: 12, column: 3, scope: !9)
!41 = !DILocation(line: 13, column: 5, scope: !9)
!42 = !DILocation(line: 14, column: 15, scope: !9)
!43 = !DILocation(line: 14, column: 19, scope: !9)
!44 = !DILocation(line: 14, column: 17, scope: !9)
!45 = !DILocation(line: 14, column: 21, scope: !9)
!46 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !47)
!47 = distinct !DILocation(line: 14, column: 28, scope: !9)
!48 = !DILocation(line: 14, column: 26, scope: !9)
!49 = !DILocation(line: 14, column: 12, scope: !9)
!50 = !DILocation(line: 14, column: 9, scope: !9)
!51 = !DILocation(line: 15, column: 3, scope: !9)
!52 = !DILocation(line: 12, column: 44, scope: !9)
!53 = distinct !{!53, !40, !51, !54}
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 16, column: 12, scope: !9)
!56 = !DILocation(line: 16, column: 3, scope: !9)
!57 = !DILocation(line: 16, column: 7, scope: !9)
!58 = !DILocation(line: 16, column: 10, scope: !9)
!59 = !DILocation(line: 17, column: 1, scope: !9)
