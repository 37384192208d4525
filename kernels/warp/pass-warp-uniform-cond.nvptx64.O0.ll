; ModuleID = 'warp/pass-warp-uniform-cond.cu'
source_filename = "warp/pass-warp-uniform-cond.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_warp_uniform_cond(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %20 = mul i32 %18, %19, !dbg !19
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %22 = add i32 %20, %21, !dbg !23
  store i32 %22, ptr %16, align 4, !dbg !24
  %23 = load ptr, ptr %13, align 8, !dbg !25
  %24 = load i32, ptr %16, align 4, !dbg !26
  %25 = zext i32 %24 to i64, !dbg !25
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !25
  %27 = load i32, ptr %26, align 4, !dbg !25
  store i32 %27, ptr %17, align 4, !dbg !27
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %29 = udiv i32 %28, 32, !dbg !30
  %30 = urem i32 %29, 2, !dbg !31
  %31 = icmp eq i32 %30, 0, !dbg !32
  br i1 %31, label %32, label %44, !dbg !33

32:                                               ; preds = %3
  %33 = load i32, ptr %17, align 4, !dbg !34
  store i32 -1, ptr %9, align 4
  store i32 %33, ptr %10, align 4
  store i32 1, ptr %11, align 4
  store i32 32, ptr %12, align 4
  %34 = load i32, ptr %9, align 4, !dbg !35
  %35 = load i32, ptr %10, align 4, !dbg !38
  %36 = load i32, ptr %11, align 4, !dbg !39
  %37 = load i32, ptr %12, align 4, !dbg !40
  %38 = sub nsw i32 32, %37, !dbg !40
  %39 = shl i32 %38, 8, !dbg !40
  %40 = or i32 %39, 31, !dbg !40
  %41 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %34, i32 %35, i32 %36, i32 %40), !dbg !41
  %42 = load i32, ptr %17, align 4, !dbg !42
  %43 = add nsw i32 %42, %41, !dbg !42
  store i32 %43, ptr %17, align 4, !dbg !42
  br label %44, !dbg !43

44:                                               ; preds = %32, %3
  %45 = load i32, ptr %15, align 4, !dbg !44
  %46 = icmp ne i32 %45, 0, !dbg !44
  br i1 %46, label %47, label %49, !dbg !44

47:                                               ; preds = %44
  store i32 -1, ptr %8, align 4
  %48 = load i32, ptr %8, align 4, !dbg !45
  call void @llvm.nvvm.bar.warp.sync(i32 %48), !dbg !48
  br label %49, !dbg !49

49:                                               ; preds = %47, %44
  %50 = load i32, ptr %17, align 4, !dbg !50
  store i32 -1, ptr %4, align 4
  store i32 %50, ptr %5, align 4
  store i32 16, ptr %6, align 4
  store i32 32, ptr %7, align 4
  %51 = load i32, ptr %4, align 4, !dbg !51
  %52 = load i32, ptr %5, align 4, !dbg !54
  %53 = load i32, ptr %6, align 4, !dbg !55
  %54 = load i32, ptr %7, align 4, !dbg !56
  %55 = sub nsw i32 32, %54, !dbg !56
  %56 = shl i32 %55, 8, !dbg !56
  %57 = or i32 %56, 31, !dbg !56
  %58 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %51, i32 %52, i32 %53, i32 %57), !dbg !57
  store i32 %58, ptr %17, align 4, !dbg !58
  %59 = load i32, ptr %17, align 4, !dbg !59
  %60 = load ptr, ptr %14, align 8, !dbg !60
  %61 = load i32, ptr %16, align 4, !dbg !61
  %62 = zext i32 %61 to i64, !dbg !60
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !60
  store i32 %59, ptr %63, align 4, !dbg !62
  ret void, !dbg !63
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp/pass-warp-uniform-cond.cu", directory: ".")
!2 = !{ptr @pass_warp_uniform_cond, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_warp_uniform_cond", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 6, column: 33, scope: !9)
!19 = !DILocation(line: 6, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 6, column: 46, scope: !9)
!23 = !DILocation(line: 6, column: 44, scope: !9)
!24 = !DILocation(line: 6, column: 16, scope: !9)
!25 = !DILocation(line: 7, column: 11, scope: !9)
!26 = !DILocation(line: 7, column: 14, scope: !9)
!27 = !DILocation(line: 7, column: 7, scope: !9)
!28 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !29)
!29 = distinct !DILocation(line: 8, column: 8, scope: !9)
!30 = !DILocation(line: 8, column: 20, scope: !9)
!31 = !DILocation(line: 8, column: 26, scope: !9)
!32 = !DILocation(line: 8, column: 30, scope: !9)
!33 = !DILocation(line: 8, column: 7, scope: !9)
!34 = !DILocation(line: 9, column: 40, scope: !9)
!35 = !DILocation(line: 93, column: 36, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 92, type: !10, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!37 = distinct !DILocation(line: 9, column: 10, scope: !9)
!38 = !DILocation(line: 93, column: 42, scope: !36, inlinedAt: !37)
!39 = !DILocation(line: 93, column: 50, scope: !36, inlinedAt: !37)
!40 = !DILocation(line: 93, column: 57, scope: !36, inlinedAt: !37)
!41 = !DILocation(line: 93, column: 10, scope: !36, inlinedAt: !37)
!42 = !DILocation(line: 9, column: 7, scope: !9)
!43 = !DILocation(line: 9, column: 5, scope: !9)
!44 = !DILocation(line: 10, column: 7, scope: !9)
!45 = !DILocation(line: 62, column: 90, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 62, type: !10, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!47 = distinct !DILocation(line: 11, column: 5, scope: !9)
!48 = !DILocation(line: 62, column: 69, scope: !46, inlinedAt: !47)
!49 = !DILocation(line: 11, column: 5, scope: !9)
!50 = !DILocation(line: 12, column: 36, scope: !9)
!51 = !DILocation(line: 102, column: 36, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!53 = distinct !DILocation(line: 12, column: 7, scope: !9)
!54 = !DILocation(line: 102, column: 42, scope: !52, inlinedAt: !53)
!55 = !DILocation(line: 102, column: 45, scope: !52, inlinedAt: !53)
!56 = !DILocation(line: 102, column: 56, scope: !52, inlinedAt: !53)
!57 = !DILocation(line: 102, column: 10, scope: !52, inlinedAt: !53)
!58 = !DILocation(line: 12, column: 5, scope: !9)
!59 = !DILocation(line: 13, column: 12, scope: !9)
!60 = !DILocation(line: 13, column: 3, scope: !9)
!61 = !DILocation(line: 13, column: 7, scope: !9)
!62 = !DILocation(line: 13, column: 10, scope: !9)
!63 = !DILocation(line: 14, column: 1, scope: !9)
