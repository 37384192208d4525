; ModuleID = 'opencl/histogram_cl.cl'
source_filename = "opencl/histogram_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@histogram_cl.local_hist = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @histogram_cl(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
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
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !16
  %12 = trunc i64 %11 to i32, !dbg !16
  store i32 %12, ptr %7, align 4, !dbg !17
  %13 = load i32, ptr %7, align 4, !dbg !18
  store i32 %13, ptr %8, align 4, !dbg !19
  br label %14, !dbg !20

14:                                               ; preds = %21, %3
  %15 = load i32, ptr %8, align 4, !dbg !21
  %16 = icmp ult i32 %15, 32, !dbg !22
  br i1 %16, label %17, label %27, !dbg !23

17:                                               ; preds = %14
  %18 = load i32, ptr %8, align 4, !dbg !24
  %19 = zext i32 %18 to i64, !dbg !25
  %20 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %19, !dbg !25
  store i32 0, ptr addrspace(3) %20, align 4, !dbg !26
  br label %21, !dbg !25

21:                                               ; preds = %17
  %22 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !27
  %23 = load i32, ptr %8, align 4, !dbg !28
  %24 = zext i32 %23 to i64, !dbg !28
  %25 = add i64 %24, %22, !dbg !28
  %26 = trunc i64 %25 to i32, !dbg !28
  store i32 %26, ptr %8, align 4, !dbg !28
  br label %14, !dbg !23, !llvm.loop !29

27:                                               ; preds = %14
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !31
  %28 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !32
  %29 = trunc i64 %28 to i32, !dbg !32
  store i32 %29, ptr %9, align 4, !dbg !33
  br label %30, !dbg !34

30:                                               ; preds = %44, %27
  %31 = load i32, ptr %9, align 4, !dbg !35
  %32 = load i32, ptr %5, align 4, !dbg !36
  %33 = icmp ult i32 %31, %32, !dbg !37
  br i1 %33, label %34, label %50, !dbg !38

34:                                               ; preds = %30
  %35 = load ptr addrspace(1), ptr %4, align 8, !dbg !39
  %36 = load i32, ptr %9, align 4, !dbg !40
  %37 = zext i32 %36 to i64, !dbg !39
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37, !dbg !39
  %39 = load i32, ptr addrspace(1) %38, align 4, !dbg !39
  %40 = urem i32 %39, 32, !dbg !41
  %41 = zext i32 %40 to i64, !dbg !42
  %42 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %41, !dbg !42
  %43 = call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %42) #4, !dbg !43
  br label %44, !dbg !43

44:                                               ; preds = %34
  %45 = call i64 @_Z15get_global_sizej(i32 noundef 0) #3, !dbg !44
  %46 = load i32, ptr %9, align 4, !dbg !45
  %47 = zext i32 %46 to i64, !dbg !45
  %48 = add i64 %47, %45, !dbg !45
  %49 = trunc i64 %48 to i32, !dbg !45
  store i32 %49, ptr %9, align 4, !dbg !45
  br label %30, !dbg !38, !llvm.loop !46

50:                                               ; preds = %30
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !48
  %51 = load i32, ptr %7, align 4, !dbg !49
  store i32 %51, ptr %10, align 4, !dbg !50
  br label %52, !dbg !51

52:                                               ; preds = %65, %50
  %53 = load i32, ptr %10, align 4, !dbg !52
  %54 = icmp ult i32 %53, 32, !dbg !53
  br i1 %54, label %55, label %71, !dbg !54

55:                                               ; preds = %52
  %56 = load ptr addrspace(1), ptr %6, align 8, !dbg !55
  %57 = load i32, ptr %10, align 4, !dbg !56
  %58 = zext i32 %57 to i64, !dbg !55
  %59 = getelementptr inbounds i32, ptr addrspace(1) %56, i64 %58, !dbg !55
  %60 = load i32, ptr %10, align 4, !dbg !57
  %61 = zext i32 %60 to i64, !dbg !58
  %62 = getelementptr inbounds [32 x i32], ptr addrspace(3) @histogram_cl.local_hist, i64 0, i64 %61, !dbg !58
  %63 = load i32, ptr addrspace(3) %62, align 4, !dbg !58
  %64 = call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %59, i32 noundef %63) #4, !dbg !59
  br label %65, !dbg !59

