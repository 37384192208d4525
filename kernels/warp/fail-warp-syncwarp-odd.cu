// fail: __syncwarp() (all 32 lanes) under a condition on the thread index: only the odd lanes
// reach it, the even lanes named in the default mask never do.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_warp_syncwarp_odd(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  if (t & 1) {
    __syncwarp();
    s[t] += s[t ^ 1];
  }
  out[g] = s[t];
}
