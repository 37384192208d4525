// fail: like pass-shared-last-block, but each thread reads its own entry of a __shared__ flag
// array (through the same generic pointer): the address differs between threads, so the
// branch does, and the barrier under it is reached by part of the block.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_shared_flag_tid(const int *in, int *out) {
  __shared__ int flag[256];
  __shared__ int s[256];
  unsigned int t = threadIdx.x;
  flag[t] = in[t] & 1;
  s[t] = in[t];
  __syncthreads();
  if (flag[t]) {
    s[t] += 1;
    __syncthreads();
  }
  out[t] = s[t];
}
