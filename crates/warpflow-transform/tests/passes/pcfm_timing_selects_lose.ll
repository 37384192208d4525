; RUN: pcfm,cleanup --profit latency
; RUN: pcfm,cleanup --profit timing
; Both sides compute `(x + c1) * c2` and store it, with every operand different: the merged
; block issues the add, the multiply and the store once but needs three selects, so a warp
; that takes one side runs 6 instructions instead of 3. The condition `tid & k` (k uniform,
; unknown) splits some warps and not others (weight 1/2): the timing model predicts no gain
; and keeps the branch; the latency profit (best case 0.5) merges it.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a, i32 %b, i32 %k) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %t, %k
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %else

then:
  %x1 = add i32 %a, 1
  %y1 = mul i32 %x1, 3
  store i32 %y1, ptr %p, align 4
  br label %join

else:
  %x2 = add i32 %b, 2
  %y2 = mul i32 %x2, 5
  store i32 %y2, ptr %p, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
