; RUN: pcfm --profit timing --launch fuse_pair.launch.toml
; Refused: the code between the loops may leave the function (`if (t & 1) return;` between
; them), so it is not a single-entry single-exit region.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n1 = and i32 %tid, 7
  %n2 = sub i32 7, %n1
  %base = shl i32 %tid, 3
  br label %h1

h1:
  %i = phi i32 [ 0, %entry ], [ %i1, %b1 ]
  %k = phi i32 [ %base, %entry ], [ %k1, %b1 ]
  %c1 = icmp slt i32 %i, %n1
  br i1 %c1, label %b1, label %mid

b1:
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %va = load i32, ptr addrspace(1) %pa, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %k
  store i32 %va, ptr addrspace(1) %po, align 4
  %i1 = add nsw i32 %i, 1
  %k1 = add nsw i32 %k, 1
  br label %h1

mid:
  %par = and i32 %tid, 1
  %isodd = icmp ne i32 %par, 0
  br i1 %isodd, label %leave, label %h2

leave:
  ret void

h2:
  %j = phi i32 [ 0, %mid ], [ %j1, %b2 ]
  %k2 = phi i32 [ %k, %mid ], [ %k3, %b2 ]
  %c2 = icmp slt i32 %j, %n2
  br i1 %c2, label %b2, label %done

b2:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %j
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %pq = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %k2
  store i32 %vb, ptr addrspace(1) %pq, align 4
  %j1 = add nsw i32 %j, 1
  %k3 = add nsw i32 %k2, 1
  br label %h2

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
