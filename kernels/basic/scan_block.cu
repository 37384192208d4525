// Block-level inclusive prefix sum (Hillis-Steele, double-buffered in shared memory):
// out[b*n + t] = in[b*n] + ... + in[b*n + t] with n = blockDim.x <= 1024.
#include "warpflow_cuda.h"

extern "C" __global__ void scan_block(const int *in, int *out) {
  __shared__ int buf[2][1024];
  unsigned int t = threadIdx.x;
  unsigned int n = blockDim.x;
  unsigned int g = blockIdx.x * n + t;
  int cur = 0;
  buf[0][t] = in[g];
  __syncthreads();
  for (unsigned int off = 1; off < n; off <<= 1) {
    int v = buf[cur][t];
    if (t >= off)
      v += buf[cur][t - off];
    buf[1 - cur][t] = v;
    cur = 1 - cur;
    __syncthreads();
  }
  out[g] = buf[cur][t];
}
