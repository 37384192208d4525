; RUN: pcfm
; `&&` whose second test loads: PCFM folds the two condition blocks into one branch
; (`%pcfm.cond`, with the else side's phi and the loaded value routed through it) and merges
; the now single-entry sides.
; `if (tid > 3 && tab[tid] < 100)`: the second test loads, so it stays a branch; the else side
; is entered from both condition blocks and has a phi, the then side reads the loaded value.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %tab) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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
  %x = phi i32 [ 1, %entry ], [ 2, %test ]
  %b = mul i32 %x, 5
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %q, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
