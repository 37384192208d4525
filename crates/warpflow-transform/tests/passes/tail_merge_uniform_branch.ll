; RUN: tail-merge-full
; The branch is on a kernel argument (uniform): identical tails are left alone.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a, i32 %n) {
entry:
  %c = icmp ult i32 %n, 7
  br i1 %c, label %then, label %else

then:
  %x1 = add i32 %a, 1
  store i32 %x1, ptr %p, align 4
  br label %join

else:
  %x2 = add i32 %a, 1
  store i32 %x2, ptr %p, align 4
  br label %join

join:
  ret void
}
