; ModuleID = 'pcfm/lud_perimeter.cu'
source_filename = "pcfm/lud_perimeter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ13lud_perimeterE3dia = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE4prow = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE4pcol = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @lud_perimeter(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
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
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %25, ptr %7, align 4, !dbg !16
  %26 = load i32, ptr %6, align 4, !dbg !17
  %27 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %28 = add i32 %27, 1, !dbg !21
  %29 = mul i32 %28, 16, !dbg !22
  %30 = add i32 %26, %29, !dbg !23
  store i32 %30, ptr %8, align 4, !dbg !24
  %31 = load i32, ptr %7, align 4, !dbg !25
  %32 = icmp slt i32 %31, 16, !dbg !26
  br i1 %32, label %33, label %88, !dbg !25

33:                                               ; preds = %3
  store i32 0, ptr %9, align 4, !dbg !27
  br label %34, !dbg !28

34:                                               ; preds = %57, %33
  %35 = load i32, ptr %9, align 4, !dbg !29
  %36 = icmp slt i32 %35, 8, !dbg !30
  br i1 %36, label %37, label %60, !dbg !31

37:                                               ; preds = %34
  %38 = load ptr, ptr %4, align 8, !dbg !32
  %39 = load i32, ptr %6, align 4, !dbg !33
  %40 = load i32, ptr %9, align 4, !dbg !34
  %41 = add nsw i32 %39, %40, !dbg !35
  %42 = load i32, ptr %5, align 4, !dbg !36
  %43 = mul nsw i32 %41, %42, !dbg !37
  %44 = load i32, ptr %6, align 4, !dbg !38
  %45 = add nsw i32 %43, %44, !dbg !39
  %46 = load i32, ptr %7, align 4, !dbg !40
  %47 = add nsw i32 %45, %46, !dbg !41
  %48 = sext i32 %47 to i64, !dbg !32
  %49 = getelementptr inbounds float, ptr %38, i64 %48, !dbg !32
  %50 = load float, ptr %49, align 4, !dbg !32
  %51 = load i32, ptr %9, align 4, !dbg !42
  %52 = sext i32 %51 to i64, !dbg !43
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %52, !dbg !43
  %54 = load i32, ptr %7, align 4, !dbg !44
  %55 = sext i32 %54 to i64, !dbg !43
  %56 = getelementptr inbounds [16 x float], ptr %53, i64 0, i64 %55, !dbg !43
  store float %50, ptr %56, align 4, !dbg !45
  br label %57, !dbg !43

57:                                               ; preds = %37
  %58 = load i32, ptr %9, align 4, !dbg !46
  %59 = add nsw i32 %58, 1, !dbg !46
  store i32 %59, ptr %9, align 4, !dbg !46
  br label %34, !dbg !31, !llvm.loop !47

60:                                               ; preds = %34
  store i32 0, ptr %10, align 4, !dbg !50
  br label %61, !dbg !51

61:                                               ; preds = %84, %60
  %62 = load i32, ptr %10, align 4, !dbg !52
  %63 = icmp slt i32 %62, 16, !dbg !53
  br i1 %63, label %64, label %87, !dbg !54

64:                                               ; preds = %61
  %65 = load ptr, ptr %4, align 8, !dbg !55
  %66 = load i32, ptr %6, align 4, !dbg !56
  %67 = load i32, ptr %10, align 4, !dbg !57
  %68 = add nsw i32 %66, %67, !dbg !58
  %69 = load i32, ptr %5, align 4, !dbg !59
  %70 = mul nsw i32 %68, %69, !dbg !60
  %71 = load i32, ptr %8, align 4, !dbg !61
  %72 = add nsw i32 %70, %71, !dbg !62
  %73 = load i32, ptr %7, align 4, !dbg !63
  %74 = add nsw i32 %72, %73, !dbg !64
  %75 = sext i32 %74 to i64, !dbg !55
  %76 = getelementptr inbounds float, ptr %65, i64 %75, !dbg !55
  %77 = load float, ptr %76, align 4, !dbg !55
  %78 = load i32, ptr %10, align 4, !dbg !65
  %79 = sext i32 %78 to i64, !dbg !66
  %80 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 %79, !dbg !66
  %81 = load i32, ptr %7, align 4, !dbg !67
  %82 = sext i32 %81 to i64, !dbg !66
  %83 = getelementptr inbounds [16 x float], ptr %80, i64 0, i64 %82, !dbg !66
  store float %77, ptr %83, align 4, !dbg !68
  br label %84, !dbg !66

84:                                               ; preds = %64
  %85 = load i32, ptr %10, align 4, !dbg !69
  %86 = add nsw i32 %85, 1, !dbg !69
  store i32 %86, ptr %10, align 4, !dbg !69
  br label %61, !dbg !54, !llvm.loop !70

