; ModuleID = 'divergence/kway32.cu'
source_filename = "divergence/kway32.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @kway32(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = and i32 %7, 31, !dbg !24
  %10 = zext i32 %8 to i64, !dbg !25
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !25
  %12 = load i32, ptr %11, align 4, !dbg !25, !tbaa !26
  %13 = icmp sgt i32 %2, 0, !dbg !30
  switch i32 %9, label %926 [
    i32 0, label %231
    i32 1, label %224
    i32 2, label %217
    i32 3, label %210
    i32 4, label %203
    i32 5, label %196
    i32 6, label %189
    i32 7, label %182
    i32 8, label %175
    i32 9, label %168
    i32 10, label %161
    i32 11, label %154
    i32 12, label %147
    i32 13, label %140
    i32 14, label %133
    i32 15, label %126
    i32 16, label %119
    i32 17, label %112
    i32 18, label %105
    i32 19, label %98
    i32 20, label %91
    i32 21, label %84
    i32 22, label %77
    i32 23, label %70
    i32 24, label %63
    i32 25, label %56
    i32 26, label %49
    i32 27, label %42
    i32 28, label %35
    i32 29, label %28
    i32 30, label %21
    i32 31, label %14
  ], !dbg !31

14:                                               ; preds = %3
  br i1 %13, label %15, label %1295, !dbg !32

15:                                               ; preds = %14
  %16 = add nsw i32 %2, -1, !dbg !32
  %17 = and i32 %2, 7, !dbg !32
  %18 = icmp ult i32 %16, 7, !dbg !32
  br i1 %18, label %1284, label %19, !dbg !32

19:                                               ; preds = %15
  %20 = and i32 %2, 2147483640, !dbg !32
  br label %905, !dbg !32

21:                                               ; preds = %3
  br i1 %13, label %22, label %1295, !dbg !33

22:                                               ; preds = %21
  %23 = add nsw i32 %2, -1, !dbg !33
  %24 = and i32 %2, 7, !dbg !33
  %25 = icmp ult i32 %23, 7, !dbg !33
  br i1 %25, label %1272, label %26, !dbg !33

26:                                               ; preds = %22
  %27 = and i32 %2, 2147483640, !dbg !33
  br label %876, !dbg !33

28:                                               ; preds = %3
  br i1 %13, label %29, label %1295, !dbg !34

29:                                               ; preds = %28
  %30 = add nsw i32 %2, -1, !dbg !34
  %31 = and i32 %2, 7, !dbg !34
  %32 = icmp ult i32 %30, 7, !dbg !34
  br i1 %32, label %1260, label %33, !dbg !34

33:                                               ; preds = %29
  %34 = and i32 %2, 2147483640, !dbg !34
  br label %847, !dbg !34

35:                                               ; preds = %3
  br i1 %13, label %36, label %1295, !dbg !35

36:                                               ; preds = %35
  %37 = add nsw i32 %2, -1, !dbg !35
  %38 = and i32 %2, 7, !dbg !35
  %39 = icmp ult i32 %37, 7, !dbg !35
  br i1 %39, label %1249, label %40, !dbg !35

40:                                               ; preds = %36
  %41 = and i32 %2, 2147483640, !dbg !35
  br label %840, !dbg !35

42:                                               ; preds = %3
  br i1 %13, label %43, label %1295, !dbg !36

43:                                               ; preds = %42
  %44 = add nsw i32 %2, -1, !dbg !36
  %45 = and i32 %2, 7, !dbg !36
  %46 = icmp ult i32 %44, 7, !dbg !36
  br i1 %46, label %1238, label %47, !dbg !36

47:                                               ; preds = %43
  %48 = and i32 %2, 2147483640, !dbg !36
  br label %819, !dbg !36

49:                                               ; preds = %3
  br i1 %13, label %50, label %1295, !dbg !37

50:                                               ; preds = %49
  %51 = add nsw i32 %2, -1, !dbg !37
  %52 = and i32 %2, 7, !dbg !37
  %53 = icmp ult i32 %51, 7, !dbg !37
  br i1 %53, label %1226, label %54, !dbg !37

54:                                               ; preds = %50
  %55 = and i32 %2, 2147483640, !dbg !37
  br label %790, !dbg !37

56:                                               ; preds = %3
  br i1 %13, label %57, label %1295, !dbg !38

57:                                               ; preds = %56
  %58 = add nsw i32 %2, -1, !dbg !38
  %59 = and i32 %2, 7, !dbg !38
  %60 = icmp ult i32 %58, 7, !dbg !38
  br i1 %60, label %1214, label %61, !dbg !38

61:                                               ; preds = %57
  %62 = and i32 %2, 2147483640, !dbg !38
  br label %761, !dbg !38

63:                                               ; preds = %3
  br i1 %13, label %64, label %1295, !dbg !39

64:                                               ; preds = %63
  %65 = add nsw i32 %2, -1, !dbg !39
  %66 = and i32 %2, 7, !dbg !39
  %67 = icmp ult i32 %65, 7, !dbg !39
  br i1 %67, label %1203, label %68, !dbg !39

68:                                               ; preds = %64
  %69 = and i32 %2, 2147483640, !dbg !39
  br label %754, !dbg !39

70:                                               ; preds = %3
  br i1 %13, label %71, label %1295, !dbg !40

71:                                               ; preds = %70
  %72 = add nsw i32 %2, -1, !dbg !40
  %73 = and i32 %2, 7, !dbg !40
  %74 = icmp ult i32 %72, 7, !dbg !40
  br i1 %74, label %1192, label %75, !dbg !40

75:                                               ; preds = %71
  %76 = and i32 %2, 2147483640, !dbg !40
  br label %733, !dbg !40

77:                                               ; preds = %3
  br i1 %13, label %78, label %1295, !dbg !41

78:                                               ; preds = %77
  %79 = add nsw i32 %2, -1, !dbg !41
  %80 = and i32 %2, 7, !dbg !41
  %81 = icmp ult i32 %79, 7, !dbg !41
  br i1 %81, label %1180, label %82, !dbg !41

82:                                               ; preds = %78
  %83 = and i32 %2, 2147483640, !dbg !41
  br label %704, !dbg !41

84:                                               ; preds = %3
  br i1 %13, label %85, label %1295, !dbg !42

85:                                               ; preds = %84
  %86 = add nsw i32 %2, -1, !dbg !42
  %87 = and i32 %2, 7, !dbg !42
  %88 = icmp ult i32 %86, 7, !dbg !42
  br i1 %88, label %1168, label %89, !dbg !42

89:                                               ; preds = %85
  %90 = and i32 %2, 2147483640, !dbg !42
  br label %675, !dbg !42

91:                                               ; preds = %3
  br i1 %13, label %92, label %1295, !dbg !43

92:                                               ; preds = %91
  %93 = add nsw i32 %2, -1, !dbg !43
  %94 = and i32 %2, 7, !dbg !43
  %95 = icmp ult i32 %93, 7, !dbg !43
  br i1 %95, label %1157, label %96, !dbg !43

96:                                               ; preds = %92
  %97 = and i32 %2, 2147483640, !dbg !43
  br label %668, !dbg !43

98:                                               ; preds = %3
  br i1 %13, label %99, label %1295, !dbg !44

99:                                               ; preds = %98
  %100 = add nsw i32 %2, -1, !dbg !44
  %101 = and i32 %2, 7, !dbg !44
  %102 = icmp ult i32 %100, 7, !dbg !44
  br i1 %102, label %1146, label %103, !dbg !44

103:                                              ; preds = %99
  %104 = and i32 %2, 2147483640, !dbg !44
  br label %647, !dbg !44

105:                                              ; preds = %3
  br i1 %13, label %106, label %1295, !dbg !45

106:                                              ; preds = %105
  %107 = add nsw i32 %2, -1, !dbg !45
  %108 = and i32 %2, 7, !dbg !45
  %109 = icmp ult i32 %107, 7, !dbg !45
  br i1 %109, label %1134, label %110, !dbg !45

110:                                              ; preds = %106
  %111 = and i32 %2, 2147483640, !dbg !45
  br label %618, !dbg !45

112:                                              ; preds = %3
  br i1 %13, label %113, label %1295, !dbg !46

113:                                              ; preds = %112
  %114 = add nsw i32 %2, -1, !dbg !46
  %115 = and i32 %2, 7, !dbg !46
  %116 = icmp ult i32 %114, 7, !dbg !46
  br i1 %116, label %1122, label %117, !dbg !46

117:                                              ; preds = %113
  %118 = and i32 %2, 2147483640, !dbg !46
  br label %589, !dbg !46

119:                                              ; preds = %3
  br i1 %13, label %120, label %1295, !dbg !47

120:                                              ; preds = %119
  %121 = add nsw i32 %2, -1, !dbg !47
  %122 = and i32 %2, 7, !dbg !47
  %123 = icmp ult i32 %121, 7, !dbg !47
  br i1 %123, label %1111, label %124, !dbg !47

124:                                              ; preds = %120
  %125 = and i32 %2, 2147483640, !dbg !47
  br label %582, !dbg !47

126:                                              ; preds = %3
  br i1 %13, label %127, label %1295, !dbg !48

127:                                              ; preds = %126
  %128 = add nsw i32 %2, -1, !dbg !48
  %129 = and i32 %2, 7, !dbg !48
  %130 = icmp ult i32 %128, 7, !dbg !48
  br i1 %130, label %1100, label %131, !dbg !48

131:                                              ; preds = %127
  %132 = and i32 %2, 2147483640, !dbg !48
  br label %561, !dbg !48

133:                                              ; preds = %3
  br i1 %13, label %134, label %1295, !dbg !49

134:                                              ; preds = %133
  %135 = add nsw i32 %2, -1, !dbg !49
  %136 = and i32 %2, 7, !dbg !49
  %137 = icmp ult i32 %135, 7, !dbg !49
  br i1 %137, label %1088, label %138, !dbg !49

138:                                              ; preds = %134
  %139 = and i32 %2, 2147483640, !dbg !49
  br label %532, !dbg !49

140:                                              ; preds = %3
  br i1 %13, label %141, label %1295, !dbg !50

141:                                              ; preds = %140
  %142 = add nsw i32 %2, -1, !dbg !50
  %143 = and i32 %2, 7, !dbg !50
  %144 = icmp ult i32 %142, 7, !dbg !50
  br i1 %144, label %1076, label %145, !dbg !50

145:                                              ; preds = %141
  %146 = and i32 %2, 2147483640, !dbg !50
  br label %503, !dbg !50

147:                                              ; preds = %3
  br i1 %13, label %148, label %1295, !dbg !51

148:                                              ; preds = %147
  %149 = add nsw i32 %2, -1, !dbg !51
  %150 = and i32 %2, 7, !dbg !51
  %151 = icmp ult i32 %149, 7, !dbg !51
  br i1 %151, label %1065, label %152, !dbg !51

152:                                              ; preds = %148
  %153 = and i32 %2, 2147483640, !dbg !51
  br label %496, !dbg !51

154:                                              ; preds = %3
  br i1 %13, label %155, label %1295, !dbg !52

155:                                              ; preds = %154
  %156 = add nsw i32 %2, -1, !dbg !52
  %157 = and i32 %2, 7, !dbg !52
  %158 = icmp ult i32 %156, 7, !dbg !52
  br i1 %158, label %1054, label %159, !dbg !52

159:                                              ; preds = %155
  %160 = and i32 %2, 2147483640, !dbg !52
  br label %475, !dbg !52

161:                                              ; preds = %3
  br i1 %13, label %162, label %1295, !dbg !53

162:                                              ; preds = %161
  %163 = add nsw i32 %2, -1, !dbg !53
  %164 = and i32 %2, 7, !dbg !53
  %165 = icmp ult i32 %163, 7, !dbg !53
  br i1 %165, label %1042, label %166, !dbg !53

166:                                              ; preds = %162
  %167 = and i32 %2, 2147483640, !dbg !53
  br label %446, !dbg !53

168:                                              ; preds = %3
  br i1 %13, label %169, label %1295, !dbg !54

169:                                              ; preds = %168
  %170 = add nsw i32 %2, -1, !dbg !54
  %171 = and i32 %2, 7, !dbg !54
  %172 = icmp ult i32 %170, 7, !dbg !54
  br i1 %172, label %1030, label %173, !dbg !54

173:                                              ; preds = %169
  %174 = and i32 %2, 2147483640, !dbg !54
  br label %417, !dbg !54

175:                                              ; preds = %3
  br i1 %13, label %176, label %1295, !dbg !55

176:                                              ; preds = %175
  %177 = add nsw i32 %2, -1, !dbg !55
  %178 = and i32 %2, 7, !dbg !55
  %179 = icmp ult i32 %177, 7, !dbg !55
  br i1 %179, label %1019, label %180, !dbg !55

180:                                              ; preds = %176
  %181 = and i32 %2, 2147483640, !dbg !55
  br label %410, !dbg !55

182:                                              ; preds = %3
  br i1 %13, label %183, label %1295, !dbg !56

183:                                              ; preds = %182
  %184 = add nsw i32 %2, -1, !dbg !56
  %185 = and i32 %2, 7, !dbg !56
  %186 = icmp ult i32 %184, 7, !dbg !56
  br i1 %186, label %1008, label %187, !dbg !56

