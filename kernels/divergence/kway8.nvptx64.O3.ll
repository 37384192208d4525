; ModuleID = 'divergence/kway8.cu'
source_filename = "divergence/kway8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @kway8(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = and i32 %7, 7, !dbg !24
  %10 = zext i32 %8 to i64, !dbg !25
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !25
  %12 = load i32, ptr %11, align 4, !dbg !25, !tbaa !26
  %13 = icmp sgt i32 %2, 0, !dbg !30
  switch i32 %9, label %242 [
    i32 0, label %63
    i32 1, label %56
    i32 2, label %49
    i32 3, label %42
    i32 4, label %35
    i32 5, label %28
    i32 6, label %21
    i32 7, label %14
  ], !dbg !31

14:                                               ; preds = %3
  br i1 %13, label %15, label %335, !dbg !32

15:                                               ; preds = %14
  %16 = add nsw i32 %2, -1, !dbg !32
  %17 = and i32 %2, 7, !dbg !32
  %18 = icmp ult i32 %16, 7, !dbg !32
  br i1 %18, label %324, label %19, !dbg !32

19:                                               ; preds = %15
  %20 = and i32 %2, 2147483640, !dbg !32
  br label %221, !dbg !32

21:                                               ; preds = %3
  br i1 %13, label %22, label %335, !dbg !33

22:                                               ; preds = %21
  %23 = add nsw i32 %2, -1, !dbg !33
  %24 = and i32 %2, 7, !dbg !33
  %25 = icmp ult i32 %23, 7, !dbg !33
  br i1 %25, label %312, label %26, !dbg !33

26:                                               ; preds = %22
  %27 = and i32 %2, 2147483640, !dbg !33
  br label %192, !dbg !33

28:                                               ; preds = %3
  br i1 %13, label %29, label %335, !dbg !34

29:                                               ; preds = %28
  %30 = add nsw i32 %2, -1, !dbg !34
  %31 = and i32 %2, 7, !dbg !34
  %32 = icmp ult i32 %30, 7, !dbg !34
  br i1 %32, label %300, label %33, !dbg !34

33:                                               ; preds = %29
  %34 = and i32 %2, 2147483640, !dbg !34
  br label %163, !dbg !34

35:                                               ; preds = %3
  br i1 %13, label %36, label %335, !dbg !35

36:                                               ; preds = %35
  %37 = add nsw i32 %2, -1, !dbg !35
  %38 = and i32 %2, 7, !dbg !35
  %39 = icmp ult i32 %37, 7, !dbg !35
  br i1 %39, label %289, label %40, !dbg !35

40:                                               ; preds = %36
  %41 = and i32 %2, 2147483640, !dbg !35
  br label %156, !dbg !35

42:                                               ; preds = %3
  br i1 %13, label %43, label %335, !dbg !36

43:                                               ; preds = %42
  %44 = add nsw i32 %2, -1, !dbg !36
  %45 = and i32 %2, 7, !dbg !36
  %46 = icmp ult i32 %44, 7, !dbg !36
  br i1 %46, label %278, label %47, !dbg !36

47:                                               ; preds = %43
  %48 = and i32 %2, 2147483640, !dbg !36
  br label %135, !dbg !36

49:                                               ; preds = %3
  br i1 %13, label %50, label %335, !dbg !37

50:                                               ; preds = %49
  %51 = add nsw i32 %2, -1, !dbg !37
  %52 = and i32 %2, 7, !dbg !37
  %53 = icmp ult i32 %51, 7, !dbg !37
  br i1 %53, label %266, label %54, !dbg !37

54:                                               ; preds = %50
  %55 = and i32 %2, 2147483640, !dbg !37
  br label %106, !dbg !37

56:                                               ; preds = %3
  br i1 %13, label %57, label %335, !dbg !38

