// fail even with launch facts: the same block-stride loop over N = 300 elements with 256
// threads per block: threads 0..43 run two iterations, the others one, so the barrier in the
// loop is reached a different number of times.
#include "warpflow_cuda.h"

#define N 300

extern "C" __global__ void fail_launch_stride_loop(const int *in, int *out) {
  __shared__ int s[512];
  for (unsigned int pos = threadIdx.x; pos < N; pos += blockDim.x) {
    s[pos] = in[pos];
    __syncthreads();
    out[pos] = s[(pos + 1) % N];
  }
}