87:                                               ; preds = %61
  br label %145, !dbg !72

88:                                               ; preds = %3
  %89 = load i32, ptr %7, align 4, !dbg !73
  %90 = sub nsw i32 %89, 16, !dbg !74
  store i32 %90, ptr %11, align 4, !dbg !75
  store i32 8, ptr %12, align 4, !dbg !76
  br label %91, !dbg !77

91:                                               ; preds = %114, %88
  %92 = load i32, ptr %12, align 4, !dbg !78
  %93 = icmp slt i32 %92, 16, !dbg !79
  br i1 %93, label %94, label %117, !dbg !80

94:                                               ; preds = %91
  %95 = load ptr, ptr %4, align 8, !dbg !81
  %96 = load i32, ptr %6, align 4, !dbg !82
  %97 = load i32, ptr %12, align 4, !dbg !83
  %98 = add nsw i32 %96, %97, !dbg !84
  %99 = load i32, ptr %5, align 4, !dbg !85
  %100 = mul nsw i32 %98, %99, !dbg !86
  %101 = load i32, ptr %6, align 4, !dbg !87
  %102 = add nsw i32 %100, %101, !dbg !88
  %103 = load i32, ptr %11, align 4, !dbg !89
  %104 = add nsw i32 %102, %103, !dbg !90
  %105 = sext i32 %104 to i64, !dbg !81
  %106 = getelementptr inbounds float, ptr %95, i64 %105, !dbg !81
  %107 = load float, ptr %106, align 4, !dbg !81
  %108 = load i32, ptr %12, align 4, !dbg !91
  %109 = sext i32 %108 to i64, !dbg !92
  %110 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %109, !dbg !92
  %111 = load i32, ptr %11, align 4, !dbg !93
  %112 = sext i32 %111 to i64, !dbg !92
  %113 = getelementptr inbounds [16 x float], ptr %110, i64 0, i64 %112, !dbg !92
  store float %107, ptr %113, align 4, !dbg !94
  br label %114, !dbg !92

114:                                              ; preds = %94
  %115 = load i32, ptr %12, align 4, !dbg !95
  %116 = add nsw i32 %115, 1, !dbg !95
  store i32 %116, ptr %12, align 4, !dbg !95
  br label %91, !dbg !80, !llvm.loop !96

117:                                              ; preds = %91
  store i32 0, ptr %13, align 4, !dbg !98
  br label %118, !dbg !99

118:                                              ; preds = %141, %117
  %119 = load i32, ptr %13, align 4, !dbg !100
  %120 = icmp slt i32 %119, 16, !dbg !101
  br i1 %120, label %121, label %144, !dbg !102

121:                                              ; preds = %118
  %122 = load ptr, ptr %4, align 8, !dbg !103
  %123 = load i32, ptr %8, align 4, !dbg !104
  %124 = load i32, ptr %13, align 4, !dbg !105
  %125 = add nsw i32 %123, %124, !dbg !106
  %126 = load i32, ptr %5, align 4, !dbg !107
  %127 = mul nsw i32 %125, %126, !dbg !108
  %128 = load i32, ptr %6, align 4, !dbg !109
  %129 = add nsw i32 %127, %128, !dbg !110
  %130 = load i32, ptr %11, align 4, !dbg !111
  %131 = add nsw i32 %129, %130, !dbg !112
  %132 = sext i32 %131 to i64, !dbg !103
  %133 = getelementptr inbounds float, ptr %122, i64 %132, !dbg !103
  %134 = load float, ptr %133, align 4, !dbg !103
  %135 = load i32, ptr %13, align 4, !dbg !113
  %136 = sext i32 %135 to i64, !dbg !114
  %137 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %136, !dbg !114
  %138 = load i32, ptr %11, align 4, !dbg !115
  %139 = sext i32 %138 to i64, !dbg !114
  %140 = getelementptr inbounds [16 x float], ptr %137, i64 0, i64 %139, !dbg !114
  store float %134, ptr %140, align 4, !dbg !116
  br label %141, !dbg !114

141:                                              ; preds = %121
  %142 = load i32, ptr %13, align 4, !dbg !117
  %143 = add nsw i32 %142, 1, !dbg !117
  store i32 %143, ptr %13, align 4, !dbg !117
  br label %118, !dbg !102, !llvm.loop !118

144:                                              ; preds = %118
  br label %145

145:                                              ; preds = %144, %87
  call void @llvm.nvvm.barrier0(), !dbg !120
  %146 = load i32, ptr %7, align 4, !dbg !121
  %147 = icmp slt i32 %146, 16, !dbg !122
  br i1 %147, label %148, label %198, !dbg !121

148:                                              ; preds = %145
  %149 = load i32, ptr %7, align 4, !dbg !123
  store i32 %149, ptr %14, align 4, !dbg !124
  store i32 1, ptr %15, align 4, !dbg !125
  br label %150, !dbg !126

