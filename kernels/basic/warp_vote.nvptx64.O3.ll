; ModuleID = 'basic/warp_vote.cu'
source_filename = "basic/warp_vote.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_vote(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = and i32 %8, 31, !dbg !24
  %11 = zext i32 %9 to i64, !dbg !25
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !25
  %13 = load i32, ptr %12, align 4, !dbg !25, !tbaa !26
  %14 = and i32 %13, 1, !dbg !30
  %15 = icmp ne i32 %14, 0, !dbg !31
  %16 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %15), !dbg !34
  %17 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %15), !dbg !35
  %18 = zext i1 %17 to i32, !dbg !35
  %19 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %15), !dbg !38
  %20 = shl nsw i32 -1, %10, !dbg !41
  %21 = xor i32 %20, -1, !dbg !41
  %22 = and i32 %16, %21, !dbg !42
  %23 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %22), !dbg !43
  %24 = icmp eq i32 %10, 0, !dbg !46
  br i1 %24, label %25, label %29, !dbg !47

25:                                               ; preds = %4
  %26 = lshr i32 %9, 5
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  store i32 %16, ptr %28, align 4, !dbg !48, !tbaa !26
  br label %29, !dbg !49

29:                                               ; preds = %25, %4
  %30 = select i1 %19, i32 2, i32 0, !dbg !50
  %31 = or disjoint i32 %30, %18, !dbg !51
  %32 = shl nuw nsw i32 %23, 2, !dbg !52
  %33 = or disjoint i32 %31, %32, !dbg !53
  %34 = getelementptr inbounds i32, ptr %2, i64 %11, !dbg !54
  store i32 %33, ptr %34, align 4, !dbg !55, !tbaa !26
  %35 = icmp eq i32 %14, 0, !dbg !56
  br i1 %35, label %38, label %36, !dbg !56

36:                                               ; preds = %29
  %37 = tail call noundef i32 @llvm.nvvm.activemask(), !dbg !57
  br label %38, !dbg !60

38:                                               ; preds = %36, %29
  %39 = phi i32 [ %37, %36 ], [ 0, %29 ], !dbg !61
  %40 = getelementptr inbounds i32, ptr %3, i64 %11, !dbg !62
  store i32 %39, ptr %40, align 4, !dbg !63, !tbaa !26
  ret void, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/warp_vote.cu", directory: ".")
!2 = !{ptr @warp_vote, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_vote", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 33, scope: !9)
!19 = !DILocation(line: 10, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 10, column: 46, scope: !9)
!23 = !DILocation(line: 10, column: 44, scope: !9)
!24 = !DILocation(line: 11, column: 35, scope: !9)
!25 = !DILocation(line: 12, column: 11, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 12, column: 17, scope: !9)
!31 = !DILocation(line: 113, column: 45, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 112, type: !10, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 13, column: 20, scope: !9)
!34 = !DILocation(line: 113, column: 10, scope: !32, inlinedAt: !33)
!35 = !DILocation(line: 115, column: 71, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "__any_sync", scope: !14, file: !14, line: 115, type: !10, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = distinct !DILocation(line: 14, column: 13, scope: !9)
!38 = !DILocation(line: 116, column: 71, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__all_sync", scope: !14, file: !14, line: 116, type: !10, scopeLine: 116, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 15, column: 13, scope: !9)
!41 = !DILocation(line: 16, column: 40, scope: !9)
!42 = !DILocation(line: 16, column: 24, scope: !9)
!43 = !DILocation(line: 119, column: 54, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 119, type: !10, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 16, column: 15, scope: !9)
!46 = !DILocation(line: 17, column: 12, scope: !9)
!47 = !DILocation(line: 17, column: 7, scope: !9)
!48 = !DILocation(line: 18, column: 26, scope: !9)
!49 = !DILocation(line: 18, column: 5, scope: !9)
!50 = !DILocation(line: 19, column: 22, scope: !9)
!51 = !DILocation(line: 19, column: 18, scope: !9)
!52 = !DILocation(line: 19, column: 32, scope: !9)
!53 = !DILocation(line: 19, column: 28, scope: !9)
!54 = !DILocation(line: 19, column: 3, scope: !9)
!55 = !DILocation(line: 19, column: 12, scope: !9)
!56 = !DILocation(line: 21, column: 7, scope: !9)
!57 = !DILocation(line: 63, column: 59, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "__activemask", scope: !14, file: !14, line: 63, type: !10, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 22, column: 9, scope: !9)
!60 = !DILocation(line: 22, column: 5, scope: !9)
!61 = !DILocation(line: 0, scope: !9)
!62 = !DILocation(line: 23, column: 3, scope: !9)
!63 = !DILocation(line: 23, column: 13, scope: !9)
!64 = !DILocation(line: 24, column: 1, scope: !9)
