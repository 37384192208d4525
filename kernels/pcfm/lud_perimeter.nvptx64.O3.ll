; ModuleID = 'pcfm/lud_perimeter.cu'
source_filename = "pcfm/lud_perimeter.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13lud_perimeterE3dia = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE4prow = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE4pcol = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lud_perimeter(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = shl i32 %5, 4, !dbg !19
  %7 = add i32 %6, 16, !dbg !19
  %8 = add i32 %7, %2, !dbg !20
  %9 = icmp ult i32 %4, 16, !dbg !21
  br i1 %9, label %10, label %165, !dbg !22

10:                                               ; preds = %3
  %11 = add i32 %4, %2
  %12 = zext nneg i32 %4 to i64
  %13 = mul nsw i32 %2, %1, !dbg !23
  %14 = add i32 %11, %13, !dbg !24
  %15 = sext i32 %14 to i64, !dbg !25
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !25
  %17 = load float, ptr %16, align 4, !dbg !25, !tbaa !26
  %18 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 0, i64 %12, !dbg !30
  store float %17, ptr %18, align 4, !dbg !31, !tbaa !26
  %19 = add nsw i32 %2, 1, !dbg !32
  %20 = mul nsw i32 %19, %1, !dbg !23
  %21 = add i32 %11, %20, !dbg !24
  %22 = sext i32 %21 to i64, !dbg !25
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !25
  %24 = load float, ptr %23, align 4, !dbg !25, !tbaa !26
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 1, i64 %12, !dbg !30
  store float %24, ptr %25, align 4, !dbg !31, !tbaa !26
  %26 = add nsw i32 %2, 2, !dbg !32
  %27 = mul nsw i32 %26, %1, !dbg !23
  %28 = add i32 %11, %27, !dbg !24
  %29 = sext i32 %28 to i64, !dbg !25
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !25
  %31 = load float, ptr %30, align 4, !dbg !25, !tbaa !26
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 2, i64 %12, !dbg !30
  store float %31, ptr %32, align 4, !dbg !31, !tbaa !26
  %33 = add nsw i32 %2, 3, !dbg !32
  %34 = mul nsw i32 %33, %1, !dbg !23
  %35 = add i32 %11, %34, !dbg !24
  %36 = sext i32 %35 to i64, !dbg !25
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !25
  %38 = load float, ptr %37, align 4, !dbg !25, !tbaa !26
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 3, i64 %12, !dbg !30
  store float %38, ptr %39, align 4, !dbg !31, !tbaa !26
  %40 = add nsw i32 %2, 4, !dbg !32
  %41 = mul nsw i32 %40, %1, !dbg !23
  %42 = add i32 %11, %41, !dbg !24
  %43 = sext i32 %42 to i64, !dbg !25
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !25
  %45 = load float, ptr %44, align 4, !dbg !25, !tbaa !26
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 4, i64 %12, !dbg !30
  store float %45, ptr %46, align 4, !dbg !31, !tbaa !26
  %47 = add nsw i32 %2, 5, !dbg !32
  %48 = mul nsw i32 %47, %1, !dbg !23
  %49 = add i32 %11, %48, !dbg !24
  %50 = sext i32 %49 to i64, !dbg !25
  %51 = getelementptr inbounds float, ptr %0, i64 %50, !dbg !25
  %52 = load float, ptr %51, align 4, !dbg !25, !tbaa !26
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 5, i64 %12, !dbg !30
  store float %52, ptr %53, align 4, !dbg !31, !tbaa !26
  %54 = add nsw i32 %2, 6, !dbg !32
  %55 = mul nsw i32 %54, %1, !dbg !23
  %56 = add i32 %11, %55, !dbg !24
  %57 = sext i32 %56 to i64, !dbg !25
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !25
  %59 = load float, ptr %58, align 4, !dbg !25, !tbaa !26
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 6, i64 %12, !dbg !30
  store float %59, ptr %60, align 4, !dbg !31, !tbaa !26
  %61 = add nsw i32 %2, 7, !dbg !32
  %62 = mul nsw i32 %61, %1, !dbg !23
  %63 = add i32 %11, %62, !dbg !24
  %64 = sext i32 %63 to i64, !dbg !25
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !25
  %66 = load float, ptr %65, align 4, !dbg !25, !tbaa !26
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 7, i64 %12, !dbg !30
  store float %66, ptr %67, align 4, !dbg !31, !tbaa !26
  %68 = add i32 %8, %4
  %69 = add i32 %68, %13, !dbg !33
  %70 = sext i32 %69 to i64, !dbg !34
  %71 = getelementptr inbounds float, ptr %0, i64 %70, !dbg !34
  %72 = load float, ptr %71, align 4, !dbg !34, !tbaa !26
  %73 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 0, i64 %12, !dbg !35
  store float %72, ptr %73, align 4, !dbg !36, !tbaa !26
  %74 = add i32 %68, %20, !dbg !33
  %75 = sext i32 %74 to i64, !dbg !34
  %76 = getelementptr inbounds float, ptr %0, i64 %75, !dbg !34
  %77 = load float, ptr %76, align 4, !dbg !34, !tbaa !26
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 1, i64 %12, !dbg !35
  store float %77, ptr %78, align 4, !dbg !36, !tbaa !26
  %79 = add i32 %68, %27, !dbg !33
  %80 = sext i32 %79 to i64, !dbg !34
  %81 = getelementptr inbounds float, ptr %0, i64 %80, !dbg !34
  %82 = load float, ptr %81, align 4, !dbg !34, !tbaa !26
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 2, i64 %12, !dbg !35
  store float %82, ptr %83, align 4, !dbg !36, !tbaa !26
  %84 = add i32 %68, %34, !dbg !33
  %85 = sext i32 %84 to i64, !dbg !34
  %86 = getelementptr inbounds float, ptr %0, i64 %85, !dbg !34
  %87 = load float, ptr %86, align 4, !dbg !34, !tbaa !26
  %88 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 3, i64 %12, !dbg !35
  store float %87, ptr %88, align 4, !dbg !36, !tbaa !26
  %89 = add i32 %68, %41, !dbg !33
  %90 = sext i32 %89 to i64, !dbg !34
  %91 = getelementptr inbounds float, ptr %0, i64 %90, !dbg !34
  %92 = load float, ptr %91, align 4, !dbg !34, !tbaa !26
  %93 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 4, i64 %12, !dbg !35
  store float %92, ptr %93, align 4, !dbg !36, !tbaa !26
  %94 = add i32 %68, %48, !dbg !33
  %95 = sext i32 %94 to i64, !dbg !34
  %96 = getelementptr inbounds float, ptr %0, i64 %95, !dbg !34
  %97 = load float, ptr %96, align 4, !dbg !34, !tbaa !26
  %98 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 5, i64 %12, !dbg !35
  store float %97, ptr %98, align 4, !dbg !36, !tbaa !26
  %99 = add i32 %68, %55, !dbg !33
  %100 = sext i32 %99 to i64, !dbg !34
  %101 = getelementptr inbounds float, ptr %0, i64 %100, !dbg !34
  %102 = load float, ptr %101, align 4, !dbg !34, !tbaa !26
  %103 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 6, i64 %12, !dbg !35
  store float %102, ptr %103, align 4, !dbg !36, !tbaa !26
  %104 = add i32 %68, %62, !dbg !33
  %105 = sext i32 %104 to i64, !dbg !34
  %106 = getelementptr inbounds float, ptr %0, i64 %105, !dbg !34
  %107 = load float, ptr %106, align 4, !dbg !34, !tbaa !26
  %108 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 7, i64 %12, !dbg !35
  store float %107, ptr %108, align 4, !dbg !36, !tbaa !26
  %109 = add nsw i32 %2, 8, !dbg !37
  %110 = mul nsw i32 %109, %1, !dbg !38
  %111 = add i32 %68, %110, !dbg !33
  %112 = sext i32 %111 to i64, !dbg !34
  %113 = getelementptr inbounds float, ptr %0, i64 %112, !dbg !34
  %114 = load float, ptr %113, align 4, !dbg !34, !tbaa !26
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 8, i64 %12, !dbg !35
  store float %114, ptr %115, align 4, !dbg !36, !tbaa !26
  %116 = add nsw i32 %2, 9, !dbg !37
  %117 = mul nsw i32 %116, %1, !dbg !38
  %118 = add i32 %68, %117, !dbg !33
  %119 = sext i32 %118 to i64, !dbg !34
  %120 = getelementptr inbounds float, ptr %0, i64 %119, !dbg !34
  %121 = load float, ptr %120, align 4, !dbg !34, !tbaa !26
  %122 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 9, i64 %12, !dbg !35
  store float %121, ptr %122, align 4, !dbg !36, !tbaa !26
  %123 = add nsw i32 %2, 10, !dbg !37
  %124 = mul nsw i32 %123, %1, !dbg !38
  %125 = add i32 %68, %124, !dbg !33
  %126 = sext i32 %125 to i64, !dbg !34
  %127 = getelementptr inbounds float, ptr %0, i64 %126, !dbg !34
  %128 = load float, ptr %127, align 4, !dbg !34, !tbaa !26
  %129 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 10, i64 %12, !dbg !35
  store float %128, ptr %129, align 4, !dbg !36, !tbaa !26
  %130 = add nsw i32 %2, 11, !dbg !37
  %131 = mul nsw i32 %130, %1, !dbg !38
  %132 = add i32 %68, %131, !dbg !33
  %133 = sext i32 %132 to i64, !dbg !34
  %134 = getelementptr inbounds float, ptr %0, i64 %133, !dbg !34
  %135 = load float, ptr %134, align 4, !dbg !34, !tbaa !26
  %136 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 11, i64 %12, !dbg !35
  store float %135, ptr %136, align 4, !dbg !36, !tbaa !26
  %137 = add nsw i32 %2, 12, !dbg !37
  %138 = mul nsw i32 %137, %1, !dbg !38
  %139 = add i32 %68, %138, !dbg !33
  %140 = sext i32 %139 to i64, !dbg !34
  %141 = getelementptr inbounds float, ptr %0, i64 %140, !dbg !34
  %142 = load float, ptr %141, align 4, !dbg !34, !tbaa !26
  %143 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 12, i64 %12, !dbg !35
  store float %142, ptr %143, align 4, !dbg !36, !tbaa !26
  %144 = add nsw i32 %2, 13, !dbg !37
  %145 = mul nsw i32 %144, %1, !dbg !38
  %146 = add i32 %68, %145, !dbg !33
  %147 = sext i32 %146 to i64, !dbg !34
  %148 = getelementptr inbounds float, ptr %0, i64 %147, !dbg !34
  %149 = load float, ptr %148, align 4, !dbg !34, !tbaa !26
  %150 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 13, i64 %12, !dbg !35
  store float %149, ptr %150, align 4, !dbg !36, !tbaa !26
  %151 = add nsw i32 %2, 14, !dbg !37
  %152 = mul nsw i32 %151, %1, !dbg !38
  %153 = add i32 %68, %152, !dbg !33
  %154 = sext i32 %153 to i64, !dbg !34
  %155 = getelementptr inbounds float, ptr %0, i64 %154, !dbg !34
  %156 = load float, ptr %155, align 4, !dbg !34, !tbaa !26
  %157 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 14, i64 %12, !dbg !35
  store float %156, ptr %157, align 4, !dbg !36, !tbaa !26
  %158 = add nsw i32 %2, 15, !dbg !37
  %159 = mul nsw i32 %158, %1, !dbg !38
  %160 = add i32 %68, %159, !dbg !33
  %161 = sext i32 %160 to i64, !dbg !34
  %162 = getelementptr inbounds float, ptr %0, i64 %161, !dbg !34
  %163 = load float, ptr %162, align 4, !dbg !34, !tbaa !26
  %164 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 15, i64 %12, !dbg !35
  store float %163, ptr %164, align 4, !dbg !36, !tbaa !26
  br label %336, !dbg !39

