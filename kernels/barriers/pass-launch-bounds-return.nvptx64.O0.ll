; ModuleID = 'barriers/pass-launch-bounds-return.cu'
source_filename = "barriers/pass-launch-bounds-return.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ25pass_launch_bounds_returnE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_launch_bounds_return(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %7, align 4, !dbg !16
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %12 = mul i32 %10, %11, !dbg !23
  %13 = load i32, ptr %7, align 4, !dbg !24
  %14 = add i32 %12, %13, !dbg !25
  store i32 %14, ptr %8, align 4, !dbg !26
  %15 = load i32, ptr %8, align 4, !dbg !27
  %16 = load i32, ptr %6, align 4, !dbg !28
  %17 = icmp uge i32 %15, %16, !dbg !29
  br i1 %17, label %18, label %19, !dbg !27

18:                                               ; preds = %3
  br label %44, !dbg !30

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8, !dbg !31
  %21 = load i32, ptr %8, align 4, !dbg !32
  %22 = zext i32 %21 to i64, !dbg !31
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !31
  %24 = load i32, ptr %23, align 4, !dbg !31
  %25 = load i32, ptr %7, align 4, !dbg !33
  %26 = zext i32 %25 to i64, !dbg !34
  %27 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_launch_bounds_returnE1s to ptr), i64 0, i64 %26, !dbg !34
  store i32 %24, ptr %27, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  %28 = load i32, ptr %7, align 4, !dbg !37
  %29 = zext i32 %28 to i64, !dbg !38
  %30 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_launch_bounds_returnE1s to ptr), i64 0, i64 %29, !dbg !38
  %31 = load i32, ptr %30, align 4, !dbg !38
  %32 = load i32, ptr %7, align 4, !dbg !39
  %33 = add i32 %32, 1, !dbg !40
  %34 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !41
  %35 = urem i32 %33, %34, !dbg !43
  %36 = zext i32 %35 to i64, !dbg !44
  %37 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_launch_bounds_returnE1s to ptr), i64 0, i64 %36, !dbg !44
  %38 = load i32, ptr %37, align 4, !dbg !44
  %39 = add nsw i32 %31, %38, !dbg !45
  %40 = load ptr, ptr %5, align 8, !dbg !46
  %41 = load i32, ptr %8, align 4, !dbg !47
  %42 = zext i32 %41 to i64, !dbg !46
  %43 = getelementptr inbounds i32, ptr %40, i64 %42, !dbg !46
  store i32 %39, ptr %43, align 4, !dbg !48
  br label %44, !dbg !49

44:                                               ; preds = %19, %18
  ret void, !dbg !49
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!1 = !DIFile(filename: "barriers/pass-launch-bounds-return.cu", directory: ".")
!2 = !{ptr @pass_launch_bounds_return, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_launch_bounds_return", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 16, scope: !9)
!17 = !DILocation(line: 46, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 10, column: 20, scope: !9)
!20 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 10, column: 33, scope: !9)
!23 = !DILocation(line: 10, column: 31, scope: !9)
!24 = !DILocation(line: 10, column: 46, scope: !9)
!25 = !DILocation(line: 10, column: 44, scope: !9)
!26 = !DILocation(line: 10, column: 16, scope: !9)
!27 = !DILocation(line: 11, column: 7, scope: !9)
!28 = !DILocation(line: 11, column: 26, scope: !9)
!29 = !DILocation(line: 11, column: 9, scope: !9)
!30 = !DILocation(line: 12, column: 5, scope: !9)
!31 = !DILocation(line: 13, column: 10, scope: !9)
!32 = !DILocation(line: 13, column: 13, scope: !9)
!33 = !DILocation(line: 13, column: 5, scope: !9)
!34 = !DILocation(line: 13, column: 3, scope: !9)
!35 = !DILocation(line: 13, column: 8, scope: !9)
!36 = !DILocation(line: 14, column: 3, scope: !9)
!37 = !DILocation(line: 15, column: 14, scope: !9)
!38 = !DILocation(line: 15, column: 12, scope: !9)
!39 = !DILocation(line: 15, column: 22, scope: !9)
!40 = !DILocation(line: 15, column: 24, scope: !9)
!41 = !DILocation(line: 47, column: 1, scope: !21, inlinedAt: !42)
!42 = distinct !DILocation(line: 15, column: 31, scope: !9)
!43 = !DILocation(line: 15, column: 29, scope: !9)
!44 = !DILocation(line: 15, column: 19, scope: !9)
!45 = !DILocation(line: 15, column: 17, scope: !9)
!46 = !DILocation(line: 15, column: 3, scope: !9)
!47 = !DILocation(line: 15, column: 7, scope: !9)
!48 = !DILocation(line: 15, column: 10, scope: !9)
!49 = !DILocation(line: 16, column: 1, scope: !9)