57:                                               ; preds = %56
  %58 = add nsw i32 %2, -1, !dbg !38
  %59 = and i32 %2, 7, !dbg !38
  %60 = icmp ult i32 %58, 7, !dbg !38
  br i1 %60, label %254, label %61, !dbg !38

61:                                               ; preds = %57
  %62 = and i32 %2, 2147483640, !dbg !38
  br label %77, !dbg !38

63:                                               ; preds = %3
  br i1 %13, label %64, label %335, !dbg !39

64:                                               ; preds = %63
  %65 = add nsw i32 %2, -1, !dbg !39
  %66 = and i32 %2, 7, !dbg !39
  %67 = icmp ult i32 %65, 7, !dbg !39
  br i1 %67, label %243, label %68, !dbg !39

68:                                               ; preds = %64
  %69 = and i32 %2, 2147483640, !dbg !39
  br label %70, !dbg !39

70:                                               ; preds = %70, %68
  %71 = phi i32 [ %12, %68 ], [ %74, %70 ]
  %72 = phi i32 [ 0, %68 ], [ %75, %70 ]
  %73 = mul i32 %71, 6561, !dbg !40
  %74 = add i32 %73, 132849840, !dbg !41
  %75 = add i32 %72, 8, !dbg !39
  %76 = icmp eq i32 %75, %69, !dbg !39
  br i1 %76, label %243, label %70, !dbg !39, !llvm.loop !42

77:                                               ; preds = %77, %61
  %78 = phi i32 [ %12, %61 ], [ %103, %77 ]
  %79 = phi i32 [ 0, %61 ], [ %104, %77 ]
  %80 = lshr i32 %78, 2, !dbg !45
  %81 = xor i32 %80, %78, !dbg !46
  %82 = mul i32 %81, 69, !dbg !47
  %83 = lshr i32 %82, 2, !dbg !45
  %84 = xor i32 %83, %82, !dbg !46
  %85 = mul i32 %84, 69, !dbg !47
  %86 = lshr i32 %85, 2, !dbg !45
  %87 = xor i32 %86, %85, !dbg !46
  %88 = mul i32 %87, 69, !dbg !47
  %89 = lshr i32 %88, 2, !dbg !45
  %90 = xor i32 %89, %88, !dbg !46
  %91 = mul i32 %90, 69, !dbg !47
  %92 = lshr i32 %91, 2, !dbg !45
  %93 = xor i32 %92, %91, !dbg !46
  %94 = mul i32 %93, 69, !dbg !47
  %95 = lshr i32 %94, 2, !dbg !45
  %96 = xor i32 %95, %94, !dbg !46
  %97 = mul i32 %96, 69, !dbg !47
  %98 = lshr i32 %97, 2, !dbg !45
  %99 = xor i32 %98, %97, !dbg !46
  %100 = mul i32 %99, 69, !dbg !47
  %101 = lshr i32 %100, 2, !dbg !45
  %102 = xor i32 %101, %100, !dbg !46
  %103 = mul i32 %102, 69, !dbg !47
  %104 = add i32 %79, 8, !dbg !38
  %105 = icmp eq i32 %104, %62, !dbg !38
  br i1 %105, label %254, label %77, !dbg !38, !llvm.loop !48

