// pass: inside a divergent branch the mask comes from __activemask() in the same block, so it
// names exactly the lanes that execute the shuffle and the __syncwarp.
#include "warpflow_cuda.h"

extern "C" __global__ void pass_warp_activemask(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (threadIdx.x & 1) {
    unsigned int m = __activemask();
    v = __shfl_sync(m, v, 1);
    __syncwarp(m);
  }
  out[g] = v;
}
