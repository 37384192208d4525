; MODE: default
; Sync dependence at the join of a divergent if/else; temporal divergence of a value defined
; in a loop with a divergent exit and used after it.
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: UniformityInfo for function 'sync':
; CHECK: BLOCK join
; CHECK: DIVERGENT:   %p = phi i32 [ 1, %then ], [ 2, %else ]
; CHECK-NEXT: {{^}} %q = phi i32 [ 7, %then ], [ 7, %else ]
define void @sync(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  %p = phi i32 [ 1, %then ], [ 2, %else ]
  %q = phi i32 [ 7, %then ], [ 7, %else ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: UniformityInfo for function 'temporal':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(loop)
; CHECK: BLOCK loop
; CHECK: {{^}} %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
; CHECK: {{^}} %i.next = add i32 %i, 1
; CHECK: DIVERGENT:   br i1 %done
; CHECK: BLOCK exit
; CHECK: DIVERGENT:   %r = add i32 %i.next, 0
define void @temporal(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp ugt i32 %i.next, %t
  br i1 %done, label %exit, label %loop
exit:
  %r = add i32 %i.next, 0
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @sync, !"kernel", i32 1}
!1 = !{ptr @temporal, !"kernel", i32 1}
