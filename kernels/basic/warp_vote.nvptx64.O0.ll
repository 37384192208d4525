; ModuleID = 'basic/warp_vote.cu'
source_filename = "basic/warp_vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_vote(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %26 = mul i32 %24, %25, !dbg !19
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %28 = add i32 %26, %27, !dbg !23
  store i32 %28, ptr %16, align 4, !dbg !24
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %30 = urem i32 %29, 32, !dbg !27
  store i32 %30, ptr %17, align 4, !dbg !28
  %31 = load ptr, ptr %12, align 8, !dbg !29
  %32 = load i32, ptr %16, align 4, !dbg !30
  %33 = zext i32 %32 to i64, !dbg !29
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !29
  %35 = load i32, ptr %34, align 4, !dbg !29
  %36 = and i32 %35, 1, !dbg !31
  store i32 %36, ptr %18, align 4, !dbg !32
  %37 = load i32, ptr %18, align 4, !dbg !33
  store i32 -1, ptr %10, align 4
  store i32 %37, ptr %11, align 4
  %38 = load i32, ptr %10, align 4, !dbg !34
  %39 = load i32, ptr %11, align 4, !dbg !37
  %40 = icmp ne i32 %39, 0, !dbg !38
  %41 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %38, i1 %40), !dbg !39
  store i32 %41, ptr %19, align 4, !dbg !40
  %42 = load i32, ptr %18, align 4, !dbg !41
  store i32 -1, ptr %8, align 4
  store i32 %42, ptr %9, align 4
  %43 = load i32, ptr %8, align 4, !dbg !42
  %44 = load i32, ptr %9, align 4, !dbg !45
  %45 = icmp ne i32 %44, 0, !dbg !46
  %46 = call i1 @llvm.nvvm.vote.any.sync(i32 %43, i1 %45), !dbg !47
  %47 = zext i1 %46 to i32, !dbg !47
  store i32 %47, ptr %20, align 4, !dbg !48
  %48 = load i32, ptr %18, align 4, !dbg !49
  store i32 -1, ptr %6, align 4
  store i32 %48, ptr %7, align 4
  %49 = load i32, ptr %6, align 4, !dbg !50
  %50 = load i32, ptr %7, align 4, !dbg !53
  %51 = icmp ne i32 %50, 0, !dbg !54
  %52 = call i1 @llvm.nvvm.vote.all.sync(i32 %49, i1 %51), !dbg !55
  %53 = zext i1 %52 to i32, !dbg !55
  store i32 %53, ptr %21, align 4, !dbg !56
  %54 = load i32, ptr %19, align 4, !dbg !57
  %55 = load i32, ptr %17, align 4, !dbg !58
  %56 = shl i32 1, %55, !dbg !59
  %57 = sub i32 %56, 1, !dbg !60
  %58 = and i32 %54, %57, !dbg !61
  store i32 %58, ptr %5, align 4
  %59 = load i32, ptr %5, align 4, !dbg !62
  %60 = call noundef i32 @llvm.ctpop.i32(i32 %59), !dbg !65
  store i32 %60, ptr %22, align 4, !dbg !66
  %61 = load i32, ptr %17, align 4, !dbg !67
  %62 = icmp eq i32 %61, 0, !dbg !68
  br i1 %62, label %63, label %70, !dbg !67

63:                                               ; preds = %4
  %64 = load i32, ptr %19, align 4, !dbg !69
  %65 = load ptr, ptr %13, align 8, !dbg !70
  %66 = load i32, ptr %16, align 4, !dbg !71
  %67 = udiv i32 %66, 32, !dbg !72
  %68 = zext i32 %67 to i64, !dbg !70
  %69 = getelementptr inbounds i32, ptr %65, i64 %68, !dbg !70
  store i32 %64, ptr %69, align 4, !dbg !73
  br label %70, !dbg !70

70:                                               ; preds = %63, %4
  %71 = load i32, ptr %20, align 4, !dbg !74
  %72 = load i32, ptr %21, align 4, !dbg !75
  %73 = mul nsw i32 2, %72, !dbg !76
  %74 = add nsw i32 %71, %73, !dbg !77
  %75 = load i32, ptr %22, align 4, !dbg !78
  %76 = mul nsw i32 4, %75, !dbg !79
  %77 = add nsw i32 %74, %76, !dbg !80
  %78 = load ptr, ptr %14, align 8, !dbg !81
  %79 = load i32, ptr %16, align 4, !dbg !82
  %80 = zext i32 %79 to i64, !dbg !81
  %81 = getelementptr inbounds i32, ptr %78, i64 %80, !dbg !81
  store i32 %77, ptr %81, align 4, !dbg !83
  store i32 0, ptr %23, align 4, !dbg !84
  %82 = load i32, ptr %18, align 4, !dbg !85
  %83 = icmp ne i32 %82, 0, !dbg !85
  br i1 %83, label %84, label %86, !dbg !85

84:                                               ; preds = %70
  %85 = call noundef i32 @llvm.nvvm.activemask(), !dbg !86
  store i32 %85, ptr %23, align 4, !dbg !89
  br label %86, !dbg !90

