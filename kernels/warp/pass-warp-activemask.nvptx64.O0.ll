; ModuleID = 'warp/pass-warp-activemask.cu'
source_filename = "warp/pass-warp-activemask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_warp_activemask(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %15 = mul i32 %13, %14, !dbg !19
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %17 = add i32 %15, %16, !dbg !23
  store i32 %17, ptr %10, align 4, !dbg !24
  %18 = load ptr, ptr %8, align 8, !dbg !25
  %19 = load i32, ptr %10, align 4, !dbg !26
  %20 = zext i32 %19 to i64, !dbg !25
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !25
  %22 = load i32, ptr %21, align 4, !dbg !25
  store i32 %22, ptr %11, align 4, !dbg !27
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %24 = and i32 %23, 1, !dbg !30
  %25 = icmp ne i32 %24, 0, !dbg !31
  br i1 %25, label %26, label %40, !dbg !31

26:                                               ; preds = %2
  %27 = call noundef i32 @llvm.nvvm.activemask(), !dbg !32
  store i32 %27, ptr %12, align 4, !dbg !35
  %28 = load i32, ptr %12, align 4, !dbg !36
  %29 = load i32, ptr %11, align 4, !dbg !37
  store i32 %28, ptr %4, align 4
  store i32 %29, ptr %5, align 4
  store i32 1, ptr %6, align 4
  store i32 32, ptr %7, align 4
  %30 = load i32, ptr %4, align 4, !dbg !38
  %31 = load i32, ptr %5, align 4, !dbg !41
  %32 = load i32, ptr %6, align 4, !dbg !42
  %33 = load i32, ptr %7, align 4, !dbg !43
  %34 = sub nsw i32 32, %33, !dbg !43
  %35 = shl i32 %34, 8, !dbg !43
  %36 = or i32 %35, 31, !dbg !43
  %37 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %30, i32 %31, i32 %32, i32 %36), !dbg !44
  store i32 %37, ptr %11, align 4, !dbg !45
  %38 = load i32, ptr %12, align 4, !dbg !46
  store i32 %38, ptr %3, align 4
  %39 = load i32, ptr %3, align 4, !dbg !47
  call void @llvm.nvvm.bar.warp.sync(i32 %39), !dbg !50
  br label %40, !dbg !51

40:                                               ; preds = %26, %2
  %41 = load i32, ptr %11, align 4, !dbg !52
  %42 = load ptr, ptr %9, align 8, !dbg !53
  %43 = load i32, ptr %10, align 4, !dbg !54
  %44 = zext i32 %43 to i64, !dbg !53
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !53
  store i32 %41, ptr %45, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/pass-warp-activemask.cu", directory: ".")
!2 = !{ptr @pass_warp_activemask, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_warp_activemask", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 6, column: 33, scope: !9)
!19 = !DILocation(line: 6, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 6, column: 46, scope: !9)
!23 = !DILocation(line: 6, column: 44, scope: !9)
!24 = !DILocation(line: 6, column: 16, scope: !9)
!25 = !DILocation(line: 7, column: 11, scope: !9)
!26 = !DILocation(line: 7, column: 14, scope: !9)
!27 = !DILocation(line: 7, column: 7, scope: !9)
!28 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !29)
!29 = distinct !DILocation(line: 8, column: 7, scope: !9)
!30 = !DILocation(line: 8, column: 19, scope: !9)
!31 = !DILocation(line: 8, column: 7, scope: !9)
!32 = !DILocation(line: 63, column: 59, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__activemask", scope: !14, file: !14, line: 63, type: !10, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!34 = distinct !DILocation(line: 9, column: 22, scope: !9)
!35 = !DILocation(line: 9, column: 18, scope: !9)
!36 = !DILocation(line: 10, column: 21, scope: !9)
!37 = !DILocation(line: 10, column: 24, scope: !9)
!38 = !DILocation(line: 75, column: 35, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!40 = distinct !DILocation(line: 10, column: 9, scope: !9)
!41 = !DILocation(line: 75, column: 41, scope: !39, inlinedAt: !40)
!42 = !DILocation(line: 75, column: 44, scope: !39, inlinedAt: !40)
!43 = !DILocation(line: 75, column: 49, scope: !39, inlinedAt: !40)
!44 = !DILocation(line: 75, column: 10, scope: !39, inlinedAt: !40)
!45 = !DILocation(line: 10, column: 7, scope: !9)
!46 = !DILocation(line: 11, column: 16, scope: !9)
!47 = !DILocation(line: 62, column: 90, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 62, type: !10, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!49 = distinct !DILocation(line: 11, column: 5, scope: !9)
!50 = !DILocation(line: 62, column: 69, scope: !48, inlinedAt: !49)
!51 = !DILocation(line: 12, column: 3, scope: !9)
!52 = !DILocation(line: 13, column: 12, scope: !9)
!53 = !DILocation(line: 13, column: 3, scope: !9)
!54 = !DILocation(line: 13, column: 7, scope: !9)
!55 = !DILocation(line: 13, column: 10, scope: !9)
!56 = !DILocation(line: 14, column: 1, scope: !9)
