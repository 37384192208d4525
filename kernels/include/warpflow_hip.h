/* warpflow_hip.h: the small HIP shim of warpflow.
 *
 * It lets clang-19 compile a HIP kernel for amdgcn without ROCm (-nogpuinc -nogpulib):
 * execution-space macros, the thread/block index variables and __syncthreads, each mapped
 * onto a clang AMDGPU builtin so that the IR holds only LLVM instructions and llvm.amdgcn.*
 * intrinsics (no library calls). `warpflow` force-includes it for `.hip` inputs unless
 * --rocm-path names a ROCm installation.
 */
#ifndef WARPFLOW_HIP_H
#define WARPFLOW_HIP_H

#ifndef __HIP__
#error "warpflow_hip.h is for HIP device compilation (clang -x hip --offload-device-only)"
#endif

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))

/* threadIdx, blockIdx, blockDim, gridDim as objects whose .x/.y/.z members read the
 * work-item registers (declared only; reading a member never references them). */
#define WF_HIP_DIM_OBJECT(NAME, X, Y, Z)                                          \
  struct wf_##NAME##_t {                                                          \
    __declspec(property(get = get_x)) unsigned int x;                             \
    __declspec(property(get = get_y)) unsigned int y;                             \
    __declspec(property(get = get_z)) unsigned int z;                             \
    static __device__ __forceinline__ unsigned int get_x() { return (X); }        \
    static __device__ __forceinline__ unsigned int get_y() { return (Y); }        \
    static __device__ __forceinline__ unsigned int get_z() { return (Z); }        \
  };                                                                              \
  extern const __device__ wf_##NAME##_t NAME

WF_HIP_DIM_OBJECT(threadIdx, __builtin_amdgcn_workitem_id_x(), __builtin_amdgcn_workitem_id_y(),
                  __builtin_amdgcn_workitem_id_z());
WF_HIP_DIM_OBJECT(blockIdx, __builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
                  __builtin_amdgcn_workgroup_id_z());
WF_HIP_DIM_OBJECT(blockDim, __builtin_amdgcn_workgroup_size_x(), __builtin_amdgcn_workgroup_size_y(),
                  __builtin_amdgcn_workgroup_size_z());
WF_HIP_DIM_OBJECT(gridDim, __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x(),
                  __builtin_amdgcn_grid_size_y() / __builtin_amdgcn_workgroup_size_y(),
                  __builtin_amdgcn_grid_size_z() / __builtin_amdgcn_workgroup_size_z());

/* The block barrier with the work-group fences HIP gives it. */
static __device__ __forceinline__ void __syncthreads(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

#endif /* WARPFLOW_HIP_H */
