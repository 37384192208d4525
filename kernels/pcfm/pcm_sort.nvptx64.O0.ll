; ModuleID = 'pcfm/pcm_sort.cu'
source_filename = "pcfm/pcm_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ8pcm_sortE1s = internal addrspace(3) global [4096 x i32] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pcm_sort(ptr noundef %0) #0 !dbg !9 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
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
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %19, ptr %3, align 4, !dbg !16
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  store i32 %20, ptr %4, align 4, !dbg !20
  %21 = load i32, ptr %4, align 4, !dbg !21
  %22 = mul i32 4, %21, !dbg !22
  store i32 %22, ptr %5, align 4, !dbg !23
  %23 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !24
  %24 = load i32, ptr %5, align 4, !dbg !27
  %25 = mul i32 %23, %24, !dbg !28
  store i32 %25, ptr %6, align 4, !dbg !29
  %26 = load i32, ptr %3, align 4, !dbg !30
  store i32 %26, ptr %7, align 4, !dbg !31
  br label %27, !dbg !32

27:                                               ; preds = %42, %1
  %28 = load i32, ptr %7, align 4, !dbg !33
  %29 = load i32, ptr %5, align 4, !dbg !34
  %30 = icmp ult i32 %28, %29, !dbg !35
  br i1 %30, label %31, label %46, !dbg !36

31:                                               ; preds = %27
  %32 = load ptr, ptr %2, align 8, !dbg !37
  %33 = load i32, ptr %6, align 4, !dbg !38
  %34 = load i32, ptr %7, align 4, !dbg !39
  %35 = add i32 %33, %34, !dbg !40
  %36 = zext i32 %35 to i64, !dbg !37
  %37 = getelementptr inbounds i32, ptr %32, i64 %36, !dbg !37
  %38 = load i32, ptr %37, align 4, !dbg !37
  %39 = load i32, ptr %7, align 4, !dbg !41
  %40 = zext i32 %39 to i64, !dbg !42
  %41 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %40, !dbg !42
  store i32 %38, ptr %41, align 4, !dbg !43
  br label %42, !dbg !42

42:                                               ; preds = %31
  %43 = load i32, ptr %4, align 4, !dbg !44
  %44 = load i32, ptr %7, align 4, !dbg !45
  %45 = add i32 %44, %43, !dbg !45
  store i32 %45, ptr %7, align 4, !dbg !45
  br label %27, !dbg !36, !llvm.loop !46

46:                                               ; preds = %27
  call void @llvm.nvvm.barrier0(), !dbg !49
  %47 = load i32, ptr %3, align 4, !dbg !50
  %48 = mul i32 4, %47, !dbg !51
  store i32 %48, ptr %8, align 4, !dbg !52
  %49 = load i32, ptr %8, align 4, !dbg !53
  %50 = add i32 %49, 1, !dbg !54
  store i32 %50, ptr %9, align 4, !dbg !55
  br label %51, !dbg !56

51:                                               ; preds = %92, %46
  %52 = load i32, ptr %9, align 4, !dbg !57
  %53 = load i32, ptr %8, align 4, !dbg !58
  %54 = add i32 %53, 4, !dbg !59
  %55 = icmp ult i32 %52, %54, !dbg !60
  br i1 %55, label %56, label %95, !dbg !61

56:                                               ; preds = %51
  %57 = load i32, ptr %9, align 4, !dbg !62
  %58 = zext i32 %57 to i64, !dbg !63
  %59 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %58, !dbg !63
  %60 = load i32, ptr %59, align 4, !dbg !63
  store i32 %60, ptr %10, align 4, !dbg !64
  %61 = load i32, ptr %9, align 4, !dbg !65
  store i32 %61, ptr %11, align 4, !dbg !66
  br label %62, !dbg !67

62:                                               ; preds = %76, %56
  %63 = load i32, ptr %11, align 4, !dbg !68
  %64 = load i32, ptr %8, align 4, !dbg !69
  %65 = icmp ugt i32 %63, %64, !dbg !70
  br i1 %65, label %66, label %74, !dbg !71

66:                                               ; preds = %62
  %67 = load i32, ptr %11, align 4, !dbg !72
  %68 = sub i32 %67, 1, !dbg !73
  %69 = zext i32 %68 to i64, !dbg !74
  %70 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %69, !dbg !74
  %71 = load i32, ptr %70, align 4, !dbg !74
  %72 = load i32, ptr %10, align 4, !dbg !75
  %73 = icmp sgt i32 %71, %72, !dbg !76
  br label %74

