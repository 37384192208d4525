; ModuleID = 'warp/fail-warp-shfl-two-sites.cu'
source_filename = "warp/fail-warp-shfl-two-sites.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8odd_sidei(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  %7 = load i32, ptr %6, align 4, !dbg !12
  store i32 -1, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %8 = load i32, ptr %2, align 4, !dbg !13
  %9 = load i32, ptr %3, align 4, !dbg !17
  %10 = load i32, ptr %4, align 4, !dbg !18
  %11 = load i32, ptr %5, align 4, !dbg !19
  %12 = sub nsw i32 32, %11, !dbg !19
  %13 = shl i32 %12, 8, !dbg !19
  %14 = or i32 %13, 31, !dbg !19
  %15 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %8, i32 %9, i32 %10, i32 %14), !dbg !20
  %16 = add nsw i32 %15, 1, !dbg !21
  ret i32 %16, !dbg !22
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_warp_shfl_two_sites(ptr noundef %0, ptr noundef %1) #1 !dbg !23 {
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
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !27
  %13 = mul i32 %11, %12, !dbg !30
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !31
  %15 = add i32 %13, %14, !dbg !34
  store i32 %15, ptr %9, align 4, !dbg !35
  %16 = load ptr, ptr %7, align 8, !dbg !36
  %17 = load i32, ptr %9, align 4, !dbg !37
  %18 = zext i32 %17 to i64, !dbg !36
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !36
  %20 = load i32, ptr %19, align 4, !dbg !36
  store i32 %20, ptr %10, align 4, !dbg !38
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %22 = and i32 %21, 1, !dbg !41
  %23 = icmp ne i32 %22, 0, !dbg !42
  br i1 %23, label %24, label %27, !dbg !42

24:                                               ; preds = %2
  %25 = load i32, ptr %10, align 4, !dbg !43
  %26 = call noundef i32 @_Z8odd_sidei(i32 noundef %25) #4, !dbg !44
  store i32 %26, ptr %10, align 4, !dbg !45
  br label %37, !dbg !46

27:                                               ; preds = %2
  %28 = load i32, ptr %10, align 4, !dbg !47
  store i32 -1, ptr %3, align 4
  store i32 %28, ptr %4, align 4
  store i32 2, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %29 = load i32, ptr %3, align 4, !dbg !48
  %30 = load i32, ptr %4, align 4, !dbg !50
  %31 = load i32, ptr %5, align 4, !dbg !51
  %32 = load i32, ptr %6, align 4, !dbg !52
  %33 = sub nsw i32 32, %32, !dbg !52
  %34 = shl i32 %33, 8, !dbg !52
  %35 = or i32 %34, 31, !dbg !52
  %36 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %29, i32 %30, i32 %31, i32 %35), !dbg !53
  store i32 %36, ptr %10, align 4, !dbg !54
  br label %37

37:                                               ; preds = %27, %24
  %38 = load i32, ptr %10, align 4, !dbg !55
  %39 = load ptr, ptr %8, align 8, !dbg !56
  %40 = load i32, ptr %9, align 4, !dbg !57
  %41 = zext i32 %40 to i64, !dbg !56
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !56
  store i32 %38, ptr %42, align 4, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/fail-warp-shfl-two-sites.cu", directory: ".")
!2 = !{ptr @fail_warp_shfl_two_sites, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "odd_side", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 6, column: 92, scope: !9)
!13 = !DILocation(line: 75, column: 35, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__shfl_sync", scope: !15, file: !15, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!16 = distinct !DILocation(line: 6, column: 67, scope: !9)
!17 = !DILocation(line: 75, column: 41, scope: !14, inlinedAt: !16)
!18 = !DILocation(line: 75, column: 44, scope: !14, inlinedAt: !16)
!19 = !DILocation(line: 75, column: 49, scope: !14, inlinedAt: !16)
!20 = !DILocation(line: 75, column: 10, scope: !14, inlinedAt: !16)
!21 = !DILocation(line: 6, column: 98, scope: !9)
!22 = !DILocation(line: 6, column: 60, scope: !9)
!23 = distinct !DISubprogram(name: "fail_warp_shfl_two_sites", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = !DILocation(line: 46, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "get_x", scope: !15, file: !15, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!26 = distinct !DILocation(line: 9, column: 20, scope: !23)
!27 = !DILocation(line: 47, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "get_x", scope: !15, file: !15, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!29 = distinct !DILocation(line: 9, column: 33, scope: !23)
!30 = !DILocation(line: 9, column: 31, scope: !23)
!31 = !DILocation(line: 45, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "get_x", scope: !15, file: !15, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = distinct !DILocation(line: 9, column: 46, scope: !23)
!34 = !DILocation(line: 9, column: 44, scope: !23)
!35 = !DILocation(line: 9, column: 16, scope: !23)
!36 = !DILocation(line: 10, column: 11, scope: !23)
!37 = !DILocation(line: 10, column: 14, scope: !23)
!38 = !DILocation(line: 10, column: 7, scope: !23)
!39 = !DILocation(line: 45, column: 1, scope: !32, inlinedAt: !40)
!40 = distinct !DILocation(line: 11, column: 7, scope: !23)
!41 = !DILocation(line: 11, column: 19, scope: !23)
!42 = !DILocation(line: 11, column: 7, scope: !23)
!43 = !DILocation(line: 12, column: 18, scope: !23)
!44 = !DILocation(line: 12, column: 9, scope: !23)
!45 = !DILocation(line: 12, column: 7, scope: !23)
!46 = !DILocation(line: 12, column: 5, scope: !23)
!47 = !DILocation(line: 14, column: 34, scope: !23)
!48 = !DILocation(line: 75, column: 35, scope: !14, inlinedAt: !49)
!49 = distinct !DILocation(line: 14, column: 9, scope: !23)
!50 = !DILocation(line: 75, column: 41, scope: !14, inlinedAt: !49)
!51 = !DILocation(line: 75, column: 44, scope: !14, inlinedAt: !49)
!52 = !DILocation(line: 75, column: 49, scope: !14, inlinedAt: !49)
!53 = !DILocation(line: 75, column: 10, scope: !14, inlinedAt: !49)
!54 = !DILocation(line: 14, column: 7, scope: !23)
!55 = !DILocation(line: 15, column: 12, scope: !23)
!56 = !DILocation(line: 15, column: 3, scope: !23)
!57 = !DILocation(line: 15, column: 7, scope: !23)
!58 = !DILocation(line: 15, column: 10, scope: !23)
!59 = !DILocation(line: 16, column: 1, scope: !23)
