; MODE: default
; Two paths diverging at a tid branch enter an irreducible cycle {a, b} at both entries: the
; whole cycle is assumed divergent (conservative), as in LLVM.
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: UniformityInfo for function 'irr':
; CHECK: CYCLES ASSSUMED DIVERGENT:
; CHECK-NEXT: depth=1: entries(
; CHECK: BLOCK a
; CHECK: DIVERGENT:   %x = phi i32 [ 0, %entry ], [ %y, %b ]
; CHECK: BLOCK b
; CHECK: DIVERGENT:   %y = add i32 %u, 1
define void @irr(i32 %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 3
  br i1 %c, label %a, label %b
a:
  %x = phi i32 [ 0, %entry ], [ %y, %b ]
  %ca = icmp ult i32 %x, %n
  br i1 %ca, label %b, label %exit
b:
  %u = phi i32 [ 5, %entry ], [ %x, %a ]
  %y = add i32 %u, 1
  %cb = icmp ult i32 %y, %n
  br i1 %cb, label %a, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @irr, !"kernel", i32 1}
