; RUN: pcfm,cleanup --profit timing --launch pcfm_judge_emulate.launch.toml
; RUN: pcfm,cleanup --profit timing --launch pcfm_judge_emulate.launch.toml --judge emulate
; kernels/pcfm/bitonic_sort at -O3 (debug info stripped). The diamond in %29 (`(t & k) == 0`
; chooses between `a > b` and `a < b`) is predicted to pay (split weight 1/2 for a condition on
; the thread index and the loop's `k`), but `k` reaches the warp size after a few rounds, and
; from then on no warp splits there: on the launch (one block of 256 threads) the merged kernel
; is slower, so the measuring judge refuses the merge the prediction keeps.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12bitonic_sortE1s = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bitonic_sort(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = mul i32 %4, %3
  %6 = add i32 %5, %2
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !7
  %10 = zext nneg i32 %2 to i64
  %11 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %10
  store i32 %9, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %12 = icmp ult i32 %3, 2
  br i1 %12, label %19, label %13

13:                                               ; preds = %21, %1
  %14 = phi i32 [ %22, %21 ], [ 2, %1 ]
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %21, label %16

16:                                               ; preds = %13
  %17 = and i32 %14, %2
  %18 = icmp eq i32 %17, 0
  br label %24

19:                                               ; preds = %21, %1
  %20 = load i32, ptr %11, align 4, !tbaa !7
  store i32 %20, ptr %8, align 4, !tbaa !7
  ret void

21:                                               ; preds = %39, %13
  %22 = shl i32 %14, 1
  %23 = icmp ugt i32 %22, %3
  br i1 %23, label %19, label %13, !llvm.loop !11

24:                                               ; preds = %39, %16
  %25 = phi i32 [ %14, %16 ], [ %26, %39 ]
  %26 = lshr i32 %25, 1
  %27 = xor i32 %26, %2
  %28 = icmp ugt i32 %27, %2
  br i1 %28, label %29, label %39

29:                                               ; preds = %24
  %30 = load i32, ptr %11, align 4, !tbaa !7
  %31 = zext nneg i32 %27 to i64
  %32 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12bitonic_sortE1s to ptr), i64 0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !7
  br i1 %18, label %34, label %36

34:                                               ; preds = %29
  %35 = icmp sgt i32 %30, %33
  br i1 %35, label %38, label %39

36:                                               ; preds = %29
  %37 = icmp slt i32 %30, %33
  br i1 %37, label %38, label %39

38:                                               ; preds = %36, %34
  store i32 %33, ptr %11, align 4, !tbaa !7
  store i32 %30, ptr %32, align 4, !tbaa !7
  br label %39

39:                                               ; preds = %38, %36, %34, %24
  tail call void @llvm.nvvm.barrier0()
  %40 = icmp ult i32 %25, 4
  br i1 %40, label %21, label %24, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @bitonic_sort, !"kernel", i32 1}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
