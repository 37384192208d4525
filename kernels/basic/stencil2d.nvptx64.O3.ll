; ModuleID = 'basic/stencil2d.cu'
source_filename = "basic/stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9stencil2dE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @stencil2d(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !16
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %8 = shl i32 %7, 4, !dbg !22
  %9 = add i32 %8, %5, !dbg !23
  %10 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %11 = shl nuw nsw i32 %10, 4, !dbg !27
  %12 = add nuw nsw i32 %11, %6, !dbg !28
  %13 = mul nsw i32 %12, %2, !dbg !29
  %14 = add nsw i32 %13, %9, !dbg !30
  %15 = sext i32 %14 to i64, !dbg !31
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !31
  %17 = load float, ptr %16, align 4, !dbg !31, !tbaa !32
  %18 = add nuw nsw i32 %6, 1, !dbg !36
  %19 = zext nneg i32 %18 to i64, !dbg !37
  %20 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %19, !dbg !37
  %21 = add nuw nsw i32 %5, 1, !dbg !38
  %22 = zext nneg i32 %21 to i64, !dbg !37
  %23 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %19, i64 %22, !dbg !37
  store float %17, ptr %23, align 4, !dbg !39, !tbaa !32
  switch i32 %5, label %40 [
    i32 0, label %24
    i32 15, label %31
  ], !dbg !40

24:                                               ; preds = %4
  %25 = icmp sgt i32 %9, 0, !dbg !41
  br i1 %25, label %26, label %29, !dbg !42

26:                                               ; preds = %24
  %27 = getelementptr i8, ptr %16, i64 -4
  %28 = load float, ptr %27, align 4, !dbg !43, !tbaa !32
  br label %29, !dbg !42

29:                                               ; preds = %24, %26
  %30 = phi contract float [ %28, %26 ], [ %17, %24 ], !dbg !42
  store float %30, ptr %20, align 4, !dbg !44, !tbaa !32
  br label %40, !dbg !45

31:                                               ; preds = %4
  %32 = add nsw i32 %2, -1, !dbg !46
  %33 = icmp slt i32 %9, %32, !dbg !47
  br i1 %33, label %34, label %37, !dbg !48

34:                                               ; preds = %31
  %35 = getelementptr i8, ptr %16, i64 4
  %36 = load float, ptr %35, align 4, !dbg !49, !tbaa !32
  br label %37, !dbg !48

37:                                               ; preds = %31, %34
  %38 = phi contract float [ %36, %34 ], [ %17, %31 ], !dbg !48
  %39 = getelementptr inbounds i8, ptr %20, i64 68, !dbg !50
  store float %38, ptr %39, align 4, !dbg !51, !tbaa !32
  br label %40, !dbg !50

40:                                               ; preds = %29, %4, %37
  switch i32 %6, label %59 [
    i32 0, label %41
    i32 15, label %43
  ], !dbg !52

41:                                               ; preds = %40
  %42 = icmp eq i32 %12, 0, !dbg !53
  br i1 %42, label %55, label %46, !dbg !54

43:                                               ; preds = %40
  %44 = add nsw i32 %3, -1, !dbg !55
  %45 = icmp slt i32 %12, %44, !dbg !56
  br i1 %45, label %46, label %55, !dbg !57

46:                                               ; preds = %43, %41
  %47 = phi i32 [ -1, %41 ], [ 1, %43 ]
  %48 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), %41 ], [ getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 1224), %43 ]
  %49 = add nsw i32 %12, %47
  %50 = mul nsw i32 %49, %2
  %51 = add nsw i32 %50, %9
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !dbg !58, !tbaa !32
  br label %55, !dbg !58

55:                                               ; preds = %46, %43, %41
  %56 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), %41 ], [ getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 1224), %43 ], [ %48, %46 ]
  %57 = phi float [ %17, %41 ], [ %17, %43 ], [ %54, %46 ]
  %58 = getelementptr inbounds [18 x float], ptr %56, i64 0, i64 %22, !dbg !58
  store float %57, ptr %58, align 4, !dbg !58, !tbaa !32
  br label %59, !dbg !59

