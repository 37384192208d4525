; RUN: branch-fusion
; RUN: pcfm --threshold 0.5
; RUN: pcfm --threshold 0.499
; RUN: pcfm --threshold 0
; Identical sides: merged into one block (profit 0.5); the threshold gates it (0.5 refuses,
; 0.499 and 0 merge).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %then, label %else

then:
  %a = add i32 %tid, 1
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %a, ptr addrspace(1) %p, align 4
  br label %join

else:
  %b = add i32 %tid, 1
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %q, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

