; ModuleID = 'pcfm/nqueens.cu'
source_filename = "pcfm/nqueens.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @nqueens(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [16 x i32], align 4
  %4 = alloca [16 x i32], align 4
  %5 = alloca [16 x i32], align 4
  %6 = alloca [16 x i32], align 4
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %9 = mul i32 %7, %8, !dbg !19
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %11 = add i32 %9, %10, !dbg !23
  %12 = add i32 %1, -4, !dbg !24
  %13 = icmp ult i32 %12, 13, !dbg !24
  %14 = mul nuw nsw i32 %1, %1
  %15 = icmp ult i32 %11, %14
  %16 = select i1 %13, i1 %15, i1 false, !dbg !24
  br i1 %16, label %17, label %96, !dbg !24

17:                                               ; preds = %2
  %18 = shl nsw i32 -1, %1, !dbg !25
  %19 = xor i32 %18, -1, !dbg !25
  %20 = udiv i32 %11, %1, !dbg !26
  %21 = shl nuw i32 1, %20, !dbg !27
  %22 = mul i32 %20, %1, !dbg !28
  %23 = sub i32 %11, %22, !dbg !28
  %24 = shl nuw nsw i32 1, %23, !dbg !29
  %25 = shl i32 2, %20, !dbg !30
  %26 = and i32 %25, %19, !dbg !31
  %27 = lshr i32 %21, 1, !dbg !32
  %28 = or i32 %26, %21, !dbg !33
  %29 = or i32 %28, %27, !dbg !34
  %30 = and i32 %29, %24, !dbg !35
  %31 = icmp eq i32 %30, 0, !dbg !36
  br i1 %31, label %32, label %92, !dbg !37

32:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #3, !dbg !38
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #3, !dbg !38
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #3, !dbg !38
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #3, !dbg !38
  %33 = or i32 %24, %21, !dbg !39
  %34 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !40
  store i32 %33, ptr %34, align 4, !dbg !41, !tbaa !42
  %35 = or i32 %26, %24, !dbg !46
  %36 = shl nuw nsw i32 %35, 1, !dbg !47
  %37 = and i32 %36, %19, !dbg !48
  %38 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !49
  store i32 %37, ptr %38, align 4, !dbg !50, !tbaa !42
  %39 = or i32 %27, %24, !dbg !51
  %40 = lshr i32 %39, 1, !dbg !52
  %41 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !53
  store i32 %40, ptr %41, align 4, !dbg !54, !tbaa !42
  %42 = or i32 %40, %33, !dbg !55
  %43 = or i32 %42, %36, !dbg !56
  %44 = xor i32 %43, -1, !dbg !56
  %45 = and i32 %44, %19, !dbg !56
  %46 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !57
  store i32 %45, ptr %46, align 4, !dbg !58, !tbaa !42
  %47 = add nsw i32 %1, -1
  br label %48, !dbg !59

48:                                               ; preds = %32, %87
  %49 = phi i32 [ 0, %32 ], [ %89, %87 ]
  %50 = phi i32 [ 2, %32 ], [ %88, %87 ]
  %51 = zext nneg i32 %50 to i64, !dbg !60
  %52 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %51, !dbg !60
  %53 = load i32, ptr %52, align 4, !dbg !60, !tbaa !42
  %54 = icmp eq i32 %53, 0, !dbg !61
  br i1 %54, label %55, label %57, !dbg !60

55:                                               ; preds = %48
  %56 = add nsw i32 %50, -1, !dbg !62
  br label %87, !dbg !63

57:                                               ; preds = %48
  %58 = sub i32 0, %53, !dbg !64
  %59 = and i32 %53, %58, !dbg !65
  %60 = xor i32 %59, %53, !dbg !66
  store i32 %60, ptr %52, align 4, !dbg !66, !tbaa !42
  %61 = icmp eq i32 %50, %47, !dbg !67
  br i1 %61, label %62, label %64, !dbg !68

62:                                               ; preds = %57
  %63 = add nsw i32 %49, 1, !dbg !69
  br label %87, !dbg !70

