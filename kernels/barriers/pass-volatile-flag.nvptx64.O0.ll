; ModuleID = 'barriers/pass-volatile-flag.cu'
source_filename = "barriers/pass-volatile-flag.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }

@_ZZ18pass_volatile_flagE4stop = internal addrspace(3) global i32 undef, align 4
@_ZZ18pass_volatile_flagE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_volatile_flag(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %7, ptr %5, align 4, !dbg !16
  %8 = load ptr, ptr %3, align 8, !dbg !17
  %9 = load i32, ptr %5, align 4, !dbg !18
  %10 = zext i32 %9 to i64, !dbg !17
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !17
  %12 = load i32, ptr %11, align 4, !dbg !17
  %13 = load i32, ptr %5, align 4, !dbg !19
  %14 = zext i32 %13 to i64, !dbg !20
  %15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), i64 0, i64 %14, !dbg !20
  store i32 %12, ptr %15, align 4, !dbg !21
  store i32 0, ptr %6, align 4, !dbg !22
  br label %16, !dbg !23

16:                                               ; preds = %37, %2
  %17 = load i32, ptr %6, align 4, !dbg !24
  %18 = icmp slt i32 %17, 64, !dbg !25
  br i1 %18, label %19, label %40, !dbg !26

19:                                               ; preds = %16
  call void @llvm.nvvm.barrier0(), !dbg !27
  %20 = load i32, ptr %5, align 4, !dbg !28
  %21 = icmp eq i32 %20, 0, !dbg !29
  br i1 %21, label %22, label %27, !dbg !28

22:                                               ; preds = %19
  %23 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), align 4, !dbg !30
  %24 = load i32, ptr %4, align 4, !dbg !31
  %25 = icmp sge i32 %23, %24, !dbg !32
  %26 = zext i1 %25 to i32, !dbg !30
  store volatile i32 %26, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !33
  br label %27, !dbg !34

27:                                               ; preds = %22, %19
  call void @llvm.nvvm.barrier0(), !dbg !35
  %28 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE4stop to ptr), align 4, !dbg !36
  %29 = icmp ne i32 %28, 0, !dbg !36
  br i1 %29, label %30, label %31, !dbg !36

30:                                               ; preds = %27
  br label %40, !dbg !37

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4, !dbg !38
  %33 = zext i32 %32 to i64, !dbg !39
  %34 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), i64 0, i64 %33, !dbg !39
  %35 = load i32, ptr %34, align 4, !dbg !40
  %36 = add nsw i32 %35, 1, !dbg !40
  store i32 %36, ptr %34, align 4, !dbg !40
  br label %37, !dbg !41

37:                                               ; preds = %31
  %38 = load i32, ptr %6, align 4, !dbg !42
  %39 = add nsw i32 %38, 1, !dbg !42
  store i32 %39, ptr %6, align 4, !dbg !42
  br label %16, !dbg !26, !llvm.loop !43

40:                                               ; preds = %30, %16
  %41 = load i32, ptr %5, align 4, !dbg !45
  %42 = zext i32 %41 to i64, !dbg !46
  %43 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18pass_volatile_flagE1s to ptr), i64 0, i64 %42, !dbg !46
  %44 = load i32, ptr %43, align 4, !dbg !46
  %45 = load ptr, ptr %3, align 8, !dbg !47
  %46 = load i32, ptr %5, align 4, !dbg !48
  %47 = zext i32 %46 to i64, !dbg !47
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !47
  store i32 %44, ptr %48, align 4, !dbg !49
  ret void, !dbg !50
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
!1 = !DIFile(filename: "barriers/pass-volatile-flag.cu", directory: ".")
!2 = !{ptr @pass_volatile_flag, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_volatile_flag", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 16, scope: !9)
!17 = !DILocation(line: 10, column: 10, scope: !9)
!18 = !DILocation(line: 10, column: 15, scope: !9)
!19 = !DILocation(line: 10, column: 5, scope: !9)
!20 = !DILocation(line: 10, column: 3, scope: !9)
!21 = !DILocation(line: 10, column: 8, scope: !9)
!22 = !DILocation(line: 11, column: 12, scope: !9)
!23 = !DILocation(line: 11, column: 8, scope: !9)
!24 = !DILocation(line: 11, column: 20, scope: !9)
!25 = !DILocation(line: 11, column: 23, scope: !9)
!26 = !DILocation(line: 11, column: 3, scope: !9)
!27 = !DILocation(line: 12, column: 5, scope: !9)
!28 = !DILocation(line: 13, column: 9, scope: !9)
!29 = !DILocation(line: 13, column: 11, scope: !9)
!30 = !DILocation(line: 14, column: 14, scope: !9)
!31 = !DILocation(line: 14, column: 22, scope: !9)
!32 = !DILocation(line: 14, column: 19, scope: !9)
!33 = !DILocation(line: 14, column: 12, scope: !9)
!34 = !DILocation(line: 14, column: 7, scope: !9)
!35 = !DILocation(line: 15, column: 5, scope: !9)
!36 = !DILocation(line: 16, column: 9, scope: !9)
!37 = !DILocation(line: 17, column: 7, scope: !9)
!38 = !DILocation(line: 18, column: 7, scope: !9)
!39 = !DILocation(line: 18, column: 5, scope: !9)
!40 = !DILocation(line: 18, column: 10, scope: !9)
!41 = !DILocation(line: 19, column: 3, scope: !9)
!42 = !DILocation(line: 11, column: 31, scope: !9)
!43 = distinct !{!43, !26, !41, !44}
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 20, column: 15, scope: !9)
!46 = !DILocation(line: 20, column: 13, scope: !9)
!47 = !DILocation(line: 20, column: 3, scope: !9)
!48 = !DILocation(line: 20, column: 8, scope: !9)
!49 = !DILocation(line: 20, column: 11, scope: !9)
!50 = !DILocation(line: 21, column: 1, scope: !9)
