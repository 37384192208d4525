; RUN: pcfm
; An exit entered from outside the condition blocks: no cluster, so nothing is folded and the
; function is left as it was.
; Like and_cond, but the else side is also entered from outside the condition (the uniform
; `%early` test branches there too): no cluster, nothing folded.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %tab, i32 %n) {
pre:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %early = icmp eq i32 %n, 0
  br i1 %early, label %else, label %entry

entry:
  %c = icmp sgt i32 %tid, 3
  br i1 %c, label %test, label %else

test:
  %tp = getelementptr inbounds i32, ptr addrspace(1) %tab, i32 %tid
  %t = load i32, ptr addrspace(1) %tp, align 4
  %d = icmp slt i32 %t, 100
  br i1 %d, label %then, label %else

then:
  %a = mul i32 %t, 7
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %a, ptr addrspace(1) %p, align 4
  br label %join

else:
  %b = mul i32 %tid, 5
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %q, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
