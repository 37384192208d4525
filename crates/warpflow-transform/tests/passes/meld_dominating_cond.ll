; RUN: meld --launch meld_dominating_cond.launch.toml
; RUN: pcfm --launch meld_dominating_cond.launch.toml
; meld (PCFM with region replication); PCFM alone does not merge the branch in %entry (no
; isomorphic pieces), so the meld is meld's own. Outputs checked in the emulator at warp 32 and
; 64.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; else: one block; then: a block and an if/else on a condition computed before the branch
; (the replica branches on it too).
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  %d = icmp sgt i32 %n, 3
  br i1 %c, label %a, label %b

a:
  %pa = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
  %xa = load float, ptr addrspace(1) %pa, align 4
  %ya = fmul float %xa, 2.0
  br i1 %d, label %a1, label %a2

a1:
  %u = fadd float %ya, 1.0
  br label %a3

a2:
  %v = fsub float %ya, 1.0
  br label %a3

a3:
  %w = phi float [ %u, %a1 ], [ %v, %a2 ]
  %z = fmul float %w, %w
  br label %join

b:
  %pb = getelementptr inbounds float, ptr addrspace(1) %in, i32 %n
  %xb = load float, ptr addrspace(1) %pb, align 4
  %yb = fmul float %xb, 4.0
  br label %join

join:
  %r = phi float [ %z, %a3 ], [ %yb, %b ]
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  store float %r, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
