; A scalar `zeroinitializer` of each kind: LLVM's reader turns it into the type's null or zero
; constant, and its printer writes that (`0`, `false`, `null`, `0.000000e+00`, `0xH0000`); a
; vector's stays `zeroinitializer`. Aggregates and vectors written element by element whose
; elements are all null, all `undef` or all `poison` become `zeroinitializer`, `undef`,
; `poison`; mixed ones (`undef` with `poison`, `-0.0`) stay. `--compat llvm19` prints the
; instructions as opt-19 does.
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
  %w = select i1 %c, <2 x i16> <i16 0, i16 0>, <2 x i16> <i16 0, i16 1>
  %f = select i1 %c, <2 x float> <float 0.0, float -0.0>, <2 x float> <float 0.0, float 0.0>
  %u = select i1 %c, <2 x i32> <i32 undef, i32 undef>, <2 x i32> <i32 poison, i32 poison>
  %x = select i1 %c, <2 x i32> <i32 undef, i32 poison>, <2 x i32> <i32 1, i32 2>
  %a = select i1 %c, [2 x i8] c"\00\00", [2 x i8] [i8 0, i8 0]
  %st = select i1 %c, { i32, ptr } { i32 0, ptr null }, { i32, ptr } { i32 undef, ptr undef }
  %n = select i1 %c, [2 x <2 x i32>] [<2 x i32> <i32 0, i32 0>, <2 x i32> zeroinitializer], [2 x <2 x i32>] zeroinitializer
  store <2 x i16> %w, ptr addrspace(1) %o
  store <2 x float> %f, ptr addrspace(1) %o
  store <2 x i32> %u, ptr addrspace(1) %o
  store <2 x i32> %x, ptr addrspace(1) %o
  store [2 x i8] %a, ptr addrspace(1) %o
  store { i32, ptr } %st, ptr addrspace(1) %o
  store [2 x <2 x i32>] %n, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
