; ModuleID = 'basic/bfs_step.cu'
source_filename = "basic/bfs_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bfs_step(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 !dbg !9 {
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  store ptr %3, ptr %16, align 8
  store ptr %4, ptr %17, align 8
  store i32 %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  store i32 %7, ptr %20, align 4
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %28 = mul i32 %26, %27, !dbg !19
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %30 = add i32 %28, %29, !dbg !23
  store i32 %30, ptr %21, align 4, !dbg !24
  %31 = load i32, ptr %21, align 4, !dbg !25
  %32 = load i32, ptr %18, align 4, !dbg !26
  %33 = icmp uge i32 %31, %32, !dbg !27
  br i1 %33, label %34, label %35, !dbg !25

34:                                               ; preds = %8
  br label %93, !dbg !28

35:                                               ; preds = %8
  %36 = load ptr, ptr %15, align 8, !dbg !29
  %37 = load i32, ptr %21, align 4, !dbg !30
  %38 = zext i32 %37 to i64, !dbg !29
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !29
  %40 = load i32, ptr %39, align 4, !dbg !29
  %41 = and i32 %40, 1, !dbg !31
  %42 = icmp eq i32 %41, 0, !dbg !32
  br i1 %42, label %43, label %44, !dbg !33

43:                                               ; preds = %35
  br label %93, !dbg !34

44:                                               ; preds = %35
  %45 = load ptr, ptr %14, align 8, !dbg !35
  %46 = load i32, ptr %21, align 4, !dbg !36
  %47 = zext i32 %46 to i64, !dbg !35
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !35
  %49 = load i32, ptr %48, align 4, !dbg !35
  %50 = load i32, ptr %19, align 4, !dbg !37
  %51 = add nsw i32 %50, 1, !dbg !38
  %52 = urem i32 %49, %51, !dbg !39
  store i32 %52, ptr %22, align 4, !dbg !40
  store i32 0, ptr %23, align 4, !dbg !41
  br label %53, !dbg !42

53:                                               ; preds = %90, %44
  %54 = load i32, ptr %23, align 4, !dbg !43
  %55 = load i32, ptr %22, align 4, !dbg !44
  %56 = icmp ult i32 %54, %55, !dbg !45
  br i1 %56, label %57, label %93, !dbg !46

57:                                               ; preds = %53
  %58 = load ptr, ptr %13, align 8, !dbg !47
  %59 = load i32, ptr %21, align 4, !dbg !48
  %60 = load i32, ptr %19, align 4, !dbg !49
  %61 = mul i32 %59, %60, !dbg !50
  %62 = load i32, ptr %23, align 4, !dbg !51
  %63 = add i32 %61, %62, !dbg !52
  %64 = zext i32 %63 to i64, !dbg !47
  %65 = getelementptr inbounds i32, ptr %58, i64 %64, !dbg !47
  %66 = load i32, ptr %65, align 4, !dbg !47
  %67 = load i32, ptr %18, align 4, !dbg !53
  %68 = urem i32 %66, %67, !dbg !54
  store i32 %68, ptr %24, align 4, !dbg !55
  %69 = load ptr, ptr %16, align 8, !dbg !56
  %70 = load i32, ptr %24, align 4, !dbg !57
  %71 = zext i32 %70 to i64, !dbg !56
  %72 = getelementptr inbounds i32, ptr %69, i64 %71, !dbg !56
  %73 = load i32, ptr %20, align 4, !dbg !58
  %74 = add nsw i32 %73, 1, !dbg !59
  store ptr %72, ptr %9, align 8
  store i32 %74, ptr %10, align 4
  %75 = load ptr, ptr %9, align 8, !dbg !60
  %76 = load i32, ptr %10, align 4, !dbg !60
  store i32 %76, ptr %11, align 4, !dbg !60
  %77 = load i32, ptr %11, align 4, !dbg !60
  %78 = atomicrmw min ptr %75, i32 %77 monotonic, align 4, !dbg !60
  store i32 %78, ptr %12, align 4, !dbg !60
  %79 = load i32, ptr %12, align 4, !dbg !60
  store i32 %79, ptr %25, align 4, !dbg !63
  %80 = load i32, ptr %25, align 4, !dbg !64
  %81 = load i32, ptr %20, align 4, !dbg !65
  %82 = add nsw i32 %81, 1, !dbg !66
  %83 = icmp sgt i32 %80, %82, !dbg !67
  br i1 %83, label %84, label %89, !dbg !64

