; ModuleID = 'basic/warp_shuffle.cu'
source_filename = "basic/warp_shuffle.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.wf_blockIdx_t = type { i8 }
%struct.wf_blockDim_t = type { i8 }
%struct.wf_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.wf_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.wf_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.wf_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_shuffle(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 !dbg !9 {
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
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
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
  %42 = alloca i32, align 4
  store ptr %0, ptr %26, align 8
  store ptr %1, ptr %27, align 8
  store ptr %2, ptr %28, align 8
  store ptr %3, ptr %29, align 8
  store ptr %4, ptr %30, align 8
  %43 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %44 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %45 = mul i32 %43, %44, !dbg !19
  %46 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %47 = add i32 %45, %46, !dbg !23
  store i32 %47, ptr %31, align 4, !dbg !24
  %48 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %49 = urem i32 %48, 32, !dbg !27
  store i32 %49, ptr %32, align 4, !dbg !28
  %50 = load ptr, ptr %26, align 8, !dbg !29
  %51 = load i32, ptr %31, align 4, !dbg !30
  %52 = zext i32 %51 to i64, !dbg !29
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !29
  %54 = load i32, ptr %53, align 4, !dbg !29
  store i32 %54, ptr %33, align 4, !dbg !31
  %55 = load i32, ptr %33, align 4, !dbg !32
  store i32 %55, ptr %34, align 4, !dbg !33
  store i32 1, ptr %35, align 4, !dbg !34
  br label %56, !dbg !35

56:                                               ; preds = %77, %5
  %57 = load i32, ptr %35, align 4, !dbg !36
  %58 = icmp ult i32 %57, 32, !dbg !37
  br i1 %58, label %59, label %80, !dbg !38

59:                                               ; preds = %56
  %60 = load i32, ptr %34, align 4, !dbg !39
  %61 = load i32, ptr %35, align 4, !dbg !40
  store i32 -1, ptr %22, align 4
  store i32 %60, ptr %23, align 4
  store i32 %61, ptr %24, align 4
  store i32 32, ptr %25, align 4
  %62 = load i32, ptr %22, align 4, !dbg !41
  %63 = load i32, ptr %23, align 4, !dbg !44
  %64 = load i32, ptr %24, align 4, !dbg !45
  %65 = load i32, ptr %25, align 4, !dbg !46
  %66 = sub nsw i32 32, %65, !dbg !46
  %67 = shl i32 %66, 8, !dbg !46
  %68 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %62, i32 %63, i32 %64, i32 %67), !dbg !47
  store i32 %68, ptr %36, align 4, !dbg !48
  %69 = load i32, ptr %32, align 4, !dbg !49
  %70 = load i32, ptr %35, align 4, !dbg !50
  %71 = icmp uge i32 %69, %70, !dbg !51
  br i1 %71, label %72, label %76, !dbg !49

72:                                               ; preds = %59
  %73 = load i32, ptr %36, align 4, !dbg !52
  %74 = load i32, ptr %34, align 4, !dbg !53
  %75 = add nsw i32 %74, %73, !dbg !53
  store i32 %75, ptr %34, align 4, !dbg !53
  br label %76, !dbg !54

76:                                               ; preds = %72, %59
  br label %77, !dbg !55

77:                                               ; preds = %76
  %78 = load i32, ptr %35, align 4, !dbg !56
  %79 = shl i32 %78, 1, !dbg !56
  store i32 %79, ptr %35, align 4, !dbg !56
  br label %56, !dbg !38, !llvm.loop !57

80:                                               ; preds = %56
  %81 = load i32, ptr %34, align 4, !dbg !59
  %82 = load ptr, ptr %27, align 8, !dbg !60
  %83 = load i32, ptr %31, align 4, !dbg !61
  %84 = zext i32 %83 to i64, !dbg !60
  %85 = getelementptr inbounds i32, ptr %82, i64 %84, !dbg !60
  store i32 %81, ptr %85, align 4, !dbg !62
  %86 = load i32, ptr %33, align 4, !dbg !63
  store i32 %86, ptr %37, align 4, !dbg !64
  store i32 16, ptr %38, align 4, !dbg !65
  br label %87, !dbg !66

87:                                               ; preds = %103, %80
  %88 = load i32, ptr %38, align 4, !dbg !67
  %89 = icmp sgt i32 %88, 0, !dbg !68
  br i1 %89, label %90, label %106, !dbg !69

90:                                               ; preds = %87
  %91 = load i32, ptr %37, align 4, !dbg !70
  %92 = load i32, ptr %38, align 4, !dbg !71
  store i32 -1, ptr %18, align 4
  store i32 %91, ptr %19, align 4
  store i32 %92, ptr %20, align 4
  store i32 32, ptr %21, align 4
  %93 = load i32, ptr %18, align 4, !dbg !72
  %94 = load i32, ptr %19, align 4, !dbg !75
  %95 = load i32, ptr %20, align 4, !dbg !76
  %96 = load i32, ptr %21, align 4, !dbg !77
  %97 = sub nsw i32 32, %96, !dbg !77
  %98 = shl i32 %97, 8, !dbg !77
  %99 = or i32 %98, 31, !dbg !77
  %100 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %93, i32 %94, i32 %95, i32 %99), !dbg !78
  %101 = load i32, ptr %37, align 4, !dbg !79
  %102 = add nsw i32 %101, %100, !dbg !79
  store i32 %102, ptr %37, align 4, !dbg !79
  br label %103, !dbg !80

