; ModuleID = 'opencl/histogram_cl.cl'
source_filename = "opencl/histogram_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@histogram_cl.local_hist = internal addrspace(3) global [32 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @histogram_cl(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store i32 %1, ptr addrspace(5) %5, align 4
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !17
  %12 = trunc i64 %11 to i32, !dbg !17
  store i32 %12, ptr addrspace(5) %7, align 4, !dbg !18
  %13 = load i32, ptr addrspace(5) %7, align 4, !dbg !19
  store i32 %13, ptr addrspace(5) %8, align 4, !dbg !20
  br label %14, !dbg !21

14:                                               ; preds = %21, %3
  %15 = load i32, ptr addrspace(5) %8, align 4, !dbg !22
  %16 = icmp ult i32 %15, 32, !dbg !23
  br i1 %16, label %17, label %27, !dbg !24

17:                                               ; preds = %14
  %18 = load i32, ptr addrspace(5) %8, align 4, !dbg !25
  %19 = zext i32 %18 to i64, !dbg !26
  %20 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %19, !dbg !26
  store i32 0, ptr addrspace(3) %20, align 4, !dbg !27
  br label %21, !dbg !26

21:                                               ; preds = %17
  %22 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !28
  %23 = load i32, ptr addrspace(5) %8, align 4, !dbg !29
  %24 = zext i32 %23 to i64, !dbg !29
  %25 = add i64 %24, %22, !dbg !29
  %26 = trunc i64 %25 to i32, !dbg !29
  store i32 %26, ptr addrspace(5) %8, align 4, !dbg !29
  br label %14, !dbg !24, !llvm.loop !30

27:                                               ; preds = %14
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !32
  %28 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !33
  %29 = trunc i64 %28 to i32, !dbg !33
  store i32 %29, ptr addrspace(5) %9, align 4, !dbg !34
  br label %30, !dbg !35

30:                                               ; preds = %44, %27
  %31 = load i32, ptr addrspace(5) %9, align 4, !dbg !36
  %32 = load i32, ptr addrspace(5) %5, align 4, !dbg !37
  %33 = icmp ult i32 %31, %32, !dbg !38
  br i1 %33, label %34, label %50, !dbg !39

34:                                               ; preds = %30
  %35 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !40
  %36 = load i32, ptr addrspace(5) %9, align 4, !dbg !41
  %37 = zext i32 %36 to i64, !dbg !40
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37, !dbg !40
  %39 = load i32, ptr addrspace(1) %38, align 4, !dbg !40
  %40 = urem i32 %39, 32, !dbg !42
  %41 = zext i32 %40 to i64, !dbg !43
  %42 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %41, !dbg !43
  %43 = call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %42) #4, !dbg !44
  br label %44, !dbg !44

44:                                               ; preds = %34
  %45 = call i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !45
  %46 = load i32, ptr addrspace(5) %9, align 4, !dbg !46
  %47 = zext i32 %46 to i64, !dbg !46
  %48 = add i64 %47, %45, !dbg !46
  %49 = trunc i64 %48 to i32, !dbg !46
  store i32 %49, ptr addrspace(5) %9, align 4, !dbg !46
  br label %30, !dbg !39, !llvm.loop !47

50:                                               ; preds = %30
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !49
  %51 = load i32, ptr addrspace(5) %7, align 4, !dbg !50
  store i32 %51, ptr addrspace(5) %10, align 4, !dbg !51
  br label %52, !dbg !52

52:                                               ; preds = %65, %50
  %53 = load i32, ptr addrspace(5) %10, align 4, !dbg !53
  %54 = icmp ult i32 %53, 32, !dbg !54
  br i1 %54, label %55, label %71, !dbg !55

55:                                               ; preds = %52
  %56 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !dbg !56
  %57 = load i32, ptr addrspace(5) %10, align 4, !dbg !57
  %58 = zext i32 %57 to i64, !dbg !56
  %59 = getelementptr inbounds i32, ptr addrspace(1) %56, i64 %58, !dbg !56
  %60 = load i32, ptr addrspace(5) %10, align 4, !dbg !58
  %61 = zext i32 %60 to i64, !dbg !59
  %62 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %61, !dbg !59
  %63 = load i32, ptr addrspace(3) %62, align 4, !dbg !59
  %64 = call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %59, i32 noundef %63) #4, !dbg !60
  br label %65, !dbg !60

