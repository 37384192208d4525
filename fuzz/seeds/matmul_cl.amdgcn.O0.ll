; ModuleID = 'opencl/matmul_cl.cl'
source_filename = "opencl/matmul_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul_cl.as = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_cl.bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @matmul_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
  store i32 %3, ptr addrspace(5) %8, align 4
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !17
  %17 = trunc i64 %16 to i32, !dbg !17
  store i32 %17, ptr addrspace(5) %9, align 4, !dbg !18
  %18 = call i64 @_Z12get_local_idj(i32 noundef 1) #4, !dbg !19
  %19 = trunc i64 %18 to i32, !dbg !19
  store i32 %19, ptr addrspace(5) %10, align 4, !dbg !20
  %20 = call i64 @_Z13get_global_idj(i32 noundef 1) #4, !dbg !21
  %21 = trunc i64 %20 to i32, !dbg !21
  store i32 %21, ptr addrspace(5) %11, align 4, !dbg !22
  %22 = call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !23
  %23 = trunc i64 %22 to i32, !dbg !23
  store i32 %23, ptr addrspace(5) %12, align 4, !dbg !24
  store float 0.000000e+00, ptr addrspace(5) %13, align 4, !dbg !25
  store i32 0, ptr addrspace(5) %14, align 4, !dbg !26
  br label %24, !dbg !27

24:                                               ; preds = %87, %4
  %25 = load i32, ptr addrspace(5) %14, align 4, !dbg !28
  %26 = load i32, ptr addrspace(5) %8, align 4, !dbg !29
  %27 = icmp slt i32 %25, %26, !dbg !30
  br i1 %27, label %28, label %90, !dbg !31

28:                                               ; preds = %24
  %29 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !32
  %30 = load i32, ptr addrspace(5) %11, align 4, !dbg !33
  %31 = load i32, ptr addrspace(5) %8, align 4, !dbg !34
  %32 = mul nsw i32 %30, %31, !dbg !35
  %33 = load i32, ptr addrspace(5) %14, align 4, !dbg !36
  %34 = add nsw i32 %32, %33, !dbg !37
  %35 = load i32, ptr addrspace(5) %9, align 4, !dbg !38
  %36 = add nsw i32 %34, %35, !dbg !39
  %37 = sext i32 %36 to i64, !dbg !32
  %38 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %37, !dbg !32
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !32
  %40 = load i32, ptr addrspace(5) %10, align 4, !dbg !40
  %41 = sext i32 %40 to i64, !dbg !41
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %41, !dbg !41
  %43 = load i32, ptr addrspace(5) %9, align 4, !dbg !42
  %44 = sext i32 %43 to i64, !dbg !41
  %45 = getelementptr inbounds [16 x float], ptr addrspace(3) %42, i64 0, i64 %44, !dbg !41
  store float %39, ptr addrspace(3) %45, align 4, !dbg !43
  %46 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !dbg !44
  %47 = load i32, ptr addrspace(5) %14, align 4, !dbg !45
  %48 = load i32, ptr addrspace(5) %10, align 4, !dbg !46
  %49 = add nsw i32 %47, %48, !dbg !47
  %50 = load i32, ptr addrspace(5) %8, align 4, !dbg !48
  %51 = mul nsw i32 %49, %50, !dbg !49
  %52 = load i32, ptr addrspace(5) %12, align 4, !dbg !50
  %53 = add nsw i32 %51, %52, !dbg !51
  %54 = sext i32 %53 to i64, !dbg !44
  %55 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %54, !dbg !44
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !44
  %57 = load i32, ptr addrspace(5) %10, align 4, !dbg !52
  %58 = sext i32 %57 to i64, !dbg !53
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %58, !dbg !53
  %60 = load i32, ptr addrspace(5) %9, align 4, !dbg !54
  %61 = sext i32 %60 to i64, !dbg !53
  %62 = getelementptr inbounds [16 x float], ptr addrspace(3) %59, i64 0, i64 %61, !dbg !53
  store float %56, ptr addrspace(3) %62, align 4, !dbg !55
  call void @_Z7barrierj(i32 noundef 1) #5, !dbg !56
  store i32 0, ptr addrspace(5) %15, align 4, !dbg !57
  br label %63, !dbg !58

