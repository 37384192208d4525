; ModuleID = 'divergence/kway32.cu'
source_filename = "divergence/kway32.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @kway32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %42 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %43 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %44 = mul i32 %42, %43, !dbg !19
  %45 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %46 = add i32 %44, %45, !dbg !23
  store i32 %46, ptr %7, align 4, !dbg !24
  %47 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %48 = urem i32 %47, 32, !dbg !27
  %49 = urem i32 %48, 32, !dbg !28
  store i32 %49, ptr %8, align 4, !dbg !29
  %50 = load ptr, ptr %4, align 8, !dbg !30
  %51 = load i32, ptr %7, align 4, !dbg !31
  %52 = zext i32 %51 to i64, !dbg !30
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !30
  %54 = load i32, ptr %53, align 4, !dbg !30
  store i32 %54, ptr %9, align 4, !dbg !32
  %55 = load i32, ptr %8, align 4, !dbg !33
  switch i32 %55, label %512 [
    i32 0, label %56
    i32 1, label %69
    i32 2, label %84
    i32 3, label %99
    i32 4, label %113
    i32 5, label %126
    i32 6, label %141
    i32 7, label %156
    i32 8, label %170
    i32 9, label %183
    i32 10, label %198
    i32 11, label %213
    i32 12, label %227
    i32 13, label %240
    i32 14, label %255
    i32 15, label %270
    i32 16, label %284
    i32 17, label %297
    i32 18, label %312
    i32 19, label %327
    i32 20, label %341
    i32 21, label %354
    i32 22, label %369
    i32 23, label %384
    i32 24, label %398
    i32 25, label %411
    i32 26, label %426
    i32 27, label %441
    i32 28, label %455
    i32 29, label %468
    i32 30, label %483
    i32 31, label %498
  ], !dbg !34

56:                                               ; preds = %3
  store i32 0, ptr %10, align 4, !dbg !35
  br label %57, !dbg !36

57:                                               ; preds = %65, %56
  %58 = load i32, ptr %10, align 4, !dbg !37
  %59 = load i32, ptr %6, align 4, !dbg !38
  %60 = icmp slt i32 %58, %59, !dbg !39
  br i1 %60, label %61, label %68, !dbg !40

61:                                               ; preds = %57
  %62 = load i32, ptr %9, align 4, !dbg !41
  %63 = mul i32 %62, 3, !dbg !42
  %64 = add i32 %63, 40503, !dbg !43
  store i32 %64, ptr %9, align 4, !dbg !44
  br label %65, !dbg !45

65:                                               ; preds = %61
  %66 = load i32, ptr %10, align 4, !dbg !46
  %67 = add nsw i32 %66, 1, !dbg !46
  store i32 %67, ptr %10, align 4, !dbg !46
  br label %57, !dbg !40, !llvm.loop !47

68:                                               ; preds = %57
  br label %513, !dbg !50

69:                                               ; preds = %3
  store i32 0, ptr %11, align 4, !dbg !51
  br label %70, !dbg !52

70:                                               ; preds = %80, %69
  %71 = load i32, ptr %11, align 4, !dbg !53
  %72 = load i32, ptr %6, align 4, !dbg !54
  %73 = icmp slt i32 %71, %72, !dbg !55
  br i1 %73, label %74, label %83, !dbg !56

74:                                               ; preds = %70
  %75 = load i32, ptr %9, align 4, !dbg !57
  %76 = load i32, ptr %9, align 4, !dbg !58
  %77 = lshr i32 %76, 2, !dbg !59
  %78 = xor i32 %75, %77, !dbg !60
  %79 = mul i32 %78, 69, !dbg !61
  store i32 %79, ptr %9, align 4, !dbg !62
  br label %80, !dbg !63

80:                                               ; preds = %74
  %81 = load i32, ptr %11, align 4, !dbg !64
  %82 = add nsw i32 %81, 1, !dbg !64
  store i32 %82, ptr %11, align 4, !dbg !64
  br label %70, !dbg !56, !llvm.loop !65

83:                                               ; preds = %70
  br label %513, !dbg !67

84:                                               ; preds = %3
  store i32 0, ptr %12, align 4, !dbg !68
  br label %85, !dbg !69

85:                                               ; preds = %95, %84
  %86 = load i32, ptr %12, align 4, !dbg !70
  %87 = load i32, ptr %6, align 4, !dbg !71
  %88 = icmp slt i32 %86, %87, !dbg !72
  br i1 %88, label %89, label %98, !dbg !73

89:                                               ; preds = %85
  %90 = load i32, ptr %9, align 4, !dbg !74
  %91 = shl i32 %90, 3, !dbg !75
  %92 = load i32, ptr %9, align 4, !dbg !76
  %93 = xor i32 %92, 42457, !dbg !77
  %94 = add i32 %91, %93, !dbg !78
  store i32 %94, ptr %9, align 4, !dbg !79
  br label %95, !dbg !80

95:                                               ; preds = %89
  %96 = load i32, ptr %12, align 4, !dbg !81
  %97 = add nsw i32 %96, 1, !dbg !81
  store i32 %97, ptr %12, align 4, !dbg !81
  br label %85, !dbg !73, !llvm.loop !82

98:                                               ; preds = %85
  br label %513, !dbg !84

99:                                               ; preds = %3
  store i32 0, ptr %13, align 4, !dbg !85
  br label %100, !dbg !86

100:                                              ; preds = %109, %99
  %101 = load i32, ptr %13, align 4, !dbg !87
  %102 = load i32, ptr %6, align 4, !dbg !88
  %103 = icmp slt i32 %101, %102, !dbg !89
  br i1 %103, label %104, label %112, !dbg !90

104:                                              ; preds = %100
  %105 = load i32, ptr %9, align 4, !dbg !91
  %106 = load i32, ptr %9, align 4, !dbg !92
  %107 = mul i32 %105, %106, !dbg !93
  %108 = add i32 %107, 43434, !dbg !94
  store i32 %108, ptr %9, align 4, !dbg !95
  br label %109, !dbg !96

109:                                              ; preds = %104
  %110 = load i32, ptr %13, align 4, !dbg !97
  %111 = add nsw i32 %110, 1, !dbg !97
  store i32 %111, ptr %13, align 4, !dbg !97
  br label %100, !dbg !90, !llvm.loop !98

112:                                              ; preds = %100
  br label %513, !dbg !100

113:                                              ; preds = %3
  store i32 0, ptr %14, align 4, !dbg !101
  br label %114, !dbg !102

114:                                              ; preds = %122, %113
  %115 = load i32, ptr %14, align 4, !dbg !103
  %116 = load i32, ptr %6, align 4, !dbg !104
  %117 = icmp slt i32 %115, %116, !dbg !105
  br i1 %117, label %118, label %125, !dbg !106

118:                                              ; preds = %114
  %119 = load i32, ptr %9, align 4, !dbg !107
  %120 = mul i32 %119, 75, !dbg !108
  %121 = add i32 %120, 44411, !dbg !109
  store i32 %121, ptr %9, align 4, !dbg !110
  br label %122, !dbg !111

122:                                              ; preds = %118
  %123 = load i32, ptr %14, align 4, !dbg !112
  %124 = add nsw i32 %123, 1, !dbg !112
  store i32 %124, ptr %14, align 4, !dbg !112
  br label %114, !dbg !106, !llvm.loop !113

125:                                              ; preds = %114
  br label %513, !dbg !115

126:                                              ; preds = %3
  store i32 0, ptr %15, align 4, !dbg !116
  br label %127, !dbg !117

127:                                              ; preds = %137, %126
  %128 = load i32, ptr %15, align 4, !dbg !118
  %129 = load i32, ptr %6, align 4, !dbg !119
  %130 = icmp slt i32 %128, %129, !dbg !120
  br i1 %130, label %131, label %140, !dbg !121

131:                                              ; preds = %127
  %132 = load i32, ptr %9, align 4, !dbg !122
  %133 = load i32, ptr %9, align 4, !dbg !123
  %134 = lshr i32 %133, 6, !dbg !124
  %135 = xor i32 %132, %134, !dbg !125
  %136 = mul i32 %135, 141, !dbg !126
  store i32 %136, ptr %9, align 4, !dbg !127
  br label %137, !dbg !128

137:                                              ; preds = %131
  %138 = load i32, ptr %15, align 4, !dbg !129
  %139 = add nsw i32 %138, 1, !dbg !129
  store i32 %139, ptr %15, align 4, !dbg !129
  br label %127, !dbg !121, !llvm.loop !130

140:                                              ; preds = %127
  br label %513, !dbg !132

141:                                              ; preds = %3
  store i32 0, ptr %16, align 4, !dbg !133
  br label %142, !dbg !134

142:                                              ; preds = %152, %141
  %143 = load i32, ptr %16, align 4, !dbg !135
  %144 = load i32, ptr %6, align 4, !dbg !136
  %145 = icmp slt i32 %143, %144, !dbg !137
  br i1 %145, label %146, label %155, !dbg !138

146:                                              ; preds = %142
  %147 = load i32, ptr %9, align 4, !dbg !139
  %148 = shl i32 %147, 7, !dbg !140
  %149 = load i32, ptr %9, align 4, !dbg !141
  %150 = xor i32 %149, 46365, !dbg !142
  %151 = add i32 %148, %150, !dbg !143
  store i32 %151, ptr %9, align 4, !dbg !144
  br label %152, !dbg !145