65:                                               ; preds = %55
  %66 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !61
  %67 = load i32, ptr addrspace(5) %10, align 4, !dbg !62
  %68 = zext i32 %67 to i64, !dbg !62
  %69 = add i64 %68, %66, !dbg !62
  %70 = trunc i64 %69 to i32, !dbg !62
  store i32 %70, ptr addrspace(5) %10, align 4, !dbg !62
  br label %52, !dbg !55, !llvm.loop !63

71:                                               ; preds = %52
  ret void, !dbg !65
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "opencl/histogram_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "77118710cc18454cd371e80e782086f1")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "histogram_cl", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 0, i32 1}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"int*", !"int", !"uint*"}
!16 = !{!"const", !"", !""}
!17 = !DILocation(line: 7, column: 12, scope: !10)
!18 = !DILocation(line: 7, column: 8, scope: !10)
!19 = !DILocation(line: 8, column: 17, scope: !10)
!20 = !DILocation(line: 8, column: 13, scope: !10)
!21 = !DILocation(line: 8, column: 8, scope: !10)
!22 = !DILocation(line: 8, column: 20, scope: !10)
!23 = !DILocation(line: 8, column: 22, scope: !10)
!24 = !DILocation(line: 8, column: 3, scope: !10)
!25 = !DILocation(line: 9, column: 16, scope: !10)
!26 = !DILocation(line: 9, column: 5, scope: !10)
!27 = !DILocation(line: 9, column: 19, scope: !10)
!28 = !DILocation(line: 8, column: 35, scope: !10)
!29 = !DILocation(line: 8, column: 32, scope: !10)
!30 = distinct !{!30, !24, !31}
!31 = !DILocation(line: 9, column: 21, scope: !10)
!32 = !DILocation(line: 10, column: 3, scope: !10)
!33 = !DILocation(line: 11, column: 17, scope: !10)
!34 = !DILocation(line: 11, column: 13, scope: !10)
!35 = !DILocation(line: 11, column: 8, scope: !10)
!36 = !DILocation(line: 11, column: 35, scope: !10)
!37 = !DILocation(line: 11, column: 45, scope: !10)
!38 = !DILocation(line: 11, column: 37, scope: !10)
!39 = !DILocation(line: 11, column: 3, scope: !10)
!40 = !DILocation(line: 12, column: 34, scope: !10)
!41 = !DILocation(line: 12, column: 37, scope: !10)
!42 = !DILocation(line: 12, column: 40, scope: !10)
!43 = !DILocation(line: 12, column: 17, scope: !10)
!44 = !DILocation(line: 12, column: 5, scope: !10)
!45 = !DILocation(line: 11, column: 53, scope: !10)
!46 = !DILocation(line: 11, column: 50, scope: !10)
!47 = distinct !{!47, !39, !48}
!48 = !DILocation(line: 12, column: 47, scope: !10)
!49 = !DILocation(line: 13, column: 3, scope: !10)
!50 = !DILocation(line: 14, column: 17, scope: !10)
!51 = !DILocation(line: 14, column: 13, scope: !10)
!52 = !DILocation(line: 14, column: 8, scope: !10)
!53 = !DILocation(line: 14, column: 20, scope: !10)
!54 = !DILocation(line: 14, column: 22, scope: !10)
!55 = !DILocation(line: 14, column: 3, scope: !10)
!56 = !DILocation(line: 15, column: 17, scope: !10)
!57 = !DILocation(line: 15, column: 22, scope: !10)
!58 = !DILocation(line: 15, column: 37, scope: !10)
!59 = !DILocation(line: 15, column: 26, scope: !10)
!60 = !DILocation(line: 15, column: 5, scope: !10)
!61 = !DILocation(line: 14, column: 35, scope: !10)
!62 = !DILocation(line: 14, column: 32, scope: !10)
!63 = distinct !{!63, !55, !64}
!64 = !DILocation(line: 15, column: 39, scope: !10)
!65 = !DILocation(line: 16, column: 1, scope: !10)