187:                                              ; preds = %183
  %188 = and i32 %2, 2147483640, !dbg !56
  br label %389, !dbg !56

189:                                              ; preds = %3
  br i1 %13, label %190, label %1295, !dbg !57

190:                                              ; preds = %189
  %191 = add nsw i32 %2, -1, !dbg !57
  %192 = and i32 %2, 7, !dbg !57
  %193 = icmp ult i32 %191, 7, !dbg !57
  br i1 %193, label %996, label %194, !dbg !57

194:                                              ; preds = %190
  %195 = and i32 %2, 2147483640, !dbg !57
  br label %360, !dbg !57

196:                                              ; preds = %3
  br i1 %13, label %197, label %1295, !dbg !58

197:                                              ; preds = %196
  %198 = add nsw i32 %2, -1, !dbg !58
  %199 = and i32 %2, 7, !dbg !58
  %200 = icmp ult i32 %198, 7, !dbg !58
  br i1 %200, label %984, label %201, !dbg !58

201:                                              ; preds = %197
  %202 = and i32 %2, 2147483640, !dbg !58
  br label %331, !dbg !58

203:                                              ; preds = %3
  br i1 %13, label %204, label %1295, !dbg !59

204:                                              ; preds = %203
  %205 = add nsw i32 %2, -1, !dbg !59
  %206 = and i32 %2, 7, !dbg !59
  %207 = icmp ult i32 %205, 7, !dbg !59
  br i1 %207, label %973, label %208, !dbg !59

208:                                              ; preds = %204
  %209 = and i32 %2, 2147483640, !dbg !59
  br label %324, !dbg !59

210:                                              ; preds = %3
  br i1 %13, label %211, label %1295, !dbg !60

211:                                              ; preds = %210
  %212 = add nsw i32 %2, -1, !dbg !60
  %213 = and i32 %2, 7, !dbg !60
  %214 = icmp ult i32 %212, 7, !dbg !60
  br i1 %214, label %962, label %215, !dbg !60

215:                                              ; preds = %211
  %216 = and i32 %2, 2147483640, !dbg !60
  br label %303, !dbg !60

217:                                              ; preds = %3
  br i1 %13, label %218, label %1295, !dbg !61

218:                                              ; preds = %217
  %219 = add nsw i32 %2, -1, !dbg !61
  %220 = and i32 %2, 7, !dbg !61
  %221 = icmp ult i32 %219, 7, !dbg !61
  br i1 %221, label %950, label %222, !dbg !61

222:                                              ; preds = %218
  %223 = and i32 %2, 2147483640, !dbg !61
  br label %274, !dbg !61

224:                                              ; preds = %3
  br i1 %13, label %225, label %1295, !dbg !62

225:                                              ; preds = %224
  %226 = add nsw i32 %2, -1, !dbg !62
  %227 = and i32 %2, 7, !dbg !62
  %228 = icmp ult i32 %226, 7, !dbg !62
  br i1 %228, label %938, label %229, !dbg !62

229:                                              ; preds = %225
  %230 = and i32 %2, 2147483640, !dbg !62
  br label %245, !dbg !62

231:                                              ; preds = %3
  br i1 %13, label %232, label %1295, !dbg !63

232:                                              ; preds = %231
  %233 = add nsw i32 %2, -1, !dbg !63
  %234 = and i32 %2, 7, !dbg !63
  %235 = icmp ult i32 %233, 7, !dbg !63
  br i1 %235, label %927, label %236, !dbg !63

236:                                              ; preds = %232
  %237 = and i32 %2, 2147483640, !dbg !63
  br label %238, !dbg !63

238:                                              ; preds = %238, %236
  %239 = phi i32 [ %12, %236 ], [ %242, %238 ]
  %240 = phi i32 [ 0, %236 ], [ %243, %238 ]
  %241 = mul i32 %239, 6561, !dbg !64
  %242 = add i32 %241, 132849840, !dbg !65
  %243 = add i32 %240, 8, !dbg !63
  %244 = icmp eq i32 %243, %237, !dbg !63
  br i1 %244, label %927, label %238, !dbg !63, !llvm.loop !66

245:                                              ; preds = %245, %229
  %246 = phi i32 [ %12, %229 ], [ %271, %245 ]
  %247 = phi i32 [ 0, %229 ], [ %272, %245 ]
  %248 = lshr i32 %246, 2, !dbg !69
  %249 = xor i32 %248, %246, !dbg !70
  %250 = mul i32 %249, 69, !dbg !71
  %251 = lshr i32 %250, 2, !dbg !69
  %252 = xor i32 %251, %250, !dbg !70
  %253 = mul i32 %252, 69, !dbg !71
  %254 = lshr i32 %253, 2, !dbg !69
  %255 = xor i32 %254, %253, !dbg !70
  %256 = mul i32 %255, 69, !dbg !71
  %257 = lshr i32 %256, 2, !dbg !69
  %258 = xor i32 %257, %256, !dbg !70
  %259 = mul i32 %258, 69, !dbg !71
  %260 = lshr i32 %259, 2, !dbg !69
  %261 = xor i32 %260, %259, !dbg !70
  %262 = mul i32 %261, 69, !dbg !71
  %263 = lshr i32 %262, 2, !dbg !69
  %264 = xor i32 %263, %262, !dbg !70
  %265 = mul i32 %264, 69, !dbg !71
  %266 = lshr i32 %265, 2, !dbg !69
  %267 = xor i32 %266, %265, !dbg !70
  %268 = mul i32 %267, 69, !dbg !71
  %269 = lshr i32 %268, 2, !dbg !69
  %270 = xor i32 %269, %268, !dbg !70
  %271 = mul i32 %270, 69, !dbg !71
  %272 = add i32 %247, 8, !dbg !62
  %273 = icmp eq i32 %272, %230, !dbg !62
  br i1 %273, label %938, label %245, !dbg !62, !llvm.loop !72

274:                                              ; preds = %274, %222
  %275 = phi i32 [ %12, %222 ], [ %300, %274 ]
  %276 = phi i32 [ 0, %222 ], [ %301, %274 ]
  %277 = shl i32 %275, 3, !dbg !74
  %278 = xor i32 %275, 42457, !dbg !75
  %279 = add i32 %277, %278, !dbg !76
  %280 = shl i32 %279, 3, !dbg !74
  %281 = xor i32 %279, 42457, !dbg !75
  %282 = add i32 %280, %281, !dbg !76
  %283 = shl i32 %282, 3, !dbg !74
  %284 = xor i32 %282, 42457, !dbg !75
  %285 = add i32 %283, %284, !dbg !76
  %286 = shl i32 %285, 3, !dbg !74
  %287 = xor i32 %285, 42457, !dbg !75
  %288 = add i32 %286, %287, !dbg !76
  %289 = shl i32 %288, 3, !dbg !74
  %290 = xor i32 %288, 42457, !dbg !75
  %291 = add i32 %289, %290, !dbg !76
  %292 = shl i32 %291, 3, !dbg !74
  %293 = xor i32 %291, 42457, !dbg !75
  %294 = add i32 %292, %293, !dbg !76
  %295 = shl i32 %294, 3, !dbg !74
  %296 = xor i32 %294, 42457, !dbg !75
  %297 = add i32 %295, %296, !dbg !76
  %298 = shl i32 %297, 3, !dbg !74
  %299 = xor i32 %297, 42457, !dbg !75
  %300 = add i32 %298, %299, !dbg !76
  %301 = add i32 %276, 8, !dbg !61
  %302 = icmp eq i32 %301, %223, !dbg !61
  br i1 %302, label %950, label %274, !dbg !61, !llvm.loop !77

303:                                              ; preds = %303, %215
  %304 = phi i32 [ %12, %215 ], [ %321, %303 ]
  %305 = phi i32 [ 0, %215 ], [ %322, %303 ]
  %306 = mul i32 %304, %304, !dbg !79
  %307 = add i32 %306, 43434, !dbg !80
  %308 = mul i32 %307, %307, !dbg !79
  %309 = add i32 %308, 43434, !dbg !80
  %310 = mul i32 %309, %309, !dbg !79
  %311 = add i32 %310, 43434, !dbg !80
  %312 = mul i32 %311, %311, !dbg !79
  %313 = add i32 %312, 43434, !dbg !80
  %314 = mul i32 %313, %313, !dbg !79
  %315 = add i32 %314, 43434, !dbg !80
  %316 = mul i32 %315, %315, !dbg !79
  %317 = add i32 %316, 43434, !dbg !80
  %318 = mul i32 %317, %317, !dbg !79
  %319 = add i32 %318, 43434, !dbg !80
  %320 = mul i32 %319, %319, !dbg !79
  %321 = add i32 %320, 43434, !dbg !80
  %322 = add i32 %305, 8, !dbg !60
  %323 = icmp eq i32 %322, %216, !dbg !60
  br i1 %323, label %962, label %303, !dbg !60, !llvm.loop !81

324:                                              ; preds = %324, %208
  %325 = phi i32 [ %12, %208 ], [ %328, %324 ]
  %326 = phi i32 [ 0, %208 ], [ %329, %324 ]
  %327 = mul i32 %325, -1956503199, !dbg !83
  %328 = add i32 %327, -1202358960, !dbg !84
  %329 = add i32 %326, 8, !dbg !59
  %330 = icmp eq i32 %329, %209, !dbg !59
  br i1 %330, label %973, label %324, !dbg !59, !llvm.loop !85

331:                                              ; preds = %331, %201
  %332 = phi i32 [ %12, %201 ], [ %357, %331 ]
  %333 = phi i32 [ 0, %201 ], [ %358, %331 ]
  %334 = lshr i32 %332, 6, !dbg !87
  %335 = xor i32 %334, %332, !dbg !88
  %336 = mul i32 %335, 141, !dbg !89
  %337 = lshr i32 %336, 6, !dbg !87
  %338 = xor i32 %337, %336, !dbg !88
  %339 = mul i32 %338, 141, !dbg !89
  %340 = lshr i32 %339, 6, !dbg !87
  %341 = xor i32 %340, %339, !dbg !88
  %342 = mul i32 %341, 141, !dbg !89
  %343 = lshr i32 %342, 6, !dbg !87
  %344 = xor i32 %343, %342, !dbg !88
  %345 = mul i32 %344, 141, !dbg !89
  %346 = lshr i32 %345, 6, !dbg !87
  %347 = xor i32 %346, %345, !dbg !88
  %348 = mul i32 %347, 141, !dbg !89
  %349 = lshr i32 %348, 6, !dbg !87
  %350 = xor i32 %349, %348, !dbg !88
  %351 = mul i32 %350, 141, !dbg !89
  %352 = lshr i32 %351, 6, !dbg !87
  %353 = xor i32 %352, %351, !dbg !88
  %354 = mul i32 %353, 141, !dbg !89
  %355 = lshr i32 %354, 6, !dbg !87
  %356 = xor i32 %355, %354, !dbg !88
  %357 = mul i32 %356, 141, !dbg !89
  %358 = add i32 %333, 8, !dbg !58
  %359 = icmp eq i32 %358, %202, !dbg !58
  br i1 %359, label %984, label %331, !dbg !58, !llvm.loop !90

360:                                              ; preds = %360, %194
  %361 = phi i32 [ %12, %194 ], [ %386, %360 ]
  %362 = phi i32 [ 0, %194 ], [ %387, %360 ]
  %363 = shl i32 %361, 7, !dbg !92
  %364 = xor i32 %361, 46365, !dbg !93
  %365 = add i32 %363, %364, !dbg !94
  %366 = shl i32 %365, 7, !dbg !92
  %367 = xor i32 %365, 46365, !dbg !93
  %368 = add i32 %366, %367, !dbg !94
  %369 = shl i32 %368, 7, !dbg !92
  %370 = xor i32 %368, 46365, !dbg !93
  %371 = add i32 %369, %370, !dbg !94
  %372 = shl i32 %371, 7, !dbg !92
  %373 = xor i32 %371, 46365, !dbg !93
  %374 = add i32 %372, %373, !dbg !94
  %375 = shl i32 %374, 7, !dbg !92
  %376 = xor i32 %374, 46365, !dbg !93
  %377 = add i32 %375, %376, !dbg !94
  %378 = shl i32 %377, 7, !dbg !92
  %379 = xor i32 %377, 46365, !dbg !93
  %380 = add i32 %378, %379, !dbg !94
  %381 = shl i32 %380, 7, !dbg !92
  %382 = xor i32 %380, 46365, !dbg !93
  %383 = add i32 %381, %382, !dbg !94
  %384 = shl i32 %383, 7, !dbg !92
  %385 = xor i32 %383, 46365, !dbg !93
  %386 = add i32 %384, %385, !dbg !94
  %387 = add i32 %362, 8, !dbg !57
  %388 = icmp eq i32 %387, %195, !dbg !57
  br i1 %388, label %996, label %360, !dbg !57, !llvm.loop !95

