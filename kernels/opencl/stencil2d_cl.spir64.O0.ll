; ModuleID = 'opencl/stencil2d_cl.cl'
source_filename = "opencl/stencil2d_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @stencil2d_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
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
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !15
  %13 = trunc i64 %12 to i32, !dbg !15
  store i32 %13, ptr %9, align 4, !dbg !16
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #2, !dbg !17
  %15 = trunc i64 %14 to i32, !dbg !17
  store i32 %15, ptr %10, align 4, !dbg !18
  %16 = load i32, ptr %10, align 4, !dbg !19
  %17 = load i32, ptr %7, align 4, !dbg !20
  %18 = mul nsw i32 %16, %17, !dbg !21
  %19 = load i32, ptr %9, align 4, !dbg !22
  %20 = add nsw i32 %18, %19, !dbg !23
  store i32 %20, ptr %11, align 4, !dbg !24
  %21 = load i32, ptr %9, align 4, !dbg !25
  %22 = icmp sgt i32 %21, 0, !dbg !26
  br i1 %22, label %23, label %77, !dbg !27

23:                                               ; preds = %4
  %24 = load i32, ptr %9, align 4, !dbg !28
  %25 = load i32, ptr %7, align 4, !dbg !29
  %26 = sub nsw i32 %25, 1, !dbg !30
  %27 = icmp slt i32 %24, %26, !dbg !31
  br i1 %27, label %28, label %77, !dbg !32

28:                                               ; preds = %23
  %29 = load i32, ptr %10, align 4, !dbg !33
  %30 = icmp sgt i32 %29, 0, !dbg !34
  br i1 %30, label %31, label %77, !dbg !35

31:                                               ; preds = %28
  %32 = load i32, ptr %10, align 4, !dbg !36
  %33 = load i32, ptr %8, align 4, !dbg !37
  %34 = sub nsw i32 %33, 1, !dbg !38
  %35 = icmp slt i32 %32, %34, !dbg !39
  br i1 %35, label %36, label %77, !dbg !25

36:                                               ; preds = %31
  %37 = load ptr addrspace(1), ptr %5, align 8, !dbg !40
  %38 = load i32, ptr %11, align 4, !dbg !41
  %39 = sext i32 %38 to i64, !dbg !40
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39, !dbg !40
  %41 = load float, ptr addrspace(1) %40, align 4, !dbg !40
  %42 = load ptr addrspace(1), ptr %5, align 8, !dbg !42
  %43 = load i32, ptr %11, align 4, !dbg !43
  %44 = sub nsw i32 %43, 1, !dbg !44
  %45 = sext i32 %44 to i64, !dbg !42
  %46 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %45, !dbg !42
  %47 = load float, ptr addrspace(1) %46, align 4, !dbg !42
  %48 = fadd float %41, %47, !dbg !45
  %49 = load ptr addrspace(1), ptr %5, align 8, !dbg !46
  %50 = load i32, ptr %11, align 4, !dbg !47
  %51 = add nsw i32 %50, 1, !dbg !48
  %52 = sext i32 %51 to i64, !dbg !46
  %53 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %52, !dbg !46
  %54 = load float, ptr addrspace(1) %53, align 4, !dbg !46
  %55 = fadd float %48, %54, !dbg !49
  %56 = load ptr addrspace(1), ptr %5, align 8, !dbg !50
  %57 = load i32, ptr %11, align 4, !dbg !51
  %58 = load i32, ptr %7, align 4, !dbg !52
  %59 = sub nsw i32 %57, %58, !dbg !53
  %60 = sext i32 %59 to i64, !dbg !50
  %61 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %60, !dbg !50
  %62 = load float, ptr addrspace(1) %61, align 4, !dbg !50
  %63 = fadd float %55, %62, !dbg !54
  %64 = load ptr addrspace(1), ptr %5, align 8, !dbg !55
  %65 = load i32, ptr %11, align 4, !dbg !56
  %66 = load i32, ptr %7, align 4, !dbg !57
  %67 = add nsw i32 %65, %66, !dbg !58
  %68 = sext i32 %67 to i64, !dbg !55
  %69 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %68, !dbg !55
  %70 = load float, ptr addrspace(1) %69, align 4, !dbg !55
  %71 = fadd float %63, %70, !dbg !59
  %72 = fmul float 0x3FC99999A0000000, %71, !dbg !60
  %73 = load ptr addrspace(1), ptr %6, align 8, !dbg !61
  %74 = load i32, ptr %11, align 4, !dbg !62
  %75 = sext i32 %74 to i64, !dbg !61
  %76 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %75, !dbg !61
  store float %72, ptr addrspace(1) %76, align 4, !dbg !63
  br label %87, !dbg !64

