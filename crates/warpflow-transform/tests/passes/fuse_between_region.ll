; RUN: pcfm --profit timing --launch fuse_pair.launch.toml
; RUN: pcfm,cleanup --profit timing --launch fuse_pair.launch.toml --judge emulate
; Two consecutive `while` loops with an if/else between them (a single-entry single-exit
; acyclic region: `mid`, `odd`/`even`, `join`): lane t copies t & 7 elements of %a, then
; 7 - (t & 7) of %b, each plus an offset chosen between the loops by the lane's parity and
; read in the second loop and after it. The region's blocks are the code between the loops
; of the fused loop; its phi (%off) is carried to the second loop's body and past the loops.
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
  br i1 %isodd, label %odd, label %even

odd:
  %o1 = mul i32 %k, 3
  br label %join

even:
  %o2 = add i32 %k, 1000
  br label %join

join:
  %off = phi i32 [ %o1, %odd ], [ %o2, %even ]
  br label %h2

h2:
  %j = phi i32 [ 0, %join ], [ %j1, %b2 ]
  %k2 = phi i32 [ %k, %join ], [ %k3, %b2 ]
  %c2 = icmp slt i32 %j, %n2
  br i1 %c2, label %b2, label %done

b2:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %j
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %vo = add i32 %vb, %off
  %pq = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %k2
  store i32 %vo, ptr addrspace(1) %pq, align 4
  %j1 = add nsw i32 %j, 1
  %k3 = add nsw i32 %k2, 1
  br label %h2

done:
  %last = add i32 %base, 7
  %pl = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %last
  %fin = add i32 %off, %k2
  store i32 %fin, ptr addrspace(1) %pl, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
