; ModuleID = 'opencl/reduce_cl.cl'
source_filename = "opencl/reduce_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce_cl.s = internal addrspace(3) global [256 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
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
  %10 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !19
  %11 = trunc i64 %10 to i32, !dbg !19
  store i32 %11, ptr addrspace(5) %6, align 4, !dbg !20
  %12 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !21
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !22
  %14 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %13, !dbg !21
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !21
  %16 = load i32, ptr addrspace(5) %5, align 4, !dbg !23
  %17 = zext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %17, !dbg !24
  store i32 %15, ptr addrspace(3) %18, align 4, !dbg !25
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !26
  %19 = load i32, ptr addrspace(5) %6, align 4, !dbg !27
  %20 = udiv i32 %19, 2, !dbg !28
  store i32 %20, ptr addrspace(5) %7, align 4, !dbg !29
  br label %21, !dbg !30

21:                                               ; preds = %41, %2
  %22 = load i32, ptr addrspace(5) %7, align 4, !dbg !31
  %23 = icmp ugt i32 %22, 0, !dbg !32
  br i1 %23, label %24, label %44, !dbg !33

24:                                               ; preds = %21
  %25 = load i32, ptr addrspace(5) %5, align 4, !dbg !34
  %26 = load i32, ptr addrspace(5) %7, align 4, !dbg !35
  %27 = icmp ult i32 %25, %26, !dbg !36
  br i1 %27, label %28, label %40, !dbg !34

28:                                               ; preds = %24
  %29 = load i32, ptr addrspace(5) %5, align 4, !dbg !37
  %30 = load i32, ptr addrspace(5) %7, align 4, !dbg !38
  %31 = add i32 %29, %30, !dbg !39
  %32 = zext i32 %31 to i64, !dbg !40
  %33 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %32, !dbg !40
  %34 = load i32, ptr addrspace(3) %33, align 4, !dbg !40
  %35 = load i32, ptr addrspace(5) %5, align 4, !dbg !41
  %36 = zext i32 %35 to i64, !dbg !42
  %37 = getelementptr inbounds [256 x i32], ptr addrspace(3) @reduce_cl.s, i64 0, i64 %36, !dbg !42
  %38 = load i32, ptr addrspace(3) %37, align 4, !dbg !43
  %39 = add nsw i32 %38, %34, !dbg !43
  store i32 %39, ptr addrspace(3) %37, align 4, !dbg !43
  br label %40, !dbg !42

40:                                               ; preds = %28, %24
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !44
  br label %41, !dbg !45

41:                                               ; preds = %40
  %42 = load i32, ptr addrspace(5) %7, align 4, !dbg !46
  %43 = lshr i32 %42, 1, !dbg !46
  store i32 %43, ptr addrspace(5) %7, align 4, !dbg !46
  br label %21, !dbg !33, !llvm.loop !47

44:                                               ; preds = %21
  %45 = load i32, ptr addrspace(5) %5, align 4, !dbg !48
  %46 = icmp eq i32 %45, 0, !dbg !49
  br i1 %46, label %47, label %52, !dbg !48

47:                                               ; preds = %44
  %48 = load i32, ptr addrspace(3) @reduce_cl.s, align 4, !dbg !50
  %49 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !51
  %50 = call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !52
  %51 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %50, !dbg !51
  store i32 %48, ptr addrspace(1) %51, align 4, !dbg !53
  br label %52, !dbg !51

52:                                               ; preds = %47, %44
  ret void, !dbg !54
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #1

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
!1 = !DIFile(filename: "opencl/reduce_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "c3883c0163195d5ea6dd81b59b46436a")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "reduce_cl", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1}
!14 = !{!"none", !"none"}
!15 = !{!"int*", !"int*"}
!16 = !{!"const", !""}
!17 = !DILocation(line: 5, column: 12, scope: !10)
!18 = !DILocation(line: 5, column: 8, scope: !10)
!19 = !DILocation(line: 6, column: 12, scope: !10)
!20 = !DILocation(line: 6, column: 8, scope: !10)
!21 = !DILocation(line: 7, column: 10, scope: !10)
!22 = !DILocation(line: 7, column: 13, scope: !10)
!23 = !DILocation(line: 7, column: 5, scope: !10)
!24 = !DILocation(line: 7, column: 3, scope: !10)
!25 = !DILocation(line: 7, column: 8, scope: !10)
!26 = !DILocation(line: 8, column: 3, scope: !10)
!27 = !DILocation(line: 9, column: 22, scope: !10)
!28 = !DILocation(line: 9, column: 24, scope: !10)
!29 = !DILocation(line: 9, column: 13, scope: !10)
!30 = !DILocation(line: 9, column: 8, scope: !10)
!31 = !DILocation(line: 9, column: 29, scope: !10)
!32 = !DILocation(line: 9, column: 36, scope: !10)
!33 = !DILocation(line: 9, column: 3, scope: !10)
!34 = !DILocation(line: 10, column: 9, scope: !10)
!35 = !DILocation(line: 10, column: 13, scope: !10)
!36 = !DILocation(line: 10, column: 11, scope: !10)
!37 = !DILocation(line: 11, column: 17, scope: !10)
!38 = !DILocation(line: 11, column: 21, scope: !10)
!39 = !DILocation(line: 11, column: 19, scope: !10)
!40 = !DILocation(line: 11, column: 15, scope: !10)
!41 = !DILocation(line: 11, column: 9, scope: !10)
!42 = !DILocation(line: 11, column: 7, scope: !10)
!43 = !DILocation(line: 11, column: 12, scope: !10)
!44 = !DILocation(line: 12, column: 5, scope: !10)
!45 = !DILocation(line: 13, column: 3, scope: !10)
!46 = !DILocation(line: 9, column: 48, scope: !10)
!47 = distinct !{!47, !33, !45}
!48 = !DILocation(line: 14, column: 7, scope: !10)
!49 = !DILocation(line: 14, column: 9, scope: !10)
!50 = !DILocation(line: 15, column: 28, scope: !10)
!51 = !DILocation(line: 15, column: 5, scope: !10)
!52 = !DILocation(line: 15, column: 9, scope: !10)
!53 = !DILocation(line: 15, column: 26, scope: !10)
!54 = !DILocation(line: 16, column: 1, scope: !10)
