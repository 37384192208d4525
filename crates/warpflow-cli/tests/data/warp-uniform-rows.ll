; An if/else on the block's row (threadIdx.y == 0), as PolyBench's fdtd-2d step 1 has: on
; blocks 32 wide every warp is one row and takes one side; on blocks 16 wide a warp holds two
; rows and splits.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @rows(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %f) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %row = mul i32 %ty, %bx
  %i = add i32 %row, %tx
  %w = zext i32 %i to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %w
  %c = icmp eq i32 %ty, 0
  br i1 %c, label %first, label %rest

first:
  %v0 = load float, ptr addrspace(1) %f, align 4
  store float %v0, ptr addrspace(1) %pb, align 4
  br label %done

rest:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %w
  %up = sub i32 %i, %bx
  %wu = zext i32 %up to i64
  %pu = getelementptr inbounds float, ptr addrspace(1) %a, i64 %wu
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = load float, ptr addrspace(1) %pu, align 4
  %d = fsub float %x, %y
  %o = load float, ptr addrspace(1) %pb, align 4
  %h = fmul float %d, 5.000000e-01
  %r = fsub float %o, %h
  store float %r, ptr addrspace(1) %pb, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