103:                                              ; preds = %90
  %104 = load i32, ptr %38, align 4, !dbg !81
  %105 = ashr i32 %104, 1, !dbg !81
  store i32 %105, ptr %38, align 4, !dbg !81
  br label %87, !dbg !69, !llvm.loop !82

106:                                              ; preds = %87
  %107 = load i32, ptr %37, align 4, !dbg !84
  %108 = load ptr, ptr %28, align 8, !dbg !85
  %109 = load i32, ptr %31, align 4, !dbg !86
  %110 = zext i32 %109 to i64, !dbg !85
  %111 = getelementptr inbounds i32, ptr %108, i64 %110, !dbg !85
  store i32 %107, ptr %111, align 4, !dbg !87
  %112 = load i32, ptr %33, align 4, !dbg !88
  %113 = load i32, ptr %32, align 4, !dbg !89
  %114 = add i32 %113, 1, !dbg !90
  %115 = urem i32 %114, 32, !dbg !91
  store i32 -1, ptr %10, align 4
  store i32 %112, ptr %11, align 4
  store i32 %115, ptr %12, align 4
  store i32 32, ptr %13, align 4
  %116 = load i32, ptr %10, align 4, !dbg !92
  %117 = load i32, ptr %11, align 4, !dbg !95
  %118 = load i32, ptr %12, align 4, !dbg !96
  %119 = load i32, ptr %13, align 4, !dbg !97
  %120 = sub nsw i32 32, %119, !dbg !97
  %121 = shl i32 %120, 8, !dbg !97
  %122 = or i32 %121, 31, !dbg !97
  %123 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %116, i32 %117, i32 %118, i32 %122), !dbg !98
  store i32 %123, ptr %39, align 4, !dbg !99
  %124 = load i32, ptr %33, align 4, !dbg !100
  store i32 -1, ptr %14, align 4
  store i32 %124, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store i32 32, ptr %17, align 4
  %125 = load i32, ptr %14, align 4, !dbg !101
  %126 = load i32, ptr %15, align 4, !dbg !103
  %127 = load i32, ptr %16, align 4, !dbg !104
  %128 = load i32, ptr %17, align 4, !dbg !105
  %129 = sub nsw i32 32, %128, !dbg !105
  %130 = shl i32 %129, 8, !dbg !105
  %131 = or i32 %130, 31, !dbg !105
  %132 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %125, i32 %126, i32 %127, i32 %131), !dbg !106
  store i32 %132, ptr %40, align 4, !dbg !107
  %133 = load i32, ptr %39, align 4, !dbg !108
  %134 = load i32, ptr %40, align 4, !dbg !109
  %135 = add nsw i32 %133, %134, !dbg !110
  %136 = load ptr, ptr %29, align 8, !dbg !111
  %137 = load i32, ptr %31, align 4, !dbg !112
  %138 = zext i32 %137 to i64, !dbg !111
  %139 = getelementptr inbounds i32, ptr %136, i64 %138, !dbg !111
  store i32 %135, ptr %139, align 4, !dbg !113
  %140 = load i32, ptr %33, align 4, !dbg !114
  store i32 %140, ptr %41, align 4, !dbg !115
  store i32 16, ptr %42, align 4, !dbg !116
  br label %141, !dbg !117

