; ModuleID = 'barriers/fail-byval-struct.cu'
source_filename = "barriers/fail-byval-struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.Params = type { i32, i32, [6 x i32] }

@_ZZ17fail_byval_structE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z9set_itersP6Paramsi(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !12
  %6 = load ptr, ptr %3, align 8, !dbg !13
  %7 = getelementptr inbounds %struct.Params, ptr %6, i32 0, i32 0, !dbg !14
  store i32 %5, ptr %7, align 4, !dbg !15
  ret void, !dbg !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_byval_struct(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Params) align 4 %2) #1 !dbg !17 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  store i32 %10, ptr %6, align 4, !dbg !22
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  store i32 %11, ptr %7, align 4, !dbg !26
  %12 = load ptr, ptr %4, align 8, !dbg !27
  %13 = load i32, ptr %6, align 4, !dbg !28
  %14 = zext i32 %13 to i64, !dbg !27
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !27
  %16 = load i32, ptr %15, align 4, !dbg !27
  %17 = and i32 %16, 3, !dbg !29
  call void @_Z9set_itersP6Paramsi(ptr noundef %2, i32 noundef %17) #4, !dbg !30
  %18 = load ptr, ptr %4, align 8, !dbg !31
  %19 = load i32, ptr %6, align 4, !dbg !32
  %20 = zext i32 %19 to i64, !dbg !31
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !31
  %22 = load i32, ptr %21, align 4, !dbg !31
  %23 = load i32, ptr %6, align 4, !dbg !33
  %24 = zext i32 %23 to i64, !dbg !34
  %25 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17fail_byval_structE1s to ptr), i64 0, i64 %24, !dbg !34
  store i32 %22, ptr %25, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  store i32 0, ptr %8, align 4, !dbg !37
  br label %26, !dbg !38

26:                                               ; preds = %45, %3
  %27 = load i32, ptr %8, align 4, !dbg !39
  %28 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 0, !dbg !40
  %29 = load i32, ptr %28, align 4, !dbg !40
  %30 = icmp slt i32 %27, %29, !dbg !41
  br i1 %30, label %31, label %48, !dbg !42

31:                                               ; preds = %26
  %32 = load i32, ptr %6, align 4, !dbg !43
  %33 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 1, !dbg !44
  %34 = load i32, ptr %33, align 4, !dbg !44
  %35 = add i32 %32, %34, !dbg !45
  %36 = load i32, ptr %7, align 4, !dbg !46
  %37 = urem i32 %35, %36, !dbg !47
  %38 = zext i32 %37 to i64, !dbg !48
  %39 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17fail_byval_structE1s to ptr), i64 0, i64 %38, !dbg !48
  %40 = load i32, ptr %39, align 4, !dbg !48
  store i32 %40, ptr %9, align 4, !dbg !49
  call void @llvm.nvvm.barrier0(), !dbg !50
  %41 = load i32, ptr %9, align 4, !dbg !51
  %42 = load i32, ptr %6, align 4, !dbg !52
  %43 = zext i32 %42 to i64, !dbg !53
  %44 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17fail_byval_structE1s to ptr), i64 0, i64 %43, !dbg !53
  store i32 %41, ptr %44, align 4, !dbg !54
  call void @llvm.nvvm.barrier0(), !dbg !55
  br label %45, !dbg !56

45:                                               ; preds = %31
  %46 = load i32, ptr %8, align 4, !dbg !57
  %47 = add nsw i32 %46, 1, !dbg !57
  store i32 %47, ptr %8, align 4, !dbg !57
  br label %26, !dbg !42, !llvm.loop !58

48:                                               ; preds = %26
  %49 = load i32, ptr %6, align 4, !dbg !60
  %50 = zext i32 %49 to i64, !dbg !61
  %51 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17fail_byval_structE1s to ptr), i64 0, i64 %50, !dbg !61
  %52 = load i32, ptr %51, align 4, !dbg !61
  %53 = load ptr, ptr %5, align 8, !dbg !62
  %54 = load i32, ptr %6, align 4, !dbg !63
  %55 = zext i32 %54 to i64, !dbg !62
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !62
  store i32 %52, ptr %56, align 4, !dbg !64
  ret void, !dbg !65
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-byval-struct.cu", directory: ".")
!2 = !{ptr @fail_byval_struct, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "set_iters", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 12, column: 91, scope: !9)
!13 = !DILocation(line: 12, column: 80, scope: !9)
!14 = !DILocation(line: 12, column: 83, scope: !9)
!15 = !DILocation(line: 12, column: 89, scope: !9)
!16 = !DILocation(line: 12, column: 94, scope: !9)
!17 = distinct !DISubprogram(name: "fail_byval_struct", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = !DILocation(line: 45, column: 1, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "get_x", scope: !20, file: !20, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!21 = distinct !DILocation(line: 16, column: 20, scope: !17)
!22 = !DILocation(line: 16, column: 16, scope: !17)
!23 = !DILocation(line: 47, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "get_x", scope: !20, file: !20, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!25 = distinct !DILocation(line: 17, column: 20, scope: !17)
!26 = !DILocation(line: 17, column: 16, scope: !17)
!27 = !DILocation(line: 18, column: 17, scope: !17)
!28 = !DILocation(line: 18, column: 20, scope: !17)
!29 = !DILocation(line: 18, column: 23, scope: !17)
!30 = !DILocation(line: 18, column: 3, scope: !17)
!31 = !DILocation(line: 19, column: 10, scope: !17)
!32 = !DILocation(line: 19, column: 13, scope: !17)
!33 = !DILocation(line: 19, column: 5, scope: !17)
!34 = !DILocation(line: 19, column: 3, scope: !17)
!35 = !DILocation(line: 19, column: 8, scope: !17)
!36 = !DILocation(line: 20, column: 3, scope: !17)
!37 = !DILocation(line: 21, column: 12, scope: !17)
!38 = !DILocation(line: 21, column: 8, scope: !17)
!39 = !DILocation(line: 21, column: 19, scope: !17)
!40 = !DILocation(line: 21, column: 25, scope: !17)
!41 = !DILocation(line: 21, column: 21, scope: !17)
!42 = !DILocation(line: 21, column: 3, scope: !17)
!43 = !DILocation(line: 22, column: 16, scope: !17)
!44 = !DILocation(line: 22, column: 22, scope: !17)
!45 = !DILocation(line: 22, column: 18, scope: !17)
!46 = !DILocation(line: 22, column: 31, scope: !17)
!47 = !DILocation(line: 22, column: 29, scope: !17)
!48 = !DILocation(line: 22, column: 13, scope: !17)
!49 = !DILocation(line: 22, column: 9, scope: !17)
!50 = !DILocation(line: 23, column: 5, scope: !17)
!51 = !DILocation(line: 24, column: 12, scope: !17)
!52 = !DILocation(line: 24, column: 7, scope: !17)
!53 = !DILocation(line: 24, column: 5, scope: !17)
!54 = !DILocation(line: 24, column: 10, scope: !17)
!55 = !DILocation(line: 25, column: 5, scope: !17)
!56 = !DILocation(line: 26, column: 3, scope: !17)
!57 = !DILocation(line: 21, column: 33, scope: !17)
!58 = distinct !{!58, !42, !56, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 27, column: 14, scope: !17)
!61 = !DILocation(line: 27, column: 12, scope: !17)
!62 = !DILocation(line: 27, column: 3, scope: !17)
!63 = !DILocation(line: 27, column: 7, scope: !17)
!64 = !DILocation(line: 27, column: 10, scope: !17)
!65 = !DILocation(line: 28, column: 1, scope: !17)