106:                                              ; preds = %106, %54
  %107 = phi i32 [ %12, %54 ], [ %132, %106 ]
  %108 = phi i32 [ 0, %54 ], [ %133, %106 ]
  %109 = shl i32 %107, 3, !dbg !50
  %110 = xor i32 %107, 42457, !dbg !51
  %111 = add i32 %109, %110, !dbg !52
  %112 = shl i32 %111, 3, !dbg !50
  %113 = xor i32 %111, 42457, !dbg !51
  %114 = add i32 %112, %113, !dbg !52
  %115 = shl i32 %114, 3, !dbg !50
  %116 = xor i32 %114, 42457, !dbg !51
  %117 = add i32 %115, %116, !dbg !52
  %118 = shl i32 %117, 3, !dbg !50
  %119 = xor i32 %117, 42457, !dbg !51
  %120 = add i32 %118, %119, !dbg !52
  %121 = shl i32 %120, 3, !dbg !50
  %122 = xor i32 %120, 42457, !dbg !51
  %123 = add i32 %121, %122, !dbg !52
  %124 = shl i32 %123, 3, !dbg !50
  %125 = xor i32 %123, 42457, !dbg !51
  %126 = add i32 %124, %125, !dbg !52
  %127 = shl i32 %126, 3, !dbg !50
  %128 = xor i32 %126, 42457, !dbg !51
  %129 = add i32 %127, %128, !dbg !52
  %130 = shl i32 %129, 3, !dbg !50
  %131 = xor i32 %129, 42457, !dbg !51
  %132 = add i32 %130, %131, !dbg !52
  %133 = add i32 %108, 8, !dbg !37
  %134 = icmp eq i32 %133, %55, !dbg !37
  br i1 %134, label %266, label %106, !dbg !37, !llvm.loop !53

135:                                              ; preds = %135, %47
  %136 = phi i32 [ %12, %47 ], [ %153, %135 ]
  %137 = phi i32 [ 0, %47 ], [ %154, %135 ]
  %138 = mul i32 %136, %136, !dbg !55
  %139 = add i32 %138, 43434, !dbg !56
  %140 = mul i32 %139, %139, !dbg !55
  %141 = add i32 %140, 43434, !dbg !56
  %142 = mul i32 %141, %141, !dbg !55
  %143 = add i32 %142, 43434, !dbg !56
  %144 = mul i32 %143, %143, !dbg !55
  %145 = add i32 %144, 43434, !dbg !56
  %146 = mul i32 %145, %145, !dbg !55
  %147 = add i32 %146, 43434, !dbg !56
  %148 = mul i32 %147, %147, !dbg !55
  %149 = add i32 %148, 43434, !dbg !56
  %150 = mul i32 %149, %149, !dbg !55
  %151 = add i32 %150, 43434, !dbg !56
  %152 = mul i32 %151, %151, !dbg !55
  %153 = add i32 %152, 43434, !dbg !56
  %154 = add i32 %137, 8, !dbg !36
  %155 = icmp eq i32 %154, %48, !dbg !36
  br i1 %155, label %278, label %135, !dbg !36, !llvm.loop !57

156:                                              ; preds = %156, %40
  %157 = phi i32 [ %12, %40 ], [ %160, %156 ]
  %158 = phi i32 [ 0, %40 ], [ %161, %156 ]
  %159 = mul i32 %157, -1956503199, !dbg !59
  %160 = add i32 %159, -1202358960, !dbg !60
  %161 = add i32 %158, 8, !dbg !35
  %162 = icmp eq i32 %161, %41, !dbg !35
  br i1 %162, label %289, label %156, !dbg !35, !llvm.loop !61

163:                                              ; preds = %163, %33
  %164 = phi i32 [ %12, %33 ], [ %189, %163 ]
  %165 = phi i32 [ 0, %33 ], [ %190, %163 ]
  %166 = lshr i32 %164, 6, !dbg !63
  %167 = xor i32 %166, %164, !dbg !64
  %168 = mul i32 %167, 141, !dbg !65
  %169 = lshr i32 %168, 6, !dbg !63
  %170 = xor i32 %169, %168, !dbg !64
  %171 = mul i32 %170, 141, !dbg !65
  %172 = lshr i32 %171, 6, !dbg !63
  %173 = xor i32 %172, %171, !dbg !64
  %174 = mul i32 %173, 141, !dbg !65
  %175 = lshr i32 %174, 6, !dbg !63
  %176 = xor i32 %175, %174, !dbg !64
  %177 = mul i32 %176, 141, !dbg !65
  %178 = lshr i32 %177, 6, !dbg !63
  %179 = xor i32 %178, %177, !dbg !64
  %180 = mul i32 %179, 141, !dbg !65
  %181 = lshr i32 %180, 6, !dbg !63
  %182 = xor i32 %181, %180, !dbg !64
  %183 = mul i32 %182, 141, !dbg !65
  %184 = lshr i32 %183, 6, !dbg !63
  %185 = xor i32 %184, %183, !dbg !64
  %186 = mul i32 %185, 141, !dbg !65
  %187 = lshr i32 %186, 6, !dbg !63
  %188 = xor i32 %187, %186, !dbg !64
  %189 = mul i32 %188, 141, !dbg !65
  %190 = add i32 %165, 8, !dbg !34
  %191 = icmp eq i32 %190, %34, !dbg !34
  br i1 %191, label %300, label %163, !dbg !34, !llvm.loop !66

