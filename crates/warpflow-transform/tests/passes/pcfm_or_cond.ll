; RUN: pcfm
; `||` with the second branch's successors reversed: the fold negates its condition.
; `if (tid < 4 || tab[tid] > 100)` with the second test reversed (`br %d, %else, %then`): the
; then side is entered from both condition blocks.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %tab) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 4
  br i1 %c, label %then, label %test

test:
  %tp = getelementptr inbounds i32, ptr addrspace(1) %tab, i32 %tid
  %t = load i32, ptr addrspace(1) %tp, align 4
  %d = icmp sle i32 %t, 100
  br i1 %d, label %else, label %then

then:
  %a = add i32 %tid, 7
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %a, ptr addrspace(1) %p, align 4
  br label %join

else:
  %b = add i32 %tid, 5
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %q, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
