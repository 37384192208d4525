; RUN: meld --launch meld_cond_above_branch.launch.toml
; meld where the region's condition is defined above the divergent branch but not in its block
; (in %entry, before a uniform if/else that joins at %mid, where the divergent branch is): the
; replica keeps the condition, since its block dominates the branch. The region's second
; condition, computed inside the region's side, is replaced by `true` in the replica.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = icmp sgt i32 %n, 3
  %u = icmp eq i32 %n, 0
  br i1 %u, label %zero, label %some

zero:
  br label %mid

some:
  br label %mid

mid:
  %s = phi float [ 0.0, %zero ], [ 1.0, %some ]
  %c = icmp slt i32 %tid, 16
  br i1 %c, label %a, label %b

a:
  %pa = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
  %xa = load float, ptr addrspace(1) %pa, align 4
  %ya = fmul float %xa, 2.0
  %e = fcmp ogt float %ya, 1.0
  br i1 %d, label %a1, label %a2

a1:
  %p = fadd float %ya, %s
  br i1 %e, label %a4, label %a3

a4:
  %q = fmul float %p, 3.0
  br label %a3

a2:
  %v = fsub float %ya, %s
  br label %a3

a3:
  %w = phi float [ %p, %a1 ], [ %q, %a4 ], [ %v, %a2 ]
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