165:                                              ; preds = %3
  %166 = add nsw i32 %4, -16, !dbg !40
  %167 = add i32 %166, %2
  %168 = zext nneg i32 %166 to i64
  %169 = add nsw i32 %2, 8, !dbg !41
  %170 = mul nsw i32 %169, %1, !dbg !42
  %171 = add i32 %167, %170, !dbg !43
  %172 = sext i32 %171 to i64, !dbg !44
  %173 = getelementptr inbounds float, ptr %0, i64 %172, !dbg !44
  %174 = load float, ptr %173, align 4, !dbg !44, !tbaa !26
  %175 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 8, i64 %168, !dbg !45
  store float %174, ptr %175, align 4, !dbg !46, !tbaa !26
  %176 = add nsw i32 %2, 9, !dbg !41
  %177 = mul nsw i32 %176, %1, !dbg !42
  %178 = add i32 %167, %177, !dbg !43
  %179 = sext i32 %178 to i64, !dbg !44
  %180 = getelementptr inbounds float, ptr %0, i64 %179, !dbg !44
  %181 = load float, ptr %180, align 4, !dbg !44, !tbaa !26
  %182 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 9, i64 %168, !dbg !45
  store float %181, ptr %182, align 4, !dbg !46, !tbaa !26
  %183 = add nsw i32 %2, 10, !dbg !41
  %184 = mul nsw i32 %183, %1, !dbg !42
  %185 = add i32 %167, %184, !dbg !43
  %186 = sext i32 %185 to i64, !dbg !44
  %187 = getelementptr inbounds float, ptr %0, i64 %186, !dbg !44
  %188 = load float, ptr %187, align 4, !dbg !44, !tbaa !26
  %189 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 10, i64 %168, !dbg !45
  store float %188, ptr %189, align 4, !dbg !46, !tbaa !26
  %190 = add nsw i32 %2, 11, !dbg !41
  %191 = mul nsw i32 %190, %1, !dbg !42
  %192 = add i32 %167, %191, !dbg !43
  %193 = sext i32 %192 to i64, !dbg !44
  %194 = getelementptr inbounds float, ptr %0, i64 %193, !dbg !44
  %195 = load float, ptr %194, align 4, !dbg !44, !tbaa !26
  %196 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 11, i64 %168, !dbg !45
  store float %195, ptr %196, align 4, !dbg !46, !tbaa !26
  %197 = add nsw i32 %2, 12, !dbg !41
  %198 = mul nsw i32 %197, %1, !dbg !42
  %199 = add i32 %167, %198, !dbg !43
  %200 = sext i32 %199 to i64, !dbg !44
  %201 = getelementptr inbounds float, ptr %0, i64 %200, !dbg !44
  %202 = load float, ptr %201, align 4, !dbg !44, !tbaa !26
  %203 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 12, i64 %168, !dbg !45
  store float %202, ptr %203, align 4, !dbg !46, !tbaa !26
  %204 = add nsw i32 %2, 13, !dbg !41
  %205 = mul nsw i32 %204, %1, !dbg !42
  %206 = add i32 %167, %205, !dbg !43
  %207 = sext i32 %206 to i64, !dbg !44
  %208 = getelementptr inbounds float, ptr %0, i64 %207, !dbg !44
  %209 = load float, ptr %208, align 4, !dbg !44, !tbaa !26
  %210 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 13, i64 %168, !dbg !45
  store float %209, ptr %210, align 4, !dbg !46, !tbaa !26
  %211 = add nsw i32 %2, 14, !dbg !41
  %212 = mul nsw i32 %211, %1, !dbg !42
  %213 = add i32 %167, %212, !dbg !43
  %214 = sext i32 %213 to i64, !dbg !44
  %215 = getelementptr inbounds float, ptr %0, i64 %214, !dbg !44
  %216 = load float, ptr %215, align 4, !dbg !44, !tbaa !26
  %217 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 14, i64 %168, !dbg !45
  store float %216, ptr %217, align 4, !dbg !46, !tbaa !26
  %218 = add nsw i32 %2, 15, !dbg !41
  %219 = mul nsw i32 %218, %1, !dbg !42
  %220 = add i32 %167, %219, !dbg !43
  %221 = sext i32 %220 to i64, !dbg !44
  %222 = getelementptr inbounds float, ptr %0, i64 %221, !dbg !44
  %223 = load float, ptr %222, align 4, !dbg !44, !tbaa !26
  %224 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 15, i64 %168, !dbg !45
  store float %223, ptr %224, align 4, !dbg !46, !tbaa !26
  %225 = mul nsw i32 %8, %1, !dbg !47
  %226 = add i32 %167, %225, !dbg !48
  %227 = sext i32 %226 to i64, !dbg !49
  %228 = getelementptr inbounds float, ptr %0, i64 %227, !dbg !49
  %229 = load float, ptr %228, align 4, !dbg !49, !tbaa !26
  %230 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 0, i64 %168, !dbg !50
  store float %229, ptr %230, align 4, !dbg !51, !tbaa !26
  %231 = add nsw i32 %8, 1, !dbg !52
  %232 = mul nsw i32 %231, %1, !dbg !47
  %233 = add i32 %167, %232, !dbg !48
  %234 = sext i32 %233 to i64, !dbg !49
  %235 = getelementptr inbounds float, ptr %0, i64 %234, !dbg !49
  %236 = load float, ptr %235, align 4, !dbg !49, !tbaa !26
  %237 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 1, i64 %168, !dbg !50
  store float %236, ptr %237, align 4, !dbg !51, !tbaa !26
  %238 = add nsw i32 %8, 2, !dbg !52
  %239 = mul nsw i32 %238, %1, !dbg !47
  %240 = add i32 %167, %239, !dbg !48
  %241 = sext i32 %240 to i64, !dbg !49
  %242 = getelementptr inbounds float, ptr %0, i64 %241, !dbg !49
  %243 = load float, ptr %242, align 4, !dbg !49, !tbaa !26
  %244 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 2, i64 %168, !dbg !50
  store float %243, ptr %244, align 4, !dbg !51, !tbaa !26
  %245 = add nsw i32 %8, 3, !dbg !52
  %246 = mul nsw i32 %245, %1, !dbg !47
  %247 = add i32 %167, %246, !dbg !48
  %248 = sext i32 %247 to i64, !dbg !49
  %249 = getelementptr inbounds float, ptr %0, i64 %248, !dbg !49
  %250 = load float, ptr %249, align 4, !dbg !49, !tbaa !26
  %251 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 3, i64 %168, !dbg !50
  store float %250, ptr %251, align 4, !dbg !51, !tbaa !26
  %252 = add nsw i32 %8, 4, !dbg !52
  %253 = mul nsw i32 %252, %1, !dbg !47
  %254 = add i32 %167, %253, !dbg !48
  %255 = sext i32 %254 to i64, !dbg !49
  %256 = getelementptr inbounds float, ptr %0, i64 %255, !dbg !49
  %257 = load float, ptr %256, align 4, !dbg !49, !tbaa !26
  %258 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 4, i64 %168, !dbg !50
  store float %257, ptr %258, align 4, !dbg !51, !tbaa !26
  %259 = add nsw i32 %8, 5, !dbg !52
  %260 = mul nsw i32 %259, %1, !dbg !47
  %261 = add i32 %167, %260, !dbg !48
  %262 = sext i32 %261 to i64, !dbg !49
  %263 = getelementptr inbounds float, ptr %0, i64 %262, !dbg !49
  %264 = load float, ptr %263, align 4, !dbg !49, !tbaa !26
  %265 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 5, i64 %168, !dbg !50
  store float %264, ptr %265, align 4, !dbg !51, !tbaa !26
  %266 = add nsw i32 %8, 6, !dbg !52
  %267 = mul nsw i32 %266, %1, !dbg !47
  %268 = add i32 %167, %267, !dbg !48
  %269 = sext i32 %268 to i64, !dbg !49
  %270 = getelementptr inbounds float, ptr %0, i64 %269, !dbg !49
  %271 = load float, ptr %270, align 4, !dbg !49, !tbaa !26
  %272 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 6, i64 %168, !dbg !50
  store float %271, ptr %272, align 4, !dbg !51, !tbaa !26
  %273 = add nsw i32 %8, 7, !dbg !52
  %274 = mul nsw i32 %273, %1, !dbg !47
  %275 = add i32 %167, %274, !dbg !48
  %276 = sext i32 %275 to i64, !dbg !49
  %277 = getelementptr inbounds float, ptr %0, i64 %276, !dbg !49
  %278 = load float, ptr %277, align 4, !dbg !49, !tbaa !26
  %279 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 7, i64 %168, !dbg !50
  store float %278, ptr %279, align 4, !dbg !51, !tbaa !26
  %280 = add nsw i32 %8, 8, !dbg !52
  %281 = mul nsw i32 %280, %1, !dbg !47
  %282 = add i32 %167, %281, !dbg !48
  %283 = sext i32 %282 to i64, !dbg !49
  %284 = getelementptr inbounds float, ptr %0, i64 %283, !dbg !49
  %285 = load float, ptr %284, align 4, !dbg !49, !tbaa !26
  %286 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 8, i64 %168, !dbg !50
  store float %285, ptr %286, align 4, !dbg !51, !tbaa !26
  %287 = add nsw i32 %8, 9, !dbg !52
  %288 = mul nsw i32 %287, %1, !dbg !47
  %289 = add i32 %167, %288, !dbg !48
  %290 = sext i32 %289 to i64, !dbg !49
  %291 = getelementptr inbounds float, ptr %0, i64 %290, !dbg !49
  %292 = load float, ptr %291, align 4, !dbg !49, !tbaa !26
  %293 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 9, i64 %168, !dbg !50
  store float %292, ptr %293, align 4, !dbg !51, !tbaa !26
  %294 = add nsw i32 %8, 10, !dbg !52
  %295 = mul nsw i32 %294, %1, !dbg !47
  %296 = add i32 %167, %295, !dbg !48
  %297 = sext i32 %296 to i64, !dbg !49
  %298 = getelementptr inbounds float, ptr %0, i64 %297, !dbg !49
  %299 = load float, ptr %298, align 4, !dbg !49, !tbaa !26
  %300 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 10, i64 %168, !dbg !50
  store float %299, ptr %300, align 4, !dbg !51, !tbaa !26
  %301 = add nsw i32 %8, 11, !dbg !52
  %302 = mul nsw i32 %301, %1, !dbg !47
  %303 = add i32 %167, %302, !dbg !48
  %304 = sext i32 %303 to i64, !dbg !49
  %305 = getelementptr inbounds float, ptr %0, i64 %304, !dbg !49
  %306 = load float, ptr %305, align 4, !dbg !49, !tbaa !26
  %307 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 11, i64 %168, !dbg !50
  store float %306, ptr %307, align 4, !dbg !51, !tbaa !26
  %308 = add nsw i32 %8, 12, !dbg !52
  %309 = mul nsw i32 %308, %1, !dbg !47
  %310 = add i32 %167, %309, !dbg !48
  %311 = sext i32 %310 to i64, !dbg !49
  %312 = getelementptr inbounds float, ptr %0, i64 %311, !dbg !49
  %313 = load float, ptr %312, align 4, !dbg !49, !tbaa !26
  %314 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 12, i64 %168, !dbg !50
  store float %313, ptr %314, align 4, !dbg !51, !tbaa !26
  %315 = add nsw i32 %8, 13, !dbg !52
  %316 = mul nsw i32 %315, %1, !dbg !47
  %317 = add i32 %167, %316, !dbg !48
  %318 = sext i32 %317 to i64, !dbg !49
  %319 = getelementptr inbounds float, ptr %0, i64 %318, !dbg !49
  %320 = load float, ptr %319, align 4, !dbg !49, !tbaa !26
  %321 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 13, i64 %168, !dbg !50
  store float %320, ptr %321, align 4, !dbg !51, !tbaa !26
  %322 = add nsw i32 %8, 14, !dbg !52
  %323 = mul nsw i32 %322, %1, !dbg !47
  %324 = add i32 %167, %323, !dbg !48
  %325 = sext i32 %324 to i64, !dbg !49
  %326 = getelementptr inbounds float, ptr %0, i64 %325, !dbg !49
  %327 = load float, ptr %326, align 4, !dbg !49, !tbaa !26
  %328 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 14, i64 %168, !dbg !50
  store float %327, ptr %328, align 4, !dbg !51, !tbaa !26
  %329 = add nsw i32 %8, 15, !dbg !52
  %330 = mul nsw i32 %329, %1, !dbg !47
  %331 = add i32 %167, %330, !dbg !48
  %332 = sext i32 %331 to i64, !dbg !49
  %333 = getelementptr inbounds float, ptr %0, i64 %332, !dbg !49
  %334 = load float, ptr %333, align 4, !dbg !49, !tbaa !26
  %335 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 15, i64 %168, !dbg !50
  store float %334, ptr %335, align 4, !dbg !51, !tbaa !26
  br label %336, !dbg !39