86:                                               ; preds = %84, %70
  %87 = load i32, ptr %23, align 4, !dbg !91
  %88 = load ptr, ptr %15, align 8, !dbg !92
  %89 = load i32, ptr %16, align 4, !dbg !93
  %90 = zext i32 %89 to i64, !dbg !92
  %91 = getelementptr inbounds i32, ptr %88, i64 %90, !dbg !92
  store i32 %87, ptr %91, align 4, !dbg !94
  ret void, !dbg !95
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/warp_vote.cu", directory: ".")
!2 = !{ptr @warp_vote, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_vote", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!25 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 11, column: 23, scope: !9)
!27 = !DILocation(line: 11, column: 35, scope: !9)
!28 = !DILocation(line: 11, column: 16, scope: !9)
!29 = !DILocation(line: 12, column: 11, scope: !9)
!30 = !DILocation(line: 12, column: 14, scope: !9)
!31 = !DILocation(line: 12, column: 17, scope: !9)
!32 = !DILocation(line: 12, column: 7, scope: !9)
!33 = !DILocation(line: 13, column: 47, scope: !9)
!34 = !DILocation(line: 113, column: 34, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 112, type: !10, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!36 = distinct !DILocation(line: 13, column: 20, scope: !9)
!37 = !DILocation(line: 113, column: 40, scope: !35, inlinedAt: !36)
!38 = !DILocation(line: 113, column: 45, scope: !35, inlinedAt: !36)
!39 = !DILocation(line: 113, column: 10, scope: !35, inlinedAt: !36)
!40 = !DILocation(line: 13, column: 16, scope: !9)
!41 = !DILocation(line: 14, column: 37, scope: !9)
!42 = !DILocation(line: 115, column: 92, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__any_sync", scope: !14, file: !14, line: 115, type: !10, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!44 = distinct !DILocation(line: 14, column: 13, scope: !9)
!45 = !DILocation(line: 115, column: 98, scope: !43, inlinedAt: !44)
!46 = !DILocation(line: 115, column: 103, scope: !43, inlinedAt: !44)
!47 = !DILocation(line: 115, column: 71, scope: !43, inlinedAt: !44)
!48 = !DILocation(line: 14, column: 7, scope: !9)
!49 = !DILocation(line: 15, column: 37, scope: !9)
!50 = !DILocation(line: 116, column: 92, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__all_sync", scope: !14, file: !14, line: 116, type: !10, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!52 = distinct !DILocation(line: 15, column: 13, scope: !9)
!53 = !DILocation(line: 116, column: 98, scope: !51, inlinedAt: !52)
!54 = !DILocation(line: 116, column: 103, scope: !51, inlinedAt: !52)
!55 = !DILocation(line: 116, column: 71, scope: !51, inlinedAt: !52)
!56 = !DILocation(line: 15, column: 7, scope: !9)
!57 = !DILocation(line: 16, column: 22, scope: !9)
!58 = !DILocation(line: 16, column: 34, scope: !9)
!59 = !DILocation(line: 16, column: 31, scope: !9)
!60 = !DILocation(line: 16, column: 40, scope: !9)
!61 = !DILocation(line: 16, column: 24, scope: !9)
!62 = !DILocation(line: 119, column: 73, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 119, type: !10, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!64 = distinct !DILocation(line: 16, column: 15, scope: !9)
!65 = !DILocation(line: 119, column: 54, scope: !63, inlinedAt: !64)
!66 = !DILocation(line: 16, column: 7, scope: !9)
!67 = !DILocation(line: 17, column: 7, scope: !9)
!68 = !DILocation(line: 17, column: 12, scope: !9)
!69 = !DILocation(line: 18, column: 28, scope: !9)
!70 = !DILocation(line: 18, column: 5, scope: !9)
!71 = !DILocation(line: 18, column: 12, scope: !9)
!72 = !DILocation(line: 18, column: 14, scope: !9)
!73 = !DILocation(line: 18, column: 26, scope: !9)
!74 = !DILocation(line: 19, column: 14, scope: !9)
!75 = !DILocation(line: 19, column: 24, scope: !9)
!76 = !DILocation(line: 19, column: 22, scope: !9)
!77 = !DILocation(line: 19, column: 18, scope: !9)
!78 = !DILocation(line: 19, column: 34, scope: !9)
!79 = !DILocation(line: 19, column: 32, scope: !9)
!80 = !DILocation(line: 19, column: 28, scope: !9)
!81 = !DILocation(line: 19, column: 3, scope: !9)
!82 = !DILocation(line: 19, column: 9, scope: !9)
!83 = !DILocation(line: 19, column: 12, scope: !9)
!84 = !DILocation(line: 20, column: 16, scope: !9)
!85 = !DILocation(line: 21, column: 7, scope: !9)
!86 = !DILocation(line: 63, column: 59, scope: !87, inlinedAt: !88)
!87 = distinct !DISubprogram(name: "__activemask", scope: !14, file: !14, line: 63, type: !10, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!88 = distinct !DILocation(line: 22, column: 9, scope: !9)
!89 = !DILocation(line: 22, column: 7, scope: !9)
!90 = !DILocation(line: 22, column: 5, scope: !9)
!91 = !DILocation(line: 23, column: 15, scope: !9)
!92 = !DILocation(line: 23, column: 3, scope: !9)
!93 = !DILocation(line: 23, column: 10, scope: !9)
!94 = !DILocation(line: 23, column: 13, scope: !9)
!95 = !DILocation(line: 24, column: 1, scope: !9)
