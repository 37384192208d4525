; A scalar `zeroinitializer` of each kind: LLVM's reader turns it into the type's null or zero
; constant, and its printer writes that (`0`, `false`, `null`, `0.000000e+00`, `0xH0000`); a
; vector's stays `zeroinitializer`. `--compat llvm19` prints the instructions as opt-19 does.
; RUN: uniformity --compat llvm19
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @zeros(ptr addrspace(1) %o) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %t, zeroinitializer
  %s = select i1 %c, float zeroinitializer, float 1.0
  %d = select i1 %c, double zeroinitializer, double 2.0
  %h = select i1 %c, half zeroinitializer, half 0xH3C00
  %b = select i1 %c, i1 zeroinitializer, i1 true
  %p = select i1 %c, ptr addrspace(1) zeroinitializer, ptr addrspace(1) %o
  %v = select i1 %c, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 2>
  store float %s, ptr addrspace(1) %p
  store double %d, ptr addrspace(1) %p
  store half %h, ptr addrspace(1) %p
  store i1 %b, ptr addrspace(1) %p
  store <2 x i32> %v, ptr addrspace(1) %p
  store i64 0, ptr addrspace(5) zeroinitializer
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