336:                                              ; preds = %165, %10
  tail call void @llvm.nvvm.barrier0(), !dbg !39
  br i1 %9, label %337, label %759, !dbg !53

337:                                              ; preds = %336
  %338 = zext nneg i32 %4 to i64
  %339 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 1, i64 %338, !dbg !54
  %340 = load float, ptr %339, align 4, !dbg !54, !tbaa !26
  %341 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 64), align 4, !dbg !55, !tbaa !26
  %342 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 0, i64 %338, !dbg !56
  %343 = load float, ptr %342, align 4, !dbg !56, !tbaa !26
  %344 = fmul contract float %341, %343, !dbg !57
  %345 = fsub contract float %340, %344, !dbg !58
  store float %345, ptr %339, align 4, !dbg !59, !tbaa !26
  %346 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 2, i64 %338, !dbg !54
  %347 = load float, ptr %346, align 4, !dbg !54, !tbaa !26
  %348 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 128), align 4, !dbg !55, !tbaa !26
  %349 = fmul contract float %348, %343, !dbg !57
  %350 = fsub contract float %347, %349, !dbg !58
  %351 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 132), align 4, !dbg !55, !tbaa !26
  %352 = fmul contract float %351, %345, !dbg !57
  %353 = fsub contract float %350, %352, !dbg !58
  store float %353, ptr %346, align 4, !dbg !59, !tbaa !26
  %354 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 3, i64 %338, !dbg !54
  %355 = load float, ptr %354, align 4, !dbg !54, !tbaa !26
  %356 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 192), align 4, !dbg !55, !tbaa !26
  %357 = fmul contract float %356, %343, !dbg !57
  %358 = fsub contract float %355, %357, !dbg !58
  %359 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 196), align 4, !dbg !55, !tbaa !26
  %360 = fmul contract float %359, %345, !dbg !57
  %361 = fsub contract float %358, %360, !dbg !58
  %362 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 200), align 4, !dbg !55, !tbaa !26
  %363 = fmul contract float %362, %353, !dbg !57
  %364 = fsub contract float %361, %363, !dbg !58
  store float %364, ptr %354, align 4, !dbg !59, !tbaa !26
  %365 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 4, i64 %338, !dbg !54
  %366 = load float, ptr %365, align 4, !dbg !54, !tbaa !26
  %367 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 256), align 4, !dbg !55, !tbaa !26
  %368 = fmul contract float %367, %343, !dbg !57
  %369 = fsub contract float %366, %368, !dbg !58
  %370 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 260), align 4, !dbg !55, !tbaa !26
  %371 = fmul contract float %370, %345, !dbg !57
  %372 = fsub contract float %369, %371, !dbg !58
  %373 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 264), align 4, !dbg !55, !tbaa !26
  %374 = fmul contract float %373, %353, !dbg !57
  %375 = fsub contract float %372, %374, !dbg !58
  %376 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 268), align 4, !dbg !55, !tbaa !26
  %377 = fmul contract float %376, %364, !dbg !57
  %378 = fsub contract float %375, %377, !dbg !58
  store float %378, ptr %365, align 4, !dbg !59, !tbaa !26
  %379 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 5, i64 %338, !dbg !54
  %380 = load float, ptr %379, align 4, !dbg !54, !tbaa !26
  %381 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 320), align 4, !dbg !55, !tbaa !26
  %382 = fmul contract float %381, %343, !dbg !57
  %383 = fsub contract float %380, %382, !dbg !58
  %384 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 324), align 4, !dbg !55, !tbaa !26
  %385 = fmul contract float %384, %345, !dbg !57
  %386 = fsub contract float %383, %385, !dbg !58
  %387 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 328), align 4, !dbg !55, !tbaa !26
  %388 = fmul contract float %387, %353, !dbg !57
  %389 = fsub contract float %386, %388, !dbg !58
  %390 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 332), align 4, !dbg !55, !tbaa !26
  %391 = fmul contract float %390, %364, !dbg !57
  %392 = fsub contract float %389, %391, !dbg !58
  %393 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 336), align 4, !dbg !55, !tbaa !26
  %394 = fmul contract float %393, %378, !dbg !57
  %395 = fsub contract float %392, %394, !dbg !58
  store float %395, ptr %379, align 4, !dbg !59, !tbaa !26
  %396 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 6, i64 %338, !dbg !54
  %397 = load float, ptr %396, align 4, !dbg !54, !tbaa !26
  %398 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 384), align 4, !dbg !55, !tbaa !26
  %399 = fmul contract float %398, %343, !dbg !57
  %400 = fsub contract float %397, %399, !dbg !58
  %401 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 388), align 4, !dbg !55, !tbaa !26
  %402 = fmul contract float %401, %345, !dbg !57
  %403 = fsub contract float %400, %402, !dbg !58
  %404 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 392), align 4, !dbg !55, !tbaa !26
  %405 = fmul contract float %404, %353, !dbg !57
  %406 = fsub contract float %403, %405, !dbg !58
  %407 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 396), align 4, !dbg !55, !tbaa !26
  %408 = fmul contract float %407, %364, !dbg !57
  %409 = fsub contract float %406, %408, !dbg !58
  %410 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 400), align 4, !dbg !55, !tbaa !26
  %411 = fmul contract float %410, %378, !dbg !57
  %412 = fsub contract float %409, %411, !dbg !58
  %413 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 404), align 4, !dbg !55, !tbaa !26
  %414 = fmul contract float %413, %395, !dbg !57
  %415 = fsub contract float %412, %414, !dbg !58
  store float %415, ptr %396, align 4, !dbg !59, !tbaa !26
  %416 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 7, i64 %338, !dbg !54
  %417 = load float, ptr %416, align 4, !dbg !54, !tbaa !26
  %418 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 448), align 4, !dbg !55, !tbaa !26
  %419 = fmul contract float %418, %343, !dbg !57
  %420 = fsub contract float %417, %419, !dbg !58
  %421 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 452), align 4, !dbg !55, !tbaa !26
  %422 = fmul contract float %421, %345, !dbg !57
  %423 = fsub contract float %420, %422, !dbg !58
  %424 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 456), align 4, !dbg !55, !tbaa !26
  %425 = fmul contract float %424, %353, !dbg !57
  %426 = fsub contract float %423, %425, !dbg !58
  %427 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 460), align 4, !dbg !55, !tbaa !26
  %428 = fmul contract float %427, %364, !dbg !57
  %429 = fsub contract float %426, %428, !dbg !58
  %430 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 464), align 4, !dbg !55, !tbaa !26
  %431 = fmul contract float %430, %378, !dbg !57
  %432 = fsub contract float %429, %431, !dbg !58
  %433 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 468), align 4, !dbg !55, !tbaa !26
  %434 = fmul contract float %433, %395, !dbg !57
  %435 = fsub contract float %432, %434, !dbg !58
  %436 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 472), align 4, !dbg !55, !tbaa !26
  %437 = fmul contract float %436, %415, !dbg !57
  %438 = fsub contract float %435, %437, !dbg !58
  store float %438, ptr %416, align 4, !dbg !59, !tbaa !26
  %439 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 8, i64 %338, !dbg !54
  %440 = load float, ptr %439, align 4, !dbg !54, !tbaa !26
  %441 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 512), align 4, !dbg !55, !tbaa !26
  %442 = load float, ptr %342, align 4, !dbg !56, !tbaa !26
  %443 = fmul contract float %441, %442, !dbg !57
  %444 = fsub contract float %440, %443, !dbg !58
  %445 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 516), align 4, !dbg !55, !tbaa !26
  %446 = load float, ptr %339, align 4, !dbg !56, !tbaa !26
  %447 = fmul contract float %445, %446, !dbg !57
  %448 = fsub contract float %444, %447, !dbg !58
  %449 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 520), align 4, !dbg !55, !tbaa !26
  %450 = load float, ptr %346, align 4, !dbg !56, !tbaa !26
  %451 = fmul contract float %449, %450, !dbg !57
  %452 = fsub contract float %448, %451, !dbg !58
  %453 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 524), align 4, !dbg !55, !tbaa !26
  %454 = fmul contract float %453, %364, !dbg !57
  %455 = fsub contract float %452, %454, !dbg !58
  %456 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 528), align 4, !dbg !55, !tbaa !26
  %457 = fmul contract float %456, %378, !dbg !57
  %458 = fsub contract float %455, %457, !dbg !58
  %459 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 532), align 4, !dbg !55, !tbaa !26
  %460 = fmul contract float %459, %395, !dbg !57
  %461 = fsub contract float %458, %460, !dbg !58
  %462 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 536), align 4, !dbg !55, !tbaa !26
  %463 = fmul contract float %462, %415, !dbg !57
  %464 = fsub contract float %461, %463, !dbg !58
  %465 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 540), align 4, !dbg !55, !tbaa !26
  %466 = fmul contract float %465, %438, !dbg !57
  %467 = fsub contract float %464, %466, !dbg !58
  store float %467, ptr %439, align 4, !dbg !59, !tbaa !26
  %468 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 9, i64 %338, !dbg !54
  %469 = load float, ptr %468, align 4, !dbg !54, !tbaa !26
  %470 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 576), align 4, !dbg !55, !tbaa !26
  %471 = fmul contract float %470, %442, !dbg !57
  %472 = fsub contract float %469, %471, !dbg !58
  %473 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 580), align 4, !dbg !55, !tbaa !26
  %474 = fmul contract float %473, %446, !dbg !57
  %475 = fsub contract float %472, %474, !dbg !58
  %476 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 584), align 4, !dbg !55, !tbaa !26
  %477 = fmul contract float %476, %450, !dbg !57
  %478 = fsub contract float %475, %477, !dbg !58
  %479 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 588), align 4, !dbg !55, !tbaa !26
  %480 = load float, ptr %354, align 4, !dbg !56, !tbaa !26
  %481 = fmul contract float %479, %480, !dbg !57
  %482 = fsub contract float %478, %481, !dbg !58
  %483 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 592), align 4, !dbg !55, !tbaa !26
  %484 = load float, ptr %365, align 4, !dbg !56, !tbaa !26
  %485 = fmul contract float %483, %484, !dbg !57
  %486 = fsub contract float %482, %485, !dbg !58
  %487 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 596), align 4, !dbg !55, !tbaa !26
  %488 = fmul contract float %487, %395, !dbg !57
  %489 = fsub contract float %486, %488, !dbg !58
  %490 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 600), align 4, !dbg !55, !tbaa !26
  %491 = fmul contract float %490, %415, !dbg !57
  %492 = fsub contract float %489, %491, !dbg !58
  %493 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 604), align 4, !dbg !55, !tbaa !26
  %494 = fmul contract float %493, %438, !dbg !57
  %495 = fsub contract float %492, %494, !dbg !58
  %496 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 608), align 4, !dbg !55, !tbaa !26
  %497 = fmul contract float %496, %467, !dbg !57
  %498 = fsub contract float %495, %497, !dbg !58
  store float %498, ptr %468, align 4, !dbg !59, !tbaa !26
  %499 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 10, i64 %338, !dbg !54
  %500 = load float, ptr %499, align 4, !dbg !54, !tbaa !26
  %501 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 640), align 4, !dbg !55, !tbaa !26
  %502 = fmul contract float %501, %442, !dbg !57
  %503 = fsub contract float %500, %502, !dbg !58
  %504 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 644), align 4, !dbg !55, !tbaa !26
  %505 = fmul contract float %504, %446, !dbg !57
  %506 = fsub contract float %503, %505, !dbg !58
  %507 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 648), align 4, !dbg !55, !tbaa !26
  %508 = fmul contract float %507, %450, !dbg !57
  %509 = fsub contract float %506, %508, !dbg !58
  %510 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 652), align 4, !dbg !55, !tbaa !26
  %511 = fmul contract float %510, %480, !dbg !57
  %512 = fsub contract float %509, %511, !dbg !58
  %513 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 656), align 4, !dbg !55, !tbaa !26
  %514 = fmul contract float %513, %484, !dbg !57
  %515 = fsub contract float %512, %514, !dbg !58
  %516 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 660), align 4, !dbg !55, !tbaa !26
  %517 = load float, ptr %379, align 4, !dbg !56, !tbaa !26
  %518 = fmul contract float %516, %517, !dbg !57
  %519 = fsub contract float %515, %518, !dbg !58
  %520 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 664), align 4, !dbg !55, !tbaa !26
  %521 = load float, ptr %396, align 4, !dbg !56, !tbaa !26
  %522 = fmul contract float %520, %521, !dbg !57
  %523 = fsub contract float %519, %522, !dbg !58
  %524 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 668), align 4, !dbg !55, !tbaa !26
  %525 = fmul contract float %524, %438, !dbg !57
  %526 = fsub contract float %523, %525, !dbg !58
  %527 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 672), align 4, !dbg !55, !tbaa !26
  %528 = fmul contract float %527, %467, !dbg !57
  %529 = fsub contract float %526, %528, !dbg !58
  %530 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 676), align 4, !dbg !55, !tbaa !26
  %531 = fmul contract float %530, %498, !dbg !57
  %532 = fsub contract float %529, %531, !dbg !58
  store float %532, ptr %499, align 4, !dbg !59, !tbaa !26
  %533 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 11, i64 %338, !dbg !54
  %534 = load float, ptr %533, align 4, !dbg !54, !tbaa !26
  %535 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 704), align 4, !dbg !55, !tbaa !26
  %536 = fmul contract float %535, %442, !dbg !57
  %537 = fsub contract float %534, %536, !dbg !58
  %538 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 708), align 4, !dbg !55, !tbaa !26
  %539 = fmul contract float %538, %446, !dbg !57
  %540 = fsub contract float %537, %539, !dbg !58
  %541 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 712), align 4, !dbg !55, !tbaa !26
  %542 = fmul contract float %541, %450, !dbg !57
  %543 = fsub contract float %540, %542, !dbg !58
  %544 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 716), align 4, !dbg !55, !tbaa !26
  %545 = fmul contract float %544, %480, !dbg !57
  %546 = fsub contract float %543, %545, !dbg !58
  %547 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 720), align 4, !dbg !55, !tbaa !26
  %548 = fmul contract float %547, %484, !dbg !57
  %549 = fsub contract float %546, %548, !dbg !58
  %550 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 724), align 4, !dbg !55, !tbaa !26
  %551 = fmul contract float %550, %517, !dbg !57
  %552 = fsub contract float %549, %551, !dbg !58
  %553 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 728), align 4, !dbg !55, !tbaa !26
  %554 = fmul contract float %553, %521, !dbg !57
  %555 = fsub contract float %552, %554, !dbg !58
  %556 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 732), align 4, !dbg !55, !tbaa !26
  %557 = load float, ptr %416, align 4, !dbg !56, !tbaa !26
  %558 = fmul contract float %556, %557, !dbg !57
  %559 = fsub contract float %555, %558, !dbg !58
  %560 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 736), align 4, !dbg !55, !tbaa !26
  %561 = fmul contract float %560, %467, !dbg !57
  %562 = fsub contract float %559, %561, !dbg !58
  %563 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 740), align 4, !dbg !55, !tbaa !26
  %564 = fmul contract float %563, %498, !dbg !57
  %565 = fsub contract float %562, %564, !dbg !58
  %566 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 744), align 4, !dbg !55, !tbaa !26
  %567 = fmul contract float %566, %532, !dbg !57
  %568 = fsub contract float %565, %567, !dbg !58
  store float %568, ptr %533, align 4, !dbg !59, !tbaa !26
  %569 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 12, i64 %338, !dbg !54
  %570 = load float, ptr %569, align 4, !dbg !54, !tbaa !26
  %571 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 768), align 4, !dbg !55, !tbaa !26
  %572 = load float, ptr %342, align 4, !dbg !56, !tbaa !26
  %573 = fmul contract float %571, %572, !dbg !57
  %574 = fsub contract float %570, %573, !dbg !58
  %575 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 772), align 4, !dbg !55, !tbaa !26
  %576 = load float, ptr %339, align 4, !dbg !56, !tbaa !26
  %577 = fmul contract float %575, %576, !dbg !57
  %578 = fsub contract float %574, %577, !dbg !58
  %579 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 776), align 4, !dbg !55, !tbaa !26
  %580 = load float, ptr %346, align 4, !dbg !56, !tbaa !26
  %581 = fmul contract float %579, %580, !dbg !57
  %582 = fsub contract float %578, %581, !dbg !58
  %583 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 780), align 4, !dbg !55, !tbaa !26
  %584 = load float, ptr %354, align 4, !dbg !56, !tbaa !26
  %585 = fmul contract float %583, %584, !dbg !57
  %586 = fsub contract float %582, %585, !dbg !58
  %587 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 784), align 4, !dbg !55, !tbaa !26
  %588 = load float, ptr %365, align 4, !dbg !56, !tbaa !26
  %589 = fmul contract float %587, %588, !dbg !57
  %590 = fsub contract float %586, %589, !dbg !58
  %591 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 788), align 4, !dbg !55, !tbaa !26
  %592 = fmul contract float %591, %517, !dbg !57
  %593 = fsub contract float %590, %592, !dbg !58
  %594 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 792), align 4, !dbg !55, !tbaa !26
  %595 = fmul contract float %594, %521, !dbg !57
  %596 = fsub contract float %593, %595, !dbg !58
  %597 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 796), align 4, !dbg !55, !tbaa !26
  %598 = fmul contract float %597, %557, !dbg !57
  %599 = fsub contract float %596, %598, !dbg !58
  %600 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 800), align 4, !dbg !55, !tbaa !26
  %601 = load float, ptr %439, align 4, !dbg !56, !tbaa !26
  %602 = fmul contract float %600, %601, !dbg !57
  %603 = fsub contract float %599, %602, !dbg !58
  %604 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 804), align 4, !dbg !55, !tbaa !26
  %605 = load float, ptr %468, align 4, !dbg !56, !tbaa !26
  %606 = fmul contract float %604, %605, !dbg !57
  %607 = fsub contract float %603, %606, !dbg !58
  %608 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 808), align 4, !dbg !55, !tbaa !26
  %609 = fmul contract float %608, %532, !dbg !57
  %610 = fsub contract float %607, %609, !dbg !58
  %611 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 812), align 4, !dbg !55, !tbaa !26
  %612 = fmul contract float %611, %568, !dbg !57
  %613 = fsub contract float %610, %612, !dbg !58
  store float %613, ptr %569, align 4, !dbg !59, !tbaa !26
  %614 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 13, i64 %338, !dbg !54
  %615 = load float, ptr %614, align 4, !dbg !54, !tbaa !26
  %616 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 832), align 4, !dbg !55, !tbaa !26
  %617 = fmul contract float %616, %572, !dbg !57
  %618 = fsub contract float %615, %617, !dbg !58
  %619 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 836), align 4, !dbg !55, !tbaa !26
  %620 = fmul contract float %619, %576, !dbg !57
  %621 = fsub contract float %618, %620, !dbg !58
  %622 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 840), align 4, !dbg !55, !tbaa !26
  %623 = fmul contract float %622, %580, !dbg !57
  %624 = fsub contract float %621, %623, !dbg !58
  %625 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 844), align 4, !dbg !55, !tbaa !26
  %626 = fmul contract float %625, %584, !dbg !57
  %627 = fsub contract float %624, %626, !dbg !58
  %628 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 848), align 4, !dbg !55, !tbaa !26
  %629 = fmul contract float %628, %588, !dbg !57
  %630 = fsub contract float %627, %629, !dbg !58
  %631 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 852), align 4, !dbg !55, !tbaa !26
  %632 = load float, ptr %379, align 4, !dbg !56, !tbaa !26
  %633 = fmul contract float %631, %632, !dbg !57
  %634 = fsub contract float %630, %633, !dbg !58
  %635 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 856), align 4, !dbg !55, !tbaa !26
  %636 = load float, ptr %396, align 4, !dbg !56, !tbaa !26
  %637 = fmul contract float %635, %636, !dbg !57
  %638 = fsub contract float %634, %637, !dbg !58
  %639 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 860), align 4, !dbg !55, !tbaa !26
  %640 = fmul contract float %639, %557, !dbg !57
  %641 = fsub contract float %638, %640, !dbg !58
  %642 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 864), align 4, !dbg !55, !tbaa !26
  %643 = fmul contract float %642, %601, !dbg !57
  %644 = fsub contract float %641, %643, !dbg !58
  %645 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 868), align 4, !dbg !55, !tbaa !26
  %646 = fmul contract float %645, %605, !dbg !57
  %647 = fsub contract float %644, %646, !dbg !58
  %648 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 872), align 4, !dbg !55, !tbaa !26
  %649 = load float, ptr %499, align 4, !dbg !56, !tbaa !26
  %650 = fmul contract float %648, %649, !dbg !57
  %651 = fsub contract float %647, %650, !dbg !58
  %652 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 876), align 4, !dbg !55, !tbaa !26
  %653 = fmul contract float %652, %568, !dbg !57
  %654 = fsub contract float %651, %653, !dbg !58
  %655 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 880), align 4, !dbg !55, !tbaa !26
  %656 = fmul contract float %655, %613, !dbg !57
  %657 = fsub contract float %654, %656, !dbg !58
  store float %657, ptr %614, align 4, !dbg !59, !tbaa !26
  %658 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 14, i64 %338, !dbg !54
  %659 = load float, ptr %658, align 4, !dbg !54, !tbaa !26
  %660 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 896), align 4, !dbg !55, !tbaa !26
  %661 = fmul contract float %660, %572, !dbg !57
  %662 = fsub contract float %659, %661, !dbg !58
  %663 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 900), align 4, !dbg !55, !tbaa !26
  %664 = fmul contract float %663, %576, !dbg !57
  %665 = fsub contract float %662, %664, !dbg !58
  %666 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 904), align 4, !dbg !55, !tbaa !26
  %667 = fmul contract float %666, %580, !dbg !57
  %668 = fsub contract float %665, %667, !dbg !58
  %669 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 908), align 4, !dbg !55, !tbaa !26
  %670 = fmul contract float %669, %584, !dbg !57
  %671 = fsub contract float %668, %670, !dbg !58
  %672 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 912), align 4, !dbg !55, !tbaa !26
  %673 = fmul contract float %672, %588, !dbg !57
  %674 = fsub contract float %671, %673, !dbg !58
  %675 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 916), align 4, !dbg !55, !tbaa !26
  %676 = fmul contract float %675, %632, !dbg !57
  %677 = fsub contract float %674, %676, !dbg !58
  %678 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 920), align 4, !dbg !55, !tbaa !26
  %679 = fmul contract float %678, %636, !dbg !57
  %680 = fsub contract float %677, %679, !dbg !58
  %681 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 924), align 4, !dbg !55, !tbaa !26
  %682 = load float, ptr %416, align 4, !dbg !56, !tbaa !26
  %683 = fmul contract float %681, %682, !dbg !57
  %684 = fsub contract float %680, %683, !dbg !58
  %685 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 928), align 4, !dbg !55, !tbaa !26
  %686 = fmul contract float %685, %601, !dbg !57
  %687 = fsub contract float %684, %686, !dbg !58
  %688 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 932), align 4, !dbg !55, !tbaa !26
  %689 = fmul contract float %688, %605, !dbg !57
  %690 = fsub contract float %687, %689, !dbg !58
  %691 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 936), align 4, !dbg !55, !tbaa !26
  %692 = fmul contract float %691, %649, !dbg !57
  %693 = fsub contract float %690, %692, !dbg !58
  %694 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 940), align 4, !dbg !55, !tbaa !26
  %695 = load float, ptr %533, align 4, !dbg !56, !tbaa !26
  %696 = fmul contract float %694, %695, !dbg !57
  %697 = fsub contract float %693, %696, !dbg !58
  %698 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 944), align 4, !dbg !55, !tbaa !26
  %699 = fmul contract float %698, %613, !dbg !57
  %700 = fsub contract float %697, %699, !dbg !58
  %701 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 948), align 4, !dbg !55, !tbaa !26
  %702 = fmul contract float %701, %657, !dbg !57
  %703 = fsub contract float %700, %702, !dbg !58
  store float %703, ptr %658, align 4, !dbg !59, !tbaa !26
  %704 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 15, i64 %338, !dbg !54
  %705 = load float, ptr %704, align 4, !dbg !54, !tbaa !26
  %706 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 960), align 4, !dbg !55, !tbaa !26
  %707 = load float, ptr %342, align 4, !dbg !56, !tbaa !26
  %708 = fmul contract float %706, %707, !dbg !57
  %709 = fsub contract float %705, %708, !dbg !58
  %710 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 964), align 4, !dbg !55, !tbaa !26
  %711 = load float, ptr %339, align 4, !dbg !56, !tbaa !26
  %712 = fmul contract float %710, %711, !dbg !57
  %713 = fsub contract float %709, %712, !dbg !58
  %714 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 968), align 4, !dbg !55, !tbaa !26
  %715 = load float, ptr %346, align 4, !dbg !56, !tbaa !26
  %716 = fmul contract float %714, %715, !dbg !57
  %717 = fsub contract float %713, %716, !dbg !58
  %718 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 972), align 4, !dbg !55, !tbaa !26
  %719 = load float, ptr %354, align 4, !dbg !56, !tbaa !26
  %720 = fmul contract float %718, %719, !dbg !57
  %721 = fsub contract float %717, %720, !dbg !58
  %722 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 976), align 4, !dbg !55, !tbaa !26
  %723 = load float, ptr %365, align 4, !dbg !56, !tbaa !26
  %724 = fmul contract float %722, %723, !dbg !57
  %725 = fsub contract float %721, %724, !dbg !58
  %726 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 980), align 4, !dbg !55, !tbaa !26
  %727 = fmul contract float %726, %632, !dbg !57
  %728 = fsub contract float %725, %727, !dbg !58
  %729 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 984), align 4, !dbg !55, !tbaa !26
  %730 = fmul contract float %729, %636, !dbg !57
  %731 = fsub contract float %728, %730, !dbg !58
  %732 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 988), align 4, !dbg !55, !tbaa !26
  %733 = fmul contract float %732, %682, !dbg !57
  %734 = fsub contract float %731, %733, !dbg !58
  %735 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 992), align 4, !dbg !55, !tbaa !26
  %736 = load float, ptr %439, align 4, !dbg !56, !tbaa !26
  %737 = fmul contract float %735, %736, !dbg !57
  %738 = fsub contract float %734, %737, !dbg !58
  %739 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 996), align 4, !dbg !55, !tbaa !26
  %740 = load float, ptr %468, align 4, !dbg !56, !tbaa !26
  %741 = fmul contract float %739, %740, !dbg !57
  %742 = fsub contract float %738, %741, !dbg !58
  %743 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1000), align 4, !dbg !55, !tbaa !26
  %744 = fmul contract float %743, %649, !dbg !57
  %745 = fsub contract float %742, %744, !dbg !58
  %746 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1004), align 4, !dbg !55, !tbaa !26
  %747 = fmul contract float %746, %695, !dbg !57
  %748 = fsub contract float %745, %747, !dbg !58
  %749 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1008), align 4, !dbg !55, !tbaa !26
  %750 = load float, ptr %569, align 4, !dbg !56, !tbaa !26
  %751 = fmul contract float %749, %750, !dbg !57
  %752 = fsub contract float %748, %751, !dbg !58
  %753 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1012), align 4, !dbg !55, !tbaa !26
  %754 = fmul contract float %753, %657, !dbg !57
  %755 = fsub contract float %752, %754, !dbg !58
  %756 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1016), align 4, !dbg !55, !tbaa !26
  %757 = fmul contract float %756, %703, !dbg !57
  %758 = fsub contract float %755, %757, !dbg !58
  store float %758, ptr %704, align 4, !dbg !59, !tbaa !26
  br label %869, !dbg !60

