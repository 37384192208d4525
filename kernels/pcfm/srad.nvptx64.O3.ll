; ModuleID = 'pcfm/srad.cu'
source_filename = "pcfm/srad.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4sradE2cs = internal unnamed_addr addrspace(3) global [17 x [17 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @srad(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !16
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !19
  %10 = shl nuw nsw i32 %9, 4, !dbg !22
  %11 = add nuw nsw i32 %10, %8, !dbg !23
  %12 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %13 = shl i32 %12, 4, !dbg !27
  %14 = add i32 %13, %7, !dbg !28
  %15 = mul nsw i32 %11, %3, !dbg !29
  %16 = add nsw i32 %15, %14, !dbg !32
  %17 = sext i32 %16 to i64, !dbg !33
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !33
  %19 = load float, ptr %18, align 4, !dbg !33, !tbaa !34
  %20 = icmp eq i32 %11, 0, !dbg !38
  br i1 %20, label %28, label %21, !dbg !39

21:                                               ; preds = %6
  %22 = add nsw i32 %11, -1
  %23 = mul nsw i32 %22, %3
  %24 = add nsw i32 %23, %14
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !40, !tbaa !34
  br label %28

28:                                               ; preds = %21, %6
  %29 = phi float [ %27, %21 ], [ %19, %6 ], !dbg !41
  %30 = add nsw i32 %2, -1, !dbg !42
  %31 = icmp eq i32 %30, %11, !dbg !43
  br i1 %31, label %39, label %32, !dbg !44

32:                                               ; preds = %28
  %33 = add nuw nsw i32 %11, 1
  %34 = mul nsw i32 %33, %3
  %35 = add nsw i32 %34, %14
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !dbg !45, !tbaa !34
  br label %39

39:                                               ; preds = %32, %28
  %40 = phi float [ %38, %32 ], [ %19, %28 ], !dbg !41
  %41 = icmp eq i32 %14, 0, !dbg !46
  br i1 %41, label %45, label %42, !dbg !47

42:                                               ; preds = %39
  %43 = getelementptr i8, ptr %18, i64 -4
  %44 = load float, ptr %43, align 4, !dbg !48, !tbaa !34
  br label %45

45:                                               ; preds = %42, %39
  %46 = phi float [ %44, %42 ], [ %19, %39 ], !dbg !41
  %47 = add nsw i32 %3, -1, !dbg !49
  %48 = icmp eq i32 %47, %14, !dbg !50
  br i1 %48, label %52, label %49, !dbg !51

49:                                               ; preds = %45
  %50 = getelementptr i8, ptr %18, i64 4
  %51 = load float, ptr %50, align 4, !dbg !52, !tbaa !34
  br label %52

52:                                               ; preds = %49, %45
  %53 = phi float [ %51, %49 ], [ %19, %45 ], !dbg !41
  %54 = fsub contract float %29, %19, !dbg !53
  %55 = fsub contract float %40, %19, !dbg !54
  %56 = fsub contract float %46, %19, !dbg !55
  %57 = fsub contract float %53, %19, !dbg !56
  %58 = fmul contract float %54, %54, !dbg !57
  %59 = fmul contract float %55, %55, !dbg !58
  %60 = fadd contract float %58, %59, !dbg !59
  %61 = fmul contract float %56, %56, !dbg !60
  %62 = fadd contract float %60, %61, !dbg !61
  %63 = fmul contract float %57, %57, !dbg !62
  %64 = fadd contract float %62, %63, !dbg !63
  %65 = fmul contract float %19, %19, !dbg !64
  %66 = fdiv contract float %64, %65, !dbg !65
  %67 = fadd contract float %54, %55, !dbg !66
  %68 = fadd contract float %67, %56, !dbg !67
  %69 = fadd contract float %68, %57, !dbg !68
  %70 = fdiv contract float %69, %19, !dbg !69
  %71 = fmul contract float %66, 5.000000e-01, !dbg !70
  %72 = fmul contract float %70, %70, !dbg !71
  %73 = fmul contract float %72, 6.250000e-02, !dbg !72
  %74 = fsub contract float %71, %73, !dbg !73
  %75 = fmul contract float %70, 2.500000e-01, !dbg !74
  %76 = fadd contract float %75, 1.000000e+00, !dbg !75
  %77 = fmul contract float %76, %76, !dbg !76
  %78 = fdiv contract float %74, %77, !dbg !77
  %79 = fsub contract float %78, %4, !dbg !78
  %80 = fadd contract float %4, 1.000000e+00, !dbg !79
  %81 = fmul contract float %80, %4, !dbg !80
  %82 = fdiv contract float %79, %81, !dbg !81
  %83 = fadd contract float %82, 1.000000e+00, !dbg !82
  %84 = fdiv contract float 1.000000e+00, %83, !dbg !83
  %85 = fcmp contract olt float %84, 0.000000e+00, !dbg !84
  br i1 %85, label %89, label %86, !dbg !85

