// pass: warp-level operations under conditions that are the same in every lane of a warp
// (the warp index tid.x / 32, a kernel argument): whole warps arrive together.
#include "warpflow_cuda.h"

extern "C" __global__ void pass_warp_uniform_cond(const int *in, int *out, int flag) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if ((threadIdx.x / 32) % 2 == 0)
    v += __shfl_down_sync(0xffffffffu, v, 1);
  if (flag)
    __syncwarp();
  v = __shfl_xor_sync(0xffffffffu, v, 16);
  out[g] = v;
}
