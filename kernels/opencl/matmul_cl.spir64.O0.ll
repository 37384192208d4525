; ModuleID = 'opencl/matmul_cl.cl'
source_filename = "opencl/matmul_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@matmul_cl.as = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_cl.bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @matmul_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
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
  %16 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !15
  %17 = trunc i64 %16 to i32, !dbg !15
  store i32 %17, ptr %9, align 4, !dbg !16
  %18 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4, !dbg !17
  %19 = trunc i64 %18 to i32, !dbg !17
  store i32 %19, ptr %10, align 4, !dbg !18
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !19
  %21 = trunc i64 %20 to i32, !dbg !19
  store i32 %21, ptr %11, align 4, !dbg !20
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !21
  %23 = trunc i64 %22 to i32, !dbg !21
  store i32 %23, ptr %12, align 4, !dbg !22
  store float 0.000000e+00, ptr %13, align 4, !dbg !23
  store i32 0, ptr %14, align 4, !dbg !24
  br label %24, !dbg !25

24:                                               ; preds = %87, %4
  %25 = load i32, ptr %14, align 4, !dbg !26
  %26 = load i32, ptr %8, align 4, !dbg !27
  %27 = icmp slt i32 %25, %26, !dbg !28
  br i1 %27, label %28, label %90, !dbg !29

28:                                               ; preds = %24
  %29 = load ptr addrspace(1), ptr %5, align 8, !dbg !30
  %30 = load i32, ptr %11, align 4, !dbg !31
  %31 = load i32, ptr %8, align 4, !dbg !32
  %32 = mul nsw i32 %30, %31, !dbg !33
  %33 = load i32, ptr %14, align 4, !dbg !34
  %34 = add nsw i32 %32, %33, !dbg !35
  %35 = load i32, ptr %9, align 4, !dbg !36
  %36 = add nsw i32 %34, %35, !dbg !37
  %37 = sext i32 %36 to i64, !dbg !30
  %38 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %37, !dbg !30
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !30
  %40 = load i32, ptr %10, align 4, !dbg !38
  %41 = sext i32 %40 to i64, !dbg !39
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %41, !dbg !39
  %43 = load i32, ptr %9, align 4, !dbg !40
  %44 = sext i32 %43 to i64, !dbg !39
  %45 = getelementptr inbounds [16 x float], ptr addrspace(3) %42, i64 0, i64 %44, !dbg !39
  store float %39, ptr addrspace(3) %45, align 4, !dbg !41
  %46 = load ptr addrspace(1), ptr %6, align 8, !dbg !42
  %47 = load i32, ptr %14, align 4, !dbg !43
  %48 = load i32, ptr %10, align 4, !dbg !44
  %49 = add nsw i32 %47, %48, !dbg !45
  %50 = load i32, ptr %8, align 4, !dbg !46
  %51 = mul nsw i32 %49, %50, !dbg !47
  %52 = load i32, ptr %12, align 4, !dbg !48
  %53 = add nsw i32 %51, %52, !dbg !49
  %54 = sext i32 %53 to i64, !dbg !42
  %55 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %54, !dbg !42
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !42
  %57 = load i32, ptr %10, align 4, !dbg !50
  %58 = sext i32 %57 to i64, !dbg !51
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %58, !dbg !51
  %60 = load i32, ptr %9, align 4, !dbg !52
  %61 = sext i32 %60 to i64, !dbg !51
  %62 = getelementptr inbounds [16 x float], ptr addrspace(3) %59, i64 0, i64 %61, !dbg !51
  store float %56, ptr addrspace(3) %62, align 4, !dbg !53
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !54
  store i32 0, ptr %15, align 4, !dbg !55
  br label %63, !dbg !56

63:                                               ; preds = %83, %28
  %64 = load i32, ptr %15, align 4, !dbg !57
  %65 = icmp slt i32 %64, 16, !dbg !58
  br i1 %65, label %66, label %86, !dbg !59

66:                                               ; preds = %63
  %67 = load i32, ptr %10, align 4, !dbg !60
  %68 = sext i32 %67 to i64, !dbg !61
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %68, !dbg !61
  %70 = load i32, ptr %15, align 4, !dbg !62
  %71 = sext i32 %70 to i64, !dbg !61
  %72 = getelementptr inbounds [16 x float], ptr addrspace(3) %69, i64 0, i64 %71, !dbg !61
  %73 = load float, ptr addrspace(3) %72, align 4, !dbg !61
  %74 = load i32, ptr %15, align 4, !dbg !63
  %75 = sext i32 %74 to i64, !dbg !64
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %75, !dbg !64
  %77 = load i32, ptr %9, align 4, !dbg !65
  %78 = sext i32 %77 to i64, !dbg !64
  %79 = getelementptr inbounds [16 x float], ptr addrspace(3) %76, i64 0, i64 %78, !dbg !64
  %80 = load float, ptr addrspace(3) %79, align 4, !dbg !64
  %81 = load float, ptr %13, align 4, !dbg !66
  %82 = call float @llvm.fmuladd.f32(float %73, float %80, float %81), !dbg !66
  store float %82, ptr %13, align 4, !dbg !66
  br label %83, !dbg !67

83:                                               ; preds = %66
  %84 = load i32, ptr %15, align 4, !dbg !68
  %85 = add nsw i32 %84, 1, !dbg !68
  store i32 %85, ptr %15, align 4, !dbg !68
  br label %63, !dbg !59, !llvm.loop !69

86:                                               ; preds = %63
  call spir_func void @_Z7barrierj(i32 noundef 1) #5, !dbg !71
  br label %87, !dbg !72

