; ModuleID = '../crates/warpflow-simt/benches/data/alu_loop.cu'
source_filename = "../crates/warpflow-simt/benches/data/alu_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @alu_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = xor i32 %11, -1640531527
  %13 = and i32 %11, 65535
  %14 = uitofp nneg i32 %13 to float
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %24, %3
  %17 = phi i32 [ %11, %3 ], [ %36, %24 ]
  %18 = phi i32 [ %12, %3 ], [ %41, %24 ]
  %19 = phi float [ %14, %3 ], [ %40, %24 ]
  %20 = fptosi float %19 to i32
  %21 = xor i32 %18, %17
  %22 = xor i32 %21, %20
  %23 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %22, ptr %23, align 4, !tbaa !5
  ret void

24:                                               ; preds = %3, %24
  %25 = phi i32 [ %42, %24 ], [ 0, %3 ]
  %26 = phi float [ %40, %24 ], [ %14, %3 ]
  %27 = phi i32 [ %41, %24 ], [ %12, %3 ]
  %28 = phi i32 [ %36, %24 ], [ %11, %3 ]
  %29 = mul i32 %28, 1664525
  %30 = add i32 %29, 1013904223
  %31 = lshr i32 %27, 7
  %32 = xor i32 %31, %27
  %33 = shl i32 %30, 3
  %34 = add i32 %32, %33
  %35 = lshr i32 %34, 11
  %36 = xor i32 %35, %30
  %37 = fmul contract float %26, 7.500000e-01
  %38 = and i32 %36, 1023
  %39 = uitofp nneg i32 %38 to float
  %40 = fadd contract float %37, %39
  %41 = add i32 %34, %25
  %42 = add nuw nsw i32 %25, 1
  %43 = icmp eq i32 %42, %2
  br i1 %43, label %16, label %24, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @alu_loop, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
