// fail: a barrier under a condition on the thread index. Only threads t < half reach it
// (half = 16 in the launch, so half of the first warp): in CUDA the block waits forever or
// releases early, the emulator's block mode reports barrier divergence.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_tid_cond(const int *in, int *out, int half) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  if (t < (unsigned int)half)
    __syncthreads();
  out[g] = s[(t + 1) % blockDim.x];
}
