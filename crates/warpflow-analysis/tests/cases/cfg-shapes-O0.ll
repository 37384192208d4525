; RUN: cfg
; ModuleID = 'shapes.c'
source_filename = "shapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@sink = external global i32, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @irreducible(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %6 = load i32, ptr %3, align 4
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  br label %20

9:                                                ; preds = %2
  br label %10

10:                                               ; preds = %27, %9
  %11 = load i32, ptr %5, align 4
  %12 = call i32 @g(i32 noundef %11)
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp sgt i32 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %10
  br label %29

19:                                               ; preds = %10
  br label %20

20:                                               ; preds = %19, %8
  %21 = load i32, ptr %3, align 4
  %22 = call i32 @g(i32 noundef %21)
  %23 = load i32, ptr %5, align 4
  %24 = sub nsw i32 %23, %22
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %5, align 4
  %26 = icmp slt i32 %25, 100
  br i1 %26, label %27, label %28

27:                                               ; preds = %20
  br label %10

28:                                               ; preds = %20
  br label %29

29:                                               ; preds = %28, %18
  %30 = load i32, ptr %5, align 4
  ret i32 %30
}

declare i32 @g(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spin_forever(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 3
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  br label %7

7:                                                ; preds = %13, %6
  %8 = load i32, ptr %2, align 4
  store volatile i32 %8, ptr @sink, align 4
  %9 = load i32, ptr %2, align 4
  %10 = call i32 @g(i32 noundef %9)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  store volatile i32 2, ptr @sink, align 4
  br label %13

13:                                               ; preds = %12, %7
  br label %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @nested(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %47, %2
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %3, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %50

12:                                               ; preds = %8
  %13 = load i32, ptr %6, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %12
  br label %47

17:                                               ; preds = %12
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %34, %17
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %37

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4
  %24 = call i32 @g(i32 noundef %23)
  %25 = icmp eq i32 %24, 7
  br i1 %25, label %26, label %27

26:                                               ; preds = %22
  br label %37

27:                                               ; preds = %22
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr %7, align 4
  %30 = mul nsw i32 %28, %29
  %31 = call i32 @g(i32 noundef %30)
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %5, align 4
  br label %34

34:                                               ; preds = %27
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %18, !llvm.loop !6

37:                                               ; preds = %26, %18
  br label %38

38:                                               ; preds = %41, %37
  %39 = load i32, ptr %5, align 4
  %40 = icmp sgt i32 %39, 1000
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = load i32, ptr %5, align 4
  %43 = call i32 @g(i32 noundef %42)
  %44 = load i32, ptr %5, align 4
  %45 = sub nsw i32 %44, %43
  store i32 %45, ptr %5, align 4
  br label %38, !llvm.loop !8

46:                                               ; preds = %38
  br label %47

47:                                               ; preds = %46, %16
  %48 = load i32, ptr %6, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %6, align 4
  br label %8, !llvm.loop !9

50:                                               ; preds = %8
  %51 = load i32, ptr %5, align 4
  ret i32 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @many_exits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %20 [
    i32 0, label %5
    i32 1, label %7
    i32 2, label %8
    i32 5, label %10
  ]

5:                                                ; preds = %1
  %6 = call i32 @g(i32 noundef 1)
  store i32 %6, ptr %2, align 4
  br label %28

7:                                                ; preds = %1
  store volatile i32 3, ptr @sink, align 4
  br label %22

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %9, %8
  store volatile i32 4, ptr @sink, align 4
  br label %9

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %15, %10
  %12 = load i32, ptr %3, align 4
  %13 = call i32 @g(i32 noundef %12)
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %11, !llvm.loop !10

18:                                               ; preds = %11
  %19 = load i32, ptr %3, align 4
  store i32 %19, ptr %2, align 4
  br label %28

20:                                               ; preds = %1
  %21 = load i32, ptr %3, align 4
  store volatile i32 %21, ptr @sink, align 4
  br label %22

22:                                               ; preds = %20, %7
  %23 = load i32, ptr %3, align 4
  %24 = call i32 @g(i32 noundef %23)
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %22
  unreachable

27:                                               ; preds = %22
  store i32 0, ptr %2, align 4
  br label %28

28:                                               ; preds = %27, %18, %5
  %29 = load i32, ptr %2, align 4
  ret i32 %29
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