152:                                              ; preds = %146
  %153 = load i32, ptr %16, align 4, !dbg !146
  %154 = add nsw i32 %153, 1, !dbg !146
  store i32 %154, ptr %16, align 4, !dbg !146
  br label %142, !dbg !138, !llvm.loop !147

155:                                              ; preds = %142
  br label %513, !dbg !149

156:                                              ; preds = %3
  store i32 0, ptr %17, align 4, !dbg !150
  br label %157, !dbg !151

157:                                              ; preds = %166, %156
  %158 = load i32, ptr %17, align 4, !dbg !152
  %159 = load i32, ptr %6, align 4, !dbg !153
  %160 = icmp slt i32 %158, %159, !dbg !154
  br i1 %160, label %161, label %169, !dbg !155

161:                                              ; preds = %157
  %162 = load i32, ptr %9, align 4, !dbg !156
  %163 = load i32, ptr %9, align 4, !dbg !157
  %164 = mul i32 %162, %163, !dbg !158
  %165 = add i32 %164, 47342, !dbg !159
  store i32 %165, ptr %9, align 4, !dbg !160
  br label %166, !dbg !161

166:                                              ; preds = %161
  %167 = load i32, ptr %17, align 4, !dbg !162
  %168 = add nsw i32 %167, 1, !dbg !162
  store i32 %168, ptr %17, align 4, !dbg !162
  br label %157, !dbg !155, !llvm.loop !163

169:                                              ; preds = %157
  br label %513, !dbg !165

170:                                              ; preds = %3
  store i32 0, ptr %18, align 4, !dbg !166
  br label %171, !dbg !167

171:                                              ; preds = %179, %170
  %172 = load i32, ptr %18, align 4, !dbg !168
  %173 = load i32, ptr %6, align 4, !dbg !169
  %174 = icmp slt i32 %172, %173, !dbg !170
  br i1 %174, label %175, label %182, !dbg !171

175:                                              ; preds = %171
  %176 = load i32, ptr %9, align 4, !dbg !172
  %177 = mul i32 %176, 147, !dbg !173
  %178 = add i32 %177, 48319, !dbg !174
  store i32 %178, ptr %9, align 4, !dbg !175
  br label %179, !dbg !176

179:                                              ; preds = %175
  %180 = load i32, ptr %18, align 4, !dbg !177
  %181 = add nsw i32 %180, 1, !dbg !177
  store i32 %181, ptr %18, align 4, !dbg !177
  br label %171, !dbg !171, !llvm.loop !178

182:                                              ; preds = %171
  br label %513, !dbg !180

183:                                              ; preds = %3
  store i32 0, ptr %19, align 4, !dbg !181
  br label %184, !dbg !182

184:                                              ; preds = %194, %183
  %185 = load i32, ptr %19, align 4, !dbg !183
  %186 = load i32, ptr %6, align 4, !dbg !184
  %187 = icmp slt i32 %185, %186, !dbg !185
  br i1 %187, label %188, label %197, !dbg !186

188:                                              ; preds = %184
  %189 = load i32, ptr %9, align 4, !dbg !187
  %190 = load i32, ptr %9, align 4, !dbg !188
  %191 = lshr i32 %190, 3, !dbg !189
  %192 = xor i32 %189, %191, !dbg !190
  %193 = mul i32 %192, 21, !dbg !191
  store i32 %193, ptr %9, align 4, !dbg !192
  br label %194, !dbg !193

194:                                              ; preds = %188
  %195 = load i32, ptr %19, align 4, !dbg !194
  %196 = add nsw i32 %195, 1, !dbg !194
  store i32 %196, ptr %19, align 4, !dbg !194
  br label %184, !dbg !186, !llvm.loop !195

197:                                              ; preds = %184
  br label %513, !dbg !197

198:                                              ; preds = %3
  store i32 0, ptr %20, align 4, !dbg !198
  br label %199, !dbg !199

199:                                              ; preds = %209, %198
  %200 = load i32, ptr %20, align 4, !dbg !200
  %201 = load i32, ptr %6, align 4, !dbg !201
  %202 = icmp slt i32 %200, %201, !dbg !202
  br i1 %202, label %203, label %212, !dbg !203

203:                                              ; preds = %199
  %204 = load i32, ptr %9, align 4, !dbg !204
  %205 = shl i32 %204, 4, !dbg !205
  %206 = load i32, ptr %9, align 4, !dbg !206
  %207 = xor i32 %206, 50273, !dbg !207
  %208 = add i32 %205, %207, !dbg !208
  store i32 %208, ptr %9, align 4, !dbg !209
  br label %209, !dbg !210

209:                                              ; preds = %203
  %210 = load i32, ptr %20, align 4, !dbg !211
  %211 = add nsw i32 %210, 1, !dbg !211
  store i32 %211, ptr %20, align 4, !dbg !211
  br label %199, !dbg !203, !llvm.loop !212

212:                                              ; preds = %199
  br label %513, !dbg !214

213:                                              ; preds = %3
  store i32 0, ptr %21, align 4, !dbg !215
  br label %214, !dbg !216

214:                                              ; preds = %223, %213
  %215 = load i32, ptr %21, align 4, !dbg !217
  %216 = load i32, ptr %6, align 4, !dbg !218
  %217 = icmp slt i32 %215, %216, !dbg !219
  br i1 %217, label %218, label %226, !dbg !220

218:                                              ; preds = %214
  %219 = load i32, ptr %9, align 4, !dbg !221
  %220 = load i32, ptr %9, align 4, !dbg !222
  %221 = mul i32 %219, %220, !dbg !223
  %222 = add i32 %221, 51250, !dbg !224
  store i32 %222, ptr %9, align 4, !dbg !225
  br label %223, !dbg !226

223:                                              ; preds = %218
  %224 = load i32, ptr %21, align 4, !dbg !227
  %225 = add nsw i32 %224, 1, !dbg !227
  store i32 %225, ptr %21, align 4, !dbg !227
  br label %214, !dbg !220, !llvm.loop !228

226:                                              ; preds = %214
  br label %513, !dbg !230

227:                                              ; preds = %3
  store i32 0, ptr %22, align 4, !dbg !231
  br label %228, !dbg !232

228:                                              ; preds = %236, %227
  %229 = load i32, ptr %22, align 4, !dbg !233
  %230 = load i32, ptr %6, align 4, !dbg !234
  %231 = icmp slt i32 %229, %230, !dbg !235
  br i1 %231, label %232, label %239, !dbg !236

232:                                              ; preds = %228
  %233 = load i32, ptr %9, align 4, !dbg !237
  %234 = mul i32 %233, 27, !dbg !238
  %235 = add i32 %234, 52227, !dbg !239
  store i32 %235, ptr %9, align 4, !dbg !240
  br label %236, !dbg !241

236:                                              ; preds = %232
  %237 = load i32, ptr %22, align 4, !dbg !242
  %238 = add nsw i32 %237, 1, !dbg !242
  store i32 %238, ptr %22, align 4, !dbg !242
  br label %228, !dbg !236, !llvm.loop !243

239:                                              ; preds = %228
  br label %513, !dbg !245

240:                                              ; preds = %3
  store i32 0, ptr %23, align 4, !dbg !246
  br label %241, !dbg !247

241:                                              ; preds = %251, %240
  %242 = load i32, ptr %23, align 4, !dbg !248
  %243 = load i32, ptr %6, align 4, !dbg !249
  %244 = icmp slt i32 %242, %243, !dbg !250
  br i1 %244, label %245, label %254, !dbg !251

245:                                              ; preds = %241
  %246 = load i32, ptr %9, align 4, !dbg !252
  %247 = load i32, ptr %9, align 4, !dbg !253
  %248 = lshr i32 %247, 7, !dbg !254
  %249 = xor i32 %246, %248, !dbg !255
  %250 = mul i32 %249, 93, !dbg !256
  store i32 %250, ptr %9, align 4, !dbg !257
  br label %251, !dbg !258

251:                                              ; preds = %245
  %252 = load i32, ptr %23, align 4, !dbg !259
  %253 = add nsw i32 %252, 1, !dbg !259
  store i32 %253, ptr %23, align 4, !dbg !259
  br label %241, !dbg !251, !llvm.loop !260

254:                                              ; preds = %241
  br label %513, !dbg !262

255:                                              ; preds = %3
  store i32 0, ptr %24, align 4, !dbg !263
  br label %256, !dbg !264

256:                                              ; preds = %266, %255
  %257 = load i32, ptr %24, align 4, !dbg !265
  %258 = load i32, ptr %6, align 4, !dbg !266
  %259 = icmp slt i32 %257, %258, !dbg !267
  br i1 %259, label %260, label %269, !dbg !268

260:                                              ; preds = %256
  %261 = load i32, ptr %9, align 4, !dbg !269
  %262 = shl i32 %261, 1, !dbg !270
  %263 = load i32, ptr %9, align 4, !dbg !271
  %264 = xor i32 %263, 54181, !dbg !272
  %265 = add i32 %262, %264, !dbg !273
  store i32 %265, ptr %9, align 4, !dbg !274
  br label %266, !dbg !275

266:                                              ; preds = %260
  %267 = load i32, ptr %24, align 4, !dbg !276
  %268 = add nsw i32 %267, 1, !dbg !276
  store i32 %268, ptr %24, align 4, !dbg !276
  br label %256, !dbg !268, !llvm.loop !277

