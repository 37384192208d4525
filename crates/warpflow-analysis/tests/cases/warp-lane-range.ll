; RUN: warp
; Rule 4 (lane-range masks): a constant mask naming exactly the lanes that a condition on
; tid.x alone admits in every warp (or none of a warp's lanes) is fine.
; a: (tid & 31) < 16 with 0xffff: fine. b: (tid & 31) < 15 with 0xffff: lane 15 never arrives.
; c: tid < 16 with 0xffff: warp 0 lanes 0-15, no lane of the other warps: fine.
; d: tid < 48 with 0xffff: warp 0 sends all 32 lanes: not fine.
; e: (tid % 32) >= 16 with 0xffff: the upper half arrives, the mask names the lower: not fine.
; f: (tid & 31) < 16 with 0xffff, but the operation is behind a second divergent branch on an
;    argument-loaded value: not fine. g: through an alloca written once (as at -O0): fine.
; h: the alloca is written twice: not proven.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @a() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = and i32 %t, 31
  %c = icmp ult i32 %l, 16
  br i1 %c, label %then, label %done
then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
define ptx_kernel void @b() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = and i32 %t, 31
  %c = icmp ult i32 %l, 15
  br i1 %c, label %then, label %done
then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
define ptx_kernel void @c() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %then, label %done
then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
define ptx_kernel void @d() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 48
  br i1 %c, label %then, label %done
then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
define ptx_kernel void @e() {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = urem i32 %t, 32
  %c = icmp uge i32 %l, 16
  br i1 %c, label %then, label %done
then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
define ptx_kernel void @f(ptr addrspace(1) %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = and i32 %t, 31
  %c = icmp ult i32 %l, 16
  br i1 %c, label %then, label %done
then:
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %v = load i32, ptr addrspace(1) %q
  %d = icmp eq i32 %v, 0
  br i1 %d, label %inner, label %done
inner:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
define ptx_kernel void @g() {
entry:
  %a = alloca i32
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = urem i32 %t, 32
  store i32 %l, ptr %a
  %x = load i32, ptr %a
  %c = icmp ult i32 %x, 16
  br i1 %c, label %then, label %done
then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
define ptx_kernel void @h() {
entry:
  %a = alloca i32
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %l = urem i32 %t, 32
  store i32 %l, ptr %a
  store i32 %t, ptr %a
  %x = load i32, ptr %a
  %c = icmp ult i32 %x, 16
  br i1 %c, label %then, label %done
then:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)
