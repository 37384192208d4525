; ModuleID = 'basic/scan_block.cu'
source_filename = "basic/scan_block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ10scan_blockE3buf = internal addrspace(3) global [2 x [1024 x i32]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @scan_block(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %5, align 4, !dbg !16
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  store i32 %12, ptr %6, align 4, !dbg !20
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %14 = load i32, ptr %6, align 4, !dbg !24
  %15 = mul i32 %13, %14, !dbg !25
  %16 = load i32, ptr %5, align 4, !dbg !26
  %17 = add i32 %15, %16, !dbg !27
  store i32 %17, ptr %7, align 4, !dbg !28
  store i32 0, ptr %8, align 4, !dbg !29
  %18 = load ptr, ptr %3, align 8, !dbg !30
  %19 = load i32, ptr %7, align 4, !dbg !31
  %20 = zext i32 %19 to i64, !dbg !30
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !30
  %22 = load i32, ptr %21, align 4, !dbg !30
  %23 = load i32, ptr %5, align 4, !dbg !32
  %24 = zext i32 %23 to i64, !dbg !33
  %25 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockE3buf to ptr), i64 0, i64 %24, !dbg !33
  store i32 %22, ptr %25, align 4, !dbg !34
  call void @llvm.nvvm.barrier0(), !dbg !35
  store i32 1, ptr %9, align 4, !dbg !36
  br label %26, !dbg !37

26:                                               ; preds = %64, %2
  %27 = load i32, ptr %9, align 4, !dbg !38
  %28 = load i32, ptr %6, align 4, !dbg !39
  %29 = icmp ult i32 %27, %28, !dbg !40
  br i1 %29, label %30, label %67, !dbg !41

30:                                               ; preds = %26
  %31 = load i32, ptr %8, align 4, !dbg !42
  %32 = sext i32 %31 to i64, !dbg !43
  %33 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockE3buf to ptr), i64 0, i64 %32, !dbg !43
  %34 = load i32, ptr %5, align 4, !dbg !44
  %35 = zext i32 %34 to i64, !dbg !43
  %36 = getelementptr inbounds [1024 x i32], ptr %33, i64 0, i64 %35, !dbg !43
  %37 = load i32, ptr %36, align 4, !dbg !43
  store i32 %37, ptr %10, align 4, !dbg !45
  %38 = load i32, ptr %5, align 4, !dbg !46
  %39 = load i32, ptr %9, align 4, !dbg !47
  %40 = icmp uge i32 %38, %39, !dbg !48
  br i1 %40, label %41, label %53, !dbg !46

41:                                               ; preds = %30
  %42 = load i32, ptr %8, align 4, !dbg !49
  %43 = sext i32 %42 to i64, !dbg !50
  %44 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockE3buf to ptr), i64 0, i64 %43, !dbg !50
  %45 = load i32, ptr %5, align 4, !dbg !51
  %46 = load i32, ptr %9, align 4, !dbg !52
  %47 = sub i32 %45, %46, !dbg !53
  %48 = zext i32 %47 to i64, !dbg !50
  %49 = getelementptr inbounds [1024 x i32], ptr %44, i64 0, i64 %48, !dbg !50
  %50 = load i32, ptr %49, align 4, !dbg !50
  %51 = load i32, ptr %10, align 4, !dbg !54
  %52 = add nsw i32 %51, %50, !dbg !54
  store i32 %52, ptr %10, align 4, !dbg !54
  br label %53, !dbg !55

53:                                               ; preds = %41, %30
  %54 = load i32, ptr %10, align 4, !dbg !56
  %55 = load i32, ptr %8, align 4, !dbg !57
  %56 = sub nsw i32 1, %55, !dbg !58
  %57 = sext i32 %56 to i64, !dbg !59
  %58 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockE3buf to ptr), i64 0, i64 %57, !dbg !59
  %59 = load i32, ptr %5, align 4, !dbg !60
  %60 = zext i32 %59 to i64, !dbg !59
  %61 = getelementptr inbounds [1024 x i32], ptr %58, i64 0, i64 %60, !dbg !59
  store i32 %54, ptr %61, align 4, !dbg !61
  %62 = load i32, ptr %8, align 4, !dbg !62
  %63 = sub nsw i32 1, %62, !dbg !63
  store i32 %63, ptr %8, align 4, !dbg !64
  call void @llvm.nvvm.barrier0(), !dbg !65
  br label %64, !dbg !66

64:                                               ; preds = %53
  %65 = load i32, ptr %9, align 4, !dbg !67
  %66 = shl i32 %65, 1, !dbg !67
  store i32 %66, ptr %9, align 4, !dbg !67
  br label %26, !dbg !41, !llvm.loop !68