74:                                               ; preds = %66, %62
  %75 = phi i1 [ false, %62 ], [ %73, %66 ], !dbg !77
  br i1 %75, label %76, label %87, !dbg !67

76:                                               ; preds = %74
  %77 = load i32, ptr %11, align 4, !dbg !78
  %78 = sub i32 %77, 1, !dbg !79
  %79 = zext i32 %78 to i64, !dbg !80
  %80 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %79, !dbg !80
  %81 = load i32, ptr %80, align 4, !dbg !80
  %82 = load i32, ptr %11, align 4, !dbg !81
  %83 = zext i32 %82 to i64, !dbg !82
  %84 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %83, !dbg !82
  store i32 %81, ptr %84, align 4, !dbg !83
  %85 = load i32, ptr %11, align 4, !dbg !84
  %86 = add i32 %85, -1, !dbg !84
  store i32 %86, ptr %11, align 4, !dbg !84
  br label %62, !dbg !67, !llvm.loop !85

87:                                               ; preds = %74
  %88 = load i32, ptr %10, align 4, !dbg !87
  %89 = load i32, ptr %11, align 4, !dbg !88
  %90 = zext i32 %89 to i64, !dbg !89
  %91 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %90, !dbg !89
  store i32 %88, ptr %91, align 4, !dbg !90
  br label %92, !dbg !91

92:                                               ; preds = %87
  %93 = load i32, ptr %9, align 4, !dbg !92
  %94 = add i32 %93, 1, !dbg !92
  store i32 %94, ptr %9, align 4, !dbg !92
  br label %51, !dbg !61, !llvm.loop !93

95:                                               ; preds = %51
  call void @llvm.nvvm.barrier0(), !dbg !94
  store i32 4, ptr %12, align 4, !dbg !95
  br label %96, !dbg !96

96:                                               ; preds = %181, %95
  %97 = load i32, ptr %12, align 4, !dbg !97
  %98 = load i32, ptr %5, align 4, !dbg !98
  %99 = icmp ult i32 %97, %98, !dbg !99
  br i1 %99, label %100, label %184, !dbg !100

100:                                              ; preds = %96
  %101 = load i32, ptr %12, align 4, !dbg !101
  store i32 %101, ptr %13, align 4, !dbg !102
  br label %102, !dbg !103

102:                                              ; preds = %177, %100
  %103 = load i32, ptr %13, align 4, !dbg !104
  %104 = icmp ugt i32 %103, 0, !dbg !105
  br i1 %104, label %105, label %180, !dbg !106

105:                                              ; preds = %102
  %106 = load i32, ptr %13, align 4, !dbg !107
  %107 = load i32, ptr %12, align 4, !dbg !108
  %108 = urem i32 %106, %107, !dbg !109
  store i32 %108, ptr %14, align 4, !dbg !110
  %109 = load i32, ptr %3, align 4, !dbg !111
  store i32 %109, ptr %15, align 4, !dbg !112
  br label %110, !dbg !113

110:                                              ; preds = %172, %105
  %111 = load i32, ptr %15, align 4, !dbg !114
  %112 = load i32, ptr %5, align 4, !dbg !115
  %113 = icmp ult i32 %111, %112, !dbg !116
  br i1 %113, label %114, label %176, !dbg !117

114:                                              ; preds = %110
  %115 = load i32, ptr %15, align 4, !dbg !118
  %116 = load i32, ptr %14, align 4, !dbg !119
  %117 = icmp uge i32 %115, %116, !dbg !120
  br i1 %117, label %118, label %171, !dbg !121

118:                                              ; preds = %114
  %119 = load i32, ptr %15, align 4, !dbg !122
  %120 = load i32, ptr %14, align 4, !dbg !123
  %121 = sub i32 %119, %120, !dbg !124
  %122 = load i32, ptr %13, align 4, !dbg !125
  %123 = mul i32 2, %122, !dbg !126
  %124 = urem i32 %121, %123, !dbg !127
  %125 = load i32, ptr %13, align 4, !dbg !128
  %126 = icmp ult i32 %124, %125, !dbg !129
  br i1 %126, label %127, label %171, !dbg !130

127:                                              ; preds = %118
  %128 = load i32, ptr %15, align 4, !dbg !131
  %129 = load i32, ptr %13, align 4, !dbg !132
  %130 = add i32 %128, %129, !dbg !133
  %131 = load i32, ptr %5, align 4, !dbg !134
  %132 = icmp ult i32 %130, %131, !dbg !135
  br i1 %132, label %133, label %171, !dbg !136

