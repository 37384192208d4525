; RUN: cfg
; ModuleID = 'shapes.c'
source_filename = "shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@sink = external global i32, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @irreducible(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %9

4:                                                ; preds = %9, %2
  %5 = phi i32 [ %12, %9 ], [ 0, %2 ]
  %6 = tail call i32 @g(i32 noundef %5) #3
  %7 = add nsw i32 %6, %5
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %14, label %9

9:                                                ; preds = %4, %2
  %10 = phi i32 [ 0, %2 ], [ %7, %4 ]
  %11 = tail call i32 @g(i32 noundef %0) #3
  %12 = sub nsw i32 %10, %11
  %13 = icmp slt i32 %12, 100
  br i1 %13, label %4, label %14

14:                                               ; preds = %9, %4
  %15 = phi i32 [ %7, %4 ], [ %12, %9 ]
  ret i32 %15
}

declare i32 @g(i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @spin_forever(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 3
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  ret void

4:                                                ; preds = %1, %8
  store volatile i32 %0, ptr @sink, align 4, !tbaa !5
  %5 = tail call i32 @g(i32 noundef %0) #3
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %4
  store volatile i32 2, ptr @sink, align 4, !tbaa !5
  br label %8

8:                                                ; preds = %7, %4
  br label %4
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483648, 1001) i32 @nested(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = icmp sgt i32 %1, 0
  br label %8

6:                                                ; preds = %33, %2
  %7 = phi i32 [ 0, %2 ], [ %34, %33 ]
  ret i32 %7

8:                                                ; preds = %4, %33
  %9 = phi i32 [ 0, %4 ], [ %35, %33 ]
  %10 = phi i32 [ 0, %4 ], [ %34, %33 ]
  %11 = and i32 %9, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %33

13:                                               ; preds = %8
  br i1 %5, label %14, label %25

14:                                               ; preds = %13, %19
  %15 = phi i32 [ %23, %19 ], [ 0, %13 ]
  %16 = phi i32 [ %22, %19 ], [ %10, %13 ]
  %17 = tail call i32 @g(i32 noundef %15) #3
  %18 = icmp eq i32 %17, 7
  br i1 %18, label %25, label %19

19:                                               ; preds = %14
  %20 = mul nuw nsw i32 %15, %9
  %21 = tail call i32 @g(i32 noundef %20) #3
  %22 = add nsw i32 %21, %16
  %23 = add nuw nsw i32 %15, 1
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %25, label %14, !llvm.loop !9

25:                                               ; preds = %19, %14, %13
  %26 = phi i32 [ %10, %13 ], [ %16, %14 ], [ %22, %19 ]
  %27 = icmp sgt i32 %26, 1000
  br i1 %27, label %28, label %33

28:                                               ; preds = %25, %28
  %29 = phi i32 [ %31, %28 ], [ %26, %25 ]
  %30 = tail call i32 @g(i32 noundef %29) #3
  %31 = sub nsw i32 %29, %30
  %32 = icmp sgt i32 %31, 1000
  br i1 %32, label %28, label %33, !llvm.loop !11

33:                                               ; preds = %28, %25, %8
  %34 = phi i32 [ %10, %8 ], [ %26, %25 ], [ %31, %28 ]
  %35 = add nuw nsw i32 %9, 1
  %36 = icmp eq i32 %35, %0
  br i1 %36, label %6, label %8, !llvm.loop !12
}

; Function Attrs: nounwind uwtable
define dso_local i32 @many_exits(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %10 [
    i32 0, label %2
    i32 1, label %11
    i32 2, label %4
    i32 5, label %5
  ]

2:                                                ; preds = %1
  %3 = tail call i32 @g(i32 noundef 1) #3
  br label %15

4:                                                ; preds = %1, %4
  store volatile i32 4, ptr @sink, align 4, !tbaa !5
  br label %4

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %9, %5 ], [ %0, %1 ]
  %7 = tail call i32 @g(i32 noundef %6) #3
  %8 = icmp eq i32 %7, 0
  %9 = add nuw nsw i32 %6, 1
  br i1 %8, label %15, label %5, !llvm.loop !13

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %1, %10
  %12 = phi i32 [ %0, %10 ], [ 3, %1 ]
  store volatile i32 %12, ptr @sink, align 4, !tbaa !5
  %13 = tail call i32 @g(i32 noundef %0) #3
  %14 = icmp eq i32 %13, 0
  tail call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %5, %11, %2
  %16 = phi i32 [ 0, %11 ], [ %3, %2 ], [ %6, %5 ]
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
