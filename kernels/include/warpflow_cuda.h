/* warpflow_cuda.h: the small CUDA shim of the warpflow kernel corpus.
 *
 * It lets clang-19 compile the corpus' CUDA kernels for nvptx64 without a CUDA SDK
 * (-nocudainc -nocudalib): execution-space macros, the thread/block index variables,
 * barriers, warp shuffles and votes, atomics and fences, each mapped onto a clang
 * NVPTX builtin or a generic __atomic builtin so that the IR holds only LLVM
 * instructions and llvm.nvvm.* intrinsics (no library calls).
 *
 * Shuffles and votes need PTX 6.0 or later: the corpus compiles with
 * -Xclang -target-feature -Xclang +ptx70 (see scripts/regen-kernels).
 */
#ifndef WARPFLOW_CUDA_H
#define WARPFLOW_CUDA_H

#if !defined(__CUDA__) && !defined(__CUDACC_RTC__)
#error "warpflow_cuda.h is for CUDA device compilation (clang -x cuda --cuda-device-only, or NVRTC)"
#elif !defined(__CUDACC_RTC__) /* clang: the shim below; NVRTC: its built-ins (end of the file) */

/* Execution spaces and qualifiers (clang attributes). __noinline__ and
 * __forceinline__ spellings as in CUDA; clang 19 already knows __noinline__. */
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))

/* Helper for the small wrappers below: inlined everywhere, also at -O0. */
#define WF_DEVICE_INLINE static __device__ __forceinline__

/* threadIdx, blockIdx, blockDim, gridDim: objects whose .x/.y/.z members are
 * properties that read the PTX special registers. The objects are declared
 * only; reading a member never references them. */
