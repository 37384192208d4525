; ModuleID = 'barriers/fail-cl-tid-cond.cl'
source_filename = "barriers/fail-cl-tid-cond.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fail_cl_tid_cond.s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @fail_cl_tid_cond(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %9 = trunc i64 %8 to i32, !dbg !16
  store i32 %9, ptr %7, align 4, !dbg !17
  %10 = load ptr addrspace(1), ptr %4, align 8, !dbg !18
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !19
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !18
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !18
  %14 = load i32, ptr %7, align 4, !dbg !20
  %15 = zext i32 %14 to i64, !dbg !21
  %16 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_tid_cond.s, i64 0, i64 %15, !dbg !21
  store i32 %13, ptr addrspace(3) %16, align 4, !dbg !22
  %17 = load i32, ptr %7, align 4, !dbg !23
  %18 = load i32, ptr %6, align 4, !dbg !24
  %19 = icmp ult i32 %17, %18, !dbg !25
  br i1 %19, label %20, label %21, !dbg !23

20:                                               ; preds = %3
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  br label %21, !dbg !26

21:                                               ; preds = %20, %3
  %22 = load i32, ptr %7, align 4, !dbg !27
  %23 = add i32 %22, 1, !dbg !28
  %24 = zext i32 %23 to i64, !dbg !29
  %25 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !30
  %26 = urem i64 %24, %25, !dbg !31
  %27 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_tid_cond.s, i64 0, i64 %26, !dbg !32
  %28 = load i32, ptr addrspace(3) %27, align 4, !dbg !32
  %29 = load ptr addrspace(1), ptr %5, align 8, !dbg !33
  %30 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !34
  %31 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %30, !dbg !33
  store i32 %28, ptr addrspace(1) %31, align 4, !dbg !35
  ret void, !dbg !36
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #1

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
!1 = !DIFile(filename: "barriers/fail-cl-tid-cond.cl", directory: ".")
!2 = !{ptr @fail_cl_tid_cond, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fail_cl_tid_cond", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 5, column: 12, scope: !9)
!17 = !DILocation(line: 5, column: 8, scope: !9)
!18 = !DILocation(line: 6, column: 10, scope: !9)
!19 = !DILocation(line: 6, column: 13, scope: !9)
!20 = !DILocation(line: 6, column: 5, scope: !9)
!21 = !DILocation(line: 6, column: 3, scope: !9)
!22 = !DILocation(line: 6, column: 8, scope: !9)
!23 = !DILocation(line: 7, column: 7, scope: !9)
!24 = !DILocation(line: 7, column: 17, scope: !9)
!25 = !DILocation(line: 7, column: 9, scope: !9)
!26 = !DILocation(line: 8, column: 5, scope: !9)
!27 = !DILocation(line: 9, column: 30, scope: !9)
!28 = !DILocation(line: 9, column: 32, scope: !9)
!29 = !DILocation(line: 9, column: 29, scope: !9)
!30 = !DILocation(line: 9, column: 39, scope: !9)
!31 = !DILocation(line: 9, column: 37, scope: !9)
!32 = !DILocation(line: 9, column: 27, scope: !9)
!33 = !DILocation(line: 9, column: 3, scope: !9)
!34 = !DILocation(line: 9, column: 7, scope: !9)
!35 = !DILocation(line: 9, column: 25, scope: !9)
!36 = !DILocation(line: 10, column: 1, scope: !9)
