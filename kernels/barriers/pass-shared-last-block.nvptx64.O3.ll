; ModuleID = 'barriers/pass-shared-last-block.cu'
source_filename = "barriers/pass-shared-last-block.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22pass_shared_last_blockE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ22pass_shared_last_blockE7am_last = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_shared_last_block(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = add i32 %8, %5, !dbg !23
  %10 = zext i32 %9 to i64, !dbg !24
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !24
  %12 = load i32, ptr %11, align 4, !dbg !24, !tbaa !25
  %13 = zext nneg i32 %5 to i64, !dbg !29
  %14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %13, !dbg !29
  store i32 %12, ptr %14, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %15 = icmp ult i32 %7, 2, !dbg !32
  br i1 %15, label %16, label %18, !dbg !33

16:                                               ; preds = %29, %4
  %17 = icmp eq i32 %5, 0, !dbg !34
  br i1 %17, label %31, label %40, !dbg !35

18:                                               ; preds = %4, %29
  %19 = phi i32 [ %20, %29 ], [ %7, %4 ]
  %20 = lshr i32 %19, 1, !dbg !36
  %21 = icmp ult i32 %5, %20, !dbg !37
  br i1 %21, label %22, label %29, !dbg !38

22:                                               ; preds = %18
  %23 = add nuw nsw i32 %20, %5
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !dbg !39, !tbaa !25
  %27 = load i32, ptr %14, align 4, !dbg !40, !tbaa !25
  %28 = add nsw i32 %27, %26, !dbg !40
  store i32 %28, ptr %14, align 4, !dbg !40, !tbaa !25
  br label %29, !dbg !41

29:                                               ; preds = %22, %18
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %30 = icmp ult i32 %19, 4, !dbg !32
  br i1 %30, label %16, label %18, !dbg !33, !llvm.loop !43

31:                                               ; preds = %16
  %32 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), align 4, !dbg !46, !tbaa !25
  %33 = zext nneg i32 %6 to i64, !dbg !47
  %34 = getelementptr inbounds i32, ptr %1, i64 %33, !dbg !47
  store i32 %32, ptr %34, align 4, !dbg !48, !tbaa !25
  tail call void @llvm.nvvm.membar.gl(), !dbg !49
  %35 = atomicrmw add ptr %2, i32 1 monotonic, align 4, !dbg !52
  %36 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !55
  %37 = add nsw i32 %36, -1, !dbg !58
  %38 = icmp eq i32 %35, %37, !dbg !59
  %39 = zext i1 %38 to i32, !dbg !60
  store i32 %39, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE7am_last to ptr), align 4, !dbg !61, !tbaa !25
  br label %40, !dbg !62

40:                                               ; preds = %31, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !63
  %41 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE7am_last to ptr), align 4, !dbg !64, !tbaa !25
  %42 = icmp eq i32 %41, 0, !dbg !64
  br i1 %42, label %67, label %43, !dbg !64

43:                                               ; preds = %40
  %44 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !65
  %45 = icmp ult i32 %5, %44, !dbg !67
  br i1 %45, label %46, label %49, !dbg !68

46:                                               ; preds = %43
  %47 = getelementptr inbounds i32, ptr %1, i64 %13
  %48 = load i32, ptr %47, align 4, !dbg !69, !tbaa !25
  br label %49, !dbg !68

49:                                               ; preds = %43, %46
  %50 = phi i32 [ %48, %46 ], [ 0, %43 ], !dbg !68
  store i32 %50, ptr %14, align 4, !dbg !70, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !71
  br i1 %15, label %51, label %52, !dbg !72

51:                                               ; preds = %63, %49
  br i1 %17, label %65, label %67, !dbg !73

52:                                               ; preds = %49, %63
  %53 = phi i32 [ %54, %63 ], [ %7, %49 ]
  %54 = lshr i32 %53, 1, !dbg !74
  %55 = icmp ult i32 %5, %54, !dbg !75
  br i1 %55, label %56, label %63, !dbg !76

56:                                               ; preds = %52
  %57 = add nuw nsw i32 %54, %5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !dbg !77, !tbaa !25
  %61 = load i32, ptr %14, align 4, !dbg !78, !tbaa !25
  %62 = add nsw i32 %61, %60, !dbg !78
  store i32 %62, ptr %14, align 4, !dbg !78, !tbaa !25
  br label %63, !dbg !79

63:                                               ; preds = %56, %52
  tail call void @llvm.nvvm.barrier0(), !dbg !80
  %64 = icmp ult i32 %53, 4, !dbg !81
  br i1 %64, label %51, label %52, !dbg !72, !llvm.loop !82

