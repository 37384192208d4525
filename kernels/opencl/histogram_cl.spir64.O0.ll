; ModuleID = 'opencl/histogram_cl.cl'
source_filename = "opencl/histogram_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@histogram_cl.local_hist = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @histogram_cl(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr addrspace(1) %2, ptr %6, align 8
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !15
  %12 = trunc i64 %11 to i32, !dbg !15
  store i32 %12, ptr %7, align 4, !dbg !16
  %13 = load i32, ptr %7, align 4, !dbg !17
  store i32 %13, ptr %8, align 4, !dbg !18
  br label %14, !dbg !19

14:                                               ; preds = %21, %3
  %15 = load i32, ptr %8, align 4, !dbg !20
  %16 = icmp ult i32 %15, 32, !dbg !21
  br i1 %16, label %17, label %27, !dbg !22

17:                                               ; preds = %14
  %18 = load i32, ptr %8, align 4, !dbg !23
  %19 = zext i32 %18 to i64, !dbg !24
  %20 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %19, !dbg !24
  store i32 0, ptr addrspace(3) %20, align 4, !dbg !25
  br label %21, !dbg !24

21:                                               ; preds = %17
  %22 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !26
  %23 = load i32, ptr %8, align 4, !dbg !27
  %24 = zext i32 %23 to i64, !dbg !27
  %25 = add i64 %24, %22, !dbg !27
  %26 = trunc i64 %25 to i32, !dbg !27
  store i32 %26, ptr %8, align 4, !dbg !27
  br label %14, !dbg !22, !llvm.loop !28

27:                                               ; preds = %14
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !30
  %28 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !31
  %29 = trunc i64 %28 to i32, !dbg !31
  store i32 %29, ptr %9, align 4, !dbg !32
  br label %30, !dbg !33

30:                                               ; preds = %44, %27
  %31 = load i32, ptr %9, align 4, !dbg !34
  %32 = load i32, ptr %5, align 4, !dbg !35
  %33 = icmp ult i32 %31, %32, !dbg !36
  br i1 %33, label %34, label %50, !dbg !37

34:                                               ; preds = %30
  %35 = load ptr addrspace(1), ptr %4, align 8, !dbg !38
  %36 = load i32, ptr %9, align 4, !dbg !39
  %37 = zext i32 %36 to i64, !dbg !38
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37, !dbg !38
  %39 = load i32, ptr addrspace(1) %38, align 4, !dbg !38
  %40 = urem i32 %39, 32, !dbg !40
  %41 = zext i32 %40 to i64, !dbg !41
  %42 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %41, !dbg !41
  %43 = call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %42) #4, !dbg !42
  br label %44, !dbg !42

44:                                               ; preds = %34
  %45 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !43
  %46 = load i32, ptr %9, align 4, !dbg !44
  %47 = zext i32 %46 to i64, !dbg !44
  %48 = add i64 %47, %45, !dbg !44
  %49 = trunc i64 %48 to i32, !dbg !44
  store i32 %49, ptr %9, align 4, !dbg !44
  br label %30, !dbg !37, !llvm.loop !45

50:                                               ; preds = %30
  call spir_func void @_Z7barrierj(i32 noundef 1) #4, !dbg !47
  %51 = load i32, ptr %7, align 4, !dbg !48
  store i32 %51, ptr %10, align 4, !dbg !49
  br label %52, !dbg !50

52:                                               ; preds = %65, %50
  %53 = load i32, ptr %10, align 4, !dbg !51
  %54 = icmp ult i32 %53, 32, !dbg !52
  br i1 %54, label %55, label %71, !dbg !53

55:                                               ; preds = %52
  %56 = load ptr addrspace(1), ptr %6, align 8, !dbg !54
  %57 = load i32, ptr %10, align 4, !dbg !55
  %58 = zext i32 %57 to i64, !dbg !54
  %59 = getelementptr inbounds i32, ptr addrspace(1) %56, i64 %58, !dbg !54
  %60 = load i32, ptr %10, align 4, !dbg !56
  %61 = zext i32 %60 to i64, !dbg !57
  %62 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %61, !dbg !57
  %63 = load i32, ptr addrspace(3) %62, align 4, !dbg !57
  %64 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %59, i32 noundef %63) #4, !dbg !58
  br label %65, !dbg !58

