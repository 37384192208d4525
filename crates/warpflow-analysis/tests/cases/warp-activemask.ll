; RUN: warp
; activemask() justifies the mask only in its own block, before the operation, with no call
; that may end a lane in between; in another block (after a further divergent branch) it does not.
target triple = "nvptx64-nvidia-cuda"
define void @may_exit() {
entry:
  ret void
}
define ptx_kernel void @k(i32 %v, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %then, label %exit
then:
  %m = call i32 @llvm.nvvm.activemask()
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  call void @may_exit()
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  %d = icmp ult i32 %tid, 3
  br i1 %d, label %inner, label %exit
inner:
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.activemask()
declare void @llvm.nvvm.bar.warp.sync(i32)