389:                                              ; preds = %389, %187
  %390 = phi i32 [ %12, %187 ], [ %407, %389 ]
  %391 = phi i32 [ 0, %187 ], [ %408, %389 ]
  %392 = mul i32 %390, %390, !dbg !97
  %393 = add i32 %392, 47342, !dbg !98
  %394 = mul i32 %393, %393, !dbg !97
  %395 = add i32 %394, 47342, !dbg !98
  %396 = mul i32 %395, %395, !dbg !97
  %397 = add i32 %396, 47342, !dbg !98
  %398 = mul i32 %397, %397, !dbg !97
  %399 = add i32 %398, 47342, !dbg !98
  %400 = mul i32 %399, %399, !dbg !97
  %401 = add i32 %400, 47342, !dbg !98
  %402 = mul i32 %401, %401, !dbg !97
  %403 = add i32 %402, 47342, !dbg !98
  %404 = mul i32 %403, %403, !dbg !97
  %405 = add i32 %404, 47342, !dbg !98
  %406 = mul i32 %405, %405, !dbg !97
  %407 = add i32 %406, 47342, !dbg !98
  %408 = add i32 %391, 8, !dbg !56
  %409 = icmp eq i32 %408, %188, !dbg !56
  br i1 %409, label %1008, label %389, !dbg !56, !llvm.loop !99

410:                                              ; preds = %410, %180
  %411 = phi i32 [ %12, %180 ], [ %414, %410 ]
  %412 = phi i32 [ 0, %180 ], [ %415, %410 ]
  %413 = mul i32 %411, 1370851105, !dbg !101
  %414 = add i32 %413, 1890731248, !dbg !102
  %415 = add i32 %412, 8, !dbg !55
  %416 = icmp eq i32 %415, %181, !dbg !55
  br i1 %416, label %1019, label %410, !dbg !55, !llvm.loop !103

417:                                              ; preds = %417, %173
  %418 = phi i32 [ %12, %173 ], [ %443, %417 ]
  %419 = phi i32 [ 0, %173 ], [ %444, %417 ]
  %420 = lshr i32 %418, 3, !dbg !105
  %421 = xor i32 %420, %418, !dbg !106
  %422 = mul i32 %421, 21, !dbg !107
  %423 = lshr i32 %422, 3, !dbg !105
  %424 = xor i32 %423, %422, !dbg !106
  %425 = mul i32 %424, 21, !dbg !107
  %426 = lshr i32 %425, 3, !dbg !105
  %427 = xor i32 %426, %425, !dbg !106
  %428 = mul i32 %427, 21, !dbg !107
  %429 = lshr i32 %428, 3, !dbg !105
  %430 = xor i32 %429, %428, !dbg !106
  %431 = mul i32 %430, 21, !dbg !107
  %432 = lshr i32 %431, 3, !dbg !105
  %433 = xor i32 %432, %431, !dbg !106
  %434 = mul i32 %433, 21, !dbg !107
  %435 = lshr i32 %434, 3, !dbg !105
  %436 = xor i32 %435, %434, !dbg !106
  %437 = mul i32 %436, 21, !dbg !107
  %438 = lshr i32 %437, 3, !dbg !105
  %439 = xor i32 %438, %437, !dbg !106
  %440 = mul i32 %439, 21, !dbg !107
  %441 = lshr i32 %440, 3, !dbg !105
  %442 = xor i32 %441, %440, !dbg !106
  %443 = mul i32 %442, 21, !dbg !107
  %444 = add i32 %419, 8, !dbg !54
  %445 = icmp eq i32 %444, %174, !dbg !54
  br i1 %445, label %1030, label %417, !dbg !54, !llvm.loop !108

446:                                              ; preds = %446, %166
  %447 = phi i32 [ %12, %166 ], [ %472, %446 ]
  %448 = phi i32 [ 0, %166 ], [ %473, %446 ]
  %449 = shl i32 %447, 4, !dbg !110
  %450 = xor i32 %447, 50273, !dbg !111
  %451 = add i32 %449, %450, !dbg !112
  %452 = shl i32 %451, 4, !dbg !110
  %453 = xor i32 %451, 50273, !dbg !111
  %454 = add i32 %452, %453, !dbg !112
  %455 = shl i32 %454, 4, !dbg !110
  %456 = xor i32 %454, 50273, !dbg !111
  %457 = add i32 %455, %456, !dbg !112
  %458 = shl i32 %457, 4, !dbg !110
  %459 = xor i32 %457, 50273, !dbg !111
  %460 = add i32 %458, %459, !dbg !112
  %461 = shl i32 %460, 4, !dbg !110
  %462 = xor i32 %460, 50273, !dbg !111
  %463 = add i32 %461, %462, !dbg !112
  %464 = shl i32 %463, 4, !dbg !110
  %465 = xor i32 %463, 50273, !dbg !111
  %466 = add i32 %464, %465, !dbg !112
  %467 = shl i32 %466, 4, !dbg !110
  %468 = xor i32 %466, 50273, !dbg !111
  %469 = add i32 %467, %468, !dbg !112
  %470 = shl i32 %469, 4, !dbg !110
  %471 = xor i32 %469, 50273, !dbg !111
  %472 = add i32 %470, %471, !dbg !112
  %473 = add i32 %448, 8, !dbg !53
  %474 = icmp eq i32 %473, %167, !dbg !53
  br i1 %474, label %1042, label %446, !dbg !53, !llvm.loop !113

475:                                              ; preds = %475, %159
  %476 = phi i32 [ %12, %159 ], [ %493, %475 ]
  %477 = phi i32 [ 0, %159 ], [ %494, %475 ]
  %478 = mul i32 %476, %476, !dbg !115
  %479 = add i32 %478, 51250, !dbg !116
  %480 = mul i32 %479, %479, !dbg !115
  %481 = add i32 %480, 51250, !dbg !116
  %482 = mul i32 %481, %481, !dbg !115
  %483 = add i32 %482, 51250, !dbg !116
  %484 = mul i32 %483, %483, !dbg !115
  %485 = add i32 %484, 51250, !dbg !116
  %486 = mul i32 %485, %485, !dbg !115
  %487 = add i32 %486, 51250, !dbg !116
  %488 = mul i32 %487, %487, !dbg !115
  %489 = add i32 %488, 51250, !dbg !116
  %490 = mul i32 %489, %489, !dbg !115
  %491 = add i32 %490, 51250, !dbg !116
  %492 = mul i32 %491, %491, !dbg !115
  %493 = add i32 %492, 51250, !dbg !116
  %494 = add i32 %477, 8, !dbg !52
  %495 = icmp eq i32 %494, %160, !dbg !52
  br i1 %495, label %1054, label %475, !dbg !52, !llvm.loop !117

496:                                              ; preds = %496, %152
  %497 = phi i32 [ %12, %152 ], [ %500, %496 ]
  %498 = phi i32 [ 0, %152 ], [ %501, %496 ]
  %499 = mul i32 %497, -1038305055, !dbg !119
  %500 = add i32 %499, -1625028976, !dbg !120
  %501 = add i32 %498, 8, !dbg !51
  %502 = icmp eq i32 %501, %153, !dbg !51
  br i1 %502, label %1065, label %496, !dbg !51, !llvm.loop !121

503:                                              ; preds = %503, %145
  %504 = phi i32 [ %12, %145 ], [ %529, %503 ]
  %505 = phi i32 [ 0, %145 ], [ %530, %503 ]
  %506 = lshr i32 %504, 7, !dbg !123
  %507 = xor i32 %506, %504, !dbg !124
  %508 = mul i32 %507, 93, !dbg !125
  %509 = lshr i32 %508, 7, !dbg !123
  %510 = xor i32 %509, %508, !dbg !124
  %511 = mul i32 %510, 93, !dbg !125
  %512 = lshr i32 %511, 7, !dbg !123
  %513 = xor i32 %512, %511, !dbg !124
  %514 = mul i32 %513, 93, !dbg !125
  %515 = lshr i32 %514, 7, !dbg !123
  %516 = xor i32 %515, %514, !dbg !124
  %517 = mul i32 %516, 93, !dbg !125
  %518 = lshr i32 %517, 7, !dbg !123
  %519 = xor i32 %518, %517, !dbg !124
  %520 = mul i32 %519, 93, !dbg !125
  %521 = lshr i32 %520, 7, !dbg !123
  %522 = xor i32 %521, %520, !dbg !124
  %523 = mul i32 %522, 93, !dbg !125
  %524 = lshr i32 %523, 7, !dbg !123
  %525 = xor i32 %524, %523, !dbg !124
  %526 = mul i32 %525, 93, !dbg !125
  %527 = lshr i32 %526, 7, !dbg !123
  %528 = xor i32 %527, %526, !dbg !124
  %529 = mul i32 %528, 93, !dbg !125
  %530 = add i32 %505, 8, !dbg !50
  %531 = icmp eq i32 %530, %146, !dbg !50
  br i1 %531, label %1076, label %503, !dbg !50, !llvm.loop !126

532:                                              ; preds = %532, %138
  %533 = phi i32 [ %12, %138 ], [ %558, %532 ]
  %534 = phi i32 [ 0, %138 ], [ %559, %532 ]
  %535 = shl i32 %533, 1, !dbg !128
  %536 = xor i32 %533, 54181, !dbg !129
  %537 = add i32 %535, %536, !dbg !130
  %538 = shl i32 %537, 1, !dbg !128
  %539 = xor i32 %537, 54181, !dbg !129
  %540 = add i32 %538, %539, !dbg !130
  %541 = shl i32 %540, 1, !dbg !128
  %542 = xor i32 %540, 54181, !dbg !129
  %543 = add i32 %541, %542, !dbg !130
  %544 = shl i32 %543, 1, !dbg !128
  %545 = xor i32 %543, 54181, !dbg !129
  %546 = add i32 %544, %545, !dbg !130
  %547 = shl i32 %546, 1, !dbg !128
  %548 = xor i32 %546, 54181, !dbg !129
  %549 = add i32 %547, %548, !dbg !130
  %550 = shl i32 %549, 1, !dbg !128
  %551 = xor i32 %549, 54181, !dbg !129
  %552 = add i32 %550, %551, !dbg !130
  %553 = shl i32 %552, 1, !dbg !128
  %554 = xor i32 %552, 54181, !dbg !129
  %555 = add i32 %553, %554, !dbg !130
  %556 = shl i32 %555, 1, !dbg !128
  %557 = xor i32 %555, 54181, !dbg !129
  %558 = add i32 %556, %557, !dbg !130
  %559 = add i32 %534, 8, !dbg !49
  %560 = icmp eq i32 %559, %139, !dbg !49
  br i1 %560, label %1088, label %532, !dbg !49, !llvm.loop !131

561:                                              ; preds = %561, %131
  %562 = phi i32 [ %12, %131 ], [ %579, %561 ]
  %563 = phi i32 [ 0, %131 ], [ %580, %561 ]
  %564 = mul i32 %562, %562, !dbg !133
  %565 = add i32 %564, 55158, !dbg !134
  %566 = mul i32 %565, %565, !dbg !133
  %567 = add i32 %566, 55158, !dbg !134
  %568 = mul i32 %567, %567, !dbg !133
  %569 = add i32 %568, 55158, !dbg !134
  %570 = mul i32 %569, %569, !dbg !133
  %571 = add i32 %570, 55158, !dbg !134
  %572 = mul i32 %571, %571, !dbg !133
  %573 = add i32 %572, 55158, !dbg !134
  %574 = mul i32 %573, %573, !dbg !133
  %575 = add i32 %574, 55158, !dbg !134
  %576 = mul i32 %575, %575, !dbg !133
  %577 = add i32 %576, 55158, !dbg !134
  %578 = mul i32 %577, %577, !dbg !133
  %579 = add i32 %578, 55158, !dbg !134
  %580 = add i32 %563, 8, !dbg !48
  %581 = icmp eq i32 %580, %132, !dbg !48
  br i1 %581, label %1100, label %561, !dbg !48, !llvm.loop !135

582:                                              ; preds = %582, %124
  %583 = phi i32 [ %12, %124 ], [ %586, %582 ]
  %584 = phi i32 [ 0, %124 ], [ %587, %582 ]
  %585 = mul i32 %583, 1766599329, !dbg !137
  %586 = add i32 %585, -553889744, !dbg !138
  %587 = add i32 %584, 8, !dbg !47
  %588 = icmp eq i32 %587, %125, !dbg !47
  br i1 %588, label %1111, label %582, !dbg !47, !llvm.loop !139

589:                                              ; preds = %589, %117
  %590 = phi i32 [ %12, %117 ], [ %615, %589 ]
  %591 = phi i32 [ 0, %117 ], [ %616, %589 ]
  %592 = lshr i32 %590, 4, !dbg !141
  %593 = xor i32 %592, %590, !dbg !142
  %594 = mul i32 %593, 165, !dbg !143
  %595 = lshr i32 %594, 4, !dbg !141
  %596 = xor i32 %595, %594, !dbg !142
  %597 = mul i32 %596, 165, !dbg !143
  %598 = lshr i32 %597, 4, !dbg !141
  %599 = xor i32 %598, %597, !dbg !142
  %600 = mul i32 %599, 165, !dbg !143
  %601 = lshr i32 %600, 4, !dbg !141
  %602 = xor i32 %601, %600, !dbg !142
  %603 = mul i32 %602, 165, !dbg !143
  %604 = lshr i32 %603, 4, !dbg !141
  %605 = xor i32 %604, %603, !dbg !142
  %606 = mul i32 %605, 165, !dbg !143
  %607 = lshr i32 %606, 4, !dbg !141
  %608 = xor i32 %607, %606, !dbg !142
  %609 = mul i32 %608, 165, !dbg !143
  %610 = lshr i32 %609, 4, !dbg !141
  %611 = xor i32 %610, %609, !dbg !142
  %612 = mul i32 %611, 165, !dbg !143
  %613 = lshr i32 %612, 4, !dbg !141
  %614 = xor i32 %613, %612, !dbg !142
  %615 = mul i32 %614, 165, !dbg !143
  %616 = add i32 %591, 8, !dbg !46
  %617 = icmp eq i32 %616, %118, !dbg !46
  br i1 %617, label %1122, label %589, !dbg !46, !llvm.loop !144

