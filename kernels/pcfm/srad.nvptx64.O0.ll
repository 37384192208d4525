; ModuleID = 'pcfm/srad.cu'
source_filename = "pcfm/srad.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ4sradE2cs = internal addrspace(3) global [17 x [17 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @srad(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) #0 !dbg !9 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  %36 = alloca float, align 4
  %37 = alloca float, align 4
  %38 = alloca float, align 4
  %39 = alloca float, align 4
  %40 = alloca float, align 4
  %41 = alloca float, align 4
  %42 = alloca float, align 4
  %43 = alloca float, align 4
  %44 = alloca float, align 4
  %45 = alloca float, align 4
  %46 = alloca float, align 4
  %47 = alloca float, align 4
  %48 = alloca float, align 4
  %49 = alloca ptr, align 8
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca float, align 4
  %55 = alloca float, align 4
  %56 = alloca float, align 4
  %57 = alloca float, align 4
  %58 = alloca float, align 4
  %59 = alloca float, align 4
  %60 = alloca float, align 4
  %61 = alloca float, align 4
  %62 = alloca float, align 4
  %63 = alloca float, align 4
  %64 = alloca float, align 4
  %65 = alloca float, align 4
  %66 = alloca float, align 4
  %67 = alloca float, align 4
  %68 = alloca float, align 4
  %69 = alloca float, align 4
  %70 = alloca ptr, align 8
  %71 = alloca ptr, align 8
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca float, align 4
  %75 = alloca float, align 4
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca float, align 4
  %81 = alloca float, align 4
  %82 = alloca float, align 4
  %83 = alloca float, align 4
  %84 = alloca float, align 4
  %85 = alloca float, align 4
  %86 = alloca float, align 4
  store ptr %0, ptr %70, align 8
  store ptr %1, ptr %71, align 8
  store i32 %2, ptr %72, align 4
  store i32 %3, ptr %73, align 4
  store float %4, ptr %74, align 4
  store float %5, ptr %75, align 4
  %87 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %87, ptr %76, align 4, !dbg !16
  %88 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !17
  store i32 %88, ptr %77, align 4, !dbg !20
  %89 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !21
  %90 = mul i32 %89, 16, !dbg !24
  %91 = load i32, ptr %77, align 4, !dbg !25
  %92 = add i32 %90, %91, !dbg !26
  store i32 %92, ptr %78, align 4, !dbg !27
  %93 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %94 = mul i32 %93, 16, !dbg !31
  %95 = load i32, ptr %76, align 4, !dbg !32
  %96 = add i32 %94, %95, !dbg !33
  store i32 %96, ptr %79, align 4, !dbg !34
  %97 = load ptr, ptr %70, align 8, !dbg !35
  %98 = load i32, ptr %72, align 4, !dbg !36
  %99 = load i32, ptr %73, align 4, !dbg !37
  %100 = load i32, ptr %78, align 4, !dbg !38
  %101 = load i32, ptr %79, align 4, !dbg !39
  %102 = load float, ptr %74, align 4, !dbg !40
  store ptr %97, ptr %7, align 8
  store i32 %98, ptr %8, align 4
  store i32 %99, ptr %9, align 4
  store i32 %100, ptr %10, align 4
  store i32 %101, ptr %11, align 4
  store float %102, ptr %12, align 4
  %103 = load ptr, ptr %7, align 8, !dbg !41
  %104 = load i32, ptr %10, align 4, !dbg !44
  %105 = load i32, ptr %9, align 4, !dbg !45
  %106 = mul nsw i32 %104, %105, !dbg !46
  %107 = load i32, ptr %11, align 4, !dbg !47
  %108 = add nsw i32 %106, %107, !dbg !48
  %109 = sext i32 %108 to i64, !dbg !41
  %110 = getelementptr inbounds float, ptr %103, i64 %109, !dbg !41
  %111 = load float, ptr %110, align 4, !dbg !41
  store float %111, ptr %13, align 4, !dbg !49
  %112 = load i32, ptr %10, align 4, !dbg !50
  %113 = icmp eq i32 %112, 0, !dbg !51
  br i1 %113, label %114, label %116, !dbg !50

114:                                              ; preds = %6
  %115 = load float, ptr %13, align 4, !dbg !52
  store float %115, ptr %14, align 4, !dbg !53
  br label %127, !dbg !54

116:                                              ; preds = %6
  %117 = load ptr, ptr %7, align 8, !dbg !55
  %118 = load i32, ptr %10, align 4, !dbg !56
  %119 = sub nsw i32 %118, 1, !dbg !57
  %120 = load i32, ptr %9, align 4, !dbg !58
  %121 = mul nsw i32 %119, %120, !dbg !59
  %122 = load i32, ptr %11, align 4, !dbg !60
  %123 = add nsw i32 %121, %122, !dbg !61
  %124 = sext i32 %123 to i64, !dbg !55
  %125 = getelementptr inbounds float, ptr %117, i64 %124, !dbg !55
  %126 = load float, ptr %125, align 4, !dbg !55
  store float %126, ptr %14, align 4, !dbg !62
  br label %127

127:                                              ; preds = %116, %114
  %128 = load i32, ptr %10, align 4, !dbg !63
  %129 = load i32, ptr %8, align 4, !dbg !64
  %130 = sub nsw i32 %129, 1, !dbg !65
  %131 = icmp eq i32 %128, %130, !dbg !66
  br i1 %131, label %132, label %134, !dbg !63

132:                                              ; preds = %127
  %133 = load float, ptr %13, align 4, !dbg !67
  store float %133, ptr %15, align 4, !dbg !68
  br label %145, !dbg !69

134:                                              ; preds = %127
  %135 = load ptr, ptr %7, align 8, !dbg !70
  %136 = load i32, ptr %10, align 4, !dbg !71
  %137 = add nsw i32 %136, 1, !dbg !72
  %138 = load i32, ptr %9, align 4, !dbg !73
  %139 = mul nsw i32 %137, %138, !dbg !74
  %140 = load i32, ptr %11, align 4, !dbg !75
  %141 = add nsw i32 %139, %140, !dbg !76
  %142 = sext i32 %141 to i64, !dbg !70
  %143 = getelementptr inbounds float, ptr %135, i64 %142, !dbg !70
  %144 = load float, ptr %143, align 4, !dbg !70
  store float %144, ptr %15, align 4, !dbg !77
  br label %145

145:                                              ; preds = %134, %132
  %146 = load i32, ptr %11, align 4, !dbg !78
  %147 = icmp eq i32 %146, 0, !dbg !79
  br i1 %147, label %148, label %150, !dbg !78

148:                                              ; preds = %145
  %149 = load float, ptr %13, align 4, !dbg !80
  store float %149, ptr %16, align 4, !dbg !81
  br label %161, !dbg !82

150:                                              ; preds = %145
  %151 = load ptr, ptr %7, align 8, !dbg !83
  %152 = load i32, ptr %10, align 4, !dbg !84
  %153 = load i32, ptr %9, align 4, !dbg !85
  %154 = mul nsw i32 %152, %153, !dbg !86
  %155 = load i32, ptr %11, align 4, !dbg !87
  %156 = add nsw i32 %154, %155, !dbg !88
  %157 = sub nsw i32 %156, 1, !dbg !89
  %158 = sext i32 %157 to i64, !dbg !83
  %159 = getelementptr inbounds float, ptr %151, i64 %158, !dbg !83
  %160 = load float, ptr %159, align 4, !dbg !83
  store float %160, ptr %16, align 4, !dbg !90
  br label %161

161:                                              ; preds = %150, %148
  %162 = load i32, ptr %11, align 4, !dbg !91
  %163 = load i32, ptr %9, align 4, !dbg !92
  %164 = sub nsw i32 %163, 1, !dbg !93
  %165 = icmp eq i32 %162, %164, !dbg !94
  br i1 %165, label %166, label %168, !dbg !91

166:                                              ; preds = %161
  %167 = load float, ptr %13, align 4, !dbg !95
  store float %167, ptr %17, align 4, !dbg !96
  br label %179, !dbg !97

168:                                              ; preds = %161
  %169 = load ptr, ptr %7, align 8, !dbg !98
  %170 = load i32, ptr %10, align 4, !dbg !99
  %171 = load i32, ptr %9, align 4, !dbg !100
  %172 = mul nsw i32 %170, %171, !dbg !101
  %173 = load i32, ptr %11, align 4, !dbg !102
  %174 = add nsw i32 %172, %173, !dbg !103
  %175 = add nsw i32 %174, 1, !dbg !104
  %176 = sext i32 %175 to i64, !dbg !98
  %177 = getelementptr inbounds float, ptr %169, i64 %176, !dbg !98
  %178 = load float, ptr %177, align 4, !dbg !98
  store float %178, ptr %17, align 4, !dbg !105
  br label %179

179:                                              ; preds = %168, %166
  %180 = load float, ptr %14, align 4, !dbg !106
  %181 = load float, ptr %13, align 4, !dbg !107
  %182 = fsub contract float %180, %181, !dbg !108
  store float %182, ptr %18, align 4, !dbg !109
  %183 = load float, ptr %15, align 4, !dbg !110
  %184 = load float, ptr %13, align 4, !dbg !111
  %185 = fsub contract float %183, %184, !dbg !112
  store float %185, ptr %19, align 4, !dbg !113
  %186 = load float, ptr %16, align 4, !dbg !114
  %187 = load float, ptr %13, align 4, !dbg !115
  %188 = fsub contract float %186, %187, !dbg !116
  store float %188, ptr %20, align 4, !dbg !117
  %189 = load float, ptr %17, align 4, !dbg !118
  %190 = load float, ptr %13, align 4, !dbg !119
  %191 = fsub contract float %189, %190, !dbg !120
  store float %191, ptr %21, align 4, !dbg !121
  %192 = load float, ptr %18, align 4, !dbg !122
  %193 = load float, ptr %18, align 4, !dbg !123
  %194 = fmul contract float %192, %193, !dbg !124
  %195 = load float, ptr %19, align 4, !dbg !125
  %196 = load float, ptr %19, align 4, !dbg !126
  %197 = fmul contract float %195, %196, !dbg !127
  %198 = fadd contract float %194, %197, !dbg !128
  %199 = load float, ptr %20, align 4, !dbg !129
  %200 = load float, ptr %20, align 4, !dbg !130
  %201 = fmul contract float %199, %200, !dbg !131
  %202 = fadd contract float %198, %201, !dbg !132
  %203 = load float, ptr %21, align 4, !dbg !133
  %204 = load float, ptr %21, align 4, !dbg !134
  %205 = fmul contract float %203, %204, !dbg !135
  %206 = fadd contract float %202, %205, !dbg !136
  %207 = load float, ptr %13, align 4, !dbg !137
  %208 = load float, ptr %13, align 4, !dbg !138
  %209 = fmul contract float %207, %208, !dbg !139
  %210 = fdiv contract float %206, %209, !dbg !140
  store float %210, ptr %22, align 4, !dbg !141
  %211 = load float, ptr %18, align 4, !dbg !142
  %212 = load float, ptr %19, align 4, !dbg !143
  %213 = fadd contract float %211, %212, !dbg !144
  %214 = load float, ptr %20, align 4, !dbg !145
  %215 = fadd contract float %213, %214, !dbg !146
  %216 = load float, ptr %21, align 4, !dbg !147
  %217 = fadd contract float %215, %216, !dbg !148
  %218 = load float, ptr %13, align 4, !dbg !149
  %219 = fdiv contract float %217, %218, !dbg !150
  store float %219, ptr %23, align 4, !dbg !151
  %220 = load float, ptr %22, align 4, !dbg !152
  %221 = fmul contract float 5.000000e-01, %220, !dbg !153
  %222 = load float, ptr %23, align 4, !dbg !154
  %223 = load float, ptr %23, align 4, !dbg !155
  %224 = fmul contract float %222, %223, !dbg !156
  %225 = fmul contract float 6.250000e-02, %224, !dbg !157
  %226 = fsub contract float %221, %225, !dbg !158
  store float %226, ptr %24, align 4, !dbg !159
  %227 = load float, ptr %23, align 4, !dbg !160
  %228 = fmul contract float 2.500000e-01, %227, !dbg !161
  %229 = fadd contract float 1.000000e+00, %228, !dbg !162
  store float %229, ptr %25, align 4, !dbg !163
  %230 = load float, ptr %24, align 4, !dbg !164
  %231 = load float, ptr %25, align 4, !dbg !165
  %232 = load float, ptr %25, align 4, !dbg !166
  %233 = fmul contract float %231, %232, !dbg !167
  %234 = fdiv contract float %230, %233, !dbg !168
  store float %234, ptr %26, align 4, !dbg !169
  %235 = load float, ptr %26, align 4, !dbg !170
  %236 = load float, ptr %12, align 4, !dbg !171
  %237 = fsub contract float %235, %236, !dbg !172
  %238 = load float, ptr %12, align 4, !dbg !173
  %239 = load float, ptr %12, align 4, !dbg !174
  %240 = fadd contract float 1.000000e+00, %239, !dbg !175
  %241 = fmul contract float %238, %240, !dbg !176
  %242 = fdiv contract float %237, %241, !dbg !177
  store float %242, ptr %25, align 4, !dbg !178
  %243 = load float, ptr %25, align 4, !dbg !179
  %244 = fadd contract float 1.000000e+00, %243, !dbg !180
  %245 = fdiv contract float 1.000000e+00, %244, !dbg !181
  store float %245, ptr %27, align 4, !dbg !182
  %246 = load float, ptr %27, align 4, !dbg !183
  %247 = fcmp contract olt float %246, 0.000000e+00, !dbg !184
  br i1 %247, label %248, label %249, !dbg !183

