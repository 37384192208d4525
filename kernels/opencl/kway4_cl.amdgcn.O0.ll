; ModuleID = 'opencl/kway4_cl.cl'
source_filename = "opencl/kway4_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @kway4_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !17
  %14 = trunc i64 %13 to i32, !dbg !17
  store i32 %14, ptr addrspace(5) %7, align 4, !dbg !18
  %15 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !19
  %16 = load i32, ptr addrspace(5) %7, align 4, !dbg !20
  %17 = zext i32 %16 to i64, !dbg !19
  %18 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %17, !dbg !19
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !19
  store i32 %19, ptr addrspace(5) %8, align 4, !dbg !21
  %20 = call i64 @_Z12get_local_idj(i32 noundef 0) #2, !dbg !22
  %21 = urem i64 %20, 4, !dbg !23
  switch i64 %21, label %65 [
    i64 0, label %22
    i64 1, label %35
    i64 2, label %50
  ], !dbg !24

22:                                               ; preds = %3
  store i32 0, ptr addrspace(5) %9, align 4, !dbg !25
  br label %23, !dbg !26

23:                                               ; preds = %31, %22
  %24 = load i32, ptr addrspace(5) %9, align 4, !dbg !27
  %25 = load i32, ptr addrspace(5) %6, align 4, !dbg !28
  %26 = icmp slt i32 %24, %25, !dbg !29
  br i1 %26, label %27, label %34, !dbg !30

27:                                               ; preds = %23
  %28 = load i32, ptr addrspace(5) %8, align 4, !dbg !31
  %29 = mul i32 %28, 3, !dbg !32
  %30 = add i32 %29, 40503, !dbg !33
  store i32 %30, ptr addrspace(5) %8, align 4, !dbg !34
  br label %31, !dbg !35

31:                                               ; preds = %27
  %32 = load i32, ptr addrspace(5) %9, align 4, !dbg !36
  %33 = add nsw i32 %32, 1, !dbg !36
  store i32 %33, ptr addrspace(5) %9, align 4, !dbg !36
  br label %23, !dbg !30, !llvm.loop !37

34:                                               ; preds = %23
  br label %79, !dbg !39

35:                                               ; preds = %3
  store i32 0, ptr addrspace(5) %10, align 4, !dbg !40
  br label %36, !dbg !41

36:                                               ; preds = %46, %35
  %37 = load i32, ptr addrspace(5) %10, align 4, !dbg !42
  %38 = load i32, ptr addrspace(5) %6, align 4, !dbg !43
  %39 = icmp slt i32 %37, %38, !dbg !44
  br i1 %39, label %40, label %49, !dbg !45

40:                                               ; preds = %36
  %41 = load i32, ptr addrspace(5) %8, align 4, !dbg !46
  %42 = load i32, ptr addrspace(5) %8, align 4, !dbg !47
  %43 = lshr i32 %42, 2, !dbg !48
  %44 = xor i32 %41, %43, !dbg !49
  %45 = mul i32 %44, 69, !dbg !50
  store i32 %45, ptr addrspace(5) %8, align 4, !dbg !51
  br label %46, !dbg !52

46:                                               ; preds = %40
  %47 = load i32, ptr addrspace(5) %10, align 4, !dbg !53
  %48 = add nsw i32 %47, 1, !dbg !53
  store i32 %48, ptr addrspace(5) %10, align 4, !dbg !53
  br label %36, !dbg !45, !llvm.loop !54

49:                                               ; preds = %36
  br label %79, !dbg !56

50:                                               ; preds = %3
  store i32 0, ptr addrspace(5) %11, align 4, !dbg !57
  br label %51, !dbg !58

51:                                               ; preds = %61, %50
  %52 = load i32, ptr addrspace(5) %11, align 4, !dbg !59
  %53 = load i32, ptr addrspace(5) %6, align 4, !dbg !60
  %54 = icmp slt i32 %52, %53, !dbg !61
  br i1 %54, label %55, label %64, !dbg !62

