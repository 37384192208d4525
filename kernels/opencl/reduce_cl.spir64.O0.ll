; ModuleID = 'opencl/reduce_cl.cl'
source_filename = "opencl/reduce_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@reduce_cl.s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
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
  %10 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !17
  %11 = trunc i64 %10 to i32, !dbg !17
  store i32 %11, ptr %6, align 4, !dbg !18
  %12 = load ptr addrspace(1), ptr %3, align 8, !dbg !19
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !20
  %14 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %13, !dbg !19
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !19
  %16 = load i32, ptr %5, align 4, !dbg !21
  %17 = zext i32 %16 to i64, !dbg !22
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %17, !dbg !22
  store i32 %15, ptr addrspace(3) %18, align 4, !dbg !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !24
  %19 = load i32, ptr %6, align 4, !dbg !25
  %20 = udiv i32 %19, 2, !dbg !26
  store i32 %20, ptr %7, align 4, !dbg !27
  br label %21, !dbg !28

21:                                               ; preds = %41, %2
  %22 = load i32, ptr %7, align 4, !dbg !29
  %23 = icmp ugt i32 %22, 0, !dbg !30
  br i1 %23, label %24, label %44, !dbg !31

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4, !dbg !32
  %26 = load i32, ptr %7, align 4, !dbg !33
  %27 = icmp ult i32 %25, %26, !dbg !34
  br i1 %27, label %28, label %40, !dbg !32

28:                                               ; preds = %24
  %29 = load i32, ptr %5, align 4, !dbg !35
  %30 = load i32, ptr %7, align 4, !dbg !36
  %31 = add i32 %29, %30, !dbg !37
  %32 = zext i32 %31 to i64, !dbg !38
  %33 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %32, !dbg !38
  %34 = load i32, ptr addrspace(3) %33, align 4, !dbg !38
  %35 = load i32, ptr %5, align 4, !dbg !39
  %36 = zext i32 %35 to i64, !dbg !40
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %36, !dbg !40
  %38 = load i32, ptr addrspace(3) %37, align 4, !dbg !41
  %39 = add nsw i32 %38, %34, !dbg !41
  store i32 %39, ptr addrspace(3) %37, align 4, !dbg !41
  br label %40, !dbg !40

40:                                               ; preds = %28, %24
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !42
  br label %41, !dbg !43

41:                                               ; preds = %40
  %42 = load i32, ptr %7, align 4, !dbg !44
  %43 = lshr i32 %42, 1, !dbg !44
  store i32 %43, ptr %7, align 4, !dbg !44
  br label %21, !dbg !31, !llvm.loop !45

44:                                               ; preds = %21
  %45 = load i32, ptr %5, align 4, !dbg !46
  %46 = icmp eq i32 %45, 0, !dbg !47
  br i1 %46, label %47, label %52, !dbg !46

47:                                               ; preds = %44
  %48 = load i32, ptr addrspace(3) @reduce_cl.s, align 4, !dbg !48
  %49 = load ptr addrspace(1), ptr %4, align 8, !dbg !49
  %50 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !50
  %51 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %50, !dbg !49
  store i32 %48, ptr addrspace(1) %51, align 4, !dbg !51
  br label %52, !dbg !49

52:                                               ; preds = %47, %44
  ret void, !dbg !52
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

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
!1 = !DIFile(filename: "opencl/reduce_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c3883c0163195d5ea6dd81b59b46436a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "reduce_cl", scope: !1, file: !1, line: 3, type: !9, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"int*", !"int*"}
!14 = !{!"const", !""}
!15 = !DILocation(line: 5, column: 12, scope: !8)
!16 = !DILocation(line: 5, column: 8, scope: !8)
!17 = !DILocation(line: 6, column: 12, scope: !8)
!18 = !DILocation(line: 6, column: 8, scope: !8)
!19 = !DILocation(line: 7, column: 10, scope: !8)
!20 = !DILocation(line: 7, column: 13, scope: !8)
!21 = !DILocation(line: 7, column: 5, scope: !8)
!22 = !DILocation(line: 7, column: 3, scope: !8)
!23 = !DILocation(line: 7, column: 8, scope: !8)
!24 = !DILocation(line: 8, column: 3, scope: !8)
!25 = !DILocation(line: 9, column: 22, scope: !8)
!26 = !DILocation(line: 9, column: 24, scope: !8)
!27 = !DILocation(line: 9, column: 13, scope: !8)
!28 = !DILocation(line: 9, column: 8, scope: !8)
!29 = !DILocation(line: 9, column: 29, scope: !8)
!30 = !DILocation(line: 9, column: 36, scope: !8)
!31 = !DILocation(line: 9, column: 3, scope: !8)
!32 = !DILocation(line: 10, column: 9, scope: !8)
!33 = !DILocation(line: 10, column: 13, scope: !8)
!34 = !DILocation(line: 10, column: 11, scope: !8)
!35 = !DILocation(line: 11, column: 17, scope: !8)
!36 = !DILocation(line: 11, column: 21, scope: !8)
!37 = !DILocation(line: 11, column: 19, scope: !8)
!38 = !DILocation(line: 11, column: 15, scope: !8)
!39 = !DILocation(line: 11, column: 9, scope: !8)
!40 = !DILocation(line: 11, column: 7, scope: !8)
!41 = !DILocation(line: 11, column: 12, scope: !8)
!42 = !DILocation(line: 12, column: 5, scope: !8)
!43 = !DILocation(line: 13, column: 3, scope: !8)
!44 = !DILocation(line: 9, column: 48, scope: !8)
!45 = distinct !{!45, !31, !43}
!46 = !DILocation(line: 14, column: 7, scope: !8)
!47 = !DILocation(line: 14, column: 9, scope: !8)
!48 = !DILocation(line: 15, column: 28, scope: !8)
!49 = !DILocation(line: 15, column: 5, scope: !8)
!50 = !DILocation(line: 15, column: 9, scope: !8)
!51 = !DILocation(line: 15, column: 26, scope: !8)
!52 = !DILocation(line: 16, column: 1, scope: !8)
