; ModuleID = 'pcfm/bitonic_step.cu'
source_filename = "pcfm/bitonic_step.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bitonic_step(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %15 = mul i32 %13, %14, !dbg !19
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %17 = add i32 %15, %16, !dbg !23
  store i32 %17, ptr %9, align 4, !dbg !24
  %18 = load i32, ptr %9, align 4, !dbg !25
  %19 = load i32, ptr %6, align 4, !dbg !26
  %20 = xor i32 %18, %19, !dbg !27
  store i32 %20, ptr %10, align 4, !dbg !28
  %21 = load i32, ptr %9, align 4, !dbg !29
  %22 = load i32, ptr %8, align 4, !dbg !30
  %23 = icmp uge i32 %21, %22, !dbg !31
  br i1 %23, label %32, label %24, !dbg !32

24:                                               ; preds = %4
  %25 = load i32, ptr %10, align 4, !dbg !33
  %26 = load i32, ptr %9, align 4, !dbg !34
  %27 = icmp ule i32 %25, %26, !dbg !35
  br i1 %27, label %32, label %28, !dbg !36

28:                                               ; preds = %24
  %29 = load i32, ptr %10, align 4, !dbg !37
  %30 = load i32, ptr %8, align 4, !dbg !38
  %31 = icmp uge i32 %29, %30, !dbg !39
  br i1 %31, label %32, label %33, !dbg !29

32:                                               ; preds = %28, %24, %4
  br label %80, !dbg !40

33:                                               ; preds = %28
  %34 = load ptr, ptr %5, align 8, !dbg !41
  %35 = load i32, ptr %9, align 4, !dbg !42
  %36 = zext i32 %35 to i64, !dbg !41
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !41
  %38 = load i32, ptr %37, align 4, !dbg !41
  store i32 %38, ptr %11, align 4, !dbg !43
  %39 = load ptr, ptr %5, align 8, !dbg !44
  %40 = load i32, ptr %10, align 4, !dbg !45
  %41 = zext i32 %40 to i64, !dbg !44
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !44
  %43 = load i32, ptr %42, align 4, !dbg !44
  store i32 %43, ptr %12, align 4, !dbg !46
  %44 = load i32, ptr %9, align 4, !dbg !47
  %45 = load i32, ptr %7, align 4, !dbg !48
  %46 = and i32 %44, %45, !dbg !49
  %47 = icmp eq i32 %46, 0, !dbg !50
  br i1 %47, label %48, label %64, !dbg !51

48:                                               ; preds = %33
  %49 = load i32, ptr %11, align 4, !dbg !52
  %50 = load i32, ptr %12, align 4, !dbg !53
  %51 = icmp sgt i32 %49, %50, !dbg !54
  br i1 %51, label %52, label %63, !dbg !52

52:                                               ; preds = %48
  %53 = load i32, ptr %12, align 4, !dbg !55
  %54 = load ptr, ptr %5, align 8, !dbg !56
  %55 = load i32, ptr %9, align 4, !dbg !57
  %56 = zext i32 %55 to i64, !dbg !56
  %57 = getelementptr inbounds i32, ptr %54, i64 %56, !dbg !56
  store i32 %53, ptr %57, align 4, !dbg !58
  %58 = load i32, ptr %11, align 4, !dbg !59
  %59 = load ptr, ptr %5, align 8, !dbg !60
  %60 = load i32, ptr %10, align 4, !dbg !61
  %61 = zext i32 %60 to i64, !dbg !60
  %62 = getelementptr inbounds i32, ptr %59, i64 %61, !dbg !60
  store i32 %58, ptr %62, align 4, !dbg !62
  br label %63, !dbg !63

63:                                               ; preds = %52, %48
  br label %80, !dbg !64

64:                                               ; preds = %33
  %65 = load i32, ptr %11, align 4, !dbg !65
  %66 = load i32, ptr %12, align 4, !dbg !66
  %67 = icmp slt i32 %65, %66, !dbg !67
  br i1 %67, label %68, label %79, !dbg !65

68:                                               ; preds = %64
  %69 = load i32, ptr %12, align 4, !dbg !68
  %70 = load ptr, ptr %5, align 8, !dbg !69
  %71 = load i32, ptr %9, align 4, !dbg !70
  %72 = zext i32 %71 to i64, !dbg !69
  %73 = getelementptr inbounds i32, ptr %70, i64 %72, !dbg !69
  store i32 %69, ptr %73, align 4, !dbg !71
  %74 = load i32, ptr %11, align 4, !dbg !72
  %75 = load ptr, ptr %5, align 8, !dbg !73
  %76 = load i32, ptr %10, align 4, !dbg !74
  %77 = zext i32 %76 to i64, !dbg !73
  %78 = getelementptr inbounds i32, ptr %75, i64 %77, !dbg !73
  store i32 %74, ptr %78, align 4, !dbg !75
  br label %79, !dbg !76

