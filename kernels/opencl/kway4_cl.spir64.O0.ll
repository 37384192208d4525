; ModuleID = 'opencl/kway4_cl.cl'
source_filename = "opencl/kway4_cl.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @kway4_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !15
  %14 = trunc i64 %13 to i32, !dbg !15
  store i32 %14, ptr %7, align 4, !dbg !16
  %15 = load ptr addrspace(1), ptr %4, align 8, !dbg !17
  %16 = load i32, ptr %7, align 4, !dbg !18
  %17 = zext i32 %16 to i64, !dbg !17
  %18 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %17, !dbg !17
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !17
  store i32 %19, ptr %8, align 4, !dbg !19
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #2, !dbg !20
  %21 = urem i64 %20, 4, !dbg !21
  switch i64 %21, label %65 [
    i64 0, label %22
    i64 1, label %35
    i64 2, label %50
  ], !dbg !22

22:                                               ; preds = %3
  store i32 0, ptr %9, align 4, !dbg !23
  br label %23, !dbg !24

23:                                               ; preds = %31, %22
  %24 = load i32, ptr %9, align 4, !dbg !25
  %25 = load i32, ptr %6, align 4, !dbg !26
  %26 = icmp slt i32 %24, %25, !dbg !27
  br i1 %26, label %27, label %34, !dbg !28

27:                                               ; preds = %23
  %28 = load i32, ptr %8, align 4, !dbg !29
  %29 = mul i32 %28, 3, !dbg !30
  %30 = add i32 %29, 40503, !dbg !31
  store i32 %30, ptr %8, align 4, !dbg !32
  br label %31, !dbg !33

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4, !dbg !34
  %33 = add nsw i32 %32, 1, !dbg !34
  store i32 %33, ptr %9, align 4, !dbg !34
  br label %23, !dbg !28, !llvm.loop !35

34:                                               ; preds = %23
  br label %79, !dbg !37

35:                                               ; preds = %3
  store i32 0, ptr %10, align 4, !dbg !38
  br label %36, !dbg !39

36:                                               ; preds = %46, %35
  %37 = load i32, ptr %10, align 4, !dbg !40
  %38 = load i32, ptr %6, align 4, !dbg !41
  %39 = icmp slt i32 %37, %38, !dbg !42
  br i1 %39, label %40, label %49, !dbg !43

40:                                               ; preds = %36
  %41 = load i32, ptr %8, align 4, !dbg !44
  %42 = load i32, ptr %8, align 4, !dbg !45
  %43 = lshr i32 %42, 2, !dbg !46
  %44 = xor i32 %41, %43, !dbg !47
  %45 = mul i32 %44, 69, !dbg !48
  store i32 %45, ptr %8, align 4, !dbg !49
  br label %46, !dbg !50

46:                                               ; preds = %40
  %47 = load i32, ptr %10, align 4, !dbg !51
  %48 = add nsw i32 %47, 1, !dbg !51
  store i32 %48, ptr %10, align 4, !dbg !51
  br label %36, !dbg !43, !llvm.loop !52

49:                                               ; preds = %36
  br label %79, !dbg !54

50:                                               ; preds = %3
  store i32 0, ptr %11, align 4, !dbg !55
  br label %51, !dbg !56

51:                                               ; preds = %61, %50
  %52 = load i32, ptr %11, align 4, !dbg !57
  %53 = load i32, ptr %6, align 4, !dbg !58
  %54 = icmp slt i32 %52, %53, !dbg !59
  br i1 %54, label %55, label %64, !dbg !60

55:                                               ; preds = %51
  %56 = load i32, ptr %8, align 4, !dbg !61
  %57 = shl i32 %56, 3, !dbg !62
  %58 = load i32, ptr %8, align 4, !dbg !63
  %59 = xor i32 %58, 42457, !dbg !64
  %60 = add i32 %57, %59, !dbg !65
  store i32 %60, ptr %8, align 4, !dbg !66
  br label %61, !dbg !67

61:                                               ; preds = %55
  %62 = load i32, ptr %11, align 4, !dbg !68
  %63 = add nsw i32 %62, 1, !dbg !68
  store i32 %63, ptr %11, align 4, !dbg !68
  br label %51, !dbg !60, !llvm.loop !69

64:                                               ; preds = %51
  br label %79, !dbg !71

65:                                               ; preds = %3
  store i32 0, ptr %12, align 4, !dbg !72
  br label %66, !dbg !73

66:                                               ; preds = %75, %65
  %67 = load i32, ptr %12, align 4, !dbg !74
  %68 = load i32, ptr %6, align 4, !dbg !75
  %69 = icmp slt i32 %67, %68, !dbg !76
  br i1 %69, label %70, label %78, !dbg !77

70:                                               ; preds = %66
  %71 = load i32, ptr %8, align 4, !dbg !78
  %72 = load i32, ptr %8, align 4, !dbg !79
  %73 = mul i32 %71, %72, !dbg !80
  %74 = add i32 %73, 43434, !dbg !81
  store i32 %74, ptr %8, align 4, !dbg !82
  br label %75, !dbg !83

75:                                               ; preds = %70
  %76 = load i32, ptr %12, align 4, !dbg !84
  %77 = add nsw i32 %76, 1, !dbg !84
  store i32 %77, ptr %12, align 4, !dbg !84
  br label %66, !dbg !77, !llvm.loop !85

78:                                               ; preds = %66
  br label %79, !dbg !87

