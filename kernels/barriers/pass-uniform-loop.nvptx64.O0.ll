; ModuleID = 'barriers/pass-uniform-loop.cu'
source_filename = "barriers/pass-uniform-loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ17pass_uniform_loopE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_uniform_loop(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %12, ptr %7, align 4, !dbg !16
  %13 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  store i32 %13, ptr %8, align 4, !dbg !20
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %15 = load i32, ptr %8, align 4, !dbg !24
  %16 = mul i32 %14, %15, !dbg !25
  %17 = load i32, ptr %7, align 4, !dbg !26
  %18 = add i32 %16, %17, !dbg !27
  store i32 %18, ptr %9, align 4, !dbg !28
  %19 = load ptr, ptr %4, align 8, !dbg !29
  %20 = load i32, ptr %9, align 4, !dbg !30
  %21 = zext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !29
  %23 = load i32, ptr %22, align 4, !dbg !29
  %24 = load i32, ptr %7, align 4, !dbg !31
  %25 = zext i32 %24 to i64, !dbg !32
  %26 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_uniform_loopE1s to ptr), i64 0, i64 %25, !dbg !32
  store i32 %23, ptr %26, align 4, !dbg !33
  call void @llvm.nvvm.barrier0(), !dbg !34
  store i32 0, ptr %10, align 4, !dbg !35
  br label %27, !dbg !36

27:                                               ; preds = %43, %3
  %28 = load i32, ptr %10, align 4, !dbg !37
  %29 = load i32, ptr %6, align 4, !dbg !38
  %30 = icmp slt i32 %28, %29, !dbg !39
  br i1 %30, label %31, label %46, !dbg !40

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !41
  %33 = add i32 %32, 1, !dbg !42
  %34 = load i32, ptr %8, align 4, !dbg !43
  %35 = urem i32 %33, %34, !dbg !44
  %36 = zext i32 %35 to i64, !dbg !45
  %37 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_uniform_loopE1s to ptr), i64 0, i64 %36, !dbg !45
  %38 = load i32, ptr %37, align 4, !dbg !45
  store i32 %38, ptr %11, align 4, !dbg !46
  call void @llvm.nvvm.barrier0(), !dbg !47
  %39 = load i32, ptr %11, align 4, !dbg !48
  %40 = load i32, ptr %7, align 4, !dbg !49
  %41 = zext i32 %40 to i64, !dbg !50
  %42 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_uniform_loopE1s to ptr), i64 0, i64 %41, !dbg !50
  store i32 %39, ptr %42, align 4, !dbg !51
  call void @llvm.nvvm.barrier0(), !dbg !52
  br label %43, !dbg !53

43:                                               ; preds = %31
  %44 = load i32, ptr %10, align 4, !dbg !54
  %45 = add nsw i32 %44, 1, !dbg !54
  store i32 %45, ptr %10, align 4, !dbg !54
  br label %27, !dbg !40, !llvm.loop !55

46:                                               ; preds = %27
  %47 = load i32, ptr %7, align 4, !dbg !57
  %48 = zext i32 %47 to i64, !dbg !58
  %49 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_uniform_loopE1s to ptr), i64 0, i64 %48, !dbg !58
  %50 = load i32, ptr %49, align 4, !dbg !58
  %51 = load ptr, ptr %5, align 8, !dbg !59
  %52 = load i32, ptr %9, align 4, !dbg !60
  %53 = zext i32 %52 to i64, !dbg !59
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !59
  store i32 %50, ptr %54, align 4, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/pass-uniform-loop.cu", directory: ".")
!2 = !{ptr @pass_uniform_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_uniform_loop", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 8, column: 16, scope: !9)
!17 = !DILocation(line: 47, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 9, column: 20, scope: !9)
!20 = !DILocation(line: 9, column: 16, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 10, column: 20, scope: !9)
!24 = !DILocation(line: 10, column: 33, scope: !9)
!25 = !DILocation(line: 10, column: 31, scope: !9)
!26 = !DILocation(line: 10, column: 37, scope: !9)
!27 = !DILocation(line: 10, column: 35, scope: !9)
!28 = !DILocation(line: 10, column: 16, scope: !9)
!29 = !DILocation(line: 11, column: 10, scope: !9)
!30 = !DILocation(line: 11, column: 13, scope: !9)
!31 = !DILocation(line: 11, column: 5, scope: !9)
!32 = !DILocation(line: 11, column: 3, scope: !9)
!33 = !DILocation(line: 11, column: 8, scope: !9)
!34 = !DILocation(line: 12, column: 3, scope: !9)
!35 = !DILocation(line: 13, column: 12, scope: !9)
!36 = !DILocation(line: 13, column: 8, scope: !9)
!37 = !DILocation(line: 13, column: 19, scope: !9)
!38 = !DILocation(line: 13, column: 23, scope: !9)
!39 = !DILocation(line: 13, column: 21, scope: !9)
!40 = !DILocation(line: 13, column: 3, scope: !9)
!41 = !DILocation(line: 14, column: 16, scope: !9)
!42 = !DILocation(line: 14, column: 18, scope: !9)
!43 = !DILocation(line: 14, column: 25, scope: !9)
!44 = !DILocation(line: 14, column: 23, scope: !9)
!45 = !DILocation(line: 14, column: 13, scope: !9)
!46 = !DILocation(line: 14, column: 9, scope: !9)
!47 = !DILocation(line: 15, column: 5, scope: !9)
!48 = !DILocation(line: 16, column: 12, scope: !9)
!49 = !DILocation(line: 16, column: 7, scope: !9)
!50 = !DILocation(line: 16, column: 5, scope: !9)
!51 = !DILocation(line: 16, column: 10, scope: !9)
!52 = !DILocation(line: 17, column: 5, scope: !9)
!53 = !DILocation(line: 18, column: 3, scope: !9)
!54 = !DILocation(line: 13, column: 31, scope: !9)
!55 = distinct !{!55, !40, !53, !56}
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 19, column: 14, scope: !9)
!58 = !DILocation(line: 19, column: 12, scope: !9)
!59 = !DILocation(line: 19, column: 3, scope: !9)
!60 = !DILocation(line: 19, column: 7, scope: !9)
!61 = !DILocation(line: 19, column: 10, scope: !9)
!62 = !DILocation(line: 20, column: 1, scope: !9)
