; ModuleID = 'warp/fail-warp-shfl-odd.cu'
source_filename = "warp/fail-warp-shfl-odd.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_warp_shfl_odd(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %13 = mul i32 %11, %12, !dbg !19
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %15 = add i32 %13, %14, !dbg !23
  store i32 %15, ptr %9, align 4, !dbg !24
  %16 = load ptr, ptr %7, align 8, !dbg !25
  %17 = load i32, ptr %9, align 4, !dbg !26
  %18 = zext i32 %17 to i64, !dbg !25
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !25
  %20 = load i32, ptr %19, align 4, !dbg !25
  store i32 %20, ptr %10, align 4, !dbg !27
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %22 = and i32 %21, 1, !dbg !30
  %23 = icmp ne i32 %22, 0, !dbg !31
  br i1 %23, label %24, label %34, !dbg !31

24:                                               ; preds = %2
  %25 = load i32, ptr %10, align 4, !dbg !32
  store i32 -1, ptr %3, align 4
  store i32 %25, ptr %4, align 4
  store i32 1, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %26 = load i32, ptr %3, align 4, !dbg !33
  %27 = load i32, ptr %4, align 4, !dbg !36
  %28 = load i32, ptr %5, align 4, !dbg !37
  %29 = load i32, ptr %6, align 4, !dbg !38
  %30 = sub nsw i32 32, %29, !dbg !38
  %31 = shl i32 %30, 8, !dbg !38
  %32 = or i32 %31, 31, !dbg !38
  %33 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %26, i32 %27, i32 %28, i32 %32), !dbg !39
  store i32 %33, ptr %10, align 4, !dbg !40
  br label %34, !dbg !41

34:                                               ; preds = %24, %2
  %35 = load i32, ptr %10, align 4, !dbg !42
  %36 = load ptr, ptr %8, align 8, !dbg !43
  %37 = load i32, ptr %9, align 4, !dbg !44
  %38 = zext i32 %37 to i64, !dbg !43
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !43
  store i32 %35, ptr %39, align 4, !dbg !45
  ret void, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/fail-warp-shfl-odd.cu", directory: ".")
!2 = !{ptr @fail_warp_shfl_odd, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_warp_shfl_odd", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!25 = !DILocation(line: 9, column: 11, scope: !9)
!26 = !DILocation(line: 9, column: 14, scope: !9)
!27 = !DILocation(line: 9, column: 7, scope: !9)
!28 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !29)
!29 = distinct !DILocation(line: 10, column: 7, scope: !9)
!30 = !DILocation(line: 10, column: 19, scope: !9)
!31 = !DILocation(line: 10, column: 7, scope: !9)
!32 = !DILocation(line: 11, column: 34, scope: !9)
!33 = !DILocation(line: 75, column: 35, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!35 = distinct !DILocation(line: 11, column: 9, scope: !9)
!36 = !DILocation(line: 75, column: 41, scope: !34, inlinedAt: !35)
!37 = !DILocation(line: 75, column: 44, scope: !34, inlinedAt: !35)
!38 = !DILocation(line: 75, column: 49, scope: !34, inlinedAt: !35)
!39 = !DILocation(line: 75, column: 10, scope: !34, inlinedAt: !35)
!40 = !DILocation(line: 11, column: 7, scope: !9)
!41 = !DILocation(line: 11, column: 5, scope: !9)
!42 = !DILocation(line: 12, column: 12, scope: !9)
!43 = !DILocation(line: 12, column: 3, scope: !9)
!44 = !DILocation(line: 12, column: 7, scope: !9)
!45 = !DILocation(line: 12, column: 10, scope: !9)
!46 = !DILocation(line: 13, column: 1, scope: !9)
