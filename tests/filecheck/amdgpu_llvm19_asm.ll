; MODE: llvm19
; AMDGPU inline asm under LLVM 19's rules: outputs in scalar registers (`=s`, `={sN}`) are
; uniform whatever the inputs; a vector output (`=v`, `={vN}`, `=a`) makes the call divergent,
; and an extractvalue follows the register file of the output it takes. An asm without
; outputs is not a source.
target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: UniformityInfo for function 'asm_outputs':
; CHECK: DIVERGENT ARGUMENTS:
; CHECK-NEXT: DIVERGENT: i32 %lanev
; CHECK-LABEL: DEFINITIONS
; CHECK-NEXT: {{^}} %s1 = call i32 asm "s_add_u32 $0, $1, 1", "=s,v"(i32 %lanev)
; CHECK-NEXT: {{^}} %s2 = call i64 asm "s_mov_b64 $0, 0", "={s[4:5]}"()
; CHECK-NEXT: DIVERGENT:   %v1 = call i32 asm "v_mov_b32 $0, $1", "=v,s"(i32 %s1)
; CHECK-NEXT: DIVERGENT:   %pair = call { i32, i32 } asm "; $0 $1", "=v,=&s"()
; CHECK-NEXT: DIVERGENT:   %pv = extractvalue { i32, i32 } %pair, 0
; CHECK-NEXT: {{^}} %ps = extractvalue { i32, i32 } %pair, 1
; CHECK-NEXT: {{^}} call void asm sideeffect "s_nop 0", "v"(i32 %lanev)
; CHECK-NEXT: DIVERGENT:   %sum = add i32 %ps, %pv
define void @asm_outputs(i32 %lanev) {
entry:
  %s1 = call i32 asm "s_add_u32 $0, $1, 1", "=s,v"(i32 %lanev)
  %s2 = call i64 asm "s_mov_b64 $0, 0", "={s[4:5]}"()
  %v1 = call i32 asm "v_mov_b32 $0, $1", "=v,s"(i32 %s1)
  %pair = call { i32, i32 } asm "; $0 $1", "=v,=&s"()
  %pv = extractvalue { i32, i32 } %pair, 0
  %ps = extractvalue { i32, i32 } %pair, 1
  call void asm sideeffect "s_nop 0", "v"(i32 %lanev)
  %sum = add i32 %ps, %pv
  ret void
}
