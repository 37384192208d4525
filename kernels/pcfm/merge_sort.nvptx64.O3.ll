; ModuleID = 'pcfm/merge_sort.cu'
source_filename = "pcfm/merge_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define dso_local void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %9 = add i32 %7, %8, !dbg !23
  %10 = icmp ult i32 %9, %3, !dbg !24
  br i1 %10, label %11, label %323, !dbg !25

11:                                               ; preds = %4
  %12 = mul i32 %9, %2, !dbg !26
  %13 = zext i32 %12 to i64, !dbg !27
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !27
  %15 = icmp sgt i32 %2, 1, !dbg !28
  br i1 %15, label %16, label %28, !dbg !29

16:                                               ; preds = %11
  %17 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !30
  br label %18, !dbg !29

18:                                               ; preds = %16, %40
  %19 = phi ptr [ %14, %16 ], [ %20, %40 ]
  %20 = phi ptr [ %17, %16 ], [ %19, %40 ]
  %21 = phi i32 [ 1, %16 ], [ %22, %40 ]
  %22 = shl i32 %21, 1
  %23 = icmp sgt i32 %21, 0
  %24 = icmp slt i32 %21, %22
  %25 = and i1 %23, %24
  %26 = add i32 %21, -1, !dbg !31
  %27 = add i32 %22, -1, !dbg !31
  br label %42, !dbg !31

28:                                               ; preds = %40, %11
  %29 = phi ptr [ %14, %11 ], [ %20, %40 ], !dbg !32
  %30 = icmp ne ptr %29, %14, !dbg !33
  %31 = icmp sgt i32 %2, 0
  %32 = and i1 %30, %31, !dbg !34
  br i1 %32, label %33, label %323, !dbg !34

33:                                               ; preds = %28
  %34 = and i32 %2, 7, !dbg !35
  %35 = icmp ult i32 %2, 8, !dbg !35
  br i1 %35, label %308, label %36, !dbg !35

36:                                               ; preds = %33
  %37 = and i32 %2, 2147483640, !dbg !35
  br label %247, !dbg !35

38:                                               ; preds = %123, %187, %102
  %39 = icmp slt i32 %49, %2, !dbg !36
  br i1 %39, label %42, label %40, !dbg !31, !llvm.loop !37

40:                                               ; preds = %38
  %41 = icmp slt i32 %22, %2, !dbg !28
  br i1 %41, label %18, label %28, !dbg !29, !llvm.loop !40

42:                                               ; preds = %18, %38
  %43 = phi i32 [ 0, %18 ], [ %49, %38 ]
  %44 = add i32 %22, %43, !dbg !42
  %45 = add i32 %27, %43, !dbg !42
  %46 = add i32 %21, %43, !dbg !42
  %47 = add i32 %26, %43, !dbg !42
  %48 = add nsw i32 %43, %21, !dbg !42
  %49 = add nsw i32 %43, %22, !dbg !43
  br i1 %25, label %78, label %50, !dbg !44

50:                                               ; preds = %95, %42
  %51 = phi i32 [ %43, %42 ], [ %96, %95 ], !dbg !32
  %52 = phi i32 [ %48, %42 ], [ %97, %95 ], !dbg !45
  %53 = phi i32 [ %43, %42 ], [ %98, %95 ], !dbg !32
  %54 = icmp slt i32 %51, %48, !dbg !46
  br i1 %54, label %55, label %102, !dbg !47

55:                                               ; preds = %50
  %56 = sub i32 %46, %51, !dbg !47
  %57 = sub i32 %47, %51, !dbg !47
  %58 = and i32 %56, 7, !dbg !47
  %59 = icmp eq i32 %58, 0, !dbg !47
  br i1 %59, label %73, label %60, !dbg !47

60:                                               ; preds = %55, %60
  %61 = phi i32 [ %70, %60 ], [ %53, %55 ]
  %62 = phi i32 [ %69, %60 ], [ %51, %55 ]
  %63 = phi i32 [ %71, %60 ], [ 0, %55 ]
  %64 = sext i32 %62 to i64, !dbg !48
  %65 = getelementptr inbounds i32, ptr %19, i64 %64, !dbg !48
  %66 = load i32, ptr %65, align 4, !dbg !48, !tbaa !49
  %67 = sext i32 %61 to i64, !dbg !53
  %68 = getelementptr inbounds i32, ptr %20, i64 %67, !dbg !53
  store i32 %66, ptr %68, align 4, !dbg !54, !tbaa !49
  %69 = add nsw i32 %62, 1, !dbg !55
  %70 = add nsw i32 %61, 1, !dbg !56
  %71 = add i32 %63, 1, !dbg !47
  %72 = icmp eq i32 %71, %58, !dbg !47
  br i1 %72, label %73, label %60, !dbg !47, !llvm.loop !57

