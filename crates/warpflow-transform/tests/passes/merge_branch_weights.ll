; RUN: pcfm,cleanup --launch merge_branch_weights.launch.toml
; RUN: meld,cleanup --profit latency --threshold 0 --launch merge_branch_weights.launch.toml
; RUN: branch-fusion,cleanup --launch merge_branch_weights.launch.toml
; A divergent if/else with branch weights (`__builtin_expect`, `[[likely]]`): merged, the branch
; becomes `br label` and its two weights go (LLVM's verifier wants one per successor; every
; output here also passes `opt-19 -passes=verify`).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i32 %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %t
  br i1 %c, label %then, label %else, !prof !0
then:
  %u = mul i32 %t, 3
  %x1 = add i32 %u, %a
  store i32 %x1, ptr addrspace(1) %q, align 4
  br label %join
else:
  %v = mul i32 %t, 5
  %x2 = add i32 %v, %a
  store i32 %x2, ptr addrspace(1) %q, align 4
  br label %join
join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!0 = !{!"branch_weights", i32 1, i32 2000}
