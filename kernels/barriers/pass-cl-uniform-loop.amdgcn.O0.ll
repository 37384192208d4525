; ModuleID = 'barriers/pass-cl-uniform-loop.cl'
source_filename = "barriers/pass-cl-uniform-loop.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@pass_cl_uniform_loop.s = internal addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pass_cl_uniform_loop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !17
  %12 = trunc i64 %11 to i32, !dbg !17
  store i32 %12, ptr addrspace(5) %7, align 4, !dbg !18
  %13 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !19
  %14 = trunc i64 %13 to i32, !dbg !19
  store i32 %14, ptr addrspace(5) %8, align 4, !dbg !20
  %15 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !21
  %16 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !22
  %17 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %16, !dbg !21
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !21
  %19 = load i32, ptr addrspace(5) %7, align 4, !dbg !23
  %20 = zext i32 %19 to i64, !dbg !24
  %21 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %20, !dbg !24
  store i32 %18, ptr addrspace(3) %21, align 4, !dbg !25
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  store i32 0, ptr addrspace(5) %9, align 4, !dbg !27
  br label %22, !dbg !28

22:                                               ; preds = %38, %3
  %23 = load i32, ptr addrspace(5) %9, align 4, !dbg !29
  %24 = load i32, ptr addrspace(5) %6, align 4, !dbg !30
  %25 = icmp slt i32 %23, %24, !dbg !31
  br i1 %25, label %26, label %41, !dbg !32

26:                                               ; preds = %22
  %27 = load i32, ptr addrspace(5) %7, align 4, !dbg !33
  %28 = add i32 %27, 1, !dbg !34
  %29 = load i32, ptr addrspace(5) %8, align 4, !dbg !35
  %30 = urem i32 %28, %29, !dbg !36
  %31 = zext i32 %30 to i64, !dbg !37
  %32 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %31, !dbg !37
  %33 = load i32, ptr addrspace(3) %32, align 4, !dbg !37
  store i32 %33, ptr addrspace(5) %10, align 4, !dbg !38
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !39
  %34 = load i32, ptr addrspace(5) %10, align 4, !dbg !40
  %35 = load i32, ptr addrspace(5) %7, align 4, !dbg !41
  %36 = zext i32 %35 to i64, !dbg !42
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %36, !dbg !42
  store i32 %34, ptr addrspace(3) %37, align 4, !dbg !43
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !44
  br label %38, !dbg !45

38:                                               ; preds = %26
  %39 = load i32, ptr addrspace(5) %9, align 4, !dbg !46
  %40 = add nsw i32 %39, 1, !dbg !46
  store i32 %40, ptr addrspace(5) %9, align 4, !dbg !46
  br label %22, !dbg !32, !llvm.loop !47

41:                                               ; preds = %22
  %42 = load i32, ptr addrspace(5) %7, align 4, !dbg !48
  %43 = zext i32 %42 to i64, !dbg !49
  %44 = getelementptr inbounds [256 x i32], ptr addrspace(3) @pass_cl_uniform_loop.s, i64 0, i64 %43, !dbg !49
  %45 = load i32, ptr addrspace(3) %44, align 4, !dbg !49
  %46 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !50
  %47 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !51
  %48 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %47, !dbg !50
  store i32 %45, ptr addrspace(1) %48, align 4, !dbg !52
  ret void, !dbg !53
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #1

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
!1 = !DIFile(filename: "barriers/pass-cl-uniform-loop.cl", directory: ".", checksumkind: CSK_MD5, checksum: "02a6aa8074dc8e6b2694bffa126182cf")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "pass_cl_uniform_loop", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int"}
!16 = !{!"const", !"", !""}
!17 = !DILocation(line: 6, column: 12, scope: !10)
!18 = !DILocation(line: 6, column: 8, scope: !10)
!19 = !DILocation(line: 7, column: 12, scope: !10)
!20 = !DILocation(line: 7, column: 8, scope: !10)
!21 = !DILocation(line: 8, column: 10, scope: !10)
!22 = !DILocation(line: 8, column: 13, scope: !10)
!23 = !DILocation(line: 8, column: 5, scope: !10)
!24 = !DILocation(line: 8, column: 3, scope: !10)
!25 = !DILocation(line: 8, column: 8, scope: !10)
!26 = !DILocation(line: 9, column: 3, scope: !10)
!27 = !DILocation(line: 10, column: 12, scope: !10)
!28 = !DILocation(line: 10, column: 8, scope: !10)
!29 = !DILocation(line: 10, column: 19, scope: !10)
!30 = !DILocation(line: 10, column: 23, scope: !10)
!31 = !DILocation(line: 10, column: 21, scope: !10)
!32 = !DILocation(line: 10, column: 3, scope: !10)
!33 = !DILocation(line: 11, column: 16, scope: !10)
!34 = !DILocation(line: 11, column: 18, scope: !10)
!35 = !DILocation(line: 11, column: 25, scope: !10)
!36 = !DILocation(line: 11, column: 23, scope: !10)
!37 = !DILocation(line: 11, column: 13, scope: !10)
!38 = !DILocation(line: 11, column: 9, scope: !10)
!39 = !DILocation(line: 12, column: 5, scope: !10)
!40 = !DILocation(line: 13, column: 12, scope: !10)
!41 = !DILocation(line: 13, column: 7, scope: !10)
!42 = !DILocation(line: 13, column: 5, scope: !10)
!43 = !DILocation(line: 13, column: 10, scope: !10)
!44 = !DILocation(line: 14, column: 5, scope: !10)
!45 = !DILocation(line: 15, column: 3, scope: !10)
!46 = !DILocation(line: 10, column: 31, scope: !10)
!47 = distinct !{!47, !32, !45}
!48 = !DILocation(line: 16, column: 29, scope: !10)
!49 = !DILocation(line: 16, column: 27, scope: !10)
!50 = !DILocation(line: 16, column: 3, scope: !10)
!51 = !DILocation(line: 16, column: 7, scope: !10)
!52 = !DILocation(line: 16, column: 25, scope: !10)
!53 = !DILocation(line: 17, column: 1, scope: !10)
