; MODE: default
; FORMAT: json
; The same intrinsics under warpflow's own rules: the if/else condition and loop are
; divergent, the exec mask they save and if.break are warp-uniform (scalar registers), so
; the mask field stays non-divergent even when the condition is divergent.
target triple = "amdgcn-amd-amdhsa"

; CHECK: "name": "div_if",
; CHECK: "divergent_values": [
; CHECK-NEXT: "%tid",
; CHECK-NEXT: "%c",
; CHECK-NEXT: "%st",
; CHECK-NEXT: "%go",
; CHECK-NEXT: "%saved",
; CHECK-NEXT: "%brk",
; CHECK-NEXT: "%done"
; CHECK: "warp_uniform_values": [
; CHECK-NEXT: "%saved",
; CHECK-NEXT: "%brk"
; CHECK-NEXT: ]
define amdgpu_kernel void @div_if(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  %st = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)
  %go = extractvalue { i1, i64 } %st, 0
  %saved = extractvalue { i1, i64 } %st, 1
  %brk = call i64 @llvm.amdgcn.if.break.i64(i1 %go, i64 %saved)
  %done = call i1 @llvm.amdgcn.loop.i64(i64 %brk)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare { i1, i64 } @llvm.amdgcn.if.i64(i1)
declare i64 @llvm.amdgcn.if.break.i64(i1, i64)
declare i1 @llvm.amdgcn.loop.i64(i64)
