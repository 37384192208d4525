; RUN: warp
; RUN: warp --block-dim 256
; RUN: warp --block-dim 512
; Rule 4 with the launch facts' block size: @by_block_size runs a shuffle with mask 0xff under
; `tid < blockDim.x / 32`, which is `tid < 8` (lanes 0-7 of warp 0, exactly the mask) only
; when blockDim.x is 256; @by_warp_size computes its mask as (1 << (blockDim.x / warpSize)) - 1
; (cuda-samples' shfl_scan), which names those lanes for every block size up to 1,024.
; Without facts neither is proven; with 256 both are; with 512 only @by_warp_size (the
; condition admits lanes 0-15, the constant mask names 0-7).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @by_block_size(ptr addrspace(1) %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %d, i32 %tid
  %v = load i32, ptr addrspace(1) %p, align 4
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nw = lshr i32 %ntid, 5
  %in = icmp ult i32 %tid, %nw
  br i1 %in, label %then, label %join

then:
  %s = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 255, i32 %v, i32 1, i32 6144)
  br label %join

join:
  %r = phi i32 [ %s, %then ], [ %v, %entry ]
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

define ptx_kernel void @by_warp_size(ptr addrspace(1) %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %d, i32 %tid
  %v = load i32, ptr addrspace(1) %p, align 4
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %nw = udiv i32 %ntid, %ws
  %in = icmp ult i32 %tid, %nw
  br i1 %in, label %then, label %join

then:
  %bit = shl i32 1, %nw
  %mask = sub i32 %bit, 1
  %s = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %v, i32 1, i32 6144)
  br label %join

join:
  %r = phi i32 [ %s, %then ], [ %v, %entry ]
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