65:                                               ; preds = %51
  %66 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ22pass_shared_last_blockE1s to ptr), align 4, !dbg !84, !tbaa !25
  store i32 %66, ptr %3, align 4, !dbg !85, !tbaa !25
  br label %67, !dbg !86

67:                                               ; preds = %51, %65, %40
  ret void, !dbg !87
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/pass-shared-last-block.cu", directory: ".")
!2 = !{ptr @pass_shared_last_block, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_shared_last_block", scope: !1, file: !1, line: 8, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 20, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 20, scope: !9)
!19 = !DILocation(line: 47, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 13, column: 33, scope: !9)
!22 = !DILocation(line: 13, column: 31, scope: !9)
!23 = !DILocation(line: 13, column: 44, scope: !9)
!24 = !DILocation(line: 14, column: 10, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 3, scope: !9)
!30 = !DILocation(line: 14, column: 8, scope: !9)
!31 = !DILocation(line: 15, column: 3, scope: !9)
!32 = !DILocation(line: 16, column: 53, scope: !9)
!33 = !DILocation(line: 16, column: 3, scope: !9)
!34 = !DILocation(line: 21, column: 9, scope: !9)
!35 = !DILocation(line: 21, column: 7, scope: !9)
!36 = !DILocation(line: 16, scope: !9)
!37 = !DILocation(line: 17, column: 11, scope: !9)
!38 = !DILocation(line: 17, column: 9, scope: !9)
!39 = !DILocation(line: 18, column: 15, scope: !9)
!40 = !DILocation(line: 18, column: 12, scope: !9)
!41 = !DILocation(line: 18, column: 7, scope: !9)
!42 = !DILocation(line: 19, column: 5, scope: !9)
!43 = distinct !{!43, !33, !44, !45}
!44 = !DILocation(line: 20, column: 3, scope: !9)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 22, column: 27, scope: !9)
!47 = !DILocation(line: 22, column: 5, scope: !9)
!48 = !DILocation(line: 22, column: 25, scope: !9)
!49 = !DILocation(line: 66, column: 45, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 66, type: !10, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 23, column: 5, scope: !9)
!52 = !DILocation(line: 128, column: 1, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 128, type: !10, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = distinct !DILocation(line: 24, column: 22, scope: !9)
!55 = !DILocation(line: 48, column: 1, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 48, type: !10, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = distinct !DILocation(line: 25, column: 21, scope: !9)
!58 = !DILocation(line: 25, column: 31, scope: !9)
!59 = !DILocation(line: 25, column: 18, scope: !9)
!60 = !DILocation(line: 25, column: 15, scope: !9)
!61 = !DILocation(line: 25, column: 13, scope: !9)
!62 = !DILocation(line: 26, column: 3, scope: !9)
!63 = !DILocation(line: 27, column: 3, scope: !9)
!64 = !DILocation(line: 28, column: 7, scope: !9)
!65 = !DILocation(line: 48, column: 1, scope: !56, inlinedAt: !66)
!66 = distinct !DILocation(line: 29, column: 16, scope: !9)
!67 = !DILocation(line: 29, column: 14, scope: !9)
!68 = !DILocation(line: 29, column: 12, scope: !9)
!69 = !DILocation(line: 29, column: 28, scope: !9)
!70 = !DILocation(line: 29, column: 10, scope: !9)
!71 = !DILocation(line: 30, column: 5, scope: !9)
!72 = !DILocation(line: 31, column: 5, scope: !9)
!73 = !DILocation(line: 36, column: 9, scope: !9)
!74 = !DILocation(line: 31, scope: !9)
!75 = !DILocation(line: 32, column: 13, scope: !9)
!76 = !DILocation(line: 32, column: 11, scope: !9)
!77 = !DILocation(line: 33, column: 17, scope: !9)
!78 = !DILocation(line: 33, column: 14, scope: !9)
!79 = !DILocation(line: 33, column: 9, scope: !9)
!80 = !DILocation(line: 34, column: 7, scope: !9)
!81 = !DILocation(line: 31, column: 55, scope: !9)
!82 = distinct !{!82, !72, !83, !45}
!83 = !DILocation(line: 35, column: 5, scope: !9)
!84 = !DILocation(line: 37, column: 16, scope: !9)
!85 = !DILocation(line: 37, column: 14, scope: !9)
!86 = !DILocation(line: 37, column: 7, scope: !9)
!87 = !DILocation(line: 39, column: 1, scope: !9)
