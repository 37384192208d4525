; MODE: llvm19
; Instruction text as LLVM 19 prints it: call-site attribute groups renumbered by LLVM's slot
; tracker (function attribute sets in module order, then this function's call sites; equal
; sets share a number), and the ABI alignment of the target's data layout on memory
; operations written without one (i64 and pointers 8, addrspace(5) pointers and i32 4,
; <3 x i32> 16; atomics take the store size).
target triple = "amdgcn-amd-amdhsa"

declare i32 @ext(i32) #7

; CHECK-LABEL: UniformityInfo for function 'slots':
; CHECK: DIVERGENT:   %a = call i32 @ext(i32 1) #0
; CHECK-NEXT: DIVERGENT:   %b = call i32 @ext(i32 2) #1
; CHECK-NEXT: DIVERGENT:   %c = call i32 @ext(i32 3) #2
; CHECK-NEXT: DIVERGENT:   %d = call i32 @ext(i32 4) #1
define void @slots(ptr addrspace(1) %p, ptr addrspace(5) %q) #5 {
entry:
  %a = call i32 @ext(i32 1) #7
  %b = call i32 @ext(i32 2) #5
  %c = call i32 @ext(i32 3) #9
  %d = call i32 @ext(i32 4) nounwind
  ret void
}

; CHECK-LABEL: UniformityInfo for function 'aligns':
; CHECK: DIVERGENT:   %x = load i64, ptr addrspace(1) %p, align 8
; CHECK-NEXT: DIVERGENT:   %y = load ptr addrspace(5), ptr addrspace(1) %p, align 4
; CHECK-NEXT: DIVERGENT:   %v = load <3 x i32>, ptr addrspace(1) %p, align 16
; CHECK-NEXT: DIVERGENT:   store i32 1, ptr addrspace(1) %p, align 4
; CHECK-NEXT: DIVERGENT:   %r = atomicrmw add ptr addrspace(1) %p, i16 1 monotonic, align 2
; CHECK-NEXT: {{^}} %s = alloca { i8, double }, align 8, addrspace(5)
define void @aligns(ptr addrspace(1) %p) {
entry:
  %x = load i64, ptr addrspace(1) %p
  %y = load ptr addrspace(5), ptr addrspace(1) %p
  %v = load <3 x i32>, ptr addrspace(1) %p
  store i32 1, ptr addrspace(1) %p
  %r = atomicrmw add ptr addrspace(1) %p, i16 1 monotonic
  %s = alloca { i8, double }, addrspace(5)
  ret void
}

attributes #7 = { nounwind readonly }
attributes #5 = { nounwind }
attributes #9 = { nounwind willreturn }
