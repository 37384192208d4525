; ModuleID = 'barriers/pass-shared-counter-loop.cu'
source_filename = "barriers/pass-shared-counter-loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ24pass_shared_counter_loopE9remaining = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ24pass_shared_counter_loopE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_shared_counter_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = icmp eq i32 %4, 0, !dbg !16
  br i1 %5, label %6, label %7, !dbg !17

6:                                                ; preds = %3
  store i32 %2, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !18, !tbaa !19
  br label %7, !dbg !23

7:                                                ; preds = %6, %3
  %8 = zext nneg i32 %4 to i64, !dbg !24
  %9 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE1s to ptr), i64 0, i64 %8, !dbg !24
  store i32 0, ptr %9, align 4, !dbg !25, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  %10 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !27, !tbaa !19
  %11 = icmp sgt i32 %10, 0, !dbg !28
  br i1 %11, label %12, label %31, !dbg !29

12:                                               ; preds = %7
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %14, !dbg !29

14:                                               ; preds = %12, %28
  %15 = phi i32 [ %4, %12 ], [ %24, %28 ]
  %16 = icmp slt i32 %15, %2, !dbg !30
  br i1 %16, label %17, label %23, !dbg !31

17:                                               ; preds = %14
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !dbg !32, !tbaa !19
  %21 = load i32, ptr %9, align 4, !dbg !33, !tbaa !19
  %22 = add nsw i32 %21, %20, !dbg !33
  store i32 %22, ptr %9, align 4, !dbg !33, !tbaa !19
  br label %23, !dbg !34

23:                                               ; preds = %17, %14
  %24 = add i32 %15, %13, !dbg !35
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br i1 %5, label %25, label %28, !dbg !37

25:                                               ; preds = %23
  %26 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !38, !tbaa !19
  %27 = sub i32 %26, %13, !dbg !38
  store i32 %27, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !38, !tbaa !19
  br label %28, !dbg !39

28:                                               ; preds = %25, %23
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %29 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24pass_shared_counter_loopE9remaining to ptr), align 4, !dbg !27, !tbaa !19
  %30 = icmp sgt i32 %29, 0, !dbg !28
  br i1 %30, label %14, label %31, !dbg !29, !llvm.loop !41

31:                                               ; preds = %28, %7
  %32 = load i32, ptr %9, align 4, !dbg !44, !tbaa !19
  %33 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !45
  store i32 %32, ptr %33, align 4, !dbg !46, !tbaa !19
  ret void, !dbg !47
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/pass-shared-counter-loop.cu", directory: ".")
!2 = !{ptr @pass_shared_counter_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_shared_counter_loop", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 10, column: 9, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 11, column: 15, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 11, column: 5, scope: !9)
!24 = !DILocation(line: 12, column: 3, scope: !9)
!25 = !DILocation(line: 12, column: 8, scope: !9)
!26 = !DILocation(line: 13, column: 3, scope: !9)
!27 = !DILocation(line: 15, column: 10, scope: !9)
!28 = !DILocation(line: 15, column: 20, scope: !9)
!29 = !DILocation(line: 15, column: 3, scope: !9)
!30 = !DILocation(line: 16, column: 13, scope: !9)
!31 = !DILocation(line: 16, column: 9, scope: !9)
!32 = !DILocation(line: 17, column: 15, scope: !9)
!33 = !DILocation(line: 17, column: 12, scope: !9)
!34 = !DILocation(line: 17, column: 7, scope: !9)
!35 = !DILocation(line: 18, column: 9, scope: !9)
!36 = !DILocation(line: 19, column: 5, scope: !9)
!37 = !DILocation(line: 20, column: 9, scope: !9)
!38 = !DILocation(line: 21, column: 17, scope: !9)
!39 = !DILocation(line: 21, column: 7, scope: !9)
!40 = !DILocation(line: 22, column: 5, scope: !9)
!41 = distinct !{!41, !29, !42, !43}
!42 = !DILocation(line: 23, column: 3, scope: !9)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 24, column: 12, scope: !9)
!45 = !DILocation(line: 24, column: 3, scope: !9)
!46 = !DILocation(line: 24, column: 10, scope: !9)
!47 = !DILocation(line: 25, column: 1, scope: !9)
