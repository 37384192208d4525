; ModuleID = 'pcfm/nqueens.cu'
source_filename = "pcfm/nqueens.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @nqueens(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [16 x i32], align 4
  %14 = alloca [16 x i32], align 4
  %15 = alloca [16 x i32], align 4
  %16 = alloca [16 x i32], align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %23 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %24 = mul i32 %22, %23, !dbg !19
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %26 = add i32 %24, %25, !dbg !23
  store i32 %26, ptr %5, align 4, !dbg !24
  %27 = load i32, ptr %4, align 4, !dbg !25
  %28 = icmp slt i32 %27, 4, !dbg !26
  br i1 %28, label %38, label %29, !dbg !27

29:                                               ; preds = %2
  %30 = load i32, ptr %4, align 4, !dbg !28
  %31 = icmp sgt i32 %30, 16, !dbg !29
  br i1 %31, label %38, label %32, !dbg !30

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4, !dbg !31
  %34 = load i32, ptr %4, align 4, !dbg !32
  %35 = load i32, ptr %4, align 4, !dbg !33
  %36 = mul nsw i32 %34, %35, !dbg !34
  %37 = icmp uge i32 %33, %36, !dbg !35
  br i1 %37, label %38, label %39, !dbg !25

38:                                               ; preds = %32, %29, %2
  br label %188, !dbg !36

39:                                               ; preds = %32
  %40 = load i32, ptr %4, align 4, !dbg !37
  %41 = shl i32 1, %40, !dbg !38
  %42 = sub i32 %41, 1, !dbg !39
  store i32 %42, ptr %6, align 4, !dbg !40
  %43 = load i32, ptr %5, align 4, !dbg !41
  %44 = load i32, ptr %4, align 4, !dbg !42
  %45 = udiv i32 %43, %44, !dbg !43
  %46 = shl i32 1, %45, !dbg !44
  store i32 %46, ptr %7, align 4, !dbg !45
  %47 = load i32, ptr %5, align 4, !dbg !46
  %48 = load i32, ptr %4, align 4, !dbg !47
  %49 = urem i32 %47, %48, !dbg !48
  %50 = shl i32 1, %49, !dbg !49
  store i32 %50, ptr %8, align 4, !dbg !50
  %51 = load i32, ptr %7, align 4, !dbg !51
  store i32 %51, ptr %9, align 4, !dbg !52
  %52 = load i32, ptr %7, align 4, !dbg !53
  %53 = shl i32 %52, 1, !dbg !54
  %54 = load i32, ptr %6, align 4, !dbg !55
  %55 = and i32 %53, %54, !dbg !56
  store i32 %55, ptr %10, align 4, !dbg !57
  %56 = load i32, ptr %7, align 4, !dbg !58
  %57 = lshr i32 %56, 1, !dbg !59
  store i32 %57, ptr %11, align 4, !dbg !60
  store i32 0, ptr %12, align 4, !dbg !61
  %58 = load i32, ptr %8, align 4, !dbg !62
  %59 = load i32, ptr %9, align 4, !dbg !63
  %60 = load i32, ptr %10, align 4, !dbg !64
  %61 = or i32 %59, %60, !dbg !65
  %62 = load i32, ptr %11, align 4, !dbg !66
  %63 = or i32 %61, %62, !dbg !67
  %64 = and i32 %58, %63, !dbg !68
  %65 = icmp eq i32 %64, 0, !dbg !69
  br i1 %65, label %66, label %182, !dbg !70

