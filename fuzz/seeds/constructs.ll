; Hand-written coverage of the constructs the reader and writer support.
source_filename = "constructs.c"
target datalayout = "e-p:64:64-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float, [4 x i8] }
%struct.P = type <{ i8, i32 }>
%struct.Opaque = type opaque
%"quoted type" = type { ptr, ptr addrspace(3) }

$cd = comdat any

@g = dso_local addrspace(1) global i32 42, align 4
@c = private unnamed_addr constant [6 x i8] c"hi\0A\22\5C\00", align 1
@s = internal global %struct.S { i32 1, float 2.500000e+00, [4 x i8] zeroinitializer }, section ".data.s", align 8
@p = weak_odr global %struct.P <{ i8 1, i32 2 }>, comdat($cd)
@cd = linkonce_odr global i32 0, comdat
@sh = internal addrspace(3) global [64 x float] undef, align 4
@ext = external addrspace(1) global i32
@tl = thread_local(initialexec) global i32 0
@ptrs = global [2 x ptr] [ptr @g.gen, ptr getelementptr inbounds ([64 x float], ptr addrspacecast (ptr addrspace(3) @sh to ptr), i64 0, i64 3)]
@g.gen = global ptr addrspacecast (ptr addrspace(1) @g to ptr)
@vec = global <4 x i32> <i32 1, i32 -1, i32 0, i32 2147483647>
@fl = global { half, bfloat, double, float } { half 0xH3C00, bfloat 0xR3F80, double 0x400921FB54442D18, float -0.000000e+00 }
@wide = global i256 -12345678901234567890123456789
@i128 = global i128 -170141183460469231731687303715884105728
@exprs = global [2 x i64] [i64 ptrtoint (ptr @g.gen to i64), i64 add (i64 ptrtoint (ptr @g.gen to i64), i64 8)]
@"quoted name" = global %"quoted type" zeroinitializer
@0 = private constant i32 7
@ldbg = global i32 0, !dbg !19

define dso_local i32 @arith(i32 noundef %a, i32 noundef %b, float %x, float %y, <4 x float> %v) #0 {
entry:
  %add = add nuw nsw i32 %a, %b
  %sub = sub i32 %add, 1
  %mul = mul nsw i32 %sub, %b
  %d = sdiv exact i32 %mul, 2
  %u = udiv i32 %d, 3
  %r = srem i32 %u, 5
  %ur = urem i32 %r, 7
  %sh = shl nuw i32 %ur, 2
  %ls = lshr exact i32 %sh, 1
  %as = ashr i32 %ls, 1
  %an = and i32 %as, 255
  %o = or disjoint i32 %an, 256
  %xo = xor i32 %o, -1
  %fa = fadd fast float %x, %y
  %fs = fsub nnan ninf float %fa, 1.000000e+00
  %fm = fmul contract float %fs, 0x3FB99999A0000000
  %fd = fdiv arcp afn float %fm, %y
  %fr = frem reassoc nsz float %fd, 2.000000e+00
  %fn = fneg float %fr
  %vadd = fadd <4 x float> %v, <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
  %vz = fmul <4 x float> %vadd, zeroinitializer
  %c1 = icmp slt i32 %xo, 0
  %c2 = fcmp fast olt float %fn, 0.000000e+00
  %c3 = fcmp uno float %x, %y
  %vc = fcmp oeq <4 x float> %vz, %v
  %and1 = and i1 %c1, %c2
  %or1 = or i1 %and1, %c3
  %sel = select nnan i1 %or1, float %fn, float %x
  %vsel = select <4 x i1> %vc, <4 x float> %v, <4 x float> %vz
  %e = extractelement <4 x float> %vsel, i64 2
  %ins = insertelement <4 x float> %vsel, float %sel, i32 0
  %shuf = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 poison, i32 0>
  %shuf2 = shufflevector <4 x float> %shuf, <4 x float> %ins, <2 x i32> zeroinitializer
  %fz = freeze float %e
  %t = trunc nuw nsw i32 %xo to i8
  %z = zext nneg i8 %t to i64
  %sx = sext i8 %t to i32
  %fpt = fptrunc float %fz to half
  %fpe = fpext half %fpt to double
  %fu = fptoui double %fpe to i32
  %fsi = fptosi float %fz to i16
  %uf = uitofp nneg i32 %fu to float
  %sf = sitofp i16 %fsi to double
  %bc = bitcast float %uf to i32
  %res = add i32 %bc, %sx
  ret i32 %res
}