63:                                               ; preds = %83, %28
  %64 = load i32, ptr addrspace(5) %15, align 4, !dbg !59
  %65 = icmp slt i32 %64, 16, !dbg !60
  br i1 %65, label %66, label %86, !dbg !61

66:                                               ; preds = %63
  %67 = load i32, ptr addrspace(5) %10, align 4, !dbg !62
  %68 = sext i32 %67 to i64, !dbg !63
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.as, i64 0, i64 %68, !dbg !63
  %70 = load i32, ptr addrspace(5) %15, align 4, !dbg !64
  %71 = sext i32 %70 to i64, !dbg !63
  %72 = getelementptr inbounds [16 x float], ptr addrspace(3) %69, i64 0, i64 %71, !dbg !63
  %73 = load float, ptr addrspace(3) %72, align 4, !dbg !63
  %74 = load i32, ptr addrspace(5) %15, align 4, !dbg !65
  %75 = sext i32 %74 to i64, !dbg !66
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_cl.bs, i64 0, i64 %75, !dbg !66
  %77 = load i32, ptr addrspace(5) %9, align 4, !dbg !67
  %78 = sext i32 %77 to i64, !dbg !66
  %79 = getelementptr inbounds [16 x float], ptr addrspace(3) %76, i64 0, i64 %78, !dbg !66
  %80 = load float, ptr addrspace(3) %79, align 4, !dbg !66
  %81 = load float, ptr addrspace(5) %13, align 4, !dbg !68
  %82 = call float @llvm.fmuladd.f32(float %73, float %80, float %81), !dbg !68
  store float %82, ptr addrspace(5) %13, align 4, !dbg !68
  br label %83, !dbg !69

83:                                               ; preds = %66
  %84 = load i32, ptr addrspace(5) %15, align 4, !dbg !70
  %85 = add nsw i32 %84, 1, !dbg !70
  store i32 %85, ptr addrspace(5) %15, align 4, !dbg !70
  br label %63, !dbg !61, !llvm.loop !71

86:                                               ; preds = %63
  call void @_Z7barrierj(i32 noundef 1) #5, !dbg !73
  br label %87, !dbg !74

87:                                               ; preds = %86
  %88 = load i32, ptr addrspace(5) %14, align 4, !dbg !75
  %89 = add nsw i32 %88, 16, !dbg !75
  store i32 %89, ptr addrspace(5) %14, align 4, !dbg !75
  br label %24, !dbg !31, !llvm.loop !76

