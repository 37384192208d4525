; MODE: llvm19
; LLVM 19's NVPTX rules: every call is a source of divergence (even ctaid.x and barrier0),
; fences are atomic sources, non-kernel arguments are divergent.
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: UniformityInfo for function 'k':
; CHECK: DIVERGENT: %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK: DIVERGENT: call void @llvm.nvvm.barrier0()
; CHECK: DIVERGENT: fence acq_rel
; CHECK: {{^}} %n2 = add i32 %n, 1
define void @k(i32 %n) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  fence acq_rel
  %n2 = add i32 %n, 1
  ret void
}

; CHECK-LABEL: UniformityInfo for function 'dev':
; CHECK: DIVERGENT ARGUMENTS:
; CHECK-NEXT: DIVERGENT: i32 %x
define i32 @dev(i32 %x) {
entry:
  ret i32 %x
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