759:                                              ; preds = %336
  %760 = add nsw i32 %4, -16, !dbg !61
  %761 = zext nneg i32 %760 to i64
  br label %762, !dbg !62

762:                                              ; preds = %759, %792
  %763 = phi i32 [ 0, %759 ], [ %797, %792 ]
  %764 = zext nneg i32 %763 to i64, !dbg !63
  %765 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %764, !dbg !63
  %766 = load float, ptr %765, align 4, !dbg !63, !tbaa !26
  %767 = icmp eq i32 %763, 0, !dbg !64
  br i1 %767, label %792, label %768, !dbg !65

768:                                              ; preds = %762
  %769 = and i32 %763, 7, !dbg !65
  %770 = icmp ult i32 %763, 8, !dbg !65
  br i1 %770, label %773, label %771, !dbg !65

771:                                              ; preds = %768
  %772 = and i32 %763, 2147483640, !dbg !65
  br label %799, !dbg !65

773:                                              ; preds = %799, %768
  %774 = phi float [ poison, %768 ], [ %865, %799 ]
  %775 = phi i32 [ 0, %768 ], [ %866, %799 ]
  %776 = phi float [ %766, %768 ], [ %865, %799 ]
  %777 = icmp eq i32 %769, 0, !dbg !65
  br i1 %777, label %792, label %778, !dbg !65

