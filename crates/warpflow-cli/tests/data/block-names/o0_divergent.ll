; A kernel as clang -O0 writes it, with a divergent if/else and no barrier, so that a launch
; with a divergent branch runs to its end (`warpflow report --launch` then profiles it).
; Unnamed blocks (`10:`), every local in a stack slot: promotion (mem2reg) removes the slots
; and their loads, so LLVM's slot numbering of the promoted body would call these blocks %5,
; %8 and %11; every command must print the labels of this file.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @o0_divergent(ptr noundef %0, i32 noundef %1) {
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
  br label %20

15:
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  store i32 0, ptr %19, align 4
  br label %20

20:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