618:                                              ; preds = %618, %110
  %619 = phi i32 [ %12, %110 ], [ %644, %618 ]
  %620 = phi i32 [ 0, %110 ], [ %645, %618 ]
  %621 = shl i32 %619, 5, !dbg !146
  %622 = xor i32 %619, 58089, !dbg !147
  %623 = add i32 %621, %622, !dbg !148
  %624 = shl i32 %623, 5, !dbg !146
  %625 = xor i32 %623, 58089, !dbg !147
  %626 = add i32 %624, %625, !dbg !148
  %627 = shl i32 %626, 5, !dbg !146
  %628 = xor i32 %626, 58089, !dbg !147
  %629 = add i32 %627, %628, !dbg !148
  %630 = shl i32 %629, 5, !dbg !146
  %631 = xor i32 %629, 58089, !dbg !147
  %632 = add i32 %630, %631, !dbg !148
  %633 = shl i32 %632, 5, !dbg !146
  %634 = xor i32 %632, 58089, !dbg !147
  %635 = add i32 %633, %634, !dbg !148
  %636 = shl i32 %635, 5, !dbg !146
  %637 = xor i32 %635, 58089, !dbg !147
  %638 = add i32 %636, %637, !dbg !148
  %639 = shl i32 %638, 5, !dbg !146
  %640 = xor i32 %638, 58089, !dbg !147
  %641 = add i32 %639, %640, !dbg !148
  %642 = shl i32 %641, 5, !dbg !146
  %643 = xor i32 %641, 58089, !dbg !147
  %644 = add i32 %642, %643, !dbg !148
  %645 = add i32 %620, 8, !dbg !45
  %646 = icmp eq i32 %645, %111, !dbg !45
  br i1 %646, label %1134, label %618, !dbg !45, !llvm.loop !149

647:                                              ; preds = %647, %103
  %648 = phi i32 [ %12, %103 ], [ %665, %647 ]
  %649 = phi i32 [ 0, %103 ], [ %666, %647 ]
  %650 = mul i32 %648, %648, !dbg !151
  %651 = add i32 %650, 59066, !dbg !152
  %652 = mul i32 %651, %651, !dbg !151
  %653 = add i32 %652, 59066, !dbg !152
  %654 = mul i32 %653, %653, !dbg !151
  %655 = add i32 %654, 59066, !dbg !152
  %656 = mul i32 %655, %655, !dbg !151
  %657 = add i32 %656, 59066, !dbg !152
  %658 = mul i32 %657, %657, !dbg !151
  %659 = add i32 %658, 59066, !dbg !152
  %660 = mul i32 %659, %659, !dbg !151
  %661 = add i32 %660, 59066, !dbg !152
  %662 = mul i32 %661, %661, !dbg !151
  %663 = add i32 %662, 59066, !dbg !152
  %664 = mul i32 %663, %663, !dbg !151
  %665 = add i32 %664, 59066, !dbg !152
  %666 = add i32 %649, 8, !dbg !44
  %667 = icmp eq i32 %666, %104, !dbg !44
  br i1 %667, label %1146, label %647, !dbg !44, !llvm.loop !153

668:                                              ; preds = %668, %96
  %669 = phi i32 [ %12, %96 ], [ %672, %668 ]
  %670 = phi i32 [ 0, %96 ], [ %673, %668 ]
  %671 = mul i32 %669, -498328991, !dbg !155
  %672 = add i32 %671, -393235248, !dbg !156
  %673 = add i32 %670, 8, !dbg !43
  %674 = icmp eq i32 %673, %97, !dbg !43
  br i1 %674, label %1157, label %668, !dbg !43, !llvm.loop !157

675:                                              ; preds = %675, %89
  %676 = phi i32 [ %12, %89 ], [ %701, %675 ]
  %677 = phi i32 [ 0, %89 ], [ %702, %675 ]
  %678 = lshr i32 %676, 1, !dbg !159
  %679 = xor i32 %678, %676, !dbg !160
  %680 = mul i32 %679, 45, !dbg !161
  %681 = lshr i32 %680, 1, !dbg !159
  %682 = xor i32 %681, %680, !dbg !160
  %683 = mul i32 %682, 45, !dbg !161
  %684 = lshr i32 %683, 1, !dbg !159
  %685 = xor i32 %684, %683, !dbg !160
  %686 = mul i32 %685, 45, !dbg !161
  %687 = lshr i32 %686, 1, !dbg !159
  %688 = xor i32 %687, %686, !dbg !160
  %689 = mul i32 %688, 45, !dbg !161
  %690 = lshr i32 %689, 1, !dbg !159
  %691 = xor i32 %690, %689, !dbg !160
  %692 = mul i32 %691, 45, !dbg !161
  %693 = lshr i32 %692, 1, !dbg !159
  %694 = xor i32 %693, %692, !dbg !160
  %695 = mul i32 %694, 45, !dbg !161
  %696 = lshr i32 %695, 1, !dbg !159
  %697 = xor i32 %696, %695, !dbg !160
  %698 = mul i32 %697, 45, !dbg !161
  %699 = lshr i32 %698, 1, !dbg !159
  %700 = xor i32 %699, %698, !dbg !160
  %701 = mul i32 %700, 45, !dbg !161
  %702 = add i32 %677, 8, !dbg !42
  %703 = icmp eq i32 %702, %90, !dbg !42
  br i1 %703, label %1168, label %675, !dbg !42, !llvm.loop !162

704:                                              ; preds = %704, %82
  %705 = phi i32 [ %12, %82 ], [ %730, %704 ]
  %706 = phi i32 [ 0, %82 ], [ %731, %704 ]
  %707 = shl i32 %705, 2, !dbg !164
  %708 = xor i32 %705, 61997, !dbg !165
  %709 = add i32 %707, %708, !dbg !166
  %710 = shl i32 %709, 2, !dbg !164
  %711 = xor i32 %709, 61997, !dbg !165
  %712 = add i32 %710, %711, !dbg !166
  %713 = shl i32 %712, 2, !dbg !164
  %714 = xor i32 %712, 61997, !dbg !165
  %715 = add i32 %713, %714, !dbg !166
  %716 = shl i32 %715, 2, !dbg !164
  %717 = xor i32 %715, 61997, !dbg !165
  %718 = add i32 %716, %717, !dbg !166
  %719 = shl i32 %718, 2, !dbg !164
  %720 = xor i32 %718, 61997, !dbg !165
  %721 = add i32 %719, %720, !dbg !166
  %722 = shl i32 %721, 2, !dbg !164
  %723 = xor i32 %721, 61997, !dbg !165
  %724 = add i32 %722, %723, !dbg !166
  %725 = shl i32 %724, 2, !dbg !164
  %726 = xor i32 %724, 61997, !dbg !165
  %727 = add i32 %725, %726, !dbg !166
  %728 = shl i32 %727, 2, !dbg !164
  %729 = xor i32 %727, 61997, !dbg !165
  %730 = add i32 %728, %729, !dbg !166
  %731 = add i32 %706, 8, !dbg !41
  %732 = icmp eq i32 %731, %83, !dbg !41
  br i1 %732, label %1180, label %704, !dbg !41, !llvm.loop !167

733:                                              ; preds = %733, %75
  %734 = phi i32 [ %12, %75 ], [ %751, %733 ]
  %735 = phi i32 [ 0, %75 ], [ %752, %733 ]
  %736 = mul i32 %734, %734, !dbg !169
  %737 = add i32 %736, 62974, !dbg !170
  %738 = mul i32 %737, %737, !dbg !169
  %739 = add i32 %738, 62974, !dbg !170
  %740 = mul i32 %739, %739, !dbg !169
  %741 = add i32 %740, 62974, !dbg !170
  %742 = mul i32 %741, %741, !dbg !169
  %743 = add i32 %742, 62974, !dbg !170
  %744 = mul i32 %743, %743, !dbg !169
  %745 = add i32 %744, 62974, !dbg !170
  %746 = mul i32 %745, %745, !dbg !169
  %747 = add i32 %746, 62974, !dbg !170
  %748 = mul i32 %747, %747, !dbg !169
  %749 = add i32 %748, 62974, !dbg !170
  %750 = mul i32 %749, %749, !dbg !169
  %751 = add i32 %750, 62974, !dbg !170
  %752 = add i32 %735, 8, !dbg !40
  %753 = icmp eq i32 %752, %76, !dbg !40
  br i1 %753, label %1192, label %733, !dbg !40, !llvm.loop !171

754:                                              ; preds = %754, %68
  %755 = phi i32 [ %12, %68 ], [ %758, %754 ]
  %756 = phi i32 [ 0, %68 ], [ %759, %754 ]
  %757 = mul i32 %755, 773064225, !dbg !173
  %758 = add i32 %757, 1437521776, !dbg !174
  %759 = add i32 %756, 8, !dbg !39
  %760 = icmp eq i32 %759, %69, !dbg !39
  br i1 %760, label %1203, label %754, !dbg !39, !llvm.loop !175

761:                                              ; preds = %761, %61
  %762 = phi i32 [ %12, %61 ], [ %787, %761 ]
  %763 = phi i32 [ 0, %61 ], [ %788, %761 ]
  %764 = lshr i32 %762, 5, !dbg !177
  %765 = xor i32 %764, %762, !dbg !178
  %766 = mul i32 %765, 117, !dbg !179
  %767 = lshr i32 %766, 5, !dbg !177
  %768 = xor i32 %767, %766, !dbg !178
  %769 = mul i32 %768, 117, !dbg !179
  %770 = lshr i32 %769, 5, !dbg !177
  %771 = xor i32 %770, %769, !dbg !178
  %772 = mul i32 %771, 117, !dbg !179
  %773 = lshr i32 %772, 5, !dbg !177
  %774 = xor i32 %773, %772, !dbg !178
  %775 = mul i32 %774, 117, !dbg !179
  %776 = lshr i32 %775, 5, !dbg !177
  %777 = xor i32 %776, %775, !dbg !178
  %778 = mul i32 %777, 117, !dbg !179
  %779 = lshr i32 %778, 5, !dbg !177
  %780 = xor i32 %779, %778, !dbg !178
  %781 = mul i32 %780, 117, !dbg !179
  %782 = lshr i32 %781, 5, !dbg !177
  %783 = xor i32 %782, %781, !dbg !178
  %784 = mul i32 %783, 117, !dbg !179
  %785 = lshr i32 %784, 5, !dbg !177
  %786 = xor i32 %785, %784, !dbg !178
  %787 = mul i32 %786, 117, !dbg !179
  %788 = add i32 %763, 8, !dbg !38
  %789 = icmp eq i32 %788, %62, !dbg !38
  br i1 %789, label %1214, label %761, !dbg !38, !llvm.loop !180

790:                                              ; preds = %790, %54
  %791 = phi i32 [ %12, %54 ], [ %816, %790 ]
  %792 = phi i32 [ 0, %54 ], [ %817, %790 ]
  %793 = shl i32 %791, 6, !dbg !182
  %794 = xor i32 %791, 65905, !dbg !183
  %795 = add i32 %793, %794, !dbg !184
  %796 = shl i32 %795, 6, !dbg !182
  %797 = xor i32 %795, 65905, !dbg !183
  %798 = add i32 %796, %797, !dbg !184
  %799 = shl i32 %798, 6, !dbg !182
  %800 = xor i32 %798, 65905, !dbg !183
  %801 = add i32 %799, %800, !dbg !184
  %802 = shl i32 %801, 6, !dbg !182
  %803 = xor i32 %801, 65905, !dbg !183
  %804 = add i32 %802, %803, !dbg !184
  %805 = shl i32 %804, 6, !dbg !182
  %806 = xor i32 %804, 65905, !dbg !183
  %807 = add i32 %805, %806, !dbg !184
  %808 = shl i32 %807, 6, !dbg !182
  %809 = xor i32 %807, 65905, !dbg !183
  %810 = add i32 %808, %809, !dbg !184
  %811 = shl i32 %810, 6, !dbg !182
  %812 = xor i32 %810, 65905, !dbg !183
  %813 = add i32 %811, %812, !dbg !184
  %814 = shl i32 %813, 6, !dbg !182
  %815 = xor i32 %813, 65905, !dbg !183
  %816 = add i32 %814, %815, !dbg !184
  %817 = add i32 %792, 8, !dbg !37
  %818 = icmp eq i32 %817, %55, !dbg !37
  br i1 %818, label %1226, label %790, !dbg !37, !llvm.loop !185

