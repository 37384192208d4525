; OpenCL C work-item, synchronisation and atomic builtins for nvptx64, written for warpflow's SASS
; study (crates/warpflow-study/src/sass.rs, scripts/regen-sass-fixtures). clang-19 compiles the
; corpus's OpenCL kernels (kernels/**/*.cl) for nvptx64 with calls to these builtins by their
; Itanium-mangled names and no definitions (there is no libclc here), so ptxas stops at
; "Unresolved extern". The pipeline links this module in before llc-19:
;
;   llvm-link-19 KERNEL.ll --only-needed --internalize THIS.ll | opt-19 -passes=always-inline | llc-19
;
; --only-needed takes only the builtins the kernel calls, --internalize makes them internal, and
; the always-inline pass puts their bodies in the kernel and drops them, so the PTX holds no call
; and no extra function. Bodies have no branches: a dimension argument selects among the three
; special registers (constant-folded by instruction selection, as the corpus passes constants), so
; inlining adds no control flow to the kernel.
;
; Semantics (OpenCL C 2.0, section 6.13.1, 6.13.8, 6.13.11), with a global work offset of 0 as
; every corpus launch uses: get_local_id(d) = %tid.d, get_group_id(d) = %ctaid.d,
; get_local_size(d) = %ntid.d, get_num_groups(d) = %nctaid.d, get_global_id(d) =
; %ctaid.d * %ntid.d + %tid.d, get_global_size(d) = %nctaid.d * %ntid.d; a dimension outside 0..2
; gives 0 for ids and 1 for sizes. barrier(flags) is bar.sync 0, which orders the shared and global
; memory accesses of the threads of the block (PTX ISA, "bar.sync"), whatever the fence flags.
; The legacy atomic_add/atomic_inc (and atom_*) are relaxed read-modify-writes returning the old
; value.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare void @llvm.nvvm.barrier0()

; (x, y, z)[d], or `other` when d > 2, widened to size_t.
define i64 @__warpflow_pick(i32 %d, i32 %x, i32 %y, i32 %z, i64 %other) #0 {
  %is0 = icmp eq i32 %d, 0
  %is1 = icmp eq i32 %d, 1
  %is2 = icmp eq i32 %d, 2
  %x64 = zext i32 %x to i64
  %y64 = zext i32 %y to i64
  %z64 = zext i32 %z to i64
  %a = select i1 %is2, i64 %z64, i64 %other
  %b = select i1 %is1, i64 %y64, i64 %a
  %c = select i1 %is0, i64 %x64, i64 %b
  ret i64 %c
}

define i64 @_Z12get_local_idj(i32 %d) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %r = call i64 @__warpflow_pick(i32 %d, i32 %x, i32 %y, i32 %z, i64 0)
  ret i64 %r
}

define i64 @_Z12get_group_idj(i32 %d) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %r = call i64 @__warpflow_pick(i32 %d, i32 %x, i32 %y, i32 %z, i64 0)
  ret i64 %r
}

define i64 @_Z14get_local_sizej(i32 %d) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %r = call i64 @__warpflow_pick(i32 %d, i32 %x, i32 %y, i32 %z, i64 1)
  ret i64 %r
}

define i64 @_Z14get_num_groupsj(i32 %d) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %r = call i64 @__warpflow_pick(i32 %d, i32 %x, i32 %y, i32 %z, i64 1)
  ret i64 %r
}

define i64 @_Z13get_global_idj(i32 %d) #0 {
  %g = call i64 @_Z12get_group_idj(i32 %d)
  %n = call i64 @_Z14get_local_sizej(i32 %d)
  %l = call i64 @_Z12get_local_idj(i32 %d)
  %gn = mul i64 %g, %n
  %r = add i64 %gn, %l
  ret i64 %r
}

define i64 @_Z15get_global_sizej(i32 %d) #0 {
  %g = call i64 @_Z14get_num_groupsj(i32 %d)
  %n = call i64 @_Z14get_local_sizej(i32 %d)
  %r = mul i64 %g, %n
  ret i64 %r
}

define void @_Z7barrierj(i32 %flags) #1 {
  call void @llvm.nvvm.barrier0()
  ret void
}

define void @_Z18work_group_barrierj(i32 %flags) #1 {
  call void @llvm.nvvm.barrier0()
  ret void
}

define i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) %p, i32 %v) #2 {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  ret i32 %old
}

define i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 %v) #2 {
  %old = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  ret i32 %old
}

define i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) %p, i32 %v) #2 {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v monotonic
  ret i32 %old
}

define i32 @_Z10atomic_addPU3AS3Vii(ptr addrspace(3) %p, i32 %v) #2 {
  %old = atomicrmw add ptr addrspace(3) %p, i32 %v monotonic
  ret i32 %old
}

define i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) %p) #2 {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  ret i32 %old
}

define i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) %p) #2 {
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic
  ret i32 %old
}

define i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) %p) #2 {
  %old = atomicrmw add ptr addrspace(3) %p, i32 1 monotonic
  ret i32 %old
}

define i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) %p) #2 {
  %old = atomicrmw add ptr addrspace(3) %p, i32 1 monotonic
  ret i32 %old
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent nounwind }
attributes #2 = { alwaysinline nounwind }
