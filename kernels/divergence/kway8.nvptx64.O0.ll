; ModuleID = 'divergence/kway8.cu'
source_filename = "divergence/kway8.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @kway8(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
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
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %20 = mul i32 %18, %19, !dbg !19
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %22 = add i32 %20, %21, !dbg !23
  store i32 %22, ptr %7, align 4, !dbg !24
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %24 = urem i32 %23, 32, !dbg !27
  %25 = urem i32 %24, 8, !dbg !28
  store i32 %25, ptr %8, align 4, !dbg !29
  %26 = load ptr, ptr %4, align 8, !dbg !30
  %27 = load i32, ptr %7, align 4, !dbg !31
  %28 = zext i32 %27 to i64, !dbg !30
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !30
  %30 = load i32, ptr %29, align 4, !dbg !30
  store i32 %30, ptr %9, align 4, !dbg !32
  %31 = load i32, ptr %8, align 4, !dbg !33
  switch i32 %31, label %146 [
    i32 0, label %32
    i32 1, label %45
    i32 2, label %60
    i32 3, label %75
    i32 4, label %89
    i32 5, label %102
    i32 6, label %117
    i32 7, label %132
  ], !dbg !34

32:                                               ; preds = %3
  store i32 0, ptr %10, align 4, !dbg !35
  br label %33, !dbg !36

33:                                               ; preds = %41, %32
  %34 = load i32, ptr %10, align 4, !dbg !37
  %35 = load i32, ptr %6, align 4, !dbg !38
  %36 = icmp slt i32 %34, %35, !dbg !39
  br i1 %36, label %37, label %44, !dbg !40

37:                                               ; preds = %33
  %38 = load i32, ptr %9, align 4, !dbg !41
  %39 = mul i32 %38, 3, !dbg !42
  %40 = add i32 %39, 40503, !dbg !43
  store i32 %40, ptr %9, align 4, !dbg !44
  br label %41, !dbg !45

41:                                               ; preds = %37
  %42 = load i32, ptr %10, align 4, !dbg !46
  %43 = add nsw i32 %42, 1, !dbg !46
  store i32 %43, ptr %10, align 4, !dbg !46
  br label %33, !dbg !40, !llvm.loop !47

44:                                               ; preds = %33
  br label %147, !dbg !50

45:                                               ; preds = %3
  store i32 0, ptr %11, align 4, !dbg !51
  br label %46, !dbg !52

46:                                               ; preds = %56, %45
  %47 = load i32, ptr %11, align 4, !dbg !53
  %48 = load i32, ptr %6, align 4, !dbg !54
  %49 = icmp slt i32 %47, %48, !dbg !55
  br i1 %49, label %50, label %59, !dbg !56

50:                                               ; preds = %46
  %51 = load i32, ptr %9, align 4, !dbg !57
  %52 = load i32, ptr %9, align 4, !dbg !58
  %53 = lshr i32 %52, 2, !dbg !59
  %54 = xor i32 %51, %53, !dbg !60
  %55 = mul i32 %54, 69, !dbg !61
  store i32 %55, ptr %9, align 4, !dbg !62
  br label %56, !dbg !63

56:                                               ; preds = %50
  %57 = load i32, ptr %11, align 4, !dbg !64
  %58 = add nsw i32 %57, 1, !dbg !64
  store i32 %58, ptr %11, align 4, !dbg !64
  br label %46, !dbg !56, !llvm.loop !65

59:                                               ; preds = %46
  br label %147, !dbg !67

60:                                               ; preds = %3
  store i32 0, ptr %12, align 4, !dbg !68
  br label %61, !dbg !69

61:                                               ; preds = %71, %60
  %62 = load i32, ptr %12, align 4, !dbg !70
  %63 = load i32, ptr %6, align 4, !dbg !71
  %64 = icmp slt i32 %62, %63, !dbg !72
  br i1 %64, label %65, label %74, !dbg !73

65:                                               ; preds = %61
  %66 = load i32, ptr %9, align 4, !dbg !74
  %67 = shl i32 %66, 3, !dbg !75
  %68 = load i32, ptr %9, align 4, !dbg !76
  %69 = xor i32 %68, 42457, !dbg !77
  %70 = add i32 %67, %69, !dbg !78
  store i32 %70, ptr %9, align 4, !dbg !79
  br label %71, !dbg !80

71:                                               ; preds = %65
  %72 = load i32, ptr %12, align 4, !dbg !81
  %73 = add nsw i32 %72, 1, !dbg !81
  store i32 %73, ptr %12, align 4, !dbg !81
  br label %61, !dbg !73, !llvm.loop !82

74:                                               ; preds = %61
  br label %147, !dbg !84

75:                                               ; preds = %3
  store i32 0, ptr %13, align 4, !dbg !85
  br label %76, !dbg !86

76:                                               ; preds = %85, %75
  %77 = load i32, ptr %13, align 4, !dbg !87
  %78 = load i32, ptr %6, align 4, !dbg !88
  %79 = icmp slt i32 %77, %78, !dbg !89
  br i1 %79, label %80, label %88, !dbg !90

80:                                               ; preds = %76
  %81 = load i32, ptr %9, align 4, !dbg !91
  %82 = load i32, ptr %9, align 4, !dbg !92
  %83 = mul i32 %81, %82, !dbg !93
  %84 = add i32 %83, 43434, !dbg !94
  store i32 %84, ptr %9, align 4, !dbg !95
  br label %85, !dbg !96

85:                                               ; preds = %80
  %86 = load i32, ptr %13, align 4, !dbg !97
  %87 = add nsw i32 %86, 1, !dbg !97
  store i32 %87, ptr %13, align 4, !dbg !97
  br label %76, !dbg !90, !llvm.loop !98

88:                                               ; preds = %76
  br label %147, !dbg !100