73:                                               ; preds = %60, %55
  %74 = phi i32 [ %53, %55 ], [ %70, %60 ]
  %75 = phi i32 [ %51, %55 ], [ %69, %60 ]
  %76 = phi i32 [ poison, %55 ], [ %70, %60 ]
  %77 = icmp ult i32 %57, 7, !dbg !47
  br i1 %77, label %102, label %127, !dbg !47

78:                                               ; preds = %42, %95
  %79 = phi i32 [ %98, %95 ], [ %43, %42 ]
  %80 = phi i32 [ %97, %95 ], [ %48, %42 ]
  %81 = phi i32 [ %96, %95 ], [ %43, %42 ]
  %82 = sext i32 %81 to i64, !dbg !59
  %83 = getelementptr inbounds i32, ptr %19, i64 %82, !dbg !59
  %84 = load i32, ptr %83, align 4, !dbg !59, !tbaa !49
  %85 = sext i32 %80 to i64, !dbg !60
  %86 = getelementptr inbounds i32, ptr %19, i64 %85, !dbg !60
  %87 = load i32, ptr %86, align 4, !dbg !60, !tbaa !49
  %88 = icmp sgt i32 %84, %87, !dbg !61
  %89 = sext i32 %79 to i64, !dbg !32
  %90 = getelementptr inbounds i32, ptr %20, i64 %89, !dbg !32
  br i1 %88, label %93, label %91, !dbg !59

91:                                               ; preds = %78
  store i32 %84, ptr %90, align 4, !dbg !62, !tbaa !49
  %92 = add nsw i32 %81, 1, !dbg !63
  br label %95, !dbg !64

93:                                               ; preds = %78
  store i32 %87, ptr %90, align 4, !dbg !65, !tbaa !49
  %94 = add nsw i32 %80, 1, !dbg !66
  br label %95

95:                                               ; preds = %93, %91
  %96 = phi i32 [ %92, %91 ], [ %81, %93 ], !dbg !32
  %97 = phi i32 [ %80, %91 ], [ %94, %93 ], !dbg !32
  %98 = add nsw i32 %79, 1, !dbg !67
  %99 = icmp slt i32 %96, %48, !dbg !68
  %100 = icmp slt i32 %97, %49, !dbg !69
  %101 = select i1 %99, i1 %100, i1 false, !dbg !69
  br i1 %101, label %78, label %50, !dbg !44, !llvm.loop !70

102:                                              ; preds = %73, %127, %50
  %103 = phi i32 [ %53, %50 ], [ %76, %73 ], [ %185, %127 ], !dbg !32
  %104 = icmp slt i32 %52, %49, !dbg !72
  br i1 %104, label %105, label %38, !dbg !73

105:                                              ; preds = %102
  %106 = sub i32 %44, %52, !dbg !73
  %107 = sub i32 %45, %52, !dbg !73
  %108 = and i32 %106, 7, !dbg !73
  %109 = icmp eq i32 %108, 0, !dbg !73
  br i1 %109, label %123, label %110, !dbg !73

110:                                              ; preds = %105, %110
  %111 = phi i32 [ %120, %110 ], [ %103, %105 ]
  %112 = phi i32 [ %119, %110 ], [ %52, %105 ]
  %113 = phi i32 [ %121, %110 ], [ 0, %105 ]
  %114 = sext i32 %112 to i64, !dbg !74
  %115 = getelementptr inbounds i32, ptr %19, i64 %114, !dbg !74
  %116 = load i32, ptr %115, align 4, !dbg !74, !tbaa !49
  %117 = sext i32 %111 to i64, !dbg !75
  %118 = getelementptr inbounds i32, ptr %20, i64 %117, !dbg !75
  store i32 %116, ptr %118, align 4, !dbg !76, !tbaa !49
  %119 = add nsw i32 %112, 1, !dbg !77
  %120 = add nsw i32 %111, 1, !dbg !78
  %121 = add i32 %113, 1, !dbg !73
  %122 = icmp eq i32 %121, %108, !dbg !73
  br i1 %122, label %123, label %110, !dbg !73, !llvm.loop !79

