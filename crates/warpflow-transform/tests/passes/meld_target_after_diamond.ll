; RUN: meld --launch meld_target_after_diamond.launch.toml
; meld: the then side is one block, the else side an if/else followed by a block that every
; path of the side passes and that computes what the then block computes (a load, a multiply
; and an add, where the side's entry only compares). The merge aligns the then block with that
; last block, not with the entry: the merged code shares the load, the multiply and the add.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %a, label %b

a:
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %xa = load i32, ptr addrspace(1) %pa, align 4
  %ya = mul i32 %xa, 3
  %za = add i32 %ya, %n
  br label %join

b:
  %d = icmp sgt i32 %tid, 40
  br i1 %d, label %b1, label %b2

b1:
  %u = sub i32 %tid, 1
  br label %b3

b2:
  %v = add i32 %tid, 1
  br label %b3

b3:
  %w = phi i32 [ %u, %b1 ], [ %v, %b2 ]
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %w
  %xb = load i32, ptr addrspace(1) %pb, align 4
  %yb = mul i32 %xb, 5
  %zb = add i32 %yb, %n
  br label %join

join:
  %r = phi i32 [ %za, %a ], [ %zb, %b3 ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
