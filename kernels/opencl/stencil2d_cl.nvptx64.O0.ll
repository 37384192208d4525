; ModuleID = 'opencl/stencil2d_cl.cl'
source_filename = "opencl/stencil2d_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @stencil2d_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %13 = trunc i64 %12 to i32, !dbg !16
  store i32 %13, ptr %9, align 4, !dbg !17
  %14 = call i64 @_Z13get_global_idj(i32 noundef 1) #2, !dbg !18
  %15 = trunc i64 %14 to i32, !dbg !18
  store i32 %15, ptr %10, align 4, !dbg !19
  %16 = load i32, ptr %10, align 4, !dbg !20
  %17 = load i32, ptr %7, align 4, !dbg !21
  %18 = mul nsw i32 %16, %17, !dbg !22
  %19 = load i32, ptr %9, align 4, !dbg !23
  %20 = add nsw i32 %18, %19, !dbg !24
  store i32 %20, ptr %11, align 4, !dbg !25
  %21 = load i32, ptr %9, align 4, !dbg !26
  %22 = icmp sgt i32 %21, 0, !dbg !27
  br i1 %22, label %23, label %77, !dbg !28

23:                                               ; preds = %4
  %24 = load i32, ptr %9, align 4, !dbg !29
  %25 = load i32, ptr %7, align 4, !dbg !30
  %26 = sub nsw i32 %25, 1, !dbg !31
  %27 = icmp slt i32 %24, %26, !dbg !32
  br i1 %27, label %28, label %77, !dbg !33

28:                                               ; preds = %23
  %29 = load i32, ptr %10, align 4, !dbg !34
  %30 = icmp sgt i32 %29, 0, !dbg !35
  br i1 %30, label %31, label %77, !dbg !36

31:                                               ; preds = %28
  %32 = load i32, ptr %10, align 4, !dbg !37
  %33 = load i32, ptr %8, align 4, !dbg !38
  %34 = sub nsw i32 %33, 1, !dbg !39
  %35 = icmp slt i32 %32, %34, !dbg !40
  br i1 %35, label %36, label %77, !dbg !26

36:                                               ; preds = %31
  %37 = load ptr addrspace(1), ptr %5, align 8, !dbg !41
  %38 = load i32, ptr %11, align 4, !dbg !42
  %39 = sext i32 %38 to i64, !dbg !41
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39, !dbg !41
  %41 = load float, ptr addrspace(1) %40, align 4, !dbg !41
  %42 = load ptr addrspace(1), ptr %5, align 8, !dbg !43
  %43 = load i32, ptr %11, align 4, !dbg !44
  %44 = sub nsw i32 %43, 1, !dbg !45
  %45 = sext i32 %44 to i64, !dbg !43
  %46 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %45, !dbg !43
  %47 = load float, ptr addrspace(1) %46, align 4, !dbg !43
  %48 = fadd float %41, %47, !dbg !46
  %49 = load ptr addrspace(1), ptr %5, align 8, !dbg !47
  %50 = load i32, ptr %11, align 4, !dbg !48
  %51 = add nsw i32 %50, 1, !dbg !49
  %52 = sext i32 %51 to i64, !dbg !47
  %53 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %52, !dbg !47
  %54 = load float, ptr addrspace(1) %53, align 4, !dbg !47
  %55 = fadd float %48, %54, !dbg !50
  %56 = load ptr addrspace(1), ptr %5, align 8, !dbg !51
  %57 = load i32, ptr %11, align 4, !dbg !52
  %58 = load i32, ptr %7, align 4, !dbg !53
  %59 = sub nsw i32 %57, %58, !dbg !54
  %60 = sext i32 %59 to i64, !dbg !51
  %61 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %60, !dbg !51
  %62 = load float, ptr addrspace(1) %61, align 4, !dbg !51
  %63 = fadd float %55, %62, !dbg !55
  %64 = load ptr addrspace(1), ptr %5, align 8, !dbg !56
  %65 = load i32, ptr %11, align 4, !dbg !57
  %66 = load i32, ptr %7, align 4, !dbg !58
  %67 = add nsw i32 %65, %66, !dbg !59
  %68 = sext i32 %67 to i64, !dbg !56
  %69 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %68, !dbg !56
  %70 = load float, ptr addrspace(1) %69, align 4, !dbg !56
  %71 = fadd float %63, %70, !dbg !60
  %72 = fmul float 0x3FC99999A0000000, %71, !dbg !61
  %73 = load ptr addrspace(1), ptr %6, align 8, !dbg !62
  %74 = load i32, ptr %11, align 4, !dbg !63
  %75 = sext i32 %74 to i64, !dbg !62
  %76 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %75, !dbg !62
  store float %72, ptr addrspace(1) %76, align 4, !dbg !64
  br label %87, !dbg !65