248:                                              ; preds = %179
  store float 0.000000e+00, ptr %27, align 4, !dbg !185
  br label %254, !dbg !186

249:                                              ; preds = %179
  %250 = load float, ptr %27, align 4, !dbg !187
  %251 = fcmp contract ogt float %250, 1.000000e+00, !dbg !188
  br i1 %251, label %252, label %253, !dbg !187

252:                                              ; preds = %249
  store float 1.000000e+00, ptr %27, align 4, !dbg !189
  br label %253, !dbg !190

253:                                              ; preds = %252, %249
  br label %254

254:                                              ; preds = %248, %253
  %255 = load float, ptr %27, align 4, !dbg !191
  %256 = load i32, ptr %77, align 4, !dbg !192
  %257 = sext i32 %256 to i64, !dbg !193
  %258 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %257, !dbg !193
  %259 = load i32, ptr %76, align 4, !dbg !194
  %260 = sext i32 %259 to i64, !dbg !193
  %261 = getelementptr inbounds [17 x float], ptr %258, i64 0, i64 %260, !dbg !193
  store float %255, ptr %261, align 4, !dbg !195
  %262 = load i32, ptr %77, align 4, !dbg !196
  %263 = icmp eq i32 %262, 15, !dbg !197
  br i1 %263, label %264, label %443, !dbg !196

264:                                              ; preds = %254
  %265 = load i32, ptr %78, align 4, !dbg !198
  %266 = add nsw i32 %265, 1, !dbg !199
  %267 = load i32, ptr %72, align 4, !dbg !200
  %268 = icmp slt i32 %266, %267, !dbg !201
  br i1 %268, label %269, label %430, !dbg !202

269:                                              ; preds = %264
  %270 = load ptr, ptr %70, align 8, !dbg !203
  %271 = load i32, ptr %72, align 4, !dbg !204
  %272 = load i32, ptr %73, align 4, !dbg !205
  %273 = load i32, ptr %78, align 4, !dbg !206
  %274 = add nsw i32 %273, 1, !dbg !207
  %275 = load i32, ptr %79, align 4, !dbg !208
  %276 = load float, ptr %74, align 4, !dbg !209
  store ptr %270, ptr %28, align 8
  store i32 %271, ptr %29, align 4
  store i32 %272, ptr %30, align 4
  store i32 %274, ptr %31, align 4
  store i32 %275, ptr %32, align 4
  store float %276, ptr %33, align 4
  %277 = load ptr, ptr %28, align 8, !dbg !210
  %278 = load i32, ptr %31, align 4, !dbg !212
  %279 = load i32, ptr %30, align 4, !dbg !213
  %280 = mul nsw i32 %278, %279, !dbg !214
  %281 = load i32, ptr %32, align 4, !dbg !215
  %282 = add nsw i32 %280, %281, !dbg !216
  %283 = sext i32 %282 to i64, !dbg !210
  %284 = getelementptr inbounds float, ptr %277, i64 %283, !dbg !210
  %285 = load float, ptr %284, align 4, !dbg !210
  store float %285, ptr %34, align 4, !dbg !217
  %286 = load i32, ptr %31, align 4, !dbg !218
  %287 = icmp eq i32 %286, 0, !dbg !219
  br i1 %287, label %288, label %290, !dbg !218

288:                                              ; preds = %269
  %289 = load float, ptr %34, align 4, !dbg !220
  store float %289, ptr %35, align 4, !dbg !221
  br label %301, !dbg !222

290:                                              ; preds = %269
  %291 = load ptr, ptr %28, align 8, !dbg !223
  %292 = load i32, ptr %31, align 4, !dbg !224
  %293 = sub nsw i32 %292, 1, !dbg !225
  %294 = load i32, ptr %30, align 4, !dbg !226
  %295 = mul nsw i32 %293, %294, !dbg !227
  %296 = load i32, ptr %32, align 4, !dbg !228
  %297 = add nsw i32 %295, %296, !dbg !229
  %298 = sext i32 %297 to i64, !dbg !223
  %299 = getelementptr inbounds float, ptr %291, i64 %298, !dbg !223
  %300 = load float, ptr %299, align 4, !dbg !223
  store float %300, ptr %35, align 4, !dbg !230
  br label %301

301:                                              ; preds = %290, %288
  %302 = load i32, ptr %31, align 4, !dbg !231
  %303 = load i32, ptr %29, align 4, !dbg !232
  %304 = sub nsw i32 %303, 1, !dbg !233
  %305 = icmp eq i32 %302, %304, !dbg !234
  br i1 %305, label %306, label %308, !dbg !231

306:                                              ; preds = %301
  %307 = load float, ptr %34, align 4, !dbg !235
  store float %307, ptr %36, align 4, !dbg !236
  br label %319, !dbg !237

308:                                              ; preds = %301
  %309 = load ptr, ptr %28, align 8, !dbg !238
  %310 = load i32, ptr %31, align 4, !dbg !239
  %311 = add nsw i32 %310, 1, !dbg !240
  %312 = load i32, ptr %30, align 4, !dbg !241
  %313 = mul nsw i32 %311, %312, !dbg !242
  %314 = load i32, ptr %32, align 4, !dbg !243
  %315 = add nsw i32 %313, %314, !dbg !244
  %316 = sext i32 %315 to i64, !dbg !238
  %317 = getelementptr inbounds float, ptr %309, i64 %316, !dbg !238
  %318 = load float, ptr %317, align 4, !dbg !238
  store float %318, ptr %36, align 4, !dbg !245
  br label %319

319:                                              ; preds = %308, %306
  %320 = load i32, ptr %32, align 4, !dbg !246
  %321 = icmp eq i32 %320, 0, !dbg !247
  br i1 %321, label %322, label %324, !dbg !246

322:                                              ; preds = %319
  %323 = load float, ptr %34, align 4, !dbg !248
  store float %323, ptr %37, align 4, !dbg !249
  br label %335, !dbg !250

324:                                              ; preds = %319
  %325 = load ptr, ptr %28, align 8, !dbg !251
  %326 = load i32, ptr %31, align 4, !dbg !252
  %327 = load i32, ptr %30, align 4, !dbg !253
  %328 = mul nsw i32 %326, %327, !dbg !254
  %329 = load i32, ptr %32, align 4, !dbg !255
  %330 = add nsw i32 %328, %329, !dbg !256
  %331 = sub nsw i32 %330, 1, !dbg !257
  %332 = sext i32 %331 to i64, !dbg !251
  %333 = getelementptr inbounds float, ptr %325, i64 %332, !dbg !251
  %334 = load float, ptr %333, align 4, !dbg !251
  store float %334, ptr %37, align 4, !dbg !258
  br label %335

335:                                              ; preds = %324, %322
  %336 = load i32, ptr %32, align 4, !dbg !259
  %337 = load i32, ptr %30, align 4, !dbg !260
  %338 = sub nsw i32 %337, 1, !dbg !261
  %339 = icmp eq i32 %336, %338, !dbg !262
  br i1 %339, label %340, label %342, !dbg !259

340:                                              ; preds = %335
  %341 = load float, ptr %34, align 4, !dbg !263
  store float %341, ptr %38, align 4, !dbg !264
  br label %353, !dbg !265

342:                                              ; preds = %335
  %343 = load ptr, ptr %28, align 8, !dbg !266
  %344 = load i32, ptr %31, align 4, !dbg !267
  %345 = load i32, ptr %30, align 4, !dbg !268
  %346 = mul nsw i32 %344, %345, !dbg !269
  %347 = load i32, ptr %32, align 4, !dbg !270
  %348 = add nsw i32 %346, %347, !dbg !271
  %349 = add nsw i32 %348, 1, !dbg !272
  %350 = sext i32 %349 to i64, !dbg !266
  %351 = getelementptr inbounds float, ptr %343, i64 %350, !dbg !266
  %352 = load float, ptr %351, align 4, !dbg !266
  store float %352, ptr %38, align 4, !dbg !273
  br label %353

353:                                              ; preds = %342, %340
  %354 = load float, ptr %35, align 4, !dbg !274
  %355 = load float, ptr %34, align 4, !dbg !275
  %356 = fsub contract float %354, %355, !dbg !276
  store float %356, ptr %39, align 4, !dbg !277
  %357 = load float, ptr %36, align 4, !dbg !278
  %358 = load float, ptr %34, align 4, !dbg !279
  %359 = fsub contract float %357, %358, !dbg !280
  store float %359, ptr %40, align 4, !dbg !281
  %360 = load float, ptr %37, align 4, !dbg !282
  %361 = load float, ptr %34, align 4, !dbg !283
  %362 = fsub contract float %360, %361, !dbg !284
  store float %362, ptr %41, align 4, !dbg !285
  %363 = load float, ptr %38, align 4, !dbg !286
  %364 = load float, ptr %34, align 4, !dbg !287
  %365 = fsub contract float %363, %364, !dbg !288
  store float %365, ptr %42, align 4, !dbg !289
  %366 = load float, ptr %39, align 4, !dbg !290
  %367 = load float, ptr %39, align 4, !dbg !291
  %368 = fmul contract float %366, %367, !dbg !292
  %369 = load float, ptr %40, align 4, !dbg !293
  %370 = load float, ptr %40, align 4, !dbg !294
  %371 = fmul contract float %369, %370, !dbg !295
  %372 = fadd contract float %368, %371, !dbg !296
  %373 = load float, ptr %41, align 4, !dbg !297
  %374 = load float, ptr %41, align 4, !dbg !298
  %375 = fmul contract float %373, %374, !dbg !299
  %376 = fadd contract float %372, %375, !dbg !300
  %377 = load float, ptr %42, align 4, !dbg !301
  %378 = load float, ptr %42, align 4, !dbg !302
  %379 = fmul contract float %377, %378, !dbg !303
  %380 = fadd contract float %376, %379, !dbg !304
  %381 = load float, ptr %34, align 4, !dbg !305
  %382 = load float, ptr %34, align 4, !dbg !306
  %383 = fmul contract float %381, %382, !dbg !307
  %384 = fdiv contract float %380, %383, !dbg !308
  store float %384, ptr %43, align 4, !dbg !309
  %385 = load float, ptr %39, align 4, !dbg !310
  %386 = load float, ptr %40, align 4, !dbg !311
  %387 = fadd contract float %385, %386, !dbg !312
  %388 = load float, ptr %41, align 4, !dbg !313
  %389 = fadd contract float %387, %388, !dbg !314
  %390 = load float, ptr %42, align 4, !dbg !315
  %391 = fadd contract float %389, %390, !dbg !316
  %392 = load float, ptr %34, align 4, !dbg !317
  %393 = fdiv contract float %391, %392, !dbg !318
  store float %393, ptr %44, align 4, !dbg !319
  %394 = load float, ptr %43, align 4, !dbg !320
  %395 = fmul contract float 5.000000e-01, %394, !dbg !321
  %396 = load float, ptr %44, align 4, !dbg !322
  %397 = load float, ptr %44, align 4, !dbg !323
  %398 = fmul contract float %396, %397, !dbg !324
  %399 = fmul contract float 6.250000e-02, %398, !dbg !325
  %400 = fsub contract float %395, %399, !dbg !326
  store float %400, ptr %45, align 4, !dbg !327
  %401 = load float, ptr %44, align 4, !dbg !328
  %402 = fmul contract float 2.500000e-01, %401, !dbg !329
  %403 = fadd contract float 1.000000e+00, %402, !dbg !330
  store float %403, ptr %46, align 4, !dbg !331
  %404 = load float, ptr %45, align 4, !dbg !332
  %405 = load float, ptr %46, align 4, !dbg !333
  %406 = load float, ptr %46, align 4, !dbg !334
  %407 = fmul contract float %405, %406, !dbg !335
  %408 = fdiv contract float %404, %407, !dbg !336
  store float %408, ptr %47, align 4, !dbg !337
  %409 = load float, ptr %47, align 4, !dbg !338
  %410 = load float, ptr %33, align 4, !dbg !339
  %411 = fsub contract float %409, %410, !dbg !340
  %412 = load float, ptr %33, align 4, !dbg !341
  %413 = load float, ptr %33, align 4, !dbg !342
  %414 = fadd contract float 1.000000e+00, %413, !dbg !343
  %415 = fmul contract float %412, %414, !dbg !344
  %416 = fdiv contract float %411, %415, !dbg !345
  store float %416, ptr %46, align 4, !dbg !346
  %417 = load float, ptr %46, align 4, !dbg !347
  %418 = fadd contract float 1.000000e+00, %417, !dbg !348
  %419 = fdiv contract float 1.000000e+00, %418, !dbg !349
  store float %419, ptr %48, align 4, !dbg !350
  %420 = load float, ptr %48, align 4, !dbg !351
  %421 = fcmp contract olt float %420, 0.000000e+00, !dbg !352
  br i1 %421, label %422, label %423, !dbg !351

