; ModuleID = 'opencl/matmul_cl.cl'
source_filename = "opencl/matmul_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@matmul_cl.as = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_cl.bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @matmul_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !16
  %17 = trunc i64 %16 to i32, !dbg !16
  store i32 %17, ptr %9, align 4, !dbg !17
  %18 = call i64 @_Z12get_local_idj(i32 noundef 1) #4, !dbg !18
  %19 = trunc i64 %18 to i32, !dbg !18
  store i32 %19, ptr %10, align 4, !dbg !19
  %20 = call i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !20
  %21 = trunc i64 %20 to i32, !dbg !20
  store i32 %21, ptr %11, align 4, !dbg !21
  %22 = call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !22
  %23 = trunc i64 %22 to i32, !dbg !22
  store i32 %23, ptr %12, align 4, !dbg !23
  store float 0.000000e+00, ptr %13, align 4, !dbg !24
  store i32 0, ptr %14, align 4, !dbg !25
  br label %24, !dbg !26

24:                                               ; preds = %87, %4
  %25 = load i32, ptr %14, align 4, !dbg !27
  %26 = load i32, ptr %8, align 4, !dbg !28
  %27 = icmp slt i32 %25, %26, !dbg !29
  br i1 %27, label %28, label %90, !dbg !30

28:                                               ; preds = %24
  %29 = load ptr addrspace(1), ptr %5, align 8, !dbg !31
  %30 = load i32, ptr %11, align 4, !dbg !32
  %31 = load i32, ptr %8, align 4, !dbg !33
  %32 = mul nsw i32 %30, %31, !dbg !34
  %33 = load i32, ptr %14, align 4, !dbg !35
  %34 = add nsw i32 %32, %33, !dbg !36
  %35 = load i32, ptr %9, align 4, !dbg !37
  %36 = add nsw i32 %34, %35, !dbg !38
  %37 = sext i32 %36 to i64, !dbg !31
  %38 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %37, !dbg !31
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !31
  %40 = load i32, ptr %10, align 4, !dbg !39
  %41 = sext i32 %40 to i64, !dbg !40
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %41, !dbg !40
  %43 = load i32, ptr %9, align 4, !dbg !41
  %44 = sext i32 %43 to i64, !dbg !40
  %45 = getelementptr inbounds [16 x float], ptr addrspace(3) %42, i64 0, i64 %44, !dbg !40
  store float %39, ptr addrspace(3) %45, align 4, !dbg !42
  %46 = load ptr addrspace(1), ptr %6, align 8, !dbg !43
  %47 = load i32, ptr %14, align 4, !dbg !44
  %48 = load i32, ptr %10, align 4, !dbg !45
  %49 = add nsw i32 %47, %48, !dbg !46
  %50 = load i32, ptr %8, align 4, !dbg !47
  %51 = mul nsw i32 %49, %50, !dbg !48
  %52 = load i32, ptr %12, align 4, !dbg !49
  %53 = add nsw i32 %51, %52, !dbg !50
  %54 = sext i32 %53 to i64, !dbg !43
  %55 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %54, !dbg !43
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !43
  %57 = load i32, ptr %10, align 4, !dbg !51
  %58 = sext i32 %57 to i64, !dbg !52
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %58, !dbg !52
  %60 = load i32, ptr %9, align 4, !dbg !53
  %61 = sext i32 %60 to i64, !dbg !52
  %62 = getelementptr inbounds [16 x float], ptr addrspace(3) %59, i64 0, i64 %61, !dbg !52
  store float %56, ptr addrspace(3) %62, align 4, !dbg !54
  call void @_Z7barrierj(i32 noundef 1) #5, !dbg !55
  store i32 0, ptr %15, align 4, !dbg !56
  br label %63, !dbg !57

63:                                               ; preds = %83, %28
  %64 = load i32, ptr %15, align 4, !dbg !58
  %65 = icmp slt i32 %64, 16, !dbg !59
  br i1 %65, label %66, label %86, !dbg !60

66:                                               ; preds = %63
  %67 = load i32, ptr %10, align 4, !dbg !61
  %68 = sext i32 %67 to i64, !dbg !62
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %68, !dbg !62
  %70 = load i32, ptr %15, align 4, !dbg !63
  %71 = sext i32 %70 to i64, !dbg !62
  %72 = getelementptr inbounds [16 x float], ptr addrspace(3) %69, i64 0, i64 %71, !dbg !62
  %73 = load float, ptr addrspace(3) %72, align 4, !dbg !62
  %74 = load i32, ptr %15, align 4, !dbg !64
  %75 = sext i32 %74 to i64, !dbg !65
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %75, !dbg !65
  %77 = load i32, ptr %9, align 4, !dbg !66
  %78 = sext i32 %77 to i64, !dbg !65
  %79 = getelementptr inbounds [16 x float], ptr addrspace(3) %76, i64 0, i64 %78, !dbg !65
  %80 = load float, ptr addrspace(3) %79, align 4, !dbg !65
  %81 = load float, ptr %13, align 4, !dbg !67
  %82 = call float @llvm.fmuladd.f32(float %73, float %80, float %81), !dbg !67
  store float %82, ptr %13, align 4, !dbg !67
  br label %83, !dbg !68

83:                                               ; preds = %66
  %84 = load i32, ptr %15, align 4, !dbg !69
  %85 = add nsw i32 %84, 1, !dbg !69
  store i32 %85, ptr %15, align 4, !dbg !69
  br label %63, !dbg !60, !llvm.loop !70

86:                                               ; preds = %63
  call void @_Z7barrierj(i32 noundef 1) #5, !dbg !72
  br label %87, !dbg !73

