; RUN: pcfm
; Stores and loads of two different stack slots are not matched (no `select` of the slots'
; addresses, which would keep them from being promoted); the adds still are.
; Each side stores into its own stack slot, then both read it back: matching the two stores
; would select between the slots' addresses, which stops their promotion.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %s1 = alloca i32, align 4
  %s2 = alloca i32, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %then, label %else

then:
  %a = add i32 %tid, 1
  store i32 %a, ptr %s1, align 4
  %x = load i32, ptr %s1, align 4
  br label %join

else:
  %b = add i32 %tid, 2
  store i32 %b, ptr %s2, align 4
  %y = load i32, ptr %s2, align 4
  br label %join

join:
  %r = phi i32 [ %x, %then ], [ %y, %else ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
