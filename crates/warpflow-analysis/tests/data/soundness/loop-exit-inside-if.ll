; Soundness counter-example found by tests/soundness.rs with endless loops (2026-12-07), written
; small: a loop whose only exit is inside a divergent if, `for (;;) { if ((tid + i) & 1 == 0)
; { if (i > 1) return; } v = phi(7, 9); }`. Every path from the branch in b1 to the exit
; passes b2, so b2 is its immediate post-dominator, and the join propagation stopped there.
; But lanes of the then side reach b3 through b2 (b2 -> b4 -> b3) in the same iteration as the
; lanes of the other side (b1 -> b3): in iteration 0, even threads get %v6 = 9 and odd ones 7.
; warpflow called %v6 uniform; LLVM 19 calls it divergent.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  %v1 = phi i32 [ 0, %b0 ], [ %v7, %b3 ]
  %v2 = add i32 %v0, %v1
  %v3 = and i32 %v2, 1
  %v4 = icmp eq i32 %v3, 0
  br i1 %v4, label %b2, label %b3
b2:
  %v5 = icmp sgt i32 %v1, 1
  br i1 %v5, label %b5, label %b4
b3:
  %v6 = phi i32 [ 7, %b1 ], [ 9, %b4 ]
  %v7 = add i32 %v1, 1
  br label %b1
b4:
  br label %b3
b5:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
