; ModuleID = 'pcfm/merge_sort.cu'
source_filename = "pcfm/merge_sort.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %23 = mul i32 %21, %22, !dbg !19
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %25 = add i32 %23, %24, !dbg !23
  store i32 %25, ptr %9, align 4, !dbg !24
  %26 = load i32, ptr %9, align 4, !dbg !25
  %27 = load i32, ptr %8, align 4, !dbg !26
  %28 = icmp uge i32 %26, %27, !dbg !27
  br i1 %28, label %29, label %30, !dbg !25

29:                                               ; preds = %4
  br label %195, !dbg !28

30:                                               ; preds = %4
  %31 = load ptr, ptr %5, align 8, !dbg !29
  %32 = load i32, ptr %9, align 4, !dbg !30
  %33 = load i32, ptr %7, align 4, !dbg !31
  %34 = mul i32 %32, %33, !dbg !32
  %35 = zext i32 %34 to i64, !dbg !33
  %36 = getelementptr inbounds i32, ptr %31, i64 %35, !dbg !33
  store ptr %36, ptr %10, align 8, !dbg !34
  %37 = load ptr, ptr %6, align 8, !dbg !35
  %38 = load i32, ptr %9, align 4, !dbg !36
  %39 = load i32, ptr %7, align 4, !dbg !37
  %40 = mul i32 %38, %39, !dbg !38
  %41 = zext i32 %40 to i64, !dbg !39
  %42 = getelementptr inbounds i32, ptr %37, i64 %41, !dbg !39
  store ptr %42, ptr %11, align 8, !dbg !40
  store i32 1, ptr %12, align 4, !dbg !41
  br label %43, !dbg !42

43:                                               ; preds = %160, %30
  %44 = load i32, ptr %12, align 4, !dbg !43
  %45 = load i32, ptr %7, align 4, !dbg !44
  %46 = icmp slt i32 %44, %45, !dbg !45
  br i1 %46, label %47, label %163, !dbg !46

47:                                               ; preds = %43
  store i32 0, ptr %13, align 4, !dbg !47
  br label %48, !dbg !48

48:                                               ; preds = %151, %47
  %49 = load i32, ptr %13, align 4, !dbg !49
  %50 = load i32, ptr %7, align 4, !dbg !50
  %51 = icmp slt i32 %49, %50, !dbg !51
  br i1 %51, label %52, label %156, !dbg !52

52:                                               ; preds = %48
  %53 = load i32, ptr %13, align 4, !dbg !53
  %54 = load i32, ptr %12, align 4, !dbg !54
  %55 = add nsw i32 %53, %54, !dbg !55
  store i32 %55, ptr %14, align 4, !dbg !56
  %56 = load i32, ptr %13, align 4, !dbg !57
  %57 = load i32, ptr %12, align 4, !dbg !58
  %58 = mul nsw i32 2, %57, !dbg !59
  %59 = add nsw i32 %56, %58, !dbg !60
  store i32 %59, ptr %15, align 4, !dbg !61
  %60 = load i32, ptr %13, align 4, !dbg !62
  store i32 %60, ptr %16, align 4, !dbg !63
  %61 = load i32, ptr %14, align 4, !dbg !64
  store i32 %61, ptr %17, align 4, !dbg !65
  %62 = load i32, ptr %13, align 4, !dbg !66
  store i32 %62, ptr %18, align 4, !dbg !67
  br label %63, !dbg !68

63:                                               ; preds = %109, %52
  %64 = load i32, ptr %16, align 4, !dbg !69
  %65 = load i32, ptr %14, align 4, !dbg !70
  %66 = icmp slt i32 %64, %65, !dbg !71
  br i1 %66, label %67, label %71, !dbg !72

67:                                               ; preds = %63
  %68 = load i32, ptr %17, align 4, !dbg !73
  %69 = load i32, ptr %15, align 4, !dbg !74
  %70 = icmp slt i32 %68, %69, !dbg !75
  br label %71

