; ModuleID = 'pcfm/pcm_sort.cu'
source_filename = "pcfm/pcm_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8pcm_sortE1s = internal unnamed_addr addrspace(3) global [4096 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pcm_sort(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %4 = shl nuw nsw i32 %3, 2, !dbg !19
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = icmp ult i32 %2, %4, !dbg !24
  br i1 %7, label %18, label %8, !dbg !25

8:                                                ; preds = %18, %1
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  %9 = shl nuw nsw i32 %2, 2, !dbg !27
  %10 = or disjoint i32 %9, 1, !dbg !28
  %11 = zext nneg i32 %10 to i64, !dbg !29
  %12 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %11, !dbg !29
  %13 = load i32, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = zext nneg i32 %9 to i64, !dbg !34
  %15 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %14, !dbg !34
  %16 = load i32, ptr %15, align 4, !dbg !34, !tbaa !30
  %17 = icmp sgt i32 %16, %13, !dbg !35
  br i1 %17, label %28, label %29, !dbg !36

18:                                               ; preds = %1, %18
  %19 = phi i32 [ %26, %18 ], [ %2, %1 ]
  %20 = add i32 %19, %6, !dbg !37
  %21 = zext i32 %20 to i64, !dbg !38
  %22 = getelementptr inbounds i32, ptr %0, i64 %21, !dbg !38
  %23 = load i32, ptr %22, align 4, !dbg !38, !tbaa !30
  %24 = zext nneg i32 %19 to i64, !dbg !39
  %25 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %24, !dbg !39
  store i32 %23, ptr %25, align 4, !dbg !40, !tbaa !30
  %26 = add nuw nsw i32 %19, %3, !dbg !41
  %27 = icmp ult i32 %26, %4, !dbg !24
  br i1 %27, label %18, label %8, !dbg !25, !llvm.loop !42

28:                                               ; preds = %8
  store i32 %16, ptr %12, align 4, !dbg !45, !tbaa !30
  br label %29, !dbg !46

29:                                               ; preds = %8, %28
  %30 = phi i64 [ %14, %28 ], [ %11, %8 ], !dbg !47
  %31 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %30, !dbg !47
  store i32 %13, ptr %31, align 4, !dbg !48, !tbaa !30
  %32 = or disjoint i32 %9, 2, !dbg !49
  %33 = zext nneg i32 %32 to i64, !dbg !29
  %34 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %33, !dbg !29
  %35 = load i32, ptr %34, align 4, !dbg !29, !tbaa !30
  %36 = load i32, ptr %12, align 4, !dbg !34, !tbaa !30
  %37 = icmp sgt i32 %36, %35, !dbg !35
  br i1 %37, label %38, label %44, !dbg !36

38:                                               ; preds = %29
  store i32 %36, ptr %34, align 4, !dbg !45, !tbaa !30
  %39 = zext nneg i32 %9 to i64, !dbg !34
  %40 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %39, !dbg !34
  %41 = load i32, ptr %40, align 4, !dbg !34, !tbaa !30
  %42 = icmp sgt i32 %41, %35, !dbg !35
  br i1 %42, label %43, label %44, !dbg !36

43:                                               ; preds = %38
  store i32 %41, ptr %12, align 4, !dbg !45, !tbaa !30
  br label %44

44:                                               ; preds = %29, %38, %43
  %45 = phi i64 [ %39, %43 ], [ %11, %38 ], [ %33, %29 ], !dbg !47
  %46 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %45, !dbg !47
  store i32 %35, ptr %46, align 4, !dbg !48, !tbaa !30
  %47 = or disjoint i32 %9, 3, !dbg !49
  %48 = zext nneg i32 %47 to i64, !dbg !29
  %49 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %48, !dbg !29
  %50 = load i32, ptr %49, align 4, !dbg !29, !tbaa !30
  %51 = load i32, ptr %34, align 4, !dbg !34, !tbaa !30
  %52 = icmp sgt i32 %51, %50, !dbg !35
  br i1 %52, label %53, label %62, !dbg !36

53:                                               ; preds = %44
  store i32 %51, ptr %49, align 4, !dbg !45, !tbaa !30
  %54 = load i32, ptr %12, align 4, !dbg !34, !tbaa !30
  %55 = icmp sgt i32 %54, %50, !dbg !35
  br i1 %55, label %56, label %62, !dbg !36

56:                                               ; preds = %53
  store i32 %54, ptr %34, align 4, !dbg !45, !tbaa !30
  %57 = zext nneg i32 %9 to i64, !dbg !34
  %58 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %57, !dbg !34
  %59 = load i32, ptr %58, align 4, !dbg !34, !tbaa !30
  %60 = icmp sgt i32 %59, %50, !dbg !35
  br i1 %60, label %61, label %62, !dbg !36

61:                                               ; preds = %56
  store i32 %59, ptr %12, align 4, !dbg !45, !tbaa !30
  br label %62

