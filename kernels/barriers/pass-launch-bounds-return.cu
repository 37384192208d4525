// pass with launch facts: `if (i >= n) return;` before a barrier, with n (an argument) a
// multiple of the block size in the launch spec: no thread of any block returns early unless
// the whole block does. Without the launch facts it is possibly-divergent (fail-early-exit is
// the same kernel with n = 100, which is not a multiple of 128).
#include "warpflow_cuda.h"

extern "C" __global__ void pass_launch_bounds_return(const int *in, int *out, int n) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + t;
  if (i >= (unsigned int)n)
    return;
  s[t] = in[i];
  __syncthreads();
  out[i] = s[t] + s[(t + 1) % blockDim.x];
}