55:                                               ; preds = %51
  %56 = load i32, ptr addrspace(5) %8, align 4, !dbg !63
  %57 = shl i32 %56, 3, !dbg !64
  %58 = load i32, ptr addrspace(5) %8, align 4, !dbg !65
  %59 = xor i32 %58, 42457, !dbg !66
  %60 = add i32 %57, %59, !dbg !67
  store i32 %60, ptr addrspace(5) %8, align 4, !dbg !68
  br label %61, !dbg !69

61:                                               ; preds = %55
  %62 = load i32, ptr addrspace(5) %11, align 4, !dbg !70
  %63 = add nsw i32 %62, 1, !dbg !70
  store i32 %63, ptr addrspace(5) %11, align 4, !dbg !70
  br label %51, !dbg !62, !llvm.loop !71

64:                                               ; preds = %51
  br label %79, !dbg !73

65:                                               ; preds = %3
  store i32 0, ptr addrspace(5) %12, align 4, !dbg !74
  br label %66, !dbg !75

66:                                               ; preds = %75, %65
  %67 = load i32, ptr addrspace(5) %12, align 4, !dbg !76
  %68 = load i32, ptr addrspace(5) %6, align 4, !dbg !77
  %69 = icmp slt i32 %67, %68, !dbg !78
  br i1 %69, label %70, label %78, !dbg !79

70:                                               ; preds = %66
  %71 = load i32, ptr addrspace(5) %8, align 4, !dbg !80
  %72 = load i32, ptr addrspace(5) %8, align 4, !dbg !81
  %73 = mul i32 %71, %72, !dbg !82
  %74 = add i32 %73, 43434, !dbg !83
  store i32 %74, ptr addrspace(5) %8, align 4, !dbg !84
  br label %75, !dbg !85

75:                                               ; preds = %70
  %76 = load i32, ptr addrspace(5) %12, align 4, !dbg !86
  %77 = add nsw i32 %76, 1, !dbg !86
  store i32 %77, ptr addrspace(5) %12, align 4, !dbg !86
  br label %66, !dbg !79, !llvm.loop !87

78:                                               ; preds = %66
  br label %79, !dbg !89