819:                                              ; preds = %819, %47
  %820 = phi i32 [ %12, %47 ], [ %837, %819 ]
  %821 = phi i32 [ 0, %47 ], [ %838, %819 ]
  %822 = mul i32 %820, %820, !dbg !187
  %823 = add i32 %822, 66882, !dbg !188
  %824 = mul i32 %823, %823, !dbg !187
  %825 = add i32 %824, 66882, !dbg !188
  %826 = mul i32 %825, %825, !dbg !187
  %827 = add i32 %826, 66882, !dbg !188
  %828 = mul i32 %827, %827, !dbg !187
  %829 = add i32 %828, 66882, !dbg !188
  %830 = mul i32 %829, %829, !dbg !187
  %831 = add i32 %830, 66882, !dbg !188
  %832 = mul i32 %831, %831, !dbg !187
  %833 = add i32 %832, 66882, !dbg !188
  %834 = mul i32 %833, %833, !dbg !187
  %835 = add i32 %834, 66882, !dbg !188
  %836 = mul i32 %835, %835, !dbg !187
  %837 = add i32 %836, 66882, !dbg !188
  %838 = add i32 %821, 8, !dbg !36
  %839 = icmp eq i32 %838, %48, !dbg !36
  br i1 %839, label %1238, label %819, !dbg !36, !llvm.loop !189

840:                                              ; preds = %840, %40
  %841 = phi i32 [ %12, %40 ], [ %844, %840 ]
  %842 = phi i32 [ 0, %40 ], [ %845, %840 ]
  %843 = mul i32 %841, -1820311071, !dbg !191
  %844 = add i32 %843, 2137404944, !dbg !192
  %845 = add i32 %842, 8, !dbg !35
  %846 = icmp eq i32 %845, %41, !dbg !35
  br i1 %846, label %1249, label %840, !dbg !35, !llvm.loop !193

847:                                              ; preds = %847, %33
  %848 = phi i32 [ %12, %33 ], [ %873, %847 ]
  %849 = phi i32 [ 0, %33 ], [ %874, %847 ]
  %850 = lshr i32 %848, 2, !dbg !195
  %851 = xor i32 %850, %848, !dbg !196
  %852 = mul i32 %851, 189, !dbg !197
  %853 = lshr i32 %852, 2, !dbg !195
  %854 = xor i32 %853, %852, !dbg !196
  %855 = mul i32 %854, 189, !dbg !197
  %856 = lshr i32 %855, 2, !dbg !195
  %857 = xor i32 %856, %855, !dbg !196
  %858 = mul i32 %857, 189, !dbg !197
  %859 = lshr i32 %858, 2, !dbg !195
  %860 = xor i32 %859, %858, !dbg !196
  %861 = mul i32 %860, 189, !dbg !197
  %862 = lshr i32 %861, 2, !dbg !195
  %863 = xor i32 %862, %861, !dbg !196
  %864 = mul i32 %863, 189, !dbg !197
  %865 = lshr i32 %864, 2, !dbg !195
  %866 = xor i32 %865, %864, !dbg !196
  %867 = mul i32 %866, 189, !dbg !197
  %868 = lshr i32 %867, 2, !dbg !195
  %869 = xor i32 %868, %867, !dbg !196
  %870 = mul i32 %869, 189, !dbg !197
  %871 = lshr i32 %870, 2, !dbg !195
  %872 = xor i32 %871, %870, !dbg !196
  %873 = mul i32 %872, 189, !dbg !197
  %874 = add i32 %849, 8, !dbg !34
  %875 = icmp eq i32 %874, %34, !dbg !34
  br i1 %875, label %1260, label %847, !dbg !34, !llvm.loop !198

876:                                              ; preds = %876, %26
  %877 = phi i32 [ %12, %26 ], [ %902, %876 ]
  %878 = phi i32 [ 0, %26 ], [ %903, %876 ]
  %879 = shl i32 %877, 3, !dbg !200
  %880 = xor i32 %877, 69813, !dbg !201
  %881 = add i32 %879, %880, !dbg !202
  %882 = shl i32 %881, 3, !dbg !200
  %883 = xor i32 %881, 69813, !dbg !201
  %884 = add i32 %882, %883, !dbg !202
  %885 = shl i32 %884, 3, !dbg !200
  %886 = xor i32 %884, 69813, !dbg !201
  %887 = add i32 %885, %886, !dbg !202
  %888 = shl i32 %887, 3, !dbg !200
  %889 = xor i32 %887, 69813, !dbg !201
  %890 = add i32 %888, %889, !dbg !202
  %891 = shl i32 %890, 3, !dbg !200
  %892 = xor i32 %890, 69813, !dbg !201
  %893 = add i32 %891, %892, !dbg !202
  %894 = shl i32 %893, 3, !dbg !200
  %895 = xor i32 %893, 69813, !dbg !201
  %896 = add i32 %894, %895, !dbg !202
  %897 = shl i32 %896, 3, !dbg !200
  %898 = xor i32 %896, 69813, !dbg !201
  %899 = add i32 %897, %898, !dbg !202
  %900 = shl i32 %899, 3, !dbg !200
  %901 = xor i32 %899, 69813, !dbg !201
  %902 = add i32 %900, %901, !dbg !202
  %903 = add i32 %878, 8, !dbg !33
  %904 = icmp eq i32 %903, %27, !dbg !33
  br i1 %904, label %1272, label %876, !dbg !33, !llvm.loop !203

905:                                              ; preds = %905, %19
  %906 = phi i32 [ %12, %19 ], [ %923, %905 ]
  %907 = phi i32 [ 0, %19 ], [ %924, %905 ]
  %908 = mul i32 %906, %906, !dbg !205
  %909 = add i32 %908, 70790, !dbg !206
  %910 = mul i32 %909, %909, !dbg !205
  %911 = add i32 %910, 70790, !dbg !206
  %912 = mul i32 %911, %911, !dbg !205
  %913 = add i32 %912, 70790, !dbg !206
  %914 = mul i32 %913, %913, !dbg !205
  %915 = add i32 %914, 70790, !dbg !206
  %916 = mul i32 %915, %915, !dbg !205
  %917 = add i32 %916, 70790, !dbg !206
  %918 = mul i32 %917, %917, !dbg !205
  %919 = add i32 %918, 70790, !dbg !206
  %920 = mul i32 %919, %919, !dbg !205
  %921 = add i32 %920, 70790, !dbg !206
  %922 = mul i32 %921, %921, !dbg !205
  %923 = add i32 %922, 70790, !dbg !206
  %924 = add i32 %907, 8, !dbg !32
  %925 = icmp eq i32 %924, %20, !dbg !32
  br i1 %925, label %1284, label %905, !dbg !32, !llvm.loop !207

926:                                              ; preds = %3
  unreachable

927:                                              ; preds = %238, %232
  %928 = phi i32 [ poison, %232 ], [ %242, %238 ]
  %929 = phi i32 [ %12, %232 ], [ %242, %238 ]
  %930 = icmp eq i32 %234, 0, !dbg !63
  br i1 %930, label %1295, label %931, !dbg !63

931:                                              ; preds = %927, %931
  %932 = phi i32 [ %935, %931 ], [ %929, %927 ]
  %933 = phi i32 [ %936, %931 ], [ 0, %927 ]
  %934 = mul i32 %932, 3, !dbg !64
  %935 = add i32 %934, 40503, !dbg !65
  %936 = add i32 %933, 1, !dbg !63
  %937 = icmp eq i32 %936, %234, !dbg !63
  br i1 %937, label %1295, label %931, !dbg !63, !llvm.loop !209

938:                                              ; preds = %245, %225
  %939 = phi i32 [ poison, %225 ], [ %271, %245 ]
  %940 = phi i32 [ %12, %225 ], [ %271, %245 ]
  %941 = icmp eq i32 %227, 0, !dbg !62
  br i1 %941, label %1295, label %942, !dbg !62

942:                                              ; preds = %938, %942
  %943 = phi i32 [ %947, %942 ], [ %940, %938 ]
  %944 = phi i32 [ %948, %942 ], [ 0, %938 ]
  %945 = lshr i32 %943, 2, !dbg !69
  %946 = xor i32 %945, %943, !dbg !70
  %947 = mul i32 %946, 69, !dbg !71
  %948 = add i32 %944, 1, !dbg !62
  %949 = icmp eq i32 %948, %227, !dbg !62
  br i1 %949, label %1295, label %942, !dbg !62, !llvm.loop !211

950:                                              ; preds = %274, %218
  %951 = phi i32 [ poison, %218 ], [ %300, %274 ]
  %952 = phi i32 [ %12, %218 ], [ %300, %274 ]
  %953 = icmp eq i32 %220, 0, !dbg !61
  br i1 %953, label %1295, label %954, !dbg !61

954:                                              ; preds = %950, %954
  %955 = phi i32 [ %959, %954 ], [ %952, %950 ]
  %956 = phi i32 [ %960, %954 ], [ 0, %950 ]
  %957 = shl i32 %955, 3, !dbg !74
  %958 = xor i32 %955, 42457, !dbg !75
  %959 = add i32 %957, %958, !dbg !76
  %960 = add i32 %956, 1, !dbg !61
  %961 = icmp eq i32 %960, %220, !dbg !61
  br i1 %961, label %1295, label %954, !dbg !61, !llvm.loop !212

962:                                              ; preds = %303, %211
  %963 = phi i32 [ poison, %211 ], [ %321, %303 ]
  %964 = phi i32 [ %12, %211 ], [ %321, %303 ]
  %965 = icmp eq i32 %213, 0, !dbg !60
  br i1 %965, label %1295, label %966, !dbg !60

966:                                              ; preds = %962, %966
  %967 = phi i32 [ %970, %966 ], [ %964, %962 ]
  %968 = phi i32 [ %971, %966 ], [ 0, %962 ]
  %969 = mul i32 %967, %967, !dbg !79
  %970 = add i32 %969, 43434, !dbg !80
  %971 = add i32 %968, 1, !dbg !60
  %972 = icmp eq i32 %971, %213, !dbg !60
  br i1 %972, label %1295, label %966, !dbg !60, !llvm.loop !213

973:                                              ; preds = %324, %204
  %974 = phi i32 [ poison, %204 ], [ %328, %324 ]
  %975 = phi i32 [ %12, %204 ], [ %328, %324 ]
  %976 = icmp eq i32 %206, 0, !dbg !59
  br i1 %976, label %1295, label %977, !dbg !59

977:                                              ; preds = %973, %977
  %978 = phi i32 [ %981, %977 ], [ %975, %973 ]
  %979 = phi i32 [ %982, %977 ], [ 0, %973 ]
  %980 = mul i32 %978, 75, !dbg !83
  %981 = add i32 %980, 44411, !dbg !84
  %982 = add i32 %979, 1, !dbg !59
  %983 = icmp eq i32 %982, %206, !dbg !59
  br i1 %983, label %1295, label %977, !dbg !59, !llvm.loop !214

984:                                              ; preds = %331, %197
  %985 = phi i32 [ poison, %197 ], [ %357, %331 ]
  %986 = phi i32 [ %12, %197 ], [ %357, %331 ]
  %987 = icmp eq i32 %199, 0, !dbg !58
  br i1 %987, label %1295, label %988, !dbg !58

988:                                              ; preds = %984, %988
  %989 = phi i32 [ %993, %988 ], [ %986, %984 ]
  %990 = phi i32 [ %994, %988 ], [ 0, %984 ]
  %991 = lshr i32 %989, 6, !dbg !87
  %992 = xor i32 %991, %989, !dbg !88
  %993 = mul i32 %992, 141, !dbg !89
  %994 = add i32 %990, 1, !dbg !58
  %995 = icmp eq i32 %994, %199, !dbg !58
  br i1 %995, label %1295, label %988, !dbg !58, !llvm.loop !215

996:                                              ; preds = %360, %190
  %997 = phi i32 [ poison, %190 ], [ %386, %360 ]
  %998 = phi i32 [ %12, %190 ], [ %386, %360 ]
  %999 = icmp eq i32 %192, 0, !dbg !57
  br i1 %999, label %1295, label %1000, !dbg !57

1000:                                             ; preds = %996, %1000
  %1001 = phi i32 [ %1005, %1000 ], [ %998, %996 ]
  %1002 = phi i32 [ %1006, %1000 ], [ 0, %996 ]
  %1003 = shl i32 %1001, 7, !dbg !92
  %1004 = xor i32 %1001, 46365, !dbg !93
  %1005 = add i32 %1003, %1004, !dbg !94
  %1006 = add i32 %1002, 1, !dbg !57
  %1007 = icmp eq i32 %1006, %192, !dbg !57
  br i1 %1007, label %1295, label %1000, !dbg !57, !llvm.loop !216

1008:                                             ; preds = %389, %183
  %1009 = phi i32 [ poison, %183 ], [ %407, %389 ]
  %1010 = phi i32 [ %12, %183 ], [ %407, %389 ]
  %1011 = icmp eq i32 %185, 0, !dbg !56
  br i1 %1011, label %1295, label %1012, !dbg !56