define void @memory(ptr addrspace(1) %p, ptr %q, i64 %n) {
  %1 = alloca i32, align 4
  %2 = alloca [4 x float], i32 2, align 16, addrspace(5)
  %3 = alloca %struct.S, align 8
  store volatile i32 1, ptr %1, align 4
  %4 = load atomic i32, ptr addrspace(1) %p syncscope("agent") acquire, align 4
  store atomic i32 %4, ptr %q syncscope("block") release, align 4
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5, !nontemporal !7
  %6 = getelementptr inbounds [4 x float], ptr addrspace(5) %2, i64 0, i64 %n
  %7 = getelementptr nusw nuw i8, ptr %q, i64 4
  %8 = getelementptr %struct.S, ptr %3, i32 0, i32 2, i64 1
  %9 = getelementptr i32, <2 x ptr> zeroinitializer, <2 x i64> <i64 0, i64 1>
  %10 = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic, align 4
  %11 = atomicrmw volatile fadd ptr %q, float 1.000000e+00 syncscope("agent") seq_cst, align 4
  %12 = atomicrmw uinc_wrap ptr %q, i32 7 acq_rel, align 4
  %13 = atomicrmw fmax ptr %q, float 0.000000e+00 monotonic, align 4
  %14 = atomicrmw xchg ptr %q, ptr null monotonic, align 8
  %15 = cmpxchg ptr %q, i32 0, i32 1 seq_cst monotonic, align 4
  %16 = cmpxchg weak volatile ptr addrspace(1) %p, i32 %4, i32 %5 syncscope("agent") acq_rel acquire, align 4
  %17 = extractvalue { i32, i1 } %16, 0
  %18 = extractvalue { i32, i1 } %16, 1
  fence syncscope("workgroup") acq_rel
  fence seq_cst
  %19 = load %struct.S, ptr %3, align 8
  %b15 = zext i1 %18 to i8
  %20 = insertvalue %struct.S %19, i8 %b15, 2, 1
  %21 = extractvalue %struct.S %20, 2, 3
  ret void
}

define i32 @control(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %"b block"

a:
  switch i32 %x, label %exit [
    i32 0, label %"b block"
    i32 7, label %loop
    i32 -1, label %exit
  ]

"b block":
  br label %loop

loop:
  %i = phi i32 [ 0, %a ], [ 1, %"b block" ], [ %inc, %loop ]
  %fp = phi fast float [ 0.000000e+00, %a ], [ 1.000000e+00, %"b block" ], [ %fp, %loop ]
  %inc = add i32 %i, 1
  %done = icmp sge i32 %inc, %x
  br i1 %done, label %exit, label %loop, !llvm.loop !8

exit:
  %r = phi i32 [ %x, %a ], [ %x, %a ], [ %inc, %loop ]
  ret i32 %r

dead:
  unreachable
}

define internal fastcc void @calls(ptr %p, i32 %v) #1 {
  %1 = call i32 @arith(i32 noundef 1, i32 noundef range(i32 0, 5) 2, float 0.0, float 1.0, <4 x float> splat (float 1.0)) #0
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
  notail call void @llvm.nvvm.barrier0()
  %3 = call i32 (i32, ...) @varargs(i32 %v, i32 3, double 2.0)
  call void asm sideeffect "membar.gl;", "~{memory}"() #0, !srcloc !9
  %4 = call i32 asm "mov.u32 $0, $1;", "=r,r"(i32 %v)
  call void @takes_byval(ptr byval(%struct.S) align 8 %p, ptr nocapture readonly sret(%struct.S) %p)
  %5 = call nnan float @llvm.fabs.f32(float 1.0)
  %6 = call ptr addrspace(1) @make(i64 8)
  ret void
}

define void @conv() #1 {
  %t = call token @llvm.experimental.convergence.entry()
  call void @llvm.nvvm.barrier0() [ "convergencectrl"(token %t) ]
  ret void
}

define i32 @varargs(i32 %n, ...) {
  ret i32 %n
}

define void @dbg(i32 %x) !dbg !13 {
entry:
  %a = alloca i32, align 4
    #dbg_declare(ptr %a, !10, !DIExpression(), !16)
  store i32 %x, ptr %a, align 4, !dbg !16
    #dbg_value(i32 %x, !10, !DIExpression(), !17)
    #dbg_value(i32 poison, !10, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !17)
  ret void, !dbg !17
}

define amdgpu_kernel void @kern(ptr addrspace(1) noalias nocapture noundef writeonly align 4 %out) local_unnamed_addr #3 section ".text.kern" align 16 {
  store i32 0, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare void @llvm.nvvm.barrier0() #1
declare token @llvm.experimental.convergence.entry()
declare void @takes_byval(ptr byval(%struct.S) align 8, ptr sret(%struct.S))
declare float @llvm.fabs.f32(float)
declare !dbg !22 extern_weak ptr addrspace(1) @make(i64)

attributes #0 = { nounwind "target-cpu"="sm_70" "target-features"="+ptx42" }
attributes #1 = { convergent nounwind memory(argmem: readwrite, inaccessiblemem: none) }
attributes #2 = { nounwind readnone speculatable willreturn }
attributes #3 = { "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" alignstack=16 }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!nvvm.annotations = !{!4}
!my.named = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !18)
!3 = !DIFile(filename: "constructs.c", directory: "/src/dir")
!4 = !{ptr @kern, !"kernel", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{i32 1}
!8 = distinct !{!8, !{!"llvm.loop.mustprogress"}}
!9 = !{i64 1234}
!10 = !DILocalVariable(name: "x", arg: 1, scope: !13, file: !3, line: 3, type: !11)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DISubroutineType(types: !{null, !11})
!13 = distinct !DISubprogram(name: "dbg", scope: !3, file: !3, line: 3, type: !12, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !2)
!14 = distinct !DILexicalBlock(scope: !13, file: !15, line: 4, column: 2)
!15 = !DIFile(filename: "inner.h", directory: "/src/inc")
!16 = !DILocation(line: 3, column: 17, scope: !13)
!17 = !DILocation(line: 5, column: 9, scope: !14)
!18 = !{!19}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = !DIGlobalVariable(name: "ldbg", scope: !2, file: !3, line: 1, type: !11, isLocal: false, isDefinition: true)
!22 = !DISubprogram(name: "make", scope: !3, file: !3, line: 9, type: !12, spFlags: 0)
