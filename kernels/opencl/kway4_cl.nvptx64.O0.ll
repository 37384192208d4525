; ModuleID = 'opencl/kway4_cl.cl'
source_filename = "opencl/kway4_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @kway4_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
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
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %14 = trunc i64 %13 to i32, !dbg !16
  store i32 %14, ptr %7, align 4, !dbg !17
  %15 = load ptr addrspace(1), ptr %4, align 8, !dbg !18
  %16 = load i32, ptr %7, align 4, !dbg !19
  %17 = zext i32 %16 to i64, !dbg !18
  %18 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %17, !dbg !18
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !18
  store i32 %19, ptr %8, align 4, !dbg !20
  %20 = call i64 @_Z12get_local_idj(i32 noundef 0) #2, !dbg !21
  %21 = urem i64 %20, 4, !dbg !22
  switch i64 %21, label %65 [
    i64 0, label %22
    i64 1, label %35
    i64 2, label %50
  ], !dbg !23

22:                                               ; preds = %3
  store i32 0, ptr %9, align 4, !dbg !24
  br label %23, !dbg !25

23:                                               ; preds = %31, %22
  %24 = load i32, ptr %9, align 4, !dbg !26
  %25 = load i32, ptr %6, align 4, !dbg !27
  %26 = icmp slt i32 %24, %25, !dbg !28
  br i1 %26, label %27, label %34, !dbg !29

27:                                               ; preds = %23
  %28 = load i32, ptr %8, align 4, !dbg !30
  %29 = mul i32 %28, 3, !dbg !31
  %30 = add i32 %29, 40503, !dbg !32
  store i32 %30, ptr %8, align 4, !dbg !33
  br label %31, !dbg !34

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4, !dbg !35
  %33 = add nsw i32 %32, 1, !dbg !35
  store i32 %33, ptr %9, align 4, !dbg !35
  br label %23, !dbg !29, !llvm.loop !36

34:                                               ; preds = %23
  br label %79, !dbg !38

35:                                               ; preds = %3
  store i32 0, ptr %10, align 4, !dbg !39
  br label %36, !dbg !40

36:                                               ; preds = %46, %35
  %37 = load i32, ptr %10, align 4, !dbg !41
  %38 = load i32, ptr %6, align 4, !dbg !42
  %39 = icmp slt i32 %37, %38, !dbg !43
  br i1 %39, label %40, label %49, !dbg !44

40:                                               ; preds = %36
  %41 = load i32, ptr %8, align 4, !dbg !45
  %42 = load i32, ptr %8, align 4, !dbg !46
  %43 = lshr i32 %42, 2, !dbg !47
  %44 = xor i32 %41, %43, !dbg !48
  %45 = mul i32 %44, 69, !dbg !49
  store i32 %45, ptr %8, align 4, !dbg !50
  br label %46, !dbg !51

46:                                               ; preds = %40
  %47 = load i32, ptr %10, align 4, !dbg !52
  %48 = add nsw i32 %47, 1, !dbg !52
  store i32 %48, ptr %10, align 4, !dbg !52
  br label %36, !dbg !44, !llvm.loop !53

49:                                               ; preds = %36
  br label %79, !dbg !55

50:                                               ; preds = %3
  store i32 0, ptr %11, align 4, !dbg !56
  br label %51, !dbg !57

51:                                               ; preds = %61, %50
  %52 = load i32, ptr %11, align 4, !dbg !58
  %53 = load i32, ptr %6, align 4, !dbg !59
  %54 = icmp slt i32 %52, %53, !dbg !60
  br i1 %54, label %55, label %64, !dbg !61

55:                                               ; preds = %51
  %56 = load i32, ptr %8, align 4, !dbg !62
  %57 = shl i32 %56, 3, !dbg !63
  %58 = load i32, ptr %8, align 4, !dbg !64
  %59 = xor i32 %58, 42457, !dbg !65
  %60 = add i32 %57, %59, !dbg !66
  store i32 %60, ptr %8, align 4, !dbg !67
  br label %61, !dbg !68

61:                                               ; preds = %55
  %62 = load i32, ptr %11, align 4, !dbg !69
  %63 = add nsw i32 %62, 1, !dbg !69
  store i32 %63, ptr %11, align 4, !dbg !69
  br label %51, !dbg !61, !llvm.loop !70

64:                                               ; preds = %51
  br label %79, !dbg !72

65:                                               ; preds = %3
  store i32 0, ptr %12, align 4, !dbg !73
  br label %66, !dbg !74

66:                                               ; preds = %75, %65
  %67 = load i32, ptr %12, align 4, !dbg !75
  %68 = load i32, ptr %6, align 4, !dbg !76
  %69 = icmp slt i32 %67, %68, !dbg !77
  br i1 %69, label %70, label %78, !dbg !78

70:                                               ; preds = %66
  %71 = load i32, ptr %8, align 4, !dbg !79
  %72 = load i32, ptr %8, align 4, !dbg !80
  %73 = mul i32 %71, %72, !dbg !81
  %74 = add i32 %73, 43434, !dbg !82
  store i32 %74, ptr %8, align 4, !dbg !83
  br label %75, !dbg !84

75:                                               ; preds = %70
  %76 = load i32, ptr %12, align 4, !dbg !85
  %77 = add nsw i32 %76, 1, !dbg !85
  store i32 %77, ptr %12, align 4, !dbg !85
  br label %66, !dbg !78, !llvm.loop !86

78:                                               ; preds = %66
  br label %79, !dbg !88

