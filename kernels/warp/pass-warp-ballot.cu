// pass: the mask is the ballot of the branch condition, taken by the whole warp just before the
// branch, so it names exactly the lanes that enter the branch and execute the shuffle.
#include "warpflow_cuda.h"

extern "C" __global__ void pass_warp_ballot(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  int odd = threadIdx.x & 1;
  unsigned int m = __ballot_sync(0xffffffffu, odd);
  if (odd)
    v = __shfl_sync(m, v, 1);
  out[g] = v + (int)m;
}