123:                                              ; preds = %110, %105
  %124 = phi i32 [ %103, %105 ], [ %120, %110 ]
  %125 = phi i32 [ %52, %105 ], [ %119, %110 ]
  %126 = icmp ult i32 %107, 7, !dbg !73
  br i1 %126, label %38, label %187, !dbg !73

127:                                              ; preds = %73, %127
  %128 = phi i32 [ %185, %127 ], [ %74, %73 ]
  %129 = phi i32 [ %184, %127 ], [ %75, %73 ]
  %130 = sext i32 %129 to i64, !dbg !48
  %131 = getelementptr inbounds i32, ptr %19, i64 %130, !dbg !48
  %132 = load i32, ptr %131, align 4, !dbg !48, !tbaa !49
  %133 = sext i32 %128 to i64, !dbg !53
  %134 = getelementptr inbounds i32, ptr %20, i64 %133, !dbg !53
  store i32 %132, ptr %134, align 4, !dbg !54, !tbaa !49
  %135 = add nsw i32 %129, 1, !dbg !55
  %136 = add nsw i32 %128, 1, !dbg !56
  %137 = sext i32 %135 to i64, !dbg !48
  %138 = getelementptr inbounds i32, ptr %19, i64 %137, !dbg !48
  %139 = load i32, ptr %138, align 4, !dbg !48, !tbaa !49
  %140 = sext i32 %136 to i64, !dbg !53
  %141 = getelementptr inbounds i32, ptr %20, i64 %140, !dbg !53
  store i32 %139, ptr %141, align 4, !dbg !54, !tbaa !49
  %142 = add nsw i32 %129, 2, !dbg !55
  %143 = add nsw i32 %128, 2, !dbg !56
  %144 = sext i32 %142 to i64, !dbg !48
  %145 = getelementptr inbounds i32, ptr %19, i64 %144, !dbg !48
  %146 = load i32, ptr %145, align 4, !dbg !48, !tbaa !49
  %147 = sext i32 %143 to i64, !dbg !53
  %148 = getelementptr inbounds i32, ptr %20, i64 %147, !dbg !53
  store i32 %146, ptr %148, align 4, !dbg !54, !tbaa !49
  %149 = add nsw i32 %129, 3, !dbg !55
  %150 = add nsw i32 %128, 3, !dbg !56
  %151 = sext i32 %149 to i64, !dbg !48
  %152 = getelementptr inbounds i32, ptr %19, i64 %151, !dbg !48
  %153 = load i32, ptr %152, align 4, !dbg !48, !tbaa !49
  %154 = sext i32 %150 to i64, !dbg !53
  %155 = getelementptr inbounds i32, ptr %20, i64 %154, !dbg !53
  store i32 %153, ptr %155, align 4, !dbg !54, !tbaa !49
  %156 = add nsw i32 %129, 4, !dbg !55
  %157 = add nsw i32 %128, 4, !dbg !56
  %158 = sext i32 %156 to i64, !dbg !48
  %159 = getelementptr inbounds i32, ptr %19, i64 %158, !dbg !48
  %160 = load i32, ptr %159, align 4, !dbg !48, !tbaa !49
  %161 = sext i32 %157 to i64, !dbg !53
  %162 = getelementptr inbounds i32, ptr %20, i64 %161, !dbg !53
  store i32 %160, ptr %162, align 4, !dbg !54, !tbaa !49
  %163 = add nsw i32 %129, 5, !dbg !55
  %164 = add nsw i32 %128, 5, !dbg !56
  %165 = sext i32 %163 to i64, !dbg !48
  %166 = getelementptr inbounds i32, ptr %19, i64 %165, !dbg !48
  %167 = load i32, ptr %166, align 4, !dbg !48, !tbaa !49
  %168 = sext i32 %164 to i64, !dbg !53
  %169 = getelementptr inbounds i32, ptr %20, i64 %168, !dbg !53
  store i32 %167, ptr %169, align 4, !dbg !54, !tbaa !49
  %170 = add nsw i32 %129, 6, !dbg !55
  %171 = add nsw i32 %128, 6, !dbg !56
  %172 = sext i32 %170 to i64, !dbg !48
  %173 = getelementptr inbounds i32, ptr %19, i64 %172, !dbg !48
  %174 = load i32, ptr %173, align 4, !dbg !48, !tbaa !49
  %175 = sext i32 %171 to i64, !dbg !53
  %176 = getelementptr inbounds i32, ptr %20, i64 %175, !dbg !53
  store i32 %174, ptr %176, align 4, !dbg !54, !tbaa !49
  %177 = add nsw i32 %129, 7, !dbg !55
  %178 = add nsw i32 %128, 7, !dbg !56
  %179 = sext i32 %177 to i64, !dbg !48
  %180 = getelementptr inbounds i32, ptr %19, i64 %179, !dbg !48
  %181 = load i32, ptr %180, align 4, !dbg !48, !tbaa !49
  %182 = sext i32 %178 to i64, !dbg !53
  %183 = getelementptr inbounds i32, ptr %20, i64 %182, !dbg !53
  store i32 %181, ptr %183, align 4, !dbg !54, !tbaa !49
  %184 = add nsw i32 %129, 8, !dbg !55
  %185 = add nsw i32 %128, 8, !dbg !56
  %186 = icmp slt i32 %184, %48, !dbg !46
  br i1 %186, label %127, label %102, !dbg !47, !llvm.loop !80