1012:                                             ; preds = %1008, %1012
  %1013 = phi i32 [ %1016, %1012 ], [ %1010, %1008 ]
  %1014 = phi i32 [ %1017, %1012 ], [ 0, %1008 ]
  %1015 = mul i32 %1013, %1013, !dbg !97
  %1016 = add i32 %1015, 47342, !dbg !98
  %1017 = add i32 %1014, 1, !dbg !56
  %1018 = icmp eq i32 %1017, %185, !dbg !56
  br i1 %1018, label %1295, label %1012, !dbg !56, !llvm.loop !217

1019:                                             ; preds = %410, %176
  %1020 = phi i32 [ poison, %176 ], [ %414, %410 ]
  %1021 = phi i32 [ %12, %176 ], [ %414, %410 ]
  %1022 = icmp eq i32 %178, 0, !dbg !55
  br i1 %1022, label %1295, label %1023, !dbg !55

1023:                                             ; preds = %1019, %1023
  %1024 = phi i32 [ %1027, %1023 ], [ %1021, %1019 ]
  %1025 = phi i32 [ %1028, %1023 ], [ 0, %1019 ]
  %1026 = mul i32 %1024, 147, !dbg !101
  %1027 = add i32 %1026, 48319, !dbg !102
  %1028 = add i32 %1025, 1, !dbg !55
  %1029 = icmp eq i32 %1028, %178, !dbg !55
  br i1 %1029, label %1295, label %1023, !dbg !55, !llvm.loop !218

1030:                                             ; preds = %417, %169
  %1031 = phi i32 [ poison, %169 ], [ %443, %417 ]
  %1032 = phi i32 [ %12, %169 ], [ %443, %417 ]
  %1033 = icmp eq i32 %171, 0, !dbg !54
  br i1 %1033, label %1295, label %1034, !dbg !54

1034:                                             ; preds = %1030, %1034
  %1035 = phi i32 [ %1039, %1034 ], [ %1032, %1030 ]
  %1036 = phi i32 [ %1040, %1034 ], [ 0, %1030 ]
  %1037 = lshr i32 %1035, 3, !dbg !105
  %1038 = xor i32 %1037, %1035, !dbg !106
  %1039 = mul i32 %1038, 21, !dbg !107
  %1040 = add i32 %1036, 1, !dbg !54
  %1041 = icmp eq i32 %1040, %171, !dbg !54
  br i1 %1041, label %1295, label %1034, !dbg !54, !llvm.loop !219

1042:                                             ; preds = %446, %162
  %1043 = phi i32 [ poison, %162 ], [ %472, %446 ]
  %1044 = phi i32 [ %12, %162 ], [ %472, %446 ]
  %1045 = icmp eq i32 %164, 0, !dbg !53
  br i1 %1045, label %1295, label %1046, !dbg !53

1046:                                             ; preds = %1042, %1046
  %1047 = phi i32 [ %1051, %1046 ], [ %1044, %1042 ]
  %1048 = phi i32 [ %1052, %1046 ], [ 0, %1042 ]
  %1049 = shl i32 %1047, 4, !dbg !110
  %1050 = xor i32 %1047, 50273, !dbg !111
  %1051 = add i32 %1049, %1050, !dbg !112
  %1052 = add i32 %1048, 1, !dbg !53
  %1053 = icmp eq i32 %1052, %164, !dbg !53
  br i1 %1053, label %1295, label %1046, !dbg !53, !llvm.loop !220

1054:                                             ; preds = %475, %155
  %1055 = phi i32 [ poison, %155 ], [ %493, %475 ]
  %1056 = phi i32 [ %12, %155 ], [ %493, %475 ]
  %1057 = icmp eq i32 %157, 0, !dbg !52
  br i1 %1057, label %1295, label %1058, !dbg !52

1058:                                             ; preds = %1054, %1058
  %1059 = phi i32 [ %1062, %1058 ], [ %1056, %1054 ]
  %1060 = phi i32 [ %1063, %1058 ], [ 0, %1054 ]
  %1061 = mul i32 %1059, %1059, !dbg !115
  %1062 = add i32 %1061, 51250, !dbg !116
  %1063 = add i32 %1060, 1, !dbg !52
  %1064 = icmp eq i32 %1063, %157, !dbg !52
  br i1 %1064, label %1295, label %1058, !dbg !52, !llvm.loop !221

1065:                                             ; preds = %496, %148
  %1066 = phi i32 [ poison, %148 ], [ %500, %496 ]
  %1067 = phi i32 [ %12, %148 ], [ %500, %496 ]
  %1068 = icmp eq i32 %150, 0, !dbg !51
  br i1 %1068, label %1295, label %1069, !dbg !51

1069:                                             ; preds = %1065, %1069
  %1070 = phi i32 [ %1073, %1069 ], [ %1067, %1065 ]
  %1071 = phi i32 [ %1074, %1069 ], [ 0, %1065 ]
  %1072 = mul i32 %1070, 27, !dbg !119
  %1073 = add i32 %1072, 52227, !dbg !120
  %1074 = add i32 %1071, 1, !dbg !51
  %1075 = icmp eq i32 %1074, %150, !dbg !51
  br i1 %1075, label %1295, label %1069, !dbg !51, !llvm.loop !222

1076:                                             ; preds = %503, %141
  %1077 = phi i32 [ poison, %141 ], [ %529, %503 ]
  %1078 = phi i32 [ %12, %141 ], [ %529, %503 ]
  %1079 = icmp eq i32 %143, 0, !dbg !50
  br i1 %1079, label %1295, label %1080, !dbg !50

1080:                                             ; preds = %1076, %1080
  %1081 = phi i32 [ %1085, %1080 ], [ %1078, %1076 ]
  %1082 = phi i32 [ %1086, %1080 ], [ 0, %1076 ]
  %1083 = lshr i32 %1081, 7, !dbg !123
  %1084 = xor i32 %1083, %1081, !dbg !124
  %1085 = mul i32 %1084, 93, !dbg !125
  %1086 = add i32 %1082, 1, !dbg !50
  %1087 = icmp eq i32 %1086, %143, !dbg !50
  br i1 %1087, label %1295, label %1080, !dbg !50, !llvm.loop !223

1088:                                             ; preds = %532, %134
  %1089 = phi i32 [ poison, %134 ], [ %558, %532 ]
  %1090 = phi i32 [ %12, %134 ], [ %558, %532 ]
  %1091 = icmp eq i32 %136, 0, !dbg !49
  br i1 %1091, label %1295, label %1092, !dbg !49

1092:                                             ; preds = %1088, %1092
  %1093 = phi i32 [ %1097, %1092 ], [ %1090, %1088 ]
  %1094 = phi i32 [ %1098, %1092 ], [ 0, %1088 ]
  %1095 = shl i32 %1093, 1, !dbg !128
  %1096 = xor i32 %1093, 54181, !dbg !129
  %1097 = add i32 %1095, %1096, !dbg !130
  %1098 = add i32 %1094, 1, !dbg !49
  %1099 = icmp eq i32 %1098, %136, !dbg !49
  br i1 %1099, label %1295, label %1092, !dbg !49, !llvm.loop !224

1100:                                             ; preds = %561, %127
  %1101 = phi i32 [ poison, %127 ], [ %579, %561 ]
  %1102 = phi i32 [ %12, %127 ], [ %579, %561 ]
  %1103 = icmp eq i32 %129, 0, !dbg !48
  br i1 %1103, label %1295, label %1104, !dbg !48

1104:                                             ; preds = %1100, %1104
  %1105 = phi i32 [ %1108, %1104 ], [ %1102, %1100 ]
  %1106 = phi i32 [ %1109, %1104 ], [ 0, %1100 ]
  %1107 = mul i32 %1105, %1105, !dbg !133
  %1108 = add i32 %1107, 55158, !dbg !134
  %1109 = add i32 %1106, 1, !dbg !48
  %1110 = icmp eq i32 %1109, %129, !dbg !48
  br i1 %1110, label %1295, label %1104, !dbg !48, !llvm.loop !225

1111:                                             ; preds = %582, %120
  %1112 = phi i32 [ poison, %120 ], [ %586, %582 ]
  %1113 = phi i32 [ %12, %120 ], [ %586, %582 ]
  %1114 = icmp eq i32 %122, 0, !dbg !47
  br i1 %1114, label %1295, label %1115, !dbg !47

1115:                                             ; preds = %1111, %1115
  %1116 = phi i32 [ %1119, %1115 ], [ %1113, %1111 ]
  %1117 = phi i32 [ %1120, %1115 ], [ 0, %1111 ]
  %1118 = mul i32 %1116, 99, !dbg !137
  %1119 = add i32 %1118, 56135, !dbg !138
  %1120 = add i32 %1117, 1, !dbg !47
  %1121 = icmp eq i32 %1120, %122, !dbg !47
  br i1 %1121, label %1295, label %1115, !dbg !47, !llvm.loop !226

1122:                                             ; preds = %589, %113
  %1123 = phi i32 [ poison, %113 ], [ %615, %589 ]
  %1124 = phi i32 [ %12, %113 ], [ %615, %589 ]
  %1125 = icmp eq i32 %115, 0, !dbg !46
  br i1 %1125, label %1295, label %1126, !dbg !46

1126:                                             ; preds = %1122, %1126
  %1127 = phi i32 [ %1131, %1126 ], [ %1124, %1122 ]
  %1128 = phi i32 [ %1132, %1126 ], [ 0, %1122 ]
  %1129 = lshr i32 %1127, 4, !dbg !141
  %1130 = xor i32 %1129, %1127, !dbg !142
  %1131 = mul i32 %1130, 165, !dbg !143
  %1132 = add i32 %1128, 1, !dbg !46
  %1133 = icmp eq i32 %1132, %115, !dbg !46
  br i1 %1133, label %1295, label %1126, !dbg !46, !llvm.loop !227

1134:                                             ; preds = %618, %106
  %1135 = phi i32 [ poison, %106 ], [ %644, %618 ]
  %1136 = phi i32 [ %12, %106 ], [ %644, %618 ]
  %1137 = icmp eq i32 %108, 0, !dbg !45
  br i1 %1137, label %1295, label %1138, !dbg !45

1138:                                             ; preds = %1134, %1138
  %1139 = phi i32 [ %1143, %1138 ], [ %1136, %1134 ]
  %1140 = phi i32 [ %1144, %1138 ], [ 0, %1134 ]
  %1141 = shl i32 %1139, 5, !dbg !146
  %1142 = xor i32 %1139, 58089, !dbg !147
  %1143 = add i32 %1141, %1142, !dbg !148
  %1144 = add i32 %1140, 1, !dbg !45
  %1145 = icmp eq i32 %1144, %108, !dbg !45
  br i1 %1145, label %1295, label %1138, !dbg !45, !llvm.loop !228

1146:                                             ; preds = %647, %99
  %1147 = phi i32 [ poison, %99 ], [ %665, %647 ]
  %1148 = phi i32 [ %12, %99 ], [ %665, %647 ]
  %1149 = icmp eq i32 %101, 0, !dbg !44
  br i1 %1149, label %1295, label %1150, !dbg !44

1150:                                             ; preds = %1146, %1150
  %1151 = phi i32 [ %1154, %1150 ], [ %1148, %1146 ]
  %1152 = phi i32 [ %1155, %1150 ], [ 0, %1146 ]
  %1153 = mul i32 %1151, %1151, !dbg !151
  %1154 = add i32 %1153, 59066, !dbg !152
  %1155 = add i32 %1152, 1, !dbg !44
  %1156 = icmp eq i32 %1155, %101, !dbg !44
  br i1 %1156, label %1295, label %1150, !dbg !44, !llvm.loop !229

1157:                                             ; preds = %668, %92
  %1158 = phi i32 [ poison, %92 ], [ %672, %668 ]
  %1159 = phi i32 [ %12, %92 ], [ %672, %668 ]
  %1160 = icmp eq i32 %94, 0, !dbg !43
  br i1 %1160, label %1295, label %1161, !dbg !43

1161:                                             ; preds = %1157, %1161
  %1162 = phi i32 [ %1165, %1161 ], [ %1159, %1157 ]
  %1163 = phi i32 [ %1166, %1161 ], [ 0, %1157 ]
  %1164 = mul i32 %1162, 171, !dbg !155
  %1165 = add i32 %1164, 60043, !dbg !156
  %1166 = add i32 %1163, 1, !dbg !43
  %1167 = icmp eq i32 %1166, %94, !dbg !43
  br i1 %1167, label %1295, label %1161, !dbg !43, !llvm.loop !230

1168:                                             ; preds = %675, %85
  %1169 = phi i32 [ poison, %85 ], [ %701, %675 ]
  %1170 = phi i32 [ %12, %85 ], [ %701, %675 ]
  %1171 = icmp eq i32 %87, 0, !dbg !42
  br i1 %1171, label %1295, label %1172, !dbg !42

1172:                                             ; preds = %1168, %1172
  %1173 = phi i32 [ %1177, %1172 ], [ %1170, %1168 ]
  %1174 = phi i32 [ %1178, %1172 ], [ 0, %1168 ]
  %1175 = lshr i32 %1173, 1, !dbg !159
  %1176 = xor i32 %1175, %1173, !dbg !160
  %1177 = mul i32 %1176, 45, !dbg !161
  %1178 = add i32 %1174, 1, !dbg !42
  %1179 = icmp eq i32 %1178, %87, !dbg !42
  br i1 %1179, label %1295, label %1172, !dbg !42, !llvm.loop !231