269:                                              ; preds = %256
  br label %513, !dbg !279

270:                                              ; preds = %3
  store i32 0, ptr %25, align 4, !dbg !280
  br label %271, !dbg !281

271:                                              ; preds = %280, %270
  %272 = load i32, ptr %25, align 4, !dbg !282
  %273 = load i32, ptr %6, align 4, !dbg !283
  %274 = icmp slt i32 %272, %273, !dbg !284
  br i1 %274, label %275, label %283, !dbg !285

275:                                              ; preds = %271
  %276 = load i32, ptr %9, align 4, !dbg !286
  %277 = load i32, ptr %9, align 4, !dbg !287
  %278 = mul i32 %276, %277, !dbg !288
  %279 = add i32 %278, 55158, !dbg !289
  store i32 %279, ptr %9, align 4, !dbg !290
  br label %280, !dbg !291

280:                                              ; preds = %275
  %281 = load i32, ptr %25, align 4, !dbg !292
  %282 = add nsw i32 %281, 1, !dbg !292
  store i32 %282, ptr %25, align 4, !dbg !292
  br label %271, !dbg !285, !llvm.loop !293

283:                                              ; preds = %271
  br label %513, !dbg !295

284:                                              ; preds = %3
  store i32 0, ptr %26, align 4, !dbg !296
  br label %285, !dbg !297

285:                                              ; preds = %293, %284
  %286 = load i32, ptr %26, align 4, !dbg !298
  %287 = load i32, ptr %6, align 4, !dbg !299
  %288 = icmp slt i32 %286, %287, !dbg !300
  br i1 %288, label %289, label %296, !dbg !301

289:                                              ; preds = %285
  %290 = load i32, ptr %9, align 4, !dbg !302
  %291 = mul i32 %290, 99, !dbg !303
  %292 = add i32 %291, 56135, !dbg !304
  store i32 %292, ptr %9, align 4, !dbg !305
  br label %293, !dbg !306

293:                                              ; preds = %289
  %294 = load i32, ptr %26, align 4, !dbg !307
  %295 = add nsw i32 %294, 1, !dbg !307
  store i32 %295, ptr %26, align 4, !dbg !307
  br label %285, !dbg !301, !llvm.loop !308

296:                                              ; preds = %285
  br label %513, !dbg !310

297:                                              ; preds = %3
  store i32 0, ptr %27, align 4, !dbg !311
  br label %298, !dbg !312

298:                                              ; preds = %308, %297
  %299 = load i32, ptr %27, align 4, !dbg !313
  %300 = load i32, ptr %6, align 4, !dbg !314
  %301 = icmp slt i32 %299, %300, !dbg !315
  br i1 %301, label %302, label %311, !dbg !316

302:                                              ; preds = %298
  %303 = load i32, ptr %9, align 4, !dbg !317
  %304 = load i32, ptr %9, align 4, !dbg !318
  %305 = lshr i32 %304, 4, !dbg !319
  %306 = xor i32 %303, %305, !dbg !320
  %307 = mul i32 %306, 165, !dbg !321
  store i32 %307, ptr %9, align 4, !dbg !322
  br label %308, !dbg !323

308:                                              ; preds = %302
  %309 = load i32, ptr %27, align 4, !dbg !324
  %310 = add nsw i32 %309, 1, !dbg !324
  store i32 %310, ptr %27, align 4, !dbg !324
  br label %298, !dbg !316, !llvm.loop !325

311:                                              ; preds = %298
  br label %513, !dbg !327

312:                                              ; preds = %3
  store i32 0, ptr %28, align 4, !dbg !328
  br label %313, !dbg !329

313:                                              ; preds = %323, %312
  %314 = load i32, ptr %28, align 4, !dbg !330
  %315 = load i32, ptr %6, align 4, !dbg !331
  %316 = icmp slt i32 %314, %315, !dbg !332
  br i1 %316, label %317, label %326, !dbg !333

317:                                              ; preds = %313
  %318 = load i32, ptr %9, align 4, !dbg !334
  %319 = shl i32 %318, 5, !dbg !335
  %320 = load i32, ptr %9, align 4, !dbg !336
  %321 = xor i32 %320, 58089, !dbg !337
  %322 = add i32 %319, %321, !dbg !338
  store i32 %322, ptr %9, align 4, !dbg !339
  br label %323, !dbg !340

323:                                              ; preds = %317
  %324 = load i32, ptr %28, align 4, !dbg !341
  %325 = add nsw i32 %324, 1, !dbg !341
  store i32 %325, ptr %28, align 4, !dbg !341
  br label %313, !dbg !333, !llvm.loop !342

326:                                              ; preds = %313
  br label %513, !dbg !344

327:                                              ; preds = %3
  store i32 0, ptr %29, align 4, !dbg !345
  br label %328, !dbg !346

328:                                              ; preds = %337, %327
  %329 = load i32, ptr %29, align 4, !dbg !347
  %330 = load i32, ptr %6, align 4, !dbg !348
  %331 = icmp slt i32 %329, %330, !dbg !349
  br i1 %331, label %332, label %340, !dbg !350

332:                                              ; preds = %328
  %333 = load i32, ptr %9, align 4, !dbg !351
  %334 = load i32, ptr %9, align 4, !dbg !352
  %335 = mul i32 %333, %334, !dbg !353
  %336 = add i32 %335, 59066, !dbg !354
  store i32 %336, ptr %9, align 4, !dbg !355
  br label %337, !dbg !356

337:                                              ; preds = %332
  %338 = load i32, ptr %29, align 4, !dbg !357
  %339 = add nsw i32 %338, 1, !dbg !357
  store i32 %339, ptr %29, align 4, !dbg !357
  br label %328, !dbg !350, !llvm.loop !358

340:                                              ; preds = %328
  br label %513, !dbg !360

341:                                              ; preds = %3
  store i32 0, ptr %30, align 4, !dbg !361
  br label %342, !dbg !362

342:                                              ; preds = %350, %341
  %343 = load i32, ptr %30, align 4, !dbg !363
  %344 = load i32, ptr %6, align 4, !dbg !364
  %345 = icmp slt i32 %343, %344, !dbg !365
  br i1 %345, label %346, label %353, !dbg !366

346:                                              ; preds = %342
  %347 = load i32, ptr %9, align 4, !dbg !367
  %348 = mul i32 %347, 171, !dbg !368
  %349 = add i32 %348, 60043, !dbg !369
  store i32 %349, ptr %9, align 4, !dbg !370
  br label %350, !dbg !371

350:                                              ; preds = %346
  %351 = load i32, ptr %30, align 4, !dbg !372
  %352 = add nsw i32 %351, 1, !dbg !372
  store i32 %352, ptr %30, align 4, !dbg !372
  br label %342, !dbg !366, !llvm.loop !373

353:                                              ; preds = %342
  br label %513, !dbg !375

354:                                              ; preds = %3
  store i32 0, ptr %31, align 4, !dbg !376
  br label %355, !dbg !377

355:                                              ; preds = %365, %354
  %356 = load i32, ptr %31, align 4, !dbg !378
  %357 = load i32, ptr %6, align 4, !dbg !379
  %358 = icmp slt i32 %356, %357, !dbg !380
  br i1 %358, label %359, label %368, !dbg !381

359:                                              ; preds = %355
  %360 = load i32, ptr %9, align 4, !dbg !382
  %361 = load i32, ptr %9, align 4, !dbg !383
  %362 = lshr i32 %361, 1, !dbg !384
  %363 = xor i32 %360, %362, !dbg !385
  %364 = mul i32 %363, 45, !dbg !386
  store i32 %364, ptr %9, align 4, !dbg !387
  br label %365, !dbg !388

365:                                              ; preds = %359
  %366 = load i32, ptr %31, align 4, !dbg !389
  %367 = add nsw i32 %366, 1, !dbg !389
  store i32 %367, ptr %31, align 4, !dbg !389
  br label %355, !dbg !381, !llvm.loop !390

368:                                              ; preds = %355
  br label %513, !dbg !392

369:                                              ; preds = %3
  store i32 0, ptr %32, align 4, !dbg !393
  br label %370, !dbg !394

370:                                              ; preds = %380, %369
  %371 = load i32, ptr %32, align 4, !dbg !395
  %372 = load i32, ptr %6, align 4, !dbg !396
  %373 = icmp slt i32 %371, %372, !dbg !397
  br i1 %373, label %374, label %383, !dbg !398

374:                                              ; preds = %370
  %375 = load i32, ptr %9, align 4, !dbg !399
  %376 = shl i32 %375, 2, !dbg !400
  %377 = load i32, ptr %9, align 4, !dbg !401
  %378 = xor i32 %377, 61997, !dbg !402
  %379 = add i32 %376, %378, !dbg !403
  store i32 %379, ptr %9, align 4, !dbg !404
  br label %380, !dbg !405

380:                                              ; preds = %374
  %381 = load i32, ptr %32, align 4, !dbg !406
  %382 = add nsw i32 %381, 1, !dbg !406
  store i32 %382, ptr %32, align 4, !dbg !406
  br label %370, !dbg !398, !llvm.loop !407

383:                                              ; preds = %370
  br label %513, !dbg !409

