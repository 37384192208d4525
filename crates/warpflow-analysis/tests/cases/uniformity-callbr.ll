; `callbr` (asm goto) is a branch: on a divergent operand its destinations join like a
; switch's, so the phi where they meet is divergent (it was called uniform: only `br` and
; `switch` started a join propagation). Under `--compat llvm19` the asm-goto is not "always
; uniform" (LLVM's rule for inline asm with scalar outputs is for `call` only), and it prints
; on two lines as LLVM writes it. `@no_operands`: nothing divergent.
; RUN: uniformity --compat llvm19
; RUN: uniformity
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @on_tid(ptr addrspace(1) %o) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, 0
  callbr void asm "", "r,!i"(i1 %c) to label %a [label %b]
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ 0, %a ], [ 1, %b ]
  store i32 %p, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @no_operands(ptr addrspace(1) %o) {
entry:
  callbr void asm "", "!i,!i"() to label %a [label %b, label %j]
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ 0, %a ], [ 1, %b ], [ 2, %entry ]
  store i32 %p, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
