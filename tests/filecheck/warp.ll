; MODE: default
; FORMAT: text
; Warp-level uniformity under the launch assumption: branches on tid.x / 32, tid.x >> 5,
; tid.x & ~31 and tid.x < 64 are block-divergent but warp-uniform; tid.x < 48 and tid.x & 1
; are not.
target triple = "nvptx64-nvidia-cuda"

; CHECK: 5 divergent (3 of them warp-uniform)
; CHECK: warp-uniform assumes: blockDim.x is a multiple of the warp size
; CHECK: branch in %entry{{.*}}[warp-uniform]
; CHECK-NEXT: br i1 %c1
; CHECK: branch in %b1{{.*}}[warp-uniform]
; CHECK: branch in %b2{{.*}}[warp-uniform]
; CHECK: branch in %b3
; CHECK-NOT: warp-uniform
; CHECK-NEXT: br i1 %c4
; CHECK: branch in %b4
; CHECK-NOT: [warp-uniform]
; CHECK: <- %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @warp(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = udiv i32 %t, 32
  %c1 = icmp eq i32 %w, 0
  br i1 %c1, label %b1, label %x
b1:
  %s = lshr i32 %t, 5
  %m = and i32 %t, -32
  %c2 = icmp eq i32 %s, %m
  br i1 %c2, label %b2, label %x
b2:
  %c3 = icmp ult i32 %t, 64
  br i1 %c3, label %b3, label %x
b3:
  %c4 = icmp ult i32 %t, 48
  br i1 %c4, label %b4, label %x
b4:
  %o = and i32 %t, 1
  %c5 = icmp eq i32 %o, 0
  br i1 %c5, label %x, label %y
x:
  br label %y
y:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @warp, !"kernel", i32 1}
