// fail: a barrier inside an always-inlined helper, called under a condition on the thread
// index. The report names the helper and the call site it was inlined at.
#include "warpflow_cuda.h"

static __device__ __forceinline__ int stage(int *s, int v) {
  unsigned int t = threadIdx.x;
  s[t] = v;
  __syncthreads();
  return s[(t + 1) % blockDim.x];
}

extern "C" __global__ void fail_inlined_barrier(const int *in, int *out, int half) {
  __shared__ int s[1024];
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (threadIdx.x < (unsigned int)half)
    v = stage(s, v);
  out[g] = v;
}
