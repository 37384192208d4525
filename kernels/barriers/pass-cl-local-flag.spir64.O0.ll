; ModuleID = 'barriers/pass-cl-local-flag.cl'
source_filename = "barriers/pass-cl-local-flag.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@pass_cl_local_flag.done = internal addrspace(3) global [1 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pass_cl_local_flag(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
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
  %15 = icmp eq i32 %14, 0, !dbg !22
  br i1 %15, label %16, label %17, !dbg !21

16:                                               ; preds = %2
  store i32 0, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !23
  br label %17, !dbg !24

17:                                               ; preds = %16, %2
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !25
  br label %18, !dbg !26

18:                                               ; preds = %35, %17
  %19 = load i32, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !27
  %20 = icmp ne i32 %19, 0, !dbg !28
  %21 = xor i1 %20, true, !dbg !28
  br i1 %21, label %22, label %36, !dbg !26

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4, !dbg !29
  %24 = add nsw i32 %23, 1, !dbg !29
  store i32 %24, ptr %7, align 4, !dbg !29
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !30
  %25 = load i32, ptr %5, align 4, !dbg !31
  %26 = icmp eq i32 %25, 0, !dbg !32
  br i1 %26, label %27, label %35, !dbg !33

27:                                               ; preds = %22
  %28 = load i32, ptr %7, align 4, !dbg !34
  %29 = load ptr addrspace(1), ptr %3, align 8, !dbg !35
  %30 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 0, !dbg !35
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !35
  %32 = and i32 %31, 3, !dbg !36
  %33 = icmp sgt i32 %28, %32, !dbg !37
  br i1 %33, label %34, label %35, !dbg !31

34:                                               ; preds = %27
  store i32 1, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !38
  br label %35, !dbg !39

35:                                               ; preds = %34, %27, %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !40
  br label %18, !dbg !26, !llvm.loop !41

36:                                               ; preds = %18
  %37 = load i32, ptr %6, align 4, !dbg !43
  %38 = load i32, ptr %7, align 4, !dbg !44
  %39 = add nsw i32 %37, %38, !dbg !45
  %40 = load ptr addrspace(1), ptr %4, align 8, !dbg !46
  %41 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !47
  %42 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 %41, !dbg !46
  store i32 %39, ptr addrspace(1) %42, align 4, !dbg !48
  ret void, !dbg !49
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
!1 = !DIFile(filename: "barriers/pass-cl-local-flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5d28b0216f3f1f4b4ae3c374ffee5484")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "pass_cl_local_flag", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !DILocation(line: 7, column: 12, scope: !8)
!16 = !DILocation(line: 7, column: 8, scope: !8)
!17 = !DILocation(line: 8, column: 11, scope: !8)
!18 = !DILocation(line: 8, column: 14, scope: !8)
!19 = !DILocation(line: 8, column: 7, scope: !8)
!20 = !DILocation(line: 9, column: 7, scope: !8)
!21 = !DILocation(line: 10, column: 7, scope: !8)
!22 = !DILocation(line: 10, column: 9, scope: !8)
!23 = !DILocation(line: 11, column: 13, scope: !8)
!24 = !DILocation(line: 11, column: 5, scope: !8)
!25 = !DILocation(line: 12, column: 3, scope: !8)
!26 = !DILocation(line: 13, column: 3, scope: !8)
!27 = !DILocation(line: 13, column: 11, scope: !8)
!28 = !DILocation(line: 13, column: 10, scope: !8)
!29 = !DILocation(line: 14, column: 10, scope: !8)
!30 = !DILocation(line: 15, column: 5, scope: !8)
!31 = !DILocation(line: 16, column: 9, scope: !8)
!32 = !DILocation(line: 16, column: 11, scope: !8)
!33 = !DILocation(line: 16, column: 16, scope: !8)
!34 = !DILocation(line: 16, column: 19, scope: !8)
!35 = !DILocation(line: 16, column: 28, scope: !8)
!36 = !DILocation(line: 16, column: 34, scope: !8)
!37 = !DILocation(line: 16, column: 25, scope: !8)
!38 = !DILocation(line: 17, column: 15, scope: !8)
!39 = !DILocation(line: 17, column: 7, scope: !8)
!40 = !DILocation(line: 18, column: 5, scope: !8)
!41 = distinct !{!41, !26, !42}
!42 = !DILocation(line: 19, column: 3, scope: !8)
!43 = !DILocation(line: 20, column: 27, scope: !8)
!44 = !DILocation(line: 20, column: 31, scope: !8)
!45 = !DILocation(line: 20, column: 29, scope: !8)
!46 = !DILocation(line: 20, column: 3, scope: !8)
!47 = !DILocation(line: 20, column: 7, scope: !8)
!48 = !DILocation(line: 20, column: 25, scope: !8)
!49 = !DILocation(line: 21, column: 1, scope: !8)
