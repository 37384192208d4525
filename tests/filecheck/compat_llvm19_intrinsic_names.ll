; MODE: llvm19
; LLVM 19 overloads these intrinsics on their return type; declared without the type suffix,
; they are renamed on reading (readfirstlane -> readfirstlane.i32, lds.direct.load ->
; lds.direct.load.f32, sqrt -> sqrt.v2f32) and opt-19 prints the new names. A name already
; carrying its suffix is kept.
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: UniformityInfo for function 'names':
; CHECK: {{^}} %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
; CHECK-NEXT: DIVERGENT:   %b = call float @llvm.amdgcn.lds.direct.load.f32(i32 %x)
; CHECK-NEXT: {{^}} %c = call <2 x float> @llvm.sqrt.v2f32(<2 x float> %v)
; CHECK-NEXT: {{^}} %d = call i64 @llvm.amdgcn.readlane.i64(i64 %y, i32 0)
define amdgpu_kernel void @names(i32 %x, i64 %y, <2 x float> %v) {
entry:
  %a = call i32 @llvm.amdgcn.readfirstlane(i32 %x)
  %b = call float @llvm.amdgcn.lds.direct.load(i32 %x)
  %c = call <2 x float> @llvm.sqrt(<2 x float> %v)
  %d = call i64 @llvm.amdgcn.readlane.i64(i64 %y, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.readfirstlane(i32)
declare float @llvm.amdgcn.lds.direct.load(i32)
declare <2 x float> @llvm.sqrt(<2 x float>)
declare i64 @llvm.amdgcn.readlane.i64(i64, i32)
