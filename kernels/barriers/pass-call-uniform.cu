// pass: a barrier inside a called device function (kept as a call by __noinline__), called
// under a condition on a kernel argument, so the whole block calls it or none does.
// out[g] = in of the next thread of the block (cyclically) when flag != 0, else in[g].
#include "warpflow_cuda.h"

__noinline__ __device__ int exchange_next(int *s, int v) {
  unsigned int t = threadIdx.x;
  s[t] = v;
  __syncthreads();
  return s[(t + 1) % blockDim.x];
}

extern "C" __global__ void pass_call_uniform(const int *in, int *out, int flag) {
  __shared__ int s[1024];
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (flag)
    v = exchange_next(s, v);
  out[g] = v;
}
