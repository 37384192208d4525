; Soundness counter-example found by tests/soundness.rs (issue 12): the join through back edges
; of backedge-join.ll, with the divergent branch (b5, on tid & 1) nested under a uniform
; branch of the loop body (b3, on the counter) and its non-latch side reaching the tail b4
; through two blocks.
;
; Even threads run b1 b3 b5 b8 b1 b4 (%v1 = 2 at the second header visit, then %v7 = 3 and
; the loop exits); odd threads run b1 b3 b5 b9 b7 b4 b1 b3 b6 b7 b4 b1 b4 (%v1 = 1 at the
; second header visit, then %v7 = 2 and the loop goes on). So %v1, %v2, the branch of b1, %v7,
; %v8 and the branch of b4 are divergent and b1, b4 are not convergent; warpflow (before the
; fix of the back-edge join) calls them uniform.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  %v1 = phi i32 [ 0, %b0 ], [ %v6, %b8 ], [ %v7, %b4 ]
  %v2 = icmp slt i32 %v1, 2
  br i1 %v2, label %b3, label %b4
b2:
  ret void
b3:
  %v3 = icmp eq i32 %v1, 0
  br i1 %v3, label %b5, label %b6
b4:
  %v7 = add i32 %v1, 1
  %v8 = icmp slt i32 %v7, 3
  br i1 %v8, label %b1, label %b2
b5:
  %v4 = and i32 %v0, 1
  %v5 = icmp eq i32 %v4, 0
  br i1 %v5, label %b8, label %b9
b6:
  br label %b7
b7:
  br label %b4
b8:
  %v6 = add i32 %v1, 2
  br label %b1
b9:
  br label %b7
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
