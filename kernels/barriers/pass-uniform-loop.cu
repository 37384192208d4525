// pass: barriers in a loop whose trip count `iters` is a kernel argument (uniform). Each
// iteration rotates the block's values by one position: out[g] = in of the thread iters
// places further on in the block (cyclically).
#include "warpflow_cuda.h"

extern "C" __global__ void pass_uniform_loop(const int *in, int *out, int iters) {
  __shared__ int s[1024];
  unsigned int t = threadIdx.x;
  unsigned int n = blockDim.x;
  unsigned int g = blockIdx.x * n + t;
  s[t] = in[g];
  __syncthreads();
  for (int i = 0; i < iters; i++) {
    int v = s[(t + 1) % n];
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  out[g] = s[t];
}