62:                                               ; preds = %44, %53, %56, %61
  %63 = phi i64 [ %57, %61 ], [ %11, %56 ], [ %33, %53 ], [ %48, %44 ], !dbg !47
  %64 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %63, !dbg !47
  store i32 %50, ptr %64, align 4, !dbg !48, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !50
  %65 = icmp ugt i32 %3, 1, !dbg !51
  br i1 %65, label %66, label %72, !dbg !52

66:                                               ; preds = %62, %73
  %67 = phi i32 [ %74, %73 ], [ 4, %62 ]
  %68 = icmp eq i32 %67, 0, !dbg !53
  br i1 %68, label %73, label %69, !dbg !54

69:                                               ; preds = %66
  %70 = add i32 %67, -1
  %71 = shl i32 %67, 1
  br label %76, !dbg !54

72:                                               ; preds = %73, %62
  br i1 %7, label %112, label %111, !dbg !55

73:                                               ; preds = %82, %66
  %74 = phi i32 [ 0, %66 ], [ %71, %82 ], !dbg !56
  %75 = icmp ult i32 %74, %4, !dbg !51
  br i1 %75, label %66, label %72, !dbg !52, !llvm.loop !57

76:                                               ; preds = %69, %82
  %77 = phi i32 [ %67, %69 ], [ %83, %82 ]
  %78 = and i32 %77, %70, !dbg !59
  br i1 %7, label %79, label %82, !dbg !60

79:                                               ; preds = %76
  %80 = shl i32 %77, 1
  %81 = add i32 %80, -1
  br label %85, !dbg !60

82:                                               ; preds = %108, %76
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %83 = lshr i32 %77, 1, !dbg !62
  %84 = icmp ult i32 %77, 2, !dbg !53
  br i1 %84, label %73, label %76, !dbg !54, !llvm.loop !63

85:                                               ; preds = %79, %108
  %86 = phi i32 [ %2, %79 ], [ %109, %108 ]
  %87 = icmp ult i32 %86, %78, !dbg !65
  br i1 %87, label %108, label %88, !dbg !66

88:                                               ; preds = %85
  %89 = sub i32 %86, %78, !dbg !67
  %90 = and i32 %89, %81, !dbg !68
  %91 = icmp ult i32 %90, %77, !dbg !69
  br i1 %91, label %92, label %108, !dbg !70

92:                                               ; preds = %88
  %93 = add i32 %86, %77, !dbg !71
  %94 = icmp ult i32 %93, %4, !dbg !72
  br i1 %94, label %95, label %108, !dbg !73

95:                                               ; preds = %92
  %96 = udiv i32 %86, %71, !dbg !74
  %97 = udiv i32 %93, %71, !dbg !75
  %98 = icmp eq i32 %96, %97, !dbg !76
  br i1 %98, label %99, label %108, !dbg !77

99:                                               ; preds = %95
  %100 = zext nneg i32 %86 to i64, !dbg !78
  %101 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %100, !dbg !78
  %102 = load i32, ptr %101, align 4, !dbg !78, !tbaa !30
  %103 = zext i32 %93 to i64, !dbg !79
  %104 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %103, !dbg !79
  %105 = load i32, ptr %104, align 4, !dbg !79, !tbaa !30
  %106 = icmp sgt i32 %102, %105, !dbg !80
  br i1 %106, label %107, label %108, !dbg !81

107:                                              ; preds = %99
  store i32 %105, ptr %101, align 4, !dbg !82, !tbaa !30
  store i32 %102, ptr %104, align 4, !dbg !83, !tbaa !30
  br label %108, !dbg !84

108:                                              ; preds = %99, %107, %85, %88, %92, %95
  %109 = add nuw nsw i32 %86, %3, !dbg !85
  %110 = icmp ult i32 %109, %4, !dbg !86
  br i1 %110, label %85, label %82, !dbg !60, !llvm.loop !87

111:                                              ; preds = %112, %72
  ret void, !dbg !89

