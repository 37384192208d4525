; RUN: pcfm
; A barrier on one side only: refused, the function is left as it was.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %then, label %else

then:
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %x = load i32, ptr addrspace(1) %p, align 4
  call void @llvm.nvvm.barrier0()
  br label %join

else:
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %u = load i32, ptr addrspace(1) %q, align 4
  br label %join

join:
  %r = phi i32 [ %x, %then ], [ %u, %else ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

