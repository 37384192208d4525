; RUN: meld --launch meld_block_vs_ifelse.launch.toml
; RUN: pcfm --launch meld_block_vs_ifelse.launch.toml
; meld (PCFM with region replication); PCFM alone does not merge the branch in %entry (no
; isomorphic pieces), so the meld is meld's own. Outputs checked in the emulator at warp 32 and
; 64.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; then: one block; else: the same computation followed by an if/else on a value of its own.
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
  %d = icmp sgt i32 %yb, 100
  br i1 %d, label %b1, label %b2

b1:
  %u = add i32 %yb, 1
  br label %join

b2:
  %v = sub i32 %yb, 1
  br label %join

join:
  %r = phi i32 [ %ya, %a ], [ %u, %b1 ], [ %v, %b2 ]
  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
