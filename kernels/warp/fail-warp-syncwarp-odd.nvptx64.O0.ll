; ModuleID = 'warp/fail-warp-syncwarp-odd.cu'
source_filename = "warp/fail-warp-syncwarp-odd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ22fail_warp_syncwarp_oddE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_warp_syncwarp_odd(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %8, ptr %6, align 4, !dbg !16
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %11 = mul i32 %9, %10, !dbg !23
  %12 = load i32, ptr %6, align 4, !dbg !24
  %13 = add i32 %11, %12, !dbg !25
  store i32 %13, ptr %7, align 4, !dbg !26
  %14 = load ptr, ptr %4, align 8, !dbg !27
  %15 = load i32, ptr %7, align 4, !dbg !28
  %16 = zext i32 %15 to i64, !dbg !27
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !27
  %18 = load i32, ptr %17, align 4, !dbg !27
  %19 = load i32, ptr %6, align 4, !dbg !29
  %20 = zext i32 %19 to i64, !dbg !30
  %21 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22fail_warp_syncwarp_oddE1s to ptr), i64 0, i64 %20, !dbg !30
  store i32 %18, ptr %21, align 4, !dbg !31
  %22 = load i32, ptr %6, align 4, !dbg !32
  %23 = and i32 %22, 1, !dbg !33
  %24 = icmp ne i32 %23, 0, !dbg !32
  br i1 %24, label %25, label %37, !dbg !32

25:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  %26 = load i32, ptr %3, align 4, !dbg !34
  call void @llvm.nvvm.bar.warp.sync(i32 %26), !dbg !37
  %27 = load i32, ptr %6, align 4, !dbg !38
  %28 = xor i32 %27, 1, !dbg !39
  %29 = zext i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22fail_warp_syncwarp_oddE1s to ptr), i64 0, i64 %29, !dbg !40
  %31 = load i32, ptr %30, align 4, !dbg !40
  %32 = load i32, ptr %6, align 4, !dbg !41
  %33 = zext i32 %32 to i64, !dbg !42
  %34 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22fail_warp_syncwarp_oddE1s to ptr), i64 0, i64 %33, !dbg !42
  %35 = load i32, ptr %34, align 4, !dbg !43
  %36 = add nsw i32 %35, %31, !dbg !43
  store i32 %36, ptr %34, align 4, !dbg !43
  br label %37, !dbg !44

37:                                               ; preds = %25, %2
  %38 = load i32, ptr %6, align 4, !dbg !45
  %39 = zext i32 %38 to i64, !dbg !46
  %40 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22fail_warp_syncwarp_oddE1s to ptr), i64 0, i64 %39, !dbg !46
  %41 = load i32, ptr %40, align 4, !dbg !46
  %42 = load ptr, ptr %5, align 8, !dbg !47
  %43 = load i32, ptr %7, align 4, !dbg !48
  %44 = zext i32 %43 to i64, !dbg !47
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !47
  store i32 %41, ptr %45, align 4, !dbg !49
  ret void, !dbg !50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/fail-warp-syncwarp-odd.cu", directory: ".")
!2 = !{ptr @fail_warp_syncwarp_odd, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_warp_syncwarp_odd", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!32 = !DILocation(line: 10, column: 7, scope: !9)
!33 = !DILocation(line: 10, column: 9, scope: !9)
!34 = !DILocation(line: 62, column: 90, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 62, type: !10, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!36 = distinct !DILocation(line: 11, column: 5, scope: !9)
!37 = !DILocation(line: 62, column: 69, scope: !35, inlinedAt: !36)
!38 = !DILocation(line: 12, column: 15, scope: !9)
!39 = !DILocation(line: 12, column: 17, scope: !9)
!40 = !DILocation(line: 12, column: 13, scope: !9)
!41 = !DILocation(line: 12, column: 7, scope: !9)
!42 = !DILocation(line: 12, column: 5, scope: !9)
!43 = !DILocation(line: 12, column: 10, scope: !9)
!44 = !DILocation(line: 13, column: 3, scope: !9)
!45 = !DILocation(line: 14, column: 14, scope: !9)
!46 = !DILocation(line: 14, column: 12, scope: !9)
!47 = !DILocation(line: 14, column: 3, scope: !9)
!48 = !DILocation(line: 14, column: 7, scope: !9)
!49 = !DILocation(line: 14, column: 10, scope: !9)
!50 = !DILocation(line: 15, column: 1, scope: !9)
