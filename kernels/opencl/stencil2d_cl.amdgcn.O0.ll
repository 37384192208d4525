; ModuleID = 'opencl/stencil2d_cl.cl'
source_filename = "opencl/stencil2d_cl.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @stencil2d_cl(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !17
  %13 = trunc i64 %12 to i32, !dbg !17
  store i32 %13, ptr addrspace(5) %9, align 4, !dbg !18
  %14 = call i64 @_Z13get_global_idj(i32 noundef 1) #2, !dbg !19
  %15 = trunc i64 %14 to i32, !dbg !19
  store i32 %15, ptr addrspace(5) %10, align 4, !dbg !20
  %16 = load i32, ptr addrspace(5) %10, align 4, !dbg !21
  %17 = load i32, ptr addrspace(5) %7, align 4, !dbg !22
  %18 = mul nsw i32 %16, %17, !dbg !23
  %19 = load i32, ptr addrspace(5) %9, align 4, !dbg !24
  %20 = add nsw i32 %18, %19, !dbg !25
  store i32 %20, ptr addrspace(5) %11, align 4, !dbg !26
  %21 = load i32, ptr addrspace(5) %9, align 4, !dbg !27
  %22 = icmp sgt i32 %21, 0, !dbg !28
  br i1 %22, label %23, label %77, !dbg !29

23:                                               ; preds = %4
  %24 = load i32, ptr addrspace(5) %9, align 4, !dbg !30
  %25 = load i32, ptr addrspace(5) %7, align 4, !dbg !31
  %26 = sub nsw i32 %25, 1, !dbg !32
  %27 = icmp slt i32 %24, %26, !dbg !33
  br i1 %27, label %28, label %77, !dbg !34

28:                                               ; preds = %23
  %29 = load i32, ptr addrspace(5) %10, align 4, !dbg !35
  %30 = icmp sgt i32 %29, 0, !dbg !36
  br i1 %30, label %31, label %77, !dbg !37

31:                                               ; preds = %28
  %32 = load i32, ptr addrspace(5) %10, align 4, !dbg !38
  %33 = load i32, ptr addrspace(5) %8, align 4, !dbg !39
  %34 = sub nsw i32 %33, 1, !dbg !40
  %35 = icmp slt i32 %32, %34, !dbg !41
  br i1 %35, label %36, label %77, !dbg !27

36:                                               ; preds = %31
  %37 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !42
  %38 = load i32, ptr addrspace(5) %11, align 4, !dbg !43
  %39 = sext i32 %38 to i64, !dbg !42
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39, !dbg !42
  %41 = load float, ptr addrspace(1) %40, align 4, !dbg !42
  %42 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !44
  %43 = load i32, ptr addrspace(5) %11, align 4, !dbg !45
  %44 = sub nsw i32 %43, 1, !dbg !46
  %45 = sext i32 %44 to i64, !dbg !44
  %46 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %45, !dbg !44
  %47 = load float, ptr addrspace(1) %46, align 4, !dbg !44
  %48 = fadd float %41, %47, !dbg !47
  %49 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !48
  %50 = load i32, ptr addrspace(5) %11, align 4, !dbg !49
  %51 = add nsw i32 %50, 1, !dbg !50
  %52 = sext i32 %51 to i64, !dbg !48
  %53 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %52, !dbg !48
  %54 = load float, ptr addrspace(1) %53, align 4, !dbg !48
  %55 = fadd float %48, %54, !dbg !51
  %56 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !52
  %57 = load i32, ptr addrspace(5) %11, align 4, !dbg !53
  %58 = load i32, ptr addrspace(5) %7, align 4, !dbg !54
  %59 = sub nsw i32 %57, %58, !dbg !55
  %60 = sext i32 %59 to i64, !dbg !52
  %61 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %60, !dbg !52
  %62 = load float, ptr addrspace(1) %61, align 4, !dbg !52
  %63 = fadd float %55, %62, !dbg !56
  %64 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !57
  %65 = load i32, ptr addrspace(5) %11, align 4, !dbg !58
  %66 = load i32, ptr addrspace(5) %7, align 4, !dbg !59
  %67 = add nsw i32 %65, %66, !dbg !60
  %68 = sext i32 %67 to i64, !dbg !57
  %69 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %68, !dbg !57
  %70 = load float, ptr addrspace(1) %69, align 4, !dbg !57
  %71 = fadd float %63, %70, !dbg !61
  %72 = fmul float 0x3FC99999A0000000, %71, !dbg !62
  %73 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !dbg !63
  %74 = load i32, ptr addrspace(5) %11, align 4, !dbg !64
  %75 = sext i32 %74 to i64, !dbg !63
  %76 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %75, !dbg !63
  store float %72, ptr addrspace(1) %76, align 4, !dbg !65
  br label %87, !dbg !66

