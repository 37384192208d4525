; ModuleID = 'barriers/pass-cl-uniform-loop.cl'
source_filename = "barriers/pass-cl-uniform-loop.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@pass_cl_uniform_loop.s = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pass_cl_uniform_loop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
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
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %12 = trunc i64 %11 to i32, !dbg !16
  store i32 %12, ptr %7, align 4, !dbg !17
  %13 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !18
  %14 = trunc i64 %13 to i32, !dbg !18
  store i32 %14, ptr %8, align 4, !dbg !19
  %15 = load ptr addrspace(1), ptr %4, align 8, !dbg !20
  %16 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !21
  %17 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %16, !dbg !20
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !20
  %19 = load i32, ptr %7, align 4, !dbg !22
  %20 = zext i32 %19 to i64, !dbg !23
  %21 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %20, !dbg !23
  store i32 %18, ptr addrspace(3) %21, align 4, !dbg !24
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !25
  store i32 0, ptr %9, align 4, !dbg !26
  br label %22, !dbg !27

22:                                               ; preds = %38, %3
  %23 = load i32, ptr %9, align 4, !dbg !28
  %24 = load i32, ptr %6, align 4, !dbg !29
  %25 = icmp slt i32 %23, %24, !dbg !30
  br i1 %25, label %26, label %41, !dbg !31

26:                                               ; preds = %22
  %27 = load i32, ptr %7, align 4, !dbg !32
  %28 = add i32 %27, 1, !dbg !33
  %29 = load i32, ptr %8, align 4, !dbg !34
  %30 = urem i32 %28, %29, !dbg !35
  %31 = zext i32 %30 to i64, !dbg !36
  %32 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %31, !dbg !36
  %33 = load i32, ptr addrspace(3) %32, align 4, !dbg !36
  store i32 %33, ptr %10, align 4, !dbg !37
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !38
  %34 = load i32, ptr %10, align 4, !dbg !39
  %35 = load i32, ptr %7, align 4, !dbg !40
  %36 = zext i32 %35 to i64, !dbg !41
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %36, !dbg !41
  store i32 %34, ptr addrspace(3) %37, align 4, !dbg !42
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !43
  br label %38, !dbg !44

38:                                               ; preds = %26
  %39 = load i32, ptr %9, align 4, !dbg !45
  %40 = add nsw i32 %39, 1, !dbg !45
  store i32 %40, ptr %9, align 4, !dbg !45
  br label %22, !dbg !31, !llvm.loop !46

41:                                               ; preds = %22
  %42 = load i32, ptr %7, align 4, !dbg !47
  %43 = zext i32 %42 to i64, !dbg !48
  %44 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %43, !dbg !48
  %45 = load i32, ptr addrspace(3) %44, align 4, !dbg !48
  %46 = load ptr addrspace(1), ptr %5, align 8, !dbg !49
  %47 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !50
  %48 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %47, !dbg !49
  store i32 %45, ptr addrspace(1) %48, align 4, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #2

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
!1 = !DIFile(filename: "barriers/pass-cl-uniform-loop.cl", directory: ".")
!2 = !{ptr @pass_cl_uniform_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_cl_uniform_loop", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 6, column: 12, scope: !9)
!17 = !DILocation(line: 6, column: 8, scope: !9)
!18 = !DILocation(line: 7, column: 12, scope: !9)
!19 = !DILocation(line: 7, column: 8, scope: !9)
!20 = !DILocation(line: 8, column: 10, scope: !9)
!21 = !DILocation(line: 8, column: 13, scope: !9)
!22 = !DILocation(line: 8, column: 5, scope: !9)
!23 = !DILocation(line: 8, column: 3, scope: !9)
!24 = !DILocation(line: 8, column: 8, scope: !9)
!25 = !DILocation(line: 9, column: 3, scope: !9)
!26 = !DILocation(line: 10, column: 12, scope: !9)
!27 = !DILocation(line: 10, column: 8, scope: !9)
!28 = !DILocation(line: 10, column: 19, scope: !9)
!29 = !DILocation(line: 10, column: 23, scope: !9)
!30 = !DILocation(line: 10, column: 21, scope: !9)
!31 = !DILocation(line: 10, column: 3, scope: !9)
!32 = !DILocation(line: 11, column: 16, scope: !9)
!33 = !DILocation(line: 11, column: 18, scope: !9)
!34 = !DILocation(line: 11, column: 25, scope: !9)
!35 = !DILocation(line: 11, column: 23, scope: !9)
!36 = !DILocation(line: 11, column: 13, scope: !9)
!37 = !DILocation(line: 11, column: 9, scope: !9)
!38 = !DILocation(line: 12, column: 5, scope: !9)
!39 = !DILocation(line: 13, column: 12, scope: !9)
!40 = !DILocation(line: 13, column: 7, scope: !9)
!41 = !DILocation(line: 13, column: 5, scope: !9)
!42 = !DILocation(line: 13, column: 10, scope: !9)
!43 = !DILocation(line: 14, column: 5, scope: !9)
!44 = !DILocation(line: 15, column: 3, scope: !9)
!45 = !DILocation(line: 10, column: 31, scope: !9)
!46 = distinct !{!46, !31, !44}
!47 = !DILocation(line: 16, column: 29, scope: !9)
!48 = !DILocation(line: 16, column: 27, scope: !9)
!49 = !DILocation(line: 16, column: 3, scope: !9)
!50 = !DILocation(line: 16, column: 7, scope: !9)
!51 = !DILocation(line: 16, column: 25, scope: !9)
!52 = !DILocation(line: 17, column: 1, scope: !9)
