; ModuleID = 'barriers/pass-cl-local-flag.cl'
source_filename = "barriers/pass-cl-local-flag.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@pass_cl_local_flag.done = internal addrspace(3) global [1 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pass_cl_local_flag(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  %15 = icmp eq i32 %14, 0, !dbg !24
  br i1 %15, label %16, label %17, !dbg !23

16:                                               ; preds = %2
  store i32 0, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !25
  br label %17, !dbg !26

17:                                               ; preds = %16, %2
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !27
  br label %18, !dbg !28

18:                                               ; preds = %35, %17
  %19 = load i32, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !29
  %20 = icmp ne i32 %19, 0, !dbg !30
  %21 = xor i1 %20, true, !dbg !30
  br i1 %21, label %22, label %36, !dbg !28

22:                                               ; preds = %18
  %23 = load i32, ptr addrspace(5) %7, align 4, !dbg !31
  %24 = add nsw i32 %23, 1, !dbg !31
  store i32 %24, ptr addrspace(5) %7, align 4, !dbg !31
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !32
  %25 = load i32, ptr addrspace(5) %5, align 4, !dbg !33
  %26 = icmp eq i32 %25, 0, !dbg !34
  br i1 %26, label %27, label %35, !dbg !35

27:                                               ; preds = %22
  %28 = load i32, ptr addrspace(5) %7, align 4, !dbg !36
  %29 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !37
  %30 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 0, !dbg !37
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !37
  %32 = and i32 %31, 3, !dbg !38
  %33 = icmp sgt i32 %28, %32, !dbg !39
  br i1 %33, label %34, label %35, !dbg !33

34:                                               ; preds = %27
  store i32 1, ptr addrspace(3) @pass_cl_local_flag.done, align 4, !dbg !40
  br label %35, !dbg !41

35:                                               ; preds = %34, %27, %22
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !42
  br label %18, !dbg !28, !llvm.loop !43

36:                                               ; preds = %18
  %37 = load i32, ptr addrspace(5) %6, align 4, !dbg !45
  %38 = load i32, ptr addrspace(5) %7, align 4, !dbg !46
  %39 = add nsw i32 %37, %38, !dbg !47
  %40 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !48
  %41 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !49
  %42 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 %41, !dbg !48
  store i32 %39, ptr addrspace(1) %42, align 4, !dbg !50
  ret void, !dbg !51
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
!1 = !DIFile(filename: "barriers/pass-cl-local-flag.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5d28b0216f3f1f4b4ae3c374ffee5484")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "pass_cl_local_flag", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"const", !""}
!17 = !DILocation(line: 7, column: 12, scope: !10)
!18 = !DILocation(line: 7, column: 8, scope: !10)
!19 = !DILocation(line: 8, column: 11, scope: !10)
!20 = !DILocation(line: 8, column: 14, scope: !10)
!21 = !DILocation(line: 8, column: 7, scope: !10)
!22 = !DILocation(line: 9, column: 7, scope: !10)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 9, scope: !10)
!25 = !DILocation(line: 11, column: 13, scope: !10)
!26 = !DILocation(line: 11, column: 5, scope: !10)
!27 = !DILocation(line: 12, column: 3, scope: !10)
!28 = !DILocation(line: 13, column: 3, scope: !10)
!29 = !DILocation(line: 13, column: 11, scope: !10)
!30 = !DILocation(line: 13, column: 10, scope: !10)
!31 = !DILocation(line: 14, column: 10, scope: !10)
!32 = !DILocation(line: 15, column: 5, scope: !10)
!33 = !DILocation(line: 16, column: 9, scope: !10)
!34 = !DILocation(line: 16, column: 11, scope: !10)
!35 = !DILocation(line: 16, column: 16, scope: !10)
!36 = !DILocation(line: 16, column: 19, scope: !10)
!37 = !DILocation(line: 16, column: 28, scope: !10)
!38 = !DILocation(line: 16, column: 34, scope: !10)
!39 = !DILocation(line: 16, column: 25, scope: !10)
!40 = !DILocation(line: 17, column: 15, scope: !10)
!41 = !DILocation(line: 17, column: 7, scope: !10)
!42 = !DILocation(line: 18, column: 5, scope: !10)
!43 = distinct !{!43, !28, !44}
!44 = !DILocation(line: 19, column: 3, scope: !10)
!45 = !DILocation(line: 20, column: 27, scope: !10)
!46 = !DILocation(line: 20, column: 31, scope: !10)
!47 = !DILocation(line: 20, column: 29, scope: !10)
!48 = !DILocation(line: 20, column: 3, scope: !10)
!49 = !DILocation(line: 20, column: 7, scope: !10)
!50 = !DILocation(line: 20, column: 25, scope: !10)
!51 = !DILocation(line: 21, column: 1, scope: !10)
