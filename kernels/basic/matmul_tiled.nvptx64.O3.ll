; ModuleID = 'basic/matmul_tiled.cu'
source_filename = "basic/matmul_tiled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12matmul_tiledE2as = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !16
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !19
  %8 = shl nuw nsw i32 %7, 4, !dbg !22
  %9 = add nuw nsw i32 %8, %6, !dbg !23
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %11 = shl i32 %10, 4, !dbg !27
  %12 = add i32 %11, %5, !dbg !28
  %13 = icmp sgt i32 %3, 0, !dbg !29
  %14 = mul nsw i32 %9, %3
  br i1 %13, label %15, label %53, !dbg !30

15:                                               ; preds = %4
  %16 = add nuw i32 %14, %5
  %17 = zext nneg i32 %6 to i64
  %18 = zext nneg i32 %5 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 %18
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 %17, i64 %18
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 0, !dbg !31
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 0, i64 %18
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 1
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 1, i64 %18
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 2
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 2, i64 %18
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 3
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 3, i64 %18
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 4
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 4, i64 %18
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 5
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 5, i64 %18
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 6
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 6, i64 %18
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 7
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 7, i64 %18
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 8, i64 %18
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 9
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 9, i64 %18
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 10
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 10, i64 %18
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 11
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 11, i64 %18
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 12
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 12, i64 %18
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 13
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 13, i64 %18
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 14
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 14, i64 %18
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2as to ptr), i64 0, i64 %17, i64 15
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2bs to ptr), i64 0, i64 15, i64 %18
  br label %58, !dbg !30

53:                                               ; preds = %58, %4
  %54 = phi float [ 0.000000e+00, %4 ], [ %134, %58 ], !dbg !32
  %55 = add nsw i32 %14, %12, !dbg !33
  %56 = sext i32 %55 to i64, !dbg !34
  %57 = getelementptr inbounds float, ptr %2, i64 %56, !dbg !34
  store float %54, ptr %57, align 4, !dbg !35, !tbaa !36
  ret void, !dbg !40

