; A divergent if/else whose sides are two blocks each, the same shape: merged unless
; `--max-side-blocks` is below 2.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @two_block_sides(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %t
  br i1 %c, label %t1, label %e1
t1:
  %a = load i32, ptr addrspace(1) %p, align 4
  %a2 = mul i32 %a, 3
  br label %t2
t2:
  %a3 = add i32 %a2, 7
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %a3, ptr addrspace(1) %q, align 4
  br label %join
e1:
  %b = load i32, ptr addrspace(1) %p, align 4
  %b2 = mul i32 %b, 5
  br label %e2
e2:
  %b3 = add i32 %b2, 9
  %r = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %b3, ptr addrspace(1) %r, align 4
  br label %join
join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
