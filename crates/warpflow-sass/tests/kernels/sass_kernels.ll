; ModuleID = '/work/wt/sass/crates/warpflow-sass/tests/kernels/sass_kernels.cu'
source_filename = "/work/wt/sass/crates/warpflow-sass/tests/kernels/sass_kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7diamondPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  %6 = icmp sgt i32 %1, 0
  br i1 %5, label %13, label %7

7:                                                ; preds = %2
  br i1 %6, label %8, label %161

8:                                                ; preds = %7
  %9 = and i32 %1, 7
  %10 = icmp ult i32 %1, 8
  br i1 %10, label %144, label %11

11:                                               ; preds = %8
  %12 = and i32 %1, 2147483640
  br label %73

13:                                               ; preds = %2
  br i1 %6, label %14, label %161

14:                                               ; preds = %13
  %15 = and i32 %1, 7
  %16 = icmp ult i32 %1, 8
  br i1 %16, label %127, label %17

17:                                               ; preds = %14
  %18 = and i32 %1, 2147483640
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i32 [ 0, %17 ], [ %70, %19 ]
  %21 = phi i32 [ 0, %17 ], [ %69, %19 ]
  %22 = phi i32 [ 0, %17 ], [ %71, %19 ]
  %23 = mul nsw i32 %21, 3
  %24 = zext nneg i32 %20 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !11
  %27 = add nsw i32 %26, %23
  %28 = or disjoint i32 %20, 1
  %29 = mul nsw i32 %27, 3
  %30 = zext nneg i32 %28 to i64
  %31 = getelementptr inbounds i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !11
  %33 = add nsw i32 %32, %29
  %34 = or disjoint i32 %20, 2
  %35 = mul nsw i32 %33, 3
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !11
  %39 = add nsw i32 %38, %35
  %40 = or disjoint i32 %20, 3
  %41 = mul nsw i32 %39, 3
  %42 = zext nneg i32 %40 to i64
  %43 = getelementptr inbounds i32, ptr %0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !11
  %45 = add nsw i32 %44, %41
  %46 = or disjoint i32 %20, 4
  %47 = mul nsw i32 %45, 3
  %48 = zext nneg i32 %46 to i64
  %49 = getelementptr inbounds i32, ptr %0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !11
  %51 = add nsw i32 %50, %47
  %52 = or disjoint i32 %20, 5
  %53 = mul nsw i32 %51, 3
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds i32, ptr %0, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !11
  %57 = add nsw i32 %56, %53
  %58 = or disjoint i32 %20, 6
  %59 = mul nsw i32 %57, 3
  %60 = zext nneg i32 %58 to i64
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !11
  %63 = add nsw i32 %62, %59
  %64 = or disjoint i32 %20, 7
  %65 = mul nsw i32 %63, 3
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds i32, ptr %0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !11
  %69 = add nsw i32 %68, %65
  %70 = add nuw nsw i32 %20, 8
  %71 = add i32 %22, 8
  %72 = icmp eq i32 %71, %18
  br i1 %72, label %127, label %19, !llvm.loop !15

73:                                               ; preds = %73, %11
  %74 = phi i32 [ 0, %11 ], [ %120, %73 ]
  %75 = phi i32 [ 1, %11 ], [ %124, %73 ]
  %76 = phi i32 [ 0, %11 ], [ %125, %73 ]
  %77 = mul nsw i32 %75, 5
  %78 = or disjoint i32 %74, 1
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !11
  %82 = xor i32 %81, %77
  %83 = mul nsw i32 %82, 5
  %84 = or disjoint i32 %74, 2
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %0, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !11
  %88 = xor i32 %87, %83
  %89 = mul nsw i32 %88, 5
  %90 = or disjoint i32 %74, 3
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !11
  %94 = xor i32 %93, %89
  %95 = mul nsw i32 %94, 5
  %96 = or disjoint i32 %74, 4
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !11
  %100 = xor i32 %99, %95
  %101 = mul nsw i32 %100, 5
  %102 = or disjoint i32 %74, 5
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %0, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !11
  %106 = xor i32 %105, %101
  %107 = mul nsw i32 %106, 5
  %108 = or disjoint i32 %74, 6
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !11
  %112 = xor i32 %111, %107
  %113 = mul nsw i32 %112, 5
  %114 = or disjoint i32 %74, 7
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !11
  %118 = xor i32 %117, %113
  %119 = mul nsw i32 %118, 5
  %120 = add nuw nsw i32 %74, 8
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !11
  %124 = xor i32 %123, %119
  %125 = add i32 %76, 8
  %126 = icmp eq i32 %125, %12
  br i1 %126, label %144, label %73, !llvm.loop !17

