; ModuleID = 'barriers/fail-continue-skip.cu'
source_filename = "barriers/fail-continue-skip.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ18fail_continue_skipE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_continue_skip(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %12, ptr %9, align 4, !dbg !16
  %13 = load ptr, ptr %5, align 8, !dbg !17
  %14 = load i32, ptr %9, align 4, !dbg !18
  %15 = zext i32 %14 to i64, !dbg !17
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !17
  %17 = load i32, ptr %16, align 4, !dbg !17
  %18 = load i32, ptr %9, align 4, !dbg !19
  %19 = zext i32 %18 to i64, !dbg !20
  %20 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_continue_skipE1s to ptr), i64 0, i64 %19, !dbg !20
  store i32 %17, ptr %20, align 4, !dbg !21
  store i32 0, ptr %10, align 4, !dbg !22
  store i32 0, ptr %11, align 4, !dbg !23
  br label %21, !dbg !24

21:                                               ; preds = %48, %28, %4
  %22 = load i32, ptr %11, align 4, !dbg !25
  %23 = load i32, ptr %8, align 4, !dbg !26
  %24 = icmp slt i32 %22, %23, !dbg !27
  br i1 %24, label %25, label %31, !dbg !28

25:                                               ; preds = %21
  %26 = load i32, ptr %9, align 4, !dbg !29
  %27 = icmp ult i32 %26, 7, !dbg !30
  br i1 %27, label %28, label %31, !dbg !25

28:                                               ; preds = %25
  %29 = load i32, ptr %11, align 4, !dbg !31
  %30 = add nsw i32 %29, 2, !dbg !31
  store i32 %30, ptr %11, align 4, !dbg !31
  br label %21, !dbg !32, !llvm.loop !33

31:                                               ; preds = %25, %21
  call void @llvm.nvvm.barrier0(), !dbg !37
  %32 = load i32, ptr %9, align 4, !dbg !38
  %33 = load i32, ptr %11, align 4, !dbg !39
  %34 = add i32 %32, %33, !dbg !40
  %35 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %36 = urem i32 %34, %35, !dbg !44
  %37 = zext i32 %36 to i64, !dbg !45
  %38 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_continue_skipE1s to ptr), i64 0, i64 %37, !dbg !45
  %39 = load i32, ptr %38, align 4, !dbg !45
  %40 = load i32, ptr %10, align 4, !dbg !46
  %41 = add nsw i32 %40, %39, !dbg !46
  store i32 %41, ptr %10, align 4, !dbg !46
  %42 = load i32, ptr %11, align 4, !dbg !47
  %43 = add nsw i32 %42, 1, !dbg !47
  store i32 %43, ptr %11, align 4, !dbg !47
  %44 = load i32, ptr %11, align 4, !dbg !48
  %45 = load i32, ptr %7, align 4, !dbg !49
  %46 = icmp sge i32 %44, %45, !dbg !50
  br i1 %46, label %47, label %48, !dbg !48

47:                                               ; preds = %31
  br label %49, !dbg !51

48:                                               ; preds = %31
  br label %21, !dbg !34, !llvm.loop !33

49:                                               ; preds = %47
  %50 = load i32, ptr %10, align 4, !dbg !52
  %51 = load ptr, ptr %6, align 8, !dbg !53
  %52 = load i32, ptr %9, align 4, !dbg !54
  %53 = zext i32 %52 to i64, !dbg !53
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !53
  store i32 %50, ptr %54, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!1 = !DIFile(filename: "barriers/fail-continue-skip.cu", directory: ".")
!2 = !{ptr @fail_continue_skip, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_continue_skip", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 10, column: 16, scope: !9)
!17 = !DILocation(line: 11, column: 10, scope: !9)
!18 = !DILocation(line: 11, column: 13, scope: !9)
!19 = !DILocation(line: 11, column: 5, scope: !9)
!20 = !DILocation(line: 11, column: 3, scope: !9)
!21 = !DILocation(line: 11, column: 8, scope: !9)
!22 = !DILocation(line: 12, column: 7, scope: !9)
!23 = !DILocation(line: 13, column: 12, scope: !9)
!24 = !DILocation(line: 13, column: 8, scope: !9)
!25 = !DILocation(line: 14, column: 9, scope: !9)
!26 = !DILocation(line: 14, column: 13, scope: !9)
!27 = !DILocation(line: 14, column: 11, scope: !9)
!28 = !DILocation(line: 14, column: 15, scope: !9)
!29 = !DILocation(line: 14, column: 18, scope: !9)
!30 = !DILocation(line: 14, column: 20, scope: !9)
!31 = !DILocation(line: 15, column: 9, scope: !9)
!32 = !DILocation(line: 16, column: 7, scope: !9)
!33 = distinct !{!33, !34, !35, !36}
!34 = !DILocation(line: 13, column: 3, scope: !9)
!35 = !DILocation(line: 23, column: 3, scope: !9)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 18, column: 5, scope: !9)
!38 = !DILocation(line: 19, column: 15, scope: !9)
!39 = !DILocation(line: 19, column: 19, scope: !9)
!40 = !DILocation(line: 19, column: 17, scope: !9)
!41 = !DILocation(line: 47, column: 1, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!43 = distinct !DILocation(line: 19, column: 24, scope: !9)
!44 = !DILocation(line: 19, column: 22, scope: !9)
!45 = !DILocation(line: 19, column: 12, scope: !9)
!46 = !DILocation(line: 19, column: 9, scope: !9)
!47 = !DILocation(line: 20, column: 6, scope: !9)
!48 = !DILocation(line: 21, column: 9, scope: !9)
!49 = !DILocation(line: 21, column: 14, scope: !9)
!50 = !DILocation(line: 21, column: 11, scope: !9)
!51 = !DILocation(line: 22, column: 7, scope: !9)
!52 = !DILocation(line: 24, column: 12, scope: !9)
!53 = !DILocation(line: 24, column: 3, scope: !9)
!54 = !DILocation(line: 24, column: 7, scope: !9)
!55 = !DILocation(line: 24, column: 10, scope: !9)
!56 = !DILocation(line: 25, column: 1, scope: !9)
