; ModuleID = 'warp/pass-warp-cl-subgroup.cl'
source_filename = "warp/pass-warp-cl-subgroup.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pass_warp_cl_subgroup(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !15
  store i64 %9, ptr %7, align 8, !dbg !16
  %10 = load ptr addrspace(1), ptr %4, align 8, !dbg !17
  %11 = load i64, ptr %7, align 8, !dbg !18
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !17
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !17
  store i32 %13, ptr %8, align 4, !dbg !19
  %14 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !20
  %15 = load i32, ptr %6, align 4, !dbg !21
  %16 = sext i32 %15 to i64, !dbg !21
  %17 = add i64 %14, %16, !dbg !22
  %18 = icmp ugt i64 %17, 0, !dbg !23
  br i1 %18, label %19, label %25, !dbg !20

19:                                               ; preds = %3
  %20 = load i32, ptr %8, align 4, !dbg !24
  %21 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %20) #4, !dbg !25
  %22 = load i32, ptr %8, align 4, !dbg !26
  %23 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %22, i32 noundef 0) #4, !dbg !27
  %24 = add nsw i32 %21, %23, !dbg !28
  store i32 %24, ptr %8, align 4, !dbg !29
  br label %25, !dbg !30

25:                                               ; preds = %19, %3
  %26 = load i32, ptr %8, align 4, !dbg !31
  %27 = load ptr addrspace(1), ptr %5, align 8, !dbg !32
  %28 = load i64, ptr %7, align 8, !dbg !33
  %29 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 %28, !dbg !32
  store i32 %26, ptr addrspace(1) %29, align 4, !dbg !34
  ret void, !dbg !35
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "warp/pass-warp-cl-subgroup.cl", directory: ".", checksumkind: CSK_MD5, checksum: "24d7d4f506c6dd59cded25748438fcc3")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "pass_warp_cl_subgroup", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 6, column: 14, scope: !8)
!16 = !DILocation(line: 6, column: 10, scope: !8)
!17 = !DILocation(line: 7, column: 11, scope: !8)
!18 = !DILocation(line: 7, column: 14, scope: !8)
!19 = !DILocation(line: 7, column: 7, scope: !8)
!20 = !DILocation(line: 8, column: 7, scope: !8)
!21 = !DILocation(line: 8, column: 25, scope: !8)
!22 = !DILocation(line: 8, column: 23, scope: !8)
!23 = !DILocation(line: 8, column: 30, scope: !8)
!24 = !DILocation(line: 9, column: 30, scope: !8)
!25 = !DILocation(line: 9, column: 9, scope: !8)
!26 = !DILocation(line: 9, column: 55, scope: !8)
!27 = !DILocation(line: 9, column: 35, scope: !8)
!28 = !DILocation(line: 9, column: 33, scope: !8)
!29 = !DILocation(line: 9, column: 7, scope: !8)
!30 = !DILocation(line: 9, column: 5, scope: !8)
!31 = !DILocation(line: 10, column: 12, scope: !8)
!32 = !DILocation(line: 10, column: 3, scope: !8)
!33 = !DILocation(line: 10, column: 7, scope: !8)
!34 = !DILocation(line: 10, column: 10, scope: !8)
!35 = !DILocation(line: 11, column: 1, scope: !8)