86:                                               ; preds = %52
  %87 = fcmp contract ogt float %84, 1.000000e+00, !dbg !86
  br i1 %87, label %88, label %89, !dbg !87

88:                                               ; preds = %86
  br label %89, !dbg !88

89:                                               ; preds = %52, %86, %88
  %90 = phi float [ 1.000000e+00, %88 ], [ %84, %86 ], [ 0.000000e+00, %52 ], !dbg !41
  %91 = zext nneg i32 %8 to i64, !dbg !89
  %92 = zext nneg i32 %7 to i64, !dbg !89
  %93 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %91, i64 %92, !dbg !89
  store float %90, ptr %93, align 4, !dbg !90, !tbaa !34
  %94 = icmp eq i32 %8, 15, !dbg !91
  br i1 %94, label %95, label %160, !dbg !92

95:                                               ; preds = %89
  %96 = add nuw nsw i32 %11, 1, !dbg !93
  %97 = icmp slt i32 %96, %2, !dbg !94
  br i1 %97, label %98, label %157, !dbg !95

98:                                               ; preds = %95
  %99 = mul nsw i32 %96, %3, !dbg !96
  %100 = add nsw i32 %99, %14, !dbg !98
  %101 = sext i32 %100 to i64, !dbg !99
  %102 = getelementptr inbounds float, ptr %0, i64 %101, !dbg !99
  %103 = load float, ptr %102, align 4, !dbg !99, !tbaa !34
  %104 = icmp eq i32 %30, %96, !dbg !100
  br i1 %104, label %112, label %105, !dbg !101

105:                                              ; preds = %98
  %106 = add nuw nsw i32 %11, 2
  %107 = mul nsw i32 %106, %3
  %108 = add nsw i32 %107, %14
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr %0, i64 %109
  %111 = load float, ptr %110, align 4, !dbg !102, !tbaa !34
  br label %112

112:                                              ; preds = %105, %98
  %113 = phi float [ %111, %105 ], [ %103, %98 ], !dbg !103
  br i1 %41, label %117, label %114, !dbg !104

114:                                              ; preds = %112
  %115 = getelementptr i8, ptr %102, i64 -4
  %116 = load float, ptr %115, align 4, !dbg !105, !tbaa !34
  br label %117

117:                                              ; preds = %114, %112
  %118 = phi float [ %116, %114 ], [ %103, %112 ], !dbg !103
  br i1 %48, label %122, label %119, !dbg !106

119:                                              ; preds = %117
  %120 = getelementptr i8, ptr %102, i64 4
  %121 = load float, ptr %120, align 4, !dbg !107, !tbaa !34
  br label %122

122:                                              ; preds = %119, %117
  %123 = phi float [ %121, %119 ], [ %103, %117 ], !dbg !103
  %124 = fsub contract float %19, %103, !dbg !108
  %125 = fsub contract float %113, %103, !dbg !109
  %126 = fsub contract float %118, %103, !dbg !110
  %127 = fsub contract float %123, %103, !dbg !111
  %128 = fmul contract float %124, %124, !dbg !112
  %129 = fmul contract float %125, %125, !dbg !113
  %130 = fadd contract float %128, %129, !dbg !114
  %131 = fmul contract float %126, %126, !dbg !115
  %132 = fadd contract float %130, %131, !dbg !116
  %133 = fmul contract float %127, %127, !dbg !117
  %134 = fadd contract float %132, %133, !dbg !118
  %135 = fmul contract float %103, %103, !dbg !119
  %136 = fdiv contract float %134, %135, !dbg !120
  %137 = fadd contract float %124, %125, !dbg !121
  %138 = fadd contract float %137, %126, !dbg !122
  %139 = fadd contract float %138, %127, !dbg !123
  %140 = fdiv contract float %139, %103, !dbg !124
  %141 = fmul contract float %136, 5.000000e-01, !dbg !125
  %142 = fmul contract float %140, %140, !dbg !126
  %143 = fmul contract float %142, 6.250000e-02, !dbg !127
  %144 = fsub contract float %141, %143, !dbg !128
  %145 = fmul contract float %140, 2.500000e-01, !dbg !129
  %146 = fadd contract float %145, 1.000000e+00, !dbg !130
  %147 = fmul contract float %146, %146, !dbg !131
  %148 = fdiv contract float %144, %147, !dbg !132
  %149 = fsub contract float %148, %4, !dbg !133
  %150 = fdiv contract float %149, %81, !dbg !134
  %151 = fadd contract float %150, 1.000000e+00, !dbg !135
  %152 = fdiv contract float 1.000000e+00, %151, !dbg !136
  %153 = fcmp contract olt float %152, 0.000000e+00, !dbg !137
  br i1 %153, label %157, label %154, !dbg !138

