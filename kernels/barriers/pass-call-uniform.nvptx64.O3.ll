; ModuleID = 'barriers/pass-call-uniform.cu'
source_filename = "barriers/pass-call-uniform.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17pass_call_uniformE1s = internal addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local noundef i32 @_Z13exchange_nextPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  store i32 %1, ptr %5, align 4, !dbg !17, !tbaa !18
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %7 = trunc nuw nsw i32 %3 to i16, !dbg !26
  %8 = add nuw nsw i16 %7, 1, !dbg !26
  %9 = trunc nuw nsw i32 %6 to i16, !dbg !26
  %10 = urem i16 %8, %9, !dbg !26
  %11 = zext nneg i16 %10 to i64, !dbg !27
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !27
  %13 = load i32, ptr %12, align 4, !dbg !27, !tbaa !18
  ret i32 %13, !dbg !28
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_call_uniform(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !29 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !33
  %6 = mul i32 %4, %5, !dbg !35
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %8 = add i32 %6, %7, !dbg !38
  %9 = zext i32 %8 to i64, !dbg !39
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !39
  %11 = load i32, ptr %10, align 4, !dbg !39, !tbaa !18
  %12 = icmp eq i32 %2, 0, !dbg !40
  br i1 %12, label %15, label %13, !dbg !40

13:                                               ; preds = %3
  %14 = tail call noundef i32 @_Z13exchange_nextPii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ17pass_call_uniformE1s to ptr), i32 noundef %11) #4, !dbg !41
  br label %15, !dbg !42

15:                                               ; preds = %13, %3
  %16 = phi i32 [ %14, %13 ], [ %11, %3 ], !dbg !43
  %17 = getelementptr inbounds i32, ptr %1, i64 %9, !dbg !44
  store i32 %16, ptr %17, align 4, !dbg !45, !tbaa !18
  ret void, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/pass-call-uniform.cu", directory: ".")
!2 = !{ptr @pass_call_uniform, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "exchange_next", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 8, column: 3, scope: !9)
!17 = !DILocation(line: 8, column: 8, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 9, column: 3, scope: !9)
!23 = !DILocation(line: 47, column: 1, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 10, column: 22, scope: !9)
!26 = !DILocation(line: 10, column: 20, scope: !9)
!27 = !DILocation(line: 10, column: 10, scope: !9)
!28 = !DILocation(line: 10, column: 3, scope: !9)
!29 = distinct !DISubprogram(name: "pass_call_uniform", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 46, column: 1, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 15, column: 20, scope: !29)
!33 = !DILocation(line: 47, column: 1, scope: !24, inlinedAt: !34)
!34 = distinct !DILocation(line: 15, column: 33, scope: !29)
!35 = !DILocation(line: 15, column: 31, scope: !29)
!36 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !37)
!37 = distinct !DILocation(line: 15, column: 46, scope: !29)
!38 = !DILocation(line: 15, column: 44, scope: !29)
!39 = !DILocation(line: 16, column: 11, scope: !29)
!40 = !DILocation(line: 17, column: 7, scope: !29)
!41 = !DILocation(line: 18, column: 9, scope: !29)
!42 = !DILocation(line: 18, column: 5, scope: !29)
!43 = !DILocation(line: 0, scope: !29)
!44 = !DILocation(line: 19, column: 3, scope: !29)
!45 = !DILocation(line: 19, column: 10, scope: !29)
!46 = !DILocation(line: 20, column: 1, scope: !29)