112:                                              ; preds = %72, %112
  %113 = phi i32 [ %120, %112 ], [ %2, %72 ]
  %114 = zext nneg i32 %113 to i64, !dbg !90
  %115 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %114, !dbg !90
  %116 = load i32, ptr %115, align 4, !dbg !90, !tbaa !30
  %117 = add i32 %113, %6, !dbg !91
  %118 = zext i32 %117 to i64, !dbg !92
  %119 = getelementptr inbounds i32, ptr %0, i64 %118, !dbg !92
  store i32 %116, ptr %119, align 4, !dbg !93, !tbaa !30
  %120 = add nuw nsw i32 %113, %3, !dbg !94
  %121 = icmp ult i32 %120, %4, !dbg !95
  br i1 %121, label %112, label %111, !dbg !55, !llvm.loop !96
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/pcm_sort.cu", directory: ".")
!2 = !{ptr @pcm_sort, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pcm_sort", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 14, column: 21, scope: !9)
!19 = !DILocation(line: 15, column: 24, scope: !9)
!20 = !DILocation(line: 46, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 16, column: 23, scope: !9)
!23 = !DILocation(line: 16, column: 34, scope: !9)
!24 = !DILocation(line: 17, column: 30, scope: !9)
!25 = !DILocation(line: 17, column: 3, scope: !9)
!26 = !DILocation(line: 19, column: 3, scope: !9)
!27 = !DILocation(line: 22, column: 25, scope: !9)
!28 = !DILocation(line: 23, column: 28, scope: !9)
!29 = !DILocation(line: 24, column: 13, scope: !9)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 26, column: 22, scope: !9)
!35 = !DILocation(line: 26, column: 31, scope: !9)
!36 = !DILocation(line: 26, column: 5, scope: !9)
!37 = !DILocation(line: 18, column: 22, scope: !9)
!38 = !DILocation(line: 18, column: 12, scope: !9)
!39 = !DILocation(line: 18, column: 5, scope: !9)
!40 = !DILocation(line: 18, column: 10, scope: !9)
!41 = !DILocation(line: 17, column: 37, scope: !9)
!42 = distinct !{!42, !25, !43, !44}
!43 = !DILocation(line: 18, column: 25, scope: !9)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 27, column: 12, scope: !9)
!46 = !DILocation(line: 26, column: 19, scope: !9)
!47 = !DILocation(line: 30, column: 5, scope: !9)
!48 = !DILocation(line: 30, column: 10, scope: !9)
!49 = !DILocation(line: 23, column: 48, scope: !9)
!50 = !DILocation(line: 32, column: 3, scope: !9)
!51 = !DILocation(line: 35, column: 32, scope: !9)
!52 = !DILocation(line: 35, column: 3, scope: !9)
!53 = !DILocation(line: 36, column: 32, scope: !9)
!54 = !DILocation(line: 36, column: 5, scope: !9)
!55 = !DILocation(line: 54, column: 3, scope: !9)
!56 = !DILocation(line: 35, column: 39, scope: !9)
!57 = distinct !{!57, !52, !58, !44}
!58 = !DILocation(line: 52, column: 3, scope: !9)
!59 = !DILocation(line: 37, column: 26, scope: !9)
!60 = !DILocation(line: 38, column: 7, scope: !9)
!61 = !DILocation(line: 50, column: 7, scope: !9)
!62 = !DILocation(line: 36, column: 39, scope: !9)
!63 = distinct !{!63, !54, !64, !44}
!64 = !DILocation(line: 51, column: 5, scope: !9)
!65 = !DILocation(line: 41, column: 15, scope: !9)
!66 = !DILocation(line: 41, column: 20, scope: !9)
!67 = !DILocation(line: 41, column: 27, scope: !9)
!68 = !DILocation(line: 41, column: 32, scope: !9)
!69 = !DILocation(line: 41, column: 43, scope: !9)
!70 = !DILocation(line: 41, column: 47, scope: !9)
!71 = !DILocation(line: 41, column: 52, scope: !9)
!72 = !DILocation(line: 41, column: 56, scope: !9)
!73 = !DILocation(line: 41, column: 60, scope: !9)
!74 = !DILocation(line: 41, column: 65, scope: !9)
!75 = !DILocation(line: 41, column: 86, scope: !9)
!76 = !DILocation(line: 41, column: 75, scope: !9)
!77 = !DILocation(line: 41, column: 13, scope: !9)
!78 = !DILocation(line: 42, column: 19, scope: !9)
!79 = !DILocation(line: 43, column: 19, scope: !9)
!80 = !DILocation(line: 44, column: 17, scope: !9)
!81 = !DILocation(line: 44, column: 15, scope: !9)
!82 = !DILocation(line: 45, column: 18, scope: !9)
!83 = !DILocation(line: 46, column: 22, scope: !9)
!84 = !DILocation(line: 47, column: 11, scope: !9)
!85 = !DILocation(line: 38, column: 41, scope: !9)
!86 = !DILocation(line: 38, column: 34, scope: !9)
!87 = distinct !{!87, !60, !88, !44}
!88 = !DILocation(line: 49, column: 7, scope: !9)
!89 = !DILocation(line: 56, column: 1, scope: !9)
!90 = !DILocation(line: 55, column: 22, scope: !9)
!91 = !DILocation(line: 55, column: 15, scope: !9)
!92 = !DILocation(line: 55, column: 5, scope: !9)
!93 = !DILocation(line: 55, column: 20, scope: !9)
!94 = !DILocation(line: 54, column: 37, scope: !9)
!95 = !DILocation(line: 54, column: 30, scope: !9)
!96 = distinct !{!96, !55, !97, !44}
!97 = !DILocation(line: 55, column: 25, scope: !9)
