; ModuleID = 'barriers/pass-cl-local-flag.cl'
source_filename = "barriers/pass-cl-local-flag.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@pass_cl_local_flag.done = internal addrspace(3) global [1 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @pass_cl_local_flag(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
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
  %10 = load ptr addrspace(1), ptr %3, align 8, !dbg !18
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !19
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !18
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !18
  store i32 %13, ptr %6, align 4, !dbg !20
  store i32 0, ptr %7, align 4, !dbg !21
  %14 = load i32, ptr %5, align 4, !dbg !22
  %15 = icmp eq i32 %14, 0, !dbg !23
  br i1 %15, label %16, label %17, !dbg !22

16:                                               ; preds = %2
  store i32 0, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !24
  br label %17, !dbg !25

17:                                               ; preds = %16, %2
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  br label %18, !dbg !27

18:                                               ; preds = %35, %17
  %19 = load i32, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !28
  %20 = icmp ne i32 %19, 0, !dbg !29
  %21 = xor i1 %20, true, !dbg !29
  br i1 %21, label %22, label %36, !dbg !27

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4, !dbg !30
  %24 = add nsw i32 %23, 1, !dbg !30
  store i32 %24, ptr %7, align 4, !dbg !30
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !31
  %25 = load i32, ptr %5, align 4, !dbg !32
  %26 = icmp eq i32 %25, 0, !dbg !33
  br i1 %26, label %27, label %35, !dbg !34

27:                                               ; preds = %22
  %28 = load i32, ptr %7, align 4, !dbg !35
  %29 = load ptr addrspace(1), ptr %3, align 8, !dbg !36
  %30 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 0, !dbg !36
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !36
  %32 = and i32 %31, 3, !dbg !37
  %33 = icmp sgt i32 %28, %32, !dbg !38
  br i1 %33, label %34, label %35, !dbg !32

34:                                               ; preds = %27
  store i32 1, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !39
  br label %35, !dbg !40

35:                                               ; preds = %34, %27, %22
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !41
  br label %18, !dbg !27, !llvm.loop !42

36:                                               ; preds = %18
  %37 = load i32, ptr %6, align 4, !dbg !44
  %38 = load i32, ptr %7, align 4, !dbg !45
  %39 = add nsw i32 %37, %38, !dbg !46
  %40 = load ptr addrspace(1), ptr %4, align 8, !dbg !47
  %41 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !48
  %42 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 %41, !dbg !47
  store i32 %39, ptr addrspace(1) %42, align 4, !dbg !49
  ret void, !dbg !50
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

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
!1 = !DIFile(filename: "barriers/pass-cl-local-flag.cl", directory: ".")
!2 = !{ptr @pass_cl_local_flag, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_cl_local_flag", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"int*", !"int*"}
!15 = !{!"const", !""}
!16 = !DILocation(line: 7, column: 12, scope: !9)
!17 = !DILocation(line: 7, column: 8, scope: !9)
!18 = !DILocation(line: 8, column: 11, scope: !9)
!19 = !DILocation(line: 8, column: 14, scope: !9)
!20 = !DILocation(line: 8, column: 7, scope: !9)
!21 = !DILocation(line: 9, column: 7, scope: !9)
!22 = !DILocation(line: 10, column: 7, scope: !9)
!23 = !DILocation(line: 10, column: 9, scope: !9)
!24 = !DILocation(line: 11, column: 13, scope: !9)
!25 = !DILocation(line: 11, column: 5, scope: !9)
!26 = !DILocation(line: 12, column: 3, scope: !9)
!27 = !DILocation(line: 13, column: 3, scope: !9)
!28 = !DILocation(line: 13, column: 11, scope: !9)
!29 = !DILocation(line: 13, column: 10, scope: !9)
!30 = !DILocation(line: 14, column: 10, scope: !9)
!31 = !DILocation(line: 15, column: 5, scope: !9)
!32 = !DILocation(line: 16, column: 9, scope: !9)
!33 = !DILocation(line: 16, column: 11, scope: !9)
!34 = !DILocation(line: 16, column: 16, scope: !9)
!35 = !DILocation(line: 16, column: 19, scope: !9)
!36 = !DILocation(line: 16, column: 28, scope: !9)
!37 = !DILocation(line: 16, column: 34, scope: !9)
!38 = !DILocation(line: 16, column: 25, scope: !9)
!39 = !DILocation(line: 17, column: 15, scope: !9)
!40 = !DILocation(line: 17, column: 7, scope: !9)
!41 = !DILocation(line: 18, column: 5, scope: !9)
!42 = distinct !{!42, !27, !43}
!43 = !DILocation(line: 19, column: 3, scope: !9)
!44 = !DILocation(line: 20, column: 27, scope: !9)
!45 = !DILocation(line: 20, column: 31, scope: !9)
!46 = !DILocation(line: 20, column: 29, scope: !9)
!47 = !DILocation(line: 20, column: 3, scope: !9)
!48 = !DILocation(line: 20, column: 7, scope: !9)
!49 = !DILocation(line: 20, column: 25, scope: !9)
!50 = !DILocation(line: 21, column: 1, scope: !9)
