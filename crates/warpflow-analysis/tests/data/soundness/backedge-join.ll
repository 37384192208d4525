; Soundness counter-example found by tests/soundness.rs (issue 12): a divergent branch inside
; a loop whose one side goes back to the header through its own latch while the other side
; continues to the loop's tail, whose latch also goes back to the header. The two paths join
; at the header through the back edges (b1 is a join of the branch in b3), but the branch's
; immediate post-dominator is the tail b4, after the join.
;
;   H = b1: counter %v1, branches uniformly (on the counter) to the body T = b3 or the tail
;   T = b3: branches on tid & 1 to the latch R = b5 (counter + 2) or to U = b6
;   U = b6 -> tail P/Q = b4: barrier, counter + 1, back to H while below 3, else exit
;
; Run with 64 threads: even threads take b1 b3 b5 b1 b4 (one barrier; %v1 = 0, 2), odd
; threads b1 b3 b6 b4 b1 b3 b6 b4 b1 b4 (three barriers; %v1 = 0, 1, 2). At the second header
; visit %v1 is 2 in even and 1 in odd threads, the branch of b1 goes to b4 and to b3; in b4 of
; that iteration %v6 is 3 and 2 and the branch of b4 exits and loops. So %v1, %v2, the branch
; of b1, %v6, %v7 and the branch of b4 are divergent, b1 and b4 are not convergent, and the
; barrier in b4 is not uniform; warpflow (before the fix of the back-edge join) calls them
; uniform.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  %v1 = phi i32 [ 0, %b0 ], [ %v5, %b5 ], [ %v6, %b4 ]
  %v2 = icmp slt i32 %v1, 2
  br i1 %v2, label %b3, label %b4
b2:
  ret void
b3:
  %v3 = and i32 %v0, 1
  %v4 = icmp eq i32 %v3, 0
  br i1 %v4, label %b5, label %b6
b4:
  call void @llvm.nvvm.barrier0()
  %v6 = add i32 %v1, 1
  %v7 = icmp slt i32 %v6, 3
  br i1 %v7, label %b1, label %b2
b5:
  %v5 = add i32 %v1, 2
  br label %b1
b6:
  br label %b4
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
