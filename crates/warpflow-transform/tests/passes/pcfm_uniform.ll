; RUN: pcfm
; RUN: branch-fusion
; A uniform branch: untouched, no remarks.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %n, 16
  br i1 %c, label %then, label %else

then:
  %a = add i32 %tid, 1
  br label %join

else:
  %b = add i32 %tid, 2
  br label %join

join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