150:                                              ; preds = %194, %148
  %151 = load i32, ptr %15, align 4, !dbg !127
  %152 = icmp slt i32 %151, 16, !dbg !128
  br i1 %152, label %153, label %197, !dbg !129

153:                                              ; preds = %150
  %154 = load i32, ptr %15, align 4, !dbg !130
  %155 = sext i32 %154 to i64, !dbg !131
  %156 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 %155, !dbg !131
  %157 = load i32, ptr %14, align 4, !dbg !132
  %158 = sext i32 %157 to i64, !dbg !131
  %159 = getelementptr inbounds [16 x float], ptr %156, i64 0, i64 %158, !dbg !131
  %160 = load float, ptr %159, align 4, !dbg !131
  store float %160, ptr %16, align 4, !dbg !133
  store i32 0, ptr %17, align 4, !dbg !134
  br label %161, !dbg !135

161:                                              ; preds = %183, %153
  %162 = load i32, ptr %17, align 4, !dbg !136
  %163 = load i32, ptr %15, align 4, !dbg !137
  %164 = icmp slt i32 %162, %163, !dbg !138
  br i1 %164, label %165, label %186, !dbg !139

165:                                              ; preds = %161
  %166 = load i32, ptr %15, align 4, !dbg !140
  %167 = sext i32 %166 to i64, !dbg !141
  %168 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %167, !dbg !141
  %169 = load i32, ptr %17, align 4, !dbg !142
  %170 = sext i32 %169 to i64, !dbg !141
  %171 = getelementptr inbounds [16 x float], ptr %168, i64 0, i64 %170, !dbg !141
  %172 = load float, ptr %171, align 4, !dbg !141
  %173 = load i32, ptr %17, align 4, !dbg !143
  %174 = sext i32 %173 to i64, !dbg !144
  %175 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 %174, !dbg !144
  %176 = load i32, ptr %14, align 4, !dbg !145
  %177 = sext i32 %176 to i64, !dbg !144
  %178 = getelementptr inbounds [16 x float], ptr %175, i64 0, i64 %177, !dbg !144
  %179 = load float, ptr %178, align 4, !dbg !144
  %180 = fmul contract float %172, %179, !dbg !146
  %181 = load float, ptr %16, align 4, !dbg !147
  %182 = fsub contract float %181, %180, !dbg !147
  store float %182, ptr %16, align 4, !dbg !147
  br label %183, !dbg !148

183:                                              ; preds = %165
  %184 = load i32, ptr %17, align 4, !dbg !149
  %185 = add nsw i32 %184, 1, !dbg !149
  store i32 %185, ptr %17, align 4, !dbg !149
  br label %161, !dbg !139, !llvm.loop !150

186:                                              ; preds = %161
  %187 = load float, ptr %16, align 4, !dbg !152
  %188 = load i32, ptr %15, align 4, !dbg !153
  %189 = sext i32 %188 to i64, !dbg !154
  %190 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 %189, !dbg !154
  %191 = load i32, ptr %14, align 4, !dbg !155
  %192 = sext i32 %191 to i64, !dbg !154
  %193 = getelementptr inbounds [16 x float], ptr %190, i64 0, i64 %192, !dbg !154
  store float %187, ptr %193, align 4, !dbg !156
  br label %194, !dbg !157

194:                                              ; preds = %186
  %195 = load i32, ptr %15, align 4, !dbg !158
  %196 = add nsw i32 %195, 1, !dbg !158
  store i32 %196, ptr %15, align 4, !dbg !158
  br label %150, !dbg !129, !llvm.loop !159

197:                                              ; preds = %150
  br label %257, !dbg !160

198:                                              ; preds = %145
  %199 = load i32, ptr %7, align 4, !dbg !161
  %200 = sub nsw i32 %199, 16, !dbg !162
  store i32 %200, ptr %18, align 4, !dbg !163
  store i32 0, ptr %19, align 4, !dbg !164
  br label %201, !dbg !165

201:                                              ; preds = %253, %198
  %202 = load i32, ptr %19, align 4, !dbg !166
  %203 = icmp slt i32 %202, 16, !dbg !167
  br i1 %203, label %204, label %256, !dbg !168

204:                                              ; preds = %201
  %205 = load i32, ptr %18, align 4, !dbg !169
  %206 = sext i32 %205 to i64, !dbg !170
  %207 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %206, !dbg !170
  %208 = load i32, ptr %19, align 4, !dbg !171
  %209 = sext i32 %208 to i64, !dbg !170
  %210 = getelementptr inbounds [16 x float], ptr %207, i64 0, i64 %209, !dbg !170
  %211 = load float, ptr %210, align 4, !dbg !170
  store float %211, ptr %20, align 4, !dbg !172
  store i32 0, ptr %21, align 4, !dbg !173
  br label %212, !dbg !174

