; ModuleID = 'basic/stencil2d.cu'
source_filename = "basic/stencil2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_threadIdx_t = type { i8 }
%struct.wf_blockIdx_t = type { i8 }

@_ZZ9stencil2dE4tile = internal addrspace(3) global [18 x [18 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @stencil2d(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %15, ptr %9, align 4, !dbg !16
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !17
  store i32 %16, ptr %10, align 4, !dbg !20
  %17 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %18 = mul i32 %17, 16, !dbg !24
  %19 = load i32, ptr %9, align 4, !dbg !25
  %20 = add i32 %18, %19, !dbg !26
  store i32 %20, ptr %11, align 4, !dbg !27
  %21 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !28
  %22 = mul i32 %21, 16, !dbg !31
  %23 = load i32, ptr %10, align 4, !dbg !32
  %24 = add i32 %22, %23, !dbg !33
  store i32 %24, ptr %12, align 4, !dbg !34
  %25 = load ptr, ptr %5, align 8, !dbg !35
  %26 = load i32, ptr %12, align 4, !dbg !36
  %27 = load i32, ptr %7, align 4, !dbg !37
  %28 = mul nsw i32 %26, %27, !dbg !38
  %29 = load i32, ptr %11, align 4, !dbg !39
  %30 = add nsw i32 %28, %29, !dbg !40
  %31 = sext i32 %30 to i64, !dbg !35
  %32 = getelementptr inbounds float, ptr %25, i64 %31, !dbg !35
  %33 = load float, ptr %32, align 4, !dbg !35
  store float %33, ptr %13, align 4, !dbg !41
  %34 = load float, ptr %13, align 4, !dbg !42
  %35 = load i32, ptr %10, align 4, !dbg !43
  %36 = add nsw i32 %35, 1, !dbg !44
  %37 = sext i32 %36 to i64, !dbg !45
  %38 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %37, !dbg !45
  %39 = load i32, ptr %9, align 4, !dbg !46
  %40 = add nsw i32 %39, 1, !dbg !47
  %41 = sext i32 %40 to i64, !dbg !45
  %42 = getelementptr inbounds [18 x float], ptr %38, i64 0, i64 %41, !dbg !45
  store float %34, ptr %42, align 4, !dbg !48
  %43 = load i32, ptr %9, align 4, !dbg !49
  %44 = icmp eq i32 %43, 0, !dbg !50
  br i1 %44, label %45, label %68, !dbg !49

45:                                               ; preds = %4
  %46 = load i32, ptr %11, align 4, !dbg !51
  %47 = icmp sgt i32 %46, 0, !dbg !52
  br i1 %47, label %48, label %59, !dbg !53

48:                                               ; preds = %45
  %49 = load ptr, ptr %5, align 8, !dbg !54
  %50 = load i32, ptr %12, align 4, !dbg !55
  %51 = load i32, ptr %7, align 4, !dbg !56
  %52 = mul nsw i32 %50, %51, !dbg !57
  %53 = load i32, ptr %11, align 4, !dbg !58
  %54 = add nsw i32 %52, %53, !dbg !59
  %55 = sub nsw i32 %54, 1, !dbg !60
  %56 = sext i32 %55 to i64, !dbg !54
  %57 = getelementptr inbounds float, ptr %49, i64 %56, !dbg !54
  %58 = load float, ptr %57, align 4, !dbg !54
  br label %61, !dbg !53

59:                                               ; preds = %45
  %60 = load float, ptr %13, align 4, !dbg !61
  br label %61, !dbg !53

61:                                               ; preds = %59, %48
  %62 = phi contract float [ %58, %48 ], [ %60, %59 ], !dbg !53
  %63 = load i32, ptr %10, align 4, !dbg !62
  %64 = add nsw i32 %63, 1, !dbg !63
  %65 = sext i32 %64 to i64, !dbg !64
  %66 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %65, !dbg !64
  %67 = getelementptr inbounds [18 x float], ptr %66, i64 0, i64 0, !dbg !64
  store float %62, ptr %67, align 4, !dbg !65
  br label %68, !dbg !64

68:                                               ; preds = %61, %4
  %69 = load i32, ptr %9, align 4, !dbg !66
  %70 = icmp eq i32 %69, 15, !dbg !67
  br i1 %70, label %71, label %96, !dbg !66

71:                                               ; preds = %68
  %72 = load i32, ptr %11, align 4, !dbg !68
  %73 = load i32, ptr %7, align 4, !dbg !69
  %74 = sub nsw i32 %73, 1, !dbg !70
  %75 = icmp slt i32 %72, %74, !dbg !71
  br i1 %75, label %76, label %87, !dbg !72

76:                                               ; preds = %71
  %77 = load ptr, ptr %5, align 8, !dbg !73
  %78 = load i32, ptr %12, align 4, !dbg !74
  %79 = load i32, ptr %7, align 4, !dbg !75
  %80 = mul nsw i32 %78, %79, !dbg !76
  %81 = load i32, ptr %11, align 4, !dbg !77
  %82 = add nsw i32 %80, %81, !dbg !78
  %83 = add nsw i32 %82, 1, !dbg !79
  %84 = sext i32 %83 to i64, !dbg !73
  %85 = getelementptr inbounds float, ptr %77, i64 %84, !dbg !73
  %86 = load float, ptr %85, align 4, !dbg !73
  br label %89, !dbg !72

87:                                               ; preds = %71
  %88 = load float, ptr %13, align 4, !dbg !80
  br label %89, !dbg !72

89:                                               ; preds = %87, %76
  %90 = phi contract float [ %86, %76 ], [ %88, %87 ], !dbg !72
  %91 = load i32, ptr %10, align 4, !dbg !81
  %92 = add nsw i32 %91, 1, !dbg !82
  %93 = sext i32 %92 to i64, !dbg !83
  %94 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %93, !dbg !83
  %95 = getelementptr inbounds [18 x float], ptr %94, i64 0, i64 17, !dbg !83
  store float %90, ptr %95, align 4, !dbg !84
  br label %96, !dbg !83

96:                                               ; preds = %89, %68
  %97 = load i32, ptr %10, align 4, !dbg !85
  %98 = icmp eq i32 %97, 0, !dbg !86
  br i1 %98, label %99, label %121, !dbg !85

99:                                               ; preds = %96
  %100 = load i32, ptr %12, align 4, !dbg !87
  %101 = icmp sgt i32 %100, 0, !dbg !88
  br i1 %101, label %102, label %113, !dbg !89

102:                                              ; preds = %99
  %103 = load ptr, ptr %5, align 8, !dbg !90
  %104 = load i32, ptr %12, align 4, !dbg !91
  %105 = sub nsw i32 %104, 1, !dbg !92
  %106 = load i32, ptr %7, align 4, !dbg !93
  %107 = mul nsw i32 %105, %106, !dbg !94
  %108 = load i32, ptr %11, align 4, !dbg !95
  %109 = add nsw i32 %107, %108, !dbg !96
  %110 = sext i32 %109 to i64, !dbg !90
  %111 = getelementptr inbounds float, ptr %103, i64 %110, !dbg !90
  %112 = load float, ptr %111, align 4, !dbg !90
  br label %115, !dbg !89

113:                                              ; preds = %99
  %114 = load float, ptr %13, align 4, !dbg !97
  br label %115, !dbg !89

115:                                              ; preds = %113, %102
  %116 = phi contract float [ %112, %102 ], [ %114, %113 ], !dbg !89
  %117 = load i32, ptr %9, align 4, !dbg !98
  %118 = add nsw i32 %117, 1, !dbg !99
  %119 = sext i32 %118 to i64, !dbg !100
  %120 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %119, !dbg !100
  store float %116, ptr %120, align 4, !dbg !101
  br label %121, !dbg !100

121:                                              ; preds = %115, %96
  %122 = load i32, ptr %10, align 4, !dbg !102
  %123 = icmp eq i32 %122, 15, !dbg !103
  br i1 %123, label %124, label %148, !dbg !102

124:                                              ; preds = %121
  %125 = load i32, ptr %12, align 4, !dbg !104
  %126 = load i32, ptr %8, align 4, !dbg !105
  %127 = sub nsw i32 %126, 1, !dbg !106
  %128 = icmp slt i32 %125, %127, !dbg !107
  br i1 %128, label %129, label %140, !dbg !108

129:                                              ; preds = %124
  %130 = load ptr, ptr %5, align 8, !dbg !109
  %131 = load i32, ptr %12, align 4, !dbg !110
  %132 = add nsw i32 %131, 1, !dbg !111
  %133 = load i32, ptr %7, align 4, !dbg !112
  %134 = mul nsw i32 %132, %133, !dbg !113
  %135 = load i32, ptr %11, align 4, !dbg !114
  %136 = add nsw i32 %134, %135, !dbg !115
  %137 = sext i32 %136 to i64, !dbg !109
  %138 = getelementptr inbounds float, ptr %130, i64 %137, !dbg !109
  %139 = load float, ptr %138, align 4, !dbg !109
  br label %142, !dbg !108

140:                                              ; preds = %124
  %141 = load float, ptr %13, align 4, !dbg !116
  br label %142, !dbg !108

142:                                              ; preds = %140, %129
  %143 = phi contract float [ %139, %129 ], [ %141, %140 ], !dbg !108
  %144 = load i32, ptr %9, align 4, !dbg !117
  %145 = add nsw i32 %144, 1, !dbg !118
  %146 = sext i32 %145 to i64, !dbg !119
  %147 = getelementptr inbounds [18 x float], ptr getelementptr inbounds ([18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 17), i64 0, i64 %146, !dbg !119
  store float %143, ptr %147, align 4, !dbg !120
  br label %148, !dbg !119

148:                                              ; preds = %142, %121
  call void @llvm.nvvm.barrier0(), !dbg !121
  %149 = load i32, ptr %10, align 4, !dbg !122
  %150 = add nsw i32 %149, 1, !dbg !123
  %151 = sext i32 %150 to i64, !dbg !124
  %152 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %151, !dbg !124
  %153 = load i32, ptr %9, align 4, !dbg !125
  %154 = add nsw i32 %153, 1, !dbg !126
  %155 = sext i32 %154 to i64, !dbg !124
  %156 = getelementptr inbounds [18 x float], ptr %152, i64 0, i64 %155, !dbg !124
  %157 = load float, ptr %156, align 4, !dbg !124
  %158 = load i32, ptr %10, align 4, !dbg !127
  %159 = sext i32 %158 to i64, !dbg !128
  %160 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %159, !dbg !128
  %161 = load i32, ptr %9, align 4, !dbg !129
  %162 = add nsw i32 %161, 1, !dbg !130
  %163 = sext i32 %162 to i64, !dbg !128
  %164 = getelementptr inbounds [18 x float], ptr %160, i64 0, i64 %163, !dbg !128
  %165 = load float, ptr %164, align 4, !dbg !128
  %166 = fadd contract float %157, %165, !dbg !131
  %167 = load i32, ptr %10, align 4, !dbg !132
  %168 = add nsw i32 %167, 2, !dbg !133
  %169 = sext i32 %168 to i64, !dbg !134
  %170 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %169, !dbg !134
  %171 = load i32, ptr %9, align 4, !dbg !135
  %172 = add nsw i32 %171, 1, !dbg !136
  %173 = sext i32 %172 to i64, !dbg !134
  %174 = getelementptr inbounds [18 x float], ptr %170, i64 0, i64 %173, !dbg !134
  %175 = load float, ptr %174, align 4, !dbg !134
  %176 = fadd contract float %166, %175, !dbg !137
  %177 = load i32, ptr %10, align 4, !dbg !138
  %178 = add nsw i32 %177, 1, !dbg !139
  %179 = sext i32 %178 to i64, !dbg !140
  %180 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %179, !dbg !140
  %181 = load i32, ptr %9, align 4, !dbg !141
  %182 = sext i32 %181 to i64, !dbg !140
  %183 = getelementptr inbounds [18 x float], ptr %180, i64 0, i64 %182, !dbg !140
  %184 = load float, ptr %183, align 4, !dbg !140
  %185 = fadd contract float %176, %184, !dbg !142
  %186 = load i32, ptr %10, align 4, !dbg !143
  %187 = add nsw i32 %186, 1, !dbg !144
  %188 = sext i32 %187 to i64, !dbg !145
  %189 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9stencil2dE4tile to ptr), i64 0, i64 %188, !dbg !145
  %190 = load i32, ptr %9, align 4, !dbg !146
  %191 = add nsw i32 %190, 2, !dbg !147
  %192 = sext i32 %191 to i64, !dbg !145
  %193 = getelementptr inbounds [18 x float], ptr %189, i64 0, i64 %192, !dbg !145
  %194 = load float, ptr %193, align 4, !dbg !145
  %195 = fadd contract float %185, %194, !dbg !148
  store float %195, ptr %14, align 4, !dbg !149
  %196 = load float, ptr %14, align 4, !dbg !150
  %197 = fmul contract float 0x3FC99999A0000000, %196, !dbg !151
  %198 = load ptr, ptr %6, align 8, !dbg !152
  %199 = load i32, ptr %12, align 4, !dbg !153
  %200 = load i32, ptr %7, align 4, !dbg !154
  %201 = mul nsw i32 %199, %200, !dbg !155
  %202 = load i32, ptr %11, align 4, !dbg !156
  %203 = add nsw i32 %201, %202, !dbg !157
  %204 = sext i32 %203 to i64, !dbg !152
  %205 = getelementptr inbounds float, ptr %198, i64 %204, !dbg !152
  store float %197, ptr %205, align 4, !dbg !158
  ret void, !dbg !159
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/stencil2d.cu", directory: ".")
!2 = !{ptr @stencil2d, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "stencil2d", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 12, scope: !9)
!16 = !DILocation(line: 10, column: 7, scope: !9)
!17 = !DILocation(line: 45, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 10, column: 30, scope: !9)
!20 = !DILocation(line: 10, column: 25, scope: !9)
!21 = !DILocation(line: 46, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 11, column: 11, scope: !9)
!24 = !DILocation(line: 11, column: 22, scope: !9)
!25 = !DILocation(line: 11, column: 29, scope: !9)
!26 = !DILocation(line: 11, column: 27, scope: !9)
!27 = !DILocation(line: 11, column: 7, scope: !9)
!28 = !DILocation(line: 46, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "get_y", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 12, column: 11, scope: !9)
!31 = !DILocation(line: 12, column: 22, scope: !9)
!32 = !DILocation(line: 12, column: 29, scope: !9)
!33 = !DILocation(line: 12, column: 27, scope: !9)
!34 = !DILocation(line: 12, column: 7, scope: !9)
!35 = !DILocation(line: 13, column: 13, scope: !9)
!36 = !DILocation(line: 13, column: 16, scope: !9)
!37 = !DILocation(line: 13, column: 20, scope: !9)
!38 = !DILocation(line: 13, column: 18, scope: !9)
!39 = !DILocation(line: 13, column: 28, scope: !9)
!40 = !DILocation(line: 13, column: 26, scope: !9)
!41 = !DILocation(line: 13, column: 9, scope: !9)
!42 = !DILocation(line: 14, column: 26, scope: !9)
!43 = !DILocation(line: 14, column: 8, scope: !9)
!44 = !DILocation(line: 14, column: 11, scope: !9)
!45 = !DILocation(line: 14, column: 3, scope: !9)
!46 = !DILocation(line: 14, column: 16, scope: !9)
!47 = !DILocation(line: 14, column: 19, scope: !9)
!48 = !DILocation(line: 14, column: 24, scope: !9)
!49 = !DILocation(line: 15, column: 7, scope: !9)
!50 = !DILocation(line: 15, column: 10, scope: !9)
!51 = !DILocation(line: 16, column: 24, scope: !9)
!52 = !DILocation(line: 16, column: 26, scope: !9)
!53 = !DILocation(line: 16, column: 23, scope: !9)
!54 = !DILocation(line: 16, column: 33, scope: !9)
!55 = !DILocation(line: 16, column: 36, scope: !9)
!56 = !DILocation(line: 16, column: 40, scope: !9)
!57 = !DILocation(line: 16, column: 38, scope: !9)
!58 = !DILocation(line: 16, column: 48, scope: !9)
!59 = !DILocation(line: 16, column: 46, scope: !9)
!60 = !DILocation(line: 16, column: 50, scope: !9)
!61 = !DILocation(line: 16, column: 57, scope: !9)
!62 = !DILocation(line: 16, column: 10, scope: !9)
!63 = !DILocation(line: 16, column: 13, scope: !9)
!64 = !DILocation(line: 16, column: 5, scope: !9)
!65 = !DILocation(line: 16, column: 21, scope: !9)
!66 = !DILocation(line: 17, column: 7, scope: !9)
!67 = !DILocation(line: 17, column: 10, scope: !9)
!68 = !DILocation(line: 18, column: 29, scope: !9)
!69 = !DILocation(line: 18, column: 33, scope: !9)
!70 = !DILocation(line: 18, column: 39, scope: !9)
!71 = !DILocation(line: 18, column: 31, scope: !9)
!72 = !DILocation(line: 18, column: 28, scope: !9)
!73 = !DILocation(line: 18, column: 46, scope: !9)
!74 = !DILocation(line: 18, column: 49, scope: !9)
!75 = !DILocation(line: 18, column: 53, scope: !9)
!76 = !DILocation(line: 18, column: 51, scope: !9)
!77 = !DILocation(line: 18, column: 61, scope: !9)
!78 = !DILocation(line: 18, column: 59, scope: !9)
!79 = !DILocation(line: 18, column: 63, scope: !9)
!80 = !DILocation(line: 18, column: 70, scope: !9)
!81 = !DILocation(line: 18, column: 10, scope: !9)
!82 = !DILocation(line: 18, column: 13, scope: !9)
!83 = !DILocation(line: 18, column: 5, scope: !9)
!84 = !DILocation(line: 18, column: 26, scope: !9)
!85 = !DILocation(line: 19, column: 7, scope: !9)
!86 = !DILocation(line: 19, column: 10, scope: !9)
!87 = !DILocation(line: 20, column: 24, scope: !9)
!88 = !DILocation(line: 20, column: 26, scope: !9)
!89 = !DILocation(line: 20, column: 23, scope: !9)
!90 = !DILocation(line: 20, column: 33, scope: !9)
!91 = !DILocation(line: 20, column: 37, scope: !9)
!92 = !DILocation(line: 20, column: 39, scope: !9)
!93 = !DILocation(line: 20, column: 46, scope: !9)
!94 = !DILocation(line: 20, column: 44, scope: !9)
!95 = !DILocation(line: 20, column: 54, scope: !9)
!96 = !DILocation(line: 20, column: 52, scope: !9)
!97 = !DILocation(line: 20, column: 59, scope: !9)
!98 = !DILocation(line: 20, column: 13, scope: !9)
!99 = !DILocation(line: 20, column: 16, scope: !9)
!100 = !DILocation(line: 20, column: 5, scope: !9)
!101 = !DILocation(line: 20, column: 21, scope: !9)
!102 = !DILocation(line: 21, column: 7, scope: !9)
!103 = !DILocation(line: 21, column: 10, scope: !9)
!104 = !DILocation(line: 22, column: 29, scope: !9)
!105 = !DILocation(line: 22, column: 33, scope: !9)
!106 = !DILocation(line: 22, column: 40, scope: !9)
!107 = !DILocation(line: 22, column: 31, scope: !9)
!108 = !DILocation(line: 22, column: 28, scope: !9)
!109 = !DILocation(line: 22, column: 47, scope: !9)
!110 = !DILocation(line: 22, column: 51, scope: !9)
!111 = !DILocation(line: 22, column: 53, scope: !9)
!112 = !DILocation(line: 22, column: 60, scope: !9)
!113 = !DILocation(line: 22, column: 58, scope: !9)
!114 = !DILocation(line: 22, column: 68, scope: !9)
!115 = !DILocation(line: 22, column: 66, scope: !9)
!116 = !DILocation(line: 22, column: 73, scope: !9)
!117 = !DILocation(line: 22, column: 18, scope: !9)
!118 = !DILocation(line: 22, column: 21, scope: !9)
!119 = !DILocation(line: 22, column: 5, scope: !9)
!120 = !DILocation(line: 22, column: 26, scope: !9)
!121 = !DILocation(line: 23, column: 3, scope: !9)
!122 = !DILocation(line: 24, column: 20, scope: !9)
!123 = !DILocation(line: 24, column: 23, scope: !9)
!124 = !DILocation(line: 24, column: 15, scope: !9)
!125 = !DILocation(line: 24, column: 28, scope: !9)
!126 = !DILocation(line: 24, column: 31, scope: !9)
!127 = !DILocation(line: 24, column: 43, scope: !9)
!128 = !DILocation(line: 24, column: 38, scope: !9)
!129 = !DILocation(line: 24, column: 47, scope: !9)
!130 = !DILocation(line: 24, column: 50, scope: !9)
!131 = !DILocation(line: 24, column: 36, scope: !9)
!132 = !DILocation(line: 24, column: 62, scope: !9)
!133 = !DILocation(line: 24, column: 65, scope: !9)
!134 = !DILocation(line: 24, column: 57, scope: !9)
!135 = !DILocation(line: 24, column: 70, scope: !9)
!136 = !DILocation(line: 24, column: 73, scope: !9)
!137 = !DILocation(line: 24, column: 55, scope: !9)
!138 = !DILocation(line: 24, column: 85, scope: !9)
!139 = !DILocation(line: 24, column: 88, scope: !9)
!140 = !DILocation(line: 24, column: 80, scope: !9)
!141 = !DILocation(line: 24, column: 93, scope: !9)
!142 = !DILocation(line: 24, column: 78, scope: !9)
!143 = !DILocation(line: 25, column: 20, scope: !9)
!144 = !DILocation(line: 25, column: 23, scope: !9)
!145 = !DILocation(line: 25, column: 15, scope: !9)
!146 = !DILocation(line: 25, column: 28, scope: !9)
!147 = !DILocation(line: 25, column: 31, scope: !9)
!148 = !DILocation(line: 24, column: 97, scope: !9)
!149 = !DILocation(line: 24, column: 9, scope: !9)
!150 = !DILocation(line: 26, column: 31, scope: !9)
!151 = !DILocation(line: 26, column: 29, scope: !9)
!152 = !DILocation(line: 26, column: 3, scope: !9)
!153 = !DILocation(line: 26, column: 7, scope: !9)
!154 = !DILocation(line: 26, column: 11, scope: !9)
!155 = !DILocation(line: 26, column: 9, scope: !9)
!156 = !DILocation(line: 26, column: 19, scope: !9)
!157 = !DILocation(line: 26, column: 17, scope: !9)
!158 = !DILocation(line: 26, column: 22, scope: !9)
!159 = !DILocation(line: 27, column: 1, scope: !9)
