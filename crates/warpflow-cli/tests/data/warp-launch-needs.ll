; `lane = gid % 32` with `int` arithmetic (srem), as CUDA code writes `gid % warpSize`: the
; lane only while the global index does not wrap below zero. @fixed_mask shuffles lanes 0-7
; under `lane < 8`; @block_mask computes its mask and bound from blockDim.x, as cuda-samples'
; shfl_scan does: `lane < blockDim.x / 32` with `(1 << (blockDim.x / 32)) - 1`.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fixed_mask(ptr addrspace(1) %d) {
entry:
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %bid, %ntid
  %gid = add i32 %base, %tid
  %lane = srem i32 %gid, 32
  %first = icmp ult i32 %lane, 8
  br i1 %first, label %then, label %join

then:
  %p = getelementptr inbounds i32, ptr addrspace(1) %d, i32 %gid
  %v = load i32, ptr addrspace(1) %p, align 4
  %s = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 255, i32 %v, i32 1, i32 6144)
  store i32 %s, ptr addrspace(1) %p, align 4
  br label %join

join:
  ret void
}

define ptx_kernel void @block_mask(ptr addrspace(1) %d) {
entry:
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %bid, %ntid
  %gid = add i32 %base, %tid
  %lane = srem i32 %gid, 32
  %warps = lshr i32 %ntid, 5
  %in = icmp ult i32 %lane, %warps
  br i1 %in, label %then, label %join

then:
  %bit = shl i32 1, %warps
  %mask = sub i32 %bit, 1
  %p = getelementptr inbounds i32, ptr addrspace(1) %d, i32 %gid
  %v = load i32, ptr addrspace(1) %p, align 4
  %s = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %v, i32 1, i32 6144)
  store i32 %s, ptr addrspace(1) %p, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
