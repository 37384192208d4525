; RUN: tail-merge
; Only the last store matches (its stored value differs: one phi). The different memory
; operations before it stay on their sides, before it.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, ptr %q) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %else

then:
  store i32 1, ptr %q, align 4
  store i32 %t, ptr %p, align 4
  br label %join

else:
  %l = load i32, ptr %q, align 4
  store i32 %l, ptr %p, align 4
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
