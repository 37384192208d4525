; RUN: warp
; OpenCL sub-group collectives must be encountered by the whole sub-group: under a branch on
; get_local_id it is reported, at the top it is fine; non_uniform functions are not sites.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(i32 %v, ptr addrspace(1) %out) {
entry:
  %r = call spir_func i32 @_Z20sub_group_reduce_addi(i32 %v)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %c = icmp ult i64 %lid, 3
  br i1 %c, label %then, label %exit
then:
  call spir_func void @_Z17sub_group_barrierj(i32 1)
  %n = call spir_func i32 @_Z28sub_group_non_uniform_reduce_addi(i32 %r)
  store i32 %n, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
declare spir_func i32 @_Z20sub_group_reduce_addi(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func void @_Z17sub_group_barrierj(i32)
declare spir_func i32 @_Z28sub_group_non_uniform_reduce_addi(i32)
