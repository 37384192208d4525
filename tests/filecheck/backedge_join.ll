; MODE: default
; Joins through a back edge: a divergent branch inside a loop whose one side returns to the
; loop header without passing the branch's post-dominator (which is in the loop), so lanes of
; one warp may be in different iterations. The header's phis, everything computed from them and
; every exiting branch of the loop are divergent, as is what is used after the loop.
target triple = "nvptx64-nvidia-cuda"

; The shape of spec/uniformity.md: header H tests a uniform flag, T branches on the thread id,
; R goes back to H, U continues to P (a barrier) and Q (the exit test on the counter).
; CHECK-LABEL: UniformityInfo for function 'spec_shape':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK: BLOCK H
; CHECK: DIVERGENT:   %i = phi i32 [ 0, %entry ], [ %i1, %R ], [ %i2, %Q ]
; CHECK: {{^}} br i1 %u, label %T, label %P
; CHECK: BLOCK T
; CHECK: DIVERGENT:   br i1 %c, label %R, label %U
; CHECK: BLOCK Q
; CHECK: DIVERGENT:   %i2 = add i32 %i, 1
; CHECK: DIVERGENT:   %e = icmp slt i32 %i2, %n
; CHECK: DIVERGENT:   br i1 %e, label %exit, label %H
define ptx_kernel void @spec_shape(i32 %n, i1 %u, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i1, %R ], [ %i2, %Q ]
  br i1 %u, label %T, label %P
T:
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %R, label %U
R:
  %i1 = add i32 %i, 2
  br label %H
U:
  br label %P
P:
  call void @llvm.nvvm.barrier0()
  br label %Q
Q:
  %i2 = add i32 %i, 1
  %e = icmp slt i32 %i2, %n
  br i1 %e, label %exit, label %H
exit:
  store i32 %i2, ptr addrspace(1) %out
  ret void
}

; The same loop with an exit test on a uniform load: the test's value is uniform but lanes in
; different iterations leave at different times, so the exiting branch is divergent, and the
; counter used after the loop is divergent (temporal divergence).
; CHECK-LABEL: UniformityInfo for function 'uniform_exit_test':
; CHECK: BLOCK Q
; CHECK: DIVERGENT:   %i2 = add i32 %i, 1
; CHECK: {{^}} %f = load i32, ptr addrspace(1) %flag
; CHECK: {{^}} %e = icmp eq i32 %f, 0
; CHECK: DIVERGENT:   br i1 %e, label %exit, label %H
; CHECK: BLOCK exit
; CHECK: DIVERGENT:   %r = add i32 %i2, 0
define ptx_kernel void @uniform_exit_test(i1 %u, ptr addrspace(1) %out, ptr addrspace(1) %flag) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i1, %R ], [ %i2, %Q ]
  br i1 %u, label %T, label %P
T:
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %R, label %P
R:
  %i1 = add i32 %i, 2
  br label %H
P:
  br label %Q
Q:
  %i2 = add i32 %i, 1
  %f = load i32, ptr addrspace(1) %flag
  %e = icmp eq i32 %f, 0
  br i1 %e, label %exit, label %H
exit:
  %r = add i32 %i2, 0
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; No bypass: both sides of the divergent branch pass its post-dominator J before the next
; iteration, so every lane is in the same iteration and the header stays uniform.
; CHECK-LABEL: UniformityInfo for function 'no_bypass':
; CHECK: BLOCK H
; CHECK: {{^}} %i = phi i32 [ 0, %entry ], [ %i2, %J ]
; CHECK: BLOCK J
; CHECK: DIVERGENT:   %v = phi i32 [ 1, %A ], [ 2, %B ]
; CHECK: {{^}} %i2 = add i32 %i, 1
; CHECK: {{^}} br i1 %e, label %exit, label %H
define ptx_kernel void @no_bypass(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %H
H:
  %i = phi i32 [ 0, %entry ], [ %i2, %J ]
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %A, label %B
A:
  br label %J
B:
  br label %J
J:
  %v = phi i32 [ 1, %A ], [ 2, %B ]
  %i2 = add i32 %i, 1
  store i32 %v, ptr addrspace(1) %out
  %e = icmp slt i32 %i2, %n
  br i1 %e, label %exit, label %H
exit:
  ret void
}