71:                                               ; preds = %67, %63
  %72 = phi i1 [ false, %63 ], [ %70, %67 ], !dbg !76
  br i1 %72, label %73, label %112, !dbg !68

73:                                               ; preds = %71
  %74 = load ptr, ptr %10, align 8, !dbg !77
  %75 = load i32, ptr %16, align 4, !dbg !78
  %76 = sext i32 %75 to i64, !dbg !77
  %77 = getelementptr inbounds i32, ptr %74, i64 %76, !dbg !77
  %78 = load i32, ptr %77, align 4, !dbg !77
  %79 = load ptr, ptr %10, align 8, !dbg !79
  %80 = load i32, ptr %17, align 4, !dbg !80
  %81 = sext i32 %80 to i64, !dbg !79
  %82 = getelementptr inbounds i32, ptr %79, i64 %81, !dbg !79
  %83 = load i32, ptr %82, align 4, !dbg !79
  %84 = icmp sle i32 %78, %83, !dbg !81
  br i1 %84, label %85, label %97, !dbg !77

85:                                               ; preds = %73
  %86 = load ptr, ptr %10, align 8, !dbg !82
  %87 = load i32, ptr %16, align 4, !dbg !83
  %88 = sext i32 %87 to i64, !dbg !82
  %89 = getelementptr inbounds i32, ptr %86, i64 %88, !dbg !82
  %90 = load i32, ptr %89, align 4, !dbg !82
  %91 = load ptr, ptr %11, align 8, !dbg !84
  %92 = load i32, ptr %18, align 4, !dbg !85
  %93 = sext i32 %92 to i64, !dbg !84
  %94 = getelementptr inbounds i32, ptr %91, i64 %93, !dbg !84
  store i32 %90, ptr %94, align 4, !dbg !86
  %95 = load i32, ptr %16, align 4, !dbg !87
  %96 = add nsw i32 %95, 1, !dbg !87
  store i32 %96, ptr %16, align 4, !dbg !87
  br label %109, !dbg !88

97:                                               ; preds = %73
  %98 = load ptr, ptr %10, align 8, !dbg !89
  %99 = load i32, ptr %17, align 4, !dbg !90
  %100 = sext i32 %99 to i64, !dbg !89
  %101 = getelementptr inbounds i32, ptr %98, i64 %100, !dbg !89
  %102 = load i32, ptr %101, align 4, !dbg !89
  %103 = load ptr, ptr %11, align 8, !dbg !91
  %104 = load i32, ptr %18, align 4, !dbg !92
  %105 = sext i32 %104 to i64, !dbg !91
  %106 = getelementptr inbounds i32, ptr %103, i64 %105, !dbg !91
  store i32 %102, ptr %106, align 4, !dbg !93
  %107 = load i32, ptr %17, align 4, !dbg !94
  %108 = add nsw i32 %107, 1, !dbg !94
  store i32 %108, ptr %17, align 4, !dbg !94
  br label %109

109:                                              ; preds = %97, %85
  %110 = load i32, ptr %18, align 4, !dbg !95
  %111 = add nsw i32 %110, 1, !dbg !95
  store i32 %111, ptr %18, align 4, !dbg !95
  br label %63, !dbg !68, !llvm.loop !96

112:                                              ; preds = %71
  br label %113, !dbg !99

113:                                              ; preds = %117, %112
  %114 = load i32, ptr %16, align 4, !dbg !100
  %115 = load i32, ptr %14, align 4, !dbg !101
  %116 = icmp slt i32 %114, %115, !dbg !102
  br i1 %116, label %117, label %131, !dbg !99

