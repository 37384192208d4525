; Reader extensions: hexadecimal integers, target extension types, callbr, !DIArgList,
; intrinsics called without a declaration, and #N references to undefined attribute groups.

@hex.u = global i32 u0xFF
@hex.s = global i64 s0x8000000000000000
@hex.neg = global i8 s0x80
@hex.trunc = global i16 u0x1FFFF
@hex.wide = global i256 s0x8000000000000000000000000000000000000000
@hex.vec = global <2 x i32> <i32 u0x10, i32 s0xF0>

declare spir_func target("spirv.Event") @copy(ptr addrspace(3), ptr addrspace(1), i64, target("spirv.Event"))
declare spir_func void @wait(i32, ptr)
declare spir_func <4 x float> @sample(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>)
declare spir_func i32 @rpipe(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)

define spir_kernel void @events(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 %n) #0 {
entry:
  %ev.slot = alloca target("spirv.Event"), align 8
  %e = call spir_func target("spirv.Event") @copy(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 %n, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %e, ptr %ev.slot, align 8
  call spir_func void @wait(i32 1, ptr %ev.slot)
  ret void
}

define spir_kernel void @image(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, target("spirv.Pipe", 0) %p, ptr addrspace(1) %out) {
entry:
  %v = call spir_func <4 x float> @sample(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, <2 x float> zeroinitializer)
  %x = extractelement <4 x float> %v, i32 u0x0
  store float %x, ptr addrspace(1) %out, align 4
  ret void
}

define i32 @intrinsics(i32 %a, i32 %b) {
entry:
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %n = call i32 @llvm.smax.i32(i32 %m, i32 s0x0)
  %u = call i32 @llvm.umin.i32(i32 %n, i32 u0x7F) #9
  call void @llvm.assume(i1 true)
  ret i32 %u
}

define i32 @asm_goto(i32 %x) {
entry:
  callbr void asm "", "r,!i,!i"(i32 %x) to label %normal [label %ind1, label %ind2]

normal:
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x) to label %done [label %ind1]

done:
  ret i32 %r

ind1:
  ret i32 1

ind2:
  callbr void asm "", ""() to label %normal []
}

define i32 @dbg(i32 %a, i32 %b) !dbg !5 {
entry:
  %s = add i32 %a, %b, !dbg !10
    #dbg_value(!DIArgList(i32 %a, i32 %b), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !10)
    #dbg_value(!DIArgList(i32 %s, i32 poison), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !10)
    #dbg_value(i32 %s, !9, !DIExpression(), !10)
  ret i32 %s, !dbg !10
}

attributes #0 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "ext.c", directory: "/tmp")
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "dbg", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{!2, !2, !2}
!8 = !{!9}
!9 = !DILocalVariable(name: "d", scope: !5, file: !1, line: 2, type: !2)
!10 = !DILocation(line: 2, column: 3, scope: !5)
