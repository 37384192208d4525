; ModuleID = 'opencl/histogram_cl.cl'
source_filename = "opencl/histogram_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@histogram_cl.local_hist = internal addrspace(3) global [32 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @histogram_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %5 = trunc i64 %4 to i32, !dbg !16
  %6 = icmp ult i32 %5, 32, !dbg !17
  br i1 %6, label %11, label %7, !dbg !18

7:                                                ; preds = %11, %3
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !19
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !20
  %9 = trunc i64 %8 to i32, !dbg !21
  %10 = icmp ult i32 %9, %1, !dbg !22
  br i1 %10, label %19, label %18, !dbg !23

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %16, %11 ], [ %5, %3 ]
  %13 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i32 0, i32 %12, !dbg !24
  store i32 0, ptr addrspace(3) %13, align 4, !dbg !25, !tbaa !26
  %14 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !30
  %15 = trunc i64 %14 to i32, !dbg !31
  %16 = add i32 %12, %15, !dbg !31
  %17 = icmp ult i32 %16, 32, !dbg !17
  br i1 %17, label %11, label %7, !dbg !18, !llvm.loop !32

18:                                               ; preds = %19, %7
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !34
  br i1 %6, label %32, label %31, !dbg !35

19:                                               ; preds = %7, %19
  %20 = phi i64 [ %28, %19 ], [ %8, %7 ]
  %21 = and i64 %20, 4294967295, !dbg !36
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21, !dbg !36
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !36, !tbaa !26
  %24 = and i32 %23, 31, !dbg !37
  %25 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i32 0, i32 %24, !dbg !38
  %26 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %25) #4, !dbg !39
  %27 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !40
  %28 = add i64 %27, %21, !dbg !41
  %29 = trunc i64 %28 to i32, !dbg !21
  %30 = icmp ult i32 %29, %1, !dbg !22
  br i1 %30, label %19, label %18, !dbg !23, !llvm.loop !42

31:                                               ; preds = %32, %18
  ret void, !dbg !44

32:                                               ; preds = %18, %32
  %33 = phi i32 [ %41, %32 ], [ %5, %18 ]
  %34 = zext nneg i32 %33 to i64, !dbg !45
  %35 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %34, !dbg !45
  %36 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i32 0, i32 %33, !dbg !46
  %37 = load i32, ptr addrspace(3) %36, align 4, !dbg !46, !tbaa !26
  %38 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %35, i32 noundef %37) #4, !dbg !47
  %39 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !48
  %40 = trunc i64 %39 to i32, !dbg !49
  %41 = add i32 %33, %40, !dbg !49
  %42 = icmp ult i32 %41, 32, !dbg !50
  br i1 %42, label %32, label %31, !dbg !35, !llvm.loop !51
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !53 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !54 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !55 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !56 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !57 hidden i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !58 hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !59 hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/histogram_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "77118710cc18454cd371e80e782086f1")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram_cl", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 0, i32 1}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int", !"uint*"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 7, column: 12, scope: !9)
!17 = !DILocation(line: 8, column: 22, scope: !9)
!18 = !DILocation(line: 8, column: 3, scope: !9)
!19 = !DILocation(line: 10, column: 3, scope: !9)
!20 = !DILocation(line: 11, column: 17, scope: !9)
!21 = !DILocation(line: 11, scope: !9)
!22 = !DILocation(line: 11, column: 37, scope: !9)
!23 = !DILocation(line: 11, column: 3, scope: !9)
!24 = !DILocation(line: 9, column: 5, scope: !9)
!25 = !DILocation(line: 9, column: 19, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 8, column: 35, scope: !9)
!31 = !DILocation(line: 8, column: 32, scope: !9)
!32 = distinct !{!32, !18, !33}
!33 = !DILocation(line: 9, column: 21, scope: !9)
!34 = !DILocation(line: 13, column: 3, scope: !9)
!35 = !DILocation(line: 14, column: 3, scope: !9)
!36 = !DILocation(line: 12, column: 34, scope: !9)
!37 = !DILocation(line: 12, column: 40, scope: !9)
!38 = !DILocation(line: 12, column: 17, scope: !9)
!39 = !DILocation(line: 12, column: 5, scope: !9)
!40 = !DILocation(line: 11, column: 53, scope: !9)
!41 = !DILocation(line: 11, column: 50, scope: !9)
!42 = distinct !{!42, !23, !43}
!43 = !DILocation(line: 12, column: 47, scope: !9)
!44 = !DILocation(line: 16, column: 1, scope: !9)
!45 = !DILocation(line: 15, column: 17, scope: !9)
!46 = !DILocation(line: 15, column: 26, scope: !9)
!47 = !DILocation(line: 15, column: 5, scope: !9)
!48 = !DILocation(line: 14, column: 35, scope: !9)
!49 = !DILocation(line: 14, column: 32, scope: !9)
!50 = !DILocation(line: 14, column: 22, scope: !9)
!51 = distinct !{!51, !35, !52}
!52 = !DILocation(line: 15, column: 39, scope: !9)
!53 = !DISubprogram(name: "get_local_id", scope: !1, file: !1, line: 7, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!54 = !DISubprogram(name: "get_local_size", scope: !1, file: !1, line: 8, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DISubprogram(name: "barrier", scope: !1, file: !1, line: 10, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DISubprogram(name: "get_global_id", scope: !1, file: !1, line: 11, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubprogram(name: "atomic_inc", scope: !1, file: !1, line: 12, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubprogram(name: "get_global_size", scope: !1, file: !1, line: 11, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DISubprogram(name: "atomic_add", scope: !1, file: !1, line: 15, type: !10, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
