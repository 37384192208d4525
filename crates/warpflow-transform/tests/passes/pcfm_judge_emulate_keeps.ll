; RUN: pcfm,cleanup --launch pcfm_judge_emulate_keeps.launch.toml --judge emulate
; Odd and even lanes (`tid & 1`: every warp splits) run the same chain of eight operations on
; a loaded value, differing in one constant, and store it to their own element: merged, a warp
; issues the chain once plus one select instead of twice. Measured on the launch (two warps of
; 32), the merged kernel is faster, so the measuring judge keeps the merge and its remark gives
; the two cycle counts.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, ptr %q) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %o = and i32 %t, 1
  %c = icmp eq i32 %o, 0
  %w = zext i32 %t to i64
  %qa = getelementptr inbounds i32, ptr %q, i64 %w
  %v = load i32, ptr %qa, align 4
  %pa = getelementptr inbounds i32, ptr %p, i64 %w
  br i1 %c, label %then, label %else

then:
  %a1 = add i32 %v, 3
  %a2 = mul i32 %a1, %a1
  %a3 = xor i32 %a2, %v
  %a4 = add i32 %a3, 11
  %a5 = shl i32 %a4, 2
  %a6 = or i32 %a5, %a1
  %a7 = sub i32 %a6, %a3
  %a8 = mul i32 %a7, 7
  store i32 %a8, ptr %pa, align 4
  br label %join

else:
  %b1 = add i32 %v, 5
  %b2 = mul i32 %b1, %b1
  %b3 = xor i32 %b2, %v
  %b4 = add i32 %b3, 11
  %b5 = shl i32 %b4, 2
  %b6 = or i32 %b5, %b1
  %b7 = sub i32 %b6, %b3
  %b8 = mul i32 %b7, 7
  store i32 %b8, ptr %pa, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