77:                                               ; preds = %31, %28, %23, %4
  %78 = load ptr addrspace(1), ptr %5, align 8, !dbg !66
  %79 = load i32, ptr %11, align 4, !dbg !67
  %80 = sext i32 %79 to i64, !dbg !66
  %81 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %80, !dbg !66
  %82 = load float, ptr addrspace(1) %81, align 4, !dbg !66
  %83 = load ptr addrspace(1), ptr %6, align 8, !dbg !68
  %84 = load i32, ptr %11, align 4, !dbg !69
  %85 = sext i32 %84 to i64, !dbg !68
  %86 = getelementptr inbounds float, ptr addrspace(1) %83, i64 %85, !dbg !68
  store float %82, ptr addrspace(1) %86, align 4, !dbg !70
  br label %87

87:                                               ; preds = %77, %36
  ret void, !dbg !71
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/stencil2d_cl.cl", directory: ".")
!2 = !{ptr @stencil2d_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "stencil2d_cl", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"int", !"int"}
!15 = !{!"const", !"", !"", !""}
!16 = !DILocation(line: 5, column: 11, scope: !9)
!17 = !DILocation(line: 5, column: 7, scope: !9)
!18 = !DILocation(line: 6, column: 11, scope: !9)
!19 = !DILocation(line: 6, column: 7, scope: !9)
!20 = !DILocation(line: 7, column: 11, scope: !9)
!21 = !DILocation(line: 7, column: 15, scope: !9)
!22 = !DILocation(line: 7, column: 13, scope: !9)
!23 = !DILocation(line: 7, column: 23, scope: !9)
!24 = !DILocation(line: 7, column: 21, scope: !9)
!25 = !DILocation(line: 7, column: 7, scope: !9)
!26 = !DILocation(line: 8, column: 7, scope: !9)
!27 = !DILocation(line: 8, column: 9, scope: !9)
!28 = !DILocation(line: 8, column: 13, scope: !9)
!29 = !DILocation(line: 8, column: 16, scope: !9)
!30 = !DILocation(line: 8, column: 20, scope: !9)
!31 = !DILocation(line: 8, column: 26, scope: !9)
!32 = !DILocation(line: 8, column: 18, scope: !9)
!33 = !DILocation(line: 8, column: 30, scope: !9)
!34 = !DILocation(line: 8, column: 33, scope: !9)
!35 = !DILocation(line: 8, column: 35, scope: !9)
!36 = !DILocation(line: 8, column: 39, scope: !9)
!37 = !DILocation(line: 8, column: 42, scope: !9)
!38 = !DILocation(line: 8, column: 46, scope: !9)
!39 = !DILocation(line: 8, column: 53, scope: !9)
!40 = !DILocation(line: 8, column: 44, scope: !9)
!41 = !DILocation(line: 9, column: 22, scope: !9)
!42 = !DILocation(line: 9, column: 25, scope: !9)
!43 = !DILocation(line: 9, column: 30, scope: !9)
!44 = !DILocation(line: 9, column: 33, scope: !9)
!45 = !DILocation(line: 9, column: 35, scope: !9)
!46 = !DILocation(line: 9, column: 28, scope: !9)
!47 = !DILocation(line: 9, column: 42, scope: !9)
!48 = !DILocation(line: 9, column: 45, scope: !9)
!49 = !DILocation(line: 9, column: 47, scope: !9)
!50 = !DILocation(line: 9, column: 40, scope: !9)
!51 = !DILocation(line: 9, column: 54, scope: !9)
!52 = !DILocation(line: 9, column: 57, scope: !9)
!53 = !DILocation(line: 9, column: 61, scope: !9)
!54 = !DILocation(line: 9, column: 59, scope: !9)
!55 = !DILocation(line: 9, column: 52, scope: !9)
!56 = !DILocation(line: 9, column: 70, scope: !9)
!57 = !DILocation(line: 9, column: 73, scope: !9)
!58 = !DILocation(line: 9, column: 77, scope: !9)
!59 = !DILocation(line: 9, column: 75, scope: !9)
!60 = !DILocation(line: 9, column: 68, scope: !9)
!61 = !DILocation(line: 9, column: 19, scope: !9)
!62 = !DILocation(line: 9, column: 5, scope: !9)
!63 = !DILocation(line: 9, column: 9, scope: !9)
!64 = !DILocation(line: 9, column: 12, scope: !9)
!65 = !DILocation(line: 10, column: 3, scope: !9)
!66 = !DILocation(line: 11, column: 14, scope: !9)
!67 = !DILocation(line: 11, column: 17, scope: !9)
!68 = !DILocation(line: 11, column: 5, scope: !9)
!69 = !DILocation(line: 11, column: 9, scope: !9)
!70 = !DILocation(line: 11, column: 12, scope: !9)
!71 = !DILocation(line: 13, column: 1, scope: !9)