#define WF_SREG_OBJECT(NAME, REG)                                                   \
  struct wf_##NAME##_t {                                                            \
    __declspec(property(get = get_x)) unsigned int x;                               \
    __declspec(property(get = get_y)) unsigned int y;                               \
    __declspec(property(get = get_z)) unsigned int z;                               \
    static __device__ __forceinline__ unsigned int get_x() { return __nvvm_read_ptx_sreg_##REG##_x(); } \
    static __device__ __forceinline__ unsigned int get_y() { return __nvvm_read_ptx_sreg_##REG##_y(); } \
    static __device__ __forceinline__ unsigned int get_z() { return __nvvm_read_ptx_sreg_##REG##_z(); } \
  };                                                                                \
  extern const __device__ wf_##NAME##_t NAME

WF_SREG_OBJECT(threadIdx, tid);
WF_SREG_OBJECT(blockIdx, ctaid);
WF_SREG_OBJECT(blockDim, ntid);
WF_SREG_OBJECT(gridDim, nctaid);

/* The CUDA warp size is the constant 32 (as in CUDA; warp-level code below assumes it). */
#define warpSize 32

WF_DEVICE_INLINE unsigned int wf_lane_id(void) { return __nvvm_read_ptx_sreg_laneid(); }

/* Block barriers. __syncthreads() itself is a clang NVPTX builtin
 * (llvm.nvvm.barrier0); the counting variants map to barrier0.popc/and/or. */
WF_DEVICE_INLINE int __syncthreads_count(int pred) { return __nvvm_bar0_popc(pred); }
WF_DEVICE_INLINE int __syncthreads_and(int pred) { return __nvvm_bar0_and(pred); }
WF_DEVICE_INLINE int __syncthreads_or(int pred) { return __nvvm_bar0_or(pred); }

/* Warp-level synchronisation (not a block barrier). */
WF_DEVICE_INLINE void __syncwarp(unsigned int mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
WF_DEVICE_INLINE unsigned int __activemask(void) { return __nvvm_activemask(); }

/* Memory fences. */
WF_DEVICE_INLINE void __threadfence(void) { __nvvm_membar_gl(); }
WF_DEVICE_INLINE void __threadfence_block(void) { __nvvm_membar_cta(); }

/* Warp shuffles. The last operand of the PTX shfl instruction packs the
 * segment mask ((32 - width) << 8) and, except for shfl.up, the lane clamp 31. */
#define WF_SHFL_C(width) (((32 - (width)) << 8) | 0x1f)
#define WF_SHFL_UP_C(width) ((32 - (width)) << 8)

WF_DEVICE_INLINE int __shfl_sync(unsigned int mask, int v, int src, int width = 32) {
  return __nvvm_shfl_sync_idx_i32(mask, v, src, WF_SHFL_C(width));
}
WF_DEVICE_INLINE unsigned int __shfl_sync(unsigned int mask, unsigned int v, int src, int width = 32) {
  return (unsigned int)__nvvm_shfl_sync_idx_i32(mask, (int)v, src, WF_SHFL_C(width));
}
WF_DEVICE_INLINE float __shfl_sync(unsigned int mask, float v, int src, int width = 32) {
  return __nvvm_shfl_sync_idx_f32(mask, v, src, WF_SHFL_C(width));
}
WF_DEVICE_INLINE int __shfl_up_sync(unsigned int mask, int v, unsigned int delta, int width = 32) {
  return __nvvm_shfl_sync_up_i32(mask, v, (int)delta, WF_SHFL_UP_C(width));
}
WF_DEVICE_INLINE unsigned int __shfl_up_sync(unsigned int mask, unsigned int v, unsigned int delta, int width = 32) {
  return (unsigned int)__nvvm_shfl_sync_up_i32(mask, (int)v, (int)delta, WF_SHFL_UP_C(width));
}
WF_DEVICE_INLINE float __shfl_up_sync(unsigned int mask, float v, unsigned int delta, int width = 32) {
  return __nvvm_shfl_sync_up_f32(mask, v, (int)delta, WF_SHFL_UP_C(width));
}
WF_DEVICE_INLINE int __shfl_down_sync(unsigned int mask, int v, unsigned int delta, int width = 32) {
  return __nvvm_shfl_sync_down_i32(mask, v, (int)delta, WF_SHFL_C(width));
}
WF_DEVICE_INLINE unsigned int __shfl_down_sync(unsigned int mask, unsigned int v, unsigned int delta, int width = 32) {
  return (unsigned int)__nvvm_shfl_sync_down_i32(mask, (int)v, (int)delta, WF_SHFL_C(width));
}
WF_DEVICE_INLINE float __shfl_down_sync(unsigned int mask, float v, unsigned int delta, int width = 32) {
  return __nvvm_shfl_sync_down_f32(mask, v, (int)delta, WF_SHFL_C(width));
}
WF_DEVICE_INLINE int __shfl_xor_sync(unsigned int mask, int v, int lane_mask, int width = 32) {
  return __nvvm_shfl_sync_bfly_i32(mask, v, lane_mask, WF_SHFL_C(width));
}
WF_DEVICE_INLINE unsigned int __shfl_xor_sync(unsigned int mask, unsigned int v, int lane_mask, int width = 32) {
  return (unsigned int)__nvvm_shfl_sync_bfly_i32(mask, (int)v, lane_mask, WF_SHFL_C(width));
}
WF_DEVICE_INLINE float __shfl_xor_sync(unsigned int mask, float v, int lane_mask, int width = 32) {
  return __nvvm_shfl_sync_bfly_f32(mask, v, lane_mask, WF_SHFL_C(width));
}

/* Warp votes. */
WF_DEVICE_INLINE unsigned int __ballot_sync(unsigned int mask, int pred) {
  return __nvvm_vote_ballot_sync(mask, pred != 0);
}
WF_DEVICE_INLINE int __any_sync(unsigned int mask, int pred) { return __nvvm_vote_any_sync(mask, pred != 0); }
WF_DEVICE_INLINE int __all_sync(unsigned int mask, int pred) { return __nvvm_vote_all_sync(mask, pred != 0); }

/* Bit helpers (LLVM intrinsics). */
WF_DEVICE_INLINE int __popc(unsigned int x) { return __builtin_popcount(x); }
WF_DEVICE_INLINE int __ffs(int x) { return __builtin_ffs(x); }
WF_DEVICE_INLINE int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }

/* Atomics: relaxed read-modify-write operations that return the old value,
 * as CUDA's atomic* functions do. They lower to atomicrmw / cmpxchg. */
#define WF_ATOMIC_RMW(NAME, BUILTIN, T)                                       \
  WF_DEVICE_INLINE T NAME(T *p, T v) { return BUILTIN(p, v, __ATOMIC_RELAXED); }
WF_ATOMIC_RMW(atomicAdd, __atomic_fetch_add, int)
WF_ATOMIC_RMW(atomicAdd, __atomic_fetch_add, unsigned int)
WF_ATOMIC_RMW(atomicAdd, __atomic_fetch_add, float)
WF_ATOMIC_RMW(atomicSub, __atomic_fetch_sub, int)
WF_ATOMIC_RMW(atomicSub, __atomic_fetch_sub, unsigned int)
WF_ATOMIC_RMW(atomicMin, __atomic_fetch_min, int)
WF_ATOMIC_RMW(atomicMin, __atomic_fetch_min, unsigned int)
WF_ATOMIC_RMW(atomicMax, __atomic_fetch_max, int)
WF_ATOMIC_RMW(atomicMax, __atomic_fetch_max, unsigned int)
WF_ATOMIC_RMW(atomicAnd, __atomic_fetch_and, int)
WF_ATOMIC_RMW(atomicAnd, __atomic_fetch_and, unsigned int)
WF_ATOMIC_RMW(atomicOr, __atomic_fetch_or, int)
WF_ATOMIC_RMW(atomicOr, __atomic_fetch_or, unsigned int)
WF_ATOMIC_RMW(atomicXor, __atomic_fetch_xor, int)
WF_ATOMIC_RMW(atomicXor, __atomic_fetch_xor, unsigned int)
WF_ATOMIC_RMW(atomicExch, __atomic_exchange_n, int)
WF_ATOMIC_RMW(atomicExch, __atomic_exchange_n, unsigned int)
#undef WF_ATOMIC_RMW

WF_DEVICE_INLINE int atomicCAS(int *p, int expected, int desired) {
  __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return expected;
}
WF_DEVICE_INLINE unsigned int atomicCAS(unsigned int *p, unsigned int expected, unsigned int desired) {
  __atomic_compare_exchange_n(p, &expected, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return expected;
}

/* Math that lowers to LLVM intrinsics (never to libdevice calls). */
WF_DEVICE_INLINE float sqrtf(float x) { return __builtin_sqrtf(x); }
WF_DEVICE_INLINE float fabsf(float x) { return __builtin_fabsf(x); }
WF_DEVICE_INLINE float fminf(float a, float b) { return __builtin_fminf(a, b); }
WF_DEVICE_INLINE float fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }

/* NULL, size_t and ptrdiff_t, which CUDA's own headers bring (clang's freestanding header;
 * last, so that the lines above keep the numbers the corpus' debug info refers to). */
#include <stddef.h>

#else /* NVRTC */
/* NVRTC (NVIDIA's run-time compiler, the front end of `warpflow study sass --frontend nvrtc`)
 * declares the execution spaces, threadIdx/blockIdx/blockDim/gridDim, warpSize, barriers,
 * shuffles, votes, atomics and math itself: the shim gives way and adds only its own helper. */
static __device__ __forceinline__ unsigned int wf_lane_id(void) {
  unsigned int lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}
#endif /* NVRTC */
#endif /* WARPFLOW_CUDA_H */
