; Soundness counter-example found by tests/soundness.rs (issue 12), shared with LLVM 19: a loop
; with a divergent exit (b3 exits when %v4 >= tid & 3) and a second exiting block (the latch
; b4), both branching to the exit b2, whose phi takes a different uniform constant or argument
; from each exiting block. The phi uses no value defined in the cycle, so the temporal
; divergence rule ("exit phis that use values from the cycle") skips it, and b2 is treated as
; a cycle exit rather than a join of the branch in b3.
;
; Threads with tid & 3 < 3 run b1 b3 b2 and get %v7 = 1; threads with tid & 3 == 3 run
; b1 b3 b1 b4 b2 and get %v7 = %arg0. With %arg0 != 1, %v7 (and %v8) differ; warpflow and
; LLVM 19 call them uniform.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %arg0, i32 %arg1) {
b0:
  %v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v1 = and i32 %v0, 3
  br label %b1
b1:
  %v2 = phi i32 [ 0, %b0 ], [ %v4, %b3 ], [ %v6, %b4 ]
  %v3 = icmp ult i32 %v2, 1
  br i1 %v3, label %b3, label %b4
b2:
  %v7 = phi i32 [ 1, %b3 ], [ %arg0, %b4 ]
  %v8 = add i32 %v7, %arg1
  ret void
b3:
  %v4 = add i32 %v2, 2
  %v5 = icmp slt i32 %v4, %v1
  br i1 %v5, label %b1, label %b2
b4:
  %v6 = add i32 %v2, 1
  %v9 = icmp slt i32 %v6, 2
  br i1 %v9, label %b1, label %b2
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