384:                                              ; preds = %3
  store i32 0, ptr %33, align 4, !dbg !410
  br label %385, !dbg !411

385:                                              ; preds = %394, %384
  %386 = load i32, ptr %33, align 4, !dbg !412
  %387 = load i32, ptr %6, align 4, !dbg !413
  %388 = icmp slt i32 %386, %387, !dbg !414
  br i1 %388, label %389, label %397, !dbg !415

389:                                              ; preds = %385
  %390 = load i32, ptr %9, align 4, !dbg !416
  %391 = load i32, ptr %9, align 4, !dbg !417
  %392 = mul i32 %390, %391, !dbg !418
  %393 = add i32 %392, 62974, !dbg !419
  store i32 %393, ptr %9, align 4, !dbg !420
  br label %394, !dbg !421

394:                                              ; preds = %389
  %395 = load i32, ptr %33, align 4, !dbg !422
  %396 = add nsw i32 %395, 1, !dbg !422
  store i32 %396, ptr %33, align 4, !dbg !422
  br label %385, !dbg !415, !llvm.loop !423

397:                                              ; preds = %385
  br label %513, !dbg !425

398:                                              ; preds = %3
  store i32 0, ptr %34, align 4, !dbg !426
  br label %399, !dbg !427

399:                                              ; preds = %407, %398
  %400 = load i32, ptr %34, align 4, !dbg !428
  %401 = load i32, ptr %6, align 4, !dbg !429
  %402 = icmp slt i32 %400, %401, !dbg !430
  br i1 %402, label %403, label %410, !dbg !431

403:                                              ; preds = %399
  %404 = load i32, ptr %9, align 4, !dbg !432
  %405 = mul i32 %404, 51, !dbg !433
  %406 = add i32 %405, 63951, !dbg !434
  store i32 %406, ptr %9, align 4, !dbg !435
  br label %407, !dbg !436

407:                                              ; preds = %403
  %408 = load i32, ptr %34, align 4, !dbg !437
  %409 = add nsw i32 %408, 1, !dbg !437
  store i32 %409, ptr %34, align 4, !dbg !437
  br label %399, !dbg !431, !llvm.loop !438

410:                                              ; preds = %399
  br label %513, !dbg !440

411:                                              ; preds = %3
  store i32 0, ptr %35, align 4, !dbg !441
  br label %412, !dbg !442

412:                                              ; preds = %422, %411
  %413 = load i32, ptr %35, align 4, !dbg !443
  %414 = load i32, ptr %6, align 4, !dbg !444
  %415 = icmp slt i32 %413, %414, !dbg !445
  br i1 %415, label %416, label %425, !dbg !446

416:                                              ; preds = %412
  %417 = load i32, ptr %9, align 4, !dbg !447
  %418 = load i32, ptr %9, align 4, !dbg !448
  %419 = lshr i32 %418, 5, !dbg !449
  %420 = xor i32 %417, %419, !dbg !450
  %421 = mul i32 %420, 117, !dbg !451
  store i32 %421, ptr %9, align 4, !dbg !452
  br label %422, !dbg !453

422:                                              ; preds = %416
  %423 = load i32, ptr %35, align 4, !dbg !454
  %424 = add nsw i32 %423, 1, !dbg !454
  store i32 %424, ptr %35, align 4, !dbg !454
  br label %412, !dbg !446, !llvm.loop !455

425:                                              ; preds = %412
  br label %513, !dbg !457

426:                                              ; preds = %3
  store i32 0, ptr %36, align 4, !dbg !458
  br label %427, !dbg !459

427:                                              ; preds = %437, %426
  %428 = load i32, ptr %36, align 4, !dbg !460
  %429 = load i32, ptr %6, align 4, !dbg !461
  %430 = icmp slt i32 %428, %429, !dbg !462
  br i1 %430, label %431, label %440, !dbg !463

431:                                              ; preds = %427
  %432 = load i32, ptr %9, align 4, !dbg !464
  %433 = shl i32 %432, 6, !dbg !465
  %434 = load i32, ptr %9, align 4, !dbg !466
  %435 = xor i32 %434, 65905, !dbg !467
  %436 = add i32 %433, %435, !dbg !468
  store i32 %436, ptr %9, align 4, !dbg !469
  br label %437, !dbg !470

437:                                              ; preds = %431
  %438 = load i32, ptr %36, align 4, !dbg !471
  %439 = add nsw i32 %438, 1, !dbg !471
  store i32 %439, ptr %36, align 4, !dbg !471
  br label %427, !dbg !463, !llvm.loop !472

440:                                              ; preds = %427
  br label %513, !dbg !474

441:                                              ; preds = %3
  store i32 0, ptr %37, align 4, !dbg !475
  br label %442, !dbg !476

442:                                              ; preds = %451, %441
  %443 = load i32, ptr %37, align 4, !dbg !477
  %444 = load i32, ptr %6, align 4, !dbg !478
  %445 = icmp slt i32 %443, %444, !dbg !479
  br i1 %445, label %446, label %454, !dbg !480

446:                                              ; preds = %442
  %447 = load i32, ptr %9, align 4, !dbg !481
  %448 = load i32, ptr %9, align 4, !dbg !482
  %449 = mul i32 %447, %448, !dbg !483
  %450 = add i32 %449, 66882, !dbg !484
  store i32 %450, ptr %9, align 4, !dbg !485
  br label %451, !dbg !486

451:                                              ; preds = %446
  %452 = load i32, ptr %37, align 4, !dbg !487
  %453 = add nsw i32 %452, 1, !dbg !487
  store i32 %453, ptr %37, align 4, !dbg !487
  br label %442, !dbg !480, !llvm.loop !488

454:                                              ; preds = %442
  br label %513, !dbg !490

455:                                              ; preds = %3
  store i32 0, ptr %38, align 4, !dbg !491
  br label %456, !dbg !492

456:                                              ; preds = %464, %455
  %457 = load i32, ptr %38, align 4, !dbg !493
  %458 = load i32, ptr %6, align 4, !dbg !494
  %459 = icmp slt i32 %457, %458, !dbg !495
  br i1 %459, label %460, label %467, !dbg !496

460:                                              ; preds = %456
  %461 = load i32, ptr %9, align 4, !dbg !497
  %462 = mul i32 %461, 123, !dbg !498
  %463 = add i32 %462, 67859, !dbg !499
  store i32 %463, ptr %9, align 4, !dbg !500
  br label %464, !dbg !501

464:                                              ; preds = %460
  %465 = load i32, ptr %38, align 4, !dbg !502
  %466 = add nsw i32 %465, 1, !dbg !502
  store i32 %466, ptr %38, align 4, !dbg !502
  br label %456, !dbg !496, !llvm.loop !503

467:                                              ; preds = %456
  br label %513, !dbg !505

468:                                              ; preds = %3
  store i32 0, ptr %39, align 4, !dbg !506
  br label %469, !dbg !507

469:                                              ; preds = %479, %468
  %470 = load i32, ptr %39, align 4, !dbg !508
  %471 = load i32, ptr %6, align 4, !dbg !509
  %472 = icmp slt i32 %470, %471, !dbg !510
  br i1 %472, label %473, label %482, !dbg !511

473:                                              ; preds = %469
  %474 = load i32, ptr %9, align 4, !dbg !512
  %475 = load i32, ptr %9, align 4, !dbg !513
  %476 = lshr i32 %475, 2, !dbg !514
  %477 = xor i32 %474, %476, !dbg !515
  %478 = mul i32 %477, 189, !dbg !516
  store i32 %478, ptr %9, align 4, !dbg !517
  br label %479, !dbg !518

479:                                              ; preds = %473
  %480 = load i32, ptr %39, align 4, !dbg !519
  %481 = add nsw i32 %480, 1, !dbg !519
  store i32 %481, ptr %39, align 4, !dbg !519
  br label %469, !dbg !511, !llvm.loop !520

482:                                              ; preds = %469
  br label %513, !dbg !522

483:                                              ; preds = %3
  store i32 0, ptr %40, align 4, !dbg !523
  br label %484, !dbg !524

484:                                              ; preds = %494, %483
  %485 = load i32, ptr %40, align 4, !dbg !525
  %486 = load i32, ptr %6, align 4, !dbg !526
  %487 = icmp slt i32 %485, %486, !dbg !527
  br i1 %487, label %488, label %497, !dbg !528

488:                                              ; preds = %484
  %489 = load i32, ptr %9, align 4, !dbg !529
  %490 = shl i32 %489, 3, !dbg !530
  %491 = load i32, ptr %9, align 4, !dbg !531
  %492 = xor i32 %491, 69813, !dbg !532
  %493 = add i32 %490, %492, !dbg !533
  store i32 %493, ptr %9, align 4, !dbg !534
  br label %494, !dbg !535

494:                                              ; preds = %488
  %495 = load i32, ptr %40, align 4, !dbg !536
  %496 = add nsw i32 %495, 1, !dbg !536
  store i32 %496, ptr %40, align 4, !dbg !536
  br label %484, !dbg !528, !llvm.loop !537

497:                                              ; preds = %484
  br label %513, !dbg !539

498:                                              ; preds = %3
  store i32 0, ptr %41, align 4, !dbg !540
  br label %499, !dbg !541