84:                                               ; preds = %57
  %85 = load ptr, ptr %17, align 8, !dbg !68
  %86 = load i32, ptr %24, align 4, !dbg !69
  %87 = zext i32 %86 to i64, !dbg !68
  %88 = getelementptr inbounds i32, ptr %85, i64 %87, !dbg !68
  store i32 1, ptr %88, align 4, !dbg !70
  br label %89, !dbg !68

89:                                               ; preds = %84, %57
  br label %90, !dbg !71

90:                                               ; preds = %89
  %91 = load i32, ptr %23, align 4, !dbg !72
  %92 = add i32 %91, 1, !dbg !72
  store i32 %92, ptr %23, align 4, !dbg !72
  br label %53, !dbg !46, !llvm.loop !73

93:                                               ; preds = %34, %43, %53
  ret void, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/bfs_step.cu", directory: ".")
!2 = !{ptr @bfs_step, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bfs_step", scope: !1, file: !1, line: 8, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 10, column: 33, scope: !9)
!19 = !DILocation(line: 10, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 10, column: 46, scope: !9)
!23 = !DILocation(line: 10, column: 44, scope: !9)
!24 = !DILocation(line: 10, column: 16, scope: !9)
!25 = !DILocation(line: 11, column: 7, scope: !9)
!26 = !DILocation(line: 11, column: 26, scope: !9)
!27 = !DILocation(line: 11, column: 9, scope: !9)
!28 = !DILocation(line: 12, column: 5, scope: !9)
!29 = !DILocation(line: 13, column: 8, scope: !9)
!30 = !DILocation(line: 13, column: 17, scope: !9)
!31 = !DILocation(line: 13, column: 20, scope: !9)
!32 = !DILocation(line: 13, column: 25, scope: !9)
!33 = !DILocation(line: 13, column: 7, scope: !9)
!34 = !DILocation(line: 14, column: 5, scope: !9)
!35 = !DILocation(line: 15, column: 36, scope: !9)
!36 = !DILocation(line: 15, column: 43, scope: !9)
!37 = !DILocation(line: 15, column: 63, scope: !9)
!38 = !DILocation(line: 15, column: 70, scope: !9)
!39 = !DILocation(line: 15, column: 46, scope: !9)
!40 = !DILocation(line: 15, column: 16, scope: !9)
!41 = !DILocation(line: 16, column: 21, scope: !9)
!42 = !DILocation(line: 16, column: 8, scope: !9)
!43 = !DILocation(line: 16, column: 28, scope: !9)
!44 = !DILocation(line: 16, column: 32, scope: !9)
!45 = !DILocation(line: 16, column: 30, scope: !9)
!46 = !DILocation(line: 16, column: 3, scope: !9)
!47 = !DILocation(line: 17, column: 36, scope: !9)
!48 = !DILocation(line: 17, column: 40, scope: !9)
!49 = !DILocation(line: 17, column: 44, scope: !9)
!50 = !DILocation(line: 17, column: 42, scope: !9)
!51 = !DILocation(line: 17, column: 53, scope: !9)
!52 = !DILocation(line: 17, column: 51, scope: !9)
!53 = !DILocation(line: 17, column: 72, scope: !9)
!54 = !DILocation(line: 17, column: 56, scope: !9)
!55 = !DILocation(line: 17, column: 18, scope: !9)
!56 = !DILocation(line: 18, column: 26, scope: !9)
!57 = !DILocation(line: 18, column: 31, scope: !9)
!58 = !DILocation(line: 18, column: 35, scope: !9)
!59 = !DILocation(line: 18, column: 41, scope: !9)
!60 = !DILocation(line: 132, column: 1, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "atomicMin", scope: !14, file: !14, line: 132, type: !10, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!62 = distinct !DILocation(line: 18, column: 15, scope: !9)
!63 = !DILocation(line: 18, column: 9, scope: !9)
!64 = !DILocation(line: 19, column: 9, scope: !9)
!65 = !DILocation(line: 19, column: 15, scope: !9)
!66 = !DILocation(line: 19, column: 21, scope: !9)
!67 = !DILocation(line: 19, column: 13, scope: !9)
!68 = !DILocation(line: 20, column: 7, scope: !9)
!69 = !DILocation(line: 20, column: 12, scope: !9)
!70 = !DILocation(line: 20, column: 15, scope: !9)
!71 = !DILocation(line: 21, column: 3, scope: !9)
!72 = !DILocation(line: 16, column: 38, scope: !9)
!73 = distinct !{!73, !46, !71, !74}
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 22, column: 1, scope: !9)
