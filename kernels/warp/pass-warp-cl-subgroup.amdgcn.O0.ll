; ModuleID = 'warp/pass-warp-cl-subgroup.cl'
source_filename = "warp/pass-warp-cl-subgroup.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pass_warp_cl_subgroup(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !17
  store i64 %9, ptr addrspace(5) %7, align 8, !dbg !18
  %10 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !19
  %11 = load i64, ptr addrspace(5) %7, align 8, !dbg !20
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11, !dbg !19
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !19
  store i32 %13, ptr addrspace(5) %8, align 4, !dbg !21
  %14 = call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !22
  %15 = load i32, ptr addrspace(5) %6, align 4, !dbg !23
  %16 = sext i32 %15 to i64, !dbg !23
  %17 = add i64 %14, %16, !dbg !24
  %18 = icmp ugt i64 %17, 0, !dbg !25
  br i1 %18, label %19, label %25, !dbg !22

19:                                               ; preds = %3
  %20 = load i32, ptr addrspace(5) %8, align 4, !dbg !26
  %21 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %20) #4, !dbg !27
  %22 = load i32, ptr addrspace(5) %8, align 4, !dbg !28
  %23 = call i32 @_Z19sub_group_broadcastij(i32 noundef %22, i32 noundef 0) #4, !dbg !29
  %24 = add nsw i32 %21, %23, !dbg !30
  store i32 %24, ptr addrspace(5) %8, align 4, !dbg !31
  br label %25, !dbg !32

25:                                               ; preds = %19, %3
  %26 = load i32, ptr addrspace(5) %8, align 4, !dbg !33
  %27 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !34
  %28 = load i64, ptr addrspace(5) %7, align 8, !dbg !35
  %29 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 %28, !dbg !34
  store i32 %26, ptr addrspace(1) %29, align 4, !dbg !36
  ret void, !dbg !37
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "warp/pass-warp-cl-subgroup.cl", directory: ".", checksumkind: CSK_MD5, checksum: "24d7d4f506c6dd59cded25748438fcc3")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "pass_warp_cl_subgroup", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int*", !"int"}
!16 = !{!"const", !"", !""}
!17 = !DILocation(line: 6, column: 14, scope: !10)
!18 = !DILocation(line: 6, column: 10, scope: !10)
!19 = !DILocation(line: 7, column: 11, scope: !10)
!20 = !DILocation(line: 7, column: 14, scope: !10)
!21 = !DILocation(line: 7, column: 7, scope: !10)
!22 = !DILocation(line: 8, column: 7, scope: !10)
!23 = !DILocation(line: 8, column: 25, scope: !10)
!24 = !DILocation(line: 8, column: 23, scope: !10)
!25 = !DILocation(line: 8, column: 30, scope: !10)
!26 = !DILocation(line: 9, column: 30, scope: !10)
!27 = !DILocation(line: 9, column: 9, scope: !10)
!28 = !DILocation(line: 9, column: 55, scope: !10)
!29 = !DILocation(line: 9, column: 35, scope: !10)
!30 = !DILocation(line: 9, column: 33, scope: !10)
!31 = !DILocation(line: 9, column: 7, scope: !10)
!32 = !DILocation(line: 9, column: 5, scope: !10)
!33 = !DILocation(line: 10, column: 12, scope: !10)
!34 = !DILocation(line: 10, column: 3, scope: !10)
!35 = !DILocation(line: 10, column: 7, scope: !10)
!36 = !DILocation(line: 10, column: 10, scope: !10)
!37 = !DILocation(line: 11, column: 1, scope: !10)
