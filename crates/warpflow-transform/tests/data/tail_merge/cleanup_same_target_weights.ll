; A branch and a switch whose targets are all one block, with branch weights (one per
; successor): folded to `br label`, they lose their `!prof` (two weights for one successor is
; what LLVM's verifier rejects), and keep their other attachments.
define i32 @f(i1 %c, i32 %x, i32 %a) {
entry:
  br i1 %c, label %next, label %next, !prof !0, !dbg !3

next:
  switch i32 %x, label %last [
    i32 1, label %last
  ], !prof !1

last:
  ret i32 %a
}

!llvm.module.flags = !{!2}
!0 = !{!"branch_weights", i32 1, i32 3}
!1 = !{!"branch_weights", i32 4, i32 5}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DILocation(line: 1, column: 1, scope: !4)
!4 = distinct !DISubprogram(name: "f", scope: !5, file: !5, line: 1, spFlags: DISPFlagDefinition, unit: !6)
!5 = !DIFile(filename: "f.c", directory: "/")
!6 = distinct !DICompileUnit(language: DW_LANG_C99, file: !5, emissionKind: FullDebug)