1180:                                             ; preds = %704, %78
  %1181 = phi i32 [ poison, %78 ], [ %730, %704 ]
  %1182 = phi i32 [ %12, %78 ], [ %730, %704 ]
  %1183 = icmp eq i32 %80, 0, !dbg !41
  br i1 %1183, label %1295, label %1184, !dbg !41

1184:                                             ; preds = %1180, %1184
  %1185 = phi i32 [ %1189, %1184 ], [ %1182, %1180 ]
  %1186 = phi i32 [ %1190, %1184 ], [ 0, %1180 ]
  %1187 = shl i32 %1185, 2, !dbg !164
  %1188 = xor i32 %1185, 61997, !dbg !165
  %1189 = add i32 %1187, %1188, !dbg !166
  %1190 = add i32 %1186, 1, !dbg !41
  %1191 = icmp eq i32 %1190, %80, !dbg !41
  br i1 %1191, label %1295, label %1184, !dbg !41, !llvm.loop !232

1192:                                             ; preds = %733, %71
  %1193 = phi i32 [ poison, %71 ], [ %751, %733 ]
  %1194 = phi i32 [ %12, %71 ], [ %751, %733 ]
  %1195 = icmp eq i32 %73, 0, !dbg !40
  br i1 %1195, label %1295, label %1196, !dbg !40

1196:                                             ; preds = %1192, %1196
  %1197 = phi i32 [ %1200, %1196 ], [ %1194, %1192 ]
  %1198 = phi i32 [ %1201, %1196 ], [ 0, %1192 ]
  %1199 = mul i32 %1197, %1197, !dbg !169
  %1200 = add i32 %1199, 62974, !dbg !170
  %1201 = add i32 %1198, 1, !dbg !40
  %1202 = icmp eq i32 %1201, %73, !dbg !40
  br i1 %1202, label %1295, label %1196, !dbg !40, !llvm.loop !233

1203:                                             ; preds = %754, %64
  %1204 = phi i32 [ poison, %64 ], [ %758, %754 ]
  %1205 = phi i32 [ %12, %64 ], [ %758, %754 ]
  %1206 = icmp eq i32 %66, 0, !dbg !39
  br i1 %1206, label %1295, label %1207, !dbg !39

1207:                                             ; preds = %1203, %1207
  %1208 = phi i32 [ %1211, %1207 ], [ %1205, %1203 ]
  %1209 = phi i32 [ %1212, %1207 ], [ 0, %1203 ]
  %1210 = mul i32 %1208, 51, !dbg !173
  %1211 = add i32 %1210, 63951, !dbg !174
  %1212 = add i32 %1209, 1, !dbg !39
  %1213 = icmp eq i32 %1212, %66, !dbg !39
  br i1 %1213, label %1295, label %1207, !dbg !39, !llvm.loop !234

1214:                                             ; preds = %761, %57
  %1215 = phi i32 [ poison, %57 ], [ %787, %761 ]
  %1216 = phi i32 [ %12, %57 ], [ %787, %761 ]
  %1217 = icmp eq i32 %59, 0, !dbg !38
  br i1 %1217, label %1295, label %1218, !dbg !38

1218:                                             ; preds = %1214, %1218
  %1219 = phi i32 [ %1223, %1218 ], [ %1216, %1214 ]
  %1220 = phi i32 [ %1224, %1218 ], [ 0, %1214 ]
  %1221 = lshr i32 %1219, 5, !dbg !177
  %1222 = xor i32 %1221, %1219, !dbg !178
  %1223 = mul i32 %1222, 117, !dbg !179
  %1224 = add i32 %1220, 1, !dbg !38
  %1225 = icmp eq i32 %1224, %59, !dbg !38
  br i1 %1225, label %1295, label %1218, !dbg !38, !llvm.loop !235

1226:                                             ; preds = %790, %50
  %1227 = phi i32 [ poison, %50 ], [ %816, %790 ]
  %1228 = phi i32 [ %12, %50 ], [ %816, %790 ]
  %1229 = icmp eq i32 %52, 0, !dbg !37
  br i1 %1229, label %1295, label %1230, !dbg !37

1230:                                             ; preds = %1226, %1230
  %1231 = phi i32 [ %1235, %1230 ], [ %1228, %1226 ]
  %1232 = phi i32 [ %1236, %1230 ], [ 0, %1226 ]
  %1233 = shl i32 %1231, 6, !dbg !182
  %1234 = xor i32 %1231, 65905, !dbg !183
  %1235 = add i32 %1233, %1234, !dbg !184
  %1236 = add i32 %1232, 1, !dbg !37
  %1237 = icmp eq i32 %1236, %52, !dbg !37
  br i1 %1237, label %1295, label %1230, !dbg !37, !llvm.loop !236

1238:                                             ; preds = %819, %43
  %1239 = phi i32 [ poison, %43 ], [ %837, %819 ]
  %1240 = phi i32 [ %12, %43 ], [ %837, %819 ]
  %1241 = icmp eq i32 %45, 0, !dbg !36
  br i1 %1241, label %1295, label %1242, !dbg !36

1242:                                             ; preds = %1238, %1242
  %1243 = phi i32 [ %1246, %1242 ], [ %1240, %1238 ]
  %1244 = phi i32 [ %1247, %1242 ], [ 0, %1238 ]
  %1245 = mul i32 %1243, %1243, !dbg !187
  %1246 = add i32 %1245, 66882, !dbg !188
  %1247 = add i32 %1244, 1, !dbg !36
  %1248 = icmp eq i32 %1247, %45, !dbg !36
  br i1 %1248, label %1295, label %1242, !dbg !36, !llvm.loop !237

1249:                                             ; preds = %840, %36
  %1250 = phi i32 [ poison, %36 ], [ %844, %840 ]
  %1251 = phi i32 [ %12, %36 ], [ %844, %840 ]
  %1252 = icmp eq i32 %38, 0, !dbg !35
  br i1 %1252, label %1295, label %1253, !dbg !35

1253:                                             ; preds = %1249, %1253
  %1254 = phi i32 [ %1257, %1253 ], [ %1251, %1249 ]
  %1255 = phi i32 [ %1258, %1253 ], [ 0, %1249 ]
  %1256 = mul i32 %1254, 123, !dbg !191
  %1257 = add i32 %1256, 67859, !dbg !192
  %1258 = add i32 %1255, 1, !dbg !35
  %1259 = icmp eq i32 %1258, %38, !dbg !35
  br i1 %1259, label %1295, label %1253, !dbg !35, !llvm.loop !238

1260:                                             ; preds = %847, %29
  %1261 = phi i32 [ poison, %29 ], [ %873, %847 ]
  %1262 = phi i32 [ %12, %29 ], [ %873, %847 ]
  %1263 = icmp eq i32 %31, 0, !dbg !34
  br i1 %1263, label %1295, label %1264, !dbg !34

1264:                                             ; preds = %1260, %1264
  %1265 = phi i32 [ %1269, %1264 ], [ %1262, %1260 ]
  %1266 = phi i32 [ %1270, %1264 ], [ 0, %1260 ]
  %1267 = lshr i32 %1265, 2, !dbg !195
  %1268 = xor i32 %1267, %1265, !dbg !196
  %1269 = mul i32 %1268, 189, !dbg !197
  %1270 = add i32 %1266, 1, !dbg !34
  %1271 = icmp eq i32 %1270, %31, !dbg !34
  br i1 %1271, label %1295, label %1264, !dbg !34, !llvm.loop !239

1272:                                             ; preds = %876, %22
  %1273 = phi i32 [ poison, %22 ], [ %902, %876 ]
  %1274 = phi i32 [ %12, %22 ], [ %902, %876 ]
  %1275 = icmp eq i32 %24, 0, !dbg !33
  br i1 %1275, label %1295, label %1276, !dbg !33

1276:                                             ; preds = %1272, %1276
  %1277 = phi i32 [ %1281, %1276 ], [ %1274, %1272 ]
  %1278 = phi i32 [ %1282, %1276 ], [ 0, %1272 ]
  %1279 = shl i32 %1277, 3, !dbg !200
  %1280 = xor i32 %1277, 69813, !dbg !201
  %1281 = add i32 %1279, %1280, !dbg !202
  %1282 = add i32 %1278, 1, !dbg !33
  %1283 = icmp eq i32 %1282, %24, !dbg !33
  br i1 %1283, label %1295, label %1276, !dbg !33, !llvm.loop !240

1284:                                             ; preds = %905, %15
  %1285 = phi i32 [ poison, %15 ], [ %923, %905 ]
  %1286 = phi i32 [ %12, %15 ], [ %923, %905 ]
  %1287 = icmp eq i32 %17, 0, !dbg !32
  br i1 %1287, label %1295, label %1288, !dbg !32

1288:                                             ; preds = %1284, %1288
  %1289 = phi i32 [ %1292, %1288 ], [ %1286, %1284 ]
  %1290 = phi i32 [ %1293, %1288 ], [ 0, %1284 ]
  %1291 = mul i32 %1289, %1289, !dbg !205
  %1292 = add i32 %1291, 70790, !dbg !206
  %1293 = add i32 %1290, 1, !dbg !32
  %1294 = icmp eq i32 %1293, %17, !dbg !32
  br i1 %1294, label %1295, label %1288, !dbg !32, !llvm.loop !241

