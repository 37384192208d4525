; RUN: tail-merge-full
; The barriers are identical on both sides and sink; the shuffles before them differ in an
; operand and stay, even in the full form.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %a, i32 %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %else

then:
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %a, i32 1, i32 31)
  call void @llvm.nvvm.barrier0()
  br label %join

else:
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %b, i32 1, i32 31)
  call void @llvm.nvvm.barrier0()
  br label %join

join:
  %s = phi i32 [ %s1, %then ], [ %s2, %else ]
  store i32 %s, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #0
declare void @llvm.nvvm.barrier0() #0

attributes #0 = { convergent nounwind }