59:                                               ; preds = %55, %40
  tail call void @llvm.nvvm.barrier0(), !dbg !59
  %60 = load float, ptr %23, align 4, !dbg !60, !tbaa !32
  %61 = zext nneg i32 %6 to i64, !dbg !61
  %62 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %61, i64 %22, !dbg !61
  %63 = load float, ptr %62, align 4, !dbg !61, !tbaa !32
  %64 = fadd contract float %60, %63, !dbg !62
  %65 = add nuw nsw i32 %6, 2, !dbg !63
  %66 = zext nneg i32 %65 to i64, !dbg !64
  %67 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %66, i64 %22, !dbg !64
  %68 = load float, ptr %67, align 4, !dbg !64, !tbaa !32
  %69 = fadd contract float %64, %68, !dbg !65
  %70 = zext nneg i32 %5 to i64, !dbg !66
  %71 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %19, i64 %70, !dbg !66
  %72 = load float, ptr %71, align 4, !dbg !66, !tbaa !32
  %73 = fadd contract float %69, %72, !dbg !67
  %74 = add nuw nsw i32 %5, 2, !dbg !68
  %75 = zext nneg i32 %74 to i64, !dbg !69
  %76 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %19, i64 %75, !dbg !69
  %77 = load float, ptr %76, align 4, !dbg !69, !tbaa !32
  %78 = fadd contract float %73, %77, !dbg !70
  %79 = fmul contract float %78, 0x3FC99999A0000000, !dbg !71
  %80 = getelementptr inbounds float, ptr %1, i64 %15, !dbg !72
  store float %79, ptr %80, align 4, !dbg !73, !tbaa !32
  ret void, !dbg !74
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/stencil2d.cu", directory: ".")
!2 = !{ptr @stencil2d, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "stencil2d", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 12, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 10, column: 30, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 11, column: 11, scope: !9)
!22 = !DILocation(line: 11, column: 22, scope: !9)
!23 = !DILocation(line: 11, column: 27, scope: !9)
!24 = !DILocation(line: 46, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 12, column: 11, scope: !9)
!27 = !DILocation(line: 12, column: 22, scope: !9)
!28 = !DILocation(line: 12, column: 27, scope: !9)
!29 = !DILocation(line: 13, column: 18, scope: !9)
!30 = !DILocation(line: 13, column: 26, scope: !9)
!31 = !DILocation(line: 13, column: 13, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 14, column: 11, scope: !9)
!37 = !DILocation(line: 14, column: 3, scope: !9)
!38 = !DILocation(line: 14, column: 19, scope: !9)
!39 = !DILocation(line: 14, column: 24, scope: !9)
!40 = !DILocation(line: 15, column: 7, scope: !9)
!41 = !DILocation(line: 16, column: 26, scope: !9)
!42 = !DILocation(line: 16, column: 23, scope: !9)
!43 = !DILocation(line: 16, column: 33, scope: !9)
!44 = !DILocation(line: 16, column: 21, scope: !9)
!45 = !DILocation(line: 17, column: 7, scope: !9)
!46 = !DILocation(line: 18, column: 39, scope: !9)
!47 = !DILocation(line: 18, column: 31, scope: !9)
!48 = !DILocation(line: 18, column: 28, scope: !9)
!49 = !DILocation(line: 18, column: 46, scope: !9)
!50 = !DILocation(line: 18, column: 5, scope: !9)
!51 = !DILocation(line: 18, column: 26, scope: !9)
!52 = !DILocation(line: 19, column: 7, scope: !9)
!53 = !DILocation(line: 20, column: 26, scope: !9)
!54 = !DILocation(line: 20, column: 23, scope: !9)
!55 = !DILocation(line: 22, column: 40, scope: !9)
!56 = !DILocation(line: 22, column: 31, scope: !9)
!57 = !DILocation(line: 22, column: 28, scope: !9)
!58 = !DILocation(line: 0, scope: !9)
!59 = !DILocation(line: 23, column: 3, scope: !9)
!60 = !DILocation(line: 24, column: 15, scope: !9)
!61 = !DILocation(line: 24, column: 38, scope: !9)
!62 = !DILocation(line: 24, column: 36, scope: !9)
!63 = !DILocation(line: 24, column: 65, scope: !9)
!64 = !DILocation(line: 24, column: 57, scope: !9)
!65 = !DILocation(line: 24, column: 55, scope: !9)
!66 = !DILocation(line: 24, column: 80, scope: !9)
!67 = !DILocation(line: 24, column: 78, scope: !9)
!68 = !DILocation(line: 25, column: 31, scope: !9)
!69 = !DILocation(line: 25, column: 15, scope: !9)
!70 = !DILocation(line: 24, column: 97, scope: !9)
!71 = !DILocation(line: 26, column: 29, scope: !9)
!72 = !DILocation(line: 26, column: 3, scope: !9)
!73 = !DILocation(line: 26, column: 22, scope: !9)
!74 = !DILocation(line: 27, column: 1, scope: !9)