65:                                               ; preds = %55
  %66 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !59
  %67 = load i32, ptr %10, align 4, !dbg !60
  %68 = zext i32 %67 to i64, !dbg !60
  %69 = add i64 %68, %66, !dbg !60
  %70 = trunc i64 %69 to i32, !dbg !60
  store i32 %70, ptr %10, align 4, !dbg !60
  br label %52, !dbg !53, !llvm.loop !61

71:                                               ; preds = %52
  ret void, !dbg !63
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "opencl/histogram_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "77118710cc18454cd371e80e782086f1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "histogram_cl", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 0, i32 1}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int", !"uint*"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 7, column: 12, scope: !8)
!16 = !DILocation(line: 7, column: 8, scope: !8)
!17 = !DILocation(line: 8, column: 17, scope: !8)
!18 = !DILocation(line: 8, column: 13, scope: !8)
!19 = !DILocation(line: 8, column: 8, scope: !8)
!20 = !DILocation(line: 8, column: 20, scope: !8)
!21 = !DILocation(line: 8, column: 22, scope: !8)
!22 = !DILocation(line: 8, column: 3, scope: !8)
!23 = !DILocation(line: 9, column: 16, scope: !8)
!24 = !DILocation(line: 9, column: 5, scope: !8)
!25 = !DILocation(line: 9, column: 19, scope: !8)
!26 = !DILocation(line: 8, column: 35, scope: !8)
!27 = !DILocation(line: 8, column: 32, scope: !8)
!28 = distinct !{!28, !22, !29}
!29 = !DILocation(line: 9, column: 21, scope: !8)
!30 = !DILocation(line: 10, column: 3, scope: !8)
!31 = !DILocation(line: 11, column: 17, scope: !8)
!32 = !DILocation(line: 11, column: 13, scope: !8)
!33 = !DILocation(line: 11, column: 8, scope: !8)
!34 = !DILocation(line: 11, column: 35, scope: !8)
!35 = !DILocation(line: 11, column: 45, scope: !8)
!36 = !DILocation(line: 11, column: 37, scope: !8)
!37 = !DILocation(line: 11, column: 3, scope: !8)
!38 = !DILocation(line: 12, column: 34, scope: !8)
!39 = !DILocation(line: 12, column: 37, scope: !8)
!40 = !DILocation(line: 12, column: 40, scope: !8)
!41 = !DILocation(line: 12, column: 17, scope: !8)
!42 = !DILocation(line: 12, column: 5, scope: !8)
!43 = !DILocation(line: 11, column: 53, scope: !8)
!44 = !DILocation(line: 11, column: 50, scope: !8)
!45 = distinct !{!45, !37, !46}
!46 = !DILocation(line: 12, column: 47, scope: !8)
!47 = !DILocation(line: 13, column: 3, scope: !8)
!48 = !DILocation(line: 14, column: 17, scope: !8)
!49 = !DILocation(line: 14, column: 13, scope: !8)
!50 = !DILocation(line: 14, column: 8, scope: !8)
!51 = !DILocation(line: 14, column: 20, scope: !8)
!52 = !DILocation(line: 14, column: 22, scope: !8)
!53 = !DILocation(line: 14, column: 3, scope: !8)
!54 = !DILocation(line: 15, column: 17, scope: !8)
!55 = !DILocation(line: 15, column: 22, scope: !8)
!56 = !DILocation(line: 15, column: 37, scope: !8)
!57 = !DILocation(line: 15, column: 26, scope: !8)
!58 = !DILocation(line: 15, column: 5, scope: !8)
!59 = !DILocation(line: 14, column: 35, scope: !8)
!60 = !DILocation(line: 14, column: 32, scope: !8)
!61 = distinct !{!61, !53, !62}
!62 = !DILocation(line: 15, column: 39, scope: !8)
!63 = !DILocation(line: 16, column: 1, scope: !8)
