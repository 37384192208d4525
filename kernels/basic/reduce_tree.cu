// Tree reduction with barriers: block b sums in[b*blockDim.x ...] into out[b]. The staging
// array is dynamic shared memory (shared_bytes = 4 * blockDim.x); blockDim.x a power of two.
// In each step the active half shrinks: threads t >= s idle, a divergent branch whose
// boundary crosses warps until s < 32.
#include "warpflow_cuda.h"

extern "C" __global__ void reduce_tree(const int *in, int *out) {
  extern __shared__ int s[];
  unsigned int t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