127:                                              ; preds = %19, %14
  %128 = phi i32 [ poison, %14 ], [ %69, %19 ]
  %129 = phi i32 [ 0, %14 ], [ %70, %19 ]
  %130 = phi i32 [ 0, %14 ], [ %69, %19 ]
  %131 = icmp eq i32 %15, 0
  br i1 %131, label %161, label %132

132:                                              ; preds = %127, %132
  %133 = phi i32 [ %141, %132 ], [ %129, %127 ]
  %134 = phi i32 [ %140, %132 ], [ %130, %127 ]
  %135 = phi i32 [ %142, %132 ], [ 0, %127 ]
  %136 = mul nsw i32 %134, 3
  %137 = zext nneg i32 %133 to i64
  %138 = getelementptr inbounds i32, ptr %0, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !11
  %140 = add nsw i32 %139, %136
  %141 = add nuw nsw i32 %133, 1
  %142 = add i32 %135, 1
  %143 = icmp eq i32 %142, %15
  br i1 %143, label %161, label %132, !llvm.loop !18

144:                                              ; preds = %73, %8
  %145 = phi i32 [ poison, %8 ], [ %124, %73 ]
  %146 = phi i32 [ 0, %8 ], [ %120, %73 ]
  %147 = phi i32 [ 1, %8 ], [ %124, %73 ]
  %148 = icmp eq i32 %9, 0
  br i1 %148, label %161, label %149

149:                                              ; preds = %144, %149
  %150 = phi i32 [ %154, %149 ], [ %146, %144 ]
  %151 = phi i32 [ %158, %149 ], [ %147, %144 ]
  %152 = phi i32 [ %159, %149 ], [ 0, %144 ]
  %153 = mul nsw i32 %151, 5
  %154 = add nuw nsw i32 %150, 1
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr %0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !11
  %158 = xor i32 %157, %153
  %159 = add i32 %152, 1
  %160 = icmp eq i32 %159, %9
  br i1 %160, label %161, label %149, !llvm.loop !20

161:                                              ; preds = %144, %149, %127, %132, %7, %13
  %162 = phi i32 [ 0, %13 ], [ 1, %7 ], [ %128, %127 ], [ %140, %132 ], [ %145, %144 ], [ %158, %149 ]
  %163 = zext nneg i32 %3 to i64
  %164 = getelementptr inbounds i32, ptr %0, i64 %163
  store i32 %162, ptr %164, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10loop_breakPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %18

5:                                                ; preds = %2, %5
  %6 = phi i32 [ %15, %5 ], [ 0, %2 ]
  %7 = phi i32 [ %13, %5 ], [ 0, %2 ]
  %8 = shl nsw i32 %6, 5
  %9 = add nuw nsw i32 %8, %3
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !11
  %13 = add nsw i32 %12, %7
  %14 = icmp sgt i32 %13, 1000
  %15 = add nuw nsw i32 %6, 1
  %16 = icmp eq i32 %15, %1
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %18, label %5, !llvm.loop !21