778:                                              ; preds = %773, %778
  %779 = phi i32 [ %789, %778 ], [ %775, %773 ]
  %780 = phi float [ %788, %778 ], [ %776, %773 ]
  %781 = phi i32 [ %790, %778 ], [ 0, %773 ]
  %782 = zext nneg i32 %779 to i64, !dbg !66
  %783 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %782, !dbg !66
  %784 = load float, ptr %783, align 4, !dbg !66, !tbaa !26
  %785 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %782, i64 %764, !dbg !67
  %786 = load float, ptr %785, align 4, !dbg !67, !tbaa !26
  %787 = fmul contract float %784, %786, !dbg !68
  %788 = fsub contract float %780, %787, !dbg !69
  %789 = add nuw nsw i32 %779, 1, !dbg !70
  %790 = add i32 %781, 1, !dbg !65
  %791 = icmp eq i32 %790, %769, !dbg !65
  br i1 %791, label %792, label %778, !dbg !65, !llvm.loop !71

792:                                              ; preds = %773, %778, %762
  %793 = phi float [ %766, %762 ], [ %774, %773 ], [ %788, %778 ], !dbg !73
  %794 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %764, i64 %764, !dbg !74
  %795 = load float, ptr %794, align 4, !dbg !74, !tbaa !26
  %796 = fdiv contract float %793, %795, !dbg !75
  store float %796, ptr %765, align 4, !dbg !76, !tbaa !26
  %797 = add nuw nsw i32 %763, 1, !dbg !77
  %798 = icmp eq i32 %797, 16, !dbg !78
  br i1 %798, label %869, label %762, !dbg !62, !llvm.loop !79

