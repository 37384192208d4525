; RUN: pcfm --profit timing --launch fuse_equal_trips.launch.toml
; RUN: pcfm --launch fuse_equal_trips.launch.toml
; Not fused: the first loop's bounds are selected by `tid < 16` (so its exit branch is
; divergent), but every lane runs 8 trips of it (rows 0..8 or 8..16) and 16 of the second:
; the trip counts are computed from threadIdx.x and constants, no warp would run fewer
; iterations fused (24 either way), and a fused iteration costs at least what either body costs.
; Fused (without this rule the prediction kept it, profit 0.301), the launch ran 10,343 -> 11,030
; cycles (pipelined).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lo = icmp ult i32 %tid, 16
  %s1 = select i1 %lo, i32 0, i32 8
  %e1 = select i1 %lo, i32 8, i32 16
  %col = and i32 %tid, 15
  br label %h1

h1:
  %i = phi i32 [ %s1, %entry ], [ %i1, %b1 ]
  %c1 = icmp slt i32 %i, %e1
  br i1 %c1, label %b1, label %mid

b1:
  %r = shl i32 %i, 4
  %x = add i32 %r, %col
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %x
  %va = load i32, ptr addrspace(1) %pa, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %x
  store i32 %va, ptr addrspace(1) %po, align 4
  %i1 = add nsw i32 %i, 1
  br label %h1

mid:
  br label %h2

h2:
  %j = phi i32 [ 0, %mid ], [ %j1, %b2 ]
  %c2 = icmp slt i32 %j, 16
  br i1 %c2, label %b2, label %done

b2:
  %q = shl i32 %j, 5
  %y = add i32 %q, %tid
  %z = add i32 %y, 256
  %pb = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %z
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %pq = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %z
  store i32 %vb, ptr addrspace(1) %pq, align 4
  %j1 = add nsw i32 %j, 1
  br label %h2

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