87:                                               ; preds = %86
  %88 = load i32, ptr %14, align 4, !dbg !74
  %89 = add nsw i32 %88, 16, !dbg !74
  store i32 %89, ptr %14, align 4, !dbg !74
  br label %24, !dbg !30, !llvm.loop !75

90:                                               ; preds = %24
  %91 = load float, ptr %13, align 4, !dbg !76
  %92 = load ptr addrspace(1), ptr %7, align 8, !dbg !77
  %93 = load i32, ptr %11, align 4, !dbg !78
  %94 = load i32, ptr %8, align 4, !dbg !79
  %95 = mul nsw i32 %93, %94, !dbg !80
  %96 = load i32, ptr %12, align 4, !dbg !81
  %97 = add nsw i32 %95, %96, !dbg !82
  %98 = sext i32 %97 to i64, !dbg !77
  %99 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %98, !dbg !77
  store float %91, ptr addrspace(1) %99, align 4, !dbg !83
  ret void, !dbg !84
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/matmul_cl.cl", directory: ".")
!2 = !{ptr @matmul_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_cl", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"int"}
!15 = !{!"const", !"const", !"", !""}
!16 = !DILocation(line: 8, column: 12, scope: !9)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocation(line: 8, column: 34, scope: !9)
!19 = !DILocation(line: 8, column: 29, scope: !9)
!20 = !DILocation(line: 9, column: 13, scope: !9)
!21 = !DILocation(line: 9, column: 7, scope: !9)
!22 = !DILocation(line: 10, column: 13, scope: !9)
!23 = !DILocation(line: 10, column: 7, scope: !9)
!24 = !DILocation(line: 11, column: 9, scope: !9)
!25 = !DILocation(line: 12, column: 12, scope: !9)
!26 = !DILocation(line: 12, column: 8, scope: !9)
!27 = !DILocation(line: 12, column: 20, scope: !9)
!28 = !DILocation(line: 12, column: 25, scope: !9)
!29 = !DILocation(line: 12, column: 23, scope: !9)
!30 = !DILocation(line: 12, column: 3, scope: !9)
!31 = !DILocation(line: 13, column: 18, scope: !9)
!32 = !DILocation(line: 13, column: 20, scope: !9)
!33 = !DILocation(line: 13, column: 26, scope: !9)
!34 = !DILocation(line: 13, column: 24, scope: !9)
!35 = !DILocation(line: 13, column: 30, scope: !9)
!36 = !DILocation(line: 13, column: 28, scope: !9)
!37 = !DILocation(line: 13, column: 35, scope: !9)
!38 = !DILocation(line: 13, column: 33, scope: !9)
!39 = !DILocation(line: 13, column: 8, scope: !9)
!40 = !DILocation(line: 13, column: 5, scope: !9)
!41 = !DILocation(line: 13, column: 12, scope: !9)
!42 = !DILocation(line: 13, column: 16, scope: !9)
!43 = !DILocation(line: 14, column: 18, scope: !9)
!44 = !DILocation(line: 14, column: 21, scope: !9)
!45 = !DILocation(line: 14, column: 26, scope: !9)
!46 = !DILocation(line: 14, column: 24, scope: !9)
!47 = !DILocation(line: 14, column: 32, scope: !9)
!48 = !DILocation(line: 14, column: 30, scope: !9)
!49 = !DILocation(line: 14, column: 36, scope: !9)
!50 = !DILocation(line: 14, column: 34, scope: !9)
!51 = !DILocation(line: 14, column: 8, scope: !9)
!52 = !DILocation(line: 14, column: 5, scope: !9)
!53 = !DILocation(line: 14, column: 12, scope: !9)
!54 = !DILocation(line: 14, column: 16, scope: !9)
!55 = !DILocation(line: 15, column: 5, scope: !9)
!56 = !DILocation(line: 16, column: 14, scope: !9)
!57 = !DILocation(line: 16, column: 10, scope: !9)
!58 = !DILocation(line: 16, column: 21, scope: !9)
!59 = !DILocation(line: 16, column: 23, scope: !9)
!60 = !DILocation(line: 16, column: 5, scope: !9)
!61 = !DILocation(line: 17, column: 17, scope: !9)
!62 = !DILocation(line: 17, column: 14, scope: !9)
!63 = !DILocation(line: 17, column: 21, scope: !9)
!64 = !DILocation(line: 17, column: 29, scope: !9)
!65 = !DILocation(line: 17, column: 26, scope: !9)
!66 = !DILocation(line: 17, column: 32, scope: !9)
!67 = !DILocation(line: 17, column: 11, scope: !9)
!68 = !DILocation(line: 17, column: 7, scope: !9)
!69 = !DILocation(line: 16, column: 32, scope: !9)
!70 = distinct !{!70, !60, !71}
!71 = !DILocation(line: 17, column: 34, scope: !9)
!72 = !DILocation(line: 18, column: 5, scope: !9)
!73 = !DILocation(line: 19, column: 3, scope: !9)
!74 = !DILocation(line: 12, column: 31, scope: !9)
!75 = distinct !{!75, !30, !73}
!76 = !DILocation(line: 20, column: 22, scope: !9)
!77 = !DILocation(line: 20, column: 3, scope: !9)
!78 = !DILocation(line: 20, column: 5, scope: !9)
!79 = !DILocation(line: 20, column: 11, scope: !9)
!80 = !DILocation(line: 20, column: 9, scope: !9)
!81 = !DILocation(line: 20, column: 15, scope: !9)
!82 = !DILocation(line: 20, column: 13, scope: !9)
!83 = !DILocation(line: 20, column: 20, scope: !9)
!84 = !DILocation(line: 21, column: 1, scope: !9)