79:                                               ; preds = %68, %64
  br label %80

80:                                               ; preds = %32, %79, %63
  ret void, !dbg !77
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
!1 = !DIFile(filename: "pcfm/bitonic_step.cu", directory: ".")
!2 = !{ptr @bitonic_step, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bitonic_step", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 7, column: 33, scope: !9)
!19 = !DILocation(line: 7, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 7, column: 46, scope: !9)
!23 = !DILocation(line: 7, column: 44, scope: !9)
!24 = !DILocation(line: 7, column: 16, scope: !9)
!25 = !DILocation(line: 8, column: 20, scope: !9)
!26 = !DILocation(line: 8, column: 38, scope: !9)
!27 = !DILocation(line: 8, column: 22, scope: !9)
!28 = !DILocation(line: 8, column: 16, scope: !9)
!29 = !DILocation(line: 9, column: 7, scope: !9)
!30 = !DILocation(line: 9, column: 26, scope: !9)
!31 = !DILocation(line: 9, column: 9, scope: !9)
!32 = !DILocation(line: 9, column: 28, scope: !9)
!33 = !DILocation(line: 9, column: 31, scope: !9)
!34 = !DILocation(line: 9, column: 36, scope: !9)
!35 = !DILocation(line: 9, column: 33, scope: !9)
!36 = !DILocation(line: 9, column: 38, scope: !9)
!37 = !DILocation(line: 9, column: 41, scope: !9)
!38 = !DILocation(line: 9, column: 60, scope: !9)
!39 = !DILocation(line: 9, column: 43, scope: !9)
!40 = !DILocation(line: 10, column: 5, scope: !9)
!41 = !DILocation(line: 11, column: 11, scope: !9)
!42 = !DILocation(line: 11, column: 16, scope: !9)
!43 = !DILocation(line: 11, column: 7, scope: !9)
!44 = !DILocation(line: 12, column: 11, scope: !9)
!45 = !DILocation(line: 12, column: 16, scope: !9)
!46 = !DILocation(line: 12, column: 7, scope: !9)
!47 = !DILocation(line: 13, column: 8, scope: !9)
!48 = !DILocation(line: 13, column: 26, scope: !9)
!49 = !DILocation(line: 13, column: 10, scope: !9)
!50 = !DILocation(line: 13, column: 29, scope: !9)
!51 = !DILocation(line: 13, column: 7, scope: !9)
!52 = !DILocation(line: 14, column: 9, scope: !9)
!53 = !DILocation(line: 14, column: 13, scope: !9)
!54 = !DILocation(line: 14, column: 11, scope: !9)
!55 = !DILocation(line: 15, column: 17, scope: !9)
!56 = !DILocation(line: 15, column: 7, scope: !9)
!57 = !DILocation(line: 15, column: 12, scope: !9)
!58 = !DILocation(line: 15, column: 15, scope: !9)
!59 = !DILocation(line: 16, column: 17, scope: !9)
!60 = !DILocation(line: 16, column: 7, scope: !9)
!61 = !DILocation(line: 16, column: 12, scope: !9)
!62 = !DILocation(line: 16, column: 15, scope: !9)
!63 = !DILocation(line: 17, column: 5, scope: !9)
!64 = !DILocation(line: 18, column: 3, scope: !9)
!65 = !DILocation(line: 19, column: 9, scope: !9)
!66 = !DILocation(line: 19, column: 13, scope: !9)
!67 = !DILocation(line: 19, column: 11, scope: !9)
!68 = !DILocation(line: 20, column: 17, scope: !9)
!69 = !DILocation(line: 20, column: 7, scope: !9)
!70 = !DILocation(line: 20, column: 12, scope: !9)
!71 = !DILocation(line: 20, column: 15, scope: !9)
!72 = !DILocation(line: 21, column: 17, scope: !9)
!73 = !DILocation(line: 21, column: 7, scope: !9)
!74 = !DILocation(line: 21, column: 12, scope: !9)
!75 = !DILocation(line: 21, column: 15, scope: !9)
!76 = !DILocation(line: 22, column: 5, scope: !9)
!77 = !DILocation(line: 24, column: 1, scope: !9)
