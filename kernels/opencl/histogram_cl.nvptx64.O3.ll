; ModuleID = 'opencl/histogram_cl.cl'
source_filename = "opencl/histogram_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@histogram_cl.local_hist = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @histogram_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %5 = trunc i64 %4 to i32, !dbg !16
  %6 = icmp ult i32 %5, 32, !dbg !17
  br i1 %6, label %11, label %7, !dbg !18

7:                                                ; preds = %11, %3
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !19
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !20
  %9 = trunc i64 %8 to i32, !dbg !21
  %10 = icmp ult i32 %9, %1, !dbg !22
  br i1 %10, label %20, label %19, !dbg !23

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %17, %11 ], [ %5, %3 ]
  %13 = zext nneg i32 %12 to i64, !dbg !24
  %14 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %13, !dbg !24
  store i32 0, ptr addrspace(3) %14, align 4, !dbg !25, !tbaa !26
  %15 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !30
  %16 = trunc i64 %15 to i32, !dbg !31
  %17 = add i32 %12, %16, !dbg !31
  %18 = icmp ult i32 %17, 32, !dbg !17
  br i1 %18, label %11, label %7, !dbg !18, !llvm.loop !32

19:                                               ; preds = %20, %7
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !34
  br i1 %6, label %34, label %33, !dbg !35

20:                                               ; preds = %7, %20
  %21 = phi i64 [ %30, %20 ], [ %8, %7 ]
  %22 = and i64 %21, 4294967295, !dbg !36
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22, !dbg !36
  %24 = load i32, ptr addrspace(1) %23, align 4, !dbg !36, !tbaa !26
  %25 = and i32 %24, 31, !dbg !37
  %26 = zext nneg i32 %25 to i64, !dbg !38
  %27 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %26, !dbg !38
  %28 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %27) #4, !dbg !39
  %29 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !40
  %30 = add i64 %29, %22, !dbg !41
  %31 = trunc i64 %30 to i32, !dbg !21
  %32 = icmp ult i32 %31, %1, !dbg !22
  br i1 %32, label %20, label %19, !dbg !23, !llvm.loop !42

33:                                               ; preds = %34, %19
  ret void, !dbg !44

34:                                               ; preds = %19, %34
  %35 = phi i32 [ %43, %34 ], [ %5, %19 ]
  %36 = zext nneg i32 %35 to i64, !dbg !45
  %37 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %36, !dbg !45
  %38 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %36, !dbg !46
  %39 = load i32, ptr addrspace(3) %38, align 4, !dbg !46, !tbaa !26
  %40 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %37, i32 noundef %39) #4, !dbg !47
  %41 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !48
  %42 = trunc i64 %41 to i32, !dbg !49
  %43 = add i32 %35, %42, !dbg !49
  %44 = icmp ult i32 %43, 32, !dbg !50
  br i1 %44, label %34, label %33, !dbg !35, !llvm.loop !51
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/histogram_cl.cl", directory: ".")
!2 = !{ptr @histogram_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram_cl", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
