; ModuleID = 'barriers/pass-cl-uniform-loop.cl'
source_filename = "barriers/pass-cl-uniform-loop.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@pass_cl_uniform_loop.s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pass_cl_uniform_loop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %12 = trunc i64 %11 to i32, !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !16
  %13 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !17
  %14 = trunc i64 %13 to i32, !dbg !17
  store i32 %14, ptr %8, align 4, !dbg !18
  %15 = load ptr addrspace(1), ptr %4, align 8, !dbg !19
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !20
  %17 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %16, !dbg !19
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !19
  %19 = load i32, ptr %7, align 4, !dbg !21
  %20 = zext i32 %19 to i64, !dbg !22
  %21 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %20, !dbg !22
  store i32 %18, ptr addrspace(3) %21, align 4, !dbg !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !24
  store i32 0, ptr %9, align 4, !dbg !25
  br label %22, !dbg !26

22:                                               ; preds = %38, %3
  %23 = load i32, ptr %9, align 4, !dbg !27
  %24 = load i32, ptr %6, align 4, !dbg !28
  %25 = icmp slt i32 %23, %24, !dbg !29
  br i1 %25, label %26, label %41, !dbg !30

26:                                               ; preds = %22
  %27 = load i32, ptr %7, align 4, !dbg !31
  %28 = add i32 %27, 1, !dbg !32
  %29 = load i32, ptr %8, align 4, !dbg !33
  %30 = urem i32 %28, %29, !dbg !34
  %31 = zext i32 %30 to i64, !dbg !35
  %32 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %31, !dbg !35
  %33 = load i32, ptr addrspace(3) %32, align 4, !dbg !35
  store i32 %33, ptr %10, align 4, !dbg !36
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !37
  %34 = load i32, ptr %10, align 4, !dbg !38
  %35 = load i32, ptr %7, align 4, !dbg !39
  %36 = zext i32 %35 to i64, !dbg !40
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %36, !dbg !40
  store i32 %34, ptr addrspace(3) %37, align 4, !dbg !41
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !42
  br label %38, !dbg !43

38:                                               ; preds = %26
  %39 = load i32, ptr %9, align 4, !dbg !44
  %40 = add nsw i32 %39, 1, !dbg !44
  store i32 %40, ptr %9, align 4, !dbg !44
  br label %22, !dbg !30, !llvm.loop !45

41:                                               ; preds = %22
  %42 = load i32, ptr %7, align 4, !dbg !46
  %43 = zext i32 %42 to i64, !dbg !47
  %44 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %43, !dbg !47
  %45 = load i32, ptr addrspace(3) %44, align 4, !dbg !47
  %46 = load ptr addrspace(1), ptr %5, align 8, !dbg !48
  %47 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !49
  %48 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %47, !dbg !48
  store i32 %45, ptr addrspace(1) %48, align 4, !dbg !50
  ret void, !dbg !51
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

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
!1 = !DIFile(filename: "barriers/pass-cl-uniform-loop.cl", directory: ".", checksumkind: CSK_MD5, checksum: "02a6aa8074dc8e6b2694bffa126182cf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "pass_cl_uniform_loop", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 6, column: 12, scope: !8)
!16 = !DILocation(line: 6, column: 8, scope: !8)
!17 = !DILocation(line: 7, column: 12, scope: !8)
!18 = !DILocation(line: 7, column: 8, scope: !8)
!19 = !DILocation(line: 8, column: 10, scope: !8)
!20 = !DILocation(line: 8, column: 13, scope: !8)
!21 = !DILocation(line: 8, column: 5, scope: !8)
!22 = !DILocation(line: 8, column: 3, scope: !8)
!23 = !DILocation(line: 8, column: 8, scope: !8)
!24 = !DILocation(line: 9, column: 3, scope: !8)
!25 = !DILocation(line: 10, column: 12, scope: !8)
!26 = !DILocation(line: 10, column: 8, scope: !8)
!27 = !DILocation(line: 10, column: 19, scope: !8)
!28 = !DILocation(line: 10, column: 23, scope: !8)
!29 = !DILocation(line: 10, column: 21, scope: !8)
!30 = !DILocation(line: 10, column: 3, scope: !8)
!31 = !DILocation(line: 11, column: 16, scope: !8)
!32 = !DILocation(line: 11, column: 18, scope: !8)
!33 = !DILocation(line: 11, column: 25, scope: !8)
!34 = !DILocation(line: 11, column: 23, scope: !8)
!35 = !DILocation(line: 11, column: 13, scope: !8)
!36 = !DILocation(line: 11, column: 9, scope: !8)
!37 = !DILocation(line: 12, column: 5, scope: !8)
!38 = !DILocation(line: 13, column: 12, scope: !8)
!39 = !DILocation(line: 13, column: 7, scope: !8)
!40 = !DILocation(line: 13, column: 5, scope: !8)
!41 = !DILocation(line: 13, column: 10, scope: !8)
!42 = !DILocation(line: 14, column: 5, scope: !8)
!43 = !DILocation(line: 15, column: 3, scope: !8)
!44 = !DILocation(line: 10, column: 31, scope: !8)
!45 = distinct !{!45, !30, !43}
!46 = !DILocation(line: 16, column: 29, scope: !8)
!47 = !DILocation(line: 16, column: 27, scope: !8)
!48 = !DILocation(line: 16, column: 3, scope: !8)
!49 = !DILocation(line: 16, column: 7, scope: !8)
!50 = !DILocation(line: 16, column: 25, scope: !8)
!51 = !DILocation(line: 17, column: 1, scope: !8)
