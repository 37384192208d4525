; RUN: warp
; Constant masks in a warp-convergent block: the full mask is fine, a mask with lanes missing is
; not (lanes outside it execute the operation too); a mask passed as an argument is not proven.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %m, i32 %v, ptr addrspace(1) %out) {
entry:
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %a = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %v, i32 0, i32 31)
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %a, i32 -1)
  store i32 %r, ptr addrspace(1) %out
  ret void
}
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
