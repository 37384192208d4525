; %same has one incoming value, %self is that value or itself, %one has a single entry: all
; three are replaced. %diff distinguishes its predecessors and stays.
define i32 @f(i1 %c, i32 %a, i32 %b) {
entry:
  br i1 %c, label %l, label %r

l:
  br label %join

r:
  br label %join

join:
  %same = phi i32 [ %a, %l ], [ %a, %r ]
  %diff = phi i32 [ %a, %l ], [ %b, %r ]
  br label %loop

loop:
  %self = phi i32 [ %same, %join ], [ %self, %body ]
  %x = add i32 %self, %diff
  br label %body

body:
  %one = phi i32 [ %x, %loop ]
  %d = icmp eq i32 %one, 0
  br i1 %d, label %loop, label %exit

exit:
  ret i32 %one
}