422:                                              ; preds = %353
  store float 0.000000e+00, ptr %48, align 4, !dbg !353
  br label %428, !dbg !354

423:                                              ; preds = %353
  %424 = load float, ptr %48, align 4, !dbg !355
  %425 = fcmp contract ogt float %424, 1.000000e+00, !dbg !356
  br i1 %425, label %426, label %427, !dbg !355

426:                                              ; preds = %423
  store float 1.000000e+00, ptr %48, align 4, !dbg !357
  br label %427, !dbg !358

427:                                              ; preds = %426, %423
  br label %428

428:                                              ; preds = %422, %427
  %429 = load float, ptr %48, align 4, !dbg !359
  br label %438, !dbg !202

430:                                              ; preds = %264
  %431 = load i32, ptr %77, align 4, !dbg !360
  %432 = sext i32 %431 to i64, !dbg !361
  %433 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %432, !dbg !361
  %434 = load i32, ptr %76, align 4, !dbg !362
  %435 = sext i32 %434 to i64, !dbg !361
  %436 = getelementptr inbounds [17 x float], ptr %433, i64 0, i64 %435, !dbg !361
  %437 = load float, ptr %436, align 4, !dbg !361
  br label %438, !dbg !202

438:                                              ; preds = %430, %428
  %439 = phi contract float [ %429, %428 ], [ %437, %430 ], !dbg !202
  %440 = load i32, ptr %76, align 4, !dbg !363
  %441 = sext i32 %440 to i64, !dbg !364
  %442 = getelementptr inbounds [17 x float], ptr getelementptr inbounds ([17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 16), i64 0, i64 %441, !dbg !364
  store float %439, ptr %442, align 4, !dbg !365
  br label %443, !dbg !366

443:                                              ; preds = %438, %254
  %444 = load i32, ptr %76, align 4, !dbg !367
  %445 = icmp eq i32 %444, 15, !dbg !368
  br i1 %445, label %446, label %626, !dbg !367

446:                                              ; preds = %443
  %447 = load i32, ptr %79, align 4, !dbg !369
  %448 = add nsw i32 %447, 1, !dbg !370
  %449 = load i32, ptr %73, align 4, !dbg !371
  %450 = icmp slt i32 %448, %449, !dbg !372
  br i1 %450, label %451, label %612, !dbg !373

451:                                              ; preds = %446
  %452 = load ptr, ptr %70, align 8, !dbg !374
  %453 = load i32, ptr %72, align 4, !dbg !375
  %454 = load i32, ptr %73, align 4, !dbg !376
  %455 = load i32, ptr %78, align 4, !dbg !377
  %456 = load i32, ptr %79, align 4, !dbg !378
  %457 = add nsw i32 %456, 1, !dbg !379
  %458 = load float, ptr %74, align 4, !dbg !380
  store ptr %452, ptr %49, align 8
  store i32 %453, ptr %50, align 4
  store i32 %454, ptr %51, align 4
  store i32 %455, ptr %52, align 4
  store i32 %457, ptr %53, align 4
  store float %458, ptr %54, align 4
  %459 = load ptr, ptr %49, align 8, !dbg !381
  %460 = load i32, ptr %52, align 4, !dbg !383
  %461 = load i32, ptr %51, align 4, !dbg !384
  %462 = mul nsw i32 %460, %461, !dbg !385
  %463 = load i32, ptr %53, align 4, !dbg !386
  %464 = add nsw i32 %462, %463, !dbg !387
  %465 = sext i32 %464 to i64, !dbg !381
  %466 = getelementptr inbounds float, ptr %459, i64 %465, !dbg !381
  %467 = load float, ptr %466, align 4, !dbg !381
  store float %467, ptr %55, align 4, !dbg !388
  %468 = load i32, ptr %52, align 4, !dbg !389
  %469 = icmp eq i32 %468, 0, !dbg !390
  br i1 %469, label %470, label %472, !dbg !389

470:                                              ; preds = %451
  %471 = load float, ptr %55, align 4, !dbg !391
  store float %471, ptr %56, align 4, !dbg !392
  br label %483, !dbg !393

472:                                              ; preds = %451
  %473 = load ptr, ptr %49, align 8, !dbg !394
  %474 = load i32, ptr %52, align 4, !dbg !395
  %475 = sub nsw i32 %474, 1, !dbg !396
  %476 = load i32, ptr %51, align 4, !dbg !397
  %477 = mul nsw i32 %475, %476, !dbg !398
  %478 = load i32, ptr %53, align 4, !dbg !399
  %479 = add nsw i32 %477, %478, !dbg !400
  %480 = sext i32 %479 to i64, !dbg !394
  %481 = getelementptr inbounds float, ptr %473, i64 %480, !dbg !394
  %482 = load float, ptr %481, align 4, !dbg !394
  store float %482, ptr %56, align 4, !dbg !401
  br label %483

483:                                              ; preds = %472, %470
  %484 = load i32, ptr %52, align 4, !dbg !402
  %485 = load i32, ptr %50, align 4, !dbg !403
  %486 = sub nsw i32 %485, 1, !dbg !404
  %487 = icmp eq i32 %484, %486, !dbg !405
  br i1 %487, label %488, label %490, !dbg !402

488:                                              ; preds = %483
  %489 = load float, ptr %55, align 4, !dbg !406
  store float %489, ptr %57, align 4, !dbg !407
  br label %501, !dbg !408

490:                                              ; preds = %483
  %491 = load ptr, ptr %49, align 8, !dbg !409
  %492 = load i32, ptr %52, align 4, !dbg !410
  %493 = add nsw i32 %492, 1, !dbg !411
  %494 = load i32, ptr %51, align 4, !dbg !412
  %495 = mul nsw i32 %493, %494, !dbg !413
  %496 = load i32, ptr %53, align 4, !dbg !414
  %497 = add nsw i32 %495, %496, !dbg !415
  %498 = sext i32 %497 to i64, !dbg !409
  %499 = getelementptr inbounds float, ptr %491, i64 %498, !dbg !409
  %500 = load float, ptr %499, align 4, !dbg !409
  store float %500, ptr %57, align 4, !dbg !416
  br label %501

501:                                              ; preds = %490, %488
  %502 = load i32, ptr %53, align 4, !dbg !417
  %503 = icmp eq i32 %502, 0, !dbg !418
  br i1 %503, label %504, label %506, !dbg !417

504:                                              ; preds = %501
  %505 = load float, ptr %55, align 4, !dbg !419
  store float %505, ptr %58, align 4, !dbg !420
  br label %517, !dbg !421

506:                                              ; preds = %501
  %507 = load ptr, ptr %49, align 8, !dbg !422
  %508 = load i32, ptr %52, align 4, !dbg !423
  %509 = load i32, ptr %51, align 4, !dbg !424
  %510 = mul nsw i32 %508, %509, !dbg !425
  %511 = load i32, ptr %53, align 4, !dbg !426
  %512 = add nsw i32 %510, %511, !dbg !427
  %513 = sub nsw i32 %512, 1, !dbg !428
  %514 = sext i32 %513 to i64, !dbg !422
  %515 = getelementptr inbounds float, ptr %507, i64 %514, !dbg !422
  %516 = load float, ptr %515, align 4, !dbg !422
  store float %516, ptr %58, align 4, !dbg !429
  br label %517

517:                                              ; preds = %506, %504
  %518 = load i32, ptr %53, align 4, !dbg !430
  %519 = load i32, ptr %51, align 4, !dbg !431
  %520 = sub nsw i32 %519, 1, !dbg !432
  %521 = icmp eq i32 %518, %520, !dbg !433
  br i1 %521, label %522, label %524, !dbg !430

522:                                              ; preds = %517
  %523 = load float, ptr %55, align 4, !dbg !434
  store float %523, ptr %59, align 4, !dbg !435
  br label %535, !dbg !436

524:                                              ; preds = %517
  %525 = load ptr, ptr %49, align 8, !dbg !437
  %526 = load i32, ptr %52, align 4, !dbg !438
  %527 = load i32, ptr %51, align 4, !dbg !439
  %528 = mul nsw i32 %526, %527, !dbg !440
  %529 = load i32, ptr %53, align 4, !dbg !441
  %530 = add nsw i32 %528, %529, !dbg !442
  %531 = add nsw i32 %530, 1, !dbg !443
  %532 = sext i32 %531 to i64, !dbg !437
  %533 = getelementptr inbounds float, ptr %525, i64 %532, !dbg !437
  %534 = load float, ptr %533, align 4, !dbg !437
  store float %534, ptr %59, align 4, !dbg !444
  br label %535

535:                                              ; preds = %524, %522
  %536 = load float, ptr %56, align 4, !dbg !445
  %537 = load float, ptr %55, align 4, !dbg !446
  %538 = fsub contract float %536, %537, !dbg !447
  store float %538, ptr %60, align 4, !dbg !448
  %539 = load float, ptr %57, align 4, !dbg !449
  %540 = load float, ptr %55, align 4, !dbg !450
  %541 = fsub contract float %539, %540, !dbg !451
  store float %541, ptr %61, align 4, !dbg !452
  %542 = load float, ptr %58, align 4, !dbg !453
  %543 = load float, ptr %55, align 4, !dbg !454
  %544 = fsub contract float %542, %543, !dbg !455
  store float %544, ptr %62, align 4, !dbg !456
  %545 = load float, ptr %59, align 4, !dbg !457
  %546 = load float, ptr %55, align 4, !dbg !458
  %547 = fsub contract float %545, %546, !dbg !459
  store float %547, ptr %63, align 4, !dbg !460
  %548 = load float, ptr %60, align 4, !dbg !461
  %549 = load float, ptr %60, align 4, !dbg !462
  %550 = fmul contract float %548, %549, !dbg !463
  %551 = load float, ptr %61, align 4, !dbg !464
  %552 = load float, ptr %61, align 4, !dbg !465
  %553 = fmul contract float %551, %552, !dbg !466
  %554 = fadd contract float %550, %553, !dbg !467
  %555 = load float, ptr %62, align 4, !dbg !468
  %556 = load float, ptr %62, align 4, !dbg !469
  %557 = fmul contract float %555, %556, !dbg !470
  %558 = fadd contract float %554, %557, !dbg !471
  %559 = load float, ptr %63, align 4, !dbg !472
  %560 = load float, ptr %63, align 4, !dbg !473
  %561 = fmul contract float %559, %560, !dbg !474
  %562 = fadd contract float %558, %561, !dbg !475
  %563 = load float, ptr %55, align 4, !dbg !476
  %564 = load float, ptr %55, align 4, !dbg !477
  %565 = fmul contract float %563, %564, !dbg !478
  %566 = fdiv contract float %562, %565, !dbg !479
  store float %566, ptr %64, align 4, !dbg !480
  %567 = load float, ptr %60, align 4, !dbg !481
  %568 = load float, ptr %61, align 4, !dbg !482
  %569 = fadd contract float %567, %568, !dbg !483
  %570 = load float, ptr %62, align 4, !dbg !484
  %571 = fadd contract float %569, %570, !dbg !485
  %572 = load float, ptr %63, align 4, !dbg !486
  %573 = fadd contract float %571, %572, !dbg !487
  %574 = load float, ptr %55, align 4, !dbg !488
  %575 = fdiv contract float %573, %574, !dbg !489
  store float %575, ptr %65, align 4, !dbg !490
  %576 = load float, ptr %64, align 4, !dbg !491
  %577 = fmul contract float 5.000000e-01, %576, !dbg !492
  %578 = load float, ptr %65, align 4, !dbg !493
  %579 = load float, ptr %65, align 4, !dbg !494
  %580 = fmul contract float %578, %579, !dbg !495
  %581 = fmul contract float 6.250000e-02, %580, !dbg !496
  %582 = fsub contract float %577, %581, !dbg !497
  store float %582, ptr %66, align 4, !dbg !498
  %583 = load float, ptr %65, align 4, !dbg !499
  %584 = fmul contract float 2.500000e-01, %583, !dbg !500
  %585 = fadd contract float 1.000000e+00, %584, !dbg !501
  store float %585, ptr %67, align 4, !dbg !502
  %586 = load float, ptr %66, align 4, !dbg !503
  %587 = load float, ptr %67, align 4, !dbg !504
  %588 = load float, ptr %67, align 4, !dbg !505
  %589 = fmul contract float %587, %588, !dbg !506
  %590 = fdiv contract float %586, %589, !dbg !507
  store float %590, ptr %68, align 4, !dbg !508
  %591 = load float, ptr %68, align 4, !dbg !509
  %592 = load float, ptr %54, align 4, !dbg !510
  %593 = fsub contract float %591, %592, !dbg !511
  %594 = load float, ptr %54, align 4, !dbg !512
  %595 = load float, ptr %54, align 4, !dbg !513
  %596 = fadd contract float 1.000000e+00, %595, !dbg !514
  %597 = fmul contract float %594, %596, !dbg !515
  %598 = fdiv contract float %593, %597, !dbg !516
  store float %598, ptr %67, align 4, !dbg !517
  %599 = load float, ptr %67, align 4, !dbg !518
  %600 = fadd contract float 1.000000e+00, %599, !dbg !519
  %601 = fdiv contract float 1.000000e+00, %600, !dbg !520
  store float %601, ptr %69, align 4, !dbg !521
  %602 = load float, ptr %69, align 4, !dbg !522
  %603 = fcmp contract olt float %602, 0.000000e+00, !dbg !523
  br i1 %603, label %604, label %605, !dbg !522

604:                                              ; preds = %535
  store float 0.000000e+00, ptr %69, align 4, !dbg !524
  br label %610, !dbg !525

605:                                              ; preds = %535
  %606 = load float, ptr %69, align 4, !dbg !526
  %607 = fcmp contract ogt float %606, 1.000000e+00, !dbg !527
  br i1 %607, label %608, label %609, !dbg !526

608:                                              ; preds = %605
  store float 1.000000e+00, ptr %69, align 4, !dbg !528
  br label %609, !dbg !529

609:                                              ; preds = %608, %605
  br label %610

610:                                              ; preds = %604, %609
  %611 = load float, ptr %69, align 4, !dbg !530
  br label %620, !dbg !373

612:                                              ; preds = %446
  %613 = load i32, ptr %77, align 4, !dbg !531
  %614 = sext i32 %613 to i64, !dbg !532
  %615 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %614, !dbg !532
  %616 = load i32, ptr %76, align 4, !dbg !533
  %617 = sext i32 %616 to i64, !dbg !532
  %618 = getelementptr inbounds [17 x float], ptr %615, i64 0, i64 %617, !dbg !532
  %619 = load float, ptr %618, align 4, !dbg !532
  br label %620, !dbg !373

620:                                              ; preds = %612, %610
  %621 = phi contract float [ %611, %610 ], [ %619, %612 ], !dbg !373
  %622 = load i32, ptr %77, align 4, !dbg !534
  %623 = sext i32 %622 to i64, !dbg !535
  %624 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %623, !dbg !535
  %625 = getelementptr inbounds [17 x float], ptr %624, i64 0, i64 16, !dbg !535
  store float %621, ptr %625, align 4, !dbg !536
  br label %626, !dbg !537

626:                                              ; preds = %620, %443
  call void @llvm.nvvm.barrier0(), !dbg !538
  %627 = load ptr, ptr %70, align 8, !dbg !539
  %628 = load i32, ptr %78, align 4, !dbg !540
  %629 = load i32, ptr %73, align 4, !dbg !541
  %630 = mul nsw i32 %628, %629, !dbg !542
  %631 = load i32, ptr %79, align 4, !dbg !543
  %632 = add nsw i32 %630, %631, !dbg !544
  %633 = sext i32 %632 to i64, !dbg !539
  %634 = getelementptr inbounds float, ptr %627, i64 %633, !dbg !539
  %635 = load float, ptr %634, align 4, !dbg !539
  store float %635, ptr %80, align 4, !dbg !545
  %636 = load i32, ptr %78, align 4, !dbg !546
  %637 = icmp eq i32 %636, 0, !dbg !547
  br i1 %637, label %638, label %640, !dbg !548

638:                                              ; preds = %626
  %639 = load float, ptr %80, align 4, !dbg !549
  br label %651, !dbg !548

640:                                              ; preds = %626
  %641 = load ptr, ptr %70, align 8, !dbg !550
  %642 = load i32, ptr %78, align 4, !dbg !551
  %643 = sub nsw i32 %642, 1, !dbg !552
  %644 = load i32, ptr %73, align 4, !dbg !553
  %645 = mul nsw i32 %643, %644, !dbg !554
  %646 = load i32, ptr %79, align 4, !dbg !555
  %647 = add nsw i32 %645, %646, !dbg !556
  %648 = sext i32 %647 to i64, !dbg !550
  %649 = getelementptr inbounds float, ptr %641, i64 %648, !dbg !550
  %650 = load float, ptr %649, align 4, !dbg !550
  br label %651, !dbg !548

651:                                              ; preds = %640, %638
  %652 = phi contract float [ %639, %638 ], [ %650, %640 ], !dbg !548
  store float %652, ptr %81, align 4, !dbg !557
  %653 = load i32, ptr %78, align 4, !dbg !558
  %654 = load i32, ptr %72, align 4, !dbg !559
  %655 = sub nsw i32 %654, 1, !dbg !560
  %656 = icmp eq i32 %653, %655, !dbg !561
  br i1 %656, label %657, label %659, !dbg !562

657:                                              ; preds = %651
  %658 = load float, ptr %80, align 4, !dbg !563
  br label %670, !dbg !562

659:                                              ; preds = %651
  %660 = load ptr, ptr %70, align 8, !dbg !564
  %661 = load i32, ptr %78, align 4, !dbg !565
  %662 = add nsw i32 %661, 1, !dbg !566
  %663 = load i32, ptr %73, align 4, !dbg !567
  %664 = mul nsw i32 %662, %663, !dbg !568
  %665 = load i32, ptr %79, align 4, !dbg !569
  %666 = add nsw i32 %664, %665, !dbg !570
  %667 = sext i32 %666 to i64, !dbg !564
  %668 = getelementptr inbounds float, ptr %660, i64 %667, !dbg !564
  %669 = load float, ptr %668, align 4, !dbg !564
  br label %670, !dbg !562

670:                                              ; preds = %659, %657
  %671 = phi contract float [ %658, %657 ], [ %669, %659 ], !dbg !562
  store float %671, ptr %82, align 4, !dbg !571
  %672 = load i32, ptr %79, align 4, !dbg !572
  %673 = icmp eq i32 %672, 0, !dbg !573
  br i1 %673, label %674, label %676, !dbg !574

674:                                              ; preds = %670
  %675 = load float, ptr %80, align 4, !dbg !575
  br label %687, !dbg !574

676:                                              ; preds = %670
  %677 = load ptr, ptr %70, align 8, !dbg !576
  %678 = load i32, ptr %78, align 4, !dbg !577
  %679 = load i32, ptr %73, align 4, !dbg !578
  %680 = mul nsw i32 %678, %679, !dbg !579
  %681 = load i32, ptr %79, align 4, !dbg !580
  %682 = add nsw i32 %680, %681, !dbg !581
  %683 = sub nsw i32 %682, 1, !dbg !582
  %684 = sext i32 %683 to i64, !dbg !576
  %685 = getelementptr inbounds float, ptr %677, i64 %684, !dbg !576
  %686 = load float, ptr %685, align 4, !dbg !576
  br label %687, !dbg !574

687:                                              ; preds = %676, %674
  %688 = phi contract float [ %675, %674 ], [ %686, %676 ], !dbg !574
  store float %688, ptr %83, align 4, !dbg !583
  %689 = load i32, ptr %79, align 4, !dbg !584
  %690 = load i32, ptr %73, align 4, !dbg !585
  %691 = sub nsw i32 %690, 1, !dbg !586
  %692 = icmp eq i32 %689, %691, !dbg !587
  br i1 %692, label %693, label %695, !dbg !588

693:                                              ; preds = %687
  %694 = load float, ptr %80, align 4, !dbg !589
  br label %706, !dbg !588

695:                                              ; preds = %687
  %696 = load ptr, ptr %70, align 8, !dbg !590
  %697 = load i32, ptr %78, align 4, !dbg !591
  %698 = load i32, ptr %73, align 4, !dbg !592
  %699 = mul nsw i32 %697, %698, !dbg !593
  %700 = load i32, ptr %79, align 4, !dbg !594
  %701 = add nsw i32 %699, %700, !dbg !595
  %702 = add nsw i32 %701, 1, !dbg !596
  %703 = sext i32 %702 to i64, !dbg !590
  %704 = getelementptr inbounds float, ptr %696, i64 %703, !dbg !590
  %705 = load float, ptr %704, align 4, !dbg !590
  br label %706, !dbg !588

706:                                              ; preds = %695, %693
  %707 = phi contract float [ %694, %693 ], [ %705, %695 ], !dbg !588
  store float %707, ptr %84, align 4, !dbg !597
  %708 = load i32, ptr %77, align 4, !dbg !598
  %709 = sext i32 %708 to i64, !dbg !599
  %710 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %709, !dbg !599
  %711 = load i32, ptr %76, align 4, !dbg !600
  %712 = sext i32 %711 to i64, !dbg !599
  %713 = getelementptr inbounds [17 x float], ptr %710, i64 0, i64 %712, !dbg !599
  %714 = load float, ptr %713, align 4, !dbg !599
  store float %714, ptr %85, align 4, !dbg !601
  %715 = load float, ptr %85, align 4, !dbg !602
  %716 = load float, ptr %81, align 4, !dbg !603
  %717 = load float, ptr %80, align 4, !dbg !604
  %718 = fsub contract float %716, %717, !dbg !605
  %719 = fmul contract float %715, %718, !dbg !606
  %720 = load i32, ptr %77, align 4, !dbg !607
  %721 = add nsw i32 %720, 1, !dbg !608
  %722 = sext i32 %721 to i64, !dbg !609
  %723 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %722, !dbg !609
  %724 = load i32, ptr %76, align 4, !dbg !610
  %725 = sext i32 %724 to i64, !dbg !609
  %726 = getelementptr inbounds [17 x float], ptr %723, i64 0, i64 %725, !dbg !609
  %727 = load float, ptr %726, align 4, !dbg !609
  %728 = load float, ptr %82, align 4, !dbg !611
  %729 = load float, ptr %80, align 4, !dbg !612
  %730 = fsub contract float %728, %729, !dbg !613
  %731 = fmul contract float %727, %730, !dbg !614
  %732 = fadd contract float %719, %731, !dbg !615
  %733 = load float, ptr %85, align 4, !dbg !616
  %734 = load float, ptr %83, align 4, !dbg !617
  %735 = load float, ptr %80, align 4, !dbg !618
  %736 = fsub contract float %734, %735, !dbg !619
  %737 = fmul contract float %733, %736, !dbg !620
  %738 = fadd contract float %732, %737, !dbg !621
  %739 = load i32, ptr %77, align 4, !dbg !622
  %740 = sext i32 %739 to i64, !dbg !623
  %741 = getelementptr inbounds [17 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ4sradE2cs to ptr), i64 0, i64 %740, !dbg !623
  %742 = load i32, ptr %76, align 4, !dbg !624
  %743 = add nsw i32 %742, 1, !dbg !625
  %744 = sext i32 %743 to i64, !dbg !623
  %745 = getelementptr inbounds [17 x float], ptr %741, i64 0, i64 %744, !dbg !623
  %746 = load float, ptr %745, align 4, !dbg !623
  %747 = load float, ptr %84, align 4, !dbg !626
  %748 = load float, ptr %80, align 4, !dbg !627
  %749 = fsub contract float %747, %748, !dbg !628
  %750 = fmul contract float %746, %749, !dbg !629
  %751 = fadd contract float %738, %750, !dbg !630
  store float %751, ptr %86, align 4, !dbg !631
  %752 = load float, ptr %80, align 4, !dbg !632
  %753 = load float, ptr %75, align 4, !dbg !633
  %754 = fmul contract float 2.500000e-01, %753, !dbg !634
  %755 = load float, ptr %86, align 4, !dbg !635
  %756 = fmul contract float %754, %755, !dbg !636
  %757 = fadd contract float %752, %756, !dbg !637
  %758 = load ptr, ptr %71, align 8, !dbg !638
  %759 = load i32, ptr %78, align 4, !dbg !639
  %760 = load i32, ptr %73, align 4, !dbg !640
  %761 = mul nsw i32 %759, %760, !dbg !641
  %762 = load i32, ptr %79, align 4, !dbg !642
  %763 = add nsw i32 %761, %762, !dbg !643
  %764 = sext i32 %763 to i64, !dbg !638
  %765 = getelementptr inbounds float, ptr %758, i64 %764, !dbg !638
  store float %757, ptr %765, align 4, !dbg !644
  ret void, !dbg !645
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/srad.cu", directory: ".")
!2 = !{ptr @srad, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "srad", scope: !1, file: !1, line: 48, type: !10, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 51, column: 12, scope: !9)
!16 = !DILocation(line: 51, column: 7, scope: !9)
!17 = !DILocation(line: 45, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 51, column: 30, scope: !9)
!20 = !DILocation(line: 51, column: 25, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 52, column: 11, scope: !9)
!24 = !DILocation(line: 52, column: 22, scope: !9)
!25 = !DILocation(line: 52, column: 29, scope: !9)
!26 = !DILocation(line: 52, column: 27, scope: !9)
!27 = !DILocation(line: 52, column: 7, scope: !9)
!28 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 53, column: 11, scope: !9)
!31 = !DILocation(line: 53, column: 22, scope: !9)
!32 = !DILocation(line: 53, column: 29, scope: !9)
!33 = !DILocation(line: 53, column: 27, scope: !9)
!34 = !DILocation(line: 53, column: 7, scope: !9)
!35 = !DILocation(line: 55, column: 27, scope: !9)
!36 = !DILocation(line: 55, column: 30, scope: !9)
!37 = !DILocation(line: 55, column: 36, scope: !9)
!38 = !DILocation(line: 55, column: 42, scope: !9)
!39 = !DILocation(line: 55, column: 45, scope: !9)
!40 = !DILocation(line: 55, column: 48, scope: !9)
!41 = !DILocation(line: 15, column: 14, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "srad_coeff", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!43 = distinct !DILocation(line: 55, column: 16, scope: !9)
!44 = !DILocation(line: 15, column: 16, scope: !42, inlinedAt: !43)
!45 = !DILocation(line: 15, column: 20, scope: !42, inlinedAt: !43)
!46 = !DILocation(line: 15, column: 18, scope: !42, inlinedAt: !43)
!47 = !DILocation(line: 15, column: 27, scope: !42, inlinedAt: !43)
!48 = !DILocation(line: 15, column: 25, scope: !42, inlinedAt: !43)
!49 = !DILocation(line: 15, column: 9, scope: !42, inlinedAt: !43)
!50 = !DILocation(line: 17, column: 7, scope: !42, inlinedAt: !43)
!51 = !DILocation(line: 17, column: 9, scope: !42, inlinedAt: !43)
!52 = !DILocation(line: 18, column: 10, scope: !42, inlinedAt: !43)
!53 = !DILocation(line: 18, column: 8, scope: !42, inlinedAt: !43)
!54 = !DILocation(line: 18, column: 5, scope: !42, inlinedAt: !43)
!55 = !DILocation(line: 20, column: 10, scope: !42, inlinedAt: !43)
!56 = !DILocation(line: 20, column: 13, scope: !42, inlinedAt: !43)
!57 = !DILocation(line: 20, column: 15, scope: !42, inlinedAt: !43)
!58 = !DILocation(line: 20, column: 22, scope: !42, inlinedAt: !43)
!59 = !DILocation(line: 20, column: 20, scope: !42, inlinedAt: !43)
!60 = !DILocation(line: 20, column: 29, scope: !42, inlinedAt: !43)
!61 = !DILocation(line: 20, column: 27, scope: !42, inlinedAt: !43)
!62 = !DILocation(line: 20, column: 8, scope: !42, inlinedAt: !43)
!63 = !DILocation(line: 21, column: 7, scope: !42, inlinedAt: !43)
!64 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !43)
!65 = !DILocation(line: 21, column: 17, scope: !42, inlinedAt: !43)
!66 = !DILocation(line: 21, column: 9, scope: !42, inlinedAt: !43)
!67 = !DILocation(line: 22, column: 10, scope: !42, inlinedAt: !43)
!68 = !DILocation(line: 22, column: 8, scope: !42, inlinedAt: !43)
!69 = !DILocation(line: 22, column: 5, scope: !42, inlinedAt: !43)
!70 = !DILocation(line: 24, column: 10, scope: !42, inlinedAt: !43)
!71 = !DILocation(line: 24, column: 13, scope: !42, inlinedAt: !43)
!72 = !DILocation(line: 24, column: 15, scope: !42, inlinedAt: !43)
!73 = !DILocation(line: 24, column: 22, scope: !42, inlinedAt: !43)
!74 = !DILocation(line: 24, column: 20, scope: !42, inlinedAt: !43)
!75 = !DILocation(line: 24, column: 29, scope: !42, inlinedAt: !43)
!76 = !DILocation(line: 24, column: 27, scope: !42, inlinedAt: !43)
!77 = !DILocation(line: 24, column: 8, scope: !42, inlinedAt: !43)
!78 = !DILocation(line: 25, column: 7, scope: !42, inlinedAt: !43)
!79 = !DILocation(line: 25, column: 9, scope: !42, inlinedAt: !43)
!80 = !DILocation(line: 26, column: 10, scope: !42, inlinedAt: !43)
!81 = !DILocation(line: 26, column: 8, scope: !42, inlinedAt: !43)
!82 = !DILocation(line: 26, column: 5, scope: !42, inlinedAt: !43)
!83 = !DILocation(line: 28, column: 10, scope: !42, inlinedAt: !43)
!84 = !DILocation(line: 28, column: 12, scope: !42, inlinedAt: !43)
!85 = !DILocation(line: 28, column: 16, scope: !42, inlinedAt: !43)
!86 = !DILocation(line: 28, column: 14, scope: !42, inlinedAt: !43)
!87 = !DILocation(line: 28, column: 23, scope: !42, inlinedAt: !43)
!88 = !DILocation(line: 28, column: 21, scope: !42, inlinedAt: !43)
!89 = !DILocation(line: 28, column: 25, scope: !42, inlinedAt: !43)
!90 = !DILocation(line: 28, column: 8, scope: !42, inlinedAt: !43)
!91 = !DILocation(line: 29, column: 7, scope: !42, inlinedAt: !43)
!92 = !DILocation(line: 29, column: 12, scope: !42, inlinedAt: !43)
!93 = !DILocation(line: 29, column: 17, scope: !42, inlinedAt: !43)
!94 = !DILocation(line: 29, column: 9, scope: !42, inlinedAt: !43)
!95 = !DILocation(line: 30, column: 10, scope: !42, inlinedAt: !43)
!96 = !DILocation(line: 30, column: 8, scope: !42, inlinedAt: !43)
!97 = !DILocation(line: 30, column: 5, scope: !42, inlinedAt: !43)
!98 = !DILocation(line: 32, column: 10, scope: !42, inlinedAt: !43)
!99 = !DILocation(line: 32, column: 12, scope: !42, inlinedAt: !43)
!100 = !DILocation(line: 32, column: 16, scope: !42, inlinedAt: !43)
!101 = !DILocation(line: 32, column: 14, scope: !42, inlinedAt: !43)
!102 = !DILocation(line: 32, column: 23, scope: !42, inlinedAt: !43)
!103 = !DILocation(line: 32, column: 21, scope: !42, inlinedAt: !43)
!104 = !DILocation(line: 32, column: 25, scope: !42, inlinedAt: !43)
!105 = !DILocation(line: 32, column: 8, scope: !42, inlinedAt: !43)
!106 = !DILocation(line: 33, column: 14, scope: !42, inlinedAt: !43)
!107 = !DILocation(line: 33, column: 19, scope: !42, inlinedAt: !43)
!108 = !DILocation(line: 33, column: 17, scope: !42, inlinedAt: !43)
!109 = !DILocation(line: 33, column: 9, scope: !42, inlinedAt: !43)
!110 = !DILocation(line: 33, column: 28, scope: !42, inlinedAt: !43)
!111 = !DILocation(line: 33, column: 33, scope: !42, inlinedAt: !43)
!112 = !DILocation(line: 33, column: 31, scope: !42, inlinedAt: !43)
!113 = !DILocation(line: 33, column: 23, scope: !42, inlinedAt: !43)
!114 = !DILocation(line: 33, column: 42, scope: !42, inlinedAt: !43)
!115 = !DILocation(line: 33, column: 47, scope: !42, inlinedAt: !43)
!116 = !DILocation(line: 33, column: 45, scope: !42, inlinedAt: !43)
!117 = !DILocation(line: 33, column: 37, scope: !42, inlinedAt: !43)
!118 = !DILocation(line: 33, column: 56, scope: !42, inlinedAt: !43)
!119 = !DILocation(line: 33, column: 61, scope: !42, inlinedAt: !43)
!120 = !DILocation(line: 33, column: 59, scope: !42, inlinedAt: !43)
!121 = !DILocation(line: 33, column: 51, scope: !42, inlinedAt: !43)
!122 = !DILocation(line: 34, column: 15, scope: !42, inlinedAt: !43)
!123 = !DILocation(line: 34, column: 20, scope: !42, inlinedAt: !43)
!124 = !DILocation(line: 34, column: 18, scope: !42, inlinedAt: !43)
!125 = !DILocation(line: 34, column: 25, scope: !42, inlinedAt: !43)
!126 = !DILocation(line: 34, column: 30, scope: !42, inlinedAt: !43)
!127 = !DILocation(line: 34, column: 28, scope: !42, inlinedAt: !43)
!128 = !DILocation(line: 34, column: 23, scope: !42, inlinedAt: !43)
!129 = !DILocation(line: 34, column: 35, scope: !42, inlinedAt: !43)
!130 = !DILocation(line: 34, column: 40, scope: !42, inlinedAt: !43)
!131 = !DILocation(line: 34, column: 38, scope: !42, inlinedAt: !43)
!132 = !DILocation(line: 34, column: 33, scope: !42, inlinedAt: !43)
!133 = !DILocation(line: 34, column: 45, scope: !42, inlinedAt: !43)
!134 = !DILocation(line: 34, column: 50, scope: !42, inlinedAt: !43)
!135 = !DILocation(line: 34, column: 48, scope: !42, inlinedAt: !43)
!136 = !DILocation(line: 34, column: 43, scope: !42, inlinedAt: !43)
!137 = !DILocation(line: 34, column: 57, scope: !42, inlinedAt: !43)
!138 = !DILocation(line: 34, column: 62, scope: !42, inlinedAt: !43)
!139 = !DILocation(line: 34, column: 60, scope: !42, inlinedAt: !43)
!140 = !DILocation(line: 34, column: 54, scope: !42, inlinedAt: !43)
!141 = !DILocation(line: 34, column: 9, scope: !42, inlinedAt: !43)
!142 = !DILocation(line: 35, column: 14, scope: !42, inlinedAt: !43)
!143 = !DILocation(line: 35, column: 19, scope: !42, inlinedAt: !43)
!144 = !DILocation(line: 35, column: 17, scope: !42, inlinedAt: !43)
!145 = !DILocation(line: 35, column: 24, scope: !42, inlinedAt: !43)
!146 = !DILocation(line: 35, column: 22, scope: !42, inlinedAt: !43)
!147 = !DILocation(line: 35, column: 29, scope: !42, inlinedAt: !43)
!148 = !DILocation(line: 35, column: 27, scope: !42, inlinedAt: !43)
!149 = !DILocation(line: 35, column: 35, scope: !42, inlinedAt: !43)
!150 = !DILocation(line: 35, column: 33, scope: !42, inlinedAt: !43)
!151 = !DILocation(line: 35, column: 9, scope: !42, inlinedAt: !43)
!152 = !DILocation(line: 36, column: 22, scope: !42, inlinedAt: !43)
!153 = !DILocation(line: 36, column: 20, scope: !42, inlinedAt: !43)
!154 = !DILocation(line: 36, column: 45, scope: !42, inlinedAt: !43)
!155 = !DILocation(line: 36, column: 49, scope: !42, inlinedAt: !43)
!156 = !DILocation(line: 36, column: 47, scope: !42, inlinedAt: !43)
!157 = !DILocation(line: 36, column: 42, scope: !42, inlinedAt: !43)
!158 = !DILocation(line: 36, column: 25, scope: !42, inlinedAt: !43)
!159 = !DILocation(line: 36, column: 9, scope: !42, inlinedAt: !43)
!160 = !DILocation(line: 37, column: 30, scope: !42, inlinedAt: !43)
!161 = !DILocation(line: 37, column: 28, scope: !42, inlinedAt: !43)
!162 = !DILocation(line: 37, column: 20, scope: !42, inlinedAt: !43)
!163 = !DILocation(line: 37, column: 9, scope: !42, inlinedAt: !43)
!164 = !DILocation(line: 38, column: 16, scope: !42, inlinedAt: !43)
!165 = !DILocation(line: 38, column: 23, scope: !42, inlinedAt: !43)
!166 = !DILocation(line: 38, column: 29, scope: !42, inlinedAt: !43)
!167 = !DILocation(line: 38, column: 27, scope: !42, inlinedAt: !43)
!168 = !DILocation(line: 38, column: 20, scope: !42, inlinedAt: !43)
!169 = !DILocation(line: 38, column: 9, scope: !42, inlinedAt: !43)
!170 = !DILocation(line: 39, column: 10, scope: !42, inlinedAt: !43)
!171 = !DILocation(line: 39, column: 17, scope: !42, inlinedAt: !43)
!172 = !DILocation(line: 39, column: 15, scope: !42, inlinedAt: !43)
!173 = !DILocation(line: 39, column: 27, scope: !42, inlinedAt: !43)
!174 = !DILocation(line: 39, column: 43, scope: !42, inlinedAt: !43)
!175 = !DILocation(line: 39, column: 41, scope: !42, inlinedAt: !43)
!176 = !DILocation(line: 39, column: 33, scope: !42, inlinedAt: !43)
!177 = !DILocation(line: 39, column: 24, scope: !42, inlinedAt: !43)
!178 = !DILocation(line: 39, column: 7, scope: !42, inlinedAt: !43)
!179 = !DILocation(line: 40, column: 28, scope: !42, inlinedAt: !43)
!180 = !DILocation(line: 40, column: 26, scope: !42, inlinedAt: !43)
!181 = !DILocation(line: 40, column: 18, scope: !42, inlinedAt: !43)
!182 = !DILocation(line: 40, column: 9, scope: !42, inlinedAt: !43)
!183 = !DILocation(line: 41, column: 7, scope: !42, inlinedAt: !43)
!184 = !DILocation(line: 41, column: 9, scope: !42, inlinedAt: !43)
!185 = !DILocation(line: 42, column: 7, scope: !42, inlinedAt: !43)
!186 = !DILocation(line: 42, column: 5, scope: !42, inlinedAt: !43)
!187 = !DILocation(line: 43, column: 12, scope: !42, inlinedAt: !43)
!188 = !DILocation(line: 43, column: 14, scope: !42, inlinedAt: !43)
!189 = !DILocation(line: 44, column: 7, scope: !42, inlinedAt: !43)
!190 = !DILocation(line: 44, column: 5, scope: !42, inlinedAt: !43)
!191 = !DILocation(line: 45, column: 10, scope: !42, inlinedAt: !43)
!192 = !DILocation(line: 55, column: 6, scope: !9)
!193 = !DILocation(line: 55, column: 3, scope: !9)
!194 = !DILocation(line: 55, column: 10, scope: !9)
!195 = !DILocation(line: 55, column: 14, scope: !9)
!196 = !DILocation(line: 56, column: 7, scope: !9)
!197 = !DILocation(line: 56, column: 10, scope: !9)
!198 = !DILocation(line: 58, column: 19, scope: !9)
!199 = !DILocation(line: 58, column: 21, scope: !9)
!200 = !DILocation(line: 58, column: 27, scope: !9)
!201 = !DILocation(line: 58, column: 25, scope: !9)
!202 = !DILocation(line: 58, column: 18, scope: !9)
!203 = !DILocation(line: 58, column: 46, scope: !9)
!204 = !DILocation(line: 58, column: 49, scope: !9)
!205 = !DILocation(line: 58, column: 55, scope: !9)
!206 = !DILocation(line: 58, column: 61, scope: !9)
!207 = !DILocation(line: 58, column: 63, scope: !9)
!208 = !DILocation(line: 58, column: 68, scope: !9)
!209 = !DILocation(line: 58, column: 71, scope: !9)
!210 = !DILocation(line: 15, column: 14, scope: !42, inlinedAt: !211)
!211 = distinct !DILocation(line: 58, column: 35, scope: !9)
!212 = !DILocation(line: 15, column: 16, scope: !42, inlinedAt: !211)
!213 = !DILocation(line: 15, column: 20, scope: !42, inlinedAt: !211)
!214 = !DILocation(line: 15, column: 18, scope: !42, inlinedAt: !211)
!215 = !DILocation(line: 15, column: 27, scope: !42, inlinedAt: !211)
!216 = !DILocation(line: 15, column: 25, scope: !42, inlinedAt: !211)
!217 = !DILocation(line: 15, column: 9, scope: !42, inlinedAt: !211)
!218 = !DILocation(line: 17, column: 7, scope: !42, inlinedAt: !211)
!219 = !DILocation(line: 17, column: 9, scope: !42, inlinedAt: !211)
!220 = !DILocation(line: 18, column: 10, scope: !42, inlinedAt: !211)
!221 = !DILocation(line: 18, column: 8, scope: !42, inlinedAt: !211)
!222 = !DILocation(line: 18, column: 5, scope: !42, inlinedAt: !211)
!223 = !DILocation(line: 20, column: 10, scope: !42, inlinedAt: !211)
!224 = !DILocation(line: 20, column: 13, scope: !42, inlinedAt: !211)
!225 = !DILocation(line: 20, column: 15, scope: !42, inlinedAt: !211)
!226 = !DILocation(line: 20, column: 22, scope: !42, inlinedAt: !211)
!227 = !DILocation(line: 20, column: 20, scope: !42, inlinedAt: !211)
!228 = !DILocation(line: 20, column: 29, scope: !42, inlinedAt: !211)
!229 = !DILocation(line: 20, column: 27, scope: !42, inlinedAt: !211)
!230 = !DILocation(line: 20, column: 8, scope: !42, inlinedAt: !211)
!231 = !DILocation(line: 21, column: 7, scope: !42, inlinedAt: !211)
!232 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !211)
!233 = !DILocation(line: 21, column: 17, scope: !42, inlinedAt: !211)
!234 = !DILocation(line: 21, column: 9, scope: !42, inlinedAt: !211)
!235 = !DILocation(line: 22, column: 10, scope: !42, inlinedAt: !211)
!236 = !DILocation(line: 22, column: 8, scope: !42, inlinedAt: !211)
!237 = !DILocation(line: 22, column: 5, scope: !42, inlinedAt: !211)
!238 = !DILocation(line: 24, column: 10, scope: !42, inlinedAt: !211)
!239 = !DILocation(line: 24, column: 13, scope: !42, inlinedAt: !211)
!240 = !DILocation(line: 24, column: 15, scope: !42, inlinedAt: !211)
!241 = !DILocation(line: 24, column: 22, scope: !42, inlinedAt: !211)
!242 = !DILocation(line: 24, column: 20, scope: !42, inlinedAt: !211)
!243 = !DILocation(line: 24, column: 29, scope: !42, inlinedAt: !211)
!244 = !DILocation(line: 24, column: 27, scope: !42, inlinedAt: !211)
!245 = !DILocation(line: 24, column: 8, scope: !42, inlinedAt: !211)
!246 = !DILocation(line: 25, column: 7, scope: !42, inlinedAt: !211)
!247 = !DILocation(line: 25, column: 9, scope: !42, inlinedAt: !211)
!248 = !DILocation(line: 26, column: 10, scope: !42, inlinedAt: !211)
!249 = !DILocation(line: 26, column: 8, scope: !42, inlinedAt: !211)
!250 = !DILocation(line: 26, column: 5, scope: !42, inlinedAt: !211)
!251 = !DILocation(line: 28, column: 10, scope: !42, inlinedAt: !211)
!252 = !DILocation(line: 28, column: 12, scope: !42, inlinedAt: !211)
!253 = !DILocation(line: 28, column: 16, scope: !42, inlinedAt: !211)
!254 = !DILocation(line: 28, column: 14, scope: !42, inlinedAt: !211)
!255 = !DILocation(line: 28, column: 23, scope: !42, inlinedAt: !211)
!256 = !DILocation(line: 28, column: 21, scope: !42, inlinedAt: !211)
!257 = !DILocation(line: 28, column: 25, scope: !42, inlinedAt: !211)
!258 = !DILocation(line: 28, column: 8, scope: !42, inlinedAt: !211)
!259 = !DILocation(line: 29, column: 7, scope: !42, inlinedAt: !211)
!260 = !DILocation(line: 29, column: 12, scope: !42, inlinedAt: !211)
!261 = !DILocation(line: 29, column: 17, scope: !42, inlinedAt: !211)
!262 = !DILocation(line: 29, column: 9, scope: !42, inlinedAt: !211)
!263 = !DILocation(line: 30, column: 10, scope: !42, inlinedAt: !211)
!264 = !DILocation(line: 30, column: 8, scope: !42, inlinedAt: !211)
!265 = !DILocation(line: 30, column: 5, scope: !42, inlinedAt: !211)
!266 = !DILocation(line: 32, column: 10, scope: !42, inlinedAt: !211)
!267 = !DILocation(line: 32, column: 12, scope: !42, inlinedAt: !211)
!268 = !DILocation(line: 32, column: 16, scope: !42, inlinedAt: !211)
!269 = !DILocation(line: 32, column: 14, scope: !42, inlinedAt: !211)
!270 = !DILocation(line: 32, column: 23, scope: !42, inlinedAt: !211)
!271 = !DILocation(line: 32, column: 21, scope: !42, inlinedAt: !211)
!272 = !DILocation(line: 32, column: 25, scope: !42, inlinedAt: !211)
!273 = !DILocation(line: 32, column: 8, scope: !42, inlinedAt: !211)
!274 = !DILocation(line: 33, column: 14, scope: !42, inlinedAt: !211)
!275 = !DILocation(line: 33, column: 19, scope: !42, inlinedAt: !211)
!276 = !DILocation(line: 33, column: 17, scope: !42, inlinedAt: !211)
!277 = !DILocation(line: 33, column: 9, scope: !42, inlinedAt: !211)
!278 = !DILocation(line: 33, column: 28, scope: !42, inlinedAt: !211)
!279 = !DILocation(line: 33, column: 33, scope: !42, inlinedAt: !211)
!280 = !DILocation(line: 33, column: 31, scope: !42, inlinedAt: !211)
!281 = !DILocation(line: 33, column: 23, scope: !42, inlinedAt: !211)
!282 = !DILocation(line: 33, column: 42, scope: !42, inlinedAt: !211)
!283 = !DILocation(line: 33, column: 47, scope: !42, inlinedAt: !211)
!284 = !DILocation(line: 33, column: 45, scope: !42, inlinedAt: !211)
!285 = !DILocation(line: 33, column: 37, scope: !42, inlinedAt: !211)
!286 = !DILocation(line: 33, column: 56, scope: !42, inlinedAt: !211)
!287 = !DILocation(line: 33, column: 61, scope: !42, inlinedAt: !211)
!288 = !DILocation(line: 33, column: 59, scope: !42, inlinedAt: !211)
!289 = !DILocation(line: 33, column: 51, scope: !42, inlinedAt: !211)
!290 = !DILocation(line: 34, column: 15, scope: !42, inlinedAt: !211)
!291 = !DILocation(line: 34, column: 20, scope: !42, inlinedAt: !211)
!292 = !DILocation(line: 34, column: 18, scope: !42, inlinedAt: !211)
!293 = !DILocation(line: 34, column: 25, scope: !42, inlinedAt: !211)
!294 = !DILocation(line: 34, column: 30, scope: !42, inlinedAt: !211)
!295 = !DILocation(line: 34, column: 28, scope: !42, inlinedAt: !211)
!296 = !DILocation(line: 34, column: 23, scope: !42, inlinedAt: !211)
!297 = !DILocation(line: 34, column: 35, scope: !42, inlinedAt: !211)
!298 = !DILocation(line: 34, column: 40, scope: !42, inlinedAt: !211)
!299 = !DILocation(line: 34, column: 38, scope: !42, inlinedAt: !211)
!300 = !DILocation(line: 34, column: 33, scope: !42, inlinedAt: !211)
!301 = !DILocation(line: 34, column: 45, scope: !42, inlinedAt: !211)
!302 = !DILocation(line: 34, column: 50, scope: !42, inlinedAt: !211)
!303 = !DILocation(line: 34, column: 48, scope: !42, inlinedAt: !211)
!304 = !DILocation(line: 34, column: 43, scope: !42, inlinedAt: !211)
!305 = !DILocation(line: 34, column: 57, scope: !42, inlinedAt: !211)
!306 = !DILocation(line: 34, column: 62, scope: !42, inlinedAt: !211)
!307 = !DILocation(line: 34, column: 60, scope: !42, inlinedAt: !211)
!308 = !DILocation(line: 34, column: 54, scope: !42, inlinedAt: !211)
!309 = !DILocation(line: 34, column: 9, scope: !42, inlinedAt: !211)
!310 = !DILocation(line: 35, column: 14, scope: !42, inlinedAt: !211)
!311 = !DILocation(line: 35, column: 19, scope: !42, inlinedAt: !211)
!312 = !DILocation(line: 35, column: 17, scope: !42, inlinedAt: !211)
!313 = !DILocation(line: 35, column: 24, scope: !42, inlinedAt: !211)
!314 = !DILocation(line: 35, column: 22, scope: !42, inlinedAt: !211)
!315 = !DILocation(line: 35, column: 29, scope: !42, inlinedAt: !211)
!316 = !DILocation(line: 35, column: 27, scope: !42, inlinedAt: !211)
!317 = !DILocation(line: 35, column: 35, scope: !42, inlinedAt: !211)
!318 = !DILocation(line: 35, column: 33, scope: !42, inlinedAt: !211)
!319 = !DILocation(line: 35, column: 9, scope: !42, inlinedAt: !211)
!320 = !DILocation(line: 36, column: 22, scope: !42, inlinedAt: !211)
!321 = !DILocation(line: 36, column: 20, scope: !42, inlinedAt: !211)
!322 = !DILocation(line: 36, column: 45, scope: !42, inlinedAt: !211)
!323 = !DILocation(line: 36, column: 49, scope: !42, inlinedAt: !211)
!324 = !DILocation(line: 36, column: 47, scope: !42, inlinedAt: !211)
!325 = !DILocation(line: 36, column: 42, scope: !42, inlinedAt: !211)
!326 = !DILocation(line: 36, column: 25, scope: !42, inlinedAt: !211)
!327 = !DILocation(line: 36, column: 9, scope: !42, inlinedAt: !211)
!328 = !DILocation(line: 37, column: 30, scope: !42, inlinedAt: !211)
!329 = !DILocation(line: 37, column: 28, scope: !42, inlinedAt: !211)
!330 = !DILocation(line: 37, column: 20, scope: !42, inlinedAt: !211)
!331 = !DILocation(line: 37, column: 9, scope: !42, inlinedAt: !211)
!332 = !DILocation(line: 38, column: 16, scope: !42, inlinedAt: !211)
!333 = !DILocation(line: 38, column: 23, scope: !42, inlinedAt: !211)
!334 = !DILocation(line: 38, column: 29, scope: !42, inlinedAt: !211)
!335 = !DILocation(line: 38, column: 27, scope: !42, inlinedAt: !211)
!336 = !DILocation(line: 38, column: 20, scope: !42, inlinedAt: !211)
!337 = !DILocation(line: 38, column: 9, scope: !42, inlinedAt: !211)
!338 = !DILocation(line: 39, column: 10, scope: !42, inlinedAt: !211)
!339 = !DILocation(line: 39, column: 17, scope: !42, inlinedAt: !211)
!340 = !DILocation(line: 39, column: 15, scope: !42, inlinedAt: !211)
!341 = !DILocation(line: 39, column: 27, scope: !42, inlinedAt: !211)
!342 = !DILocation(line: 39, column: 43, scope: !42, inlinedAt: !211)
!343 = !DILocation(line: 39, column: 41, scope: !42, inlinedAt: !211)
!344 = !DILocation(line: 39, column: 33, scope: !42, inlinedAt: !211)
!345 = !DILocation(line: 39, column: 24, scope: !42, inlinedAt: !211)
!346 = !DILocation(line: 39, column: 7, scope: !42, inlinedAt: !211)
!347 = !DILocation(line: 40, column: 28, scope: !42, inlinedAt: !211)
!348 = !DILocation(line: 40, column: 26, scope: !42, inlinedAt: !211)
!349 = !DILocation(line: 40, column: 18, scope: !42, inlinedAt: !211)
!350 = !DILocation(line: 40, column: 9, scope: !42, inlinedAt: !211)
!351 = !DILocation(line: 41, column: 7, scope: !42, inlinedAt: !211)
!352 = !DILocation(line: 41, column: 9, scope: !42, inlinedAt: !211)
!353 = !DILocation(line: 42, column: 7, scope: !42, inlinedAt: !211)
!354 = !DILocation(line: 42, column: 5, scope: !42, inlinedAt: !211)
!355 = !DILocation(line: 43, column: 12, scope: !42, inlinedAt: !211)
!356 = !DILocation(line: 43, column: 14, scope: !42, inlinedAt: !211)
!357 = !DILocation(line: 44, column: 7, scope: !42, inlinedAt: !211)
!358 = !DILocation(line: 44, column: 5, scope: !42, inlinedAt: !211)
!359 = !DILocation(line: 45, column: 10, scope: !42, inlinedAt: !211)
!360 = !DILocation(line: 58, column: 83, scope: !9)
!361 = !DILocation(line: 58, column: 80, scope: !9)
!362 = !DILocation(line: 58, column: 87, scope: !9)
!363 = !DILocation(line: 58, column: 12, scope: !9)
!364 = !DILocation(line: 58, column: 5, scope: !9)
!365 = !DILocation(line: 58, column: 16, scope: !9)
!366 = !DILocation(line: 59, column: 3, scope: !9)
!367 = !DILocation(line: 60, column: 7, scope: !9)
!368 = !DILocation(line: 60, column: 10, scope: !9)
!369 = !DILocation(line: 61, column: 19, scope: !9)
!370 = !DILocation(line: 61, column: 21, scope: !9)
!371 = !DILocation(line: 61, column: 27, scope: !9)
!372 = !DILocation(line: 61, column: 25, scope: !9)
!373 = !DILocation(line: 61, column: 18, scope: !9)
!374 = !DILocation(line: 61, column: 46, scope: !9)
!375 = !DILocation(line: 61, column: 49, scope: !9)
!376 = !DILocation(line: 61, column: 55, scope: !9)
!377 = !DILocation(line: 61, column: 61, scope: !9)
!378 = !DILocation(line: 61, column: 64, scope: !9)
!379 = !DILocation(line: 61, column: 66, scope: !9)
!380 = !DILocation(line: 61, column: 71, scope: !9)
!381 = !DILocation(line: 15, column: 14, scope: !42, inlinedAt: !382)
!382 = distinct !DILocation(line: 61, column: 35, scope: !9)
!383 = !DILocation(line: 15, column: 16, scope: !42, inlinedAt: !382)
!384 = !DILocation(line: 15, column: 20, scope: !42, inlinedAt: !382)
!385 = !DILocation(line: 15, column: 18, scope: !42, inlinedAt: !382)
!386 = !DILocation(line: 15, column: 27, scope: !42, inlinedAt: !382)
!387 = !DILocation(line: 15, column: 25, scope: !42, inlinedAt: !382)
!388 = !DILocation(line: 15, column: 9, scope: !42, inlinedAt: !382)
!389 = !DILocation(line: 17, column: 7, scope: !42, inlinedAt: !382)
!390 = !DILocation(line: 17, column: 9, scope: !42, inlinedAt: !382)
!391 = !DILocation(line: 18, column: 10, scope: !42, inlinedAt: !382)
!392 = !DILocation(line: 18, column: 8, scope: !42, inlinedAt: !382)
!393 = !DILocation(line: 18, column: 5, scope: !42, inlinedAt: !382)
!394 = !DILocation(line: 20, column: 10, scope: !42, inlinedAt: !382)
!395 = !DILocation(line: 20, column: 13, scope: !42, inlinedAt: !382)
!396 = !DILocation(line: 20, column: 15, scope: !42, inlinedAt: !382)
!397 = !DILocation(line: 20, column: 22, scope: !42, inlinedAt: !382)
!398 = !DILocation(line: 20, column: 20, scope: !42, inlinedAt: !382)
!399 = !DILocation(line: 20, column: 29, scope: !42, inlinedAt: !382)
!400 = !DILocation(line: 20, column: 27, scope: !42, inlinedAt: !382)
!401 = !DILocation(line: 20, column: 8, scope: !42, inlinedAt: !382)
!402 = !DILocation(line: 21, column: 7, scope: !42, inlinedAt: !382)
!403 = !DILocation(line: 21, column: 12, scope: !42, inlinedAt: !382)
!404 = !DILocation(line: 21, column: 17, scope: !42, inlinedAt: !382)
!405 = !DILocation(line: 21, column: 9, scope: !42, inlinedAt: !382)
!406 = !DILocation(line: 22, column: 10, scope: !42, inlinedAt: !382)
!407 = !DILocation(line: 22, column: 8, scope: !42, inlinedAt: !382)
!408 = !DILocation(line: 22, column: 5, scope: !42, inlinedAt: !382)
!409 = !DILocation(line: 24, column: 10, scope: !42, inlinedAt: !382)
!410 = !DILocation(line: 24, column: 13, scope: !42, inlinedAt: !382)
!411 = !DILocation(line: 24, column: 15, scope: !42, inlinedAt: !382)
!412 = !DILocation(line: 24, column: 22, scope: !42, inlinedAt: !382)
!413 = !DILocation(line: 24, column: 20, scope: !42, inlinedAt: !382)
!414 = !DILocation(line: 24, column: 29, scope: !42, inlinedAt: !382)
!415 = !DILocation(line: 24, column: 27, scope: !42, inlinedAt: !382)
!416 = !DILocation(line: 24, column: 8, scope: !42, inlinedAt: !382)
!417 = !DILocation(line: 25, column: 7, scope: !42, inlinedAt: !382)
!418 = !DILocation(line: 25, column: 9, scope: !42, inlinedAt: !382)
!419 = !DILocation(line: 26, column: 10, scope: !42, inlinedAt: !382)
!420 = !DILocation(line: 26, column: 8, scope: !42, inlinedAt: !382)
!421 = !DILocation(line: 26, column: 5, scope: !42, inlinedAt: !382)
!422 = !DILocation(line: 28, column: 10, scope: !42, inlinedAt: !382)
!423 = !DILocation(line: 28, column: 12, scope: !42, inlinedAt: !382)
!424 = !DILocation(line: 28, column: 16, scope: !42, inlinedAt: !382)
!425 = !DILocation(line: 28, column: 14, scope: !42, inlinedAt: !382)
!426 = !DILocation(line: 28, column: 23, scope: !42, inlinedAt: !382)
!427 = !DILocation(line: 28, column: 21, scope: !42, inlinedAt: !382)
!428 = !DILocation(line: 28, column: 25, scope: !42, inlinedAt: !382)
!429 = !DILocation(line: 28, column: 8, scope: !42, inlinedAt: !382)
!430 = !DILocation(line: 29, column: 7, scope: !42, inlinedAt: !382)
!431 = !DILocation(line: 29, column: 12, scope: !42, inlinedAt: !382)
!432 = !DILocation(line: 29, column: 17, scope: !42, inlinedAt: !382)
!433 = !DILocation(line: 29, column: 9, scope: !42, inlinedAt: !382)
!434 = !DILocation(line: 30, column: 10, scope: !42, inlinedAt: !382)
!435 = !DILocation(line: 30, column: 8, scope: !42, inlinedAt: !382)
!436 = !DILocation(line: 30, column: 5, scope: !42, inlinedAt: !382)
!437 = !DILocation(line: 32, column: 10, scope: !42, inlinedAt: !382)
!438 = !DILocation(line: 32, column: 12, scope: !42, inlinedAt: !382)
!439 = !DILocation(line: 32, column: 16, scope: !42, inlinedAt: !382)
!440 = !DILocation(line: 32, column: 14, scope: !42, inlinedAt: !382)
!441 = !DILocation(line: 32, column: 23, scope: !42, inlinedAt: !382)
!442 = !DILocation(line: 32, column: 21, scope: !42, inlinedAt: !382)
!443 = !DILocation(line: 32, column: 25, scope: !42, inlinedAt: !382)
!444 = !DILocation(line: 32, column: 8, scope: !42, inlinedAt: !382)
!445 = !DILocation(line: 33, column: 14, scope: !42, inlinedAt: !382)
!446 = !DILocation(line: 33, column: 19, scope: !42, inlinedAt: !382)
!447 = !DILocation(line: 33, column: 17, scope: !42, inlinedAt: !382)
!448 = !DILocation(line: 33, column: 9, scope: !42, inlinedAt: !382)
!449 = !DILocation(line: 33, column: 28, scope: !42, inlinedAt: !382)
!450 = !DILocation(line: 33, column: 33, scope: !42, inlinedAt: !382)
!451 = !DILocation(line: 33, column: 31, scope: !42, inlinedAt: !382)
!452 = !DILocation(line: 33, column: 23, scope: !42, inlinedAt: !382)
!453 = !DILocation(line: 33, column: 42, scope: !42, inlinedAt: !382)
!454 = !DILocation(line: 33, column: 47, scope: !42, inlinedAt: !382)
!455 = !DILocation(line: 33, column: 45, scope: !42, inlinedAt: !382)
!456 = !DILocation(line: 33, column: 37, scope: !42, inlinedAt: !382)
!457 = !DILocation(line: 33, column: 56, scope: !42, inlinedAt: !382)
!458 = !DILocation(line: 33, column: 61, scope: !42, inlinedAt: !382)
!459 = !DILocation(line: 33, column: 59, scope: !42, inlinedAt: !382)
!460 = !DILocation(line: 33, column: 51, scope: !42, inlinedAt: !382)
!461 = !DILocation(line: 34, column: 15, scope: !42, inlinedAt: !382)
!462 = !DILocation(line: 34, column: 20, scope: !42, inlinedAt: !382)
!463 = !DILocation(line: 34, column: 18, scope: !42, inlinedAt: !382)
!464 = !DILocation(line: 34, column: 25, scope: !42, inlinedAt: !382)
!465 = !DILocation(line: 34, column: 30, scope: !42, inlinedAt: !382)
!466 = !DILocation(line: 34, column: 28, scope: !42, inlinedAt: !382)
!467 = !DILocation(line: 34, column: 23, scope: !42, inlinedAt: !382)
!468 = !DILocation(line: 34, column: 35, scope: !42, inlinedAt: !382)
!469 = !DILocation(line: 34, column: 40, scope: !42, inlinedAt: !382)
!470 = !DILocation(line: 34, column: 38, scope: !42, inlinedAt: !382)
!471 = !DILocation(line: 34, column: 33, scope: !42, inlinedAt: !382)
!472 = !DILocation(line: 34, column: 45, scope: !42, inlinedAt: !382)
!473 = !DILocation(line: 34, column: 50, scope: !42, inlinedAt: !382)
!474 = !DILocation(line: 34, column: 48, scope: !42, inlinedAt: !382)
!475 = !DILocation(line: 34, column: 43, scope: !42, inlinedAt: !382)
!476 = !DILocation(line: 34, column: 57, scope: !42, inlinedAt: !382)
!477 = !DILocation(line: 34, column: 62, scope: !42, inlinedAt: !382)
!478 = !DILocation(line: 34, column: 60, scope: !42, inlinedAt: !382)
!479 = !DILocation(line: 34, column: 54, scope: !42, inlinedAt: !382)
!480 = !DILocation(line: 34, column: 9, scope: !42, inlinedAt: !382)
!481 = !DILocation(line: 35, column: 14, scope: !42, inlinedAt: !382)
!482 = !DILocation(line: 35, column: 19, scope: !42, inlinedAt: !382)
!483 = !DILocation(line: 35, column: 17, scope: !42, inlinedAt: !382)
!484 = !DILocation(line: 35, column: 24, scope: !42, inlinedAt: !382)
!485 = !DILocation(line: 35, column: 22, scope: !42, inlinedAt: !382)
!486 = !DILocation(line: 35, column: 29, scope: !42, inlinedAt: !382)
!487 = !DILocation(line: 35, column: 27, scope: !42, inlinedAt: !382)
!488 = !DILocation(line: 35, column: 35, scope: !42, inlinedAt: !382)
!489 = !DILocation(line: 35, column: 33, scope: !42, inlinedAt: !382)
!490 = !DILocation(line: 35, column: 9, scope: !42, inlinedAt: !382)
!491 = !DILocation(line: 36, column: 22, scope: !42, inlinedAt: !382)
!492 = !DILocation(line: 36, column: 20, scope: !42, inlinedAt: !382)
!493 = !DILocation(line: 36, column: 45, scope: !42, inlinedAt: !382)
!494 = !DILocation(line: 36, column: 49, scope: !42, inlinedAt: !382)
!495 = !DILocation(line: 36, column: 47, scope: !42, inlinedAt: !382)
!496 = !DILocation(line: 36, column: 42, scope: !42, inlinedAt: !382)
!497 = !DILocation(line: 36, column: 25, scope: !42, inlinedAt: !382)
!498 = !DILocation(line: 36, column: 9, scope: !42, inlinedAt: !382)
!499 = !DILocation(line: 37, column: 30, scope: !42, inlinedAt: !382)
!500 = !DILocation(line: 37, column: 28, scope: !42, inlinedAt: !382)
!501 = !DILocation(line: 37, column: 20, scope: !42, inlinedAt: !382)
!502 = !DILocation(line: 37, column: 9, scope: !42, inlinedAt: !382)
!503 = !DILocation(line: 38, column: 16, scope: !42, inlinedAt: !382)
!504 = !DILocation(line: 38, column: 23, scope: !42, inlinedAt: !382)
!505 = !DILocation(line: 38, column: 29, scope: !42, inlinedAt: !382)
!506 = !DILocation(line: 38, column: 27, scope: !42, inlinedAt: !382)
!507 = !DILocation(line: 38, column: 20, scope: !42, inlinedAt: !382)
!508 = !DILocation(line: 38, column: 9, scope: !42, inlinedAt: !382)
!509 = !DILocation(line: 39, column: 10, scope: !42, inlinedAt: !382)
!510 = !DILocation(line: 39, column: 17, scope: !42, inlinedAt: !382)
!511 = !DILocation(line: 39, column: 15, scope: !42, inlinedAt: !382)
!512 = !DILocation(line: 39, column: 27, scope: !42, inlinedAt: !382)
!513 = !DILocation(line: 39, column: 43, scope: !42, inlinedAt: !382)
!514 = !DILocation(line: 39, column: 41, scope: !42, inlinedAt: !382)
!515 = !DILocation(line: 39, column: 33, scope: !42, inlinedAt: !382)
!516 = !DILocation(line: 39, column: 24, scope: !42, inlinedAt: !382)
!517 = !DILocation(line: 39, column: 7, scope: !42, inlinedAt: !382)
!518 = !DILocation(line: 40, column: 28, scope: !42, inlinedAt: !382)
!519 = !DILocation(line: 40, column: 26, scope: !42, inlinedAt: !382)
!520 = !DILocation(line: 40, column: 18, scope: !42, inlinedAt: !382)
!521 = !DILocation(line: 40, column: 9, scope: !42, inlinedAt: !382)
!522 = !DILocation(line: 41, column: 7, scope: !42, inlinedAt: !382)
!523 = !DILocation(line: 41, column: 9, scope: !42, inlinedAt: !382)
!524 = !DILocation(line: 42, column: 7, scope: !42, inlinedAt: !382)
!525 = !DILocation(line: 42, column: 5, scope: !42, inlinedAt: !382)
!526 = !DILocation(line: 43, column: 12, scope: !42, inlinedAt: !382)
!527 = !DILocation(line: 43, column: 14, scope: !42, inlinedAt: !382)
!528 = !DILocation(line: 44, column: 7, scope: !42, inlinedAt: !382)
!529 = !DILocation(line: 44, column: 5, scope: !42, inlinedAt: !382)
!530 = !DILocation(line: 45, column: 10, scope: !42, inlinedAt: !382)
!531 = !DILocation(line: 61, column: 83, scope: !9)
!532 = !DILocation(line: 61, column: 80, scope: !9)
!533 = !DILocation(line: 61, column: 87, scope: !9)
!534 = !DILocation(line: 61, column: 8, scope: !9)
!535 = !DILocation(line: 61, column: 5, scope: !9)
!536 = !DILocation(line: 61, column: 16, scope: !9)
!537 = !DILocation(line: 62, column: 3, scope: !9)
!538 = !DILocation(line: 63, column: 3, scope: !9)
!539 = !DILocation(line: 65, column: 14, scope: !9)
!540 = !DILocation(line: 65, column: 16, scope: !9)
!541 = !DILocation(line: 65, column: 20, scope: !9)
!542 = !DILocation(line: 65, column: 18, scope: !9)
!543 = !DILocation(line: 65, column: 27, scope: !9)
!544 = !DILocation(line: 65, column: 25, scope: !9)
!545 = !DILocation(line: 65, column: 9, scope: !9)
!546 = !DILocation(line: 66, column: 15, scope: !9)
!547 = !DILocation(line: 66, column: 17, scope: !9)
!548 = !DILocation(line: 66, column: 14, scope: !9)
!549 = !DILocation(line: 66, column: 25, scope: !9)
!550 = !DILocation(line: 66, column: 30, scope: !9)
!551 = !DILocation(line: 66, column: 33, scope: !9)
!552 = !DILocation(line: 66, column: 35, scope: !9)
!553 = !DILocation(line: 66, column: 42, scope: !9)
!554 = !DILocation(line: 66, column: 40, scope: !9)
!555 = !DILocation(line: 66, column: 49, scope: !9)
!556 = !DILocation(line: 66, column: 47, scope: !9)
!557 = !DILocation(line: 66, column: 9, scope: !9)
!558 = !DILocation(line: 67, column: 15, scope: !9)
!559 = !DILocation(line: 67, column: 20, scope: !9)
!560 = !DILocation(line: 67, column: 25, scope: !9)
!561 = !DILocation(line: 67, column: 17, scope: !9)
!562 = !DILocation(line: 67, column: 14, scope: !9)
!563 = !DILocation(line: 67, column: 32, scope: !9)
!564 = !DILocation(line: 67, column: 37, scope: !9)
!565 = !DILocation(line: 67, column: 40, scope: !9)
!566 = !DILocation(line: 67, column: 42, scope: !9)
!567 = !DILocation(line: 67, column: 49, scope: !9)
!568 = !DILocation(line: 67, column: 47, scope: !9)
!569 = !DILocation(line: 67, column: 56, scope: !9)
!570 = !DILocation(line: 67, column: 54, scope: !9)
!571 = !DILocation(line: 67, column: 9, scope: !9)
!572 = !DILocation(line: 68, column: 15, scope: !9)
!573 = !DILocation(line: 68, column: 17, scope: !9)
!574 = !DILocation(line: 68, column: 14, scope: !9)
!575 = !DILocation(line: 68, column: 25, scope: !9)
!576 = !DILocation(line: 68, column: 30, scope: !9)
!577 = !DILocation(line: 68, column: 32, scope: !9)
!578 = !DILocation(line: 68, column: 36, scope: !9)
!579 = !DILocation(line: 68, column: 34, scope: !9)
!580 = !DILocation(line: 68, column: 43, scope: !9)
!581 = !DILocation(line: 68, column: 41, scope: !9)
!582 = !DILocation(line: 68, column: 45, scope: !9)
!583 = !DILocation(line: 68, column: 9, scope: !9)
!584 = !DILocation(line: 69, column: 15, scope: !9)
!585 = !DILocation(line: 69, column: 20, scope: !9)
!586 = !DILocation(line: 69, column: 25, scope: !9)
!587 = !DILocation(line: 69, column: 17, scope: !9)
!588 = !DILocation(line: 69, column: 14, scope: !9)
!589 = !DILocation(line: 69, column: 32, scope: !9)
!590 = !DILocation(line: 69, column: 37, scope: !9)
!591 = !DILocation(line: 69, column: 39, scope: !9)
!592 = !DILocation(line: 69, column: 43, scope: !9)
!593 = !DILocation(line: 69, column: 41, scope: !9)
!594 = !DILocation(line: 69, column: 50, scope: !9)
!595 = !DILocation(line: 69, column: 48, scope: !9)
!596 = !DILocation(line: 69, column: 52, scope: !9)
!597 = !DILocation(line: 69, column: 9, scope: !9)
!598 = !DILocation(line: 70, column: 17, scope: !9)
!599 = !DILocation(line: 70, column: 14, scope: !9)
!600 = !DILocation(line: 70, column: 21, scope: !9)
!601 = !DILocation(line: 70, column: 9, scope: !9)
!602 = !DILocation(line: 71, column: 13, scope: !9)
!603 = !DILocation(line: 71, column: 19, scope: !9)
!604 = !DILocation(line: 71, column: 24, scope: !9)
!605 = !DILocation(line: 71, column: 22, scope: !9)
!606 = !DILocation(line: 71, column: 16, scope: !9)
!607 = !DILocation(line: 71, column: 33, scope: !9)
!608 = !DILocation(line: 71, column: 36, scope: !9)
!609 = !DILocation(line: 71, column: 30, scope: !9)
!610 = !DILocation(line: 71, column: 41, scope: !9)
!611 = !DILocation(line: 71, column: 48, scope: !9)
!612 = !DILocation(line: 71, column: 53, scope: !9)
!613 = !DILocation(line: 71, column: 51, scope: !9)
!614 = !DILocation(line: 71, column: 45, scope: !9)
!615 = !DILocation(line: 71, column: 28, scope: !9)
!616 = !DILocation(line: 71, column: 59, scope: !9)
!617 = !DILocation(line: 71, column: 65, scope: !9)
!618 = !DILocation(line: 71, column: 70, scope: !9)
!619 = !DILocation(line: 71, column: 68, scope: !9)
!620 = !DILocation(line: 71, column: 62, scope: !9)
!621 = !DILocation(line: 71, column: 57, scope: !9)
!622 = !DILocation(line: 71, column: 79, scope: !9)
!623 = !DILocation(line: 71, column: 76, scope: !9)
!624 = !DILocation(line: 71, column: 83, scope: !9)
!625 = !DILocation(line: 71, column: 86, scope: !9)
!626 = !DILocation(line: 71, column: 94, scope: !9)
!627 = !DILocation(line: 71, column: 99, scope: !9)
!628 = !DILocation(line: 71, column: 97, scope: !9)
!629 = !DILocation(line: 71, column: 91, scope: !9)
!630 = !DILocation(line: 71, column: 74, scope: !9)
!631 = !DILocation(line: 71, column: 9, scope: !9)
!632 = !DILocation(line: 72, column: 24, scope: !9)
!633 = !DILocation(line: 72, column: 37, scope: !9)
!634 = !DILocation(line: 72, column: 35, scope: !9)
!635 = !DILocation(line: 72, column: 46, scope: !9)
!636 = !DILocation(line: 72, column: 44, scope: !9)
!637 = !DILocation(line: 72, column: 27, scope: !9)
!638 = !DILocation(line: 72, column: 3, scope: !9)
!639 = !DILocation(line: 72, column: 8, scope: !9)
!640 = !DILocation(line: 72, column: 12, scope: !9)
!641 = !DILocation(line: 72, column: 10, scope: !9)
!642 = !DILocation(line: 72, column: 19, scope: !9)
!643 = !DILocation(line: 72, column: 17, scope: !9)
!644 = !DILocation(line: 72, column: 22, scope: !9)
!645 = !DILocation(line: 73, column: 1, scope: !9)
