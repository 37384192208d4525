; ModuleID = 'opencl/histogram_cl.cl'
source_filename = "opencl/histogram_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@histogram_cl.local_hist = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @histogram_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %5 = trunc i64 %4 to i32, !dbg !15
  %6 = icmp ult i32 %5, 32, !dbg !16
  br i1 %6, label %11, label %7, !dbg !17

7:                                                ; preds = %11, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !18
  %8 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !19
  %9 = trunc i64 %8 to i32, !dbg !19
  %10 = icmp ult i32 %9, %1, !dbg !20
  br i1 %10, label %20, label %19, !dbg !21

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %17, %11 ], [ %5, %3 ]
  %13 = zext nneg i32 %12 to i64, !dbg !22
  %14 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %13, !dbg !22
  store i32 0, ptr addrspace(3) %14, align 4, !dbg !23, !tbaa !24
  %15 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !28
  %16 = trunc i64 %15 to i32, !dbg !29
  %17 = add i32 %12, %16, !dbg !29
  %18 = icmp ult i32 %17, 32, !dbg !16
  br i1 %18, label %11, label %7, !dbg !17, !llvm.loop !30

19:                                               ; preds = %20, %7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !32
  br i1 %6, label %34, label %33, !dbg !33

20:                                               ; preds = %7, %20
  %21 = phi i32 [ %31, %20 ], [ %9, %7 ]
  %22 = zext i32 %21 to i64, !dbg !34
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22, !dbg !34
  %24 = load i32, ptr addrspace(1) %23, align 4, !dbg !34, !tbaa !24
  %25 = and i32 %24, 31, !dbg !35
  %26 = zext nneg i32 %25 to i64, !dbg !36
  %27 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %26, !dbg !36
  %28 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %27) #4, !dbg !37
  %29 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !38
  %30 = trunc i64 %29 to i32, !dbg !39
  %31 = add i32 %21, %30, !dbg !39
  %32 = icmp ult i32 %31, %1, !dbg !20
  br i1 %32, label %20, label %19, !dbg !21, !llvm.loop !40

33:                                               ; preds = %34, %19
  ret void, !dbg !42

34:                                               ; preds = %19, %34
  %35 = phi i32 [ %43, %34 ], [ %5, %19 ]
  %36 = zext nneg i32 %35 to i64, !dbg !43
  %37 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %36, !dbg !43
  %38 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %36, !dbg !44
  %39 = load i32, ptr addrspace(3) %38, align 4, !dbg !44, !tbaa !24
  %40 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %37, i32 noundef %39) #4, !dbg !45
  %41 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !46
  %42 = trunc i64 %41 to i32, !dbg !47
  %43 = add i32 %35, %42, !dbg !47
  %44 = icmp ult i32 %43, 32, !dbg !48
  br i1 %44, label %34, label %33, !dbg !33, !llvm.loop !49
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !51 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !52 dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !53 dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !54 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !55 dso_local spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !56 dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !57 dso_local spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/histogram_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "77118710cc18454cd371e80e782086f1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "histogram_cl", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 0, i32 1}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int", !"uint*"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 7, column: 12, scope: !8)
!16 = !DILocation(line: 8, column: 22, scope: !8)
!17 = !DILocation(line: 8, column: 3, scope: !8)
!18 = !DILocation(line: 10, column: 3, scope: !8)
!19 = !DILocation(line: 11, column: 17, scope: !8)
!20 = !DILocation(line: 11, column: 37, scope: !8)
!21 = !DILocation(line: 11, column: 3, scope: !8)
!22 = !DILocation(line: 9, column: 5, scope: !8)
!23 = !DILocation(line: 9, column: 19, scope: !8)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 8, column: 35, scope: !8)
!29 = !DILocation(line: 8, column: 32, scope: !8)
!30 = distinct !{!30, !17, !31}
!31 = !DILocation(line: 9, column: 21, scope: !8)
!32 = !DILocation(line: 13, column: 3, scope: !8)
!33 = !DILocation(line: 14, column: 3, scope: !8)
!34 = !DILocation(line: 12, column: 34, scope: !8)
!35 = !DILocation(line: 12, column: 40, scope: !8)
!36 = !DILocation(line: 12, column: 17, scope: !8)
!37 = !DILocation(line: 12, column: 5, scope: !8)
!38 = !DILocation(line: 11, column: 53, scope: !8)
!39 = !DILocation(line: 11, column: 50, scope: !8)
!40 = distinct !{!40, !21, !41}
!41 = !DILocation(line: 12, column: 47, scope: !8)
!42 = !DILocation(line: 16, column: 1, scope: !8)
!43 = !DILocation(line: 15, column: 17, scope: !8)
!44 = !DILocation(line: 15, column: 26, scope: !8)
!45 = !DILocation(line: 15, column: 5, scope: !8)
!46 = !DILocation(line: 14, column: 35, scope: !8)
!47 = !DILocation(line: 14, column: 32, scope: !8)
!48 = !DILocation(line: 14, column: 22, scope: !8)
!49 = distinct !{!49, !33, !50}
!50 = !DILocation(line: 15, column: 39, scope: !8)
!51 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 7, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 8, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 10, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 11, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DISubprogram(name: "atomic_inc", scope: !1, file: !1, line: 12, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DISubprogram(name: "get_global_size", scope: !1, file: !1, line: 11, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubprogram(name: "atomic_add", scope: !1, file: !1, line: 15, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