58:                                               ; preds = %15, %58
  %59 = phi i32 [ 0, %15 ], [ %135, %58 ]
  %60 = phi float [ 0.000000e+00, %15 ], [ %134, %58 ]
  %61 = add i32 %16, %59, !dbg !41
  %62 = sext i32 %61 to i64, !dbg !42
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !42
  %64 = load float, ptr %63, align 4, !dbg !42, !tbaa !36
  store float %64, ptr %19, align 4, !dbg !43, !tbaa !36
  %65 = add nuw nsw i32 %59, %6, !dbg !44
  %66 = mul nuw nsw i32 %65, %3, !dbg !45
  %67 = add nsw i32 %66, %12, !dbg !46
  %68 = sext i32 %67 to i64, !dbg !47
  %69 = getelementptr inbounds float, ptr %1, i64 %68, !dbg !47
  %70 = load float, ptr %69, align 4, !dbg !47, !tbaa !36
  store float %70, ptr %20, align 4, !dbg !48, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !49
  %71 = load float, ptr %21, align 4, !dbg !31, !tbaa !36
  %72 = load float, ptr %22, align 4, !dbg !50, !tbaa !36
  %73 = fmul contract float %71, %72, !dbg !51
  %74 = fadd contract float %60, %73, !dbg !52
  %75 = load float, ptr %23, align 4, !dbg !31, !tbaa !36
  %76 = load float, ptr %24, align 4, !dbg !50, !tbaa !36
  %77 = fmul contract float %75, %76, !dbg !51
  %78 = fadd contract float %74, %77, !dbg !52
  %79 = load float, ptr %25, align 4, !dbg !31, !tbaa !36
  %80 = load float, ptr %26, align 4, !dbg !50, !tbaa !36
  %81 = fmul contract float %79, %80, !dbg !51
  %82 = fadd contract float %78, %81, !dbg !52
  %83 = load float, ptr %27, align 4, !dbg !31, !tbaa !36
  %84 = load float, ptr %28, align 4, !dbg !50, !tbaa !36
  %85 = fmul contract float %83, %84, !dbg !51
  %86 = fadd contract float %82, %85, !dbg !52
  %87 = load float, ptr %29, align 4, !dbg !31, !tbaa !36
  %88 = load float, ptr %30, align 4, !dbg !50, !tbaa !36
  %89 = fmul contract float %87, %88, !dbg !51
  %90 = fadd contract float %86, %89, !dbg !52
  %91 = load float, ptr %31, align 4, !dbg !31, !tbaa !36
  %92 = load float, ptr %32, align 4, !dbg !50, !tbaa !36
  %93 = fmul contract float %91, %92, !dbg !51
  %94 = fadd contract float %90, %93, !dbg !52
  %95 = load float, ptr %33, align 4, !dbg !31, !tbaa !36
  %96 = load float, ptr %34, align 4, !dbg !50, !tbaa !36
  %97 = fmul contract float %95, %96, !dbg !51
  %98 = fadd contract float %94, %97, !dbg !52
  %99 = load float, ptr %35, align 4, !dbg !31, !tbaa !36
  %100 = load float, ptr %36, align 4, !dbg !50, !tbaa !36
  %101 = fmul contract float %99, %100, !dbg !51
  %102 = fadd contract float %98, %101, !dbg !52
  %103 = load float, ptr %37, align 4, !dbg !31, !tbaa !36
  %104 = load float, ptr %38, align 4, !dbg !50, !tbaa !36
  %105 = fmul contract float %103, %104, !dbg !51
  %106 = fadd contract float %102, %105, !dbg !52
  %107 = load float, ptr %39, align 4, !dbg !31, !tbaa !36
  %108 = load float, ptr %40, align 4, !dbg !50, !tbaa !36
  %109 = fmul contract float %107, %108, !dbg !51
  %110 = fadd contract float %106, %109, !dbg !52
  %111 = load float, ptr %41, align 4, !dbg !31, !tbaa !36
  %112 = load float, ptr %42, align 4, !dbg !50, !tbaa !36
  %113 = fmul contract float %111, %112, !dbg !51
  %114 = fadd contract float %110, %113, !dbg !52
  %115 = load float, ptr %43, align 4, !dbg !31, !tbaa !36
  %116 = load float, ptr %44, align 4, !dbg !50, !tbaa !36
  %117 = fmul contract float %115, %116, !dbg !51
  %118 = fadd contract float %114, %117, !dbg !52
  %119 = load float, ptr %45, align 4, !dbg !31, !tbaa !36
  %120 = load float, ptr %46, align 4, !dbg !50, !tbaa !36
  %121 = fmul contract float %119, %120, !dbg !51
  %122 = fadd contract float %118, %121, !dbg !52
  %123 = load float, ptr %47, align 4, !dbg !31, !tbaa !36
  %124 = load float, ptr %48, align 4, !dbg !50, !tbaa !36
  %125 = fmul contract float %123, %124, !dbg !51
  %126 = fadd contract float %122, %125, !dbg !52
  %127 = load float, ptr %49, align 4, !dbg !31, !tbaa !36
  %128 = load float, ptr %50, align 4, !dbg !50, !tbaa !36
  %129 = fmul contract float %127, %128, !dbg !51
  %130 = fadd contract float %126, %129, !dbg !52
  %131 = load float, ptr %51, align 4, !dbg !31, !tbaa !36
  %132 = load float, ptr %52, align 4, !dbg !50, !tbaa !36
  %133 = fmul contract float %131, %132, !dbg !51
  %134 = fadd contract float %130, %133, !dbg !52
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %135 = add nuw nsw i32 %59, 16, !dbg !54
  %136 = icmp slt i32 %135, %3, !dbg !29
  br i1 %136, label %58, label %53, !dbg !30, !llvm.loop !55
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

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
!1 = !DIFile(filename: "basic/matmul_tiled.cu", directory: ".")
!2 = !{ptr @matmul_tiled, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 12, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 11, column: 30, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 12, column: 13, scope: !9)
!22 = !DILocation(line: 12, column: 24, scope: !9)
!23 = !DILocation(line: 12, column: 31, scope: !9)
!24 = !DILocation(line: 46, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 13, column: 13, scope: !9)
!27 = !DILocation(line: 13, column: 24, scope: !9)
!28 = !DILocation(line: 13, column: 31, scope: !9)
!29 = !DILocation(line: 15, column: 23, scope: !9)
!30 = !DILocation(line: 15, column: 3, scope: !9)
!31 = !DILocation(line: 20, column: 14, scope: !9)
!32 = !DILocation(line: 14, column: 9, scope: !9)
!33 = !DILocation(line: 23, column: 13, scope: !9)
!34 = !DILocation(line: 23, column: 3, scope: !9)
!35 = !DILocation(line: 23, column: 20, scope: !9)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 24, column: 1, scope: !9)
!41 = !DILocation(line: 16, column: 33, scope: !9)
!42 = !DILocation(line: 16, column: 18, scope: !9)
!43 = !DILocation(line: 16, column: 16, scope: !9)
!44 = !DILocation(line: 17, column: 24, scope: !9)
!45 = !DILocation(line: 17, column: 30, scope: !9)
!46 = !DILocation(line: 17, column: 34, scope: !9)
!47 = !DILocation(line: 17, column: 18, scope: !9)
!48 = !DILocation(line: 17, column: 16, scope: !9)
!49 = !DILocation(line: 18, column: 5, scope: !9)
!50 = !DILocation(line: 20, column: 26, scope: !9)
!51 = !DILocation(line: 20, column: 24, scope: !9)
!52 = !DILocation(line: 20, column: 11, scope: !9)
!53 = !DILocation(line: 21, column: 5, scope: !9)
!54 = !DILocation(line: 15, column: 31, scope: !9)
!55 = distinct !{!55, !30, !56, !57}
!56 = !DILocation(line: 22, column: 3, scope: !9)
!57 = !{!"llvm.loop.mustprogress"}
