; MODE: default
; AMDGPU intrinsics: workitem id divergent, workgroup id block-uniform, readfirstlane and ballot
; warp-uniform whatever their operands, loads from private memory divergent.
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: UniformityInfo for function 'amd':
; CHECK: DIVERGENT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK: {{^}} %wg = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK: DIVERGENT:   %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
; CHECK: DIVERGENT:   %v = load i32, ptr addrspace(5) %p
; CHECK: {{^}} %g = load i32, ptr addrspace(1) %q
define amdgpu_kernel void @amd(ptr addrspace(1) %q) {
entry:
  %p = alloca i32, align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  store i32 %wg, ptr addrspace(5) %p
  %v = load i32, ptr addrspace(5) %p
  %g = load i32, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
