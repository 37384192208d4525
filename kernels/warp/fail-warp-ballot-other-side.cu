// fail: the mask is the ballot of the odd lanes, but the shuffle that uses it runs on the even
// side of the branch: the lanes named in the mask (odd) are not the lanes that execute it.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_warp_ballot_other_side(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  int odd = threadIdx.x & 1;
  unsigned int m = __ballot_sync(0xffffffffu, odd);
  if (!odd)
    v = __shfl_sync(m, v, 1);
  out[g] = v + (int)m;
}
