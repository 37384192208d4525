; ModuleID = 'divergence/warp_spin_lock.cu'
source_filename = "divergence/warp_spin_lock.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_spin_lock(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  %16 = load ptr, ptr %12, align 8, !dbg !12
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %18 = zext i32 %17 to i64, !dbg !12
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !12
  store ptr %19, ptr %14, align 8, !dbg !17
  %20 = load ptr, ptr %13, align 8, !dbg !18
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %22 = zext i32 %21 to i64, !dbg !18
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !18
  store ptr %23, ptr %15, align 8, !dbg !21
  br label %24, !dbg !22

24:                                               ; preds = %40, %2
  %25 = load ptr, ptr %14, align 8, !dbg !23
  store ptr %25, ptr %7, align 8
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  %26 = load ptr, ptr %7, align 8, !dbg !24
  %27 = load i32, ptr %9, align 4, !dbg !27
  store i32 %27, ptr %10, align 4, !dbg !28
  %28 = load i32, ptr %8, align 4, !dbg !28
  %29 = load i32, ptr %10, align 4, !dbg !28
  %30 = cmpxchg ptr %26, i32 %28, i32 %29 monotonic monotonic, align 4, !dbg !28
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !28
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !28
  br i1 %32, label %34, label %33, !dbg !28

33:                                               ; preds = %24
  store i32 %31, ptr %8, align 4, !dbg !28
  br label %34, !dbg !28

34:                                               ; preds = %24, %33
  %35 = zext i1 %32 to i8, !dbg !28
  store i8 %35, ptr %11, align 1, !dbg !28
  %36 = load i8, ptr %11, align 1, !dbg !28
  %37 = trunc i8 %36 to i1, !dbg !28
  %38 = load i32, ptr %8, align 4, !dbg !29
  %39 = icmp ne i32 %38, 0, !dbg !30
  br i1 %39, label %40, label %41, !dbg !22

40:                                               ; preds = %34
  br label %24, !dbg !22, !llvm.loop !31

41:                                               ; preds = %34
  %42 = load ptr, ptr %15, align 8, !dbg !34
  %43 = load volatile i32, ptr %42, align 4, !dbg !35
  %44 = add nsw i32 %43, 1, !dbg !36
  %45 = load ptr, ptr %15, align 8, !dbg !37
  store volatile i32 %44, ptr %45, align 4, !dbg !38
  call void @llvm.nvvm.membar.gl(), !dbg !39
  %46 = load ptr, ptr %14, align 8, !dbg !42
  store ptr %46, ptr %3, align 8
  store i32 0, ptr %4, align 4
  %47 = load ptr, ptr %3, align 8, !dbg !43
  %48 = load i32, ptr %4, align 4, !dbg !43
  store i32 %48, ptr %5, align 4, !dbg !43
  %49 = load i32, ptr %5, align 4, !dbg !43
  %50 = atomicrmw xchg ptr %47, i32 %49 monotonic, align 4, !dbg !43
  store i32 %50, ptr %6, align 4, !dbg !43
  %51 = load i32, ptr %6, align 4, !dbg !43
  ret void, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergence/warp_spin_lock.cu", directory: ".")
!2 = !{ptr @warp_spin_lock, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_spin_lock", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 11, column: 13, scope: !9)
!13 = !DILocation(line: 46, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "get_x", scope: !15, file: !15, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 18, scope: !9)
!17 = !DILocation(line: 11, column: 8, scope: !9)
!18 = !DILocation(line: 12, column: 22, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !14, inlinedAt: !20)
!20 = distinct !DILocation(line: 12, column: 30, scope: !9)
!21 = !DILocation(line: 12, column: 17, scope: !9)
!22 = !DILocation(line: 13, column: 3, scope: !9)
!23 = !DILocation(line: 13, column: 20, scope: !9)
!24 = !DILocation(line: 147, column: 31, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "atomicCAS", scope: !15, file: !15, line: 146, type: !10, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!26 = distinct !DILocation(line: 13, column: 10, scope: !9)
!27 = !DILocation(line: 147, column: 45, scope: !25, inlinedAt: !26)
!28 = !DILocation(line: 147, column: 3, scope: !25, inlinedAt: !26)
!29 = !DILocation(line: 148, column: 10, scope: !25, inlinedAt: !26)
!30 = !DILocation(line: 13, column: 29, scope: !9)
!31 = distinct !{!31, !22, !32, !33}
!32 = !DILocation(line: 15, column: 3, scope: !9)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 16, column: 9, scope: !9)
!35 = !DILocation(line: 16, column: 8, scope: !9)
!36 = !DILocation(line: 16, column: 11, scope: !9)
!37 = !DILocation(line: 16, column: 4, scope: !9)
!38 = !DILocation(line: 16, column: 6, scope: !9)
!39 = !DILocation(line: 66, column: 45, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__threadfence", scope: !15, file: !15, line: 66, type: !10, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!41 = distinct !DILocation(line: 17, column: 3, scope: !9)
!42 = !DILocation(line: 18, column: 14, scope: !9)
!43 = !DILocation(line: 142, column: 1, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "atomicExch", scope: !15, file: !15, line: 142, type: !10, scopeLine: 142, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!45 = distinct !DILocation(line: 18, column: 3, scope: !9)
!46 = !DILocation(line: 19, column: 1, scope: !9)
