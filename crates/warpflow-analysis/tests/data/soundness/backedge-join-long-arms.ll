; Soundness counter-example found by tests/soundness.rs (issue 12): the join through back edges
; of backedge-join.ll behind a warp-uniform branch (b3, tid < 32) whose sides reach the header
; through the loop's tail (b5 b8 b7 b4) and, for tid 32 only, through a `continue` latch (b6 b9
; b12). LLVM 19 misses this join as well (its divergent values do not include %v1).
;
; Thread 0 runs b1 b3 b5 b8 b7 b4 b1 ... (%v1 = 1 at the second header visit); thread 32 runs
; b1 b3 b6 b9 b12 b1 b4 (%v1 = 2 there, the branch of b1 goes to the tail, and %v14 is 3 in
; b4 where thread 0 has 2). So %v1, %v2, the branch of b1 and %v14 differ between threads
; (and the branch in b6, on tid < 33, also joins at b1, so none of them is even
; warp-uniform); warpflow (before the fix of the back-edge join) calls them uniform.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  %v1 = phi i32 [ 0, %b0 ], [ %v6, %b12 ], [ %v14, %b4 ]
  %v2 = icmp slt i32 %v1, 2
  br i1 %v2, label %b3, label %b4
b2:
  ret void
b3:
  %v3 = icmp ult i32 %v0, 32
  br i1 %v3, label %b5, label %b6
b4:
  %v14 = add i32 %v1, 1
  %v15 = icmp slt i32 %v14, 2
  br i1 %v15, label %b1, label %b2
b5:
  br label %b8
b6:
  %v4 = icmp ult i32 %v0, 33
  br i1 %v4, label %b9, label %b10
b7:
  br label %b4
b8:
  br label %b7
b9:
  %v5 = icmp eq i32 %v1, 0
  br i1 %v5, label %b12, label %b13
b10:
  br label %b11
b11:
  br label %b7
b12:
  %v6 = add i32 %v1, 2
  br label %b1
b13:
  br label %b11
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
