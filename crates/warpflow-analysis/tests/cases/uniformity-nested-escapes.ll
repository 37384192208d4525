; RUN: uniformity --compat llvm19
; RUN: uniformity
; Temporal divergence through three nested loops (written for warpflow): the innermost loop's
; exit is divergent (bounded by the thread id), the outer two exit uniformly. %i2n escapes the
; innermost loop into its parent's latch (%use2) and all three loops (%late): both are
; temporally divergent. %i1n escapes only the middle loop, whose exit is uniform: %use1 stays
; uniform, as do the outer induction variables and exit conditions.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @escapes(i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %h0

h0:
  %i0 = phi i32 [ 0, %entry ], [ %i0n, %l0 ]
  br label %h1

h1:
  %i1 = phi i32 [ 0, %h0 ], [ %i1n, %l1 ]
  br label %h2

h2:
  %i2 = phi i32 [ 0, %h1 ], [ %i2n, %h2 ]
  %i2n = add i32 %i2, 1
  %e2 = icmp slt i32 %i2n, %t
  br i1 %e2, label %h2, label %l1

l1:
  %use2 = add i32 %i2n, %i1
  store i32 %use2, ptr addrspace(1) %out
  %i1n = add i32 %i1, 1
  %e1 = icmp slt i32 %i1n, %n
  br i1 %e1, label %h1, label %l0

l0:
  %use1 = add i32 %i1n, 7
  store i32 %use1, ptr addrspace(1) %out
  %i0n = add i32 %i0, 1
  %e0 = icmp slt i32 %i0n, %n
  br i1 %e0, label %h0, label %exit

exit:
  %late = add i32 %i2n, %i0n
  store i32 %late, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