799:                                              ; preds = %799, %771
  %800 = phi i32 [ 0, %771 ], [ %866, %799 ]
  %801 = phi float [ %766, %771 ], [ %865, %799 ]
  %802 = phi i32 [ 0, %771 ], [ %867, %799 ]
  %803 = zext nneg i32 %800 to i64, !dbg !66
  %804 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %803, !dbg !66
  %805 = load float, ptr %804, align 4, !dbg !66, !tbaa !26
  %806 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %803, i64 %764, !dbg !67
  %807 = load float, ptr %806, align 4, !dbg !67, !tbaa !26
  %808 = fmul contract float %805, %807, !dbg !68
  %809 = fsub contract float %801, %808, !dbg !69
  %810 = or disjoint i32 %800, 1, !dbg !70
  %811 = zext nneg i32 %810 to i64, !dbg !66
  %812 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %811, !dbg !66
  %813 = load float, ptr %812, align 4, !dbg !66, !tbaa !26
  %814 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %811, i64 %764, !dbg !67
  %815 = load float, ptr %814, align 4, !dbg !67, !tbaa !26
  %816 = fmul contract float %813, %815, !dbg !68
  %817 = fsub contract float %809, %816, !dbg !69
  %818 = or disjoint i32 %800, 2, !dbg !70
  %819 = zext nneg i32 %818 to i64, !dbg !66
  %820 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %819, !dbg !66
  %821 = load float, ptr %820, align 4, !dbg !66, !tbaa !26
  %822 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %819, i64 %764, !dbg !67
  %823 = load float, ptr %822, align 4, !dbg !67, !tbaa !26
  %824 = fmul contract float %821, %823, !dbg !68
  %825 = fsub contract float %817, %824, !dbg !69
  %826 = or disjoint i32 %800, 3, !dbg !70
  %827 = zext nneg i32 %826 to i64, !dbg !66
  %828 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %827, !dbg !66
  %829 = load float, ptr %828, align 4, !dbg !66, !tbaa !26
  %830 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %827, i64 %764, !dbg !67
  %831 = load float, ptr %830, align 4, !dbg !67, !tbaa !26
  %832 = fmul contract float %829, %831, !dbg !68
  %833 = fsub contract float %825, %832, !dbg !69
  %834 = or disjoint i32 %800, 4, !dbg !70
  %835 = zext nneg i32 %834 to i64, !dbg !66
  %836 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %835, !dbg !66
  %837 = load float, ptr %836, align 4, !dbg !66, !tbaa !26
  %838 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %835, i64 %764, !dbg !67
  %839 = load float, ptr %838, align 4, !dbg !67, !tbaa !26
  %840 = fmul contract float %837, %839, !dbg !68
  %841 = fsub contract float %833, %840, !dbg !69
  %842 = or disjoint i32 %800, 5, !dbg !70
  %843 = zext nneg i32 %842 to i64, !dbg !66
  %844 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %843, !dbg !66
  %845 = load float, ptr %844, align 4, !dbg !66, !tbaa !26
  %846 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %843, i64 %764, !dbg !67
  %847 = load float, ptr %846, align 4, !dbg !67, !tbaa !26
  %848 = fmul contract float %845, %847, !dbg !68
  %849 = fsub contract float %841, %848, !dbg !69
  %850 = or disjoint i32 %800, 6, !dbg !70
  %851 = zext nneg i32 %850 to i64, !dbg !66
  %852 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %851, !dbg !66
  %853 = load float, ptr %852, align 4, !dbg !66, !tbaa !26
  %854 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %851, i64 %764, !dbg !67
  %855 = load float, ptr %854, align 4, !dbg !67, !tbaa !26
  %856 = fmul contract float %853, %855, !dbg !68
  %857 = fsub contract float %849, %856, !dbg !69
  %858 = or disjoint i32 %800, 7, !dbg !70
  %859 = zext nneg i32 %858 to i64, !dbg !66
  %860 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 %761, i64 %859, !dbg !66
  %861 = load float, ptr %860, align 4, !dbg !66, !tbaa !26
  %862 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 0, i64 %859, i64 %764, !dbg !67
  %863 = load float, ptr %862, align 4, !dbg !67, !tbaa !26
  %864 = fmul contract float %861, %863, !dbg !68
  %865 = fsub contract float %857, %864, !dbg !69
  %866 = add nuw nsw i32 %800, 8, !dbg !70
  %867 = add i32 %802, 8, !dbg !65
  %868 = icmp eq i32 %867, %772, !dbg !65
  br i1 %868, label %773, label %799, !dbg !65, !llvm.loop !82

869:                                              ; preds = %792, %337
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  br i1 %9, label %870, label %978, !dbg !84