64:                                               ; preds = %57
  %65 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %51, !dbg !71
  %66 = load i32, ptr %65, align 4, !dbg !71, !tbaa !42
  %67 = or i32 %66, %59, !dbg !72
  %68 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %51, !dbg !73
  %69 = load i32, ptr %68, align 4, !dbg !73, !tbaa !42
  %70 = or i32 %69, %59, !dbg !74
  %71 = shl i32 %70, 1, !dbg !75
  %72 = and i32 %71, %19, !dbg !76
  %73 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %51, !dbg !77
  %74 = load i32, ptr %73, align 4, !dbg !77, !tbaa !42
  %75 = or i32 %74, %59, !dbg !78
  %76 = lshr i32 %75, 1, !dbg !79
  %77 = add nuw nsw i32 %50, 1, !dbg !80
  %78 = zext nneg i32 %77 to i64, !dbg !81
  %79 = getelementptr inbounds [16 x i32], ptr %3, i64 0, i64 %78, !dbg !81
  store i32 %67, ptr %79, align 4, !dbg !82, !tbaa !42
  %80 = getelementptr inbounds [16 x i32], ptr %4, i64 0, i64 %78, !dbg !83
  store i32 %72, ptr %80, align 4, !dbg !84, !tbaa !42
  %81 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %78, !dbg !85
  store i32 %76, ptr %81, align 4, !dbg !86, !tbaa !42
  %82 = or i32 %72, %67, !dbg !87
  %83 = or i32 %82, %76, !dbg !88
  %84 = xor i32 %83, -1, !dbg !89
  %85 = and i32 %84, %19, !dbg !90
  %86 = getelementptr inbounds [16 x i32], ptr %6, i64 0, i64 %78, !dbg !91
  store i32 %85, ptr %86, align 4, !dbg !92, !tbaa !42
  br label %87

87:                                               ; preds = %62, %64, %55
  %88 = phi i32 [ %56, %55 ], [ %47, %62 ], [ %77, %64 ], !dbg !93
  %89 = phi i32 [ %49, %55 ], [ %63, %62 ], [ %49, %64 ], !dbg !93
  %90 = icmp ugt i32 %88, 1, !dbg !94
  br i1 %90, label %48, label %91, !dbg !59, !llvm.loop !95

91:                                               ; preds = %87
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #3, !dbg !98
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #3, !dbg !98
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #3, !dbg !98
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #3, !dbg !98
  br label %92, !dbg !98

92:                                               ; preds = %91, %17
  %93 = phi i32 [ %89, %91 ], [ 0, %17 ], !dbg !99
  %94 = zext nneg i32 %11 to i64, !dbg !100
  %95 = getelementptr inbounds i32, ptr %0, i64 %94, !dbg !100
  store i32 %93, ptr %95, align 4, !dbg !101, !tbaa !42
  br label %96, !dbg !102

96:                                               ; preds = %2, %92
  ret void, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/nqueens.cu", directory: ".")
