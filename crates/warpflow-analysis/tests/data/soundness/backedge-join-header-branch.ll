; Soundness counter-example found by tests/soundness.rs (issue 12): the same join through back
; edges as backedge-join.ll, but the loop header's own branch is divergent too (the trip
; bound is tid & 3) and the inner branch compares tid with a kernel argument.
;
; With %arg0 = 3: thread 1 (bound 1) runs b1 b3 b5 b1 b4 and has %v1 = 2 at its second
; header visit; thread 3 (bound 3) runs b1 b3 b6 b4 b1 ... and has %v1 = 1 there. So %v1 and
; %v5, %v6 are divergent; warpflow (before the fix of the back-edge join) calls %v1 uniform.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v1 = and i32 %v0, 3
  br label %b1
b1:
  %v2 = phi i32 [ 0, %b0 ], [ %v5, %b5 ], [ %v6, %b4 ]
  %v3 = icmp slt i32 %v2, %v1
  br i1 %v3, label %b3, label %b4
b2:
  ret void
b3:
  %v4 = icmp slt i32 %v0, %arg0
  br i1 %v4, label %b5, label %b6
b4:
  %v6 = add i32 %v2, 1
  %v7 = icmp slt i32 %v6, %v1
  br i1 %v7, label %b1, label %b2
b5:
  %v5 = add i32 %v2, 2
  br label %b1
b6:
  br label %b4
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
