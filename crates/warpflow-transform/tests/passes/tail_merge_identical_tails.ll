; RUN: tail-merge
; RUN: tail-merge,cleanup
; Both sides of a divergent branch end in the same two instructions and store: all of it sinks.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %else

then:
  %u = mul i32 %t, 3
  %x1 = add i32 %a, 1
  %y1 = shl i32 %x1, 2
  store i32 %y1, ptr %p, align 4
  br label %join

else:
  %v = sub i32 %t, 5
  %x2 = add i32 %a, 1
  %y2 = shl i32 %x2, 2
  store i32 %y2, ptr %p, align 4
  br label %join

join:
  %r = phi i32 [ %u, %then ], [ %v, %else ]
  %z = phi i32 [ %y1, %then ], [ %y2, %else ]
  %s = add i32 %r, %z
  %q = getelementptr inbounds i32, ptr %p, i32 1
  store i32 %s, ptr %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
