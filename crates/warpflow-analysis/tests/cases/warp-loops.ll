; RUN: warp
; A loop whose exit is warp-uniform (tid.x / 32 iterations) keeps whole warps together; one whose
; trip count depends on the lane lets lanes leave in different iterations.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %v, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  br label %h1
h1:
  %i = phi i32 [ 0, %entry ], [ %i1, %h1 ]
  %x = phi i32 [ %v, %entry ], [ %y, %h1 ]
  %y = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %i1 = add i32 %i, 1
  %e1 = icmp ult i32 %i1, %w
  br i1 %e1, label %h1, label %mid
mid:
  br label %h2
h2:
  %j = phi i32 [ 0, %mid ], [ %j1, %h2 ]
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %j1 = add i32 %j, 1
  %e2 = icmp ult i32 %j1, %tid
  br i1 %e2, label %h2, label %exit
exit:
  store i32 %y, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
