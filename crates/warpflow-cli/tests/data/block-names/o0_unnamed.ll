; A kernel as clang -O0 writes it: unnamed blocks (`10:`), every local in a stack slot. Promotion
; (mem2reg) removes the slots and their loads, so LLVM's slot numbering of the promoted body
; would call these blocks %5 and %8; every command must print the labels of this file.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @o0_unnamed(ptr noundef %0, i32 noundef %1) {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %6, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %15

10:
  %11 = load ptr, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  store i32 %12, ptr %14, align 4
  call void @llvm.nvvm.barrier0()
  br label %15

15:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
