; ModuleID = 'barriers/fail-cl-local-flag-lid.cl'
source_filename = "barriers/fail-cl-local-flag-lid.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@fail_cl_local_flag_lid.done = internal addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @fail_cl_local_flag_lid(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %8 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !17
  %9 = trunc i64 %8 to i32, !dbg !17
  store i32 %9, ptr addrspace(5) %5, align 4, !dbg !18
  %10 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !19
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !20
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !19
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !19
  store i32 %13, ptr addrspace(5) %6, align 4, !dbg !21
  store i32 0, ptr addrspace(5) %7, align 4, !dbg !22
  %14 = load i32, ptr addrspace(5) %5, align 4, !dbg !23
  %15 = and i32 %14, 1, !dbg !24
  %16 = load i32, ptr addrspace(5) %5, align 4, !dbg !25
  %17 = zext i32 %16 to i64, !dbg !26
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %17, !dbg !26
  store i32 %15, ptr addrspace(3) %18, align 4, !dbg !27
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !28
  br label %19, !dbg !29

19:                                               ; preds = %38, %2
  %20 = load i32, ptr addrspace(5) %5, align 4, !dbg !30
  %21 = zext i32 %20 to i64, !dbg !31
  %22 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %21, !dbg !31
  %23 = load i32, ptr addrspace(3) %22, align 4, !dbg !31
  %24 = icmp ne i32 %23, 0, !dbg !32
  %25 = xor i1 %24, true, !dbg !32
  br i1 %25, label %26, label %39, !dbg !29

26:                                               ; preds = %19
  %27 = load i32, ptr addrspace(5) %7, align 4, !dbg !33
  %28 = add nsw i32 %27, 1, !dbg !33
  store i32 %28, ptr addrspace(5) %7, align 4, !dbg !33
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !34
  %29 = load i32, ptr addrspace(5) %5, align 4, !dbg !35
  %30 = icmp eq i32 %29, 0, !dbg !36
  br i1 %30, label %31, label %38, !dbg !37

31:                                               ; preds = %26
  %32 = load i32, ptr addrspace(5) %7, align 4, !dbg !38
  %33 = icmp sgt i32 %32, 2, !dbg !39
  br i1 %33, label %34, label %38, !dbg !35

34:                                               ; preds = %31
  %35 = load i32, ptr addrspace(5) %5, align 4, !dbg !40
  %36 = zext i32 %35 to i64, !dbg !41
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @fail_cl_local_flag_lid.done, i64 0, i64 %36, !dbg !41
  store i32 1, ptr addrspace(3) %37, align 4, !dbg !42
  br label %38, !dbg !41

38:                                               ; preds = %34, %31, %26
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !43
  br label %19, !dbg !29, !llvm.loop !44

39:                                               ; preds = %19
  %40 = load i32, ptr addrspace(5) %6, align 4, !dbg !46
  %41 = load i32, ptr addrspace(5) %7, align 4, !dbg !47
  %42 = add nsw i32 %40, %41, !dbg !48
  %43 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !49
  %44 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !50
  %45 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %44, !dbg !49
  store i32 %42, ptr addrspace(1) %45, align 4, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "barriers/fail-cl-local-flag-lid.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8d275997140f9040a9155839c98b2503")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "fail_cl_local_flag_lid", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"const", !""}
!17 = !DILocation(line: 6, column: 12, scope: !10)
!18 = !DILocation(line: 6, column: 8, scope: !10)
!19 = !DILocation(line: 7, column: 11, scope: !10)
!20 = !DILocation(line: 7, column: 14, scope: !10)
!21 = !DILocation(line: 7, column: 7, scope: !10)
!22 = !DILocation(line: 8, column: 7, scope: !10)
!23 = !DILocation(line: 9, column: 13, scope: !10)
!24 = !DILocation(line: 9, column: 15, scope: !10)
!25 = !DILocation(line: 9, column: 8, scope: !10)
!26 = !DILocation(line: 9, column: 3, scope: !10)
!27 = !DILocation(line: 9, column: 11, scope: !10)
!28 = !DILocation(line: 10, column: 3, scope: !10)
!29 = !DILocation(line: 11, column: 3, scope: !10)
!30 = !DILocation(line: 11, column: 16, scope: !10)
!31 = !DILocation(line: 11, column: 11, scope: !10)
!32 = !DILocation(line: 11, column: 10, scope: !10)
!33 = !DILocation(line: 12, column: 10, scope: !10)
!34 = !DILocation(line: 13, column: 5, scope: !10)
!35 = !DILocation(line: 14, column: 9, scope: !10)
!36 = !DILocation(line: 14, column: 11, scope: !10)
!37 = !DILocation(line: 14, column: 16, scope: !10)
!38 = !DILocation(line: 14, column: 19, scope: !10)
!39 = !DILocation(line: 14, column: 25, scope: !10)
!40 = !DILocation(line: 15, column: 12, scope: !10)
!41 = !DILocation(line: 15, column: 7, scope: !10)
!42 = !DILocation(line: 15, column: 15, scope: !10)
!43 = !DILocation(line: 16, column: 5, scope: !10)
!44 = distinct !{!44, !29, !45}
!45 = !DILocation(line: 17, column: 3, scope: !10)
!46 = !DILocation(line: 18, column: 27, scope: !10)
!47 = !DILocation(line: 18, column: 31, scope: !10)
!48 = !DILocation(line: 18, column: 29, scope: !10)
!49 = !DILocation(line: 18, column: 3, scope: !10)
!50 = !DILocation(line: 18, column: 7, scope: !10)
!51 = !DILocation(line: 18, column: 25, scope: !10)
!52 = !DILocation(line: 19, column: 1, scope: !10)
