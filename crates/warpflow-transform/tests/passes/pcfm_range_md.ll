; RUN: branch-fusion
; Metadata present on one side only is dropped from the merged instruction.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  br i1 %c, label %then, label %else

then:
  %x = load i32, ptr addrspace(1) %p, align 4, !range !0
  br label %join

else:
  %y = load i32, ptr addrspace(1) %p, align 4, !range !1
  br label %join

join:
  %r = phi i32 [ %x, %then ], [ %y, %else ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!0 = !{i32 0, i32 10}
!1 = !{i32 10, i32 20}