79:                                               ; preds = %78, %64, %49, %34
  %80 = load i32, ptr %8, align 4, !dbg !88
  %81 = load ptr addrspace(1), ptr %5, align 8, !dbg !89
  %82 = load i32, ptr %7, align 4, !dbg !90
  %83 = zext i32 %82 to i64, !dbg !89
  %84 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 %83, !dbg !89
  store i32 %80, ptr addrspace(1) %84, align 4, !dbg !91
  ret void, !dbg !92
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/kway4_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "2eb5c2e3c01dae134b1e8b66b9bc9302")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!8 = distinct !DISubprogram(name: "kway4_cl", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"uint*", !"uint*", !"int"}
!14 = !{!"const", !"", !""}
!15 = !DILocation(line: 5, column: 12, scope: !8)
!16 = !DILocation(line: 5, column: 8, scope: !8)
!17 = !DILocation(line: 6, column: 12, scope: !8)
!18 = !DILocation(line: 6, column: 15, scope: !8)
!19 = !DILocation(line: 6, column: 8, scope: !8)
!20 = !DILocation(line: 7, column: 11, scope: !8)
!21 = !DILocation(line: 7, column: 27, scope: !8)
!22 = !DILocation(line: 7, column: 3, scope: !8)
!23 = !DILocation(line: 9, column: 14, scope: !8)
!24 = !DILocation(line: 9, column: 10, scope: !8)
!25 = !DILocation(line: 9, column: 21, scope: !8)
!26 = !DILocation(line: 9, column: 25, scope: !8)
!27 = !DILocation(line: 9, column: 23, scope: !8)
!28 = !DILocation(line: 9, column: 5, scope: !8)
!29 = !DILocation(line: 10, column: 11, scope: !8)
!30 = !DILocation(line: 10, column: 13, scope: !8)
!31 = !DILocation(line: 10, column: 18, scope: !8)
!32 = !DILocation(line: 10, column: 9, scope: !8)
!33 = !DILocation(line: 10, column: 7, scope: !8)
!34 = !DILocation(line: 9, column: 33, scope: !8)
!35 = distinct !{!35, !28, !36}
!36 = !DILocation(line: 10, column: 20, scope: !8)
!37 = !DILocation(line: 11, column: 5, scope: !8)
!38 = !DILocation(line: 13, column: 14, scope: !8)
!39 = !DILocation(line: 13, column: 10, scope: !8)
!40 = !DILocation(line: 13, column: 21, scope: !8)
!41 = !DILocation(line: 13, column: 25, scope: !8)
!42 = !DILocation(line: 13, column: 23, scope: !8)
!43 = !DILocation(line: 13, column: 5, scope: !8)
!44 = !DILocation(line: 14, column: 12, scope: !8)
!45 = !DILocation(line: 14, column: 17, scope: !8)
!46 = !DILocation(line: 14, column: 19, scope: !8)
!47 = !DILocation(line: 14, column: 14, scope: !8)
!48 = !DILocation(line: 14, column: 26, scope: !8)
!49 = !DILocation(line: 14, column: 9, scope: !8)
!50 = !DILocation(line: 14, column: 7, scope: !8)
!51 = !DILocation(line: 13, column: 33, scope: !8)
!52 = distinct !{!52, !43, !53}
!53 = !DILocation(line: 14, column: 28, scope: !8)
!54 = !DILocation(line: 15, column: 5, scope: !8)
!55 = !DILocation(line: 17, column: 14, scope: !8)
!56 = !DILocation(line: 17, column: 10, scope: !8)
!57 = !DILocation(line: 17, column: 21, scope: !8)
!58 = !DILocation(line: 17, column: 25, scope: !8)
!59 = !DILocation(line: 17, column: 23, scope: !8)
!60 = !DILocation(line: 17, column: 5, scope: !8)
!61 = !DILocation(line: 18, column: 12, scope: !8)
!62 = !DILocation(line: 18, column: 14, scope: !8)
!63 = !DILocation(line: 18, column: 23, scope: !8)
!64 = !DILocation(line: 18, column: 25, scope: !8)
!65 = !DILocation(line: 18, column: 20, scope: !8)
!66 = !DILocation(line: 18, column: 9, scope: !8)
!67 = !DILocation(line: 18, column: 7, scope: !8)
!68 = !DILocation(line: 17, column: 33, scope: !8)
!69 = distinct !{!69, !60, !70}
!70 = !DILocation(line: 18, column: 33, scope: !8)
!71 = !DILocation(line: 19, column: 5, scope: !8)
!72 = !DILocation(line: 21, column: 14, scope: !8)
!73 = !DILocation(line: 21, column: 10, scope: !8)
!74 = !DILocation(line: 21, column: 21, scope: !8)
!75 = !DILocation(line: 21, column: 25, scope: !8)
!76 = !DILocation(line: 21, column: 23, scope: !8)
!77 = !DILocation(line: 21, column: 5, scope: !8)
!78 = !DILocation(line: 22, column: 11, scope: !8)
!79 = !DILocation(line: 22, column: 15, scope: !8)
!80 = !DILocation(line: 22, column: 13, scope: !8)
!81 = !DILocation(line: 22, column: 17, scope: !8)
!82 = !DILocation(line: 22, column: 9, scope: !8)
!83 = !DILocation(line: 22, column: 7, scope: !8)
!84 = !DILocation(line: 21, column: 33, scope: !8)
!85 = distinct !{!85, !77, !86}
!86 = !DILocation(line: 22, column: 19, scope: !8)
!87 = !DILocation(line: 23, column: 5, scope: !8)
!88 = !DILocation(line: 25, column: 12, scope: !8)
!89 = !DILocation(line: 25, column: 3, scope: !8)
!90 = !DILocation(line: 25, column: 7, scope: !8)
!91 = !DILocation(line: 25, column: 10, scope: !8)
!92 = !DILocation(line: 26, column: 1, scope: !8)