117:                                              ; preds = %113
  %118 = load ptr, ptr %10, align 8, !dbg !103
  %119 = load i32, ptr %16, align 4, !dbg !104
  %120 = sext i32 %119 to i64, !dbg !103
  %121 = getelementptr inbounds i32, ptr %118, i64 %120, !dbg !103
  %122 = load i32, ptr %121, align 4, !dbg !103
  %123 = load ptr, ptr %11, align 8, !dbg !105
  %124 = load i32, ptr %18, align 4, !dbg !106
  %125 = sext i32 %124 to i64, !dbg !105
  %126 = getelementptr inbounds i32, ptr %123, i64 %125, !dbg !105
  store i32 %122, ptr %126, align 4, !dbg !107
  %127 = load i32, ptr %16, align 4, !dbg !108
  %128 = add nsw i32 %127, 1, !dbg !108
  store i32 %128, ptr %16, align 4, !dbg !108
  %129 = load i32, ptr %18, align 4, !dbg !109
  %130 = add nsw i32 %129, 1, !dbg !109
  store i32 %130, ptr %18, align 4, !dbg !109
  br label %113, !dbg !99, !llvm.loop !110

131:                                              ; preds = %113
  br label %132, !dbg !112

132:                                              ; preds = %136, %131
  %133 = load i32, ptr %17, align 4, !dbg !113
  %134 = load i32, ptr %15, align 4, !dbg !114
  %135 = icmp slt i32 %133, %134, !dbg !115
  br i1 %135, label %136, label %150, !dbg !112

136:                                              ; preds = %132
  %137 = load ptr, ptr %10, align 8, !dbg !116
  %138 = load i32, ptr %17, align 4, !dbg !117
  %139 = sext i32 %138 to i64, !dbg !116
  %140 = getelementptr inbounds i32, ptr %137, i64 %139, !dbg !116
  %141 = load i32, ptr %140, align 4, !dbg !116
  %142 = load ptr, ptr %11, align 8, !dbg !118
  %143 = load i32, ptr %18, align 4, !dbg !119
  %144 = sext i32 %143 to i64, !dbg !118
  %145 = getelementptr inbounds i32, ptr %142, i64 %144, !dbg !118
  store i32 %141, ptr %145, align 4, !dbg !120
  %146 = load i32, ptr %17, align 4, !dbg !121
  %147 = add nsw i32 %146, 1, !dbg !121
  store i32 %147, ptr %17, align 4, !dbg !121
  %148 = load i32, ptr %18, align 4, !dbg !122
  %149 = add nsw i32 %148, 1, !dbg !122
  store i32 %149, ptr %18, align 4, !dbg !122
  br label %132, !dbg !112, !llvm.loop !123

150:                                              ; preds = %132
  br label %151, !dbg !125

151:                                              ; preds = %150
  %152 = load i32, ptr %12, align 4, !dbg !126
  %153 = mul nsw i32 2, %152, !dbg !127
  %154 = load i32, ptr %13, align 4, !dbg !128
  %155 = add nsw i32 %154, %153, !dbg !128
  store i32 %155, ptr %13, align 4, !dbg !128
  br label %48, !dbg !52, !llvm.loop !129

156:                                              ; preds = %48
  %157 = load ptr, ptr %10, align 8, !dbg !130
  store ptr %157, ptr %19, align 8, !dbg !131
  %158 = load ptr, ptr %11, align 8, !dbg !132
  store ptr %158, ptr %10, align 8, !dbg !133
  %159 = load ptr, ptr %19, align 8, !dbg !134
  store ptr %159, ptr %11, align 8, !dbg !135
  br label %160, !dbg !136

160:                                              ; preds = %156
  %161 = load i32, ptr %12, align 4, !dbg !137
  %162 = mul nsw i32 %161, 2, !dbg !137
  store i32 %162, ptr %12, align 4, !dbg !137
  br label %43, !dbg !46, !llvm.loop !138

