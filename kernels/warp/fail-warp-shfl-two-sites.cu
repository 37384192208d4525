// fail: the odd lanes and the even lanes execute two different full-warp shuffles (one in each
// arm of a branch on the thread index). Each shuffle's mask names lanes that are blocked at the
// other one, so neither group's members all arrive: undefined behaviour on Volta and later.
#include "warpflow_cuda.h"

__device__ __attribute__((noinline)) int odd_side(int v) { return __shfl_sync(0xffffffffu, v, 1) + 1; }

extern "C" __global__ void fail_warp_shfl_two_sites(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (threadIdx.x & 1)
    v = odd_side(v);
  else
    v = __shfl_sync(0xffffffffu, v, 2);
  out[g] = v;
}