1295:                                             ; preds = %1284, %1288, %1272, %1276, %1260, %1264, %1249, %1253, %1238, %1242, %1226, %1230, %1214, %1218, %1203, %1207, %1192, %1196, %1180, %1184, %1168, %1172, %1157, %1161, %1146, %1150, %1134, %1138, %1122, %1126, %1111, %1115, %1100, %1104, %1088, %1092, %1076, %1080, %1065, %1069, %1054, %1058, %1042, %1046, %1030, %1034, %1019, %1023, %1008, %1012, %996, %1000, %984, %988, %973, %977, %962, %966, %950, %954, %938, %942, %927, %931, %14, %21, %28, %35, %42, %49, %56, %63, %70, %77, %84, %91, %98, %105, %112, %119, %126, %133, %140, %147, %154, %161, %168, %175, %182, %189, %196, %203, %210, %217, %224, %231
  %1296 = phi i32 [ %12, %231 ], [ %12, %224 ], [ %12, %217 ], [ %12, %210 ], [ %12, %203 ], [ %12, %196 ], [ %12, %189 ], [ %12, %182 ], [ %12, %175 ], [ %12, %168 ], [ %12, %161 ], [ %12, %154 ], [ %12, %147 ], [ %12, %140 ], [ %12, %133 ], [ %12, %126 ], [ %12, %119 ], [ %12, %112 ], [ %12, %105 ], [ %12, %98 ], [ %12, %91 ], [ %12, %84 ], [ %12, %77 ], [ %12, %70 ], [ %12, %63 ], [ %12, %56 ], [ %12, %49 ], [ %12, %42 ], [ %12, %35 ], [ %12, %28 ], [ %12, %21 ], [ %12, %14 ], [ %928, %927 ], [ %935, %931 ], [ %939, %938 ], [ %947, %942 ], [ %951, %950 ], [ %959, %954 ], [ %963, %962 ], [ %970, %966 ], [ %974, %973 ], [ %981, %977 ], [ %985, %984 ], [ %993, %988 ], [ %997, %996 ], [ %1005, %1000 ], [ %1009, %1008 ], [ %1016, %1012 ], [ %1020, %1019 ], [ %1027, %1023 ], [ %1031, %1030 ], [ %1039, %1034 ], [ %1043, %1042 ], [ %1051, %1046 ], [ %1055, %1054 ], [ %1062, %1058 ], [ %1066, %1065 ], [ %1073, %1069 ], [ %1077, %1076 ], [ %1085, %1080 ], [ %1089, %1088 ], [ %1097, %1092 ], [ %1101, %1100 ], [ %1108, %1104 ], [ %1112, %1111 ], [ %1119, %1115 ], [ %1123, %1122 ], [ %1131, %1126 ], [ %1135, %1134 ], [ %1143, %1138 ], [ %1147, %1146 ], [ %1154, %1150 ], [ %1158, %1157 ], [ %1165, %1161 ], [ %1169, %1168 ], [ %1177, %1172 ], [ %1181, %1180 ], [ %1189, %1184 ], [ %1193, %1192 ], [ %1200, %1196 ], [ %1204, %1203 ], [ %1211, %1207 ], [ %1215, %1214 ], [ %1223, %1218 ], [ %1227, %1226 ], [ %1235, %1230 ], [ %1239, %1238 ], [ %1246, %1242 ], [ %1250, %1249 ], [ %1257, %1253 ], [ %1261, %1260 ], [ %1269, %1264 ], [ %1273, %1272 ], [ %1281, %1276 ], [ %1285, %1284 ], [ %1292, %1288 ], !dbg !242
  %1297 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !243
  store i32 %1296, ptr %1297, align 4, !dbg !244, !tbaa !26
  ret void, !dbg !245
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
!1 = !DIFile(filename: "divergence/kway32.cu", directory: ".")
!2 = !{ptr @kway32, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway32", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!24 = !DILocation(line: 9, column: 36, scope: !9)
!25 = !DILocation(line: 10, column: 20, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 0, scope: !9)
!31 = !DILocation(line: 11, column: 3, scope: !9)
!32 = !DILocation(line: 137, column: 5, scope: !9)
!33 = !DILocation(line: 133, column: 5, scope: !9)
!34 = !DILocation(line: 129, column: 5, scope: !9)
!35 = !DILocation(line: 125, column: 5, scope: !9)
!36 = !DILocation(line: 121, column: 5, scope: !9)
!37 = !DILocation(line: 117, column: 5, scope: !9)
!38 = !DILocation(line: 113, column: 5, scope: !9)
!39 = !DILocation(line: 109, column: 5, scope: !9)
!40 = !DILocation(line: 105, column: 5, scope: !9)
!41 = !DILocation(line: 101, column: 5, scope: !9)
!42 = !DILocation(line: 97, column: 5, scope: !9)
!43 = !DILocation(line: 93, column: 5, scope: !9)
!44 = !DILocation(line: 89, column: 5, scope: !9)
!45 = !DILocation(line: 85, column: 5, scope: !9)
!46 = !DILocation(line: 81, column: 5, scope: !9)
!47 = !DILocation(line: 77, column: 5, scope: !9)
!48 = !DILocation(line: 73, column: 5, scope: !9)
!49 = !DILocation(line: 69, column: 5, scope: !9)
!50 = !DILocation(line: 65, column: 5, scope: !9)
!51 = !DILocation(line: 61, column: 5, scope: !9)
!52 = !DILocation(line: 57, column: 5, scope: !9)
!53 = !DILocation(line: 53, column: 5, scope: !9)
!54 = !DILocation(line: 49, column: 5, scope: !9)
!55 = !DILocation(line: 45, column: 5, scope: !9)
!56 = !DILocation(line: 41, column: 5, scope: !9)
!57 = !DILocation(line: 37, column: 5, scope: !9)
!58 = !DILocation(line: 33, column: 5, scope: !9)
!59 = !DILocation(line: 29, column: 5, scope: !9)
!60 = !DILocation(line: 25, column: 5, scope: !9)
!61 = !DILocation(line: 21, column: 5, scope: !9)
!62 = !DILocation(line: 17, column: 5, scope: !9)
!63 = !DILocation(line: 13, column: 5, scope: !9)
!64 = !DILocation(line: 14, column: 13, scope: !9)
!65 = !DILocation(line: 14, column: 18, scope: !9)
!66 = distinct !{!66, !63, !67, !68}
!67 = !DILocation(line: 14, column: 20, scope: !9)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 18, column: 19, scope: !9)
!70 = !DILocation(line: 18, column: 14, scope: !9)
!71 = !DILocation(line: 18, column: 26, scope: !9)
!72 = distinct !{!72, !62, !73, !68}
!73 = !DILocation(line: 18, column: 28, scope: !9)
!74 = !DILocation(line: 22, column: 14, scope: !9)
!75 = !DILocation(line: 22, column: 25, scope: !9)
!76 = !DILocation(line: 22, column: 20, scope: !9)
!77 = distinct !{!77, !61, !78, !68}
!78 = !DILocation(line: 22, column: 33, scope: !9)
!79 = !DILocation(line: 26, column: 13, scope: !9)
!80 = !DILocation(line: 26, column: 17, scope: !9)
!81 = distinct !{!81, !60, !82, !68}
!82 = !DILocation(line: 26, column: 19, scope: !9)
!83 = !DILocation(line: 30, column: 13, scope: !9)
!84 = !DILocation(line: 30, column: 19, scope: !9)
!85 = distinct !{!85, !59, !86, !68}
!86 = !DILocation(line: 30, column: 21, scope: !9)
!87 = !DILocation(line: 34, column: 19, scope: !9)
!88 = !DILocation(line: 34, column: 14, scope: !9)
!89 = !DILocation(line: 34, column: 26, scope: !9)
!90 = distinct !{!90, !58, !91, !68}
!91 = !DILocation(line: 34, column: 28, scope: !9)
!92 = !DILocation(line: 38, column: 14, scope: !9)
!93 = !DILocation(line: 38, column: 25, scope: !9)
!94 = !DILocation(line: 38, column: 20, scope: !9)
!95 = distinct !{!95, !57, !96, !68}
!96 = !DILocation(line: 38, column: 33, scope: !9)
!97 = !DILocation(line: 42, column: 13, scope: !9)
!98 = !DILocation(line: 42, column: 17, scope: !9)
!99 = distinct !{!99, !56, !100, !68}
!100 = !DILocation(line: 42, column: 19, scope: !9)
!101 = !DILocation(line: 46, column: 13, scope: !9)
!102 = !DILocation(line: 46, column: 20, scope: !9)
!103 = distinct !{!103, !55, !104, !68}
!104 = !DILocation(line: 46, column: 22, scope: !9)
!105 = !DILocation(line: 50, column: 19, scope: !9)
!106 = !DILocation(line: 50, column: 14, scope: !9)
!107 = !DILocation(line: 50, column: 26, scope: !9)
!108 = distinct !{!108, !54, !109, !68}
!109 = !DILocation(line: 50, column: 28, scope: !9)
!110 = !DILocation(line: 54, column: 14, scope: !9)
!111 = !DILocation(line: 54, column: 25, scope: !9)
!112 = !DILocation(line: 54, column: 20, scope: !9)
!113 = distinct !{!113, !53, !114, !68}
!114 = !DILocation(line: 54, column: 33, scope: !9)
!115 = !DILocation(line: 58, column: 13, scope: !9)
!116 = !DILocation(line: 58, column: 17, scope: !9)
!117 = distinct !{!117, !52, !118, !68}
!118 = !DILocation(line: 58, column: 19, scope: !9)
!119 = !DILocation(line: 62, column: 13, scope: !9)
!120 = !DILocation(line: 62, column: 19, scope: !9)
!121 = distinct !{!121, !51, !122, !68}
!122 = !DILocation(line: 62, column: 21, scope: !9)
!123 = !DILocation(line: 66, column: 19, scope: !9)
!124 = !DILocation(line: 66, column: 14, scope: !9)
!125 = !DILocation(line: 66, column: 26, scope: !9)
!126 = distinct !{!126, !50, !127, !68}
!127 = !DILocation(line: 66, column: 28, scope: !9)
!128 = !DILocation(line: 70, column: 14, scope: !9)
!129 = !DILocation(line: 70, column: 25, scope: !9)
!130 = !DILocation(line: 70, column: 20, scope: !9)
!131 = distinct !{!131, !49, !132, !68}
!132 = !DILocation(line: 70, column: 33, scope: !9)
!133 = !DILocation(line: 74, column: 13, scope: !9)
!134 = !DILocation(line: 74, column: 17, scope: !9)
!135 = distinct !{!135, !48, !136, !68}
!136 = !DILocation(line: 74, column: 19, scope: !9)
!137 = !DILocation(line: 78, column: 13, scope: !9)
!138 = !DILocation(line: 78, column: 19, scope: !9)
!139 = distinct !{!139, !47, !140, !68}
!140 = !DILocation(line: 78, column: 21, scope: !9)
!141 = !DILocation(line: 82, column: 19, scope: !9)
!142 = !DILocation(line: 82, column: 14, scope: !9)
!143 = !DILocation(line: 82, column: 26, scope: !9)
!144 = distinct !{!144, !46, !145, !68}
!145 = !DILocation(line: 82, column: 28, scope: !9)
!146 = !DILocation(line: 86, column: 14, scope: !9)
!147 = !DILocation(line: 86, column: 25, scope: !9)
!148 = !DILocation(line: 86, column: 20, scope: !9)
!149 = distinct !{!149, !45, !150, !68}
!150 = !DILocation(line: 86, column: 33, scope: !9)
!151 = !DILocation(line: 90, column: 13, scope: !9)
!152 = !DILocation(line: 90, column: 17, scope: !9)
!153 = distinct !{!153, !44, !154, !68}
!154 = !DILocation(line: 90, column: 19, scope: !9)
!155 = !DILocation(line: 94, column: 13, scope: !9)
!156 = !DILocation(line: 94, column: 20, scope: !9)
!157 = distinct !{!157, !43, !158, !68}
!158 = !DILocation(line: 94, column: 22, scope: !9)
!159 = !DILocation(line: 98, column: 19, scope: !9)
!160 = !DILocation(line: 98, column: 14, scope: !9)
!161 = !DILocation(line: 98, column: 26, scope: !9)
!162 = distinct !{!162, !42, !163, !68}
!163 = !DILocation(line: 98, column: 28, scope: !9)
!164 = !DILocation(line: 102, column: 14, scope: !9)
!165 = !DILocation(line: 102, column: 25, scope: !9)
!166 = !DILocation(line: 102, column: 20, scope: !9)
!167 = distinct !{!167, !41, !168, !68}
!168 = !DILocation(line: 102, column: 33, scope: !9)
!169 = !DILocation(line: 106, column: 13, scope: !9)
!170 = !DILocation(line: 106, column: 17, scope: !9)
!171 = distinct !{!171, !40, !172, !68}
!172 = !DILocation(line: 106, column: 19, scope: !9)
!173 = !DILocation(line: 110, column: 13, scope: !9)
!174 = !DILocation(line: 110, column: 19, scope: !9)
!175 = distinct !{!175, !39, !176, !68}
!176 = !DILocation(line: 110, column: 21, scope: !9)
!177 = !DILocation(line: 114, column: 19, scope: !9)
!178 = !DILocation(line: 114, column: 14, scope: !9)
!179 = !DILocation(line: 114, column: 26, scope: !9)
!180 = distinct !{!180, !38, !181, !68}
!181 = !DILocation(line: 114, column: 28, scope: !9)
!182 = !DILocation(line: 118, column: 14, scope: !9)
!183 = !DILocation(line: 118, column: 25, scope: !9)
!184 = !DILocation(line: 118, column: 20, scope: !9)
!185 = distinct !{!185, !37, !186, !68}
!186 = !DILocation(line: 118, column: 33, scope: !9)
!187 = !DILocation(line: 122, column: 13, scope: !9)
!188 = !DILocation(line: 122, column: 17, scope: !9)
!189 = distinct !{!189, !36, !190, !68}
!190 = !DILocation(line: 122, column: 19, scope: !9)
!191 = !DILocation(line: 126, column: 13, scope: !9)
!192 = !DILocation(line: 126, column: 20, scope: !9)
!193 = distinct !{!193, !35, !194, !68}
!194 = !DILocation(line: 126, column: 22, scope: !9)
!195 = !DILocation(line: 130, column: 19, scope: !9)
!196 = !DILocation(line: 130, column: 14, scope: !9)
!197 = !DILocation(line: 130, column: 26, scope: !9)
!198 = distinct !{!198, !34, !199, !68}
!199 = !DILocation(line: 130, column: 28, scope: !9)
!200 = !DILocation(line: 134, column: 14, scope: !9)
!201 = !DILocation(line: 134, column: 25, scope: !9)
!202 = !DILocation(line: 134, column: 20, scope: !9)
!203 = distinct !{!203, !33, !204, !68}
!204 = !DILocation(line: 134, column: 33, scope: !9)
!205 = !DILocation(line: 138, column: 13, scope: !9)
!206 = !DILocation(line: 138, column: 17, scope: !9)
!207 = distinct !{!207, !32, !208, !68}
!208 = !DILocation(line: 138, column: 19, scope: !9)
!209 = distinct !{!209, !210}
!210 = !{!"llvm.loop.unroll.disable"}
!211 = distinct !{!211, !210}
!212 = distinct !{!212, !210}
!213 = distinct !{!213, !210}
!214 = distinct !{!214, !210}
!215 = distinct !{!215, !210}
!216 = distinct !{!216, !210}
!217 = distinct !{!217, !210}
!218 = distinct !{!218, !210}
!219 = distinct !{!219, !210}
!220 = distinct !{!220, !210}
!221 = distinct !{!221, !210}
!222 = distinct !{!222, !210}
!223 = distinct !{!223, !210}
!224 = distinct !{!224, !210}
!225 = distinct !{!225, !210}
!226 = distinct !{!226, !210}
!227 = distinct !{!227, !210}
!228 = distinct !{!228, !210}
!229 = distinct !{!229, !210}
!230 = distinct !{!230, !210}
!231 = distinct !{!231, !210}
!232 = distinct !{!232, !210}
!233 = distinct !{!233, !210}
!234 = distinct !{!234, !210}
!235 = distinct !{!235, !210}
!236 = distinct !{!236, !210}
!237 = distinct !{!237, !210}
!238 = distinct !{!238, !210}
!239 = distinct !{!239, !210}
!240 = distinct !{!240, !210}
!241 = distinct !{!241, !210}
!242 = !DILocation(line: 10, column: 16, scope: !9)
!243 = !DILocation(line: 143, column: 3, scope: !9)
!244 = !DILocation(line: 143, column: 10, scope: !9)
!245 = !DILocation(line: 144, column: 1, scope: !9)
