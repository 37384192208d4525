; ModuleID = 'warp/pass-warp-loop-rejoin.cu'
source_filename = "warp/pass-warp-loop-rejoin.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_warp_loop_rejoin(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %12 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %14 = mul i32 %12, %13, !dbg !19
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %16 = add i32 %14, %15, !dbg !23
  store i32 %16, ptr %9, align 4, !dbg !24
  %17 = load ptr, ptr %7, align 8, !dbg !25
  %18 = load i32, ptr %9, align 4, !dbg !26
  %19 = zext i32 %18 to i64, !dbg !25
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !25
  %21 = load i32, ptr %20, align 4, !dbg !25
  store i32 %21, ptr %10, align 4, !dbg !27
  store i32 0, ptr %11, align 4, !dbg !28
  br label %22, !dbg !29

22:                                               ; preds = %48, %2
  %23 = load i32, ptr %11, align 4, !dbg !30
  %24 = icmp slt i32 %23, 4, !dbg !31
  br i1 %24, label %25, label %51, !dbg !32

25:                                               ; preds = %22
  %26 = load i32, ptr %10, align 4, !dbg !33
  %27 = and i32 %26, 1, !dbg !34
  %28 = icmp ne i32 %27, 0, !dbg !33
  br i1 %28, label %29, label %33, !dbg !33

29:                                               ; preds = %25
  %30 = load i32, ptr %10, align 4, !dbg !35
  %31 = mul nsw i32 3, %30, !dbg !36
  %32 = add nsw i32 %31, 1, !dbg !37
  store i32 %32, ptr %10, align 4, !dbg !38
  br label %36, !dbg !39

33:                                               ; preds = %25
  %34 = load i32, ptr %10, align 4, !dbg !40
  %35 = sdiv i32 %34, 2, !dbg !41
  store i32 %35, ptr %10, align 4, !dbg !42
  br label %36

36:                                               ; preds = %33, %29
  %37 = load i32, ptr %10, align 4, !dbg !43
  store i32 -1, ptr %3, align 4
  store i32 %37, ptr %4, align 4
  store i32 1, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %38 = load i32, ptr %3, align 4, !dbg !44
  %39 = load i32, ptr %4, align 4, !dbg !47
  %40 = load i32, ptr %5, align 4, !dbg !48
  %41 = load i32, ptr %6, align 4, !dbg !49
  %42 = sub nsw i32 32, %41, !dbg !49
  %43 = shl i32 %42, 8, !dbg !49
  %44 = or i32 %43, 31, !dbg !49
  %45 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %38, i32 %39, i32 %40, i32 %44), !dbg !50
  %46 = load i32, ptr %10, align 4, !dbg !51
  %47 = add nsw i32 %46, %45, !dbg !51
  store i32 %47, ptr %10, align 4, !dbg !51
  br label %48, !dbg !52

48:                                               ; preds = %36
  %49 = load i32, ptr %11, align 4, !dbg !53
  %50 = add nsw i32 %49, 1, !dbg !53
  store i32 %50, ptr %11, align 4, !dbg !53
  br label %22, !dbg !32, !llvm.loop !54

51:                                               ; preds = %22
  %52 = load i32, ptr %10, align 4, !dbg !56
  %53 = load ptr, ptr %8, align 8, !dbg !57
  %54 = load i32, ptr %9, align 4, !dbg !58
  %55 = zext i32 %54 to i64, !dbg !57
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !57
  store i32 %52, ptr %56, align 4, !dbg !59
  ret void, !dbg !60
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/pass-warp-loop-rejoin.cu", directory: ".")
!2 = !{ptr @pass_warp_loop_rejoin, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_warp_loop_rejoin", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 11, column: 33, scope: !9)
!19 = !DILocation(line: 11, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 11, column: 46, scope: !9)
!23 = !DILocation(line: 11, column: 44, scope: !9)
!24 = !DILocation(line: 11, column: 16, scope: !9)
!25 = !DILocation(line: 12, column: 11, scope: !9)
!26 = !DILocation(line: 12, column: 14, scope: !9)
!27 = !DILocation(line: 12, column: 7, scope: !9)
!28 = !DILocation(line: 13, column: 12, scope: !9)
!29 = !DILocation(line: 13, column: 8, scope: !9)
!30 = !DILocation(line: 13, column: 19, scope: !9)
!31 = !DILocation(line: 13, column: 21, scope: !9)
!32 = !DILocation(line: 13, column: 3, scope: !9)
!33 = !DILocation(line: 14, column: 9, scope: !9)
!34 = !DILocation(line: 14, column: 11, scope: !9)
!35 = !DILocation(line: 15, column: 15, scope: !9)
!36 = !DILocation(line: 15, column: 13, scope: !9)
!37 = !DILocation(line: 15, column: 17, scope: !9)
!38 = !DILocation(line: 15, column: 9, scope: !9)
!39 = !DILocation(line: 15, column: 7, scope: !9)
!40 = !DILocation(line: 17, column: 11, scope: !9)
!41 = !DILocation(line: 17, column: 13, scope: !9)
!42 = !DILocation(line: 17, column: 9, scope: !9)
!43 = !DILocation(line: 18, column: 39, scope: !9)
!44 = !DILocation(line: 102, column: 36, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!46 = distinct !DILocation(line: 18, column: 10, scope: !9)
!47 = !DILocation(line: 102, column: 42, scope: !45, inlinedAt: !46)
!48 = !DILocation(line: 102, column: 45, scope: !45, inlinedAt: !46)
!49 = !DILocation(line: 102, column: 56, scope: !45, inlinedAt: !46)
!50 = !DILocation(line: 102, column: 10, scope: !45, inlinedAt: !46)
!51 = !DILocation(line: 18, column: 7, scope: !9)
!52 = !DILocation(line: 19, column: 3, scope: !9)
!53 = !DILocation(line: 13, column: 27, scope: !9)
!54 = distinct !{!54, !32, !52, !55}
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 20, column: 12, scope: !9)
!57 = !DILocation(line: 20, column: 3, scope: !9)
!58 = !DILocation(line: 20, column: 7, scope: !9)
!59 = !DILocation(line: 20, column: 10, scope: !9)
!60 = !DILocation(line: 21, column: 1, scope: !9)
