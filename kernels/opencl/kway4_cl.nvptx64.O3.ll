; ModuleID = 'opencl/kway4_cl.cl'
source_filename = "opencl/kway4_cl.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @kway4_cl(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %5 = and i64 %4, 4294967295, !dbg !17
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !17
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !17, !tbaa !18
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #2, !dbg !22
  %9 = and i64 %8, 3, !dbg !23
  %10 = icmp sgt i32 %2, 0, !dbg !24
  switch i64 %9, label %100 [
    i64 0, label %29
    i64 1, label %23
    i64 2, label %17
    i64 3, label %11
  ], !dbg !25

11:                                               ; preds = %3
  br i1 %10, label %12, label %168, !dbg !26

12:                                               ; preds = %11
  %13 = and i32 %2, 7, !dbg !26
  %14 = icmp ult i32 %2, 8, !dbg !26
  br i1 %14, label %157, label %15, !dbg !26

15:                                               ; preds = %12
  %16 = and i32 %2, 2147483640, !dbg !26
  br label %101, !dbg !26

17:                                               ; preds = %3
  br i1 %10, label %18, label %168, !dbg !27

18:                                               ; preds = %17
  %19 = and i32 %2, 7, !dbg !27
  %20 = icmp ult i32 %2, 8, !dbg !27
  br i1 %20, label %145, label %21, !dbg !27

21:                                               ; preds = %18
  %22 = and i32 %2, 2147483640, !dbg !27
  br label %71, !dbg !27

23:                                               ; preds = %3
  br i1 %10, label %24, label %168, !dbg !28

24:                                               ; preds = %23
  %25 = and i32 %2, 7, !dbg !28
  %26 = icmp ult i32 %2, 8, !dbg !28
  br i1 %26, label %133, label %27, !dbg !28

27:                                               ; preds = %24
  %28 = and i32 %2, 2147483640, !dbg !28
  br label %42, !dbg !28

29:                                               ; preds = %3
  br i1 %10, label %30, label %168, !dbg !29

30:                                               ; preds = %29
  %31 = and i32 %2, 7, !dbg !29
  %32 = icmp ult i32 %2, 8, !dbg !29
  br i1 %32, label %122, label %33, !dbg !29

33:                                               ; preds = %30
  %34 = and i32 %2, 2147483640, !dbg !29
  br label %35, !dbg !29

35:                                               ; preds = %35, %33
  %36 = phi i32 [ %7, %33 ], [ %39, %35 ]
  %37 = phi i32 [ 0, %33 ], [ %40, %35 ]
  %38 = mul i32 %36, 6561, !dbg !30
  %39 = add i32 %38, 132849840, !dbg !31
  %40 = add i32 %37, 8, !dbg !29
  %41 = icmp eq i32 %40, %34, !dbg !29
  br i1 %41, label %122, label %35, !dbg !29, !llvm.loop !32

42:                                               ; preds = %42, %27
  %43 = phi i32 [ %7, %27 ], [ %68, %42 ]
  %44 = phi i32 [ 0, %27 ], [ %69, %42 ]
  %45 = lshr i32 %43, 2, !dbg !34
  %46 = xor i32 %45, %43, !dbg !35
  %47 = mul i32 %46, 69, !dbg !36
  %48 = lshr i32 %47, 2, !dbg !34
  %49 = xor i32 %48, %47, !dbg !35
  %50 = mul i32 %49, 69, !dbg !36
  %51 = lshr i32 %50, 2, !dbg !34
  %52 = xor i32 %51, %50, !dbg !35
  %53 = mul i32 %52, 69, !dbg !36
  %54 = lshr i32 %53, 2, !dbg !34
  %55 = xor i32 %54, %53, !dbg !35
  %56 = mul i32 %55, 69, !dbg !36
  %57 = lshr i32 %56, 2, !dbg !34
  %58 = xor i32 %57, %56, !dbg !35
  %59 = mul i32 %58, 69, !dbg !36
  %60 = lshr i32 %59, 2, !dbg !34
  %61 = xor i32 %60, %59, !dbg !35
  %62 = mul i32 %61, 69, !dbg !36
  %63 = lshr i32 %62, 2, !dbg !34
  %64 = xor i32 %63, %62, !dbg !35
  %65 = mul i32 %64, 69, !dbg !36
  %66 = lshr i32 %65, 2, !dbg !34
  %67 = xor i32 %66, %65, !dbg !35
  %68 = mul i32 %67, 69, !dbg !36
  %69 = add i32 %44, 8, !dbg !28
  %70 = icmp eq i32 %69, %28, !dbg !28
  br i1 %70, label %133, label %42, !dbg !28, !llvm.loop !37

