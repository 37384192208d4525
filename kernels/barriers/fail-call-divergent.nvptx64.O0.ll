; ModuleID = 'barriers/fail-call-divergent.cu'
source_filename = "barriers/fail-call-divergent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@_ZZ19fail_call_divergentE1s = internal addrspace(3) global [1024 x i32] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z13exchange_nextPii(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %6, ptr %5, align 4, !dbg !16
  %7 = load i32, ptr %4, align 4, !dbg !17
  %8 = load ptr, ptr %3, align 8, !dbg !18
  %9 = load i32, ptr %5, align 4, !dbg !19
  %10 = zext i32 %9 to i64, !dbg !18
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !18
  store i32 %7, ptr %11, align 4, !dbg !20
  call void @llvm.nvvm.barrier0(), !dbg !21
  %12 = load ptr, ptr %3, align 8, !dbg !22
  %13 = load i32, ptr %5, align 4, !dbg !23
  %14 = add i32 %13, 1, !dbg !24
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !25
  %16 = urem i32 %14, %15, !dbg !28
  %17 = zext i32 %16 to i64, !dbg !22
  %18 = getelementptr inbounds i32, ptr %12, i64 %17, !dbg !22
  %19 = load i32, ptr %18, align 4, !dbg !22
  ret i32 %19, !dbg !29
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @fail_call_divergent(ptr noundef %0, ptr noundef %1) #2 !dbg !30 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !31
  %8 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %9 = mul i32 %7, %8, !dbg !36
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !37
  %11 = add i32 %9, %10, !dbg !39
  store i32 %11, ptr %5, align 4, !dbg !40
  %12 = load ptr, ptr %3, align 8, !dbg !41
  %13 = load i32, ptr %5, align 4, !dbg !42
  %14 = zext i32 %13 to i64, !dbg !41
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !41
  %16 = load i32, ptr %15, align 4, !dbg !41
  store i32 %16, ptr %6, align 4, !dbg !43
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !44
  %18 = icmp ult i32 %17, 32, !dbg !46
  br i1 %18, label %19, label %22, !dbg !47

19:                                               ; preds = %2
  %20 = load i32, ptr %6, align 4, !dbg !48
  %21 = call noundef i32 @_Z13exchange_nextPii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ19fail_call_divergentE1s to ptr), i32 noundef %20) #4, !dbg !49
  store i32 %21, ptr %6, align 4, !dbg !50
  br label %22, !dbg !51

22:                                               ; preds = %19, %2
  %23 = load i32, ptr %6, align 4, !dbg !52
  %24 = load ptr, ptr %4, align 8, !dbg !53
  %25 = load i32, ptr %5, align 4, !dbg !54
  %26 = zext i32 %25 to i64, !dbg !53
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !53
  store i32 %23, ptr %27, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-call-divergent.cu", directory: ".")
!2 = !{ptr @fail_call_divergent, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "exchange_next", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 20, scope: !9)
!16 = !DILocation(line: 6, column: 16, scope: !9)
!17 = !DILocation(line: 7, column: 10, scope: !9)
!18 = !DILocation(line: 7, column: 3, scope: !9)
!19 = !DILocation(line: 7, column: 5, scope: !9)
!20 = !DILocation(line: 7, column: 8, scope: !9)
!21 = !DILocation(line: 8, column: 3, scope: !9)
!22 = !DILocation(line: 9, column: 10, scope: !9)
!23 = !DILocation(line: 9, column: 13, scope: !9)
!24 = !DILocation(line: 9, column: 15, scope: !9)
!25 = !DILocation(line: 47, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!27 = distinct !DILocation(line: 9, column: 22, scope: !9)
!28 = !DILocation(line: 9, column: 20, scope: !9)
!29 = !DILocation(line: 9, column: 3, scope: !9)
!30 = distinct !DISubprogram(name: "fail_call_divergent", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 46, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = distinct !DILocation(line: 14, column: 20, scope: !30)
!34 = !DILocation(line: 47, column: 1, scope: !26, inlinedAt: !35)
!35 = distinct !DILocation(line: 14, column: 33, scope: !30)
!36 = !DILocation(line: 14, column: 31, scope: !30)
!37 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !38)
!38 = distinct !DILocation(line: 14, column: 46, scope: !30)
!39 = !DILocation(line: 14, column: 44, scope: !30)
!40 = !DILocation(line: 14, column: 16, scope: !30)
!41 = !DILocation(line: 15, column: 11, scope: !30)
!42 = !DILocation(line: 15, column: 14, scope: !30)
!43 = !DILocation(line: 15, column: 7, scope: !30)
!44 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !45)
!45 = distinct !DILocation(line: 16, column: 7, scope: !30)
!46 = !DILocation(line: 16, column: 19, scope: !30)
!47 = !DILocation(line: 16, column: 7, scope: !30)
!48 = !DILocation(line: 17, column: 26, scope: !30)
!49 = !DILocation(line: 17, column: 9, scope: !30)
!50 = !DILocation(line: 17, column: 7, scope: !30)
!51 = !DILocation(line: 17, column: 5, scope: !30)
!52 = !DILocation(line: 18, column: 12, scope: !30)
!53 = !DILocation(line: 18, column: 3, scope: !30)
!54 = !DILocation(line: 18, column: 7, scope: !30)
!55 = !DILocation(line: 18, column: 10, scope: !30)
!56 = !DILocation(line: 19, column: 1, scope: !30)