192:                                              ; preds = %192, %26
  %193 = phi i32 [ %12, %26 ], [ %218, %192 ]
  %194 = phi i32 [ 0, %26 ], [ %219, %192 ]
  %195 = shl i32 %193, 7, !dbg !68
  %196 = xor i32 %193, 46365, !dbg !69
  %197 = add i32 %195, %196, !dbg !70
  %198 = shl i32 %197, 7, !dbg !68
  %199 = xor i32 %197, 46365, !dbg !69
  %200 = add i32 %198, %199, !dbg !70
  %201 = shl i32 %200, 7, !dbg !68
  %202 = xor i32 %200, 46365, !dbg !69
  %203 = add i32 %201, %202, !dbg !70
  %204 = shl i32 %203, 7, !dbg !68
  %205 = xor i32 %203, 46365, !dbg !69
  %206 = add i32 %204, %205, !dbg !70
  %207 = shl i32 %206, 7, !dbg !68
  %208 = xor i32 %206, 46365, !dbg !69
  %209 = add i32 %207, %208, !dbg !70
  %210 = shl i32 %209, 7, !dbg !68
  %211 = xor i32 %209, 46365, !dbg !69
  %212 = add i32 %210, %211, !dbg !70
  %213 = shl i32 %212, 7, !dbg !68
  %214 = xor i32 %212, 46365, !dbg !69
  %215 = add i32 %213, %214, !dbg !70
  %216 = shl i32 %215, 7, !dbg !68
  %217 = xor i32 %215, 46365, !dbg !69
  %218 = add i32 %216, %217, !dbg !70
  %219 = add i32 %194, 8, !dbg !33
  %220 = icmp eq i32 %219, %27, !dbg !33
  br i1 %220, label %312, label %192, !dbg !33, !llvm.loop !71

221:                                              ; preds = %221, %19
  %222 = phi i32 [ %12, %19 ], [ %239, %221 ]
  %223 = phi i32 [ 0, %19 ], [ %240, %221 ]
  %224 = mul i32 %222, %222, !dbg !73
  %225 = add i32 %224, 47342, !dbg !74
  %226 = mul i32 %225, %225, !dbg !73
  %227 = add i32 %226, 47342, !dbg !74
  %228 = mul i32 %227, %227, !dbg !73
  %229 = add i32 %228, 47342, !dbg !74
  %230 = mul i32 %229, %229, !dbg !73
  %231 = add i32 %230, 47342, !dbg !74
  %232 = mul i32 %231, %231, !dbg !73
  %233 = add i32 %232, 47342, !dbg !74
  %234 = mul i32 %233, %233, !dbg !73
  %235 = add i32 %234, 47342, !dbg !74
  %236 = mul i32 %235, %235, !dbg !73
  %237 = add i32 %236, 47342, !dbg !74
  %238 = mul i32 %237, %237, !dbg !73
  %239 = add i32 %238, 47342, !dbg !74
  %240 = add i32 %223, 8, !dbg !32
  %241 = icmp eq i32 %240, %20, !dbg !32
  br i1 %241, label %324, label %221, !dbg !32, !llvm.loop !75

242:                                              ; preds = %3
  unreachable