77:                                               ; preds = %31, %28, %23, %4
  %78 = load ptr addrspace(1), ptr %5, align 8, !dbg !65
  %79 = load i32, ptr %11, align 4, !dbg !66
  %80 = sext i32 %79 to i64, !dbg !65
  %81 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %80, !dbg !65
  %82 = load float, ptr addrspace(1) %81, align 4, !dbg !65
  %83 = load ptr addrspace(1), ptr %6, align 8, !dbg !67
  %84 = load i32, ptr %11, align 4, !dbg !68
  %85 = sext i32 %84 to i64, !dbg !67
  %86 = getelementptr inbounds float, ptr addrspace(1) %83, i64 %85, !dbg !67
  store float %82, ptr addrspace(1) %86, align 4, !dbg !69
  br label %87

87:                                               ; preds = %77, %36
  ret void, !dbg !70
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/stencil2d_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ee9a9e38cb7b2a77384ad95814eeabeb")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "stencil2d_cl", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"int", !"int"}
!14 = !{!"const", !"", !"", !""}
!15 = !DILocation(line: 5, column: 11, scope: !8)
!16 = !DILocation(line: 5, column: 7, scope: !8)
!17 = !DILocation(line: 6, column: 11, scope: !8)
!18 = !DILocation(line: 6, column: 7, scope: !8)
!19 = !DILocation(line: 7, column: 11, scope: !8)
!20 = !DILocation(line: 7, column: 15, scope: !8)
!21 = !DILocation(line: 7, column: 13, scope: !8)
!22 = !DILocation(line: 7, column: 23, scope: !8)
!23 = !DILocation(line: 7, column: 21, scope: !8)
!24 = !DILocation(line: 7, column: 7, scope: !8)
!25 = !DILocation(line: 8, column: 7, scope: !8)
!26 = !DILocation(line: 8, column: 9, scope: !8)
!27 = !DILocation(line: 8, column: 13, scope: !8)
!28 = !DILocation(line: 8, column: 16, scope: !8)
!29 = !DILocation(line: 8, column: 20, scope: !8)
!30 = !DILocation(line: 8, column: 26, scope: !8)
!31 = !DILocation(line: 8, column: 18, scope: !8)
!32 = !DILocation(line: 8, column: 30, scope: !8)
!33 = !DILocation(line: 8, column: 33, scope: !8)
!34 = !DILocation(line: 8, column: 35, scope: !8)
!35 = !DILocation(line: 8, column: 39, scope: !8)
!36 = !DILocation(line: 8, column: 42, scope: !8)
!37 = !DILocation(line: 8, column: 46, scope: !8)
!38 = !DILocation(line: 8, column: 53, scope: !8)
!39 = !DILocation(line: 8, column: 44, scope: !8)
!40 = !DILocation(line: 9, column: 22, scope: !8)
!41 = !DILocation(line: 9, column: 25, scope: !8)
!42 = !DILocation(line: 9, column: 30, scope: !8)
!43 = !DILocation(line: 9, column: 33, scope: !8)
!44 = !DILocation(line: 9, column: 35, scope: !8)
!45 = !DILocation(line: 9, column: 28, scope: !8)
!46 = !DILocation(line: 9, column: 42, scope: !8)
!47 = !DILocation(line: 9, column: 45, scope: !8)
!48 = !DILocation(line: 9, column: 47, scope: !8)
!49 = !DILocation(line: 9, column: 40, scope: !8)
!50 = !DILocation(line: 9, column: 54, scope: !8)
!51 = !DILocation(line: 9, column: 57, scope: !8)
!52 = !DILocation(line: 9, column: 61, scope: !8)
!53 = !DILocation(line: 9, column: 59, scope: !8)
!54 = !DILocation(line: 9, column: 52, scope: !8)
!55 = !DILocation(line: 9, column: 70, scope: !8)
!56 = !DILocation(line: 9, column: 73, scope: !8)
!57 = !DILocation(line: 9, column: 77, scope: !8)
!58 = !DILocation(line: 9, column: 75, scope: !8)
!59 = !DILocation(line: 9, column: 68, scope: !8)
!60 = !DILocation(line: 9, column: 19, scope: !8)
!61 = !DILocation(line: 9, column: 5, scope: !8)
!62 = !DILocation(line: 9, column: 9, scope: !8)
!63 = !DILocation(line: 9, column: 12, scope: !8)
!64 = !DILocation(line: 10, column: 3, scope: !8)
!65 = !DILocation(line: 11, column: 14, scope: !8)
!66 = !DILocation(line: 11, column: 17, scope: !8)
!67 = !DILocation(line: 11, column: 5, scope: !8)
!68 = !DILocation(line: 11, column: 9, scope: !8)
!69 = !DILocation(line: 11, column: 12, scope: !8)
!70 = !DILocation(line: 13, column: 1, scope: !8)
