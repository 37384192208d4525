; MODE: default
; OpenCL builtins on spir64 (LLVM 19 has no divergence information there): local id is
; divergent, group id and sizes are uniform in a work-group, a sub-group reduction is only
; warp-uniform (so block-divergent in this layout).
target triple = "spir64"

; CHECK-LABEL: UniformityInfo for function 'cl':
; CHECK: DIVERGENT:   %lid = call i64 @_Z12get_local_idj(i32 0)
; CHECK: {{^}} %gid = call i64 @_Z12get_group_idj(i32 0)
; CHECK: {{^}} %sz = call i64 @_Z14get_local_sizej(i32 0)
; CHECK: DIVERGENT: %s = call i32 @_Z20sub_group_reduce_addi(i32 %x)
; CHECK: {{^}} br i1 %cg
; CHECK: DIVERGENT:   br i1 %cl
define spir_kernel void @cl(ptr addrspace(1) %out) {
entry:
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %gid = call i64 @_Z12get_group_idj(i32 0)
  %sz = call i64 @_Z14get_local_sizej(i32 0)
  %x = trunc i64 %lid to i32
  %s = call i32 @_Z20sub_group_reduce_addi(i32 %x)
  %cg = icmp ult i64 %gid, %sz
  br i1 %cg, label %a, label %b
a:
  %cl = icmp ult i64 %lid, 5
  br i1 %cl, label %b, label %c
b:
  br label %c
c:
  ret void
}

declare i64 @_Z12get_local_idj(i32)
declare i64 @_Z12get_group_idj(i32)
declare i64 @_Z14get_local_sizej(i32)
declare i32 @_Z20sub_group_reduce_addi(i32)
