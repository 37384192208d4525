; ModuleID = 'opencl/reduce_cl.cl'
source_filename = "opencl/reduce_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@reduce_cl.s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %9 = trunc i64 %8 to i32, !dbg !16
  store i32 %9, ptr %5, align 4, !dbg !17
  %10 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !18
  %11 = trunc i64 %10 to i32, !dbg !18
  store i32 %11, ptr %6, align 4, !dbg !19
  %12 = load ptr addrspace(1), ptr %3, align 8, !dbg !20
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !21
  %14 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %13, !dbg !20
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !20
  %16 = load i32, ptr %5, align 4, !dbg !22
  %17 = zext i32 %16 to i64, !dbg !23
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %17, !dbg !23
  store i32 %15, ptr addrspace(3) %18, align 4, !dbg !24
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !25
  %19 = load i32, ptr %6, align 4, !dbg !26
  %20 = udiv i32 %19, 2, !dbg !27
  store i32 %20, ptr %7, align 4, !dbg !28
  br label %21, !dbg !29

21:                                               ; preds = %41, %2
  %22 = load i32, ptr %7, align 4, !dbg !30
  %23 = icmp ugt i32 %22, 0, !dbg !31
  br i1 %23, label %24, label %44, !dbg !32

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4, !dbg !33
  %26 = load i32, ptr %7, align 4, !dbg !34
  %27 = icmp ult i32 %25, %26, !dbg !35
  br i1 %27, label %28, label %40, !dbg !33

28:                                               ; preds = %24
  %29 = load i32, ptr %5, align 4, !dbg !36
  %30 = load i32, ptr %7, align 4, !dbg !37
  %31 = add i32 %29, %30, !dbg !38
  %32 = zext i32 %31 to i64, !dbg !39
  %33 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %32, !dbg !39
  %34 = load i32, ptr addrspace(3) %33, align 4, !dbg !39
  %35 = load i32, ptr %5, align 4, !dbg !40
  %36 = zext i32 %35 to i64, !dbg !41
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %36, !dbg !41
  %38 = load i32, ptr addrspace(3) %37, align 4, !dbg !42
  %39 = add nsw i32 %38, %34, !dbg !42
  store i32 %39, ptr addrspace(3) %37, align 4, !dbg !42
  br label %40, !dbg !41

40:                                               ; preds = %28, %24
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !43
  br label %41, !dbg !44

41:                                               ; preds = %40
  %42 = load i32, ptr %7, align 4, !dbg !45
  %43 = lshr i32 %42, 1, !dbg !45
  store i32 %43, ptr %7, align 4, !dbg !45
  br label %21, !dbg !32, !llvm.loop !46

44:                                               ; preds = %21
  %45 = load i32, ptr %5, align 4, !dbg !47
  %46 = icmp eq i32 %45, 0, !dbg !48
  br i1 %46, label %47, label %52, !dbg !47

47:                                               ; preds = %44
  %48 = load i32, ptr addrspace(3) @reduce_cl.s, align 4, !dbg !49
  %49 = load ptr addrspace(1), ptr %4, align 8, !dbg !50
  %50 = call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !51
  %51 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %50, !dbg !50
  store i32 %48, ptr addrspace(1) %51, align 4, !dbg !52
  br label %52, !dbg !50

52:                                               ; preds = %47, %44
  ret void, !dbg !53
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/reduce_cl.cl", directory: ".")
!2 = !{ptr @reduce_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce_cl", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"int*", !"int*"}
!15 = !{!"const", !""}
!16 = !DILocation(line: 5, column: 12, scope: !9)
!17 = !DILocation(line: 5, column: 8, scope: !9)
!18 = !DILocation(line: 6, column: 12, scope: !9)
!19 = !DILocation(line: 6, column: 8, scope: !9)
!20 = !DILocation(line: 7, column: 10, scope: !9)
!21 = !DILocation(line: 7, column: 13, scope: !9)
!22 = !DILocation(line: 7, column: 5, scope: !9)
!23 = !DILocation(line: 7, column: 3, scope: !9)
!24 = !DILocation(line: 7, column: 8, scope: !9)
!25 = !DILocation(line: 8, column: 3, scope: !9)
!26 = !DILocation(line: 9, column: 22, scope: !9)
!27 = !DILocation(line: 9, column: 24, scope: !9)
!28 = !DILocation(line: 9, column: 13, scope: !9)
!29 = !DILocation(line: 9, column: 8, scope: !9)
!30 = !DILocation(line: 9, column: 29, scope: !9)
!31 = !DILocation(line: 9, column: 36, scope: !9)
!32 = !DILocation(line: 9, column: 3, scope: !9)
!33 = !DILocation(line: 10, column: 9, scope: !9)
!34 = !DILocation(line: 10, column: 13, scope: !9)
!35 = !DILocation(line: 10, column: 11, scope: !9)
!36 = !DILocation(line: 11, column: 17, scope: !9)
!37 = !DILocation(line: 11, column: 21, scope: !9)
!38 = !DILocation(line: 11, column: 19, scope: !9)
!39 = !DILocation(line: 11, column: 15, scope: !9)
!40 = !DILocation(line: 11, column: 9, scope: !9)
!41 = !DILocation(line: 11, column: 7, scope: !9)
!42 = !DILocation(line: 11, column: 12, scope: !9)
!43 = !DILocation(line: 12, column: 5, scope: !9)
!44 = !DILocation(line: 13, column: 3, scope: !9)
!45 = !DILocation(line: 9, column: 48, scope: !9)
!46 = distinct !{!46, !32, !44}
!47 = !DILocation(line: 14, column: 7, scope: !9)
!48 = !DILocation(line: 14, column: 9, scope: !9)
!49 = !DILocation(line: 15, column: 28, scope: !9)
!50 = !DILocation(line: 15, column: 5, scope: !9)
!51 = !DILocation(line: 15, column: 9, scope: !9)
!52 = !DILocation(line: 15, column: 26, scope: !9)
!53 = !DILocation(line: 16, column: 1, scope: !9)