499:                                              ; preds = %508, %498
  %500 = load i32, ptr %41, align 4, !dbg !542
  %501 = load i32, ptr %6, align 4, !dbg !543
  %502 = icmp slt i32 %500, %501, !dbg !544
  br i1 %502, label %503, label %511, !dbg !545

503:                                              ; preds = %499
  %504 = load i32, ptr %9, align 4, !dbg !546
  %505 = load i32, ptr %9, align 4, !dbg !547
  %506 = mul i32 %504, %505, !dbg !548
  %507 = add i32 %506, 70790, !dbg !549
  store i32 %507, ptr %9, align 4, !dbg !550
  br label %508, !dbg !551

508:                                              ; preds = %503
  %509 = load i32, ptr %41, align 4, !dbg !552
  %510 = add nsw i32 %509, 1, !dbg !552
  store i32 %510, ptr %41, align 4, !dbg !552
  br label %499, !dbg !545, !llvm.loop !553

511:                                              ; preds = %499
  br label %513, !dbg !555

512:                                              ; preds = %3
  br label %513, !dbg !556

513:                                              ; preds = %512, %511, %497, %482, %467, %454, %440, %425, %410, %397, %383, %368, %353, %340, %326, %311, %296, %283, %269, %254, %239, %226, %212, %197, %182, %169, %155, %140, %125, %112, %98, %83, %68
  %514 = load i32, ptr %9, align 4, !dbg !557
  %515 = load ptr, ptr %5, align 8, !dbg !558
  %516 = load i32, ptr %7, align 4, !dbg !559
  %517 = zext i32 %516 to i64, !dbg !558
  %518 = getelementptr inbounds i32, ptr %515, i64 %517, !dbg !558
  store i32 %514, ptr %518, align 4, !dbg !560
  ret void, !dbg !561
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergence/kway32.cu", directory: ".")
!2 = !{ptr @kway32, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway32", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 8, column: 33, scope: !9)
!19 = !DILocation(line: 8, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 8, column: 46, scope: !9)
!23 = !DILocation(line: 8, column: 44, scope: !9)
!24 = !DILocation(line: 8, column: 16, scope: !9)
!25 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 9, column: 24, scope: !9)
!27 = !DILocation(line: 9, column: 36, scope: !9)
!28 = !DILocation(line: 9, column: 48, scope: !9)
!29 = !DILocation(line: 9, column: 16, scope: !9)
!30 = !DILocation(line: 10, column: 20, scope: !9)
!31 = !DILocation(line: 10, column: 23, scope: !9)
!32 = !DILocation(line: 10, column: 16, scope: !9)
!33 = !DILocation(line: 11, column: 11, scope: !9)
!34 = !DILocation(line: 11, column: 3, scope: !9)
!35 = !DILocation(line: 13, column: 14, scope: !9)
!36 = !DILocation(line: 13, column: 10, scope: !9)
!37 = !DILocation(line: 13, column: 21, scope: !9)
!38 = !DILocation(line: 13, column: 25, scope: !9)
!39 = !DILocation(line: 13, column: 23, scope: !9)
!40 = !DILocation(line: 13, column: 5, scope: !9)
!41 = !DILocation(line: 14, column: 11, scope: !9)
!42 = !DILocation(line: 14, column: 13, scope: !9)
!43 = !DILocation(line: 14, column: 18, scope: !9)
!44 = !DILocation(line: 14, column: 9, scope: !9)
!45 = !DILocation(line: 14, column: 7, scope: !9)
!46 = !DILocation(line: 13, column: 33, scope: !9)
!47 = distinct !{!47, !40, !48, !49}
!48 = !DILocation(line: 14, column: 20, scope: !9)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 15, column: 5, scope: !9)
!51 = !DILocation(line: 17, column: 14, scope: !9)
!52 = !DILocation(line: 17, column: 10, scope: !9)
!53 = !DILocation(line: 17, column: 21, scope: !9)
!54 = !DILocation(line: 17, column: 25, scope: !9)
!55 = !DILocation(line: 17, column: 23, scope: !9)
!56 = !DILocation(line: 17, column: 5, scope: !9)
!57 = !DILocation(line: 18, column: 12, scope: !9)
!58 = !DILocation(line: 18, column: 17, scope: !9)
!59 = !DILocation(line: 18, column: 19, scope: !9)
!60 = !DILocation(line: 18, column: 14, scope: !9)
!61 = !DILocation(line: 18, column: 26, scope: !9)
!62 = !DILocation(line: 18, column: 9, scope: !9)
!63 = !DILocation(line: 18, column: 7, scope: !9)
!64 = !DILocation(line: 17, column: 33, scope: !9)
!65 = distinct !{!65, !56, !66, !49}
!66 = !DILocation(line: 18, column: 28, scope: !9)
!67 = !DILocation(line: 19, column: 5, scope: !9)
!68 = !DILocation(line: 21, column: 14, scope: !9)
!69 = !DILocation(line: 21, column: 10, scope: !9)
!70 = !DILocation(line: 21, column: 21, scope: !9)
!71 = !DILocation(line: 21, column: 25, scope: !9)
!72 = !DILocation(line: 21, column: 23, scope: !9)
!73 = !DILocation(line: 21, column: 5, scope: !9)
!74 = !DILocation(line: 22, column: 12, scope: !9)
!75 = !DILocation(line: 22, column: 14, scope: !9)
!76 = !DILocation(line: 22, column: 23, scope: !9)
!77 = !DILocation(line: 22, column: 25, scope: !9)
!78 = !DILocation(line: 22, column: 20, scope: !9)
!79 = !DILocation(line: 22, column: 9, scope: !9)
!80 = !DILocation(line: 22, column: 7, scope: !9)
!81 = !DILocation(line: 21, column: 33, scope: !9)
!82 = distinct !{!82, !73, !83, !49}
!83 = !DILocation(line: 22, column: 33, scope: !9)
!84 = !DILocation(line: 23, column: 5, scope: !9)
!85 = !DILocation(line: 25, column: 14, scope: !9)
!86 = !DILocation(line: 25, column: 10, scope: !9)
!87 = !DILocation(line: 25, column: 21, scope: !9)
!88 = !DILocation(line: 25, column: 25, scope: !9)
!89 = !DILocation(line: 25, column: 23, scope: !9)
!90 = !DILocation(line: 25, column: 5, scope: !9)
!91 = !DILocation(line: 26, column: 11, scope: !9)
!92 = !DILocation(line: 26, column: 15, scope: !9)
!93 = !DILocation(line: 26, column: 13, scope: !9)
!94 = !DILocation(line: 26, column: 17, scope: !9)
!95 = !DILocation(line: 26, column: 9, scope: !9)
!96 = !DILocation(line: 26, column: 7, scope: !9)
!97 = !DILocation(line: 25, column: 33, scope: !9)
!98 = distinct !{!98, !90, !99, !49}
!99 = !DILocation(line: 26, column: 19, scope: !9)
!100 = !DILocation(line: 27, column: 5, scope: !9)
!101 = !DILocation(line: 29, column: 14, scope: !9)
!102 = !DILocation(line: 29, column: 10, scope: !9)
!103 = !DILocation(line: 29, column: 21, scope: !9)
!104 = !DILocation(line: 29, column: 25, scope: !9)
!105 = !DILocation(line: 29, column: 23, scope: !9)
!106 = !DILocation(line: 29, column: 5, scope: !9)
!107 = !DILocation(line: 30, column: 11, scope: !9)
!108 = !DILocation(line: 30, column: 13, scope: !9)
!109 = !DILocation(line: 30, column: 19, scope: !9)
!110 = !DILocation(line: 30, column: 9, scope: !9)
!111 = !DILocation(line: 30, column: 7, scope: !9)
!112 = !DILocation(line: 29, column: 33, scope: !9)
!113 = distinct !{!113, !106, !114, !49}
!114 = !DILocation(line: 30, column: 21, scope: !9)
!115 = !DILocation(line: 31, column: 5, scope: !9)
!116 = !DILocation(line: 33, column: 14, scope: !9)
!117 = !DILocation(line: 33, column: 10, scope: !9)
!118 = !DILocation(line: 33, column: 21, scope: !9)
!119 = !DILocation(line: 33, column: 25, scope: !9)
!120 = !DILocation(line: 33, column: 23, scope: !9)
!121 = !DILocation(line: 33, column: 5, scope: !9)
!122 = !DILocation(line: 34, column: 12, scope: !9)
!123 = !DILocation(line: 34, column: 17, scope: !9)
!124 = !DILocation(line: 34, column: 19, scope: !9)
!125 = !DILocation(line: 34, column: 14, scope: !9)
!126 = !DILocation(line: 34, column: 26, scope: !9)
!127 = !DILocation(line: 34, column: 9, scope: !9)
!128 = !DILocation(line: 34, column: 7, scope: !9)
!129 = !DILocation(line: 33, column: 33, scope: !9)
!130 = distinct !{!130, !121, !131, !49}
!131 = !DILocation(line: 34, column: 28, scope: !9)
!132 = !DILocation(line: 35, column: 5, scope: !9)
!133 = !DILocation(line: 37, column: 14, scope: !9)
!134 = !DILocation(line: 37, column: 10, scope: !9)
!135 = !DILocation(line: 37, column: 21, scope: !9)
!136 = !DILocation(line: 37, column: 25, scope: !9)
!137 = !DILocation(line: 37, column: 23, scope: !9)
!138 = !DILocation(line: 37, column: 5, scope: !9)
!139 = !DILocation(line: 38, column: 12, scope: !9)
!140 = !DILocation(line: 38, column: 14, scope: !9)
!141 = !DILocation(line: 38, column: 23, scope: !9)
!142 = !DILocation(line: 38, column: 25, scope: !9)
!143 = !DILocation(line: 38, column: 20, scope: !9)
!144 = !DILocation(line: 38, column: 9, scope: !9)
!145 = !DILocation(line: 38, column: 7, scope: !9)
!146 = !DILocation(line: 37, column: 33, scope: !9)
!147 = distinct !{!147, !138, !148, !49}
!148 = !DILocation(line: 38, column: 33, scope: !9)
!149 = !DILocation(line: 39, column: 5, scope: !9)
!150 = !DILocation(line: 41, column: 14, scope: !9)
!151 = !DILocation(line: 41, column: 10, scope: !9)
!152 = !DILocation(line: 41, column: 21, scope: !9)
!153 = !DILocation(line: 41, column: 25, scope: !9)
!154 = !DILocation(line: 41, column: 23, scope: !9)
!155 = !DILocation(line: 41, column: 5, scope: !9)
!156 = !DILocation(line: 42, column: 11, scope: !9)
!157 = !DILocation(line: 42, column: 15, scope: !9)
!158 = !DILocation(line: 42, column: 13, scope: !9)
!159 = !DILocation(line: 42, column: 17, scope: !9)
!160 = !DILocation(line: 42, column: 9, scope: !9)
!161 = !DILocation(line: 42, column: 7, scope: !9)
!162 = !DILocation(line: 41, column: 33, scope: !9)
!163 = distinct !{!163, !155, !164, !49}
!164 = !DILocation(line: 42, column: 19, scope: !9)
!165 = !DILocation(line: 43, column: 5, scope: !9)
!166 = !DILocation(line: 45, column: 14, scope: !9)
!167 = !DILocation(line: 45, column: 10, scope: !9)
!168 = !DILocation(line: 45, column: 21, scope: !9)
!169 = !DILocation(line: 45, column: 25, scope: !9)
!170 = !DILocation(line: 45, column: 23, scope: !9)
!171 = !DILocation(line: 45, column: 5, scope: !9)
!172 = !DILocation(line: 46, column: 11, scope: !9)
!173 = !DILocation(line: 46, column: 13, scope: !9)
!174 = !DILocation(line: 46, column: 20, scope: !9)
!175 = !DILocation(line: 46, column: 9, scope: !9)
!176 = !DILocation(line: 46, column: 7, scope: !9)
!177 = !DILocation(line: 45, column: 33, scope: !9)
!178 = distinct !{!178, !171, !179, !49}
!179 = !DILocation(line: 46, column: 22, scope: !9)
!180 = !DILocation(line: 47, column: 5, scope: !9)
!181 = !DILocation(line: 49, column: 14, scope: !9)
!182 = !DILocation(line: 49, column: 10, scope: !9)
!183 = !DILocation(line: 49, column: 21, scope: !9)
!184 = !DILocation(line: 49, column: 25, scope: !9)
!185 = !DILocation(line: 49, column: 23, scope: !9)
!186 = !DILocation(line: 49, column: 5, scope: !9)
!187 = !DILocation(line: 50, column: 12, scope: !9)
!188 = !DILocation(line: 50, column: 17, scope: !9)
!189 = !DILocation(line: 50, column: 19, scope: !9)
!190 = !DILocation(line: 50, column: 14, scope: !9)
!191 = !DILocation(line: 50, column: 26, scope: !9)
!192 = !DILocation(line: 50, column: 9, scope: !9)
!193 = !DILocation(line: 50, column: 7, scope: !9)
!194 = !DILocation(line: 49, column: 33, scope: !9)
!195 = distinct !{!195, !186, !196, !49}
!196 = !DILocation(line: 50, column: 28, scope: !9)
!197 = !DILocation(line: 51, column: 5, scope: !9)
!198 = !DILocation(line: 53, column: 14, scope: !9)
!199 = !DILocation(line: 53, column: 10, scope: !9)
!200 = !DILocation(line: 53, column: 21, scope: !9)
!201 = !DILocation(line: 53, column: 25, scope: !9)
!202 = !DILocation(line: 53, column: 23, scope: !9)
!203 = !DILocation(line: 53, column: 5, scope: !9)
!204 = !DILocation(line: 54, column: 12, scope: !9)
!205 = !DILocation(line: 54, column: 14, scope: !9)
!206 = !DILocation(line: 54, column: 23, scope: !9)
!207 = !DILocation(line: 54, column: 25, scope: !9)
!208 = !DILocation(line: 54, column: 20, scope: !9)
!209 = !DILocation(line: 54, column: 9, scope: !9)
!210 = !DILocation(line: 54, column: 7, scope: !9)
!211 = !DILocation(line: 53, column: 33, scope: !9)
!212 = distinct !{!212, !203, !213, !49}
!213 = !DILocation(line: 54, column: 33, scope: !9)
!214 = !DILocation(line: 55, column: 5, scope: !9)
!215 = !DILocation(line: 57, column: 14, scope: !9)
!216 = !DILocation(line: 57, column: 10, scope: !9)
!217 = !DILocation(line: 57, column: 21, scope: !9)
!218 = !DILocation(line: 57, column: 25, scope: !9)
!219 = !DILocation(line: 57, column: 23, scope: !9)
!220 = !DILocation(line: 57, column: 5, scope: !9)
!221 = !DILocation(line: 58, column: 11, scope: !9)
!222 = !DILocation(line: 58, column: 15, scope: !9)
!223 = !DILocation(line: 58, column: 13, scope: !9)
!224 = !DILocation(line: 58, column: 17, scope: !9)
!225 = !DILocation(line: 58, column: 9, scope: !9)
!226 = !DILocation(line: 58, column: 7, scope: !9)
!227 = !DILocation(line: 57, column: 33, scope: !9)
!228 = distinct !{!228, !220, !229, !49}
!229 = !DILocation(line: 58, column: 19, scope: !9)
!230 = !DILocation(line: 59, column: 5, scope: !9)
!231 = !DILocation(line: 61, column: 14, scope: !9)
!232 = !DILocation(line: 61, column: 10, scope: !9)
!233 = !DILocation(line: 61, column: 21, scope: !9)
!234 = !DILocation(line: 61, column: 25, scope: !9)
!235 = !DILocation(line: 61, column: 23, scope: !9)
!236 = !DILocation(line: 61, column: 5, scope: !9)
!237 = !DILocation(line: 62, column: 11, scope: !9)
!238 = !DILocation(line: 62, column: 13, scope: !9)
!239 = !DILocation(line: 62, column: 19, scope: !9)
!240 = !DILocation(line: 62, column: 9, scope: !9)
!241 = !DILocation(line: 62, column: 7, scope: !9)
!242 = !DILocation(line: 61, column: 33, scope: !9)
!243 = distinct !{!243, !236, !244, !49}
!244 = !DILocation(line: 62, column: 21, scope: !9)
!245 = !DILocation(line: 63, column: 5, scope: !9)
!246 = !DILocation(line: 65, column: 14, scope: !9)
!247 = !DILocation(line: 65, column: 10, scope: !9)
!248 = !DILocation(line: 65, column: 21, scope: !9)
!249 = !DILocation(line: 65, column: 25, scope: !9)
!250 = !DILocation(line: 65, column: 23, scope: !9)
!251 = !DILocation(line: 65, column: 5, scope: !9)
!252 = !DILocation(line: 66, column: 12, scope: !9)
!253 = !DILocation(line: 66, column: 17, scope: !9)
!254 = !DILocation(line: 66, column: 19, scope: !9)
!255 = !DILocation(line: 66, column: 14, scope: !9)
!256 = !DILocation(line: 66, column: 26, scope: !9)
!257 = !DILocation(line: 66, column: 9, scope: !9)
!258 = !DILocation(line: 66, column: 7, scope: !9)
!259 = !DILocation(line: 65, column: 33, scope: !9)
!260 = distinct !{!260, !251, !261, !49}
!261 = !DILocation(line: 66, column: 28, scope: !9)
!262 = !DILocation(line: 67, column: 5, scope: !9)
!263 = !DILocation(line: 69, column: 14, scope: !9)
!264 = !DILocation(line: 69, column: 10, scope: !9)
!265 = !DILocation(line: 69, column: 21, scope: !9)
!266 = !DILocation(line: 69, column: 25, scope: !9)
!267 = !DILocation(line: 69, column: 23, scope: !9)
!268 = !DILocation(line: 69, column: 5, scope: !9)
!269 = !DILocation(line: 70, column: 12, scope: !9)
!270 = !DILocation(line: 70, column: 14, scope: !9)
!271 = !DILocation(line: 70, column: 23, scope: !9)
!272 = !DILocation(line: 70, column: 25, scope: !9)
!273 = !DILocation(line: 70, column: 20, scope: !9)
!274 = !DILocation(line: 70, column: 9, scope: !9)
!275 = !DILocation(line: 70, column: 7, scope: !9)
!276 = !DILocation(line: 69, column: 33, scope: !9)
!277 = distinct !{!277, !268, !278, !49}
!278 = !DILocation(line: 70, column: 33, scope: !9)
!279 = !DILocation(line: 71, column: 5, scope: !9)
!280 = !DILocation(line: 73, column: 14, scope: !9)
!281 = !DILocation(line: 73, column: 10, scope: !9)
!282 = !DILocation(line: 73, column: 21, scope: !9)
!283 = !DILocation(line: 73, column: 25, scope: !9)
!284 = !DILocation(line: 73, column: 23, scope: !9)
!285 = !DILocation(line: 73, column: 5, scope: !9)
!286 = !DILocation(line: 74, column: 11, scope: !9)
!287 = !DILocation(line: 74, column: 15, scope: !9)
!288 = !DILocation(line: 74, column: 13, scope: !9)
!289 = !DILocation(line: 74, column: 17, scope: !9)
!290 = !DILocation(line: 74, column: 9, scope: !9)
!291 = !DILocation(line: 74, column: 7, scope: !9)
!292 = !DILocation(line: 73, column: 33, scope: !9)
!293 = distinct !{!293, !285, !294, !49}
!294 = !DILocation(line: 74, column: 19, scope: !9)
!295 = !DILocation(line: 75, column: 5, scope: !9)
!296 = !DILocation(line: 77, column: 14, scope: !9)
!297 = !DILocation(line: 77, column: 10, scope: !9)
!298 = !DILocation(line: 77, column: 21, scope: !9)
!299 = !DILocation(line: 77, column: 25, scope: !9)
!300 = !DILocation(line: 77, column: 23, scope: !9)
!301 = !DILocation(line: 77, column: 5, scope: !9)
!302 = !DILocation(line: 78, column: 11, scope: !9)
!303 = !DILocation(line: 78, column: 13, scope: !9)
!304 = !DILocation(line: 78, column: 19, scope: !9)
!305 = !DILocation(line: 78, column: 9, scope: !9)
!306 = !DILocation(line: 78, column: 7, scope: !9)
!307 = !DILocation(line: 77, column: 33, scope: !9)
!308 = distinct !{!308, !301, !309, !49}
!309 = !DILocation(line: 78, column: 21, scope: !9)
!310 = !DILocation(line: 79, column: 5, scope: !9)
!311 = !DILocation(line: 81, column: 14, scope: !9)
!312 = !DILocation(line: 81, column: 10, scope: !9)
!313 = !DILocation(line: 81, column: 21, scope: !9)
!314 = !DILocation(line: 81, column: 25, scope: !9)
!315 = !DILocation(line: 81, column: 23, scope: !9)
!316 = !DILocation(line: 81, column: 5, scope: !9)
!317 = !DILocation(line: 82, column: 12, scope: !9)
!318 = !DILocation(line: 82, column: 17, scope: !9)
!319 = !DILocation(line: 82, column: 19, scope: !9)
!320 = !DILocation(line: 82, column: 14, scope: !9)
!321 = !DILocation(line: 82, column: 26, scope: !9)
!322 = !DILocation(line: 82, column: 9, scope: !9)
!323 = !DILocation(line: 82, column: 7, scope: !9)
!324 = !DILocation(line: 81, column: 33, scope: !9)
!325 = distinct !{!325, !316, !326, !49}
!326 = !DILocation(line: 82, column: 28, scope: !9)
!327 = !DILocation(line: 83, column: 5, scope: !9)
!328 = !DILocation(line: 85, column: 14, scope: !9)
!329 = !DILocation(line: 85, column: 10, scope: !9)
!330 = !DILocation(line: 85, column: 21, scope: !9)
!331 = !DILocation(line: 85, column: 25, scope: !9)
!332 = !DILocation(line: 85, column: 23, scope: !9)
!333 = !DILocation(line: 85, column: 5, scope: !9)
!334 = !DILocation(line: 86, column: 12, scope: !9)
!335 = !DILocation(line: 86, column: 14, scope: !9)
!336 = !DILocation(line: 86, column: 23, scope: !9)
!337 = !DILocation(line: 86, column: 25, scope: !9)
!338 = !DILocation(line: 86, column: 20, scope: !9)
!339 = !DILocation(line: 86, column: 9, scope: !9)
!340 = !DILocation(line: 86, column: 7, scope: !9)
!341 = !DILocation(line: 85, column: 33, scope: !9)
!342 = distinct !{!342, !333, !343, !49}
!343 = !DILocation(line: 86, column: 33, scope: !9)
!344 = !DILocation(line: 87, column: 5, scope: !9)
!345 = !DILocation(line: 89, column: 14, scope: !9)
!346 = !DILocation(line: 89, column: 10, scope: !9)
!347 = !DILocation(line: 89, column: 21, scope: !9)
!348 = !DILocation(line: 89, column: 25, scope: !9)
!349 = !DILocation(line: 89, column: 23, scope: !9)
!350 = !DILocation(line: 89, column: 5, scope: !9)
!351 = !DILocation(line: 90, column: 11, scope: !9)
!352 = !DILocation(line: 90, column: 15, scope: !9)
!353 = !DILocation(line: 90, column: 13, scope: !9)
!354 = !DILocation(line: 90, column: 17, scope: !9)
!355 = !DILocation(line: 90, column: 9, scope: !9)
!356 = !DILocation(line: 90, column: 7, scope: !9)
!357 = !DILocation(line: 89, column: 33, scope: !9)
!358 = distinct !{!358, !350, !359, !49}
!359 = !DILocation(line: 90, column: 19, scope: !9)
!360 = !DILocation(line: 91, column: 5, scope: !9)
!361 = !DILocation(line: 93, column: 14, scope: !9)
!362 = !DILocation(line: 93, column: 10, scope: !9)
!363 = !DILocation(line: 93, column: 21, scope: !9)
!364 = !DILocation(line: 93, column: 25, scope: !9)
!365 = !DILocation(line: 93, column: 23, scope: !9)
!366 = !DILocation(line: 93, column: 5, scope: !9)
!367 = !DILocation(line: 94, column: 11, scope: !9)
!368 = !DILocation(line: 94, column: 13, scope: !9)
!369 = !DILocation(line: 94, column: 20, scope: !9)
!370 = !DILocation(line: 94, column: 9, scope: !9)
!371 = !DILocation(line: 94, column: 7, scope: !9)
!372 = !DILocation(line: 93, column: 33, scope: !9)
!373 = distinct !{!373, !366, !374, !49}
!374 = !DILocation(line: 94, column: 22, scope: !9)
!375 = !DILocation(line: 95, column: 5, scope: !9)
!376 = !DILocation(line: 97, column: 14, scope: !9)
!377 = !DILocation(line: 97, column: 10, scope: !9)
!378 = !DILocation(line: 97, column: 21, scope: !9)
!379 = !DILocation(line: 97, column: 25, scope: !9)
!380 = !DILocation(line: 97, column: 23, scope: !9)
!381 = !DILocation(line: 97, column: 5, scope: !9)
!382 = !DILocation(line: 98, column: 12, scope: !9)
!383 = !DILocation(line: 98, column: 17, scope: !9)
!384 = !DILocation(line: 98, column: 19, scope: !9)
!385 = !DILocation(line: 98, column: 14, scope: !9)
!386 = !DILocation(line: 98, column: 26, scope: !9)
!387 = !DILocation(line: 98, column: 9, scope: !9)
!388 = !DILocation(line: 98, column: 7, scope: !9)
!389 = !DILocation(line: 97, column: 33, scope: !9)
!390 = distinct !{!390, !381, !391, !49}
!391 = !DILocation(line: 98, column: 28, scope: !9)
!392 = !DILocation(line: 99, column: 5, scope: !9)
!393 = !DILocation(line: 101, column: 14, scope: !9)
!394 = !DILocation(line: 101, column: 10, scope: !9)
!395 = !DILocation(line: 101, column: 21, scope: !9)
!396 = !DILocation(line: 101, column: 25, scope: !9)
!397 = !DILocation(line: 101, column: 23, scope: !9)
!398 = !DILocation(line: 101, column: 5, scope: !9)
!399 = !DILocation(line: 102, column: 12, scope: !9)
!400 = !DILocation(line: 102, column: 14, scope: !9)
!401 = !DILocation(line: 102, column: 23, scope: !9)
!402 = !DILocation(line: 102, column: 25, scope: !9)
!403 = !DILocation(line: 102, column: 20, scope: !9)
!404 = !DILocation(line: 102, column: 9, scope: !9)
!405 = !DILocation(line: 102, column: 7, scope: !9)
!406 = !DILocation(line: 101, column: 33, scope: !9)
!407 = distinct !{!407, !398, !408, !49}
!408 = !DILocation(line: 102, column: 33, scope: !9)
!409 = !DILocation(line: 103, column: 5, scope: !9)
!410 = !DILocation(line: 105, column: 14, scope: !9)
!411 = !DILocation(line: 105, column: 10, scope: !9)
!412 = !DILocation(line: 105, column: 21, scope: !9)
!413 = !DILocation(line: 105, column: 25, scope: !9)
!414 = !DILocation(line: 105, column: 23, scope: !9)
!415 = !DILocation(line: 105, column: 5, scope: !9)
!416 = !DILocation(line: 106, column: 11, scope: !9)
!417 = !DILocation(line: 106, column: 15, scope: !9)
!418 = !DILocation(line: 106, column: 13, scope: !9)
!419 = !DILocation(line: 106, column: 17, scope: !9)
!420 = !DILocation(line: 106, column: 9, scope: !9)
!421 = !DILocation(line: 106, column: 7, scope: !9)
!422 = !DILocation(line: 105, column: 33, scope: !9)
!423 = distinct !{!423, !415, !424, !49}
!424 = !DILocation(line: 106, column: 19, scope: !9)
!425 = !DILocation(line: 107, column: 5, scope: !9)
!426 = !DILocation(line: 109, column: 14, scope: !9)
!427 = !DILocation(line: 109, column: 10, scope: !9)
!428 = !DILocation(line: 109, column: 21, scope: !9)
!429 = !DILocation(line: 109, column: 25, scope: !9)
!430 = !DILocation(line: 109, column: 23, scope: !9)
!431 = !DILocation(line: 109, column: 5, scope: !9)
!432 = !DILocation(line: 110, column: 11, scope: !9)
!433 = !DILocation(line: 110, column: 13, scope: !9)
!434 = !DILocation(line: 110, column: 19, scope: !9)
!435 = !DILocation(line: 110, column: 9, scope: !9)
!436 = !DILocation(line: 110, column: 7, scope: !9)
!437 = !DILocation(line: 109, column: 33, scope: !9)
!438 = distinct !{!438, !431, !439, !49}
!439 = !DILocation(line: 110, column: 21, scope: !9)
!440 = !DILocation(line: 111, column: 5, scope: !9)
!441 = !DILocation(line: 113, column: 14, scope: !9)
!442 = !DILocation(line: 113, column: 10, scope: !9)
!443 = !DILocation(line: 113, column: 21, scope: !9)
!444 = !DILocation(line: 113, column: 25, scope: !9)
!445 = !DILocation(line: 113, column: 23, scope: !9)
!446 = !DILocation(line: 113, column: 5, scope: !9)
!447 = !DILocation(line: 114, column: 12, scope: !9)
!448 = !DILocation(line: 114, column: 17, scope: !9)
!449 = !DILocation(line: 114, column: 19, scope: !9)
!450 = !DILocation(line: 114, column: 14, scope: !9)
!451 = !DILocation(line: 114, column: 26, scope: !9)
!452 = !DILocation(line: 114, column: 9, scope: !9)
!453 = !DILocation(line: 114, column: 7, scope: !9)
!454 = !DILocation(line: 113, column: 33, scope: !9)
!455 = distinct !{!455, !446, !456, !49}
!456 = !DILocation(line: 114, column: 28, scope: !9)
!457 = !DILocation(line: 115, column: 5, scope: !9)
!458 = !DILocation(line: 117, column: 14, scope: !9)
!459 = !DILocation(line: 117, column: 10, scope: !9)
!460 = !DILocation(line: 117, column: 21, scope: !9)
!461 = !DILocation(line: 117, column: 25, scope: !9)
!462 = !DILocation(line: 117, column: 23, scope: !9)
!463 = !DILocation(line: 117, column: 5, scope: !9)
!464 = !DILocation(line: 118, column: 12, scope: !9)
!465 = !DILocation(line: 118, column: 14, scope: !9)
!466 = !DILocation(line: 118, column: 23, scope: !9)
!467 = !DILocation(line: 118, column: 25, scope: !9)
!468 = !DILocation(line: 118, column: 20, scope: !9)
!469 = !DILocation(line: 118, column: 9, scope: !9)
!470 = !DILocation(line: 118, column: 7, scope: !9)
!471 = !DILocation(line: 117, column: 33, scope: !9)
!472 = distinct !{!472, !463, !473, !49}
!473 = !DILocation(line: 118, column: 33, scope: !9)
!474 = !DILocation(line: 119, column: 5, scope: !9)
!475 = !DILocation(line: 121, column: 14, scope: !9)
!476 = !DILocation(line: 121, column: 10, scope: !9)
!477 = !DILocation(line: 121, column: 21, scope: !9)
!478 = !DILocation(line: 121, column: 25, scope: !9)
!479 = !DILocation(line: 121, column: 23, scope: !9)
!480 = !DILocation(line: 121, column: 5, scope: !9)
!481 = !DILocation(line: 122, column: 11, scope: !9)
!482 = !DILocation(line: 122, column: 15, scope: !9)
!483 = !DILocation(line: 122, column: 13, scope: !9)
!484 = !DILocation(line: 122, column: 17, scope: !9)
!485 = !DILocation(line: 122, column: 9, scope: !9)
!486 = !DILocation(line: 122, column: 7, scope: !9)
!487 = !DILocation(line: 121, column: 33, scope: !9)
!488 = distinct !{!488, !480, !489, !49}
!489 = !DILocation(line: 122, column: 19, scope: !9)
!490 = !DILocation(line: 123, column: 5, scope: !9)
!491 = !DILocation(line: 125, column: 14, scope: !9)
!492 = !DILocation(line: 125, column: 10, scope: !9)
!493 = !DILocation(line: 125, column: 21, scope: !9)
!494 = !DILocation(line: 125, column: 25, scope: !9)
!495 = !DILocation(line: 125, column: 23, scope: !9)
!496 = !DILocation(line: 125, column: 5, scope: !9)
!497 = !DILocation(line: 126, column: 11, scope: !9)
!498 = !DILocation(line: 126, column: 13, scope: !9)
!499 = !DILocation(line: 126, column: 20, scope: !9)
!500 = !DILocation(line: 126, column: 9, scope: !9)
!501 = !DILocation(line: 126, column: 7, scope: !9)
!502 = !DILocation(line: 125, column: 33, scope: !9)
!503 = distinct !{!503, !496, !504, !49}
!504 = !DILocation(line: 126, column: 22, scope: !9)
!505 = !DILocation(line: 127, column: 5, scope: !9)
!506 = !DILocation(line: 129, column: 14, scope: !9)
!507 = !DILocation(line: 129, column: 10, scope: !9)
!508 = !DILocation(line: 129, column: 21, scope: !9)
!509 = !DILocation(line: 129, column: 25, scope: !9)
!510 = !DILocation(line: 129, column: 23, scope: !9)
!511 = !DILocation(line: 129, column: 5, scope: !9)
!512 = !DILocation(line: 130, column: 12, scope: !9)
!513 = !DILocation(line: 130, column: 17, scope: !9)
!514 = !DILocation(line: 130, column: 19, scope: !9)
!515 = !DILocation(line: 130, column: 14, scope: !9)
!516 = !DILocation(line: 130, column: 26, scope: !9)
!517 = !DILocation(line: 130, column: 9, scope: !9)
!518 = !DILocation(line: 130, column: 7, scope: !9)
!519 = !DILocation(line: 129, column: 33, scope: !9)
!520 = distinct !{!520, !511, !521, !49}
!521 = !DILocation(line: 130, column: 28, scope: !9)
!522 = !DILocation(line: 131, column: 5, scope: !9)
!523 = !DILocation(line: 133, column: 14, scope: !9)
!524 = !DILocation(line: 133, column: 10, scope: !9)
!525 = !DILocation(line: 133, column: 21, scope: !9)
!526 = !DILocation(line: 133, column: 25, scope: !9)
!527 = !DILocation(line: 133, column: 23, scope: !9)
!528 = !DILocation(line: 133, column: 5, scope: !9)
!529 = !DILocation(line: 134, column: 12, scope: !9)
!530 = !DILocation(line: 134, column: 14, scope: !9)
!531 = !DILocation(line: 134, column: 23, scope: !9)
!532 = !DILocation(line: 134, column: 25, scope: !9)
!533 = !DILocation(line: 134, column: 20, scope: !9)
!534 = !DILocation(line: 134, column: 9, scope: !9)
!535 = !DILocation(line: 134, column: 7, scope: !9)
!536 = !DILocation(line: 133, column: 33, scope: !9)
!537 = distinct !{!537, !528, !538, !49}
!538 = !DILocation(line: 134, column: 33, scope: !9)
!539 = !DILocation(line: 135, column: 5, scope: !9)
!540 = !DILocation(line: 137, column: 14, scope: !9)
!541 = !DILocation(line: 137, column: 10, scope: !9)
!542 = !DILocation(line: 137, column: 21, scope: !9)
!543 = !DILocation(line: 137, column: 25, scope: !9)
!544 = !DILocation(line: 137, column: 23, scope: !9)
!545 = !DILocation(line: 137, column: 5, scope: !9)
!546 = !DILocation(line: 138, column: 11, scope: !9)
!547 = !DILocation(line: 138, column: 15, scope: !9)
!548 = !DILocation(line: 138, column: 13, scope: !9)
!549 = !DILocation(line: 138, column: 17, scope: !9)
!550 = !DILocation(line: 138, column: 9, scope: !9)
!551 = !DILocation(line: 138, column: 7, scope: !9)
!552 = !DILocation(line: 137, column: 33, scope: !9)
!553 = distinct !{!553, !545, !554, !49}
!554 = !DILocation(line: 138, column: 19, scope: !9)
!555 = !DILocation(line: 139, column: 5, scope: !9)
!556 = !DILocation(line: 141, column: 5, scope: !9)
!557 = !DILocation(line: 143, column: 12, scope: !9)
!558 = !DILocation(line: 143, column: 3, scope: !9)
!559 = !DILocation(line: 143, column: 7, scope: !9)
!560 = !DILocation(line: 143, column: 10, scope: !9)
!561 = !DILocation(line: 144, column: 1, scope: !9)