154:                                              ; preds = %122
  %155 = fcmp contract ogt float %152, 1.000000e+00, !dbg !139
  br i1 %155, label %156, label %157, !dbg !140

156:                                              ; preds = %154
  br label %157, !dbg !141

157:                                              ; preds = %156, %154, %122, %95
  %158 = phi contract float [ %90, %95 ], [ 1.000000e+00, %156 ], [ %152, %154 ], [ 0.000000e+00, %122 ], !dbg !95
  %159 = getelementptr inbounds [17 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 1088), i64 0, i64 %92, !dbg !142
  store float %158, ptr %159, align 4, !dbg !143, !tbaa !34
  br label %160, !dbg !144

160:                                              ; preds = %157, %89
  %161 = icmp eq i32 %7, 15, !dbg !145
  br i1 %161, label %162, label %238, !dbg !146

162:                                              ; preds = %160
  %163 = add nsw i32 %14, 1, !dbg !147
  %164 = icmp slt i32 %163, %3, !dbg !148
  br i1 %164, label %165, label %233, !dbg !149

165:                                              ; preds = %162
  %166 = add nsw i32 %15, %163, !dbg !150
  %167 = sext i32 %166 to i64, !dbg !152
  %168 = getelementptr inbounds float, ptr %0, i64 %167, !dbg !152
  %169 = load float, ptr %168, align 4, !dbg !152, !tbaa !34
  br i1 %20, label %177, label %170, !dbg !153

170:                                              ; preds = %165
  %171 = add nsw i32 %11, -1
  %172 = mul nsw i32 %171, %3
  %173 = add nsw i32 %172, %163
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds float, ptr %0, i64 %174
  %176 = load float, ptr %175, align 4, !dbg !154, !tbaa !34
  br label %177

177:                                              ; preds = %170, %165
  %178 = phi float [ %176, %170 ], [ %169, %165 ], !dbg !155
  br i1 %31, label %186, label %179, !dbg !156

179:                                              ; preds = %177
  %180 = add nuw nsw i32 %11, 1
  %181 = mul nsw i32 %180, %3
  %182 = add nsw i32 %181, %163
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr %0, i64 %183
  %185 = load float, ptr %184, align 4, !dbg !157, !tbaa !34
  br label %186

186:                                              ; preds = %179, %177
  %187 = phi float [ %185, %179 ], [ %169, %177 ], !dbg !155
  %188 = icmp eq i32 %163, 0, !dbg !158
  br i1 %188, label %192, label %189, !dbg !159

189:                                              ; preds = %186
  %190 = getelementptr i8, ptr %168, i64 -4
  %191 = load float, ptr %190, align 4, !dbg !160, !tbaa !34
  br label %192

192:                                              ; preds = %189, %186
  %193 = phi float [ %191, %189 ], [ %169, %186 ], !dbg !155
  %194 = icmp eq i32 %47, %163, !dbg !161
  br i1 %194, label %198, label %195, !dbg !162

195:                                              ; preds = %192
  %196 = getelementptr i8, ptr %168, i64 4
  %197 = load float, ptr %196, align 4, !dbg !163, !tbaa !34
  br label %198

198:                                              ; preds = %195, %192
  %199 = phi float [ %197, %195 ], [ %169, %192 ], !dbg !155
  %200 = fsub contract float %178, %169, !dbg !164
  %201 = fsub contract float %187, %169, !dbg !165
  %202 = fsub contract float %193, %169, !dbg !166
  %203 = fsub contract float %199, %169, !dbg !167
  %204 = fmul contract float %200, %200, !dbg !168
  %205 = fmul contract float %201, %201, !dbg !169
  %206 = fadd contract float %204, %205, !dbg !170
  %207 = fmul contract float %202, %202, !dbg !171
  %208 = fadd contract float %206, %207, !dbg !172
  %209 = fmul contract float %203, %203, !dbg !173
  %210 = fadd contract float %208, %209, !dbg !174
  %211 = fmul contract float %169, %169, !dbg !175
  %212 = fdiv contract float %210, %211, !dbg !176
  %213 = fadd contract float %200, %201, !dbg !177
  %214 = fadd contract float %213, %202, !dbg !178
  %215 = fadd contract float %214, %203, !dbg !179
  %216 = fdiv contract float %215, %169, !dbg !180
  %217 = fmul contract float %212, 5.000000e-01, !dbg !181
  %218 = fmul contract float %216, %216, !dbg !182
  %219 = fmul contract float %218, 6.250000e-02, !dbg !183
  %220 = fsub contract float %217, %219, !dbg !184
  %221 = fmul contract float %216, 2.500000e-01, !dbg !185
  %222 = fadd contract float %221, 1.000000e+00, !dbg !186
  %223 = fmul contract float %222, %222, !dbg !187
  %224 = fdiv contract float %220, %223, !dbg !188
  %225 = fsub contract float %224, %4, !dbg !189
  %226 = fdiv contract float %225, %81, !dbg !190
  %227 = fadd contract float %226, 1.000000e+00, !dbg !191
  %228 = fdiv contract float 1.000000e+00, %227, !dbg !192
  %229 = fcmp contract olt float %228, 0.000000e+00, !dbg !193
  br i1 %229, label %235, label %230, !dbg !194

