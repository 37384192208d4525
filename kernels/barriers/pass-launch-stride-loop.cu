// pass with launch facts: a block-stride loop `for (pos = threadIdx.x; pos < N; pos +=
// blockDim.x)` with a barrier inside. With blockDim.x == N == 256 (the launch spec) every
// thread runs exactly one iteration, so the barrier is convergent; without the launch facts
// the trip count depends on threadIdx.x and the barrier is possibly-divergent.
#include "warpflow_cuda.h"

#define N 256

extern "C" __global__ void pass_launch_stride_loop(const int *in, int *out) {
  __shared__ int s[N];
  for (unsigned int pos = threadIdx.x; pos < N; pos += blockDim.x) {
    s[pos] = in[pos];
    __syncthreads();
    out[pos] = s[(pos + 1) % N];
  }
}