141:                                              ; preds = %157, %106
  %142 = load i32, ptr %42, align 4, !dbg !118
  %143 = icmp ugt i32 %142, 0, !dbg !119
  br i1 %143, label %144, label %160, !dbg !120

144:                                              ; preds = %141
  %145 = load i32, ptr %41, align 4, !dbg !121
  %146 = load i32, ptr %42, align 4, !dbg !122
  store i32 -1, ptr %6, align 4
  store i32 %145, ptr %7, align 4
  store i32 %146, ptr %8, align 4
  store i32 32, ptr %9, align 4
  %147 = load i32, ptr %6, align 4, !dbg !123
  %148 = load i32, ptr %7, align 4, !dbg !126
  %149 = load i32, ptr %8, align 4, !dbg !127
  %150 = load i32, ptr %9, align 4, !dbg !128
  %151 = sub nsw i32 32, %150, !dbg !128
  %152 = shl i32 %151, 8, !dbg !128
  %153 = or i32 %152, 31, !dbg !128
  %154 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %147, i32 %148, i32 %149, i32 %153), !dbg !129
  %155 = load i32, ptr %41, align 4, !dbg !130
  %156 = add nsw i32 %155, %154, !dbg !130
  store i32 %156, ptr %41, align 4, !dbg !130
  br label %157, !dbg !131

157:                                              ; preds = %144
  %158 = load i32, ptr %42, align 4, !dbg !132
  %159 = lshr i32 %158, 1, !dbg !132
  store i32 %159, ptr %42, align 4, !dbg !132
  br label %141, !dbg !120, !llvm.loop !133

160:                                              ; preds = %141
  %161 = load i32, ptr %32, align 4, !dbg !135
  %162 = icmp eq i32 %161, 0, !dbg !136
  br i1 %162, label %163, label %170, !dbg !135

163:                                              ; preds = %160
  %164 = load i32, ptr %41, align 4, !dbg !137
  %165 = load ptr, ptr %30, align 8, !dbg !138
  %166 = load i32, ptr %31, align 4, !dbg !139
  %167 = udiv i32 %166, 32, !dbg !140
  %168 = zext i32 %167 to i64, !dbg !138
  %169 = getelementptr inbounds i32, ptr %165, i64 %168, !dbg !138
  store i32 %164, ptr %169, align 4, !dbg !141
  br label %170, !dbg !138

