; Profit models disagree (warpflow opt --profit): the two sides of a divergent branch share
; one global load and differ otherwise (8 integer adds against 8 float adds). By latency the
; shared load dominates the profit; by the timing model's issue cycles it does not.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp slt i32 %tid, 16
  %t64 = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %t64
  br i1 %c, label %a, label %b

a:
  %a0 = load i32, ptr addrspace(1) %p, align 4
  %a1 = add i32 %a0, 1
  %a2 = add i32 %a1, 2
  %a3 = add i32 %a2, 3
  %a4 = add i32 %a3, 4
  %a5 = add i32 %a4, 5
  %a6 = add i32 %a5, 6
  %a7 = add i32 %a6, 7
  %a8 = add i32 %a7, 8
  br label %j

b:
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i64 32
  %x = load i32, ptr addrspace(1) %q, align 4
  %f0 = sitofp i32 %x to float
  %f1 = fadd float %f0, 1.0
  %f2 = fadd float %f1, 2.0
  %f3 = fadd float %f2, 3.0
  %f4 = fadd float %f3, 4.0
  %f5 = fadd float %f4, 5.0
  %f6 = fadd float %f5, 6.0
  %f7 = fadd float %f6, 7.0
  %f8 = fadd float %f7, 8.0
  %fb = bitcast float %f8 to i32
  br label %j

j:
  %r = phi i32 [ %a8, %a ], [ %fb, %b ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
