// fail: a barrier in a loop whose trip count depends on the thread index (t % 4 + 1): after
// the first iteration, threads with t % 4 == 0 leave the loop and exit while the others
// wait at the barrier again.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_tid_loop(const int *in, int *out) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int g = blockIdx.x * blockDim.x + t;
  s[t] = in[g];
  int acc = 0;
  for (unsigned int i = 0; i < t % 4 + 1; i++) {
    __syncthreads();
    acc += s[(t + i + 1) % blockDim.x];
  }
  out[g] = acc;
}
