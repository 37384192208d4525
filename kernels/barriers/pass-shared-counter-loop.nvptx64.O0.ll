; ModuleID = 'barriers/pass-shared-counter-loop.cu'
source_filename = "barriers/pass-shared-counter-loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ24pass_shared_counter_loopE9remaining = internal addrspace(3) global i32 undef, align 4
@_ZZ24pass_shared_counter_loopE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_shared_counter_loop(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
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
  %10 = load i32, ptr %7, align 4, !dbg !17
  %11 = icmp eq i32 %10, 0, !dbg !18
  br i1 %11, label %12, label %14, !dbg !17

12:                                               ; preds = %3
  %13 = load i32, ptr %6, align 4, !dbg !19
  store i32 %13, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !20
  br label %14, !dbg !21

14:                                               ; preds = %12, %3
  %15 = load i32, ptr %7, align 4, !dbg !22
  %16 = zext i32 %15 to i64, !dbg !23
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE1s to ptr), i64 0, i64 %16, !dbg !23
  store i32 0, ptr %17, align 4, !dbg !24
  call void @llvm.nvvm.barrier0(), !dbg !25
  %18 = load i32, ptr %7, align 4, !dbg !26
  store i32 %18, ptr %8, align 4, !dbg !27
  br label %19, !dbg !28

19:                                               ; preds = %47, %14
  %20 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !29
  %21 = icmp sgt i32 %20, 0, !dbg !30
  br i1 %21, label %22, label %48, !dbg !28

22:                                               ; preds = %19
  %23 = load i32, ptr %8, align 4, !dbg !31
  %24 = load i32, ptr %6, align 4, !dbg !32
  %25 = icmp slt i32 %23, %24, !dbg !33
  br i1 %25, label %26, label %37, !dbg !31

26:                                               ; preds = %22
  %27 = load ptr, ptr %4, align 8, !dbg !34
  %28 = load i32, ptr %8, align 4, !dbg !35
  %29 = sext i32 %28 to i64, !dbg !34
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !34
  %31 = load i32, ptr %30, align 4, !dbg !34
  %32 = load i32, ptr %7, align 4, !dbg !36
  %33 = zext i32 %32 to i64, !dbg !37
  %34 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE1s to ptr), i64 0, i64 %33, !dbg !37
  %35 = load i32, ptr %34, align 4, !dbg !38
  %36 = add nsw i32 %35, %31, !dbg !38
  store i32 %36, ptr %34, align 4, !dbg !38
  br label %37, !dbg !37

37:                                               ; preds = %26, %22
  %38 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !39
  %39 = load i32, ptr %8, align 4, !dbg !42
  %40 = add i32 %39, %38, !dbg !42
  store i32 %40, ptr %8, align 4, !dbg !42
  call void @llvm.nvvm.barrier0(), !dbg !43
  %41 = load i32, ptr %7, align 4, !dbg !44
  %42 = icmp eq i32 %41, 0, !dbg !45
  br i1 %42, label %43, label %47, !dbg !44

43:                                               ; preds = %37
  %44 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !46
  %45 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !48
  %46 = sub i32 %45, %44, !dbg !48
  store i32 %46, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !48
  br label %47, !dbg !49

47:                                               ; preds = %43, %37
  call void @llvm.nvvm.barrier0(), !dbg !50
  br label %19, !dbg !28, !llvm.loop !51

48:                                               ; preds = %19
  %49 = load i32, ptr %7, align 4, !dbg !54
  %50 = zext i32 %49 to i64, !dbg !55
  %51 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE1s to ptr), i64 0, i64 %50, !dbg !55
  %52 = load i32, ptr %51, align 4, !dbg !55
  %53 = load ptr, ptr %5, align 8, !dbg !56
  %54 = load i32, ptr %7, align 4, !dbg !57
  %55 = zext i32 %54 to i64, !dbg !56
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !56
  store i32 %52, ptr %56, align 4, !dbg !58
  ret void, !dbg !59
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
!1 = !DIFile(filename: "barriers/pass-shared-counter-loop.cu", directory: ".")
!2 = !{ptr @pass_shared_counter_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_shared_counter_loop", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 16, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 10, column: 9, scope: !9)
!19 = !DILocation(line: 11, column: 17, scope: !9)
!20 = !DILocation(line: 11, column: 15, scope: !9)
!21 = !DILocation(line: 11, column: 5, scope: !9)
!22 = !DILocation(line: 12, column: 5, scope: !9)
!23 = !DILocation(line: 12, column: 3, scope: !9)
!24 = !DILocation(line: 12, column: 8, scope: !9)
!25 = !DILocation(line: 13, column: 3, scope: !9)
!26 = !DILocation(line: 14, column: 13, scope: !9)
!27 = !DILocation(line: 14, column: 7, scope: !9)
!28 = !DILocation(line: 15, column: 3, scope: !9)
!29 = !DILocation(line: 15, column: 10, scope: !9)
!30 = !DILocation(line: 15, column: 20, scope: !9)
!31 = !DILocation(line: 16, column: 9, scope: !9)
!32 = !DILocation(line: 16, column: 15, scope: !9)
!33 = !DILocation(line: 16, column: 13, scope: !9)
!34 = !DILocation(line: 17, column: 15, scope: !9)
!35 = !DILocation(line: 17, column: 18, scope: !9)
!36 = !DILocation(line: 17, column: 9, scope: !9)
!37 = !DILocation(line: 17, column: 7, scope: !9)
!38 = !DILocation(line: 17, column: 12, scope: !9)
!39 = !DILocation(line: 47, column: 1, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!41 = distinct !DILocation(line: 18, column: 12, scope: !9)
!42 = !DILocation(line: 18, column: 9, scope: !9)
!43 = !DILocation(line: 19, column: 5, scope: !9)
!44 = !DILocation(line: 20, column: 9, scope: !9)
!45 = !DILocation(line: 20, column: 11, scope: !9)
!46 = !DILocation(line: 47, column: 1, scope: !40, inlinedAt: !47)
!47 = distinct !DILocation(line: 21, column: 20, scope: !9)
!48 = !DILocation(line: 21, column: 17, scope: !9)
!49 = !DILocation(line: 21, column: 7, scope: !9)
!50 = !DILocation(line: 22, column: 5, scope: !9)
!51 = distinct !{!51, !28, !52, !53}
!52 = !DILocation(line: 23, column: 3, scope: !9)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 24, column: 14, scope: !9)
!55 = !DILocation(line: 24, column: 12, scope: !9)
!56 = !DILocation(line: 24, column: 3, scope: !9)
!57 = !DILocation(line: 24, column: 7, scope: !9)
!58 = !DILocation(line: 24, column: 10, scope: !9)
!59 = !DILocation(line: 25, column: 1, scope: !9)