163:                                              ; preds = %43
  %164 = load ptr, ptr %10, align 8, !dbg !139
  %165 = load ptr, ptr %5, align 8, !dbg !140
  %166 = load i32, ptr %9, align 4, !dbg !141
  %167 = load i32, ptr %7, align 4, !dbg !142
  %168 = mul i32 %166, %167, !dbg !143
  %169 = zext i32 %168 to i64, !dbg !144
  %170 = getelementptr inbounds i32, ptr %165, i64 %169, !dbg !144
  %171 = icmp ne ptr %164, %170, !dbg !145
  br i1 %171, label %172, label %195, !dbg !139

172:                                              ; preds = %163
  store i32 0, ptr %20, align 4, !dbg !146
  br label %173, !dbg !147

173:                                              ; preds = %191, %172
  %174 = load i32, ptr %20, align 4, !dbg !148
  %175 = load i32, ptr %7, align 4, !dbg !149
  %176 = icmp slt i32 %174, %175, !dbg !150
  br i1 %176, label %177, label %194, !dbg !151

177:                                              ; preds = %173
  %178 = load ptr, ptr %10, align 8, !dbg !152
  %179 = load i32, ptr %20, align 4, !dbg !153
  %180 = sext i32 %179 to i64, !dbg !152
  %181 = getelementptr inbounds i32, ptr %178, i64 %180, !dbg !152
  %182 = load i32, ptr %181, align 4, !dbg !152
  %183 = load ptr, ptr %5, align 8, !dbg !154
  %184 = load i32, ptr %9, align 4, !dbg !155
  %185 = load i32, ptr %7, align 4, !dbg !156
  %186 = mul i32 %184, %185, !dbg !157
  %187 = load i32, ptr %20, align 4, !dbg !158
  %188 = add i32 %186, %187, !dbg !159
  %189 = zext i32 %188 to i64, !dbg !154
  %190 = getelementptr inbounds i32, ptr %183, i64 %189, !dbg !154
  store i32 %182, ptr %190, align 4, !dbg !160
  br label %191, !dbg !154

191:                                              ; preds = %177
  %192 = load i32, ptr %20, align 4, !dbg !161
  %193 = add nsw i32 %192, 1, !dbg !161
  store i32 %193, ptr %20, align 4, !dbg !161
  br label %173, !dbg !151, !llvm.loop !162

194:                                              ; preds = %173
  br label %195, !dbg !164

