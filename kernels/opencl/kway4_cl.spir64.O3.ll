; ModuleID = 'opencl/kway4_cl.cl'
source_filename = "opencl/kway4_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @kway4_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !15
  %5 = and i64 %4, 4294967295, !dbg !16
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !16
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !16, !tbaa !17
  %8 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #2, !dbg !21
  %9 = trunc i64 %8 to i2, !dbg !22
  %10 = icmp sgt i32 %2, 0, !dbg !23
  switch i2 %9, label %14 [
    i2 0, label %13
    i2 1, label %12
    i2 -2, label %11
  ], !dbg !22

11:                                               ; preds = %3
  br i1 %10, label %30, label %45, !dbg !24

12:                                               ; preds = %3
  br i1 %10, label %22, label %45, !dbg !25

13:                                               ; preds = %3
  br i1 %10, label %15, label %45, !dbg !26

14:                                               ; preds = %3
  br i1 %10, label %38, label %45, !dbg !27

15:                                               ; preds = %13, %15
  %16 = phi i32 [ %20, %15 ], [ 0, %13 ]
  %17 = phi i32 [ %19, %15 ], [ %7, %13 ]
  %18 = mul i32 %17, 3, !dbg !28
  %19 = add i32 %18, 40503, !dbg !29
  %20 = add nuw nsw i32 %16, 1, !dbg !30
  %21 = icmp slt i32 %20, %2, !dbg !31
  br i1 %21, label %15, label %45, !dbg !26, !llvm.loop !32

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %28, %22 ], [ 0, %12 ]
  %24 = phi i32 [ %27, %22 ], [ %7, %12 ]
  %25 = lshr i32 %24, 2, !dbg !34
  %26 = xor i32 %25, %24, !dbg !35
  %27 = mul i32 %26, 69, !dbg !36
  %28 = add nuw nsw i32 %23, 1, !dbg !37
  %29 = icmp slt i32 %28, %2, !dbg !38
  br i1 %29, label %22, label %45, !dbg !25, !llvm.loop !39

30:                                               ; preds = %11, %30
  %31 = phi i32 [ %36, %30 ], [ 0, %11 ]
  %32 = phi i32 [ %35, %30 ], [ %7, %11 ]
  %33 = shl i32 %32, 3, !dbg !41
  %34 = xor i32 %32, 42457, !dbg !42
  %35 = add i32 %33, %34, !dbg !43
  %36 = add nuw nsw i32 %31, 1, !dbg !44
  %37 = icmp slt i32 %36, %2, !dbg !45
  br i1 %37, label %30, label %45, !dbg !24, !llvm.loop !46

38:                                               ; preds = %14, %38
  %39 = phi i32 [ %43, %38 ], [ 0, %14 ]
  %40 = phi i32 [ %42, %38 ], [ %7, %14 ]
  %41 = mul i32 %40, %40, !dbg !48
  %42 = add i32 %41, 43434, !dbg !49
  %43 = add nuw nsw i32 %39, 1, !dbg !50
  %44 = icmp slt i32 %43, %2, !dbg !51
  br i1 %44, label %38, label %45, !dbg !27, !llvm.loop !52

45:                                               ; preds = %30, %22, %15, %38, %11, %12, %13, %14
  %46 = phi i32 [ %7, %14 ], [ %7, %13 ], [ %7, %12 ], [ %7, %11 ], [ %42, %38 ], [ %19, %15 ], [ %27, %22 ], [ %35, %30 ], !dbg !54
  %47 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5, !dbg !55
  store i32 %46, ptr addrspace(1) %47, align 4, !dbg !56, !tbaa !17
  ret void, !dbg !57
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !58 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !59 dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/kway4_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "2eb5c2e3c01dae134b1e8b66b9bc9302")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "kway4_cl", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"uint*", !"uint*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 5, column: 12, scope: !8)
!16 = !DILocation(line: 6, column: 12, scope: !8)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C/C++ TBAA"}
!21 = !DILocation(line: 7, column: 11, scope: !8)
!22 = !DILocation(line: 7, column: 3, scope: !8)
!23 = !DILocation(line: 0, scope: !8)
!24 = !DILocation(line: 17, column: 5, scope: !8)
!25 = !DILocation(line: 13, column: 5, scope: !8)
!26 = !DILocation(line: 9, column: 5, scope: !8)
!27 = !DILocation(line: 21, column: 5, scope: !8)
!28 = !DILocation(line: 10, column: 13, scope: !8)
!29 = !DILocation(line: 10, column: 18, scope: !8)
!30 = !DILocation(line: 9, column: 33, scope: !8)
!31 = !DILocation(line: 9, column: 23, scope: !8)
!32 = distinct !{!32, !26, !33}
!33 = !DILocation(line: 10, column: 20, scope: !8)
!34 = !DILocation(line: 14, column: 19, scope: !8)
!35 = !DILocation(line: 14, column: 14, scope: !8)
!36 = !DILocation(line: 14, column: 26, scope: !8)
!37 = !DILocation(line: 13, column: 33, scope: !8)
!38 = !DILocation(line: 13, column: 23, scope: !8)
!39 = distinct !{!39, !25, !40}
!40 = !DILocation(line: 14, column: 28, scope: !8)
!41 = !DILocation(line: 18, column: 14, scope: !8)
!42 = !DILocation(line: 18, column: 25, scope: !8)
!43 = !DILocation(line: 18, column: 20, scope: !8)
!44 = !DILocation(line: 17, column: 33, scope: !8)
!45 = !DILocation(line: 17, column: 23, scope: !8)
!46 = distinct !{!46, !24, !47}
!47 = !DILocation(line: 18, column: 33, scope: !8)
!48 = !DILocation(line: 22, column: 13, scope: !8)
!49 = !DILocation(line: 22, column: 17, scope: !8)
!50 = !DILocation(line: 21, column: 33, scope: !8)
!51 = !DILocation(line: 21, column: 23, scope: !8)
!52 = distinct !{!52, !27, !53}
!53 = !DILocation(line: 22, column: 19, scope: !8)
!54 = !DILocation(line: 6, column: 8, scope: !8)
!55 = !DILocation(line: 25, column: 3, scope: !8)
!56 = !DILocation(line: 25, column: 10, scope: !8)
!57 = !DILocation(line: 26, column: 1, scope: !8)
!58 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 5, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 7, type: !9, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