212:                                              ; preds = %234, %204
  %213 = load i32, ptr %21, align 4, !dbg !175
  %214 = load i32, ptr %19, align 4, !dbg !176
  %215 = icmp slt i32 %213, %214, !dbg !177
  br i1 %215, label %216, label %237, !dbg !178

216:                                              ; preds = %212
  %217 = load i32, ptr %18, align 4, !dbg !179
  %218 = sext i32 %217 to i64, !dbg !180
  %219 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %218, !dbg !180
  %220 = load i32, ptr %21, align 4, !dbg !181
  %221 = sext i32 %220 to i64, !dbg !180
  %222 = getelementptr inbounds [16 x float], ptr %219, i64 0, i64 %221, !dbg !180
  %223 = load float, ptr %222, align 4, !dbg !180
  %224 = load i32, ptr %21, align 4, !dbg !182
  %225 = sext i32 %224 to i64, !dbg !183
  %226 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %225, !dbg !183
  %227 = load i32, ptr %19, align 4, !dbg !184
  %228 = sext i32 %227 to i64, !dbg !183
  %229 = getelementptr inbounds [16 x float], ptr %226, i64 0, i64 %228, !dbg !183
  %230 = load float, ptr %229, align 4, !dbg !183
  %231 = fmul contract float %223, %230, !dbg !185
  %232 = load float, ptr %20, align 4, !dbg !186
  %233 = fsub contract float %232, %231, !dbg !186
  store float %233, ptr %20, align 4, !dbg !186
  br label %234, !dbg !187

234:                                              ; preds = %216
  %235 = load i32, ptr %21, align 4, !dbg !188
  %236 = add nsw i32 %235, 1, !dbg !188
  store i32 %236, ptr %21, align 4, !dbg !188
  br label %212, !dbg !178, !llvm.loop !189

237:                                              ; preds = %212
  %238 = load float, ptr %20, align 4, !dbg !191
  %239 = load i32, ptr %19, align 4, !dbg !192
  %240 = sext i32 %239 to i64, !dbg !193
  %241 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %240, !dbg !193
  %242 = load i32, ptr %19, align 4, !dbg !194
  %243 = sext i32 %242 to i64, !dbg !193
  %244 = getelementptr inbounds [16 x float], ptr %241, i64 0, i64 %243, !dbg !193
  %245 = load float, ptr %244, align 4, !dbg !193
  %246 = fdiv contract float %238, %245, !dbg !195
  %247 = load i32, ptr %18, align 4, !dbg !196
  %248 = sext i32 %247 to i64, !dbg !197
  %249 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %248, !dbg !197
  %250 = load i32, ptr %19, align 4, !dbg !198
  %251 = sext i32 %250 to i64, !dbg !197
  %252 = getelementptr inbounds [16 x float], ptr %249, i64 0, i64 %251, !dbg !197
  store float %246, ptr %252, align 4, !dbg !199
  br label %253, !dbg !200

253:                                              ; preds = %237
  %254 = load i32, ptr %19, align 4, !dbg !201
  %255 = add nsw i32 %254, 1, !dbg !201
  store i32 %255, ptr %19, align 4, !dbg !201
  br label %201, !dbg !168, !llvm.loop !202

256:                                              ; preds = %201
  br label %257

257:                                              ; preds = %256, %197
  call void @llvm.nvvm.barrier0(), !dbg !203
  %258 = load i32, ptr %7, align 4, !dbg !204
  %259 = icmp slt i32 %258, 16, !dbg !205
  br i1 %259, label %260, label %288, !dbg !204

260:                                              ; preds = %257
  store i32 0, ptr %22, align 4, !dbg !206
  br label %261, !dbg !207

261:                                              ; preds = %284, %260
  %262 = load i32, ptr %22, align 4, !dbg !208
  %263 = icmp slt i32 %262, 16, !dbg !209
  br i1 %263, label %264, label %287, !dbg !210

264:                                              ; preds = %261
  %265 = load i32, ptr %22, align 4, !dbg !211
  %266 = sext i32 %265 to i64, !dbg !212
  %267 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 %266, !dbg !212
  %268 = load i32, ptr %7, align 4, !dbg !213
  %269 = sext i32 %268 to i64, !dbg !212
  %270 = getelementptr inbounds [16 x float], ptr %267, i64 0, i64 %269, !dbg !212
  %271 = load float, ptr %270, align 4, !dbg !212
  %272 = load ptr, ptr %4, align 8, !dbg !214
  %273 = load i32, ptr %6, align 4, !dbg !215
  %274 = load i32, ptr %22, align 4, !dbg !216
  %275 = add nsw i32 %273, %274, !dbg !217
  %276 = load i32, ptr %5, align 4, !dbg !218
  %277 = mul nsw i32 %275, %276, !dbg !219
  %278 = load i32, ptr %8, align 4, !dbg !220
  %279 = add nsw i32 %277, %278, !dbg !221
  %280 = load i32, ptr %7, align 4, !dbg !222
  %281 = add nsw i32 %279, %280, !dbg !223
  %282 = sext i32 %281 to i64, !dbg !214
  %283 = getelementptr inbounds float, ptr %272, i64 %282, !dbg !214
  store float %271, ptr %283, align 4, !dbg !224
  br label %284, !dbg !214