!2 = !{ptr @nqueens, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "nqueens", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 33, scope: !9)
!19 = !DILocation(line: 9, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 46, scope: !9)
!23 = !DILocation(line: 9, column: 44, scope: !9)
!24 = !DILocation(line: 10, column: 13, scope: !9)
!25 = !DILocation(line: 12, column: 33, scope: !9)
!26 = !DILocation(line: 13, column: 30, scope: !9)
!27 = !DILocation(line: 13, column: 24, scope: !9)
!28 = !DILocation(line: 14, column: 30, scope: !9)
!29 = !DILocation(line: 14, column: 24, scope: !9)
!30 = !DILocation(line: 16, column: 27, scope: !9)
!31 = !DILocation(line: 16, column: 33, scope: !9)
!32 = !DILocation(line: 17, column: 27, scope: !9)
!33 = !DILocation(line: 19, column: 19, scope: !9)
!34 = !DILocation(line: 19, column: 26, scope: !9)
!35 = !DILocation(line: 19, column: 11, scope: !9)
!36 = !DILocation(line: 19, column: 36, scope: !9)
!37 = !DILocation(line: 19, column: 7, scope: !9)
!38 = !DILocation(line: 20, column: 5, scope: !9)
!39 = !DILocation(line: 22, column: 18, scope: !9)
!40 = !DILocation(line: 22, column: 5, scope: !9)
!41 = !DILocation(line: 22, column: 11, scope: !9)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
!46 = !DILocation(line: 23, column: 20, scope: !9)
!47 = !DILocation(line: 23, column: 26, scope: !9)
!48 = !DILocation(line: 23, column: 32, scope: !9)
!49 = !DILocation(line: 23, column: 5, scope: !9)
!50 = !DILocation(line: 23, column: 11, scope: !9)
!51 = !DILocation(line: 24, column: 20, scope: !9)
!52 = !DILocation(line: 24, column: 26, scope: !9)
!53 = !DILocation(line: 24, column: 5, scope: !9)
!54 = !DILocation(line: 24, column: 11, scope: !9)
!55 = !DILocation(line: 25, column: 31, scope: !9)
!56 = !DILocation(line: 25, column: 21, scope: !9)
!57 = !DILocation(line: 25, column: 5, scope: !9)
!58 = !DILocation(line: 25, column: 14, scope: !9)
!59 = !DILocation(line: 26, column: 5, scope: !9)
!60 = !DILocation(line: 27, column: 11, scope: !9)
!61 = !DILocation(line: 27, column: 24, scope: !9)
!62 = !DILocation(line: 28, column: 14, scope: !9)
!63 = !DILocation(line: 29, column: 7, scope: !9)
!64 = !DILocation(line: 30, column: 47, scope: !9)
!65 = !DILocation(line: 30, column: 41, scope: !9)
!66 = !DILocation(line: 31, column: 22, scope: !9)
!67 = !DILocation(line: 32, column: 19, scope: !9)
!68 = !DILocation(line: 32, column: 13, scope: !9)
!69 = !DILocation(line: 33, column: 16, scope: !9)
!70 = !DILocation(line: 34, column: 9, scope: !9)
!71 = !DILocation(line: 35, column: 28, scope: !9)
!72 = !DILocation(line: 35, column: 38, scope: !9)
!73 = !DILocation(line: 36, column: 30, scope: !9)
!74 = !DILocation(line: 36, column: 40, scope: !9)
!75 = !DILocation(line: 36, column: 47, scope: !9)
!76 = !DILocation(line: 36, column: 53, scope: !9)
!77 = !DILocation(line: 37, column: 29, scope: !9)
!78 = !DILocation(line: 37, column: 39, scope: !9)
!79 = !DILocation(line: 37, column: 46, scope: !9)
!80 = !DILocation(line: 38, column: 16, scope: !9)
!81 = !DILocation(line: 39, column: 11, scope: !9)
!82 = !DILocation(line: 39, column: 21, scope: !9)
!83 = !DILocation(line: 40, column: 11, scope: !9)
!84 = !DILocation(line: 40, column: 21, scope: !9)
!85 = !DILocation(line: 41, column: 11, scope: !9)
!86 = !DILocation(line: 41, column: 21, scope: !9)
!87 = !DILocation(line: 42, column: 37, scope: !9)
!88 = !DILocation(line: 42, column: 41, scope: !9)
!89 = !DILocation(line: 42, column: 33, scope: !9)
!90 = !DILocation(line: 42, column: 31, scope: !9)
!91 = !DILocation(line: 42, column: 11, scope: !9)
!92 = !DILocation(line: 42, column: 24, scope: !9)
!93 = !DILocation(line: 0, scope: !9)
!94 = !DILocation(line: 26, column: 18, scope: !9)
!95 = distinct !{!95, !59, !96, !97}
!96 = !DILocation(line: 45, column: 5, scope: !9)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 46, column: 3, scope: !9)
!99 = !DILocation(line: 18, column: 7, scope: !9)
!100 = !DILocation(line: 47, column: 3, scope: !9)
!101 = !DILocation(line: 47, column: 13, scope: !9)
!102 = !DILocation(line: 48, column: 1, scope: !9)