243:                                              ; preds = %70, %64
  %244 = phi i32 [ poison, %64 ], [ %74, %70 ]
  %245 = phi i32 [ %12, %64 ], [ %74, %70 ]
  %246 = icmp eq i32 %66, 0, !dbg !39
  br i1 %246, label %335, label %247, !dbg !39

247:                                              ; preds = %243, %247
  %248 = phi i32 [ %251, %247 ], [ %245, %243 ]
  %249 = phi i32 [ %252, %247 ], [ 0, %243 ]
  %250 = mul i32 %248, 3, !dbg !40
  %251 = add i32 %250, 40503, !dbg !41
  %252 = add i32 %249, 1, !dbg !39
  %253 = icmp eq i32 %252, %66, !dbg !39
  br i1 %253, label %335, label %247, !dbg !39, !llvm.loop !77

254:                                              ; preds = %77, %57
  %255 = phi i32 [ poison, %57 ], [ %103, %77 ]
  %256 = phi i32 [ %12, %57 ], [ %103, %77 ]
  %257 = icmp eq i32 %59, 0, !dbg !38
  br i1 %257, label %335, label %258, !dbg !38

258:                                              ; preds = %254, %258
  %259 = phi i32 [ %263, %258 ], [ %256, %254 ]
  %260 = phi i32 [ %264, %258 ], [ 0, %254 ]
  %261 = lshr i32 %259, 2, !dbg !45
  %262 = xor i32 %261, %259, !dbg !46
  %263 = mul i32 %262, 69, !dbg !47
  %264 = add i32 %260, 1, !dbg !38
  %265 = icmp eq i32 %264, %59, !dbg !38
  br i1 %265, label %335, label %258, !dbg !38, !llvm.loop !79

266:                                              ; preds = %106, %50
  %267 = phi i32 [ poison, %50 ], [ %132, %106 ]
  %268 = phi i32 [ %12, %50 ], [ %132, %106 ]
  %269 = icmp eq i32 %52, 0, !dbg !37
  br i1 %269, label %335, label %270, !dbg !37

270:                                              ; preds = %266, %270
  %271 = phi i32 [ %275, %270 ], [ %268, %266 ]
  %272 = phi i32 [ %276, %270 ], [ 0, %266 ]
  %273 = shl i32 %271, 3, !dbg !50
  %274 = xor i32 %271, 42457, !dbg !51
  %275 = add i32 %273, %274, !dbg !52
  %276 = add i32 %272, 1, !dbg !37
  %277 = icmp eq i32 %276, %52, !dbg !37
  br i1 %277, label %335, label %270, !dbg !37, !llvm.loop !80

278:                                              ; preds = %135, %43
  %279 = phi i32 [ poison, %43 ], [ %153, %135 ]
  %280 = phi i32 [ %12, %43 ], [ %153, %135 ]
  %281 = icmp eq i32 %45, 0, !dbg !36
  br i1 %281, label %335, label %282, !dbg !36

282:                                              ; preds = %278, %282
  %283 = phi i32 [ %286, %282 ], [ %280, %278 ]
  %284 = phi i32 [ %287, %282 ], [ 0, %278 ]
  %285 = mul i32 %283, %283, !dbg !55
  %286 = add i32 %285, 43434, !dbg !56
  %287 = add i32 %284, 1, !dbg !36
  %288 = icmp eq i32 %287, %45, !dbg !36
  br i1 %288, label %335, label %282, !dbg !36, !llvm.loop !81

289:                                              ; preds = %156, %36
  %290 = phi i32 [ poison, %36 ], [ %160, %156 ]
  %291 = phi i32 [ %12, %36 ], [ %160, %156 ]
  %292 = icmp eq i32 %38, 0, !dbg !35
  br i1 %292, label %335, label %293, !dbg !35

