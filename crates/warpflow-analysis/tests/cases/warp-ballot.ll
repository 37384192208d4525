; RUN: warp
; Rule 3 (ballot of the branch condition): the side the ballot selects is fine; the other side,
; a second lane-dependent branch inside, and a ballot of another condition are not.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %v, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = and i32 %tid, 1
  %p = icmp ne i32 %a, 0
  %m = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  %c = icmp eq i32 %a, 0
  br i1 %c, label %even, label %odd
odd:
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %v, i32 1, i32 31)
  %q = icmp ult i32 %tid, 9
  br i1 %q, label %odd.small, label %join
odd.small:
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  br label %join
even:
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  br label %join
join:
  %q0 = icmp ult i32 %tid, 5
  %n = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %q0)
  br i1 %p, label %b, label %exit
b:
  call void @llvm.nvvm.bar.warp.sync(i32 %n)
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
