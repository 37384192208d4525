; MODE: llvm19
; AMDGPU structurized control flow under LLVM 19's rules: the branch condition of if/else and
; the result of loop are divergence sources even for uniform operands; the saved exec mask
; (field 1 of the if/else result) and if.break are always uniform.
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: UniformityInfo for function 'mask_paths':
; CHECK-NOT: DIVERGENT ARGUMENTS
; CHECK: DIVERGENT:   %st = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)
; CHECK-NEXT: DIVERGENT:   %go = extractvalue { i1, i64 } %st, 0
; CHECK-NEXT: {{^}} %saved = extractvalue { i1, i64 } %st, 1
; CHECK-NEXT: DIVERGENT:   %el = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 %saved)
; CHECK-NEXT: {{^}} %elmask = extractvalue { i1, i64 } %el, 1
; CHECK-NEXT: {{^}} %brk = call i64 @llvm.amdgcn.if.break.i64(i1 %go, i64 %elmask)
; CHECK-NEXT: DIVERGENT:   %done = call i1 @llvm.amdgcn.loop.i64(i64 %brk)
; CHECK-NEXT: {{^}} %both = or i64 %saved, %brk
define amdgpu_ps void @mask_paths(i32 inreg %n, ptr addrspace(1) inreg %out) {
entry:
  %c = icmp sgt i32 %n, 7
  %st = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)
  %go = extractvalue { i1, i64 } %st, 0
  %saved = extractvalue { i1, i64 } %st, 1
  %el = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 %saved)
  %elmask = extractvalue { i1, i64 } %el, 1
  %brk = call i64 @llvm.amdgcn.if.break.i64(i1 %go, i64 %elmask)
  %done = call i1 @llvm.amdgcn.loop.i64(i64 %brk)
  %both = or i64 %saved, %brk
  store i64 %both, ptr addrspace(1) %out, align 8
  ret void
}

declare { i1, i64 } @llvm.amdgcn.if.i64(i1)
declare { i1, i64 } @llvm.amdgcn.else.i64.i64(i64)
declare i64 @llvm.amdgcn.if.break.i64(i1, i64)
declare i1 @llvm.amdgcn.loop.i64(i64)