195:                                              ; preds = %29, %194, %163
  ret void, !dbg !165
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
!1 = !DIFile(filename: "pcfm/merge_sort.cu", directory: ".")
!2 = !{ptr @merge_sort, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "merge_sort", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!25 = !DILocation(line: 9, column: 7, scope: !9)
!26 = !DILocation(line: 9, column: 26, scope: !9)
!27 = !DILocation(line: 9, column: 9, scope: !9)
!28 = !DILocation(line: 10, column: 5, scope: !9)
!29 = !DILocation(line: 11, column: 14, scope: !9)
!30 = !DILocation(line: 11, column: 21, scope: !9)
!31 = !DILocation(line: 11, column: 25, scope: !9)
!32 = !DILocation(line: 11, column: 23, scope: !9)
!33 = !DILocation(line: 11, column: 19, scope: !9)
!34 = !DILocation(line: 11, column: 8, scope: !9)
!35 = !DILocation(line: 12, column: 14, scope: !9)
!36 = !DILocation(line: 12, column: 20, scope: !9)
!37 = !DILocation(line: 12, column: 24, scope: !9)
!38 = !DILocation(line: 12, column: 22, scope: !9)
!39 = !DILocation(line: 12, column: 18, scope: !9)
!40 = !DILocation(line: 12, column: 8, scope: !9)
!41 = !DILocation(line: 13, column: 12, scope: !9)
!42 = !DILocation(line: 13, column: 8, scope: !9)
!43 = !DILocation(line: 13, column: 23, scope: !9)
!44 = !DILocation(line: 13, column: 31, scope: !9)
!45 = !DILocation(line: 13, column: 29, scope: !9)
!46 = !DILocation(line: 13, column: 3, scope: !9)
!47 = !DILocation(line: 14, column: 14, scope: !9)
!48 = !DILocation(line: 14, column: 10, scope: !9)
!49 = !DILocation(line: 14, column: 22, scope: !9)
!50 = !DILocation(line: 14, column: 27, scope: !9)
!51 = !DILocation(line: 14, column: 25, scope: !9)
!52 = !DILocation(line: 14, column: 5, scope: !9)
!53 = !DILocation(line: 15, column: 17, scope: !9)
!54 = !DILocation(line: 15, column: 22, scope: !9)
!55 = !DILocation(line: 15, column: 20, scope: !9)
!56 = !DILocation(line: 15, column: 11, scope: !9)
!57 = !DILocation(line: 16, column: 16, scope: !9)
!58 = !DILocation(line: 16, column: 25, scope: !9)
!59 = !DILocation(line: 16, column: 23, scope: !9)
!60 = !DILocation(line: 16, column: 19, scope: !9)
!61 = !DILocation(line: 16, column: 11, scope: !9)
!62 = !DILocation(line: 17, column: 15, scope: !9)
!63 = !DILocation(line: 17, column: 11, scope: !9)
!64 = !DILocation(line: 18, column: 15, scope: !9)
!65 = !DILocation(line: 18, column: 11, scope: !9)
!66 = !DILocation(line: 19, column: 15, scope: !9)
!67 = !DILocation(line: 19, column: 11, scope: !9)
!68 = !DILocation(line: 20, column: 7, scope: !9)
!69 = !DILocation(line: 20, column: 14, scope: !9)
!70 = !DILocation(line: 20, column: 18, scope: !9)
!71 = !DILocation(line: 20, column: 16, scope: !9)
!72 = !DILocation(line: 20, column: 22, scope: !9)
!73 = !DILocation(line: 20, column: 25, scope: !9)
!74 = !DILocation(line: 20, column: 29, scope: !9)
!75 = !DILocation(line: 20, column: 27, scope: !9)
!76 = !DILocation(line: 0, scope: !9)
!77 = !DILocation(line: 21, column: 13, scope: !9)
!78 = !DILocation(line: 21, column: 17, scope: !9)
!79 = !DILocation(line: 21, column: 23, scope: !9)
!80 = !DILocation(line: 21, column: 27, scope: !9)
!81 = !DILocation(line: 21, column: 20, scope: !9)
!82 = !DILocation(line: 22, column: 20, scope: !9)
!83 = !DILocation(line: 22, column: 24, scope: !9)
!84 = !DILocation(line: 22, column: 11, scope: !9)
!85 = !DILocation(line: 22, column: 15, scope: !9)
!86 = !DILocation(line: 22, column: 18, scope: !9)
!87 = !DILocation(line: 23, column: 12, scope: !9)
!88 = !DILocation(line: 24, column: 9, scope: !9)
!89 = !DILocation(line: 25, column: 20, scope: !9)
!90 = !DILocation(line: 25, column: 24, scope: !9)
!91 = !DILocation(line: 25, column: 11, scope: !9)
!92 = !DILocation(line: 25, column: 15, scope: !9)
!93 = !DILocation(line: 25, column: 18, scope: !9)
!94 = !DILocation(line: 26, column: 12, scope: !9)
!95 = !DILocation(line: 28, column: 10, scope: !9)
!96 = distinct !{!96, !68, !97, !98}
!97 = !DILocation(line: 29, column: 7, scope: !9)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 30, column: 7, scope: !9)
!100 = !DILocation(line: 30, column: 14, scope: !9)
!101 = !DILocation(line: 30, column: 18, scope: !9)
!102 = !DILocation(line: 30, column: 16, scope: !9)
!103 = !DILocation(line: 31, column: 18, scope: !9)
!104 = !DILocation(line: 31, column: 22, scope: !9)
!105 = !DILocation(line: 31, column: 9, scope: !9)
!106 = !DILocation(line: 31, column: 13, scope: !9)
!107 = !DILocation(line: 31, column: 16, scope: !9)
!108 = !DILocation(line: 32, column: 10, scope: !9)
!109 = !DILocation(line: 33, column: 10, scope: !9)
!110 = distinct !{!110, !99, !111, !98}
!111 = !DILocation(line: 34, column: 7, scope: !9)
!112 = !DILocation(line: 35, column: 7, scope: !9)
!113 = !DILocation(line: 35, column: 14, scope: !9)
!114 = !DILocation(line: 35, column: 18, scope: !9)
!115 = !DILocation(line: 35, column: 16, scope: !9)
!116 = !DILocation(line: 36, column: 18, scope: !9)
!117 = !DILocation(line: 36, column: 22, scope: !9)
!118 = !DILocation(line: 36, column: 9, scope: !9)
!119 = !DILocation(line: 36, column: 13, scope: !9)
!120 = !DILocation(line: 36, column: 16, scope: !9)
!121 = !DILocation(line: 37, column: 10, scope: !9)
!122 = !DILocation(line: 38, column: 10, scope: !9)
!123 = distinct !{!123, !112, !124, !98}
!124 = !DILocation(line: 39, column: 7, scope: !9)
!125 = !DILocation(line: 40, column: 5, scope: !9)
!126 = !DILocation(line: 14, column: 42, scope: !9)
!127 = !DILocation(line: 14, column: 40, scope: !9)
!128 = !DILocation(line: 14, column: 35, scope: !9)
!129 = distinct !{!129, !52, !125, !98}
!130 = !DILocation(line: 41, column: 14, scope: !9)
!131 = !DILocation(line: 41, column: 10, scope: !9)
!132 = !DILocation(line: 42, column: 11, scope: !9)
!133 = !DILocation(line: 42, column: 9, scope: !9)
!134 = !DILocation(line: 43, column: 11, scope: !9)
!135 = !DILocation(line: 43, column: 9, scope: !9)
!136 = !DILocation(line: 44, column: 3, scope: !9)
!137 = !DILocation(line: 13, column: 42, scope: !9)
!138 = distinct !{!138, !46, !136, !98}
!139 = !DILocation(line: 46, column: 7, scope: !9)
!140 = !DILocation(line: 46, column: 14, scope: !9)
!141 = !DILocation(line: 46, column: 21, scope: !9)
!142 = !DILocation(line: 46, column: 25, scope: !9)
!143 = !DILocation(line: 46, column: 23, scope: !9)
!144 = !DILocation(line: 46, column: 19, scope: !9)
!145 = !DILocation(line: 46, column: 11, scope: !9)
!146 = !DILocation(line: 47, column: 14, scope: !9)
!147 = !DILocation(line: 47, column: 10, scope: !9)
!148 = !DILocation(line: 47, column: 21, scope: !9)
!149 = !DILocation(line: 47, column: 25, scope: !9)
!150 = !DILocation(line: 47, column: 23, scope: !9)
!151 = !DILocation(line: 47, column: 5, scope: !9)
!152 = !DILocation(line: 48, column: 27, scope: !9)
!153 = !DILocation(line: 48, column: 31, scope: !9)
!154 = !DILocation(line: 48, column: 7, scope: !9)
!155 = !DILocation(line: 48, column: 12, scope: !9)
!156 = !DILocation(line: 48, column: 16, scope: !9)
!157 = !DILocation(line: 48, column: 14, scope: !9)
!158 = !DILocation(line: 48, column: 22, scope: !9)
!159 = !DILocation(line: 48, column: 20, scope: !9)
!160 = !DILocation(line: 48, column: 25, scope: !9)
!161 = !DILocation(line: 47, column: 31, scope: !9)
!162 = distinct !{!162, !151, !163, !98}
!163 = !DILocation(line: 48, column: 32, scope: !9)
!164 = !DILocation(line: 49, column: 3, scope: !9)
!165 = !DILocation(line: 50, column: 1, scope: !9)
