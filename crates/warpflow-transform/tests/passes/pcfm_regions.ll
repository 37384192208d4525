; RUN: branch-fusion
; RUN: pcfm
; Isomorphic regions of three blocks: branch fusion refuses (not single blocks), PCFM merges
; them.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %x = load i32, ptr addrspace(1) %p, align 4
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %a0, label %b0

a0:
  %a1 = icmp sgt i32 %x, 5
  br i1 %a1, label %a2, label %a3

a2:
  %a4 = mul i32 %x, 3
  store i32 %a4, ptr addrspace(1) %o, align 4
  br label %a3

a3:
  br label %join

b0:
  %b1 = icmp sgt i32 %x, 9
  br i1 %b1, label %b2, label %b3

b2:
  %b4 = mul i32 %x, 5
  store i32 %b4, ptr addrspace(1) %o, align 4
  br label %b3

b3:
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

