; RUN: warp
; RUN: warp --block-dim 256
; RUN: warp --block-dim 256 --grid-dim 256
; RUN: warp --block-dim 256 --grid-dim 8388608
; RUN: warp --block-dim 256 --grid-dim 8388609
; RUN: warp --block-dim 48,2
; Rule 4 with lanes computed from the global index, `(blockIdx.x * blockDim.x + threadIdx.x) %
; 32`, what CUDA code writes as `gid % warpSize` (cuda-samples' shfl_scan). The product's low
; five bits are zero because blockDim.x is a whole number of warps, so `and 31` and `urem 32`
; of the sum are `tid.x % 32` for every block (@and_lane, @urem_lane: proven without facts).
; `srem 32` is that only while the signed sum is non-negative: with 2^31 threads or more it
; wraps, and lane l > 0 gets l - 32, so @srem_lane is proven only when the grid's size bounds
; the index below 2^31 (256 x 256; 8,388,608 x 256 is exactly 2^31 threads: the last index is
; 2^31 - 1), and not at 8,388,609 blocks. @stride48 scales a kernel argument by 48, which is
; not a multiple of 32: never proven. @laneid reads the lane register. A block of 48 x 2
; threads is not a whole number of warps in x (a warp spans two rows): nothing is proven.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @and_lane(ptr addrspace(1) %d) {
entry:
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %bid, %ntid
  %gid = add i32 %base, %tid
  %lane = and i32 %gid, 31
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %then, label %join

then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %join

join:
  ret void
}

define ptx_kernel void @urem_lane(ptr addrspace(1) %d) {
entry:
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %bid, %ntid
  %gid = add i32 %base, %tid
  %lane = urem i32 %gid, 32
  %high = icmp uge i32 %lane, 24
  br i1 %high, label %then, label %join

then:
  call void @llvm.nvvm.bar.warp.sync(i32 -16777216)
  br label %join

join:
  ret void
}

define ptx_kernel void @srem_lane(ptr addrspace(1) %d) {
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

define ptx_kernel void @stride48(ptr addrspace(1) %d, i32 %row) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %row, 48
  %gid = add i32 %base, %tid
  %lane = and i32 %gid, 31
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %then, label %join

then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %join

join:
  ret void
}

define ptx_kernel void @laneid(ptr addrspace(1) %d) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %then, label %join

then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
