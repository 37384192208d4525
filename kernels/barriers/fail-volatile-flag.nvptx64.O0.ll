; ModuleID = 'barriers/fail-volatile-flag.cu'
source_filename = "barriers/fail-volatile-flag.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }

@_ZZ18fail_volatile_flagE4stop = internal addrspace(3) global i32 undef, align 4
@_ZZ18fail_volatile_flagE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_volatile_flag(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %6, ptr %5, align 4, !dbg !16
  %7 = load i32, ptr %5, align 4, !dbg !17
  %8 = icmp eq i32 %7, 0, !dbg !18
  br i1 %8, label %9, label %10, !dbg !17

9:                                                ; preds = %2
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE4stop to ptr), align 4, !dbg !19
  br label %10, !dbg !20

10:                                               ; preds = %9, %2
  %11 = load ptr, ptr %3, align 8, !dbg !21
  %12 = load i32, ptr %5, align 4, !dbg !22
  %13 = zext i32 %12 to i64, !dbg !21
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !21
  %15 = load i32, ptr %14, align 4, !dbg !21
  %16 = load i32, ptr %5, align 4, !dbg !23
  %17 = zext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE1s to ptr), i64 0, i64 %17, !dbg !24
  store i32 %15, ptr %18, align 4, !dbg !25
  call void @llvm.nvvm.barrier0(), !dbg !26
  %19 = load i32, ptr %5, align 4, !dbg !27
  %20 = icmp eq i32 %19, 0, !dbg !28
  br i1 %20, label %21, label %26, !dbg !27

21:                                               ; preds = %10
  %22 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE1s to ptr), align 4, !dbg !29
  %23 = load i32, ptr %4, align 4, !dbg !30
  %24 = icmp sge i32 %22, %23, !dbg !31
  %25 = zext i1 %24 to i32, !dbg !29
  store volatile i32 %25, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE4stop to ptr), align 4, !dbg !32
  br label %26, !dbg !33

26:                                               ; preds = %21, %10
  %27 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE4stop to ptr), align 4, !dbg !34
  %28 = icmp ne i32 %27, 0, !dbg !34
  br i1 %28, label %35, label %29, !dbg !35

29:                                               ; preds = %26
  %30 = load i32, ptr %5, align 4, !dbg !36
  %31 = zext i32 %30 to i64, !dbg !37
  %32 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE1s to ptr), i64 0, i64 %31, !dbg !37
  %33 = load i32, ptr %32, align 4, !dbg !38
  %34 = add nsw i32 %33, 1, !dbg !38
  store i32 %34, ptr %32, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  br label %35, !dbg !40

35:                                               ; preds = %29, %26
  %36 = load i32, ptr %5, align 4, !dbg !41
  %37 = zext i32 %36 to i64, !dbg !42
  %38 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fail_volatile_flagE1s to ptr), i64 0, i64 %37, !dbg !42
  %39 = load i32, ptr %38, align 4, !dbg !42
  %40 = load ptr, ptr %3, align 8, !dbg !43
  %41 = load i32, ptr %5, align 4, !dbg !44
  %42 = zext i32 %41 to i64, !dbg !43
  %43 = getelementptr inbounds i32, ptr %40, i64 %42, !dbg !43
  store i32 %39, ptr %43, align 4, !dbg !45
  ret void, !dbg !46
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-volatile-flag.cu", directory: ".")
!2 = !{ptr @fail_volatile_flag, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_volatile_flag", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 16, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 10, column: 9, scope: !9)
!19 = !DILocation(line: 11, column: 10, scope: !9)
!20 = !DILocation(line: 11, column: 5, scope: !9)
!21 = !DILocation(line: 12, column: 10, scope: !9)
!22 = !DILocation(line: 12, column: 15, scope: !9)
!23 = !DILocation(line: 12, column: 5, scope: !9)
!24 = !DILocation(line: 12, column: 3, scope: !9)
!25 = !DILocation(line: 12, column: 8, scope: !9)
!26 = !DILocation(line: 13, column: 3, scope: !9)
!27 = !DILocation(line: 14, column: 7, scope: !9)
!28 = !DILocation(line: 14, column: 9, scope: !9)
!29 = !DILocation(line: 15, column: 12, scope: !9)
!30 = !DILocation(line: 15, column: 20, scope: !9)
!31 = !DILocation(line: 15, column: 17, scope: !9)
!32 = !DILocation(line: 15, column: 10, scope: !9)
!33 = !DILocation(line: 15, column: 5, scope: !9)
!34 = !DILocation(line: 16, column: 8, scope: !9)
!35 = !DILocation(line: 16, column: 7, scope: !9)
!36 = !DILocation(line: 17, column: 7, scope: !9)
!37 = !DILocation(line: 17, column: 5, scope: !9)
!38 = !DILocation(line: 17, column: 10, scope: !9)
!39 = !DILocation(line: 18, column: 5, scope: !9)
!40 = !DILocation(line: 19, column: 3, scope: !9)
!41 = !DILocation(line: 20, column: 15, scope: !9)
!42 = !DILocation(line: 20, column: 13, scope: !9)
!43 = !DILocation(line: 20, column: 3, scope: !9)
!44 = !DILocation(line: 20, column: 8, scope: !9)
!45 = !DILocation(line: 20, column: 11, scope: !9)
!46 = !DILocation(line: 21, column: 1, scope: !9)