71:                                               ; preds = %71, %21
  %72 = phi i32 [ %7, %21 ], [ %97, %71 ]
  %73 = phi i32 [ 0, %21 ], [ %98, %71 ]
  %74 = shl i32 %72, 3, !dbg !39
  %75 = xor i32 %72, 42457, !dbg !40
  %76 = add i32 %74, %75, !dbg !41
  %77 = shl i32 %76, 3, !dbg !39
  %78 = xor i32 %76, 42457, !dbg !40
  %79 = add i32 %77, %78, !dbg !41
  %80 = shl i32 %79, 3, !dbg !39
  %81 = xor i32 %79, 42457, !dbg !40
  %82 = add i32 %80, %81, !dbg !41
  %83 = shl i32 %82, 3, !dbg !39
  %84 = xor i32 %82, 42457, !dbg !40
  %85 = add i32 %83, %84, !dbg !41
  %86 = shl i32 %85, 3, !dbg !39
  %87 = xor i32 %85, 42457, !dbg !40
  %88 = add i32 %86, %87, !dbg !41
  %89 = shl i32 %88, 3, !dbg !39
  %90 = xor i32 %88, 42457, !dbg !40
  %91 = add i32 %89, %90, !dbg !41
  %92 = shl i32 %91, 3, !dbg !39
  %93 = xor i32 %91, 42457, !dbg !40
  %94 = add i32 %92, %93, !dbg !41
  %95 = shl i32 %94, 3, !dbg !39
  %96 = xor i32 %94, 42457, !dbg !40
  %97 = add i32 %95, %96, !dbg !41
  %98 = add i32 %73, 8, !dbg !27
  %99 = icmp eq i32 %98, %22, !dbg !27
  br i1 %99, label %145, label %71, !dbg !27, !llvm.loop !42

100:                                              ; preds = %3
  unreachable

101:                                              ; preds = %101, %15
  %102 = phi i32 [ %7, %15 ], [ %119, %101 ]
  %103 = phi i32 [ 0, %15 ], [ %120, %101 ]
  %104 = mul i32 %102, %102, !dbg !44
  %105 = add i32 %104, 43434, !dbg !45
  %106 = mul i32 %105, %105, !dbg !44
  %107 = add i32 %106, 43434, !dbg !45
  %108 = mul i32 %107, %107, !dbg !44
  %109 = add i32 %108, 43434, !dbg !45
  %110 = mul i32 %109, %109, !dbg !44
  %111 = add i32 %110, 43434, !dbg !45
  %112 = mul i32 %111, %111, !dbg !44
  %113 = add i32 %112, 43434, !dbg !45
  %114 = mul i32 %113, %113, !dbg !44
  %115 = add i32 %114, 43434, !dbg !45
  %116 = mul i32 %115, %115, !dbg !44
  %117 = add i32 %116, 43434, !dbg !45
  %118 = mul i32 %117, %117, !dbg !44
  %119 = add i32 %118, 43434, !dbg !45
  %120 = add i32 %103, 8, !dbg !26
  %121 = icmp eq i32 %120, %16, !dbg !26
  br i1 %121, label %157, label %101, !dbg !26, !llvm.loop !46

122:                                              ; preds = %35, %30
  %123 = phi i32 [ poison, %30 ], [ %39, %35 ]
  %124 = phi i32 [ %7, %30 ], [ %39, %35 ]
  %125 = icmp eq i32 %31, 0, !dbg !29
  br i1 %125, label %168, label %126, !dbg !29

126:                                              ; preds = %122, %126
  %127 = phi i32 [ %130, %126 ], [ %124, %122 ]
  %128 = phi i32 [ %131, %126 ], [ 0, %122 ]
  %129 = mul i32 %127, 3, !dbg !30
  %130 = add i32 %129, 40503, !dbg !31
  %131 = add i32 %128, 1, !dbg !29
  %132 = icmp eq i32 %131, %31, !dbg !29
  br i1 %132, label %168, label %126, !dbg !29, !llvm.loop !48

133:                                              ; preds = %42, %24
  %134 = phi i32 [ poison, %24 ], [ %68, %42 ]
  %135 = phi i32 [ %7, %24 ], [ %68, %42 ]
  %136 = icmp eq i32 %25, 0, !dbg !28
  br i1 %136, label %168, label %137, !dbg !28

137:                                              ; preds = %133, %137
  %138 = phi i32 [ %142, %137 ], [ %135, %133 ]
  %139 = phi i32 [ %143, %137 ], [ 0, %133 ]
  %140 = lshr i32 %138, 2, !dbg !34
  %141 = xor i32 %140, %138, !dbg !35
  %142 = mul i32 %141, 69, !dbg !36
  %143 = add i32 %139, 1, !dbg !28
  %144 = icmp eq i32 %143, %25, !dbg !28
  br i1 %144, label %168, label %137, !dbg !28, !llvm.loop !50

