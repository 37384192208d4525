; RUN: mem2reg
; Stack slots reached through address-space casts, as clang -O0 writes HIP for amdgcn: every
; local is an `alloca ... addrspace(5)` used through `addrspacecast ... to ptr`. @counter's
; slot (used through a cast, and through a cast of that cast) is promoted: its loop counter
; becomes a phi, so the analyses see a uniform loop instead of a load from flat memory.
; @escapes passes the cast pointer to a call, so its slot stays in memory.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @counter(ptr addrspace(1) %out) {
entry:
  %m = alloca i32, align 4, addrspace(5)
  %m.cast = addrspacecast ptr addrspace(5) %m to ptr
  %m.back = addrspacecast ptr %m.cast to ptr addrspace(5)
  store i32 0, ptr %m.cast, align 4
  br label %cond

cond:
  %c = load i32, ptr %m.cast, align 4
  %lt = icmp slt i32 %c, 16
  br i1 %lt, label %body, label %exit

body:
  call void @llvm.amdgcn.s.barrier()
  %n = add nsw i32 %c, 1
  store i32 %n, ptr addrspace(5) %m.back, align 4
  br label %cond

exit:
  %last = load i32, ptr addrspace(5) %m, align 4
  store i32 %last, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @escapes(ptr addrspace(1) %out) {
entry:
  %m = alloca i32, align 4, addrspace(5)
  %m.cast = addrspacecast ptr addrspace(5) %m to ptr
  store i32 1, ptr %m.cast, align 4
  call void @use(ptr %m.cast)
  %v = load i32, ptr %m.cast, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare void @use(ptr)
declare void @llvm.amdgcn.s.barrier() #0
attributes #0 = { convergent nocallback nofree nounwind willreturn }