66:                                               ; preds = %39
  store i32 2, ptr %17, align 4, !dbg !71
  %67 = load i32, ptr %9, align 4, !dbg !72
  %68 = load i32, ptr %8, align 4, !dbg !73
  %69 = or i32 %67, %68, !dbg !74
  %70 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 2, !dbg !75
  store i32 %69, ptr %70, align 4, !dbg !76
  %71 = load i32, ptr %10, align 4, !dbg !77
  %72 = load i32, ptr %8, align 4, !dbg !78
  %73 = or i32 %71, %72, !dbg !79
  %74 = shl i32 %73, 1, !dbg !80
  %75 = load i32, ptr %6, align 4, !dbg !81
  %76 = and i32 %74, %75, !dbg !82
  %77 = getelementptr inbounds [16 x i32], ptr %14, i64 0, i64 2, !dbg !83
  store i32 %76, ptr %77, align 4, !dbg !84
  %78 = load i32, ptr %11, align 4, !dbg !85
  %79 = load i32, ptr %8, align 4, !dbg !86
  %80 = or i32 %78, %79, !dbg !87
  %81 = lshr i32 %80, 1, !dbg !88
  %82 = getelementptr inbounds [16 x i32], ptr %15, i64 0, i64 2, !dbg !89
  store i32 %81, ptr %82, align 4, !dbg !90
  %83 = load i32, ptr %6, align 4, !dbg !91
  %84 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 2, !dbg !92
  %85 = load i32, ptr %84, align 4, !dbg !92
  %86 = getelementptr inbounds [16 x i32], ptr %14, i64 0, i64 2, !dbg !93
  %87 = load i32, ptr %86, align 4, !dbg !93
  %88 = or i32 %85, %87, !dbg !94
  %89 = getelementptr inbounds [16 x i32], ptr %15, i64 0, i64 2, !dbg !95
  %90 = load i32, ptr %89, align 4, !dbg !95
  %91 = or i32 %88, %90, !dbg !96
  %92 = xor i32 %91, -1, !dbg !97
  %93 = and i32 %83, %92, !dbg !98
  %94 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 2, !dbg !99
  store i32 %93, ptr %94, align 4, !dbg !100
  br label %95, !dbg !101

95:                                               ; preds = %180, %66
  %96 = load i32, ptr %17, align 4, !dbg !102
  %97 = icmp sge i32 %96, 2, !dbg !103
  br i1 %97, label %98, label %181, !dbg !101

98:                                               ; preds = %95
  %99 = load i32, ptr %17, align 4, !dbg !104
  %100 = sext i32 %99 to i64, !dbg !105
  %101 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 %100, !dbg !105
  %102 = load i32, ptr %101, align 4, !dbg !105
  %103 = icmp eq i32 %102, 0, !dbg !106
  br i1 %103, label %104, label %107, !dbg !105

104:                                              ; preds = %98
  %105 = load i32, ptr %17, align 4, !dbg !107
  %106 = add nsw i32 %105, -1, !dbg !107
  store i32 %106, ptr %17, align 4, !dbg !107
  br label %180, !dbg !108

107:                                              ; preds = %98
  %108 = load i32, ptr %17, align 4, !dbg !109
  %109 = sext i32 %108 to i64, !dbg !110
  %110 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 %109, !dbg !110
  %111 = load i32, ptr %110, align 4, !dbg !110
  %112 = load i32, ptr %17, align 4, !dbg !111
  %113 = sext i32 %112 to i64, !dbg !112
  %114 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 %113, !dbg !112
  %115 = load i32, ptr %114, align 4, !dbg !112
  %116 = sub i32 0, %115, !dbg !113
  %117 = and i32 %111, %116, !dbg !114
  store i32 %117, ptr %18, align 4, !dbg !115
  %118 = load i32, ptr %18, align 4, !dbg !116
  %119 = load i32, ptr %17, align 4, !dbg !117
  %120 = sext i32 %119 to i64, !dbg !118
  %121 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 %120, !dbg !118
  %122 = load i32, ptr %121, align 4, !dbg !119
  %123 = xor i32 %122, %118, !dbg !119
  store i32 %123, ptr %121, align 4, !dbg !119
  %124 = load i32, ptr %17, align 4, !dbg !120
  %125 = load i32, ptr %4, align 4, !dbg !121
  %126 = sub nsw i32 %125, 1, !dbg !122
  %127 = icmp eq i32 %124, %126, !dbg !123
  br i1 %127, label %128, label %131, !dbg !120