284:                                              ; preds = %264
  %285 = load i32, ptr %22, align 4, !dbg !225
  %286 = add nsw i32 %285, 1, !dbg !225
  store i32 %286, ptr %22, align 4, !dbg !225
  br label %261, !dbg !210, !llvm.loop !226

287:                                              ; preds = %261
  br label %318, !dbg !228

288:                                              ; preds = %257
  %289 = load i32, ptr %7, align 4, !dbg !229
  %290 = sub nsw i32 %289, 16, !dbg !230
  store i32 %290, ptr %23, align 4, !dbg !231
  store i32 0, ptr %24, align 4, !dbg !232
  br label %291, !dbg !233

291:                                              ; preds = %314, %288
  %292 = load i32, ptr %24, align 4, !dbg !234
  %293 = icmp slt i32 %292, 16, !dbg !235
  br i1 %293, label %294, label %317, !dbg !236

294:                                              ; preds = %291
  %295 = load i32, ptr %24, align 4, !dbg !237
  %296 = sext i32 %295 to i64, !dbg !238
  %297 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %296, !dbg !238
  %298 = load i32, ptr %23, align 4, !dbg !239
  %299 = sext i32 %298 to i64, !dbg !238
  %300 = getelementptr inbounds [16 x float], ptr %297, i64 0, i64 %299, !dbg !238
  %301 = load float, ptr %300, align 4, !dbg !238
  %302 = load ptr, ptr %4, align 8, !dbg !240
  %303 = load i32, ptr %8, align 4, !dbg !241
  %304 = load i32, ptr %24, align 4, !dbg !242
  %305 = add nsw i32 %303, %304, !dbg !243
  %306 = load i32, ptr %5, align 4, !dbg !244
  %307 = mul nsw i32 %305, %306, !dbg !245
  %308 = load i32, ptr %6, align 4, !dbg !246
  %309 = add nsw i32 %307, %308, !dbg !247
  %310 = load i32, ptr %23, align 4, !dbg !248
  %311 = add nsw i32 %309, %310, !dbg !249
  %312 = sext i32 %311 to i64, !dbg !240
  %313 = getelementptr inbounds float, ptr %302, i64 %312, !dbg !240
  store float %301, ptr %313, align 4, !dbg !250
  br label %314, !dbg !240

314:                                              ; preds = %294
  %315 = load i32, ptr %24, align 4, !dbg !251
  %316 = add nsw i32 %315, 1, !dbg !251
  store i32 %316, ptr %24, align 4, !dbg !251
  br label %291, !dbg !236, !llvm.loop !252

317:                                              ; preds = %291
  br label %318

