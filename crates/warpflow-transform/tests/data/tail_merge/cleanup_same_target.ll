; A conditional branch whose two targets are one block becomes unconditional; the target's phi
; keeps one entry for it.
define i32 @f(i1 %c, i32 %a) {
entry:
  br i1 %c, label %next, label %next

next:
  %p = phi i32 [ %a, %entry ], [ %a, %entry ]
  %r = add i32 %p, 1
  ret i32 %r
}