187:                                              ; preds = %123, %187
  %188 = phi i32 [ %245, %187 ], [ %124, %123 ]
  %189 = phi i32 [ %244, %187 ], [ %125, %123 ]
  %190 = sext i32 %189 to i64, !dbg !74
  %191 = getelementptr inbounds i32, ptr %19, i64 %190, !dbg !74
  %192 = load i32, ptr %191, align 4, !dbg !74, !tbaa !49
  %193 = sext i32 %188 to i64, !dbg !75
  %194 = getelementptr inbounds i32, ptr %20, i64 %193, !dbg !75
  store i32 %192, ptr %194, align 4, !dbg !76, !tbaa !49
  %195 = add nsw i32 %189, 1, !dbg !77
  %196 = add nsw i32 %188, 1, !dbg !78
  %197 = sext i32 %195 to i64, !dbg !74
  %198 = getelementptr inbounds i32, ptr %19, i64 %197, !dbg !74
  %199 = load i32, ptr %198, align 4, !dbg !74, !tbaa !49
  %200 = sext i32 %196 to i64, !dbg !75
  %201 = getelementptr inbounds i32, ptr %20, i64 %200, !dbg !75
  store i32 %199, ptr %201, align 4, !dbg !76, !tbaa !49
  %202 = add nsw i32 %189, 2, !dbg !77
  %203 = add nsw i32 %188, 2, !dbg !78
  %204 = sext i32 %202 to i64, !dbg !74
  %205 = getelementptr inbounds i32, ptr %19, i64 %204, !dbg !74
  %206 = load i32, ptr %205, align 4, !dbg !74, !tbaa !49
  %207 = sext i32 %203 to i64, !dbg !75
  %208 = getelementptr inbounds i32, ptr %20, i64 %207, !dbg !75
  store i32 %206, ptr %208, align 4, !dbg !76, !tbaa !49
  %209 = add nsw i32 %189, 3, !dbg !77
  %210 = add nsw i32 %188, 3, !dbg !78
  %211 = sext i32 %209 to i64, !dbg !74
  %212 = getelementptr inbounds i32, ptr %19, i64 %211, !dbg !74
  %213 = load i32, ptr %212, align 4, !dbg !74, !tbaa !49
  %214 = sext i32 %210 to i64, !dbg !75
  %215 = getelementptr inbounds i32, ptr %20, i64 %214, !dbg !75
  store i32 %213, ptr %215, align 4, !dbg !76, !tbaa !49
  %216 = add nsw i32 %189, 4, !dbg !77
  %217 = add nsw i32 %188, 4, !dbg !78
  %218 = sext i32 %216 to i64, !dbg !74
  %219 = getelementptr inbounds i32, ptr %19, i64 %218, !dbg !74
  %220 = load i32, ptr %219, align 4, !dbg !74, !tbaa !49
  %221 = sext i32 %217 to i64, !dbg !75
  %222 = getelementptr inbounds i32, ptr %20, i64 %221, !dbg !75
  store i32 %220, ptr %222, align 4, !dbg !76, !tbaa !49
  %223 = add nsw i32 %189, 5, !dbg !77
  %224 = add nsw i32 %188, 5, !dbg !78
  %225 = sext i32 %223 to i64, !dbg !74
  %226 = getelementptr inbounds i32, ptr %19, i64 %225, !dbg !74
  %227 = load i32, ptr %226, align 4, !dbg !74, !tbaa !49
  %228 = sext i32 %224 to i64, !dbg !75
  %229 = getelementptr inbounds i32, ptr %20, i64 %228, !dbg !75
  store i32 %227, ptr %229, align 4, !dbg !76, !tbaa !49
  %230 = add nsw i32 %189, 6, !dbg !77
  %231 = add nsw i32 %188, 6, !dbg !78
  %232 = sext i32 %230 to i64, !dbg !74
  %233 = getelementptr inbounds i32, ptr %19, i64 %232, !dbg !74
  %234 = load i32, ptr %233, align 4, !dbg !74, !tbaa !49
  %235 = sext i32 %231 to i64, !dbg !75
  %236 = getelementptr inbounds i32, ptr %20, i64 %235, !dbg !75
  store i32 %234, ptr %236, align 4, !dbg !76, !tbaa !49
  %237 = add nsw i32 %189, 7, !dbg !77
  %238 = add nsw i32 %188, 7, !dbg !78
  %239 = sext i32 %237 to i64, !dbg !74
  %240 = getelementptr inbounds i32, ptr %19, i64 %239, !dbg !74
  %241 = load i32, ptr %240, align 4, !dbg !74, !tbaa !49
  %242 = sext i32 %238 to i64, !dbg !75
  %243 = getelementptr inbounds i32, ptr %20, i64 %242, !dbg !75
  store i32 %241, ptr %243, align 4, !dbg !76, !tbaa !49
  %244 = add nsw i32 %189, 8, !dbg !77
  %245 = add nsw i32 %188, 8, !dbg !78
  %246 = icmp slt i32 %244, %49, !dbg !72
  br i1 %246, label %187, label %38, !dbg !73, !llvm.loop !82