230:                                              ; preds = %198
  %231 = fcmp contract ogt float %228, 1.000000e+00, !dbg !195
  br i1 %231, label %232, label %235, !dbg !196

232:                                              ; preds = %230
  br label %235, !dbg !197

233:                                              ; preds = %162
  %234 = load float, ptr %93, align 4, !dbg !198, !tbaa !34
  br label %235, !dbg !149

235:                                              ; preds = %232, %230, %198, %233
  %236 = phi contract float [ %234, %233 ], [ 1.000000e+00, %232 ], [ %228, %230 ], [ 0.000000e+00, %198 ], !dbg !149
  %237 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %91, i64 16, !dbg !199
  store float %236, ptr %237, align 4, !dbg !200, !tbaa !34
  br label %238, !dbg !201

238:                                              ; preds = %235, %160
  tail call void @llvm.nvvm.barrier0(), !dbg !202
  %239 = load float, ptr %18, align 4, !dbg !203, !tbaa !34
  br i1 %20, label %247, label %240, !dbg !204

240:                                              ; preds = %238
  %241 = add nsw i32 %11, -1
  %242 = mul nsw i32 %241, %3
  %243 = add nsw i32 %242, %14
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds float, ptr %0, i64 %244
  %246 = load float, ptr %245, align 4, !dbg !205, !tbaa !34
  br label %247, !dbg !204

247:                                              ; preds = %238, %240
  %248 = phi contract float [ %246, %240 ], [ %239, %238 ], !dbg !204
  br i1 %31, label %256, label %249, !dbg !206

249:                                              ; preds = %247
  %250 = add nuw nsw i32 %11, 1
  %251 = mul nsw i32 %250, %3
  %252 = add nsw i32 %251, %14
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds float, ptr %0, i64 %253
  %255 = load float, ptr %254, align 4, !dbg !207, !tbaa !34
  br label %256, !dbg !206

256:                                              ; preds = %247, %249
  %257 = phi contract float [ %255, %249 ], [ %239, %247 ], !dbg !206
  br i1 %41, label %261, label %258, !dbg !208

258:                                              ; preds = %256
  %259 = getelementptr i8, ptr %18, i64 -4
  %260 = load float, ptr %259, align 4, !dbg !209, !tbaa !34
  br label %261, !dbg !208

261:                                              ; preds = %256, %258
  %262 = phi contract float [ %260, %258 ], [ %239, %256 ], !dbg !208
  br i1 %48, label %266, label %263, !dbg !210

263:                                              ; preds = %261
  %264 = getelementptr i8, ptr %18, i64 4
  %265 = load float, ptr %264, align 4, !dbg !211, !tbaa !34
  br label %266, !dbg !210