18:                                               ; preds = %5, %2
  %19 = phi i32 [ 0, %2 ], [ %13, %5 ]
  %20 = zext nneg i32 %3 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14loop_mid_breakPiPKii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %25

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %19, %6 ], [ %4, %3 ]
  %8 = phi i32 [ %22, %6 ], [ 0, %3 ]
  %9 = shl nsw i32 %8, 5
  %10 = add nuw nsw i32 %9, %4
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !11
  %14 = icmp slt i32 %13, 0
  %15 = mul nsw i32 %7, 7
  %16 = add nuw nsw i32 %13, %15
  %17 = select i1 %14, i64 0, i64 256
  %18 = getelementptr inbounds i8, ptr %0, i64 %17
  %19 = select i1 %14, i32 %7, i32 %16
  %20 = zext nneg i32 %8 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !11
  %22 = add nuw nsw i32 %8, 1
  %23 = icmp eq i32 %22, %2
  %24 = select i1 %14, i1 true, i1 %23
  br i1 %24, label %25, label %6, !llvm.loop !22

25:                                               ; preds = %6, %3
  %26 = phi i32 [ %4, %3 ], [ %19, %6 ]
  %27 = zext nneg i32 %4 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z13nested_returnPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp slt i32 %3, %1
  br i1 %4, label %5, label %86

5:                                                ; preds = %2
  %6 = and i32 %3, 4
  %7 = icmp eq i32 %6, 0
  %8 = zext nneg i32 %3 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  br i1 %7, label %10, label %17

10:                                               ; preds = %5
  %11 = load i32, ptr %9, align 4, !tbaa !11
  %12 = add i32 %1, -1
  %13 = and i32 %1, 7
  %14 = icmp ult i32 %12, 7
  br i1 %14, label %68, label %15

15:                                               ; preds = %10
  %16 = and i32 %1, -8
  br label %22

17:                                               ; preds = %5
  %18 = getelementptr inbounds i8, ptr %9, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !11
  %20 = mul nsw i32 %19, 3
  store i32 %20, ptr %9, align 4, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 1, ptr %21, align 4, !tbaa !11
  br label %83

22:                                               ; preds = %22, %15
  %23 = phi i32 [ %11, %15 ], [ %64, %22 ]
  %24 = phi i32 [ 0, %15 ], [ %65, %22 ]
  %25 = phi i32 [ 0, %15 ], [ %66, %22 ]
  %26 = zext nneg i32 %24 to i64
  %27 = getelementptr inbounds i32, ptr %0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !11
  %29 = add nsw i32 %23, %28
  store i32 %29, ptr %9, align 4, !tbaa !11
  %30 = or disjoint i32 %24, 1
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !11
  %34 = add nsw i32 %29, %33
  store i32 %34, ptr %9, align 4, !tbaa !11
  %35 = or disjoint i32 %24, 2
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !11
  %39 = add nsw i32 %34, %38
  store i32 %39, ptr %9, align 4, !tbaa !11
  %40 = or disjoint i32 %24, 3
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !11
  %44 = add nsw i32 %39, %43
  store i32 %44, ptr %9, align 4, !tbaa !11
  %45 = or disjoint i32 %24, 4
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !11
  %49 = add nsw i32 %44, %48
  store i32 %49, ptr %9, align 4, !tbaa !11
  %50 = or disjoint i32 %24, 5
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !11
  %54 = add nsw i32 %49, %53
  store i32 %54, ptr %9, align 4, !tbaa !11
  %55 = or disjoint i32 %24, 6
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !11
  %59 = add nsw i32 %54, %58
  store i32 %59, ptr %9, align 4, !tbaa !11
  %60 = or disjoint i32 %24, 7
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !11
  %64 = add nsw i32 %59, %63
  store i32 %64, ptr %9, align 4, !tbaa !11
  %65 = add nuw nsw i32 %24, 8
  %66 = add i32 %25, 8
  %67 = icmp eq i32 %66, %16
  br i1 %67, label %68, label %22, !llvm.loop !23

68:                                               ; preds = %22, %10
  %69 = phi i32 [ %11, %10 ], [ %64, %22 ]
  %70 = phi i32 [ 0, %10 ], [ %65, %22 ]
  %71 = icmp eq i32 %13, 0
  br i1 %71, label %83, label %72

