; RUN: warp
; A call the target model does not give warp members to is not a site, whatever its name looks
; like: the pre-Volta shuffle acts on the active lanes, and activemask() names no members. No
; verdict is expected.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %then, label %exit
then:
  %a = call i32 @llvm.nvvm.shfl.idx.i32(i32 %v, i32 0, i32 31)
  %m = call i32 @llvm.nvvm.activemask()
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.idx.i32(i32, i32, i32)
declare i32 @llvm.nvvm.activemask()
