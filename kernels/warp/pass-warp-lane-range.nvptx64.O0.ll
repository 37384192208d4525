; ModuleID = 'warp/pass-warp-lane-range.cu'
source_filename = "warp/pass-warp-lane-range.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_warp_lane_range(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %19 = mul i32 %17, %18, !dbg !19
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %21 = add i32 %19, %20, !dbg !23
  store i32 %21, ptr %14, align 4, !dbg !24
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %23 = urem i32 %22, 32, !dbg !27
  store i32 %23, ptr %15, align 4, !dbg !28
  %24 = load ptr, ptr %12, align 8, !dbg !29
  %25 = load i32, ptr %14, align 4, !dbg !30
  %26 = zext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !29
  %28 = load i32, ptr %27, align 4, !dbg !29
  store i32 %28, ptr %16, align 4, !dbg !31
  %29 = load i32, ptr %15, align 4, !dbg !32
  %30 = icmp ult i32 %29, 16, !dbg !33
  br i1 %30, label %31, label %44, !dbg !32

31:                                               ; preds = %2
  %32 = load i32, ptr %16, align 4, !dbg !34
  store i32 65535, ptr %8, align 4
  store i32 %32, ptr %9, align 4
  store i32 8, ptr %10, align 4
  store i32 32, ptr %11, align 4
  %33 = load i32, ptr %8, align 4, !dbg !35
  %34 = load i32, ptr %9, align 4, !dbg !38
  %35 = load i32, ptr %10, align 4, !dbg !39
  %36 = load i32, ptr %11, align 4, !dbg !40
  %37 = sub nsw i32 32, %36, !dbg !40
  %38 = shl i32 %37, 8, !dbg !40
  %39 = or i32 %38, 31, !dbg !40
  %40 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %33, i32 %34, i32 %35, i32 %39), !dbg !41
  %41 = load i32, ptr %16, align 4, !dbg !42
  %42 = add nsw i32 %41, %40, !dbg !42
  store i32 %42, ptr %16, align 4, !dbg !42
  store i32 65535, ptr %7, align 4
  %43 = load i32, ptr %7, align 4, !dbg !43
  call void @llvm.nvvm.bar.warp.sync(i32 %43), !dbg !46
  br label %44, !dbg !47

44:                                               ; preds = %31, %2
  %45 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !48
  %46 = and i32 %45, 31, !dbg !50
  %47 = icmp uge i32 %46, 24, !dbg !51
  br i1 %47, label %48, label %58, !dbg !52

48:                                               ; preds = %44
  %49 = load i32, ptr %16, align 4, !dbg !53
  store i32 -16777216, ptr %3, align 4
  store i32 %49, ptr %4, align 4
  store i32 1, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %50 = load i32, ptr %3, align 4, !dbg !54
  %51 = load i32, ptr %4, align 4, !dbg !57
  %52 = load i32, ptr %5, align 4, !dbg !58
  %53 = load i32, ptr %6, align 4, !dbg !59
  %54 = sub nsw i32 32, %53, !dbg !59
  %55 = shl i32 %54, 8, !dbg !59
  %56 = or i32 %55, 31, !dbg !59
  %57 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %50, i32 %51, i32 %52, i32 %56), !dbg !60
  store i32 %57, ptr %16, align 4, !dbg !61
  br label %58, !dbg !62

58:                                               ; preds = %48, %44
  %59 = load i32, ptr %16, align 4, !dbg !63
  %60 = load ptr, ptr %13, align 8, !dbg !64
  %61 = load i32, ptr %14, align 4, !dbg !65
  %62 = zext i32 %61 to i64, !dbg !64
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !64
  store i32 %59, ptr %63, align 4, !dbg !66
  ret void, !dbg !67
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/pass-warp-lane-range.cu", directory: ".")
!2 = !{ptr @pass_warp_lane_range, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_warp_lane_range", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!25 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 9, column: 23, scope: !9)
!27 = !DILocation(line: 9, column: 35, scope: !9)
!28 = !DILocation(line: 9, column: 16, scope: !9)
!29 = !DILocation(line: 10, column: 11, scope: !9)
!30 = !DILocation(line: 10, column: 14, scope: !9)
!31 = !DILocation(line: 10, column: 7, scope: !9)
!32 = !DILocation(line: 11, column: 7, scope: !9)
!33 = !DILocation(line: 11, column: 12, scope: !9)
!34 = !DILocation(line: 12, column: 36, scope: !9)
!35 = !DILocation(line: 93, column: 36, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 92, type: !10, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!37 = distinct !DILocation(line: 12, column: 10, scope: !9)
!38 = !DILocation(line: 93, column: 42, scope: !36, inlinedAt: !37)
!39 = !DILocation(line: 93, column: 50, scope: !36, inlinedAt: !37)
!40 = !DILocation(line: 93, column: 57, scope: !36, inlinedAt: !37)
!41 = !DILocation(line: 93, column: 10, scope: !36, inlinedAt: !37)
!42 = !DILocation(line: 12, column: 7, scope: !9)
!43 = !DILocation(line: 62, column: 90, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 62, type: !10, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!45 = distinct !DILocation(line: 13, column: 5, scope: !9)
!46 = !DILocation(line: 62, column: 69, scope: !44, inlinedAt: !45)
!47 = !DILocation(line: 14, column: 3, scope: !9)
!48 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !49)
!49 = distinct !DILocation(line: 15, column: 8, scope: !9)
!50 = !DILocation(line: 15, column: 20, scope: !9)
!51 = !DILocation(line: 15, column: 26, scope: !9)
!52 = !DILocation(line: 15, column: 7, scope: !9)
!53 = !DILocation(line: 16, column: 38, scope: !9)
!54 = !DILocation(line: 102, column: 36, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!56 = distinct !DILocation(line: 16, column: 9, scope: !9)
!57 = !DILocation(line: 102, column: 42, scope: !55, inlinedAt: !56)
!58 = !DILocation(line: 102, column: 45, scope: !55, inlinedAt: !56)
!59 = !DILocation(line: 102, column: 56, scope: !55, inlinedAt: !56)
!60 = !DILocation(line: 102, column: 10, scope: !55, inlinedAt: !56)
!61 = !DILocation(line: 16, column: 7, scope: !9)
!62 = !DILocation(line: 16, column: 5, scope: !9)
!63 = !DILocation(line: 17, column: 12, scope: !9)
!64 = !DILocation(line: 17, column: 3, scope: !9)
!65 = !DILocation(line: 17, column: 7, scope: !9)
!66 = !DILocation(line: 17, column: 10, scope: !9)
!67 = !DILocation(line: 18, column: 1, scope: !9)
