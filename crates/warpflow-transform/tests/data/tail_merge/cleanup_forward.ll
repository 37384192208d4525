; %e1 and %e2 only branch to %join. Forwarding %e1 sends %entry's edge straight to %join. %e2's
; predecessor %mid already branches to %join with another value of %v, so the phi tells the two
; edges apart and %e2 stays. %dead is unreachable and goes, with its phi entry.
define i32 @f(i1 %c, i1 %d, i32 %a, i32 %b) {
entry:
  br i1 %c, label %e1, label %mid

e1:
  br label %join

mid:
  br i1 %d, label %e2, label %join

e2:
  br label %join

dead:
  %z = add i32 %a, %b
  br label %join

join:
  %v = phi i32 [ %a, %e1 ], [ %b, %mid ], [ %a, %e2 ], [ %z, %dead ]
  ret i32 %v
}
