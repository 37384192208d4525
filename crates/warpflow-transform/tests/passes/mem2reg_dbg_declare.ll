; RUN: mem2reg --launch mem2reg_dbg_declare.launch.toml
; Promotion of slots declared to the debugger (clang -O0 -g of a strided sum): each #dbg_declare becomes #dbg_value records of the values the slot takes, after each store and each placed phi.
; ModuleID = 'sum_stride.cu'
source_filename = "sum_stride.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @sum_stride(ptr noundef %0, i32 noundef %1) #0 !dbg !8 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !15, !DIExpression(), !16)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !17, !DIExpression(), !18)
    #dbg_declare(ptr %5, !19, !DIExpression(), !20)
  store i32 0, ptr %5, align 4, !dbg !20
    #dbg_declare(ptr %6, !21, !DIExpression(), !23)
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  store i32 %7, ptr %6, align 4, !dbg !23
  br label %8, !dbg !36

8:                                                ; preds = %16, %2
  %9 = load i32, ptr %6, align 4, !dbg !37
  %10 = load i32, ptr %4, align 4, !dbg !39
  %11 = icmp slt i32 %9, %10, !dbg !40
  br i1 %11, label %12, label %19, !dbg !41

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4, !dbg !42
  %14 = load i32, ptr %5, align 4, !dbg !43
  %15 = add nsw i32 %14, %13, !dbg !43
  store i32 %15, ptr %5, align 4, !dbg !43
  br label %16, !dbg !44

16:                                               ; preds = %12
  %17 = load i32, ptr %6, align 4, !dbg !45
  %18 = add nsw i32 %17, 32, !dbg !45
  store i32 %18, ptr %6, align 4, !dbg !45
  br label %8, !dbg !46, !llvm.loop !47

19:                                               ; preds = %8
  %20 = load i32, ptr %5, align 4, !dbg !50
  %21 = load ptr, ptr %3, align 8, !dbg !51
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %23 = zext i32 %22 to i64, !dbg !51
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !51
  store i32 %20, ptr %24, align 4, !dbg !54
  ret void, !dbg !55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sum_stride.cu", directory: ".")
!2 = !{ptr @sum_stride, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = distinct !DISubprogram(name: "sum_stride", scope: !9, file: !9, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!9 = !DIFile(filename: "sum_stride.cu", directory: "")
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !13}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !9, line: 2, type: !12)
!16 = !DILocation(line: 2, column: 44, scope: !8)
!17 = !DILocalVariable(name: "n", arg: 2, scope: !8, file: !9, line: 2, type: !13)
!18 = !DILocation(line: 2, column: 53, scope: !8)
!19 = !DILocalVariable(name: "acc", scope: !8, file: !9, line: 3, type: !13)
!20 = !DILocation(line: 3, column: 7, scope: !8)
!21 = !DILocalVariable(name: "i", scope: !22, file: !9, line: 4, type: !13)
!22 = distinct !DILexicalBlock(scope: !8, file: !9, line: 4, column: 3)
!23 = !DILocation(line: 4, column: 12, scope: !22)
!24 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !35)
!25 = distinct !DISubprogram(name: "get_x", linkageName: "_ZN14wf_threadIdx_t5get_xEv", scope: !27, file: !26, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !29)
!26 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wf_threadIdx_t", file: !26, line: 45, size: 8, flags: DIFlagTypePassByValue, elements: !28, identifier: "_ZTS14wf_threadIdx_t")
!28 = !{!29, !33, !34}
!29 = !DISubprogram(name: "get_x", linkageName: "_ZN14wf_threadIdx_t5get_xEv", scope: !27, file: !26, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DISubprogram(name: "get_y", linkageName: "_ZN14wf_threadIdx_t5get_yEv", scope: !27, file: !26, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!34 = !DISubprogram(name: "get_z", linkageName: "_ZN14wf_threadIdx_t5get_zEv", scope: !27, file: !26, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!35 = distinct !DILocation(line: 4, column: 16, scope: !22)
!36 = !DILocation(line: 4, column: 8, scope: !22)
!37 = !DILocation(line: 4, column: 29, scope: !38)
!38 = distinct !DILexicalBlock(scope: !22, file: !9, line: 4, column: 3)
!39 = !DILocation(line: 4, column: 33, scope: !38)
!40 = !DILocation(line: 4, column: 31, scope: !38)
!41 = !DILocation(line: 4, column: 3, scope: !22)
!42 = !DILocation(line: 5, column: 12, scope: !38)
!43 = !DILocation(line: 5, column: 9, scope: !38)
!44 = !DILocation(line: 5, column: 5, scope: !38)
!45 = !DILocation(line: 4, column: 38, scope: !38)
!46 = !DILocation(line: 4, column: 3, scope: !38)
!47 = distinct !{!47, !41, !48, !49}
!48 = !DILocation(line: 5, column: 12, scope: !22)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 6, column: 22, scope: !8)
!51 = !DILocation(line: 6, column: 3, scope: !8)
!52 = !DILocation(line: 45, column: 1, scope: !25, inlinedAt: !53)
!53 = distinct !DILocation(line: 6, column: 7, scope: !8)
!54 = !DILocation(line: 6, column: 20, scope: !8)
!55 = !DILocation(line: 7, column: 1, scope: !8)
