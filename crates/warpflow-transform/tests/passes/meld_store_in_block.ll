; RUN: meld --launch meld_store_in_block.launch.toml
; RUN: pcfm --launch meld_store_in_block.launch.toml
; meld (PCFM with region replication); PCFM alone does not merge the branch in %entry (no
; isomorphic pieces), so the meld is meld's own. Outputs checked in the emulator at warp 32 and
; 64.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; else: one block with a store that nothing on the then side matches; then: a block and an
; if/else with stores of another type. Every store must stay under a guard.
define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %flags) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid
  %pf = getelementptr inbounds i8, ptr addrspace(1) %flags, i32 %tid
  br i1 %c, label %a, label %b

a:
  %pa = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
  %xa = load float, ptr addrspace(1) %pa, align 4
  %ya = fmul float %xa, 3.0
  %d = fcmp ogt float %ya, 1.0
  br i1 %d, label %a1, label %a2

a1:
  store float %ya, ptr addrspace(1) %o, align 4
  br label %join

a2:
  store float 0.0, ptr addrspace(1) %o, align 4
  br label %join

b:
  %pb = getelementptr inbounds float, ptr addrspace(1) %in, i32 %tid
  %xb = load float, ptr addrspace(1) %pb, align 4
  %yb = fmul float %xb, 5.0
  store i8 1, ptr addrspace(1) %pf, align 1
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
