; MODE: llvm19
; "amdgpu-flat-work-group-size" with a maximum of 1: one work-item runs the function, so
; nothing in it is divergent (LLVM 19 prints ALL VALUES UNIFORM, arguments and thread ids
; included); a maximum of 2 changes nothing.
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: UniformityInfo for function 'one_lane':
; CHECK-NEXT: ALL VALUES UNIFORM
define void @one_lane(i32 %x, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = add i32 %tid, %x
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: UniformityInfo for function 'two_lanes':
; CHECK: DIVERGENT ARGUMENTS:
; CHECK: DIVERGENT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
define void @two_lanes(i32 %x) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { nounwind "amdgpu-flat-work-group-size"="1,1" }
attributes #1 = { nounwind "amdgpu-flat-work-group-size"="1,2" }