89:                                               ; preds = %3
  store i32 0, ptr %14, align 4, !dbg !101
  br label %90, !dbg !102

90:                                               ; preds = %98, %89
  %91 = load i32, ptr %14, align 4, !dbg !103
  %92 = load i32, ptr %6, align 4, !dbg !104
  %93 = icmp slt i32 %91, %92, !dbg !105
  br i1 %93, label %94, label %101, !dbg !106

94:                                               ; preds = %90
  %95 = load i32, ptr %9, align 4, !dbg !107
  %96 = mul i32 %95, 75, !dbg !108
  %97 = add i32 %96, 44411, !dbg !109
  store i32 %97, ptr %9, align 4, !dbg !110
  br label %98, !dbg !111

98:                                               ; preds = %94
  %99 = load i32, ptr %14, align 4, !dbg !112
  %100 = add nsw i32 %99, 1, !dbg !112
  store i32 %100, ptr %14, align 4, !dbg !112
  br label %90, !dbg !106, !llvm.loop !113

101:                                              ; preds = %90
  br label %147, !dbg !115

102:                                              ; preds = %3
  store i32 0, ptr %15, align 4, !dbg !116
  br label %103, !dbg !117

103:                                              ; preds = %113, %102
  %104 = load i32, ptr %15, align 4, !dbg !118
  %105 = load i32, ptr %6, align 4, !dbg !119
  %106 = icmp slt i32 %104, %105, !dbg !120
  br i1 %106, label %107, label %116, !dbg !121

107:                                              ; preds = %103
  %108 = load i32, ptr %9, align 4, !dbg !122
  %109 = load i32, ptr %9, align 4, !dbg !123
  %110 = lshr i32 %109, 6, !dbg !124
  %111 = xor i32 %108, %110, !dbg !125
  %112 = mul i32 %111, 141, !dbg !126
  store i32 %112, ptr %9, align 4, !dbg !127
  br label %113, !dbg !128

113:                                              ; preds = %107
  %114 = load i32, ptr %15, align 4, !dbg !129
  %115 = add nsw i32 %114, 1, !dbg !129
  store i32 %115, ptr %15, align 4, !dbg !129
  br label %103, !dbg !121, !llvm.loop !130

116:                                              ; preds = %103
  br label %147, !dbg !132

117:                                              ; preds = %3
  store i32 0, ptr %16, align 4, !dbg !133
  br label %118, !dbg !134

118:                                              ; preds = %128, %117
  %119 = load i32, ptr %16, align 4, !dbg !135
  %120 = load i32, ptr %6, align 4, !dbg !136
  %121 = icmp slt i32 %119, %120, !dbg !137
  br i1 %121, label %122, label %131, !dbg !138

122:                                              ; preds = %118
  %123 = load i32, ptr %9, align 4, !dbg !139
  %124 = shl i32 %123, 7, !dbg !140
  %125 = load i32, ptr %9, align 4, !dbg !141
  %126 = xor i32 %125, 46365, !dbg !142
  %127 = add i32 %124, %126, !dbg !143
  store i32 %127, ptr %9, align 4, !dbg !144
  br label %128, !dbg !145

128:                                              ; preds = %122
  %129 = load i32, ptr %16, align 4, !dbg !146
  %130 = add nsw i32 %129, 1, !dbg !146
  store i32 %130, ptr %16, align 4, !dbg !146
  br label %118, !dbg !138, !llvm.loop !147

131:                                              ; preds = %118
  br label %147, !dbg !149

132:                                              ; preds = %3
  store i32 0, ptr %17, align 4, !dbg !150
  br label %133, !dbg !151

133:                                              ; preds = %142, %132
  %134 = load i32, ptr %17, align 4, !dbg !152
  %135 = load i32, ptr %6, align 4, !dbg !153
  %136 = icmp slt i32 %134, %135, !dbg !154
  br i1 %136, label %137, label %145, !dbg !155

137:                                              ; preds = %133
  %138 = load i32, ptr %9, align 4, !dbg !156
  %139 = load i32, ptr %9, align 4, !dbg !157
  %140 = mul i32 %138, %139, !dbg !158
  %141 = add i32 %140, 47342, !dbg !159
  store i32 %141, ptr %9, align 4, !dbg !160
  br label %142, !dbg !161

142:                                              ; preds = %137
  %143 = load i32, ptr %17, align 4, !dbg !162
  %144 = add nsw i32 %143, 1, !dbg !162
  store i32 %144, ptr %17, align 4, !dbg !162
  br label %133, !dbg !155, !llvm.loop !163

145:                                              ; preds = %133
  br label %147, !dbg !165

146:                                              ; preds = %3
  br label %147, !dbg !166

147:                                              ; preds = %146, %145, %131, %116, %101, %88, %74, %59, %44
  %148 = load i32, ptr %9, align 4, !dbg !167
  %149 = load ptr, ptr %5, align 8, !dbg !168
  %150 = load i32, ptr %7, align 4, !dbg !169
  %151 = zext i32 %150 to i64, !dbg !168
  %152 = getelementptr inbounds i32, ptr %149, i64 %151, !dbg !168
  store i32 %148, ptr %152, align 4, !dbg !170
  ret void, !dbg !171
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
!1 = !DIFile(filename: "divergence/kway8.cu", directory: ".")
!2 = !{ptr @kway8, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "kway8", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!166 = !DILocation(line: 45, column: 5, scope: !9)
!167 = !DILocation(line: 47, column: 12, scope: !9)
!168 = !DILocation(line: 47, column: 3, scope: !9)
!169 = !DILocation(line: 47, column: 7, scope: !9)
!170 = !DILocation(line: 47, column: 10, scope: !9)
!171 = !DILocation(line: 48, column: 1, scope: !9)