247:                                              ; preds = %247, %36
  %248 = phi i32 [ 0, %36 ], [ %305, %247 ]
  %249 = phi i32 [ 0, %36 ], [ %306, %247 ]
  %250 = zext nneg i32 %248 to i64, !dbg !84
  %251 = getelementptr inbounds i32, ptr %29, i64 %250, !dbg !84
  %252 = load i32, ptr %251, align 4, !dbg !84, !tbaa !49
  %253 = add i32 %248, %12, !dbg !85
  %254 = zext i32 %253 to i64, !dbg !86
  %255 = getelementptr inbounds i32, ptr %0, i64 %254, !dbg !86
  store i32 %252, ptr %255, align 4, !dbg !87, !tbaa !49
  %256 = or disjoint i32 %248, 1, !dbg !88
  %257 = zext nneg i32 %256 to i64, !dbg !84
  %258 = getelementptr inbounds i32, ptr %29, i64 %257, !dbg !84
  %259 = load i32, ptr %258, align 4, !dbg !84, !tbaa !49
  %260 = add i32 %256, %12, !dbg !85
  %261 = zext i32 %260 to i64, !dbg !86
  %262 = getelementptr inbounds i32, ptr %0, i64 %261, !dbg !86
  store i32 %259, ptr %262, align 4, !dbg !87, !tbaa !49
  %263 = or disjoint i32 %248, 2, !dbg !88
  %264 = zext nneg i32 %263 to i64, !dbg !84
  %265 = getelementptr inbounds i32, ptr %29, i64 %264, !dbg !84
  %266 = load i32, ptr %265, align 4, !dbg !84, !tbaa !49
  %267 = add i32 %263, %12, !dbg !85
  %268 = zext i32 %267 to i64, !dbg !86
  %269 = getelementptr inbounds i32, ptr %0, i64 %268, !dbg !86
  store i32 %266, ptr %269, align 4, !dbg !87, !tbaa !49
  %270 = or disjoint i32 %248, 3, !dbg !88
  %271 = zext nneg i32 %270 to i64, !dbg !84
  %272 = getelementptr inbounds i32, ptr %29, i64 %271, !dbg !84
  %273 = load i32, ptr %272, align 4, !dbg !84, !tbaa !49
  %274 = add i32 %270, %12, !dbg !85
  %275 = zext i32 %274 to i64, !dbg !86
  %276 = getelementptr inbounds i32, ptr %0, i64 %275, !dbg !86
  store i32 %273, ptr %276, align 4, !dbg !87, !tbaa !49
  %277 = or disjoint i32 %248, 4, !dbg !88
  %278 = zext nneg i32 %277 to i64, !dbg !84
  %279 = getelementptr inbounds i32, ptr %29, i64 %278, !dbg !84
  %280 = load i32, ptr %279, align 4, !dbg !84, !tbaa !49
  %281 = add i32 %277, %12, !dbg !85
  %282 = zext i32 %281 to i64, !dbg !86
  %283 = getelementptr inbounds i32, ptr %0, i64 %282, !dbg !86
  store i32 %280, ptr %283, align 4, !dbg !87, !tbaa !49
  %284 = or disjoint i32 %248, 5, !dbg !88
  %285 = zext nneg i32 %284 to i64, !dbg !84
  %286 = getelementptr inbounds i32, ptr %29, i64 %285, !dbg !84
  %287 = load i32, ptr %286, align 4, !dbg !84, !tbaa !49
  %288 = add i32 %284, %12, !dbg !85
  %289 = zext i32 %288 to i64, !dbg !86
  %290 = getelementptr inbounds i32, ptr %0, i64 %289, !dbg !86
  store i32 %287, ptr %290, align 4, !dbg !87, !tbaa !49
  %291 = or disjoint i32 %248, 6, !dbg !88
  %292 = zext nneg i32 %291 to i64, !dbg !84
  %293 = getelementptr inbounds i32, ptr %29, i64 %292, !dbg !84
  %294 = load i32, ptr %293, align 4, !dbg !84, !tbaa !49
  %295 = add i32 %291, %12, !dbg !85
  %296 = zext i32 %295 to i64, !dbg !86
  %297 = getelementptr inbounds i32, ptr %0, i64 %296, !dbg !86
  store i32 %294, ptr %297, align 4, !dbg !87, !tbaa !49
  %298 = or disjoint i32 %248, 7, !dbg !88
  %299 = zext nneg i32 %298 to i64, !dbg !84
  %300 = getelementptr inbounds i32, ptr %29, i64 %299, !dbg !84
  %301 = load i32, ptr %300, align 4, !dbg !84, !tbaa !49
  %302 = add i32 %298, %12, !dbg !85
  %303 = zext i32 %302 to i64, !dbg !86
  %304 = getelementptr inbounds i32, ptr %0, i64 %303, !dbg !86
  store i32 %301, ptr %304, align 4, !dbg !87, !tbaa !49
  %305 = add nuw nsw i32 %248, 8, !dbg !88
  %306 = add i32 %249, 8, !dbg !35
  %307 = icmp eq i32 %306, %37, !dbg !35
  br i1 %307, label %308, label %247, !dbg !35, !llvm.loop !89

