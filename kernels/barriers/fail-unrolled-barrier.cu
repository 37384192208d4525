// fail: a divergent barrier in a loop of six iterations that -O3 unrolls completely: one source
// barrier, six copies in the IR, reported once "(6 copies)".
#include "warpflow_cuda.h"

extern "C" __global__ void fail_unrolled_barrier(const int *in, int *out, int half) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
#pragma unroll
  for (int k = 0; k < 6; ++k) {
    if (t < (unsigned int)half) {
      s[t] += k;
      __syncthreads();
    }
  }
  out[g] = s[t];
}