72:                                               ; preds = %68, %72
  %73 = phi i32 [ %79, %72 ], [ %69, %68 ]
  %74 = phi i32 [ %80, %72 ], [ %70, %68 ]
  %75 = phi i32 [ %81, %72 ], [ 0, %68 ]
  %76 = zext nneg i32 %74 to i64
  %77 = getelementptr inbounds i32, ptr %0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !11
  %79 = add nsw i32 %73, %78
  store i32 %79, ptr %9, align 4, !tbaa !11
  %80 = add nuw nsw i32 %74, 1
  %81 = add i32 %75, 1
  %82 = icmp eq i32 %81, %13
  br i1 %82, label %83, label %72, !llvm.loop !24

83:                                               ; preds = %68, %72, %17
  %84 = getelementptr inbounds i32, ptr %0, i64 %8
  %85 = getelementptr inbounds i8, ptr %84, i64 12
  store i32 2, ptr %85, align 4, !tbaa !11
  br label %86

86:                                               ; preds = %83, %2
  store i32 %3, ptr %0, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @_Z8four_wayPii(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 3
  %5 = icmp sgt i32 %1, 0
  switch i32 %4, label %51 [
    i32 0, label %24
    i32 1, label %18
    i32 2, label %12
    i32 3, label %6
  ]

6:                                                ; preds = %2
  br i1 %5, label %7, label %103

7:                                                ; preds = %6
  %8 = and i32 %1, 7
  %9 = icmp ult i32 %1, 8
  br i1 %9, label %92, label %10

10:                                               ; preds = %7
  %11 = and i32 %1, 2147483640
  br label %52

12:                                               ; preds = %2
  br i1 %5, label %13, label %103

13:                                               ; preds = %12
  %14 = and i32 %1, 7
  %15 = icmp ult i32 %1, 8
  br i1 %15, label %81, label %16

16:                                               ; preds = %13
  %17 = and i32 %1, 2147483640
  br label %44

18:                                               ; preds = %2
  br i1 %5, label %19, label %103

19:                                               ; preds = %18
  %20 = and i32 %1, 7
  %21 = icmp ult i32 %1, 8
  br i1 %21, label %70, label %22

22:                                               ; preds = %19
  %23 = and i32 %1, 2147483640
  br label %37

24:                                               ; preds = %2
  br i1 %5, label %25, label %103

25:                                               ; preds = %24
  %26 = and i32 %1, 7
  %27 = icmp ult i32 %1, 8
  br i1 %27, label %59, label %28

28:                                               ; preds = %25
  %29 = and i32 %1, 2147483640
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i32 [ %3, %28 ], [ %34, %30 ]
  %32 = phi i32 [ 0, %28 ], [ %35, %30 ]
  %33 = mul i32 %31, 6561
  %34 = add i32 %33, 3280
  %35 = add i32 %32, 8
  %36 = icmp eq i32 %35, %29
  br i1 %36, label %59, label %30, !llvm.loop !25

37:                                               ; preds = %37, %22
  %38 = phi i32 [ %3, %22 ], [ %41, %37 ]
  %39 = phi i32 [ 0, %22 ], [ %42, %37 ]
  %40 = mul i32 %38, 390625
  %41 = add i32 %40, 195312
  %42 = add i32 %39, 8
  %43 = icmp eq i32 %42, %23
  br i1 %43, label %70, label %37, !llvm.loop !26

44:                                               ; preds = %44, %16
  %45 = phi i32 [ %3, %16 ], [ %48, %44 ]
  %46 = phi i32 [ 0, %16 ], [ %49, %44 ]
  %47 = mul i32 %45, 5764801
  %48 = add i32 %47, 2882400
  %49 = add i32 %46, 8
  %50 = icmp eq i32 %49, %17
  br i1 %50, label %81, label %44, !llvm.loop !27

51:                                               ; preds = %2
  unreachable

52:                                               ; preds = %52, %10
  %53 = phi i32 [ %3, %10 ], [ %56, %52 ]
  %54 = phi i32 [ 0, %10 ], [ %57, %52 ]
  %55 = mul i32 %53, 214358881
  %56 = add i32 %55, 85743552
  %57 = add i32 %54, 8
  %58 = icmp eq i32 %57, %11
  br i1 %58, label %92, label %52, !llvm.loop !28

59:                                               ; preds = %30, %25
  %60 = phi i32 [ poison, %25 ], [ %34, %30 ]
  %61 = phi i32 [ %3, %25 ], [ %34, %30 ]
  %62 = icmp eq i32 %26, 0
  br i1 %62, label %103, label %63

63:                                               ; preds = %59, %63
  %64 = phi i32 [ %67, %63 ], [ %61, %59 ]
  %65 = phi i32 [ %68, %63 ], [ 0, %59 ]
  %66 = mul nsw i32 %64, 3
  %67 = add nsw i32 %66, 1
  %68 = add i32 %65, 1
  %69 = icmp eq i32 %68, %26
  br i1 %69, label %103, label %63, !llvm.loop !29

70:                                               ; preds = %37, %19
  %71 = phi i32 [ poison, %19 ], [ %41, %37 ]
  %72 = phi i32 [ %3, %19 ], [ %41, %37 ]
  %73 = icmp eq i32 %20, 0
  br i1 %73, label %103, label %74

74:                                               ; preds = %70, %74
  %75 = phi i32 [ %78, %74 ], [ %72, %70 ]
  %76 = phi i32 [ %79, %74 ], [ 0, %70 ]
  %77 = mul nsw i32 %75, 5
  %78 = add nsw i32 %77, 2
  %79 = add i32 %76, 1
  %80 = icmp eq i32 %79, %20
  br i1 %80, label %103, label %74, !llvm.loop !30

81:                                               ; preds = %44, %13
  %82 = phi i32 [ poison, %13 ], [ %48, %44 ]
  %83 = phi i32 [ %3, %13 ], [ %48, %44 ]
  %84 = icmp eq i32 %14, 0
  br i1 %84, label %103, label %85

85:                                               ; preds = %81, %85
  %86 = phi i32 [ %89, %85 ], [ %83, %81 ]
  %87 = phi i32 [ %90, %85 ], [ 0, %81 ]
  %88 = mul nsw i32 %86, 7
  %89 = add nsw i32 %88, 3
  %90 = add i32 %87, 1
  %91 = icmp eq i32 %90, %14
  br i1 %91, label %103, label %85, !llvm.loop !31

92:                                               ; preds = %52, %7
  %93 = phi i32 [ poison, %7 ], [ %56, %52 ]
  %94 = phi i32 [ %3, %7 ], [ %56, %52 ]
  %95 = icmp eq i32 %8, 0
  br i1 %95, label %103, label %96

96:                                               ; preds = %92, %96
  %97 = phi i32 [ %100, %96 ], [ %94, %92 ]
  %98 = phi i32 [ %101, %96 ], [ 0, %92 ]
  %99 = mul nsw i32 %97, 11
  %100 = add nsw i32 %99, 4
  %101 = add i32 %98, 1
  %102 = icmp eq i32 %101, %8
  br i1 %102, label %103, label %96, !llvm.loop !32

103:                                              ; preds = %92, %96, %81, %85, %70, %74, %59, %63, %6, %12, %18, %24
  %104 = phi i32 [ %3, %24 ], [ %3, %18 ], [ %3, %12 ], [ %3, %6 ], [ %60, %59 ], [ %67, %63 ], [ %71, %70 ], [ %78, %74 ], [ %82, %81 ], [ %89, %85 ], [ %93, %92 ], [ %100, %96 ]
  %105 = zext nneg i32 %3 to i64
  %106 = getelementptr inbounds i32, ptr %0, i64 %105
  store i32 %104, ptr %106, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9warp_syncPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !11
  %7 = icmp slt i32 %3, %1
  br i1 %7, label %8, label %21

8:                                                ; preds = %2
  %9 = icmp sgt i32 %6, 0
  %10 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %9)
  %11 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %10, i32 %6, i32 16, i32 31)
  %12 = add nsw i32 %11, %6
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %10, i32 %12, i32 8, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %10, i32 %14, i32 4, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %10, i32 %16, i32 2, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %10, i32 %18, i32 1, i32 31)
  %20 = add nsw i32 %19, %18
  br label %21

