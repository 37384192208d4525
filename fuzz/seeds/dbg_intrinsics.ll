; Old-style debug intrinsics with metadata arguments.
define void @f(i32 %v, ptr %p) !dbg !5 {
  call void @llvm.dbg.value(metadata i32 %v, metadata !8, metadata !DIExpression()), !dbg !9
  call void @llvm.dbg.value(metadata i32 0, metadata !8, metadata !DIExpression(DW_OP_plus_uconst, 4)), !dbg !9
  call void @llvm.dbg.declare(metadata ptr %p, metadata !8, metadata !DIExpression()), !dbg !9
  call void @llvm.dbg.value(metadata !{}, metadata !8, metadata !DIExpression()), !dbg !9
  ret void, !dbg !9
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.module.flags = !{!0}
!llvm.dbg.cu = !{!1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!2 = !DIFile(filename: "d.c", directory: "/d")
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DISubroutineType(types: !{null})
!5 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !1)
!8 = !DILocalVariable(name: "v", arg: 1, scope: !5, file: !2, line: 1, type: !3)
!9 = !DILocation(line: 2, column: 3, scope: !5)