870:                                              ; preds = %869
  %871 = zext nneg i32 %4 to i64
  %872 = add i32 %8, %4
  %873 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 0, i64 %871, !dbg !85
  %874 = load float, ptr %873, align 4, !dbg !85, !tbaa !26
  %875 = mul nsw i32 %2, %1, !dbg !86
  %876 = add i32 %872, %875, !dbg !87
  %877 = sext i32 %876 to i64, !dbg !88
  %878 = getelementptr inbounds float, ptr %0, i64 %877, !dbg !88
  store float %874, ptr %878, align 4, !dbg !89, !tbaa !26
  %879 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 1, i64 %871, !dbg !85
  %880 = load float, ptr %879, align 4, !dbg !85, !tbaa !26
  %881 = add nsw i32 %2, 1, !dbg !90
  %882 = mul nsw i32 %881, %1, !dbg !86
  %883 = add i32 %872, %882, !dbg !87
  %884 = sext i32 %883 to i64, !dbg !88
  %885 = getelementptr inbounds float, ptr %0, i64 %884, !dbg !88
  store float %880, ptr %885, align 4, !dbg !89, !tbaa !26
  %886 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 2, i64 %871, !dbg !85
  %887 = load float, ptr %886, align 4, !dbg !85, !tbaa !26
  %888 = add nsw i32 %2, 2, !dbg !90
  %889 = mul nsw i32 %888, %1, !dbg !86
  %890 = add i32 %872, %889, !dbg !87
  %891 = sext i32 %890 to i64, !dbg !88
  %892 = getelementptr inbounds float, ptr %0, i64 %891, !dbg !88
  store float %887, ptr %892, align 4, !dbg !89, !tbaa !26
  %893 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 3, i64 %871, !dbg !85
  %894 = load float, ptr %893, align 4, !dbg !85, !tbaa !26
  %895 = add nsw i32 %2, 3, !dbg !90
  %896 = mul nsw i32 %895, %1, !dbg !86
  %897 = add i32 %872, %896, !dbg !87
  %898 = sext i32 %897 to i64, !dbg !88
  %899 = getelementptr inbounds float, ptr %0, i64 %898, !dbg !88
  store float %894, ptr %899, align 4, !dbg !89, !tbaa !26
  %900 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 4, i64 %871, !dbg !85
  %901 = load float, ptr %900, align 4, !dbg !85, !tbaa !26
  %902 = add nsw i32 %2, 4, !dbg !90
  %903 = mul nsw i32 %902, %1, !dbg !86
  %904 = add i32 %872, %903, !dbg !87
  %905 = sext i32 %904 to i64, !dbg !88
  %906 = getelementptr inbounds float, ptr %0, i64 %905, !dbg !88
  store float %901, ptr %906, align 4, !dbg !89, !tbaa !26
  %907 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 5, i64 %871, !dbg !85
  %908 = load float, ptr %907, align 4, !dbg !85, !tbaa !26
  %909 = add nsw i32 %2, 5, !dbg !90
  %910 = mul nsw i32 %909, %1, !dbg !86
  %911 = add i32 %872, %910, !dbg !87
  %912 = sext i32 %911 to i64, !dbg !88
  %913 = getelementptr inbounds float, ptr %0, i64 %912, !dbg !88
  store float %908, ptr %913, align 4, !dbg !89, !tbaa !26
  %914 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 6, i64 %871, !dbg !85
  %915 = load float, ptr %914, align 4, !dbg !85, !tbaa !26
  %916 = add nsw i32 %2, 6, !dbg !90
  %917 = mul nsw i32 %916, %1, !dbg !86
  %918 = add i32 %872, %917, !dbg !87
  %919 = sext i32 %918 to i64, !dbg !88
  %920 = getelementptr inbounds float, ptr %0, i64 %919, !dbg !88
  store float %915, ptr %920, align 4, !dbg !89, !tbaa !26
  %921 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 7, i64 %871, !dbg !85
  %922 = load float, ptr %921, align 4, !dbg !85, !tbaa !26
  %923 = add nsw i32 %2, 7, !dbg !90
  %924 = mul nsw i32 %923, %1, !dbg !86
  %925 = add i32 %872, %924, !dbg !87
  %926 = sext i32 %925 to i64, !dbg !88
  %927 = getelementptr inbounds float, ptr %0, i64 %926, !dbg !88
  store float %922, ptr %927, align 4, !dbg !89, !tbaa !26
  %928 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 8, i64 %871, !dbg !85
  %929 = load float, ptr %928, align 4, !dbg !85, !tbaa !26
  %930 = add nsw i32 %2, 8, !dbg !90
  %931 = mul nsw i32 %930, %1, !dbg !86
  %932 = add i32 %872, %931, !dbg !87
  %933 = sext i32 %932 to i64, !dbg !88
  %934 = getelementptr inbounds float, ptr %0, i64 %933, !dbg !88
  store float %929, ptr %934, align 4, !dbg !89, !tbaa !26
  %935 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 9, i64 %871, !dbg !85
  %936 = load float, ptr %935, align 4, !dbg !85, !tbaa !26
  %937 = add nsw i32 %2, 9, !dbg !90
  %938 = mul nsw i32 %937, %1, !dbg !86
  %939 = add i32 %872, %938, !dbg !87
  %940 = sext i32 %939 to i64, !dbg !88
  %941 = getelementptr inbounds float, ptr %0, i64 %940, !dbg !88
  store float %936, ptr %941, align 4, !dbg !89, !tbaa !26
  %942 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 10, i64 %871, !dbg !85
  %943 = load float, ptr %942, align 4, !dbg !85, !tbaa !26
  %944 = add nsw i32 %2, 10, !dbg !90
  %945 = mul nsw i32 %944, %1, !dbg !86
  %946 = add i32 %872, %945, !dbg !87
  %947 = sext i32 %946 to i64, !dbg !88
  %948 = getelementptr inbounds float, ptr %0, i64 %947, !dbg !88
  store float %943, ptr %948, align 4, !dbg !89, !tbaa !26
  %949 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 11, i64 %871, !dbg !85
  %950 = load float, ptr %949, align 4, !dbg !85, !tbaa !26
  %951 = add nsw i32 %2, 11, !dbg !90
  %952 = mul nsw i32 %951, %1, !dbg !86
  %953 = add i32 %872, %952, !dbg !87
  %954 = sext i32 %953 to i64, !dbg !88
  %955 = getelementptr inbounds float, ptr %0, i64 %954, !dbg !88
  store float %950, ptr %955, align 4, !dbg !89, !tbaa !26
  %956 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 12, i64 %871, !dbg !85
  %957 = load float, ptr %956, align 4, !dbg !85, !tbaa !26
  %958 = add nsw i32 %2, 12, !dbg !90
  %959 = mul nsw i32 %958, %1, !dbg !86
  %960 = add i32 %872, %959, !dbg !87
  %961 = sext i32 %960 to i64, !dbg !88
  %962 = getelementptr inbounds float, ptr %0, i64 %961, !dbg !88
  store float %957, ptr %962, align 4, !dbg !89, !tbaa !26
  %963 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 13, i64 %871, !dbg !85
  %964 = load float, ptr %963, align 4, !dbg !85, !tbaa !26
  %965 = add nsw i32 %2, 13, !dbg !90
  %966 = mul nsw i32 %965, %1, !dbg !86
  %967 = add i32 %872, %966, !dbg !87
  %968 = sext i32 %967 to i64, !dbg !88
  %969 = getelementptr inbounds float, ptr %0, i64 %968, !dbg !88
  store float %964, ptr %969, align 4, !dbg !89, !tbaa !26
  %970 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 14, i64 %871, !dbg !85
  %971 = load float, ptr %970, align 4, !dbg !85, !tbaa !26
  %972 = add nsw i32 %2, 14, !dbg !90
  %973 = mul nsw i32 %972, %1, !dbg !86
  %974 = add i32 %872, %973, !dbg !87
  %975 = sext i32 %974 to i64, !dbg !88
  %976 = getelementptr inbounds float, ptr %0, i64 %975, !dbg !88
  store float %971, ptr %976, align 4, !dbg !89, !tbaa !26
  %977 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4prow to ptr), i64 0, i64 15, i64 %871, !dbg !85
  br label %1087, !dbg !91

978:                                              ; preds = %869
  %979 = add nsw i32 %4, -16, !dbg !92
  %980 = zext nneg i32 %979 to i64
  %981 = add i32 %979, %2
  %982 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 0, i64 %980, !dbg !93
  %983 = load float, ptr %982, align 4, !dbg !93, !tbaa !26
  %984 = mul nsw i32 %8, %1, !dbg !94
  %985 = add i32 %981, %984, !dbg !95
  %986 = sext i32 %985 to i64, !dbg !96
  %987 = getelementptr inbounds float, ptr %0, i64 %986, !dbg !96
  store float %983, ptr %987, align 4, !dbg !97, !tbaa !26
  %988 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 1, i64 %980, !dbg !93
  %989 = load float, ptr %988, align 4, !dbg !93, !tbaa !26
  %990 = add nsw i32 %8, 1, !dbg !98
  %991 = mul nsw i32 %990, %1, !dbg !94
  %992 = add i32 %981, %991, !dbg !95
  %993 = sext i32 %992 to i64, !dbg !96
  %994 = getelementptr inbounds float, ptr %0, i64 %993, !dbg !96
  store float %989, ptr %994, align 4, !dbg !97, !tbaa !26
  %995 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 2, i64 %980, !dbg !93
  %996 = load float, ptr %995, align 4, !dbg !93, !tbaa !26
  %997 = add nsw i32 %8, 2, !dbg !98
  %998 = mul nsw i32 %997, %1, !dbg !94
  %999 = add i32 %981, %998, !dbg !95
  %1000 = sext i32 %999 to i64, !dbg !96
  %1001 = getelementptr inbounds float, ptr %0, i64 %1000, !dbg !96
  store float %996, ptr %1001, align 4, !dbg !97, !tbaa !26
  %1002 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 3, i64 %980, !dbg !93
  %1003 = load float, ptr %1002, align 4, !dbg !93, !tbaa !26
  %1004 = add nsw i32 %8, 3, !dbg !98
  %1005 = mul nsw i32 %1004, %1, !dbg !94
  %1006 = add i32 %981, %1005, !dbg !95
  %1007 = sext i32 %1006 to i64, !dbg !96
  %1008 = getelementptr inbounds float, ptr %0, i64 %1007, !dbg !96
  store float %1003, ptr %1008, align 4, !dbg !97, !tbaa !26
  %1009 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 4, i64 %980, !dbg !93
  %1010 = load float, ptr %1009, align 4, !dbg !93, !tbaa !26
  %1011 = add nsw i32 %8, 4, !dbg !98
  %1012 = mul nsw i32 %1011, %1, !dbg !94
  %1013 = add i32 %981, %1012, !dbg !95
  %1014 = sext i32 %1013 to i64, !dbg !96
  %1015 = getelementptr inbounds float, ptr %0, i64 %1014, !dbg !96
  store float %1010, ptr %1015, align 4, !dbg !97, !tbaa !26
  %1016 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 5, i64 %980, !dbg !93
  %1017 = load float, ptr %1016, align 4, !dbg !93, !tbaa !26
  %1018 = add nsw i32 %8, 5, !dbg !98
  %1019 = mul nsw i32 %1018, %1, !dbg !94
  %1020 = add i32 %981, %1019, !dbg !95
  %1021 = sext i32 %1020 to i64, !dbg !96
  %1022 = getelementptr inbounds float, ptr %0, i64 %1021, !dbg !96
  store float %1017, ptr %1022, align 4, !dbg !97, !tbaa !26
  %1023 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 6, i64 %980, !dbg !93
  %1024 = load float, ptr %1023, align 4, !dbg !93, !tbaa !26
  %1025 = add nsw i32 %8, 6, !dbg !98
  %1026 = mul nsw i32 %1025, %1, !dbg !94
  %1027 = add i32 %981, %1026, !dbg !95
  %1028 = sext i32 %1027 to i64, !dbg !96
  %1029 = getelementptr inbounds float, ptr %0, i64 %1028, !dbg !96
  store float %1024, ptr %1029, align 4, !dbg !97, !tbaa !26
  %1030 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 7, i64 %980, !dbg !93
  %1031 = load float, ptr %1030, align 4, !dbg !93, !tbaa !26
  %1032 = add nsw i32 %8, 7, !dbg !98
  %1033 = mul nsw i32 %1032, %1, !dbg !94
  %1034 = add i32 %981, %1033, !dbg !95
  %1035 = sext i32 %1034 to i64, !dbg !96
  %1036 = getelementptr inbounds float, ptr %0, i64 %1035, !dbg !96
  store float %1031, ptr %1036, align 4, !dbg !97, !tbaa !26
  %1037 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 8, i64 %980, !dbg !93
  %1038 = load float, ptr %1037, align 4, !dbg !93, !tbaa !26
  %1039 = add nsw i32 %8, 8, !dbg !98
  %1040 = mul nsw i32 %1039, %1, !dbg !94
  %1041 = add i32 %981, %1040, !dbg !95
  %1042 = sext i32 %1041 to i64, !dbg !96
  %1043 = getelementptr inbounds float, ptr %0, i64 %1042, !dbg !96
  store float %1038, ptr %1043, align 4, !dbg !97, !tbaa !26
  %1044 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 9, i64 %980, !dbg !93
  %1045 = load float, ptr %1044, align 4, !dbg !93, !tbaa !26
  %1046 = add nsw i32 %8, 9, !dbg !98
  %1047 = mul nsw i32 %1046, %1, !dbg !94
  %1048 = add i32 %981, %1047, !dbg !95
  %1049 = sext i32 %1048 to i64, !dbg !96
  %1050 = getelementptr inbounds float, ptr %0, i64 %1049, !dbg !96
  store float %1045, ptr %1050, align 4, !dbg !97, !tbaa !26
  %1051 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 10, i64 %980, !dbg !93
  %1052 = load float, ptr %1051, align 4, !dbg !93, !tbaa !26
  %1053 = add nsw i32 %8, 10, !dbg !98
  %1054 = mul nsw i32 %1053, %1, !dbg !94
  %1055 = add i32 %981, %1054, !dbg !95
  %1056 = sext i32 %1055 to i64, !dbg !96
  %1057 = getelementptr inbounds float, ptr %0, i64 %1056, !dbg !96
  store float %1052, ptr %1057, align 4, !dbg !97, !tbaa !26
  %1058 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 11, i64 %980, !dbg !93
  %1059 = load float, ptr %1058, align 4, !dbg !93, !tbaa !26
  %1060 = add nsw i32 %8, 11, !dbg !98
  %1061 = mul nsw i32 %1060, %1, !dbg !94
  %1062 = add i32 %981, %1061, !dbg !95
  %1063 = sext i32 %1062 to i64, !dbg !96
  %1064 = getelementptr inbounds float, ptr %0, i64 %1063, !dbg !96
  store float %1059, ptr %1064, align 4, !dbg !97, !tbaa !26
  %1065 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 12, i64 %980, !dbg !93
  %1066 = load float, ptr %1065, align 4, !dbg !93, !tbaa !26
  %1067 = add nsw i32 %8, 12, !dbg !98
  %1068 = mul nsw i32 %1067, %1, !dbg !94
  %1069 = add i32 %981, %1068, !dbg !95
  %1070 = sext i32 %1069 to i64, !dbg !96
  %1071 = getelementptr inbounds float, ptr %0, i64 %1070, !dbg !96
  store float %1066, ptr %1071, align 4, !dbg !97, !tbaa !26
  %1072 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 13, i64 %980, !dbg !93
  %1073 = load float, ptr %1072, align 4, !dbg !93, !tbaa !26
  %1074 = add nsw i32 %8, 13, !dbg !98
  %1075 = mul nsw i32 %1074, %1, !dbg !94
  %1076 = add i32 %981, %1075, !dbg !95
  %1077 = sext i32 %1076 to i64, !dbg !96
  %1078 = getelementptr inbounds float, ptr %0, i64 %1077, !dbg !96
  store float %1073, ptr %1078, align 4, !dbg !97, !tbaa !26
  %1079 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 14, i64 %980, !dbg !93
  %1080 = load float, ptr %1079, align 4, !dbg !93, !tbaa !26
  %1081 = add nsw i32 %8, 14, !dbg !98
  %1082 = mul nsw i32 %1081, %1, !dbg !94
  %1083 = add i32 %981, %1082, !dbg !95
  %1084 = sext i32 %1083 to i64, !dbg !96
  %1085 = getelementptr inbounds float, ptr %0, i64 %1084, !dbg !96
  store float %1080, ptr %1085, align 4, !dbg !97, !tbaa !26
  %1086 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE4pcol to ptr), i64 0, i64 15, i64 %980, !dbg !93
  br label %1087, !dbg !91