21:                                               ; preds = %8, %2
  %22 = phi i32 [ %6, %2 ], [ %20, %8 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  store i32 %22, ptr %5, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z6helperPii(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = and i32 %1, 7
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483640
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi i32 [ poison, %4 ], [ %78, %28 ]
  %11 = phi i32 [ 0, %4 ], [ %79, %28 ]
  %12 = phi i32 [ 0, %4 ], [ %78, %28 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %23, %14 ], [ %11, %9 ]
  %16 = phi i32 [ %22, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !11
  %21 = mul nsw i32 %20, %15
  %22 = add nsw i32 %21, %16
  %23 = add nuw nsw i32 %15, 1
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !33

26:                                               ; preds = %9, %14, %2
  %27 = phi i32 [ 0, %2 ], [ %10, %9 ], [ %22, %14 ]
  ret i32 %27

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %79, %28 ]
  %30 = phi i32 [ 0, %7 ], [ %78, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %80, %28 ]
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !11
  %35 = mul nsw i32 %34, %29
  %36 = add nsw i32 %35, %30
  %37 = or disjoint i32 %29, 1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !11
  %41 = mul nsw i32 %40, %37
  %42 = add nsw i32 %41, %36
  %43 = or disjoint i32 %29, 2
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !11
  %47 = mul nsw i32 %46, %43
  %48 = add nsw i32 %47, %42
  %49 = or disjoint i32 %29, 3
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !11
  %53 = mul nsw i32 %52, %49
  %54 = add nsw i32 %53, %48
  %55 = or disjoint i32 %29, 4
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !11
  %59 = mul nsw i32 %58, %55
  %60 = add nsw i32 %59, %54
  %61 = or disjoint i32 %29, 5
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !11
  %65 = mul nsw i32 %64, %61
  %66 = add nsw i32 %65, %60
  %67 = or disjoint i32 %29, 6
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !11
  %71 = mul nsw i32 %70, %67
  %72 = add nsw i32 %71, %66
  %73 = or disjoint i32 %29, 7
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !11
  %77 = mul nsw i32 %76, %73
  %78 = add nsw i32 %77, %72
  %79 = add nuw nsw i32 %29, 8
  %80 = add i32 %31, 8
  %81 = icmp eq i32 %80, %8
  br i1 %81, label %9, label %28, !llvm.loop !34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14call_in_branchPii(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  %6 = zext nneg i32 %3 to i64
  br i1 %5, label %10, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i32, ptr %0, i64 %6
  %9 = tail call noundef i32 @_Z6helperPii(ptr noundef %0, i32 noundef %1) #8
  store i32 %9, ptr %8, align 4, !tbaa !11
  br label %10

10:                                               ; preds = %2, %7
  %11 = getelementptr inbounds i32, ptr %0, i64 %6
  %12 = getelementptr inbounds i8, ptr %11, i64 4
  store i32 0, ptr %12, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx64,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx64,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx64,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx64,+sm_70" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx64,+sm_70" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}

!0 = !{ptr @_Z7diamondPii, !"kernel", i32 1}
!1 = !{ptr @_Z10loop_breakPii, !"kernel", i32 1}
!2 = !{ptr @_Z14loop_mid_breakPiPKii, !"kernel", i32 1}
!3 = !{ptr @_Z13nested_returnPii, !"kernel", i32 1}
!4 = !{ptr @_Z8four_wayPii, !"kernel", i32 1}
!5 = !{ptr @_Z9warp_syncPii, !"kernel", i32 1}
!6 = !{ptr @_Z14call_in_branchPii, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !19}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !19}
!33 = distinct !{!33, !19}
!34 = distinct !{!34, !16}
