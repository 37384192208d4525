; RUN: cfg
; Hand-written CFG shapes: numbered blocks, unreachable code that branches into a cycle,
; two infinite loops (one reaching the other), parallel edges and self-loops.

define void @numbered(i1 %c, i32 %x) {
  br i1 %c, label %1, label %2
1:
  br i1 %c, label %2, label %2
2:
  switch i32 %x, label %3 [ i32 0, label %1  i32 1, label %4 ]
3:
  br label %3
4:
  ret void
}

define void @dead_into_cycle(i1 %c) {
entry:
  br label %head
head:
  br i1 %c, label %body, label %exit
body:
  br label %head
dead:
  br label %body
exit:
  ret void
}

define void @two_infinite(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %a, label %b
b:
  br label %b
}

define void @irreducible_three(i32 %x) {
entry:
  switch i32 %x, label %p [ i32 0, label %q  i32 1, label %r ]
p:
  br i1 true, label %q, label %out
q:
  br i1 true, label %r, label %out
r:
  br i1 true, label %p, label %q
out:
  ret void
}
