; ModuleID = 'barriers/pass-shared-all-converged.cu'
source_filename = "barriers/pass-shared-all-converged.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }

@_ZZ25pass_shared_all_convergedE7changed = internal addrspace(3) global i32 undef, align 4
@_ZZ25pass_shared_all_convergedE1v = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_shared_all_converged(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %5, align 4, !dbg !16
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  store i32 %12, ptr %6, align 4, !dbg !20
  %13 = load ptr, ptr %3, align 8, !dbg !21
  %14 = load i32, ptr %5, align 4, !dbg !22
  %15 = zext i32 %14 to i64, !dbg !21
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !21
  %17 = load i32, ptr %16, align 4, !dbg !21
  %18 = load i32, ptr %5, align 4, !dbg !23
  %19 = zext i32 %18 to i64, !dbg !24
  %20 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE1v to ptr), i64 0, i64 %19, !dbg !24
  store i32 %17, ptr %20, align 4, !dbg !25
  store i32 0, ptr %7, align 4, !dbg !26
  br label %21, !dbg !27

21:                                               ; preds = %60, %2
  %22 = load i32, ptr %7, align 4, !dbg !28
  %23 = load i32, ptr %4, align 4, !dbg !29
  %24 = icmp slt i32 %22, %23, !dbg !30
  br i1 %24, label %25, label %63, !dbg !31

25:                                               ; preds = %21
  %26 = load i32, ptr %5, align 4, !dbg !32
  %27 = icmp eq i32 %26, 0, !dbg !33
  br i1 %27, label %28, label %29, !dbg !32

28:                                               ; preds = %25
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE7changed to ptr), align 4, !dbg !34
  br label %29, !dbg !35

29:                                               ; preds = %28, %25
  call void @llvm.nvvm.barrier0(), !dbg !36
  %30 = load i32, ptr %5, align 4, !dbg !37
  %31 = load i32, ptr %6, align 4, !dbg !38
  %32 = add i32 %30, %31, !dbg !39
  %33 = sub i32 %32, 1, !dbg !40
  %34 = load i32, ptr %6, align 4, !dbg !41
  %35 = urem i32 %33, %34, !dbg !42
  %36 = zext i32 %35 to i64, !dbg !43
  %37 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE1v to ptr), i64 0, i64 %36, !dbg !43
  %38 = load i32, ptr %37, align 4, !dbg !43
  store i32 %38, ptr %8, align 4, !dbg !44
  %39 = load i32, ptr %5, align 4, !dbg !45
  %40 = zext i32 %39 to i64, !dbg !46
  %41 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE1v to ptr), i64 0, i64 %40, !dbg !46
  %42 = load i32, ptr %41, align 4, !dbg !46
  store i32 %42, ptr %9, align 4, !dbg !47
  call void @llvm.nvvm.barrier0(), !dbg !48
  %43 = load i32, ptr %8, align 4, !dbg !49
  %44 = load i32, ptr %9, align 4, !dbg !50
  %45 = icmp slt i32 %43, %44, !dbg !51
  br i1 %45, label %46, label %51, !dbg !49

46:                                               ; preds = %29
  %47 = load i32, ptr %8, align 4, !dbg !52
  %48 = load i32, ptr %5, align 4, !dbg !53
  %49 = zext i32 %48 to i64, !dbg !54
  %50 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE1v to ptr), i64 0, i64 %49, !dbg !54
  store i32 %47, ptr %50, align 4, !dbg !55
  store i32 1, ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE7changed to ptr), align 4, !dbg !56
  br label %51, !dbg !57

51:                                               ; preds = %46, %29
  call void @llvm.nvvm.barrier0(), !dbg !58
  %52 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE7changed to ptr), align 4, !dbg !59
  %53 = icmp ne i32 %52, 0, !dbg !59
  %54 = xor i1 %53, true, !dbg !60
  %55 = zext i1 %54 to i32, !dbg !60
  store i32 %55, ptr %10, align 4, !dbg !61
  call void @llvm.nvvm.barrier0(), !dbg !62
  %56 = load i32, ptr %10, align 4, !dbg !63
  %57 = icmp ne i32 %56, 0, !dbg !63
  br i1 %57, label %58, label %59, !dbg !63

58:                                               ; preds = %51
  br label %63, !dbg !64

59:                                               ; preds = %51
  br label %60, !dbg !65

60:                                               ; preds = %59
  %61 = load i32, ptr %7, align 4, !dbg !66
  %62 = add nsw i32 %61, 1, !dbg !66
  store i32 %62, ptr %7, align 4, !dbg !66
  br label %21, !dbg !31, !llvm.loop !67

