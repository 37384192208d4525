; ModuleID = 'barriers/pass-launch-stride-loop.cu'
source_filename = "barriers/pass-launch-stride-loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ23pass_launch_stride_loopE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_launch_stride_loop(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %6, ptr %5, align 4, !dbg !16
  br label %7, !dbg !17

7:                                                ; preds = %29, %2
  %8 = load i32, ptr %5, align 4, !dbg !18
  %9 = icmp ult i32 %8, 256, !dbg !19
  br i1 %9, label %10, label %33, !dbg !20

10:                                               ; preds = %7
  %11 = load ptr, ptr %3, align 8, !dbg !21
  %12 = load i32, ptr %5, align 4, !dbg !22
  %13 = zext i32 %12 to i64, !dbg !21
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !21
  %15 = load i32, ptr %14, align 4, !dbg !21
  %16 = load i32, ptr %5, align 4, !dbg !23
  %17 = zext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23pass_launch_stride_loopE1s to ptr), i64 0, i64 %17, !dbg !24
  store i32 %15, ptr %18, align 4, !dbg !25
  call void @llvm.nvvm.barrier0(), !dbg !26
  %19 = load i32, ptr %5, align 4, !dbg !27
  %20 = add i32 %19, 1, !dbg !28
  %21 = urem i32 %20, 256, !dbg !29
  %22 = zext i32 %21 to i64, !dbg !30
  %23 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ23pass_launch_stride_loopE1s to ptr), i64 0, i64 %22, !dbg !30
  %24 = load i32, ptr %23, align 4, !dbg !30
  %25 = load ptr, ptr %4, align 8, !dbg !31
  %26 = load i32, ptr %5, align 4, !dbg !32
  %27 = zext i32 %26 to i64, !dbg !31
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !31
  store i32 %24, ptr %28, align 4, !dbg !33
  br label %29, !dbg !34

29:                                               ; preds = %10
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !35
  %31 = load i32, ptr %5, align 4, !dbg !38
  %32 = add i32 %31, %30, !dbg !38
  store i32 %32, ptr %5, align 4, !dbg !38
  br label %7, !dbg !20, !llvm.loop !39

33:                                               ; preds = %7
  ret void, !dbg !41
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
!1 = !DIFile(filename: "barriers/pass-launch-stride-loop.cu", directory: ".")
!2 = !{ptr @pass_launch_stride_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_launch_stride_loop", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 27, scope: !9)
!16 = !DILocation(line: 11, column: 21, scope: !9)
!17 = !DILocation(line: 11, column: 8, scope: !9)
!18 = !DILocation(line: 11, column: 40, scope: !9)
!19 = !DILocation(line: 11, column: 44, scope: !9)
!20 = !DILocation(line: 11, column: 3, scope: !9)
!21 = !DILocation(line: 12, column: 14, scope: !9)
!22 = !DILocation(line: 12, column: 17, scope: !9)
!23 = !DILocation(line: 12, column: 7, scope: !9)
!24 = !DILocation(line: 12, column: 5, scope: !9)
!25 = !DILocation(line: 12, column: 12, scope: !9)
!26 = !DILocation(line: 13, column: 5, scope: !9)
!27 = !DILocation(line: 14, column: 19, scope: !9)
!28 = !DILocation(line: 14, column: 23, scope: !9)
!29 = !DILocation(line: 14, column: 28, scope: !9)
!30 = !DILocation(line: 14, column: 16, scope: !9)
!31 = !DILocation(line: 14, column: 5, scope: !9)
!32 = !DILocation(line: 14, column: 9, scope: !9)
!33 = !DILocation(line: 14, column: 14, scope: !9)
!34 = !DILocation(line: 15, column: 3, scope: !9)
!35 = !DILocation(line: 47, column: 1, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!37 = distinct !DILocation(line: 11, column: 56, scope: !9)
!38 = !DILocation(line: 11, column: 53, scope: !9)
!39 = distinct !{!39, !20, !34, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 16, column: 1, scope: !9)
