; ModuleID = 'opencl/kway4_cl.cl'
source_filename = "opencl/kway4_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @kway4_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %5 = and i64 %4, 4294967295, !dbg !17
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !17
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !17, !tbaa !18, !amdgpu.noclobber !11
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #2, !dbg !22
  %9 = and i64 %8, 3, !dbg !23
  %10 = icmp sgt i32 %2, 0, !dbg !24
  switch i64 %9, label %38 [
    i64 0, label %14
    i64 1, label %13
    i64 2, label %12
    i64 3, label %11
  ], !dbg !25

11:                                               ; preds = %3
  br i1 %10, label %39, label %46, !dbg !26

12:                                               ; preds = %3
  br i1 %10, label %30, label %46, !dbg !27

13:                                               ; preds = %3
  br i1 %10, label %22, label %46, !dbg !28

14:                                               ; preds = %3
  br i1 %10, label %15, label %46, !dbg !29

15:                                               ; preds = %14, %15
  %16 = phi i32 [ %20, %15 ], [ 0, %14 ]
  %17 = phi i32 [ %19, %15 ], [ %7, %14 ]
  %18 = mul i32 %17, 3, !dbg !30
  %19 = add i32 %18, 40503, !dbg !31
  %20 = add nuw nsw i32 %16, 1, !dbg !32
  %21 = icmp eq i32 %20, %2, !dbg !33
  br i1 %21, label %46, label %15, !dbg !29, !llvm.loop !34

22:                                               ; preds = %13, %22
  %23 = phi i32 [ %28, %22 ], [ 0, %13 ]
  %24 = phi i32 [ %27, %22 ], [ %7, %13 ]
  %25 = lshr i32 %24, 2, !dbg !36
  %26 = xor i32 %25, %24, !dbg !37
  %27 = mul i32 %26, 69, !dbg !38
  %28 = add nuw nsw i32 %23, 1, !dbg !39
  %29 = icmp eq i32 %28, %2, !dbg !40
  br i1 %29, label %46, label %22, !dbg !28, !llvm.loop !41

30:                                               ; preds = %12, %30
  %31 = phi i32 [ %36, %30 ], [ 0, %12 ]
  %32 = phi i32 [ %35, %30 ], [ %7, %12 ]
  %33 = shl i32 %32, 3, !dbg !43
  %34 = xor i32 %32, 42457, !dbg !44
  %35 = add i32 %33, %34, !dbg !45
  %36 = add nuw nsw i32 %31, 1, !dbg !46
  %37 = icmp eq i32 %36, %2, !dbg !47
  br i1 %37, label %46, label %30, !dbg !27, !llvm.loop !48

38:                                               ; preds = %3
  unreachable

39:                                               ; preds = %11, %39
  %40 = phi i32 [ %44, %39 ], [ 0, %11 ]
  %41 = phi i32 [ %43, %39 ], [ %7, %11 ]
  %42 = mul i32 %41, %41, !dbg !50
  %43 = add i32 %42, 43434, !dbg !51
  %44 = add nuw nsw i32 %40, 1, !dbg !52
  %45 = icmp eq i32 %44, %2, !dbg !53
  br i1 %45, label %46, label %39, !dbg !26, !llvm.loop !54

46:                                               ; preds = %39, %30, %22, %15, %11, %12, %13, %14
  %47 = phi i32 [ %7, %14 ], [ %7, %13 ], [ %7, %12 ], [ %7, %11 ], [ %19, %15 ], [ %27, %22 ], [ %35, %30 ], [ %43, %39 ], !dbg !56
  %48 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5, !dbg !57
  store i32 %47, ptr addrspace(1) %48, align 4, !dbg !58, !tbaa !18
  ret void, !dbg !59
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !60 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !61 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/kway4_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "2eb5c2e3c01dae134b1e8b66b9bc9302")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway4_cl", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"uint*", !"uint*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 5, column: 12, scope: !9)
!17 = !DILocation(line: 6, column: 12, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !DILocation(line: 7, column: 11, scope: !9)
!23 = !DILocation(line: 7, column: 27, scope: !9)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 7, column: 3, scope: !9)
!26 = !DILocation(line: 21, column: 5, scope: !9)
!27 = !DILocation(line: 17, column: 5, scope: !9)
!28 = !DILocation(line: 13, column: 5, scope: !9)
!29 = !DILocation(line: 9, column: 5, scope: !9)
!30 = !DILocation(line: 10, column: 13, scope: !9)
!31 = !DILocation(line: 10, column: 18, scope: !9)
!32 = !DILocation(line: 9, column: 33, scope: !9)
!33 = !DILocation(line: 9, column: 23, scope: !9)
!34 = distinct !{!34, !29, !35}
!35 = !DILocation(line: 10, column: 20, scope: !9)
!36 = !DILocation(line: 14, column: 19, scope: !9)
!37 = !DILocation(line: 14, column: 14, scope: !9)
!38 = !DILocation(line: 14, column: 26, scope: !9)
!39 = !DILocation(line: 13, column: 33, scope: !9)
!40 = !DILocation(line: 13, column: 23, scope: !9)
!41 = distinct !{!41, !28, !42}
!42 = !DILocation(line: 14, column: 28, scope: !9)
!43 = !DILocation(line: 18, column: 14, scope: !9)
!44 = !DILocation(line: 18, column: 25, scope: !9)
!45 = !DILocation(line: 18, column: 20, scope: !9)
!46 = !DILocation(line: 17, column: 33, scope: !9)
!47 = !DILocation(line: 17, column: 23, scope: !9)
!48 = distinct !{!48, !27, !49}
!49 = !DILocation(line: 18, column: 33, scope: !9)
!50 = !DILocation(line: 22, column: 13, scope: !9)
!51 = !DILocation(line: 22, column: 17, scope: !9)
!52 = !DILocation(line: 21, column: 33, scope: !9)
!53 = !DILocation(line: 21, column: 23, scope: !9)
!54 = distinct !{!54, !26, !55}
!55 = !DILocation(line: 22, column: 19, scope: !9)
!56 = !DILocation(line: 6, column: 8, scope: !9)
!57 = !DILocation(line: 25, column: 3, scope: !9)
!58 = !DILocation(line: 25, column: 10, scope: !9)
!59 = !DILocation(line: 26, column: 1, scope: !9)
!60 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 5, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 7, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