63:                                               ; preds = %58, %21
  %64 = load i32, ptr %5, align 4, !dbg !69
  %65 = zext i32 %64 to i64, !dbg !70
  %66 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ25pass_shared_all_convergedE1v to ptr), i64 0, i64 %65, !dbg !70
  %67 = load i32, ptr %66, align 4, !dbg !70
  %68 = load ptr, ptr %3, align 8, !dbg !71
  %69 = load i32, ptr %5, align 4, !dbg !72
  %70 = zext i32 %69 to i64, !dbg !71
  %71 = getelementptr inbounds i32, ptr %68, i64 %70, !dbg !71
  store i32 %67, ptr %71, align 4, !dbg !73
  ret void, !dbg !74
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
!1 = !DIFile(filename: "barriers/pass-shared-all-converged.cu", directory: ".")
!2 = !{ptr @pass_shared_all_converged, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_shared_all_converged", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 20, scope: !9)
!16 = !DILocation(line: 12, column: 16, scope: !9)
!17 = !DILocation(line: 47, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 13, column: 20, scope: !9)
!20 = !DILocation(line: 13, column: 16, scope: !9)
!21 = !DILocation(line: 14, column: 10, scope: !9)
!22 = !DILocation(line: 14, column: 15, scope: !9)
!23 = !DILocation(line: 14, column: 5, scope: !9)
!24 = !DILocation(line: 14, column: 3, scope: !9)
!25 = !DILocation(line: 14, column: 8, scope: !9)
!26 = !DILocation(line: 15, column: 12, scope: !9)
!27 = !DILocation(line: 15, column: 8, scope: !9)
!28 = !DILocation(line: 15, column: 20, scope: !9)
!29 = !DILocation(line: 15, column: 25, scope: !9)
!30 = !DILocation(line: 15, column: 23, scope: !9)
!31 = !DILocation(line: 15, column: 3, scope: !9)
!32 = !DILocation(line: 16, column: 9, scope: !9)
!33 = !DILocation(line: 16, column: 11, scope: !9)
!34 = !DILocation(line: 17, column: 15, scope: !9)
!35 = !DILocation(line: 17, column: 7, scope: !9)
!36 = !DILocation(line: 18, column: 5, scope: !9)
!37 = !DILocation(line: 19, column: 19, scope: !9)
!38 = !DILocation(line: 19, column: 23, scope: !9)
!39 = !DILocation(line: 19, column: 21, scope: !9)
!40 = !DILocation(line: 19, column: 25, scope: !9)
!41 = !DILocation(line: 19, column: 32, scope: !9)
!42 = !DILocation(line: 19, column: 30, scope: !9)
!43 = !DILocation(line: 19, column: 16, scope: !9)
!44 = !DILocation(line: 19, column: 9, scope: !9)
!45 = !DILocation(line: 20, column: 18, scope: !9)
!46 = !DILocation(line: 20, column: 16, scope: !9)
!47 = !DILocation(line: 20, column: 9, scope: !9)
!48 = !DILocation(line: 21, column: 5, scope: !9)
!49 = !DILocation(line: 22, column: 9, scope: !9)
!50 = !DILocation(line: 22, column: 16, scope: !9)
!51 = !DILocation(line: 22, column: 14, scope: !9)
!52 = !DILocation(line: 23, column: 14, scope: !9)
!53 = !DILocation(line: 23, column: 9, scope: !9)
!54 = !DILocation(line: 23, column: 7, scope: !9)
!55 = !DILocation(line: 23, column: 12, scope: !9)
!56 = !DILocation(line: 24, column: 15, scope: !9)
!57 = !DILocation(line: 25, column: 5, scope: !9)
!58 = !DILocation(line: 26, column: 5, scope: !9)
!59 = !DILocation(line: 27, column: 17, scope: !9)
!60 = !DILocation(line: 27, column: 16, scope: !9)
!61 = !DILocation(line: 27, column: 9, scope: !9)
!62 = !DILocation(line: 28, column: 5, scope: !9)
!63 = !DILocation(line: 29, column: 9, scope: !9)
!64 = !DILocation(line: 30, column: 7, scope: !9)
!65 = !DILocation(line: 31, column: 3, scope: !9)
!66 = !DILocation(line: 15, column: 34, scope: !9)
!67 = distinct !{!67, !31, !65, !68}
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 32, column: 15, scope: !9)
!70 = !DILocation(line: 32, column: 13, scope: !9)
!71 = !DILocation(line: 32, column: 3, scope: !9)
!72 = !DILocation(line: 32, column: 8, scope: !9)
!73 = !DILocation(line: 32, column: 11, scope: !9)
!74 = !DILocation(line: 33, column: 1, scope: !9)
