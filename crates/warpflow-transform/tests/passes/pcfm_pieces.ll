; RUN: pcfm
; Sides that are not isomorphic as wholes: their isomorphic pieces are merged.
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
  %a1 = mul i32 %x, 3
  store i32 %a1, ptr addrspace(1) %o, align 4
  br label %a2

a2:
  %a3 = icmp sgt i32 %a1, %n
  br i1 %a3, label %a4, label %a5

a4:
  %a6 = add i32 %a1, 1
  store i32 %a6, ptr addrspace(1) %p, align 4
  br label %a5

a5:
  %a7 = phi i32 [ %a1, %a2 ], [ %a6, %a4 ]
  br label %join

b0:
  %b1 = mul i32 %x, 5
  store i32 %b1, ptr addrspace(1) %o, align 4
  br label %join

join:
  %r = phi i32 [ %a7, %a5 ], [ %b1, %b0 ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %n
  %s = atomicrmw add ptr addrspace(1) %q, i32 %r monotonic, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