1087:                                             ; preds = %978, %870
  %1088 = phi ptr [ %1086, %978 ], [ %977, %870 ]
  %1089 = phi i32 [ %8, %978 ], [ %2, %870 ]
  %1090 = phi i32 [ %981, %978 ], [ %872, %870 ]
  %1091 = load float, ptr %1088, align 4, !dbg !73, !tbaa !26
  %1092 = add nsw i32 %1089, 15, !dbg !73
  %1093 = mul nsw i32 %1092, %1, !dbg !73
  %1094 = add i32 %1090, %1093, !dbg !73
  %1095 = sext i32 %1094 to i64, !dbg !73
  %1096 = getelementptr inbounds float, ptr %0, i64 %1095, !dbg !73
  store float %1091, ptr %1096, align 4, !dbg !73, !tbaa !26
  ret void, !dbg !91
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pcfm/lud_perimeter.cu", directory: ".")
!2 = !{ptr @lud_perimeter, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lud_perimeter", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 45, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "include/warpflow_cuda.h", directory: ".")
!15 = distinct !DILocation(line: 17, column: 11, scope: !9)
!16 = !DILocation(line: 46, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "get_x", scope: !14, file: !14, line: 46, type: !10, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 18, column: 24, scope: !9)
!19 = !DILocation(line: 18, column: 40, scope: !9)
!20 = !DILocation(line: 18, column: 21, scope: !9)
!21 = !DILocation(line: 22, column: 9, scope: !9)
!22 = !DILocation(line: 22, column: 7, scope: !9)
!23 = !DILocation(line: 24, column: 34, scope: !9)
!24 = !DILocation(line: 24, column: 49, scope: !9)
!25 = !DILocation(line: 24, column: 19, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 24, column: 7, scope: !9)
!31 = !DILocation(line: 24, column: 17, scope: !9)
!32 = !DILocation(line: 24, column: 29, scope: !9)
!33 = !DILocation(line: 26, column: 48, scope: !9)
!34 = !DILocation(line: 26, column: 20, scope: !9)
!35 = !DILocation(line: 26, column: 7, scope: !9)
!36 = !DILocation(line: 26, column: 18, scope: !9)
!37 = !DILocation(line: 26, column: 30, scope: !9)
!38 = !DILocation(line: 26, column: 35, scope: !9)
!39 = !DILocation(line: 34, column: 3, scope: !9)
!40 = !DILocation(line: 28, column: 15, scope: !9)
!41 = !DILocation(line: 30, column: 29, scope: !9)
!42 = !DILocation(line: 30, column: 34, scope: !9)
!43 = !DILocation(line: 30, column: 49, scope: !9)
!44 = !DILocation(line: 30, column: 19, scope: !9)
!45 = !DILocation(line: 30, column: 7, scope: !9)
!46 = !DILocation(line: 30, column: 17, scope: !9)
!47 = !DILocation(line: 32, column: 33, scope: !9)
!48 = !DILocation(line: 32, column: 48, scope: !9)
!49 = !DILocation(line: 32, column: 20, scope: !9)
!50 = !DILocation(line: 32, column: 7, scope: !9)
!51 = !DILocation(line: 32, column: 18, scope: !9)
!52 = !DILocation(line: 32, column: 28, scope: !9)
!53 = !DILocation(line: 36, column: 7, scope: !9)
!54 = !DILocation(line: 40, column: 19, scope: !9)
!55 = !DILocation(line: 42, column: 16, scope: !9)
!56 = !DILocation(line: 42, column: 28, scope: !9)
!57 = !DILocation(line: 42, column: 26, scope: !9)
!58 = !DILocation(line: 42, column: 13, scope: !9)
!59 = !DILocation(line: 43, column: 18, scope: !9)
!60 = !DILocation(line: 55, column: 3, scope: !9)
!61 = !DILocation(line: 47, column: 15, scope: !9)
!62 = !DILocation(line: 48, column: 5, scope: !9)
!63 = !DILocation(line: 49, column: 19, scope: !9)
!64 = !DILocation(line: 50, column: 25, scope: !9)
!65 = !DILocation(line: 50, column: 7, scope: !9)
!66 = !DILocation(line: 51, column: 16, scope: !9)
!67 = !DILocation(line: 51, column: 29, scope: !9)
!68 = !DILocation(line: 51, column: 27, scope: !9)
!69 = !DILocation(line: 51, column: 13, scope: !9)
!70 = !DILocation(line: 50, column: 31, scope: !9)
!71 = distinct !{!71, !72}
!72 = !{!"llvm.loop.unroll.disable"}
!73 = !DILocation(line: 0, scope: !9)
!74 = !DILocation(line: 52, column: 26, scope: !9)
!75 = !DILocation(line: 52, column: 24, scope: !9)
!76 = !DILocation(line: 52, column: 18, scope: !9)
!77 = !DILocation(line: 48, column: 30, scope: !9)
!78 = !DILocation(line: 48, column: 23, scope: !9)
!79 = distinct !{!79, !62, !80, !81}
!80 = !DILocation(line: 53, column: 5, scope: !9)
!81 = !{!"llvm.loop.mustprogress"}
!82 = distinct !{!82, !65, !83, !81}
!83 = !DILocation(line: 51, column: 37, scope: !9)
!84 = !DILocation(line: 57, column: 7, scope: !9)
!85 = !DILocation(line: 59, column: 42, scope: !9)
!86 = !DILocation(line: 59, column: 22, scope: !9)
!87 = !DILocation(line: 59, column: 35, scope: !9)
!88 = !DILocation(line: 59, column: 7, scope: !9)
!89 = !DILocation(line: 59, column: 40, scope: !9)
!90 = !DILocation(line: 59, column: 17, scope: !9)
!91 = !DILocation(line: 65, column: 1, scope: !9)
!92 = !DILocation(line: 61, column: 15, scope: !9)
!93 = !DILocation(line: 63, column: 42, scope: !9)
!94 = !DILocation(line: 63, column: 20, scope: !9)
!95 = !DILocation(line: 63, column: 35, scope: !9)
!96 = !DILocation(line: 63, column: 7, scope: !9)
!97 = !DILocation(line: 63, column: 40, scope: !9)
!98 = !DILocation(line: 63, column: 15, scope: !9)