87:                                               ; preds = %86
  %88 = load i32, ptr %14, align 4, !dbg !73
  %89 = add nsw i32 %88, 16, !dbg !73
  store i32 %89, ptr %14, align 4, !dbg !73
  br label %24, !dbg !29, !llvm.loop !74

90:                                               ; preds = %24
  %91 = load float, ptr %13, align 4, !dbg !75
  %92 = load ptr addrspace(1), ptr %7, align 8, !dbg !76
  %93 = load i32, ptr %11, align 4, !dbg !77
  %94 = load i32, ptr %8, align 4, !dbg !78
  %95 = mul nsw i32 %93, %94, !dbg !79
  %96 = load i32, ptr %12, align 4, !dbg !80
  %97 = add nsw i32 %95, %96, !dbg !81
  %98 = sext i32 %97 to i64, !dbg !76
  %99 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %98, !dbg !76
  store float %91, ptr addrspace(1) %99, align 4, !dbg !82
  ret void, !dbg !83
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/matmul_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "761d6ae4d8eb14eb7400e04f080d1fbc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "matmul_cl", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"float*", !"int"}
!14 = !{!"const", !"const", !"", !""}
!15 = !DILocation(line: 8, column: 12, scope: !8)
!16 = !DILocation(line: 8, column: 7, scope: !8)
!17 = !DILocation(line: 8, column: 34, scope: !8)
!18 = !DILocation(line: 8, column: 29, scope: !8)
!19 = !DILocation(line: 9, column: 13, scope: !8)
!20 = !DILocation(line: 9, column: 7, scope: !8)
!21 = !DILocation(line: 10, column: 13, scope: !8)
!22 = !DILocation(line: 10, column: 7, scope: !8)
!23 = !DILocation(line: 11, column: 9, scope: !8)
!24 = !DILocation(line: 12, column: 12, scope: !8)
!25 = !DILocation(line: 12, column: 8, scope: !8)
!26 = !DILocation(line: 12, column: 20, scope: !8)
!27 = !DILocation(line: 12, column: 25, scope: !8)
!28 = !DILocation(line: 12, column: 23, scope: !8)
!29 = !DILocation(line: 12, column: 3, scope: !8)
!30 = !DILocation(line: 13, column: 18, scope: !8)
!31 = !DILocation(line: 13, column: 20, scope: !8)
!32 = !DILocation(line: 13, column: 26, scope: !8)
!33 = !DILocation(line: 13, column: 24, scope: !8)
!34 = !DILocation(line: 13, column: 30, scope: !8)
!35 = !DILocation(line: 13, column: 28, scope: !8)
!36 = !DILocation(line: 13, column: 35, scope: !8)
!37 = !DILocation(line: 13, column: 33, scope: !8)
!38 = !DILocation(line: 13, column: 8, scope: !8)
!39 = !DILocation(line: 13, column: 5, scope: !8)
!40 = !DILocation(line: 13, column: 12, scope: !8)
!41 = !DILocation(line: 13, column: 16, scope: !8)
!42 = !DILocation(line: 14, column: 18, scope: !8)
!43 = !DILocation(line: 14, column: 21, scope: !8)
!44 = !DILocation(line: 14, column: 26, scope: !8)
!45 = !DILocation(line: 14, column: 24, scope: !8)
!46 = !DILocation(line: 14, column: 32, scope: !8)
!47 = !DILocation(line: 14, column: 30, scope: !8)
!48 = !DILocation(line: 14, column: 36, scope: !8)
!49 = !DILocation(line: 14, column: 34, scope: !8)
!50 = !DILocation(line: 14, column: 8, scope: !8)
!51 = !DILocation(line: 14, column: 5, scope: !8)
!52 = !DILocation(line: 14, column: 12, scope: !8)
!53 = !DILocation(line: 14, column: 16, scope: !8)
!54 = !DILocation(line: 15, column: 5, scope: !8)
!55 = !DILocation(line: 16, column: 14, scope: !8)
!56 = !DILocation(line: 16, column: 10, scope: !8)
!57 = !DILocation(line: 16, column: 21, scope: !8)
!58 = !DILocation(line: 16, column: 23, scope: !8)
!59 = !DILocation(line: 16, column: 5, scope: !8)
!60 = !DILocation(line: 17, column: 17, scope: !8)
!61 = !DILocation(line: 17, column: 14, scope: !8)
!62 = !DILocation(line: 17, column: 21, scope: !8)
!63 = !DILocation(line: 17, column: 29, scope: !8)
!64 = !DILocation(line: 17, column: 26, scope: !8)
!65 = !DILocation(line: 17, column: 32, scope: !8)
!66 = !DILocation(line: 17, column: 11, scope: !8)
!67 = !DILocation(line: 17, column: 7, scope: !8)
!68 = !DILocation(line: 16, column: 32, scope: !8)
!69 = distinct !{!69, !59, !70}
!70 = !DILocation(line: 17, column: 34, scope: !8)
!71 = !DILocation(line: 18, column: 5, scope: !8)
!72 = !DILocation(line: 19, column: 3, scope: !8)
!73 = !DILocation(line: 12, column: 31, scope: !8)
!74 = distinct !{!74, !29, !72}
!75 = !DILocation(line: 20, column: 22, scope: !8)
!76 = !DILocation(line: 20, column: 3, scope: !8)
!77 = !DILocation(line: 20, column: 5, scope: !8)
!78 = !DILocation(line: 20, column: 11, scope: !8)
!79 = !DILocation(line: 20, column: 9, scope: !8)
!80 = !DILocation(line: 20, column: 15, scope: !8)
!81 = !DILocation(line: 20, column: 13, scope: !8)
!82 = !DILocation(line: 20, column: 20, scope: !8)
!83 = !DILocation(line: 21, column: 1, scope: !8)
