// pass: a barrier after a divergent if/else. The branch on the thread index splits every
// warp, but both sides join before the barrier, which all threads reach.
// out[g] = (odd t ? 3 in[g] : in[g] + 7) of the next thread in the block (cyclically).
#include "warpflow_cuda.h"

extern "C" __global__ void pass_after_ifelse(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  int v = in[g];
  if (t & 1)
    v = 3 * v;
  else
    v = v + 7;
  s[t] = v;
  __syncthreads();
  out[g] = s[(t + 1) % blockDim.x];
}
