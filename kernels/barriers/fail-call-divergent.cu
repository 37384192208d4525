// fail: a barrier inside a called device function (kept as a call by __noinline__), called
// under a condition on the thread index: only the first warp (t < 32) calls it.
#include "warpflow_cuda.h"

__noinline__ __device__ int exchange_next(int *s, int v) {
  unsigned int t = threadIdx.x;
  s[t] = v;
  __syncthreads();
  return s[(t + 1) % blockDim.x];
}

extern "C" __global__ void fail_call_divergent(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (threadIdx.x < 32)
    v = exchange_next(s, v);
  out[g] = v;
}
