; A kernel whose names, labels, source comments and metadata strings carry HTML and script
; (for warpflow report's escaping test; see xss.cu beside it).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @"xss</script><img src=x onerror=document.body.setAttribute('data-pwned','name')>\22q"(ptr %out) !dbg !5 {
"<b onmouseover=\22document.body.setAttribute('data-pwned','label')\22>":
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %c = icmp slt i32 %t, 16, !dbg !9
  br i1 %c, label %"then<script>document.body.setAttribute('data-pwned','then')</script>", label %join, !dbg !9

"then<script>document.body.setAttribute('data-pwned','then')</script>":
  call void @llvm.nvvm.barrier0(), !dbg !10, !note !12
  br label %join, !dbg !10

join:
  %p = getelementptr inbounds i32, ptr %out, i32 %t, !dbg !11
  store i32 %t, ptr %p, align 4, !dbg !11
  ret void, !dbg !11
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "</script><img src=x onerror=document.body.setAttribute('data-pwned','producer')>", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "xss.cu", directory: "")
!2 = !DIFile(filename: "x<img src=x onerror=document.body.setAttribute('data-pwned','file')>\22.cu", directory: "")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{ptr @"xss</script><img src=x onerror=document.body.setAttribute('data-pwned','name')>\22q", !"kernel", i32 1}
!5 = distinct !DISubprogram(name: "xss<img src=x onerror=1>", scope: !1, file: !1, line: 4, type: !6, scopeLine: 4, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 5, column: 11, scope: !5)
!9 = !DILocation(line: 6, column: 9, scope: !5)
!10 = !DILocation(line: 7, column: 5, scope: !5)
!11 = !DILocation(line: 9, column: 10, scope: !14)
!12 = !{!"</script><script>document.body.setAttribute('data-pwned','meta')</script>\22'"}
!13 = !{!"<img src=x onerror=document.body.setAttribute('data-pwned','ident')>"}
!14 = distinct !DILexicalBlock(scope: !5, file: !2, line: 9, column: 3)