90:                                               ; preds = %24
  %91 = load float, ptr addrspace(5) %13, align 4, !dbg !77
  %92 = load ptr addrspace(1), ptr addrspace(5) %7, align 8, !dbg !78
  %93 = load i32, ptr addrspace(5) %11, align 4, !dbg !79
  %94 = load i32, ptr addrspace(5) %8, align 4, !dbg !80
  %95 = mul nsw i32 %93, %94, !dbg !81
  %96 = load i32, ptr addrspace(5) %12, align 4, !dbg !82
  %97 = add nsw i32 %95, %96, !dbg !83
  %98 = sext i32 %97 to i64, !dbg !78
  %99 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %98, !dbg !78
  store float %91, ptr addrspace(1) %99, align 4, !dbg !84
  ret void, !dbg !85
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/matmul_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "761d6ae4d8eb14eb7400e04f080d1fbc")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "matmul_cl", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"float*", !"float*", !"float*", !"int"}
!16 = !{!"const", !"const", !"", !""}
!17 = !DILocation(line: 8, column: 12, scope: !10)
!18 = !DILocation(line: 8, column: 7, scope: !10)
!19 = !DILocation(line: 8, column: 34, scope: !10)
!20 = !DILocation(line: 8, column: 29, scope: !10)
!21 = !DILocation(line: 9, column: 13, scope: !10)
!22 = !DILocation(line: 9, column: 7, scope: !10)
!23 = !DILocation(line: 10, column: 13, scope: !10)
!24 = !DILocation(line: 10, column: 7, scope: !10)
!25 = !DILocation(line: 11, column: 9, scope: !10)
!26 = !DILocation(line: 12, column: 12, scope: !10)
!27 = !DILocation(line: 12, column: 8, scope: !10)
!28 = !DILocation(line: 12, column: 20, scope: !10)
!29 = !DILocation(line: 12, column: 25, scope: !10)
!30 = !DILocation(line: 12, column: 23, scope: !10)
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocation(line: 13, column: 18, scope: !10)
!33 = !DILocation(line: 13, column: 20, scope: !10)
!34 = !DILocation(line: 13, column: 26, scope: !10)
!35 = !DILocation(line: 13, column: 24, scope: !10)
!36 = !DILocation(line: 13, column: 30, scope: !10)
!37 = !DILocation(line: 13, column: 28, scope: !10)
!38 = !DILocation(line: 13, column: 35, scope: !10)
!39 = !DILocation(line: 13, column: 33, scope: !10)
!40 = !DILocation(line: 13, column: 8, scope: !10)
!41 = !DILocation(line: 13, column: 5, scope: !10)
!42 = !DILocation(line: 13, column: 12, scope: !10)
!43 = !DILocation(line: 13, column: 16, scope: !10)
!44 = !DILocation(line: 14, column: 18, scope: !10)
!45 = !DILocation(line: 14, column: 21, scope: !10)
!46 = !DILocation(line: 14, column: 26, scope: !10)
!47 = !DILocation(line: 14, column: 24, scope: !10)
!48 = !DILocation(line: 14, column: 32, scope: !10)
!49 = !DILocation(line: 14, column: 30, scope: !10)
!50 = !DILocation(line: 14, column: 36, scope: !10)
!51 = !DILocation(line: 14, column: 34, scope: !10)
!52 = !DILocation(line: 14, column: 8, scope: !10)
!53 = !DILocation(line: 14, column: 5, scope: !10)
!54 = !DILocation(line: 14, column: 12, scope: !10)
!55 = !DILocation(line: 14, column: 16, scope: !10)
!56 = !DILocation(line: 15, column: 5, scope: !10)
!57 = !DILocation(line: 16, column: 14, scope: !10)
!58 = !DILocation(line: 16, column: 10, scope: !10)
!59 = !DILocation(line: 16, column: 21, scope: !10)
!60 = !DILocation(line: 16, column: 23, scope: !10)
!61 = !DILocation(line: 16, column: 5, scope: !10)
!62 = !DILocation(line: 17, column: 17, scope: !10)
!63 = !DILocation(line: 17, column: 14, scope: !10)
!64 = !DILocation(line: 17, column: 21, scope: !10)
!65 = !DILocation(line: 17, column: 29, scope: !10)
!66 = !DILocation(line: 17, column: 26, scope: !10)
!67 = !DILocation(line: 17, column: 32, scope: !10)
!68 = !DILocation(line: 17, column: 11, scope: !10)
!69 = !DILocation(line: 17, column: 7, scope: !10)
!70 = !DILocation(line: 16, column: 32, scope: !10)
!71 = distinct !{!71, !61, !72}
!72 = !DILocation(line: 17, column: 34, scope: !10)
!73 = !DILocation(line: 18, column: 5, scope: !10)
!74 = !DILocation(line: 19, column: 3, scope: !10)
!75 = !DILocation(line: 12, column: 31, scope: !10)
!76 = distinct !{!76, !31, !74}
!77 = !DILocation(line: 20, column: 22, scope: !10)
!78 = !DILocation(line: 20, column: 3, scope: !10)
!79 = !DILocation(line: 20, column: 5, scope: !10)
!80 = !DILocation(line: 20, column: 11, scope: !10)
!81 = !DILocation(line: 20, column: 9, scope: !10)
!82 = !DILocation(line: 20, column: 15, scope: !10)
!83 = !DILocation(line: 20, column: 13, scope: !10)
!84 = !DILocation(line: 20, column: 20, scope: !10)
!85 = !DILocation(line: 21, column: 1, scope: !10)
