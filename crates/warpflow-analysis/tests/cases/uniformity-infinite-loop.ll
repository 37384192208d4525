; A divergent branch inside a loop that never exits: its two sides meet at the latch, whose phi
; is divergent. (LLVM's post-dominator root of the loop is `%y`, the side block, which must not
; end the join propagation: lanes reach the latch from `%x` without passing it.) `@fin` is the
; same loop with an exit, for comparison.
; RUN: uniformity --compat llvm19
; RUN: uniformity
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @inf(i1 %u, i32 %a, i32 %b, ptr addrspace(1) %o) {
entry:
  br label %h

h:
  br i1 %u, label %x, label %latch

x:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %y, label %latch

y:
  br label %latch

latch:
  %p = phi i32 [ %a, %y ], [ %b, %x ], [ 0, %h ]
  store i32 %p, ptr addrspace(1) %o
  br label %h
}

define amdgpu_kernel void @fin(i1 %u, i32 %a, i32 %b, ptr addrspace(1) %o, i1 %e) {
entry:
  br label %h

h:
  br i1 %u, label %x, label %latch

x:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %y, label %latch

y:
  br label %latch

latch:
  %p = phi i32 [ %a, %y ], [ %b, %x ], [ 0, %h ]
  store i32 %p, ptr addrspace(1) %o
  br i1 %e, label %h, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
