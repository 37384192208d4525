; ModuleID = 'basic/reduce_tree.cu'
source_filename = "basic/reduce_tree.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@s = external dso_local addrspace(3) global [0 x i32], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce_tree(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %7, ptr %5, align 4, !dbg !16
  %8 = load ptr, ptr %3, align 8, !dbg !17
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %11 = mul i32 %9, %10, !dbg !24
  %12 = load i32, ptr %5, align 4, !dbg !25
  %13 = add i32 %11, %12, !dbg !26
  %14 = zext i32 %13 to i64, !dbg !17
  %15 = getelementptr inbounds i32, ptr %8, i64 %14, !dbg !17
  %16 = load i32, ptr %15, align 4, !dbg !17
  %17 = load i32, ptr %5, align 4, !dbg !27
  %18 = zext i32 %17 to i64, !dbg !28
  %19 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %18, !dbg !28
  store i32 %16, ptr %19, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !31
  %21 = udiv i32 %20, 2, !dbg !33
  store i32 %21, ptr %6, align 4, !dbg !34
  br label %22, !dbg !35

22:                                               ; preds = %42, %2
  %23 = load i32, ptr %6, align 4, !dbg !36
  %24 = icmp ugt i32 %23, 0, !dbg !37
  br i1 %24, label %25, label %45, !dbg !38

25:                                               ; preds = %22
  %26 = load i32, ptr %5, align 4, !dbg !39
  %27 = load i32, ptr %6, align 4, !dbg !40
  %28 = icmp ult i32 %26, %27, !dbg !41
  br i1 %28, label %29, label %41, !dbg !39

29:                                               ; preds = %25
  %30 = load i32, ptr %5, align 4, !dbg !42
  %31 = load i32, ptr %6, align 4, !dbg !43
  %32 = add i32 %30, %31, !dbg !44
  %33 = zext i32 %32 to i64, !dbg !45
  %34 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %33, !dbg !45
  %35 = load i32, ptr %34, align 4, !dbg !45
  %36 = load i32, ptr %5, align 4, !dbg !46
  %37 = zext i32 %36 to i64, !dbg !47
  %38 = getelementptr inbounds [0 x i32], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 0, i64 %37, !dbg !47
  %39 = load i32, ptr %38, align 4, !dbg !48
  %40 = add nsw i32 %39, %35, !dbg !48
  store i32 %40, ptr %38, align 4, !dbg !48
  br label %41, !dbg !47

41:                                               ; preds = %29, %25
  call void @llvm.nvvm.barrier0(), !dbg !49
  br label %42, !dbg !50

42:                                               ; preds = %41
  %43 = load i32, ptr %6, align 4, !dbg !51
  %44 = lshr i32 %43, 1, !dbg !51
  store i32 %44, ptr %6, align 4, !dbg !51
  br label %22, !dbg !38, !llvm.loop !52

45:                                               ; preds = %22
  %46 = load i32, ptr %5, align 4, !dbg !54
  %47 = icmp eq i32 %46, 0, !dbg !55
  br i1 %47, label %48, label %54, !dbg !54

48:                                               ; preds = %45
  %49 = load i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4, !dbg !56
  %50 = load ptr, ptr %4, align 8, !dbg !57
  %51 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !58
  %52 = zext i32 %51 to i64, !dbg !57
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !57
  store i32 %49, ptr %53, align 4, !dbg !60
  br label %54, !dbg !57

54:                                               ; preds = %48, %45
  ret void, !dbg !61
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
!1 = !DIFile(filename: "basic/reduce_tree.cu", directory: ".")
!2 = !{ptr @reduce_tree, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce_tree", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 9, column: 16, scope: !9)
!17 = !DILocation(line: 10, column: 10, scope: !9)
!18 = !DILocation(line: 46, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = distinct !DILocation(line: 10, column: 13, scope: !9)
!21 = !DILocation(line: 47, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 10, column: 26, scope: !9)
!24 = !DILocation(line: 10, column: 24, scope: !9)
!25 = !DILocation(line: 10, column: 39, scope: !9)
!26 = !DILocation(line: 10, column: 37, scope: !9)
!27 = !DILocation(line: 10, column: 5, scope: !9)
!28 = !DILocation(line: 10, column: 3, scope: !9)
!29 = !DILocation(line: 10, column: 8, scope: !9)
!30 = !DILocation(line: 11, column: 3, scope: !9)
!31 = !DILocation(line: 47, column: 1, scope: !22, inlinedAt: !32)
!32 = distinct !DILocation(line: 12, column: 30, scope: !9)
!33 = !DILocation(line: 12, column: 41, scope: !9)
!34 = !DILocation(line: 12, column: 21, scope: !9)
!35 = !DILocation(line: 12, column: 8, scope: !9)
!36 = !DILocation(line: 12, column: 46, scope: !9)
!37 = !DILocation(line: 12, column: 53, scope: !9)
!38 = !DILocation(line: 12, column: 3, scope: !9)
!39 = !DILocation(line: 13, column: 9, scope: !9)
!40 = !DILocation(line: 13, column: 13, scope: !9)
!41 = !DILocation(line: 13, column: 11, scope: !9)
!42 = !DILocation(line: 14, column: 17, scope: !9)
!43 = !DILocation(line: 14, column: 21, scope: !9)
!44 = !DILocation(line: 14, column: 19, scope: !9)
!45 = !DILocation(line: 14, column: 15, scope: !9)
!46 = !DILocation(line: 14, column: 9, scope: !9)
!47 = !DILocation(line: 14, column: 7, scope: !9)
!48 = !DILocation(line: 14, column: 12, scope: !9)
!49 = !DILocation(line: 15, column: 5, scope: !9)
!50 = !DILocation(line: 16, column: 3, scope: !9)
!51 = !DILocation(line: 12, column: 65, scope: !9)
!52 = distinct !{!52, !38, !50, !53}
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 17, column: 7, scope: !9)
!55 = !DILocation(line: 17, column: 9, scope: !9)
!56 = !DILocation(line: 18, column: 23, scope: !9)
!57 = !DILocation(line: 18, column: 5, scope: !9)
!58 = !DILocation(line: 46, column: 1, scope: !19, inlinedAt: !59)
!59 = distinct !DILocation(line: 18, column: 9, scope: !9)
!60 = !DILocation(line: 18, column: 21, scope: !9)
!61 = !DILocation(line: 19, column: 1, scope: !9)
