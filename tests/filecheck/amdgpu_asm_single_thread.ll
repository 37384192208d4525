; MODE: default
; FORMAT: json
; warpflow's own rules for AMDGPU inline asm and single-thread functions: an output in a
; scalar register is warp-uniform even from divergent inputs (a vector output is divergent,
; an extractvalue takes its output's register file), and a function whose
; "amdgpu-flat-work-group-size" maximum is 1 has no divergence at all.
target triple = "amdgcn-amd-amdhsa"

; CHECK: "name": "asm_k",
; CHECK: "divergent_values": [
; CHECK-NEXT: "%tid",
; CHECK-NEXT: "%s",
; CHECK-NEXT: "%v",
; CHECK-NEXT: "%pair",
; CHECK-NEXT: "%pv",
; CHECK-NEXT: "%ps"
; CHECK-NEXT: ],
; CHECK: "warp_uniform_values": [
; CHECK-NEXT: "%s",
; CHECK-NEXT: "%ps"
; CHECK-NEXT: ]
define amdgpu_kernel void @asm_k() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call i32 asm "v_readfirstlane_b32 $0, $1", "=s,v"(i32 %tid)
  %v = call i32 asm "v_mov_b32 $0, $1", "=v,s"(i32 %s)
  %pair = call { i32, i32 } asm "; $0 $1", "=v,=s"()
  %pv = extractvalue { i32, i32 } %pair, 0
  %ps = extractvalue { i32, i32 } %pair, 1
  ret void
}

; CHECK: "name": "one_lane",
; CHECK: "divergent_values": [],
define void @one_lane(i32 %x) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %y = add i32 %tid, %x
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { "amdgpu-flat-work-group-size"="1,1" }