128:                                              ; preds = %107
  %129 = load i32, ptr %12, align 4, !dbg !124
  %130 = add nsw i32 %129, 1, !dbg !124
  store i32 %130, ptr %12, align 4, !dbg !124
  br label %179, !dbg !125

131:                                              ; preds = %107
  %132 = load i32, ptr %17, align 4, !dbg !126
  %133 = sext i32 %132 to i64, !dbg !127
  %134 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %133, !dbg !127
  %135 = load i32, ptr %134, align 4, !dbg !127
  %136 = load i32, ptr %18, align 4, !dbg !128
  %137 = or i32 %135, %136, !dbg !129
  store i32 %137, ptr %19, align 4, !dbg !130
  %138 = load i32, ptr %17, align 4, !dbg !131
  %139 = sext i32 %138 to i64, !dbg !132
  %140 = getelementptr inbounds [16 x i32], ptr %14, i64 0, i64 %139, !dbg !132
  %141 = load i32, ptr %140, align 4, !dbg !132
  %142 = load i32, ptr %18, align 4, !dbg !133
  %143 = or i32 %141, %142, !dbg !134
  %144 = shl i32 %143, 1, !dbg !135
  %145 = load i32, ptr %6, align 4, !dbg !136
  %146 = and i32 %144, %145, !dbg !137
  store i32 %146, ptr %20, align 4, !dbg !138
  %147 = load i32, ptr %17, align 4, !dbg !139
  %148 = sext i32 %147 to i64, !dbg !140
  %149 = getelementptr inbounds [16 x i32], ptr %15, i64 0, i64 %148, !dbg !140
  %150 = load i32, ptr %149, align 4, !dbg !140
  %151 = load i32, ptr %18, align 4, !dbg !141
  %152 = or i32 %150, %151, !dbg !142
  %153 = lshr i32 %152, 1, !dbg !143
  store i32 %153, ptr %21, align 4, !dbg !144
  %154 = load i32, ptr %17, align 4, !dbg !145
  %155 = add nsw i32 %154, 1, !dbg !145
  store i32 %155, ptr %17, align 4, !dbg !145
  %156 = load i32, ptr %19, align 4, !dbg !146
  %157 = load i32, ptr %17, align 4, !dbg !147
  %158 = sext i32 %157 to i64, !dbg !148
  %159 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %158, !dbg !148
  store i32 %156, ptr %159, align 4, !dbg !149
  %160 = load i32, ptr %20, align 4, !dbg !150
  %161 = load i32, ptr %17, align 4, !dbg !151
  %162 = sext i32 %161 to i64, !dbg !152
  %163 = getelementptr inbounds [16 x i32], ptr %14, i64 0, i64 %162, !dbg !152
  store i32 %160, ptr %163, align 4, !dbg !153
  %164 = load i32, ptr %21, align 4, !dbg !154
  %165 = load i32, ptr %17, align 4, !dbg !155
  %166 = sext i32 %165 to i64, !dbg !156
  %167 = getelementptr inbounds [16 x i32], ptr %15, i64 0, i64 %166, !dbg !156
  store i32 %164, ptr %167, align 4, !dbg !157
  %168 = load i32, ptr %6, align 4, !dbg !158
  %169 = load i32, ptr %19, align 4, !dbg !159
  %170 = load i32, ptr %20, align 4, !dbg !160
  %171 = or i32 %169, %170, !dbg !161
  %172 = load i32, ptr %21, align 4, !dbg !162
  %173 = or i32 %171, %172, !dbg !163
  %174 = xor i32 %173, -1, !dbg !164
  %175 = and i32 %168, %174, !dbg !165
  %176 = load i32, ptr %17, align 4, !dbg !166
  %177 = sext i32 %176 to i64, !dbg !167
  %178 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 %177, !dbg !167
  store i32 %175, ptr %178, align 4, !dbg !168
  br label %179

