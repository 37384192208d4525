// pass: a work loop whose exit tests a __shared__ counter that thread 0 updates between two
// barriers. Every thread reads the one counter at the same iteration, so the exit is uniform
// and the barriers in the loop are convergent.
#include "warpflow_cuda.h"

extern "C" __global__ void pass_shared_counter_loop(const int *in, int *out, int n) {
  __shared__ int remaining;
  __shared__ int s[256];
  unsigned int t = threadIdx.x;
  if (t == 0)
    remaining = n;
  s[t] = 0;
  __syncthreads();
  int pos = t;
  while (remaining > 0) {
    if (pos < n)
      s[t] += in[pos];
    pos += blockDim.x;
    __syncthreads();
    if (t == 0)
      remaining -= blockDim.x;
    __syncthreads();
  }
  out[t] = s[t];
}
