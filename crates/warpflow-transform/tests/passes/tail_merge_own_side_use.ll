; RUN: tail-merge
; RUN: tail-merge-full
; %x1 is used twice by the mul of its side, once where the other side uses %x2 and once where
; it uses a constant. tail-merge-full sinks the mul and the store (the mul's second operand
; through a phi that takes %x1 from the then side); the adds must stay (sinking them would leave
; that phi entry undominated). tail-merge sinks only the store (the mul needs two phis).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %else

then:
  %x1 = add i32 %a, 1
  %w1 = mul i32 %x1, %x1
  store i32 %w1, ptr %p, align 4
  br label %join

else:
  %x2 = add i32 %a, 1
  %w2 = mul i32 %x2, 5
  store i32 %w2, ptr %p, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
