; MODE: llvm19
; AMDGPU attribute interpolation under LLVM 19's rules: interp.mov/p1/p2 (and the f16 forms)
; and lds.param.load are divergence sources even with inreg (uniform) operands; the GFX11
; interp.inreg forms only follow their operands.
target triple = "amdgcn-mesa-mesa3d"

; CHECK-LABEL: UniformityInfo for function 'ps':
; CHECK-NOT: DIVERGENT ARGUMENTS
; CHECK: DIVERGENT:   %m = call float @llvm.amdgcn.interp.mov(i32 2, i32 0, i32 0, i32 %m0)
; CHECK-NEXT: DIVERGENT:   %p1 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %m0)
; CHECK-NEXT: DIVERGENT:   %p2 = call float @llvm.amdgcn.interp.p2(float %p1, float %j, i32 0, i32 0, i32 %m0)
; CHECK-NEXT: DIVERGENT:   %h1 = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 0, i32 0, i1 false, i32 %m0)
; CHECK-NEXT: DIVERGENT:   %lp = call float @llvm.amdgcn.lds.param.load(i32 0, i32 0, i32 %m0)
; CHECK-NEXT: {{^}} %q = call float @llvm.amdgcn.interp.inreg.p10(float %i, float %j, float %i)
; CHECK-NEXT: DIVERGENT:   %q2 = call float @llvm.amdgcn.interp.inreg.p2(float %lp, float %j, float %i)
define amdgpu_ps void @ps(float inreg %i, float inreg %j, i32 inreg %m0) {
entry:
  %m = call float @llvm.amdgcn.interp.mov(i32 2, i32 0, i32 0, i32 %m0)
  %p1 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %m0)
  %p2 = call float @llvm.amdgcn.interp.p2(float %p1, float %j, i32 0, i32 0, i32 %m0)
  %h1 = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 0, i32 0, i1 false, i32 %m0)
  %lp = call float @llvm.amdgcn.lds.param.load(i32 0, i32 0, i32 %m0)
  %q = call float @llvm.amdgcn.interp.inreg.p10(float %i, float %j, float %i)
  %q2 = call float @llvm.amdgcn.interp.inreg.p2(float %lp, float %j, float %i)
  ret void
}

declare float @llvm.amdgcn.interp.mov(i32, i32, i32, i32)
declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p1.f16(float, i32, i32, i1, i32)
declare float @llvm.amdgcn.lds.param.load(i32, i32, i32)
declare float @llvm.amdgcn.interp.inreg.p10(float, float, float)
declare float @llvm.amdgcn.interp.inreg.p2(float, float, float)