308:                                              ; preds = %247, %33
  %309 = phi i32 [ 0, %33 ], [ %305, %247 ]
  %310 = icmp eq i32 %34, 0, !dbg !35
  br i1 %310, label %323, label %311, !dbg !35

311:                                              ; preds = %308, %311
  %312 = phi i32 [ %320, %311 ], [ %309, %308 ]
  %313 = phi i32 [ %321, %311 ], [ 0, %308 ]
  %314 = zext nneg i32 %312 to i64, !dbg !84
  %315 = getelementptr inbounds i32, ptr %29, i64 %314, !dbg !84
  %316 = load i32, ptr %315, align 4, !dbg !84, !tbaa !49
  %317 = add i32 %312, %12, !dbg !85
  %318 = zext i32 %317 to i64, !dbg !86
  %319 = getelementptr inbounds i32, ptr %0, i64 %318, !dbg !86
  store i32 %316, ptr %319, align 4, !dbg !87, !tbaa !49
  %320 = add nuw nsw i32 %312, 1, !dbg !88
  %321 = add i32 %313, 1, !dbg !35
  %322 = icmp eq i32 %321, %34, !dbg !35
  br i1 %322, label %323, label %311, !dbg !35, !llvm.loop !91

323:                                              ; preds = %308, %311, %28, %4
  ret void, !dbg !92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/merge_sort.cu", directory: ".")