318:                                              ; preds = %317, %287
  ret void, !dbg !254
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!1 = !DIFile(filename: "pcfm/lud_perimeter.cu", directory: ".")
!2 = !{ptr @lud_perimeter, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lud_perimeter", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 17, column: 11, scope: !9)
!16 = !DILocation(line: 17, column: 7, scope: !9)
!17 = !DILocation(line: 18, column: 14, scope: !9)
!18 = !DILocation(line: 46, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = distinct !DILocation(line: 18, column: 24, scope: !9)
!21 = !DILocation(line: 18, column: 35, scope: !9)
!22 = !DILocation(line: 18, column: 40, scope: !9)
!23 = !DILocation(line: 18, column: 21, scope: !9)
!24 = !DILocation(line: 18, column: 7, scope: !9)
!25 = !DILocation(line: 22, column: 7, scope: !9)
!26 = !DILocation(line: 22, column: 9, scope: !9)
!27 = !DILocation(line: 23, column: 14, scope: !9)
!28 = !DILocation(line: 23, column: 10, scope: !9)
!29 = !DILocation(line: 23, column: 21, scope: !9)
!30 = !DILocation(line: 23, column: 23, scope: !9)
!31 = !DILocation(line: 23, column: 5, scope: !9)
!32 = !DILocation(line: 24, column: 19, scope: !9)
!33 = !DILocation(line: 24, column: 22, scope: !9)
!34 = !DILocation(line: 24, column: 31, scope: !9)
!35 = !DILocation(line: 24, column: 29, scope: !9)
!36 = !DILocation(line: 24, column: 36, scope: !9)
!37 = !DILocation(line: 24, column: 34, scope: !9)
!38 = !DILocation(line: 24, column: 42, scope: !9)
!39 = !DILocation(line: 24, column: 40, scope: !9)
!40 = !DILocation(line: 24, column: 51, scope: !9)
!41 = !DILocation(line: 24, column: 49, scope: !9)
!42 = !DILocation(line: 24, column: 11, scope: !9)
!43 = !DILocation(line: 24, column: 7, scope: !9)
!44 = !DILocation(line: 24, column: 14, scope: !9)
!45 = !DILocation(line: 24, column: 17, scope: !9)
!46 = !DILocation(line: 23, column: 34, scope: !9)
!47 = distinct !{!47, !31, !48, !49}
!48 = !DILocation(line: 24, column: 52, scope: !9)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 25, column: 14, scope: !9)
!51 = !DILocation(line: 25, column: 10, scope: !9)
!52 = !DILocation(line: 25, column: 21, scope: !9)
!53 = !DILocation(line: 25, column: 23, scope: !9)
!54 = !DILocation(line: 25, column: 5, scope: !9)
!55 = !DILocation(line: 26, column: 20, scope: !9)
!56 = !DILocation(line: 26, column: 23, scope: !9)
!57 = !DILocation(line: 26, column: 32, scope: !9)
!58 = !DILocation(line: 26, column: 30, scope: !9)
!59 = !DILocation(line: 26, column: 37, scope: !9)
!60 = !DILocation(line: 26, column: 35, scope: !9)
!61 = !DILocation(line: 26, column: 43, scope: !9)
!62 = !DILocation(line: 26, column: 41, scope: !9)
!63 = !DILocation(line: 26, column: 50, scope: !9)
!64 = !DILocation(line: 26, column: 48, scope: !9)
!65 = !DILocation(line: 26, column: 12, scope: !9)
!66 = !DILocation(line: 26, column: 7, scope: !9)
!67 = !DILocation(line: 26, column: 15, scope: !9)
!68 = !DILocation(line: 26, column: 18, scope: !9)
!69 = !DILocation(line: 25, column: 30, scope: !9)
!70 = distinct !{!70, !54, !71, !49}
!71 = !DILocation(line: 26, column: 51, scope: !9)
!72 = !DILocation(line: 27, column: 3, scope: !9)
!73 = !DILocation(line: 28, column: 13, scope: !9)
!74 = !DILocation(line: 28, column: 15, scope: !9)
!75 = !DILocation(line: 28, column: 9, scope: !9)
!76 = !DILocation(line: 29, column: 14, scope: !9)
!77 = !DILocation(line: 29, column: 10, scope: !9)
!78 = !DILocation(line: 29, column: 26, scope: !9)
!79 = !DILocation(line: 29, column: 28, scope: !9)
!80 = !DILocation(line: 29, column: 5, scope: !9)
!81 = !DILocation(line: 30, column: 19, scope: !9)
!82 = !DILocation(line: 30, column: 22, scope: !9)
!83 = !DILocation(line: 30, column: 31, scope: !9)
!84 = !DILocation(line: 30, column: 29, scope: !9)
!85 = !DILocation(line: 30, column: 36, scope: !9)
!86 = !DILocation(line: 30, column: 34, scope: !9)
!87 = !DILocation(line: 30, column: 42, scope: !9)
!88 = !DILocation(line: 30, column: 40, scope: !9)
!89 = !DILocation(line: 30, column: 51, scope: !9)
!90 = !DILocation(line: 30, column: 49, scope: !9)
!91 = !DILocation(line: 30, column: 11, scope: !9)
!92 = !DILocation(line: 30, column: 7, scope: !9)
!93 = !DILocation(line: 30, column: 14, scope: !9)
!94 = !DILocation(line: 30, column: 17, scope: !9)
!95 = !DILocation(line: 29, column: 35, scope: !9)
!96 = distinct !{!96, !80, !97, !49}
!97 = !DILocation(line: 30, column: 52, scope: !9)
!98 = !DILocation(line: 31, column: 14, scope: !9)
!99 = !DILocation(line: 31, column: 10, scope: !9)
!100 = !DILocation(line: 31, column: 21, scope: !9)
!101 = !DILocation(line: 31, column: 23, scope: !9)
!102 = !DILocation(line: 31, column: 5, scope: !9)
!103 = !DILocation(line: 32, column: 20, scope: !9)
!104 = !DILocation(line: 32, column: 23, scope: !9)
!105 = !DILocation(line: 32, column: 30, scope: !9)
!106 = !DILocation(line: 32, column: 28, scope: !9)
!107 = !DILocation(line: 32, column: 35, scope: !9)
!108 = !DILocation(line: 32, column: 33, scope: !9)
!109 = !DILocation(line: 32, column: 41, scope: !9)
!110 = !DILocation(line: 32, column: 39, scope: !9)
!111 = !DILocation(line: 32, column: 50, scope: !9)
!112 = !DILocation(line: 32, column: 48, scope: !9)
!113 = !DILocation(line: 32, column: 12, scope: !9)
!114 = !DILocation(line: 32, column: 7, scope: !9)
!115 = !DILocation(line: 32, column: 15, scope: !9)
!116 = !DILocation(line: 32, column: 18, scope: !9)
!117 = !DILocation(line: 31, column: 30, scope: !9)
!118 = distinct !{!118, !102, !119, !49}
!119 = !DILocation(line: 32, column: 51, scope: !9)
!120 = !DILocation(line: 34, column: 3, scope: !9)
!121 = !DILocation(line: 36, column: 7, scope: !9)
!122 = !DILocation(line: 36, column: 9, scope: !9)
!123 = !DILocation(line: 38, column: 13, scope: !9)
!124 = !DILocation(line: 38, column: 9, scope: !9)
!125 = !DILocation(line: 39, column: 14, scope: !9)
!126 = !DILocation(line: 39, column: 10, scope: !9)
!127 = !DILocation(line: 39, column: 21, scope: !9)
!128 = !DILocation(line: 39, column: 23, scope: !9)
!129 = !DILocation(line: 39, column: 5, scope: !9)
!130 = !DILocation(line: 40, column: 24, scope: !9)
!131 = !DILocation(line: 40, column: 19, scope: !9)
!132 = !DILocation(line: 40, column: 27, scope: !9)
!133 = !DILocation(line: 40, column: 13, scope: !9)
!134 = !DILocation(line: 41, column: 16, scope: !9)
!135 = !DILocation(line: 41, column: 12, scope: !9)
!136 = !DILocation(line: 41, column: 23, scope: !9)
!137 = !DILocation(line: 41, column: 27, scope: !9)
!138 = !DILocation(line: 41, column: 25, scope: !9)
!139 = !DILocation(line: 41, column: 7, scope: !9)
!140 = !DILocation(line: 42, column: 20, scope: !9)
!141 = !DILocation(line: 42, column: 16, scope: !9)
!142 = !DILocation(line: 42, column: 23, scope: !9)
!143 = !DILocation(line: 42, column: 33, scope: !9)
!144 = !DILocation(line: 42, column: 28, scope: !9)
!145 = !DILocation(line: 42, column: 36, scope: !9)
!146 = !DILocation(line: 42, column: 26, scope: !9)
!147 = !DILocation(line: 42, column: 13, scope: !9)
!148 = !DILocation(line: 42, column: 9, scope: !9)
!149 = !DILocation(line: 41, column: 31, scope: !9)
!150 = distinct !{!150, !139, !151, !49}
!151 = !DILocation(line: 42, column: 37, scope: !9)
!152 = !DILocation(line: 43, column: 20, scope: !9)
!153 = !DILocation(line: 43, column: 12, scope: !9)
!154 = !DILocation(line: 43, column: 7, scope: !9)
!155 = !DILocation(line: 43, column: 15, scope: !9)
!156 = !DILocation(line: 43, column: 18, scope: !9)
!157 = !DILocation(line: 44, column: 5, scope: !9)
!158 = !DILocation(line: 39, column: 30, scope: !9)
!159 = distinct !{!159, !129, !157, !49}
!160 = !DILocation(line: 45, column: 3, scope: !9)
!161 = !DILocation(line: 47, column: 13, scope: !9)
!162 = !DILocation(line: 47, column: 15, scope: !9)
!163 = !DILocation(line: 47, column: 9, scope: !9)
!164 = !DILocation(line: 48, column: 14, scope: !9)
!165 = !DILocation(line: 48, column: 10, scope: !9)
!166 = !DILocation(line: 48, column: 21, scope: !9)
!167 = !DILocation(line: 48, column: 23, scope: !9)
!168 = !DILocation(line: 48, column: 5, scope: !9)
!169 = !DILocation(line: 49, column: 24, scope: !9)
!170 = !DILocation(line: 49, column: 19, scope: !9)
!171 = !DILocation(line: 49, column: 27, scope: !9)
!172 = !DILocation(line: 49, column: 13, scope: !9)
!173 = !DILocation(line: 50, column: 16, scope: !9)
!174 = !DILocation(line: 50, column: 12, scope: !9)
!175 = !DILocation(line: 50, column: 23, scope: !9)
!176 = !DILocation(line: 50, column: 27, scope: !9)
!177 = !DILocation(line: 50, column: 25, scope: !9)
!178 = !DILocation(line: 50, column: 7, scope: !9)
!179 = !DILocation(line: 51, column: 21, scope: !9)
!180 = !DILocation(line: 51, column: 16, scope: !9)
!181 = !DILocation(line: 51, column: 24, scope: !9)
!182 = !DILocation(line: 51, column: 33, scope: !9)
!183 = !DILocation(line: 51, column: 29, scope: !9)
!184 = !DILocation(line: 51, column: 36, scope: !9)
!185 = !DILocation(line: 51, column: 27, scope: !9)
!186 = !DILocation(line: 51, column: 13, scope: !9)
!187 = !DILocation(line: 51, column: 9, scope: !9)
!188 = !DILocation(line: 50, column: 31, scope: !9)
!189 = distinct !{!189, !178, !190, !49}
!190 = !DILocation(line: 51, column: 37, scope: !9)
!191 = !DILocation(line: 52, column: 20, scope: !9)
!192 = !DILocation(line: 52, column: 30, scope: !9)
!193 = !DILocation(line: 52, column: 26, scope: !9)
!194 = !DILocation(line: 52, column: 33, scope: !9)
!195 = !DILocation(line: 52, column: 24, scope: !9)
!196 = !DILocation(line: 52, column: 12, scope: !9)
!197 = !DILocation(line: 52, column: 7, scope: !9)
!198 = !DILocation(line: 52, column: 15, scope: !9)
!199 = !DILocation(line: 52, column: 18, scope: !9)
!200 = !DILocation(line: 53, column: 5, scope: !9)
!201 = !DILocation(line: 48, column: 30, scope: !9)
!202 = distinct !{!202, !168, !200, !49}
!203 = !DILocation(line: 55, column: 3, scope: !9)
!204 = !DILocation(line: 57, column: 7, scope: !9)
!205 = !DILocation(line: 57, column: 9, scope: !9)
!206 = !DILocation(line: 58, column: 14, scope: !9)
!207 = !DILocation(line: 58, column: 10, scope: !9)
!208 = !DILocation(line: 58, column: 21, scope: !9)
!209 = !DILocation(line: 58, column: 23, scope: !9)
!210 = !DILocation(line: 58, column: 5, scope: !9)
!211 = !DILocation(line: 59, column: 47, scope: !9)
!212 = !DILocation(line: 59, column: 42, scope: !9)
!213 = !DILocation(line: 59, column: 50, scope: !9)
!214 = !DILocation(line: 59, column: 7, scope: !9)
!215 = !DILocation(line: 59, column: 10, scope: !9)
!216 = !DILocation(line: 59, column: 19, scope: !9)
!217 = !DILocation(line: 59, column: 17, scope: !9)
!218 = !DILocation(line: 59, column: 24, scope: !9)
!219 = !DILocation(line: 59, column: 22, scope: !9)
!220 = !DILocation(line: 59, column: 30, scope: !9)
!221 = !DILocation(line: 59, column: 28, scope: !9)
!222 = !DILocation(line: 59, column: 37, scope: !9)
!223 = !DILocation(line: 59, column: 35, scope: !9)
!224 = !DILocation(line: 59, column: 40, scope: !9)
!225 = !DILocation(line: 58, column: 30, scope: !9)
!226 = distinct !{!226, !210, !227, !49}
!227 = !DILocation(line: 59, column: 51, scope: !9)
!228 = !DILocation(line: 60, column: 3, scope: !9)
!229 = !DILocation(line: 61, column: 13, scope: !9)
!230 = !DILocation(line: 61, column: 15, scope: !9)
!231 = !DILocation(line: 61, column: 9, scope: !9)
!232 = !DILocation(line: 62, column: 14, scope: !9)
!233 = !DILocation(line: 62, column: 10, scope: !9)
!234 = !DILocation(line: 62, column: 21, scope: !9)
!235 = !DILocation(line: 62, column: 23, scope: !9)
!236 = !DILocation(line: 62, column: 5, scope: !9)
!237 = !DILocation(line: 63, column: 47, scope: !9)
!238 = !DILocation(line: 63, column: 42, scope: !9)
!239 = !DILocation(line: 63, column: 50, scope: !9)
!240 = !DILocation(line: 63, column: 7, scope: !9)
!241 = !DILocation(line: 63, column: 10, scope: !9)
!242 = !DILocation(line: 63, column: 17, scope: !9)
!243 = !DILocation(line: 63, column: 15, scope: !9)
!244 = !DILocation(line: 63, column: 22, scope: !9)
!245 = !DILocation(line: 63, column: 20, scope: !9)
!246 = !DILocation(line: 63, column: 28, scope: !9)
!247 = !DILocation(line: 63, column: 26, scope: !9)
!248 = !DILocation(line: 63, column: 37, scope: !9)
!249 = !DILocation(line: 63, column: 35, scope: !9)
!250 = !DILocation(line: 63, column: 40, scope: !9)
!251 = !DILocation(line: 62, column: 30, scope: !9)
!252 = distinct !{!252, !236, !253, !49}
!253 = !DILocation(line: 63, column: 51, scope: !9)
!254 = !DILocation(line: 65, column: 1, scope: !9)
