// fail: a thread-dependent `continue` that skips the barrier and advances the loop counter.
// While i < m, threads with t < 7 add 2 to the counter and go straight back to the loop head,
// so they reach __syncthreads() fewer times than the rest of the block, and lanes of one warp
// are in different iterations when they meet at the barrier. The loop head's test `i < m`
// looks uniform unless the analysis sees that the head joins paths of different iterations.
#include "warpflow_cuda.h"

extern "C" __global__ void fail_continue_skip(const int *in, int *out, int n, int m) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  s[t] = in[t];
  int acc = 0;
  for (int i = 0;;) {
    if (i < m && t < 7) {
      i += 2;
      continue;
    }
    __syncthreads();
    acc += s[(t + i) % blockDim.x];
    i++;
    if (i >= n)
      break;
  }
  out[t] = acc;
}