!2 = !{ptr @merge_sort, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "merge_sort", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 33, scope: !9)
!19 = !DILocation(line: 8, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 46, scope: !9)
!23 = !DILocation(line: 8, column: 44, scope: !9)
!24 = !DILocation(line: 9, column: 9, scope: !9)
!25 = !DILocation(line: 9, column: 7, scope: !9)
!26 = !DILocation(line: 11, column: 23, scope: !9)
!27 = !DILocation(line: 11, column: 19, scope: !9)
!28 = !DILocation(line: 13, column: 29, scope: !9)
!29 = !DILocation(line: 13, column: 3, scope: !9)
!30 = !DILocation(line: 12, column: 18, scope: !9)
!31 = !DILocation(line: 14, column: 5, scope: !9)
!32 = !DILocation(line: 0, scope: !9)
!33 = !DILocation(line: 46, column: 11, scope: !9)
!34 = !DILocation(line: 46, column: 7, scope: !9)
!35 = !DILocation(line: 47, column: 5, scope: !9)
!36 = !DILocation(line: 14, column: 25, scope: !9)
!37 = distinct !{!37, !31, !38, !39}
!38 = !DILocation(line: 40, column: 5, scope: !9)
!39 = !{!"llvm.loop.mustprogress"}
!40 = distinct !{!40, !29, !41, !39}
!41 = !DILocation(line: 44, column: 3, scope: !9)
!42 = !DILocation(line: 15, column: 20, scope: !9)
!43 = !DILocation(line: 16, column: 19, scope: !9)
!44 = !DILocation(line: 20, column: 7, scope: !9)
!45 = !DILocation(line: 18, column: 11, scope: !9)
!46 = !DILocation(line: 30, column: 16, scope: !9)
!47 = !DILocation(line: 30, column: 7, scope: !9)
!48 = !DILocation(line: 31, column: 18, scope: !9)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C++ TBAA"}
!53 = !DILocation(line: 31, column: 9, scope: !9)
!54 = !DILocation(line: 31, column: 16, scope: !9)
!55 = !DILocation(line: 32, column: 10, scope: !9)
!56 = !DILocation(line: 33, column: 10, scope: !9)
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 21, column: 13, scope: !9)
!60 = !DILocation(line: 21, column: 23, scope: !9)
!61 = !DILocation(line: 21, column: 20, scope: !9)
!62 = !DILocation(line: 22, column: 18, scope: !9)
!63 = !DILocation(line: 23, column: 12, scope: !9)
!64 = !DILocation(line: 24, column: 9, scope: !9)
!65 = !DILocation(line: 25, column: 18, scope: !9)
!66 = !DILocation(line: 26, column: 12, scope: !9)
!67 = !DILocation(line: 28, column: 10, scope: !9)
!68 = !DILocation(line: 20, column: 16, scope: !9)
!69 = !DILocation(line: 20, column: 22, scope: !9)
!70 = distinct !{!70, !44, !71, !39}
!71 = !DILocation(line: 29, column: 7, scope: !9)
!72 = !DILocation(line: 35, column: 16, scope: !9)
!73 = !DILocation(line: 35, column: 7, scope: !9)
!74 = !DILocation(line: 36, column: 18, scope: !9)
!75 = !DILocation(line: 36, column: 9, scope: !9)
!76 = !DILocation(line: 36, column: 16, scope: !9)
!77 = !DILocation(line: 37, column: 10, scope: !9)
!78 = !DILocation(line: 38, column: 10, scope: !9)
!79 = distinct !{!79, !58}
!80 = distinct !{!80, !47, !81, !39}
!81 = !DILocation(line: 34, column: 7, scope: !9)
!82 = distinct !{!82, !73, !83, !39}
!83 = !DILocation(line: 39, column: 7, scope: !9)
!84 = !DILocation(line: 48, column: 27, scope: !9)
!85 = !DILocation(line: 48, column: 20, scope: !9)
!86 = !DILocation(line: 48, column: 7, scope: !9)
!87 = !DILocation(line: 48, column: 25, scope: !9)
!88 = !DILocation(line: 47, column: 31, scope: !9)
!89 = distinct !{!89, !35, !90, !39}
!90 = !DILocation(line: 48, column: 32, scope: !9)
!91 = distinct !{!91, !58}
!92 = !DILocation(line: 50, column: 1, scope: !9)