293:                                              ; preds = %289, %293
  %294 = phi i32 [ %297, %293 ], [ %291, %289 ]
  %295 = phi i32 [ %298, %293 ], [ 0, %289 ]
  %296 = mul i32 %294, 75, !dbg !59
  %297 = add i32 %296, 44411, !dbg !60
  %298 = add i32 %295, 1, !dbg !35
  %299 = icmp eq i32 %298, %38, !dbg !35
  br i1 %299, label %335, label %293, !dbg !35, !llvm.loop !82

300:                                              ; preds = %163, %29
  %301 = phi i32 [ poison, %29 ], [ %189, %163 ]
  %302 = phi i32 [ %12, %29 ], [ %189, %163 ]
  %303 = icmp eq i32 %31, 0, !dbg !34
  br i1 %303, label %335, label %304, !dbg !34

304:                                              ; preds = %300, %304
  %305 = phi i32 [ %309, %304 ], [ %302, %300 ]
  %306 = phi i32 [ %310, %304 ], [ 0, %300 ]
  %307 = lshr i32 %305, 6, !dbg !63
  %308 = xor i32 %307, %305, !dbg !64
  %309 = mul i32 %308, 141, !dbg !65
  %310 = add i32 %306, 1, !dbg !34
  %311 = icmp eq i32 %310, %31, !dbg !34
  br i1 %311, label %335, label %304, !dbg !34, !llvm.loop !83

312:                                              ; preds = %192, %22
  %313 = phi i32 [ poison, %22 ], [ %218, %192 ]
  %314 = phi i32 [ %12, %22 ], [ %218, %192 ]
  %315 = icmp eq i32 %24, 0, !dbg !33
  br i1 %315, label %335, label %316, !dbg !33

316:                                              ; preds = %312, %316
  %317 = phi i32 [ %321, %316 ], [ %314, %312 ]
  %318 = phi i32 [ %322, %316 ], [ 0, %312 ]
  %319 = shl i32 %317, 7, !dbg !68
  %320 = xor i32 %317, 46365, !dbg !69
  %321 = add i32 %319, %320, !dbg !70
  %322 = add i32 %318, 1, !dbg !33
  %323 = icmp eq i32 %322, %24, !dbg !33
  br i1 %323, label %335, label %316, !dbg !33, !llvm.loop !84

324:                                              ; preds = %221, %15
  %325 = phi i32 [ poison, %15 ], [ %239, %221 ]
  %326 = phi i32 [ %12, %15 ], [ %239, %221 ]
  %327 = icmp eq i32 %17, 0, !dbg !32
  br i1 %327, label %335, label %328, !dbg !32

328:                                              ; preds = %324, %328
  %329 = phi i32 [ %332, %328 ], [ %326, %324 ]
  %330 = phi i32 [ %333, %328 ], [ 0, %324 ]
  %331 = mul i32 %329, %329, !dbg !73
  %332 = add i32 %331, 47342, !dbg !74
  %333 = add i32 %330, 1, !dbg !32
  %334 = icmp eq i32 %333, %17, !dbg !32
  br i1 %334, label %335, label %328, !dbg !32, !llvm.loop !85

335:                                              ; preds = %324, %328, %312, %316, %300, %304, %289, %293, %278, %282, %266, %270, %254, %258, %243, %247, %14, %21, %28, %35, %42, %49, %56, %63
  %336 = phi i32 [ %12, %63 ], [ %12, %56 ], [ %12, %49 ], [ %12, %42 ], [ %12, %35 ], [ %12, %28 ], [ %12, %21 ], [ %12, %14 ], [ %244, %243 ], [ %251, %247 ], [ %255, %254 ], [ %263, %258 ], [ %267, %266 ], [ %275, %270 ], [ %279, %278 ], [ %286, %282 ], [ %290, %289 ], [ %297, %293 ], [ %301, %300 ], [ %309, %304 ], [ %313, %312 ], [ %321, %316 ], [ %325, %324 ], [ %332, %328 ], !dbg !86
  %337 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !87
  store i32 %336, ptr %337, align 4, !dbg !88, !tbaa !26
  ret void, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergence/kway8.cu", directory: ".")
