; One kernel and one helper for the shape of `warpflow analyze --format json`: a barrier under
; a divergent branch (with its source line), a branch uniform only when blockDim.x <= 32, and
; a called function's summary.
target triple = "nvptx64-nvidia-cuda"

define i32 @twice(i32 %x) {
entry:
  %y = shl i32 %x, 1
  ret i32 %y
}

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %small = icmp ult i32 %t, 32
  br i1 %small, label %low, label %join

low:
  %odd = and i32 %t, 1, !dbg !9
  %c = icmp eq i32 %odd, 0, !dbg !9
  br i1 %c, label %"sync here", label %join, !dbg !9

"sync here":
  call void @llvm.nvvm.barrier0(), !dbg !10
  br label %join

join:
  %v = call i32 @twice(i32 %t)
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!8 = !DILocation(line: 4, column: 11, scope: !7)
!9 = !DILocation(line: 5, column: 7, scope: !7)
!10 = !DILocation(line: 6, column: 9, scope: !7)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