; Nested: inside an inner loop, a divergent branch jumps to the outer loop's header (a
; `continue` of the outer loop) while the other side finishes the inner loop and passes OJ, the
; branch's post-dominator in the outer loop. The outer header joins different outer iterations.
; CHECK-LABEL: UniformityInfo for function 'outer_continue':
; CHECK: BLOCK OH
; CHECK: DIVERGENT:   %o = phi i32 [ 0, %entry ], [ %o1, %IB ], [ %o2, %OJ ]
; CHECK: BLOCK OJ
; CHECK: DIVERGENT:   %o2 = add i32 %o, 1
; CHECK: DIVERGENT:   br i1 %oe, label %exit, label %OH
define ptx_kernel void @outer_continue(i32 %n, i1 %u, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %OH
OH:
  %o = phi i32 [ 0, %entry ], [ %o1, %IB ], [ %o2, %OJ ]
  br i1 %u, label %IH, label %OJ
IH:
  %k = phi i32 [ 0, %OH ], [ %k1, %IL ]
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %IB, label %IL
IB:
  %o1 = add i32 %o, 2
  br label %OH
IL:
  %k1 = add i32 %k, 1
  %ke = icmp slt i32 %k1, 4
  br i1 %ke, label %IH, label %OJ
OJ:
  %o2 = add i32 %o, 1
  %oe = icmp slt i32 %o2, %n
  br i1 %oe, label %exit, label %OH
exit:
  store i32 %o2, ptr addrspace(1) %out
  ret void
}

; Irreducible: the cycle {H1, H2, B, C, D} has two entries; the divergent branch in H2
; reconverges at D before every return to H1, so H1's phi (two uniform incoming values) stays
; uniform. (The post-dominator D lies in an irreducible cycle, where label propagation cannot
; stop at it; the bypass is then decided on the graph.)
; CHECK-LABEL: UniformityInfo for function 'irreducible_no_bypass':
; CHECK: BLOCK H1
; CHECK: {{^}} %h = phi i32 [ 0, %entry ], [ %b, %D ]
; CHECK: BLOCK D
; CHECK: DIVERGENT:   %d = phi i32 [ 1, %B ], [ 2, %C ]
define ptx_kernel void @irreducible_no_bypass(i32 %a, i32 %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %dc = icmp slt i32 %tid, 5
  %uc = icmp slt i32 %a, 0
  br i1 %uc, label %H1, label %H2
H1:
  %h = phi i32 [ 0, %entry ], [ %b, %D ]
  store i32 %h, ptr addrspace(1) %out
  br label %H2
H2:
  br i1 %dc, label %B, label %C
B:
  br label %D
C:
  br label %D
D:
  %d = phi i32 [ 1, %B ], [ 2, %C ]
  store i32 %d, ptr addrspace(1) %out
  br i1 %uc, label %X, label %H1
X:
  ret void
}

; Exit phis at a divergent exit: lanes leave the loop from two exiting blocks at different
; iterations, so the exit phi differs between lanes although both incoming values are
; uniform (found by the soundness oracle; LLVM 19 calls it uniform).
; CHECK-LABEL: UniformityInfo for function 'exit_phi_of_uniform_values':
; CHECK: BLOCK out
; CHECK: DIVERGENT:   %r = phi i32 [ 1, %L ], [ %a, %M ]
define ptx_kernel void @exit_phi_of_uniform_values(i32 %a, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lim = and i32 %tid, 3
  br label %L
L:
  %i = phi i32 [ 0, %entry ], [ %i1, %M ]
  %i1 = add i32 %i, 1
  %stay = icmp slt i32 %i1, %lim
  br i1 %stay, label %M, label %out
M:
  %more = icmp slt i32 %i1, 2
  br i1 %more, label %L, label %out
out:
  %r = phi i32 [ 1, %L ], [ %a, %M ]
  store i32 %r, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
