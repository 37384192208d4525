; RUN: warp
; What clang -O0 leaves after promotion (cuda-samples' reduce7): a mask computed from constants
; through a branch on a constant and a phi (`0xffffffff >> (n > 0 ? 32 - n : 0)` with n = 0) is
; the full mask; a loop phi carrying it is too (not when it is `poison` on entry: an
; uninitialised mask has no value); and a ballot whose `int`
; predicate is `(x < 2) != 0` is the ballot of `br (x < 2)`. A mask chosen by the thread index
; is not a constant, nor is a phi whose entries differ on edges a thread may take.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %v, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp ugt i32 0, 0
  br i1 %c0, label %len, label %zero
len:
  %l = sub i32 32, 0
  br label %mask
zero:
  br label %mask
mask:
  %n = phi i32 [ %l, %len ], [ 0, %zero ]
  %full = lshr i32 -1, %n
  %s0 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %full, i32 %v, i32 1, i32 31)
  br label %loop
loop:
  %i = phi i32 [ 0, %mask ], [ %i1, %loop ]
  %carried = phi i32 [ %full, %mask ], [ %full, %loop ]
  %unset = phi i32 [ poison, %mask ], [ %full, %loop ]
  %s1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %carried, i32 %v, i32 1, i32 31)
  %s5 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %unset, i32 %v, i32 1, i32 31)
  %i1 = add i32 %i, 1
  %again = icmp ult i32 %i1, 4
  br i1 %again, label %loop, label %vote
vote:
  %lt = icmp ult i32 %tid, 2
  %z = zext i1 %lt to i32
  %p = icmp ne i32 %z, 0
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %full, i1 %p)
  %lt2 = icmp ult i32 %tid, 2
  br i1 %lt2, label %few, label %pick
few:
  %s2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %b, i32 %v, i32 1, i32 31)
  br label %pick
pick:
  %half = icmp ult i32 %tid, 16
  br i1 %half, label %lo, label %hi
lo:
  br label %joined
hi:
  br label %joined
joined:
  %by_tid = phi i32 [ 65535, %lo ], [ -1, %hi ]
  %s3 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %by_tid, i32 %v, i32 1, i32 31)
  %sel = select i1 %half, i32 65535, i32 -1
  %s4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %sel, i32 %v, i32 1, i32 31)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