79:                                               ; preds = %78, %64, %49, %34
  %80 = load i32, ptr addrspace(5) %8, align 4, !dbg !90
  %81 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !91
  %82 = load i32, ptr addrspace(5) %7, align 4, !dbg !92
  %83 = zext i32 %82 to i64, !dbg !91
  %84 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 %83, !dbg !91
  store i32 %80, ptr addrspace(1) %84, align 4, !dbg !93
  ret void, !dbg !94
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/kway4_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "2eb5c2e3c01dae134b1e8b66b9bc9302")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "kway4_cl", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"uint*", !"uint*", !"int"}
!16 = !{!"const", !"", !""}
!17 = !DILocation(line: 5, column: 12, scope: !10)
!18 = !DILocation(line: 5, column: 8, scope: !10)
!19 = !DILocation(line: 6, column: 12, scope: !10)
!20 = !DILocation(line: 6, column: 15, scope: !10)
!21 = !DILocation(line: 6, column: 8, scope: !10)
!22 = !DILocation(line: 7, column: 11, scope: !10)
!23 = !DILocation(line: 7, column: 27, scope: !10)
!24 = !DILocation(line: 7, column: 3, scope: !10)
!25 = !DILocation(line: 9, column: 14, scope: !10)
!26 = !DILocation(line: 9, column: 10, scope: !10)
!27 = !DILocation(line: 9, column: 21, scope: !10)
!28 = !DILocation(line: 9, column: 25, scope: !10)
!29 = !DILocation(line: 9, column: 23, scope: !10)
!30 = !DILocation(line: 9, column: 5, scope: !10)
!31 = !DILocation(line: 10, column: 11, scope: !10)
!32 = !DILocation(line: 10, column: 13, scope: !10)
!33 = !DILocation(line: 10, column: 18, scope: !10)
!34 = !DILocation(line: 10, column: 9, scope: !10)
!35 = !DILocation(line: 10, column: 7, scope: !10)
!36 = !DILocation(line: 9, column: 33, scope: !10)
!37 = distinct !{!37, !30, !38}
!38 = !DILocation(line: 10, column: 20, scope: !10)
!39 = !DILocation(line: 11, column: 5, scope: !10)
!40 = !DILocation(line: 13, column: 14, scope: !10)
!41 = !DILocation(line: 13, column: 10, scope: !10)
!42 = !DILocation(line: 13, column: 21, scope: !10)
!43 = !DILocation(line: 13, column: 25, scope: !10)
!44 = !DILocation(line: 13, column: 23, scope: !10)
!45 = !DILocation(line: 13, column: 5, scope: !10)
!46 = !DILocation(line: 14, column: 12, scope: !10)
!47 = !DILocation(line: 14, column: 17, scope: !10)
!48 = !DILocation(line: 14, column: 19, scope: !10)
!49 = !DILocation(line: 14, column: 14, scope: !10)
!50 = !DILocation(line: 14, column: 26, scope: !10)
!51 = !DILocation(line: 14, column: 9, scope: !10)
!52 = !DILocation(line: 14, column: 7, scope: !10)
!53 = !DILocation(line: 13, column: 33, scope: !10)
!54 = distinct !{!54, !45, !55}
!55 = !DILocation(line: 14, column: 28, scope: !10)
!56 = !DILocation(line: 15, column: 5, scope: !10)
!57 = !DILocation(line: 17, column: 14, scope: !10)
!58 = !DILocation(line: 17, column: 10, scope: !10)
!59 = !DILocation(line: 17, column: 21, scope: !10)
!60 = !DILocation(line: 17, column: 25, scope: !10)
!61 = !DILocation(line: 17, column: 23, scope: !10)
!62 = !DILocation(line: 17, column: 5, scope: !10)
!63 = !DILocation(line: 18, column: 12, scope: !10)
!64 = !DILocation(line: 18, column: 14, scope: !10)
!65 = !DILocation(line: 18, column: 23, scope: !10)
!66 = !DILocation(line: 18, column: 25, scope: !10)
!67 = !DILocation(line: 18, column: 20, scope: !10)
!68 = !DILocation(line: 18, column: 9, scope: !10)
!69 = !DILocation(line: 18, column: 7, scope: !10)
!70 = !DILocation(line: 17, column: 33, scope: !10)
!71 = distinct !{!71, !62, !72}
!72 = !DILocation(line: 18, column: 33, scope: !10)
!73 = !DILocation(line: 19, column: 5, scope: !10)
!74 = !DILocation(line: 21, column: 14, scope: !10)
!75 = !DILocation(line: 21, column: 10, scope: !10)
!76 = !DILocation(line: 21, column: 21, scope: !10)
!77 = !DILocation(line: 21, column: 25, scope: !10)
!78 = !DILocation(line: 21, column: 23, scope: !10)
!79 = !DILocation(line: 21, column: 5, scope: !10)
!80 = !DILocation(line: 22, column: 11, scope: !10)
!81 = !DILocation(line: 22, column: 15, scope: !10)
!82 = !DILocation(line: 22, column: 13, scope: !10)
!83 = !DILocation(line: 22, column: 17, scope: !10)
!84 = !DILocation(line: 22, column: 9, scope: !10)
!85 = !DILocation(line: 22, column: 7, scope: !10)
!86 = !DILocation(line: 21, column: 33, scope: !10)
!87 = distinct !{!87, !79, !88}
!88 = !DILocation(line: 22, column: 19, scope: !10)
!89 = !DILocation(line: 23, column: 5, scope: !10)
!90 = !DILocation(line: 25, column: 12, scope: !10)
!91 = !DILocation(line: 25, column: 3, scope: !10)
!92 = !DILocation(line: 25, column: 7, scope: !10)
!93 = !DILocation(line: 25, column: 10, scope: !10)
!94 = !DILocation(line: 26, column: 1, scope: !10)