67:                                               ; preds = %26
  %68 = load i32, ptr %8, align 4, !dbg !70
  %69 = sext i32 %68 to i64, !dbg !71
  %70 = getelementptr inbounds [2 x [1024 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10scan_blockE3buf to ptr), i64 0, i64 %69, !dbg !71
  %71 = load i32, ptr %5, align 4, !dbg !72
  %72 = zext i32 %71 to i64, !dbg !71
  %73 = getelementptr inbounds [1024 x i32], ptr %70, i64 0, i64 %72, !dbg !71
  %74 = load i32, ptr %73, align 4, !dbg !71
  %75 = load ptr, ptr %4, align 8, !dbg !73
  %76 = load i32, ptr %7, align 4, !dbg !74
  %77 = zext i32 %76 to i64, !dbg !73
  %78 = getelementptr inbounds i32, ptr %75, i64 %77, !dbg !73
  store i32 %74, ptr %78, align 4, !dbg !75
  ret void, !dbg !76
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
!1 = !DIFile(filename: "basic/scan_block.cu", directory: ".")
!2 = !{ptr @scan_block, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scan_block", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 7, column: 16, scope: !9)
!17 = !DILocation(line: 47, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 8, column: 20, scope: !9)
!20 = !DILocation(line: 8, column: 16, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 9, column: 20, scope: !9)
!24 = !DILocation(line: 9, column: 33, scope: !9)
!25 = !DILocation(line: 9, column: 31, scope: !9)
!26 = !DILocation(line: 9, column: 37, scope: !9)
!27 = !DILocation(line: 9, column: 35, scope: !9)
!28 = !DILocation(line: 9, column: 16, scope: !9)
!29 = !DILocation(line: 10, column: 7, scope: !9)
!30 = !DILocation(line: 11, column: 15, scope: !9)
!31 = !DILocation(line: 11, column: 18, scope: !9)
!32 = !DILocation(line: 11, column: 10, scope: !9)
!33 = !DILocation(line: 11, column: 3, scope: !9)
!34 = !DILocation(line: 11, column: 13, scope: !9)
!35 = !DILocation(line: 12, column: 3, scope: !9)
!36 = !DILocation(line: 13, column: 21, scope: !9)
!37 = !DILocation(line: 13, column: 8, scope: !9)
!38 = !DILocation(line: 13, column: 30, scope: !9)
!39 = !DILocation(line: 13, column: 36, scope: !9)
!40 = !DILocation(line: 13, column: 34, scope: !9)
!41 = !DILocation(line: 13, column: 3, scope: !9)
!42 = !DILocation(line: 14, column: 17, scope: !9)
!43 = !DILocation(line: 14, column: 13, scope: !9)
!44 = !DILocation(line: 14, column: 22, scope: !9)
!45 = !DILocation(line: 14, column: 9, scope: !9)
!46 = !DILocation(line: 15, column: 9, scope: !9)
!47 = !DILocation(line: 15, column: 14, scope: !9)
!48 = !DILocation(line: 15, column: 11, scope: !9)
!49 = !DILocation(line: 16, column: 16, scope: !9)
!50 = !DILocation(line: 16, column: 12, scope: !9)
!51 = !DILocation(line: 16, column: 21, scope: !9)
!52 = !DILocation(line: 16, column: 25, scope: !9)
!53 = !DILocation(line: 16, column: 23, scope: !9)
!54 = !DILocation(line: 16, column: 9, scope: !9)
!55 = !DILocation(line: 16, column: 7, scope: !9)
!56 = !DILocation(line: 17, column: 23, scope: !9)
!57 = !DILocation(line: 17, column: 13, scope: !9)
!58 = !DILocation(line: 17, column: 11, scope: !9)
!59 = !DILocation(line: 17, column: 5, scope: !9)
!60 = !DILocation(line: 17, column: 18, scope: !9)
!61 = !DILocation(line: 17, column: 21, scope: !9)
!62 = !DILocation(line: 18, column: 15, scope: !9)
!63 = !DILocation(line: 18, column: 13, scope: !9)
!64 = !DILocation(line: 18, column: 9, scope: !9)
!65 = !DILocation(line: 19, column: 5, scope: !9)
!66 = !DILocation(line: 20, column: 3, scope: !9)
!67 = !DILocation(line: 13, column: 43, scope: !9)
!68 = distinct !{!68, !41, !66, !69}
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 21, column: 16, scope: !9)
!71 = !DILocation(line: 21, column: 12, scope: !9)
!72 = !DILocation(line: 21, column: 21, scope: !9)
!73 = !DILocation(line: 21, column: 3, scope: !9)
!74 = !DILocation(line: 21, column: 7, scope: !9)
!75 = !DILocation(line: 21, column: 10, scope: !9)
!76 = !DILocation(line: 22, column: 1, scope: !9)
