; Soundness counter-example found by tests/soundness.rs (issue 12, minimised by hand from a
; kernel that LLVM 19 got wrong too): the join through back edges of backedge-join.ll where the
; divergent branch is the exit of an inner loop. b5 (inner header) leaves the inner loop on
; tid & 3 to the outer tail (b6 b4, counter + 1) or stays in it and goes on to b7, which
; continues the outer loop through its latch b8 (counter + 2). The two paths join at the outer
; header b1.
;
; Thread 0 (tid & 3 = 0) runs b1 b3 b5 b6 b4 b1 ... (%v1 = 1 at the second header visit);
; thread 2 runs b1 b3 b5 b7 b8 b1 b4 (%v1 = 2 there, and the branch of b1 goes to the tail).
; So %v1, %v2, the branch of b1 and %v19 differ; warpflow (before the fix of the back-edge
; join) calls them uniform. (LLVM 19 calls them divergent on this reduced kernel.)
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  %v1 = phi i32 [ 0, %b0 ], [ %v9, %b8 ], [ %v19, %b4 ]
  %v2 = icmp slt i32 %v1, 2
  br i1 %v2, label %b3, label %b4
b2:
  ret void
b3:
  %v3 = and i32 %v0, 3
  br label %b5
b4:
  %v19 = add i32 %v1, 1
  %v20 = icmp slt i32 %v19, 2
  br i1 %v20, label %b1, label %b2
b5:
  %v4 = phi i32 [ 0, %b3 ], [ %v6, %b7 ]
  %v6 = add i32 %v4, 1
  %v7 = icmp slt i32 %v6, %v3
  br i1 %v7, label %b7, label %b6
b6:
  br label %b4
b7:
  %v8 = icmp eq i32 %v4, 0
  br i1 %v8, label %b8, label %b5
b8:
  %v9 = add i32 %v1, 2
  br label %b1
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