133:                                              ; preds = %127
  %134 = load i32, ptr %15, align 4, !dbg !137
  %135 = load i32, ptr %12, align 4, !dbg !138
  %136 = mul i32 2, %135, !dbg !139
  %137 = udiv i32 %134, %136, !dbg !140
  %138 = load i32, ptr %15, align 4, !dbg !141
  %139 = load i32, ptr %13, align 4, !dbg !142
  %140 = add i32 %138, %139, !dbg !143
  %141 = load i32, ptr %12, align 4, !dbg !144
  %142 = mul i32 2, %141, !dbg !145
  %143 = udiv i32 %140, %142, !dbg !146
  %144 = icmp eq i32 %137, %143, !dbg !147
  br i1 %144, label %145, label %171, !dbg !118

145:                                              ; preds = %133
  %146 = load i32, ptr %15, align 4, !dbg !148
  %147 = zext i32 %146 to i64, !dbg !149
  %148 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %147, !dbg !149
  %149 = load i32, ptr %148, align 4, !dbg !149
  store i32 %149, ptr %16, align 4, !dbg !150
  %150 = load i32, ptr %15, align 4, !dbg !151
  %151 = load i32, ptr %13, align 4, !dbg !152
  %152 = add i32 %150, %151, !dbg !153
  %153 = zext i32 %152 to i64, !dbg !154
  %154 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %153, !dbg !154
  %155 = load i32, ptr %154, align 4, !dbg !154
  store i32 %155, ptr %17, align 4, !dbg !155
  %156 = load i32, ptr %16, align 4, !dbg !156
  %157 = load i32, ptr %17, align 4, !dbg !157
  %158 = icmp sgt i32 %156, %157, !dbg !158
  br i1 %158, label %159, label %170, !dbg !156

159:                                              ; preds = %145
  %160 = load i32, ptr %17, align 4, !dbg !159
  %161 = load i32, ptr %15, align 4, !dbg !160
  %162 = zext i32 %161 to i64, !dbg !161
  %163 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %162, !dbg !161
  store i32 %160, ptr %163, align 4, !dbg !162
  %164 = load i32, ptr %16, align 4, !dbg !163
  %165 = load i32, ptr %15, align 4, !dbg !164
  %166 = load i32, ptr %13, align 4, !dbg !165
  %167 = add i32 %165, %166, !dbg !166
  %168 = zext i32 %167 to i64, !dbg !167
  %169 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %168, !dbg !167
  store i32 %164, ptr %169, align 4, !dbg !168
  br label %170, !dbg !169

170:                                              ; preds = %159, %145
  br label %171, !dbg !170

171:                                              ; preds = %170, %133, %127, %118, %114
  br label %172, !dbg !171

172:                                              ; preds = %171
  %173 = load i32, ptr %4, align 4, !dbg !172
  %174 = load i32, ptr %15, align 4, !dbg !173
  %175 = add i32 %174, %173, !dbg !173
  store i32 %175, ptr %15, align 4, !dbg !173
  br label %110, !dbg !117, !llvm.loop !174

176:                                              ; preds = %110
  call void @llvm.nvvm.barrier0(), !dbg !175
  br label %177, !dbg !176

177:                                              ; preds = %176
  %178 = load i32, ptr %13, align 4, !dbg !177
  %179 = lshr i32 %178, 1, !dbg !177
  store i32 %179, ptr %13, align 4, !dbg !177
  br label %102, !dbg !106, !llvm.loop !178

180:                                              ; preds = %102
  br label %181, !dbg !179

181:                                              ; preds = %180
  %182 = load i32, ptr %12, align 4, !dbg !180
  %183 = shl i32 %182, 1, !dbg !180
  store i32 %183, ptr %12, align 4, !dbg !180
  br label %96, !dbg !100, !llvm.loop !181

184:                                              ; preds = %96
  %185 = load i32, ptr %3, align 4, !dbg !182
  store i32 %185, ptr %18, align 4, !dbg !183
  br label %186, !dbg !184

186:                                              ; preds = %201, %184
  %187 = load i32, ptr %18, align 4, !dbg !185
  %188 = load i32, ptr %5, align 4, !dbg !186
  %189 = icmp ult i32 %187, %188, !dbg !187
  br i1 %189, label %190, label %205, !dbg !188

