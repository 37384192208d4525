; A barrier in an infinite loop (no block reaches a return), on a side of a branch on the
; thread index: only thread 0 runs it. LLVM's post-dominator tree makes `%y` the root of the
; loop, so `%y` "post-dominates" `%x` although threads go round `%h -> %latch` without it.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @infb(i1 %u, ptr addrspace(1) %o) {
entry:
  br label %h

h:
  br i1 %u, label %x, label %latch

x:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %y, label %latch

y:
  call void @llvm.amdgcn.s.barrier()
  br label %latch

latch:
  store i32 1, ptr addrspace(1) %o
  br label %h
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
