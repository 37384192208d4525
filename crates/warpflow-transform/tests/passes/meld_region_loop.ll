; RUN: meld --launch meld_region_loop.launch.toml
; RUN: pcfm --launch meld_region_loop.launch.toml
; meld (PCFM with region replication); PCFM alone does not merge the branch in %entry (no
; isomorphic pieces), so the meld is meld's own. Outputs checked in the emulator at warp 32 and
; 64.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; then: one block; else: a block followed by a loop. Refused: the region has a loop.
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %a, label %b

a:
  %pa = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %xa = load i32, ptr addrspace(1) %pa, align 4
  %ya = mul i32 %xa, 3
  br label %join

b:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %n
  %xb = load i32, ptr addrspace(1) %pb, align 4
  %yb = mul i32 %xb, 5
  br label %loop

loop:
  %i = phi i32 [ 0, %b ], [ %i1, %loop ]
  %s = phi i32 [ %yb, %b ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %e = icmp slt i32 %i1, %tid
  br i1 %e, label %loop, label %join

join:
  %r = phi i32 [ %ya, %a ], [ %s1, %loop ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