77:                                               ; preds = %31, %28, %23, %4
  %78 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !67
  %79 = load i32, ptr addrspace(5) %11, align 4, !dbg !68
  %80 = sext i32 %79 to i64, !dbg !67
  %81 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %80, !dbg !67
  %82 = load float, ptr addrspace(1) %81, align 4, !dbg !67
  %83 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !dbg !69
  %84 = load i32, ptr addrspace(5) %11, align 4, !dbg !70
  %85 = sext i32 %84 to i64, !dbg !69
  %86 = getelementptr inbounds float, ptr addrspace(1) %83, i64 %85, !dbg !69
  store float %82, ptr addrspace(1) %86, align 4, !dbg !71
  br label %87

87:                                               ; preds = %77, %36
  ret void, !dbg !72
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/stencil2d_cl.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ee9a9e38cb7b2a77384ad95814eeabeb")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "stencil2d_cl", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{i32 1, i32 1, i32 0, i32 0}
!14 = !{!"none", !"none", !"none", !"none"}
!15 = !{!"float*", !"float*", !"int", !"int"}
!16 = !{!"const", !"", !"", !""}
!17 = !DILocation(line: 5, column: 11, scope: !10)
!18 = !DILocation(line: 5, column: 7, scope: !10)
!19 = !DILocation(line: 6, column: 11, scope: !10)
!20 = !DILocation(line: 6, column: 7, scope: !10)
!21 = !DILocation(line: 7, column: 11, scope: !10)
!22 = !DILocation(line: 7, column: 15, scope: !10)
!23 = !DILocation(line: 7, column: 13, scope: !10)
!24 = !DILocation(line: 7, column: 23, scope: !10)
!25 = !DILocation(line: 7, column: 21, scope: !10)
!26 = !DILocation(line: 7, column: 7, scope: !10)
!27 = !DILocation(line: 8, column: 7, scope: !10)
!28 = !DILocation(line: 8, column: 9, scope: !10)
!29 = !DILocation(line: 8, column: 13, scope: !10)
!30 = !DILocation(line: 8, column: 16, scope: !10)
!31 = !DILocation(line: 8, column: 20, scope: !10)
!32 = !DILocation(line: 8, column: 26, scope: !10)
!33 = !DILocation(line: 8, column: 18, scope: !10)
!34 = !DILocation(line: 8, column: 30, scope: !10)
!35 = !DILocation(line: 8, column: 33, scope: !10)
!36 = !DILocation(line: 8, column: 35, scope: !10)
!37 = !DILocation(line: 8, column: 39, scope: !10)
!38 = !DILocation(line: 8, column: 42, scope: !10)
!39 = !DILocation(line: 8, column: 46, scope: !10)
!40 = !DILocation(line: 8, column: 53, scope: !10)
!41 = !DILocation(line: 8, column: 44, scope: !10)
!42 = !DILocation(line: 9, column: 22, scope: !10)
!43 = !DILocation(line: 9, column: 25, scope: !10)
!44 = !DILocation(line: 9, column: 30, scope: !10)
!45 = !DILocation(line: 9, column: 33, scope: !10)
!46 = !DILocation(line: 9, column: 35, scope: !10)
!47 = !DILocation(line: 9, column: 28, scope: !10)
!48 = !DILocation(line: 9, column: 42, scope: !10)
!49 = !DILocation(line: 9, column: 45, scope: !10)
!50 = !DILocation(line: 9, column: 47, scope: !10)
!51 = !DILocation(line: 9, column: 40, scope: !10)
!52 = !DILocation(line: 9, column: 54, scope: !10)
!53 = !DILocation(line: 9, column: 57, scope: !10)
!54 = !DILocation(line: 9, column: 61, scope: !10)
!55 = !DILocation(line: 9, column: 59, scope: !10)
!56 = !DILocation(line: 9, column: 52, scope: !10)
!57 = !DILocation(line: 9, column: 70, scope: !10)
!58 = !DILocation(line: 9, column: 73, scope: !10)
!59 = !DILocation(line: 9, column: 77, scope: !10)
!60 = !DILocation(line: 9, column: 75, scope: !10)
!61 = !DILocation(line: 9, column: 68, scope: !10)
!62 = !DILocation(line: 9, column: 19, scope: !10)
!63 = !DILocation(line: 9, column: 5, scope: !10)
!64 = !DILocation(line: 9, column: 9, scope: !10)
!65 = !DILocation(line: 9, column: 12, scope: !10)
!66 = !DILocation(line: 10, column: 3, scope: !10)
!67 = !DILocation(line: 11, column: 14, scope: !10)
!68 = !DILocation(line: 11, column: 17, scope: !10)
!69 = !DILocation(line: 11, column: 5, scope: !10)
!70 = !DILocation(line: 11, column: 9, scope: !10)
!71 = !DILocation(line: 11, column: 12, scope: !10)
!72 = !DILocation(line: 13, column: 1, scope: !10)
