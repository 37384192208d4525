; ModuleID = 'basic/warp_shuffle.cu'
source_filename = "basic/warp_shuffle.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @warp_shuffle(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %8 = mul i32 %6, %7, !dbg !19
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %10 = add i32 %8, %9, !dbg !23
  %11 = and i32 %9, 31, !dbg !24
  %12 = zext i32 %10 to i64, !dbg !25
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !25
  %14 = load i32, ptr %13, align 4, !dbg !25, !tbaa !26
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %14, i32 1, i32 0), !dbg !30
  %16 = icmp eq i32 %11, 0, !dbg !33
  %17 = select i1 %16, i32 0, i32 %15, !dbg !34
  %18 = add nsw i32 %17, %14, !dbg !34
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %18, i32 2, i32 0), !dbg !30
  %20 = icmp ult i32 %11, 2, !dbg !33
  %21 = select i1 %20, i32 0, i32 %19, !dbg !34
  %22 = add nsw i32 %21, %18, !dbg !34
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 4, i32 0), !dbg !30
  %24 = icmp ult i32 %11, 4, !dbg !33
  %25 = select i1 %24, i32 0, i32 %23, !dbg !34
  %26 = add nsw i32 %25, %22, !dbg !34
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %26, i32 8, i32 0), !dbg !30
  %28 = icmp ult i32 %11, 8, !dbg !33
  %29 = select i1 %28, i32 0, i32 %27, !dbg !34
  %30 = add nsw i32 %29, %26, !dbg !34
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 16, i32 0), !dbg !30
  %32 = icmp ult i32 %11, 16, !dbg !33
  %33 = select i1 %32, i32 0, i32 %31, !dbg !34
  %34 = add nsw i32 %33, %30, !dbg !34
  %35 = getelementptr inbounds i32, ptr %1, i64 %12, !dbg !35
  store i32 %34, ptr %35, align 4, !dbg !36, !tbaa !26
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 16, i32 31), !dbg !37
  %37 = add nsw i32 %36, %14, !dbg !40
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %37, i32 8, i32 31), !dbg !37
  %39 = add nsw i32 %38, %37, !dbg !40
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 4, i32 31), !dbg !37
  %41 = add nsw i32 %40, %39, !dbg !40
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 2, i32 31), !dbg !37
  %43 = add nsw i32 %42, %41, !dbg !40
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 1, i32 31), !dbg !37
  %45 = add nsw i32 %44, %43, !dbg !40
  %46 = getelementptr inbounds i32, ptr %2, i64 %12, !dbg !41
  store i32 %45, ptr %46, align 4, !dbg !42, !tbaa !26
  %47 = add nuw nsw i32 %9, 1, !dbg !43
  %48 = and i32 %47, 31, !dbg !44
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %14, i32 %48, i32 31), !dbg !45
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %14, i32 0, i32 31), !dbg !48
  %51 = add nsw i32 %50, %49, !dbg !50
  %52 = getelementptr inbounds i32, ptr %3, i64 %12, !dbg !51
  store i32 %51, ptr %52, align 4, !dbg !52, !tbaa !26
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 16, i32 31), !dbg !53
  %54 = add nsw i32 %53, %14, !dbg !56
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %54, i32 8, i32 31), !dbg !53
  %56 = add nsw i32 %55, %54, !dbg !56
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 4, i32 31), !dbg !53
  %58 = add nsw i32 %57, %56, !dbg !56
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 2, i32 31), !dbg !53
  %60 = add nsw i32 %59, %58, !dbg !56
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %60, i32 1, i32 31), !dbg !53
  %62 = icmp eq i32 %11, 0, !dbg !57
  br i1 %62, label %63, label %68, !dbg !58

63:                                               ; preds = %5
  %64 = add nsw i32 %61, %60, !dbg !56
  %65 = lshr i32 %10, 5
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %4, i64 %66
  store i32 %64, ptr %67, align 4, !dbg !59, !tbaa !26
  br label %68, !dbg !60

68:                                               ; preds = %63, %5
  ret void, !dbg !61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/warp_shuffle.cu", directory: ".")
!2 = !{ptr @warp_shuffle, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_shuffle", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!30 = !DILocation(line: 84, column: 10, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 83, type: !10, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = distinct !DILocation(line: 16, column: 13, scope: !9)
!33 = !DILocation(line: 17, column: 14, scope: !9)
!34 = !DILocation(line: 17, column: 9, scope: !9)
!35 = !DILocation(line: 20, column: 3, scope: !9)
!36 = !DILocation(line: 20, column: 11, scope: !9)
!37 = !DILocation(line: 102, column: 10, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 24, column: 10, scope: !9)
!40 = !DILocation(line: 24, column: 7, scope: !9)
!41 = !DILocation(line: 25, column: 3, scope: !9)
!42 = !DILocation(line: 25, column: 12, scope: !9)
!43 = !DILocation(line: 27, column: 53, scope: !9)
!44 = !DILocation(line: 27, column: 58, scope: !9)
!45 = !DILocation(line: 75, column: 10, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 27, column: 13, scope: !9)
!48 = !DILocation(line: 75, column: 10, scope: !46, inlinedAt: !49)
!49 = distinct !DILocation(line: 28, column: 15, scope: !9)
!50 = !DILocation(line: 29, column: 18, scope: !9)
!51 = !DILocation(line: 29, column: 3, scope: !9)
!52 = !DILocation(line: 29, column: 12, scope: !9)
!53 = !DILocation(line: 93, column: 10, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 92, type: !10, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = distinct !DILocation(line: 33, column: 10, scope: !9)
!56 = !DILocation(line: 33, column: 7, scope: !9)
!57 = !DILocation(line: 34, column: 12, scope: !9)
!58 = !DILocation(line: 34, column: 7, scope: !9)
!59 = !DILocation(line: 35, column: 24, scope: !9)
!60 = !DILocation(line: 35, column: 5, scope: !9)
!61 = !DILocation(line: 36, column: 1, scope: !9)