190:                                              ; preds = %186
  %191 = load i32, ptr %18, align 4, !dbg !189
  %192 = zext i32 %191 to i64, !dbg !190
  %193 = getelementptr inbounds [4096 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcm_sortE1s to ptr), i64 0, i64 %192, !dbg !190
  %194 = load i32, ptr %193, align 4, !dbg !190
  %195 = load ptr, ptr %2, align 8, !dbg !191
  %196 = load i32, ptr %6, align 4, !dbg !192
  %197 = load i32, ptr %18, align 4, !dbg !193
  %198 = add i32 %196, %197, !dbg !194
  %199 = zext i32 %198 to i64, !dbg !191
  %200 = getelementptr inbounds i32, ptr %195, i64 %199, !dbg !191
  store i32 %194, ptr %200, align 4, !dbg !195
  br label %201, !dbg !191

201:                                              ; preds = %190
  %202 = load i32, ptr %4, align 4, !dbg !196
  %203 = load i32, ptr %18, align 4, !dbg !197
  %204 = add i32 %203, %202, !dbg !197
  store i32 %204, ptr %18, align 4, !dbg !197
  br label %186, !dbg !188, !llvm.loop !198

205:                                              ; preds = %186
  ret void, !dbg !200
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

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
!1 = !DIFile(filename: "pcfm/pcm_sort.cu", directory: ".")
!2 = !{ptr @pcm_sort, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pcm_sort", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 20, scope: !9)
!16 = !DILocation(line: 13, column: 16, scope: !9)
!17 = !DILocation(line: 47, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 14, column: 21, scope: !9)
!20 = !DILocation(line: 14, column: 16, scope: !9)
!21 = !DILocation(line: 15, column: 26, scope: !9)
!22 = !DILocation(line: 15, column: 24, scope: !9)
!23 = !DILocation(line: 15, column: 16, scope: !9)
!24 = !DILocation(line: 46, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!26 = distinct !DILocation(line: 16, column: 23, scope: !9)
!27 = !DILocation(line: 16, column: 36, scope: !9)
!28 = !DILocation(line: 16, column: 34, scope: !9)
!29 = !DILocation(line: 16, column: 16, scope: !9)
!30 = !DILocation(line: 17, column: 25, scope: !9)
!31 = !DILocation(line: 17, column: 21, scope: !9)
!32 = !DILocation(line: 17, column: 8, scope: !9)
!33 = !DILocation(line: 17, column: 28, scope: !9)
!34 = !DILocation(line: 17, column: 32, scope: !9)
!35 = !DILocation(line: 17, column: 30, scope: !9)
!36 = !DILocation(line: 17, column: 3, scope: !9)
!37 = !DILocation(line: 18, column: 12, scope: !9)
!38 = !DILocation(line: 18, column: 17, scope: !9)
!39 = !DILocation(line: 18, column: 24, scope: !9)
!40 = !DILocation(line: 18, column: 22, scope: !9)
!41 = !DILocation(line: 18, column: 7, scope: !9)
!42 = !DILocation(line: 18, column: 5, scope: !9)
!43 = !DILocation(line: 18, column: 10, scope: !9)
!44 = !DILocation(line: 17, column: 40, scope: !9)
!45 = !DILocation(line: 17, column: 37, scope: !9)
!46 = distinct !{!46, !36, !47, !48}
!47 = !DILocation(line: 18, column: 25, scope: !9)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 19, column: 3, scope: !9)
!50 = !DILocation(line: 22, column: 27, scope: !9)
!51 = !DILocation(line: 22, column: 25, scope: !9)
!52 = !DILocation(line: 22, column: 16, scope: !9)
!53 = !DILocation(line: 23, column: 25, scope: !9)
!54 = !DILocation(line: 23, column: 28, scope: !9)
!55 = !DILocation(line: 23, column: 21, scope: !9)
!56 = !DILocation(line: 23, column: 8, scope: !9)
!57 = !DILocation(line: 23, column: 33, scope: !9)
!58 = !DILocation(line: 23, column: 37, scope: !9)
!59 = !DILocation(line: 23, column: 40, scope: !9)
!60 = !DILocation(line: 23, column: 35, scope: !9)
!61 = !DILocation(line: 23, column: 3, scope: !9)
!62 = !DILocation(line: 24, column: 15, scope: !9)
!63 = !DILocation(line: 24, column: 13, scope: !9)
!64 = !DILocation(line: 24, column: 9, scope: !9)
!65 = !DILocation(line: 25, column: 22, scope: !9)
!66 = !DILocation(line: 25, column: 18, scope: !9)
!67 = !DILocation(line: 26, column: 5, scope: !9)
!68 = !DILocation(line: 26, column: 12, scope: !9)
!69 = !DILocation(line: 26, column: 16, scope: !9)
!70 = !DILocation(line: 26, column: 14, scope: !9)
!71 = !DILocation(line: 26, column: 19, scope: !9)
!72 = !DILocation(line: 26, column: 24, scope: !9)
!73 = !DILocation(line: 26, column: 26, scope: !9)
!74 = !DILocation(line: 26, column: 22, scope: !9)
!75 = !DILocation(line: 26, column: 33, scope: !9)
!76 = !DILocation(line: 26, column: 31, scope: !9)
!77 = !DILocation(line: 0, scope: !9)
!78 = !DILocation(line: 27, column: 16, scope: !9)
!79 = !DILocation(line: 27, column: 18, scope: !9)
!80 = !DILocation(line: 27, column: 14, scope: !9)
!81 = !DILocation(line: 27, column: 9, scope: !9)
!82 = !DILocation(line: 27, column: 7, scope: !9)
!83 = !DILocation(line: 27, column: 12, scope: !9)
!84 = !DILocation(line: 28, column: 8, scope: !9)
!85 = distinct !{!85, !67, !86, !48}
!86 = !DILocation(line: 29, column: 5, scope: !9)
!87 = !DILocation(line: 30, column: 12, scope: !9)
!88 = !DILocation(line: 30, column: 7, scope: !9)
!89 = !DILocation(line: 30, column: 5, scope: !9)
!90 = !DILocation(line: 30, column: 10, scope: !9)
!91 = !DILocation(line: 31, column: 3, scope: !9)
!92 = !DILocation(line: 23, column: 48, scope: !9)
!93 = distinct !{!93, !61, !91, !48}
!94 = !DILocation(line: 32, column: 3, scope: !9)
!95 = !DILocation(line: 35, column: 21, scope: !9)
!96 = !DILocation(line: 35, column: 8, scope: !9)
!97 = !DILocation(line: 35, column: 30, scope: !9)
!98 = !DILocation(line: 35, column: 34, scope: !9)
!99 = !DILocation(line: 35, column: 32, scope: !9)
!100 = !DILocation(line: 35, column: 3, scope: !9)
!101 = !DILocation(line: 36, column: 27, scope: !9)
!102 = !DILocation(line: 36, column: 23, scope: !9)
!103 = !DILocation(line: 36, column: 10, scope: !9)
!104 = !DILocation(line: 36, column: 30, scope: !9)
!105 = !DILocation(line: 36, column: 32, scope: !9)
!106 = !DILocation(line: 36, column: 5, scope: !9)
!107 = !DILocation(line: 37, column: 24, scope: !9)
!108 = !DILocation(line: 37, column: 28, scope: !9)
!109 = !DILocation(line: 37, column: 26, scope: !9)
!110 = !DILocation(line: 37, column: 20, scope: !9)
!111 = !DILocation(line: 38, column: 29, scope: !9)
!112 = !DILocation(line: 38, column: 25, scope: !9)
!113 = !DILocation(line: 38, column: 12, scope: !9)
!114 = !DILocation(line: 38, column: 32, scope: !9)
!115 = !DILocation(line: 38, column: 36, scope: !9)
!116 = !DILocation(line: 38, column: 34, scope: !9)
!117 = !DILocation(line: 38, column: 7, scope: !9)
!118 = !DILocation(line: 41, column: 13, scope: !9)
!119 = !DILocation(line: 41, column: 18, scope: !9)
!120 = !DILocation(line: 41, column: 15, scope: !9)
!121 = !DILocation(line: 41, column: 20, scope: !9)
!122 = !DILocation(line: 41, column: 25, scope: !9)
!123 = !DILocation(line: 41, column: 29, scope: !9)
!124 = !DILocation(line: 41, column: 27, scope: !9)
!125 = !DILocation(line: 41, column: 39, scope: !9)
!126 = !DILocation(line: 41, column: 37, scope: !9)
!127 = !DILocation(line: 41, column: 32, scope: !9)
!128 = !DILocation(line: 41, column: 45, scope: !9)
!129 = !DILocation(line: 41, column: 43, scope: !9)
!130 = !DILocation(line: 41, column: 47, scope: !9)
!131 = !DILocation(line: 41, column: 50, scope: !9)
!132 = !DILocation(line: 41, column: 54, scope: !9)
!133 = !DILocation(line: 41, column: 52, scope: !9)
!134 = !DILocation(line: 41, column: 58, scope: !9)
!135 = !DILocation(line: 41, column: 56, scope: !9)
!136 = !DILocation(line: 41, column: 60, scope: !9)
!137 = !DILocation(line: 41, column: 63, scope: !9)
!138 = !DILocation(line: 41, column: 72, scope: !9)
!139 = !DILocation(line: 41, column: 70, scope: !9)
!140 = !DILocation(line: 41, column: 65, scope: !9)
!141 = !DILocation(line: 41, column: 79, scope: !9)
!142 = !DILocation(line: 41, column: 83, scope: !9)
!143 = !DILocation(line: 41, column: 81, scope: !9)
!144 = !DILocation(line: 41, column: 93, scope: !9)
!145 = !DILocation(line: 41, column: 91, scope: !9)
!146 = !DILocation(line: 41, column: 86, scope: !9)
!147 = !DILocation(line: 41, column: 75, scope: !9)
!148 = !DILocation(line: 42, column: 21, scope: !9)
!149 = !DILocation(line: 42, column: 19, scope: !9)
!150 = !DILocation(line: 42, column: 15, scope: !9)
!151 = !DILocation(line: 43, column: 21, scope: !9)
!152 = !DILocation(line: 43, column: 25, scope: !9)
!153 = !DILocation(line: 43, column: 23, scope: !9)
!154 = !DILocation(line: 43, column: 19, scope: !9)
!155 = !DILocation(line: 43, column: 15, scope: !9)
!156 = !DILocation(line: 44, column: 15, scope: !9)
!157 = !DILocation(line: 44, column: 19, scope: !9)
!158 = !DILocation(line: 44, column: 17, scope: !9)
!159 = !DILocation(line: 45, column: 20, scope: !9)
!160 = !DILocation(line: 45, column: 15, scope: !9)
!161 = !DILocation(line: 45, column: 13, scope: !9)
!162 = !DILocation(line: 45, column: 18, scope: !9)
!163 = !DILocation(line: 46, column: 24, scope: !9)
!164 = !DILocation(line: 46, column: 15, scope: !9)
!165 = !DILocation(line: 46, column: 19, scope: !9)
!166 = !DILocation(line: 46, column: 17, scope: !9)
!167 = !DILocation(line: 46, column: 13, scope: !9)
!168 = !DILocation(line: 46, column: 22, scope: !9)
!169 = !DILocation(line: 47, column: 11, scope: !9)
!170 = !DILocation(line: 48, column: 9, scope: !9)
!171 = !DILocation(line: 49, column: 7, scope: !9)
!172 = !DILocation(line: 38, column: 44, scope: !9)
!173 = !DILocation(line: 38, column: 41, scope: !9)
!174 = distinct !{!174, !117, !171, !48}
!175 = !DILocation(line: 50, column: 7, scope: !9)
!176 = !DILocation(line: 51, column: 5, scope: !9)
!177 = !DILocation(line: 36, column: 39, scope: !9)
!178 = distinct !{!178, !106, !176, !48}
!179 = !DILocation(line: 52, column: 3, scope: !9)
!180 = !DILocation(line: 35, column: 39, scope: !9)
!181 = distinct !{!181, !100, !179, !48}
!182 = !DILocation(line: 54, column: 25, scope: !9)
!183 = !DILocation(line: 54, column: 21, scope: !9)
!184 = !DILocation(line: 54, column: 8, scope: !9)
!185 = !DILocation(line: 54, column: 28, scope: !9)
!186 = !DILocation(line: 54, column: 32, scope: !9)
!187 = !DILocation(line: 54, column: 30, scope: !9)
!188 = !DILocation(line: 54, column: 3, scope: !9)
!189 = !DILocation(line: 55, column: 24, scope: !9)
!190 = !DILocation(line: 55, column: 22, scope: !9)
!191 = !DILocation(line: 55, column: 5, scope: !9)
!192 = !DILocation(line: 55, column: 10, scope: !9)
!193 = !DILocation(line: 55, column: 17, scope: !9)
!194 = !DILocation(line: 55, column: 15, scope: !9)
!195 = !DILocation(line: 55, column: 20, scope: !9)
!196 = !DILocation(line: 54, column: 40, scope: !9)
!197 = !DILocation(line: 54, column: 37, scope: !9)
!198 = distinct !{!198, !188, !199, !48}
!199 = !DILocation(line: 55, column: 25, scope: !9)
!200 = !DILocation(line: 56, column: 1, scope: !9)
