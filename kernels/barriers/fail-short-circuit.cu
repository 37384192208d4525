// fail (in check mode): the short-circuit barrier `if (c1 || c2) __syncthreads();` with
// thread-dependent c1 = (t is odd) and c2 = (key[g] is even). With key = iota, c1 || c2 holds
// for every thread but neither condition alone does, so every thread reaches the barrier
// (block mode passes) yet the warps arrive split: the branch on c1 reconverges only after
// the barrier. Warp-granular barriers (the emulator's warp mode) then release early and the
// read of the next warp's slot races. c2 loads from a buffer not read before, so that -O3
// cannot speculate it and keeps two branches. This is the case the barrier join
// transformation exists for.
// out[g] = s[(t + 32) % blockDim.x] = in of the same lane in the next warp (cyclically).
#include "warpflow_cuda.h"

extern "C" __global__ void fail_short_circuit(const int *in, const int *key, int *out) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  if ((t & 1) == 1 || (key[g] & 1) == 0)
    __syncthreads();
  out[g] = s[(t + 32) % blockDim.x];
}