266:                                              ; preds = %261, %263
  %267 = phi contract float [ %265, %263 ], [ %239, %261 ], !dbg !210
  %268 = load float, ptr %93, align 4, !dbg !212, !tbaa !34
  %269 = fsub contract float %248, %239, !dbg !213
  %270 = fmul contract float %269, %268, !dbg !214
  %271 = add nuw nsw i32 %8, 1, !dbg !215
  %272 = zext nneg i32 %271 to i64, !dbg !216
  %273 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %272, i64 %92, !dbg !216
  %274 = load float, ptr %273, align 4, !dbg !216, !tbaa !34
  %275 = fsub contract float %257, %239, !dbg !217
  %276 = fmul contract float %275, %274, !dbg !218
  %277 = fadd contract float %270, %276, !dbg !219
  %278 = fsub contract float %262, %239, !dbg !220
  %279 = fmul contract float %278, %268, !dbg !221
  %280 = fadd contract float %279, %277, !dbg !222
  %281 = add nuw nsw i32 %7, 1, !dbg !223
  %282 = zext nneg i32 %281 to i64, !dbg !224
  %283 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %91, i64 %282, !dbg !224
  %284 = load float, ptr %283, align 4, !dbg !224, !tbaa !34
  %285 = fsub contract float %267, %239, !dbg !225
  %286 = fmul contract float %285, %284, !dbg !226
  %287 = fadd contract float %286, %280, !dbg !227
  %288 = fmul contract float %5, 2.500000e-01, !dbg !228
  %289 = fmul contract float %288, %287, !dbg !229
  %290 = fadd contract float %239, %289, !dbg !230
  %291 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !231
  store float %290, ptr %291, align 4, !dbg !232, !tbaa !34
  ret void, !dbg !233
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/srad.cu", directory: ".")
!2 = !{ptr @srad, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "srad", scope: !1, file: !1, line: 48, type: !10, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 51, column: 12, scope: !9)
!16 = !DILocation(line: 45, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 51, column: 30, scope: !9)
!19 = !DILocation(line: 46, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 52, column: 11, scope: !9)
!22 = !DILocation(line: 52, column: 22, scope: !9)
!23 = !DILocation(line: 52, column: 27, scope: !9)
!24 = !DILocation(line: 46, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 53, column: 11, scope: !9)
!27 = !DILocation(line: 53, column: 22, scope: !9)
!28 = !DILocation(line: 53, column: 27, scope: !9)
!29 = !DILocation(line: 15, column: 18, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "srad_coeff", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 55, column: 16, scope: !9)
!32 = !DILocation(line: 15, column: 25, scope: !30, inlinedAt: !31)
!33 = !DILocation(line: 15, column: 14, scope: !30, inlinedAt: !31)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 17, column: 9, scope: !30, inlinedAt: !31)
!39 = !DILocation(line: 17, column: 7, scope: !30, inlinedAt: !31)
!40 = !DILocation(line: 20, column: 10, scope: !30, inlinedAt: !31)
!41 = !DILocation(line: 0, scope: !30, inlinedAt: !31)
!42 = !DILocation(line: 21, column: 17, scope: !30, inlinedAt: !31)
!43 = !DILocation(line: 21, column: 9, scope: !30, inlinedAt: !31)
!44 = !DILocation(line: 21, column: 7, scope: !30, inlinedAt: !31)
!45 = !DILocation(line: 24, column: 10, scope: !30, inlinedAt: !31)
!46 = !DILocation(line: 25, column: 9, scope: !30, inlinedAt: !31)
!47 = !DILocation(line: 25, column: 7, scope: !30, inlinedAt: !31)
!48 = !DILocation(line: 28, column: 10, scope: !30, inlinedAt: !31)
!49 = !DILocation(line: 29, column: 17, scope: !30, inlinedAt: !31)
!50 = !DILocation(line: 29, column: 9, scope: !30, inlinedAt: !31)
!51 = !DILocation(line: 29, column: 7, scope: !30, inlinedAt: !31)
!52 = !DILocation(line: 32, column: 10, scope: !30, inlinedAt: !31)
!53 = !DILocation(line: 33, column: 17, scope: !30, inlinedAt: !31)
!54 = !DILocation(line: 33, column: 31, scope: !30, inlinedAt: !31)
!55 = !DILocation(line: 33, column: 45, scope: !30, inlinedAt: !31)
!56 = !DILocation(line: 33, column: 59, scope: !30, inlinedAt: !31)
!57 = !DILocation(line: 34, column: 18, scope: !30, inlinedAt: !31)
!58 = !DILocation(line: 34, column: 28, scope: !30, inlinedAt: !31)
!59 = !DILocation(line: 34, column: 23, scope: !30, inlinedAt: !31)
!60 = !DILocation(line: 34, column: 38, scope: !30, inlinedAt: !31)
!61 = !DILocation(line: 34, column: 33, scope: !30, inlinedAt: !31)
!62 = !DILocation(line: 34, column: 48, scope: !30, inlinedAt: !31)
!63 = !DILocation(line: 34, column: 43, scope: !30, inlinedAt: !31)
!64 = !DILocation(line: 34, column: 60, scope: !30, inlinedAt: !31)
!65 = !DILocation(line: 34, column: 54, scope: !30, inlinedAt: !31)
!66 = !DILocation(line: 35, column: 17, scope: !30, inlinedAt: !31)
!67 = !DILocation(line: 35, column: 22, scope: !30, inlinedAt: !31)
!68 = !DILocation(line: 35, column: 27, scope: !30, inlinedAt: !31)
!69 = !DILocation(line: 35, column: 33, scope: !30, inlinedAt: !31)
!70 = !DILocation(line: 36, column: 20, scope: !30, inlinedAt: !31)
!71 = !DILocation(line: 36, column: 47, scope: !30, inlinedAt: !31)
!72 = !DILocation(line: 36, column: 42, scope: !30, inlinedAt: !31)
!73 = !DILocation(line: 36, column: 25, scope: !30, inlinedAt: !31)
!74 = !DILocation(line: 37, column: 28, scope: !30, inlinedAt: !31)
!75 = !DILocation(line: 37, column: 20, scope: !30, inlinedAt: !31)
!76 = !DILocation(line: 38, column: 27, scope: !30, inlinedAt: !31)
!77 = !DILocation(line: 38, column: 20, scope: !30, inlinedAt: !31)
!78 = !DILocation(line: 39, column: 15, scope: !30, inlinedAt: !31)
!79 = !DILocation(line: 39, column: 41, scope: !30, inlinedAt: !31)
!80 = !DILocation(line: 39, column: 33, scope: !30, inlinedAt: !31)
!81 = !DILocation(line: 39, column: 24, scope: !30, inlinedAt: !31)
!82 = !DILocation(line: 40, column: 26, scope: !30, inlinedAt: !31)
!83 = !DILocation(line: 40, column: 18, scope: !30, inlinedAt: !31)
!84 = !DILocation(line: 41, column: 9, scope: !30, inlinedAt: !31)
!85 = !DILocation(line: 41, column: 7, scope: !30, inlinedAt: !31)
!86 = !DILocation(line: 43, column: 14, scope: !30, inlinedAt: !31)
!87 = !DILocation(line: 43, column: 12, scope: !30, inlinedAt: !31)
!88 = !DILocation(line: 44, column: 5, scope: !30, inlinedAt: !31)
!89 = !DILocation(line: 55, column: 3, scope: !9)
!90 = !DILocation(line: 55, column: 14, scope: !9)
!91 = !DILocation(line: 56, column: 10, scope: !9)
!92 = !DILocation(line: 56, column: 7, scope: !9)
!93 = !DILocation(line: 58, column: 21, scope: !9)
!94 = !DILocation(line: 58, column: 25, scope: !9)
!95 = !DILocation(line: 58, column: 18, scope: !9)
!96 = !DILocation(line: 15, column: 18, scope: !30, inlinedAt: !97)
!97 = distinct !DILocation(line: 58, column: 35, scope: !9)
!98 = !DILocation(line: 15, column: 25, scope: !30, inlinedAt: !97)
!99 = !DILocation(line: 15, column: 14, scope: !30, inlinedAt: !97)
!100 = !DILocation(line: 21, column: 9, scope: !30, inlinedAt: !97)
!101 = !DILocation(line: 21, column: 7, scope: !30, inlinedAt: !97)
!102 = !DILocation(line: 24, column: 10, scope: !30, inlinedAt: !97)
!103 = !DILocation(line: 0, scope: !30, inlinedAt: !97)
!104 = !DILocation(line: 25, column: 7, scope: !30, inlinedAt: !97)
!105 = !DILocation(line: 28, column: 10, scope: !30, inlinedAt: !97)
!106 = !DILocation(line: 29, column: 7, scope: !30, inlinedAt: !97)
!107 = !DILocation(line: 32, column: 10, scope: !30, inlinedAt: !97)
!108 = !DILocation(line: 33, column: 17, scope: !30, inlinedAt: !97)
!109 = !DILocation(line: 33, column: 31, scope: !30, inlinedAt: !97)
!110 = !DILocation(line: 33, column: 45, scope: !30, inlinedAt: !97)
!111 = !DILocation(line: 33, column: 59, scope: !30, inlinedAt: !97)
!112 = !DILocation(line: 34, column: 18, scope: !30, inlinedAt: !97)
!113 = !DILocation(line: 34, column: 28, scope: !30, inlinedAt: !97)
!114 = !DILocation(line: 34, column: 23, scope: !30, inlinedAt: !97)
!115 = !DILocation(line: 34, column: 38, scope: !30, inlinedAt: !97)
!116 = !DILocation(line: 34, column: 33, scope: !30, inlinedAt: !97)
!117 = !DILocation(line: 34, column: 48, scope: !30, inlinedAt: !97)
!118 = !DILocation(line: 34, column: 43, scope: !30, inlinedAt: !97)
!119 = !DILocation(line: 34, column: 60, scope: !30, inlinedAt: !97)
!120 = !DILocation(line: 34, column: 54, scope: !30, inlinedAt: !97)
!121 = !DILocation(line: 35, column: 17, scope: !30, inlinedAt: !97)
!122 = !DILocation(line: 35, column: 22, scope: !30, inlinedAt: !97)
!123 = !DILocation(line: 35, column: 27, scope: !30, inlinedAt: !97)
!124 = !DILocation(line: 35, column: 33, scope: !30, inlinedAt: !97)
!125 = !DILocation(line: 36, column: 20, scope: !30, inlinedAt: !97)
!126 = !DILocation(line: 36, column: 47, scope: !30, inlinedAt: !97)
!127 = !DILocation(line: 36, column: 42, scope: !30, inlinedAt: !97)
!128 = !DILocation(line: 36, column: 25, scope: !30, inlinedAt: !97)
!129 = !DILocation(line: 37, column: 28, scope: !30, inlinedAt: !97)
!130 = !DILocation(line: 37, column: 20, scope: !30, inlinedAt: !97)
!131 = !DILocation(line: 38, column: 27, scope: !30, inlinedAt: !97)
!132 = !DILocation(line: 38, column: 20, scope: !30, inlinedAt: !97)
!133 = !DILocation(line: 39, column: 15, scope: !30, inlinedAt: !97)
!134 = !DILocation(line: 39, column: 24, scope: !30, inlinedAt: !97)
!135 = !DILocation(line: 40, column: 26, scope: !30, inlinedAt: !97)
!136 = !DILocation(line: 40, column: 18, scope: !30, inlinedAt: !97)
!137 = !DILocation(line: 41, column: 9, scope: !30, inlinedAt: !97)
!138 = !DILocation(line: 41, column: 7, scope: !30, inlinedAt: !97)
!139 = !DILocation(line: 43, column: 14, scope: !30, inlinedAt: !97)
!140 = !DILocation(line: 43, column: 12, scope: !30, inlinedAt: !97)
!141 = !DILocation(line: 44, column: 5, scope: !30, inlinedAt: !97)
!142 = !DILocation(line: 58, column: 5, scope: !9)
!143 = !DILocation(line: 58, column: 16, scope: !9)
!144 = !DILocation(line: 59, column: 3, scope: !9)
!145 = !DILocation(line: 60, column: 10, scope: !9)
!146 = !DILocation(line: 60, column: 7, scope: !9)
!147 = !DILocation(line: 61, column: 21, scope: !9)
!148 = !DILocation(line: 61, column: 25, scope: !9)
!149 = !DILocation(line: 61, column: 18, scope: !9)
!150 = !DILocation(line: 15, column: 25, scope: !30, inlinedAt: !151)
!151 = distinct !DILocation(line: 61, column: 35, scope: !9)
!152 = !DILocation(line: 15, column: 14, scope: !30, inlinedAt: !151)
!153 = !DILocation(line: 17, column: 7, scope: !30, inlinedAt: !151)
!154 = !DILocation(line: 20, column: 10, scope: !30, inlinedAt: !151)
!155 = !DILocation(line: 0, scope: !30, inlinedAt: !151)
!156 = !DILocation(line: 21, column: 7, scope: !30, inlinedAt: !151)
!157 = !DILocation(line: 24, column: 10, scope: !30, inlinedAt: !151)
!158 = !DILocation(line: 25, column: 9, scope: !30, inlinedAt: !151)
!159 = !DILocation(line: 25, column: 7, scope: !30, inlinedAt: !151)
!160 = !DILocation(line: 28, column: 10, scope: !30, inlinedAt: !151)
!161 = !DILocation(line: 29, column: 9, scope: !30, inlinedAt: !151)
!162 = !DILocation(line: 29, column: 7, scope: !30, inlinedAt: !151)
!163 = !DILocation(line: 32, column: 10, scope: !30, inlinedAt: !151)
!164 = !DILocation(line: 33, column: 17, scope: !30, inlinedAt: !151)
!165 = !DILocation(line: 33, column: 31, scope: !30, inlinedAt: !151)
!166 = !DILocation(line: 33, column: 45, scope: !30, inlinedAt: !151)
!167 = !DILocation(line: 33, column: 59, scope: !30, inlinedAt: !151)
!168 = !DILocation(line: 34, column: 18, scope: !30, inlinedAt: !151)
!169 = !DILocation(line: 34, column: 28, scope: !30, inlinedAt: !151)
!170 = !DILocation(line: 34, column: 23, scope: !30, inlinedAt: !151)
!171 = !DILocation(line: 34, column: 38, scope: !30, inlinedAt: !151)
!172 = !DILocation(line: 34, column: 33, scope: !30, inlinedAt: !151)
!173 = !DILocation(line: 34, column: 48, scope: !30, inlinedAt: !151)
!174 = !DILocation(line: 34, column: 43, scope: !30, inlinedAt: !151)
!175 = !DILocation(line: 34, column: 60, scope: !30, inlinedAt: !151)
!176 = !DILocation(line: 34, column: 54, scope: !30, inlinedAt: !151)
!177 = !DILocation(line: 35, column: 17, scope: !30, inlinedAt: !151)
!178 = !DILocation(line: 35, column: 22, scope: !30, inlinedAt: !151)
!179 = !DILocation(line: 35, column: 27, scope: !30, inlinedAt: !151)
!180 = !DILocation(line: 35, column: 33, scope: !30, inlinedAt: !151)
!181 = !DILocation(line: 36, column: 20, scope: !30, inlinedAt: !151)
!182 = !DILocation(line: 36, column: 47, scope: !30, inlinedAt: !151)
!183 = !DILocation(line: 36, column: 42, scope: !30, inlinedAt: !151)
!184 = !DILocation(line: 36, column: 25, scope: !30, inlinedAt: !151)
!185 = !DILocation(line: 37, column: 28, scope: !30, inlinedAt: !151)
!186 = !DILocation(line: 37, column: 20, scope: !30, inlinedAt: !151)
!187 = !DILocation(line: 38, column: 27, scope: !30, inlinedAt: !151)
!188 = !DILocation(line: 38, column: 20, scope: !30, inlinedAt: !151)
!189 = !DILocation(line: 39, column: 15, scope: !30, inlinedAt: !151)
!190 = !DILocation(line: 39, column: 24, scope: !30, inlinedAt: !151)
!191 = !DILocation(line: 40, column: 26, scope: !30, inlinedAt: !151)
!192 = !DILocation(line: 40, column: 18, scope: !30, inlinedAt: !151)
!193 = !DILocation(line: 41, column: 9, scope: !30, inlinedAt: !151)
!194 = !DILocation(line: 41, column: 7, scope: !30, inlinedAt: !151)
!195 = !DILocation(line: 43, column: 14, scope: !30, inlinedAt: !151)
!196 = !DILocation(line: 43, column: 12, scope: !30, inlinedAt: !151)
!197 = !DILocation(line: 44, column: 5, scope: !30, inlinedAt: !151)
!198 = !DILocation(line: 61, column: 80, scope: !9)
!199 = !DILocation(line: 61, column: 5, scope: !9)
!200 = !DILocation(line: 61, column: 16, scope: !9)
!201 = !DILocation(line: 62, column: 3, scope: !9)
!202 = !DILocation(line: 63, column: 3, scope: !9)
!203 = !DILocation(line: 65, column: 14, scope: !9)
!204 = !DILocation(line: 66, column: 14, scope: !9)
!205 = !DILocation(line: 66, column: 30, scope: !9)
!206 = !DILocation(line: 67, column: 14, scope: !9)
!207 = !DILocation(line: 67, column: 37, scope: !9)
!208 = !DILocation(line: 68, column: 14, scope: !9)
!209 = !DILocation(line: 68, column: 30, scope: !9)
!210 = !DILocation(line: 69, column: 14, scope: !9)
!211 = !DILocation(line: 69, column: 37, scope: !9)
!212 = !DILocation(line: 70, column: 14, scope: !9)
!213 = !DILocation(line: 71, column: 22, scope: !9)
!214 = !DILocation(line: 71, column: 16, scope: !9)
!215 = !DILocation(line: 71, column: 36, scope: !9)
!216 = !DILocation(line: 71, column: 30, scope: !9)
!217 = !DILocation(line: 71, column: 51, scope: !9)
!218 = !DILocation(line: 71, column: 45, scope: !9)
!219 = !DILocation(line: 71, column: 28, scope: !9)
!220 = !DILocation(line: 71, column: 68, scope: !9)
!221 = !DILocation(line: 71, column: 62, scope: !9)
!222 = !DILocation(line: 71, column: 57, scope: !9)
!223 = !DILocation(line: 71, column: 86, scope: !9)
!224 = !DILocation(line: 71, column: 76, scope: !9)
!225 = !DILocation(line: 71, column: 97, scope: !9)
!226 = !DILocation(line: 71, column: 91, scope: !9)
!227 = !DILocation(line: 71, column: 74, scope: !9)
!228 = !DILocation(line: 72, column: 35, scope: !9)
!229 = !DILocation(line: 72, column: 44, scope: !9)
!230 = !DILocation(line: 72, column: 27, scope: !9)
!231 = !DILocation(line: 72, column: 3, scope: !9)
!232 = !DILocation(line: 72, column: 22, scope: !9)
!233 = !DILocation(line: 73, column: 1, scope: !9)
