; RUN: tail-merge
; RUN: tail-merge-full
; RUN: tail-merge-full,cleanup
; The sides differ in operands: the add and the store need no new phi once the mul is sunk, the
; mul needs two (its two operands differ). tail-merge stops before the mul (the add then needs
; one phi, for the mul's result); tail-merge-full sinks all three with two phis.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a, i32 %b, i32 %k) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %else

then:
  %x1 = mul i32 %a, 7
  %s1 = add i32 %x1, %k
  store i32 %s1, ptr %p, align 4
  br label %join

else:
  %x2 = mul i32 %b, 9
  %s2 = add i32 %x2, %k
  store i32 %s2, ptr %p, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
