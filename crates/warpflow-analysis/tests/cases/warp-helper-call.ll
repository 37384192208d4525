; RUN: warp
; A device function with a full-mask shuffle needs a converged warp: inside it the shuffle is
; judged assuming a converged entry; the call under a lane-dependent branch is reported, the
; call under a warp-uniform branch (tid.x / 32) is not.
target triple = "nvptx64-nvidia-cuda"
define internal i32 @helper(i32 %v) {
entry:
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
define ptx_kernel void @k(i32 %v, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join
then:
  %a = call i32 @helper(i32 %v)
  br label %join
join:
  %x = phi i32 [ %a, %then ], [ %v, %entry ]
  %w = lshr i32 %tid, 5
  %u = icmp eq i32 %w, 0
  br i1 %u, label %warp0, label %exit
warp0:
  %b = call i32 @helper(i32 %x)
  store i32 %b, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
