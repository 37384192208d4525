; MODE: default
; A device function whose result depends on its first parameter only: called with a uniform
; first argument the result is uniform (LLVM 19 calls every call divergent on NVPTX). The
; function itself is reported under the join of its call sites' arguments (both divergent).
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: UniformityInfo for function 'scale':
; CHECK: BLOCK entry
; CHECK: DIVERGENT: %r = mul i32 %a, 3
define i32 @scale(i32 %a, i32 %b) {
entry:
  %r = mul i32 %a, 3
  ret i32 %r
}

; CHECK-LABEL: UniformityInfo for function 'k':
; CHECK: {{^}} %u = call i32 @scale(i32 %n, i32 %t)
; CHECK: DIVERGENT:   %d = call i32 @scale(i32 %t, i32 %n)
; CHECK: {{^}} br i1 %cu
; CHECK: DIVERGENT:   br i1 %cd
define void @k(i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %u = call i32 @scale(i32 %n, i32 %t)
  %d = call i32 @scale(i32 %t, i32 %n)
  %cu = icmp ult i32 %u, 10
  br i1 %cu, label %x, label %y
x:
  %cd = icmp ult i32 %d, 10
  br i1 %cd, label %y, label %z
y:
  br label %z
z:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
