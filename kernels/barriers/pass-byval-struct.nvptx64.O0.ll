; ModuleID = 'barriers/pass-byval-struct.cu'
source_filename = "barriers/pass-byval-struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.Params = type { i32, i32, [6 x i32] }

@_ZZ17pass_byval_structE1s = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_byval_struct(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Params) align 4 %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %6, align 4, !dbg !16
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  store i32 %11, ptr %7, align 4, !dbg !20
  %12 = load ptr, ptr %4, align 8, !dbg !21
  %13 = load i32, ptr %6, align 4, !dbg !22
  %14 = zext i32 %13 to i64, !dbg !21
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !21
  %16 = load i32, ptr %15, align 4, !dbg !21
  %17 = load i32, ptr %6, align 4, !dbg !23
  %18 = zext i32 %17 to i64, !dbg !24
  %19 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_byval_structE1s to ptr), i64 0, i64 %18, !dbg !24
  store i32 %16, ptr %19, align 4, !dbg !25
  call void @llvm.nvvm.barrier0(), !dbg !26
  store i32 0, ptr %8, align 4, !dbg !27
  br label %20, !dbg !28

20:                                               ; preds = %39, %3
  %21 = load i32, ptr %8, align 4, !dbg !29
  %22 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 0, !dbg !30
  %23 = load i32, ptr %22, align 4, !dbg !30
  %24 = icmp slt i32 %21, %23, !dbg !31
  br i1 %24, label %25, label %42, !dbg !32

25:                                               ; preds = %20
  %26 = load i32, ptr %6, align 4, !dbg !33
  %27 = getelementptr inbounds %struct.Params, ptr %2, i32 0, i32 1, !dbg !34
  %28 = load i32, ptr %27, align 4, !dbg !34
  %29 = add i32 %26, %28, !dbg !35
  %30 = load i32, ptr %7, align 4, !dbg !36
  %31 = urem i32 %29, %30, !dbg !37
  %32 = zext i32 %31 to i64, !dbg !38
  %33 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_byval_structE1s to ptr), i64 0, i64 %32, !dbg !38
  %34 = load i32, ptr %33, align 4, !dbg !38
  store i32 %34, ptr %9, align 4, !dbg !39
  call void @llvm.nvvm.barrier0(), !dbg !40
  %35 = load i32, ptr %9, align 4, !dbg !41
  %36 = load i32, ptr %6, align 4, !dbg !42
  %37 = zext i32 %36 to i64, !dbg !43
  %38 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_byval_structE1s to ptr), i64 0, i64 %37, !dbg !43
  store i32 %35, ptr %38, align 4, !dbg !44
  call void @llvm.nvvm.barrier0(), !dbg !45
  br label %39, !dbg !46

39:                                               ; preds = %25
  %40 = load i32, ptr %8, align 4, !dbg !47
  %41 = add nsw i32 %40, 1, !dbg !47
  store i32 %41, ptr %8, align 4, !dbg !47
  br label %20, !dbg !32, !llvm.loop !48

42:                                               ; preds = %20
  %43 = load i32, ptr %6, align 4, !dbg !50
  %44 = zext i32 %43 to i64, !dbg !51
  %45 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17pass_byval_structE1s to ptr), i64 0, i64 %44, !dbg !51
  %46 = load i32, ptr %45, align 4, !dbg !51
  %47 = load ptr, ptr %5, align 8, !dbg !52
  %48 = load i32, ptr %6, align 4, !dbg !53
  %49 = zext i32 %48 to i64, !dbg !52
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !52
  store i32 %46, ptr %50, align 4, !dbg !54
  ret void, !dbg !55
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
!1 = !DIFile(filename: "barriers/pass-byval-struct.cu", directory: ".")
!2 = !{ptr @pass_byval_struct, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_byval_struct", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 14, column: 20, scope: !9)
!16 = !DILocation(line: 14, column: 16, scope: !9)
!17 = !DILocation(line: 47, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 15, column: 20, scope: !9)
!20 = !DILocation(line: 15, column: 16, scope: !9)
!21 = !DILocation(line: 16, column: 10, scope: !9)
!22 = !DILocation(line: 16, column: 13, scope: !9)
!23 = !DILocation(line: 16, column: 5, scope: !9)
!24 = !DILocation(line: 16, column: 3, scope: !9)
!25 = !DILocation(line: 16, column: 8, scope: !9)
!26 = !DILocation(line: 17, column: 3, scope: !9)
!27 = !DILocation(line: 18, column: 12, scope: !9)
!28 = !DILocation(line: 18, column: 8, scope: !9)
!29 = !DILocation(line: 18, column: 19, scope: !9)
!30 = !DILocation(line: 18, column: 25, scope: !9)
!31 = !DILocation(line: 18, column: 21, scope: !9)
!32 = !DILocation(line: 18, column: 3, scope: !9)
!33 = !DILocation(line: 19, column: 16, scope: !9)
!34 = !DILocation(line: 19, column: 22, scope: !9)
!35 = !DILocation(line: 19, column: 18, scope: !9)
!36 = !DILocation(line: 19, column: 31, scope: !9)
!37 = !DILocation(line: 19, column: 29, scope: !9)
!38 = !DILocation(line: 19, column: 13, scope: !9)
!39 = !DILocation(line: 19, column: 9, scope: !9)
!40 = !DILocation(line: 20, column: 5, scope: !9)
!41 = !DILocation(line: 21, column: 12, scope: !9)
!42 = !DILocation(line: 21, column: 7, scope: !9)
!43 = !DILocation(line: 21, column: 5, scope: !9)
!44 = !DILocation(line: 21, column: 10, scope: !9)
!45 = !DILocation(line: 22, column: 5, scope: !9)
!46 = !DILocation(line: 23, column: 3, scope: !9)
!47 = !DILocation(line: 18, column: 33, scope: !9)
!48 = distinct !{!48, !32, !46, !49}
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 24, column: 14, scope: !9)
!51 = !DILocation(line: 24, column: 12, scope: !9)
!52 = !DILocation(line: 24, column: 3, scope: !9)
!53 = !DILocation(line: 24, column: 7, scope: !9)
!54 = !DILocation(line: 24, column: 10, scope: !9)
!55 = !DILocation(line: 25, column: 1, scope: !9)