!2 = !{ptr @kway8, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway8", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!24 = !DILocation(line: 9, column: 48, scope: !9)
!25 = !DILocation(line: 10, column: 20, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 0, scope: !9)
!31 = !DILocation(line: 11, column: 3, scope: !9)
!32 = !DILocation(line: 41, column: 5, scope: !9)
!33 = !DILocation(line: 37, column: 5, scope: !9)
!34 = !DILocation(line: 33, column: 5, scope: !9)
!35 = !DILocation(line: 29, column: 5, scope: !9)
!36 = !DILocation(line: 25, column: 5, scope: !9)
!37 = !DILocation(line: 21, column: 5, scope: !9)
!38 = !DILocation(line: 17, column: 5, scope: !9)
!39 = !DILocation(line: 13, column: 5, scope: !9)
!40 = !DILocation(line: 14, column: 13, scope: !9)
!41 = !DILocation(line: 14, column: 18, scope: !9)
!42 = distinct !{!42, !39, !43, !44}
!43 = !DILocation(line: 14, column: 20, scope: !9)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 18, column: 19, scope: !9)
!46 = !DILocation(line: 18, column: 14, scope: !9)
!47 = !DILocation(line: 18, column: 26, scope: !9)
!48 = distinct !{!48, !38, !49, !44}
!49 = !DILocation(line: 18, column: 28, scope: !9)
!50 = !DILocation(line: 22, column: 14, scope: !9)
!51 = !DILocation(line: 22, column: 25, scope: !9)
!52 = !DILocation(line: 22, column: 20, scope: !9)
!53 = distinct !{!53, !37, !54, !44}
!54 = !DILocation(line: 22, column: 33, scope: !9)
!55 = !DILocation(line: 26, column: 13, scope: !9)
!56 = !DILocation(line: 26, column: 17, scope: !9)
!57 = distinct !{!57, !36, !58, !44}
!58 = !DILocation(line: 26, column: 19, scope: !9)
!59 = !DILocation(line: 30, column: 13, scope: !9)
!60 = !DILocation(line: 30, column: 19, scope: !9)
!61 = distinct !{!61, !35, !62, !44}
!62 = !DILocation(line: 30, column: 21, scope: !9)
!63 = !DILocation(line: 34, column: 19, scope: !9)
!64 = !DILocation(line: 34, column: 14, scope: !9)
!65 = !DILocation(line: 34, column: 26, scope: !9)
!66 = distinct !{!66, !34, !67, !44}
!67 = !DILocation(line: 34, column: 28, scope: !9)
!68 = !DILocation(line: 38, column: 14, scope: !9)
!69 = !DILocation(line: 38, column: 25, scope: !9)
!70 = !DILocation(line: 38, column: 20, scope: !9)
!71 = distinct !{!71, !33, !72, !44}
!72 = !DILocation(line: 38, column: 33, scope: !9)
!73 = !DILocation(line: 42, column: 13, scope: !9)
!74 = !DILocation(line: 42, column: 17, scope: !9)
!75 = distinct !{!75, !32, !76, !44}
!76 = !DILocation(line: 42, column: 19, scope: !9)
!77 = distinct !{!77, !78}
!78 = !{!"llvm.loop.unroll.disable"}
!79 = distinct !{!79, !78}
!80 = distinct !{!80, !78}
!81 = distinct !{!81, !78}
!82 = distinct !{!82, !78}
!83 = distinct !{!83, !78}
!84 = distinct !{!84, !78}
!85 = distinct !{!85, !78}
!86 = !DILocation(line: 10, column: 16, scope: !9)
!87 = !DILocation(line: 47, column: 3, scope: !9)
!88 = !DILocation(line: 47, column: 10, scope: !9)
!89 = !DILocation(line: 48, column: 1, scope: !9)