170:                                              ; preds = %163, %160
  ret void, !dbg !142
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "basic/warp_shuffle.cu", directory: ".")
!2 = !{ptr @warp_shuffle, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_shuffle", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 46, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 10, column: 20, scope: !9)
!16 = !DILocation(line: 47, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 10, column: 33, scope: !9)
!19 = !DILocation(line: 10, column: 31, scope: !9)
!20 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 10, column: 46, scope: !9)
!23 = !DILocation(line: 10, column: 44, scope: !9)
!24 = !DILocation(line: 10, column: 16, scope: !9)
!25 = !DILocation(line: 45, column: 1, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 11, column: 23, scope: !9)
!27 = !DILocation(line: 11, column: 35, scope: !9)
!28 = !DILocation(line: 11, column: 16, scope: !9)
!29 = !DILocation(line: 12, column: 11, scope: !9)
!30 = !DILocation(line: 12, column: 14, scope: !9)
!31 = !DILocation(line: 12, column: 7, scope: !9)
!32 = !DILocation(line: 14, column: 11, scope: !9)
!33 = !DILocation(line: 14, column: 7, scope: !9)
!34 = !DILocation(line: 15, column: 21, scope: !9)
!35 = !DILocation(line: 15, column: 8, scope: !9)
!36 = !DILocation(line: 15, column: 28, scope: !9)
!37 = !DILocation(line: 15, column: 30, scope: !9)
!38 = !DILocation(line: 15, column: 3, scope: !9)
!39 = !DILocation(line: 16, column: 41, scope: !9)
!40 = !DILocation(line: 16, column: 44, scope: !9)
!41 = !DILocation(line: 84, column: 34, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 83, type: !10, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!43 = distinct !DILocation(line: 16, column: 13, scope: !9)
!44 = !DILocation(line: 84, column: 40, scope: !42, inlinedAt: !43)
!45 = !DILocation(line: 84, column: 48, scope: !42, inlinedAt: !43)
!46 = !DILocation(line: 84, column: 55, scope: !42, inlinedAt: !43)
!47 = !DILocation(line: 84, column: 10, scope: !42, inlinedAt: !43)
!48 = !DILocation(line: 16, column: 9, scope: !9)
!49 = !DILocation(line: 17, column: 9, scope: !9)
!50 = !DILocation(line: 17, column: 17, scope: !9)
!51 = !DILocation(line: 17, column: 14, scope: !9)
!52 = !DILocation(line: 18, column: 12, scope: !9)
!53 = !DILocation(line: 18, column: 9, scope: !9)
!54 = !DILocation(line: 18, column: 7, scope: !9)
!55 = !DILocation(line: 19, column: 3, scope: !9)
!56 = !DILocation(line: 15, column: 44, scope: !9)
!57 = distinct !{!57, !38, !55, !58}
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 20, column: 13, scope: !9)
!60 = !DILocation(line: 20, column: 3, scope: !9)
!61 = !DILocation(line: 20, column: 8, scope: !9)
!62 = !DILocation(line: 20, column: 11, scope: !9)
!63 = !DILocation(line: 22, column: 11, scope: !9)
!64 = !DILocation(line: 22, column: 7, scope: !9)
!65 = !DILocation(line: 23, column: 12, scope: !9)
!66 = !DILocation(line: 23, column: 8, scope: !9)
!67 = !DILocation(line: 23, column: 20, scope: !9)
!68 = !DILocation(line: 23, column: 22, scope: !9)
!69 = !DILocation(line: 23, column: 3, scope: !9)
!70 = !DILocation(line: 24, column: 39, scope: !9)
!71 = !DILocation(line: 24, column: 42, scope: !9)
!72 = !DILocation(line: 102, column: 36, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 101, type: !10, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!74 = distinct !DILocation(line: 24, column: 10, scope: !9)
!75 = !DILocation(line: 102, column: 42, scope: !73, inlinedAt: !74)
!76 = !DILocation(line: 102, column: 45, scope: !73, inlinedAt: !74)
!77 = !DILocation(line: 102, column: 56, scope: !73, inlinedAt: !74)
!78 = !DILocation(line: 102, column: 10, scope: !73, inlinedAt: !74)
!79 = !DILocation(line: 24, column: 7, scope: !9)
!80 = !DILocation(line: 24, column: 5, scope: !9)
!81 = !DILocation(line: 23, column: 29, scope: !9)
!82 = distinct !{!82, !69, !83, !58}
!83 = !DILocation(line: 24, column: 43, scope: !9)
!84 = !DILocation(line: 25, column: 14, scope: !9)
!85 = !DILocation(line: 25, column: 3, scope: !9)
!86 = !DILocation(line: 25, column: 9, scope: !9)
!87 = !DILocation(line: 25, column: 12, scope: !9)
!88 = !DILocation(line: 27, column: 38, scope: !9)
!89 = !DILocation(line: 27, column: 48, scope: !9)
!90 = !DILocation(line: 27, column: 53, scope: !9)
!91 = !DILocation(line: 27, column: 58, scope: !9)
!92 = !DILocation(line: 75, column: 35, scope: !93, inlinedAt: !94)
!93 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!94 = distinct !DILocation(line: 27, column: 13, scope: !9)
!95 = !DILocation(line: 75, column: 41, scope: !93, inlinedAt: !94)
!96 = !DILocation(line: 75, column: 44, scope: !93, inlinedAt: !94)
!97 = !DILocation(line: 75, column: 49, scope: !93, inlinedAt: !94)
!98 = !DILocation(line: 75, column: 10, scope: !93, inlinedAt: !94)
!99 = !DILocation(line: 27, column: 7, scope: !9)
!100 = !DILocation(line: 28, column: 40, scope: !9)
!101 = !DILocation(line: 75, column: 35, scope: !93, inlinedAt: !102)
!102 = distinct !DILocation(line: 28, column: 15, scope: !9)
!103 = !DILocation(line: 75, column: 41, scope: !93, inlinedAt: !102)
!104 = !DILocation(line: 75, column: 44, scope: !93, inlinedAt: !102)
!105 = !DILocation(line: 75, column: 49, scope: !93, inlinedAt: !102)
!106 = !DILocation(line: 75, column: 10, scope: !93, inlinedAt: !102)
!107 = !DILocation(line: 28, column: 7, scope: !9)
!108 = !DILocation(line: 29, column: 14, scope: !9)
!109 = !DILocation(line: 29, column: 20, scope: !9)
!110 = !DILocation(line: 29, column: 18, scope: !9)
!111 = !DILocation(line: 29, column: 3, scope: !9)
!112 = !DILocation(line: 29, column: 9, scope: !9)
!113 = !DILocation(line: 29, column: 12, scope: !9)
!114 = !DILocation(line: 31, column: 11, scope: !9)
!115 = !DILocation(line: 31, column: 7, scope: !9)
!116 = !DILocation(line: 32, column: 21, scope: !9)
!117 = !DILocation(line: 32, column: 8, scope: !9)
!118 = !DILocation(line: 32, column: 29, scope: !9)
!119 = !DILocation(line: 32, column: 31, scope: !9)
!120 = !DILocation(line: 32, column: 3, scope: !9)
!121 = !DILocation(line: 33, column: 40, scope: !9)
!122 = !DILocation(line: 33, column: 43, scope: !9)
!123 = !DILocation(line: 93, column: 36, scope: !124, inlinedAt: !125)
!124 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 92, type: !10, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!125 = distinct !DILocation(line: 33, column: 10, scope: !9)
!126 = !DILocation(line: 93, column: 42, scope: !124, inlinedAt: !125)
!127 = !DILocation(line: 93, column: 50, scope: !124, inlinedAt: !125)
!128 = !DILocation(line: 93, column: 57, scope: !124, inlinedAt: !125)
!129 = !DILocation(line: 93, column: 10, scope: !124, inlinedAt: !125)
!130 = !DILocation(line: 33, column: 7, scope: !9)
!131 = !DILocation(line: 33, column: 5, scope: !9)
!132 = !DILocation(line: 32, column: 38, scope: !9)
!133 = distinct !{!133, !120, !134, !58}
!134 = !DILocation(line: 33, column: 44, scope: !9)
!135 = !DILocation(line: 34, column: 7, scope: !9)
!136 = !DILocation(line: 34, column: 12, scope: !9)
!137 = !DILocation(line: 35, column: 26, scope: !9)
!138 = !DILocation(line: 35, column: 5, scope: !9)
!139 = !DILocation(line: 35, column: 10, scope: !9)
!140 = !DILocation(line: 35, column: 12, scope: !9)
!141 = !DILocation(line: 35, column: 24, scope: !9)
!142 = !DILocation(line: 36, column: 1, scope: !9)
