// fail: threads past the end of the data return before the barrier (a common bug). With
// n = 100 and 128 threads per block, threads 100..127 of the first block exit while the others
// wait at the barrier.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_early_exit(const int *in, int *out, int n) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  if (g >= (unsigned int)n)
    return;
  s[t] = in[g];
  __syncthreads();
  out[g] = s[t] + s[(t + 1) % blockDim.x];
}
