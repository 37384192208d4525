// pass with launch facts: `if (threadIdx.x < blockDim.x)` is always true, and with 96 threads
// per block (not a power of two) `threadIdx.x < 96` is too; the barriers under them are
// convergent only once the launch says how many threads a block has.
#include "warpflow_cuda.h"

extern "C" __global__ void pass_launch_tid_bound(const int *in, int *out) {
  __shared__ int s[128];
  unsigned int t = threadIdx.x;
  s[t] = in[t];
  if (t < 96) {
    __syncthreads();
    s[t] += s[(t + 1) % 96];
  }
  if (t < blockDim.x) {
    __syncthreads();
    out[t] = s[t];
  }
}
