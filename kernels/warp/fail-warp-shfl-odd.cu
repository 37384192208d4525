// fail: a full-warp shuffle under a condition on the thread index. Only the odd lanes execute
// __shfl_sync(0xffffffff, ...), so the even lanes named in the mask never arrive: undefined
// behaviour on Volta and later. `warpflow check` reports it statically, `warpflow run` reports
// the lanes that did not arrive.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_warp_shfl_odd(const int *in, int *out) {
  unsigned int g = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[g];
  if (threadIdx.x & 1)
    v = __shfl_sync(0xffffffffu, v, 1);
  out[g] = v;
}