179:                                              ; preds = %131, %128
  br label %180

180:                                              ; preds = %179, %104
  br label %95, !dbg !101, !llvm.loop !169

181:                                              ; preds = %95
  br label %182, !dbg !172

182:                                              ; preds = %181, %39
  %183 = load i32, ptr %12, align 4, !dbg !173
  %184 = load ptr, ptr %3, align 8, !dbg !174
  %185 = load i32, ptr %5, align 4, !dbg !175
  %186 = zext i32 %185 to i64, !dbg !174
  %187 = getelementptr inbounds i32, ptr %184, i64 %186, !dbg !174
  store i32 %183, ptr %187, align 4, !dbg !176
  br label %188, !dbg !177

188:                                              ; preds = %182, %38
  ret void, !dbg !177
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
!1 = !DIFile(filename: "pcfm/nqueens.cu", directory: ".")
!2 = !{ptr @nqueens, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "nqueens", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 9, column: 33, scope: !9)
!19 = !DILocation(line: 9, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 9, column: 46, scope: !9)
!23 = !DILocation(line: 9, column: 44, scope: !9)
!24 = !DILocation(line: 9, column: 16, scope: !9)
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 10, column: 9, scope: !9)
!27 = !DILocation(line: 10, column: 13, scope: !9)
!28 = !DILocation(line: 10, column: 16, scope: !9)
!29 = !DILocation(line: 10, column: 18, scope: !9)
!30 = !DILocation(line: 10, column: 23, scope: !9)
!31 = !DILocation(line: 10, column: 26, scope: !9)
!32 = !DILocation(line: 10, column: 46, scope: !9)
!33 = !DILocation(line: 10, column: 50, scope: !9)
!34 = !DILocation(line: 10, column: 48, scope: !9)
!35 = !DILocation(line: 10, column: 28, scope: !9)
!36 = !DILocation(line: 11, column: 5, scope: !9)
!37 = !DILocation(line: 12, column: 30, scope: !9)
!38 = !DILocation(line: 12, column: 27, scope: !9)
!39 = !DILocation(line: 12, column: 33, scope: !9)
!40 = !DILocation(line: 12, column: 16, scope: !9)
!41 = !DILocation(line: 13, column: 28, scope: !9)
!42 = !DILocation(line: 13, column: 46, scope: !9)
!43 = !DILocation(line: 13, column: 30, scope: !9)
!44 = !DILocation(line: 13, column: 24, scope: !9)
!45 = !DILocation(line: 13, column: 16, scope: !9)
!46 = !DILocation(line: 14, column: 28, scope: !9)
!47 = !DILocation(line: 14, column: 46, scope: !9)
!48 = !DILocation(line: 14, column: 30, scope: !9)
!49 = !DILocation(line: 14, column: 24, scope: !9)
!50 = !DILocation(line: 14, column: 16, scope: !9)
!51 = !DILocation(line: 15, column: 23, scope: !9)
!52 = !DILocation(line: 15, column: 16, scope: !9)
!53 = !DILocation(line: 16, column: 24, scope: !9)
!54 = !DILocation(line: 16, column: 27, scope: !9)
!55 = !DILocation(line: 16, column: 35, scope: !9)
!56 = !DILocation(line: 16, column: 33, scope: !9)
!57 = !DILocation(line: 16, column: 16, scope: !9)
!58 = !DILocation(line: 17, column: 24, scope: !9)
!59 = !DILocation(line: 17, column: 27, scope: !9)
!60 = !DILocation(line: 17, column: 16, scope: !9)
!61 = !DILocation(line: 18, column: 7, scope: !9)
!62 = !DILocation(line: 19, column: 8, scope: !9)
!63 = !DILocation(line: 19, column: 14, scope: !9)
!64 = !DILocation(line: 19, column: 21, scope: !9)
!65 = !DILocation(line: 19, column: 19, scope: !9)
!66 = !DILocation(line: 19, column: 28, scope: !9)
!67 = !DILocation(line: 19, column: 26, scope: !9)
!68 = !DILocation(line: 19, column: 11, scope: !9)
!69 = !DILocation(line: 19, column: 36, scope: !9)
!70 = !DILocation(line: 19, column: 7, scope: !9)
!71 = !DILocation(line: 21, column: 9, scope: !9)
!72 = !DILocation(line: 22, column: 13, scope: !9)
!73 = !DILocation(line: 22, column: 20, scope: !9)
!74 = !DILocation(line: 22, column: 18, scope: !9)
!75 = !DILocation(line: 22, column: 5, scope: !9)
!76 = !DILocation(line: 22, column: 11, scope: !9)
!77 = !DILocation(line: 23, column: 15, scope: !9)
!78 = !DILocation(line: 23, column: 22, scope: !9)
!79 = !DILocation(line: 23, column: 20, scope: !9)
!80 = !DILocation(line: 23, column: 26, scope: !9)
!81 = !DILocation(line: 23, column: 34, scope: !9)
!82 = !DILocation(line: 23, column: 32, scope: !9)
!83 = !DILocation(line: 23, column: 5, scope: !9)
!84 = !DILocation(line: 23, column: 11, scope: !9)
!85 = !DILocation(line: 24, column: 14, scope: !9)
!86 = !DILocation(line: 24, column: 22, scope: !9)
!87 = !DILocation(line: 24, column: 20, scope: !9)
!88 = !DILocation(line: 24, column: 26, scope: !9)
!89 = !DILocation(line: 24, column: 5, scope: !9)
!90 = !DILocation(line: 24, column: 11, scope: !9)
!91 = !DILocation(line: 25, column: 16, scope: !9)
!92 = !DILocation(line: 25, column: 25, scope: !9)
!93 = !DILocation(line: 25, column: 33, scope: !9)
!94 = !DILocation(line: 25, column: 31, scope: !9)
!95 = !DILocation(line: 25, column: 41, scope: !9)
!96 = !DILocation(line: 25, column: 39, scope: !9)
!97 = !DILocation(line: 25, column: 23, scope: !9)
!98 = !DILocation(line: 25, column: 21, scope: !9)
!99 = !DILocation(line: 25, column: 5, scope: !9)
!100 = !DILocation(line: 25, column: 14, scope: !9)
!101 = !DILocation(line: 26, column: 5, scope: !9)
!102 = !DILocation(line: 26, column: 12, scope: !9)
!103 = !DILocation(line: 26, column: 18, scope: !9)
!104 = !DILocation(line: 27, column: 17, scope: !9)
!105 = !DILocation(line: 27, column: 11, scope: !9)
!106 = !DILocation(line: 27, column: 24, scope: !9)
!107 = !DILocation(line: 28, column: 14, scope: !9)
!108 = !DILocation(line: 29, column: 7, scope: !9)
!109 = !DILocation(line: 30, column: 34, scope: !9)
!110 = !DILocation(line: 30, column: 28, scope: !9)
!111 = !DILocation(line: 30, column: 55, scope: !9)
!112 = !DILocation(line: 30, column: 49, scope: !9)
!113 = !DILocation(line: 30, column: 47, scope: !9)
!114 = !DILocation(line: 30, column: 41, scope: !9)
!115 = !DILocation(line: 30, column: 22, scope: !9)
!116 = !DILocation(line: 31, column: 25, scope: !9)
!117 = !DILocation(line: 31, column: 15, scope: !9)
!118 = !DILocation(line: 31, column: 9, scope: !9)
!119 = !DILocation(line: 31, column: 22, scope: !9)
!120 = !DILocation(line: 32, column: 13, scope: !9)
!121 = !DILocation(line: 32, column: 22, scope: !9)
!122 = !DILocation(line: 32, column: 24, scope: !9)
!123 = !DILocation(line: 32, column: 19, scope: !9)
!124 = !DILocation(line: 33, column: 16, scope: !9)
!125 = !DILocation(line: 34, column: 9, scope: !9)
!126 = !DILocation(line: 35, column: 31, scope: !9)
!127 = !DILocation(line: 35, column: 28, scope: !9)
!128 = !DILocation(line: 35, column: 40, scope: !9)
!129 = !DILocation(line: 35, column: 38, scope: !9)
!130 = !DILocation(line: 35, column: 24, scope: !9)
!131 = !DILocation(line: 36, column: 33, scope: !9)
!132 = !DILocation(line: 36, column: 30, scope: !9)
!133 = !DILocation(line: 36, column: 42, scope: !9)
!134 = !DILocation(line: 36, column: 40, scope: !9)
!135 = !DILocation(line: 36, column: 47, scope: !9)
!136 = !DILocation(line: 36, column: 55, scope: !9)
!137 = !DILocation(line: 36, column: 53, scope: !9)
!138 = !DILocation(line: 36, column: 24, scope: !9)
!139 = !DILocation(line: 37, column: 32, scope: !9)
!140 = !DILocation(line: 37, column: 29, scope: !9)
!141 = !DILocation(line: 37, column: 41, scope: !9)
!142 = !DILocation(line: 37, column: 39, scope: !9)
!143 = !DILocation(line: 37, column: 46, scope: !9)
!144 = !DILocation(line: 37, column: 24, scope: !9)
!145 = !DILocation(line: 38, column: 16, scope: !9)
!146 = !DILocation(line: 39, column: 23, scope: !9)
!147 = !DILocation(line: 39, column: 14, scope: !9)
!148 = !DILocation(line: 39, column: 11, scope: !9)
!149 = !DILocation(line: 39, column: 21, scope: !9)
!150 = !DILocation(line: 40, column: 23, scope: !9)
!151 = !DILocation(line: 40, column: 14, scope: !9)
!152 = !DILocation(line: 40, column: 11, scope: !9)
!153 = !DILocation(line: 40, column: 21, scope: !9)
!154 = !DILocation(line: 41, column: 23, scope: !9)
!155 = !DILocation(line: 41, column: 14, scope: !9)
!156 = !DILocation(line: 41, column: 11, scope: !9)
!157 = !DILocation(line: 41, column: 21, scope: !9)
!158 = !DILocation(line: 42, column: 26, scope: !9)
!159 = !DILocation(line: 42, column: 35, scope: !9)
!160 = !DILocation(line: 42, column: 39, scope: !9)
!161 = !DILocation(line: 42, column: 37, scope: !9)
!162 = !DILocation(line: 42, column: 43, scope: !9)
!163 = !DILocation(line: 42, column: 41, scope: !9)
!164 = !DILocation(line: 42, column: 33, scope: !9)
!165 = !DILocation(line: 42, column: 31, scope: !9)
!166 = !DILocation(line: 42, column: 17, scope: !9)
!167 = !DILocation(line: 42, column: 11, scope: !9)
!168 = !DILocation(line: 42, column: 24, scope: !9)
!169 = distinct !{!169, !101, !170, !171}
!170 = !DILocation(line: 45, column: 5, scope: !9)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !DILocation(line: 46, column: 3, scope: !9)
!173 = !DILocation(line: 47, column: 15, scope: !9)
!174 = !DILocation(line: 47, column: 3, scope: !9)
!175 = !DILocation(line: 47, column: 10, scope: !9)
!176 = !DILocation(line: 47, column: 13, scope: !9)
!177 = !DILocation(line: 48, column: 1, scope: !9)
