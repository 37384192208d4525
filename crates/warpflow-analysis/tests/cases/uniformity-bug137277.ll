; RUN: uniformity --compat llvm19
; RUN: uniformity
; Reproducer of llvm-project issue 137277 (written for warpflow): a divergent if/else whose
; arms are three blocks long; LLVM 19 reports the join phis uniform.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @long_arms(i32 %a, i32 %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %R0, label %L0

L0:
  %a0 = add i32 %a, 1
  br label %L1

L1:
  %b0 = add i32 %b, 2
  br label %L2

L2:
  br label %J

R0:
  %a1 = add i32 %a, 10
  br label %R1

R1:
  %b1 = add i32 %b, 20
  br label %R2

R2:
  br label %J

J:
  %j.a = phi i32 [ %a0, %L2 ], [ %a1, %R2 ]
  %j.b = phi i32 [ %b0, %L2 ], [ %b1, %R2 ]
  %s = add i32 %j.a, %j.b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
