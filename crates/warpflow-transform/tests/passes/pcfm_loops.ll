; RUN: pcfm
; Loops with phis on both sides.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %a0, label %b0

a0:
  br label %a1

a1:
  %ai = phi i32 [ 0, %a0 ], [ %ai1, %a1 ]
  %as = phi i32 [ %tid, %a0 ], [ %as1, %a1 ]
  %ax = mul i32 %ai, 2
  %as1 = add i32 %as, %ax
  %ai1 = add i32 %ai, 1
  %ac = icmp slt i32 %ai1, %n
  br i1 %ac, label %a1, label %a2

a2:
  br label %join

b0:
  br label %b1

b1:
  %bi = phi i32 [ 0, %b0 ], [ %bi1, %b1 ]
  %bs = phi i32 [ 1, %b0 ], [ %bs1, %b1 ]
  %bx = mul i32 %bi, 3
  %bs1 = add i32 %bs, %bx
  %bi1 = add i32 %bi, 1
  %bc = icmp slt i32 %bi1, %tid
  br i1 %bc, label %b1, label %b2

b2:
  br label %join

join:
  %r = phi i32 [ %as1, %a2 ], [ %bs1, %b2 ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
