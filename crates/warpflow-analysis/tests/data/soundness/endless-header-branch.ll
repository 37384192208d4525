; Soundness counter-example found by tests/soundness.rs with endless loops (2026-12-07), written
; small: a kernel that never returns. The loop b1 branches at its header on `(i & tid) > arg0`;
; its then side b2 may leave (when arg0 is 0) into b4, an endless loop that uses %v5 = i + 100.
; Lanes leave in different iterations, so %v6 in b4 differs between them; every block reaches
; no `ret`, so no block post-dominates another, and the branch is its cycle's header, which the
; propagation skipped (LLVM 19 skips it too): nothing sent the header's label to the exit.
; warpflow and LLVM 19 called %v6 uniform.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %b1
b1:
  %v1 = phi i32 [ 0, %b0 ], [ %v7, %b3 ]
  %v2 = and i32 %v1, %v0
  %v3 = icmp sgt i32 %v2, %arg0
  br i1 %v3, label %b2, label %b3
b2:
  %v5 = add i32 %v1, 100
  %v4 = icmp eq i32 %arg0, 0
  br i1 %v4, label %b4, label %b3
b3:
  %v7 = add i32 %v1, 1
  br label %b1
b4:
  %v6 = or i32 %v5, 1
  br label %b4
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