79:                                               ; preds = %78, %64, %49, %34
  %80 = load i32, ptr %8, align 4, !dbg !89
  %81 = load ptr addrspace(1), ptr %5, align 8, !dbg !90
  %82 = load i32, ptr %7, align 4, !dbg !91
  %83 = zext i32 %82 to i64, !dbg !90
  %84 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 %83, !dbg !90
  store i32 %80, ptr addrspace(1) %84, align 4, !dbg !92
  ret void, !dbg !93
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/kway4_cl.cl", directory: ".")
!2 = !{ptr @kway4_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway4_cl", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"uint*", !"uint*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 5, column: 12, scope: !9)
!17 = !DILocation(line: 5, column: 8, scope: !9)
!18 = !DILocation(line: 6, column: 12, scope: !9)
!19 = !DILocation(line: 6, column: 15, scope: !9)
!20 = !DILocation(line: 6, column: 8, scope: !9)
!21 = !DILocation(line: 7, column: 11, scope: !9)
!22 = !DILocation(line: 7, column: 27, scope: !9)
!23 = !DILocation(line: 7, column: 3, scope: !9)
!24 = !DILocation(line: 9, column: 14, scope: !9)
!25 = !DILocation(line: 9, column: 10, scope: !9)
!26 = !DILocation(line: 9, column: 21, scope: !9)
!27 = !DILocation(line: 9, column: 25, scope: !9)
!28 = !DILocation(line: 9, column: 23, scope: !9)
!29 = !DILocation(line: 9, column: 5, scope: !9)
!30 = !DILocation(line: 10, column: 11, scope: !9)
!31 = !DILocation(line: 10, column: 13, scope: !9)
!32 = !DILocation(line: 10, column: 18, scope: !9)
!33 = !DILocation(line: 10, column: 9, scope: !9)
!34 = !DILocation(line: 10, column: 7, scope: !9)
!35 = !DILocation(line: 9, column: 33, scope: !9)
!36 = distinct !{!36, !29, !37}
!37 = !DILocation(line: 10, column: 20, scope: !9)
!38 = !DILocation(line: 11, column: 5, scope: !9)
!39 = !DILocation(line: 13, column: 14, scope: !9)
!40 = !DILocation(line: 13, column: 10, scope: !9)
!41 = !DILocation(line: 13, column: 21, scope: !9)
!42 = !DILocation(line: 13, column: 25, scope: !9)
!43 = !DILocation(line: 13, column: 23, scope: !9)
!44 = !DILocation(line: 13, column: 5, scope: !9)
!45 = !DILocation(line: 14, column: 12, scope: !9)
!46 = !DILocation(line: 14, column: 17, scope: !9)
!47 = !DILocation(line: 14, column: 19, scope: !9)
!48 = !DILocation(line: 14, column: 14, scope: !9)
!49 = !DILocation(line: 14, column: 26, scope: !9)
!50 = !DILocation(line: 14, column: 9, scope: !9)
!51 = !DILocation(line: 14, column: 7, scope: !9)
!52 = !DILocation(line: 13, column: 33, scope: !9)
!53 = distinct !{!53, !44, !54}
!54 = !DILocation(line: 14, column: 28, scope: !9)
!55 = !DILocation(line: 15, column: 5, scope: !9)
!56 = !DILocation(line: 17, column: 14, scope: !9)
!57 = !DILocation(line: 17, column: 10, scope: !9)
!58 = !DILocation(line: 17, column: 21, scope: !9)
!59 = !DILocation(line: 17, column: 25, scope: !9)
!60 = !DILocation(line: 17, column: 23, scope: !9)
!61 = !DILocation(line: 17, column: 5, scope: !9)
!62 = !DILocation(line: 18, column: 12, scope: !9)
!63 = !DILocation(line: 18, column: 14, scope: !9)
!64 = !DILocation(line: 18, column: 23, scope: !9)
!65 = !DILocation(line: 18, column: 25, scope: !9)
!66 = !DILocation(line: 18, column: 20, scope: !9)
!67 = !DILocation(line: 18, column: 9, scope: !9)
!68 = !DILocation(line: 18, column: 7, scope: !9)
!69 = !DILocation(line: 17, column: 33, scope: !9)
!70 = distinct !{!70, !61, !71}
!71 = !DILocation(line: 18, column: 33, scope: !9)
!72 = !DILocation(line: 19, column: 5, scope: !9)
!73 = !DILocation(line: 21, column: 14, scope: !9)
!74 = !DILocation(line: 21, column: 10, scope: !9)
!75 = !DILocation(line: 21, column: 21, scope: !9)
!76 = !DILocation(line: 21, column: 25, scope: !9)
!77 = !DILocation(line: 21, column: 23, scope: !9)
!78 = !DILocation(line: 21, column: 5, scope: !9)
!79 = !DILocation(line: 22, column: 11, scope: !9)
!80 = !DILocation(line: 22, column: 15, scope: !9)
!81 = !DILocation(line: 22, column: 13, scope: !9)
!82 = !DILocation(line: 22, column: 17, scope: !9)
!83 = !DILocation(line: 22, column: 9, scope: !9)
!84 = !DILocation(line: 22, column: 7, scope: !9)
!85 = !DILocation(line: 21, column: 33, scope: !9)
!86 = distinct !{!86, !78, !87}
!87 = !DILocation(line: 22, column: 19, scope: !9)
!88 = !DILocation(line: 23, column: 5, scope: !9)
!89 = !DILocation(line: 25, column: 12, scope: !9)
!90 = !DILocation(line: 25, column: 3, scope: !9)
!91 = !DILocation(line: 25, column: 7, scope: !9)
!92 = !DILocation(line: 25, column: 10, scope: !9)
!93 = !DILocation(line: 26, column: 1, scope: !9)
