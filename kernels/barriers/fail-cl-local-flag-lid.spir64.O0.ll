; ModuleID = 'barriers/fail-cl-local-flag-lid.cl'
source_filename = "barriers/fail-cl-local-flag-lid.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@fail_cl_local_flag_lid.done = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @fail_cl_local_flag_lid(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %9 = trunc i64 %8 to i32, !dbg !15
  store i32 %9, ptr %5, align 4, !dbg !16
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !17
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !18
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !17
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !17
  store i32 %13, ptr %6, align 4, !dbg !19
  store i32 0, ptr %7, align 4, !dbg !20
  %14 = load i32, ptr %5, align 4, !dbg !21
  %15 = and i32 %14, 1, !dbg !22
  %16 = load i32, ptr %5, align 4, !dbg !23
  %17 = zext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %17, !dbg !24
  store i32 %15, ptr addrspace(3) %18, align 4, !dbg !25
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  br label %19, !dbg !27

19:                                               ; preds = %38, %2
  %20 = load i32, ptr %5, align 4, !dbg !28
  %21 = zext i32 %20 to i64, !dbg !29
  %22 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %21, !dbg !29
  %23 = load i32, ptr addrspace(3) %22, align 4, !dbg !29
  %24 = icmp ne i32 %23, 0, !dbg !30
  %25 = xor i1 %24, true, !dbg !30
  br i1 %25, label %26, label %39, !dbg !27

26:                                               ; preds = %19
  %27 = load i32, ptr %7, align 4, !dbg !31
  %28 = add nsw i32 %27, 1, !dbg !31
  store i32 %28, ptr %7, align 4, !dbg !31
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !32
  %29 = load i32, ptr %5, align 4, !dbg !33
  %30 = icmp eq i32 %29, 0, !dbg !34
  br i1 %30, label %31, label %38, !dbg !35

31:                                               ; preds = %26
  %32 = load i32, ptr %7, align 4, !dbg !36
  %33 = icmp sgt i32 %32, 2, !dbg !37
  br i1 %33, label %34, label %38, !dbg !33

34:                                               ; preds = %31
  %35 = load i32, ptr %5, align 4, !dbg !38
  %36 = zext i32 %35 to i64, !dbg !39
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %36, !dbg !39
  store i32 1, ptr addrspace(3) %37, align 4, !dbg !40
  br label %38, !dbg !39

38:                                               ; preds = %34, %31, %26
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !41
  br label %19, !dbg !27, !llvm.loop !42

39:                                               ; preds = %19
  %40 = load i32, ptr %6, align 4, !dbg !44
  %41 = load i32, ptr %7, align 4, !dbg !45
  %42 = add nsw i32 %40, %41, !dbg !46
  %43 = load ptr addrspace(1), ptr %4, align 8, !dbg !47
  %44 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !48
  %45 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %44, !dbg !47
  store i32 %42, ptr addrspace(1) %45, align 4, !dbg !49
  ret void, !dbg !50
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-cl-local-flag-lid.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8d275997140f9040a9155839c98b2503")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "fail_cl_local_flag_lid", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !DILocation(line: 6, column: 12, scope: !8)
!16 = !DILocation(line: 6, column: 8, scope: !8)
!17 = !DILocation(line: 7, column: 11, scope: !8)
!18 = !DILocation(line: 7, column: 14, scope: !8)
!19 = !DILocation(line: 7, column: 7, scope: !8)
!20 = !DILocation(line: 8, column: 7, scope: !8)
!21 = !DILocation(line: 9, column: 13, scope: !8)
!22 = !DILocation(line: 9, column: 15, scope: !8)
!23 = !DILocation(line: 9, column: 8, scope: !8)
!24 = !DILocation(line: 9, column: 3, scope: !8)
!25 = !DILocation(line: 9, column: 11, scope: !8)
!26 = !DILocation(line: 10, column: 3, scope: !8)
!27 = !DILocation(line: 11, column: 3, scope: !8)
!28 = !DILocation(line: 11, column: 16, scope: !8)
!29 = !DILocation(line: 11, column: 11, scope: !8)
!30 = !DILocation(line: 11, column: 10, scope: !8)
!31 = !DILocation(line: 12, column: 10, scope: !8)
!32 = !DILocation(line: 13, column: 5, scope: !8)
!33 = !DILocation(line: 14, column: 9, scope: !8)
!34 = !DILocation(line: 14, column: 11, scope: !8)
!35 = !DILocation(line: 14, column: 16, scope: !8)
!36 = !DILocation(line: 14, column: 19, scope: !8)
!37 = !DILocation(line: 14, column: 25, scope: !8)
!38 = !DILocation(line: 15, column: 12, scope: !8)
!39 = !DILocation(line: 15, column: 7, scope: !8)
!40 = !DILocation(line: 15, column: 15, scope: !8)
!41 = !DILocation(line: 16, column: 5, scope: !8)
!42 = distinct !{!42, !27, !43}
!43 = !DILocation(line: 17, column: 3, scope: !8)
!44 = !DILocation(line: 18, column: 27, scope: !8)
!45 = !DILocation(line: 18, column: 31, scope: !8)
!46 = !DILocation(line: 18, column: 29, scope: !8)
!47 = !DILocation(line: 18, column: 3, scope: !8)
!48 = !DILocation(line: 18, column: 7, scope: !8)
!49 = !DILocation(line: 18, column: 25, scope: !8)
!50 = !DILocation(line: 19, column: 1, scope: !8)
