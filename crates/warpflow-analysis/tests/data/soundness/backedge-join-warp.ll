; Soundness counter-example found by tests/soundness.rs (issue 12): the join through back edges
; of backedge-join.ll with a warp-uniform trip bound ((tid >> 5 & 1) + 1: 1 in warp 0, 2 in
; warp 1) and the inner branch on tid & 1, which differs inside a warp.
;
; In warp 1, thread 32 runs b1 b3 b5 b1 b4 (%v4 = 2 at its second header visit, %v5 false)
; and thread 33 runs b1 b3 b6 b4 b1 (%v4 = 1 there, %v5 true). So %v4 and %v5 are not even
; warp-uniform; warpflow (before the fix of the back-edge join) calls %v4 uniform and %v5
; warp-uniform.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v1 = lshr i32 %v0, 5
  %v2 = and i32 %v1, 1
  %v3 = add i32 %v2, 1
  br label %b1
b1:
  %v4 = phi i32 [ 0, %b0 ], [ %v8, %b5 ], [ %v9, %b4 ]
  %v5 = icmp slt i32 %v4, %v3
  br i1 %v5, label %b3, label %b4
b2:
  ret void
b3:
  %v6 = and i32 %v0, 1
  %v7 = icmp eq i32 %v6, 0
  br i1 %v7, label %b5, label %b6
b4:
  %v9 = add i32 %v4, 1
  %v10 = icmp slt i32 %v9, %v3
  br i1 %v10, label %b1, label %b2
b5:
  %v8 = add i32 %v4, 2
  br label %b1
b6:
  br label %b4
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