65:                                               ; preds = %55
  %66 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !60
  %67 = load i32, ptr %10, align 4, !dbg !61
  %68 = zext i32 %67 to i64, !dbg !61
  %69 = add i64 %68, %66, !dbg !61
  %70 = trunc i64 %69 to i32, !dbg !61
  store i32 %70, ptr %10, align 4, !dbg !61
  br label %52, !dbg !54, !llvm.loop !62

71:                                               ; preds = %52
  ret void, !dbg !64
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #2

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
!1 = !DIFile(filename: "opencl/histogram_cl.cl", directory: ".")
!2 = !{ptr @histogram_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram_cl", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 0, i32 1}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int", !"uint*"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 7, column: 12, scope: !9)
!17 = !DILocation(line: 7, column: 8, scope: !9)
!18 = !DILocation(line: 8, column: 17, scope: !9)
!19 = !DILocation(line: 8, column: 13, scope: !9)
!20 = !DILocation(line: 8, column: 8, scope: !9)
!21 = !DILocation(line: 8, column: 20, scope: !9)
!22 = !DILocation(line: 8, column: 22, scope: !9)
!23 = !DILocation(line: 8, column: 3, scope: !9)
!24 = !DILocation(line: 9, column: 16, scope: !9)
!25 = !DILocation(line: 9, column: 5, scope: !9)
!26 = !DILocation(line: 9, column: 19, scope: !9)
!27 = !DILocation(line: 8, column: 35, scope: !9)
!28 = !DILocation(line: 8, column: 32, scope: !9)
!29 = distinct !{!29, !23, !30}
!30 = !DILocation(line: 9, column: 21, scope: !9)
!31 = !DILocation(line: 10, column: 3, scope: !9)
!32 = !DILocation(line: 11, column: 17, scope: !9)
!33 = !DILocation(line: 11, column: 13, scope: !9)
!34 = !DILocation(line: 11, column: 8, scope: !9)
!35 = !DILocation(line: 11, column: 35, scope: !9)
!36 = !DILocation(line: 11, column: 45, scope: !9)
!37 = !DILocation(line: 11, column: 37, scope: !9)
!38 = !DILocation(line: 11, column: 3, scope: !9)
!39 = !DILocation(line: 12, column: 34, scope: !9)
!40 = !DILocation(line: 12, column: 37, scope: !9)
!41 = !DILocation(line: 12, column: 40, scope: !9)
!42 = !DILocation(line: 12, column: 17, scope: !9)
!43 = !DILocation(line: 12, column: 5, scope: !9)
!44 = !DILocation(line: 11, column: 53, scope: !9)
!45 = !DILocation(line: 11, column: 50, scope: !9)
!46 = distinct !{!46, !38, !47}
!47 = !DILocation(line: 12, column: 47, scope: !9)
!48 = !DILocation(line: 13, column: 3, scope: !9)
!49 = !DILocation(line: 14, column: 17, scope: !9)
!50 = !DILocation(line: 14, column: 13, scope: !9)
!51 = !DILocation(line: 14, column: 8, scope: !9)
!52 = !DILocation(line: 14, column: 20, scope: !9)
!53 = !DILocation(line: 14, column: 22, scope: !9)
!54 = !DILocation(line: 14, column: 3, scope: !9)
!55 = !DILocation(line: 15, column: 17, scope: !9)
!56 = !DILocation(line: 15, column: 22, scope: !9)
!57 = !DILocation(line: 15, column: 37, scope: !9)
!58 = !DILocation(line: 15, column: 26, scope: !9)
!59 = !DILocation(line: 15, column: 5, scope: !9)
!60 = !DILocation(line: 14, column: 35, scope: !9)
!61 = !DILocation(line: 14, column: 32, scope: !9)
!62 = distinct !{!62, !54, !63}
!63 = !DILocation(line: 15, column: 39, scope: !9)
!64 = !DILocation(line: 16, column: 1, scope: !9)