145:                                              ; preds = %71, %18
  %146 = phi i32 [ poison, %18 ], [ %97, %71 ]
  %147 = phi i32 [ %7, %18 ], [ %97, %71 ]
  %148 = icmp eq i32 %19, 0, !dbg !27
  br i1 %148, label %168, label %149, !dbg !27

149:                                              ; preds = %145, %149
  %150 = phi i32 [ %154, %149 ], [ %147, %145 ]
  %151 = phi i32 [ %155, %149 ], [ 0, %145 ]
  %152 = shl i32 %150, 3, !dbg !39
  %153 = xor i32 %150, 42457, !dbg !40
  %154 = add i32 %152, %153, !dbg !41
  %155 = add i32 %151, 1, !dbg !27
  %156 = icmp eq i32 %155, %19, !dbg !27
  br i1 %156, label %168, label %149, !dbg !27, !llvm.loop !51

157:                                              ; preds = %101, %12
  %158 = phi i32 [ poison, %12 ], [ %119, %101 ]
  %159 = phi i32 [ %7, %12 ], [ %119, %101 ]
  %160 = icmp eq i32 %13, 0, !dbg !26
  br i1 %160, label %168, label %161, !dbg !26

161:                                              ; preds = %157, %161
  %162 = phi i32 [ %165, %161 ], [ %159, %157 ]
  %163 = phi i32 [ %166, %161 ], [ 0, %157 ]
  %164 = mul i32 %162, %162, !dbg !44
  %165 = add i32 %164, 43434, !dbg !45
  %166 = add i32 %163, 1, !dbg !26
  %167 = icmp eq i32 %166, %13, !dbg !26
  br i1 %167, label %168, label %161, !dbg !26, !llvm.loop !52

168:                                              ; preds = %157, %161, %145, %149, %133, %137, %122, %126, %11, %17, %23, %29
  %169 = phi i32 [ %7, %29 ], [ %7, %23 ], [ %7, %17 ], [ %7, %11 ], [ %123, %122 ], [ %130, %126 ], [ %134, %133 ], [ %142, %137 ], [ %146, %145 ], [ %154, %149 ], [ %158, %157 ], [ %165, %161 ], !dbg !53
  %170 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5, !dbg !54
  store i32 %169, ptr addrspace(1) %170, align 4, !dbg !55, !tbaa !18
  ret void, !dbg !56
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opencl/kway4_cl.cl", directory: ".")
!2 = !{ptr @kway4_cl, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway4_cl", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"uint*", !"uint*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !DILocation(line: 5, column: 12, scope: !9)
!17 = !DILocation(line: 6, column: 12, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !DILocation(line: 7, column: 11, scope: !9)
!23 = !DILocation(line: 7, column: 27, scope: !9)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 7, column: 3, scope: !9)
!26 = !DILocation(line: 21, column: 5, scope: !9)
!27 = !DILocation(line: 17, column: 5, scope: !9)
!28 = !DILocation(line: 13, column: 5, scope: !9)
!29 = !DILocation(line: 9, column: 5, scope: !9)
!30 = !DILocation(line: 10, column: 13, scope: !9)
!31 = !DILocation(line: 10, column: 18, scope: !9)
!32 = distinct !{!32, !29, !33}
!33 = !DILocation(line: 10, column: 20, scope: !9)
!34 = !DILocation(line: 14, column: 19, scope: !9)
!35 = !DILocation(line: 14, column: 14, scope: !9)
!36 = !DILocation(line: 14, column: 26, scope: !9)
!37 = distinct !{!37, !28, !38}
!38 = !DILocation(line: 14, column: 28, scope: !9)
!39 = !DILocation(line: 18, column: 14, scope: !9)
!40 = !DILocation(line: 18, column: 25, scope: !9)
!41 = !DILocation(line: 18, column: 20, scope: !9)
!42 = distinct !{!42, !27, !43}
!43 = !DILocation(line: 18, column: 33, scope: !9)
!44 = !DILocation(line: 22, column: 13, scope: !9)
!45 = !DILocation(line: 22, column: 17, scope: !9)
!46 = distinct !{!46, !26, !47}
!47 = !DILocation(line: 22, column: 19, scope: !9)
!48 = distinct !{!48, !49}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = distinct !{!50, !49}
!51 = distinct !{!51, !49}
!52 = distinct !{!52, !49}
!53 = !DILocation(line: 6, column: 8, scope: !9)
!54 = !DILocation(line: 25, column: 3, scope: !9)
!55 = !DILocation(line: 25, column: 10, scope: !9)
!56 = !DILocation(line: 26, column: 1, scope: !9)
